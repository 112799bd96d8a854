"""Write each tut_* case's case.json and gold.jsonl from the labels below, hand-written from the repositories' code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/pyspark-tutorials/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=..., alt=...): spans are the file's own line
numbers; every script is top-level code (rakeshku93's `if __name__ == "__main__":` blocks too), so the symbol is
the file's path from the repository root, dotted, then `<module>` (`play-with-pyspark.app3.<module>`,
`02_dataframes.05_joins.<module>`). `amb=True` for an ambiguous label; `true=` the span that ran where the same
query is written twice in the file; `alt=` other places that are equally right, as (file, spans).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, RK, NV  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMITS = {RK: "9c5ea6e7308e922f9aafff066d2758023f7969f3", NV: "8d3d26f61c75e84e34e58b05b20a4bc474221ba3"}
SOURCES = {RK: "rakeshku93/pyspark-tutorial", NV: "Nivin24/pyspark-tutorials"}
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1. ")
RK_MASTER = ("The app's own builder .master(\"local[3]\") / setMaster(\"local[3]\") overrides --master: it ran with "
             "three threads, as written. ")
HIVE = ("enableHiveSupport(): a fresh Derby metastore and warehouse folder for the run (javax.jdo.option."
        "ConnectionURL, spark.sql.warehouse.dir), not the repository's committed metastore_db/. ")
RUN = ("Run: bench/real/capture/pyspark-tutorials/capture.py: the script ran unchanged with spark-submit (rakeshku93's "
       "from play-with-pyspark/, Nivin24's from the repository root) in a scratch copy of the laid-out repository; the "
       "plan is the one the action ran, written by a query-execution listener after it ran (final adaptive plan); "
       "event_log.json from the same run.")
GENERATED = {"parquet": "source/flight-time.parquet is a generated stand-in (the snapshot lacks the blob). ",
             "invoices": "source/invoices.csv is a generated stand-in (the snapshot lacks the blob). ",
             "d1d2": "source/d1/ and source/d2/ are generated stand-ins (the snapshot lacks the blobs). ",
             "survey_input": "source/survey_input.csv is not in the repository: a copy of its source/survey.csv. "}
SQL_FORM = set()
M = "<module>"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None, alt=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true, alt))


L: dict[str, dict] = {}


def agg_pair(ids, spans, kind="aggregate", true=None):
    """Partial HashAggregate, Exchange (derived) and the final HashAggregate of one groupBy/agg."""
    a, x, b = ids
    return [N(a, "HashAggregate", spans, True, kind, true=true), N(x, "Exchange", spans, True, kind, true=true),
            N(b, "HashAggregate", spans, False, kind, true=true)]


def show_tail(project_id, limit_id, line):
    """A show(): its toprettystring Project and CollectLimit, both derived at the show's line."""
    out = []
    if project_id:
        out.append(N(project_id, "Project", [[line, line]], True, "project"))
    if limit_id:
        out.append(N(limit_id, "CollectLimit", [[line, line]], True, "limit"))
    return out


# ---- rakeshku93/pyspark-tutorial -----------------------------------------------------------------------------------
A3, A5, A7 = "play-with-pyspark/app3.py", "play-with-pyspark/app5.py", "play-with-pyspark/app7.py"

L["tut_rk_app3_sql_count_show"] = dict(
    file=A3, extra=GENERATED["survey_input"], sql=True,
    dataframe="country_count_df.show() (app3.py 49), country_count_df = spark.sql(\"SELECT Country, count(*) as count "
              "FROM survey_tbl WHERE Age < 40 GROUP BY Country\") (45-46) over the view survey_tbl (43) of "
              "survey_df.repartition(2) (25) of the csv read (19-22); the DataFrame-API twin of the query is commented "
              "out (31-35), and app1.py runs it with the DataFrame API (60-64)",
    notes="SQL in a Python string: the WHERE (pushed below the repartition and into the scan) and the aggregate at "
          "its line; the Project keeping Country is the optimizer's pruning before the aggregate (derived, ambiguous: "
          "the SQL and the read). repartition(2) is its RoundRobinPartitioning Exchange. The show's CollectLimit is "
          "only in the initial plan. ",
    nodes=[N(1, "Scan csv", [[19, 22]], False, "read"),
           N(2, "Filter", [[46, 46]], False, "filter"),
           N(3, "Project", [[46, 46], [19, 22]], True, "project", amb=True),
           N(4, "Exchange", [[25, 25]], False, "repartition"),
           *agg_pair((6, 7, 10), [[46, 46]])])

