"""The walk over one Python file's tree: its symbols and links, and its Spark sites with the DataFrames
that flow between them. A DataFrame that comes from elsewhere stays a placeholder for dataflow.py;
names that only the whole repository knows (imported constants, UDFs, spark.sql texts) are left in the
file's facts for python_resolve.

RDD calls (`df.rdd.map(lambda r: (r.user_id, r.amount))`, `reduceByKey`, `mapPartitions(fn)`,
`sc.textFile(path)`, `rdd.toDF([...])`) are sites of kind "rdd": their columns are what the lambda or
the named function reads of its rows (attributes, string subscripts), their functions the function's
name and the functions it calls; `spark.createDataFrame(rdd)` reads from the RDD's last site.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass, field, replace

from codemap_pipeline.code.model import Link, SparkSite, Symbol
from codemap_pipeline.code.python_arguments import BUILTINS, NameCollector, function_reads
from codemap_pipeline.code.python_fold import PATH_JOINERS, dotted_name, fold_constant, names_in
from codemap_pipeline.code.vocabulary import (
    stable_id, FRAME_METHODS, GROUPING_METHODS, GROUPED_METHODS, WEAK_METHODS, READER_CONFIG,
    READER_TERMINALS, WRITER_CONFIG, WRITER_TERMINALS, FRAME_PASSTHROUGH, VIEW_METHODS, FRAME_ACTIONS,
    ROW_FETCHING_ACTIONS, rows_fetched, FRAME_PROPERTIES, SESSION_CLASSES, SESSION_NAMES, SPARK_FN_ALIASES,
    CONTEXT_NAMES, CONTEXT_SOURCES, CONTEXT_FILES, RDD_METHODS, RDD_PAIRS, RDD_ACTIONS, PIPELINE_MODULES,
    PIPELINE_TABLES, PIPELINE_VIEWS, PARAM_WRITER_TERMINALS, add_name, add_string,
)


@dataclass
class _Value:
    """What the walker knows about an expression's value."""
    role: str   # session reader writer frame grouped window maybe column udf string ref other
    site: str | None = None                 # site_id that produced this DataFrame
    config: list[ast.Call] = field(default_factory=list)   # reader/writer calls before the terminal
    start: int = 0                          # reader/writer: line of `.read` / `.write`
    text: str = ""                          # string: its value; ref: expression to resolve later;
                                            # reader/writer: receiver text
    node: ast.AST | None = None             # window: the spec expression
    udf: list[str] = field(default_factory=list)   # udf: its names
    alts: tuple[str, ...] = ()              # other sites the value may come from (if/else branches)
    instance: str = ""                      # maybe: the class, as written, whose instance this is
    guess: bool = False                     # writer: a parameter only its calls say is a writer

    def flows(self) -> list[str]:
        """Every site this DataFrame may come from."""
        return [s for s in (self.site, *self.alts) if s]


_FRAMEISH = {"frame", "maybe", "ref", None}


@dataclass
class _Scope:
    symbol: Symbol
    env: dict[str, _Value]
    class_qual: str | None          # for self.method calls
    lookup: list[str]               # qualnames searched for a bare name, innermost first


