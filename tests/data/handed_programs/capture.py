"""Make this folder's event log by really running PySpark (see ORIGIN.md).

Runs `lessons/01 opening.py` from `repo/`, handing it the lesson to run after itself: `spark-submit "lessons/01
opening.py" "lessons/03 totals again.py"`, with event logging into `eventlog/`.

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/handed_programs/capture.py
"""
from pathlib import Path

from submitted_run import shown_plan, submit

HERE = Path(__file__).resolve().parent


def main() -> None:
    log = submit(HERE / "eventlog", ["lessons/01 opening.py", "lessons/03 totals again.py"], HERE / "repo")
    plan, _ = shown_plan(log)
    print(log.name, plan.execution_id, plan.title)


if __name__ == "__main__":
    main()
