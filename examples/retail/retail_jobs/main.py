"""Command-line entry point: run some or all retail jobs and write their outputs."""

import argparse
from typing import Callable, Dict, List, Optional

from pyspark.sql import DataFrame, SparkSession

from retail_jobs.io import write_table
from retail_jobs.ranking import build_customer_order_gaps, build_top_products_per_country
from retail_jobs.reports import (
    build_monthly_channel_report,
    build_net_revenue_by_segment,
    build_order_activity,
)
from retail_jobs.sales import build_category_sales, build_revenue_by_country, build_top_customers

JOBS: Dict[str, Callable[[SparkSession], DataFrame]] = {
    "revenue_by_country": build_revenue_by_country,
    "top_customers": build_top_customers,
    "category_sales": build_category_sales,
    "top_products_per_country": build_top_products_per_country,
    "customer_order_gaps": build_customer_order_gaps,
    "monthly_channel_report": build_monthly_channel_report,
    "net_revenue_by_segment": build_net_revenue_by_segment,
    "order_activity": build_order_activity,
}


def run_job(spark: SparkSession, name: str) -> str:
    """Build one job's DataFrame, write it under the output folder and return the path."""
    df = JOBS[name](spark)
    return write_table(df, name)


def main(argv: Optional[List[str]] = None) -> None:
    """Run the jobs named on the command line, or all of them."""
    parser = argparse.ArgumentParser(description="Run the retail analytics jobs.")
    parser.add_argument("jobs", nargs="*", help=f"jobs to run, from {', '.join(JOBS)} (default: all)")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.jobs) - set(JOBS))
    if unknown:
        parser.error(f"unknown jobs: {', '.join(unknown)}")
    spark = SparkSession.builder.appName("retail-jobs").getOrCreate()
    try:
        for name in args.jobs or list(JOBS):
            print(f"{name}: {run_job(spark, name)}")
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
