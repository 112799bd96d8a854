"""A method called on an object whose class the file cannot tell (`spark.read_table_as_df("shop_orders")`,
`spark` a parameter that is the repository's JDBC helper, not a session): the repository has one method so named,
so the strings the call passes reach that method's read, as a call of a known function's would
(tests/data/jdbc_helper, its plan made by a real PySpark run over JDBC against PostgreSQL). The plan's
`Scan JDBCRelation(shop_orders)` names the table, and the helper's read of a table, not its read of a query,
made it. Switched off, the helper's reads name nothing."""

from pathlib import Path

from codemap_pipeline.code import python_resolve
from codemap_pipeline.code.indexer import FRONT_ENDS, index_repository
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

DATA = Path(__file__).resolve().parents[1] / "data" / "jdbc_helper"


def _scan_mapping():
    sites = index_repository(DATA / "repo")[3]
    nodes = parse_plan_text((DATA / "orders_per_region.formatted.txt").read_text())[0].nodes
    scan = next(m for m in map_plan(nodes, sites) if m.operator == "Scan")
    reads = {s.line_start: s.tables for s in sites if s.file == "warehouse.py"}
    return scan, reads


def test_the_helper_method_reads_the_tables_its_untyped_callers_name():
    scan, reads = _scan_mapping()
    assert reads == {10: [], 14: ["shop_orders", "shop_returns"]}
    assert (scan.site.file, scan.site.line_start) == ("warehouse.py", 14)


def test_switched_off_the_helper_reads_name_nothing(monkeypatch):
    monkeypatch.setattr(python_resolve, "METHODS_BY_NAME", False)
    scan, reads = _scan_mapping()
    assert reads == {10: [], 14: []}
    assert scan.status == "uncertain"


def test_the_scan_names_the_table_it_read_over_jdbc():
    nodes = parse_plan_text((DATA / "orders_per_region.formatted.txt").read_text())[0].nodes
    assert [n.names.tables for n in nodes if n.operator == "Scan"] == [["shop_orders"]]


def _passed(source: str) -> list[tuple[str, dict]]:
    context = FileContext("python", module="job", id_scope="job")
    return FRONT_ENDS["python"]("job.py", source.encode(), context).facts.get("passes", [])


def test_spark_methods_and_known_receivers_are_not_taken_for_the_repositorys():
    # `spark.table("t")` and `df.filter("x")` are Spark's even where the repository has a method so named
    source = "def f(spark, df):\n    spark.table('orders')\n    df.filter('amount > 1')\n    spark.load_orders('orders')\n"
    assert _passed(source) == [("@method:load_orders", {"0": "orders"})]
