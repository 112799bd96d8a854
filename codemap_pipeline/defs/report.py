"""The report asset: the HTML page of one plan mapped against one commit, next to the JSON export."""

from pathlib import Path

import dagster as dg
import pandas as pd

from codemap_pipeline.defs.partitions import mapping_partitions
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.report.html import STATUSES, render_report, report_title
from codemap_pipeline.storage.parquet import write_text_atomic


def report_path(settings: CodemapSettings, commit_key: str, plan_key: str) -> Path:
    return settings.root / "reports" / commit_key / f"{plan_key}.html"


@dg.asset(partitions_def=mapping_partitions, group_name="mapping", kinds={"html"})
def plan_report(context: dg.AssetExecutionContext, settings: CodemapSettings, code_mappings: pd.DataFrame,
                plan_operators: pd.DataFrame, repo_checkout: pd.DataFrame) -> dg.MaterializeResult:
    """A self-contained HTML page: the plan drawn, each operator with its status, cost and mapped code."""
    keys = context.partition_key.keys_by_dimension
    commit_key, plan_key = keys["commit"], keys["plan"]
    page = render_report(plan_operators, code_mappings, Path(repo_checkout["path"].iloc[0]),
                         report_title(commit_key, plan_key))
    path = write_text_atomic(page, report_path(settings, commit_key, plan_key))
    top = code_mappings[code_mappings["rank"] == 0] if len(code_mappings) else code_mappings
    counts = {s: int((top["status"] == s).sum()) if len(top) else 0 for s in STATUSES}
    return dg.MaterializeResult(metadata={
        "report": dg.MetadataValue.path(str(path)),
        **counts,
        "operators": len(top),
        "size_kb": round(len(page.encode("utf-8")) / 1024, 1),
    })
