"""Run dekapx/apache-spark-java's quickstart programs unchanged with spark-submit and write each dx_* case's plans and
event_log.json from those runs.

- Three Maven modules compiled unchanged with javac (Java 17) against the PySpark installation's jars, each into its
  own jar (the twins of `apache-spark-3/` and `apache-spark-4/` share class names, `com.dekapx.spark.quickstart.*`):
  `apache-spark-3.jar`, `apache-spark-4.jar` (two of its programs use Lombok's `@Slf4j`: compiled with Debian's
  `liblombok-java` on the processor path) and `apache-spark-quickstart.jar` (`com.dekapx.java.chapterNN.*`).
  The Spring Boot module and `spark-databricks/` stay in the haystack, not compiled.
- Each program run as `spark-submit --class <main class> <module>.jar` from the module's folder of a fresh scratch copy
  of the laid-out repository: the code reads `src/main/resources/...` relative to it (the repository's own data files;
  nothing generated) and writes its outputs there.
- The code's own `.master("local[*]")` wins over the command line; `-XX:ActiveProcessorCount=1` makes it one thread.
  The apache-spark-3 join programs ran with broadcast joins off (`spark.sql.autoBroadcastJoinThreshold=-1`, the join of
  SparkJoinDataFrame sort-merge; V2's broadcast() hint still wins); everything else with the defaults.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/dekapx-java/capture.py [case ...]
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
SLUG = "dekapx__apache-spark-java"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/dx_work/cap")
RUNNER = "bench/real/capture/dekapx-java/capture.py"
LOMBOK = "/usr/share/java/lombok.jar"      # Debian's liblombok-java (apt-get install liblombok-java)
S3, S4, QS = "apache-spark-3", "apache-spark-4", "apache-spark-quickstart"
SRC = "/src/main/java/"
Q = "com.dekapx.spark.quickstart."
C = "com.dekapx.java."
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]


def _q(module: str, cls: str, conf=()) -> tuple[str, str, str, list[str]]:
    return module, Q + cls, f"{module}{SRC}com/dekapx/spark/quickstart/{cls}.java", list(conf)


def _c(chapter: str, cls: str, conf=()) -> tuple[str, str, str, list[str]]:
    return QS, f"{C}{chapter}.{cls}", f"{QS}{SRC}com/dekapx/java/{chapter}/{cls}.java", list(conf)


# program key -> (module, main class, the file the program is, extra --conf settings)
PROGRAMS: dict[str, tuple[str, str, str, list[str]]] = {
    "s4_join": _q(S4, "SparkJoinDataFrame"),
    "s4_v3": _q(S4, "SparkJoinCompareAndFilterDataframesV3"),
    "s4_view": _q(S4, "SparkCsvToDataframeAsView"),
    "s4_groupby": _q(S4, "SparkDataFrameGroupByCount"),
    "s4_union3": _q(S4, "SparkMultipleDataFrameUnion"),
    "s4_filters": _q(S4, "SparkCsvReadFilters"),
    "s4_parquet": _q(S4, "SparkCsvToParquetJob"),
    "s4_pojo_mapper": _q(S4, "SparkJsonReadPojoMapper"),
    "s4_update_schema": _q(S4, "SparkParquetUpdateSchema"),
    "s3_pojo": _q(S3, "PojoDataSet"),
    "s3_join": _q(S3, "SparkJoinDataFrame", NO_BROADCAST),
    "s3_v2": _q(S3, "SparkJoinCompareAndFilterDataframesV2", NO_BROADCAST),
    "s3_string_mapper": _q(S3, "StringDataSetMapper"),
    "s3_csv_read": _q(S3, "SparkCsvRead"),
    "qs_current_trade": _c("chapter11", "FindTradeWithCurrentTradeStatus"),
    "qs_trade_system": _c("chapter11", "FindTradeWithCurrentTradeStatusAndTradeSystem"),
    "qs_filters": _c("chapter03", "CsvReadFilterDataFrame"),
    "qs_cache_count": _c("chapter10", "JoinCompareFilterDataFramesAndCount"),
    "qs_json_sql": _c("chapter05", "JsonToDataframeToViewWithSqlQuery"),
    "qs_dedup": _c("chapter09", "DataFrameRemoveDuplicates"),
    "qs_union_csv": _c("chapter08", "DataFrameUnion"),
    "qs_write_csv": _c("chapter06", "WriteDataFrameWithSchemaToCsv"),
    "qs_json_sort": _c("chapter04", "JsonReadAsDataFrame"),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("dx_s4_join_person_state_orderby_show", "dev", "s4_join", 49, "show", 1, 5),
    ("dx_qs_row_number_current_trade_show", "heldout", "qs_current_trade", 27, "show", 1, 4),
    ("dx_s4_v3_join_valid_count", "dev", "s4_v3", 47, "count", 1, 6),
    ("dx_s4_view_sql_sell_show", "dev", "s4_view", 29, "show", 1, 6),
    ("dx_qs_between_limit_sort_show", "heldout", "qs_filters", 23, "show", 1, 5),
    ("dx_s3_pojo_groupby_count_orderby_show", "dev", "s3_pojo", 24, "show", 1, 2),
    ("dx_qs_cache_join_invalid_count", "heldout", "qs_cache_count", 37, "count", 1, 7),
    ("dx_s4_groupby_type_count_show", "dev", "s4_groupby", 20, "show", 1, 4),
    ("dx_qs_json_sql_where_order_show", "dev", "qs_json_sql", 17, "show", 1, 2),
    ("dx_s3_join_person_state_smj_show", "heldout", "s3_join", 49, "show", 1, 5),
    ("dx_s4_union_three_frames_show", "dev", "s4_union3", 27, "show", 1, 4),
    ("dx_qs_dropduplicates_student_show", "heldout", "qs_dedup", 17, "show", 1, 5),
    ("dx_s4_csv_filters_limit_sort_show", "dev", "s4_filters", 49, "show", 1, 4),
    ("dx_qs_union_car_sales_show", "dev", "qs_union_csv", 23, "show", 1, 7),
    ("dx_s4_parquet_partitioned_write", "heldout", "s4_parquet", 56, "parquet", 1, 3),
    ("dx_qs_high_low_marks_limit_sort_show", "dev", "qs_filters", 26, "show", 1, 6),
    ("dx_s3_v2_left_join_flag_show", "heldout", "s3_v2", 44, "show", 1, 5),
    ("dx_qs_union_coalesce_csv_write", "dev", "qs_write_csv", 41, "csv", 1, 3),
    ("dx_s3_string_map_language_show", "dev", "s3_string_mapper", 28, "show", 1, 3),
    ("dx_qs_trade_system_window_filter_show", "heldout", "qs_trade_system", 22, "show", 1, 4),
    ("dx_qs_grades_orderby_marks_show", "dev", "qs_filters", 32, "show", 1, 8),
    ("dx_qs_dedup_distinct_count", "heldout", "qs_dedup", 18, "count", 1, 6),
]


def build_jars() -> dict[str, Path]:
    """The listener jar and one jar per module, each module's sources compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "dx-listener.jar")}
    for module in (S3, S4, QS):
        out = WORK / (module + "_classes")
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        sources = sorted(str(p) for p in (REPO / module / "src/main/java").rglob("*.java"))
        cp = lib.JARS + ":" + LOMBOK
        subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", cp, "-processorpath", LOMBOK,
                        "-d", str(out), *sources], check=True)
        jars[module] = WORK / f"{module}.jar"
        subprocess.run(["jar", "cf", str(jars[module]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "apache-spark-4/pom.xml", SLUG)
    module, main_class, _, extra_conf = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}", *extra_conf]
    listener = str(jars["listener"])
    lib.submit(out / "log", ["--jars", listener, "--driver-class-path", listener,
                             "--class", main_class, str(jars[module])], cwd=root / module, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][2]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
