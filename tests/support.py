"""Paths and helpers shared by the tests (imported by name; conftest.py only holds fixtures)."""

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_REPO = ROOT / "examples" / "retail"
EXAMPLE_PLANS = ROOT / "examples" / "plans"
SHARED_PLANS = ROOT.parent / "shared" / "plans" / "real"


def git(*args, cwd):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                          env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@x",
                               "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@x"}).stdout.strip()
