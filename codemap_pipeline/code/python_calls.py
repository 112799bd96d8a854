"""A method call on a value whose role the walk knows (session, context, RDD, reader, writer, DataFrame,
grouped, window): the site it makes, if any, and the role of its result. On a receiver of unknown type,
only calls whose name or shape is Spark's own make a site (`_plausible_call`).
"""

from __future__ import annotations

import ast
from dataclasses import replace

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.python_arguments import NameCollector
from codemap_pipeline.code.python_file import FRAMEISH, PythonFile, Scope, Value
from codemap_pipeline.code.python_fold import PATH_JOINERS, dotted_name, fold_constant
from codemap_pipeline.code.python_rdds import context_call, rdd_call
from codemap_pipeline.code.python_session import looks_like_query, read_view, session_call
from codemap_pipeline.code.vocabulary import (
    DISPLAY, FRAME_ACTIONS, FRAME_METHODS, FRAME_PASSTHROUGH, GROUPED_METHODS, GROUPING_METHODS, NA_METHODS,
    PARAM_WRITER_TERMINALS, READER_CONFIG, READER_TERMINALS, ROW_FETCHING_ACTIONS, SETS,
    SETTING_METHODS, VIEW_METHODS, WEAK_METHODS, WRITER_CONFIG, WRITER_TERMINALS, add_name, generates, rows_fetched,
    dedupes_set, planned_function, runs_plan, setting,
)

ML_TRANSFORMS = True   # `model.transform(df)` on anything but a DataFrame is an ML Transformer's: a frame with more columns
SPLIT_PARTS = True     # randomSplit() gives a list of DataFrames: its items and the names unpacked from it are frames
COGROUPS = True        # `g1.cogroup(g2)` stays grouped over both inputs: its applyInPandas is a site, and so its show()


