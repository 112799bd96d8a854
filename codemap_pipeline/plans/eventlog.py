"""Read Spark event logs into one ParsedPlan per SQL execution.

An event log is JSON lines, one listener event a line, written plain or compressed with the
codec named by the file's extension (`.gz`, `.zstd`/`.zst`, `.lz4`, `.snappy`; Spark's lz4 and
snappy codecs write the lz4-java block stream and the snappy-java stream, not the usual frame
formats). A rolling log is a folder `eventlog_v2_<app>/` of `events_<n>_<app>[.codec]` parts.
Files are streamed line by line, never read whole.

Per execution the plan is its last `sparkPlanInfo` (the start event, then each AQE update),
numbered like Spark's formatted mode. For an AQE final plan, formatted mode also numbers the
initial plan, which the final `sparkPlanInfo` does not carry: it is taken from the start event.
Metrics: `sparkPlanInfo` names each node's SQL metrics and their accumulator ids; their values
come from task-end accumulables plus SparkListenerDriverAccumUpdates, when the log has them.
A line that is not JSON is recorded as a PlanParseError on the execution it interrupted and
skipped.
"""

from __future__ import annotations

import gzip
import io
import json
import re
import struct
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Iterator

from .engines import spark_operator
from .model import ParsedPlan, PlanParseError
from .names import extract_names
from .parser import parse_plan_text, plan_from_tree
from .tree import SUBQUERY_OPERATORS, RawNode, canonical_operator

_CODECS = {"gz": "gz", "gzip": "gz", "zstd": "zstd", "zst": "zstd", "lz4": "lz4",
           "snappy": "snappy", "lzf": "lzf"}
_MAGIC = [(b"\x1f\x8b", "gz"), (b"\x28\xb5\x2f\xfd", "zstd"), (b"LZ4Block", "lz4"),
          (b"\x82SNAPPY\x00", "snappy")]
_ROLLING_PART = re.compile(r"^events_(\d+)_")
_SQL_START = "SparkListenerSQLExecutionStart"
_SQL_UPDATE = "SparkListenerSQLAdaptiveExecutionUpdate"
_ACCUM = "SparkListenerDriverAccumUpdates"
_TASK_END = "SparkListenerTaskEnd"
_ENVIRONMENT = "SparkListenerEnvironmentUpdate"


# ---------------------------------------------------------------- opening files

def codec_of(path: Path) -> str | None:
    """Codec named by the file's extension (`.inprogress` ignored), else by its first bytes."""
    name = path.name.removesuffix(".inprogress")
    ext = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    if ext in _CODECS:
        return _CODECS[ext]
    with open(path, "rb") as f:
        head = f.read(8)
    return next((codec for magic, codec in _MAGIC if head.startswith(magic)), None)


class _Chunks(io.RawIOBase):
    """A readable stream over an iterator of byte chunks (for BufferedReader.readline)."""

    def __init__(self, chunks: Iterator[bytes]) -> None:
        self._chunks = chunks
        self._rest = b""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        while not self._rest:
            self._rest = next(self._chunks, b"")
            if not self._rest:
                return 0
        n = min(len(buffer), len(self._rest))
        buffer[:n] = self._rest[:n]
        self._rest = self._rest[n:]
        return n


def _lz4_blocks(f: IO[bytes]) -> Iterator[bytes]:
    """lz4-java's LZ4BlockOutputStream: `LZ4Block`, token, lengths, checksum, then data."""
    import lz4.block

    while True:
        head = f.read(21)
        if not head:
            return
        if len(head) < 21 or not head.startswith(b"LZ4Block"):
            raise PlanParseError("corrupt lz4 stream: expected an 'LZ4Block' header")
        method = head[8] & 0xF0
        compressed, size = struct.unpack("<ii", head[9:17])
        data = f.read(compressed)
        if size == 0:
            continue   # end mark of one stream; another may be appended
        yield data if method == 0x10 else lz4.block.decompress(data, uncompressed_size=size)


