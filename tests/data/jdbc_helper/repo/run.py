"""Runs the region job on the local warehouse and prints its result."""
import sys

from pyspark.sql import SparkSession

from jobs import regions
from warehouse import Warehouse

if __name__ == "__main__":
    spark = SparkSession.builder.getOrCreate()
    regions.orders_per_region(Warehouse(spark, sys.argv[1], "postgres")).show()
