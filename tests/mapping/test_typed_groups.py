"""groupByKey(f) groups a typed Dataset by a function of each row: its KeyValueGroupedDataset's count() is a keyed
aggregate, as groupBy(col).count() is. tests/fixtures/typed_groups_scala/WordGroups.scala counts words both ways and
shows each; the plan and action (`show at WordGroups.scala:16`) are the last of the event log it wrote (captured by
tests/fixtures/capture_typed_plan.py). Its aggregates are the groupByKey count's; switched off (groupByKey no
grouping call), that count() reads as a count of all rows, which makes no keyed aggregate, and the groupBy count
beside it takes them."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.event_entry import event_log_action
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "typed_groups_scala" / "WordGroups.scala"
DESCRIPTION = (FIXTURES / "plans" / "typed_groups_words.description.txt").read_text()
RULE = RULES["groupByKey(f) is a grouping call: its count() is a keyed aggregate"]


def aggregate_lines() -> set[int]:
    action = event_log_action(DESCRIPTION)
    mapped = map_plan(fixture_nodes("typed_groups_words"), fixture_sites("typed_groups_scala"), action=action)
    return {m.site.line_start for m in mapped if m.operator == "HashAggregate"}


def test_a_typed_groups_count_is_its_keyed_aggregate():
    assert event_log_action(DESCRIPTION) == ("WordGroups.scala", line_of(SOURCE, "byFunction.show()"))
    assert aggregate_lines() == {line_of(SOURCE, "val byFunction =")}
    with switched_off(*RULE):
        assert aggregate_lines() == {line_of(SOURCE, "val byColumn =")}
