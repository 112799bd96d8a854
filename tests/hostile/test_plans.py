"""Hostile plans: a 200 MB event log read in bounded memory, operator trees and expressions nested past
Python's recursion limit, NUL bytes, JSON lines cut in half, text whose indentation made the tree reader
backtrack for minutes. Each ends with a parsed plan or a PlanParseError naming the line, nothing else."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from codemap_pipeline.plans.model import ParsedPlan, PlanParseError
from codemap_pipeline.plans.files import parse_plan_file
from codemap_pipeline.plans.parser import parse_plan_text

from support import PLANS

EVENTLOG = PLANS / "misc" / "eventlogs" / "local-1642039451826.jsonl"
FORMATTED = (PLANS / "tpcds-v1_4" / "q1" / "explain.txt").read_text()
SIMPLE = (PLANS / "misc" / "all-modes" / "spark3-in-action-lab4_21.explain-modes.txt").read_text()
SQL_EVENTS = (b"SparkListenerSQLExecutionStart", b"SparkListenerSQLAdaptiveExecutionUpdate")


def _plans_or_error(call) -> list[ParsedPlan] | PlanParseError:
    """The contract: a list of plans, or a PlanParseError with a line. Anything else fails the test."""
    try:
        plans = call()
    except PlanParseError as exc:
        assert exc.message and exc.line is not None and exc.line >= 1, exc
        return exc
    assert plans and all(isinstance(p, ParsedPlan) and p.nodes for p in plans)
    for plan in plans:
        assert all(e.line is not None for e in plan.errors), plan.errors
    return plans


# ---------------------------------------------------------------- 200 MB event log

# Peak RSS after parsing minus the RSS just before: what parsing added at its worst. The peak is the
# process's own high-water mark (VmHWM). resource.getrusage's ru_maxrss would do on its own, except that
# Linux carries it across exec from the forking parent: a child of a 300 MB pytest starts at 300 MB.
RSS = """
import resource
def rss_kb(field="VmRSS:"):
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith(field))
def peak_kb():
    return min(rss_kb("VmHWM:"), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
MEASURE = RSS + textwrap.dedent("""
    import json, resource, sys
    from codemap_pipeline.plans.files import parse_plan_file
    before = rss_kb()
    plans = parse_plan_file(sys.argv[1])
    after = peak_kb()
    print(json.dumps({"growth_kb": after - before, "plans": len(plans),
                      "nodes": [len(p.nodes) for p in plans], "errors": sum(len(p.errors) for p in plans)}))
""")


def _measure(path: Path) -> dict:
    proc = subprocess.run([sys.executable, "-c", MEASURE, str(path)], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_a_200_mb_event_log_is_streamed_in_bounded_memory(tmp_path):
    """The real log once, then its task, stage and job events repeated to 200 MB (what makes real logs
    big): the same plans come out, and the reader's peak memory grows by far less than the file."""
    lines = EVENTLOG.read_bytes().splitlines()
    sql = [line for line in lines if any(k in line for k in SQL_EVENTS)]
    other = [line for line in lines if not any(k in line for k in SQL_EVENTS)]
    big = tmp_path / "app-big.jsonl"
    block = b"\n".join(other) + b"\n"
    with open(big, "wb") as f:
        f.write(b"\n".join(lines) + b"\n")
        while f.tell() < 200_000_000:
            f.write(block)
        f.write(b"\n".join(u for u in sql if SQL_EVENTS[1] in u) + b"\n")   # AQE updates at the very end
    size = big.stat().st_size
    assert size >= 200_000_000
    started = time.monotonic()
    try:
        result = _measure(big)
    finally:
        big.unlink()
    elapsed = time.monotonic() - started
    expected = parse_plan_file(EVENTLOG)
    assert result["plans"] == len(expected) and result["errors"] == 0
    assert result["nodes"] == [len(p.nodes) for p in expected]
    growth_mb = result["growth_kb"] / 1024
    assert growth_mb < 300, f"parsing {size >> 20} MB grew the peak RSS by {growth_mb:.0f} MB"
    print(f"200 MB event log: {size >> 20} MB read in {elapsed:.1f}s, peak RSS growth {growth_mb:.0f} MB")


def test_one_200_mb_line_is_skipped_in_pieces_not_loaded(tmp_path):
    """A log whose second line never ends (200 MB, no newline): recorded as a corrupt line by number,
    the plan-less log refused with a PlanParseError, and the line never held whole."""
    path = tmp_path / "one-line.jsonl"
    with open(path, "wb") as f:
        f.write(EVENTLOG.read_bytes().splitlines()[0] + b"\n")
        f.write(b'{"Event": "SparkListenerTaskEnd", "pad": "')
        chunk = b"x" * 1_000_000
        for _ in range(200):
            f.write(chunk)
    try:
        peak, error = _peak_of_error_run(path)
    finally:
        path.unlink()
    assert error.startswith("error 2 corrupt event-log line skipped: a line longer than 64 MB"), error
    assert peak < 300, f"a 200 MB line grew the peak RSS by {peak:.0f} MB"


def _peak_of_error_run(path: Path) -> tuple[float, str]:
    code = RSS + textwrap.dedent("""
        import resource, sys
        from codemap_pipeline.plans.model import PlanParseError
        from codemap_pipeline.plans.files import parse_plan_file
        before = rss_kb()
        try:
            parse_plan_file(sys.argv[1])
        except PlanParseError as exc:
            print("error", exc.line, exc.message[:80], file=sys.stderr)
        print((peak_kb() - before) / 1024)
    """)
    proc = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return float(proc.stdout.strip().splitlines()[-1]), proc.stderr.strip().splitlines()[-1]


# ---------------------------------------------------------------- nesting

def _deep_text_tree(depth: int) -> str:
    return "== Physical Plan ==\n" + "".join(
        " " * (3 * i) + ("+- " if i else "") + f"Project [a#{i}]\n" for i in range(depth))


@pytest.mark.parametrize("depth", [300, 3000])
def test_an_operator_tree_nested_thousands_deep(depth):
    """300 levels parse; 3,000 are refused with the line. Either way in seconds: the header regexes
    once backtracked over the indentation (cubic time: 3,000 levels took minutes)."""
    started = time.monotonic()
    result = _plans_or_error(lambda: parse_plan_text(_deep_text_tree(depth), "deep.txt"))
    assert time.monotonic() - started < 20
    if depth == 300:
        assert len(result[0].nodes) == 300
    else:
        assert isinstance(result, PlanParseError) and result.line == 2 and "nested too deeply" in result.message


def test_a_line_of_whitespace_is_read_in_linear_time():
    text = FORMATTED + "\n" + " " * 200_000 + "|" + " " * 200_000 + "x\n"
    started = time.monotonic()
    _plans_or_error(lambda: parse_plan_text(text, "ws.txt"))
    assert time.monotonic() - started < 10


def test_expressions_nested_thousands_deep_in_a_plan():
    expr = "(" * 2000 + "a#1" + " + 1)" * 2000   # past the recursion limit (1,000)
    simple = (f"== Physical Plan ==\n*(1) Project [{expr} AS b#2]\n+- *(1) Filter ({expr} > 0)\n"
              "   +- *(1) ColumnarToRow\n      +- FileScan parquet [a#1] Batched: true, "
              "Location: InMemoryFileIndex[file:/t], ReadSchema: struct<a:int>\n")
    plans = _plans_or_error(lambda: parse_plan_text(simple, "deep-expr.txt"))
    assert [n.operator for n in plans[0].nodes][:2] == ["Project", "Filter"]
    formatted = FORMATTED.replace("Condition : ", "Condition : " + "(" * 2000 + "x" + ")" * 2000 + " AND ", 1)
    assert len(_plans_or_error(lambda: parse_plan_text(formatted, "deep-formatted.txt"))[0].nodes) == \
        len(parse_plan_text(FORMATTED)[0].nodes)


def test_event_log_json_and_plan_trees_nested_thousands_deep(tmp_path):
    lines = EVENTLOG.read_bytes().splitlines()
    # a line of JSON nested 100,000 deep between good lines: that line recorded, the plans read
    path = tmp_path / "deep-json.jsonl"
    path.write_bytes(b"\n".join([lines[0], b"[" * 100_000 + b"]" * 100_000, *lines[1:]]))
    plans = _plans_or_error(lambda: parse_plan_file(path))
    assert [(e.line, "nested too deeply" in e.message) for p in plans for e in p.errors] == [(2, True)]
    assert [len(p.nodes) for p in plans] == [len(p.nodes) for p in parse_plan_file(EVENTLOG)]
    # a sparkPlanInfo tree 600 and 3,000 deep: read, or refused naming the line
    for depth, line in ((600, 1), (3000, 1)):
        leaf = '{"nodeName": "Filter", "simpleString": "Filter (a#1 > 0)", "metadata": {}, "metrics": []'
        info = (leaf + ', "children": [') * depth + leaf + "}" + "]}" * depth
        event = ('{"Event": "org.apache.spark.sql.execution.ui.SparkListenerSQLExecutionStart", '
                 '"executionId": 0, "description": "d", "details": "", "physicalPlanDescription": "", '
                 '"time": 1, "sparkPlanInfo": ' + info + "}")
        path = tmp_path / f"deep-tree-{depth}.jsonl"
        path.write_text(event + "\n")
        result = _plans_or_error(lambda: parse_plan_file(path))
        assert isinstance(result, PlanParseError) and result.line == line and "deep" in result.message or \
            isinstance(result, list), result


# ---------------------------------------------------------------- NUL bytes, cut lines

def test_nul_bytes_in_plan_text_and_event_logs(tmp_path):
    # explain text: NULs at the start (a binary file) and scattered later
    binary = tmp_path / "nul-start.txt"
    binary.write_bytes(b"\x00" + FORMATTED.encode())
    err = _plans_or_error(lambda: parse_plan_file(binary))
    assert isinstance(err, PlanParseError) and err.line == 1 and "binary" in err.message
    late = tmp_path / "nul-late.txt"
    late.write_bytes(b" " * 5000 + b"\n" + FORMATTED.encode().replace(b"Input [", b"Input \x00[", 5))
    assert len(_plans_or_error(lambda: parse_plan_file(late))[0].nodes) == len(parse_plan_text(FORMATTED)[0].nodes)
    _plans_or_error(lambda: parse_plan_text(FORMATTED.replace("\n", "\x00\n"), "nul-eol.txt"))
    # event log: raw NULs inside lines 2, 5, 8, ... (invalid JSON: those lines recorded), escaped \u0000
    lines = EVENTLOG.read_bytes().splitlines()
    raw = tmp_path / "nul-raw.jsonl"
    raw.write_bytes(b"\n".join(l[:len(l) // 2] + b"\x00" + l[len(l) // 2:] if i % 3 == 1 else l
                               for i, l in enumerate(lines)))
    plans = _plans_or_error(lambda: parse_plan_file(raw))
    bad = sorted(e.line for p in plans for e in p.errors)
    assert bad and set(bad) <= {i + 1 for i in range(len(lines)) if i % 3 == 1}
    escaped = tmp_path / "nul-escaped.jsonl"
    escaped.write_bytes(b"\n".join(l.replace(b'"simpleString":"', b'"simpleString":"\\u0000') for l in lines))
    _plans_or_error(lambda: parse_plan_file(escaped))


def test_json_event_log_lines_cut_in_half(tmp_path):
    lines = EVENTLOG.read_bytes().splitlines()
    every_other = tmp_path / "cut-some.jsonl"
    every_other.write_bytes(b"\n".join(l[:len(l) // 2] if i % 2 else l for i, l in enumerate(lines)))
    result = _plans_or_error(lambda: parse_plan_file(every_other))
    cut = {i + 1 for i in range(len(lines)) if i % 2}
    if isinstance(result, list):
        recorded = {e.line for p in result for e in p.errors}
        assert recorded and recorded <= cut
    all_cut = tmp_path / "cut-all.jsonl"
    all_cut.write_bytes(b"\n".join(l[:len(l) // 2] for l in lines))
    err = _plans_or_error(lambda: parse_plan_file(all_cut))
    assert isinstance(err, PlanParseError) and err.line == 1 and "corrupt event-log line" in err.message


# ---------------------------------------------------------------- property: NULs and nesting anywhere

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)


@FAST
@given(st.sampled_from([FORMATTED, SIMPLE]), st.lists(st.integers(0, 10**9), max_size=8),
       st.sampled_from(["\x00", "\x00" * 3, "(" * 400, ")" * 400, "\n" + " " * 3000 + "+- X", "[" * 300]))
def test_hostile_bytes_spliced_into_real_plans(text, positions, splice):
    """NULs, runs of brackets and deep indentation spliced at random places into real plans
    (tests/plans/test_properties.py fuzzes truncation, shuffling and random text)."""
    for pos in sorted((p % (len(text) + 1) for p in positions), reverse=True):
        text = text[:pos] + splice + text[pos:]
    _plans_or_error(lambda: parse_plan_text(text, "spliced.txt"))
