"""Load: ten plans against three commits of a 1,000-file repository as one backfill — every run tagged
with one backfill id, one run per commit and per commit|plan pair and one run for the plan range (the
plan assets' single-run policy), up to three runs at once, each on the multiprocess executor, with the
instance in PostgreSQL. Every partition succeeds, outputs are complete, nothing is duplicated."""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
import time
import uuid
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pandas as pd
import psycopg2
import pytest

import dagster as dg

from codemap_pipeline.defs.partitions import mapping_partitions
from codemap_pipeline.runner import local_instance
from codemap_pipeline.storage.registry import register_commit, register_plan
from codemap_pipeline.repos.checkout import checkout

from support import EXAMPLE_PLANS, EXAMPLE_REPO, git

HERE = Path(__file__).resolve().parent
ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/test"
PLANS = sorted(EXAMPLE_PLANS.glob("*.formatted.txt")) + sorted(EXAMPLE_PLANS.glob("*.simple.txt"))[:2]
JOB = """from pyspark.sql import functions as F


def job_{n}(spark):
    df = spark.read.table("warehouse.events_{m}")
    df = df.filter(F.col("kind") == "k{n}").withColumn("amount_{n}", F.col("amount") * {n})
    return df.groupBy("day").agg(F.sum("amount_{n}").alias("total_{n}"))
"""


@pytest.fixture
def pg_home(monkeypatch, tmp_path):
    name = f"codemap_load_{uuid.uuid4().hex[:8]}"
    admin = psycopg2.connect(ADMIN_URL)
    admin.autocommit = True
    admin.cursor().execute(f"create database {name}")
    url = f"postgresql://postgres@127.0.0.1:5432/{name}"
    data = tmp_path / "data"
    for key, value in {"CODEMAP_PG_URL": url, "CODEMAP_HOME": str(data), "DAGSTER_HOME": str(data / "dagster"),
                       "CODEMAP_EMBEDDINGS": "0"}.items():
        monkeypatch.setenv(key, value)
    local_instance(data).dispose()          # writes dagster.yaml: PostgreSQL storage
    yield url, data
    admin.cursor().execute(f"drop database if exists {name} with (force)")
    admin.close()


def _thousand_file_repo(tmp: Path) -> tuple[str, list[str]]:
    work = tmp / "work"
    work.mkdir()
    git("init", "-q", "-b", "main", cwd=work)
    import shutil
    shutil.copytree(EXAMPLE_REPO, work, dirs_exist_ok=True)
    for n in range(1000 - sum(1 for p in EXAMPLE_REPO.rglob("*.py"))):
        path = work / "jobs" / f"team_{n % 20}" / f"job_{n}.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(JOB.format(n=n, m=n % 50))
    commits = []
    for step in range(3):
        if step:
            for n in range(step * 10, step * 10 + 10):   # ten files change in each later commit
                (work / "jobs" / f"team_{n % 20}" / f"job_{n}.py").write_text(JOB.format(n=n, m=step))
        git("add", "-A", cwd=work)
        git("commit", "-qm", f"commit {step}", cwd=work)
        commits.append(git("rev-parse", "HEAD", cwd=work))
    bare = tmp / "origin.git"
    git("clone", "-q", "--bare", str(work), str(bare), cwd=tmp)
    return f"file://{bare}", commits


