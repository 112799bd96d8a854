"""Runs one report job of the jobs package, named on the command line:

    spark-submit main.py --job weekly_report --input data/orders.csv --query "SELECT ..."
"""
import argparse

from pyspark.sql import SparkSession

from jobs import daily_report, weekly_report

JOBS = {"daily_report": daily_report.run, "weekly_report": weekly_report.run}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--job", required=True, choices=sorted(JOBS))
    parser.add_argument("--input", required=True)
    parser.add_argument("--query", required=True)
    args = parser.parse_args()
    spark = SparkSession.builder.appName(args.job).getOrCreate()
    JOBS[args.job](spark, args.input, args.query)
    spark.stop()


if __name__ == "__main__":
    main()
