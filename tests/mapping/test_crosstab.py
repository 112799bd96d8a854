"""crosstab(): Spark counts the rows grouped by the first column and pivots the second (pivotfirst), fills the counts
no row had with 0 and names the first column `col1_col2` (tests/fixtures/crosstab_job/visits.py, beside a
groupBy().pivot().count() of the same columns; real plans: tests/fixtures/capture_mapper_plans.py). The aggregates
and the projection of the table are the crosstab call's."""

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

FILE = FIXTURES / "crosstab_job" / "visits.py"
SPARK_MADE = {"HashAggregate", "Exchange"}


def lines(function: str) -> dict[int, set]:
    """Where the aggregates and their exchanges go, and the table's projection (the plan's top)."""
    mapped = map_plan(fixture_nodes(f"crosstab_{function}"), fixture_sites("crosstab_job"))
    top = max(m.node_id for m in mapped)
    return {m.node_id: m.site.line_start if m.site else None for m in mapped
            if m.operator in SPARK_MADE or m.node_id == top}


def test_a_contingency_table_is_the_crosstab_calls():
    assert set(lines("page_by_device").values()) == {line_of(FILE, ".crosstab(")}


def test_a_pivot_of_the_same_counts_is_the_pivots():
    assert line_of(FILE, ".crosstab(") not in set(lines("devices_per_page").values())


def test_scala_and_python_crosstabs_are_pivots_naming_their_first_column(tmp_path):
    from codemap_pipeline.code.indexer import index_repository

    (tmp_path / "Visits.scala").write_text(
        "object Visits {\n  def run(visits: org.apache.spark.sql.DataFrame): Unit = {\n"
        "    visits.stat.crosstab(\"page\", \"device\").show()\n  }\n}\n")
    (tmp_path / "visits.py").write_text("def run(visits):\n    visits.stat.crosstab('page', 'device').show()\n")
    found = {(s.file, s.kind, tuple(s.columns)) for s in index_repository(tmp_path)[3] if s.method == "crosstab"}
    assert found == {("Visits.scala", "pivot", ("page", "device")), ("visits.py", "pivot", ("page", "device"))}
    assert all(s.aliases == ["page_device"] for s in index_repository(tmp_path)[3] if s.method == "crosstab")
