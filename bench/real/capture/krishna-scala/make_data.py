"""Small stand-ins, in the schema the programs expect, for the inputs of krishna07210/com-scala-spark-repo that the
snapshot lacks (its largest blobs), written into a scratch copy's `src/main/resources/source_files/` (the folder the
code's `Constants.inputSource` names). Every other input is the repository's own file, read as it is.

- `invoices.csv` (AggregationDemo, GroupingDemo): the online-retail invoices of the course the programs follow
  (InvoiceNo,StockCode,Description,Quantity,InvoiceDate,UnitPrice,CustomerID,Country), InvoiceDate as
  `dd-MM-yyyy H.mm` (GroupingDemo parses that format), dates in 2010 and 2011, seven countries.
- `flight-time.csv`, `flight-time.json`, `flight-time.parquet` (DataSinkDemo, SparkSchemaDemo, SparkSQLTableDemo):
  flights in the fifteen columns SparkSchemaDemo's schemas name, FL_DATE as `M/d/yyyy` in csv and json (the code's
  dateFormat) and a date in parquet.
- `joins/d1/`, `joins/d2/` (the three join apps): the same flights split in two by an `id` column, as three json
  part files each under the part file names the repository lists (d1: id and the departure columns; d2: id and the
  arrival columns).
"""
from __future__ import annotations

import csv
import json
import random
from datetime import date, datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

COUNTRIES = ["United Kingdom", "France", "Germany", "EIRE", "Spain", "Netherlands", "Australia"]
ITEMS = [("85123A", "WHITE HANGING HEART T-LIGHT HOLDER", 2.55), ("71053", "WHITE METAL LANTERN", 3.39),
         ("84406B", "CREAM CUPID HEARTS COAT HANGER", 2.75), ("22752", "SET 7 BABUSHKA NESTING BOXES", 7.65),
         ("21730", "GLASS STAR FROSTED T-LIGHT HOLDER", 4.25), ("22633", "HAND WARMER UNION JACK", 1.85),
         ("84879", "ASSORTED COLOUR BIRD ORNAMENT", 1.69), ("22745", "POPPY'S PLAYHOUSE BEDROOM", 2.10)]
CARRIERS = ["AA", "DL", "UA", "WN", "B6"]
AIRPORTS = [("ATL", "Atlanta, GA"), ("ORD", "Chicago, IL"), ("DFW", "Dallas/Fort Worth, TX"),
            ("DEN", "Denver, CO"), ("LAX", "Los Angeles, CA"), ("JFK", "New York, NY"), ("SFO", "San Francisco, CA")]
D1_PARTS = ["part-00000-00af64b6-7ef5-4909-8f82-b8897114efaf-c000.json",
            "part-00001-00af64b6-7ef5-4909-8f82-b8897114efaf-c000.json",
            "part-00002-00af64b6-7ef5-4909-8f82-b8897114efaf-c000.json"]
D2_PARTS = ["part-00000-ee8814fd-bbb7-4a16-912b-f74b04a6d4fa-c000.json",
            "part-00001-ee8814fd-bbb7-4a16-912b-f74b04a6d4fa-c000.json",
            "part-00002-ee8814fd-bbb7-4a16-912b-f74b04a6d4fa-c000.json"]
FLIGHT_COLUMNS = ["FL_DATE", "OP_CARRIER", "OP_CARRIER_FL_NUM", "ORIGIN", "ORIGIN_CITY_NAME", "DEST",
                  "DEST_CITY_NAME", "CRS_DEP_TIME", "DEP_TIME", "WHEELS_ON", "TAXI_IN", "CRS_ARR_TIME", "ARR_TIME",
                  "CANCELLED", "DISTANCE"]
D1_COLUMNS = FLIGHT_COLUMNS[:11]
D2_COLUMNS = FLIGHT_COLUMNS[11:]


