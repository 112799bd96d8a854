"""INTERSECT ALL and EXCEPT ALL, intersectAll() and exceptAll(): Spark plans them over a Union of both sides' rows,
each side's marked (`true AS vcol1`, `1 AS vcol`), counted per row, filtered and replicated back with replicaterows
(tests/fixtures/set_operations_job/repeated_cities.py, beside a plain union() of the same two; real plans:
tests/fixtures/capture_mapper_plans.py). Every node of that rewrite is the set operation's, and only its."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.vocabulary import union_operation
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

FILE = FIXTURES / "set_operations_job" / "repeated_cities.py"
RULE = RULES["INTERSECT ALL and EXCEPT ALL planned over a Union are theirs"]
WRITTEN = {"both_by_query": "INTERSECT ALL", "both_by_calls": ".intersectAll(",
           "more_by_query": "EXCEPT ALL", "more_by_calls": ".exceptAll(", "every_city": ".union("}
REWRITE = {"Union", "HashAggregate", "Exchange", "Filter", "Generate"}


def mapped(function: str) -> list:
    return map_plan(fixture_nodes(f"set_operations_repeated_cities_{function}"), fixture_sites("set_operations_job"))


def lines(function: str, operators: set[str]) -> set[tuple[str, int]]:
    return {(m.site.file, m.site.line_start) if m.site else None for m in mapped(function) if m.operator in operators}


def test_what_each_union_site_is_made_for():
    assert [union_operation(m) for m in ("intersectAll", "exceptAll", "SQL INTERSECT", "SQL EXCEPT", "union",
                                          "unionByName", "SQL UNION")] == \
        ["intersect", "except", "intersect", "except", "union", "union", "union"]


def its_lines(function: str) -> set[tuple[str, int]]:
    """Where the function's set operation is written, and its twin's: a query and calls of one operation plan alike."""
    twins = [f for f in WRITTEN if f.split("_")[0] == function.split("_")[0]]
    return {("repeated_cities.py", line_of(FILE, WRITTEN[f])) for f in twins}


@pytest.mark.parametrize("function", ["both_by_query", "both_by_calls", "more_by_query", "more_by_calls"])
def test_the_rewrite_of_a_set_operation_is_its_own(function):
    found = lines(function, REWRITE | {"Project"})
    assert len(found) == 1 and found <= its_lines(function)


def test_a_plain_union_is_the_union_calls():
    assert lines("every_city", {"Union"}) == {("repeated_cities.py", line_of(FILE, ".union("))}


def test_without_the_rule_the_rewrite_goes_elsewhere():
    with switched_off(*RULE):
        found = {function: lines(function, REWRITE | {"Project"}) for function in ("both_by_calls", "more_by_calls")}
    assert any(not places <= its_lines(f) for f, places in found.items())
