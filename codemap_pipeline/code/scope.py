"""Which files of a repository are indexed: include/exclude globs, a size limit, no symlink out of it."""

from __future__ import annotations

import errno
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

from codemap_pipeline.code.notebooks import SQL_HEADER

LANGUAGES = {".py": "python", ".scala": "scala", ".sc": "scala", ".java": "java", ".sql": "sql",
             ".ipynb": "notebook"}
DATABRICKS_HEADER = b"# Databricks notebook source"
DATABRICKS_SQL_HEADER = SQL_HEADER.encode()
_PYTHON_CELL = re.compile(rb"^-- MAGIC %python", re.M)
SQL_NOTEBOOK_PYTHON = True   # a SQL notebook's %python cells are indexed too (python_index._index_notebook)

# Tool, vendor and build folders: never a project's own code.
SKIP_DIRS = {
    ".git", ".hg", ".svn", ".venv", "venv", "site-packages", "__pycache__", "node_modules",
    "build", "dist", ".tox", ".nox", ".eggs", ".mypy_cache", ".pytest_cache", ".ipynb_checkpoints",
    "target", ".idea", ".vscode", ".gradle", ".bsp", ".metals", ".bloop", "dbt_packages", "dbt_modules",
    ".dbt", "logs",
}


@dataclass(frozen=True)
class IndexOptions:
    include: tuple[str, ...] = ("**/*.py", "**/*.scala", "**/*.sc", "**/*.java", "**/*.sql", "**/*.ipynb")
    exclude: tuple[str, ...] = ("**/*.min.*", "**/*_pb2.py", "**/generated/**")
    max_file_bytes: int = 2_000_000         # bigger files are recorded as skipped, not parsed


@dataclass
class SourceEntry:
    path: Path
    rel: str            # relative to the root, forward slashes
    language: str
    size: int
    skip: str | None = None    # why the file is listed but not read (see list_files' `skipped`)


def glob_regex(pattern: str) -> re.Pattern:
    """A path glob as a regex: `**/` any folders (or none), `*` within one name, `?` one character."""
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out) + r"\Z")


def _matches(rel: str, patterns: list[re.Pattern]) -> bool:
    return any(p.match(rel) for p in patterns)


def _any_of(patterns: list[re.Pattern]) -> list[re.Pattern]:
    """The patterns as one (a path is matched once, not once per pattern): what `_matches` takes."""
    return [re.compile("|".join(f"(?:{p.pattern})" for p in patterns))] if patterns else []


def is_skipped_dir(path: Path) -> bool:
    name = path.name
    # A virtualenv can have any name; pyvenv.cfg gives it away.
    return name in SKIP_DIRS or name.endswith(".egg-info") or (path / "pyvenv.cfg").exists()


def language_of(path: Path) -> str | None:
    return LANGUAGES.get(path.suffix.lower())


def _symlink_refusal(path: Path, real_root: Path) -> str | None:
    """Why a symlinked file is not read (a loop, dangling, or pointing outside the repository), else None.
    Only the link itself is inspected: the target is never opened."""
    try:
        target = os.readlink(path)
        if not Path(os.path.realpath(path)).is_relative_to(real_root):
            return f"skipped: symlink to {target}, outside the repository (not read)"
        os.path.realpath(path, strict=True)
    except OSError as error:
        if error.errno == errno.ELOOP:
            return f"skipped: symlink loop ({path.name} -> {target})"
        return f"skipped: dangling symlink ({path.name} -> {target})"
    return None


def list_files(root: Path, options: IndexOptions | None = None,
               skipped: list[SourceEntry] | None = None) -> list[SourceEntry]:
    """Files to index under `root`, sorted by path. Symlinked folders are not entered (os.walk does
    not follow them) and a symlinked file is kept only when it points inside the repository.

    Files in scope that are not kept (a symlink out of the repository, a loop, a dangling link) are
    appended to `skipped`, when given, with the reason in `SourceEntry.skip`: never opened."""
    options = options or IndexOptions()
    root = Path(root)
    real_root = root.resolve()
    include = _any_of([glob_regex(p) for p in options.include])
    exclude = _any_of([glob_regex(p) for p in options.exclude])
    found: list[SourceEntry] = []
    for dirpath, dirnames, filenames in os.walk(root):
        here = Path(dirpath)
        rel_dir = here.relative_to(root).as_posix()
        rel_dir = "" if rel_dir == "." else rel_dir + "/"
        dirnames[:] = sorted(d for d in dirnames if not is_skipped_dir(here / d)
                             and not _matches(f"{rel_dir}{d}/", exclude))
        for name in filenames:
            rel = rel_dir + name
            language = LANGUAGES.get(os.path.splitext(name)[1].lower())
            if language is None or not _matches(rel, include) or _matches(rel, exclude):
                continue
            path = here / name
            try:   # a plain file: one system call (a symlink, or anything else, is looked at as below)
                mode = os.lstat(path)
            except OSError:
                mode = None
            if mode is not None and stat.S_ISREG(mode.st_mode):
                found.append(SourceEntry(path, rel, language, mode.st_size))
                continue
            if path.is_symlink():
                reason = _symlink_refusal(path, real_root)
                if reason is not None:
                    if skipped is not None:
                        skipped.append(SourceEntry(path, rel, language, 0, reason))
                    continue
            try:
                if not path.is_file():
                    continue
                size = path.stat().st_size
            except OSError as error:
                if skipped is not None:
                    skipped.append(SourceEntry(path, rel, language, 0, f"skipped: {error.strerror}"))
                continue
            found.append(SourceEntry(path, rel, language, size))
    return sorted(found, key=lambda e: e.rel)


def detect_language(entry: SourceEntry, source: bytes) -> str:
    """A .py file exported from Databricks is a notebook: its cells have their own lines. So is a Databricks SQL
    notebook holding Python cells (`-- MAGIC %python`): the notebook front end reads those, the SQL front end the rest."""
    if entry.language == "python" and source.startswith(DATABRICKS_HEADER):
        return "notebook"
    if SQL_NOTEBOOK_PYTHON and entry.language == "sql" and source.startswith(DATABRICKS_SQL_HEADER) \
            and _PYTHON_CELL.search(source):
        return "notebook"
    return entry.language
