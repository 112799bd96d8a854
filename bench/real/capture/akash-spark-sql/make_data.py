"""The lab's data sets for the om_* runs (Akash2351/spark-sql-and-pyspark-using-python3): the itversity lessons read
`/public/...` (the lab's HDFS copies of the data sets) and `/data/...` (the repository's `data/` folder, mounted there
by its docker-compose). Both are served by our stand-in file system (standin/LabDataFileSystem.java) from two
folders written here, each a copy of the laid-out repository's own `data/` plus small generated stand-ins for what
the repository lacks (its stored copy leaves out the largest files) or never held:

- `retail_db_json/orders`, `retail_db_json/order_items` (absent from the stored copy): orders are every 23rd row of the
  repository's own `retail_db/orders/part-00000` (2,995 rows, July 2013 to July 2014) as JSON lines (order_id, order_date, order_customer_id,
  order_status, as the lesson's printSchema shows); order items 1 to 4 per order (seeded), product ids of the
  repository's `retail_db_json/products`, subtotal = quantity x price;
- `retail_db/order_items/part-00000` (absent): the same order items as csv;
- `retail_db/orders/part-00000` is cut to the same 2,995 orders (small runs);
- `airtraffic_all/airtraffic-part/flightmonth=200801/` (never in the repository): 4,000 flights of January 2008 in
  the 31 columns the lessons' printSchema shows (Year, Month, DayofMonth, ..., IsArrDelayed, IsDepDelayed; delays
  as strings, some "NA"), one Parquet file written with pyarrow;
- `airtraffic_all/airport-codes/airport-codes-na.txt` (never in the repository): tab-separated City, State, Country,
  IATA with a header, most origins of the flights plus airports no flight uses, a Canadian one and the Hawaii/'Big'
  row the lessons filter out.

    .venv/bin/python bench/real/capture/akash-spark-sql/make_data.py DEST    # writes DEST/public and DEST/data
"""
from __future__ import annotations

import csv
import json
import random
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1] / "repos" / "akash2351__spark-sql-and-pyspark-using-python3"
ORDERS = 3000
EVERY = 23          # every 23rd order of the repository's 68,883: dates from July 2013 to July 2014
FLIGHTS = 4000

AIRPORTS = [("Atlanta", "GA", "USA", "ATL"), ("Dallas-Fort Worth", "TX", "USA", "DFW"), ("New York", "NY", "USA", "JFK"),
            ("Los Angeles", "CA", "USA", "LAX"), ("San Francisco", "CA", "USA", "SFO"), ("Chicago", "IL", "USA", "ORD"),
            ("Denver", "CO", "USA", "DEN"), ("Phoenix", "AZ", "USA", "PHX"), ("Houston", "TX", "USA", "IAH"),
            ("Seattle", "WA", "USA", "SEA"), ("Syracuse", "NY", "USA", "SYR"), ("Cincinnati", "OH", "USA", "CVG"),
            ("Kansas City", "MO", "USA", "MCI"), ("Tulsa", "OK", "USA", "TUL"), ("Philadelphia", "PA", "USA", "PHL"),
            ("Grand Rapids", "MI", "USA", "GRR"), ("Boston", "MA", "USA", "BOS"), ("Miami", "FL", "USA", "MIA")]
UNUSED = [("Aberdeen", "SD", "USA", "ABR"), ("Abilene", "TX", "USA", "ABI"), ("Akron", "OH", "USA", "CAK"),
          ("Alamosa", "CO", "USA", "ALS"), ("Albany", "GA", "USA", "ABY"), ("Big Island", "Hawaii", "USA", "Big"),
          ("Abbotsford", "BC", "Canada", "YXX"), ("Anchorage", "AK", "USA", "ANC")]
NOT_LISTED = ["HNL", "MSP", "DTW"]          # origins of some flights with no airport-codes row
CARRIERS = ["OH", "AA", "UA", "DL", "WN", "US", "CO"]


