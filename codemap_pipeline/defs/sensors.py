"""Sensors that own the dynamic partitions: new commits on watched branches, new plans in the inbox."""

import json
from pathlib import Path

import dagster as dg

from codemap_pipeline import layout

from codemap_pipeline.defs.jobs import index_commit_job, parse_plan_job
from codemap_pipeline.defs.partitions import add_requests
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.repos.checkout import CheckoutError, commit_partition_key, public_url, remote_heads, repo_slug
from codemap_pipeline.storage.registry import record_branch_head, register_commit, register_plan


@dg.sensor(job=index_commit_job, minimum_interval_seconds=300, default_status=dg.DefaultSensorStatus.STOPPED)
def new_commits_sensor(context: dg.SensorEvaluationContext, settings: CodemapSettings) -> dg.SensorResult:
    """Lists the heads of each watched branch with `git ls-remote`; a sha not seen before becomes a
    commit partition and an indexing run. The cursor holds the last sha seen per repository and branch."""
    seen: dict[str, str] = json.loads(context.cursor or "{}")
    keys, requests = [], []
    for watch in settings.watched_branches():
        try:
            heads = remote_heads(watch.repo)
        except CheckoutError as exc:  # one unreachable repository must not hide the others
            context.log.warning(f"{exc.kind}: {exc}")
            continue
        repo = public_url(watch.repo)  # credentials never reach the cursor, the registry or a log
        sha = heads.get(watch.branch)
        ident = f"{repo}#{watch.branch}"
        if sha is None:
            context.log.warning(f"REF_NOT_FOUND: {repo} has no branch {watch.branch!r}")
            continue
        if seen.get(ident) == sha:
            continue
        key = commit_partition_key(repo_slug(repo), sha)
        register_commit(settings.root, key, repo, watch.branch, sha)
        record_branch_head(settings.root, repo, watch.branch, key)
        seen[ident] = sha
        if key not in keys:
            keys.append(key)
            requests.append(dg.RunRequest(partition_key=key, run_key=f"index-{key}"))
    return dg.SensorResult(
        run_requests=requests,
        dynamic_partitions_requests=add_requests(commit_keys=keys),
        cursor=json.dumps(seen, sort_keys=True),
    )


def inbox_entries(inbox: Path) -> list[Path]:
    """Plan files and event-log folders dropped in the inbox; hidden and partial (.tmp) files wait."""
    if not inbox.is_dir():
        return []
    return [p for p in sorted(inbox.iterdir()) if not p.name.startswith(".") and not p.name.endswith(".tmp")]


@dg.sensor(job=parse_plan_job, minimum_interval_seconds=60, default_status=dg.DefaultSensorStatus.STOPPED)
def plan_inbox_sensor(context: dg.SensorEvaluationContext, settings: CodemapSettings) -> dg.SensorResult:
    """Registers each new file (or event-log folder) in `<data>/inbox/` as a plan partition and parses it.
    The cursor holds the plan keys already registered, so a file changed in place is a new plan."""
    seen = set(json.loads(context.cursor or "[]"))
    keys = []
    for entry in inbox_entries(layout.inbox(settings.root)):
        key = register_plan(settings.root, entry)
        if key not in seen and key not in keys:
            keys.append(key)
    return dg.SensorResult(
        run_requests=[dg.RunRequest(partition_key=k, run_key=f"plan-{k}") for k in keys],
        dynamic_partitions_requests=add_requests(plan_keys=keys),
        cursor=json.dumps(sorted(seen | set(keys))),
    )


def history_watch(value: str) -> list[tuple[str, str]]:
    """`CODEMAP_HISTORY_WATCH="http://host:18080#app-1,app-2; http://other:18080#app-3"`: (url, app) pairs."""
    pairs = []
    for item in filter(None, (part.strip() for part in value.split(";"))):
        url, _, apps = item.partition("#")
        pairs.extend((url.strip(), app.strip()) for app in apps.split(",") if app.strip())
    return pairs


def poll_history(data_dir, watch: list[tuple[str, str]], seen: dict[str, int], log) -> tuple[list[str], dict[str, int]]:
    """Register a plan partition for each finished SQL execution newer than the cursor's, per application.
    Returns the new plan keys and the new cursor ({"<url>#<app>": last execution id})."""
    from codemap_pipeline.plans import history_server as hs

    keys, seen = [], dict(seen)
    for url, app in watch:
        ident = f"{url}#{app}"
        try:
            executions = hs.fetch_executions(url, app)
        except hs.HistoryServerError as exc:   # one server down must not hide the others
            log.warning(f"HISTORY_SERVER_{exc.kind}: {exc}")
            continue
        last = seen.get(ident, -1)
        # a running execution's plan may still change (AQE): wait until it has finished
        done = [e for e in executions if e.execution_id > last and e.status not in ("RUNNING", "")]
        running = [e.execution_id for e in executions if e.execution_id > last and e.status in ("RUNNING", "")]
        fresh = [e for e in done if not running or e.execution_id < min(running)]
        paths, skipped = hs.save_plans(fresh, hs.plan_folder(data_dir, url, app))
        for line in skipped:
            log.warning(f"skipped {line}")
        for path in paths:
            key = register_plan(data_dir, path)
            if key not in keys:
                keys.append(key)
        if fresh:
            seen[ident] = max(e.execution_id for e in fresh)
    return keys, seen


@dg.sensor(job=parse_plan_job, minimum_interval_seconds=300, default_status=dg.DefaultSensorStatus.STOPPED)
def history_server_sensor(context: dg.SensorEvaluationContext, settings: CodemapSettings) -> dg.SensorResult:
    """Polls the Spark History Server applications in CODEMAP_HISTORY_WATCH for new SQL executions; each
    finished one becomes a plan partition and a parsing run, as a file dropped in the inbox does.
    The cursor holds the last execution id seen per server and application."""
    import os

    seen = json.loads(context.cursor or "{}")
    keys, seen = poll_history(settings.root, history_watch(os.environ.get("CODEMAP_HISTORY_WATCH", "")), seen, context.log)
    return dg.SensorResult(
        run_requests=[dg.RunRequest(partition_key=k, run_key=f"plan-{k}") for k in keys],
        dynamic_partitions_requests=add_requests(plan_keys=keys),
        cursor=json.dumps(seen, sort_keys=True),
    )
