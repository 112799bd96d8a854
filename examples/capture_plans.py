"""Run the retail example jobs on small generated data and save their real physical plans.

For every job in retail_jobs.main.JOBS this script builds the DataFrame with the job's own
build_* function, runs it (collect) and then saves what `df.explain()` and
`df.explain(mode="formatted")` print, so adaptive plans are captured in their final form.

    .venv/bin/python examples/capture_plans.py [--data-dir DIR] [--plans-dir DIR]

The job code is imported unmodified; only RETAIL_DATA_DIR is set so retail_jobs.config finds the
generated tables.
"""

import argparse
import contextlib
import datetime as dt
import io
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

EXAMPLES_DIR = Path(__file__).resolve().parent
RETAIL_DIR = EXAMPLES_DIR / "retail"
DEFAULT_PLANS_DIR = EXAMPLES_DIR / "plans"
DEFAULT_DATA_DIR = Path(tempfile.gettempdir()) / "codemap_retail_data"

# Per-job session settings, applied before the DataFrame is built and restored afterwards.
# Tiny tables would make every join a broadcast join; turning broadcasting off for some jobs
# gives the sort-merge joins that production-sized data produces. AQE is turned off for a few
# jobs so plans without an AdaptiveSparkPlan wrapper are in the set too.
JOB_SETTINGS = {
    "revenue_by_country": {},
    "top_customers": {"spark.sql.autoBroadcastJoinThreshold": "-1"},
    "category_sales": {"spark.sql.adaptive.enabled": "false"},
    "top_products_per_country": {"spark.sql.autoBroadcastJoinThreshold": "-1"},
    "customer_order_gaps": {"spark.sql.adaptive.enabled": "false"},
    "monthly_channel_report": {},
    "net_revenue_by_segment": {
        "spark.sql.autoBroadcastJoinThreshold": "-1",
        "spark.sql.adaptive.enabled": "false",
    },
    "order_activity": {},
}

COUNTRY_SPELLINGS = [
    "United Kingdom", "UK", "uk", "Great Britain",
    "United States", "USA", "us", "U.S.",
    "Germany", "deutschland", "France", "france",
    "Spain", "espana", "Netherlands", "holland",
]
SEGMENTS = ["consumer", "small_business", "enterprise"]
CATEGORIES = ["books", "electronics", "garden", "toys", "grocery"]
CHANNELS = ["web", "mobile", "store"]
STATUSES = ["complete"] * 7 + ["cancelled", "pending", "returned"]
RETURN_REASONS = ["damaged", "wrong_item", "late_delivery", "changed_mind"]


def generate_tables(seed: int = 7):
    """Small deterministic retail tables as {name: (rows, schema)}."""
    from pyspark.sql.types import (
        DateType, DoubleType, IntegerType, LongType, StringType, StructField, StructType,
    )

    rng = random.Random(seed)
    first = dt.date(2023, 6, 1)

    customers = []
    for customer_id in range(1, 121):
        customers.append((
            customer_id,
            f"Customer {customer_id:03d}",
            rng.choice(COUNTRY_SPELLINGS),
            rng.choice(SEGMENTS),
            first - dt.timedelta(days=rng.randint(0, 900)),
        ))
    # Re-registrations: the same customer_id entered twice with another spelling of the country.
    for customer_id in rng.sample(range(1, 121), 6):
        name, _, segment, signup = customers[customer_id - 1][1:]
        customers.append((customer_id, name, rng.choice(COUNTRY_SPELLINGS), segment, signup))

    products = []
    for product_id in range(1, 41):
        products.append((
            product_id,
            f"Product {product_id:02d}",
            CATEGORIES[product_id % len(CATEGORIES)],
            round(rng.uniform(3, 250), 2),
        ))
    list_price = {p[0]: p[3] for p in products}

    orders, items, returns = [], [], []
    for order_id in range(1, 401):
        order_date = first + dt.timedelta(days=rng.randint(0, 579))
        status = rng.choice(STATUSES)
        amount = 0.0
        for product_id in rng.sample(range(1, 41), rng.randint(1, 4)):
            quantity = rng.randint(1, 5)
            unit_price = round(list_price[product_id] * rng.choice([1.0, 1.0, 0.9, 0.8]), 2)
            items.append((order_id, product_id, quantity, unit_price))
            amount += quantity * unit_price
        orders.append((
            order_id, rng.randint(1, 120), order_date, status, rng.choice(CHANNELS), round(amount, 2),
        ))
        if status == "complete" and rng.random() < 0.08:
            returns.append((
                order_id,
                order_date + dt.timedelta(days=rng.randint(2, 30)),
                round(amount * rng.choice([1.0, 0.5, 0.25]), 2),
                rng.choice(RETURN_REASONS),
            ))

    def schema(*fields):
        return StructType([StructField(name, kind, nullable) for name, kind, nullable in fields])

    return {
        "customers": (customers, schema(
            ("customer_id", LongType(), False), ("customer_name", StringType(), True),
            ("country", StringType(), True), ("segment", StringType(), True),
            ("signup_date", DateType(), True),
        )),
        "products": (products, schema(
            ("product_id", LongType(), False), ("product_name", StringType(), True),
            ("category", StringType(), True), ("list_price", DoubleType(), True),
        )),
        "orders": (orders, schema(
            ("order_id", LongType(), False), ("customer_id", LongType(), True),
            ("order_date", DateType(), True), ("status", StringType(), True),
            ("channel", StringType(), True), ("amount", DoubleType(), True),
        )),
        "order_items": (items, schema(
            ("order_id", LongType(), False), ("product_id", LongType(), False),
            ("quantity", IntegerType(), True), ("unit_price", DoubleType(), True),
        )),
        "returns": (returns, schema(
            ("order_id", LongType(), False), ("return_date", DateType(), True),
            ("refund_amount", DoubleType(), True), ("reason", StringType(), True),
        )),
    }


