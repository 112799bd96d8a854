"""The code_mappings table and the JSON export in the MappingOutput shape front ends consume."""

from __future__ import annotations

import json

import pandas as pd

from codemap_pipeline.mapping.mapper import NodeMapping


def lines_text(start: int, end: int) -> str:
    return f"{start}-{end}" if end != start else str(start)


def mappings_frame(commit_key: str, plan_key: str, plan_index: int, mappings: list[NodeMapping]) -> pd.DataFrame:
    """One row per node and candidate rank: rank 0 is the mapping, ranks 1..3 the alternatives."""
    rows = []
    for m in mappings:
        candidates = [(m.site, m.confidence)] + list(m.alternatives)
        for rank, (site, conf) in enumerate(candidates):
            rows.append({
                "commit_key": commit_key, "plan_key": plan_key, "plan_index": plan_index,
                "node_index": m.node_index, "node_id": m.node_id, "operator": m.operator, "rank": rank,
                "derived": m.derived, "file": site.file if site else None, "symbol": site.symbol if site else None,
                "line_start": site.line_start if site else None, "line_end": site.line_end if site else None,
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
    for col in ("node_id", "line_start", "line_end"):
        if col in frame:
            frame[col] = frame[col].astype("Int64")
    return frame


def _none(value):
    return None if value is None or (isinstance(value, float) and value != value) or value is pd.NA else value


def mapping_output(frame: pd.DataFrame, files_scanned: int, symbols_indexed: int) -> dict:
    """MappingOutput: one entry per non-wrapper node (rank 0 rows), alternatives from ranks 1..3."""
    entries = []
    if frame.empty:
        frame = pd.DataFrame(columns=["plan_key", "plan_index", "node_index", "rank"])
    for (_, _, _), group in frame.sort_values(["plan_key", "plan_index", "node_index", "rank"]).groupby(
            ["plan_key", "plan_index", "node_index"], sort=False):
        top = group.iloc[0]
        mapped = None
        if _none(top["file"]) is not None:
            mapped = {"file": top["file"], "symbol": top["symbol"],
                      "lines": lines_text(int(top["line_start"]), int(top["line_end"])),
                      "codeSnippet": top["snippet"]}
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
                {"file": r["file"], "symbol": r["symbol"], "lines": lines_text(int(r["line_start"]), int(r["line_end"])),
                 "confidence": float(r["confidence"])}
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
