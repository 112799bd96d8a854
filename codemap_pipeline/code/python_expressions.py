"""An expression's value as the walk knows it (a session, a reader, a DataFrame and the sites it comes
from, a column, a string...): names through the scope's variables, attributes by their receiver's role,
calls through python_calls. A call of a helper that may return a DataFrame becomes a "@call:"
placeholder that dataflow.py resolves once every file is known.
"""

from __future__ import annotations

import ast
from dataclasses import replace

from codemap_pipeline.code.python_arguments import BUILTINS
from codemap_pipeline.code.python_calls import display_site, method_call
from codemap_pipeline.code.python_file import FRAMEISH, PythonFile, Scope, Value
from codemap_pipeline.code.python_fold import PATH_JOINERS, dotted_name
from codemap_pipeline.code.vocabulary import (CONTEXT_NAMES, DISPLAY, FRAME_PROPERTIES, SESSION_CLASSES, add_name,
                                               session_named)

DISPLAYED_RESULTS = True   # display(x) of a helper's result (known later) is a display too: nothing else is shown


def eval_expr(ix: PythonFile, node: ast.expr, scope: Scope) -> Value | None:
    if isinstance(node, ast.Name):
        return _eval_name(ix, node, scope)
    if isinstance(node, ast.Attribute):
        return _eval_attribute(ix, node, scope)
    if isinstance(node, ast.Call):
        return _eval_call(ix, node, scope)
    if isinstance(node, ast.Subscript):
        base = eval_expr(ix, node.value, scope)
        eval_expr(ix, node.slice, scope)
        return replace(base, parts=False) if base is not None and base.parts else None   # splits[0]
    _eval_children(ix, node, scope)
    if isinstance(node, ast.IfExp):
        return _either(ix, node, scope)
    if isinstance(node, (ast.Constant, ast.JoinedStr, ast.BinOp)):
        return ix.const_value(node, scope)
    if isinstance(node, (ast.Compare, ast.BoolOp, ast.UnaryOp)):
        return Value("column")      # operators never give a DataFrame
    if isinstance(node, (ast.List, ast.Tuple, ast.Dict, ast.Set, ast.ListComp, ast.DictComp,
                         ast.SetComp, ast.GeneratorExp, ast.Lambda)):
        return Value("other")
    return None


def _either(ix: PythonFile, node: ast.IfExp, scope: Scope) -> Value | None:
    """`RAW if RAW.is_file() else FALLBACK` of other modules' constants: a reference to both, each folded
    once the repository is read (python_resolve)."""
    branches = (node.body, node.orelse)
    if not all(isinstance(b, (ast.Name, ast.Attribute, ast.Constant)) for b in branches):
        return None
    values = [eval_expr(ix, b, scope) for b in branches]
    if not all(v is not None and v.role in ("ref", "string") for v in values) or all(v.role == "string" for v in values):
        return None
    left, right = (v.text if v.role == "ref" else repr(v.text) for v in values)
    return Value("ref", text=f"({left}) if _ else ({right})")


def _eval_children(ix: PythonFile, node: ast.AST, scope: Scope) -> None:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.expr):
            eval_expr(ix, child, scope)
        elif not isinstance(child, ast.stmt):
            _eval_children(ix, child, scope)


def _eval_name(ix: PythonFile, node: ast.Name, scope: Scope) -> Value | None:
    name = node.id
    if name in scope.env:
        return scope.env[name]
    if name in ix.udfs:
        return Value("udf", udf=ix.udfs[name])
    if name == "Window" or ix.imports.get(name, "").endswith(".Window"):
        return Value("window")
    if name in ix.imports:
        if name in ix.repo_imports:
            return Value("ref", text=name)
        return Value("other")
    if session_named(name):
        return Value("session")
    if name.lower() in CONTEXT_NAMES:
        return Value("context")
    if name in ix.given_frames:   # not bound here (yet): a table the platform hands over
        return ix.given_frame(name, node, scope)
    if name in ix.constants:
        return ix.const_value(ast.Name(id=name, ctx=ast.Load()), scope)
    if name in BUILTINS or name in ix.def_names:
        return Value("other")
    return None


