"""Hostile repositories, built with real git and served through file://: symlinks out of the repository
and in loops, a 50 MB file, binaries, bad UTF-8, Python 2, 100,000 lines, expressions nested past
Python's parser and recursion limits, a submodule, an empty repository, a default branch that is not
`main`. Each bad file ends recorded as skipped with its reason, the rest is indexed, nothing crashes,
and nothing outside the repository is ever read."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import run_index
from codemap_pipeline.repos.checkout import CheckoutError, checkout, folder_fingerprint
from codemap_pipeline.runner import run_mapping

from support import EXAMPLE_PLANS, EXAMPLE_REPO, git

# Written outside the repository; a symlink in the repository points at it. Must never be read.
OUTSIDE_MARKER = "OUTSIDE_SECRET_d41d8cd98f00b204"
GOOD_SPARK = ("from pyspark.sql import functions as F\n\n\n"
              "def load_{n}(spark):\n"
              "    return spark.read.table('sales_{n}').filter(F.col('amount') > {n}).groupBy('day').count()\n")

# path -> (bytes or a callable(tmp) making the file, expected parse_error prefix)
def _hostile_files(outside: Path) -> dict[str, tuple]:
    return {
        "hostile/leak_abs.py": (lambda p: os.symlink(outside, p), "skipped: symlink to /"),
        "hostile/leak_rel.py": (lambda p: os.symlink("../../../../outside.py", p), "skipped: symlink to ../"),
        "hostile/loop_a.py": (lambda p: os.symlink("loop_b.py", p), "skipped: symlink loop"),
        "hostile/loop_b.py": (lambda p: os.symlink("loop_a.py", p), "skipped: symlink loop"),
        "hostile/huge_table.py": (lambda p: _write_big(p, 50_000_000), "skipped: 5000"),
        "hostile/image.py": (bytes(range(256)) * 40, "binary file: NUL byte"),
        "hostile/blob.sql": (b"SELECT 1\x00\x01\x02" * 100, "binary file: NUL byte"),
        "hostile/Blob.scala": (b"object A\x00\xff" * 100, "binary file: NUL byte"),
        "hostile/latin1.py": (b"# caf\xe9\nx = '\xff\xfe'\n", "UnicodeDecodeError at byte 5"),
        "hostile/latin1_late.py": (b"x = 1\ny = 2\nz = '\xe9'\n", "UnicodeDecodeError at byte 17"),
        "hostile/Latin1.scala": (b"object A { val s = \"\xe9\xff\" }\n", "UnicodeDecodeError"),
        "hostile/notebook.ipynb": (b'{"cells": [\xff\xfe', "UnicodeDecodeError"),
        "hostile/py2.py": (b"print 'hello'\nexec 'x = 1'\n", "SyntaxError at line 1"),
        "hostile/parens.py": (("x = " + "(" * 1000 + "1" + ")" * 1000 + "\n").encode(),
                              "SyntaxError at line 1: too many nested parentheses"),
        "hostile/chain.py": (("a = 1\nx = " + " + ".join(["a"] * 10_000) + "\n").encode(), "RecursionError"),
        "hostile/chain_2k.py": (("a = 1\nx = " + " + ".join(["a"] * 2_000) + "\n").encode(),
                                "index error (RecursionError)"),
        "hostile/unary.py": (("x = " + "-" * 100_000 + "1\n").encode(), "MemoryError: nested too deeply"),
        "hostile/deep.sql": (("select " + "(" * 1000 + "1" + ")" * 1000 + " from t\n").encode(),
                             "sqlglot could not parse the SQL: nested too deeply"),
    }


def _write_big(path: Path, size: int) -> None:
    line = b"ROW = ('generated', 0, 0.0, None)  # padding\n"
    with open(path, "wb") as f:
        f.write(line * (size // len(line) + 1))


def _make_work_tree(tmp: Path, submodule_url: str | None) -> tuple[Path, dict[str, str]]:
    outside = tmp / "outside.py"
    outside.write_text(f"TOKEN = '{OUTSIDE_MARKER}'\n")
    work = tmp / "work"
    work.mkdir()
    git("init", "-q", "-b", "trunk", cwd=work)   # the default branch is not main
    shutil.copytree(EXAMPLE_REPO, work, dirs_exist_ok=True)
    for n in range(20):
        (work / "jobs" / f"job_{n}.py").parent.mkdir(exist_ok=True)
        (work / "jobs" / f"job_{n}.py").write_text(GOOD_SPARK.format(n=n))
    # 100,000 lines: indexed, not skipped
    (work / "jobs" / "long_module.py").write_text("".join(f"v{i} = {i}\n" for i in range(100_000)))
    expected = {}
    for rel, (content, reason) in _hostile_files(outside).items():
        path = work / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        content(path) if callable(content) else path.write_bytes(content)
        expected[rel] = reason
    if submodule_url:
        git("-c", "protocol.file.allow=always", "submodule", "add", "-q", submodule_url, "vendor/lib", cwd=work)
        expected["vendor/lib"] = "skipped: git submodule (file://"
    git("add", "-A", cwd=work)
    git("commit", "-qm", "hostile", cwd=work)
    return work, expected


@pytest.fixture(scope="module")
def hostile(tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("hostile")
    sub = tmp / "sub"
    sub.mkdir()
    git("init", "-q", "-b", "main", cwd=sub)
    (sub / "vendored.py").write_text("VENDORED = 1\n")
    git("add", ".", cwd=sub)
    git("commit", "-qm", "sub", cwd=sub)
    work, expected = _make_work_tree(tmp, f"file://{sub}")
    bare = tmp / "origin.git"
    git("clone", "-q", "--bare", str(work), str(bare), cwd=tmp)
    return {"tmp": tmp, "work": work, "url": f"file://{bare}", "expected": expected,
            "head": git("rev-parse", "HEAD", cwd=work)}


def _check_index(files, expected: dict[str, str]) -> None:
    by_path = {f.path: f for f in files}
    for rel, reason in expected.items():
        assert rel in by_path, f"{rel} not recorded"
        assert by_path[rel].parse_error and by_path[rel].parse_error.startswith(reason), (rel, by_path[rel].parse_error)
    good = [f for f in files if f.path.startswith("jobs/") or f.path.startswith("retail_jobs/")]
    assert len(good) >= 25 and all(f.parse_error is None for f in good), [(f.path, f.parse_error) for f in good if f.parse_error]
    assert by_path["jobs/long_module.py"].lines == 100_000
    assert OUTSIDE_MARKER not in repr(files)


def _written_bytes(root: Path) -> bytes:
    """Every regular file under root, never following a symlink (the tree keeps the commit's links)."""
    out = []
    for dirpath, _, names in os.walk(root):
        for name in names:
            path = Path(dirpath) / name
            if not path.is_symlink() and path.is_file() and path.stat().st_size < 10_000_000:
                out.append(path.read_bytes())
    return b"".join(out)


def test_checkout_and_index_of_a_hostile_repository(hostile):
    cache = hostile["tmp"] / "cache-index"
    co = checkout(hostile["url"], "", cache)                     # "" = default branch, here `trunk`
    assert co.commit == hostile["head"]
    assert (co.path / "hostile" / "leak_abs.py").is_symlink()   # kept as the link, never followed
    run = run_index(co.path)
    _check_index(run.files, hostile["expected"])
    symbols = {s.file for s in run.symbols}
    assert {f"jobs/job_{n}.py" for n in range(20)} <= symbols
    # a skipped file gives no symbol (a SQL file keeps its module row) and no Spark site
    assert not [s for s in run.symbols if s.file.startswith("hostile/") and s.kind != "module"]
    assert not [s for s in run.sites if s.file.startswith("hostile/")]
    assert OUTSIDE_MARKER.encode() not in _written_bytes(cache)


def test_index_of_the_plain_work_tree(hostile):
    """The same files indexed where they lie (a live submodule checkout is indexed as code there)."""
    expected = {k: v for k, v in hostile["expected"].items() if k != "vendor/lib"}
    _check_index(run_index(hostile["work"]).files, expected)


def test_a_plain_folder_snapshot_never_copies_or_follows_links_out(hostile, tmp_path):
    folder = tmp_path / "folder"
    shutil.copytree(hostile["work"], folder, symlinks=True, ignore=shutil.ignore_patterns(".git"))
    before = folder_fingerprint(folder)
    (hostile["tmp"] / "outside.py").write_text(f"TOKEN = '{OUTSIDE_MARKER}-changed'\n")
    try:
        assert folder_fingerprint(folder) == before     # the outside file's content is not part of it
    finally:
        (hostile["tmp"] / "outside.py").write_text(f"TOKEN = '{OUTSIDE_MARKER}'\n")
    co = checkout(str(folder), "", tmp_path / "cache")
    expected = {k: v for k, v in hostile["expected"].items() if k != "vendor/lib"}
    _check_index(run_index(co.path).files, expected)
    assert OUTSIDE_MARKER.encode() not in _written_bytes(tmp_path / "cache")


def test_the_whole_pipeline_maps_a_real_plan_against_the_hostile_repository(hostile, tmp_path):
    import pandas as pd

    plan = EXAMPLE_PLANS / "top_customers.formatted.txt"
    report = run_mapping(hostile["url"], "", [plan], tmp_path, use_embeddings=False, log=lambda m: None)
    assert report.commit_key.endswith(hostile["head"][:12])
    files = pd.read_parquet(tmp_path / "parquet" / "code_files" / f"{report.commit_key}.parquet")
    _check_index([_Row(r) for r in files.to_dict("records")], hostile["expected"])
    mappings = report.output["mappings"]
    confirmed = [m for m in mappings if m["confidenceStatus"] == "confirmed"]
    assert confirmed and all(m["mappedCode"]["file"].startswith("retail_jobs/") for m in confirmed), \
        "the good files still map the plan"
    assert not [m for m in mappings if (m.get("mappedCode") or {}).get("file", "").startswith("hostile/")]
    assert OUTSIDE_MARKER.encode() not in _written_bytes(tmp_path)


class _Row:
    def __init__(self, record: dict):
        self.__dict__.update(record)
        self.parse_error = record["parse_error"] if isinstance(record["parse_error"], str) else None

    def __repr__(self):
        return repr(self.__dict__)


def test_an_empty_repository_is_a_clear_checkout_error(tmp_path):
    bare = tmp_path / "empty.git"
    git("init", "-q", "--bare", str(bare), cwd=tmp_path)
    with pytest.raises(CheckoutError) as info:
        checkout(f"file://{bare}", "", tmp_path / "cache")
    assert info.value.kind == "EMPTY_REPOSITORY" and "no commits" in str(info.value)
    with pytest.raises(CheckoutError, match="EMPTY_REPOSITORY"):
        run_mapping(f"file://{bare}", "", [EXAMPLE_PLANS / "top_customers.formatted.txt"], tmp_path / "data",
                    use_embeddings=False, log=lambda m: None)


def test_a_default_branch_that_is_not_main(tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    git("init", "-q", "-b", "develop", cwd=work)
    (work / "a.py").write_text("x = 1\n")
    git("add", ".", cwd=work)
    git("commit", "-qm", "one", cwd=work)
    head = git("rev-parse", "HEAD", cwd=work)
    served = tmp_path / "served.git"
    git("clone", "-q", "--bare", str(work), str(served), cwd=tmp_path)
    assert checkout(f"file://{served}", "", tmp_path / "cache").commit == head
    assert checkout(f"file://{served}", "develop", tmp_path / "cache").commit == head
    with pytest.raises(CheckoutError, match="REF_NOT_FOUND: no branch, tag or commit named 'main'"):
        checkout(f"file://{served}", "main", tmp_path / "cache")
    # A server whose HEAD names a branch nobody pushed: say so, and name the branches there are.
    dangling = tmp_path / "dangling.git"
    git("init", "-q", "--bare", "-b", "main", str(dangling), cwd=tmp_path)
    git("push", "-q", str(dangling), "develop", cwd=work)
    with pytest.raises(CheckoutError) as info:
        checkout(f"file://{dangling}", "", tmp_path / "cache2")
    assert info.value.kind == "REF_NOT_FOUND" and "'main' has no commits" in str(info.value) \
        and "develop" in str(info.value)
