"""An event log names the action that ran a plan and its line (`show at TwiceCounted.scala:16`): where one
program asks the same query twice, only that line tells which call ran. The plan and its description are
the last SQL execution of the event log tests/fixtures/twice_scala/TwiceCounted.scala wrote (captured by
tests/fixtures/capture_typed_plan.py)."""

from codemap_pipeline.mapping.event_entry import event_log_action
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "twice_scala" / "TwiceCounted.scala"
DESCRIPTION = (FIXTURES / "plans" / "twice_scala_counted.description.txt").read_text()


def test_the_action_line_picks_the_call_that_ran_and_the_query_it_showed():
    action = event_log_action(DESCRIPTION)
    assert action == ("TwiceCounted.scala", line_of(SOURCE, "after.show(5)"))
    nodes = fixture_nodes("twice_scala_counted")
    sites = fixture_sites("twice_scala")
    by_node = {m.node_id: m for m in map_plan(nodes, sites, action=action)}
    limit = next(n for n in nodes if n.operator == "CollectLimit")
    final = next(n for n in nodes if n.operator == "HashAggregate" and "partial_" not in n.details.get("Functions", ""))
    assert by_node[limit.node_id].site.line_start == line_of(SOURCE, "after.show(5)")
    assert by_node[final.node_id].site.line_start == line_of(SOURCE, "val after =")


def test_spark_own_call_sites_name_no_action():
    assert event_log_action("showString at NativeMethodAccessorImpl.java:0") is None
    assert event_log_action("count at /jobs/daily.py:28") == ("daily.py", 28)
    assert event_log_action("nightly totals (set by the job)") is None


def test_without_the_action_line_neither_of_the_two_asks_is_confirmed(monkeypatch):
    # the same query asked twice: with no action line the names and the tree tie the two calls (the pick is
    # the first in order, here not the one that ran), so no aggregate pick is confirmed however sure the fitted
    # model is of it; with the cap switched off the first ask is confirmed
    from codemap_pipeline.mapping import calibration, mapper

    monkeypatch.setattr(calibration, "probability", lambda features, params=None: 0.999)

    def aggregates():
        mapped = map_plan(fixture_nodes("twice_scala_counted"), fixture_sites("twice_scala"))
        return [m for m in mapped if m.operator == "HashAggregate"]

    assert aggregates() and not any(m.status == "confirmed" for m in aggregates())
    monkeypatch.setattr(mapper, "TIED_PICK_CAP", 1.0)
    assert all(m.status == "confirmed" and m.site.line_start == line_of(SOURCE, "val before =") for m in aggregates())
