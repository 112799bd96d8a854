"""The driver Python for `spark-submit <notebook>.py [<notebook> ...]` in the azurelib-academy/azure-databricks-pyspark-
examples runs (given as PYSPARK_DRIVER_PYTHON): a copy of ../udemy-azure-databricks/nbdriver.py, cut to what these
notebooks hold (Python cells and `%md` cells, no `%sql` cell, no download) and with the fix of
../daheemattana-databricks/dmdriver.py built in. It runs the Databricks source notebook spark-submit hands it, then
each further notebook named after it, in one session and one namespace per notebook, as notebooks attached to one
Databricks cluster run. Nothing in a notebook is edited.

- Cells are split at `# COMMAND ----------`; `# MAGIC` cells (all `%md` here) are skipped.
- Python cells are compiled under the notebook's own path with EVERY line at its own number in the file: the cell's
  lines are placed at their numbers, every other line blank (a `# Databricks notebook source` or `# DBTITLE` line
  blank too), so every call site (the action hook's, an event log's `collect at <file>:<line>`) names the notebook
  file and its real line. (nbdriver dropped a `# DBTITLE` line and moved the rest of the cell up by one; these
  notebooks have no DBTITLE line, and the placement here does not depend on it.)
- A cell that raises (a read of an undefined `file_path`, a syntax error) prints one line (also kept in the file
  AZ_CELL_LOG names) and the next cell runs.
- `dbutils` (the Databricks global): `help()`/`fs.help()` print a line; `fs.ls(path)` lists the path through Spark's
  Hadoop file system (the dbfs stand-in, standin/DbfsLocalFileSystem.java) and returns Databricks' FileInfo tuples.
- `spark`, `display` (a `show()`) come from ../sbe-practice/hooks/sitecustomize.py on PYTHONPATH; `sc` is put in
  each notebook's namespace with `spark` and `dbutils`, as Databricks does.
"""
from __future__ import annotations

import collections
import os
import re
import sys

PY_SPLIT = re.compile(r"^# COMMAND -+\s*$")
FileInfo = collections.namedtuple("FileInfo", "path name size modificationTime")


class _Fs:
    def __init__(self, spark):
        self.spark = spark

    def help(self, *args):
        print("dbutils.fs (stand-in): ls")

    def ls(self, path):
        jvm = self.spark._jvm
        jpath = jvm.org.apache.hadoop.fs.Path(path)
        fs = jpath.getFileSystem(self.spark._jsc.hadoopConfiguration())
        out = []
        for st in fs.listStatus(jpath):
            name = st.getPath().getName() + ("/" if st.isDirectory() else "")
            out.append(FileInfo(st.getPath().toString() + ("/" if st.isDirectory() else ""), name, st.getLen(),
                                st.getModificationTime()))
        return out


class DBUtils:
    def __init__(self, spark):
        self.fs = _Fs(spark)

    def help(self, *args):
        print("dbutils (stand-in): fs")


def run_python(rel: str, path: str, body: list[tuple[int, str]], ns: dict) -> None:
    """Compile and run one cell, each line at its own number in the notebook (lines not in `body` blank)."""
    first = body[0][0]
    lines = [""] * body[-1][0]
    for n, text in body:
        lines[n - 1] = text
    try:
        exec(compile("\n".join(lines), path, "exec"), ns)
    except Exception as exc:
        msg = str(exc).splitlines()[0][:200] if str(exc) else ""
        note(f"cell {rel}:{first} failed: {type(exc).__name__}: {msg}")


def note(line: str) -> None:
    """Print a line of the run's story and keep it in AZ_CELL_LOG (spark-submit's stdout is not kept)."""
    print("  " + line, flush=True)
    if os.environ.get("AZ_CELL_LOG"):
        with open(os.environ["AZ_CELL_LOG"], "a") as fh:
            fh.write(line + "\n")


def run_notebook(spark, root: str, path: str) -> None:
    rel = os.path.relpath(os.path.realpath(path), root)
    with open(path) as fh:
        lines = fh.read().split("\n")
    ns = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext, "dbutils": DBUtils(spark)}
    start = 0
    note(f"== notebook {rel}")
    for i in range(len(lines) + 1):
        if i < len(lines) and not PY_SPLIT.match(lines[i]):
            continue
        cell = [(start + 1 + k, t) for k, t in enumerate(lines[start:i])]
        start = i + 1
        body = [(n, "" if re.match(r"^# (Databricks notebook source|DBTITLE)", t) else t) for n, t in cell]
        code = [(n, t) for n, t in body if t.strip()]
        if not code or code[0][1].startswith("# MAGIC"):
            continue
        run_python(rel, path, body, ns)


def main(argv: list[str]) -> None:
    import logging
    from pyspark.sql import SparkSession
    spark = SparkSession.builder.getOrCreate()
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    root = os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd()))
    for path in argv:
        run_notebook(spark, root, path)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
