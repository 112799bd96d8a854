"""Shared readers of the state-count jobs."""


def read_sales(spark, path):
    return spark.read.option("header", "true").option("inferSchema", "true").csv(path)
