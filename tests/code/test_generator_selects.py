"""A select applying explode/stack/inline makes rows (Spark plans a Generate), whether the function is a call
or written in an expression string, and whether that string is there or in a constant the front end reads
later (`expr(UNPIVOT)`): the site is an explode in every case, in Python and in Scala."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository

PYTHON = '''\
from pyspark.sql.functions import expr

UNPIVOT = "stack(2, 'Canada', Canada, 'China', China) as (Country, Total)"


def unpivot_by_constant(pivoted):
    return pivoted.select("Product", expr(UNPIVOT))


def unpivot_by_string(pivoted):
    return pivoted.select("Product", expr("stack(2, 'Canada', Canada, 'China', China) as (Country, Total)"))


def plain(pivoted):
    return pivoted.select("Product", expr("upper(Country) as country"))
'''

SCALA = '''\
object Unpivot {
  def byString(pivoted: org.apache.spark.sql.DataFrame) =
    pivoted.select(col("Product"), expr("stack(2, 'Canada', Canada, 'China', China) as (Country, Total)"))
}
'''


def test_selects_applying_a_generator_are_explodes(tmp_path: Path):
    (tmp_path / "unpivot.py").write_text(PYTHON)
    (tmp_path / "Unpivot.scala").write_text(SCALA)
    sites = index_repository(tmp_path)[3]
    kinds = {(s.file, s.line_start): s.kind for s in sites if s.method == "select"}
    assert kinds == {("unpivot.py", 7): "explode", ("unpivot.py", 11): "explode", ("unpivot.py", 15): "project",
                     ("Unpivot.scala", 3): "explode"}
