"""The driver of the pariksheetde/Azure-Databricks runs: `spark-submit pddriver.py <notebook> [<notebook> ...]` (our
runner, outside the repository, as the primary resource), from the root of a scratch copy of the repository. It is
../formula1-databricks/f1driver.py, reused by path and unchanged (each notebook in a SparkSession of its own on one
SparkContext, as notebooks attached to one cluster; cells split at `COMMAND ----------`, Python cells under the
notebook's own path and lines, `%sql` cells and SQL-notebook cells statement by statement through spark.sql and
displayed, `%run` in the caller's namespace, a failing cell or statement printed and the run going on; through it
../david-lyle-databricks/nadriver.py's `dbutils` with widgets and `dbutils.notebook.exit`, and
../udemy-azure-databricks/nbdriver.py's Recorder and its `CREATE OR REPLACE TABLE ... AS SELECT` stand-in), with one
thing these notebooks need: nearly every notebook here ends in `dbutils.notebook.exit("EXECUTED SUCCESSFULLY")`, some
in the middle (Formula1/8.Transformation/3 and 4, DeltaLake's batch notebooks: the cells after it are never run on
Databricks either). nadriver's exit ends the notebook by raising; f1driver's main loop would stop the whole run on it.
Here a notebook named on the command line that exits ends there, and the next notebook runs, as on a cluster.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_F1 = Path(__file__).resolve().parent.parent / "formula1-databricks" / "f1driver.py"
_spec = importlib.util.spec_from_file_location("f1driver", _F1)
f1driver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(f1driver)

_run_notebook = f1driver.run_notebook


def run_notebook(spark, rec, path: str, ns: dict | None = None) -> None:
    if ns is not None:                       # `%run`: the caller's namespace (an exit there ends the caller too)
        return _run_notebook(spark, rec, path, ns)
    try:
        _run_notebook(spark, rec, path)
    except f1driver.nadriver.NotebookExit as done:
        print(f"  dbutils.notebook.exit({done.value!r}): {path} ends here", flush=True)


f1driver.run_notebook = run_notebook

if __name__ == "__main__":
    f1driver.main(sys.argv[1:])
