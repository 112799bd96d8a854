"""An action whose data came in from outside its function (a report class handed a DataFrame by the program
that built it): the joins feeding it were made in another function, which the dataflow cannot follow through
the constructor. The event log's action (`collect at MovieRatings.scala:17`) must not cost those joins their
place to the look-alike join next to the action. The plan and its description are the last SQL execution of the
event log tests/fixtures/report_scala/MovieRatings.scala wrote (captured by tests/fixtures/capture_typed_plan.py)."""

from codemap_pipeline.mapping import mapper
from codemap_pipeline.mapping.event_entry import event_log_action
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "report_scala" / "MovieRatings.scala"
DESCRIPTION = (FIXTURES / "plans" / "report_scala_ratings.description.txt").read_text()


def _joins():
    nodes = fixture_nodes("report_scala_ratings")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("report_scala"), action=event_log_action(DESCRIPTION))}
    joins = {n.header.split(" ")[1]: [] for n in nodes if n.operator == "BroadcastHashJoin"}
    for n in nodes:
        if n.operator == "BroadcastHashJoin":
            joins[n.header.split(" ")[1]].append(mapped[n.node_id].site.line_start)
    return joins


def test_joins_made_before_the_data_was_handed_over_keep_their_calls():
    joins = _joins()
    assert sorted(joins["Inner"]) == sorted([line_of(SOURCE, 'movies.join(ratings'),
                                             line_of(SOURCE, 'stats.join(movies')])
    assert joins["LeftOuter"] == [line_of(SOURCE, 'rated.join(tags')]


def test_without_the_rule_the_join_beside_the_action_takes_both_inner_joins(monkeypatch):
    monkeypatch.setattr(mapper, "OPEN_INPUTS", False)
    assert _joins()["Inner"] == [line_of(SOURCE, 'stats.join(movies')] * 2
