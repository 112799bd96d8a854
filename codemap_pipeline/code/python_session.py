"""Calls on a SparkSession that make DataFrames: `spark.sql(query)` (its text kept for the clauses
python_resolve splits it into), `spark.table(name)` (a temporary view's DataFrame flows in),
`spark.createDataFrame(...)`, `spark.range(...)`.
"""

from __future__ import annotations

import ast
import re

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.python_arguments import NameCollector
from codemap_pipeline.code.python_file import PythonFile, Scope, Value
from codemap_pipeline.code.python_fold import fold_constant, fold_with_holes
from codemap_pipeline.code.vocabulary import SQL_CELL_RESULT


SHOWN_SQL_CELLS = True   # a Python notebook's %sql cell shows its query's rows, as a SQL notebook's query cell


def session_call(ix: PythonFile, node: ast.Call, method: str, scope: Scope) -> Value | None:
    receiver = ix.segment(node.func.value)
    if method == "sql":
        site = ix.new_site(node, "sql", "spark.sql", scope, ix.method_line(node), receiver, [])
        collector = NameCollector(ix, site, scope)
        query = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "sqlQuery"), None)
        if query is not None:
            # a notebook's %sql cell, as the front end wrote it: the notebook displays the query's rows
            shown = SHOWN_SQL_CELLS and ix.lines[node.lineno - 1].startswith(f"{SQL_CELL_RESULT} = spark.sql(")
            _remember_sql(ix, site, query, scope, shown)
        for arg in node.args[:1]:
            collector.collect(arg, "sql")
        for keyword in node.keywords:
            collector.collect(keyword.value, "sql" if keyword.arg == "sqlQuery" else "literal")
        return Value("frame", site=site.site_id)
    if method in ("table", "createDataFrame", "range"):
        site = ix.new_site(node, "read", f"spark.{method}", scope, ix.method_line(node), receiver, [])
        collector = NameCollector(ix, site, scope)
        if method == "table":
            for arg in node.args:
                collector.collect(arg, "table")
            read_view(ix, site, node.args[0] if node.args else None, scope)
        elif method == "range":
            for arg in node.args:
                collector.collect(arg, "literal")
        else:   # the data itself is noise; its schema names the columns
            schema = node.args[1] if len(node.args) > 1 else next(
                (k.value for k in node.keywords if k.arg == "schema"), None)
            if schema is not None:
                collector.collect_schema(schema)
            data = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "data"), None)
            source = ix.call_arg_sites.get(id(data)) if data is not None else None
            if source:                        # createDataFrame(rdd): the RDD's rows become the scan
                site.inputs = list(source)
        return Value("frame", site=site.site_id)


def read_view(ix: PythonFile, site: SparkSite, name: ast.expr | None, scope: Scope) -> None:
    """A table read by name may be a temporary view: the view's DataFrame flows in (see dataflow)."""
    text = fold_constant(name, lambda d: ix.lookup(d, scope.env)) if name is not None else None
    if text:
        site.inputs.append(f"@view:{text.lower()}")


def _remember_sql(ix: PythonFile, site: SparkSite, query: ast.expr, scope: Scope, shown: bool = False) -> None:
    where, expr = query, ast.unparse(query)
    bound = scope.env.get(query.id) if isinstance(query, ast.Name) else None
    if bound is not None and bound.node is not None:
        where = bound.node                    # query = """...""" earlier: its lines are there
        if bound.role == "ref":
            expr = bound.text                 # built from imported constants: folded later
    lookup = lambda d: ix.lookup(d, scope.env)  # noqa: E731
    ix.pending_sql.append({
        "site": site.site_id, "expr": expr, "local": fold_constant(query, lookup, partial=True),
        # the text with a placeholder for each part known only at run time, for when `local` does not parse
        "holes": fold_with_holes(where, lookup),
        "line": where.lineno, "end": where.end_lineno, "source": ix.raw_segment(where),
        "lines": ix.lines[where.lineno - 1:where.end_lineno], "shown": shown,
    })


def looks_like_query(ix: PythonFile, node: ast.expr, scope: Scope) -> bool:
    text = fold_constant(node, lambda d: ix.lookup(d, scope.env), partial=True) or ""
    return bool(re.match(r"\s*(select|with|insert|create|merge)\b", text, re.I))
