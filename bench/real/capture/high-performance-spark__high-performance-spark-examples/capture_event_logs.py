"""Run each hps_* case's code again the way a user would, with event logging on, and store in the case folder
(dev and held-out) what codemap reads from the event log for the SQL execution that ran the case's action:
`event_log.json` (matched as ../databricks__learningsparkv2/capture_event_logs_lib.py says, or, where that
cannot tell two executions apart, as `choose` below says; the way is written in the file).

- Scala: the repository's dataframe/{HappyPandas,LoadSave,MixedDataset,RawPandas}.scala,
  tools/GenerateScalingData.scala and perf/SimplePerfTest.scala, compiled unchanged against the PySpark
  installation's jars (`scala.tools.nsc.Main` of the shipped scala-compiler jar) into hps.jar.
  `SimplePerfTest` has a main: `spark-submit --class ...perf.SimplePerfTest hps.jar 200 5`. The DataFrame
  examples are library functions: RunHpsCase.scala, our driver, calls the one a case names the way the
  repository's tests do: `spark-submit --jars hps.jar --class codemap.hpscapture.RunHpsCase driver.jar
  df_self_join /tmp/.../pandas.parquet` (one run per case, with the case's session settings).
- Python, as the repository's run_pyspark_examples.sh runs its examples (spark-submit, `--jars` the built
  Scala jar, from the repository's root): `spark-submit --jars hps.jar python/examples/simple_perf.py 200 5`.
  The library classes with no main of their own are called by small drivers of ours (copied to the
  scratch space and run from there, as the jars are), from `python/`:
  run_unittest.py runs the repository's unittest `examples.test_dual_write_new` unchanged (the
  `asyncactions` it imports is PyPI's pyspark-asyncactions 0.0.4, installed to a temp folder);
  previous_run_events.py calls `LoadPreviousRunData(spark).do_magic()`, which reads the oldest event log
  in /tmp/spark-events (hard-coded): an earlier run of simple_perf.py logs there first.
- The declarative pipeline: `spark-pipelines run --spec spark-pipeline.yml` in a copy of
  `spark-pipeline-ex/` and `data/` (the run writes its tables beside the spec).
Sessions as the captures' (case.json `notes`): local[1], no UI, 4 shuffle partitions, UTC, plus the case's
own settings, given as --master/--conf; the pipeline as its spec says, plus no UI, UTC (`submit_pipeline`
says why not also spark.eventLog.rolling.enabled=false, as the captures had).

    PYTHONPATH=. .venv/bin/python bench/real/capture/high-performance-spark__high-performance-spark-examples/capture_event_logs.py [case ...]
"""
from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402

from codemap_pipeline.plans import eventlog  # noqa: E402
from codemap_pipeline.plans.parser import parse_plan_text  # noqa: E402

SLUG = "high-performance-spark__high-performance-spark-examples"
BENCH = HERE.parents[1]
REPO = BENCH / "repos" / SLUG
SCALA = REPO / "core" / "src" / "main" / "scala" / "com" / "high-performance-spark-examples"
WORK = Path("/tmp/evlog") / SLUG
RUNNER = f"bench/real/capture/{SLUG}/capture_event_logs.py"
# inputs where the captures had them: a scan's header prints its path, cut short when long
INPUTS = Path("/tmp/codemap_hps")
PANDAS = INPUTS / "data" / "pandas.parquet"
PYDEPS = WORK / "pydeps"
SPARK_EVENTS = Path("/tmp/spark-events")   # where load_previous_run_data.py looks, and Spark's default log folder
NO_AQE, NO_BROADCAST = "spark.sql.adaptive.enabled=false", "spark.sql.autoBroadcastJoinThreshold=-1"
DRIVER = ["--jars", "HPS_JAR", "--class", "codemap.hpscapture.RunHpsCase", "DRIVER_JAR"]

