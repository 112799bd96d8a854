import datetime as dt

from pyspark.sql import functions as F

from lakehouse.common.filters import completed_purchases
from lakehouse.common.udfs import canonical_region


def test_revenue_is_summed_per_canonical_region(spark):
    purchases = spark.createDataFrame(
        [
            (1, 10, 100, 30.0, "USD", "completed", dt.date(2024, 1, 3)),
            (2, 10, 101, 20.0, "USD", "completed", dt.date(2024, 1, 4)),
            (3, 11, 100, 50.0, "EUR", "refunded", dt.date(2024, 1, 5)),
            (4, 12, 102, 5.0, "USD", "completed", dt.date(2024, 1, 6)),
        ],
        "purchase_id long, user_id long, product_id long, amount double, currency string, "
        "status string, purchased_at date",
    )
    users = spark.createDataFrame(
        [(10, "emea"), (11, "Europe"), (12, "na")], "user_id long, region string"
    ).withColumn("region", canonical_region(F.col("region")))

    result = (
        completed_purchases(purchases)
        .join(users, "user_id")
        .groupBy("region")
        .agg(F.sum("amount").alias("revenue"), F.count("purchase_id").alias("purchases"))
    )

    rows = {row["region"]: (row["revenue"], row["purchases"]) for row in result.collect()}
    assert rows == {"EMEA": (50.0, 2), "North America": (5.0, 1)}


def test_top_spenders_are_ordered_by_lifetime_value(spark):
    purchases = spark.createDataFrame(
        [(1, 10, 30.0), (2, 11, 80.0), (3, 10, 60.0)], "purchase_id long, user_id long, amount double"
    )
    totals = purchases.groupBy("user_id").agg(F.sum("amount").alias("lifetime_value"))
    top = totals.orderBy(F.col("lifetime_value").desc()).limit(1).collect()
    assert top[0]["user_id"] == 10
