"""The inputs of the tut_* runs, and where the runs happen.

Nivin24/pyspark-tutorials needs nothing: its lesson scripts build their DataFrames from Python lists.
rakeshku93/pyspark-tutorial's apps read `play-with-pyspark/source/...` relative to their folder; the snapshot the
cases were built from lacks these blobs, made here with fixed seeds in the schemas the code expects:

- `source/flight-time.parquet` (app4-app7 read it; one parquet file, as the repository's blob is one file),
  `source/flight-time.csv` (header, dates `M/d/y`, app4's csv reader) and `source/flight-time.json` (JSON lines, the
  same date format, app4's json reader): the 15 columns app4's schema declares (`FL_DATE DATE, OP_CARRIER STRING,
  OP_CARRIER_FL_NUM INT, ORIGIN STRING, ...`), 240 flights of 6 carriers between 8 airports in January 2000.
- `source/invoices.csv` (app13, app14): the online-retail invoice columns the code names (InvoiceNo, StockCode,
  Description, Quantity, InvoiceDate as `dd-MM-yyyy H.mm`, UnitPrice, CustomerID, Country), 300 lines over
  2010-2011, so app14's `year(InvoiceDate) == 2010` keeps some.
- `source/d1/` and `source/d2/` (app17, app18): three JSON-lines part files each of flights with an `id` column
  (d1 ids 1-300, d2 ids 1-300 shuffled, other columns of the flight-time schema), so the joins on `id` match.
- `source/survey_input.csv` (app3): not in the repository at all; a copy of its own `source/survey.csv` (the same
  columns, the file app11 reads).

Each program runs in a fresh scratch copy of the laid-out repository (`scratch_copy`), so the laid-out copy the
mapper indexes is never written to; the generated files are put into that copy.

    .venv/bin/python bench/real/capture/pyspark-tutorials/make_data.py     # checks the repositories, writes the inputs
"""
from __future__ import annotations

import csv
import json
import random
import shutil
from datetime import date, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOS = HERE.parents[1] / "repos"
WORK = Path("/tmp/codemap_tutcap")
DATA = WORK / "data"            # the generated rakeshku93 source/ files
RK, NV = "rakeshku93__pyspark-tutorial", "nivin24__pyspark-tutorials"
FILES = {RK: ["play-with-pyspark/app3.py", "play-with-pyspark/app18.py", "play-with-pyspark/source/survey.csv"],
         NV: ["02_dataframes/05_joins.py", "03_sql/01_sql_basics.py", "09_projects/02_etl_pipeline.py"]}

FLIGHT = [("FL_DATE", "date"), ("OP_CARRIER", "string"), ("OP_CARRIER_FL_NUM", "int"), ("ORIGIN", "string"),
          ("ORIGIN_CITY_NAME", "string"), ("DEST", "string"), ("DEST_CITY_NAME", "string"), ("CRS_DEP_TIME", "int"),
          ("DEP_TIME", "int"), ("WHEELS_ON", "int"), ("TAXI_IN", "int"), ("CRS_ARR_TIME", "int"), ("ARR_TIME", "int"),
          ("CANCELLED", "int"), ("DISTANCE", "int")]
AIRPORTS = [("ATL", "Atlanta, GA"), ("BOS", "Boston, MA"), ("DEN", "Denver, CO"), ("LAX", "Los Angeles, CA"),
            ("ORD", "Chicago, IL"), ("SEA", "Seattle, WA"), ("SFO", "San Francisco, CA"), ("JFK", "New York, NY")]
CARRIERS = ["AA", "DL", "UA", "WN", "B6", "AS"]


def check(slug: str) -> Path:
    repo = REPOS / slug
    missing = [p for p in FILES[slug] if not (repo / p).exists()]
    if missing:
        raise SystemExit(f"{slug}: not laid out or incomplete ({missing}); see ../../repos/{slug}.source.md")
    return repo


