"""Write each ac_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/albertochong-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, extra]) with extra a dict of `true_lines` and `alt`
((file, spans) each); a label's `file` is the case's notebook unless extra names another (`file`). Spans are the
notebook file's own line numbers. Symbols: every notebook here is a Python Databricks source notebook and every
labelled line is top-level code (Python and `%sql`/`%python` cells): `<path dotted without .py>.<module>` (as
../svabnave-databricks/labels.py names them).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import (AGG21, CACHE32, CASES, COL15, CPX23, DT22, JOIN24, OPT33, PROGRAMS, REV41, SOL,  # noqa: E402
                     SQL13, UDF25)
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "albertochong__databricks-notebooks"
COMMIT = "68b9cd53147ddda50f05233c32d37cf7f8a9afa6"
SOURCE = "albertochong/DATABRICKS-NOTEBOOKS"
SETUP_SQL = f"{SOL}/Includes/Classroom-Setup-SQL.py"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4 (4.1 "
           "Review sets 8 itself), spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/albertochong-databricks/capture.py: `spark-submit acdriver.py {nbs}` from the root of "
       "a scratch copy of the laid-out repository, those notebooks in that order in one session (as notebooks "
       "attached to one cluster), each cell by cell, unchanged, under its own path and line numbers: `%run "
       "./Includes/Classroom-Setup` (or -SQL) runs the course's setup from the notebook's own folder in the same "
       "namespace (Student-Environment's user database `spark_programming_albertochong_py`, the dataset paths), "
       "`%sql` cells statement by statement through spark.sql, a result shown as Databricks displays it with a "
       "stand-in display (a show(): CollectLimit and toprettystring, or TakeOrderedAndProject after a sort). The "
       "course's /mnt/training datasets are generated (make_data.py) and served at their paths by a dbfs: file "
       "system stand-in set as the default file system. The plan is the one the action or statement ran, written by "
       "a query-execution listener after it ran (final adaptive plan; the initial plan's nodes printed after it are "
       "labelled as their executed twins); event_log.json from the same run. ")
NOTE = ("Display: the toprettystring Project and CollectLimit 21 of a display()/show() are derived at that call, and "
        "so is the show's limit pushed below a Python UDF, a join or a union (LocalLimit); where toprettystring sits "
        "in a user's node (a final aggregate, a select's Project, a sort's TakeOrderedAndProject) that node keeps its "
        "user label with the display line added. Aggregates: partial level and Exchange derived at the groupBy/agg/"
        "count/distinct/dropDuplicates call. A twin of the notebook in the other course folder (CURSO_DATABRICKS_II "
        "vs PATHWAY/DATA ENGINEER/3 - APACHE SPARK PROGRAMMING) or in the lesson/Solutions pair is never accepted. ")


def sym(file: str) -> str:
    return file.rsplit(".", 1)[0].replace("/", ".") + ".<module>"


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes)


def twins(pairs, nodes):
    """The initial plan's nodes (printed after the executed ones): each (twin id, executed id) labelled as its twin."""
    by_id = {n[0]: n for n in nodes}
    return nodes + [(t,) + tuple(by_id[e][1:]) for t, e in pairs]


# ---- 1.3 Spark SQL (Solutions) -------------------------------------------------------------------------------
BASICS = ("Solutions/1.3 Spark SQL, 1.5 DataFrame & Column, 2.1 Aggregation and 2.2 Datetimes (CURSO_DATABRICKS_II) "
          "ran in one session in that order. ")
TABLE = ("The table was created by the course's Includes/Classroom-Setup-SQL (run by the notebook's %run): the "
         "CREATE TABLE ... USING parquet OPTIONS (path ...) line there is an alt. ")
TWICE13 = ("The notebook builds the same query twice, in SQL (budgetDF 37-42) and with the DataFrame API (budgetDF "
           "88-92 over productsDF = spark.table('products') 65): both accepted, the one that ran in true_lines. ")
