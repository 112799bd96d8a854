"""Small stand-ins for the book's `data/` folder, in the same schemas (seed 7), under /tmp/stdg_data.

flight-data: DEST_COUNTRY_NAME, ORIGIN_COUNTRY_NAME, count per year (csv, json lines, parquet, orc);
retail-data: InvoiceNo, StockCode, Description, Quantity, InvoiceDate, UnitPrice, CustomerID, Country,
by-day (one csv per day, `2010-12-01 08:26:00` dates) and all (`12/1/2010 8:26` dates, month padded to the `MM` the code parses).
"""
from __future__ import annotations

import csv
import json
import os
import random
import shutil
from datetime import datetime, timedelta

ROOT = "/tmp/stdg_data"
COUNTRIES = ["United States", "Romania", "Croatia", "Ireland", "Egypt", "India", "Sweden", "Anguilla",
             "Singapore", "Grenada", "Senegal", "Moldova", "Sint Maarten", "Marshall Islands", "Canada",
             "Spain", "Saint Kitts and Nevis", "Germany", "France", "United Kingdom"]
PRODUCTS = [("85123A", "WHITE HANGING HEART T-LIGHT HOLDER", 2.55), ("71053", "WHITE METAL LANTERN", 3.39),
            ("84406B", "CREAM CUPID HEARTS COAT HANGER", 2.75), ("84029G", "KNITTED UNION FLAG HOT WATER BOTTLE", 3.39),
            ("84029E", "RED WOOLLY HOTTIE WHITE HEART.", 3.39), ("22752", "SET 7 BABUSHKA NESTING BOXES", 7.65),
            ("21730", "GLASS STAR FROSTED T-LIGHT HOLDER", 4.25), ("22633", "HAND WARMER UNION JACK", 1.85),
            ("22632", "HAND WARMER RED POLKA DOT", 1.85), ("DOT", "DOTCOM POSTAGE", 569.77),
            ("POST", "POSTAGE", 18.0), ("21754", "HOME BUILDING BLOCK WORD", 5.95),
            ("22745", "POPPY'S PLAYHOUSE BEDROOM", 2.1), ("22748", "POPPY'S PLAYHOUSE KITCHEN", 2.1),
            ("84879", "ASSORTED COLOUR BIRD ORNAMENT", 1.69), ("22960", "JAM MAKING SET WITH JARS", 4.25)]
RETAIL_COUNTRIES = ["United Kingdom", "France", "Australia", "Netherlands", "Germany", "Norway", "EIRE", "USA"]


def flight_rows(rng: random.Random, year: int) -> list[dict]:
    rows = []
    for dest in COUNTRIES:
        for origin in rng.sample(COUNTRIES, 4):
            if dest == "United States" or origin == "United States" or rng.random() < 0.3:
                rows.append({"DEST_COUNTRY_NAME": dest, "ORIGIN_COUNTRY_NAME": origin,
                             "count": rng.choice([1, 1, 2, 3, 15, 62, 344, 1203]) + year % 7})
    return rows


def retail_rows(rng: random.Random) -> list[dict]:
    rows = []
    start = datetime(2010, 12, 1, 8, 26)
    invoice = 536365
    for day in range(12):
        when = start + timedelta(days=day * 35)  # the last day lies after 2011-12-05, which chapter 7 filters on
        for _ in range(6):
            customer = rng.choice([17850, 13047, 12583, 13748, 15100, 15291, None])
            country = rng.choice(RETAIL_COUNTRIES)
            for code, desc, price in rng.sample(PRODUCTS, rng.randint(2, 5)):
                rows.append({"InvoiceNo": invoice, "StockCode": code, "Description": desc,
                             "Quantity": rng.choice([1, 2, 6, 8, 12, 24, -1]), "InvoiceDate": when,
                             "UnitPrice": price, "CustomerID": customer, "Country": country})
            invoice += 1
            when += timedelta(minutes=rng.randint(3, 90))
    return rows


def write_csv(path: str, rows: list[dict], date_format) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        for row in rows:
            row = dict(row)
            if "InvoiceDate" in row:
                row["InvoiceDate"] = date_format(row["InvoiceDate"])
            if row.get("CustomerID") is None and "CustomerID" in row:
                row["CustomerID"] = ""
            writer.writerow(row)


def main(spark=None) -> str:
    rng = random.Random(7)
    shutil.rmtree(ROOT, ignore_errors=True)
    flights = {}
    for year in range(2010, 2016):
        rows = flight_rows(rng, year)
        flights[year] = rows
        write_csv(f"{ROOT}/flight-data/csv/{year}-summary.csv", rows, str)
        os.makedirs(f"{ROOT}/flight-data/json", exist_ok=True)
        with open(f"{ROOT}/flight-data/json/{year}-summary.json", "w") as fh:
            fh.writelines(json.dumps(r) + "\n" for r in rows)
    retail = retail_rows(rng)
    by_day: dict[str, list[dict]] = {}
    for row in retail:
        by_day.setdefault(row["InvoiceDate"].strftime("%Y-%m-%d"), []).append(row)
    for day, rows in by_day.items():
        write_csv(f"{ROOT}/retail-data/by-day/{day}.csv", rows, lambda d: d.strftime("%Y-%m-%d %H:%M:%S"))
    write_csv(f"{ROOT}/retail-data/all/online-retail-dataset.csv", retail,
              lambda d: f"{d.month:02d}/{d.day}/{d.year} {d.hour}:{d.minute:02d}")
    if spark is not None:  # the columnar copies need Spark
        df = spark.createDataFrame(flights[2010])
        df = df.selectExpr("DEST_COUNTRY_NAME", "ORIGIN_COUNTRY_NAME", "cast(count as long) as count")
        df.coalesce(1).write.mode("overwrite").parquet(f"{ROOT}/flight-data/parquet/2010-summary.parquet")
        df.coalesce(1).write.mode("overwrite").orc(f"{ROOT}/flight-data/orc/2010-summary.orc")
    return ROOT


if __name__ == "__main__":
    print(main())
