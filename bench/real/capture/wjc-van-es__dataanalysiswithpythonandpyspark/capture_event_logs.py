"""Run each case's script again the way its author runs it, with spark-submit and event logging on, and store in
each dawp_* case folder (dev and held-out) what codemap reads from the event log for the SQL execution that
ran the case's action: `event_log.json`.

- `spark-submit --master local[1] --conf ... --conf spark.eventLog.enabled=true --conf spark.eventLog.dir=...
  ./commercials.py` from the script's folder (`cd src/Ch04; spark-submit ./checkpoint.py`, the repository's README;
  `spark-submit src/Ch14/data_prep.py` from the root for the one script written for it), unchanged, no arguments,
  with the author's environment (`PYTHONPATH=../`, CONDA_PREFIX, the bank statement's MY_IBAN and BANK_ROOT_DIR) and
  the book's data/ folder stood in for, for the run only (stub_env.py). Sessions as capture.py's: local[1], no UI,
  4 shuffle partitions, UTC, given as --master/--conf, and the script's extra settings as --conf (a script's own
  `.master(...)`/`.config(...)` still apply, as they do for its author).
- Which execution: a PySpark action's call site is `showString at NativeMethodAccessorImpl.java:0` (or
  `count at ...`), which names no line, and several scripts run the same query at several lines or in a loop.
  So the execution is found by position: capture.py wrote every action of the script's run in order
  (`actions.json`); the case's action is the k-th `show` (or `count`) of the script, and its execution is the
  k-th `showString at ...` (`count at ...`) execution of the log (other executions, such as a write's `csv at ...`
  or a `head`, are not counted). The log must hold exactly as many such executions as the script ran such actions.
  Then the plan is checked: the same operators and headers in order as the case's plan once expression and plan
  ids are blanked (capture_event_logs_lib's comparison), if need be after leaving out the `toprettystring` Project
  that show() puts on top (the capture explained `limit(n+1)`, which has none), or else at least the same
  operators in any order (a random seed, a broadcast side or stage order chosen otherwise at run time).
  `matched_by` says which held.

    PYTHONPATH=. .venv/bin/python bench/real/capture/wjc-van-es__dataanalysiswithpythonandpyspark/capture_event_logs.py [case ...]
    ... capture_event_logs.py --match-only [case ...]     # match again against the logs of the last run
"""
from __future__ import annotations

import copy
import contextlib
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
from capture import ACTIONS, CASES, SETTINGS  # noqa: E402
from stub_env import FROM_ROOT, child_environment, cwd_of, data_in_place  # noqa: E402
from codemap_pipeline.plans import eventlog  # noqa: E402
from codemap_pipeline.plans.parser import parse_plan_text  # noqa: E402

SLUG = "wjc-van-es__dataanalysiswithpythonandpyspark"
BENCH = HERE.parents[1]
WORK = Path("/tmp/evlog") / SLUG
RUNNER = f"bench/real/capture/{SLUG}/capture_event_logs.py"
# cases whose captured plan is known to differ from the plan the script's own action ran, and why: the execution
# is still the one found by position, and matched_by says how the plans differ
KNOWN_DIFFERENT = {
    "dawp_group_nulls_last_sql": "show() ran the select list's column order inside its TakeOrderedAndProject (the "
                                 "toprettystring projection replaced it); under the captured limit(21) the optimizer "
                                 "kept it as a Project below",
}
TITLE = {"show": "showString", "count": "count"}  # the execution title of each action the cases record
STAGES = {"AdaptiveSparkPlan", "ResultQueryStage", "ShuffleQueryStage", "BroadcastQueryStage", "AQEShuffleRead",
          "TableCacheQueryStage", "WholeStageCodegen", "InputAdapter"}


_PRETTY = re.compile(r"toprettystring\((\w+)#\d+L?, Some\(\w+\)\) AS (\w+)#\d+L?")
_MORE = re.compile(r"\.\.\. \d+ more fields")


def _columns(header: str) -> list[str]:
    """The top-level items of `Project [a, f(b, c) AS d, ...]`."""
    body, depth, items, item = header[len("Project ["):-1], 0, [], ""
    for ch in body:
        depth += ch in "([" 
        depth -= ch in ")]"
        if ch == "," and depth == 0:
            items.append(item.strip())
            item = ""
        else:
            item += ch
    return items + [item.strip()] if item.strip() else items


