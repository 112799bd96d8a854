"""Inputs of n1rocket/scala_spark_big_data_procesing's runs that the repository does not hold, in the schema its code
expects. The Spark SQL exercises read the repository's own files (`sample.csv`, `sample.json`, `exercise2_output/`,
`exercise5_sparkcore_data/data.json`, `exercise6/arrays.json`, `exercise6/complex.json`) and need nothing here.

- `/tmp/antenna_parquet/data/` (the final exercise's batch jobs, solution and exercise: a fixed path in the code,
  the folder its streaming job writes): the antennas' telemetry as that streaming job stores it, parquet partitioned
  by year/month/day/hour with columns timestamp, id, metric, value; the five antenna ids and the two metrics
  (`status` 1/0/-1, `devices_count`) of the course's simulator (`proyecto/data-simulator/.../antenna_telemetry.json`),
  one reading a minute for the hours the two jobs filter (2022-10-20 23h, 2022-10-21 23h) and one hour more.
- The local PostgreSQL server's `postgres` database (served for the course's cloud servers by
  standin/LocalPostgresSocketFactory.java): the tables of the final exercise's provisioner
  (`final-exercise/solution/.../provisioner/JdbcProvisioner.scala`: `metadata` with its five antennas; the aggregate
  tables are left to Spark's JDBC writer to create, as the solution writes its error counts into the provisioner's
  `antenna_percent_agg`, whose columns are the percentages') and the Spark SQL exercise 4's `instituto` with the three rows of its
  `exercise4/ProvisionPostgresql.scala`.
"""
from __future__ import annotations

import random
import shutil
import subprocess
from datetime import datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

ANTENNA_ROOT = Path("/tmp/antenna_parquet")
IDS = ["00000000-0000-0000-0000-000000000000", "11111111-1111-1111-1111-111111111111",
       "22222222-2222-2222-2222-222222222222", "33333333-3333-3333-3333-333333333333",
       "44444444-4444-4444-4444-444444444444"]
HOURS = [datetime(2022, 10, 20, 22), datetime(2022, 10, 20, 23), datetime(2022, 10, 21, 23)]

SQL = """
DROP TABLE IF EXISTS metadata, antenna_agg, antenna_1h_agg, antenna_errors_agg, antenna_percent_agg, instituto;
CREATE TABLE IF NOT EXISTS metadata (id TEXT, model TEXT, version TEXT, location TEXT);
INSERT INTO metadata (id, model, version, location) VALUES ('00000000-0000-0000-0000-000000000000', 'CH-2020', '1.0.0', '36.454685, -6.067934');
INSERT INTO metadata (id, model, version, location) VALUES ('11111111-1111-1111-1111-111111111111', 'CH-2121', '1.2.0', '36.459686, -6.113992');
INSERT INTO metadata (id, model, version, location) VALUES ('22222222-2222-2222-2222-222222222222', 'CH-2020', '1.0.1', '36.478596, -5.968923');
INSERT INTO metadata (id, model, version, location) VALUES ('33333333-3333-3333-3333-333333333333', 'CH-3311', '1.0.0', '36.420476, -5.822540');
INSERT INTO metadata (id, model, version, location) VALUES ('44444444-4444-4444-4444-444444444444', 'CH-2121', '1.2.0', '36.297735, -5.835083');
CREATE TABLE IF NOT EXISTS instituto(nombre TEXT, apellido TEXT, curso TEXT, clase TEXT, nota BIGINT);
INSERT INTO instituto (nombre, apellido, curso, clase, nota) VALUES ('federico', 'gonzalez', 'idiomas', 'italiano', 8);
INSERT INTO instituto (nombre, apellido, curso, clase, nota) VALUES ('federico', 'gonzalez', 'idiomas', 'ingles', 7);
INSERT INTO instituto (nombre, apellido, curso, clase, nota) VALUES ('federico', 'gonzalez', 'idiomas', 'frances', 9);
"""
DROP = "DROP TABLE IF EXISTS metadata, antenna_agg, antenna_1h_agg, antenna_errors_agg, antenna_percent_agg, instituto;"


def psql(sql: str) -> None:
    subprocess.run(["psql", "-q", "-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1",
                    "-c", sql], check=True)


def antenna_parquet() -> None:
    shutil.rmtree(ANTENNA_ROOT, ignore_errors=True)
    rng = random.Random(7)
    for hour in HOURS:
        rows = {"timestamp": [], "id": [], "metric": [], "value": []}
        for minute in range(0, 60, 1):
            ts = hour + timedelta(minutes=minute, seconds=rng.randrange(60))
            for antenna in IDS:
                rows["timestamp"].append(ts)
                rows["id"].append(antenna)
                rows["metric"].append("status")
                rows["value"].append(rng.choice([1, 1, 1, 0, -1]))
                rows["timestamp"].append(ts)
                rows["id"].append(antenna)
                rows["metric"].append("devices_count")
                rows["value"].append(rng.randrange(0, 40))
        table = pa.table({"timestamp": pa.array(rows["timestamp"], pa.timestamp("us", tz="UTC")),
                          "id": rows["id"], "metric": rows["metric"], "value": pa.array(rows["value"], pa.int64())})
        part = ANTENNA_ROOT / "data" / f"year={hour.year}" / f"month={hour.month}" / f"day={hour.day}" / f"hour={hour.hour}"
        part.mkdir(parents=True)
        pq.write_table(table, part / "part-00000.snappy.parquet")


def make() -> None:
    antenna_parquet()
    psql(SQL)


def clean() -> None:
    shutil.rmtree(ANTENNA_ROOT, ignore_errors=True)
    psql(DROP)


if __name__ == "__main__":
    make()
