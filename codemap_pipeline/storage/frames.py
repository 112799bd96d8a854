"""Dataclasses to DataFrames and back, so each stage's output is a table anyone can query with SQL."""

from __future__ import annotations

import dataclasses
import json
import operator

import numpy as np
import pandas as pd
import pyarrow as pa

from codemap_pipeline import collector
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.plans.eventlog import metric_summary
from codemap_pipeline.plans.model import ParsedPlan, PlanNames, PlanNode


def records_frame(items: list, columns_from: type) -> pd.DataFrame:
    """A frame with one column per dataclass field, also when `items` is empty. Made column by column (a
    record per row was most of the time of turning a large index into frames); list fields are copied, so
    the frame shares no list with the records."""
    with collector.paused():
        return _records_frame(items, columns_from)


def _records_frame(items: list, columns_from: type) -> pd.DataFrame:
    fields = dataclasses.fields(columns_from)
    if not items or any(type(i) is not columns_from for i in items):
        return pd.DataFrame([dataclasses.asdict(i) for i in items], columns=[f.name for f in fields])
    columns = {}
    for f in fields:
        values = list(map(operator.attrgetter(f.name), items))
        columns[f.name] = [list(v) if type(v) is list else v for v in values] if _is_list(f) else values
    return pd.DataFrame(columns, columns=[f.name for f in fields])


def _is_list(f: dataclasses.Field) -> bool:
    return str(f.type).startswith("list")


def records_from_table(table, cls: type) -> list:
    """The dataclass rows of a pyarrow table written from `records_frame` (a Parquet file read as is): the
    same rows `records_from_frame` gives, made column by column without pandas (several times faster on
    the previous commit's rows). List fields come back as lists, nulls as None, a missing field as its
    default."""
    with collector.paused():
        return _records_from_table(table, cls)


def field_values(column, field: dataclasses.Field) -> list:
    """A table's column (Arrow) as the values of the dataclass field it was written from: lists as lists (a
    null as []), nulls as None, an int column that went through pandas as floats as ints."""
    # a column of nulls only (a commit without notebooks: their cell columns) needs no conversion
    values = [None] * len(column) if pa.types.is_null(column.type) else column.to_pylist()
    if _is_list(field):
        return [v if v is not None else [] for v in values]
    if str(field.type).startswith("int") and pa.types.is_floating(column.type):
        # an int column with nulls went through pandas as floats (`cell`): ints again, as the index made them
        return [None if v is None else int(v) for v in values]
    return values


def _records_from_table(table, cls: type) -> list:
    fields = dataclasses.fields(cls)
    names = [f.name for f in fields if f.name in table.column_names]
    columns = [field_values(table.column(f.name), f) for f in fields if f.name in table.column_names]
    missing = [f for f in fields if f.name not in table.column_names]
    if missing:   # older files: let the constructor fill the defaults
        return [cls(**dict(zip(names, values))) for values in zip(*columns)] if names else []
    new = object.__new__
    out = []
    for values in zip(*columns):
        record = new(cls)
        record.__dict__.update(zip(names, values))
        out.append(record)
    return out


def _plain(value):
    if isinstance(value, np.ndarray):
        return [_plain(v) for v in value.tolist()]
    if isinstance(value, float) and np.isnan(value):
        return None
    if value is pd.NA:
        return None
    return value


def records_from_frame(frame: pd.DataFrame, cls: type) -> list:
    """The dataclass rows a frame was made from (list fields come back as lists, nulls as None)."""
    fields = {f.name: f for f in dataclasses.fields(cls)}
    lists = {name for name, f in fields.items() if str(f.type).startswith("list")}
    out = []
    for row in frame.to_dict("records"):
        values = {k: _plain(v) for k, v in row.items() if k in fields}
        for key in lists & set(values):
            values[key] = list(values[key] or [])
        out.append(cls(**values))
    return out


def sites_from_frame(frame: pd.DataFrame) -> list[SparkSite]:
    return records_from_frame(frame, SparkSite)


_NAME_LISTS = [f.name for f in dataclasses.fields(PlanNames) if f.name not in ("join_type", "limit", "partitions")]


def operators_frame(plan_key: str, plans: list[ParsedPlan]) -> pd.DataFrame:
    rows = []
    for plan_index, plan in enumerate(plans):
        for node_index, node in enumerate(plan.nodes):
            names = node.names
            row = {
                "plan_key": plan_key, "plan_index": plan_index, "mode": plan.mode, "node_index": node_index,
                "node_id": node.node_id, "operator": node.operator, "header": node.header,
                "parent_index": node.parent,
                "parent_node_id": plan.nodes[node.parent].node_id if node.parent is not None else None,
                "children": list(node.children), "wrapper": node.wrapper, "codegen_stage": node.codegen_stage,
                "line": node.line, "reuses": node.reuses, "hosted_by": node.hosted_by, "twin_of": node.twin_of,
                "engine_operator": node.engine_operator,
                # event-log metrics as JSON text: SQL reads them with json_extract
                "metrics": json.dumps(node.metrics) if node.metrics else None,
                **{f"cost_{k}": v for k, v in metric_summary(node.metrics or {}).items()},
                "plan_title": plan.title, "call_site": plan.call_site, "execution_id": plan.execution_id,
                "description_rank": plan.description_rank, "details": json.dumps(node.details),
                "join_type": names.join_type, "limit_n": names.limit, "partitions": names.partitions,
            }
            row.update({f"names_{k}": [str(v) for v in getattr(names, k)] for k in _NAME_LISTS})
            rows.append(row)
    frame = pd.DataFrame(rows)
    for col in ("node_id", "parent_index", "parent_node_id", "codegen_stage", "reuses", "hosted_by", "twin_of", "limit_n",
                "partitions", "execution_id", "description_rank"):
        if col in frame:
            frame[col] = frame[col].astype("Int64")
    return frame


def plans_from_frame(frame: pd.DataFrame) -> list[list[PlanNode]]:
    """The node lists of each plan in `frame`, in plan order, indexes as stored."""
    plans = []
    for _, group in frame.sort_values(["plan_index", "node_index"]).groupby("plan_index", sort=True):
        nodes = []
        for row in group.to_dict("records"):
            row = {k: _plain(v) for k, v in row.items()}
            names = PlanNames(**{k: list(row[f"names_{k}"] or []) for k in _NAME_LISTS},
                              join_type=row["join_type"], limit=row["limit_n"], partitions=row["partitions"])
            nodes.append(PlanNode(
                node_id=row["node_id"], operator=row["operator"], header=row["header"],
                parent=row["parent_index"], children=list(row["children"] or []), wrapper=bool(row["wrapper"]),
                codegen_stage=row["codegen_stage"], details=json.loads(row["details"] or "{}"), names=names,
                line=int(row["line"] or 0), reuses=row["reuses"], hosted_by=row["hosted_by"],
                engine_operator=row.get("engine_operator"), twin_of=row.get("twin_of"),
                metrics=json.loads(row["metrics"]) if row.get("metrics") else {}))
        plans.append(nodes)
    return plans
