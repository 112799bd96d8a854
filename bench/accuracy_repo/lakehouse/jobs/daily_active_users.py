"""Daily active users on the website over the reporting window."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import events_between
from lakehouse.common.io import read_web_events
from lakehouse.config import REPORTING_END, REPORTING_START


def build_daily_active_users(spark: SparkSession) -> DataFrame:
    """One row per day: distinct active users and the number of events they produced."""
    events = events_between(read_web_events(spark), REPORTING_START, REPORTING_END)
    return (
        events
        .groupBy("event_date")
        .agg(
            F.countDistinct("user_id").alias("active_users"),
            F.count("event_id").alias("events"),
        )
    )