def method_call(ix: PythonFile, node: ast.Call, method: str, receiver: Value | None,
                 args: list[Value | None], scope: Scope) -> Value | None:
    role = receiver.role if receiver else None
    if method in SETTING_METHODS and len(node.args) == 2:
        _record_setting(ix, node, scope)
    if dotted_name(node.func) in ("SparkContext.getOrCreate", "pyspark.SparkContext.getOrCreate"):
        return Value("context")
    if method in ("getOrCreate", "getActiveSession", "active", "newSession"):
        return Value("session")
    if dotted_name(node.func) in PATH_JOINERS:
        const = ix.const_value(node, scope)
        if const is not None and const.role == "string":
            return const
    if role == "session":
        return session_call(ix, node, method, scope)
    if role == "context":
        return context_call(ix, node, method, scope)
    if role == "rdd":
        return rdd_call(ix, node, method, receiver, args, scope)
    if role == "reader":
        if method in READER_CONFIG:
            return replace(receiver, config=receiver.config + [node])
        if method in READER_TERMINALS:
            site = ix.new_site(node, "read", f"{receiver.text.rsplit('.', 1)[-1]}.{method}",
                                  scope, receiver.start, receiver.text, [])
            _collect_reader(ix, site, receiver.config + [node], scope)
            if method == "table":
                read_view(ix, site, node.args[0] if node.args else None, scope)
            return Value("frame", site=site.site_id)
        return None
    if role in ("frame", "maybe") and (receiver.site or "").startswith("@param:") \
            and _param_writer(method, role, node):
        # def save(out, path): out.mode("append").parquet(path): the caller passed `df.write`
        receiver = Value("writer", site=receiver.site, text=ix.segment(node.func.value),
                          guess=role == "maybe")
        role = "writer"
    if role == "writer":
        receiver = receiver if receiver.start else replace(receiver, start=node.lineno)
        if method in WRITER_CONFIG:
            return replace(receiver, config=receiver.config + [node])
        # A writer has settings and actions only: any other call (a library's `saveAsync`) writes,
        # unless the writer is only a guess from the call shape.
        if method in WRITER_TERMINALS or not (receiver.guess or method.startswith("_")):
            verb = "writeTo" if receiver.config and getattr(receiver.config[0].func, "attr", "") == "writeTo" else "write"
            site = ix.new_site(node, "write", f"{verb}.{method}", scope, receiver.start,
                                  receiver.text, receiver.flows())
            _collect_reader(ix, site, receiver.config + [node], scope)
            return Value("other")
        return None
    if COGROUPS and role == "grouped" and method == "cogroup":
        other = args[0] if args and args[0] is not None and args[0].role == "grouped" else None
        return replace(receiver, alts=receiver.alts + tuple(other.flows() if other else ()))
    if role == "grouped" and method in GROUPED_METHODS:
        kind = GROUPED_METHODS[method]
        site = _site_for_method(ix, node, kind, method, receiver, args, scope)
        return Value("grouped" if method == "pivot" else "frame", site=site.site_id)
    if role == "window":
        return Value("window", node=node)
    if role == "na" and method in NA_METHODS:
        site = _site_for_method(ix, node, NA_METHODS[method], f"na.{method}", receiver, args, scope)
        return Value("frame", site=site.site_id)
    if method == "writeTo" and role in FRAMEISH:
        return Value("writer", site=receiver.site if receiver else None, config=[node],
                      alts=receiver.alts if receiver else (),
                      start=node.func.end_lineno, text=ix.segment(node.func.value))
    if method in FRAME_METHODS and _plausible_call(ix, method, receiver, node, args):
        site = _site_for_method(ix, node, FRAME_METHODS[method], method, receiver, args, scope)
        if dedupes_set(method):
            site = ix.new_site(node, "distinct", method, scope, ix.method_line(node), ix.segment(node.func.value),
                               [site.site_id])
        if method == "count":
            return Value("other")     # an action: the result is a number
        if method == "randomSplit" and SPLIT_PARTS:
            return Value("frame", site=site.site_id, parts=True)   # train, test = ...: each part a DataFrame
        return Value("grouped" if method in GROUPING_METHODS else "frame", site=site.site_id)
    if role == "frame" and method in FRAME_PASSTHROUGH:
        return receiver
    if method in VIEW_METHODS and role in FRAMEISH and receiver is not None and receiver.flows() and node.args:
        name = fold_constant(node.args[0], lambda d: ix.lookup(d, scope.env))
        if name:
            for site in receiver.flows():
                add_name(ix.views.setdefault(name.lower(), []), site)
        return Value("other")
    if ML_TRANSFORMS and method == "transform" and role != "frame" and args and args[0] is not None \
            and args[0].role == "frame":
        # model.transform(df): a fitted model (any ML Transformer) adds its columns to the frame it is handed
        site = ix.new_site(node, "project", method, scope, ix.method_line(node), ix.segment(node.func.value),
                           args[0].flows())
        return Value("frame", site=site.site_id)
    if method not in FRAME_METHODS and receiver is not None and receiver.instance:
        return Value("maybe")   # a method of a repository class: its result is known later
    if method not in FRAME_METHODS and (role == "ref" or (
            isinstance(node.func.value, ast.Name) and node.func.value.id in ("self", "cls"))):
        return Value("maybe")   # ix.load() or io.read_orders(spark): a helper's result
    if role == "frame" and method in ROW_FETCHING_ACTIONS:
        # show()/take(n)/first() collect a limited number of rows: the plan's CollectLimit, whose count is
        # written where the index can fold it (`show(rows)` of a parameter still made the limit)
        site = ix.new_site(node, "limit", method, scope, ix.method_line(node),
                           ix.segment(node.func.value), receiver.flows() if receiver else [])
        add_name(site.literals, _rows_fetched(ix, node, method, scope))
        return Value("other")
    if role == "frame" and method == DISPLAY:
        display_site(ix, node, node.func.value, receiver, scope)
        return Value("other")
    if role == "frame" and method in FRAME_ACTIONS:
        if runs_plan(method):
            ix.new_site(node, "action", method, scope, ix.method_line(node), ix.segment(node.func.value),
                        receiver.flows())
        return Value("other")
    if method == "sql" and role in FRAMEISH and node.args and looks_like_query(ix, node.args[0], scope):
        return session_call(ix, node, method, scope)
    if role in ("other", "string", "column", "udf", "instance"):
        return Value("other") if role != "column" else Value("column")
    return None


def display_site(ix: PythonFile, node: ast.Call, shown: ast.expr, frame: Value, scope: Scope) -> None:
    """Databricks' `df.display()` / `display(df)`: the action fetching the rows of `shown`."""
    ix.new_site(node, "limit", DISPLAY, scope, ix.method_line(node), ix.segment(shown), frame.flows())


def _from_call(value: Value | None) -> bool:
    """A result of one of the repository's functions (known once the whole repository is: `@call:`)."""
    return value is not None and (value.site or "").startswith("@call:")


