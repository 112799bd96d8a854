"""Generated stand-ins for the inputs sushovankarmakar/spark-java-tutorial's programs read and the repository has not
got (its own csv/txt resources are used as they are). Written under one folder, `DATA`, that `capture.py` copies into
each run's scratch root (served at `/data/...`, `/example_files` by `standin/RootPathFileSystem.java`) and scratch copy:

- `data/poc_input/biodata.csv` (CsvToOrcWithEncryption's HDFS input): header `name,age,phone_number`, the schema the
  program gives (string, int, string), 12 rows.
- `data/poc_output/biodata_encrypted.orc/` (OrcToCsvWithDecryption's input; the repository's CsvToOrcWithEncryption
  writes it unencrypted, its UDF commented out): the same rows as ORC, phone_number encrypted as the program's
  decrypt() expects: Base64 of AES ("AES/ECB/PKCS5Padding", Java's default for "AES") under the code's key
  "1234567890123456" (Spark's `base64(aes_encrypt(..., 'ECB', 'PKCS'))`).
- `example_files/` (AppendAppId's `load("/example_files")` as text): three small text files.
- `path/to/your/json/file.json` (SparkExample's placeholder path, relative to the working directory): JSON lines with
  `name` and `age`, some ages null, as Spark's people.json.

    PYTHONPATH=. .venv/bin/python bench/real/capture/sushovankarmakar-java/make_data.py
"""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

DATA = Path("/tmp/sk_work/data")
KEY = "1234567890123456"


def rows() -> list[tuple[str, int, str]]:
    rng = random.Random(7)
    names = ["Sushovan", "Rohit", "Trinu", "Sharmi", "Tinni", "Tanu", "Arjun", "Meera", "Kabir", "Ishita", "Dev",
             "Ananya"]
    return [(n, rng.randint(18, 70), "9" + "".join(str(rng.randint(0, 9)) for _ in range(9))) for n in names]


def main() -> None:
    shutil.rmtree(DATA, ignore_errors=True)
    biodata = DATA / "data" / "poc_input" / "biodata.csv"
    biodata.parent.mkdir(parents=True)
    biodata.write_text("name,age,phone_number\n" + "".join(f"{n},{a},{p}\n" for n, a, p in rows()))

    from pyspark.sql import SparkSession
    spark = (SparkSession.builder.master("local[1]").config("spark.ui.enabled", "false")
             .config("spark.sql.shuffle.partitions", "1").getOrCreate())
    df = spark.createDataFrame(rows(), "name string, age int, phone_number string")
    df = df.selectExpr("name", "age", f"base64(aes_encrypt(phone_number, '{KEY}', 'ECB', 'PKCS')) AS phone_number")
    df.coalesce(1).write.mode("overwrite").orc(str(DATA / "data" / "poc_output" / "biodata_encrypted.orc"))
    spark.stop()

    texts = DATA / "example_files"
    texts.mkdir(parents=True)
    for k, words in enumerate(["spark java tutorial", "append app id to output files", "hello world\nsecond line"]):
        (texts / f"file{k + 1}.txt").write_text(words + "\n")

    people = DATA / "path" / "to" / "your" / "json" / "file.json"
    people.parent.mkdir(parents=True)
    rng = random.Random(11)
    lines = []
    for n, _, _ in rows():
        age = None if rng.random() < 0.2 else rng.randint(12, 60)
        lines.append(json.dumps({"name": n, "age": age} if age is not None else {"name": n}))
    people.write_text("\n".join(lines) + "\n")
    print(f"wrote {DATA}")


if __name__ == "__main__":
    main()
