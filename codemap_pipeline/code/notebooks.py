"""Jupyter (.ipynb) and Databricks source notebooks as Python the indexer can read, and back.

A notebook is turned into one Python text whose every line remembers its cell and its line in the
cell; `%sql` cells become `spark.sql(r<triple-quoted query>)` so their clauses are sites like any query. After
indexing, `remap` puts the lines back as a person finds them in the notebook: `cell` is the 0-based
index among all the notebook's cells, lines count inside the cell, `file_line` counts in the file.
"""

from __future__ import annotations

import json
import re

_MAGIC_LINE = re.compile(r"^\s*[%!]")
_SEPARATOR = "# COMMAND ----------"
_HEADER = "# Databricks notebook source"
_MAGIC_PREFIX = re.compile(r"^# MAGIC ?")
_TRIPLE = '"' * 3
_MAX_LINES_DROPPED = 20   # lines of one cell commented out before the whole cell is

# (cell, line in cell, line in the file) for each line of the converted text
LineMap = list[tuple[int, int, int]]


class NotebookError(ValueError):
    pass


def _sql_cell(lines: list[str], magic: bool) -> list[str]:
    """A SQL cell as spark.sql(r<triple quote>...) over the same lines: the string opens on the `%sql`
    line (or on the first line of a cell that is SQL throughout) and closes on the last."""
    lines = [line.replace(_TRIPLE, "'''") for line in lines]
    head = lines[0].split("sql", 1)[1] if magic else lines[0]
    out = [f"_sqldf = spark.sql(r{_TRIPLE}" + head] + lines[1:]
    out[-1] += f"{_TRIPLE})"
    return out


def _python_cell(lines: list[str]) -> list[str]:
    """IPython magics and shell escapes are not Python: keep the line, make it a comment. A cell magic
    (`%%bash`) becomes comments whole; a line Python 3 cannot read (a Python 2 `print x`) is commented
    out alone, so one such line costs neither its cell nor the notebook the rest of their code."""
    if lines and lines[0].lstrip().startswith("%%"):
        return ["# " + line for line in lines]
    out = ["# " + line if _MAGIC_LINE.match(line) else line for line in lines]
    for _ in range(_MAX_LINES_DROPPED):
        try:
            compile("\n".join(out), "<cell>", "exec", dont_inherit=True)
            return out
        except SyntaxError as error:
            bad = (error.lineno or 0) - 1
            if not 0 <= bad < len(out) or out[bad].lstrip().startswith("#"):
                break
            out[bad] = "# " + out[bad]
        except ValueError:
            break
    return ["# " + line for line in lines]


def ipynb_to_python(text: str) -> tuple[str, LineMap]:
    """The code cells as one Python text, and where each of its lines is in the notebook."""
    try:
        notebook = json.loads(text)
        # nbformat 4 lists cells; nbformat 3 lists worksheets of cells (and calls a code cell's source `input`)
        cells = notebook["cells"] if "cells" in notebook else [
            cell for sheet in notebook["worksheets"] for cell in sheet["cells"]]
    except (json.JSONDecodeError, KeyError, TypeError) as error:
        raise NotebookError(f"not a Jupyter notebook: {error}") from error
    file_lines = _source_file_lines(text, len(cells))
    language = str(notebook.get("metadata", {}).get("language_info", {}).get("name", "python")).lower()
    out: list[str] = []
    line_map: LineMap = []
    for index, cell in enumerate(cells):
        if cell.get("cell_type") != "code":
            continue
        source = cell.get("source", cell.get("input", ""))
        source = "".join(source) if isinstance(source, list) else str(source)
        lines = source.split("\n")
        first = lines[0].strip()
        if first.startswith("%sql") or first.startswith("%%sql"):
            lines = _sql_cell(lines, magic=True)
        elif language == "sql":
            lines = _sql_cell(lines, magic=False)
        else:
            lines = _python_cell(lines)
        start = file_lines[index] if index < len(file_lines) else 0
        for n, line in enumerate(lines):
            out.append(line)
            line_map.append((index, n + 1, start + n if start else 0))
    return "\n".join(out) + "\n", line_map


def _source_file_lines(text: str, count: int) -> list[int]:
    """For each cell, the file line of its first source line (nbformat writes one per line)."""
    out = []
    for match in re.finditer(r'"(?:source|input)"\s*:\s*(\[\s*\n)?', text):
        line = text.count("\n", 0, match.start()) + 1
        out.append(line + 1 if match.group(1) else line)
    return out[:count]


def databricks_to_python(text: str) -> tuple[str, LineMap]:
    """A Databricks source notebook: `# COMMAND ----------` separates cells, `# MAGIC` lines are other
    languages. Every file line stays on its line; cells count from 0 after the header line, and lines
    in a cell from its first non-blank line, as the notebook shows them."""
    lines = text.split("\n")
    cells: list[tuple[int, list[str]]] = []           # (first file line, its lines)
    first, current = 1, []
    for number, line in enumerate(lines, start=1):
        if line.strip() == _SEPARATOR or (number == 1 and line.startswith(_HEADER)):
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
            line_map.append((cell, 0, start - 1))
        offset = next((i for i, line in enumerate(chunk) if line.strip()), 0)
        for n, line in enumerate(_databricks_cell(chunk)):
            out.append(line)
            line_map.append((cell, max(n - offset + 1, 0), start + n))
    return "\n".join(out), line_map


def _databricks_cell(chunk: list[str]) -> list[str]:
    magic = [i for i, line in enumerate(chunk) if line.startswith("# MAGIC")]
    if not magic:
        return _python_cell(chunk)
    if not _MAGIC_PREFIX.sub("", chunk[magic[0]]).strip().startswith("%sql"):
        return chunk                                   # %md, %sh...: comments already
    body = [_MAGIC_PREFIX.sub("", line) if line.startswith("# MAGIC") else line for line in chunk]
    return body[:magic[0]] + _sql_cell(body[magic[0]:magic[-1] + 1], magic=True) + body[magic[-1] + 1:]


def remap(index) -> None:
    """Lines of the converted text back to (cell, line in cell, file line) on the index's rows."""
    line_map = index.line_map
    if not line_map:
        return

    def where(line: int) -> tuple[int, int, int]:
        return line_map[min(max(line, 1), len(line_map)) - 1]

    for site in index.sites:
        cell, start, file_line = where(site.line_start)
        end_cell, end, _ = where(site.line_end)
        site.cell, site.file_line = cell, file_line
        site.line_start, site.line_end = start, end if end_cell == cell else start
    for symbol in index.symbols:
        if symbol.kind == "module":
            continue                  # the module spans the whole notebook: no one cell
        cell, start, _ = where(symbol.line_start)
        end_cell, end, _ = where(symbol.line_end)
        symbol.cell, symbol.line_start, symbol.line_end = cell, start, end if end_cell == cell else start
    for link in index.links:
        link.line = where(link.line)[1]
