"""A new commit that changes one file of many: only that file is parsed again; the rest is reused."""

import shutil

import dagster as dg
import pandas as pd

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.runner import local_instance, run_mapping
from codemap_pipeline.storage.frames import records_from_frame

from support import EXAMPLE_PLANS, EXAMPLE_REPO, git


def _metadata(instance, asset, partition):
    records = instance.fetch_materializations(
        dg.AssetRecordsFilter(asset_key=dg.AssetKey(asset), asset_partitions=[partition]), limit=1).records
    return records[0].asset_materialization.metadata


def test_second_commit_parses_only_the_changed_file(tmp_path):
    work = tmp_path / "jobs"
    shutil.copytree(EXAMPLE_REPO, work)
    git("init", "-q", "-b", "main", cwd=work)
    git("add", ".", cwd=work)
    git("commit", "-qm", "first", cwd=work)
    data = tmp_path / "data"
    plan = [EXAMPLE_PLANS / "top_customers.formatted.txt"]
    first = run_mapping(str(work), "main", plan, data, use_embeddings=False, log=lambda m: None)

    sales = work / "retail_jobs" / "sales.py"
    sales.write_text(sales.read_text().replace('.alias("revenue")', '.alias("total_revenue")'))
    git("commit", "-qam", "rename an alias", cwd=work)
    second = run_mapping(str(work), "main", plan, data, use_embeddings=False, log=lambda m: None)
    assert second.commit_key != first.commit_key

    instance = local_instance(data)
    meta_first = _metadata(instance, "code_files", first.commit_key)
    meta = _metadata(instance, "code_files", second.commit_key)
    files = meta_first["files"].value
    assert meta_first["parsed"].value == files and files >= 8
    assert meta["parsed"].value == 1 and meta["reused"].value == files - 1
    assert meta["reused_from"].value == first.commit_key
    # the reused rows are the same as a fresh index would give, and the changed file is new
    sites = pd.read_parquet(data / "parquet" / "spark_sites" / f"{second.commit_key}.parquet")
    aliases = {a for row in sites.loc[sites["file"] == "retail_jobs/sales.py", "aliases"] for a in row}
    assert "total_revenue" in aliases
    tree = pd.read_parquet(data / "parquet" / "repo_checkout" / f"{second.commit_key}.parquet")["path"].iloc[0]
    fresh = index_repository(Path(tree))[3]
    key = lambda s: (s.site_id, s.file, s.line_start, s.kind, tuple(s.aliases), tuple(sorted(s.inputs)))
    assert sorted(map(key, records_from_frame(sites, SparkSite))) == sorted(map(key, fresh))
