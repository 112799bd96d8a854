"""Row filters that several marts apply the same way."""

from pyspark.sql import DataFrame
from pyspark.sql import functions as F


def exclude_test_users(users: DataFrame) -> DataFrame:
    """Drop accounts created by QA and load-testing tools."""
    return users.filter(~F.col("is_test"))


def completed_purchases(purchases: DataFrame) -> DataFrame:
    """Purchases that were paid; refunded and failed ones are dropped."""
    return purchases.filter(F.col("status") == "completed")


def events_between(events: DataFrame, start: str, end: str) -> DataFrame:
    """Events whose event_date lies in [start, end]."""
    return events.where(F.col("event_date").between(F.lit(start), F.lit(end)))


def paying_users(users: DataFrame) -> DataFrame:
    """Users on a paid plan."""
    return users.filter(F.col("plan_tier").isin("pro", "enterprise"))
