import os

import pandas as pd
import pytest

from codemap_pipeline.storage import catalog
from codemap_pipeline.storage.parquet import read_parquet, write_parquet


def test_parquet_write_is_atomic_and_round_trips(tmp_path, monkeypatch):
    path = tmp_path / "t" / "p.parquet"
    write_parquet(pd.DataFrame({"a": [1, 2], "names": [["x"], []]}), path)
    assert read_parquet(path)["a"].tolist() == [1, 2]

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_parquet(pd.DataFrame({"a": [9]}), path)
    # the old file is intact and no temp file is left behind
    assert read_parquet(path)["a"].tolist() == [1, 2]
    assert sorted(p.name for p in path.parent.iterdir()) == ["p.parquet"]


def test_views_cover_every_partition_and_models_build_in_dependency_order(tmp_path):
    root = tmp_path / "parquet"
    write_parquet(pd.DataFrame({"commit_key": ["c"], "plan_key": ["p1"], "rank": [0], "status": ["confirmed"],
                                "confidence": [0.9], "file": ["a.py"], "derived": [False]}),
                  root / "code_mappings" / "c" / "p1.parquet")
    write_parquet(pd.DataFrame({"commit_key": ["c", "c"], "plan_key": ["p2", "p2"], "rank": [0, 1],
                                "status": ["uncertain", None], "confidence": [0.2, 0.1], "file": [None, "b.py"],
                                "derived": [True, False]}),
                  root / "code_mappings" / "c" / "p2.parquet")
    db = tmp_path / "catalog.duckdb"
    views = catalog.build_views(db, root, ["code_mappings", "spark_sites"])
    assert list(views) == ["code_mappings"]  # no files for spark_sites yet: no broken view
    assert catalog.query(db, "select count(*) n from code_mappings")["n"][0] == 3

    models_dir = tmp_path / "models"
    models_dir.mkdir()
    (models_dir / "a_totals.sql").write_text("select count(*) as plans from b_per_plan")
    (models_dir / "b_per_plan.sql").write_text(
        "-- one row per plan\nwith top as (select * from code_mappings where rank = 0)\n"
        "select plan_key, count(*) as nodes from top group by plan_key")
    models = catalog.load_models(models_dir)
    assert [m.name for m in models] == ["b_per_plan", "a_totals"]
    assert models[0].description == "one row per plan" and models[1].depends_on == ("b_per_plan",)
    for model in models:
        catalog.build_model(db, model)
    assert catalog.query(db, "select * from a_totals")["plans"][0] == 2


def test_project_sql_models_load():
    names = [m.name for m in catalog.load_models()]
    assert "plan_status_summary" in names
