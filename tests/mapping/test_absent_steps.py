"""A plan with no Generate was not made through an explode() (tests/fixtures/absent_steps_job/teams.py, a real plan:
tests/fixtures/capture_mapper_plans.py). teams() and members() both limit a union of the same two frames to 3 rows;
only members() explodes the union first, so its limit(3) cannot have made the plan of teams(), which has no Generate.
Switched off, the two limits tie and the first one written, members()', is taken."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "absent_steps_job" / "teams.py"
RULE = RULES["a call fed by an explode, join, window or aggregate did not make a plan with no such node"]


def limit_line() -> int:
    mappings = map_plan(fixture_nodes("absent_steps_teams"), fixture_sites("absent_steps_job"))
    return next(m.site.line_start for m in mappings if m.operator == "CollectLimit")


def test_the_limit_no_explode_feeds_made_the_plan_without_a_generate():
    assert limit_line() == line_of(SOURCE, "return both.limit(3)")
    with switched_off(*RULE):
        assert limit_line() == line_of(SOURCE, "return flat.limit(3)")
