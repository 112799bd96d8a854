"""The partition sets, defined once: a key per repository commit, a key per plan, and both for mappings."""

import dagster as dg

from codemap_pipeline.materialized import COMMIT_PARTITIONS, PLAN_PARTITIONS

# Keys look like `<repo-slug>@<commit12>`; see codemap_pipeline.repos.checkout.commit_partition_key.
commit_partitions = dg.DynamicPartitionsDefinition(name=COMMIT_PARTITIONS)
# Keys look like `<file-stem>-<content-sha8>`; see codemap_pipeline.storage.registry.plan_key_for.
plan_partitions = dg.DynamicPartitionsDefinition(name=PLAN_PARTITIONS)
mapping_partitions = dg.MultiPartitionsDefinition({"commit": commit_partitions, "plan": plan_partitions})
