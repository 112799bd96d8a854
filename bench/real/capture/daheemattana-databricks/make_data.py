"""Inputs for the DaheeMATTANA/Databricks-Notebooks runs (fixed seed), in the schemas the notebooks read and in the
state the course's earlier notebooks leave them. None of it is in the repository. Written under DATA/dbfs/ (served
as `dbfs:/...`, the default file system, by standin/DbfsLocalFileSystem.java) and DATA/abfss/ (served as
`abfss://...` by ../udemy-azure-databricks/standin/AbfssLocalFileSystem.java):

- `FileStore/tables/countries.csv` (header + 40 countries, the 12 columns of the notebooks' countries StructType:
  COUNTRY_ID ... ORGANIZATION_REGION_ID; REGION_ID 10/20/30/40/50, two rows without one), and the same rows as
  `countries.txt` (tab-delimited), `countries_single_line.json` (JSON lines), `countries_multi_line.json` (one JSON
  array), `country_regions.csv` (Id, NAME: the five regions whose names `04/05` line 271 stacks);
- `FileStore/tables/bronze/{customers,order_items,orders,products,stores}.csv`: the customer-orders challenge's bronze
  files in the columns of its StructTypes (ORDER_DATETIME as `dd-MMM-yy hh.mm.ss.SS`, ORDER_STATUS COMPLETE or not);
- `FileStore/tables/Silver/{orders,order_items,products,customers}/`: parquet as `Bronze to Silver` lines 208-211
  would write them had its line 188 join run (it does not compile: a stray `b`), orders with ORDER_ID, CUSTOMER_ID,
  ORDER_TIMESTAMP, STORE_NAME; `Silver to Gold` reads these;
- `mnt/employee/bronze/{employees,departments,countries}.csv` and `mnt/employee/silver/employees/` (parquet as the
  employees select of `09` lines 65-74 gives it; the notebook never writes it), what the employee container mounted
  at /mnt/employee holds;
- `mnt/bronze/countries.csv` (the countries csv, as the notebook `10` reads it);
- abfss `bronze@datalake1351831800.dfs.core.windows.net/{countries,country_regions}.csv` (`07`).
"""
from __future__ import annotations

import csv
import datetime as dt
import json
import random
import shutil
from pathlib import Path

