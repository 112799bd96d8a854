"""Dagster runs for the job API: submitted to the instance the CLI uses, read back from its event log.

A run is created from the code location the way the UI's launch does (a subset of a defined job: the
assets of one stage, for one partition) and handed to `instance.submit_run`, so the instance's run
coordinator decides when it starts (the embedded instance and deploy/dagster.yaml both queue runs;
the dagster-daemon dequeues them), its launcher starts it (a process per run), and the UI shows it.
Everything Dagster-internal the API needs is in this module.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

import dagster as dg

from codemap_pipeline import layout, materialized
from codemap_pipeline.runner import root_message, local_instance

WORKSPACE = Path(__file__).resolve().parents[2] / "workspace.yaml"
JOB_TAG = "codemap/job"
SPEC_TAG = "codemap/step"
log = logging.getLogger("codemap.api")


@dataclass(frozen=True)
class RunSpec:
    """One Dagster run of a job's stage: which defined job, which of its assets, which partition."""
    stage: str
    job_name: str
    assets: tuple[str, ...] | None     # None: the job's whole selection
    partition: str | None               # a commit key, a plan key, "commit|plan", or None
    label: str                          # unique within a job, e.g. "mapping retail@1e7174e8ab73|q-1a2b3c4d"

    def partition_tags(self) -> dict[str, str]:
        if self.partition is None:
            return {}
        tags = {"dagster/partition": self.partition}
        if "|" in self.partition:   # mapping partitions: MultiPartitionKey over commit and plan
            commit, plan = self.partition.split("|", 1)
            tags.update({"dagster/partition/commit": commit, "dagster/partition/plan": plan})
        return tags


def is_materialized(instance, spec: RunSpec) -> bool:
    """Every asset of the spec has a materialization of its partition (the runner's test, per stage)."""
    if spec.assets is None or spec.partition is None:
        return False
    for asset in spec.assets:
        done = {str(k) for k in instance.get_materialized_partitions(dg.AssetKey(asset))}
        if spec.partition not in done:
            return False
    return True


class Runs:
    """The instance, a workspace over this project's code location, and the dagster-daemon that dequeues
    runs when none is running yet."""

    def __init__(self, data_dir: Path, env: dict[str, str]):
        from dagster._core.workspace.context import WorkspaceProcessContext
        from dagster._core.workspace.load_target import WorkspaceFileTarget

        self.data_dir = Path(data_dir)
        layout.api_dir(self.data_dir).mkdir(parents=True, exist_ok=True)
        self.instance = local_instance(self.data_dir)
        self._env = env
        self._lock = threading.Lock()
        self._daemon: subprocess.Popen | None = None
        self._context = WorkspaceProcessContext(self.instance, WorkspaceFileTarget(paths=[str(WORKSPACE)]))
        self._context.__enter__()
        self.ensure_daemon()

    # ------------------------------------------------------------------ daemon

    def ensure_daemon(self) -> None:
        """Start a dagster-daemon on this instance unless one is already alive (e.g. `codemap ui`'s)."""
        from dagster._daemon.controller import all_daemons_healthy

        if self._daemon is not None and self._daemon.poll() is None:
            return
        if all_daemons_healthy(self.instance):
            return
        exe = Path(sys.executable).parent / "dagster-daemon"
        out = open(layout.api_dir(self.data_dir) / "daemon.log", "ab")
        self._daemon = subprocess.Popen([str(exe) if exe.exists() else "dagster-daemon", "run", "-w", str(WORKSPACE)],
                                        cwd=WORKSPACE.parent, env=self._env, stdout=out, stderr=subprocess.STDOUT)
        out.close()
        log.info("started dagster-daemon (pid %s)", self._daemon.pid)

    def close(self) -> None:
        if self._daemon is not None and self._daemon.poll() is None:
            self._daemon.terminate()
            try:
                self._daemon.wait(30)
            except subprocess.TimeoutExpired:
                self._daemon.kill()
        self._context.__exit__(None, None, None)

    # ------------------------------------------------------------------ runs

    def add_partitions(self, commit_key: str, plan_keys: list[str]) -> None:
        from codemap_pipeline.defs.partitions import register

        register(self.instance, [commit_key], plan_keys)

    def submit(self, spec: RunSpec, job_id: str) -> str:
        """Create the run from the code location and submit it to the instance's run coordinator."""
        from dagster._core.definitions.selector import JobSubsetSelector

        with self._lock:
            workspace = self._context.create_request_context()
            location_name = next(iter(workspace.get_code_location_entries()))
            location = workspace.get_code_location(location_name)
            repo = next(iter(location.get_repositories().values()))
            assets = frozenset(dg.AssetKey(a) for a in spec.assets) if spec.assets else None
            selector = JobSubsetSelector(location_name=location_name, repository_name=repo.name,
                                         job_name=spec.job_name, op_selection=None, asset_selection=assets)
            job = location.get_job(selector)
            plan = location.get_execution_plan(job, {}, step_keys_to_execute=None, known_state=None,
                                               instance=self.instance)
            run = self.instance.create_run(
                job_name=job.name, run_id=None, run_config={}, resolved_op_selection=None,
                step_keys_to_execute=plan.execution_plan_snapshot.step_keys_to_execute, op_selection=None,
                status=None, root_run_id=None, parent_run_id=None,
                tags={**job.tags, **spec.partition_tags(), JOB_TAG: job_id, SPEC_TAG: spec.label},
                job_snapshot=job.job_snapshot, execution_plan_snapshot=plan.execution_plan_snapshot,
                parent_job_snapshot=job.parent_job_snapshot, remote_job_origin=job.get_remote_origin(),
                job_code_origin=job.get_python_origin(), asset_selection=assets, asset_check_selection=None,
                asset_graph=workspace.asset_graph)
            self.instance.submit_run(run.run_id, workspace)
        return run.run_id

    def unfinished_run(self, job_id: str, spec: RunSpec) -> str | None:
        """A run of this job and spec still queued or going (after a restart: follow it, do not submit again)."""
        runs = self.instance.get_runs(dg.RunsFilter(tags={JOB_TAG: job_id, SPEC_TAG: spec.label}))
        return next((r.run_id for r in runs if not r.is_finished), None)

    def status(self, run_id: str) -> str:
        return self.instance.get_run_by_id(run_id).status.value

    def cancel(self, run_id: str) -> bool:
        """Terminate the run (or take it off the queue): the run coordinator's cancel, as the UI's button."""
        run = self.instance.get_run_by_id(run_id)
        if run is None or run.is_finished:
            return False
        return bool(self.instance.run_coordinator.cancel_run(run_id))

    def records(self, run_id: str, cursor: str | None):
        """New event records of the run since `cursor`: (records, next cursor)."""
        connection = self.instance.get_records_for_run(run_id, cursor=cursor)
        return connection.records, connection.cursor


