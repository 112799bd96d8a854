"""Make this folder's plan by really running PySpark against PostgreSQL over JDBC (see ORIGIN.md).

    PYTHONPATH=. .venv/bin/python tests/data/jdbc_helper/capture.py
"""
import contextlib
import io
import subprocess
import sys
from pathlib import Path

from pyspark.sql import SparkSession

HERE = Path(__file__).resolve().parent
JAR = "/usr/share/java/postgresql.jar"   # Debian's libpostgresql-jdbc-java
URL = "jdbc:postgresql://127.0.0.1:5432/test"
TABLE = ("drop table if exists shop_orders; create table shop_orders (id int, region text, amount int); "
         "insert into shop_orders select i, (array['north','south','east'])[1 + i % 3], 10 * i "
         "from generate_series(1, 30) i;")

if __name__ == "__main__":
    subprocess.run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "test", "-q", "-c", TABLE], check=True)
    sys.path.insert(0, str(HERE / "repo"))
    from jobs import regions
    from warehouse import Warehouse
    spark = (SparkSession.builder.master("local[1]").config("spark.ui.enabled", "false")
             .config("spark.sql.shuffle.partitions", "2").config("spark.driver.extraClassPath", JAR)
             .config("spark.jars", JAR).getOrCreate())
    df = regions.orders_per_region(Warehouse(spark, URL, "postgres"))
    df.collect()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        df.explain(mode="formatted")
    (HERE / "orders_per_region.formatted.txt").write_text(out.getvalue())
    spark.stop()
