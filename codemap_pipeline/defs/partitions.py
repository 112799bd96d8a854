"""The partition sets, defined once: a key per repository commit, a key per plan, and both for mappings."""

import dagster as dg

# Keys look like `<repo-slug>@<commit12>`; see codemap_pipeline.repos.checkout.commit_partition_key.
commit_partitions = dg.DynamicPartitionsDefinition(name="repo_commits")
# Keys look like `<file-stem>-<content-sha8>`; see codemap_pipeline.storage.registry.plan_key_for.
plan_partitions = dg.DynamicPartitionsDefinition(name="spark_plans")
mapping_partitions = dg.MultiPartitionsDefinition({"commit": commit_partitions, "plan": plan_partitions})


def add_requests(commit_keys=(), plan_keys=()) -> list[dg.AddDynamicPartitionsRequest]:
    """The requests that register new commit and plan keys: what the sensors return in their SensorResult,
    and what `codemap map` and the job API apply to the instance (see `register`)."""
    requests = []
    if commit_keys:
        requests.append(commit_partitions.build_add_request(list(dict.fromkeys(commit_keys))))
    if plan_keys:
        requests.append(plan_partitions.build_add_request(list(dict.fromkeys(plan_keys))))
    return requests


def register(instance: dg.DagsterInstance, commit_keys=(), plan_keys=()) -> None:
    """Add the keys to the instance's partition sets, as a sensor's result does when Dagster applies it."""
    for request in add_requests(commit_keys, plan_keys):
        instance.add_dynamic_partitions(request.partitions_def_name, list(request.partition_keys))
