"""Inputs mirkotp/spark-java-exercises' DataFrame programs read where the repository holds none that fits. Every
program takes its input path as its first argument; the others read the repository's own `sample.csv` files
(`midterm_es1/`, `people/`, `sensors/`), given to them unchanged.

- `data/ev/Electric_Vehicle_Population_Data.csv` for `ev/ElectricVehicles*` (the repository holds no input): the
  columns of Washington State's "Electric Vehicle Population Data" export, which the RDD twin's `fields[6] + " " +
  fields[7]` (Make, Model) and the DataFrame/SQL versions' header columns `Make`, `Model` name: VIN (1-10), County,
  City, State, Postal Code, Model Year, Make, Model, Electric Vehicle Type, Clean Alternative Fuel Vehicle (CAFV)
  Eligibility, Electric Range, Base MSRP, Legislative District, DOL Vehicle ID, Vehicle Location, Electric Utility,
  2020 Census Tract; 400 seeded rows, no field holding a comma (as the RDD twin's split assumes), makes and models
  of uneven frequency so the bottom and top N differ.
- `data/test_es3/consumption.csv` for `test_es3/DF_DSL`: the repository's `test_es3/sample.csv` columns
  (meter_id, location, date, consumption), but readings from 2023-05-10 to 2023-05-16 in four locations: the
  program filters on `date = '2023-05-15'`, a date the sample does not hold (its `first()` would throw on no row).

Written into the scratch copy a program runs in, never into the laid-out copy.
"""
from __future__ import annotations

import csv
import random
from pathlib import Path

EV = "data/ev/Electric_Vehicle_Population_Data.csv"
CONSUMPTION = "data/test_es3/consumption.csv"
EV_HEADER = ["VIN (1-10)", "County", "City", "State", "Postal Code", "Model Year", "Make", "Model",
             "Electric Vehicle Type", "Clean Alternative Fuel Vehicle (CAFV) Eligibility", "Electric Range",
             "Base MSRP", "Legislative District", "DOL Vehicle ID", "Vehicle Location", "Electric Utility",
             "2020 Census Tract"]
# (make, model, kind, range, weight)
MODELS = [("TESLA", "MODEL Y", "Battery Electric Vehicle (BEV)", 291, 30), ("TESLA", "MODEL 3", "Battery Electric "
          "Vehicle (BEV)", 220, 26), ("NISSAN", "LEAF", "Battery Electric Vehicle (BEV)", 150, 14),
          ("TESLA", "MODEL S", "Battery Electric Vehicle (BEV)", 265, 9), ("CHEVROLET", "BOLT EV", "Battery Electric "
          "Vehicle (BEV)", 259, 8), ("KIA", "NIRO", "Plug-in Hybrid Electric Vehicle (PHEV)", 26, 6),
          ("FORD", "MUSTANG MACH-E", "Battery Electric Vehicle (BEV)", 0, 5), ("CHEVROLET", "VOLT", "Plug-in Hybrid "
          "Electric Vehicle (PHEV)", 53, 4), ("BMW", "I3", "Battery Electric Vehicle (BEV)", 153, 3),
          ("VOLVO", "XC90", "Plug-in Hybrid Electric Vehicle (PHEV)", 17, 2), ("AUDI", "E-TRON", "Battery Electric "
          "Vehicle (BEV)", 222, 2), ("JEEP", "WRANGLER", "Plug-in Hybrid Electric Vehicle (PHEV)", 21, 1),
          ("POLESTAR", "PS2", "Battery Electric Vehicle (BEV)", 0, 1), ("FIAT", "500", "Battery Electric Vehicle "
          "(BEV)", 87, 1)]
PLACES = [("King", "Seattle", 98101, -122.33, 47.61), ("King", "Bellevue", 98004, -122.20, 47.61),
          ("Snohomish", "Everett", 98201, -122.20, 47.98), ("Pierce", "Tacoma", 98402, -122.44, 47.25),
          ("Clark", "Vancouver", 98660, -122.67, 45.63), ("Thurston", "Olympia", 98501, -122.90, 47.04),
          ("Kitsap", "Bremerton", 98310, -122.63, 47.57), ("Spokane", "Spokane", 99201, -117.43, 47.66)]
UTILITIES = ["CITY OF SEATTLE - (WA)", "PUGET SOUND ENERGY INC", "BONNEVILLE POWER ADMINISTRATION",
             "PACIFICORP", "AVISTA CORP"]
LOCATIONS = ["Milan", "Naples", "Turin", "Rome"]


def ev_rows(n: int = 400) -> list[list]:
    rng = random.Random(39)
    weights = [m[4] for m in MODELS]
    out = []
    for i in range(n):
        make, model, kind, rng_miles, _ = rng.choices(MODELS, weights)[0]
        county, city, zipcode, lon, lat = rng.choice(PLACES)
        cafv = ("Clean Alternative Fuel Vehicle Eligible" if rng_miles >= 30 else
                "Eligibility unknown as battery range has not been researched" if rng_miles == 0 else
                "Not eligible due to low battery range")
        vin = "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(10))
        out.append([vin, county, city, "WA", zipcode, rng.randint(2012, 2023), make, model, kind, cafv, rng_miles, 0,
                    rng.randint(1, 49), 100000000 + i * 7919,
                    f"POINT ({lon + rng.uniform(-0.05, 0.05):.5f} {lat + rng.uniform(-0.05, 0.05):.5f})",
                    rng.choice(UTILITIES), 53033000000 + rng.randint(100, 99999)])
    return out


def consumption_rows() -> list[list]:
    rng = random.Random(3)
    out = []
    for day in range(10, 17):
        for location in LOCATIONS:
            for meter in range(1000, 1006):
                if rng.random() < 0.8:
                    out.append([meter, location, f"2023-05-{day:02d}", round(rng.uniform(-6, 31), 2)])
    return out


def make(root: Path) -> None:
    """The two generated inputs, under `root` (a scratch copy of the repository)."""
    for rel, header, rows in ((EV, EV_HEADER, ev_rows()),
                              (CONSUMPTION, ["meter_id", "location", "date", "consumption"], consumption_rows())):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", newline="") as fh:
            writer = csv.writer(fh, lineterminator="\n")
            writer.writerow(header)
            writer.writerows(rows)


if __name__ == "__main__":
    import sys
    make(Path(sys.argv[1]))
