"""Make this folder's event log and case by really running PySpark (see ORIGIN.md).

Runs `repo/jobs/state_counts_v2.py` as a user would, `spark-submit --py-files jobs/helpers.py
jobs/state_counts_v2.py data/sales.csv` from `repo/`, with event logging into `eventlog/`; then writes
`state_counts_v2/plan.formatted.txt` (Spark's own formatted explain of the show()'s final adaptive plan, the
`physicalPlanDescription` of the execution's last event) and `state_counts_v2/event_log.json` (what codemap's
reader gives for that execution).

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/eventlog_entry/capture.py
"""
import json
from pathlib import Path

from submitted_run import SETTINGS, shown_plan, submit

HERE = Path(__file__).resolve().parent
LOGS = HERE / "eventlog"


def main() -> None:
    arguments = ["--py-files", "jobs/helpers.py", "jobs/state_counts_v2.py", "data/sales.csv"]
    log = submit(LOGS, arguments, HERE / "repo")
    plan, text = shown_plan(log)
    (HERE / "state_counts_v2" / "plan.formatted.txt").write_text(text)
    command = ["spark-submit", *SETTINGS, "--conf", "spark.eventLog.dir=file:tests/data/eventlog_entry/eventlog",
               *arguments]
    (HERE / "state_counts_v2" / "event_log.json").write_text(json.dumps({
        "execution_id": plan.execution_id, "description": plan.title, "call_site": plan.call_site,
        "spark_submit": " ".join(command)}, indent=2) + "\n")
    print(log.name, plan.execution_id, plan.title)


if __name__ == "__main__":
    main()
