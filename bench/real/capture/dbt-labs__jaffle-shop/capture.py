"""Capture the plans of dbt-labs/jaffle-shop's mart models with local Spark SQL.

    cd /work/main && .venv/bin/python bench/real/capture/dbt-labs__jaffle-shop/capture.py

The `ecom` sources live in database `raw`: raw_customers, raw_products, raw_stores and raw_supplies
are the repository's own seed CSVs; raw_orders and raw_items are too large to be in the snapshot,
so they are generated (schema of the jaffle-shop generator, seed 13) under /tmp. Models are built
in database `analytics` with the renderer of ../dbt-labs__jaffle-shop-classic/dbtrun.py.
"""

from __future__ import annotations

import csv
import random
import shutil
import sys
import uuid
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
REAL = HERE.parent.parent
sys.path.insert(0, str(REAL / "capture" / "dbt-labs__jaffle-shop-classic"))
import dbtrun  # noqa: E402

REPO = REAL / "repos" / "dbt-labs__jaffle-shop"
COMMIT = "7be2c5838dbdeca8e915d4e46db70e910753d7f6"
SEEDS = REPO / "seeds" / "jaffle-data"
WORK = Path("/tmp/codemap_real_dbt/jaffle-shop")
# case -> (split, model, runtime SQL settings)
CASES = {
    "dbt_jaffle_order_items": ("heldout", "order_items", {}),
    "dbt_jaffle_orders": ("dev", "orders", {"spark.sql.adaptive.enabled": "false"}),
    "dbt_jaffle_customers": ("dev", "customers", {"spark.sql.autoBroadcastJoinThreshold": "-1"}),
}


def ids(path: Path, column: str) -> list[str]:
    with path.open() as f:
        return [row[column] for row in csv.DictReader(f)]


def generate_orders_and_items(dest: Path, orders: int = 400, seed: int = 13) -> None:
    rng = random.Random(seed)
    customers, stores = ids(SEEDS / "raw_customers.csv", "id"), ids(SEEDS / "raw_stores.csv", "id")
    with (SEEDS / "raw_products.csv").open() as f:
        prices = {row["sku"]: int(row["price"]) for row in csv.DictReader(f)}
    start = datetime(2024, 1, 1)
    order_rows, item_rows = [], []
    for _ in range(orders):
        order_id = str(uuid.UUID(int=rng.getrandbits(128)))
        skus = [rng.choice(sorted(prices)) for _ in range(rng.randint(1, 3))]
        subtotal = sum(prices[s] for s in skus)
        tax = round(subtotal * 0.06)
        ordered_at = start + timedelta(minutes=rng.randint(0, 60 * 24 * 180))
        order_rows.append([order_id, rng.choice(customers), ordered_at.isoformat(), rng.choice(stores),
                           subtotal, tax, subtotal + tax])
        for sku in skus:
            item_rows.append([str(uuid.UUID(int=rng.getrandbits(128))), order_id, sku])
    for name, header, rows in (
            ("raw_orders", ["id", "customer", "ordered_at", "store_id", "subtotal", "tax_paid", "order_total"],
             order_rows),
            ("raw_items", ["id", "order_id", "sku"], item_rows)):
        with (dest / f"{name}.csv").open("w", newline="") as f:
            writer = csv.writer(f)
            writer.writerow(header)
            writer.writerows(rows)


def main() -> None:
    shutil.rmtree(WORK, ignore_errors=True)
    (WORK / "seeds").mkdir(parents=True)
    generate_orders_and_items(WORK / "seeds")
    spark = dbtrun.local_session("jaffle-shop", WORK / "warehouse", {})
    spark.sql("create database if not exists raw")
    spark.sql("create database if not exists analytics")
    for csv_path in sorted(SEEDS.glob("*.csv")) + sorted((WORK / "seeds").glob("*.csv")):
        dbtrun.load_seed(spark, csv_path, f"raw.{csv_path.stem}")
    project = dbtrun.Project(REPO, model_schema="analytics", source_schema="raw")
    dbtrun.capture_cases(spark, project, CASES, REAL, WORK,
                         {"repo": f"../../repos/{REPO.name}", "commit": COMMIT, "source": "dbt-labs/jaffle-shop"},
                         "Sources (database raw) loaded as parquet tables from the repo's seed CSVs, raw_orders "
                         "and raw_items generated (seed 13); staging models built as views and marts as parquet "
                         "tables (dbt_project.yml), in refs order, in database analytics (in-memory catalog). "
                         "Jinja rendered by capture/dbt-labs__jaffle-shop-classic/dbtrun.py (cents_to_dollars "
                         "dispatches to default__: `(x / 100)::numeric(16, 2)`).")
    spark.stop()


if __name__ == "__main__":
    main()
