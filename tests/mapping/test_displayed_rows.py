"""A Databricks notebook's display() fetches as many rows as the platform chooses, so a limit's row count is no
evidence for a show() over it (tests/fixtures/displayed_rows_job/teams.py, a real plan: its display run as a show,
as the real-world captures run notebooks; tests/fixtures/capture_mapper_plans.py). The CollectLimit over the union is
the display of the union, not `first.show()`, whose default 20 rows alone named the 21. Switched off, it was the
show."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "displayed_rows_job" / "teams.py"
RULE = RULES["a limit's row count fits a Databricks display() as well as the show() whose default it is"]


def limit_line() -> int:
    mappings = map_plan(fixture_nodes("displayed_rows_teams"), fixture_sites("displayed_rows_job"))
    return next(m.site.line_start for m in mappings if m.operator == "CollectLimit")


def test_the_union_displayed_is_the_display_not_the_show_of_one_input():
    assert limit_line() == line_of(SOURCE, "display(both)")
    with switched_off(*RULE):
        assert limit_line() == line_of(SOURCE, "first.show()")
