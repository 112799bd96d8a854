"""A query's PIVOT clause (`FROM (...) PIVOT (sum(amount) FOR quarter IN ('Q1', ...))`) is the aggregate Spark plans
for it: a site of kind pivot written at the PIVOT keyword, fed by what it pivots. Before, the clause made no site
and the pivot's aggregates went to the other statement's GROUP BY of the same columns (real plan:
tests/fixtures/plans/sql_pivot_quarters.formatted.txt, the second statement of
tests/fixtures/sql_pivot_job/quarters.sql run with spark.sql by tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "sql_pivot_job" / "quarters.sql"
RULE = RULES["a query's PIVOT clause makes the pivot's aggregate (SQL front end)"]


def aggregates() -> set[int]:
    """The lines the plan's HashAggregates are mapped to."""
    return {m.site.line_start if m.site else None for m in map_plan(fixture_nodes("sql_pivot_quarters"),
                                                                     fixture_sites("sql_pivot_job"))
            if m.operator == "HashAggregate"}


def test_the_pivot_clause_is_a_site_fed_by_its_subquery():
    pivot = next(s for s in fixture_sites("sql_pivot_job") if s.kind == "pivot")
    assert pivot.line_start == line_of(SOURCE, ") PIVOT (") and "sum" in pivot.functions
    assert {"Q1", "Q2", "Q3"} <= set(pivot.literals)


def test_the_pivots_aggregates_are_mapped_to_it():
    assert line_of(SOURCE, ") PIVOT (") in aggregates()
    with switched_off(*RULE):
        assert line_of(SOURCE, ") PIVOT (") not in aggregates()
