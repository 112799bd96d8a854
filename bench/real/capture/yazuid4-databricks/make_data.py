"""Inputs for the yazuid4/databricks-notebooks runs (fixed seed 33), written under DATA/dbfs/ (served as `dbfs:/...`,
the default file system, by ../daheemattana-databricks/standin/DbfsLocalFileSystem.java):

- `mnt/demo-datasets/bookstore/`: the course's bookstore dataset, which `Includes/Copy-Datasets.py` would copy from
  the course's blob storage (not in the repository), in the columns the notebooks use:
  - `customers-json/export_001.json`, `export_002.json` (JSON lines: customer_id `C00001`..., email, profile a JSON
    *string* `{"first_name", "last_name", "gender", "address": {"street", "city", "country"}}`, updated);
    `customers-json-new/export_003.json` (the update file `Writing to Delta Table.sql` reads);
  - `books-csv/export_001.csv` ... `export_004.csv` (`;`-delimited with a header: book_id;title;author;category;price,
    12 books B01-B12), `books-csv-new/export_005.csv` (three more);
  - `orders/` and `orders-new/` (parquet: order_id, order_timestamp (epoch seconds), customer_id, quantity, total,
    books array<struct<book_id, quantity, subtotal>>);
- `mnt/datalake/`: the five json files of the repository's own `Sales_Data_Insights/data/` (what the ADLS store
  `queries.ipynb` mounts at /mnt/datalake holds), copied unchanged.
"""
from __future__ import annotations

import csv
import json
import random
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

