"""A union of two frames made alike on the driver (tests/fixtures/input_sides_job/stores.py, real plan from
tests/fixtures/capture_mapper_plans.py): both scans share every name with both createDataFrame calls; the
union's first input is the call's receiver (this year's rows), its second the argument (last year's)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "input_sides_job" / "stores.py"
RULE = RULES["a join's or union's left input is the call's receiver, its right one the argument"]


def scan_lines() -> list[int]:
    """The line of each scan's pick, in the union's order."""
    mapped = map_plan(fixture_nodes("input_sides_both_years"), fixture_sites("input_sides_job"))
    return [m.site.line_start for m in sorted(mapped, key=lambda m: m.node_id) if m.operator.startswith("Scan")]


def test_each_input_of_a_union_is_its_own_call():
    expected = [line_of(SOURCE, "current = "), line_of(SOURCE, "previous = ")]
    assert scan_lines() == expected
    with switched_off(*RULE):
        assert scan_lines() != expected
