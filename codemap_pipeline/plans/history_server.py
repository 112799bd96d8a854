"""Read plans from a Spark History Server: one plan per SQL execution, with its duration and node metrics.

The History Server's REST API answers `/api/v1/applications/{app}/sql?details=true&planDescription=true`
with, per execution, the physical plan as formatted mode prints it (`planDescription`), the duration,
and the plan graph's nodes with their SQL metrics as the UI shows them ("248 ms", "3.5 KiB", "1,234").
Graph nodes are numbered in a different order than the plan's `(N)` ids and leave out query stages;
`attach_metrics` pairs them with the parsed plan's nodes by walking both trees in the same pre-order.

Plain urllib: no framework, no Dagster.
"""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from codemap_pipeline.layout import history_dir

from .eventlog import metric_summary
from .model import ParsedPlan, PlanParseError
from .parser import canonical_operator, parse_plan_text

PAGE = 100   # executions asked for per request (the server's default page is 20)


class HistoryServerError(Exception):
    """The History Server could not answer. `kind`: UNREACHABLE, NOT_FOUND, BAD_ANSWER, NO_PLAN."""

    def __init__(self, kind: str, message: str):
        self.kind = kind
        super().__init__(f"{kind}: {message}")


@dataclass
class GraphNode:
    node_id: int
    name: str
    codegen_stage: int | None
    metrics: dict[str, float | None]   # times in ms, sizes in bytes, counts as numbers
    raw_metrics: dict[str, str]        # as the server printed them


@dataclass
class Execution:
    app_id: str
    execution_id: int
    status: str
    description: str
    duration_ms: int | None
    submission_time: str
    plan_text: str
    nodes: list[GraphNode] = field(default_factory=list)
    error: str = ""

    @property
    def file_name(self) -> str:
        """`<app>-sql<N>.formatted.txt`: the plan file's name (its stem becomes the plan key)."""
        return f"{safe_name(self.app_id)}-sql{self.execution_id}.formatted.txt"


def safe_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("._") or "app"


def check_url(url: str) -> str:
    """An http(s) URL without a trailing slash, or HistoryServerError naming what is wrong."""
    parsed = urllib.parse.urlparse(url.strip())
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise HistoryServerError("BAD_URL", f"{url!r} is not an http(s) URL of a History Server "
                                 "(expected e.g. http://host:18080)")
    return url.strip().rstrip("/")


def _get(url: str, timeout: float):
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            body = answer.read()
    except urllib.error.HTTPError as exc:
        detail = exc.read().decode("utf-8", "replace").strip().splitlines()
        kind = "NOT_FOUND" if exc.code == 404 else "BAD_ANSWER"
        raise HistoryServerError(kind, f"{url} answered HTTP {exc.code}"
                                 + (f": {detail[0][:200]}" if detail else "")) from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise HistoryServerError("UNREACHABLE", f"no History Server answers at {url}: {reason}") from None
    try:
        return json.loads(body)
    except ValueError:
        raise HistoryServerError("BAD_ANSWER", f"{url} did not answer JSON (is this a History Server?)") from None


def fetch_executions(url: str, app_id: str, execution_id: int | None = None,
                     timeout: float = 30.0) -> list[Execution]:
    """The SQL executions of one application (or just `execution_id`), oldest first."""
    base = check_url(url)
    if not app_id or not re.match(r"^[A-Za-z0-9_.:-]+$", app_id):
        raise HistoryServerError("BAD_INPUT", f"application id {app_id!r} is not an application id "
                                 "(letters, digits and _.:- only)")
    sql = f"{base}/api/v1/applications/{urllib.parse.quote(app_id)}/sql"
    query = "details=true&planDescription=true"
    if execution_id is not None:
        return [_execution(app_id, _get(f"{sql}/{int(execution_id)}?{query}", timeout))]
    out: list[Execution] = []
    while True:
        page = _get(f"{sql}?{query}&offset={len(out)}&length={PAGE}", timeout)
        if not isinstance(page, list):
            raise HistoryServerError("BAD_ANSWER", f"{sql} did not answer a list of executions")
        out.extend(_execution(app_id, item) for item in page)
        if len(page) < PAGE:
            return sorted(out, key=lambda e: e.execution_id)