case("ac_sql13_budget_sql_show", SQL13,
     "budgetDF.show() (51) of budgetDF = spark.sql('SELECT name, price FROM products WHERE price < 200 ORDER BY "
     "price') (37-42)",
     BASICS + TWICE13 + TABLE + "ORDER BY + show's limit is one TakeOrderedAndProject (with toprettystring). ",
     [(1, "Scan parquet spark_catalog.spark_programming_albertochong_py.products", sp(39, 65), False, "read", False,
       {"true_lines": sp(39), "alt": [(SETUP_SQL, sp(10))]}),
      (3, "Filter", sp(40, 90), False, "filter", False, {"true_lines": sp(40)}),
      (4, "TakeOrderedAndProject", sp(41, 38, 51, 91, 89), False, "sort", False, {"true_lines": sp(41, 38, 51)})])

case("ac_sql13_budget_api_take", SQL13,
     "budgetDF.take(2) (105) of budgetDF = productsDF.select('name', 'price').where('price < 200').orderBy('price') "
     "(88-92), productsDF = spark.table('products') (65)",
     BASICS + TWICE13 + TABLE + "orderBy + take(2) is one TakeOrderedAndProject. The count() of the same frame "
           "(101) ran before it. ",
     [(1, "Scan parquet spark_catalog.spark_programming_albertochong_py.products", sp(65, 39), False, "read", False,
       {"true_lines": sp(65), "alt": [(SETUP_SQL, sp(10))]}),
      (3, "Filter", sp(90, 40), False, "filter", False, {"true_lines": sp(90)}),
      (4, "TakeOrderedAndProject", sp(91, 105, 89, 41, 38), False, "sort", False, {"true_lines": sp(91, 105, 89)})])

case("ac_sql13_mac_sql_display", SQL13,
     "display(macSQLDF) (223) of macSQLDF = spark.sql(\"SELECT * FROM events WHERE device = 'macOS' ORDER By "
     "event_timestamp\") (216-221)",
     BASICS + "The lab's DataFrame-API answer is the same query (macDF = eventDF.where(\"device == 'macOS'\")"
           ".sort('event_timestamp') 176-179 over eventDF = spark.table('events') 146): both accepted, the SQL "
           "that ran in true_lines. " + TABLE,
     [(1, "Scan parquet spark_catalog.spark_programming_albertochong_py.events", sp(218, 146), False, "read", False,
       {"true_lines": sp(218), "alt": [(SETUP_SQL, sp(7))]}),
      (3, "Filter", sp(219, 177), False, "filter", False, {"true_lines": sp(219)}),
      (4, "TakeOrderedAndProject", sp(220, 217, 223, 178), False, "sort", False, {"true_lines": sp(220, 217, 223)})])

# ---- 1.5 DataFrame & Column (Solutions) ---------------------------------------------------------------------
EV15 = "eventsDF = spark.read.parquet(eventsPath) (33)"
case("ac_col15_android_filter_display", COL15,
     "display(androidDF) (178) of androidDF = eventsDF.filter((col('traffic_source') != 'direct') & (col('device') "
     "== 'Android')) (177), " + EV15,
     BASICS + "Look-alike filters of eventsDF at 167 and 172 in the same cell group; the notebook reads events again "
           "at 259 (the same line). ",
     [(1, "Scan parquet", sp(33), False, "read", False),
      (3, "Filter", sp(177), False, "filter", False),
      (4, "Project", sp(178), True, "project", False),
      (5, "CollectLimit", sp(178), True, "limit", False)])

case("ac_col15_dropdup_display", COL15,
     "display(distinctUsersDF) (195) of distinctUsersDF = eventsDF.dropDuplicates(['user_id']) (194), " + EV15,
     BASICS + "dropDuplicates is a first() aggregate per column (SortAggregate: struct and array columns) with its "
           "Sorts, partial aggregate and Exchange derived. eventsDF.distinct() (190) is never run. ",
     twins([(12, 3), (13, 4), (14, 5), (15, 8), (16, 9), (17, 10)],
           [(1, "Scan parquet", sp(33), False, "read", False),
            (3, "Sort", sp(194), True, "distinct", False),
            (4, "SortAggregate", sp(194), True, "distinct", False),
            (5, "Exchange", sp(194), True, "distinct", False),
            (8, "Sort", sp(194), True, "distinct", False),
            (9, "SortAggregate", sp(194, 195), False, "distinct", False),
            (10, "CollectLimit", sp(195), True, "limit", False)]))

