"""The site index is built once per commit by the code index, stored in the commit's folder, and loaded by
the mapping asset; a commit with other content gets its own."""

import shutil

import dagster as dg
import pandas as pd
import pytest

from codemap_pipeline import layout
from codemap_pipeline.defs import code_index as code_index_defs
from codemap_pipeline.defs.code_index import code_index
from codemap_pipeline.defs.mapping import code_mappings
from codemap_pipeline.defs.partitions import register
from codemap_pipeline.defs.plan_parsing import plan_operators
from codemap_pipeline.defs.resources import CodemapSettings

from support import EXAMPLE_PLANS, EXAMPLE_REPO


def _outputs(result) -> dict:
    return {item.output_name: item for item in result if isinstance(item, dg.Output)}


def _index(settings, repo, commit_key) -> dict:
    checkout = pd.DataFrame([{"path": str(repo)}])
    outs = _outputs(code_index(dg.build_asset_context(partition_key=commit_key), settings=settings,
                               repo_checkout=checkout))
    return {name: out.value.to_pandas() for name, out in outs.items()}   # as the IO manager reads them back


def _map(settings, commit_key, rows) -> tuple[pd.DataFrame, str]:
    stored = EXAMPLE_PLANS / "revenue_by_country.simple.txt"
    spark_plans = pd.DataFrame([{"plan_key": "rbc", "source": "rbc.txt", "stored_path": str(stored)}])
    ops = _outputs(plan_operators(dg.build_asset_context(partition_key="rbc"), spark_plans=spark_plans))
    instance = dg.DagsterInstance.ephemeral()
    register(instance, [commit_key], ["rbc"])
    context = dg.build_asset_context(partition_key=dg.MultiPartitionKey({"commit": commit_key, "plan": "rbc"}),
                                     instance=instance)
    outs = [o for o in code_mappings(context, settings=settings, plan_operators=ops["plan_operators"].value["rbc"],
                                     **rows) if isinstance(o, dg.Output)]
    return outs[0].value, outs[0].metadata["site_index"].value


@pytest.fixture
def builds(monkeypatch):
    """Every SiteIndex the asset layer builds (a loaded one is not built)."""
    made = []
    real = code_index_defs.build_site_index

    def counted(*args):
        made.append(real(*args))
        return made[-1]

    monkeypatch.setattr(code_index_defs, "build_site_index", counted)
    return made


def test_the_mapping_asset_loads_the_index_the_code_index_stored(tmp_path, builds):
    settings = CodemapSettings(data_dir=str(tmp_path / "data"), use_embeddings=False)
    rows = _index(settings, EXAMPLE_REPO, "retail@1")
    assert layout.site_index_path(settings.root, "retail@1").is_file()
    assert len(builds) == 1                       # by the code index, once
    first, how = _map(settings, "retail@1", rows)
    assert how == "loaded" and len(builds) == 1
    again, how = _map(settings, "retail@1", rows)
    assert how == "loaded" and len(builds) == 1   # a second mapping does not build it either
    pd.testing.assert_frame_equal(first, again)
    assert (first["rank"] == 0).sum() > 0 and first["file"].notna().any()


def test_a_changed_commit_gets_its_own_index_and_a_stale_one_is_built_again(tmp_path, builds):
    settings = CodemapSettings(data_dir=str(tmp_path / "data"), use_embeddings=False)
    repo = tmp_path / "repo"
    shutil.copytree(EXAMPLE_REPO, repo)
    rows = _index(settings, repo, "retail@1")
    before = layout.site_index_path(settings.root, "retail@1").read_bytes()

    job = next(p for p in sorted(repo.rglob("*.py")) if "groupBy" in p.read_text())
    job.write_text(job.read_text() + "\n\ndef extra(df):\n    return df.groupBy('brand_new_column').count()\n")
    changed = _index(settings, repo, "retail@2")
    assert len(builds) == 2
    assert layout.site_index_path(settings.root, "retail@1").read_bytes() == before   # the old commit's kept

    # the mapping of the new commit loads the new commit's index: it holds the new call
    _, how = _map(settings, "retail@2", changed)
    assert how == "loaded" and len(builds) == 2
    assert any("brand_new_column" in s.columns for s in builds[-1].sites)

    # an index stored from other content (here: the first commit's, copied over) is not used, but built again
    shutil.copy(layout.site_index_path(settings.root, "retail@1"), layout.site_index_path(settings.root, "retail@2"))
    _, how = _map(settings, "retail@2", changed)
    assert how == "built" and len(builds) == 3
    assert any("brand_new_column" in s.columns for s in builds[-1].sites)
    _, how = _map(settings, "retail@2", changed)
    assert how == "loaded" and len(builds) == 3   # and stored for the next run
    # an index stored before the store existed: none at all
    layout.site_index_path(settings.root, "retail@1").unlink()
    _, how = _map(settings, "retail@1", rows)
    assert how == "built" and len(builds) == 4
