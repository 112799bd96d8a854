"""The driver Python for `spark-submit <notebook>.py [<notebook> ...]` (given as PYSPARK_DRIVER_PYTHON, spark-submit's
setting for the driver's interpreter, as ../databricks__spark-the-definitive-guide/notebook_driver.py does): runs the
Databricks source notebook spark-submit hands it, then each further notebook named after it, in one session and one
namespace per notebook, as notebooks attached to one Databricks cluster run. Nothing in a notebook is edited.

- Cells are split at `# COMMAND ----------` (Python notebooks) or `-- COMMAND ----------` (SQL notebooks).
- Python cells (and `-- MAGIC %python` cells of a SQL notebook, their `-- MAGIC ` prefix read off as Databricks
  does) are compiled under the notebook's own path with its own line numbers, so every call site names the
  notebook file and line; a cell that raises prints one line and the next cell runs.
- SQL cells (and `# MAGIC %sql` cells of a Python notebook) run statement by statement (a statement ends at a line
  ending in `;`, or at the cell's end) through `spark.sql`; a statement whose result has columns is displayed as a
  SQL cell's result is, with the stand-in `display` (builtins, ../sbe-practice/hooks/sitecustomize.py: a `show()`).
  Each statement is recorded in the action hook's file (ETL_CAPTURE_ACTIONS, the format of
  ../etl-projects/hooks/sitecustomize.py) as action `sql` at the notebook file and the statement's first code line,
  with the plans the listener wrote while it ran. `%md` cells are skipped.
- UD_SKIP_CELLS (`<notebook path>:<line>,...`): cells holding that line are not run (the clean-up cells at the end of
  sparksql-introduction/02 and 03, which drop the tables 04 and 05 read).

Stand-ins for what this machine lacks (the notebooks unchanged):
- `dbutils`: `help()`/`fs.help()` print a line; `fs.ls(path)` lists the path through Spark's Hadoop file system
  (the abfss stand-in) and returns Databricks' FileInfo tuples.
- The course's one download, `pandas.read_csv("https://retailpricing.blob.core.windows.net/...csv")`: urlopen for that
  host answers from the generated file UD_URL_ROOT/<path> (no network here).
- `CREATE OR REPLACE TABLE t AS SELECT ...` (Delta on Databricks; REPLACE TABLE AS SELECT needs a v2 catalog here):
  when it fails, `CREATE TABLE t AS SELECT ...` with the statement's own SELECT makes the table later notebooks
  read, recorded as action `sql-standin` (never a case).
"""
from __future__ import annotations

import collections
import email.message
import json
import os
import re
import sys
import time
import urllib.parse
import urllib.request
import urllib.response

PY_SPLIT = re.compile(r"^# COMMAND -+\s*$")
SQL_SPLIT = re.compile(r"^-- COMMAND -+\s*$")
FileInfo = collections.namedtuple("FileInfo", "path name size modificationTime")
URL_HOST = "retailpricing.blob.core.windows.net"


def _stand_in_urlopen():
    orig = urllib.request.urlopen
    root = os.environ.get("UD_URL_ROOT", "")

    def urlopen(url, *args, **kwargs):
        full = url.full_url if isinstance(url, urllib.request.Request) else str(url)
        parts = urllib.parse.urlsplit(full)
        if parts.hostname == URL_HOST and root:
            fh = open(os.path.join(root, parts.path.lstrip("/")), "rb")
            return urllib.response.addinfourl(fh, email.message.Message(), full, 200)
        return orig(url, *args, **kwargs)

    urllib.request.urlopen = urlopen


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


class Recorder:
    """Records `sql` actions in the action hook's format."""

    def __init__(self, spark, root: str):
        self.spark = spark
        self.root = root
        self.out = os.environ.get("ETL_CAPTURE_ACTIONS")
        self.plans = os.environ.get("ETL_CAPTURE_PLANS", "")

    def stems(self):
        if not os.path.isdir(self.plans):
            return set()
        return {f[:-len(".formatted.txt")] for f in os.listdir(self.plans) if f.endswith(".formatted.txt")}

    def run(self, rel: str, line: int, action: str, fn):
        before = self.stems()
        raised = None
        try:
            return fn()
        except BaseException as exc:
            raised = type(exc).__name__
            raise
        finally:
            try:
                self.spark.sparkContext._jsc.sc().listenerBus().waitUntilEmpty()
            except Exception:
                time.sleep(1.0)
            if self.out:
                with open(self.out, "a") as fh:
                    fh.write(json.dumps({"file": rel, "line": line, "action": action,
                                         "plans": sorted(self.stems() - before), "raised": raised}) + "\n")


