"""The action that ran a plan is the end of its dataflow even where its call made no node of the plan: a PySpark
show() over rows whose count Spark knows (the optimizer drops its limit), known as the script's first show from the
event log's `description_rank`. Of two look-alike aggregates, the one flowing into that show made the plan. Plan:
tests/fixtures/action_sink_job/region_totals.py's show, from the event log of its run
(tests/fixtures/capture_mapper_plans.py, group action_sink)."""

from codemap_pipeline.mapping import mapper
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.shown_rows import action_rank
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "action_sink_job" / "region_totals.py"


def _aggregate_lines():
    nodes = fixture_nodes("action_sink_region_totals")
    assert not any(n.operator == "CollectLimit" for n in nodes)   # the show made no node
    ranked = action_rank("showString at NativeMethodAccessorImpl.java:0", 1)
    mapped = map_plan(nodes, fixture_sites("action_sink_job"), entry="region_totals.py", ranked=ranked)
    return {m.site.line_start for m in mapped if m.operator == "HashAggregate"}


def test_the_aggregate_flowing_into_the_show_made_the_plan():
    assert _aggregate_lines() == {line_of(SOURCE, "by_query = spark.sql(")}


def test_without_the_rule_the_look_alike_written_first_takes_it(monkeypatch):
    monkeypatch.setattr(mapper, "ACTION_SINK", False)
    assert _aggregate_lines() == {line_of(SOURCE, "by_calls = orders.groupBy(")}
