"""Our driver, one spark-submit per file (capture.py starts it from the root of a scratch copy of the repository),
the solution's repository path, exactly, as its argument:

    spark-submit run_sql.py 1179-GamePlayAnalysisI/1179-GamePlayAnalysisI.sql

It builds the problem's input tables (spark.createDataFrame of make_data.py's rows, in the problem's LeetCode schema)
and registers each as a temp view under the name the query uses, then runs every statement of the file, in the order
the file gives them, with spark.sql, each statement's text unchanged, and one action on each result, `collect()` (in
`action` below). The files of this repository hold one statement each, some ending with `;`, some not, under a
`-- Last updated: ...` line and MySQL's `# Write your MySQL query statement below` comment (which Spark's parser
lacks); the driver cuts a file as a SQL client does (`statements()`: a statement ends at a line ending with `;` or at
the end of the file; blank and `--`/`#` comment lines around it belong to none), so the statement run is the file's
text from the statement's first line to its last. After each action the plans our query-execution listener
(../etl2-projects/PlanListener.java) wrote meanwhile are appended to the file MT_ACTIONS names, with the statement's
lines and the error if it raised (a statement Spark refuses is recorded). The code is the coderhjs2523 family's
driver (../coderhjs2523-leetcode-sql/run_sql.py), which imports its own folder's make_data, so it is repeated here.
"""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_data  # noqa: E402

PLANS = Path(os.environ.get("MT_PLANS", "/nonexistent"))          # set by capture.py (labels.py imports statements())
ACTIONS = Path(os.environ.get("MT_ACTIONS", "/nonexistent"))


def _blank(line: str) -> bool:
    s = line.strip()
    return not s or s.startswith("#") or s.startswith("--")


def statements(text: str) -> list[tuple[int, int, str]]:
    """(first line, last line, text) of each statement of a file (lines 1-based, inclusive), in file order."""
    lines = text.split("\n")
    out, start = [], 0

    def close(a: int, b: int) -> None:            # lines[a:b], trimmed of comment and blank lines at both ends
        while a < b and _blank(lines[a]):
            a += 1
        while b > a and _blank(lines[b - 1]):
            b -= 1
        if a < b:
            out.append((a + 1, b, "\n".join(lines[a:b])))

    for i, line in enumerate(lines):
        if line.rstrip().endswith(";") and not _blank(line):
            close(start, i + 1)
            start = i + 1
    close(start, len(lines))
    return out


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
    from pyspark.sql import SparkSession
    spark = SparkSession.builder.getOrCreate()
    for path in args:
        for view in spark.catalog.listTables():
            if view.isTemporary:
                spark.catalog.dropTempView(view.name)
        for table, (ddl, data) in make_data.tables(path).items():
            spark.createDataFrame(data, ddl).createOrReplaceTempView(table)
        for first, last, sql in statements(Path(path).read_text()):
            drain(spark)
            before, raised, rows = stems(), None, None
            try:
                result = spark.sql(sql)
                rows = action(result)
            except Exception as exc:  # noqa: BLE001 - recorded, the next statement still runs
                raised = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}"
            drain(spark)
            with ACTIONS.open("a") as fh:
                fh.write(json.dumps({"file": path, "lines": [first, last], "plans": sorted(stems() - before),
                                     "rows": None if rows is None else len(rows), "raised": raised}) + "\n")
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
