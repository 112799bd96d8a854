"""Generate the inputs mahfooz-code/spark-java's programs read, in the schema the code expects: the repository holds
none (every path is on the author's `C:/Users/malam/development/data/...`). They are written under
`/tmp/mj/data/drives/C/Users/malam/development/data/...`, which the drive stand-in
(`../ykanakaraju-pyspark/standin/DriveLocalFileSystem.java`) serves at `C:/Users/malam/development/data/...`.

    PYTHONPATH=. .venv/bin/python bench/real/capture/mahfooz-code-java/make_data.py
"""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

ROOT = Path("/tmp/mj/data/drives")                 # DriveLocalFileSystem's yk.fs.root
DATA = ROOT / "C" / "Users" / "malam" / "development" / "data"


def write(rel: str, text: str) -> None:
    path = DATA / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def main() -> None:
    shutil.rmtree(ROOT, ignore_errors=True)
    rnd = random.Random(7)
    names = ["Michael", "Andy", "Justin", "Berta", "Chen", "Dana", "Elif", "Farid", "Gita", "Hugo", "Ines", "Jon"]
    # emp.csv (header; read without inferSchema): SparkJavaSql (df, sql), SparkSqlTempView, SparkGlobalTempView
    emp = ["empno,ename,job,mgr,hiredate,sal,comm,deptno"]
    jobs = ["CLERK", "SALESMAN", "MANAGER", "ANALYST", "PRESIDENT"]
    for i in range(14):
        emp.append(f"{7369 + i * 11},{names[i % len(names)].upper()},{jobs[i % 5]},{7839 if i % 5 else ''},"
                   f"198{i % 3}-0{1 + i % 9}-1{i % 10},{800 + 250 * i},{'' if i % 3 else 300 + 10 * i},"
                   f"{10 * (1 + i % 3)}")
    write("spark/csv/emp.csv", "\n".join(emp) + "\n")
    # people.json (name, age; one without an age, as Spark's example): SparkDataframeDsl, SparkDataframeGroupBy,
    # SparkDatasetDataframe
    people = [{"name": "Michael"}] + [{"name": n, "age": 19 + (i * 7) % 23} for i, n in enumerate(names[1:])]
    write("spark/json/people.json", "".join(json.dumps(p) + "\n" for p in people))
    # people.txt ("name, age"): SparkDataFrameRdd, SparkDataframeDynamicSchema, SparkDataframeSchemaReflection
    write("spark/text/people.txt", "".join(f"{n}, {19 + (i * 7) % 23}\n" for i, n in enumerate(names)))
    # blogs.json in SparkDatasetDDLSchema's DDL schema
    blogs = []
    for i in range(6):
        blogs.append({"Id": i + 1, "First": names[i], "Last": names[-1 - i], "Url": f"https://tinyurl.{i + 1}",
                      "Published": f"{1 + i}/{10 + i}/2019", "Hits": 1000 * (i + 1) + 37 * i,
                      "Campaigns": ["twitter", "LinkedIn"][: 1 + i % 2]})
    write("spark/json/blogs.json", "".join(json.dumps(b) + "\n" for b in blogs))
    # dept.txt (its first line the header, as SparkDatasetSchema builds the schema from it)
    write("sparkcsv/dept.txt", "deptno,dname,loc\n10,ACCOUNTING,NEW YORK\n20,RESEARCH,DALLAS\n30,SALES,CHICAGO\n"
                               "40,OPERATIONS,BOSTON\n")
    # parquet world_temprature_by_date (SparkSqlParquet writes it back partitionBy("year"))
    import pyarrow as pa
    import pyarrow.parquet as pq
    rows = {"dt": [], "country": [], "city": [], "avg_temperature": [], "year": []}
    for i in range(40):
        year = 2010 + i % 4
        rows["dt"].append(f"{year}-{1 + i % 12:02d}-01")
        rows["country"].append(["India", "France", "Chile", "Kenya"][i % 4])
        rows["city"].append(["Delhi", "Paris", "Santiago", "Nairobi"][i % 4])
        rows["avg_temperature"].append(round(10 + rnd.random() * 20, 2))
        rows["year"].append(year)
    out = DATA / "spark/parquet/world_temprature_by_date"
    out.mkdir(parents=True)
    pq.write_table(pa.table(rows), out / "part-00000.parquet")
    # streaming sources
    write("spark/csv_source/users-1.csv", "name,age\n" + "".join(f"{n},{20 + i}\n" for i, n in enumerate(names[:6])))
    write("spark/csv_source/users-2.csv", "name,age\n" + "".join(f"{n},{30 + i}\n" for i, n in enumerate(names[6:])))
    words = ["owl", "cat", "dog", "owl", "cat", "owl"]
    win = [{"timestamp": f"2021-12-20T12:{m:02d}:00.000Z", "word": words[m % 6]} for m in range(0, 48, 3)]
    write("spark/windows/words-1.json", "".join(json.dumps(w) + "\n" for w in win))
    devices = [{"device": f"dev-{i % 4}", "type": ["sensor", "camera", "gateway"][i % 3], "signal": 4.5 * (i % 6),
                "time": f"2021-12-{10 + i % 9:02d}"} for i in range(12)]
    for d in ("typed", "untyped"):
        write(f"spark/{d}/devices-1.json", "".join(json.dumps(r) + "\n" for r in devices))
    write("spark/file/partition/people-1.csv", "name,age,year\n"
          + "".join(f"{n},{20 + i},{2019 + i % 3}\n" for i, n in enumerate(names[:8])))
    write("spark/file/maxage/lines-1.txt", "first line\nsecond line\nthird line\n")
    write("spark/text/lines-1.txt", "alpha beta\ngamma delta\n")
    for i in (1, 2):
        write(f"spark/filepattern/dataset{i}.txt", f"dataset {i} line one\ndataset {i} line two\n")
    write("spark/filepattern/other.txt", "not a dataset file\n")
    print(f"inputs under {DATA}")


if __name__ == "__main__":
    main()
