"""Small inputs in the schemas the dpt_* plans show (read with spark-submit by capture_event_logs.py before
the templates run): the EMP table as CSV, parquet, JSON lines, a Hive text table test_db.employees and an
embedded Derby table EMPLOYEES; DEPT (json), SALGRADE (parquet), the general template's table1/table2,
Shakespeare word counts (json) and events (parquet). Deterministic; every filter the cases' SQL applies
keeps some rows (adaptive execution would fold an empty stage away).

    spark-submit <metastore/warehouse confs> make_data.py DATA_DIR DERBY_URL
"""
import datetime as dt
import random
import sys

from pyspark.sql import SparkSession
from pyspark.sql.types import (DateType, DoubleType, IntegerType, StringType, StructField,
                               StructType, TimestampType)

DATA, DERBY_URL = sys.argv[1], sys.argv[2]
JOBS = ["CLERK", "SALESMAN", "MANAGER", "ANALYST"]
EMP = StructType([StructField("empno", IntegerType()), StructField("ename", StringType()),
                  StructField("job", StringType()), StructField("mgr", IntegerType()),
                  StructField("hiredate", DateType()), StructField("sal", DoubleType()),
                  StructField("comm", DoubleType()), StructField("deptno", IntegerType())])


def employees() -> list[tuple]:
    rng = random.Random(7)
    rows = [(7839, "KING", "PRESIDENT", None, dt.date(2011, 11, 17), 5000.0, None, 10)]
    for i in range(47):
        job = JOBS[i % 4]
        sal = float(rng.randrange(800, 4200, 50))
        comm = float(rng.randrange(0, 1400, 100)) if job == "SALESMAN" else None
        hired = dt.date(2010, 1, 1) + dt.timedelta(days=rng.randrange(0, 14 * 365))
        rows.append((7000 + i, f"EMP{i:02d}", job, 7839, hired, sal, comm, (10, 20, 30, 40)[i % 4 if i < 40 else 1]))
    return rows


def main() -> None:
    spark = SparkSession.builder.appName("dpt make_data").enableHiveSupport().getOrCreate()
    emp = spark.createDataFrame(employees(), EMP).coalesce(1)
    emp.write.mode("overwrite").option("header", True).csv(f"{DATA}/emp_csv")
    emp.write.mode("overwrite").parquet(f"{DATA}/emp_parquet")
    emp.write.mode("overwrite").json(f"{DATA}/emp_json")
    spark.sql("CREATE DATABASE IF NOT EXISTS test_db")
    spark.sql("DROP TABLE IF EXISTS test_db.employees")
    spark.sql("CREATE TABLE test_db.employees (empno INT, ename STRING, job STRING, mgr INT, hiredate DATE,"
              " sal DOUBLE, comm DOUBLE, deptno INT) STORED AS TEXTFILE")
    emp.write.insertInto("test_db.employees")
    emp.write.mode("overwrite").jdbc(DERBY_URL, "EMPLOYEES")

    dept = [(10, "ACCOUNTING", "NEW YORK"), (20, "RESEARCH", "DALLAS"), (30, "SALES", "CHICAGO"),
            (40, "OPERATIONS", "BOSTON")]
    spark.createDataFrame(dept, "deptno INT, dname STRING, loc STRING").coalesce(1) \
        .write.mode("overwrite").json(f"{DATA}/dept_json")
    grades = [(1, 700.0, 1200.0), (2, 1201.0, 1400.0), (3, 1401.0, 2000.0), (4, 2001.0, 3000.0),
              (5, 3001.0, 9999.0)]
    spark.createDataFrame(grades, "grade INT, losal DOUBLE, hisal DOUBLE").coalesce(1) \
        .write.mode("overwrite").parquet(f"{DATA}/salgrade_parquet")

    spark.createDataFrame([(i, f"a{i}") for i in range(1, 21)], "id INT, a STRING").coalesce(1) \
        .write.mode("overwrite").parquet(f"{DATA}/table1_parquet")
    spark.createDataFrame([(f"b{i}", f"g{i % 3}", i) for i in range(5, 31)], "b STRING, grp STRING, id BIGINT") \
        .coalesce(1).write.mode("overwrite").json(f"{DATA}/table2_json")

    rng = random.Random(11)
    words = [(f"word{i}", rng.randrange(1, 60), ("hamlet", "macbeth", "kinglear", "othello")[i % 4],
              1600 + i % 12) for i in range(200)]
    spark.createDataFrame(words, "word STRING, word_count BIGINT, corpus STRING, corpus_date BIGINT") \
        .coalesce(1).write.mode("overwrite").json(f"{DATA}/shakespeare_json")

    start = dt.datetime(2024, 3, 1)
    events = [(i, 100 + i % 9, ("click", "view", "buy")[i % 3], start + dt.timedelta(minutes=7 * i))
              for i in range(60)]
    spark.createDataFrame(events, StructType([StructField("event_id", IntegerType()),
                                              StructField("user_id", IntegerType()),
                                              StructField("event_type", StringType()),
                                              StructField("ts", TimestampType())])) \
        .coalesce(1).write.mode("overwrite").parquet(f"{DATA}/events_parquet")
    spark.stop()


if __name__ == "__main__":
    main()
