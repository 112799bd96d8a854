"""`defs` loads and names what the UI and the command line rely on."""

import subprocess
import sys
from pathlib import Path

import dagster as dg

from codemap_pipeline.definitions import defs

ROOT = Path(__file__).resolve().parents[2]


def test_defs_name_assets_partitions_and_jobs():
    repo = defs.get_repository_def()
    keys = {k.to_user_string() for k in repo.asset_graph.get_all_asset_keys()}
    assert {"repo_checkout", "code_files", "code_symbols", "code_links", "spark_sites", "symbol_summaries",
            "symbol_embeddings", "plan_semantics", "plan_report",
            "spark_plans", "plan_operators", "plan_parse_errors", "code_mappings", "duckdb_catalog",
            "plan_status_summary"} <= keys
    graph = repo.asset_graph
    assert graph.get(dg.AssetKey("spark_sites")).partitions_def.name == "repo_commits"
    assert graph.get(dg.AssetKey("plan_operators")).partitions_def.name == "spark_plans"
    multi = graph.get(dg.AssetKey("code_mappings")).partitions_def
    assert isinstance(multi, dg.MultiPartitionsDefinition)
    assert {d.name for d in multi.partitions_defs} == {"commit", "plan"}
    assert {j.name for j in repo.get_all_jobs() if not j.name.startswith("__")} >= {
        "index_commit_job", "parse_plan_job", "map_job", "catalog_job"}
    assert {s.name for s in repo.sensor_defs} == {"new_commits_sensor", "plan_inbox_sensor", "history_server_sensor"}
    assert {s.name for s in repo.schedule_defs} == {"nightly_mapping"}
    # the SQL model reads the mappings through the catalog
    assert dg.AssetKey("duckdb_catalog") in graph.get(dg.AssetKey("plan_status_summary")).parent_keys


def test_dagster_validates_the_workspace(tmp_path):
    env_home = {"DAGSTER_HOME": str(tmp_path), "PATH": str(Path(sys.executable).parent) + ":/usr/bin:/bin"}
    proc = subprocess.run([str(Path(sys.executable).parent / "dagster"), "definitions", "validate",
                           "-w", "workspace.yaml"], cwd=ROOT, capture_output=True, text=True, env=env_home,
                          timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "all code locations passed validation" in (proc.stdout + proc.stderr).lower()
