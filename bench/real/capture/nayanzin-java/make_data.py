"""The one input of Nayanzin-Alexander/spark-java's programs that the repository does not hold: DatasetJoinParquet's
parquet folders, and the actors.csv of sparkjava's CsvToParquetPartitioned (its usage comment: `src/test/resources/highperformancespark/ch4joins/parquet_addresses` and
`parquet_scores`, made by the csv-to-parquet tool from ~70 MB generated csv files that are not committed). Written with
pyarrow (no Spark) into a run's scratch copy, in the schema of the beans the program reads them as
(`DatasetPandaAddress`: id bigint, address, name, partition int; `DatasetPandaScore`: id bigint, score double,
partition int), over the ids of the repository's own `pandas_addresses.csv` / `panda_scores.csv` samples.
"""
from __future__ import annotations

import random
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

CH4 = "src/test/resources/highperformancespark/ch4joins"
ACTORS = "src/test/resources/sparkjava/ch04partitions/actors.csv"
NAMES = ["Andy", "Mandy", "Bob", "Rob", "Tina", "Nina", "Paul", "Saul", "Ann", "Dan"]


def make(root: Path) -> None:
    rnd = random.Random(4)
    out = root / CH4
    ids = list(range(40))
    addresses = pa.table({
        "id": pa.array(ids, pa.int64()),
        "address": pa.array([f"address {i}" for i in ids]),
        "name": pa.array([NAMES[i % len(NAMES)] for i in ids]),
        "partition": pa.array([i % 15 for i in ids], pa.int32())})
    score_ids = [rnd.choice(ids) for _ in range(120)]
    scores = pa.table({
        "id": pa.array(score_ids, pa.int64()),
        "score": pa.array([round(rnd.random(), 2) for _ in score_ids], pa.float64()),
        "partition": pa.array([i % 15 for i in score_ids], pa.int32())})
    for name, table in (("parquet_addresses", addresses), ("parquet_scores", scores)):
        (out / name).mkdir(parents=True, exist_ok=True)
        pq.write_table(table, out / name / "part-00000.parquet")
    # sparkjava.ch04partitions.CsvToParquetPartitioned's input (its comment: /sparkjava/ch04partitions/actors.csv on
    # HDFS), as the repository's generate-actors.py writes it (id,name,year), 300 rows instead of 10 million
    actors = root / ACTORS
    actors.write_text("id,name,year\r\n" + "".join(
        f"{rnd.randint(1, 2000)},address_{i},{rnd.randint(2010, 2020)}\r\n" for i in range(300)))


if __name__ == "__main__":
    import sys
    make(Path(sys.argv[1]))
