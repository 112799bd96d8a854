"""bench/real/lay_out.py --mirrors: the real-world cases' repositories laid out from local git copies (a
snapshot tool's bare directories, some lacking their largest blobs) where the repository host is out of reach."""

import importlib.util
import os
import subprocess
from pathlib import Path

import pytest

LAY_OUT = Path(__file__).resolve().parents[2] / "bench" / "real" / "lay_out.py"


def _module():
    spec = importlib.util.spec_from_file_location("lay_out", LAY_OUT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def git(*args, cwd=None) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@t"}
    return subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True, check=True).stdout.strip()


@pytest.fixture
def mirrored(tmp_path):
    work = tmp_path / "work"
    (work / "jobs").mkdir(parents=True)
    (work / "jobs" / "daily.py").write_text("spark.read.csv('sales.csv').show()\n")
    (work / "run.sh").write_text("#!/bin/sh\nspark-submit jobs/daily.py\n")
    (work / "run.sh").chmod(0o755)
    (work / "big.parquet").write_bytes(b"PAR1" * 1000)
    os.symlink("jobs/daily.py", work / "latest.py")
    git("init", "-q", cwd=work)
    git("add", "-A", cwd=work)
    git("commit", "-qm", "first", cwd=work)
    commit = git("rev-parse", "HEAD", cwd=work)
    mirrors = tmp_path / "mirrors"
    bare = mirrors / "Acme+Sales-Jobs" / "repo"
    git("clone", "-q", "--bare", "--no-local", str(work), str(bare))
    # the snapshot left its largest blob out: its object is gone from the copy
    big = git("hash-object", str(work / "big.parquet"))
    git("--git-dir", str(bare), "repack", "-q", "-a", "-d")
    kept = [line.split()[0] for line in git("--git-dir", str(bare), "rev-list", "--objects", "--all").splitlines()
            if line.split()[0] != big]
    pack = subprocess.run(["git", "--git-dir", str(bare), "pack-objects", "-q", str(bare / "objects" / "pack" / "only")],
                          input="\n".join(kept) + "\n", capture_output=True, text=True, check=True).stdout.strip()
    for old in (bare / "objects" / "pack").iterdir():
        if not old.name.startswith(f"only-{pack}"):
            old.unlink()
    repos = tmp_path / "repos"
    repos.mkdir()
    (repos / "acme__sales-jobs.source.md").write_text(
        f"# acme/sales-jobs\n\n- URL: https://example.invalid/acme/sales-jobs\n- Commit: {commit} (2026-01-01)\n")
    return repos, mirrors


def test_a_repository_is_laid_out_from_its_local_copy_blob_by_blob(mirrored, monkeypatch, capsys):
    repos, mirrors = mirrored
    lay_out = _module()
    monkeypatch.setattr(lay_out, "REPOS", repos)
    assert lay_out.main(["--mirrors", str(mirrors)]) == 0
    laid = repos / "acme__sales-jobs"
    assert (laid / "jobs" / "daily.py").read_text() == "spark.read.csv('sales.csv').show()\n"
    assert os.access(laid / "run.sh", os.X_OK) and not os.access(laid / "jobs" / "daily.py", os.X_OK)
    assert os.readlink(laid / "latest.py") == "jobs/daily.py"
    # the blob the copy lacks is skipped and said, the rest is there
    assert not (laid / "big.parquet").exists()
    assert "1 absent from the copy and skipped (big.parquet)" in capsys.readouterr().out
    assert not list(repos.glob(".*.tmp"))


def test_a_repository_without_a_copy_is_reported_and_the_others_go_on(mirrored, monkeypatch, capsys):
    repos, mirrors = mirrored
    (repos / "other__thing.source.md").write_text(f"- URL: https://example.invalid/other/thing\n- Commit: {'a' * 40}\n")
    lay_out = _module()
    monkeypatch.setattr(lay_out, "REPOS", repos)
    assert lay_out.main(["--mirrors", str(mirrors)]) == 1
    assert "other__thing: no copy of it" in capsys.readouterr().err
    assert lay_out.main(["--mirrors", str(mirrors / "nowhere")]) == 2
    assert (repos / "acme__sales-jobs" / "jobs" / "daily.py").is_file()
