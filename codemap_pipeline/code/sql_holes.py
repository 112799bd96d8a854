"""SQL text built at run time from parts the index cannot know (`"... WHERE state = '" + state + "'"`,
an f-string or `"... {}".format(x)` of runtime values, Scala's `s"... $x"`, Java's `"..." + x`): each
unknown part becomes a placeholder name no query uses, so the known text around it still parses into
clause sites (sql_clauses); the placeholders are then dropped from the names those sites carry.
"""

from __future__ import annotations

from codemap_pipeline.code.model import SparkSite

_HOLE = "__codemap_hole_"
_NAME_FIELDS = ("columns", "aliases", "literals", "functions", "tables", "paths")


def hole(n: int) -> str:
    """The n-th placeholder: an identifier where SQL expects a name, plain text inside a quoted literal."""
    return f"{_HOLE}{n}__"


def has_holes(text: str) -> bool:
    return _HOLE in text.lower()


def drop_holes(sites: list[SparkSite]) -> None:
    """Remove the placeholders from the sites' names: a dotted name keeps its known parts (`db.orders`
    from `__codemap_hole_0__.orders`), any other name holding one is dropped."""
    for site in sites:
        for key in _NAME_FIELDS:
            names = getattr(site, key)
            if any(has_holes(name) for name in names):
                setattr(site, key, list(dict.fromkeys(n for n in map(_known_part, names) if n)))


def _known_part(name: str) -> str:
    if not has_holes(name):
        return name
    parts = name.split(".")
    if len(parts) == 1:
        return ""
    return ".".join(p for p in parts if not has_holes(p))
