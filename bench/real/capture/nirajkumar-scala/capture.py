"""Run nirajkumar27297/Spark-Scala's Spark programs and test classes unchanged with spark-submit and write each nk_*
case's plans and event_log.json from those runs.

- Compiled unchanged with the Scala 2.13 compiler of the PySpark installation's jars, in one scalac run, into one
  jar: every Scala file of `SparkScalaQuestions/src/main/` (but the three that do not compile with Scala 2.13, below),
  of `WordCountProblem/src/` and of `DataFrameCreation/src/` (main and test), with our stand-ins
  (`standin/CassandraStandin.scala`: the DataStax connector names the SparkScalaQuestions programs import;
  `standin/FunSuite.scala`: ScalaTest's FunSuite as the test classes use it, and our driver `nkcapture.RunSuite`).
  The projects' sbt builds name Scala 2.12 and Spark 3.0; no sbt or ScalaTest here.
- Not compiled: `HandlingNulls.scala`, `SparkSQL.scala`, `SparkSQLJDBC.scala` write `builder()...appName("x")
  getOrCreate()` (infix with an empty argument list), an error in Scala 2.13 ("can't supply unit value with infix
  notation"); they stay in the haystack.
- Each program run as `spark-submit --class <object> nk.jar [args]` with the working directory the code's relative
  paths expect (`SparkScalaQuestions/`, `WordCountProblem/`, `DataFrameCreation/`) in a fresh scratch copy of the
  laid-out repository. A test class runs through `nkcapture.RunSuite <suite> <test name ...>` (the named tests, in
  the file's order).
- Cassandra (`casscatalog.logs.logdata`, `sc.cassandraTable("logs", "logdata")`): the connector stand-in serves the
  table from `make_data.logdata()`'s csv (`-Dnk.cassandra.dir`).
- `/home/niraj/...` (the DataFrameCreation test's `file:///home/niraj/inputFiles/*`, the WordCount test's output
  folder): a symbolic link `/home/niraj -> /tmp/nk_work/cap/home_niraj` made for the run (refused if /home/niraj is
  anything else; `--clean` removes it), whose `inputFiles` links to the scratch copy's
  `DataFrameCreation/src/test/scala/resources` (the repository's own files).
- The code's own `.master("local[*]")` wins over the command line; `-XX:ActiveProcessorCount=1` keeps it one thread.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/nirajkumar-scala/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
    ... capture.py --clean                     # remove the /home/niraj link
"""
from __future__ import annotations

import os
import re
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
from codemap_pipeline.plans import eventlog  # noqa: E402
from codemap_pipeline.plans.parser import parse_plan_text  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "nirajkumar27297__spark-scala"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/nk_work/cap")
HOME = Path("/home/niraj")
RUNNER = "bench/real/capture/nirajkumar-scala/capture.py"
SQ = "SparkScalaQuestions/src/main/scala/"
FC = "DataFrameCreation/src/main/scala/com/bridgelabz/spark/FrameComparison.scala"
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]
SPARK3_ANSI = ["spark.sql.ansi.enabled=false"]   # Spark 3.0's default, which the ML programs' null checks need
NOT_2_13 = ("HandlingNulls.scala", "SparkSQL.scala", "SparkSQLJDBC.scala")
WC_TESTS = ["test_InputSameTextFiles_MatchCountOfWordsUsingDataFrame_ReturnZero",
            "test_InputSameTextFiles_MatchCountOfWordsUsingDataSet_ReturnZero"]

