"""Which users were active on which channel, web and app combined."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.io import read_app_events, read_web_events

ACTIVITY_COLUMNS = ["user_id", "event_date", "event_type"]


def build_channel_activity(spark: SparkSession) -> DataFrame:
    """Distinct (user_id, event_date, channel) rows across the web and app clickstreams."""
    web = read_web_events(spark).select(*ACTIVITY_COLUMNS).withColumn("channel", F.lit("web"))
    app = read_app_events(spark).select(*ACTIVITY_COLUMNS).withColumn("channel", F.lit("app"))
    events = web.unionByName(app)
    return (
        events
        .filter(F.col("event_type") != "heartbeat")
        .select("user_id", "event_date", "channel")
        .distinct()
    )