def _snappy_blocks(f: IO[bytes]) -> Iterator[bytes]:
    """snappy-java's SnappyOutputStream: 16-byte header, then (big-endian length, block)*."""
    import snappy

    header = f.read(16)
    if not header.startswith(b"\x82SNAPPY\x00"):
        raise PlanParseError("corrupt snappy stream: expected the snappy-java header")
    while True:
        size = f.read(4)
        if len(size) < 4:
            return
        (n,) = struct.unpack(">i", size)
        yield snappy.uncompress(f.read(n))


def open_lines(path: Path) -> IO[bytes]:
    """A binary line stream over one event-log file, decompressed as its name or bytes say."""
    codec = codec_of(path)
    if codec is None:
        return open(path, "rb")
    if codec == "gz":
        return gzip.open(path, "rb")
    if codec == "zstd":
        import zstandard

        raw = open(path, "rb")
        return io.BufferedReader(zstandard.ZstdDecompressor().stream_reader(
            raw, read_across_frames=True, closefd=True))
    if codec == "lz4":
        return io.BufferedReader(_Chunks(_lz4_blocks(open(path, "rb"))))
    if codec == "snappy":
        return io.BufferedReader(_Chunks(_snappy_blocks(open(path, "rb"))))
    raise PlanParseError(f"cannot read the {codec} codec; expected plain, gz, zstd, lz4 "
                         "or snappy", None, str(path))


def log_parts(path: Path) -> list[Path]:
    """The files of an event log: itself, or a rolling folder's parts in order."""
    if not path.is_dir():
        return [path]
    parts = [(int(m.group(1)), p) for p in path.iterdir()
             if p.is_file() and (m := _ROLLING_PART.match(p.name))]
    if not parts:
        raise PlanParseError("expected a rolling event log folder holding events_<n>_<app> "
                             "files", None, str(path))
    return [p for _, p in sorted(parts)]


def is_event_log(path: Path) -> bool:
    """A rolling folder, or a file whose first line is a JSON object with an `Event` key."""
    if path.is_dir():
        return any(_ROLLING_PART.match(p.name) for p in path.iterdir())
    try:
        with open_lines(path) as f:
            first = f.readline(1 << 16).lstrip()
    except (OSError, EOFError, PlanParseError, ValueError, ImportError):
        return False
    return first.startswith(b"{") and b'"Event"' in first


# ---------------------------------------------------------------- executions

@dataclass
class _Execution:
    execution_id: int | None
    description: str
    call_site: str
    line: int
    source: str
    info: dict | None = None         # the latest sparkPlanInfo
    description_text: str = ""       # the physicalPlanDescription that came with it
    initial_aqe: list[dict] = field(default_factory=list)   # AdaptiveSparkPlan children at start
    errors: list[PlanParseError] = field(default_factory=list)


def _int(value) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _number(value) -> float | None:
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