def retail(dest: Path, rng: random.Random) -> None:
    src = (REPO / "data/retail_db/orders/part-00000").read_text().splitlines()[::EVERY][:ORDERS]
    (dest / "retail_db/orders/part-00000").write_text("\n".join(src) + "\n")
    products = [json.loads(line) for line in
                next((REPO / "data/retail_db_json/products").iterdir()).read_text().splitlines() if line.strip()]
    items, n = [], 0
    for row in src:
        order_id = int(row.split(",")[0])
        for _ in range(rng.randint(1, 4)):
            n += 1
            p = rng.choice(products)
            q = rng.randint(1, 5)
            items.append((n, order_id, p["product_id"], q, round(q * p["product_price"], 2), p["product_price"]))
    (dest / "retail_db/order_items").mkdir(parents=True, exist_ok=True)
    with open(dest / "retail_db/order_items/part-00000", "w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(items)
    for name in ("orders", "order_items"):
        folder = dest / "retail_db_json" / name
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    with open(dest / "retail_db_json/orders/part-r-00000", "w") as f:
        for row in src:
            i, d, c, s = row.split(",")
            f.write(json.dumps({"order_id": int(i), "order_date": d, "order_customer_id": int(c),
                                "order_status": s}) + "\n")
    with open(dest / "retail_db_json/order_items/part-r-00000", "w") as f:
        for i, o, p, q, sub, price in items:
            f.write(json.dumps({"order_item_id": i, "order_item_order_id": o, "order_item_product_id": p,
                                "order_item_quantity": q, "order_item_subtotal": sub,
                                "order_item_product_price": price}) + "\n")


def airtraffic(dest: Path, rng: random.Random) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    origins = [a[3] for a in AIRPORTS] + NOT_LISTED
    cols = {k: [] for k in ["Year", "Month", "DayofMonth", "DayOfWeek", "DepTime", "CRSDepTime", "ArrTime",
                            "CRSArrTime", "UniqueCarrier", "FlightNum", "TailNum", "ActualElapsedTime",
                            "CRSElapsedTime", "AirTime", "ArrDelay", "DepDelay", "Origin", "Dest", "Distance",
                            "TaxiIn", "TaxiOut", "Cancelled", "CancellationCode", "Diverted", "CarrierDelay",
                            "WeatherDelay", "NASDelay", "SecurityDelay", "LateAircraftDelay", "IsArrDelayed",
                            "IsDepDelayed"]}
    for _ in range(FLIGHTS):
        day = rng.randint(1, 31)
        origin = rng.choice(origins[:6] * 3 + origins)
        dest_ = rng.choice([o for o in origins if o != origin])
        crs = rng.choice(range(500, 2300, 5))
        cancelled = 1 if rng.random() < 0.03 else 0
        dep_delay = rng.randint(-15, 180) if rng.random() < 0.6 else rng.randint(-10, 0)
        arr_delay = dep_delay + rng.randint(-20, 30)
        elapsed = rng.randint(50, 320)
        row = dict(Year=2008, Month=1, DayofMonth=day, DayOfWeek=(day + 1) % 7 + 1,
                   DepTime="NA" if cancelled else str(crs + max(dep_delay, 0)), CRSDepTime=crs,
                   ArrTime="NA" if cancelled else str((crs + elapsed) % 2400), CRSArrTime=(crs + elapsed) % 2400,
                   UniqueCarrier=rng.choice(CARRIERS), FlightNum=rng.randint(1, 7000),
                   TailNum=f"N{rng.randint(100, 999)}{rng.choice('ABCDEFGH')}{rng.choice('ABCDEFGH')}",
                   ActualElapsedTime="NA" if cancelled else str(elapsed), CRSElapsedTime=elapsed,
                   AirTime="NA" if cancelled else str(elapsed - 20),
                   ArrDelay="NA" if cancelled else str(arr_delay), DepDelay="NA" if cancelled else str(dep_delay),
                   Origin=origin, Dest=dest_, Distance=str(rng.randint(90, 2600)),
                   TaxiIn=str(rng.randint(2, 15)), TaxiOut=str(rng.randint(5, 40)), Cancelled=cancelled,
                   CancellationCode=rng.choice("ABC") if cancelled else None, Diverted=0,
                   CarrierDelay="NA", WeatherDelay="NA", NASDelay="NA", SecurityDelay="NA", LateAircraftDelay="NA",
                   IsArrDelayed="YES" if arr_delay > 0 and not cancelled else "NO",
                   IsDepDelayed="YES" if dep_delay > 0 and not cancelled else "NO")
        for k, v in row.items():
            cols[k].append(v)
    ints = {"Year", "Month", "DayofMonth", "DayOfWeek", "CRSDepTime", "CRSArrTime", "FlightNum", "CRSElapsedTime",
            "Cancelled", "Diverted"}
    table = pa.table({k: pa.array(v, pa.int32() if k in ints else pa.string()) for k, v in cols.items()})
    folder = dest / "airtraffic_all/airtraffic-part/flightmonth=200801"
    folder.mkdir(parents=True, exist_ok=True)
    pq.write_table(table, folder / "part-00000.snappy.parquet")
    codes = dest / "airtraffic_all/airport-codes"
    codes.mkdir(parents=True, exist_ok=True)
    rows = sorted(AIRPORTS + UNUSED)
    (codes / "airport-codes-na.txt").write_text("City\tState\tCountry\tIATA\n"
                                                + "".join("\t".join(r) + "\n" for r in rows))


def write(dest_root: Path) -> None:
    for name in ("public", "data"):
        dest = dest_root / name
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(REPO / "data", dest, ignore=shutil.ignore_patterns("*.gz", "*.tar", "nyse*", "lca",
                                                                          "electionresults", "cards"))
        retail(dest, random.Random(7))
        airtraffic(dest, random.Random(11))


if __name__ == "__main__":
    write(Path(sys.argv[1]))
