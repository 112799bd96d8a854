"""The driver Python for `spark-submit <notebook>.py [<notebook> ...]` in the DaheeMATTANA/Databricks-Notebooks runs
(PYSPARK_DRIVER_PYTHON): ../udemy-azure-databricks/nbdriver.py, by its path and unchanged (each notebook cell by cell
under its own path and line numbers, `%sql` cells statement by statement through spark.sql and displayed, each
statement recorded as action `sql` at its first code line, UD_SKIP_CELLS), with a larger `dbutils` stand-in for what
these notebooks call:

- `dbutils.fs.help()/ls()` as nbdriver's; `fs.rm(path, recurse=False)` deletes through Spark's Hadoop file system
  (the dbfs stand-in) and returns whether something was deleted; `fs.mounts()` lists the mounts made in the run;
  `fs.mount(source, mount_point, extra_configs)` records the mount and returns True (the mounted container's files are
  already at that DBFS path in the generated tree);
- `dbutils.secrets.get(scope, key)`: a fixed placeholder string (no secret exists here);
- Python cells keep every line where the notebook has it: nbdriver drops a cell's `# DBTITLE` line before compiling,
  which moves the lines after it up by one (its notebooks have none in Python cells; `Silver to Gold` and `10` do),
  so `run_python` here places each line at its own number (the title line blank) and compiles as nbdriver does;
- `DM_DATABASES` (comma-separated): databases created before the first notebook runs, as the author's workspace had
  them (`08` uses a `countries` database its own `CREATE DATABASE IF NOT EXISTS countires` misspells).
"""
from __future__ import annotations

import collections
import importlib.util
import os
import sys
from pathlib import Path

_NB = Path(__file__).resolve().parent.parent / "udemy-azure-databricks" / "nbdriver.py"
_spec = importlib.util.spec_from_file_location("nbdriver", _NB)
nbdriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(nbdriver)

MountInfo = collections.namedtuple("MountInfo", "mountPoint source encryptionType")
_MOUNTS = [MountInfo("/", "DatabricksRoot", "")]


class _Fs(nbdriver._Fs):
    def _fs(self, path):
        jpath = self.spark._jvm.org.apache.hadoop.fs.Path(path)
        return jpath, jpath.getFileSystem(self.spark._jsc.hadoopConfiguration())

    def rm(self, path, recurse=False):
        jpath, fs = self._fs(path)
        return bool(fs.exists(jpath) and fs.delete(jpath, bool(recurse)))

    def mounts(self):
        return list(_MOUNTS)

    def mount(self, source, mount_point, extra_configs=None):
        _MOUNTS.append(MountInfo(mount_point, source, ""))
        return True


class _Secrets:
    def get(self, scope, key):
        return "stand-in-secret"


class DBUtils(nbdriver.DBUtils):
    def __init__(self, spark):
        self.fs = _Fs(spark)
        self.secrets = _Secrets()


def run_python(rel, path, body, ns):
    """nbdriver.run_python, each line at its own number in the notebook (lines not in `body` blank)."""
    first = body[0][0]
    lines = [""] * body[-1][0]
    for n, text in body:
        lines[n - 1] = text
    try:
        exec(compile("\n".join(lines), path, "exec"), ns)
    except Exception as exc:
        print(f"  cell {rel}:{first} failed: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}")


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession
    nbdriver.DBUtils = DBUtils
    nbdriver.run_python = run_python
    spark = SparkSession.builder.getOrCreate()
    for name in filter(None, os.environ.get("DM_DATABASES", "").split(",")):
        spark.sql(f"CREATE DATABASE IF NOT EXISTS {name}")
    nbdriver.main(argv)


if __name__ == "__main__":
    main(sys.argv[1:])
