from pathlib import Path

import pytest

from codemap_pipeline.repos.checkout import CheckoutError, checkout, repo_slug


def test_clone_default_branch_branch_tag_and_commit(bare_repo, tmp_path):
    cache = tmp_path / "cache"
    main = checkout(bare_repo["url"], "", cache)
    assert main.commit == bare_repo["second"]
    assert main.partition_key == f"origin@{bare_repo['second'][:12]}"
    assert sorted(p.name for p in (main.path / "jobs").iterdir()) == ["a.py", "b.py"]

    feature = checkout(bare_repo["url"], "feature", cache)
    assert feature.commit == bare_repo["third"]
    assert (feature.path / "jobs" / "c.py").read_text().startswith("def third")

    tagged = checkout(bare_repo["url"], "v1", cache)
    assert tagged.commit == bare_repo["first"]
    assert not (tagged.path / "jobs" / "b.py").exists()

    by_sha = checkout(bare_repo["url"], bare_repo["first"][:10], cache)
    assert by_sha.commit == bare_repo["first"] and by_sha.path == tagged.path


def test_checkout_is_cached_per_commit(bare_repo, tmp_path):
    cache = tmp_path / "cache"
    first = checkout(bare_repo["url"], "main", cache)
    marker = first.path / "marker"
    marker.write_text("kept")
    again = checkout(bare_repo["url"], "main", cache)
    assert again.path == first.path and marker.exists()  # the tree was reused, not rebuilt


def test_unknown_ref_and_unreachable_repo_raise_searchable_errors(bare_repo, tmp_path):
    with pytest.raises(CheckoutError) as exc:
        checkout(bare_repo["url"], "no-such-branch", tmp_path / "cache")
    assert exc.value.kind == "REF_NOT_FOUND" and "no-such-branch" in str(exc.value)
    with pytest.raises(CheckoutError) as exc:
        checkout(f"file://{tmp_path}/missing.git", "", tmp_path / "cache")
    assert exc.value.kind == "CLONE_FAILED"
    with pytest.raises(CheckoutError) as exc:
        checkout(str(tmp_path / "nowhere"), "", tmp_path / "cache")
    assert exc.value.kind == "CLONE_FAILED" and "nowhere" in str(exc.value)


def test_plain_folder_is_snapshotted_by_content(tmp_path):
    src = tmp_path / "proj"
    (src / "pkg").mkdir(parents=True)
    (src / "pkg" / "m.py").write_text("x = 1\n")
    one = checkout(str(src), "", tmp_path / "cache")
    assert (one.path / "pkg" / "m.py").read_text() == "x = 1\n"
    assert checkout(str(src), "", tmp_path / "cache").commit == one.commit
    (src / "pkg" / "m.py").write_text("x = 2\n")
    assert checkout(str(src), "", tmp_path / "cache").commit != one.commit


def test_slug_from_urls_and_paths():
    assert repo_slug("https://github.com/acme/Sales-Jobs.git") == "sales-jobs"
    assert repo_slug("git@github.com:acme/etl.git") == "etl"
    assert repo_slug(str(Path("/tmp/x/retail/"))) == "retail"
