"""Jupyter (.ipynb) and Databricks source notebooks as Python the indexer can read, and back.

A notebook is turned into one Python text whose every line remembers its cell and its line in the
cell; `%sql` cells become `spark.sql(r<triple-quoted query>)` so their clauses are sites like any query,
and a cell that is not Python 3 (`print x`) becomes comments so the other cells are still indexed. After
indexing, `remap` puts the lines back as a person finds them (docs/output-format.md): `line_start` and
`line_end` count in the file itself, `cell` is the 0-based index among all the notebook's cells and
`cell_line_start`/`cell_line_end` count inside that cell.
"""

from __future__ import annotations

import json
import re

from codemap_pipeline.code.python_repair import dropped_lines, without_unreadable_lines
from codemap_pipeline.code.vocabulary import SQL_CELL_RESULT

_MAGIC_LINE = re.compile(r"^\s*[%!]")
_SEPARATOR = "# COMMAND ----------"
_HEADER = "# Databricks notebook source"
_MAGIC_PREFIX = re.compile(r"^# MAGIC ?")
SQL_HEADER = "-- Databricks notebook source"   # a SQL notebook: its cells are SQL, `-- MAGIC %python` ones Python
_SQL_SEPARATOR = "-- COMMAND ----------"
_SQL_MAGIC = re.compile(r"^-- MAGIC ?")
_TRIPLE = '"' * 3

# (cell, line in cell, line in the file, the line as the notebook shows it) for each converted line
LineMap = list[tuple[int, int, int, str]]


class NotebookError(ValueError):
    pass


def _sql_cell(lines: list[str], magic: bool) -> list[str]:
    """A SQL cell as spark.sql(r<triple quote>...) over the same lines: the string opens on the `%sql`
    line (or on the first line of a cell that is SQL throughout) and closes on the last."""
    lines = [line.replace(_TRIPLE, "'''") for line in lines]
    head = lines[0].split("sql", 1)[1] if magic else lines[0]
    out = [f"{SQL_CELL_RESULT} = spark.sql(r{_TRIPLE}" + head] + lines[1:]
    # a query ending in a double quote (`WHERE id = "a1"`) or a backslash would run into the closing quotes
    out[-1] += (" " if out[-1].endswith(('"', "\\")) else "") + f"{_TRIPLE})"
    return out


def _python_cell(lines: list[str], skipped: list[str] | None = None, cell: int = 0) -> list[str]:
    """IPython magics and shell escapes are not Python: keep the line, make it a comment. A line Python 3
    still cannot read (a Python 2 `print x`) is commented out alone, so it costs its cell none of the
    rest; a cell with more such lines than MAX_LINES_DROPPED (not Python at all: `%%bash`) is commented
    out whole. Either is named in `skipped`."""
    out, tree, dropped, error = without_unreadable_lines(
        ["# " + line if _MAGIC_LINE.match(line) else line for line in lines])
    if tree is None:
        if skipped is not None:
            where = f" at line {error.lineno}" if getattr(error, "lineno", None) else ""
            skipped.append(f"cell {cell}{where}: {getattr(error, 'msg', error)}")
        return ["# " + line for line in lines]
    if dropped and skipped is not None:
        skipped.append(f"cell {cell} {dropped_lines(dropped)}: not Python 3, commented out")
    return out


def _cells(notebook: dict) -> list[dict]:
    """Every cell in order: nbformat 4 keeps them in `cells`, nbformat 3 in worksheets (Jupyter joins
    those when it upgrades a notebook, so the 0-based index is the same a person sees)."""
    if "cells" in notebook:
        return list(notebook["cells"])
    return [cell for sheet in notebook["worksheets"] for cell in sheet.get("cells", [])]


def ipynb_to_python(text: str, skipped: list[str] | None = None) -> tuple[str, LineMap]:
    """The code cells as one Python text, and where each of its lines is in the notebook. Cells that
    do not parse are named in `skipped`."""
    try:
        notebook = json.loads(text)
        cells = _cells(notebook)
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as error:
        raise NotebookError(f"not a Jupyter notebook: {error}") from error
    file_lines = _source_file_lines(text, len(cells))
    language = str(notebook.get("metadata", {}).get("language_info", {}).get("name", "python")).lower()
    out: list[str] = []
    line_map: LineMap = []
    for index, cell in enumerate(cells):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source", cell.get("input", ""))       # nbformat 3 calls it `input`
        source = "".join(source) if isinstance(source, list) else str(source)
        lines = source.split("\n")
        first = lines[0].strip()
        if first.startswith("%sql") or first.startswith("%%sql"):
            lines = _sql_cell(lines, magic=True)
        elif language == "sql":
            lines = _sql_cell(lines, magic=False)
        else:
            lines = _python_cell(lines, skipped, index)
        start, one_per_line = file_lines[index] if index < len(file_lines) else (0, False)
        shown = source.split("\n")
        for n, line in enumerate(lines):
            out.append(line)
            line_map.append((index, n + 1, start + n if one_per_line else start, shown[n] if n < len(shown) else ""))
    return "\n".join(out) + "\n", line_map


