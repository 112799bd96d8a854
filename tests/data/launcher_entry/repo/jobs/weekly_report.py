"""The weekly report: the query given on the command line over the week's orders, largest first."""


def run(spark, path, query):
    orders = spark.read.option("header", True).option("inferSchema", True).csv(path)
    orders.createOrReplaceTempView("orders")
    report = spark.sql(query)
    print(f"weekly report over {orders.count()} orders")
    report.show()
