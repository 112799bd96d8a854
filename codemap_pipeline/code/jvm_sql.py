"""A `spark.sql(...)` string (folded from literals and constants) as a sql site, and its clauses as
sites before it (sql_clauses), as for Python's spark.sql.
"""

from __future__ import annotations

from codemap_pipeline.code import sql_clauses
from codemap_pipeline.code.jvm_file import JvmFile, Value
from codemap_pipeline.code.model import SparkSite, Symbol
from codemap_pipeline.code.vocabulary import add_string


def spark_sql(src: JvmFile, node, arg, symbol: Symbol, line: int) -> Value:
    site = src.node_site(node, "sql", "spark.sql", symbol, line, [])
    text = src.fold(arg, partial=True)
    if not text:
        return Value("frame", site=site.site_id)
    add_string(site, "sql", text)
    pending = {"line": arg.start_point[0] + 1, "end": arg.end_point[0] + 1, "source": src.text(arg)}
    add_clauses(src, site, text, pending, symbol)
    return Value("frame", site=site.site_id)


def add_clauses(src: JvmFile, site: SparkSite, text: str, pending: dict, symbol: Symbol) -> None:
    """The query's clauses as sites before the statement they feed (sql_clauses)."""
    lines = src.lines
    ctx = sql_clauses.SqlContext(file=src.file, symbol_id=symbol.symbol_id, symbol=site.symbol,
                                 id_base=site.site_id, line_of=sql_clauses.sql_line_finder(text, pending),
                                 snippet_of=lambda n: lines[n - 1] if 0 < n <= len(lines) else "")
    result = sql_clauses.sql_sites(text, ctx)
    if result.sites:
        at = src.sites.index(site)
        src.sites[at:at] = result.sites
        site.inputs = [result.final] if result.final else []
