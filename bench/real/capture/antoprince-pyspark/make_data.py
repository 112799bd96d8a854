"""Small stand-ins for the inputs antoprince001/pyspark-practice's chosen code reads and the repository lacks:

- the tables the StrataScratch platform predefines as DataFrames for `pyspark-snippets/` (`worker`, `title`,
  `employee`, `orders`, ...), one Parquet file per table (pyarrow, no Spark) under /tmp/ap_work/data/<table>.parquet,
  in the platform's columns for the table, read by the stratascratch family's driver
  (../stratascratch-pyspark/run_solution.py, SS_DATA = that folder);
- the Formula 1 `races.csv` the Databricks notebook `2_Ingest_Races_CSV.ipynb` loads from
  `dbfs:/FileStore/shared_uploads/antony.prince@thoughtworks.com/races.csv` (Ergast's columns), written under the
  `dbfs` folder our capture's file system stand-in serves.

Fixed seeds; every filter a chosen snippet applies keeps some rows, so no plan is cut short by an empty relation.

    .venv/bin/python bench/real/capture/antoprince-pyspark/make_data.py
"""
from __future__ import annotations

import csv
import datetime as dt
import random
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

WORK = Path("/tmp/ap_work")
DATA = WORK / "data"
RACES = "FileStore/shared_uploads/antony.prince@thoughtworks.com/races.csv"   # under the dbfs root

T = {"int": pa.int64(), "double": pa.float64(), "string": pa.string(), "bool": pa.bool_(), "date": pa.date32(),
     "timestamp": pa.timestamp("us", tz="UTC")}


def d(y, m, day):
    return dt.date(y, m, day)


def ts(y, m, day, h=0, mi=0):
    return dt.datetime(y, m, day, h, mi, tzinfo=dt.timezone.utc)


