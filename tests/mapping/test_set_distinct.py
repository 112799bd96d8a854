"""intersect() and subtract() drop repeated rows, as INTERSECT and EXCEPT do: Spark plans the call as a semi (anti)
join under an aggregate keyed by every column. tests/fixtures/set_distinct_job/both_products.py intersects two
selections of one table (a real run, tests/fixtures/capture_mapper_plans.py). The aggregates are the intersect()
call's; switched off, the call made only the join, and no call was left that could have made its aggregates."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "set_distinct_job" / "both_products.py"
RULE = RULES["intersect() and subtract() drop repeated rows, as INTERSECT and EXCEPT do"]


def aggregate_places() -> set[tuple[str, int]]:
    mapped = map_plan(fixture_nodes("set_distinct_both_products"), fixture_sites("set_distinct_job"))
    return {(m.site.file, m.site.line_start) for m in mapped if m.operator == "HashAggregate" and m.site is not None}


def test_the_aggregates_over_an_intersect_are_the_calls():
    assert aggregate_places() == {("both_products.py", line_of(SOURCE, ".intersect("))}
    with switched_off(*RULE):
        assert aggregate_places() == set()
