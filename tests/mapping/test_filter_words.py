"""A filter's word literals must be in any plan made through it: a query comparing the protocol with 'tcp'
did not make a plan that never names tcp, however many of its numbers and columns the plan shares
(tests/fixtures/filters_job/sessions.py, plans captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text
from support import function_at

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "filters_job"
PLANS = ROOT / "tests" / "fixtures" / "plans"
SOURCE = (CODE / "sessions.py").read_text().splitlines()


@pytest.fixture(scope="module")
def sites():
    return index_repository(CODE)[3]


def filter_maps_to(sites, plan: str) -> set[str]:
    nodes = parse_plan_text((PLANS / f"sessions_{plan}.formatted.txt").read_text())[0].nodes
    return {function_at(SOURCE, m.site.line_start) for m in map_plan(nodes, sites)
            if m.operator == "Filter" and m.site is not None}


def test_a_plan_without_the_querys_word_maps_to_the_chained_filters(sites):
    assert filter_maps_to(sites, "idle_sessions_per_protocol") == {"idle_sessions_per_protocol"}


def test_a_plan_naming_the_word_still_maps_to_the_query(sites):
    assert filter_maps_to(sites, "tcp_idle_sessions") == {"tcp_idle_sessions"}