def list_applications(url: str, timeout: float = 30.0) -> list[dict]:
    return _get(f"{check_url(url)}/api/v1/applications", timeout)


def _execution(app_id: str, item) -> Execution:
    if not isinstance(item, dict) or "id" not in item:
        raise HistoryServerError("BAD_ANSWER", "an execution without an id")
    nodes = []
    for node in item.get("nodes") or []:
        raw = {str(m.get("name")): str(m.get("value")) for m in node.get("metrics") or []}
        nodes.append(GraphNode(int(node["nodeId"]), str(node.get("nodeName", "")), node.get("wholeStageCodegenId"),
                               {k: metric_value(v) for k, v in raw.items()}, raw))
    return Execution(app_id=app_id, execution_id=int(item["id"]), status=str(item.get("status", "")),
                     description=str(item.get("description") or ""), duration_ms=item.get("duration"),
                     submission_time=str(item.get("submissionTime") or ""),
                     plan_text=str(item.get("planDescription") or ""),
                     nodes=sorted(nodes, key=lambda n: n.node_id), error=str(item.get("errorMessage") or ""))


_UNITS = {"ms": 1.0, "s": 1e3, "m": 60e3, "min": 60e3, "h": 3600e3, "ns": 1e-6,
          "B": 1.0, "KiB": 1024.0, "MiB": 1024.0 ** 2, "GiB": 1024.0 ** 3, "TiB": 1024.0 ** 4,
          "PiB": 1024.0 ** 5, "EiB": 1024.0 ** 6}


def metric_value(text: str) -> float | None:
    """The total of a metric as the UI prints it: `248 ms`, `4.2 s`, `3.5 KiB`, `1,234`, or with
    details `total (min, med, max ...)\\n12 ms (0 ms, ...)`. Times in ms, sizes in bytes."""
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    if not lines:
        return None
    line = lines[1] if lines[0].startswith("total") and len(lines) > 1 else lines[0]
    m = re.match(r"^(-?[\d,]*\.?\d+)\s*([A-Za-z]+)?", line)
    if not m:
        return None
    number = float(m.group(1).replace(",", ""))
    unit = m.group(2)
    return number * _UNITS[unit] if unit in _UNITS else (number if unit is None else None)


def parse_execution(execution: Execution) -> ParsedPlan:
    """The execution's plan with each node's metrics from the graph, or PlanParseError."""
    if not execution.plan_text.strip():
        raise PlanParseError(f"execution {execution.execution_id} of {execution.app_id} has no plan description")
    plan = parse_plan_text(execution.plan_text, source=f"{execution.app_id}/sql/{execution.execution_id}")[0]
    attach_metrics(plan, execution)
    plan.execution_id = execution.execution_id
    plan.title = execution.description
    return plan


def attach_metrics(plan: ParsedPlan, execution: Execution) -> int:
    """Give the plan's nodes the metrics of the graph nodes they are; returns how many were paired.

    Both lists follow the plan tree in pre-order. The graph has no query stages and wraps codegen stages
    in `WholeStageCodegen (N)` clusters (their duration goes to the stage's top operator, as the
    event-log reader does); the text also prints the AQE initial plan. So graph nodes are taken in
    order and each pairs with the next text node of the same operator.
    """
    stage_time: dict[int, dict[str, float | None]] = {}
    graph = []
    for node in execution.nodes:
        m = re.match(r"WholeStageCodegen\w* \((\d+)\)$", node.name)
        if m:
            stage_time[int(m.group(1))] = node.metrics
        elif node.name != "InputAdapter":
            graph.append(node)
    stage_top: dict[int, GraphNode] = {}
    for node in graph:
        if node.codegen_stage is not None:
            stage_top.setdefault(int(node.codegen_stage), node)
    paired, j = 0, 0
    for node in graph:
        op = canonical_operator(node.name)
        k = j
        while k < len(plan.nodes) and plan.nodes[k].operator != op:
            k += 1
        if k == len(plan.nodes):
            continue   # not printed (or printed out of order, like subqueries): left without metrics
        metrics = dict(node.metrics)
        stage = node.codegen_stage
        if stage is not None and stage_top.get(int(stage)) is node:
            metrics.update({f"codegen stage {stage} {k_}": v for k_, v in stage_time.get(int(stage), {}).items()})
        plan.nodes[k].metrics = metrics
        paired += 1
        j = k + 1
    return paired


