"""Spark settings made in code (`spark.conf.set`, a builder's `.config`, `SparkConf().set`) are links of kind
`sets` to `key=value`, `?` where the value is known only at run time, from every front end; a notebook's at its
line in the .ipynb file. Users query them in code_links (the mapper does not read them: see docs/accuracy.md,
session 22)."""

from __future__ import annotations

import json

from codemap_pipeline.code.indexer import index_repository

PYTHON = """\
from pyspark.sql import SparkSession

# a builder's settings, then the session's: literals, a flag, an argument, a key that is not Spark's


def main(partitions):
    spark = (SparkSession.builder.appName("report")
             .config("spark.sql.shuffle.partitions", 8)
             .config("spark.sql.autoBroadcastJoinThreshold", -1)
             .getOrCreate())
    spark.conf.set("spark.sql.adaptive.enabled", False)
    spark.conf.set("spark.sql.shuffle.partitions", partitions)
    spark.conf.set("spark.sql.session.timeZone", "UTC")
    options = {}
    options.set("not.spark", "1")
"""

SCALA = """\
object Report {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.config("spark.sql.shuffle.partitions", 16).getOrCreate()
    spark.conf.set("spark.sql.adaptive.enabled", false)
  }
}
"""

JAVA = """\
public class Report {
  public static void main(String[] args) {
    SparkSession spark = SparkSession.builder().config("spark.sql.autoBroadcastJoinThreshold", -1).getOrCreate();
    spark.conf().set("spark.sql.shuffle.partitions", "5");
  }
}
"""

NOTEBOOK = {"cells": [
    {"cell_type": "markdown", "metadata": {}, "source": ["# Joins\n"]},
    {"cell_type": "code", "metadata": {}, "execution_count": 1, "outputs": [],
     "source": ["spark.conf.set(\"spark.sql.adaptive.enabled\", False)\n", "df = spark.range(3)\n"]},
], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def settings_of(root, name):
    links = index_repository(root)[2]
    return [(link.line, link.dst) for link in links if link.file == name and link.kind == "sets"]


def test_every_front_end_records_the_settings_a_file_makes(tmp_path):
    (tmp_path / "report.py").write_text(PYTHON)
    (tmp_path / "Report.scala").write_text(SCALA)
    (tmp_path / "Report.java").write_text(JAVA)
    assert settings_of(tmp_path, "report.py") == [
        (8, "spark.sql.shuffle.partitions=8"), (9, "spark.sql.autoBroadcastJoinThreshold=-1"),
        (11, "spark.sql.adaptive.enabled=false"), (12, "spark.sql.shuffle.partitions=?"),
        (13, "spark.sql.session.timeZone=UTC")]
    assert settings_of(tmp_path, "Report.scala") == [
        (3, "spark.sql.shuffle.partitions=16"), (4, "spark.sql.adaptive.enabled=false")]
    assert settings_of(tmp_path, "Report.java") == [
        (3, "spark.sql.autoBroadcastJoinThreshold=-1"), (4, "spark.sql.shuffle.partitions=5")]


def test_a_notebook_setting_is_at_its_line_in_the_notebook_file(tmp_path):
    text = json.dumps(NOTEBOOK, indent=1)
    (tmp_path / "joins.ipynb").write_text(text)
    [(line, dst)] = settings_of(tmp_path, "joins.ipynb")
    assert dst == "spark.sql.adaptive.enabled=false"
    assert "spark.sql.adaptive.enabled" in text.splitlines()[line - 1]
