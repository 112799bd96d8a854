"""Run trannguyenhan/window-function-pivot-spark-sql's nine exercises and Dsimplify/spark-scala's Spark SQL lessons
unchanged with spark-submit and write each th_* case's plans and event_log.json from those runs.

- trannguyenhan: every Java file of `src/` compiled unchanged with javac (Java 17; the pom says release 11) against
  the PySpark installation's jars into one jar, `th.jar` (the pom's `sourceDirectory` is `src`, so the classes are
  `partN.Main`); each exercise run as its README says, `spark-submit --class partN.Main th.jar`, from the root of a
  fresh scratch copy of the laid-out repository: the code reads `src/partN/input.csv` relative to it (the
  repository's own files). The code's `.master("local")` is one thread already. Part 3 ran twice: with the defaults
  (its join broadcast) and with broadcast joins off (`spark.sql.autoBroadcastJoinThreshold=-1`, a sort-merge join).
- Dsimplify: every Scala file of `src/main/spark/` (the Spark code: RDD, SQL, streaming, recommender; all compile)
  compiled unchanged with the Scala 2.13 compiler of the PySpark jars into `ds.jar`; each lesson run as
  `spark-submit --class com.df.spark.sql.<object> ds.jar` from the root of a fresh scratch copy, where `make_data.py`
  writes the `input/` folder the lessons read (`.gitignore`d in the repository). The code's `local[*]` wins over the
  command line; `-XX:ActiveProcessorCount=1` makes it one thread.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/trannguyenhan-java/capture.py [case ...]
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
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "trannguyenhan__window-function-pivot-spark-sql"
REPO = BENCH / "repos" / SLUG
DS_SLUG = "dsimplify__spark-scala"
DS_REPO = BENCH / "repos" / DS_SLUG
DS_SQL = "src/main/spark/com/df/spark/sql/"
WORK = Path("/tmp/th_work/cap")
RUNNER = "bench/real/capture/trannguyenhan-java/capture.py"
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]


def _p(n: int, conf=()) -> tuple[str, str, str, list[str]]:
    return SLUG, f"part{n}.Main", f"src/part{n}/Main.java", list(conf)


def _d(obj: str) -> tuple[str, str, str, list[str]]:
    return DS_SLUG, "com.df.spark.sql." + obj, DS_SQL + obj + ".scala", []


# program key -> (repository slug, main class, the file the program is, extra --conf settings)
PROGRAMS: dict[str, tuple[str, str, str, list[str]]] = {
    **{f"part{n}": _p(n) for n in range(1, 10)},
    "part3_smj": _p(3, NO_BROADCAST),
    "ds01": _d("SparkSQL01_Test"),
    "ds02": _d("SparkSQL02_Test1"),
    "ds03": _d("SparkSQL03_UDAF"),
    "ds_flink04": _d("Flink04_Window_ProcessFunction"),
    "ds05": _d("SparkSQL05_LoadSava"),
    "ds08": _d("SparkSQL08_Load_CSV"),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("th_p3_pivot_join_broadcast_show", "dev", "part3", 45, "show", 1, 3),
    ("th_ds02_udf_sql_show", "heldout", "ds02", 54, "show", 1, 3),
    ("th_p7_rank_percent_union_show", "dev", "part7", 31, "show", 1, 5),
    ("th_p4_running_total_show", "dev", "part4", 18, "show", 1, 3),
    ("th_p8_dense_rank_sql_show", "heldout", "part8", 28, "show", 1, 4),
    ("th_ds03_udaf_sql_show", "dev", "ds03", 33, "show", 1, 2),
    ("th_p3_pivot_join_smj_show", "heldout", "part3_smj", 45, "show", 1, 3),
    ("th_p5_sliding_window_sql_show", "dev", "part5", 24, "show", 1, 5),
    ("th_ds01_select_strings_show", "dev", "ds01", 31, "show", 1, 2),
    ("th_p9_pivot_answers_show", "heldout", "part9", 17, "show", 1, 4),
    ("th_p2_collect_list_sort_show", "dev", "part2", 32, "show", 1, 1),
    ("th_ds_flink04_aggregator_show", "heldout", "ds_flink04", 32, "show", 1, 1),
    ("th_p3_pivot_price_values_collect", "dev", "part3", 39, "pivot", 1, 1),
    ("th_p6_max_window_sql_show", "dev", "part6", 21, "show", 1, 4),
    ("th_p3_pivot_unit_values_collect", "heldout", "part3", 42, "pivot", 1, 2),
    ("th_p1_sql_order_limit_show", "dev", "part1", 16, "show", 1, 4),
    ("th_ds05_json_sql_show", "heldout", "ds05", 20, "show", 1, 1),
    ("th_ds02_dataset_show", "dev", "ds02", 47, "show", 1, 2),
    ("th_p9_pivot_qid_values_collect", "dev", "part9", 15, "pivot", 1, 3),
    ("th_ds08_csv_show", "heldout", "ds08", 25, "show", 1, 3),
    ("th_ds01_select_symbols_show", "dev", "ds01", 33, "show", 1, 4),
]


def build_jars() -> dict[str, Path]:
    """The listener jar and each repository's jar, every source file compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "th-listener.jar")}
    out = WORK / "th_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = sorted(str(p) for p in (REPO / "src").rglob("*.java"))
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", lib.JARS, "-d", str(out), *sources], check=True)
    jars["th"] = WORK / "th.jar"
    subprocess.run(["jar", "cf", str(jars["th"]), "-C", str(out), "."], check=True)
    out = WORK / "ds_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = sorted(str(p) for p in (DS_REPO / "src/main/spark").rglob("*.scala"))
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(out), *sources], check=True)
    jars["ds"] = WORK / "ds.jar"
    subprocess.run(["jar", "cf", str(jars["ds"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    slug, main_class, _, extra_conf = PROGRAMS[key]
    if slug == SLUG:
        root, jar = program_runs.scratch_copy(REPO, WORK / "work" / key, "src/part1/Main.java", SLUG), jars["th"]
    else:
        root, jar = program_runs.scratch_copy(DS_REPO, WORK / "work" / key, DS_SQL + "SparkSQL01_Test.scala",
                                              DS_SLUG), jars["ds"]
        make_data.write_inputs(root)
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}", *extra_conf]
    listener = str(jars["listener"])
    lib.submit(out / "log", ["--jars", listener, "--driver-class-path", listener,
                             "--class", main_class, str(jar)], cwd=root, conf=conf)
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
