"""The names a Python Spark call's arguments mention, each in its role: columns, aliases, literals,
functions, tables, paths. `NameCollector` fills one site from its call (the call modules, python_calls and its neighbours, make the site);
`function_reads` fills an RDD or pandas site from the function it is given."""

from __future__ import annotations

import ast
import builtins
import sys

from codemap_pipeline.code.arguments import note_use
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.python_fold import PATH_JOINERS, dotted_name, fold_constant, names_in
from codemap_pipeline.code.vocabulary import (
    CALLS_BY_NAME, COLUMN_FLAG_METHODS, COLUMN_LITERAL_METHODS, DESCENDING, DESCENDING_CALLS, EXPLODE_FUNCTIONS,
    FRAME_PROPERTIES, LITERAL_ARGS, NOT_SPARK_FUNCTIONS, READER_TERMINALS, WRITER_TERMINALS, add_name, add_runtime_name,
    add_string, ddl_names, set_operation_join,
)

BUILTINS = set(dir(builtins))
STDLIB = set(sys.stdlib_module_names)


def function_reads(arguments: ast.arguments, body: list[ast.AST], site: SparkSite) -> None:
    """What a function given to an RDD call reads of its rows: attributes and string subscripts of its
    parameters and of names bound inside it (`r.user_id`, `row["amount"]`, `for r in rows: r.amount`)
    become columns, functions it calls by name become functions, constants it compares become literals."""
    local = {a.arg for a in arguments.posonlyargs + arguments.args + arguments.kwonlyargs}
    local |= {a.arg for a in (arguments.vararg, arguments.kwarg) if a}
    nodes = [n for b in body for n in ast.walk(b)]
    local |= {n.id for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    local |= {a.arg for n in nodes if isinstance(n, ast.Lambda) for a in n.args.args}
    called = {id(n.func) for n in nodes if isinstance(n, ast.Call)}

    def rooted(node: ast.AST) -> bool:
        while isinstance(node, (ast.Attribute, ast.Subscript)):
            node = node.value
        return isinstance(node, ast.Name) and node.id in local

    for node in nodes:
        if isinstance(node, ast.Attribute) and id(node) not in called and rooted(node.value):
            if not node.attr.startswith("_"):
                add_name(site.columns, node.attr)
        elif isinstance(node, ast.Subscript) and rooted(node.value) and isinstance(node.slice, ast.Constant) \
                and isinstance(node.slice.value, str):
            add_name(site.columns, node.slice.value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id not in BUILTINS \
                and node.func.id not in local:
            add_name(site.functions, node.func.id)
        elif isinstance(node, ast.Compare):
            for value in [node.left] + node.comparators:
                if isinstance(value, ast.Constant) and isinstance(value.value, (str, int, float)) \
                        and not isinstance(value.value, bool):
                    add_name(site.literals, str(value.value))


class NameCollector:
    """Fills a site's names from its call's arguments; each argument position gives strings a role.
    `indexer` is the file's python_visitor.FileVisitor (what the file imports, defines and folds) and
    `scope` the visitor's scope at the call (its variables' roles)."""

    def __init__(self, indexer, site: SparkSite, scope):
        self.ix = indexer
        self.site = site
        self.scope = scope
        self.flags: set[str] = set()
        self.expanded: set[int] = set()

    # ---- the site's own call
    def collect_method_args(self, node: ast.Call, method: str) -> None:
        site, args = self.site, node.args
        keywords = {k.arg: k.value for k in node.keywords if k.arg}
        if method in ("filter", "where", "selectExpr"):
            for arg in args + list(keywords.values()):
                self.collect(arg, "expr")
        elif method == "withColumn":
            self._collect_positions(args, keywords, ["colName", "col"], ["alias", "column"])
        elif method == "withColumnRenamed":
            self._collect_positions(args, keywords, ["existing", "new"], ["column", "alias"])
        elif method in ("withColumns", "withColumnsRenamed"):
            for arg in args:
                if isinstance(arg, ast.Dict):
                    for key, value in zip(arg.keys, arg.values):
                        self.collect(key, "alias" if method == "withColumns" else "column")
                        self.collect(value, "column" if method == "withColumns" else "alias")
        elif method in ("toDF", "alias"):
            for arg in args:
                self.collect(arg, "alias")
        elif method in ("join", "crossJoin"):
            on = args[1] if len(args) > 1 else keywords.get("on")
            how = args[2] if len(args) > 2 else keywords.get("how")
            self.collect(on, "column")
            how_text = fold_constant(how, lambda d: self.ix.lookup(d, self.scope.env)) if how is not None else None
            # Not written means Spark's default, an inner join; crossJoin is a cross join.
            site.join_how = how_text or ("cross" if method == "crossJoin" else "inner")
        elif method in ("intersect", "subtract"):
            site.join_how = set_operation_join(method)
        elif method in ("union", "unionAll", "unionByName", "intersectAll", "exceptAll", "cache", "persist", "distinct"):
            pass
        elif method in ("limit", "offset", "coalesce", "sample", "randomSplit"):
            for arg in args + list(keywords.values()):
                self.collect(arg, "literal")
        elif method == "agg":
            for arg in args:
                if isinstance(arg, ast.Dict):   # agg({"amount": "sum"})
                    for key, value in zip(arg.keys, arg.values):
                        self.collect(key, "column")
                        self.collect(value, "function")
                else:
                    self.collect(arg, "column")
        elif method == "crosstab":
            # its first column is named `col1_col2`
            self._collect_positions(args, keywords, ["col1", "col2"], ["column", "column"])
            written = [fold_constant(a, lambda d: self.ix.lookup(d, self.scope.env)) for a in args[:2]]
            if len(written) == 2 and all(isinstance(w, str) for w in written):
                add_name(site.aliases, "_".join(written))
        elif method == "pivot":
            self._collect_positions(args, keywords, ["pivot_col", "values"], ["column", "literal"])
        elif method in ("count", "sum", "avg", "mean", "max", "min"):
            self.add_function(method)
            for arg in args:
                self.collect(arg, "column")
        elif method in ("fillna", "na.fill"):
            self._collect_positions(args, keywords, ["value", "subset"], ["literal", "column"])
        elif method in ("mapInPandas", "mapInArrow", "applyInPandas", "applyInArrow"):
            # The plan shows the function's name with its output columns: MapInPandas fn(...), [id#4L]
            schema = args[1] if len(args) > 1 else keywords.get("schema")
            ddl = fold_constant(schema, lambda d: self.ix.lookup(d, self.scope.env)) if schema is not None else None
            if ddl is not None:
                for name in ddl_names(ddl):
                    add_name(site.columns, name)
            elif schema is not None:
                self.collect(schema, "column")
            fn = args[0] if args else keywords.get("func")
            if isinstance(fn, ast.Lambda):
                function_reads(fn.args, [fn.body], site)
            elif fn is not None and dotted_name(fn):
                name = dotted_name(fn).rsplit(".", 1)[-1]
                add_name(site.functions, name)
                defined = self.ix.def_nodes.get(name)
                if defined is not None:
                    function_reads(defined.args, defined.body, site)
        else:
            if method in ("orderBy", "sort", "sortWithinPartitions") and _says_descending(keywords.get("ascending")):
                add_name(site.functions, DESCENDING)   # orderBy("a", ascending=False)
            for arg in args + list(keywords.values()):
                self.collect(arg, "column")

    def _collect_positions(self, args, keywords, names, roles) -> None:
        for i, (name, role) in enumerate(zip(names, roles)):
            self.collect(args[i] if i < len(args) else keywords.get(name), role)

    def collect_io_call(self, node: ast.Call, method: str) -> None:
        """A reader/writer call: format, option, mode, partitionBy, or the terminal load/save."""
        args = node.args
        keywords = {k.arg: k.value for k in node.keywords if k.arg}
        if method == "option" and len(args) >= 2:
            key = fold_constant(args[0], lambda d: None) or ""
            role = {"dbtable": "table", "table": "table", "path": "source"}.get(key.lower(), "literal")
            self.collect(args[1], role)
        elif method in ("format", "mode", "options", "using", "outputMode", "trigger", "queryName",
                        "tableProperty"):
            for arg in args + list(keywords.values()):
                self.collect(arg, "literal")
        elif method == "schema":
            for arg in args[:1]:
                self.collect_schema(arg)
        elif method in ("partitionBy", "sortBy", "partitionedBy"):
            for arg in args:
                self.collect(arg, "column")
        elif method == "bucketBy":
            for arg in args:
                self.collect(arg, "column")
        elif method in ("table", "saveAsTable", "insertInto", "toTable", "writeTo"):
            for arg in args[:1]:
                self.collect(arg, "table")
        elif method == "jdbc":
            self._collect_positions(args, keywords, ["url", "table"], ["literal", "table"])
        elif method in ("load", "save", "start"):
            for arg in args[:1]:
                self.collect(arg, "source")
            if "path" in keywords:
                self.collect(keywords["path"], "source")
            for key, value in keywords.items():
                if key == "format":
                    self.collect(value, "literal")
        elif method in READER_TERMINALS | WRITER_TERMINALS:
            path = args[0] if args else keywords.get("path")
            self.collect(path, "path")
            for key, value in keywords.items():
                if key in ("partitionBy",):
                    self.collect(value, "column")
                elif key == "schema":
                    self.collect_schema(value)
                elif key in ("mode", "format", "compression"):
                    self.collect(value, "literal")

    def collect_schema(self, node: ast.AST) -> None:
        """A schema: a DDL string names its columns (`"id INT, city STRING"`, here or in a variable), a
        StructType its fields."""
        ddl = fold_constant(node, lambda d: self.ix.lookup(d, self.scope.env))
        names = ddl_names(ddl) if ddl is not None else []
        for name in names:
            add_name(self.site.columns, name)
        if not names:
            self.collect(node, "expr" if isinstance(node, ast.Constant) else "column")

    # ---- expressions inside arguments
    def collect(self, node: ast.AST | None, role: str) -> None:
        if node is None:
            return
        nested = self.ix.site_by_call.get(id(node))
        if nested is not None and nested is not self.site:
            return   # a DataFrame call inside the arguments is a site with names of its own
        if isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, str):
                if role == "function":
                    self.add_function(value)
                else:
                    add_string(self.site, role, value)
            elif isinstance(value, (int, float)) and not isinstance(value, bool):
                add_name(self.site.literals, str(value))
        elif isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            for element in node.elts:
                self.collect(element, role)
        elif isinstance(node, ast.Starred):
            self.collect(node.value, role)
        elif isinstance(node, (ast.Name, ast.Attribute)):
            self._collect_reference(node, role)
        elif isinstance(node, ast.Subscript):
            base = self._frame_var(node.value)
            key = node.slice
            if base and isinstance(key, ast.Constant) and isinstance(key.value, str):
                add_name(self.site.columns, key.value)      # df["amount"]
            elif not base and self._constant_item(node, role):
                pass
            else:
                self.collect(node.value, role)
                self.collect(key, "literal")
        elif role in ("path", "source") and self._path_expression(node, role):
            pass
        elif isinstance(node, ast.Call):
            self._collect_call(node, role)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and role == "sql":
            self._collect_text(node, role)     # spark.sql("select ... " + "where ..."): one text
        elif isinstance(node, (ast.Compare, ast.BinOp, ast.BoolOp)):
            # Constants next to an operator are values: F.col("status") == "active".
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.expr):
                    self.collect(child, "literal")
        elif isinstance(node, ast.JoinedStr):
            self._collect_text(node, role)
        elif isinstance(node, ast.IfExp):
            self.collect(node.test, "literal")
            self.collect(node.body, role)
            self.collect(node.orelse, role)
        elif isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                self.collect(key, role)
                self.collect(value, role)
        else:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.expr):
                    self.collect(child, role)

    def _constant_item(self, node: ast.Subscript, role: str) -> bool:
        """`PATHS["orders"]`, `cfg.TABLES[0]`: an item of a constant dict or list, of this module (folded here)
        or another (folded once the repository is read)."""
        if self.ix.of_other_modules(node, self.scope.env):
            self.ref(role, ast.unparse(node))
            return True
        text = fold_constant(node, lambda d: self.ix.lookup(d, self.scope.env))
        if text is not None:
            self._add_role(role, text)
            return True
        return False

    def _path_expression(self, node: ast.AST, role: str) -> bool:
        """A path built by a join (`DATA / "orders.csv"`, `str(...)`, `os.path.join(...)`) is one path: folded
        here, or, made of other modules' constants, once the repository is read (a ref)."""
        joined = isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) or \
            isinstance(node, ast.Call) and dotted_name(node.func) in PATH_JOINERS
        if not joined:
            return False
        if self.ix.of_other_modules(node, self.scope.env):
            self.ref(role, ast.unparse(node))
            return True
        text = fold_constant(node, lambda d: self.ix.lookup(d, self.scope.env))
        if text is not None:
            add_string(self.site, role, text)
            return True
        return False

    def _frame_var(self, node: ast.expr) -> bool:
        name = dotted_name(node)
        value = self.scope.env.get(name) if name else None
        return value is not None and value.role in ("frame", "maybe")

    def _collect_reference(self, node: ast.Name | ast.Attribute, role: str) -> None:
        dotted = dotted_name(node)
        if dotted is None:                          # F.col("x").desc
            self.collect(node.value, role)
            return
        value = self.scope.env.get(dotted)
        if value is not None:
            if value.param and value.role in ("maybe", "other"):   # what callers pass (arguments.py)
                note_use(self.ix.param_uses, value.param, self.site, role)
            if value.role == "string":
                self._add_role(role, value.text)
            elif value.role == "ref":
                self.ref(role, value.text)
            elif value.role in ("window", "column", "other") and value.node is not None \
                    and id(value.node) not in self.expanded:
                self.expanded.add(id(value.node))
                # .over(w): the spec's partition/order columns; filter(cond): the condition's names; a list of names
                self.collect(value.node, "column" if value.role == "window" else role)
            elif value.role == "udf":
                self._use_udf(value.udf)
            return
        if isinstance(node, ast.Attribute) and self._frame_var(node.value) and node.attr not in FRAME_PROPERTIES:
            add_name(self.site.columns, node.attr)    # orders.amount
            return
        first = dotted.split(".")[0]
        if first in self.ix.constants and "." not in dotted:
            self._collect_text(node, role)
        elif first in self.ix.imports and self.ix.imports[first].split(".")[0] not in STDLIB | {"pyspark"}:
            self.ref(role, dotted)
        elif isinstance(node, ast.Attribute):
            self.collect(node.value, role)

    def _collect_text(self, node: ast.expr, role: str) -> None:
        """A constant built from strings and names: fold it now, or leave a reference for later."""
        lookup = lambda d: self.ix.lookup(d, self.scope.env)  # noqa: E731
        text = fold_constant(node, lookup)
        if text is not None:
            self._add_role(role, text)
        elif names_in(node) & (set(self.ix.imports) | set(self.ix.constants)):
            self.ref(role, ast.unparse(node))
        elif role in ("expr", "sql"):
            partial = fold_constant(node, lookup, partial=True)
            if partial:
                self._add_role(role, partial)

    def _add_role(self, role: str, text: str) -> None:
        if role == "function":
            self.add_function(text)
        else:
            add_string(self.site, role, text)

    def ref(self, role: str, expr: str) -> None:
        refs = self.ix.site_refs.setdefault(self.site.site_id, [])
        if (role, expr) not in refs:
            refs.append((role, expr))

    def add_function(self, name: str) -> None:
        low = name.lower()
        add_name(self.site.functions, low)
        add_runtime_name(self.site.functions, low)

    def _use_udf(self, names: list[str]) -> None:
        self.flags.add("udf")
        for name in names:
            add_name(self.site.functions, name)

    def _collect_call(self, node: ast.Call, role: str) -> None:
        func, args = node.func, node.args
        keywords = [k.value for k in node.keywords]
        if isinstance(func, ast.Call):               # F.udf(lambda s: ...)("name")
            names = self.ix.udf_names_of_factory(func)
            if names is not None:
                self._use_udf(names)
            for arg in args:
                self.collect(arg, "column")
            return
        spark_fn = self.ix.spark_function(func)
        if spark_fn:
            self._collect_spark_function(spark_fn, args, keywords)
            return
        if isinstance(func, ast.Name):
            udf = self.ix.udfs.get(func.id)
            if udf:
                self._use_udf(udf)
                role = "column"                      # a UDF's string arguments are column names
            elif func.id in self.ix.imports:
                self.ref("udf", func.id)             # maybe a UDF defined in another module
                role = "column"
            for arg in args + keywords:
                self.collect(arg, role)
            return
        if not isinstance(func, ast.Attribute):
            self.collect(func, role)
            return
        method, receiver = func.attr, func.value
        if method in ("alias", "name", "as_"):
            self.collect(receiver, role)
            for arg in args:
                self.collect(arg, "alias")
        elif method == "over":
            self.flags.add("window")
            self.collect(receiver, role)
            for arg in args:
                self.collect(arg, "column")
        elif method in COLUMN_LITERAL_METHODS:
            if COLUMN_LITERAL_METHODS[method]:
                self.add_function(COLUMN_LITERAL_METHODS[method])
            self.collect(receiver, role)
            for arg in args + keywords:
                self.collect(arg, "literal")
        elif method in DESCENDING_CALLS:            # col("a").desc()
            add_name(self.site.functions, DESCENDING)
            self.collect(receiver, role)
        elif method in COLUMN_FLAG_METHODS:
            add_name(self.site.functions, COLUMN_FLAG_METHODS[method])
            self.collect(receiver, role)
        elif method == "when":                       # F.when(...).when(cond, value)
            self.collect(receiver, role)
            self.collect(args[0] if args else None, "column")
            for arg in args[1:]:
                self.collect(arg, "literal")
        elif method in ("rowsBetween", "rangeBetween"):
            self.collect(receiver, role)
        else:
            dotted = dotted_name(func)
            if dotted and dotted.split(".")[0] in self.ix.repo_imports:
                self.ref("udf", dotted)              # common.clean_udf(...)
            self.collect(receiver, role)
            for arg in args + keywords:
                self.collect(arg, role)

    def _collect_spark_function(self, name: str, args: list[ast.expr], keywords: list[ast.expr]) -> None:
        if name in ("col", "column"):
            for arg in args:
                self.collect(arg, "column")
            return
        if name == "expr":
            for arg in args:
                self.collect(arg, "expr")
            return
        called = fold_constant(args[0], lambda d: self.ix.lookup(d, self.scope.env)) \
            if name in CALLS_BY_NAME and args else None
        if called is not None:           # F.call_udf("isOpen", ...): the plan names isOpen
            if CALLS_BY_NAME[name]:
                self._use_udf([called])
            else:
                self.add_function(called)
            for arg in args[1:]:
                self.collect(arg, "column")
            return
        if name in EXPLODE_FUNCTIONS:
            self.flags.add("explode")
        if name in DESCENDING_CALLS:
            add_name(self.site.functions, DESCENDING)   # F.desc("a")
        elif name not in NOT_SPARK_FUNCTIONS:
            self.add_function(name)
        literal_positions = LITERAL_ARGS.get(name, set())
        for i, arg in enumerate(args):
            self.collect(arg, "literal" if literal_positions == "*" or i in literal_positions else "column")
        for arg in keywords:
            self.collect(arg, "literal")


def _says_descending(value: ast.expr | None) -> bool:
    """`ascending=False`, or a list of flags with a False (0) in it: some key sorts descending."""
    flags = value.elts if isinstance(value, (ast.List, ast.Tuple)) else [value] if value is not None else []
    return any(isinstance(f, ast.Constant) and f.value in (False, 0) for f in flags)
