"""The plan of one partition drawn as boxes, each with the code it maps to, as one self-contained HTML page.

Everything the page needs is inside it: CSS and JS inline, the plan laid out here in Python, the node data
and the mapped files' text in a JSON block. Plan text and code are untrusted: the markup written here goes
through `html.escape`, the JSON block has every `<`, `>` and `&` escaped, and the script only ever sets
`textContent`, so a `</script>` in a snippet stays text.
"""

from __future__ import annotations

import html
import json
import math
from functools import lru_cache
from importlib import resources
from pathlib import Path

import pandas as pd

from codemap_pipeline import layout
from codemap_pipeline.mapping.export import location, place_text
from codemap_pipeline.plans.eventlog import metric_summary
from codemap_pipeline.report.glance import glance
from codemap_pipeline.storage.parquet import read_parquet, write_text_atomic

STATUSES = ("confirmed", "probable", "uncertain")
FACTORS = [("embedding_score", "Embedding similarity"), ("ast_score", "Code structure"),
           ("keyword_match", "Keyword match"), ("evidence_score", "Evidence"), ("llm_confidence", "LLM")]
MAX_FILE_BYTES = 1_000_000   # larger files show the stored snippet only, to keep the page light

NODE_W, NODE_H, COST_H = 244, 76, 20
H_GAP, V_GAP, PAD = 22, 32, 20


def _clean(value):
    """Plain Python from a pandas cell: None for NA/NaN, ints and floats from numpy scalars."""
    if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
        return None
    if hasattr(value, "item") and not isinstance(value, (list, dict, str)):
        try:
            return _clean(value.item())
        except (ValueError, AttributeError):
            pass
    if hasattr(value, "tolist"):
        return value.tolist()
    return value


def _json_dict(text) -> dict:
    text = _clean(text)
    if isinstance(text, dict):
        return text
    try:
        value = json.loads(text) if text else {}
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def _notebook_cells(text: str) -> dict:
    """A Jupyter notebook as its cells' source lines (a person reads it by cell, not as JSON)."""
    notebook = json.loads(text)
    cells = notebook["cells"] if "cells" in notebook else [
        c for sheet in notebook.get("worksheets", []) for c in sheet.get("cells", [])]
    out = []
    for cell in cells:
        source = cell.get("source", cell.get("input", "")) if isinstance(cell, dict) else ""
        out.append(("".join(source) if isinstance(source, list) else str(source)).split("\n"))
    return {"cells": out}


def read_source(code_root: Path, rel: str) -> dict:
    """{"lines": [...]} of a file under the code root ({"cells": [[...], ...]} of a Jupyter notebook), or
    {"note": why not} — never raises."""
    try:
        root = Path(code_root).resolve()
        path = (root / rel).resolve()
        if not path.is_relative_to(root):
            return {"note": f"{rel} is outside the repository; showing the stored snippet."}
        if not path.is_file():
            return {"note": f"{rel} is not in the checkout; showing the stored snippet."}
        if path.stat().st_size > MAX_FILE_BYTES:
            return {"note": f"{rel} is too large to embed; showing the stored snippet."}
        text = path.read_text(encoding="utf-8", errors="replace")
        if rel.endswith(".ipynb"):
            try:
                return _notebook_cells(text)
            except (ValueError, KeyError, TypeError, AttributeError):
                return {"note": f"{rel} is not a readable notebook; showing the stored snippet."}
        return {"lines": text.splitlines()}
    except (OSError, ValueError, RuntimeError) as exc:   # RuntimeError: a symlink loop (Python < 3.13)
        return {"note": f"{rel} could not be read ({type(exc).__name__}); showing the stored snippet."}


# ------------------------------------------------------------------ numbers in words

def _fmt_ms(v: float) -> str:
    return f"{v:.0f} ms" if v < 1000 else f"{v / 1000:.1f} s" if v < 60_000 else f"{v / 60_000:.1f} min"


def _fmt_count(v: float) -> str:
    for size, unit in ((1e9, "B"), (1e6, "M"), (1e3, "K")):
        if v >= size:
            return f"{v / size:.1f}{unit}"
    return f"{v:.0f}"


