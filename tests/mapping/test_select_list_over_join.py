"""`join(on="id")` drops the duplicate key in a Project above the join: that projection is the join call's. A query's
SELECT picking columns of a join drops both copies of the key (tests/fixtures/select_list_job/mailing_list.sql, real
plan from tests/fixtures/capture_mapper_plans.py): at the top of the plan, that projection is the SELECT list's own.
Switched off, it is read as the join's (with TOP_SQL_SELECTS off too: that SELECT lists exactly the plan's output
columns, which that rule reads as the select list on its own)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import fixture_nodes, fixture_sites

RULE = RULES["a projection over a join at the plan's top dropping more than one side's keys is the select list"]
TOP_SELECTS = RULES["a query's SELECT listing exactly a plan's output columns made the projection"]


def top_projection():
    mappings = map_plan(fixture_nodes("select_list_mailing_list"), fixture_sites("select_list_job"))
    return next(m for m in mappings if m.node_id == 14)


def test_the_select_list_made_the_projection_over_the_join():
    top = top_projection()
    assert top.operator == "Project" and not top.derived
    assert (top.site.line_start, top.site.method) == (1, "SQL SELECT")
    with switched_off(*RULE), switched_off(*TOP_SELECTS):
        top = top_projection()
        assert top.derived and top.site.line_start == 3
