"""The History Server as a plan source, against a real Spark History Server serving the example's event log."""

import json
import os
import subprocess
import sys
from pathlib import Path

import dagster as dg
import pytest

from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.defs.sensors import history_server_sensor, history_watch
from codemap_pipeline.plans import history_server as hs
from codemap_pipeline.plans.eventlog import read_event_log
from spark_history import APP_ID, EVENT_LOG, free_port

ROOT = Path(__file__).resolve().parents[2]


def test_every_execution_with_its_plan_duration_and_metrics(history_server):
    executions = hs.fetch_executions(history_server, APP_ID)
    logged = read_event_log(EVENT_LOG)   # the same executions, read from the log itself
    assert [e.execution_id for e in executions] == [p.execution_id for p in logged] == list(range(7))
    for execution, from_log in zip(executions, logged):
        assert execution.status == "COMPLETED" and execution.duration_ms > 0
        plan = hs.parse_execution(execution)
        assert plan.mode == "formatted"
        # Paired by walking both trees: every node's row count is the one the event log gives that node id.
        log_rows = {n.node_id: n.metrics.get("number of output rows") for n in from_log.nodes if n.node_id is not None}
        paired = [n for n in plan.nodes if n.metrics.get("number of output rows") is not None]
        assert paired, execution.execution_id
        for node in paired:
            assert node.metrics["number of output rows"] == log_rows[node.node_id], (execution.execution_id, node.node_id)


def test_slowest_nodes_first_with_codegen_time_on_the_stage_top(history_server):
    [execution] = hs.fetch_executions(history_server, APP_ID, 5)
    nodes = hs.slowest_nodes(execution)
    times = [n["time_ms"] or 0 for n in nodes]
    assert times == sorted(times, reverse=True) and times[0] > 0
    # the stage's own "duration" (WholeStageCodegen cluster) sits on exactly one node of that stage
    with_stage_time = [n for n in nodes if any(k.startswith("codegen stage 1 ") for k in n["metrics"])]
    assert len(with_stage_time) == 1


@pytest.mark.parametrize("text, value", [("248 ms", 248.0), ("4.2 s", 4200.0), ("3.5 KiB", 3584.0),
                                         ("1,234", 1234.0), ("total (min, med, max)\n12 ms (1 ms, 2 ms, 9 ms)", 12.0),
                                         ("2022.0 B", 2022.0), ("", None)])
def test_metric_values_as_the_ui_prints_them(text, value):
    assert hs.metric_value(text) == value


def test_a_dead_server_and_an_unknown_application_are_named(history_server):
    dead = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(hs.HistoryServerError) as err:
        hs.fetch_executions(dead, APP_ID, timeout=5)
    assert err.value.kind == "UNREACHABLE" and dead in str(err.value)
    with pytest.raises(hs.HistoryServerError) as err:
        hs.fetch_executions(history_server, "app-does-not-exist")
    assert err.value.kind == "NOT_FOUND" and "app-does-not-exist" in str(err.value)


def _codemap(*args, data_dir):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-m", "codemap_pipeline.cli", "--data-dir", str(data_dir), *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)


def test_codemap_map_maps_every_execution_of_the_application(history_server, tmp_path):
    out = tmp_path / "mappings.json"
    proc = _codemap("map", "--repo", "examples/retail", "--history-server", history_server, "--app", APP_ID,
                    "--no-embeddings", "--out", str(out), data_dir=tmp_path / "data")
    assert proc.returncode == 0, proc.stderr
    mapped = json.loads(out.read_text())
    plans = {m["plan"] for m in mapped["mappings"]}
    assert len(plans) == 7 and all(p.startswith(f"{APP_ID}-sql") for p in plans)
    for n in range(7):
        assert f"execution {n} of {APP_ID}:" in proc.stdout
    # beside the slowest node of the collect() of build_top_customers: its code
    block = proc.stdout.split(f"execution 6 of {APP_ID}:")[1]
    first_node = block.splitlines()[2]
    assert "retail_jobs/" in first_node and "ms" in first_node


def test_codemap_map_with_a_dead_server_says_so_in_one_line(tmp_path):
    dead = f"http://127.0.0.1:{free_port()}"
    proc = _codemap("map", "--repo", "examples/retail", "--history-server", dead, "--app", APP_ID,
                    data_dir=tmp_path / "data")
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and "UNREACHABLE" in proc.stderr and dead in proc.stderr


def test_sensor_registers_new_executions_once(history_server, tmp_path):
    os.environ["CODEMAP_HISTORY_WATCH"] = f"{history_server}#{APP_ID}"
    try:
        settings = CodemapSettings(data_dir=str(tmp_path))
        instance = dg.DagsterInstance.ephemeral()
        first = history_server_sensor(dg.build_sensor_context(instance=instance, resources={"settings": settings}))
        keys = [r.partition_key for r in first.run_requests]
        assert len(keys) == 7 and json.loads(first.cursor) == {f"{history_server}#{APP_ID}": 6}
        assert first.dynamic_partitions_requests[0].partition_keys == keys
        again = history_server_sensor(dg.build_sensor_context(instance=instance, cursor=first.cursor,
                                                              resources={"settings": settings}))
        assert again.run_requests == [] and again.cursor == first.cursor
    finally:
        del os.environ["CODEMAP_HISTORY_WATCH"]


def test_watch_setting_names_servers_and_applications():
    assert history_watch("http://a:18080#app-1, app-2; http://b:1#x") == [
        ("http://a:18080", "app-1"), ("http://a:18080", "app-2"), ("http://b:1", "x")]
