"""Totals per region."""
from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
sales = spark.createDataFrame([("north", 10), ("south", 5), ("north", 7)], "region string, amount int")
sales.groupBy("region").agg(F.sum("amount").alias("total")).show()
