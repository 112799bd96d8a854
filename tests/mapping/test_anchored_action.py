"""One plan is one connected dataflow to one action. Two queries over one view, each shown
(tests/fixtures/two_queries_job/staff.py): the plan of the second show (captured from the event log by
tests/fixtures/capture_mapper_plans.py) has its where near the bottom, far from the show at the top. Node by
node, the top show and the select under it agree with each other just as well at the first query; the
upstream of the second show explains the where too, so the whole plan is read there. Without it the first
query and its show are picked, and confirmed."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "two_queries_job" / "staff.py"
RULE = RULES["the top node torn between look-alike calls takes the one whose upstream explains the plan (one action)"]


def picks() -> dict[str, int]:
    mapped = map_plan(fixture_nodes("two_queries_staff"), fixture_sites("two_queries_job"))
    return {m.operator: m.site.line_start for m in mapped if m.operator in ("CollectLimit", "Project") and not m.derived}


def test_the_show_and_select_are_the_second_querys():
    second = line_of(SOURCE, "WHERE state")
    assert picks() == {"CollectLimit": second + 1, "Project": second - 1}
    with switched_off(*RULE):
        assert picks()["CollectLimit"] == line_of(SOURCE, "FROM staff\")") + 1
