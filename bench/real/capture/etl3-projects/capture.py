"""Run the etl3 projects' programs unchanged with spark-submit, and write each etl3_* case's plans and
event_log.json from that one run.

- Every program is one `spark-submit`, from the project's root, in a fresh scratch copy of the laid-out repository
  (make_data.py): lalelisealstad's `main.py` (its workflow submits `main.py` to Dataproc) and its notebook-style
  `etl/extract_notebook.py` (`# %%` cells, run top to bottom as a script); allmamun556's `spark.py`; yennanliu's Scala
  objects, compiled unchanged from the scratch copy's `src/main/scala/` against the PySpark installation's jars (its
  README: `sbt assembly`, then `spark-submit` of the jar), each run with `spark-submit --class <object> <jar>`.
- Fixed cloud paths stay in the code: our stand-ins (`standin/`) serve `s3a://suntory-data/...` and the
  `gs://spark-lib/...` connector jar from local files (`spark.hadoop.fs.<scheme>.impl`), and `format('bigquery')`
  from a local csv of the table (`BigQuerySource`, on the driver's class path; the served connector jar is the same
  stand-in jar).
- Sessions as the other families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC) on the command line, with
  `-XX:ActiveProcessorCount=1` for the driver, so yennanliu's own `setMaster("local[*]")` is one thread.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, used as it is, class
  `etl2capture.PlanListener`) writes each query's plan after it ran (adaptive plans final); for the Python programs
  the etl family's `../etl-projects/hooks/sitecustomize.py` records, for each action, the project's line that called
  it and the plans written meanwhile. The Scala programs' plans are taken by their order in the run (`--explore`
  lists them with the listener's function name; the event log's call site names the Scala file and line).
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2); the execution whose plan is the case's, the n-th of them where one plan ran twice.

    PYTHONPATH=. .venv/bin/python bench/real/capture/etl3-projects/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action / plan of the programs, to choose the cases
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent / "etl-projects"      # the etl family's action hook, used as it is
LISTENER = HERE.parent / "etl2-projects" / "PlanListener.java"   # the etl2 family's listener, used as it is
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
RUNNER = "bench/real/capture/etl3-projects/capture.py"
LAL, YEN, ALL = make_data.LAL, make_data.YEN, make_data.ALL
GS_JAR = "gs://spark-lib/bigquery/spark-bigquery-with-dependencies_2.12-0.41.0.jar"   # main.py's spark.jars
YEN_SOURCES = ["sparkhelloworld/SparkProcessTitanic.scala", "sparkhelloworld/SparkTitanicETL.scala",
               "CiProject/aggre_vm_trans.scala", "CiProject/get_feature_vm_trans.scala",
               "CiProject/filter_vm_trans.scala", "util/SparkS3Utility.scala"]
TITANIC = "src/main/scala/sparkhelloworld/SparkProcessTitanic.scala"
PROJECT_JAR = "@project-jar"   # replaced by the jar compiled from the scratch copy

# program key -> (repository slug, spark-submit arguments after the session's). Run in this order.
PROGRAMS: dict[str, tuple[str, list[str]]] = {
    "lal_main": (LAL, ["main.py"]),
    "lal_notebook": (LAL, ["etl/extract_notebook.py"]),
    "all_spark": (ALL, ["spark.py"]),
    "yen_titanic": (YEN, ["--class", "sparkhelloworld.SparkProcessTitanic", PROJECT_JAR]),
    "yen_titanic_etl": (YEN, ["--class", "sparkhelloworld.SparkTitanicETL", PROJECT_JAR]),
    "yen_aggre": (YEN, ["--class", "CiProject.aggre_vm_trans", PROJECT_JAR]),
    "yen_feature": (YEN, ["--class", "CiProject.get_feature_vm_trans", PROJECT_JAR]),
    "yen_filter": (YEN, ["--class", "CiProject.filter_vm_trans", PROJECT_JAR]),
}
# session settings of one program beyond the common ones: get_feature_vm_trans adds two string columns
# (`sales_quantity+sales_after_supply`), which Spark 4's ANSI mode refuses and the Spark 2.3 it was written for casts
EXTRA_CONF = {"yen_feature": ["spark.sql.ansi.enabled=false"]}
SCALA = {k for k, (slug, _) in PROGRAMS.items() if slug == YEN}

# case id, part, program, file, line, action, occurrence (1-based among that file/line/action's calls), plan (Python:
# the n-th plan the call wrote, -1 the last; Scala: the n-th plan of the run). The split is fixed here before any
# label is written: the order the cases were planned, positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, str, int, str, int, int]] = [
    ("etl3_lal_main_show", "dev", "lal_main", "main.py", 93, "show", 1, -1),
    ("etl3_yen_titanic_sex_count_show", "heldout", "yen_titanic", TITANIC, 82, "show", 1, 3),
    ("etl3_all_agg_show", "dev", "all_spark", "spark.py", 64, "show", 1, -1),
    ("etl3_yen_titanic_agg_show", "dev", "yen_titanic", TITANIC, 99, "show", 1, 5),
    ("etl3_lal_notebook_grouped_show", "heldout", "lal_notebook", "etl/extract_notebook.py", 106, "show", 1, -1),
    ("etl3_yen_aggre_write", "dev", "yen_aggre", "src/main/scala/util/SparkS3Utility.scala", 37, "save", 1, 4),
    ("etl3_all_transformed_write", "heldout", "all_spark", "spark.py", 66, "csv", 1, -1),
    ("etl3_yen_titanic_avg_age_collect", "dev", "yen_titanic", TITANIC, 104, "collect", 1, 6),
    ("etl3_lal_notebook_columns_show", "dev", "lal_notebook", "etl/extract_notebook.py", 94, "show", 1, -1),
    ("etl3_yen_titanic_etl_write", "heldout", "yen_titanic_etl", "src/main/scala/sparkhelloworld/SparkTitanicETL.scala",
     59, "parquet", 1, 1),
    ("etl3_all_filter_show", "dev", "all_spark", "spark.py", 52, "show", 1, -1),
    ("etl3_yen_titanic_filled_write", "heldout", "yen_titanic", TITANIC, 153, "save", 1, 9),
    ("etl3_yen_feature_write", "dev", "yen_feature", "src/main/scala/CiProject/get_feature_vm_trans.scala", 56, "save",
     1, 4),
    ("etl3_yen_titanic_avg_fare_collect", "dev", "yen_titanic", TITANIC, 112, "collect", 1, 7),
    ("etl3_all_agg_write", "heldout", "all_spark", "spark.py", 69, "csv", 1, -1),
    ("etl3_yen_filter_write", "dev", "yen_filter", "src/main/scala/CiProject/filter_vm_trans.scala", 121, "save", 1, 3),
    ("etl3_yen_titanic_cast_filter_show", "heldout", "yen_titanic", TITANIC, 95, "show", 1, 4),
    ("etl3_lal_notebook_read_show", "dev", "lal_notebook", "etl/extract_notebook.py", 51, "show", 1, -1),
    ("etl3_yen_titanic_sql_limit_show", "dev", "yen_titanic", TITANIC, 81, "show", 1, 2),
    ("etl3_all_read_show", "heldout", "all_spark", "spark.py", 33, "show", 1, -1),
]


def build_jars() -> tuple[Path, Path]:
    """Our jar (the listener and the stand-ins, with the `bigquery` source registered) and yennanliu's jar."""
    classes = WORK / "classes"
    shutil.rmtree(classes, ignore_errors=True)
    (classes / "META-INF" / "services").mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), str(LISTENER),
                    *map(str, (HERE / "standin").glob("*.java"))], check=True)
    (classes / "META-INF" / "services" / "org.apache.spark.sql.sources.DataSourceRegister").write_text(
        "etl3capture.BigQuerySource\n")
    jar = WORK / "etl3-capture.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    # main.py's connector jar, served by the gs stand-in: our jar under that name
    served = make_data.STORE / "gs" / GS_JAR[len("gs://"):]
    served.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(jar, served)
    # yennanliu's Scala sources, unchanged, from a scratch copy
    src = make_data.scratch_copy(YEN, WORK / "work" / "yen_build") / "src" / "main" / "scala"
    yen_classes = WORK / "yen_classes"
    shutil.rmtree(yen_classes, ignore_errors=True)
    yen_classes.mkdir(parents=True)
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS, "-nowarn",
                    "-d", str(yen_classes), *[str(src / f) for f in YEN_SOURCES]], check=True)
    yen_jar = WORK / "spark-etl-pipeline.jar"
    subprocess.run(["jar", "cf", str(yen_jar), "-C", str(yen_classes), "."], check=True)
    return jar, yen_jar


