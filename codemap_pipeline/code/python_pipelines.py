"""Declarative pipelines (`@dp.materialized_view`, `@dp.table(name=...)`, `@dlt.table`,
`@dp.append_flow(target=...)`, `@dp.temporary_view`): the dataset a decorated function defines, as a
write site on the decorator or a view others read by name.
"""

from __future__ import annotations

import ast

from codemap_pipeline.code.python_file import PythonFile, Scope
from codemap_pipeline.code.python_fold import dotted_name, fold_constant
from codemap_pipeline.code.vocabulary import PIPELINE_MODULES, PIPELINE_TABLES, PIPELINE_VIEWS, add_name, add_string


def pipeline_dataset(ix: PythonFile, decorator: ast.expr) -> tuple[str, str | None] | None:
    """(verb, dataset name or None) for a declarative pipeline decorator: `@dp.materialized_view`,
    `@dp.table(name="x")`, `@dlt.table`, `@dp.append_flow(target="x")`, `@dp.temporary_view`."""
    call = decorator if isinstance(decorator, ast.Call) else None
    dotted = dotted_name(call.func if call else decorator)
    if not dotted:
        return None
    module, _, verb = ix.expand(dotted).rpartition(".")
    if module not in PIPELINE_MODULES or verb not in PIPELINE_TABLES | PIPELINE_VIEWS:
        return None
    keywords = {k.arg: k.value for k in call.keywords} if call else {}
    given = keywords.get("target" if verb == "append_flow" else "name")
    name = fold_constant(given, lambda d: ix.lookup(d)) if given is not None else None
    return verb, name


def pipeline_site(ix: PythonFile, node: ast.FunctionDef | ast.AsyncFunctionDef, decorator: ast.expr, verb: str,
                   name: str, scope: Scope, start: int) -> None:
    """What a pipeline does with the function's result: a view others read by name, or a write
    placed on the decorator and the `def` line (the function's body is the query)."""
    returned = ix.returns.get(scope.symbol.symbol_id, [])
    if verb in PIPELINE_VIEWS:
        for ref in returned:
            add_name(ix.views.setdefault(name.lower(), []), ref)
        return
    site = ix.new_site(decorator, "write", f"pipeline.{verb}", scope, start, "", list(returned))
    site.line_end = node.lineno
    site.snippet = ix.snippet(start, node.lineno)
    add_string(site, "table", name)
