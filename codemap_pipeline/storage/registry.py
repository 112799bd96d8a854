"""What each dynamic partition key stands for: the repository and ref behind a commit key, the file behind
a plan key. Dagster stores only the keys; the rest lives here, under the data folder, as small JSON files."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

from codemap_pipeline import layout
from codemap_pipeline.layout import check_key
from codemap_pipeline.storage.parquet import write_text_atomic


def _entry_path(data_dir: Path, kind: str, key: str) -> Path:
    return layout.registry_entry(data_dir, kind, key)


def register_commit(data_dir: Path, key: str, repo: str, ref: str, commit: str) -> None:
    entry = {"key": key, "repo": repo, "ref": ref, "commit": commit}
    write_text_atomic(json.dumps(entry, indent=2), _entry_path(data_dir, "commits", key))


def commit_entry(data_dir: Path, key: str) -> dict:
    path = _entry_path(data_dir, "commits", key)
    if not path.exists():
        raise KeyError(f"commit partition {key!r} is not registered (no {path})")
    return json.loads(path.read_text())


def plan_key_for(path: Path, content: bytes) -> str:
    """`plans/q3.formatted.txt` -> `q3-formatted-1a2b3c4d`: readable, and new content gets a new key."""
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", Path(path).name.removesuffix(".txt")).strip("-").lower() or "plan"
    return f"{stem[:60]}-{hashlib.sha1(content).hexdigest()[:8]}"


def _content_of(path: Path) -> bytes:
    """The bytes that identify a plan: a file's content, or a rolling event-log folder's files in order."""
    if path.is_dir():
        return b"".join(p.name.encode() + b"\0" + p.read_bytes() for p in sorted(path.iterdir()) if p.is_file())
    return path.read_bytes()


def register_plan(data_dir: Path, path: Path, entry: str = "") -> str:
    """Keep a copy of the plan (a file, or an event-log folder) so the partition does not depend on the
    user's file staying put. `entry`, the script or class the user says ran it (`--entry`), is part of
    what the plan is: the same text with another entry is another partition, mapped again. Returns the
    plan's partition key."""
    path = Path(path)
    key = check_key(plan_key_for(path, _content_of(path) + (b"\0entry:" + entry.encode() if entry else b"")))
    # the name is kept (an event log's codec is in its suffix), made safe as a file name
    name = re.sub(r"[^A-Za-z0-9_.-]", "_", path.name).lstrip(".") or "plan"
    copy = layout.registered_plan_dir(data_dir, key) / name
    if not copy.exists():
        tmp = copy.parent.with_name(f".{key}.tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        if path.is_dir():
            shutil.copytree(path, tmp / name, symlinks=True)
        else:
            shutil.copyfile(path, tmp / name)
        shutil.rmtree(copy.parent, ignore_errors=True)
        tmp.rename(copy.parent)
    record = {"key": key, "source": str(path), "stored_path": str(copy), **({"entry": entry} if entry else {})}
    write_text_atomic(json.dumps(record, indent=2), _entry_path(data_dir, "plans", key))
    return key


def plan_entry(data_dir: Path, key: str) -> dict:
    path = _entry_path(data_dir, "plans", key)
    if not path.exists():
        raise KeyError(f"plan partition {key!r} is not registered (no {path})")
    return json.loads(path.read_text())


def record_branch_head(data_dir: Path, repo: str, branch: str, commit_key: str) -> None:
    """The newest commit seen on a watched branch, for the nightly mapping schedule."""
    name = hashlib.sha1(f"{repo}#{branch}".encode()).hexdigest()[:16]
    entry = {"repo": repo, "branch": branch, "commit_key": commit_key}
    write_text_atomic(json.dumps(entry, indent=2), layout.branches_dir(data_dir) / f"{name}.json")


def branch_heads(data_dir: Path) -> list[dict]:
    folder = layout.branches_dir(data_dir)
    return [json.loads(p.read_text()) for p in sorted(folder.glob("*.json"))] if folder.exists() else []
