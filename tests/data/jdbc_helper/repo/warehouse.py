"""The warehouse's tables and queries read over JDBC: the jobs are handed one of these, never a SparkSession."""


class Warehouse:

    def __init__(self, spark, url, user):
        self.spark, self.url, self.user = spark, url, user

    def read_query_as_df(self, query):
        return self.spark.read.format("jdbc").option("url", self.url).option("user", self.user) \
            .option("query", query).load()

    def read_table_as_df(self, table):
        return self.spark.read.format("jdbc").option("url", self.url).option("user", self.user) \
            .option("dbtable", table).load()
