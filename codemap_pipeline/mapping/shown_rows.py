"""Which show() ran, where the event log cannot say: PySpark's show() reaches Spark through the JVM, so its
execution is logged as `showString at NativeMethodAccessorImpl.java:0`, with no Python line. The log still
numbers it: its `description_rank` is its place among the run's executions of that title. A script showing rows
only from its top-level code runs its show() calls in the order they are written, so the n-th such execution
of the run is the script's n-th show() call: the action the plan's top node was asked for, as a Scala or Java
show's `show at Daily.scala:39` names it."""

from __future__ import annotations

from codemap_pipeline.code.vocabulary import DISPLAY
from codemap_pipeline.mapping.event_entry import split_entry
from codemap_pipeline.mapping.site_index import SiteIndex

PYTHON_SHOW = "showString at NativeMethodAccessorImpl.java:0"
TOP_LEVEL = "<module>"   # the last part of a site's symbol in a script's (or notebook's) top-level code
NTH_SHOW = True


def nth_show(title: str, rank: int | None, entry: str | None, index: SiteIndex) -> tuple[str, int] | None:
    """(file name, line) of the show() call the `rank`-th `showString` execution of the run was, in the program
    `entry` names; None where that cannot be told: another title, no rank, no single file for the entry, a show
    in a function (called when, how often?), a Databricks display() beside the shows (what did it run as?), fewer
    shows than the rank."""
    if not NTH_SHOW or not rank or not entry or (title or "").split("\n", 1)[0].strip() != PYTHON_SHOW:
        return None
    path = split_entry(entry)[0] or ""
    name = path.rsplit("/", 1)[-1]
    files = [f for f in index.files_named(name) if f == path or f.endswith("/" + path) or path == name]
    if len(files) != 1:
        return None
    actions = [s for s in index.in_file(files[0]) if s.kind == "limit"]
    shows = sorted((s for s in actions if s.method == "show"), key=lambda s: (s.line_start, s.line_end))
    if any(s.method == DISPLAY for s in actions) or any(not s.symbol.endswith(TOP_LEVEL) for s in shows) \
            or len(shows) < rank:
        return None
    return name, shows[rank - 1].line_start
