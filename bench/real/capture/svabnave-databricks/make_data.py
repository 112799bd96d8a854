"""Inputs for the svabnave/Azure-Data-Engineering-DataBricks-Notebooks runs (fixed seed 34), written under DATA/dbfs/
(served as `dbfs:/...`, the default file system, by ../daheemattana-databricks/standin/DbfsLocalFileSystem.java, so
the notebooks' `/mnt/training/...` and `dbfs:/mnt/training/...` paths reach them unchanged). The course's datasets
(Databricks' training bucket, which `Includes/Dataset-Mounts*` mounts at /mnt/training) are not in the repository;
each is generated small, in the columns and formats the notebooks read:

- `wikipedia/pagecounts/staging_parquet_en_only_clean/` (parquet, two files: project, article, requests int,
  bytes_served long), with the articles the exercises look for (`*_Washington`, `Martha_*`, `Main_Page`, `-`,
  `Special:*`) and several projects;
- `wikipedia/pageviews/pageviews_by_second.tsv` (tab-separated, a header, quoted strings): the rows of the
  repository's own `03-Reading-and-writing-data-in-Azure-Databricks/pageviews_by_second_example.tsv`, copied, and
  `pageviews_by_second.parquet/` (timestamp string, site, requests int) of the same rows;
- `wikipedia/edits/snapshot-2016-05-26.json` (JSON lines in the 20 fields of 2.Reading Data - JSON's schema,
  `geocoding` a struct, some without a city);
- `wikipedia/clickstream/2015_02_clickstream.tsv` (tab-separated, a header: prev_id curr_id n prev_title curr_title
  type);
- `weather/StationData/stationData.parquet/` (NAME, STATION, LATITUDE/LONGITUDE/ELEVATION float, DATE date, UNIT,
  TAVG float);
- `dataframes/people-with-dups.txt` (`:`-separated, a header: firstName middleName lastName gender birthDate salary
  ssn), people repeated with other letter cases and ssn written with and without dashes.
"""
from __future__ import annotations

import csv
import datetime
import json
import random
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

WORK = Path("/tmp/sv_work")
DATA = WORK / "data"
DBFS = DATA / "dbfs"
TRAINING = DBFS / "mnt" / "training"
REPO = Path(__file__).resolve().parents[2] / "repos" / "svabnave__azure-data-engineering-databricks-notebooks"
EXAMPLE_TSV = REPO / "03-Reading-and-writing-data-in-Azure-Databricks" / "pageviews_by_second_example.tsv"

ARTICLES = ["Main_Page", "-", "Special:Search", "Special:Random", "George_Washington", "Denzel_Washington",
            "Booker_T._Washington", "University_of_Washington", "Martha_Stewart", "Martha_Washington",
            "Martha_Graham", "Apache_Spark", "Databricks", "Python_(programming_language)", "Azure",
            "Data_lake", "Parquet", "Wikipedia"]
PROJECTS = ["en", "en", "en", "de", "fr", "en.b", "es"]


def _pagecounts(rng: random.Random) -> None:
    folder = TRAINING / "wikipedia" / "pagecounts" / "staging_parquet_en_only_clean"
    folder.mkdir(parents=True, exist_ok=True)
    rows = []
    for article in ARTICLES:
        for project in sorted(set(rng.sample(PROJECTS, 3))):
            requests = rng.randint(1, 500) if article not in ("Main_Page", "-") else rng.randint(2000, 9000)
            rows.append((project, article, requests, requests * rng.randint(3000, 90000)))
    rng.shuffle(rows)
    schema = pa.schema([("project", pa.string()), ("article", pa.string()), ("requests", pa.int32()),
                        ("bytes_served", pa.int64())])
    half = len(rows) // 2
    for i, part in enumerate((rows[:half], rows[half:])):
        table = pa.table(list(map(list, zip(*part))), schema=schema)
        pq.write_table(table, folder / f"part-0000{i}-sv.snappy.parquet")


def _pageviews() -> list[tuple[str, str, int]]:
    folder = TRAINING / "wikipedia" / "pageviews"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(EXAMPLE_TSV, folder / "pageviews_by_second.tsv")
    with open(EXAMPLE_TSV, newline="") as fh:
        rows = [(r[0], r[1], int(r[2])) for r in list(csv.reader(fh, delimiter="\t"))[1:]]
    out = folder / "pageviews_by_second.parquet"
    out.mkdir(exist_ok=True)
    schema = pa.schema([("timestamp", pa.string()), ("site", pa.string()), ("requests", pa.int32())])
    pq.write_table(pa.table(list(map(list, zip(*rows))), schema=schema), out / "part-00000-sv-c000.gz.parquet",
                   compression="gzip")
    return rows


