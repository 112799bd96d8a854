"""What each dynamic partition key stands for: the repository and ref behind a commit key, the file behind
a plan key. Dagster stores only the keys; the rest lives here, under the data folder, as small JSON files."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from codemap_pipeline.storage.parquet import write_text_atomic


def _entry_path(data_dir: Path, kind: str, key: str) -> Path:
    return Path(data_dir) / "registry" / kind / f"{key}.json"


def register_commit(data_dir: Path, key: str, repo: str, ref: str, commit: str) -> None:
    entry = {"key": key, "repo": repo, "ref": ref, "commit": commit}
    write_text_atomic(json.dumps(entry, indent=2), _entry_path(data_dir, "commits", key))


def commit_entry(data_dir: Path, key: str) -> dict:
    path = _entry_path(data_dir, "commits", key)
    if not path.exists():
        raise KeyError(f"commit partition {key!r} is not registered (no {path})")
    return json.loads(path.read_text())


def plan_key_for(path: Path, text: str) -> str:
    """`plans/q3.formatted.txt` -> `q3-formatted-1a2b3c4d`: readable, and new content gets a new key."""
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", Path(path).name.removesuffix(".txt")).strip("-").lower() or "plan"
    return f"{stem[:60]}-{hashlib.sha1(text.encode('utf-8', 'replace')).hexdigest()[:8]}"


def register_plan(data_dir: Path, path: Path, text: str) -> str:
    """Keep a copy of the plan text so the partition does not depend on the user's file staying put."""
    key = plan_key_for(path, text)
    copy = Path(data_dir) / "registry" / "plans" / f"{key}.txt"
    if not copy.exists():
        write_text_atomic(text, copy)
    entry = {"key": key, "source": str(path), "text_path": str(copy)}
    write_text_atomic(json.dumps(entry, indent=2), _entry_path(data_dir, "plans", key))
    return key


def plan_entry(data_dir: Path, key: str) -> dict:
    path = _entry_path(data_dir, "plans", key)
    if not path.exists():
        raise KeyError(f"plan partition {key!r} is not registered (no {path})")
    return json.loads(path.read_text())
