"""Write each ss_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/stratascratch-pyspark/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=...): spans are the solution file's own line
numbers; every solution is top-level code, so the symbol is the file's name without `.py`, then `<module>`
(`3bedMinimum.<module>`). `amb=True` for an ambiguous label.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, module_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "b7b7a2978dff4973cc97c5647dc41c1a24622f40"
SOURCE = "Punam918/Stratascratch_PySpark"
SESSION = ("Session: spark-submit --master local[1], -XX:ActiveProcessorCount=1 for the driver, spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, AQE on. ")
NOBC = "Broadcast joins off for this run (spark.sql.autoBroadcastJoinThreshold=-1): the sort-merge join real sizes give. "
RUN = ("Run: bench/real/capture/stratascratch-pyspark/capture.py: the solution ran unchanged with spark-submit of our "
       "driver (run_solution.py, outside the repository), which reads the platform's tables from generated Parquet "
       "files and runs the file with runpy.run_path, the tables as globals; the plan is the one the action ran, "
       "written by a query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
SCAN = ("Each Scan parquet is our driver's read of a generated stand-in for a table the platform predefines (not in "
        "the haystack): labelled, kind read, at the line where the solution first names that table. ")
SHOW = ("The show's toprettystring Project and CollectLimit are derived at the show (where the user's own Project or "
        "aggregate carries the toprettystring, at the user's call); orderBy + show run as one TakeOrderedAndProject "
        "(kind sort), at the orderBy and the show. ")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch) and join Sorts and the inferred isnotnull "
        "Filters are derived at the join; a user's filter merged with an inferred isnotnull is the user's (not "
        "derived), the join line also accepted; pruning Projects derived and ambiguous. ")
AGG = ("Partial aggregates and their Exchanges derived at the groupBy/agg, the last aggregate not; countDistinct's "
       "extra levels all derived. ")
WIN = ("The window's Exchange and Sort derived at the withColumn and the spec line; a rank/row_number filter runs as a "
       "WindowGroupLimit pair with its Sorts, derived at the window and the filter. ")


L: dict[str, dict] = {}

L["ss_3bed_avg_beds_show"] = dict(
    dataframe="neighbourhood_beds.select(\"neighbourhood\", \"avg_beds\").show(truncate=False) (3bedMinimum.py line 17), "
              "neighbourhood_beds = df.groupBy(\"neighbourhood\").agg(avg, sum).filter(total_beds >= 3).orderBy(avg_beds "
              "desc) (7-15), df = airbnb_search_details (5)",
    notes=SCAN + AGG + SHOW + "The filter on the aggregate's result is its own Filter; the select its Project. The file "
          "then stops at line 23 (a second, cut-off attempt: `...getOr`, AttributeError), after the show. ",
    nodes=[N(1, "Scan parquet", s(5), False, "read"), N(3, "HashAggregate", s((8, 12)), True, "aggregate"),
           N(4, "Exchange", s((8, 12)), True, "aggregate"), N(7, "HashAggregate", s((8, 12)), False, "aggregate"),
           N(8, "Filter", s(13), False, "filter"), N(9, "Project", s(17), False, "project"),
           N(10, "TakeOrderedAndProject", s(14, 17), False, "sort")])

L["ss_activity_left_join_topandas"] = dict(
    dataframe="result.toPandas() (useractivitycount.py line 19), result = activity_count.withColumn(... when(isNull, 0)"
              ".otherwise(...)) (15-18), activity_count = joined_df.groupBy(\"user_id\").agg(countDistinct(\"activity_type\")) "
              "(10-12), joined_df = user_profiles.join(activity_log, on='user_id', how='left') (7)",
    notes=SCAN + JOIN + AGG + "countDistinct runs as four HashAggregates (dedupe by user_id and activity_type, then the "
          "count), all but the last derived. The withColumn's when(isNull) on a count, never null, is folded away: its "
          "lines are also accepted for the last aggregate. toPandas adds no node. ",
    nodes=[N(1, "Scan parquet", s(7), False, "read"), N(3, "Scan parquet", s(7), False, "read"),
           N(5, "Filter", s(7), True, "join"), N(6, "BroadcastExchange", s(7), True, "join"),
           N(8, "BroadcastHashJoin", s(7), False, "join"),
           N(9, "Project", s(7, (10, 12)), True, "project", amb=True),
           N(10, "HashAggregate", s((10, 12)), True, "aggregate"), N(11, "Exchange", s((10, 12)), True, "aggregate"),
           N(14, "HashAggregate", s((10, 12)), True, "aggregate"), N(15, "HashAggregate", s((10, 12)), True, "aggregate"),
           N(16, "Exchange", s((10, 12)), True, "aggregate"),
           N(19, "HashAggregate", s((10, 12), (15, 18)), False, "aggregate")])

L["ss_hack_join_avg_show"] = dict(
    dataframe="result_df.show() (popularityofhack.py line 5), result_df = joined_df.groupBy(\"location\").agg(avg("
              "\"popularity\")) (4), joined_df = facebook_employees.join(facebook_hack_survey, id == employee_id) (3)",
    notes=SCAN + JOIN + AGG + "The final aggregate carries the show's toprettystring (labelled at the groupBy). ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Filter", s(3), True, "join"),
           N(4, "Scan parquet", s(3), False, "read"), N(6, "Filter", s(3), True, "join"),
           N(7, "BroadcastExchange", s(3), True, "join"), N(9, "BroadcastHashJoin", s(3), False, "join"),
           N(10, "Project", s(3, 4), True, "project", amb=True), N(11, "HashAggregate", s(4), True, "aggregate"),
           N(12, "Exchange", s(4), True, "aggregate"), N(15, "HashAggregate", s(4), False, "aggregate")])

L["ss_heart_join_dropdup_show"] = dict(
    dataframe="unique_result_df.show() (postwithaheart.py line 6), unique_result_df = result_df.dropDuplicates([\"post_id\"]) "
              "(5), result_df = joined_df.select(facebook_posts[\"*\"]) (4), joined_df = heart_reactions_df.join("
              "facebook_posts, on=\"post_id\") (3), heart_reactions_df = facebook_reactions.filter(reaction == heart) (2)",
    notes=SCAN + JOIN + "dropDuplicates of a subset is a SortAggregate of first() (sort-based: string and date "
          "columns), its Sorts, partial and Exchange derived, kind distinct; the last one carries the show's "
          "toprettystring. The select of facebook_posts[\"*\"] is the Project above the join. ",
    nodes=[N(1, "Scan parquet", s(2), False, "read"), N(3, "Filter", s(2, 3), False, "filter"),
           N(4, "Project", s(3, 2), True, "project", amb=True), N(5, "BroadcastExchange", s(3), True, "join"),
           N(7, "Scan parquet", s(3), False, "read"), N(9, "Filter", s(3), True, "join"),
           N(10, "BroadcastHashJoin", s(3), False, "join"), N(11, "Project", s(4), False, "project"),
           N(12, "Sort", s(5), True, "distinct"), N(13, "SortAggregate", s(5), True, "distinct"),
           N(14, "Exchange", s(5), True, "distinct"), N(17, "Sort", s(5), True, "distinct"),
           N(18, "SortAggregate", s(5), False, "distinct")])

L["ss_inactive_free_smj_show"] = dict(
    nobc=True,
    dataframe="filtered_df.show() (InactiveFreeUsers.py line 18), filtered_df = joined_df.filter(status == free, month "
              "!= 4, year != 2020) (11-15), joined_df = rc_calls.join(rc_users, on=\"user_id\", how=\"inner\") (8)",
    notes=SCAN + JOIN + "The filter's conditions are pushed below the join to each side's Filter (with the "
          "join's isnotnull). The final Project (the USING join's columns with the show's toprettystring) derived at "
          "the show and the join. " + SHOW + "PaidUsersinApril2020.py is the look-alike (same join, another filter). ",
    nodes=[N(1, "Scan parquet", s(8), False, "read"), N(3, "Filter", s((11, 15), 8), False, "filter"),
           N(4, "Exchange", s(8), True, "join"), N(7, "Sort", s(8), True, "join"),
           N(8, "Scan parquet", s(8), False, "read"), N(10, "Filter", s((11, 15), 8), False, "filter"),
           N(11, "Exchange", s(8), True, "join"), N(14, "Sort", s(8), True, "join"),
           N(15, "SortMergeJoin", s(8), False, "join"), N(16, "Project", s(18, 8), True, "project", amb=True),
           N(17, "CollectLimit", s(18), True, "limit")])

L["ss_kindness_max_collect"] = dict(
    dataframe="avg_scores.agg({\"avg_review_score\": \"max\"}).collect()[0][0] (guestorhostkindness.py line 9), "
              "avg_scores = airbnb_reviews.groupBy(\"from_type\").agg(round(avg(\"review_score\"), 2)) (4-5)",
    notes=SCAN + AGG + "Two aggregates: the groupBy's (4-5) and the global max of line 9 (its partial and Exchange "
          "derived). The same avg_scores was shown at line 7 (another execution). ",
    nodes=[N(1, "Scan parquet", s(4), False, "read"), N(3, "HashAggregate", s((4, 5)), True, "aggregate"),
           N(4, "Exchange", s((4, 5)), True, "aggregate"), N(7, "HashAggregate", s((4, 5)), False, "aggregate"),
           N(8, "HashAggregate", s(9), True, "aggregate"), N(9, "Exchange", s(9), True, "aggregate"),
           N(11, "HashAggregate", s(9), False, "aggregate")])

L["ss_loanshare_window_sum_show"] = dict(
    dataframe="result_df.show() (shareofloanbalance.py line 21), result_df = df_with_total.withColumn(\"balance_percentage\", "
              "...).select(...).orderBy(\"rate_type\", \"loan_id\") (11-19), df_with_total = submissions.withColumn("
              "\"total_balance_by_rate_type\", sum(\"balance\").over(rate_type_window)) (9), rate_type_window = "
              "Window.partitionBy(\"rate_type\") (7)",
    notes=SCAN + WIN + "A partition-only window (no order): Exchange and Sort derived. The withColumn and the select "
          "are one Project. " + SHOW,
    nodes=[N(1, "Scan parquet", s(9), False, "read"), N(3, "Exchange", s(9, 7), True, "window"),
           N(6, "Sort", s(9, 7), True, "window"), N(7, "Window", s(9, 7), False, "window"),
           N(8, "Project", s((11, 19)), False, "project"), N(9, "TakeOrderedAndProject", s(19, 21), False, "sort")])

L["ss_movie_nonequi_join_show"] = dict(
    dataframe="result.show() (MovieDurationMatch.py line 18), result = flight_schedule.join(entertainment_catalog, "
              "duration <= flight_duration).select(...) (10-17), flight_schedule = flight_schedule.filter(flight_id == 101) (8)",
    notes=SCAN + "The join on an inequality alone runs as a BroadcastNestedLoopJoin; the isnotnull Filters derived at "
          "the join (flight_schedule's merged with the user's filter of line 8: the user's). The select (13-17) is "
          "the Project, with the show's toprettystring. " + SHOW,
    nodes=[N(1, "Scan parquet", s(8), False, "read"), N(3, "Filter", s(8, (10, 12)), False, "filter"),
           N(4, "Scan parquet", s(11), False, "read"), N(6, "Filter", s((10, 12)), True, "join"),
           N(7, "BroadcastExchange", s((10, 12)), True, "join"),
           N(9, "BroadcastNestedLoopJoin", s((10, 12)), False, "join"),
           N(10, "Project", s((13, 17)), False, "project"), N(11, "CollectLimit", s(18), True, "limit")])

L["ss_paid_april_join_show"] = dict(
    dataframe="filtered_df.show() (PaidUsersinApril2020.py line 16), filtered_df = data.filter(status == paid, month == 4, "
              "year == 2020) (10-14), data = rc_calls.join(rc_users, on=\"user_id\", how=\"inner\") (7)",
    notes=SCAN + JOIN + "The filter's conditions are pushed below the join to each side's Filter. The final Project "
          "(the USING join's columns with the show's toprettystring) derived at the show and the join. " + SHOW
          + "InactiveFreeUsers.py is the look-alike (same join, the negated filter). ",
    nodes=[N(1, "Scan parquet", s(7), False, "read"), N(3, "Filter", s((10, 14), 7), False, "filter"),
           N(4, "Scan parquet", s(7), False, "read"), N(6, "Filter", s((10, 14), 7), False, "filter"),
           N(7, "BroadcastExchange", s(7), True, "join"), N(9, "BroadcastHashJoin", s(7), False, "join"),
           N(10, "Project", s(16, 7), True, "project", amb=True), N(11, "CollectLimit", s(16), True, "limit")])

L["ss_parking_distinct_show"] = dict(
    dataframe="neighbourhoods_with_parking.show(truncate=False) (Neighborhoodwithparkingspace.py line 13), "
              "neighbourhoods_with_parking = df.filter(...).select(\"neighbourhood\").distinct() (7-12), df = "
              "airbnb_search_details (5)",
    notes=SCAN + "distinct is a HashAggregate pair (partial and Exchange derived, kind distinct); the last carries the "
          "show's toprettystring. Look-alikes: losangelesneighbourhood.py, distinct_neighbourhood.py. ",
    nodes=[N(1, "Scan parquet", s(5), False, "read"), N(3, "Filter", s((8, 9)), False, "filter"),
           N(4, "Project", s(10), False, "project"), N(5, "HashAggregate", s(11), True, "distinct"),
           N(6, "Exchange", s(11), True, "distinct"), N(9, "HashAggregate", s(11), False, "distinct")])

L["ss_peak_rownumber_show"] = dict(
    dataframe="result_df.show(truncate=False) (PeakOnlineTime.py line 23), result_df = ranked_df.filter(rank == 1).select(...) "
              "(20), ranked_df = user_activity_df.withColumn(\"rank\", row_number().over(window_spec)) (17), window_spec "
              "(14), user_activity_df = user_activity.withColumn(\"time_period\", concat_ws(...)) (8-11)",
    notes=SCAN + WIN + "The concat_ws withColumn is the Project below the window; the select (20) the last Project, "
          "with the show's toprettystring (the show also accepted). ",
    nodes=[N(1, "Scan parquet", s(8), False, "read"), N(3, "Project", s((8, 11)), False, "project"),
           N(4, "Sort", s(17, 14, 20), True, "window"), N(5, "WindowGroupLimit", s(17, 14, 20), True, "window"),
           N(6, "Exchange", s(17, 14), True, "window"), N(9, "Sort", s(17, 14), True, "window"),
           N(10, "WindowGroupLimit", s(17, 14, 20), True, "window"), N(11, "Window", s(17, 14), False, "window"),
           N(12, "Filter", s(20), False, "filter"), N(13, "Project", s(20, 23), False, "project")])

L["ss_refinance_join_window_show"] = dict(
    dataframe="result_df.show() (refinancesubmissions.py line 18), result_df = latest_subs.groupBy(col(\"loans.user_id\"))"
              ".agg(_sum(\"subs.balance\")) (16), latest_subs = refinance_df.withColumn(\"row_num\", row_number().over("
              "window_spec)).filter(row_num == 1) (13-14), window_spec (11), refinance_df = joined_df.filter(loans.type == "
              "Refinance) (9), joined_df = subs_df.join(loans_df, ...) (7), loans_df = loans.alias(\"loans\") (4), subs_df = "
              "submissions.alias(\"subs\") (5)",
    notes=SCAN + JOIN + WIN + "The filter on loans.type is pushed below the join into loans' Filter. The window already "
          "partitions by user_id, so the groupBy is one SortAggregate (no partial, no Exchange), carrying the show's "
          "output. The Projects after the join and before the aggregate are pruning (derived, ambiguous). ",
    nodes=[N(1, "Scan parquet", s(5), False, "read"), N(3, "Filter", s(7), True, "join"),
           N(4, "Scan parquet", s(4), False, "read"), N(6, "Filter", s(9, 7), False, "filter"),
           N(7, "Project", s(7, 4), True, "project", amb=True), N(8, "BroadcastExchange", s(7), True, "join"),
           N(10, "BroadcastHashJoin", s(7), False, "join"), N(11, "Project", s(7, 13), True, "project", amb=True),
           N(12, "Sort", s(13, 11, 14), True, "window"), N(13, "WindowGroupLimit", s(13, 11, 14), True, "window"),
           N(14, "Exchange", s(13, 11), True, "window"), N(17, "Sort", s(13, 11), True, "window"),
           N(18, "WindowGroupLimit", s(13, 11, 14), True, "window"), N(19, "Window", s(13, 11), False, "window"),
           N(20, "Filter", s(14), False, "filter"), N(21, "Project", s(16, 13), True, "project", amb=True),
           N(22, "SortAggregate", s(16), False, "aggregate")])

L["ss_saldiff_pivot_show"] = dict(
    dataframe="result.show() (salariesdifference.py line 27), result = pivoted_salaries.withColumn(\"absolute_difference\", "
              "abs(...)) (22-25), pivoted_salaries = max_salaries.groupBy().pivot(\"department\").max(\"max_salary\") (19), "
              "max_salaries = filtered_df.groupBy(\"department\").agg(max(\"salary\")) (16), filtered_df = "
              "joined_df.filter(department isin ...) (13), joined_df = db_employee.join(db_dept, department_id == id) (10)",
    notes=SCAN + JOIN + AGG + "The isin filter is pushed below the join into db_dept's Filter. The pivot (no values "
          "given: Spark first ran a job for the distinct departments, another execution): the aggregate by department "
          "that feeds it derived, kind pivot, the PivotFirst pair (partial and Exchange derived, the last not) at line "
          "19. The withColumn abs(...) is the last Project, with the show's toprettystring. ",
    nodes=[N(1, "Scan parquet", s(10), False, "read"), N(3, "Filter", s(10), True, "join"),
           N(4, "BroadcastExchange", s(10), True, "join"), N(6, "Scan parquet", s(10), False, "read"),
           N(8, "Filter", s(13, 10), False, "filter"), N(9, "BroadcastHashJoin", s(10), False, "join"),
           N(10, "Project", s(10, 16), True, "project", amb=True), N(11, "HashAggregate", s(16), True, "aggregate"),
           N(12, "Exchange", s(16), True, "aggregate"), N(15, "HashAggregate", s(16), False, "aggregate"),
           N(16, "HashAggregate", s(19), True, "pivot"), N(17, "HashAggregate", s(19), True, "pivot"),
           N(18, "Exchange", s(19), True, "pivot"), N(20, "HashAggregate", s(19), False, "pivot"),
           N(21, "Project", s((22, 25)), False, "project")])

L["ss_subtypes_distinct_smj_show"] = dict(
    nobc=True,
    dataframe="result_df.show() (submissiontypes.py line 13), result_df = refinance_df.join(inschool_df, on=\"user_id\", "
              "how=\"inner\") (10), refinance_df = loans.filter(type == Refinance).select(\"user_id\").distinct() (6), "
              "inschool_df = loans.filter(type == InSchool).select(\"user_id\").distinct() (7)",
    notes=SCAN + "Each side: filter (with the join's isnotnull), select, distinct as a HashAggregate pair "
          "(partial and Exchange derived, kind distinct); the distincts' Exchanges serve the sort-merge join, which "
          "adds only its Sorts (derived at the join). The final Project (the USING column with the show's "
          "toprettystring) derived at the show and the join. userwithtwostatus.py is the look-alike. ",
    nodes=[N(1, "Scan parquet", s(6), False, "read"), N(3, "Filter", s(6, 10), False, "filter"),
           N(4, "Project", s(6), False, "project"), N(5, "HashAggregate", s(6), True, "distinct"),
           N(6, "Exchange", s(6), True, "distinct"), N(9, "HashAggregate", s(6), False, "distinct"),
           N(10, "Sort", s(10), True, "join"), N(11, "Scan parquet", s(7), False, "read"),
           N(13, "Filter", s(7, 10), False, "filter"), N(14, "Project", s(7), False, "project"),
           N(15, "HashAggregate", s(7), True, "distinct"), N(16, "Exchange", s(7), True, "distinct"),
           N(19, "HashAggregate", s(7), False, "distinct"), N(20, "Sort", s(10), True, "join"),
           N(21, "SortMergeJoin", s(10), False, "join"), N(22, "Project", s(13, 10), True, "project", amb=True),
           N(23, "CollectLimit", s(13), True, "limit")])

L["ss_third_dense_rank_show"] = dict(
    dataframe="df_result.show() (thirdhighestshpment.py line 20), df_result = df_ranked.filter(rank == 3).select(...) (17), "
              "df_ranked = df_weight.withColumn(\"rank\", dense_rank().over(window_spec)) (14), window_spec = "
              "Window.orderBy(total_weight desc) (11), df_weight = amazon_shipment.groupBy(\"shipment_id\").agg(sum) (8)",
    notes=SCAN + AGG + WIN + "A window without partition: its Exchange is a single-partition one. The select (17) "
          "is the last Project, with the show's toprettystring. ",
    nodes=[N(1, "Scan parquet", s(8), False, "read"), N(3, "HashAggregate", s(8), True, "aggregate"),
           N(4, "Exchange", s(8), True, "aggregate"), N(7, "HashAggregate", s(8), False, "aggregate"),
           N(8, "Sort", s(14, 11, 17), True, "window"), N(9, "WindowGroupLimit", s(14, 11, 17), True, "window"),
           N(10, "Exchange", s(14, 11), True, "window"), N(12, "Sort", s(14, 11), True, "window"),
           N(13, "WindowGroupLimit", s(14, 11, 17), True, "window"), N(14, "Window", s(14, 11), False, "window"),
           N(15, "Filter", s(17), False, "filter"), N(16, "Project", s(17, 20), False, "project")])

L["ss_topsellers_rank_show"] = dict(
    dataframe="result.show() (topmontlysellers.py line 24), result = top_3_sellers.select(...) (21), top_3_sellers = "
              "ranked_data.filter(rank <= 3) (18), ranked_data = january_data.withColumn(\"rank\", rank().over(window_spec)) "
              "(15), window_spec (12), january_data = sales_data.filter(January 2024) (9)",
    notes=SCAN + WIN + "The select (21) is the last Project, with the show's toprettystring. ",
    nodes=[N(1, "Scan parquet", s(9), False, "read"), N(3, "Filter", s(9), False, "filter"),
           N(4, "Sort", s(15, 12, 18), True, "window"), N(5, "WindowGroupLimit", s(15, 12, 18), True, "window"),
           N(6, "Exchange", s(15, 12), True, "window"), N(9, "Sort", s(15, 12), True, "window"),
           N(10, "WindowGroupLimit", s(15, 12, 18), True, "window"), N(11, "Window", s(15, 12), False, "window"),
           N(12, "Filter", s(18), False, "filter"), N(13, "Project", s(21, 24), False, "project")])

L["ss_twostatus_distinct_join_show"] = dict(
    dataframe="both_viewer_and_streamer.show() (userwithtwostatus.py line 12), both_viewer_and_streamer = viewers.join("
              "streamers, on='user_id', how='inner') (9), viewers = twitch_sessions.filter(viewer).select('user_id')"
              ".distinct() (5), streamers = ... streamer ... (6)",
    notes=SCAN + "Each side: filter (with the join's isnotnull), select, distinct as a HashAggregate pair (partial and "
          "Exchange derived, kind distinct). AQE broadcast the viewers side (BroadcastExchange derived at the join). "
          "The final Project (the USING column with the show's toprettystring) derived at the show and the join. "
          "submissiontypes.py is the look-alike. ",
    nodes=[N(1, "Scan parquet", s(5), False, "read"), N(3, "Filter", s(5, 9), False, "filter"),
           N(4, "Project", s(5), False, "project"), N(5, "HashAggregate", s(5), True, "distinct"),
           N(6, "Exchange", s(5), True, "distinct"), N(9, "HashAggregate", s(5), False, "distinct"),
           N(10, "BroadcastExchange", s(9), True, "join"), N(12, "Scan parquet", s(6), False, "read"),
           N(14, "Filter", s(6, 9), False, "filter"), N(15, "Project", s(6), False, "project"),
           N(16, "HashAggregate", s(6), True, "distinct"), N(17, "Exchange", s(6), True, "distinct"),
           N(20, "HashAggregate", s(6), False, "distinct"), N(21, "BroadcastHashJoin", s(9), False, "join"),
           N(22, "Project", s(12, 9), True, "project", amb=True), N(23, "CollectLimit", s(12), True, "limit")])

L["ss_uniquefac_countdistinct_show"] = dict(
    dataframe="result_df.show() (UniqueFacilities.py line 14), result_df = df.groupBy(\"facility_zip\").agg(countDistinct("
              "\"facility_id\"), count(\"serial_number\")).orderBy(num_inspections desc) (7-12), df = "
              "los_angeles_restaurant_health_inspections (5)",
    notes=SCAN + AGG + "countDistinct with a count: four HashAggregates, all but the last derived. " + SHOW
          + "countDistinct is given by our driver (PySpark 4's `import *` leaves it out; capture README). ",
    nodes=[N(1, "Scan parquet", s(5), False, "read"), N(3, "HashAggregate", s((7, 11)), True, "aggregate"),
           N(4, "Exchange", s((7, 11)), True, "aggregate"), N(7, "HashAggregate", s((7, 11)), True, "aggregate"),
           N(8, "HashAggregate", s((7, 11)), True, "aggregate"), N(9, "Exchange", s((7, 11)), True, "aggregate"),
           N(12, "HashAggregate", s((7, 11)), False, "aggregate"),
           N(13, "TakeOrderedAndProject", s(12, 14), False, "sort")])

L["ss_updated_rownumber_show"] = dict(
    dataframe="result.show() (findingupdatedrecords.py line 24), result = current_salaries.select(...).orderBy(\"id\") "
              "(19-21), current_salaries = df_with_rank.filter(rank == 1) (16), df_with_rank = ms_employee_salary"
              ".withColumn(\"rank\", row_number().over(window_spec)) (13), window_spec (10)",
    notes=SCAN + WIN + "The select (19-21) is the Project; orderBy + show one TakeOrderedAndProject. ",
    nodes=[N(1, "Scan parquet", s(13), False, "read"), N(3, "Sort", s(13, 10, 16), True, "window"),
           N(4, "WindowGroupLimit", s(13, 10, 16), True, "window"), N(5, "Exchange", s(13, 10), True, "window"),
           N(8, "Sort", s(13, 10), True, "window"), N(9, "WindowGroupLimit", s(13, 10, 16), True, "window"),
           N(10, "Window", s(13, 10), False, "window"), N(11, "Filter", s(16), False, "filter"),
           N(12, "Project", s((19, 21)), False, "project"), N(13, "TakeOrderedAndProject", s(21, 24), False, "sort")])

L["ss_wfm_join_countdistinct_show"] = dict(
    nobc=True,
    dataframe="result.show() (productReportsummary.py line 17), result = df_2017.groupBy(\"product_category\").agg("
              "countDistinct(\"transaction_id\"), sum(\"sales\")).orderBy(total_sales desc) (11-14), df_2017 = "
              "df.filter(year == 2017) (9), df = wfm_transactions.join(wfm_products, \"product_id\") (7)",
    notes=SCAN + JOIN + AGG + "The year filter is pushed below the join into wfm_transactions' Filter (with the "
          "join's isnotnull). countDistinct with a sum: four HashAggregates, all but the last derived. " + SHOW
          + "countDistinct is given by our driver (PySpark 4's `import *` leaves it out; capture README). ",
    nodes=[N(1, "Scan parquet", s(7), False, "read"), N(3, "Filter", s(9, 7), False, "filter"),
           N(4, "Project", s(9, 7), True, "project", amb=True), N(5, "Exchange", s(7), True, "join"),
           N(8, "Sort", s(7), True, "join"), N(9, "Scan parquet", s(7), False, "read"),
           N(11, "Filter", s(7), True, "join"), N(12, "Exchange", s(7), True, "join"),
           N(15, "Sort", s(7), True, "join"), N(16, "SortMergeJoin", s(7), False, "join"),
           N(17, "Project", s(7, (11, 13)), True, "project", amb=True),
           N(18, "HashAggregate", s((11, 13)), True, "aggregate"), N(19, "Exchange", s((11, 13)), True, "aggregate"),
           N(22, "HashAggregate", s((11, 13)), True, "aggregate"), N(23, "HashAggregate", s((11, 13)), True, "aggregate"),
           N(24, "Exchange", s((11, 13)), True, "aggregate"), N(27, "HashAggregate", s((11, 13)), False, "aggregate"),
           N(28, "TakeOrderedAndProject", s(14, 17), False, "sort")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file = PROGRAMS[program][0]
            spec = L[case_id]
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + (NOBC if spec.get("nobc") else "") + RUN, "form": "pyspark",
                    "source": SOURCE}
            yield part, BENCH / part / case_id, module_rows(spec["nodes"], file), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
