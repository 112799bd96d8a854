"""Purchases in US dollars grouped into price bands."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases
from lakehouse.common.io import read_purchases
from lakehouse.common.udfs import price_band, to_usd


def build_price_band_summary(spark: SparkSession) -> DataFrame:
    """Number of purchases and USD revenue per price band."""
    purchases = completed_purchases(read_purchases(spark))
    in_usd = purchases.withColumn("amount_usd", to_usd(F.col("amount"), F.col("currency")))
    banded = in_usd.withColumn("band", price_band(F.col("amount_usd")))
    return (
        banded
        .groupBy("band")
        .agg(
            F.count("purchase_id").alias("purchases"),
            F.round(F.sum("amount_usd"), 2).alias("revenue_usd"),
        )
    )
