"""Inputs of the pariksheetde/Azure-Databricks runs (seed 40), under the `dbfs:` stand-in's root (the notebooks' fixed
`/mnt/adobeadls/...` mount paths resolve there, DBFS being the default file system):

- `mnt/adobeadls/raw/`: the Formula1 (Ergast) files the ingestion notebooks read. The repository's own
  `Formula1/Data` files, as they are, for circuits.csv, races.csv, constructors.json and drivers.json; pit_stops.json,
  `lap_times/` and `qualifying/` cut to the races of 2019 and 2020 (the repository's files, rows left out only, to keep
  the runs small); results.json generated (the repository's copy is a blob the snapshot left out), one row per driver
  of each race of 2010-2020, the drivers and their teams those of the repository's own qualifying rows.
- `mnt/adobeadls/raw/incremental/2021-03-21/`: drivers.json and `lap_times/` of the repository's
  `Formula1/Data/Incremental_Data/2021-03-21` (lap times cut to 2019-2020 races), which DeltaLake's SQL notebooks read.
- `mnt/adobeadls/dwanalytics/{books,customers,orders}/processed/`: the bookstore files the DeltaLake batch notebooks
  read (not in the repository; generated in the course's schema: books `;`-separated csv, customers json with a JSON
  string `profile`, orders parquet with a `books` array of structs).
"""
from __future__ import annotations

import csv
import io
import json
import random
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCH = HERE.parents[1]
REPO = BENCH / "repos" / "pariksheetde__azure-databricks"
WORK = Path("/tmp/pd/work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
RAW = DBFS / "mnt" / "adobeadls" / "raw"
DW = DBFS / "mnt" / "adobeadls" / "dwanalytics"
SRC = REPO / "Formula1" / "Data"
YEARS = (2019, 2020)
POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1]


def _races() -> dict[int, int]:
    with open(SRC / "races.csv") as fh:
        return {int(r["raceId"]): int(r["year"]) for r in csv.DictReader(fh)}


def _cut_csv_folder(src: Path, dst: Path, keep: set[int]) -> None:
    dst.mkdir(parents=True, exist_ok=True)
    for f in sorted(src.glob("*.csv")):
        lines = [l for l in f.read_text().splitlines(keepends=True) if int(l.split(",", 1)[0]) in keep]
        (dst / f.name).write_text("".join(lines))


def _cut_json_array(src: Path, dst: Path, keep: set[int]) -> list[dict]:
    rows = [r for r in json.loads(src.read_text()) if int(r["raceId"]) in keep]
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text(json.dumps(rows, indent=2))
    return rows


def write_f1(rng: random.Random) -> None:
    races = _races()
    keep = {r for r, y in races.items() if y in YEARS}
    RAW.mkdir(parents=True, exist_ok=True)
    for name in ("circuits.csv", "races.csv", "constructors.json", "drivers.json"):
        shutil.copy(SRC / name, RAW / name)
    _cut_json_array(SRC / "pit_stops.json", RAW / "pit_stops.json", keep)
    _cut_csv_folder(SRC / "lap_times", RAW / "lap_times", keep)
    quali = []
    for f in sorted((SRC / "qualifying").glob("*.json")):
        quali += _cut_json_array(f, RAW / "qualifying" / f.name, keep)
    # results: the 2019/2020 qualifying line-ups (driver -> team), over every race of 2010-2020
    lineup = {}
    for q in quali:
        lineup[int(q["driverId"])] = int(q["constructorId"])
    drivers = sorted(lineup)
    rows, rid = [], 1
    for race in sorted(r for r, y in races.items() if 2010 <= y <= 2020):
        order = drivers[:]
        rng.shuffle(order)
        order.sort(key=lambda d: rng.random() * 3 - (2 if d == 1 else 0) - (1 if d in (20, 830, 822) else 0))
        for pos, d in enumerate(order[:20], 1):
            finished = pos <= 17
            rows.append({"resultId": rid, "raceId": race, "driverId": d, "constructorId": lineup[d],
                         "number": d % 99, "grid": rng.randint(1, 20), "position": pos if finished else "\\N",
                         "positionText": str(pos) if finished else "R", "positionOrder": pos,
                         "points": float(POINTS[pos - 1]) if pos <= 10 else 0.0, "laps": 58 if finished else 30,
                         "time": f"+{pos * 1.7:.3f}" if finished else "\\N",
                         "milliseconds": 5500000 + pos * 1700 if finished else "\\N",
                         "fastestLap": rng.randint(30, 58), "rank": rng.randint(1, 20),
                         "fastestLapTime": f"1:{rng.randint(20, 35)}.{rng.randint(100, 999)}",
                         "fastestLapSpeed": f"{rng.uniform(190, 230):.3f}", "statusId": 1 if finished else 5})
            rid += 1
    (RAW / "results.json").write_text("".join(json.dumps(r) + "\n" for r in rows))
    inc_src = SRC / "Incremental_Data" / "2021-03-21"
    inc = RAW / "incremental" / "2021-03-21"
    inc.mkdir(parents=True, exist_ok=True)
    shutil.copy(inc_src / "drivers.json", inc / "drivers.json")
    _cut_csv_folder(inc_src / "lap_times", inc / "lap_times", keep)


