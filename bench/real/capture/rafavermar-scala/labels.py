"""Write each rf_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/rafavermar-scala/labels.py

A label: N(node id, operator, file key, spans, derived, kind, amb=..., alt=...): spans are the file's own line
numbers; `alt` other places, in other files, equally right ((file key, spans) each: the line in the App that called
the helper). Symbols: the code in an `object X extends App` body is the object (`week2.sparksql.olap.GroupingSets01App`,
as the spark-scala-examples family names App bodies); a method is `week2.sparksql.udf.UdfExample.explodeWordCount`,
by the line's enclosing method (`METHODS`).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "rafavermar__scala-spark-insights"
COMMIT = "1c5f5af6124e210ef1882674293d275b15ffa6f6"
SOURCE = "Rafavermar/Scala-Spark-Insights"
W2 = "src/main/scala/week2/"
F = {"G1": W2 + "sparksql/olap/GroupingSets01App.scala", "G2": W2 + "bucketization/GroupingSets02App.scala",
     "OL": W2 + "sparksql/olap/OlapFunctions01.scala", "UDF": W2 + "sparksql/udf/UdfExample.scala",
     "U1": W2 + "sparksql/uda/UdaExample1.scala", "U2": W2 + "sparksql/uda/UdaExample2.scala",
     "IOT": W2 + "sparksql/otherusecases/IoTDataGenerator.scala", "A2": W2 + "sparksql/otherusecases/SparkSQLAdd2.scala",
     "DF2": W2 + "sparksql/dataframes/DataFrames2.scala", "GEN": W2 + "sparksql/dataframes/DataFrames2Gen.scala",
     "ORC": W2 + "encoding/EncodingOrcApp.scala", "OPS": W2 + "rdd/DataFrameOperations.scala"}
# (file key, first line, last line, symbol): App bodies and methods, by line range (inner ranges first)
METHODS = [("G1", 12, 65, "week2.sparksql.olap.GroupingSets01App"),
           ("G2", 10, 88, "week2.bucketization.GroupingSets02App"),
           ("OL", 11, 83, "week2.sparksql.olap.OlapFunctions01"),
           ("UDF", 59, 63, "week2.sparksql.udf.UdfExample.wordsCount"),
           ("UDF", 70, 73, "week2.sparksql.udf.UdfExample.createDataFrame"),
           ("UDF", 80, 83, "week2.sparksql.udf.UdfExample.applyWordCount"),
           ("UDF", 90, 94, "week2.sparksql.udf.UdfExample.explodeWordCount"),
           ("UDF", 100, 113, "week2.sparksql.udf.UDFExample01"),
           ("U1", 96, 110, "week2.sparksql.uda.UDAExample01"),
           ("U2", 86, 124, "week2.sparksql.uda.IoTExample"),
           ("IOT", 80, 104, "week2.sparksql.otherusecases.IoTDataGenerator.main"),
           ("A2", 12, 116, "week2.sparksql.otherusecases.SparkSQLAdd2"),
           ("DF2", 7, 41, "week2.sparksql.dataframes.DataFrames2"),
           ("GEN", 27, 34, "week2.sparksql.dataframes.DataFrames2Gen.generar"),
           ("GEN", 37, 39, "week2.sparksql.dataframes.DataFrames2Gen.guardarCSV"),
           ("ORC", 16, 125, "week2.encoding.EncodingOrcApp"),
           ("OPS", 29, 39, "week2.rdd.DataFrameOperations")]


def symbol_of(key: str, line: int) -> str:
    return next(sym for k, a, b, sym in METHODS if k == key and a <= line <= b)


class N(tuple):
    def __new__(cls, nid, op, key, spans, derived, kind, amb=False, alt=()):
        return tuple.__new__(cls, (nid, op, key, spans, derived, kind, amb, tuple(alt)))


def rows_of(nodes) -> list[dict]:
    rows = []
    for nid, op, key, spans, derived, kind, amb, alt in nodes:
        row = {"node_id": nid, "operator": op, "file": F[key], "lines": spans, "symbol": symbol_of(key, spans[0][0]),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if alt:
            row["alt"] = [{"file": F[k], "lines": sp, "symbol": symbol_of(k, sp[0][0])} for k, sp in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


L: dict[str, dict] = {}

AGG = ("Partial aggregates and their Exchanges are derived at the groupBy/agg (or the SQL GROUP BY); the final one "
       "is not. rollup and GROUPING SETS run as an Expand, derived at the rollup / GROUPING SETS. ")
SHOW = ("The show's CollectLimit, its toprettystring Project and LocalLimits it pushed down are derived at the show "
        "(AQE drops the CollectLimit over a small aggregate). ")
AQE_OFF = ("The app turns adaptive execution and broadcast joins off itself (spark.conf.set at the top of the body), "
           "so the plan is not adaptive. ")

# ---- GroupingSets01App (olap): local rows (26-35, toDF at 38), view sales_data (41) ----------------------------
LOCAL_G1 = s(38, (26, 35))
L["rf_gs01_rollup_df_show"] = dict(
    dataframe="resultDf = df.groupBy(\"Name\", \"Category\").agg(sum(\"Sales\") as TotalSales).rollup(\"Name\", "
              "\"Category\").agg(sum(\"TotalSales\") as TotalSales) (GroupingSets01App.scala 52-56), resultDf.show(false) "
              "(63); df = data.toDF(...) (38)",
    notes=AQE_OFF + AGG + SHOW + "The groupBy/agg pair is at 53-54, the rollup's Expand at 55 and its agg pair at "
          "55-56. The scan is the local rows (toDF at 38, the data at 26-35). GroupingSets02App (bucketization) runs "
          "the same groupBy + rollup over saved tables: a look-alike, not an alternative. ",
    nodes=[N(1, "LocalTableScan", "G1", LOCAL_G1, False, "read"),
           N(2, "HashAggregate", "G1", s((53, 54)), True, "aggregate"),
           N(3, "Exchange", "G1", s((53, 54)), True, "aggregate"),
           N(4, "HashAggregate", "G1", s((53, 54)), False, "aggregate"),
           N(5, "Expand", "G1", s(55), True, "aggregate"),
           N(6, "HashAggregate", "G1", s((55, 56)), True, "aggregate"),
           N(7, "Exchange", "G1", s((55, 56)), True, "aggregate"),
           N(8, "HashAggregate", "G1", s((55, 56)), False, "aggregate"),
           N(9, "CollectLimit", "G1", s(63), True, "limit")])

L["rf_gs01_grouping_sets_sql_show"] = dict(
    dataframe="result = spark.sql(\"SELECT Name, Category, sum(Sales) as TotalSales FROM sales_data GROUP BY Name, "
              "Category GROUPING SETS ((Name, Category))\") (GroupingSets01App.scala 44-49), result.show(false) (64); "
              "sales_data is the temp view (41) of data.toDF (38)",
    notes=AQE_OFF + AGG + "The SQL's nodes are at its clauses: GROUP BY / GROUPING SETS (47-48), the SUM in the "
          "select list (45) for the aggregates. The scan of the view accepts the FROM line (46) and the toDF (38). "
          "The show ran no CollectLimit here. The DataFrame rollup below it (52-56) is another plan. ",
    nodes=[N(1, "LocalTableScan", "G1", s(38, 46, (26, 35)), False, "read"),
           N(2, "Expand", "G1", s((47, 48)), True, "aggregate"),
           N(3, "HashAggregate", "G1", s((47, 48), 45), True, "aggregate"),
           N(4, "Exchange", "G1", s((47, 48)), True, "aggregate"),
           N(5, "HashAggregate", "G1", s((47, 48), 45), False, "aggregate")])

# ---- GroupingSets02App (bucketization): saved tables loaded at 56/57 as temp views, spark.table at 61/79 ---------
G2_NOTE = (AQE_OFF + "It also sets 10 shuffle partitions. With its own usarExistentes = true it loads the two saved "
           "tables (56, 57: our generated parquet stand-ins) as temp views. ")


def gs02_sql(read_line: int, sql_line: int, show_line: int) -> list[N]:
    return [N(1, "Scan parquet", "G2", s(read_line, sql_line), False, "read"),
            N(3, "Expand", "G2", s(sql_line), True, "aggregate"),
            N(4, "HashAggregate", "G2", s(sql_line), True, "aggregate"),
            N(5, "Exchange", "G2", s(sql_line), True, "aggregate"),
            N(6, "HashAggregate", "G2", s(sql_line), False, "aggregate"),
            N(7, "CollectLimit", "G2", s(show_line), True, "limit")]


def gs02_rollup(read_line: int, table_line: int, line: int, show_line: int) -> list[N]:
    return [N(1, "Scan parquet", "G2", s(read_line, table_line), False, "read"),
            N(3, "HashAggregate", "G2", s(line), True, "aggregate"),
            N(4, "Exchange", "G2", s(line), True, "aggregate"),
            N(5, "HashAggregate", "G2", s(line), False, "aggregate"),
            N(6, "Expand", "G2", s(line), True, "aggregate"),
            N(7, "HashAggregate", "G2", s(line), True, "aggregate"),
            N(8, "Exchange", "G2", s(line), True, "aggregate"),
            N(9, "HashAggregate", "G2", s(line), False, "aggregate"),
            N(10, "CollectLimit", "G2", s(show_line), True, "limit")]


SQL2 = ("The whole SQL is one line: every node of the query is at it; the scan also at the load that made the view. ")
ROLLUP2 = ("groupBy(...).agg(sum(\"Sales\")).rollup(...).count() is one line: the optimizer drops the unused sum, so "
           "the groupBy/agg pair aggregates no function; the rollup's Expand and the count's pair follow. The scan "
           "accepts the load (the view) and spark.table. ")
L["rf_gs02_rollup_bucketed_show"] = dict(
    dataframe="resultDf = dfConBucketing.groupBy(\"Name\", \"Category\").agg(sum(\"Sales\")).rollup(\"Name\", "
              "\"Category\").count() (GroupingSets02App.scala 68), resultDf.show() (76); dfConBucketing = "
              "spark.table(\"sales_data_by_name\") (61), the view of spark.read.load(\"./spark-warehouse/sales_data_by_name\") (56)",
    notes=G2_NOTE + ROLLUP2 + AGG + SHOW + "The partitioned twin (81, 87) and GroupingSets01App's rollup are "
          "look-alikes, not alternatives. ",
    nodes=gs02_rollup(56, 61, 68, 76))
L["rf_gs02_rollup_partitioned_show"] = dict(
    dataframe="resultDf2 = dfConBucketingYParticionado.groupBy(\"Name\", \"Category\").agg(sum(\"Sales\")).rollup("
              "\"Name\", \"Category\").count() (GroupingSets02App.scala 81), resultDf2.show(truncate = false) (87); "
              "spark.table(\"sales_data_by_name_and_category\") (79), the view of spark.read.load (57)",
    notes=G2_NOTE + ROLLUP2 + "Category is the partition column of this table. " + AGG + SHOW
          + "The bucketed twin (68, 76) is a look-alike, not an alternative. ",
    nodes=gs02_rollup(57, 79, 81, 87))
L["rf_gs02_grouping_sets_sql_show"] = dict(
    dataframe="result = spark.sql(s\"SELECT Name, Category, sum(Sales) as TotalSales FROM sales_data_by_name GROUP BY "
              "Name, Category GROUPING SETS((Name, Category))\") (GroupingSets02App.scala 65), result.show() (75); the "
              "view of spark.read.load (56)",
    notes=G2_NOTE + SQL2 + AGG + SHOW + "The partitioned table's query (80) and GroupingSets01App's SQL are "
          "look-alikes, not alternatives. ",
    nodes=gs02_sql(56, 65, 75))
L["rf_gs02_partitioned_sql_show"] = dict(
    dataframe="result2 = spark.sql(s\"SELECT Name, Category, sum(Sales) as TotalSales FROM "
              "sales_data_by_name_and_category GROUP BY ... GROUPING SETS(...)\") (GroupingSets02App.scala 80), "
              "result2.show(truncate = false) (86); the view of spark.read.load (57)",
    notes=G2_NOTE + SQL2 + "Category is the partition column of this table. " + AGG + SHOW
          + "The bucketed table's query (65) is a look-alike, not an alternative. ",
    nodes=gs02_sql(57, 80, 86))

# ---- OlapFunctions01: data.toDF (33), windowSpec (36), eight withColumn(... over(windowSpec)) + show ----------------
WIN = ("The window's Exchange and Sort are derived at the withColumn(... over(windowSpec)) and at the spec (36); the "
       "Window is at the withColumn (the spec also accepted). The show's toprettystring Project is derived at the "
       "show. The other seven windows of the file run the same five nodes at other lines: look-alikes. AQE on. ")


def olap(line: int, show_line: int) -> list[N]:
    return [N(1, "LocalTableScan", "OL", s(33, (26, 30)), False, "read"),
            N(2, "Exchange", "OL", s(line, 36), True, "window"),
            N(5, "Sort", "OL", s(line, 36), True, "window"),
            N(6, "Window", "OL", s(line, 36), False, "window"),
            N(7, "Project", "OL", s(show_line), True, "project")]


L["rf_olap_lag_window_show"] = dict(
    dataframe="df2 = df.withColumn(\"lag\", lag(\"value\", 1).over(windowSpec)) (OlapFunctions01.scala 43), df2.show() "
              "(44); windowSpec = Window.partitionBy(\"key\").orderBy(\"value\") (36), df = data.toDF (33)",
    notes=WIN, nodes=olap(43, 44))
L["rf_olap_ntile_window_show"] = dict(
    dataframe="df7 = df.withColumn(\"ntile\", ntile(2).over(windowSpec)) (OlapFunctions01.scala 68), df7.show() (69); "
              "windowSpec (36), df = data.toDF (33)",
    notes=WIN, nodes=olap(68, 69))

# ---- UdfExample: UDFExample01 calls the object's helpers ------------------------------------------------------------
L["rf_udf_explode_wordcount_show"] = dict(
    dataframe="UDFExample01 (UdfExample.scala 100-113): createDataFrame(data) (104: data.toDF at 72), "
              "applyWordCount(df) (107: withColumn(\"wordCount\", wordsCount($\"text\")) at 82, the udf at 59-63), "
              "explodeWordCount(wordCountDF) (111: select($\"id\", explode($\"wordCount\")).groupBy(\"key\").sum(\"value\") "
              "at 92-93), explodedWCDF.show() (112)",
    notes="The optimizer evaluated the Scala UDF over the three local rows while planning: the LocalTableScan holds "
          "the wordCount column, so it is labelled at the toDF (72), the UDF's withColumn (82) and the udf definition "
          "(59-63). explode is the Generate (92); the groupBy/sum pair is at 93. " + AGG + SHOW
          + "UdfExampleTest calls the same helpers: not an alternative. AQE on. ",
    nodes=[N(1, "LocalTableScan", "UDF", s(72, 82, (59, 63)), False, "read"),
           N(2, "Generate", "UDF", s(92), False, "explode"),
           N(3, "HashAggregate", "UDF", s(93), True, "aggregate"),
           N(4, "Exchange", "UDF", s(93), True, "aggregate"),
           N(7, "HashAggregate", "UDF", s(93), False, "aggregate")])

# ---- UDA examples: typed Aggregators through groupByKey/agg ---------------------------------------------------------
UDA = ("groupByKey's key function is the AppendColumns (at the groupByKey); the Aggregator runs as an "
       "ObjectHashAggregate pair at the groupByKey/agg chain, the TypedColumn's definition also accepted. The partial "
       "one and the Exchange are derived. AQE dropped the show's CollectLimit. AQE on. ")
L["rf_uda1_percentiles_show"] = dict(
    dataframe="percentilesDF = data.as[ValueWithCount].groupByKey(_ => true).agg(percentiles).select(\"percentiles\") "
              "(UdaExample1.scala 107-108), percentilesDF.show(truncate = false) (109); percentiles = "
              "UdaExample1.Percentile.toColumn.name(\"percentiles\") (105-106), data = Seq(...).toDF (102)",
    notes=UDA + "The select of the aggregate's column folds into the final aggregate. ",
    nodes=[N(1, "LocalTableScan", "U1", s(102), False, "read"),
           N(2, "AppendColumns", "U1", s(107), False, "aggregate"),
           N(3, "ObjectHashAggregate", "U1", s((107, 108), (105, 106)), True, "aggregate"),
           N(4, "Exchange", "U1", s((107, 108)), True, "aggregate"),
           N(7, "ObjectHashAggregate", "U1", s((107, 108), (105, 106)), False, "aggregate")])
L["rf_uda2_sensor_average_show"] = dict(
    dataframe="averageSensorValueDF = data.as[SensorData].groupByKey(_.sensorID).agg(averageSensorValue).toDF(...) "
              "(UdaExample2.scala 117-120), averageSensorValueDF.show() (123); averageSensorValue = "
              "UdaExample2.AverageSensorValue.toColumn.name(...) (113-114), data = Seq(SensorData ...).toDF (96-107)",
    notes=UDA + "The toDF renaming folds into the final aggregate. ",
    nodes=[N(1, "LocalTableScan", "U2", s((96, 107)), False, "read"),
           N(2, "AppendColumns", "U2", s(118), False, "aggregate"),
           N(3, "ObjectHashAggregate", "U2", s((118, 119), (113, 114)), True, "aggregate"),
           N(4, "Exchange", "U2", s((118, 119)), True, "aggregate"),
           N(7, "ObjectHashAggregate", "U2", s((118, 119), (113, 114)), False, "aggregate")])

# ---- IoTDataGenerator.main: write of the generated rows ---------------------------------------------------------------
L["rf_iotgen_json_write"] = dict(
    dataframe="IoTDataGenerator.main (IoTDataGenerator.scala 80-104): iotDataDF = iotDataSeq.toDF() (90-91), "
              "iotDataDF.coalesce(2).write.mode(SaveMode.Overwrite).json(IotJsonDataPath) (93-97)",
    notes="coalesce(2) is the Coalesce (kind repartition); WriteFiles is derived at the write chain, the "
          "InsertIntoHadoopFsRelationCommand is not. The rows are 10,000 random records the code generates. AQE on. ",
    nodes=[N(1, "LocalTableScan", "IOT", s(91, 90), False, "read"),
           N(2, "Coalesce", "IOT", s(94), False, "repartition"),
           N(3, "WriteFiles", "IOT", s((93, 97)), True, "write"),
           N(4, "Execute InsertIntoHadoopFsRelationCommand", "IOT", s((93, 97)), False, "write")])

# ---- SparkSQLAdd2: df = spark.read.json(...) (41-43), df.cache() (52), queries over the cache ------------------------
CACHE = ("df (the JSON IoTDataGenerator wrote, read at 41-43) is cached at 52: the InMemoryTableScan at the cache and "
         "the line that uses it, the InMemoryRelation at the cache, the scan at the read. AQE on. ")


def cache(use_line: int) -> list[N]:
    return [N(1, "InMemoryTableScan", "A2", s(52, use_line), False, "cache"),
            N(2, "InMemoryRelation", "A2", s(52), False, "cache"),
            N(3, "Scan json", "A2", s((41, 43)), False, "read")]


DISTINCT = ("distinct() is a HashAggregate pair with no function (kind distinct; the partial one and its Exchange "
            "derived); the select folds into the cache scan's columns. ")
L["rf_sqladd2_distinct_count"] = dict(
    dataframe="df.select(\"deviceId\").distinct().count() (SparkSQLAdd2.scala 60) over the cached df (52)",
    notes=CACHE + DISTINCT + "count() adds its own aggregate pair (partial + Exchange derived). The show of the same "
          "distinct on the next line (61) is a look-alike, not an alternative. ",
    nodes=cache(60) + [N(5, "HashAggregate", "A2", s(60), True, "distinct"),
                       N(6, "Exchange", "A2", s(60), True, "distinct"),
                       N(9, "HashAggregate", "A2", s(60), False, "distinct"),
                       N(10, "HashAggregate", "A2", s(60), True, "aggregate"),
                       N(11, "Exchange", "A2", s(60), True, "aggregate"),
                       N(13, "HashAggregate", "A2", s(60), False, "aggregate")])
L["rf_sqladd2_distinct_show"] = dict(
    dataframe="df.select(\"deviceId\").distinct().show() (SparkSQLAdd2.scala 61) over the cached df (52)",
    notes=CACHE + DISTINCT + SHOW + "The count of the same distinct on the line above (60) is a look-alike, not an "
          "alternative. ",
    nodes=cache(61) + [N(5, "HashAggregate", "A2", s(61), True, "distinct"),
                       N(6, "Exchange", "A2", s(61), True, "distinct"),
                       N(9, "HashAggregate", "A2", s(61), False, "distinct"),
                       N(10, "CollectLimit", "A2", s(61), True, "limit")])
L["rf_sqladd2_avg_two_show"] = dict(
    dataframe="df.agg(avg(\"temperature\").alias(\"average_temperature\"), avg(\"humidity\").alias(\"average_humidity\"))"
              ".show() (SparkSQLAdd2.scala 93) over the cached df (52)",
    notes=CACHE + AGG + "The two one-average aggregates above it (88, 89) are look-alikes, not alternatives. ",
    nodes=cache(93) + [N(5, "HashAggregate", "A2", s(93), True, "aggregate"),
                       N(6, "Exchange", "A2", s(93), True, "aggregate"),
                       N(8, "HashAggregate", "A2", s(93), False, "aggregate")])
L["rf_sqladd2_filter_conditions_show"] = dict(
    dataframe="df.filter(conditions).show() (SparkSQLAdd2.scala 81), conditions = conditionTemperature && "
              "conditionHumidity (79), col(\"temperature\") > 5 (73), col(\"humidity\") > 50 (74), over the cached df (52)",
    notes=CACHE + "The Filter is at the filter call (81) and the lines that built its Column conditions (79, 73, 74). "
          + SHOW + "The filters of 70 and 77 use the same conditions: look-alikes, not alternatives. ",
    nodes=cache(81) + [N(4, "Filter", "A2", s(81, 79, 73, 74), False, "filter"),
                       N(5, "Project", "A2", s(81), True, "project"),
                       N(6, "CollectLimit", "A2", s(81), True, "limit")])

# ---- DataFrames2 / DataFrames2Gen ---------------------------------------------------------------------------------------
L["rf_df2_union_show"] = dict(
    dataframe="dfMerged = dfCorrectos.union(dfIncorrectos) (DataFrames2.scala 39), dfMerged.show() (40); dfCorrectos = "
              "dfRaw.filter(\"not contains(evento, 'Alerta2')\") (29, the string at 26), dfIncorrectos = "
              "dfRaw.filter(\"contains(evento, 'Alerta2')\") (30, 27), dfRaw = spark.read...csv(eventosRaw).toDF(\"evento\") "
              "(18-22)",
    notes="Both sides scan the same csv (the read at 18-22 in dfRaw's block), each with its filter (the isnotnull "
          "is part of it). The show pushed a LocalLimit into each side of the Union and projects toprettystring with "
          "the toDF's name: those Projects are derived at the show, the toDF rename (22) also accepted. " + SHOW
          + "DataFrames2Test reads and filters the same file with DataFrames2Config's predicates: a look-alike, not an "
          "alternative. AQE on (no exchange, so not adaptive). ",
    nodes=[N(1, "Scan csv", "DF2", s((18, 22)), False, "read"),
           N(2, "Filter", "DF2", s(29, 26), False, "filter"),
           N(3, "Project", "DF2", s(40, 22), True, "project", amb=True),
           N(4, "LocalLimit", "DF2", s(40), True, "limit"),
           N(5, "Scan csv", "DF2", s((18, 22)), False, "read"),
           N(6, "Filter", "DF2", s(30, 27), False, "filter"),
           N(7, "Project", "DF2", s(40, 22), True, "project", amb=True),
           N(8, "LocalLimit", "DF2", s(40), True, "limit"),
           N(9, "Union", "DF2", s(39), False, "union"),
           N(10, "CollectLimit", "DF2", s(40), True, "limit")])
L["rf_df2_gen_csv_write"] = dict(
    dataframe="DataFrames2Gen.guardarCSV(dfGen, DataFrames2Config.eventosRaw) (DataFrames2.scala 17): "
              "df.write.mode(SaveMode.Overwrite).option(\"header\", \"false\").csv(path) (DataFrames2Gen.scala 38); dfGen = "
              "DataFrames2Gen.generar(spark) (DataFrames2.scala 16): spark.sparkContext.parallelize(eventos).toDF(\"evento\") "
              "(DataFrames2Gen.scala 33)",
    notes="The RDD scan and its SerializeFromObject (derived) are at generar's parallelize(...).toDF (33), the "
          "Project renaming value to evento at the toDF; the write in guardarCSV (38): WriteFiles derived, the "
          "InsertIntoHadoopFsRelationCommand not. The calls in DataFrames2 that passed the frame and the path (16, 17) "
          "are alternatives. AQE on. ",
    nodes=[N(1, "Scan", "GEN", s(33), False, "read", alt=[("DF2", s(16))]),
           N(2, "SerializeFromObject", "GEN", s(33), True, "read"),
           N(3, "Project", "GEN", s(33), False, "project"),
           N(4, "WriteFiles", "GEN", s(38), True, "write", alt=[("DF2", s(17))]),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", "GEN", s(38), False, "write", alt=[("DF2", s(17))])])

# ---- EncodingOrcApp -------------------------------------------------------------------------------------------------------
L["rf_orc_filled_write"] = dict(
    dataframe="dfReadV1_2_3 = spark.read.option(\"mergeSchema\", \"true\").format(\"orc\").load(v1, v2, v3) "
              "(EncodingOrcApp.scala 106-109), dfReadV1_2_3Filled = dfReadV1_2_3.na.fill(\"Unknown\", Seq(\"city\", "
              "\"country\")) (113-114), dfReadV1_2_3Filled.write.format(\"orc\")...save(...person_v1_2_3) (118-123)",
    notes="The three orc folders the app wrote before (39-43, 63-67, 91-95) are read with merged schemas; na.fill is "
          "the Project of coalesce(city/country, 'Unknown'); WriteFiles is derived at the write chain, the "
          "InsertIntoHadoopFsRelationCommand is not. The reads of single folders and the merged read of two "
          "(78-80) are look-alikes. AQE on. ",
    nodes=[N(1, "Scan orc", "ORC", s((106, 109)), False, "read"),
           N(3, "Project", "ORC", s((113, 114)), False, "project"),
           N(4, "WriteFiles", "ORC", s((118, 123)), True, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", "ORC", s((118, 123)), False, "write")])

# ---- DataFrameOperations (rdd): an RDD of strings as a DataFrame ------------------------------------------------------------
L["rf_dfops_explode_count_show"] = dict(
    dataframe="df = rddStrings.toDF(\"linea\") (DataFrameOperations.scala 33), rddStrings = spark.sparkContext.parallelize("
              "Seq(...)) (32), df.selectExpr(\"explode(split(linea, ' ')) as palabra\").groupBy(\"palabra\").count().show() "
              "(36); spark from SparkSetup (SparkSetup.scala 13)",
    notes="The RDD scan and its SerializeFromObject (derived) are at the parallelize/toDF (32-33), the Project renaming "
          "value to linea at the toDF (33); selectExpr's explode(split(...)) is the Generate, the groupBy/count pair "
          "is on the same line (36). " + AGG + "AQE dropped the show's CollectLimit. AQE on. ",
    nodes=[N(1, "Scan", "OPS", s(32, 33), False, "read"),
           N(2, "SerializeFromObject", "OPS", s(33), True, "read"),
           N(3, "Project", "OPS", s(33), False, "project"),
           N(4, "Generate", "OPS", s(36), False, "explode"),
           N(5, "HashAggregate", "OPS", s(36), True, "aggregate"),
           N(6, "Exchange", "OPS", s(36), True, "aggregate"),
           N(9, "HashAggregate", "OPS", s(36), False, "aggregate")])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local[*]\"), \"local[2]\" or \"local\" "
           "wins; -XX:ActiveProcessorCount=1 makes local[*] one thread), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4 (unless the app sets its own), spark.sql.session.timeZone=UTC. ")
RUN = ("Run: bench/real/capture/rafavermar-scala/capture.py: the needed week2 Scala files compiled unchanged with the "
       "Scala 2.13 compiler of the PySpark jars and run with spark-submit --class from the root of a scratch copy of "
       "the laid-out repository, one app after another; the plan is the n-th the run wrote (a query-execution "
       "listener, after each query ran: final adaptive plans); event_log.json from the same run.")


def main() -> int:
    def cases():
        for case_id, part, program, line, action, _, _, file in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            spec = L[case_id]
            main_class, _, extra = PROGRAMS[program]
            command = f"spark-submit --class {main_class} rf.jar" + "".join(f" --conf {c}" for c in extra)
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
