"""Where everything lives: the data folder and every path under it, and the SQL models folder.

Every other module asks here; none spells a path of the data folder itself. Nothing here imports
Dagster, pandas or the storage modules: the warm path of `codemap map` reads these paths alone.

    <data>/parquet/<asset>/<partition>.parquet   Parquet outputs (a mapping: <asset>/<commit>/<plan>.parquet)
    <data>/exports/<commit>/<plan>.json          MappingOutput of one plan, and its `.done` marker
    <data>/indexes/<commit>/site_index.pickle    the mapper's site index of one commit
    <data>/shards/<commit>/<shard>.pickle         a shard's parsed files, until the commit's index is written
    <data>/shards/steps/                         what the shard steps hand each other (Dagster's outputs)
    <data>/reports/<commit>/<plan>.html          the HTML report of one plan
    <data>/registry/{commits,plans,branches}/    what each partition key stands for
    <data>/catalog.duckdb, <data>/lancedb        the DuckDB catalog, the embeddings table
    <data>/vectors/<2 hex>.npy                   embedding vectors by text hash, for every commit and plan
    <data>/checkouts/{mirrors,trees}/            git mirrors and work trees
    <data>/dagster/                              the Dagster instance
    <data>/stamps/, <data>/inbox/, <data>/history/, <data>/api/
"""

from __future__ import annotations

import os
import re
from pathlib import Path

DEFAULT_FOLDER = ".codemap"
SQL_MODELS = Path(__file__).resolve().parents[1] / "dbt_like_sql"

_SAFE_KEY = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.@-]{0,127}$")


def data_dir(explicit: str | Path | None = None) -> Path:
    """The data folder: `explicit` (--data-dir), else $CODEMAP_HOME, else ./.codemap; absolute."""
    return Path(explicit or os.environ.get("CODEMAP_HOME") or Path.cwd() / DEFAULT_FOLDER).expanduser().resolve()


def sql_models_dir() -> Path:
    """The SQL models' folder: $CODEMAP_SQL_MODELS, else the project's dbt_like_sql/."""
    return Path(os.environ.get("CODEMAP_SQL_MODELS") or SQL_MODELS)


def check_key(key: str) -> str:
    """Partition keys become file names: only letters, digits and `_ . @ -`, never `..`, `/` or quotes.
    Keys made here always pass; one typed into the UI or a backfill may not."""
    if not _SAFE_KEY.match(key) or ".." in key:
        raise ValueError(f"partition key {key!r} is not a safe name (letters, digits and _.@- only)")
    return key


# ---- Parquet outputs

def parquet_root(data: Path) -> Path:
    return Path(data) / "parquet"


def parquet_file(root: Path, asset: str, *keys: str) -> Path:
    """`<root>/<asset>/<key>.parquet`; a key per dimension makes a folder level (`<commit>/<plan>`);
    no key: the unpartitioned asset's `data.parquet`."""
    leaf = "/".join(check_key(k) for k in keys) if keys else "data"
    return Path(root) / asset / f"{leaf}.parquet"


def outputs_stamp(root: Path) -> Path:
    """The time of the newest Parquet output under `root`, moved by the IO manager on every write."""
    return Path(root) / ".written"


# ---- per-commit indexes

def site_index_path(data: Path, commit_key: str) -> Path:
    """Where the code index stores the commit's site index (mapping/site_index.py) for the mapper."""
    return Path(data) / "indexes" / check_key(commit_key) / "site_index.pickle"


def shard_parses(data: Path, commit_key: str) -> Path:
    """The folder where a commit's shards leave their parsed files for its code index (code/shards.py)."""
    return Path(data) / "shards" / check_key(commit_key)


def shard_steps(data: Path) -> Path:
    """Where the shard steps' outputs to each other go (the IO manager of those steps)."""
    return Path(data) / "shards" / "steps"


# ---- exports, reports, markers

def exports_dir(data: Path) -> Path:
    return Path(data) / "exports"


def export_path(data: Path, commit_key: str, plan_key: str) -> Path:
    """Where the mapping asset writes a plan's JSON export."""
    return exports_dir(data) / check_key(commit_key) / f"{check_key(plan_key)}.json"


def marker_path(data: Path, commit_key: str, plan_key: str) -> Path:
    """The mapping asset's marker beside the export: written after it, so it means the export is whole."""
    return exports_dir(data) / check_key(commit_key) / f"{check_key(plan_key)}.done"


def report_path(data: Path, commit_key: str, plan_key: str) -> Path:
    """Where the report asset writes a plan's HTML page."""
    return Path(data) / "reports" / check_key(commit_key) / f"{check_key(plan_key)}.html"


def built_stamp(data: Path, asset: str) -> Path:
    """The time the catalog, or a SQL model, was last built."""
    return Path(data) / "stamps" / asset


# ---- registry

def registry_entry(data: Path, kind: str, key: str) -> Path:
    """The JSON record of a partition key: kind is "commits" or "plans"."""
    return Path(data) / "registry" / kind / f"{check_key(key)}.json"


def registered_plan_dir(data: Path, key: str) -> Path:
    """The folder holding the copy of a registered plan (a file, or an event-log folder)."""
    return Path(data) / "registry" / "plans" / check_key(key)


def branches_dir(data: Path) -> Path:
    """The newest commit seen per watched branch, one JSON file each."""
    return Path(data) / "registry" / "branches"


# ---- stores and services

def catalog_path(data: Path) -> Path:
    return Path(data) / "catalog.duckdb"


def lancedb_uri(data: Path) -> str:
    return str(Path(data) / "lancedb")


def vector_cache(data: Path) -> Path:
    """The embedding vectors of every text encoded so far, by text hash (code/embeddings.py VectorCache)."""
    return Path(data) / "vectors"


def checkout_cache(data: Path) -> Path:
    """Git mirrors (`mirrors/`) and work trees (`trees/<commit key>`)."""
    return Path(data) / "checkouts"


def work_tree(cache: Path, commit_key: str) -> Path:
    """The work tree of one commit in the checkout cache."""
    return Path(cache) / "trees" / commit_key


def mirror_dir(cache: Path, url_id: str) -> Path:
    """The bare mirror of one source URL (`url_id`: a hash of the URL) in the checkout cache."""
    return Path(cache) / "mirrors" / url_id


def dagster_home(data: Path) -> Path:
    return Path(data) / "dagster"


def inbox(data: Path) -> Path:
    """Plan files dropped here are registered by the inbox sensor."""
    return Path(data) / "inbox"


def history_dir(data: Path) -> Path:
    """Plans read from Spark History Servers, `<host>/<application>/`."""
    return Path(data) / "history"


def api_dir(data: Path) -> Path:
    """The job API's jobs and the log of the daemon it starts."""
    return Path(data) / "api"
