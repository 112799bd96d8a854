"""Make this folder's event log by really running PySpark (see ORIGIN.md).

Runs `driver.py`, a runner outside `repo/`, from `repo/` as a user would: `spark-submit ../driver.py
queries/never_ordered.sql`, with event logging into `eventlog/`.

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/sql_over_views/capture.py
"""
import json
from pathlib import Path

from submitted_run import submit

from codemap_pipeline.plans import eventlog

HERE = Path(__file__).resolve().parent


def main() -> None:
    log = submit(HERE / "eventlog", ["../driver.py", "queries/never_ordered.sql"], HERE / "repo")
    (plan,) = [p for p in eventlog.read_event_log(log) if p.title.startswith("collect")]
    print(log.name, plan.execution_id, plan.title.splitlines()[0], json.dumps([n.operator for n in plan.nodes]))


if __name__ == "__main__":
    main()
