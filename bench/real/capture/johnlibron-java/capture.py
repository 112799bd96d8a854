"""Run johnlibron/apache-spark-java's Spark SQL programs unchanged with spark-submit and write each sj_* case's plans
and event_log.json from those runs.

- The `sparkSql/` sources and `common/Utils.java` (all that `sparkSql/` imports of the project) compiled unchanged
  with javac (Java 17) against the PySpark installation's jars into one jar, `apache-spark-java.jar`. Five programs
  call `spark.close()` in a `main` that declares no exception, which Spark 4's SparkSession (`close() throws
  IOException`, from Closeable) makes a compile error: for compiling only, the dataproc family's
  `SparkSessionCloseShim` writes a copy of the class declaring Spark 3's `close()`, first on javac's class path; the
  bytecode is the same and the real class runs. The RDD lessons
  run no SQL query and the streaming programs need Kafka: neither is compiled (both stay in the haystack).
- Each program run as `spark-submit --class <main class> apache-spark-java.jar` from the root of a fresh scratch copy
  of the laid-out repository: the code reads `src/main/resources/...` relative to it; make_data.py's small stand-ins
  are copied over the repository's files at those paths first.
- `TestingSql` and `TestingSqlDataFrames` wait for a line on standard input (`new Scanner(System.in).nextLine()`)
  after their show: the run's standard input is a file holding one empty line.
- The code's own `.master("local[*]")`/`.master("local[1]")` wins over the command line; `-XX:ActiveProcessorCount=1`
  makes `local[*]` one thread. StackOverFlowSurvey and TypedDataset ran with ANSI mode off
  (`spark.sql.ansi.enabled=false`, the default of the pom's Spark 3.3): they cast the survey's `age_midpoint` and
  `salary_midpoint` ("22.0", "45000.0") with `cast("integer")`, which Spark 4's ANSI casts reject. Everything else
  with the defaults.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/johnlibron-java/make_data.py
    PYTHONPATH=. .venv/bin/python bench/real/capture/johnlibron-java/capture.py [case ...]
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
SLUG = "johnlibron__apache-spark-java"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/sj_work/cap")
DATA = Path("/tmp/sj_work/data")           # make_data.py's output
RUNNER = "bench/real/capture/johnlibron-java/capture.py"
SRC = "src/main/java/"
PKG = "com/virtualpairprogrammers/"
JAR = "apache-spark-java.jar"
COMPILED = [PKG + "sparkSql", PKG + "common"]
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]
SPARK3_CASTS = ["spark.sql.ansi.enabled=false"]   # the pom's Spark 3.3 default: cast("integer") of "22.0" gives 22
# the dataproc family's compile-only SparkSession with Spark 3's `close()` (no `throws IOException`), used as it is
CLOSE_SHIM = HERE.parent / "googlecloudplatform__dataproc-templates" / "standins" / "tools" / "SparkSessionCloseShim.java"


def _p(cls: str, conf=()) -> tuple[str, str, list[str]]:
    return "com.virtualpairprogrammers.sparkSql." + cls, SRC + PKG + "sparkSql/" + cls.replace(".", "/") + ".java", \
        list(conf)


# program key -> (main class, the file the program is, extra --conf settings)
PROGRAMS: dict[str, tuple[str, str, list[str]]] = {
    "house": _p("HousePrice"),
    "sos": _p("StackOverFlowSurvey", SPARK3_CASTS),
    "typed": _p("dataset.TypedDataset", SPARK3_CASTS),
    "logs_api": _p("dataframe.TestingSqlDataFrames"),
    "logs_sql": _p("udf.TestingSql"),
    "students": _p("dataframe.TestingSqlDatasets"),
    "exam": _p("udf.ExamResults"),
    "maker": _p("join.UkMakerSpaces"),
    "main": _p("dataset.Main"),
    "rdd_ds": _p("dataset.RddDatasetConversion"),
    "inmem": _p("dataframe.TestingSqlInMemory"),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("sj_house_groupby_avg_max_orderby_show", "dev", "house", 68, "show", 1, 3),
    ("sj_sos_groupby_country_avg_max_show", "heldout", "sos", 59, "show", 1, 9),
    ("sj_typed_filter_groupby_country_avg_max_show", "dev", "typed", 62, "show", 1, 8),
    ("sj_logs_api_month_groupby_orderby_show", "dev", "logs_api", 42, "show", 1, 3),
    ("sj_logs_sql_month_groupby_orderby_show", "heldout", "logs_sql", 47, "show", 1, 4),
    ("sj_maker_left_join_startswith_show", "dev", "maker", 33, "show", 1, 7),
    ("sj_maker_join_groupby_region_count_show", "heldout", "maker", 36, "show", 1, 8),
    ("sj_students_sql_distinct_year_orderby_show", "dev", "students", 39, "show", 1, 9),
    ("sj_exam_udf_has_passed_show", "dev", "exam", 42, "show", 1, 3),
    ("sj_typed_map_salary_bucket_groupby_orderby_show", "heldout", "typed", 70, "show", 1, 9),
    ("sj_sos_salary_bucket_groupby_orderby_show", "dev", "sos", 68, "show", 1, 11),
    ("sj_students_filter_modern_art_count", "heldout", "students", 34, "count", 1, 7),
    ("sj_sos_orderby_salary_desc_show", "dev", "sos", 55, "show", 1, 8),
    ("sj_typed_lambda_filter_afghanistan_show", "dev", "typed", 46, "show", 1, 4),
    ("sj_sos_filter_afghanistan_show", "heldout", "sos", 38, "show", 1, 5),
    ("sj_sos_groupby_occupation_count_show", "dev", "sos", 42, "show", 1, 6),
    ("sj_typed_groupby_occupation_count_show", "heldout", "typed", 49, "show", 1, 5),
    ("sj_students_count", "dev", "students", 16, "count", 1, 4),
    ("sj_main_long_map_collect", "dev", "main", 42, "collectAsList", 1, 2),
    ("sj_rdd_ds_bean_show", "heldout", "rdd_ds", 50, "show", 1, 1),
    ("sj_sos_cast_filter_age_show", "dev", "sos", 52, "show", 1, 7),
    ("sj_typed_orderby_salary_desc_show", "heldout", "typed", 56, "show", 1, 7),
    ("sj_typed_lambda_filter_age_show", "dev", "typed", 53, "show", 1, 6),
    ("sj_students_filter_modern_art_show", "dev", "students", 33, "show", 1, 6),
    ("sj_sos_salary_bucket_select_show", "heldout", "sos", 65, "show", 1, 10),
    ("sj_main_bean_csv_schema_show", "dev", "main", 63, "show", 1, 3),
]


def build_jars() -> dict[str, Path]:
    """The listener jar and the project's jar, its Spark SQL sources compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "sj-listener.jar")}
    out = WORK / "project_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    tools, compile_only = WORK / "shim_tools", WORK / "compile_only"
    for folder in (tools, compile_only):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(tools), str(CLOSE_SHIM)], check=True)
    subprocess.run(["java", "-cp", f"{lib.JARS}:{tools}", "SparkSessionCloseShim", str(compile_only)], check=True)
    sources = sorted(str(p) for d in COMPILED for p in (REPO / SRC / d).rglob("*.java"))
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", f"{compile_only}:{lib.JARS}", "-d", str(out),
                    *sources], check=True)
    jars["project"] = WORK / JAR
    subprocess.run(["jar", "cf", str(jars["project"]), "-C", str(out), "."], check=True)
    return jars


def prepare() -> None:
    if not (DATA / "src/main/resources/in/RealEstate.csv").is_file():
        subprocess.run([sys.executable, str(HERE / "make_data.py")], check=True)


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "pom.xml", SLUG)
    shutil.copytree(DATA / "src", root / "src", dirs_exist_ok=True)
    main_class, _, extra_conf = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}", *extra_conf]
    listener = str(jars["listener"])
    answer = out / "stdin.txt"                 # the line TestingSql / TestingSqlDataFrames wait for
    answer.write_text("\n")
    saved = os.dup(0)
    with answer.open() as fh:
        os.dup2(fh.fileno(), 0)                # spark-submit inherits it as its standard input
        try:
            lib.submit(out / "log", ["--jars", listener, "--driver-class-path", listener,
                                     "--class", main_class, str(jars["project"])], cwd=root, conf=conf)
        finally:
            os.dup2(saved, 0)
            os.close(saved)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, prepare=prepare,
                                    by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
