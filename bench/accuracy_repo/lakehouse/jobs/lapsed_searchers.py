"""Users who still search the website but stopped buying: the win-back campaign list."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.io import read_purchases, read_users, read_web_events
from lakehouse.config import LAPSED_SINCE


def build_lapsed_searchers(spark: SparkSession) -> DataFrame:
    """Users with a website search but no completed purchase since LAPSED_SINCE."""
    searchers = read_web_events(spark).filter(F.col("event_type") == "search").select("user_id")
    recent_buyers = (
        read_purchases(spark)
        .filter((F.col("status") == "completed") & (F.col("purchased_at") >= LAPSED_SINCE))
        .select("user_id")
    )
    users = read_users(spark)
    return (
        users
        .join(searchers, on="user_id", how="left_semi")
        .join(recent_buyers, on="user_id", how="left_anti")
        .select("user_id", "user_name", "region", "plan_tier")
    )