PARTITION_COUNT_NOTE = ("groupBy(spark_partition_id()).count() is written three times in this file's look-alikes: "
                        "app5.py 28 and 35, app6.py 32 and 39, app7.py 24 and 32 (the same session block and read); "
                        "only the one after repartition(2) has the RoundRobin Exchange. ")

L["tut_rk_app5_partition_count_show"] = dict(
    file=A5, extra=GENERATED["parquet"],
    dataframe="flightTimeParquetDF.groupBy(spark_partition_id()).count().show() (app5.py 35), the second of two in the "
              "file (28, before the repartition); flightTimeParquetDF = flightTimeParquetDF.repartition(2) (32) of the "
              "parquet read (22-25)",
    notes=PARTITION_COUNT_NOTE + "The Project computing spark_partition_id() (nondeterministic, pulled out of the "
          "aggregate) is derived at the groupBy. The final aggregate carries the show's toprettystring; no "
          "CollectLimit in the final plan. ",
    nodes=[N(1, "Scan parquet", [[22, 25]], False, "read"),
           N(3, "Exchange", [[32, 32]], False, "repartition"),
           N(5, "Project", [[35, 35]], True, "aggregate"),
           *agg_pair((6, 7, 10), [[35, 35]])])

L["tut_rk_app5_json_write"] = dict(
    file=A5, extra=GENERATED["parquet"],
    dataframe="flightTimeParquetDF.write.format(\"json\").mode(\"overwrite\").partitionBy(\"ORIGIN\")"
              ".option(\"maxRecordsPerFile\", 500).save(\"output/flight-time\") (app5.py 44-49); flightTimeParquetDF = "
              ".coalesce(1) (42) of .repartition(2) (32) of the parquet read (22-25)",
    notes="partitionBy: the empty2null Project and the Sort by ORIGIN are the write's (derived, kind write). "
          "coalesce(1) is Coalesce, repartition(2) its RoundRobin Exchange. ",
    nodes=[N(1, "Scan parquet", [[22, 25]], False, "read"),
           N(3, "Exchange", [[32, 32]], False, "repartition"),
           N(5, "Coalesce", [[42, 42]], False, "repartition"),
           N(6, "Project", [[44, 49]], True, "write"),
           N(7, "Sort", [[44, 49]], True, "write"),
           N(8, "WriteFiles", [[44, 49]], False, "write"),
           N(9, "Execute InsertIntoHadoopFsRelationCommand", [[44, 49]], False, "write")])

L["tut_rk_app7_bucket_write"] = dict(
    file=A7, extra=GENERATED["parquet"] + HIVE,
    dataframe="flightTimeParquetDF.write.format(\"parquet\").bucketBy(5, \"OP_CARRIER\").sortBy(\"OP_CARRIER\")"
              ".saveAsTable(\"flight_data_tbl\") (app7.py 51-55) into AIRLINE_DB (45-47); flightTimeParquetDF = "
              ".coalesce(1) (38) of .repartition(2) (28) of the parquet read (17-20)",
    notes="The plan of the table's data write (the first of the three the saveAsTable ran; the other two are the "
          "CreateDataSourceTableAsSelectCommand and SaveAsV1TableCommand wrappers). The Sort by bucket id and "
          "OP_CARRIER is the bucketed write's (derived, kind write). app18.py writes bucketed tables the same way. ",
    nodes=[N(1, "Scan parquet", [[17, 20]], False, "read"),
           N(3, "Exchange", [[28, 28]], False, "repartition"),
           N(5, "Coalesce", [[38, 38]], False, "repartition"),
           N(6, "Sort", [[51, 55]], True, "write"),
           N(7, "WriteFiles", [[51, 55]], False, "write"),
           N(8, "Execute InsertIntoHadoopFsRelationCommand", [[51, 55]], False, "write")])

