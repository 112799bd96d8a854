"""The one entry point Dagster loads (`defs`): assets, jobs and resources of Codemap."""

from __future__ import annotations

import os

import dagster as dg

from codemap_pipeline import layout
from codemap_pipeline.defs import catalog, code_index, jobs, mapping, plan_parsing, report, schedules, sensors
from codemap_pipeline.defs.resources import CodemapSettings, ParquetIOManager, WatchedBranch


def parse_watch(value: str) -> list[WatchedBranch]:
    """`CODEMAP_WATCH="https://host/a.git#main, /srv/b#release"`: repository and branch pairs."""
    out = []
    for item in filter(None, (part.strip() for part in value.split(","))):
        repo, _, branch = item.rpartition("#")
        out.append(WatchedBranch(repo=repo or branch, branch=branch if repo else "main"))
    return out


def build_resources(data_dir: str | None = None, use_embeddings: bool = True,
                    watch: list[WatchedBranch] | None = None) -> dict:
    settings = CodemapSettings(data_dir=str(layout.data_dir(data_dir)), use_embeddings=use_embeddings,
                               watch=watch if watch is not None else parse_watch(os.environ.get("CODEMAP_WATCH", "")),
                               shards=int(os.environ.get("CODEMAP_SHARDS", "2")),
                               shard_min_files=int(os.environ.get("CODEMAP_SHARD_MIN_FILES", "1000")))
    return {"settings": settings, "io_manager": ParquetIOManager(base_dir=str(settings.parquet_root)),
            code_index.SHARD_STEPS_IO: dg.FilesystemIOManager(base_dir=str(layout.shard_steps(settings.root)))}


ASSETS = [
    code_index.repo_checkout, code_index.code_shards, code_index.code_index, code_index.symbol_summaries, code_index.symbol_embeddings,
    plan_parsing.spark_plans, plan_parsing.plan_operators, plan_parsing.plan_semantics,
    mapping.code_mappings, report.plan_report,
    catalog.duckdb_catalog, *catalog.sql_model_assets,
]
JOBS = [jobs.index_commit_job, jobs.parse_plan_job, jobs.map_job, jobs.catalog_job]


# Runs launched from the UI, sensors or schedules run their steps in parallel processes, two at a time
# on this kind of machine; steps tagged as LLM callers (codemap/llm) one at a time, for rate limits.
EXECUTOR = dg.multiprocess_executor.configured({
    "max_concurrent": int(os.environ.get("CODEMAP_MAX_CONCURRENT", "2")),
    "tag_concurrency_limits": [{"key": "codemap/llm", "limit": 1}],
})


def build_defs(data_dir: str | None = None, use_embeddings: bool = True) -> dg.Definitions:
    return dg.Definitions(assets=ASSETS, jobs=JOBS, resources=build_resources(data_dir, use_embeddings),
                          executor=EXECUTOR,
                          sensors=[sensors.new_commits_sensor, sensors.plan_inbox_sensor,
                                   sensors.history_server_sensor],
                          schedules=[schedules.nightly_mapping])


defs = build_defs(use_embeddings=os.environ.get("CODEMAP_EMBEDDINGS", "1") != "0")
