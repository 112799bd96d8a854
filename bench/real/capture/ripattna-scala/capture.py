"""Run ripattna/Spark-Scala's Spark programs unchanged with spark-submit and write each rp_* case's plans and
event_log.json from those runs.

- Every Scala file of `src/main/scala/` compiled with the Scala 2.13 compiler of the PySpark installation's jars (the
  sbt build names Scala 2.12, Spark 3.3) against them and the Typesafe Config 1.4.1 jar the build names (`CONFIG_JAR`),
  with our compile stand-in `standin/JavaConversions.scala` (Scala 2.12's `scala.collection.JavaConversions`, gone in
  2.13, which `CreateDataFrame` imports), into one jar.
- Compile shim, one file: `com/parquet/demo/JoinExample.scala` (`import spark.sqlContext.implicits._`: Spark 4's
  `SparkSession.sqlContext` is a `def`, "stable identifier required") is compiled from a copy whose blank line 9
  (inside `main`, before its first statement) gets `import org.apache.spark.sql.classic.SparkSession`, as the
  sharmavickram family does for the same lesson (`COMPAT`; refused if the line is not blank). No code line changes or
  moves; the laid-out repository the mapper indexes is untouched.
- Each program run as `spark-submit --class <object> rp.jar` from the root of a fresh scratch copy of the laid-out
  repository (the programs read `src/main/resources/...`, the repository's own files), with the copy's
  `src/main/resources/` on the driver's class path, as sbt puts it there: the reconciliation tools load their config
  with `ConfigFactory.load("Config/app.conf")` / `("config.conf")` from the class path.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/ripattna-scala/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
    ... capture.py --clean                     # remove /tmp/reconOutput, which reccon.ReconAutomationObject writes
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "ripattna__spark-scala"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/rp_work/cap")
RUNNER = "bench/real/capture/ripattna-scala/capture.py"
SRC = "src/main/scala/com/"
CONFIG_JAR = Path("/root/.m2/repository/com/typesafe/config/1.4.1/config-1.4.1.jar")
RECON_OUTPUT = Path("/tmp/reconOutput")     # reccon/ReconAutomation.scala:274 writes there (after the case's show)
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]

# file -> (its blank line that gets the import, the import): the Spark 4 compile shim (module docstring)
COMPAT = {SRC + "parquet/demo/JoinExample.scala": (9, "    import org.apache.spark.sql.classic.SparkSession")}

# program key -> (main class, file of the object, extra session settings)
PROGRAMS: dict[str, tuple[str, str, list[str]]] = {
    "olympic": ("com.spark_usecase.OlympicDataAnalysis", SRC + "spark_usecase/OlympicDataAnalysis.scala", []),
    "createdf": ("com.dataframe.CreateDataFrame", SRC + "dataframe/CreateDataFrame.scala", []),
    "csvop": ("com.dataframe.CsvOperation", SRC + "dataframe/CsvOperation.scala", []),
    "custinfo": ("com.dataframe.CustomerInfo", SRC + "dataframe/CustomerInfo.scala", []),
    "custglobal": ("com.dataframe.CustomerInfoTempGlobal", SRC + "dataframe/CustomerInfoTempGlobal.scala", []),
    "usecase": ("com.dataframe.DataFrame_UseCase", SRC + "dataframe/DataFrame_UseCase.scala", []),
    "sampledf": ("com.dataframe.SampleDataFrame", SRC + "dataframe/SampleDataFrame.scala", []),
    "union": ("com.dataframe.UnionOperation", SRC + "dataframe/UnionOperation.scala", []),
    "parquet": ("com.parquet.ReadParquetFile", SRC + "parquet/ReadParquetFile.scala", []),
    "join": ("com.parquet.demo.JoinExample", SRC + "parquet/demo/JoinExample.scala", []),
    "join_smj": ("com.parquet.demo.JoinExample", SRC + "parquet/demo/JoinExample.scala", NO_BROADCAST),
    "dfdemo": ("com.parquet.demo.SparkDataFrameDemo", SRC + "parquet/demo/SparkDataFrameDemo.scala", []),
    "futurex": ("com.hive.FutureXSparkTransformer", SRC + "hive/FutureXSparkTransformer.scala", []),
    "empuse": ("com.hive.EmpUseCase", SRC + "hive/EmpUseCase.scala", []),
    "compare": ("com.reccon.CompareTwoDFObject", SRC + "reccon/CompareTwoDF.scala", []),
    "recon": ("com.reccon.ReconAutomationObject", SRC + "reccon/ReconAutomation.scala", []),
    "autorecon": ("com.automation.ReconAutomationObject", SRC + "automation/ReconAutomation.scala", []),
    "sampleval1": ("com.automation.SampleValidation_1", SRC + "automation/SampleValidation_1.scala", []),
    "validation": ("com.validation.ReconObject", SRC + "validation/ReconObject.scala", []),
    "cachepersist": ("com.rdd.CachePersist", SRC + "rdd/CachePersist.scala", []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run). The split is fixed
# here before any label is written: the order the cases were planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("rp_olympic_swim_sum_sql_show", "dev", "olympic", 31, "show", 1, 3),
    ("rp_join_inner_show", "heldout", "join", 41, "show", 1, 3),
    ("rp_sample_ledger_group_sum_sort_show", "dev", "sampledf", 41, "show", 1, 3),
    ("rp_union_north_west_sort_show", "dev", "union", 46, "show", 1, 7),
    ("rp_compare_left_join_matching_show", "heldout", "compare", 165, "show", 1, 7),
    ("rp_parquet_cache_input_file_distinct_show", "dev", "parquet", 19, "show", 1, 1),
    ("rp_usecase_dept_count_join_show", "heldout", "usecase", 49, "show", 1, 7),
    ("rp_olympic_india_year_sorted_sql_show", "dev", "olympic", 37, "show", 1, 4),
    ("rp_join_left_anti_show", "dev", "join", 71, "show", 1, 13),
    ("rp_compare_intersect_show", "heldout", "compare", 169, "show", 1, 8),
    ("rp_customer_global_view_limit_show", "dev", "custinfo", 30, "show", 1, 5),
    ("rp_join_self_superior_show", "heldout", "join", 85, "show", 1, 16),
    ("rp_join_outer_smj_show", "dev", "join", 47, "show", 1, 5),
    ("rp_join_sql_comma_smj_show", "dev", "join_smj", 92, "show", 1, 19),
    ("rp_compare_except_all_target_show", "heldout", "compare", 177, "show", 1, 10),
    ("rp_validation_rows_sum_show", "dev", "sampleval1", 60, "show", 1, 5),
    ("rp_futurex_csv_write", "heldout", "futurex", 25, "save", 1, 2),
    ("rp_usecase_dept_x_count_head", "dev", "usecase", 25, "head", 1, 2),
    ("rp_hive_emp_select_show", "dev", "empuse", 29, "show", 1, 6),
    ("rp_join_cross_join_cartesian_smj_show", "heldout", "join_smj", 77, "show", 1, 15),
    ("rp_csv_records_sql_limit_show", "dev", "csvop", 31, "show", 1, 5),
    ("rp_create_df_rdd_todf_show", "heldout", "createdf", 28, "show", 1, 1),
    ("rp_cache_persist_show", "dev", "cachepersist", 28, "show", 1, 1),
    ("rp_join_left_semi_show", "dev", "join", 68, "show", 1, 12),
    ("rp_auto_recon_pivot_values_collect", "heldout", "autorecon", 83, "collect", 1, 7),
]


def compat_copy(rel: str, dest: Path) -> Path:
    """A copy of `rel` whose blank line gets the COMPAT import; every other line as it is."""
    line, text = COMPAT[rel]
    lines = (REPO / rel).read_text().split("\n")
    if lines[line - 1].strip():
        raise SystemExit(f"{rel}:{line} is not blank: the shim would change code")
    lines[line - 1] = text
    out = dest / rel
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines))
    return out


def build_jars() -> dict[str, Path]:
    """The listener jar and the programs' jar (with the compile stand-in)."""
    jars = {"listener": program_runs.build_jar(WORK, "rp-listener.jar")}
    out = WORK / "rp_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    shim = WORK / "compat_src"
    shutil.rmtree(shim, ignore_errors=True)
    sources = [str(compat_copy(str(p.relative_to(REPO)), shim)) if str(p.relative_to(REPO)) in COMPAT else str(p)
               for p in sorted((REPO / "src" / "main" / "scala").rglob("*.scala"))]
    cp = f"{lib.JARS}:{CONFIG_JAR}"
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", cp,
                    "-nowarn", "-d", str(out), *sources, str(HERE / "standin" / "JavaConversions.scala")], check=True)
    jars["rp"] = WORK / "rp.jar"
    subprocess.run(["jar", "cf", str(jars["rp"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "build.sbt", SLUG)
    main_class, _, extra = PROGRAMS[key]
    plans = out / "plans"
    cp = f"{jars['listener']}:{CONFIG_JAR}:{root / 'src' / 'main' / 'resources'}"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans} "
            f"-Dderby.system.home={root}",
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}", *extra]
    lib.submit(out / "log", ["--jars", f"{jars['listener']},{CONFIG_JAR}", "--driver-class-path", cp,
                             "--class", main_class, str(jars["rp"])], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    if argv == ["--clean"]:
        shutil.rmtree(RECON_OUTPUT, ignore_errors=True)
        return 0
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
