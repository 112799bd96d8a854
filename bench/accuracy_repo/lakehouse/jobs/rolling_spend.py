"""Users with the highest trailing spend in each region."""

from pyspark.sql import DataFrame, SparkSession, Window
from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases
from lakehouse.common.io import read_purchases, read_users
from lakehouse.config import ROLLING_PURCHASE_DAYS, TOP_N_PER_REGION


def daily_spend(purchases: DataFrame) -> DataFrame:
    """Per user and purchase day: revenue and number of purchases."""
    return (
        purchases
        .groupBy("user_id", "purchased_at")
        .agg(
            F.sum("amount").alias("revenue"),
            F.count("purchase_id").alias("purchases"),
        )
    )


def build_rolling_spend_leaders(spark: SparkSession) -> DataFrame:
    """Per region, the users whose spend over their last ROLLING_PURCHASE_DAYS purchase days ranks highest."""
    daily = daily_spend(completed_purchases(read_purchases(spark)))
    trailing = (
        Window.partitionBy("user_id")
        .orderBy("purchased_at")
        .rowsBetween(-(ROLLING_PURCHASE_DAYS - 1), Window.currentRow)
    )
    rolling = daily.withColumn("rolling_revenue", F.sum("revenue").over(trailing))
    users = read_users(spark).select("user_id", "region")
    by_region = Window.partitionBy("region").orderBy(F.col("rolling_revenue").desc())
    return (
        rolling
        .join(users, "user_id")
        .withColumn("spend_rank", F.dense_rank().over(by_region))
        .filter(F.col("spend_rank") <= TOP_N_PER_REGION)
    )
