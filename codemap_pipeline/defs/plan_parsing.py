"""Assets of the plan side: the registered plan text and its parsed operators."""


import hashlib
import json
from pathlib import Path

import dagster as dg
import pandas as pd

from codemap_pipeline import quality
from codemap_pipeline.defs.code_index import check_result

from codemap_pipeline.defs.partitions import plan_partitions
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.plans.model import PlanParseError
from codemap_pipeline.plans.parser import parse_plan_file
from codemap_pipeline.plans.semantics import node_semantics
from codemap_pipeline.plans.model import ParsedPlan
from codemap_pipeline.storage.frames import plans_from_frame
from codemap_pipeline.storage.frames import operators_frame
from codemap_pipeline.storage.registry import plan_entry


@dg.asset(partitions_def=plan_partitions, group_name="plans", kinds={"spark", "parquet"})
def spark_plans(context: dg.AssetExecutionContext, settings: CodemapSettings) -> pd.DataFrame:
    """The plan text as registered (a copy kept under the data folder), with where it came from."""
    entry = plan_entry(settings.root, context.partition_key)
    stored = Path(entry["stored_path"])
    text = stored.read_text(encoding="utf-8", errors="replace") if stored.is_file() else ""
    return pd.DataFrame([{"plan_key": context.partition_key, "source": entry["source"], "stored_path": str(stored),
                          "text": text, "bytes": len(text.encode()), "sha1": hashlib.sha1(text.encode()).hexdigest()}])


NODE_IDS_UNIQUE = "node_ids_unique"


@dg.multi_asset(
    partitions_def=plan_partitions, group_name="plans",
    outs={
        "plan_operators": dg.AssetOut(kinds={"parquet"}, description=(
            "One row per plan node: id as Spark's formatted mode numbers it, operator, parent, wrapper flag, "
            "codegen stage, detail fields and the names it mentions.")),
        "plan_parse_errors": dg.AssetOut(kinds={"parquet"}, description="What could not be read, with the line."),
    },
    check_specs=[dg.AssetCheckSpec(NODE_IDS_UNIQUE, asset="plan_operators",
                                   description="Within each plan, no two nodes share a node id.")],
)
def plan_operators(context: dg.AssetExecutionContext, spark_plans: pd.DataFrame):
    """Parse the plan text (explain simple, extended, formatted; AQE) into operators."""
    row = spark_plans.iloc[0]
    errors: list[PlanParseError] = []
    try:
        plans = parse_plan_file(row["stored_path"])
    except PlanParseError as exc:
        plans, errors = [], [exc]
    for plan in plans:
        errors.extend(plan.errors)
    ops = operators_frame(row["plan_key"], plans)
    errs = pd.DataFrame([{"plan_key": row["plan_key"], "source": row["source"], "line": e.line,
                          "message": e.message, "kind": "PARSE_ERROR"} for e in errors],
                        columns=["plan_key", "source", "line", "message", "kind"])
    for e in errors:
        context.log.warning(f"PARSE_ERROR {e}")
    real = ops[~ops["wrapper"]] if len(ops) else ops
    yield dg.Output(ops, "plan_operators", metadata={
        "plans": len(plans), "nodes": len(ops), "non_wrapper_nodes": len(real),
        "operators": dg.MetadataValue.md(
            real["operator"].value_counts().to_frame().to_markdown() if len(real) else "_none_")})
    yield dg.Output(errs, "plan_parse_errors", metadata={"errors": len(errs)})
    ids = ops[["plan_index", "node_id"]] if len(ops) else pd.DataFrame(columns=["plan_index", "node_id"])
    yield check_result("plan_operators", NODE_IDS_UNIQUE, quality.ids_unique(ids, ["plan_index", "node_id"]))


@dg.asset(partitions_def=plan_partitions, group_name="plans", kinds={"parquet"})
def plan_semantics(plan_operators: pd.DataFrame) -> pd.DataFrame:
    """Per node: what the operator does, its input, output, key and aggregate columns, filter
    conditions, whether Spark inserted it, and an operator signature string for search."""
    rows = []
    for plan_index, nodes in enumerate(plans_from_frame(plan_operators)):
        plan = ParsedPlan(mode="", nodes=nodes)
        for node_index, node in enumerate(nodes):
            facts = node_semantics(node, plan)
            rows.append({"plan_index": plan_index, "node_index": node_index, "node_id": node.node_id,
                         "operator": node.operator,
                         **{k: json.dumps(v) if isinstance(v, dict) else list(v) if isinstance(v, (tuple, set)) else v
                            for k, v in facts.items()}})
    frame = pd.DataFrame(rows)
    if len(plan_operators):
        frame.insert(0, "plan_key", plan_operators["plan_key"].iloc[0])
    return frame
