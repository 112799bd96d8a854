"""Run manosec/spark-scala-learnings' Spark Scala programs unchanged with spark-submit and write each ms_* case's plans
and event_log.json from that one run.

- Each sbt project's Scala files compiled unchanged with the Scala 2.13 compiler of the PySpark installation's jars
  (the builds say Scala 2.12, Spark 3.2.1/3.5.1), one jar per project:
  `spark_scala_casestudies/casestudy_3` (every file of `src/main/scala`, with our plotly stand-in
  `standin/plotly.scala`: its `utils/generateVisualReport.scala` imports plotly-scala, which this machine lacks),
  `casestudy_4` (`optimization.scala` and `config/config.scala`; the Kafka producer and streaming consumer are left
  out), `day18_19` (`_2dataCache`, `_3kafkaStreamProcess`, `_4gcsIntegration`, `_5kafkaStreamStore`;
  `_1sparkBroadcast.scala` imports `org.apache.hadoop.shaded.org.checkerframework...`, a class Hadoop 3.5's jars no
  longer hold, and does not compile; `kafkaStream/kafkaProducer.scala` needs kafka-clients).
- Run as `spark-submit --class movieLensDataAnalysis cs3.jar` from the project's folder in a fresh scratch copy of the
  laid-out repository (the code reads and writes `src/main/...` paths relative to it). Their `gs://artifacts_spark/...`
  paths are served by our Cloud Storage stand-in (`standin/GoogleHadoopFileSystem.java`, under the class name the
  code's own builder sets for `spark.hadoop.fs.gs.impl`) from generated inputs (`make_data.py`).
- The code's own `.master("local[*]")` wins over the command line; `-XX:ActiveProcessorCount=1` makes it one thread.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/manosec-scala/capture.py [case ...]
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
SLUG = "manosec__spark-scala-learnings"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/ms_work/cap")
RUNNER = "bench/real/capture/manosec-scala/capture.py"
CS3 = "spark_scala_casestudies/casestudy_3"
CS4 = "spark_scala_casestudies/casestudy_4"
D18 = "day18_19"
U = CS3 + "/src/main/scala/utils/"

# jar name -> the project's Scala sources (paths in the repository) it is compiled from, unchanged
JAR_SOURCES: dict[str, list[str]] = {
    "cs3": [CS3 + "/src/main/scala/movieLensDataAnalysis.scala", CS3 + "/src/main/scala/config/config.scala",
            *(U + f"{n}.scala" for n in ["clusteringOfUserByRatings", "generateVisualReport", "genericDataOps",
                                         "pivotAndAnomalyCalculation", "ratingInsightOps", "windowOps"])],
    "cs4": [CS4 + "/src/main/scala/optimization.scala", CS4 + "/src/main/scala/config/config.scala"],
    "d18": [D18 + f"/src/main/scala/{n}.scala" for n in ["_2dataCache", "_3kafkaStreamProcess", "_4gcsIntegration",
                                                          "_5kafkaStreamStore"]],
}
STANDINS = {"cs3": [HERE / "standin" / "plotly.scala"]}
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]

# program key -> (cwd in the scratch copy, main class, jar, extra session settings)
PROGRAMS: dict[str, tuple[str, str, str, list[str]]] = {
    "cs3": (CS3, "movieLensDataAnalysis", "cs3", []),
    "cs4": (CS4, "optimization", "cs4", []),
    "cs4_smj": (CS4, "optimization", "cs4", NO_BROADCAST),
    "d18_gcs": (D18, "_4gcsIntegration", "d18", []),
    "d18_store": (D18, "_5kafkaStreamStore", "d18", []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run), file (the action's).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("ms_cs3_avg_rating_join_json", "dev", "cs3", 19, "json", 1, 9, U + "ratingInsightOps.scala"),
    ("ms_cs3_rolling_avg30_window_json", "heldout", "cs3", 39, "json", 1, 15, U + "windowOps.scala"),
    ("ms_cs3_infer_rating_head", "dev", "cs3", 9, "load", 1, 3, U + "genericDataOps.scala"),
    ("ms_cs4_store_metrics_show", "dev", "cs4", 67, "show", 1, 9, CS4 + "/src/main/scala/optimization.scala"),
    ("ms_d18_gcs_filter_parquet_write", "heldout", "d18_gcs", 21, "save", 1, 1, D18 + "/src/main/scala/_4gcsIntegration.scala"),
    ("ms_cs3_rank_genre_window_json", "dev", "cs3", 22, "json", 1, 14, U + "windowOps.scala"),
    ("ms_cs4_smj_holiday_outer_join_json", "heldout", "cs4_smj", 121, "json", 1, 14, CS4 + "/src/main/scala/optimization.scala"),
    ("ms_d18_store_user_details_show", "dev", "d18_store", 21, "show", 1, 3, D18 + "/src/main/scala/_5kafkaStreamStore.scala"),
    ("ms_cs3_pivot_json", "dev", "cs3", 24, "json", 1, 21, U + "pivotAndAnomalyCalculation.scala"),
    ("ms_cs4_infer_features_head", "heldout", "cs4", 25, "load", 1, 1, CS4 + "/src/main/scala/optimization.scala"),
    ("ms_cs3_infer_movie_rdd", "dev", "cs3", 9, "load", 1, 2, U + "genericDataOps.scala"),
    ("ms_cs3_daily_activity_show", "heldout", "cs3", 50, "show", 1, 17, U + "windowOps.scala"),
    ("ms_cs3_infer_movie_head", "dev", "cs3", 9, "load", 1, 1, U + "genericDataOps.scala"),
    ("ms_cs4_infer_train_head", "dev", "cs4", 27, "load", 1, 5, CS4 + "/src/main/scala/optimization.scala"),
    ("ms_cs3_infer_tag_head", "heldout", "cs3", 9, "load", 1, 5, U + "genericDataOps.scala"),
    ("ms_d18_store_infer_head", "dev", "d18_store", 20, "load", 1, 1, D18 + "/src/main/scala/_5kafkaStreamStore.scala"),
    ("ms_cs4_infer_train_rdd", "heldout", "cs4", 27, "load", 1, 6, CS4 + "/src/main/scala/optimization.scala"),
    ("ms_cs3_infer_link_head", "dev", "cs3", 9, "load", 1, 7, U + "genericDataOps.scala"),
    ("ms_cs3_infer_tag_rdd", "dev", "cs3", 9, "load", 1, 6, U + "genericDataOps.scala"),
    ("ms_cs4_infer_stores_head", "heldout", "cs4", 26, "load", 1, 3, CS4 + "/src/main/scala/optimization.scala"),
]


def build_jars() -> dict[str, Path]:
    """The listener jar (with our Cloud Storage stand-in) and one jar per project, compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "ms-listener.jar", HERE / "standin" / "GoogleHadoopFileSystem.java")}
    for name, sources in JAR_SOURCES.items():
        out = WORK / f"{name}_classes"
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                        "-nowarn", "-d", str(out), *(str(REPO / s) for s in sources),
                        *map(str, STANDINS.get(name, []))], check=True)
        jars[name] = WORK / f"{name}.jar"
        subprocess.run(["jar", "cf", str(jars[name]), "-C", str(out), "."], check=True)
    return jars


def prepare() -> None:
    make_data.make(REPO)


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, CS3 + "/src/main/scala/movieLensDataAnalysis.scala",
                                     SLUG)
    cwd, main_class, jar, extra = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.hadoop.ms.gcs.root={make_data.GCS_ROOT}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}", *extra]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]),
                             "--class", main_class, str(jars[jar])], cwd=root / cwd, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    return case[7], f"{case[7]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, prepare=prepare,
                                    by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
