"""Small stand-ins, in the schema the programs expect, for the inputs chgani/spark-scala-practice reads but does not
hold. The repository's own files (`in/olc/scala/resources/multidata.txt`, ...) are read as they are.

- `src/main/resources/data/` of a scratch copy (the relative path the Rock the JVM lessons, `RJVM*.scala`,
  `mapPartitionIndex`, `unStructuredData2` read): `movies.json` and `cars.json` (the course's columns: Title,
  US_Gross, Worldwide_Gross, US_DVD_Sales, Release_Date as `dd-MMM-yy`, Major_Genre, Creative_Type, Director,
  Rotten_Tomatoes_Rating, IMDB_Rating, ...; Name, Miles_per_Gallon, Cylinders, Displacement, Horsepower,
  Weight_in_lbs, Acceleration, Year, Origin), `more_cars.json`, `stocks.csv` (symbol,date,price, dates as
  `MMM d yyyy`), `numbers.csv` (one int column), `guitars.json`, `guitarplayers.json`, `bands.json`,
  `unstructured.txt`.
- The Windows drive paths the other programs name, served by the drive stand-in from `<drives>/<scheme>/...`:
  `C:/edu/olc/randNum/numbers.txt` (read as `c:/...`: one line of comma-separated ints 1-300, what
  generateRandomNumbers writes), `C:/edu/olc/randomnum.txt` (one int a line), the GitHub archive hour files
  `C:/edu/1DataEngineeringusingAWSAnalyticsServices/data/extract/2021-01-13-<h>.json` (events whose
  `payload.comment.performed_via_github_app.events` is an array of event names or absent), and
  `C:/edu/practice/DATASETS/multiDelim.txt` (`Name~|Age` lines).
- PostgreSQL (`jdbc:postgresql://localhost:5432/rtjvm`, user docker, the course's docker image): the tables
  `employees`, `salaries`, `dept_manager`, `titles` in the course's schema, written by `pg_tables()`.
"""
from __future__ import annotations

import json
import random
import subprocess
from datetime import date, timedelta
from pathlib import Path

GENRES = ["Drama", "Comedy", "Action", "Thriller/Suspense", "Adventure", "Horror", None]
DIRECTORS = ["Steven Spielberg", "Ridley Scott", "Clint Eastwood", "Woody Allen", "Martin Scorsese", None]
WORDS = ["Love", "Night", "Star", "Return", "Dark", "City", "Last", "King", "Time", "Story"]
CAR_MAKES = ["chevrolet chevelle malibu", "buick skylark 320", "volkswagen 1131 deluxe sedan", "ford torino",
             "vw rabbit", "mercedes-benz 280s", "toyota corona", "datsun pl510", "peugeot 504", "ford pinto",
             "volkswagen type 3", "fiat 124b", "amc rebel sst", "plymouth satellite", "audi 100 ls"]
ORIGINS = {"chevrolet": "USA", "buick": "USA", "ford": "USA", "amc": "USA", "plymouth": "USA",
           "volkswagen": "Europe", "vw": "Europe", "mercedes-benz": "Europe", "peugeot": "Europe", "fiat": "Europe",
           "audi": "Europe", "toyota": "Japan", "datsun": "Japan"}
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _lines(path: Path, rows) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def _car(rnd: random.Random, name: str) -> dict:
    return {"Name": name, "Miles_per_Gallon": rnd.choice([18.0, 15.0, 26.0, 31.0, None]),
            "Cylinders": rnd.choice([4, 6, 8]), "Displacement": float(rnd.randint(90, 400)),
            "Horsepower": rnd.choice([None, *range(60, 230, 10)]), "Weight_in_lbs": rnd.randint(1800, 4600),
            "Acceleration": round(rnd.uniform(8, 24), 1), "Year": f"19{rnd.randint(70, 82)}-01-01",
            "Origin": ORIGINS[name.split()[0]]}


