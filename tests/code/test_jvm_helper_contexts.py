"""A Scala job taking its SparkContext and SQLContext from the repository's own helpers (`val sc =
getSparkContext("x")`, `val sqlContext = getSQLContext(sc)`, imported with `import utils.SparkUtils._`): the names
kept for them hold a context and a session, also under `import org.apache.spark.sql.functions._`, where any bare call
reads as one of Spark's functions. Switched off, both were columns and the job had no site at all."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["a JVM name kept for the context (`val sc = getSparkContext()`) holds one, as the session's does"]

JOB = """package batch

import utils.SparkUtils._

object BatchJob {
  def main(args: Array[String]): Unit = {
    val sc = getSparkContext("Lambda with Spark")
    val sqlContext = getSQLContext(sc)
    import org.apache.spark.sql.functions._
    import sqlContext.implicits._
    val input = sc.textFile("file:///data/data.tsv")
    val df = input.map(_.split("\\t")).map(r => (r(0), r(1))).toDF("product", "visitor")
    df.registerTempTable("activity")
    val visitors = sqlContext.sql("SELECT product, COUNT(DISTINCT visitor) AS n FROM activity GROUP BY product")
    visitors.foreach(println)
  }
}
"""


def _sites(tmp_path):
    (tmp_path / "BatchJob.scala").write_text(JOB)
    return sorted((s.line_start, s.kind) for s in index_repository(tmp_path)[3])


def test_helper_made_context_and_session_are_known_under_a_wildcard_import_of_functions(tmp_path):
    sites = _sites(tmp_path)
    assert (11, "rdd") in sites                      # sc.textFile
    assert {(14, "sql"), (14, "read"), (14, "aggregate")} <= set(sites)   # sqlContext.sql over the view
    with switched_off(*RULE):
        assert not [s for s in _sites(tmp_path) if s[0] in (11, 14)]
