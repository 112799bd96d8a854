"""Inputs for the suhailmemon01101984/udemy_azuredatabrickscourse runs (fixed seed), in the state the course's
notebooks leave them: the notebooks read and write `abfss://working-labs-dev@dbrkcrse20251storagedev.dfs.core.
windows.net/bronze-dev/daily-pricing/{csv,json,parquet}` and download one day's daily-pricing csv
(`https://retailpricing.blob.core.windows.net/labs/lab1/PW_MW_DR_01012023.csv`). None of it is in the repository.

- `url/labs/lab1/PW_MW_DR_01012023.csv`: the download (header + 48 rows: DATE_OF_PRICING dd/MM/yyyy, ROW_ID,
  STATE_NAME, MARKET_NAME, PRODUCTGROUP_NAME, PRODUCT_NAME, VARIETY, ORIGIN, ARRIVAL_IN_TONNES, MINIMUM_PRICE,
  MAXIMUM_PRICE, MODAL_PRICE, the columns of pyspark-introduction/04's schema; whole numbers in the numeric
  columns: sparksql-introduction/04 compares and sums the csv's string columns, which Spark 4's ANSI mode casts to
  bigint);
- `abfss/<authority>/bronze-dev/daily-pricing/csv/`: the same rows with a header, as pyspark-introduction/04 line 79
  would rewrite the folder (pyspark-introduction/06 and sparksql-introduction read it with header=true);
- `.../json/`: JSON lines as pyspark-introduction/04 line 74 writes them (ROW_ID integer, ARRIVAL_IN_TONNES
  decimal(10,2), the rest strings), in the one file sparksql-introduction/03 line 37 names;
- `.../parquet/`: a parquet file as pyspark-introduction/06 line 82 writes it (inferred csv types plus
  ARRIVAL_IN_KILOGRAMS).
"""
from __future__ import annotations

import csv
import json
import random
import shutil
from pathlib import Path

WORK = Path("/tmp/ud_work")
DATA = WORK / "data"
AUTHORITY = "working-labs-dev@dbrkcrse20251storagedev.dfs.core.windows.net"
BASE = DATA / "abfss" / AUTHORITY / "bronze-dev" / "daily-pricing"
JSON_FILE = "part-00000-tid-5849245006361592063-aad08ddc-0c45-40a6-9257-502a4585c0a8-24-1-c000.json"
COLUMNS = ["DATE_OF_PRICING", "ROW_ID", "STATE_NAME", "MARKET_NAME", "PRODUCTGROUP_NAME", "PRODUCT_NAME", "VARIETY",
           "ORIGIN", "ARRIVAL_IN_TONNES", "MINIMUM_PRICE", "MAXIMUM_PRICE", "MODAL_PRICE"]
MARKETS = {"Andhra Pradesh": ["Guntur", "Kurnool", "Vijayawada"], "Gujarat": ["Rajkot", "Surat"],
           "Karnataka": ["Bangalore", "Mysore"], "Kerala": ["Kochi"], "Maharashtra": ["Pune", "Nashik"],
           "Tamil Nadu": ["Chennai", "Madurai"]}
PRODUCTS = [("Vegetables", "Tomato"), ("Vegetables", "Onion"), ("Vegetables", "Potato"), ("Fruits", "Banana"),
            ("Fruits", "Apple"), ("Cereals", "Rice"), ("Cereals", "Wheat")]


def rows(seed: int = 5, n: int = 48) -> list[list]:
    rng = random.Random(seed)
    out = []
    for i in range(1, n + 1):
        state = rng.choice(sorted(MARKETS))
        group, product = rng.choice(PRODUCTS)
        low = rng.randint(5, 40) * 100
        high = low + rng.randint(2, 20) * 100
        out.append(["01/01/2023", i, state, rng.choice(MARKETS[state]), group, product,
                    rng.choice(["Local", "Hybrid", "Other"]), state, rng.randint(1, 300), low, high,
                    (low + high) // 2])
    return out


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    data = rows()
    url = DATA / "url" / "labs" / "lab1" / "PW_MW_DR_01012023.csv"
    url.parent.mkdir(parents=True)
    with url.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(COLUMNS)
        w.writerows(data)
    folder = BASE / "csv"
    folder.mkdir(parents=True)
    shutil.copy(url, folder / "part-00000-tid-6619215785311843318-1b0d1e07-8ad2-4c3a-9c4e-0a3f6a2b7d11-31-1-c000.csv")
    (folder / "_SUCCESS").write_text("")
    folder = BASE / "json"
    folder.mkdir(parents=True)
    with (folder / JSON_FILE).open("w") as fh:
        for r in data:
            rec = dict(zip(COLUMNS, r))
            rec = {k: (v if k == "ROW_ID" else f"{v}.00" if k == "ARRIVAL_IN_TONNES" else str(v))
                   for k, v in rec.items()}
            line = json.dumps(rec)
            line = line.replace(f'"ARRIVAL_IN_TONNES": "{rec["ARRIVAL_IN_TONNES"]}"',
                                f'"ARRIVAL_IN_TONNES": {rec["ARRIVAL_IN_TONNES"]}')
            fh.write(line.replace(", ", ",").replace(": ", ":") + "\n")
    (folder / "_SUCCESS").write_text("")
    import pyarrow as pa
    import pyarrow.parquet as pq
    folder = BASE / "parquet"
    folder.mkdir(parents=True)
    cols = {c: [r[k] for r in data] for k, c in enumerate(COLUMNS)}
    ints = {"ROW_ID", "ARRIVAL_IN_TONNES", "MINIMUM_PRICE", "MAXIMUM_PRICE", "MODAL_PRICE"}
    arrays = {c: pa.array(v, pa.int32() if c in ints else pa.string()) for c, v in cols.items()}
    arrays["ARRIVAL_IN_KILOGRAMS"] = pa.array([r[8] * 1000 for r in data], pa.int32())
    pq.write_table(pa.table(arrays),
                   folder / "part-00000-tid-2231455981032254117-5b1f2f8c-2d8e-4a4d-8f3e-7d0f7f1c9a10-40-1-c000.snappy.parquet",
                   compression="snappy")
    (folder / "_SUCCESS").write_text("")


def fresh_abfss(dest: Path) -> Path:
    """A fresh copy of the abfss tree for one program's run (its writes land there)."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA / "abfss", dest)
    return dest


if __name__ == "__main__":
    write_inputs()
    print(f"inputs in {DATA}")