class FileVisitor:
    """Reads one parsed file once (`run`), then holds its rows and its facts (`facts`)."""

    def __init__(self, rel_path: str, text: str, tree: ast.Module, module: str, id_scope: str,
                 repo_roots: frozenset[str]):
        self.file = rel_path
        self.text = text
        self.lines = text.splitlines()
        self.tree = tree
        self.module = module
        # Ids hash the module's file name, not its folder, so moving a file keeps them.
        self.id_scope = id_scope or self.module.rsplit(".", 1)[-1]
        self.repo_roots = repo_roots
        self.symbols: list[Symbol] = []
        self.links: list[Link] = []
        self.sites: list[SparkSite] = []
        # What resolving names across modules needs (see facts()).
        self.imports: dict[str, str] = {}                 # local name -> dotted target
        self.constants: dict[str, ast.expr] = {}          # module-level NAME = expr
        self.udfs: dict[str, list[str]] = {}              # local udf name -> names to report
        self.site_refs: dict[str, list[tuple[str, str]]] = {}   # site -> (role, expr) to fold later
        self.class_bases: dict[str, list[str]] = {}       # class qualname -> base dotted
        # Dataflow across functions, resolved once every file is known (dataflow.py). Site inputs hold
        # placeholders until then: "@call:<file>:<n>" is a helper call's result, "@param:<symbol>:<name>"
        # a parameter's value, "@view:<name>" a temporary view.
        self.returns: dict[str, list[str]] = {}           # symbol_id -> refs it returns
        self.params: dict[str, list[str]] = {}            # symbol_id -> positional parameter names
        self.calls: dict[str, dict] = {}                  # "@call:..." -> {"callee", "args"}
        self.views: dict[str, list[str]] = {}             # temp view name -> refs registered
        self.pending_sql: list[dict] = []                 # spark.sql texts to split into clauses
        self.repo_imports: set[str] = set()        # imported names that come from this repository
        self.spark_fn_names: set[str] = set(SPARK_FN_ALIASES)
        self.star_spark_functions = False
        self.def_names: set[str] = set()
        self.class_names: set[str] = set()
        self.def_nodes: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}   # for RDD functions' reads
        self.qual_to_id: dict[str, str] = {}
        self.id_uses: Counter = Counter()
        self.ordinals: Counter = Counter()
        self.site_by_call: dict[int, SparkSite] = {}
        self.pending_calls: list[list] = []    # [symbol, written, line, lookup, class_qual, placeholder?]
        self._call_arg_sites: dict[int, list[str]] = {}

    def facts(self) -> dict:
        """What the repository resolver needs from this file, as plain data: constants as source text.
        `site_refs` and `pending_sql` are spent by the resolver; the rest is kept (python_index.file_facts)."""
        return {
            "module": self.module, "id_scope": self.id_scope, "imports": self.imports,
            "constants": {name: ast.unparse(value) for name, value in self.constants.items()},
            "udfs": self.udfs, "class_bases": self.class_bases, "returns": self.returns, "params": self.params,
            "calls": self.calls, "views": self.views, "site_refs": self.site_refs, "pending_sql": self.pending_sql,
        }

    # ---- driver
    def run(self) -> None:
        self._prescan()
        end = max(len(self.lines), 1)
        module = self._add_symbol("module", "", self.tree, None, 1, end)
        module.docstring = ast.get_docstring(self.tree) or ""
        scope = _Scope(module, {}, None, [self.module])
        self._visit_body(self.tree.body, scope)
        self._resolve_local_calls()

    def _prescan(self) -> None:
        """Imports, module constants and UDF names first: functions may use them before their line."""
        for stmt in self.tree.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                self.constants[stmt.targets[0].id] = stmt.value
            elif isinstance(stmt, ast.AnnAssign) and stmt.value and isinstance(stmt.target, ast.Name):
                self.constants[stmt.target.id] = stmt.value
        assigns = []
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                self._register_import(node)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.def_names.add(node.name)
                self.def_nodes.setdefault(node.name, node)
                if any(self._udf_factory(d) for d in node.decorator_list):
                    self.udfs[node.name] = [node.name]
            elif isinstance(node, ast.ClassDef):
                self.class_names.add(node.name)
            elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                assigns.append(node)
        for node in assigns:   # after the imports: `udf` must be known to come from pyspark
            names = self.udf_names_of_factory(node.value)
            for target in node.targets:
                if names is not None and isinstance(target, ast.Name):
                    self.udfs[target.id] = [target.id] + [n for n in names if n != target.id]

    def _register_import(self, node: ast.Import | ast.ImportFrom) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                local = alias.asname or alias.name.split(".")[0]
                self.imports[local] = alias.name if alias.asname else local
                if alias.name.split(".")[0] in self.repo_roots:
                    self.repo_imports.add(local)
                if alias.name == "pyspark.sql.functions":
                    self.spark_fn_names.add(local)
            return
        base = self._import_base(node)
        for alias in node.names:
            if alias.name == "*":
                self.star_spark_functions |= base == "pyspark.sql.functions"
                continue
            local = alias.asname or alias.name
            self.imports[local] = f"{base}.{alias.name}" if base else alias.name
            if node.level or base.split(".")[0] in self.repo_roots:
                self.repo_imports.add(local)
            if f"{base}.{alias.name}" == "pyspark.sql.functions":
                self.spark_fn_names.add(local)

    def _import_base(self, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        package = self.module.split(".")
        if not self.file.endswith("__init__.py"):
            package = package[:-1]
        package = package[: len(package) - (node.level - 1)] if node.level > 1 else package
        return ".".join(package + ([node.module] if node.module else []))

    # ---- symbols and links
    def _add_symbol(self, kind: str, inner: str, node: ast.AST, parent: Symbol | None,
                    start: int, end: int) -> Symbol:
        n = self.id_uses[(kind, inner)]
        self.id_uses[(kind, inner)] += 1
        # kind + file name + scope inside the module (+ a counter for redefinitions).
        symbol_id = stable_id(kind, self.id_scope, inner + (f"#{n}" if n else ""))
        qualname = f"{self.module}.{inner}" if inner else self.module
        symbol = Symbol(symbol_id=symbol_id, kind=kind, name=inner.rsplit(".", 1)[-1] or self.module.rsplit(".", 1)[-1],
                        qualname=qualname, file=self.file, line_start=start, line_end=end,
                        parent_id=parent.symbol_id if parent else None)
        self.qual_to_id.setdefault(qualname, symbol_id)
        self.symbols.append(symbol)
        if parent:
            self._link(parent.symbol_id, symbol_id, "contains", start, True)
        return symbol

    def _link(self, src: str, dst: str, kind: str, line: int, resolved: bool = False) -> None:
        self.links.append(Link(src_id=src, dst=dst, kind=kind, file=self.file, line=line, resolved=resolved))

    def _inner(self, scope: _Scope, name: str) -> str:
        prefix = scope.symbol.qualname[len(self.module) + 1:] if scope.symbol.kind != "module" else ""
        return f"{prefix}.{name}" if prefix else name

    def _expand(self, dotted: str) -> str:
        first, _, rest = dotted.partition(".")
        if first in self.imports:
            return self.imports[first] + (f".{rest}" if rest else "")
        return dotted

    def _resolve_local_calls(self) -> None:
        for symbol, written, line, lookup, class_qual, *placeholder in self.pending_calls:
            if placeholder:   # the call's Link says, once resolved, which function's result this is
                self.calls[placeholder[0]]["link"] = len(self.links)
            first, _, rest = written.partition(".")
            target, resolved = self._expand(written), None
            if first in ("self", "cls") and class_qual and rest:
                target = f"{class_qual}.{rest}"
                resolved = self.qual_to_id.get(target)
            elif first not in self.imports:
                for prefix in lookup:
                    resolved = self.qual_to_id.get(f"{prefix}.{written}")
                    if resolved:
                        break
            self._link(symbol.symbol_id, resolved or target, "calls", line, resolved is not None)

    # ---- statements
    def _visit_body(self, stmts: list[ast.stmt], scope: _Scope) -> None:
        for stmt in stmts:
            self._visit_stmt(stmt, scope)

    def _visit_stmt(self, stmt: ast.stmt, scope: _Scope) -> None:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self._visit_function(stmt, scope)
        elif isinstance(stmt, ast.ClassDef):
            self._visit_class(stmt, scope)
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            for alias in stmt.names:
                if isinstance(stmt, ast.Import):
                    target = alias.name
                else:
                    base = self._import_base(stmt)
                    target = f"{base}.{alias.name}" if alias.name != "*" else base
                self._link(scope.symbol.symbol_id, target, "imports", stmt.lineno,
                           target in self.qual_to_id)
        elif isinstance(stmt, ast.Assign):
            value = self._with_node(self._eval(stmt.value, scope), stmt.value)
            for target in stmt.targets:
                self._bind(target, value, scope)
                self._mark_assigned(stmt.value, target)
        elif isinstance(stmt, ast.AnnAssign):
            if stmt.value is not None:
                self._bind(stmt.target, self._with_node(self._eval(stmt.value, scope), stmt.value), scope)
                self._mark_assigned(stmt.value, stmt.target)
        elif isinstance(stmt, ast.Return) and stmt.value is not None:
            value = self._eval(stmt.value, scope)
            if value is not None and value.flows():
                refs = self.returns.setdefault(scope.symbol.symbol_id, [])
                for site in value.flows():
                    add_name(refs, site)
        elif isinstance(stmt, ast.If):
            self._visit_if(stmt, scope)
        elif isinstance(stmt, (ast.For, ast.AsyncFor)):
            self._eval(stmt.iter, scope)
            self._bind(stmt.target, _Value("maybe"), scope)
            self._visit_body(stmt.body, scope)
            self._visit_body(stmt.orelse, scope)
        else:
            self._visit_children(stmt, scope)

    def _visit_if(self, stmt: ast.If, scope: _Scope) -> None:
        """Both branches from the same variables; after the `if`, a DataFrame either branch bound may
        flow on (`if fmt == "csv": df = read.csv(p) else: df = read.parquet(p)`; `return df`)."""
        self._eval(stmt.test, scope)
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

    def _visit_children(self, node: ast.AST, scope: _Scope) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.stmt):
                self._visit_stmt(child, scope)
            elif isinstance(child, ast.expr):
                self._eval(child, scope)
            else:
                self._visit_children(child, scope)

    def _visit_function(self, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: _Scope) -> None:
        start = min([d.lineno for d in node.decorator_list] + [node.lineno])
        kind = "method" if scope.symbol.kind == "class" else "function"
        symbol = self._add_symbol(kind, self._inner(scope, node.name), node, scope.symbol, start, node.end_lineno)
        symbol.docstring = ast.get_docstring(node) or ""
        prefix = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
        returns = f" -> {ast.unparse(node.returns)}" if node.returns else ""
        symbol.signature = f"{prefix} {node.name}({ast.unparse(node.args)}){returns}"
        pipelines = []
        for decorator in node.decorator_list:
            factory = self._udf_factory(decorator)
            pipeline = self._pipeline_dataset(decorator)
            if pipeline:
                pipelines.append((decorator, *pipeline))
            elif factory:   # the UDF definition is a site too: a UDF plan node may be labelled here
                site = self._new_site(node, "udf", factory, scope, start, "", [])
                site.line_end = node.end_lineno
                site.snippet = self._snippet(start, node.end_lineno)
                add_name(site.functions, node.name)
            else:
                self._eval(decorator, scope)
        for default in node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
            self._eval(default, scope)
        env = self._closure_env(scope)
        args = node.args
        for arg in args.posonlyargs + args.args + args.kwonlyargs + [a for a in (args.vararg, args.kwarg) if a]:
            env[arg.arg] = self._param_value(arg)
            if env[arg.arg].role in ("frame", "maybe"):   # what callers pass in flows to its uses
                env[arg.arg] = replace(env[arg.arg], site=f"@param:{symbol.symbol_id}:{arg.arg}")
        positional = [a.arg for a in args.posonlyargs + args.args]
        if kind == "method" and positional and positional[0] in ("self", "cls"):
            positional = positional[1:]
        self.params[symbol.symbol_id] = positional
        lookup = [symbol.qualname] + scope.lookup   # class bodies are not in it: Python skips them too
        class_qual = scope.symbol.qualname if kind == "method" else scope.class_qual
        inner = _Scope(symbol, env, class_qual, lookup)
        self._visit_body(node.body, inner)
        for decorator, verb, name in pipelines:
            self._pipeline_site(node, decorator, verb, name or node.name, inner, start)

    def _pipeline_dataset(self, decorator: ast.expr) -> tuple[str, str | None] | None:
        """(verb, dataset name or None) for a declarative pipeline decorator: `@dp.materialized_view`,
        `@dp.table(name="x")`, `@dlt.table`, `@dp.append_flow(target="x")`, `@dp.temporary_view`."""
        call = decorator if isinstance(decorator, ast.Call) else None
        dotted = dotted_name(call.func if call else decorator)
        if not dotted:
            return None
        module, _, verb = self._expand(dotted).rpartition(".")
        if module not in PIPELINE_MODULES or verb not in PIPELINE_TABLES | PIPELINE_VIEWS:
            return None
        keywords = {k.arg: k.value for k in call.keywords} if call else {}
        given = keywords.get("target" if verb == "append_flow" else "name")
        name = fold_constant(given, lambda d: self.lookup(d)) if given is not None else None
        return verb, name

    def _pipeline_site(self, node: ast.FunctionDef | ast.AsyncFunctionDef, decorator: ast.expr, verb: str,
                       name: str, scope: _Scope, start: int) -> None:
        """What a pipeline does with the function's result: a view others read by name, or a write
        placed on the decorator and the `def` line (the function's body is the query)."""
        returned = self.returns.get(scope.symbol.symbol_id, [])
        if verb in PIPELINE_VIEWS:
            for ref in returned:
                add_name(self.views.setdefault(name.lower(), []), ref)
            return
        site = self._new_site(decorator, "write", f"pipeline.{verb}", scope, start, "", list(returned))
        site.line_end = node.lineno
        site.snippet = self._snippet(start, node.lineno)
        add_string(site, "table", name)

    def _param_value(self, arg: ast.arg) -> _Value:
        note = ast.unparse(arg.annotation) if arg.annotation else ""
        if arg.arg in ("self", "cls"):
            return _Value("other")
        if "SparkSession" in note or arg.arg.lower() in SESSION_NAMES:
            return _Value("session")
        if "SparkContext" in note or (not note and arg.arg.lower() in CONTEXT_NAMES):
            return _Value("context")
        if "DataFrame" in note:
            return _Value("frame")
        if note:
            return _Value("other")
        return _Value("maybe")

    def _visit_class(self, node: ast.ClassDef, scope: _Scope) -> None:
        start = min([d.lineno for d in node.decorator_list] + [node.lineno])
        symbol = self._add_symbol("class", self._inner(scope, node.name), node, scope.symbol, start, node.end_lineno)
        symbol.docstring = ast.get_docstring(node) or ""
        bases = [ast.unparse(b) for b in node.bases] + [ast.unparse(k) for k in node.keywords]
        symbol.signature = f"class {node.name}({', '.join(bases)})" if bases else f"class {node.name}"
        self.class_bases[symbol.qualname] = []
        for base in node.bases:
            dotted = dotted_name(base)
            if dotted:
                target = self._expand(dotted)
                local = next((self.qual_to_id[f"{p}.{dotted}"] for p in scope.lookup
                              if f"{p}.{dotted}" in self.qual_to_id), None)
                self.class_bases[symbol.qualname].append(f"{self.module}.{dotted}" if local else target)
                self._link(symbol.symbol_id, local or target, "inherits", base.lineno, local is not None)
            self._eval(base, scope)
        for decorator in node.decorator_list:
            self._eval(decorator, scope)
        self._visit_body(node.body, _Scope(symbol, self._closure_env(scope), symbol.qualname, scope.lookup))

    @staticmethod
    def _closure_env(scope: _Scope) -> dict[str, _Value]:
        # An inner scope sees the enclosing variables' roles, but dataflow stays within one function.
        return {name: value if not value.flows() else replace(value, site=None, alts=())
                for name, value in scope.env.items()}

    @staticmethod
    def _with_node(value: _Value | None, node: ast.expr) -> _Value | None:
        # A condition or window spec kept in a variable lends its names to the call that uses it.
        if value is not None and value.role in ("column", "window", "string", "ref"):
            return replace(value, node=node)
        return value

    def _bind(self, target: ast.expr, value: _Value | None, scope: _Scope) -> None:
        key = dotted_name(target)
        if key and isinstance(target, (ast.Name, ast.Attribute)):
            scope.env[key] = value if value is not None else _Value("maybe")
        elif isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:
                self._bind(element.value if isinstance(element, ast.Starred) else element, _Value("maybe"), scope)
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

    # ---- expressions: find sites, follow DataFrames through variables
    def _eval(self, node: ast.expr, scope: _Scope) -> _Value | None:
        if isinstance(node, ast.Name):
            return self._eval_name(node.id, scope)
        if isinstance(node, ast.Attribute):
            return self._eval_attribute(node, scope)
        if isinstance(node, ast.Call):
            return self._eval_call(node, scope)
        self._eval_children(node, scope)
        if isinstance(node, (ast.Constant, ast.JoinedStr, ast.BinOp)):
            return self._const_value(node, scope)
        if isinstance(node, (ast.Compare, ast.BoolOp, ast.UnaryOp)):
            return _Value("column")      # operators never give a DataFrame
        if isinstance(node, (ast.List, ast.Tuple, ast.Dict, ast.Set, ast.ListComp, ast.DictComp,
                             ast.SetComp, ast.GeneratorExp, ast.Lambda)):
            return _Value("other")
        return None

    def _eval_children(self, node: ast.AST, scope: _Scope) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self._eval(child, scope)
            elif not isinstance(child, ast.stmt):
                self._eval_children(child, scope)

    def _const_value(self, node: ast.expr, scope: _Scope) -> _Value | None:
        """A string value, or a reference to module-level names index_repository can fold."""
        text = fold_constant(node, lambda d: self.lookup(d, scope.env))
        if text is not None:
            return _Value("string", text=text)
        names = names_in(node)
        calls = [n for n in ast.walk(node) if isinstance(n, ast.Call) and dotted_name(n.func) not in PATH_JOINERS]
        if names and not calls and names <= set(self.imports) | set(self.constants):
            return _Value("ref", text=ast.unparse(node))
        if isinstance(node, ast.BinOp):
            return _Value("column")      # arithmetic on columns, never a DataFrame
        return None if isinstance(node, ast.Name) else _Value("other")

    def lookup(self, dotted: str, env: dict[str, _Value] | None = None, seen: frozenset = frozenset()) -> str | None:
        """A name's string value from the function's variables or this module's constants."""
        if env and dotted in env:
            value = env[dotted]
            return value.text if value.role == "string" else None
        if dotted in self.constants and dotted not in seen:
            return fold_constant(self.constants[dotted], lambda d: self.lookup(d, None, seen | {dotted}))
        return None

    def _eval_name(self, name: str, scope: _Scope) -> _Value | None:
        if name in scope.env:
            return scope.env[name]
        if name in self.udfs:
            return _Value("udf", udf=self.udfs[name])
        if name == "Window" or self.imports.get(name, "").endswith(".Window"):
            return _Value("window")
        if name in self.imports:
            if name in self.repo_imports:
                return _Value("ref", text=name)
            return _Value("other")
        if name.lower() in SESSION_NAMES or name.lower().endswith("spark"):
            return _Value("session")
        if name.lower() in CONTEXT_NAMES:
            return _Value("context")
        if name in self.constants:
            return self._const_value(ast.Name(id=name, ctx=ast.Load()), scope)
        if name in BUILTINS or name in self.def_names:
            return _Value("other")
        return None

    def _eval_attribute(self, node: ast.Attribute, scope: _Scope) -> _Value | None:
        key = dotted_name(node)
        if key and key in scope.env:
            return scope.env[key]
        base = self._eval(node.value, scope)
        role, attr = (base.role if base else None), node.attr
        if role == "session":
            if attr in ("read", "readStream"):
                return _Value("reader", start=node.end_lineno, text=self._segment(node))
            if attr in ("sparkContext", "_sc"):
                return _Value("context")
            return _Value("other")
        if role in ("frame", "maybe") and attr == "rdd":
            return _Value("rdd", site=base.site, alts=base.alts)     # df.rdd: the same rows as an RDD
        if role in _FRAMEISH and attr in ("write", "writeStream"):
            return _Value("writer", site=base.site if base else None, alts=base.alts if base else (),
                          start=node.end_lineno, text=self._segment(node.value))
        if role in ("frame", "maybe") and attr in ("na", "stat"):
            return _Value(role, site=base.site, alts=base.alts)
        if attr.lower() in SESSION_NAMES or attr.lower().endswith("spark"):
            return _Value("session")          # self.spark, ctx.spark
        if role == "window":
            return _Value("window", node=node)
        if role == "frame":
            return _Value("other") if attr in FRAME_PROPERTIES else _Value("column")
        if role == "ref":
            return _Value("ref", text=ast.unparse(node))
        if role == "other" and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
            return _Value("other")
        return None

    def _eval_call(self, node: ast.Call, scope: _Scope) -> _Value | None:
        entry = self._record_call(node, scope)
        value = self._eval_call_value(node, scope)
        if entry is not None and value is not None and value.role == "maybe" and value.site is None:
            # A helper that may return a DataFrame: its result is known once every file is indexed.
            placeholder = f"@call:{self.file}:{len(self.calls)}"
            args: dict[str, list[str]] = {}
            for i, arg in enumerate(node.args):
                found = self._call_arg_sites.get(id(arg))
                if found:
                    args[str(i)] = found
            for keyword in node.keywords:
                found = self._call_arg_sites.get(id(keyword.value))
                if found and keyword.arg:
                    args[keyword.arg] = found
            self.calls[placeholder] = {"callee": None, "args": args}
            entry.append(placeholder)
            value = replace(value, site=placeholder)
        return value

    def _eval_call_value(self, node: ast.Call, scope: _Scope) -> _Value | None:
        func = node.func
        if isinstance(func, ast.Attribute):
            receiver = self._eval(func.value, scope)
        else:
            receiver = None
            if not isinstance(func, ast.Name):
                self._eval(func, scope)
        args = [self._eval(a.value if isinstance(a, ast.Starred) else a, scope) for a in node.args]
        for arg, value in zip(node.args, args):
            if value is not None and value.flows():
                self._call_arg_sites[id(arg)] = value.flows()
        for keyword in node.keywords:
            value = self._eval(keyword.value, scope)
            if value is not None and value.flows():
                self._call_arg_sites[id(keyword.value)] = value.flows()
        factory = self._udf_factory(func)
        if factory:
            site = self._new_site(node, "udf", factory, scope, self._method_line(node), "", [])
            names = self.udf_names_of_factory(node) or []
            for name in names:
                add_name(site.functions, name)
            return _Value("udf", udf=names)
        spark_fn = self.spark_function(func)
        if spark_fn == "broadcast":
            return args[0] if args else None
        if spark_fn:
            return _Value("column")
        if isinstance(func, ast.Attribute):
            return self._method_call(node, func.attr, receiver, args, scope)
        if isinstance(func, ast.Name):
            name = func.id
            if name in self.udfs:
                return _Value("column")
            if name in SESSION_CLASSES:
                return _Value("session")   # SQLContext(sc), HiveContext(sc): the Spark 1.x entry points
            if self._instance_of(node):
                # a repository class: its methods are calls to follow (`Writer().save(df)`)
                return _Value("instance" if name in self.class_names else "maybe", instance=name)
            if name in self.def_names or name in self.repo_imports or any(
                    a is not None and a.role in ("session", "frame") for a in args):
                return _Value("maybe")   # a helper that may return a DataFrame
            const = self._const_value(node, scope) if name in PATH_JOINERS else None
            return const or _Value("other")
        return None

    def _method_call(self, node: ast.Call, method: str, receiver: _Value | None,
                     args: list[_Value | None], scope: _Scope) -> _Value | None:
        role = receiver.role if receiver else None
        if dotted_name(node.func) in ("SparkContext.getOrCreate", "pyspark.SparkContext.getOrCreate"):
            return _Value("context")
        if method in ("getOrCreate", "getActiveSession", "active", "newSession"):
            return _Value("session")
        if dotted_name(node.func) in PATH_JOINERS:
            const = self._const_value(node, scope)
            if const is not None and const.role == "string":
                return const
        if role == "session":
            return self._session_call(node, method, scope)
        if role == "context":
            return self._context_call(node, method, scope)
        if role == "rdd":
            return self._rdd_call(node, method, receiver, args, scope)
        if role == "reader":
            if method in READER_CONFIG:
                return replace(receiver, config=receiver.config + [node])
            if method in READER_TERMINALS:
                site = self._new_site(node, "read", f"{receiver.text.rsplit('.', 1)[-1]}.{method}",
                                      scope, receiver.start, receiver.text, [])
                self._collect_reader(site, receiver.config + [node], scope)
                if method == "table":
                    self._read_view(site, node.args[0] if node.args else None, scope)
                return _Value("frame", site=site.site_id)
            return None
        if role in ("frame", "maybe") and (receiver.site or "").startswith("@param:") \
                and self._param_writer(method, role, node):
            # def save(out, path): out.mode("append").parquet(path): the caller passed `df.write`
            receiver = _Value("writer", site=receiver.site, text=self._segment(node.func.value),
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
                site = self._new_site(node, "write", f"{verb}.{method}", scope, receiver.start,
                                      receiver.text, receiver.flows())
                self._collect_reader(site, receiver.config + [node], scope)
                return _Value("other")
            return None
        if role == "grouped" and method in GROUPED_METHODS:
            kind = GROUPED_METHODS[method]
            site = self._site_for_method(node, kind, method, receiver, args, scope)
            return _Value("grouped" if method == "pivot" else "frame", site=site.site_id)
        if role == "window":
            return _Value("window", node=node)
        if method == "writeTo" and role in _FRAMEISH:
            return _Value("writer", site=receiver.site if receiver else None, config=[node],
                          alts=receiver.alts if receiver else (),
                          start=node.func.end_lineno, text=self._segment(node.func.value))
        if method in FRAME_METHODS and self._plausible_call(method, role, node, args):
            site = self._site_for_method(node, FRAME_METHODS[method], method, receiver, args, scope)
            if method == "count":
                return _Value("other")     # an action: the result is a number
            return _Value("grouped" if method in GROUPING_METHODS else "frame", site=site.site_id)
        if role == "frame" and method in FRAME_PASSTHROUGH:
            return receiver
        if method in VIEW_METHODS and role in _FRAMEISH and receiver is not None and receiver.flows() and node.args:
            name = fold_constant(node.args[0], lambda d: self.lookup(d, scope.env))
            if name:
                for site in receiver.flows():
                    add_name(self.views.setdefault(name.lower(), []), site)
            return _Value("other")
        if method not in FRAME_METHODS and receiver is not None and receiver.instance:
            return _Value("maybe")   # a method of a repository class: its result is known later
        if method not in FRAME_METHODS and (role == "ref" or (
                isinstance(node.func.value, ast.Name) and node.func.value.id in ("self", "cls"))):
            return _Value("maybe")   # self.load() or io.read_orders(spark): a helper's result
        if role == "frame" and method in ROW_FETCHING_ACTIONS:
            rows = self._rows_fetched(node, method, scope)
            if rows:   # show()/take(n)/first() collect a limited number of rows: the plan's CollectLimit
                site = self._new_site(node, "limit", method, scope, self._method_line(node),
                                      self._segment(node.func.value), receiver.flows() if receiver else [])
                site.literals.append(rows)
            return _Value("other")
        if role == "frame" and method in FRAME_ACTIONS:
            return _Value("other")
        if method == "sql" and role in _FRAMEISH and node.args and self._looks_like_query(node.args[0], scope):
            return self._session_call(node, method, scope)
        if role in ("other", "string", "column", "udf", "instance"):
            return _Value("other") if role != "column" else _Value("column")
        return None

    def _rows_fetched(self, node: ast.Call, method: str, scope: _Scope) -> str:
        arg = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg in ("n", "num")), None)
        count = fold_constant(arg, lambda d: self.lookup(d, scope.env)) if arg is not None else None
        return rows_fetched(method, int(count) if isinstance(count, str) and count.isdigit() else None, arg is not None)

    @staticmethod
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

    def _looks_like_query(self, node: ast.expr, scope: _Scope) -> bool:
        text = fold_constant(node, lambda d: self.lookup(d, scope.env), partial=True) or ""
        return bool(re.match(r"\s*(select|with|insert|create|merge)\b", text, re.I))

    def _session_call(self, node: ast.Call, method: str, scope: _Scope) -> _Value | None:
        receiver = self._segment(node.func.value)
        if method == "sql":
            site = self._new_site(node, "sql", "spark.sql", scope, self._method_line(node), receiver, [])
            collector = NameCollector(self, site, scope)
            query = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "sqlQuery"), None)
            if query is not None:
                self._remember_sql(site, query, scope)
            for arg in node.args[:1]:
                collector.collect(arg, "sql")
            for keyword in node.keywords:
                collector.collect(keyword.value, "sql" if keyword.arg == "sqlQuery" else "literal")
            return _Value("frame", site=site.site_id)
        if method in ("table", "createDataFrame", "range"):
            site = self._new_site(node, "read", f"spark.{method}", scope, self._method_line(node), receiver, [])
            collector = NameCollector(self, site, scope)
            if method == "table":
                for arg in node.args:
                    collector.collect(arg, "table")
                self._read_view(site, node.args[0] if node.args else None, scope)
            elif method == "range":
                for arg in node.args:
                    collector.collect(arg, "literal")
            else:   # the data itself is noise; its schema names the columns
                schema = node.args[1] if len(node.args) > 1 else next(
                    (k.value for k in node.keywords if k.arg == "schema"), None)
                if schema is not None:
                    collector.collect(schema, "expr" if isinstance(schema, ast.Constant) else "column")
                data = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "data"), None)
                source = self._call_arg_sites.get(id(data)) if data is not None else None
                if source:                        # createDataFrame(rdd): the RDD's rows become the scan
                    site.inputs = list(source)
            return _Value("frame", site=site.site_id)

    def _read_view(self, site: SparkSite, name: ast.expr | None, scope: _Scope) -> None:
        """A table read by name may be a temporary view: the view's DataFrame flows in (see dataflow)."""
        text = fold_constant(name, lambda d: self.lookup(d, scope.env)) if name is not None else None
        if text:
            site.inputs.append(f"@view:{text.lower()}")

    def _context_call(self, node: ast.Call, method: str, scope: _Scope) -> _Value | None:
        """sc.parallelize(...), sc.textFile(path), ...: an RDD site."""
        if method not in CONTEXT_SOURCES | CONTEXT_FILES:
            return _Value("other")
        receiver = self._segment(node.func.value)
        site = self._new_site(node, "rdd", f"sc.{method}", scope, self._method_line(node), receiver,
                              [s for a in node.args for s in self._call_arg_sites.get(id(a), [])]
                              if method == "union" else [])
        collector = NameCollector(self, site, scope)
        if method in CONTEXT_FILES:
            path = node.args[0] if node.args else next(
                (k.value for k in node.keywords if k.arg in ("name", "path")), None)
            collector.collect(path, "path")
        elif method == "range":
            for arg in node.args:
                collector.collect(arg, "literal")
        return _Value("rdd", site=site.site_id)

    def _rdd_call(self, node: ast.Call, method: str, receiver: _Value, args: list[_Value | None],
                  scope: _Scope) -> _Value | None:
        """An RDD transformation (or an action running a function): a site of kind rdd whose names are
        the fields its function reads (`lambda r: (r.user_id, r["amount"])`) and the function's name."""
        if method not in RDD_METHODS | RDD_ACTIONS:
            return _Value("other") if method in ("collect", "count", "take", "first", "countByKey",
                                                 "collectAsMap", "top", "takeOrdered", "isEmpty") else None
        inputs = receiver.flows()
        if method in RDD_PAIRS:
            inputs += [s for a in args[:1] if a is not None for s in a.flows()]
        site = self._new_site(node, "rdd", method, scope, self._method_line(node),
                              self._segment(node.func.value), inputs)
        collector = NameCollector(self, site, scope)
        keywords = {k.arg: k.value for k in node.keywords if k.arg}
        if method == "toDF":
            for arg in node.args[:1] + ([keywords["schema"]] if "schema" in keywords else []):
                before = list(site.columns)
                collector.collect(arg, "column")
                for name in site.columns[len(before):]:
                    add_name(site.aliases, name)
            return _Value("frame", site=site.site_id)
        functions = list(node.args[1:] if method in RDD_PAIRS else node.args)
        functions += [v for k, v in keywords.items() if k in ("f", "func", "keyfunc", "seqFunc", "combFunc", "op")]
        for arg in functions:
            if isinstance(arg, ast.Lambda):
                function_reads(arg.args, [arg.body], site)
            elif isinstance(arg, (ast.Name, ast.Attribute)) and dotted_name(arg):
                name = dotted_name(arg).rsplit(".", 1)[-1]
                variable = isinstance(arg, ast.Name) and arg.id in scope.env
                defined = self.def_nodes.get(name) if not variable else None
                if defined is not None or (not variable and name not in BUILTINS):
                    add_name(site.functions, name)
                if defined is not None:
                    function_reads(defined.args, defined.body, site)
                elif variable and scope.env[arg.id].role == "string":
                    collector.collect(arg, "path" if method.startswith("saveAs") else "literal")
            elif isinstance(arg, ast.Constant):
                collector.collect(arg, "path" if method.startswith("saveAs") else "literal")
        return _Value("other") if method in RDD_ACTIONS else _Value("rdd", site=site.site_id)
        return _Value("other")

    def _remember_sql(self, site: SparkSite, query: ast.expr, scope: _Scope) -> None:
        where, expr = query, ast.unparse(query)
        bound = scope.env.get(query.id) if isinstance(query, ast.Name) else None
        if bound is not None and bound.node is not None:
            where = bound.node                    # query = """...""" earlier: its lines are there
            if bound.role == "ref":
                expr = bound.text                 # built from imported constants: folded later
        self.pending_sql.append({
            "site": site.site_id, "expr": expr,
            "local": fold_constant(query, lambda d: self.lookup(d, scope.env), partial=True),
            "line": where.lineno, "end": where.end_lineno, "source": self._raw_segment(where),
            "lines": self.lines[where.lineno - 1:where.end_lineno],
        })

    def _raw_segment(self, node: ast.AST) -> str:
        lines = [line.encode("utf-8") for line in self.lines[node.lineno - 1:node.end_lineno]]
        if len(lines) == 1:
            return lines[0][node.col_offset:node.end_col_offset].decode("utf-8", "replace")
        lines[0], lines[-1] = lines[0][node.col_offset:], lines[-1][:node.end_col_offset]
        return b"\n".join(lines).decode("utf-8", "replace")

    def _plausible_call(self, method: str, role: str | None, node: ast.Call, args: list[_Value | None]) -> bool:
        """Is `x.method(...)` a DataFrame call? Sure on a known DataFrame; on an unknown receiver
        only when the name or the call shape is Spark's own (str.join takes one argument, list.sort
        takes no positional one, str.count takes one, set.union takes a set...)."""
        if role == "frame":
            return True
        if role not in _FRAMEISH:
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
            return n == 1 and args[0] is not None and args[0].role == "frame"
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

    def _site_for_method(self, node: ast.Call, kind: str, method: str, receiver: _Value | None,
                         args: list[_Value | None], scope: _Scope) -> SparkSite:
        inputs = receiver.flows() if receiver else []
        if kind in ("join", "union"):
            inputs += [s for a in args[:1] if a is not None for s in a.flows()]
        site = self._new_site(node, kind, method, scope, self._method_line(node),
                              self._segment(node.func.value), inputs)
        collector = NameCollector(self, site, scope)
        collector.collect_method_args(node, method)
        # What the arguments call decides the operator: a UDF, an explode, a window function.
        if kind in ("project", "filter") and "udf" in collector.flags:
            site.kind = "udf"
        elif kind == "project" and "explode" in collector.flags:
            site.kind = "explode"
        elif kind == "project" and "window" in collector.flags:
            site.kind = "window"
        return site

    def _collect_reader(self, site: SparkSite, calls: list[ast.Call], scope: _Scope) -> None:
        collector = NameCollector(self, site, scope)
        for call in calls:
            collector.collect_io_call(call, call.func.attr)

    def _new_site(self, node: ast.AST, kind: str, method: str, scope: _Scope, start: int,
                  receiver: str, inputs: list[str | None]) -> SparkSite:
        symbol = scope.symbol
        ordinal = self.ordinals[(symbol.symbol_id, method)]
        self.ordinals[(symbol.symbol_id, method)] += 1
        end = node.end_lineno
        site = SparkSite(site_id=stable_id("site", symbol.symbol_id, method, str(ordinal)),
                         file=self.file, line_start=start, line_end=end, symbol_id=symbol.symbol_id,
                         symbol=symbol.qualname, kind=kind, method=method,
                         snippet=self._snippet(start, end), receiver=receiver,
                         inputs=[i for i in dict.fromkeys(inputs) if i])
        self.sites.append(site)
        self.site_by_call[id(node)] = site
        return site

    def _instance_of(self, node: ast.AST) -> str:
        """The class, as written, when `node` makes an instance of a repository class: one defined in
        this file, or an imported name of this repository spelled as a class (CapWords, PEP 8)."""
        written = dotted_name(node.func) if isinstance(node, ast.Call) else None
        if not written or "." in written:
            return ""
        if written in self.class_names or (written in self.repo_imports and written[:1].isupper()):
            return written
        return ""

    def _record_call(self, node: ast.Call, scope: _Scope) -> list | None:
        written = dotted_name(node.func)
        if written is None and isinstance(node.func, ast.Attribute) and self._instance_of(node.func.value):
            written = f"{self._instance_of(node.func.value)}.{node.func.attr}"   # Writer().save(df)
        if not written:
            return None
        first, _, rest = written.partition(".")
        if first in scope.env and first not in ("self", "cls") and "." in written:
            instance = scope.env[first].instance
            if not instance or "." in rest:
                return None   # a method on a local variable (df.filter): dataflow, not a call graph edge
            written = f"{instance}.{rest}"   # writer = Writer(); writer.save(df)
        entry = [scope.symbol, written, node.lineno, scope.lookup, scope.class_qual]
        self.pending_calls.append(entry)
        return entry

    # ---- helpers
    def _method_line(self, node: ast.Call) -> int:
        # The line where the method name is written: a chain's calls each get their own line.
        return node.func.end_lineno if isinstance(node.func, ast.Attribute) else node.lineno

    def _snippet(self, start: int, end: int) -> str:
        return "\n".join(self.lines[start - 1:end])

    def _segment(self, node: ast.AST) -> str:
        """Source text of a node, with line breaks inside it folded to single spaces."""
        lines = [line.encode("utf-8") for line in self.lines[node.lineno - 1:node.end_lineno]]
        if not lines:
            return ""
        if len(lines) == 1:
            text = lines[0][node.col_offset:node.end_col_offset]
        else:
            text = b"\n".join([lines[0][node.col_offset:]] + lines[1:-1] + [lines[-1][:node.end_col_offset]])
        return re.sub(r"\s*\n\s*", " ", text.decode("utf-8", "replace"))

    def spark_function(self, func: ast.expr) -> str | None:
        """`sum` for F.sum / sum imported from pyspark.sql.functions, else None."""
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in self.spark_fn_names:
            return func.attr
        if isinstance(func, ast.Name):
            target = self.imports.get(func.id, "")
            if target.startswith("pyspark.sql.functions."):
                return target.rsplit(".", 1)[-1]
            if self.star_spark_functions and func.id not in self.imports and func.id not in self.def_names \
                    and func.id not in BUILTINS and func.id not in self.udfs:
                return func.id
            if func.id in ("col", "column", "lit", "expr") and func.id not in self.def_names:
                return func.id
        return None

    def _udf_factory(self, func: ast.expr) -> str | None:
        """"udf" / "pandas_udf" / "udf.register" when `func` (or a call of it) defines a UDF."""
        if isinstance(func, ast.Call):
            func = func.func
        dotted = dotted_name(func) or ""
        last = dotted.rsplit(".", 1)[-1]
        if last in ("udf", "pandas_udf") and (dotted == last or dotted.split(".")[0] in self.spark_fn_names
                                              or dotted.startswith("pyspark")):
            if dotted == last and self.imports.get(last, "pyspark").split(".")[0] != "pyspark":
                return None
            return last
        if dotted.endswith(".udf.register"):
            return "udf.register"
        return None

    def udf_names_of_factory(self, call: ast.Call) -> list[str] | None:
        """Names a UDF made by this call shows in plans: its function's name, a registered name."""
        factory = self._udf_factory(call.func) if not isinstance(call.func, ast.Call) else None
        if not factory:
            return None
        args = list(call.args)
        names: list[str] = []
        if factory == "udf.register" and args:
            if isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                names.append(args[0].value)
            args = args[1:]
        fn = args[0] if args else next((k.value for k in call.keywords if k.arg in ("f", "func")), None)
        if isinstance(fn, ast.Lambda):
            names.append("<lambda>")
        elif fn is not None and dotted_name(fn):
            names.append(dotted_name(fn).rsplit(".", 1)[-1])
        return names
