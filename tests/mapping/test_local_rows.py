"""Rows the driver makes itself are read where the program names their columns: in Scala a range mapped to
tuples and made a DataFrame (`(0 to 20).map(id => (id, s"user_$id")).toDF("uid", "login")`) is a
LocalTableScan of those columns (tests/fixtures/local_scala/UserOrders.scala, plan captured by
tests/fixtures/capture_typed_plan.py)."""

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "local_scala" / "UserOrders.scala"


def test_a_range_made_a_dataframe_is_a_read_of_the_columns_it_names():
    sites = fixture_sites("local_scala")
    to_df = {s.line_start: s for s in sites if s.method == "toDF"}
    assert set(to_df) == {line_of(SOURCE, '.toDF("uid"'), line_of(SOURCE, '.toDF("order_id"')}
    assert all(s.kind == "read" for s in to_df.values())
    assert to_df[line_of(SOURCE, '.toDF("uid"')].columns == ["uid", "login"]


def test_each_local_table_scan_maps_to_the_todf_naming_its_columns():
    nodes = fixture_nodes("local_scala_user_orders")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("local_scala"))}
    scans = {tuple(sorted(n.names.columns)): n for n in nodes if n.operator == "LocalTableScan"}
    users = next(n for cols, n in scans.items() if "uid" in cols)
    orders = next(n for cols, n in scans.items() if "order_id" in cols)
    assert mapped[users.node_id].site.line_start == line_of(SOURCE, '.toDF("uid"')
    assert mapped[orders.node_id].site.line_start == line_of(SOURCE, '.toDF("order_id"')