WORK = Path("/tmp/dm_work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
ABFSS = DATA / "abfss"
AUTHORITY = "bronze@datalake1351831800.dfs.core.windows.net"

COUNTRY_COLUMNS = ["COUNTRY_ID", "NAME", "NATIONALITY", "COUNTRY_CODE", "ISO_ALPHA2", "CAPITAL", "POPULATION",
                   "AREA_KM2", "REGION_ID", "SUB_REGION_ID", "INTERMEDIATE_REGION_ID", "ORGANIZATION_REGION_ID"]
REGIONS = [("10", "Asia"), ("20", "Africa"), ("30", "Europe"), ("40", "America"), ("50", "Oceania")]
# name, nationality, code, iso2, capital, population, area, region
COUNTRIES = [
    ("China", "Chinese", "CHN", "CN", "Beijing", 1411750000, 9596961, 10),
    ("India", "Indian", "IND", "IN", "New Delhi", 1380004385, 3287263, 10),
    ("Japan", "Japanese", "JPN", "JP", "Tokyo", 125800000, 377975, 10),
    ("Bangladesh", "Bangladeshi", "BGD", "BD", "Dhaka", 164689383, 147570, 10),
    ("Thailand", "Thai", "THA", "TH", "Bangkok", 69799978, 513120, 10),
    ("Brunei Darussalam", "Bruneian", "BRN", "BN", "Bandar Seri Begawan", 437479, 5765, 10),
    ("Lao People's Democratic Republic", "Lao", "LAO", "LA", "Vientiane", 7275560, 236800, 10),
    ("Nepal", "Nepali", "NPL", "NP", "Kathmandu", 29136808, 147181, 10),
    ("Nigeria", "Nigerian", "NGA", "NG", "Abuja", 206139589, 923768, 20),
    ("Egypt", "Egyptian", "EGY", "EG", "Cairo", 102334404, 1002450, 20),
    ("Burkina Faso", "Burkinabe", "BFA", "BF", "Ouagadougou", 20903273, 274200, 20),
    ("Burundi", "Burundian", "BDI", "BI", "Gitega", 11890784, 27834, 20),
    ("Botswana", "Motswana", "BWA", "BW", "Gaborone", 2351627, 581730, 20),
    ("Central African Republic", "Central African", "CAF", "CF", "Bangui", 4829767, 622984, 20),
    ("Kenya", "Kenyan", "KEN", "KE", "Nairobi", 53771296, 580367, 20),
    ("Morocco", "Moroccan", "MAR", "MA", "Rabat", 36910560, 446550, 20),
    ("France", "French", "FRA", "FR", "Paris", 67391582, 551695, 30),
    ("Germany", "German", "DEU", "DE", "Berlin", 83240525, 357022, 30),
    ("Belgium", "Belgian", "BEL", "BE", "Brussels", 11555997, 30528, 30),
    ("Bosnia and Herzegovina", "Bosnian", "BIH", "BA", "Sarajevo", 3280819, 51209, 30),
    ("United Kingdom of Great Britain", "British", "GBR", "GB", "London", 67215293, 242495, 30),
    ("Hungary", "Hungarian", "HUN", "HU", "Budapest", 9749763, 93028, 30),
    ("Serbia", "Serbian", "SRB", "RS", "Belgrade", 6908224, 77474, 30),
    ("Spain", "Spanish", "ESP", "ES", "Madrid", 47351567, 505992, 30),
    ("Russian Federation", "Russian", "RUS", "RU", "Moscow", 144104080, 17098242, 30),
    ("United States of America", "American", "USA", "US", "Washington", 329484123, 9833520, 40),
    ("Brazil", "Brazilian", "BRA", "BR", "Brasilia", 212559409, 8515767, 40),
    ("Canada", "Canadian", "CAN", "CA", "Ottawa", 38005238, 9984670, 40),
    ("Argentina", "Argentine", "ARG", "AR", "Buenos Aires", 45376763, 2780400, 40),
    ("Colombia", "Colombian", "COL", "CO", "Bogota", 50882884, 1141748, 40),
    ("Mexico", "Mexican", "MEX", "MX", "Mexico City", 128932753, 1964375, 40),
    ("Barbados", "Barbadian", "BRB", "BB", "Bridgetown", 287371, 430, 40),
    ("Belize", "Belizean", "BLZ", "BZ", "Belmopan", 397621, 22966, 40),
    ("Australia", "Australian", "AUS", "AU", "Canberra", 25687041, 7692024, 50),
    ("New Zealand", "New Zealander", "NZL", "NZ", "Wellington", 5084300, 268838, 50),
    ("Fiji", "Fijian", "FJI", "FJ", "Suva", 896444, 18274, 50),
    ("Papua New Guinea", "Papua New Guinean", "PNG", "PG", "Port Moresby", 8947027, 462840, 50),
    ("Samoa", "Samoan", "WSM", "WS", "Apia", 198410, 2842, 50),
    ("Antarctica", "Antarctic", "ATA", "AQ", "None", 0, 14000000, None),
    ("Bouvet Island", "Bouvet Island", "BVT", "BV", "None", 0, 49, None),
]
SUB_REGIONS = {10: [30, 35], 20: [15, 202], 30: [151, 154, 155], 40: [419, 21], 50: [53, 54]}


def country_rows(seed: int = 7) -> list[list]:
    rng = random.Random(seed)
    rows = []
    for i, (name, nat, code, iso, cap, pop, area, region) in enumerate(COUNTRIES, 1):
        sub = rng.choice(SUB_REGIONS[region]) if region else None
        inter = rng.choice([None, 5, 11, 14, 17]) if region else None
        org = rng.choice([None, 2, 3]) if region else None
        rows.append([i, name, nat, code, iso, cap, float(pop), area, region, sub, inter, org])
    return rows


def _csv(path: Path, header: list[str], rows: list[list], sep: str = ",") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh, delimiter=sep)
        w.writerow(header)
        w.writerows([["" if v is None else v for v in r] for r in rows])


def _parquet(folder: Path, columns: dict) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq
    folder.mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.table(columns), folder / "part-00000-dm-c000.snappy.parquet", compression="snappy")
    (folder / "_SUCCESS").write_text("")


