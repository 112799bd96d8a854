"""Two caches nested in one plan (a frame cached, transformed, cached again, then read): the InMemoryRelation whose
cached plan reads the other cache is the cache() call whose own lineage in the code holds a cache() call, the one
nested in it the call whose lineage holds none, whatever their order in the file
(tests/fixtures/nested_cache_job/shop_shares.py, plan captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "nested_cache_job" / "shop_shares.py"
RULE = RULES["a cache whose cached plan reads another cache is the cache() call whose lineage holds one, and the reverse"]
PLAN = "nested_cache_shop_shares"


def cache_lines() -> dict[int, int]:
    """node id -> the line its pick is on, for the cache nodes."""
    return {m.node_id: m.site.line_start for m in map_plan(fixture_nodes(PLAN), fixture_sites("nested_cache_job"))
            if m.operator.startswith("InMemory")}


def test_each_cache_node_is_its_own_cache_call():
    inner, outer = line_of(SOURCE, "totals = totals.cache()"), line_of(SOURCE, "shares = shares.cache()")
    assert cache_lines() == {1: outer, 2: outer, 3: inner, 4: inner}
    with switched_off(*RULE):
        lines = cache_lines()
        assert lines[1] == lines[2] == inner   # the first written, whose cached plan reads no cache

