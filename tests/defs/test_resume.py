"""An interrupted run resumes: a later run materializes only what is missing and reuses the rest."""

import pytest

import codemap_pipeline.defs.mapping as mapping_assets
from codemap_pipeline.runner import StageError, run_mapping

from support import EXAMPLE_PLANS, EXAMPLE_REPO

PLANS = [EXAMPLE_PLANS / "top_customers.formatted.txt", EXAMPLE_PLANS / "category_sales.formatted.txt"]


def test_failed_mapping_is_redone_and_everything_else_reused(tmp_path, monkeypatch):
    real_map_plan = mapping_assets.map_plan
    calls = []

    def flaky(nodes, sites, *args, **kwargs):
        calls.append(len(nodes))
        if any(n.operator == "BroadcastHashJoin" for n in nodes):  # only category_sales has one
            raise RuntimeError("worker lost")
        return real_map_plan(nodes, sites, *args, **kwargs)

    monkeypatch.setattr(mapping_assets, "map_plan", flaky)
    with pytest.raises(StageError, match="worker lost"):
        run_mapping(str(EXAMPLE_REPO), "", PLANS, tmp_path, use_embeddings=False, log=lambda m: None)

    monkeypatch.setattr(mapping_assets, "map_plan", real_map_plan)
    resumed = run_mapping(str(EXAMPLE_REPO), "", PLANS, tmp_path, use_embeddings=False, log=lambda m: None)
    # the index, both plans and the first mapping were kept; only the failed mapping ran again
    assert [m.split()[0] for m in resumed.materialized] == ["mapping"]
    assert "category_sales" in resumed.materialized[0]
    assert sorted(r.split()[0] for r in resumed.reused) == ["index", "mapping", "plan", "plan"]
    assert resumed.output["statistics"]["totalNodes"] == len(resumed.output["mappings"]) > 20
