"""A projection Spark keeps above a SQL view's join (name and duration for the grouping above it) is taken
for the optimizer's and maps to the join; the query's own SELECT list may as well have made it, so it is
never confirmed (tests/fixtures/sql_views_job/traffic.py, plan captured with PySpark by
tests/fixtures/capture_mapper_plans.py)."""

import pytest

from codemap_pipeline.mapping import calibration, mapper
from support import fixture_nodes, fixture_sites


@pytest.mark.parametrize("cap, status", [(mapper.PRUNED_PROJECT, "probable"), (1.0, "confirmed")])
def test_a_projection_under_a_sql_clause_is_never_confirmed(monkeypatch, cap, status):
    # switched off (no cap), the same pick is confirmed
    monkeypatch.setattr(mapper, "PRUNED_PROJECT", cap)
    monkeypatch.setattr(calibration, "probability", lambda features, params=None: 0.999)   # a model sure of every pick: the caps decide
    nodes = fixture_nodes("sql_views_time_per_protocol_name")
    project = next(m for m in mapper.map_plan(nodes, fixture_sites("sql_views_job")) if m.operator == "Project")
    assert project.derived and project.site.method == "SQL JOIN"
    assert project.status == status
