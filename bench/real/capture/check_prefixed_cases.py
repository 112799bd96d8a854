"""Check the cases whose names start with a prefix (`pyex_`, `dawp_`) without the mapper (format only): the LearningSparkV2 checker's rules (case.json keys,
every labelled node is a node of plan.formatted.txt with that operator and a known kind, every node of the final
plan but the pure wrappers is labelled, every labelled file and line exists in the laid-out repository), plus:
no labelled span is all blank lines, `true_lines` are among `lines`, and codemap's own case loader
(`codemap_pipeline.accuracy.evaluation.load_cases`) loads every case with its gold and event log.

    PYTHONPATH=. .venv/bin/python bench/real/capture/check_prefixed_cases.py pyex_
"""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCH = HERE.parent
_spec = importlib.util.spec_from_file_location("lsv2_check_cases", HERE / "databricks__learningsparkv2" / "check_cases.py")
lsv2_check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lsv2_check)


def check_case(folder: Path) -> list[str]:
    errors = lsv2_check.check(str(folder))
    case = json.loads((folder / "case.json").read_text())
    repo = (folder / case["repo"]).resolve()
    for n, line in enumerate((folder / "gold.jsonl").read_text().splitlines(), 1):
        g = json.loads(line)
        path = repo / g["file"]
        if not path.is_file():
            continue
        text = path.read_text().splitlines()
        for a, b in g["lines"]:
            if not any(text[i - 1].strip() for i in range(a, min(b, len(text)) + 1)):
                errors.append(f"gold line {n} (node {g['node_id']}): lines {a}-{b} are blank")
        for span in g.get("true_lines", []):
            if span not in g["lines"]:
                errors.append(f"gold line {n} (node {g['node_id']}): true_lines {span} not among lines")
    return errors


def main(prefix: str) -> int:
    from codemap_pipeline.accuracy.evaluation import load_cases

    folders = sorted(BENCH.glob(f"*/{prefix}*"))
    bad = 0
    nodes = {}
    for folder in folders:
        errors = check_case(folder)
        bad += bool(errors)
        count = len((folder / "gold.jsonl").read_text().splitlines())
        nodes.setdefault(folder.parent.name, []).append(count)
        print(f"{'ok ' if not errors else 'BAD'} {folder.parent.name:8} {folder.name:28} {count:3} nodes"
              + ("" if (folder / "event_log.json").is_file() else "  (no event_log.json)")
              + "".join(f"\n      {e}" for e in errors))
    for part in ("dev", "heldout"):
        loaded = [c for c in load_cases(BENCH / part) if c.case_id.startswith(prefix)]
        want = sorted(f.name for f in folders if f.parent.name == part)
        if sorted(c.case_id for c in loaded) != want:
            print(f"BAD load_cases({part}) loaded {len(loaded)} {prefix}* cases of {len(want)}")
            bad += 1
        elif any(not c.gold for c in loaded):
            print(f"BAD load_cases({part}): a case without gold")
            bad += 1
    print(", ".join(f"{part}: {len(v)} cases / {sum(v)} nodes" for part, v in sorted(nodes.items())))
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: check_prefixed_cases.py <case name prefix, e.g. pyex_>")
    sys.exit(main(sys.argv[1]))
