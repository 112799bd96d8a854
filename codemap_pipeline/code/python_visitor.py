"""The walk over one Python file's tree: its symbols and links, and its Spark sites with the DataFrames
that flow between them. A DataFrame that comes from elsewhere stays a placeholder for dataflow.py;
names that only the whole repository knows (imported constants, UDFs, spark.sql texts) are left in the
file's facts for python_resolve.

RDD calls (`df.rdd.map(lambda r: (r.user_id, r.amount))`, `reduceByKey`, `mapPartitions(fn)`,
`sc.textFile(path)`, `rdd.toDF([...])`) are sites of kind "rdd": their columns are what the lambda or
the named function reads of its rows (attributes, string subscripts), their functions the function's
name and the functions it calls; `spark.createDataFrame(rdd)` reads from the RDD's last site.

This module walks the statements; python_file holds the file's state (what it declares, its rows),
python_expressions gives each expression its value, python_calls says what a method call makes (with
python_session, python_rdds), python_pipelines reads declarative pipeline decorators, and
python_arguments the names a call's arguments carry.
"""

from __future__ import annotations

import ast
from dataclasses import replace

from codemap_pipeline.code.python_expressions import eval_expr
from codemap_pipeline.code.python_file import PythonFile, Scope, Value
from codemap_pipeline.code.python_fold import dotted_name
from codemap_pipeline.code.python_pipelines import pipeline_dataset, pipeline_site
from codemap_pipeline.code.vocabulary import CONTEXT_NAMES, SESSION_NAMES, add_name, session_named


