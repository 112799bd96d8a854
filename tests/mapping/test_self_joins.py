"""Joins told apart by the plan's shape: one job joins pandas to coffee shops and pandas to themselves,
on zip and on name (tests/fixtures/pairs_job/pairs.py, plans captured with PySpark by
tests/fixtures/capture_mapper_plans.py). A self-join reads one data set on both sides (Spark reuses one
side's exchange for the other); `$"l.zip"` is column zip; a filter on a join without a condition becomes
the join's condition."""

import pytest

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "pairs_job" / "pairs.py").read_text().splitlines()


@pytest.fixture(scope="module")
def sites():
    return fixture_sites("pairs_job")


def joins(sites, plan: str) -> set[str]:
    nodes = fixture_nodes(f"pairs_{plan}")
    return {function_at(SOURCE, m.site.line_start) for m in map_plan(nodes, sites)
            if m.operator == "SortMergeJoin" and m.site is not None}


@pytest.mark.parametrize("plan", ["neighbours", "namesakes", "shops_near", "shops_named_like"])
def test_every_join_maps_to_the_call_that_made_it(sites, plan):
    assert joins(sites, plan) == {plan}
