"""Inputs for the sanjaysubair/Formula1-Pyspark-Project runs (fixed seed 39), generated small in the Ergast Formula1
format the notebooks read (the course's raw container; the repository holds no data). Under DATA/abfss/<container>@
sanjayformula1dl2.dfs.core.windows.net/ (served as `abfss://<container>@sanjayformula1dl2.dfs.core.windows.net/...`
by ../udemy-azure-databricks/standin/AbfssLocalFileSystem.java):

- `raw/`: `circuits.csv` and `races.csv` (csv with a header, every Ergast column), `constructors.json`,
  `drivers.json` (a nested `name` of forename/surname) and `results.json` (JSON lines), `pit_stops.json` (one
  multi-line JSON array), `lap_times/lap_times_split_{1,2}.csv` (csv without a header), `qualifying/
  qualifying_split_{1,2}.json` (multi-line JSON arrays); seasons 2000, 2012, 2018, 2019 and 2020 (the years the demo
  notebooks filter on), the 2020 Abu Dhabi Grand Prix among them, British and Indian drivers born before and after
  1990 and one born 2000-05-11 (the SQL demos' filters), circuits with ids above 69 (the join demo's filter);
- `processed/constructors/`: the folder `Transformations/1.race_results.py` reads, in the schema
  `Ingestion/3. Ingest Constructors JSON file.py` writes (constructor_id, constructor_ref, name, nationality,
  Ingestion_date). That notebook writes its output to `processed/constructors.json`, a folder name the
  transformation never reads: the author's storage held `processed/constructors` from an earlier run, as the
  course's does;
- `presentation/` (empty: the transformation notebooks write there).

Under DATA/dbfs/ (the default file system, ../daheemattana-databricks/standin/DbfsLocalFileSystem.java):
`user/hive/warehouse/` (managed tables) and `mnt/formula1dl/presentation/` (the SQL demo's external table location).
"""
from __future__ import annotations

import json
import random
import shutil
from datetime import datetime, timezone
from pathlib import Path

WORK = Path("/tmp/f1/work")
DATA = WORK / "data"
ACCOUNT = "sanjayformula1dl2.dfs.core.windows.net"
RAW = DATA / "abfss" / f"raw@{ACCOUNT}"
PROCESSED = DATA / "abfss" / f"processed@{ACCOUNT}"
PRESENTATION = DATA / "abfss" / f"presentation@{ACCOUNT}"
DBFS = DATA / "dbfs"

CIRCUITS = [  # circuitId, circuitRef, name, location, country, lat, lng, alt
    (1, "albert_park", "Albert Park Grand Prix Circuit", "Melbourne", "Australia", -37.8497, 144.968, 10),
    (2, "sepang", "Sepang International Circuit", "Kuala Lumpur", "Malaysia", 2.76083, 101.738, 18),
    (3, "bahrain", "Bahrain International Circuit", "Sakhir", "Bahrain", 26.0325, 50.5106, 7),
    (4, "catalunya", "Circuit de Barcelona-Catalunya", "Montmeló", "Spain", 41.57, 2.26111, 109),
    (6, "monaco", "Circuit de Monaco", "Monte-Carlo", "Monaco", 43.7347, 7.42056, 7),
    (9, "silverstone", "Silverstone Circuit", "Silverstone", "UK", 52.0786, -1.01694, 153),
    (11, "hungaroring", "Hungaroring", "Budapest", "Hungary", 47.5789, 19.2486, 264),
    (13, "spa", "Circuit de Spa-Francorchamps", "Spa", "Belgium", 50.4372, 5.97139, 401),
    (14, "monza", "Autodromo Nazionale di Monza", "Monza", "Italy", 45.6156, 9.28111, 162),
    (24, "yas_marina", "Yas Marina Circuit", "Abu Dhabi", "UAE", 24.4672, 54.6031, 3),
    (70, "red_bull_ring", "Red Bull Ring", "Spielberg", "Austria", 47.2197, 14.7647, 678),
    (73, "baku", "Baku City Circuit", "Baku", "Azerbaijan", 40.3725, 49.8533, -7),
    (76, "mugello", "Autodromo Internazionale del Mugello", "Mugello", "Italy", 43.9975, 11.3719, 255),
]

