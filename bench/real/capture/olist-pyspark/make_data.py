"""Generated stand-ins for the inputs AminHmimou/Pyspark-Projects' notebooks read and the repository does not hold:
the Colab notebooks' `/content/...` files (DataCamp's flights / airports / planes course files, the Tokyo medals
table, DataCamp's people and FIFA 2018 csvs, two text files) and `Pyspark Projects/Sales/txn.csv`, whose blob the
snapshot left out (a bank-transactions table, in the columns Credit_Card.ipynb uses, with their stray spaces: ` WITHDRAWAL
AMT `, ` DEPOSIT AMT `). Tens of rows each, deterministic (a fixed seed). Every value is a plain number where the
notebooks cast or compare it (Spark 4's ANSI mode refuses the course files' `NA` strings in a cast).

    python make_data.py CONTENT_DIR [SALES_DIR]    # writes CONTENT_DIR/*.csv, *.md, *.txt and SALES_DIR/txn.csv
"""
from __future__ import annotations

import csv
import random
import sys
from pathlib import Path

CARRIERS = ["AS", "UA", "DL", "WN", "VX"]
AIRPORTS = [("SEA", "Seattle Tacoma Intl", 47.449, -122.309, 433, -8), ("PDX", "Portland Intl", 45.589, -122.597,
            30, -8), ("LAX", "Los Angeles Intl", 33.942, -118.408, 126, -8), ("SFO", "San Francisco Intl", 37.619,
            -122.375, 13, -8), ("DEN", "Denver Intl", 39.862, -104.673, 5431, -7), ("ORD", "Chicago Ohare Intl",
            41.978, -87.905, 668, -6), ("JFK", "John F Kennedy Intl", 40.640, -73.779, 13, -5), ("ANC",
            "Ted Stevens Anchorage Intl", 61.174, -149.996, 152, -9)]
DISTANCE = {"PDX": 129, "LAX": 954, "SFO": 679, "DEN": 1024, "ORD": 1721, "JFK": 2421, "ANC": 1448, "SEA": 129}


