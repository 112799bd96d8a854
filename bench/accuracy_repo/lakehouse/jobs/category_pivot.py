"""Monthly revenue per product category, one column per category."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases
from lakehouse.common.io import read_products, read_purchases
from lakehouse.config import PIVOT_CATEGORIES


def build_category_revenue_pivot(spark: SparkSession) -> DataFrame:
    """Rows are purchase months, columns are the categories in PIVOT_CATEGORIES."""
    purchases = completed_purchases(read_purchases(spark))
    products = read_products(spark).select("product_id", "category")
    lines = (
        purchases
        .join(products, "product_id")
        .withColumn("purchase_month", F.date_trunc("month", F.col("purchased_at")))
    )
    return (
        lines
        .groupBy("purchase_month")
        .pivot("category", PIVOT_CATEGORIES)
        .agg(F.sum("amount"))
    )
