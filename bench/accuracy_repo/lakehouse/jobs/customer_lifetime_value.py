"""The users who spent the most since they signed up."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases
from lakehouse.common.io import read_purchases, read_users
from lakehouse.config import TOP_N_USERS


def lifetime_totals(purchases: DataFrame) -> DataFrame:
    """Per user: total spend, number of purchases and the date of the last one."""
    return (
        purchases
        .groupBy("user_id")
        .agg(
            F.sum("amount").alias("lifetime_value"),
            F.count("purchase_id").alias("purchases"),
            F.max("purchased_at").alias("last_purchase"),
        )
    )


def build_top_spenders(spark: SparkSession) -> DataFrame:
    """The TOP_N_USERS users with the highest lifetime value, with their plan tier."""
    totals = lifetime_totals(completed_purchases(read_purchases(spark)))
    users = read_users(spark).select("user_id", "user_name", "plan_tier")
    ranked = totals.join(users, on="user_id", how="left")
    return (
        ranked
        .orderBy(F.col("lifetime_value").desc())
        .limit(TOP_N_USERS)
    )
