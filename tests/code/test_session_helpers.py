"""A project building its SparkSession in a helper (`spark = create_spark_session("etl")`): the session's reads,
queries and tables are sites as they are for `SparkSession.builder...getOrCreate()`."""

from __future__ import annotations

from codemap_pipeline.code.indexer import index_repository

FILES = {
    "shared/__init__.py": "",
    "shared/spark_utils.py": """\
from pyspark.sql import SparkSession


def create_spark_session(name):
    return SparkSession.builder.appName(name).getOrCreate()
""",
    "jobs/report.py": """\
from shared.spark_utils import create_spark_session


def main():
    spark = create_spark_session("report")
    orders = spark.read.option("header", True).csv("data/orders.csv")
    regions = spark.table("dim.regions")
    orders.join(regions, "region_id").groupBy("region").count().show()
    spark.sql("SELECT region FROM dim.regions WHERE active").show()
""",
}


def test_a_session_a_helper_built_reads_queries_and_tables(tmp_path):
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    sites = [s for s in index_repository(tmp_path)[3] if s.file == "jobs/report.py"]
    methods = {s.method for s in sites}
    assert {"read.csv", "spark.table", "spark.sql"} <= methods
    join = next(s for s in sites if s.method == "join")
    read = next(s for s in sites if s.method == "read.csv")
    assert read.site_id in join.inputs and read.paths == ["data/orders.csv"]
