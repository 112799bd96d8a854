"""Run chgani/spark-scala-practice's Spark programs unchanged with spark-submit and write each cg_* case's plans and
event_log.json from those runs.

- Every Scala file of `in/olc/scala/sparkPractice/` (the Spark programs; the plain-Scala DSA exercises beside them are
  not needed) compiled unchanged with the Scala 2.13 compiler of the PySpark installation's jars (the code names no
  build; its imports are Spark 3 / Scala 2.12 era), with our driver `standin/RunCgAppFields.scala`, into one jar.
- Each program run as `spark-submit --class <object> cg.jar` from the root of a fresh scratch copy of the laid-out
  repository. The programs were written in an sbt project whose `src/main/scala/` held this repository's `in/`
  folder: they read `src/main/scala/in/olc/scala/resources/...` (the repository's own files; the scratch copy gets a
  link `src/main/scala/in -> ../../../in`) and `src/main/resources/data/...` (the Rock the JVM course's files, not in
  the repository: generated there by `make_data.py`).
- Windows drive paths (`C:/edu/...`, `c:/edu/...`): the ykanakaraju family's drive stand-in
  (`../ykanakaraju-pyspark/standin/DriveLocalFileSystem.java`, compiled as it is into the listener jar, registered
  for the schemes `C` and `c`) serves them from /tmp/cg_work/cap/drives/<scheme>/...
- PostgreSQL (`RJVMDataFrameJoins`, `RJVMDataSources`: `jdbc:postgresql://localhost:5432/rtjvm`, user docker): the
  local server, with the course's tables written by `make_data.pg_tables()`; the PostgreSQL JDBC driver jar (the
  n1rocket family's, `PG_JAR`) on the class path. `--clean` drops the database afterwards.
- The code's own `.master("local[*]")` (or SparkConf) wins over the command line; `-XX:ActiveProcessorCount=1` keeps
  it to one thread.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/chgani-scala/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
    ... capture.py --clean                     # drop the rtjvm database
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
SLUG = "chgani__spark-scala-practice"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/cg_work/cap")
DRIVES = WORK / "drives"
RUNNER = "bench/real/capture/chgani-scala/capture.py"
SP = "in/olc/scala/sparkPractice/"
PKG = "in.olc.scala.sparkPractice."
DRIVE_STANDIN = HERE.parent / "ykanakaraju-pyspark" / "standin" / "DriveLocalFileSystem.java"   # as it is
PG_JAR = Path("/root/.m2/repository/org/postgresql/postgresql/42.7.13/postgresql-42.7.13.jar")
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]

# program key -> (main class, file of the object, extra session settings)
PROGRAMS: dict[str, tuple[str, str, list[str]]] = {
    "covid": (PKG + "CovidCasesWindowFunc", SP + "CovidCasesWindowFunc.scala", []),
    "nullcount": (PKG + "NullCountColumnWise", SP + "NullCountColumnWise.scala", []),
    "scd": (PKG + "SCD", SP + "SCD.scala", []),
    "scd_smj": (PKG + "SCD", SP + "SCD.scala", NO_BROADCAST),
    "aggdf": (PKG + "aggregationsDF", SP + "aggregationsDF.scala", []),
    "avgmgr": (PKG + "avgManagerSalary", SP + "avgManagerSalary.scala", []),
    "datefn": (PKG + "dateFunctions", SP + "dateFunctions.scala", []),
    "deptsal": (PKG + "deptWiseSalary", SP + "deptWiseSalary.scala", []),
    "dfjoins": (PKG + "dfJoins", SP + "dfJoins.scala", []),
    "multidata": ("sparkPractice.multiDataScenario", SP + "multiDataScenario.scala", []),
    "mutual": (PKG + "mutualFriends", SP + "mutualFriends.scala", []),
    "newrec": (PKG + "newRecord", SP + "newRecord.scala", []),
    "salesdate": (PKG + "salesDateWise", SP + "salesDateWise.scala", []),
    "salesdiff": (PKG + "salesDiffbyDate", SP + "salesDiffbyDate.scala", []),
    "salesdiff_smj": (PKG + "salesDiffbyDate", SP + "salesDiffbyDate.scala", NO_BROADCAST),
    "genrand": (PKG + "generateRandomNumbers", SP + "generateRandomNumbers.scala", []),
    "randnum": (PKG + "randomNumbers", SP + "randomNumbers.scala", []),
    "grouprand": (PKG + "groupRandomNumbers", SP + "groupRandomNumbers.scala", []),
    "fib": (PKG + "groupNumbers", SP + "replaceFibonacci.scala", []),
    "github": (PKG + "githubdata", SP + "githubdata.scala", []),
    "multidelim": (PKG + "multiDelimiter", SP + "multiDelimiter.scala", []),
    "complex": (PKG + "RJVMSparkComplexDataTypes", SP + "RJVMSparkComplexDataTypes.scala", []),
    "rjsql": (PKG + "RJVMSparkSql", SP + "RJVMSparkSql.scala", []),
    "datasets": (PKG + "RJVMdataSets", SP + "RJVMdataSets.scala", []),
    "rjjoins": (PKG + "RJVMDataFrameJoins", SP + "RJVMDataFrameJoins.scala", []),
    "rjsources": (PKG + "RJVMDataSources", SP + "RJVMDataSources.scala", []),
    "appfields": ("cgcapture.RunCgAppFields", "", []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run). The split is fixed here before any label is written: the order the cases were
# planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("cg_covid_rank_windows_count_distinct_show", "dev", "covid", 38, "show", 1, 2),
    ("cg_scd_join_union_sort_show", "heldout", "scd", 28, "show", 1, 3),
    ("cg_rjvm_agg_by_genre_collect", "dev", "appfields", 11, "collect", 1, 1),
    ("cg_dept_top_rank_filter_show", "dev", "deptsal", 44, "show", 1, 2),
    ("cg_rjvm_best_paid_jobs_jdbc_show", "heldout", "rjjoins", 133, "show", 1, 5),
    ("cg_avg_manager_self_join_show", "dev", "avgmgr", 32, "show", 1, 1),
    ("cg_multidelim_row_number_show", "heldout", "multidelim", 20, "show", 1, 2),
    ("cg_group_random_collect_list_show", "dev", "grouprand", 35, "show", 1, 1),
    ("cg_sales_diff_smj_join_show", "dev", "salesdiff_smj", 27, "show", 1, 2),
    ("cg_rjvm_director_avg_sorted_collect", "heldout", "appfields", 12, "collect", 1, 2),
    ("cg_new_record_row_number_show", "dev", "newrec", 36, "show", 1, 1),
    ("cg_gen_random_collect_list_text_write", "heldout", "genrand", 23, "text", 1, 1),
    ("cg_dfjoins_partition_id_count_show", "dev", "dfjoins", 37, "show", 1, 2),
    ("cg_github_explode_events_show", "dev", "github", 22, "show", 1, 1),
    ("cg_mutual_friends_udf_cross_join_show", "heldout", "mutual", 47, "show", 1, 2),
    ("cg_rjvm_all_cars_distinct_collect", "dev", "appfields", 15, "collect", 1, 4),
    ("cg_sales_date_group_count_show", "heldout", "salesdate", 30, "show", 1, 3),
    ("cg_multidata_explode_show", "dev", "multidata", 21, "show", 1, 4),
    ("cg_random_numbers_partitioned_text_write", "dev", "randnum", 25, "text", 1, 1),
    ("cg_rjvm_sql_us_cars_show", "heldout", "rjsql", 26, "show", 1, 2),
]


def build_jars() -> dict[str, Path]:
    """The listener jar (with the drive stand-in) and the programs' jar (with our driver), compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "cg-listener.jar", DRIVE_STANDIN)}
    out = WORK / "cg_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = sorted(str(p) for p in (REPO / SP).glob("*.scala"))
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(out), *sources, str(HERE / "standin" / "RunCgAppFields.scala")], check=True)
    jars["cg"] = WORK / "cg.jar"
    subprocess.run(["jar", "cf", str(jars["cg"]), "-C", str(out), "."], check=True)
    return jars


