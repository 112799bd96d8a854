"""A Spark API call on a value whose role the walk knows (session, context, reader, writer, DataFrame,
grouped, window, RDD): the site it makes, if any, and the role of its result.
"""

from __future__ import annotations

import re
from dataclasses import replace

from codemap_pipeline.code.jvm_file import LAMBDA_TYPES, NUMBER_TYPES, JvmFile, Value, walk
from codemap_pipeline.code.jvm_lambdas import unwrap
from codemap_pipeline.code.jvm_names import COLUMN_FUNCTIONS, collect, collect_io, collect_schema, frame_site
from codemap_pipeline.code.jvm_rdds import context_call, object_call, serialize
from codemap_pipeline.code.jvm_sql import spark_sql
from codemap_pipeline.code.model import Link, Symbol
from codemap_pipeline.code.vocabulary import (
    FRAME_METHODS, GROUPED_METHODS, GROUPING_METHODS, NA_METHODS, READER_CONFIG, READER_TERMINALS, SETS,
    SETTING_METHODS, VIEW_METHODS, WRITER_CONFIG, WRITER_TERMINALS, add_name, dedupes_set, rows_fetched, runs_plan,
    session_named, setting,
)

# a setting's value as written: true, false, a whole number (Java's -1 is an expression, not a literal)
_PLAIN_VALUE = re.compile(r"^(?:true|false|-?\d+[Ll]?)$")

STORAGE_LEVELS = True   # persist(StorageLevel.X) on a receiver of unknown type is Spark's
SQL_CONTEXT = True      # a session's sqlContext is a session: spark.sqlContext.sql(...) runs a query

# Actions that fetch a few rows to the driver (CollectLimit n): how many the plan shows.
_LIMIT_ACTIONS = {"show", "take", "first", "head", "tail"}


def member(src: JvmFile, node, receiver: Value | None, method: str, args: list, symbol: Symbol, name_node,
            arg_values: list | None = None) -> Value | None:
    """`receiver.method(args)`: the value it gives, after making its site if it is a Spark operation."""
    role = receiver.role if receiver else None
    if role == "maybe":            # a method's result: a DataFrame only if the call says so
        role = None
    if method in ("getOrCreate", "getActiveSession", "active", "newSession") and role != "context":
        text = src.text(node)
        return Value("context" if "SparkContext" in text and "SparkSession" not in text else "session")
    line = (name_node.start_point[0] + 1) if name_node is not None else node.start_point[0] + 1
    if method in SETTING_METHODS and len(args) == 2:
        # spark.conf.set(key, value), .config(key, value): a link users query in code_links (vocabulary.SETS)
        value = src.text(args[1]).replace(" ", "")
        written = setting(src.fold(args[0]), value.rstrip("Ll") if _PLAIN_VALUE.match(value) else src.fold(args[1]))
        if written:
            src.links.append(Link(symbol.symbol_id, written, SETS, src.file, line))
    if role == "session":
        if method in ("read", "readStream"):
            return Value("reader", start=line)
        if method == "sql" and args:
            return spark_sql(src, node, args[0], symbol, line)
        if method in ("table", "createDataFrame", "createDataset", "range"):
            given = arg_values[0] if method != "table" and method != "range" and arg_values else None
            site = src.node_site(node, "read", f"spark.{method}", symbol, line, [given.site if given else None])
            if method in ("createDataFrame", "createDataset"):
                # the rows handed over are values, not names; a schema beside them (a DDL string, a StructType)
                # names the columns, as in Python
                for arg in args[1:2]:
                    bean = src.bean_columns(arg)
                    if bean:
                        for name in bean:
                            add_name(site.columns, name)
                    else:
                        collect_schema(src, arg, site)
            else:
                for arg in args:
                    collect(src, arg, site, "table" if method == "table" else "literal")
            if given is not None and given.role == "rdd" and len(args) == 1:
                # an RDD of objects (no schema given): Spark serializes each into a row
                return Value("frame", site=serialize(src, node, f"spark.{method}", site, symbol, line))
            return Value("frame", site=site.site_id)
        if method in ("sparkContext", "javaSparkContext"):
            return Value("context")
        if method == "sqlContext" and SQL_CONTEXT:
            return Value("session")   # spark.sqlContext.sql(...): the Spark 1.x entry point, the same calls
        return Value("other")
    if role == "context":
        return context_call(src, node, method, args, symbol, line)
    on_objects = object_call(src, node, role, receiver, method, args, arg_values, symbol, line)
    if on_objects is not None:
        return on_objects
    if role == "frame" and runs_plan(method):
        src.node_site(node, "action", method, symbol, line, [receiver.site])
        return Value("other")
    if role == "frame" and method in _LIMIT_ACTIONS:
        site = src.node_site(node, "limit", method, symbol, line, [receiver.site])
        add_name(site.literals, _rows_fetched(src, method, args))
        return Value("other")
    if role == "reader":
        if method in READER_CONFIG:
            return replace(receiver, config=receiver.config + [(method, args)])
        if method in READER_TERMINALS:
            site = src.node_site(node, "read", f"read.{method}", symbol, receiver.start, [])
            collect_io(src, site, receiver.config + [(method, args)])
            return Value("frame", site=site.site_id)
        return None
    if role == "writer":
        if method in WRITER_CONFIG:
            return replace(receiver, config=receiver.config + [(method, args)])
        if method in WRITER_TERMINALS:
            site = src.node_site(node, "write", f"write.{method}", symbol, receiver.start, [receiver.site])
            collect_io(src, site, receiver.config + [(method, args)])
        return Value("other")
    if role == "window":
        return Value("window", node=node)
    if role is None and method in ("partitionBy", "orderBy") and receiver is None and _starts_with_window(src, node):
        return Value("window", node=node)
    if role in ("frame", None) and method in ("write", "writeStream"):
        return Value("writer", site=receiver.site if receiver else None, start=line)
    if role == "grouped" and method in GROUPED_METHODS:
        site = frame_site(src, node, GROUPED_METHODS[method], method, receiver, args, arg_values, symbol, line)
        return Value("grouped" if method == "pivot" else "frame", site=site.site_id)
    if method in FRAME_METHODS and (role == "frame" or (role is None and _spark_shaped(src, method, args))):
        site = frame_site(src, node, FRAME_METHODS[method], method, receiver, args, arg_values, symbol, line)
        if dedupes_set(method):
            site = src.node_site(node, "distinct", method, symbol, line, [site.site_id])
        if method == "count":
            return Value("other")
        return Value("grouped" if method in GROUPING_METHODS else "frame", site=site.site_id)
    if role == "frame" and method == "transform" and args and receiver.site:
        step = unwrap(args[0])
        written = src.text(step).replace("::", ".")
        if step.type in ("identifier", "field_expression", "method_reference") and (
                written in src.method_names or written.split(".")[0][:1].isupper()):
            # df.transform(Steps.clean): the receiver is clean's argument, its result clean's result
            src.calls.append((symbol, written, line))
            placeholder = f"@call:{src.file}:{len(src.call_facts)}"
            owner = symbol.qualname.rsplit(".", 1)[0] if symbol.kind in ("method", "function") else symbol.qualname
            src.call_facts[placeholder] = {"callee": None, "written": written, "args": {"0": [receiver.site]},
                                            "owner": owner if symbol.kind != "module" else src.package}
            return Value("frame", site=placeholder)
    if role == "frame" and method == "na":
        return Value("na", site=receiver.site)   # its calls: vocabulary.NA_METHODS
    if role == "na" and method in NA_METHODS:
        site = frame_site(src, node, NA_METHODS[method], f"na.{method}", receiver, args, arg_values, symbol, line)
        return Value("frame", site=site.site_id)
    if role == "frame" and method in ("as", "hint", "checkpoint", "withWatermark", "transform", "stat"):
        return receiver
    if role in ("frame", None) and method in VIEW_METHODS and receiver is not None and receiver.site and args:
        name = src.fold(args[0])
        if name:                          # spark.sql("... FROM name") reads what was registered
            add_name(src.views.setdefault(name.lower(), []), receiver.site)
        return Value("other")
    if role == "column":
        return Value("column")
    return None


