"""A runner kept outside the repository, as SQL exercise harnesses are: it registers the tables a query reads as
temporary views of rows it makes itself, then runs the query file it is given.

    spark-submit ../driver.py queries/never_ordered.sql
"""
import sys

from pyspark.sql import SparkSession

if __name__ == "__main__":
    spark = SparkSession.builder.getOrCreate()
    spark.createDataFrame([(1, "Ana"), (2, "Bo"), (3, "Cy")], "CustomerID int, Name string") \
        .createOrReplaceTempView("Customers")
    spark.createDataFrame([(10, 1, 25.0), (11, 3, 40.0)], "OrderID int, CustomerID int, Amount double") \
        .createOrReplaceTempView("Orders")
    with open(sys.argv[1]) as query:
        print(spark.sql(query.read()).collect())
