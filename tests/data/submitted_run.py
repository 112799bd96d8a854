"""What the captures under tests/data share: run a PySpark program with `spark-submit` as a user would, event
logging into a fresh folder, then read back the plan of its show() (used by eventlog_entry/capture.py and
launcher_entry/capture.py; run from the repository root with PYTHONPATH=.)."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pyspark

from codemap_pipeline.plans import eventlog

# the common session settings, then event logging into the folder given to `submit`
SETTINGS = ["--master", "local[1]", "--conf", "spark.ui.enabled=false", "--conf", "spark.sql.shuffle.partitions=4",
            "--conf", "spark.sql.session.timeZone=UTC", "--conf", "spark.eventLog.enabled=true"]


def submit(logs: Path, arguments: list[str], cwd: Path) -> Path:
    """`spark-submit <SETTINGS> <arguments>` from `cwd`, logging into `logs` (emptied first); the log folder."""
    shutil.rmtree(logs, ignore_errors=True)
    logs.mkdir()
    command = [str(Path(pyspark.__file__).parent / "bin" / "spark-submit"), *SETTINGS,
               "--conf", "spark.eventLog.dir=file:" + str(logs), *arguments]
    subprocess.run(command, cwd=cwd, check=True, env={"PYSPARK_PYTHON": sys.executable, "PATH": "/usr/bin:/bin",
                   "HOME": str(Path.home())}, stderr=subprocess.DEVNULL)
    (log,) = logs.iterdir()
    for junk in log.glob("*appstatus*"):   # the finished-app marker: not part of the log
        junk.unlink()
    return log


def shown_plan(log: Path):
    """The show()'s execution as codemap's reader gives it, and Spark's formatted explain of its final adaptive
    plan (the `physicalPlanDescription` of the execution's last event)."""
    (plan,) = [p for p in eventlog.read_event_log(log) if p.title.startswith("showString")]
    last = None
    for part in eventlog.log_parts(log):
        with eventlog.open_lines(part) as f:
            for line in f:
                event = json.loads(line)
                if event.get("executionId") == plan.execution_id and "physicalPlanDescription" in event:
                    last = event["physicalPlanDescription"]
    return plan, last
