"""Which show() ran an execution, from the run's order, where its event log names no line.

A PySpark show() reaches Spark through py4j: its execution's description is `showString at
NativeMethodAccessorImpl.java:0` for every show() of the program, so the description cannot tell two look-alike
shows apart (the same join shown twice in a lesson script). The order can: the k-th showString execution of a
run is the k-th show() the script reached. Only read where the order is plain: every show() of the entry file in
one scope (top-level code, or one function), none in another file the entry imports, no Databricks display() among
them; a loop around one would still mislead (a show() that runs twice), which a site does not record."""

from __future__ import annotations

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.vocabulary import DISPLAY
from codemap_pipeline.mapping.event_entry import split_entry
from codemap_pipeline.mapping.site_index import SiteIndex

PYTHON_SHOW = "showString at NativeMethodAccessorImpl.java:0"
RUN_ORDER = True   # the k-th PySpark showString execution is the entry file's k-th show()


def _shows(sites: list[SparkSite]) -> list[SparkSite]:
    return [s for s in sites if s.kind == "limit" and s.method == "show" and s.language == "python"]


def ordered_show(title: str, rank: int | None, entry: str | None, index: SiteIndex) -> tuple[str, int] | None:
    """(file name, line) of the show() that ran the execution `rank` places into the run's executions of the same
    description `title`; None where the description names its line, or the order is not plain."""
    if not RUN_ORDER or not rank or not entry or (title or "").splitlines()[:1] != [PYTHON_SHOW]:
        return None
    entry = split_entry(entry)[0] or ""
    name = entry.rsplit("/", 1)[-1]
    files = [f for f in index.files_named(name) if f == entry or f.endswith("/" + entry)]
    if len(files) != 1:
        return None
    own = index.in_file(files[0])
    shows = sorted(_shows(own), key=lambda s: (s.line_start, s.site_id))
    if len({s.symbol for s in shows}) != 1 or rank > len(shows):
        return None
    if any(s.method == DISPLAY for s in own):
        return None   # a notebook's display() is no show() where it ran, whatever stood in for it here
    if any(_shows(index.in_file(f)) for f in index.files.closure(files[0]) - {files[0]}):
        return None   # an imported module's show() may run in between
    return name, shows[rank - 1].line_start
