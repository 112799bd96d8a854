"""Fill `file_lines` of notebook labels from their `cell` and `lines` (lines inside the cell).

    cd /work/main && .venv/bin/python bench/real/capture/jadianes__spark-py-notebooks/nbgold.py CASE_DIR...

The labels (and their `alt` places) are written by hand with `cell` and in-cell `lines`; this adds
the same spans counted in the .ipynb JSON file, where nbformat writes one source line per file line.
Each mapped line is checked: the JSON string on that file line must decode to the cell's line.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

_CELL_TYPE = re.compile(r'^\s*"cell_type"\s*:')
_SOURCE = re.compile(r'^\s*"(source|input)"\s*:\s*\[\s*$')


def cell_source_starts(text: str) -> list[int]:
    """For each cell (in order), the 1-based file line of its first source line."""
    starts: list[int] = []
    waiting = False
    for number, line in enumerate(text.split("\n"), 1):
        if _CELL_TYPE.match(line):
            if waiting:
                starts.append(0)  # a cell with an empty or one-line source
            waiting = True
        elif waiting and _SOURCE.match(line):
            starts.append(number + 1)
            waiting = False
    if waiting:
        starts.append(0)
    return starts


def cell_lines(notebook: dict, cell: int) -> list[str]:
    cells = notebook["cells"] if "cells" in notebook else notebook["worksheets"][0]["cells"]
    src = cells[cell].get("source", cells[cell].get("input", ""))
    return ("".join(src) if isinstance(src, list) else src).split("\n")


def to_file_lines(path: Path, cell: int, spans: list[list[int]]) -> list[list[int]]:
    text = path.read_text()
    notebook = json.loads(text)
    start = cell_source_starts(text)[cell]
    file_lines = text.split("\n")
    source = cell_lines(notebook, cell)
    out = []
    for first, last in spans:
        for n in range(first, last + 1):
            raw = file_lines[start + n - 2].strip().rstrip(",")
            if json.loads(raw).rstrip("\n") != source[n - 1]:
                raise SystemExit(f"{path} cell {cell} line {n}: file line {start + n - 1} is {raw!r}")
        out.append([start + first - 1, start + last - 1])
    return out


def notebook_rows(nodes, repo: Path, notebook: str, symbol: str) -> list[dict]:
    """gold.jsonl rows of a notebook case whose nodes are (id, operator, cell, spans, derived, kind, {more}...) each:
    the spans are the cell's lines, `file_lines` the notebook file's; a `more` may hold `alt`: (cell, spans) each.
    The zero-to-hero and Davin-X label scripts use it."""
    def place(cell: int, spans: list[list[int]]) -> dict:
        return {"cell": cell, "file_lines": to_file_lines(repo / notebook, cell, spans)}

    rows = []
    for nid, op, cell, lines, derived, kind, *extra in nodes:
        row = {"node_id": nid, "operator": op, "file": notebook, "lines": lines, "symbol": symbol,
               "derived": derived, "kind": kind, "ambiguous": False, "cell": cell}
        for more in extra:
            row.update({k: v for k, v in more.items() if k != "alt"})
            if "alt" in more:
                row["alt"] = [{"file": notebook, "lines": spans, "symbol": symbol, **place(c, spans)}
                              for c, spans in more["alt"]]
        row["file_lines"] = place(cell, lines)["file_lines"]
        rows.append(row)
    return rows


def fill(case_dir: Path) -> None:
    repo = (case_dir / json.loads((case_dir / "case.json").read_text())["repo"]).resolve()
    gold = case_dir / "gold.jsonl"
    rows = [json.loads(line) for line in gold.read_text().splitlines() if line.strip()]
    for row in rows:
        for place in [row] + row.get("alt", []):
            if "cell" in place:
                place["file_lines"] = to_file_lines(repo / place["file"], place["cell"], place["lines"])
    gold.write_text("".join(json.dumps(row) + "\n" for row in rows))


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        fill(Path(arg))
