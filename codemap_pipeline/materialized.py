"""Whether a `codemap map` request is already answered, read from the Dagster instance without Dagster.

A warm `codemap map` (every partition it needs already materialized) used to start Dagster, launch a run
per stage just to find nothing to do, and rebuild the catalog: 5-7 s, against a goal of 2 s. The answer
is in the instance's event log: when the commit's index, every plan, every mapping are materialized and
the catalog was built after the last of the Parquet outputs changed, the stored JSON exports are the
answer and the runner returns them without importing Dagster. Anything unusual (another storage than the
embedded SQLite one, a wiped asset, a missing export, an unreadable database) answers "no", and the
runner takes the full path through Dagster, which decides as before.

Nothing here imports Dagster, pandas or the storage modules: the point is to be cheap.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

# What the DuckDB catalog views read (the asset defs/catalog.py builds depends on these).
PARQUET_ASSETS = ["repo_checkout", "code_files", "code_symbols", "code_links", "spark_sites", "symbol_summaries",
                  "symbol_embeddings",
                  "spark_plans", "plan_operators", "plan_parse_errors", "plan_semantics", "code_mappings"]
CATALOG_ASSET = "duckdb_catalog"
COMMIT_PARTITIONS = "repo_commits"   # the names of defs/partitions.py's partition sets
PLAN_PARTITIONS = "spark_plans"
# The asset each stage's partition is judged by (as runner._materialize_if_missing does).
PROBES = {"index": "symbol_embeddings", "plan": "plan_operators", "mapping": "code_mappings"}

EMBEDDED_INSTANCE = "telemetry:\n  enabled: false\n"


def sql_model_names() -> list[str]:
    """The SQL models' asset names: one per `.sql` file (storage/catalog.py load_models reads the same folder)."""
    folder = Path(os.environ.get("CODEMAP_SQL_MODELS", Path(__file__).resolve().parents[1] / "dbt_like_sql"))
    return sorted(p.stem for p in folder.glob("*.sql"))


def mapping_partition(commit_key: str, plan_key: str) -> str:
    """The string Dagster stores for MultiPartitionKey({"commit": ..., "plan": ...}) (dimensions by name)."""
    return f"{commit_key}|{plan_key}"


def exports_dir(data_dir: Path) -> Path:
    """The data folder's JSON exports (CodemapSettings.exports_dir)."""
    return Path(data_dir) / "exports"


def checkout_cache(data_dir: Path) -> Path:
    """The data folder's clones and mirrors (CodemapSettings.checkout_cache)."""
    return Path(data_dir) / "checkouts"


def export_path(data_dir: Path, commit_key: str, plan_key: str) -> Path:
    """Where the mapping asset writes a plan's JSON export."""
    return exports_dir(data_dir) / commit_key / f"{plan_key}.json"


def _index_db(data_dir: Path) -> Path | None:
    """The embedded instance's event-log index, or None when the instance is anything else."""
    if os.environ.get("CODEMAP_PG_URL"):
        return None
    home = Path(data_dir) / "dagster"
    config = home / "dagster.yaml"
    try:
        if config.read_text() != EMBEDDED_INSTANCE:
            return None
    except OSError:
        return None
    db = home / "history" / "runs" / "index.db"
    return db if db.is_file() else None


def _key(asset: str) -> str:
    return json.dumps([asset])


def request_answered(data_dir: Path, commit_key: str, plan_keys: list[str]) -> bool:
    """True when every stage the request needs is materialized in the instance, every export is on disk,
    and the catalog and SQL models were built after the newest Parquet materialization."""
    data_dir = Path(data_dir)
    plans = list(dict.fromkeys(plan_keys))
    if not plans or not (data_dir / "catalog.duckdb").is_file():
        return False
    if not all(export_path(data_dir, commit_key, k).is_file() for k in plans):
        return False
    db = _index_db(data_dir)
    if db is None:
        return False
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
    except sqlite3.Error:
        return False
    try:
        return _answered(con, commit_key, plans)
    except sqlite3.Error:
        return False
    finally:
        con.close()


def _answered(con: sqlite3.Connection, commit_key: str, plans: list[str]) -> bool:
    # A wipe leaves rows behind that only Dagster's own queries know to skip: let Dagster decide.
    if con.execute("select 1 from event_logs where dagster_event_type = 'ASSET_WIPED' limit 1").fetchone():
        return False
    if con.execute("select 1 from asset_keys where wipe_timestamp is not null or (asset_details like "
                   "'%last_wipe_timestamp\": %' and asset_details not like '%last_wipe_timestamp\": null%') "
                   "limit 1").fetchone():
        return False
    for name, keys in ((COMMIT_PARTITIONS, [commit_key]), (PLAN_PARTITIONS, plans)):
        have = {r[0] for r in con.execute(
            "select partition from dynamic_partitions where partitions_def_name = ?", (name,))}
        if not set(keys) <= have:
            return False
    needed = [(PROBES["index"], commit_key)] + [(PROBES["plan"], k) for k in plans] + \
             [(PROBES["mapping"], mapping_partition(commit_key, k)) for k in plans]
    for asset, partition in needed:
        if not con.execute("select 1 from event_logs where dagster_event_type = 'ASSET_MATERIALIZATION' "
                           "and asset_key = ? and partition = ? limit 1", (_key(asset), partition)).fetchone():
            return False

    def last(assets: list[str]) -> int | None:
        marks = ",".join("?" * len(assets))
        return con.execute(f"select max(id) from event_logs where dagster_event_type = 'ASSET_MATERIALIZATION' "
                           f"and asset_key in ({marks})", [_key(a) for a in assets]).fetchone()[0]

    catalog = last([CATALOG_ASSET])
    newest_output = last(PARQUET_ASSETS)
    if catalog is None or newest_output is None or catalog < newest_output:
        return False
    for model in sql_model_names():
        built = last([model])
        if built is None or built < catalog:
            return False
    return True
