"""Inputs for the MWFK/DataBricks-PySpark-Notebooks runs (fixed seed 38), none of which the repository holds, each
generated small in the columns, types and formats the notebooks read:

- `cars.csv` (the PySpark guide's `!wget` download, read from the notebook's folder): `;`-separated with a header,
  the nine columns the guide's schema names (Car, MPG, Cylinders, Displacement, Horsepower, Weight, Acceleration,
  Model, Origin), 48 cars from US, Europe and Japan, some European five-cylinder and Japanese three-cylinder cars
  (the guide's union cell looks for them). The course file's second row of type names (`STRING;DOUBLE;...`) is left
  out, so that `inferSchema` gives numbers, as the guide's text says it does.
- Under DBFS (served as `dbfs:/...`, the default file system of the lab runs, by
  ../daheemattana-databricks/standin/DbfsLocalFileSystem.java), the Academy datasets the labs' setup notebooks
  (stood in for by standin/Includes/) copy or register, at DATASETS (`da.paths.datasets`):
  `weather/StationData-parquet` (NAME, STATION, LATITUDE, LONGITUDE, ELEVATION, DATE, UNIT, TAVG; UNIT C and F),
  `raw/events-kafka/` (JSON lines of the Kafka schema: key and value base64 (BINARY), offset, partition, timestamp,
  topic), `raw/item-lookup` (parquet: item_id, name, price), and `ecommerce/` parquet for the tables the reshaping
  lab expects from the lessons before it: `events` (user_id, event_name, event_timestamp, device, ...),
  `transactions` (user_id, order_id, transaction_timestamp, total_item_quantity, purchase_revenue_in_usd,
  unique_items and one quantity column per item id, as the lab's schema lists them) and `sales` (order_id, email,
  transaction_timestamp, total_item_quantity, purchase_revenue_in_usd, unique_items, items: an array of
  (coupon, item_id, item_name, item_revenue_in_usd, price_in_usd, quantity) structs).
"""
from __future__ import annotations

import base64
import csv
import json
import random
import shutil
from pathlib import Path

