"""Generated stand-ins for the inputs johnlibron/apache-spark-java's Spark SQL programs read: small files (tens of
rows) in the schema the code expects, written under `DATA` at the paths the code names relative to the project's
root (`src/main/resources/...`); `capture.py` copies them over each run's scratch copy. The repository's own large
csv files (the survey, real estate, makerspaces and postcodes) are replaced by small ones with the same header; the
blobs the snapshot lacks (`exams/students-*.csv`, `logging/biglog-*.txt`) are generated in the schema the code
reads them with.

- `in/RealEstate.csv`: the repository's header (`MLS,Location,Price,...,Price SQ Ft,Status`), 30 rows.
- `in/2016-stack-overflow-survey-responses.csv`: the repository's 66-column header; 40 rows filling `country`,
  `so_region`, `age_midpoint`, `self_identification`, `occupation`, `salary_midpoint` (some empty; Afghanistan among
  the countries, some ages under 20), every other column empty.
- `in/uk-makerspaces-identifiable-data.csv` (the repository's header; name, Postcode filled) and `in/uk-postcode.csv`
  (`Postcode,...,Region,...`): postcode districts whose makerspace postcodes start with `district + " "`.
- `exams/students-1.csv`, `students-2.csv`: `student_id,exam_center_id,subject,year,quarter,score,grade` (the column
  order `Main`'s schema gives), 15 rows each (`Modern Art` and `Biology` among the subjects).
- `logging/biglog-1.txt`, `biglog-2.txt`: csv with the header `level,datetime` (`yyyy-MM-dd HH:mm:ss`), 20 rows each.

    PYTHONPATH=. .venv/bin/python bench/real/capture/johnlibron-java/make_data.py
"""
from __future__ import annotations

import csv
import random
import shutil
from pathlib import Path

DATA = Path("/tmp/sj_work/data")
RES = DATA / "src" / "main" / "resources"
REPO = Path(__file__).resolve().parents[2] / "repos" / "johnlibron__apache-spark-java"


def header(name: str) -> list[str]:
    """The header line of one of the repository's own csv files (its line ending may be CR only)."""
    raw = (REPO / "src/main/resources/in" / name).read_bytes()
    first = raw.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n", 1)[0].decode("utf-8")
    return next(csv.reader([first]))