def _statements(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """(first code line, text) of each statement of a SQL cell."""
    out, current = [], []
    for n, text in lines:
        current.append((n, text))
        if text.rstrip().endswith(";"):
            out.append(current)
            current = []
    if current:
        out.append(current)
    result = []
    for stmt in out:
        code = [n for n, t in stmt if t.strip() and not t.strip().startswith("--")]
        if code:
            result.append((code[0], "\n".join(t for _, t in stmt).strip().rstrip(";")))
    return result


CORT = re.compile(r"^\s*create\s+or\s+replace\s+table\s+(\S+)\s+as\s+(.*)$", re.I | re.S)


def run_notebook(spark, rec: Recorder, path: str, skip: set[int]) -> None:
    rel = os.path.relpath(os.path.realpath(path), rec.root)
    with open(path) as fh:
        lines = fh.read().split("\n")
    sql_nb = lines[0].startswith("-- Databricks notebook source")
    split, magic = (SQL_SPLIT, "-- MAGIC") if sql_nb else (PY_SPLIT, "# MAGIC")
    ns = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext, "dbutils": DBUtils(spark)}
    start = 0
    print(f"== notebook {rel}", flush=True)
    for i in range(len(lines) + 1):
        if i < len(lines) and not split.match(lines[i]):
            continue
        cell = [(start + 1 + k, t) for k, t in enumerate(lines[start:i])]
        start = i + 1
        body = [(n, t) for n, t in cell if not re.match(r"^(# |-- )(Databricks notebook source|DBTITLE)", t)]
        code = [(n, t) for n, t in body if t.strip()]
        if not code or any(n in skip for n, _ in cell):
            if code:
                print(f"  cell {rel}:{code[0][0]} not run (UD_SKIP_CELLS)")
            continue
        if code[0][1].startswith(magic):
            text = [(n, re.sub(r"^" + re.escape(magic) + r" ?", "", t) if t.startswith(magic) else t) for n, t in body]
            head = next(t for _, t in text if t.strip()).strip()
            rest = [(n, "" if t.strip() == head else t) for n, t in text]
            if head.startswith("%sql"):
                run_sql(spark, rec, rel, rest)
            elif head.startswith("%python"):
                run_python(rel, path, rest, ns)
            continue
        if sql_nb:
            run_sql(spark, rec, rel, body)
        else:
            run_python(rel, path, body, ns)


def run_python(rel, path, body, ns):
    first = body[0][0]
    source = "\n" * (first - 1) + "\n".join(t for _, t in body)
    try:
        exec(compile(source, path, "exec"), ns)
    except Exception as exc:
        print(f"  cell {rel}:{first} failed: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}")


def run_sql(spark, rec, rel, body):
    import builtins
    for line, sql in _statements(body):
        def go(sql=sql):
            df = spark.sql(sql)
            if df.columns:
                builtins.display(df)
        try:
            rec.run(rel, line, "sql", go)
        except Exception as exc:
            print(f"  sql {rel}:{line} failed: {type(exc).__name__}: {str(exc).splitlines()[0][:200]}")
            m = CORT.match(sql)
            if m:
                name, select = m.groups()
                try:
                    rec.run(rel, line, "sql-standin", lambda: spark.sql(f"CREATE TABLE {name} AS {select}"))
                    print(f"  sql {rel}:{line}: stand-in CREATE TABLE {name} AS <its SELECT>")
                except Exception as exc2:
                    print(f"  stand-in failed: {exc2}")


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession
    import logging
    spark = SparkSession.builder.getOrCreate()
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    _stand_in_urlopen()
    root = os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd()))
    rec = Recorder(spark, root)
    skips: dict[str, set[int]] = {}
    for item in filter(None, os.environ.get("UD_SKIP_CELLS", "").split(",")):
        nb, line = item.rsplit(":", 1)
        skips.setdefault(nb, set()).add(int(line))
    for path in argv:
        rel = os.path.relpath(os.path.realpath(path), root)
        run_notebook(spark, rec, path, skips.get(rel, set()))
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
