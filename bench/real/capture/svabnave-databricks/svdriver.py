"""The driver of the svabnave/Azure-Data-Engineering-DataBricks-Notebooks runs: `spark-submit svdriver.py <notebook>
[<notebook> ...]` (our runner, outside the repository, as the primary resource), from the root of a scratch copy of
the repository. It runs each Databricks source notebook named, in order, in one session, as notebooks attached to one
cluster run, cell by cell under its own path and line numbers. Nothing in a notebook is edited.

Reused by path, unchanged: ../yazuid4-databricks/gndriver.py (its run_notebook: cells split at `# COMMAND ----------`,
`%sql` cells statement by statement through spark.sql and displayed, recorded as action `sql` at the statement's
first code line; `%python` cells; `%run <path>` runs the notebook it names in the same namespace; `%md`/`%fs`/`%scala`
cells skipped) and through it ../daheemattana-databricks/dmdriver.py (dbutils, run_python) and
../udemy-azure-databricks/nbdriver.py (Recorder, run_sql). What is ours:

- `%run "./Includes/Classroom-Setup"`: the target's quotes are read off, as Databricks does.
- `%run ./Dataset-Mounts`: every course folder's `Includes/Classroom-Setup.py` runs it, and the repository holds that
  notebook only as the Databricks export `Includes/Dataset-Mounts.ipynb` (its Scala mount cells and one `%python`
  cell that defines `getAzureDataSource()` and sets `username`/`userhome` from the cluster conf). A `%run` target
  found only as `.ipynb` runs that export's `%python` cells in the same namespace (its `%scala` cells skipped, as
  every Scala cell here is). What the Scala cells would have put in the cluster conf
  (`com.databricks.training.azure.datasource`, `.username`, `.userhome`) is given on the spark-submit command line.
- `dbutils`: dmdriver's stand-in plus `fs.head(path)`, `fs.mkdirs(path)`, `fs.unmount(path)` (no-op);
  `displayHTML` (prints) in builtins.
- SV_CLUSTER_CONF (a JSON object): what the course's Scala setup cells (not run) put in the cluster conf for the
  Python cells to read (`com.databricks.training.username`, `.userhome`, `.azure.datasource`), set with
  spark.conf.set before the first notebook runs (spark-submit drops `--conf` keys that do not start with `spark.`).
- SV_TABLES (`name=tsv-path,...`): tables of the author's workspace that no notebook here makes
  (`default.pageviews_by_second_example`, which 4.Reading Data - Tables and Views has the student create from the
  repository's own `pageviews_by_second_example.tsv` in the Databricks UI), created as managed tables from that
  tab-separated file with a header and inferred types before the first notebook runs.
"""
from __future__ import annotations

import builtins
import importlib.util
import json
import logging
import os
import sys
from pathlib import Path

_GN = Path(__file__).resolve().parent.parent / "yazuid4-databricks" / "gndriver.py"
_spec = importlib.util.spec_from_file_location("gndriver", _GN)
gndriver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gndriver)
dmdriver = gndriver.dmdriver
nb = gndriver.nb

_resolve_gn = gndriver._resolve
_run_notebook_gn = gndriver.run_notebook


class _Fs(dmdriver._Fs):
    def head(self, path, max_bytes=65536):
        jpath, fs = self._fs(path)
        stream = fs.open(jpath)
        try:
            buf = bytearray()
            while len(buf) < max_bytes:
                b = stream.read()
                if b < 0:
                    break
                buf.append(b)
        finally:
            stream.close()
        return buf.decode("utf-8", "replace")

    def mkdirs(self, path):
        jpath, fs = self._fs(path)
        return bool(fs.mkdirs(jpath))

    def unmount(self, mount_point):
        return True


class DBUtils(dmdriver.DBUtils):
    def __init__(self, spark):
        super().__init__(spark)
        self.fs = _Fs(spark)


def _resolve(notebook: str, target: str) -> str:
    target = target.strip('"')
    try:
        return _resolve_gn(notebook, target)
    except FileNotFoundError:
        base = os.path.normpath(os.path.join(os.path.dirname(notebook), target.rstrip("/")))
        if os.path.isfile(base + ".ipynb"):
            return base + ".ipynb"
        raise


def _run_export(spark, rec, path: str, ns: dict) -> None:
    """The `%python` cells of a Databricks-exported .ipynb, in the namespace of the notebook that %run it."""
    rel = os.path.relpath(os.path.realpath(path), rec.root)
    print(f"== notebook {rel} (%python cells)", flush=True)
    for index, cell in enumerate(json.loads(Path(path).read_text())["cells"]):
        src = cell.get("source", "")
        lines = ("".join(src) if isinstance(src, list) else src).split("\n")
        if cell.get("cell_type") != "code" or not lines[0].strip().startswith("%python"):
            continue
        body = [(k + 1, "" if k == 0 else t) for k, t in enumerate(lines)]
        dmdriver.run_python(f"{rel} <cell {index}>", f"{os.path.realpath(path)} <cell {index}>", body, ns)


def run_notebook(spark, rec, path: str, ns: dict | None = None) -> None:
    if path.endswith(".ipynb"):
        _run_export(spark, rec, path, ns if ns is not None else {"spark": spark})
        return
    _run_notebook_gn(spark, rec, path, ns)


def make_tables(spark) -> None:
    for item in filter(None, os.environ.get("SV_TABLES", "").split(",")):
        name, path = item.split("=", 1)
        (spark.read.option("header", "true").option("sep", "\t").option("inferSchema", "true").csv(path)
         .write.saveAsTable(name))


def main(argv: list[str]) -> None:
    from pyspark.sql import SparkSession
    gndriver._resolve = _resolve
    gndriver.run_notebook = run_notebook
    dmdriver.DBUtils = DBUtils
    nb.DBUtils = DBUtils
    builtins.displayHTML = lambda html, *a, **k: print(str(html)[:200])
    spark = SparkSession.builder.getOrCreate()
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    rec = nb.Recorder(spark, os.path.realpath(os.environ.get("ETL_CAPTURE_ROOT", os.getcwd())))
    for key, value in json.loads(os.environ.get("SV_CLUSTER_CONF", "{}")).items():
        spark.conf.set(key, value)
    make_tables(spark)
    for path in argv:
        run_notebook(spark, rec, path)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
