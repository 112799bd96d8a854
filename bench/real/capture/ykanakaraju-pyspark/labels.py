"""Write each yk_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/ykanakaraju-pyspark/labels.py

Scripts (spark_sql/*.py): N(node id, operator, spans, derived, kind, amb=..., true=...), spans the script's own line
numbers; every script is top-level code, so the symbol is `spark_sql.<name>.<module>` (../case_files.module_rows).
`true=` the span that ran where the script writes the same query twice (DataFrame API and SQL).
Notebooks: (node id, operator, cell, spans, derived, kind, {extra}...), `cell` 0-based among all the notebook's cells,
spans lines inside it; `file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; symbol the
notebook path dotted, then `<module>`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, module_rows, s, write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "b7448adf3e758415eb2fed85ed4ad154feef05b3"
SOURCE = "ykanakaraju/pyspark"
SESSION = ("Session: spark-submit --master local[1] (the code's own .config(\"spark.master\", \"local\") wins; "
           "-XX:ActiveProcessorCount=1 keeps local[*] one thread), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4 (scripts that set it themselves: their value), "
           "spark.sql.session.timeZone=UTC, AQE on. ")
RUN = ("Run: bench/real/capture/ykanakaraju-pyspark/capture.py: the program ran unchanged with spark-submit from the "
       "root of a scratch copy of the laid-out repository (a notebook through nbdriver.py, cells in order); its "
       "C:\\PySpark\\data / E:\\PySpark\\data / dbfs:/FileStore paths served by a file system stand-in from the "
       "repository's own data/ (retail-data generated); the plan is the one the action ran, written by a "
       "query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
SHOW = ("The show's toprettystring Project, LocalLimit and CollectLimit are derived at the show; where an aggregate or "
        "the user's Project carries toprettystring it is labelled at the user's call. ")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch or a hint) and join Sorts and the inferred "
        "isnotnull Filters are derived at the join; a pruning Project derived and ambiguous. ")
CACHE = ("df = spark.read...load(retails_data_csv).repartition(5) then df.cache(): the Scan csv at the read, the "
         "round-robin Exchange at repartition(5), InMemoryRelation and InMemoryTableScan at the cache() line. ")


L: dict[str, dict] = {}

# ---- spark_sql/dataframesAggregations.py: read (23-26) + repartition(5) (27), cache (31), view dfTable (33) -------
def agg_base(ids=(1, 2, 3, 4), read=(23, 26), rep=27, cache=31):
    i1, i2, i3, i4 = ids
    return [N(i1, "InMemoryTableScan", s(cache), False, "cache"), N(i2, "InMemoryRelation", s(cache), False, "cache"),
            N(i3, "Scan csv", s(read), False, "read"), N(i4, "Exchange", s(rep), False, "repartition")]


L["yk_agg_collect_set_show"] = dict(
    dataframe="df.agg(collect_set(\"Country\"), collect_list(\"Country\")).show() (dataframesAggregations.py line 136) "
              "of the cached df (23-31)",
    notes="The script writes the query again in SQL (138-139, over the view dfTable of line 33), the same plan: both "
          "spans, true_lines the one that ran. collect_set/collect_list run as an ObjectHashAggregate pair; the "
          "partial level and its Exchange derived. " + CACHE,
    nodes=agg_base() + [N(9, "ObjectHashAggregate", s(136, (138, 139)), True, "aggregate", true=s(136)),
                        N(10, "Exchange", s(136, (138, 139)), True, "aggregate", true=s(136)),
                        N(12, "ObjectHashAggregate", s(136, (138, 139)), False, "aggregate", true=s(136))])

L["yk_agg_count_distinct_show"] = dict(
    dataframe="df.select(countDistinct(\"StockCode\")).show() (dataframesAggregations.py line 44) of the cached df (23-31)",
    notes="countDistinct runs as two aggregate pairs: the distinct keys (partial, Exchange, merge), then the count "
          "(partial, Exchange, final); all but the final count derived at the select. " + CACHE,
    nodes=agg_base() + [N(9, "HashAggregate", s(44), True, "aggregate"), N(10, "Exchange", s(44), True, "aggregate"),
                        N(13, "HashAggregate", s(44), True, "aggregate"), N(14, "HashAggregate", s(44), True, "aggregate"),
                        N(15, "Exchange", s(44), True, "aggregate"), N(17, "HashAggregate", s(44), False, "aggregate")])

L["yk_agg_groupby_count_show"] = dict(
    dataframe="df.groupBy(\"InvoiceNo\").agg(count(\"Quantity\").alias(\"quan\"), expr(\"count(Quantity)\")).show() "
              "(dataframesAggregations.py lines 148-151) of the cached df (23-31)",
    notes="The groupBy's partial aggregate and Exchange derived; the final aggregate carries the show's toprettystring. "
          + CACHE + SHOW,
    nodes=agg_base() + [N(9, "HashAggregate", s((148, 150)), True, "aggregate"),
                        N(10, "Exchange", s((148, 150)), True, "aggregate"),
                        N(13, "HashAggregate", s((148, 150)), False, "aggregate"),
                        N(14, "CollectLimit", s(151), True, "limit")])

L["yk_agg_sql_sum_distinct_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"\"\"SELECT sum(Quantity) as sumQty, sum(DISTINCT Quantity) as sumDistinct, mean(Quantity) "
              "as mean FROM dfTable\"\"\").show() (dataframesAggregations.py lines 74-77) over the view dfTable (33) of "
              "the cached df (23-31)",
    notes="sum(DISTINCT) makes two aggregate pairs (grouping by Quantity, then the global sums), all but the final one "
          "derived at the SELECT. The DataFrame calls before it (70-72) are three separate queries, not a twin. The "
          "cached scan is reached through the view: the cache line and the FROM line. " + CACHE,
    nodes=[N(1, "InMemoryTableScan", s(31, 77), False, "cache", true=s(31)), N(2, "InMemoryRelation", s(31), False, "cache"),
           N(3, "Scan csv", s((23, 26)), False, "read"), N(4, "Exchange", s(27), False, "repartition"),
           N(9, "HashAggregate", s((74, 77)), True, "aggregate"), N(10, "Exchange", s((74, 77)), True, "aggregate"),
           N(13, "HashAggregate", s((74, 77)), True, "aggregate"), N(14, "HashAggregate", s((74, 77)), True, "aggregate"),
           N(15, "Exchange", s((74, 77)), True, "aggregate"), N(17, "HashAggregate", s((74, 77)), False, "aggregate")])

# ---- spark_sql/dataframesAggregationsWindows.py: read (15-18), repartition (19), cache (21) ---------------------------
L["yk_aggwin_rank_window_show"] = dict(
    dataframe="dfWithDate.where(\"CustomerId IS NOT NULL\").orderBy(\"CustomerId\").select(col(...), rowNumber, "
              "purchaseRank, purchaseDenseRank, avgPurchaseQuantity, maxPurchaseQuantity).show(100) "
              "(dataframesAggregationsWindows.py 58-69), the five window functions over windowSpec (47-50, columns "
              "52-56), dfWithDate = df.withColumn(\"date\", to_date(...)) (37) of the cached df (15-21)",
    notes="The where is the Filter; the Project below the sort computes the withColumn's date (37) and prunes. "
          "orderBy(\"CustomerId\") is a global sort: its range Exchange derived, its Sort not. The window's Sort "
          "derived at the spec and the select; the Window at the spec, the over() lines and the select; the Project "
          "between the sorts prunes for the select (derived, ambiguous). " + SHOW
          + "df.cache() as in dataframesAggregations.py (a look-alike): here read 15-18, repartition 19, cache 21.",
    nodes=agg_base(read=(15, 18), rep=19, cache=21) + [
        N(9, "Filter", s(59), False, "filter"), N(10, "Project", s(37, (61, 64)), False, "project", amb=True),
        N(11, "Exchange", s(60), True, "sort"), N(14, "Sort", s(60), False, "sort"),
        N(15, "Project", s((61, 69)), True, "project", amb=True),
        N(16, "Sort", s((47, 50), (61, 69)), True, "window"),
        N(17, "Window", s((47, 50), (52, 56), (65, 69)), False, "window"),
        N(18, "Project", s((61, 69)), False, "project"), N(19, "CollectLimit", s(69), True, "limit")])

# ---- spark_sql/dataframesBasicOperations.py: df = spark.read.json(flight_json_2015) (30) ------------------------------
L["yk_basic_random_split_count"] = dict(
    dataframe="randomDfs[0].count() (dataframesBasicOperations.py line 183), randomDfs = df.randomSplit([0.25, 0.35, "
              "0.4], 5) (182) of df = spark.read.json(flight_json_2015) (30)",
    notes="randomSplit sorts each partition (the Sort, derived) and samples a range (the Sample, kind sample); the "
          "column-less Project prunes for the count (derived, ambiguous: the split and the count). count() is the "
          "aggregate pair (partial and Exchange derived). The next two counts (184, 185) run other ranges. ",
    nodes=[N(1, "Scan json", s(30), False, "read"), N(2, "Sort", s(182), True, "sample"),
           N(3, "Project", s(182, 183), True, "project", amb=True), N(4, "Sample", s(182), False, "sample"),
           N(5, "HashAggregate", s(183), True, "aggregate"), N(6, "Exchange", s(183), True, "aggregate"),
           N(8, "HashAggregate", s(183), False, "aggregate")])

L["yk_basic_union_where_show"] = dict(
    dataframe="df.union(newDF).where(\"DEST_COUNTRY_NAME = 'India'\").where(col(\"ORIGIN_COUNTRY_NAME\") != "
              "\"United States\").show() (dataframesBasicOperations.py 201-204), newDF = spark.createDataFrame([row1, "
              "row2], schema) (195), df = spark.read.json(...) (30)",
    notes="Both wheres were pushed through the union into each branch as one Filter (with inferred isnotnull); the "
          "show's toprettystring Project and LocalLimit were pushed into each branch too (derived at the show). ",
    nodes=[N(1, "Scan json", s(30), False, "read"), N(2, "Filter", s(202, 203), False, "filter"),
           N(3, "Project", s(204), True, "project"), N(4, "LocalLimit", s(204), True, "limit"),
           N(5, "Scan ExistingRDD", s(195), False, "read"), N(6, "Filter", s(202, 203), False, "filter"),
           N(7, "Project", s(204), True, "project"), N(8, "LocalLimit", s(204), True, "limit"),
           N(9, "Union", s(201), False, "union"), N(10, "CollectLimit", s(204), True, "limit")])

# ---- spark_sql/dataframesIntro.py: flightData2015 = spark.read...csv(...) (43-47), view (97) ----------------------------
def top5(ran, other, scan_true):
    sp, tr = s(ran, other), s(ran)
    return [N(1, "Scan csv", s((43, 47), 101), False, "read", true=s(scan_true)),
            N(2, "HashAggregate", sp, True, "aggregate", true=tr), N(3, "Exchange", sp, True, "aggregate", true=tr),
            N(6, "HashAggregate", sp, False, "aggregate", true=tr)]


L["yk_intro_top5_dsl_show"] = dict(
    dataframe="dfFlightData2015.show() (dataframesIntro.py line 89), dfFlightData2015 = flightData2015.groupBy("
              "\"DEST_COUNTRY_NAME\").sum(\"count\").withColumnRenamed(...).sort(desc(\"destination_total\")).limit(5) "
              "(82-87), flightData2015 = spark.read...csv(\"C:/PySpark/data/flight-data/csv/2015-summary.csv\") (43-47)",
    notes="The script writes this query again in SQL (maxSql, 108-114: GROUP BY, ORDER BY sum(count) DESC LIMIT 5 over "
          "the view of line 97), the same plan: both spans, true_lines the one that ran. sort + limit + show run as one "
          "TakeOrderedAndProject (kind sort) at the sort, the limit and the show. The aggregate's partial level and "
          "Exchange derived; the final aggregate holds the rename. The scan at the read and the SQL's FROM. ",
    nodes=top5((83, 85), (109, 111), (43, 47))
    + [N(7, "TakeOrderedAndProject", s((86, 87), 89, (112, 113)), False, "sort", true=s((86, 87)))])

L["yk_intro_top5_sql_show"] = dict(
    sql=True,
    dataframe="maxSql.show() (dataframesIntro.py line 116), maxSql = spark.sql(\"\"\"SELECT DEST_COUNTRY_NAME, "
              "sum(count) as destination_total FROM flight_data_2015 GROUP BY DEST_COUNTRY_NAME ORDER BY sum(count) "
              "DESC LIMIT 5\"\"\") (108-114) over the view of line 97 of the csv read (43-47)",
    notes="The script builds the same query with the DataFrame API first (dfFlightData2015, 82-87, shown at 89), the "
          "same plan: both spans, true_lines the SQL. ORDER BY + LIMIT + show run as one TakeOrderedAndProject (kind "
          "sort). The scan at the read and the FROM line. ",
    nodes=top5((109, 111), (83, 85), (43, 47))
    + [N(7, "TakeOrderedAndProject", s((112, 113), 116, (86, 87)), False, "sort", true=s((112, 113)))])

# ---- spark_sql/dataframesJoins.py: employee (15-22), department (27-32), views (38-39), joinEmpDept (43) ----------------
L["yk_joins_full_outer_drop_show"] = dict(
    dataframe="employee.join(department, joinEmpDept, \"full_outer\").drop(department[\"id\"]).show() "
              "(dataframesJoins.py 50-52), joinEmpDept = employee[\"deptid\"] == department[\"id\"] (43), employee "
              "(15-22) and department (27-32) createDataFrame(...).toDF(...)",
    notes="A sort-merge full outer join (AQE kept it: no side can be broadcast for a full outer join). Each side's "
          "Project is its toDF rename (line 22, 32). The final Project is the drop with the show's toprettystring. "
          "The same join appears at line 69 (\"outer\") without the drop, and in 6.Spark-SQL-Joins.ipynb: look-alikes. "
          + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((15, 21)), False, "read"), N(2, "Project", s(22), False, "project"),
           N(3, "Exchange", s(50, 43), True, "join"), N(6, "Sort", s(50, 43), True, "join"),
           N(7, "Scan ExistingRDD", s((27, 31)), False, "read"), N(8, "Project", s(32), False, "project"),
           N(9, "Exchange", s(50, 43), True, "join"), N(12, "Sort", s(50, 43), True, "join"),
           N(13, "SortMergeJoin", s(50, 43), False, "join"), N(14, "Project", s(51, 52), False, "project"),
           N(15, "CollectLimit", s(52), True, "limit")])

L["yk_joins_sql_left_anti_show"] = dict(
    sql=True,
    dataframe="df_ij.show() (dataframesJoins.py line 61), df_ij = spark.sql(sql_ij) (60), sql_ij = \"\"\"SELECT * FROM "
              "employee LEFT ANTI JOIN department ON employee.deptid = department.id\"\"\" (57-58) over the views of "
              "lines 38-39",
    notes="AQE turned the planned sort-merge anti join into a broadcast hash join (both shuffles stay, read locally). "
          "Join nodes at the SQL text (57-58) and the spark.sql line (60). Scans at the createDataFrame and the "
          "FROM/JOIN line; the department side's Project is its toDF rename pruned to id (derived, ambiguous). The "
          "DataFrame left_anti join at line 94 is a look-alike (another query). The final Project is SELECT * with the "
          "show's toprettystring; no CollectLimit was left in the final plan. " + JOIN,
    nodes=[N(1, "Scan ExistingRDD", s((15, 21), 57), False, "read"), N(2, "Exchange", s((57, 58), 60), True, "join"),
           N(5, "Scan ExistingRDD", s((27, 31), 57), False, "read"), N(6, "Filter", s((57, 58), 60), True, "join"),
           N(7, "Project", s(32, (57, 58)), True, "project", amb=True),
           N(8, "Exchange", s((57, 58), 60), True, "join"), N(11, "BroadcastExchange", s((57, 58), 60), True, "join"),
           N(13, "BroadcastHashJoin", s((57, 58), 60), False, "join"),
           N(14, "Project", s(57, 22, 61), False, "project")])

L["yk_joins_broadcast_left_show"] = dict(
    dataframe="bcDf.show() (dataframesJoins.py line 108), bcDf = employee.join(broadcast(department), joinExpr, "
              "\"left_outer\") (107), joinExpr (106), employee (15-22), department (27-32)",
    notes="broadcast() makes the BroadcastExchange (derived at the join line, where the hint is). The show's LocalLimit "
          "went below the left outer join, onto the preserved side. The left side's Project is employee's toDF (22); "
          "the right side's Project department's toDF (32). The same left outer join without the hint is at line 79 "
          "(a look-alike). " + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((15, 21)), False, "read"), N(2, "Project", s(22), False, "project"),
           N(3, "LocalLimit", s(108), True, "limit"), N(4, "Scan ExistingRDD", s((27, 31)), False, "read"),
           N(5, "Filter", s(107, 106), True, "join"), N(6, "Project", s(32), False, "project"),
           N(7, "BroadcastExchange", s(107), True, "join"), N(9, "BroadcastHashJoin", s(107, 106), False, "join"),
           N(10, "Project", s(108), True, "project"), N(11, "CollectLimit", s(108), True, "limit")])

# ---- spark_sql/dataframesBasicOperationsMore.py ----------------------------------------------------------------------
L["yk_more_dropdup_subset_show"] = dict(
    dataframe="userDf.dropDuplicates(['name', 'age']).show() (dataframesBasicOperationsMore.py line 58), userDf = "
              "spark.createDataFrame(listUsers, [\"id\", \"name\", \"age\"]) (54) of the duplicated list (46-52)",
    notes="dropDuplicates on a subset runs as first(id) grouped by name and age: partial level and Exchange derived, "
          "kind distinct; the final aggregate carries the show's toprettystring (no CollectLimit was left in the final "
          "plan). dropDuplicates() on line 57 (all columns) is a look-alike, and userDf is rebuilt at line 54 from "
          "line 26's look-alike. ",
    nodes=[N(1, "Scan ExistingRDD", s(54), False, "read"), N(2, "HashAggregate", s(58), True, "distinct"),
           N(3, "Exchange", s(58), True, "distinct"), N(6, "HashAggregate", s(58), False, "distinct")])

NBL: dict[str, dict] = {}
AMB = {"ambiguous": True}


def alt(*places):
    """Other right places in the same notebook, each (cell, spans)."""
    return {"alt": [(cell, spans) for cell, spans in places]}


NB1 = "jupyter_notebooks/spark-sql/1. Spark-SQL-Basics.ipynb"
NB4 = "jupyter_notebooks/spark-sql/4.Working with file formats.ipynb"
NB5 = "jupyter_notebooks/spark-sql/5.DataFrame Transformations.ipynb"
NB6 = "jupyter_notebooks/spark-sql/6.Spark-SQL-Joins.ipynb"
NB7 = "jupyter_notebooks/spark-sql/7.Case Study - Movie Data Analysis.ipynb"

# ---- 1. Spark-SQL-Basics.ipynb ----------------------------------------------------------------------------------------
NBL["yk_nb1_where_group_limit_show"] = dict(
    dataframe="df2.show(), cell 9 line 7; df2 = df.select(\"userid\", \"name\", \"age\", \"gender\", \"phone\").where(\"age is "
              "not null and phone is not null\").orderBy(\"gender\", \"name\").groupBy(\"age\").count().limit(5) (cell 9 "
              "lines 1-5), df = spark.read.json(json_path) (cell 4 line 2)",
    notes="The orderBy under the groupBy was dropped by the optimizer (no node); the limit(5) left no node in the final "
          "plan (the initial plan's CollectLimit 5). The select's Project is pruned to age for the groupBy (ambiguous: "
          "the select and the groupBy). The aggregate's partial level and Exchange derived; the final aggregate carries "
          "the show's toprettystring. ",
    nodes=[(1, "Scan json", 4, [[2, 2]], False, "read"),
           (2, "Filter", 9, [[2, 2]], False, "filter"),
           (3, "Project", 9, [[1, 1], [4, 4]], False, "project", AMB),
           (4, "HashAggregate", 9, [[4, 4]], True, "aggregate"),
           (5, "Exchange", 9, [[4, 4]], True, "aggregate"),
           (8, "HashAggregate", 9, [[4, 4]], False, "aggregate")])

# ---- 4.Working with file formats.ipynb ---------------------------------------------------------------------------------
NBL["yk_nb4_wordcount_show"] = dict(
    dataframe="wordcount_df.show(truncate=False), cell 60 line 6; wordcount_df = text_df.select(explode(split(\"value\", "
              "\" \")).alias(\"word\")).groupBy(\"word\").count() (cell 60 lines 1-4), text_df = spark.read.text(text_path) "
              "(cell 56)",
    notes="explode of split is the Generate (kind explode); the groupBy count's partial level and Exchange derived, the "
          "final aggregate at the groupBy/count lines; CollectLimit derived at the show. Cell 63 builds the same "
          "frame again for a text write (a look-alike). ",
    nodes=[(1, "Scan text", 56, [[1, 1]], False, "read"),
           (2, "Generate", 60, [[2, 2]], False, "explode"),
           (3, "HashAggregate", 60, [[3, 4]], True, "aggregate"),
           (4, "Exchange", 60, [[3, 4]], True, "aggregate"),
           (7, "HashAggregate", 60, [[3, 4]], False, "aggregate"),
           (8, "CollectLimit", 60, [[6, 6]], True, "limit")])

# ---- 5.DataFrame Transformations.ipynb ---------------------------------------------------------------------------------
NBL["yk_nb5_group_agg_show"] = dict(
    dataframe="df3.show(), cell 14 line 14; df3 = df2.groupBy(\"high_frequency\", \"domestic\").agg(count, sum, round(avg), "
              "max) (cell 14 lines 6-12), df2 = df1.select(col(...).alias(\"origin\"), ..., col(\"count\").cast(\"int\"), "
              "expr(\"count > 200 as high_frequency\"), expr(\"... as domestic\"), ...) (cell 7 lines 1-10), df1 = "
              "spark.read.json(input_file) (cell 1 line 4)",
    notes="The select's Project keeps only what the aggregate needs (the cast count, high_frequency, domestic). The "
          "groupBy's partial level and Exchange derived; the final aggregate carries the show's toprettystring; no "
          "CollectLimit was left in the final plan. Cells 16 and 20 rebuild df2 with selectExpr and withColumn "
          "(look-alikes that ran after this cell). ",
    nodes=[(1, "Scan json", 1, [[4, 4]], False, "read"),
           (2, "Project", 7, [[1, 10]], False, "project"),
           (3, "HashAggregate", 14, [[6, 12]], True, "aggregate"),
           (4, "Exchange", 14, [[6, 12]], True, "aggregate"),
           (7, "HashAggregate", 14, [[6, 12]], False, "aggregate")])

NBL["yk_nb5_udf_age_group_show"] = dict(
    dataframe="age_group_df.show(), cell 31 line 2; age_group_df = users_df.withColumn(\"age_group\", "
              "get_age_group_udf(col(\"age\"))) (cell 31 line 1), get_age_group_udf = udf(get_age_group, StringType()) "
              "(cell 30), get_age_group (cell 29), users_df = spark.createDataFrame(listUsers, [...]) (cell 28 line 1)",
    notes="The Python UDF runs as ArrowEvalPython: the withColumn call, the udf(...) line and the function as alts. "
          "The show's LocalLimit went below the UDF (derived at the show); the Project is the withColumn's output with "
          "the show's toprettystring. Cell 37 calls the same function registered for SQL, and "
          "spark_sql/dataframesBasicOperationsMore.py defines the same UDF (look-alikes). ",
    nodes=[(1, "Scan ExistingRDD", 28, [[1, 1]], False, "read"),
           (2, "LocalLimit", 31, [[2, 2]], True, "limit"),
           (3, "ArrowEvalPython", 31, [[1, 1]], False, "udf", alt((30, [[1, 1]]), (29, [[1, 9]]))),
           (4, "Project", 31, [[1, 2]], False, "project"),
           (5, "CollectLimit", 31, [[2, 2]], True, "limit")])

NBL["yk_nb5_top3_row_number_show"] = dict(
    dataframe="display(top_emp_df), cell 84 line 1 (Databricks' display, a show() here); top_emp_df = windows_df.withColumn("
              "\"row_num\", row_number().over(window_spec)).where(\"row_num <= 3\").drop(\"row_num\") (cell 83 lines 1-3), "
              "window_spec = Window.partitionBy(\"dept\").orderBy(desc(\"salary\")) (cell 82), windows_df = "
              "spark.read.csv(data_file, schema=csv_schema) (cell 73 line 1) of dbfs:/FileStore/data/empdata.csv",
    notes="row_number <= 3 runs as a WindowGroupLimit pair around the window's Exchange (derived at the window and the "
          "where); the window's Sorts and Exchange derived at the withColumn (cell 83 line 1), the spec (cell 82) an "
          "alt. The final Project is the drop with the display's toprettystring; no CollectLimit was left in the "
          "final plan. Cell 79 builds other windows over the same frame with a look-alike spec. ",
    nodes=[(1, "Scan csv", 73, [[1, 1]], False, "read"),
           (2, "Sort", 83, [[1, 1]], True, "window", alt((82, [[1, 1]]))),
           (3, "WindowGroupLimit", 83, [[1, 2]], True, "window", alt((82, [[1, 1]]))),
           (4, "Exchange", 83, [[1, 1]], True, "window", alt((82, [[1, 1]]))),
           (7, "Sort", 83, [[1, 1]], True, "window", alt((82, [[1, 1]]))),
           (8, "WindowGroupLimit", 83, [[1, 2]], True, "window", alt((82, [[1, 1]]))),
           (9, "Window", 83, [[1, 1]], False, "window", alt((82, [[1, 1]]))),
           (10, "Filter", 83, [[2, 2]], False, "filter"),
           (11, "Project", 83, [[3, 3]], False, "project", alt((84, [[1, 1]])))])

# ---- 6.Spark-SQL-Joins.ipynb: employee (cell 1 lines 1-10), department (12-17), location (19-24), views (cell 7) ---------
NBL["yk_nb6_semi_join_show"] = dict(
    dataframe="display(joined_df), cell 27 line 2 (Databricks' display, a show() here); joined_df = employee.join("
              "department, employee.deptid == department.id, \"semi\") (cell 27 line 1), employee and department "
              "createDataFrame(...).toDF(...) (cell 1)",
    notes="AQE turned the planned sort-merge semi join into a broadcast hash join (both shuffles stay, read locally). "
          "department's toDF Project is pruned to id (derived, ambiguous: the toDF and the join); employee's toDF "
          "renames sit in the final Project with the display's toprettystring. The same semi join is in SQL in "
          "cell 14 (a %sql cell, not run) and in spark_sql/dataframesJoins.py (look-alikes). " + JOIN,
    nodes=[(1, "Scan ExistingRDD", 1, [[1, 9]], False, "read"),
           (2, "Filter", 27, [[1, 1]], True, "join"),
           (3, "Exchange", 27, [[1, 1]], True, "join"),
           (6, "Scan ExistingRDD", 1, [[12, 16]], False, "read"),
           (7, "Filter", 27, [[1, 1]], True, "join"),
           (8, "Project", 1, [[17, 17]], True, "project", AMB, alt((27, [[1, 1]]))),
           (9, "Exchange", 27, [[1, 1]], True, "join"),
           (12, "BroadcastExchange", 27, [[1, 1]], True, "join"),
           (14, "BroadcastHashJoin", 27, [[1, 1]], False, "join"),
           (15, "Project", 27, [[2, 2]], True, "project", alt((1, [[10, 10]])))])

NBL["yk_nb6_sql_three_way_join_show"] = dict(
    sql=True,
    dataframe="display(df1), cell 8 line 5 (Databricks' display, a show() here); df1 = spark.sql(\"\"\"select emp.*, "
              "dept.deptname, loc.* from emp join dept on emp.deptid = dept.id join loc on dept.locationid = "
              "loc.locationid\"\"\") (cell 8 lines 1-4) over the views of cell 7 of employee, department, location "
              "(cell 1)",
    notes="Two inner joins AQE made broadcast hash joins (the first builds on emp, the second on loc). Scans through a "
          "view at the FROM/JOIN line, the createDataFrame and createOrReplaceTempView lines as alts; each side's "
          "Project is its toDF rename (cell 1). dept's isnotnull Filter serves both joins. The Project between the "
          "joins prunes (derived, ambiguous); the last one is the select list with the display's toprettystring. "
          "Cell 9 (%sql, not run) and cell 23 (the DataFrame API, another select) are look-alikes. " + JOIN,
    nodes=[(1, "Scan ExistingRDD", 8, [[2, 2]], False, "read", alt((1, [[1, 9]]), (7, [[1, 1]]))),
           (2, "Filter", 8, [[3, 3]], True, "join"),
           (3, "Project", 1, [[10, 10]], False, "project"),
           (4, "Exchange", 8, [[3, 3]], True, "join"),
           (7, "BroadcastExchange", 8, [[3, 3]], True, "join"),
           (9, "Scan ExistingRDD", 8, [[3, 3]], False, "read", alt((1, [[12, 16]]), (7, [[2, 2]]))),
           (10, "Filter", 8, [[3, 4]], True, "join"),
           (11, "Project", 1, [[17, 17]], False, "project"),
           (12, "Exchange", 8, [[3, 3]], True, "join"),
           (15, "BroadcastHashJoin", 8, [[3, 3]], False, "join"),
           (16, "Project", 8, [[1, 1], [3, 3]], True, "project", AMB),
           (17, "Scan ExistingRDD", 8, [[4, 4]], False, "read", alt((1, [[19, 23]]), (7, [[3, 3]]))),
           (18, "Filter", 8, [[4, 4]], True, "join"),
           (19, "Project", 1, [[24, 24]], False, "project"),
           (20, "Exchange", 8, [[4, 4]], True, "join"),
           (23, "BroadcastExchange", 8, [[4, 4]], True, "join"),
           (25, "BroadcastHashJoin", 8, [[4, 4]], False, "join"),
           (26, "Project", 8, [[1, 1], [5, 5]], False, "project"),
           (27, "CollectLimit", 8, [[5, 5]], True, "limit")])

# ---- 7.Case Study - Movie Data Analysis.ipynb --------------------------------------------------------------------------
NBL["yk_nb7_top_rated_join_show"] = dict(
    dataframe="average_rating_df.show(truncate=False), cell 8 line 16; average_rating_df = rating_df.groupBy(\"movieId\")"
              ".agg(count, avg).where(\"totalRatings >= 50\").orderBy(desc(\"averageRating\")).limit(10).join(movies_df, "
              "\"movieId\").select(...).orderBy(desc(\"averageRating\")).withColumn(\"averageRating\", round(...))"
              ".coalesce(1) (cell 8 lines 1-14), movies_df and rating_df = spark.read.csv(...) (cell 4)",
    notes="orderBy + limit(10) is the TakeOrderedAndProject (kind sort); AQE made the USING join a broadcast hash join "
          "building on that top-10 side; the second orderBy a range Exchange (derived) and a Sort. The aggregate's "
          "partial level and Exchange derived; the inferred isnotnull Filters and the BroadcastExchange derived at the "
          "join; coalesce(1) the Coalesce (kind repartition); the last Project the show's toprettystring (derived); no "
          "CollectLimit was left in the final plan. 3.Working-with-Hive and 9.Working-with-Hive compute a look-alike "
          "top-rated join over Hive tables (not run). ",
    nodes=[(1, "Scan csv", 4, [[2, 2]], False, "read"),
           (2, "HashAggregate", 8, [[2, 6]], True, "aggregate"),
           (3, "Exchange", 8, [[2, 6]], True, "aggregate"),
           (6, "HashAggregate", 8, [[2, 6]], False, "aggregate"),
           (7, "Filter", 8, [[7, 7]], False, "filter"),
           (8, "TakeOrderedAndProject", 8, [[8, 9]], False, "sort"),
           (9, "Filter", 8, [[10, 10]], True, "join"),
           (10, "BroadcastExchange", 8, [[10, 10]], True, "join"),
           (12, "Scan csv", 4, [[1, 1]], False, "read"),
           (13, "Filter", 8, [[10, 10]], True, "join"),
           (14, "BroadcastHashJoin", 8, [[10, 10]], False, "join"),
           (15, "Project", 8, [[11, 11]], False, "project"),
           (16, "Exchange", 8, [[12, 12]], True, "sort"),
           (19, "Sort", 8, [[12, 12]], False, "sort"),
           (20, "Project", 8, [[13, 13]], False, "project"),
           (21, "Coalesce", 8, [[14, 14]], False, "repartition"),
           (22, "Project", 8, [[16, 16]], True, "project")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _, cell in CASES:
            spec = L.get(case_id) or NBL.get(case_id)
            if spec is None:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file = PROGRAMS[program]
            where = f"cell {cell} line {line}" if cell is not None else f"{file}:{line}"
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where})",
                    "notes": spec["notes"] + SESSION + RUN,
                    "form": "ipynb" if cell is not None else ("sql-string" if spec.get("sql") else "pyspark"),
                    "source": SOURCE}
            if cell is None:
                rows = module_rows(spec["nodes"], file)
            else:
                symbol = file.removesuffix(".ipynb").replace("/", ".") + ".<module>"
                rows = notebook_rows(spec["nodes"], REPO, file, symbol)
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
