"""Which show() ran, where the event log cannot say: PySpark's show() reaches Spark through the JVM, so its
execution is logged as `showString at NativeMethodAccessorImpl.java:0` (`<unknown>:0` where the driver ran code
it compiled itself), with no Python line. The log still numbers it: its `description_rank` is its place among the
run's executions of that title. A script showing rows only from its top-level code runs its show() calls in the
order they are written, so the n-th such execution of the run is the script's n-th show() call: the action the
plan's top node was asked for, as a Scala or Java show's `show at Daily.scala:39` names it."""

from __future__ import annotations

import re

from codemap_pipeline.code.model import TOP_LEVEL
from codemap_pipeline.code.vocabulary import DISPLAY
from codemap_pipeline.mapping.site_index import SiteIndex

_PYTHON_SHOW = re.compile(r"^showString at (NativeMethodAccessorImpl\.java|<unknown>):0$")
NTH_SHOW = True


def show_rank(title: str, rank: int | None) -> int | None:
    """The execution's place among the run's PySpark shows, where its title says it is one."""
    if not NTH_SHOW or not rank or not _PYTHON_SHOW.match((title or "").split("\n", 1)[0].strip()):
        return None
    return int(rank)


def nth_show(file: str, rank: int, index: SiteIndex) -> int | None:
    """The line of `file`'s `rank`-th show() call in the order written; None where the order written may not be the
    order run (a show in a function: called when, how often?), beside a Databricks display() (what did it run
    as?), or where the file has fewer shows than the rank."""
    actions = [s for s in index.in_file(file) if s.kind == "limit"]
    shows = sorted((s for s in actions if s.method == "show"), key=lambda s: (s.line_start, s.line_end))
    if any(s.method == DISPLAY for s in actions) or any(not s.symbol.endswith(TOP_LEVEL) for s in shows) \
            or len(shows) < rank:
        return None
    return shows[rank - 1].line_start