def save_plans(executions: list[Execution], folder: Path) -> tuple[list[Path], list[str]]:
    """Write each execution's plan text to `folder` (as a plan file the pipeline registers).
    Returns the files and one line per execution skipped (no plan description)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths, skipped = [], []
    for execution in executions:
        if not execution.plan_text.strip():
            skipped.append(f"{execution.app_id} execution {execution.execution_id}: no plan description "
                           f"(status {execution.status})")
            continue
        path = folder / execution.file_name
        if not path.exists() or path.read_text() != execution.plan_text:
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(execution.plan_text)
            tmp.replace(path)
        paths.append(path)
    return paths, skipped


def plan_folder(data_dir: Path, url: str, app_id: str) -> Path:
    """Where the plans of one application of one History Server are kept under the data folder."""
    host = safe_name(urllib.parse.urlparse(check_url(url)).netloc)
    return history_dir(data_dir) / host / safe_name(app_id)


def slowest_nodes(execution: Execution, limit: int | None = None) -> list[dict]:
    """The plan's nodes with metrics, most time first (then most rows): node id, operator, time_ms,
    rows, spill and shuffle bytes, and every metric."""
    try:
        plan = parse_execution(execution)
    except PlanParseError:
        return []
    rows = []
    for node in plan.nodes:
        if not node.metrics:
            continue
        summary = metric_summary(node.metrics)
        rows.append({"nodeId": node.node_id, "operator": node.operator, **summary,
                     "metrics": {k: v for k, v in node.metrics.items() if v is not None}})
    rows.sort(key=lambda r: (r["time_ms"] or 0, r["rows"] or 0), reverse=True)
    return rows[:limit] if limit else rows


def execution_summary(execution: Execution, mappings: list[dict], limit: int | None = None) -> dict:
    """One execution as the job API and the CLI show it: duration, status, nodes slowest first, each
    with the code it was mapped to (`mappings`: the MappingOutput entries of this execution's plan)."""
    by_id = {m["dagNodeId"]: m for m in mappings}
    nodes = []
    for row in slowest_nodes(execution, limit):
        m = by_id.get(str(row["nodeId"]))
        code = (m or {}).get("mappedCode")
        nodes.append({**row, "mappedCode": code, "confidenceStatus": (m or {}).get("confidenceStatus")})
    return {"appId": execution.app_id, "executionId": execution.execution_id, "status": execution.status,
            "description": execution.description, "durationMs": execution.duration_ms,
            "submissionTime": execution.submission_time, "nodes": nodes}


def _amount(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "ms":
        return f"{value / 1e3:.1f} s" if value >= 1e3 else f"{value:.0f} ms"
    if unit == "B":
        for name, size in (("GiB", 1024.0 ** 3), ("MiB", 1024.0 ** 2), ("KiB", 1024.0)):
            if value >= size:
                return f"{value / size:.1f} {name}"
        return f"{value:.0f} B"
    return f"{value:,.0f}"


def format_summaries(summaries: list[dict], limit: int = 10) -> str:
    """Per execution: its duration and status, then its costliest nodes beside their code."""
    lines = []
    for s in summaries:
        duration = _amount(s["durationMs"], "ms") if s["durationMs"] is not None else "-"
        lines.append(f"execution {s['executionId']} of {s['appId']}: {duration}, {s['status']}"
                     + (f"  ({s['description'][:70]})" if s["description"] else ""))
        rows = [("node", "operator", "time", "rows", "spill", "shuffle", "code", "status")]
        for n in s["nodes"][:limit]:
            code = n["mappedCode"]
            rows.append((f"({n['nodeId']})" if n["nodeId"] is not None else "-", n["operator"],
                         _amount(n["time_ms"], "ms"), _amount(n["rows"], ""), _amount(n["spill_bytes"], "B"),
                         _amount(n["shuffle_bytes"], "B"),
                         f"{code['file']}:{code['lines']} {code['symbol']}" if code else "-",
                         n["confidenceStatus"] or "-"))
        if len(rows) == 1:
            lines.append("  (no node metrics)")
            continue
        widths = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
        lines.extend("  " + "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows)
    return "\n".join(lines)