def _without_show_strings(plan):
    """The plan without show()'s string projection: a Project whose every column is toprettystring(x) AS x."""
    def pretty(node):
        if node.operator != "Project" or not node.header.startswith("Project [toprettystring("):
            return False
        # a wide projection's header ends in `... N more fields` (spark.sql.debug.maxToStringFields)
        cols = [_PRETTY.fullmatch(c) for c in _columns(node.header) if not _MORE.fullmatch(c)]
        return all(m and m.group(1) == m.group(2) for m in cols)
    out = copy.copy(plan)
    out.nodes = [n for n in plan.nodes if not pretty(n)]
    return out


def _operators(plan) -> Counter:
    return Counter(n.operator for n in plan.nodes if n.node_id is not None and n.operator not in STAGES)


def match(case_dir: Path, log: Path, script: str, line: int, action: str) -> tuple:
    """(plan, how) of the execution that ran the case's action, or (None, why not)."""
    actions = json.loads(ACTIONS.read_text())[script]
    same = [i for i, entry in enumerate(actions) if entry[1] == action]  # [line, action] or [line, action, "raised"]
    at = [k for k, i in enumerate(same) if actions[i][0] == line]
    if not at:
        return None, f"{action} at line {line} is not among the run's actions (actions.json)"
    k = at[0]
    runs = [p for p in eventlog.read_event_log(log) if p.title.startswith(TITLE[action] + " at ")]
    if len(runs) != len(same):
        return None, f"the log has {len(runs)} '{TITLE[action]} at' executions, the script ran {len(same)} {action}s"
    plan = runs[k]
    want = parse_plan_text((case_dir / "plan.simple.txt").read_text())[0]
    where = (f"'{TITLE[action]} at ...' execution number {k + 1} of {len(runs)} in run order, as line {line} holds the "
             f"script's {action} number {k + 1} (actions.json)")
    if lib.signature(plan, True) == lib.signature(want, True):
        return plan, f"{where}; its plan is the case's (operators and headers in order, ids blanked)"
    if lib.signature(_without_show_strings(plan), True) == lib.signature(want, True):
        return plan, (f"{where}; its plan is the case's (operators and headers in order, ids blanked) but for show()'s "
                      "toprettystring Project on top, which the captured limit(n+1) has not")
    if _operators(_without_show_strings(plan)) == _operators(want):
        return plan, (f"{where}; its plan has the case's operators (the same ones, in another order or with other "
                      "headers: a broadcast side or stage order chosen otherwise at run time)")
    extra, missing = _operators(plan) - _operators(want), _operators(want) - _operators(plan)
    differ = f"operators the case's plan lacks: {dict(extra)}, operators it lacks: {dict(missing)}"
    if case_dir.name in KNOWN_DIFFERENT:
        return plan, f"{where}; its plan differs from the case's ({differ}): {KNOWN_DIFFERENT[case_dir.name]}"
    return None, f"{where}, but its plan differs from the case's ({differ})"


def write(case_dir: Path, log: Path, plan, how: str, action: str) -> None:
    out = {"execution_id": plan.execution_id, "description": plan.title, "call_site": plan.call_site,
           **lib.log_facts(log), "spark_submit": (log.parent / "command.txt").read_text().strip(),
           "matched_by": how, "action": action, "runner": RUNNER}
    (case_dir / "event_log.json").write_text(json.dumps(out, indent=2) + "\n")
    print(f"  {case_dir.parent.name}/{case_dir.name}: execution {plan.execution_id} ({how})")


def main(argv: list[str]) -> int:
    match_only = argv[:1] == ["--match-only"]
    wanted = argv[1:] if match_only else argv
    chosen = [c for c in CASES if not wanted or c[0] in wanted]
    scripts = list(dict.fromkeys(c[2] for c in chosen))
    failed = []
    start = time.time()
    with contextlib.nullcontext() if match_only else data_in_place():
        for script in scripts:
            print(f"== {script}", flush=True)
            folder = WORK / "logs" / script.replace("/", "_").replace(".", "_")
            if match_only:
                log = next(p for p in folder.iterdir() if p.name.startswith("eventlog") and not p.name.endswith(".inprogress"))
            else:
                conf = [f"{k}={v}" for k, v in SETTINGS.get(script, {}).items()]
                shown = script if script in FROM_ROOT else "./" + Path(script).name  # as its author types it
                log = lib.submit(folder, [shown], cwd=cwd_of(script), conf=conf, env=child_environment())
            for case, part, _, line, action in (c for c in chosen if c[2] == script):
                plan, how = match(BENCH / part / case, log, script, line, action)
                if plan is None:
                    print(f"  NOT MATCHED: {case}: {how}")
                    failed.append(case)
                else:
                    write(BENCH / part / case, log, plan, how, f"{action} at {script}:{line}")
    print(f"{len(scripts)} scripts in {time.time() - start:.0f} s; not matched: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