class _Reader:
    """Folds the events of one log into executions and accumulator totals."""

    def __init__(self) -> None:
        self.executions: list[_Execution] = []
        self.by_id: dict[int | None, _Execution] = {}
        self.task_totals: dict[int, float] = {}
        self.driver_values: dict[int, float] = {}
        self.orphan_errors: list[PlanParseError] = []
        self.last: _Execution | None = None
        self.command = ""   # the driver's command line (`sun.java.command`): which script or class ran

    def feed(self, event: dict, line: int, source: str) -> None:
        kind = str(event.get("Event", "")).rsplit(".", 1)[-1]
        if kind == _SQL_START:
            execution = _Execution(_int(event.get("executionId")),
                                   str(event.get("description") or ""),
                                   str(event.get("details") or ""), line, source)
            self.executions.append(execution)
            self.by_id[execution.execution_id] = execution
            self.last = execution
            self._set_plan(execution, event, line, source, start=True)
        elif kind == _SQL_UPDATE:
            execution = self.by_id.get(_int(event.get("executionId")))
            if execution is not None:
                self.last = execution
                self._set_plan(execution, event, line, source, start=False)
        elif kind == _ENVIRONMENT:
            system = (event.get("System Properties") or {}) if isinstance(event.get("System Properties"), dict) else {}
            self.command = str(system.get("sun.java.command") or "")
        elif kind == _ACCUM:
            for pair in event.get("accumUpdates") or []:
                if isinstance(pair, list) and len(pair) == 2 and _int(pair[0]) is not None:
                    value = _number(pair[1])
                    if value is not None:
                        self.driver_values[_int(pair[0])] = value   # the driver sets, not adds
        elif kind == _TASK_END:
            info = event.get("Task Info") or {}
            for acc in info.get("Accumulables") or []:
                acc_id, update = _int(acc.get("ID")), _number(acc.get("Update"))
                if acc_id is not None and update is not None and update >= 0:
                    self.task_totals[acc_id] = self.task_totals.get(acc_id, 0.0) + update

    def _set_plan(self, execution: _Execution, event: dict, line: int, source: str,
                  start: bool) -> None:
        info = event.get("sparkPlanInfo")
        if not isinstance(info, dict) or "nodeName" not in info:
            execution.errors.append(PlanParseError(
                "expected a sparkPlanInfo tree in this SQL event", line, source))
            return
        execution.info = info
        execution.description_text = str(event.get("physicalPlanDescription") or "")
        execution.line = line
        if start:
            execution.initial_aqe = [c for c in _aqe_children(info)]

    def corrupt(self, message: str, line: int, source: str) -> None:
        error = PlanParseError(f"corrupt event-log line skipped: {message}; expected one JSON "
                               "event per line", line, source)
        (self.last.errors if self.last is not None else self.orphan_errors).append(error)

    def value(self, acc_id) -> float | None:
        acc_id = _int(acc_id)
        if acc_id not in self.task_totals and acc_id not in self.driver_values:
            return None
        return self.task_totals.get(acc_id, 0.0) + self.driver_values.get(acc_id, 0.0)


def _aqe_children(info: dict) -> list[dict]:
    """The executed-plan child of every AdaptiveSparkPlan in the tree, in depth-first order."""
    out = []
    stack = [info]
    while stack:
        node = stack.pop()
        children = node.get("children") or []
        if node.get("nodeName") == "AdaptiveSparkPlan" and children:
            out.append(children[0])
        stack.extend(reversed(children))
    return out


# ---------------------------------------------------------------- sparkPlanInfo -> tree

def _metrics(info: dict, reader: _Reader) -> dict[str, float | None]:
    """Metric name -> value, times in ms (nsTiming converted), sizes in bytes."""
    out: dict[str, float | None] = {}
    for metric in info.get("metrics") or []:
        name = str(metric.get("name", ""))
        value = reader.value(metric.get("accumulatorId"))
        if value is not None and metric.get("metricType") == "nsTiming":
            value = value / 1e6
        out[name] = value
    return out


class _TreeBuilder:
    """sparkPlanInfo -> the RawNode tree simple mode would print: WholeStageCodegen and
    InputAdapter dissolved (their stage id on the operators inside), subqueries as inner
    children, ReusedExchange/ReusedSubquery as leaves."""

    def __init__(self, reader: _Reader, line: int, initial_aqe: list[dict]) -> None:
        self.reader = reader
        self.line = line
        self.initial_aqe = list(initial_aqe)

    def build(self, info: dict, stage: int | None = None, stage_metrics: dict | None = None,
              in_initial: bool = False) -> RawNode:
        name = str(info.get("nodeName", ""))
        children = [c for c in info.get("children") or [] if isinstance(c, dict)]
        m = re.match(r"WholeStageCodegen\w* \((\d+)\)$", name)
        if m and len(children) == 1:
            return self.build(children[0], int(m.group(1)), _metrics(info, self.reader),
                              in_initial)
        if name == "InputAdapter" and len(children) == 1:
            return self.build(children[0], None, None, in_initial)
        # RAPIDS marks operators left on the CPU with `!`.
        text = str(info.get("simpleString") or name).strip().lstrip("!")
        raw = RawNode(text=text, line=self.line, col=0, glyph="", stage=stage)
        raw.metrics = _metrics(info, self.reader)
        if stage_metrics:   # the stage's own timer, kept on its top operator
            raw.metrics.update({f"codegen stage {stage} {k}": v for k, v in stage_metrics.items()})
        if name in ("ReusedExchange", "ReusedSubquery"):
            return raw
        if name == "AdaptiveSparkPlan" and children:
            # Pop before building the executed plan: nested AdaptiveSparkPlans come later.
            initial_info = self.initial_aqe.pop(0) if self.initial_aqe and not in_initial else None
            executed = self.build(children[0], in_initial=in_initial)
            initial = self.build(initial_info, in_initial=True) if initial_info else None
            if initial is None or initial.sig == executed.sig:
                raw.children.append(executed)
            else:
                head = "Final" if "isFinalPlan=true" in text else "Current"
                raw.children.append(RawNode(text=f"== {head} Plan ==", line=self.line, col=0,
                                         glyph="", children=[executed]))
                raw.children.append(RawNode(text="== Initial Plan ==", line=self.line, col=0,
                                         glyph="", children=[initial]))
            return raw
        for child in children:
            built = self.build(child, stage if name != "InputAdapter" else None, None, in_initial)
            child_op = spark_operator(canonical_operator(str(child.get("nodeName", ""))))
            if child_op in SUBQUERY_OPERATORS or name == "InMemoryTableScan":
                raw.inner.append(built)   # simple mode draws these as inner children
            else:
                raw.children.append(built)
        return raw


