"""QUALIFY filters the rows by their window's result, after the window and before the select list (Spark plans a
Filter over the Window). tests/fixtures/qualify_job/top_zones.sql keeps the two best zones per borough that way; the
plan is its real run (tests/fixtures/capture_mapper_plans.py). The Filter is the QUALIFY clause; switched off, no
clause of the query filters, and the Filter is left unmapped."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "qualify_job" / "top_zones.sql"
RULE = RULES["QUALIFY is a filter over the windows' results (SQL front end)"]


def filter_lines() -> set[int | None]:
    return {m.site.line_start if m.site else None
            for m in map_plan(fixture_nodes("qualify_top_zones"), fixture_sites("qualify_job")) if m.operator == "Filter"}


def test_the_filter_over_the_window_is_the_qualify_clause():
    assert filter_lines() == {line_of(SOURCE, "QUALIFY ROW_NUMBER")}
    with switched_off(*RULE):
        assert line_of(SOURCE, "QUALIFY ROW_NUMBER") not in filter_lines()
