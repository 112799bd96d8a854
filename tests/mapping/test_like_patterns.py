"""Spark runs a LIKE pattern with % only at its ends as Contains, StartsWith or EndsWith of the bare text
(`name LIKE '%an%'` -> `Contains(name#0, an)`): the plan's literal names the pattern in both spellings, so of
queries alike but for their pattern the one matching the plan's made it (tests/fixtures/like_job/names.py, plan
captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "like_job" / "names.py").read_text().splitlines()
RULE = RULES["a LIKE pattern run as Contains/StartsWith/EndsWith names the pattern (LIKE '%an%')"]


def filter_function() -> str:
    mapped = map_plan(fixture_nodes("like_with_an"), fixture_sites("like_job"))
    return next(function_at(SOURCE, m.site.line_start) for m in mapped if m.operator == "Filter")


def test_the_query_with_the_plans_pattern_made_the_filter(monkeypatch):
    assert filter_function() == "with_an"
    monkeypatch.setattr(*RULE)
    assert filter_function() == "starting_with_an"   # the pattern unread: the first of the two alike


@pytest.mark.parametrize("plan, pattern", [
    ("like_with_an", "%an%"), ("like_starting_with_an", "an%"), ("like_ending_with_an", "%an")])
def test_each_rewrite_names_its_pattern(plan, pattern):
    condition = next(n for n in fixture_nodes(plan) if n.operator == "Filter")
    assert {"an", pattern} <= set(condition.names.literals)
