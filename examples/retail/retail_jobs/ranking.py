"""Rankings and per-customer sequences built with window functions."""

from pyspark.sql import DataFrame, SparkSession, Window
from pyspark.sql import functions as F

from retail_jobs.cleaning import clean_customers, completed_orders, with_line_revenue
from retail_jobs.config import TOP_PRODUCTS_PER_COUNTRY
from retail_jobs.io import read_customers, read_order_items, read_orders


def product_revenue_by_country(spark: SparkSession) -> DataFrame:
    """Revenue of each product in each customer country, completed orders only."""
    orders = completed_orders(read_orders(spark)).select("order_id", "customer_id")
    customers = clean_customers(read_customers(spark)).select("customer_id", "country")
    items = with_line_revenue(read_order_items(spark))
    return (
        items
        .join(orders, on="order_id")
        .join(customers, on="customer_id")
        .groupBy("country", "product_id")
        .agg(F.sum("line_revenue").alias("revenue"))
    )


def build_top_products_per_country(spark: SparkSession, n: int = TOP_PRODUCTS_PER_COUNTRY) -> DataFrame:
    """The n best-selling products of each country, ranked by revenue."""
    w = Window.partitionBy("country").orderBy(F.desc("revenue"))
    return (
        product_revenue_by_country(spark)
        .select("country", "product_id", "revenue", F.row_number().over(w).alias("rank"))
        .filter(F.col("rank") <= n)
    )


def build_customer_order_gaps(spark: SparkSession) -> DataFrame:
    """Per customer: number of orders and the average number of days between two orders."""
    by_customer = Window.partitionBy("customer_id").orderBy("order_date", "order_id")
    return (
        completed_orders(read_orders(spark))
        .withColumn("previous_order_date", F.lag("order_date").over(by_customer))
        .withColumn("days_since_previous", F.datediff("order_date", "previous_order_date"))
        .groupBy("customer_id")
        .agg(
            F.count("*").alias("orders"),
            F.avg("days_since_previous").alias("avg_days_between_orders"),
            F.min("order_date").alias("first_order_date"),
        )
        .filter(F.col("orders") >= 2)
    )
