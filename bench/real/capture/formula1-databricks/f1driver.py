"""The driver of the sanjaysubair/Formula1-Pyspark-Project runs: `spark-submit f1driver.py <notebook> [<notebook> ...]`
(our runner, outside the repository, as the primary resource: spark-submit takes no `.sql` notebook), from the root of
a scratch copy of the repository. It runs each notebook named, in order, as notebooks attached to one cluster run:
each in a SparkSession of its own on one SparkContext (Databricks gives every notebook its own session: temp views
and the current database are the notebook's, global temp views and the catalog the cluster's), cell by cell under
its own path and line numbers. Nothing in a notebook is edited.

Reused by path, unchanged: ../david-lyle-databricks/nadriver.py (its `dbutils` stand-in and notebook loop pieces)
and through it ../svabnave-databricks/svdriver.py, ../yazuid4-databricks/gndriver.py,
../daheemattana-databricks/dmdriver.py (run_python: each line at its own number) and
../udemy-azure-databricks/nbdriver.py (Recorder, run_sql: `%sql` cells and SQL notebook cells statement by statement
through spark.sql, displayed, recorded as action `sql` at the statement's first code line). What is ours:

- The cell loop is nadriver's `_cells` but for two things these notebooks need:
  - a cell whose only code lines are `#` comments and one `# MAGIC %run "<path>"` line (the Includes copy of the
    circuits ingestion writes `# calling configuration notebook` above its `%run`) runs that `%run`, as the author's
    README says the notebook call does; nadriver's loop would take the cell for Python (comments only);
  - a `%run` target not found as spelled is looked up without regard to case (`%run "../includes/configuration"` in
    three Demo notebooks names the repository's `Includes/Configuration.py`; the course they were copied from spells
    the folder in lower case).
- F1_TABLES (`<before notebook>|<table>=<location>,...`): tables of the author's workspace that no notebook here
  creates (the course's `f1_processed` and `f1_presentation` databases, over the folders the ingestion and
  transformation notebooks write), created as external parquet tables just before that notebook runs.
- Stand-ins: `display` from ../sbe-practice/hooks/sitecustomize.py (a show()), `displayHTML` prints.
- F1_DRIVER_OUT: a file the driver's own lines (each failing cell or statement) are appended to.
"""
from __future__ import annotations

import builtins
import importlib.util
import logging
import os
import re
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

RUN_LINE = re.compile(r'^# MAGIC %run\s+(.*)$')


def _resolve(notebook: str, target: str) -> str:
    try:
        return svdriver._resolve(notebook, target)
    except FileNotFoundError:
        pass
    parts = os.path.abspath(os.path.join(os.path.dirname(notebook), target.strip('"').rstrip("/"))).split(os.sep)
    here = os.sep if parts[0] == "" else parts[0]
    for k, part in enumerate(parts[1:], 1):
        last = k == len(parts) - 1
        names = os.listdir(here) if os.path.isdir(here) else []
        wanted = [part.lower()] + ([part.lower() + ext for ext in (".py", ".sql", ".scala")] if last else [])
        hit = next((n for w in wanted for n in sorted(names) if n.lower() == w), None)
        if hit is None:
            raise FileNotFoundError(target)
        here = os.path.join(here, hit)
    if not os.path.isfile(here):
        raise FileNotFoundError(target)
    return here


def _cells(spark, rec, path: str, ns: dict) -> None:
    """nadriver._cells, with a commented `# MAGIC %run` cell run as `%run` and `_resolve` above."""
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
        if not sql_nb and not code[0][1].startswith(magic):
            runs = [(n, RUN_LINE.match(t)) for n, t in code if RUN_LINE.match(t)]
            if len(runs) == 1 and all(t.lstrip().startswith("#") for _, t in code):
                _run(spark, rec, path, rel, runs[0][0], runs[0][1].group(1).strip(), ns)
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
                _run(spark, rec, path, rel, head_n, after, ns)
            continue
        if sql_nb:
            nb.run_sql(spark, rec, rel, body)
        else:
            dmdriver.run_python(rel, path, body, ns)


def _run(spark, rec, path, rel, line, after, ns) -> None:
    try:
        target = _resolve(path, after)
    except FileNotFoundError as exc:
        print(f"  %run {rel}:{line} failed: no notebook {exc}")
        return
    print(f"  %run {rel}:{line} -> {os.path.relpath(os.path.realpath(target), rec.root)}")
    run_notebook(spark, rec, target, ns)


def run_notebook(spark, rec, path: str, ns: dict | None = None) -> None:
    if ns is None:
        ns = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext,
              "dbutils": nadriver.DBUtils(spark)}
    nadriver._PATH_STACK.append(path)
    nadriver._WIDGET_STACK.append(ns["dbutils"].widgets)
    try:
        _cells(spark, rec, path, ns)
    finally:
        nadriver._PATH_STACK.pop()
        nadriver._WIDGET_STACK.pop()


def _tables(spark, before: str) -> None:
    for item in filter(None, os.environ.get("F1_TABLES", "").split(",")):
        nb_name, spec = item.split("|", 1)
        if nb_name != before:
            continue
        name, location = spec.split("=", 1)
        spark.sql(f"CREATE DATABASE IF NOT EXISTS {name.split('.')[0]}")
        spark.sql(f"CREATE TABLE IF NOT EXISTS {name} USING parquet LOCATION '{location}'")
        print(f"  stand-in table {name} at {location}", flush=True)


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession
    out = os.environ.get("F1_DRIVER_OUT")
    if out:
        sys.stdout = open(out, "a", buffering=1)
    gndriver._resolve = _resolve
    gndriver.run_notebook = run_notebook
    nadriver.run_notebook = run_notebook
    dmdriver.DBUtils = nadriver.DBUtils
    nb.DBUtils = nadriver.DBUtils
    builtins.displayHTML = lambda html, *a, **k: print(str(html)[:200])
    spark = SparkSession.builder.getOrCreate()
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    rec = nb.Recorder(spark, os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd())))
    for path in argv:
        session = spark.newSession()           # a notebook's own session on the cluster's context
        nadriver._STATE.update(spark=session, rec=rec)
        _tables(session, path)
        run_notebook(session, rec, path)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