def tables() -> dict[str, tuple[list[tuple[str, str]], list[tuple]]]:
    r = random.Random(11)
    out = {}
    depts = ["Admin", "HR", "Account", "Sales"]
    first = ["Monika", "Niharika", "Vishal", "Amitah", "Vivek", "Vipul", "Satish", "Geetika", "Agepi", "Mira"]
    out["worker"] = ([("worker_id", "int"), ("first_name", "string"), ("last_name", "string"), ("salary", "int"),
                      ("joining_date", "timestamp"), ("department", "string")],
                     [(i, first[i - 1], "Arora", [100000, 80000, 300000, 500000, 500000, 200000, 75000, 90000,
                                                  60000, 120000][i - 1], ts(2014, 1 + i % 6, 1 + i), depts[i % 4])
                      for i in range(1, 11)])
    out["title"] = ([("worker_ref_id", "int"), ("worker_title", "string"), ("affected_from", "timestamp")],
                    [(i, ["Manager", "Executive", "Lead", "Asst. Manager"][i % 4], ts(2016, 2, 20)) for i in range(1, 11)])
    out["facebook_reactions"] = ([("poster", "int"), ("friend", "int"), ("reaction", "string"), ("date_day", "int"),
                                  ("post_id", "int")],
                                 [(1 + i % 4, 2 + i % 5, r.choice(["heart", "like", "laugh", "heart"]), 1 + i % 7,
                                   i % 6) for i in range(24)])
    out["facebook_posts"] = ([("post_id", "int"), ("poster", "int"), ("post_text", "string"),
                              ("post_keywords", "string"), ("post_date", "timestamp")],
                             [(i, 1 + i % 4, f"post {i} text", ["[spam, basketball]", "[#food]", "[spam]"][i % 3],
                               ts(2019, 1, 1 + i)) for i in range(0, 8)])
    titles = ["Manager", "Sales", "Auditor", "Developer"]
    out["employee"] = ([("id", "int"), ("first_name", "string"), ("last_name", "string"), ("age", "int"),
                        ("sex", "string"), ("employee_title", "string"), ("department", "string"), ("salary", "int"),
                        ("target", "int"), ("bonus", "int"), ("email", "string"), ("city", "string"),
                        ("address", "string"), ("manager_id", "int")],
                       [(i, first[(i - 1) % 10], f"Last{i}", 25 + i, "MF"[i % 2], titles[i % 4], depts[i % 4],
                         [200000, 90000, 70000, 130000, 85000, 110000, 60000, 95000, 150000, 72000, 98000, 101000][i - 1],
                         200 + 10 * i, 1000 + 100 * (i % 5), f"e{i}@mail.com", "Arlington", f"{i} Main St",
                         1 if i > 4 else 13) for i in range(1, 13)])
    names = ["Jill", "Eva", "Mark", "Farida", "Mia", "Henry", "Justin", "Frank"]
    out["customers"] = ([("id", "int"), ("first_name", "string"), ("last_name", "string"), ("city", "string"),
                         ("address", "string"), ("phone_number", "string")],
                        [(i, names[i - 1], f"Doe{i}", ["Austin", "Miami", "Arizona"][i % 3], f"{i} Elm St",
                          f"555-010{i}") for i in range(1, 9)])
    out["orders"] = ([("id", "int"), ("cust_id", "int"), ("order_date", "date"), ("order_details", "string"),
                      ("total_order_cost", "int")],
                     [(i, 1 + i % 6, d(2019, 1 + i % 4, 1 + (3 * i) % 28), ["Coat", "Shoes", "Skirt", "Suit"][i % 4],
                       r.randint(20, 300)) for i in range(1, 21)])
    out["amazon_shipment"] = ([("shipment_id", "int"), ("sub_id", "int"), ("weight", "int"), ("shipment_date", "date")],
                              [(100 + i // 2, 1 + i % 2, r.randint(1, 50), d(2021, 8 + i % 3, 1 + i)) for i in range(18)])
    users = ["6edf0be4b2267df1fa", "75d295377a46f83236", "32ded68d89443e808", "e0e0defbb9ec47f6f7", "5b8754928306a18b68"]
    out["google_gmail_emails"] = ([("id", "int"), ("from_user", "string"), ("to_user", "string"), ("day", "int")],
                                  [(i, users[r.randint(0, 4)], users[r.randint(0, 4)], 1 + i % 10) for i in range(30)])
    out["amazon_transactions"] = ([("id", "int"), ("user_id", "int"), ("item", "string"), ("created_at", "date"),
                                   ("revenue", "int")],
                                  [(i, 100 + i % 6, ["milk", "bread", "apple"][i % 3], d(2020, 3, 1 + (5 * i) % 28),
                                    r.randint(1, 500)) for i in range(1, 25)])
    out["car_launches"] = ([("year", "int"), ("company_name", "string"), ("product_name", "string")],
                           [(2019 + i % 2, ["Toyota", "Honda", "Chevrolet", "Ford"][i % 4], f"Model {i % 7}")
                            for i in range(24)])
    nat = ["USA", "Mali", "China", "Brazil"]
    out["airbnb_hosts"] = ([("host_id", "int"), ("nationality", "string"), ("gender", "string"), ("age", "int")],
                           [(i, nat[i % 4], "MF"[i % 2], 20 + i) for i in range(10)])
    out["airbnb_guests"] = ([("guest_id", "int"), ("nationality", "string"), ("gender", "string"), ("age", "int")],
                            [(i, nat[i % 3], "MF"[i % 2], 22 + i) for i in range(12)])
    out["sf_employee"] = ([("id", "int"), ("first_name", "string"), ("last_name", "string"), ("age", "int"),
                           ("sex", "string"), ("employee_title", "string"), ("department", "string"),
                           ("salary", "int"), ("target", "int"), ("email", "string"), ("city", "string"),
                           ("address", "string"), ("manager_id", "int")],
                          [(i, first[i % 10], f"Last{i}", 30 + i, "MF"[i % 2], titles[i % 4], depts[i % 4],
                            50000 + 5000 * i, 100 + i, f"s{i}@mail.com", "Boston", f"{i} Oak St", 1)
                           for i in range(1, 13)])
    out["sf_bonus"] = ([("worker_ref_id", "int"), ("bonus", "int")],
                       [(1 + i % 8, 1000 + 500 * (i % 4)) for i in range(16)])
    states = ["CA", "NY", "TX"]
    out["fraud_score"] = ([("policy_num", "string"), ("state", "string"), ("claim_cost", "int"),
                           ("fraud_score", "double")],
                          [(f"ABCD{1000 + i}", states[i % 3], r.randint(100, 9000), round(r.random(), 4))
                           for i in range(45)])
    out["google_file_store"] = ([("filename", "string"), ("contents", "string")],
                                [("draft1.txt", "The stock exchange predicts a bull market which would make many "
                                                "investors happy."),
                                 ("draft2.txt", "The stock exchange predicts a bull market, which would make many "
                                                "investors happy, but analysts warn of possibility of too much "
                                                "optimism."),
                                 ("final.txt", "The stock exchange predicts a bull market which would make many "
                                               "investors happy.")])
    voters = ["Sean", "Sam", "Kathy", "Bill", "Cheryl", "Mary", "Ryan"]
    cands = ["Christine", "Ryan", "Anthony", "Paul", "Nicole", ""]
    out["voting_results"] = ([("voter", "string"), ("candidate", "string")],
                             [(voters[i % 7], cands[(3 * i) % 6]) for i in range(20)])
    return out


def write_tables(data: Path = DATA) -> None:
    shutil.rmtree(data, ignore_errors=True)
    data.mkdir(parents=True)
    for name, (cols, rows) in tables().items():
        schema = pa.schema([(c, T[t]) for c, t in cols])
        table = pa.Table.from_pylist([dict(zip([c for c, _ in cols], row)) for row in rows], schema=schema)
        pq.write_table(table, data / f"{name}.parquet")


def write_races(dbfs: Path) -> None:
    """Ergast's races.csv columns (raceId,year,round,circuitId,name,date,time,url), a header and 24 rows."""
    path = dbfs / RACES
    path.parent.mkdir(parents=True, exist_ok=True)
    gps = ["Australian Grand Prix", "Malaysian Grand Prix", "Chinese Grand Prix", "Bahrain Grand Prix"]
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["raceId", "year", "round", "circuitId", "name", "date", "time", "url"])
        for i in range(24):
            year, rnd = 2019 + i // 8, 1 + i % 8
            w.writerow([1000 + i, year, rnd, 1 + i % 4, gps[i % 4], f"{year}-{3 + rnd // 2:02d}-{1 + 3 * rnd:02d}",
                        f"{5 + i % 4:02d}:10:00", f"http://en.wikipedia.org/wiki/{year}_{gps[i % 4].replace(' ', '_')}"])


def write_inputs() -> None:
    write_tables()
    print(f"wrote {len(tables())} tables under {DATA}")


if __name__ == "__main__":
    write_inputs()
