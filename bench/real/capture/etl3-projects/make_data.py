"""The inputs of the etl3_* runs, and where the runs happen.

What the three projects do not ship, made here with fixed seeds, in the schema their code expects:

- lalelisealstad/store-sales-pyspark-etl: rows of the public Iowa liquor sales table (BigQuery
  `bigquery-public-data.iowa_liquor_sales.sales`, its columns and types), written twice: as the csv export the
  notebook-style script `etl/extract_notebook.py` reads (`test_data/bquxjob_3567bd65_1921a4602ae.csv`, every column a
  string, header line; `test_data/` is not in the repository) and as the table our BigQuery stand-in
  (standin/BigQuerySource.java) serves to `main.py`'s `spark.read.format('bigquery')`. Some rows have negative
  sale_dollars / bottles_sold (returns), so the abs() columns have work; store/item pairs repeat, so the groupBy
  aggregates.
- yennanliu/spark-etl-pipeline: its Titanic jobs read the repository's own `data/titanic_train.csv` (nothing
  generated). The CiProject jobs read `s3a://suntory-data/etl_test_data/filtered_10_vm_transaction_2019.csv`
  (header) and `...csv.zip` (no header; the name the code gives, a plain csv as Spark reads any unknown extension):
  the 44 vending-machine transaction columns `filter_vm_trans.scala` declares, 60 rows over 12 sales dates, served by
  our s3a stand-in (standin/LocalObjectStore.java) from `STORE/s3a/suntory-data/...`.
- allmamun556/pyspark-etl-toy: nothing; `spark.py` writes its own two csv files with pandas before it reads them.

Each run happens in a fresh scratch copy of the laid-out repository (`scratch_copy`), so the laid-out copy the
mapper indexes is never written to. The scratch folder's path holds no `/etl` (extract_notebook.py moves to the
parent folder when its working folder's path contains `/etl`).

    .venv/bin/python bench/real/capture/etl3-projects/make_data.py     # checks the repositories, writes the inputs
"""
from __future__ import annotations

import csv
import random
import shutil
from datetime import date, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOS = HERE.parents[1] / "repos"
WORK = Path("/tmp/codemap_e3cap")
STORE = WORK / "store"          # <scheme>/<bucket>/<key> served by the object-store stand-ins
BQ_ROOT = WORK / "bigquery"     # <project>.<dataset>.<table>.csv served by the BigQuery stand-in
LAL, YEN, ALL = ("lalelisealstad__store-sales-pyspark-etl", "yennanliu__spark-etl-pipeline",
                 "allmamun556__pyspark-etl-toy")
FILES = {LAL: ["main.py", "etl/transform.py", "etl/extract_notebook.py"],
         YEN: ["data/titanic_train.csv", "src/main/scala/sparkhelloworld/SparkProcessTitanic.scala",
               "src/main/scala/util/SparkS3Utility.scala"],
         ALL: ["spark.py"]}

# bigquery-public-data.iowa_liquor_sales.sales (GEOGRAPHY as its WKT string)
IOWA = [("invoice_and_item_number", "string"), ("date", "date"), ("store_number", "string"),
        ("store_name", "string"), ("address", "string"), ("city", "string"), ("zip_code", "string"),
        ("store_location", "string"), ("county_number", "string"), ("county", "string"), ("category", "string"),
        ("category_name", "string"), ("vendor_number", "string"), ("vendor_name", "string"),
        ("item_number", "string"), ("item_description", "string"), ("pack", "long"), ("bottle_volume_ml", "long"),
        ("state_bottle_cost", "double"), ("state_bottle_retail", "double"), ("bottles_sold", "long"),
        ("sale_dollars", "double"), ("volume_sold_liters", "double"), ("volume_sold_gallons", "double")]

VM_COLUMNS = ["group_company_code", "wireless_sales_slip_no", "column_no", "product_code", "full_tank_number",
              "selling_price", "meter_no", "hot_cold_classification", "last_visit_inventory", "sales_quantity",
              "sales_after_supply", "product_code_before_replacement", "full_tank_quantity_before_product_replacement",
              "number_of_products_introduced_before_product_replacement", "price_before_replacement",
              "meter_no_before_product_replacement", "hot_cold_classification_before_product_replacement",
              "site_code", "department_code", "route_code", "customer_number", "branch_number", "equipment_code",
              "sales_date", "last_visit_date", "last_calibration_date", "number_of_sales_update_failure",
              "buying_place_code", "sales_system_representative_code", "sales_method_detail_code",
              "in_out_classification", "annual_contribution_sales_capacity_conversion", "open_closed_classification",
              "contents_manufacturer_code", "installation_date", "number_of_adjacent_vm_cc", "number_of_adjacent_vm_k",
              "number_of_adjacent_vm_a", "number_of_adjacent_vm_dy", "number_of_adjacent_vm_it",
              "number_of_adjacent_vm_po", "number_of_adjacent_vm_ot", "number_of_adjacent_vm_sf", "other_num"]


