"""Run the accuracy-repository jobs on small generated data and save each case's real plans.

For every case in CASES this script imports the job module from bench/accuracy_repo unmodified,
calls its build_* function, runs an action on the result (collect) and only then saves what
`df.explain()` and `df.explain(mode="formatted")` print, so adaptive plans are in their final
form. It writes, per case, bench/cases/<case_id>/plan.simple.txt, plan.formatted.txt and
case.json. gold.jsonl files are written by hand and are never touched here.

    .venv/bin/python bench/capture_cases.py [--data-dir DIR] [case_id ...]

Only LAKEHOUSE_ROOT is set, so lakehouse/config.py finds the generated tables.
"""

import argparse
import contextlib
import datetime as dt
import io
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO_DIR = BENCH_DIR / "accuracy_repo"
CASES_DIR = BENCH_DIR / "cases"
DEFAULT_DATA_DIR = Path(tempfile.gettempdir()) / "codemap_bench_lake"

BROADCAST_OFF = {"spark.sql.autoBroadcastJoinThreshold": "-1"}
AQE_OFF = {"spark.sql.adaptive.enabled": "false"}

# case_id: (module, function, session settings for this case, notes)
CASES = {
    "daily_active_users": (
        "lakehouse.jobs.daily_active_users", "build_daily_active_users", {},
        "countDistinct: four HashAggregates over two exchanges; date-range filter from a shared helper"),
    "revenue_by_region": (
        "lakehouse.jobs.revenue_by_region", "build_revenue_by_region", {},
        "broadcast join on user_id, plain Python UDF, aggregate by region (look-alike: sql_reports, tests)"),
    "top_spenders": (
        "lakehouse.jobs.customer_lifetime_value", "build_top_spenders", BROADCAST_OFF,
        "aggregate by user_id in a helper, sort-merge left join, orderBy+limit"),
    "latest_sessions": (
        "lakehouse.jobs.session_ranking", "build_latest_sessions", AQE_OFF,
        "row_number and lead over one window, filter on the rank after the window, AQE off"),
    "tag_popularity": (
        "lakehouse.jobs.event_tags", "build_tag_popularity", {},
        "explode of an array column, aggregate by tag, global orderBy"),
    "channel_activity": (
        "lakehouse.jobs.channel_activity", "build_channel_activity", {},
        "two reads of look-alike tables, unionByName, filter pushed through the union, distinct"),
    "user_snapshot": (
        "lakehouse.jobs.user_snapshot", "build_user_snapshot", AQE_OFF,
        "dropDuplicates, repartition(n, col), sortWithinPartitions, AQE off"),
    "category_revenue_pivot": (
        "lakehouse.jobs.category_pivot", "build_category_revenue_pivot", BROADCAST_OFF,
        "sort-merge join on product_id, groupBy+pivot with explicit values"),
    "cohort_spend": (
        "lakehouse.jobs.engaged_cohort", "build_cohort_spend", {},
        "cached aggregate (InMemoryTableScan/InMemoryRelation), second aggregate by user_id, left join"),
    "audit_sample": (
        "lakehouse.jobs.purchase_audit", "build_audit_sample", {**BROADCAST_OFF, **AQE_OFF},
        "sample, sort-merge join on product_id, projection, AQE off"),
    "price_band_summary": (
        "lakehouse.jobs.price_bands", "build_price_band_summary", {},
        "pandas UDF and plain Python UDF, aggregate by band"),
    "weekly_retention": (
        "lakehouse.jobs.weekly_retention", "build_weekly_retention", {**BROADCAST_OFF, **AQE_OFF},
        "sort-merge join on user_id, countDistinct, filter on a grouping key pushed below the aggregate"),
    "region_leaderboard": (
        "lakehouse.jobs.sql_reports", "build_region_leaderboard", BROADCAST_OFF,
        "spark.sql over temp views: CTE, JOIN, GROUP BY, HAVING, ORDER BY, LIMIT"),
    "big_ticket_purchases": (
        "lakehouse.jobs.sql_reports", "build_big_ticket_purchases", {},
        "spark.sql with a scalar subquery (Subqueries section)"),
    "products_bought_by_paying_users": (
        "lakehouse.jobs.sql_reports", "build_products_bought_by_paying_users", {},
        "spark.sql with nested IN subqueries rewritten into semi joins"),
    "region_revenue_sql": (
        "lakehouse.jobs.sql_reports", "build_region_revenue_sql", {**BROADCAST_OFF, **AQE_OFF},
        "SQL twin of revenue_by_region without the UDF; sort-merge join, AQE off"),
    "purchase_export": (
        "lakehouse.jobs.export_purchases", "build_purchase_export", {},
        "INSERT OVERWRITE TABLE through spark.sql: the write command and the query feeding it"),
    "category_sales": (
        "lakehouse.jobs.category_sales", "build_category_sales", {},
        "DataFrame twin of category_sales_sql: helper filter plus a date filter, broadcast join on "
        "product_id, aggregate by category, global orderBy"),
    "category_sales_sql": (
        "lakehouse.jobs.merchandising_sql", "build_category_sales_sql", BROADCAST_OFF,
        "spark.sql twin of category_sales over temp views: JOIN, WHERE, GROUP BY, ORDER BY; sort-merge join"),
    "rolling_spend_leaders": (
        "lakehouse.jobs.rolling_spend", "build_rolling_spend_leaders", AQE_OFF,
        "aggregate in a helper, rolling sum over a rowsBetween window, broadcast join, dense_rank "
        "with a filter on the rank, AQE off"),
    "loyalty_segments": (
        "lakehouse.jobs.loyalty_segments", "build_loyalty_segments", BROADCAST_OFF,
        "three shared filter helpers, aggregate by user_id, sort-merge join, UDF defined in the job, "
        "second aggregate by region and tier"),
    "lapsed_searchers": (
        "lakehouse.jobs.lapsed_searchers", "build_lapsed_searchers", BROADCAST_OFF,
        "left_semi and left_anti sort-merge joins on user_id, filters on literals"),
    "revenue_rollup": (
        "lakehouse.jobs.revenue_rollup", "build_revenue_rollup", {},
        "F.expr filter and aggregates, selectExpr projections, union of two aggregates of one read"),
}

