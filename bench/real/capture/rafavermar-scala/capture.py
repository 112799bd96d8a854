"""Run Rafavermar/Scala-Spark-Insights' week2 Spark SQL apps unchanged with spark-submit and write each rf_* case's
plans and event_log.json from that one run.

- The Scala files the chosen apps need, compiled unchanged with the Scala 2.13 compiler of the PySpark installation's
  jars (the build says Scala 2.13.14, Spark 3.5.1) into one jar (`SOURCES`). Left out of compilation: week1 (plain
  Scala; its validations need cats-core), `week2/encoders` and `week2/sparksql/cee` (not needed), the RDD/GraphX
  programs other than `DataFrameOperations` and `SparkSetup`, `EncodingAvroApp` (spark-avro is not among the jars)
  and `EncodingDeltaApp` (delta-spark is not either), `DatasetsExApp0*`, `Datasets1-3` and `Dataframes1` (their
  plans are single LocalTableScans), `SparkSQLAdd1` (catalog listing only), `EncodingParquetApp` and
  `FirstSparkApp` (scans and writes of local rows only); the tests in `src/test/scala` (ScalaTest and
  spark-fast-tests are not among the jars).
- Run as `spark-submit --class week2.sparksql.olap.GroupingSets01App rf.jar` from the root of a fresh scratch copy of
  the laid-out repository (the code reads and writes paths relative to it: `./spark-warehouse/...`,
  `src/main/scala/week2/...`, `week2/sparksql/otherusecases/data/...`), one program after another in that copy:
  `SparkSQLAdd2` reads the JSON `IoTDataGenerator` wrote. `GroupingSets02App`'s saved tables are generated
  (`make_data.py`).
- The code's own `.master("local[*]")`/`local[2]` wins over the command line; `-XX:ActiveProcessorCount=1` makes
  `local[*]` one thread.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/rafavermar-scala/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

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
SLUG = "rafavermar__scala-spark-insights"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/rf_work/cap")
ROOT = WORK / "work" / "repo"          # the scratch copy every program runs in, from its root
RUNNER = "bench/real/capture/rafavermar-scala/capture.py"
W2 = "src/main/scala/week2/"
SQ = W2 + "sparksql/"

# the repository's Scala files the jar is compiled from, unchanged
SOURCES: list[str] = [
    SQ + "SparkSessionWrapper.scala", SQ + "utils/MemoryImplicits.scala",
    SQ + "olap/GroupingSets01App.scala", SQ + "olap/OlapFunctions01.scala",
    W2 + "bucketization/GroupingSets02App.scala",
    SQ + "udf/UdfExample.scala", SQ + "uda/UdaExample1.scala", SQ + "uda/UdaExample2.scala",
    SQ + "otherusecases/IoTDataGenerator.scala", SQ + "otherusecases/SparkSQLAdd2.scala",
    SQ + "otherusecases/SQLRunner.scala",
    SQ + "dataframes/DataFrames2.scala", SQ + "dataframes/DataFrames2Gen.scala", SQ + "dataframes/DataFrames2Config.scala",
    W2 + "encoding/EncodingOrcApp.scala", W2 + "rdd/DataFrameOperations.scala", W2 + "rdd/SparkSetup.scala",
]

# program key -> (main class, the file that holds it, extra session settings); run in this order
PROGRAMS: dict[str, tuple[str, str, list[str]]] = {
    "gs01": ("week2.sparksql.olap.GroupingSets01App", SQ + "olap/GroupingSets01App.scala", []),
    "gs02": ("week2.bucketization.GroupingSets02App", W2 + "bucketization/GroupingSets02App.scala", []),
    "olap": ("week2.sparksql.olap.OlapFunctions01", SQ + "olap/OlapFunctions01.scala", []),
    "udf": ("week2.sparksql.udf.UDFExample01", SQ + "udf/UdfExample.scala", []),
    "uda1": ("week2.sparksql.uda.UDAExample01", SQ + "uda/UdaExample1.scala", []),
    "uda2": ("week2.sparksql.uda.IoTExample", SQ + "uda/UdaExample2.scala", []),
    "iotgen": ("week2.sparksql.otherusecases.IoTDataGenerator", SQ + "otherusecases/IoTDataGenerator.scala", []),
    "sqladd2": ("week2.sparksql.otherusecases.SparkSQLAdd2", SQ + "otherusecases/SparkSQLAdd2.scala", []),
    "df2": ("week2.sparksql.dataframes.DataFrames2", SQ + "dataframes/DataFrames2.scala", []),
    "orc": ("week2.encoding.EncodingOrcApp", W2 + "encoding/EncodingOrcApp.scala", []),
    "dfops": ("week2.rdd.DataFrameOperations", W2 + "rdd/DataFrameOperations.scala", []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run), file (the action's).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("rf_gs01_rollup_df_show", "dev", "gs01", 63, "show", 1, 2, SQ + "olap/GroupingSets01App.scala"),
    ("rf_sqladd2_distinct_count", "heldout", "sqladd2", 60, "count", 1, 3, SQ + "otherusecases/SparkSQLAdd2.scala"),
    ("rf_olap_lag_window_show", "dev", "olap", 44, "show", 1, 1, SQ + "olap/OlapFunctions01.scala"),
    ("rf_df2_union_show", "dev", "df2", 40, "show", 1, 6, SQ + "dataframes/DataFrames2.scala"),
    ("rf_gs02_rollup_bucketed_show", "heldout", "gs02", 76, "show", 1, 5, W2 + "bucketization/GroupingSets02App.scala"),
    ("rf_udf_explode_wordcount_show", "dev", "udf", 112, "show", 1, 2, SQ + "udf/UdfExample.scala"),
    ("rf_uda2_sensor_average_show", "heldout", "uda2", 123, "show", 1, 2, SQ + "uda/UdaExample2.scala"),
    ("rf_gs01_grouping_sets_sql_show", "dev", "gs01", 64, "show", 1, 3, SQ + "olap/GroupingSets01App.scala"),
    ("rf_sqladd2_distinct_show", "dev", "sqladd2", 61, "show", 1, 4, SQ + "otherusecases/SparkSQLAdd2.scala"),
    ("rf_orc_filled_write", "heldout", "orc", 123, "save", 1, 10, W2 + "encoding/EncodingOrcApp.scala"),
    ("rf_gs02_partitioned_sql_show", "dev", "gs02", 86, "show", 1, 6, W2 + "bucketization/GroupingSets02App.scala"),
    ("rf_dfops_explode_count_show", "heldout", "dfops", 36, "show", 1, 2, W2 + "rdd/DataFrameOperations.scala"),
    ("rf_uda1_percentiles_show", "dev", "uda1", 109, "show", 1, 2, SQ + "uda/UdaExample1.scala"),
    ("rf_olap_ntile_window_show", "dev", "olap", 69, "show", 1, 6, SQ + "olap/OlapFunctions01.scala"),
    ("rf_iotgen_json_write", "heldout", "iotgen", 97, "json", 1, 1, SQ + "otherusecases/IoTDataGenerator.scala"),
    ("rf_sqladd2_avg_two_show", "dev", "sqladd2", 93, "show", 1, 11, SQ + "otherusecases/SparkSQLAdd2.scala"),
    ("rf_gs02_grouping_sets_sql_show", "heldout", "gs02", 75, "show", 1, 4, W2 + "bucketization/GroupingSets02App.scala"),
    ("rf_df2_gen_csv_write", "dev", "df2", 38, "csv", 1, 1, SQ + "dataframes/DataFrames2Gen.scala"),
    ("rf_sqladd2_filter_conditions_show", "dev", "sqladd2", 81, "show", 1, 8, SQ + "otherusecases/SparkSQLAdd2.scala"),
    ("rf_gs02_rollup_partitioned_show", "heldout", "gs02", 87, "show", 1, 7, W2 + "bucketization/GroupingSets02App.scala"),
]


def build_jars() -> dict[str, Path]:
    """The listener jar and the repository's jar, compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "rf-listener.jar")}
    out = WORK / "rf_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(out), *(str(REPO / s) for s in SOURCES)], check=True)
    jars["rf"] = WORK / "rf.jar"
    subprocess.run(["jar", "cf", str(jars["rf"]), "-C", str(out), "."], check=True)
    return jars


def prepare() -> None:
    """A fresh scratch copy of the laid-out repository, with GroupingSets02App's saved tables in it."""
    program_runs.scratch_copy(REPO, ROOT, SQ + "olap/GroupingSets01App.scala", SLUG)
    make_data.make(ROOT)


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    if key == "sqladd2" and not (ROOT / "week2/sparksql/otherusecases/data/datagen/iot_data.json").is_dir():
        raise SystemExit("SparkSQLAdd2 reads what IoTDataGenerator writes: run iotgen first (in the same run)")
    main_class, _, extra = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}", *extra]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]),
                             "--class", main_class, str(jars["rf"])], cwd=ROOT, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    return case[7], f"{case[7]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, prepare=prepare,
                                    by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
