"""Sensors that own the dynamic partitions: new commits on watched branches, new plans in the inbox."""

import json
from pathlib import Path

import dagster as dg

from codemap_pipeline.defs.jobs import index_commit_job, parse_plan_job
from codemap_pipeline.defs.partitions import commit_partitions, plan_partitions
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
        dynamic_partitions_requests=[commit_partitions.build_add_request(keys)] if keys else [],
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
    for entry in inbox_entries(settings.root / "inbox"):
        key = register_plan(settings.root, entry)
        if key not in seen and key not in keys:
            keys.append(key)
    return dg.SensorResult(
        run_requests=[dg.RunRequest(partition_key=k, run_key=f"plan-{k}") for k in keys],
        dynamic_partitions_requests=[plan_partitions.build_add_request(keys)] if keys else [],
        cursor=json.dumps(sorted(seen | set(keys))),
    )