A10 = "play-with-pyspark/app10.py"
L["tut_rk_app10_referrer_count_show"] = dict(
    file=A10,
    dataframe="logs_df.where(\"trim(referrer) != '-' \").withColumn(\"referrer\", substring_index(\"referrer\", \"/\", "
              "3)).groupBy(\"referrer\").count().show(100, truncate=False) (app10.py 30-35); logs_df = file_df.select("
              "regexp_extract(...) x4) (21-24), file_df = spark.read.text(\"source/apache_logs.txt\") (16); the same "
              "logs_df is shown at 27",
    notes="The select's four regexp_extract columns are pruned to the referrer one (24), which the where (31) and the "
          "withColumn (32) use: the Filter holds the where over the select's expression (both spans), the Project "
          "the withColumn over it (both spans). show(100) is CollectLimit 101, derived at the show. ",
    nodes=[N(1, "Scan text", [[16, 16]], False, "read"),
           N(2, "Filter", [[31, 31], [21, 24]], False, "filter"),
           N(3, "Project", [[32, 32], [21, 24]], False, "project"),
           *agg_pair((4, 5, 8), [[33, 34]]),
           N(9, "CollectLimit", [[35, 35]], True, "limit")])

A12 = "play-with-pyspark/app12.py"
L["tut_rk_app12_dob_dedup_show"] = dict(
    file=A12,
    dataframe="final_df.show(10, False) (app12.py 40); final_df = raw_df.withColumn casts (29-31), withColumn year "
              "when/otherwise (32-34), withColumn dob to_date(concat(...)) (35), drop (36), dropDuplicates([\"name\", "
              "\"dob\"]) (37), sort(col(\"dob\").desc()) (38); raw_df = spark.createDataFrame(data_list).toDF(...)"
              ".repartition(3) (25, all on one line)",
    notes="Line 25 makes three nodes: the scan (createDataFrame), the renaming Project (toDF) and the RoundRobin "
          "Exchange (repartition(3)). The casts make one Project; the year rule, dob and drop fold into the next "
          "(spans: the dob line, the when chain, the drop). dropDuplicates is a keys-only aggregate pair (kind "
          "distinct). sort + show(10) run as TakeOrderedAndProject (limit 11), labelled at the sort. ",
    nodes=[N(1, "Scan ExistingRDD", [[25, 25]], False, "read"),
           N(2, "Project", [[25, 25]], False, "project"),
           N(3, "Exchange", [[25, 25]], False, "repartition"),
           N(5, "Project", [[29, 31]], False, "project"),
           N(6, "Project", [[35, 35], [32, 34], [36, 36]], False, "project"),
           *agg_pair((7, 8, 11), [[37, 37]], kind="distinct"),
           N(12, "TakeOrderedAndProject", [[38, 38]], False, "sort")])

A14 = "play-with-pyspark/app14.py"
L["tut_rk_app14_summary_write"] = dict(
    file=A14, extra=GENERATED["invoices"],
    dataframe="exSummary_df.coalesce(1).write.format(\"parquet\").mode(\"overwrite\").save(\"sink/summary\") (app14.py "
              "42-46); exSummary_df = invoice_df.withColumn InvoiceDate to_date (32), where year == 2010 (33), "
              "withColumn WeekNumber weekofyear (34), groupBy(\"Country\",\"WeekNumber\") (35).agg(NumInvoices, "
              "TotalQuantity, InvoiceValue) (36; the three columns defined at 26-28: countDistinct, sum, expr), "
              "sort(WeekNumber desc) (37); invoice_df the csv read (17-21); the same exSummary_df is shown at 40",
    notes="The where holds the to_date of the withColumn (both spans); the WeekNumber Project too. countDistinct "
          "makes a two-level aggregate: partial and merge by Country, WeekNumber, InvoiceNo, then partial_count "
          "(distinct) and the final aggregate; all at the groupBy/agg and the column definitions, the last one not "
          "derived. The sort's range Exchange is derived, its Sort not. coalesce(1) is Coalesce. ",
    nodes=[N(1, "Scan csv", [[17, 21]], False, "read"),
           N(2, "Filter", [[33, 33], [32, 32]], False, "filter"),
           N(3, "Project", [[34, 34], [32, 32]], False, "project"),
           N(4, "HashAggregate", [[35, 36], [26, 28]], True, "aggregate"),
           N(5, "Exchange", [[35, 36], [26, 28]], True, "aggregate"),
           N(8, "HashAggregate", [[35, 36], [26, 28]], True, "aggregate"),
           N(9, "HashAggregate", [[35, 36], [26, 28]], True, "aggregate"),
           N(10, "Exchange", [[35, 36], [26, 28]], True, "aggregate"),
           N(13, "HashAggregate", [[35, 36], [26, 28]], False, "aggregate"),
           N(14, "Exchange", [[37, 37]], True, "sort"),
           N(17, "Sort", [[37, 37]], False, "sort"),
           N(18, "Coalesce", [[42, 42]], False, "repartition"),
           N(19, "WriteFiles", [[42, 46]], False, "write"),
           N(20, "Execute InsertIntoHadoopFsRelationCommand", [[42, 46]], False, "write")])

