"""How often each content tag appears in website events."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.io import read_web_events


def build_tag_popularity(spark: SparkSession) -> DataFrame:
    """Events and distinct users per tag, most used tags first."""
    events = read_web_events(spark).filter(F.col("event_type") == "page_view")
    tagged = events.select("user_id", "event_id", F.explode("tags").alias("tag"))
    return (
        tagged
        .groupBy("tag")
        .agg(
            F.count("event_id").alias("events"),
            F.approx_count_distinct("user_id").alias("users"),
        )
        .orderBy(F.desc("events"), "tag")
    )
