"""Customers with their number of orders in 2019: two ways to the same answer."""
from pyspark.sql import functions as F


def _tables(spark):
    users = spark.createDataFrame([(1, "2018-01-01"), (2, "2019-02-09")], "user_id int, join_date string")
    orders = spark.createDataFrame([(1, "2019-08-01", 1), (2, "2018-08-02", 1), (3, "2019-08-03", 2)],
                                   "order_id int, order_date string, buyer_id int")
    return users, orders


def first_way(spark):
    users, orders = _tables(spark)
    users.join(orders, on=(F.col("user_id") == F.col("buyer_id")) & (F.year("order_date") == 2019), how="left") \
        .groupby("user_id", "join_date").agg(F.count("order_id").alias("orders_in_2019")).show()


def second_way(spark):
    users, orders = _tables(spark)
    in_2019 = users.join(
        orders,
        on=(F.col("user_id") == F.col("buyer_id")) & F.col("order_date").between("2019-01-01", "2019-12-31"),
        how="left")
    in_2019.groupby("user_id", "join_date") \
        .agg(F.count("order_id").alias("orders_in_2019")) \
        .show()


if __name__ == "__main__":
    from pyspark.sql import SparkSession
    first_way(SparkSession.builder.getOrCreate())