case("ac_col15_sort_two_keys_display", COL15,
     "display(decreaseSessionsDF) (240) of decreaseSessionsDF = eventsDF.sort(col('user_first_touch_timestamp')"
     ".desc(), col('event_timestamp')) (239), " + EV15,
     BASICS + "Four look-alike sorts of eventsDF in a row (224, 229, 234, 239), each displayed. ",
     [(1, "Scan parquet", sp(33), False, "read", False),
      (3, "TakeOrderedAndProject", sp(239, 240), False, "sort", False)])

case("ac_col15_final_count", COL15,
     "finalDF.count() inside assert(finalDF.count() == 180678) (355) of finalDF = eventsDF.withColumn('revenue', "
     "col('ecommerce.purchase_revenue_in_usd')).filter(col('revenue').isNotNull()).drop('event_name') (340-344), "
     "eventsDF = spark.read.parquet(eventsPath) (259)",
     BASICS + "The assert fails on the generated data (after the count ran). The same three steps are written one "
           "by one above it (revenueDF 271, purchasesDF 295, finalDF 329) and in 2.1 Aggregation (128-131): "
           "look-alikes. The count keeps no column (a Project with empty output, derived and ambiguous: the chain "
           "and the count). ",
     twins([(10, 3), (11, 4), (12, 5), (13, 6), (14, 8)],
           [(1, "Scan parquet", sp(259), False, "read", False),
            (3, "Filter", sp(342), False, "filter", False),
            (4, "Project", sp((341, 343), 355), True, "project", True),
            (5, "HashAggregate", sp(355), True, "aggregate", False),
            (6, "Exchange", sp(355), True, "aggregate", False),
            (8, "HashAggregate", sp(355), False, "aggregate", False)]))

# ---- 2.1 Aggregation (Solutions) ------------------------------------------------------------------------------
DF21 = ("df = (spark.read.parquet(eventsPath).withColumn('revenue', col('ecommerce.purchase_revenue_in_usd'))"
        ".filter(col('revenue').isNotNull()).drop('event_name')) (128-131)")
case("ac_agg21_state_aggs_display", AGG21,
     "display(stateAggregatesDF) (101) of stateAggregatesDF = df.groupBy('geo.state').agg(avg("
     "'ecommerce.total_item_quantity').alias('avg_quantity'), approx_count_distinct('user_id').alias("
     "'distinct_users')) (97-99), df = spark.read.parquet(eventsPath) (33)",
     BASICS + "Four more groupBy('geo.state'...) look-alikes above it (65, 70, 85). The Project before the partial "
           "aggregate extracts the nested grouping and aggregated fields: derived and ambiguous (the read and the "
           "groupBy/agg). The show's CollectLimit is only in the initial plan. ",
     twins([(10, 3), (11, 4), (12, 5), (13, 8)],
           [(1, "Scan parquet", sp(33), False, "read", False),
            (3, "Project", sp(33, (97, 99)), True, "project", True),
            (4, "HashAggregate", sp((97, 99)), True, "aggregate", False),
            (5, "Exchange", sp((97, 99)), True, "aggregate", False),
            (8, "HashAggregate", sp((97, 99), 101), False, "aggregate", False),
            (14, "CollectLimit", sp(101), True, "limit", False)]))

case("ac_agg21_traffic_sorted_collect", AGG21,
     "testDF.collect() in a list comprehension (167) of testDF = trafficDF.sort('traffic_source').select(round("
     "'total_rev', 4).alias('total_rev'), round('avg_rev', 4).alias('avg_rev')) (166), trafficDF = df.groupBy("
     "'traffic_source').agg(sum(col('revenue')).alias('total_rev'), avg(col('revenue')).alias('avg_rev')) "
     "(150-153), " + DF21,
     BASICS + "The lab's chained answer (267-274) groups the same df the same way: a look-alike, not this frame. The "
           "withColumn/drop Project keeps the two columns the aggregate reads. ",
     twins([(16, 3), (17, 4), (18, 5), (19, 6), (20, 9), (21, 10), (22, 13), (23, 14)],
           [(1, "Scan parquet", sp(128), False, "read", False),
            (3, "Filter", sp(130), False, "filter", False),
            (4, "Project", sp(129, 131), False, "project", False),
            (5, "HashAggregate", sp((150, 153)), True, "aggregate", False),
            (6, "Exchange", sp((150, 153)), True, "aggregate", False),
            (9, "HashAggregate", sp((150, 153)), False, "aggregate", False),
            (10, "Exchange", sp(166), True, "sort", False),
            (13, "Sort", sp(166), False, "sort", False),
            (14, "Project", sp(166), False, "project", False)]))

