"""Assets of the plan side: the registered plan, its parsed operators and their semantics.

Parsing is cheap next to starting a run, so a backfill over many plans runs as one run
(BackfillPolicy.single_run): each asset handles every plan key of its run and hands the IO manager
one frame per key.
"""

import hashlib
import json
from pathlib import Path

import dagster as dg
import pandas as pd

from codemap_pipeline import quality
from codemap_pipeline.defs.code_index import check_result
from codemap_pipeline.defs.partitions import plan_partitions
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.plans.model import ParsedPlan, PlanParseError
from codemap_pipeline.plans.files import parse_stored_plan
from codemap_pipeline.plans.semantics import node_semantics
from codemap_pipeline.storage.frames import operators_frame, plans_from_frame
from codemap_pipeline.storage.registry import plan_entry

BATCHED = dg.BackfillPolicy.single_run()
NODE_IDS_UNIQUE = "node_ids_unique"


def _by_key(frame: pd.DataFrame, keys: list[str]) -> dict[str, pd.DataFrame]:
    return {key: frame[frame["plan_key"] == key].reset_index(drop=True) for key in keys}


@dg.asset(partitions_def=plan_partitions, group_name="plans", kinds={"spark", "parquet"}, backfill_policy=BATCHED)
def spark_plans(context: dg.AssetExecutionContext, settings: CodemapSettings) -> dict[str, pd.DataFrame]:
    """The plan as registered (a copy of the file or event-log folder kept under the data folder), with
    where it came from."""
    out = {}
    for key in context.partition_keys:
        entry = plan_entry(settings.root, key)
        stored = Path(entry["stored_path"])
        text = stored.read_text(encoding="utf-8", errors="replace") if stored.is_file() else ""
        out[key] = pd.DataFrame([{"plan_key": key, "source": entry["source"], "stored_path": str(stored),
                                  "text": text, "bytes": len(text.encode()),
                                  "sha1": hashlib.sha1(text.encode()).hexdigest()}])
    return out


def parse_registered(plan_key: str, source: str, stored_path: str,
                     text: str | None = None) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Operators and parse errors of one registered plan (`text`: its explain text, as `spark_plans` stored
    it); a plan that cannot be read yields errors only."""
    errors: list[PlanParseError] = []
    try:
        plans = parse_stored_plan(stored_path, text)
    except PlanParseError as exc:
        plans, errors = [], [exc]
    for plan in plans:
        errors.extend(plan.errors)
    errs = pd.DataFrame([{"plan_key": plan_key, "source": source, "line": e.line, "message": e.message,
                          "kind": "PARSE_ERROR"} for e in errors],
                        columns=["plan_key", "source", "line", "message", "kind"])
    return operators_frame(plan_key, plans), errs


@dg.multi_asset(
    partitions_def=plan_partitions, group_name="plans", backfill_policy=BATCHED,
    outs={
        "plan_operators": dg.AssetOut(kinds={"parquet"}, description=(
            "One row per plan node: id as Spark's formatted mode numbers it, operator, parent, wrapper flag, "
            "codegen stage, detail fields, the names it mentions and its event-log metrics.")),
        "plan_parse_errors": dg.AssetOut(kinds={"parquet"}, description="What could not be read, with the line."),
    },
    check_specs=[dg.AssetCheckSpec(NODE_IDS_UNIQUE, asset="plan_operators",
                                   description="Within each plan, no two nodes share a node id.")],
)
def plan_operators(context: dg.AssetExecutionContext, spark_plans: pd.DataFrame):
    """Parse each plan (explain text in any mode, AQE, event logs) into operators."""
    ops, errs = {}, {}
    for row in spark_plans.to_dict("records"):
        ops[row["plan_key"]], errs[row["plan_key"]] = parse_registered(row["plan_key"], row["source"],
                                                                        row["stored_path"], row.get("text"))
        for e in errs[row["plan_key"]].itertuples():
            context.log.warning(f"PARSE_ERROR {e.source}:{e.line}: {e.message}")
    every = pd.concat(ops.values(), ignore_index=True) if ops else pd.DataFrame()
    real = every[~every["wrapper"]] if len(every) else every
    yield dg.Output(ops, "plan_operators", metadata={
        "plans": int(every["plan_index"].nunique()) if len(every) else 0, "nodes": len(every),
        "non_wrapper_nodes": len(real),
        "operators": dg.MetadataValue.md(
            real["operator"].value_counts().to_frame().to_markdown() if len(real) else "_none_")})
    yield dg.Output(errs, "plan_parse_errors", metadata={"errors": sum(len(e) for e in errs.values())})
    ids = every[["plan_key", "plan_index", "node_id"]] if len(every) else pd.DataFrame(
        columns=["plan_key", "plan_index", "node_id"])
    yield check_result("plan_operators", NODE_IDS_UNIQUE, quality.ids_unique(ids, ["plan_key", "plan_index", "node_id"]))


def semantics_frame(plan_operators: pd.DataFrame) -> pd.DataFrame:
    rows = []
    for plan_index, nodes in enumerate(plans_from_frame(plan_operators)):
        plan = ParsedPlan(mode="", nodes=nodes)
        for node_index, node in enumerate(nodes):
            facts = node_semantics(node, plan)
            rows.append({"plan_index": plan_index, "node_index": node_index, "node_id": node.node_id,
                         **{k: json.dumps(v) if isinstance(v, dict) else list(v) if isinstance(v, (tuple, set)) else v
                            for k, v in facts.items()}})
    frame = pd.DataFrame(rows)
    if len(plan_operators):
        frame.insert(0, "plan_key", plan_operators["plan_key"].iloc[0])
    return frame


@dg.asset(partitions_def=plan_partitions, group_name="plans", kinds={"parquet"}, backfill_policy=BATCHED)
def plan_semantics(context: dg.AssetExecutionContext, plan_operators: pd.DataFrame) -> dict[str, pd.DataFrame]:
    """Per node: what the operator does, its input, output, key and aggregate columns, filter
    conditions, whether Spark inserted it, and an operator signature string for search."""
    empty = plan_operators.iloc[0:0]
    return {key: semantics_frame(plan_operators[plan_operators["plan_key"] == key] if len(plan_operators) else empty)
            for key in context.partition_keys}