def session_import(src: JvmFile, name: str) -> bool:
    """`import spark.sql` (a session's member imported by name) makes `sql(...)` the session's."""
    owner = src.imports.get(name, "").rpartition(".")[0]
    return bool(owner) and session_named(owner)


def _starts_with_window(src: JvmFile, node) -> bool:
    while node is not None:
        parts = src.call_parts(node)
        receiver = parts[0] if parts else (node.child_by_field_name("value") if node.type == "field_expression" else None)
        if receiver is None:
            return node.type == "identifier" and src.text(node) == "Window"
        node = receiver
    return False


def _spark_shaped(src: JvmFile, method: str, args: list) -> bool:
    """On a receiver of unknown type, a collection's filter/map/count look like Spark's: only calls
    whose arguments are no lambdas and whose names are Spark's own count."""
    if any(a.type in LAMBDA_TYPES for a in args):
        return False
    if method == "persist" and STORAGE_LEVELS and any("StorageLevel" in src.text(a) for a in args):
        return True   # persist(StorageLevel.MEMORY_AND_DISK): only Spark's data keeps a storage level
    return method not in ("filter", "count", "distinct", "union", "sortBy", "take", "limit", "sample",
                          "drop", "join", "cache", "persist", "coalesce", "alias", "as", "sort") or bool(
        args and any(_mentions_column(src, a) for a in args))


def _mentions_column(src: JvmFile, node) -> bool:
    return any(n.type in ("interpolated_string_expression", "quote_expression") or
               (src.call_parts(n) or (None, ""))[1] in COLUMN_FUNCTIONS for n in walk(node))


def _rows_fetched(src: JvmFile, method: str, args: list) -> str:
    count = src.fold(args[0]) if args and args[0].type in NUMBER_TYPES else None
    # show(false) passes a flag, not a row count; show(n) with n a variable passes one the index cannot fold
    given = bool(args) and (args[0].type in NUMBER_TYPES or args[0].type == "identifier")
    return rows_fetched(method, int(count) if count is not None and count.isdigit() else None, given)