# program key -> (main class, file of the code acting, working directory in the copy, arguments, extra settings)
PROGRAMS: dict[str, tuple[str, str, str, list[str], list[str]]] = {
    "cassq": ("SparkScalaQuestions.CassandraSparkQuestions", SQ + "SparkScalaQuestions/CassandraSparkQuestions.scala",
              "SparkScalaQuestions", [], []),
    "logsq": ("SparkScalaQuestions.LogsQuestion", SQ + "SparkScalaQuestions/LogsQuestion.scala",
              "SparkScalaQuestions", [], []),
    "logsq_smj": ("SparkScalaQuestions.LogsQuestion", SQ + "SparkScalaQuestions/LogsQuestion.scala",
                  "SparkScalaQuestions", [], NO_BROADCAST),
    "missing": ("MachineLearning.DealingWithMissingValues", SQ + "MachineLearning/DealingWithMissingValues.scala",
                "SparkScalaQuestions", [], SPARK3_ANSI),
    "dtreg": ("MachineLearning.DecisionTreeRegressionDemo", SQ + "MachineLearning/DecisionTreeRegressionDemo.scala",
              "SparkScalaQuestions", [], SPARK3_ANSI),
    "rfreg": ("MachineLearning.RandomForestRegressorDemo", SQ + "MachineLearning/RandomForestRegressorDemo.scala",
              "SparkScalaQuestions", [], SPARK3_ANSI),
    "linreg": ("MachineLearning.LinearRegressionDemo", SQ + "MachineLearning/LinearRegressionDemo.scala",
               "SparkScalaQuestions", [], []),
    "dtclass": ("MachineLearning.DecisionTreeClassifierDemo", SQ + "MachineLearning/DecisionTreeClassifierDemo.scala",
                "SparkScalaQuestions", [], SPARK3_ANSI),
    "stock": ("StockPrediction.StockPrediction", SQ + "StockPrediction/StockPrediction.scala",
              "SparkScalaQuestions", [], []),
    "stockpipe": ("StockPrediction.StockPredictionPipeline", SQ + "StockPrediction/StockPredictionPipeline.scala",
                  "SparkScalaQuestions", [], []),
    "wc": ("nkcapture.RunSuite", "WordCountProblem/src/main/scala/WordCountQuestion/WordCount.scala",
           "WordCountProblem", ["WordCoutTest", *WC_TESTS], []),
    "dfc": ("nkcapture.RunSuite", "DataFrameCreation/src/main/scala/com/bridgelabz/spark/DataFramefromFileBuilder.scala",
            "DataFrameCreation", ["DataFrameCreationTest"], []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run)[, file of the action
# when it is not the program's]. The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("nk_cass_students_by_tech_show", "dev", "cassq", 111, "show", 1, 4),
    ("nk_logs_students_by_tech_show", "heldout", "logsq", 25, "show", 1, 2),
    ("nk_cass_keyboard_mouse_zero_having_show", "dev", "cassq", 113, "show", 1, 6),
    ("nk_wc_dataframe_explode_count_show", "dev", "wc", 37, "show", 1, 1),
    ("nk_dfc_json_frame_comparison_count", "heldout", "dfc", 11, "count", 1, 15, FC),
    ("nk_cass_late_students_order_by_show", "dev", "cassq", 115, "show", 1, 8),
    ("nk_logs_lag_windows_distinct_show", "heldout", "logsq", 37, "show", 1, 6),
    ("nk_wc_dataframe_csv_write", "dev", "wc", 39, "csv", 1, 2),
    ("nk_ml_dtree_regression_avg_prediction_collect", "dev", "dtreg", 92, "collect", 1, 27),
    ("nk_dfc_list_frame_comparison_count", "heldout", "dfc", 11, "count", 1, 23, FC),
    ("nk_cass_lag_windows_distinct_show", "dev", "cassq", 99, "show", 1, 11),
    ("nk_logs_left_join_working_hours_show", "heldout", "logsq", 41, "show", 1, 8),
    ("nk_wc_test_except_dataframe_count", "dev", "wc", 55, "count", 1, 3, "WordCountProblem/src/test/scala/WordCountTest.scala"),
    ("nk_wc_dataset_flatmap_count_show", "dev", "wc", 54, "show", 1, 4),
    ("nk_logs_keyboard_mouse_zero_having_show", "heldout", "logsq", 27, "show", 1, 3),
    ("nk_dfc_parquet_frame_comparison_count", "dev", "dfc", 11, "count", 1, 19, FC),
    ("nk_logs_late_students_order_by_show", "heldout", "logsq", 29, "show", 1, 4),
    ("nk_logs_smj_left_join_working_hours_show", "dev", "logsq_smj", 41, "show", 1, 8),
    ("nk_wc_test_except_dataset_count", "dev", "wc", 82, "count", 1, 6, "WordCountProblem/src/test/scala/WordCountTest.scala"),
    ("nk_ml_stock_avg_prediction_collect", "heldout", "stock", 31, "collect", 1, 13),
    ("nk_cass_casted_select_show", "dev", "cassq", 47, "show", 1, 1),
    ("nk_dfc_parquet_builder_show", "heldout", "dfc", 13, "show", 1, 16),
    ("nk_ml_dtree_check_null_imputed_count", "dev", "dtreg", 30, "count", 1, 13),
]


_FIND = lib.find_execution


def _final_signature(text: str) -> tuple:
    """(node id, operator) of the nodes of a formatted plan's final plan (those under `== Initial Plan ==` only
    left out)."""
    tree = text.split("\n\n\n")[0].split("+- == Initial Plan ==")[0]
    final = {int(x) for x in re.findall(r"\((\d+)\)", tree)}
    return tuple((n.node_id, n.operator) for n in parse_plan_text(text)[0].nodes if n.node_id in final)


def find_execution(log: Path, case_dir: Path, site: str | None, nth: int | None) -> tuple:
    """lib.find_execution, then, where it finds nothing, the same search over the final plan's numbered operators
    only: the plan text numbers the nodes of an adaptive plan's initial plan that Spark printed under `== Initial
    Plan ==`, which the event log's plan (the executed plan) does not carry."""
    try:
        return _FIND(log, case_dir, site, nth)
    except SystemExit as exc:
        first = exc
    text = (case_dir / "plan.formatted.txt").read_text()
    sig = _final_signature(text)
    hits = [p for p in eventlog.read_event_log(log) if lib.signature(p, False) == sig]
    how = "the final plan's numbered operators (the initial plan's own nodes, which the log's plan lacks, left out)"
    # the n-th among the run's plans with these operators (the listener writes them in execution order)
    stems = sorted((log.parent.parent / "plans").glob("*.formatted.txt"))
    alike = [f for f in stems if _final_signature(f.read_text()) == sig]
    mine = [i for i, f in enumerate(alike) if f.read_text() == text]
    nth = mine[0] + 1 if len(mine) == 1 else nth
    if len(hits) == 1:
        return hits[0], f"the only execution with {how}"
    at = [p for p in hits if site and (p.title == site or p.call_site.startswith(site))]
    if len(at) == 1:
        return at[0], f"{how}, {len(hits)} such executions; the one at the capture's call site {site!r}"
    if hits and nth is not None and nth <= len(hits):
        return hits[nth - 1], f"{how}, {len(hits)} such executions; number {nth} in run order (as captured)"
    raise first


lib.find_execution = find_execution


def build_jars() -> dict[str, Path]:
    """The listener jar and the programs' jar (the repository's code unchanged, with our stand-ins)."""
    jars = {"listener": program_runs.build_jar(WORK, "nk-listener.jar")}
    out = WORK / "nk_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = [p for p in sorted((REPO / "SparkScalaQuestions" / "src" / "main").rglob("*.scala"))
               if p.name not in NOT_2_13]
    for project in ("WordCountProblem", "DataFrameCreation"):
        sources += sorted((REPO / project / "src").rglob("*.scala"))
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(out), *map(str, sources),
                    str(HERE / "standin" / "CassandraStandin.scala"), str(HERE / "standin" / "FunSuite.scala")],
                   check=True)
    jars["nk"] = WORK / "nk.jar"
    subprocess.run(["jar", "cf", str(jars["nk"]), "-C", str(out), "."], check=True)
    return jars