case("ac_agg21_chain_display", AGG21,
     "display(chainDF) (276) of chainDF = (df.groupBy('traffic_source').agg(sum(col('revenue')).alias('total_rev'), "
     "avg(col('revenue')).alias('avg_rev')).sort(col('total_rev').desc()).limit(3).withColumn('avg_rev', round("
     "'avg_rev', 2)).withColumn('total_rev', round('total_rev', 2))) (267-274), " + DF21,
     BASICS + "The same steps written one by one above it (trafficDF 150-153, topTrafficDF 181-183, bonusDF 240-243, "
           "displayed at 155, 184, 245): look-alikes, not this frame. sort + limit(3) + the rounding withColumns + "
           "display are one TakeOrderedAndProject. ",
     twins([(12, 3), (13, 4), (14, 5), (15, 6), (16, 9), (17, 10)],
           [(1, "Scan parquet", sp(128), False, "read", False),
            (3, "Filter", sp(130), False, "filter", False),
            (4, "Project", sp(129, 131), False, "project", False),
            (5, "HashAggregate", sp((267, 269)), True, "aggregate", False),
            (6, "Exchange", sp((267, 269)), True, "aggregate", False),
            (9, "HashAggregate", sp((267, 269)), False, "aggregate", False),
            (10, "TakeOrderedAndProject", sp(270, 271, (272, 273), 276), False, "sort", False)]))

# ---- 2.2 Datetimes (Solutions) --------------------------------------------------------------------------------
case("ac_dt22_active_dow_display", DT22,
     "display(activeDowDF) (271) of activeDowDF = activeUsersDF.withColumn('day', date_format(col('date'), 'E'))"
     ".groupBy('day').agg(avg(col('active_users')).alias('avg_users')) (267-270), activeUsersDF = datetimeDF"
     ".groupBy('date').agg(approx_count_distinct('user_id').alias('active_users')).sort('date') (224-227), "
     "datetimeDF = df.withColumn('ts', (col('ts') / 1e6).cast('timestamp')).withColumn('date', to_date('ts')) "
     "(178-180), df = spark.read.parquet(eventsPath).select('user_id', col('event_timestamp').alias('ts')) "
     "(163-164)",
     BASICS + "The sort('date') before the second aggregate is removed by the optimizer (no node). The select and "
           "both withColumns are one Project; date_format's withColumn is computed in the first final aggregate. "
           "2.5 UDFs builds the same two-level aggregate in one chain (155-160): a look-alike in another file. The "
           "show's CollectLimit is only in the initial plan. ",
     twins([(15, 3), (16, 4), (17, 5), (18, 8), (19, 9), (20, 10), (21, 13)],
           [(1, "Scan parquet", sp(163), False, "read", False),
            (3, "Project", sp(164, 178, 179), False, "project", False),
            (4, "HashAggregate", sp((224, 225)), True, "aggregate", False),
            (5, "Exchange", sp((224, 225)), True, "aggregate", False),
            (8, "HashAggregate", sp((224, 225), 267), False, "aggregate", False),
            (9, "HashAggregate", sp((268, 269)), True, "aggregate", False),
            (10, "Exchange", sp((268, 269)), True, "aggregate", False),
            (13, "HashAggregate", sp((268, 269), 271), False, "aggregate", False),
            (22, "CollectLimit", sp(271), True, "limit", False)]))

# ---- 2.4 Joins (Solutions) ------------------------------------------------------------------------------------
JOINS = ("Solutions/2.4 Joins, 2.5 UDFs and 4.1 Review (CURSO_DATABRICKS_II) ran in one session in that order, "
         "broadcast joins on (Spark's default threshold). ")
