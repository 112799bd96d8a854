"""Capture the real plans of the code under code/ by running it with PySpark, as a person would run the
notebooks: each cell in order, every line at its own line (a cell that fails is reported and skipped).
Each `show()`/`display()`, and the result of each SQL cell (which the notebook displays), records
`explain(mode="formatted")` of its DataFrame into plans/.

    PYSPARK_PYTHON=.venv/bin/python .venv/bin/python tests/data/notebooks/capture_plans.py

The small inputs the notebooks read are written here into a temporary folder, which is the working
directory of the run; the Databricks notebook's DBFS paths are changed to it, each on its own line, so
every line number stays true.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CODE, PLANS = ROOT / "code", ROOT / "plans"
sys.path.insert(0, str(ROOT.parents[2]))

from codemap_pipeline.code import notebooks  # noqa: E402

DBFS = "dbfs:/FileStore/bikes/"


def _cells(text: str, line_map) -> list[tuple[int, str]]:
    """The converted Python split by cell, each padded with blank lines so it compiles at its own lines."""
    lines = text.split("\n")
    by_cell: dict[int, list[int]] = {}
    for number, (cell, *_) in enumerate(line_map, start=1):
        by_cell.setdefault(cell, []).append(number)
    return [(cell, "\n" * (numbers[0] - 1) + "\n".join(lines[n - 1] for n in numbers))
            for cell, numbers in sorted(by_cell.items())]


class Recorder:
    def __init__(self, stem: str):
        self.stem, self.count = stem, 0

    def __call__(self, df, *args, **kwargs):
        self.count += 1
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            df.explain(mode="formatted")
        path = PLANS / f"{self.stem}-{self.count:02d}.formatted.txt"
        path.write_text(out.getvalue())
        print(f"wrote {path.relative_to(ROOT)}")


def run_notebook(path: Path, text: str, scope: dict, recorder: Recorder) -> None:
    DataFrame = type(scope["spark"].range(1))    # the class in use (pyspark.sql.classic's, not the base)
    convert = notebooks.ipynb_to_python if path.suffix == ".ipynb" else notebooks.databricks_to_python
    python, line_map = convert(text)
    shown = DataFrame.show
    DataFrame.show = lambda df, *a, **k: recorder(df)
    try:
        for cell, source in _cells(python, line_map):
            before = scope.get("_sqldf")
            try:
                exec(compile(source, str(path), "exec"), scope)
            except Exception as error:   # noqa: BLE001 - a cell that fails here fails in Jupyter too
                print(f"{path.name} cell {cell}: {type(error).__name__}: {error}".splitlines()[0])
            if scope.get("_sqldf") is not before:             # a SQL cell: its result is displayed
                recorder(scope["_sqldf"])
    finally:
        DataFrame.show = shown


def write_inputs(work: Path) -> None:
    """Small tables of the shapes the notebooks expect."""
    stations = ["Harbour", "Old Town", "Station Sq", "Park Gate"]
    (work / "trips.csv").write_text("trip_id,start_station,end_station,duration_min,member_type\n" + "".join(
        f"{n},{n % 4},{(n + 1) % 4},{5 + n * 7 % 60},{'casual' if n % 3 else 'member'}\n" for n in range(1, 41)))
    (work / "stations.csv").write_text("station_id,name,district\n" + "".join(
        f"{n},{name},{'north' if n % 2 else 'south'}\n" for n, name in enumerate(stations)))
    (work / "data").mkdir()
    (work / "data" / "orders.csv").write_text("order_id,customer_id,amount,status\n" + "".join(
        f"{n},{100 + n % 6},{n * 3.25:.2f},{'shipped' if n % 4 else 'returned'}\n" for n in range(1, 31)))
    (work / "data" / "customers.json").write_text("".join(
        json.dumps({"customer_id": 100 + n, "region": ("north", "south", "east")[n % 3]}) + "\n" for n in range(6)))
    (work / "access_log.txt").write_text("".join(
        f'10.0.0.{n % 5} - - [12/Mar/2015:10:{n:02d}:00 +0000] "GET /page/{n % 7} HTTP/1.1" '
        f"{(200, 200, 404, 500, 304)[n % 5]} {0 if n % 5 == 4 else 512 + n}\n" for n in range(30)))


def main() -> None:
    work = Path(tempfile.mkdtemp())
    write_inputs(work)
    os.chdir(work)                     # before the JVM starts, so Spark reads the relative paths here too
    from pyspark.sql import SparkSession

    PLANS.mkdir(exist_ok=True)
    spark = (SparkSession.builder.master("local[1]").config("spark.ui.enabled", "false")
             .config("spark.sql.shuffle.partitions", "2").getOrCreate())

    databricks = CODE / "bikes" / "Trip Durations.py"
    recorder = Recorder("trip-durations")
    text = databricks.read_text().replace(DBFS, f"{work}/")
    run_notebook(databricks, text, {"spark": spark, "display": recorder}, recorder)

    jupyter = CODE / "shop" / "orders_by_region.ipynb"
    recorder = Recorder("orders-by-region")
    run_notebook(jupyter, jupyter.read_text(), {"spark": spark}, recorder)

    legacy = CODE / "weblogs" / "status_codes.ipynb"     # an IPython 2 notebook: the shell gave it `sc`
    recorder = Recorder("status-codes")
    run_notebook(legacy, legacy.read_text(), {"sc": spark.sparkContext, "spark": spark}, recorder)

    spark.createDataFrame([(1, 10, 5.0, "paid"), (2, 11, 7.5, "open"), (3, 10, 2.5, "paid")],
                          "id int, cust int, amt double, state string").createOrReplaceTempView("raw_orders")
    spark.createDataFrame([(10, "retail"), (11, "pro")], "customer_id int, segment string") \
        .createOrReplaceTempView("customers")
    model = CODE / "models" / "customer_orders.sql"
    Recorder("customer_orders")(spark.sql(model.read_text()))
    spark.stop()


if __name__ == "__main__":
    try:
        main()
    except Exception:
        traceback.print_exc()
        sys.exit(1)