def _edits(rng: random.Random) -> None:
    folder = TRAINING / "wikipedia" / "edits"
    folder.mkdir(parents=True, exist_ok=True)
    cities = [("Paris", "France", "FR", "FRA", "Ile-de-France", 48.85, 2.35), ("Seattle", "United States", "US",
              "USA", "Washington", 47.6, -122.3), ("Pune", "India", "IN", "IND", "Maharashtra", 18.52, 73.85),
              (None, None, None, None, None, None, None)]
    with open(folder / "snapshot-2016-05-26.json", "w") as fh:
        for i in range(40):
            city = cities[i % 4]
            page = rng.choice(ARTICLES[4:])
            row = {"channel": f"#{rng.choice(['en', 'de', 'fr'])}.wikipedia", "comment": f"edit {i}",
                   "delta": rng.randint(-300, 900), "flag": rng.choice(["", "M", "B"]),
                   "geocoding": dict(zip(["city", "country", "countryCode2", "countryCode3", "stateProvince",
                                          "latitude", "longitude"], city)),
                   "isAnonymous": i % 4 == 3, "isNewPage": i % 7 == 0, "isRobot": i % 5 == 0,
                   "isUnpatrolled": False, "namespace": "article", "page": page,
                   "pageURL": f"http://en.wikipedia.org/wiki/{page}",
                   "timestamp": f"2016-05-26T{i % 24:02d}:{i:02d}:00.000Z", "url": f"http://en.wikipedia.org/w/{i}",
                   "user": f"user{i % 9}", "userURL": f"http://en.wikipedia.org/wiki/User:user{i % 9}",
                   "wikipediaURL": "http://en.wikipedia.org", "wikipedia": "English Wikipedia"}
            fh.write(json.dumps(row) + "\n")


def _clickstream(rng: random.Random) -> None:
    folder = TRAINING / "wikipedia" / "clickstream"
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "2015_02_clickstream.tsv", "w") as fh:
        fh.write("prev_id\tcurr_id\tn\tprev_title\tcurr_title\ttype\n")
        for i in range(30):
            a, b = rng.sample(range(len(ARTICLES)), 2)
            fh.write(f"{1000 + a}\t{1000 + b}\t{rng.randint(10, 900)}\t{ARTICLES[a]}\t{ARTICLES[b]}\t"
                     f"{rng.choice(['link', 'other', 'redlink'])}\n")


def _weather(rng: random.Random) -> None:
    out = TRAINING / "weather" / "StationData" / "stationData.parquet"
    out.mkdir(parents=True, exist_ok=True)
    stations = [("HOUSTON HOBBY AIRPORT, TX US", "USW00012918", 29.64, -95.28, 13.4),
                ("DALLAS FAA AIRPORT, TX US", "USW00013960", 32.85, -96.85, 134.1),
                ("SEATTLE TACOMA AIRPORT, WA US", "USW00024233", 47.44, -122.31, 112.8),
                ("BOSTON LOGAN AIRPORT, MA US", "USW00014739", 42.36, -71.01, 3.7)]
    cols = {k: [] for k in ("NAME", "STATION", "LATITUDE", "LONGITUDE", "ELEVATION", "DATE", "UNIT", "TAVG")}
    for d in range(12):
        for name, station, lat, lon, elev in stations:
            unit = "F" if "TX" in name or d % 2 else "C"
            for k, v in zip(cols, (name, station, lat, lon, elev, datetime.date(2018, 1, 1 + d), unit,
                                   round(rng.uniform(20, 80), 1))):
                cols[k].append(v)
    schema = pa.schema([("NAME", pa.string()), ("STATION", pa.string()), ("LATITUDE", pa.float32()),
                        ("LONGITUDE", pa.float32()), ("ELEVATION", pa.float32()), ("DATE", pa.date32()),
                        ("UNIT", pa.string()), ("TAVG", pa.float32())])
    pq.write_table(pa.table(list(cols.values()), schema=schema), out / "part-00000-sv.snappy.parquet")


def _people(rng: random.Random) -> None:
    folder = TRAINING / "dataframes"
    folder.mkdir(parents=True, exist_ok=True)
    first = ["Emily", "Jacob", "Olivia", "Noah", "Ava", "Liam", "Mia", "Ethan"]
    last = ["Smith", "Jones", "Brown", "Wilson", "Taylor", "Clark"]
    with open(folder / "people-with-dups.txt", "w") as fh:
        fh.write("firstName:middleName:lastName:gender:birthDate:salary:ssn\n")
        for i in range(24):
            f, m, l = rng.choice(first), rng.choice(first), rng.choice(last)
            g = rng.choice(["F", "M"])
            b = f"19{rng.randint(50, 99)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T04:00:00.000+0000"
            s = rng.randint(30000, 120000)
            ssn = f"{rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
            fh.write(f"{f}:{m}:{l}:{g}:{b}:{s}:{ssn}\n")
            if i % 3 == 0:
                fh.write(f"{f.upper()}:{m.lower()}:{l.upper()}:{g}:{b}:{s}:{ssn.replace('-', '')}\n")


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(34)
    _pagecounts(rng)
    _pageviews()
    _edits(rng)
    _clickstream(rng)
    _weather(rng)
    _people(rng)
    (DBFS / "user").mkdir(parents=True, exist_ok=True)


def fresh(dest: Path) -> Path:
    """A fresh copy of the generated tree for one program (its writes land there); the dbfs root."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "dbfs"


if __name__ == "__main__":
    write_inputs()
