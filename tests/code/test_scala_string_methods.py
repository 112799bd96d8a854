"""A Scala query written over several lines with a margin (a triple-quoted string, then `.stripMargin`), or trimmed
(`"...".trim`, Java's `"...".trim()`), is the query that runs: its clauses are sites, on the string's own lines
where a name holds it (`val query1 =` then the string on the next line, `spark.sql(query1)` below). Before, such
a query was a `spark.sql` naming nothing (Spark in Action ch11's Scala labs)."""

from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

SCALA = '''\
object Geo {
  def main(args: Array[String]): Unit = {
    val query1 =
      """
        |SELECT * FROM geodata
        |WHERE geo IS NOT NULL AND evolution <= 0
        |ORDER BY evolution
      """.stripMargin
    val negative = spark.sql(query1)
    val big = spark.sql("SELECT geo FROM geodata WHERE evolution > 999999".trim)
  }
}
'''

JAVA = '''\
public class Geo {
  public void start(SparkSession spark) {
    Dataset<Row> big = spark.sql("SELECT geo FROM geodata WHERE evolution > 999999 ".trim());
  }
}
'''


def _clauses(language: str, name: str, source: str) -> dict[str, list[int]]:
    index = FRONT_ENDS[language](name, source.encode(), FileContext(language, module=name, id_scope=name))
    found: dict[str, list[int]] = {}
    for s in index.sites:
        if s.method.startswith("SQL"):
            found.setdefault(s.method, []).append(s.line_start)
    return found


def test_a_scala_query_with_a_margin_or_trimmed_is_read_on_its_lines():
    clauses = _clauses("scala", "Geo.scala", SCALA)
    assert clauses["SQL WHERE"] == [6, 10] and clauses["SQL ORDER BY"] == [7]


def test_a_java_query_trimmed_is_read():
    assert _clauses("java", "Geo.java", JAVA)["SQL WHERE"] == [3]
