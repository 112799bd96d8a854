"""Sensors and the nightly schedule evaluated against a real instance, with their run requests asserted."""

import json
import shutil
from datetime import datetime, timezone

import dagster as dg
import pytest

from codemap_pipeline.defs.resources import CodemapSettings, WatchedBranch
from codemap_pipeline.defs.schedules import nightly_mapping
from codemap_pipeline.defs.sensors import new_commits_sensor, plan_inbox_sensor
from codemap_pipeline.definitions import parse_watch
from codemap_pipeline.storage.registry import commit_entry, plan_entry, record_branch_head

from support import EXAMPLE_PLANS, git


@pytest.fixture
def instance():
    with dg.instance_for_test() as inst:
        yield inst


def test_commit_sensor_requests_each_new_head_once(bare_repo, tmp_path, instance):
    settings = CodemapSettings(data_dir=str(tmp_path / "data"), watch=[
        WatchedBranch(repo=bare_repo["url"], branch="main"), WatchedBranch(repo=bare_repo["url"], branch="feature"),
        WatchedBranch(repo=f"file://{tmp_path}/missing.git", branch="main")])
    ctx = dg.build_sensor_context(instance=instance, resources={"settings": settings})
    first = new_commits_sensor(ctx)
    keys = [f"origin@{bare_repo['second'][:12]}", f"origin@{bare_repo['third'][:12]}"]
    assert [r.partition_key for r in first.run_requests] == keys
    assert first.dynamic_partitions_requests[0].partition_keys == keys
    assert commit_entry(tmp_path / "data", keys[1])["ref"] == "feature"
    cursor = json.loads(first.cursor)
    assert cursor[f"{bare_repo['url']}#main"] == bare_repo["second"]

    # nothing new: no run, same cursor
    again = new_commits_sensor(dg.build_sensor_context(instance=instance, cursor=first.cursor,
                                                       resources={"settings": settings}))
    assert again.run_requests == [] and json.loads(again.cursor) == cursor

    # a new commit on main is picked up, and only that one
    work = tmp_path / "push"
    git("clone", "-q", bare_repo["url"], str(work), cwd=tmp_path)
    (work / "jobs" / "d.py").write_text("def fourth():\n    return 4\n")
    git("add", ".", cwd=work)
    git("commit", "-qm", "fourth", cwd=work)
    git("push", "-q", "origin", "main", cwd=work)
    new_sha = git("rev-parse", "HEAD", cwd=work)
    third = new_commits_sensor(dg.build_sensor_context(instance=instance, cursor=first.cursor,
                                                       resources={"settings": settings}))
    assert [r.partition_key for r in third.run_requests] == [f"origin@{new_sha[:12]}"]


def test_inbox_sensor_registers_new_plans(tmp_path, instance):
    data = tmp_path / "data"
    inbox = data / "inbox"
    inbox.mkdir(parents=True)
    shutil.copy(EXAMPLE_PLANS / "top_customers.formatted.txt", inbox)
    (inbox / ".partial.txt").write_text("still being written")
    settings = CodemapSettings(data_dir=str(data))
    first = plan_inbox_sensor(dg.build_sensor_context(instance=instance, resources={"settings": settings}))
    assert len(first.run_requests) == 1
    key = first.run_requests[0].partition_key
    assert key.startswith("top_customers-formatted-")
    assert plan_entry(data, key)["source"].endswith("top_customers.formatted.txt")

    shutil.copy(EXAMPLE_PLANS / "revenue_by_country.simple.txt", inbox)
    second = plan_inbox_sensor(dg.build_sensor_context(instance=instance, cursor=first.cursor,
                                                       resources={"settings": settings}))
    assert [r.partition_key[:25] for r in second.run_requests] == ["revenue_by_country-simple"]
    assert second.dynamic_partitions_requests[0].partition_keys == [second.run_requests[0].partition_key]


def test_nightly_schedule_maps_every_plan_against_each_indexed_head(tmp_path, instance):
    data = tmp_path / "data"
    instance.add_dynamic_partitions("spark_plans", ["p1-aaaa", "p2-bbbb"])
    instance.add_dynamic_partitions("repo_commits", ["jobs@111111111111", "jobs@222222222222"])
    record_branch_head(data, "https://x/jobs.git", "main", "jobs@111111111111")
    record_branch_head(data, "https://x/jobs.git", "dev", "jobs@222222222222")
    # only the main head has been indexed
    instance.report_runless_asset_event(dg.AssetMaterialization("spark_sites", partition="jobs@111111111111"))
    ctx = dg.build_schedule_context(instance=instance, resources={"settings": CodemapSettings(data_dir=str(data))},
                                    scheduled_execution_time=datetime(2026, 11, 22, 2, tzinfo=timezone.utc))
    requests = list(nightly_mapping(ctx))
    assert sorted(r.partition_key for r in requests) == ["jobs@111111111111|p1-aaaa", "jobs@111111111111|p2-bbbb"]
    assert all(r.run_key.startswith("nightly-2026-11-22-") for r in requests)


def test_watch_setting_parses_repo_branch_pairs():
    assert [(w.repo, w.branch) for w in parse_watch("https://h/a.git#main, git@h:b.git#dev,/srv/c")] == [
        ("https://h/a.git", "main"), ("git@h:b.git", "dev"), ("/srv/c", "main")]
