"""Write each ud_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/udemy-azure-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous, file or None, alt). Spans are the notebook file's own
line numbers. Symbols: Python code of a notebook (a `.py` notebook's cells, its `%sql` cells, and the `%python` cells
of a `.sql` notebook) is top-level code, `<path dotted without the extension>.<module>`; a SQL statement of a `.sql`
notebook is the file's path dotted without `.sql` (as the Tarunadhit/sql-pyspark family's `.sql` files).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, P05, P06, S01, S02, S03, S04, S05, PI  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "suhailmemon01101984__udemy_azuredatabrickscourse"
COMMIT = "d1e440109870e35e3f383943f2b61afb38462590"
SOURCE = "suhailmemon01101984/udemy_azuredatabrickscourse"
P03 = f"{PI}/03-PySpark-Introduction.py"
P04 = f"{PI}/04-Spark-DataFrame-Reader-and-Writer.py"
P07 = f"{PI}/07-Spark-DataFrame-DateTime-Functions.py"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/udemy-azure-databricks/capture.py: `spark-submit <notebook>.py [...]` from the root of "
       "a scratch copy of the laid-out repository, the driver Python (PYSPARK_DRIVER_PYTHON) running the Databricks "
       "source notebook(s) cell by cell, unchanged, under their own paths and line numbers (nbdriver.py); SQL cells "
       "statement by statement through spark.sql, a result shown as Databricks displays it, with the stand-in "
       "display (a show(): CollectLimit 21 and toprettystring); Databricks' display(df)/df.display() the same. The "
       "plan is the one the action or statement ran, written by a query-execution listener after it ran (final "
       "adaptive plan); event_log.json from the same run. ")
DATA = ("Inputs: generated stand-ins (make_data.py) served at the notebooks' abfss:// paths by a Hadoop file system "
        "stand-in. ")
SQLRUN = ("The sparksql-introduction notebooks ran in one session in order 01-05 (01's global temp view feeds 02, 02's "
          "and 03's tables feed 04 and 05; the clean-up cells at the end of 02 and 03 were not run). ")


def sym(file: str, sql: bool = False) -> str:
    stem = file.rsplit(".", 1)[0].replace("/", ".")
    return stem if sql and file.endswith(".sql") else stem + ".<module>"


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes, sql_symbol=False):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes, sql=sql_symbol)


# ---- pyspark-introduction --------------------------------------------------------------------------------------------
case("ud_p03_pandas_csv_write", P03,
     "sourceFileSparkDF.write.mode('overwrite').csv(bronzeLayerCSVFilePath) (59) of spark.createDataFrame(sourceFilePandasDF) "
     "(50) of pandas.read_csv(sourceFileURL) (42)",
     "The course's download (line 33's URL) answered by a stand-in from a generated csv (no network here). "
     "Line 46 makes the same createDataFrame without assigning it (a look-alike, not accepted). ",
     [(1, "LocalTableScan", sp(50), False, "read", False),
      (2, "WriteFiles", sp(59), False, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp(59), False, "write", False)])

case("ud_p04_schema_json_write", P04,
     "sourceCSVFileDF.write.mode('overwrite').json(targetJSONFilePath) (74) of "
     "spark.read.schema(sourceCSVFileSchema).csv(sourceCSVFilePath) (66; the StructType of 49-61)",
     "Line 37 reads the same csv without a schema into the same name (a look-alike, not the one that ran); line 79's "
     "csv write of the folder it reads fails (Spark refuses to overwrite a path being read). ",
     [(1, "Scan csv", sp(66), False, "read", False),
      (2, "WriteFiles", sp(74), False, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp(74), False, "write", False)])

P05_NOTE = ("sourceJSONFileDF is the json read with a DDL schema at line 66 (line 57's schema-less read of the same "
            "path is overwritten). Lines 79, 86, 91 and 96 write four select/filter chains that differ by one call "
            "each; only the one that ran is accepted. ")
case("ud_p05_select_filter_show", P05,
     'sourceJSONFileDF.select("PRODUCT_NAME","ARRIVAL_IN_TONNES").filter("ARRIVAL_IN_TONNES > 100").show() (79)',
     P05_NOTE + "The filter is also pushed into the scan (its line accepted there); the show's toprettystring joins "
     "the select's Project. ",
     [(1, "Scan json", sp(66, 79), False, "read", False),
      (2, "Filter", sp(79), False, "filter", False),
      (3, "Project", sp(79), False, "project", False),
      (4, "CollectLimit", sp(79), True, "limit", False)])

case("ud_p05_where_sort_desc_show", P05,
     'sourceJSONFileDF.select(...).filter("ARRIVAL_IN_TONNES > 100").where(col("STATE_NAME") == "Andhra Pradesh")'
     '.sort(desc("ARRIVAL_IN_TONNES")).show() (91)',
     P05_NOTE + "filter and where are one Filter (also pushed into the scan); sort + show is a TakeOrderedAndProject. ",
     [(1, "Scan json", sp(66, 91), False, "read", False),
      (2, "Filter", sp(91), False, "filter", False),
      (3, "Project", sp(91), False, "project", False),
      (4, "TakeOrderedAndProject", sp(91), False, "sort", False)])

case("ud_p05_distinct_display", P05,
     'display(sourceJSONFileDF.select("STATE_NAME").distinct()) (100)',
     P05_NOTE + "The distinct's two aggregates (the final one carrying the show's toprettystring); the show's "
     "CollectLimit is only in the initial plan. ",
     [(1, "Scan json", sp(66), False, "read", False),
      (2, "HashAggregate", sp(100), True, "distinct", False),
      (3, "Exchange", sp(100), True, "distinct", False),
      (6, "HashAggregate", sp(100), False, "distinct", False)])

case("ud_p05_count_display", P05,
     "display(sourceJSONFileDF.count()) (104)",
     P05_NOTE + "count() as an action: a global aggregate pair at the count line. ",
     [(1, "Scan json", sp(66), False, "read", False),
      (2, "HashAggregate", sp(104), True, "aggregate", False),
      (3, "Exchange", sp(104), True, "aggregate", False),
      (5, "HashAggregate", sp(104), False, "aggregate", False)])

P06_NOTE = ("sourceCSVFileDF is the csv load with header and inferSchema at line 60 (lines 51 and 55 load the same "
            "path into the same name first); sourceCSVFileTransDF its withColumn at line 66. ")
case("ud_p06_withcolumn_display", P06,
     "display(sourceCSVFileTransDF) (71) of withColumn(\"ARRIVAL_IN_KILOGRAMS\", func.col(\"ARRIVAL_IN_TONNES\")*1000) "
     "(66) of spark.read.load(..., format=\"csv\", header=\"true\", inferSchema=\"true\") (60)",
     P06_NOTE + "The withColumn and the show's toprettystring are one Project. ",
     [(1, "Scan csv", sp(60), False, "read", False),
      (2, "Project", sp(66, 71), False, "project", False),
      (3, "CollectLimit", sp(71), True, "limit", False)])

case("ud_p06_group_sum_order_display", P06,
     'sourceCSVFileTransDF.groupBy("STATE_NAME","PRODUCT_NAME").agg(func.sum("ARRIVAL_IN_KILOGRAMS").alias(...))'
     ".orderBy(func.col(\"TOTAL_ARRIVAL_IN_KILOGRAMS\").desc()).display() (77)",
     P06_NOTE + "groupBy/agg, orderBy and display on one line: the aggregate pair, then orderBy + show as a "
     "TakeOrderedAndProject. ",
     [(1, "Scan csv", sp(60), False, "read", False),
      (2, "Project", sp(66), False, "project", False),
      (3, "HashAggregate", sp(77), True, "aggregate", False),
      (4, "Exchange", sp(77), True, "aggregate", False),
      (7, "HashAggregate", sp(77), False, "aggregate", False),
      (8, "TakeOrderedAndProject", sp(77), False, "sort", False)])

case("ud_p06_parquet_write", P06,
     'sourceCSVFileTransDF.write.mode("overwrite").parquet(targetPARQUETFilePath) (82)',
     P06_NOTE,
     [(1, "Scan csv", sp(60), False, "read", False),
      (2, "Project", sp(66), False, "project", False),
      (3, "WriteFiles", sp(82), False, "write", False),
      (4, "Execute InsertIntoHadoopFsRelationCommand", sp(82), False, "write", False)])

case("ud_p07_datetime_chain_display", P07,
     'sourcePARQUETTransFileDF.select(...).withColumn(year/month/dayofmonth/concat/date_format/to_date/date_format ...)'
     ".display() (77-84) of withColumn(\"datalake_file_load_date\", func.current_timestamp()) (68) of the parquet "
     "read (62)",
     "current_timestamp() is folded into literals; the to_date column (83), used twice, stays in its own Project "
     "under the one holding every other column and the show's toprettystring (68, 77-82, 84). The same functions are "
     "written in SQL in sparksql-introduction/05 (a look-alike, not accepted). ",
     [(1, "Scan parquet", sp(62), False, "read", False),
      (3, "Project", sp(83), False, "project", False),
      (4, "Project", sp(68, (77, 82), 84), False, "project", False),
      (5, "CollectLimit", sp(84), True, "limit", False)])

# ---- sparksql-introduction -------------------------------------------------------------------------------------------
case("ud_s01_temp_view_select", S01,
     "%sql select * from daily_pricing_temp_vw (41), the view of spark.read.option(\"header\",\"true\").csv(...) (32, 36)",
     SQLRUN + "The scan is reached through the temp view: the FROM line and the read are accepted. The SQL cell's "
     "display adds the toprettystring Project and CollectLimit (derived, at the statement). Line 45 runs the same "
     "SELECT with spark.sql but no action, 59 the same over the global temp view (look-alikes). ",
     [(1, "Scan csv", sp(41, 32), False, "read", False),
      (2, "Project", sp(41), True, "project", False),
      (3, "CollectLimit", sp(41), True, "limit", False)])

VIEW = (S01, sp(32), sym(S01))
case("ud_s02_ctas_managed", S02,
     "create table daily_pricing_csv_managed as select * from global_temp.daily_pricing_global_temp_vw (37-39)",
     SQLRUN + "The CTAS runs its insert as its own execution (this plan; the CreateDataSourceTableAsSelectCommand's "
     "is the next). The scan comes through 01's global temp view: 39 here, 01's read (32) as an alternative. "
     "The same SELECT is in line 33, 49 and 81 (look-alikes). ",
     [(1, "Scan csv", sp(39), False, "read", False, None, [VIEW]),
      (2, "WriteFiles", sp((37, 38)), False, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp((37, 38)), False, "write", False)], True)

case("ud_s02_count_managed", S02,
     "select count(*) from daily_pricing_csv_managed (44)",
     SQLRUN + "The table the CTAS at 37 made (parquet, the default source). ",
     [(1, "Scan parquet spark_catalog.default.daily_pricing_csv_managed", sp(44), False, "read", False),
      (3, "HashAggregate", sp(44), True, "aggregate", False),
      (4, "Exchange", sp(44), True, "aggregate", False),
      (6, "HashAggregate", sp(44), False, "aggregate", False)], True)

case("ud_s02_insert_select", S02,
     "insert into daily_pricing_csv_managed select * from global_temp.daily_pricing_global_temp_vw (48-49)",
     SQLRUN + "The scan through 01's global temp view: 49 here, 01's read as an alternative. ",
     [(1, "Scan csv", sp(49), False, "read", False, None, [VIEW]),
      (2, "WriteFiles", sp(48), False, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp(48), False, "write", False)], True)

case("ud_s02_save_as_table", S02,
     "%python sourceCSVFileDF.write.saveAsTable(\"daily_pricing_csv_managed\") (86) of "
     "spark.sql(\"select * from global_temp.daily_pricing_global_temp_vw\") (81)",
     SQLRUN + "Python cells of a SQL notebook (`-- MAGIC` lines). The table was dropped at 76, so saveAsTable creates "
     "it again (its insert is this plan, the same plan as the CTAS at 37: this is the second such execution). ",
     [(1, "Scan csv", sp(81), False, "read", False, None, [VIEW]),
      (2, "WriteFiles", sp(86), False, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp(86), False, "write", False)])

case("ud_s03_view_count", S03,
     "select count(*) from daily_pricing_json_external_vw (51), the view of select * from json.`abfss://.../json/` (45-47)",
     SQLRUN + "The scan through the view: the FROM line and the view's FROM json line. Lines 37 and 41 select the "
     "same files directly (look-alikes). ",
     [(1, "Scan json", sp(51, 47), False, "read", False),
      (2, "HashAggregate", sp(51), True, "aggregate", False),
      (3, "Exchange", sp(51), True, "aggregate", False),
      (5, "HashAggregate", sp(51), False, "aggregate", False)], True)

case("ud_s03_external_csv_select", S03,
     "select * from daily_pricing_csv_external_table (108), the table created using csv options (header, delimiter) "
     "location abfss://.../csv (83-100)",
     SQLRUN + "The scan accepts the FROM line and the table's USING/OPTIONS/LOCATION lines; the display's "
     "toprettystring Project and CollectLimit derived at the statement. ",
     [(1, "Scan csv spark_catalog.default.daily_pricing_csv_external_table", sp(108, (98, 100)), False, "read", False),
      (2, "Project", sp(108), True, "project", False),
      (3, "CollectLimit", sp(108), True, "limit", False)], True)

S04_NOTE = ("daily_pricing_csv_managed is the table 02's saveAsTable (line 86) made: all columns strings, so "
            "ARRIVAL_IN_TONNES is cast for the comparison and the sum. The same queries are written with the "
            "DataFrame API in pyspark-introduction/05 and 06 (look-alikes, not accepted). ")
case("ud_s04_filter_order", S04,
     "SELECT PRODUCT_NAME, ARRIVAL_IN_TONNES FROM daily_pricing_csv_managed (47) WHERE ARRIVAL_IN_TONNES > 100 (48) "
     "AND STATE_NAME = \"Andhra Pradesh\" (49) ORDER BY ARRIVAL_IN_TONNES DESC (50)",
     SQLRUN + S04_NOTE + "The WHERE is partly pushed into the scan (accepted there); ORDER BY + display is a "
     "TakeOrderedAndProject. Lines 36-43 hold the same query without ORDER BY (look-alikes). ",
     [(1, "Scan parquet spark_catalog.default.daily_pricing_csv_managed", sp(47, (48, 49)), False, "read", False),
      (3, "Filter", sp((48, 49)), False, "filter", False),
      (4, "Project", sp(47), False, "project", False),
      (5, "TakeOrderedAndProject", sp(50), False, "sort", False)], True)

case("ud_s04_distinct_limit", S04,
     "SELECT DISTINCT STATE_NAME FROM daily_pricing_csv_managed LIMIT 10 (54)",
     SQLRUN + S04_NOTE + "The LIMIT's CollectLimit is only in the initial plan. ",
     [(1, "Scan parquet spark_catalog.default.daily_pricing_csv_managed", sp(54), False, "read", False),
      (3, "HashAggregate", sp(54), True, "distinct", False),
      (4, "Exchange", sp(54), True, "distinct", False),
      (7, "HashAggregate", sp(54), False, "distinct", False)], True)

case("ud_s04_group_order", S04,
     "SELECT STATE_NAME, PRODUCT_NAME, SUM(ARRIVAL_IN_TONNES) as TOTAL_ARRIVAL_IN_TONNES (74-76) FROM "
     "daily_pricing_csv_managed (77) GROUP BY STATE_NAME, PRODUCT_NAME (78-80) ORDER BY TOTAL_ARRIVAL_IN_TONNES DESC (81)",
     SQLRUN + S04_NOTE + "The aggregates at the GROUP BY (and the SUM line); the same query without ORDER BY at 64-70 "
     "and as a CTAS at 85-92 (look-alikes). ",
     [(1, "Scan parquet spark_catalog.default.daily_pricing_csv_managed", sp(77), False, "read", False),
      (3, "HashAggregate", sp((78, 80), 76), True, "aggregate", False),
      (4, "Exchange", sp((78, 80)), True, "aggregate", False),
      (7, "HashAggregate", sp((78, 80), 76), False, "aggregate", False),
      (8, "TakeOrderedAndProject", sp(81), False, "sort", False)], True)

case("ud_s04_ctas_aggregate", S04,
     "CREATE TABLE daily_pricing_aggregate_managed_table AS (85) SELECT STATE_NAME, PRODUCT_NAME, SUM(...) (86-88) "
     "FROM daily_pricing_csv_managed (89) GROUP BY STATE_NAME, PRODUCT_NAME (90-92)",
     SQLRUN + S04_NOTE + "The CTAS's insert execution (adaptive: the aggregate's shuffle below the write). ",
     [(1, "Scan parquet spark_catalog.default.daily_pricing_csv_managed", sp(89), False, "read", False),
      (3, "HashAggregate", sp((90, 92), 88), True, "aggregate", False),
      (4, "Exchange", sp((90, 92)), True, "aggregate", False),
      (7, "HashAggregate", sp((90, 92), 88), False, "aggregate", False),
      (8, "WriteFiles", sp(85), False, "write", False),
      (9, "Execute InsertIntoHadoopFsRelationCommand", sp(85), False, "write", False)], True)

case("ud_s05_date_format", S05,
     "SELECT date_of_pricing, to_date(date_of_pricing,'dd/MM/yyyy') as PRICING_DATE, date_format(to_date(...),"
     "'yyyyMMdd') as PRICING_DATE_FORMATTED (72-74) FROM daily_pricing_json_external_table (75)",
     SQLRUN + "daily_pricing_json_external_table: 03's CREATE OR REPLACE TABLE ... AS SELECT (59-61, a Delta table on "
     "Databricks) cannot run on Spark's v1 session catalog; the runner's stand-in made it with CREATE TABLE ... AS "
     "and the statement's own SELECT (a parquet table). The six queries of this notebook read it with the same "
     "FROM line text (look-alikes); pyspark-introduction/07 writes the same functions with the DataFrame API. ",
     [(1, "Scan parquet spark_catalog.default.daily_pricing_json_external_table", sp(75), False, "read", False),
      (3, "Project", sp((72, 74)), False, "project", False),
      (4, "CollectLimit", sp(72), True, "limit", False)], True)


def rows(spec):
    out = []
    for node in spec["nodes"]:
        nid, op, spans, derived, kind, amb = node[:6]
        file = (node[6] if len(node) > 6 else None) or spec["file"]
        alt = node[7] if len(node) > 7 else None
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans,
               "symbol": sym(file, spec["sql"] and file.endswith(".sql")), "derived": derived, "kind": kind,
               "ambiguous": amb}
        if alt:
            row["alt"] = [{"file": f, "lines": sp_, "symbol": s_} for f, sp_, s_ in alt]
        out.append(row)
    return sorted(out, key=lambda r: r["node_id"])


def main() -> int:
    todo = []
    for name, part, program, line, action, _occ, _nth, file in CASES:
        spec = L[name]
        assert spec["file"] == file, name
        folder = BENCH / part / name
        data = DATA if program != "p03" else ("Input: the course URL answered from a generated csv by a stand-in. ")
        shown = "SQL statement" if action == "sql" else action
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                     "dataframe": spec["dataframe"] + f" (recorded action: {shown} at line {line})",
                     "notes": spec["notes"] + data + SESSION + RUN, "form": "databricks", "source": SOURCE}
        todo.append((part, folder, rows(spec), case_json, f"{file}:{line}"))
    return write_cases(todo)


if __name__ == "__main__":
    sys.exit(main())
