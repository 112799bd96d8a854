"""A select() of aggregate functions (`select(countDistinct("zip", "size"))`) aggregates the whole frame: the
keyless aggregate is that call's, not a dropDuplicates() of the same columns beside it
(tests/fixtures/select_aggs_job/pandas_stats.py, plan captured with PySpark by
tests/fixtures/capture_mapper_plans.py)."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "select_aggs_job"
SOURCE = (CODE / "pandas_stats.py").read_text().splitlines()
PLAN = ROOT / "tests" / "fixtures" / "plans" / "select_aggs_distinct_pairs.formatted.txt"


def test_a_keyless_aggregate_maps_to_the_select_calling_its_function():
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    mapped = {m.node_id: m for m in map_plan(nodes, index_repository(CODE)[3])}
    select_line = next(n for n, line in enumerate(SOURCE, 1) if "countDistinct" in line)
    counting = [n for n in nodes if n.operator == "HashAggregate" and not n.names.keys]
    assert counting
    for node in counting:
        assert mapped[node.node_id].site.line_start == select_line
