"""A token for a private repository never reaches a log, an error, the event log or any file written."""

import os
import subprocess
import sys
from pathlib import Path

import dagster as dg

from codemap_pipeline.defs.resources import CodemapSettings, WatchedBranch
from codemap_pipeline.defs.sensors import new_commits_sensor
from codemap_pipeline.repos.checkout import auth_env, split_credentials

from support import EXAMPLE_PLANS

SECRET = "ghp_S3cretT0kenNeverToBeSeen"


def _everything_written(root: Path) -> bytes:
    return b"".join(p.read_bytes() for p in root.rglob("*") if p.is_file())


def test_credentials_leave_the_url_and_travel_as_a_header():
    clean, creds = split_credentials(f"https://ci-bot:{SECRET}@git.example.com/acme/etl.git")
    assert clean == "https://git.example.com/acme/etl.git" and SECRET in creds
    env = auth_env(creds)
    assert env["GIT_CONFIG_KEY_0"] == "http.extraHeader" and SECRET not in env["GIT_CONFIG_VALUE_0"]
    assert split_credentials("/srv/jobs") == ("/srv/jobs", None)


def test_failed_private_clone_never_shows_the_token(tmp_path):
    data = tmp_path / "data"
    # port 9 on loopback refuses at once: the clone fails the way an unreachable host does
    url = f"https://ci-bot:{SECRET}@127.0.0.1:9/acme/etl.git"
    env = {**os.environ, "CODEMAP_GIT_TOKEN": SECRET, "HF_HUB_OFFLINE": "1"}
    proc = subprocess.run([sys.executable, "-m", "codemap_pipeline.cli", "--data-dir", str(data), "map",
                           "--repo", url, "--plan", str(EXAMPLE_PLANS / "top_customers.simple.txt")],
                          capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 2 and "CLONE_FAILED" in proc.stderr
    assert "127.0.0.1:9/acme/etl.git" in proc.stderr
    assert SECRET not in proc.stdout + proc.stderr
    assert SECRET.encode() not in _everything_written(data)


def test_sensor_keeps_credentials_out_of_cursor_and_registry(bare_repo, tmp_path, monkeypatch):
    monkeypatch.setenv("CODEMAP_GIT_TOKEN", SECRET)
    data = tmp_path / "data"
    # a file:// repository ignores the header, but the sensor must still never write the token anywhere
    watch = [WatchedBranch(repo=bare_repo["url"], branch="main")]
    with dg.instance_for_test() as instance:
        result = new_commits_sensor(dg.build_sensor_context(
            instance=instance, resources={"settings": CodemapSettings(data_dir=str(data), watch=watch)}))
    assert len(result.run_requests) == 1
    assert SECRET not in result.cursor
    assert SECRET.encode() not in _everything_written(data)
