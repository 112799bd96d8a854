"""Run the ETL projects' jobs and tests unchanged with spark-submit, and write each etl_* case's plans and
event_log.json from that one run.

- Every program is one `spark-submit`, from the project's root, the way its README or Makefile runs it (a job as
  `spark-submit jobs/etl_job.py ...`; a test module through our small driver, `drivers/run_unittest.py` or
  `drivers/run_pytest.py`, which call unittest/pytest as `python -m unittest`/`python -m pytest` do). It runs in a
  scratch copy of the laid-out repository (`make_data.py`: the jobs write their outputs into the project's own
  folders), so the laid-out copy is never written to.
- Sessions as the other families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC) given on the command line;
  a job's own `.master("local[*]")` still applies, with `-XX:ActiveProcessorCount=1` it is one thread; the pytest
  fixture's `.master("local[2]")` is two.
- Plans: our query-execution listener (`PlanListener.java`, `--jars`, `spark.sql.queryExecutionListeners`) writes
  each query's plan after it ran, so a case's plan is the one its action (a show, collect, count or write) really ran,
  adaptive plans final. `hooks/sitecustomize.py` (on PYTHONPATH for the run only) records, for each action, the
  project's line that called it and the plans written meanwhile (`actions.jsonl` of the run).
- `event_log.json`: codemap's reader on the same run's event log; the execution whose plan is the case's (operators and
  headers in order, ids blanked), the n-th of them in run order where the same plan ran more than once.

    PYTHONPATH=. .venv/bin/python bench/real/capture/etl-projects/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs, to choose the cases
"""
from __future__ import annotations

import filecmp
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402

BENCH = HERE.parents[1]
WORK = Path("/tmp/etl_capture")
RUNNER = "bench/real/capture/etl-projects/capture.py"
AIP, VQ, MB = ("alexioannides__pyspark-example-project", "vanquang0202__pyspark-etl-course",
               "martinbacaia__pyspark-etl-pipeline")
DRIVERS = HERE / "drivers"

# program key -> (repository slug, spark-submit arguments after the session's, extra environment)
PROGRAMS: dict[str, tuple[str, list[str], dict[str, str]]] = {
    # the README's command (`--master local[*]` aside: the common session's local[1])
    "aip_job": (AIP, ["--py-files", "packages.zip", "--files", "configs/etl_config.json", "jobs/etl_job.py"], {}),
    # the README: `python -m unittest tests/test_*.py`
    "aip_test": (AIP, [str(DRIVERS / "run_unittest.py"), "tests/test_etl_job.py"], {}),
    # the README's run order: `python final_project/etl_job.py` ...
    "vq_final": (VQ, ["final_project/etl_job.py"], {}),
    "vq_customer": (VQ, ["final_project/customer_etl_job.py"], {}),
    # projects/lakehouse_full_flow/run_local.sh
    "vq_lakehouse": (VQ, ["projects/lakehouse_full_flow/lakehouse_job.py", "--batch-id", "batch_20260720_001",
                          "--run-date", "2026-07-20", "--write-mode", "overwrite"], {}),
    "vq_ch36_main": (VQ, ["chapters/36_packaging_pyspark_project/main.py"], {}),
    "vq_ch13": (VQ, ["chapters/13_window_functions/demo.py"], {}),
    "vq_ch13_ex": (VQ, ["chapters/13_window_functions/exercise.py"], {}),
    "vq_ch14": (VQ, ["chapters/14_broadcast_join/demo.py"], {}),
    "vq_ch16": (VQ, ["chapters/16_cache_persist/demo.py"], {}),
    "vq_ch30": (VQ, ["chapters/30_mini_capstone_etl_project/demo.py"], {}),
    "vq_ch30_ex": (VQ, ["chapters/30_mini_capstone_etl_project/exercise.py"], {}),
    "vq_ch10": (VQ, ["chapters/10_groupby_report/demo.py"], {}),
    "vq_ch11": (VQ, ["chapters/11_spark_sql/demo.py"], {}),
    "vq_ch29": (VQ, ["chapters/29_upsert_scd_concept/demo.py"], {}),
    "vq_ch24": (VQ, [str(DRIVERS / "run_pytest.py"), "chapters/24_pyspark_unit_testing/demo.py"], {}),
    # the Makefile's `make test` (python -m pytest), the test modules that need no Delta table
    "mb_tests": (MB, [str(DRIVERS / "run_pytest.py"), "tests/test_silver.py", "tests/test_gold.py",
                      "tests/test_quality.py"], {"PYTHONPATH_EXTRA": make_data.PYDEPS}),
}

