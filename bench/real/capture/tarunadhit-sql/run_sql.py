"""Our driver, one spark-submit per question file (capture.py starts it from the root of a scratch copy of the
repository), the file's path as its one argument:

    spark-submit run_sql.py "Questions/Q13-Find the top 3 students who enrolled in the most courses.sql"

It builds the question's input tables (spark.createDataFrame of make_data.py's rows, in the schema the file gives)
and registers each as a temp view under the name the query uses, then runs the file's whole text, unchanged (its
comment blocks and trailing ';' too: Spark's parser takes them), with spark.sql, and one action on the result,
`collect()` (in `action` below). After the action, the plans our query-execution listener
(../etl2-projects/PlanListener.java) wrote meanwhile are appended to the file TQ_ACTIONS names, with the error if it
raised. With several paths (capture.py --explore), it runs each in turn, the views made again for each.
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

PLANS = Path(os.environ["TQ_PLANS"])
ACTIONS = Path(os.environ["TQ_ACTIONS"])


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


def main(paths: list[str]) -> None:
    spark = SparkSession.builder.getOrCreate()
    for path in paths:
        for view in spark.catalog.listTables():
            if view.isTemporary:
                spark.catalog.dropTempView(view.name)
        before, raised, rows = stems(), None, None
        try:
            for table, (ddl, data) in make_data.tables(make_data.question(path)).items():
                spark.createDataFrame(data, ddl).createOrReplaceTempView(table)
            drain(spark)
            before = stems()
            result = spark.sql(Path(path).read_text())
            rows = action(result)
        except Exception as exc:  # noqa: BLE001 - recorded, the next file still runs
            raised = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}"
        drain(spark)
        with ACTIONS.open("a") as fh:
            fh.write(json.dumps({"file": path, "plans": sorted(stems() - before),
                                 "rows": None if rows is None else len(rows), "raised": raised}) + "\n")
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
