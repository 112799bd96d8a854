"""A new commit's code index stage as the asset runs it (the previous commit's rows left in their tables, its
stored site index's parts and file uses reused) gives what a fresh index of the commit gives: a changed file's
sites and the dataflow from them are new, a deleted file is gone, a renamed file is there under its new name,
and an unchanged file's rows and part are carried over without being read back as records or made again."""

from __future__ import annotations

import pickle
from pathlib import Path

import numpy as np
import pytest

from codemap_pipeline import layout
from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.defs.code_index import (build_site_index, commit_sites, index_fingerprint, index_tables,
                                              previous_parts, previous_tables, rows_of)
from codemap_pipeline.mapping import site_index, site_parts
from codemap_pipeline.mapping.file_uses import FileUses
from codemap_pipeline.storage.parquet import write_parquet

HELPERS = '''\
def load_orders(spark):
    return spark.table("orders").select("order_id", "amount")
'''
FILES = {
    "shop/__init__.py": "",
    "shop/helpers.py": HELPERS,
    # reads the helper's result: its filter's input is the helper's select
    "shop/job.py": '''\
from pyspark.sql import functions as F

from shop.helpers import load_orders


def run(spark):
    return load_orders(spark).filter(F.col("amount") > 10)
''',
    "shop/other.py": '''\
def report(spark):
    return spark.table("customers").groupBy("city").count()
''',
    # uses other.py, until the last commit of the second test
    "shop/report.py": '''\
from shop.other import report


def top(spark):
    return report(spark).limit(5)
''',
    "shop/old_name.py": '''\
def daily(spark):
    return spark.table("events").where("kind = 'click'")
''',
    "shop/gone.py": '''\
def weekly(spark):
    return spark.table("visits").distinct()
''',
}


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _cold(root: Path, data: Path, key: str) -> None:
    """The first commit indexed, its tables written and its site index stored, as the asset does."""
    run = run_index(root)
    tables = index_tables(run, None, key)
    for name, table in tables.items():
        write_parquet(table, layout.parquet_file(data / "parquet", name, key))
    site_index.store(build_site_index(run.sites, tables["code_links"], tables["code_symbols"]),
                     layout.site_index_path(data, key), index_fingerprint(tables["code_files"], tables["spark_sites"]))


def _stage(root: Path, data: Path, key: str):
    """A new commit's stage as the asset runs it: (its run, its tables, its site index as stored and loaded)."""
    before, previous_key = previous_tables(data / "parquet", key)
    previous = rows_of(before, carried=True)
    run = run_index(root, previous)
    tables = index_tables(run, before, key)
    built = build_site_index(commit_sites(run, tables), tables["code_links"], tables["code_symbols"],
                             previous_parts(data, before, previous_key, previous, run))
    fingerprint = index_fingerprint(tables["code_files"], tables["spark_sites"])
    stored = site_index.store(built, layout.site_index_path(data, key), fingerprint)
    for name, table in tables.items():
        write_parquet(table, layout.parquet_file(data / "parquet", name, key))
    return run, tables, built, site_index.load(stored, fingerprint)


def _fresh(root: Path, key: str):
    run = run_index(root)
    tables = index_tables(run, None, key)
    return tables, build_site_index(run.sites, tables["code_links"], tables["code_symbols"])


def assert_as_fresh(root: Path, key: str, tables, built, loaded) -> None:
    """The stage's tables, built index and stored index equal a fresh index of the same commit."""
    fresh_tables, fresh = _fresh(root, key)
    for name, table in tables.items():
        assert table.equals(fresh_tables[name]), name
    assert held(built) == held(fresh) and held_as_stored(loaded) == held_as_stored(fresh)


def plain(value):
    """What a value holds, to compare: arrays as lists, sets sorted, records as their fields."""
    if isinstance(value, np.ndarray):
        return ("array", value.dtype.str, value.tolist())
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return ("set", sorted(repr(plain(v)) for v in value))
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if hasattr(value, "__dict__") and type(value).__module__.startswith("codemap"):
        return (type(value).__name__, plain(vars(value)))
    return value


STORED = ("join_conditions", "_ids", "_file_spans", "vocab", "_by_kind", "_by_value", "_posted", "_roles", "_spans",
          "_total_at", "borrowing", "_signed_at", "_signed_by", "_globs", "_opaque", "_exact_selects",
          "_aliased_selects", "_after_from", "_after_at", "flow", "files", "declared")


def held(index: site_index.SiteIndex) -> dict:
    """What an index stores, its sites (as records), and its parts where it has them (an index loaded for a
    mapping run has none): equal for equal content."""
    state = {k: vars(index)[k] for k in STORED}
    out = {"state": plain(state), "sites": plain([vars(s) for s in index.sites])}
    if hasattr(index, "parts"):   # (and the files' uses, kept for the next commit)
        out["uses"] = plain({user: used for user, used in index.file_uses.uses.items() if used})
        out["parts"] = {f: plain({k: v for k, v in vars(index.parts.part(f)).items() if k not in ("packed", "ends")})
                        for f in index.parts.files}
    return out


def held_as_stored(index: site_index.SiteIndex) -> dict:
    return {k: v for k, v in held(index).items() if k not in ("parts", "uses")}


@pytest.fixture
def watched(monkeypatch):
    """The files whose parts are made anew, and how often every link's target is looked up again."""
    made, lookups = [], []
    real_part, real_uses = site_parts.file_part, FileUses.of_tables.__func__
    monkeypatch.setattr(site_parts, "file_part", lambda rows, *args: made.append(rows[0].file) or real_part(rows, *args))
    monkeypatch.setattr(FileUses, "of_tables", classmethod(lambda cls, *args: lookups.append(1) or real_uses(cls, *args)))
    return made, lookups


