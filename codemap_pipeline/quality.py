"""Data-quality checks over the pipeline's tables: plain functions returning (passed, details), run by
the assets as Dagster asset checks so a failure shows in the UI with the offending rows."""

from __future__ import annotations

import pandas as pd

from codemap_pipeline.mapping.mapper import status_for

MAX_PARSE_FAILURE_SHARE = 0.2  # more than this and the index is not worth mapping against


def _sample(values, n: int = 10) -> list:
    return [v for v in list(values)[:n]]


def ids_unique(frame: pd.DataFrame, columns: list[str]) -> tuple[bool, dict]:
    present = frame.dropna(subset=columns)
    dupes = present[present.duplicated(subset=columns, keep=False)]
    return dupes.empty, {"duplicates": len(dupes), "examples": _sample(dupes[columns].astype(str).agg("/".join, axis=1))}


def parse_failures_acceptable(files: pd.DataFrame, limit: float = MAX_PARSE_FAILURE_SHARE) -> tuple[bool, dict]:
    failed = files[files["parse_error"].notna()] if len(files) else files
    share = len(failed) / len(files) if len(files) else 0.0
    return share <= limit, {"failed_files": len(failed), "share": round(share, 3), "limit": limit,
                            "examples": _sample(failed["path"]) if len(failed) else []}


def every_node_mapped(operators: pd.DataFrame, mappings: pd.DataFrame) -> tuple[bool, dict]:
    """Every non-wrapper node has its rank-0 row (mapped or honestly unmapped)."""
    nodes = set(zip(operators.loc[~operators["wrapper"], "plan_index"], operators.loc[~operators["wrapper"], "node_index"])) \
        if len(operators) else set()
    top = mappings[mappings["rank"] == 0] if len(mappings) else mappings
    rows = set(zip(top["plan_index"], top["node_index"])) if len(top) else set()
    missing = sorted(nodes - rows)
    return not missing, {"nodes": len(nodes), "missing": len(missing), "examples": [list(m) for m in missing[:10]]}


def confidences_valid(mappings: pd.DataFrame) -> tuple[bool, dict]:
    """Confidences within [0, 1]; each status agrees with its confidence's band."""
    if mappings.empty:
        return True, {"rows": 0}
    out_of_range = mappings[(mappings["confidence"] < 0) | (mappings["confidence"] > 1)]
    top = mappings[mappings["rank"] == 0]
    wrong_status = top[top["confidence"].map(status_for) != top["status"]]
    bad = pd.concat([out_of_range, wrong_status]).drop_duplicates(subset=["plan_index", "node_index", "rank"])
    return bad.empty, {"bad_rows": len(bad), "examples": _sample(
        bad.apply(lambda r: f"node {r['node_id']} rank {r['rank']}: {r['confidence']} {r['status']}", axis=1))}


def embeddings_complete(stored: int, symbols: int, sites: int) -> tuple[bool, dict]:
    return stored == symbols + sites, {"stored": stored, "symbols": symbols, "sites": sites}
