"""A limit the run dropped: tests/fixtures/dropped_limit_job/weekdays.py shows an aggregate of seven weekdays, fewer
rows than show() fetches, so adaptive execution dropped the CollectLimit; the executed plan ends at the aggregate and
only the initial plan keeps the limit over its own numbering of the same nodes (a real run, the plan as last
re-planned read from the event log, tests/fixtures/capture_mapper_plans.py). The limit is the show, the initial
aggregates the executed ones. Switched off, the initial plan, whose top had no executed node of its kind in its place,
was left unmapped, limit and all."""

import re

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "dropped_limit_job" / "weekdays.py"
RULE = RULES["an initial plan's limit the run dropped is mapped on its own, what it limited as the executed nodes"]
# an initial-plan node with no executed twin is a node of its own since, the limit too: that rule off as well
RE_PLANNED = RULES["an initial-plan node planned otherwise, and what is below it, are nodes of their own"]


def initial_plan_lines() -> dict[str, set[int]]:
    """The lines the initial plan's nodes (below its `== Initial Plan ==` line) are mapped to, by operator."""
    text = (FIXTURES / "plans" / "dropped_limit_weekdays.formatted.txt").read_text()
    initial = text[text.index("== Initial Plan =="):text.index("\n\n")]
    ids = {int(n) for n in re.findall(r"\((\d+)\)", initial)} - {1}   # the scan is both plans' one node
    got: dict[str, set[int]] = {}
    for m in map_plan(fixture_nodes("dropped_limit_weekdays"), fixture_sites("dropped_limit_job")):
        if m.node_id in ids and m.site is not None:
            got.setdefault(m.operator, set()).add(m.site.line_start)
    return got


def test_a_dropped_limit_is_the_show_and_the_initial_aggregates_the_executed_ones():
    busy = line_of(SOURCE, "busy = ")
    assert initial_plan_lines() == {"CollectLimit": {line_of(SOURCE, "busy.show()")}, "HashAggregate": {busy},
                                    "Exchange": {busy}}
    with switched_off(*RULE), switched_off(*RE_PLANNED):
        assert initial_plan_lines() == {}