def data_dir(root: Path) -> None:
    """The Rock the JVM lessons' inputs under `root/src/main/resources/data/`."""
    rnd = random.Random(7)
    d = root / "src" / "main" / "resources" / "data"
    movies = []
    for i in range(60):
        y = rnd.randint(1985, 2008)
        movies.append({"Title": f"{rnd.choice(WORDS)} {rnd.choice(WORDS)} {i}" if i % 7 else f"{i} Days, {rnd.choice(WORDS)}",
                       "US_Gross": rnd.randint(1, 400) * 1_000_000, "Worldwide_Gross": rnd.randint(1, 900) * 1_000_000,
                       "US_DVD_Sales": rnd.choice([None, rnd.randint(1, 90) * 1_000_000]),
                       "Production_Budget": rnd.randint(5, 200) * 1_000_000,
                       "Release_Date": f"{rnd.randint(1, 28):02d}-{rnd.choice(MONTHS)}-{y % 100:02d}"
                       if i % 9 else f"{y}-{rnd.randint(1, 12):02d}-01",
                       "MPAA_Rating": rnd.choice(["PG", "PG-13", "R", None]),
                       "Running_Time_min": rnd.choice([None, rnd.randint(85, 170)]),
                       "Distributor": rnd.choice(["Warner Bros.", "Paramount Pictures", "Universal", None]),
                       "Source": rnd.choice(["Original Screenplay", "Based on Book/Short Story", None]),
                       "Major_Genre": rnd.choice(GENRES),
                       "Creative_Type": rnd.choice(["Contemporary Fiction", "Historical Fiction", "Fantasy", None]),
                       "Director": rnd.choice(DIRECTORS),
                       "Rotten_Tomatoes_Rating": rnd.choice([None, rnd.randint(10, 99)]),
                       "IMDB_Rating": rnd.choice([None, round(rnd.uniform(3.0, 9.2), 1)]),
                       "IMDB_Votes": rnd.randint(100, 200000)})
    _lines(d / "movies.json", movies)
    _lines(d / "cars.json", [_car(rnd, rnd.choice(CAR_MAKES)) for _ in range(40)])
    _lines(d / "more_cars.json", [_car(rnd, rnd.choice(CAR_MAKES)) for _ in range(10)])
    stocks = ["symbol,date,price"]
    for sym in ["MSFT", "AMZN", "IBM", "GOOG", "AAPL"]:
        for m in range(12):
            stocks.append(f"{sym},{MONTHS[m]} 1 2000,{round(rnd.uniform(10, 120), 2)}")
    (d / "stocks.csv").write_text("\n".join(stocks) + "\n")
    (d / "numbers.csv").write_text("numbers\n" + "".join(f"{rnd.randint(1, 200)}\n" for _ in range(50)))
    _lines(d / "guitars.json", [{"id": i, "make": m, "model": md, "guitarType": t} for i, (m, md, t) in enumerate(
        [("Fender", "Stratocaster", "Electric"), ("Gibson", "Les Paul", "Electric"),
         ("Martin", "D-18", "Acoustic"), ("Taylor", "914", "Acoustic"), ("Gibson", "SG", "Electric")], start=1)])
    _lines(d / "guitarplayers.json", [{"id": 0, "name": "Jimmy Page", "guitars": [0], "band": 0},
                                      {"id": 1, "name": "Angus Young", "guitars": [1], "band": 1},
                                      {"id": 2, "name": "Eric Clapton", "guitars": [1, 5], "band": 2},
                                      {"id": 3, "name": "Kirk Hammett", "guitars": [3], "band": 3}])
    _lines(d / "bands.json", [{"id": 1, "name": "AC/DC", "hometown": "Sydney", "year": 1973},
                              {"id": 0, "name": "Led Zeppelin", "hometown": "London", "year": 1968},
                              {"id": 3, "name": "Metallica", "hometown": "Los Angeles", "year": 1981},
                              {"id": 4, "name": "The Beatles", "hometown": "Liverpool", "year": 1960}])
    (d / "unstructured.txt").write_text("".join(
        "".join(f"{rnd.choice(WORDS):<10}" for _ in range(4)) + "\n" for _ in range(6)))


