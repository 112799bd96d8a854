"""Run each case's script again the way a user would, with spark-submit and event logging on, and store in
each pyex_* case folder (dev and held-out) what codemap reads from the event log for the SQL execution that
ran the case's action: `event_log.json`.

- `spark-submit --master local[1] --conf ... --conf spark.eventLog.enabled=true --conf spark.eventLog.dir=...
  pyspark-join.py`, from the repository's root (the scripts read `resources/...` relative paths), unchanged,
  no arguments. Sessions as capture.py's: local[1], no UI, 4 shuffle partitions, UTC, given as --master/--conf,
  and the script's extra settings (broadcast joins off for two scripts) as --conf.
- How the execution is matched: `../databricks__learningsparkv2/capture_event_logs_lib.py` (codemap's own
  reader; the execution whose plan is the case's plan once ids are blanked). A PySpark action's call site is
  `showString at NativeMethodAccessorImpl.java:0`, which names no line; where several executions of a run have
  the case's plan (the same query run at two lines, e.g. the DataFrame and the SQL form of one join), the case's
  `nth` below decides: the n-th such execution in run order, counted from the script's own actions in the order
  they run (capture.py's `seen` list).

    PYTHONPATH=. .venv/bin/python bench/real/capture/spark-examples__pyspark-examples/capture_event_logs.py [case ...]
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
from capture import CASES, REPO, SETTINGS  # noqa: E402

SLUG = "spark-examples__pyspark-examples"
BENCH = HERE.parents[1]
WORK = Path("/tmp/evlog") / SLUG
RUNNER = f"bench/real/capture/{SLUG}/capture_event_logs.py"

# case id -> n-th execution with the case's plan in run order, where the plan is not unique in its run
# (which earlier action has the same plan is said after each)
NTH = {
    "pyex_join_sql_where": 2,       # the inner join at lines 39-40 (DataFrame) runs the same plan first
    "pyex_join_three_sql_smj": 2,   # the where-join at lines 51-53 runs the same plan first
}


def main(wanted: list[str]) -> int:
    chosen = [c for c in CASES if not wanted or c[0] in wanted]
    scripts = list(dict.fromkeys(c[2] for c in chosen))
    failed = []
    start = time.time()
    for script in scripts:
        print(f"== {script}", flush=True)
        conf = [f"{k}={v}" for k, v in SETTINGS.get(script, {}).items()]
        log = lib.submit(WORK / "logs" / script.replace(".", "_"), [script], cwd=Path(REPO), conf=conf,
                         env={"PYSPARK_PYTHON": os.environ.get("PYSPARK_PYTHON", sys.executable)})
        for case, part, _, line, action in (c for c in chosen if c[2] == script):
            if not lib.write_matched(BENCH / part / case, log, RUNNER, site=None, nth=NTH.get(case, 1),
                                     action=f"{action} at {script}:{line}"):
                failed.append(case)
    print(f"{len(scripts)} scripts in {time.time() - start:.0f} s; not matched: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
