"""Spark 4 prints the scan of a table cached by `CACHE TABLE` as `Scan In-memory table orders`: the table is
`orders`, not the word `table` (plan captured with PySpark from tests/fixtures/cached_table_job/shop_totals.py
by tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping.mapper import map_plan
from support import fixture_nodes, fixture_sites


def test_the_cached_tables_scan_names_the_table():
    scans = [n for n in fixture_nodes("cached_table_shop_totals") if n.header.startswith("Scan In-memory table")]
    assert scans and all(n.names.tables == ["orders"] for n in scans)


def test_the_cached_tables_scan_maps_to_a_call_naming_the_table():
    nodes = fixture_nodes("cached_table_shop_totals")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("cached_table_job"))}
    scan = next(n for n in nodes if n.header.startswith("Scan In-memory table"))
    assert 'table "orders"' in mapped[scan.node_id].explanation
