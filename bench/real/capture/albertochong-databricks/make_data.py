"""Inputs for the albertochong/DATABRICKS-NOTEBOOKS runs (fixed seed 36), written under DATA/dbfs/ (served as
`dbfs:/...`, the default file system, by ../daheemattana-databricks/standin/DbfsLocalFileSystem.java, so the
notebooks' `/mnt/training/...` and `dbfs:/mnt/training/...` paths reach them unchanged). The Apache Spark Programming
course's datasets (Databricks' training bucket, mounted at /mnt/training on the course's clusters) are not in the
repository; each is generated small, in the columns, types and formats the lessons read:

- `ecommerce/events/events.parquet/` (two parquet files): the BedBricks web events: device, ecommerce
  struct<purchase_revenue_in_usd double, total_item_quantity long, unique_items long> (null but for purchase
  events), event_name, event_previous_timestamp, event_timestamp (microseconds, 2020-06-19 to 2020-07-02), geo
  struct<city, state>, items array<struct<coupon, item_id, item_name, item_revenue_in_usd, price_in_usd, quantity>>,
  traffic_source, user_first_touch_timestamp, user_id;
- `ecommerce/events/events-1m.json` (JSON lines, the same events);
- `ecommerce/sales/sales.parquet/`: order_id, email, transaction_timestamp, total_item_quantity,
  purchase_revenue_in_usd, unique_items, items (the same struct), the buyers' e-mails a subset of the users';
- `ecommerce/users/users.parquet/`: user_id, user_first_touch_timestamp, email;
- `ecommerce/products/products.parquet/`: item_id, name, price (mattresses and pillows named as the lessons split
  them: "<quality> <size> Mattress", "<size> <quality> Pillow");
- `dataframes/people-with-dups.txt` (`:`-separated, a header: firstName middleName lastName gender birthDate salary
  ssn), people repeated with other letter cases and the ssn with and without dashes (4.1 Review's input);
- `wikipedia/pageviews/pageviews_by_second.tsv` (tab-separated, a header: timestamp site requests; 3.3's read).
"""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

