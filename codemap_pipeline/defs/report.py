"""The report asset: the HTML page of one plan mapped against one commit, next to the JSON export."""

from pathlib import Path

import dagster as dg
import pandas as pd

from codemap_pipeline import layout
from codemap_pipeline.defs.partitions import mapping_partitions
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.report.html import STATUSES, render_report, report_title
from codemap_pipeline.storage.parquet import write_text_atomic


def report_path(settings: CodemapSettings, commit_key: str, plan_key: str) -> Path:
    return layout.report_path(settings.root, commit_key, plan_key)


@dg.asset(partitions_def=mapping_partitions, group_name="mapping", kinds={"html"})
def plan_report(context: dg.AssetExecutionContext, settings: CodemapSettings, code_mappings: pd.DataFrame,
                plan_operators: pd.DataFrame, repo_checkout: pd.DataFrame) -> dg.MaterializeResult:
    """A self-contained HTML page: the plan drawn, each operator with its status, cost and mapped code."""
    root = Path(repo_checkout["path"].iloc[0])
    partitions = [mapping_partitions.get_partition_key_from_str(str(k)) for k in context.partition_keys]
    paths, tops, size = [], [], 0
    for partition in partitions:   # one, except in `codemap map`'s run over all its plans
        commit_key, plan_key = partition.keys_by_dimension["commit"], partition.keys_by_dimension["plan"]
        mappings, operators = code_mappings, plan_operators
        if len(partitions) > 1:
            mappings = code_mappings[code_mappings["plan_key"] == plan_key] if len(code_mappings) else code_mappings
            operators = plan_operators[plan_operators["plan_key"] == plan_key]
        page = render_report(operators, mappings, root, report_title(commit_key, plan_key))
        paths.append(write_text_atomic(page, report_path(settings, commit_key, plan_key)))
        tops.append(mappings[mappings["rank"] == 0] if len(mappings) else mappings)
        size += len(page.encode("utf-8"))
    top = pd.concat(tops, ignore_index=True)
    counts = {s: int((top["status"] == s).sum()) if len(top) else 0 for s in STATUSES}
    return dg.MaterializeResult(metadata={
        "report": dg.MetadataValue.path(str(paths[0] if len(paths) == 1 else paths[0].parent)),
        **counts,
        "operators": len(top),
        "size_kb": round(size / 1024, 1),
    })
