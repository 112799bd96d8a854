"""Run sharmavickram/Spark-SQL-DataFrame's Spark programs with spark-submit and write each lb_* case's plans and
event_log.json from those runs.

- Every Scala file of `src/main/scala/` compiled with the Scala 2.13 compiler of the PySpark installation's jars
  (the sbt build names Scala 2.11 and Spark 2.4.4; no sbt here), with our stand-in `standin/XmlReaderStandin.scala`
  (spark-xml's `XmlDataFrameReader`, which `CreateDFfromXML` imports and never needs on Spark 4), into one jar.
- Two files do not compile on Spark 4 as written: `JoinExample` (`import spark.sqlContext.implicits._`: the abstract
  `SparkSession.sqlContext` of Spark 4 is a `def`, "stable identifier required") and `CreateDFfromRDD` (`new
  SQLContext(sc)`: `SQLContext` is abstract in Spark 4). Each is compiled from a copy (in the scratch folder, never in
  the laid-out repository) whose blank line 8 gets one import of Spark 4's own implementation class of that name
  (`COMPAT`), so `SparkSession.builder...getOrCreate()` and `new SQLContext(sc)` name the classic classes the Spark 2
  code meant (the objects are the same at run time: `getOrCreate()` returns a classic session either way). No other
  line changes, none moves; the class files name the file and its lines as they are.
- Each program run as `spark-submit --class <object> lb.jar` from the root of a fresh scratch copy of the laid-out
  repository. Its fixed input paths are served from generated files (`make_data.py`): `R:/...` by the ykanakaraju
  family's drive stand-in (`../ykanakaraju-pyspark/standin/DriveLocalFileSystem.java`, compiled as it is, registered
  for the scheme `R`), `file:///R:/...` through a link `/R: -> /tmp/lb_work/cap/drives/R` made for the run (refused
  if `/R:` is anything else; `--clean` removes it), `hdfs://localhost:9000/...` by the technoavengers family's hdfs
  stand-in (`../technoavengers-java/standin/DatacouchHdfsFileSystem.java`, compiled as it is).
- Sessions: `--master local[1]` (the code's own `local[1]` wins), no UI, 4 shuffle partitions, UTC, AQE on;
  `join_smj` runs `JoinExample` again with `spark.sql.autoBroadcastJoinThreshold=-1` (the sort-merge joins of real
  sizes).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/sharmavickram-scala/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
    ... capture.py --clean                     # remove the /R: link
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402
import make_data  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "sharmavickram__spark-sql-dataframe"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/lb_work/cap")
DRIVES = WORK / "drives"
HDFS = WORK / "hdfs"
R_LINK = Path("/R:")
RUNNER = "bench/real/capture/sharmavickram-scala/capture.py"
SRC = "src/main/scala/com/dataedge/"
PKG = "com.dataedge."
DRIVE_STANDIN = HERE.parent / "ykanakaraju-pyspark" / "standin" / "DriveLocalFileSystem.java"   # as it is
HDFS_STANDIN = HERE.parent / "technoavengers-java" / "standin" / "DatacouchHdfsFileSystem.java"   # as it is
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]

# file -> (its blank line that gets the import, the import): the Spark 4 compile shim (module docstring)
COMPAT = {SRC + "joins/JoinExample.scala": (8, "    import org.apache.spark.sql.classic.SparkSession"),
          SRC + "createDF/CreateDFfromRDD.scala": (8, "    import org.apache.spark.sql.classic.SQLContext")}

# program key -> (main class, file of the object, extra session settings)
PROGRAMS: dict[str, tuple[str, str, list[str]]] = {
    "join": (PKG + "joins.JoinExample", SRC + "joins/JoinExample.scala", []),
    "join_smj": (PKG + "joins.JoinExample", SRC + "joins/JoinExample.scala", NO_BROADCAST),
    "rdd": (PKG + "createDF.CreateDFfromRDD", SRC + "createDF/CreateDFfromRDD.scala", []),
    "parquet": (PKG + "createDF.CreateDFfromPARQUET", SRC + "createDF/CreateDFfromPARQUET.scala", []),
    "xml": (PKG + "createDF.CreateDFfromXML", SRC + "createDF/CreateDFfromXML.scala", []),
    "rpwj": (PKG + "extra.ReadParquetWriteJson", SRC + "extra/ReadParquetWriteJson.scala", []),
    "problem01": (PKG + "problems.Problem01", SRC + "problems/Problem01.scala", []),
    # run only to see them fail (README: backslash Windows paths, a Windows warehouse folder, no avro jar)
    "csv": (PKG + "createDF.CreateDFfromCSV", SRC + "createDF/CreateDFfromCSV.scala", []),
    "json": (PKG + "createDF.CreateDFfromJSON", SRC + "createDF/CreateDFfromJSON.scala", []),
    "txt": (PKG + "createDF.CreateDFfromTXT", SRC + "createDF/CreateDFfromTXT.scala", []),
    "withadd": (PKG + "withColumn.withColumnADD", SRC + "withColumn/withColumnADD.scala", []),
    "rcwp": (PKG + "extra.ReadCSVWriteParquet", SRC + "extra/ReadCSVWriteParquet.scala", []),
    "hivesql": (PKG + "extra.HiveSql", SRC + "extra/HiveSql.scala", []),
    "avro": (PKG + "createDF.CreateDFfromAVRO", SRC + "createDF/CreateDFfromAVRO.scala", []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run). The split is fixed
# here before any label is written: the order the cases were planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("lb_join_inner_bhj_show", "dev", "join", 39, "show", 1, 3),
    ("lb_join_outer_smj_show", "heldout", "join", 41, "show", 1, 4),
    ("lb_rdd_todf_show", "dev", "rdd", 24, "show", 1, 1),
    ("lb_join_right_bhj_show", "dev", "join", 48, "show", 1, 7),
    ("lb_join_leftanti_bhj_show", "heldout", "join", 57, "show", 1, 11),
    ("lb_xml_persons_drive_show", "dev", "xml", 22, "show", 1, 1),
    ("lb_join_self_smj_show", "heldout", "join_smj", 73, "show", 1, 15),
    ("lb_join_sql_comma_bhj_show", "dev", "join", 79, "show", 1, 18),
    ("lb_problem01_concat_show", "dev", "problem01", 21, "show", 1, 4),
    ("lb_join_fullouter_smj_show", "heldout", "join", 45, "show", 1, 6),
    ("lb_join_crossjoin_bnlj_show", "dev", "join", 65, "show", 1, 14),
    ("lb_join_leftouter_smj_show", "heldout", "join_smj", 55, "show", 1, 10),
    ("lb_parquet_zipcodes_show", "dev", "parquet", 16, "show", 1, 1),
    ("lb_join_sql_inner_smj_show", "dev", "join_smj", 81, "show", 1, 19),
    ("lb_parquet_json_overwrite_write", "heldout", "rpwj", 16, "save", 1, 2),
    ("lb_join_cross_type_smj_show", "dev", "join_smj", 62, "show", 1, 13),
    ("lb_join_leftsemi_smj_show", "heldout", "join_smj", 59, "show", 1, 12),
    ("lb_join_left_bhj_show", "dev", "join", 53, "show", 1, 9),
    ("lb_xml_orders_hdfs_show", "dev", "xml", 28, "show", 1, 2),
    ("lb_join_full_smj_show", "heldout", "join", 43, "show", 1, 5),
    ("lb_join_self_bhj_show", "dev", "join", 73, "show", 1, 15),
    ("lb_join_crossjoin_cartesian_show", "heldout", "join_smj", 65, "show", 1, 14),
    ("lb_rdd_create_dataframe_show", "dev", "rdd", 27, "show", 1, 2),
    ("lb_problem01_tsv_show", "dev", "problem01", 17, "show", 1, 3),
    ("lb_join_rightouter_smj_show", "heldout", "join_smj", 50, "show", 1, 8),
]


def compat_copy(rel: str, dest: Path) -> Path:
    """A copy of `rel` whose blank line gets the COMPAT import; every other line as it is."""
    line, text = COMPAT[rel]
    lines = (REPO / rel).read_text().split("\n")
    if lines[line - 1].strip():
        raise SystemExit(f"{rel}:{line} is not blank: the shim would change code")
    lines[line - 1] = text
    out = dest / Path(rel).name
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines))
    return out


def build_jars() -> dict[str, Path]:
    """The listener jar (with the two file system stand-ins) and the programs' jar (with the xml stand-in)."""
    jars = {"listener": program_runs.build_jar(WORK, "lb-listener.jar", DRIVE_STANDIN, HDFS_STANDIN)}
    out = WORK / "lb_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    shim = WORK / "compat_src"
    shutil.rmtree(shim, ignore_errors=True)
    sources = [str(compat_copy(str(p.relative_to(REPO)), shim)) if str(p.relative_to(REPO)) in COMPAT else str(p)
               for p in sorted((REPO / "src" / "main" / "scala").rglob("*.scala"))]
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(out), *sources, str(HERE / "standin" / "XmlReaderStandin.scala")], check=True)
    jars["lb"] = WORK / "lb.jar"
    subprocess.run(["jar", "cf", str(jars["lb"]), "-C", str(out), "."], check=True)
    return jars


