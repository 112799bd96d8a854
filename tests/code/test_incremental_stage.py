"""The code index stage of a new commit, as the asset runs it: the previous commit's rows read back from its
Parquet files (column by column), the incremental index, its frames and its stored site index all equal
those of a fresh index of the same commit, byte for byte where they are written."""

from __future__ import annotations

import io
import pickle
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from codemap_pipeline import layout
from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.code.model import CodeFile, Link, SparkSite, Symbol
from codemap_pipeline.defs.code_index import build_site_index, previous_index, with_front_ends
from codemap_pipeline.storage.frames import records_frame
from codemap_pipeline.storage.parquet import write_parquet

from tests.code.test_incremental_reuse import FILES

TABLES = {"code_files": CodeFile, "code_symbols": Symbol, "code_links": Link, "spark_sites": SparkSite}
NOTEBOOK = ('{"cells": [{"cell_type": "code", "source": ["df = spark.table(\\"t\\")\\n", '
            '"df.groupBy(\\"k\\").count()\\n"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}')


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _frames(rows, key: str) -> dict:
    return {name: records_frame(list(part), cls).assign(commit_key=key)
            for (name, cls), part in zip(TABLES.items(), rows)}


def _parquet_bytes(frame) -> bytes:
    out = io.BytesIO()
    pq.write_table(pa.Table.from_pandas(frame, preserve_index=False), out)
    return out.getvalue()


def _stored(rows) -> bytes:
    """The site index as stored, without pickle's memo: the bytes then say what it holds, not which of its
    equal strings happen to be one object (rows read back from Parquet share none)."""
    frames = _frames(rows, "k")
    out = io.BytesIO()
    pickler = pickle.Pickler(out, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.fast = True
    pickler.dump(build_site_index(list(rows[3]), frames["code_links"], frames["code_symbols"]))
    return out.getvalue()


def _store_commit(parquet: Path, key: str, rows) -> None:
    for name, frame in _frames(rows, key).items():
        table = pa.Table.from_pandas(frame, preserve_index=False)
        write_parquet(with_front_ends(table) if name == "code_files" else table, layout.parquet_file(parquet, name, key))


def test_a_new_commit_stage_equals_a_fresh_index_of_it(tmp_path):
    files = {**FILES, "shop/explore.ipynb": NOTEBOOK}
    first = run_index(_write(tmp_path / "a", files))
    parquet = tmp_path / "parquet"
    _store_commit(parquet, "shop@a", first.rows())

    previous, key = previous_index(parquet, "shop@b")
    assert key == "shop@a"
    assert previous == first.rows()
    # the same values of the same types as the rows the index made (lists as lists, nulls as None)
    assert [[type(v) for v in vars(r).values()] for part in previous for r in part] == \
           [[type(v) for v in vars(r).values()] for part in first.rows() for r in part]

    helper = FILES["shop/common.py"].replace('.filter(F.col("ok"))', '.filter(F.col("ok")).select("kind")')
    second = _write(tmp_path / "b", {**files, "shop/common.py": helper})
    incremental, fresh = run_index(second, previous=previous), run_index(second)
    assert incremental.parsed == ["shop/common.py"]
    assert incremental.rows() == fresh.rows()
    for name in TABLES:
        assert _parquet_bytes(_frames(incremental.rows(), "shop@b")[name]) == \
               _parquet_bytes(_frames(fresh.rows(), "shop@b")[name]), name
    assert _stored(incremental.rows()) == _stored(fresh.rows())
    assert _stored(incremental.rows()) != _stored(first.rows())


def test_rows_from_an_older_file_without_a_column_take_its_default(tmp_path):
    first = run_index(_write(tmp_path / "a", FILES))
    parquet = tmp_path / "parquet"
    _store_commit(parquet, "shop@a", first.rows())
    path = layout.parquet_file(parquet, "spark_sites", "shop@a")
    write_parquet(pq.read_table(path).to_pandas().drop(columns=["language", "inputs"]), path)
    previous, _ = previous_index(parquet, "shop@b")
    assert previous[3] and all(s.language == "python" and s.inputs == [] for s in previous[3])
    assert [s.site_id for s in previous[3]] == [s.site_id for s in first.sites]
