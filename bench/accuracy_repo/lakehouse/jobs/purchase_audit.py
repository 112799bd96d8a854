"""A random sample of purchases for the finance team's monthly audit."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.io import read_products, read_purchases
from lakehouse.config import AUDIT_SAMPLE_FRACTION, AUDIT_SEED


def build_audit_sample(spark: SparkSession) -> DataFrame:
    """Sampled purchases with their product and how far the price was from list price."""
    sampled = read_purchases(spark).sample(fraction=AUDIT_SAMPLE_FRACTION, seed=AUDIT_SEED)
    products = read_products(spark)
    return (
        sampled
        .join(products, on="product_id", how="inner")
        .select(
            "purchase_id",
            "user_id",
            "product_name",
            "amount",
            (F.col("amount") - F.col("list_price")).alias("price_delta"),
        )
    )
