"""The inputs of the zal_* runs, and where the runs happen.

The three tutorials read fixed paths under `/home/zaleslaw/data` (PySpark-Tutorial's scripts, Spark-Tutorial's Scala
objects) or `rdd.util.SparkUtil.DATA_DIRECTORY = "/home/zaleslaw/data"` (Spark-Tutorial-on-Java), none of which the
repositories ship. Made here with fixed seeds, in the schema the code expects:

- `StateNames.csv` (header `Id,Name,Year,Gender,State,Count`) and `NationalNames.csv` (`Id,Name,Year,Gender,Count`):
  the layout of the Kaggle "US Baby Names" files the tutorials were written for; years 1937-1948 (1945 and the war
  years are in), six states with NY among them, girls' and boys' names, counts that repeat per state so the max/join
  of Ex_2 has work.
- `titanic.csv` (PySpark-Tutorial's Ex_9 only): `;`-separated with the header of the author's own titanic file in
  zaleslaw/Spark-Tutorial (`pclass;survived;name;sex;age;sibsp;parch;ticket;fare;cabin;embarked;boat;body;homedest`),
  120 rows, whole ages (some empty), empty cabins for most rows, fares with a decimal comma as in the author's file.
- `stateNames` (parquet) and `nationalNames` (json) are NOT made here: each repository's own Ex_1 program writes
  them (PySpark-Tutorial: `Ex_1_CSV_to_Parquet_JSON.py` the json and `Ex_1.../Step_2.py` the parquet), and
  capture.py runs those first, as the tutorials' `// ASSERT: Files should exists` comments expect.

Each repository gets a fresh data folder (`WORK/data/<slug>/`) per capture; `/home/zaleslaw/data` is a symbolic link
that capture.py points at the folder of the repository whose program runs and removes at the end (the only thing
written outside /tmp).
Python programs run in a scratch copy of the laid-out repository (`scratch_copy`), so the laid-out copy the mapper
indexes is never written to.

    .venv/bin/python bench/real/capture/zaleslaw-tutorials/make_data.py     # checks the repositories, writes inputs
"""
from __future__ import annotations

import csv
import os
import random
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOS = HERE.parents[1] / "repos"
WORK = Path("/tmp/codemap_zalcap")
DATA_LINK = Path("/home/zaleslaw/data")     # the path the code names
PY, SC, JA = "zaleslaw__pyspark-tutorial", "zaleslaw__spark-tutorial", "zaleslaw__spark-tutorial-on-java"
FILES = {PY: ["2_DataFrame/Ex_1_CSV_to_Parquet_JSON/Ex_1_CSV_to_Parquet_JSON.py", "2_DataFrame/Ex_9_Titanic/Ex_Titanic.py"],
         SC: ["Spark-Core/src/main/scala/DataFrames/Ex_1_CSV_to_Parquet_JSON.scala"],
         JA: ["src/main/java/sql/Ex_1_CSV_to_Parquet_JSON.java", "src/main/java/rdd/util/SparkUtil.java"]}

GIRLS = ["Mary", "Patricia", "Linda", "Barbara", "Carol", "Sandra", "Judith", "Shirley", "Elizabeth"]
BOYS = ["James", "Robert", "John", "William", "Richard", "David", "Charles", "Thomas", "Christopher"]
STATES = ["NY", "CA", "TX", "PA", "IL", "OH"]
YEARS = range(1937, 1949)


def check(slug: str) -> Path:
    repo = REPOS / slug
    missing = [p for p in FILES[slug] if not (repo / p).exists()]
    if missing:
        raise SystemExit(f"{slug}: not laid out or incomplete ({missing}); see ../../repos/{slug}.source.md")
    return repo


def state_rows() -> list[list]:
    rng = random.Random(1945)
    rows, n = [], 0
    for year in YEARS:
        for state in STATES:
            for gender, names in (("F", GIRLS), ("M", BOYS)):
                for name in rng.sample(names, 4):
                    n += 1
                    rows.append([n, name, year, gender, state, rng.randint(5, 400)])
    return rows


def national_rows() -> list[list]:
    rng = random.Random(1880)
    rows, n = [], 0
    for year in YEARS:
        for gender, names in (("F", GIRLS), ("M", BOYS)):
            for name in names:
                n += 1
                rows.append([n, name, year, gender, rng.randint(1000, 90000)])
    return rows


def titanic_rows() -> list[list]:
    rng = random.Random(1912)
    first = ["Allen", "Allison", "Andrews", "Baxter", "Brown", "Carter", "Dodge", "Evans", "Fortune", "Harper"]
    rows = []
    for i in range(120):
        pclass = rng.choice([1, 2, 3, 3])
        sex = rng.choice(["male", "female"])
        title = "Mr." if sex == "male" else rng.choice(["Mrs.", "Miss."])
        age = "" if i % 9 == 4 else str(rng.randint(1, 70))
        cabin = f"{rng.choice('ABCDE')}{rng.randint(1, 40)}" if pclass == 1 and i % 3 else ""
        fare = f"{rng.randint(7, 260)},{rng.randint(0, 9999):04d}"
        rows.append([pclass, rng.randint(0, 1), f"{rng.choice(first)}, {title} Person{i}", sex, age,
                     rng.randint(0, 2), rng.randint(0, 2), str(10000 + i), fare, cabin, rng.choice("SCQ"),
                     "", "", rng.choice(["St Louis, MO", "Montreal, PQ", "New York, NY", ""])])
    return rows


def write_csv(path: Path, header: list[str], rows: list[list], delimiter: str = ",") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh, delimiter=delimiter)
        w.writerow(header)
        w.writerows(rows)


def data_dir(slug: str) -> Path:
    """A fresh data folder for one repository's runs, with the generated inputs."""
    folder = WORK / "data" / slug
    shutil.rmtree(folder, ignore_errors=True)
    write_csv(folder / "StateNames.csv", ["Id", "Name", "Year", "Gender", "State", "Count"], state_rows())
    write_csv(folder / "NationalNames.csv", ["Id", "Name", "Year", "Gender", "Count"], national_rows())
    if slug == PY:
        write_csv(folder / "titanic.csv", "pclass;survived;name;sex;age;sibsp;parch;ticket;fare;cabin;embarked;"
                  "boat;body;homedest".split(";"), titanic_rows(), delimiter=";")
    return folder


def point_data_at(folder: Path) -> None:
    """/home/zaleslaw/data -> folder (a symbolic link, replaced)."""
    DATA_LINK.parent.mkdir(parents=True, exist_ok=True)
    if DATA_LINK.is_symlink():
        DATA_LINK.unlink()
    elif DATA_LINK.exists():
        raise SystemExit(f"{DATA_LINK} exists and is not our link; not touched")
    os.symlink(folder, DATA_LINK)


def remove_link() -> None:
    """Remove our /home/zaleslaw/data link after a capture (and /home/zaleslaw if we made it and it is empty)."""
    if DATA_LINK.is_symlink():
        DATA_LINK.unlink()
        try:
            DATA_LINK.parent.rmdir()
        except OSError:
            pass


def scratch_copy(slug: str, dest: Path) -> Path:
    repo = check(slug)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(repo, dest, symlinks=True)
    return dest


if __name__ == "__main__":
    for s in FILES:
        check(s)
        print(data_dir(s))
