"""Spark 4 prints the scan of a table cached by `CACHE TABLE` as `Scan In-memory table orders`: the table is
`orders`, not the word `table` (plan captured with PySpark from tests/fixtures/cached_table_job/shop_totals.py
by tests/fixtures/capture_mapper_plans.py)."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "cached_table_job"
PLAN = ROOT / "tests" / "fixtures" / "plans" / "cached_table_shop_totals.formatted.txt"


def test_the_cached_tables_scan_names_the_table():
    scans = [n for n in parse_plan_text(PLAN.read_text())[0].nodes if n.header.startswith("Scan In-memory table")]
    assert scans and all(n.names.tables == ["orders"] for n in scans)


def test_the_cached_tables_scan_maps_to_a_call_naming_the_table():
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    mapped = {m.node_id: m for m in map_plan(nodes, index_repository(CODE)[3])}
    scan = next(n for n in nodes if n.header.startswith("Scan In-memory table"))
    assert 'table "orders"' in mapped[scan.node_id].explanation
