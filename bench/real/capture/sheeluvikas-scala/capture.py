"""Run sheeluvikas/spark-scala's Spark programs unchanged with spark-submit and write each sl_* case's plans and
event_log.json from those runs.

- Every Scala file of `src/main/scala/` compiled unchanged with the Scala 2.13 compiler of the PySpark installation's
  jars (the pom says Scala 2.12, Spark 3.1.2) into one jar, with `src/main/resources/` packed beside the classes as
  Maven packs them (`DataFrameDemo` and `SparkFirst` read their `.avsc` schemas with `getResourceAsStream`).
- spark-avro (`format("com.databricks.spark.avro")`, in the pom) is not among the PySpark jars: our read-only
  stand-in `standin/AvroFileFormat.scala` gives the class Spark maps that format to
  (`org.apache.spark.sql.avro.AvroFileFormat`) with the Avro library the jars do hold; its scans show as `Scan avro`.
- Each program run as `spark-submit --class <object> sl.jar` from the root of a fresh scratch copy of the laid-out
  repository (`/tmp/sl/cap/work/<program>/`): the code's `src/main/resources/...` paths are relative to it. Every input
  is the repository's own file (no input generated). The code's own `.master("local")` is one thread;
  `SparkUtils.buildSparkContext`'s `local[*]` is kept to one by `-XX:ActiveProcessorCount=1`.
- `SparkApp` (the ETL application) gets the two system properties its script `bin/spark_app.sh` sets
  (`-DBUCKET_INPUT_PATH=... -DBUCKET_OUTPUT_PATH=...` in `spark.driver.extraJavaOptions`): the input is the
  repository's own `src/main/resources/userdata1.avro` (its selected columns are that file's), the output a folder
  of the scratch copy. Its `enableHiveSupport()` uses a local Derby metastore in the scratch copy.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/sheeluvikas-scala/capture.py [case ...]
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
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "sheeluvikas__spark-scala"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/sl/cap")
RUNNER = "bench/real/capture/sheeluvikas-scala/capture.py"
SRC = "src/main/scala/com/example/"
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]
APP_PROPS = "-DBUCKET_INPUT_PATH=src/main/resources/userdata1.avro -DBUCKET_OUTPUT_PATH=target/app-output"

# program key -> (main class, file of the object, extra session settings, extra driver java options)
PROGRAMS: dict[str, tuple[str, str, list[str], str]] = {
    "handson": ("com.example.handson.SparkSqlHandson", SRC + "handson/SparkSqlHandson.scala", [], ""),
    "handson_smj": ("com.example.handson.SparkSqlHandson", SRC + "handson/SparkSqlHandson.scala", NO_BROADCAST, ""),
    "dfdemo": ("com.example.others.DataFrameDemo", SRC + "others/DataFrameDemo.scala", [], ""),
    "dfdemo2": ("com.example.others.DataFrameDemo2", SRC + "others/DataFrameDemo2.scala", [], ""),
    "dfdemo2_smj": ("com.example.others.DataFrameDemo2", SRC + "others/DataFrameDemo2.scala", NO_BROADCAST, ""),
    "dataset": ("com.example.others.SparkDataset", SRC + "others/SparkDataset.scala", [], ""),
    "first": ("com.example.others.SparkFirst", SRC + "others/SparkFirst.scala", [], ""),
    "sessiondemo": ("com.example.others.SparkSessionDemo", SRC + "others/SparkSessionDemo.scala", [], ""),
    "app": ("com.example.app.SparkApp", SRC + "app/SparkApp.scala", [], APP_PROPS),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run), file of the action
# (None: the program's file). The split is fixed here before any label is written: the order the cases were
# planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("sl_handson_right_join_distinct_count", "dev", "handson", 47, "count", 1, 9, None),
    ("sl_dfdemo_row_number_show", "heldout", "dfdemo", 36, "show", 1, 2, None),
    ("sl_demo2_manager_join_show", "dev", "dfdemo2", 40, "show", 1, 7, None),
    ("sl_app_etl_avro_parquet_write", "dev", "app", 57, "parquet", 1, 1, SRC + "spark/utils/SparkUtils.scala"),
    ("sl_dataset_typed_filter_show", "heldout", "dataset", 31, "show", 1, 3, None),
    ("sl_handson_date_count_show", "dev", "handson", 54, "show", 1, 10, None),
    ("sl_dfdemo_rank_show", "heldout", "dfdemo", 53, "show", 1, 6, None),
    ("sl_handson_right_join_smj_count", "dev", "handson_smj", 47, "count", 1, 9, None),
    ("sl_dfdemo_avro_select_show", "dev", "dfdemo", 72, "show", 1, 8, None),
    ("sl_dataset_json_parquet_write", "heldout", "dataset", 16, "parquet", 1, 1, None),
    ("sl_demo2_manager_join_smj_show", "dev", "dfdemo2_smj", 40, "show", 1, 7, None),
    ("sl_handson_products_count", "heldout", "handson", 40, "count", 1, 7, None),
    ("sl_dfdemo_rdd_rows_show", "dev", "dfdemo", 32, "show", 1, 1, None),
    ("sl_sessiondemo_avro_show", "dev", "sessiondemo", 23, "show", 1, 1, None),
    ("sl_dataset_parquet_show", "heldout", "dataset", 23, "show", 1, 2, None),
    ("sl_handson_sellers_count", "dev", "handson", 41, "count", 1, 8, None),
    ("sl_dfdemo_avro_schema_show", "heldout", "dfdemo", 65, "show", 1, 7, None),
    ("sl_dfdemo_csv_show", "dev", "dfdemo", 49, "show", 1, 5, None),
    ("sl_demo2_employee_show", "dev", "dfdemo2", 31, "show", 1, 5, None),
    ("sl_demo2_manager_show", "heldout", "dfdemo2", 32, "show", 1, 6, None),
    ("sl_handson_sellers_header_head", "dev", "handson", 25, "csv", 1, 1, None),
    ("sl_dfdemo_csv_header_head", "heldout", "dfdemo", 46, "csv", 1, 3, None),
]


# ---------------------------------------------------------------- build and run
def build_jars() -> dict[str, Path]:
    """The listener jar, the avro stand-in's jar and the programs' jar (the code compiled unchanged, the resources
    beside it as Maven packs them)."""
    jars = {"listener": program_runs.build_jar(WORK, "sl-listener.jar")}
    stand = WORK / "standin_classes"
    shutil.rmtree(stand, ignore_errors=True)
    stand.mkdir(parents=True)
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(stand), str(HERE / "standin" / "AvroFileFormat.scala")], check=True)
    jars["avro"] = WORK / "sl-avro-standin.jar"
    subprocess.run(["jar", "cf", str(jars["avro"]), "-C", str(stand), "."], check=True)
    out = WORK / "sl_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = sorted(str(p) for p in (REPO / "src" / "main" / "scala").rglob("*.scala"))
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(out), *sources], check=True)
    jars["sl"] = WORK / "sl.jar"
    subprocess.run(["jar", "cf", str(jars["sl"]), "-C", str(out), ".", "-C", str(REPO / "src" / "main" / "resources"),
                    "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "pom.xml", SLUG)
    main_class, _, extra, props = PROGRAMS[key]
    plans = out / "plans"
    cp = f"{jars['listener']}:{jars['avro']}"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans} {props}".strip(),
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}", *extra]
    lib.submit(out / "log", ["--jars", cp.replace(":", ","), "--driver-class-path", cp,
                             "--class", main_class, str(jars["sl"])], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = case[7] or PROGRAMS[key][1]
    return file, f"{Path(file).name}:{case[3]}"


def main(argv: list[str]) -> int:
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
