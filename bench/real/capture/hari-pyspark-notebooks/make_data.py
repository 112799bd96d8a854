"""Generated stand-ins for Hari-cbe/pyspark-notebooks' `data/` folder, which its `.gitignore` keeps out of the
repository: tens of rows each, in the columns the notebooks use (pivot.ipynb, bucketing.ipynb, reading_JSOn.ipynb,
loading_data_to_postgres.ipynb). Deterministic (a fixed seed).

    python make_data.py DIR      # writes DIR/data/...
"""
from __future__ import annotations

import csv
import json
import random
import sys
from pathlib import Path

TAGS = ["Funny", "DARK comedy", "Pixar", "Sci-Fi", "classic", "Twist Ending", "Atmospheric", "BASED ON A BOOK"]


def _csv(path: Path, header: list[str], rows: list[list]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def write(root: Path) -> None:
    rnd = random.Random(7)
    data = root / "data"
    # MovieLens-shaped files: tags (pivot.ipynb's data/tags.csv and loading_data_to_postgres' MoviesData/tags.csv),
    # ratings and movies.
    tags = [[rnd.randint(1, 12), rnd.randint(1, 20), rnd.choice(TAGS), 1136000000 + rnd.randint(0, 300_000_000)]
            for _ in range(40)]
    _csv(data / "tags.csv", ["userId", "movieId", "tag", "timestamp"], tags)
    _csv(data / "MoviesData" / "tags.csv", ["userId", "movieId", "tag", "timestamp"], tags)
    _csv(data / "MoviesData" / "ratings.csv", ["userId", "movieId", "rating", "timestamp"],
         [[rnd.randint(1, 12), rnd.randint(1, 20), rnd.choice([1.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0]),
           964980000 + rnd.randint(0, 500_000_000)] for _ in range(40)])
    _csv(data / "MoviesData" / "movies.csv", ["movieId", "title", "genres"],
         [[i, f"Movie {i} ({1990 + i})", rnd.choice(["Comedy", "Drama|Romance", "Action|Sci-Fi", "Animation"])]
          for i in range(1, 21)])
    # UPI transactions 2024 (the Kaggle set's columns; pivot.ipynb sanitises the names to transaction_id, amount_inr...)
    header = ["transaction id", "timestamp", "transaction type", "merchant_category", "amount (INR)",
              "transaction_status", "sender_age_group", "receiver_age_group", "sender_state", "sender_bank",
              "receiver_bank", "device_type", "network_type", "fraud_flag", "hour_of_day", "day_of_week",
              "is_weekend"]
    ages = ["18-25", "26-35", "36-45", "46-55", "56+"]
    rows = []
    for i in range(1, 41):
        rows.append([f"TXN{i:010d}", f"2024-0{rnd.randint(1, 9)}-1{rnd.randint(0, 9)} 1{rnd.randint(0, 9)}:2{rnd.randint(0, 9)}:00",
                     rnd.choice(["P2P", "P2M", "Bill Payment", "Recharge"]),
                     rnd.choice(["Grocery", "Food", "Shopping", "Fuel", "Utilities"]),
                     str(rnd.randint(10, 5000)), "FAILED" if i % 9 == 0 else "SUCCESS",
                     rnd.choice(ages), rnd.choice(ages) if i % 11 else "",
                     rnd.choice(["Delhi", "Tamil Nadu", "Karnataka", "Maharashtra"]),
                     rnd.choice(["SBI", "HDFC", "ICICI", "Axis"]), rnd.choice(["SBI", "HDFC", "ICICI", "Axis"]),
                     rnd.choice(["Android", "iOS", "Web"]), rnd.choice(["4G", "5G", "WiFi"]),
                     str(int(i % 17 == 0)), str(rnd.randint(0, 23)),
                     rnd.choice(["Monday", "Tuesday", "Saturday", "Sunday"]), str(rnd.randint(0, 1))])
    _csv(data / "upi_transactions_2024.csv", header, rows)
    # records with duplicates: exact duplicate rows and several dates per id
    dup = []
    for i in range(1, 16):
        for k in range(rnd.randint(1, 3)):
            dup.append([i, f"name_{i}", f"2024-05-{10 + k:02d}", rnd.randint(100, 999)])
    dup += dup[:6]
    rnd.shuffle(dup)
    _csv(data / "sample_100k_with_duplicates.csv", ["id", "name", "date", "amount"], dup)
    # bucketing.ipynb's orders and products
    _csv(data / "products.csv", ["product_id", "product_name", "category", "price"],
         [[p, f"product_{p}", rnd.choice(["books", "toys", "games"]), round(rnd.uniform(5, 200), 2)]
          for p in range(1, 11)])
    _csv(data / "orders.csv", ["order_id", "product_id", "customer_id", "quantity", "order_date"],
         [[o, rnd.randint(1, 10), rnd.randint(1, 15), rnd.randint(1, 5), f"2024-06-{rnd.randint(1, 28):02d}"]
          for o in range(1, 41)])
    # reading_JSOn.ipynb's titanic records, one JSON object a line
    with (data / "titanic-parquet.json").open("w") as fh:
        for pid in range(1, 31):
            fh.write(json.dumps({"PassengerId": pid, "Survived": rnd.randint(0, 1), "Pclass": rnd.randint(1, 3),
                                 "Name": f"Passenger {pid}", "Sex": rnd.choice(["male", "female"]),
                                 "Age": None if pid % 6 == 0 else float(rnd.choice([4, 19, 22, 22, 30, 35, 54])),
                                 "SibSp": rnd.randint(0, 2), "Parch": rnd.randint(0, 2),
                                 "Ticket": f"T{1000 + pid}", "Fare": round(rnd.uniform(7, 80), 2),
                                 "Cabin": None if pid % 3 else f"C{pid}", "Embarked": rnd.choice(["S", "C", "Q"])})
                     + "\n")


if __name__ == "__main__":
    write(Path(sys.argv[1]))
