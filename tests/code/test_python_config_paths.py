"""A project's paths kept in a config module as pathlib joins onto a root known only at run time
(`Path(__file__).parents[1] / "data" / "input"`), handed to a read helper, chosen by an if/else: each read
names the path its callers give it."""

from __future__ import annotations

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository

FILES = {
    "shared/__init__.py": "",
    "shared/paths.py": """\
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA_INPUT = ROOT / "data" / "input"
""",
    "jobs/__init__.py": "",
    "jobs/config.py": """\
from shared.paths import DATA_INPUT

ORDERS_PATH = DATA_INPUT / "orders.csv"
RAW_CUSTOMERS = DATA_INPUT / "customers_raw.csv"
CUSTOMERS = DATA_INPUT / "customers.csv"
""",
    "jobs/etl.py": """\
from jobs.config import CUSTOMERS, ORDERS_PATH, RAW_CUSTOMERS
from shared.paths import DATA_INPUT


def read_csv(spark, path):
    return spark.read.option("header", True).csv(str(path))


def main(spark):
    customers_path = RAW_CUSTOMERS if RAW_CUSTOMERS.is_file() else CUSTOMERS
    customers = read_csv(spark, customers_path)
    orders = read_csv(spark, ORDERS_PATH)
    items = spark.read.parquet(str(DATA_INPUT / "items"))
    orders.join(customers, "customer_id").join(items, "item_id").show()
""",
}


def _sites(tmp_path: Path):
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    return index_repository(tmp_path)[3]


def _read(sites, method: str):
    return next(s for s in sites if s.file == "jobs/etl.py" and s.method == method)


def test_a_config_path_handed_to_a_read_helper_names_the_helpers_read(tmp_path):
    paths = _read(_sites(tmp_path), "read.csv").paths
    assert "data/input/orders.csv" in paths


def test_either_path_an_if_else_chooses_is_named(tmp_path):
    paths = _read(_sites(tmp_path), "read.csv").paths
    assert {"data/input/customers_raw.csv", "data/input/customers.csv"} <= set(paths)


def test_a_path_joined_onto_an_imported_folder_is_one_path(tmp_path):
    assert _read(_sites(tmp_path), "read.parquet").paths == ["data/input/items"]


SETTINGS = {
    "conf/__init__.py": "",
    "conf/settings.py": """\
TABLES = {"orders": "sales.orders", "stores": "sales.stores"}


class Paths:
    RAW = "data/raw/events.json"
""",
    "jobs/__init__.py": "",
    "jobs/load.py": """\
from conf import settings
from conf.settings import TABLES, Paths

FORMATS = ["parquet", "csv"]


def main(spark):
    orders = spark.table(TABLES["orders"])
    stores = spark.table(settings.TABLES["stores"])
    events = spark.read.format(FORMATS[0]).load(Paths.RAW)
    orders.join(stores, "store_id").join(events, "order_id").show()
""",
}


def test_items_of_config_dicts_and_class_constants_name_tables_and_paths(tmp_path):
    for rel, text in SETTINGS.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    sites = [s for s in index_repository(tmp_path)[3] if s.file == "jobs/load.py"]
    tables = {t for s in sites if s.method == "spark.table" for t in s.tables}
    assert tables == {"sales.orders", "sales.stores"}
    (load,) = [s for s in sites if s.method == "read.load"]
    assert load.paths == ["data/raw/events.json"] and "parquet" in load.literals