REGION_SPELLINGS = ["EMEA", "europe", "EU", "na", "North America", "US", "apac", "Asia Pacific",
                    "latam", "South America", "mars"]
PLAN_TIERS = ["free", "free", "pro", "enterprise", "churned"]
CATEGORIES = ["books", "electronics", "games", "home", "sports", "garden"]
EVENT_TYPES = ["page_view"] * 5 + ["click", "click", "search", "heartbeat"]
TAGS = ["sale", "new", "featured", "gift", "clearance", "bundle", "eco"]
CURRENCIES = ["USD", "USD", "EUR", "GBP", "JPY"]
STATUSES = ["completed"] * 6 + ["refunded", "failed"]


def generate_tables(seed: int = 11):
    """Small deterministic raw tables as {name: (rows, DDL schema)}."""
    rng = random.Random(seed)
    start = dt.date(2023, 10, 1)

    users = []
    for user_id in range(1, 161):
        users.append((user_id, f"user_{user_id:03d}", rng.choice(REGION_SPELLINGS), rng.choice(PLAN_TIERS),
                      start - dt.timedelta(days=rng.randint(0, 400)), rng.random() < 0.05))
    for user_id in rng.sample(range(1, 161), 8):  # re-imported rows: same user_id twice
        users.append(users[user_id - 1][:2] + (rng.choice(REGION_SPELLINGS),) + users[user_id - 1][3:])

    products = [(pid, f"product_{pid:02d}", CATEGORIES[pid % len(CATEGORIES)], round(rng.uniform(5, 300), 2))
                for pid in range(1, 41)]
    list_price = {p[0]: p[3] for p in products}

    def events(first_id: int, count: int):
        rows = []
        for event_id in range(first_id, first_id + count):
            user_id = rng.randint(1, 160)
            ts = dt.datetime(2024, 1, 1) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 200))
            rows.append((event_id, user_id, f"s{user_id}-{ts:%m%d}-{rng.randint(0, 1)}", rng.choice(EVENT_TYPES),
                         ts, ts.date(), rng.sample(TAGS, rng.randint(0, 3)), rng.randint(50, 90000)))
        return rows

    purchases = []
    for purchase_id in range(1, 701):
        product_id = rng.randint(1, 40)
        purchases.append((purchase_id, rng.randint(1, 160), product_id,
                          round(list_price[product_id] * rng.choice([1.0, 1.0, 0.9, 0.75]), 2),
                          rng.choice(CURRENCIES), rng.choice(STATUSES),
                          start + dt.timedelta(days=rng.randint(0, 270))))

    event_schema = ("event_id long, user_id long, session_id string, event_type string, event_ts timestamp, "
                    "event_date date, tags array<string>, duration_ms int")
    return {
        "users": (users, "user_id long, user_name string, region string, plan_tier string, "
                         "signup_date date, is_test boolean"),
        "web_events": (events(1, 2400), event_schema),
        "app_events": (events(100001, 1200), event_schema),
        "purchases": (purchases, "purchase_id long, user_id long, product_id long, amount double, "
                                 "currency string, status string, purchased_at date"),
        "products": (products, "product_id long, product_name string, category string, list_price double"),
    }


