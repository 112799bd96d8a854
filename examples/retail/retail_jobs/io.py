"""Readers for the raw retail tables and a writer for job outputs."""

import os

from pyspark.sql import DataFrame, SparkSession

from retail_jobs.config import (
    CUSTOMERS_PATH,
    ORDER_ITEMS_PATH,
    ORDERS_PATH,
    OUTPUT_DIR,
    PRODUCTS_PATH,
    RETURNS_PATH,
)


def read_orders(spark: SparkSession) -> DataFrame:
    """Orders: order_id, customer_id, order_date, status, channel, amount."""
    return spark.read.parquet(ORDERS_PATH)


def read_order_items(spark: SparkSession) -> DataFrame:
    """Order lines: order_id, product_id, quantity, unit_price."""
    return spark.read.parquet(ORDER_ITEMS_PATH)


def read_customers(spark: SparkSession) -> DataFrame:
    """Customers as entered at signup: customer_id, customer_name, country, segment, signup_date."""
    return spark.read.parquet(CUSTOMERS_PATH)


def read_products(spark: SparkSession) -> DataFrame:
    """Product catalogue: product_id, product_name, category, list_price."""
    return spark.read.parquet(PRODUCTS_PATH)


def read_returns(spark: SparkSession) -> DataFrame:
    """Refunded orders: order_id, return_date, refund_amount, reason."""
    return spark.read.parquet(RETURNS_PATH)


def write_table(df: DataFrame, name: str, mode: str = "overwrite") -> str:
    """Write a job result as parquet under OUTPUT_DIR and return its path."""
    path = os.path.join(OUTPUT_DIR, name)
    df.write.mode(mode).parquet(path)
    return path
