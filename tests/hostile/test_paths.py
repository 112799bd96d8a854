"""Option injection into git: a ref starting with `-` and a "URL" that is a git option are refused before
git runs, so nothing they name is ever executed. Proved by the file the payload would create."""

from __future__ import annotations

from pathlib import Path

import pytest

from codemap_pipeline.repos.checkout import CheckoutError, checkout, remote_heads
from codemap_pipeline.runner import run_mapping

from support import EXAMPLE_PLANS


def _payloads(target: Path) -> list[tuple[str, str]]:
    """(repository, ref) pairs, each of which would create `target` if git ran it."""
    cmd = f"touch {target}"
    return [
        (f"--upload-pack={cmd}", ""),
        (f"--upload-pack=sh -c '{cmd}'", "main"),
        (f"-u{cmd}", ""),
        (f"--config=core.sshCommand={cmd}", ""),
        (f"ext::sh -c {cmd.replace(' ', '% ')}", ""),          # git's ext transport runs commands
        ("ssh://-oProxyCommand=" + cmd.replace(" ", "%20") + "/x", ""),
    ]


def _ref_payloads(target: Path) -> list[str]:
    cmd = f"touch {target}"
    return [f"--upload-pack={cmd}", f"--output={target}", "-n", f"--exec={cmd}",
            f"$({cmd})", f"`{cmd}`", f"main; {cmd}"]


def test_option_like_urls_are_refused_and_nothing_runs(tmp_path, bare_repo):
    target = tmp_path / "pwned"
    for repo, ref in _payloads(target):
        with pytest.raises(CheckoutError) as info:
            checkout(repo, ref, tmp_path / "cache")
        assert info.value.kind in ("BAD_INPUT", "CLONE_FAILED", "AUTH_FAILED"), (repo, info.value)
        if repo.startswith("-"):
            assert info.value.kind == "BAD_INPUT" and "git option" in str(info.value)
            with pytest.raises(CheckoutError, match="BAD_INPUT"):
                remote_heads(repo)
        assert not target.exists(), f"{repo!r} ran its payload"
    assert not target.exists()


def test_option_like_refs_are_refused_and_nothing_runs(tmp_path, bare_repo):
    target = tmp_path / "pwned"
    for ref in _ref_payloads(target):
        with pytest.raises(CheckoutError) as info:
            checkout(bare_repo["url"], ref, tmp_path / "cache")
        expected = "BAD_INPUT" if ref.startswith("-") else "REF_NOT_FOUND"
        assert info.value.kind == expected, (ref, info.value)
        assert not target.exists(), f"ref {ref!r} ran its payload"
    # the repository itself is fine: a real ref still checks out
    assert checkout(bare_repo["url"], "main", tmp_path / "cache").commit == bare_repo["second"]


def test_the_whole_pipeline_refuses_them_before_anything_is_written(tmp_path, bare_repo):
    target = tmp_path / "pwned"
    plan = EXAMPLE_PLANS / "top_customers.formatted.txt"
    for repo, ref in [(f"--upload-pack=touch {target}", ""), (bare_repo["url"], f"--upload-pack=touch {target}")]:
        with pytest.raises(CheckoutError, match="BAD_INPUT"):
            run_mapping(repo, ref, [plan], tmp_path / "data", use_embeddings=False, log=lambda m: None)
    assert not target.exists()
    assert not (tmp_path / "data" / "cache").exists() or not any((tmp_path / "data" / "cache").rglob("mirrors/*"))
