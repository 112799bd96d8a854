"""Run one Jupyter notebook of ykanakaraju/pyspark cell by cell, unchanged, as a spark-submit Python driver
(capture.py starts it: `spark-submit nbdriver.py <notebook path from the repository root>`, from the root of a
scratch copy), so the run has an event log like the scripts'.

The notebook family's way (../jadianes__spark-py-notebooks/nbrun.py, whose cell reader is used): every code cell in
order in one namespace holding `spark` and `sc` (what `%run "./Setup.ipynb"` or Databricks gives the notebooks),
shell and magic lines blanked (`%run`, `%sql`: a `%sql` cell's SQL text then fails to compile and is reported), a
cell that raises reported and the next one run. Each cell is compiled under the name `<root>/<cell N>` (N 0-based
among all cells), so the action hook records the call site as (`<cell N>`, line inside the cell)."""
from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "jadianes__spark-py-notebooks"))
from nbrun import cells_of, source_of  # noqa: E402


def main(notebook: str) -> None:
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.getOrCreate()
    root = os.getcwd()
    namespace = {"__name__": "__main__", "spark": spark, "sc": spark.sparkContext}
    cells = cells_of(json.loads(Path(root, notebook).read_text()))
    for index, cell in enumerate(cells):
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
    main(sys.argv[1])
