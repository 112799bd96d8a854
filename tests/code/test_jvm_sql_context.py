"""`spark.sqlContext.sql(...)` (Scala) and `spark.sqlContext().sql(...)` (Java): a session's SQLContext runs a query as
the session does, so the query is a site, its clauses are read, and what it returns is a DataFrame whose show() is the
action. Switched off, the SQLContext was an unknown value: no query, and in Scala nothing after it either."""

from __future__ import annotations

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["a JVM session's sqlContext runs queries as the session does"]
FILES = {
    "src/main/scala/bands/Bands.scala": """\
package bands

import org.apache.spark.sql.SparkSession

object Bands extends App {
  val spark = SparkSession.builder().appName("bands").getOrCreate()
  spark.read.parquet("data/salaries").createOrReplaceTempView("salaries")
  val bands = spark.sqlContext.sql(
    "select 'high' as band, name from salaries where salary > 7000 union " +
      "select 'low', name from salaries where salary <= 7000")
  bands.show()
}
""",
    "src/main/java/bands/Counts.java": """\
package bands;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public class Counts {
    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().appName("counts").getOrCreate();
        Dataset<Row> counts = spark.sqlContext().sql("SELECT band, count(*) AS n FROM bands GROUP BY band");
        counts.show();
    }
}
""",
}


def kinds_by_file(root) -> dict[str, set[tuple[str, int]]]:
    found: dict[str, set[tuple[str, int]]] = {}
    for s in index_repository(root)[3]:
        found.setdefault(s.file.rsplit("/", 1)[-1], set()).add((s.kind, s.line_start))
    return found


def test_a_query_run_by_the_sessions_sql_context_is_read(tmp_path):
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    found = kinds_by_file(tmp_path)
    assert {("sql", 8), ("union", 9), ("limit", 11)} <= found["Bands.scala"]
    assert {("sql", 10), ("aggregate", 10), ("limit", 11)} <= found["Counts.java"]
    with switched_off(*RULE):
        found = kinds_by_file(tmp_path)
    assert not {k for k, _ in found["Bands.scala"]} & {"sql", "union", "limit"}
    assert not {k for k, _ in found["Counts.java"]} & {"sql", "aggregate"}   # its show() is known by Dataset<Row>
