"""Our driver, one spark-submit per solution (capture.py starts it from a scratch copy of the repository's root):

    spark-submit run_solution.py refinancesubmissions.py

The StrataScratch platform runs a solution as top-level code with its tables already defined as DataFrames
(`df = airbnb_search_details`). This driver stands in for the platform: it reads each table the solution names from
the generated Parquet file of the same name (make_data.py; SS_DATA names the folder), then runs the solution file,
unchanged, with runpy.run_path(init_globals={table: DataFrame, ...}), so every line of the file is its own. The
solution's own SparkSession.builder...getOrCreate() returns this driver's session. The etl family's action hook
(sitecustomize.py on PYTHONPATH) records each action's line in the solution and the plans it ran.
"""
from __future__ import annotations

import os
import re
import runpy
import sys
from pathlib import Path

import pyspark.sql.functions as F
from pyspark.sql import SparkSession

DATA = Path(os.environ["SS_DATA"])
ALIASES = ("countDistinct", "sumDistinct", "approxCountDistinct", "bitwiseNOT", "shiftLeft", "shiftRight",
           "shiftRightUnsigned", "toDegrees", "toRadians")


def main(solution: str) -> None:
    spark = SparkSession.builder.getOrCreate()
    text = Path(solution).read_text()
    tables = {p.stem: spark.read.parquet(str(p)) for p in sorted(DATA.glob("*.parquet"))
              if re.search(rf"\b{re.escape(p.stem)}\b", text)}
    if re.search(r"^from pyspark\.sql\.functions import \*", text, re.M):
        for name in ALIASES:
            if re.search(rf"\b{name}\b", text):
                tables[name] = getattr(F, name)
    try:
        runpy.run_path(solution, init_globals=tables, run_name="__main__")
    finally:
        spark.stop()


if __name__ == "__main__":
    main(sys.argv[1])
