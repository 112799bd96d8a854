"""show()'s limit pushed below a join's shuffle (tests/fixtures/join_limit_job/travellers.py; real plan from the event
log, tests/fixtures/capture_mapper_plans.py): a left join shown, broadcast joins off, runs as LocalLimit 21 under the
left side's `Exchange hashpartitioning(city)`. That exchange is the join's shuffle by its key, not the limit's own
single-partition one (`limit(n)`): it serves the join."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "join_limit_job" / "travellers.py"
RULE = RULES["only a single-partition exchange over a local limit is the limit's own"]


def exchange_lines() -> set[int]:
    """The lines both sides' shuffles are mapped to."""
    mapped = map_plan(fixture_nodes("join_limit_travellers"), fixture_sites("join_limit_job"))
    return {m.site.line_start for m in mapped if m.operator == "Exchange"}


def test_a_joins_shuffle_over_a_pushed_limit_serves_the_join():
    join, show = line_of(SOURCE, "people.join("), line_of(SOURCE, "joined.show()")
    assert exchange_lines() == {join}
    with switched_off(*RULE):
        assert exchange_lines() == {join, show}   # the left side's shuffle taken for the limit's
