"""Small stand-ins for the course's data (its `datasets/**` are Git LFS pointers, and the notebooks read folders the
repository ignores), in the schemas the notebooks' code reads, under /tmp/zth_data/data. The notebooks reach it
as `data/...` (relative: the work folder's `data` links to it) and `/data/...` (absolute: capture.py links
/data to it for the run).

- input/order_singleline.json: one order per line with `contact` (array of numbers), `customer_id`, `order_id`
  and `order_line_items` (array of {amount, item_id, qty}), the schema notebook 10 writes out in cell 13;
  input/order_multiline.json: the same orders as one indented JSON array;
- input/new_sales.csv: transacted_at, trx_id, retailer_id, description, amount, city_id (notebook 16's schema);
- input/datasets/employee_records.csv, input/employee_records_skewed.csv: first_name, last_name, job_title, dob,
  email, phone, salary, department_id (notebooks 17, 20, 22); the skewed file puts most rows in department 6;
- input/department_data.csv, input/datasets/department_data.csv: department_id, department_name, description,
  city, state, country for departments 1-10;
- output/3/emp.csv: the repository's own `examples/emp.csv` (the same 20 employees as the notebooks' lists, with a
  header; notebook 13 reads it).

    python bench/real/capture/subhamkharwal__pyspark-zero-to-hero/make_data.py
"""
from __future__ import annotations

import csv
import json
import random
import shutil
from datetime import date, datetime, timedelta
from pathlib import Path

ROOT = Path("/tmp/zth_data")
DATA = ROOT / "data"
HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1] / "repos" / HERE.name

FIRST = "James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Susan Richard Jessica".split()
LAST = "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Lee Chen Kim Wong".split()
JOBS = ["Engineer", "Analyst", "Manager", "Accountant", "Designer", "Sales Rep", "Consultant"]
DEPARTMENTS = ["Sales", "Marketing", "Finance", "Engineering", "Human Resources", "Research", "Support",
               "Legal", "Operations", "Procurement"]
PLACES = [("New York", "NY"), ("Chicago", "IL"), ("Austin", "TX"), ("Seattle", "WA"), ("Denver", "CO")]


def write_csv(path: Path, header: list[str], rows: list[list]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as f:
        out = csv.writer(f)
        out.writerow(header)
        out.writerows(rows)


def orders() -> None:
    rng = random.Random(10)
    docs = []
    for n in range(1, 13):
        items = [{"item_id": f"I{rng.randint(100, 199)}", "qty": rng.randint(1, 5),
                  "amount": round(rng.uniform(5, 200), 2)} for _ in range(rng.randint(1, 3))]
        docs.append({"order_id": f"ORD{n:03d}", "customer_id": f"C{rng.randint(1, 6):02d}",
                     "order_line_items": items,
                     "contact": [9000000000 + rng.randint(0, 999999) for _ in range(rng.randint(1, 2))]})
    (DATA / "input").mkdir(parents=True, exist_ok=True)
    (DATA / "input" / "order_singleline.json").write_text("".join(json.dumps(d) + "\n" for d in docs))
    (DATA / "input" / "order_multiline.json").write_text(json.dumps(docs, indent=2) + "\n")


def sales() -> None:
    rng = random.Random(16)
    start = datetime(2023, 1, 1)
    rows = [[(start + timedelta(minutes=rng.randint(0, 500000))).strftime("%Y-%m-%d %H:%M:%S"),
             str(rng.randint(10**9, 10**10)), str(rng.randint(1000, 1099)),
             rng.choice(["Grocery purchase", "Online order", "Fuel", "Restaurant", "Pharmacy"]),
             round(rng.uniform(1, 600), 2), str(rng.randint(1, 40))] for _ in range(400)]
    write_csv(DATA / "input" / "new_sales.csv",
              ["transacted_at", "trx_id", "retailer_id", "description", "amount", "city_id"], rows)


def employees(seed: int, skewed: bool) -> list[list]:
    rng = random.Random(seed)
    rows = []
    for n in range(600):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        dept = 6 if skewed and rng.random() < 0.7 else rng.randint(1, 10)
        dob = date(1960, 1, 1) + timedelta(days=rng.randint(0, 15000))
        rows.append([first, last, rng.choice(JOBS), dob.isoformat(), f"{first}.{last}{n}@example.com".lower(),
                     f"+1-555-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}", float(rng.randint(30, 150) * 1000),
                     dept])
    return rows


def departments() -> list[list]:
    return [[n, name, f"{name} department", *PLACES[n % len(PLACES)], "USA"]
            for n, name in enumerate(DEPARTMENTS, 1)]


def main() -> None:
    shutil.rmtree(ROOT, ignore_errors=True)
    orders()
    sales()
    emp_header = ["first_name", "last_name", "job_title", "dob", "email", "phone", "salary", "department_id"]
    write_csv(DATA / "input" / "datasets" / "employee_records.csv", emp_header, employees(17, skewed=False))
    write_csv(DATA / "input" / "employee_records_skewed.csv", emp_header, employees(20, skewed=True))
    dept_header = ["department_id", "department_name", "description", "city", "state", "country"]
    for path in (DATA / "input" / "department_data.csv", DATA / "input" / "datasets" / "department_data.csv"):
        write_csv(path, dept_header, departments())
    (DATA / "output" / "3").mkdir(parents=True)
    shutil.copy(REPO / "examples" / "emp.csv", DATA / "output" / "3" / "emp.csv")
    print(f"data under {DATA}")


if __name__ == "__main__":
    main()
