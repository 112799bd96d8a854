"""The driver Python for `spark-submit <notebook>.py` in the syedhassaanahmed/databricks-notebooks runs
(PYSPARK_DRIVER_PYTHON): ../daheemattana-databricks/dmdriver.py, by its path and unchanged (itself
../udemy-azure-databricks/nbdriver.py with a larger `dbutils`: the notebook cell by cell under its own path, every
line at its own number, `%sql` cells statement by statement through spark.sql and displayed, each statement recorded
as action `sql` at its first code line; `%md`/`%sh`/`%fs` cells skipped; a failing cell prints one line), with what
else these notebooks take from a Databricks cluster:

- the Python notebook globals Databricks defines besides `spark`, `sc`, `display` and `dbutils`: `sqlContext` (the
  session's SQLContext), `udf` (pyspark.sql.functions.udf), `sql` and `table`, put in builtins;
- `dbutils.fs.put(path, contents, overwrite=False)`, written through Spark's Hadoop file system (the dbfs stand-in);
- the Cosmos DB and Event Hubs connectors' batch formats, as Python data sources (standin/sy_datasources.py).

`/dbfs/...` (Databricks' local view of DBFS, opened with Python's `open` and `pathlib`) is a link capture.py makes to
the run's dbfs folder; GraphFrames is standin/graphframes on PYTHONPATH.
"""
from __future__ import annotations

import builtins
import importlib.util
import sys
from pathlib import Path

_DM = Path(__file__).resolve().parent.parent / "daheemattana-databricks" / "dmdriver.py"
_spec = importlib.util.spec_from_file_location("dmdriver", _DM)
dmdriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dmdriver)
nbdriver = dmdriver.nbdriver


class _Fs(dmdriver._Fs):
    def put(self, path, contents, overwrite=False):
        jpath, fs = self._fs(path)
        out = fs.create(jpath, bool(overwrite))
        out.write(bytearray(contents.encode("utf-8")))
        out.close()
        return True


class DBUtils(dmdriver.DBUtils):
    def __init__(self, spark):
        super().__init__(spark)
        self.fs = _Fs(spark)


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession, SQLContext
    from pyspark.sql import functions

    import sy_datasources

    spark = SparkSession.builder.getOrCreate()
    sy_datasources.register(spark)
    builtins.sqlContext = SQLContext(spark.sparkContext, spark)
    builtins.udf = functions.udf
    builtins.sql = spark.sql
    builtins.table = spark.table
    nbdriver.DBUtils = DBUtils
    nbdriver.run_python = dmdriver.run_python
    nbdriver.main(argv)


if __name__ == "__main__":
    main(sys.argv[1:])