A15 = "play-with-pyspark/app15.py"
L["tut_rk_app15_running_total_show"] = dict(
    file=A15,
    dataframe="summary_df.withColumn(\"RunningTotal\", f.sum(\"InvoiceValue\").over(running_total_window)).show(10) "
              "(app15.py 23-24); running_total_window = Window.partitionBy(\"Country\").orderBy(...).rowsBetween(...) "
              "(19-21); summary_df = spark.read.parquet(\"source/summary.parquet\") (17, the repository's own file)",
    notes="The window's Exchange and Sort are derived at the withColumn and the window spec; the Window is not. The "
          "show's toprettystring Project and CollectLimit (11) are derived at the show. ",
    nodes=[N(1, "Scan parquet", [[17, 17]], False, "read"),
           N(3, "Exchange", [[23, 23], [19, 21]], True, "window"),
           N(6, "Sort", [[23, 23], [19, 21]], True, "window"),
           N(7, "Window", [[23, 23], [19, 21]], False, "window"),
           *show_tail(8, 9, 24)])

A16 = "play-with-pyspark/app16.py"
L["tut_rk_app16_sales_report_show"] = dict(
    file=A16,
    dataframe="sales_report_df.show() (app16.py 61); sales_report_df = order_df.join(product_renamed_df, join_expr, "
              "\"left\") (52; join_expr 47, product_renamed_df = withColumnRenamed (48)).drop (53).select (54)"
              ".withColumn prod_name (55).withColumn list_price (56).sort(\"order_id\") (57); order_df = "
              "spark.createDataFrame(orders_list).toDF(...) (25), product_df likewise (36); both are shown at 42-43",
    notes="AQE turned the sort-merge join into a broadcast hash join at run time: the two hash Exchanges, the "
          "BroadcastExchange and the inferred isnotnull Filter are derived at the join (and join_expr); the join "
          "not. The toDF renamings are Projects at their createDataFrame lines (the product one pruned of qty, so "
          "the withColumnRenamed is gone). The two coalesce withColumns, the select and the drop are one Project. "
          "sort + show() run as TakeOrderedAndProject, labelled at the sort. ",
    nodes=[N(1, "Scan ExistingRDD", [[25, 25]], False, "read"),
           N(2, "Project", [[25, 25]], False, "project"),
           N(3, "Exchange", [[52, 52], [47, 47]], True, "join"),
           N(6, "Scan ExistingRDD", [[36, 36]], False, "read"),
           N(7, "Filter", [[52, 52], [47, 47]], True, "join"),
           N(8, "Project", [[36, 36]], False, "project"),
           N(9, "Exchange", [[52, 52], [47, 47]], True, "join"),
           N(12, "BroadcastExchange", [[52, 52], [47, 47]], True, "join"),
           N(14, "BroadcastHashJoin", [[52, 52], [47, 47]], False, "join"),
           N(15, "Project", [[55, 56], [54, 54], [53, 53]], False, "project"),
           N(16, "TakeOrderedAndProject", [[57, 57]], False, "sort")])

A17 = "play-with-pyspark/app17.py"
L["tut_rk_app17_broadcast_join_collect"] = dict(
    file=A17, extra=GENERATED["d1d2"],
    dataframe="python_list = join_df.collect() (app17.py 22); join_df = flight_time_df1.join(broadcast("
              "flight_time_df2), join_expr, \"inner\") (20), join_expr (19); the two json reads (14, 15)",
    notes="The broadcast() hint's BroadcastExchange and the inferred isnotnull Filters are derived at the join (and "
          "join_expr). app18.py joins the same two inputs as bucketed tables. ",
    nodes=[N(1, "Scan json", [[14, 14]], False, "read"),
           N(2, "Filter", [[20, 20], [19, 19]], True, "join"),
           N(3, "Scan json", [[15, 15]], False, "read"),
           N(4, "Filter", [[20, 20], [19, 19]], True, "join"),
           N(5, "BroadcastExchange", [[20, 20], [19, 19]], True, "join"),
           N(7, "BroadcastHashJoin", [[20, 20], [19, 19]], False, "join")])

