"""Lesson 1: the session, then the lessons named on the command line, run in order in it (as a course's notebooks
are run one after another on one cluster)."""
import runpy
import sys

from pyspark.sql import SparkSession

spark = SparkSession.builder.getOrCreate()
print(spark.range(3).count())
for lesson in sys.argv[1:]:
    runpy.run_path(lesson, run_name="__main__")
