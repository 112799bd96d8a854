"""Rows the driver makes itself are read where the program names their columns: in Scala a range mapped to
tuples and made a DataFrame (`(0 to 20).map(id => (id, s"user_$id")).toDF("uid", "login")`) is a
LocalTableScan of those columns (tests/fixtures/local_scala/UserOrders.scala, plan captured by
tests/fixtures/capture_typed_plan.py)."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "local_scala"
SOURCE = (CODE / "UserOrders.scala").read_text().splitlines()
PLAN = ROOT / "tests" / "fixtures" / "plans" / "local_scala_user_orders.formatted.txt"


def line_of(text: str) -> int:
    return next(n for n, line in enumerate(SOURCE, 1) if text in line)


def test_a_range_made_a_dataframe_is_a_read_of_the_columns_it_names():
    sites = index_repository(CODE)[3]
    to_df = {s.line_start: s for s in sites if s.method == "toDF"}
    assert set(to_df) == {line_of('.toDF("uid"'), line_of('.toDF("order_id"')}
    assert all(s.kind == "read" for s in to_df.values())
    assert to_df[line_of('.toDF("uid"')].columns == ["uid", "login"]


def test_each_local_table_scan_maps_to_the_todf_naming_its_columns():
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    mapped = {m.node_id: m for m in map_plan(nodes, index_repository(CODE)[3])}
    scans = {tuple(sorted(n.names.columns)): n for n in nodes if n.operator == "LocalTableScan"}
    users = next(n for cols, n in scans.items() if "uid" in cols)
    orders = next(n for cols, n in scans.items() if "order_id" in cols)
    assert mapped[users.node_id].site.line_start == line_of('.toDF("uid"')
    assert mapped[orders.node_id].site.line_start == line_of('.toDF("order_id"')
