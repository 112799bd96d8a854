"""The program an event log's SQL execution names as the one that ran: what the mapper takes as its entry
when the user gives none. The pipeline (`defs/mapping.py`) and `codemap eval --entry-from-event-log` both
call `event_log_entry`, so the figure measures what the pipeline does."""

from __future__ import annotations

import re
from typing import Iterable

from codemap_pipeline.mapping import readings

_FRAME = re.compile(r"([\w$.]+)\(([\w$.-]+\.(?:scala|java)):\d+\)")
_CLASS = re.compile(r"--class\s+([\w.$]+)")


def event_log_entry(title: str, call_site: str, files: Iterable[str] = ()) -> str | None:
    """The entry an execution names: its description (`show at GroupbyExample.scala:76`), call site
    (`details`, a stack trace) or the driver's command line (`sun.java.command: ...`), as
    `readings.call_site_file` reads them. A JVM file or class comes with its package in the stack trace
    or `--class`: where one of `files` (the repository's) sits at that package's path, the path is the
    entry, so that two objects of the same name in two packages (a copied example) are told apart."""
    text = f"{title or ''}\n{call_site or ''}"
    hint = readings.call_site_file(text)
    if not hint or "/" in hint:
        return hint
    qualified = _package_path(text, hint)
    if qualified:
        files = list(files)
        if any(f == qualified or f.endswith("/" + qualified) for f in files):
            return qualified
        for ext in ("" if "." in hint else ".scala", ".java"):   # a class name: its file is named after it
            if ext and any(f.endswith("/" + qualified + ext) for f in files):
                return qualified + ext
    return hint


def _package_path(text: str, hint: str) -> str | None:
    """`pkg/dirs/<hint>` from the first stack frame in the hint's file, else from `--class`."""
    for qualname, file in _FRAME.findall(text):
        if file == hint and "." in qualname:
            owner = qualname.rsplit(".", 1)[0].split("$", 1)[0]   # the frame's class, Scala's `Obj$` too
            if "." in owner:
                return owner.rsplit(".", 1)[0].replace(".", "/") + "/" + hint
    main = _CLASS.search(text)
    if main:
        owner = main.group(1).split("$", 1)[0]
        stem = hint.rsplit(".", 1)[0] if hint.endswith((".scala", ".java")) else hint
        if "." in owner and owner.rsplit(".", 1)[1] == stem:
            return owner.rsplit(".", 1)[0].replace(".", "/") + "/" + hint
    return None


_ACTION = re.compile(r"^\s*\w+ at (?:[\w$.\\/:-]*[\\/])?([\w$-]+\.(?:py|scala|java)):(\d+)\s*$")


def event_log_action(title: str) -> tuple[str, int] | None:
    """The file name and line of the action an execution ran (`show at WindowGroupbyFirst.scala:39`, its
    description): where the plan's last node was asked for. None where Spark names its own code
    (PySpark's `showString at NativeMethodAccessorImpl.java:0`) or the description is the user's own."""
    found = _ACTION.match((title or "").splitlines()[0] if title else "")
    if found is None or int(found.group(2)) <= 0:
        return None
    return found.group(1), int(found.group(2))
