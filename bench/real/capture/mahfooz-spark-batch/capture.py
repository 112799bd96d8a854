"""Run mahfooziiitian/spark-batch's Java and PySpark programs unchanged with spark-submit and write each mf_* case's
plans and event_log.json from those runs.

- Java: the programs of `JAVA_SOURCES` (and the beans, UDAFs and helpers they import) compiled unchanged with javac
  (Java 17) against the PySpark installation's jars into one jar `mf.jar`; each run as
  `spark-submit --class <its class> mf.jar [arg]` from the root of a scratch copy of the laid-out repository. The
  code's own `.master("local[*]")` wins over the command line; `-XX:ActiveProcessorCount=1` makes it one thread.
  Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran; a Java case's plan is the n-th plan of its run (`--explore` lists them).
- PySpark: each script run as `spark-submit <path from the repository root>` from the same scratch root, with
  `PYTHONPATH` holding the etl family's action hook (`../etl-projects/hooks/`, as it is), which records each
  action's calling line and the plans the listener wrote meanwhile; and, for `pyspark-dataframe/`, that module's
  `src/` (the author's source root: `from joins import join_data`).
- Inputs (make_data.py): `DATA_HOME` (the scripts read `os.environ['DATA_HOME']`, backslashes made slashes) is
  /tmp/mf_work/data_home; `D:/data/spark/json/...` and `d:/data/spark/json/...` (Java) are served by the ykanakaraju
  family's drive stand-in (`../ykanakaraju-pyspark/standin/DriveLocalFileSystem.java`, compiled as it is into the
  listener jar, registered for the schemes `D` and `d`) from /tmp/mf_work/drives/<scheme>/...; Spark's
  `examples/src/main/resources/people.json`/`people.txt` are written into the scratch root; `JAVA_HOME_11` (read by
  some scripts before they set `JAVA_HOME`, which a running spark-submit ignores) is set to this machine's Java home.
- Sessions: local[1], 4 shuffle partitions, UTC, AQE on, no UI, event log on. `SETTINGS` adds
  `spark.sql.autoBroadcastJoinThreshold=-1` to some runs (sort-merge joins, as real sizes give).
- `event_log.json`: codemap's reader on the same run's event log, plus `description_rank` (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/mahfooz-spark-batch/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan / action of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
STANDIN = HERE.parent / "ykanakaraju-pyspark" / "standin" / "DriveLocalFileSystem.java"   # as it is
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
import program_runs  # noqa: E402
from program_runs import HOOKS, lib  # noqa: E402
import make_data  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "mahfooziiitian__spark-batch"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/mf_work")
ROOT = WORK / "work" / "repo"            # the one scratch copy every program runs in
DRIVES = WORK / "drives"
DATA_HOME = WORK / "data_home"
RUNNER = "bench/real/capture/mahfooz-spark-batch/capture.py"
SJ = "spark-java/"
DF = "spark-python/pyspark-dataframe/src/"

# Java sources compiled (unchanged) into mf.jar: the programs run and what they import.
JAVA_SOURCES: list[str] = [
    SJ + "spark-dataframe/src/main/java/com/mahfooz/spark/dataframe/ds/JavaSparkSQL.java",
    SJ + "spark-dataframe/src/main/java/com/mahfooz/spark/dataframe/ds/JsonDataFrame.java",
    SJ + "spark-dataframe/src/main/java/com/mahfooz/spark/dataframe/model/Person.java",
    SJ + "spark-dataset/spark-dataset-untyped/src/main/java/com/mahfooz/dataset/untyped/UntypedDataset.java",
    SJ + "spark-function/src/main/java/com/mahfooz/spark/function/user/JavaUserDefinedScalar.java",
    SJ + "spark-function/spark-function-uaf/src/main/java/com/mahfooz/spark/uaf/SparkUaf.java",
    SJ + "spark-function/spark-function-uaf/src/main/java/com/mahfooz/spark/uaf/MyAverage.java",
    SJ + "spark-function/spark-function-uaf/src/main/java/com/mahfooz/spark/uaf/typesafe/TypeSafeAggregation.java",
    SJ + "spark-function/spark-function-uaf/src/main/java/com/mahfooz/spark/uaf/typesafe/MyAverage.java",
    SJ + "spark-function/spark-function-uaf/src/main/java/com/mahfooz/spark/uaf/typesafe/Average.java",
    SJ + "spark-function/spark-function-uaf/src/main/java/com/mahfooz/spark/uaf/typesafe/Employee.java",
    SJ + "spark-dsl/src/main/java/com/mahfooz/spark/dsl/SparkDsl.java",
    SJ + "spark-sql/src/main/java/com/mahfooz/spark/sql/dataset/grouping/Grouping.java",
    SJ + "spark-dataset/src/main/java/com/mahfooz/spark/dataset/row/DatasetRow.java",
    SJ + "spark-dataset/src/main/java/com/mahfooz/spark/dataset/row/column/ColumnFilter.java",
    SJ + "spark-dataset/src/main/java/com/mahfooz/spark/dataset/filter/DatasetFilter.java",
]
SUMMARY_2015 = "spark-scala/spark-evaluation/src/main/resources/csv/2015-summary.csv"   # the repository's own file



def py(script: str, src: str | None = None) -> tuple:
    """A PySpark program: its script, and a folder for PYTHONPATH (the module's source root) or None."""
    return ("py", script, script, src)


GZIP = "spark-python/pyspark-datasource/pyspark-ds-json/src/jsons/properties/compression/spark_gzip_json.py"

# program key -> ("java", main class, file, args) or ("py", script, script, extra PYTHONPATH folder or None)
PROGRAMS: dict[str, tuple] = {
    "sparksql": ("java", "com.mahfooz.spark.dataframe.ds.JavaSparkSQL", JAVA_SOURCES[0], []),
    "jsondf": ("java", "com.mahfooz.spark.dataframe.ds.JsonDataFrame", JAVA_SOURCES[1], []),
    "untyped": ("java", "com.mahfooz.dataset.untyped.UntypedDataset", JAVA_SOURCES[3], []),
    "udfscalar": ("java", "com.mahfooz.spark.function.user.JavaUserDefinedScalar", JAVA_SOURCES[4], []),
    "uaf": ("java", "com.mahfooz.spark.uaf.SparkUaf", JAVA_SOURCES[5], []),
    "typesafe": ("java", "com.mahfooz.spark.uaf.typesafe.TypeSafeAggregation", JAVA_SOURCES[7], []),
    "dsl": ("java", "com.mahfooz.spark.dsl.SparkDsl", JAVA_SOURCES[11], [str(DATA_HOME / "spark/args/biglog.csv")]),
    "grouping": ("java", "com.mahfooz.spark.sql.dataset.grouping.Grouping", JAVA_SOURCES[12],
                 [str(DATA_HOME / "spark/args/students.csv")]),
    "colfilter": ("java", "com.mahfooz.spark.dataset.row.column.ColumnFilter", JAVA_SOURCES[14], [SUMMARY_2015]),
    "dsfilter": ("java", "com.mahfooz.spark.dataset.filter.DatasetFilter", JAVA_SOURCES[15], [SUMMARY_2015]),
    "running": py(DF + "analytical/window_function/usage/running_total.py", DF),
    "maxpart": py(DF + "analytical/window_function/usage/maximum_value_per_partition.py", DF),
    "topn": py(DF + "analytical/window_function/usage/top_n_per_group.py", DF),
    "revdiff": py(DF + "analytical/window_function/usage/revenue_difference_per_category.py", DF),
    "leadlag": py(DF + "analytical/window_function/analytical/analytical_function_lead_lag.py", DF),
    "winagg": py(DF + "analytical/window_function/aggregate/window_aggregation_function.py", DF),
    "fullouter": py(DF + "joins/outer/full/full_outer_join.py", DF),
    "natural": py(DF + "joins/natural/natura_join.py", DF),
    "natural_smj": py(DF + "joins/natural/natura_join.py", DF),
    "crossjoin": py(DF + "joins/cross/cross_join_df.py", DF),
    "pivot": py(DF + "analytical/pivoting/create_pivot_df.py", DF),
    "clickstream": py(DF + "analytical/window_function/usage/clickstream/click_stream_analysis2.py", DF),
    "overlap": py(DF + "analytical/overlap_data/overlap_data_df.py", DF),   # raises at its first show (no case)
    "codegen": py("spark-python/pyspark-tungsten/src/tungsten/code_generation/code_generation.py"),
    "gzipjson": py(GZIP),
}
SETTINGS: dict[str, list[str]] = {"natural_smj": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# case id, part, program, line, action, occurrence, plan (Java: the n-th plan of the run; Python: the n-th plan the
# call wrote, -1 the last). The split is fixed here before any label is written: the planned order, positions 2 and
# 5 of every five held out.
CASES: list[tuple] = [
    ("mf_java_groupby_age_count_show", "dev", "sparksql", 88, "show", 1, 5),
    ("mf_running_total_orderby_show", "heldout", "running", 37, "show", 1, -1),
    ("mf_untyped_filter_age_show", "dev", "untyped", 34, "show", 1, 4),
    ("mf_full_outer_join_show", "dev", "fullouter", 37, "show", 1, -1),
    ("mf_typesafe_aggregator_avg_show", "heldout", "typesafe", 23, "show", 1, 2),
    ("mf_top3_dense_rank_show", "dev", "topn", 30, "show", 1, -1),
    ("mf_dsl_pivot_month_count_show", "heldout", "dsl", 39, "show", 1, 3),
    ("mf_natural_join_sql_smj_show", "dev", "natural_smj", 41, "show", 1, -1),
    ("mf_udf_where_sql_show", "dev", "udfscalar", 57, "show", 1, 5),
    ("mf_clickstream_session_show", "heldout", "clickstream", 69, "show", 1, -1),
    ("mf_jsondf_sql_between_show", "dev", "jsondf", 39, "show", 1, 2),
    ("mf_pivot_sum_fillna_show", "heldout", "pivot", 30, "show", 1, -1),
    ("mf_uaf_sql_avg_show", "dev", "uaf", 20, "show", 1, 3),
    ("mf_running_total_per_order_show", "dev", "running", 48, "show", 1, -1),
    ("mf_colfilter_and_show", "heldout", "colfilter", 31, "show", 1, 3),
    ("mf_udf_add_one_show", "dev", "codegen", 32, "show", 1, -1),
    ("mf_grouping_sql_avg_french_show", "heldout", "grouping", 30, "show", 1, 4),
    ("mf_cross_join_show", "dev", "crossjoin", 29, "show", 1, -1),
    ("mf_sparksql_typed_map_collect", "dev", "sparksql", 165, "collect", 1, 12),
    ("mf_lead_lag_default_show", "heldout", "leadlag", 39, "show", 1, -1),
    ("mf_untyped_groupby_age_show", "dev", "untyped", 37, "show", 1, 5),
    ("mf_gzip_json_write", "heldout", "gzipjson", 22, "json", 1, -1),
]


def prepare() -> None:
    program_runs.scratch_copy(REPO, ROOT, SJ + "spark-dsl/src/main/java/com/mahfooz/spark/dsl/SparkDsl.java", SLUG)
    shutil.rmtree(DRIVES, ignore_errors=True)
    shutil.rmtree(DATA_HOME, ignore_errors=True)
    make_data.write(ROOT, DRIVES, DATA_HOME)


def build() -> dict[str, Path]:
    jars = {"listener": program_runs.build_jar(WORK, "mf-listener.jar", STANDIN)}
    out = WORK / "mf_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", lib.JARS, "-d", str(out),
                    *(str(REPO / s) for s in JAVA_SOURCES)], check=True)
    jars["mf"] = WORK / "mf.jar"
    subprocess.run(["jar", "cf", str(jars["mf"]), "-C", str(out), "."], check=True)
    return jars