def run(key: str, jar: Path, yen_jar: Path) -> Path:
    """One spark-submit of the program in a fresh scratch copy; the folder of its plans/, actions and log."""
    slug, args = PROGRAMS[key]
    args = [str(yen_jar) if a == PROJECT_JAR else a for a in args]
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = make_data.scratch_copy(slug, WORK / "work" / key)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(SHARED / "hooks"), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "AWS_EC2_METADATA_DISABLED": "true", "HF_HUB_OFFLINE": "1",
           # yennanliu's jobs copy these into fs.s3n.* (null is refused); placeholders, read by nothing: s3a is ours
           "AWS_ACCESS_KEY_ID": "placeholder", "AWS_SECRET_ACCESS_KEY": "placeholder"}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={out / 'warehouse'}",
            f"spark.hadoop.etl3.store.root={make_data.STORE}",
            "spark.hadoop.fs.s3a.impl=etl3capture.S3aLocalFileSystem", "spark.hadoop.fs.s3a.impl.disable.cache=true",
            # Spark's default S3A committer factory is not among the PySpark jars: the plain file committer
            "spark.hadoop.mapreduce.outputcommitter.factory.scheme.s3a="
            "org.apache.hadoop.mapreduce.lib.output.FileOutputCommitterFactory",
            "spark.hadoop.fs.gs.impl=etl3capture.GsLocalFileSystem", "spark.hadoop.fs.gs.impl.disable.cache=true",
            f"spark.etl3.bigquery.root={make_data.BQ_ROOT}", *EXTRA_CONF.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf, env=env)
    return out


