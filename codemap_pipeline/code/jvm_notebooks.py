"""Databricks Scala source notebooks: a header line, `// COMMAND ----------` between cells, other
languages' cells as `// MAGIC` comment lines. Sites and symbols get their cell and cell lines; a
`// MAGIC %sql` cell is a spark.sql of its text.
"""

from __future__ import annotations

import re

from codemap_pipeline.code.jvm_file import JvmFile
from codemap_pipeline.code.jvm_sql import add_clauses
from codemap_pipeline.code.model import Symbol
from codemap_pipeline.code.vocabulary import add_string

_NOTEBOOK_HEADER = "// Databricks notebook source"
_CELL_SEPARATOR = "// COMMAND ----------"
_MAGIC = re.compile(r"^\s*// MAGIC ?")


def magic_sql(src: JvmFile, start: int, end: int, module: Symbol) -> None:
    """A `// MAGIC %sql` cell runs its query as spark.sql would: a sql site and its clauses."""
    magic = [n for n in range(start, end + 1) if _MAGIC.match(src.lines[n - 1])]
    if not magic or not _MAGIC.sub("", src.lines[magic[0] - 1]).strip().startswith("%sql"):
        return
    first, last = magic[0], magic[-1]
    body = [_MAGIC.sub("", src.lines[n - 1]) for n in range(first, last + 1)]
    body[0] = body[0].split("%sql", 1)[1]
    text = "\n".join(body)
    if not text.strip():
        return
    site = src.new_site("sql", "spark.sql", module, first, last, [])
    add_string(site, "sql", text)
    add_clauses(src, site, text, {"line": first, "end": last, "source": "\n".join(src.lines[first - 1:last])},
                      module)


def place_in_cells(src: JvmFile, cells: list[tuple[int, int, int]]) -> None:
    """Each site and symbol gets its cell (0-based) and its lines counted in the cell from the cell's
    first non-blank line, as Python's Databricks notebooks do; file lines stay the primary location."""
    def where(line: int) -> tuple[int, int]:
        for n, (start, end, shown) in enumerate(cells):
            if start <= line <= end:
                return n, max(line - shown + 1, 1)
        return len(cells) - 1, 1

    for site in src.sites:
        cell, start = where(site.line_start)
        end_cell, end = where(site.line_end)
        site.cell, site.cell_line_start, site.cell_line_end = cell, start, end if end_cell == cell else start
    for symbol in src.symbols:
        if symbol.kind != "module" and where(symbol.line_start)[0] == where(symbol.line_end)[0]:
            symbol.cell = where(symbol.line_start)[0]


def databricks_cells(lines: list[str]) -> list[tuple[int, int, int]] | None:
    """A Scala source notebook's cells, counted from 0 after the header: (first file line, last file line,
    file line of its first non-blank line). None for a file without the Databricks header."""
    if not lines or not lines[0].startswith(_NOTEBOOK_HEADER):
        return None
    spans, first = [], 2
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == _CELL_SEPARATOR:
            spans.append((first, number - 1))
            first = number + 1
    spans.append((first, len(lines)))
    return [(start, end, next((n for n in range(start, end + 1) if lines[n - 1].strip()), start))
            for start, end in spans]
