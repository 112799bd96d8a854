"""Orders over 10 per state (v2: run with spark-submit --py-files jobs/helpers.py)."""
import sys

from pyspark.sql import SparkSession, functions as F

from helpers import read_sales

if __name__ == "__main__":
    spark = SparkSession.builder.appName("state-counts").getOrCreate()
    sales = read_sales(spark, sys.argv[1])
    big = sales.where(F.col("amount") > 10)
    counts = big.groupBy("state").agg(F.count("*").alias("orders"))
    counts.orderBy("state").show()
    spark.stop()
