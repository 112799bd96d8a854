"""Generated inputs for datacouch-io/spark-java's DataFrame/SQL lessons (the `dj_*` cases).

The repository holds none of its inputs (`workspace/in/dataset.md` points at a Google Drive zip), so every file is
made here, small, in the columns and formats the code reads, with a fixed seed:

- `src/main/resources/data/`: the Rock the JVM "Spark Essentials" files the part1/part2 lessons read, JSON lines
  `movies.json` (Title, US_Gross, Worldwide_Gross, US_DVD_Sales, Production_Budget, Release_Date as `dd-MMM-yy`,
  MPAA_Rating, Running_Time_min, Distributor, Source, Major_Genre, Creative_Type, Director, Rotten_Tomatoes_Rating,
  IMDB_Rating, IMDB_Votes; some nulls), `cars.json` (Name, Miles_per_Gallon, Cylinders, Displacement, Horsepower,
  Weight_in_lbs, Acceleration, Year `yyyy-MM-dd`, Origin), `guitars.json`, `guitarPlayers.json`, `bands.json`, and
  csv `stocks.csv` (symbol,date `MMM d yyyy`,price) and `numbers.csv` (one int column).
- `in/`: the Udemy "Apache Spark with Java" files the sparkSql lessons read: `RealEstate.csv` (MLS, Location, Price,
  Bedrooms, Bathrooms, Size, Price SQ Ft, Status) and `2016-stack-overflow-survey-responses.csv` (the survey's
  first 15 columns: an unnamed row number, collector, country, un_subregion, so_region, age_range, age_midpoint,
  gender, self_identification, occupation, occupation_group, experience_range, experience_midpoint, salary_range,
  salary_midpoint: `country` the 3rd, `occupation` the 10th, `salary_midpoint` the 15th field, as the RDD twins split
  them).
- `served/`: files the code reads at the author's absolute paths, served there by the akash family's
  LabDataFileSystem (`om.fs.map`): `Users/neha/Desktop/Neha/Spark/Data/sfpd.numbers` (SFPD incidents, 12 columns, no
  header), `location/departuredelays.csv` (date, delay, distance, origin, destination; served at
  `/<location>/departuredelays.csv`), `user/training/orderData/` and `usersData/` (JSON lines: order_id, users_id,
  amount, item; uid, name, city).

    python3 make_data.py ROOT      # ROOT: the scratch copy's `workspace/` folder (data/ and in/), and ROOT/../served
"""
from __future__ import annotations

import csv
import json
import random
import sys
from pathlib import Path