BOOKS = [("B01", "The Soul of a New Machine", "Tracy Kidder", "Computer Science", 24.0),
         ("B02", "Clean Code", "Robert C. Martin", "Computer Science", 35.0),
         ("B03", "Hands-On Machine Learning", "Aurelien Geron", "Computer Science", 45.0),
         ("B04", "Designing Data-Intensive Applications", "Martin Kleppmann", "Computer Science", 40.0),
         ("B05", "Learning Spark", "Jules Damji", "Computer Science", 30.0),
         ("B06", "Pride and Prejudice", "Jane Austen", "Fiction", 12.0),
         ("B07", "Dune", "Frank Herbert", "Fiction", 15.0),
         ("B08", "Sapiens", "Yuval Noah Harari", "History", 20.0),
         ("B09", "The Silk Roads", "Peter Frankopan", "History", 22.0),
         ("B10", "Cosmos", "Carl Sagan", "Science", 18.0),
         ("B11", "A Brief History of Time", "Stephen Hawking", "Science", 16.0),
         ("B12", "The Selfish Gene", "Richard Dawkins", "Science", 17.0)]


def write_bookstore(rng: random.Random) -> None:
    books = DW / "books" / "processed"
    books.mkdir(parents=True, exist_ok=True)
    for k, part in enumerate((BOOKS[:6], BOOKS[6:]), 1):
        out = io.StringIO()
        out.write("book_id;title;author;category;price\n")
        for b in part:
            out.write(";".join(map(str, b)) + "\n")
        (books / f"export_{k:03d}.csv").write_text(out.getvalue())
    customers = DW / "customers" / "processed"
    customers.mkdir(parents=True, exist_ok=True)
    domains = ["gmail.com", "example.org", "uni.edu", "shop.co.uk", "mail.com"]
    cust = []
    for i in range(1, 41):
        cid = f"C{i:05d}"
        profile = {"first_name": f"First{i}", "last_name": f"Last{i}", "gender": rng.choice("MF"),
                   "address": {"street": f"{i} Main St", "city": rng.choice(["London", "Paris", "Berlin"]),
                               "country": rng.choice(["UK", "France", "Germany"])}}
        cust.append({"customer_id": cid, "email": f"user{i}@{rng.choice(domains)}",
                     "profile": json.dumps(profile), "updated": "2021-12-14T15:57:33.140Z"})
    for k in (1, 2):
        (customers / f"export_{k:03d}.json").write_text(
            "".join(json.dumps(c) + "\n" for c in cust[(k - 1) * 20:k * 20]))
    import pyarrow as pa
    import pyarrow.parquet as pq
    orders = DW / "orders" / "processed"
    orders.mkdir(parents=True, exist_ok=True)
    price = {b[0]: int(b[4]) for b in BOOKS}
    oid = 3550
    for k in (1, 2):
        rows = []
        for _ in range(60):
            oid += rng.randint(1, 15)
            picked = rng.sample([b[0] for b in BOOKS], rng.randint(1, 3))
            items = [{"book_id": b, "quantity": rng.randint(1, 3), "subtotal": 0} for b in picked]
            for it in items:
                it["subtotal"] = it["quantity"] * price[it["book_id"]]
            rows.append({"order_id": f"{oid:015d}", "order_timestamp": 1657722452 + oid * 37,
                         "customer_id": f"C{rng.randint(1, 40):05d}", "quantity": sum(i["quantity"] for i in items),
                         "total": sum(i["subtotal"] for i in items), "books": items})
        if k == 2:
            rows[5]["order_id"], rows[9]["order_id"] = "000000000004243", "000000000003559"
        schema = pa.schema([("order_id", pa.string()), ("order_timestamp", pa.int64()), ("customer_id", pa.string()),
                            ("quantity", pa.int64()), ("total", pa.int64()),
                            ("books", pa.list_(pa.struct([("book_id", pa.string()), ("quantity", pa.int64()),
                                                          ("subtotal", pa.int64())])))])
        pq.write_table(pa.Table.from_pylist(rows, schema=schema), orders / f"{k:02d}.parquet")


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(40)
    write_f1(rng)
    write_bookstore(rng)
    print(f"inputs in {DATA}")


def fresh(dest: Path) -> Path:
    """A fresh copy of the generated tree for one program (its writes land there): the dbfs root."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "dbfs"


if __name__ == "__main__":
    write_inputs()
