"""Write each sh_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/sarotechhub-pyspark/labels.py

N(node id, operator, spans, derived, kind, amb=..., true=...): spans are the script's own line numbers; every script
is top-level code, so the symbol is the file's path from the repository root, dotted, then `<module>`
(`03_data_cleaning.q01_remove_duplicates.<module>`). The tests/ files repeating a script's query are look-alikes,
never alternatives.
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
COMMIT = "4398e7ec6fe6af01a9cd77fe663a1cb8ac834b27"
SOURCE = "sarotechhub/pyspark-interview-masterclass"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 for the driver (the script's own "
           "builder asks for local[*]). ")
SMJ = "Broadcast joins off for this run (spark.sql.autoBroadcastJoinThreshold=-1): sort-merge joins. "
RUN = ("Run: bench/real/capture/sarotechhub-pyspark/capture.py: the script ran unchanged with spark-submit from the "
       "root of a scratch copy of the laid-out repository, its data inline (files it writes under "
       "tempfile.gettempdir(), TMPDIR a scratch folder); the plan is the one the action ran, written by a "
       "query-execution listener after it ran (the final adaptive plan where there is one); event_log.json from the "
       "same run.")
SHOW = ("show(): the toprettystring Project and CollectLimit derived at the show; where the user's select (or an "
        "aggregate) carries the toprettystring it is labelled at the user's call; orderBy + show as one "
        "TakeOrderedAndProject (kind sort, not derived) at the orderBy and the show. ")
AGG = "Aggregates: partial levels and their Exchanges derived at the groupBy/agg call, the final level not. "
JOIN = ("Join: Exchanges, Sorts, BroadcastExchange and isnotnull Filters inferred from the join keys derived at the "
        "join (AQE turned the planned sort-merge join into a broadcast join, keeping the shuffles below it); "
        "column-pruning Projects derived and ambiguous (the producing and the consuming call). ")
WIN = ("Window: the Window node at the withColumn that applies the function and at the window spec's lines; its "
       "Exchange and Sort derived there; a rank filter runs as a WindowGroupLimit pair (derived at the window and "
       "the filter). ")
SCAN = "Scans at the createDataFrame call (the data list inline). "
TESTS = "tests/{t} repeats this query on the same rows (a look-alike, not an alternative). "

L: dict[str, dict] = {}

# ---- 03_data_cleaning ------------------------------------------------------------------------------------------
L["sh_dedup_row_number_show"] = dict(
    dataframe="result = df.withColumn(\"rank\", F.row_number().over(window)).filter(F.col(\"rank\") == 1)"
              ".drop(\"rank\") (lines 72-75), window = Window.partitionBy(\"customer_id\").orderBy(F.desc("
              "\"created_date\")) (68), df = spark.createDataFrame(data, [...]) (53-56); result.show() (80)",
    notes="row_number() = 1 as a WindowGroupLimit pair. Lines 95-98 run the same chain with dense_rank (another "
          "plan, a look-alike). The drop and the show's toprettystring are one Project (the drop and the show). "
          + TESTS.format(t="test_03_data_cleaning/test_q01_remove_duplicates.py") + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((53, 56)), False, "read"),
           N(2, "Sort", s(73, 68), True, "window"),
           N(3, "WindowGroupLimit", s(73, 68, 74), True, "window"),
           N(4, "Exchange", s(73, 68), True, "window"),
           N(7, "Sort", s(73, 68), True, "window"),
           N(8, "WindowGroupLimit", s(73, 68, 74), True, "window"),
           N(9, "Window", s(73, 68), False, "window"),
           N(10, "Filter", s(74), False, "filter"),
           N(11, "Project", s(75, 80), False, "project")])

L["sh_pivot_given_values_sum_show"] = dict(
    dataframe="result = df.groupBy(\"year\").pivot(\"product\", [\"TV\", \"Phone\", \"Laptop\"]).agg(F.sum("
              "\"amount\")) (lines 68-70), df = spark.createDataFrame(data, [...]) (52); result.show() (75)",
    notes="A pivot over given values plans the sum grouped by year and product (partial and Exchange derived, the "
          "final not), then the pivotfirst aggregate by year (kind pivot, partial and Exchange derived, the final "
          "not), and a derived Project spreading the pivoted array with the show's toprettystring. Lines 82-84 pivot "
          "the same columns without values (a look-alike) and 94-99 with two aggregates. " + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(52), False, "read"),
           N(2, "HashAggregate", s((68, 70)), True, "aggregate"),
           N(3, "Exchange", s((68, 70)), True, "aggregate"),
           N(6, "HashAggregate", s((68, 70)), False, "aggregate"),
           N(7, "HashAggregate", s((68, 70)), True, "pivot"),
           N(8, "Exchange", s((68, 70)), True, "pivot"),
           N(11, "HashAggregate", s((68, 70)), False, "pivot"),
           N(12, "Project", s((68, 70), 75), True, "project")])

L["sh_unpivot_union_by_name_show"] = dict(
    dataframe="result_method2 = tv_df.unionByName(phone_df).unionByName(laptop_df) (line 84), tv_df/phone_df/"
              "laptop_df = df.select(\"year\", F.lit(...).alias(\"product\"), F.col(...).alias(\"amount\")) (79-81), "
              "df = spark.createDataFrame(data, [...]) (47); result_method2.show() (89)",
    notes="Three selects of one DataFrame unioned: three scans of the same rows (each at the createDataFrame line), "
          "each select carrying the show's toprettystring (labelled at its select), the show's limit pushed below "
          "the Union into each side (LocalLimit, derived at the show), the Union at the unionByName line. Line 66 "
          "unpivots the same columns with stack() (another plan). " + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(47), False, "read"),
           N(2, "Project", s(79), False, "project"),
           N(3, "LocalLimit", s(89), True, "limit"),
           N(4, "Scan ExistingRDD", s(47), False, "read"),
           N(5, "Project", s(80), False, "project"),
           N(6, "LocalLimit", s(89), True, "limit"),
           N(7, "Scan ExistingRDD", s(47), False, "read"),
           N(8, "Project", s(81), False, "project"),
           N(9, "LocalLimit", s(89), True, "limit"),
           N(10, "Union", s(84), False, "union"),
           N(11, "CollectLimit", s(89), True, "limit")])

FWD = "window = Window.partitionBy(\"id\").orderBy(\"date\").rowsBetween(...) (66-68)"
BWD = "window_backward = Window.partitionBy(\"id\").orderBy(F.desc(\"date\")).rowsBetween(...) (92-94)"
L["sh_forward_backward_fill_show"] = dict(
    dataframe="result_both = df.withColumn(\"forward_fill\", F.last(\"value\", ignorenulls=True).over(window))"
              ".withColumn(\"backward_fill\", F.last(...).over(window_backward)).withColumn(\"final_value\", "
              "F.coalesce(...)) (lines 109-116), " + FWD + ", " + BWD + ", df = spark.createDataFrame(data, [...]) "
              "(54); result_both.select(\"id\", \"date\", \"value\", \"final_value\").show() (121)",
    notes="Two windows over one partitioning: one Exchange (derived at both windows) and a Sort per window. Lines "
          "72-75 and 96-99 compute each fill alone over the same specs (look-alikes). The coalesce, the select and "
          "the show's toprettystring are one Project. " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(54), False, "read"),
           N(2, "Exchange", s((110, 111), (66, 68), (112, 113), (92, 94)), True, "window"),
           N(5, "Sort", s((110, 111), (66, 68)), True, "window"),
           N(6, "Window", s((110, 111), (66, 68)), False, "window"),
           N(7, "Sort", s((112, 113), (92, 94)), True, "window"),
           N(8, "Window", s((112, 113), (92, 94)), False, "window"),
           N(9, "Project", s((114, 116), 121), False, "project")])

# ---- 04_aggregations_windows -----------------------------------------------------------------------------------
L["sh_top_n_dense_rank_show"] = dict(
    dataframe="result = df.withColumn(\"rank\", F.dense_rank().over(window)).filter(F.col(\"rank\") <= N)"
              ".drop(\"rank\") (lines 78-81), window = Window.partitionBy(\"category\").orderBy(F.desc(\"revenue\")) "
              "(72), df = spark.createDataFrame(data, [...]) (57); result.show() (86)",
    notes="dense_rank() <= 2 as a WindowGroupLimit pair. Lines 93-96 run the same chain with row_number, 107-112 "
          "with percent_rank added, 125-128 and 131-136 with other filters (look-alikes over one spec). "
          + TESTS.format(t="test_04_aggregations_windows/test_q10_top_n_per_group.py") + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(57), False, "read"),
           N(2, "Sort", s(79, 72), True, "window"),
           N(3, "WindowGroupLimit", s(79, 72, 80), True, "window"),
           N(4, "Exchange", s(79, 72), True, "window"),
           N(7, "Sort", s(79, 72), True, "window"),
           N(8, "WindowGroupLimit", s(79, 72, 80), True, "window"),
           N(9, "Window", s(79, 72), False, "window"),
           N(10, "Filter", s(80), False, "filter"),
           N(11, "Project", s(81, 86), False, "project")])

L["sh_mom_lag_lead_select_show"] = dict(
    dataframe="result_full = df.withColumn(\"prev_month_rev\", F.lag(\"revenue\", 1).over(window_full))"
              ".withColumn(\"next_month_rev\", F.lead(...)).withColumn(\"mom_growth\", ...).withColumn("
              "\"next_month_growth\", ...).withColumn(\"revenue_trend\", ...) (lines 120-138), window_full = "
              "Window.partitionBy(\"region\").orderBy(\"year\", \"month\") (118), df = spark.createDataFrame(data, "
              "[...]) (54); result_full.select(\"region\", ..., F.col(\"mom_growth\").alias(\"Mom%\"), "
              "\"revenue_trend\").show() (143-150)",
    notes="The select keeps mom_growth and revenue_trend only: the lead and next_month_growth columns are pruned, "
          "one Window (the lag) remains. mom_growth is a Project of its own (123-127); revenue_trend (133-138) is "
          "computed in the select's Project with the show's toprettystring. Lines 72-84 (window, 67) compute the "
          "same lag and growth over an identical spec (a look-alike). " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(54), False, "read"),
           N(2, "Exchange", s(121, 118), True, "window"),
           N(5, "Sort", s(121, 118), True, "window"),
           N(6, "Window", s(121, 118), False, "window"),
           N(7, "Project", s((123, 127)), False, "project"),
           N(8, "Project", s((143, 150), (133, 138)), False, "project")])

L["sh_consecutive_months_filter_show"] = dict(
    dataframe="result_consecutive = result.filter(F.col(\"is_consecutive\") == True) (line 92), result = df"
              ".withColumn(\"prev_month\", F.lag(\"order_month\", 1).over(window)).withColumn(\"months_gap\", ...)"
              ".withColumn(\"is_consecutive\", ...) (75-84), window = Window.partitionBy(\"customer_id\").orderBy("
              "\"order_month\") (72), df = df.withColumn(\"order_date\", F.to_date(...)).withColumn(\"order_month\", "
              "F.date_trunc(...)).distinct() (58-60), df = spark.createDataFrame(data, [...]) (55); "
              "result_consecutive.select(\"customer_id\", \"order_month\", \"prev_month\").show() (97)",
    notes="The two withColumns are two Projects (58, 59); distinct() a HashAggregate pair without functions (kind "
          "distinct, partial and Exchange derived); the lag Window with its Exchange and Sort; the filter on "
          "is_consecutive, whose months_between/when expressions (77-84) are folded into the Filter's condition "
          "(the filter and those lines accepted); the select with the show's toprettystring. Line 89 shows the "
          "unfiltered result (another plan); lines 104-121 repeat the lag over an identical spec (a look-alike). "
          + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(55), False, "read"),
           N(2, "Project", s(58), False, "project"),
           N(3, "Project", s(59), False, "project"),
           N(4, "HashAggregate", s(60), True, "distinct"),
           N(5, "Exchange", s(60), True, "distinct"),
           N(8, "HashAggregate", s(60), False, "distinct"),
           N(9, "Exchange", s(76, 72), True, "window"),
           N(12, "Sort", s(76, 72), True, "window"),
           N(13, "Window", s(76, 72), False, "window"),
           N(14, "Filter", s(92, (77, 84)), False, "filter"),
           N(15, "Project", s(97), False, "project")])

L["sh_second_highest_rank_show"] = dict(
    dataframe="result_rank = df.withColumn(\"rank\", F.rank().over(window)).filter(F.col(\"rank\") == 2)"
              ".select(\"dept\", \"employee\", \"salary\") (lines 101-104), window = Window.partitionBy(\"dept\")"
              ".orderBy(F.desc(\"salary\")) (69), df = spark.createDataFrame(data, [...]) (57); result_rank.show() "
              "(109)",
    notes="rank() = 2 as a WindowGroupLimit pair (limit 2). Lines 71-74 (dense_rank) and 86-89 (row_number) run "
          "the same chain with another function over the same spec, three look-alikes in one file. The select "
          "carries the show's toprettystring. "
          + TESTS.format(t="test_04_aggregations_windows/test_q15_second_highest_salary.py") + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(57), False, "read"),
           N(2, "Sort", s(102, 69), True, "window"),
           N(3, "WindowGroupLimit", s(102, 69, 103), True, "window"),
           N(4, "Exchange", s(102, 69), True, "window"),
           N(7, "Sort", s(102, 69), True, "window"),
           N(8, "WindowGroupLimit", s(102, 69, 103), True, "window"),
           N(9, "Window", s(102, 69), False, "window"),
           N(10, "Filter", s(103), False, "filter"),
           N(11, "Project", s(104), False, "project")])

# ---- 05_joins_set_ops ------------------------------------------------------------------------------------------
CUST = "customers = spark.createDataFrame([...], [\"customer_id\", \"name\"]) (43-49)"
ORD = "orders = spark.createDataFrame([...], [\"customer_id\", \"order_id\"]) (52-56)"
L["sh_left_anti_join_show"] = dict(
    dataframe="no_orders = customers.join(orders, on=\"customer_id\", how=\"left_anti\") (line 78), " + CUST + ", "
              + ORD + "; no_orders.show() (83)",
    notes="A left anti join AQE made a broadcast join. Line 161 shows the same no_orders again (the same plan, a "
          "later execution); lines 92-96 join against a distinct of orders, 108-112 a left join + isNull, 127-134 "
          "NOT EXISTS in SQL (look-alikes). The right side's Project keeps the key only (derived, ambiguous: the "
          "createDataFrame and the join). "
          + TESTS.format(t="test_05_joins_set_ops/test_q16_anti_join.py") + SCAN + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((43, 49)), False, "read"),
           N(2, "Exchange", s(78), True, "join"),
           N(5, "Scan ExistingRDD", s((52, 56)), False, "read"),
           N(6, "Filter", s(78), True, "join"),
           N(7, "Project", s(78, (52, 56)), True, "project", amb=True),
           N(8, "Exchange", s(78), True, "join"),
           N(11, "BroadcastExchange", s(78), True, "join"),
           N(13, "BroadcastHashJoin", s(78), False, "join"),
           N(14, "Project", s(83), True, "project")])

L["sh_not_exists_sql_show"] = dict(
    form="sql-string",
    dataframe="sql_result = spark.sql(\"SELECT c.customer_id, c.name FROM customers_table c WHERE NOT EXISTS "
              "(SELECT 1 FROM orders_table o WHERE o.customer_id = c.customer_id)\") (lines 127-134), views of "
              + CUST + " and " + ORD + " (124-125); sql_result.show() (139)",
    notes="NOT EXISTS decorrelated into a left anti join (kind subquery) that AQE made a broadcast join; the "
          "subquery side's Project keeps the correlated key only (derived and ambiguous at the subquery's lines). "
          "Scans through the temp views: the createDataFrame and the FROM line accepted. The SELECT list carries "
          "the show's toprettystring. Line 78 builds the same anti join with the DataFrame API (another query of "
          "the file, not a twin of this SQL: no alternative). " + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((43, 49), 129), False, "read"),
           N(2, "Exchange", s((130, 133)), True, "subquery"),
           N(5, "Scan ExistingRDD", s((52, 56), 131), False, "read"),
           N(6, "Project", s((131, 132)), True, "subquery", amb=True),
           N(7, "Exchange", s((130, 133)), True, "subquery"),
           N(10, "BroadcastExchange", s((130, 133)), True, "subquery"),
           N(12, "BroadcastHashJoin", s((130, 133)), False, "subquery"),
           N(13, "Project", s(128, 139), False, "project")])

L["sh_left_join_is_null_smj_show"] = dict(
    session=SMJ,
    dataframe="no_orders_alt2 = customers.join(orders, on=\"customer_id\", how=\"left\").filter(F.col(\"order_id\")"
              ".isNull()).select(\"customer_id\", \"name\") (lines 108-112), " + CUST + ", " + ORD
              + "; no_orders_alt2.show() (117)",
    notes="A left outer sort-merge join (broadcast off), then the isNull filter and the select (both on line 112; "
          "the select carries the show's toprettystring). Line 155 builds the same left join without the filter "
          "(a look-alike). " + SCAN + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((43, 49)), False, "read"),
           N(2, "Exchange", s((108, 111)), True, "join"),
           N(5, "Sort", s((108, 111)), True, "join"),
           N(6, "Scan ExistingRDD", s((52, 56)), False, "read"),
           N(7, "Filter", s((108, 111)), True, "join"),
           N(8, "Exchange", s((108, 111)), True, "join"),
           N(11, "Sort", s((108, 111)), True, "join"),
           N(12, "SortMergeJoin", s((108, 111)), False, "join"),
           N(13, "Filter", s(112), False, "filter"),
           N(14, "Project", s(112), False, "project")])

SRC = ("df_source1 = spark.createDataFrame([...], [\"id\", \"name\", \"age\"]) (41-45), df_source2 = "
       "spark.createDataFrame([...], [\"id\", \"name\", \"age\"]) (47-51)")
L["sh_union_drop_duplicates_id_show"] = dict(
    dataframe="result_by_id = combined.dropDuplicates([\"id\"]) (line 90), combined = df_source1.union(df_source2) "
              "(69), " + SRC + "; result_by_id.show() (95)",
    notes="dropDuplicates on one column as a SortAggregate pair of first() with its Sorts (kind distinct; the partial "
          "level, Sorts and Exchange derived). Line 77 drops duplicates on every column (a HashAggregate pair), 102 "
          "and 122-125 after unionByName (look-alikes). "
          + TESTS.format(t="test_05_joins_set_ops/test_q17_union_distinct.py") + SCAN,
    nodes=[N(1, "Scan ExistingRDD", s((41, 45)), False, "read"),
           N(2, "Scan ExistingRDD", s((47, 51)), False, "read"),
           N(3, "Union", s(69), False, "union"),
           N(4, "Sort", s(90), True, "distinct"),
           N(5, "SortAggregate", s(90), True, "distinct"),
           N(6, "Exchange", s(90), True, "distinct"),
           N(9, "Sort", s(90), True, "distinct"),
           N(10, "SortAggregate", s(90), False, "distinct")])

DF12 = ("df1 = spark.createDataFrame([...], [\"id1\", \"name1\"]) (42-46), df2 = spark.createDataFrame([...], "
        "[\"id2\", \"name2\"]) (48-53)")
L["sh_cross_join_levenshtein_sort_show"] = dict(
    dataframe="result_filtered = result.filter(F.col(\"distance\") <= 3).orderBy(\"distance\").select(\"id1\", "
              "\"name1\", \"id2\", \"name2\", \"distance\") (lines 80-82), result = result.withColumn(\"distance\", "
              "F.levenshtein(...)) (74-77), result = df1.crossJoin(df2) (70), " + DF12
              + "; result_filtered.show(truncate=False) (87)",
    notes="The filter on the levenshtein distance became the CartesianProduct's condition (the crossJoin and the "
          "filter accepted), with isnotnull Filters on both names inferred from it (derived). The distance column "
          "is a Project above the join; orderBy + select + show one TakeOrderedAndProject. Lines 95-101, 116-122 "
          "and 141-144 cross-join the same frames again (look-alikes). "
          + TESTS.format(t="test_05_joins_set_ops/test_q18_fuzzy_join.py") + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((42, 46)), False, "read"),
           N(2, "Filter", s(70, 80), True, "join"),
           N(3, "Scan ExistingRDD", s((48, 53)), False, "read"),
           N(4, "Filter", s(70, 80), True, "join"),
           N(5, "CartesianProduct", s(70, 80), False, "join"),
           N(6, "Project", s((74, 77)), False, "project"),
           N(7, "TakeOrderedAndProject", s((81, 82), 87), False, "sort")])

L["sh_cross_join_soundex_filter_show"] = dict(
    dataframe="result_soundex = df1.crossJoin(df2).withColumn(\"soundex1\", F.soundex(\"name1\")).withColumn("
              "\"soundex2\", F.soundex(\"name2\")).withColumn(\"soundex_match\", F.col(\"soundex1\") == F.col("
              "\"soundex2\")).filter(F.col(\"soundex_match\") == True) (lines 116-122), " + DF12
              + "; result_soundex.select(\"id1\", \"name1\", \"soundex1\", \"id2\", \"name2\", \"soundex2\")"
              ".show(truncate=False) (127-130)",
    notes="The filter on soundex equality turned the crossJoin into an equi-join on soundex(name1) = "
          "soundex(name2) (a Cross BroadcastHashJoin after AQE; the crossJoin, the filter and the soundex_match "
          "withColumn accepted for the join), its shuffles, BroadcastExchange and isnotnull Filters derived there; "
          "the select carries the soundex columns and the show's toprettystring. Lines 70-82 cross-join the same "
          "frames with a levenshtein filter (a look-alike). " + SCAN + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((42, 46)), False, "read"),
           N(2, "Filter", s(116, 122), True, "join"),
           N(3, "Exchange", s(116, 122), True, "join"),
           N(6, "BroadcastExchange", s(116, 122), True, "join"),
           N(8, "Scan ExistingRDD", s((48, 53)), False, "read"),
           N(9, "Filter", s(116, 122), True, "join"),
           N(10, "Exchange", s(116, 122), True, "join"),
           N(13, "BroadcastHashJoin", s(116, 122, (119, 121)), False, "join"),
           N(14, "Project", s((127, 130)), False, "project")])

L["sh_salted_join_count"] = dict(
    dataframe="result_salted.count() (line 93), result_salted = orders_salted.join(customers_exploded, "
              "on=\"salted_key\", how=\"inner\").drop(\"salted_key\") (84-88), orders_salted = large_orders"
              ".withColumn(\"salted_key\", F.concat(..., (F.rand() * SALT).cast(\"int\"))) (67-74), "
              "customers_exploded = customers.withColumn(\"salt\", F.explode(F.array(...))).withColumn(\"salted_key\", "
              "...).drop(\"salt\") (78-81), large_orders = spark.createDataFrame(orders_data, [...]) (38-41), "
              "customers = spark.createDataFrame([...], [...]) (44-47)",
    notes="A salted join AQE made a broadcast join (the script's builder sets spark.sql.shuffle.partitions=200 at "
          "line 14, over the command line's 4: hashpartitioning(..., 200)). The salted key is one Project (67-74, pruning the other columns); "
          "the explode a Generate below a pruning Project (derived, ambiguous) and the concat/drop Project (80-81); "
          "isnotnull Filters on the keys derived at the join; the count prunes every column (an empty Project, "
          "derived and ambiguous: the count and the join's drop) and is a global HashAggregate pair. Line 94's show "
          "fails (customer_id_1 does not exist) and ends the script. " + SCAN + JOIN,
    nodes=[N(1, "Scan ExistingRDD", s((38, 41)), False, "read"),
           N(2, "Project", s((67, 74)), False, "project"),
           N(3, "Filter", s((84, 88)), True, "join"),
           N(4, "Exchange", s((84, 88)), True, "join"),
           N(7, "BroadcastExchange", s((84, 88)), True, "join"),
           N(9, "Scan ExistingRDD", s((44, 47)), False, "read"),
           N(10, "Project", s(79, (44, 47)), True, "project", amb=True),
           N(11, "Generate", s(79), False, "explode"),
           N(12, "Filter", s((84, 88)), True, "join"),
           N(13, "Project", s(80, 81), False, "project"),
           N(14, "Exchange", s((84, 88)), True, "join"),
           N(17, "BroadcastHashJoin", s((84, 88)), False, "join"),
           N(18, "Project", s(93, (84, 88)), True, "project", amb=True),
           N(19, "HashAggregate", s(93), True, "aggregate"),
           N(20, "Exchange", s(93), True, "aggregate"),
           N(22, "HashAggregate", s(93), False, "aggregate")])

# ---- 06_performance_optimization -------------------------------------------------------------------------------
L["sh_cached_filter_groupby_show"] = dict(
    dataframe="result_adaptive = df.filter(F.col(\"category\") > 50).groupBy(\"category\").agg(F.sum(\"value\")) "
              "(lines 57-59), df_cached = df.filter(F.col(\"category\") > 50).cache() (54), df = "
              "spark.createDataFrame(data, [...]) (20); result_adaptive.show() (62)",
    notes="Line 57 repeats line 54's filter, so the query reads line 54's cache: InMemoryTableScan and "
          "InMemoryRelation at the cache() line, the cached Filter at line 54 and at line 57 (true_lines 54, the "
          "filter the cache holds). Line 30 explains the same filter + groupBy (explain only, no run). The show's "
          "CollectLimit derived at the show. " + AGG + SHOW,
    nodes=[N(1, "InMemoryTableScan", s(54), False, "cache"),
           N(2, "InMemoryRelation", s(54), False, "cache"),
           N(3, "Scan ExistingRDD", s(20), False, "read"),
           N(4, "Filter", s(54, 57), False, "filter", true=s(54)),
           N(6, "HashAggregate", s((57, 59)), True, "aggregate"),
           N(7, "Exchange", s((57, 59)), True, "aggregate"),
           N(10, "HashAggregate", s((57, 59)), False, "aggregate"),
           N(11, "CollectLimit", s(62), True, "limit")])

L["sh_csv_filter_repartition_parquet_write"] = dict(
    dataframe="df_optimized.write.mode(\"overwrite\").parquet(output_path) (lines 208-210), df_optimized = "
              "spark.read.csv(sample_csv_path, schema=schema, header=True, mode=\"DROPMALFORMED\").select(...)"
              ".filter(...).repartition(8) (179-190)",
    notes="The csv the script wrote itself (44-55) is read with a schema; the select only prunes the scan's columns "
          "and the filter is pushed into it (the read, the select and the filter accepted for the Scan); the Filter "
          "at the filter; repartition(8) a round-robin Exchange (kind repartition, not derived); WriteFiles and "
          "the insert command at the write. Lines 96-101 read the same file with the same options (look-alike "
          "read), 137-141 filter it again. ",
    nodes=[N(1, "Scan csv", s((179, 184), 185, (186, 189)), False, "read"),
           N(2, "Filter", s((186, 189)), False, "filter"),
           N(3, "Exchange", s(190), False, "repartition"),
           N(5, "WriteFiles", s((208, 210)), False, "write"),
           N(6, "Execute InsertIntoHadoopFsRelationCommand", s((208, 210)), False, "write")])

L["sh_repartition_partitioned_parquet_write"] = dict(
    dataframe="df_repartitioned.write.mode(\"overwrite\").partitionBy(\"year\", \"month\", \"region\")"
              ".parquet(output_path) (lines 95-98), df_repartitioned = df_with_parts.repartition(\"year\", \"month\", "
              "\"region\") (91), df_with_parts = df.withColumn(\"year\", ...).withColumn(\"month\", ...)"
              ".withColumn(\"region\", ...) (81-84), df = spark.createDataFrame(data) (48)",
    notes="The three withColumns one Project; repartition by columns a hash Exchange (kind repartition); the "
          "partitioned write's empty2null Project and Sort derived at the write (kind write). Lines 167-170 and "
          "232-248 write the same columns repartitioned and partitioned again (look-alikes; 239-241 identical but "
          "for the path). " + SCAN,
    nodes=[N(1, "Scan ExistingRDD", s(48), False, "read"),
           N(2, "Project", s((81, 84)), False, "project"),
           N(3, "Exchange", s(91), False, "repartition"),
           N(6, "Project", s((95, 98)), True, "write"),
           N(7, "Sort", s((95, 98)), True, "write"),
           N(8, "WriteFiles", s((95, 98)), False, "write"),
           N(9, "Execute InsertIntoHadoopFsRelationCommand", s((95, 98)), False, "write")])

L["sh_partition_pruned_parquet_count"] = dict(
    dataframe="result1.count() (line 202), result1 = df1.filter((F.col(\"year\") == 2024) & (F.col(\"month\") == 1)) "
              "(201), df1 = spark.read.parquet(output_path) (200)",
    notes="The parquet the script wrote partitioned by year and month (55-57); the filter on the partition columns "
          "became PartitionFilters of the scan (the read and the filter accepted); the count prunes every column "
          "(an empty Project, derived and ambiguous: the count and the filter) and is a global HashAggregate pair. "
          "Lines 208-211 run the same filter with a select and count again, 71-76, 92-94 and 128-130 read the same "
          "path with the same filters (look-alikes). " + AGG,
    nodes=[N(1, "Scan parquet", s(200, 201), False, "read"),
           N(3, "Project", s(202, 201), True, "project", amb=True),
           N(4, "HashAggregate", s(202), True, "aggregate"),
           N(5, "Exchange", s(202), True, "aggregate"),
           N(7, "HashAggregate", s(202), False, "aggregate")])

L["sh_aggregate_broadcast_join_sort_show"] = dict(
    dataframe="final.sort(F.desc(\"total_spend\")).show() (line 351), final = summary.join(broadcast(users_df), "
              "on=\"user_id\").select(...) (345-348), summary = events.groupBy(\"user_id\").agg(F.count(\"*\"), "
              "F.sum(\"amount\"), F.avg(\"amount\")) (338-342), events = events.select(\"user_id\", \"amount\", "
              "\"event_type\") (335), events = events.filter(...) (329-332), events = events_df (326), events_df = "
              "spark.createDataFrame(events_data) (60), users_df = spark.createDataFrame(users_data) (68)",
    notes="The filter (with an isnotnull on user_id inferred from the join: the filter and the join accepted); the "
          "select keeps user_id and amount only (event_type pruned after the filter: the select and the groupBy "
          "accepted, ambiguous); avg is not in the final select, so the aggregate computes count and sum only; a "
          "broadcast-hinted join; the join's select a Project; sort + show one TakeOrderedAndProject. Lines 118-135 "
          "filter, select, aggregate and broadcast-join the same frames (a look-alike chain, another plan). "
          + SCAN + AGG + JOIN,
    nodes=[N(1, "Scan ExistingRDD", s(60), False, "read"),
           N(2, "Filter", s((329, 332), (345, 348)), False, "filter"),
           N(3, "Project", s(335, (338, 342)), False, "project", amb=True),
           N(4, "HashAggregate", s((338, 342)), True, "aggregate"),
           N(5, "Exchange", s((338, 342)), True, "aggregate"),
           N(8, "HashAggregate", s((338, 342)), False, "aggregate"),
           N(9, "Scan ExistingRDD", s(68), False, "read"),
           N(10, "Filter", s((345, 348)), True, "join"),
           N(11, "BroadcastExchange", s((345, 348)), True, "join"),
           N(13, "BroadcastHashJoin", s((345, 348)), False, "join"),
           N(14, "Project", s(348), False, "project"),
           N(15, "TakeOrderedAndProject", s(351), False, "sort")])

# ---- 07_business_scenarios -------------------------------------------------------------------------------------
L["sh_anomaly_zscore_join_show"] = dict(
    dataframe="result = df.join(stats, on=\"category\").withColumn(\"z_score\", ...).withColumn(\"is_anomaly\", ...)"
              ".orderBy(F.desc(\"z_score\")) (lines 43-48), stats = df.groupBy(\"category\").agg(F.mean(\"amount\"), "
              "F.stddev(\"amount\")) (37-40), df = spark.createDataFrame(data, [...]) (25); result.select(\"category\", "
              "\"amount\", F.round(\"z_score\", 2).alias(\"z_score\"), \"is_anomaly\").show() (53-58)",
    notes="A join of the rows with their own per-category aggregate (both scans at line 25), AQE broadcasting the "
          "rows' side; isnotnull Filters on category inferred on both sides (derived at the join; the aggregate "
          "side's below the aggregate); z_score and is_anomaly two Projects; orderBy + select + show one "
          "TakeOrderedAndProject. " + SCAN + AGG + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(25), False, "read"),
           N(2, "Filter", s(43), True, "join"),
           N(3, "Exchange", s(43), True, "join"),
           N(6, "BroadcastExchange", s(43), True, "join"),
           N(8, "Scan ExistingRDD", s(25), False, "read"),
           N(9, "Filter", s(43), True, "join"),
           N(10, "HashAggregate", s((37, 40)), True, "aggregate"),
           N(11, "Exchange", s((37, 40)), True, "aggregate"),
           N(14, "HashAggregate", s((37, 40)), False, "aggregate"),
           N(15, "BroadcastHashJoin", s(43), False, "join"),
           N(16, "Project", s((44, 46)), False, "project"),
           N(17, "Project", s(47), False, "project"),
           N(18, "TakeOrderedAndProject", s(48, (53, 58)), False, "sort")])

L["sh_daily_summary_count_distinct_show"] = dict(
    dataframe="daily_summary.orderBy(\"sale_date\").show() (line 66), daily_summary = df.groupBy(\"sale_date\").agg("
              "F.countDistinct(\"user_id\"), F.sum(\"amount\"), F.count(\"*\"), F.countDistinct(\"product\")) "
              "(56-61), df = spark.createDataFrame(data, [...]) (25)",
    notes="Two distinct counts in one aggregate: an Expand and four HashAggregates (the Expand and every level but "
          "the last derived at the agg); orderBy + show one TakeOrderedAndProject. Lines 37-40 count distinct "
          "users per date and product (a look-alike aggregate over the same rows). " + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(25), False, "read"),
           N(2, "Expand", s((56, 61)), True, "aggregate"),
           N(3, "HashAggregate", s((56, 61)), True, "aggregate"),
           N(4, "Exchange", s((56, 61)), True, "aggregate"),
           N(7, "HashAggregate", s((56, 61)), True, "aggregate"),
           N(8, "HashAggregate", s((56, 61)), True, "aggregate"),
           N(9, "Exchange", s((56, 61)), True, "aggregate"),
           N(12, "HashAggregate", s((56, 61)), False, "aggregate"),
           N(13, "TakeOrderedAndProject", s(66), False, "sort")])


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
