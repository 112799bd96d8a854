"""A new commit's site index reuses the parts of the files whose sites, and the sites they read names from, are
the same, and equals a fresh index of the commit: a file whose own rows did not change but which borrows the
names of a changed file's call is made again. The parts are held and stored as columns (PartColumns): the next
commit reads back the same parts."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.code.model import Link, Symbol
from codemap_pipeline.defs.code_index import build_site_index
from codemap_pipeline.mapping import site_index, site_parts
from codemap_pipeline.mapping.part_columns import PartColumns
from codemap_pipeline.storage.frames import records_frame

FILES = {
    "shop/helpers.py": 'def load_orders(spark):\n    return spark.table("orders").select("order_id", "amount")\n',
    # `distinct()` names nothing: it borrows the columns of the select in helpers.py
    "shop/job.py": "from shop.helpers import load_orders\n\n\ndef run(spark):\n    return load_orders(spark).distinct()\n",
    "shop/other.py": ("from pyspark.sql import functions as F\n\n\ndef report(spark):\n"
                      '    return spark.table("customers").filter(F.col("country") == "NL").groupBy("city").count()\n'),
}


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _index(run, previous=None) -> site_index.SiteIndex:
    return build_site_index(run.sites, records_frame(run.links, Link), records_frame(run.symbols, Symbol), previous)


def index_fingerprint(run) -> str:
    return site_index.fingerprint([(f.path, f.content_hash) for f in run.files], [s.site_id for s in run.sites])


def plain(value):
    """A value with its arrays as lists and its records as dicts: what it holds, to compare."""
    if isinstance(value, np.ndarray):
        return (value.dtype.str, value.tolist())
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, site_parts.FilePart):
        return plain({k: bytes(v) if k == "packed" else v for k, v in vars(value).items()})
    return value


def parts_of(index: site_index.SiteIndex) -> dict:
    return {f: plain(index.parts.part(f)) for f in index.parts.files}


def state_of(index: site_index.SiteIndex) -> dict:
    """What the index stores, its sites' bytes apart (a part made of records read back from Parquet pickles
    the same values into other bytes: pickle's memo sees other string objects)."""
    state = dict(index.__getstate__())
    state.pop("sites")
    return plain({k: vars(v) if hasattr(v, "__dict__") else v for k, v in state.items()})


def made_parts(monkeypatch) -> list[list]:
    """The sites of every part made from here on (site_parts.file_part's calls)."""
    made, real = [], site_parts.file_part
    monkeypatch.setattr(site_parts, "file_part", lambda rows, *args: made.append(rows) or real(rows, *args))
    return made


def test_a_new_commit_reuses_unchanged_parts_and_equals_a_fresh_index(tmp_path, monkeypatch):
    first = run_index(_write(tmp_path / "a", FILES))
    stored = site_index.store(_index(first), tmp_path / "site_index.pickle", index_fingerprint(first))

    changed = _write(tmp_path / "b", {**FILES, "shop/helpers.py": FILES["shop/helpers.py"].replace("amount", "total")})
    second = run_index(changed, previous=first.rows())
    previous = site_index.load_parts(stored, index_fingerprint(first), first.sites)
    assert isinstance(previous.parts, PartColumns) and previous.parts.files == sorted({s.file for s in first.sites})
    made = made_parts(monkeypatch)
    incremental = _index(second, previous)
    # the changed file and the one borrowing its names made again; the other's part taken as it was
    assert sorted({rows[0].file for rows in made}) == ["shop/helpers.py", "shop/job.py"]
    assert parts_of(incremental)["shop/other.py"] == plain(previous.parts.part("shop/other.py"))
    monkeypatch.undo()
    fresh = _index(run_index(changed))
    distinct = next(s.site_id for s in incremental.sites if s.method == "distinct")
    assert distinct in incremental.matches([("column", "total")], {"distinct"})   # its postings are the new names
    assert state_of(incremental) == state_of(fresh)
    assert parts_of(incremental) == parts_of(fresh)
    assert [incremental.site_total(s.site_id) for s in fresh.sites] == [fresh.site_total(s.site_id) for s in fresh.sites]
    assert site_index.load_parts(stored, "another content", first.sites) is None


def test_the_stored_parts_are_read_back_as_they_were(tmp_path, monkeypatch):
    first = run_index(_write(tmp_path / "a", FILES))
    stored = site_index.store(_index(first), tmp_path / "site_index.pickle", index_fingerprint(first))
    changed = _write(tmp_path / "b", {**FILES, "shop/other.py": FILES["shop/other.py"].replace("NL", "BE")})
    second = run_index(changed, previous=first.rows())
    previous = site_index.load_parts(stored, index_fingerprint(first), first.sites)
    made = made_parts(monkeypatch)
    incremental = _index(second, previous)
    assert sorted({rows[0].file for rows in made}) == ["shop/other.py"]   # the others reused
    monkeypatch.undo()

    again = site_index.store(incremental, tmp_path / "site_index2.pickle", index_fingerprint(second))
    parts = site_index.load_parts(again, index_fingerprint(second), second.sites)
    assert parts.join_conditions == incremental.join_conditions
    fresh = _index(run_index(changed))
    assert {f: plain(parts.parts.part(f)) for f in parts.parts.files} == parts_of(incremental) == parts_of(fresh)
    # a loaded index's sites are the parts' sites, in the index's order
    loaded = site_index.load(again, index_fingerprint(second))
    assert list(loaded.sites) == list(fresh.sites)