# ---------------------------------------------------------------------- event translation

def translate(record) -> dict | None:
    """One event-log record as (type, data) for the job's stream, or None when it says nothing to a user."""
    entry = record.event_log_entry
    event = entry.dagster_event
    if event is None:   # the assets' own log lines: their progress
        message = (entry.user_message or "").strip()
        return {"type": "stage_progress", "data": {"message": message, "step": entry.step_key}} if message else None
    kind = event.event_type.name   # (some values are legacy spellings: RUN_START is "PIPELINE_START")
    if kind in ("STEP_START", "STEP_SUCCESS", "STEP_FAILURE", "STEP_UP_FOR_RETRY", "STEP_RESTARTED"):
        data = {"step": event.step_key, "event": kind.lower()}
        if kind == "STEP_FAILURE":
            data["error"] = root_message(event.step_failure_data.error)
        if kind == "STEP_SUCCESS":
            data["durationMs"] = round(event.event_specific_data.duration_ms or 0)
        return {"type": "stage_progress", "data": data}
    if kind in ("RUN_ENQUEUED", "RUN_START", "RUN_SUCCESS", "RUN_FAILURE", "RUN_CANCELED"):
        return {"type": "stage_progress", "data": {"event": kind.lower(), "message": _message(record)}}
    if kind == "ASSET_MATERIALIZATION":
        materialization = event.event_specific_data.materialization
        return {"type": "artifact_produced", "data": {
            "asset": materialization.asset_key.to_user_string(),
            "partition": materialization.partition,
            "metadata": {k: _plain(v) for k, v in materialization.metadata.items() if _plain(v) is not None}}}
    return None


def _message(record) -> str:
    """What an event says: the user's log message, else Dagster's own (engine events keep theirs there)."""
    entry = record.event_log_entry
    return entry.user_message or (entry.dagster_event.message if entry.dagster_event else "") or ""


def _plain(value):
    """A metadata value as JSON when it is small and plain (paths, counts, text); Markdown tables are left out."""
    raw = getattr(value, "value", value)
    if isinstance(raw, (bool, int, float)) or (isinstance(raw, str) and len(raw) <= 300
                                                and type(value).__name__ != "MarkdownMetadataValue"):
        return raw
    return None


def run_error(instance, run_id: str) -> tuple[str, str]:
    """(kind, message) of a failed run: the failing step's root error, or why its process ended."""
    records = instance.get_records_for_run(run_id).records
    for record in records:
        event = record.event_log_entry.dagster_event
        if event is not None and event.event_type_value == "STEP_FAILURE":
            message = root_message(event.step_failure_data.error)
            prefix = message.split(":", 1)[0]
            kind = prefix if prefix.isupper() and "_" in prefix else "STAGE_FAILED"
            return kind, f"{event.step_key}: {message}"
    for record in reversed(records):
        message = _message(record)
        if "exited" in message or "terminated by signal" in message:
            return "RUN_CRASHED", message.strip().splitlines()[0]
    for record in reversed(records):
        event = record.event_log_entry.dagster_event
        if event is not None and event.event_type_value == "RUN_FAILURE":
            return "RUN_FAILED", (_message(record) or "the run failed").strip()
    return "RUN_FAILED", f"run {run_id} failed"


def catalog_current(data_dir: Path, commit_key: str, plan_keys: list[str]) -> bool:
    return materialized.catalog_current(data_dir)


def child_env(data_dir: Path, use_embeddings: bool) -> dict[str, str]:
    """The environment of the daemon and the code server: the same data folder and embedding switch."""
    return {**os.environ, "CODEMAP_HOME": str(data_dir), "DAGSTER_HOME": str(layout.dagster_home(data_dir)),
            "CODEMAP_EMBEDDINGS": "1" if use_embeddings else "0"}
