"""A typed step running the program's function over objects (MapElements, and the encoder steps serving it)
is made by the call applying the function, `frame.map(row => ...)`, never by the calls that only handed the
rows to Spark (`sc.parallelize(rows)`, `spark.createDataFrame(rdd, schema)`) a line above: none of them
names anything the step does, so without this the first of them in the file took it
(tests/fixtures/rows_scala/FullNames.scala, compiled and run by tests/fixtures/capture_typed_plan.py)."""

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping.mapper import SiteIndex, map_plan
from support import FIXTURES, fixture_nodes

CODE = FIXTURES / "rows_scala"
SOURCE = (CODE / "FullNames.scala").read_text().splitlines()


def test_the_typed_steps_are_the_map_not_the_calls_handing_rows_over():
    index = build_index(CODE)
    nodes = fixture_nodes("rows_scala_full_names")
    mapped = {m.operator: m for m in map_plan(nodes, [], index=SiteIndex(
        index.sites, index.symbol_calls, index.file_links, index.declared))}
    assert "parallelize" in SOURCE[mapped["Scan"].site.line_start - 1] + SOURCE[mapped["Scan"].site.line_end - 1]
    for operator in ("MapElements", "DeserializeToObject", "SerializeFromObject"):
        assert "frame.map(" in SOURCE[mapped[operator].site.line_start - 1], operator