def write(path: Path, head: list[str], rows: list[list]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(head)
        w.writerows(rows)


def real_estate(rng: random.Random) -> None:
    towns = ["Arroyo Grande", "Paso Robles", "Oceano", "Bradley", "San Luis Obispo", "Santa Ynez", "Cayucos",
             "Morro Bay", "Nipomo", "Atascadero"]
    status = ["Short Sale", "Foreclosure", "Regular"]
    rows = []
    for k in range(30):
        size = rng.randint(900, 3500)
        price = rng.randint(150, 2400) * 1000
        rows.append([130000 + k * 37, rng.choice(towns), f"{price:.2f}", rng.randint(1, 5), rng.randint(1, 4), size,
                     f"{price / size:.2f}", rng.choice(status)])
    write(RES / "in" / "RealEstate.csv", header("RealEstate.csv"), rows)


def survey(rng: random.Random) -> None:
    head = header("2016-stack-overflow-survey-responses.csv")
    countries = [("Afghanistan", "Central Asia"), ("United States", "North America"), ("India", "South Asia"),
                 ("Germany", "Western Europe"), ("Brazil", "South America"), ("Philippines", "South East Asia")]
    occupations = ["Back-end web developer", "Full-stack web developer", "Mobile developer - iOS", "Student",
                   "Data scientist", "DevOps"]
    idents = ["Programmer", "Developer; Engineer; Programmer", "Engineer", "Hacker; Programmer"]
    rows = []
    for k in range(40):
        country, region = countries[k % len(countries)] if k % 7 else countries[0]
        row = {c: "" for c in head}
        row[head[0]] = str(1000 + k * 91)
        row["collector"] = rng.choice(["Facebook", "Meta Stack Overflow Post", "House ads"])
        row["country"], row["so_region"] = country, region
        age = rng.choice([17.0, 22.0, 27.0, 32.0, 37.0, 45.0, None])
        row["age_midpoint"] = "" if age is None else f"{age}"
        row["self_identification"] = rng.choice(idents)
        row["occupation"] = rng.choice(occupations)
        salary = rng.choice([5000.0, 15000.0, 25000.0, 45000.0, 65000.0, 95000.0, 135000.0, None])
        row["salary_midpoint"] = "" if salary is None else f"{salary}"
        rows.append([row[c] for c in head])
    write(RES / "in" / "2016-stack-overflow-survey-responses.csv", head, rows)


def maker_spaces(rng: random.Random) -> None:
    districts = [("SE15", "London", "Peckham"), ("NG3", "East Midlands", "Nottingham"), ("BT12", "Northern Ireland",
                 "Belfast"), ("ME4", "South East", "Chatham"), ("B5", "West Midlands", "Birmingham"),
                 ("LA2", "North West", "Lancaster"), ("CB2", "East of England", "Cambridge"), ("G1", "Scotland",
                 "Glasgow")]
    head = header("uk-makerspaces-identifiable-data.csv")
    rows = []
    for k in range(20):
        district = districts[k % len(districts)][0] if k % 6 != 5 else "ZZ9"   # some with no postcode district
        row = {c: "" for c in head}
        row["Timestamp"] = f"{k % 28 + 1}-Jan-15"
        row["Collected by"] = rng.choice(["Makerspace", "Researcher"])
        row["Name of makerspace"] = f"Makerspace {k + 1}"
        row["Postcode"] = f"{district} {rng.randint(1, 9)}{rng.choice('ABDEFGH')}{rng.choice('JLNPQRS')}"
        rows.append([row[c] for c in head])
    write(RES / "in" / "uk-makerspaces-identifiable-data.csv", head, rows)
    head = header("uk-postcode.csv")
    rows = []
    for k, (district, region, town) in enumerate(districts + [("SE1", "London", "Southwark"),
                                                                ("NG1", "East Midlands", "Nottingham")]):
        row = {c: "" for c in head}
        row.update({"Postcode": district, "Latitude": f"{51 + k * 0.3:.4f}", "Longitude": f"{-2 + k * 0.2:.4f}",
                    "Town/Area": town, "Region": region, "Postcodes": str(1000 + k), "Active postcodes": "0"})
        rows.append([row[c] for c in head])
    write(RES / "in" / "uk-postcode.csv", head, rows)


def students(rng: random.Random) -> None:
    head = ["student_id", "exam_center_id", "subject", "year", "quarter", "score", "grade"]
    subjects = ["Modern Art", "Biology", "Math", "History", "French"]
    grades = ["A+", "A", "B", "C", "D", "E"]
    for part in (1, 2):
        rows = [[part * 100 + k, rng.randint(1, 9), subjects[(k + part) % len(subjects)], rng.randint(2005, 2010),
                 rng.randint(1, 4), rng.randint(20, 100), rng.choice(grades)] for k in range(15)]
        write(RES / "exams" / f"students-{part}.csv", head, rows)


def logs(rng: random.Random) -> None:
    for part in (1, 2):
        rows = [[rng.choice(["DEBUG", "INFO", "WARN", "ERROR", "FATAL"]),
                 f"{rng.choice([2015, 2016])}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} "
                 f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"] for _ in range(20)]
        write(RES / "logging" / f"biglog-{part}.txt", ["level", "datetime"], rows)


def main() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(34)
    real_estate(rng)
    survey(rng)
    maker_spaces(rng)
    students(rng)
    logs(rng)
    print(f"wrote {DATA}")


if __name__ == "__main__":
    main()
