"""Check the lsv2_* cases without the mapper: case.json keys, every labelled node is a node of
plan.formatted.txt with that operator, every node that is not a pure wrapper is labelled, and every
file and line a label names exists in the laid-out repository.
Usage: check_cases.py
"""
from __future__ import annotations

import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.normpath(os.path.join(HERE, "..", ".."))
WRAPPERS = {"WholeStageCodegen", "InputAdapter", "ColumnarToRow", "RowToColumnar", "AdaptiveSparkPlan",
            "ReusedExchange", "ReusedSubquery", "AQEShuffleRead", "ShuffleQueryStage", "BroadcastQueryStage",
            "TableCacheQueryStage", "ResultQueryStage"}
KINDS = set("filter join aggregate window sort project read union explode udf limit distinct repartition sql "
            "subquery write pivot cache sample".split())
CASE_KEYS = {"repo", "commit", "index_root", "script", "dataframe", "notes"}
GOLD_KEYS = {"node_id", "operator", "file", "lines", "symbol", "derived", "kind", "ambiguous"}


def plan_nodes(text: str) -> dict[int, str]:
    """Node id -> operator name, from the detail blocks `(N) Name [codegen id : k]`."""
    nodes = {}
    for m in re.finditer(r"^\((\d+)\) (.+?)\s*(?:\[codegen id : \d+\])?\s*$", text, re.M):
        nodes[int(m.group(1))] = m.group(2).strip()
    return nodes


def initial_only(text: str) -> set[int]:
    """Ids that appear only under `== Initial Plan ==` (the adaptive plan's first version)."""
    head = text.split("\n\n")[0]
    final, initial, opened = set(), set(), None  # opened: the column of the `== Initial Plan ==` we are under
    for line in head.splitlines():   # a cached adaptive plan nests its own Final/Initial Plan pair, indented
        column = len(line) - len(line.lstrip())
        if opened is not None and column <= opened:
            opened = None
        if "== Initial Plan ==" in line:
            opened = column if opened is None else opened
            continue
        (initial if opened is not None else final).update(int(x) for x in re.findall(r"\((\d+)\)", line))
    return initial - final


def check(case_dir: str) -> list[str]:
    errors = []
    case = json.load(open(os.path.join(case_dir, "case.json")))
    errors += [f"case.json lacks {k}" for k in CASE_KEYS - case.keys()]
    repo = os.path.normpath(os.path.join(case_dir, case["repo"]))
    text = open(os.path.join(case_dir, "plan.formatted.txt")).read()
    assert os.path.getsize(os.path.join(case_dir, "plan.simple.txt")) > 0
    nodes = plan_nodes(text)
    skip = initial_only(text)
    labelled = set()
    for n, line in enumerate(open(os.path.join(case_dir, "gold.jsonl")), 1):
        g = json.loads(line)
        where = f"gold line {n} (node {g.get('node_id')})"
        errors += [f"{where}: lacks {k}" for k in GOLD_KEYS - g.keys()]
        if nodes.get(g["node_id"]) != g["operator"]:
            errors.append(f"{where}: plan has {nodes.get(g['node_id'])!r}, label {g['operator']!r}")
        if g["kind"] not in KINDS:
            errors.append(f"{where}: kind {g['kind']}")
        labelled.add(g["node_id"])
        for place in [g, *g.get("alt", [])]:
            path = os.path.join(repo, place["file"])
            if not os.path.isfile(path):
                errors.append(f"{where}: no file {place['file']}")
                continue
            length = sum(1 for _ in open(path, errors="replace"))
            for a, b in place["lines"]:
                if not 1 <= a <= b <= length:
                    errors.append(f"{where}: lines {a}-{b} outside {place['file']} ({length} lines)")
    for node, op in nodes.items():
        wrapper = op.split(" [")[0] in WRAPPERS   # `ReusedExchange [Reuses operator id: 7]` is one
        if node not in labelled and not wrapper and node not in skip:
            errors.append(f"node {node} {op} not labelled")
        if node in labelled and wrapper:
            errors.append(f"node {node} {op} is a pure wrapper: never labelled")
    return errors


def main() -> int:
    cases = sorted(glob.glob(os.path.join(BENCH, "*", "lsv2_*")))
    total, bad = {"dev": 0, "heldout": 0}, 0
    for d in cases:
        if not os.path.exists(os.path.join(d, "gold.jsonl")):
            print(f"... {d}: not labelled yet")
            bad += 1
            continue
        errors = check(d)
        part = os.path.basename(os.path.dirname(d))
        count = sum(1 for _ in open(os.path.join(d, "gold.jsonl")))
        total[part] += count
        print(f"{'ok ' if not errors else 'BAD'} {part:8} {os.path.basename(d):32} {count:3} nodes")
        for e in errors:
            print("      " + e)
        bad += bool(errors)
    print(f"{len(cases)} cases, nodes: {total}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
