"""Make this folder's event log and plan by really running PySpark (see ORIGIN.md).

Runs `repo/main.py`, a launcher importing two report jobs, as a user would from `repo/`:
`spark-submit main.py --job weekly_report --input data/orders.csv --query "..."`, with event logging into
`eventlog/`; then writes `weekly_report.formatted.txt` (Spark's formatted explain of the show()'s final
adaptive plan, the `physicalPlanDescription` of that execution's last event).

    PYTHONPATH=. .venv/bin/python tests/data/launcher_entry/capture.py
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
QUERY = "SELECT state, sum(amount) AS total FROM orders WHERE amount > 10 GROUP BY state"


def main() -> None:
    shutil.rmtree(LOGS, ignore_errors=True)
    LOGS.mkdir()
    submit = str(Path(pyspark.__file__).parent / "bin" / "spark-submit")
    subprocess.run([submit, "--master", "local[1]", "--conf", "spark.ui.enabled=false",
                    "--conf", "spark.sql.shuffle.partitions=4", "--conf", "spark.sql.session.timeZone=UTC",
                    "--conf", "spark.eventLog.enabled=true", "--conf", "spark.eventLog.dir=file:" + str(LOGS),
                    "main.py", "--job", "weekly_report", "--input", "data/orders.csv", "--query", QUERY],
                   cwd=HERE / "repo", check=True, env={"PYSPARK_PYTHON": sys.executable,
                   "PATH": "/usr/bin:/bin", "HOME": str(Path.home())}, stderr=subprocess.DEVNULL)
    (log,) = LOGS.iterdir()
    for junk in log.glob("*appstatus*"):   # the finished-app marker: not part of the log
        junk.unlink()
    (plan,) = [p for p in eventlog.read_event_log(log) if p.title.startswith("showString")]
    last = None   # the execution's last plan event: its formatted explain is the final adaptive plan
    for part in eventlog.log_parts(log):
        with eventlog.open_lines(part) as f:
            for line in f:
                event = json.loads(line)
                if event.get("executionId") == plan.execution_id and "physicalPlanDescription" in event:
                    last = event["physicalPlanDescription"]
    (HERE / "weekly_report.formatted.txt").write_text(last)
    print(log.name, plan.execution_id, plan.title)


if __name__ == "__main__":
    main()
