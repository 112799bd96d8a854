"""The driver of the albertochong/DATABRICKS-NOTEBOOKS runs: `spark-submit acdriver.py <notebook> [<notebook> ...]`
(our runner, outside the repository, as the primary resource), from the root of a scratch copy of the repository. It
runs each Databricks source notebook named, in order, in one session, as notebooks attached to one cluster run, cell
by cell under its own path and line numbers. Nothing in a notebook is edited.

Reused by path, unchanged: ../svabnave-databricks/svdriver.py (its `dbutils` stand-in, `displayHTML`, `%run` with
quoted targets) and through it ../yazuid4-databricks/gndriver.py (cells split at `# COMMAND ----------`, `%sql` cells
statement by statement through spark.sql and displayed, recorded as action `sql` at the statement's first code line;
`%python` cells; `%run <path>` runs the notebook it names in the same namespace; `%md`/`%fs`/`%scala` cells skipped),
../daheemattana-databricks/dmdriver.py (run_python: each line at its own number) and
../udemy-azure-databricks/nbdriver.py (Recorder, run_sql). What is ours, for the Academy's Spark Programming course:

- `dbutils.widgets.get("databricksUsername")`: the user name the course's Student-Environment asks for first
  (AC_USERNAME), before it falls back to the notebook context's tags, which no stand-in has;
  `dbutils.widgets.get` of any other name raises as Databricks does for a widget that does not exist.
- Databricks' Python notebook globals `sqlContext` (the session's SQLContext; Student-Environment's FILL_IN class
  builds an empty DataFrame with it) and `udf` (pyspark.sql.functions.udf: Solutions/2.5 UDFs calls `udf(...)` at
  line 50 and `@udf("string")` at line 92 before any import of it, as a Databricks notebook allows), in builtins, as
  ../syedhassaan-databricks/sydriver.py puts them.
"""
from __future__ import annotations

import builtins
import importlib.util
import logging
import os
import sys
from pathlib import Path

_SV = Path(__file__).resolve().parent.parent / "svabnave-databricks" / "svdriver.py"
_spec = importlib.util.spec_from_file_location("svdriver", _SV)
svdriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(svdriver)
gndriver = svdriver.gndriver
dmdriver = svdriver.dmdriver
nb = svdriver.nb


class _Widgets:
    def get(self, name):
        if name == "databricksUsername" and os.environ.get("AC_USERNAME"):
            return os.environ["AC_USERNAME"]
        raise ValueError(f"InputWidgetNotDefined: No input widget named {name} is defined")


class DBUtils(svdriver.DBUtils):
    def __init__(self, spark):
        super().__init__(spark)
        self.widgets = _Widgets()


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession, SQLContext
    from pyspark.sql import functions
    gndriver._resolve = svdriver._resolve
    gndriver.run_notebook = svdriver.run_notebook
    dmdriver.DBUtils = DBUtils
    nb.DBUtils = DBUtils
    builtins.displayHTML = lambda html, *a, **k: print(str(html)[:200])
    spark = SparkSession.builder.getOrCreate()
    builtins.sqlContext = SQLContext(spark.sparkContext, spark)
    builtins.udf = functions.udf
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    rec = nb.Recorder(spark, os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd())))
    for path in argv:
        svdriver.run_notebook(spark, rec, path)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