SEASONS = {  # year -> [(round, circuitId, name, month, day)]
    2000: [(1, 1, "Australian Grand Prix", 3, 12), (2, 3, "Bahrain Grand Prix", 3, 26),
           (3, 6, "Monaco Grand Prix", 6, 4), (4, 14, "Italian Grand Prix", 9, 10)],
    2012: [(1, 1, "Australian Grand Prix", 3, 18), (2, 2, "Malaysian Grand Prix", 3, 25),
           (3, 9, "British Grand Prix", 7, 8), (4, 24, "Abu Dhabi Grand Prix", 11, 4)],
    2018: [(1, 1, "Australian Grand Prix", 3, 25), (2, 3, "Bahrain Grand Prix", 4, 8),
           (3, 73, "Azerbaijan Grand Prix", 4, 29), (4, 9, "British Grand Prix", 7, 8),
           (5, 24, "Abu Dhabi Grand Prix", 11, 25)],
    2019: [(1, 1, "Australian Grand Prix", 3, 17), (2, 3, "Bahrain Grand Prix", 3, 31),
           (3, 73, "Azerbaijan Grand Prix", 4, 28), (4, 4, "Spanish Grand Prix", 5, 12),
           (5, 6, "Monaco Grand Prix", 5, 26), (6, 70, "Austrian Grand Prix", 6, 30),
           (7, 9, "British Grand Prix", 7, 14), (8, 24, "Abu Dhabi Grand Prix", 12, 1)],
    2020: [(1, 70, "Austrian Grand Prix", 7, 5), (2, 11, "Hungarian Grand Prix", 7, 19),
           (3, 9, "British Grand Prix", 8, 2), (4, 76, "Tuscan Grand Prix", 9, 13),
           (5, 13, "Belgian Grand Prix", 8, 30), (6, 24, "Abu Dhabi Grand Prix", 12, 13)],
}

DRIVERS = [  # driverId, driverRef, number, code, forename, surname, dob, nationality
    (1, "hamilton", 44, "HAM", "Lewis", "Hamilton", "1985-01-07", "British"),
    (3, "rosberg", 6, "ROS", "Nico", "Rosberg", "1985-06-27", "German"),
    (4, "alonso", 14, "ALO", "Fernando", "Alonso", "1981-07-29", "Spanish"),
    (8, "raikkonen", 7, "RAI", "Kimi", "Räikkönen", "1979-10-17", "Finnish"),
    (18, "button", 22, "BUT", "Jenson", "Button", "1980-01-19", "British"),
    (20, "vettel", 5, "VET", "Sebastian", "Vettel", "1987-07-03", "German"),
    (22, "barrichello", 11, "BAR", "Rubens", "Barrichello", "1972-05-23", "Brazilian"),
    (30, "michael_schumacher", 3, "MSC", "Michael", "Schumacher", "1969-01-03", "German"),
    (39, "karthikeyan", 9, "KAR", "Narain", "Karthikeyan", "1977-01-14", "Indian"),
    (43, "chandhok", 21, "CHA", "Karun", "Chandhok", "1984-01-19", "Indian"),
    (57, "coulthard", 14, "COU", "David", "Coulthard", "1971-03-27", "British"),
    (817, "ricciardo", 3, "RIC", "Daniel", "Ricciardo", "1989-07-01", "Australian"),
    (822, "bottas", 77, "BOT", "Valtteri", "Bottas", "1989-08-28", "Finnish"),
    (830, "max_verstappen", 33, "VER", "Max", "Verstappen", "1997-09-30", "Dutch"),
    (832, "sainz", 55, "SAI", "Carlos", "Sainz", "1994-09-01", "Spanish"),
    (842, "gasly", 10, "GAS", "Pierre", "Gasly", "1996-02-07", "French"),
    (844, "leclerc", 16, "LEC", "Charles", "Leclerc", "1997-10-16", "Monegasque"),
    (846, "norris", 4, "NOR", "Lando", "Norris", "1999-11-13", "British"),
    (847, "russell", 63, "RUS", "George", "Russell", "1998-02-15", "British"),
    (848, "albon", 23, "ALB", "Alexander", "Albon", "1996-03-23", "Thai"),
    (852, "tsunoda", 22, "TSU", "Yuki", "Tsunoda", "2000-05-11", "Japanese"),
]