# case id, part, program, file, line, action, occurrence (1-based among that file/line/action's calls), plan (the
# n-th plan the call wrote, -1 the last). The split is fixed here before any label is written: the order the cases
# were planned, positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, str, int, str, int, int]] = [
    ("etl_vq_final_report_show", "dev", "vq_final", "final_project/etl_job.py", 229, "show", 1, -1),
    ("etl_aip_job_csv_write", "heldout", "aip_job", "jobs/etl_job.py", 110, "csv", 1, -1),
    ("etl_mb_dedup_window", "dev", "mb_tests", "tests/test_silver.py", 80, "collect", 1, -1),
    ("etl_vq_lakehouse_gold_parquet", "dev", "vq_lakehouse", "projects/lakehouse_full_flow/lakehouse_job.py", 174,
     "parquet", 1, -1),
    ("etl_mb_enrich_broadcast", "heldout", "mb_tests", "tests/test_silver.py", 94, "collect", 1, -1),
    ("etl_vq_customer_report_csv", "dev", "vq_customer", "final_project/customer_etl_job.py", 69, "csv", 1, -1),
    ("etl_aip_test_avg_collect", "heldout", "aip_test", "tests/test_etl_job.py", 58, "collect", 1, -1),
    ("etl_mb_top_products_window", "dev", "mb_tests", "tests/test_gold.py", 69, "collect", 1, -1),
    ("etl_vq_ch36_packaged_show", "dev", "vq_ch36_main", "chapters/36_packaging_pyspark_project/main.py", 25,
     "show", 1, -1),
    ("etl_vq_final_valid_parquet", "heldout", "vq_final", "final_project/etl_job.py", 231, "parquet", 1, -1),
    ("etl_mb_sessions_salted", "dev", "mb_tests", "tests/test_gold.py", 52, "collect", 1, -1),
    ("etl_vq_lakehouse_invalid_summary", "heldout", "vq_lakehouse", "projects/lakehouse_full_flow/lakehouse_job.py",
     182, "collect", 1, -1),
    ("etl_vq_ch16_cache_count", "dev", "vq_ch16", "chapters/16_cache_persist/demo.py", 43, "count", 1, -1),
    ("etl_aip_test_count", "dev", "aip_test", "tests/test_etl_job.py", 65, "count", 1, -1),
    ("etl_mb_parse_count", "heldout", "mb_tests", "tests/test_silver.py", 60, "count", 1, -1),
    ("etl_vq_customer_anti_show", "dev", "vq_customer", "final_project/customer_etl_job.py", 60, "show", 1, -1),
    ("etl_vq_ch30_window_report", "heldout", "vq_ch30", "chapters/30_mini_capstone_etl_project/demo.py", 85,
     "show", 1, -1),
    ("etl_mb_quality_distinct_count", "dev", "mb_tests", "src/pipeline/quality.py", 70, "count", 1, -1),
    ("etl_vq_final_unmapped_count", "dev", "vq_final", "final_project/etl_job.py", 203, "count", 1, -1),
    ("etl_vq_lakehouse_bronze_write", "heldout", "vq_lakehouse", "projects/lakehouse_full_flow/lakehouse_job.py",
     164, "parquet", 1, -1),
]

