"""An aggregate node computes the functions its plan names (`avg(profit#2)`): a call naming only other aggregate
functions (`agg(sum("profit"))`) did not make it, however well its key fits. Of two look-alikes grouping by the same
key, written one after the other (tests/fixtures/aggregate_functions_job/profits.py, plans captured with PySpark by
tests/fixtures/capture_mapper_plans.py), `mean()`, which names no column, made the average. Switched off, the sum
written first, which also names the column, takes it."""

from codemap_pipeline.mapping import mapper, operators
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "aggregate_functions_job" / "profits.py"
MADE_BY = {"totals": 'agg(F.sum("profit"))', "averages": 'groupBy("country").mean()'}


def aggregate_lines() -> dict[str, set[int]]:
    """plan -> the lines its aggregates (not the exchanges Spark adds for them) are mapped to."""
    sites = fixture_sites("aggregate_functions_job")
    return {plan: {m.site.line_start for m in map_plan(fixture_nodes(f"aggregate_functions_{plan}"), sites)
                   if m.operator == "HashAggregate"} for plan in MADE_BY}


def test_the_call_computing_the_plans_aggregate_made_it(monkeypatch):
    made_by = {plan: {line_of(SOURCE, call)} for plan, call in MADE_BY.items()}
    assert aggregate_lines() == made_by
    monkeypatch.setattr(mapper, "OTHER_AGGREGATE", 1.0)
    assert aggregate_lines() == {plan: made_by["totals"] for plan in MADE_BY}


def test_a_node_computes_the_aggregate_functions_it_names():
    final = [n for n in fixture_nodes("aggregate_functions_averages") if n.operator == "HashAggregate"]
    # the partial aggregate computes avg too (`partial_avg`); the Results' toprettystring is not an aggregate
    assert {operators.aggregates_of_node(n) for n in final} == {frozenset({"avg"})}
    scan = fixture_nodes("aggregate_functions_averages")[-1]
    assert operators.aggregates_of_node(scan) == frozenset()


def test_a_call_naming_no_aggregate_function_may_have_made_any():
    class Site:
        def __init__(self, functions):
            self.functions = functions
    avg = frozenset({"avg"})
    assert not operators.aggregates_fit(avg, Site(["sum"]))
    assert operators.aggregates_fit(avg, Site(["mean", "avg"]))    # mean() as Spark runs it
    assert operators.aggregates_fit(avg, Site([]))                 # groupBy("country")
    assert operators.aggregates_fit(avg, Site(["cast"]))           # no aggregate named at all
    assert operators.aggregates_fit(frozenset(), Site(["sum"]))    # a node computing nothing: no say
