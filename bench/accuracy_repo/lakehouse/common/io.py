"""Readers for the raw zone and writers for the curated zone."""

import os

from pyspark.sql import DataFrame, SparkSession

from lakehouse.config import (
    APP_EVENTS_PATH,
    CURATED_ZONE,
    PRODUCTS_PATH,
    PURCHASES_PATH,
    USERS_PATH,
    WEB_EVENTS_PATH,
)


def read_users(spark: SparkSession) -> DataFrame:
    """Registered users: user_id, user_name, region, plan_tier, signup_date, is_test."""
    return spark.read.parquet(USERS_PATH)


def read_web_events(spark: SparkSession) -> DataFrame:
    """Clickstream from the website: one row per tracked event."""
    return spark.read.parquet(WEB_EVENTS_PATH)


def read_app_events(spark: SparkSession) -> DataFrame:
    """Clickstream from the mobile apps, same columns as the web events."""
    return spark.read.parquet(APP_EVENTS_PATH)


def read_purchases(spark: SparkSession) -> DataFrame:
    """Purchases: purchase_id, user_id, product_id, amount, currency, status, purchased_at."""
    return spark.read.parquet(PURCHASES_PATH)


def read_products(spark: SparkSession) -> DataFrame:
    """Product catalogue: product_id, product_name, category, list_price."""
    return spark.read.parquet(PRODUCTS_PATH)


def write_curated(df: DataFrame, name: str, partition_by: str = None) -> str:
    """Write a mart as parquet under the curated zone and return its location."""
    path = os.path.join(CURATED_ZONE, name)
    writer = df.write.mode("overwrite")
    if partition_by:
        writer = writer.partitionBy(partition_by)
    writer.parquet(path)
    return path
