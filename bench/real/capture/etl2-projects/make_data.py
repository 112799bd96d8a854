"""The inputs of the etl2_* runs, and where the runs happen.

Neither project ships its input. What this module makes, with a fixed seed:

- san-7771/pyspark-etl-pipeline: `data/orders.csv` (ignored by the project's .gitignore), the orders file
  `config/config.py` names (`SOURCE_FILE`), in the columns its transforms and tests use (order_id, customer_id, product,
  category, quantity, unit_price, order_date yyyy-MM-dd, country, status): 138 rows, of which some have a null key, a
  status outside `VALID_STATUSES` or a repeated order_id, so the cleaning drops rows and the quality checks (at
  least 100 rows, no nulls, no duplicates, valid statuses, no negative revenue) pass, as the README shows.
- ravisku/sales-pyspark-etl: a Superstore-like sales export (Row ID, Order ID, Order Date and Ship Date as
  dd/MM/yyyy, Ship Mode, Customer ID, Customer Name, Segment, Country, City, State, Postal Code, Region, Product ID,
  Category, Sub-Category, Product Name, Sales: the columns the scripts name and the ones `gold_results/` shows), as
  two csv files under `s3://sales-pyspark-etl/source_files/`, which our S3 stand-in (standin/S3LocalFileSystem.java)
  serves from `S3_ROOT/sales-pyspark-etl/source_files/`. Some order lines are repeated with a later Row ID, so the
  silver step's row_number dedup has work to do.

Each run happens in a fresh scratch copy of the laid-out repository (`scratch_copy`), so the laid-out copy the
mapper indexes is never written to.

    .venv/bin/python bench/real/capture/etl2-projects/make_data.py     # checks the repositories, writes the inputs
"""
from __future__ import annotations

import csv
import random
import shutil
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOS = HERE.parents[1] / "repos"
WORK = Path("/tmp/etl2_capture")
S3_ROOT = WORK / "s3"
SAN, RAV = "san-7771__pyspark-etl-pipeline", "ravisku__sales-pyspark-etl"
NAMES = {SAN: "pyspark-etl-pipeline", RAV: "sales-pyspark-etl"}
FILES = {SAN: ["main.py", "config/config.py", "tests/test_transformations.py"],
         RAV: ["etl_script/01_bronze.py", "etl_script/03_gold.py", "tests/02_silver_test.py"]}


def check(slug: str) -> Path:
    repo = REPOS / slug
    missing = [p for p in FILES[slug] if not (repo / p).exists()]
    if missing:
        raise SystemExit(f"{slug}: not laid out or incomplete ({missing}); python bench/real/lay_out.py {slug}")
    return repo


def orders_rows() -> list[list]:
    rng = random.Random(7771)
    products = [("Laptop", "Electronics", 900), ("Phone", "Electronics", 450), ("Tablet", "Electronics", 300),
                ("Keyboard", "Accessories", 45), ("Monitor", "Accessories", 180), ("Mouse", "Accessories", 20)]
    countries = ["India", "USA", "UK", "Germany", "Canada"]
    statuses = ["Completed", "Completed", "Pending", "Cancelled"]
    rows = []
    start = date(2024, 1, 1)
    for i in range(128):
        product, category, price = rng.choice(products)
        rows.append([1000 + i, rng.randint(1, 40), product, category, rng.randint(1, 5), price + rng.randint(0, 50),
                     (start + timedelta(days=rng.randint(0, 120))).isoformat(),
                     rng.choice(countries) if i % 9 else rng.choice(countries).lower() + " ",
                     rng.choice(statuses)])
    # rows the cleaning drops: null keys, statuses outside VALID_STATUSES, repeated order ids
    rows.append([None, 3, "Laptop", "Electronics", 1, 900, "2024-02-01", "India", "Completed"])
    rows.append([1200, None, "Phone", "Electronics", 2, 450, "2024-02-02", "USA", "Pending"])
    rows.append([1201, 5, None, "Accessories", 1, 20, "2024-02-03", "UK", "Completed"])
    rows.append([1202, 6, "Mouse", "Accessories", 1, 20, "2024-02-04", "UK", "Returned"])
    rows.append([1203, 7, "Tablet", "Electronics", 1, 300, "2024-02-05", "Canada", None])
    for i in (3, 17, 40, 77, 101):
        rows.append(list(rows[i]))
    return rows


def write_orders(root: Path) -> None:
    path = root / "data" / "orders.csv"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["order_id", "customer_id", "product", "category", "quantity", "unit_price", "order_date",
                    "country", "status"])
        for row in orders_rows():
            w.writerow(["" if v is None else v for v in row])


