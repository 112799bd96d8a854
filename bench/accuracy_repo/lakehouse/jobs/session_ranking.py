"""The latest sessions of every user, with the gap since the previous one."""

from pyspark.sql import DataFrame, SparkSession, Window
from pyspark.sql import functions as F

from lakehouse.common.io import read_web_events
from lakehouse.config import LATEST_SESSIONS_PER_USER


def session_starts(events: DataFrame) -> DataFrame:
    """One row per session: who, when it started and how many events it had."""
    return (
        events
        .groupBy("user_id", "session_id")
        .agg(
            F.min("event_ts").alias("session_start"),
            F.count("event_id").alias("events"),
        )
    )


def build_latest_sessions(spark: SparkSession) -> DataFrame:
    """Each user's LATEST_SESSIONS_PER_USER most recent sessions and the minutes between them."""
    sessions = session_starts(read_web_events(spark))
    by_user = Window.partitionBy("user_id").orderBy(F.col("session_start").desc())
    ranked = (
        sessions
        .withColumn("recency_rank", F.row_number().over(by_user))
        .withColumn("previous_start", F.lead("session_start").over(by_user))
    )
    return (
        ranked
        .filter(F.col("recency_rank") <= LATEST_SESSIONS_PER_USER)
        .withColumn(
            "minutes_since_previous",
            (F.unix_timestamp("session_start") - F.unix_timestamp("previous_start")) / 60,
        )
    )