def _fmt_bytes(v: float) -> str:
    for size, unit in ((1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")):
        if v >= size:
            return f"{v / size:.1f} {unit}"
    return f"{v:.0f} B"


def cost_text(cost: dict, short: bool = False) -> str:
    parts = []
    if cost.get("time_ms"):
        parts.append(_fmt_ms(cost["time_ms"]))
    if cost.get("rows") is not None:
        parts.append(f"{_fmt_count(cost['rows'])} rows")
    if not short:
        if cost.get("spill_bytes"):
            parts.append(f"spill {_fmt_bytes(cost['spill_bytes'])}")
        if cost.get("shuffle_bytes"):
            parts.append(f"shuffle {_fmt_bytes(cost['shuffle_bytes'])}")
    return " · ".join(parts)


# ------------------------------------------------------------------ the model of the page

def _candidate(row: dict) -> dict | None:
    if row.get("file") is None:
        return None
    start = row.get("line_start")
    end = row.get("line_end") if row.get("line_end") is not None else start
    cell, cell_start = row.get("cell"), row.get("cell_line_start")
    cell_end = row.get("cell_line_end") if row.get("cell_line_end") is not None else cell_start
    place = location(row["file"], start, end, cell, cell_start, cell_end) if start is not None else None
    short = {**place, "file": _short_file(row["file"])} if place else None
    return {"file": row["file"], "symbol": row.get("symbol"), "start": start, "end": end,
            "cell": cell, "cellStart": cell_start, "cellEnd": cell_end,
            # as docs/output-format.md writes a place: `nb.ipynb cell 12, line 4`
            "place": place_text(place) if place else row["file"], "short": place_text(short) if short else "",
            "snippet": row.get("snippet"), "confidence": row.get("confidence")}


def _names(row: dict) -> dict:
    def listed(value) -> list:   # _clean makes a one-item array its item
        return [value] if isinstance(value, str) else list(value or [])

    return {"tables": listed(row.get("names_tables")), "paths": listed(row.get("names_paths")),
            "keys": listed(row.get("names_keys")), "join_type": row.get("join_type"), "limit": row.get("limit_n")}


def _mapping_rows(mappings: pd.DataFrame) -> dict[tuple[int, int], list[dict]]:
    """(plan_index, node_index) -> candidate rows in rank order."""
    out: dict[tuple[int, int], list[dict]] = {}
    if mappings is None or mappings.empty:
        return out
    for row in mappings.sort_values(["plan_index", "node_index", "rank"]).to_dict("records"):
        row = {k: _clean(v) for k, v in row.items()}
        out.setdefault((int(row["plan_index"]), int(row["node_index"])), []).append(row)
    return out


def _build_nodes(operators: pd.DataFrame, mappings: pd.DataFrame) -> list[dict]:
    """One dict per non-wrapper node: what the box and the detail panel show, wrappers folded away."""
    rows_by_plan: dict[int, dict[int, dict]] = {}
    for row in operators.to_dict("records"):
        row = {k: _clean(v) for k, v in row.items()}
        rows_by_plan.setdefault(int(row["plan_index"]), {})[int(row["node_index"])] = row
    by_node = _mapping_rows(mappings)
    has_metrics = "metrics" in operators.columns
    nodes = []
    for plan_index in sorted(rows_by_plan):
        rows = rows_by_plan[plan_index]

        def key(i: int) -> str:
            return f"{plan_index}:{i}"

        def visible_parent(i: int) -> tuple[int | None, list[str]]:
            """The nearest non-wrapper ancestor and the wrappers passed on the way up."""
            passed, parent = [], rows[i].get("parent_index")
            while parent is not None and parent in rows and rows[parent]["wrapper"]:
                passed.append(rows[parent]["operator"])
                parent = rows[parent].get("parent_index")
            return (parent if parent in rows else None), passed

        def host_of(i: int) -> int | None:
            """Subquery trees: the visible node hosting the tree `i` belongs to."""
            top = i
            while rows[top].get("parent_index") is not None and rows[top]["parent_index"] in rows:
                top = rows[top]["parent_index"]
            host = rows[top].get("hosted_by")
            while host is not None and host in rows and rows[host]["wrapper"]:
                host = rows[host].get("parent_index")
            return host if host in rows else None

        by_id = {r["node_id"]: i for i, r in rows.items() if r.get("node_id") is not None and not r["wrapper"]}
        for i in sorted(rows):
            row = rows[i]
            if row["wrapper"]:
                continue
            parent, passed = visible_parent(i)
            candidates = by_node.get((plan_index, i), [])
            top = candidates[0] if candidates else {}
            metrics = _json_dict(row.get("metrics")) if has_metrics else {}
            cost = metric_summary(metrics) if metrics else {}
            host = host_of(i) if parent is None else None
            reused = by_id.get(row.get("reuses")) if row.get("reuses") is not None else None
            nodes.append({
                "key": key(i), "plan": plan_index, "index": i, "id": row.get("node_id"),
                "operator": row["operator"], "header": row.get("header") or row["operator"],
                "mode": row.get("mode"), "stage": row.get("codegen_stage"), "planLine": row.get("line"),
                "parent": key(parent) if parent is not None else None, "via": passed,
                "host": key(host) if host is not None else None,
                "reuses": key(reused) if reused is not None else None,
                "derived": bool(top.get("derived", False)),
                "status": top.get("status") if candidates else "unmapped",
                "confidence": top.get("confidence"),
                "mapping": _candidate(top) if candidates else None,
                "explanation": top.get("explanation"),
                "factors": [[label, top.get(col)] for col, label in FACTORS if top.get(col) is not None],
                "alternatives": [c for c in (_candidate(r) for r in candidates[1:]) if c],
                "metrics": metrics, "cost": cost, "details": _json_dict(row.get("details")),
                "glance": glance(row["operator"], row.get("header") or "", _json_dict(row.get("details")), _names(row)),
            })
    # Children in plan order, found from the visible parents.
    by_key = {n["key"]: n for n in nodes}
    for n in nodes:
        n["children"] = []
    for n in nodes:
        if n["parent"] in by_key:
            by_key[n["parent"]]["children"].append(n["key"])
    return nodes


def _cost_measure(nodes: list[dict]) -> str | None:
    """Time where the log has it, else rows: what decides how hot a node is drawn."""
    for measure in ("time_ms", "rows"):
        if any((n["cost"].get(measure) or 0) > 0 for n in nodes):
            return measure
    return None


def _layout(nodes: list[dict], node_h: int) -> tuple[dict[str, tuple[int, int]], int, int]:
    """Tidy tree layout per plan: leaves on consecutive slots, parents centred over their children,
    scans at the top and the result at the bottom, as data flows (the Spark UI's direction)."""
    by_key = {n["key"]: n for n in nodes}
    slot_x: dict[str, float] = {}
    depth: dict[str, int] = {}
    next_slot = 0.0

    def place(k: str, d: int) -> None:
        nonlocal next_slot
        depth[k] = d
        kids = by_key[k]["children"]
        for c in kids:
            place(c, d + 1)
        if kids:
            slot_x[k] = (slot_x[kids[0]] + slot_x[kids[-1]]) / 2
        else:
            slot_x[k] = next_slot
            next_slot += 1

    for n in nodes:
        if n["parent"] is None:
            if next_slot:
                next_slot += 0.5   # a little air between a plan's main tree and its subqueries
            # A subquery's result sits level with the operator using it, so their link runs sideways.
            place(n["key"], depth.get(n["host"], 0))
    max_depth = max(depth.values(), default=0)
    pos = {k: (PAD + round(x * (NODE_W + H_GAP)), PAD + (max_depth - depth[k]) * (node_h + V_GAP))
           for k, x in slot_x.items()}
    width = PAD * 2 + round(max(slot_x.values(), default=0) * (NODE_W + H_GAP)) + NODE_W
    height = PAD * 2 + max_depth * (node_h + V_GAP) + node_h
    return pos, width, height


# ------------------------------------------------------------------ markup

def _e(value) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def _short_file(path: str) -> str:
    return path.rsplit("/", 1)[-1]


def _badge(status: str) -> str:
    return f'<span class="badge s-{_e(status)}" data-status="{_e(status)}">{_e(status)}</span>'


def _edge(x1, y1, x2, y2, cls: str, title: str = "", sideways: bool = False) -> str:
    tip = f"<title>{_e(title)}</title>" if title else ""
    if sideways:
        mid = (x1 + x2) / 2
        curve = f"M{x1},{y1} C{mid},{y1} {mid},{y2} {x2},{y2}"
    else:
        mid = (y1 + y2) / 2
        curve = f"M{x1},{y1} C{x1},{mid} {x2},{mid} {x2},{y2}"
    return (f'<path class="{cls}" d="{curve}" '
            f'marker-end="url(#arrow)">{tip}</path>')


def _graph_html(nodes: list[dict], measure: str | None) -> str:
    node_h = NODE_H + (COST_H if measure else 0)
    pos, width, height = _layout(nodes, node_h)
    top_cost = max((n["cost"].get(measure) or 0 for n in nodes), default=0) if measure else 0
    edges, boxes = [], []
    for n in nodes:
        x, y = pos[n["key"]]
        if n["parent"] in pos:      # data flows from the child (above) into its parent (below)
            px, py = pos[n["parent"]]
            title = " → ".join(reversed(n["via"])) if n["via"] else ""
            edges.append(_edge(x + NODE_W / 2, y + node_h, px + NODE_W / 2, py - 3,
                               "edge folded" if n["via"] else "edge", f"through {title}" if title else ""))
        if n["host"] in pos:
            hx, hy = pos[n["host"]]
            edges.append(_edge(x, y + node_h / 2, hx + NODE_W + 3, hy + node_h / 2, "edge subquery",
                               "subquery", sideways=True))
        if n["reuses"] in pos:
            rx, ry = pos[n["reuses"]]
            edges.append(_edge(rx + NODE_W / 2 + 24, ry + node_h, x + NODE_W / 2 + 24, y - 3, "edge reuse",
                               "reused exchange"))
        heat = (n["cost"].get(measure) or 0) / top_cost if top_cost else 0
        m = n["mapping"]
        where = m["short"] if m else "no code found"
        classes = ["node", f"st-{n['status']}"] + (["derived"] if n["derived"] else []) + (
            ["hot"] if heat >= 0.5 else [])
        cost = ""
        if measure:
            cost = (f'<span class="cost">{_e(cost_text(n["cost"], short=True) or "no metrics")}</span>'
                    f'<span class="heat" style="width:{heat * 100:.0f}%"></span>')
        ident = f'<span class="nid">#{_e(n["id"])}</span>' if n["id"] is not None else ""
        label = f"{n['operator']} {'#' + str(n['id']) if n['id'] is not None else ''}, {n['status']}, {where}"
        boxes.append(
            f'<button type="button" class="{" ".join(classes)}" id="n-{n["plan"]}-{n["index"]}" '
            f'data-key="{_e(n["key"])}" style="left:{x}px;top:{y}px;width:{NODE_W}px;height:{node_h}px;'
            f'--heat:{heat:.2f}" aria-label="{_e(label)}" title="{_e(n["header"])}">'
            f'<span class="row1"><span class="op{" long" if len(n["operator"]) > 17 else ""}">{_e(n["operator"])}</span>{ident}'
            f'{"<i class=dtag>derived</i>" if n["derived"] else ""}</span>'
            f'<span class="glance" title="{_e(n["glance"])}">{_e(n["glance"])}</span>'
            f'<span class="row2"><span class="where">{_e(where)}</span>'
            f'{_badge(n["status"])}</span>{cost}</button>')
    svg = (f'<svg class="edges" width="{width}" height="{height}" aria-hidden="true">'
           '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
           'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrowhead"/></marker></defs>'
           f'{"".join(edges)}</svg>')
    return (f'<div class="canvas" style="width:{width}px;height:{height}px" data-w="{width}" data-h="{height}">'
            f'{svg}{"".join(boxes)}</div>')


def _summary_html(nodes: list[dict], measure: str | None, has_metrics_column: bool) -> str:
    counts = {s: sum(1 for n in nodes if n["status"] == s) for s in STATUSES}
    other = len(nodes) - sum(counts.values())
    cards = "".join(
        f'<div class="stat"><span class="dot s-{s}"></span><b data-count="{s}">{counts[s]}</b>'
        f'<span>{s}</span></div>' for s in STATUSES)
    if other:
        cards += f'<div class="stat"><span class="dot s-unmapped"></span><b>{other}</b><span>unmapped</span></div>'
    cards += f'<div class="stat total"><b>{len(nodes)}</b><span>operators</span></div>'

    files: dict[str, list[str]] = {}
    for n in nodes:
        if n["mapping"]:
            files.setdefault(n["mapping"]["file"], []).append(n["status"])
    file_items = []
    for f, st in sorted(files.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        dots = "".join(f'<i class="dot s-{_e(s)}"></i>' for s in sorted(st, key=_status_rank))
        file_items.append(f'<li><code title="{_e(f)}">{_e(f)}</code><span class="muted">{len(st)} node{"s" if len(st) != 1 else ""}'
                          f'</span><span class="mini">{dots}</span></li>')
    files_html = f'<ul class="files">{"".join(file_items)}</ul>' if files else '<p class="muted">No file mapped.</p>'

    if measure:
        hot = sorted((n for n in nodes if (n["cost"].get(measure) or 0) > 0),
                     key=lambda n: (n["cost"].get("time_ms") or 0, n["cost"].get("rows") or 0), reverse=True)[:5]
        rows = []
        for n in hot:
            m = n["mapping"]
            where = _e(m["place"]) if m else "—"
            if m and m["symbol"]:
                where += f'<br><span class="muted">{_e(m["symbol"])}</span>'
            ident = f' #{_e(n["id"])}' if n["id"] is not None else ""
            rows.append(f'<tr><td><button type="button" class="jump" data-key="{_e(n["key"])}">'
                        f'{_e(n["operator"])}{ident}</button><br><span class="num">{_e(cost_text(n["cost"]))}</span>'
                        f'</td><td class="where-cell">{where}</td></tr>')
        costly = f'<table class="costly"><tr><th>Operator and cost</th><th>Where it lives</th></tr>{"".join(rows)}</table>'
    else:
        why = ("The event log carries no values for these operators." if has_metrics_column else
               "This plan has no runtime metrics (explain output); plans read from event logs show rows, "
               "time and spill here.")
        costly = f'<p class="muted">{why}</p>'
    return (f'<section class="summary"><div class="card"><h2>Mappings</h2><div class="stats">{cards}</div></div>'
            f'<div class="card"><h2>Files involved</h2>{files_html}</div>'
            f'<div class="card"><h2>Most costly operators</h2>{costly}</div></section>')


def _status_rank(status: str) -> int:
    return STATUSES.index(status) if status in STATUSES else len(STATUSES)


def _script_json(data) -> str:
    """JSON safe inside <script>: no `<`, `>` or `&` survive, so nothing can close the element."""
    text = json.dumps(data, ensure_ascii=False, default=str)
    for ch, esc in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"),
                    ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(ch, esc)
    return text


def render_report(operators: pd.DataFrame, mappings: pd.DataFrame, code_root: Path, title: str) -> str:
    """The whole report of one plan partition mapped against one commit, as one HTML document."""
    nodes = _build_nodes(operators, mappings)
    measure = _cost_measure(nodes)
    wanted = sorted({c["file"] for n in nodes for c in [n["mapping"], *n["alternatives"]] if c})
    files = {f: read_source(Path(code_root), f) for f in wanted}

    plans = sorted({n["plan"] for n in nodes})
    sections = []
    for p in plans:
        plan_nodes = [n for n in nodes if n["plan"] == p]
        mode = plan_nodes[0]["mode"] or ""
        name = f"Plan {p + 1} of {len(plans)}" if len(plans) > 1 else "Plan"
        sections.append(
            f'<section class="plan" data-plan="{p}"><div class="plan-head"><h2>{_e(name)}</h2>'
            f'<span class="muted">{_e(mode)} · {len(plan_nodes)} operators · click a box or use the arrow keys</span>'
            f'<span class="zoom"><button type="button" data-zoom="out" aria-label="Zoom out">−</button>'
            f'<button type="button" data-zoom="fit">Fit</button>'
            f'<button type="button" data-zoom="in" aria-label="Zoom in">+</button></span></div>'
            f'<div class="viewport">{_graph_html(plan_nodes, measure)}</div></section>')
    if not sections:
        sections.append('<section class="plan"><p class="muted">This plan has no operators.</p></section>')

    data = {"nodes": {n["key"]: n for n in nodes}, "files": files, "first": nodes[0]["key"] if nodes else None}
    legend = "".join(f'<span>{_badge(s)}</span>' for s in STATUSES)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>{_e(title)}</title>
<style>{_asset("report.css")}</style>
</head>
<body>
<header class="top"><div><div class="brand">Codemap report</div><h1>{_e(title)}</h1></div>
<div class="legend">{legend}<span class="derived-key">derived</span></div></header>
{_summary_html(nodes, measure, "metrics" in operators.columns and operators["metrics"].notna().any())}
<main class="layout"><div class="plans">{"".join(sections)}</div>
<aside id="panel" aria-live="polite"><p class="muted">Select an operator to see its code.</p></aside></main>
<script type="application/json" id="report-data">{_script_json(data)}</script>
<script>{_asset("report.js")}</script>
</body>
</html>
"""


@lru_cache(maxsize=None)
def _asset(name: str) -> str:
    """The page's stylesheet or script, kept beside this module as package data (pyproject.toml)."""
    return resources.files("codemap_pipeline.report").joinpath(name).read_text(encoding="utf-8")


def report_title(commit_key: str, plan_key: str) -> str:
    return f"{plan_key} @ {commit_key}"


def write_report_for(data_dir: Path, commit_key: str, plan_key: str, out: Path) -> Path:
    """Render the report of `plan_key` at `commit_key` from the pipeline's Parquet outputs into `out`."""
    parquet = layout.parquet_root(data_dir)
    operators = read_parquet(layout.parquet_file(parquet, "plan_operators", plan_key))
    mappings = read_parquet(layout.parquet_file(parquet, "code_mappings", commit_key, plan_key))
    checkout = read_parquet(layout.parquet_file(parquet, "repo_checkout", commit_key))
    page = render_report(operators, mappings, Path(checkout["path"].iloc[0]), report_title(commit_key, plan_key))
    return write_text_atomic(page, Path(out))