def r_link() -> None:
    """/R: -> DRIVES/R, ours only."""
    target = DRIVES / "R"
    if R_LINK.is_symlink():
        if Path(os.readlink(R_LINK)) != target:
            raise SystemExit(f"{R_LINK} links elsewhere: {os.readlink(R_LINK)}")
    elif R_LINK.exists():
        raise SystemExit(f"{R_LINK} exists and is not our link: not touched")
    else:
        R_LINK.symlink_to(target)


def prepare() -> None:
    for folder in (DRIVES, HDFS):
        shutil.rmtree(folder, ignore_errors=True)
    make_data.write_all(REPO, DRIVES, HDFS)
    r_link()


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, SRC + "joins/JoinExample.scala", SLUG)
    if key == "rpwj":   # it overwrites the folder it read: the input again for each run
        make_data.read_write(REPO, HDFS / "user" / "read-write")
    main_class, _, extra = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.hadoop.yk.fs.root={DRIVES}",
            *(f"spark.hadoop.fs.{s}.impl=ykcapture.DriveLocalFileSystem" for s in ("R", "r")),
            "spark.hadoop.fs.hdfs.impl=tacapture.DatacouchHdfsFileSystem", f"spark.hadoop.ta.hdfs.root={HDFS}",
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}", *extra]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]),
                             "--class", main_class, str(jars["lb"])], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    if argv == ["--clean"]:
        if R_LINK.is_symlink() and Path(os.readlink(R_LINK)) == DRIVES / "R":
            R_LINK.unlink()
        return 0
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, prepare=prepare,
                                    by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
