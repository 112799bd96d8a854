"""The driver of the NubeEra-DataEngineering/Databricks-notebooks runs: `spark-submit nudriver.py <notebook>
[<notebook> ...]` (our runner, outside the repository, as the primary resource: spark-submit takes neither a `.sql`
notebook nor an `.ipynb`), from the root of a scratch copy of the repository. It runs each notebook named, in order,
in one session, as notebooks attached to one cluster run. Nothing in a notebook is edited.

Reused by path, unchanged: ../david-lyle-databricks/nadriver.py (its cell loop for Databricks source notebooks: cells
split at `COMMAND ----------`, `%sql` cells statement by statement through spark.sql and displayed, recorded as
action `sql` at the statement's first code line, a one-line `%sql <statement>` cell included; `%python` cells of a
SQL notebook compiled under the notebook's path with every line at its own number; `%md`/`%fs`/`%sh`/`%scala`/`%r`
cells skipped; its `dbutils` with `fs.cp`, widgets and notebook.run) and through it ../svabnave-databricks/svdriver.py,
../yazuid4-databricks/gndriver.py (run_ipynb: a Databricks-exported `.ipynb` cell by cell, each code cell compiled
under `<root>/<cell N>`, N 0-based among all cells, with its own lines), ../daheemattana-databricks/dmdriver.py and
../udemy-azure-databricks/nbdriver.py. What is ours, for what these notebooks call:

- `dbutils.fs.put(path, contents, overwrite)` (the walkthrough writes its pipe-delimited csv so) and
  `dbutils.fs.mv(src, dst)` (the Volumes quickstart; a folder `dst` ending in `/` receives the file under its own
  name), through Spark's Hadoop file systems (the `dbfs:` stand-in).
- The names a Databricks Python notebook has without importing them, in builtins: `sql` (spark.sql), `table`
  (spark.table), `udf` (pyspark.sql.functions.udf), `sqlContext` (the session's SQLContext); `spark`, `sc`,
  `dbutils` in each notebook's namespace; `display` from ../sbe-practice/hooks/sitecustomize.py (a show()).
- NU_DRIVER_OUT: a file the driver's own lines (each failing cell or statement) are appended to.
"""
from __future__ import annotations

import builtins
import importlib.util
import logging
import os
import sys
from pathlib import Path

_NA = Path(__file__).resolve().parent.parent / "david-lyle-databricks" / "nadriver.py"
_spec = importlib.util.spec_from_file_location("nadriver", _NA)
nadriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(nadriver)
svdriver = nadriver.svdriver
gndriver = nadriver.gndriver
dmdriver = nadriver.dmdriver
nb = nadriver.nb


class _Fs(nadriver._Fs):
    def put(self, path, contents, overwrite=False):
        jpath, fs = self._fs(path)
        stream = fs.create(jpath, bool(overwrite))
        try:
            stream.write(bytearray(contents.encode("utf-8")))
        finally:
            stream.close()
        return True

    def mv(self, src, dst, recurse=False):
        s, fs = self._fs(src)
        d, dfs = self._fs(dst)
        if dst.endswith("/") or (dfs.exists(d) and dfs.getFileStatus(d).isDirectory()):
            d = self.spark._jvm.org.apache.hadoop.fs.Path(d, s.getName())
        return bool(fs.rename(s, d))


class DBUtils(nadriver.DBUtils):
    def __init__(self, spark, widgets=None):
        super().__init__(spark, widgets)
        self.fs = _Fs(spark)


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession, SQLContext
    from pyspark.sql import functions
    out = os.environ.get("NU_DRIVER_OUT")
    if out:
        sys.stdout = open(out, "a", buffering=1)
    gndriver._resolve = svdriver._resolve
    gndriver.run_notebook = nadriver.run_notebook
    nadriver.DBUtils = DBUtils
    dmdriver.DBUtils = DBUtils
    nb.DBUtils = DBUtils
    builtins.displayHTML = lambda html, *a, **k: print(str(html)[:200])
    builtins.getArgument = nadriver._get_argument
    spark = SparkSession.builder.getOrCreate()
    builtins.sql = spark.sql
    builtins.table = spark.table
    builtins.udf = functions.udf
    builtins.sqlContext = SQLContext(spark.sparkContext, spark)
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    rec = nb.Recorder(spark, os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd())))
    nadriver._STATE.update(spark=spark, rec=rec)
    for path in argv:
        if path.endswith(".ipynb"):
            gndriver.run_ipynb(spark, rec, path)
        else:
            nadriver.run_notebook(spark, rec, path)
    for query in spark.streams.active:
        query.stop()
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
