"""The names a Spark call's arguments carry onto its site: columns (`$"c"`, `'c`, `col("c")`, `df("c")`),
aliases, literals, functions, tables and paths, each string by the role of its argument position, and
the flags (udf, explode, window) that make a projection another operator.
"""

from __future__ import annotations

from codemap_pipeline.code.arguments import note_use
from codemap_pipeline.code.jvm_file import LAMBDA_TYPES, NUMBER_TYPES, STRING_TYPES, JvmFile
from codemap_pipeline.code.jvm_lambdas import function_reads, unwrap
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.vocabulary import (
    CALLS_BY_NAME, DESCENDING, DESCENDING_CALLS, LITERAL_ARGS, READER_TERMINALS, WRITER_TERMINALS,
    add_name, add_runtime_name, add_string, ddl_names, generates, planned_function, set_operation_join,
)

_ALIAS_METHODS = {"as", "alias", "name"}
_LITERAL_METHODS = {"===", "=!=", "equalTo", "notEqual", "gt", "lt", "geq", "leq", "isin", "isInCollection",
                    "like", "rlike", "ilike", "startsWith", "endsWith", "contains", "between", "otherwise",
                    "when", "cast", "eqNullSafe", "<=>", "getItem", "getField", "substr"}
COLUMN_FUNCTIONS = {"col", "column", "$"}
_COLLECTIONS = {"Seq", "List", "Array", "Set", "asList", "Arrays.asList", "List.of", "Set.of", "toSeq"}


def frame_site(src: JvmFile, node, kind, method, receiver, args, arg_values, symbol, line) -> SparkSite:
    inputs = [receiver.site if receiver else None]
    if kind in ("join", "union") and arg_values:
        inputs.append(arg_values[0].site if arg_values[0] else None)
    site = src.node_site(node, kind, method, symbol, line, inputs)
    if planned := planned_function(method):
        add_name(site.functions, planned)
    for arg in args:
        if unwrap(arg).type in LAMBDA_TYPES:       # ds.filter(o => o.amount > 10)
            function_reads(src, arg, site)
    flags: set[str] = set()
    if method in ("filter", "where", "selectExpr"):
        for arg in args:
            collect(src, arg, site, "expr", flags)
    elif method == "withColumn" and len(args) >= 2:
        collect(src, args[0], site, "alias", flags)
        collect(src, args[1], site, "column", flags)
    elif method == "withColumnRenamed" and len(args) >= 2:
        collect(src, args[0], site, "column", flags)
        collect(src, args[1], site, "alias", flags)
    elif method in ("join", "crossJoin", "joinWith"):
        if len(args) > 1:
            collect(src, args[1], site, "column", flags)
        how = src.fold(args[2]) if len(args) > 2 else None
        site.join_how = how or ("cross" if method == "crossJoin" else "inner")
    elif method in ("intersect", "except", "subtract"):
        site.join_how = set_operation_join(method)
    elif method == "crosstab" and len(args) == 2:   # its first column is named `col1_col2`
        for arg in args:
            collect(src, arg, site, "column", flags)
        written = [src.fold(arg) for arg in args]
        if all(written):
            add_name(site.aliases, "_".join(written))
    elif method in ("randomSplit", "randomSplitAsList"):   # the weights (an array) and the seed
        for arg in args:
            collect(src, arg, site, "literal", flags)
    elif method in ("limit", "offset", "coalesce", "sample", "repartition") and args and args[0].type in NUMBER_TYPES:
        for arg in args:
            collect(src, arg, site, "literal", flags)
    elif kind not in ("union",):
        for arg in args:
            collect(src, arg, site, "column", flags)
    if kind in ("project", "filter") and "udf" in flags:
        site.kind = "udf"
    elif kind == "project" and ("explode" in flags or generates(site.functions)):
        site.kind = "explode"
    elif kind == "project" and "window" in flags:
        site.kind = "window"
    return site