def flights(n: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        (o, oc), (d, dc) = rng.sample(AIRPORTS, 2)
        dep = rng.randint(5, 22) * 100 + rng.choice([0, 15, 30, 45])
        arr = (dep + 200 + rng.randint(0, 300)) % 2400
        rows.append({"FL_DATE": date(2000, 1, 1) + timedelta(days=rng.randint(0, 30)), "OP_CARRIER": rng.choice(CARRIERS),
                     "OP_CARRIER_FL_NUM": rng.randint(100, 2999), "ORIGIN": o, "ORIGIN_CITY_NAME": oc, "DEST": d,
                     "DEST_CITY_NAME": dc, "CRS_DEP_TIME": dep, "DEP_TIME": dep + rng.randint(0, 40),
                     "WHEELS_ON": arr - 5, "TAXI_IN": rng.randint(2, 20), "CRS_ARR_TIME": arr,
                     "ARR_TIME": arr + rng.randint(0, 30), "CANCELLED": int(rng.random() < 0.05),
                     "DISTANCE": rng.randint(180, 2700)})
    return rows


def mdy(d: date) -> str:
    return f"{d.month}/{d.day}/{d.year}"


def write_flight_time() -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = flights(240, 2000)
    src = DATA / "source"
    src.mkdir(parents=True, exist_ok=True)
    types = {"date": pa.date32(), "string": pa.string(), "int": pa.int32()}
    schema = pa.schema([(c, types[t]) for c, t in FLIGHT])
    pq.write_table(pa.Table.from_pylist(rows, schema=schema), src / "flight-time.parquet")
    with (src / "flight-time.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow([c for c, _ in FLIGHT])
        w.writerows([[mdy(r[c]) if c == "FL_DATE" else r[c] for c, _ in FLIGHT] for r in rows])
    with (src / "flight-time.json").open("w") as fh:
        for r in rows:
            fh.write(json.dumps({c: mdy(r[c]) if c == "FL_DATE" else r[c] for c, _ in FLIGHT}) + "\n")
    # d1/ and d2/: three JSON-lines parts each, with an id
    for name, seed in (("d1", 1), ("d2", 2)):
        part_rows = flights(300, 100 + seed)
        ids = list(range(1, 301))
        random.Random(seed).shuffle(ids)
        folder = src / name
        folder.mkdir(parents=True, exist_ok=True)
        for p in range(3):
            with (folder / f"part-0000{p}-generated-c000.json").open("w") as fh:
                for r, i in list(zip(part_rows, ids))[p::3]:
                    fh.write(json.dumps({"id": i, **{c: mdy(r[c]) if c == "FL_DATE" else r[c] for c, _ in FLIGHT}})
                             + "\n")


def write_invoices() -> None:
    rng = random.Random(2010)
    items = [("85123A", "WHITE HANGING HEART T-LIGHT HOLDER", 2.55), ("71053", "WHITE METAL LANTERN", 3.39),
             ("84406B", "CREAM CUPID HEARTS COAT HANGER", 2.75), ("22752", "SET 7 BABUSHKA NESTING BOXES", 7.65),
             ("21730", "GLASS STAR FROSTED T-LIGHT HOLDER", 4.25), ("22633", "HAND WARMER UNION JACK", 1.85)]
    countries = ["United Kingdom", "France", "Germany", "EIRE", "Spain", "Netherlands"]
    with (DATA / "source" / "invoices.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["InvoiceNo", "StockCode", "Description", "Quantity", "InvoiceDate", "UnitPrice", "CustomerID",
                    "Country"])
        for i in range(300):
            invoice = 536365 + i // 3
            when = datetime(2010, 12, 1, 8, 26) + timedelta(days=(i // 3) * 5, minutes=rng.randint(0, 600))
            code, desc, price = rng.choice(items)
            w.writerow([invoice, code, desc, rng.randint(1, 24), f"{when:%d-%m-%Y} {when.hour}.{when:%M}", price,
                        17850 + invoice % 40, countries[invoice % len(countries)]])


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    write_flight_time()
    write_invoices()


def scratch_copy(slug: str, dest: Path) -> Path:
    """A fresh copy of the laid-out repository to run in, with the generated inputs in it."""
    repo = check(slug)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(repo, dest, symlinks=True)
    if slug == RK:
        src = dest / "play-with-pyspark" / "source"
        shutil.copytree(DATA / "source", src, dirs_exist_ok=True)
        shutil.copy(src / "survey.csv", src / "survey_input.csv")
    return dest


if __name__ == "__main__":
    for s in FILES:
        check(s)
    write_inputs()
    print(f"inputs under {DATA}")
