"""limit(n) is a local limit, a one-partition exchange and a global limit. In the final plan of a query
that ran, AQE may have dropped the global limit: the exchange then sits under the join, and still serves
the limit (tests/fixtures/limits_job/first_shops.py, plan captured with PySpark by
tests/fixtures/capture_mapper_plans.py)."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "limits_job"
SOURCE = (CODE / "first_shops.py").read_text().splitlines()
PLAN = ROOT / "tests" / "fixtures" / "plans" / "limits_first_shops.formatted.txt"


def test_the_exchange_under_a_dropped_global_limit_serves_the_limit():
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    mapped = {m.node_id: m for m in map_plan(nodes, index_repository(CODE)[3])}
    limit_line = next(n for n, line in enumerate(SOURCE, 1) if ".limit(3)" in line)
    exchange = next(m for m in mapped.values() if m.operator == "Exchange")
    local_limit = next(m for m in mapped.values() if m.operator == "LocalLimit")
    assert local_limit.site.line_start == limit_line
    assert exchange.derived and exchange.site == local_limit.site
