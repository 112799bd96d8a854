"""Storage locations and tunables shared by the lakehouse jobs."""

import os

LAKE_ROOT = os.environ.get("LAKEHOUSE_ROOT", "/mnt/lake")
RAW_ZONE = os.path.join(LAKE_ROOT, "raw")
CURATED_ZONE = os.path.join(LAKE_ROOT, "curated")

USERS_PATH = os.path.join(RAW_ZONE, "users")
WEB_EVENTS_PATH = os.path.join(RAW_ZONE, "web_events")
APP_EVENTS_PATH = os.path.join(RAW_ZONE, "app_events")
PURCHASES_PATH = os.path.join(RAW_ZONE, "purchases")
PRODUCTS_PATH = os.path.join(RAW_ZONE, "products")

CURATED_DATABASE = "curated"
CURATED_PURCHASES_TABLE = "curated.purchases_enriched"

REPORTING_START = "2024-01-01"
REPORTING_END = "2024-06-30"
TOP_N_USERS = 25
LATEST_SESSIONS_PER_USER = 3
MIN_COHORT_EVENTS = 5
AUDIT_SAMPLE_FRACTION = 0.2
AUDIT_SEED = 17
SNAPSHOT_PARTITIONS = 8
PIVOT_CATEGORIES = ["books", "electronics", "games", "home", "sports"]
ROLLING_PURCHASE_DAYS = 7
TOP_N_PER_REGION = 5
LAPSED_SINCE = "2024-04-01"
