"""Write each om_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/akash-spark-sql/labels.py

Nodes: (node id, operator, cell, spans, derived, kind, {extra}...), `cell` 0-based among all the notebook's cells,
spans lines inside it; `file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; symbol the
notebook path dotted, then `<module>` (`itversity-material.13_joining_data_sets_using_pyspark.06_using_inner_joins_
using_pyspark_dataframe_apis.<module>`). An extra may hold `alt`: other places in the same notebook, (cell, spans)
each; `ambiguous`; `true_lines`. Look-alikes in other notebooks (the same read cell in every lesson, 14/10 a copy of
14/02) are never alternatives.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, HIVE, NO_BROADCAST, PROGRAMS, REPO, SETTINGS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "c4e5e9de9e5d10d3aa909ef7424d018777701cda"
SOURCE = "Akash2351/spark-sql-and-pyspark-using-python3"
SESSION = ("Session: spark-submit --master local[1] (the notebook's own SparkSession.builder...master('yarn')"
           ".getOrCreate() returns the session spark-submit started), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4 (the notebook sets 2 where it says so), spark.sql.session.timeZone=UTC, "
           "AQE on, the warehouse at /user/root/warehouse. ")
HIVE_SESSION = "Hive support (spark.sql.catalogImplementation=hive, a fresh Derby metastore), as the builder asks. "
NO_BROADCAST_NOTE = "spark.sql.autoBroadcastJoinThreshold=-1 on the command line (sort-merge joins). "
RUN = ("Run: bench/real/capture/akash-spark-sql/capture.py: the notebook ran unchanged, cell by cell, as a "
       "spark-submit driver (../ykanakaraju-pyspark/nbdriver.py) from the root of a scratch copy of the laid-out "
       "repository; its fixed /public/..., /data/... and /user/... paths served by a stand-in file system from the "
       "repository's own data plus generated stand-ins (make_data.py); the plan is the one the action ran, written "
       "by a query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
SHOW = ("show(): where the final aggregate, a TakeOrderedAndProject or the user's Project carries the toprettystring, "
        "it is labelled at the user's call; a separate toprettystring Project and CollectLimit derived at the show. ")
AGG = "Aggregates: partial levels and their Exchanges derived at the groupBy/agg call, the final level not. "
PRUNE = ("Column-pruning Projects the optimizer inserted: derived and ambiguous, the producing and the consuming "
         "call both acceptable. ")
JOIN = ("Join: hash Exchanges, BroadcastExchanges, join Sorts and the isnotnull Filters inferred from the join keys "
        "derived at the join call. ")
WIN = ("Window: the Window node at the withColumn(s) that apply the functions and at the window spec's lines; its "
       "Exchange and Sort derived there. ")
SORT = "orderBy + show as one TakeOrderedAndProject (kind sort) at the orderBy (and the show). "

AMB = {"ambiguous": True}


def alt(*places):
    """Other right places in the same notebook, each (cell, spans)."""
    return {"alt": [(cell, spans) for cell, spans in places]}


def n(nid, op, cell, spans, derived, kind, *extra):
    return (nid, op, cell, spans, derived, kind, *extra)


L: dict[str, dict] = {}

# ---- 12_basic_transformations ---------------------------------------------------------------------------------------
# bt12: cell 6 `airtraffic = spark.read.parquet(airtraffic_path)` (lines 1-3); cell 16 filter (2), groupBy(concat(...))
# (3-7), agg(count, sum, avg) (8-12), show(31) (13). Cell 18 repeats it with round(avg) (another plan).
L["om_groupby_filter_sum_avg_show"] = dict(
    dataframe="airtraffic.filter('Cancelled = 0').groupBy(concat(\"year\", lpad(\"Month\", 2, \"0\"), lpad("
              "\"DayOfMonth\", 2, \"0\")).alias(\"FlightDate\")).agg(count(lit(1)), sum('DepDelay'), avg('DepDelay'))"
              ".show(31), cell 16 lines 1-13; airtraffic = spark.read.parquet(airtraffic_path), cell 6",
    notes="The filter is pushed into the Parquet scan (PushedFilters) and kept as a Filter; the grouping expression "
          "is computed in a Project below the partial aggregate (derived at the groupBy). Cell 18 runs the same chain "
          "with round(avg(...), 2) (another plan, a look-alike), cells 11 and 13 the same groupBy without the filter; "
          "the same groupBy(concat(...)) recurs in 14/06. " + AGG + SHOW,
    nodes=[n(1, "Scan parquet", 6, s((1, 3)), False, "read", alt((16, s(2)))),
           n(3, "Filter", 16, s(2), False, "filter"),
           n(4, "Project", 16, s((3, 7)), True, "aggregate"),
           n(5, "HashAggregate", 16, s((3, 7), (8, 12)), True, "aggregate"),
           n(6, "Exchange", 16, s((3, 7), (8, 12)), True, "aggregate"),
           n(9, "HashAggregate", 16, s((3, 7), (8, 12)), False, "aggregate")])

# bt13: cell 4 `orders = spark.read.json('/public/retail_db_json/orders')`; cell 27 orders. (1), rollup(year(...),
# date_format(...), 'order_date') (2-6), agg(count(lit(1))) (7), filter("order_month = 201401") (8), orderBy(...) (9),
# show(32) (10). Cells 13, 19, 25 run the same rollup with fewer keys or without the filter; 28 counts cell 27's chain.
L["om_rollup_filter_order_show"] = dict(
    dataframe="orders.rollup(year('order_date').alias('order_year'), date_format('order_date', 'yyyyMM')"
              ".alias('order_month'), 'order_date').agg(count(lit(1)).alias('order_count'))"
              ".filter(\"order_month = 201401\").orderBy('order_year', 'order_month', 'order_date').show(32), "
              "cell 27 lines 1-10; orders = spark.read.json(...), cell 4",
    notes="rollup as a Project of the grouping expressions and an Expand (four grouping sets), both derived at the "
          "rollup call, under the HashAggregate pair; the filter on order_month is pushed below the aggregate (onto "
          "the Expand's output). Cell 25 is the same chain without the filter, cell 28 the same with count() "
          "(look-alikes in the same notebook, other plans); 13/15 holds the same rollup keys with countDistinct. "
          + AGG + SORT,
    nodes=[n(1, "Scan json", 4, s(1), False, "read"),
           n(2, "Project", 27, s((2, 6)), True, "aggregate"),
           n(3, "Expand", 27, s((2, 6)), True, "aggregate"),
           n(4, "Filter", 27, s(8), False, "filter"),
           n(5, "HashAggregate", 27, s((2, 6), 7), True, "aggregate"),
           n(6, "Exchange", 27, s((2, 6), 7), True, "aggregate"),
           n(9, "HashAggregate", 27, s((2, 6), 7), False, "aggregate"),
           n(10, "TakeOrderedAndProject", 27, s(9, 10), False, "sort")])

# bt16: cell 7 the read (1-3); cell 21 `## ...` (1), airtraffic. (2), filter (3), agg(count, sum(expr(CASE)), ...) (4-7),
# show() (8); cell 23 the same with when(...).otherwise(...) (3, 4-7, 8): the same plan.
L["om_case_when_expr_agg_show"] = dict(
    dataframe="airtraffic.filter('Cancelled = 0').agg(count(lit(1)).alias(\"FlightCount\"), sum(expr(\"CASE WHEN "
              "IsDepDelayed = 'YES' THEN 1 ELSE 0 END\")), sum(expr(\"CASE WHEN IsArrDelayed = 'YES' ...\"))).show(), "
              "cell 21 lines 2-8; cell 23 writes the same with when(col('IsDepDelayed') == 'YES', 1).otherwise(lit(0)) "
              "and ran the same plan after it",
    notes="A global aggregate (no keys): partial HashAggregate, a SinglePartition Exchange, the final HashAggregate "
          "carrying the show's toprettystring. Cell 23 builds the same CASE WHEN with when/otherwise: the same plan "
          "(its cell lines are alternatives; this case is cell 21's show, the first in run order). " + AGG + PRUNE
          + SHOW,
    nodes=[n(1, "Scan parquet", 7, s((1, 3)), False, "read", alt((21, s(3)), (23, s(3)))),
           n(3, "Filter", 21, s(3), False, "filter", alt((23, s(3)))),
           n(4, "Project", 21, s(3, (4, 7)), True, "project", AMB, alt((23, s(3, (4, 7))))),
           n(5, "HashAggregate", 21, s((4, 7)), True, "aggregate", alt((23, s((4, 7))))),
           n(6, "Exchange", 21, s((4, 7)), True, "aggregate", alt((23, s((4, 7))))),
           n(8, "HashAggregate", 21, s((4, 7)), False, "aggregate", alt((23, s((4, 7)))))])

# bt16 cell 14: airtraffic. (1), select('IsDepDelayed', 'IsArrDelayed', 'Cancelled') (2), distinct() (3), show() (4)
L["om_select_distinct_show"] = dict(
    dataframe="airtraffic.select('IsDepDelayed', 'IsArrDelayed', 'Cancelled').distinct().show(), cell 14 lines 1-4",
    notes="distinct() as a HashAggregate pair on all three columns (partial level and Exchange derived, kind "
          "distinct); the select only prunes the scan's columns (its line accepted at the scan). 12/03 cell 10 runs "
          "select('Year', 'Month', 'DayOfMonth').distinct().show() (a look-alike in another notebook). " + SHOW,
    nodes=[n(1, "Scan parquet", 7, s((1, 3)), False, "read", alt((14, s(2)))),
           n(3, "HashAggregate", 14, s(3), True, "distinct"),
           n(4, "Exchange", 14, s(3), True, "distinct"),
           n(7, "HashAggregate", 14, s(3), False, "distinct")])


# ---- 13_joining_data_sets -------------------------------------------------------------------------------------------
# jn06: cell 7 `orders = spark.read.json('/public/retail_db_json/orders')`, cell 8 the same for order_items; cell 23
# orders. (1), join(order_items, on=..., how='inner') (2-6), select(orders['*'], order_items['order_item_subtotal'])
# (7), show() (8). Cells 13-16 build the same join four ways as orders_join (not used here), 25-26 the same join with
# other selects.
L["om_inner_join_select_star_show"] = dict(
    dataframe="orders.join(order_items, on=orders['order_id'] == order_items['order_item_order_id'], how='inner')"
              ".select(orders['*'], order_items['order_item_subtotal']).show(), cell 23 lines 1-8; orders and "
              "order_items = spark.read.json(...), cells 7 and 8",
    notes="AQE made the inner join a broadcast hash join (orders the build side); isnotnull filters inferred from the "
          "join keys on both sides (pushed into both scans too). The select carries the show's toprettystring "
          "(the select and the show). Cells 25 and 26 run the same join with other selects (look-alikes, other "
          "plans), cells 13-16 write the join four ways; 13/14 and 13/15 join orders_filtered the same way. "
          + JOIN + SHOW,
    nodes=[n(1, "Scan json", 7, s(1), False, "read"),
           n(2, "Filter", 23, s((2, 6)), True, "join"),
           n(3, "BroadcastExchange", 23, s((2, 6)), True, "join"),
           n(5, "Scan json", 8, s(1), False, "read", alt((23, s(7)))),
           n(6, "Filter", 23, s((2, 6)), True, "join"),
           n(7, "BroadcastHashJoin", 23, s((2, 6)), False, "join"),
           n(8, "Project", 23, s(7, 8), False, "project"),
           n(9, "CollectLimit", 23, s(8), True, "limit")])

# jn07 (broadcast joins off): cell 7 `orders = spark.read.json(...)`, cell 8 `customers = spark.read.json(...)` (line 1
# each); cell 16 customer_order_details_left = customers.join(orders, on=..., how='left_outer') (1-5); cell 29
# customer_order_details_left.filter(orders.order_id.isNull()) (2).select(customers.customer_id,
# customers.customer_email, orders['*']) (3).show() (4); cell 32 customers. (1) alias('c') (2) join(orders.alias('o'),
# on=..., how='left') (3-7) filter('o.order_id IS NULL') (8) selectExpr('c.customer_id', 'c.customer_email', 'o.*')
# (9) show() (10): the same plan as cell 29's, which ran first.
L["om_left_join_null_selectexpr_smj_show"] = dict(
    dataframe="customers.alias('c').join(orders.alias('o'), on=customers['customer_id'] == "
              "orders['order_customer_id'], how='left').filter('o.order_id IS NULL').selectExpr('c.customer_id', "
              "'c.customer_email', 'o.*').show(), cell 32 lines 1-10; cell 29 ran the same plan before it "
              "(customer_order_details_left of cell 16 .filter(orders.order_id.isNull()).select(...).show())",
    notes="A left outer sort-merge join (broadcast off), the IS NULL filter above it (customers without orders), the "
          "selectExpr carrying the show's toprettystring. Cell 29 (over cell 16's customer_order_details_left) ran "
          "the same plan first: its lines are alternatives; this case is cell 32's show (the second in run order). "
          "Cells 15 and 16 build the same left join twice (how='left' / 'left_outer'), cell 19 a right join; cells 30 "
          "and 33 count the same chains. " + JOIN + SHOW,
    nodes=[n(1, "Scan json", 8, s(1), False, "read", alt((32, s(9)))),
           n(2, "Exchange", 32, s((3, 7)), True, "join", alt((16, s((1, 5))))),
           n(5, "Sort", 32, s((3, 7)), True, "join", alt((16, s((1, 5))))),
           n(6, "Scan json", 7, s(1), False, "read"),
           n(7, "Filter", 32, s((3, 7)), True, "join", alt((16, s((1, 5))))),
           n(8, "Exchange", 32, s((3, 7)), True, "join", alt((16, s((1, 5))))),
           n(11, "Sort", 32, s((3, 7)), True, "join", alt((16, s((1, 5))))),
           n(12, "SortMergeJoin", 32, s((3, 7)), False, "join", alt((16, s((1, 5))))),
           n(13, "Filter", 32, s(8), False, "filter", alt((29, s(2)))),
           n(14, "Project", 32, s(9, 10), False, "project", alt((29, s(3, 4)))),
           n(15, "CollectLimit", 32, s(10), True, "limit", alt((29, s(4))))])

# jn07 cells 35-38 read again: orders (35), customers (36), orders_filtered = orders.filter("order_date LIKE '2013%'")
# (37), customer_order_details_left = customers.alias('c').join(orders_filtered.alias('o'), on=..., how='left') (38,
# lines 1-6); cell 43 customer_order_details_left. (1) groupBy('customer_id', 'customer_email') (2)
# agg(sum(expr('CASE WHEN order_id IS NULL THEN 0 ELSE 1 END')).alias('order_count')) (3) orderBy(...) (4) show() (5)
L["om_left_join_case_sum_order_smj_show"] = dict(
    dataframe="customer_order_details_left.groupBy('customer_id', 'customer_email').agg(sum(expr('CASE WHEN "
              "order_id IS NULL THEN 0 ELSE 1 END')).alias('order_count')).orderBy('order_count', 'customer_id')"
              ".show(), cell 43 lines 1-5; customer_order_details_left = customers.alias('c').join("
              "orders_filtered.alias('o'), ..., how='left'), cell 38; orders_filtered = orders.filter(\"order_date "
              "LIKE '2013%'\"), cell 37; the reads in cells 35-36",
    notes="A left outer sort-merge join (broadcast off) whose hash partitioning on customer_id already satisfies the "
          "groupBy: one HashAggregate (no partial level, no Exchange) above it, then orderBy + show as a "
          "TakeOrderedAndProject. The LIKE '2013%' filter (StartsWith) is pushed into the orders scan and merged with "
          "the join's inferred isnotnull. Cell 44 counts the same chain; cells 15/16 join the unfiltered orders "
          "(look-alikes). " + JOIN + PRUNE + SORT,
    nodes=[n(1, "Scan json", 36, s(1), False, "read"),
           n(2, "Exchange", 38, s((1, 6)), True, "join"),
           n(5, "Sort", 38, s((1, 6)), True, "join"),
           n(6, "Scan json", 35, s(1), False, "read", alt((37, s(1)))),
           n(7, "Filter", 37, s(1), False, "filter", alt((38, s((1, 6))))),
           n(8, "Project", 38, s((1, 6)), True, "project", AMB, alt((37, s(1)), (43, s(2, 3)))),
           n(9, "Exchange", 38, s((1, 6)), True, "join"),
           n(12, "Sort", 38, s((1, 6)), True, "join"),
           n(13, "SortMergeJoin", 38, s((1, 6)), False, "join"),
           n(14, "Project", 43, s(2, 3), True, "project", AMB, alt((38, s((1, 6))))),
           n(15, "HashAggregate", 43, s(2, 3), False, "aggregate"),
           n(16, "TakeOrderedAndProject", 43, s(4, 5), False, "sort")])

# jn08 (broadcast joins off) and jn10: cell 7 `airtraffic = spark.read.parquet(airtrafficPath)` (1-3); cell 11
# `def getValidAirportCodes(airportCodesPath):` (1) whose body reads the tsv (spark.read.option(...)...csv(...), 2-7)
# and filters it (8); cell 12 `airportCodes = getValidAirportCodes(airportCodesPath)`. The same function is defined,
# byte for byte, in 08 to 12 of this section (look-alikes in other notebooks).
VALID_CODES_READ = s((2, 7), 8)
FUNCS = {"jn08": {11: "getValidAirportCodes"}, "jn10": {11: "getValidAirportCodes"}}

# jn08 cell 16: airtraffic. (1) join(airportCodes, airportCodes["IATA"] == airtraffic["Origin"]) (2) groupBy("Origin")
# (3) agg(count(lit(1)).alias("FlightCount")) (4) orderBy(col("FlightCount").desc()) (5) show() (6)
L["om_join_groupby_order_smj_show"] = dict(
    dataframe="airtraffic.join(airportCodes, airportCodes[\"IATA\"] == airtraffic[\"Origin\"]).groupBy(\"Origin\")"
              ".agg(count(lit(1)).alias(\"FlightCount\")).orderBy(col(\"FlightCount\").desc()).show(), cell 16 "
              "lines 1-6; airportCodes = getValidAirportCodes(airportCodesPath) (cell 12), the function's read and "
              "filter in cell 11; airtraffic = spark.read.parquet(...), cell 7",
    notes="An inner sort-merge join (broadcast off) whose hash partitioning on Origin satisfies the groupBy: one "
          "SortAggregate (the input already sorted on Origin) without partial level or Exchange, then orderBy + show "
          "as a TakeOrderedAndProject. The airport-codes scan and filter sit in the function getValidAirportCodes "
          "(cell 11; symbol the function), the filter pushed into the scan and merged with the join's inferred "
          "isnotnull(IATA). 13/09 and 13/10 define the same function and read the same files (look-alikes). "
          + JOIN + PRUNE + SORT,
    nodes=[n(1, "Scan parquet", 7, s((1, 3)), False, "read"),
           n(3, "Filter", 16, s(2), True, "join"),
           n(4, "Exchange", 16, s(2), True, "join"),
           n(7, "Sort", 16, s(2), True, "join"),
           n(8, "Scan csv", 11, VALID_CODES_READ, False, "read"),
           n(9, "Filter", 11, s(8), False, "filter", alt((16, s(2)))),
           n(10, "Project", 16, s(2), True, "project", AMB, alt((11, s(8)))),
           n(11, "Exchange", 16, s(2), True, "join"),
           n(14, "Sort", 16, s(2), True, "join"),
           n(15, "SortMergeJoin", 16, s(2), False, "join"),
           n(16, "Project", 16, s(2, 3, 4), True, "project", AMB),
           n(17, "SortAggregate", 16, s(3, 4), False, "aggregate"),
           n(18, "TakeOrderedAndProject", 16, s(5, 6), False, "sort")])

# jn10 cell 16: airportCodes. (1) join(airtraffic, col("IATA") == col("Origin"), "left") (2) filter("Origin IS NULL")
# (3) count() (4); cell 15 shows the same chain with a select (another plan).
L["om_left_join_origin_null_count"] = dict(
    dataframe="airportCodes.join(airtraffic, col(\"IATA\") == col(\"Origin\"), \"left\").filter(\"Origin IS "
              "NULL\").count(), cell 16 lines 1-4; airportCodes = getValidAirportCodes(airportCodesPath) (cell 12, "
              "the function in cell 11); airtraffic = spark.read.parquet(...), cell 7",
    notes="Airports without flights: a left outer join AQE made a broadcast hash join (the flights the build side), "
          "the IS NULL filter above it, count() as a global HashAggregate pair over an empty Project (partial level, "
          "Exchange and the Project derived at the count). The airport-codes scan and filter sit in "
          "getValidAirportCodes (cell 11; symbol the function). Cell 15 shows the same join and filter with a "
          "select (another plan). " + JOIN + PRUNE,
    nodes=[n(1, "Scan csv", 11, VALID_CODES_READ, False, "read"),
           n(2, "Filter", 11, s(8), False, "filter"),
           n(3, "Project", 16, s(2), True, "project", AMB, alt((11, s(8)))),
           n(4, "Scan parquet", 7, s((1, 3)), False, "read"),
           n(6, "Filter", 16, s(2), True, "join"),
           n(7, "BroadcastExchange", 16, s(2), True, "join"),
           n(9, "BroadcastHashJoin", 16, s(2), False, "join"),
           n(10, "Filter", 16, s(3), False, "filter"),
           n(11, "Project", 16, s(3, 4), True, "project", AMB),
           n(12, "HashAggregate", 16, s(4), True, "aggregate"),
           n(13, "Exchange", 16, s(4), True, "aggregate"),
           n(15, "HashAggregate", 16, s(4), False, "aggregate")])

# jn14: orders = spark.read.json(...) (cell 6); orders_filtered = orders. \\ filter("order_status IN ('COMPLETE',
# 'CLOSED')") (cell 9, 1-2); order_items = spark.read.json(...) (cell 11); orders_join = orders_filtered. \\
# join(order_items, ...) (cell 14, 1-2); revenue_daily = orders_join. (1) groupBy('order_date') (2)
# agg(round(sum('order_item_subtotal'), 2).alias('revenue')) (3) orderBy('order_date') (4) (cell 17);
# revenue_daily.show() (cell 18). 13/15 repeats cells 6-11 and the join byte for byte (a look-alike).
L["om_revenue_daily_show"] = dict(
    dataframe="revenue_daily.show() (cell 18); revenue_daily = orders_join.groupBy('order_date').agg(round(sum("
              "'order_item_subtotal'), 2).alias('revenue')).orderBy('order_date') (cell 17); orders_join = "
              "orders_filtered.join(order_items, orders_filtered.order_id == order_items.order_item_order_id) (cell "
              "14); orders_filtered = orders.filter(\"order_status IN ('COMPLETE', 'CLOSED')\") (cell 9); the reads "
              "in cells 6 and 11",
    notes="The query is built across five cells and shown in a sixth. The status filter is pushed into the orders "
          "scan and merged with the join's inferred isnotnull; AQE made the inner join a broadcast hash join (the "
          "filtered orders the build side); revenue per day as a HashAggregate pair, orderBy + show as a "
          "TakeOrderedAndProject at the orderBy (cell 17) and the show (cell 18). 13/15 builds the same join in the "
          "same cells (a look-alike). " + JOIN + PRUNE + AGG + SORT,
    nodes=[n(1, "Scan json", 6, s(1), False, "read", alt((9, s(2)))),
           n(2, "Filter", 9, s(2), False, "filter", alt((14, s(2)))),
           n(3, "Project", 14, s(2), True, "project", AMB, alt((9, s(2)))),
           n(4, "BroadcastExchange", 14, s(2), True, "join"),
           n(6, "Scan json", 11, s(1), False, "read"),
           n(7, "Filter", 14, s(2), True, "join"),
           n(8, "BroadcastHashJoin", 14, s((1, 2)), False, "join"),
           n(9, "Project", 17, s(2, 3), True, "project", AMB, alt((14, s((1, 2))))),
           n(10, "HashAggregate", 17, s(2, 3), True, "aggregate"),
           n(11, "Exchange", 17, s(2, 3), True, "aggregate"),
           n(14, "HashAggregate", 17, s(2, 3), False, "aggregate"),
           n(15, "TakeOrderedAndProject", 17, s(4), False, "sort", alt((18, s(1))))])

# jn15: orders read (cell 6), orders_filtered (cell 8, filter on line 2), order_items read (cell 10), orders_join
# (cell 11, join on line 2); cell 15 revenue = orders_join. (1) rollup(year(...), date_format(...), 'order_date')
# (2-6) agg(countDistinct('order_id'), round(sum(...), 2)) (7-10) orderBy(col(...).asc_nulls_last(), ...) (11-15);
# cell 16 revenue.show(50, truncate=False). Cell 13 builds revenue the same way with a plain orderBy (shown in 14).
L["om_rollup_count_distinct_nulls_last_show"] = dict(
    dataframe="revenue.show(50, truncate=False) (cell 16); revenue = orders_join.rollup(year('order_date')"
              ".alias('order_year'), date_format(col('order_date'), 'yyyyMM').alias('order_month'), 'order_date')"
              ".agg(countDistinct('order_id').alias('order_count'), round(sum('order_item_subtotal'), 2)"
              ".alias('revenue')).orderBy(col('order_year').asc_nulls_last(), ...) (cell 15); orders_join, "
              "orders_filtered and the reads in cells 6-11",
    notes="rollup with a countDistinct: the grouping-expression Project and the Expand, then four HashAggregates (the "
          "distinct order_id level and the final level, with two Exchanges), all derived at the rollup/agg call but "
          "the final; the orderBy with asc_nulls_last + show as a TakeOrderedAndProject. The join is broadcast (AQE). "
          "Cell 13 builds the same revenue with a plain orderBy (shown in cell 14, another plan); 13/14 builds the "
          "same join in the same cells (a look-alike); 12/13 rolls up the same keys over orders alone. "
          + JOIN + PRUNE + AGG + SORT,
    nodes=[n(1, "Scan json", 6, s(1), False, "read", alt((8, s(2)))),
           n(2, "Filter", 8, s(2), False, "filter", alt((11, s(2)))),
           n(3, "Project", 11, s(2), True, "project", AMB, alt((8, s(2)))),
           n(4, "BroadcastExchange", 11, s(2), True, "join"),
           n(6, "Scan json", 10, s(1), False, "read"),
           n(7, "Filter", 11, s(2), True, "join"),
           n(8, "BroadcastHashJoin", 11, s((1, 2)), False, "join"),
           n(9, "Project", 15, s((2, 6)), True, "aggregate"),
           n(10, "Expand", 15, s((2, 6)), True, "aggregate"),
           n(11, "HashAggregate", 15, s((2, 6), (7, 10)), True, "aggregate"),
           n(12, "Exchange", 15, s((2, 6), (7, 10)), True, "aggregate"),
           n(15, "HashAggregate", 15, s((2, 6), (7, 10)), True, "aggregate"),
           n(16, "HashAggregate", 15, s((2, 6), (7, 10)), True, "aggregate"),
           n(17, "Exchange", 15, s((2, 6), (7, 10)), True, "aggregate"),
           n(20, "HashAggregate", 15, s((2, 6), (7, 10)), False, "aggregate"),
           n(21, "TakeOrderedAndProject", 15, s((11, 15)), False, "sort", alt((16, s(1))))])

# ---- 14_windowing_functions -----------------------------------------------------------------------------------------
# Every airtraffic window lesson runs the same chain in a cell: airtraffic. (1) filter("IsDepDelayed = 'YES' and
# Cancelled = 0") (2) select(concat("Year", lpad(...), lpad(...)).alias("FlightDate"), ..., col("DepDelay").cast("int")
# ...) (3-13) withColumn(..., f(...).over(spec)) (14...) orderBy(...) show(): 04 cells 11, 14, 18, 21 (four frames of
# one spec), 05 cell 10, 06 cell 11, 03 cell 14. The spec sits in the cell before.


def flights_window(read_cell, cell, spec, over, order, show, window_ids=(9,), sorts=(8,), exchanges=(5,)):
    """Nodes 1-4 and the window nodes of the chain: scan at the read (the pushed filter's line an alternative),
    Filter, the select's Project, Exchange/Sort derived at the withColumn(s) and the spec, the Window(s), then the
    TakeOrderedAndProject at the orderBy and the show."""
    spec_cell, spec_lines = spec
    nodes = [n(1, "Scan parquet", read_cell, s((1, 3)), False, "read", alt((cell, s(2)))),
             n(3, "Filter", cell, s(2), False, "filter"),
             n(4, "Project", cell, s((3, 13)), False, "project")]
    nodes += [n(i, "Exchange", cell, over, True, "window", alt((spec_cell, spec_lines))) for i in exchanges]
    nodes += [n(i, "Sort", cell, over, True, "window", alt((spec_cell, spec_lines))) for i in sorts]
    nodes += [n(i, "Window", cell, over, False, "window", alt((spec_cell, spec_lines))) for i in window_ids]
    top = max(window_ids) + 1
    nodes.append(n(top, "TakeOrderedAndProject", cell, s(order, show), False, "sort"))
    return nodes


# wf04: airtraffic read in cell 6 (1-3); spec = Window.partitionBy(...).orderBy("CRSDepTime").rowsBetween(
# Window.unboundedPreceding, Window.currentRow) (cell 9, 1-4) for cell 11; rangeBetween(-100, Window.currentRow)
# (cell 20, 1-4) for cell 21; withColumn("DepDelaySum", sum("DepDelay").over(spec)) (14), orderBy (15), show (16).
L["om_rows_between_running_sum_show"] = dict(
    dataframe="airtraffic.filter(\"IsDepDelayed = 'YES' and Cancelled = 0\").select(concat(\"Year\", ...)"
              ".alias(\"FlightDate\"), ..., col(\"DepDelay\").cast(\"int\").alias(\"DepDelay\"))"
              ".withColumn(\"DepDelaySum\", sum(\"DepDelay\").over(spec)).orderBy(\"FlightDate\", \"Origin\", "
              "\"CRSDepTime\").show(), cell 11 lines 1-16; spec with rowsBetween(Window.unboundedPreceding, "
              "Window.currentRow), cell 9",
    notes="A running sum (RowFrame, unbounded preceding to current row). Cells 14, 18 and 21 run the same chain "
          "byte for byte over three other frames of the same spec (rowsBetween(-3, ...), rangeBetween(unbounded, "
          "...), rangeBetween(-100, ...)), each in its own plan that differs only by the Window's frame; 14/03, 05 and "
          "06 hold the same filter and select. " + WIN + SORT,
    nodes=flights_window(6, 11, (9, s((1, 4))), s(14), 15, 16))

L["om_range_between_sum_show"] = dict(
    dataframe="the same chain as cell 11 with spec = Window.partitionBy(\"FlightDate\", \"Origin\")"
              ".orderBy(\"CRSDepTime\").rangeBetween(-100, Window.currentRow) (cell 20), cell 21 lines 1-16, "
              "show(50)",
    notes="A moving sum over a RangeFrame of CRSDepTime - 100 to the current row. Cells 11, 14 and 18 run the same "
          "chain byte for byte over other frames (look-alikes, plans differing only by the Window's frame). "
          + WIN + SORT,
    nodes=flights_window(6, 21, (20, s((1, 4))), s(14), 15, 16))

# wf05: airtraffic read in cell 7 (1-3); spec = Window.partitionBy("FlightDate", "Origin").orderBy(col("DepDelay")
# .desc()) (cell 9, 1-3); cell 10: the chain with withColumn srank/drank/prank/rn (14-17: rank, dense_rank,
# round(percent_rank, 2), row_number over spec), orderBy (18), show() (19). Cell 16 runs the same four functions over
# the employees (it raises under Spark 4's ANSI casts, as 14 does).
L["om_rank_functions_show"] = dict(
    dataframe="airtraffic.filter(...).select(concat(...).alias(\"FlightDate\"), ...).withColumn(\"srank\", "
              "rank().over(spec)).withColumn(\"drank\", dense_rank().over(spec)).withColumn(\"prank\", "
              "round(percent_rank().over(spec), 2)).withColumn(\"rn\", row_number().over(spec))"
              ".orderBy(\"FlightDate\", \"Origin\", col(\"DepDelay\").desc()).show(), cell 10 lines 1-19; spec, "
              "cell 9",
    notes="Four ranking functions over one spec in one Window node; the round() of percent_rank is a Project above "
          "it (at the withColumn that rounds). The same filter and select open the other airtraffic window lessons "
          "(14/03, 04, 06: look-alikes). " + WIN + SORT,
    nodes=flights_window(7, 10, (9, s((1, 3))), s((14, 17)), 18, 19)[:-1]
    + [n(10, "Project", 10, s(16), False, "project"),
       n(11, "TakeOrderedAndProject", 10, s(18, 19), False, "sort")])

# wf06: airtraffic read in cell 6 (1-3) and again in cell 14 (1-3, the same lines; cells 15-19 run on it);
# spec = Window.partitionBy("FlightDate", "Origin").orderBy(col("CRSDepTime")) (cell 10, 1-3); cell 11: the chain with
# four lead(...).over(spec) withColumns (14-17), orderBy (18), show() (19).
L["om_lead_flight_window_show"] = dict(
    dataframe="airtraffic.filter(\"IsDepDelayed = 'YES' and Cancelled = 0\").select(concat(...).alias("
              "\"FlightDate\"), ...).withColumn(\"LeadUniqueCarrier\", lead(\"UniqueCarrier\").over(spec))... "
              "(four leads).orderBy(\"FlightDate\", \"Origin\", \"CRSDepTime\").show(), cell 11 lines 1-19; spec, "
              "cell 10",
    notes="Four lead() functions over one spec in one Window node (RowFrame 1, 1). The same filter and select open "
          "14/03, 04 and 05 (look-alikes with other window functions and frames); cells 19-21 of this notebook lead "
          "over an aggregate instead. " + WIN + SORT,
    nodes=flights_window(6, 11, (10, s((1, 3))), s((14, 17)), 18, 19))

# wf06 cell 19: airtraffic. (1) filter("""IsDepDelayed = 'YES' AND ... Origin IN (...)""") (2-10) groupBy(concat(...)
# .alias("FlightDate"), "Origin") (11-16) agg(sum(col("DepDelay").cast("int")).alias("TotalDepDelay")) (17)
# withColumn LeadFlightDate (18), LeadOrigin (19), LeadTotalDepDelay (20), each lead(..., 7).over(spec)
# filter('Origin = "ORD"') (21) orderBy (22) show() (23); spec = Window.partitionBy(substring("FlightDate", 1, 6),
# "Origin").orderBy("FlightDate", col("TotalDepDelay").desc()) (cell 18, 1-3). Cells 20 and 21 repeat it with other
# final filters (other plans).
L["om_lead_after_groupby_show"] = dict(
    dataframe="airtraffic.filter(\"\"\"IsDepDelayed = 'YES' AND Cancelled = 0 AND concat(...) BETWEEN 20080101 AND "
              "20080114 AND Origin IN (...)\"\"\").groupBy(concat(...).alias(\"FlightDate\"), \"Origin\")"
              ".agg(sum(col(\"DepDelay\").cast(\"int\")).alias(\"TotalDepDelay\")).withColumn(\"LeadFlightDate\", "
              "lead(\"FlightDate\", 7).over(spec)).withColumn(\"LeadOrigin\", ...).withColumn("
              "\"LeadTotalDepDelay\", ...).filter('Origin = \"ORD\"').orderBy(\"FlightDate\", "
              "col(\"TotalDepDelay\").desc()).show(), cell 19 lines 1-23; spec partitioned by substring(\"FlightDate\", "
              "1, 6), cell 18; airtraffic read again in cell 14",
    notes="lead() over an aggregate: the partition expression substring(FlightDate, 1, 6) is recomputed for each "
          "withColumn, so the three leads run as three Window nodes, each with its own Exchange and Sort and a "
          "Project computing the next window's key (derived at the next withColumn); the final Project dropping the "
          "key is derived and ambiguous. The filter on Origin = 'ORD' (a partition key) is pushed below the windows "
          "and the aggregate into the first Filter and the scan. Cells 20 and 21 repeat the chain with other final "
          "filters (look-alikes, other plans). " + AGG + WIN + SORT,
    nodes=[n(1, "Scan parquet", 14, s((1, 3)), False, "read", alt((19, s((2, 10), 21)))),
           n(3, "Filter", 19, s((2, 10), 21), False, "filter"),
           n(4, "Project", 19, s((11, 16)), True, "aggregate"),
           n(5, "HashAggregate", 19, s((11, 16), 17), True, "aggregate"),
           n(6, "Exchange", 19, s((11, 16), 17), True, "aggregate"),
           n(9, "HashAggregate", 19, s((11, 16), 17), False, "aggregate"),
           n(10, "Exchange", 19, s(18), True, "window", alt((18, s((1, 3))))),
           n(13, "Sort", 19, s(18), True, "window", alt((18, s((1, 3))))),
           n(14, "Window", 19, s(18), False, "window", alt((18, s((1, 3))))),
           n(15, "Project", 19, s(19), True, "window", alt((18, s((1, 3))))),
           n(16, "Exchange", 19, s(19), True, "window", alt((18, s((1, 3))))),
           n(19, "Sort", 19, s(19), True, "window", alt((18, s((1, 3))))),
           n(20, "Window", 19, s(19), False, "window", alt((18, s((1, 3))))),
           n(21, "Project", 19, s(20), True, "window", alt((18, s((1, 3))))),
           n(22, "Exchange", 19, s(20), True, "window", alt((18, s((1, 3))))),
           n(25, "Sort", 19, s(20), True, "window", alt((18, s((1, 3))))),
           n(26, "Window", 19, s(20), False, "window", alt((18, s((1, 3))))),
           n(27, "Project", 19, s(20, 22), True, "project", AMB),
           n(28, "TakeOrderedAndProject", 19, s(22, 23), False, "sort")])

# ---- 15_spark_metastore ---------------------------------------------------------------------------------------------
# ms10: orders_path = '/public/retail_db/orders' (cell 11); orders = spark. \\ read. \\ csv(orders_path, schema=...)
# (cell 15, 1-7) . withColumn('order_month', date_format('order_date', 'yyyyMM')) (8); cell 18 orders. (1) write. (2)
# saveAsTable('orders_part', mode='overwrite', partitionBy='order_month') (3-7).
L["om_partitioned_save_as_table_write"] = dict(
    dataframe="orders.write.saveAsTable('orders_part', mode='overwrite', partitionBy='order_month'), cell 18 lines "
              "1-7; orders = spark.read.csv(orders_path, schema=...).withColumn('order_month', date_format("
              "'order_date', 'yyyyMM')), cell 15",
    notes="The first of the three plans saveAsTable ran (the file-source write; the other two are the command "
          "wrappers): a partitioned Parquet write into the warehouse (/user/root/warehouse/root_retail.db/"
          "orders_part), the write's empty2null folded into the withColumn's Project (the withColumn and the write), "
          "the per-partition Sort derived at the write. 15/09 creates a partitioned table from the same read "
          "(a look-alike). ",
    nodes=[n(1, "Scan csv", 15, s((1, 7)), False, "read"),
           n(2, "Project", 15, s(8), False, "project", alt((18, s((3, 7))))),
           n(3, "Sort", 18, s((3, 7)), True, "write"),
           n(4, "WriteFiles", 18, s((3, 7)), False, "write"),
           n(5, "Execute InsertIntoHadoopFsRelationCommand", 18, s((3, 7)), False, "write")])

# ms11: airport_codes_df = spark. \ read. \ csv(airport_codes_path, sep="\t", header=True, inferSchema=True) (cell 12,
# 1-7); airport_codes_df.createTempView("airport_codes_v") (cell 15); cell 20 spark.sql(''' (1) SELECT state,
# count(1) AS airport_count (2) FROM airport_codes_v (3) GROUP BY state (4) ORDER BY airport_count DESC (5)
# ''').show() (6). Cell 19 groups the same view with the DataFrame API (spark.read.table, groupBy("state").count(),
# no order: another plan).
L["om_temp_view_sql_group_order_show"] = dict(
    dataframe="spark.sql('SELECT state, count(1) AS airport_count FROM airport_codes_v GROUP BY state ORDER BY "
              "airport_count DESC').show(), cell 20 lines 1-6; airport_codes_v = the temp view of "
              "spark.read.csv(airport_codes_path, sep=\"\\t\", header=True, inferSchema=True) (cells 12, 15)",
    notes="SQL over a temp view: the scan at the FROM line, the read and createTempView cells alternatives; GROUP BY "
          "as a HashAggregate pair, ORDER BY + show as a TakeOrderedAndProject. Cell 19 runs groupBy(\"state\")"
          ".count() over the same view without the order (another plan); 15/08 runs the same groupBy over a saved "
          "table (a look-alike). " + AGG + SORT,
    form="ipynb (SQL string)",
    nodes=[n(1, "Scan csv", 20, s(3), False, "read", alt((12, s((1, 7))), (15, s(1)))),
           n(2, "HashAggregate", 20, s(4, 2), True, "aggregate"),
           n(3, "Exchange", 20, s(4, 2), True, "aggregate"),
           n(6, "HashAggregate", 20, s(4, 2), False, "aggregate"),
           n(7, "TakeOrderedAndProject", 20, s(5, 6), False, "sort")])

# ms12: CREATE TABLE orders (...) (cell 14, 1-8), LOAD DATA LOCAL INPATH '/data/retail_db/orders' INTO TABLE orders
# (cell 15, 1-3), the same for order_items (cells 18, 1-10, and 19, 1-3); products = spark.read.json(...) (cell 23,
# 1-3), products.createOrReplaceTempView('products_v') (cell 26); cell 29 spark.sql(""" (1) SELECT o.order_date, ...
# round(sum(oi.order_item_subtotal), 2) AS revenue (2-5) FROM orders AS o JOIN order_items AS oi (6) ON ... (7) JOIN
# products_v AS p (8) ON ... (9) WHERE o.order_status IN ('COMPLETE', 'CLOSED') (10) GROUP BY ... (11-13) ORDER BY
# o.order_date, revenue DESC (14) """). \ (15) show() (16).
ORDERS_T = ((14, s((1, 8))), (15, s((1, 3))))
ITEMS_T = ((18, s((1, 10))), (19, s((1, 3))))
PRODUCTS_V = ((23, s((1, 3))), (26, s(1)))
L["om_hive_sql_three_way_join_show"] = dict(
    dataframe="spark.sql(\"\"\"SELECT o.order_date, p.product_id, p.product_name, round(sum(oi.order_item_subtotal), "
              "2) AS revenue FROM orders AS o JOIN order_items AS oi ON o.order_id = oi.order_item_order_id JOIN "
              "products_v AS p ON p.product_id = oi.order_item_product_id WHERE o.order_status IN ('COMPLETE', "
              "'CLOSED') GROUP BY ... ORDER BY o.order_date, revenue DESC\"\"\").show(), cell 29 lines 1-16; orders and "
              "order_items Hive tables (CREATE TABLE ... ROW FORMAT DELIMITED, LOAD DATA LOCAL INPATH, cells 14-19), "
              "products_v a temp view of spark.read.json (cells 23, 26)",
    notes="Two Hive text tables (Scan hive) and a JSON temp view joined in SQL: both joins AQE made broadcast hash "
          "joins; the WHERE merged with the join's inferred isnotnull; GROUP BY as a HashAggregate pair, ORDER BY + "
          "show as a TakeOrderedAndProject. Scans at the FROM/JOIN lines, the CREATE TABLE and LOAD DATA cells (or "
          "the read and the view) alternatives. 03/07 and 03/11 (Scala-kernel %%sql cells) hold the same joins of "
          "orders and order_items (look-alikes in other notebooks). " + JOIN + PRUNE + AGG + SORT,
    form="ipynb (SQL string)",
    nodes=[n(1, "Scan hive spark_catalog.root_retail.orders", 29, s(6), False, "read", alt(*ORDERS_T)),
           n(2, "Filter", 29, s(10, (6, 7)), False, "filter"),
           n(3, "Project", 29, s((6, 7), 10), True, "project", AMB),
           n(4, "BroadcastExchange", 29, s((6, 7)), True, "join"),
           n(6, "Scan hive spark_catalog.root_retail.order_items", 29, s(6), False, "read", alt(*ITEMS_T)),
           n(7, "Filter", 29, s((6, 7), (8, 9)), True, "join"),
           n(8, "BroadcastHashJoin", 29, s((6, 7)), False, "join"),
           n(9, "Project", 29, s((6, 7), (8, 9)), True, "project", AMB),
           n(10, "Scan json", 29, s(8), False, "read", alt(*PRODUCTS_V)),
           n(11, "Filter", 29, s((8, 9)), True, "join"),
           n(12, "BroadcastExchange", 29, s((8, 9)), True, "join"),
           n(14, "BroadcastHashJoin", 29, s((8, 9)), False, "join"),
           n(15, "Project", 29, s((8, 9), (11, 13)), True, "project", AMB),
           n(16, "HashAggregate", 29, s((11, 13), (2, 5)), True, "aggregate"),
           n(17, "Exchange", 29, s((11, 13), (2, 5)), True, "aggregate"),
           n(20, "HashAggregate", 29, s((11, 13), (2, 5)), False, "aggregate"),
           n(21, "TakeOrderedAndProject", 29, s(14, 16), False, "sort")])

# ---- 16_special_data_types ------------------------------------------------------------------------------------------
# sp04: employees = [...] (cell 22, 1-20, email ids as one string); employees_df = spark.createDataFrame(employees,
# schema=...) (cell 23, 1-8); cell 30 employees_df. (1) select('employee_id', explode_outer(split('employee_email_ids',
# ', ')).alias('employee_email_id')) (2) show() (3). Cells 4-5 build the same rows with an array column (used by
# cells 12-20); cells 27 and 29 repeat cell 30's chain without the show (they raise: a trailing backslash).
L["om_explode_outer_split_show"] = dict(
    dataframe="employees_df.select('employee_id', explode_outer(split('employee_email_ids', ', '))"
              ".alias('employee_email_id')).show(), cell 30 lines 1-3; employees_df = spark.createDataFrame("
              "employees, schema=...), cell 23, the rows in cell 22",
    notes="explode_outer of a split string as a Generate (outer true) over the createDataFrame rows (Scan "
          "ExistingRDD, pruned to two columns by a derived Project); the select's columns carry the show's "
          "toprettystring (the select and the show). Cell 16 explode_outers the array version of the same rows "
          "(cells 4-5), 16/05 splits the same strings (look-alikes). " + PRUNE + SHOW,
    nodes=[n(1, "Scan ExistingRDD", 23, s((1, 8)), False, "read", alt((22, s((1, 20))))),
           n(2, "Project", 30, s(2), True, "project", AMB, alt((23, s((1, 8))))),
           n(3, "Generate", 30, s(2), False, "explode"),
           n(4, "Project", 30, s(2, 3), False, "project"),
           n(5, "CollectLimit", 30, s(3), True, "limit")])

# sp07: employees = [...] (cell 4, 1-17), employees_df = spark.createDataFrame(...) (cell 5, 1-8); cell 14
# employees_df.select('employee_id', explode(map_values('employee_phone_numbers')).alias('employee_phone_number'))
# .show() on one line. 16/04 and 16/05 build the same rows (look-alikes).
L["om_explode_map_values_show"] = dict(
    dataframe="employees_df.select('employee_id', explode(map_values('employee_phone_numbers'))"
              ".alias('employee_phone_number')).show(), cell 14 line 1; employees_df = spark.createDataFrame("
              "employees, schema=...), cell 5, the rows in cell 4",
    notes="explode of a map's values as a Generate over the createDataFrame rows (Scan ExistingRDD, pruned by a "
          "derived Project), the select's columns carrying the show's toprettystring. Cells 11 and 12 select "
          "map_keys / map_values without the explode, 16/04 explodes the email arrays of the same rows "
          "(look-alikes). " + PRUNE + SHOW,
    nodes=[n(1, "Scan ExistingRDD", 5, s((1, 8)), False, "read", alt((4, s((1, 17))))),
           n(2, "Project", 14, s(1), True, "project", AMB, alt((5, s((1, 8))))),
           n(3, "Generate", 14, s(1), False, "explode"),
           n(4, "Project", 14, s(1), False, "project"),
           n(5, "CollectLimit", 14, s(1), True, "limit")])

# wf07 (ANSI off: the HR data's 'null' department ids cast to int): employees = spark.read.format('csv')
# .option('sep', '\t').schema('''...''').load(employeesPath) (cell 7, 1-17); spec = Window.partitionBy('department_id')
# .orderBy(col('salary').desc()) (cell 11, 1-3); cell 13 employees. (1) select('employee_id', col('department_id')
# .cast('int').alias('department_id'), 'salary') (2-5) withColumn("highest_salary", first('salary').over(spec)) (6)
# withColumn("highest_employee_id", first('employee_id').over(spec)) (7) orderBy(...) (8) show() (9). Cell 16 defines
# the same spec again and cell 17 runs the same chain with last(); cell 19's spec adds a rows frame for cell 20.
L["om_first_value_window_show"] = dict(
    dataframe="employees.select('employee_id', col('department_id').cast('int').alias('department_id'), 'salary')"
              ".withColumn(\"highest_salary\", first('salary').over(spec)).withColumn(\"highest_employee_id\", "
              "first('employee_id').over(spec)).orderBy(\"department_id\", col(\"salary\").desc()).show(), cell 13 "
              "lines 1-9; spec = Window.partitionBy('department_id').orderBy(col('salary').desc()), cell 11; "
              "employees read in cell 7",
    notes="Two first() functions over one spec in one Window node, the select's cast in the Project below the "
          "window's Exchange. Cells 16-17 define the same spec again and run the same chain with last() (another "
          "plan), cells 19-20 with a rows frame; 14/05 cells 15-16 rank over the same spec and select (look-alikes). "
          "Run with spark.sql.ansi.enabled=false: under Spark 4's ANSI casts the HR data's 'null' department ids "
          "raise NumberFormatException (Spark 2/3, which the course targets, gave null). " + WIN + SORT,
    nodes=[n(1, "Scan csv", 7, s((1, 17)), False, "read"),
           n(2, "Project", 13, s((2, 5)), False, "project"),
           n(3, "Exchange", 13, s(6, 7), True, "window", alt((11, s((1, 3))))),
           n(6, "Sort", 13, s(6, 7), True, "window", alt((11, s((1, 3))))),
           n(7, "Window", 13, s(6, 7), False, "window", alt((11, s((1, 3))))),
           n(8, "TakeOrderedAndProject", 13, s(8, 9), False, "sort")])

def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _, cell in CASES:
            spec = L.get(case_id)
            if spec is None:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file = PROGRAMS[program]
            where = f"cell {cell} line {line}" + (f" (call {occurrence})" if occurrence > 1 else "")
            session = SESSION + (HIVE_SESSION if program in HIVE else "") + (
                NO_BROADCAST_NOTE if program in NO_BROADCAST else "") + "".join(
                f"{c} on the command line. " for c in SETTINGS.get(program, []))
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where})",
                    "notes": spec["notes"] + session + RUN,
                    "form": spec.get("form", "ipynb"), "source": SOURCE}
            symbol = file.removesuffix(".ipynb").replace("/", ".") + ".<module>"
            rows = notebook_rows(spec["nodes"], REPO, file, symbol)
            for row in rows:   # places inside a function defined in a cell: the function's symbol
                for place in (row, *row.get("alt", [])):
                    fn = FUNCS.get(program, {}).get(place["cell"])
                    if fn:
                        place["symbol"] = symbol.removesuffix("<module>") + fn
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
