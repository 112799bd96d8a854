"""A query the SQL front end could read makes only what its clauses make: `SELECT name, department, state, salary
FROM people ORDER BY salary` (tests/fixtures/query_clauses_job/people.py) names the grouping key and the summed
column of the plan's HashAggregate, yet has no GROUP BY, DISTINCT, aggregate function or UNION, so it is no
candidate for it (real plan: tests/fixtures/capture_mapper_plans.py). Switched off, it is a runner-up."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "query_clauses_job" / "people.py").read_text().splitlines()
RULE = RULES["a query the index read makes only what its clauses make (no aggregate without GROUP BY, ...)"]


def aggregate_candidates() -> list[str]:
    """The functions holding the HashAggregate's pick and runners-up."""
    mapped = map_plan(fixture_nodes("query_clauses_state_totals"), fixture_sites("query_clauses_job"))
    final = next(m for m in mapped if m.operator == "HashAggregate" and not m.derived)
    return [function_at(SOURCE, s.line_start) for s in [final.site] + [a for a, _ in final.alternatives]]


def test_a_query_without_an_aggregating_clause_made_no_aggregate():
    assert aggregate_candidates()[0] == "state_totals"
    assert "everyone_sorted" not in aggregate_candidates()
    with switched_off(*RULE):
        assert "everyone_sorted" in aggregate_candidates()
