"""A cached frame joined to its own aggregate, ordered on one line and shown on the next
(tests/fixtures/ordered_cache_job/top_states.py; the plan of the show read from the event log of a PySpark run by
tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "ordered_cache_job"
SOURCE = JOB / "top_states.py"
PLAN = "ordered_cache_top_states"
SORT = RULES["orderBy then show() is the orderBy's TakeOrderedAndProject (the action named by the event log lends its limit)"]


def picks(**hints) -> dict[str, tuple[str, int]]:
    """operator -> (file, line) of the pick of its first node."""
    out = {}
    for m in map_plan(fixture_nodes(PLAN), fixture_sites("ordered_cache_job"), **hints):
        if m.site is not None:
            out.setdefault(m.operator, (m.site.file, m.site.line_start))
    return out


def test_every_copy_of_a_subtree_printed_twice_carries_its_details():
    # the tree prints the cached plan under both scans with the same numbers; the one detail block per
    # number describes them all
    nodes = fixture_nodes(PLAN)
    scans = [n for n in nodes if n.header.startswith("Scan ExistingRDD")]
    assert len(scans) == 2 and len({n.node_id for n in scans}) == 1
    assert all(n.details and n.names.columns == ["name", "state", "births", "year"] for n in scans)
    filters = [n for n in nodes if n.node_id == scans[0].node_id + 1]
    assert [n.operator for n in filters] == ["Filter", "Filter"]
    assert all(n.names.literals == ["1945"] for n in filters)


def test_the_ordering_named_through_the_show_that_ran_is_the_orderby_call():
    show = ("top_states.py", line_of(SOURCE, "ordered.show()"))
    order_by = ("top_states.py", line_of(SOURCE, "ordered = winners.orderBy"))
    assert picks(entry="top_states.py", action=show)["TakeOrderedAndProject"] == order_by
    with switched_off(*SORT):
        assert picks(entry="top_states.py", action=show)["TakeOrderedAndProject"] == show
