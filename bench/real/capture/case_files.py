"""Writing labelled cases: each case's gold.jsonl and case.json, checked as they are written
(`check_prefixed_cases.check_case`), with a line per case and the totals per part. Used by the label scripts of
the repositories whose cases are checked by prefix (pyspark-examples, DataAnalysisWithPythonAndPySpark, Spark in
Action)."""
from __future__ import annotations

import json
from pathlib import Path

from check_prefixed_cases import check_case


def script_case(spec: dict, script: str, line: int, action: str, settings: dict | None, *, slug: str, commit: str,
                session: str, run: str, source: str) -> dict:
    """case.json of a case whose plan one Python script's action ran (`line`: where), labelled as `spec` says."""
    return {"repo": f"../../repos/{slug}", "commit": commit, "index_root": "", "script": script,
            "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
            "notes": spec["notes"] + session
            + (f"Settings: {', '.join(f'{k}={v}' for k, v in settings.items())}. " if settings else "") + run,
            "form": spec.get("form", "pyspark"), "source": source}


def call_rows(spec: dict, symbol) -> list[dict]:
    """gold.jsonl rows, by node id, of a case whose nodes are (id, operator, spans, function, derived, kind, file,
    ambiguous, true_lines, alt) each (`file` None: the case's own `spec["file"]`; `alt`: (file, spans, function)
    each); `symbol(file, function)` names the symbol. The etl families' and zaleslaw's label scripts use it."""
    rows = []
    for nid, op, spans, fn, derived, kind, file, amb, true, alt in spec["nodes"]:
        file = file or spec["file"]
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": symbol(file, fn),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        if alt:
            row["alt"] = [{"file": f, "lines": sp, "symbol": symbol(f, fn2)} for f, sp, fn2 in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


class N(tuple):
    """One labelled node as the label scripts write it: (id, operator, spans, derived, kind, ambiguous, true_lines)."""
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true))


def s(*lines):
    """Spans from line numbers or (first, last) pairs."""
    return [[a, a] if isinstance(a, int) else list(a) for a in lines]


def module_rows(nodes, file: str) -> list[dict]:
    """gold.jsonl rows, by node id, of a case whose nodes are (id, operator, spans, derived, kind, ambiguous,
    true_lines) each, all in the top-level code of one script `file` (the sbe and mk label scripts use it)."""
    symbol = file[:-3].replace("/", ".") + ".<module>"
    rows = []
    for nid, op, spans, derived, kind, amb, true in nodes:
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": symbol,
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


def program_rows(nodes, file: str, symbol) -> list[dict]:
    """gold.jsonl rows, by node id, of a case whose nodes are (id, operator, spans, derived, kind, ambiguous,
    true_lines, function, alt) each, all in one program `file` (`alt`: (spans, function) each, in the same file);
    `symbol(function)` names the symbol. The chgani, gauravkantrod and ripattna Scala label scripts use it."""
    rows = []
    for nid, op, spans, derived, kind, amb, true, fn, alt in nodes:
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": symbol(fn),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        if alt:
            row["alt"] = [{"file": file, "lines": sp, "symbol": symbol(f)} for sp, f in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


def write_cases(cases) -> int:
    """`cases`: (part, folder, rows, case, shown) each, `shown` printed after the node count. 1 if a case is bad."""
    bad = 0
    totals: dict[str, list[int]] = {}
    for part, folder, rows, case, shown in cases:
        Path(folder, "gold.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
        Path(folder, "case.json").write_text(json.dumps(case, indent=2) + "\n")
        problems = check_case(Path(folder))
        bad += bool(problems)
        count = totals.setdefault(part, [0, 0])
        count[0] += 1
        count[1] += len(rows)
        print(f"{'ok ' if not problems else 'BAD'} {part:8} {Path(folder).name:34} {len(rows):3} nodes  {shown}"
              + "".join(f"\n      {p}" for p in problems))
    print(", ".join(f"{part}: {n} cases / {k} nodes" for part, (n, k) in sorted(totals.items())))
    return 1 if bad else 0
