"""Run two of the example's jobs with Spark's event log on, and keep the log: a real event log of the
example, with the final plan of each SQL execution and its metrics.

usage: python examples/capture_eventlog.py [--out examples/eventlogs]
"""

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import capture_plans  # noqa: E402  (the same generated data and session settings as the plans)

JOBS = ["revenue_by_country", "top_customers"]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "eventlogs")
    parser.add_argument("--data-dir", type=Path, default=capture_plans.DEFAULT_DATA_DIR)
    args = parser.parse_args(argv)

    data_dir = args.data_dir.resolve()
    os.environ["RETAIL_DATA_DIR"] = str(data_dir)
    os.environ["RETAIL_OUTPUT_DIR"] = str(data_dir / "marts")
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    sys.path.insert(0, str(capture_plans.RETAIL_DIR))
    from pyspark.sql import SparkSession
    from retail_jobs.main import JOBS as ALL_JOBS

    log_dir = Path(tempfile.mkdtemp(prefix="codemap-eventlog-"))
    spark = (
        SparkSession.builder.master("local[1]").appName("codemap-example-eventlog")
        .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "4").config("spark.sql.session.timeZone", "UTC")
        .config("spark.eventLog.enabled", "true").config("spark.eventLog.dir", log_dir.as_uri())
        .config("spark.eventLog.compress", "false")
        .getOrCreate()
    )
    try:
        capture_plans.write_tables(spark, data_dir)
        for name in JOBS:
            with capture_plans.session_settings(spark, capture_plans.JOB_SETTINGS.get(name, {})):
                rows = ALL_JOBS[name](spark).collect()
            print(f"{name}: {len(rows)} rows")
    finally:
        spark.stop()
    args.out.mkdir(parents=True, exist_ok=True)
    for log in log_dir.iterdir():
        # Spark 4 writes a rolling log: an eventlog_v2_<app> folder of events_<n>_<app> parts
        target = args.out / log.name
        shutil.rmtree(target, ignore_errors=True)
        (shutil.copytree if log.is_dir() else shutil.copyfile)(log, target)
        print(f"wrote {target}")
    shutil.rmtree(log_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
