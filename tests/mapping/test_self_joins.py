"""Joins told apart by the plan's shape: one job joins pandas to coffee shops and pandas to themselves,
on zip and on name (tests/fixtures/pairs_job/pairs.py, plans captured with PySpark by
tests/fixtures/capture_mapper_plans.py). A self-join reads one data set on both sides (Spark reuses one
side's exchange for the other); `$"l.zip"` is column zip; a filter on a join without a condition becomes
the join's condition."""

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text
from support import function_at

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "pairs_job"
PLANS = ROOT / "tests" / "fixtures" / "plans"
SOURCE = (CODE / "pairs.py").read_text().splitlines()


@pytest.fixture(scope="module")
def sites():
    return index_repository(CODE)[3]


def joins(sites, plan: str) -> set[str]:
    nodes = parse_plan_text((PLANS / f"pairs_{plan}.formatted.txt").read_text())[0].nodes
    return {function_at(SOURCE, m.site.line_start) for m in map_plan(nodes, sites)
            if m.operator == "SortMergeJoin" and m.site is not None}


@pytest.mark.parametrize("plan", ["neighbours", "namesakes", "shops_near", "shops_named_like"])
def test_every_join_maps_to_the_call_that_made_it(sites, plan):
    assert joins(sites, plan) == {plan}
