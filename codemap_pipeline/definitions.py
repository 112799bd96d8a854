"""The one entry point Dagster loads (`defs`): assets, jobs and resources of Codemap."""

from __future__ import annotations

import os
from pathlib import Path

import dagster as dg

from codemap_pipeline.defs import catalog, code_index, jobs, mapping, plan_parsing
from codemap_pipeline.defs.resources import CodemapSettings, ParquetIOManager


def default_data_dir() -> str:
    return os.environ.get("CODEMAP_HOME", str(Path.cwd() / ".codemap"))


def build_resources(data_dir: str | None = None, use_embeddings: bool = True) -> dict:
    settings = CodemapSettings(data_dir=data_dir or default_data_dir(), use_embeddings=use_embeddings)
    return {"settings": settings, "io_manager": ParquetIOManager(base_dir=str(settings.parquet_root))}


ASSETS = [
    code_index.repo_checkout, code_index.code_index, code_index.symbol_embeddings,
    plan_parsing.spark_plans, plan_parsing.plan_operators,
    mapping.code_mappings,
    catalog.duckdb_catalog, *catalog.sql_model_assets,
]
JOBS = [jobs.index_commit_job, jobs.parse_plan_job, jobs.map_job, jobs.catalog_job]


def build_defs(data_dir: str | None = None, use_embeddings: bool = True) -> dg.Definitions:
    return dg.Definitions(assets=ASSETS, jobs=JOBS, resources=build_resources(data_dir, use_embeddings))


defs = build_defs(use_embeddings=os.environ.get("CODEMAP_EMBEDDINGS", "1") != "0")
