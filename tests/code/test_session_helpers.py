"""A project building its SparkSession in a helper (`spark = create_spark_session("etl")`): the session's reads,
queries and tables are sites as they are for `SparkSession.builder...getOrCreate()`."""

from __future__ import annotations

from codemap_pipeline.accuracy.ablation import RULES, switched_off
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


JVM_FILES = {
    "src/main/scala/spark/utils/Utils.scala": """\
package spark.utils

import org.apache.spark.sql.SparkSession

object Utils {
  def getSparkSession(appName: String): SparkSession = {
    val sparkSession = SparkSession.builder().master("local[*]").appName(appName).getOrCreate()
    sparkSession
  }
}
""",
    "src/main/scala/spark/Join.scala": """\
package spark

import spark.utils.Utils

object Join extends App {
  val spark = Utils.getSparkSession("Join")
  val deptDF = spark.read.format("csv").option("header", false).load("data/dept.txt")
  deptDF.show()
}
""",
    "src/main/java/jobs/Report.java": """\
package jobs;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

public class Report {
    public static void main(String[] args) {
        var spark = Sessions.make("report");
        Dataset<Row> orders = spark.read().json("data/orders.json");
        orders.groupBy("region").count().show();
    }
}
""",
}


def test_a_jvm_session_another_files_helper_built_reads(tmp_path):
    """gauravkantrod/spark-scala: every lesson starts `val spark = Utils.getSparkSession("...")`; before, the name
    held an unknown method's result, so none of the lessons' reads, joins or shows were sites."""
    for rel, text in JVM_FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)

    def made(file):
        return {(s.line_start, s.kind, s.method) for s in index_repository(tmp_path)[3] if s.file == file}

    assert {(7, "read", "read.load"), (8, "limit", "show")} <= made("src/main/scala/spark/Join.scala")
    assert (9, "read", "read.json") in made("src/main/java/jobs/Report.java")
    with switched_off(*RULES["a JVM name kept for the session (`val spark = Utils.getSession()`) holds one"]):
        assert made("src/main/scala/spark/Join.scala") == set()