def prepare() -> None:
    shutil.rmtree(DRIVES, ignore_errors=True)
    make_data.drives(DRIVES)
    make_data.pg_tables()


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, SP + "SCD.scala", SLUG)
    (root / "src" / "main" / "scala").mkdir(parents=True)
    (root / "src" / "main" / "scala" / "in").symlink_to("../../../in")
    make_data.data_dir(root)
    if key == "rjsources":   # the lesson writes public.movies without a save mode: a fresh table each run
        subprocess.run([*make_data.PG, "-d", "rtjvm", "-c", "DROP TABLE IF EXISTS public.movies"], check=True)
    main_class, _, extra = PROGRAMS[key]
    plans = out / "plans"
    cp = f"{jars['listener']}:{PG_JAR}"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.hadoop.yk.fs.root={DRIVES}",
            *(f"spark.hadoop.fs.{s}.impl=ykcapture.DriveLocalFileSystem" for s in ("C", "c")),
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}", *extra]
    lib.submit(out / "log", ["--jars", f"{jars['listener']},{PG_JAR}", "--driver-class-path", cp,
                             "--class", main_class, str(jars["cg"])], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1] or "bench/real/capture/chgani-scala/standin/RunCgAppFields.scala"
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    if argv == ["--clean"]:
        make_data.drop_pg()
        return 0
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, prepare=prepare,
                                    by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
