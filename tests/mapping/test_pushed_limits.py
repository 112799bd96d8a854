"""A show() or limit(n) above a join, a union or a projection: Spark pushes a local limit of the same count
below them (LimitPushDown), into each side of a cross join. Those local limits are the same call as the limit
above. tests/fixtures/pushed_limits_job/week_plan.py shows two lists, then their cross join; the plan of the
last show is real (tests/fixtures/capture_mapper_plans.py pushed_limits). Switched off, each pushed limit goes
to the show() of the list below it."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "pushed_limits_job" / "week_plan.py"
RULE = "a local limit pushed below joins, unions and projections is the limit's call above"


def mapped() -> dict[int, tuple[str, int, bool]]:
    return {m.node_id: (m.operator, m.site.line_start, m.derived)
            for m in map_plan(fixture_nodes("pushed_limits_week"), fixture_sites("pushed_limits_job"))}


def limits() -> dict[int, tuple[int, bool]]:
    return {node: (line, derived) for node, (operator, line, derived) in mapped().items() if operator == "LocalLimit"}


def test_a_limit_pushed_into_both_sides_of_a_cross_join_is_the_last_show():
    shown = line_of(JOB, "week.show()")
    assert limits() == {2: (shown, True), 4: (shown, True)}
    with switched_off(*RULES[RULE]):
        assert {line for line, _ in limits().values()} == {line_of(JOB, "shops.show()"), line_of(JOB, "days.show()")}


def test_the_broadcast_of_a_pushed_limit_is_the_joins():
    # an exchange over a local limit is limit(n)'s single partition, but a broadcast is the join's
    (broadcast,) = [line for operator, line, _ in mapped().values() if operator == "BroadcastExchange"]
    assert broadcast == line_of(JOB, "crossJoin")
