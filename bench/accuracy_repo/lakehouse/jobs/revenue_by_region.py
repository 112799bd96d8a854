"""Completed purchase revenue per sales region."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases, exclude_test_users
from lakehouse.common.io import read_purchases, read_users
from lakehouse.common.udfs import canonical_region


def build_revenue_by_region(spark: SparkSession) -> DataFrame:
    """Revenue and purchase count per canonical sales region, test accounts excluded."""
    purchases = completed_purchases(read_purchases(spark))
    users = (
        exclude_test_users(read_users(spark))
        .withColumn("region", canonical_region(F.col("region")))
    )
    return (
        purchases
        .join(users, "user_id")
        .groupBy("region")
        .agg(
            F.sum("amount").alias("revenue"),
            F.count("purchase_id").alias("purchases"),
        )
    )