# settings beyond the common ones. customer_etl_job.py parses birth dates such as 31/02/1990 with to_date: under
# Spark 4's default ANSI mode the job stops at its first show (DateTimeException), as it did not on Spark 3 (its
# sibling final_project/etl_job.py turns ANSI off itself for the same reason).
SETTINGS: dict[str, list[str]] = {"vq_customer": ["spark.sql.ansi.enabled=false"]}


def listener_jar() -> Path:
    classes = WORK / "classes"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), str(HERE / "PlanListener.java")],
                   check=True)
    jar = WORK / "etl-listener.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


def standin_jar() -> Path:
    """Delta's catalog and session extension stood in for (standin/): martinbacaia's test fixture names them."""
    classes = WORK / "classes-standin"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), *map(str, (HERE / "standin").glob("*.java"))],
                   check=True)
    jar = WORK / "delta-standin.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


def run(key: str, jar: Path) -> Path:
    """One spark-submit of the program in a fresh scratch copy; the folder of its plans/, actions and log."""
    slug, args, extra = PROGRAMS[key]
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = make_data.scratch_copy(slug, WORK / "work" / key)
    plans, actions = out / "plans", out / "actions.jsonl"
    pythonpath = [str(HERE / "hooks"), *([extra["PYTHONPATH_EXTRA"]] if "PYTHONPATH_EXTRA" in extra else [])]
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": os.pathsep.join(pythonpath),
           "PYTHONDONTWRITEBYTECODE": "1", "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans),
           "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etlcapture.PlanListener",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={out / 'warehouse'}", *SETTINGS.get(key, [])]
    jars = str(jar) + ("," + str(standin_jar()) if slug == MB else "")
    lib.submit(out / "log", ["--jars", jars, *args], cwd=root, conf=conf, env=env)
    return out


actions_of, summary = lib.actions_of, lib.summary


def _same_plan(a: Path, b: Path) -> bool:
    return filecmp.cmp(f"{a}.simple.txt", f"{b}.simple.txt", shallow=False) or \
        lib._norm(Path(f"{a}.simple.txt").read_text()) == lib._norm(Path(f"{b}.simple.txt").read_text())


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    explore = argv[:1] == ["--explore"]
    wanted = argv[1:] if explore else argv
    if explore:
        keys = [k for k in PROGRAMS if not wanted or k in wanted]
        chosen = []
    else:
        chosen = [c for c in CASES if not wanted or c[0] in wanted]
        keys = list(dict.fromkeys(c[2] for c in chosen))
    jar = listener_jar()
    start, failed = time.time(), []
    for key in keys:
        print(f"== {key}", flush=True)
        try:
            out = run(key, jar)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(key)
            continue
        acts = actions_of(out)
        if explore:
            for a in acts:
                print(f"  {a['file']}:{a['line']} {a['action']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
                for stem in a["plans"]:
                    print(f"      {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
            continue
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        for case, part, _, file, line, action, occurrence, nth_plan in (c for c in chosen if c[2] == key):
            calls = [a for a in acts if (a["file"], a["line"], a["action"]) == (file, line, action)]
            if len(calls) < occurrence or not calls[occurrence - 1]["plans"]:
                print(f"  NOT CAPTURED: {case}: {len(calls)} calls of {action} at {file}:{line}")
                failed.append(case)
                continue
            stem = calls[occurrence - 1]["plans"][nth_plan if nth_plan < 0 else nth_plan - 1]
            target = BENCH / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            same = [s for s in stems if _same_plan(out / "plans" / s, out / "plans" / stem)]
            print(f"  {case}: {stem} ({summary(target / 'plan.formatted.txt')})")
            if not lib.write_matched(target, log, RUNNER, nth=same.index(stem) + 1,
                                     action=f"{action} at {file}:{line}" + (f" (call {occurrence})" if occurrence > 1 else "")):
                failed.append(case)
    print(f"{len(keys)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