actions_of, summary, same_plan = lib.actions_of, lib.summary, lib.same_plan


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    make_data.write_inputs()
    explore = argv[:1] == ["--explore"]
    wanted = argv[1:] if explore else argv
    if explore:
        keys = [k for k in PROGRAMS if not wanted or k in wanted]
        chosen = []
    else:
        chosen = [c for c in CASES if not wanted or c[0] in wanted]
        keys = [k for k in PROGRAMS if k in {c[2] for c in chosen}]
    jar, yen_jar = build_jars()
    start, failed = time.time(), []
    for key in keys:
        print(f"== {key}", flush=True)
        try:
            out = run(key, jar, yen_jar)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(key)
            continue
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        acts = actions_of(out)
        if explore:
            if key in SCALA:
                for n, stem in enumerate(stems, 1):
                    print(f"  plan {n} {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
            for a in acts:
                print(f"  {a['file']}:{a['line']} {a['action']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
                for stem in a["plans"]:
                    print(f"      {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
            continue
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case, part, _, file, line, action, occurrence, nth_plan in (c for c in chosen if c[2] == key):
            if key in SCALA:
                stem = stems[nth_plan - 1] if len(stems) >= nth_plan else None
            else:
                calls = [a for a in acts if (a["file"], a["line"], a["action"]) == (file, line, action)]
                ok = len(calls) >= occurrence and calls[occurrence - 1]["plans"]
                stem = calls[occurrence - 1]["plans"][nth_plan if nth_plan < 0 else nth_plan - 1] if ok else None
            if stem is None:
                print(f"  NOT CAPTURED: {case}: {action} at {file}:{line}")
                failed.append(case)
                continue
            target = BENCH / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            same = [s for s in stems if same_plan(out / "plans" / s, out / "plans" / stem)]
            print(f"  {case}: {stem} ({summary(target / 'plan.formatted.txt')})")
            if not lib.write_matched(target, log, RUNNER, nth=same.index(stem) + 1,
                                     action=f"{action} at {file}:{line}" + (f" (call {occurrence})" if occurrence > 1 else "")):
                failed.append(case)
    print(f"{len(keys)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
