"""Plan files as users hand them over: an event log (a file, compressed or not, or a rolling folder)
holds one plan per SQL execution; any other file is explain() text. Both readers are used from here."""

from __future__ import annotations

from pathlib import Path

from .eventlog import is_event_log, read_event_log
from .model import ParsedPlan, PlanParseError
from .parser import parse_plan_text


def parse_plan_file(path) -> list[ParsedPlan]:
    """Parse a plan file: an event log (plain or compressed file, or rolling folder) gives one
    plan per SQL execution; any other file is read as explain() text.

    Raises PlanParseError when nothing in the file can be read as a plan.
    """
    return parse_stored_plan(path, None)


def parse_stored_plan(path, text: str | None) -> list[ParsedPlan]:
    """`parse_plan_file`, with the explain text already read (`text`, as the `spark_plans` asset keeps it):
    only an event log, which may be compressed or a folder, is read from `path`."""
    path = Path(path)
    if not path.exists():
        raise PlanParseError("no such file or folder", None, str(path))
    if is_event_log(path):
        return read_event_log(path)
    if path.is_dir():
        raise PlanParseError("expected a plan file or a rolling event log folder", None, str(path))
    if text is None:
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", errors="replace")
    if "\x00" in text[:4096]:
        raise PlanParseError("expected plan text; this file is binary", 1, str(path))
    return parse_plan_text(text, str(path))
