"""A query the SQL front end could read makes only what its clauses make: `select name, department, state,
salary from PEOPLE order by salary` (tests/fixtures/entry_job/state_totals.py) names the grouping key and the
summed column of the plan's HashAggregate, yet has no GROUP BY, DISTINCT, aggregate function or UNION, so it
is no candidate for it (real plan: tests/fixtures/capture_entry_plans.py). Switched off, it is a runner-up."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "entry_job" / "state_totals.py"
RULE = RULES["a query the index read makes only what its clauses make (no aggregate without GROUP BY, ...)"]


def aggregate_candidates() -> list[tuple[str, int]]:
    """The HashAggregate's pick and runners-up, the job named as the one that ran."""
    mapped = map_plan(fixture_nodes("entry_state_totals"), fixture_sites("entry_job"), entry="state_totals.py")
    final = next(m for m in mapped if m.operator == "HashAggregate" and not m.derived)
    return [(s.file, s.line_start) for s in [final.site] + [a for a, _ in final.alternatives]]


def test_a_query_without_an_aggregating_clause_made_no_aggregate():
    query = ("state_totals.py", line_of(JOB, 'spark.sql("select'))
    assert aggregate_candidates()[0] == ("state_totals.py", line_of(JOB, "groupBy"))
    assert query not in aggregate_candidates()
    with switched_off(*RULE):
        assert query in aggregate_candidates()