def _source_file_lines(text: str, count: int) -> list[tuple[int, bool]]:
    """For each cell, the file line of its first source line and whether each source line has a file
    line of its own (nbformat writes a list, one string per line; a single string stays on one line).
    Every cell has one `source` key (nbformat 3 code cells: `input`), in cell order."""
    out = []
    for match in re.finditer(r'"(?:source|input)"\s*:\s*(\[\s*\n)?', text):
        line = text.count("\n", 0, match.start()) + 1
        out.append((line + 1, True) if match.group(1) else (line, False))
    return out[:count]


def databricks_to_python(text: str, skipped: list[str] | None = None) -> tuple[str, LineMap]:
    """A Databricks source notebook: `# COMMAND ----------` separates cells, `# MAGIC` lines are other
    languages. Every file line stays on its line; cells count from 0 after the header line, and lines
    in a cell from its first non-blank line, as the notebook shows them. A SQL notebook (`-- Databricks notebook
    source`, `-- MAGIC` lines) gives its `%python` cells only (sql_index reads its SQL)."""
    sql = text.startswith(SQL_HEADER)
    separator, header, prefix = (_SQL_SEPARATOR, SQL_HEADER, _SQL_MAGIC) if sql else (_SEPARATOR, _HEADER, _MAGIC_PREFIX)
    lines = text.split("\n")
    cells: list[tuple[int, list[str]]] = []           # (first file line, its lines)
    first, current = 1, []
    for number, line in enumerate(lines, start=1):
        if line.strip() == separator or (number == 1 and line.startswith(header)):
            if number > 1:
                cells.append((first, current))
            first, current = number + 1, []
        else:
            current.append(line)
    cells.append((first, current))
    out: list[str] = []
    line_map: LineMap = []
    for cell, (start, chunk) in enumerate(cells):
        if start > 1:                                   # the header or separator line before the cell
            out.append(lines[start - 2])
            line_map.append((cell, 0, start - 1, ""))
        offset = next((i for i, line in enumerate(chunk) if line.strip()), 0)
        for n, line in enumerate(_databricks_cell(chunk, skipped, cell, sql)):
            out.append(line)
            line_map.append((cell, max(n - offset + 1, 0), start + n, prefix.sub("", chunk[n])))
    if sql:   # its header and separator lines, as Python comments
        out = ["# " + line if line.strip() in (SQL_HEADER, _SQL_SEPARATOR) else line for line in out]
    return "\n".join(out), line_map


def _databricks_cell(chunk: list[str], skipped: list[str] | None, cell: int, sql: bool = False) -> list[str]:
    prefix = _SQL_MAGIC if sql else _MAGIC_PREFIX
    magic = [i for i, line in enumerate(chunk) if prefix.match(line)]
    word = prefix.sub("", chunk[magic[0]]).strip() if magic else ""
    body = [prefix.sub("", line) if prefix.match(line) else line for line in chunk]
    if word.startswith("%python") or not (magic or sql):
        return _python_cell(body, skipped, cell)      # a `%python` line becomes a comment
    if sql:
        return ["# " + line for line in chunk]       # its SQL (sql_index reads it), %md, %sh...: comments
    if word.startswith("%sql"):
        return body[:magic[0]] + _sql_cell(body[magic[0]:magic[-1] + 1], magic=True) + body[magic[-1] + 1:]
    return chunk                                       # %md, %sh, %scala...: comments already


def remap(index) -> None:
    """Lines of the converted text back to file lines, and cell and lines in the cell, on the index's rows."""
    line_map = index.line_map
    if not line_map:
        return

    def where(line: int) -> tuple[int, int, int, str]:
        return line_map[min(max(line, 1), len(line_map)) - 1]

    for site in index.sites:
        cell, start, file_start, _ = where(site.line_start)
        end_cell, end, file_end, _ = where(site.line_end)
        if end_cell != cell:                   # never across cells: the span ends where its cell does
            end, file_end = start, file_start
        # the snippet as the notebook shows it, not as it was converted (`# MAGIC`, spark.sql(r"""...)
        first = min(max(site.line_start, 1), len(line_map))
        site.snippet = "\n".join(where(n)[3] for n in range(first, first + end - start + 1))
        site.cell, site.cell_line_start, site.cell_line_end = cell, start, end
        site.line_start, site.line_end = file_start, max(file_end, file_start)
    for symbol in index.symbols:
        cell, _, file_start, _ = where(symbol.line_start)
        end_cell, _, file_end, _ = where(symbol.line_end)
        # the module spans the whole notebook: no one cell
        symbol.cell = cell if symbol.kind != "module" and end_cell == cell else None
        symbol.line_start, symbol.line_end = file_start, max(file_end, file_start)
    for link in index.links:
        link.line = where(link.line)[2]
