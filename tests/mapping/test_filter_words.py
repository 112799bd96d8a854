"""A filter's word literals must be in any plan made through it: a query comparing the protocol with 'tcp'
did not make a plan that never names tcp, however many of its numbers and columns the plan shares
(tests/fixtures/filters_job/sessions.py, plans captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

import pytest

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "filters_job" / "sessions.py").read_text().splitlines()


@pytest.fixture(scope="module")
def sites():
    return fixture_sites("filters_job")


def filter_maps_to(sites, plan: str) -> set[str]:
    nodes = fixture_nodes(f"sessions_{plan}")
    return {function_at(SOURCE, m.site.line_start) for m in map_plan(nodes, sites)
            if m.operator == "Filter" and m.site is not None}


def test_a_plan_without_the_querys_word_maps_to_the_chained_filters(sites):
    assert filter_maps_to(sites, "idle_sessions_per_protocol") == {"idle_sessions_per_protocol"}


def test_a_plan_naming_the_word_still_maps_to_the_query(sites):
    assert filter_maps_to(sites, "tcp_idle_sessions") == {"tcp_idle_sessions"}