JOINS_NOBC = "Solutions/2.4 Joins ran alone, with spark.sql.autoBroadcastJoinThreshold=-1 (sort-merge joins). "
CARTS = [(23, "Scan parquet", sp(49), False, "read", False),
         (25, "Filter", sp(104, 120), True, "filter", False),
         (26, "Project", sp(104, 105), True, "project", True),
         (27, "Generate", sp(104), False, "explode", False),
         (28, "Project", sp(104, 105), True, "project", True),
         (29, "ObjectHashAggregate", sp(105), True, "aggregate", False),
         (30, "Exchange", sp(105), True, "aggregate", False),
         (33, "ObjectHashAggregate", sp(105), False, "aggregate", False)]
case("ac_join24_carts_display", JOIN24,
     "display(cartsDF) (107) of cartsDF = (eventsDF.withColumn('items', explode('items')).groupBy('user_id')"
     ".agg(collect_set('items.item_id').alias('cart'))) (104-106), eventsDF = spark.read.parquet(eventsPath) (49)",
     JOINS + "explode's inferred Filter (size > 0, isnotnull) is derived at the explode; the Projects extracting "
           "items.item_id around the Generate are derived and ambiguous (the explode and the collect_set). "
           "collect_set is an ObjectHashAggregate pair. ",
     twins([(14, 3), (15, 4), (16, 5), (17, 6), (18, 7), (19, 8), (20, 11), (21, 12)],
           [(1, "Scan parquet", sp(49), False, "read", False),
            (3, "Filter", sp(104), True, "explode", False),
            (4, "Project", sp(104, 105), True, "project", True),
            (5, "Generate", sp(104), False, "explode", False),
            (6, "Project", sp(104, 105), True, "project", True),
            (7, "ObjectHashAggregate", sp(105), True, "aggregate", False),
            (8, "Exchange", sp(105), True, "aggregate", False),
            (11, "ObjectHashAggregate", sp(105, 107), False, "aggregate", False),
            (12, "CollectLimit", sp(107), True, "limit", False)]))

CONV = [(1, "Scan parquet", sp(43), False, "read", False),
        (3, "Exchange", sp(85), True, "join", False),
        (6, "Sort", sp(85), True, "join", False),
        (7, "Scan parquet", sp(37), False, "read", False),
        (9, "HashAggregate", sp(67), True, "distinct", False),
        (10, "Exchange", sp(67), True, "distinct", False),
        (13, "HashAggregate", sp(67, 68), False, "distinct", False),
        (14, "Sort", sp(85), True, "join", False),
        (15, "SortMergeJoin", sp(85), False, "join", False),
        (16, "Filter", sp(86), False, "filter", False)]
CONV_DF = ("conversionsDF = (usersDF.join(convertedUsersDF, 'email', 'outer').filter(col('email').isNotNull())"
           ".na.fill(False)) (85-88), convertedUsersDF = (salesDF.select('email').distinct().withColumn('converted', "
           "lit(True))) (66-69), usersDF = spark.read.parquet(usersPath) (43), salesDF = spark.read.parquet("
           "salesPath) (37)")
case("ac_join24_conversions_display", JOIN24,
     "display(conversionsDF) (89) of " + CONV_DF,
     JOINS + "The outer join is a sort-merge join even with broadcasts on (a full outer join is never broadcast). "
           "distinct() is a HashAggregate pair; lit(True) is computed in its final level. The join's USING column "
           "(coalesce of both emails), na.fill(False) and the display's toprettystring are one Project. ",
     twins([(20, 3), (21, 6), (22, 9), (23, 10), (24, 13), (25, 14), (26, 15), (27, 16), (28, 17), (29, 18)],
           CONV + [(17, "Project", sp(87, 85, 89), False, "project", False),
                   (18, "CollectLimit", sp(89), True, "limit", False)]))

