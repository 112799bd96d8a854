"""A projection Spark keeps above a SQL view's join (name and duration for the grouping above it) is taken
for the optimizer's and maps to the join; the query's own SELECT list may as well have made it, so it is
never confirmed (tests/fixtures/sql_views_job/traffic.py, plan captured with PySpark by
tests/fixtures/capture_mapper_plans.py)."""

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping import mapper
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "sql_views_job"
PLAN = ROOT / "tests" / "fixtures" / "plans" / "sql_views_time_per_protocol_name.formatted.txt"


@pytest.mark.parametrize("cap, status", [(mapper.PRUNED_PROJECT, "probable"), (1.0, "confirmed")])
def test_a_projection_under_a_sql_clause_is_never_confirmed(monkeypatch, cap, status):
    # switched off (no cap), the same pick is confirmed
    monkeypatch.setattr(mapper, "PRUNED_PROJECT", cap)
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    project = next(m for m in mapper.map_plan(nodes, index_repository(CODE)[3]) if m.operator == "Project")
    assert project.derived and project.site.method == "SQL JOIN"
    assert project.status == status