def invoices(folder: Path, rng: random.Random) -> None:
    rows, start = [], datetime(2010, 1, 4, 8, 0)
    for n in range(120):
        when = start + timedelta(days=rng.randint(0, 700), hours=rng.randint(0, 9), minutes=rng.randint(0, 59))
        country, customer = rng.choice(COUNTRIES), rng.randint(12346, 18287)
        for code, desc, price in rng.sample(ITEMS, rng.randint(1, 4)):
            stamp = f"{when:%d-%m-%Y} {when.hour}.{when.minute:02d}"
            rows.append([str(536365 + n), code, desc, rng.randint(1, 24), stamp, price, customer, country])
    with (folder / "invoices.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["InvoiceNo", "StockCode", "Description", "Quantity", "InvoiceDate", "UnitPrice", "CustomerID",
                    "Country"])
        w.writerows(rows)


def flights(rng: random.Random) -> list[dict]:
    out = []
    for n in range(240):
        (o, oc), (d, dc) = rng.sample(AIRPORTS, 2)
        dep = rng.randint(5, 22) * 100 + rng.choice([0, 15, 30, 45])
        arr = (dep + rng.randint(100, 500)) % 2400
        cancelled = 1 if rng.random() < 0.05 else 0
        out.append({"FL_DATE": date(2000, 1, 1) + timedelta(days=rng.randint(0, 30)),
                    "OP_CARRIER": rng.choice(CARRIERS), "OP_CARRIER_FL_NUM": rng.randint(100, 2999),
                    "ORIGIN": o, "ORIGIN_CITY_NAME": oc, "DEST": d, "DEST_CITY_NAME": dc,
                    "CRS_DEP_TIME": dep, "DEP_TIME": None if cancelled else dep + rng.randint(0, 20),
                    "WHEELS_ON": None if cancelled else (arr - 5) % 2400,
                    "TAXI_IN": None if cancelled else rng.randint(3, 15), "CRS_ARR_TIME": arr,
                    "ARR_TIME": None if cancelled else arr + rng.randint(0, 20), "CANCELLED": cancelled,
                    "DISTANCE": rng.randint(200, 2600)})
    return out


def _us(d: date) -> str:
    return f"{d.month}/{d.day}/{d.year}"


def flight_files(folder: Path, rng: random.Random) -> None:
    rows = flights(rng)
    with (folder / "flight-time.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(FLIGHT_COLUMNS)
        w.writerows([[_us(r["FL_DATE"]) if c == "FL_DATE" else ("" if r[c] is None else r[c])
                      for c in FLIGHT_COLUMNS] for r in rows])
    with (folder / "flight-time.json").open("w") as fh:
        for r in rows:
            fh.write(json.dumps({c: (_us(v) if c == "FL_DATE" else v) for c, v in r.items() if v is not None}) + "\n")
    table = pa.table({c: [r[c] for r in rows] for c in FLIGHT_COLUMNS},
                     schema=pa.schema([(c, pa.date32() if c == "FL_DATE" else
                                        pa.string() if c in ("OP_CARRIER", "ORIGIN", "ORIGIN_CITY_NAME", "DEST",
                                                              "DEST_CITY_NAME") else pa.int32())
                                       for c in FLIGHT_COLUMNS]))
    pq.write_table(table, folder / "flight-time.parquet")
    for name, columns, parts in (("d1", D1_COLUMNS, D1_PARTS), ("d2", D2_COLUMNS, D2_PARTS)):
        sub = folder / "joins" / name
        sub.mkdir(parents=True, exist_ok=True)
        for p, part in enumerate(parts):
            with (sub / part).open("w") as fh:
                for i, r in enumerate(rows):
                    if i % 3 == p:
                        rec = {"id": i, **{c: (_us(r[c]) if c == "FL_DATE" else r[c]) for c in columns
                                           if r[c] is not None}}
                        fh.write(json.dumps(rec) + "\n")


def make(root: Path) -> None:
    """The stand-ins in `root`'s `src/main/resources/source_files/` (a scratch copy of the repository)."""
    folder = root / "src/main/resources/source_files"
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7210)
    invoices(folder, rng)
    flight_files(folder, rng)


if __name__ == "__main__":
    import sys
    make(Path(sys.argv[1]))
