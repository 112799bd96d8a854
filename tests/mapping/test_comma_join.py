"""FROM a, b WHERE a.k = b.k: a join written in the FROM list, whose condition Spark takes from the WHERE.
tests/fixtures/comma_join_job/warmer_days.sql joins a table with itself so (a real run, broadcast joins off,
tests/fixtures/capture_mapper_plans.py). The join, and the shuffles, sorts and null filters Spark adds for it, are
the join written from the FROM list down to the WHERE's conditions, which name its keys; switched off, the join
ends at the FROM list and names nothing."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "comma_join_job" / "warmer_days.sql"
RULE = RULES["FROM a, b WHERE a.k = b.k: the join is written down to the WHERE's conditions (SQL front end)"]


def join_pick():
    return next(m.site for m in map_plan(fixture_nodes("comma_join_warmer_days"), fixture_sites("comma_join_job"))
                if m.operator == "SortMergeJoin")


def test_a_comma_join_is_written_down_to_its_conditions():
    site = join_pick()
    assert site.line_start == line_of(SOURCE, "FROM weather w1")
    assert site.line_end == line_of(SOURCE, "AND w1.temperature")
    assert {"record_date", "temperature"} <= set(site.columns)
    with switched_off(*RULE):
        site = join_pick()
        assert site.line_end < line_of(SOURCE, "WHERE") and not site.columns