def test_a_changed_file_s_sites_and_dataflow_are_new_and_the_rest_is_carried(tmp_path, watched):
    made, lookups = watched
    data = tmp_path / "data"
    _cold(_write(tmp_path / "a", FILES), data, "shop@a")
    made.clear(), lookups.clear()

    # the helper selects another column and filters: the job's filter reads the helper's new last call
    changed = _write(tmp_path / "b", {**FILES, "shop/helpers.py": HELPERS.replace(
        '"amount")', '"amount", "day").where("amount > 0")')})
    run, tables, built, loaded = _stage(changed, data, "shop@b")
    assert set(made) == {"shop/helpers.py", "shop/job.py"}   # the other files' parts reused
    assert not lookups                                # the symbols are the same: only the helper's links looked up
    assert run.parsed == ["shop/helpers.py"] and "shop/other.py" in run.reused
    assert run.restated == {"shop/job.py"}            # its filter got the helper's new last call as input
    assert {s.file for s in run.sites} == {"shop/helpers.py", "shop/job.py"}   # the others' not read back
    assert {s.file for s in run.symbols} == {"shop/helpers.py"}      # nor their symbols, only the parsed file's
    select = next(s for s in built.sites if s.file == "shop/helpers.py" and s.method == "select")
    where = next(s for s in built.sites if s.file == "shop/helpers.py" and s.method == "where")
    assert "day" in select.columns and where.inputs == [select.site_id]
    assert next(s for s in built.sites if s.file == "shop/job.py" and s.kind == "filter").inputs == [where.site_id]
    assert "shop/helpers.py" in built.files.uses["shop/job.py"]
    assert_as_fresh(changed, "shop@b", tables, built, loaded)


def test_a_deleted_file_is_gone_and_a_renamed_one_under_its_new_name(tmp_path, watched):
    made, lookups = watched
    data = tmp_path / "data"
    _cold(_write(tmp_path / "a", FILES), data, "shop@a")
    made.clear(), lookups.clear()

    files = {k: v for k, v in FILES.items() if k not in ("shop/gone.py", "shop/old_name.py")}
    files["shop/new_name.py"] = FILES["shop/old_name.py"]
    changed = _write(tmp_path / "b", files)
    run, tables, built, loaded = _stage(changed, data, "shop@b")
    assert "shop/other.py" in run.reused and "shop/other.py" not in made   # unchanged: carried, part reused
    assert lookups == [1]        # files came and went: their symbols with them, every link looked up again
    assert_as_fresh(changed, "shop@b", tables, built, loaded)

    for name, table in tables.items():
        column = "path" if name == "code_files" else "file"
        listed = set(table.column(column).to_pylist())
        assert "shop/gone.py" not in listed and "shop/old_name.py" not in listed
    assert {"shop/new_name.py", "shop/other.py"} <= set(tables["code_files"].column("path").to_pylist())
    assert "shop/new_name.py" in built.parts.files and "shop/gone.py" not in built.parts.files
    assert [s.symbol for s in built.in_file("shop/new_name.py")] == ["shop.new_name.daily"] * 2
    assert not built.in_file("shop/old_name.py") and not built.in_file("shop/gone.py")

    # the commit after: the renamed file and the job changed (the job still uses the helper: its uses looked up
    # again, from the targets known), the rest carried from this commit's carried rows, and the report no
    # longer uses other.py
    again = _write(tmp_path / "c", {**files, "shop/new_name.py": files["shop/new_name.py"].replace("click", "view"),
                                    "shop/job.py": files["shop/job.py"].replace("> 10", "> 20"),
                                    "shop/report.py": 'def top(spark):\n    return spark.table("x").limit(5)\n'})
    made.clear(), lookups.clear()
    run, tables, built, loaded = _stage(again, data, "shop@c")
    assert run.parsed == ["shop/job.py", "shop/new_name.py", "shop/report.py"] and not lookups
    assert set(made) == {"shop/job.py", "shop/new_name.py", "shop/report.py"}
    assert built.file_uses.uses["shop/job.py"] == {"shop/helpers.py"} and "shop/report.py" not in built.file_uses.uses
    assert "'view'" in next(s for s in built.in_file("shop/new_name.py") if s.kind == "filter").snippet
    assert_as_fresh(again, "shop@c", tables, built, loaded)


def test_a_previous_index_of_other_content_is_not_reused(tmp_path, watched):
    made, _ = watched
    data = tmp_path / "data"
    _cold(_write(tmp_path / "a", FILES), data, "shop@a")
    # the stored index answers for other content (as an index of an older version would): nothing of it is taken
    path = layout.site_index_path(data, "shop@a")
    with open(path, "rb") as stored:
        pickle.load(stored)
        rest = stored.read()
    path.write_bytes(pickle.dumps("another content") + rest)
    made.clear()
    changed = _write(tmp_path / "b", {**FILES, "shop/other.py": FILES["shop/other.py"].replace("city", "town")})
    run, tables, built, loaded = _stage(changed, data, "shop@b")
    assert "shop/job.py" in run.reused and run.sites_carried   # the index carried rows over all the same
    assert set(made) == set(built.parts.files)       # every part made anew, from the carried rows
    fresh = _fresh(changed, "shop@b")[1]
    assert held(built) == held(fresh) and held_as_stored(loaded) == held_as_stored(fresh)
