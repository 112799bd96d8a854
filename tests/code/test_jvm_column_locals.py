"""A JVM local holding a column expression is read where it is used, as the Python front end reads one:
Spark in Action's labs keep a join's condition in a `val` (`val cond = higherEdDf.col("zip") ===
countyZipDf.col("zip")`, then `.join(countyZipDf, cond, "inner")`); before, the join named no column and a
later join of the same program took the plan's join."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext

SCALA = '''\
object Institutions {
  def main(args: Array[String]): Unit = {
    val higherEdDf = spark.read.csv("higher_ed.csv")
    val countyZipDf = spark.read.csv("county_zip.csv")
    val cond = higherEdDf.col("zip") === countyZipDf.col("zip")
    var joined = higherEdDf.join(countyZipDf, cond, "inner")
    val inState = F.col("state") === "NC"
    joined = joined.filter(inState)
    var n = F.col("n")
    n = n + 1
    joined.select(n).show()
  }
}
'''

JAVA = '''\
public class Institutions {
  public void start(SparkSession spark) {
    Dataset<Row> higherEdDf = spark.read().csv("higher_ed.csv");
    Dataset<Row> countyZipDf = spark.read().csv("county_zip.csv");
    Column cond = higherEdDf.col("zip").equalTo(countyZipDf.col("zip"));
    Dataset<Row> joined = higherEdDf.join(countyZipDf, cond, "inner");
    joined.show();
  }
}
'''

RULE = "a JVM local holding a column expression read where used (`join(b, cond)`)"


def _sites(language: str, name: str, source: str) -> dict[str, list]:
    index = FRONT_ENDS[language](name, source.encode(), FileContext(language, module=name, id_scope=name))
    return {s.method: s for s in index.sites}


@pytest.mark.parametrize("language, name, source", [("scala", "Institutions.scala", SCALA),
                                                    ("java", "Institutions.java", JAVA)])
def test_a_join_names_the_columns_of_its_condition_held_in_a_local(language, name, source):
    assert _sites(language, name, source)["join"].columns == ["zip"]
    with switched_off(*RULES[RULE]):
        assert _sites(language, name, source)["join"].columns == []


def test_a_filter_reads_its_condition_and_a_local_naming_itself_is_read_once():
    sites = _sites("scala", "Institutions.scala", SCALA)
    assert "state" in sites["filter"].columns and "NC" in sites["filter"].literals
    assert sites["select"].literals == ["1"]   # `n = n + 1`: its own expression, not read again and again