def adopt_printed(plan: ParsedPlan, description: str) -> bool:
    """Give the plan Spark's own (N) ids and detail blocks from the event's formatted
    physicalPlanDescription, when both list the same operators in the same order.

    The computed ids already follow Spark's rules; the printed ones also settle what text cannot
    show (which AQE initial-plan nodes Spark numbered, which differs across versions and
    vendors), and the detail blocks hold expressions that simpleString truncates.
    """
    try:
        printed = parse_plan_text(description)[0]
    except PlanParseError:
        return False
    if printed.mode != "formatted" or printed.errors:
        return False
    ours = [n for n in plan.nodes if n.node_id is not None]
    theirs = [n for n in printed.nodes if n.node_id is not None]
    # In order, printed nodes may be skipped: a command's inner plan (CreateViewCommand and its
    # LogicalRelation, CommandResult's physical plan) is printed but not in sparkPlanInfo.
    pairs, j = [], 0
    for a in ours:
        while j < len(theirs) and theirs[j].operator != a.operator:
            j += 1
        if j == len(theirs):
            return False
        pairs.append((a, theirs[j]))
        j += 1
    renumber = {a.node_id: b.node_id for a, b in pairs}
    for a, b in pairs:
        a.node_id = b.node_id
        a.details = b.details
        a.codegen_stage = b.codegen_stage if b.codegen_stage is not None else a.codegen_stage
        a.reuses = b.reuses if b.reuses is not None else renumber.get(a.reuses)
        a.names = extract_names(a.operator, a.header, a.details)
    for node in plan.nodes:
        if node.node_id is None and node.reuses is not None:
            node.reuses = renumber.get(node.reuses)
    return True


def _plan(execution: _Execution, reader: _Reader, printed_ids: bool) -> ParsedPlan:
    root = _TreeBuilder(reader, execution.line, execution.initial_aqe).build(execution.info)
    plan = plan_from_tree(root, "eventlog", execution.source)
    if printed_ids and execution.description_text:
        adopt_printed(plan, execution.description_text)
    plan.title = execution.description
    # the driver's command line after the call site: the mapper reads the job's entry from either
    plan.call_site = execution.call_site + (f"\nsun.java.command: {reader.command}" if reader.command else "")
    plan.execution_id = execution.execution_id
    plan.errors = execution.errors + plan.errors
    return plan


# ---------------------------------------------------------------- entry point

# One event per line; the largest real ones (a huge plan's start event) are a few MB. A longer line is
# skipped in pieces, never held whole: a log that is one 200 MB line must not need 200 MB.
MAX_LINE_BYTES = 64 << 20


def _bounded_lines(f: IO[bytes]) -> Iterator[bytes | None]:
    """The lines of `f`, with None in place of a line over MAX_LINE_BYTES (read through, not kept)."""
    while True:
        line = f.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            del line
            while True:
                rest = f.readline(1 << 20)
                if not rest or rest.endswith(b"\n"):
                    break
            yield None
            continue
        yield line


