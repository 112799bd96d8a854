"""Make this folder's event log by really running PySpark (see ORIGIN.md).

Runs `repo/lessons/joins_lesson.py` as a user would, `spark-submit lessons/joins_lesson.py` from `repo/`, with
event logging into `eventlog/`.

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/run_order/capture.py
"""
from pathlib import Path

from submitted_run import submit

HERE = Path(__file__).resolve().parent

if __name__ == "__main__":
    log = submit(HERE / "eventlog", ["lessons/joins_lesson.py"], HERE / "repo")
    print(log.name)
