"""Mapping jobs: one request, its stages as Dagster runs, its status and its event stream.

A job runs five stages in order, each as one Dagster run per partition it needs (checkout, index and
embeddings of the commit; parsing of each plan; mapping of each plan, then the catalog), submitted to
the instance and followed through its event log. Pause lets the current run finish and submits no
more; resume goes on from there, and any stage already materialized (by this job or another) is reused
without a run. Cancel terminates the current run. No web framework here: app.py is the HTTP layer.

A job lives under `<data>/api/jobs/<id>/`: job.json (its state; never the token), events.jsonl (its
stream) and the plans it was given.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
import traceback
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from codemap_pipeline import layout, materialized
from codemap_pipeline.plans import history_server as hs
from codemap_pipeline.repos.checkout import CheckoutError, checkout, is_git_url, public_url, remote_heads
from codemap_pipeline.runner import InputError, check_plan_file, combine_exports
from codemap_pipeline.storage.parquet import write_text_atomic

log = logging.getLogger("codemap.api")

STAGES = ["checkout", "index", "embeddings", "plan parsing", "mapping"]
WEIGHTS = {"checkout": 10, "index": 25, "embeddings": 20, "plan parsing": 10, "mapping": 35}
TERMINAL = {"completed", "failed", "cancelled"}
MAX_PLAN_BYTES = 50 << 20
_JOB_ID = re.compile(r"^[0-9a-f]{32}$")


class RequestError(Exception):
    """A request the API refuses: HTTP status, a kind a program can test, one line a person can read."""

    def __init__(self, status: int, kind: str, message: str):
        self.status, self.kind, self.message = status, kind, message
        super().__init__(message)


# ---------------------------------------------------------------------- settings

@dataclass
class ApiSettings:
    data_dir: Path
    token: str | None = None            # CODEMAP_API_TOKEN: every request must carry it as a bearer token
    roots: list[Path] = field(default_factory=list)   # CODEMAP_API_ROOTS: where local paths may be
    use_embeddings: bool = True
    refresh_catalog: bool = True        # CODEMAP_API_CATALOG=0: jobs leave the DuckDB catalog and SQL models as they are
    poll_seconds: float = 0.5

    @classmethod
    def from_env(cls, data_dir: Path, use_embeddings: bool = True) -> "ApiSettings":
        data_dir = Path(data_dir).resolve()
        roots_env = os.environ.get("CODEMAP_API_ROOTS", "")
        roots = [Path(p).expanduser().resolve() for p in roots_env.split(os.pathsep) if p.strip()] \
            or [data_dir, Path.cwd().resolve()]
        return cls(data_dir=data_dir, token=os.environ.get("CODEMAP_API_TOKEN") or None, roots=roots,
                   use_embeddings=use_embeddings, refresh_catalog=os.environ.get("CODEMAP_API_CATALOG", "1") != "0")

    def inside_roots(self, path: Path) -> bool:
        real = Path(os.path.realpath(path))
        return any(real == root or root in real.parents for root in self.roots)


# ---------------------------------------------------------------------- request validation

@dataclass
class JobRequest:
    repo: str                       # without credentials
    branch: str
    token: str | None               # kept in memory only
    plan_files: list[Path]          # files to register (under the job's folder or allowed roots)
    source: dict                    # where the plans came from, for the job's state
    executions: list[hs.Execution] = field(default_factory=list)


def _string(body: dict, name: str, required: bool = False) -> str | None:
    value = body.get(name)
    if value is None or value == "":
        if required:
            raise RequestError(400, "BAD_REQUEST", f"'{name}' is required")
        return None
    if not isinstance(value, str):
        raise RequestError(400, "BAD_REQUEST", f"'{name}' must be a string")
    return value


def _local_path(settings: ApiSettings, text: str, what: str) -> Path:
    path = Path(text).expanduser()
    if not path.is_absolute():
        path = Path.cwd() / path
    if not settings.inside_roots(path):
        raise RequestError(403, "PATH_NOT_ALLOWED", f"{what} {text!r} is outside the allowed roots "
                           f"({', '.join(str(r) for r in settings.roots)}; set CODEMAP_API_ROOTS)")
    if not path.exists():
        raise RequestError(400, "NOT_FOUND", f"{what} {text!r} does not exist")
    return path


def check_repository(settings: ApiSettings, repo: str) -> None:
    """A local folder inside the roots, or a git URL that `git ls-remote` can list."""
    if repo.startswith("-"):
        raise RequestError(400, "BAD_REPOSITORY", f"repositoryUrl {repo!r} starts with '-'")
    if repo.startswith("file://"):
        _local_path(settings, repo.removeprefix("file://"), "repositoryUrl")
    elif not is_git_url(repo):
        _local_path(settings, repo, "repositoryUrl")
        return
    try:
        remote_heads(repo)
    except CheckoutError as exc:
        raise RequestError(422, exc.kind, str(exc)) from None


def validate(settings: ApiSettings, body, job_dir: Path) -> JobRequest:
    """The request as a JobRequest, or RequestError. Plans given as text are written to `job_dir`."""
    if not isinstance(body, dict):
        raise RequestError(400, "BAD_REQUEST", "the body must be a JSON object")
    repo = _string(body, "repositoryUrl", required=True).strip()
    branch = (_string(body, "branch") or "").strip()
    token = _string(body, "token")
    if branch.startswith("-"):
        raise RequestError(400, "BAD_REQUEST", f"branch {branch!r} starts with '-'")
    sources = [k for k in ("planContent", "planPath", "historyServer") if body.get(k) not in (None, "")]
    if len(sources) != 1:
        raise RequestError(400, "BAD_REQUEST", "give exactly one of planContent, planPath, historyServer"
                           + (f" (got {', '.join(sources)})" if sources else ""))
    with_token = repo
    if token:
        if not repo.startswith("https://"):
            raise RequestError(400, "BAD_REQUEST", "'token' is only for https:// repositories")
        with_token = repo.replace("https://", f"https://x-access-token:{token}@", 1)
    check_repository(settings, with_token)

    executions: list[hs.Execution] = []
    source: dict = {"kind": sources[0]}
    if sources[0] == "planContent":
        text = body["planContent"]
        if not isinstance(text, str) or not text.strip():
            raise RequestError(400, "BAD_PLAN", "'planContent' must be the plan's text")
        if len(text.encode()) > MAX_PLAN_BYTES:
            raise RequestError(413, "BAD_PLAN", f"'planContent' is over {MAX_PLAN_BYTES >> 20} MB")
        job_dir.mkdir(parents=True, exist_ok=True)
        path = job_dir / "plan.txt"
        path.write_text(text)
        plan_files = [path]
    elif sources[0] == "planPath":
        path = _local_path(settings, _string(body, "planPath"), "planPath")
        plan_files = [path]
        source["path"] = str(path)
    else:
        spec = body["historyServer"]
        if not isinstance(spec, dict) or not isinstance(spec.get("url"), str) or not isinstance(spec.get("appId"), str):
            raise RequestError(400, "BAD_REQUEST", "'historyServer' must be {\"url\", \"appId\", \"executionId\"?}")
        execution = spec.get("executionId")
        if execution is not None and (isinstance(execution, bool) or not str(execution).isdigit()):
            raise RequestError(400, "BAD_REQUEST", "'historyServer.executionId' must be a whole number")
        try:
            executions = hs.fetch_executions(spec["url"], spec["appId"], None if execution is None else int(execution))
            plan_files, skipped = hs.save_plans(executions, hs.plan_folder(settings.data_dir, spec["url"], spec["appId"]))
        except hs.HistoryServerError as exc:
            status = {"NOT_FOUND": 404, "UNREACHABLE": 502, "BAD_ANSWER": 502}.get(exc.kind, 400)
            raise RequestError(status, f"HISTORY_SERVER_{exc.kind}", str(exc)) from None
        if not plan_files:
            raise RequestError(422, "BAD_PLAN", f"no execution of {spec['appId']} has a plan: " + "; ".join(skipped))
        executions = [e for e in executions if e.plan_text.strip()]
        source.update({"url": hs.check_url(spec["url"]), "appId": spec["appId"], "executionId": execution})
    for path in plan_files:
        try:
            check_plan_file(path)
        except InputError as exc:
            shown = str(exc).replace(str(job_dir) + os.sep, "") if sources[0] == "planContent" else str(exc)
            raise RequestError(422, "BAD_PLAN", shown) from None
    return JobRequest(repo=public_url(with_token), branch=branch, token=token, plan_files=plan_files,
                      source=source, executions=executions)


# ---------------------------------------------------------------------- jobs

def count_nodes(plan_files: list[Path]) -> int:
    from codemap_pipeline.plans.files import parse_plan_file

    return sum(1 for path in plan_files for plan in parse_plan_file(path) for n in plan.nodes if not n.wrapper)


class Job:
    """One job's state and event stream. The state is saved to job.json on every change."""

    SAVED = ("id", "status", "repoUrl", "branch", "createdAt", "commitKey", "commitHash", "planKeys",
             "totalNodes", "stagesMapped", "currentPhase", "stagesDone", "runIds", "error", "source", "planFiles",
             "pauseRequested", "cancelRequested", "executions", "ranSpecs")

    def __init__(self, folder: Path, state: dict, token: str | None = None):
        self.folder = folder
        self.state = state
        self.token = token
        self.events: list[dict] = []
        self.cond = threading.Condition()
        self.driving = False            # a driver thread owns the job (guarded by cond)
        self.generation = 0             # which driver is the current one
        self.current_run: str | None = None
        self.executions: list[hs.Execution] = []

    @property
    def id(self) -> str:
        return self.state["id"]

    def save(self) -> None:
        write_text_atomic(json.dumps({k: self.state.get(k) for k in self.SAVED}, indent=2), self.folder / "job.json")

    def update(self, **changes) -> None:
        with self.cond:
            self.state.update(changes)
            self.save()
            self.cond.notify_all()

    def emit(self, kind: str, data: dict) -> None:
        event = {"type": kind, "timestamp": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()) +
                 f".{int(time.time() * 1000) % 1000:03d}Z", "data": data}
        with self.cond:
            event_id = len(self.events)
            self.events.append(event)
            with open(self.folder / "events.jsonl", "a") as f:
                f.write(json.dumps(event) + "\n")
            self.cond.notify_all()
        log.debug("job %s event %d %s", self.id, event_id, kind)

    def progress(self) -> dict:
        s = self.state
        done = sum(WEIGHTS[stage] for stage in s.get("stagesDone", []) if stage in WEIGHTS)
        if "mapping" not in s.get("stagesDone", []) and s.get("totalNodes"):
            done += WEIGHTS["mapping"] * min(1.0, s.get("stagesMapped", 0) / s["totalNodes"]) * 0.9
        percentage = 100 if s["status"] == "completed" else min(99, round(done))
        return {"currentPhase": s.get("currentPhase"), "totalStages": s.get("totalNodes") or 0,
                "stagesMapped": s.get("stagesMapped", 0), "percentage": percentage}

    def result(self, data_dir: Path) -> dict | None:
        if self.state["status"] != "completed":
            return None
        output = combine_exports([layout.export_path(data_dir, self.state["commitKey"], k)
                                  for k in dict.fromkeys(self.state["planKeys"])])
        stats = output["statistics"]
        result = {"mappings": output["mappings"], "statistics": stats,
                  "repositoryAnalysis": {"totalFiles": stats.get("filesScanned", 0),
                                         "totalFunctions": stats.get("symbolsIndexed", 0)}}
        if self.state.get("executions"):
            result["executions"] = self.state["executions"]
        return result

    def to_json(self, data_dir: Path, with_result: bool = True) -> dict:
        s = self.state
        out = {"id": s["id"], "status": s["status"], "repoConfig": {"url": s["repoUrl"], "branch": s["branch"] or None},
               "progress": self.progress(), "createdAt": s["createdAt"], "commitHash": s.get("commitHash")}
        if s.get("error"):
            out["error"] = s["error"]
        if with_result:
            out["result"] = self.result(data_dir)
        return out