@pytest.mark.load
def test_ten_plans_three_commits_one_backfill_on_postgres(pg_home, tmp_path):
    pg_url, data = pg_home
    started = time.monotonic()
    url, commits = _thousand_file_repo(tmp_path)
    instance = dg.DagsterInstance.get()
    commit_keys = []
    for sha in commits:
        co = checkout(url, sha, data / "checkouts")
        register_commit(data, co.partition_key, url, sha, co.commit)
        commit_keys.append(co.partition_key)
    plan_keys = [register_plan(data, p) for p in PLANS]
    assert len(set(plan_keys)) == 10 and len(set(commit_keys)) == 3
    instance.add_dynamic_partitions("repo_commits", commit_keys)
    instance.add_dynamic_partitions("spark_plans", plan_keys)
    backfill = {"dagster/backfill": f"load{uuid.uuid4().hex[:6]}"}
    multi = [dg.MultiPartitionKey({"commit": c, "plan": p}) for c in commit_keys for p in plan_keys]

    context = multiprocessing.get_context("spawn")
    sys.path.insert(0, str(HERE))
    import load_runs

    outcomes = []
    with ProcessPoolExecutor(max_workers=3, mp_context=context) as pool:
        first = [pool.submit(load_runs.run, "load_code", {**backfill, "dagster/partition": key}) for key in commit_keys]
        first.append(pool.submit(load_runs.run, "load_plans", {
            **backfill, "dagster/asset_partition_range_start": plan_keys[0],
            "dagster/asset_partition_range_end": plan_keys[-1]}))
        outcomes += [f.result() for f in first]
        second = [pool.submit(load_runs.run, "load_mapping",
                              {**backfill, **mapping_partitions.get_tags_for_partition_key(key)}) for key in multi]
        outcomes += [f.result() for f in second]
        outcomes.append(pool.submit(load_runs.run, "load_catalog", backfill).result())
        outcomes.append(pool.submit(load_runs.run, "load_models", backfill).result())
    elapsed = time.monotonic() - started
    failed = [label for label, ok, _ in outcomes if not ok]
    assert not failed, failed

    instance = dg.DagsterInstance.get()
    runs = instance.get_run_records(dg.RunsFilter(tags=backfill))
    assert len(runs) == 3 + 1 + 30 + 2 and {r.dagster_run.status for r in runs} == {dg.DagsterRunStatus.SUCCESS}
    # every partition materialized
    for asset, expected in [("code_files", set(commit_keys)), ("spark_sites", set(commit_keys)),
                            ("plan_operators", set(plan_keys)), ("code_mappings", {str(k) for k in multi})]:
        got = {str(k) for k in instance.get_materialized_partitions(dg.AssetKey(asset))}
        assert got == expected, asset
    # nothing materialized twice (PostgreSQL's own event log)
    with psycopg2.connect(pg_url) as con, con.cursor() as cur:
        cur.execute("select asset_key, partition, count(*) from event_logs "
                    "where dagster_event_type = 'ASSET_MATERIALIZATION' group by 1, 2 having count(*) > 1")
        assert cur.fetchall() == []
    # outputs complete and not duplicated
    parquet = data / "parquet"
    files = pd.concat([pd.read_parquet(parquet / "code_files" / f"{k}.parquet") for k in commit_keys])
    assert files.groupby("commit_key").size().to_dict() == {k: 1000 for k in commit_keys}
    assert not files.duplicated(["commit_key", "path"]).any() and files["parse_error"].isna().all()
    for key in multi:
        commit, plan = key.keys_by_dimension["commit"], key.keys_by_dimension["plan"]
        mappings = pd.read_parquet(parquet / "code_mappings" / commit / f"{plan}.parquet")
        operators = pd.read_parquet(parquet / "plan_operators" / f"{plan}.parquet")
        assert not mappings.duplicated(["plan_index", "node_index", "rank"]).any(), key
        nodes = set(zip(operators.loc[~operators["wrapper"], "plan_index"], operators.loc[~operators["wrapper"], "node_index"]))
        top = mappings[mappings["rank"] == 0]
        assert set(zip(top["plan_index"], top["node_index"])) == nodes and len(top) == len(nodes), key
        export = json.loads((data / "exports" / commit / f"{plan}.json").read_text())
        assert len(export["mappings"]) == len(nodes), key
    print(f"load: 36 runs (3 commits x 1,000 files, 10 plans, 30 mappings) in {elapsed:.0f}s")
