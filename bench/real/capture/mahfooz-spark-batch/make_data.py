"""Small inputs in the schema mahfooziiitian/spark-batch's programs expect; the repository ships almost none of its
data (its programs read `%DATA_HOME%`, `D:/data/spark/json/...` and Spark's own `examples/src/main/resources/...`).

- `examples/src/main/resources/people.json` and `people.txt` in the scratch copy's root (JavaSparkSQL and
  JsonDataFrame, copies of Spark's examples, read them by that relative path): Spark's own three people.
- `D:/data/spark/json/people.json` and `d:/data/spark/json/employees.json` (UntypedDataset, SparkUaf,
  TypeSafeAggregation): the same people and Spark's four employees, under `DRIVES/D/...` and `DRIVES/d/...`, served by
  the drive stand-in (../ykanakaraju-pyspark/standin/DriveLocalFileSystem.java).
- `DATA_HOME/FileData/Csv/product_revenue.csv` (`product,category,revenue`, the Databricks window-function blog's
  table), `DATA_HOME/FileData/Csv/employees.csv` (`name,dept,salary`) and `DATA_HOME/FileData/Text/click_stream_data.txt`
  (`user_id,click_time`) for the PySpark window scripts; `DATA_HOME/spark/args/biglog.csv` (`level,datetime`) for
  SparkDsl and `DATA_HOME/spark/args/students.csv` (`student_id,exam_center_id,subject,year,quarter,score,grade`)
  for Grouping, both given as the program's argument.
Every other input is in the code (createDataFrame of literal rows) or the repository's own file
(`spark-scala/spark-evaluation/src/main/resources/csv/2015-summary.csv`, the argument of ColumnFilter and DatasetFilter).
"""
from __future__ import annotations

import csv
import json
import random
from datetime import datetime, timedelta
from pathlib import Path

PEOPLE = [{"name": "Michael"}, {"name": "Andy", "age": 30}, {"name": "Justin", "age": 19}]
PEOPLE_TXT = "Michael, 29\nAndy, 30\nJustin, 19\n"
EMPLOYEES = [{"name": "Michael", "salary": 3000}, {"name": "Andy", "salary": 4500},
             {"name": "Justin", "salary": 3500}, {"name": "Berta", "salary": 4000}]
REVENUE = [("Thin", "Cell phone", 6000), ("Normal", "Tablet", 1500), ("Mini", "Tablet", 5500),
           ("Ultra thin", "Cell phone", 5000), ("Very thin", "Cell phone", 6000), ("Big", "Tablet", 2500),
           ("Bendable", "Cell phone", 3000), ("Foldable", "Cell phone", 3000), ("Pro", "Tablet", 4500),
           ("Pro2", "Tablet", 6500)]
EMPLOYEES_CSV = [("Lisa", "Sales", 10000), ("Evan", "Sales", 32000), ("Fred", "Engineering", 21000),
                 ("Alex", "Sales", 30000), ("Tom", "Engineering", 23000), ("Jane", "Marketing", 29000),
                 ("Jeff", "Marketing", 35000), ("Paul", "Engineering", 29000), ("Chloe", "Engineering", 23000)]


def _lines(path: Path, rows) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def _csv(path: Path, header: list[str], rows) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def write(root: Path, drives: Path, data_home: Path) -> None:
    """`root`: the scratch copy; `drives`: the drive stand-in's root; `data_home`: what DATA_HOME names."""
    rng = random.Random(31)
    _lines(root / "examples/src/main/resources/people.json", PEOPLE)
    (root / "examples/src/main/resources/people.txt").write_text(PEOPLE_TXT)
    _lines(drives / "D/data/spark/json/people.json", PEOPLE)
    _lines(drives / "d/data/spark/json/employees.json", EMPLOYEES)
    _csv(data_home / "FileData/Csv/product_revenue.csv", ["product", "category", "revenue"], REVENUE)
    _csv(data_home / "FileData/Csv/employees.csv", ["name", "dept", "salary"], EMPLOYEES_CSV)
    clicks, start = [], datetime(2018, 1, 1, 11, 0, 0)
    for user in ("u1", "u2", "u3"):
        t = start
        for _ in range(6):
            t += timedelta(minutes=rng.choice([5, 12, 20, 40, 75]))
            clicks.append((user, t.strftime("%Y-%m-%d %H:%M:%S")))
    _csv(data_home / "FileData/Text/click_stream_data.txt", ["user_id", "click_time"], clicks)
    levels = ["DEBUG", "INFO", "WARN", "ERROR", "FATAL"]
    logs = [(rng.choice(levels), (datetime(2015, 1, 1) + timedelta(hours=rng.randint(0, 24 * 364))).strftime(
        "%Y-%m-%d %H:%M:%S")) for _ in range(200)]
    _csv(data_home / "spark/args/biglog.csv", ["level", "datetime"], logs)
    subjects = ["Math", "French", "English", "Science", "History"]
    students = [(s, rng.randint(1, 10), subj, rng.choice([2005, 2006, 2007]), rng.choice(["Q1", "Q2", "Q3", "Q4"]),
                 rng.randint(20, 100), rng.choice("ABCDE")) for s in range(1, 41) for subj in subjects[:3]]
    _csv(data_home / "spark/args/students.csv",
         ["student_id", "exam_center_id", "subject", "year", "quarter", "score", "grade"], students)
