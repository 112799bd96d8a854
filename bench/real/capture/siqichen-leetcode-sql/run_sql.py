"""Our driver, one spark-submit per case (capture.py starts it from the root of a scratch copy of the repository),
the file's repository path as its argument, with `#k` where the file holds several solutions:

    spark-submit run_sql.py "Window-Function/185_Department_Top_Three_Salaries.sql"
    spark-submit run_sql.py "CASE-WHEN/1193_Monthly_Transactions_I.sql#1"

It builds the problem's input tables (spark.createDataFrame of make_data.py's rows, in the problem's schema) and
registers each as a temp view under the name the query uses, then runs the SQL with spark.sql, unchanged: the
file's whole text (comments and trailing ';' included: Spark's parser takes them), or, for `#k`, the text of the
file's k-th solution as the file gives it, from its `-- Solution k` comment line up to the next solution's comment
line (the lines `solution()` returns; spark.sql runs one statement, so a file of several is run one solution at a
time). Then one action on the result, `collect()` (in `action` below). After the action, the plans our
query-execution listener (../etl2-projects/PlanListener.java) wrote meanwhile are appended to the file LQ_ACTIONS
names, with the error if it raised. With several paths (capture.py --explore), it runs each in turn, the views made
again for each.
"""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from pyspark.sql import SparkSession

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_data  # noqa: E402

PLANS = Path(os.environ.get("LQ_PLANS", "/nonexistent"))          # set by capture.py (labels.py imports solution())
ACTIONS = Path(os.environ.get("LQ_ACTIONS", "/nonexistent"))


def solution(text: str, k: int | None) -> tuple[int, int, str]:
    """(first line, last line, text) of the file's k-th solution (1-based, lines 1-based inclusive), or of the whole
    file when k is None. A solution starts at a line beginning `-- Solution` and runs up to the next one."""
    lines = text.split("\n")
    if k is None:
        return 1, len(lines), text
    starts = [i for i, line in enumerate(lines) if line.strip().lower().startswith("-- solution")]
    ends = starts[1:] + [len(lines)]
    a, b = starts[k - 1], ends[k - 1]
    return a + 1, b, "\n".join(lines[a:b])


def stems() -> set:
    return {f.name[:-len(".formatted.txt")] for f in PLANS.glob("*.formatted.txt")} if PLANS.is_dir() else set()


def drain(spark) -> None:
    """Wait until the listener bus has delivered the finished queries to our listener."""
    try:
        spark.sparkContext._jsc.sc().listenerBus().waitUntilEmpty()
    except Exception:  # noqa: BLE001
        time.sleep(1.0)


def action(df):
    return df.collect()


def main(args: list[str]) -> None:
    spark = SparkSession.builder.getOrCreate()
    for arg in args:
        path, _, k = arg.partition("#")
        for view in spark.catalog.listTables():
            if view.isTemporary:
                spark.catalog.dropTempView(view.name)
        before, raised, rows, span = stems(), None, None, None
        try:
            for table, (ddl, data) in make_data.tables(make_data.problem(path)).items():
                spark.createDataFrame(data, ddl).createOrReplaceTempView(table)
            drain(spark)
            before = stems()
            first, last, sql = solution(Path(path).read_text(), int(k) if k else None)
            span = [first, last]
            result = spark.sql(sql)
            rows = action(result)
        except Exception as exc:  # noqa: BLE001 - recorded, the next file still runs
            raised = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}"
        drain(spark)
        with ACTIONS.open("a") as fh:
            fh.write(json.dumps({"file": arg, "lines": span, "plans": sorted(stems() - before),
                                 "rows": None if rows is None else len(rows), "raised": raised}) + "\n")
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
