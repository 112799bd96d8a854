"""A lambda a driver-side collection runs is code of the program: `df.columns.foreach { c => df.filter(...).count() }`
counts each column's nulls with a Spark job per column (nirajkumar27297/Spark-Scala's checkNull). Switched off, no
call in the lambda was a site. A lambda Spark runs on executors (an RDD's map) is still not walked."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["a lambda a driver-side collection runs (df.columns.foreach) holds the program's DataFrame calls (JVM)"]

SCALA = """package checks

import org.apache.spark.sql.{DataFrame, SparkSession}

object Nulls {
  def checkNull(inputDF: DataFrame): Unit = {
    inputDF.columns.foreach { colName =>
      println(inputDF.filter(inputDF(colName).isNull).count())
    }
  }
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val df = spark.read.option("header", "true").csv("admissions.csv")
    checkNull(df)
    df.rdd.map(row => row.getString(0).split(",").filter(_.nonEmpty)).count()
  }
}
"""

def _sites(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    return {(s.line_start, s.kind) for s in index_repository(tmp_path)[3] if s.file == name}


def test_the_calls_in_a_lambda_over_a_frames_columns_are_sites(tmp_path):
    sites = _sites(tmp_path, "Nulls.scala", SCALA)
    assert {(8, "filter"), (8, "aggregate")} <= sites
    assert not [s for s in sites if s[0] == 15 and s[1] == "filter"]    # the RDD's lambda: a String's filter
    with switched_off(*RULE):
        assert not [s for s in _sites(tmp_path, "Nulls.scala", SCALA) if s[0] == 8]