WORK = Path("/tmp/ac/work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
TRAINING = DBFS / "mnt" / "training"
ECOM = TRAINING / "ecommerce"

T0 = 1592524800 * 1_000_000          # 2020-06-19 00:00 UTC in microseconds
DAY = 86400 * 1_000_000
DEVICES = ["macOS", "Windows", "iOS", "Android", "Linux", "Chrome OS"]
EVENTS = ["main", "mattresses", "pillows", "add_item", "cart", "checkout", "finalize", "reviews", "register",
          "email_coupon", "cc_info", "delivery", "shipping_info", "press", "original", "premium", "foam", "warranty"]
SOURCES = ["google", "facebook", "instagram", "youtube", "email", "direct"]
GEO = [("Houston", "TX"), ("Austin", "TX"), ("Chicago", "IL"), ("Los Angeles", "CA"), ("San Diego", "CA"),
       ("New York", "NY"), ("Seattle", "WA"), ("Miami", "FL")]
PRODUCTS = [("M_STAN_Q", "Standard Queen Mattress", 1045.0), ("M_STAN_K", "Standard King Mattress", 1195.0),
            ("M_STAN_F", "Standard Full Mattress", 945.0), ("M_STAN_T", "Standard Twin Mattress", 595.0),
            ("M_PREM_Q", "Premium Queen Mattress", 1795.0), ("M_PREM_K", "Premium King Mattress", 1995.0),
            ("P_FOAM_S", "Standard Foam Pillow", 59.0), ("P_FOAM_K", "King Foam Pillow", 79.0),
            ("P_DOWN_S", "Standard Down Pillow", 119.0), ("P_DOWN_K", "King Down Pillow", 159.0),
            ("M_PREM_T", "Premium Twin Mattress", 1095.0), ("P_FOAM_Q", "Queen Foam Pillow", 69.0)]
ITEM = pa.struct([("coupon", pa.string()), ("item_id", pa.string()), ("item_name", pa.string()),
                  ("item_revenue_in_usd", pa.float64()), ("price_in_usd", pa.float64()), ("quantity", pa.int64())])
ECOMMERCE = pa.struct([("purchase_revenue_in_usd", pa.float64()), ("total_item_quantity", pa.int64()),
                       ("unique_items", pa.int64())])
GEO_T = pa.struct([("city", pa.string()), ("state", pa.string())])
EVENTS_SCHEMA = pa.schema([("device", pa.string()), ("ecommerce", ECOMMERCE), ("event_name", pa.string()),
                           ("event_previous_timestamp", pa.int64()), ("event_timestamp", pa.int64()),
                           ("geo", GEO_T), ("items", pa.list_(ITEM)), ("traffic_source", pa.string()),
                           ("user_first_touch_timestamp", pa.int64()), ("user_id", pa.string())])
SALES_SCHEMA = pa.schema([("order_id", pa.int64()), ("email", pa.string()), ("transaction_timestamp", pa.int64()),
                          ("total_item_quantity", pa.int64()), ("purchase_revenue_in_usd", pa.float64()),
                          ("unique_items", pa.int64()), ("items", pa.list_(ITEM))])


def _items(rng: random.Random) -> list[dict]:
    out = []
    for item_id, name, price in rng.sample(PRODUCTS, rng.randint(1, 3)):
        qty = rng.randint(1, 2)
        coupon = rng.choice([None, None, "NEWBED10"])
        out.append({"coupon": coupon, "item_id": item_id, "item_name": name, "item_revenue_in_usd": price * qty,
                    "price_in_usd": price, "quantity": qty})
    return out


def _write(table: pa.Table, folder: Path, parts: int = 1) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    step = -(-table.num_rows // parts)
    for k in range(parts):
        pq.write_table(table.slice(k * step, step), folder / f"part-0000{k}-ac.snappy.parquet")


def _ecommerce(rng: random.Random) -> None:
    users = []
    for i in range(60):
        first = T0 - rng.randint(0, 5) * DAY + rng.randint(0, DAY - 1)
        users.append({"user_id": f"UA{100000 + i}", "user_first_touch_timestamp": first,
                      "email": None if i % 11 == 5 else f"user{i}@example.com"})
    events = []
    for _ in range(420):
        u = rng.choice(users)
        ts = T0 + rng.randint(0, 14 * DAY - 1)
        name = rng.choice(EVENTS)
        city, state = rng.choice(GEO)
        items = _items(rng) if name in ("add_item", "cart", "checkout", "finalize") else []
        eco = None
        if name == "finalize":
            eco = {"purchase_revenue_in_usd": sum(x["item_revenue_in_usd"] for x in items),
                   "total_item_quantity": sum(x["quantity"] for x in items), "unique_items": len(items)}
        else:
            eco = {"purchase_revenue_in_usd": None, "total_item_quantity": None, "unique_items": None}
        events.append({"device": rng.choice(DEVICES), "ecommerce": eco, "event_name": name,
                       "event_previous_timestamp": None if rng.random() < 0.2 else ts - rng.randint(1, 10**9),
                       "event_timestamp": ts, "geo": {"city": city, "state": state}, "items": items,
                       "traffic_source": rng.choice(SOURCES), "user_first_touch_timestamp":
                       u["user_first_touch_timestamp"], "user_id": u["user_id"]})
    _write(pa.Table.from_pylist(events, EVENTS_SCHEMA), ECOM / "events" / "events.parquet", parts=2)
    with open(ECOM / "events" / "events-1m.json", "w") as fh:
        for e in events:
            fh.write(json.dumps(e) + "\n")
    sales = []
    buyers = [u for u in users if u["email"]][:35]
    for k in range(80):
        u = rng.choice(buyers)
        items = _items(rng)
        sales.append({"order_id": 257000 + k, "email": u["email"],
                      "transaction_timestamp": T0 + rng.randint(0, 14 * DAY - 1),
                      "total_item_quantity": sum(x["quantity"] for x in items),
                      "purchase_revenue_in_usd": sum(x["item_revenue_in_usd"] for x in items),
                      "unique_items": len(items), "items": items})
    _write(pa.Table.from_pylist(sales, SALES_SCHEMA), ECOM / "sales" / "sales.parquet")
    _write(pa.Table.from_pylist(users, pa.schema([("user_id", pa.string()), ("user_first_touch_timestamp",
                                                   pa.int64()), ("email", pa.string())])),
           ECOM / "users" / "users.parquet")
    _write(pa.Table.from_pylist([{"item_id": i, "name": n, "price": p} for i, n, p in PRODUCTS],
                                pa.schema([("item_id", pa.string()), ("name", pa.string()), ("price", pa.float64())])),
           ECOM / "products" / "products.parquet")


def _people(rng: random.Random) -> None:
    folder = TRAINING / "dataframes"
    folder.mkdir(parents=True, exist_ok=True)
    first = ["Emily", "Jacob", "Olivia", "Noah", "Ava", "Liam", "Mia", "Ethan"]
    last = ["Smith", "Jones", "Brown", "Wilson", "Taylor", "Clark"]
    with open(folder / "people-with-dups.txt", "w") as fh:
        fh.write("firstName:middleName:lastName:gender:birthDate:salary:ssn\n")
        for i in range(30):
            f, m, l = rng.choice(first), rng.choice(first), rng.choice(last)
            g = rng.choice(["F", "M"])
            b = f"19{rng.randint(50, 99)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T04:00:00.000+0000"
            s = rng.randint(30000, 120000)
            ssn = f"{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
            fh.write(f"{f}:{m}:{l}:{g}:{b}:{s}:{ssn}\n")
            if i % 3 == 0:
                fh.write(f"{f.upper()}:{m.lower()}:{l.upper()}:{g}:{b}:{s}:{ssn.replace('-', '')}\n")


def _pageviews(rng: random.Random) -> None:
    folder = TRAINING / "wikipedia" / "pageviews"
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "pageviews_by_second.tsv", "w") as fh:
        fh.write("timestamp\tsite\trequests\n")
        for i in range(60):
            fh.write(f"2015-03-16T00:{i // 2:02d}:{(i % 2) * 30:02d}\t{rng.choice(['mobile', 'desktop'])}\t"
                     f"{rng.randint(800, 2000)}\n")


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(36)
    _ecommerce(rng)
    _people(rng)
    _pageviews(rng)
    (DBFS / "user").mkdir(parents=True, exist_ok=True)


def fresh(dest: Path) -> Path:
    """A fresh copy of the generated tree for one program (its writes land there); the dbfs root."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "dbfs"


if __name__ == "__main__":
    write_inputs()