case("ac_join24_email_carts_nobc_display", JOIN24,
     "display(emailCartsDF) (121) of emailCartsDF = conversionsDF.join(cartsDF, 'user_id', 'left') (120), "
     + CONV_DF + ", cartsDF = (eventsDF.withColumn('items', explode('items')).groupBy('user_id').agg(collect_set("
     "'items.item_id').alias('cart'))) (104-106), eventsDF = spark.read.parquet(eventsPath) (49)",
     JOINS_NOBC + "Both joins sort-merge. The show's limit is pushed into the left outer join's left side "
           "(LocalLimit 21, derived at the display). The right side's Filter holds explode's inferred size/isnotnull "
           "and the join's inferred isnotnull(user_id): derived at both calls. The full outer join's coalesce and "
           "na.fill are one Project; the left join's output with the display's toprettystring another. ",
     twins([(39, 3), (40, 6), (41, 9), (42, 10), (43, 13), (44, 14), (45, 15), (46, 16), (47, 17), (48, 18),
            (49, 19), (50, 22), (51, 25), (52, 26), (53, 27), (54, 28), (55, 29), (56, 30), (57, 33), (58, 34),
            (59, 35), (60, 36), (61, 37)],
           CONV + CARTS + [(17, "Project", sp(87, 85), False, "project", False),
                           (18, "LocalLimit", sp(121), True, "limit", False),
                           (19, "Exchange", sp(120), True, "join", False),
                           (22, "Sort", sp(120), True, "join", False),
                           (34, "Sort", sp(120), True, "join", False),
                           (35, "SortMergeJoin", sp(120), False, "join", False),
                           (36, "Project", sp(121, 120), True, "project", False),
                           (37, "CollectLimit", sp(121), True, "limit", False)]))

# ---- 2.5 UDFs (Solutions) -------------------------------------------------------------------------------------
case("ac_udf25_sql_udf", UDF25,
     "%sql SELECT sql_udf(email) AS firstLetter FROM sales (77) over the view sales (70) of salesDF = "
     "spark.read.parquet(salesPath) (25), sql_udf = spark.udf.register('sql_udf', firstLetterFunction) (72)",
     JOINS + "A plain Python function registered for SQL runs as BatchEvalPython; the UDF node accepts the call "
           "(the SELECT) and the register line. A scan through a temp view accepts the FROM line and the read. The "
           "same first-letter UDF is applied with the DataFrame API three times in the notebook (60, 101, 127): "
           "look-alikes. ",
     [(1, "Scan parquet", sp(77, 25), False, "read", False),
      (3, "LocalLimit", sp(77), True, "limit", False),
      (4, "BatchEvalPython", sp(77, 72), False, "udf", False),
      (5, "Project", sp(77), False, "project", False),
      (6, "CollectLimit", sp(77), True, "limit", False)])

case("ac_udf25_decorator_display", UDF25,
     "%python display(salesDF.select(decoratorUDF(col('email')))) (101), salesDF = spark.read.parquet("
     "'/mnt/training/ecommerce/sales/sales.parquet') (100), decoratorUDF defined with @udf('string') (92-94)",
     JOINS + "The UDF node (ArrowEvalPython in Spark 4) accepts the call and the @udf decorator line. The same "
           "select with firstLetterUDF (60) and vectorizedUDF (127) are look-alikes; salesDF is read at 25 with "
           "salesPath and again at 100 with the literal path (this one). ",
     [(1, "Scan parquet", sp(100), False, "read", False),
      (3, "LocalLimit", sp(101), True, "limit", False),
      (4, "ArrowEvalPython", sp(101, 92), False, "udf", False),
      (5, "Project", sp(101), False, "project", False),
      (6, "CollectLimit", sp(101), True, "limit", False)])

case("ac_udf25_sorted_dow_display", UDF25,
     "display(finalDF) (202) of finalDF = (df.withColumn('day', labelDowUDF(col('day'))).sort('day')) (199-201), "
     "labelDowUDF = udf(labelDayOfWeek) (186), df = (spark.read.parquet(eventsPath).withColumn('ts', "
     "(col('event_timestamp') / 1e6).cast('timestamp')).withColumn('date', to_date('ts')).groupBy('date').agg("
     "approx_count_distinct('user_id').alias('active_users')).withColumn('day', date_format(col('date'), 'E'))"
     ".groupBy('day').agg(avg(col('active_users')).alias('avg_users'))) (155-160)",
     JOINS + "2.2 Datetimes builds the same two-level aggregate step by step (a look-alike in another file). The UDF "
           "node accepts the withColumn call and the udf(...) line; sort + display are one TakeOrderedAndProject. ",
     twins([(18, 3), (19, 4), (20, 5), (21, 8), (22, 9), (23, 10), (24, 13), (25, 14), (26, 15), (27, 16)],
           [(1, "Scan parquet", sp(155), False, "read", False),
            (3, "Project", sp(156, 157), False, "project", False),
            (4, "HashAggregate", sp(158), True, "aggregate", False),
            (5, "Exchange", sp(158), True, "aggregate", False),
            (8, "HashAggregate", sp(158, 159), False, "aggregate", False),
            (9, "HashAggregate", sp(160), True, "aggregate", False),
            (10, "Exchange", sp(160), True, "aggregate", False),
            (13, "HashAggregate", sp(160), False, "aggregate", False),
            (14, "ArrowEvalPython", sp(199, 186), False, "udf", False),
            (15, "Project", sp(199), False, "project", False),
            (16, "TakeOrderedAndProject", sp(200, 202), False, "sort", False)]))

