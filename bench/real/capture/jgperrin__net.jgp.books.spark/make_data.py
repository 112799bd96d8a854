"""Stand-ins for the data files the chapter repositories hold but the snapshot we laid out lacks (the largest
blobs of the repositories were not fetched): written in the schemas the labs read, for the length of a run only
(capture.py puts them at their paths in the laid-out repository and removes them afterwards).

- ch12 `data/dapip/InstitutionCampus.csv` (DAPIP institutions and campuses): the columns lab300/lab301 read and
  drop, addresses ending in a ZIP+4 code taken from the repository's own `data/hud/COUNTY_ZIP_092018.csv`
  (27517 and 02138 included: the labs filter on them).
- ch15 `data/nyc_school_attendance/{2006-2009,2009-2012,2012_-_2015,2015-2018}_*.csv` (NYC daily attendance): the
  2006 format (yyyyMMdd dates) and the 2015 format (MM/dd/yyyy), with `SchoolYear` as `20152016`; the school ids
  are those of the repository's own 2018-2019 file.
- ch07 `data/countrytravelinfo.json` (the US State Department's country travel information, one multiline JSON
  array; lab500/lab501 read it): a few records with the string fields of the real file.
- ch17 lab100's two NASA FIRMS files (`MODIS_C6_Global_24h.csv`, `VNP14IMGTDL_NRT_Global_24h.csv`), which the labs
  download before any query: written into a folder of the capture (not the repository) that our network stand-in
  answers those URLs from (offline/Handler.java, offline/sitecustomize.py); the FIRMS columns, MODIS confidence a
  percentage, VIIRS confidence l/n/h.
"""
from __future__ import annotations

import csv
import datetime
import json
import random
from pathlib import Path

DAPIP = "data/dapip/InstitutionCampus.csv"
NYC = {"data/nyc_school_attendance/2006-2009_Historical_Daily_Attendance_By_School.csv": (2006, 3, "%Y%m%d"),
       "data/nyc_school_attendance/2009-2012_Historical_Daily_Attendance_By_School.csv": (2009, 3, "%Y%m%d"),
       "data/nyc_school_attendance/2012_-_2015_Historical_Daily_Attendance_By_School.csv": (2012, 3, "%Y%m%d"),
       "data/nyc_school_attendance/2015-2018_Historical_Daily_Attendance_By_School.csv": (2015, 3, "%m/%d/%Y")}
TRAVEL = "data/countrytravelinfo.json"
STAND_INS = {"jgperrin__net.jgp.books.spark.ch12": [DAPIP], "jgperrin__net.jgp.books.spark.ch15": list(NYC),
             "jgperrin__net.jgp.books.spark.ch07": [TRAVEL]}
FIRMS = {"MODIS_C6_Global_24h.csv": "modis", "VNP14IMGTDL_NRT_Global_24h.csv": "viirs"}


def institutions(repo: Path, out: Path) -> None:
    rnd = random.Random(12)
    zips = []
    with open(repo / "data/hud/COUNTY_ZIP_092018.csv", encoding="utf-8-sig") as f:
        for row in csv.DictReader(f):
            zips.append(int(row["zip"]))
    picked = sorted(set(rnd.sample(zips, 160)) | {27517, 2138})
    cols = ["DapipId", "OpeId", "LocationName", "ParentName", "ParentDapipId", "LocationType", "Address",
            "GeneralPhone", "AdminName", "AdminPhone", "AdminEmail", "Fax", "UpdateDate"]
    with open(out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(cols)
        for i, z in enumerate(picked * 2):
            kind = "Institution" if i % 3 else "Additional Location"
            w.writerow([100000 + i, f"{i:06d}00", f"College {i}", "" if kind == "Institution" else f"College {i - 1}",
                        "" if kind == "Institution" else 100000 + i - 1, kind,
                        f"{i} Main Street Suite {i % 7} Springfield XX {z:05d}-{i % 10000:04d}", "555-0100",
                        f"Admin {i}", "555-0101", f"admin{i}@example.edu", "555-0102", "9/18/2018 12:00:00 AM"])


def attendance(repo: Path, out: Path, first: int, years: int, fmt: str) -> None:
    rnd = random.Random(first)
    with open(repo / "data/nyc_school_attendance/2018-2019_Daily_Attendance.csv") as f:
        schools = sorted({row["School DBN"] for row in csv.DictReader(f)})[:40]
    with open(out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["School", "Date", "SchoolYear", "Enrolled", "Present", "Absent", "Released"])
        for year in range(first, first + years):
            for day in range(0, 200, 10):
                date = datetime.date(year, 9, 5) + datetime.timedelta(days=day)
                for school in schools:
                    enrolled = rnd.randint(150, 900)
                    absent = rnd.randint(0, enrolled // 8)
                    w.writerow([school, date.strftime(fmt), f"{year}{year + 1}", enrolled, enrolled - absent, absent, 0])


def travel(out: Path) -> None:
    countries = [("Andorra", "AN", "Europe"), ("Belize", "BH", "Central America"), ("Chile", "CI", "South America"),
                 ("Denmark", "DA", "Europe"), ("Fiji", "FJ", "Oceania"), ("Ghana", "GH", "Africa")]
    records = [{"destination_name": name, "geopoliticalarea": name, "iso_code": code, "region": region,
                "entry_exit_requirements": f"<p>A passport valid for travel to {name}.</p>",
                "health": "<p>Consult a doctor before travelling.</p>",
                "local_laws_and_special_circumstances": "<p>Obey the local laws.</p>",
                "safety_and_security": f"<p>{name} is generally safe.</p>",
                "travel_embassyAndConsulate": f"<p>The embassy in {name}.</p>",
                "travel_transportation": "<p>Roads vary.</p>", "last_update_date": f"Last Updated: June {i + 1}, 2018"}
               for i, (name, code, region) in enumerate(countries)]
    out.write_text(json.dumps(records, indent=2) + "\n")


def firms(folder: Path) -> None:
    """The two FIRMS 24-hour files, in their columns, for ch17 lab100's downloads."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, kind in FIRMS.items():
        rnd = random.Random(kind)
        bright, bright2 = ("brightness", "bright_t31") if kind == "modis" else ("bright_ti4", "bright_ti5")
        with open(folder / name, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["latitude", "longitude", bright, "scan", "track", "acq_date", "acq_time", "satellite",
                        "confidence", "version", bright2, "frp", "daynight"])
            for i in range(300):
                conf = rnd.randint(0, 100) if kind == "modis" else rnd.choice("lnh")
                w.writerow([round(rnd.uniform(-40, 60), 4), round(rnd.uniform(-120, 150), 4),
                            round(rnd.uniform(300, 360), 1), round(rnd.uniform(1, 3), 1), round(rnd.uniform(1, 2), 1),
                            f"2019-03-0{1 + i % 2}", f"{rnd.randint(0, 23)}{rnd.randint(0, 59):02d}",
                            "T" if kind == "modis" else "N", conf, "6.0NRT" if kind == "modis" else "1.0NRT",
                            round(rnd.uniform(270, 300), 1), round(rnd.uniform(1, 50), 1), rnd.choice("DN")])


def write(slug: str, repo: Path) -> list[Path]:
    """Write the stand-ins of one repository into its laid-out copy; the paths written."""
    written = []
    for rel in STAND_INS.get(slug, []):
        path = repo / rel
        assert not path.exists(), f"{path} exists: not a stand-in's place"
        if rel == DAPIP:
            institutions(repo, path)
        elif rel == TRAVEL:
            travel(path)
        else:
            attendance(repo, path, *NYC[rel])
        written.append(path)
    return written