A18 = "play-with-pyspark/app18.py"
L["tut_rk_app18_bucket_join_collect"] = dict(
    file=A18, extra=GENERATED["d1d2"] + HIVE,
    dataframe="join_df.collect() (app18.py 40); join_df = df3.join(df4, join_expr, \"inner\") (38), join_expr (37), "
              "broadcast off (36); df3/df4 = spark.read.table(\"MY_DB.flight_data1/2\") (33, 34), the tables the same "
              "run wrote bucketed by id (22-30) from the json reads (15, 16)",
    notes="Both tables are bucketed by id into 3 buckets: the sort-merge join needs no Exchange. The Sorts and the "
          "inferred isnotnull Filters are derived at the join (and join_expr). ",
    nodes=[N(1, "Scan parquet spark_catalog.my_db.flight_data1", [[33, 33]], False, "read"),
           N(3, "Filter", [[38, 38], [37, 37]], True, "join"),
           N(4, "Sort", [[38, 38], [37, 37]], True, "join"),
           N(5, "Scan parquet spark_catalog.my_db.flight_data2", [[34, 34]], False, "read"),
           N(7, "Filter", [[38, 38], [37, 37]], True, "join"),
           N(8, "Sort", [[38, 38], [37, 37]], True, "join"),
           N(9, "SortMergeJoin", [[38, 38], [37, 37]], False, "join")])

# ---- Nivin24/pyspark-tutorials -------------------------------------------------------------------------------------
J = "02_dataframes/05_joins.py"
JOIN_NOTE = ("05_joins.py joins the same emp_df and sal_df on the same condition seven times (59, 62, 65, 68, 71, "
             "78-80, 83), and the select after the inner join (78-80) again in SQL (90); AQE turned each sort-merge "
             "join into a broadcast hash join at run time: the hash Exchanges, the BroadcastExchange and the inferred "
             "isnotnull Filters are derived at the join. ")

L["tut_nv_joins_left_outer_show"] = dict(
    file=J,
    dataframe="emp_df.join(sal_df, emp_df.emp_id == sal_df.emp_id, \"left_outer\").show() (05_joins.py 59); emp_df "
              "(42), sal_df (44) createDataFrame of Python lists",
    notes=JOIN_NOTE + "The show's limit is pushed below the outer join into its preserved side (LocalLimit 21, derived "
          "at the show); its toprettystring Project is derived at the show. ",
    nodes=[N(1, "Scan ExistingRDD", [[42, 42]], False, "read"),
           N(2, "LocalLimit", [[59, 59]], True, "limit"),
           N(3, "Exchange", [[59, 59]], True, "join"),
           N(6, "Scan ExistingRDD", [[44, 44]], False, "read"),
           N(7, "Filter", [[59, 59]], True, "join"),
           N(8, "Exchange", [[59, 59]], True, "join"),
           N(11, "BroadcastExchange", [[59, 59]], True, "join"),
           N(13, "BroadcastHashJoin", [[59, 59]], False, "join"),
           N(14, "Project", [[59, 59]], True, "project")])

L["tut_nv_joins_multi_show"] = dict(
    file=J,
    dataframe="emp_df.join(sal_df, emp_df.emp_id == sal_df.emp_id, \"inner\").join(dept_df, emp_df.dept == "
              "dept_df.dept, \"inner\").select(emp_df.name, emp_df.dept, dept_df.location, sal_df.salary).show() "
              "(05_joins.py 83-85); emp_df (42), dept_df (43), sal_df (44)",
    notes=JOIN_NOTE + "The first join is on line 83, the second's call spans 83-84. The Filter on emp_df holds both "
          "joins' inferred isnotnull (both spans). The Project between the joins prunes for the select and the second "
          "join (derived, ambiguous). The select and the show's toprettystring are one Project: the select. ",
    nodes=[N(1, "Scan ExistingRDD", [[42, 42]], False, "read"),
           N(2, "Filter", [[83, 83], [83, 84]], True, "join"),
           N(3, "Exchange", [[83, 83]], True, "join"),
           N(6, "Scan ExistingRDD", [[44, 44]], False, "read"),
           N(7, "Filter", [[83, 83]], True, "join"),
           N(8, "Exchange", [[83, 83]], True, "join"),
           N(11, "BroadcastExchange", [[83, 83]], True, "join"),
           N(13, "BroadcastHashJoin", [[83, 83]], False, "join"),
           N(14, "Project", [[85, 85], [83, 84]], True, "project", amb=True),
           N(15, "Scan ExistingRDD", [[43, 43]], False, "read"),
           N(16, "Filter", [[83, 84]], True, "join"),
           N(17, "Exchange", [[83, 84]], True, "join"),
           N(20, "BroadcastExchange", [[83, 84]], True, "join"),
           N(22, "BroadcastHashJoin", [[83, 84]], False, "join"),
           N(23, "Project", [[85, 85]], False, "project"),
           N(24, "CollectLimit", [[85, 85]], True, "limit")])

