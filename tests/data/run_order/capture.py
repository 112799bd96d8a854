"""Make this folder's event logs by really running PySpark (see ORIGIN.md).

Runs each lesson of `repo/lessons/` that ORIGIN.md names as a user would, `spark-submit lessons/<lesson>.py` from
`repo/`, with event logging into `eventlog/<lesson>/`.

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/run_order/capture.py
"""
from pathlib import Path

from submitted_run import submit

HERE = Path(__file__).resolve().parent
LESSONS = ["joins_lesson", "views_lesson"]

if __name__ == "__main__":
    for lesson in LESSONS:
        log = submit(HERE / "eventlog" / lesson, [f"lessons/{lesson}.py"], HERE / "repo")
        print(lesson, log.name)