CONSTRUCTORS = [  # constructorId, constructorRef, name, nationality
    (1, "mclaren", "McLaren", "British"), (3, "williams", "Williams", "British"),
    (6, "ferrari", "Ferrari", "Italian"), (9, "red_bull", "Red Bull", "Austrian"),
    (131, "mercedes", "Mercedes", "German"), (4, "renault", "Renault", "French"),
    (213, "alphatauri", "AlphaTauri", "Italian"), (22, "jordan", "Jordan", "Irish"),
]

LINEUP = {  # year -> [(driverId, constructorId)]
    2000: [(30, 6), (22, 6), (57, 1), (8, 1), (18, 3), (4, 4)],
    2012: [(20, 9), (4, 6), (1, 1), (18, 1), (8, 4), (39, 22), (3, 131)],
    2018: [(1, 131), (822, 131), (20, 6), (8, 6), (830, 9), (817, 9), (832, 4), (842, 213)],
    2019: [(1, 131), (822, 131), (20, 6), (844, 6), (830, 9), (842, 9), (846, 1), (832, 1), (847, 3)],
    2020: [(1, 131), (822, 131), (844, 6), (20, 6), (830, 9), (848, 9), (846, 1), (832, 1), (847, 3), (842, 213)],
}
POINTS_2000 = [10, 6, 4, 3, 2, 1]
POINTS_NOW = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1]


def _races() -> list[dict]:
    out, race_id = [], 1000
    for year in sorted(SEASONS):
        for rnd, circuit, name, month, day in SEASONS[year]:
            race_id += 1
            out.append({"raceId": race_id, "year": year, "round": rnd, "circuitId": circuit, "name": name,
                        "date": f"{year}-{month:02d}-{day:02d}", "time": f"{13 + rnd % 3:02d}:10:00",
                        "url": f"http://en.wikipedia.org/wiki/{year}_{name.replace(' ', '_')}"})
    return out