def drives(root: Path) -> None:
    """The Windows drive files under `root/<scheme>/...` (the drive stand-in's folders)."""
    rnd = random.Random(11)
    for scheme in ("C", "c"):
        f = root / scheme / "edu" / "olc" / "randNum" / "numbers.txt"
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(",".join(str(rnd.randint(1, 300)) for _ in range(100)) + "\n")
    c = root / "C" / "edu"
    (c / "olc" / "randomnum.txt").write_text("".join(f"{rnd.randint(1, 150)}\n" for _ in range(40)))
    apps = [{"id": 15368, "slug": "github-actions", "name": "GitHub Actions",
             "events": ["check_run", "check_suite", "issue_comment", "pull_request"]},
            {"id": 2740, "slug": "renovate", "name": "Renovate", "events": ["issues", "pull_request", "push"]}]
    extract = c / "1DataEngineeringusingAWSAnalyticsServices" / "data" / "extract"
    for h in range(3):
        rows = []
        for i in range(12):
            app = apps[i % 2] if i % 3 == 0 else None
            comment = {"id": 1000 * h + i, "body": "LGTM"}
            if app:
                comment["performed_via_github_app"] = app
            rows.append({"id": str(14_700_000_000 + 100 * h + i), "type": "IssueCommentEvent",
                         "actor": {"id": i, "login": f"user{i}"}, "repo": {"id": 40 + i, "name": f"org/repo{i}"},
                         "payload": {"action": "created", "comment": comment}, "public": True,
                         "created_at": f"2021-01-13T{h:02d}:{i:02d}:00Z"})
        _lines(extract / f"2021-01-13-{h}.json", rows)
    names = [("Azar", 25), ("John", 45), ("Mary", 31), ("Ravi", 28), ("Sita", 39)]
    (c / "practice" / "DATASETS").mkdir(parents=True, exist_ok=True)
    (c / "practice" / "DATASETS" / "multiDelim.txt").write_text(
        "Name~|Age\n" + "".join(f"{n}~|{a}\n" for n, a in names))


PG = ["psql", "-h", "127.0.0.1", "-U", "postgres", "-v", "ON_ERROR_STOP=1", "-q"]


def pg_tables() -> None:
    """A fresh `rtjvm` database owned by `docker`, with the course's four employee tables."""
    rnd = random.Random(5)
    drop_pg()
    subprocess.run([*PG, "-c", "CREATE ROLE docker LOGIN PASSWORD 'docker'"], check=False, capture_output=True)
    subprocess.run([*PG, "-c", "CREATE DATABASE rtjvm OWNER docker"], check=True)
    first = ["Georgi", "Bezalel", "Parto", "Chirstian", "Kyoichi", "Anneke", "Tzvetan", "Saniya", "Sumant", "Duangkaew"]
    last = ["Facello", "Simmel", "Bamford", "Koblick", "Maliniak", "Preusig", "Zielinski", "Kalloufi", "Peac", "Piveteau"]
    sql = ["CREATE TABLE public.employees (emp_no int PRIMARY KEY, birth_date date, first_name varchar(14), "
           "last_name varchar(16), gender char(1), hire_date date);",
           "CREATE TABLE public.salaries (emp_no int, salary int, from_date date, to_date date);",
           "CREATE TABLE public.dept_manager (dept_no char(4), emp_no int, from_date date, to_date date);",
           "CREATE TABLE public.titles (emp_no int, title varchar(50), from_date date, to_date date);"]
    base = date(1985, 1, 1)
    for n in range(30):
        e = 10001 + n
        hired = base + timedelta(days=rnd.randint(0, 3000))
        sql.append(f"INSERT INTO public.employees VALUES ({e}, '{date(1955, 1, 1) + timedelta(days=rnd.randint(0, 3650))}',"
                   f" '{first[n % 10]}', '{last[(n * 3) % 10]}', '{'MF'[n % 2]}', '{hired}');")
        start = hired
        for k in range(rnd.randint(1, 4)):
            end = start + timedelta(days=365)
            sql.append(f"INSERT INTO public.salaries VALUES ({e}, {rnd.randint(40000, 120000)}, '{start}', '{end}');")
            start = end
        for t in rnd.sample(["Staff", "Senior Staff", "Engineer", "Senior Engineer", "Technique Leader"],
                            rnd.randint(1, 2)):
            sql.append(f"INSERT INTO public.titles VALUES ({e}, '{t}', '{hired}', '{hired + timedelta(days=rnd.randint(300, 3000))}');")
        if n % 6 == 0:
            sql.append(f"INSERT INTO public.dept_manager VALUES ('d00{n // 6 + 1}', {e}, '{hired}', '9999-01-01');")
    sql.append("ALTER TABLE public.employees OWNER TO docker; ALTER TABLE public.salaries OWNER TO docker; "
               "ALTER TABLE public.dept_manager OWNER TO docker; ALTER TABLE public.titles OWNER TO docker;")
    subprocess.run([*PG, "-d", "rtjvm"], input="\n".join(sql), text=True, check=True)


def drop_pg() -> None:
    subprocess.run([*PG, "-c", "DROP DATABASE IF EXISTS rtjvm"], check=True)
