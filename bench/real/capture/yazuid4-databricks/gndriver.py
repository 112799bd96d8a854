"""The driver of the yazuid4/databricks-notebooks runs: `spark-submit gndriver.py <notebook> [<notebook> ...]` (our
runner, outside the repository, as the primary resource: spark-submit takes neither a `.sql` notebook nor an
`.ipynb` for one), from the root of a scratch copy of the repository. It runs each notebook named, in order, in one
session, as notebooks attached to one Databricks cluster run. Nothing in a notebook is edited.

Reused by path, unchanged: ../daheemattana-databricks/dmdriver.py (its `dbutils` stand-in: fs.ls/rm/mount/mounts,
secrets; its run_python, which compiles a Python cell with every line at its own number in the notebook) and through
it ../udemy-azure-databricks/nbdriver.py (its Recorder, its run_sql: a SQL cell statement by statement through
spark.sql, a statement with columns displayed with the stand-in display (a show()), recorded as action `sql` at the
statement's first code line; its CREATE OR REPLACE TABLE stand-in, recorded as `sql-standin`). What is ours:

- Databricks source notebooks (`.py`, `.sql`) are split into cells at `# COMMAND ----------` /
  `-- COMMAND ----------` as nbdriver does, and a `%run <path>` cell runs the notebook it names (relative to the
  notebook's folder, `.py`/`.sql` added) in the same namespace, as Databricks' %run does: every notebook here starts
  with `%run ./Includes/Copy-Datasets/`, which sets `dataset_bookstore` and the `dataset.bookstore` conf that the
  SQL's `${dataset.bookstore}` reads. `%md`/`%fs` cells are skipped.
- A Databricks-exported Jupyter notebook (`.ipynb`): each code cell by its first line: `%sql` cells statement by
  statement with nbdriver's run_sql, recorded at `<cell N>` (N 0-based among all cells) and the statement's line in
  the cell (`%sql` is line 1); `%python` cells compiled under `<root>/<cell N>` with their own lines (the magic line
  blank); `%fs`/`%md` skipped.
- GN_TABLES (`name=csv-folder,...`): tables of the author's workspace that no notebook here makes (`books`, made by
  the course's `Querying Files` notebook, which the repository does not hold), created before the first notebook runs
  as a managed table from the `;`-delimited csv folder with the course's five columns.
"""
from __future__ import annotations

import importlib.util
import json
import logging
import os
import re
import sys
from pathlib import Path

_DM = Path(__file__).resolve().parent.parent / "daheemattana-databricks" / "dmdriver.py"
_spec = importlib.util.spec_from_file_location("dmdriver", _DM)
dmdriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dmdriver)
nb = dmdriver.nbdriver

RUN = re.compile(r"^%run\s+(\S+)")


def _resolve(notebook: str, target: str) -> str:
    base = os.path.normpath(os.path.join(os.path.dirname(notebook), target.rstrip("/")))
    for ext in ("", ".py", ".sql", ".scala"):
        if os.path.isfile(base + ext):
            return base + ext
    raise FileNotFoundError(target)


def run_notebook(spark, rec, path: str, ns: dict | None = None) -> None:
    rel = os.path.relpath(os.path.realpath(path), rec.root)
    with open(path) as fh:
        lines = fh.read().split("\n")
    sql_nb = lines[0].startswith("-- Databricks notebook source")
    split, magic = (nb.SQL_SPLIT, "-- MAGIC") if sql_nb else (nb.PY_SPLIT, "# MAGIC")
    if ns is None:
        ns = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext, "dbutils": dmdriver.DBUtils(spark)}
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
            head = next(t for _, t in text if t.strip()).strip()
            rest = [(n, "" if t.strip() == head else t) for n, t in text]
            if head.startswith("%sql"):
                nb.run_sql(spark, rec, rel, rest)
            elif head.startswith("%python"):
                dmdriver.run_python(rel, path, rest, ns)
            elif RUN.match(head):
                try:
                    target = _resolve(path, RUN.match(head).group(1))
                except FileNotFoundError as exc:
                    print(f"  %run {rel}:{code[0][0]} failed: no notebook {exc}")
                    continue
                run_notebook(spark, rec, target, ns)
            continue
        if sql_nb:
            nb.run_sql(spark, rec, rel, body)
        else:
            dmdriver.run_python(rel, path, body, ns)


def run_ipynb(spark, rec, path: str) -> None:
    root = rec.root
    ns = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext, "dbutils": dmdriver.DBUtils(spark)}
    cells = json.loads(Path(path).read_text())["cells"]
    print(f"== notebook {os.path.relpath(os.path.realpath(path), root)}", flush=True)
    for index, cell in enumerate(cells):
        if cell.get("cell_type") != "code":
            continue
        src = cell.get("source", "")
        lines = ("".join(src) if isinstance(src, list) else src).split("\n")
        body = [(k + 1, t) for k, t in enumerate(lines)]
        code = [(n, t) for n, t in body if t.strip()]
        if not code:
            continue
        head = code[0][1].strip()
        name = f"<cell {index}>"
        if head.startswith("%"):
            rest = [(n, "" if n == code[0][0] else t) for n, t in body]
            if head.startswith("%sql"):
                nb.run_sql(spark, rec, name, rest)
            elif head.startswith("%python"):
                dmdriver.run_python(name, os.path.join(root, name), rest, ns)
            else:
                print(f"  {name} skipped: {head.split()[0]}")
            continue
        dmdriver.run_python(name, os.path.join(root, name), body, ns)


def make_tables(spark) -> None:
    for item in filter(None, os.environ.get("GN_TABLES", "").split(",")):
        name, folder = item.split("=", 1)
        (spark.read.schema("book_id string, title string, author string, category string, price double")
         .option("header", "true").option("delimiter", ";").csv(folder).write.saveAsTable(name))


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession
    nb.DBUtils = dmdriver.DBUtils
    spark = SparkSession.builder.getOrCreate()
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    rec = nb.Recorder(spark, os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd())))
    make_tables(spark)
    for path in argv:
        if path.endswith(".ipynb"):
            run_ipynb(spark, rec, path)
        else:
            run_notebook(spark, rec, path)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
