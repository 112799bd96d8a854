"""A filter's comparisons with a constant are in any plan made through it, as Spark rewrites them: of two calls or
queries alike but for `< 1000` and `>= 1000`, the one the plan's condition holds made it, and the other (and what
follows it) is contradicted, also where no Filter node is left (a partition column's filter); where the plan
holds both (two branches of one frame), each Filter node is the call comparing as its own condition does. Read
alike in every language and in the plan after Spark's rewrites: a negated comparison turned round, `between` as
`>=` and `<=`, a constant on the left, `!=` printed `NOT (x = ...)`, a whole number's comparison with a fraction
made whole (tests/fixtures/comparisons_job, plans
captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import FRONT_ENDS
from codemap_pipeline.code.model import FileContext, SparkSite
from codemap_pipeline.mapping import comparisons
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "comparisons_job" / "towns.py").read_text().splitlines()
RULE = RULES["a filter none of whose comparisons with a constant (x >= 1) the plan holds did not make it"]
NODE_RULE = RULES["a filter call comparing only otherwise than the node's own condition made another node (x < 50 | x >= 50)"]


@pytest.fixture(scope="module")
def sites():
    return fixture_sites("comparisons_job")


def filter_function(sites, plan: str) -> str:
    mapped = map_plan(fixture_nodes(f"comparisons_{plan}"), sites)
    return next(function_at(SOURCE, m.site.line_start) for m in mapped if m.operator == "Filter")


@pytest.mark.parametrize("plan, twin", [("big_towns_query", "small_towns_query"), ("big_towns", "small_towns")])
def test_the_filter_comparing_as_the_plan_does_made_it(sites, plan, twin):
    assert filter_function(sites, plan) == plan
    with switched_off(*RULE), switched_off(*NODE_RULE):
        assert filter_function(sites, plan) == twin   # alike but for the comparison: the first written


def test_calls_after_a_filter_the_plan_does_not_hold_are_contradicted(sites):
    """A filter on the partition column leaves no Filter node, only the folders Spark listed
    (`PartitionFilters: [(year#11 >= 2020)]`): the calls after `year < 2020` did not make the plan."""
    source = (FIXTURES / "comparisons_job" / "yearly.py").read_text().splitlines()

    def functions() -> set[str]:
        return {function_at(source, m.site.line_start) for m in map_plan(fixture_nodes("comparisons_totals_since_2020"),
                                                                        sites)}

    assert functions() == {"totals_since_2020"}
    with switched_off(*RULE):
        assert functions() == {"totals_before_2020"}


def test_each_branch_filter_is_the_call_comparing_as_it_does(sites):
    """`small.union(big)` over `area < 50` and `area >= 50`: the plan holds both comparisons, each Filter one."""
    def filter_lines() -> dict[int, str]:
        mapped = map_plan(fixture_nodes("comparisons_towns_by_size"), sites)
        return {m.node_id: SOURCE[m.site.line_start - 1].strip().split(" = ")[0] for m in mapped if m.operator == "Filter"}

    assert filter_lines() == {2: "small", 4: "big"}
    # alike but for the comparison and their place in the union (mapper.INPUT_SIDES): the first written
    with switched_off(*NODE_RULE), switched_off(*RULES["a join's or union's left input is the call's receiver, its right one the argument"]):
        assert filter_lines() == {2: "small", 4: "small"}


def compared(site) -> set[str]:
    return {word for words in SiteIndex.signature(site) for word in words if comparisons.is_token(word)}


@pytest.mark.parametrize("plan, written", [
    ("middle_towns", {"cmp:>=:100", "cmp:<=:5000"}),
    ("towns_above", {"cmp:>:1000"}),
    ("towns_but_fane", {"cmp:!=:fane"}),
    ("towns_from_half_a_thousand", {"cmp:>=:499.5", "cmp:>:499"}),   # Spark runs people > 499 (an int column)
    ("big_towns", {"cmp:>=:1000"}),
])
def test_the_code_and_the_rewritten_plan_read_alike(sites, plan, written):
    in_plan = set().union(*(comparisons.in_plan(ops.node_text(n)) for n in fixture_nodes(f"comparisons_{plan}")))
    site = next(s for s in sites if s.kind == "filter" and function_at(SOURCE, s.line_start) == plan)
    assert compared(site) == written and written & in_plan
    with switched_off(*RULE):
        assert not compared(site)


def test_a_negated_comparison_says_nothing(sites):
    """`~(people < 1000)`: Spark runs `people >= 1000`, so nothing is read from the call, where the query written
    `people >= 1000` reads as the plan does."""
    in_plan = set().union(*(comparisons.in_plan(ops.node_text(n)) for n in fixture_nodes("comparisons_not_small_towns")))
    negated, plain = (next(s for s in sites if s.kind == "filter" and function_at(SOURCE, s.line_start) == name)
                      for name in ("not_small_towns", "big_towns_query"))
    assert not compared(negated) and compared(plain) == {"cmp:>=:1000"} <= in_plan
    with switched_off(*RULE):
        assert not compared(plain)


@pytest.mark.parametrize("language, call", [
    ("scala", 'towns.where($"people" >= 1000)'),
    ("scala", 'towns.filter(col("people").geq(lit(1000)))'),
    ("scala", 'towns.where("people >= 1000")'),
    ("java", 'towns.filter(col("people").geq(1000))'),
    ("java", 'towns.where(col("people").$greater$eq(1000L))'),
    ("sql", "SELECT name FROM towns WHERE 1000 <= people"),
    ("python", 'towns.filter(towns.people >= 1000.0)'),
    ("python", 'towns.where("people between 1000 and 99999")'),
])
def test_every_front_end_reads_the_comparison(language, call):
    source = {
        "scala": f"object Towns {{\n  def run(towns: DataFrame): DataFrame = {call}\n}}\n",
        "java": f"class Towns {{\n  Dataset<Row> run(Dataset<Row> towns) {{ return {call}; }}\n}}\n",
        "sql": call + "\n",
        "python": f"def run(towns):\n    return {call}\n",
    }[language]
    path = {"scala": "Towns.scala", "java": "Towns.java", "sql": "towns.sql", "python": "towns.py"}[language]
    index = FRONT_ENDS[language](path, source.encode(), FileContext(language, module="towns", id_scope="towns"))
    site = next(s for s in index.sites if s.kind == "filter")
    assert "cmp:>=:1000" in compared(site)
    with switched_off(*RULE):
        assert not compared(site)


@pytest.mark.parametrize("condition, plain", [
    ('towns.where(col("people") < 5 * size)', 'towns.where(col("people") < 5)'),   # a longer operand
    ('towns.filter(t => t.people >= 1000)', 'towns.filter($"people" >= 1000)'),     # a lambda: run as a function
    ('towns.filter(_.people >= 1000)', 'towns.filter(col("people") >= 1000)'),     # ... Scala's short one too
    ('towns.where("people >= 1000 and not big")', 'towns.where("people >= 1000 and big")'),   # turned round by Spark
    ('towns.filter(col("people").isin(1000, 2000)).show(n=5)', 'towns.filter(col("people") == 5).show(n=9)'),
])
def test_what_is_not_read_as_a_comparison(condition, plain):
    def read(text: str) -> set[str]:
        method = text.split(".")[1].split("(")[0]
        return compared(SparkSite("s", "towns.scala", 1, 1, "m", "towns", "filter", method, snippet=text))

    assert not read(condition) and len(read(plain)) == 1   # `n=9` gives a value, compares nothing
    with switched_off(*RULE):
        assert not read(plain)
