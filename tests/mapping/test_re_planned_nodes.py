"""An AQE plan's initial-plan nodes that the run planned otherwise (the sort-merge join the initial plan drew, made a
broadcast join once the sizes were known) have no executed twin; they and the initial plan below them are nodes of
their own, mapped on their own evidence, and a user reading the initial plan's (N) finds its code. Real plan:
tests/fixtures/plans/one_statement_busy_streaks.formatted.txt (tests/fixtures/one_statement_job/busy_streaks.sql's
second statement, tests/fixtures/capture_mapper_plans.py). Switched off, those nodes were left out of the plan."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "one_statement_job" / "busy_streaks.sql"
RULE = RULES["an initial-plan node planned otherwise, and what is below it, are nodes of their own"]


def joins() -> dict[str, set[int]]:
    """The lines each join operator of the plan is mapped to."""
    got: dict[str, set[int]] = {}
    for m in map_plan(fixture_nodes("one_statement_busy_streaks"), fixture_sites("one_statement_job")):
        if m.operator in ("BroadcastHashJoin", "SortMergeJoin") and m.site is not None:
            got.setdefault(m.operator, set()).add(m.site.line_start)
    return got


def test_the_initial_plans_sort_merge_join_is_the_join_the_broadcast_one_is():
    join = line_of(SOURCE, "LEFT JOIN runs r ON b.run_id = r.run_id")
    assert joins() == {"BroadcastHashJoin": {join}, "SortMergeJoin": {join}}
    with switched_off(*RULE):
        assert "SortMergeJoin" not in joins() and "SortMergeJoin" not in {n.operator for n in fixture_nodes(
            "one_statement_busy_streaks")}
