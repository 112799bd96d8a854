"""Write each ks_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/krishna-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=..., fn=...): spans are the program file's own
line numbers (the file of the case's program, `capture.PROGRAMS`); `fn` the enclosing method when it is not `main`
(HelloSparkDataframe's `countByCountry` and `loadSurveyDF`). Symbols: the object's qualified name and the method,
`com.spark.devproj.sparkDataframeAPIs.aggregations.GroupingDemo.main`.
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
SLUG = "krishna07210__com-scala-spark-repo"
COMMIT = "69170efc64fc93b204fa3b5d7aa3d5abf6092c70"
SOURCE = "krishna07210/com-scala-spark-repo"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None, fn="main"):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true, fn))


def rows_of(program: str, nodes) -> list[dict]:
    main_class, file, _ = PROGRAMS[program]
    rows = []
    for nid, op, spans, derived, kind, amb, true, fn in nodes:
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": f"{main_class}.{fn}",
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


L: dict[str, dict] = {}

AGG = "Partial aggregates and their Exchanges are derived at the groupBy/agg; the final one is not. "
JOIN = ("The join's Exchanges and Sorts (or its BroadcastExchange) and the isnotnull Filters inferred from its key are "
        "derived at the join call; the join's condition, built on its own line (joinExpr), is one more span of every "
        "join node. ")
SHOW = ("show()'s CollectLimit (and a Project of only toprettystring casts) is derived at the show line; orderBy/sort "
        "+ show is one TakeOrderedAndProject, kind sort, at both lines. ")
FOREACH = ("joinDF.foreach(_ => ()) runs as foreachPartition over the Dataset's rows: the DeserializeToObject at the "
           "plan's root is derived at the foreach line. ")
WRITE = "WriteFiles is derived at the write call (its chained lines), the InsertIntoHadoopFsRelationCommand is not. "
SCAN = ("Scans are labelled at the read call (the path comes from CommonUtils.getInputFilePath, which only builds a "
        "string). ")

L["ks_grouping_weekly_summary_parquet"] = dict(
    dataframe="GroupingDemo.main: invoiceDF = spark.read.format(\"csv\")...load(invoices.csv) (17-21); NumInvoices = "
              "countDistinct(\"InvoiceNo\"), TotalQuantity = sum(\"Quantity\"), InvoiceValue = expr(\"round(sum(...),2)\")"
              " (23-25); exSummaryDF = invoiceDF.withColumn(\"InvoiceDate\", to_date(...)) (27).where(\"year(InvoiceDate)"
              " == 2010\") (28).withColumn(\"WeekNumber\", weekofyear(...)) (29).groupBy(\"Country\", \"WeekNumber\")"
              ".agg(NumInvoices, TotalQuantity, InvoiceValue) (30-38); exSummaryDF.coalesce(1).write.format(\"parquet\")"
              ".mode(\"overwrite\").save(...) (40-44)",
    notes=SCAN + "The where's Filter holds the to_date of line 27 (folded into its condition); the Project holds "
          "weekofyear (29) over the to_date (27). countDistinct with other aggregates plans four HashAggregates (the "
          "first two keyed by InvoiceNo too) and two Exchanges: all derived at the groupBy/agg (30-38) but the last; "
          "the HashAggregates also accept the aggregate expressions defined as vals at 23-25. coalesce(1) is the "
          "Coalesce (kind repartition). " + WRITE,
    nodes=[N(1, "Scan csv", s((17, 21)), False, "read"),
           N(2, "Filter", s(28), False, "filter"),
           N(3, "Project", s(29, 27), False, "project"),
           N(4, "HashAggregate", s((30, 38), (23, 25)), True, "aggregate"),
           N(5, "Exchange", s((30, 38)), True, "aggregate"),
           N(8, "HashAggregate", s((30, 38), (23, 25)), True, "aggregate"),
           N(9, "HashAggregate", s((30, 38), (23, 25)), True, "aggregate"),
           N(10, "Exchange", s((30, 38)), True, "aggregate"),
           N(13, "HashAggregate", s((30, 38), (23, 25)), False, "aggregate"),
           N(14, "Coalesce", s(40), False, "repartition"),
           N(15, "WriteFiles", s((41, 44)), True, "write"),
           N(16, "Execute InsertIntoHadoopFsRelationCommand", s((41, 44)), False, "write")])

WIN = ("Window Exchanges and Sorts (and WindowGroupLimits, which the where on the rank adds) are derived at the "
       "withColumn(... over(window)) and the window spec; the Window node is not. ")
L["ks_ranking_dense_rank_top_show"] = dict(
    dataframe="RankingDemoApp.main: summaryDF = spark.read.format(\"parquet\").load(summary.parquet) (18-20); "
              "rankWindow = Window.partitionBy(\"Country\").orderBy(col(\"InvoiceValue\").desc).rowsBetween(...) "
              "(23-25); summaryDF.withColumn(\"Rank\", dense_rank().over(rankWindow)) (27).where(col(\"Rank\") === 1) "
              "(28).sort(\"Country\", \"WeekNumber\") (29).show() (30)",
    notes=SCAN + WIN + "The two WindowGroupLimits (partial and final) come from the window and the where on its rank "
          "together: both lines are spans. " + SHOW,
    nodes=[N(1, "Scan parquet", s((18, 20)), False, "read"),
           N(3, "Sort", s(27, (23, 25)), True, "window"),
           N(4, "WindowGroupLimit", s(27, 28, (23, 25)), True, "window"),
           N(5, "Exchange", s(27, (23, 25)), True, "window"),
           N(8, "Sort", s(27, (23, 25)), True, "window"),
           N(9, "WindowGroupLimit", s(27, 28, (23, 25)), True, "window"),
           N(10, "Window", s(27, (23, 25)), False, "window"),
           N(11, "Filter", s(28), False, "filter"),
           N(12, "TakeOrderedAndProject", s(29, 30), False, "sort")])

SQL_SPANS = s((47, 49), 51)     # the SQL's select list and GROUP BY (spark.sql at 45-52)
DF_SPANS = s((56, 61))          # the DataFrame API twin: invoiceDF.groupBy(...).agg(...)
TWINS = ("AggregationDemo writes one grouping twice, in SQL (45-52, shown at 53) and with the DataFrame API (56-61, "
         "shown at 62; one more output column, the same expression through expr()): the aggregate nodes accept both, "
         "with the one that ran in true_lines. The scan of the temp view accepts the read (17-21) and the FROM line "
         "(50) in the SQL case. ")
L["ks_aggregation_sql_group_by_show"] = dict(
    dataframe="AggregationDemo.main: invoiceDF = spark.read.format(\"csv\")...load(invoices.csv) (17-21); "
              "invoiceDF.createTempView(\"sales\") (44); summarySQL = spark.sql(\"SELECT Country, InvoiceNo, "
              "sum(Quantity) as TotalQuantity, round(sum(Quantity*UnitPrice),2) as InvoiceValue FROM sales GROUP BY "
              "Country, InvoiceNo\") (45-52); summarySQL.show() (53)",
    notes=SCAN + TWINS + AGG + SHOW,
    nodes=[N(1, "Scan csv", s((17, 21), 50), False, "read"),
           N(2, "HashAggregate", SQL_SPANS + DF_SPANS, True, "aggregate", true=SQL_SPANS),
           N(3, "Exchange", SQL_SPANS + DF_SPANS, True, "aggregate", true=SQL_SPANS),
           N(6, "HashAggregate", SQL_SPANS + DF_SPANS, False, "aggregate", true=SQL_SPANS),
           N(7, "CollectLimit", s(53), True, "limit")])

L["ks_shuffle_join_foreach"] = dict(
    dataframe="ShuffleJoinDemoApp.main: flightTimeDF1 = spark.read.json(joins/d1/) (15); flightTimeDF2 = "
              "spark.read.json(joins/d2/) (16); spark.conf.set(\"spark.sql.shuffle.partitions\", 3) (17); joinExpr = "
              "flightTimeDF1.col(\"id\") === flightTimeDF2.col(\"id\") (18); joinDF = flightTimeDF1.join(flightTimeDF2, "
              "joinExpr, \"inner\") (19); joinDF.foreach(_ => ()) (20)",
    notes=SCAN + JOIN + FOREACH + "Run with spark.sql.autoBroadcastJoinThreshold=-1 on the command line: a sort-merge "
          "join, as the course's flight data (larger than our stand-in) makes it. ",
    nodes=[N(1, "Scan json", s(15), False, "read"),
           N(2, "Filter", s(19, 18), True, "join"),
           N(3, "Exchange", s(19, 18), True, "join"),
           N(6, "Sort", s(19, 18), True, "join"),
           N(7, "Scan json", s(16), False, "read"),
           N(8, "Filter", s(19, 18), True, "join"),
           N(9, "Exchange", s(19, 18), True, "join"),
           N(12, "Sort", s(19, 18), True, "join"),
           N(13, "SortMergeJoin", s(19, 18), False, "join"),
           N(14, "DeserializeToObject", s(20), True, "project")])

TYPED = ("typedDataset = responses.select(\"country\", \"age_midpoint\", \"occupation\", \"salary_midpoint\") (26)"
         ".as[Response] (28); responses = sparkSession.read (20) .option(\"header\", \"true\").option(\"inferSchema\", "
         "true).csv(2016-stack-overflow-survey-responses.csv) (21-24)")
MAP = ("A typed map is DeserializeToObject, MapElements and SerializeFromObject: the middle one at the map call, the "
       "other two derived at it. ")
L["ks_typed_salary_bucket_show"] = dict(
    dataframe="TypedDatasetExample.main: typedDataset.map(response => response.salary_midpoint.map(point => "
              "Math.round(point / 20000) * 20000).orElse(None)) (52).withColumnRenamed(\"value\", SALARY_MIDPOINT_BUCKET)"
              " (53).groupBy(SALARY_MIDPOINT_BUCKET) (54).count() (55).orderBy(SALARY_MIDPOINT_BUCKET).show() (56); "
              + TYPED,
    notes=SCAN + MAP + "withColumnRenamed is the Project. " + AGG + SHOW,
    nodes=[N(1, "Scan csv", s((20, 24)), False, "read"),
           N(2, "DeserializeToObject", s(52), True, "project"),
           N(3, "MapElements", s(52), False, "project"),
           N(4, "SerializeFromObject", s(52), True, "project"),
           N(5, "Project", s(53), False, "project"),
           N(6, "HashAggregate", s((54, 55)), True, "aggregate"),
           N(7, "Exchange", s((54, 55)), True, "aggregate"),
           N(10, "HashAggregate", s((54, 55)), False, "aggregate"),
           N(11, "TakeOrderedAndProject", s(56), False, "sort")])

L["ks_outer_join_left_sort_show"] = dict(
    dataframe="OuterJoinDemoApp.main: orderDF = spark.createDataFrame(ordersList).toDF(...) (27); productDF = "
              "spark.createDataFrame(productList).toDF(...) (40); productRenamedDF = productDF.withColumnRenamed(\"qty\", "
              "\"reorder_qty\") (41); joinType = \"left\" (43); joinExpr = orderDF.col(\"prod_id\") === "
              "productDF.col(\"prod_id\") (44); orderDF.join(productRenamedDF, joinExpr, joinType) (46).drop(...) (47)"
              ".withColumn(\"prod_name\", expr(\"coalesce(prod_name,prod_id)\")) (49).withColumn(\"list_price\", "
              "expr(\"coalesce(list_price,unit_price)\")) (50).sort(\"order_id\") (51).show() (52)",
    notes="Local rows: each LocalTableScan at its createDataFrame (the product rows also at the withColumnRenamed "
          "folded into them). " + JOIN + "The Project holds the drop and both coalesce withColumns. " + SHOW
          + "The event log names the chain's call site as line 51 (show at OuterJoinDemoApp.scala:51). ",
    nodes=[N(1, "LocalTableScan", s(27), False, "read"),
           N(2, "LocalTableScan", s(40, 41), False, "read"),
           N(3, "BroadcastExchange", s(46, 44), True, "join"),
           N(5, "BroadcastHashJoin", s(46, 44), False, "join"),
           N(6, "Project", s(49, 50, 47), False, "project"),
           N(7, "TakeOrderedAndProject", s(51, 52), False, "sort")])

L["ks_bucket_join_foreach"] = dict(
    dataframe="BucketJoinDemoApp.main: df1/df2 = spark.read.json(joins/d1/, joins/d2/) (16-17) written with "
              "coalesce(1).write.bucketBy(3, \"id\").mode(SaveMode.Overwrite).saveAsTable(\"MY_DB.flight_data1/2\") "
              "(25-33); df3 = spark.read.table(\"MY_DB.flight_data1\") (35); df4 = spark.read.table("
              "\"MY_DB.flight_data2\") (36); joinExpr = df3.col(\"id\") === df4.col(\"id\") (38); "
              "spark.conf.set(\"spark.sql.autoBroadcastJoinThreshold\", -1) (43); joinDF = df3.join(df4, joinExpr, "
              "\"inner\") (44); joinDF.foreach(_ => ()) (45)",
    notes="The bucketed tables' scans are labelled at their spark.read.table calls. Both sides are bucketed by id into "
          "3 buckets: the sort-merge join needs no Exchange, only the Sorts. " + JOIN + FOREACH,
    nodes=[N(1, "Scan parquet spark_catalog.my_db.flight_data1", s(35), False, "read"),
           N(3, "Filter", s(44, 38), True, "join"),
           N(4, "Sort", s(44, 38), True, "join"),
           N(5, "Scan parquet spark_catalog.my_db.flight_data2", s(36), False, "read"),
           N(7, "Filter", s(44, 38), True, "join"),
           N(8, "Sort", s(44, 38), True, "join"),
           N(9, "SortMergeJoin", s(44, 38), False, "join"),
           N(10, "DeserializeToObject", s(45), True, "project")])

L["ks_misc_dedup_sort_show"] = dict(
    dataframe="MiscellaneousTransformations.main: rawDF = spark.createDataFrame(dataList).toDF(\"name\", \"day\", "
              "\"month\", \"year\").repartition(3) (25-26); finalDF = rawDF.withColumn(\"id\", "
              "monotonically_increasing_id) (56).withColumn(\"day\"/\"month\"/\"year\", col(...).cast(IntegerType)) "
              "(57-59).withColumn(\"year\", when(...) when(...) otherwise(...)) (69-72).withColumn(\"dob\", "
              "to_date(expr(\"concat(day,'/',month,'/',year)\"), \"d/M/y\")) (73).drop(\"day\", \"month\", \"year\") (74)"
              ".dropDuplicates(\"name\", \"dob\") (75).sort(expr(\"dob desc\")) (76); finalDF.show() (77)",
    notes="The local rows at createDataFrame (25-26); repartition(3) is the RoundRobin Exchange (kind repartition). "
          "The three Projects: monotonically_increasing_id (56), the casts (57-59), and the when/to_date/drop (69-74) "
          "collapsed into one. dropDuplicates is a first() aggregate: kind distinct, the partial one and its "
          "Exchange derived. sort's range Exchange is derived, its Sort is not (expr(\"dob desc\") parses as dob "
          "aliased `desc`, so the sort is by dob ascending, as the plan shows). The top Project of toprettystring casts is "
          "show()'s, derived at it. ",
    nodes=[N(1, "LocalTableScan", s((25, 26)), False, "read"),
           N(2, "Exchange", s(26), False, "repartition"),
           N(4, "Project", s(56), False, "project"),
           N(5, "Project", s((57, 59)), False, "project"),
           N(6, "Project", s((69, 72), 73, 74), False, "project"),
           N(7, "HashAggregate", s(75), True, "distinct"),
           N(8, "Exchange", s(75), True, "distinct"),
           N(11, "HashAggregate", s(75), False, "distinct"),
           N(12, "Exchange", s(76), True, "sort"),
           N(15, "Sort", s(76), False, "sort"),
           N(16, "Project", s(77), True, "project")])

L["ks_logs_referrer_count_show"] = dict(
    dataframe="LogFilesTransformationDemo.main: logsDF = sparkSession.read.textFile(apache_logs.txt).toDF() (17-19); "
              "logDF = logsDF.map(row => row.getString(0) match { case myRegex(...) => ApacheLogRecord(ip, date, "
              "request, referrer) }) (24-29); logDF.where(\"trim(referrer) != '-'\") (33).withColumn(\"referrer\", "
              "substring_index($\"referrer\", \"/\", 3)) (34).groupBy(\"referrer\").count().show(truncate = false) (35)",
    notes=SCAN + MAP + "The where is the Filter, the withColumn the Project. " + AGG + SHOW,
    nodes=[N(1, "Scan text", s((17, 19)), False, "read"),
           N(2, "DeserializeToObject", s((24, 29)), True, "project"),
           N(3, "MapElements", s((24, 29)), False, "project"),
           N(4, "SerializeFromObject", s((24, 29)), True, "project"),
           N(5, "Filter", s(33), False, "filter"),
           N(6, "Project", s(34), False, "project"),
           N(7, "HashAggregate", s(35), True, "aggregate"),
           N(8, "Exchange", s(35), True, "aggregate"),
           N(11, "HashAggregate", s(35), False, "aggregate"),
           N(12, "CollectLimit", s(35), True, "limit")])

L["ks_uk_makerspaces_region_count_show"] = dict(
    dataframe="sparkSQL/joins/UkMakerSpaces.main: makerSpace = sparkSession.read.option(\"header\", \"true\")"
              ".csv(uk-makerspaces-identifiable-data.csv) (17-19); postCode = sparkSession.read.option(\"header\", "
              "\"true\").csv(uk-postcode.csv) (25-27).withColumn(\"Postcode\", functions.concat_ws(\"\", "
              "functions.col(\"Postcode\"), functions.lit(\" \"))) (28-29); joined = makerSpace.join(postCode, "
              "makerSpace.col(\"Postcode\").startsWith(postCode.col(\"Postcode\")), \"left_outer\") (34); "
              "joined.groupBy(\"Region\").count().show(200) (37)",
    notes=SCAN + "A join on startsWith has no equi-key: a broadcast nested-loop join, its BroadcastExchange derived. "
          "The Project of only Region between the join and the aggregate is the optimizer's column pruning: derived "
          "and ambiguous, the join and the groupBy both spans. " + AGG
          + "show(200) over fewer rows leaves no limit node in the final plan. ",
    nodes=[N(1, "Scan csv", s((17, 19)), False, "read"),
           N(2, "Scan csv", s((25, 27)), False, "read"),
           N(3, "Project", s((28, 29)), False, "project"),
           N(4, "BroadcastExchange", s(34), True, "join"),
           N(6, "BroadcastNestedLoopJoin", s(34), False, "join"),
           N(7, "Project", s(34, 37), True, "project", amb=True),
           N(8, "HashAggregate", s(37), True, "aggregate"),
           N(9, "Exchange", s(37), True, "aggregate"),
           N(12, "HashAggregate", s(37), False, "aggregate")])

L["ks_windowing_running_total_show"] = dict(
    dataframe="WindowingDemo.main: summaryDF = spark.read.format(\"parquet\").load(summary.parquet) (18-20); "
              "runningTotalWindow = Window.partitionBy(\"Country\").orderBy(\"WeekNumber\").rowsBetween("
              "Window.unboundedPreceding, Window.currentRow) (22-24); summaryDF.withColumn(\"RunningTotal\", "
              "sum(\"InvoiceValue\").over(runningTotalWindow)).show() (27-28)",
    notes=SCAN + WIN + SHOW,
    nodes=[N(1, "Scan parquet", s((18, 20)), False, "read"),
           N(3, "Exchange", s((27, 28), (22, 24)), True, "window"),
           N(6, "Sort", s((27, 28), (22, 24)), True, "window"),
           N(7, "Window", s((27, 28), (22, 24)), False, "window"),
           N(8, "Project", s(28), True, "project"),
           N(9, "CollectLimit", s(28), True, "limit")])

L["ks_hello_df_count_by_country_collect"] = dict(
    dataframe="HelloSparkDataframe.main: surveyDF = loadSurveyDF(spark, ...) (26; loadSurveyDF: spark.read"
              ".option(\"header\", \"true\").option(\"inferSchema\", \"true\").csv(survey_sample.csv), 55-58); "
              "partitionedSurveyDF = surveyDF.repartition(2) (27); countDF = countByCountry(partitionedSurveyDF) (28; "
              "countByCountry: surveyDF.where(\"Age < 40\").select(\"Age\", \"Gender\", \"Country\", \"state\")"
              ".groupBy(\"Country\").count(), 48-51); countDF.collect() (29)",
    notes="The scan at loadSurveyDF's read (55-58). The where and select of countByCountry were pushed below the "
          "repartition(2) of main (its RoundRobin Exchange, kind repartition, in main). The select's Project keeps "
          "only Country (pruned for the groupBy). " + AGG + "spark.conf (read by getSparkAppConf from the working "
          "folder) sets 2 shuffle partitions and local[3]. ",
    nodes=[N(1, "Scan csv", s((55, 58)), False, "read", fn="loadSurveyDF"),
           N(2, "Filter", s(48), False, "filter", fn="countByCountry"),
           N(3, "Project", s(49), False, "project", fn="countByCountry"),
           N(4, "Exchange", s(27), False, "repartition"),
           N(6, "HashAggregate", s((50, 51)), True, "aggregate", fn="countByCountry"),
           N(7, "Exchange", s((50, 51)), True, "aggregate", fn="countByCountry"),
           N(10, "HashAggregate", s((50, 51)), False, "aggregate", fn="countByCountry")])

L["ks_aggregation_df_group_by_show"] = dict(
    dataframe="AggregationDemo.main: invoiceDF = spark.read.format(\"csv\")...load(invoices.csv) (17-21); summaryDF = "
              "invoiceDF.groupBy(\"Country\", \"InvoiceNo\").agg(sum(\"Quantity\").as(\"TotalQuantity\"), "
              "round(sum(expr(\"Quantity * UnitPrice\")), 2).as(\"InvoiceValue\"), expr(\"round(sum(Quantity*UnitPrice),"
              "2)\").as(\"InvoiceValueExpr\")) (56-61); summaryDF.show() (62)",
    notes=SCAN + TWINS + AGG + SHOW,
    nodes=[N(1, "Scan csv", s((17, 21)), False, "read"),
           N(2, "HashAggregate", DF_SPANS + SQL_SPANS, True, "aggregate", true=DF_SPANS),
           N(3, "Exchange", DF_SPANS + SQL_SPANS, True, "aggregate", true=DF_SPANS),
           N(6, "HashAggregate", DF_SPANS + SQL_SPANS, False, "aggregate", true=DF_SPANS),
           N(7, "CollectLimit", s(62), True, "limit")])

L["ks_broadcast_join_foreach"] = dict(
    dataframe="BroadcastJoinDemoApp.main: flightTimeDF1 = spark.read.json(joins/d1/) (16); flightTimeDF2 = "
              "spark.read.json(joins/d2/) (17); joinExpr = flightTimeDF1.col(\"id\") === flightTimeDF2.col(\"id\") (19);"
              " joinDF = flightTimeDF1.join(broadcast(flightTimeDF2), joinExpr, \"inner\") (22); joinDF.foreach(_ => "
              "()) (23)",
    notes=SCAN + JOIN + "The broadcast() hint is on the join's line. " + FOREACH,
    nodes=[N(1, "Scan json", s(16), False, "read"),
           N(2, "Filter", s(22, 19), True, "join"),
           N(3, "Scan json", s(17), False, "read"),
           N(4, "Filter", s(22, 19), True, "join"),
           N(5, "BroadcastExchange", s(22, 19), True, "join"),
           N(7, "BroadcastHashJoin", s(22, 19), False, "join"),
           N(8, "DeserializeToObject", s(23), True, "project")])

L["ks_udf_parse_gender_show"] = dict(
    dataframe="UDFDemo.main: surveyDF = spark.read.format(\"csv\").option(\"header\", \"true\").option(\"inferSchema\", "
              "\"true\").load(survey.csv) (16-20); parseGenderUDF = udf(parseGender(_: String): String) (24); "
              "surveyDF2 = surveyDF.withColumn(\"Gender\", parseGenderUDF(col(\"Gender\"))) (26); "
              "surveyDF2.show(10, truncate = false) (27)",
    notes=SCAN + "The Scala UDF is in the Project (with show()'s casts): kind udf, at the withColumn and the udf() "
          "definition. The same surveyDF2.show is run again at line 32 (surveyDF3 of line 31 is never shown); this "
          "case is the first, at 27. " + SHOW,
    nodes=[N(1, "Scan csv", s((16, 20)), False, "read"),
           N(2, "Project", s(26, 24), False, "udf"),
           N(3, "CollectLimit", s(27), True, "limit")])

L["ks_sos_salary_bucket_count_show"] = dict(
    dataframe="sparkSQL/dataAnalysis/StackOverFlowSurvey.main: responses = sparkSession.read (19) .option(\"header\", "
              "\"true\").option(\"inferSchema\", value = \"true\").csv(2016-stack-overflow-survey-responses.csv) "
              "(20-23); responseWithSalaryBucket = responses.withColumn(SALARY_MIDPOINT_BUCKET, "
              "responses.col(SALARY_MIDPOINT).divide(20000).cast(\"integer\").multiply(20000)) (48-49); "
              "responseWithSalaryBucket.groupBy(SALARY_MIDPOINT_BUCKET).count().orderBy(SALARY_MIDPOINT_BUCKET).show() "
              "(55)",
    notes=SCAN + "The withColumn is the Project. " + AGG + SHOW + "TypedDatasetExample runs the typed twin (a map "
          "over the Dataset); it is not an alternative. ",
    nodes=[N(1, "Scan csv", s((19, 23)), False, "read"),
           N(2, "Project", s((48, 49)), False, "project"),
           N(3, "HashAggregate", s(55), True, "aggregate"),
           N(4, "Exchange", s(55), True, "aggregate"),
           N(7, "HashAggregate", s(55), False, "aggregate"),
           N(8, "TakeOrderedAndProject", s(55), False, "sort")])

L["ks_house_price_avg_sorted_show"] = dict(
    dataframe="sparkSQL/dataAnalysis/HousePriceProblem.main: realEstateData = sparkSession.read.option(\"header\", "
              "\"true\").option(\"inferSchema\", value = \"true\").csv(RealEstate.csv) (55-59); "
              "realEstateData.groupBy(\"Location\").avg(PRICE_SQ_FT) (61-62).orderBy(\"avg(Price SQ Ft)\") (63).show() "
              "(64)",
    notes=SCAN + AGG + SHOW + "The event log names the chain's call site as line 63 (show at "
          "HousePriceProblem.scala:63). ",
    nodes=[N(1, "Scan csv", s((55, 59)), False, "read"),
           N(2, "HashAggregate", s((61, 62)), True, "aggregate"),
           N(3, "Exchange", s((61, 62)), True, "aggregate"),
           N(6, "HashAggregate", s((61, 62)), False, "aggregate"),
           N(7, "TakeOrderedAndProject", s(63, 64), False, "sort")])

L["ks_complex_types_explode_parquet"] = dict(
    dataframe="ComplexTypesDemo.main: df1 = spark.read.schema(schema).json(data/) (50; schema of 19-48); df2 = "
              "df1.selectExpr(\"InvoiceNumber\", ..., \"DeliveryAddress.City\", \"DeliveryAddress.State\", "
              "\"DeliveryAddress.PinCode\", \"explode(InvoiceLineItems) as LineItem\") (52-55); df4 = "
              "df2.withColumn(\"ItemCode\", expr(\"LineItem.ItemCode\")) ... .withColumn(\"TotalValue\", "
              "expr(\"LineItem.TotalValue\")).drop(\"LineItem\") (57-62); df4.write.mode(SaveMode.Overwrite)"
              ".parquet(...) (64)",
    notes="The scan at the read (50). The selectExpr's explode is the Generate; the Filter below it (size > 0 and "
          "isnotnull of the exploded array) is Spark's, inferred from the explode (derived); the Project under the "
          "Generate takes the struct fields the selectExpr names. The withColumns and drop (57-62) are the top Project. "
          + WRITE,
    nodes=[N(1, "Scan json", s(50), False, "read"),
           N(2, "Filter", s((52, 55)), True, "filter"),
           N(3, "Project", s((52, 55)), False, "project"),
           N(4, "Generate", s((52, 55)), False, "explode"),
           N(5, "Project", s((57, 62)), False, "project"),
           N(6, "WriteFiles", s(64), True, "write"),
           N(7, "Execute InsertIntoHadoopFsRelationCommand", s(64), False, "write")])

L["ks_typed_filter_group_avg_show"] = dict(
    dataframe="TypedDatasetExample.main: typedDataset.filter(response => response.salary_midpoint.isDefined)"
              ".groupBy(\"country\").avg(SALARY_MIDPOINT).show() (49); " + TYPED,
    notes=SCAN + "The typed filter (a lambda over Response objects) is one Filter. The Project of country and "
          "salary_midpoint between it and the aggregate is column pruning: derived and ambiguous, the select (26) "
          "and the line of the filter and groupBy (49) its spans. " + AGG + SHOW,
    nodes=[N(1, "Scan csv", s((20, 24)), False, "read"),
           N(2, "Filter", s(49), False, "filter"),
           N(3, "Project", s(49, 26), True, "project", amb=True),
           N(4, "HashAggregate", s(49), True, "aggregate"),
           N(5, "Exchange", s(49), True, "aggregate"),
           N(8, "HashAggregate", s(49), False, "aggregate"),
           N(9, "CollectLimit", s(49), True, "limit")])

L["ks_datasink_repartition_partition_id_show"] = dict(
    dataframe="DataSinkDemo.main: flightTimeParquetDF = sparkSession.read.format(\"parquet\").option(\"path\", "
              "flight-*.parquet).load() (14-17); partitionedDF = flightTimeParquetDF.repartition(5) (24); "
              "partitionedDF.groupBy(spark_partition_id()).count().show() (26)",
    notes=SCAN + "repartition(5) is the RoundRobin Exchange (kind repartition). Grouping by the nondeterministic "
          "spark_partition_id() puts it in a Project under the aggregate (derived at the groupBy). " + AGG
          + "The program stops after this show, at its first avro write (line 32; spark-avro is not among the "
          "PySpark jars). ",
    nodes=[N(1, "Scan parquet", s((14, 17)), False, "read"),
           N(3, "Exchange", s(24), False, "repartition"),
           N(5, "Project", s(26), True, "project"),
           N(6, "HashAggregate", s(26), True, "aggregate"),
           N(7, "Exchange", s(26), True, "aggregate"),
           N(10, "HashAggregate", s(26), False, "aggregate")])

SESSION = ("Session: spark-submit --master local[1] (the code's own spark.master, local[3] from "
           "SparkConfigs.getLocalSparkConf or its builder or spark.conf, wins), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4 (the code's own setting wins where it sets one), "
           "spark.sql.session.timeZone=UTC, AQE on. ")
RUN = ("Run: bench/real/capture/krishna-scala/capture.py: the project's Scala files under src/main/scala/com/spark "
       "compiled unchanged with the Scala 2.13 compiler of the PySpark jars and run with spark-submit --class from a "
       "scratch copy of the laid-out repository; the code's Windows paths (.\\src\\main\\resources\\...) read by our "
       "local-file-system stand-in as Windows' Hadoop reads them; inputs the snapshot lacks generated in their "
       "schema; the plan is the n-th the run wrote (a query-execution listener, after each query ran: final "
       "adaptive plans); event_log.json from the same run.")


def main() -> int:
    def cases():
        for case_id, part, program, line, action, _, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            spec = L[case_id]
            main_class, file, extra = PROGRAMS[program]
            command = f"spark-submit --class {main_class} ks.jar" + "".join(f" --conf {c}" for c in extra)
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(program, spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
