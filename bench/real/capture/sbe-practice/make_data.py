"""The inputs of the sbe_* runs, and where the runs happen.

AARYAN-O/Pyspark_practice_SBE's scripts were written for Databricks and read `dbfs:/FileStore/...`; the repository
holds none of these files. Generated here with fixed seeds, in the schemas the code expects, under
`/tmp/codemap_sbecap/dbfs/` (served at `dbfs:/` by standin/DbfsLocalFileSystem.java; the scripts' `dbfs:/output/...`
writes land there too):

- `FileStore/superstore.csv`: the Global Superstore columns the repository's own note lists (Datasources/024, `ID
  OrderID OrderDate ShipDate ShipMode CustomerID CustomerName Segment City State Country PostalCode Market Region
  ProductID Category Sub-Category ProductName Sales Quantity Discount Profit ShippingCost OrderPriority`), 240 rows
  over five countries. The numeric columns hold whole numbers: the scripts cast them with `.cast("Integer")`, which
  Spark 4's ANSI mode refuses on a decimal string such as `762.1845`.
- `FileStore/movies.csv` (movieId, title, genres; 40 MovieLens-style titles, `Toy Story (1995)` first) and
  `FileStore/ratings.csv` (userId, movieId, rating, timestamp; 300 ratings of those movies).
- `FileStore/users.parquet` (id, first_name, last_name, email, gender, country, salary; 60 rows, one file).
- `FileStore/test.json` (a multiline JSON array of zipcode records: City, RecordNumber, State, ZipCodeType, Zipcode,
  Name, the schema Datasources/029 declares) and `FileStore/people.json` (a multiline array of name, age, City).

Each program runs in a fresh scratch copy of the laid-out repository (`scratch_copy`), so the laid-out copy the
mapper indexes is never written to, and with a fresh copy of the dbfs folder.

    .venv/bin/python bench/real/capture/sbe-practice/make_data.py     # checks the repository, writes the inputs
"""
from __future__ import annotations

import csv
import json
import random
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOS = HERE.parents[1] / "repos"
WORK = Path("/tmp/codemap_sbecap")
DATA = WORK / "data"            # the generated dbfs:/ tree
SLUG = "aaryan-o__pyspark_practice_sbe"
FILES = ["Dataframes/055) left & left_outer_join.py", "PySpark SQL Functions/019) row_number.py",
         "Datasources/016) Reading_from_parquet.py"]

SUPERSTORE = ["ID", "OrderID", "OrderDate", "ShipDate", "ShipMode", "CustomerID", "CustomerName", "Segment", "City",
              "State", "Country", "PostalCode", "Market", "Region", "ProductID", "Category", "Sub-Category",
              "ProductName", "Sales", "Quantity", "Discount", "Profit", "ShippingCost", "OrderPriority"]
PLACES = [("United States", "US", "East", [("New York", "New York City", "10024"), ("New York", "Buffalo", "14201")]),
          ("United States", "US", "West", [("California", "Los Angeles", "90036"), ("Washington", "Seattle", "98103")]),
          ("Australia", "APAC", "Oceania", [("New South Wales", "Sydney", ""), ("Queensland", "Brisbane", "")]),
          ("France", "EU", "Central", [("Ile-de-France", "Paris", ""), ("Provence", "Marseille", "")]),
          ("Germany", "EU", "Central", [("Bavaria", "Munich", ""), ("Berlin", "Berlin", "")]),
          ("India", "APAC", "Central Asia", [("Maharashtra", "Mumbai", ""), ("Delhi", "New Delhi", "")])]
PRODUCTS = [("TEC-AC-10003033", "Technology", "Accessories", "Plantronics CS510 Headset"),
            ("FUR-CH-10003950", "Furniture", "Chairs", "Novimex Executive Leather Armchair"),
            ("TEC-PH-10004664", "Technology", "Phones", "Nokia Smart Phone"),
            ("OFF-BI-10001597", "Office Supplies", "Binders", "Wilson Jones Binder"),
            ("FUR-TA-10000198", "Furniture", "Tables", "Chromcraft Round Table")]
SHIP = ["Same Day", "First Class", "Second Class", "Standard Class"]
SEGMENTS = ["Consumer", "Corporate", "Home Office"]
PRIORITY = ["Critical", "High", "Medium", "Low"]
NAMES = ["Rick Hansen", "Justin Ritter", "Craig Reiter", "Jim Mitchum", "Anna Gayman", "Tom Boeckenhauer"]
MOVIES = ["Toy Story (1995)", "Jumanji (1995)", "Grumpier Old Men (1995)", "Waiting to Exhale (1995)",
          "Father of the Bride Part II (1995)", "Heat (1995)", "Sabrina (1995)", "Tom and Huck (1995)",
          "Sudden Death (1995)", "GoldenEye (1995)", "American President, The (1995)", "Balto (1995)",
          "Nixon (1995)", "Cutthroat Island (1995)", "Casino (1995)", "Sense and Sensibility (1995)",
          "Four Rooms (1995)", "Ace Ventura: When Nature Calls (1995)", "Money Train (1995)", "Get Shorty (1995)",
          "Copycat (1995)", "Assassins (1995)", "Powder (1995)", "Leaving Las Vegas (1995)", "Othello (1995)",
          "Now and Then (1995)", "Persuasion (1995)", "City of Lost Children, The (1995)", "Dangerous Minds (1995)",
          "Twelve Monkeys (1995)", "Babe (1995)", "Dead Man Walking (1995)", "Clueless (1995)", "Cry, the Beloved "
          "Country (1995)", "Richard III (1995)", "Dead Presidents (1995)", "Restoration (1995)", "Mortal Kombat "
          "(1995)", "To Die For (1995)", "Seven (1995)"]