def _eval_attribute(ix: PythonFile, node: ast.Attribute, scope: Scope) -> Value | None:
    key = dotted_name(node)
    if key and key in scope.env:
        return scope.env[key]
    base = eval_expr(ix, node.value, scope)
    role, attr = (base.role if base else None), node.attr
    if role == "session":
        if attr in ("read", "readStream"):
            return Value("reader", start=node.end_lineno, text=ix.segment(node))
        if attr in ("sparkContext", "_sc"):
            return Value("context")
        return Value("other")
    if role in ("frame", "maybe") and attr == "rdd":
        return Value("rdd", site=base.site, alts=base.alts)     # df.rdd: the same rows as an RDD
    if role in FRAMEISH and attr in ("write", "writeStream"):
        return Value("writer", site=base.site if base else None, alts=base.alts if base else (),
                      start=node.end_lineno, text=ix.segment(node.value))
    if role in ("frame", "maybe") and attr == "na":
        return Value("na", site=base.site, alts=base.alts)   # its calls: vocabulary.NA_METHODS
    if role in ("frame", "maybe") and attr == "stat":
        return Value(role, site=base.site, alts=base.alts)
    if session_named(attr):
        return Value("session")          # ix.spark, ctx.spark
    if role == "window":
        return Value("window", node=node)
    if role == "frame":
        return Value("other") if attr in FRAME_PROPERTIES else Value("column")
    if role == "ref":
        return Value("ref", text=ast.unparse(node))
    if role == "other" and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
        return Value("other")
    return None


def _eval_call(ix: PythonFile, node: ast.Call, scope: Scope) -> Value | None:
    entry = ix.record_call(node, scope)
    value = _eval_call_value(ix, node, scope)
    if entry is not None and value is not None and value.role == "maybe" and value.site is None:
        # A helper that may return a DataFrame: its result is known once every file is indexed.
        placeholder = f"@call:{ix.file}:{len(ix.calls)}"
        args: dict[str, list[str]] = {}
        for i, arg in enumerate(node.args):
            found = ix.call_arg_sites.get(id(arg))
            if found:
                args[str(i)] = found
        for keyword in node.keywords:
            found = ix.call_arg_sites.get(id(keyword.value))
            if found and keyword.arg:
                args[keyword.arg] = found
        ix.calls[placeholder] = {"callee": None, "args": args}
        entry.append(placeholder)
        value = replace(value, site=placeholder)
    return value


def _eval_call_value(ix: PythonFile, node: ast.Call, scope: Scope) -> Value | None:
    func = node.func
    if isinstance(func, ast.Attribute):
        receiver = eval_expr(ix, func.value, scope)
    else:
        receiver = None
        if not isinstance(func, ast.Name):
            eval_expr(ix, func, scope)
    args = [eval_expr(ix, a.value if isinstance(a, ast.Starred) else a, scope) for a in node.args]
    for arg, value in zip(node.args, args):
        if value is not None and value.flows():
            ix.call_arg_sites[id(arg)] = value.flows()
    for keyword in node.keywords:
        value = eval_expr(ix, keyword.value, scope)
        if value is not None and value.flows():
            ix.call_arg_sites[id(keyword.value)] = value.flows()
    factory = ix.udf_factory(func)
    if factory:
        site = ix.new_site(node, "udf", factory, scope, ix.method_line(node), "", [])
        names = ix.udf_names_of_factory(node) or []
        for name in names:
            add_name(site.functions, name)
        return Value("udf", udf=names)
    spark_fn = ix.spark_function(func)
    if spark_fn == "broadcast":
        return args[0] if args else None
    if spark_fn:
        return Value("column")
    if isinstance(func, ast.Attribute):
        return method_call(ix, node, func.attr, receiver, args, scope)
    if isinstance(func, ast.Name):
        name = func.id
        if name in ix.udfs:
            return Value("column")
        if name in SESSION_CLASSES:
            return Value("session")   # SQLContext(sc), HiveContext(sc): the Spark 1.x entry points
        if name == DISPLAY and name not in ix.def_names and args and args[0] is not None and (
                args[0].role == "frame" or (DISPLAYED_RESULTS and args[0].role == "maybe")):
            display_site(ix, node, node.args[0], args[0], scope)
            return Value("other")
        if ix.instance_of(node):
            # a repository class: its methods are calls to follow (`Writer().save(df)`)
            return Value("instance" if name in ix.class_names else "maybe", instance=name)
        if name in ix.def_names or name in ix.repo_imports or any(
                a is not None and a.role in ("session", "frame") for a in args):
            return Value("maybe")   # a helper that may return a DataFrame
        const = ix.const_value(node, scope) if name in PATH_JOINERS else None
        return const or Value("other")
    return None