def _write_csv(path: Path, header: list[str] | None, rows: list[list]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = ([",".join(header)] if header else []) + [",".join(_csv(v) for v in r) for r in rows]
    path.write_text("\n".join(lines) + "\n")


def _csv(v) -> str:
    s = str(v)
    return f'"{s}"' if ("," in s or " " in s) and not s.replace(".", "").replace("-", "").isdigit() else s


def write_inputs() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    rng = random.Random(39)
    _write_csv(RAW / "circuits.csv", ["circuitId", "circuitRef", "name", "location", "country", "lat", "lng", "alt",
                                      "url"],
               [[*c, f"http://en.wikipedia.org/wiki/{c[2].replace(' ', '_')}"] for c in CIRCUITS])
    races = _races()
    _write_csv(RAW / "races.csv", ["raceId", "year", "round", "circuitId", "name", "date", "time", "url"],
               [[r[k] for k in ("raceId", "year", "round", "circuitId", "name", "date", "time", "url")]
                for r in races])
    with open(RAW / "constructors.json", "w") as fh:
        for cid, ref, name, nat in CONSTRUCTORS:
            fh.write(json.dumps({"constructorId": cid, "constructorRef": ref, "name": name, "nationality": nat,
                                 "url": f"http://en.wikipedia.org/wiki/{name.replace(' ', '_')}"}) + "\n")
    with open(RAW / "drivers.json", "w") as fh:
        for did, ref, num, code, fore, sur, dob, nat in DRIVERS:
            fh.write(json.dumps({"driverId": did, "driverRef": ref, "number": num, "code": code,
                                 "name": {"forename": fore, "surname": sur}, "dob": dob, "nationality": nat,
                                 "url": f"http://en.wikipedia.org/wiki/{fore}_{sur}"}, ensure_ascii=False) + "\n")
    results, pit_stops, laps, quali = [], [], [], []
    result_id = qualify_id = 0
    numbers = {d[0]: d[2] for d in DRIVERS}
    for race in races:
        lineup = LINEUP[race["year"]][:]
        rng.shuffle(lineup)
        table = POINTS_2000 if race["year"] == 2000 else POINTS_NOW
        for pos, (did, cid) in enumerate(lineup, 1):
            result_id += 1
            finished = pos < len(lineup) or rng.random() < 0.5
            results.append({"resultId": result_id, "raceId": race["raceId"], "driverId": did, "constructorId": cid,
                            "number": numbers[did], "grid": rng.randint(1, 20),
                            "position": pos if finished else None, "positionText": str(pos) if finished else "R",
                            "positionOrder": pos, "points": float(table[pos - 1]) if pos <= len(table) else 0.0,
                            "laps": 58 if finished else rng.randint(10, 50),
                            "time": f"1:3{pos}:{rng.randint(10, 59)}.{rng.randint(100, 999)}" if finished else None,
                            "milliseconds": 5_400_000 + pos * 4_000 if finished else None,
                            "fastestLap": rng.randint(30, 58), "rank": pos,
                            "fastestLapTime": f"1:{rng.randint(20, 40)}.{rng.randint(100, 999)}",
                            "fastestLapSpeed": f"{rng.uniform(190, 230):.3f}", "statusId": 1 if finished else 5})
            for stop in (1, 2):
                lap = 15 * stop + rng.randint(0, 8)
                pit_stops.append({"raceId": race["raceId"], "driverId": did, "stop": stop, "lap": lap,
                                  "time": f"14:{lap:02d}:{rng.randint(10, 59)}",
                                  "duration": f"{rng.uniform(20, 30):.3f}",
                                  "milliseconds": rng.randint(20000, 30000)})
            for lap in (1, 2, 3):
                ms = rng.randint(80000, 95000)
                laps.append([race["raceId"], did, lap, pos, f"1:{(ms // 1000) - 60:02d}.{ms % 1000:03d}", ms])
            qualify_id += 1
            quali.append({"qualifyId": qualify_id, "raceId": race["raceId"], "driverId": did, "constructorId": cid,
                          "number": numbers[did], "position": pos, "q1": f"1:2{rng.randint(0, 9)}.{pos:03d}",
                          "q2": f"1:2{rng.randint(0, 9)}.{pos:03d}" if pos <= 8 else None,
                          "q3": f"1:2{rng.randint(0, 9)}.{pos:03d}" if pos <= 5 else None})
    with open(RAW / "results.json", "w") as fh:
        for r in results:
            fh.write(json.dumps(r) + "\n")
    (RAW / "pit_stops.json").write_text(json.dumps(pit_stops, indent=2) + "\n")
    half = len(laps) // 2
    _write_csv(RAW / "lap_times" / "lap_times_split_1.csv", None, laps[:half])
    _write_csv(RAW / "lap_times" / "lap_times_split_2.csv", None, laps[half:])
    (RAW / "qualifying").mkdir(parents=True, exist_ok=True)
    half = len(quali) // 2
    (RAW / "qualifying" / "qualifying_split_1.json").write_text(json.dumps(quali[:half], indent=2) + "\n")
    (RAW / "qualifying" / "qualifying_split_2.json").write_text(json.dumps(quali[half:], indent=2) + "\n")
    _constructors_parquet(PROCESSED / "constructors")
    PRESENTATION.mkdir(parents=True, exist_ok=True)
    (DBFS / "user" / "hive" / "warehouse").mkdir(parents=True, exist_ok=True)
    (DBFS / "mnt" / "formula1dl" / "presentation").mkdir(parents=True, exist_ok=True)


def _constructors_parquet(folder: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime(2024, 1, 10, 9, 30, tzinfo=timezone.utc)
    table = pa.table({
        "constructor_id": pa.array([c[0] for c in CONSTRUCTORS], pa.int32()),
        "constructor_ref": pa.array([c[1] for c in CONSTRUCTORS], pa.string()),
        "name": pa.array([c[2] for c in CONSTRUCTORS], pa.string()),
        "nationality": pa.array([c[3] for c in CONSTRUCTORS], pa.string()),
        "Ingestion_date": pa.array([stamp] * len(CONSTRUCTORS), pa.timestamp("us", tz="UTC")),
    })
    pq.write_table(table, folder / "part-00000.snappy.parquet")
    (folder / "_SUCCESS").write_text("")


def fresh(dest: Path) -> tuple[Path, Path]:
    """A fresh copy of the generated tree for one program (its writes land there): the abfss and dbfs roots."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(DATA, dest)
    return dest / "abfss", dest / "dbfs"


if __name__ == "__main__":
    write_inputs()