GENRES = ["Adventure|Animation|Children", "Comedy|Romance", "Action|Crime|Thriller", "Drama", "Comedy",
          "Children|Drama"]


def check() -> Path:
    repo = REPOS / SLUG
    missing = [p for p in FILES if not (repo / p).exists()]
    if missing:
        raise SystemExit(f"{SLUG}: not laid out or incomplete ({missing}); see ../../repos/{SLUG}.source.md")
    return repo


def write_superstore(store: Path) -> None:
    rng = random.Random(2012)
    with (store / "superstore.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(SUPERSTORE)
        for i in range(240):
            country, market, region, states = PLACES[i % len(PLACES)]
            state, city, postal = rng.choice(states)
            pid, cat, sub, pname = rng.choice(PRODUCTS)
            month, day = rng.randint(1, 12), rng.randint(1, 28)
            name = rng.choice(NAMES)
            initials = "".join(p[0] for p in name.split())
            w.writerow([32298 - i * 7, f"CA-{2011 + i % 4}-{124891 + i}", f"{day:02d}/{month:02d}/{2011 + i % 4}",
                        f"{min(day + 2, 28):02d}/{month:02d}/{2011 + i % 4}", rng.choice(SHIP),
                        f"{initials}-{19495 + i % 9}", name, rng.choice(SEGMENTS), city, state, country, postal,
                        market, region, pid, cat, sub, pname, rng.randint(20, 4000), rng.randint(1, 12),
                        rng.randint(0, 3), rng.randint(-300, 900), rng.randint(10, 950), rng.choice(PRIORITY)])


def write_movies(store: Path) -> None:
    rng = random.Random(1995)
    with (store / "movies.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["movieId", "title", "genres"])
        for i, title in enumerate(MOVIES, 1):
            w.writerow([i, title, GENRES[i % len(GENRES)]])
    with (store / "ratings.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["userId", "movieId", "rating", "timestamp"])
        for i in range(300):
            w.writerow([1 + i // 10, rng.randint(1, len(MOVIES) + 5), rng.choice([1.0, 2.0, 3.0, 3.5, 4.0, 4.5, 5.0]),
                        964982703 + i * 37])


def write_users(store: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = random.Random(60)
    first = ["Amanda", "Albert", "Evelyn", "Denise", "Carlos", "Kathryn", "Samuel", "Harry"]
    last = ["Jordan", "Freeman", "Morgan", "Riley", "Mills", "White", "Rice", "Lewis"]
    rows = []
    for i in range(1, 61):
        f, l = rng.choice(first), rng.choice(last)
        rows.append({"id": i, "first_name": f, "last_name": l, "email": f"{f[0].lower()}{l.lower()}{i}@example.com",
                     "gender": rng.choice(["Female", "Male"]), "country": rng.choice(["Indonesia", "Canada", "Russia",
                                                                                      "China", "Brazil"]),
                     "salary": float(rng.randint(20000, 280000))})
    pq.write_table(pa.Table.from_pylist(rows), store / "users.parquet")


def write_json(store: Path) -> None:
    zips = [("PARC PARQUE", 1, "PR", "STANDARD", 704, "Ana"), ("PASEO COSTA DEL SUR", 2, "PR", "STANDARD", 704, "Luis"),
            ("BDA SAN LUIS", 10, "PR", "STANDARD", 709, "Maria"), ("CINGULAR WIRELESS", 61391, "TX", "UNIQUE", 76166,
                                                                    "Jose"),
            ("FORT WORTH", 61392, "TX", "STANDARD", 76177, "Kim"), ("URB EUGENE RICE", 15, "PR", "STANDARD", 704, "Ana")]
    (store / "test.json").write_text(json.dumps(
        [dict(zip(["City", "RecordNumber", "State", "ZipCodeType", "Zipcode", "Name"], z)) for z in zips], indent=2))
    people = [("Michael", 29, "Austin"), ("Andy", 30, "Fort Worth"), ("Justin", 19, "San Juan")]
    (store / "people.json").write_text(json.dumps([{"name": n, "age": a, "City": c} for n, a, c in people], indent=2))


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    store = DATA / "FileStore"
    store.mkdir(parents=True)
    write_superstore(store)
    write_movies(store)
    write_users(store)
    write_json(store)


def scratch_copy(dest: Path) -> Path:
    """A fresh copy of the laid-out repository to run in, and beside it (`<dest>.dbfs`) a fresh dbfs:/ tree."""
    repo = check()
    for d in (dest, Path(f"{dest}.dbfs")):
        shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(repo, dest, symlinks=True)
    shutil.copytree(DATA, Path(f"{dest}.dbfs"))
    return dest


if __name__ == "__main__":
    check()
    write_inputs()
    print(f"inputs under {DATA}")
