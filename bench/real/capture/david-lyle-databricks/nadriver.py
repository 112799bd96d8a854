"""The driver of the david-lyle/databricks-notebooks runs: `spark-submit nadriver.py <notebook> [<notebook> ...]` (our
runner, outside the repository, as the primary resource), from the root of a scratch copy of the repository. It runs
each Databricks source notebook named, in order, in one session, as notebooks attached to one cluster run, cell by
cell under its own path and line numbers. Nothing in a notebook is edited.

Reused by path, unchanged: ../svabnave-databricks/svdriver.py (its `dbutils` stand-in: fs.ls/rm/head/mkdirs/mount,
secrets; `%run` targets) and through it ../yazuid4-databricks/gndriver.py (whose cell loop `_cells` follows: cells
split at `# COMMAND ----------`, `%sql` cells statement by statement through spark.sql and displayed, recorded as
action `sql` at the statement's first code line; `%python` cells; `%md`/`%fs`/`%scala` cells skipped; here a
one-line `%sql <statement>` cell runs its statement, which gndriver's loop drops),
../daheemattana-databricks/dmdriver.py (run_python: each line at its own number) and
../udemy-azure-databricks/nbdriver.py (Recorder, run_sql). What is ours, for what these notebooks call:

- `dbutils.widgets` (text/dropdown/combobox/multiselect, get, getAll, remove, removeAll) and Databricks' Python
  global `getArgument(name[, default])`: each notebook run has its own widgets. A widget takes the value a user typed
  into it (NA_WIDGETS, a JSON object name -> value, for the notebooks named on the command line: the usage
  dashboard's date range, sku prices, commit, time unit, tag key and usage measure, the flight-school team name),
  else its default, as on Databricks.
- `dbutils.notebook.run(path, timeout, arguments)`: runs the notebook `path` (from the calling notebook's folder,
  `.py` added) cell by cell in a namespace of its own, its widgets set to `arguments`, and returns the string its
  `dbutils.notebook.exit(value)` gave (exit ends that notebook, as on Databricks). The flight-school notebooks run
  their setup notebook this way.
- `dbutils.fs.cp(src, dst)`: copies through Spark's Hadoop file systems; `file:/databricks/driver/...` (a Databricks
  driver's working directory, where the setup notebook's `wget -P <team>/` puts its downloads) is the driver's
  working directory here, the scratch copy's root.
- `displayHTML` prints; `sc` is the SparkContext (gndriver puts it in each namespace).
- NA_DRIVER_OUT: a file the driver's own lines (each failing cell or statement, each notebook run) are appended to.

The setup notebook's downloads (`wget` of two Dropbox csv files through subprocess) are answered by our `bin/wget`
(on PATH for the run only), which copies the generated file of the same name from NA_URL_ROOT: no network here.
"""
from __future__ import annotations

import builtins
import importlib.util
import json
import logging
import os
import re
import sys
from pathlib import Path

_SV = Path(__file__).resolve().parent.parent / "svabnave-databricks" / "svdriver.py"
_spec = importlib.util.spec_from_file_location("svdriver", _SV)
svdriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(svdriver)
gndriver = svdriver.gndriver
dmdriver = svdriver.dmdriver
nb = svdriver.nb

USER_VALUES: dict[str, str] = json.loads(os.environ.get("NA_WIDGETS", "{}"))
_WIDGET_STACK: list["_Widgets"] = []     # the running notebook's widgets last
_PATH_STACK: list[str] = []              # the running notebook's path last
_STATE = {"spark": None, "rec": None}


class NotebookExit(BaseException):
    """dbutils.notebook.exit(value): ends the notebook (not an Exception, so no cell handler swallows it)."""

    def __init__(self, value):
        super().__init__(value)
        self.value = value


class _Widgets:
    def __init__(self, given: dict[str, str] | None = None):
        self.given = dict(given or {})     # a value a user typed, or an argument of dbutils.notebook.run
        self.values: dict[str, str] = {}

    def _define(self, name, defaultValue="", *args, **kwargs):
        self.values[name] = str(self.given.get(name, defaultValue))

    text = dropdown = combobox = multiselect = _define

    def get(self, name):
        if name not in self.values:
            if name in self.given:
                return str(self.given[name])
            raise ValueError(f"InputWidgetNotDefined: No input widget named {name} is defined")
        return self.values[name]

    def getAll(self):
        return dict(self.values)

    def remove(self, name):
        self.values.pop(name, None)

    def removeAll(self):
        self.values.clear()


