"""Make this folder's event log and case by really running PySpark (see ORIGIN.md).

Runs `repo/jobs/state_counts_v2.py` as a user would, `spark-submit --py-files jobs/helpers.py
jobs/state_counts_v2.py data/sales.csv` from `repo/`, with event logging into `eventlog/`; then writes
`state_counts_v2/plan.formatted.txt` (Spark's own formatted explain of the show()'s final adaptive plan, the
`physicalPlanDescription` of the execution's last event) and `state_counts_v2/event_log.json` (what codemap's
reader gives for that execution).

    PYTHONPATH=. .venv/bin/python tests/data/eventlog_entry/capture.py
"""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pyspark

from codemap_pipeline.plans import eventlog

HERE = Path(__file__).resolve().parent
LOGS = HERE / "eventlog"


def main() -> None:
    shutil.rmtree(LOGS, ignore_errors=True)
    LOGS.mkdir()
    command = ["spark-submit", "--master", "local[1]", "--conf", "spark.ui.enabled=false",
               "--conf", "spark.sql.shuffle.partitions=4", "--conf", "spark.sql.session.timeZone=UTC",
               "--conf", "spark.eventLog.enabled=true", "--conf", "spark.eventLog.dir=file:" + str(LOGS),
               "--py-files", "jobs/helpers.py", "jobs/state_counts_v2.py", "data/sales.csv"]
    submit = str(Path(pyspark.__file__).parent / "bin" / "spark-submit")
    subprocess.run([submit, *command[1:]], cwd=HERE / "repo", check=True, env={"PYSPARK_PYTHON": sys.executable,
                   "PATH": "/usr/bin:/bin", "HOME": str(Path.home())}, stderr=subprocess.DEVNULL)
    (log,) = LOGS.iterdir()
    for junk in log.glob("*appstatus*"):   # the finished-app marker: not part of the log
        junk.unlink()
    plans = eventlog.read_event_log(log)
    (plan,) = [p for p in plans if p.title.startswith("showString")]
    # the execution's last plan event: its formatted explain is the final adaptive plan
    last = None
    for part in eventlog.log_parts(log):
        with eventlog.open_lines(part) as f:
            for line in f:
                event = json.loads(line)
                if event.get("executionId") == plan.execution_id and "physicalPlanDescription" in event:
                    last = event["physicalPlanDescription"]
    (HERE / "state_counts_v2" / "plan.formatted.txt").write_text(last)
    (HERE / "state_counts_v2" / "event_log.json").write_text(json.dumps({
        "execution_id": plan.execution_id, "description": plan.title, "call_site": plan.call_site,
        "spark_submit": " ".join(command).replace(str(LOGS), "tests/data/eventlog_entry/eventlog")}, indent=2) + "\n")
    print(log.name, plan.execution_id, plan.title)


if __name__ == "__main__":
    main()
