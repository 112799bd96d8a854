"""One long table of revenue cut two ways, for the finance dashboard."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.io import read_purchases


def build_revenue_rollup(spark: SparkSession) -> DataFrame:
    """Completed revenue and purchases per currency and per purchase month, stacked."""
    completed = read_purchases(spark).where(F.expr("status = 'completed' AND amount > 0"))
    by_currency = (
        completed
        .groupBy("currency")
        .agg(F.expr("sum(amount) AS revenue"), F.expr("count(purchase_id) AS purchases"))
        .selectExpr("'currency' AS dimension", "currency AS bucket", "revenue", "purchases")
    )
    by_month = (
        completed
        .selectExpr("date_format(purchased_at, 'yyyy-MM') AS month", "amount", "purchase_id")
        .groupBy("month")
        .agg(F.expr("sum(amount) AS revenue"), F.expr("count(purchase_id) AS purchases"))
        .selectExpr("'month' AS dimension", "month AS bucket", "revenue", "purchases")
    )
    return by_currency.unionByName(by_month)
