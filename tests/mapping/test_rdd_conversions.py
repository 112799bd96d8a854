"""An RDD of objects made a Dataset: Spark scans the RDD's objects, printing where the RDD was made (`map at
WordRows.scala:12`), and turns them into rows (SerializeFromObject) where the program converted the RDD
(`spark.createDataFrame(words)`, a line below, found by following the dataflow from the RDD's call)
(tests/fixtures/rdd_scala/WordRows.scala, compiled and run by tests/fixtures/capture_typed_plan.py)."""

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping.mapper import SiteIndex, map_plan
from support import FIXTURES, fixture_nodes

CODE = FIXTURES / "rdd_scala"
SOURCE = (CODE / "WordRows.scala").read_text().splitlines()


def test_the_rdds_objects_become_rows_where_the_program_converts_the_rdd():
    index = build_index(CODE)
    nodes = fixture_nodes("rdd_scala_words")
    mapped = {m.operator: m for m in map_plan(nodes, [], index=SiteIndex(
        index.sites, index.symbol_calls, index.file_links, index.declared))}
    printed = next(n for n in nodes if n.operator == "Scan").details["Arguments"]
    assert "map at WordRows.scala:12" in printed
    assert ".map(w => Word(w))" in SOURCE[mapped["Scan"].site.line_start - 1]          # the RDD
    rows = mapped["SerializeFromObject"]
    assert rows.derived and "spark.createDataFrame(words)" in SOURCE[rows.site.line_start - 1]   # the conversion