def home_link() -> Path:
    """/home/niraj -> WORK/home_niraj, ours only."""
    target = WORK / "home_niraj"
    if HOME.is_symlink():
        if Path(os.readlink(HOME)) != target:
            raise SystemExit(f"{HOME} links elsewhere: {os.readlink(HOME)}")
    elif HOME.exists():
        raise SystemExit(f"{HOME} exists and is not our link: not touched")
    else:
        HOME.symlink_to(target)
    target.mkdir(parents=True, exist_ok=True)
    (target / "IdeaProjects" / "WordCountProblem").mkdir(parents=True, exist_ok=True)
    return target


def prepare() -> None:
    make_data.logdata(WORK / "cassandra")
    home_link()


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, SQ + "SparkScalaQuestions/LogsQuestion.scala", SLUG)
    main_class, _, cwd, args, extra = PROGRAMS[key]
    if key == "dfc":
        link = home_link() / "inputFiles"
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(root / "DataFrameCreation" / "src" / "test" / "scala" / "resources")
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans} "
            f"-Dnk.cassandra.dir={WORK / 'cassandra'}",
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}", *extra]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]),
                             "--class", main_class, str(jars["nk"]), *args], cwd=root / cwd, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = case[7] if len(case) > 7 else PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    if argv == ["--clean"]:
        if HOME.is_symlink() and Path(os.readlink(HOME)) == WORK / "home_niraj":
            HOME.unlink()
        return 0
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, prepare=prepare,
                                    by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
