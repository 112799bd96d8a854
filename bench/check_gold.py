"""Validate the gold labels of every accuracy case.

For each bench/cases/<case>/ this checks that:
- case.json has the fields of docs/output-format.md and its repo and script exist;
- every non-wrapper node of plan.formatted.txt (the final plan of an adaptive plan, plus the plans
  in the Subqueries section; nodes only printed under "== Initial Plan ==" are not labelled) has
  exactly one gold line, and no gold line names a node that is not there;
- each gold operator is the node's name in its `(N) Name` detail block;
- files exist in the case's repo, spans are [start, end] with start <= end, inside the file, and
  cover no blank line; symbols name the file's module; derived/ambiguous are booleans, kind is one of
  the format's kinds; the same holds for every `alt` place;
- the node ids agree with codemap_pipeline.plans.parser.parse_plan_text where it is importable.

    .venv/bin/python bench/check_gold.py [CASES_DIR]

Exits 1 and lists the problems when any check fails.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
KINDS = {"filter", "join", "aggregate", "window", "sort", "project", "read", "union", "explode", "udf",
         "limit", "distinct", "repartition", "sql", "subquery", "write", "pivot", "cache", "sample"}
WRAPPERS = {"WholeStageCodegen", "InputAdapter", "ColumnarToRow", "RowToColumnar", "AdaptiveSparkPlan",
            "ReusedExchange", "ReusedSubquery", "AQEShuffleRead", "ShuffleQueryStage",
            "BroadcastQueryStage", "TableCacheQueryStage", "ResultQueryStage"}
CASE_FIELDS = {"repo", "commit", "index_root", "script", "dataframe", "notes"}
NODE_FIELDS = {"node_id", "operator", "file", "lines", "symbol", "derived", "kind", "ambiguous"}
OPTIONAL_FIELDS = {"alt", "true_lines", "cell", "file_lines"}

_TREE_NODE = re.compile(r"^(?P<indent>[\s:|+\-*]*?)(?P<name>[A-Za-z][^()]*?)\s+\((?P<id>\d+)\)")
_INITIAL = re.compile(r"^(?P<indent>[\s:|]*)\+- == Initial Plan ==\s*$")
_DETAIL = re.compile(r"^\((?P<id>\d+)\) (?P<head>.*)$")


def plan_nodes(text: str) -> tuple[list[int], dict[int, str]]:
    """Node ids of the executed plan trees (main tree and subquery trees) and every node's name.

    Tree lines are the `Name (N)` lines between a `== Physical Plan ==` or `Subquery:` line and the
    next blank line; the subtree under `+- == Initial Plan ==` (lines indented deeper than it) is skipped.
    """
    ids: list[int] = []
    names: dict[int, str] = {}
    in_tree = False
    skip_deeper_than: int | None = None
    for line in text.splitlines():
        detail = _DETAIL.match(line)
        if detail:
            head = re.sub(r"\s*\[codegen id : \d+\]", "", detail.group("head")).strip()
            names[int(detail.group("id"))] = head
            in_tree = False
            continue
        if line.startswith("== Physical Plan ==") or line.startswith("Subquery:"):
            in_tree, skip_deeper_than = True, None
            continue
        if not line.strip():
            in_tree = False
            continue
        if not in_tree:
            continue
        body = len(line) - len(line.lstrip(" :|"))
        if skip_deeper_than is not None:
            if body > skip_deeper_than:
                continue
            skip_deeper_than = None
        initial = _INITIAL.match(line)
        if initial:
            skip_deeper_than = len(initial.group("indent"))
            continue
        node = _TREE_NODE.match(line)
        if node:
            ids.append(int(node.group("id")))
    return ids, names


def node_name_is_wrapper(name: str) -> bool:
    return name.split(" ", 1)[0] in WRAPPERS


def check_place(where: str, place: dict, repo: Path, problems: list[str]) -> None:
    path = repo / str(place.get("file", ""))
    if not place.get("file") or not path.is_file():
        problems.append(f"{where}: file {place.get('file')!r} not found in {repo}")
        return
    lines = path.read_text().splitlines()
    spans = place.get("lines")
    if not isinstance(spans, list) or not spans:
        problems.append(f"{where}: lines must be a non-empty list of [start, end]")
        return
    for span in spans:
        if (not isinstance(span, list) or len(span) != 2 or not all(isinstance(x, int) for x in span)
                or not 1 <= span[0] <= span[1] <= len(lines)):
            problems.append(f"{where}: bad span {span} for {place['file']} ({len(lines)} lines)")
            continue
        blank = [n for n in range(span[0], span[1] + 1) if not lines[n - 1].strip()]
        if blank:
            problems.append(f"{where}: span {span} covers blank line(s) {blank} of {place['file']}")
    module = place["file"][:-3].replace("/", ".") if place["file"].endswith(".py") else None
    symbol = place.get("symbol", "")
    if module and not (isinstance(symbol, str) and symbol.startswith(module + ".")
                       and len(symbol) > len(module) + 1):
        problems.append(f"{where}: symbol {symbol!r} is not inside module {module}")


def parser_ids(text: str) -> list[int] | None:
    """Non-wrapper node ids according to the project's plan parser, if it can be imported."""
    sys.path.insert(0, str(BENCH_DIR.parent))
    try:
        from codemap_pipeline.plans.parser import parse_plan_text
    except Exception:  # the checker also works without the package
        return None
    return [n.node_id for plan in parse_plan_text(text) for n in plan.nodes
            if not n.wrapper and n.node_id is not None]


