"""explode(x) (not outer): Spark first filters out the rows it would drop (`(size(x, false) > 0) AND
isnotnull(x)`) and names the exploded values `col`. The filter is the explode call's; the name `col` is
not written at that call but at the next one, which explodes `col` again
(tests/fixtures/explode_job/subjects.py, plan captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.mapper import map_plan, node_evidence
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "explode_job" / "subjects.py"


def test_each_explode_and_its_filter_map_to_the_call_exploding_that_column():
    nodes = fixture_nodes("explode_subjects")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("explode_job"))}
    generates = sorted((n for n in nodes if n.operator == "Generate"), key=lambda n: n.node_id)
    assert len(generates) == 2
    for generate, written in zip(generates, ('F.explode("subjects")', 'F.explode("col")')):
        guard = nodes[generate.children[0]]
        assert ops.guards_generate(guard, generate)
        assert mapped[generate.node_id].site.line_start == line_of(SOURCE, written)
        assert mapped[guard.node_id].site.line_start == line_of(SOURCE, written)


def test_a_filter_of_other_words_under_an_explode_is_the_users():
    nodes = fixture_nodes("explode_subjects")
    generate = next(n for n in nodes if n.operator == "Generate")
    guard = nodes[generate.children[0]]
    own = type(guard)(**{**guard.__dict__, "details": {**guard.details, "Condition": "(size(subjects#1, false) > 2)"}})
    assert not ops.guards_generate(own, generate)


def test_the_name_spark_gives_the_exploded_values_is_no_evidence_for_the_explode():
    nodes = fixture_nodes("explode_subjects")
    first = min((n for n in nodes if n.operator == "Generate"), key=lambda n: n.node_id)
    evidence = node_evidence(first)
    assert ("column", "subjects") in evidence and ("column", "name") in evidence
    assert ("column", "col") not in evidence


def test_the_filter_pushed_below_the_split_it_explodes_is_the_explode_calls():
    """`select(split(value, " ").alias("line"))` then `explode("line")`: Spark pushes the filter below the
    split, written over `split(value#4,  , -1)` (tests/fixtures/explode_job/words.py); it still serves the
    explode, not the where() of the words after it."""
    nodes = fixture_nodes("explode_words")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("explode_job"))}
    generate = next(n for n in nodes if n.operator == "Generate")
    split, guard = nodes[generate.children[0]], nodes[nodes[generate.children[0]].children[0]]
    assert (split.operator, guard.operator) == ("Project", "Filter")
    assert ops.guards_generate(guard, generate, split) and not ops.guards_generate(guard, generate)
    words = FIXTURES / "explode_job" / "words.py"
    assert mapped[guard.node_id].site.line_start == line_of(words, "F.explode")
    assert mapped[guard.node_id].site.line_start != line_of(words, ".where(")


def test_the_filter_pushed_below_a_pruning_projection_is_the_explode_calls():
    """`select(name, explode(properties))` of three columns: Spark drops the third in a Project between the
    Generate and its filter (tests/fixtures/explode_job/properties.py); the filter still serves the explode."""
    nodes = fixture_nodes("explode_properties")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("explode_job"))}
    generate = next(n for n in nodes if n.operator == "Generate")
    pruning, guard = nodes[generate.children[0]], nodes[nodes[generate.children[0]].children[0]]
    assert (pruning.operator, guard.operator) == ("Project", "Filter")
    assert ops.guards_generate(guard, generate, pruning)
    assert mapped[guard.node_id].derived
    assert mapped[guard.node_id].site.line_start == line_of(FIXTURES / "explode_job" / "properties.py", "F.explode")