SALES_HEADER = ["Row ID", "Order ID", "Order Date", "Ship Date", "Ship Mode", "Customer ID", "Customer Name",
                "Segment", "Country", "City", "State", "Postal Code", "Region", "Product ID", "Category",
                "Sub-Category", "Product Name", "Sales"]


def sales_rows() -> list[list]:
    rng = random.Random(2024)
    customers = [(f"{a}{b}-{10000 + 37 * k}", f"{first} {last}", seg)
                 for k, (a, b, first, last, seg) in enumerate([
                     ("E", "P", "Emily", "Phan", "Consumer"), ("C", "K", "Chloris", "Kastensmidt", "Consumer"),
                     ("D", "V", "Darrin", "Van Huff", "Corporate"), ("S", "O", "Sean", "ODonnell", "Consumer"),
                     ("B", "H", "Brosina", "Hoffman", "Home Office"), ("A", "B", "Andrew", "Allen", "Consumer"),
                     ("I", "M", "Irene", "Maddox", "Corporate"), ("H", "P", "Harold", "Pawlan", "Home Office")])]
    places = [("Houston", "Texas", "77095", "Central"), ("Naperville", "Illinois", "60540", "Central"),
              ("Seattle", "Washington", "98103", "West"), ("New York City", "New York", "10024", "East")]
    products = [("FUR-BO-10001798", "Furniture", "Bookcases", "Bush Somerset Collection Bookcase", 261.96),
                ("OFF-LA-10000240", "Office Supplies", "Labels", "Self-Adhesive Address Labels", 14.62),
                ("TEC-PH-10002275", "Technology", "Phones", "Mitel 5320 IP Phone VoIP phone", 907.15),
                ("OFF-BI-10003910", "Office Supplies", "Binders", "DXL Angle-View Binders, \"Clear\"", 18.50),
                ("FUR-CH-10000454", "Furniture", "Chairs", "Hon Deluxe Fabric Upholstered Stacking Chairs", 731.94)]
    modes = ["Standard Class", "Second Class", "First Class", "Same Day"]
    rows, row_id = [], 1
    start = date(2017, 1, 1)
    for n in range(60):
        cust_id, name, seg = rng.choice(customers)
        city, state, postal, region = rng.choice(places)
        ordered = start + timedelta(days=rng.randint(0, 364))
        shipped = ordered + timedelta(days=rng.randint(0, 6))
        order_id = f"CA-{ordered.year}-{100000 + 1291 * n}"
        for product in rng.sample(products, rng.randint(1, 3)):
            pid, cat, sub, pname, price = product
            rows.append([row_id, order_id, ordered.strftime("%d/%m/%Y"), shipped.strftime("%d/%m/%Y"),
                         rng.choice(modes), cust_id, name, seg, "United States", city, state, postal, region, pid,
                         cat, sub, pname, round(price * rng.uniform(0.5, 2.0), 2)])
            row_id += 1
    for i in (2, 11, 25, 40):  # the same order line exported again later
        again = list(rows[i])
        again[0] = row_id
        row_id += 1
        rows.append(again)
    return rows


def write_sales() -> Path:
    """A fresh S3 root holding only the source files (the bronze run starts from it)."""
    shutil.rmtree(S3_ROOT, ignore_errors=True)
    folder = S3_ROOT / "sales-pyspark-etl" / "source_files"
    folder.mkdir(parents=True)
    rows = sales_rows()
    half = len(rows) // 2
    for name, part in (("sales_2017_part1.csv", rows[:half]), ("sales_2017_part2.csv", rows[half:])):
        with (folder / name).open("w", newline="") as fh:
            w = csv.writer(fh, quoting=csv.QUOTE_MINIMAL, doublequote=True)
            w.writerow(SALES_HEADER)
            w.writerows(part)
    return S3_ROOT


def scratch_copy(slug: str, where: Path) -> Path:
    """A fresh copy of the laid-out repository under `where`, named as the project is, with its inputs."""
    repo = check(slug)
    shutil.rmtree(where, ignore_errors=True)
    dest = where / NAMES[slug]
    shutil.copytree(repo, dest, symlinks=True)
    if slug == SAN:
        write_orders(dest)
    return dest


def main() -> None:
    for slug in NAMES:
        check(slug)
    print(len(orders_rows()), "orders rows;", len(sales_rows()), "sales rows")


if __name__ == "__main__":
    main()
