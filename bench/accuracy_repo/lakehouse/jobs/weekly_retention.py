"""Weekly purchasing activity of paying users since signup."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases, paying_users
from lakehouse.common.io import read_purchases, read_users


def build_weekly_retention(spark: SparkSession) -> DataFrame:
    """Per signup week and weeks since signup: how many paying users purchased."""
    users = paying_users(read_users(spark)).select("user_id", "signup_date")
    purchases = completed_purchases(read_purchases(spark)).select("user_id", "purchased_at")
    activity = (
        purchases
        .join(users, "user_id")
        .select(
            "user_id",
            F.date_trunc("week", "signup_date").alias("signup_week"),
            F.floor(F.datediff("purchased_at", "signup_date") / 7).alias("weeks_since_signup"),
        )
    )
    return (
        activity
        .groupBy("signup_week", "weeks_since_signup")
        .agg(F.countDistinct("user_id").alias("retained_users"))
        .where(F.col("weeks_since_signup") >= 0)
    )
