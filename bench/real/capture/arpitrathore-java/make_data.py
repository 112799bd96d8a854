"""Small inputs in the schema arpitrathore/spark-java's spark-02-sql lessons expect (the repository holds none).

- `spark-02-sql/src/main/resources/employees.csv`: what `EmployeeCsvWriter` writes (javafaker's random Indian
  employees, 100,000 rows; `.gitignore`'s `*.csv` keeps it out of the repository), here 240 rows from a seeded
  generator: a header of `Employee`'s fields in declaration order (`CsvUtility.getHeaders`), `doj` as epoch
  milliseconds (`CsvUtility.addObjectRow` writes a Date as `getTime()`), gender Male/Female, age 18-64, some gmail
  addresses, some Mumbai managers, country India. Written into the scratch copy a program runs in, never into the
  laid-out copy.
- The orc part file `DS05ReadOrcShowAll` reads, `hdfs://localhost:9000/data/DS01ReadCsvWriteOrc/part-00000-80863e6b-
  ...snappy.orc` (what `DS01ReadCsvWriteOrc`'s `coalesce(1)` orc write leaves on HDFS), the same rows in the types
  Spark's csv inference gives them, under the run's HDFS root, served by the technoavengers family's hdfs stand-in.
"""
from __future__ import annotations

import csv
import random
from datetime import datetime, timezone
from pathlib import Path

CSV = "spark-02-sql/src/main/resources/employees.csv"
ORC = "data/DS01ReadCsvWriteOrc/part-00000-80863e6b-71d0-41ad-8aaa-d5e2a62e4fb5-c000.snappy.orc"
HEADER = ["id", "firstName", "lastName", "gender", "doj", "age", "email", "mobile", "salary", "companyName",
          "jobTitle", "city", "country"]
FIRST = ["Aarav", "Vivaan", "Aditya", "Diya", "Ananya", "Ishaan", "Kavya", "Rohan", "Saanvi", "Arjun", "Meera",
         "Nikhil", "Priya", "Rahul", "Sneha", "Vikram"]
LAST = ["Sharma", "Verma", "Iyer", "Nair", "Reddy", "Patel", "Gupta", "Mehta", "Rao", "Singh", "Kapoor", "Joshi"]
DOMAINS = ["gmail.com", "yahoo.com", "hotmail.com", "gmail.com", "outlook.com"]
COMPANIES = ["Tata Sons", "Infosys Ltd", "Wipro and Sons", "Reliance Group", "Mahindra Inc", "Bajaj LLC"]
TITLES = ["Sales Manager", "Software Engineer", "Product Manager", "Accountant", "Data Analyst",
          "Marketing Manager", "Designer", "Consultant", "Senior Developer", "HR Executive"]
CITIES = ["Mumbai", "Delhi", "Bengaluru", "Pune", "Chennai", "Kolkata", "Hyderabad", "Jaipur"]


def rows(n: int = 240) -> list[list]:
    rng = random.Random(38)
    start = datetime(2010, 9, 1, tzinfo=timezone.utc).timestamp()
    out = []
    for i in range(n):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        out.append([i + 1, first, last, rng.choice(["Male", "Female"]),
                    int((start + rng.randint(0, 3650) * 86400 + rng.randint(0, 86399)) * 1000) + rng.randint(0, 999),
                    rng.randint(18, 64), f"{first.lower()}.{last.lower()}{rng.randint(1, 99)}@{rng.choice(DOMAINS)}",
                    f"+91 {rng.randint(70000, 99999)}{rng.randint(10000, 99999)}",
                    round(rng.uniform(60000, 200000), 2), rng.choice(COMPANIES), rng.choice(TITLES),
                    rng.choice(CITIES), "India"])
    return out


def make(root: Path, hdfs_root: Path) -> None:
    """employees.csv into the scratch copy `root`, the orc part file under `hdfs_root`."""
    import pyarrow as pa
    import pyarrow.orc as orc

    data = rows()
    path = root / CSV
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(HEADER)
        w.writerows(data)
    types = {"id": pa.int32(), "doj": pa.int64(), "age": pa.int32(), "salary": pa.float64()}
    cols = list(zip(*data))
    table = pa.table({h: pa.array(list(c), type=types.get(h, pa.string())) for h, c in zip(HEADER, cols)})
    target = hdfs_root / ORC
    target.parent.mkdir(parents=True, exist_ok=True)
    orc.write_table(table, str(target), compression="snappy")


if __name__ == "__main__":
    import sys
    make(Path(sys.argv[1]), Path(sys.argv[2]))
