"""One plan is one connected dataflow to one action. tests/fixtures/anchor_below_job/friends.py answers a question
twice: the same union of both sides of each friendship, counted per person, topped by a limit in one function and
by a rank in the other (real plan of the second from tests/fixtures/capture_mapper_plans.py). The plan's window,
filter and select name only the second; its union, projections and scans fit both alike. They take the calls
upstream of the top's pick; switched off, the first function's calls agree with each other as well, and hold."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "anchor_below_job" / "friends.py").read_text().splitlines()
RULE = RULES["a node below a clearly picked top, torn between look-alikes, takes the one upstream of it"]


def functions_picked() -> dict[str, set[str]]:
    """The functions each operator's picks sit in."""
    picked: dict[str, set[str]] = {}
    for m in map_plan(fixture_nodes("anchor_below_most_friends"), fixture_sites("anchor_below_job")):
        if m.site is not None and not m.derived:
            picked.setdefault(m.operator, set()).add(function_at(SOURCE, m.site.line_start))
    return picked


def test_the_calls_below_the_top_are_those_of_the_function_that_ran():
    picked = functions_picked()
    assert picked["Window"] == {"most_friends_by_rank"}
    assert picked["Union"] == picked["Scan"] == {"most_friends_by_rank"}
    with switched_off(*RULE):
        picked = functions_picked()
        assert picked["Window"] == {"most_friends_by_rank"}
        assert picked["Union"] == {"most_friends_by_limit"}
