"""Inputs Rafavermar/Scala-Spark-Insights' programs expect and do not write themselves, in the schema the code gives
them.

- `week2.bucketization.GroupingSets02App` runs with its own `usarExistentes = true` (GroupingSets02App.scala:42): it
  loads `./spark-warehouse/sales_data_by_name` and `./spark-warehouse/sales_data_by_name_and_category` (lines 56-57),
  the tables an earlier run with the flag off would have saved (`df.write.bucketBy(4, "Name").saveAsTable(...)` and
  the same `.partitionBy("Category")`, lines 52-53): parquet files of the columns `data2.toDF("Name", "Category",
  "Sales", "Quantity")` gives (string, string, int, int), the second table partitioned by Category. Generated here
  from the code's own eight rows (lines 27-36), repeated 500 times (the code's 1,000,000), four files per table (one
  per bucket) named as Spark names bucketed files.

Every other program generates its own data (Seq(...).toDF, IoTDataGenerator's JSON, DataFrames2Gen's csv).
"""
from __future__ import annotations

import shutil
import uuid
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

ROWS = [("Banana", "Fruit", 1000, 1), ("Carrot", "Vegetable", 1000, 1), ("Bean", "Vegetable", 2000, 2),
        ("Orange", "Fruit", 2000, 2), ("Banana", "Fruit", 4000, 3), ("Carrot", "Vegetable", 4000, 3),
        ("Bean", "Vegetable", 3000, 0), ("Orange", "Fruit", 3000, 0)]
REPEAT = 500
BUCKETS = {"Banana": 0, "Bean": 1, "Carrot": 2, "Orange": 3}   # one bucket per name (4 buckets, as BucketSize)


def _table(rows, with_category: bool) -> pa.Table:
    cols = {"Name": pa.array([r[0] for r in rows], pa.string())}
    if with_category:
        cols["Category"] = pa.array([r[1] for r in rows], pa.string())
    cols["Sales"] = pa.array([r[2] for r in rows], pa.int32())
    cols["Quantity"] = pa.array([r[3] for r in rows], pa.int32())
    return pa.table(cols)


def make(root: Path) -> None:
    """Write the two saved tables under `root/spark-warehouse/`."""
    rows = ROWS * REPEAT
    job = uuid.UUID(int=20240716)
    by_name = root / "spark-warehouse" / "sales_data_by_name"
    by_both = root / "spark-warehouse" / "sales_data_by_name_and_category"
    for folder in (by_name, by_both):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    for name, bucket in BUCKETS.items():
        mine = [r for r in rows if r[0] == name]
        pq.write_table(_table(mine, True), by_name / f"part-00000-{job}_{bucket:05d}.c000.snappy.parquet")
        for category in sorted({r[1] for r in mine}):
            part = by_both / f"Category={category}"
            part.mkdir(exist_ok=True)
            pq.write_table(_table([r for r in mine if r[1] == category], False),
                           part / f"part-00000-{job}_{bucket:05d}.c000.snappy.parquet")
    for folder in (by_name, by_both):
        (folder / "_SUCCESS").write_text("")
