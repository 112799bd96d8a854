"""Partition keys and plan names are file names: nothing a user types can climb out of the data folder."""

import pandas as pd
import pytest
import dagster as dg

from codemap_pipeline.defs.resources import ParquetIOManager, partition_relpath
from codemap_pipeline.storage.registry import check_key, commit_entry, plan_entry, register_plan


@pytest.mark.parametrize("key", ["../etc/passwd", "a/b", "..", "x'y", 'q"uote', "with space", "", "-rf", "a|b"])
def test_unsafe_keys_are_rejected(tmp_path, key):
    with pytest.raises(ValueError):
        check_key(key)
    with pytest.raises((ValueError, KeyError)):
        commit_entry(tmp_path, key)
    with pytest.raises(ValueError):
        partition_relpath(key)


def test_multi_partition_keys_are_checked_per_dimension():
    assert partition_relpath(dg.MultiPartitionKey({"commit": "etl@0123456789ab", "plan": "q1-aaaa"})) == \
        "etl@0123456789ab/q1-aaaa"
    with pytest.raises(ValueError):
        partition_relpath(dg.MultiPartitionKey({"commit": "..", "plan": "q1"}))


def test_hostile_plan_file_names_get_safe_keys_and_copies(tmp_path):
    inbox = tmp_path / "in"
    inbox.mkdir()
    hostile = inbox / "..;rm -rf ~; 'q1' \"plan\".txt"
    hostile.write_text("== Physical Plan ==\n*(1) Range (0, 10, step=1, splits=1)\n")
    key = register_plan(tmp_path / "data", hostile)
    assert check_key(key) == key and key.startswith("rm--rf-q1-plan-")
    stored = plan_entry(tmp_path / "data", key)["stored_path"]
    assert (tmp_path / "data" / "registry" / "plans").resolve() in (tmp_path / stored).resolve().parents
    assert (tmp_path / "data" / "registry" / "plans" / key).is_dir()


def test_io_manager_never_writes_outside_its_folder(tmp_path):
    manager = ParquetIOManager(base_dir=str(tmp_path / "parquet"))
    assert manager.path_for(dg.AssetKey("spark_sites"), "etl@0123456789ab") == \
        tmp_path / "parquet" / "spark_sites" / "etl@0123456789ab.parquet"
    with pytest.raises(ValueError):
        manager.path_for(dg.AssetKey("spark_sites"), "../../outside")
