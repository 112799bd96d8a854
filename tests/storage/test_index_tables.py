"""A commit's index tables: made column by column with the types pandas gives the same rows, and for a new
commit made from the previous commit's tables (unchanged files' rows carried over as they are) equal to the
tables of a fresh index of it, row for row and type for type."""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pytest

from codemap_pipeline import layout
from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.defs.code_index import INDEX_RECORDS, index_tables, previous_tables, rows_of
from codemap_pipeline.storage.frames import records_frame
from codemap_pipeline.storage.parquet import write_parquet
from codemap_pipeline.storage.tables import table_of

from tests.code.test_incremental_reuse import FILES
from tests.code.test_incremental_stage import NOTEBOOK


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def test_a_table_is_what_pandas_makes_of_the_same_rows(tmp_path):
    run = run_index(_write(tmp_path, {**FILES, "shop/explore.ipynb": NOTEBOOK}))
    assert any(s.cell is not None for s in run.sites) and any(s.cell is None for s in run.sites)
    for (name, cls), rows in zip(INDEX_RECORDS.items(), run.rows()):
        made = pa.Table.from_pandas(records_frame(rows, cls).assign(commit_key="k"), preserve_index=False)
        assert table_of(rows, cls, "k").equals(made.replace_schema_metadata(None)), name
    empty = pa.Table.from_pandas(records_frame([], INDEX_RECORDS["code_links"]).assign(commit_key="k"),
                                 preserve_index=False)
    assert table_of([], INDEX_RECORDS["code_links"], "k").equals(empty.replace_schema_metadata(None))


def test_a_new_commit_tables_carry_unchanged_rows_and_equal_a_fresh_index(tmp_path):
    files = {**FILES, "shop/explore.ipynb": NOTEBOOK}
    first = run_index(_write(tmp_path / "a", files))
    parquet = tmp_path / "parquet"
    for name, table in index_tables(first, None, "shop@a").items():
        write_parquet(table, layout.parquet_file(parquet, name, "shop@a"))

    helper = FILES["shop/common.py"].replace('.filter(F.col("ok"))', '.filter(F.col("ok")).select("kind")')
    changed = {**files, "shop/common.py": helper, "shop/extra.py": 'def f(spark):\n    return spark.table("t")\n'}
    changed.pop("shop/explore.ipynb")
    second = _write(tmp_path / "b", changed)
    before, key = previous_tables(parquet, "shop@b")
    assert key == "shop@a"
    fresh = run_index(second)
    # the previous links and sites as records, or left in their tables (what the code index asset does)
    for carried in (False, True):
        incremental = run_index(second, previous=rows_of(before, carried=carried))
        assert incremental.reused and incremental.restated   # rows carried, and reused sites given new inputs
        made = index_tables(incremental, before, "shop@b")
        for (name, cls), rows in zip(INDEX_RECORDS.items(), fresh.rows()):
            assert made[name].equals(table_of(rows, cls, "shop@b")), (name, carried)
    assert incremental.links_carried and len(incremental.links) < len(fresh.links)
    assert incremental.sites_carried and len(incremental.sites) < len(fresh.sites)
    with pytest.raises(ValueError):
        incremental.rows()   # not whole: the reused files' links and sites are in the tables only
    # rows of a file apart in the previous table (not as the index writes them), each file's in their order
    shuffled = {name: table.take(_interleaved(table.column("path" if name == "code_files" else "file").to_pylist()))
                for name, table in before.items()}
    assert any(len(set(shuffled[name].column("file").to_pylist()[:3])) == 3 for name in INDEX_RECORDS if name != "code_files")
    for carried in (False, True):
        made = index_tables(run_index(second, previous=rows_of(shuffled, carried=carried)), shuffled, "shop@b")
        for (name, cls), rows in zip(INDEX_RECORDS.items(), fresh.rows()):
            assert made[name].equals(table_of(rows, cls, "shop@b")), (name, carried)


def _interleaved(files: list[str]) -> list[int]:
    """Row numbers taking each file's first row, then each one's second..."""
    seen: dict[str, int] = {}
    rank = [seen.__setitem__(f, seen.get(f, -1) + 1) or seen[f] for f in files]
    return sorted(range(len(files)), key=lambda i: (rank[i], i))
