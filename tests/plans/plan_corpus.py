"""Shared, cached parses of the real-plan corpus, so each file is read once per test run."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from codemap_pipeline.plans.model import PlanParseError
from codemap_pipeline.plans.files import parse_plan_file

REAL = Path("/work/shared/plans/real")


@lru_cache(maxsize=None)
def parsed(path: Path):
    """parse_plan_file(path), or the PlanParseError it raised."""
    try:
        return parse_plan_file(path)
    except PlanParseError as exc:
        return exc


def corpus_files() -> list[Path]:
    return sorted(p for p in REAL.rglob("*") if p.is_file())