# ---- 4.1 Review (Solutions) -----------------------------------------------------------------------------------
case("ac_rev41_dedup_write", REV41,
     "dedupedDF.write.mode('overwrite').option('compression', 'snappy').parquet(destFile) (105-109) of dedupedDF = "
     "(df.select(col('*'), lower(...) x3, translate(col('ssn'), '-', '').alias('ssnNums')).dropDuplicates([...])"
     ".drop(...)) (86-97), df = spark.read.option('header', 'true').option('inferSchema', 'true').option('sep', "
     "':').csv(sourceFile) (73-79)",
     JOINS + "The notebook sets spark.sql.shuffle.partitions to 8 (70) before it. dropDuplicates of the computed "
           "keys is a first() aggregate (SortAggregate) with its Sorts, partial level and Exchange derived; the "
           "drop is the final aggregate's output. destFile is workingDir + '/people.parquet' (64). ",
     twins([(13, 2), (14, 3), (15, 4), (16, 5), (17, 8), (18, 9), (19, 10), (20, 11)],
           [(1, "Scan csv", sp((73, 79)), False, "read", False),
            (2, "Project", sp((87, 94)), False, "project", False),
            (3, "Sort", sp(95), True, "distinct", False),
            (4, "SortAggregate", sp(95), True, "distinct", False),
            (5, "Exchange", sp(95), True, "distinct", False),
            (8, "Sort", sp(95), True, "distinct", False),
            (9, "SortAggregate", sp(95, 96), False, "distinct", False),
            (10, "WriteFiles", sp((105, 109)), False, "write", False),
            (11, "Execute InsertIntoHadoopFsRelationCommand", sp((105, 109)), False, "write", False)]))

# ---- PATHWAY copy: 2.3 Complex Types, 3.2 Caching, 3.3 Query Optimization (lessons) -----------------------------
PATHWAY = ("The PATHWAY/DATA ENGINEER/3 - APACHE SPARK PROGRAMMING copy of the course's lessons 2.3 Complex Types, "
           "3.2 Caching and 3.3 Query Optimization ran in one session in that order (byte for byte the same as "
           "CURSO_DATABRICKS_II's lessons and their Solutions copies, which did not run). ")
case("ac_cpx23_union_display", CPX23,
     "display(unionDF) (110) of unionDF = (mattressDF.unionByName(pillowDF).drop('details')) (108-109), "
     "mattressDF = (detailsDF.filter(array_contains(col('details'), 'Mattress')).withColumn('size', element_at("
     "col('details'), 2)).withColumn('quality', element_at(col('details'), 1))) (71-74), pillowDF the same with "
     "'Pillow', 1 and 2 (91-94), detailsDF = (df.withColumn('items', explode('items')).select('email', "
     "'items.item_name').withColumn('details', split(col('item_name'), ' '))) (53-56), df = spark.read.parquet("
     "salesPath) (36)",
     PATHWAY + "Both branches read the same parquet through detailsDF (one read line, two scans). explode's inferred "
           "Filter is derived at the explode; each branch's filter adds isnotnull(item_name). The size/quality "
           "withColumns, the drop and the display's toprettystring are one Project per branch; the show's limit is "
           "pushed into both branches (LocalLimit, derived at the display). ",
     [(1, "Scan parquet", sp(36), False, "read", False),
      (3, "Filter", sp(53), True, "explode", False),
      (4, "Generate", sp(53), False, "explode", False),
      (5, "Filter", sp(71), False, "filter", False),
      (6, "Project", sp(54, 55), False, "project", False),
      (7, "Project", sp(72, 73, 109, 110), False, "project", False),
      (8, "LocalLimit", sp(110), True, "limit", False),
      (9, "Scan parquet", sp(36), False, "read", False),
      (11, "Filter", sp(53), True, "explode", False),
      (12, "Generate", sp(53), False, "explode", False),
      (13, "Filter", sp(91), False, "filter", False),
      (14, "Project", sp(54, 55), False, "project", False),
      (15, "Project", sp(92, 93, 109, 110), False, "project", False),
      (16, "LocalLimit", sp(110), True, "limit", False),
      (17, "Union", sp(108), False, "union", False),
      (18, "CollectLimit", sp(110), True, "limit", False)])

