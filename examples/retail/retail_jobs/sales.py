"""Revenue and customer-value jobs."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from retail_jobs.cleaning import clean_customers, completed_orders, with_line_revenue
from retail_jobs.config import TOP_N_CUSTOMERS
from retail_jobs.io import read_customers, read_order_items, read_orders, read_products


def build_revenue_by_country(spark: SparkSession) -> DataFrame:
    """Revenue, order count and average basket per customer country."""
    orders = completed_orders(read_orders(spark))
    customers = clean_customers(read_customers(spark))
    return (
        orders
        .join(customers, on="customer_id", how="inner")
        .groupBy("country")
        .agg(
            F.sum("amount").alias("revenue"),
            F.count("*").alias("orders"),
            F.avg("amount").alias("avg_basket"),
        )
    )


def build_top_customers(spark: SparkSession, n: int = TOP_N_CUSTOMERS) -> DataFrame:
    """The n customers with the highest lifetime spend on completed orders."""
    spend = (
        completed_orders(read_orders(spark))
        .groupBy("customer_id")
        .agg(
            F.sum("amount").alias("lifetime_value"),
            F.count("*").alias("order_count"),
            F.max("order_date").alias("last_order_date"),
        )
    )
    customers = read_customers(spark).select("customer_id", "customer_name", "segment")
    return (
        spend
        .join(customers, on="customer_id", how="left")
        .orderBy(F.desc("lifetime_value"), F.asc("customer_id"))
        .limit(n)
    )


def build_category_sales(spark: SparkSession) -> DataFrame:
    """Monthly revenue and units sold per product category."""
    orders = completed_orders(read_orders(spark)).select("order_id", "order_date")
    items = with_line_revenue(read_order_items(spark))
    products = read_products(spark).select("product_id", "category")
    return (
        items
        .join(orders, on="order_id")
        .join(products, on="product_id")
        .withColumn("order_month", F.date_trunc("month", F.col("order_date")))
        .groupBy("category", "order_month")
        .agg(
            F.sum("line_revenue").alias("revenue"),
            F.sum("quantity").alias("units_sold"),
            F.avg("unit_price").alias("avg_unit_price"),
        )
    )
