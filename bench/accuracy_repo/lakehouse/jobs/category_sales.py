"""Completed revenue per product category since the start of the reporting period."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases
from lakehouse.common.io import read_products, read_purchases
from lakehouse.config import REPORTING_START


def build_category_sales(spark: SparkSession) -> DataFrame:
    """Revenue, purchases and average basket per category, best-selling category first."""
    purchases = (
        completed_purchases(read_purchases(spark))
        .where(F.col("purchased_at") >= F.lit(REPORTING_START))
    )
    products = read_products(spark).select("product_id", "category")
    return (
        purchases
        .join(products, on="product_id")
        .groupBy("category")
        .agg(
            F.sum("amount").alias("revenue"),
            F.count("purchase_id").alias("purchases"),
            F.round(F.avg("amount"), 2).alias("avg_amount"),
        )
        .orderBy(F.col("revenue").desc())
    )
