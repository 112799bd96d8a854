"""What each physical operator does, what user code makes it, and what Spark adds on its own.

`OPERATORS` is the reference table, one entry per operator family (Spark's name; Photon, Comet,
Gluten and RAPIDS operators are first mapped to it, see engines.py). `node_semantics(node)`
reads one parsed node against it: execution behaviour, input and output columns, keys,
aggregates, filter conditions, whether Spark inserted this very node, and a one-line operator
signature meant for search indexes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .model import ParsedPlan, PlanNode
from .operators import PYTHON_PER_GROUP, family
from .names import split_alias, header_fields, split_top, strip_ids, unwrap_list


@dataclass(frozen=True)
class OperatorInfo:
    description: str
    user_calls: tuple[str, ...]   # API calls / SQL clauses that produce it
    inserted: str                 # "never" | "sometimes" | "always": does Spark add it by itself
    behaviour: str                # narrow, shuffle, broadcast, blocking, ...
    kind: str                     # the gold-label kind (docs/output-format.md), "" for wrappers


def _op(description, calls, inserted, behaviour, kind) -> OperatorInfo:
    return OperatorInfo(description, tuple(calls), inserted, behaviour, kind)


_WRAP = "never written by users; a plumbing node Spark adds"
OPERATORS: dict[str, OperatorInfo] = {
    # reading
    "Scan": _op("reads rows from a file source or table, applying pushed filters and pruning "
                "columns", ["spark.read.*", "spark.table", "FROM table", "spark.sql"], "never",
                "narrow; leaf that reads storage", "read"),
    "BatchScan": _op("reads rows through a DataSource V2 connector (Iceberg, Delta, JDBC...)",
                     ["spark.read.format(...).load", "spark.table", "FROM table"], "never",
                     "narrow; leaf that reads storage", "read"),
    "HiveTableScan": _op("reads a Hive table through its SerDe", ["spark.table", "FROM table"],
                         "never", "narrow; leaf that reads storage", "read"),
    "InMemoryTableScan": _op("reads a cached DataFrame from memory or disk",
                             ["df.cache", "df.persist", "CACHE TABLE"], "never",
                             "narrow; leaf over the cache", "cache"),
    "InMemoryRelation": _op("the cached plan behind a cached DataFrame", ["df.cache", "df.persist"],
                            "never", "materialized once, then reused", "cache"),
    "LocalTableScan": _op("emits rows held in the driver (a literal or collected dataset)",
                          ["spark.createDataFrame", "VALUES", "Seq(...).toDF"], "never",
                          "narrow; leaf", "read"),
    "Range": _op("generates a sequence of numbers", ["spark.range", "range()"], "never",
                 "narrow; leaf", "read"),
    "RDDScan": _op("reads rows from an RDD", ["spark.createDataFrame(rdd)", "rdd.toDF"], "never",
                   "narrow; leaf", "read"),
    "MicroBatchScan": _op("reads one micro-batch of a streaming source", ["spark.readStream"],
                          "never", "narrow; leaf", "read"),
    # row-wise
    "Filter": _op("keeps rows that satisfy a condition", ["filter", "where", "WHERE", "HAVING",
                                                         "join keys (isnotnull)"],
                  "sometimes", "narrow; row by row", "filter"),
    "Project": _op("computes and selects columns", ["select", "withColumn", "withColumnRenamed",
                                                    "drop", "alias", "SELECT list"],
                   "sometimes", "narrow; row by row", "project"),
    "Generate": _op("turns each row into zero or more rows with a generator function",
                    ["explode", "posexplode", "inline", "LATERAL VIEW"], "never",
                    "narrow; one row in, many out", "explode"),
    "Expand": _op("copies each row once per grouping set", ["rollup", "cube", "GROUPING SETS",
                                                           "countDistinct with several columns"],
                  "always", "narrow; one row in, many out", "aggregate"),
    "Sample": _op("keeps a random fraction of rows", ["sample", "TABLESAMPLE"], "never",
                  "narrow", "sample"),
    "SerializeFromObject": _op("turns JVM objects back into rows", ["Dataset.map", "typed ops"],
                               "always", "narrow", "project"),
    "DeserializeToObject": _op("turns rows into JVM objects for typed code",
                               ["Dataset.map", "Dataset.filter(func)"], "always", "narrow",
                               "project"),
    "MapElements": _op("applies a typed function to each object", ["Dataset.map"], "never",
                       "narrow", "udf"),
    "MapPartitions": _op("applies a function to each partition", ["mapPartitions"], "never",
                         "narrow", "udf"),
    # aggregation
    "HashAggregate": _op("groups data by keys and applies aggregate functions with a hash table",
                         ["groupBy().agg", "agg", "count", "distinct", "dropDuplicates",
                          "GROUP BY", "DISTINCT"], "sometimes",
                         "blocking per partition; partial before the shuffle, final after",
                         "aggregate"),
    "ObjectHashAggregate": _op("groups data by keys for aggregates with object state "
                               "(collect_list, percentile, typed aggregators)",
                               ["groupBy().agg(collect_list...)", "GROUP BY"], "sometimes",
                               "blocking per partition", "aggregate"),
    "SortAggregate": _op("groups sorted data by keys and applies aggregate functions",
                         ["groupBy().agg", "GROUP BY"], "sometimes",
                         "streams over sorted input", "aggregate"),
    # joins
    "BroadcastHashJoin": _op("joins datasets using broadcast strategy for the smaller table",
                             ["join", "JOIN", "broadcast()"], "never",
                             "streams the big side against a broadcast hash table", "join"),
    "SortMergeJoin": _op("joins two datasets sorted and partitioned on the join keys",
                         ["join", "JOIN"], "never", "needs both sides shuffled and sorted",
                         "join"),
    "ShuffledHashJoin": _op("joins two shuffled datasets, building a hash table per partition",
                            ["join", "JOIN"], "never", "needs both sides shuffled", "join"),
    "BroadcastNestedLoopJoin": _op("joins by testing every pair of rows against a broadcast side",
                                   ["crossJoin", "join with a non-equi condition", "NOT IN"],
                                   "never", "broadcast; quadratic", "join"),
    "CartesianProduct": _op("pairs every row of one side with every row of the other",
                            ["crossJoin", "CROSS JOIN"], "never", "quadratic", "join"),
    # ordering, limits, windows
    "Sort": _op("sorts rows within each partition (globally after a range exchange)",
                ["orderBy", "sort", "ORDER BY", "sort-merge join and window inputs"], "sometimes",
                "blocking per partition", "sort"),
    "TakeOrderedAndProject": _op("keeps the top N rows by an ordering", ["orderBy().limit",
                                                                          "ORDER BY ... LIMIT"],
                                 "never", "top-k per partition, then merged", "limit"),
    "CollectLimit": _op("stops after N rows and returns them to the driver",
                        ["limit", "show", "take", "head", "LIMIT"], "never", "driver", "limit"),
    "GlobalLimit": _op("keeps the first N rows overall", ["limit", "LIMIT"], "never",
                       "single partition", "limit"),
    "LocalLimit": _op("keeps the first N rows of each partition", ["limit", "LIMIT"], "always",
                      "narrow", "limit"),
    "CollectTail": _op("returns the last N rows to the driver", ["tail"], "never", "driver",
                       "limit"),
    "Window": _op("computes window functions over partitions of ordered rows",
                  ["Window.partitionBy().orderBy()", "over()", "OVER (...)"], "never",
                  "needs input clustered and sorted by the window spec", "window"),
    "WindowGroupLimit": _op("drops rows a rank filter over a window would drop anyway",
                            ["row_number()/rank() filtered by <= N"], "always",
                            "narrow; before the window", "window"),
    # set operations
    "Union": _op("concatenates the rows of its children", ["union", "unionByName", "UNION ALL"],
                 "never", "narrow", "union"),
    "Coalesce": _op("merges partitions without a shuffle", ["coalesce"], "never", "narrow",
                    "repartition"),
    # data movement
    "Exchange": _op("redistributes rows across partitions (a shuffle)",
                    ["repartition", "repartitionByRange", "and, inserted, groupBy/join/orderBy/"
                     "window/distinct"], "sometimes", "shuffle; stage boundary", "repartition"),
    "BroadcastExchange": _op("collects a small dataset and sends it to every executor",
                             ["broadcast()", "and, inserted, a join under the broadcast threshold"],
                             "always", "broadcast; stage boundary", "join"),
    # python and pandas
    "BatchEvalPython": _op("evaluates Python UDFs on batches of rows", ["@udf", "udf()"],
                           "never", "narrow; rows sent to Python workers", "udf"),
    "ArrowEvalPython": _op("evaluates pandas/Arrow UDFs on Arrow batches",
                           ["@pandas_udf", "@udf(useArrow=True)"], "never",
                           "narrow; Arrow batches sent to Python workers", "udf"),
    "FlatMapGroupsInPandas": _op("applies a pandas function to each group",
                                 ["groupBy().applyInPandas"], "never",
                                 "needs input clustered by the keys", "udf"),
    "AggregateInPandas": _op("evaluates pandas aggregate UDFs per group",
                             ["groupBy().agg(pandas_udf)"], "never", "blocking per group", "udf"),
    "MapInPandas": _op("applies a pandas function to each batch", ["mapInPandas"], "never",
                       "narrow", "udf"),
    "WindowInPandas": _op("evaluates pandas UDFs over windows", ["pandas_udf over()"], "never",
                          "needs sorted input", "udf"),
    "FlatMapCoGroupsInPandas": _op("applies a pandas function to co-grouped data",
                                   ["cogroup().applyInPandas"], "never", "needs shuffled input",
                                   "udf"),
    # writes and commands
    "Execute": _op("runs a command: a write, a CREATE/INSERT, a catalog change",
                   ["df.write.*", "saveAsTable", "insertInto", "INSERT", "CREATE TABLE AS"],
                   "never", "driver command", "write"),
    "WriteFiles": _op("writes rows to files", ["df.write.*", "INSERT"], "always",
                      "narrow; writes storage", "write"),
    "AppendData": _op("appends rows through a V2 connector", ["writeTo().append", "INSERT INTO"],
                      "never", "writes storage", "write"),
    "OverwriteByExpression": _op("overwrites rows through a V2 connector",
                                 ["writeTo().overwrite", "INSERT OVERWRITE"], "never",
                                 "writes storage", "write"),
    "AtomicReplaceTableAsSelect": _op("replaces a table with a query's result",
                                      ["CREATE OR REPLACE TABLE AS", "writeTo().createOrReplace"],
                                      "never", "writes storage", "write"),
    "AtomicCreateTableAsSelect": _op("creates a table from a query's result",
                                     ["CREATE TABLE AS", "writeTo().create"], "never",
                                     "writes storage", "write"),
    "WriteToDataSourceV2": _op("writes a streaming micro-batch", ["writeStream.start"], "never",
                               "writes storage", "write"),
    "CommandResult": _op("holds the rows a command returned", ["spark.sql(command)"], "always",
                         "driver", "sql"),
    "StateStoreSave": _op("saves streaming aggregation state", ["streaming groupBy"], "always",
                          "stateful", "aggregate"),
    "StateStoreRestore": _op("restores streaming aggregation state", ["streaming groupBy"],
                             "always", "stateful", "aggregate"),
    "ShowTables": _op("lists tables", ["spark.catalog.listTables", "SHOW TABLES"], "never",
                      "driver command", "sql"),
    "ShowNamespaces": _op("lists databases", ["spark.catalog.listDatabases", "SHOW DATABASES"],
                          "never", "driver command", "sql"),
    "UnionLoop": _op("evaluates a recursive common table expression", ["WITH RECURSIVE"],
                     "never", "iterates until no new rows", "sql"),
    "UnionLoopRef": _op("the recursive reference inside a recursive CTE", ["WITH RECURSIVE"],
                        "always", "reads the previous iteration", "sql"),
    # logical nodes that formatted mode prints inside commands (CREATE VIEW ... AS SELECT)
    "LogicalRelation": _op("a table or file relation read by a command's query",
                           ["spark.table", "FROM table"], "never", "logical; not executed here",
                           "read"),
    "LocalRelation": _op("literal rows inside a command's query", ["VALUES"], "never",
                         "logical; not executed here", "read"),
    "UnresolvedRelation": _op("a table name a command's query refers to", ["FROM table"],
                              "never", "logical; not executed here", "read"),
    "SubqueryAlias": _op("names a relation inside a command's query", ["alias", "AS t"],
                         "never", "logical; not executed here", "project"),
    # wrappers
    "WholeStageCodegen": _op("compiles the operators inside it into one generated function",
                             [_WRAP], "always", "fuses narrow operators", ""),
    "InputAdapter": _op("feeds a non-codegen child into a codegen stage", [_WRAP], "always",
                        "pass-through", ""),
    "ColumnarToRow": _op("converts columnar batches into rows", [_WRAP], "always",
                         "pass-through", ""),
    "RowToColumnar": _op("converts rows into columnar batches", [_WRAP], "always",
                         "pass-through", ""),
    "AdaptiveSparkPlan": _op("re-optimizes the plan at run time from the sizes of finished stages",
                             [_WRAP], "always", "driver", ""),
    "AQEShuffleRead": _op("reads shuffle output, coalescing or splitting partitions",
                          [_WRAP], "always", "reads a shuffle", ""),
    "CustomShuffleReader": _op("Spark 3.0/3.1 name of AQEShuffleRead", [_WRAP], "always",
                               "reads a shuffle", ""),
    "ShuffleQueryStage": _op("a materialized shuffle stage under adaptive execution", [_WRAP],
                             "always", "stage boundary", ""),
    "BroadcastQueryStage": _op("a materialized broadcast stage under adaptive execution", [_WRAP],
                               "always", "stage boundary", ""),
    "TableCacheQueryStage": _op("a materialized cache stage under adaptive execution", [_WRAP],
                                "always", "stage boundary", ""),
    "ResultQueryStage": _op("the final stage under adaptive execution", [_WRAP], "always",
                            "stage boundary", ""),
    "ReusedExchange": _op("reuses the output of an identical exchange", [_WRAP], "always",
                          "reads a shuffle or broadcast already made", ""),
    "ReusedSubquery": _op("reuses the result of an identical subquery", [_WRAP], "always",
                          "driver", ""),
    "Subquery": _op("runs a scalar subquery and holds its value", ["scalar subquery in SQL"],
                    "never", "driver", "subquery"),
    "SubqueryBroadcast": _op("broadcasts join keys for dynamic partition pruning",
                             ["join on a partitioned table"], "always", "broadcast", ""),
    "SubqueryAdaptiveBroadcast": _op("dynamic partition pruning under adaptive execution",
                                     ["join on a partitioned table"], "always", "broadcast", ""),
    "ResizeBatches": _op("resizes columnar batches (Gluten)", [_WRAP], "always",
                         "pass-through", ""),
    "CoalesceBatches": _op("merges small columnar batches (RAPIDS)", [_WRAP], "always",
                           "pass-through", ""),
    "ShuffleCoalesce": _op("merges shuffled columnar batches (RAPIDS)", [_WRAP], "always",
                           "pass-through", ""),
}

# Typed Dataset and RDD operators: the kind is the family of plans/operators.py's table, the one the
# mapper matches sites by (a MapElements is made by an `rdd` site, not a `udf` one).
OPERATORS.update({name: replace(info, kind="rdd") for name, info in OPERATORS.items() if family(name) == "rdd"})

# Old and alternative names of the same families.
_ALIASES = {"FileScan": "Scan", "TungstenAggregate": "HashAggregate",
            "TungstenExchange": "Exchange", "ShuffleExchange": "Exchange",
            "ConvertToUnsafe": "Project", "ConvertToSafe": "Project",
            "ExistingRDD": "RDDScan", "ShuffledRowRDD": "Exchange"}
UNKNOWN = OperatorInfo("an operator this table does not describe", (), "never", "unknown", "")


def operator_info(operator: str) -> OperatorInfo:
    """The table entry of an operator family (`UNKNOWN` when there is none)."""
    name = _ALIASES.get(operator, operator)
    if name in OPERATORS:
        return OPERATORS[name]
    if name.startswith("WholeStageCodegen"):
        return OPERATORS["WholeStageCodegen"]
    if name.endswith("Command") or name.startswith("Execute"):
        return OPERATORS["Execute"]
    return UNKNOWN


# ---------------------------------------------------------------- per node

_USER_REPARTITION = re.compile(r"REPARTITION_BY_(?:NUM|COL)|RoundRobinPartitioning|"
                               r"REBALANCE_PARTITIONS_BY_(?:NONE|COL)")
_SAME_ROWS_OUT = frozenset({"Filter", "Sort", "Exchange", "BroadcastExchange", "CollectLimit",
                            "GlobalLimit", "LocalLimit", "Coalesce", "Sample", "Union"})
_EXPR_ID = re.compile(r"#(?:\d+|x|X)L?")
_ISNOTNULL_ONLY = re.compile(r"^[\s()]*(?:isnotnull\([^()]*\)[\s()]*(?:AND[\s()]*)?)+$")


def _items(value: str) -> list[str]:
    """Columns of an `Output`/`Input` list, ids gone, aliases kept as their alias."""
    out = []
    for item in split_top(unwrap_list(value or "")):
        expr, alias = split_alias(item)
        out.append(alias or strip_ids(expr))
    return out


def _fields(node: PlanNode) -> dict[str, str]:
    fields = header_fields(node.operator, node.header)
    fields.update(node.details)
    return fields


def _inserted(node: PlanNode, fields: dict[str, str], plan: ParsedPlan | None) -> bool:
    """Did Spark add this very node on behalf of another call (docs/output-format.md: `derived`)?"""
    info = operator_info(node.operator)
    if info.inserted == "always":
        return True
    if info.inserted == "never":
        return False
    text = node.header + " " + " ".join(fields.values())
    if node.operator == "Exchange":
        return not _USER_REPARTITION.search(text)
    if node.operator in ("HashAggregate", "ObjectHashAggregate", "SortAggregate"):
        return "partial_" in text or "merge_" in text or "mode=Partial" in text
    if node.operator == "Filter":
        return bool(_ISNOTNULL_ONLY.match(fields.get("Condition", "")))
    if node.operator == "Sort" and plan is not None and node.parent is not None:
        parent = plan.nodes[node.parent].operator
        return parent in ("SortMergeJoin", "Window", "SortAggregate", "WindowInPandas", *PYTHON_PER_GROUP) \
            or ", false," in node.header + ","
    return False


def _conditions(fields: dict[str, str]) -> list[str]:
    out = []
    for key in ("Condition", "Join condition", "PushedFilters", "PartitionFilters",
                "DataFilters"):
        value = (fields.get(key) or "").strip()
        if value and value not in ("None", "[]"):
            out.append(f"{key}: {_EXPR_ID.sub('', value)}")
    return out


def node_semantics(node: PlanNode, plan: ParsedPlan | None = None) -> dict:
    """What one node does and on what: a flat dict ready for a table row.

    `plan` (the node's plan) lets context decide, e.g. a Sort under a sort-merge join is one
    Spark inserted.
    """
    info = operator_info(node.operator)
    fields = _fields(node)
    names = node.names
    output = _items(fields.get("Output", "")) or _items(fields.get("Results", "")) \
        or list(names.aliases)
    inputs = _items(fields.get("Input", "")) or [c for c in names.columns if c not in output]
    if not output and node.operator in _SAME_ROWS_OUT:
        output = list(inputs)   # these operators pass their input columns through
    aggregates = [f for f in names.functions if node.operator.endswith("Aggregate")
                  or node.operator in ("Window", "AggregateInPandas")]
    keys = list(names.keys)
    filters = _conditions(fields)
    parts = [node.operator]
    if names.join_type:
        parts.append(names.join_type)
    if names.tables:
        parts.append(f"table={names.tables[0]}")
    if keys:
        parts.append(f"keys=[{', '.join(keys)}]")
    if aggregates:
        parts.append(f"aggs=[{', '.join(aggregates)}]")
    if names.udfs:
        parts.append(f"udfs=[{', '.join(names.udfs)}]")
    if filters:
        parts.append(f"filter=[{'; '.join(filters)[:200]}]")
    if names.limit is not None:
        parts.append(f"limit={names.limit}")
    if names.partitions is not None:
        parts.append(f"partitions={names.partitions}")
    if output:
        parts.append(f"out=[{', '.join(output[:12])}]")
    return {
        "operator": node.operator,
        "engine_operator": node.engine_operator,
        "description": info.description,
        "kind": info.kind,
        "behaviour": info.behaviour,
        "user_calls": list(info.user_calls),
        "inserted_by_spark": _inserted(node, fields, plan),
        "wrapper": node.wrapper,
        "input": inputs,
        "output": output,
        "keys": keys,
        "aggregates": aggregates,
        "filters": filters,
        "signature": " ".join(parts),
    }