def check(slug: str) -> Path:
    repo = REPOS / slug
    missing = [p for p in FILES[slug] if not (repo / p).exists()]
    if missing:
        raise SystemExit(f"{slug}: not laid out or incomplete ({missing}); see ../../repos/{slug}.source.md")
    return repo


def iowa_rows() -> list[list]:
    rng = random.Random(1921)
    stores = [("2633", "HY-VEE #3 / BDI / DES MOINES", "DES MOINES"), ("4829", "CENTRAL CITY 2", "DES MOINES"),
              ("2512", "HY-VEE WINE AND SPIRITS / IOWA CITY", "IOWA CITY"), ("3814", "COSTCO #788", "WEST DES MOINES"),
              ("5102", "WILKIE LIQUORS", "MOUNT VERNON")]
    items = [("11788", "BLACK VELVET", "1011100", "CANADIAN WHISKIES", "260", "DIAGEO AMERICAS", 1750, 10.45, 15.68),
             ("43336", "CAPTAIN MORGAN ORIGINAL SPICED", "1062400", "SPICED RUM", "260", "DIAGEO AMERICAS", 750,
              9.5, 14.25),
             ("64866", "FIREBALL CINNAMON WHISKEY", "1081600", "WHISKEY LIQUEUR", "421", "SAZERAC COMPANY  INC", 1000,
              12.0, 18.0),
             ("36904", "MCCORMICK 80PRF VODKA PET", "1031100", "AMERICAN VODKAS", "434", "LUXCO INC", 375, 2.0, 3.0),
             ("26827", "JACK DANIELS OLD #7 BLACK LABEL", "1012100", "TENNESSEE WHISKIES", "85", "BROWN FORMAN CORP.",
              750, 14.0, 21.0)]
    rows = []
    for i in range(90):
        number, store, city = rng.choice(stores)
        item, desc, cat, cat_name, vendor, vendor_name, ml, cost, retail = rng.choice(items)
        sold = rng.randint(1, 24) * (-1 if i % 17 == 5 else 1)
        day = date(2024, 1, 2) + timedelta(days=rng.randint(0, 60))
        rows.append([f"INV-{60000000 + i:08d}00{i % 7}", day.isoformat(), number, store, f"{100 + i} MAIN ST", city,
                     "50309", "POINT (-93.6 41.6)", "77", "POLK", cat, cat_name, vendor, vendor_name, item, desc,
                     12, ml, cost, retail, sold, round(sold * retail, 2), round(sold * ml / 1000, 2),
                     round(sold * ml / 3785.41, 2)])
    return rows


def vm_rows() -> list[list]:
    rng = random.Random(2019)
    rows = []
    for i in range(60):
        row = {c: str(rng.randint(0, 9)) for c in VM_COLUMNS}
        row.update(group_company_code="01", wireless_sales_slip_no=f"{880000 + i}", column_no=str(1 + i % 30),
                   product_code=f"P{100 + i % 9}", selling_price=str(rng.choice([100, 130, 150, 160])),
                   sales_quantity=str(rng.randint(0, 12)), sales_after_supply=str(rng.randint(0, 30)),
                   sales_date=f"2019-01-{1 + i % 12:02d}", last_visit_date=f"2018-12-{1 + i % 28:02d}",
                   installation_date="2015-04-01")
        rows.append([row[c] for c in VM_COLUMNS])
    return rows


def write_csv(path: Path, header: list[str] | None, rows: list[list]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        if header:
            w.writerow(header)
        w.writerows(rows)


def write_inputs() -> None:
    """The object store and the BigQuery table (fresh); the notebook export goes into each scratch copy."""
    shutil.rmtree(STORE, ignore_errors=True)
    shutil.rmtree(BQ_ROOT, ignore_errors=True)
    write_csv(BQ_ROOT / "bigquery-public-data.iowa_liquor_sales.sales.csv", [c for c, _ in IOWA], iowa_rows())
    vm = STORE / "s3a" / "suntory-data" / "etl_test_data"
    write_csv(vm / "filtered_10_vm_transaction_2019.csv", VM_COLUMNS, vm_rows())
    write_csv(vm / "filtered_10_vm_transaction_2019.csv.zip", None, vm_rows())


def scratch_copy(slug: str, dest: Path) -> Path:
    """A fresh copy of the laid-out repository to run in, with the inputs the project expects in it."""
    repo = check(slug)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(repo, dest, symlinks=True)
    if slug == LAL:
        write_csv(dest / "test_data" / "bquxjob_3567bd65_1921a4602ae.csv", [c for c, _ in IOWA], iowa_rows())
    return dest


if __name__ == "__main__":
    for s in FILES:
        check(s)
    write_inputs()
    print(f"inputs under {WORK}")
