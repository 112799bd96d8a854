"""limit(n) is a local limit, a one-partition exchange and a global limit. In the final plan of a query
that ran, AQE may have dropped the global limit: the exchange then sits under the join, and still serves
the limit (tests/fixtures/limits_job/first_shops.py, plan captured with PySpark by
tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "limits_job" / "first_shops.py"


def test_the_exchange_under_a_dropped_global_limit_serves_the_limit():
    nodes = fixture_nodes("limits_first_shops")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("limits_job"))}
    limit_line = line_of(SOURCE, ".limit(3)")
    exchange = next(m for m in mapped.values() if m.operator == "Exchange")
    local_limit = next(m for m in mapped.values() if m.operator == "LocalLimit")
    assert local_limit.site.line_start == limit_line
    assert exchange.derived and exchange.site == local_limit.site
