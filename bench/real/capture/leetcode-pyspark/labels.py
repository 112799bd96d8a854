"""Write each lc_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/leetcode-pyspark/labels.py

A label: N(node id, operator, spans, derived, kind, amb=...): spans are lines of the case's solution file; the symbol
is `dataframe_solutions.Medium.<NNN>.solution_<k>` (the path from the repository root, dotted, then the function).
R(node id, table, spans): a `Scan JDBCRelation(<table>)`: labelled at the solution's `spark.read_table_as_df("<table>")`
line (and the lines of filters pushed into that scan), with the repository's generic JDBC read
(`dependencies/spark_pg_ops.py` 50-57, `SparkPgOps.read_table_as_df`) as an `alt`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import call_rows, script_case, write_cases  # noqa: E402

sys.path.insert(0, str(HERE))
from capture import CASES, SETTINGS  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "sp496__leetcode-pyspark"
COMMIT = "1a30cb190c40967813c10f104077cf20ab3cbfcb"
SOURCE = "sp496/leetcode-pyspark"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1; the PostgreSQL JDBC driver on the "
           "driver class path. ")
RUN_MAIN = ("Run: bench/real/capture/leetcode-pyspark/capture.py: `spark-submit {file}` (its __main__ calls "
            "spark_pg_utils.execute({fn})), unchanged, from the root of a scratch copy of the laid-out repository "
            "(PYTHONPATH the copy's root; config/config.ini's jar path set to Debian's JDBC jar), reading the "
            "repository's own dump loaded into a local PostgreSQL; the plan is the one the show ran, written by a "
            "query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
RUN_DRIVER = ("Run: bench/real/capture/leetcode-pyspark/capture.py: the file's __main__ calls another solution, so our "
              "driver (capture/leetcode-pyspark/run_solution.py, outside the repository) imported {file} and called "
              "spark_pg_utils.execute({fn}) as __main__ does, under spark-submit from the root of a scratch copy of "
              "the laid-out repository (config/config.ini's jar path set to Debian's JDBC jar), reading the "
              "repository's own dump loaded into a local PostgreSQL; the plan is the one the show ran, written by a "
              "query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
HELPER = ("dependencies/spark_pg_ops.py", [[50, 57]], "SparkPgOps.read_table_as_df")
READ_NOTE = ("JDBC scans are labelled at the solution's read_table_as_df(\"<table>\") line (the code that names the "
             "table; the pushed filters' lines too), the generic JDBC read in dependencies/spark_pg_ops.py an alt. ")


def s(*lines):
    """Spans from line numbers or (first, last) pairs."""
    return [[a, a] if isinstance(a, int) else list(a) for a in lines]


def N(nid, op, spans, derived, kind, amb=False, true=None):
    return (nid, op, spans, None, derived, kind, None, amb, true, None)


def R(nid, table, spans):
    return (nid, f"Scan JDBCRelation({table}) [numPartitions=1]", spans, None, False, "read", None, False, None,
            [HELPER])


L: dict[str, dict] = {}

L["lc_1098_s2_left_join_group"] = dict(
    dataframe="result_df.show() (1098 line 43, solution_2) of books_df (30) left-joined to orders_df (33) on book_id "
              "and dispatch_date (36-38), filter available_from (39), groupby(book_id, name).agg(sum(quantity)) (40), "
              "select(book_id, name) (41)",
    notes=READ_NOTE + "The optimizer removed the left join and the orders read altogether: after select drops "
          "sum(quantity), the aggregate uses only books columns, and a left outer join under a grouping of the left "
          "side's columns alone cannot change the groups. What is left is the books scan with the filter pushed in "
          "(30, 39) and the groupBy as a distinct-like aggregate (partial and exchange derived). The final aggregate "
          "carries the show's toprettystring. solution_1 and solution_3 of the file are the same shape with other "
          "dates: other queries. ",
    nodes=[R(1, "books_1098", s(30, 39)),
           N(2, "HashAggregate", s(40), True, "aggregate"), N(3, "Exchange", s(40), True, "aggregate"),
           N(6, "HashAggregate", s(40), False, "aggregate")])

L["lc_1098_s4_outer_join_group"] = dict(
    dataframe="result_df.show() (1098 line 85, solution_4) of orders_df (75) filtered on dispatch_date (79), "
              "outer-joined to books_df (72) on 'book_id' (80), filter available_from (81), "
              "groupby(book_id, name).agg(sum(quantity)) (82), select (83)",
    notes=READ_NOTE + "The filter on books' available_from after the outer join made it a right outer join; both "
          "filters pushed into the scans. Exchanges and the BroadcastExchange (AQE's switch at run time) derived at "
          "the join; the Project computing coalesce(book_id) for the join's using-column is derived at the join "
          "(the select at 83 also keeps it), ambiguous. sum(quantity) is pruned (the select drops it): the "
          "aggregate is distinct-like. ",
    nodes=[R(1, "orders_1098", s(75, 79)), N(2, "Exchange", s(80), True, "join"),
           N(5, "BroadcastExchange", s(80), True, "join"),
           R(7, "books_1098", s(72, 81)), N(8, "Exchange", s(80), True, "join"),
           N(11, "BroadcastHashJoin", s(80), False, "join"),
           N(12, "Project", s(80, 83), True, "project", amb=True),
           N(13, "HashAggregate", s(82), True, "aggregate"), N(14, "Exchange", s(82), True, "aggregate"),
           N(17, "HashAggregate", s(82), False, "aggregate")])

L["lc_1158_s1_left_join_count"] = dict(
    dataframe="result_df.show() (1158 line 41, solution_1) of u_df (32) left-joined to o_df (29) on user_id == "
              "buyer_id and date_format(order_date, 'yyyy') == '2019' (36-37), groupby(user_id, join_date)"
              ".agg(count(order_id)) (38-39)",
    notes=READ_NOTE + "Broadcast joins off: a sort-merge join. The join condition's orders-only part "
          "(date_format == '2019') runs as a Filter below the join on the orders side (derived at the join, kind "
          "join), its isnotnull pushed into the scan. Exchanges and Sorts derived at the join; the pruning Projects "
          "derived, ambiguous (producer and consumer). One aggregate only (the join's partitioning serves the "
          "groupBy): it carries the show's toprettystring. solution_2 (lines 14-22) is the same query with "
          "between(): another query. ",
    nodes=[R(1, "users_1158", s(32)), N(2, "Exchange", s((36, 37)), True, "join"),
           N(5, "Sort", s((36, 37)), True, "join"),
           R(6, "orders_1158", s(29, (36, 37))), N(7, "Filter", s((36, 37)), True, "join"),
           N(8, "Project", s(29, (36, 37)), True, "project", amb=True),
           N(9, "Exchange", s((36, 37)), True, "join"), N(12, "Sort", s((36, 37)), True, "join"),
           N(13, "SortMergeJoin", s((36, 37)), False, "join"),
           N(14, "Project", s((36, 37), (38, 39)), True, "project", amb=True),
           N(15, "HashAggregate", s((38, 39)), False, "aggregate")])

L["lc_1158_s2_between_join_count"] = dict(
    dataframe="result_df.show() (1158 line 22, solution_2) of u_df (11) left-joined to o_df (8) on user_id == "
              "buyer_id and order_date between 2019-01-01 and 2019-12-31 (15-18), groupby(user_id, join_date)"
              ".agg(count(order_id)) (19-20)",
    notes=READ_NOTE + "The between() of the join condition pushed into the orders scan. AQE turned the sort-merge "
          "join into a broadcast hash join at run time: Exchanges and BroadcastExchange derived at the join; the "
          "pruning Project derived, ambiguous. One aggregate only, carrying the show's toprettystring. solution_1 "
          "(lines 35-41) is the same query with date_format: another query. ",
    nodes=[R(1, "users_1158", s(11)), N(2, "Exchange", s((15, 18)), True, "join"),
           R(5, "orders_1158", s(8, (15, 18))), N(6, "Exchange", s((15, 18)), True, "join"),
           N(9, "BroadcastExchange", s((15, 18)), True, "join"),
           N(11, "BroadcastHashJoin", s((15, 18)), False, "join"),
           N(12, "Project", s((15, 18), (19, 20)), True, "project", amb=True),
           N(13, "HashAggregate", s((19, 20)), False, "aggregate")])

L["lc_1164_s1_first_window_dedup"] = dict(
    dataframe="result_df.show() (1164 line 20, solution_1) of prod_df (8) .withColumn change_date_ (14), .withColumn "
              "new_price (15), .withColumn price = first(new_price) over w (16, w at 11), .dropDuplicates([product_id, "
              "price]) (17), .select (18)",
    notes=READ_NOTE + "Window nodes (its Exchange and Sort derived) at the withColumn and the Window spec's line. "
          "dropDuplicates is one HashAggregate (the window's partitioning by product_id serves it), kind distinct, "
          "carrying the show's toprettystring; the Project before it keeps the select's columns (derived, ambiguous: "
          "window, dropDuplicates and select). ",
    nodes=[R(1, "products_1164", s(8)), N(2, "Project", s(14), False, "project"),
           N(3, "Project", s(15), False, "project"),
           N(4, "Exchange", s(16, 11), True, "window"), N(7, "Sort", s(16, 11), True, "window"),
           N(8, "Window", s(16, 11), False, "window"),
           N(9, "Project", s(16, 17, 18), True, "project", amb=True),
           N(10, "HashAggregate", s(17), False, "distinct")])

L["lc_1164_s4_rank_distinct_join"] = dict(
    dataframe="result_df.show() (1164 line 89, solution_4) of prod_df (72) .select(product_id).distinct() (85) "
              "left-joined (86) to ranked_prod_df = prod_df filter change_date (78), rank() over wspec (79, wspec at "
              "75), filter ranking == 1 (80); select product_id, ifnull(new_price, 10) (87)",
    notes=READ_NOTE + "rank() == 1 runs as WindowGroupLimit (partial and final, derived, kind window, at the "
          "withColumn, the filter and the spec) before the Window; the Window's Exchange and Sorts derived. distinct "
          "as two HashAggregates (partial and Exchange derived). The show's limit pushed into the outer join's "
          "preserved side as LocalLimit and its CollectLimit derived at the show; the last Project computes the "
          "select's ifnull with the show's toprettystring: at the select, the show also a span. The file shows "
          "ranked_prod_df at line 82 first (another plan, not this case). ",
    nodes=[R(1, "products_1164", s(72)),
           N(2, "HashAggregate", s(85), True, "distinct"), N(3, "Exchange", s(85), True, "distinct"),
           N(6, "HashAggregate", s(85), False, "distinct"),
           N(7, "LocalLimit", s(89), True, "limit"),
           R(8, "products_1164", s(72, 78)),
           N(9, "Sort", s(79, 75), True, "window"),
           N(10, "WindowGroupLimit", s(79, 80, 75), True, "window"),
           N(11, "Exchange", s(79, 75), True, "window"), N(14, "Sort", s(79, 75), True, "window"),
           N(15, "WindowGroupLimit", s(79, 80, 75), True, "window"),
           N(16, "Window", s(79, 75), False, "window"), N(17, "Filter", s(80), False, "filter"),
           N(18, "Project", s(80, 86, 87), True, "project", amb=True),
           N(19, "BroadcastExchange", s(86), True, "join"), N(21, "BroadcastHashJoin", s(86), False, "join"),
           N(22, "Project", s(87, 89), False, "project"), N(23, "CollectLimit", s(89), True, "limit")])

L["lc_1212_s1_or_join_points"] = dict(
    dataframe="result_df.show() (1212 line 24, solution_1) of t_df (8) left-joined to m_df (11) on team_id == "
              "host_team OR team_id == guest_team (18-19), groupby(team_id, team_name) (20).agg(sum(when(win, 3)"
              ".when(draw, 1).otherwise(0))) (21; win and draw at 13-15), orderBy(desc num_points, asc team_name) (22)",
    notes=READ_NOTE + "The OR join condition has no equi-key: a BroadcastNestedLoopJoin (its BroadcastExchange "
          "derived). Partial aggregate and Exchange derived at the groupby/agg. orderBy + show run as one "
          "TakeOrderedAndProject (the sort with the show's limit 21 and toprettystring): at the orderBy, the show "
          "also a span. solution_2 and solution_3 (lines 37-49, 62-77) are the same join and groupBy with the "
          "points written out otherwise: other queries. ",
    nodes=[R(1, "teams_1212", s(8)), R(2, "matches_1212", s(11)),
           N(3, "BroadcastExchange", s((18, 19)), True, "join"),
           N(5, "BroadcastNestedLoopJoin", s((18, 19)), False, "join"),
           N(6, "HashAggregate", s((20, 21)), True, "aggregate"), N(7, "Exchange", s((20, 21)), True, "aggregate"),
           N(10, "HashAggregate", s((20, 21)), False, "aggregate"),
           N(11, "TakeOrderedAndProject", s(22, 24), False, "sort")])

L["lc_1341_s1_union_limits"] = dict(
    dataframe="result_df.show() (1341 line 32, solution_1) of u_df (11) joined to mr_df (14) on user_id (18), "
              "groupby(name).agg(count) (19), orderBy (20), select (21), limit(1) (22), .union( (23) m_df (8) joined "
              "to mr_df on movie_id (25), groupby(title).agg(avg(rating)) (26), orderBy (27), select (28), limit(1) "
              "(29) )",
    notes=READ_NOTE + "Broadcast joins off: two sort-merge joins (Exchanges and Sorts derived at each join). "
          "movie_rating_1341 is read once in the code (14) and scanned in both branches. Each branch's orderBy + "
          "select + limit(1) is one TakeOrderedAndProject (with the show's toprettystring), kind sort, spans the "
          "orderBy, select and limit lines. Pruning Projects before the aggregates derived, ambiguous. ",
    nodes=[R(1, "users_1341", s(11)), N(2, "Exchange", s(18), True, "join"), N(5, "Sort", s(18), True, "join"),
           R(6, "movie_rating_1341", s(14)), N(7, "Exchange", s(18), True, "join"),
           N(10, "Sort", s(18), True, "join"), N(11, "SortMergeJoin", s(18), False, "join"),
           N(12, "Project", s(18, 19), True, "project", amb=True),
           N(13, "HashAggregate", s(19), True, "aggregate"), N(14, "Exchange", s(19), True, "aggregate"),
           N(17, "HashAggregate", s(19), False, "aggregate"),
           N(18, "TakeOrderedAndProject", s(20, 21, 22), False, "sort"),
           R(19, "movies_1341", s(8)), N(20, "Exchange", s(25), True, "join"), N(23, "Sort", s(25), True, "join"),
           R(24, "movie_rating_1341", s(14)), N(25, "Exchange", s(25), True, "join"),
           N(28, "Sort", s(25), True, "join"), N(29, "SortMergeJoin", s(25), False, "join"),
           N(30, "Project", s(25, 26), True, "project", amb=True),
           N(31, "HashAggregate", s(26), True, "aggregate"), N(32, "Exchange", s(26), True, "aggregate"),
           N(35, "HashAggregate", s(26), False, "aggregate"),
           N(36, "TakeOrderedAndProject", s(27, 28, 29), False, "sort"),
           N(37, "Union", s(23), False, "union")])

L["lc_1398_s2_anti_intersect"] = dict(
    dataframe="result_df.show() (1398 line 46, solution_2) of o_df (30) left_anti-joined to itself on customer_id and "
              "o2.product_name == 'C' (37-38), select(customer_id) (39), .intersect( (40) o_df.filter(A).select (41) "
              ".intersect(o_df.filter(B).select) (42) ), .join(c_df (33), on='customer_id') (44)",
    notes=READ_NOTE + "orders_1398 is read once (30) and scanned four times, each with its own filter pushed in "
          "(the anti join's product_name == 'C', the filters at 41 and 42). Each intersect is a LeftSemi join on "
          "null-safe keys plus a distinct: the inner one (42) as partial + Exchange + final aggregate (partial and "
          "Exchange derived, kind distinct), the outer one (40) as one aggregate over the semi join's output; their "
          "Exchanges/BroadcastExchanges derived at the intersect, kind join. The last Project (the join's using "
          "column with the show's toprettystring) derived at the show and the join, ambiguous; CollectLimit derived "
          "at the show. ",
    nodes=[R(1, "orders_1398", s(30)), N(2, "Exchange", s((37, 38)), True, "join"),
           R(5, "orders_1398", s(30, (37, 38))), N(6, "Exchange", s((37, 38)), True, "join"),
           N(9, "BroadcastExchange", s((37, 38)), True, "join"),
           N(11, "BroadcastHashJoin", s((37, 38)), False, "join"),
           R(12, "orders_1398", s(30, 41)), N(13, "Exchange", s(42), True, "join"),
           R(16, "orders_1398", s(30, 42)), N(17, "Exchange", s(42), True, "join"),
           N(20, "BroadcastExchange", s(42), True, "join"), N(22, "BroadcastHashJoin", s(42), False, "join"),
           N(23, "HashAggregate", s(42), True, "distinct"), N(24, "Exchange", s(42), True, "distinct"),
           N(27, "HashAggregate", s(42), False, "distinct"),
           N(28, "BroadcastExchange", s(40), True, "join"), N(30, "BroadcastHashJoin", s(40), False, "join"),
           N(31, "HashAggregate", s(40), False, "distinct"),
           R(32, "customers_1398", s(33)), N(33, "Exchange", s(44), True, "join"),
           N(36, "BroadcastExchange", s(44), True, "join"), N(38, "BroadcastHashJoin", s(44), False, "join"),
           N(39, "Project", s(46, 44), True, "project", amb=True), N(40, "CollectLimit", s(46), True, "limit")])

L["lc_180_s1_lead_distinct"] = dict(
    dataframe="result_df.show() (180 line 19, solution_1) of logs_df (10) .withColumn second_num = lead(num) over "
              "wspec (14), .withColumn third_num = lead(second_num) (15), .where (16), .select(num as "
              "ConsecutiveNums).distinct() (17); wspec = W.orderBy(asc id) (8)",
    notes=READ_NOTE + "The table is read as \"Logs_180\" (PostgreSQL folds it to logs_180). Two Window nodes, one per "
          "lead, over one SinglePartition Exchange and Sort (derived, at both withColumns and the spec). distinct "
          "is one HashAggregate (a single partition needs no exchange) carrying the show's toprettystring. ",
    nodes=[R(1, "Logs_180", s(10)), N(2, "Exchange", s(14, 15, 8), True, "window"),
           N(4, "Sort", s(14, 15, 8), True, "window"), N(5, "Window", s(14, 8), False, "window"),
           N(6, "Window", s(15, 8), False, "window"), N(7, "Filter", s(16), False, "filter"),
           N(8, "Project", s(17), False, "project"), N(9, "HashAggregate", s(17), False, "distinct")])

L["lc_180_s2_self_join3_distinct"] = dict(
    dataframe="result_df.show() (180 line 34, solution_2) of logs_df (26) as l1 joined to l2 on l2.Id == l1.Id + 1 "
              "and num (30), joined to l3 on l3.Id == l1.Id + 2 and num (31), .select(l1.num as ConsecutiveNums)"
              ".distinct() (32)",
    notes=READ_NOTE + "Broadcast joins off: two sort-merge joins of one read (26); the third scan is a "
          "ReusedExchange of the second's Exchange (a pure wrapper: not labelled). Exchanges and Sorts "
          "derived at each "
          "join; the pruning Project between the joins derived, ambiguous; distinct as partial + Exchange + final "
          "(the first two derived), the final carrying the show's toprettystring. ",
    nodes=[R(1, "Logs_180", s(26)), N(2, "Exchange", s(30), True, "join"), N(5, "Sort", s(30), True, "join"),
           R(6, "Logs_180", s(26)), N(7, "Exchange", s(30), True, "join"), N(10, "Sort", s(30), True, "join"),
           N(11, "SortMergeJoin", s(30), False, "join"),
           N(12, "Project", s(30, 31), True, "project", amb=True),
           N(13, "Exchange", s(31), True, "join"), N(16, "Sort", s(31), True, "join"),
           N(20, "Sort", s(31), True, "join"), N(21, "SortMergeJoin", s(31), False, "join"),
           N(22, "Project", s(32), False, "project"),
           N(23, "HashAggregate", s(32), True, "distinct"), N(24, "Exchange", s(32), True, "distinct"),
           N(27, "HashAggregate", s(32), False, "distinct")])

L["lc_1907_s1_right_join_local"] = dict(
    dataframe="result_df.show() (1907 line 22, solution_1) of a_df (8) .withColumn category = when(...) (16-18), "
              ".join(c_df, on='category', how='right') (19) with c_df = spark.spark.createDataFrame of three rows "
              "(11; the SparkPgOps object's own session), .groupby(category).agg(count(account_id)) (20)",
    notes=READ_NOTE + "The local rows are a Scan ExistingRDD at the createDataFrame. AQE made the sort-merge join a "
          "broadcast hash join at run time: Exchanges and BroadcastExchange derived at the join; the pruning Project "
          "derived, ambiguous. One aggregate (the join's partitioning serves it), carrying the show's toprettystring. ",
    nodes=[R(1, "accounts_1907", s(8)), N(2, "Project", s((16, 18)), False, "project"),
           N(3, "Exchange", s(19), True, "join"), N(6, "BroadcastExchange", s(19), True, "join"),
           N(8, "Scan ExistingRDD", s(11), False, "read"), N(9, "Exchange", s(19), True, "join"),
           N(12, "BroadcastHashJoin", s(19), False, "join"),
           N(13, "Project", s(19, 20), True, "project", amb=True),
           N(14, "HashAggregate", s(20), False, "aggregate")])

L["lc_585_s1_semi_anti_sum"] = dict(
    dataframe="result_df.show() (585 line 19, solution_1) of inv_df (8) as i1 left_semi-joined to i2 on pid != and "
              "tiv_2015 == (12-13), left_anti-joined to i3 on pid != and lat, lon == (14-16), "
              ".select(sum(tiv_2016)) (17)",
    notes=READ_NOTE + "One read (8), three scans. Both joins keep their equi-keys as hash keys and the pid != as "
          "the join condition; AQE made both broadcast at run time (Exchanges and BroadcastExchanges derived at "
          "each join). The Projects after the joins prune columns (derived, ambiguous). select(sum(...)) is a global "
          "aggregate: partial and SinglePartition Exchange derived, the final carrying the show's toprettystring. ",
    nodes=[R(1, "insurance_585", s(8)), N(2, "Exchange", s((12, 13)), True, "join"),
           R(5, "insurance_585", s(8)), N(6, "Exchange", s((12, 13)), True, "join"),
           N(9, "BroadcastExchange", s((12, 13)), True, "join"),
           N(11, "BroadcastHashJoin", s((12, 13)), False, "join"),
           N(12, "Project", s((12, 13), (14, 16)), True, "project", amb=True),
           R(13, "insurance_585", s(8)), N(14, "Exchange", s((14, 16)), True, "join"),
           N(17, "BroadcastExchange", s((14, 16)), True, "join"),
           N(19, "BroadcastHashJoin", s((14, 16)), False, "join"),
           N(20, "Project", s((14, 16), 17), True, "project", amb=True),
           N(21, "HashAggregate", s(17), True, "aggregate"), N(22, "Exchange", s(17), True, "aggregate"),
           N(24, "HashAggregate", s(17), False, "aggregate")])

L["lc_585_s2_left_isnull_sum"] = dict(
    dataframe="result_df.show() (585 line 51, solution_2) of inv_df (41) as i1 left-joined to i2 on lat, lon == and "
              "tiv_2015 != (44-47), .filter(i2.pid isNull) (48), .agg(sum(i1.tiv_2016)) (49)",
    notes=READ_NOTE + "An anti join written as left join + isNull filter (solution_4 of the file, 28-32, writes it as "
          "left_anti: another query). AQE made the join broadcast at run time (Exchanges and BroadcastExchange "
          "derived). The Project pruning to tiv_2016 derived, ambiguous (filter and agg); the global sum's partial "
          "and SinglePartition Exchange derived, the final carrying the show's toprettystring. ",
    nodes=[R(1, "insurance_585", s(41)), N(2, "Exchange", s((44, 47)), True, "join"),
           R(5, "insurance_585", s(41)), N(6, "Exchange", s((44, 47)), True, "join"),
           N(9, "BroadcastExchange", s((44, 47)), True, "join"),
           N(11, "BroadcastHashJoin", s((44, 47)), False, "join"), N(12, "Filter", s(48), False, "filter"),
           N(13, "Project", s(48, 49), True, "project", amb=True),
           N(14, "HashAggregate", s(49), True, "aggregate"), N(15, "Exchange", s(49), True, "aggregate"),
           N(17, "HashAggregate", s(49), False, "aggregate")])

L["lc_602_s1_union_group_limit"] = dict(
    dataframe="result_df.show() (602 line 18, solution_1) of req_df (8) .select(requester_id as id, accepter_id as "
              "friend_id) (12) .union(req_df.select(accepter_id as id, requester_id as friend_id)) (13), "
              ".groupby(id).agg(count(friend_id)) (14), .orderBy(desc num) (15), .limit(1) (16)",
    notes=READ_NOTE + "One read, two scans (one per select). solution_2 of the file (30-32) builds the same union "
          "and groupBy, then ranks instead of ordering: another query. Partial aggregate and Exchange derived; "
          "orderBy + limit(1) (with the show's toprettystring) one TakeOrderedAndProject, kind sort. ",
    nodes=[R(1, "request_accepted_602", s(8)), N(2, "Project", s(12), False, "project"),
           R(3, "request_accepted_602", s(8)), N(4, "Project", s(13), False, "project"),
           N(5, "Union", s(13), False, "union"),
           N(6, "HashAggregate", s(14), True, "aggregate"), N(7, "Exchange", s(14), True, "aggregate"),
           N(10, "HashAggregate", s(14), False, "aggregate"),
           N(11, "TakeOrderedAndProject", s(15, 16), False, "sort")])

L["lc_602_s2_union_group_rank"] = dict(
    dataframe="result_df.show() (602 line 37, solution_2) of req_df (25) .select(...) (30) .union(req_df.select(...)) "
              "(31), .groupby(id).agg(count(friend_id)) (32), .withColumn rnk = rank() over w_spec (33; w_spec = "
              "W.orderBy(desc num) at 28), .filter(rnk == 1) (34), .select(id, num) (35)",
    notes=READ_NOTE + "solution_1 of the file (12-14) builds the same union and groupBy, then orders and limits: "
          "another query. rank() == 1 runs as WindowGroupLimit (partial and final, derived, kind window, at the "
          "withColumn, the filter and the spec) with the Window's Sorts and SinglePartition Exchange (derived); the "
          "last Project is the select with the show's toprettystring. ",
    nodes=[R(1, "request_accepted_602", s(25)), N(2, "Project", s(30), False, "project"),
           R(3, "request_accepted_602", s(25)), N(4, "Project", s(31), False, "project"),
           N(5, "Union", s(31), False, "union"),
           N(6, "HashAggregate", s(32), True, "aggregate"), N(7, "Exchange", s(32), True, "aggregate"),
           N(10, "HashAggregate", s(32), False, "aggregate"),
           N(11, "Sort", s(33, 28), True, "window"), N(12, "WindowGroupLimit", s(33, 34, 28), True, "window"),
           N(13, "Exchange", s(33, 28), True, "window"), N(15, "Sort", s(33, 28), True, "window"),
           N(16, "WindowGroupLimit", s(33, 34, 28), True, "window"), N(17, "Window", s(33, 28), False, "window"),
           N(18, "Filter", s(34), False, "filter"), N(19, "Project", s(35, 37), False, "project")])

L["lc_608_s1_left_join_dedup"] = dict(
    dataframe="result_df.show() (608 line 19, solution_1) of tree_df (7) as t1 left-joined to t2 on t1.id == t2.p_id "
              "(11), .withColumn type = when(...) (12-14), .select(t1.id, type) (15), .dropDuplicates() (16), "
              ".orderBy(id) (17)",
    notes=READ_NOTE + "Broadcast joins off: a sort-merge join (Exchanges and Sorts derived). solution_3 (45-51) is the "
          "same query with the when chain nested in otherwise(): a look-alike, another query. The withColumn and "
          "select run as one Project (both spans). dropDuplicates() is one HashAggregate (the join's partitioning "
          "by id serves it), kind distinct; orderBy + show one TakeOrderedAndProject (at the orderBy, the show also "
          "a span), kind sort. ",
    nodes=[R(1, "tree_608", s(7)), N(2, "Exchange", s(11), True, "join"), N(5, "Sort", s(11), True, "join"),
           R(6, "tree_608", s(7)), N(7, "Exchange", s(11), True, "join"), N(10, "Sort", s(11), True, "join"),
           N(11, "SortMergeJoin", s(11), False, "join"), N(12, "Project", s((12, 14), 15), False, "project"),
           N(13, "HashAggregate", s(16), False, "distinct"),
           N(14, "TakeOrderedAndProject", s(17, 19), False, "sort")])

L["lc_608_s2_anti_semi_union"] = dict(
    dataframe="result_df.show() (608 line 37, solution_2) of tree_df (25) as t1 left_anti-joined to t2 on t1.id == "
              "t2.p_id (29) .withColumn type = 'Leaf' (30) .union( (31) t1 left_semi-joined to t2 (32) .withColumn "
              "type = when(...) (33) ) .select(id, type) (34) .orderBy(id) (35)",
    notes=READ_NOTE + "One read, three scans; the semi join's broadcast side is a ReusedExchange of the anti join's "
          "BroadcastExchange (a pure wrapper: not labelled). "
          "AQE made both joins broadcast at run time (Exchanges and BroadcastExchange "
          "derived at each join). Each branch's withColumn and the select pushed through the union make one Project "
          "per branch (both spans). orderBy + show one TakeOrderedAndProject, kind sort. ",
    nodes=[R(1, "tree_608", s(25)), N(2, "Exchange", s(29), True, "join"),
           R(5, "tree_608", s(25)), N(6, "Exchange", s(29), True, "join"),
           N(9, "BroadcastExchange", s(29), True, "join"), N(11, "BroadcastHashJoin", s(29), False, "join"),
           N(12, "Project", s(30, 34), False, "project"),
           R(13, "tree_608", s(25)), N(14, "Exchange", s(32), True, "join"),
           N(19, "BroadcastHashJoin", s(32), False, "join"), N(20, "Project", s(33, 34), False, "project"),
           N(21, "Union", s(31), False, "union"), N(22, "TakeOrderedAndProject", s(35, 37), False, "sort")])

L["lc_612_s1_nonequi_min"] = dict(
    dataframe="result_df.show() (612 line 20, solution_1) of points_df (8) as p1 joined to p2 on p1.x < p2.x or (x == "
              "and y <) (13-15), .withColumn distance = sqrt(...) (16-17), .select(min(distance)) (18)",
    notes=READ_NOTE + "A join with no equi-key on two JDBC scans (no size statistics, so no broadcast): a "
          "CartesianProduct with the condition. solution_3 (49-57) is a look-alike with another condition: another "
          "query. The global min's partial and SinglePartition Exchange derived, the final carrying the show's "
          "toprettystring. ",
    nodes=[R(1, "point_2d_612", s(8)), R(2, "point_2d_612", s(8)),
           N(3, "CartesianProduct", s((13, 15)), False, "join"), N(4, "Project", s((16, 17)), False, "project"),
           N(5, "HashAggregate", s(18), True, "aggregate"), N(6, "Exchange", s(18), True, "aggregate"),
           N(8, "HashAggregate", s(18), False, "aggregate")])

L["lc_626_s1_first_last_window"] = dict(
    dataframe="result_df.show() (626 line 16, solution_1) of seat_df (7) .withColumn id = when(id % 2 == 0, "
              "first(id) over wspec).otherwise(last(id) over wspec) (12-13; wspec = W.orderBy(id).rowsBetween(-1, 1) "
              "at 10), .orderBy(id) (14)",
    notes=READ_NOTE + "One Window node computes first and last over the one spec (its SinglePartition Exchange and "
          "Sort derived, at the withColumn and the spec); the Project after it is the withColumn's when/otherwise. "
          "The orderBy is a Sort over the single partition (no exchange); the show's toprettystring Project is "
          "derived at the show. ",
    nodes=[R(1, "seat_626", s(7)), N(2, "Exchange", s((12, 13), 10), True, "window"),
           N(4, "Sort", s((12, 13), 10), True, "window"), N(5, "Window", s((12, 13), 10), False, "window"),
           N(6, "Project", s((12, 13)), False, "project"), N(7, "Sort", s(14), False, "sort"),
           N(8, "Project", s(16), True, "project")])

L["lc_626_s2_row_number"] = dict(
    dataframe="result_df.show() (626 line 33, solution_2) of seat_df (24) .withColumn order = when(...) (28), "
              ".withColumn id = row_number() over Window.orderBy(order) (29), .orderBy(id) (30), .select(id, student) "
              "(31)",
    notes=READ_NOTE + "The window (spec written inline at 29) over a SinglePartition Exchange and Sort (derived). The "
          "Project after the Window keeps id and student (the select pushed below the orderBy, dropping order): at "
          "the select and the withColumn that made id, ambiguous. The orderBy is a Sort over the single partition; "
          "the show's toprettystring Project derived at the show. ",
    nodes=[R(1, "seat_626", s(24)), N(2, "Project", s(28), False, "project"),
           N(3, "Exchange", s(29), True, "window"), N(5, "Sort", s(29), True, "window"),
           N(6, "Window", s(29), False, "window"), N(7, "Project", s(31, 29), False, "project", amb=True),
           N(8, "Sort", s(30), False, "sort"), N(9, "Project", s(33), True, "project")])


def main() -> int:
    cases = []
    for case, part, file, fn, how, line in CASES:
        spec = L.get(case)
        folder = BENCH / part / case
        if spec is None or not (folder / "plan.formatted.txt").is_file():
            print(f"... {case}: {'no labels yet' if spec is None else 'not captured'}")
            continue
        spec = {**spec, "file": file}
        stem = file.removesuffix(".py").replace("/", ".")
        rows = call_rows(spec, lambda f, func, _stem=stem, _fn=fn: (
            f"{_stem}.{func or _fn}" if f == file else f.removesuffix(".py").replace("/", ".") + "." + func))
        run = (RUN_MAIN if how == "main" else RUN_DRIVER).format(file=file, fn=fn)
        info = script_case(spec, file, line, "show", SETTINGS.get(case), slug=SLUG, commit=COMMIT, session=SESSION,
                           run=run, source=SOURCE)
        cases.append((part, str(folder), rows, info, f"{file}:{line} {fn} ({how})"))
    return write_cases(cases)


if __name__ == "__main__":
    sys.exit(main())
