"""What a Spark engineer looks for first in a plan node, in one short line for its box: the table or path
a scan reads, a filter's condition, a join's type and keys, an aggregate's grouping keys."""

from __future__ import annotations

import re

MAX_CHARS = 48
_IDS = re.compile(r"#\d+L?\b")


def _short(text: str, limit: int = MAX_CHARS) -> str:
    text = " ".join(_IDS.sub("", text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _path(path: str) -> str:
    # the end of a path is what tells two inputs apart: …/warehouse/orders
    parts = [p for p in re.sub(r"^\w+:/*", "", path).split("/") if p]
    return "/".join(parts) if len(parts) <= 2 else "…/" + "/".join(parts[-2:])


def _keys(keys: list[str]) -> str:
    return ", ".join(keys) if keys else "no keys"


def glance(operator: str, header: str, details: dict, names: dict) -> str:
    """`names` holds the node's PlanNames lists by field (tables, paths, keys) and join_type/limit."""
    tables, paths, keys = names.get("tables") or [], names.get("paths") or [], names.get("keys") or []
    op = operator.lower()
    if "scan" in op or op.startswith(("insert", "write", "createtable", "append", "overwrite")):
        if tables:
            return _short(", ".join(tables))
        if paths:
            return _short(", ".join(_path(p) for p in paths))
        return ""
    if op == "filter":
        condition = details.get("Condition") or header[len(operator):].strip()
        return _short(condition)
    if "join" in op:
        how = names.get("join_type") or ""
        return _short(f"{how} on {_keys(keys)}".strip())
    if "aggregate" in op:
        return _short(f"by {_keys(keys)}")
    if op == "exchange":
        return _short(f"by {', '.join(keys)}") if keys else ""
    if op in ("sort", "takeorderedandproject") or "window" in op:
        word = "over" if "window" in op else "order by"
        limit = names.get("limit")
        return _short(f"{word} {_keys(keys)}" + (f", limit {limit}" if limit is not None else ""))
    if "limit" in op and names.get("limit") is not None:
        return f"limit {names['limit']}"
    return ""
