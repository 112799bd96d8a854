"""A deduplicated snapshot of the users table, laid out by region."""

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F

from lakehouse.common.filters import exclude_test_users
from lakehouse.common.io import read_users
from lakehouse.config import SNAPSHOT_PARTITIONS


def build_user_snapshot(spark: SparkSession) -> DataFrame:
    """One row per user_id, hash-partitioned by region and sorted by signup date in each file."""
    users = exclude_test_users(read_users(spark))
    latest = users.dropDuplicates(["user_id"])
    return (
        latest
        .withColumn("signup_year", F.year("signup_date"))
        .repartition(SNAPSHOT_PARTITIONS, "region")
        .sortWithinPartitions("signup_date")
    )
