"""A backfill over many plans from Dagster's own command line: one run for the whole range (the plan
assets batch with BackfillPolicy.single_run), every partition written."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import dagster as dg

from codemap_pipeline.runner import local_instance
from codemap_pipeline.storage.registry import register_plan

from support import EXAMPLE_PLANS, ROOT


def test_partition_range_runs_once_and_writes_every_plan(tmp_path):
    data = tmp_path / "data"
    plans = ["top_customers.formatted.txt", "category_sales.simple.txt", "order_activity.formatted.txt"]
    keys = [register_plan(data, EXAMPLE_PLANS / name) for name in plans]
    instance = local_instance(data)
    instance.add_dynamic_partitions("spark_plans", keys)

    env = {**os.environ, "DAGSTER_HOME": str(data / "dagster"), "CODEMAP_HOME": str(data), "CODEMAP_EMBEDDINGS": "0"}
    dagster = str(Path(sys.executable).parent / "dagster")
    proc = subprocess.run([dagster, "asset", "materialize", "-m", "codemap_pipeline.definitions",
                           "--select", "spark_plans,plan_operators,plan_parse_errors,plan_semantics",
                           "--partition-range", f"{keys[0]}...{keys[-1]}"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]

    instance = local_instance(data)
    assert len(instance.get_run_records()) == 1
    for asset in ("spark_plans", "plan_operators", "plan_semantics"):
        assert instance.get_materialized_partitions(dg.AssetKey(asset)) == set(keys), asset
        assert sorted(p.stem for p in (data / "parquet" / asset).glob("*.parquet")) == sorted(keys)