def java_home() -> str:
    javac = Path(shutil.which("javac")).resolve()
    return str(javac.parents[1])


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    plans, actions = out / "plans", out / "actions.jsonl"
    listener = str(jars["listener"])
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}",
            f"spark.hadoop.yk.fs.root={DRIVES}",
            *(f"spark.hadoop.fs.{s}.impl=ykcapture.DriveLocalFileSystem" for s in ("D", "d")),
            *SETTINGS.get(key, [])]
    env = {"DATA_HOME": str(DATA_HOME), "JAVA_HOME_11": java_home(), "PYSPARK_PYTHON": sys.executable,
           "PYTHONDONTWRITEBYTECODE": "1"}
    spec = PROGRAMS[key]
    if spec[0] == "java":
        _, main_class, _, args = spec
        lib.submit(out / "log", ["--jars", listener, "--driver-class-path", listener,
                                 "--class", main_class, str(jars["mf"]), *args], cwd=ROOT, conf=conf, env=env)
    else:
        _, script, _, src = spec
        env.update({"PYTHONPATH": os.pathsep.join([str(HOOKS)] + ([str(ROOT / src)] if src else [])),
                    "ETL_CAPTURE_ROOT": str(ROOT), "ETL_CAPTURE_PLANS": str(plans),
                    "ETL_CAPTURE_ACTIONS": str(actions)})
        lib.submit(out / "log", ["--jars", listener, "--driver-class-path", listener, script], cwd=ROOT,
                   conf=conf, env=env)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    file = PROGRAMS[key][2]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, prepare=prepare,
                                    by_order=lambda key: PROGRAMS[key][0] == "java")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
