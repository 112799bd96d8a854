"""The partition sets, defined once: a key per repository commit, a key per plan, and both for mappings."""

import dagster as dg

# Keys look like `<repo-slug>@<commit12>`; see codemap_pipeline.repos.checkout.commit_partition_key.
commit_partitions = dg.DynamicPartitionsDefinition(name="repo_commits")
# Keys look like `<file-stem>-<content-sha8>`; see codemap_pipeline.storage.registry.plan_key_for.
plan_partitions = dg.DynamicPartitionsDefinition(name="spark_plans")
mapping_partitions = dg.MultiPartitionsDefinition({"commit": commit_partitions, "plan": plan_partitions})
