"""The code_mappings table and the JSON export in the MappingOutput shape front ends consume
(docs/output-format.md), and the one way a place in the code is written for people."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd

    from codemap_pipeline.mapping.mapper import NodeMapping

# pandas is imported by the functions that build or read the table: `codemap map` prints places
# (place_text) from the stored JSON, and a warm run answers without loading pandas (~0.25 s).


def lines_text(start: int, end: int) -> str:
    return f"{start}-{end}" if end != start else str(start)


def _int(value) -> int | None:
    value = _none(value)
    return None if value is None else int(value)


def location(file: str, start: int, end: int, cell=None, cell_start=None, cell_end=None) -> dict:
    """The place fields of a mapping, as docs/output-format.md writes them. `start`/`end` count in the
    file; a notebook's `cell` (0-based) with the lines inside it. A Jupyter notebook is read by cell:
    `lines` count in the cell, `fileLines` in the .ipynb file. Any other file is read by its lines:
    `lines` count in the file; a Databricks source notebook adds `cell` and `cellLines`."""
    place = {"file": file, "lines": lines_text(int(start), int(end))}
    cell, cell_start = _int(cell), _int(cell_start)
    if cell is None or cell_start is None:
        return place
    cell_end = _int(cell_end) or cell_start
    in_cell = lines_text(cell_start, cell_end)
    if file.endswith(".ipynb"):
        return {"file": file, "cell": cell, "lines": in_cell, "fileLines": place["lines"]}
    return {**place, "cell": cell, "cellLines": in_cell}


def place_text(place: dict) -> str:
    """A place as a person looks it up: `jobs/sales.py:41-43`, `eda.ipynb cell 12, line 4`,
    `etl.py:619 (cell 40, line 2)` for a Databricks source notebook."""
    lines, cell = place["lines"], place.get("cell")
    word = "lines" if "-" in lines else "line"
    if cell is not None and "fileLines" in place:
        return f"{place['file']} cell {cell}, {word} {lines}"
    if cell is not None and place.get("cellLines"):
        in_cell = place["cellLines"]
        return f"{place['file']}:{lines} (cell {cell}, {'lines' if '-' in in_cell else 'line'} {in_cell})"
    return f"{place['file']}:{lines}"


def mappings_frame(commit_key: str, plan_key: str, plan_index: int, mappings: list[NodeMapping]) -> pd.DataFrame:
    """One row per node and candidate rank: rank 0 is the mapping, ranks 1..3 the alternatives."""
    import pandas as pd

    rows = []
    for m in mappings:
        candidates = [(m.site, m.confidence)] + list(m.alternatives)
        for rank, (site, conf) in enumerate(candidates):
            rows.append({
                "commit_key": commit_key, "plan_key": plan_key, "plan_index": plan_index,
                "node_index": m.node_index, "node_id": m.node_id, "operator": m.operator, "rank": rank,
                "derived": m.derived, "file": site.file if site else None, "symbol": site.symbol if site else None,
                "line_start": site.line_start if site else None, "line_end": site.line_end if site else None,
                "cell": site.cell if site else None,
                "cell_line_start": site.cell_line_start if site else None,
                "cell_line_end": site.cell_line_end if site else None,
                "site_id": site.site_id if site else None, "site_kind": site.kind if site else None,
                "snippet": site.snippet if site else None, "confidence": conf,
                "status": m.status if rank == 0 else None,
                "explanation": m.explanation if rank == 0 else None,
                "embedding_score": m.factors.get("embeddingScore") if rank == 0 else None,
                "ast_score": m.factors.get("astScore") if rank == 0 else None,
                "llm_confidence": m.factors.get("llmConfidence") if rank == 0 else None,
                "keyword_match": m.factors.get("keywordMatch") if rank == 0 else None,
                "evidence_score": m.factors.get("evidenceScore") if rank == 0 else None,
                "llm_tokens": m.factors.get("llmTokens") if rank == 0 else None,
                "llm_cost_usd": m.factors.get("llmCostUsd") if rank == 0 else None,
                "llm_error": m.factors.get("llmError") if rank == 0 else None,
            })
    frame = pd.DataFrame(rows)
    for col in ("node_id", "line_start", "line_end", "cell", "cell_line_start", "cell_line_end"):
        if col in frame:
            frame[col] = frame[col].astype("Int64")
    return frame


def _none(value):
    import pandas as pd

    return None if value is None or (isinstance(value, float) and value != value) or value is pd.NA else value


def _place(row) -> dict:
    # frames written before the cell columns existed have none: plain file lines
    return location(row["file"], row["line_start"], row["line_end"], row.get("cell"),
                    row.get("cell_line_start"), row.get("cell_line_end"))


def mapping_output(frame: pd.DataFrame, files_scanned: int, symbols_indexed: int) -> dict:
    """MappingOutput: one entry per non-wrapper node (rank 0 rows), alternatives from ranks 1..3."""
    import pandas as pd

    entries = []
    if frame.empty:
        frame = pd.DataFrame(columns=["plan_key", "plan_index", "node_index", "rank"])
    for (_, _, _), group in frame.sort_values(["plan_key", "plan_index", "node_index", "rank"]).groupby(
            ["plan_key", "plan_index", "node_index"], sort=False):
        top = group.iloc[0]
        mapped = None
        if _none(top["file"]) is not None:
            place = _place(top)
            mapped = {"file": place.pop("file"), "symbol": top["symbol"], **place, "codeSnippet": top["snippet"]}
        entries.append({
            "dagNodeId": str(_none(top["node_id"])) if _none(top["node_id"]) is not None else None,
            "operator": top["operator"], "plan": top["plan_key"], "planIndex": int(top["plan_index"]),
            "derived": bool(top["derived"]), "mappedCode": mapped,
            "confidence": float(top["confidence"]), "confidenceStatus": top["status"],
            "confidenceFactors": {
                "embeddingScore": _none(top["embedding_score"]), "astScore": _none(top["ast_score"]),
                "llmConfidence": _none(top["llm_confidence"]), "keywordMatch": _none(top["keyword_match"]),
                "evidenceScore": _none(top["evidence_score"])},
            "explanation": top["explanation"],
            "alternatives": [
                {**_place(r), "symbol": r["symbol"], "confidence": float(r["confidence"])}
                for _, r in group.iloc[1:].iterrows() if _none(r["file"]) is not None],
        })
    statuses = [e["confidenceStatus"] for e in entries]
    mapped = sum(1 for e in entries if e["mappedCode"] is not None)
    return {
        "mappings": entries,
        "statistics": {
            "totalNodes": len(entries), "mappedNodes": mapped,
            "confirmedMappings": statuses.count("confirmed"), "probableMappings": statuses.count("probable"),
            "unmappedNodes": len(entries) - mapped, "filesScanned": files_scanned, "symbolsIndexed": symbols_indexed,
        },
    }


def to_json(output: dict) -> str:
    return json.dumps(output, indent=2, default=str)
