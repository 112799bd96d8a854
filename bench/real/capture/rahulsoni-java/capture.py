"""Run its-rahulsoni/spark-learning's Spark SQL lessons unchanged with spark-submit and write each rs_* case's plans
and event_log.json from that one run.

- The DataFrame, Dataset and SQL lessons (`dataframe/`, `dataframe/operations/`, `dataset/`, `sql_module/`; every bean
  they use is a nested class of the lesson) compiled unchanged with javac against the PySpark installation's jars (the
  pom says Spark 4.0.0, Scala 2.13, Java 17) into one jar. Left out of the compile (they stay in the haystack): the RDD
  lessons, the Kafka streaming and Debezium/MySQL/Elasticsearch parts, the Spring application, models and repositories
  (Lombok, Spring Data, spark-sql-kafka).
- Each program run as `spark-submit --class com.spark.learning.dataframe.DataFrameExample rs.jar` from the root of a
  fresh scratch copy of the laid-out repository: the code reads `src/main/resources/people.json` and `employees.json`
  relative to it, the repository's own files.
- The code's own `.master("local[*]")` wins over the command line; `-XX:ActiveProcessorCount=1` makes it one thread.
  SparkCoreOperations runs with broadcast joins off (`spark.sql.autoBroadcastJoinThreshold=-1`, a sort-merge join);
  every other program with the defaults (its joins broadcast).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/rahulsoni-java/capture.py [case ...]
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
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "its-rahulsoni__spark-learning"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/rs_work/cap")
RUNNER = "bench/real/capture/rahulsoni-java/capture.py"
J = "src/main/java/com/spark/learning/"
P = "com.spark.learning."

# program key -> (main class, the file the program is, extra --conf settings)
PROGRAMS: dict[str, tuple[str, str, list[str]]] = {
    "create_df": (P + "dataframe.CreateDataFrameExample", J + "dataframe/CreateDataFrameExample.java", []),
    "df_example": (P + "dataframe.DataFrameExample", J + "dataframe/DataFrameExample.java", []),
    "group_transform": (P + "dataframe.operations.DFGroupAndTransform", J + "dataframe/operations/DFGroupAndTransform.java", []),
    "join_sql": (P + "dataframe.operations.DFJoinAndSQL", J + "dataframe/operations/DFJoinAndSQL.java", []),
    "select_filter": (P + "dataframe.operations.DFSelectFilterWhere", J + "dataframe/operations/DFSelectFilterWhere.java", []),
    "core_ops": (P + "dataframe.operations.SparkCoreOperations", J + "dataframe/operations/SparkCoreOperations.java",
                 ["spark.sql.autoBroadcastJoinThreshold=-1"]),
    "dataset": (P + "dataset.DatasetExample", J + "dataset/DatasetExample.java", []),
    "dataset_ops": (P + "dataset.DatasetOperationsDemo", J + "dataset/DatasetOperationsDemo.java", []),
    "udaf": (P + "sql_module.AverageSalaryUDAFExample", J + "sql_module/AverageSalaryUDAFExample.java", []),
    "builtin": (P + "sql_module.BuiltInFunctions", J + "sql_module/BuiltInFunctions.java", []),
    "explain": (P + "sql_module.ExplainExample", J + "sql_module/ExplainExample.java", []),
    "udf": (P + "sql_module.UserDefinedFunctions", J + "sql_module/UserDefinedFunctions.java", []),
    "window": (P + "sql_module.WindowFunctionExample", J + "sql_module/WindowFunctionExample.java", []),
}

# the sources compiled (unchanged) into rs.jar
SOURCES: list[str] = [file for _, file, _ in PROGRAMS.values()]

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("rs_window_rank_lead_lag_show", "dev", "window", 34, "show", 1, 2),
    ("rs_udaf_avg_salary_sql_show", "heldout", "udaf", 159, "show", 1, 3),
    ("rs_join_people_city_show", "dev", "join_sql", 36, "show", 1, 3),
    ("rs_builtin_agg_collect_list_show", "dev", "builtin", 57, "show", 1, 6),
    ("rs_udf_salary_category_show", "heldout", "udf", 32, "show", 1, 1),
    ("rs_core_cache_repartition_count", "dev", "core_ops", 88, "count", 1, 10),
    ("rs_join_orderby_age_desc_show", "heldout", "join_sql", 40, "show", 1, 4),
    ("rs_dsops_groupbykey_count_show", "dev", "dataset_ops", 98, "show", 1, 5),
    ("rs_dfexample_sql_where_show", "dev", "df_example", 78, "show", 1, 6),
    ("rs_core_join_dept_budget_show", "heldout", "core_ops", 63, "show", 1, 5),
    ("rs_group_city_count_show", "dev", "group_transform", 20, "show", 1, 1),
    ("rs_join_sql_group_city_show", "heldout", "join_sql", 48, "show", 1, 6),
    ("rs_dsops_flatmap_chars_show", "dev", "dataset_ops", 88, "show", 1, 4),
    ("rs_core_groupby_avg_show", "dev", "core_ops", 49, "show", 1, 4),
    ("rs_select_where_london_show", "heldout", "select_filter", 31, "show", 1, 4),
    ("rs_distinct_city_show", "dev", "group_transform", 33, "show", 1, 4),
    ("rs_dataset_map_names_show", "heldout", "dataset", 71, "show", 1, 3),
    ("rs_dsops_typed_filter_show", "dev", "dataset_ops", 68, "show", 1, 2),
    ("rs_builtin_coalesce_show", "dev", "builtin", 32, "show", 1, 3),
    ("rs_dsops_sort_price_desc_show", "heldout", "dataset_ops", 105, "show", 1, 6),
]


def build_jars() -> dict[str, Path]:
    """The listener jar and the lessons' jar, compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "rs-listener.jar")}
    out = WORK / "rs_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", lib.JARS, "-d", str(out),
                    *(str(REPO / s) for s in SOURCES)], check=True)
    jars["rs"] = WORK / "rs.jar"
    subprocess.run(["jar", "cf", str(jars["rs"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "src/main/resources/people.json", SLUG)
    main_class, _, extra_conf = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}", *extra_conf]
    listener = str(jars["listener"])
    lib.submit(out / "log", ["--jars", listener, "--driver-class-path", listener,
                             "--class", main_class, str(jars["rs"])], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
