"""Property tests: whatever text or bytes come in, the parser returns plans or raises
PlanParseError, never anything else."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from codemap_pipeline.plans.model import ParsedPlan, PlanParseError
from codemap_pipeline.plans.files import parse_plan_file
from codemap_pipeline.plans.parser import parse_plan_text

from plan_corpus import REAL

SAMPLES = [(REAL / rel).read_text() for rel in (
    "tpcds-v1_4/q1/explain.txt", "tpcds-v1_4/q1/simplified.txt",
    "misc/all-modes/spark3-in-action-lab4_21.explain-modes.txt",
    "misc/aqe/zh-aqe-notes.store_sales.extended.isFinalPlan-true.txt",
    "misc/photon/sql-report.catalog_sales_demo.explain.txt",
    "misc/codegen/japila-BroadcastHashJoinExec.debug-codegen.txt",
)]
EVENTS = (REAL / "misc/eventlogs/local-1642039451826.jsonl").read_bytes().splitlines()
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _plans_or_error(text: str) -> None:
    try:
        plans = parse_plan_text(text, "x")
    except PlanParseError as exc:
        assert exc.message
        return
    assert plans and all(isinstance(p, ParsedPlan) and p.nodes for p in plans)


@FAST
@given(st.sampled_from(SAMPLES), st.floats(0, 1), st.floats(0, 1))
def test_truncated_plans(text: str, a: float, b: float) -> None:
    lines = text.splitlines()
    start, stop = sorted((int(a * len(lines)), int(b * len(lines))))
    _plans_or_error("\n".join(lines[start:stop]))


@FAST
@given(st.sampled_from(SAMPLES), st.randoms(use_true_random=False))
def test_shuffled_lines(text: str, rnd) -> None:
    lines = text.splitlines()[:80]
    rnd.shuffle(lines)
    _plans_or_error("\n".join(lines))


@FAST
@given(st.lists(st.sampled_from(list("+-:|* ()[]#=,.\n ") + [
    "Scan parquet t", "Project [a#1]", "== Physical Plan ==", "WholeStageCodegen (1)", "Filter",
    "(3)", "  ", "+- ", ":- ", "\n(1) Scan", "Output [1]: [a#1]", "===== Subqueries ====="]),
    max_size=60).map("".join), st.text(max_size=200))
def test_random_text(planish: str, noise: str) -> None:
    _plans_or_error(planish)
    _plans_or_error(noise)


@FAST
@given(st.lists(st.integers(0, len(EVENTS) - 1), max_size=30), st.binary(max_size=100),
       st.integers(0, 400))
def test_mangled_event_logs(tmp_path_factory, picks: list[int], junk: bytes, cut: int) -> None:
    lines = [EVENTS[i] for i in picks] + [junk] + [EVENTS[picks[0]][:cut]] if picks else [junk]
    path: Path = tmp_path_factory.mktemp("log") / "app.log"
    path.write_bytes(b"\n".join(lines))
    try:
        plans = parse_plan_file(path)
    except PlanParseError:
        return
    assert all(isinstance(p, ParsedPlan) for p in plans)
