"""The one operator table plans and mapper share: each Spark operator's family, and the kinds of user
call (site kinds) that can produce a family. plans/semantics.py describes operators in words and
takes their kind from here; the mapper matches sites by it."""

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

FAMILY_BY_OPERATOR = {
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
    "Coalesce": "exchange",   # coalesce(n): fewer partitions without a shuffle
    # Spark 1.x names of the same operators, and streaming's
    "TungstenAggregate": "aggregate", "TungstenExchange": "exchange", "MicroBatchScan": "scan",
    "StateStoreRestore": "aggregate", "StateStoreSave": "aggregate",
    "BatchEvalPython": "udf", "ArrowEvalPython": "udf", "FlatMapGroupsInPandas": "udf", "MapInPandas": "udf",
    "FlatMapCoGroupsInPandas": "udf", "FlatMapGroupsInArrow": "udf", "FlatMapCoGroupsInArrow": "udf",
    "MapInArrow": "udf", "PythonMapInArrow": "udf",
    "Generate": "generate",
    "Expand": "expand",
    "Sample": "sample",
    # typed Dataset and RDD code: rows turned into objects, a lambda, objects turned back into rows
    "SerializeFromObject": "rdd", "DeserializeToObject": "rdd", "MapElements": "rdd", "MapPartitions": "rdd",
    "MapGroups": "rdd", "FlatMapGroupsWithState": "rdd", "AppendColumns": "rdd", "AppendColumnsWithObject": "rdd",
    "CoGroup": "rdd", "ExternalRDDScan": "rdd", "ExternalRDD": "rdd",
}


def family(operator: str) -> str | None:
    if operator in FAMILY_BY_OPERATOR:
        return FAMILY_BY_OPERATOR[operator]
    if operator in ("Execute", "CommandResult") or re.search(r"Write|InsertInto|AppendData|CreateTable|SaveInto", operator):
        return "write"
    return None


PIVOT_AGGREGATE = "pivotfirst"   # the aggregate function Spark plans for pivot(): it spreads one row per key


# show() turns each printed column into text (Spark 3.4+); an aggregate under it prints the casts in its results
SHOW_CAST = "toprettystring"
# dropDuplicates(cols) keeps every other column with first()
KEPT_FIRST = {"first", "partial_first"}


def keeps_firsts(functions) -> bool:
    """An aggregate's functions as dropDuplicates(cols) leaves them: first() of the others, show()'s casts."""
    own = set(functions or ()) - {SHOW_CAST}
    return bool(own) and own <= KEPT_FIRST


def allowed_site_kinds(operator: str, functions: list[str] | None = None, operator_detail: str = "") -> set[str]:
    fam = family(operator)
    if not fam:
        return set()
    kinds = SITE_KINDS.get(fam, set())
    if fam == "scan" and operator_detail and "ExistingRDD" in operator_detail:
        kinds = kinds | {"rdd"}  # `Scan ExistingRDD`: rows of an RDD made into a DataFrame (toDF)
    if fam == "aggregate" and keeps_firsts(functions):
        kinds = {"distinct"}
    if fam == "aggregate" and functions and PIVOT_AGGREGATE in functions:
        kinds = {"pivot"}  # only pivot() (or SQL PIVOT) makes Spark's pivotfirst aggregate
    return kinds | {"sql"}


# Operators only Python code can make (a Python UDF or pandas function runs in a Python worker) ...
PYTHON_ONLY = {"ArrowEvalPython", "BatchEvalPython", "FlatMapGroupsInPandas", "MapInPandas", "MapInArrow",
               "PythonMapInArrow", "FlatMapCoGroupsInPandas", "AggregateInPandas", "WindowInPandas",
               "FlatMapGroupsInArrow", "FlatMapCoGroupsInArrow", "ArrowEvalPythonUDTF", "BatchEvalPythonUDTF",
               "UpdatingSessionsInPandas", "FlatMapGroupsInPandasWithState"}
# Python functions run per group (applyInPandas of a groupBy or a cogroup, a grouped pandas_udf): Spark shuffles and
# sorts their input by the grouping keys itself, as for a sort-merge join
PYTHON_PER_GROUP = {"FlatMapGroupsInPandas", "FlatMapCoGroupsInPandas", "FlatMapGroupsInArrow",
                    "FlatMapCoGroupsInArrow", "AggregateInPandas"}
# ... and only JVM code: typed Dataset operators turn rows into the program's own objects and back.
JVM_ONLY = {"DeserializeToObject", "SerializeFromObject", "MapElements", "AppendColumns", "AppendColumnsWithObject",
            "MapGroups", "FlatMapGroupsWithState", "CoGroup", "ExternalRDDScan", "ExternalRDD"}
