"""Publish enriched purchases to the curated database."""

from pyspark.sql import DataFrame, SparkSession

from lakehouse.common.filters import completed_purchases
from lakehouse.common.io import read_products, read_purchases
from lakehouse.config import CURATED_DATABASE, CURATED_PURCHASES_TABLE


def ensure_curated_table(spark: SparkSession) -> None:
    """Create the curated database and the enriched purchases table if they are missing."""
    spark.sql(f"CREATE DATABASE IF NOT EXISTS {CURATED_DATABASE}")
    spark.sql(
        f"CREATE TABLE IF NOT EXISTS {CURATED_PURCHASES_TABLE} "
        "(purchase_id BIGINT, user_id BIGINT, category STRING, amount DOUBLE, purchased_at DATE) "
        "USING parquet"
    )


def enriched_purchases(spark: SparkSession) -> DataFrame:
    """Completed purchases with the category of the product bought."""
    purchases = completed_purchases(read_purchases(spark))
    products = read_products(spark).select("product_id", "category")
    return (
        purchases
        .join(products, "product_id")
        .select("purchase_id", "user_id", "category", "amount", "purchased_at")
    )


def build_purchase_export(spark: SparkSession) -> DataFrame:
    """Overwrite the curated table with today's enriched purchases."""
    ensure_curated_table(spark)
    enriched_purchases(spark).createOrReplaceTempView("enriched_purchases_staging")
    return spark.sql(
        f"""
        INSERT OVERWRITE TABLE {CURATED_PURCHASES_TABLE}
        SELECT purchase_id, user_id, category, amount, purchased_at
        FROM enriched_purchases_staging
        """
    )
