"""Reporting queries, written in Spark SQL over temporary views or as DataFrame unions."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from retail_jobs.cleaning import completed_orders
from retail_jobs.config import REPORTING_START_DATE
from retail_jobs.io import read_customers, read_orders, read_returns


def register_views(spark: SparkSession) -> None:
    """Expose the raw tables to SQL as temporary views."""
    read_orders(spark).createOrReplaceTempView("orders")
    read_customers(spark).createOrReplaceTempView("customers")
    read_returns(spark).createOrReplaceTempView("returns")


def build_monthly_channel_report(spark: SparkSession) -> DataFrame:
    """Revenue, orders and average basket per month and sales channel."""
    register_views(spark)
    return spark.sql(
        """
        SELECT date_trunc('MONTH', order_date) AS order_month,
               channel,
               SUM(amount) AS revenue,
               COUNT(*) AS orders,
               ROUND(AVG(amount), 2) AS avg_basket
        FROM orders
        WHERE status = 'complete'
        GROUP BY date_trunc('MONTH', order_date), channel
        ORDER BY order_month, channel
        """
    )


def build_net_revenue_by_segment(spark: SparkSession) -> DataFrame:
    """Gross revenue, refunds and net revenue per customer segment since the reporting start."""
    register_views(spark)
    return spark.sql(
        f"""
        SELECT c.segment,
               SUM(o.amount) AS gross_revenue,
               SUM(COALESCE(r.refund_amount, 0)) AS refunds,
               SUM(o.amount) - SUM(COALESCE(r.refund_amount, 0)) AS net_revenue
        FROM orders o
        JOIN customers c ON o.customer_id = c.customer_id
        LEFT JOIN returns r ON o.order_id = r.order_id
        WHERE o.status = 'complete'
          AND o.order_date >= DATE '{REPORTING_START_DATE}'
        GROUP BY c.segment
        HAVING COUNT(*) >= 5
        ORDER BY net_revenue DESC
        """
    )


def build_order_activity(spark: SparkSession) -> DataFrame:
    """Sales and refunds as one stream of money events per customer."""
    orders = read_orders(spark)
    sales = completed_orders(orders).select(
        "order_id",
        "customer_id",
        F.col("order_date").alias("event_date"),
        F.lit("sale").alias("event_type"),
        F.col("amount").alias("value"),
    )
    refunds = (
        read_returns(spark)
        .join(orders.select("order_id", "customer_id"), on="order_id")
        .select(
            "order_id",
            "customer_id",
            F.col("return_date").alias("event_date"),
            F.lit("refund").alias("event_type"),
            (-F.col("refund_amount")).alias("value"),
        )
    )
    return sales.unionByName(refunds)
