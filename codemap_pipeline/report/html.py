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
<style>{CSS}</style>
</head>
<body>
<header class="top"><div><div class="brand">Codemap report</div><h1>{_e(title)}</h1></div>
<div class="legend">{legend}<span class="derived-key">derived</span></div></header>
{_summary_html(nodes, measure, "metrics" in operators.columns and operators["metrics"].notna().any())}
<main class="layout"><div class="plans">{"".join(sections)}</div>
<aside id="panel" aria-live="polite"><p class="muted">Select an operator to see its code.</p></aside></main>
<script type="application/json" id="report-data">{_script_json(data)}</script>
<script>{JS}</script>
</body>
</html>
"""


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


CSS = """
:root{--bg:#f6f7f9;--card:#fff;--ink:#1f2328;--muted:#656d76;--line:#d0d7de;--accent:#0969da;
--ok:#1f883d;--maybe:#d4a72c;--unsure:#8c959f;--hot:#cf222e;
--mono:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);
font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
code,pre{font-family:var(--mono)}
.muted{color:var(--muted)}
.top{display:flex;justify-content:space-between;align-items:flex-end;gap:16px;padding:18px 24px 12px;
background:#fff;border-bottom:1px solid var(--line)}
.brand{font-size:12px;text-transform:uppercase;letter-spacing:.08em;color:var(--accent);font-weight:600}
h1{margin:2px 0 0;font-size:20px;font-weight:600;word-break:break-all}
h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:0 0 10px;font-weight:600}
.legend{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.derived-key{border:1px dashed var(--unsure);border-radius:6px;padding:1px 8px;font-size:12px;color:var(--muted)}
.badge{display:inline-block;border-radius:999px;padding:1px 8px;font-size:11px;font-weight:600;line-height:16px;
color:#fff;background:var(--unsure);white-space:nowrap}
.badge.s-confirmed{background:var(--ok)}.badge.s-probable{background:var(--maybe);color:#3b2e00}
.badge.s-uncertain,.badge.s-unmapped{background:var(--unsure)}
.dot{display:inline-block;width:10px;height:10px;border-radius:50%;background:var(--unsure)}
.dot.s-confirmed{background:var(--ok)}.dot.s-probable{background:var(--maybe)}
.summary{display:grid;grid-template-columns:minmax(250px,.9fr) minmax(280px,1.1fr) minmax(360px,1.8fr);gap:16px;
padding:16px 24px;align-items:start}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px 16px;min-width:0}
.stats{display:flex;gap:10px;flex-wrap:wrap}
.stat{display:flex;align-items:center;gap:8px;border:1px solid var(--line);border-radius:8px;padding:8px 12px}
.stat b{font-size:22px;font-weight:600}.stat.total{background:var(--bg)}
.files{list-style:none;margin:0;padding:0}
.files li{display:flex;gap:10px;align-items:center;padding:3px 0;border-bottom:1px solid #eef0f2}
.files li:last-child{border:0}.files code{flex:1;overflow-wrap:anywhere}
.mini{display:flex;gap:2px}.mini .dot{width:8px;height:8px}
.costly{width:100%;border-collapse:collapse;font-size:13px}
.costly th{text-align:left;color:var(--muted);font-weight:500;border-bottom:1px solid var(--line);padding:4px 6px}
.costly td{padding:4px 6px;border-bottom:1px solid #eef0f2;vertical-align:top}
.costly .num{color:var(--hot);font-weight:600;font-size:12px}
.costly .where-cell{font:12px var(--mono);overflow-wrap:anywhere}.costly .where-cell .muted{font-size:11px}
.jump{background:none;border:0;padding:0;color:var(--accent);cursor:pointer;font:inherit;font-weight:600;
text-align:left;white-space:nowrap}
.layout{display:grid;grid-template-columns:fit-content(62%) minmax(420px,1fr);gap:16px;padding:0 24px 24px;
align-items:start}
.plans{min-width:440px}
.plan{background:var(--card);border:1px solid var(--line);border-radius:10px;margin-bottom:16px;overflow:hidden}
.plan-head{display:flex;align-items:center;gap:12px;padding:10px 14px;border-bottom:1px solid var(--line)}
.plan-head h2{margin:0}.plan-head .muted{flex:1;font-size:12px}
.zoom button{border:1px solid var(--line);background:#fff;border-radius:6px;min-width:30px;height:26px;
cursor:pointer;margin-left:4px;font:inherit}
.viewport{overflow:auto;max-height:calc(100vh - 120px);
background-image:radial-gradient(#e4e7eb 1px,transparent 1px);background-size:18px 18px}
.canvas{position:relative;transform-origin:0 0}
.edges{position:absolute;left:0;top:0;overflow:visible}
.edge{fill:none;stroke:#8c959f;stroke-width:1.6}
.edge.subquery{stroke:#8250df;stroke-dasharray:2 4}
.edge.reuse{stroke:#bf8700;stroke-dasharray:6 4}
.arrowhead{fill:#8c959f}
.node{position:absolute;display:flex;flex-direction:column;justify-content:center;gap:3px;text-align:left;
padding:6px 10px 8px 14px;background:#fff;border:1px solid var(--line);border-radius:8px;cursor:pointer;
font:inherit;color:inherit;box-shadow:0 1px 2px rgba(31,35,40,.06);overflow:hidden;
transition:box-shadow .12s,border-color .12s}
.node::before{content:"";position:absolute;left:0;top:0;bottom:0;width:5px;background:var(--unsure)}
.node.st-confirmed::before{background:var(--ok)}.node.st-probable::before{background:var(--maybe)}
.node:hover{border-color:#8c959f;box-shadow:0 3px 10px rgba(31,35,40,.12)}
.node:focus-visible{outline:3px solid rgba(9,105,218,.45);outline-offset:2px}
.node.derived{background:#f6f8fa;border-style:dashed;box-shadow:none}
.node.derived .op{font-weight:500;color:#57606a}
.node.selected{border-color:var(--accent);border-style:solid;box-shadow:0 0 0 2px var(--accent),0 4px 14px rgba(9,105,218,.18)}
.node.hot{background:color-mix(in srgb,#ffebe9 calc(var(--heat)*100%),#fff)}
.row1{display:flex;align-items:center;gap:6px;min-width:0}
.op{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.op.long{font-size:12.5px}
.nid{color:var(--muted);font-size:12px;flex:1}
.row2{display:flex;align-items:center;gap:6px;min-width:0}
.where{flex:1;font:12px var(--mono);color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.glance{font:12px var(--mono);color:#24292f;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-height:15px}
.dtag{font-size:11px;color:var(--muted)}
.cost{font-size:12px;font-weight:600;color:#57606a;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.node.hot .cost{color:var(--hot)}
.heat{position:absolute;left:0;bottom:0;height:4px;background:linear-gradient(90deg,#ffb199,#cf222e)}
#panel{position:sticky;top:12px;background:var(--card);border:1px solid var(--line);border-radius:10px;
padding:16px 18px;max-height:calc(100vh - 24px);overflow:auto}
.p-head{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.p-head h3{margin:0;font-size:18px}.p-head .conf{color:var(--muted)}
.tag{border:1px dashed var(--unsure);color:var(--muted);border-radius:6px;padding:0 6px;font-size:12px}
.plan-text{font:12px var(--mono);background:var(--bg);border-radius:6px;padding:6px 8px;margin:10px 0 4px;
white-space:pre-wrap;word-break:break-all}
.meta{font-size:12px;color:var(--muted);margin:0 0 6px}
.sec{margin-top:14px}.sec>h4{margin:0 0 6px;font-size:12px;text-transform:uppercase;letter-spacing:.06em;
color:var(--muted)}
.loc{font:13px var(--mono);margin-bottom:6px;overflow-wrap:anywhere}.loc .sym{display:block;color:var(--muted)}
.code{position:relative;border:1px solid var(--line);border-radius:8px;overflow:auto;max-height:380px;background:#fbfbfc;
font:12.5px/1.5 var(--mono);tab-size:4}
.code .l{display:flex;min-width:max-content}
.code .ln{flex:0 0 auto;width:3.6em;padding-right:10px;text-align:right;color:#8c959f;user-select:none;
border-right:1px solid #eaeef2;background:#f6f8fa}
.code .tx{white-space:pre;padding-left:10px;padding-right:12px}
.code .l.hl{background:#fff8c5}.code .l.hl .ln{background:#f5e08a;color:#3b2e00;font-weight:600}
.more{border:0;background:none;color:var(--accent);cursor:pointer;font:12px system-ui,sans-serif;padding:4px 0}
.more[hidden]{display:none}
.note{font-size:12px;color:#9a6700;background:#fff8c5;border-radius:6px;padding:4px 8px;margin-bottom:6px}
.why{margin:0}
.factor{display:grid;grid-template-columns:150px 1fr 44px;gap:8px;align-items:center;font-size:13px;margin:3px 0}
.bar{height:8px;border-radius:4px;background:#eaeef2;overflow:hidden}
.bar span{display:block;height:100%;background:var(--accent)}
.factor .v{text-align:right;font-variant-numeric:tabular-nums;color:var(--muted)}
details.alt{border:1px solid var(--line);border-radius:8px;margin:6px 0;padding:6px 10px}
details.alt summary{cursor:pointer;font:13px var(--mono);word-break:break-all}
details.alt summary .c{font-family:system-ui,sans-serif;color:var(--muted);float:right}
details.alt .code{margin-top:8px}
table.kv{border-collapse:collapse;font-size:12.5px;width:100%}
table.kv td{border-bottom:1px solid #eef0f2;padding:3px 6px;vertical-align:top;word-break:break-all}
table.kv td:first-child{color:var(--muted);white-space:nowrap;word-break:normal;width:1%}
@media (max-width:1100px){.summary{grid-template-columns:1fr}.layout{grid-template-columns:1fr}
#panel{position:static;max-height:none}}
"""

JS = r"""
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("report-data").textContent);
  const panel = document.getElementById("panel");
  const CONTEXT = 8;  // lines shown either side of the responsible span before "show whole file"

  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") e.textContent = v; else e.setAttribute(k, v);
    }
    for (const k of kids) if (k) e.append(k);
    return e;
  }
  const pct = (v) => v == null ? "" : Math.round(v * 100) + "%";

  function codeView(m) {
    const box = el("div", {class: "code"});
    const file = data.files[m.file] || {};
    // a Jupyter notebook is shown by cell, its lines counted in the cell; any other file by its lines
    const inCell = file.cells && m.cell != null && file.cells[m.cell];
    let src = inCell ? file.cells[m.cell] : file.lines, first = 1;
    const wrap = el("div");
    const more = el("button", {type: "button", class: "more"});
    let start = inCell ? m.cellStart : m.start;
    if (!src) {  // unreadable or missing file: the snippet stored with the mapping
      src = (m.snippet || "").split("\n");
      first = start || 1;
    }
    start = start || first;
    const end = (inCell ? m.cellEnd : m.end) || start;
    let from = Math.max(first, start - CONTEXT), to = Math.min(first + src.length - 1, end + CONTEXT);
    function draw() {
      box.textContent = "";
      for (let n = from; n <= to; n++) {
        const row = el("div", {class: n >= start && n <= end ? "l hl" : "l", "data-line": n},
          el("span", {class: "ln", text: String(n)}), el("span", {class: "tx", text: src[n - first] || " "}));
        box.append(row);
      }
      more.hidden = from === first && to === first + src.length - 1;
    }
    more.textContent = "Show the whole " + (inCell ? "cell" : "file") + " (" + src.length + " lines)";
    more.addEventListener("click", () => { from = first; to = first + src.length - 1; draw(); scrollToSpan(); });
    function scrollToSpan() {
      const hl = box.querySelector(".hl");
      if (hl) box.scrollTop = Math.max(0, hl.offsetTop - box.clientHeight / 3);
    }
    draw();
    if (file.note) wrap.append(el("div", {class: "note", text: file.note}));
    wrap.append(box, more);
    requestAnimationFrame(scrollToSpan);
    return wrap;
  }

  function section(title, ...kids) {
    return el("div", {class: "sec"}, el("h4", {text: title}), ...kids);
  }
  function badge(status) {
    return el("span", {class: "badge s-" + status, "data-status": status, text: status});
  }
  function label(key) {
    const n = data.nodes[key];
    return n ? n.operator + (n.id != null ? " #" + n.id : "") : key;
  }
  function kvTable(obj, fmt) {
    const t = el("table", {class: "kv"});
    for (const [k, v] of Object.entries(obj)) t.append(el("tr", {}, el("td", {text: k}), el("td", {text: fmt ? fmt(k, v) : String(v)})));
    return t;
  }

  function show(key) {
    const n = data.nodes[key];
    if (!n) return;
    panel.textContent = "";
    const head = el("div", {class: "p-head"}, el("h3", {text: n.operator}),
      n.id != null ? el("span", {class: "muted", text: "#" + n.id}) : null, badge(n.status),
      n.confidence != null ? el("span", {class: "conf", text: pct(n.confidence) + " confidence"}) : null,
      n.derived ? el("span", {class: "tag", text: "derived"}) : null);
    panel.append(head);
    if (n.header !== n.operator) panel.append(el("div", {class: "plan-text", text: n.header}));
    const meta = [];
    if (n.stage != null) meta.push("codegen stage " + n.stage);
    if (n.planLine) meta.push("plan line " + n.planLine);
    if (n.via.length) meta.push("reads through " + n.via.slice().reverse().join(" → "));
    if (n.host) meta.push("subquery of " + label(n.host));
    if (n.reuses) meta.push("reuses " + label(n.reuses));
    if (meta.length) panel.append(el("p", {class: "meta", text: meta.join(" · ")}));

    if (n.mapping) {
      const loc = el("div", {class: "loc"}, el("b", {text: n.mapping.place}));
      if (n.mapping.symbol) loc.append(" ", el("span", {class: "sym", text: n.mapping.symbol}));
      panel.append(section("Mapped code", loc, codeView(n.mapping)));
    } else {
      panel.append(section("Mapped code", el("p", {class: "muted", text: "No code site matched this operator."})));
    }
    if (n.explanation) panel.append(section("Why", el("p", {class: "why", text: n.explanation})));
    if (n.factors.length) {
      const rows = n.factors.map(([name, v]) => {
        const bar = el("span");
        bar.style.width = Math.max(0, Math.min(1, Number(v))) * 100 + "%";
        return el("div", {class: "factor"}, el("span", {text: name}), el("span", {class: "bar"}, bar),
          el("span", {class: "v", text: Number(v).toFixed(2)}));
      });
      panel.append(section("Confidence factors", ...rows));
    }
    if (n.alternatives.length) {
      const alts = n.alternatives.map((a) => {
        const d = el("details", {class: "alt"});
        const s = el("summary", {}, el("span", {class: "c", text: pct(a.confidence)}), a.place);
        d.append(s);
        if (a.symbol) d.append(el("div", {class: "muted", text: a.symbol}));
        d.addEventListener("toggle", () => { if (d.open && !d.querySelector(".code")) d.append(codeView(a)); });
        return d;
      });
      panel.append(section("Alternatives", ...alts));
    }
    if (Object.keys(n.metrics).length) {
      panel.append(section("Metrics", kvTable(n.metrics, (k, v) => v == null ? "—" : Number(v).toLocaleString("en-US"))));
    }
    if (Object.keys(n.details).length) {
      const d = el("details", {}, el("summary", {text: "Plan details"}), kvTable(n.details));
      panel.append(el("div", {class: "sec"}, d));
    }
  }

  function select(key, focus) {
    const box = document.querySelector('.node[data-key="' + key + '"]');
    if (!box) return;
    document.querySelectorAll(".node.selected").forEach((b) => b.classList.remove("selected"));
    box.classList.add("selected");
    if (focus) { box.focus(); box.scrollIntoView({block: "nearest", inline: "nearest"}); }
    show(key);
  }

  // Arrow keys walk the plan as drawn: up to the inputs (children), down to the consumer, sideways to siblings.
  function neighbour(key, dir) {
    const n = data.nodes[key];
    if (dir === "ArrowUp") return n.children[0];
    if (dir === "ArrowDown") return n.parent || n.host;
    const sibs = n.parent ? data.nodes[n.parent].children : Object.values(data.nodes).filter((m) => !m.parent && m.plan === n.plan).map((m) => m.key);
    const i = sibs.indexOf(key) + (dir === "ArrowRight" ? 1 : -1);
    return sibs[i];
  }

  document.addEventListener("click", (ev) => {
    const t = ev.target.closest("[data-key]");
    if (t) select(t.dataset.key, t.classList.contains("jump"));
    const z = ev.target.closest("[data-zoom]");
    if (z) zoom(z.closest(".plan").querySelector(".canvas"), z.dataset.zoom);
  });
  document.addEventListener("keydown", (ev) => {
    const t = ev.target.closest && ev.target.closest(".node");
    if (!t || !["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(ev.key)) return;
    const next = neighbour(t.dataset.key, ev.key);
    if (next) { ev.preventDefault(); select(next, true); }
  });

  function zoom(canvas, how) {
    const w = Number(canvas.dataset.w), h = Number(canvas.dataset.h);
    let s = Number(canvas.dataset.scale || 1);
    if (how === "in") s = Math.min(2, s * 1.25);
    else if (how === "out") s = Math.max(0.2, s / 1.25);
    else s = Math.min(1, (canvas.parentElement.clientWidth - 4) / w);
    if (how === "start") s = Math.max(0.6, s);  // on load: smaller, but never too small to read
    canvas.dataset.scale = s;
    canvas.style.transform = "scale(" + s + ")";
    canvas.parentElement.style.height = "";
    canvas.style.marginRight = (w * s - w) + "px";   // let the scroll area follow the scaled size
    canvas.style.marginBottom = (h * s - h) + "px";
  }
  document.querySelectorAll(".canvas").forEach((c) => {
    if (Number(c.dataset.w) > c.parentElement.clientWidth) zoom(c, "start");
  });
  if (data.first) select(data.first, false);
})();
"""
