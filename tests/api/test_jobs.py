"""The job API over real HTTP against `codemap serve`: every job a series of real Dagster runs."""

import os
import re
import signal
import time

import dagster as dg
import httpx
import pytest

from api_settings import ROOT, TOKEN
from spark_history import APP_ID, free_port
from sse import Stream

RETAIL = ROOT / "examples" / "retail"
PLANS = ROOT / "examples" / "plans"
STAGES = ["checkout", "index", "embeddings", "plan parsing", "mapping"]
AUTH = {"Authorization": f"Bearer {TOKEN}"}


def instance(api):
    return dg.DagsterInstance.from_config(str(api.data_dir / "dagster"))


def job_runs(api, job_id):
    return instance(api).get_runs(dg.RunsFilter(tags={"codemap/job": job_id}))


def stream_of(api, job_id, **kw):
    return Stream(f"{api.url}/api/v1/agent/jobs/{job_id}/stream", AUTH, **kw)


def create(api, plan: str) -> dict:
    answer = api.post("/jobs", {"repositoryUrl": str(RETAIL), "planPath": str(PLANS / plan)})
    assert answer.status_code == 200, answer.text
    return answer.json()


# ---------------------------------------------------------------- refused requests

@pytest.mark.parametrize("body, status, kind", [
    ({"repositoryUrl": str(RETAIL)}, 400, "BAD_REQUEST"),                                 # no plan
    ({"repositoryUrl": str(RETAIL), "planContent": "x", "planPath": "y"}, 400, "BAD_REQUEST"),
    ({"planContent": "== Physical Plan ==\n"}, 400, "BAD_REQUEST"),                       # no repository
    ({"repositoryUrl": str(ROOT / "examples" / "no-such-repo"), "planContent": "x"}, 400, "NOT_FOUND"),
    ({"repositoryUrl": "/etc", "planContent": "x"}, 403, "PATH_NOT_ALLOWED"),
    ({"repositoryUrl": "file:///etc", "planContent": "x"}, 403, "PATH_NOT_ALLOWED"),
    ({"repositoryUrl": str(RETAIL), "planPath": "/etc/passwd"}, 403, "PATH_NOT_ALLOWED"),
    ({"repositoryUrl": str(RETAIL), "planContent": "hello, not a plan"}, 422, "BAD_PLAN"),
    ({"repositoryUrl": str(RETAIL), "planContent": "x", "branch": "--upload-pack=touch"}, 400, "BAD_REQUEST"),
    ({"repositoryUrl": str(RETAIL), "historyServer": {"url": "ftp://x", "appId": "a"}}, 400, "HISTORY_SERVER_BAD_URL"),
    ({"repositoryUrl": str(RETAIL), "historyServer": {"url": "http://x", "appId": "a", "executionId": "one"}}, 400,
     "BAD_REQUEST"),
    (["not", "an", "object"], 400, "BAD_REQUEST"),
])
def test_bad_requests_get_a_4xx_naming_what(api, body, status, kind):
    answer = api.post("/jobs", body)
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["kind"] == kind and answer.json()["error"]["message"]


def test_a_dead_history_server_gets_a_clear_error(api):
    dead = f"http://127.0.0.1:{free_port()}"
    answer = api.post("/jobs", {"repositoryUrl": str(RETAIL), "historyServer": {"url": dead, "appId": APP_ID}})
    assert answer.status_code == 502
    error = answer.json()["error"]
    assert error["kind"] == "HISTORY_SERVER_UNREACHABLE" and dead in error["message"]


