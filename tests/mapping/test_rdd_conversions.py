"""The scan of an RDD is where the RDD became a Dataset: Spark prints where the RDD was made (`map at
WordRows.scala:12`), and the mapper follows the dataflow from the calls on that line to the call turning
the RDD into a DataFrame (tests/fixtures/rdd_scala/WordRows.scala, compiled and run by
tests/fixtures/capture_typed_plan.py)."""

from pathlib import Path

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping.mapper import SiteIndex, map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "rdd_scala"
SOURCE = (CODE / "WordRows.scala").read_text().splitlines()
PLAN = ROOT / "tests" / "fixtures" / "plans" / "rdd_scala_words.formatted.txt"


def test_the_scan_of_an_rdd_maps_to_the_call_making_it_a_dataframe():
    index = build_index(CODE)
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    mapped = {m.operator: m for m in map_plan(nodes, [], index=SiteIndex(
        index.sites, index.symbol_calls, index.file_links, index.declared))}
    printed = next(n for n in nodes if n.operator == "Scan").details["Arguments"]
    assert "map at WordRows.scala:12" in printed and ".map(w => Word(w))" in SOURCE[11]
    scan = mapped["Scan"]
    assert "spark.createDataFrame(words)" in SOURCE[scan.site.line_start - 1]
    assert mapped["SerializeFromObject"].site.line_start == scan.site.line_start   # served by the same call
