"""Make this folder's event log by really running PySpark (see ORIGIN.md).

Runs `repo/run.py`, a launcher calling the solution its arguments name, as a user would from `repo/`:
`spark-submit run.py problems/orders.py second_way`, with event logging into `eventlog/`.

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/launcher_function/capture.py
"""
from pathlib import Path

from submitted_run import shown_plan, submit

HERE = Path(__file__).resolve().parent


def main() -> None:
    log = submit(HERE / "eventlog", ["run.py", "problems/orders.py", "second_way"], HERE / "repo")
    plan, _ = shown_plan(log)
    print(log.name, plan.execution_id, plan.title)


if __name__ == "__main__":
    main()
