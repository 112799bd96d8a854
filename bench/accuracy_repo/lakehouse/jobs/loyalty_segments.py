"""Paying users split into loyalty tiers by how much and how often they buy."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F
from pyspark.sql.types import StringType

from lakehouse.common.filters import completed_purchases, exclude_test_users, paying_users
from lakehouse.common.io import read_purchases, read_users


@F.udf(returnType=StringType())
def loyalty_tier(purchases, revenue):
    """gold, silver or bronze from a user's purchase count and revenue."""
    if purchases is None or revenue is None:
        return "none"
    if purchases >= 8 or revenue >= 1000:
        return "gold"
    if purchases >= 4:
        return "silver"
    return "bronze"


def build_loyalty_segments(spark: SparkSession) -> DataFrame:
    """Per region and loyalty tier: number of paying users and their revenue."""
    totals = (
        completed_purchases(read_purchases(spark))
        .groupBy("user_id")
        .agg(
            F.sum("amount").alias("revenue"),
            F.count("purchase_id").alias("purchases"),
        )
    )
    users = paying_users(exclude_test_users(read_users(spark))).select("user_id", "region")
    segmented = (
        users
        .join(totals, "user_id")
        .withColumn("tier", loyalty_tier(F.col("purchases"), F.col("revenue")))
    )
    return (
        segmented
        .groupBy("region", "tier")
        .agg(
            F.count("user_id").alias("users"),
            F.sum("revenue").alias("revenue"),
        )
    )
