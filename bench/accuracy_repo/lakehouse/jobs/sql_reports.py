"""Marts written in Spark SQL over the raw views."""

from pyspark.sql import DataFrame, SparkSession

from lakehouse.common.views import register_raw_views


def build_region_leaderboard(spark: SparkSession) -> DataFrame:
    """Regions ranked by the average spend of their buyers, small regions left out."""
    register_raw_views(spark)
    return spark.sql(
        """
        WITH user_spend AS (
            SELECT p.user_id, u.region, SUM(p.amount) AS spend
            FROM purchases p
            JOIN users u ON p.user_id = u.user_id
            WHERE p.status = 'completed'
            GROUP BY p.user_id, u.region
        )
        SELECT region,
               COUNT(*) AS buyers,
               ROUND(AVG(spend), 2) AS avg_spend
        FROM user_spend
        GROUP BY region
        HAVING COUNT(*) >= 3
        ORDER BY avg_spend DESC
        LIMIT 10
        """
    )


def build_big_ticket_purchases(spark: SparkSession) -> DataFrame:
    """Completed purchases worth more than twice the average completed purchase."""
    register_raw_views(spark)
    return spark.sql(
        """
        SELECT purchase_id, user_id, amount
        FROM purchases
        WHERE status = 'completed'
          AND amount > (
              SELECT AVG(amount) * 2
              FROM purchases
              WHERE status = 'completed'
          )
        """
    )


def build_products_bought_by_paying_users(spark: SparkSession) -> DataFrame:
    """Catalogue entries that at least one pro or enterprise user has bought."""
    register_raw_views(spark)
    return spark.sql(
        """
        SELECT product_id, product_name, category
        FROM products
        WHERE product_id IN (
            SELECT product_id
            FROM purchases
            WHERE user_id IN (
                SELECT user_id
                FROM users
                WHERE plan_tier IN ('pro', 'enterprise')
            )
        )
        """
    )


def build_region_revenue_sql(spark: SparkSession) -> DataFrame:
    """Completed revenue per region as typed by users, test accounts excluded."""
    register_raw_views(spark)
    return spark.sql(
        """
        SELECT u.region,
               SUM(p.amount) AS revenue,
               COUNT(p.purchase_id) AS purchases
        FROM purchases p
        JOIN users u ON p.user_id = u.user_id
        WHERE p.status = 'completed' AND NOT u.is_test
        GROUP BY u.region
        """
    )
