"""A cached DataFrame's plan is an AQE plan of its own, printed inside the InMemoryRelation, and Spark prints its
`== Final Plan ==` / `== Initial Plan ==` lines in its parent's column or shallower: each part belongs to the latest
AdaptiveSparkPlan still without it. Before, every such line went to the innermost plan, so an outer plan's
initial-plan nodes were taken for the inner plan's and twinned with the wrong executed nodes (real plan:
tests/fixtures/plans/nested_cache_shop_shares.formatted.txt, two nested caches, from
tests/fixtures/capture_mapper_plans.py's nested_cache group)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.plans.parser import parse_plan_text
from support import FIXTURES

PLAN = (FIXTURES / "plans" / "nested_cache_shop_shares.formatted.txt").read_text()


def twins() -> dict[int, int]:
    """Initial-plan node id -> the id of the executed node it is the twin of."""
    nodes = parse_plan_text(PLAN)[0].nodes
    return {n.node_id: nodes[n.twin_of].node_id for n in nodes if n.twin_of is not None}


def test_each_initial_plan_twins_its_own_executed_plan():
    found = twins()
    assert found[28] == 24 and found[27] == 22 and found[26] == 21    # the outer cache's Sort, Exchange, Project
    assert found[18] == 13 and found[17] == 11 and found[16] == 10    # the inner cache's Sort, Exchange, aggregate


def test_without_it_the_outer_initial_plan_twins_the_inner_executed_one():
    with switched_off(*RULES["an AQE plan's part printed after a nested plan's (a cached relation's) is its own"]):
        found = twins()
    assert found.get(28) != 24 and 26 not in found
