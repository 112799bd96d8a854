"""Merchandising marts in Spark SQL, for the analysts who maintain them."""

from pyspark.sql import DataFrame, SparkSession

from lakehouse.common.views import register_raw_views
from lakehouse.config import REPORTING_START


def build_category_sales_sql(spark: SparkSession) -> DataFrame:
    """Revenue, purchases and average basket per category since REPORTING_START, best first."""
    register_raw_views(spark)
    return spark.sql(
        f"""
        SELECT pr.category,
               SUM(p.amount) AS revenue,
               COUNT(p.purchase_id) AS purchases,
               ROUND(AVG(p.amount), 2) AS avg_amount
        FROM purchases p
        JOIN products pr ON p.product_id = pr.product_id
        WHERE p.status = 'completed'
          AND p.purchased_at >= DATE '{REPORTING_START}'
        GROUP BY pr.category
        ORDER BY revenue DESC
        """
    )
