"""A `spark.sql(...)` string (folded from literals and constants) as a sql site, and its clauses as
sites before it (sql_clauses), as for Python's spark.sql. A text built from parts known only at run
time (`"... WHERE state = '" + state + "'"`, `s"... $table"`) is parsed with a placeholder for each
such part (sql_holes); where that text does not parse, with "?" for them.
"""

from __future__ import annotations

from codemap_pipeline.code import sql_clauses
from codemap_pipeline.code.jvm_file import JvmFile, Value
from codemap_pipeline.code.model import SparkSite, Symbol
from codemap_pipeline.code.sql_holes import drop_holes
from codemap_pipeline.code.vocabulary import add_string


def spark_sql(src: JvmFile, node, arg, symbol: Symbol, line: int) -> Value:
    site = src.node_site(node, "sql", "spark.sql", symbol, line, [])
    text = src.fold(arg, partial=True)
    if not text:
        return Value("frame", site=site.site_id)
    add_string(site, "sql", text)
    # a query held in a name (`val q = """...""".stripMargin; spark.sql(q)`): its clauses are on the string's lines
    bound = src.env.get(src.text(arg)) if arg.type == "identifier" and src.env is not None else None
    written = bound.node if bound is not None and bound.role == "string" and bound.node is not None else arg
    pending = {"line": written.start_point[0] + 1, "end": written.end_point[0] + 1, "source": src.text(written)}
    holes: list = []
    holed = src.fold(arg, partial=True, holes=holes)
    if not (holes and holed and add_clauses(src, site, holed, pending, symbol, holed=True)):
        add_clauses(src, site, text, pending, symbol)
    return Value("frame", site=site.site_id)


def add_clauses(src: JvmFile, site: SparkSite, text: str, pending: dict, symbol: Symbol,
                holed: bool = False) -> bool:
    """The query's clauses as sites before the statement they feed (sql_clauses); False when the text
    gives none (it does not parse). `holed`: the text holds placeholders, which no site keeps as a name."""
    lines = src.lines
    ctx = sql_clauses.SqlContext(file=src.file, symbol_id=symbol.symbol_id, symbol=site.symbol,
                                 id_base=site.site_id, line_of=sql_clauses.sql_line_finder(text, pending),
                                 snippet_of=lambda n: lines[n - 1] if 0 < n <= len(lines) else "")
    result = sql_clauses.sql_sites(text, ctx)
    if result.sites:
        if holed:
            drop_holes(result.sites)
        at = src.sites.index(site)
        src.sites[at:at] = result.sites
        site.inputs = [result.final] if result.final else []
    return bool(result.sites)