SQL_TWICE = [[90, 90]]
L["tut_nv_joins_sql_show"] = dict(
    file=J, sql=True,
    dataframe="spark.sql(\"SELECT e.name, e.dept, s.salary FROM employees e INNER JOIN salaries s ON e.emp_id = "
              "s.emp_id\").show() (05_joins.py 90) over the views of emp_df and sal_df (88-89; createDataFrame 42, 44)",
    notes=JOIN_NOTE + "The same query is written with the DataFrame API at 78-80 (inner join + select of the same three "
          "columns; the same plan in the capture run, so event_log.json's execution is the second of the two): both are spans, true_lines the SQL "
          "(90). Scans through the views: the createDataFrame line and the SQL. The SELECT list and the show's "
          "toprettystring are one Project. ",
    nodes=[N(1, "Scan ExistingRDD", [[42, 42], [90, 90]], False, "read"),
           N(2, "Filter", [[90, 90], [78, 78]], True, "join", true=SQL_TWICE),
           N(3, "Exchange", [[90, 90], [78, 78]], True, "join", true=SQL_TWICE),
           N(6, "Scan ExistingRDD", [[44, 44], [90, 90]], False, "read"),
           N(7, "Filter", [[90, 90], [78, 78]], True, "join", true=SQL_TWICE),
           N(8, "Exchange", [[90, 90], [78, 78]], True, "join", true=SQL_TWICE),
           N(11, "BroadcastExchange", [[90, 90], [78, 78]], True, "join", true=SQL_TWICE),
           N(13, "BroadcastHashJoin", [[90, 90], [78, 78]], False, "join", true=SQL_TWICE),
           N(14, "Project", [[90, 90], [78, 80]], False, "project", true=SQL_TWICE)])

W = "02_dataframes/06_groupby_and_windows.py"
L["tut_nv_windows_top2_show"] = dict(
    file=W,
    dataframe="df.withColumn(\"rank\", rank().over(window_spec)).filter(col(\"rank\") <= 2).show() "
              "(06_groupby_and_windows.py 66); window_spec = Window.partitionBy(\"Department\").orderBy(col(\"Amount\")"
              ".desc()) (45); df createDataFrame (30)",
    notes="The same rank over window_spec is shown without the filter at 49 (and row_number/dense_rank at 46, 52). "
          "rank() <= 2 runs as WindowGroupLimit (partial and final, each with its Sort) before the Window: derived, "
          "kind window, at the withColumn line and the spec; the Window not derived; the Filter at the same line. The "
          "show's toprettystring Project is derived at the show. ",
    nodes=[N(1, "Scan ExistingRDD", [[30, 30]], False, "read"),
           N(2, "Sort", [[66, 66], [45, 45]], True, "window"),
           N(3, "WindowGroupLimit", [[66, 66], [45, 45]], True, "window"),
           N(4, "Exchange", [[66, 66], [45, 45]], True, "window"),
           N(7, "Sort", [[66, 66], [45, 45]], True, "window"),
           N(8, "WindowGroupLimit", [[66, 66], [45, 45]], True, "window"),
           N(9, "Window", [[66, 66], [45, 45]], False, "window"),
           N(10, "Filter", [[66, 66]], False, "filter"),
           N(11, "Project", [[66, 66]], True, "project")])

L["tut_nv_windows_running_total_show"] = dict(
    file=W,
    dataframe="df.withColumn(\"running_total\", spark_sum(\"Amount\").over(window_running)).show() "
              "(06_groupby_and_windows.py 63); window_running = Window.partitionBy(\"Name\").orderBy(\"Date\")"
              ".rangeBetween(...) (62); df createDataFrame (30)",
    notes="Look-alikes over the same partitioning: lead (56) and lag (59) over window_by_name (55). The window's "
          "Exchange and Sort are derived at the withColumn and the spec; the show's toprettystring Project at the "
          "show. ",
    nodes=[N(1, "Scan ExistingRDD", [[30, 30]], False, "read"),
           N(2, "Exchange", [[63, 63], [62, 62]], True, "window"),
           N(5, "Sort", [[63, 63], [62, 62]], True, "window"),
           N(6, "Window", [[63, 63], [62, 62]], False, "window"),
           N(7, "Project", [[63, 63]], True, "project")])

