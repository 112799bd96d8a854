"""The real plans the tests read, with cached parses so each file is read once per test run.

`REAL` is the subset vendored in tests/data/plans (every file at its path in the corpus). The checks that
go over every file run on that subset, and on the whole corpus too when CODEMAP_PLAN_CORPUS names its
folder; without it those cases are skipped, saying so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pytest

from codemap_pipeline.plans.model import PlanParseError
from codemap_pipeline.plans.files import parse_plan_file

from support import CORPUS_VARIABLE, PLANS, whole_corpus

REAL = PLANS


@dataclass(frozen=True)
class Corpus:
    name: str
    root: Path
    not_plans: dict[str, str]          # the files that hold no plan, and what they are
    # The least each whole-set check must see, so that a set that shrank cannot pass by checking less.
    least: dict[str, int] = field(default_factory=dict)


VENDORED = Corpus("vendored", PLANS, {"SOURCES.md": "says where each vendored file came from"},
                  {"files": 130, "formatted": 55, "pairs": 32, "golden": 33, "logs": 13})
WHOLE_NOT_PLANS = {
    "README.md": "describes the corpus",
    "misc/SOURCES.md": "lists where each misc file came from",
    "misc/eventlogs/spark-rapids-tools/MANIFEST.tsv": "maps event-log folders to their sources",
}
WHOLE_LEAST = {"files": 1600, "formatted": 800, "pairs": 550, "golden": 250, "logs": 60}


def whole() -> Corpus | None:
    root = whole_corpus()
    return Corpus("whole", root, WHOLE_NOT_PLANS, WHOLE_LEAST) if root else None


SKIP_WHOLE = pytest.mark.skip(reason=f"the whole plan corpus: set {CORPUS_VARIABLE} to its folder")


def corpora() -> list:
    """pytest params: the vendored subset, and the whole corpus (skipped when it is not given)."""
    full = whole()
    return [pytest.param(VENDORED, id="vendored"),
            pytest.param(full, id="whole") if full else pytest.param(None, id="whole", marks=SKIP_WHOLE)]


def corpus_files(root: Path = REAL) -> list[Path]:
    """Every input under root, as `codemap plan` takes them: a file, or a rolling event-log folder."""
    out = []
    for path in sorted(root.rglob("*")):
        if any(p.name.startswith("eventlog_v2_") for p in path.relative_to(root).parents):
            continue
        if path.is_file() or (path.is_dir() and path.name.startswith("eventlog_v2_")):
            out.append(path)
    return out


@lru_cache(maxsize=None)
def parsed(path: Path):
    """parse_plan_file(path), or the PlanParseError it raised."""
    try:
        return parse_plan_file(path)
    except PlanParseError as exc:
        return exc


def per_file(select) -> list:
    """pytest params, one per file `select(root)` finds in the vendored subset, then in the whole corpus
    (or one skipped case saying how to include it)."""
    params = [pytest.param(p, id=str(p.relative_to(REAL))) for p in select(REAL)]
    full = whole()
    if full is None:
        return params + [pytest.param(None, id="whole", marks=SKIP_WHOLE)]
    return params + [pytest.param(p, id="whole:" + str(p.relative_to(full.root))) for p in select(full.root)]
