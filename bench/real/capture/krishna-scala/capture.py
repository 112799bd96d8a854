"""Run krishna07210/com-scala-spark-repo's Spark DataFrame/Dataset/SQL programs unchanged with spark-submit and write
each ks_* case's plans and event_log.json from those runs.

- The project's Scala files under `src/main/scala/com/spark/` (every Spark program, the case classes and the
  config/constants helpers `config/CommonUtils`, `config/SparkConfigs`, `constants/Constants`) compiled unchanged
  with the Scala 2.13 compiler of the PySpark installation's jars (the build says sbt, Scala 2.12, Spark 3.0.1) into
  one jar; every file compiles. The plain-Scala exercises (`com/scala/`) and the `.sc` worksheets are not needed.
- Each program run as `spark-submit --class <object> ks.jar` from the root of a fresh scratch copy of the laid-out
  repository (the code reads `spark.conf` and `.\\src\\main\\resources\\...` paths relative to it, and writes
  there). Its Windows paths are read as Windows' Hadoop reads them by our stand-in for the local file system
  (`standin/WindowsPathFileSystem.java`, `spark.hadoop.fs.file.impl`): backslashes are separators.
- Inputs: the repository's own files, and generated stand-ins (`make_data.py`) for the ones the snapshot lacks.
- The code's own `SparkConfigs.getLocalSparkConf` (or builder) sets `spark.master` to `local[3]` (`local[1]` or
  `local[*]` in a few), which wins over the command line's `--master local[1]`; `-XX:ActiveProcessorCount=1` keeps
  `local[*]` to one thread.
- `scala.io.StdIn.readLine()` (the join apps and HelloSparkDataframe hold the driver for the UI with it) reads an
  empty stdin (/dev/null) and returns at once.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/krishna-scala/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
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
SLUG = "krishna07210__com-scala-spark-repo"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/ks_work/cap")
RUNNER = "bench/real/capture/krishna-scala/capture.py"
SRC = "src/main/scala/com/spark/"
P = SRC + "devproj/"
DF = P + "sparkDataframeAPIs/"
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]

# program key -> (main class, file of the object, extra session settings)
PROGRAMS: dict[str, tuple[str, str, list[str]]] = {
    "grouping": ("com.spark.devproj.sparkDataframeAPIs.aggregations.GroupingDemo",
                 DF + "aggregations/GroupingDemo.scala", []),
    "ranking": ("com.spark.devproj.sparkDataframeAPIs.aggregations.RankingDemoApp",
                DF + "aggregations/RankingDemoApp.scala", []),
    "aggregation": ("com.spark.devproj.sparkDataframeAPIs.aggregations.AggregationDemo",
                    DF + "aggregations/AggregationDemo.scala", []),
    "shuffle_join": ("com.spark.devproj.sparkDataframeAPIs.joins.ShuffleJoinDemoApp",
                     DF + "joins/ShuffleJoinDemoApp.scala", NO_BROADCAST),
    "typed_ds": ("com.spark.devproj.sparkDatasets.miscellaneous.TypedDatasetExample",
                 P + "sparkDatasets/miscellaneous/TypedDatasetExample.scala", []),
    "outer_join": ("com.spark.devproj.sparkDataframeAPIs.joins.OuterJoinDemoApp",
                   DF + "joins/OuterJoinDemoApp.scala", []),
    "bucket_join": ("com.spark.devproj.sparkDataframeAPIs.joins.BucketJoinDemoApp",
                    DF + "joins/BucketJoinDemoApp.scala", []),
    "misc": ("com.spark.devproj.sparkDataframeAPIs.Transformations.MiscellaneousTransformations",
             DF + "Transformations/MiscellaneousTransformations.scala", []),
    "logs": ("com.spark.devproj.sparkDataframeAPIs.Transformations.LogFilesTransformationDemo",
             DF + "Transformations/LogFilesTransformationDemo.scala", []),
    "uk_join": ("com.spark.devproj.sparkSQL.joins.UkMakerSpaces", P + "sparkSQL/joins/UkMakerSpaces.scala", []),
    "windowing": ("com.spark.devproj.sparkDataframeAPIs.aggregations.WindowingDemo",
                  DF + "aggregations/WindowingDemo.scala", []),
    "hello_df": ("com.spark.devproj.sparkDataframeAPIs.miscellaneous.HelloSparkDataframe",
                 DF + "miscellaneous/HelloSparkDataframe.scala", []),
    "broadcast_join": ("com.spark.devproj.sparkDataframeAPIs.joins.BroadcastJoinDemoApp",
                       DF + "joins/BroadcastJoinDemoApp.scala", []),
    "udf": ("com.spark.devproj.sparkDataframeAPIs.udfs.UDFDemo", DF + "udfs/UDFDemo.scala", []),
    "sos": ("com.spark.devproj.sparkSQL.dataAnalysis.StackOverFlowSurvey",
            P + "sparkSQL/dataAnalysis/StackOverFlowSurvey.scala", []),
    "house": ("com.spark.devproj.sparkSQL.dataAnalysis.HousePriceProblem",
              P + "sparkSQL/dataAnalysis/HousePriceProblem.scala", []),
    "complex": ("com.spark.devproj.sparkDataframeAPIs.miscellaneous.ComplexTypesDemo",
                DF + "miscellaneous/ComplexTypesDemo.scala", []),
    "datasink": ("com.spark.devproj.sparkDataframeAPIs.examples.DataSinkDemo",
                 DF + "examples/DataSinkDemo.scala", []),
    "spark_join": ("com.spark.devproj.sparkDataframeAPIs.joins.SparkJoinDemo", DF + "joins/SparkJoinDemo.scala", []),
    "table": ("com.spark.devproj.sparkTables.SparkSQLTableDemo", P + "sparkTables/SparkSQLTableDemo.scala", []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run). The split is fixed
# here before any label is written: the order the cases were planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("ks_grouping_weekly_summary_parquet", "dev", "grouping", 44, "save", 1, 3),
    ("ks_ranking_dense_rank_top_show", "heldout", "ranking", 30, "show", 1, 2),
    ("ks_aggregation_sql_group_by_show", "dev", "aggregation", 53, "show", 1, 4),
    ("ks_shuffle_join_foreach", "dev", "shuffle_join", 20, "foreach", 1, 1),
    ("ks_typed_salary_bucket_show", "heldout", "typed_ds", 56, "show", 1, 9),
    ("ks_outer_join_left_sort_show", "dev", "outer_join", 52, "show", 1, 1),
    ("ks_bucket_join_foreach", "heldout", "bucket_join", 45, "foreach", 1, 9),
    ("ks_misc_dedup_sort_show", "dev", "misc", 77, "show", 1, 1),
    ("ks_logs_referrer_count_show", "dev", "logs", 35, "show", 1, 1),
    ("ks_uk_makerspaces_region_count_show", "heldout", "uk_join", 37, "show", 1, 7),
    ("ks_windowing_running_total_show", "dev", "windowing", 28, "show", 1, 1),
    ("ks_hello_df_count_by_country_collect", "heldout", "hello_df", 29, "collect", 1, 3),
    ("ks_aggregation_df_group_by_show", "dev", "aggregation", 62, "show", 1, 5),
    ("ks_broadcast_join_foreach", "dev", "broadcast_join", 23, "foreach", 1, 1),
    ("ks_udf_parse_gender_show", "heldout", "udf", 27, "show", 1, 7),
    ("ks_sos_salary_bucket_count_show", "dev", "sos", 55, "show", 1, 10),
    ("ks_house_price_avg_sorted_show", "heldout", "house", 64, "show", 1, 3),
    ("ks_complex_types_explode_parquet", "dev", "complex", 64, "parquet", 1, 1),
    ("ks_typed_filter_group_avg_show", "dev", "typed_ds", 49, "show", 1, 8),
    ("ks_datasink_repartition_partition_id_show", "heldout", "datasink", 26, "show", 1, 4),
]


def build_jars() -> dict[str, Path]:
    """The listener jar (with our local-file-system stand-in) and the project's jar, compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "ks-listener.jar", HERE / "standin" / "WindowsPathFileSystem.java")}
    out = WORK / "ks_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = sorted(str(p) for p in (REPO / SRC).rglob("*.scala"))
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(out), *sources], check=True)
    jars["ks"] = WORK / "ks.jar"
    subprocess.run(["jar", "cf", str(jars["ks"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "build.sbt", SLUG)
    make_data.make(root)
    main_class, _, extra = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.hadoop.fs.file.impl=kscapture.WindowsPathFileSystem",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}", *extra]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]),
                             "--class", main_class, str(jars["ks"])], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    # readLine() in the programs gets an empty stdin
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
