"""Run Nayanzin-Alexander/spark-java's DataFrame/Dataset programs and JUnit tests unchanged with spark-submit and write
each mg_* case's plans and event_log.json from those runs.

- Every source of `src/main/java` and the DataFrame/Dataset tests of `src/test/java` (`sparkjava/ch03dataset/`,
  `sparkjava/util/TestUtils`, `usecases/CountNonNullColumns`, `sparkjava/ch01basics/ConvertRddToDataset`,
  `highperformancespark/timeseriesaggregation/DataframeTimeSeriesAggregation`) compiled unchanged with javac (Java
  17; build.gradle says Spark 2.4.0, Scala 2.11) against the PySpark installation's jars into one jar `mg.jar`, with
  Debian's Lombok (`liblombok-java`) on the processor path, JUnit 4.13.2 (`junit4`) and AssertJ 3.14 (`libassertj-
  core-java`) on the class path. spark-testing-base (built for Spark 2.4 / Scala 2.11) is replaced by our stand-in
  `standin/JavaDataFrameSuiteBase.java` and `JavaDatasetSuiteBase.java` (same names, the members the tests call).
  The RDD-only tests (and their `SharedJavaSparkContext`/`JavaRDDComparisons`) are not compiled: no SQL plan.
- A test class runs as a user runs one from the command line: `spark-submit --class org.junit.runner.JUnitCore
  mg.jar com.nayanzin.sparkjava.ch03dataset.WindowFunctionTest`, from the root of a fresh scratch copy of the laid-out
  repository, its `src/test/resources` on the driver class path (the tests find `input.csv` with getResource). A
  program runs as its usage comment says, `spark-submit --class ...BasicSparkSqlTypes mg.jar
  src/test/resources/highperformancespark/ch3dataset/sqlTypes.json`, from the same root; DatasetJoinParquet's
  parquet inputs and the ch04 actors.csv are generated into the scratch copy (make_data.py).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its run (`--explore` lists
  them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank` (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/nayanzin-java/capture.py [case ...]
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
SLUG = "nayanzin-alexander__spark-java"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/mg_work/cap")
RUNNER = "bench/real/capture/nayanzin-java/capture.py"
LOMBOK = "/usr/share/java/lombok.jar"                                        # apt-get install liblombok-java
TEST_JARS = ["/usr/share/java/junit4.jar", "/usr/share/java/hamcrest.jar",   # apt-get install junit4
             "/usr/share/java/assertj-core.jar"]                              # apt-get install libassertj-core-java
# RDD-only join programs that import `scala.Serializable` (a type alias since Scala 2.13, no class to import): not
# compiled; they run no SQL query
NOT_COMPILED = {"RddCoLocatedJoin.java", "RddKnownPartitionersJoin.java", "RddReduceShuffleJoin.java",
                "RddShuffleJoin.java"}
STANDINS = [HERE / "standin" / "JavaDataFrameSuiteBase.java", HERE / "standin" / "JavaDatasetSuiteBase.java"]
T = "src/test/java/com/nayanzin/"
M = "src/main/java/com/nayanzin/"
DS = T + "sparkjava/ch03dataset/"
TESTS = [*(DS + f"{n}.java" for n in ["CastingTest", "DataFrameTest", "DataSetTest", "FilterTest",
                                       "GroupingFunctionTest", "SqlFunctionsTest", "UdafTest", "UdfTest",
                                       "WindowFunctionTest", "WithNewColumnTest", "WriteWith2Schemas"]),
         T + "sparkjava/util/TestUtils.java", T + "usecases/CountNonNullColumns.java",
         T + "sparkjava/ch01basics/ConvertRddToDataset.java",
         T + "highperformancespark/timeseriesaggregation/DataframeTimeSeriesAggregation.java"]
CH4 = "src/test/resources/highperformancespark/ch4joins/"
# WriteWith2Schemas writes to this absolute path of the author's machine; it is removed after its run
AUTHOR_HOME = Path("/home/oleksandr-nayanzin")


def _test(path: str) -> tuple:
    cls = path[len("src/test/java/"):-len(".java")].replace("/", ".")
    return ("org.junit.runner.JUnitCore", [cls], path)


def _main(path: str, *args: str) -> tuple:
    cls = path[len("src/main/java/"):-len(".java")].replace("/", ".")
    return (cls, list(args), path)


# program key -> (main class, arguments, the file the program is)
PROGRAMS: dict[str, tuple] = {
    "casting": _test(DS + "CastingTest.java"),
    "dataframe": _test(DS + "DataFrameTest.java"),
    "dataset": _test(DS + "DataSetTest.java"),
    "filter": _test(DS + "FilterTest.java"),
    "grouping": _test(DS + "GroupingFunctionTest.java"),
    "sqlfunctions": _test(DS + "SqlFunctionsTest.java"),
    "udaf": _test(DS + "UdafTest.java"),
    "udf": _test(DS + "UdfTest.java"),
    "window": _test(DS + "WindowFunctionTest.java"),
    "newcolumn": _test(DS + "WithNewColumnTest.java"),
    "write2schemas": _test(DS + "WriteWith2Schemas.java"),
    "nonnull": _test(T + "usecases/CountNonNullColumns.java"),
    "rdd_to_ds": _test(T + "sparkjava/ch01basics/ConvertRddToDataset.java"),
    "timeseries": _test(T + "highperformancespark/timeseriesaggregation/DataframeTimeSeriesAggregation.java"),
    "sqltypes": _main(M + "highperformancespark/ch3dataset/BasicSparkSqlTypes.java",
                      "src/test/resources/highperformancespark/ch3dataset/sqlTypes.json"),
    "join_parquet": _main(M + "highperformancespark/ch4joins/DatasetJoinParquet.java", CH4 + "parquet_addresses",
                          CH4 + "parquet_scores", "manual-run-results/DatasetJoinParquetPartitioned/"),
    "tool_addresses": _main(M + "highperformancespark/ch4joins/tool/CsvToParquetPartitioned.java",
                            CH4 + "pandas_addresses.csv", CH4 + "parquet_addresses_from_tool"),
    "tool_scores": _main(M + "highperformancespark/ch4joins/tool/CsvToParquetPartitioned.java",
                         CH4 + "panda_scores.csv", CH4 + "parquet_scores_from_tool"),
    "actors": _main(M + "sparkjava/ch04partitions/CsvToParquetPartitioned.java", make_data.ACTORS,
                    "manual-run-results/ch04partitions/parquet"),
}

# settings a program needs beyond the family's session: SqlFunctionsTest casts 'text' to double through isnan/nanvl,
# which Spark 4's ANSI mode (on by default) rejects; Spark 2.4, the build's, had no ANSI mode
EXTRA_CONF: dict[str, list[str]] = {"sqlfunctions": ["spark.sql.ansi.enabled=false"]}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run), file (the action's).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("mg_join_parquet_max_score_write", "dev", "join_parquet", 45, "parquet", 1, 1, PROGRAMS["join_parquet"][2]),
    ("mg_window_avg_price_show", "heldout", "window", 51, "show", 1, 7, DS + "WindowFunctionTest.java"),
    ("mg_dataset_full_outer_join_collect", "dev", "dataset", 206, "collectAsList", 1, 7, DS + "DataSetTest.java"),
    ("mg_udaf_stats_show", "dev", "udaf", 49, "show", 1, 1, DS + "UdafTest.java"),
    ("mg_tool_udf_partitioned_write", "heldout", "tool_addresses", 38, "parquet", 1, 3, PROGRAMS["tool_addresses"][2]),
    ("mg_grouping_null_sum_collect", "dev", "grouping", 61, "collectAsList", 1, 1,
     DS + "GroupingFunctionTest.java"),
    ("mg_dataset_except_collect", "heldout", "dataset", 181, "collectAsList", 1, 9, DS + "DataSetTest.java"),
    ("mg_casting_count_distinct_show", "dev", "casting", 53, "show", 1, 2, DS + "CastingTest.java"),
    ("mg_window_cumulative_sum_show", "dev", "window", 104, "show", 1, 5, DS + "WindowFunctionTest.java"),
    ("mg_write2schemas_partitioned_json", "heldout", "write2schemas", 50, "json", 1, 1, DS + "WriteWith2Schemas.java"),
    ("mg_dataset_nonequi_join_collect", "dev", "dataset", 94, "collectAsList", 1, 6, DS + "DataSetTest.java"),
    ("mg_sqlfunctions_explode_collect", "heldout", "sqlfunctions", 97, "collectAsList", 1, 5,
     DS + "SqlFunctionsTest.java"),
    ("mg_dataframe_describe_collect", "dev", "dataframe", 67, "collectAsList", 1, 5, DS + "DataFrameTest.java"),
    ("mg_window_largest_price_filter_collect", "dev", "window", 75, "collectAsList", 1, 4,
     DS + "WindowFunctionTest.java"),
    ("mg_dataset_intersect_collect", "heldout", "dataset", 162, "collectAsList", 1, 4, DS + "DataSetTest.java"),
    ("mg_timeseries_sort_within_partitions_rdd", "dev", "timeseries", 48, "toJavaRDD", 1, 1,
     T + "highperformancespark/timeseriesaggregation/DataframeTimeSeriesAggregation.java"),
    ("mg_tool_csv_header_head", "heldout", "tool_addresses", 34, "csv", 1, 1, PROGRAMS["tool_addresses"][2]),
    ("mg_dataset_bean_map_collect", "dev", "dataset", 125, "collectAsList", 1, 8, DS + "DataSetTest.java"),
    ("mg_sqltypes_json_schema_show", "dev", "sqltypes", 106, "show", 1, 1, PROGRAMS["sqltypes"][2]),
    ("mg_window_row_number_show", "heldout", "window", 123, "show", 1, 1, DS + "WindowFunctionTest.java"),
    ("mg_dataframe_read_csv_order_assert", "dev", "dataframe", 39, "assertDataFrameEquals", 1, 3,
     DS + "DataFrameTest.java"),
    ("mg_dataset_distinct_collect", "heldout", "dataset", 169, "collectAsList", 1, 3, DS + "DataSetTest.java"),
    ("mg_window_most_recent_date_show", "dev", "window", 89, "show", 1, 9, DS + "WindowFunctionTest.java"),
]


def build_jars() -> dict[str, Path]:
    """The listener jar and mg.jar (the repository's sources, compiled unchanged, with our spark-testing-base
    stand-in)."""
    jars = {"listener": program_runs.build_jar(WORK, "mg-listener.jar")}
    out = WORK / "mg_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = sorted(str(p) for p in (REPO / "src/main/java").rglob("*.java") if p.name not in NOT_COMPILED) + [str(REPO / t) for t in TESTS]
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", ":".join([lib.JARS, LOMBOK, *TEST_JARS]),
                    "-processorpath", LOMBOK, "-d", str(out), *map(str, STANDINS), *sources], check=True)
    jars["mg"] = WORK / "mg.jar"
    subprocess.run(["jar", "cf", str(jars["mg"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "build.gradle", SLUG)
    make_data.make(root)
    main_class, args, _ = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}", *EXTRA_CONF.get(key, [])]
    extra = [str(jars["listener"]), *TEST_JARS]
    try:
        lib.submit(out / "log", ["--jars", ",".join(extra),
                                 "--driver-class-path", ":".join([*extra, str(root / "src/test/resources")]),
                                 "--class", main_class, str(jars["mg"]), *args], cwd=root, conf=conf)
    finally:
        if key == "write2schemas":
            shutil.rmtree(AUTHOR_HOME, ignore_errors=True)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    return case[7], f"{case[7]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
