"""Inputs dongkelun/spark-scala's programs read that the repository does not hold, written into a scratch copy of
it (never into the laid-out copy the mapper indexes):

- `src/main/resources/scala/people.json` (`ReadDemo`): Spark's own example file, the three rows the code's
  `Person(name, age)` case class expects (one without an age).
- `src/main/resources/scala/alipay.csv` (`CsvDemo`, `AliPay`): a header csv with the `CARD_NO` and `cert_no`
  columns `CsvDemo` selects, and two more.
- `--hive`: the Hive databases the Hive programs `use` (`dkl`, `test`) and the table the blog made in Hive with SQL
  (`dkl.test_partition (id, name, age) PARTITIONED BY (year)`), created in the copy's own Derby metastore and
  warehouse by a local PySpark session (the repository's `hive-site.xml` names a remote metastore, not used).

    python make_data.py <scratch copy> [--hive]
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    root = Path(argv[0])
    res = root / "src" / "main" / "resources" / "scala"
    res.mkdir(parents=True, exist_ok=True)
    people = [{"name": "Michael"}, {"name": "Andy", "age": 30}, {"name": "Justin", "age": 19}]
    (res / "people.json").write_text("".join(json.dumps(p) + "\n" for p in people))
    rows = [("6222000011112222", "370102199001011234", "ALIPAY", "12.50"),
            ("6222000033334444", "370102198505052345", "ALIPAY", "7.00"),
            ("6222000055556666", "370102197712123456", "WECHAT", "33.10")]
    (res / "alipay.csv").write_text("CARD_NO,cert_no,channel,amount\n" + "".join(",".join(r) + "\n" for r in rows))
    if "--hive" in argv:
        from pyspark.sql import SparkSession
        os.chdir(root)   # the Derby metastore_db is made in the working folder, as the programs' own is
        spark = (SparkSession.builder.master("local[1]").appName("dk-hive-setup")
                 .config("spark.ui.enabled", "false")
                 .config("spark.sql.warehouse.dir", str(root / "spark-warehouse"))
                 .enableHiveSupport().getOrCreate())
        spark.sql("CREATE DATABASE IF NOT EXISTS dkl")
        spark.sql("CREATE DATABASE IF NOT EXISTS test")
        spark.sql("CREATE TABLE IF NOT EXISTS dkl.test_partition (id STRING, name STRING, age INT) "
                  "PARTITIONED BY (year STRING)")
        spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
