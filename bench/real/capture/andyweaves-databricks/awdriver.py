"""The driver of the andyweaves/databricks-notebooks runs: `spark-submit awdriver.py <notebook> [<notebook> ...]` (our
runner, outside the repository, as the primary resource: spark-submit takes no `.sql` notebook), from the root of a
scratch copy of the repository. It runs each notebook named, in order, in one session, as notebooks attached to one
Databricks cluster run. Nothing in a notebook is edited.

Reused by path, unchanged: ../yazuid4-databricks/gndriver.py's run_notebook (cells split at `COMMAND ----------`,
`%run <path>` running that notebook in the same namespace, `%sql`/`%python` magic cells, `%md`/`%pip`/`%sh` cells
skipped) and through it ../daheemattana-databricks/dmdriver.py (run_python: a Python cell compiled under the
notebook's path with every line at its own number; its dbutils stand-in: fs, secrets) and
../udemy-azure-databricks/nbdriver.py (run_sql: a SQL cell statement by statement through spark.sql, a statement
with columns displayed with the stand-in display, a show(), recorded as action `sql` at its first code line; its
Recorder). What is ours:

- `dbutils.widgets` (text/dropdown/multiselect/combobox, get, getAll): a widget keeps the value it was first given
  (its default), as a notebook's widgets do until a user changes them; one set of widgets for the whole run.
- Databricks' binding of widgets to SQL: a statement holding named parameter markers (`:catalog`) runs with the
  widgets' values as its named arguments (`spark.sql(text, args={...})`), as a Databricks SQL cell or dashboard
  binds them; Databricks SQL's `CREATE WIDGET TEXT name DEFAULT 'v'` (which open-source Spark does not parse) defines
  the widget and returns no result.
- `CREATE OR REPLACE TABLE t (<columns>)` (a Delta table on Databricks; REPLACE TABLE needs a v2 catalog here): when it
  fails, `DROP TABLE IF EXISTS t` and `CREATE TABLE t (<columns>)` make the empty table the notebook then inserts into.
- The names a Databricks Python notebook has without importing them: `spark`, `sc`, `dbutils`, `sql` (spark.sql,
  with the widget binding above), `table` (spark.table), `udf` (pyspark.sql.functions.udf); `display` comes from
  ../sbe-practice/hooks/sitecustomize.py (a show()).
- `%run <path>` whose path does not exist from the notebook's folder: `format_preserving_encryption.py` sits one
  folder deeper than the layout its `%run ../../common/privacy_functions` was written for (it reaches
  `notebooks/common/`, which does not exist; `notebooks/privacy/identifying_and_tagging_pii.py` reaches the
  repository's `common/privacy_functions.py` with the same line). The notebook named is then taken from the
  repository root with the leading `../` parts dropped (`common/privacy_functions.py`), and the driver says so.
- Before the first notebook: make_data.create_tables(spark) (the system and Security Analysis Tool tables the
  notebooks read, generated).

AW_DRIVER_OUT: a file the driver's own lines (each failing cell or statement, each stand-in used) are appended to.
"""
from __future__ import annotations

import importlib.util
import logging
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
_GN = HERE.parent / "yazuid4-databricks" / "gndriver.py"
_spec = importlib.util.spec_from_file_location("gndriver", _GN)
gndriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gndriver)
dmdriver = gndriver.dmdriver
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402

WIDGETS: dict[str, str] = {}
CREATE_WIDGET = re.compile(r"^\s*CREATE\s+WIDGET\s+(?:TEXT|DROPDOWN|COMBOBOX|MULTISELECT)\s+(\w+)\s+DEFAULT\s+'([^']*)'",
                           re.I)
CORT_COLUMNS = re.compile(r"^\s*CREATE\s+OR\s+REPLACE\s+TABLE\s+(\S+)\s*(\(.*)$", re.I | re.S)
STRINGS = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|--[^\n]*")
MARKER = re.compile(r"(?<![:\w]):([A-Za-z_]\w*)")


class _Widgets:
    def _define(self, name, defaultValue="", *args, **kwargs):
        WIDGETS.setdefault(name, str(defaultValue))

    text = dropdown = multiselect = combobox = _define

    def get(self, name):
        return WIDGETS[name]

    def getAll(self):
        return dict(WIDGETS)

    def removeAll(self):
        WIDGETS.clear()


class DBUtils(dmdriver.DBUtils):
    def __init__(self, spark):
        super().__init__(spark)
        self.widgets = _Widgets()


class SparkWithWidgets:
    """The session as a Databricks notebook's SQL sees it: named parameter markers bound to the widgets."""

    def __init__(self, spark):
        self._spark = spark

    def __getattr__(self, name):
        return getattr(self._spark, name)

    def sql(self, text, args=None, **kwargs):
        m = CREATE_WIDGET.match(text)
        if m:
            WIDGETS.setdefault(m.group(1), m.group(2))
            print(f"  stand-in: CREATE WIDGET {m.group(1)} = {WIDGETS[m.group(1)]!r}")
            return self._spark.range(0).select()
        if args is None:
            names = set(MARKER.findall(STRINGS.sub(" ", text)))
            bound = {n: WIDGETS[n] for n in names if n in WIDGETS}
            args = bound or None
        try:
            return self._spark.sql(text, args=args, **kwargs)
        except Exception:
            m = CORT_COLUMNS.match(text)
            if not m:
                raise
            self._spark.sql(f"DROP TABLE IF EXISTS {m.group(1)}")
            print(f"  stand-in: CREATE TABLE {m.group(1)} <its columns> (CREATE OR REPLACE TABLE failed)")
            return self._spark.sql(f"CREATE TABLE {m.group(1)} {m.group(2)}")


_resolve = gndriver._resolve


def _resolve_from_root(notebook: str, target: str) -> str:
    try:
        return _resolve(notebook, target)
    except FileNotFoundError:
        tail = re.sub(r"^(\.\./|\./)+", "", target)
        found = _resolve(os.path.join(os.getcwd(), "x"), tail)
        print(f"  stand-in: %run {target} from {notebook} not found there; ran {os.path.relpath(found)}")
        return found


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F
    out = os.environ.get("AW_DRIVER_OUT")
    if out:
        sys.stdout = open(out, "a", buffering=1)
    spark = SparkSession.builder.getOrCreate()
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    make_data.create_tables(spark)
    gndriver._resolve = _resolve_from_root
    session = SparkWithWidgets(spark)
    rec = gndriver.nb.Recorder(spark, os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd())))
    ns = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext, "dbutils": DBUtils(spark),
          "sql": session.sql, "table": spark.table, "udf": F.udf}
    for path in argv:
        gndriver.run_notebook(session, rec, path, ns)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