GENRES = ["Comedy", "Drama", "Action", "Horror", "Adventure", None]
DIRECTORS = ["Steven Spielberg", "Ridley Scott", "Woody Allen", "Clint Eastwood", None]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _jsonl(path: Path, rows: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


def _csv(path: Path, header: list[str] | None, rows: list[list]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        if header:
            w.writerow(header)
        w.writerows(rows)


def movies(rnd: random.Random) -> list[dict]:
    out = []
    for i in range(60):
        gross = rnd.randint(1, 300) * 100000
        out.append({
            "Title": f"Movie {i:02d}", "US_Gross": gross, "Worldwide_Gross": gross * rnd.randint(1, 4),
            "US_DVD_Sales": None if i % 4 == 0 else rnd.randint(1, 90) * 100000,
            "Production_Budget": rnd.randint(1, 150) * 100000,
            "Release_Date": f"{rnd.randint(1, 28):02d}-{rnd.choice(MONTHS)}-{rnd.randint(0, 99):02d}",
            "MPAA_Rating": rnd.choice(["PG", "PG-13", "R", None]), "Running_Time_min": rnd.randint(80, 180),
            "Distributor": rnd.choice(["Warner Bros.", "Universal", "Paramount"]),
            "Source": rnd.choice(["Original Screenplay", "Based on Book/Short Story"]),
            "Major_Genre": GENRES[i % len(GENRES)], "Creative_Type": rnd.choice(["Contemporary Fiction", "Fantasy"]),
            "Director": DIRECTORS[i % len(DIRECTORS)],
            "Rotten_Tomatoes_Rating": None if i % 5 == 0 else rnd.randint(10, 99),
            "IMDB_Rating": round(rnd.uniform(3.0, 9.0), 1), "IMDB_Votes": rnd.randint(100, 90000)})
    return out


def cars(rnd: random.Random) -> list[dict]:
    makes = ["chevrolet", "buick", "plymouth", "amc", "ford", "toyota", "volkswagen", "fiat", "datsun"]
    origin = {"toyota": "Japan", "datsun": "Japan", "volkswagen": "Europe", "fiat": "Europe"}
    out = []
    for i in range(40):
        make = makes[i % len(makes)]
        out.append({
            "Name": f"{make} model {i}", "Miles_per_Gallon": float(rnd.randint(10, 40)),
            "Cylinders": rnd.choice([4, 6, 8]), "Displacement": float(rnd.randint(70, 455)),
            "Horsepower": None if i % 13 == 5 else rnd.randint(46, 230),
            "Weight_in_lbs": rnd.randint(1600, 5000), "Acceleration": round(rnd.uniform(8.0, 24.0), 1),
            "Year": f"19{70 + i % 13}-01-01", "Origin": origin.get(make, "USA")})
    return out


def make(root: Path) -> None:
    """Write every input under `root` (the scratch copy's `workspace/`) and `root/../served`."""
    rnd = random.Random(40)
    data, inn, served = root / "src/main/resources/data", root / "in", root.parent / "served"
    _jsonl(data / "movies.json", movies(rnd))
    _jsonl(data / "cars.json", cars(rnd))
    _jsonl(data / "guitars.json", [
        {"id": 0, "model": "EC-1000", "make": "LTD", "guitarType": "Electric"},
        {"id": 1, "model": "SG", "make": "Gibson", "guitarType": "Electric"},
        {"id": 2, "model": "914", "make": "Taylor", "guitarType": "Acoustic"},
        {"id": 3, "model": "M-21", "make": "Martin", "guitarType": "Acoustic"},
        {"id": 5, "model": "Stratocaster", "make": "Fender", "guitarType": "Electric"}])
    _jsonl(data / "guitarPlayers.json", [
        {"id": 0, "name": "Jimmy Page", "guitars": [0], "band": 0},
        {"id": 1, "name": "Angus Young", "guitars": [1], "band": 1},
        {"id": 2, "name": "Eric Clapton", "guitars": [1, 5], "band": 2},
        {"id": 3, "name": "Kirk Hammett", "guitars": [3], "band": 3}])
    _jsonl(data / "bands.json", [
        {"id": 1, "name": "AC/DC", "hometown": "Sydney", "year": 1973},
        {"id": 0, "name": "Led Zeppelin", "hometown": "London", "year": 1968},
        {"id": 3, "name": "Metallica", "hometown": "Los Angeles", "year": 1981},
        {"id": 4, "name": "The Beatles", "hometown": "Liverpool", "year": 1960}])
    _csv(data / "stocks.csv", ["symbol", "date", "price"],
         [[s, f"{MONTHS[m]} 1 {y}", round(rnd.uniform(10, 120), 2)]
          for s in ("MSFT", "AMZN", "IBM") for y in (2000, 2001) for m in range(0, 12, 3)])
    _csv(data / "numbers.csv", ["numbers"], [[rnd.randint(1, 200)] for _ in range(30)])

    towns = ["Arroyo Grande", "Paso Robles", "San Luis Obispo", "Santa Maria-Orcutt", "Cayucos", "Oceano"]
    rows = []
    for i in range(50):
        size = rnd.randint(800, 4000)
        price = rnd.randint(150, 2500) * 1000
        rows.append([132842 + i, towns[i % len(towns)], price, rnd.randint(1, 5), rnd.randint(1, 4), size,
                     round(price / size, 2), rnd.choice(["Short Sale", "Foreclosure", "Regular"])])
    _csv(inn / "RealEstate.csv", ["MLS", "Location", "Price", "Bedrooms", "Bathrooms", "Size", "Price SQ Ft",
                                  "Status"], rows)

    countries = ["Afghanistan", "Canada", "India", "United States", "Germany", "Brazil"]
    occupations = ["Back-end web developer", "Student", "Full-stack web developer", "Data scientist", ""]
    rows = []
    for i in range(80):
        age = rnd.choice(["", "16", "22", "27", "32", "40"])
        salary = rnd.choice(["", "5000", "15000", "45000", "85000", "125000"])
        rows.append([i, "Facebook", countries[i % len(countries)], "Southern Asia", "Central Asia",
                     f"{age}-{age}" if age else "", age, rnd.choice(["Male", "Female"]),
                     rnd.choice(["Developer", "Engineer", "Programmer"]), occupations[i % len(occupations)],
                     "Web developer", "2 - 5 years", "3.5", f"${salary}" if salary else "", salary])
    _csv(inn / "2016-stack-overflow-survey-responses.csv",
         ["", "collector", "country", "un_subregion", "so_region", "age_range", "age_midpoint", "gender",
          "self_identification", "occupation", "occupation_group", "experience_range", "experience_midpoint",
          "salary_range", "salary_midpoint"], rows)

    cats = ["LARCENY/THEFT", "ASSAULT", "VANDALISM", "WARRANTS", "BURGLARY"]
    _csv(served / "Users/neha/Desktop/Neha/Spark/Data/sfpd.numbers", None,
         [[150000000 + i, cats[i % len(cats)], "desc", "Monday", "01/01/2015", "12:00", "MISSION", "NONE",
           f"{i} Main St", -122.4, 37.7, i] for i in range(40)])
    airports = ["SFO", "ORD", "HNL", "JFK", "LAX", "SEA"]
    rows = []
    for i in range(120):
        o, d = airports[i % 6], airports[(i * 5 + 1) % 6]
        rows.append([f"{1 + i % 12:02d}{1 + i % 28:02d}{(i * 37) % 2400:04d}", rnd.choice([-5, 0, 30, 90, 150, 400]),
                     rnd.randint(300, 5000), o, d if d != o else "JFK"])
    _csv(served / "location/departuredelays.csv", ["date", "delay", "distance", "origin", "destination"], rows)
    _jsonl(served / "user/training/orderData/part-00000.json",
           [{"order_id": i, "users_id": i % 15, "amount": rnd.randint(5, 500), "item": f"item{i % 7}"}
            for i in range(60)])
    _jsonl(served / "user/training/usersData/part-00000.json",
           [{"uid": u, "name": f"user{u}", "city": rnd.choice(["Chennai", "Pune", "Delhi"])} for u in range(20)])


if __name__ == "__main__":
    make(Path(sys.argv[1]))
