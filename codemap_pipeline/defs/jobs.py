"""Jobs, one per partition set: a job runs assets that share one partitions definition."""

import dagster as dg

index_commit_job = dg.define_asset_job(
    "index_commit_job", selection=dg.AssetSelection.groups("code", "retrieval"),
    description="Check out one repository commit and index it: files, symbols, links, Spark sites; and the "
                "retrieval group: LLM summaries, embeddings.")
parse_plan_job = dg.define_asset_job(
    "parse_plan_job", selection=dg.AssetSelection.groups("plans"),
    description="Read one registered plan into operators.")
map_job = dg.define_asset_job(
    "map_job", selection=dg.AssetSelection.groups("mapping"),
    description="Map one plan against one commit (a commit|plan partition).")
catalog_job = dg.define_asset_job(
    "catalog_job", selection=dg.AssetSelection.groups("catalog", "sql_models"),
    description="Refresh the DuckDB catalog views and rebuild the SQL models.")
