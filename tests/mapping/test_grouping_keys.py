"""`groupBy(people.state).agg(F.sum(people.salary))`: the aggregate Spark plans is the two calls' together,
its key written in the first. The same aggregate written as a query (`SELECT state, sum(salary) ... GROUP BY
state`, beside it in tests/fixtures/grouped_calls_job) names key, column and function in one clause. The plan
(captured from the calls by tests/fixtures/capture_mapper_plans.py) cannot tell them apart: read alike, the
two tie and neither is confirmed. Without the key lent to the aggregate call, the query is confirmed, wrongly."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping import calibration
from codemap_pipeline.mapping.mapper import map_plan
from support import fixture_nodes, fixture_sites

RULE = RULES["an aggregate call of grouped data carries the grouping call's keys (groupBy(k).sum(v))"]


def final_aggregate():
    mapped = map_plan(fixture_nodes("grouped_calls_state_salaries"), fixture_sites("grouped_calls_job"))
    return next(m for m in mapped if m.operator == "HashAggregate" and not m.derived)


def test_the_calls_and_the_query_read_alike(monkeypatch):
    monkeypatch.setattr(calibration, "probability", lambda features, params=None: 0.999)   # a model sure of every pick: the caps decide
    final = final_aggregate()
    assert {final.site.file, final.alternatives[0][0].file} == {"by_calls.py", "by_query.py"}
    assert final.status != "confirmed"
    with switched_off(*RULE):
        final = final_aggregate()
        assert (final.site.file, final.status) == ("by_query.py", "confirmed")
