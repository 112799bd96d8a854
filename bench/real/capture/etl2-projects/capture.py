"""Run the etl2 projects' jobs and tests unchanged with spark-submit, and write each etl2_* case's plans and
event_log.json from that one run.

- Every program is one `spark-submit`, from the project's root, the way its README runs it (san-7771's
  `python main.py` as `spark-submit main.py`, its `pytest tests/` through our small driver `drivers/run_pytest.py`;
  ravisku's Glue scripts `etl_script/01_bronze.py`, `02_silver.py`, `03_gold.py` in that order, then its tests).
  It runs in a scratch copy of the laid-out repository (make_data.py), so the laid-out copy is never written to.
- ravisku's fixed `s3://sales-pyspark-etl/...` paths are served by our stand-in file system
  (`standin/S3LocalFileSystem.java`, `spark.hadoop.fs.s3.impl`) from `/tmp/etl2_capture/s3/`; the bronze run starts
  from a fresh copy holding only the generated source files, the later runs read what the earlier ones wrote.
  boto3 (the Glue crawler call after each script) is pointed at no credentials file and no instance metadata, so
  it fails at once and the scripts log that, as written.
- Sessions as the other families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC) on the command line, with
  `-XX:ActiveProcessorCount=1` for the driver, so san-7771's own `.master("local[*]")` is one thread (its test
  fixture's `.master("local[2]")` is two).
- Plans: our query-execution listener (`PlanListener.java`, `--jars`, `spark.sql.queryExecutionListeners`) writes
  each query's plan after it ran (adaptive plans final); the etl family's `hooks/sitecustomize.py` (on PYTHONPATH for the run only)
  records, for each action, the project's line that called it and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of ../databricks__learningsparkv2, as the other families); the execution whose plan is the
  case's (operators and headers in order, ids blanked), the n-th of them in run order where the same plan ran twice.

    PYTHONPATH=. .venv/bin/python bench/real/capture/etl2-projects/capture.py [case ...]
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
SHARED = HERE.parent / "etl-projects"    # the etl family's action hook, used as it is
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
RUNNER = "bench/real/capture/etl2-projects/capture.py"
SAN, RAV = make_data.SAN, make_data.RAV
DRIVERS = HERE / "drivers"

# program key -> (repository slug, spark-submit arguments after the session's). Run in this order.
PROGRAMS: dict[str, tuple[str, list[str]]] = {
    # the README: `python main.py`, `pytest tests/ -v`
    "san_main": (SAN, ["main.py"]),
    "san_tests": (SAN, [str(DRIVERS / "run_pytest.py"), "-v", "tests/"]),
    # the Glue jobs of the deploy workflow, in the pipeline's order; then the README's tests
    "rav_bronze": (RAV, ["etl_script/01_bronze.py"]),
    "rav_silver": (RAV, ["etl_script/02_silver.py"]),
    "rav_gold": (RAV, ["etl_script/03_gold.py"]),
    "rav_tests": (RAV, [str(DRIVERS / "run_pytest.py"), "-v", "tests/"]),
}
# a run of a later ravisku program needs the S3 folder the earlier ones wrote
NEEDS = {"rav_silver": ["rav_bronze"], "rav_gold": ["rav_bronze", "rav_silver"],
         "rav_tests": ["rav_bronze", "rav_silver"]}

# case id, part, program, file, line, action, occurrence (1-based among that file/line/action's calls), plan (the
# n-th plan the call wrote, -1 the last). The split is fixed here before any label is written: the order the cases
# were planned, positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, str, int, str, int, int]] = [
    ("etl2_san_gold_write", "dev", "san_main", "load/load.py", 50, "parquet", 1, -1),
    ("etl2_rav_silver_dedup_write", "heldout", "rav_silver", "etl_script/02_silver.py", 80, "parquet", 1, -1),
    ("etl2_san_clean_count", "dev", "san_main", "transform/transform.py", 33, "count", 1, -1),
    ("etl2_rav_gold_customer_write", "dev", "rav_gold", "etl_script/03_gold.py", 165, "parquet", 1, -1),
    ("etl2_san_test_distinct_collect", "heldout", "san_tests", "tests/test_transformations.py", 88, "collect", 1, -1),
    ("etl2_rav_bronze_write", "dev", "rav_bronze", "etl_script/01_bronze.py", 65, "parquet", 1, -1),
    ("etl2_san_quality_valid_values", "heldout", "san_main", "utils/data_quality.py", 58, "count", 1, -1),
    ("etl2_san_silver_write", "dev", "san_main", "transform/transform.py", 65, "parquet", 1, -1),
    ("etl2_rav_gold_latest_date", "dev", "rav_gold", "etl_script/03_gold.py", 100, "collect", 1, -1),
    ("etl2_san_gold_count", "heldout", "san_main", "load/load.py", 40, "count", 1, -1),
    ("etl2_rav_test_silver_dup_count", "dev", "rav_tests", "tests/02_silver_test.py", 53, "count", 1, -1),
    ("etl2_san_test_discount_collect", "heldout", "san_tests", "tests/test_transformations.py", 136, "collect", 1, -1),
    ("etl2_san_quality_duplicates_distinct", "dev", "san_main", "utils/data_quality.py", 42, "count", 1, -1),
    ("etl2_rav_gold_sales_write", "dev", "rav_gold", "etl_script/03_gold.py", 63, "parquet", 1, -1),
    ("etl2_rav_test_bronze_null_count", "heldout", "rav_tests", "tests/01_bronze_test.py", 42, "count", 1, -1),
    ("etl2_san_extract_count", "dev", "san_main", "extract/extract.py", 21, "count", 1, -1),
    ("etl2_san_test_negative_count", "heldout", "san_tests", "tests/test_transformations.py", 167, "count", 1, -1),
    ("etl2_san_quality_nulls_product", "dev", "san_main", "utils/data_quality.py", 27, "count", 3, -1),
    ("etl2_rav_test_bronze_source_count", "dev", "rav_tests", "tests/01_bronze_test.py", 29, "count", 1, -1),
    ("etl2_san_bronze_write", "heldout", "san_main", "extract/extract.py", 34, "parquet", 1, -1),
]


def listener_jar() -> Path:
    classes = WORK / "classes"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), str(HERE / "PlanListener.java"),
                    *map(str, (HERE / "standin").glob("*.java"))], check=True)
    jar = WORK / "etl2-capture.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


def run(key: str, jar: Path) -> Path:
    """One spark-submit of the program in a fresh scratch copy; the folder of its plans/, actions and log."""
    slug, args = PROGRAMS[key]
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    if key == "rav_bronze":
        make_data.write_sales()
    root = make_data.scratch_copy(slug, WORK / "work" / key)
    plans, actions = out / "plans", out / "actions.jsonl"
    nowhere = str(WORK / "no-aws-config")
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(SHARED / "hooks"), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "AWS_EC2_METADATA_DISABLED": "true", "AWS_CONFIG_FILE": nowhere, "AWS_SHARED_CREDENTIALS_FILE": nowhere}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={out / 'warehouse'}"]
    if slug == RAV:
        conf += ["spark.hadoop.fs.s3.impl=etl2capture.S3LocalFileSystem", f"spark.hadoop.etl2.s3.root={make_data.S3_ROOT}",
                 "spark.hadoop.fs.s3.impl.disable.cache=true"]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf, env=env)
    return out


actions_of, summary = lib.actions_of, lib.summary


def same_plan(a: Path, b: Path) -> bool:
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
    keys = [k for k in PROGRAMS if k in keys or any(k in NEEDS.get(j, []) for j in keys)]
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
            same = [s for s in stems if same_plan(out / "plans" / s, out / "plans" / stem)]
            print(f"  {case}: {stem} ({summary(target / 'plan.formatted.txt')})")
            if not lib.write_matched(target, log, RUNNER, nth=same.index(stem) + 1,
                                     action=f"{action} at {file}:{line}" + (f" (call {occurrence})" if occurrence > 1 else "")):
                failed.append(case)
    print(f"{len(keys)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