def write_inputs() -> None:
    import pyarrow as pa
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(11)
    countries = country_rows()
    tables = DBFS / "FileStore" / "tables"
    _csv(tables / "countries.csv", COUNTRY_COLUMNS, countries)
    _csv(tables / "countries.txt", COUNTRY_COLUMNS, countries, sep="\t")
    _csv(tables / "country_regions.csv", ["Id", "NAME"], REGIONS)
    records = [dict(zip(COUNTRY_COLUMNS, r)) for r in countries]
    (tables / "countries_single_line.json").write_text("".join(json.dumps(r) + "\n" for r in records))
    (tables / "countries_multi_line.json").write_text(json.dumps(records, indent=2) + "\n")
    for folder in (DBFS / "mnt" / "bronze", ABFSS / AUTHORITY):
        _csv(folder / "countries.csv", COUNTRY_COLUMNS, countries)
    _csv(ABFSS / AUTHORITY / "country_regions.csv", ["Id", "NAME"], REGIONS)

    # the customer-orders challenge: bronze csv files
    bronze = tables / "bronze"
    names = ["Ava Smith", "Liam Brown", "Emma Jones", "Noah Davis", "Mia Wilson", "Lucas Moore", "Zoe Taylor",
             "Ethan Clark", "Lily Hall", "Owen King", "Chloe Wright", "Jack Green"]
    customers = [[i, n, n.lower().replace(" ", ".") + "@example.com"] for i, n in enumerate(names, 1)]
    _csv(bronze / "customers.csv", ["CUSTOMER_ID", "FULL_NAME", "EMAIL_ADDRESS"], customers)
    products = [[i, p, price] for i, (p, price) in enumerate(
        [("Boxing Gloves", 24.99), ("Yoga Mat", 18.5), ("Running Shoes", 79.0), ("Water Bottle", 6.25),
         ("Tennis Racket", 55.4), ("Swim Goggles", 12.75), ("Bike Helmet", 39.9), ("Jump Rope", 4.99)], 1)]
    _csv(bronze / "products.csv", ["PRODUCT_ID", "PRODUCT_NAME", "UNIT_PRICE"], products)
    stores = [[1, "Online", "", "", ""], [2, "London", "", 51.5074, -0.1278], [3, "Paris", "", 48.8566, 2.3522],
              [4, "Berlin", "", 52.52, 13.405], [5, "Madrid", "", 40.4168, -3.7038]]
    _csv(bronze / "stores.csv", ["STORE_ID", "STORE_NAME", "WEB_ADDRESS", "LATITUDE", "LONGITUDE"], stores)
    start = dt.datetime(2021, 1, 3, 9, 15, 0)
    orders, items = [], []
    for oid in range(1, 61):
        when = start + dt.timedelta(days=rng.randint(0, 240), hours=rng.randint(0, 2), minutes=rng.randint(0, 59))
        status = "COMPLETE" if rng.random() < 0.75 else rng.choice(["CANCELLED", "REFUNDED", "OPEN"])
        orders.append([oid, when.strftime("%d-%b-%y %I.%M.%S.00").upper(), rng.randint(1, 12), status,
                       rng.randint(1, 5), when])
        for line in range(1, rng.randint(1, 4) + 1):
            pid = rng.randint(1, 8)
            items.append([oid, line, pid, products[pid - 1][2], rng.randint(1, 5)])
    _csv(bronze / "orders.csv", ["ORDER_ID", "ORDER_DATETIME", "CUSTOMER_ID", "ORDER_STATUS", "STORE_ID"],
         [o[:5] for o in orders])
    _csv(bronze / "order_items.csv", ["ORDER_ID", "LINE_ITEM_ID", "PRODUCT_ID", "UNIT_PRICE", "QUANTITY"], items)

    # silver parquet, as Bronze to Silver would write it with its join (line 188) in place
    silver = tables / "Silver"
    done = [o for o in orders if o[3] == "COMPLETE"]
    store_name = {s[0]: s[1] for s in stores}
    _parquet(silver / "orders", {
        "ORDER_ID": pa.array([o[0] for o in done], pa.int32()),
        "CUSTOMER_ID": pa.array([o[2] for o in done], pa.int32()),
        "ORDER_TIMESTAMP": pa.array([o[5].replace(tzinfo=dt.timezone.utc) for o in done], pa.timestamp("us", tz="UTC")),
        "STORE_NAME": pa.array([store_name[o[4]] for o in done], pa.string())})
    _parquet(silver / "order_items", {
        "ORDER_ID": pa.array([i[0] for i in items], pa.int32()),
        "PRODUCT_ID": pa.array([i[2] for i in items], pa.int32()),
        "UNIT_PRICE": pa.array([i[3] for i in items], pa.float64()),
        "QUANTITY": pa.array([i[4] for i in items], pa.int32())})
    _parquet(silver / "customers", {
        "CUSTOMER_ID": pa.array([c[0] for c in customers], pa.int32()),
        "FULL_NAME": pa.array([c[1] for c in customers], pa.string()),
        "EMAIL_ADDRESS": pa.array([c[2] for c in customers], pa.string())})
    _parquet(silver / "products", {
        "PRODUCT_ID": pa.array([p[0] for p in products], pa.int32()),
        "PRODUCT_NAME": pa.array([p[1] for p in products], pa.string()),
        "UNIT_PRICE": pa.array([p[2] for p in products], pa.float64())})

    # the employee container mounted at /mnt/employee
    emp = DBFS / "mnt" / "employee"
    depts = [[10, "Administration", 200, 1700], [20, "Marketing", 201, 1800], [30, "Purchasing", 114, 1700],
             [40, "Human Resources", 203, 2400], [50, "Shipping", 121, 1500], [60, "IT", 103, 1400],
             [90, "Executive", 100, 1700]]
    _csv(emp / "bronze" / "departments.csv", ["DEPARTMENT_ID", "DEPARTMENT_NAME", "MANAGER_ID", "LOCATION_ID"], depts)
    _csv(emp / "bronze" / "countries.csv", ["COUNTRY_ID", "COUNTRY_NAME"],
         [["AR", "Argentina"], ["BE", "Belgium"], ["CA", "Canada"], ["DE", "Germany"], ["UK", "United Kingdom"]])
    first = ["Steven", "Neena", "Lex", "Alexander", "Bruce", "David", "Valli", "Diana", "Nancy", "Daniel", "Den",
             "Shelli", "Susan", "Adam", "Payam"]
    last = ["King", "Kochhar", "De Haan", "Hunold", "Ernst", "Austin", "Pataballa", "Lorentz", "Greenberg", "Faviet",
            "Raphaely", "Baida", "Mavris", "Fripp", "Kaufling"]
    employees = []
    for i, (f, l) in enumerate(zip(first, last)):
        hired = dt.date(2003, 1, 1) + dt.timedelta(days=rng.randint(0, 2500))
        dept = rng.choice([d[0] for d in depts] + [110])
        employees.append([100 + i, f, l, (f[0] + l.replace(" ", "")).upper(), f"515.123.{4000 + i}",
                          hired.strftime("%m/%d/%Y"), rng.choice(["AD_VP", "IT_PROG", "FI_ACCOUNT", "SH_CLERK"]),
                          rng.randint(25, 240) * 100, None if i == 0 else 100, dept])
    _csv(emp / "bronze" / "employees.csv", ["EMPLOYEE_ID", "FIRST_NAME", "LAST_NAME", "EMAIL", "PHONE_NUMBER",
                                            "HIRE_DATE", "JOB_ID", "SALARY", "MANAGER_ID", "DEPARTMENT_ID"], employees)
    _parquet(emp / "silver" / "employees", {
        "EMPLOYEE_ID": pa.array([e[0] for e in employees], pa.int32()),
        "FIRST_NAME": pa.array([e[1] for e in employees], pa.string()),
        "LAST_NAME": pa.array([e[2] for e in employees], pa.string()),
        "hire_date": pa.array([dt.datetime.strptime(e[5], "%m/%d/%Y").date() for e in employees], pa.date32()),
        "JOB_ID": pa.array([e[6] for e in employees], pa.string()),
        "SALARY": pa.array([e[7] for e in employees], pa.int32()),
        "MANAGER_ID": pa.array([e[8] for e in employees], pa.int32()),
        "DEPARTMENT_ID": pa.array([e[9] for e in employees], pa.int32())})


def fresh(dest: Path) -> tuple[Path, Path]:
    """A fresh copy of the dbfs and abfss trees for one program's run (its writes land there)."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "dbfs", dest / "abfss"


if __name__ == "__main__":
    write_inputs()
    print(f"inputs in {DATA}")