WORK = Path("/tmp/mw_work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
DATASETS_PATH = "mnt/dbacademy-datasets/data-engineering-with-databricks/v02"
DATASETS = DBFS / DATASETS_PATH

CAR_COLUMNS = ["Car", "MPG", "Cylinders", "Displacement", "Horsepower", "Weight", "Acceleration", "Model", "Origin"]
MAKES = {"US": ["Chevrolet Chevelle Malibu", "Buick Skylark 320", "Plymouth Satellite", "AMC Rebel SST",
                "Ford Torino", "Ford Galaxie 500", "Chevrolet Impala", "Pontiac Catalina", "Dodge Challenger SE",
                "Ford Pinto", "AMC Gremlin", "Chevrolet Vega"],
         "Europe": ["Volkswagen 1131 Deluxe Sedan", "Peugeot 504", "Audi 100 LS", "Saab 99e", "BMW 2002",
                    "Volvo 144ea", "Fiat 124B", "Renault 12tl", "Audi 5000", "Mercedes-Benz 300d"],
         "Japan": ["Toyota Corona Mark II", "Datsun PL510", "Mazda RX2 Coupe", "Honda Civic", "Subaru DL",
                   "Toyota Corolla 1200", "Datsun 1200", "Mazda RX3", "Honda Accord CVCC"]}
ITEMS = [("P_FOAM_K", "Standard Foam Pillow King", 59.0), ("M_STAN_Q", "Standard Queen Mattress", 1045.0),
         ("P_FOAM_S", "Standard Foam Pillow", 32.0), ("M_PREM_Q", "Premium Queen Mattress", 1795.0),
         ("M_STAN_F", "Standard Full Mattress", 945.0), ("M_STAN_T", "Standard Twin Mattress", 595.0),
         ("M_PREM_K", "Premium King Mattress", 1995.0), ("M_PREM_F", "Premium Full Mattress", 1695.0),
         ("M_STAN_K", "Standard King Mattress", 1195.0), ("M_PREM_T", "Premium Twin Mattress", 1095.0),
         ("P_DOWN_S", "Standard Down Pillow", 79.0), ("P_DOWN_K", "Down Pillow King", 119.0)]
EVENTS = ["cart", "pillows", "login", "main", "careers", "guest", "faq", "down", "warranty", "finalize",
          "register", "shipping_info", "checkout", "mattresses", "add_item", "press", "email_coupon", "cc_info",
          "foam", "reviews", "original", "delivery", "premium"]


def write_cars(folder: Path, rng: random.Random | None = None) -> None:
    rng = rng or random.Random(38)
    rows = []
    for i in range(48):
        origin = ["US", "US", "Europe", "Japan"][i % 4]
        car = MAKES[origin][i // 4 % len(MAKES[origin])]
        cyl = {"US": [8, 8, 6, 4], "Europe": [4, 5, 4, 6], "Japan": [4, 3, 4, 6]}[origin][i // 4 % 4]
        disp = round(cyl * rng.uniform(22, 48), 1)
        rows.append([car, round(rng.uniform(12, 38), 1), cyl, disp, round(disp * rng.uniform(0.35, 0.6), 1),
                     float(rng.randint(1700, 4700)), round(rng.uniform(8, 24), 1), 70 + i % 13, origin])
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "cars.csv", "w", newline="") as fh:
        out = csv.writer(fh, delimiter=";")
        out.writerow(CAR_COLUMNS)
        out.writerows(rows)


def _weather(rng: random.Random) -> list[dict]:
    stations = [("BERKELEY, CA US", "USC00040693", 37.8744, -122.2606, 94.5),
                ("SAN FRANCISCO INTERNATIONAL AIRPORT, CA US", "USW00023234", 37.6197, -122.3647, 2.4),
                ("HAYWARD AIR TERMINAL, CA US", "USW00093228", 37.6542, -122.115, 13.1)]
    rows = []
    for i in range(60):
        name, station, lat, lon, elev = stations[i % 3]
        unit = "C" if i % 2 else "F"
        rows.append({"NAME": name, "STATION": station, "LATITUDE": lat, "LONGITUDE": lon, "ELEVATION": elev,
                     "DATE": f"2020-01-{1 + i % 28:02d}", "UNIT": unit,
                     "TAVG": round(rng.uniform(5, 20) if unit == "C" else rng.uniform(41, 68), 1)})
    return rows


def _kafka(rng: random.Random) -> list[dict]:
    rows = []
    for i in range(40):
        user = f"UA{rng.randint(100000, 999999):06d}"
        value = {"device": rng.choice(["macOS", "iOS", "Windows", "Android"]), "event_name": rng.choice(EVENTS),
                 "user_id": user, "event_timestamp": 1593880885085000 + i * 1000}
        rows.append({"key": base64.b64encode(user.encode()).decode(), "offset": 219255030 + i,
                     "partition": i % 2, "timestamp": 1593880885085 + i * 731, "topic": "clickstream",
                     "value": base64.b64encode(json.dumps(value).encode()).decode()})
    return rows


def write_datasets() -> None:
    """The Academy datasets, as files (parquet through pyarrow, JSON lines by hand)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = random.Random(38)
    shutil.rmtree(DATA, ignore_errors=True)
    weather = DATASETS / "weather" / "StationData-parquet"
    weather.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(_weather(rng)), weather / "part-00000.parquet")
    kafka = DATASETS / "raw" / "events-kafka"
    kafka.mkdir(parents=True)
    rows = _kafka(rng)
    for f in range(2):
        (kafka / f"{f:03d}.json").write_text("".join(json.dumps(r) + "\n" for r in rows[f::2]))
    lookup = DATASETS / "raw" / "item-lookup"
    lookup.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist([{"item_id": i, "name": n, "price": p} for i, n, p in ITEMS]),
                   lookup / "part-00000.parquet")
    users = [f"UA{100000 + 37 * k:06d}" for k in range(16)]
    events = [{"device": rng.choice(["macOS", "iOS", "Windows", "Android"]), "event_name": rng.choice(EVENTS),
               "event_timestamp": 1592200000000000 + i * 977000, "user_id": rng.choice(users),
               "traffic_source": rng.choice(["google", "email", "direct"])} for i in range(120)]
    sales, transactions = [], []
    for k, user in enumerate(users[:11]):
        picked = rng.sample(ITEMS, rng.randint(1, 3))
        items = [{"coupon": rng.choice([None, "NEWBED10"]), "item_id": i, "item_name": n,
                  "item_revenue_in_usd": p, "price_in_usd": p, "quantity": 1} for i, n, p in picked]
        order = {"order_id": 257437 + k, "email": f"{user.lower()}@example.com",
                 "transaction_timestamp": 1592197000000000 + k * 3000000, "total_item_quantity": len(items),
                 "purchase_revenue_in_usd": float(sum(p for _, _, p in picked)), "unique_items": len(items)}
        sales.append({**order, "items": items})
        row = {"user_id": user, "order_id": order["order_id"],
               "transaction_timestamp": order["transaction_timestamp"],
               "total_item_quantity": order["total_item_quantity"],
               "purchase_revenue_in_usd": order["purchase_revenue_in_usd"], "unique_items": order["unique_items"]}
        row.update({i: (1 if i in {p[0] for p in picked} else None) for i, _, _ in ITEMS})
        transactions.append(row)
    eco = DATASETS / "ecommerce"
    for name, rows in (("events", events), ("sales", sales), ("transactions", transactions)):
        (eco / name).mkdir(parents=True)
        table = pa.Table.from_pylist(rows)
        if name == "transactions":
            table = table.cast(pa.schema([(f.name, pa.int64() if f.name in {i for i, _, _ in ITEMS} else f.type)
                                          for f in table.schema]))
        pq.write_table(table, eco / name / "part-00000.parquet")
    (DBFS / "user" / "hive" / "warehouse").mkdir(parents=True, exist_ok=True)


def fresh(dest: Path) -> Path:
    """A fresh copy of the generated tree for one program (its writes land there); the dbfs root."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "dbfs"


if __name__ == "__main__":
    write_datasets()
    write_cars(WORK / "cars")
