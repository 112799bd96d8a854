"""Spark compares strings case and all: the constant a Python function is called with, as the plan prints it
(`is_open(hours#1, Closed)`), is written in that case by the call that made the node. A copy of the job
writing `"closed"` (sorted first, otherwise alike) did not run (tests/fixtures/exact_case_job, captured by
tests/fixtures/capture_mapper_plans.py exact_case; Spark in Action's library labs differ the same way, one
in the DataFrame API with `"Closed"`, one in SQL with `'closed'`)."""

import pytest

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import mapper
from codemap_pipeline.mapping.mapper import SiteIndex, map_plan
from support import FIXTURES, fixture_nodes


@pytest.mark.parametrize("exact_case", [True, False])
def test_a_constant_in_another_case_is_a_look_alikes(monkeypatch, exact_case):
    monkeypatch.setattr(mapper, "EXACT_CASE", exact_case)
    index = build_index(FIXTURES / "exact_case_job")
    nodes = fixture_nodes("exact_case_open_shops")
    mapped = {m.operator: m for m in map_plan(nodes, [], index=SiteIndex(
        index.sites, index.symbol_calls, index.file_links, index.declared))}
    files = {mapped[op].site.file for op in ("ArrowEvalPython", "Project")}
    assert files == ({"opening_api.py"} if exact_case else {"copy_lower_case.py"})
