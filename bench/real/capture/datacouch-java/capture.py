"""Run datacouch-io/spark-java's DataFrame, Dataset and SQL lessons unchanged with spark-submit and write each dj_*
case's plans and event_log.json from those runs.

- Every source of `workspace/src/main/java` (79 classes, the RDD lessons and `awss3/S3CSVReadWrite` too: they compile
  against the PySpark jars, nothing imports the AWS SDK) compiled unchanged with javac (Java 17; the pom says Spark
  3.3.1, Scala 2.12, Java 8) against the PySpark installation's jars into one `dj.jar`. No shim was needed.
- Each lesson run as `spark-submit --class com.sparkTutorial.<package>.<Class> dj.jar` from the `workspace/` folder
  of a fresh scratch copy of the laid-out repository, where its relative paths (`src/main/resources/data/...`,
  `in/...`) reach make_data.py's generated inputs (the repository holds none). Three lessons read the author's
  absolute paths (`/Users/neha/Desktop/Neha/Spark/Data/sfpd.numbers`, `/<location>/departuredelays.csv`,
  `/user/training/orderData`, `/user/training/usersData`): the akash family's `LabDataFileSystem`
  (`../akash-spark-sql/standin/LabDataFileSystem.java`, compiled as it is, `spark.hadoop.fs.file.impl`) serves them
  from the run's generated `served/` folder, naming every file by the path the code gave.
- Five lessons end in `Thread.sleep(...)` (16 minutes to 3 hours, "to look at the Spark UI"): each ran until `jstack`
  showed its main thread sleeping in the lesson's `main`, then got SIGTERM; Spark's shutdown hook stopped the context
  and closed the event log.
- Sessions: `--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on, `spark.driver.host=localhost`. The code's
  own builder settings win (`.master("local[*]")`, kept to one thread by `-XX:ActiveProcessorCount=1`; `local[1]`;
  the shuffle partitions of StackOverFlowSurvey (8), SFPD (4), DepartureDelays and JoinsDemo (5); the broadcast
  thresholds the lessons set themselves).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py); where no execution has the whole plan, the mirkotp family's matching (loaded by path).

    PYTHONPATH=. .venv/bin/python bench/real/capture/datacouch-java/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import importlib.util
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_data = _load("dj_make_data", HERE / "make_data.py")
# The mirkotp family's event-log matching, by path (loading it installs, on lib.find_execution, the nirajkumar
# family's matching on the final plan's operators and its own for nodes printed only under an initial plan). Its
# `import make_data` must find its own file while it loads.
_saved = sys.modules.pop("make_data", None)
sys.path.insert(0, str(HERE.parent / "mirkotp-java"))
_load("mx_capture", HERE.parent / "mirkotp-java" / "capture.py")
sys.path.remove(str(HERE.parent / "mirkotp-java"))
sys.modules.pop("make_data", None)
if _saved is not None:
    sys.modules["make_data"] = _saved

BENCH = HERE.parents[1]
SLUG = "datacouch-io__spark-java"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/dj_work/cap")
RUNNER = "bench/real/capture/datacouch-java/capture.py"
LAB_FS = HERE.parent / "akash-spark-sql" / "standin" / "LabDataFileSystem.java"    # as it is
SRC = "workspace/src/main/java/com/sparkTutorial/"


def _p(cls: str, sleeps: bool = False, served: bool = False) -> tuple:
    """(main class, the file the program is, ends in Thread.sleep, reads the author's absolute paths)"""
    return (f"com.sparkTutorial.{cls}", SRC + cls.replace(".", "/") + ".java", sleeps, served)


# program key -> (main class, file, sleeps, served)
PROGRAMS: dict[str, tuple] = {
    "aggregations": _p("part1dataframe.Aggregations", sleeps=True),
    "complex_types": _p("part1dataframe.ComplexTypes"),
    "df_basics": _p("part1dataframe.DataFramesBasics"),
    "data_sources": _p("part1dataframe.DataSources"),
    "joins": _p("part1dataframe.Joins"),
    "datasets": _p("part2typedatasets.Datasets"),
    "udf": _p("part2typedatasets.UDFExample"),
    "bucketing": _p("part3foundations.Bucketing", sleeps=True),
    "query_plans": _p("part3foundations.ReadingQueryPlans", sleeps=True),
    "sfpd": _p("part3foundations.SFPD", sleeps=True, served=True),
    "house_price": _p("sparkSql.HousePriceSolution"),
    "so_survey": _p("sparkSql.StackOverFlowSurvey"),
    "typed_dataset": _p("sparkSql.TypedDataset"),
    "rdd_conversion": _p("sparkSql.RddDatasetConversion"),
    "custom_join": _p("sparkSql.join.CustomJoin"),
    "delays": _p("SQL.DepartureDelays", served=True),
    "joins_demo": _p("SQL.JoinsDemo", sleeps=True, served=True),
    "cbo": _p("CBOExample"),
    "corrupt": _p("CorruptRecordHandling"),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("dj_agg_count_distinct_genre_show", "dev", "aggregations", 45, "show", 1, 2),
    ("dj_so_country_avg_salary_max_age_show", "heldout", "so_survey", 61, "show", 1, 8),
    ("dj_joins_guitarists_bands_inner_show", "dev", "joins", 41, "show", 1, 1),
    ("dj_datasets_bean_map_filter_show", "dev", "datasets", 79, "show", 1, 4),
    ("dj_delays_sql_gt1000_json_write", "heldout", "delays", 64, "save", 1, 5),
    ("dj_bucketing_cached_bucketed_join_show", "dev", "bucketing", 57, "show", 1, 12),
    ("dj_house_price_location_avg_max_show", "heldout", "house_price", 35, "show", 1, 3),
    ("dj_cbo_orders_join_sum_show", "dev", "cbo", 68, "show", 1, 1),
    ("dj_basics_comedy_rating_filter_show", "dev", "df_basics", 135, "show", 1, 2),
    ("dj_joins_demo_bucketed_smj_show", "heldout", "joins_demo", 67, "show", 1, 7),
    ("dj_agg_total_gross_sum_show", "dev", "aggregations", 100, "show", 1, 3),
    ("dj_custom_join_startswith_show", "heldout", "custom_join", 50, "show", 1, 3),
    ("dj_so_salary_bucket_count_order_show", "dev", "so_survey", 71, "show", 1, 10),
    ("dj_delays_sql_gt1000_show", "dev", "delays", 62, "show", 1, 4),
    ("dj_datasets_avg_horsepower_show", "heldout", "datasets", 95, "show", 1, 6),
    ("dj_custom_join_sql_show", "dev", "custom_join", 56, "show", 1, 5),
    ("dj_sfpd_category_count_show", "heldout", "sfpd", 28, "show", 1, 4),
    ("dj_joins_demo_users_bucket_write", "dev", "joins_demo", 47, "saveAsTable", 1, 1),
    ("dj_complex_types_stock_dates_show", "dev", "complex_types", 65, "show", 1, 3),
    ("dj_agg_director_avg_show", "heldout", "aggregations", 114, "show", 1, 4),
    ("dj_delays_sql_gt1000_save_as_table", "dev", "delays", 69, "saveAsTable", 1, 6),
    ("dj_datasets_reduce_horsepower", "heldout", "datasets", 101, "reduce", 1, 7),
]


def build_jars() -> dict[str, Path]:
    """The listener jar (with the served-paths file system) and dj.jar (every source, compiled unchanged)."""
    jars = {"listener": program_runs.build_jar(WORK, "dj-listener.jar", LAB_FS)}
    out = WORK / "dj_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = sorted(str(p) for p in (REPO / "workspace/src/main/java").rglob("*.java"))
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", lib.JARS, "-d", str(out), *sources], check=True)
    jars["dj"] = WORK / "dj.jar"
    subprocess.run(["jar", "cf", str(jars["dj"]), "-C", str(out), "."], check=True)
    return jars


def _main_sleeping(pid: int, main_class: str) -> bool:
    """jstack shows the JVM's main thread in Thread.sleep, called from the lesson's main."""
    done = subprocess.run(["jstack", str(pid)], capture_output=True, text=True)
    block = next((b for b in done.stdout.split("\n\n") if b.startswith('"main"')), "")
    return "java.lang.Thread.sleep" in block and f"at {main_class}.main(" in block


def sleep_submit(log_dir: Path, args: list[str], cwd: Path, conf: list[str], main_class: str,
                 limit: float = 900.0) -> Path:
    """lib.submit for a lesson that ends in Thread.sleep: run it until its main thread sleeps (or it ends, or
    `limit` seconds), then SIGTERM (Spark's shutdown hook stops the context and closes the event log)."""
    shutil.rmtree(log_dir, ignore_errors=True)
    log_dir.mkdir(parents=True)
    command = [str(lib.SPARK_SUBMIT), *lib.SESSION, *sum((["--conf", c] for c in conf), []),
               "--conf", "spark.eventLog.enabled=true", "--conf", f"spark.eventLog.dir=file:{log_dir}", *args]
    print("  $ " + lib.shown(command), flush=True)
    err_file = log_dir.parent / "stderr.txt"          # a file, not a pipe: a full pipe would stop the JVM
    with err_file.open("w") as err_out:
        proc = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err_out)
    start = time.time()
    while proc.poll() is None and time.time() - start < limit:
        time.sleep(3)
        if proc.poll() is None and _main_sleeping(proc.pid, main_class):
            time.sleep(3)          # let the last query's end events reach the listeners
            break
    slept = proc.poll() is None
    if slept:
        proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    err = err_file.read_text(errors="replace")
    print(f"  {'sleeping, stopped' if slept else 'ended'} after {time.time() - start:.0f} s, "
          f"exit code {proc.returncode}")
    logs = [p for p in log_dir.iterdir() if not p.name.endswith(".inprogress")]
    if len(logs) != 1:
        print("   " + "\n   ".join(err.splitlines()[-8:]))
        raise SystemExit(f"expected one finished event log in {log_dir}, found {[p.name for p in log_dir.iterdir()]}")
    (log_dir / "command.txt").write_text(lib.shown(command) + "\n")
    return logs[0]


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    shutil.rmtree(WORK / "work" / key, ignore_errors=True)       # the last run's tables and outputs too
    root = program_runs.scratch_copy(REPO, WORK / "work" / key / "repo", "workspace/pom.xml", SLUG)
    make_data.make(root / "workspace")
    main_class, _, sleeps, served = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener", "spark.sql.adaptive.enabled=true",
            "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / key / 'warehouse'}"]
    if served:
        s = root / "served"
        conf += ["spark.hadoop.fs.file.impl=omcapture.LabDataFileSystem",
                 f"spark.hadoop.om.fs.map=/Users/neha={s}/Users/neha,/<location>={s}/location,"
                 f"/user/training={s}/user/training"]
    listener = str(jars["listener"])
    args = ["--jars", listener, "--driver-class-path", listener, "--class", main_class, str(jars["dj"])]
    if sleeps:
        sleep_submit(out / "log", args, cwd=root / "workspace", conf=conf, main_class=main_class)
    else:
        lib.submit(out / "log", args, cwd=root / "workspace", conf=conf)
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
