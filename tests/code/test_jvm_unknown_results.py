"""A JVM name holding what a call the walk does not know gave (`val predictions = model.transform(test)`, a fitted ML
model's output) may be a DataFrame: the Spark calls on it (`predictions.select(avg(...)).collect()`) are sites, as
they are on such a call written inline. Before, the name held "other" and nothing done with it was Spark's (the
shape of nirajkumar27297/Spark-Scala's ML demos). A name holding a known non-DataFrame (a count) still is none."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["a JVM name holding what an unknown call gave may be a DataFrame"]

JOB = """package ml

import org.apache.spark.ml.regression.LinearRegression
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.functions.{avg, col}

object Prices {
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val data = spark.read.parquet("prices.parquet")
    val model = new LinearRegression().fit(data)
    val predictions = model.transform(data)
    predictions.select(avg(col("prediction"))).collect()
    val rows = data.count()
    println(rows.toString.split("0").distinct)
  }
}
"""


def _sites(tmp_path):
    (tmp_path / "Prices.scala").write_text(JOB)
    return {(s.line_start, s.kind) for s in index_repository(tmp_path)[3]}


def test_the_calls_on_an_unknown_calls_result_are_sites(tmp_path):
    sites = _sites(tmp_path)
    assert (13, "project") in sites
    assert not [s for s in sites if s[0] == 15]          # a count's text: no DataFrame
    with switched_off(*RULE):
        assert (13, "project") not in _sites(tmp_path)
