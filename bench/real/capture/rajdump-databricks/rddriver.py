"""The driver Python for `spark-submit <notebook>.py [<notebook> ...]` in the rajdump/pyspark-on-azure-databricks-academy
runs (PYSPARK_DRIVER_PYTHON): ../udemy-azure-databricks/nbdriver.py, by its path and unchanged (each notebook cell by
cell under its own path, `%sql` cells statement by statement through spark.sql and displayed, each statement recorded
as action `sql` at its first code line, UD_SKIP_CELLS), with:

- Python cells keeping every line where the notebook has it. nbdriver drops a cell's `# DBTITLE` line before
  compiling, which moves the lines after it up by one (these notebooks have many titled Python cells), so
  `run_python` here places each line at its own number (lines not in the cell blank), as
  ../daheemattana-databricks/dmdriver.py does;
- a `dbutils` stand-in for what these notebooks call: `fs.help()/ls()` as nbdriver's, `fs.mkdirs(path)`,
  `fs.put(path, contents, overwrite=False)`, `fs.head(path, max_bytes=65536)`, `fs.rm(path, recurse=False)`,
  `fs.cp(src, dst, recurse=False)` through Spark's Hadoop file system (`/Volumes/...` is a local path here: the
  capture links /Volumes to its scratch folder), `secrets.get` a placeholder, `notebook.entry_point` absent;
- `RD_SCHEMAS` (comma-separated): schemas created in the session catalog before the first notebook (`landing`,
  `processed`), what `CREATE SCHEMA IF NOT EXISTS rideshare_dev.processed` of Module 5 makes; the catalog
  `rideshare_dev` itself is standin/UnityCatalogStandIn.java;
- `RD_DRIVER_LOG`: a file the notebooks' printed output (and nbdriver's one line per failed cell) goes to.
"""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

_NB = Path(__file__).resolve().parent.parent / "udemy-azure-databricks" / "nbdriver.py"
_spec = importlib.util.spec_from_file_location("nbdriver", _NB)
nbdriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(nbdriver)


class _Fs(nbdriver._Fs):
    def _fs(self, path):
        jpath = self.spark._jvm.org.apache.hadoop.fs.Path(path)
        return jpath, jpath.getFileSystem(self.spark._jsc.hadoopConfiguration())

    def mkdirs(self, path):
        jpath, fs = self._fs(path)
        return bool(fs.mkdirs(jpath))

    def put(self, path, contents, overwrite=False):
        jpath, fs = self._fs(path)
        out = fs.create(jpath, bool(overwrite))
        out.write(bytearray(contents.encode("utf-8")))
        out.close()
        print(f"Wrote {len(contents.encode('utf-8'))} bytes.")
        return True

    def head(self, path, max_bytes=65536):
        jpath, fs = self._fs(path)
        with open(fs.pathToFile(jpath).getPath() if hasattr(fs, "pathToFile") else path, "rb") as fh:
            return fh.read(max_bytes).decode("utf-8", "replace")

    def rm(self, path, recurse=False):
        jpath, fs = self._fs(path)
        return bool(fs.exists(jpath) and fs.delete(jpath, bool(recurse)))

    def cp(self, src, dst, recurse=False):
        jvm = self.spark._jvm
        s, sfs = self._fs(src)
        d, dfs = self._fs(dst)
        return bool(jvm.org.apache.hadoop.fs.FileUtil.copy(sfs, s, dfs, d, False, True,
                                                           self.spark._jsc.hadoopConfiguration()))


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
    if os.environ.get("RD_DRIVER_LOG"):          # the notebooks' printed output and nbdriver's failure lines
        sys.stdout = open(os.environ["RD_DRIVER_LOG"], "a", buffering=1)
    nbdriver.DBUtils = DBUtils
    nbdriver.run_python = run_python
    spark = SparkSession.builder.getOrCreate()
    for name in filter(None, os.environ.get("RD_SCHEMAS", "").split(",")):
        spark.sql(f"CREATE DATABASE IF NOT EXISTS {name}")
    nbdriver.main(argv)


if __name__ == "__main__":
    main(sys.argv[1:])
