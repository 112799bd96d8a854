"""Whether a `codemap map` request is answered already, read from small files the assets write.

The mapping asset writes, with each plan's JSON export, a marker saying the mapping is complete; the
Parquet IO manager stamps the time of its newest write; the catalog asset and each SQL model stamp the
time they were built. A request is answered when every plan's marker is there, its export and report
too, and the catalog and every SQL model were built after the newest output. Then the stored exports
are the answer and the runner returns them without starting Dagster. Anything missing answers "no",
and the runner goes through Dagster, which decides from its own records what still has to run.

Nothing here imports Dagster, pandas or the storage modules: the point is to be cheap.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from codemap_pipeline import layout

CATALOG_ASSET = "duckdb_catalog"


def sql_model_names() -> list[str]:
    """The SQL models' asset names: one per `.sql` file (storage/catalog.py load_models reads the same folder)."""
    return sorted(p.stem for p in layout.sql_models_dir().glob("*.sql"))


def mapping_partition(commit_key: str, plan_key: str) -> str:
    """The string Dagster stores for MultiPartitionKey({"commit": ..., "plan": ...}) (dimensions by name)."""
    return f"{commit_key}|{plan_key}"


def write_stamp(path: Path) -> None:
    """Record now in `path` (atomically: a temp file, then a rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(str(time.time_ns()))
    os.replace(tmp, path)


def read_stamp(path: Path) -> int | None:
    try:
        return int(path.read_text())
    except (OSError, ValueError):
        return None


def write_marker(data_dir: Path, commit_key: str, plan_key: str) -> Path:
    path = layout.marker_path(data_dir, commit_key, plan_key)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps({"commit": commit_key, "plan": plan_key,
                               "export": layout.export_path(data_dir, commit_key, plan_key).name}))
    os.replace(tmp, path)
    return path


def catalog_current(data_dir: Path) -> bool:
    """The catalog was built after the newest Parquet output, and every SQL model after the catalog."""
    catalog = read_stamp(layout.built_stamp(data_dir, CATALOG_ASSET))
    outputs = read_stamp(layout.outputs_stamp(layout.parquet_root(data_dir)))
    if catalog is None or outputs is None or catalog < outputs or not layout.catalog_path(data_dir).is_file():
        return False
    for model in sql_model_names():
        built = read_stamp(layout.built_stamp(data_dir, model))
        if built is None or built < catalog:
            return False
    return True


def mapping_done(data_dir: Path, commit_key: str, plan_key: str) -> bool:
    return all(p.is_file() for p in (layout.marker_path(data_dir, commit_key, plan_key),
                                     layout.export_path(data_dir, commit_key, plan_key),
                                     layout.report_path(data_dir, commit_key, plan_key)))


def request_answered(data_dir: Path, commit_key: str, plan_keys: list[str]) -> bool:
    """True when every plan's mapping is complete on disk and the catalog and SQL models are current."""
    plans = list(dict.fromkeys(plan_keys))
    return bool(plans) and all(mapping_done(data_dir, commit_key, k) for k in plans) and catalog_current(data_dir)
