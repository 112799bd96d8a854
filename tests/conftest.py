"""Shared fixtures. Tests never reach the network and never download model weights."""

import os

import pytest

import spark_history
from support import git

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("DAGSTER_DISABLE_TELEMETRY", "1")
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # never fetch the price table

@pytest.fixture
def bare_repo(tmp_path) -> dict:
    """A real git history served from a local bare repository through file://: two commits on main,
    a tag on the first, and a feature branch with a third."""
    work = tmp_path / "work"
    work.mkdir()
    git("init", "-q", "-b", "main", cwd=work)
    (work / "jobs").mkdir()
    (work / "jobs" / "a.py").write_text("def first():\n    return 1\n")
    git("add", ".", cwd=work)
    git("commit", "-qm", "first", cwd=work)
    first = git("rev-parse", "HEAD", cwd=work)
    git("tag", "v1", cwd=work)
    (work / "jobs" / "b.py").write_text("def second():\n    return 2\n")
    git("add", ".", cwd=work)
    git("commit", "-qm", "second", cwd=work)
    second = git("rev-parse", "HEAD", cwd=work)
    git("checkout", "-qb", "feature", cwd=work)
    (work / "jobs" / "c.py").write_text("def third():\n    return 3\n")
    git("add", ".", cwd=work)
    git("commit", "-qm", "third", cwd=work)
    third = git("rev-parse", "HEAD", cwd=work)
    git("checkout", "-q", "main", cwd=work)  # the bare clone's HEAD, its default branch, is main
    bare = tmp_path / "origin.git"
    git("clone", "-q", "--bare", str(work), str(bare), cwd=tmp_path)
    return {"url": f"file://{bare}", "first": first, "second": second, "third": third}


@pytest.fixture(scope="session")
def history_server(tmp_path_factory):
    """The URL of a real Spark History Server serving the example's event log (stopped at the end)."""
    reason = spark_history.java_missing()
    if reason:
        pytest.skip(reason)
    url, env = spark_history.start(tmp_path_factory.mktemp("history"))
    yield url
    spark_history.stop(env)
