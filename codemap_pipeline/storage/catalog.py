"""The DuckDB catalog over the Parquet outputs, and the SQL models built into it in dependency order."""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass
from pathlib import Path

import duckdb
import pandas as pd
import sqlglot
from sqlglot import exp

from codemap_pipeline.layout import sql_models_dir



@dataclass(frozen=True)
class SqlModel:
    name: str
    sql: str
    description: str
    depends_on: tuple[str, ...]   # other models this one selects from
    tables: tuple[str, ...]       # every table or view it reads


def _quote_path(path: Path) -> str:
    return str(path).replace("'", "''")


def build_views(catalog_path: Path, parquet_root: Path, assets: list[str]) -> dict[str, str]:
    """One view per asset that has Parquet files; returns view -> glob. Views read the files at query time,
    so partitions written later show up without rebuilding the catalog."""
    catalog_path.parent.mkdir(parents=True, exist_ok=True)
    made = {}
    with connect(catalog_path) as con:
        for asset in assets:
            folder = parquet_root / asset
            if not any(folder.rglob("*.parquet")):
                continue  # DuckDB refuses a view over a glob that matches nothing
            glob = folder / "**" / "*.parquet"
            con.execute(f"create or replace view {asset} as select * from "
                        f"read_parquet('{_quote_path(glob)}', union_by_name = true)")
            made[asset] = str(glob)
    return made


def load_models(models_dir: Path | None = None) -> list[SqlModel]:
    """Every `<name>.sql` in the models folder, ordered so that a model comes after those it reads."""
    folder = Path(models_dir or sql_models_dir())
    raw = {p.stem: p.read_text() for p in sorted(folder.glob("*.sql"))}
    models = {}
    for name, sql in raw.items():
        tables = sorted({t.name for t in sqlglot.parse_one(sql, dialect="duckdb").find_all(exp.Table)}
                        - _cte_names(sql))
        comment = re.match(r"\s*--\s*(.*)", sql)
        models[name] = SqlModel(name, sql, comment.group(1) if comment else f"SQL model {name}",
                                tuple(t for t in tables if t in raw and t != name), tuple(tables))
    ordered, seen = [], set()

    def visit(name: str, path: tuple[str, ...] = ()) -> None:
        if name in seen:
            return
        if name in path:
            raise ValueError(f"SQL models depend on each other in a cycle: {' -> '.join(path + (name,))}")
        for dep in models[name].depends_on:
            visit(dep, path + (name,))
        seen.add(name)
        ordered.append(models[name])

    for name in models:
        visit(name)
    return ordered


def _cte_names(sql: str) -> set[str]:
    return {cte.alias for cte in sqlglot.parse_one(sql, dialect="duckdb").find_all(exp.CTE)}


# DuckDB lets one process at a time hold the file for writing. SQL models run as parallel steps (the
# multiprocess executor) and runs overlap (a backfill, a schedule): wait for the lock instead of failing.
LOCK_WAIT_SECONDS = 300.0


def connect(catalog_path: Path, read_only: bool = False, wait: float | None = None):
    """duckdb.connect, retried while another process holds the file's lock (up to LOCK_WAIT_SECONDS)."""
    deadline = time.monotonic() + (LOCK_WAIT_SECONDS if wait is None else wait)
    delay = 0.05
    while True:
        try:
            return duckdb.connect(str(catalog_path), read_only=read_only)
        except duckdb.IOException as error:
            if "lock" not in str(error).lower() or time.monotonic() >= deadline:
                raise
            time.sleep(delay + random.random() * delay)
            delay = min(delay * 2, 1.0)


def build_model(catalog_path: Path, model: SqlModel) -> int:
    """Materialize the model as a table (like dbt's `table` materialization); returns its row count."""
    with connect(catalog_path) as con:
        con.execute(f"create or replace table {model.name} as {model.sql.strip().rstrip(';')}")
        return con.execute(f"select count(*) from {model.name}").fetchone()[0]


def query(catalog_path: Path, sql: str) -> pd.DataFrame:
    with connect(catalog_path, read_only=True) as con:
        return con.execute(sql).fetchdf()
