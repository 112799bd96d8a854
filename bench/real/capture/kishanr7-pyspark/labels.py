"""Write each kr_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/kishanr7-pyspark/labels.py

N(node id, operator, spans, derived, kind, amb=..., true=...): spans are the script's own line numbers; every script
is top-level code, so the symbol is the file's path from the repository root, dotted, then `<module>`
(`09-10-2025.aggregation.<module>`). The same problem solved again in another dated folder (or the problem
statement `.txt` beside it, which repeats the DataFrame creation) is a look-alike, never an alternative.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, SETTINGS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, module_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "67957489768e264f12ce571eb29db1ac758ea34e"
SOURCE = "Kishanr7/PySpark-Practice"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on (the script's own builder sets no master). ")
SMJ = "Broadcast joins off for this run (spark.sql.autoBroadcastJoinThreshold=-1): sort-merge joins. "
RUN = ("Run: bench/real/capture/kishanr7-pyspark/capture.py: the script ran unchanged with spark-submit from the "
       "root of a scratch copy of the laid-out repository, its rows inline; the plan is the one the action ran, "
       "written by a query-execution listener after it ran (the final adaptive plan); event_log.json from the "
       "same run.")
SHOW = ("show(): the toprettystring Project and CollectLimit derived at the show; where the user's select, "
        "withColumn or aggregate carries the toprettystring it is labelled at the user's call (and the show); "
        "orderBy + show as one TakeOrderedAndProject (kind sort, not derived) at the orderBy and the show. ")
AGG = ("Aggregates: partial levels and their Exchanges derived at the groupBy/agg call, the final level not; an "
       "aggregate over rows already partitioned by its keys runs in one level (not derived). ")
JOIN = ("Join: Exchanges, Sorts, BroadcastExchange and isnotnull Filters inferred from the join keys derived at the "
        "join; column-pruning Projects derived and ambiguous (the producing and the consuming call); the Project of "
        "a join on column names at the join (and the next call that reads it). ")
WIN = ("Window: the Window node at the withColumn that applies the function and at the window spec's lines; its "
       "Exchange and Sort derived there (an Exchange several windows share at each of them); a rank filter runs as "
       "a WindowGroupLimit pair, or one Final WindowGroupLimit where no shuffle is between (derived at the window "
       "and the filter). ")
SCAN = "Scans at the createDataFrame call (its whole span where it spreads over lines). "

L: dict[str, dict] = {}

# ---- 2025-10 ----------------------------------------------------------------------------------------------------
L["kr_groupby_sum_show_two"] = dict(
    dataframe="total_amount = orders_df.groupBy('customer_id').agg(F.sum('amount').alias('total_amount')) (line 43), "
              "orders_df = spark.createDataFrame(orders_data, schema=orders_schema) (23); total_amount.show(2) (45)",
    notes="Line 44 orders total_amount but drops the result (no operator of this plan); line 42's join is never run. "
          "The final aggregate carries the show's toprettystring (labelled at the agg). " + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(23), False, "read"),
           N(2, "Project", s(23, 43), True, "project", amb=True),
           N(3, "HashAggregate", s(43), True, "aggregate"),
           N(4, "Exchange", s(43), True, "aggregate"),
           N(7, "HashAggregate", s(43), False, "aggregate")])

L["kr_rank_partition_two_cols_filter_show"] = dict(
    dataframe="result_df = res_df.select('region','salesperson','sales_amount','date').filter(F.col('rank') ==1) "
              "(line 37), res_df = sales_df.withColumn(\"rank\", rank().over(window_spec)) (36), window_spec = "
              "Window.partitionBy(\"region\",'date').orderBy(col(\"sales_amount\").desc()) (34), sales_df = "
              "spark.createDataFrame(sales_data, schema=sales_schema) (29); result_df.show() (38)",
    notes="rank() = 1 over two partition columns as a WindowGroupLimit pair; the filter reads the rank column the "
          "select just dropped (Spark resolves it below the select). The select carries the show's toprettystring. "
          "Many later folders rank the same way (look-alikes). " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(29), False, "read"),
           N(2, "Sort", s(36, 34), True, "window"),
           N(3, "WindowGroupLimit", s(36, 34, 37), True, "window"),
           N(4, "Exchange", s(36, 34), True, "window"),
           N(7, "Sort", s(36, 34), True, "window"),
           N(8, "WindowGroupLimit", s(36, 34, 37), True, "window"),
           N(9, "Window", s(36, 34), False, "window"),
           N(10, "Filter", s(37), False, "filter"),
           N(11, "Project", s(37, 38), False, "project")])

L["kr_dept_avg_join_dense_rank_sort_show"] = dict(
    dataframe="result = joined_df.withColumn(\"pct_diff_from_dept_avg\", ...).withColumn(\"rank\", dense_rank().over("
              "window_spec)).filter(col('rank') <=2).select(...).withColumn(\"dept_avg\", rnd(...)).withColumn(...)"
              ".orderBy(...) (lines 40-48), window_spec (39), joined_df = employees_df.join(grouped_df,on = "
              "'department') (38), grouped_df = employees_df.groupBy(col(\"department\")).agg(F.avg(\"salary\")...) "
              "(37), employees_df = spark.createDataFrame(...) (34); result.show() (49)",
    notes="A self-join with the DataFrame's own aggregate that AQE made a broadcast join (the planned shuffles stay "
          "below it); the window partitions by the join key, so it needs no Exchange of its own and its rank "
          "filter runs as one Final WindowGroupLimit. Both scans are the same createDataFrame. The select and the "
          "two rounding withColumns are one Project. " + SCAN + AGG + JOIN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(34), False, "read"),
           N(2, "Filter", s(38), True, "join"),
           N(3, "Exchange", s(38), True, "join"),
           N(6, "BroadcastExchange", s(38), True, "join"),
           N(8, "Scan ExistingRDD", s(34), False, "read"),
           N(9, "Filter", s(38), True, "join"),
           N(10, "Project", s(34, 37), True, "project", amb=True),
           N(11, "HashAggregate", s(37), True, "aggregate"),
           N(12, "Exchange", s(37), True, "aggregate"),
           N(15, "HashAggregate", s(37), False, "aggregate"),
           N(16, "BroadcastHashJoin", s(38), False, "join"),
           N(17, "Project", s(41, 38), False, "project"),
           N(18, "Sort", s(42, 39), True, "window"),
           N(19, "WindowGroupLimit", s(42, 39, 43), True, "window"),
           N(20, "Window", s(42, 39), False, "window"),
           N(21, "Filter", s(43), False, "filter"),
           N(22, "Project", s(44, 45, 46), False, "project"),
           N(23, "TakeOrderedAndProject", s(47, 49), False, "sort")])

L["kr_groupby_having_orderby_show_three"] = dict(
    dataframe="agg_df = sales_df.groupBy(\"category\").agg(F.sum(\"sales\").alias(\"total_sales\")).filter(F.col("
              "\"total_sales\") > 1000).orderBy(F.col(\"total_sales\").desc()) (lines 32-38), sales_df = "
              "spark.createDataFrame(data, schema=schema) (29); agg_df.show(3) (39)",
    notes="A filter on the aggregate (HAVING) and orderBy + show(3) as TakeOrderedAndProject (limit 4: show asks "
          "one row more). Line 30 (commented out) filters rows instead. " + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(29), False, "read"),
           N(2, "Project", s(29, (34, 35)), True, "project", amb=True),
           N(3, "HashAggregate", s((34, 35)), True, "aggregate"),
           N(4, "Exchange", s((34, 35)), True, "aggregate"),
           N(7, "HashAggregate", s((34, 35)), False, "aggregate"),
           N(8, "Filter", s(36), False, "filter"),
           N(9, "TakeOrderedAndProject", s(37, 39), False, "sort")])

L["kr_user_review_agg_orderby_show"] = dict(
    dataframe="users_df = reviews_df.groupBy(\"user_id\").agg(F.round(F.avg(\"rating\"),2)..., F.count('review_id')"
              "...).orderBy(F.col(\"reviews_written\").desc()) (lines 41-46), reviews_df = reviews_df.withColumn("
              "\"review_date\", F.to_date(\"review_date\")) (31), reviews_df = spark.createDataFrame(data, "
              "schema=schema) (30); users_df.show(3) (47)",
    notes="The second of two look-alike queries of the file: lines 33-39 run the same groupBy/agg/orderBy by "
          "product_id (another plan, shown at 39). The review_date withColumn is pruned away (its column unused): "
          "the column-pruning Project accepts the createDataFrame, the withColumn and the groupBy. "
          + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(30), False, "read"),
           N(2, "Project", s(30, 31, (43, 44)), True, "project", amb=True),
           N(3, "HashAggregate", s((43, 44)), True, "aggregate"),
           N(4, "Exchange", s((43, 44)), True, "aggregate"),
           N(7, "HashAggregate", s((43, 44)), False, "aggregate"),
           N(8, "TakeOrderedAndProject", s(45, 47), False, "sort")])

# ---- 2025-11 ----------------------------------------------------------------------------------------------------
L["kr_daily_revenue_lag_rolling_rank_show"] = dict(
    dataframe="filter_df = txns_df.groupBy(\"store_id\",\"txn_date\").agg(F.sum(\"amount\")...).withColumn("
              "\"prev_day_revenue\", lag(...).over(w_store)).withColumn(\"growth_pct\", ...).withColumn("
              "\"rolling_3d_sum\", F.sum(...).over(w_store.rowsBetween(-2,0))).withColumn(\"rank\", dense_rank()"
              ".over(w_rank)).filter(col(\"rank\") <= 2).orderBy(...) (lines 39-49), w_store (37), w_rank (38), "
              "txns_df = spark.createDataFrame(...).withColumn(\"txn_date\", F.to_date(\"txn_date\")) (34-35); "
              "filter_df.show() (51)",
    notes="An aggregate, then two windows over w_store (lag and a rows-frame sum, one Window node), then a "
          "dense_rank over w_rank (another partitioning: a second Exchange) filtered as a WindowGroupLimit pair, "
          "then orderBy + show. " + SCAN + AGG + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(34), False, "read"),
           N(2, "Project", s(35), False, "project"),
           N(3, "HashAggregate", s((41, 42)), True, "aggregate"),
           N(4, "Exchange", s((41, 42)), True, "aggregate"),
           N(7, "HashAggregate", s((41, 42)), False, "aggregate"),
           N(8, "Exchange", s(43, 37, 45), True, "window"),
           N(11, "Sort", s(43, 37, 45), True, "window"),
           N(12, "Window", s(43, 45, 37), False, "window"),
           N(13, "Project", s(44), False, "project"),
           N(14, "Sort", s(46, 38), True, "window"),
           N(15, "WindowGroupLimit", s(46, 38, 47), True, "window"),
           N(16, "Exchange", s(46, 38), True, "window"),
           N(19, "Sort", s(46, 38), True, "window"),
           N(20, "WindowGroupLimit", s(46, 38, 47), True, "window"),
           N(21, "Window", s(46, 38), False, "window"),
           N(22, "Filter", s(47), False, "filter"),
           N(23, "TakeOrderedAndProject", s(48, 51), False, "sort")])

L["kr_count_distinct_avg_order_value_show"] = dict(
    dataframe="filter_df = orders_df.withColumn(\"line_amount\", ...).groupBy(\"cust_id\").agg(F.countDistinct("
              "\"order_id\")..., F.sum('quantity')..., F.sum('line_amount')...).withColumn(\"avg_order_value\", ...)"
              ".filter(F.col('avg_order_value') > 500).orderBy(...) (lines 31-41), orders_df = "
              "spark.createDataFrame(data, schema=schema) (29); filter_df.show() (43)",
    notes="countDistinct with two sums: four HashAggregates (grouped by cust_id and order_id, then by cust_id), "
          "all but the last derived at the groupBy/agg. The filter folds the avg_order_value withColumn's "
          "expression (both lines accepted). " + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(29), False, "read"),
           N(2, "Project", s(33), False, "project"),
           N(3, "HashAggregate", s((34, 37)), True, "aggregate"),
           N(4, "Exchange", s((34, 37)), True, "aggregate"),
           N(7, "HashAggregate", s((34, 37)), True, "aggregate"),
           N(8, "HashAggregate", s((34, 37)), True, "aggregate"),
           N(9, "Exchange", s((34, 37)), True, "aggregate"),
           N(12, "HashAggregate", s((34, 37)), False, "aggregate"),
           N(13, "Filter", s(39, 38), False, "filter"),
           N(14, "Project", s(38), False, "project"),
           N(15, "TakeOrderedAndProject", s(40, 43), False, "sort")])

L["kr_region_top_product_orderby_show"] = dict(
    dataframe="result = sales_df.withColumn('line_revenue', ...).groupBy('region','product').agg(F.sum("
              "'line_revenue')...).withColumn('rank', row_number().over(window_spec)).filter(col('rank') == 1)"
              ".orderBy('region') (lines 26-34), window_spec (24), sales_df = spark.createDataFrame(data, columns) "
              "(22); result.show() (36)",
    notes="11-11-2025/rank_revenue.py runs the same query on the same rows (without the orderBy; a look-alike in "
          "another folder, not an alternative). " + SCAN + AGG + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(22), False, "read"),
           N(2, "Project", s(28), False, "project"),
           N(3, "HashAggregate", s((29, 30)), True, "aggregate"),
           N(4, "Exchange", s((29, 30)), True, "aggregate"),
           N(7, "HashAggregate", s((29, 30)), False, "aggregate"),
           N(8, "Sort", s(31, 24), True, "window"),
           N(9, "WindowGroupLimit", s(31, 24, 32), True, "window"),
           N(10, "Exchange", s(31, 24), True, "window"),
           N(13, "Sort", s(31, 24), True, "window"),
           N(14, "WindowGroupLimit", s(31, 24, 32), True, "window"),
           N(15, "Window", s(31, 24), False, "window"),
           N(16, "Filter", s(32), False, "filter"),
           N(17, "TakeOrderedAndProject", s(33, 36), False, "sort")])

L["kr_lag_gap_latest_two_orders_show"] = dict(
    dataframe="result_df = (orders_df.withColumn('prev_order_date', F.lag('order_date',1).over(window_spec))"
              ".withColumn('gap_days', datediff(...)).withColumn('ranked', F.row_number().over(ranked_spec))"
              ".filter(F.col('ranked') <= 2)).select(...) (lines 39-45), window_spec (37), ranked_spec (38), "
              "orders_df = spark.createDataFrame(data, schema).withColumn(\"order_date\", F.to_date(...)) (31-32); "
              "result_df.show() (47)",
    notes="Two windows over one partitioning: one Exchange (derived at both), a Sort per window; the row_number "
          "filter as one Final WindowGroupLimit. The select carries the show's toprettystring. " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(31), False, "read"),
           N(2, "Project", s(32), False, "project"),
           N(3, "Exchange", s(41, 37, 43, 38), True, "window"),
           N(6, "Sort", s(41, 37), True, "window"),
           N(7, "Window", s(41, 37), False, "window"),
           N(8, "Project", s(42), False, "project"),
           N(9, "Sort", s(43, 38), True, "window"),
           N(10, "WindowGroupLimit", s(43, 38, 44), True, "window"),
           N(11, "Window", s(43, 38), False, "window"),
           N(12, "Filter", s(44), False, "filter"),
           N(13, "Project", s(45, 47), False, "project")])

L["kr_top1_top2_inner_joins_smj_show"] = dict(
    session=SMJ,
    dataframe="final1_df = final_df.withColumn('share_top1', ...) (line 67), final_df = result3_df.join(cust_df, on = "
              "'customer_id') (66), result3_df = result1_df.join(result2_df, on ='customer_id') (65), result1_df / "
              "result2_df = transactions_df.groupBy('customer_id','category').agg(...).withColumn('rank', "
              "F.row_number().over(window_spec)).filter(F.col('rank') == 1 / 2).select(...) (47-54, 56-63), cust_df "
              "= transactions_df.groupBy('customer_id').agg(...).select(...) (41-46), window_spec (40), "
              "transactions_df = spark.createDataFrame(data, schema) (37); final1_df.show() (69)",
    notes="13-11-2025/2top_spending_category.py (the 'Second Approach') solves the same problem with left joins "
          "(a look-alike). result1_df and result2_df aggregate the same rows the same way: result2's aggregate reads "
          "result1's shuffle again (ReusedExchange), so the scan, the inferred isnotnull Filter, the pruning Project "
          "and the partial aggregate below it serve both (both groupBys accepted, ambiguous). Line 68's select is "
          "dropped (never assigned): the show prints final1_df with share_top1 computed in the show's Project. The "
          "rank filters run as WindowGroupLimit pairs; the sort-merge joins need no Exchange of their own (the "
          "windows' shuffles already partition by customer_id), the last one a Sort. "
          + SCAN + AGG + JOIN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(37), False, "read"),
           N(2, "Filter", s(65), True, "join"),
           N(3, "Project", s(37, (49, 50), (58, 59)), True, "project", amb=True),
           N(4, "HashAggregate", s((49, 50), (58, 59)), True, "aggregate", amb=True),
           N(5, "Exchange", s((49, 50), (58, 59)), True, "aggregate", amb=True),
           N(8, "HashAggregate", s((49, 50)), False, "aggregate"),
           N(9, "Sort", s(51, 40), True, "window"),
           N(10, "WindowGroupLimit", s(51, 40, 52), True, "window"),
           N(11, "Exchange", s(51, 40), True, "window"),
           N(14, "Sort", s(51, 40), True, "window"),
           N(15, "WindowGroupLimit", s(51, 40, 52), True, "window"),
           N(16, "Window", s(51, 40), False, "window"),
           N(17, "Filter", s(52), False, "filter"),
           N(18, "Project", s(53), False, "project"),
           N(22, "HashAggregate", s((58, 59)), False, "aggregate"),
           N(23, "Sort", s(60, 40), True, "window"),
           N(24, "WindowGroupLimit", s(60, 40, 61), True, "window"),
           N(25, "Exchange", s(60, 40), True, "window"),
           N(28, "Sort", s(60, 40), True, "window"),
           N(29, "WindowGroupLimit", s(60, 40, 61), True, "window"),
           N(30, "Window", s(60, 40), False, "window"),
           N(31, "Filter", s(61), False, "filter"),
           N(32, "Project", s(62), False, "project"),
           N(33, "SortMergeJoin", s(65), False, "join"),
           N(34, "Project", s(65, 66), False, "project", amb=True),
           N(35, "Scan ExistingRDD", s(37), False, "read"),
           N(36, "Filter", s(66), True, "join"),
           N(37, "Project", s(37, (43, 44)), True, "project", amb=True),
           N(38, "HashAggregate", s((43, 44)), True, "aggregate"),
           N(39, "Exchange", s((43, 44)), True, "aggregate"),
           N(42, "HashAggregate", s((43, 45)), False, "aggregate"),
           N(43, "Sort", s(66), True, "join"),
           N(44, "SortMergeJoin", s(66), False, "join"),
           N(45, "Project", s(67, 69), False, "project"),
           N(46, "CollectLimit", s(69), True, "limit")])

L["kr_top1_top2_left_joins_show"] = dict(
    dataframe="final = top1.join(top2, on=\"customer_id\", how=\"left\").join(cust_total, on=\"customer_id\", "
              "how=\"left\").withColumn(\"share_top1\", ...).select(...) (lines 60-65), top1 / top2 = ranked.filter("
              "\"rn = 1\" / \"rn = 2\").select(...) (50-56), ranked = agg.withColumn(\"rn\", F.row_number().over(w)) "
              "(48), w (46), cust_total = agg.groupBy(\"customer_id\").agg(...) (58), agg = transactions_df.groupBy("
              "\"customer_id\",\"category\").agg(F.sum(\"amount\")...) (40-44), transactions_df = "
              "spark.createDataFrame(data, schema) (37); final.show(truncate=False) (67)",
    notes="The file's 'Second Approach' to 13-11-2025/1top_spending_category.py's problem (a look-alike). One "
          "aggregate (agg) feeds three branches: top1 and top2 aggregate it again from their own scans (the left "
          "side of a left join gets no isnotnull Filter, the right side does), cust_total re-aggregates the first "
          "branch's shuffle (ReusedExchange) with a final sum of agg then a partial/final sum by customer. AQE made "
          "both left joins broadcast joins. The rn filters run as WindowGroupLimit pairs. "
          + SCAN + AGG + JOIN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(37), False, "read"),
           N(2, "Project", s(37, (42, 43)), True, "project", amb=True),
           N(3, "HashAggregate", s((42, 43)), True, "aggregate"),
           N(4, "Exchange", s((42, 43)), True, "aggregate"),
           N(7, "HashAggregate", s((42, 43)), False, "aggregate"),
           N(8, "Sort", s(48, 46), True, "window"),
           N(9, "WindowGroupLimit", s(48, 46, 50), True, "window"),
           N(10, "Exchange", s(48, 46), True, "window"),
           N(13, "Sort", s(48, 46), True, "window"),
           N(14, "WindowGroupLimit", s(48, 46, 50), True, "window"),
           N(15, "Window", s(48, 46), False, "window"),
           N(16, "Filter", s(50), False, "filter"),
           N(17, "Project", s((50, 52)), False, "project"),
           N(18, "Scan ExistingRDD", s(37), False, "read"),
           N(19, "Filter", s(61), True, "join"),
           N(20, "Project", s(37, (42, 43)), True, "project", amb=True),
           N(21, "HashAggregate", s((42, 43)), True, "aggregate"),
           N(22, "Exchange", s((42, 43)), True, "aggregate"),
           N(25, "HashAggregate", s((42, 43)), False, "aggregate"),
           N(26, "Sort", s(48, 46), True, "window"),
           N(27, "WindowGroupLimit", s(48, 46, 54), True, "window"),
           N(28, "Exchange", s(48, 46), True, "window"),
           N(31, "Sort", s(48, 46), True, "window"),
           N(32, "WindowGroupLimit", s(48, 46, 54), True, "window"),
           N(33, "Window", s(48, 46), False, "window"),
           N(34, "Filter", s(54), False, "filter"),
           N(35, "Project", s((54, 56)), False, "project"),
           N(36, "BroadcastExchange", s(61), True, "join"),
           N(38, "BroadcastHashJoin", s(61), False, "join"),
           N(39, "Project", s(61, 62), False, "project", amb=True),
           N(43, "HashAggregate", s((42, 43)), False, "aggregate"),
           N(44, "HashAggregate", s(58), True, "aggregate"),
           N(45, "Exchange", s(58), True, "aggregate"),
           N(48, "HashAggregate", s(58), False, "aggregate"),
           N(49, "BroadcastExchange", s(62), True, "join"),
           N(51, "BroadcastHashJoin", s(62), False, "join"),
           N(52, "Project", s(63, 64, 67), False, "project"),
           N(53, "CollectLimit", s(67), True, "limit")])

L["kr_sessionization_lag_running_sum_show"] = dict(
    dataframe="final = events_df.withColumn(\"prev_event_ts\", F.lag(...).over(w)).withColumn(\"gap_seconds\", ...)"
              ".withColumn(\"new_session_flag\", F.when(...)...).withColumn(\"session_id\", F.sum('new_session_flag')"
              ".over(w)).orderBy(...).select(...) (lines 33-40), w (32), events_df = df.repartition(\"user_id\") (30), "
              "df = spark.createDataFrame(data, schema).withColumn(\"event_ts\", F.to_timestamp(\"event_ts\")) "
              "(27-28); final.show(truncate=False) (42)",
    notes="The repartition's Exchange (REPARTITION_BY_COL, kind repartition, not derived) also serves both windows "
          "(no Exchange of their own); one Sort for both. gap_seconds is folded into new_session_flag's Project. "
          "14-11-2025/event_gap_analysis.py computes the same lag and gap (a look-alike). " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(27), False, "read"),
           N(2, "Project", s(28), False, "project"),
           N(3, "Exchange", s(30), False, "repartition"),
           N(6, "Sort", s(34, 32, 37), True, "window"),
           N(7, "Window", s(34, 32), False, "window"),
           N(8, "Project", s(35, 36), False, "project"),
           N(9, "Window", s(37, 32), False, "window"),
           N(10, "Project", s(39), False, "project"),
           N(11, "TakeOrderedAndProject", s(38, 39, 42), False, "sort")])

L["kr_repartition_range_rolling_sum_show"] = dict(
    dataframe="final = events_df.withColumn(\"rolling_3d_sum\", F.sum(F.col('amount')).over(w)) (lines 38-40), w = "
              "Window.partitionBy(\"user_id\").orderBy(F.col(\"event_date\").cast(\"timestamp\").cast(\"long\"))"
              ".rangeBetween(-2 * 24 * 60 * 60, 0) (33-37), events_df = df.repartition(\"user_id\") (31), df = "
              "(spark.createDataFrame(data, schema).withColumn(\"event_date\", F.to_date(...))) (28-29); "
              "final.show(truncate=False) (42)",
    notes="A range frame over an ordering expression: the Project computing the cast (_w0) is the window's "
          "(derived at the withColumn and the spec). The repartition's Exchange serves the window. 19-11-2025, "
          "26-01-2026 and 04-02-2026 write the same range window (look-alikes). " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(28), False, "read"),
           N(2, "Project", s(29), False, "project"),
           N(3, "Exchange", s(31), False, "repartition"),
           N(6, "Project", s(39, (33, 37)), True, "window"),
           N(7, "Sort", s(39, (33, 37)), True, "window"),
           N(8, "Window", s(39, (33, 37)), False, "window"),
           N(9, "Project", s(42), True, "project")])

# ---- 2026-01 ----------------------------------------------------------------------------------------------------
L["kr_consecutive_days_two_groupbys_show"] = dict(
    dataframe="final = activity_df.withColumn(\"prev_date\", F.lag(...).over(w)).withColumn(\"gap_days\", ...)"
              ".withColumn(\"break_flag\", ...).withColumn(\"session_id\", F.sum('break_flag').over(w)).groupBy("
              "'user_id','session_id').agg(F.count('session_id')...).groupBy('user_id').agg(F.max(...)...) (lines "
              "29-37), w (28), activity_df = spark.createDataFrame(data, columns) (24); final.show(truncate=False) (39)",
    notes="Gaps and islands: both groupBys keep the window's partitioning (user_id), so each aggregate runs in one "
          "level with no Exchange; the second carries the show's toprettystring. 15-01-2026/sol.py and "
          "19-01-2026/sol.py solve the same problem with the same chain (look-alikes). " + SCAN + AGG + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(24), False, "read"),
           N(2, "Exchange", s(30, 28, 33), True, "window"),
           N(5, "Sort", s(30, 28, 33), True, "window"),
           N(6, "Window", s(30, 28), False, "window"),
           N(7, "Project", s(31, 32), False, "project"),
           N(8, "Window", s(33, 28), False, "window"),
           N(9, "Project", s(33, (34, 35)), True, "project", amb=True),
           N(10, "HashAggregate", s((34, 35)), False, "aggregate"),
           N(11, "HashAggregate", s((36, 37)), False, "aggregate")])

L["kr_current_streak_row_number_show"] = dict(
    dataframe="final = activity_df.withColumn(\"prev_date\", F.lag(...).over(w)).withColumn(\"break_flag\", ...)"
              ".withColumn(\"session_id\", F.sum('break_flag').over(w)).groupBy('user_id','session_id').agg("
              "F.count('*')..., F.max('activity_date')...).withColumn(\"rn\", F.row_number().over(w1)).filter(col("
              "\"rn\") == 1).withColumn('current_streak_length', F.when(datediff(F.current_date(), ...) == 0, ...)"
              ".otherwise(0)).select(...) (lines 32-58), w (30), w1 (31), activity_df = (spark.createDataFrame(data, "
              "columns).withColumn(\"activity_date\", to_date(\"activity_date\"))) (24-27); final.show(truncate=False) "
              "(60)",
    notes="The aggregate and the last window keep the first windows' partitioning: one Exchange in the plan, an "
          "aggregate in one level, and the row_number filter as one Final WindowGroupLimit. current_date() is "
          "folded to the run's date in the show's Project (the withColumn and select carry it). "
          + SCAN + AGG + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(25), False, "read"),
           N(2, "Project", s(26), False, "project"),
           N(3, "Exchange", s(33, 30, 40), True, "window"),
           N(6, "Sort", s(33, 30, 40), True, "window"),
           N(7, "Window", s(33, 30), False, "window"),
           N(8, "Project", s((34, 39)), False, "project"),
           N(9, "Window", s(40, 30), False, "window"),
           N(10, "Project", s(40, (41, 45)), True, "project", amb=True),
           N(11, "HashAggregate", s((41, 45)), False, "aggregate"),
           N(12, "Sort", s((46, 49), 31), True, "window"),
           N(13, "WindowGroupLimit", s((46, 49), 31, 50), True, "window"),
           N(14, "Window", s((46, 49), 31), False, "window"),
           N(15, "Filter", s(50), False, "filter"),
           N(16, "Project", s((51, 58), 60), False, "project")])

L["kr_first_order_left_join_window_show"] = dict(
    dataframe="final = joined_df.withColumn(\"gap_days\", datediff(\"order_date\", \"signup_date\")).filter(("
              "col(\"gap_days\") >= 0) | col(\"gap_days\").isNull()).withColumn(\"rnk\", F.row_number().over(w))"
              ".filter(col(\"rnk\") == 1).select(...) (lines 40-49), w (38), joined_df = users_df.join(orders_df, "
              "on=['user_id'], how='left') (36), users_df / orders_df = spark.createDataFrame(...) (25-27, 29-31); "
              "final.show(truncate=False) (50)",
    notes="A left join AQE made a broadcast join (the hash Exchanges below it stay); line 37 shows joined_df first "
          "(an earlier plan of the run). The window partitions by the join key: no Exchange of its own, one Final "
          "WindowGroupLimit. The filter folds the gap_days expression (both lines). " + SCAN + JOIN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((25, 27)), False, "read"),
           N(2, "Exchange", s(36), True, "join"),
           N(5, "Scan ExistingRDD", s((29, 31)), False, "read"),
           N(6, "Filter", s(36), True, "join"),
           N(7, "Exchange", s(36), True, "join"),
           N(10, "BroadcastExchange", s(36), True, "join"),
           N(12, "BroadcastHashJoin", s(36), False, "join"),
           N(13, "Filter", s(42, 41), False, "filter"),
           N(14, "Project", s(41), False, "project"),
           N(15, "Sort", s((43, 46), 38), True, "window"),
           N(16, "WindowGroupLimit", s((43, 46), 38, 47), True, "window"),
           N(17, "Window", s((43, 46), 38), False, "window"),
           N(18, "Filter", s(47), False, "filter"),
           N(19, "Project", s(48, 50), False, "project"),
           N(20, "CollectLimit", s(50), True, "limit")])

L["kr_distinct_users_left_join_status_show"] = dict(
    dataframe="final_df = users_df.join(final, on = ['user_id'], how ='left') (line 41), final = status_df.filter(("
              "col(\"status_date\") <= '2026-01-10')).withColumn(\"gap_days\", datediff(...)).withColumn(\"rnk\", "
              "F.row_number().over(w)).filter(col(\"rnk\") == 1).select(...) (26-40), w (24), users_df = "
              "status_df.select(\"user_id\").distinct() (25), status_df = spark.createDataFrame(data, columns) (21); "
              "final_df.show(truncate=False) (42)",
    notes="distinct() as a two-level aggregate without functions (kind distinct: the partial level and its Exchange "
          "derived). The right side's filter carries the isnotnull(user_id) inferred from the join with the "
          "user's condition (both lines). AQE made the left join a broadcast join. The show's Project over the "
          "join's output at the show and the join. " + SCAN + JOIN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(21), False, "read"),
           N(2, "Project", s(25), False, "project"),
           N(3, "HashAggregate", s(25), True, "distinct"),
           N(4, "Exchange", s(25), True, "distinct"),
           N(7, "HashAggregate", s(25), False, "distinct"),
           N(8, "Scan ExistingRDD", s(21), False, "read"),
           N(9, "Filter", s(27, 41), False, "filter"),
           N(10, "Project", s((28, 33)), False, "project"),
           N(11, "Sort", s((34, 37), 24), True, "window"),
           N(12, "WindowGroupLimit", s((34, 37), 24, 38), True, "window"),
           N(13, "Exchange", s((34, 37), 24), True, "window"),
           N(16, "Sort", s((34, 37), 24), True, "window"),
           N(17, "WindowGroupLimit", s((34, 37), 24, 38), True, "window"),
           N(18, "Window", s((34, 37), 24), False, "window"),
           N(19, "Filter", s(38), False, "filter"),
           N(20, "Project", s(39), False, "project"),
           N(21, "BroadcastExchange", s(41), True, "join"),
           N(23, "BroadcastHashJoin", s(41), False, "join"),
           N(24, "Project", s(42, 41), True, "project")])

L["kr_last_value_ignore_nulls_profile_show"] = dict(
    dataframe="final = profile_df.withColumn(\"last_name\", F.last_value(F.col(\"name\"), ignoreNulls=True).over(w))"
              ".withColumn(\"last_gender\", ...).withColumn(\"last_country\", ...).withColumn(\"rnk\", "
              "F.row_number().over(w2)).filter(F.col(\"rnk\") == 1).select(...) (lines 32-44), w (29), w2 (30), "
              "profile_df = (spark.createDataFrame(data, [...]).withColumn(\"update_ts\", F.to_timestamp(...))) "
              "(19-25); final.show(truncate=False) (46)",
    notes="Three last_value(ignoreNulls) columns over one spec in one Window node, then row_number over the same "
          "partitioning in descending order (one Exchange for both specs, the filter as one Final "
          "WindowGroupLimit). The pruning Project between the windows drops the original columns. "
          + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((20, 23)), False, "read"),
           N(2, "Project", s(24), False, "project"),
           N(3, "Exchange", s((33, 35), 29, 36, 30), True, "window"),
           N(6, "Sort", s((33, 35), 29), True, "window"),
           N(7, "Window", s((33, 35), 29), False, "window"),
           N(8, "Project", s((33, 35), 36, (38, 43)), True, "project", amb=True),
           N(9, "Sort", s(36, 30), True, "window"),
           N(10, "WindowGroupLimit", s(36, 30, 37), True, "window"),
           N(11, "Window", s(36, 30), False, "window"),
           N(12, "Filter", s(37), False, "filter"),
           N(13, "Project", s((38, 43), 46), False, "project")])

L["kr_lead_overlap_union_show"] = dict(
    dataframe="final_df = final.unionByName(df_tail) (line 56), final = df.withColumn(\"next_start_date\", F.lead(...)"
              ".over(w)).withColumn(\"brk_flg\", F.when(...)...).select(...) (46-55), df_tail = df.withColumn("
              "\"next_start_date\", F.lead(...).over(w)).withColumn(\"next_end_date\", F.lead(...).over(w)).filter(...)"
              ".select(...) (29-43), w (28), df = (spark.createDataFrame(data, [...]).withColumn(...).withColumn(...)) "
              "(17-24); final_df.show(truncate=False) (58)",
    notes="Lines 44 and 57 show df_tail and final alone first (earlier plans of the run, look-alikes of each side). "
          "Both sides window over the same partitioning of the same rows: the second reads the first's shuffle "
          "(ReusedExchange), so the Exchange is derived at each side's window. Each side's select carries the "
          "show's toprettystring; the union has no CollectLimit in the final plan. " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((18, 21)), False, "read"),
           N(2, "Project", s(22, 23), False, "project"),
           N(3, "Exchange", s(47, 28, 31, 32), True, "window"),
           N(6, "Sort", s(47, 28), True, "window"),
           N(7, "Window", s(47, 28), False, "window"),
           N(8, "Project", s((48, 54), 58), False, "project"),
           N(12, "Sort", s(31, 32, 28), True, "window"),
           N(13, "Window", s(31, 32, 28), False, "window"),
           N(14, "Filter", s((33, 36)), False, "filter"),
           N(15, "Project", s((37, 42), 58), False, "project"),
           N(16, "Union", s(56), False, "union")])

# ---- 2026-02 ----------------------------------------------------------------------------------------------------
L["kr_retained_months_lag_groupby_sort_show"] = dict(
    dataframe="result = df.withColumn(\"activity_month\", F.date_format(...)).withColumn(\"prev_date\", F.lag("
              "'activity_date', 1).over(w)).withColumn(\"diff_month\", F.round(F.months_between(...))).filter(F.col("
              "'diff_month') == 1).groupBy('activity_month').agg(F.count('user_id')...).select(F.col(\"activity_month\")"
              ".alias(\"month\"), ...).orderBy(\"month\") (lines 34-46), w (28-32), df = (spark.createDataFrame(data, "
              "[...]).withColumn(\"activity_date\", F.to_date(...))) (23-26); result.show(truncate=False) (48)",
    notes="The filter folds the diff_month expression (both lines); the final aggregate carries the select's "
          "alias. 15-02-2026/sol.py runs the same chain with diff_month > 1 (a look-alike). "
          + SCAN + AGG + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(24), False, "read"),
           N(2, "Project", s(25), False, "project"),
           N(3, "Project", s(36), False, "project"),
           N(4, "Exchange", s(37, (28, 32)), True, "window"),
           N(7, "Sort", s(37, (28, 32)), True, "window"),
           N(8, "Window", s(37, (28, 32)), False, "window"),
           N(9, "Filter", s(39, 38), False, "filter"),
           N(10, "Project", s(39, 40), True, "project", amb=True),
           N(11, "HashAggregate", s(40), True, "aggregate"),
           N(12, "Exchange", s(40), True, "aggregate"),
           N(15, "HashAggregate", s(40, (41, 44)), False, "aggregate"),
           N(16, "TakeOrderedAndProject", s(45, 48), False, "sort")])

L["kr_streak_partition_count_groupby_show"] = dict(
    dataframe="result = df.withColumn(\"prev_amount\", F.lag(...).over(w)).withColumn(\"break_flg\", F.when(...)...)"
              ".withColumn('session_id', F.sum('break_flg').over(w)).withColumn('max_con_d_p_s', F.count('session_id')"
              ".over(w1)).filter(F.col('max_con_d_p_s')>=2).groupBy('product_id','session_id').agg(F.min(...), "
              "F.max(...), F.max(...)) (lines 33-51), w (25-28), w1 = Window.partitionBy('product_id','session_id') "
              "(29-32), df = (spark.createDataFrame(data, [...]).withColumn(\"sale_date\", F.to_date(...))) (21-24); "
              "result.show(truncate=False) (53)",
    notes="An unordered window (count over w1, a whole-partition frame) after two windows over w: one Exchange by "
          "product_id serves all three. The aggregate with min/max of a date runs as a one-level SortAggregate (the "
          "rows are already sorted by its keys) carrying the show's toprettystring. " + SCAN + AGG + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(22), False, "read"),
           N(2, "Project", s(23), False, "project"),
           N(3, "Exchange", s(35, (25, 28), 43, 44, (29, 32)), True, "window"),
           N(6, "Sort", s(35, (25, 28), 43), True, "window"),
           N(7, "Window", s(35, (25, 28)), False, "window"),
           N(8, "Project", s((36, 42)), False, "project"),
           N(9, "Window", s(43, (25, 28)), False, "window"),
           N(10, "Project", s(43, 44, (46, 50)), True, "project", amb=True),
           N(11, "Sort", s(44, (29, 32)), True, "window"),
           N(12, "Window", s(44, (29, 32)), False, "window"),
           N(13, "Filter", s(45), False, "filter"),
           N(14, "SortAggregate", s((46, 50)), False, "aggregate")])

L["kr_revenue_filter_join_row_number_show"] = dict(
    dataframe="final = result.withColumn('product_rank', F.row_number().over(w)).filter(F.col('product_rank') <=2)"
              ".select(...) (lines 44-49), result = total_revenue.join(product_revenue, on = 'customer_id') (42), "
              "total_revenue = df.groupBy('customer_id').agg(F.sum('amount')...).filter(F.col('total_revenue') >= "
              "500) (32-35), product_revenue = df.groupBy('customer_id','product_id').agg(...) (36-41), w (27-30), "
              "df = spark.createDataFrame(data, [...]) (25); final.show(truncate=False) (50)",
    notes="Two aggregates of one DataFrame joined (AQE: a broadcast join); the window partitions by the join key so "
          "it needs no Exchange and the rank filter runs as one Final WindowGroupLimit. The Project after the "
          "total_revenue filter keeps the key only (derived, ambiguous). " + SCAN + AGG + JOIN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(25), False, "read"),
           N(2, "Filter", s(42), True, "join"),
           N(3, "Project", s(25, 33), True, "project", amb=True),
           N(4, "HashAggregate", s(33), True, "aggregate"),
           N(5, "Exchange", s(33), True, "aggregate"),
           N(8, "HashAggregate", s(33), False, "aggregate"),
           N(9, "Filter", s(34), False, "filter"),
           N(10, "Project", s(34, 42), True, "project", amb=True),
           N(11, "Scan ExistingRDD", s(25), False, "read"),
           N(12, "Filter", s(42), True, "join"),
           N(13, "HashAggregate", s((38, 40)), True, "aggregate"),
           N(14, "Exchange", s((38, 40)), True, "aggregate"),
           N(17, "HashAggregate", s((38, 40)), False, "aggregate"),
           N(18, "BroadcastExchange", s(42), True, "join"),
           N(20, "BroadcastHashJoin", s(42), False, "join"),
           N(21, "Project", s(42, 46), False, "project", amb=True),
           N(22, "Sort", s(46, (27, 30)), True, "window"),
           N(23, "WindowGroupLimit", s(46, (27, 30), 47), True, "window"),
           N(24, "Window", s(46, (27, 30)), False, "window"),
           N(25, "Filter", s(47), False, "filter"),
           N(26, "Project", s(48, 50), False, "project"),
           N(27, "CollectLimit", s(50), True, "limit")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _ in CASES:
            spec = L.get(case_id)
            if spec is None:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file = PROGRAMS[program]
            if SETTINGS.get(program):
                assert spec.get("session"), case_id
            rows = module_rows(spec["nodes"], file)
            call = f"{action} at line {line}" + (f" (call {occurrence} on the line)" if occurrence > 1 else "")
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {call})",
                    "notes": spec["notes"] + SESSION + spec.get("session", "") + RUN,
                    "form": spec.get("form", "pyspark"), "source": SOURCE}
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