AG = "02_dataframes/04_aggregations.py"
L["tut_nv_agg_order_show"] = dict(
    file=AG,
    dataframe="df.groupBy(\"Category\").agg(sum(\"Total\").alias(\"Total_Sales\")).orderBy(col(\"Total_Sales\")"
              ".desc()).show() (04_aggregations.py 70); df = createDataFrame (28).withColumn(\"Total\", Quantity * "
              "Price) (29)",
    notes="The same groupBy/agg is written without the orderBy at 60 and without the alias at 57. The withColumn's "
          "Project (pruned to Category and Total) at its line; orderBy + show() run as TakeOrderedAndProject, labelled "
          "at the statement (the orderBy is on the same line). ",
    nodes=[N(1, "Scan ExistingRDD", [[28, 28]], False, "read"),
           N(2, "Project", [[29, 29]], False, "project"),
           *agg_pair((3, 4, 7), [[70, 70]]),
           N(8, "TakeOrderedAndProject", [[70, 70]], False, "sort")])

U = "05_advanced_features/01_udfs.py"
L["tut_nv_udfs_show"] = dict(
    file=U,
    dataframe="df.withColumn(\"plus_ten\", add_ten(\"value\")).withColumn(\"plus_twenty\", add_twenty(\"value\")).show()"
              " (01_udfs.py 19); add_ten a @udf (10-12), add_twenty a @pandas_udf (15-17); df createDataFrame (7)",
    notes="Both UDFs run as ArrowEvalPython (Spark 4 runs the plain @udf Arrow-optimized): each at the call and its "
          "decorated def. The show's limit is pushed below each UDF (LocalLimit 21, derived at the show); its "
          "toprettystring Project and CollectLimit are derived at the show. ",
    nodes=[N(1, "Scan ExistingRDD", [[7, 7]], False, "read"),
           N(2, "LocalLimit", [[19, 19]], True, "limit"),
           N(3, "ArrowEvalPython", [[19, 19], [10, 12]], False, "udf"),
           N(4, "LocalLimit", [[19, 19]], True, "limit"),
           N(5, "ArrowEvalPython", [[19, 19], [15, 17]], False, "udf"),
           *show_tail(6, 7, 19)])

CQ = "03_sql/02_complex_queries.py"
L["tut_nv_sql_cte_in_show"] = dict(
    file=CQ, sql=True,
    dataframe="spark.sql(\"\"\"WITH sales_dept AS (SELECT dept_id FROM departments WHERE dept_name = 'Sales') SELECT "
              "e.name FROM employees e WHERE e.dept_id IN (SELECT dept_id FROM sales_dept)\"\"\").show() "
              "(02_complex_queries.py 42-48) over the views employees and departments (18-19) of df_emp (12) and "
              "df_dept (15)",
    notes="The IN subquery runs as a left semi join (broadcast at run time): its Exchanges, BroadcastExchange and the "
          "join at the IN line (47). The CTE's WHERE and SELECT (44) are the Filter and Project on departments. The "
          "Project pruning employees to name and dept_id is derived, ambiguous (the SELECT and the IN). The scalar "
          "subquery at 36-39 asks the same with `=`. ",
    nodes=[N(1, "Scan ExistingRDD", [[12, 12], [46, 46]], False, "read"),
           N(2, "Project", [[46, 47], [12, 12]], True, "project", amb=True),
           N(3, "Exchange", [[47, 47]], True, "join"),
           N(6, "Scan ExistingRDD", [[15, 15], [44, 44]], False, "read"),
           N(7, "Filter", [[44, 44]], False, "filter"),
           N(8, "Project", [[44, 44]], False, "project"),
           N(9, "Exchange", [[47, 47]], True, "join"),
           N(12, "BroadcastExchange", [[47, 47]], True, "join"),
           N(14, "BroadcastHashJoin", [[47, 47]], False, "join"),
           N(15, "Project", [[46, 46]], False, "project")])