WORK = Path("/tmp/gn_work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
BOOKSTORE = DBFS / "mnt" / "demo-datasets" / "bookstore"
REPO_DATA = Path(__file__).resolve().parents[2] / "repos" / "yazuid4__databricks-notebooks" / "Sales_Data_Insights" / "data"

FIRST = ["Thomas", "Marie", "Omar", "Lena", "Kenji", "Ana", "Ibrahim", "Sofia", "Liam", "Mei", "Pablo", "Nora"]
LAST = ["Lane", "Dupont", "Haddad", "Berg", "Sato", "Silva", "Diallo", "Rossi", "Walsh", "Chen", "Garcia", "Novak"]
COUNTRIES = [("Paris", "France"), ("Beijing", "China"), ("Shanghai", "China"), ("Lyon", "France"),
             ("Berlin", "Germany"), ("Rabat", "Morocco"), ("Osaka", "Japan"), ("Madrid", "Spain")]
DOMAINS = ["com", "org", "edu", "net", "com", "fr"]
BOOKS = [
    ("B01", "Software Engineering", "Ian Sommerville", "Computer Science", 40.0),
    ("B02", "Clean Code", "Robert C. Martin", "Computer Science", 35.0),
    ("B03", "Designing Data-Intensive Applications", "Martin Kleppmann", "Computer Science", 45.0),
    ("B04", "The Pragmatic Programmer", "Andrew Hunt", "Computer Science", 30.0),
    ("B05", "Structure and Interpretation of Computer Programs", "Harold Abelson", "Computer Science", 38.0),
    ("B06", "A Brief History of Time", "Stephen Hawking", "Physics", 20.0),
    ("B07", "The Feynman Lectures on Physics", "Richard Feynman", "Physics", 60.0),
    ("B08", "Cosmos", "Carl Sagan", "Physics", 25.0),
    ("B09", "The Selfish Gene", "Richard Dawkins", "Biology", 22.0),
    ("B10", "The Origin of Species", "Charles Darwin", "Biology", 18.0),
    ("B11", "The Art of Computer Programming", "Donald Knuth", "Computer Science", 90.0),
    ("B12", "Introduction to Algorithms", "Thomas H. Cormen", "Computer Science", 80.0),
]
NEW_BOOKS = [
    ("B13", "Learning Spark", "Jules Damji", "Computer Science", 42.0),
    ("B14", "The Elegant Universe", "Brian Greene", "Physics", 24.0),
    ("B15", "Spark: The Definitive Guide", "Bill Chambers", "Computer Science", 50.0),
]
BOOK_COLUMNS = ["book_id", "title", "author", "category", "price"]


def _customers(rng: random.Random, first: int, count: int, with_nulls: bool) -> list[dict]:
    rows = []
    for n in range(first, first + count):
        fn, ln = rng.choice(FIRST), rng.choice(LAST)
        city, country = rng.choice(COUNTRIES)
        email = None if with_nulls and n % 9 == 0 else f"{fn.lower()}.{ln.lower()}{n}@mail{n % 4}.{rng.choice(DOMAINS)}"
        profile = {"first_name": fn, "last_name": ln, "gender": rng.choice(["Male", "Female"]),
                   "address": {"street": f"{rng.randint(1, 99):02d} Rue {rng.choice(LAST)}", "city": city,
                               "country": country}}
        rows.append({"customer_id": f"C{n:05d}", "email": email, "profile": json.dumps(profile),
                     "updated": f"2022-{1 + n % 12:02d}-{1 + n % 27:02d}T10:{n % 60:02d}:00.000Z"})
    return rows


def _json_lines(path: Path, rows: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def _books_csv(path: Path, rows) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh, delimiter=";")
        w.writerow(BOOK_COLUMNS)
        w.writerows(rows)


ORDER_TYPE = pa.struct([("book_id", pa.string()), ("quantity", pa.int64()), ("subtotal", pa.int64())])


def _orders(rng: random.Random, folder: Path, first: int, count: int, customers: int, files: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    prices = {b[0]: int(b[4]) for b in BOOKS}
    rows = []
    for n in range(first, first + count):
        books = []
        for book in rng.sample(sorted(prices), rng.choice([1, 1, 2, 2, 3])):
            q = rng.choice([1, 1, 1, 2, 3])
            books.append({"book_id": book, "quantity": q, "subtotal": q * prices[book]})
        rows.append({"order_id": f"{n:09d}", "order_timestamp": 1657722000 + n * 3137,
                     "customer_id": f"C{rng.randint(1, customers):05d}",
                     "quantity": sum(b["quantity"] for b in books), "total": sum(b["subtotal"] for b in books),
                     "books": books})
    schema = pa.schema([("order_id", pa.string()), ("order_timestamp", pa.int64()), ("customer_id", pa.string()),
                        ("quantity", pa.int64()), ("total", pa.int64()), ("books", pa.list_(ORDER_TYPE))])
    step = (len(rows) + files - 1) // files
    for i in range(files):
        part = rows[i * step:(i + 1) * step]
        table = pa.Table.from_pylist(part, schema=schema)
        pq.write_table(table, folder / f"{i + 1:02d}.parquet")


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(33)
    customers = _customers(rng, 1, 60, with_nulls=True)
    _json_lines(BOOKSTORE / "customers-json" / "export_001.json", customers[:30])
    _json_lines(BOOKSTORE / "customers-json" / "export_002.json", customers[30:])
    updates = [dict(c, email=f"new.{c['customer_id'].lower()}@mail.com") for c in customers[::9]]
    _json_lines(BOOKSTORE / "customers-json-new" / "export_003.json", updates + _customers(rng, 61, 6, False))
    for i in range(4):
        _books_csv(BOOKSTORE / "books-csv" / f"export_{i + 1:03d}.csv", BOOKS[i * 3:(i + 1) * 3])
    _books_csv(BOOKSTORE / "books-csv-new" / "export_005.csv", NEW_BOOKS)
    _orders(rng, BOOKSTORE / "orders", 1, 240, 60, 2)
    _orders(rng, BOOKSTORE / "orders-new", 241, 40, 66, 1)
    lake = DBFS / "mnt" / "datalake"
    lake.mkdir(parents=True, exist_ok=True)
    for f in sorted(REPO_DATA.glob("*.json")):
        shutil.copy(f, lake / f.name)
    print(f"inputs in {DATA}")


def fresh(dest: Path) -> Path:
    """A fresh copy of the generated tree for one program (its writes land there); the dbfs root."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "dbfs"


if __name__ == "__main__":
    write_inputs()
