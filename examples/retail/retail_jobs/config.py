"""Where the retail datasets live and where job outputs go."""

import os

DATA_DIR = os.environ.get("RETAIL_DATA_DIR", "/data/retail")
OUTPUT_DIR = os.environ.get("RETAIL_OUTPUT_DIR", os.path.join(DATA_DIR, "marts"))

ORDERS_PATH = os.path.join(DATA_DIR, "orders")
ORDER_ITEMS_PATH = os.path.join(DATA_DIR, "order_items")
CUSTOMERS_PATH = os.path.join(DATA_DIR, "customers")
PRODUCTS_PATH = os.path.join(DATA_DIR, "products")
RETURNS_PATH = os.path.join(DATA_DIR, "returns")

TOP_N_CUSTOMERS = 10
TOP_PRODUCTS_PER_COUNTRY = 3
REPORTING_START_DATE = "2024-01-01"
