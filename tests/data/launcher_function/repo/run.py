"""Runs one solution of a problem file, both named on the command line, as exercise collections do:

    spark-submit run.py problems/orders.py second_way
"""
import importlib.util
import sys

from pyspark.sql import SparkSession


def main(path: str, function: str) -> None:
    spec = importlib.util.spec_from_file_location("problem", path)
    problem = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(problem)
    spark = SparkSession.builder.appName(function).getOrCreate()
    getattr(problem, function)(spark)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