# run -> (spark-submit arguments after the session's, --conf settings, folder it runs from)
RUNS = {
    "dedup_encode": ([*DRIVER, "dedup_encode"], [NO_AQE], "scratch"),
    "describe": ([*DRIVER, "describe", "PANDAS"], [], "scratch"),
    "df_self_join": ([*DRIVER, "df_self_join", "PANDAS"], [NO_BROADCAST, NO_AQE], "scratch"),
    "happy_sums": ([*DRIVER, "happy_sums"], [], "scratch"),
    "pandas_sql": ([*DRIVER, "pandas_sql", "PANDAS"], [], "scratch"),
    "typed_self_join": ([*DRIVER, "typed_self_join"], [NO_BROADCAST], "scratch"),
    "udf_join": ([*DRIVER, "udf_join", "PANDAS"], [NO_BROADCAST], "scratch"),
    "union_squishy": ([*DRIVER, "union_squishy"], [], "scratch"),
    "bad_udf_join": ([*DRIVER, "bad_udf_join", "PANDAS"], [NO_BROADCAST], "scratch"),
    "explode_places": ([*DRIVER, "explode_places"], [], "scratch"),
    "mapgroups_max": ([*DRIVER, "mapgroups_max"], [], "scratch"),
    "relative_sizes": ([*DRIVER, "relative_sizes", "PANDAS"], [], "scratch"),
    "typed_max_per_zip": ([*DRIVER, "typed_max_per_zip"], [], "scratch"),
    "SimplePerfTest": (["--class", "com.highperformancespark.examples.perf.SimplePerfTest", "HPS_JAR", "200", "5"],
                       [], "scratch"),
    "simple_perf.py": (["--jars", "HPS_JAR", "python/examples/simple_perf.py", "200", "5"], [], "repo"),
    "dual_write": (["RUN_UNITTEST", "examples.test_dual_write_new.DualWriteTest.test_actual_dual_write"], [], "python"),
    "previous_run": (["PREVIOUS_RUN_EVENTS"], [], "python"),
    "pipeline": (["run", "--spec", "spark-pipeline.yml"], [], "pipeline"),
}
# case id, part, run, the action (case.json), the call site Spark records for it, the n-th execution with the
# case's plan in run order where that site cannot tell, or a `choose` rule (below)
CASES = [
    ("hps_dedup_encode", "dev", "dedup_encode", "encodePandaType(removeDuplicates(...)).collect()", None, None),
    ("hps_describe", "dev", "describe", "df.collect() in describePandas, HappyPandas.scala line 229",
     "collect at HappyPandas.scala:229", None),
    ("hps_df_self_join", "dev", "df_self_join", "HappyPandas.selfJoin(...).collect()", None, None),
    ("hps_happy_sums", "dev", "happy_sums", ".reduce(...) in happyPandaSums, MixedDataset.scala line 31",
     "reduce at MixedDataset.scala:31", None),
    ("hps_pandas_sql", "dev", "pandas_sql", "minMeanSizePerZip(simpleSqlExample(...)).collect()", None, None),
    ("hps_typed_self_join", "dev", "typed_self_join", "MixedDataset.selfJoin(...).collect()", None, None),
    ("hps_udf_join", "dev", "udf_join", "HappyPandas.okJoin(l, r).collect()", None, None),
    ("hps_union_squishy", "dev", "union_squishy", "squishyPandas(unionPandas(...)).collect()", None, None),
    ("hps_perf_df_count_py", "dev", "simple_perf.py", "the last runOnDF count(), simple_perf.py line 66", None, 10),
    ("hps_dual_write", "dev", "dual_write", "df1.write...saveAsync(p1), dual_write.py line 18", None, "data1"),
    ("hps_pipeline_popular_projects", "dev", "pipeline", "the flow of materialized view popular_projects", None, None),
    ("hps_pipeline_project_summary", "dev", "pipeline", "the flow of materialized view project_summary", None, None),
    ("hps_bad_udf_join", "heldout", "bad_udf_join", "HappyPandas.badJoin(l, r).collect()", None, None),
    ("hps_explode_places", "heldout", "explode_places", "squishPandaFromPace(createFromLocal(places)).collect()",
     None, None),
    ("hps_mapgroups_max", "heldout", "mapgroups_max", "maxPandaSizePerZipScala(...).collect()", None, None),
    ("hps_perf_df_count", "heldout", "SimplePerfTest", "the last testOnDataFrame count(), SimplePerfTest.scala line 91",
     "count at SimplePerfTest.scala:91", 10),
    ("hps_relative_sizes", "heldout", "relative_sizes", "computeRelativePandaSizes(...).collect()", None, None),
    ("hps_typed_max_per_zip", "heldout", "typed_max_per_zip", "MixedDataset.maxPandaSizePerZip(...).collect()",
     None, None),
    ("hps_pipeline_creator_stats", "heldout", "pipeline", "the flow of materialized view creator_stats", None, None),
    ("hps_previous_run_events", "heldout", "previous_run", "special_events.show(), load_previous_run_data.py line 29",
     None, 1),
]
SCALA_FILES = ["dataframe/HappyPandas.scala", "dataframe/LoadSave.scala", "dataframe/MixedDataset.scala",
               "dataframe/RawPandas.scala", "tools/GenerateScalingData.scala", "perf/SimplePerfTest.scala"]