def _plausible_call(ix: PythonFile, method: str, receiver: Value | None, node: ast.Call,
                    args: list[Value | None]) -> bool:
    """Is `x.method(...)` a DataFrame call? Sure on a known DataFrame; on an unknown receiver
    only when the name or the call shape is Spark's own (str.join takes one argument, list.sort
    takes no positional one, str.count takes one, set.union takes a set...)."""
    role = receiver.role if receiver else None
    if role == "frame":
        return True
    if role not in FRAMEISH:
        return False
    if any(isinstance(arg, ast.Lambda) for arg in node.args):
        return False   # RDD and plain-Python filter/map style, never a DataFrame call
    if method not in WEAK_METHODS:
        return True
    n = len(node.args)
    keywords = {k.arg for k in node.keywords}
    first_is_str = n >= 1 and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
    if method == "join":
        return n >= 2 or bool(keywords & {"on", "how"})
    if method in ("count", "distinct", "cache"):
        return n == 0 and not keywords
    if method == "sort":
        return n >= 1 and not keywords & {"key", "reverse"}
    if method in ("union", "unionAll", "intersect", "intersectAll", "subtract", "exceptAll"):
        # a DataFrame, or two results of the repository's functions (`this_year(spark).union(last_year(spark))`)
        return n == 1 and args[0] is not None and (args[0].role == "frame" or role == args[0].role == "maybe"
                                                   and _from_call(args[0]) and _from_call(receiver))
    if method in ("filter", "where"):
        return n == 1 and not keywords - {"condition"}
    if method in ("limit", "offset", "coalesce"):
        return n == 1 and not keywords and not first_is_str
    if method == "alias":
        return n == 1 and not keywords and first_is_str
    if method == "persist":
        return n <= 1 and not keywords
    if method == "sample":
        return n >= 1 or "fraction" in keywords
    if method in ("select", "drop", "agg", "groupby", "fillna", "dropna"):
        return n >= 1 and not keywords & {"axis", "columns", "inplace", "index", "labels", "level", "by"}
    return False


def _site_for_method(ix: PythonFile, node: ast.Call, kind: str, method: str, receiver: Value | None,
                     args: list[Value | None], scope: Scope) -> SparkSite:
    inputs = receiver.flows() if receiver else []
    if kind in ("join", "union"):
        inputs += [s for a in args[:1] if a is not None for s in a.flows()]
    site = ix.new_site(node, kind, method, scope, ix.method_line(node),
                          ix.segment(node.func.value), inputs)
    collector = NameCollector(ix, site, scope)
    collector.collect_method_args(node, method)
    if planned := planned_function(method):
        add_name(site.functions, planned)
    # What the arguments call decides the operator: a UDF, an explode, a window function.
    if kind in ("project", "filter") and "udf" in collector.flags:
        site.kind = "udf"
    elif kind == "project" and ("explode" in collector.flags or generates(site.functions)):
        site.kind = "explode"
    elif kind == "project" and "window" in collector.flags:
        site.kind = "window"
    return site


def _record_setting(ix: PythonFile, node: ast.Call, scope: Scope) -> None:
    """`spark.conf.set("spark.sql.shuffle.partitions", 8)`, `.config(key, value)`: a link users query in
    code_links (vocabulary.SETS); on any receiver, since the key says it is Spark's."""
    lookup = lambda d: ix.lookup(d, scope.env)  # noqa: E731
    value, sign = node.args[1], ""
    if isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.USub):
        value, sign = value.operand, "-"      # autoBroadcastJoinThreshold -1
    if isinstance(value, ast.Constant) and isinstance(value.value, bool):
        text = str(value.value).lower()
    else:
        folded = fold_constant(value, lookup)
        text = sign + folded if folded is not None else None
    written = setting(fold_constant(node.args[0], lookup), text)
    if written:
        ix.link(scope.symbol.symbol_id, written, SETS, ix.method_line(node))


def _collect_reader(ix: PythonFile, site: SparkSite, calls: list[ast.Call], scope: Scope) -> None:
    collector = NameCollector(ix, site, scope)
    for call in calls:
        collector.collect_io_call(call, call.func.attr)


def _rows_fetched(ix: PythonFile, node: ast.Call, method: str, scope: Scope) -> str:
    arg = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg in ("n", "num")), None)
    count = fold_constant(arg, lambda d: ix.lookup(d, scope.env)) if arg is not None else None
    return rows_fetched(method, int(count) if isinstance(count, str) and count.isdigit() else None, arg is not None)


def _param_writer(method: str, role: str, node: ast.Call) -> bool:
    """Is `param.method(...)` a DataFrameWriter call? Only calls a DataFrame (Spark's or pandas')
    does not have, in the shape a writer takes them; a bare `save` only on a declared DataFrame
    (a model or an image has `save(path)` too)."""
    if method in FRAME_METHODS or method in FRAME_ACTIONS or method in FRAME_PASSTHROUGH:
        return False
    n, keywords = len(node.args), {k.arg for k in node.keywords}
    if method in ("mode", "format"):
        return n == 1 and not keywords
    if method == "option":
        return n == 2
    if method in ("options", "partitionBy", "bucketBy"):
        return n >= 1 or bool(keywords)
    if method == "save" and role == "maybe":
        return False
    return method in PARAM_WRITER_TERMINALS and (n >= 1 or "path" in keywords or "name" in keywords)
