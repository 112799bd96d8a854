"""Inputs for the david-lyle/databricks-notebooks runs (fixed seed 37), none of which the repository holds, each
generated small in the columns, types and formats the notebooks read. Under DATA/dbfs/ (served as `dbfs:/...`, the
default file system, by ../daheemattana-databricks/standin/DbfsLocalFileSystem.java):

- `FileStore/2022_01_2022_01.csv` (Usage Analysis Dashboard's `usagefilePath`) and
  `FileStore/shared_uploads/david.lyle@databricks.com/itemizedusage/2021_04_2022_03.csv` (Test Parsing Usage Info's):
  Databricks billable-usage csv exports with a header, the twelve columns of the notebooks' `usageSchema`
  (workspaceId, timestamp, clusterId, clusterName, clusterNodeType, clusterOwnerUserId, clusterCustomTags, sku, dbus,
  machineHours, clusterOwnerUserName, tags), tags as JSON objects in `"`-doubled quoted fields (empty in some rows,
  the cluster's custom tags then), the dashboard's timestamps as dates (its schema reads a DateType) in January 2022,
  the other's as ISO timestamps (December 2021 to March 2022, one row at the place its query looks up);
- `databricks-datasets/structured-streaming/events/file-N.json` (Shipt Mini Enablement's `inputPath`): JSON lines of
  {"time": <epoch seconds>, "action": "Open"|"Close"}, eight files, as the Databricks dataset holds them;
- `FileStore/flight/NATeam/sensor_new_schema.csv` (Batch Demo's schema-evolution read): the MegaCorp sensor csv with
  one more column, reading_4.

Under DATA/url/ (served by our bin/wget for the setup notebook's downloads): `assignment_1_ingest_v4.csv` and
`assignment_1_backfill_v4.csv`, the MegaCorp power-plant sensor readings (id, reading_time, device_type, device_id,
device_operational_status, reading_1, reading_2, reading_3), some reading_1 = 999.99 (the garbled readings the demo
interpolates), the backfill with ids of ingested rows (a tiny value added to reading_1) and new `ZZZ...` ids.
"""
from __future__ import annotations

import csv
import json
import random
import shutil
from pathlib import Path

