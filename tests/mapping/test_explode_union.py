"""explode() over a union of two frames (tests/fixtures/explode_union_job/staff.py, a real plan:
tests/fixtures/capture_mapper_plans.py): Spark infers `size(employees) > 0 AND isnotnull(employees)` for the rows
explode would drop and pushes the Filter through the union into both inputs. Each is the explode's, not a filter call
of the module (well_paid's). Switched off, they were taken for filter calls."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "explode_union_job" / "staff.py"
RULE = RULES["explode()'s inferred Filter pushed below a union is the explode's"]


def filter_lines() -> set[int]:
    return {m.site.line_start for m in map_plan(fixture_nodes("explode_union_employees"), fixture_sites("explode_union_job"))
            if m.operator == "Filter" and m.site is not None}


def test_the_filters_pushed_below_the_union_are_the_explodes():
    assert filter_lines() == {line_of(SOURCE, "explode(")}
    with switched_off(*RULE):
        assert filter_lines() != {line_of(SOURCE, "explode(")}
