"""Which input of a SQL set operation or subquery join a scan feeds (tests/fixtures/sql_sides_job, real plans from
tests/fixtures/capture_mapper_plans.py). The files are SQL alone, run over temp views made outside the job's
folder, so each scan is a Scan ExistingRDD naming no table: nothing but its place in the plan tells the two reads
apart. SQL writes the left input first: `a EXCEPT b`, `a UNION b`, `FROM a WHERE k NOT IN (SELECT ... FROM b)`.
Switched off, both scans take the first FROM."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "sql_sides_job"
RULE = RULES["... and in SQL the operand written first (a EXCEPT b, FROM a WHERE k IN (SELECT ... FROM b))"]


def scan_lines(question: str) -> list[int]:
    """The first line each scan of the plan is mapped to, in plan order (left input first)."""
    mapped = {m.node_id: m for m in map_plan(fixture_nodes(f"sql_sides_{question}"), fixture_sites("sql_sides_job"))}
    scans = [mapped[n] for n in sorted(mapped) if mapped[n].operator.startswith("Scan")]
    assert len(scans) == 2 and all(m.site and m.site.file == f"{question}.sql" for m in scans)
    return [m.site.line_start for m in scans]


@pytest.mark.parametrize("question, left, right", [
    ("cities_without_suppliers", "FROM customers", "FROM suppliers"),
    ("all_cities", "FROM customers", "FROM suppliers"),
    ("customers_never_ordering", "FROM customers", "FROM orders"),
])
def test_each_scan_is_the_from_of_its_own_side(question, left, right):
    source = JOB / f"{question}.sql"
    assert scan_lines(question) == [line_of(source, left), line_of(source, right)]
    with switched_off(*RULE):
        assert scan_lines(question) == [line_of(source, left)] * 2


def test_each_side_of_except_keeps_its_own_select_list():
    """Spark keeps each query's select list of an EXCEPT in a Project feeding the anti join: the SELECT of its
    side, not a projection the optimizer added for the join (switched off, both go to the EXCEPT line)."""
    source = JOB / "cities_without_suppliers.sql"

    def project_lines() -> list[int]:
        mapped = map_plan(fixture_nodes("sql_sides_cities_without_suppliers"), fixture_sites("sql_sides_job"))
        return [m.site.line_start for m in sorted(mapped, key=lambda m: m.node_id) if m.operator == "Project"]

    assert project_lines() == [line_of(source, "FROM customers"), line_of(source, "FROM suppliers")]
    with switched_off(*RULES["a projection feeding INTERSECT's or EXCEPT's join is its side's select list"]):
        assert project_lines() == [line_of(source, "EXCEPT")] * 2


def test_a_scan_under_its_filter_is_still_read_on_its_own_side():
    """The WHERE on the joined table's column is pushed to that table's side: the scan reaches the join through
    its Filter, and still takes the read on its side of the join (switched off: the first FROM, as the other)."""
    source = JOB / "large_orders.sql"
    rule = RULES["... and the same for a node one-input steps (a filter over a scan) lead into the join or union"]

    def lines() -> list[int]:
        mapped = map_plan(fixture_nodes("sql_sides_large_orders"), fixture_sites("sql_sides_job"))
        return [m.site.line_start for m in sorted(mapped, key=lambda m: m.node_id) if m.operator.startswith("Scan")]

    assert lines() == [line_of(source, "FROM customers"), line_of(source, "JOIN orders")]
    with switched_off(*rule):
        assert lines() == [line_of(source, "FROM customers")] * 2


def test_look_alike_sides_of_a_union_keep_to_their_own_input():
    """all_cities.sql's two queries are the same but for their table, and both tables are views of driver rows: the
    right side's select and scan agree with each other on the left query as well as on their own. Only their whole
    score, not only their agreement with the UNION, losing OTHER_SIDE for feeding the other input tells them apart."""
    source = JOB / "all_cities.sql"
    assert scan_lines("all_cities") == [line_of(source, "FROM customers"), line_of(source, "FROM suppliers")]
    with switched_off(*RULES["a candidate feeding only the other input of the join or union above loses its score, "
                             "not only its agreement"]):
        assert scan_lines("all_cities") == [line_of(source, "FROM customers")] * 2
