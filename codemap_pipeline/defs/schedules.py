"""The nightly mapping: every registered plan against the newest commit of each watched branch."""

import dagster as dg

from codemap_pipeline.defs.jobs import map_job
from codemap_pipeline.defs.partitions import plan_partitions
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.storage.registry import branch_heads


@dg.schedule(job=map_job, cron_schedule="0 2 * * *", execution_timezone="UTC",
             default_status=dg.DefaultScheduleStatus.STOPPED)
def nightly_mapping(context: dg.ScheduleEvaluationContext, settings: CodemapSettings):
    """One run per (newest indexed commit of a watched branch, plan). Commits not indexed yet are left
    for the next night: mapping needs the commit's code index."""
    indexed = context.instance.get_materialized_partitions(dg.AssetKey("spark_sites"))
    plans = context.instance.get_dynamic_partitions(plan_partitions.name)
    day = context.scheduled_execution_time.strftime("%Y-%m-%d")
    requests = []
    for head in branch_heads(settings.root):
        commit = head["commit_key"]
        if commit not in indexed:
            context.log.info(f"{commit} ({head['repo']} {head['branch']}) is not indexed yet; skipped")
            continue
        for plan in plans:
            key = dg.MultiPartitionKey({"commit": commit, "plan": plan})
            requests.append(dg.RunRequest(partition_key=str(key), run_key=f"nightly-{day}-{key}"))
    if not requests:
        return dg.SkipReason("no indexed commit of a watched branch, or no plan registered")
    return requests
