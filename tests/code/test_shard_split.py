"""A commit's files parsed shard by shard and linked together give the rows of one unsharded index."""

import shutil

import pytest

from codemap_pipeline.code import shards
from codemap_pipeline.code.indexer import list_repository, run_index
from tests.support import ROOT

REPOSITORIES = [ROOT / "tests" / "fixtures" / "code", ROOT / "bench" / "accuracy_repo"]


def _sharded(root, count, unchanged=None):
    parts = shards.split(list_repository(root), count, unchanged)
    parsed = {}
    for part in parts:
        parsed.update(shards.parse_shard(part))
    return parts, parsed


@pytest.mark.parametrize("root", REPOSITORIES, ids=lambda p: p.name)
@pytest.mark.parametrize("count", [2, 3])
def test_shards_cover_every_file_once_and_link_to_the_unsharded_rows(root, count):
    fresh = run_index(root)
    listing = list_repository(root)
    parts, parsed = _sharded(root, count)
    assert len(parts) >= 2
    in_parts = [e.rel for part in parts for e in part.listing.entries]
    assert sorted(in_parts) == sorted(e.rel for e in listing.entries)   # none dropped, none twice
    for part in parts:   # a folder's files stay together
        folders = {e.rel.rpartition("/")[0] for e in part.listing.entries}
        assert all(shards.shard_of(f + "/x", count) == part.number for f in folders)
    run = run_index(root, parsed=parsed)
    assert run.from_shards == len(parsed) == len(fresh.parsed)   # every parse came from a shard
    assert run.rows() == fresh.rows()


def test_a_shard_parses_only_files_changed_since_the_previous_commit(tmp_path):
    root = tmp_path / "repo"
    shutil.copytree(ROOT / "bench" / "accuracy_repo", root)
    first = run_index(root)
    changed = root / "lakehouse" / "common" / "io.py"
    changed.write_text(changed.read_text() + "\nEXTRA = 1\n")
    hashes = {f.path: f.content_hash for f in first.files}
    _, parsed = _sharded(root, 2, hashes)
    assert list(parsed) == ["lakehouse/common/io.py"]
    run = run_index(root, previous=first.rows(), parsed=parsed)
    assert run.from_shards == 1
    assert run.rows() == run_index(root).rows()


def test_a_file_in_two_shards_is_refused(tmp_path):
    _, parsed = _sharded(ROOT / "bench" / "accuracy_repo", 2)
    some = dict(list(parsed.items())[:3])
    shards.store(some, tmp_path / "a.pickle")
    shards.store(some, tmp_path / "b.pickle")
    with pytest.raises(ValueError, match="parsed by two shards"):
        shards.load_all(tmp_path)