def test_token_ids_and_unknown_routes(api):
    body = {"repositoryUrl": str(RETAIL), "planContent": "x"}
    assert httpx.post(f"{api.url}/api/v1/agent/jobs", json=body).status_code == 401
    wrong = httpx.post(f"{api.url}/api/v1/agent/jobs", json=body, headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401 and wrong.json()["error"]["kind"] == "UNAUTHORIZED"
    assert api.get("/jobs/not-an-id").status_code == 400
    assert api.get("/jobs/../../etc").status_code == 404
    for verb in ("cancel", "pause", "resume"):
        answer = api.post(f"/jobs/{'ab' * 16}/{verb}")
        assert answer.status_code == 404 and answer.json()["error"]["kind"] == "JOB_NOT_FOUND"
    assert api.client.post("/jobs", content=b"{not json").status_code == 400


# ---------------------------------------------------------------- a whole job

def test_create_stream_pause_resume_complete(api):
    job = create(api, "top_customers.formatted.txt")
    assert job["status"] == "queued" and job["repoConfig"] == {"url": str(RETAIL), "branch": None}
    assert set(job["progress"]) == {"currentPhase", "totalStages", "stagesMapped", "percentage"}
    job_id = job["id"]
    live = stream_of(api, job_id)

    # pause while a stage runs: that stage's run finishes, then no other run starts
    live.wait_for(lambda e: e["type"] == "stage_started" and e["data"]["stage"] == "index")
    answer = api.post(f"/jobs/{job_id}/pause")
    assert answer.json() == {"success": True, "status": "paused"}
    paused = live.wait_for(lambda e: e["type"] == "job_paused")
    assert "index" in paused["data"]["stagesDone"]
    assert api.get(f"/jobs/{job_id}").json()["status"] == "paused"
    runs = job_runs(api, job_id)
    assert runs and all(r.is_finished for r in runs)
    time.sleep(5)   # still nothing new while paused
    assert len(job_runs(api, job_id)) == len(runs)

    answer = api.post(f"/jobs/{job_id}/resume")
    assert answer.json() == {"success": True, "status": "running"}
    done = live.wait_for(lambda e: e["type"] == "job_completed")
    assert done["data"]["status"] == "completed"
    live.done.wait(30)
    assert live.error is None

    types = live.types()
    started = live.events[0]
    assert started["type"] == "job_started" and set(started) == {"type", "timestamp", "data"}
    assert re.fullmatch(r"[0-9a-f]{40}", started["data"]["commitHash"]) and started["data"]["jobId"] == job_id
    total = started["data"]["totalNodes"]
    for stage in STAGES:
        assert {"type": "stage_started", "stage": stage} in [{"type": e["type"], "stage": e["data"].get("stage")}
                                                            for e in live.events]
        assert any(e["type"] == "stage_completed" and e["data"]["stage"] == stage for e in live.events)
    # what was done before the pause is not started again after the resume
    after = live.events[types.index("job_resumed"):]
    assert not any(e["type"] == "stage_started" and e["data"]["stage"] in paused["data"]["stagesDone"] for e in after)
    finalized = [e["data"] for e in live.events if e["type"] == "mapping_finalized"]
    assert len(finalized) == total > 0
    assert all(f["mappedCode"] and f["mappedCode"]["file"].startswith("retail_jobs/") for f in finalized)
    exports = [e["data"]["metadata"]["json_export"] for e in live.events
               if e["type"] == "artifact_produced" and e["data"]["asset"] == "code_mappings"]
    assert exports and os.path.exists(exports[0])
    assert types.index("mapping_finalized") > types.index("job_resumed")
    assert done["data"]["statistics"]["totalNodes"] == total

    final = api.get(f"/jobs/{job_id}").json()
    assert final["status"] == "completed" and final["progress"]["percentage"] == 100
    assert final["progress"]["stagesMapped"] == final["progress"]["totalStages"] == total
    assert len(final["result"]["mappings"]) == total
    assert final["result"]["repositoryAnalysis"]["totalFiles"] > 0
    assert final["result"]["repositoryAnalysis"]["totalFunctions"] > 0
    # over Dagster: one successful run per stage, in the instance the CLI and the UI use
    runs = job_runs(api, job_id)
    assert len(runs) == len(STAGES) and all(r.status == dg.DagsterRunStatus.SUCCESS for r in runs)

    # a client that connects late gets the same events; Last-Event-ID resumes after the one given
    late = stream_of(api, job_id)
    late.done.wait(60)
    assert late.events == live.events
    resumed = stream_of(api, job_id, last_event_id="4")
    resumed.done.wait(60)
    assert resumed.ids[0] == 5 and resumed.events == live.events[5:]
    assert api.post(f"/jobs/{job_id}/resume").status_code == 409


def _unfinished_run(api, job_id, timeout=300):
    deadline = time.time() + timeout
    while time.time() < deadline:
        runs = [r for r in job_runs(api, job_id) if not r.is_finished]
        if runs:
            return runs[0]
        time.sleep(0.2)
    raise AssertionError("no run started")


def test_create_then_cancel_terminates_the_run(api):
    job_id = create(api, "category_sales.formatted.txt")["id"]   # the commit is indexed: its stages are reused
    live = stream_of(api, job_id)
    run = _unfinished_run(api, job_id)
    assert api.post(f"/jobs/{job_id}/cancel").json() == {"success": True}
    done = live.wait_for(lambda e: e["type"] == "job_completed")
    assert done["data"]["status"] == "cancelled"
    assert not any(e["type"] == "mapping_finalized" for e in live.events)
    assert api.get(f"/jobs/{job_id}").json()["status"] == "cancelled"
    deadline = time.time() + 60
    while instance(api).get_run_by_id(run.run_id).status == dg.DagsterRunStatus.CANCELING and time.time() < deadline:
        time.sleep(0.5)
    assert instance(api).get_run_by_id(run.run_id).status == dg.DagsterRunStatus.CANCELED
    assert api.post(f"/jobs/{job_id}/cancel").status_code == 409


def test_a_job_whose_run_is_killed_ends_failed_with_its_error(api):
    job_id = create(api, "customer_order_gaps.formatted.txt")["id"]
    live = stream_of(api, job_id)
    run = _unfinished_run(api, job_id)
    pid = None
    deadline = time.time() + 300
    while pid is None and time.time() < deadline:
        for record in instance(api).get_records_for_run(run.run_id).records:
            event = record.event_log_entry.dagster_event
            m = re.search(r"Started process for run \(pid: (\d+)\)", (event.message or "") if event else "")
            if m:
                pid = int(m.group(1))
        time.sleep(0.2)
    assert pid, "the run's process never started"
    os.kill(pid, signal.SIGKILL)
    done = live.wait_for(lambda e: e["type"] == "job_completed")
    assert done["data"]["status"] == "failed"
    error = next(e for e in live.events if e["type"] == "error")["data"]
    assert error["kind"] == "RUN_CRASHED" and "SIGKILL" in error["message"] and error["runId"] == run.run_id
    final = api.get(f"/jobs/{job_id}").json()
    assert final["status"] == "failed" and final["error"]["kind"] == "RUN_CRASHED" and final["result"] is None


def test_history_server_field_maps_an_execution_with_its_metrics(api, history_server):
    answer = api.post("/jobs", {"repositoryUrl": str(RETAIL),
                                "historyServer": {"url": history_server, "appId": APP_ID, "executionId": 6}})
    assert answer.status_code == 200, answer.text
    job_id = answer.json()["id"]
    live = stream_of(api, job_id)
    done = live.wait_for(lambda e: e["type"] == "job_completed")
    assert done["data"]["status"] == "completed", live.events[-3:]
    result = api.get(f"/jobs/{job_id}").json()["result"]
    [execution] = result["executions"]
    assert execution["executionId"] == 6 and execution["durationMs"] > 0
    times = [n["time_ms"] or 0 for n in execution["nodes"]]
    assert times == sorted(times, reverse=True)
    assert execution["nodes"][0]["mappedCode"]["file"].startswith("retail_jobs/")
    assert all(m["plan"].startswith(f"{APP_ID}-sql6") for m in result["mappings"])
