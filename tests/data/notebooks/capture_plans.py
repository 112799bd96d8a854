"""Capture the real plans of the code under code/ by running it with PySpark, as a person would run the
notebooks: each cell in order, every line at its own line (a cell that fails is reported and skipped).
Each `show()`/`display()` records `explain(mode="formatted")` of its DataFrame into plans/.

    PYSPARK_PYTHON=.venv/bin/python .venv/bin/python tests/data/notebooks/capture_plans.py

Inputs the notebooks read from Databricks or the web are replaced by small local files of the same
shape, the path changed on its own line, so every line number stays true.
"""

from __future__ import annotations

import contextlib
import gzip
import io
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CODE, PLANS = ROOT / "code", ROOT / "plans"
sys.path.insert(0, str(ROOT.parents[2]))

from codemap_pipeline.code import notebooks  # noqa: E402

FLIGHTS = "/databricks-datasets/learning-spark-v2/flights/departuredelays.csv"


def _cells(text: str, line_map) -> list[tuple[int, str]]:
    """The converted Python split by cell, each padded with blank lines so it compiles at its own lines."""
    lines = text.split("\n")
    by_cell: dict[int, list[int]] = {}
    for number, (cell, _, _) in enumerate(line_map, start=1):
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
            try:
                exec(compile(source, str(path), "exec"), scope)
            except Exception as error:   # noqa: BLE001 - a cell that fails here fails in Jupyter too
                print(f"{path.name} cell {cell}: {type(error).__name__}: {error}".splitlines()[0])
    finally:
        DataFrame.show = shown


def main() -> None:
    from pyspark.sql import SparkSession

    PLANS.mkdir(exist_ok=True)
    spark = (SparkSession.builder.master("local[1]").config("spark.ui.enabled", "false")
             .config("spark.sql.shuffle.partitions", "2").getOrCreate())
    work = Path(tempfile.mkdtemp())
    flights = work / "departuredelays.csv"
    flights.write_text("date,delay,distance,origin,destination\n" + "".join(
        f"0{m}0{d}1245,{d * 40 - 20},{500 + d * 300},{o},{t}\n"
        for m in (1, 2) for d in range(1, 6) for o, t in (("SFO", "ORD"), ("JFK", "SFO"))))
    # the KDD Cup 99 sample the notebook downloads: 42 comma-separated fields per line
    with gzip.open(work / "kddcup.data_10_percent.gz", "wt") as handle:
        for n in range(40):
            protocol = ("tcp", "udp", "icmp")[n % 3]
            fields = [str(n * 70), protocol, "http", "SF", str(n * 10), str(n % 4)] + ["0"] * 35 + \
                     ["normal." if n % 2 else "smurf."]
            handle.write(",".join(fields) + "\n")

    databricks = CODE / "learning_spark" / "4-1 Example 4.1.py"
    text = databricks.read_text().replace(FLIGHTS, str(flights))
    recorder = Recorder("example-4-1")
    run_notebook(databricks, text, {"spark": spark, "display": recorder}, recorder)

    jupyter = CODE / "spark_py_notebooks" / "nb10-sql-dataframes.ipynb"
    recorder = Recorder("nb10")
    text = jupyter.read_text().replace("./kddcup.data_10_percent.gz", str(work / "kddcup.data_10_percent.gz"))
    run_notebook(jupyter, text, {"sc": spark.sparkContext, "spark": spark}, recorder)   # it has `sc` only

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
