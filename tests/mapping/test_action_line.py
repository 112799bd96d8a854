"""An event log names the action that ran a plan and its line (`show at TwiceCounted.scala:16`): where one
program asks the same query twice, only that line tells which call ran. The plan and its description are
the last SQL execution of the event log tests/fixtures/twice_scala/TwiceCounted.scala wrote (captured by
tests/fixtures/capture_typed_plan.py)."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.event_entry import event_log_action
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "twice_scala"
SOURCE = (CODE / "TwiceCounted.scala").read_text().splitlines()
PLANS = ROOT / "tests" / "fixtures" / "plans"
PLAN = PLANS / "twice_scala_counted.formatted.txt"
DESCRIPTION = (PLANS / "twice_scala_counted.description.txt").read_text()


def line_of(text: str) -> int:
    return next(n for n, line in enumerate(SOURCE, 1) if text in line)


def test_the_action_line_picks_the_call_that_ran_and_the_query_it_showed():
    action = event_log_action(DESCRIPTION)
    assert action == ("TwiceCounted.scala", line_of("after.show(5)"))
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    sites = index_repository(CODE)[3]
    by_node = {m.node_id: m for m in map_plan(nodes, sites, action=action)}
    limit = next(n for n in nodes if n.operator == "CollectLimit")
    final = next(n for n in nodes if n.operator == "HashAggregate" and "partial_" not in n.details.get("Functions", ""))
    assert by_node[limit.node_id].site.line_start == line_of("after.show(5)")
    assert by_node[final.node_id].site.line_start == line_of("val after =")


def test_spark_own_call_sites_name_no_action():
    assert event_log_action("showString at NativeMethodAccessorImpl.java:0") is None
    assert event_log_action("count at /jobs/daily.py:28") == ("daily.py", 28)
    assert event_log_action("nightly totals (set by the job)") is None