def collect_io(src: JvmFile, site: SparkSite, calls: list) -> None:
    for method, args in calls:
        if method == "option" and len(args) >= 2:
            key = (src.fold(args[0]) or "").lower()
            collect(src, args[1], site, {"dbtable": "table", "table": "table", "path": "source"}.get(key, "literal"))
        elif method in ("partitionBy", "bucketBy", "sortBy"):
            for arg in args:
                collect(src, arg, site, "column")
        elif method in ("table", "saveAsTable", "insertInto", "toTable"):
            for arg in args[:1]:
                collect(src, arg, site, "table")
        elif method in ("load", "save", "start"):
            for arg in args[:1]:
                collect(src, arg, site, "source")
        elif method in READER_TERMINALS | WRITER_TERMINALS:
            for arg in args[:1]:
                collect(src, arg, site, "path")
        elif method == "schema":
            for arg in args[:1]:
                collect_schema(src, arg, site)
        else:
            for arg in args:
                collect(src, arg, site, "literal")


def collect_schema(src: JvmFile, node, site: SparkSite) -> None:
    """A schema handed to a reader or beside rows: a DDL string names its columns (`"id INT, city STRING"`),
    a StructType held in a name names its fields (`name_lists`)."""
    ddl = src.fold(node)
    if ddl is not None:
        for name in ddl_names(ddl):
            add_name(site.columns, name)
    else:
        collect(src, node, site, "column")


def collect(src: JvmFile, node, site: SparkSite, role: str, flags: set | None = None) -> None:
    flags = flags if flags is not None else set()
    t = node.type
    if t in LAMBDA_TYPES:
        return
    if t == "interpolated_string_expression":
        interpolator = node.named_children[0] if node.named_children else None
        if interpolator is not None and src.text(interpolator) == "$":
            add_name(site.columns, src.fold(node, partial=True) or "")    # $"c"
        else:
            add_string(site, "expr" if role in ("expr", "sql") else role, src.fold(node, partial=True) or "")
        return
    if t == "quote_expression" or t == "symbol_literal":             # 'c
        add_name(site.columns, src.text(node).lstrip("'"))
        return
    if t in STRING_TYPES or t in ("identifier", "field_access", "field_expression") and src.fold(node) is not None:
        # a literal, a name holding one, another file's constant (K.FILE)
        value = src.fold(node)
        if value is not None:
            add_string(site, role, value)
        return
    if t in NUMBER_TYPES:
        add_name(site.literals, src.fold(node) or "")
        return
    if t in ("infix_expression", "binary_expression"):
        op = node.child_by_field_name("operator")
        operator = src.text(op) if op is not None else ""
        if operator == "+" and role in ("path", "source", "table") and (value := src.fold(node)) is not None:
            add_string(site, role, value)        # K.TMP + "/" + K.FILE: one path
            return
        if operator in _LITERAL_METHODS or operator in (">", "<", ">=", "<=", "==", "!=", "&&", "||", "+", "-",
                                                        "*", "/", "%", "and", "or"):
            for child in (node.child_by_field_name("left"), node.child_by_field_name("right")):
                if child is not None:
                    collect(src, child, site, "literal", flags)
            return
        if op is not None and operator.isidentifier():   # Scala infix method: a isin b
            _column_method(src, operator, node.child_by_field_name("left"),
                                [node.child_by_field_name("right")], site, role, flags)
            return
    parts = src.call_parts(node)
    if parts is not None:
        receiver, method, args, _ = parts
        if receiver is None and method in src.frame_names and method not in src.method_names:
            for arg in args:                                 # verses("text"): a column by apply
                collect(src, arg, site, "column", flags)
        elif receiver is None or (receiver.type == "identifier" and src.text(receiver) in ("functions", "F")):
            _function(src, method, args, site, role, flags)
        else:
            _column_method(src, method, receiver, args, site, role, flags)
        return
    if t == "field_expression":                   # col("a").desc, $"a".asc
        value = node.child_by_field_name("value")
        field = node.child_by_field_name("field")
        if field is not None and src.text(field) in DESCENDING_CALLS:
            add_name(site.functions, DESCENDING)
        if value is not None:
            collect(src, value, site, role, flags)
        return
    if t == "identifier":
        if src.text(node) in src.params.get(site.symbol_id, ()):     # what callers pass (arguments.py)
            note_use(src.param_uses, f"{site.symbol_id}:{src.text(node)}", site, role)
        spec = src.windows.get(src.text(node))
        if spec is not None:                          # .over(w): the spec's columns
            collect(src, spec, site, "column", flags)
        listed = src.name_lists.get(src.text(node))
        if listed is not None:                        # toDF(columns:_*): the names the val holds
            collect(src, listed, site, role, flags)
        return
    for child in node.named_children:
        collect(src, child, site, role, flags)