class _Notebook:
    def run(self, path, timeout_seconds=0, arguments=None):
        caller = _PATH_STACK[-1]
        target = os.path.normpath(os.path.join(os.path.dirname(caller), path))
        if not target.endswith((".py", ".sql", ".scala")):
            target += ".py"
        spark, rec = _STATE["spark"], _STATE["rec"]
        dbutils = DBUtils(spark, _Widgets({k: str(v) for k, v in (arguments or {}).items()}))
        ns = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext, "dbutils": dbutils}
        print(f"  dbutils.notebook.run {target} {arguments}", flush=True)
        try:
            run_notebook(spark, rec, target, ns)
        except NotebookExit as done:
            return "" if done.value is None else str(done.value)
        return ""

    def exit(self, value):
        raise NotebookExit(value)


class _Fs(svdriver._Fs):
    def cp(self, src, dst, recurse=False):
        if src.startswith("file:/databricks/driver/"):
            src = "file:" + os.path.join(os.getcwd(), src[len("file:/databricks/driver/"):])
        jvm = self.spark._jvm
        conf = self.spark._jsc.hadoopConfiguration()
        s, d = jvm.org.apache.hadoop.fs.Path(src), jvm.org.apache.hadoop.fs.Path(dst)
        return bool(jvm.org.apache.hadoop.fs.FileUtil.copy(s.getFileSystem(conf), s, d.getFileSystem(conf), d,
                                                            False, conf))


class DBUtils(svdriver.DBUtils):
    def __init__(self, spark, widgets: _Widgets | None = None):
        super().__init__(spark)
        self.fs = _Fs(spark)
        self.widgets = widgets if widgets is not None else _Widgets(USER_VALUES)
        self.notebook = _Notebook()


def _get_argument(name, default=None):
    try:
        return _WIDGET_STACK[-1].get(name)
    except ValueError:
        if default is not None:
            return default
        raise


def _cells(spark, rec, path: str, ns: dict) -> None:
    """gndriver.run_notebook's cell loop, but for a one-line magic cell: `%sql <statement>` (Shipt Mini Enablement
    writes its queries so) runs the statement after `%sql`, as Databricks does; gndriver blanks the whole line."""
    rel = os.path.relpath(os.path.realpath(path), rec.root)
    with open(path) as fh:
        lines = fh.read().split("\n")
    sql_nb = lines[0].startswith("-- Databricks notebook source")
    split, magic = (nb.SQL_SPLIT, "-- MAGIC") if sql_nb else (nb.PY_SPLIT, "# MAGIC")
    start = 0
    print(f"== notebook {rel}", flush=True)
    for i in range(len(lines) + 1):
        if i < len(lines) and not split.match(lines[i]):
            continue
        cell = [(start + 1 + k, t) for k, t in enumerate(lines[start:i])]
        start = i + 1
        body = [(n, t) for n, t in cell if not re.match(r"^(# |-- )(Databricks notebook source|DBTITLE)", t)]
        code = [(n, t) for n, t in body if t.strip()]
        if not code:
            continue
        if code[0][1].startswith(magic):
            text = [(n, re.sub(r"^" + re.escape(magic) + r" ?", "", t) if t.startswith(magic) else t) for n, t in body]
            head_n, head = next((n, t) for n, t in text if t.strip())
            word = head.strip().split()[0]
            after = head.strip()[len(word):].strip()
            rest = [(n, (after if word == "%sql" else "") if n == head_n else t) for n, t in text]
            if word == "%sql":
                nb.run_sql(spark, rec, rel, rest)
            elif word == "%python":
                dmdriver.run_python(rel, path, rest, ns)
            elif word == "%run":
                try:
                    target = svdriver._resolve(path, after)
                except FileNotFoundError as exc:
                    print(f"  %run {rel}:{code[0][0]} failed: no notebook {exc}")
                    continue
                run_notebook(spark, rec, target, ns)
            continue
        if sql_nb:
            nb.run_sql(spark, rec, rel, body)
        else:
            dmdriver.run_python(rel, path, body, ns)


def run_notebook(spark, rec, path: str, ns: dict | None = None) -> None:
    if ns is None:
        ns = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext, "dbutils": DBUtils(spark)}
    _PATH_STACK.append(path)
    _WIDGET_STACK.append(ns["dbutils"].widgets)
    try:
        _cells(spark, rec, path, ns)
    finally:
        _PATH_STACK.pop()
        _WIDGET_STACK.pop()


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession
    out = os.environ.get("NA_DRIVER_OUT")
    if out:
        sys.stdout = open(out, "a", buffering=1)
    gndriver._resolve = svdriver._resolve
    gndriver.run_notebook = run_notebook
    dmdriver.DBUtils = DBUtils
    nb.DBUtils = DBUtils
    builtins.displayHTML = lambda html, *a, **k: print(str(html)[:200])
    builtins.getArgument = _get_argument
    spark = SparkSession.builder.getOrCreate()
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    rec = nb.Recorder(spark, os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd())))
    _STATE.update(spark=spark, rec=rec)
    for path in argv:
        run_notebook(spark, rec, path)
    for query in spark.streams.active:
        query.stop()
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
