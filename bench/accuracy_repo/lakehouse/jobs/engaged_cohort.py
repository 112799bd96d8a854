"""Spending of the engaged cohort: users with many website events."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases
from lakehouse.common.io import read_purchases, read_web_events
from lakehouse.config import MIN_COHORT_EVENTS


def engaged_users(spark: SparkSession) -> DataFrame:
    """Users with at least MIN_COHORT_EVENTS website events, kept in memory for reuse."""
    activity = (
        read_web_events(spark)
        .groupBy("user_id")
        .agg(F.count("event_id").alias("event_count"))
    )
    engaged = activity.filter(F.col("event_count") >= MIN_COHORT_EVENTS)
    return engaged.cache()


def build_cohort_spend(spark: SparkSession) -> DataFrame:
    """Per engaged user: event count and total completed spend."""
    cohort = engaged_users(spark)
    spend = (
        completed_purchases(read_purchases(spark))
        .groupBy("user_id")
        .agg(F.sum("amount").alias("total_spend"))
    )
    return (
        cohort
        .join(spend, "user_id", "left")
        .fillna({"total_spend": 0.0})
    )
