"""Parse every plan file under a folder and print throughput.

    python benchmarks/parse_corpus.py [DIR]      (default: $CODEMAP_PLAN_CORPUS, else tests/data/plans)

Each file (and each rolling event-log folder) goes through parse_plan_file, as `codemap plan`
does. Files that hold no plan are counted under "not plans", parse errors under "errors".
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from codemap_pipeline.plans.model import PlanParseError  # noqa: E402
from codemap_pipeline.plans.files import parse_plan_file  # noqa: E402

# The whole plan corpus when CODEMAP_PLAN_CORPUS names it, else the subset the tests vendor.
VENDORED = Path(__file__).resolve().parents[1] / "tests" / "data" / "plans"


def inputs(root: Path) -> list[Path]:
    """Every file, except that a rolling event-log folder counts as one input."""
    out = []
    for path in sorted(root.rglob("*")):
        if any(p.name.startswith("eventlog_v2_") for p in path.parents if p != root.parent):
            continue
        if path.is_dir() and path.name.startswith("eventlog_v2_"):
            out.append(path)
        elif path.is_file():
            out.append(path)
    return out


def size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.iterdir()) if path.is_dir() else path.stat().st_size


def main(argv: list[str]) -> int:
    root = Path(argv[1] if len(argv) > 1 else os.environ.get("CODEMAP_PLAN_CORPUS") or VENDORED)
    files = inputs(root)
    total_bytes = plans = nodes = 0
    errors: list[str] = []
    not_plans: list[str] = []
    start = time.perf_counter()
    for path in files:
        total_bytes += size(path)
        try:
            parsed = parse_plan_file(path)
        except PlanParseError as exc:
            not_plans.append(f"{path.relative_to(root)}: {exc.message}")
            continue
        plans += len(parsed)
        nodes += sum(len(p.nodes) for p in parsed)
        errors.extend(f"{path.relative_to(root)}: {e}" for p in parsed for e in p.errors)
    seconds = time.perf_counter() - start
    mb = total_bytes / 1e6
    print(f"corpus      {root}")
    print(f"files       {len(files)} ({mb:.1f} MB)")
    print(f"plans       {plans}")
    print(f"nodes       {nodes}")
    print(f"time        {seconds:.2f} s")
    print(f"throughput  {mb / seconds:.2f} MB/s, {nodes / seconds:,.0f} nodes/s")
    print(f"not plans   {len(not_plans)}")
    for line in not_plans:
        print(f"  {line}")
    print(f"errors      {len(errors)}")
    for line in errors[:20]:
        print(f"  {line}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
