"""A lesson script showing one small frame filtered twenty ways, one show() each, as drill lessons do."""
from pyspark.sql import SparkSession

spark = SparkSession.builder.appName("filters lesson").getOrCreate()

scores = spark.createDataFrame([(n, n * 7 % 100) for n in range(20)], ["student", "points"])

for limit in range(20):
    print("points above", limit * 5)
    scores.where(scores.points > limit * 5).show()

spark.stop()
