"""Cleaning rules shared by the retail jobs."""

from pyspark.sql import DataFrame
from pyspark.sql import functions as F
from pyspark.sql.types import StringType

COUNTRY_ALIASES = {
    "uk": "United Kingdom",
    "u.k.": "United Kingdom",
    "great britain": "United Kingdom",
    "usa": "United States",
    "us": "United States",
    "u.s.": "United States",
    "deutschland": "Germany",
    "espana": "Spain",
    "holland": "Netherlands",
}


@F.udf(returnType=StringType())
def normalize_country(raw):
    """Map the free-text country typed at signup to one canonical English name."""
    if raw is None:
        return None
    key = raw.strip().lower()
    return COUNTRY_ALIASES.get(key, raw.strip().title())


def completed_orders(orders: DataFrame) -> DataFrame:
    """Orders that were paid and shipped; cancelled, pending and returned ones are dropped."""
    return orders.filter(F.col("status") == "complete")


def clean_customers(customers: DataFrame) -> DataFrame:
    """One row per customer, with a canonical country name."""
    return (
        customers
        .withColumn("country", normalize_country(F.col("country")))
        .dropDuplicates(["customer_id"])
    )


def orders_since(orders: DataFrame, start_date: str) -> DataFrame:
    """Orders placed on or after start_date (YYYY-MM-DD)."""
    return orders.filter(F.col("order_date") >= F.to_date(F.lit(start_date)))


def with_line_revenue(items: DataFrame) -> DataFrame:
    """Order lines with their revenue: quantity times unit price."""
    return items.withColumn("line_revenue", F.col("quantity") * F.col("unit_price"))