def write_tables(spark, raw_dir: Path) -> dict:
    """Write the generated tables as parquet under raw_dir; return row counts."""
    counts = {}
    for name, (rows, schema) in generate_tables().items():
        spark.createDataFrame(rows, schema).coalesce(1).write.mode("overwrite").parquet(str(raw_dir / name))
        counts[name] = len(rows)
    return counts


def start_spark(warehouse: Path):
    from pyspark.sql import SparkSession

    return (
        SparkSession.builder.master("local[1]")
        .appName("codemap-bench-capture")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .config("spark.sql.session.timeZone", "UTC")
        .config("spark.sql.warehouse.dir", str(warehouse))
        .getOrCreate()
    )


def explain_text(df, mode: str) -> str:
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        df.explain(mode=mode)
    return buffer.getvalue()


@contextlib.contextmanager
def session_settings(spark, settings: dict):
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


def capture_case(spark, case_id: str) -> dict:
    import importlib

    module_name, function, settings, notes = CASES[case_id]
    build = getattr(importlib.import_module(module_name), function)
    with session_settings(spark, settings):
        started = time.perf_counter()
        df = build(spark)
        rows = df.collect()
        simple = explain_text(df, "simple")
        formatted = explain_text(df, "formatted")
        elapsed = time.perf_counter() - started
    spark.catalog.clearCache()

    case_dir = CASES_DIR / case_id
    case_dir.mkdir(parents=True, exist_ok=True)
    (case_dir / "plan.simple.txt").write_text(simple)
    (case_dir / "plan.formatted.txt").write_text(formatted)
    settings_text = ", ".join(f"{k}={v}" for k, v in settings.items()) or "defaults"
    case = {
        "repo": "../../accuracy_repo",
        "commit": "",
        "index_root": "",
        "script": module_name.replace(".", "/") + ".py",
        "dataframe": f"{module_name}.{function}(spark), explained after collect()",
        "notes": f"{notes}. Session: local[1], shuffle partitions 4, {settings_text}; "
                 f"AQE {'off' if settings.get('spark.sql.adaptive.enabled') == 'false' else 'on (final plan)'}.",
    }
    (case_dir / "case.json").write_text(json.dumps(case, indent=2) + "\n")
    return {"rows": len(rows), "adaptive": "AdaptiveSparkPlan" in simple, "seconds": round(elapsed, 1)}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR,
                        help=f"where the generated lake goes (default: {DEFAULT_DATA_DIR})")
    parser.add_argument("cases", nargs="*", help="case ids to capture (default: all)")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.cases) - set(CASES))
    if unknown:
        parser.error(f"unknown cases: {', '.join(unknown)}")

    data_dir = args.data_dir.resolve()
    if data_dir.exists():
        shutil.rmtree(data_dir)
    os.environ["LAKEHOUSE_ROOT"] = str(data_dir)
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    # Python workers unpickle UDFs defined in lakehouse modules, so they need the repo on their path.
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_DIR), os.environ.get("PYTHONPATH")]))
    sys.path.insert(0, str(REPO_DIR))
    sys.dont_write_bytecode = True  # keep the case repository free of __pycache__ folders

    started = time.perf_counter()
    spark = start_spark(data_dir / "warehouse")
    spark.sparkContext.setLogLevel("ERROR")
    try:
        counts = write_tables(spark, data_dir / "raw")
        print(f"raw tables in {data_dir / 'raw'}: {counts}")
        for case_id in args.cases or list(CASES):
            info = capture_case(spark, case_id)
            print(f"{case_id}: {info['rows']} rows, adaptive={info['adaptive']}, {info['seconds']}s")
    finally:
        spark.stop()
    print(f"captured {len(args.cases or CASES)} cases in {time.perf_counter() - started:.1f}s")


if __name__ == "__main__":
    main()