def build_jars() -> tuple[Path, Path]:
    """hps.jar: the repository's classes, compiled unchanged; driver.jar: RunHpsCase, compiled against them."""
    jars = []
    for name, sources, classpath in (("hps", [str(SCALA / f) for f in SCALA_FILES], lib.JARS),
                                     ("driver", [str(HERE / "RunHpsCase.scala")], f"{lib.JARS}:{WORK / 'hps.jar'}")):
        with tempfile.TemporaryDirectory() as classes:
            subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-nowarn", "-usejavacp", "-classpath",
                            classpath, "-d", classes, *sources], check=True)
            subprocess.run(["jar", "cf", str(WORK / f"{name}.jar"), "-C", classes, "."], check=True)
        jars.append(WORK / f"{name}.jar")
    return jars[0], jars[1]


def write_pandas(path: Path, rows: int = 60, seed: int = 7) -> None:
    """The Pandas case class's columns (name, zip, pandaSize, age) as a parquet file, as loadParquet reads it."""
    import pyarrow as pa
    import pyarrow.parquet as pq
    rng = random.Random(seed)
    names = ["bata", "wiza", "dabdob", "hanafy", "hamdi", "mei", "bao", "xiang", "lun", "tian"]
    table = pa.table({
        "name": [f"{rng.choice(names)}{i}" for i in range(rows)],
        "zip": [rng.choice(["10010", "11000", "11111", "94110"]) for _ in range(rows)],
        "pandaSize": pa.array([rng.randint(5, 30) for _ in range(rows)], pa.int32()),
        "age": pa.array([rng.randint(1, 20) for _ in range(rows)], pa.int32()),
    })
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(table, path)


def python_deps() -> None:
    """Into a temp folder: the `asyncactions` examples/dual_write.py imports (PyPI: pyspark-asyncactions 0.0.4),
    and what pyspark.pipelines' Spark Connect client needs beyond this venv (grpcio-status at the installed
    grpcio's version, googleapis-common-protos)."""
    import grpc
    wanted = {"asyncactions": "pyspark-asyncactions==0.0.4", "grpc_status": f"grpcio-status=={grpc.__version__}",
              "google/rpc": "googleapis-common-protos"}
    missing = [spec for module, spec in wanted.items() if not (PYDEPS / module).is_dir()]
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(PYDEPS),
                        *missing], check=True)


