"""Which show() or count() ran, where the event log cannot say: PySpark's actions reach Spark through the JVM, so a
show's execution is logged as `showString at NativeMethodAccessorImpl.java:0` (`<unknown>:0` where the driver ran
code it compiled itself), a count's as `count at ...`, with no Python line. The log still numbers them: an
execution's `description_rank` is its place among the run's executions of that title. A script calling an action
only from its top-level code runs those calls in the order they are written, so the n-th such execution of the run
is the script's n-th call: the action the plan's top node was asked for, as a Scala or Java show's
`show at Daily.scala:39` names it."""

from __future__ import annotations

import re

from codemap_pipeline.code.model import TOP_LEVEL
from codemap_pipeline.code.vocabulary import DISPLAY, GROUPING_METHODS
from codemap_pipeline.mapping.site_index import SiteIndex

_PYTHON_ACTION = re.compile(r"^(showString|count) at (NativeMethodAccessorImpl\.java|<unknown>):0$")
NTH_SHOW = True
NTH_COUNT = True   # ... and the n-th `count at ...` its n-th top-level DataFrame count()


def action_rank(title: str, rank: int | None) -> tuple[str, int] | None:
    """The call a PySpark action's execution ran (`show`, `count`) and its place among the run's executions of that
    title, where its title says it is one."""
    found = _PYTHON_ACTION.match((title or "").split("\n", 1)[0].strip())
    if not rank or not found:
        return None
    call = "show" if found.group(1) == "showString" else "count"
    return (call, int(rank)) if (NTH_SHOW if call == "show" else NTH_COUNT) else None


def nth_action(file: str, ranked: tuple[str, int], index: SiteIndex) -> int | None:
    """The line of `file`'s n-th show() (count()) call in the order written, for `ranked` = ("show", n); None where
    the order written may not be the order run (a call in a function: called when, how often?), beside a Databricks
    display() for a show (what did it run as?), or where the file has fewer such calls than the rank."""
    call, rank = ranked
    in_file = index.in_file(file)
    if call == "show":
        if any(s.kind == "limit" and s.method == DISPLAY for s in in_file):
            return None
        calls = [s for s in in_file if s.kind == "limit" and s.method == "show"]
    else:   # a DataFrame's count(), not a grouped one (`groupBy(...).count()` plans an aggregate, runs nothing)
        calls = [s for s in in_file if s.kind == "aggregate" and s.method == "count" and not any(
            getattr(index.by_id.get(i), "method", "") in GROUPING_METHODS for i in s.inputs)]
    calls.sort(key=lambda s: (s.line_start, s.line_end))
    if any(not s.symbol.endswith(TOP_LEVEL) for s in calls) or len(calls) < rank:
        return None
    return calls[rank - 1].line_start
