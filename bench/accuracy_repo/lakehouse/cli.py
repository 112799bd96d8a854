"""Command-line entry point: build marts by name and write them to the curated zone."""

import argparse
from typing import Callable, Dict, List, Optional

from pyspark.sql import DataFrame, SparkSession

from lakehouse.common.io import write_curated
from lakehouse.jobs.category_pivot import build_category_revenue_pivot
from lakehouse.jobs.channel_activity import build_channel_activity
from lakehouse.jobs.customer_lifetime_value import build_top_spenders
from lakehouse.jobs.daily_active_users import build_daily_active_users
from lakehouse.jobs.engaged_cohort import build_cohort_spend
from lakehouse.jobs.event_tags import build_tag_popularity
from lakehouse.jobs.price_bands import build_price_band_summary
from lakehouse.jobs.purchase_audit import build_audit_sample
from lakehouse.jobs.revenue_by_region import build_revenue_by_region
from lakehouse.jobs.session_ranking import build_latest_sessions
from lakehouse.jobs.sql_reports import (
    build_big_ticket_purchases,
    build_products_bought_by_paying_users,
    build_region_leaderboard,
    build_region_revenue_sql,
)
from lakehouse.jobs.user_snapshot import build_user_snapshot
from lakehouse.jobs.weekly_retention import build_weekly_retention

MARTS: Dict[str, Callable[[SparkSession], DataFrame]] = {
    "daily_active_users": build_daily_active_users,
    "revenue_by_region": build_revenue_by_region,
    "top_spenders": build_top_spenders,
    "latest_sessions": build_latest_sessions,
    "tag_popularity": build_tag_popularity,
    "channel_activity": build_channel_activity,
    "user_snapshot": build_user_snapshot,
    "category_revenue_pivot": build_category_revenue_pivot,
    "cohort_spend": build_cohort_spend,
    "audit_sample": build_audit_sample,
    "price_band_summary": build_price_band_summary,
    "weekly_retention": build_weekly_retention,
    "region_leaderboard": build_region_leaderboard,
    "big_ticket_purchases": build_big_ticket_purchases,
    "products_bought_by_paying_users": build_products_bought_by_paying_users,
    "region_revenue_sql": build_region_revenue_sql,
}


def run_mart(spark: SparkSession, name: str) -> str:
    """Build one mart and write it to the curated zone; return where it went."""
    return write_curated(MARTS[name](spark), name)


def main(argv: Optional[List[str]] = None) -> None:
    """Build the marts named on the command line, or all of them."""
    parser = argparse.ArgumentParser(description="Build lakehouse marts.")
    parser.add_argument("marts", nargs="*", choices=sorted(MARTS), help="marts to build")
    args = parser.parse_args(argv)
    spark = SparkSession.builder.appName("lakehouse-marts").getOrCreate()
    for name in args.marts or list(MARTS):
        print(f"{name}: {run_mart(spark, name)}")
    spark.stop()


if __name__ == "__main__":
    main()
