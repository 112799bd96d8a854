"""Shows in two functions: which runs first is the caller's business, not the file's order."""
from pyspark.sql import SparkSession


def totals(frame):
    frame.groupBy("team").count().show()


def names(frame):
    frame.select("name").show()


if __name__ == "__main__":
    spark = SparkSession.builder.getOrCreate()
    people = spark.createDataFrame([("Ana", "ops")], ["name", "team"])
    names(people)
    totals(people)
