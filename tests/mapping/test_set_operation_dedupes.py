"""intersect() keeps the rows of one side the other has, matching nulls as equal, then makes them distinct: a semi
join with null-safe keys under an aggregate computing nothing (real plan of
tests/fixtures/set_dedupe_job/both_products.py from tests/fixtures/capture_mapper_plans.py). The aggregate is the
intersect() call's, as the join is; switched off, it is read on its own names, and product_counts.py's groupBy of
the same key takes it."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import fixture_nodes, fixture_sites

RULE = RULES["the aggregate making an INTERSECT's or EXCEPT's rows distinct is the set operation's"]


def aggregates() -> set[tuple[str, int]]:
    """Where the plan's aggregates are mapped."""
    return {(m.site.file, m.site.line_start) for m in map_plan(fixture_nodes("set_dedupe_both_products"),
                                                               fixture_sites("set_dedupe_job"))
            if m.operator == "HashAggregate" and m.site is not None}


def test_the_intersect_call_made_the_aggregate_deduplicating_its_rows():
    assert aggregates() == {("both_products.py", 8)}
    with switched_off(*RULE):
        assert ("product_counts.py", 6) in aggregates()
