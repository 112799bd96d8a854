"""Write each dm_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/daheemattana-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, true_lines]). Spans are the notebook file's own line
numbers. Symbols: every notebook here is a Python Databricks source notebook, its Python and `%sql` cells top-level
code: `<path dotted without .py>.<module>` (as ../udemy-azure-databricks/labels.py names them).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import A01, A02, A04, A05, CASES, EMP, GOLD, HIVE, R01, SILVER, W02  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "daheemattana__databricks-notebooks"
COMMIT = "9cafc469caf3a09ee343edc43ed53bd9255ebc41"
SOURCE = "DaheeMATTANA/Databricks-Notebooks"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/daheemattana-databricks/capture.py: `spark-submit <notebook>.py [...]` from the root "
       "of a scratch copy of the laid-out repository, the driver Python (PYSPARK_DRIVER_PYTHON, dmdriver.py over "
       "../udemy-azure-databricks/nbdriver.py) running the Databricks source notebook(s) cell by cell, unchanged, "
       "under their own paths and line numbers; `%sql` cells statement by statement through spark.sql, a result "
       "shown as Databricks displays it, with the stand-in display (a show(): CollectLimit 21 and toprettystring); "
       "Databricks' display(df)/df.display() the same. The plan is the one the action or statement ran, written by a "
       "query-execution listener after it ran (final adaptive plan); event_log.json from the same run. ")
DATA = ("Inputs: generated stand-ins (make_data.py) served at the notebooks' DBFS paths by a Hadoop file system "
        "stand-in set as the default file system (so `/FileStore/...` is `dbfs:/FileStore/...`). ")


def sym(file: str) -> str:
    return file.rsplit(".", 1)[0].replace("/", ".") + ".<module>"


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes, extra=""):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes, extra=extra)


# ---- 03 - Reading and Writing Data -----------------------------------------------------------------------------------
CH03 = ("Chapter 03's four notebooks ran in one session in order (01 reads, 02 writes countries_out, 03 writes "
        "parquet, 04 deletes). ")
case("dm_r01_tab_txt_display", R01,
     "display(countries_txt) (117) of spark.read.csv('/FileStore/tables/countries.txt', header = True, sep = '\\t') (113)",
     CH03 + "Five other reads of countries.csv in the notebook (12, 16, 33, 53, 83) and the json reads (92, 100) are "
     "look-alikes; 16 assigns `acountries_df` (a typo), so the cells at 20-28 fail with NameError. The display's "
     "toprettystring Project and CollectLimit are derived at the display line. ",
     [(1, "Scan csv", sp(113), False, "read", False),
      (2, "Project", sp(117), True, "project", False),
      (3, "CollectLimit", sp(117), True, "limit", False)])

case("dm_w02_csv_header_write", W02,
     "countries_df.write.csv('/FileStore/tables/countries_out', header = True) (34) of "
     "spark.read.csv('/FileStore/tables/countries.csv/', header = True, schema = countries_schema) (26; the StructType "
     "of 8-22)",
     CH03 + "Line 51 writes the same folder again, partitioned, from its own read of it (38) and fails here (Spark "
     "refuses to overwrite a path being read); 01 Reading Data and 04/* read the same csv with the same StructType "
     "(look-alikes). ",
     [(1, "Scan csv", sp(26), False, "read", False),
      (2, "WriteFiles", sp(34), False, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp(34), False, "write", False)])

# ---- 04 - Data Analysis and Transformation with SpartSQL ------------------------------------------------------------
CH04 = ("Chapter 04's five notebooks ran in one session in order, each in its own namespace; each reads "
        "countries.csv with the same 12-column StructType at its top (look-alikes across the five). ")
case("dm_a01_rename_chain_display", A01,
     "countries.select('name', 'capital', 'population').withColumnRenamed('name', 'country_name')"
     ".withColumnRenamed('capital', 'capital_city').display() (62) of the csv read with a schema (23)",
     CH04 + "The select, both renames and the display's toprettystring are one Project on line 62; line 58 gives the "
     "same result with alias() (a look-alike, not accepted). ",
     [(1, "Scan csv", sp(23), False, "read", False),
      (2, "Project", sp(62), False, "project", False),
      (3, "CollectLimit", sp(62), True, "limit", False)])

case("dm_a02_sort_asc_display", A02,
     "countries.sort(countries['population'].asc()).display() (46) of the csv read with a schema (22)",
     CH04 + "sort + show is one TakeOrderedAndProject. `04 Math Functions and Simple Arithmetic.py` line 57 holds the "
     "same line byte for byte, and ran too (another file: not accepted). ",
     [(1, "Scan csv", sp(22), False, "read", False),
      (2, "TakeOrderedAndProject", sp(46), False, "sort", False)])

case("dm_a04_round_chain_display", A04,
     "countries_2.select(round(countries_2['population_m'], 3)).display() (42) of countries_2 = "
     "countries.select(countries['population']/1000000).withColumnRenamed('(population / 1000000)', 'population_m') "
     "(33) of the csv read with a schema (21)",
     CH04 + "Both selects, the rename and the display's toprettystring collapse into one Project (33 and 42 each "
     "accepted). Line 29 writes 33's chain again and displays it; 46 rounds the same division in a withColumn "
     "(look-alikes). ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "Project", sp(33, 42), False, "project", False),
      (3, "CollectLimit", sp(42), True, "limit", False)])

A05_NOTE = CH04 + "countries is 05's csv read with a schema (21). "
case("dm_a05_filter_length_region", A05,
     "countries.filter((length(countries['name']) > 15) & (countries['region_id'] != 10)).display() (74)",
     A05_NOTE + "Line 78 writes the same filter as a SQL string and displays it: the same query twice in one file, so "
     "78 is accepted too, with 74 (the one that ran) in true_lines. The filter is also pushed into the scan (its "
     "line accepted there). Lines 34-61 hold four other filters of the same frame (look-alikes). ",
     [(1, "Scan csv", sp(21, 74, 78), False, "read", False, sp(21, 74)),
      (2, "Filter", sp(74, 78), False, "filter", False, sp(74)),
      (3, "Project", sp(74, 78), True, "project", False, sp(74)),
      (4, "CollectLimit", sp(74, 78), True, "limit", False, sp(74))])

case("dm_a05_case_when_expr", A05,
     "countries.withColumn('population_class', expr(\"CASE WHEN population > 100000000 THEN 'large' ... END\"))"
     ".display() (114)",
     A05_NOTE + "The withColumn and the display's toprettystring are one Project. Line 118 classes area_km2 the same "
     "way, 89 and 93 population with when() (look-alikes, not accepted). ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "Project", sp(114), False, "project", False),
      (3, "CollectLimit", sp(114), True, "limit", False)])

case("dm_a05_groupby_sum_display", A05,
     "countries. \\ groupBy('region_id'). \\ sum('population'). \\ display() (153-156)",
     A05_NOTE + "The aggregate pair at the groupBy and sum lines (the Exchange at the groupBy); the final aggregate "
     "carries the show's toprettystring, and the show's CollectLimit is only in the initial plan. Lines 160-163 "
     "(avg), 167, 171, 175 and 179-189 group the same frame by region_id with one call changed (look-alikes). ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "HashAggregate", sp((154, 155)), True, "aggregate", False),
      (3, "Exchange", sp(154), True, "aggregate", False),
      (6, "HashAggregate", sp((154, 155)), False, "aggregate", False)])

case("dm_a05_agg_min_max_sort", A05,
     "countries. \\ groupBy('region_id', 'sub_region_id'). \\ agg(min('population').alias('min_pop'), "
     "max('population').alias('max_pop')). \\ sort(countries['region_id'].asc()). \\ display() (193-197)",
     A05_NOTE + "sort + show is a TakeOrderedAndProject (the sort and display lines). Lines 175-189 group by the same "
     "two keys with avg/sum (look-alikes). ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "HashAggregate", sp((194, 195)), True, "aggregate", False),
      (3, "Exchange", sp(194), True, "aggregate", False),
      (6, "HashAggregate", sp((194, 195)), False, "aggregate", False),
      (7, "TakeOrderedAndProject", sp((196, 197)), False, "sort", False)])

case("dm_a05_pivot_display", A05,
     "countries.groupBy('sub_region_id').pivot('region_id').sum('population').display() (206)",
     A05_NOTE + "A pivot without given values: Spark's two aggregations (sum by sub_region_id and region_id, then "
     "pivotfirst by sub_region_id) and the Project taking the pivoted columns out (with the show's toprettystring), "
     "all on line 206; partial aggregates and Exchanges derived. Line 266 pivots the joined frame by region name "
     "(a look-alike). ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "HashAggregate", sp(206), True, "pivot", False),
      (3, "Exchange", sp(206), True, "pivot", False),
      (6, "HashAggregate", sp(206), False, "pivot", False),
      (7, "HashAggregate", sp(206), True, "pivot", False),
      (8, "Exchange", sp(206), True, "pivot", False),
      (11, "HashAggregate", sp(206), False, "pivot", False),
      (12, "Project", sp(206), False, "pivot", False)])

JOIN_NOTE = ("regions is the country_regions.csv read at 223 (schema 217-221); `01 Selecting and Renaming Columns.py` "
             "line 83 reads the same file the same way (a look-alike). ")
case("dm_a05_right_join_select", A05,
     "countries.join(regions, countries['region_id'] == regions['Id'], 'right').select(countries['name'], "
     "regions['name'], countries['population']).display() (231)",
     A05_NOTE + JOIN_NOTE + "Broadcast join (the small countries side built); the isnotnull Filter on the join key and "
     "the BroadcastExchange derived; the show's limit is pushed below the right outer join into the preserved "
     "side (a LocalLimit, derived); the select and the toprettystring are one Project. Lines 227, 235-239 and 261 "
     "join the same frames on the same key (look-alikes). ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "Filter", sp(231), True, "join", False),
      (3, "BroadcastExchange", sp(231), True, "join", False),
      (5, "Scan csv", sp(223), False, "read", False),
      (6, "LocalLimit", sp(231), True, "limit", False),
      (7, "BroadcastHashJoin", sp(231), False, "join", False),
      (8, "Project", sp(231), False, "project", False),
      (9, "CollectLimit", sp(231), True, "limit", False)])

case("dm_a05_join_select_sort", A05,
     "countries. \\ join(regions, countries['region_id'] == regions['Id'], 'inner'). \\ "
     "select(regions['name'].alias('region_name'), countries['name'].alias('country_name'), countries['population']). "
     "\\ sort(countries['population'].desc()). \\ display() (235-239)",
     A05_NOTE + JOIN_NOTE + "Broadcast join; the isnotnull Filters on both keys and the BroadcastExchange derived at "
     "the join line; sort + show one TakeOrderedAndProject (sort and display lines). Lines 261-262 write the same "
     "join and a select of the same aliases in another order (a look-alike, not accepted). ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "Filter", sp(236), True, "join", False),
      (3, "Scan csv", sp(223), False, "read", False),
      (4, "Filter", sp(236), True, "join", False),
      (5, "BroadcastExchange", sp(236), True, "join", False),
      (7, "BroadcastHashJoin", sp(236), False, "join", False),
      (8, "Project", sp(237), False, "project", False),
      (9, "TakeOrderedAndProject", sp((238, 239)), False, "sort", False)])

case("dm_a05_union_display", A05,
     "countries.union(countries).display() (252)",
     A05_NOTE + "Both children read the same csv (21); the show's toprettystring Project and its limit (a LocalLimit "
     "pushed into each child of the union, and the CollectLimit) are derived at the display line. ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "Project", sp(252), True, "project", False),
      (3, "LocalLimit", sp(252), True, "limit", False),
      (4, "Scan csv", sp(21), False, "read", False),
      (5, "Project", sp(252), True, "project", False),
      (6, "LocalLimit", sp(252), True, "limit", False),
      (7, "Union", sp(252), False, "union", False),
      (8, "CollectLimit", sp(252), True, "limit", False)])

case("dm_a05_unpivot_stack", A05,
     "pivot_countries.select('country_name', expr(\"stack(5, 'Africa', Africa, ...) AS (region_name, population)\"))"
     ".filter('population IS NOT NULL').display() (271) of pivot_countries = countries_joined.groupBy('country_name')"
     ".pivot('region_name').sum('population') (266) of countries_joined = countries.join(regions, ..., 'inner'). \\ "
     "select(...) (261-262)",
     A05_NOTE + JOIN_NOTE + "Broadcast join at 261 (key Filters and BroadcastExchange derived), its select at 262; "
     "the pivot's two aggregations and its Project at 266 (partial aggregates and Exchanges derived); stack is a "
     "Generate, the user's filter, and the select with the show's toprettystring, at 271. Line 206 pivots another "
     "frame; 235-239 join the same frames (look-alikes). ",
     [(1, "Scan csv", sp(21), False, "read", False),
      (2, "Filter", sp(261), True, "join", False),
      (3, "Scan csv", sp(223), False, "read", False),
      (4, "Filter", sp(261), True, "join", False),
      (5, "BroadcastExchange", sp(261), True, "join", False),
      (7, "BroadcastHashJoin", sp(261), False, "join", False),
      (8, "Project", sp(262), False, "project", False),
      (9, "HashAggregate", sp(266), True, "pivot", False),
      (10, "Exchange", sp(266), True, "pivot", False),
      (13, "HashAggregate", sp(266), False, "pivot", False),
      (14, "HashAggregate", sp(266), True, "pivot", False),
      (15, "Exchange", sp(266), True, "pivot", False),
      (18, "HashAggregate", sp(266), False, "pivot", False),
      (19, "Project", sp(266), False, "pivot", False),
      (20, "Generate", sp(271), False, "explode", False),
      (21, "Filter", sp(271), False, "filter", False),
      (22, "Project", sp(271), False, "project", False),
      (23, "CollectLimit", sp(271), True, "limit", False)])

# ---- 05 - Challenge Customer Orders ----------------------------------------------------------------------------------
SILVER_NOTE = ("orders is the csv read with orders_schema at 118 (line 4 reads the same file without a schema into "
               "the same name first), withColumn to_timestamp at 150, filter ORDER_STATUS == 'COMPLETE' at 180. Line "
               "188's left join with stores does not compile (a stray `b` after the call), so that cell did not run "
               "and orders keeps its columns. ")
case("dm_silver_count_complete", SILVER,
     "orders.count() (184) of orders.filter(orders['order_status'] == 'COMPLETE') (180)",
     SILVER_NOTE + "count() as an action: the aggregate pair at its line; the filter is also pushed into the scan; "
     "the column-pruning Project (no columns kept) is derived and ambiguous, the count and the filter both "
     "accepted. ",
     [(1, "Scan csv", sp(118, 180), False, "read", False),
      (2, "Filter", sp(180), False, "filter", False),
      (3, "Project", sp(184, 180), True, "project", True),
      (4, "HashAggregate", sp(184), True, "aggregate", False),
      (5, "Exchange", sp(184), True, "aggregate", False),
      (7, "HashAggregate", sp(184), False, "aggregate", False)])

case("dm_silver_orders_write", SILVER,
     "orders.write.parquet('dbfs:/FileStore/tables/Silver/orders', mode = 'overwrite') (208)",
     SILVER_NOTE + "The filter is also pushed into the scan. Lines 209-211 write the other three frames the same way "
     "(look-alikes). ",
     [(1, "Scan csv", sp(118, 180), False, "read", False),
      (2, "Filter", sp(180), False, "filter", False),
      (3, "Project", sp(150), False, "project", False),
      (4, "WriteFiles", sp(208), False, "write", False),
      (5, "Execute InsertIntoHadoopFsRelationCommand", sp(208), False, "write", False)])

GOLD_NOTE = ("Silver to Gold reads the silver parquet files (8-11; generated as `Bronze to Silver` would write them "
             "with its join in place). order_details = orders.select(order_id, to_date(date_trunc(...)), customer_id, "
             "store_name) (31-38); order_join = order_items.withColumn('TOTAL_ORDER_AMOUNT', round(...)) (58-63)"
             ".groupBy('order_id').sum(...) (64-65); order_details.join(order_join, ..., 'inner') (70); "
             "order_details = order_join.select(..., round('sum(total_order_amount)', 2)...) (75-83). Broadcast "
             "joins off for this program: a sort-merge join, its key Filters, Exchange and Sorts derived at 70 (the "
             "order_items side's Exchange is the groupBy's, reused by the join). `# DBTITLE` lines stay where they "
             "are in the file. ")
GOLD_COMMON = [
    (1, "Scan parquet", sp(8), False, "read", False),
    (3, "Filter", sp(70), True, "join", False),
    (4, "Project", sp((33, 38)), False, "project", False),
    (5, "Exchange", sp(70), True, "join", False),
    (8, "Sort", sp(70), True, "join", False),
    (9, "Scan parquet", sp(9), False, "read", False),
    (11, "Filter", sp(70), True, "join", False),
    (12, "Project", sp((60, 63)), False, "project", False),
    (13, "HashAggregate", sp((64, 65)), True, "aggregate", False),
    (14, "Exchange", sp(64), True, "aggregate", False),
    (17, "HashAggregate", sp((64, 65)), False, "aggregate", False),
    (18, "Sort", sp(70), True, "join", False),
    (19, "SortMergeJoin", sp(70), False, "join", False),
]
case("dm_gold_order_details_limit", GOLD,
     "order_details.limit(11).display() (88)",
     GOLD_NOTE + "The select of 75-83 and the show's toprettystring are one Project (the display line also "
     "accepted); limit(11) under the show's 21 is a CollectLimit 11, at 88. Lines 16, 53 and 121 display frames "
     "with limit(10) (121 the same frame: a look-alike). ",
     GOLD_COMMON + [
      (20, "Project", sp((77, 83), 88), False, "project", False),
      (21, "CollectLimit", sp(88), False, "limit", False)])

case("dm_gold_monthly_sales_write", GOLD,
     "monthly_sales.write.parquet('dbfs:/FileStore/tables/Gold/monthly_sales', mode = 'overwrite') (156) of "
     "monthly_sales = order_details.select(date_format('ORDER_DATE', 'yyyy-MM').alias('MONTH_YEAR'), "
     "'TOTAL_ORDER_AMOUNT').groupBy('MONTH_YEAR').sum(...).withColumnRenamed(...) (97-102), then "
     ".select('MONTH_YEAR', round('TOTAL_SALES', 2)...).sort(monthly_sales['MONTH_YEAR'].desc()) (106-112)",
     GOLD_NOTE + "The select of 77-83 (round of the sum) and of 97-99 (date_format) are one Project; the aggregate "
     "pair at groupBy/sum (100-101), the final one also computing 102's rename and 108-111's round (accepted); "
     "the sort's range Exchange derived at 112. `store_monthly_sales` (125-145) is the same chain grouped by month "
     "and store (a look-alike, not accepted). ",
     GOLD_COMMON + [
      (20, "Project", sp((77, 83), (97, 99)), False, "project", False),
      (21, "HashAggregate", sp((100, 101)), True, "aggregate", False),
      (22, "Exchange", sp(100), True, "aggregate", False),
      (25, "HashAggregate", sp((100, 102), (108, 111)), False, "aggregate", False),
      (26, "Exchange", sp(112), True, "sort", False),
      (29, "Sort", sp(112), False, "sort", False),
      (30, "WriteFiles", sp(156), False, "write", False),
      (31, "Execute InsertIntoHadoopFsRelationCommand", sp(156), False, "write", False)])

case("dm_gold_store_monthly_write", GOLD,
     "store_monthly_sales.write.parquet('dbfs:/FileStore/tables/Gold/store_monthly_sales', mode = 'overwrite') (157) of "
     "store_monthly_sales = order_details.select(date_format(...).alias('MONTH_YEAR'), 'STORE_NAME', "
     "'TOTAL_ORDER_AMOUNT').groupBy('MONTH_YEAR', 'STORE_NAME').sum(...).withColumnRenamed(...) (125-134), then "
     ".select(..., round('TOTAL_SALES', 2)...).sort(store_monthly_sales['MONTH_YEAR'].desc()) (138-145)",
     GOLD_NOTE + "The select of 77-83 and of 127-131 are one Project; the aggregate pair at groupBy/sum (132-133), "
     "the final one also computing 134's rename and 140-144's round (accepted); the sort's range Exchange derived "
     "at 145. `monthly_sales` (97-112) is the same chain grouped by month only (a look-alike, not accepted). ",
     GOLD_COMMON + [
      (20, "Project", sp((77, 83), (127, 131)), False, "project", False),
      (21, "HashAggregate", sp((132, 133)), True, "aggregate", False),
      (22, "Exchange", sp(132), True, "aggregate", False),
      (25, "HashAggregate", sp((132, 134), (140, 144)), False, "aggregate", False),
      (26, "Exchange", sp(145), True, "sort", False),
      (29, "Sort", sp(145), False, "sort", False),
      (30, "WriteFiles", sp(157), False, "write", False),
      (31, "Execute InsertIntoHadoopFsRelationCommand", sp(157), False, "write", False)])

# ---- 08 - Hive Metastore & Database, 09 - Assignement Employees ------------------------------------------------------
HIVE_NOTE = ("countries_tv is the temp view (10) of spark.read.csv('dbfs:/FileStore/tables/countries.csv', header = "
             "True) (2). The notebook uses a `countries` database its own CREATE DATABASE (47) misspells "
             "(`countires`): the driver made it before the notebook ran, as the author's workspace had it. ")
case("dm_hive_sql_temp_view", HIVE,
     "%sql SELECT * FROM countries_tv (15)",
     HIVE_NOTE + "The scan through the temp view: the FROM line and the read (2). Lines 19 and 27 run the same "
     "SELECT through spark.sql and display it: the same query three times in one file, 19 and 27 accepted too, "
     "with 15 (the one that ran; the same plan as line 6's display, this the second such execution) in "
     "true_lines. The SQL cell's display adds the toprettystring Project and CollectLimit (derived, at the "
     "statement). ",
     [(1, "Scan csv", sp(15, 2, 19, 27), False, "read", False, sp(15, 2)),
      (2, "Project", sp(15, 19, 27), True, "project", False, sp(15)),
      (3, "CollectLimit", sp(15, 19, 27), True, "limit", False, sp(15))])

case("dm_hive_view_region_select", HIVE,
     "%sql SELECT * FROM countries.view_region_10 (226-227), the view CREATE OR REPLACE VIEW countries.view_region_10 "
     "AS SELECT * FROM countries.countries_mt WHERE region_id = 10 (214-216)",
     HIVE_NOTE + "countries.countries_mt is the table saveAsTable made at 105 (parquet, the default source; the "
     "second saveAsTable at 203 fails: the table exists). The scan accepts the query's FROM line and the view's "
     "FROM and WHERE lines (the WHERE's isnotnull is pushed into it); the Filter is the view's WHERE; the "
     "display's Project and CollectLimit derived at the statement. ",
     [(1, "Scan parquet spark_catalog.countries.countries_mt", sp(227, 215, 216), False, "read", False),
      (3, "Filter", sp(216), False, "filter", False),
      (4, "Project", sp((226, 227)), True, "project", False),
      (5, "CollectLimit", sp((226, 227)), True, "limit", False)])

case("dm_emp_join_gold_write", EMP,
     "employees.write.parquet('/mnt/employee/gold/employees') (185) of employees.join(departments, "
     "employees['department_id'] == departments['department_id'], 'left').select(...) (169-177), employees = "
     "spark.read.parquet('/mnt/employee/silver/employees') (145) .withColumn('FULL_NAME', concat_ws(...)) (155) "
     ".drop('FIRST_NAME', 'LAST_NAME', 'MANAGER_ID') (160), departments = spark.read.parquet(...) (164)",
     "dbutils.secrets.get and dbutils.fs.mount are stood in for (a placeholder string; the mounted container's files "
     "are already at /mnt/employee in the generated DBFS tree); the silver employees parquet, which the notebook "
     "never writes, is generated as its select at 65-74 gives it; departments is the parquet line 107 wrote. Line "
     "141 reads the same path into the same name just before 145 (only 145 accepted). withColumn and drop are one "
     "Project; broadcast left join, the isnotnull Filter on the departments key and the BroadcastExchange derived "
     "at the join line; the select (170-177) its own Project. ",
     [(1, "Scan parquet", sp(145), False, "read", False),
      (3, "Project", sp(155, 160), False, "project", False),
      (4, "Scan parquet", sp(164), False, "read", False),
      (6, "Filter", sp(169), True, "join", False),
      (7, "BroadcastExchange", sp(169), True, "join", False),
      (9, "BroadcastHashJoin", sp(169), False, "join", False),
      (10, "Project", sp((170, 177)), False, "project", False),
      (11, "WriteFiles", sp(185), False, "write", False),
      (12, "Execute InsertIntoHadoopFsRelationCommand", sp(185), False, "write", False)])


def rows(spec):
    out = []
    for node in spec["nodes"]:
        nid, op, spans, derived, kind, amb = node[:6]
        row = {"node_id": nid, "operator": op, "file": spec["file"], "lines": spans, "symbol": sym(spec["file"]),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if len(node) > 6 and node[6]:
            row["true_lines"] = node[6]
        out.append(row)
    return sorted(out, key=lambda r: r["node_id"])


def main() -> int:
    todo = []
    for name, part, program, line, action, _occ, _nth, file in CASES:
        spec = L[name]
        assert spec["file"] == file, name
        folder = BENCH / part / name
        shown = "SQL statement" if action == "sql" else action
        settings = "Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1). " if program == "gold" else ""
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                     "dataframe": spec["dataframe"] + f" (recorded action: {shown} at line {line})",
                     "notes": spec["notes"] + DATA + SESSION + settings + RUN, "form": "databricks",
                     "source": SOURCE}
        todo.append((part, folder, rows(spec), case_json, f"{file}:{line}"))
    return write_cases(todo)


if __name__ == "__main__":
    sys.exit(main())
