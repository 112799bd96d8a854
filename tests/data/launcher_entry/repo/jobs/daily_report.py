"""The daily report: the query given on the command line over the day's orders."""


def run(spark, path, query):
    orders = spark.read.option("header", True).option("inferSchema", True).csv(path)
    orders.createOrReplaceTempView("orders")
    report = spark.sql(query)
    report.show()