def check_case(case_dir: Path) -> tuple[list[str], Counter]:
    problems: list[str] = []
    kinds: Counter = Counter()
    name = case_dir.name
    try:
        case = json.loads((case_dir / "case.json").read_text())
    except (OSError, ValueError) as exc:
        return [f"{name}: case.json unreadable: {exc}"], kinds
    missing = CASE_FIELDS - set(case)
    if missing:
        problems.append(f"{name}: case.json lacks {sorted(missing)}")
    repo = (case_dir / case.get("repo", "")).resolve()
    if not repo.is_dir():
        problems.append(f"{name}: repo {case.get('repo')!r} is not a folder")
        return problems, kinds
    if not (repo / case.get("index_root", "") / case.get("script", "")).is_file():
        problems.append(f"{name}: script {case.get('script')!r} not found")
    for plan_file in ("plan.formatted.txt", "plan.simple.txt"):
        if not (case_dir / plan_file).is_file():
            problems.append(f"{name}: {plan_file} missing")
    if problems:
        return problems, kinds

    text = (case_dir / "plan.formatted.txt").read_text()
    tree_ids, names = plan_nodes(text)
    for nid in tree_ids:
        if nid not in names:
            problems.append(f"{name}: node ({nid}) has no detail block")
    expected = {nid for nid in tree_ids if nid in names and not node_name_is_wrapper(names[nid])}
    if not expected:
        problems.append(f"{name}: no nodes found in plan.formatted.txt")
    from_parser = parser_ids(text)
    if from_parser is not None and set(from_parser) != expected:
        problems.append(f"{name}: parser disagrees on the labelled node set: "
                        f"only regex {sorted(expected - set(from_parser))}, "
                        f"only parser {sorted(set(from_parser) - expected)}")

    seen: Counter = Counter()
    for number, raw in enumerate((case_dir / "gold.jsonl").read_text().splitlines(), 1):
        where = f"{name}/gold.jsonl:{number}"
        if not raw.strip():
            continue
        try:
            label = json.loads(raw)
        except ValueError as exc:
            problems.append(f"{where}: not JSON: {exc}")
            continue
        missing = NODE_FIELDS - set(label)
        unknown = set(label) - NODE_FIELDS - OPTIONAL_FIELDS
        if missing or unknown:
            problems.append(f"{where}: missing {sorted(missing)}, unknown {sorted(unknown)}")
            continue
        nid = label["node_id"]
        seen[nid] += 1
        if nid not in names:
            problems.append(f"{where}: node ({nid}) does not exist in plan.formatted.txt")
        elif nid not in expected:
            problems.append(f"{where}: node ({nid}) {names[nid]!r} is a wrapper or not in the executed plan")
        elif label["operator"] != names[nid]:
            problems.append(f"{where}: operator {label['operator']!r} but the plan says {names[nid]!r}")
        if not isinstance(label["derived"], bool) or not isinstance(label["ambiguous"], bool):
            problems.append(f"{where}: derived and ambiguous must be true/false")
        if label["kind"] not in KINDS:
            problems.append(f"{where}: unknown kind {label['kind']!r}")
        kinds[label["kind"]] += 1
        check_place(where, label, repo, problems)
        for i, alt in enumerate(label.get("alt", [])):
            check_place(f"{where} alt[{i}]", alt, repo, problems)
        if "true_lines" in label:
            check_place(f"{where} true_lines", {**label, "lines": label["true_lines"]}, repo, problems)
    for nid in sorted(expected - set(seen)):
        problems.append(f"{name}: node ({nid}) {names[nid]!r} has no label")
    for nid, count in sorted(seen.items()):
        if count > 1:
            problems.append(f"{name}: node ({nid}) labelled {count} times")
    return problems, kinds


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    cases_dir = Path(args[0]) if args else BENCH_DIR / "cases"
    case_dirs = sorted(p for p in cases_dir.iterdir() if (p / "case.json").exists())
    problems: list[str] = []
    kinds: Counter = Counter()
    nodes = 0
    for case_dir in case_dirs:
        case_problems, case_kinds = check_case(case_dir)
        problems += case_problems
        kinds += case_kinds
        nodes += sum(case_kinds.values())
    for problem in problems:
        print(problem)
    missing_kinds = sorted(KINDS - set(kinds))
    print(f"{len(case_dirs)} cases, {nodes} labelled nodes; kinds: "
          + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    if missing_kinds:
        print(f"kinds with no node: {', '.join(missing_kinds)}")
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
