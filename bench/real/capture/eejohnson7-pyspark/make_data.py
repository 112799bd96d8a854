"""The inputs of the ps_* runs (eejohnson7/pyspark-sql): the repository holds no data, and its scripts read three
files relative to the working directory. Written here in the schema the code uses, with a fixed seed, small:

- `customers.csv` (header; 60 rows): the columns of the well-known `customers-100.csv` sample the course's queries
  name (`Customer Id`, `First Name`, `Last Name`, `Country`, `Email`, `Subscription Date` ...): Index, Customer Id,
  First Name, Last Name, Company, City, Country, Phone 1, Phone 2, Email, Subscription Date, Website. Countries
  include the four the unit_1 scripts filter on (Germany, Australia, Brazil, Netherlands).
- `customer_purchase_history.csv` (header; 80 rows): Customer Id, PurchaseAmount, PurchaseDate; most ids are
  customers', some are not (so the RIGHT JOIN keeps unmatched purchases and the LEFT JOIN unmatched customers).
- `customers.parquet` (one file): the customers table again, typed (Index int, Subscription Date a date).

    .venv/bin/python bench/real/capture/eejohnson7-pyspark/make_data.py [folder]    # default /tmp/ps_work/data
"""
from __future__ import annotations

import csv
import random
import sys
from datetime import date, timedelta
from pathlib import Path

WORK = Path("/tmp/ps_work/data")
FIRST = ["Sheryl", "Preston", "Roy", "Linda", "Joanna", "Aimee", "Darren", "Brett", "Sheryl", "Tiffany", "Zoe",
         "Kayla", "Maria", "Jon", "Abel"]
LAST = ["Baxter", "Lozano", "Berry", "Olsen", "Bender", "Downs", "Peck", "Mullen", "Meyer", "Lester", "Fox", "Rios"]
COUNTRIES = ["Germany", "Australia", "Brazil", "Netherlands", "Chile", "Djibouti", "Antigua and Barbuda",
             "Sri Lanka", "Norway", "Germany", "Brazil"]
CITIES = ["East Leonard", "East Jimmychester", "Isabelborough", "Bensonview", "West Samuel", "Janetfort"]
COLUMNS = ["Index", "Customer Id", "First Name", "Last Name", "Company", "City", "Country", "Phone 1", "Phone 2",
           "Email", "Subscription Date", "Website"]


def _id(rng) -> str:
    return "".join(rng.choice("0123456789abcdefABCDEF") for _ in range(15))


def customers(rng) -> list[list]:
    rows = []
    for i in range(1, 61):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        rows.append([i, _id(rng), first, last, f"{last} Ltd", rng.choice(CITIES), rng.choice(COUNTRIES),
                     f"{rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
                     f"+1-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
                     f"{first.lower()}{i}@{last.lower()}.com",
                     date(2020, 1, 1) + timedelta(days=rng.randint(0, 900)), f"http://www.{last.lower()}.com/"])
    return rows


def purchases(rng, ids: list[str]) -> list[list]:
    extra = [_id(rng) for _ in range(6)]          # purchases of ids no customer has
    return [[rng.choice(ids[:45] + extra), round(rng.uniform(5, 500), 2),
             date(2022, 1, 1) + timedelta(days=rng.randint(0, 300))] for _ in range(80)]


def write(folder: Path = WORK) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = random.Random(20251116)
    folder.mkdir(parents=True, exist_ok=True)
    cust = customers(rng)
    buy = purchases(rng, [r[1] for r in cust])
    with open(folder / "customers.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(COLUMNS)
        w.writerows([*r[:10], r[10].isoformat(), r[11]] for r in cust)
    with open(folder / "customer_purchase_history.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Customer Id", "PurchaseAmount", "PurchaseDate"])
        w.writerows([r[0], f"{r[1]:.2f}", r[2].isoformat()] for r in buy)
    table = pa.table({c: [r[k] for r in cust] for k, c in enumerate(COLUMNS)})
    table = table.set_column(0, "Index", table.column("Index").cast(pa.int32()))
    pq.write_table(table, folder / "customers.parquet")
    return folder


if __name__ == "__main__":
    out = write(Path(sys.argv[1]) if len(sys.argv) > 1 else WORK)
    for f in sorted(out.iterdir()):
        print(f, f.stat().st_size)
