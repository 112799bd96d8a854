"""Temporary views over the raw zone for the SQL marts."""

from pyspark.sql import SparkSession

from lakehouse.common.io import read_products, read_purchases, read_users, read_web_events


def register_raw_views(spark: SparkSession) -> None:
    """Expose the raw tables to spark.sql as users, purchases, products and web_events."""
    read_users(spark).createOrReplaceTempView("users")
    read_purchases(spark).createOrReplaceTempView("purchases")
    read_products(spark).createOrReplaceTempView("products")
    read_web_events(spark).createOrReplaceTempView("web_events")