SA = "03_sql/03_aggregations_groupby.py"
L["tut_nv_sql_having_show"] = dict(
    file=SA, sql=True,
    dataframe="spark.sql(\"\"\"SELECT dept, SUM(amount) as total FROM sales GROUP BY dept HAVING SUM(amount) > "
              "10000\"\"\").show() (03_aggregations_groupby.py 28-32) over the view sales (13) of df (12)",
    notes="The GROUP BY query at 22-25 is its look-alike without HAVING. The aggregate pair at the SELECT and GROUP BY, "
          "the Filter at the HAVING; the show's toprettystring Project is derived at the show. ",
    nodes=[N(1, "Scan ExistingRDD", [[12, 12], [30, 30]], False, "read"),
           *agg_pair((2, 3, 6), [[29, 30]]),
           N(7, "Filter", [[31, 31]], False, "filter"),
           N(8, "Project", [[32, 32]], True, "project")])

AS = "03_sql/06_advanced_sql.py"
L["tut_nv_sql_intersect_show"] = dict(
    file=AS, sql=True,
    dataframe="spark.sql(\"SELECT * FROM emp1 INTERSECT SELECT * FROM emp2\").show() (06_advanced_sql.py 21) over the "
              "views emp1, emp2 (11-12) of df1 (8), df2 (9)",
    notes="INTERSECT runs as a null-safe left semi join (broadcast at run time; its Exchanges and BroadcastExchange "
          "derived, kind join) and a keys-only aggregate pair (distinct). UNION (15), UNION ALL (18) and EXCEPT (24) "
          "over the same views are its look-alikes. Everything is on line 21. ",
    nodes=[N(1, "Scan ExistingRDD", [[8, 8], [21, 21]], False, "read"),
           N(2, "Exchange", [[21, 21]], True, "join"),
           N(5, "Scan ExistingRDD", [[9, 9], [21, 21]], False, "read"),
           N(6, "Exchange", [[21, 21]], True, "join"),
           N(9, "BroadcastExchange", [[21, 21]], True, "join"),
           N(11, "BroadcastHashJoin", [[21, 21]], False, "join"),
           *agg_pair((12, 13, 16), [[21, 21]], kind="distinct")])

SW = "03_sql/04_window_functions.py"
L["tut_nv_sql_row_number_show"] = dict(
    file=SW, sql=True,
    dataframe="spark.sql(\"SELECT name, salary, ROW_NUMBER() OVER (PARTITION BY dept ORDER BY salary DESC) as rank "
              "FROM emp\").show() (04_window_functions.py 11) over the view emp (8) of df (7)",
    notes="LEAD (14), LAG (17) and the running total (20) over the same view are look-alikes; "
          "02_dataframes/06_groupby_and_windows.py 46 is the DataFrame-API row_number in another file. The Project "
          "reordering the columns for the window is derived, ambiguous (the SQL and the view's DataFrame); the "
          "window's Exchange and Sort derived; the show's toprettystring Project derived at the show. ",
    nodes=[N(1, "Scan ExistingRDD", [[7, 7], [11, 11]], False, "read"),
           N(2, "Project", [[11, 11], [7, 7]], True, "project", amb=True),
           N(3, "Exchange", [[11, 11]], True, "window"),
           N(6, "Sort", [[11, 11]], True, "window"),
           N(7, "Window", [[11, 11]], False, "window"),
           N(8, "Project", [[11, 11]], True, "project")])


def symbol(file: str) -> str:
    return file[:-3].replace("/", ".") + "." + M


def rows_of(case_id: str) -> list[dict]:
    spec = L[case_id]
    rows = []
    for nid, op, spans, derived, kind, amb, true, alt in spec["nodes"]:
        file = spec["file"]
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": symbol(file),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        if alt:
            row["alt"] = [{"file": f, "lines": sp, "symbol": symbol(f)} for f, sp in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


def main() -> int:
    def cases():
        for case_id, part, program, file, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            slug, folder, script = PROGRAMS[program]
            spec = L[case_id]
            assert spec["file"] == file, case_id
            notes = spec["notes"] + spec.get("extra", "") + SESSION + (RK_MASTER if slug == RK else "") + RUN
            case = {"repo": f"../../repos/{slug}", "commit": COMMITS[slug], "index_root": "",
                    "script": f"{folder}/{script}" if folder else script,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": notes, "form": "sql-string" if spec.get("sql") else "pyspark", "source": SOURCES[slug]}
            yield part, BENCH / part / case_id, rows_of(case_id), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
