"""Inputs of the lb_* capture that the repository does not hold, at the fixed paths its programs read, in the
schema the code expects (only data generated; the code is unchanged):

- the author's `R:` drive (Windows paths; served from `<drives>/R/...`, both as the Hadoop scheme `R` by the drive
  stand-in and as the local path `/R:/...` through a link): `hadoop/resources/zipcodes.parquet` (the
  sparkbyexamples zip code rows `CreateDFfromPARQUET` reads) and `hadoop/resources/persons.xml` (`<persons>` of
  `<person>` rows, the rootTag/rowTag `CreateDFfromXML` names);
- the author's HDFS (`hdfs://localhost:9000/user/...`, served from `<hdfs>/user/...` by the hdfs stand-in):
  `data/tsv/emp.tsv` (tab-delimited, no header: the repository's own `spark-warehouse/vikramdb.db/emp/emp.txt`
  rows, emp id and salary, with tabs), `data/intellij-output/solution01.parquet` (what `Problem01`'s commented-out
  write would have left: `_c0`, `_c1`, `Concatenation`), `data/xml/orders.xml` (one `<root>` of `<order>`
  elements), and `read-write/part-00000-d677bcaf-08b9-4491-aa97-12adda3abc67-c000.snappy.parquet` (what
  `ReadCSVWriteParquet` writes: the repository's own `spark-warehouse/hive.db/employee_base/sample_data.csv` read
  with a header, every column a string).
"""
from __future__ import annotations

import csv
import io
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

RW_FILE = "part-00000-d677bcaf-08b9-4491-aa97-12adda3abc67-c000.snappy.parquet"
CITIES = [("PR", "PARC PARQUE", 704, "STANDARD"), ("PR", "PASEO COSTA DEL SUR", 704, "STANDARD"),
          ("TX", "CINGULAR WIRELESS", 76166, "UNIQUE"), ("AL", "ASH HILL", 35004, "STANDARD"),
          ("AZ", "PHOENIX", 85001, "PO BOX"), ("FL", "ORLANDO", 32801, "STANDARD")]


def zipcodes(path: Path) -> None:
    rows = {"RecordNumber": [], "Zipcode": [], "ZipCodeType": [], "City": [], "State": [], "LocationType": [],
            "Lat": [], "Long": [], "Country": [], "EstimatedPopulation": []}
    for n, (state, city, zipc, kind) in enumerate(CITIES, 1):
        for k, v in (("RecordNumber", n), ("Zipcode", zipc), ("ZipCodeType", kind), ("City", city),
                     ("State", state), ("LocationType", "PRIMARY"), ("Lat", 17.96 + n), ("Long", -66.22 - n),
                     ("Country", "US"), ("EstimatedPopulation", 1000 * n if n % 3 else None)):
            rows[k].append(v)
    path.mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.table(rows), path / "part-00000-zipcodes.snappy.parquet", compression="snappy")


def persons(path: Path) -> None:
    people = [(1, "James", "Smith", 1980, "M", 10000, "NewJersy", "NJ"),
              (2, "Michael", "Rose", 1990, "M", 20000, "Sandiago", "CA"),
              (3, "Robert", "Williams", 1978, "M", 30000, "Newark", "NY"),
              (4, "Maria", "Jones", 1989, "F", 40000, "Orlando", "FL")]
    out = ["<persons>"]
    for pid, first, last, year, gender, salary, city, state in people:
        out += [f'  <person id="{pid}">', f"    <firstname>{first}</firstname>", f"    <lastname>{last}</lastname>",
                f"    <dob_year>{year}</dob_year>", f"    <gender>{gender}</gender>",
                f'    <salary currency="Euro">{salary}</salary>',
                f"    <addresses><address><city>{city}</city><state>{state}</state></address></addresses>",
                "  </person>"]
    out.append("</persons>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n")


def orders(path: Path) -> None:
    out = ["<root>"]
    for n, (item, qty, price) in enumerate([("pen", 2, 1.5), ("book", 1, 12.0), ("lamp", 1, 30.0)], 1):
        out.append(f'  <order id="{n}"><item>{item}</item><quantity>{qty}</quantity><price>{price}</price></order>')
    out.append("</root>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out) + "\n")


def emp_tsv(repo: Path, path: Path) -> list[tuple[str, str]]:
    rows = [tuple(line.split()) for line in (repo / "spark-warehouse/vikramdb.db/emp/emp.txt").read_text().splitlines()
            if line.strip()]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f"{a}\t{b}\n" for a, b in rows))
    return rows


def solution01(rows: list[tuple[str, str]], path: Path) -> None:
    path.mkdir(parents=True, exist_ok=True)
    table = pa.table({"_c0": [a for a, _ in rows], "_c1": [b for _, b in rows], "Concatenation": [a + b for a, b in rows]})
    pq.write_table(table, path / "part-00000-solution01.snappy.parquet", compression="snappy")


def read_write(repo: Path, folder: Path) -> None:
    text = (repo / "spark-warehouse/hive.db/employee_base/sample_data.csv").read_text()
    rows = list(csv.reader(io.StringIO(text)))
    header, body = rows[0], [r for r in rows[1:] if r]
    folder.mkdir(parents=True, exist_ok=True)
    table = pa.table({h: [r[i] if r[i] != "" else None for r in body] for i, h in enumerate(header)})
    pq.write_table(table, folder / RW_FILE, compression="snappy")


def write_all(repo: Path, drives: Path, hdfs: Path) -> None:
    zipcodes(drives / "R" / "hadoop" / "resources" / "zipcodes.parquet")
    persons(drives / "R" / "hadoop" / "resources" / "persons.xml")
    rows = emp_tsv(repo, hdfs / "user" / "data" / "tsv" / "emp.tsv")
    solution01(rows, hdfs / "user" / "data" / "intellij-output" / "solution01.parquet")
    orders(hdfs / "user" / "data" / "xml" / "orders.xml")
    read_write(repo, hdfs / "user" / "read-write")
