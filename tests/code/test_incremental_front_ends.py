"""A commit's index tables record the version of the front ends that made them: a later commit reuses rows only
from tables of the same version, so after an upgrade that changed a front end an unchanged file is parsed again
(its rows as the new front end makes them), by the code index and by the shards alike."""

from __future__ import annotations

from pathlib import Path

from codemap_pipeline import layout
from codemap_pipeline.code import indexer
from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.defs.code_index import index_tables, previous_hashes, previous_tables, rows_of
from codemap_pipeline.storage.parquet import write_parquet

FILES = {
    "shop/__init__.py": "",
    "shop/helpers.py": 'def load_orders(spark):\n    return spark.table("orders").select("order_id", "amount")\n',
    "shop/job.py": ("from shop.helpers import load_orders\n\n\n"
                    "def run(spark):\n    return load_orders(spark).where(\"amount > 10\")\n"),
}


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _indexed(root: Path, parquet: Path, key: str):
    """The commit indexed as the code index asset does (reusing the previous commit's rows), its tables written."""
    before, _ = previous_tables(parquet, key)
    run = run_index(root, rows_of(before, carried=True))
    for name, table in index_tables(run, before, key).items():
        write_parquet(table, layout.parquet_file(parquet, name, key))
    return run


def test_rows_made_by_other_front_ends_are_not_reused(tmp_path, monkeypatch):
    parquet = tmp_path / "data" / "parquet"
    _indexed(_write(tmp_path / "a", FILES), parquet, "shop@a")
    changed = _write(tmp_path / "b", {**FILES, "shop/job.py": FILES["shop/job.py"].replace("> 10", "> 20")})

    # the same front ends: the unchanged files' rows are taken over
    assert previous_tables(parquet, "shop@b")[1] == "shop@a"
    assert sorted(_indexed(changed, parquet, "shop@b").reused) == ["shop/__init__.py", "shop/helpers.py"]

    # another version of them: nothing is taken over, every file is parsed again
    monkeypatch.setattr(indexer, "FRONT_END_VERSION", "another")
    assert previous_tables(parquet, "shop@c") == (None, None) and previous_hashes(parquet, "shop@c") == {}
    run = _indexed(changed, parquet, "shop@c")
    assert not run.reused and run.parsed == sorted(FILES)
    # and the tables made now say so: the next commit reuses them
    assert previous_tables(parquet, "shop@d")[1] == "shop@c"