class FileVisitor(PythonFile):
    """Reads one parsed file once (`run`), then holds its rows and its facts (`facts`)."""

    def run(self) -> None:
        self.prescan()
        end = max(len(self.lines), 1)
        module = self.add_symbol("module", "", self.tree, None, 1, end)
        module.docstring = ast.get_docstring(self.tree) or ""
        scope = Scope(module, {}, None, [self.module])
        self._visit_body(self.tree.body, scope)
        self.resolve_local_calls()

    # ---- statements
    def _inner(self, scope: Scope, name: str) -> str:
        prefix = scope.symbol.qualname[len(self.module) + 1:] if scope.symbol.kind != "module" else ""
        return f"{prefix}.{name}" if prefix else name

    def _visit_body(self, stmts: list[ast.stmt], scope: Scope) -> None:
        for stmt in stmts:
            self._visit_stmt(stmt, scope)

    def _visit_stmt(self, stmt: ast.stmt, scope: Scope) -> None:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self._visit_function(stmt, scope)
        elif isinstance(stmt, ast.ClassDef):
            self._visit_class(stmt, scope)
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            for alias in stmt.names:
                if isinstance(stmt, ast.Import):
                    target = alias.name
                else:
                    base = self.import_base(stmt)
                    target = f"{base}.{alias.name}" if alias.name != "*" else base
                self.link(scope.symbol.symbol_id, target, "imports", stmt.lineno,
                           target in self.qual_to_id)
        elif isinstance(stmt, ast.Assign):
            value = self._with_node(eval_expr(self, stmt.value, scope), stmt.value)
            for target in stmt.targets:
                self._bind(target, value, scope)
                self._mark_assigned(stmt.value, target)
        elif isinstance(stmt, ast.AnnAssign):
            if stmt.value is not None:
                self._bind(stmt.target, self._with_node(eval_expr(self, stmt.value, scope), stmt.value), scope)
                self._mark_assigned(stmt.value, stmt.target)
        elif isinstance(stmt, ast.Return) and stmt.value is not None:
            value = eval_expr(self, stmt.value, scope)
            if value is not None and value.flows():
                refs = self.returns.setdefault(scope.symbol.symbol_id, [])
                for site in value.flows():
                    add_name(refs, site)
        elif isinstance(stmt, ast.If):
            self._visit_if(stmt, scope)
        elif isinstance(stmt, ast.Expr) and _cache_call(stmt.value):
            self._visit_cache(stmt.value, _cache_call(stmt.value), scope)
        elif isinstance(stmt, (ast.For, ast.AsyncFor)):
            eval_expr(self, stmt.iter, scope)
            self._bind(stmt.target, Value("maybe"), scope)
            self._visit_body(stmt.body, scope)
            self._visit_body(stmt.orelse, scope)
        else:
            self._visit_children(stmt, scope)

    def _visit_if(self, stmt: ast.If, scope: Scope) -> None:
        """Both branches from the same variables; after the `if`, a DataFrame either branch bound may
        flow on (`if fmt == "csv": df = read.csv(p) else: df = read.parquet(p)`; `return df`)."""
        eval_expr(self, stmt.test, scope)
        before = dict(scope.env)
        self._visit_body(stmt.body, scope)
        body = dict(scope.env)
        scope.env.clear()
        scope.env.update(before)
        self._visit_body(stmt.orelse, scope)
        for name, taken in body.items():
            other, old = scope.env.get(name), before.get(name)
            if other is taken:
                continue
            if other is old:           # only the body bound it: its value, or the one it replaced
                value, alt = taken, old
            else:                      # both bound it: the later text wins, the body's value may flow
                value, alt = other, taken
            if alt is not None and value.flows() and alt.flows():
                alts = [s for s in (*value.alts, *alt.flows()) if s != value.site]
                value = replace(value, alts=tuple(dict.fromkeys(alts)))
            scope.env[name] = value

    def _visit_cache(self, expr: ast.expr, call: ast.Call, scope: Scope) -> None:
        """`df.cache()` (or `df.persist(level)`, `df.cache().count()`) as a statement marks df cached in
        place: later uses of `df` read the cache, so the variable now holds the cache site."""
        eval_expr(self, expr, scope)
        name = dotted_name(call.func.value)
        site = self.site_by_call.get(id(call))
        old = scope.env.get(name)
        if site is not None and site.kind == "cache" and old is not None and old.role in ("frame", "maybe"):
            scope.env[name] = replace(old, site=site.site_id, alts=())

    def _visit_children(self, node: ast.AST, scope: Scope) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.stmt):
                self._visit_stmt(child, scope)
            elif isinstance(child, ast.expr):
                eval_expr(self, child, scope)
            else:
                self._visit_children(child, scope)

    def _visit_function(self, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope) -> None:
        start = min([d.lineno for d in node.decorator_list] + [node.lineno])
        kind = "method" if scope.symbol.kind == "class" else "function"
        symbol = self.add_symbol(kind, self._inner(scope, node.name), node, scope.symbol, start, node.end_lineno)
        symbol.docstring = ast.get_docstring(node) or ""
        prefix = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
        returns = f" -> {ast.unparse(node.returns)}" if node.returns else ""
        symbol.signature = f"{prefix} {node.name}({ast.unparse(node.args)}){returns}"
        pipelines = []
        for decorator in node.decorator_list:
            factory = self.udf_factory(decorator)
            pipeline = pipeline_dataset(self, decorator)
            if pipeline:
                pipelines.append((decorator, *pipeline))
            elif factory:   # the UDF definition is a site too: a UDF plan node may be labelled here
                site = self.new_site(node, "udf", factory, scope, start, "", [])
                site.line_end = node.end_lineno
                site.snippet = self.snippet(start, node.end_lineno)
                add_name(site.functions, node.name)
            else:
                eval_expr(self, decorator, scope)
        for default in node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
            eval_expr(self, default, scope)
        env = self._closure_env(scope)
        args = node.args
        for arg in args.posonlyargs + args.args + args.kwonlyargs + [a for a in (args.vararg, args.kwarg) if a]:
            env[arg.arg] = replace(self._param_value(arg), param=f"{symbol.symbol_id}:{arg.arg}")
            if env[arg.arg].role in ("frame", "maybe"):   # what callers pass in flows to its uses
                env[arg.arg] = replace(env[arg.arg], site=f"@param:{symbol.symbol_id}:{arg.arg}")
        positional = [a.arg for a in args.posonlyargs + args.args]
        if kind == "method" and positional and positional[0] in ("self", "cls"):
            positional = positional[1:]
        self.params[symbol.symbol_id] = positional
        lookup = [symbol.qualname] + scope.lookup   # class bodies are not in it: Python skips them too
        class_qual = scope.symbol.qualname if kind == "method" else scope.class_qual
        inner = Scope(symbol, env, class_qual, lookup)
        self._visit_body(node.body, inner)
        for decorator, verb, name in pipelines:
            pipeline_site(self, node, decorator, verb, name or node.name, inner, start)

    def _param_value(self, arg: ast.arg) -> Value:
        note = ast.unparse(arg.annotation) if arg.annotation else ""
        if arg.arg in ("self", "cls"):
            return Value("other")
        if "SparkSession" in note or arg.arg.lower() in SESSION_NAMES:
            return Value("session")
        if "SparkContext" in note or (not note and arg.arg.lower() in CONTEXT_NAMES):
            return Value("context")
        if "DataFrame" in note:
            return Value("frame")
        if note:
            return Value("other")
        return Value("maybe")

    def _visit_class(self, node: ast.ClassDef, scope: Scope) -> None:
        start = min([d.lineno for d in node.decorator_list] + [node.lineno])
        symbol = self.add_symbol("class", self._inner(scope, node.name), node, scope.symbol, start, node.end_lineno)
        symbol.docstring = ast.get_docstring(node) or ""
        bases = [ast.unparse(b) for b in node.bases] + [ast.unparse(k) for k in node.keywords]
        symbol.signature = f"class {node.name}({', '.join(bases)})" if bases else f"class {node.name}"
        self.class_bases[symbol.qualname] = []
        for base in node.bases:
            dotted = dotted_name(base)
            if dotted:
                target = self.expand(dotted)
                local = next((self.qual_to_id[f"{p}.{dotted}"] for p in scope.lookup
                              if f"{p}.{dotted}" in self.qual_to_id), None)
                self.class_bases[symbol.qualname].append(f"{self.module}.{dotted}" if local else target)
                self.link(symbol.symbol_id, local or target, "inherits", base.lineno, local is not None)
            eval_expr(self, base, scope)
        for decorator in node.decorator_list:
            eval_expr(self, decorator, scope)
        self._visit_body(node.body, Scope(symbol, self._closure_env(scope), symbol.qualname, scope.lookup))

    @staticmethod
    def _closure_env(scope: Scope) -> dict[str, Value]:
        # An inner scope sees the enclosing variables' roles, but dataflow stays within one function.
        return {name: value if not value.flows() else replace(value, site=None, alts=())
                for name, value in scope.env.items()}

    @staticmethod
    def _with_node(value: Value | None, node: ast.expr) -> Value | None:
        # A condition, window spec or list of names kept in a variable lends its names to the call that uses
        # it (`columns = ["id", "name"]; spark.createDataFrame(rows, columns)`).
        # So does a text with parts known only at run time (`query = f"SELECT ... '{day}'"`; spark.sql(query)).
        if value is None and _template(node):
            return Value("other", node=node)
        if value is not None and (value.role in ("column", "window", "string", "ref") or _names_list(node)
                                  or _template(node)):
            return replace(value, node=node)
        return value

    def _bind(self, target: ast.expr, value: Value | None, scope: Scope) -> None:
        key = dotted_name(target)
        if key and isinstance(target, (ast.Name, ast.Attribute)):
            if (value is None or value.role in ("maybe", "other")) and session_named(key):
                value = Value("session")    # spark = create_spark_session("etl"): a helper building the session
            scope.env[key] = value if value is not None else Value("maybe")
        elif isinstance(target, (ast.Tuple, ast.List)):
            part = replace(value, parts=False) if value is not None and value.parts else Value("maybe")
            for element in target.elts:
                self._bind(element.value if isinstance(element, ast.Starred) else element, part, scope)
        else:
            self._visit_children(target, scope)

    def _mark_assigned(self, value: ast.expr, target: ast.expr) -> None:
        name = dotted_name(target)
        if not name:
            return
        node = value
        while isinstance(node, (ast.Call, ast.Attribute, ast.Subscript)):
            site = self.site_by_call.get(id(node))
            if site is not None:
                site.assigned_to = name
            node = node.func if isinstance(node, ast.Call) else node.value


def _cache_call(expr: ast.expr) -> ast.Call | None:
    """The `x.cache()` / `x.persist(...)` call a statement's chain starts from, on a plain variable."""
    while isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute):
        if expr.func.attr in ("cache", "persist") and dotted_name(expr.func.value):
            return expr
        expr = expr.func.value
    return None


def _names_list(node: ast.expr) -> bool:
    """A list or tuple of string constants, or a StructType of fields: names a call may be handed."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return bool(node.elts) and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts)
    return isinstance(node, ast.Call) and (dotted_name(node.func) or "").rsplit(".", 1)[-1] == "StructType"


def _template(node: ast.expr) -> bool:
    """A string built at run time from written text: an f-string, `"...".format(x)`, `"..." + x`."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return any(isinstance(n, ast.Constant) and isinstance(n.value, str) or _template(n)
                   for n in (node.left, node.right))
    return False
