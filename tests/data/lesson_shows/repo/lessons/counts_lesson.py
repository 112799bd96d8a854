"""A lesson script counting rows as tutorials write them: the same filter counted twice, a grouped count between."""
from pyspark.sql import SparkSession

spark = SparkSession.builder.appName("counts lesson").getOrCreate()

orders = spark.createDataFrame([(1, "open", 80), (2, "shipped", 150), (3, "shipped", 420), (4, "open", 120)],
                               ["order_id", "status", "amount"])

print(f"orders: {orders.count()}")

big = orders.filter(orders.amount > 100)
print("big orders:", big.count())

print("orders by status")
orders.groupBy("status").count().show()

print("big orders, once more:", orders.filter(orders.amount > 100).count())

spark.stop()
