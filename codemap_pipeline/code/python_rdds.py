"""RDDs: `sc.textFile(path)`, `sc.parallelize(...)` and RDD transformations and actions
(`rdd.map(lambda r: (r.user_id, r.amount))`, `reduceByKey`, `rdd.toDF([...])`). Their sites are of
kind rdd; their columns are what the functions passed read of their rows (python_arguments).
"""

from __future__ import annotations

import ast

from codemap_pipeline.code.python_arguments import BUILTINS, NameCollector, function_reads
from codemap_pipeline.code.python_file import PythonFile, Scope, Value
from codemap_pipeline.code.python_fold import dotted_name
from codemap_pipeline.code.vocabulary import (
    CONTEXT_FILES, CONTEXT_SOURCES, RDD_ACTIONS, RDD_METHODS, RDD_PAIRS, add_name,
)


def context_call(ix: PythonFile, node: ast.Call, method: str, scope: Scope) -> Value | None:
    """sc.parallelize(...), sc.textFile(path), ...: an RDD site."""
    if method not in CONTEXT_SOURCES | CONTEXT_FILES:
        return Value("other")
    receiver = ix.segment(node.func.value)
    site = ix.new_site(node, "rdd", f"sc.{method}", scope, ix.method_line(node), receiver,
                          [s for a in node.args for s in ix.call_arg_sites.get(id(a), [])]
                          if method == "union" else [])
    collector = NameCollector(ix, site, scope)
    if method in CONTEXT_FILES:
        path = node.args[0] if node.args else next(
            (k.value for k in node.keywords if k.arg in ("name", "path")), None)
        collector.collect(path, "path")
    elif method == "range":
        for arg in node.args:
            collector.collect(arg, "literal")
    return Value("rdd", site=site.site_id)


def rdd_call(ix: PythonFile, node: ast.Call, method: str, receiver: Value, args: list[Value | None],
              scope: Scope) -> Value | None:
    """An RDD transformation (or an action running a function): a site of kind rdd whose names are
    the fields its function reads (`lambda r: (r.user_id, r["amount"])`) and the function's name."""
    if method not in RDD_METHODS | RDD_ACTIONS:
        return Value("other") if method in ("collect", "count", "take", "first", "countByKey",
                                             "collectAsMap", "top", "takeOrdered", "isEmpty") else None
    inputs = receiver.flows()
    if method in RDD_PAIRS:
        inputs += [s for a in args[:1] if a is not None for s in a.flows()]
    site = ix.new_site(node, "rdd", method, scope, ix.method_line(node),
                          ix.segment(node.func.value), inputs)
    collector = NameCollector(ix, site, scope)
    keywords = {k.arg: k.value for k in node.keywords if k.arg}
    if method == "toDF":
        for arg in node.args[:1] + ([keywords["schema"]] if "schema" in keywords else []):
            before = list(site.columns)
            collector.collect(arg, "column")
            for name in site.columns[len(before):]:
                add_name(site.aliases, name)
        return Value("frame", site=site.site_id)
    functions = list(node.args[1:] if method in RDD_PAIRS else node.args)
    functions += [v for k, v in keywords.items() if k in ("f", "func", "keyfunc", "seqFunc", "combFunc", "op")]
    for arg in functions:
        if isinstance(arg, ast.Lambda):
            function_reads(arg.args, [arg.body], site)
        elif isinstance(arg, (ast.Name, ast.Attribute)) and dotted_name(arg):
            name = dotted_name(arg).rsplit(".", 1)[-1]
            variable = isinstance(arg, ast.Name) and arg.id in scope.env
            defined = ix.def_nodes.get(name) if not variable else None
            if defined is not None or (not variable and name not in BUILTINS):
                add_name(site.functions, name)
            if defined is not None:
                function_reads(defined.args, defined.body, site)
            elif variable and scope.env[arg.id].role == "string":
                collector.collect(arg, "path" if method.startswith("saveAs") else "literal")
        elif isinstance(arg, ast.Constant):
            collector.collect(arg, "path" if method.startswith("saveAs") else "literal")
    return Value("other") if method in RDD_ACTIONS else Value("rdd", site=site.site_id)
    return Value("other")