def _csv(path: Path, header: list[str], rows: list[list]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def write_content(content: Path) -> None:
    rnd = random.Random(11)
    tails = [f"N{100 + 7 * i}AS" for i in range(12)]
    flights = []
    for i in range(60):
        origin = "SEA" if i % 3 else "PDX"
        dest = rnd.choice([d for d in DISTANCE if d != origin])
        air = max(20, DISTANCE[dest] // 8 + rnd.randint(-15, 15))
        dep_delay = rnd.choice([-5, -2, 0, 3, 12, 30, -8, 45])
        arr_delay = dep_delay + rnd.randint(-12, 10)
        dep = rnd.randint(5, 22) * 100 + rnd.randint(0, 59)
        flights.append([2014, rnd.randint(1, 12), rnd.randint(1, 28), dep, dep_delay, (dep + air // 60 * 100) % 2400,
                        arr_delay, rnd.choice(CARRIERS), rnd.choice(tails), rnd.randint(100, 999), origin, dest, air,
                        DISTANCE[dest], dep // 100, dep % 100])
    _csv(content / "flights_small.csv", ["year", "month", "day", "dep_time", "dep_delay", "arr_time", "arr_delay",
                                         "carrier", "tailnum", "flight", "origin", "dest", "air_time", "distance",
                                         "hour", "minute"], flights)
    _csv(content / "airports.csv", ["faa", "name", "lat", "lon", "alt", "tz", "dst"],
         [[*a, "A"] for a in AIRPORTS])
    _csv(content / "planes.csv", ["tailnum", "year", "type", "manufacturer", "model", "engines", "seats", "speed",
                                  "engine"],
         [[t, rnd.randint(1995, 2012), "Fixed wing multi engine", rnd.choice(["BOEING", "AIRBUS"]),
           rnd.choice(["737-890", "A320-214", "737-990ER"]), 2, rnd.choice([149, 178, 181]), "NA", "Turbo-fan"]
          for t in tails[:10]])
    medals = [["United States of America", 39, 41, 33], ["People's Republic of China", 38, 32, 18],
              ["Japan", 27, 14, 17], ["Great Britain", 22, 21, 22], ["ROC", 20, 28, 23], ["Australia", 17, 7, 22],
              ["Netherlands", 10, 12, 14], ["France", 10, 12, 11], ["Germany", 10, 11, 16], ["Italy", 10, 10, 20],
              ["Canada", 7, 6, 11], ["Brazil", 7, 6, 8], ["New Zealand", 7, 6, 7], ["Cuba", 7, 3, 5],
              ["Hungary", 6, 7, 7], ["Republic of Korea", 6, 4, 10]]
    _csv(content / "Medals.csv", ["Rank", "TeamCountry", "Gold", "Silver", "Bronze", "Total", "Rank by Total"],
         [[i + 1, c, g, s, b, g + s + b, i + 1] for i, (c, g, s, b) in enumerate(medals)])
    names = ["Penelope Lewis", "David Anthony", "Ida Shipp", "Joanna Moore", "Lisandra Ortiz", "David Simmons",
             "Edward Hudson", "Albert Jones", "Leonard Cavender", "Everett Vadala"]
    people = []
    for i in range(30):
        name = names[i % len(names)]
        people.append([i, 100 + i, name, "female" if i % 10 in (0, 2, 3, 4) else "male",
                       f"19{60 + i % 10}-0{1 + i % 9}-1{i % 10}"])
    _csv(content / "people.csv", ["", "person_id", "name", "sex", "date of birth"], people)
    nations = ["Germany", "Brazil", "Spain", "France", "Argentina", "Germany", "England"]
    _csv(content / "Fifa2018_dataset.csv", ["", "Name", "Age", "Nationality", "Overall", "Potential", "Club"],
         [[i, f"Player {i}", 18 + (i * 7) % 17, nations[i % len(nations)], 60 + i % 30, 70 + i % 25,
           f"Club {i % 6}"] for i in range(35)])
    (content / "README.md").write_text("# Apache Spark\n\nSpark is a unified analytics engine for large-scale data "
                                       "processing.\nIt provides high-level APIs in Scala, Java, Python, and R.\n"
                                       "You can find the latest spark documentation on the project web page.\n")
    (content / "Complete_Shakespeare.txt").write_text(
        "From fairest creatures we desire increase,\nThat thereby beauty's rose might never die,\n"
        "But as the riper should by time decease,\nHis tender heir might bear his memory:\n" * 5)


def write_txn(sales: Path) -> None:
    rnd = random.Random(5)
    rows, balance = [], {a: 1_000_000.0 for a in ("409000611074'", "409000493201'", "1196428'", "409000362497'")}
    for i in range(40):
        acct = rnd.choice(list(balance))
        day = f"{1 + i % 28:02d}-Jun-17"
        withdraw = rnd.choice([0, 0, 1000, 2500, 150000, 500000, 120000.5])
        deposit = rnd.choice([0, 0, 1000000, 300000, 45000]) if not withdraw else 0
        balance[acct] += deposit - withdraw
        rows.append([acct, day, rnd.choice(["TRF FROM  Indiaforensic SERVICES", "FDRL/INTERNAL FUND TRANSFE",
                                            "INDO GIBL Indiaforensic STL01071", "NEFT/MMS/CASH"]),
                     "", day, withdraw or "", deposit or "", balance[acct]])
    _csv(sales / "txn.csv", ["Account No", "DATE", "TRANSACTION DETAILS", "CHQ.NO.", "VALUE DATE",
                             " WITHDRAWAL AMT ", " DEPOSIT AMT ", "BALANCE AMT"], rows)


if __name__ == "__main__":
    write_content(Path(sys.argv[1]))
    if len(sys.argv) > 2:
        write_txn(Path(sys.argv[2]))
