"""A source file whose name holds a space: Spark's description of the action names it as it is (`show at Word
Counts.scala:14`, tests/fixtures/spaced_names_scala, its event log written by tests/fixtures/capture_typed_plan.py).
The file counts the same words twice, one show() a line; the action's line tells them apart. Switched off (file
names without spaces only), the description names no action and the first of the twins is taken."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.event_entry import call_site_file, event_log_action
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites

DESCRIPTION = (FIXTURES / "plans" / "spaced_names_word_counts.description.txt").read_text()
RULE = RULES["a source file's name in a stack frame or a description may hold spaces"]


def aggregate_lines() -> set[int]:
    mapped = map_plan(fixture_nodes("spaced_names_word_counts"), fixture_sites("spaced_names_scala"),
                      action=event_log_action(DESCRIPTION))
    return {m.site.line_start for m in mapped if m.operator == "HashAggregate"}


def test_the_action_of_a_file_named_with_a_space_is_read():
    assert event_log_action(DESCRIPTION) == ("Word Counts.scala", 14)
    assert call_site_file(DESCRIPTION) == "Word Counts.scala"
    assert aggregate_lines() == {14}
    with switched_off(*RULE):
        assert event_log_action(DESCRIPTION) is None
        assert aggregate_lines() == {13}
