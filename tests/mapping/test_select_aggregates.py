"""A select() of aggregate functions (`select(countDistinct("zip", "size"))`) aggregates the whole frame: the
keyless aggregate is that call's, not a dropDuplicates() of the same columns beside it
(tests/fixtures/select_aggs_job/pandas_stats.py, plan captured with PySpark by
tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "select_aggs_job" / "pandas_stats.py"


def test_a_keyless_aggregate_maps_to_the_select_calling_its_function():
    nodes = fixture_nodes("select_aggs_distinct_pairs")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("select_aggs_job"))}
    select_line = line_of(SOURCE, "countDistinct")
    counting = [n for n in nodes if n.operator == "HashAggregate" and not n.names.keys]
    assert counting
    for node in counting:
        assert mapped[node.node_id].site.line_start == select_line