WORK = Path("/tmp/na/work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
URLS = DATA / "url"
TEAM = "NATeam"

USAGE_COLUMNS = ["workspaceId", "timestamp", "clusterId", "clusterName", "clusterNodeType", "clusterOwnerUserId",
                 "clusterCustomTags", "sku", "dbus", "machineHours", "clusterOwnerUserName", "tags"]
SKUS = ["STANDARD_ALL_PURPOSE_COMPUTE", "PREMIUM_JOBS_COMPUTE", "PREMIUM_ALL_PURPOSE_COMPUTE",
        "STANDARD_JOBS_LIGHT_COMPUTE", "ENTERPRISE_JOBS_COMPUTE", "PREMIUM_JOBS_LIGHT_COMPUTE"]
CLUSTERS = [("0104-101512-abc123", "etl-nightly", "i3.xlarge", "u1", "ana@example.com", "10011"),
            ("0105-091200-def456", "adhoc-analytics", "m5.2xlarge", "u2", "bo@example.com", "10012"),
            ("1221-120530-dingy494", "ml-training", "r5.4xlarge", "u3", "cy@example.com", None),
            ("0110-080000-ghi789", "reporting", "i3.2xlarge", "u1", "ana@example.com", "10013")]
WORKSPACES = ["1559018344558186", "2238441108723311"]
SENSOR_COLUMNS = ["id", "reading_time", "device_type", "device_id", "device_operational_status", "reading_1",
                  "reading_2", "reading_3"]
DEVICES = [("7G007R", "TRANSFORMER"), ("6H6BEZ", "RECTIFIER"), ("1RPNLX", "TRANSFORMER"), ("5TB1ZS", "RECTIFIER")]
STATUSES = ["NOMINAL", "NOMINAL", "NOMINAL", "DEFECTIVE", "STANDBY", "MAINTENANCE"]


def _usage(path: Path, rng: random.Random, rows: int, stamp) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as fh:
        out = csv.writer(fh)
        out.writerow(USAGE_COLUMNS)
        for i in range(rows):
            cid, cname, ntype, owner, user, cost = rng.choice(CLUSTERS)
            custom = json.dumps({"CostCenter": cost, "Team": cname.split("-")[0]} if cost else {"Team": "ml"})
            tags = "" if i % 4 == 0 else json.dumps({**({"CostCenter": cost} if cost else {}), "Team": cname.split("-")[0],
                                                     "Vendor": "Databricks"})
            dbus = round(rng.uniform(0.5, 40.0), 4)
            out.writerow([rng.choice(WORKSPACES), stamp(i), cid, cname, ntype, owner, custom, rng.choice(SKUS), dbus,
                          round(dbus / 2, 4), user, tags])


def _usage_files(rng: random.Random) -> None:
    _usage(DBFS / "FileStore" / "2022_01_2022_01.csv", rng, 90, lambda i: f"2022-01-{1 + i % 31:02d}")
    months = ["2021-12", "2022-01", "2022-02", "2022-03"]
    itemized = DBFS / "FileStore" / "shared_uploads" / "david.lyle@databricks.com" / "itemizedusage"
    _usage(itemized / "2021_04_2022_03.csv", rng, 80,
           lambda i: "2021-12-21T14:59:59.000Z" if i % 9 == 0 else
           f"{months[i % 4]}-{1 + i % 28:02d}T{i % 24:02d}:59:59.000Z")


def _events(rng: random.Random) -> None:
    folder = DBFS / "databricks-datasets" / "structured-streaming" / "events"
    folder.mkdir(parents=True, exist_ok=True)
    t = 1469501107
    for f in range(8):
        with open(folder / f"file-{f}.json", "w") as fh:
            for _ in range(25):
                t += rng.randint(30, 400)
                fh.write(json.dumps({"time": t, "action": rng.choice(["Open", "Open", "Close"])}) + "\n")


def _sensor_rows(rng: random.Random, n: int, prefix: str, start: int) -> list[list]:
    rows = []
    for i in range(n):
        device, kind = DEVICES[i % len(DEVICES)]
        minute, second = (start + i) % 60, rng.randint(0, 59)
        hour = 13 + (start + i) // 60 % 3
        day = 23 + i % 3
        r1 = 999.99 if i % 11 == 5 else round(rng.uniform(100, 2000), 5)
        rows.append([f"{prefix}{start + i:06d}-{device}", f"2015-02-{day:02d}T{hour:02d}:{minute:02d}:{second:02d}.000Z",
                     kind, device, rng.choice(STATUSES), r1, round(rng.uniform(0.1, 200), 5),
                     round(rng.uniform(0.1, 20), 5)])
    return rows


def _write_csv(path: Path, header: list[str], rows: list[list]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as fh:
        out = csv.writer(fh)
        out.writerow(header)
        out.writerows(rows)


def _flight(rng: random.Random) -> None:
    ingest = _sensor_rows(rng, 120, "A", 0)
    _write_csv(URLS / "assignment_1_ingest_v4.csv", SENSOR_COLUMNS, ingest)
    backfill = [[r[0], r[1], r[2], r[3], r[4], round(r[5] + 0.00001, 5) if r[5] != 999.99 else r[5], r[6], r[7]]
                for r in ingest[::10]] + _sensor_rows(rng, 12, "ZZZ", 500)
    _write_csv(URLS / "assignment_1_backfill_v4.csv", SENSOR_COLUMNS, backfill)
    new = [r + [round(rng.uniform(1, 50), 5)] for r in _sensor_rows(rng, 20, "N", 700)]
    _write_csv(DBFS / "FileStore" / "flight" / TEAM / "sensor_new_schema.csv", SENSOR_COLUMNS + ["reading_4"], new)


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(37)
    _usage_files(rng)
    _events(rng)
    _flight(rng)
    (DBFS / "user" / "hive" / "warehouse").mkdir(parents=True, exist_ok=True)


def fresh(dest: Path) -> Path:
    """A fresh copy of the generated tree for one program (its writes land there); the dbfs root."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "dbfs"


if __name__ == "__main__":
    write_inputs()
