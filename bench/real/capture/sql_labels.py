"""The label vocabulary of the `.sql` families' labels.py (lq_, lm_, bl_, cm_, pr_, mt_, nc_, vl_): a node's label as
N(node id, operator, spans, derived, kind, cte=..., amb=..., true=...), spans being the file's own line numbers, and
the gold rows made of a case's labels. A clause of a .sql file is the file's path dotted without `.sql` or, inside a
CTE, that then the CTE's name (`cte=`). `true=`: where a file holds several solutions and the clause that made the
node is written identically in another one, both places are acceptable spans and the one that ran is `true_lines`."""
from __future__ import annotations

from case_files import s  # noqa: F401  (spans, as every label script writes them)


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, cte=None, amb=False, true=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, cte, amb, true))


def agg(ids_derived, final, spans, cte=None, kind="aggregate", true=None):
    """The derived partial aggregates and Exchanges of one aggregation, then its last aggregate (not derived)."""
    out = [N(i, op, spans, True, kind, cte=cte, true=true) for i, op in ids_derived]
    out.append(N(final, "HashAggregate", spans, False, kind, cte=cte, true=true))
    return out


def order(x, srt, spans, cte=None):
    """ORDER BY: its range Exchange (derived) and Sort."""
    return [N(x, "Exchange", spans, True, "sort", cte=cte), N(srt, "Sort", spans, False, "sort", cte=cte)]


def symbol(file: str, cte) -> str:
    return file[:-4].replace("/", ".") + (f".{cte}" if cte else "")


def rows_of(spec: dict) -> list[dict]:
    """A case's gold rows, by node id, from its labels (`spec["nodes"]`) in its file (`spec["file"]`)."""
    rows = []
    for nid, op, spans, derived, kind, cte, amb, true in spec["nodes"]:
        row = {"node_id": nid, "operator": op, "file": spec["file"], "lines": spans,
               "symbol": symbol(spec["file"], cte), "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])
