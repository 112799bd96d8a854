"""A call on a new instance of a class of the repository's (tests/fixtures/instance_calls_scala, its real plan written
by tests/fixtures/capture_typed_plan.py): `new WordCounter().counts(words)` returns a DataFrame, as the method declares,
so the `except` over it is the plan's anti join, and the aggregate of its left side is the method's groupBy.
Switched off, the result is of no known kind, the `except` makes no site and the join goes to none of its lines
(unless a name holding an unknown call's result is taken for a possible DataFrame, the later rule that also covers it)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "instance_calls_scala" / "WordCheck.scala"
RULE = RULES["a call on an instance of a class of the repository's gives what its method returns"]
UNKNOWN_RESULTS = RULES["a JVM name holding what an unknown call gave may be a DataFrame"]


def places() -> dict[int, int | None]:
    """The first line each executed node of the plan is mapped to, by node id."""
    nodes = fixture_nodes("instance_calls_word_check")
    return {m.node_id: m.site.line_start if m.site else None for m in map_plan(nodes, fixture_sites("instance_calls_scala"))
            if nodes[m.node_index].twin_of is None}


def test_an_instances_method_result_is_a_dataframe():
    mapped = places()
    assert mapped[15] == line_of(SOURCE, "counted.except(expected)")          # the LeftAnti join
    assert mapped[6] == mapped[2] == line_of(SOURCE, 'words.groupBy("word").count()')   # counts() of the left side
    with switched_off(*RULE), switched_off(*UNKNOWN_RESULTS):
        assert places()[15] != line_of(SOURCE, "counted.except(expected)")
