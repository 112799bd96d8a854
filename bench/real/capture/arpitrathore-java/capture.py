"""Run arpitrathore/spark-java's Spark SQL lessons (module `spark-02-sql`) unchanged with spark-submit and write each
ar_* case's plans and event_log.json from those runs.

- `spark-02-sql/src/main/java` (but `EmployeeCsvWriter`, the data generator: it needs javafaker, which is not among
  the PySpark jars, and runs no query) and the one class of `spark-00-common` the lessons import
  (`common/util/LoggerUtil`, log4j 1.x API, which Spark 4 still ships as log4j-1.2-api) compiled unchanged with
  javac (Java 17; the poms say Spark 2.4.0, Scala 2.11) against the PySpark installation's jars into one jar
  `ar.jar`. The streaming modules (Kafka, a schema registry, Hive) and the RDD module stay in the haystack.
- Each lesson runs as `spark-submit --class <main class> ar.jar` from the root of a fresh scratch copy of the
  laid-out repository, as the IDE run configuration the paths imply (`spark-02-sql/src/main/resources/employees.csv`
  is relative to the Maven parent). `employees.csv` is generated into the copy (make_data.py). The code's
  `hdfs://localhost:9000/...` paths stay unchanged: the technoavengers family's hdfs stand-in
  (`../technoavengers-java/standin/DatacouchHdfsFileSystem.java`, compiled as it is, `spark.hadoop.fs.hdfs.impl`)
  serves them from a per-run folder, where make_data.py puts the orc part file DS05ReadOrcShowAll reads.
- The code's own `.master("local[*]")` wins over the command line; `-XX:ActiveProcessorCount=1` makes it one
  thread. Sessions otherwise as every family: 4 shuffle partitions, UTC, no UI, AQE on.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its run (`--explore` lists
  them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank` (../program_runs.py);
  where no execution has the whole plan (DS01UdfBasics's GROUP BY: a CollectLimit printed under `== Initial Plan
  ==` that the executed plan lacks), the nirajkumar family's matching on the final plan's operators, by path.

    PYTHONPATH=. .venv/bin/python bench/real/capture/arpitrathore-java/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import importlib.util
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

# The nirajkumar family's event-log matching, by path: where lib.find_execution finds no execution with the plan, it
# matches the final plan's numbered operators only (loading the file replaces lib.find_execution with it). Needed where
# Spark printed a node under `== Initial Plan ==` that the executed plan, all the log holds, lacks (a CollectLimit the
# final plan's result stage took over).
_spec = importlib.util.spec_from_file_location("nk_capture", HERE.parent / "nirajkumar-scala" / "capture.py")
_spec.loader.exec_module(importlib.util.module_from_spec(_spec))

BENCH = HERE.parents[1]
SLUG = "arpitrathore__spark-java"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/ar_work/cap")
RUNNER = "bench/real/capture/arpitrathore-java/capture.py"
HDFS = HERE.parent / "technoavengers-java" / "standin" / "DatacouchHdfsFileSystem.java"   # as it is
NOT_COMPILED = {"EmployeeCsvWriter.java"}
COMMON = ["spark-00-common/src/main/java/org/arpit/spark/common/util/LoggerUtil.java"]
SQ = "spark-02-sql/src/main/java/org/arpit/spark/"


def _p(cls: str) -> tuple:
    """(main class, the file the program is)"""
    return (f"org.arpit.spark.{cls}", SQ + cls.replace(".", "/") + ".java")


# program key -> (main class, file)
PROGRAMS: dict[str, tuple] = {
    "orc_write": _p("sql01.javaapi.DS01ReadCsvWriteOrc"),
    "filter": _p("sql01.javaapi.DS02DatasetFilter"),
    "select": _p("sql01.javaapi.DS03DatasetSelect"),
    "agg": _p("sql01.javaapi.DS04DatasetAggregation"),
    "orc_read": _p("sql01.javaapi.DS05ReadOrcShowAll"),
    "sql_show": _p("sql02.sql.DS01ShowAll"),
    "sql_limit": _p("sql02.sql.DS02Aggregation"),
    "udf": _p("sql03.udf.DS01UdfBasics"),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("ar_sql_city_count_show", "dev", "sql_show", 33, "show", 1, 4),
    ("ar_filter_string_count", "heldout", "filter", 33, "count", 1, 3),
    ("ar_agg_job_title_count_show", "dev", "agg", 36, "show", 1, 3),
    ("ar_udf_calludf_withcolumn_show", "dev", "udf", 51, "show", 1, 5),
    ("ar_orc_write_coalesce_hdfs", "heldout", "orc_write", 32, "save", 1, 4),
    ("ar_filter_lambda_show", "dev", "filter", 39, "show", 1, 6),
    ("ar_sql_avg_salary_city_show", "heldout", "sql_show", 37, "show", 1, 5),
    ("ar_agg_year_of_joining_count_show", "dev", "agg", 48, "show", 1, 4),
    ("ar_select_salary_desc_show", "dev", "select", 34, "show", 1, 3),
    ("ar_udf_sql_group_count_show", "heldout", "udf", 55, "show", 1, 7),
    ("ar_filter_column_count", "dev", "filter", 44, "count", 1, 7),
    ("ar_sql_select_limit_show", "heldout", "sql_limit", 32, "show", 1, 4),
    ("ar_orc_read_hdfs_show", "dev", "orc_read", 33, "show", 1, 1),
    ("ar_sql_limit_coalesce_csv_write", "dev", "sql_show", 46, "csv", 1, 7),
    ("ar_filter_string_show", "heldout", "filter", 34, "show", 1, 4),
    ("ar_agg_avg_salary_city_show", "dev", "agg", 53, "show", 1, 5),
    ("ar_udf_sql_where_show", "heldout", "udf", 46, "show", 1, 4),
    ("ar_filter_lambda_count", "dev", "filter", 38, "count", 1, 5),
    ("ar_orc_write_csv_show", "dev", "orc_write", 29, "show", 1, 3),
    ("ar_sql_city_job_avg_limit_show", "heldout", "sql_show", 41, "show", 1, 6),
    ("ar_udf_sql_select_show", "dev", "udf", 53, "show", 1, 6),
    ("ar_orc_write_csv_header", "heldout", "orc_write", 26, "csv", 1, 1),
    ("ar_filter_column_show", "dev", "filter", 45, "show", 1, 8),
]


def build_jars() -> dict[str, Path]:
    """The listener jar (with the hdfs stand-in) and ar.jar (the lessons, compiled unchanged)."""
    jars = {"listener": program_runs.build_jar(WORK, "ar-listener.jar", HDFS)}
    out = WORK / "ar_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = [str(REPO / c) for c in COMMON] + sorted(
        str(p) for p in (REPO / "spark-02-sql/src/main/java").rglob("*.java") if p.name not in NOT_COMPILED)
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", lib.JARS, "-d", str(out), *sources], check=True)
    jars["ar"] = WORK / "ar.jar"
    subprocess.run(["jar", "cf", str(jars["ar"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key / "repo", "spark-02-sql/pom.xml", SLUG)
    hdfs = WORK / "work" / key / "hdfs"
    shutil.rmtree(hdfs, ignore_errors=True)
    make_data.make(root, hdfs)
    main_class, _ = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.hadoop.fs.hdfs.impl=tacapture.DatacouchHdfsFileSystem", f"spark.hadoop.ta.hdfs.root={hdfs}",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / key / 'warehouse'}"]
    listener = str(jars["listener"])
    lib.submit(out / "log", ["--jars", listener, "--driver-class-path", listener, "--class", main_class,
                             str(jars["ar"])], cwd=root, conf=conf)
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