def write_tables(spark, data_dir: Path) -> dict:
    """Write the generated tables as parquet under data_dir; return row counts."""
    counts = {}
    for name, (rows, schema) in generate_tables().items():
        spark.createDataFrame(rows, schema).coalesce(1).write.mode("overwrite").parquet(str(data_dir / name))
        counts[name] = len(rows)
    return counts


def start_spark():
    """A small local session; per-job settings are applied later by session_settings."""
    from pyspark.sql import SparkSession

    return (
        SparkSession.builder.master("local[1]")
        .appName("codemap-capture-plans")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .config("spark.sql.session.timeZone", "UTC")
        .getOrCreate()
    )


def explain_text(df, mode: str) -> str:
    """What df.explain(mode=...) prints."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        df.explain(mode=mode)
    return buffer.getvalue()


@contextlib.contextmanager
def session_settings(spark, settings: dict):
    """Set session confs for the duration of a block, then put the previous values back."""
    previous = {key: spark.conf.get(key, None) for key in settings}
    for key, value in settings.items():
        spark.conf.set(key, value)
    try:
        yield
    finally:
        for key, value in previous.items():
            if value is None:
                spark.conf.unset(key)
            else:
                spark.conf.set(key, value)


def capture_job(spark, name: str, build, plans_dir: Path):
    """Run one job, save its two plan texts; return (manifest entry, seconds taken)."""
    with session_settings(spark, JOB_SETTINGS.get(name, {})):
        started = time.perf_counter()
        df = build(spark)
        rows = df.collect()
        simple = explain_text(df, "simple")
        formatted = explain_text(df, "formatted")
        elapsed = time.perf_counter() - started
    (plans_dir / f"{name}.simple.txt").write_text(simple)
    (plans_dir / f"{name}.formatted.txt").write_text(formatted)
    return {
        "build": f"{build.__module__}.{build.__name__}",
        "settings": JOB_SETTINGS.get(name, {}),
        "result_rows": len(rows),
        "adaptive": "AdaptiveSparkPlan" in simple,
    }, elapsed


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR,
                        help=f"where to write the generated input tables (default: {DEFAULT_DATA_DIR})")
    parser.add_argument("--plans-dir", type=Path, default=DEFAULT_PLANS_DIR,
                        help="where to write <job>.simple.txt and <job>.formatted.txt")
    parser.add_argument("jobs", nargs="*", help="jobs to capture (default: all)")
    args = parser.parse_args(argv)

    data_dir = args.data_dir.resolve()
    plans_dir = args.plans_dir.resolve()
    plans_dir.mkdir(parents=True, exist_ok=True)
    os.environ["RETAIL_DATA_DIR"] = str(data_dir)
    os.environ["RETAIL_OUTPUT_DIR"] = str(data_dir / "marts")
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    sys.path.insert(0, str(RETAIL_DIR))

    import pyspark
    from retail_jobs.main import JOBS

    unknown = sorted(set(args.jobs) - set(JOBS))
    if unknown:
        parser.error(f"unknown jobs: {', '.join(unknown)}")

    started = time.perf_counter()
    spark = start_spark()
    try:
        table_rows = write_tables(spark, data_dir)
        print(f"input tables in {data_dir}: {table_rows}")
        jobs = {}
        for name in args.jobs or list(JOBS):
            jobs[name], elapsed = capture_job(spark, name, JOBS[name], plans_dir)
            print(f"{name}: {jobs[name]['result_rows']} rows, adaptive={jobs[name]['adaptive']}, "
                  f"{elapsed:.1f}s")
    finally:
        spark.stop()
    total = time.perf_counter() - started

    manifest_path = plans_dir / "manifest.json"
    # Capturing only some jobs keeps the other jobs' entries from the last full run.
    keep_others = bool(args.jobs) and manifest_path.exists()
    manifest = json.loads(manifest_path.read_text()) if keep_others else {}
    manifest.update({
        "spark_version": pyspark.__version__,
        "python_version": sys.version.split()[0],
        "master": "local[1]",
        "shuffle_partitions": 4,
        "data_dir": str(data_dir),
        "input_rows": table_rows,
        "code_root": "examples/retail",
    })
    manifest.setdefault("jobs", {}).update(jobs)
    manifest_path.write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"wrote {len(jobs)} plans to {plans_dir} in {total:.1f}s")


if __name__ == "__main__":
    main()
