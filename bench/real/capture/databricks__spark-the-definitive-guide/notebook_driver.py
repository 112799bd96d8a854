"""The driver Python for `spark-submit code/<chapter>.py` (given as PYSPARK_DRIVER_PYTHON, the setting
spark-submit offers for choosing the driver's interpreter, e.g. ipython): it runs the chapter file that
spark-submit hands it as a notebook would, cell by cell in one namespace holding `spark` and `sc` (as on
Databricks, where the book's notebooks ran), each cell compiled under the file's real path with its own
line numbers (notebook_runner.py), so that a call site Python reports names the chapter file and line.
A cell that fails (Python 2 `5L`, a missing JDBC driver) prints one line and the next runs. No action is
wrapped or repeated: the event log holds only what the chapter's own code ran.

    PYSPARK_DRIVER_PYTHON=<a script running: python notebook_driver.py "$@"> spark-submit ... code/X.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import notebook_runner as nr  # noqa: E402
from pyspark.sql import SparkSession  # noqa: E402


def main(argv: list[str]) -> None:
    path = argv[0]   # the chapter file as spark-submit gives it to the driver Python
    spark = SparkSession.builder.getOrCreate()   # the session spark-submit's --master/--conf describe
    runner = nr.Runner(spark, os.path.dirname(path) or ".", [])
    sys.argv = [path, *argv[1:]]
    runner.run_notebook(os.path.basename(path), {"spark": spark, "sc": spark.sparkContext,
                                                 "__name__": "__main__", "__file__": path})
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
