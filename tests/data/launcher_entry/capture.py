"""Make this folder's event log and plan by really running PySpark (see ORIGIN.md).

Runs `repo/main.py`, a launcher importing two report jobs, as a user would from `repo/`:
`spark-submit main.py --job weekly_report --input data/orders.csv --query "..."`, with event logging into
`eventlog/`; then writes `weekly_report.formatted.txt` (Spark's formatted explain of the show()'s final
adaptive plan).

    PYTHONPATH=.:tests/data .venv/bin/python tests/data/launcher_entry/capture.py
"""
from pathlib import Path

from submitted_run import shown_plan, submit

HERE = Path(__file__).resolve().parent
QUERY = "SELECT state, sum(amount) AS total FROM orders WHERE amount > 10 GROUP BY state"


def main() -> None:
    log = submit(HERE / "eventlog", ["main.py", "--job", "weekly_report", "--input", "data/orders.csv",
                                     "--query", QUERY], HERE / "repo")
    plan, text = shown_plan(log)
    (HERE / "weekly_report.formatted.txt").write_text(text)
    print(log.name, plan.execution_id, plan.title)


if __name__ == "__main__":
    main()
