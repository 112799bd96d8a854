"""Make this folder's event log by really running PySpark (see ORIGIN.md).

Runs `driver.py`, a runner outside `repo/`, from `repo/` as a user would: `spark-submit ../driver.py "queries/second
look.py"`, with event logging into `eventlog/`.

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/outside_driver/capture.py
"""
from pathlib import Path

from submitted_run import shown_plan, submit

HERE = Path(__file__).resolve().parent


def main() -> None:
    log = submit(HERE / "eventlog", ["../driver.py", "queries/second look.py"], HERE / "repo")
    plan, _ = shown_plan(log)
    print(log.name, plan.execution_id, plan.title)


if __name__ == "__main__":
    main()