# PySpark calls the JVM by reflection: the first calls of a method show Java's native accessor as their call site,
# the later ones (after the JVM generates an accessor, from about the 17th) a frame with no file
_REFLECTED = re.compile(r" at (NativeMethodAccessorImpl\.java|<unknown>|GeneratedMethodAccessor\d+):0$")


def rank_key(description: str) -> str:
    """What executions are counted among for `description_rank`: the same description, the two call sites one
    Python call of a JVM method can get (`showString at NativeMethodAccessorImpl.java:0`, `... at <unknown>:0`)
    taken as one."""
    first, _, rest = (description or "").partition("\n")
    return _REFLECTED.sub(" at <reflection>", first.strip()) + ("\n" + rest if rest else "")


def read_event_log(path: str | Path, printed_ids: bool = True) -> list[ParsedPlan]:
    """One ParsedPlan per SQL execution of an event log (file or rolling folder), in order.

    `printed_ids=False` keeps the ids computed from sparkPlanInfo alone (see adopt_printed).

    Raises PlanParseError when the log holds no SQL execution with a plan.
    """
    path = Path(path)
    reader = _Reader()
    for part in log_parts(path):
        source = str(part)
        with open_lines(part) as f:
            for number, line in enumerate(_bounded_lines(f), 1):
                if line is None:
                    reader.corrupt(f"a line longer than {MAX_LINE_BYTES >> 20} MB", number, source)
                    continue
                if not line.strip():
                    continue
                try:
                    event = json.loads(line)
                except (ValueError, UnicodeDecodeError) as exc:
                    reader.corrupt(str(exc)[:80], number, source)
                    continue
                except RecursionError:
                    reader.corrupt("JSON nested too deeply", number, source)
                    continue
                if isinstance(event, dict):
                    reader.feed(event, number, source)
                else:
                    reader.corrupt("not a JSON object", number, source)
    plans, seen = [], Counter()
    for execution in reader.executions:
        # a description names the action, not the call (`showString at ...`)
        seen[rank_key(execution.description)] += 1
        if execution.info is None:
            reader.orphan_errors.extend(execution.errors)
            continue
        try:
            plans.append(_plan(execution, reader, printed_ids))
            plans[-1].description_rank = seen[rank_key(execution.description)]
        except (RecursionError, PlanParseError, KeyError, TypeError, ValueError) as exc:
            reader.orphan_errors.append(exc if isinstance(exc, PlanParseError) else
                                        PlanParseError(f"unreadable sparkPlanInfo: {exc}",
                                                       execution.line, execution.source))
    if not plans:
        if reader.orphan_errors:
            raise reader.orphan_errors[0]
        raise PlanParseError("expected SparkListenerSQLExecutionStart events with a "
                             "sparkPlanInfo tree; this event log has none", 1, str(path))
    plans[0].errors = reader.orphan_errors + plans[0].errors
    return plans


# ---------------------------------------------------------------- cost summary

_COST_KEYS = {
    "rows": ("number of output rows",),
    "time_ms": ("time", "duration", "scan time", "time in aggregation build", "sort time",
                "shuffle write time", "fetch wait time", "time to build hash map",
                "time to broadcast", "time to collect", "time to build", "op time"),
    "spill_bytes": ("spill size",),
    "shuffle_bytes": ("shuffle bytes written",),
}


def metric_summary(metrics: dict[str, float | None]) -> dict[str, float | None]:
    """rows, time_ms, spill_bytes, shuffle_bytes of one node (None when the log has none)."""
    out: dict[str, float | None] = {}
    for key, names in _COST_KEYS.items():
        values = [v for name, v in metrics.items() if v is not None
                  and (name in names or key == "time_ms" and name.startswith("codegen stage"))]
        out[key] = sum(values) if values else None
    return out


def costliest(plan: ParsedPlan, limit: int = 10) -> list[tuple[int, dict]]:
    """(node index, summary) of the nodes with the most time, then rows, most costly first."""
    ranked = [(i, metric_summary(n.metrics)) for i, n in enumerate(plan.nodes) if n.metrics]
    ranked.sort(key=lambda item: (item[1]["time_ms"] or 0, item[1]["rows"] or 0), reverse=True)
    return ranked[:limit]
