"""The operator tree every plan reader builds before it becomes PlanNodes: one node per printed line of
explain() text or per sparkPlanInfo object of an event log, and the operator names they share."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .engines import spark_operator

SUBQUERY_OPERATORS = frozenset({"Subquery", "SubqueryBroadcast", "SubqueryAdaptiveBroadcast",
                                "ReusedSubquery"})
PSEUDO_HEADER = re.compile(r"^== (Final|Initial|Current) Plan ==$")


@dataclass
class RawNode:
    """One tree line before it becomes a PlanNode."""

    text: str                  # node text, markers and (N) removed
    line: int
    col: int                   # column where the node text starts
    glyph: str                 # "+-", ":-" or "" (root / AQE plan root)
    stage: int | None = None
    node_id: int | None = None
    children: list["RawNode"] = field(default_factory=list)
    inner: list["RawNode"] = field(default_factory=list)   # Spark's innerChildren (subqueries, cache)
    duplicate: bool = False    # a subquery printed again: numbered and listed once only
    metrics: dict = field(default_factory=dict)   # event logs: SQL metrics of the node
    _sig: tuple | None = None
    _op: str | None = None

    @property
    def pseudo(self) -> bool:
        return bool(PSEUDO_HEADER.match(self.text))

    @property
    def operator(self) -> str:
        if self._op is None:
            self._op = canonical_operator(self.text)
        return self._op

    @property
    def is_subquery(self) -> bool:
        return spark_operator(self.operator) in SUBQUERY_OPERATORS

    @property
    def sig(self) -> tuple:
        """Text of the whole subtree: equal signatures stand for the same Spark plan object."""
        if self._sig is None:
            self._sig = (self.text, tuple(c.sig for c in self.children),
                         tuple(c.sig for c in self.inner))
        return self._sig


_WORD = re.compile(r"[A-Za-z_][\w$]*")


def canonical_operator(header: str) -> str:
    """First word of the header; `FileScan` is reported as `Scan` like formatted mode does."""
    m = _WORD.match(header)
    word = m.group(0) if m else header.split(" ", 1)[0]
    return "Scan" if word == "FileScan" else word