case("ac_cache32_cached_count", CACHE32,
     "df.count() (82) after df.cache() (69) of df = spark.read.option('inferSchema', True).json(eventsJsonPath) "
     "(46-48)",
     PATHWAY + "The first count() after cache() materialises the cache: InMemoryTableScan and InMemoryRelation at "
           "the cache() line, the json scan under it at the read. The same count runs again at 91 (after an orderBy) "
           "and at 120 (after cacheTable of a view of the same frame): look-alikes. ",
     twins([(10, 5), (11, 6), (12, 8)],
           [(1, "InMemoryTableScan", sp(69), False, "cache", False),
            (2, "InMemoryRelation", sp(69), False, "cache", False),
            (3, "Scan json", sp((46, 48)), False, "read", False),
            (5, "HashAggregate", sp(82), True, "aggregate", False),
            (6, "Exchange", sp(82), True, "aggregate", False),
            (8, "HashAggregate", sp(82), False, "aggregate", False)]))

case("ac_opt33_filters_count", OPT33,
     "limitEventsDF.count() (55) of limitEventsDF = (df.filter(col('event_name') != 'reviews') ... eight filters) "
     "(44-53), df = spark.read.parquet(eventsPath) (25)",
     PATHWAY + "The eight chained filters are one Filter (each filter line a span) with the optimizer's isnotnull; "
           "betterDF (61-71) writes the same condition in one filter and is counted next (73): a look-alike with "
           "the same plan. The count keeps no column (a Project with empty output, derived and ambiguous: the "
           "filters and the count). ",
     twins([(10, 3), (11, 4), (12, 5), (13, 6), (14, 8)],
           [(1, "Scan parquet", sp(25), False, "read", False),
            (3, "Filter", sp(45, 46, 47, 48, 49, 50, 51, 52), False, "filter", False),
            (4, "Project", sp((44, 53), 55), True, "project", True),
            (5, "HashAggregate", sp(55), True, "aggregate", False),
            (6, "Exchange", sp(55), True, "aggregate", False),
            (8, "HashAggregate", sp(55), False, "aggregate", False)]))


def build():
    rows = []
    for cid, part, key, line, action, _occ, _nth, file in CASES:
        if cid not in L:
            continue
        spec = L[cid]
        folder = BENCH / part / cid
        gold = []
        for node in spec["nodes"]:
            nid, op, spans, derived, kind, amb = node[:6]
            extra = node[6] if len(node) > 6 else {}
            f = extra.get("file", spec["file"])
            row = {"node_id": nid, "operator": op, "file": f, "lines": spans, "symbol": sym(f),
                   "derived": derived, "kind": kind, "ambiguous": amb}
            if extra.get("true_lines"):
                row["true_lines"] = extra["true_lines"]
            if extra.get("alt"):
                row["alt"] = [{"file": af, "lines": asp, "symbol": sym(af)} for af, asp in extra["alt"]]
            gold.append(row)
        gold.sort(key=lambda r: r["node_id"])
        nbs = " ".join(f"'{n}'" if " " in n else n for n in PROGRAMS[key])
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": spec["file"],
                     "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                     "notes": spec["notes"] + NOTE + SESSION + RUN.format(nbs=nbs),
                     "form": "databricks", "source": SOURCE}
        rows.append((part, str(folder), gold, case_json, spec["file"]))
    return write_cases(rows)


if __name__ == "__main__":
    sys.exit(build())
