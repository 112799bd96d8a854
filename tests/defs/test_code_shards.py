"""The code index in shards through Dagster (code_shards, then code_index, one run): the same Parquet rows
as one shard, every file parsed by exactly one shard, each shard visible on the asset."""

import dagster as dg
import pandas as pd

from codemap_pipeline import layout, runner
from codemap_pipeline.code import shards
from codemap_pipeline.definitions import build_resources
from codemap_pipeline.defs import partitions
from codemap_pipeline.repos.checkout import resolve
from codemap_pipeline.storage.parquet import read_parquet
from codemap_pipeline.storage.registry import register_commit
from tests.support import ROOT

REPO = ROOT / "tests" / "fixtures" / "code"   # Python, Scala, Java, SQL, notebooks in many folders
INDEX = ("code_files", "code_symbols", "code_links", "spark_sites")


def _index(data, monkeypatch, count):
    monkeypatch.setenv("CODEMAP_SHARDS", str(count))
    monkeypatch.setenv("CODEMAP_SHARD_MIN_FILES", "1")
    co = resolve(str(REPO), "", layout.checkout_cache(data))
    register_commit(data, co.partition_key, co.repo, "", co.commit)
    instance = runner.local_instance(data)
    partitions.register(instance, [co.partition_key])
    runner.materialize(instance, build_resources(str(data), use_embeddings=False), ["code"], co.partition_key)
    return instance, co.partition_key


def _metadata(instance, asset, key):
    record = instance.fetch_materializations(dg.AssetRecordsFilter(asset_key=dg.AssetKey(asset),
                                                                   asset_partitions=[key]), limit=1).records[0]
    return {k: v.value for k, v in record.asset_materialization.metadata.items()}


def test_three_shards_give_the_rows_of_one(tmp_path, monkeypatch):
    one, key = _index(tmp_path / "one", monkeypatch, 1)
    three, key3 = _index(tmp_path / "three", monkeypatch, 3)
    assert key == key3
    for asset in INDEX:
        pd.testing.assert_frame_equal(read_parquet(layout.parquet_file(tmp_path / "one" / "parquet", asset, key)),
                                      read_parquet(layout.parquet_file(tmp_path / "three" / "parquet", asset, key)))
    table = read_parquet(layout.parquet_file(tmp_path / "three" / "parquet", "code_shards", key))
    files = read_parquet(layout.parquet_file(tmp_path / "three" / "parquet", "code_files", key))
    listed = files[files["parse_error"].isna() | ~files["parse_error"].fillna("").str.startswith("skipped")]
    assert len(table) >= 2 and set(table["of"]) == {3}
    # each file in the one shard its folder hashes to, and the shards' counts add up to the files
    by_shard = listed["path"].map(lambda p: shards.shard_of(p, 3)).value_counts().sort_index()
    assert by_shard.to_dict() == dict(zip(table["shard"], table["files"]))
    meta = _metadata(three, "code_files", key)
    assert meta["parsed_by_shards"] == meta["parsed"] == int(table["parsed"].sum()) > 0
    observed = [e.asset_observation.metadata for e in three.fetch_observations(
        dg.AssetRecordsFilter(asset_key=dg.AssetKey("code_shards"), asset_partitions=[key]), limit=10).records]
    assert sorted(m["shard"].value for m in observed) == list(table["shard"])
    assert not layout.shard_parses(tmp_path / "three", key).exists()   # read into the rows, then removed
    assert _metadata(one, "code_shards", key)["shards"] == 1