def submit_pipeline(log_dir: Path, args: list[str], cwd: Path, env: dict) -> Path:
    """`spark-pipelines run ...` with event logging on, as lib.submit runs spark-submit."""
    shutil.rmtree(log_dir, ignore_errors=True)
    log_dir.mkdir(parents=True)
    # spark-submit's options go before the pipeline command (after it they reach the pipeline CLI, not Spark).
    # No more than these four: PythonRunner hands the confs to the local Connect server in groups of 10
    # (PYSPARK_REMOTE_INIT_CONF_<i>) and PySpark 4.3's _start_connect_server keeps only the last group, so
    # with an 11th conf (spark.eventLog.rolling.enabled=false, as the captures had) event logging was lost.
    command = [str(lib.SPARK_HOME / "bin" / "spark-pipelines"), "--conf", "spark.ui.enabled=false",
               "--conf", "spark.sql.session.timeZone=UTC", "--conf", "spark.eventLog.enabled=true",
               "--conf", f"spark.eventLog.dir=file:{log_dir}", *args]
    shown = lib.shown(["spark-pipelines", *command[1:]])
    print("  $ " + shown, flush=True)
    done = subprocess.run(command, cwd=cwd, env={**os.environ, **env}, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        print("  exit code", done.returncode, "\n   " + "\n   ".join(done.stderr.splitlines()[-8:]))
    logs = [p for p in log_dir.iterdir() if not p.name.endswith(".inprogress")]
    if len(logs) != 1:
        raise SystemExit(f"expected one finished event log in {log_dir}, found {[p.name for p in log_dir.iterdir()]}")
    (log_dir / "command.txt").write_text(shown + "\n")
    return logs[0]


def operators(plan) -> list[str]:
    return [n.operator for n in plan.nodes if n.node_id is not None and n.operator not in lib.NOT_IN_EVENT_LOGS]


def choose(case_dir: Path, log: Path, action: str, marker: str) -> bool:
    """Two writes of one cached DataFrame run at once in two threads (dual_write.py): both executions have
    the case's operators and neither the site (PySpark's) nor the run order tells them apart. The case's
    write is the one whose command names its output folder (`.../data1`), as the case's plan does."""
    want = operators(parse_plan_text((case_dir / "plan.simple.txt").read_text())[0])
    hits = [p for p in eventlog.read_event_log(log)
            if operators(p) == want and marker in (p.nodes[0].header if p.nodes else "")]
    if len(hits) != 1:
        print(f"  NOT MATCHED: {case_dir.name}: {len(hits)} executions with the plan's numbered operators writing "
              f"to {marker!r}")
        return False
    plan = hits[0]
    how = (f"the plan's operators in order but explain()'s InMemoryRelation node, which event logs lack (headers "
           f"differ: temp folders, the run's timestamp); of the two writes run in parallel threads, the one whose "
           f"command writes to .../{marker}, as the case's")
    out = {"execution_id": plan.execution_id, "description": plan.title, "call_site": plan.call_site,
           **lib.log_facts(log), "spark_submit": (log.parent / "command.txt").read_text().strip(),
           "matched_by": how, "action": action, "runner": RUNNER}
    (case_dir / "event_log.json").write_text(json.dumps(out, indent=2) + "\n")
    print(f"  {case_dir.parent.name}/{case_dir.name}: execution {plan.execution_id} {plan.title!r} ({how})")
    return True


def prepare(where: str, scratch: Path) -> Path:
    """The folder a run starts in."""
    if where == "repo":
        return REPO
    if where == "python":
        return REPO / "python"
    if where == "pipeline":   # a copy: the run writes spark-warehouse/ beside the spec
        sdp = INPUTS / "sdp"
        shutil.rmtree(sdp, ignore_errors=True)
        shutil.copytree(REPO / "spark-pipeline-ex", sdp / "spark-pipeline-ex")
        shutil.copytree(REPO / "data", sdp / "data")
        return sdp / "spark-pipeline-ex"
    return scratch


def seed_spark_events(hps_jar: Path, env: dict) -> bool:
    """An earlier run logging to /tmp/spark-events, the log do_magic() reads. Only into a missing or empty
    folder: another's logs there are not ours to read or remove."""
    if SPARK_EVENTS.exists() and any(SPARK_EVENTS.iterdir()):
        print(f"  {SPARK_EVENTS} is not empty: previous_run not run")
        return False
    lib.submit(SPARK_EVENTS, ["--jars", str(hps_jar), "python/examples/simple_perf.py"], cwd=REPO, env=env)
    (SPARK_EVENTS / "command.txt").unlink()
    return True


def main(wanted: list[str]) -> None:
    chosen = [c for c in CASES if not wanted or c[0] in wanted]
    runs = list(dict.fromkeys(c[2] for c in chosen))
    WORK.mkdir(parents=True, exist_ok=True)
    hps_jar, driver_jar = build_jars()
    write_pandas(PANDAS)
    drivers = {}   # our Python drivers, run from the scratch space as the jars are (no checkout path in the logs)
    for name in ("run_unittest.py", "previous_run_events.py"):
        drivers[name.removesuffix(".py").upper()] = str(shutil.copy(HERE / name, WORK / name))
    python_deps()
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "PYTHONPATH": os.pathsep.join([str(REPO / "python"), str(PYDEPS)])}
    failed = []
    for run in runs:
        print(f"== {run}", flush=True)
        args, conf, where = RUNS[run]
        args = [{"HPS_JAR": str(hps_jar), "DRIVER_JAR": str(driver_jar), "PANDAS": str(PANDAS), **drivers}.get(a, a)
                for a in args]
        made_events = False
        with tempfile.TemporaryDirectory() as scratch:
            cwd = prepare(where, Path(scratch))
            log_dir = WORK / "logs" / run.replace(".", "_")
            try:
                if run == "previous_run":
                    made_events = not SPARK_EVENTS.exists()
                    if not seed_spark_events(hps_jar, env):
                        failed += [c[0] for c in chosen if c[2] == run]
                        continue
                if run == "pipeline":
                    log = submit_pipeline(log_dir, args, cwd, env)
                else:
                    log = lib.submit(log_dir, args, cwd=cwd, env=env,
                                     conf=[*conf, f"spark.sql.warehouse.dir={Path(scratch) / 'warehouse'}"])
            except SystemExit as exc:   # no finished log: the run's cases get none
                print(f"  NOT RUN: {exc}")
                failed += [c[0] for c in chosen if c[2] == run]
                continue
            finally:
                if made_events:
                    shutil.rmtree(SPARK_EVENTS, ignore_errors=True)
        for case, part, _, action, site, nth in (c for c in chosen if c[2] == run):
            case_dir = BENCH / part / case
            ok = (choose(case_dir, log, action, nth) if isinstance(nth, str)
                  else lib.write_matched(case_dir, log, RUNNER, site=site, nth=nth, action=action))
            if not ok:
                failed.append(case)
    print("not matched: " + (", ".join(failed) or "none"))


if __name__ == "__main__":
    main(sys.argv[1:])
