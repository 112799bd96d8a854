"""Run one Jupyter notebook of PacktPublishing/Data-Engineering-with-Databricks-Cookbook cell by cell, unchanged, as
a spark-submit Python driver (capture.py starts it: `spark-submit nbdriver.py "Chapter02/2.3 perform-joins.ipynb"
[last cell]`), so the run has an event log. After ../ykanakaraju-pyspark/nbdriver.py (the same approach, copied
here with two changes):

- the book runs each notebook from its own folder (JupyterLab's working directory: the notebooks read
  `../data/...`, resolved by the JVM against its working directory), so spark-submit is started from the notebook's
  folder, the notebook named by its path from the repository root (the first folder up from there that holds it);
  cells are compiled under `<repository root>/<cell N>` (N 0-based among all cells), so the action hook records
  (`<cell N>`, line in the cell);
- an optional last cell: cells after it are not run (Chapter06/6.7 cell 9 asks for a shuffle-replicate nested-loop
  join of 1,000,000 x 10,000 rows, hours on this machine). No cell is cut in the middle.

Every code cell runs in order in one namespace, shell and magic lines blanked, a cell that raises reported and the
next one run. The session: the driver's `SparkSession.builder.getOrCreate()` starts it with spark-submit's options
(`--master local[1]` ...); the notebook's own builder (`.master("spark://spark-master:7077")`, the book's docker
cluster, `.config("spark.executor.memory", "512m")`) then gets that running session from `getOrCreate()`, as in
any process where a session already runs: its master and executor settings take no effect."""
from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "jadianes__spark-py-notebooks"))
from nbrun import cells_of, source_of  # noqa: E402


def main(notebook: str, last: int | None) -> None:
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.getOrCreate()
    here = Path.cwd()
    root = str(next(p for p in (here, *here.parents) if (p / notebook).is_file()))
    namespace = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext}
    cells = cells_of(json.loads(Path(root, notebook).read_text()))
    for index, cell in enumerate(cells):
        if last is not None and index > last:
            print(f"[cell {index}] and later not run (last cell {last})")
            break
        if cell.get("cell_type") != "code":
            continue
        source = source_of(cell)
        if source.lstrip().startswith("%%"):
            print(f"[cell {index}] skipped: cell magic")
            continue
        source = "\n".join("" if line.lstrip().startswith(("!", "%")) else line for line in source.split("\n"))
        try:
            exec(compile(source, os.path.join(root, f"<cell {index}>"), "exec"), namespace)
        except Exception:
            print(f"[cell {index}] raised:\n{traceback.format_exc(limit=3)}", file=sys.stderr)
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else None)
