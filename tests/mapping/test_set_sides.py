"""Which input of a.subtract(b) a node lies under (tests/fixtures/set_sides_job, a real run,
tests/fixtures/capture_mapper_plans.py): compare.py counts the words of an expected file as counts.py's job counts
those of its input, and subtracts its count from the job's. Both reads name no path (the files come from the
caller), so the two sides look alike: only subtract's receiver, the left input of the anti join Spark makes, tells
the job's count from the check's. Switched off (subtract not known as a two-input call, or the other side's
candidates kept at their whole score), the check's count, written first, takes both sides."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import fixture_nodes, fixture_sites

SET_CALLS = RULES["a.except(b), a.intersect(b), a.subtract(b): the receiver is the left input, as a join's"]
SIDE_SCORE = RULES["a candidate feeding only the other input of the join or union above loses its score, not only its "
                   "agreement"]


def sides() -> tuple[set[str], set[str]]:
    """The files the scan and aggregates of the anti join's left input, and of its right input, are mapped to."""
    mapped = [m for m in map_plan(fixture_nodes("set_sides_differences"), fixture_sites("set_sides_job"))
              if m.operator in ("Scan", "HashAggregate") and m.node_id <= 12]
    left = {m.site.file for m in mapped if m.node_id <= 6}
    return left, {m.site.file for m in mapped if m.node_id > 6}


def test_each_side_of_a_subtract_is_its_own_input():
    assert sides() == ({"counts.py"}, {"compare.py"})
    for rule in (SET_CALLS, SIDE_SCORE):
        with switched_off(*rule):
            assert sides() == ({"compare.py"}, {"compare.py"})
