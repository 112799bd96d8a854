"""A new commit's site index reuses the parts of the files whose sites, and the sites they read names from, are
the same, and equals a fresh index of the commit: a file whose own rows did not change but which borrows the
names of a changed file's call is made again."""

from __future__ import annotations

import io
import pickle
from pathlib import Path

from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.code.model import Link, Symbol
from codemap_pipeline.defs.code_index import build_site_index
from codemap_pipeline.mapping import site_index, site_parts
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


def _content(value) -> bytes:
    """Pickled without pickle's memo: the bytes say what it holds, not which equal strings are one object."""
    out = io.BytesIO()
    pickler = pickle.Pickler(out, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.fast = True
    pickler.dump(value)
    return out.getvalue()


def test_a_new_commit_reuses_unchanged_parts_and_equals_a_fresh_index(tmp_path):
    first = run_index(_write(tmp_path / "a", FILES))
    stored = site_index.store(_index(first), tmp_path / "site_index.pickle", index_fingerprint(first))

    changed = _write(tmp_path / "b", {**FILES, "shop/helpers.py": FILES["shop/helpers.py"].replace("amount", "total")})
    second = run_index(changed, previous=first.rows())
    previous = site_index.load_parts(stored, index_fingerprint(first), first.sites)
    incremental, fresh = _index(second, previous), _index(run_index(changed))

    assert incremental.parts["shop/other.py"] is previous.parts["shop/other.py"]   # reused, not made again
    distinct = next(s.site_id for s in incremental.sites if s.method == "distinct")
    assert distinct in incremental.matches([("column", "total")], {"distinct"})   # its postings are the new names
    assert _content(incremental) == _content(fresh)
    assert _content(incremental.parts) == _content(fresh.parts)
    assert [incremental.site_total(s.site_id) for s in fresh.sites] == [fresh.site_total(s.site_id) for s in fresh.sites]
    assert site_index.load_parts(stored, "another content", first.sites) is None


def test_a_reused_part_is_stored_as_the_bytes_it_was_read_from(tmp_path, monkeypatch):
    first = run_index(_write(tmp_path / "a", FILES))
    stored = site_index.store(_index(first), tmp_path / "site_index.pickle", index_fingerprint(first))
    changed = _write(tmp_path / "b", {**FILES, "shop/other.py": FILES["shop/other.py"].replace("NL", "BE")})
    second = run_index(changed, previous=first.rows())
    previous = site_index.load_parts(stored, index_fingerprint(first), first.sites)
    incremental = _index(second, previous)
    reused = [f for f, part in incremental.parts.items() if part is previous.parts.get(f)]
    assert reused and len(reused) < len(incremental.parts)

    pickled = []
    real = pickle.dumps
    monkeypatch.setattr(pickle, "dumps", lambda value, *args, **kw: pickled.append(value) or real(value, *args, **kw))
    again = site_index.store(incremental, tmp_path / "site_index2.pickle", index_fingerprint(second))
    monkeypatch.undo()
    # only the parts made anew were pickled; the next commit reads back the same parts
    assert [p for p in pickled if isinstance(p, site_parts.FilePart)] == \
           [p for f, p in incremental.parts.items() if f not in reused]
    parts = site_index.load_parts(again, index_fingerprint(second), second.sites)
    assert _content(parts.parts) == _content(incremental.parts) == _content(_index(run_index(changed)).parts)
