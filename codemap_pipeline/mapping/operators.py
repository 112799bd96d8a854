"""What each Spark operator family means for the mapper: which user calls can produce it, and which nodes
Spark inserts on a user call's behalf."""

from __future__ import annotations

import re

# Every family also admits a `sql` site: a spark.sql(...) query can produce any operator.
SITE_KINDS: dict[str, set[str]] = {
    "scan": {"read", "cache"},
    "filter": {"filter"},
    "project": {"project", "window", "udf", "explode"},
    "aggregate": {"aggregate", "distinct", "pivot"},
    "join": {"join"},
    "sort": {"sort"},
    "topk": {"sort", "limit"},
    "limit": {"limit"},
    "window": {"window"},
    "union": {"union"},
    "exchange": {"repartition"},
    "udf": {"udf"},
    "generate": {"explode"},
    "expand": {"aggregate", "distinct"},
    "write": {"write"},
    "sample": {"sample"},
    "cache": {"cache"},
    "rdd": {"rdd"},
}

_FAMILY_BY_OPERATOR = {
    "Scan": "scan", "FileScan": "scan", "BatchScan": "scan", "LocalTableScan": "scan", "Range": "scan",
    "InMemoryTableScan": "cache", "InMemoryRelation": "cache", "HiveTableScan": "scan", "RowDataSourceScan": "scan",
    "Filter": "filter",
    "Project": "project",
    "HashAggregate": "aggregate", "SortAggregate": "aggregate", "ObjectHashAggregate": "aggregate",
    "BroadcastHashJoin": "join", "SortMergeJoin": "join", "ShuffledHashJoin": "join",
    "BroadcastNestedLoopJoin": "join", "CartesianProduct": "join",
    "Sort": "sort",
    "TakeOrderedAndProject": "topk",
    "CollectLimit": "limit", "GlobalLimit": "limit", "LocalLimit": "limit",
    "Window": "window", "WindowGroupLimit": "window",
    "Union": "union",
    "Exchange": "exchange", "ShuffleExchange": "exchange", "BroadcastExchange": "exchange",
    "BatchEvalPython": "udf", "ArrowEvalPython": "udf", "FlatMapGroupsInPandas": "udf", "MapInPandas": "udf",
    "Generate": "generate",
    "Expand": "expand",
    "Sample": "sample",
    # typed Dataset and RDD code: rows turned into objects, a lambda, objects turned back into rows
    "SerializeFromObject": "rdd", "DeserializeToObject": "rdd", "MapElements": "rdd", "MapPartitions": "rdd",
    "MapGroups": "rdd", "FlatMapGroupsWithState": "rdd", "AppendColumns": "rdd", "AppendColumnsWithObject": "rdd",
    "CoGroup": "rdd", "ExternalRDDScan": "rdd", "ExternalRDD": "rdd",
}


def family(operator: str) -> str | None:
    if operator in _FAMILY_BY_OPERATOR:
        return _FAMILY_BY_OPERATOR[operator]
    if operator in ("Execute", "CommandResult") or re.search(r"Write|InsertInto|AppendData|CreateTable|SaveInto", operator):
        return "write"
    return None


def allowed_site_kinds(operator: str, functions: list[str] | None = None, operator_detail: str = "") -> set[str]:
    fam = family(operator)
    if not fam:
        return set()
    kinds = SITE_KINDS.get(fam, set())
    if fam == "scan" and operator_detail and "ExistingRDD" in operator_detail:
        kinds = kinds | {"rdd"}  # `Scan ExistingRDD`: rows of an RDD made into a DataFrame (toDF)
    if fam == "aggregate" and functions and set(functions) <= {"first"}:
        kinds = {"distinct"}  # dropDuplicates keeps the other columns with first()
    return kinds | {"sql"}


# Spark's join type -> the `how` values that produce it
_JOIN_HOW = {
    "inner": {"inner"}, "leftouter": {"left", "leftouter", "left_outer"},
    "rightouter": {"right", "rightouter", "right_outer"}, "fullouter": {"outer", "full", "fullouter", "full_outer"},
    "leftsemi": {"semi", "leftsemi", "left_semi"}, "leftanti": {"anti", "leftanti", "left_anti"},
    "cross": {"cross", "inner"},
}


def join_type_fits(plan_type: str | None, how: str | None) -> bool:
    """False only when both are known and disagree (a LeftOuter node is no inner join call)."""
    if not plan_type or not how:
        return True
    allowed = _JOIN_HOW.get(plan_type.lower())
    return allowed is None or how.lower() in allowed


# Families whose calls rarely mention a name the plan shows (`.union(other)`, `.cache()`): a site of the
# right kind is a candidate even with no shared name, and the tree decides among them.
NAMELESS_FAMILIES = {"union", "cache", "sample", "limit", "exchange", "write", "sort", "generate"}


def node_text(node) -> str:
    """A node's header and details as one text, for the checks that look for a word anywhere in it."""
    return node.header + " " + " ".join(node.details.values())


def is_user_repartition(node) -> bool:
    """An Exchange the user asked for (repartition/coalesce), not one Spark added for a join or aggregate."""
    text = node_text(node)
    return "REPARTITION_BY" in text or "RoundRobinPartitioning" in text or "REBALANCE" in text


def is_partial_aggregate(node) -> bool:
    text = node_text(node)
    return family(node.operator) == "aggregate" and ("partial_" in text or "merge_" in text)


def is_inferred_filter(node) -> bool:
    """A Filter whose whole condition is isnotnull(...) terms is what Spark infers from join keys."""
    if node.operator != "Filter":
        return False
    condition = node.details.get("Condition") or node.header.partition(" ")[2]
    terms = [t.strip(" ()") for t in re.split(r"\bAND\b", condition) if t.strip(" ()")]
    return bool(terms) and all(t.startswith("isnotnull") for t in terms)
