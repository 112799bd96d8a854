"""Aggregates told apart by what Spark plans for each grouping call: one job grouping the same orders by the
same columns four ways (tests/fixtures/grouping_job/quarterly.py, plans captured with PySpark by
tests/fixtures/capture_mapper_plans.py). The names alone (region, quarter, amount, sum) fit every one."""

import pytest

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "grouping_job" / "quarterly.py").read_text().splitlines()


@pytest.fixture(scope="module")
def sites():
    return fixture_sites("grouping_job")


def aggregates(sites, plan: str) -> dict[int, str]:
    nodes = fixture_nodes(f"quarterly_{plan}")
    return {m.node_id: function_at(SOURCE, m.site.line_start) for m in map_plan(nodes, sites)
            if m.operator == "HashAggregate" and m.site is not None}


@pytest.mark.parametrize("plan", ["by_region_and_quarter", "with_subtotals", "quarters_as_columns",
                                  "orders_per_region", "large_order_count", "amount_statistics"])
def test_every_aggregate_maps_to_the_grouping_that_made_it(sites, plan):
    # the pivot's plan aggregates by (region, quarter) first, as groupBy("region", "quarter") does, then
    # spreads the quarters with pivotfirst; the rollup's groups by the grouping id over an Expand; the
    # count() action's aggregate has no keys and names only count(1) AS count; describe() names no
    # function in the code, yet counts, averages... the column
    got = aggregates(sites, plan)
    assert len(got) >= 2     # partial and final at least
    assert set(got.values()) == {plan}


def test_an_aggregate_with_keys_is_not_the_count_action_before_it(sites):
    # orders.count() warms the cache; the plan's aggregate by region is the groupBy(...).count() after it
    nodes = fixture_nodes("quarterly_regions_after_warming")
    lines = {m.site.line_start for m in map_plan(nodes, sites) if m.operator == "HashAggregate"}
    assert lines == {next(i for i, line in enumerate(SOURCE, 1) if 'groupBy("region").count()' in line
                          and i > len(SOURCE) - 5)}


def test_describes_statistic_rows_serve_the_describe_call(sites):
    # describe() aggregates every statistic in one row, then Spark turns it into a row per statistic: a
    # Generate exploding [count,mean,stddev,min,max] into `summary` and a Project of element_at(amount, summary)
    # are the describe call's; switched off, no call shares a name with them
    from codemap_pipeline.accuracy.ablation import RULES, switched_off

    def unpacking(mapped):
        return {m.operator: m for m in mapped if m.operator in ("Generate", "Project")}

    nodes = fixture_nodes("quarterly_amount_statistics")
    got = unpacking(map_plan(nodes, sites))
    assert set(got) == {"Generate", "Project"}
    assert all(m.derived and function_at(SOURCE, m.site.line_start) == "amount_statistics" for m in got.values())
    with switched_off(*RULES["describe()'s statistic rows (explode into summary, element_at) serve it"]):
        assert not any(m.site for m in unpacking(map_plan(nodes, sites)).values())


def test_the_pivots_column_per_value_serves_the_pivot(sites):
    # above pivotfirst's aggregate Spark takes each quarter's sum out of one array (`__pivot_sum(amount) AS
    # ...[0] AS q1`): the pivot call made it, whatever select elsewhere names q1..q4
    from codemap_pipeline.accuracy.ablation import RULES, switched_off

    def unpacking(mapped):
        return next(m for m in mapped if m.operator == "Project")

    nodes = fixture_nodes("quarterly_quarters_as_columns")
    got = unpacking(map_plan(nodes, sites))
    assert got.derived and function_at(SOURCE, got.site.line_start) == "quarters_as_columns"
    with switched_off(*RULES["the Project taking each pivoted value out of pivotfirst's array serves the pivot"]):
        assert not unpacking(map_plan(nodes, sites)).derived


def test_an_aggregation_finished_under_a_pivots_own_is_its_own_calls():
    # sums per (product, country), then pivoted (tests/fixtures/pivot_job/totals.py): Spark's plan has the
    # pivot's own aggregation under pivotfirst, and under it the groupBy(...).sum(...) before the pivot,
    # finished (real plan captured by tests/fixtures/capture_mapper_plans.py); that one is the first line's
    from codemap_pipeline.accuracy.ablation import RULES, switched_off

    source = (FIXTURES / "pivot_job" / "totals.py").read_text().splitlines()
    nodes = fixture_nodes("pivot_country_columns")

    def lines():
        return {source[m.site.line_start - 1].strip().split(" = ")[0] for m in
                map_plan(nodes, fixture_sites("pivot_job")) if m.operator == "HashAggregate" and not m.derived}

    assert lines() == {"per_country", "return per_country.groupBy(\"product\").pivot(\"country\").sum(\"sum(amount)\")"}
    with switched_off(*RULES["a pivot serves only the aggregation right under pivotfirst (not a groupBy finished below it)"]):
        assert "per_country" not in lines()


def test_the_name_spark_makes_up_for_a_sum_is_no_evidence_for_it():
    # `groupBy("product", "country").sum("amount")` makes `sum(amount)`: no alias in the code names it, and the
    # call that does write "sum(amount)" (the pivot's `.sum("sum(amount)")`) reads that column
    from codemap_pipeline.accuracy.ablation import RULES, switched_off
    from codemap_pipeline.mapping.mapper import node_evidence

    final = next(n for n in fixture_nodes("pivot_country_columns") if n.node_id == 6)
    assert ("alias", "sum(amount)") not in node_evidence(final) and ("function", "sum") in node_evidence(final)
    with switched_off(*RULES["a name Spark made up for a result (sum(Amount)) is no evidence for the call making it"]):
        assert ("alias", "sum(amount)") in node_evidence(final)