def _function(src: JvmFile, name: str, args: list, site: SparkSite, role: str, flags: set) -> None:
    if name.startswith('$"'):                            # $"c"(0): an item of column c, not a function
        add_name(site.columns, name[2:].strip('"'))
        for arg in args:
            collect(src, arg, site, "literal", flags)
        return
    if name in COLUMN_FUNCTIONS:
        for arg in args:
            collect(src, arg, site, "column", flags)
        return
    if name in ("lit", "typedLit"):
        for arg in args:
            collect(src, arg, site, "literal", flags)
        return
    if name == "expr":
        for arg in args:
            collect(src, arg, site, "expr", flags)
        return
    if name in _COLLECTIONS or name in ("Seq", "Array", "List"):
        for arg in args:
            collect(src, arg, site, role, flags)
        return
    if name in ("broadcast",):
        return
    if name in DESCENDING_CALLS:                     # desc("a"), desc_nulls_last("a")
        add_name(site.functions, DESCENDING)
        for arg in args:
            collect(src, arg, site, "column", flags)
        return
    called = src.fold(args[0]) if name in CALLS_BY_NAME and args else None
    if called is not None:                           # callUDF("isOpen", ...): the plan names isOpen
        if CALLS_BY_NAME[name]:
            flags.add("udf")
        add_name(site.functions, called.lower())
        for arg in args[1:]:
            collect(src, arg, site, "column", flags)
        return
    if name in ("udf", "callUDF"):
        flags.add("udf")
    if name.startswith("explode") or name.startswith("posexplode") or name in ("inline", "stack"):
        flags.add("explode")
    low = name.lower()
    add_name(site.functions, low)
    add_name(site.functions, src.udf_names.get(name, "").lower())   # sl(...) of sl = udf.register("strLen", ...)
    add_runtime_name(site.functions, low)
    positions = LITERAL_ARGS.get(name, set())
    for i, arg in enumerate(args):
        collect(src, arg, site, "literal" if positions == "*" or i in positions else "column", flags)


def _column_method(src: JvmFile, method: str, receiver, args: list, site: SparkSite, role: str, flags: set) -> None:
    if receiver is not None and receiver.type == "identifier" and src.text(receiver) in ("Seq", "Array", "List", "Arrays"):
        for arg in args:
            collect(src, arg, site, role, flags)
        return
    if receiver is not None and receiver.type == "identifier" and method == "apply":
        # Java: sl.apply(c) of sl = udf().register("strLen", ...); its arguments are columns, as below
        add_name(site.functions, src.udf_names.get(src.text(receiver), "").lower())
    if receiver is not None and receiver.type == "identifier" and src.fold(receiver) is None \
            and method in ("col", "apply"):
        for arg in args:                                     # df.col("c")
            collect(src, arg, site, "column", flags)
        return
    if receiver is not None:
        collect(src, receiver, site, role, flags)
    if method in _ALIAS_METHODS:
        for arg in args:
            collect(src, arg, site, "alias", flags)
    elif method in DESCENDING_CALLS:                 # Java: col("a").desc()
        add_name(site.functions, DESCENDING)
    elif method == "over":
        flags.add("window")
        for arg in args:
            collect(src, arg, site, "column", flags)
    elif method in _LITERAL_METHODS:
        for arg in args:
            collect(src, arg, site, "literal", flags)
    elif method in ("partitionBy", "orderBy", "rowsBetween", "rangeBetween"):
        for arg in args:
            collect(src, arg, site, "column", flags)
    else:
        for arg in args:
            collect(src, arg, site, role, flags)