class JobManager:
    """Creates, drives and controls jobs. `runs` is a dagster_runs.Runs (or anything with its methods)."""

    def __init__(self, settings: ApiSettings, runs):
        self.settings = settings
        self.runs = runs
        self.jobs: dict[str, Job] = {}
        self.lock = threading.Lock()
        (self.root).mkdir(parents=True, exist_ok=True)
        self._load()

    @property
    def root(self) -> Path:
        return layout.api_dir(self.settings.data_dir) / "jobs"

    def _load(self) -> None:
        """Jobs of an earlier server: finished and paused ones as they were; one cut off while it ran goes
        on (its runs are followed, not submitted again)."""
        for folder in sorted(p for p in self.root.iterdir() if p.is_dir()):
            try:
                state = json.loads((folder / "job.json").read_text())
            except (OSError, ValueError):
                continue
            job = Job(folder, state)
            events = folder / "events.jsonl"
            if events.exists():
                job.events = [json.loads(line) for line in events.read_text().splitlines() if line.strip()]
            self.jobs[job.id] = job
            if state["status"] in ("queued", "running"):
                self._start(job)

    # ------------------------------------------------------------------ requests

    def create(self, body) -> Job:
        job_id = uuid.uuid4().hex
        folder = self.root / job_id
        try:
            request = validate(self.settings, body, folder)
        except RequestError:
            if folder.exists():
                import shutil

                shutil.rmtree(folder, ignore_errors=True)
            raise
        folder.mkdir(parents=True, exist_ok=True)
        state = {"id": job_id, "status": "queued", "repoUrl": request.repo, "branch": request.branch,
                 "createdAt": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "commitKey": None,
                 "commitHash": None, "planKeys": [], "totalNodes": count_nodes(request.plan_files),
                 "stagesMapped": 0, "currentPhase": None, "stagesDone": [], "runIds": [], "error": None,
                 "source": request.source, "planFiles": [str(p) for p in request.plan_files],
                 "pauseRequested": False, "cancelRequested": False, "executions": []}
        job = Job(folder, state, token=request.token)
        job.executions = request.executions
        job.save()
        job.created = job.to_json(self.settings.data_dir, with_result=False)   # as created: queued
        with self.lock:
            self.jobs[job_id] = job
        self._start(job)
        return job

    def get(self, job_id: str) -> Job:
        if not isinstance(job_id, str) or not _JOB_ID.match(job_id):
            raise RequestError(400, "BAD_JOB_ID", f"{job_id!r} is not a job id (32 hexadecimal digits)")
        job = self.jobs.get(job_id)
        if job is None:
            raise RequestError(404, "JOB_NOT_FOUND", f"no job {job_id}")
        return job

    def cancel(self, job_id: str) -> Job:
        job = self.get(job_id)
        with job.cond:
            _refuse_finished(job)
            job.update(cancelRequested=True)
            idle = not job.driving
        if job.current_run:
            self.runs.cancel(job.current_run)
        if idle:   # paused: no driver to see the request
            self._finish_cancelled(job)
        return job

    def pause(self, job_id: str) -> Job:
        """The current run finishes; the driver then stops before the next one."""
        job = self.get(job_id)
        with job.cond:
            _refuse_finished(job)
            job.update(pauseRequested=True, status="paused")
        return job

    def resume(self, job_id: str) -> Job:
        job = self.get(job_id)
        with job.cond:
            if job.state["status"] != "paused":
                raise RequestError(409, "JOB_NOT_PAUSED", f"job {job_id} is {job.state['status']}, not paused")
            job.update(pauseRequested=False, status="running" if job.state.get("commitKey") else "queued")
            if job.driving:   # still finishing its current run: it simply goes on
                return job
            job.emit("job_resumed", {"jobId": job.id})
            self._start(job)
        return job

    def close(self) -> None:
        for job in list(self.jobs.values()):
            if job.driving and job.current_run:
                log.info("server stopping: job %s goes on when the server starts again", job.id)

    # ------------------------------------------------------------------ the driver

    def _start(self, job: Job) -> None:
        with job.cond:
            job.driving = True
            job.generation += 1
            generation = job.generation
        threading.Thread(target=self._drive, args=(job, generation), name=f"job-{job.id[:8]}", daemon=True).start()

    def _drive(self, job: Job, generation: int) -> None:
        try:
            self._drive_stages(job)
        finally:
            with job.cond:
                if job.generation == generation:   # a resume may already have started the next driver
                    job.driving = False

    def _drive_stages(self, job: Job) -> None:
        try:
            if job.state["status"] == "queued" or not job.state.get("commitKey"):
                self._resolve(job)
            if job.state["status"] in TERMINAL:
                return
            for stage in STAGES:
                if stage in job.state["stagesDone"]:
                    continue
                if self._stopping(job):
                    return
                job.update(currentPhase=stage)
                job.emit("stage_started", {"stage": stage})
                started = time.time()
                reused_all = True
                for spec in self._specs(job, stage):
                    if self._stopping(job):
                        return
                    outcome = self._run(job, spec)
                    if outcome == "reused":
                        continue
                    reused_all = False
                    if outcome != "SUCCESS":
                        return
                done = job.state["stagesDone"] + [stage]
                job.update(stagesDone=done)
                job.emit("stage_completed", {"stage": stage, "reused": reused_all,
                                             "durationMs": round((time.time() - started) * 1000)})
            self._complete(job)
        except CheckoutError as exc:
            self._fail(job, exc.kind, str(exc))
        except Exception as exc:   # never leave a job running with nobody driving it
            log.error("job %s: %s", job.id, traceback.format_exc())
            self._fail(job, "INTERNAL", f"{type(exc).__name__}: {exc}")

    def _stopping(self, job: Job) -> bool:
        """Cancel or pause asked for: end the driver here (between runs)."""
        with job.cond:
            if job.state.get("cancelRequested"):
                self._finish_cancelled(job)
                return True
            if job.state.get("pauseRequested"):
                job.driving = False   # from here a resume starts a new driver
                job.update(status="paused")
                job.emit("job_paused", {"jobId": job.id, "stage": job.state.get("currentPhase"),
                                        "stagesDone": job.state["stagesDone"]})
                return True
        return False

    def _resolve(self, job: Job) -> None:
        """Resolve the branch to a commit and register the partitions (what `codemap map` does before any run)."""
        from codemap_pipeline.storage.registry import register_commit, register_plan

        if job.state["status"] == "queued":
            job.update(status="running")
        job.update(currentPhase="checkout")
        repo = job.state["repoUrl"]
        if job.token:
            repo = repo.replace("https://", f"https://x-access-token:{job.token}@", 1)
        data = self.settings.data_dir
        co = checkout(repo, job.state["branch"], layout.checkout_cache(data))
        register_commit(data, co.partition_key, public_url(co.repo), job.state["branch"], co.commit)
        plan_keys = [register_plan(data, Path(p)) for p in job.state["planFiles"]]
        self.runs.add_partitions(co.partition_key, plan_keys)
        executions = [hs.execution_summary(e, []) | {"planKey": k} for e, k in zip(job.executions, plan_keys)]
        job.update(commitKey=co.partition_key, commitHash=co.commit, planKeys=plan_keys,
                   executions=executions or job.state.get("executions", []))
        job.emit("job_started", {"jobId": job.id, "totalNodes": job.state["totalNodes"], "repoUrl": job.state["repoUrl"],
                                 "commitHash": co.commit, "branch": job.state["branch"] or None,
                                 "plans": list(dict.fromkeys(plan_keys))})

    def _specs(self, job: Job, stage: str):
        from codemap_pipeline.api.dagster_runs import RunSpec

        commit = job.state["commitKey"]
        plans = list(dict.fromkeys(job.state["planKeys"]))
        if stage == "checkout":
            return [RunSpec(stage, "index_commit_job", ("repo_checkout",), commit, f"checkout {commit}")]
        if stage == "index":
            return [RunSpec(stage, "index_commit_job", ("code_shards", "code_files", "code_symbols", "code_links",
                                                        "spark_sites", "symbol_summaries"), commit, f"index {commit}")]
        if stage == "embeddings":
            return [RunSpec(stage, "index_commit_job", ("symbol_embeddings",), commit, f"embeddings {commit}")]
        if stage == "plan parsing":
            return [RunSpec(stage, "parse_plan_job", ("spark_plans", "plan_operators", "plan_parse_errors",
                                                      "plan_semantics"), key, f"plan {key}") for key in plans]
        return [RunSpec(stage, "map_job", ("code_mappings", "plan_report"),
                        materialized.mapping_partition(commit, key), f"mapping {commit}|{key}") for key in plans] + \
               ([RunSpec(stage, "catalog_job", None, None, "catalog")] if self.settings.refresh_catalog else [])

    def _run(self, job: Job, spec) -> str:
        """Follow (or first submit) the spec's run; reuse what is materialized. Returns the run's final
        status ("SUCCESS", "FAILURE", "CANCELED") or "reused"."""
        from codemap_pipeline.api.dagster_runs import catalog_current, is_materialized, run_error, translate

        runs = self.runs
        if spec.label == "catalog":
            if not job.state.get("ranSpecs") and catalog_current(self.settings.data_dir, job.state["commitKey"], job.state["planKeys"]):
                job.emit("stage_progress", {"stage": spec.stage, "step": spec.label, "event": "reused"})
                return "reused"
        run_id = runs.unfinished_run(job.id, spec)
        if run_id is None:
            if is_materialized(runs.instance, spec):
                job.emit("stage_progress", {"stage": spec.stage, "step": spec.label, "event": "reused",
                                            "partition": spec.partition})
                self._after(job, spec)
                return "reused"
            run_id = runs.submit(spec, job.id)
        job.current_run = run_id
        job.update(runIds=job.state["runIds"] + [run_id],
                   ranSpecs=job.state.get("ranSpecs", []) + [spec.label])
        if job.state.get("cancelRequested"):   # cancel arrived while the run was being created
            runs.cancel(run_id)
        cursor = None
        while True:
            status = runs.status(run_id)
            records, cursor = runs.records(run_id, cursor)
            for record in records:
                event = translate(record)
                if event is not None:
                    job.emit(event["type"], {"stage": spec.stage, "runId": run_id, **event["data"]})
            if status in ("SUCCESS", "FAILURE", "CANCELED"):
                records, cursor = runs.records(run_id, cursor)
                for record in records:
                    event = translate(record)
                    if event is not None:
                        job.emit(event["type"], {"stage": spec.stage, "runId": run_id, **event["data"]})
                break
            time.sleep(self.settings.poll_seconds)
        job.current_run = None
        if status == "SUCCESS":
            self._after(job, spec)
        elif status == "CANCELED":
            self._finish_cancelled(job)
        else:
            kind, message = run_error(runs.instance, run_id)
            self._fail(job, kind, message, stage=spec.stage, run_id=run_id)
        return status

    def _after(self, job: Job, spec) -> None:
        """After a mapping partition: one mapping_finalized event per plan node, from its export."""
        if spec.job_name != "map_job":
            return
        plan_key = spec.partition.split("|", 1)[1]
        path = layout.export_path(self.settings.data_dir, job.state["commitKey"], plan_key)
        output = json.loads(path.read_text())
        for entry in output["mappings"]:
            job.emit("mapping_finalized", {"planKey": plan_key, **entry})
        job.update(stagesMapped=job.state["stagesMapped"] + len(output["mappings"]))

    def _complete(self, job: Job) -> None:
        executions = job.state.get("executions") or []
        if executions:   # History Server plans: each execution's nodes, slowest first, beside their code
            by_plan = {}
            output = combine_exports([layout.export_path(self.settings.data_dir, job.state["commitKey"], k)
                                      for k in dict.fromkeys(job.state["planKeys"])])
            for m in output["mappings"]:
                by_plan.setdefault(m["plan"], []).append(m)
            for summary in executions:
                by_id = {m["dagNodeId"]: m for m in by_plan.get(summary["planKey"], [])}
                for node in summary["nodes"]:
                    m = by_id.get(str(node["nodeId"])) or {}
                    node["mappedCode"], node["confidenceStatus"] = m.get("mappedCode"), m.get("confidenceStatus")
            job.update(executions=executions)
        job.update(status="completed", currentPhase=None)
        result = job.result(self.settings.data_dir)
        job.emit("job_completed", {"status": "completed", "result": result, "statistics": result["statistics"]})

    def _fail(self, job: Job, kind: str, message: str, stage: str | None = None, run_id: str | None = None) -> None:
        error = {"kind": kind, "message": message, "stage": stage or job.state.get("currentPhase"), "runId": run_id}
        job.update(status="failed", error=error)
        job.emit("error", error)
        job.emit("job_completed", {"status": "failed", "result": None, "statistics": None, "error": error})

    def _finish_cancelled(self, job: Job) -> None:
        with job.cond:
            if job.state["status"] == "cancelled":
                return
            job.update(status="cancelled")
        job.emit("job_completed", {"status": "cancelled", "result": None, "statistics": None})


def _refuse_finished(job: Job) -> None:
    """Cancel and pause need a job still running (called holding the job's lock)."""
    if job.state["status"] in TERMINAL:
        raise RequestError(409, "JOB_FINISHED", f"job {job.id} is already {job.state['status']}")
