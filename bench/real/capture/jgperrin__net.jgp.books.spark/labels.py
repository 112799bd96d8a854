"""Write each jgp_* case's case.json and gold.jsonl from the labels below, hand-written from the labs' code and the
captured plans before any mapper run (the mapper was never run on these cases while they were built), then check
them with ../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/jgperrin__net.jgp.books.spark/labels.py

A label: (node id, operator, [[first, last], ...], derived, kind), optionally followed by dicts of extra fields
(`ambiguous`, `true_lines`). Spans are the file's own line numbers. The symbol is the method the code is in:
Java `net.jgp.books.spark.ch12.lab300_join.HigherEdInstitutionPerCountyApp.start` (the labs do their work in
start(), called by main()), Scala the object's method (`...HigherEdInstitutionPerCountyScalaApp.main`), Python
the file's path from the repository root, dotted, then the function (`src.main.python.lab300_join.
higherEdInstitutionPerCountyApp.main`) or `<module>`. A label may name another method with {"in": name}.
A twin of the lab in another language is never an alternative.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
from capture import CASES, SETTINGS, key, slug  # noqa: E402
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMITS = {12: "1ecd5527e7c10a12b45424b79f30d10b5aff3c9e", 13: "a2346d2cdf9a799614eeb29acd252959a677d5bb",
           14: "0be984433fac632b70550fff1e6599a1fb5486fa", 15: "38e2becbf643f670e63a7a87deceb98072b58052",
           3: "1362aa6f210a95880be34351d85e9222748599fd", 11: "73608c2f4b105028aef541d6ba9d41aec541e0e4",
           16: "eb849f3d7c50ac6f989c3c71aada769a2950b4b4", 4: "6df4e23cf3854460d1aa1ffcac28d139fa63f9d3",
           7: "90933293d94a70a9403df201a84b12c705969145", 17: "06778d5987fbd6cf1bbee6e085dabac0d7154296"}
SESSION = ("Session: local[1] (the lab's own .master(\"local\") or .master(\"local[*]\") with the driver JVM seeing one "
           "processor), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, AQE on; "
           "the plan is the one the action ran, written by our query-execution listener after it ran (final). ")
RUN = {"java": "Run: compiled unchanged against the PySpark 4.3 jars, spark-submit --class <the lab's class> <jar> from "
               "the repository's root, as in event_log.json. ",
       "scala": "Run: compiled unchanged with the Scala 2.13 compiler of the PySpark 4.3 jars, spark-submit --class "
                "<the lab's object> <jar> from the repository's root, as in event_log.json. ",
       "pyspark": "Run: spark-submit <script> from the lab's folder, unchanged (the README's way), as in event_log.json. "}
RUN_ALL = ("bench/real/capture/jgperrin__net.jgp.books.spark/capture.py; the repository's own data but for the files "
           "the laid-out snapshot lacks (make_data.py stand-ins, in place for the run only).")
AMB = {"ambiguous": True}


def ran(*spans):
    """The copy that ran, for a query written more than once in the file."""
    return {"true_lines": [list(s) for s in spans]}


def within(name):
    return {"in": name}


def owned_by(name):
    """The class a node's method is in where the last class declared before it is a nested one (ch03 lab320's
    BookMapper)."""
    return {"owner": name}


def infile(path):
    """A node made in another file of the repository than the case's script (ch16 lab100's generated rows)."""
    return {"file": path}


L: dict[str, dict] = {}

# ---- ch12 lab300: three csv files, an inner and a left join, drop + distinct (Java, Python, Scala) -------------
L["jgp_ch12_join_final_java"] = dict(
    dataframe="institPerCountyDf.show(200, false), line 193 ('Final list'); institPerCountyDf = higherEdDf.join(countyZipDf, "
              "zip, \"inner\") (133-136) .join(censusDf, county = countyId, \"left\") (165-168) .drop(...).drop(...)"
              ".drop(\"countyId\").distinct() (171-175); higherEdDf: read (68-73), filter + five withColumn + drops (74-111); "
              "countyZipDf: read (117-122) + drops; censusDf: read (41-47) + drops and renames (48-61)",
    notes="The same lab in Python (src/main/python/lab300_join/) and Scala, and a near copy in lab301_join_using_alias "
          "(look-alikes, never alternatives). The filters on zip 27517/2138 and 'county is null' (180-190) are other "
          "queries. The withColumn chain building zip folds into two Projects; the joins' inferred isnotnull filters "
          "are derived at the joins; distinct() is the HashAggregate pair, show()'s string casts in its final one. ",
    nodes=[(1, "Scan csv", [[68, 73], [75, 75]], False, "read"),
           (2, "Filter", [[75, 75], [133, 136]], False, "filter"),
           (3, "Project", [[76, 78]], False, "project"),
           (4, "Project", [[94, 95], [79, 92]], False, "project"),
           (5, "BroadcastExchange", [[133, 136]], True, "join"),
           (7, "Scan csv", [[117, 122]], False, "read"),
           (8, "Filter", [[133, 136]], True, "join"),
           (9, "BroadcastHashJoin", [[133, 136]], False, "join"),
           (10, "Project", [[133, 136], [171, 174]], True, "project", AMB),
           (11, "Scan csv", [[41, 47]], False, "read"),
           (12, "Filter", [[165, 168]], True, "join"),
           (13, "Project", [[48, 61]], False, "project"),
           (14, "BroadcastExchange", [[165, 168]], True, "join"),
           (16, "BroadcastHashJoin", [[165, 168]], False, "join"),
           (17, "Project", [[171, 174]], False, "project"),
           (18, "HashAggregate", [[175, 175]], True, "distinct"),
           (19, "Exchange", [[175, 175]], True, "distinct"),
           (22, "HashAggregate", [[175, 175], [193, 193]], False, "distinct"),
           (23, "CollectLimit", [[193, 193]], True, "limit")])

L["jgp_ch12_join_final_py"] = dict(
    dataframe="institPerCountyDf.show(200, False) in main, line 148 ('Final list'); institPerCountyDf = higherEdDf.join("
              "countyZipDf, cond, \"inner\").drop(countyZipDf[\"zip\"]) (100-104) .join(censusDf, cond, \"left\").drop("
              "censusDf[\"county\"]) (128-131) .drop(\"zip\", \"county\", \"countyId\").distinct() (134-136); higherEdDf: read "
              "(53-56), filter + withColumns + drop (58-77); countyZipDf: read (88-91) + drop (93-94); censusDf: read (23-27) "
              "+ drops and renames (29-41)",
    notes="The Python port of lab300 (Java and Scala twins in the same repository; lab301 a near copy). Run as "
          "`spark-submit higherEdInstitutionPerCountyApp.py` from its folder. ",
    nodes=[(1, "Scan csv", [[53, 56], [59, 59]], False, "read"),
           (2, "Filter", [[59, 59], [103, 104]], False, "filter"),
           (3, "Project", [[58, 60]], False, "project"),
           (4, "Project", [[71, 77], [62, 69]], False, "project"),
           (5, "BroadcastExchange", [[103, 104]], True, "join"),
           (7, "Scan csv", [[88, 91]], False, "read"),
           (8, "Filter", [[103, 104]], True, "join"),
           (9, "BroadcastHashJoin", [[103, 104]], False, "join"),
           (10, "Project", [[103, 104], [134, 135]], True, "project", AMB),
           (11, "Scan csv", [[23, 27]], False, "read"),
           (12, "Filter", [[130, 131]], True, "join"),
           (13, "Project", [[29, 41]], False, "project"),
           (14, "BroadcastExchange", [[130, 131]], True, "join"),
           (16, "BroadcastHashJoin", [[130, 131]], False, "join"),
           (17, "Project", [[134, 135], [130, 131]], False, "project"),
           (18, "HashAggregate", [[136, 136]], True, "distinct"),
           (19, "Exchange", [[136, 136]], True, "distinct"),
           (22, "HashAggregate", [[136, 136], [148, 148]], False, "distinct"),
           (23, "CollectLimit", [[148, 148]], True, "limit")])

L["jgp_ch12_join_final_scala"] = dict(
    dataframe="institPerCountyDf.show(200, false), line 170 ('Final list'); institPerCountyDf = higherEdDf.join(countyZipDf, "
              "cond, \"inner\").drop(countyZipDf.col(\"zip\")) (117-121) .join(censusDf, cond, \"left\").drop(censusDf.col("
              "\"county\")) (147-151) .drop(F.col(\"zip\")).drop(F.col(\"county\")).drop(\"countyId\").distinct (154-158); "
              "higherEdDf: read (58-62), filter + withColumns + drops (64-94); countyZipDf: read (101-105) + drops; censusDf: "
              "read (30-35) + drops and renames (37-50)",
    notes="The Scala port of lab300 (Java and Python twins in the same repository; lab301 a near copy). ",
    nodes=[(1, "Scan csv", [[58, 62], [65, 65]], False, "read"),
           (2, "Filter", [[65, 65], [119, 121]], False, "filter"),
           (3, "Project", [[64, 66]], False, "project"),
           (4, "Project", [[76, 94], [68, 74]], False, "project"),
           (5, "BroadcastExchange", [[119, 121]], True, "join"),
           (7, "Scan csv", [[101, 105]], False, "read"),
           (8, "Filter", [[119, 121]], True, "join"),
           (9, "BroadcastHashJoin", [[119, 121]], False, "join"),
           (10, "Project", [[119, 121], [154, 157]], True, "project", AMB),
           (11, "Scan csv", [[30, 35]], False, "read"),
           (12, "Filter", [[149, 151]], True, "join"),
           (13, "Project", [[37, 50]], False, "project"),
           (14, "BroadcastExchange", [[149, 151]], True, "join"),
           (16, "BroadcastHashJoin", [[149, 151]], False, "join"),
           (17, "Project", [[154, 157], [149, 151]], False, "project"),
           (18, "HashAggregate", [[158, 158]], True, "distinct"),
           (19, "Exchange", [[158, 158]], True, "distinct"),
           (22, "HashAggregate", [[158, 158], [170, 170]], False, "distinct"),
           (23, "CollectLimit", [[170, 170]], True, "limit")])

# ---- ch12 lab920: explode a JSON array, SQL over the view (Java, Python) -----------------------------------------
L["jgp_ch12_json_sql_java"] = dict(
    dataframe="authorsOfReferenceBookDf.show(false), line 50; authorsOfReferenceBookDf = spark.sql(\"SELECT items.author FROM "
              "books WHERE items.category = 'reference'\") (47-49) over the view books (46) of df.withColumn(\"items\", "
              "explode(store.book)) (42-43) of spark.read().format(\"json\")...load(\"data/json/store.json\") (36-39)",
    notes="Python and Scala twins in the same repository. The explode's inferred size/isnotnull Filter is derived at the "
          "explode, the Project keeping only the exploded field derived and ambiguous; the SELECT's Project also holds "
          "show()'s string cast. ", form="sql-string",
    nodes=[(1, "Scan json", [[36, 39]], False, "read"),
           (2, "Filter", [[42, 43]], True, "explode"),
           (3, "Project", [[42, 43], [49, 49]], True, "project", AMB),
           (4, "Generate", [[42, 43]], False, "explode"),
           (5, "Filter", [[49, 49]], False, "filter"),
           (6, "Project", [[49, 49], [50, 50]], False, "project"),
           (7, "CollectLimit", [[50, 50]], True, "limit")])

L["jgp_ch12_json_sql_py"] = dict(
    dataframe="authorsOfReferenceBookDf.show(truncate=False) in main, line 33; authorsOfReferenceBookDf = spark.sql(sqlQuery) "
              "(32), sqlQuery = \"SELECT items.author FROM books WHERE items.category = 'reference'\" (30), the view books (29) "
              "of df.withColumn(\"items\", F.explode(...)) (26) of spark.read.format(\"json\")...load(...) (21-23)",
    notes="The Python port of lab920 (Java and Scala twins in the same repository). The SQL text is in a variable (30) "
          "run at 32: the SQL's nodes accept both lines. ", form="sql-string",
    nodes=[(1, "Scan json", [[21, 23]], False, "read"),
           (2, "Filter", [[26, 26]], True, "explode"),
           (3, "Project", [[26, 26], [30, 30]], True, "project", AMB),
           (4, "Generate", [[26, 26]], False, "explode"),
           (5, "Filter", [[30, 30], [32, 32]], False, "filter"),
           (6, "Project", [[30, 30], [32, 33]], False, "project"),
           (7, "CollectLimit", [[33, 33]], True, "limit")])

# ---- ch13 lab110: flatten a shipment document: struct fields, explode; SQL count over the view (Java, Scala) -----
L["jgp_ch13_flatten_count_sql_scala"] = dict(
    dataframe="bookCountDf.show, line 63; bookCountDf = spark.sql(sqlQuery) (61), sqlQuery = \"SELECT COUNT(*) AS bookCount FROM "
              "shipment_detail\" (60), the view (58) of df3 = df2.withColumn(qty).withColumn(title).drop.drop (48-52), df2 = "
              "df.withColumn x8 + drops + withColumn(\"items\", F.explode(F.col(\"books\"))) (35-46), df = spark.read...load("
              "\"data/json/shipment.json\") (30-33)",
    notes="Java and Python twins in the same repository. The count prunes every column: the explode is kept, over the "
          "only field it needs (books.qty); its inferred size/isnotnull Filter is derived at the explode, the Project "
          "keeping the field and the empty Project derived and ambiguous. ", form="sql-string",
    nodes=[(1, "Scan json", [[30, 33]], False, "read"),
           (2, "Filter", [[46, 46]], True, "explode"),
           (3, "Project", [[46, 46], [49, 49]], True, "project", AMB),
           (4, "Generate", [[46, 46]], False, "explode"),
           (5, "Project", [[60, 61], [48, 52]], True, "project", AMB),
           (6, "HashAggregate", [[60, 61]], True, "aggregate"),
           (7, "Exchange", [[60, 61]], True, "aggregate"),
           (9, "HashAggregate", [[60, 61], [63, 63]], False, "aggregate")])

L["jgp_ch13_flatten_shipment_java"] = dict(
    dataframe="df.show(5, false), line 61; df = df.withColumn(qty).withColumn(title).drop(\"items\").drop(\"books\") (54-58) of "
              "df.withColumn x8 of supplier/customer fields, drops, withColumn(\"items\", explode(df.col(\"books\"))) (42-53) of "
              "spark.read().format(\"json\")...load(\"data/json/shipment.json\") (37-40)",
    notes="Python and Scala twins in the same repository. The eight struct-field withColumns and drops fold into one "
          "Project below the explode, the qty/title withColumns and drops into the one above it, which also holds "
          "show()'s string casts. ",
    nodes=[(1, "Scan json", [[37, 40]], False, "read"),
           (2, "Filter", [[53, 53]], True, "explode"),
           (3, "Project", [[42, 52]], False, "project"),
           (4, "Generate", [[53, 53]], False, "explode"),
           (5, "Project", [[54, 58], [61, 61]], False, "project"),
           (6, "CollectLimit", [[61, 61]], True, "limit")])

# ---- ch13 lab120: a nested document: join, struct of the detail's columns, groupBy + collect_list (Java, Python) --
L["jgp_ch13_nested_join_java"] = dict(
    dataframe="factSheetDf.show(3) in start(), line 73; factSheetDf = nestedJoin(businessDf, inspectionDf, \"business_id\", "
              "\"business_id\", \"inner\", \"inspections\") (66-72): leftDf.join(rightDf, ..., joinType) (103-106), "
              "resDf.select(allColumns) with struct(getColumns(rightDf)).alias(TEMP_COL) (126-130), groupBy(leftColumns).agg("
              "collect_list(col(TEMP_COL)).as(nestedCol)) (137-140); the reads in start() (48-51, 54-57)",
    notes="The work is in the static method nestedJoin, called from start(); the show of the debug branches (117, 133, "
          "144) does not run (log level). Python and Scala twins in the same repository (the Python one writes the steps "
          "inline). ",
    nodes=[(1, "Scan csv", [[48, 51]], False, "read"),
           (2, "Filter", [[103, 106]], True, "join"),
           (3, "BroadcastExchange", [[103, 106]], True, "join"),
           (5, "Scan csv", [[54, 57]], False, "read"),
           (6, "Filter", [[103, 106]], True, "join"),
           (7, "BroadcastHashJoin", [[103, 106]], False, "join"),
           (8, "Project", [[130, 130], [126, 127]], False, "project"),
           (9, "ObjectHashAggregate", [[137, 140]], True, "aggregate"),
           (10, "Exchange", [[137, 140]], True, "aggregate"),
           (13, "ObjectHashAggregate", [[137, 140], [73, 73]], False, "aggregate"),
           (14, "CollectLimit", [[73, 73]], True, "limit")])

L["jgp_ch13_nested_join_py"] = dict(
    dataframe="factSheetDf.show(3), line 67 (top-level code); factSheetDf = factSheetDf.groupBy(left_columns).agg("
              "F.collect_list(F.col(\"inspections\"))) (64) of resDf.withColumn(\"inspections\", struct_field).drop(...) "
              "(52-55) of businessDf.join(inspectionDf, join_condition, \"inner\").drop(...) (44-47); reads (26-28, 33-35)",
    notes="The Python port of lab120 writes nestedJoin's steps at the top level. The same frame before the groupBy is "
          "shown at 58 and counted at 60 (other queries). Java and Scala twins in the same repository. ",
    nodes=[(1, "Scan csv", [[26, 28]], False, "read"),
           (2, "Filter", [[46, 47]], True, "join"),
           (3, "BroadcastExchange", [[46, 47]], True, "join"),
           (5, "Scan csv", [[33, 35]], False, "read"),
           (6, "Filter", [[46, 47]], True, "join"),
           (7, "BroadcastHashJoin", [[46, 47]], False, "join"),
           (8, "Project", [[54, 55], [52, 52]], False, "project"),
           (9, "ObjectHashAggregate", [[64, 64]], True, "aggregate"),
           (10, "Exchange", [[64, 64]], True, "aggregate"),
           (13, "ObjectHashAggregate", [[64, 64], [67, 67]], False, "aggregate"),
           (14, "CollectLimit", [[67, 67]], True, "limit")])

# ---- ch14 lab200: a UDF over a cross join (Java UDF class, Python UDF, Scala UDF class) ---------------------------
L["jgp_ch14_library_udf_java"] = dict(
    dataframe="finalDf.show(), line 98; finalDf = df.withColumn(\"open\", callUDF(\"isOpen\", ...)).drop x6 (80-97), df = "
              "librariesDf.crossJoin(dateTimeDf) (76); librariesDf = spark.read()...load(...).drop x12 (52-68); dateTimeDf = "
              "createDataframe(spark) (72): createDataFrame(rows, schema).withColumn(to_timestamp).drop (116-119); the UDF "
              "registered as \"isOpen\" (45-50), its class IsOpenUdf.java",
    notes="The Java UDF is an expression inside the Project that show() also fills with its string casts (no node of "
          "its own): that Project accepts the withColumn, its drops, the registration and the show. show()'s limit is "
          "pushed below the cross join (LocalLimit, derived at the show). createDataframe's local rows, with the "
          "timestamp folded in, are the LocalTableScan. Python and Scala twins in the same repository; lab210 runs the "
          "same UDF from SQL. ",
    nodes=[(1, "Scan csv", [[52, 56], [57, 68]], False, "read"),
           (2, "LocalLimit", [[98, 98]], True, "limit"),
           (3, "LocalTableScan", [[116, 119]], False, "read"),
           (4, "BroadcastExchange", [[76, 76]], True, "join"),
           (6, "BroadcastNestedLoopJoin", [[76, 76]], False, "join"),
           (7, "Project", [[80, 97], [45, 50], [98, 98]], False, "udf"),
           (8, "CollectLimit", [[98, 98]], True, "limit")])

L["jgp_ch14_library_udf_py"] = dict(
    dataframe="finalDf.show() in main, line 110; finalDf = df.withColumn(\"open\", open(F.col(...), ...)).drop x6 (94-108), "
              "open = F.udf(is_open, BooleanType()) (89), df = librariesDf.crossJoin(dateTimeDf) (84); librariesDf = "
              "spark.read...load(...).drop(...) (69-75); dateTimeDf = create_dataframe(spark).drop(\"id\") (80): "
              "createDataFrame + withColumn(to_timestamp) + drop (28-30)",
    notes="The Python port of lab200 (Java and Scala twins with a Java/Scala UDF class). The Python UDF is an "
          "ArrowEvalPython node (the withColumn or the F.udf line); show()'s limit is pushed into both sides of the "
          "cross join and above it (three LocalLimits, derived at the show). ",
    nodes=[(1, "Scan csv", [[69, 73], [74, 75]], False, "read"),
           (2, "LocalLimit", [[110, 110]], True, "limit"),
           (3, "BroadcastExchange", [[84, 84]], True, "join"),
           (5, "Scan ExistingRDD", [[28, 28]], False, "read"),
           (6, "Project", [[29, 30], [80, 80]], False, "project"),
           (7, "LocalLimit", [[110, 110]], True, "limit"),
           (8, "BroadcastNestedLoopJoin", [[84, 84]], False, "join"),
           (9, "LocalLimit", [[110, 110]], True, "limit"),
           (10, "ArrowEvalPython", [[94, 102], [89, 89]], False, "udf"),
           (11, "Project", [[94, 108], [110, 110]], False, "project"),
           (12, "CollectLimit", [[110, 110]], True, "limit")])

L["jgp_ch14_library_udf_scala"] = dict(
    dataframe="finalDf.show(), line 75; finalDf = df.withColumn(\"open\", F.callUDF(\"isOpen\", ...)).drop x6 (63-73), df = "
              "librariesDf.crossJoin(dateTimeDf) (59); librariesDf = spark.read...load(...).drop x12 (33-50); dateTimeDf = "
              "createDataframe(spark) (55): createDataFrame(rows, schema).withColumn(to_timestamp).drop (92-94); the UDF "
              "registered at 31, its class IsOpenScalaUdf.scala",
    notes="The Scala port of lab200 (Java and Python twins in the same repository). As in Java, the UDF is an expression "
          "of the Project show() fills. ",
    nodes=[(1, "Scan csv", [[33, 38], [39, 50]], False, "read"),
           (2, "LocalLimit", [[75, 75]], True, "limit"),
           (3, "LocalTableScan", [[92, 94]], False, "read"),
           (4, "BroadcastExchange", [[59, 59]], True, "join"),
           (6, "BroadcastNestedLoopJoin", [[59, 59]], False, "join"),
           (7, "Project", [[63, 73], [31, 31], [75, 75]], False, "udf"),
           (8, "CollectLimit", [[75, 75]], True, "limit")])

# ---- ch15 lab100: groupBy + three aggregates, written with the DataFrame API and again in SQL (Java, Python, Scala) --
L["jgp_ch15_orders_api_java"] = dict(
    dataframe="apiDf.show(20), line 53; apiDf = df.groupBy(col(\"firstName\"), col(\"lastName\"), col(\"state\")).agg(sum("
              "\"quantity\"), sum(\"revenue\"), avg(\"revenue\")) (50-52), df = spark.read().format(\"csv\")...load("
              "\"data/orders/orders.csv\") (44-47)",
    notes="The same query is written again in SQL in the same method (sqlStatement 57-65, spark.sql 66, shown at 67): "
          "both are accepted, the DataFrame one ran (true_lines). Python and Scala twins in the same repository. ",
    nodes=[(1, "Scan csv", [[44, 47]], False, "read"),
           (2, "HashAggregate", [[50, 52], [57, 66]], True, "aggregate", ran((50, 52))),
           (3, "Exchange", [[50, 52], [57, 66]], True, "aggregate", ran((50, 52))),
           (6, "HashAggregate", [[50, 52], [53, 53], [57, 66]], False, "aggregate", ran((50, 52), (53, 53)))])

L["jgp_ch15_orders_sql_py"] = dict(
    dataframe="sql_df.show(20) in main, line 41; sql_df = spark.sql(sql_query) (40), sql_query = \"SELECT firstName,lastName,"
              "state,SUM(quantity),SUM(revenue),AVG(revenue) FROM orders GROUP BY firstName, lastName, state\" (35-39), the "
              "view orders (33) of df = spark.read.format(\"csv\")...load(...) (21-24)",
    notes="The same query is written first with the DataFrame API in the same function (api_df 27-28, shown at 30): both "
          "are accepted, the SQL one ran (true_lines). The scan accepts the read and the FROM of the view. Java and "
          "Scala twins in the same repository. ", form="sql-string",
    nodes=[(1, "Scan csv", [[21, 24], [37, 37]], False, "read"),
           (2, "HashAggregate", [[35, 40], [27, 28]], True, "aggregate", ran((35, 40))),
           (3, "Exchange", [[35, 40], [27, 28]], True, "aggregate", ran((35, 40))),
           (6, "HashAggregate", [[35, 40], [41, 41], [27, 28]], False, "aggregate", ran((35, 40), (41, 41)))])

L["jgp_ch15_orders_api_scala"] = dict(
    dataframe="apiDf.show(20), line 42; apiDf = df.groupBy(col(\"firstName\"), col(\"lastName\"), col(\"state\")).agg(sum("
              "\"quantity\"), sum(\"revenue\"), avg(\"revenue\")) (38-40), df = spark.read...load(\"data/orders/orders.csv\") "
              "(31-35)",
    notes="The same query is written again in SQL in the same method (sqlQuery 47-49, spark.sql 51, shown at 52): both "
          "are accepted, the DataFrame one ran (true_lines). Java and Python twins in the same repository. ",
    nodes=[(1, "Scan csv", [[31, 35]], False, "read"),
           (2, "HashAggregate", [[38, 40], [47, 51]], True, "aggregate", ran((38, 40))),
           (3, "Exchange", [[38, 40], [47, 51]], True, "aggregate", ran((38, 40))),
           (6, "HashAggregate", [[38, 40], [42, 42], [47, 51]], False, "aggregate", ran((38, 40), (42, 42)))])


# ---- ch15 lab920: a left join, groupBy + count, orderBy (Java, Python, Scala) --------------------------------------
L["jgp_ch15_books_per_author_java"] = dict(
    dataframe="libraryDf.show(), line 59; libraryDf = libraryDf.orderBy(libraryDf.col(\"count\").desc()) (57) of authorsDf.join("
              "booksDf, authorsDf.col(\"id\").equalTo(booksDf.col(\"authorId\")), \"left\") (44-48) .withColumn(\"bookId\", ...)"
              ".drop(booksDf.col(\"id\")) (49-50) .groupBy(id, name, link).count() (51-55); authorsDf = spark.read()...load("
              "\"data/books/authors.csv\") (27-31), booksDf = spark.read()...load(\"data/books/books.csv\") (36-40)",
    notes="Python and Scala twins in the same repository; lab930 joins the same two files the same way (look-alike). "
          "The bookId column is never used: the Project after the join keeps only the grouping columns (derived, "
          "ambiguous: the withColumn/drop, the join, the groupBy). The left join's isnotnull Filter on the books side "
          "and the broadcast are derived at the join; the count's partial aggregate and Exchange derived at the "
          "groupBy; orderBy + show's limit are the TakeOrderedAndProject, which holds show()'s string casts. ",
    nodes=[(1, "Scan csv", [[27, 31]], False, "read"),
           (2, "Scan csv", [[36, 40]], False, "read"),
           (3, "Filter", [[44, 48]], True, "join"),
           (4, "BroadcastExchange", [[44, 48]], True, "join"),
           (6, "BroadcastHashJoin", [[44, 48]], False, "join"),
           (7, "Project", [[49, 50], [44, 48], [51, 55]], True, "project", AMB),
           (8, "HashAggregate", [[51, 55]], True, "aggregate"),
           (9, "Exchange", [[51, 55]], True, "aggregate"),
           (12, "HashAggregate", [[51, 55]], False, "aggregate"),
           (13, "TakeOrderedAndProject", [[57, 57], [59, 59]], False, "limit")])

L["jgp_ch15_books_per_author_py"] = dict(
    dataframe="libraryDf.show() in main, line 52; libraryDf = libraryDf.orderBy(F.col(\"count\").desc()) (50) of authorsDf.join("
              "booksDf, authorsDf.id == booksDf.authorId, \"left\") (44) .withColumn(\"bookId\", booksDf.id).drop(booksDf.id) "
              "(45-46) .groupBy(authorsDf.id, authorsDf.name, authorsDf.link).count() (47-48); authorsDf = spark.read...load("
              "authors_filename) (25-28), booksDf = spark.read...load(books_filename) (36-39)",
    notes="The Python port of lab920 (Java and Scala twins in the same repository; lab930 a look-alike). As in Java: "
          "the Project after the join is derived and ambiguous, the orderBy + show's limit one TakeOrderedAndProject. ",
    nodes=[(1, "Scan csv", [[25, 28]], False, "read"),
           (2, "Scan csv", [[36, 39]], False, "read"),
           (3, "Filter", [[44, 44]], True, "join"),
           (4, "BroadcastExchange", [[44, 44]], True, "join"),
           (6, "BroadcastHashJoin", [[44, 44]], False, "join"),
           (7, "Project", [[45, 46], [44, 44], [47, 48]], True, "project", AMB),
           (8, "HashAggregate", [[47, 48]], True, "aggregate"),
           (9, "Exchange", [[47, 48]], True, "aggregate"),
           (12, "HashAggregate", [[47, 48]], False, "aggregate"),
           (13, "TakeOrderedAndProject", [[50, 50], [52, 52]], False, "limit")])

L["jgp_ch15_books_per_author_scala"] = dict(
    dataframe="libraryDf.show, line 57; libraryDf = libraryDf.orderBy(libraryDf.col(\"count\").desc) (55) of authorsDf.join("
              "booksDf, authorsDf.col(\"id\") === booksDf.col(\"authorId\"), \"left\") (48-49) .withColumn(\"bookId\", ...)"
              ".drop(booksDf.col(\"id\")) (50-51) .groupBy(...).count (52-53); authorsDf = spark.read...load(filename) (29-33), "
              "booksDf = spark.read...load(filename) (39-43)",
    notes="The Scala port of lab920 (Java and Python twins in the same repository; lab930 a look-alike). As in Java. ",
    nodes=[(1, "Scan csv", [[29, 33]], False, "read"),
           (2, "Scan csv", [[39, 43]], False, "read"),
           (3, "Filter", [[48, 49]], True, "join"),
           (4, "BroadcastExchange", [[48, 49]], True, "join"),
           (6, "BroadcastHashJoin", [[48, 49]], False, "join"),
           (7, "Project", [[50, 51], [48, 49], [52, 53]], True, "project", AMB),
           (8, "HashAggregate", [[52, 53]], True, "aggregate"),
           (9, "Exchange", [[52, 53]], True, "aggregate"),
           (12, "HashAggregate", [[52, 53]], False, "aggregate"),
           (13, "TakeOrderedAndProject", [[55, 55], [57, 57]], False, "limit")])

# ---- ch15 lab300: NYC attendance, three loaders, unionByName, cache, two groupBy levels (Java, Python) -------------
L["jgp_ch15_nyc_absentee_java"] = dict(
    dataframe="absenteeRatioDf.show(5), line 145 ('Schools with the least absenteeism'); absenteeRatioDf = absenteeRatioDf"
              ".groupBy(col(\"schoolId\")).agg(avg(enrolled), avg(absent)).withColumn(\"%\", expr(...)).filter(...).orderBy("
              "\"%\", \"avg_enrolled\") (136-143) of masterDf.groupBy(schoolId, schoolYear).agg(max(enrolled), avg(absent)) "
              "(131-135); masterDf = the 2018 loader (53-54) unionByName the 2015 loader (56-57) unionByName the 2006 loader "
              "over two globs (59-62), cache() (63); loaders: loadDataUsing2018Format (185-191), loadData (253-259)",
    notes="The reads and their withColumns are in the loader methods (loadDataUsing2018Format, and loadData, run twice "
          "for the 2015 and the 2006/2012 files: both scans and Projects accept the same lines). The two unionByName "
          "are one Union. The cached relation is the InMemoryRelation/InMemoryTableScan (cache() at 63). Each groupBy's "
          "partial aggregate and Exchange are derived at it; the filter on avg_enrolled runs before the withColumn "
          "(%) Project; orderBy + show's limit are the TakeOrderedAndProject, with show()'s casts. The same query "
          "ordered the other way is shown at 148-150, the Python port in the same repository. ",
    nodes=[(1, "InMemoryTableScan", [[63, 63], [131, 132]], False, "cache"),
           (2, "InMemoryRelation", [[63, 63]], False, "cache"),
           (3, "Scan csv", [[185, 189]], False, "read"),
           (4, "Project", [[190, 191]], False, "project"),
           (5, "Scan csv", [[253, 257]], False, "read"),
           (6, "Project", [[259, 259]], False, "project"),
           (7, "Scan csv", [[253, 257]], False, "read"),
           (8, "Project", [[259, 259]], False, "project"),
           (9, "Union", [[56, 57], [59, 62]], False, "union"),
           (11, "HashAggregate", [[131, 135]], True, "aggregate"),
           (12, "Exchange", [[131, 135]], True, "aggregate"),
           (15, "HashAggregate", [[131, 135]], False, "aggregate"),
           (16, "HashAggregate", [[136, 140]], True, "aggregate"),
           (17, "Exchange", [[136, 140]], True, "aggregate"),
           (20, "HashAggregate", [[136, 140]], False, "aggregate"),
           (21, "Filter", [[142, 142]], False, "filter"),
           (22, "Project", [[141, 141]], False, "project"),
           (23, "TakeOrderedAndProject", [[143, 143], [145, 145]], False, "limit")])

L["jgp_ch15_nyc_absentee_py"] = dict(
    dataframe="absenteeRatioDf.show(5) in main, line 165 ('Schools with the least absenteeism'); absenteeRatioDf = "
              "absenteeRatioDf.groupBy(F.col(\"schoolId\")).agg(avg, avg).withColumn(\"%\", ...).filter(F.expr(\"avg_enrolled > "
              "10\")).orderBy(\"%\", \"avg_enrolled\") (158-162) of master_df.groupBy(schoolId, schoolYear).agg(F.max, F.avg) "
              "(155-156); master_df = four loads (76-82) unionByName x3 (84), cache() (86); loaders: "
              "load_data_using_2018_format (32-37), load_data (54-59)",
    notes="The Python port of lab300 (the Java lab in the same repository). Four loads, the 2006 loader called for "
          "200*.csv and 2012*.csv separately: three scans and Projects from load_data's lines. Spark 4's ANSI union "
          "makes schoolYear a bigint: the cast sits in each substring Project (which also accepts the union line). "
          "As in Java otherwise. ",
    nodes=[(1, "InMemoryTableScan", [[86, 86], [155, 155]], False, "cache"),
           (2, "InMemoryRelation", [[86, 86]], False, "cache"),
           (3, "Scan csv", [[32, 36]], False, "read"),
           (4, "Project", [[37, 37]], False, "project"),
           (5, "Scan csv", [[54, 58]], False, "read"),
           (6, "Project", [[59, 59], [84, 84]], False, "project"),
           (7, "Scan csv", [[54, 58]], False, "read"),
           (8, "Project", [[59, 59], [84, 84]], False, "project"),
           (9, "Scan csv", [[54, 58]], False, "read"),
           (10, "Project", [[59, 59], [84, 84]], False, "project"),
           (11, "Union", [[84, 84]], False, "union"),
           (13, "HashAggregate", [[155, 156]], True, "aggregate"),
           (14, "Exchange", [[155, 156]], True, "aggregate"),
           (17, "HashAggregate", [[155, 156]], False, "aggregate"),
           (18, "HashAggregate", [[158, 159]], True, "aggregate"),
           (19, "Exchange", [[158, 159]], True, "aggregate"),
           (22, "HashAggregate", [[158, 159]], False, "aggregate"),
           (23, "Filter", [[161, 161]], False, "filter"),
           (24, "Project", [[160, 160]], False, "project"),
           (25, "TakeOrderedAndProject", [[162, 162], [165, 165]], False, "limit")])

# ---- ch12 lab940: every join type in a loop over two local frames (Java "full", Python "left_anti") ---------------
L["jgp_ch12_all_joins_full_java"] = dict(
    dataframe="df.orderBy(dfLeft.col(\"id\")).show(), line 97, in the loop over join types (91-98), its third turn (\"full\"); "
              "df = dfLeft.join(dfRight, dfLeft.col(\"id\").equalTo(dfRight.col(\"id\")), joinType) (93-96); dfLeft = "
              "spark.createDataFrame(rows, schema) (59, rows 54-58), dfRight (68, rows 62-67)",
    notes="The loop runs the same lines for eleven join types; \"outer\", \"full\" and \"full_outer\" give the same plan "
          "(the event log's execution is the second of the three at line 97). The cross join at 101-102 is another "
          "query; Python and Scala twins in the same repository. The sort-merge join's Exchanges and Sorts are derived "
          "at the join, the orderBy's range Exchange at the orderBy; the top Project holds only show()'s string casts "
          "(derived at the show). ",
    nodes=[(1, "LocalTableScan", [[59, 59], [54, 58]], False, "read"),
           (2, "Exchange", [[93, 96]], True, "join"),
           (5, "Sort", [[93, 96]], True, "join"),
           (6, "LocalTableScan", [[68, 68], [62, 67]], False, "read"),
           (7, "Exchange", [[93, 96]], True, "join"),
           (10, "Sort", [[93, 96]], True, "join"),
           (11, "SortMergeJoin", [[93, 96]], False, "join"),
           (12, "Exchange", [[97, 97]], True, "sort"),
           (15, "Sort", [[97, 97]], False, "sort"),
           (16, "Project", [[97, 97]], True, "project")])

L["jgp_ch12_all_joins_anti_py"] = dict(
    dataframe="df.orderBy(left_df[\"id\"]).show() in main, line 66, in the loop over join types (63-66), its tenth turn "
              "(\"left_anti\"); df = left_df.join(right_df, left_df[\"id\"] == right_df[\"id\"], join_type) (65); left_df = "
              "create_left_df(spark) (43): spark.createDataFrame(rows, schema) (25); right_df = create_right_df(spark) (46): "
              "spark.createDataFrame(rows, schema) (40)",
    notes="The Python port of lab940 (Java and Scala twins in the same repository). The loop runs the same lines for "
          "eleven join types. The right side keeps only the key, non-null (Filter and Project derived at the join); "
          "the sort-merge join's Exchanges and Sorts derived at the join; orderBy + show's limit are the "
          "TakeOrderedAndProject. ",
    nodes=[(1, "Scan ExistingRDD", [[25, 25]], False, "read"),
           (2, "Exchange", [[65, 65]], True, "join"),
           (5, "Sort", [[65, 65]], True, "join"),
           (6, "Scan ExistingRDD", [[40, 40]], False, "read"),
           (7, "Filter", [[65, 65]], True, "join"),
           (8, "Project", [[65, 65]], True, "join"),
           (9, "Exchange", [[65, 65]], True, "join"),
           (12, "Sort", [[65, 65]], True, "join"),
           (13, "SortMergeJoin", [[65, 65]], False, "join"),
           (14, "TakeOrderedAndProject", [[66, 66]], False, "limit")])

# ---- ch12 lab990: a left semi self join, groupBy + collect_list (Scala) --------------------------------------------
L["jgp_ch12_selfjoin_collect_scala"] = dict(
    dataframe="listDf.show(false), line 52; listDf = joinedDf.groupBy(joinedDf.col(\"acct\")).agg(F.collect_list(\"bssn\"), "
              "F.collect_list(\"name\")) (48-50); joinedDf = df.join(rightDf, df.col(\"acct\") === rightDf.col(\"acct2\"), "
              "\"leftsemi\").drop x3 (40-44); rightDf = df.withColumnRenamed x3 .drop(\"tid\") (34-38); df = createDataframe("
              "spark) (31): spark.createDataFrame(rows, schema) (77, rows 70-75)",
    notes="Both sides are the same local rows (createDataframe); the right one, renamed and pruned to acct2, is its own "
          "LocalTableScan (accepting createDataFrame and the renames). setDf (54-56, collect_set) is a look-alike "
          "query; Java and Python twins in the same repository (selfJoinAndSelectApp.py another look-alike). The "
          "collect_list's partial aggregate and Exchange are derived at the groupBy; the final aggregate holds "
          "show()'s string casts. ",
    nodes=[(1, "LocalTableScan", [[77, 77], [70, 75]], False, "read"),
           (2, "LocalTableScan", [[77, 77], [34, 38]], False, "read"),
           (3, "BroadcastExchange", [[40, 41]], True, "join"),
           (5, "BroadcastHashJoin", [[40, 41]], False, "join"),
           (6, "ObjectHashAggregate", [[48, 50]], True, "aggregate"),
           (7, "Exchange", [[48, 50]], True, "aggregate"),
           (10, "ObjectHashAggregate", [[48, 50], [52, 52]], False, "aggregate")])

# ---- ch13 lab900: flatten an invoice document: two explodes, struct fields, toDF renames (Python) ------------------
L["jgp_ch13_flatten_invoice_py"] = dict(
    dataframe="flat_invoices_df.show(20, False) in main, line 59; flat_invoices_df = rename_all_df_columns(flat_invoices_df, "
              "new_columns).withColumn('date', F.lit('2019-10-05')) (56-57), rename_all_df_columns: df.toDF(*names) (29); "
              "flat_invoices_df = flatten_nested_structure(invoices_df) (50): select('*', F.explode(...)) (18), select(struct "
              "fields .*) (21), select('*', F.explode(...)).drop(...).withColumnRenamed(\"col\", \"salesByMonth\") (24-25); "
              "invoices_df = spark.read.format(\"json\")...load(...) (42-44)",
    notes="The work is in two module functions called from main. Each explode's inferred size/isnotnull Filter is "
          "derived at it; the struct-field select is the Project between them; the renames, the date column and "
          "show()'s string casts fold into the top Project. Java and Scala twins (a recursive flattener) in the same "
          "repository. ",
    nodes=[(1, "Scan json", [[42, 44]], False, "read"),
           (2, "Filter", [[18, 18]], True, "explode"),
           (3, "Generate", [[18, 18]], False, "explode"),
           (4, "Filter", [[24, 24]], True, "explode"),
           (5, "Project", [[21, 21]], False, "project"),
           (6, "Generate", [[24, 24]], False, "explode"),
           (7, "Project", [[56, 57], [29, 29], [24, 25], [59, 59]], False, "project"),
           (8, "CollectLimit", [[59, 59]], True, "limit")])

# ---- ch15 lab930: a left join, orderBy, a struct column, groupBy + collect_list (Scala) ----------------------------
L["jgp_ch15_list_books_struct_scala"] = dict(
    dataframe="booksByAuthorDf.show(false), line 68 (the list of structs); booksByAuthorDf = libraryDf.select(\"authorId\", "
              "\"name\", \"bookId\", \"title\").withColumn(\"book\", struct(col(\"bookId\"), col(\"title\"))).drop(\"bookId\", "
              "\"title\").groupBy(col(\"authorId\"), col(\"name\")).agg(collect_list(\"book\").as(\"book\")) (61-66); libraryDf = "
              "authorsDf.join(booksDf, ..., \"left\").withColumn(\"bookId\", booksDf.col(\"id\")).drop(booksDf.col(\"id\"))"
              ".orderBy(col(\"name\").asc) (43-47); reads (30-34, 37-41)",
    notes="libraryDf is shown at 49 and grouped by name only at 53-57 (other queries); Java and Python twins in the same "
          "repository, lab920 a look-alike. The orderBy's range Exchange is derived at it; the groupBy needs no "
          "shuffle of its own after it (one ObjectHashAggregate, holding show()'s string casts). ",
    nodes=[(1, "Scan csv", [[30, 34]], False, "read"),
           (2, "Scan csv", [[37, 41]], False, "read"),
           (3, "Filter", [[43, 44]], True, "join"),
           (4, "BroadcastExchange", [[43, 44]], True, "join"),
           (6, "BroadcastHashJoin", [[43, 44]], False, "join"),
           (7, "Project", [[45, 46], [62, 62]], False, "project"),
           (8, "Exchange", [[47, 47]], True, "sort"),
           (11, "Sort", [[47, 47]], False, "sort"),
           (12, "Project", [[63, 64]], False, "project"),
           (13, "ObjectHashAggregate", [[65, 66], [68, 68]], False, "aggregate"),
           (14, "CollectLimit", [[68, 68]], True, "limit")])


# ---- ch16 lab200: Brazil statistics, one aggregation run without cache, cached and checkpointed (Java only) --------
BRAZIL_AGG = "df = df.orderBy(col(\"CAPITAL\").desc()) (91) .withColumn x6 (92-99) .groupBy(\"STATE\").agg(first, 14 sums) (100-116) " \
             ".withColumn(\"agr_area\", ...) (117) .orderBy(col(\"STATE\")) (119) .withColumn(\"gdp_capita\", ...) (120) in process(); " \
             "df = spark.read()...load(\"data/brazil/BRAZIL_CITIES.csv\") (57-63) in start(), passed to process() four times " \
             "(no cache, cache() at 123, checkpoint() at 127, checkpoint(false) at 131)"
BRAZIL_NOTES = "process() runs four times (lines 69-78), each run showing the same nine reports: the site of the show " \
               "ran four plans. The first() aggregate makes the groupBy a SortAggregate pair: its Sorts, Exchange and partial " \
               "aggregate are derived at the groupBy; the agr_area withColumn folds into the final aggregate; the " \
               "orderBy(CAPITAL) before the groupBy is a Sort with its range Exchange derived. "
L["jgp_ch16_brazil_pure_java"] = dict(
    dataframe="df.show(5), line 135, in the first process() (Mode.NO_CACHE_NO_CHECKPOINT); " + BRAZIL_AGG,
    notes=BRAZIL_NOTES + "Without cache the orderBy(STATE), the gdp_capita withColumn and show()'s limit and casts are one "
          "TakeOrderedAndProject. ",
    nodes=[(1, "Scan csv", [[57, 63]], False, "read"),
           (2, "Exchange", [[91, 91]], True, "sort"),
           (5, "Sort", [[91, 91]], False, "sort"),
           (6, "Project", [[92, 99]], False, "project"),
           (7, "Sort", [[100, 116]], True, "aggregate"),
           (8, "SortAggregate", [[100, 116]], True, "aggregate"),
           (9, "Exchange", [[100, 116]], True, "aggregate"),
           (12, "Sort", [[100, 116]], True, "aggregate"),
           (13, "SortAggregate", [[100, 116], [117, 117]], False, "aggregate"),
           (14, "TakeOrderedAndProject", [[119, 120], [135, 135]], False, "limit")])

L["jgp_ch16_brazil_pop_cache_java"] = dict(
    dataframe="popDf.show(30), line 149, in the second process() (Mode.CACHE: df = df.cache(), 123); popDf = df.drop(...)"
              ".orderBy(col(\"pop_2016\").desc()) (142-148); " + BRAZIL_AGG,
    notes=BRAZIL_NOTES + "The cached relation (cache() at 123) is the InMemoryRelation/InMemoryTableScan, holding the whole "
          "aggregation: there the orderBy(STATE) is a Sort with its range Exchange derived, the gdp_capita withColumn a "
          "Project. The drop prunes the cached scan's columns; orderBy(pop_2016) + show are the TakeOrderedAndProject. "
          "The same report without cache at the same line in the first process() run. ",
    nodes=[(1, "InMemoryTableScan", [[123, 123], [142, 143]], False, "cache"),
           (2, "InMemoryRelation", [[123, 123]], False, "cache"),
           (3, "Scan csv", [[57, 63]], False, "read"),
           (4, "Exchange", [[91, 91]], True, "sort"),
           (7, "Sort", [[91, 91]], False, "sort"),
           (8, "Project", [[92, 99]], False, "project"),
           (9, "Sort", [[100, 116]], True, "aggregate"),
           (10, "SortAggregate", [[100, 116]], True, "aggregate"),
           (11, "Exchange", [[100, 116]], True, "aggregate"),
           (14, "Sort", [[100, 116]], True, "aggregate"),
           (15, "SortAggregate", [[100, 116], [117, 117]], False, "aggregate"),
           (16, "Exchange", [[119, 119]], True, "sort"),
           (18, "Sort", [[119, 119]], False, "sort"),
           (19, "Project", [[120, 120]], False, "project"),
           (33, "TakeOrderedAndProject", [[148, 148], [149, 149], [143, 147]], False, "limit")])

L["jgp_ch16_brazil_post_office_cache_java"] = dict(
    dataframe="postOfficePopDf.show(5), line 235, in the second process() (Mode.CACHE); postOfficePopDf = postOfficeDf.drop("
              "\"post_office_100k_km2\", \"area\").orderBy(...) (232-234); postOfficeDf = df.withColumn x2 (211-214).drop(...) "
              "(215-218).orderBy(col(\"post_office_1m_inh\").desc()) (219), then postOfficeDf.cache() (222); df cached at 123; "
              + BRAZIL_AGG,
    notes=BRAZIL_NOTES + "Two caches, one inside the other: postOfficeDf's (222, the outer InMemoryRelation/InMemoryTableScan) "
          "over df's (123). In postOfficeDf the withColumns (the unused post_office_100k_km2 too) are one Project, its "
          "orderBy a Sort with its range Exchange derived; the outer orderBy + show are the TakeOrderedAndProject. ",
    nodes=[(1, "InMemoryTableScan", [[222, 222], [232, 233]], False, "cache"),
           (2, "InMemoryRelation", [[222, 222]], False, "cache"),
           (3, "InMemoryTableScan", [[123, 123], [210, 211]], False, "cache"),
           (4, "InMemoryRelation", [[123, 123]], False, "cache"),
           (5, "Scan csv", [[57, 63]], False, "read"),
           (6, "Exchange", [[91, 91]], True, "sort"),
           (9, "Sort", [[91, 91]], False, "sort"),
           (10, "Project", [[92, 99]], False, "project"),
           (11, "Sort", [[100, 116]], True, "aggregate"),
           (12, "SortAggregate", [[100, 116]], True, "aggregate"),
           (13, "Exchange", [[100, 116]], True, "aggregate"),
           (16, "Sort", [[100, 116]], True, "aggregate"),
           (17, "SortAggregate", [[100, 116], [117, 117]], False, "aggregate"),
           (18, "Exchange", [[119, 119]], True, "sort"),
           (20, "Sort", [[119, 119]], False, "sort"),
           (21, "Project", [[120, 120]], False, "project"),
           (35, "Project", [[211, 214], [215, 218]], False, "project"),
           (36, "Exchange", [[219, 219]], True, "sort"),
           (38, "Sort", [[219, 219]], False, "sort"),
           (45, "TakeOrderedAndProject", [[234, 234], [235, 235], [233, 233]], False, "limit")])

L["jgp_ch16_brazil_agriculture_java"] = dict(
    dataframe="agricultureDf.show(5), line 274, in the first process() (no cache); agricultureDf = df.withColumn(\"agr_area_pct\", "
              "...).withColumn(\"area\", ...).drop(...).orderBy(col(\"agr_area_pct\").desc()) (263-273); " + BRAZIL_AGG,
    notes=BRAZIL_NOTES + "Only the columns the report keeps are read and summed; the two withColumns are the Project above "
          "the aggregate (gdp_capita and the orderBy(STATE) pruned away), orderBy + show the TakeOrderedAndProject. ",
    nodes=[(1, "Scan csv", [[57, 63]], False, "read"),
           (2, "Exchange", [[91, 91]], True, "sort"),
           (5, "Sort", [[91, 91]], False, "sort"),
           (6, "Project", [[92, 99]], False, "project"),
           (7, "Sort", [[100, 116]], True, "aggregate"),
           (8, "SortAggregate", [[100, 116]], True, "aggregate"),
           (9, "Exchange", [[100, 116]], True, "aggregate"),
           (12, "Sort", [[100, 116]], True, "aggregate"),
           (13, "SortAggregate", [[100, 116], [117, 117]], False, "aggregate"),
           (14, "Project", [[264, 267], [268, 272]], False, "project"),
           (15, "TakeOrderedAndProject", [[273, 273], [274, 274]], False, "limit")])

L["jgp_ch16_brazil_vehicles_checkpoint_java"] = dict(
    dataframe="vehiclesDf.show(5), line 257, in the third process() (Mode.CHECKPOINT: df = df.checkpoint(), 127); vehiclesDf = "
              "df.withColumn(\"veh_1k_inh\", ...).drop(...).orderBy(col(\"veh_1k_inh\").desc()) (248-256); " + BRAZIL_AGG,
    notes=BRAZIL_NOTES + "After the eager checkpoint (127) the aggregation is an RDD: the Scan ExistingRDD (kind cache, the "
          "checkpoint and the query's use); the withColumn and drop are one Project, orderBy + show the "
          "TakeOrderedAndProject. The fourth run (checkpoint(false) at 131) shows the same plan at the same line. ",
    nodes=[(1, "Scan ExistingRDD", [[127, 127], [248, 248]], False, "cache"),
           (2, "Project", [[249, 250], [251, 255]], False, "project"),
           (3, "TakeOrderedAndProject", [[256, 256], [257, 257]], False, "limit")])

for _case in ("jgp_ch16_brazil_pure_java", "jgp_ch16_brazil_pop_cache_java", "jgp_ch16_brazil_post_office_cache_java",
              "jgp_ch16_brazil_agriculture_java", "jgp_ch16_brazil_vehicles_checkpoint_java"):
    L[_case]["nodes"] = [n + (within("process"),) if 87 <= n[2][0][0] <= 283 else n for n in L[_case]["nodes"]]

# ---- ch16 lab100: generated records, a filter, then cache or checkpoint, two counts per group (Java only) ---------
RECORDS = "src/main/java/net/jgp/books/spark/ch16/lab100_cache_checkpoint/RecordGeneratorUtils.java"
L["jgp_ch16_cache_lang_java"] = dict(
    dataframe="langDf = topDf.groupBy(\"lang\").count().orderBy(\"lang\").collectAsList(), line 99, in processDataframe() run "
              "with Mode.CACHE: topDf = df.filter(col(\"rating\").equalTo(5)) (83), topDf = topDf.cache() (86); df = "
              "RecordGeneratorUtils.createDataframe(spark, 1000) (79-80): spark.createDataFrame(rows, schema) (83 of "
              "RecordGeneratorUtils.java)",
    notes="processDataframe runs four times (no cache, cache, checkpoint, checkpoint(false)); the look-alike "
          "CacheCheckpointCommandLineApp holds the same method. The rows are local: the filter folds into the "
          "LocalTableScan, labelled at createDataFrame in RecordGeneratorUtils. The cache is the InMemoryRelation/"
          "InMemoryTableScan; the groupBy's partial aggregate and Exchange are derived, the orderBy a Sort with its "
          "range Exchange derived; all of the query is on line 99. ",
    nodes=[(1, "InMemoryTableScan", [[86, 86], [99, 99]], False, "cache"),
           (2, "InMemoryRelation", [[86, 86]], False, "cache"),
           (3, "LocalTableScan", [[83, 83]], False, "read", infile(RECORDS)),
           (5, "HashAggregate", [[99, 99]], True, "aggregate"),
           (6, "Exchange", [[99, 99]], True, "aggregate"),
           (9, "HashAggregate", [[99, 99]], False, "aggregate"),
           (10, "Exchange", [[99, 99]], True, "sort"),
           (13, "Sort", [[99, 99]], False, "sort")])

L["jgp_ch16_checkpoint_year_java"] = dict(
    dataframe="yearDf = topDf.groupBy(\"year\").count().orderBy(col(\"year\").desc()).collectAsList(), lines 100-102, in "
              "processDataframe() run with Mode.CHECKPOINT: topDf = df.filter(...) (83), topDf = topDf.checkpoint() (90); df "
              "from RecordGeneratorUtils.createDataframe (79-80)",
    notes="After the eager checkpoint (90) topDf is an RDD: the Scan ExistingRDD (kind cache: the checkpoint and the "
          "query's use), the Project keeping the year derived at the groupBy. The groupBy's partial aggregate and Exchange "
          "are derived, the orderBy a Sort with its range Exchange derived. The run with checkpoint(false) (94) has the "
          "same plan at the same line; CacheCheckpointCommandLineApp is a look-alike. ",
    nodes=[(1, "Scan ExistingRDD", [[90, 90], [101, 101]], False, "cache"),
           (2, "Project", [[101, 101]], True, "project"),
           (3, "HashAggregate", [[101, 101]], True, "aggregate"),
           (4, "Exchange", [[101, 101]], True, "aggregate"),
           (7, "HashAggregate", [[101, 101]], False, "aggregate"),
           (8, "Exchange", [[101, 101]], True, "sort"),
           (11, "Sort", [[101, 101]], False, "sort")])

# ---- ch03 lab230: two loaders, unionByName (Java, Scala) -------------------------------------------------------
L["jgp_ch03_union_java"] = dict(
    dataframe="df.show(5), line 56, in combineDataframes(): df = df1.unionByName(df2) (55); df1 = buildWakeRestaurantsDataframe(): "
              "read csv (71-73) + withColumn/renames/drops (74-90) + withColumn(\"id\", concat(...)) (91-95); df2 = "
              "buildDurhamRestaurantsDataframe(): read json (109-110) + withColumns/drops (111-129) + id (130-133)",
    notes="The Scala port in the same repository; the same transformations in lab200 and lab220 (look-alikes). Each "
          "loader's columns fold into one Project, which also holds show()'s string casts; show()'s limit is pushed into "
          "both sides of the Union (LocalLimits, derived at the show) and is the CollectLimit. ",
    nodes=[(1, "Scan csv", [[71, 73]], False, "read"),
           (2, "Project", [[74, 95]], False, "project"),
           (3, "LocalLimit", [[56, 56]], True, "limit"),
           (4, "Scan json", [[109, 110]], False, "read"),
           (5, "Project", [[111, 133]], False, "project"),
           (6, "LocalLimit", [[56, 56]], True, "limit"),
           (7, "Union", [[55, 55]], False, "union"),
           (8, "CollectLimit", [[56, 56]], True, "limit")])

L["jgp_ch03_union_scala"] = dict(
    dataframe="df.show(5), line 42, in combineDataframes(): val df = df1.unionByName(df2) (41); the reads in main (22-23, 25-26), "
              "passed to buildWakeRestaurantsDataframe (56-73) and buildDurhamRestaurantsDataframe (86-103)",
    notes="The Scala port of lab230 (the Java lab in the same repository). The reads are in main(), the columns in the two "
          "builder functions; each builder's columns are one Project with show()'s casts; show()'s limit is pushed into "
          "both sides of the Union (LocalLimits, derived at the show). ",
    nodes=[(1, "Scan csv", [[22, 23]], False, "read"),
           (2, "Project", [[56, 73]], False, "project"),
           (3, "LocalLimit", [[42, 42]], True, "limit"),
           (4, "Scan json", [[25, 26]], False, "read"),
           (5, "Project", [[86, 103]], False, "project"),
           (6, "LocalLimit", [[42, 42]], True, "limit"),
           (7, "Union", [[41, 41]], False, "union"),
           (8, "CollectLimit", [[42, 42]], True, "limit")])

# ---- ch03 lab320/lab321: csv to a Dataset<Book> (map with a bean encoder) and back (Java, Scala) -----------------
OWNER320 = owned_by("CsvToDatasetBookToDataframeApp")
L["jgp_ch03_books_dataset_java"] = dict(
    dataframe="df2.show(5, 13), line 113; df2 = bookDs.toDF() (96) .withColumn(\"releaseDateAsString\", concat(...)) (97-102) "
              ".withColumn(\"releaseDateAsDate\", to_date(...)).drop(\"releaseDateAsString\") (107-111); bookDs = df.map(new "
              "BookMapper(), Encoders.bean(Book.class)) (89-91); df = spark.read()...load(\"data/books.csv\") (80-83)",
    notes="lab321 is a near copy (the legacy parser set in the builder rather than by spark.sql), the Scala port maps with "
          "a case class. The map is DeserializeToObject/MapElements/SerializeFromObject (the first and last derived); "
          "the withColumns, drop and show()'s casts are the Project. ",
    nodes=[(1, "Scan csv", [[80, 83]], False, "read", OWNER320),
           (2, "DeserializeToObject", [[89, 91]], True, "project", OWNER320),
           (3, "MapElements", [[89, 91]], False, "project", OWNER320),
           (4, "SerializeFromObject", [[89, 91]], True, "project", OWNER320),
           (5, "Project", [[107, 111], [97, 102], [113, 113]], False, "project", OWNER320),
           (6, "CollectLimit", [[113, 113]], True, "limit", OWNER320)])

L["jgp_ch03_books_dataset_lab321_java"] = dict(
    dataframe="df2.show(5, 13), line 111; df2 = bookDs.toDF() (94) .withColumn(\"releaseDateAsString\", ...) (95-100) "
              ".withColumn(\"releaseDateAsDate\", ...).drop(...) (105-109); bookDs = df.map(new BookMapper(), "
              "Encoders.bean(Book.class)) (87-89); df = spark.read()...load(\"data/books.csv\") (78-81)",
    notes="A near copy of lab320 (same class name in another package; lab320 the look-alike, never an alternative). "
          "The map is DeserializeToObject/MapElements/SerializeFromObject; the withColumns, drop and show()'s casts "
          "are the Project. ",
    nodes=[(1, "Scan csv", [[78, 81]], False, "read", OWNER320),
           (2, "DeserializeToObject", [[87, 89]], True, "project", OWNER320),
           (3, "MapElements", [[87, 89]], False, "project", OWNER320),
           (4, "SerializeFromObject", [[87, 89]], True, "project", OWNER320),
           (5, "Project", [[105, 109], [95, 100], [111, 111]], False, "project", OWNER320),
           (6, "CollectLimit", [[111, 111]], True, "limit", OWNER320)])

L["jgp_ch03_books_dataset_scala"] = dict(
    dataframe="df2.show(5, 13), line 77; df2 = bookDs.toDF (71) .withColumn(\"releaseDateAsString\", F.date_format(...)) (73-74); "
              "bookDs = df.map(rowToBook) (65, with import spark.implicits._ at 64); df = spark.read...load(filename) (55-58)",
    notes="The Scala port of lab320 (the Java labs 320 and 321 in the same repository). The map is "
          "DeserializeToObject/MapElements/SerializeFromObject; the withColumn and show()'s casts are the Project. ",
    nodes=[(1, "Scan csv", [[55, 58]], False, "read"),
           (2, "DeserializeToObject", [[65, 65]], True, "project"),
           (3, "MapElements", [[65, 65]], False, "project"),
           (4, "SerializeFromObject", [[65, 65]], True, "project"),
           (5, "Project", [[73, 74], [77, 77]], False, "project"),
           (6, "CollectLimit", [[77, 77]], True, "limit")])

# ---- ch11: SQL over views after DataFrame-API preparation (Java, Python, Scala) ----------------------------------
SQL_API = ("The 29 drops in a loop are column pruning (the scan reads three columns); the evolution withColumn is the "
           "Project, and its expression is in the SQL WHERE's Filter too. SQL over the view: the scan accepts the read, "
           "the drops and the FROM line; ORDER BY + LIMIT (or ORDER BY and show()'s limit) are the TakeOrderedAndProject "
           "with show()'s casts. ")
L["jgp_ch11_sql_api_negative_java"] = dict(
    dataframe="negativeEvolutionDf.show(15, false), line 198; negativeEvolutionDf = spark.sql(\"SELECT * FROM geodata WHERE geo IS "
              "NOT NULL AND evolution<=0 ORDER BY evolution LIMIT 25\") (190-195) over the view (188) of df.withColumn("
              "\"evolution\", expr(...)) (185-187), the drops (178-180) and spark.read()...load(...) (172-175)",
    notes="Python and Scala twins in the same repository, and the same preparation in lab400_delete. The second query "
          "(200-206) is another query. " + SQL_API, form="sql-string",
    nodes=[(1, "Scan csv", [[172, 175], [192, 192], [178, 180]], False, "read"),
           (2, "Filter", [[193, 193]], False, "filter"),
           (3, "Project", [[185, 187]], False, "project"),
           (4, "TakeOrderedAndProject", [[194, 195], [198, 198]], False, "limit")])

L["jgp_ch11_sql_api_negative_py"] = dict(
    dataframe="negativeEvolutionDf.show(15, False), line 82 (module level); negativeEvolutionDf = spark.sql(query1) (79), query1 = "
              "\"SELECT * FROM geodata WHERE geo IS NOT NULL AND evolution<=0 ORDER BY evolution LIMIT 25\" (72-77); the view (70) "
              "of df.withColumn(\"evolution\", F.expr(...)) (69), the drops (63-64), spark.read...load(...) (58-61)",
    notes="The Python port of the Java lab300 (Java and Scala twins; lab120_drop the same preparation). The SQL text is in "
          "a variable: its nodes accept the string's line and the spark.sql line. " + SQL_API, form="sql-string",
    nodes=[(1, "Scan csv", [[58, 61], [73, 73], [63, 64]], False, "read"),
           (2, "Filter", [[74, 74], [79, 79]], False, "filter"),
           (3, "Project", [[69, 69]], False, "project"),
           (4, "TakeOrderedAndProject", [[75, 76], [79, 79], [82, 82]], False, "limit")])

L["jgp_ch11_sql_api_million_scala"] = dict(
    dataframe="moreThanAMillionDf.show(15, false), line 101; moreThanAMillionDf = spark.sql(query2) (100), query2 = \"SELECT * FROM "
              "geodata WHERE geo IS NOT NULL AND evolution > 999999 ORDER BY evolution DESC LIMIT 25\" (92-98); the view (78) of "
              "df.withColumn(\"evolution\", F.expr(...)) (77), the drops (70-72), spark.read...load(...) (65-68)",
    notes="The Scala port's second query (query1 at 80-90 the first; Java and Python twins in the same repository). The SQL "
          "text is in a variable. " + SQL_API, form="sql-string",
    nodes=[(1, "Scan csv", [[65, 68], [94, 94], [70, 72]], False, "read"),
           (2, "Filter", [[95, 95], [100, 100]], False, "filter"),
           (3, "Project", [[77, 77]], False, "project"),
           (4, "TakeOrderedAndProject", [[96, 97], [100, 101]], False, "limit")])

L["jgp_ch11_drop_py"] = dict(
    dataframe="cleanedDf.show(20, False), line 89 (module level); cleanedDf = spark.sql(query) (86), query = \"SELECT * FROM geodata "
              "WHERE geo is not null and geo != 'Africa' ... order by yr2010 desc\" (78-84); the view (75) of df.withColumn("
              "\"evolution\", ...) (74), the drops (68-69), spark.read...load(...) (63-66)",
    notes="The Python port of the Java lab400_delete (its Scala port does not compile); lab110 the same preparation. The "
          "counts logged at 77 and 88 are not run (df.count without a call). " + SQL_API, form="sql-string",
    nodes=[(1, "Scan csv", [[63, 66], [79, 79], [68, 69]], False, "read"),
           (2, "Filter", [[80, 83], [86, 86]], False, "filter"),
           (3, "Project", [[74, 74]], False, "project"),
           (4, "TakeOrderedAndProject", [[83, 83], [86, 86], [89, 89]], False, "limit")])

L["jgp_ch11_drop_java"] = dict(
    dataframe="cleanedDf.show(20, false), line 209; cleanedDf = spark.sql(\"select * from geodata where geo is not null and geo != "
              "'Africa' ... order by yr2010 desc\") (195-206) over the view (192) of df.withColumn(\"evolution\", ...) (189-191), "
              "the drops (182-184), spark.read()...load(...) (176-179)",
    notes="The Python port in the same repository (lab120_drop); lab300 the same preparation. The counts at 194 and 208 "
          "are other queries. " + SQL_API, form="sql-string",
    nodes=[(1, "Scan csv", [[176, 179], [197, 197], [182, 184]], False, "read"),
           (2, "Filter", [[197, 205]], False, "filter"),
           (3, "Project", [[189, 191]], False, "project"),
           (4, "TakeOrderedAndProject", [[206, 206], [209, 209]], False, "limit")])

L["jgp_ch11_global_view_py"] = dict(
    dataframe="slightlyBiggerCountriesDf.show(10, False), line 56 (module level), in a second session: spark2 = spark.newSession() "
              "(53), slightlyBiggerCountriesDf = spark2.sql(query2) (54), query2 = \"SELECT * FROM global_temp.geodata WHERE "
              "yr1980 >= 1 ORDER BY 2 LIMIT 5\" (45-50); the global view (31) of spark.read...load(...) (26-29)",
    notes="The first query (query1, 34-43) differs only in its WHERE; the Java and Scala twins and lab100's temp-view "
          "look-alikes in the same repository. SQL over the global view: the scan accepts the read and the FROM line; "
          "the SQL in a variable accepts the string and spark2.sql; ORDER BY + LIMIT are the TakeOrderedAndProject with "
          "show()'s casts. ", form="sql-string",
    nodes=[(1, "Scan csv", [[26, 29], [46, 46]], False, "read"),
           (2, "Filter", [[47, 47], [54, 54]], False, "filter"),
           (3, "TakeOrderedAndProject", [[48, 49], [54, 54], [56, 56]], False, "limit")])


# ---- cases 44-61: ch04 (a union built in a loop), ch07 (reads of several formats), ch17 (exports) ----------------
SHOW_ONLY = ("show()'s string casts are a Project of their own (derived at the show), its limit the CollectLimit. ")

# ch17 lab100: two FIRMS csv files, a withColumn chain each, unionByName, a parquet write, a csv write after repartition
FIRES = ("The files come from the lab's own download, answered offline by our network stand-in with generated FIRMS "
         "files (capture README). Each file's withColumn/drop chain folds into one or two Projects (the MODIS "
         "confidence level's three withColumns split over two); unionByName is the Union; a write is WriteFiles "
         "(derived) and the InsertIntoHadoopFsRelationCommand, both at the write chain. ")
L["jgp_ch17_fires_parquet_java"] = dict(
    dataframe="wildfireDf.write().format(\"parquet\").mode(SaveMode.Overwrite).save(\"/tmp/fires_parquet\") (133-137); "
              "wildfireDf = viirsDf.unionByName(modisDf) (127); viirsDf = spark.read()...load(VIIRS file) (46-49) + withColumns, "
              "drops, rename, lits (50-66); modisDf = spark.read()...load(MODIS file) (81-84) + withColumns, drops, three "
              "confidence_level withColumns, drop, lits (85-115)",
    notes="Python and Scala twins in the same repository (lab910 a look-alike writing to Elasticsearch). " + FIRES,
    nodes=[(1, "Scan csv", [[46, 49]], False, "read"),
           (2, "Project", [[50, 66]], False, "project"),
           (3, "Scan csv", [[81, 84]], False, "read"),
           (4, "Project", [[85, 108]], False, "project"),
           (5, "Project", [[109, 115]], False, "project"),
           (6, "Union", [[127, 127]], False, "union"),
           (7, "WriteFiles", [[133, 137]], True, "write"),
           (8, "Execute InsertIntoHadoopFsRelationCommand", [[133, 137]], False, "write")])

L["jgp_ch17_fires_union_show_java"] = dict(
    dataframe="wildfireDf.show(), line 128; wildfireDf = viirsDf.unionByName(modisDf) (127); viirsDf: read (46-49) + "
              "withColumn chain (50-66); modisDf: read (81-84) + withColumn chain (85-115)",
    notes="Python and Scala twins in the same repository. " + FIRES + "show()'s limit is pushed into both sides of the "
          "Union (LocalLimits, derived at the show) and its casts land in each side's top Project. ",
    nodes=[(1, "Scan csv", [[46, 49]], False, "read"),
           (2, "Project", [[50, 66], [128, 128]], False, "project"),
           (3, "LocalLimit", [[128, 128]], True, "limit"),
           (4, "Scan csv", [[81, 84]], False, "read"),
           (5, "Project", [[85, 108]], False, "project"),
           (6, "Project", [[109, 115], [128, 128]], False, "project"),
           (7, "LocalLimit", [[128, 128]], True, "limit"),
           (8, "Union", [[127, 127]], False, "union"),
           (9, "CollectLimit", [[128, 128]], True, "limit")])

L["jgp_ch17_modis_confidence_java"] = dict(
    dataframe="df.show(), line 125; df = modisDf.groupBy(\"confidence_level\").count() (122) .withColumn(\"%\", round(...)) "
              "(124); modisDf = spark.read()...load(MODIS file) (81-84) + withColumns (85-115)",
    notes="The VIIRS twin of this query (73-76) is another query; Python and Scala twins in the same repository. Only "
          "the confidence column is read; the three confidence_level withColumns are two Projects; the aggregation's "
          "partial half and Exchange are derived at the groupBy; the top Project holds the % withColumn and show()'s "
          "casts. ",
    nodes=[(1, "Scan csv", [[81, 84]], False, "read"),
           (2, "Project", [[99, 108]], False, "project"),
           (3, "Project", [[109, 112]], False, "project"),
           (4, "HashAggregate", [[122, 122]], True, "aggregate"),
           (5, "Exchange", [[122, 122]], True, "aggregate"),
           (8, "HashAggregate", [[122, 122]], False, "aggregate"),
           (9, "Project", [[124, 124], [125, 125]], False, "project")])

L["jgp_ch17_fires_csv_py"] = dict(
    dataframe="outputDf.write.format(\"csv\")...save(\"/tmp/high_confidence_fires_csv\") in main, 109-112; outputDf = "
              "wildfireDf.filter(\"confidence_level = 'high'\").repartition(1) (106-107); wildfireDf = viirsDf2.unionByName("
              "modisDf) (96); viirsDf = spark.read...load(...) (35-39), viirsDf2 = its withColumn chain (41-50); modisDf = "
              "spark.read...load(...) + withColumns (67-83)",
    notes="The Python port of lab100 (Java and Scala twins). Run with spark.sql.ansi.enabled=false (capture README: "
          "under ANSI its confidence_level mixing strings and the int confidence stops the lab). " + FIRES +
          "The filter is pushed into both sides of the Union (on the VIIRS side also into the scan); repartition(1) is "
          "the Exchange (SinglePartition). ",
    nodes=[(1, "Scan csv", [[35, 39], [106, 106]], False, "read"),
           (2, "Filter", [[106, 106]], False, "filter"),
           (3, "Project", [[41, 50]], False, "project"),
           (4, "Scan csv", [[67, 70]], False, "read"),
           (5, "Filter", [[106, 106]], False, "filter"),
           (6, "Project", [[71, 83]], False, "project"),
           (7, "Union", [[96, 96]], False, "union"),
           (8, "Exchange", [[107, 107]], False, "repartition"),
           (10, "WriteFiles", [[109, 112]], True, "write"),
           (11, "Execute InsertIntoHadoopFsRelationCommand", [[109, 112]], False, "write")])

L["jgp_ch17_modis_confidence_py"] = dict(
    dataframe="df.show() in main, line 94; df = modisDf.groupBy(\"confidence_level\").count() (91) .withColumn(\"%\", ...) (93); "
              "modisDf = spark.read...load(...) (67-70) + withColumns (71-83), confidence_level one when chain (77-80)",
    notes="The Python port of lab100 (Java and Scala twins), run with spark.sql.ansi.enabled=false; the VIIRS twin "
          "of this query (58-61) is another query. The confidence_level when chain is the Project below the "
          "aggregation; the top Project holds the % withColumn and show()'s casts. ",
    nodes=[(1, "Scan csv", [[67, 70]], False, "read"),
           (2, "Project", [[77, 80]], False, "project"),
           (3, "HashAggregate", [[91, 91]], True, "aggregate"),
           (4, "Exchange", [[91, 91]], True, "aggregate"),
           (7, "HashAggregate", [[91, 91]], False, "aggregate"),
           (8, "Project", [[93, 93], [94, 94]], False, "project")])
L["jgp_ch17_fires_parquet_scala"] = dict(
    dataframe="wildfireDf.write.format(\"parquet\").mode(SaveMode.Overwrite).save(\"/tmp/fires_parquet\") in start(), 108-109; "
              "wildfireDf = viirsDf2.unionByName(modisDf) (102); viirsDf = spark.read...load(...) (36-40), viirsDf2 its "
              "withColumn chain (42-51); modisDf = spark.read...load(...) (68-72) + withColumns (73-89)",
    notes="The Scala port of lab100 (Java and Python twins). " + FIRES,
    nodes=[(1, "Scan csv", [[36, 40]], False, "read"),
           (2, "Project", [[42, 51]], False, "project"),
           (3, "Scan csv", [[68, 72]], False, "read"),
           (4, "Project", [[73, 83]], False, "project"),
           (5, "Project", [[84, 89]], False, "project"),
           (6, "Union", [[102, 102]], False, "union"),
           (7, "WriteFiles", [[108, 109]], True, "write"),
           (8, "Execute InsertIntoHadoopFsRelationCommand", [[108, 109]], False, "write")])

L["jgp_ch17_fires_csv_scala"] = dict(
    dataframe="outputDf.write.format(\"csv\")...save(\"/tmp/high_confidence_fires_csv\") in start(), 115-118; outputDf = "
              "wildfireDf.filter(\"confidence_level = 'high'\").repartition(1) (111-113); wildfireDf = viirsDf2.unionByName("
              "modisDf) (102); reads and withColumn chains (36-51, 68-89)",
    notes="The Scala port of lab100 (Java and Python twins). " + FIRES + "The filter is pushed into both sides of the "
          "Union (on the VIIRS side also into the scan); repartition(1) is the Exchange (SinglePartition). ",
    nodes=[(1, "Scan csv", [[36, 40], [112, 112]], False, "read"),
           (2, "Filter", [[112, 112]], False, "filter"),
           (3, "Project", [[42, 51]], False, "project"),
           (4, "Scan csv", [[68, 72]], False, "read"),
           (5, "Filter", [[112, 112]], False, "filter"),
           (6, "Project", [[73, 83]], False, "project"),
           (7, "Project", [[84, 89]], False, "project"),
           (8, "Union", [[102, 102]], False, "union"),
           (9, "Exchange", [[113, 113]], False, "repartition"),
           (11, "WriteFiles", [[115, 118]], True, "write"),
           (12, "Execute InsertIntoHadoopFsRelationCommand", [[115, 118]], False, "write")])


# ch04 lab200: one csv read, unioned with itself in a loop (ten times), two renames, collect() and count()
T_AND_A = ("Run with no argument (mode noop: the withColumns of step 5 are skipped). The loop's ten union() calls "
           "are one Union of eleven scans of the same read; ")
L["jgp_ch04_union_collect_java"] = dict(
    dataframe="df.collect(), line 83; df = df.withColumnRenamed(lcl), withColumnRenamed(ucl) (61-62) of df.union(initalDf) "
              "ten times in a loop (54-56) of spark.read().format(\"csv\")...load(...) (45-48)",
    notes="Python and Scala twins in the same repository (the Python one unions 60 times, the Scala one 61; neither is "
          "a case). " + T_AND_A + "the two renames are pushed into each branch as a Project. ",
    nodes=[n for i in range(11) for n in ((2 * i + 1, "Scan csv", [[45, 48]], False, "read"),
                                           (2 * i + 2, "Project", [[61, 62]], False, "project"))]
    + [(23, "Union", [[55, 55]], False, "union")])

L["jgp_ch04_union_count_java"] = dict(
    dataframe="df.count(), line 88 (after the collect at 83); df as in the collect: renames (61-62) of ten unions in a loop "
              "(54-56) of spark.read()...load(...) (45-48)",
    notes="Python and Scala twins in the same repository. " + T_AND_A + "the count reads no column (the renames are "
          "pruned away); its partial aggregate and Exchange are derived at the count. ",
    nodes=[(i, "Scan csv", [[45, 48]], False, "read") for i in range(1, 12)]
    + [(12, "Union", [[55, 55]], False, "union"),
       (13, "HashAggregate", [[88, 88]], True, "aggregate"),
       (14, "Exchange", [[88, 88]], True, "aggregate"),
       (16, "HashAggregate", [[88, 88]], False, "aggregate")])

# ch07: ingestion from files, one read and a show (or count) per lab
INGEST = ("Java, Python and Scala versions of most labs side by side in the same repository, look-alikes reading the "
          "same files with other options (lab200/lab201/lab300 books.csv, lab400/lab401 the Durham JSON). ")
L["jgp_ch07_csv_options_java"] = dict(
    dataframe="df.show(7, 70), line 50; df = spark.read().format(\"csv\") with header, multiline, sep ';', quote '*', "
              "dateFormat, inferSchema ...load(\"data/books.csv\") (37-44)",
    notes=INGEST + "lab201 is a near copy with a filter. " + SHOW_ONLY,
    nodes=[(1, "Scan csv", [[37, 44]], False, "read"),
           (2, "Project", [[50, 50]], True, "project"),
           (3, "CollectLimit", [[50, 50]], True, "limit")])

L["jgp_ch07_csv_options_py"] = dict(
    dataframe="df.show(7, 70), line 34 (module level); df = spark.read.format(\"csv\") with the same options ...load("
              "absolute_file_path) (21-28)",
    notes="The Python port of lab200. " + INGEST + SHOW_ONLY,
    nodes=[(1, "Scan csv", [[21, 28]], False, "read"),
           (2, "Project", [[34, 34]], True, "project"),
           (3, "CollectLimit", [[34, 34]], True, "limit")])

L["jgp_ch07_csv_pushdown_java"] = dict(
    dataframe="df.show(7, 70), line 52; df = spark.read().format(\"csv\")...load(\"data/books.csv\") (38-45) .filter(\"authorId = 1\") "
              "(46)",
    notes="A near copy of lab200 with a filter, pushed into the scan (the scan also accepts the filter line). " + INGEST
          + SHOW_ONLY,
    nodes=[(1, "Scan csv", [[38, 45], [46, 46]], False, "read"),
           (2, "Filter", [[46, 46]], False, "filter"),
           (3, "Project", [[52, 52]], True, "project"),
           (4, "CollectLimit", [[52, 52]], True, "limit")])

L["jgp_ch07_csv_schema_py"] = dict(
    dataframe="df.show(30, 25, False), line 41 (module level); df = spark.read.format(\"csv\")...schema(schema).load(...) "
              "(30-37), schema = StructType([...]) (22-26)",
    notes="The Python port of lab300 (its bookTitle declared an IntegerType, unlike the Java lab). " + INGEST + SHOW_ONLY,
    nodes=[(1, "Scan csv", [[30, 37]], False, "read"),
           (2, "Project", [[41, 41]], True, "project"),
           (3, "CollectLimit", [[41, 41]], True, "limit")])

L["jgp_ch07_json_linear_scala"] = dict(
    dataframe="df.show(5), line 45; df = df.withColumn(\"year\", col(\"fields.year\")).withColumn(\"coordinates\", "
              "col(\"geometry.coordinates\")) (41-42) of spark.read.format(\"json\").load(...) (37-39)",
    notes="The Scala port of lab401 (lab400 reads the same file without the withColumns). " + INGEST + "The withColumns "
          "and show()'s casts are one Project. ",
    nodes=[(1, "Scan json", [[37, 39]], False, "read"),
           (2, "Project", [[41, 42], [45, 45]], False, "project"),
           (3, "CollectLimit", [[45, 45]], True, "limit")])

L["jgp_ch07_multiline_json_java"] = dict(
    dataframe="df.show(3), line 42; df = spark.read().format(\"json\").option(\"multiline\", true).load("
              "\"data/countrytravelinfo.json\") (36-39)",
    notes="lab501 reads the same file without the multiline option (a look-alike); a Python twin. The file is a "
          "generated stand-in (capture README). " + INGEST + SHOW_ONLY,
    nodes=[(1, "Scan json", [[36, 39]], False, "read"),
           (2, "Project", [[42, 42]], True, "project"),
           (3, "CollectLimit", [[42, 42]], True, "limit")])

L["jgp_ch07_xml_py"] = dict(
    dataframe="df.show(5), line 29 (module level); df = spark.read.format(\"xml\").option(\"rowTag\", \"row\").load(...) (24-26)",
    notes="The Python port of lab600 (Spark 4's own XML source; the builder's spark.jars.packages for spark-xml comes "
          "after the JVM started and is not used). " + INGEST + SHOW_ONLY,
    nodes=[(1, "Scan xml", [[24, 26]], False, "read"),
           (2, "Project", [[29, 29]], True, "project"),
           (3, "CollectLimit", [[29, 29]], True, "limit")])

L["jgp_ch07_parquet_count_scala"] = dict(
    dataframe="df.count, line 39 (in a string interpolation); df = spark.read.format(\"parquet\").load("
              "\"data/alltypes_plain.parquet\") (32-34); the show(10) at 37 is another query",
    notes="The Scala port of lab930 (the ORC lab920 a look-alike). " + INGEST + "The columnar scan's ColumnarToRow is "
          "derived at the read; the count's partial aggregate and Exchange derived at the count. ",
    nodes=[(1, "Scan parquet", [[32, 34]], False, "read"),
           (2, "ColumnarToRow", [[32, 34]], True, "read"),
           (3, "HashAggregate", [[39, 39]], True, "aggregate"),
           (4, "Exchange", [[39, 39]], True, "aggregate"),
           (6, "HashAggregate", [[39, 39]], False, "aggregate")])

L["jgp_ch07_self_sum_py"] = dict(
    dataframe="df.selectExpr(\"sum(*)\").first(), line 29 (module level); df = createDataframe(spark) (25): "
              "spark.createDataFrame(data, IntegerType()) (21) in createDataframe",
    notes="The Python port of lab990 (the Java lab builds Rows; its Scala port does not compile). The local list is "
          "a Scan ExistingRDD (Python rows), in the function that made it; the sum's partial aggregate and Exchange "
          "are derived at the selectExpr. ",
    nodes=[(1, "Scan ExistingRDD", [[21, 21]], False, "read"),
           (2, "HashAggregate", [[29, 29]], True, "aggregate"),
           (3, "Exchange", [[29, 29]], True, "aggregate"),
           (5, "HashAggregate", [[29, 29]], False, "aggregate")])


def language(path: str) -> str:
    return {"java": "java", "scala": "scala", "py": "pyspark"}[path.rsplit(".", 1)[1]]


def _python_function(path: Path, line: int) -> str:
    name = "<module>"
    for n, text in enumerate(path.read_text().splitlines()[:line], 1):
        m = re.match(r"def\s+(\w+)", text)
        if m:
            name = m.group(1)
        elif text.strip() and not text[0].isspace() and not text.startswith(("def", "#", ")", "@")):
            name = "<module>"
    return name


def _method(lines: list[str]) -> str:
    name = None
    for text in lines:
        m = re.search(r"\bdef\s+(\w+)", text) or re.match(r"\s*(?:public|private|protected)[\w<>\[\], ]*?\s(\w+)\s*\(", text)
        if m:
            name = m.group(1)
    return name


def rows_of(case_id: str, chapter: int, path: str) -> list[dict]:
    repo = BENCH / "repos" / slug(chapter)
    rows = []
    for nid, op, lines, derived, kind, *extra in L[case_id]["nodes"]:
        where = next((e["file"] for e in extra if "file" in e), path)
        row = {"node_id": nid, "operator": op, "file": where, "lines": lines,
               "symbol": symbol(repo, where, lines[0][0], extra), "derived": derived, "kind": kind, "ambiguous": False}
        for more in extra:
            row.update({k: v for k, v in more.items() if k not in ("in", "file", "owner")})
        rows.append(row)
    return rows


def symbol(repo: Path, path: str, line: int, extra: list[dict]) -> str:
    named = next((e["in"] for e in extra if "in" in e), None)
    if path.endswith(".py"):
        return path.removesuffix(".py").replace("/", ".") + "." + (named or _python_function(repo / path, line))
    text = (repo / path).read_text()
    package = re.search(r"^package\s+([\w.]+)", text, re.M).group(1)
    before = text.splitlines()[:line]
    owner = next((e["owner"] for e in extra if "owner" in e), None) or [
        m.group(1) for m in (re.search(r"^\s*(?:public\s+|private\s+|final\s+|abstract\s+)*(?:class|object)\s+(\w+)", t)
                             for t in before) if m][-1]
    return f"{package}.{owner}.{named or _method(before)}"


def main() -> int:
    def cases():
        for case_id, part, chapter, path, stem, action in CASES:
            if case_id not in L:
                continue
            spec = L[case_id]
            rows = rows_of(case_id, chapter, path)
            settings = SETTINGS.get(key(chapter, path))
            case = {"repo": f"../../repos/{slug(chapter)}", "commit": COMMITS[chapter], "index_root": "", "script": path,
                    "dataframe": spec["dataframe"] + f" (recorded query {stem}: {action})",
                    "notes": spec["notes"] + SESSION + (f"Settings: {', '.join(settings)}. " if settings else "")
                    + RUN[language(path)] + RUN_ALL,
                    "form": spec.get("form", language(path)), "source": f"jgperrin/net.jgp.books.spark.ch{chapter:02d}"}
            yield part, BENCH / part / case_id, rows, case, rows[0]["symbol"]

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
