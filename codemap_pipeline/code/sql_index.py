"""The SQL front end: a .sql file or dbt model as one module symbol and its clause sites (sql_clauses)."""

from __future__ import annotations

import hashlib
import re

from codemap_pipeline.code.model import CodeFile, FileContext, FileIndex, Symbol
from codemap_pipeline.code.notebooks import SQL_HEADER
from codemap_pipeline.code.sql_clauses import SqlContext, line_counter, sql_sites, strip_jinja
from codemap_pipeline.code.vocabulary import stable_id


def index_file(rel_path: str, source: bytes, context: FileContext) -> FileIndex:
    """A .sql file or dbt model: one module symbol (the model, named after the file) and its sites, each
    named `model`, or `model.cte` when its clause sits inside a CTE. The context adds nothing to it."""
    code_file = CodeFile(path=rel_path, language="sql", content_hash=hashlib.sha256(source).hexdigest(),
                         lines=source.count(b"\n") + (0 if source.endswith(b"\n") or not source else 1))
    if b"\x00" in source:
        code_file.parse_error = "binary file: NUL byte"
        return FileIndex(code_file)
    try:
        text = source.decode("utf-8")
    except UnicodeDecodeError as error:
        code_file.parse_error = f"UnicodeDecodeError at byte {error.start}: {error.reason}"
        return FileIndex(code_file)
    qualname = rel_path.removesuffix(".sql").replace("/", ".")
    # by its path: one repository may hold many `solution.sql` (dbt's unique model names are one project's)
    symbol = Symbol(symbol_id=stable_id("model", rel_path), kind="module",
                    name=qualname.rsplit(".", 1)[-1], qualname=qualname, file=rel_path, line_start=1,
                    line_end=max(code_file.lines, 1), parent_id=None,
                    docstring=_leading_comment(text))
    lines = text.splitlines()
    plain = strip_jinja(text)      # same lines as the file, other offsets: count lines in it
    ctx = SqlContext(file=rel_path, symbol_id=symbol.symbol_id, symbol=qualname, id_base=symbol.symbol_id,
                     line_of=line_counter(plain), snippet_of=lambda n: lines[n - 1] if 0 < n <= len(lines) else "",
                     name_ctes=True, shown=text.startswith(SQL_HEADER))
    result = sql_sites(plain, ctx)
    if result.error:
        code_file.parse_error = result.error
        return FileIndex(code_file, [symbol])
    code_file.skipped = "; ".join(result.skipped) or None
    return FileIndex(code_file, [symbol], sites=result.sites)


def _leading_comment(text: str) -> str:
    match = re.match(r"\s*(?:--([^\n]*)|/\*(.*?)\*/)", text, re.S)
    return (match.group(1) or match.group(2) or "").strip() if match else ""
