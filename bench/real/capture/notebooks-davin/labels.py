"""Write each nbk_* case's case.json and gold.jsonl from the labels below, hand-written from the notebooks and the
captured plans before any mapper run (the mapper was never run on these cases), then check them
(../case_files.write_cases: ../check_prefixed_cases.py's rules).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/notebooks-davin/labels.py

A label: (node id, operator, cell, [[first, last], ...], derived, kind), optionally followed by dicts of extra
fields (`ambiguous`; `true_lines`; `alt`: other right places, given as (cell, spans)). `cell` is the 0-based index
among all the notebook's cells (markdown included) and spans count lines inside it; `file_lines` (the same spans in
the .ipynb file) are filled and every labelled line checked against the cell's source by
../jadianes__spark-py-notebooks/nbgold.py. Look-alikes (the same createDataFrame, aggregate or join in another
notebook or another cell) are never alternatives; the same query written twice in one cell (SQL and DataFrame API,
the same plan) gives both spans, with the one that ran as `true_lines`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, REPO  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "6fdeccd45bda9829988eddb57ee3d4b5c6609dff"
SOURCE = "Davin-X/comprehensive-pyspark-learning"
SESSION = ("Session: local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, "
           "AQE on. ")
RUN = ("Run: the notebook's code cells in order in one namespace (../jadianes__spark-py-notebooks/nbrun.py, "
       "bench/real/capture/notebooks-davin/capture.py); the notebook's own SparkSession.builder...getOrCreate() "
       "returned the capture's session (its local[*] master and app name have no effect; runtime SQL settings it "
       "gives are applied). The DataFrame the action was called on was collect()ed, then explained.")
AMB = {"ambiguous": True}


def alt(*places):
    """Other right places, each (cell, spans)."""
    return {"alt": [(cell, spans) for cell, spans in places]}


def true(*spans):
    return {"true_lines": [list(s) for s in spans]}


L: dict[str, dict] = {}

# ---------------------------------------------------------------- interview_preparation/scenarios/04_advanced_business_logic
_S, _D = [[27, 27]], [[34, 34]]
_J = [[28, 28], [34, 34]]
L["nbk_sql_full_outer_reconcile"] = dict(
    dataframe="spark.sql(\"\"\"SELECT COALESCE(s.id, t.id1) AS id, CASE ... END AS status FROM sourcetab s FULL OUTER JOIN "
              "targettab t ON s.id = t.id1 WHERE ...\"\"\").show(), cell 4 lines 19-30; views of df_source and df_target "
              "(cell 4 lines 15-16) over two createDataFrame (lines 6-7)",
    notes="The same cell writes the query again with the DataFrame API (lines 34-49: outer join, filter, coalesce and "
          "when/otherwise, the same plan; df_result.show() at line 51 is another record): each node gives the SQL "
          "span and the API span, the SQL one as true_lines. Scans through a view: the FROM/JOIN line (and the API "
          "join's line), the createDataFrame and createOrReplaceTempView lines as alts. The Exchanges and Sorts of the "
          "sort-merge full outer join are derived at the join. ",
    nodes=[(1, "Scan ExistingRDD", 4, [[27, 27], [34, 34]], False, "read", true([27, 27]),
            alt((4, [[6, 6]]), (4, [[15, 15]]))),
           (2, "Exchange", 4, _J, True, "join", true([28, 28])),
           (5, "Sort", 4, _J, True, "join", true([28, 28])),
           (6, "Scan ExistingRDD", 4, [[28, 28], [34, 34]], False, "read", true([28, 28]),
            alt((4, [[7, 7]]), (4, [[16, 16]]))),
           (7, "Exchange", 4, _J, True, "join", true([28, 28])),
           (10, "Sort", 4, _J, True, "join", true([28, 28])),
           (11, "SortMergeJoin", 4, _J, False, "join", true([28, 28])),
           (12, "Filter", 4, [[29, 29], [37, 39]], False, "filter", true([29, 29])),
           (13, "Project", 4, [[20, 26], [42, 49]], False, "project", true([20, 26]))])

_W = [[13, 13], [15, 15]]
L["nbk_lag_salary_increment"] = dict(
    dataframe="df_increments.orderBy(\"empid\", \"year\").show(), cell 6 line 24; df_increments = df_with_lag.withColumn("
              "\"salary_increment\", when(...).otherwise(...)).drop(\"prev_salary\") (lines 18-22), df_with_lag = "
              "df_salaries.withColumn(\"prev_salary\", lag(\"salary\", 1).over(window_spec)) (line 15), window_spec = "
              "Window.partitionBy(\"empid\").orderBy(\"year\") (line 13), df_salaries = spark.createDataFrame(...) (line 9)",
    notes="The window's Exchange and Sort are derived at the window (spec and over lines); the orderBy's range Exchange "
          "is derived at line 24. window_spec is defined again in cells 12 and 18 of this notebook (other windows). ",
    nodes=[(1, "Scan ExistingRDD", 6, [[9, 9]], False, "read"),
           (2, "Exchange", 6, _W, True, "window"),
           (5, "Sort", 6, _W, True, "window"),
           (6, "Window", 6, _W, False, "window"),
           (7, "Project", 6, [[18, 22]], False, "project"),
           (8, "Exchange", 6, [[24, 24]], True, "sort"),
           (11, "Sort", 6, [[24, 24]], False, "sort")])

_CS = [[15, 19]]
L["nbk_collect_set_daily"] = dict(
    dataframe="df_daily_products.show(), cell 22 line 21; df_daily_products = df_sales.groupBy(\"sell_date\").agg("
              "collect_set(\"product\")..., size(collect_set(\"product\"))...) (lines 15-19), df_sales = "
              "spark.createDataFrame(...) (line 11)",
    notes="collect_set is an ObjectHashAggregate (partial, Exchange, final; the partial and the Exchange derived). The "
          "collect_list of page visits in ../03_data_quality_joins.ipynb (cell 20) is a look-alike. ",
    nodes=[(1, "Scan ExistingRDD", 22, [[11, 11]], False, "read"),
           (2, "ObjectHashAggregate", 22, _CS, True, "aggregate"),
           (3, "Exchange", 22, _CS, True, "aggregate"),
           (6, "ObjectHashAggregate", 22, _CS, False, "aggregate")])

_XJ = [[14, 18]]
_XA = [[25, 26]]
L["nbk_cross_join_count"] = dict(
    dataframe="df_country_count.show(), cell 18 line 28; df_country_count = df_family_countries.groupBy(df_families[\"name\"])"
              ".agg(count(\"*\")...) (lines 25-26), df_family_countries = df_families.join(df_countries, (family_size >= "
              "min_size) & (family_size <= max_size), \"inner\").select(...) (lines 14-20), df_families and df_countries = "
              "spark.createDataFrame(...) (lines 7-8)",
    notes="A join on a range condition only: CartesianProduct with the condition. The isnotnull Filters inferred from "
          "the condition are derived at the join; the Project pruning the countries to min_size/max_size and the "
          "select's Project, pruned to name by the aggregate, are ambiguous. df_ranked/df_top_family (lines 31-35) "
          "go on from this aggregate (another record). ",
    nodes=[(1, "Scan ExistingRDD", 18, [[7, 7]], False, "read"),
           (2, "Filter", 18, _XJ, True, "join"),
           (3, "Scan ExistingRDD", 18, [[8, 8]], False, "read"),
           (4, "Filter", 18, _XJ, True, "join"),
           (5, "Project", 18, [[19, 20]], True, "project", AMB, alt((18, _XJ))),
           (6, "CartesianProduct", 18, _XJ, False, "join"),
           (7, "Project", 18, [[19, 20]], True, "project", AMB, alt((18, _XA))),
           (8, "HashAggregate", 18, _XA, True, "aggregate"),
           (9, "Exchange", 18, _XA, True, "aggregate"),
           (12, "HashAggregate", 18, _XA, False, "aggregate")])

# ---------------------------------------------------------------- interview_preparation/scenarios/03_data_quality_joins
_RT = [[17, 21], [24, 25]]
L["nbk_sql_running_total"] = dict(
    dataframe="spark.sql(\"\"\"SELECT pid, date, price, SUM(price) OVER (PARTITION BY pid ORDER BY price) AS running_total "
              "FROM ordertab\"\"\").show(), cell 16 lines 17-21; view ordertab of df_orders (line 16), df_orders = "
              "spark.createDataFrame(...) (line 12)",
    notes="The same cell writes the running total again with the DataFrame API (window_spec line 24, withColumn line "
          "25; df_with_running_total.show() at line 26 is another record with the same plan): each node gives both "
          "spans, the SQL as true_lines. The window's Exchange and Sort are derived. ",
    nodes=[(1, "Scan ExistingRDD", 16, [[20, 20], [25, 25]], False, "read", true([20, 20]),
            alt((16, [[12, 12]]), (16, [[16, 16]]))),
           (2, "Exchange", 16, [[19, 19], [24, 25]], True, "window", true([19, 19])),
           (5, "Sort", 16, [[19, 19], [24, 25]], True, "window", true([19, 19])),
           (6, "Window", 16, [[19, 19], [24, 25]], False, "window", true([19, 19]))])

L["nbk_json_explode_flatten"] = dict(
    dataframe="df_flattened.show(), cell 10 line 44; df_flattened = df_json.withColumn(\"multiMedia\", explode(...))"
              ".withColumn(...) x6 .drop(\"likeDislike\", \"multiMedia\") (lines 34-41), df_json = spark.read.json("
              "spark.sparkContext.parallelize([json.dumps(json_data)])) (line 30)",
    notes="A JSON read of a parallelized RDD shows as Scan ExistingRDD (the read line). The explode's inferred "
          "size/isnotnull Filter is derived at the explode; the struct-field withColumns and the drop fold into one "
          "Project (the chain). ",
    nodes=[(1, "Scan ExistingRDD", 10, [[30, 30]], False, "read"),
           (2, "Filter", 10, [[34, 34]], True, "explode"),
           (3, "Generate", 10, [[34, 34]], False, "explode"),
           (4, "Project", 10, [[35, 41]], False, "project")])

_UJ = [[20, 20]]
L["nbk_outer_join_using_cols"] = dict(
    dataframe="df_joined.show(), cell 6 line 21; df_joined = df_personal.join(df_address, [\"emp_id\", \"name\", \"age\"], "
              "\"outer\") (line 20), df_personal and df_address = spark.createDataFrame(...) (lines 13-14)",
    notes="A full outer join on three USING columns: sort-merge (Exchanges and Sorts derived at the join); the Project "
          "coalescing the join columns is made by the join (derived). ",
    nodes=[(1, "Scan ExistingRDD", 6, [[13, 13]], False, "read"),
           (2, "Exchange", 6, _UJ, True, "join"),
           (5, "Sort", 6, _UJ, True, "join"),
           (6, "Scan ExistingRDD", 6, [[14, 14]], False, "read"),
           (7, "Exchange", 6, _UJ, True, "join"),
           (10, "Sort", 6, _UJ, True, "join"),
           (11, "SortMergeJoin", 6, _UJ, False, "join"),
           (12, "Project", 6, _UJ, True, "project")])

_CL = [[22, 22], [25, 26]]
L["nbk_sql_collect_list"] = dict(
    dataframe="spark.sql(\"SELECT userid, COLLECT_LIST(page) AS pages FROM pagetab GROUP BY userid\").show(), cell 20 "
              "line 22; view pagetab of df_page_visits (line 21), df_page_visits = spark.createDataFrame(...) (line 17)",
    notes="The same cell writes the aggregate again with the DataFrame API (lines 25-26; df_user_pages.show(truncate="
          "False) at line 28 is another record with the same plan): both spans, the SQL line as true_lines (one-line "
          "SQL: the statement is the place of the scan too). collect_list is an ObjectHashAggregate. The collect_set "
          "of ../04_advanced_business_logic.ipynb (cell 22) is a look-alike. ",
    nodes=[(1, "Scan ExistingRDD", 20, [[22, 22], [25, 25]], False, "read", true([22, 22]),
            alt((20, [[17, 17]]), (20, [[21, 21]]))),
           (2, "ObjectHashAggregate", 20, _CL, True, "aggregate", true([22, 22])),
           (3, "Exchange", 20, _CL, True, "aggregate", true([22, 22])),
           (6, "ObjectHashAggregate", 20, _CL, False, "aggregate", true([22, 22]))])

# ---------------------------------------------------------------- pyspark-mastery/03_dataframe_mastery/aggregations
_CA = [[6, 15]]
L["nbk_agg_count_distinct"] = dict(
    dataframe="comprehensive_analysis.show(), cell 8 line 18; comprehensive_analysis = sales_df.groupBy(\"region\").agg("
              "count, sum, avg, min, max, stddev, countDistinct x2) (lines 6-15), sales_df = spark.createDataFrame(...) "
              "(cell 2 lines 27-30)",
    notes="Two countDistinct make Spark expand the rows (Expand) and aggregate twice (two partial/final pairs, each with "
          "an Exchange): all derived at the groupBy.agg but the last HashAggregate; the Project under Expand prunes the "
          "columns (ambiguous). category_analysis (lines 21-28) is another aggregate of the same frame. ",
    nodes=[(1, "Scan ExistingRDD", 2, [[27, 30]], False, "read"),
           (2, "Project", 8, _CA, True, "project", AMB),
           (3, "Expand", 8, _CA, True, "aggregate"),
           (4, "HashAggregate", 8, _CA, True, "aggregate"),
           (5, "Exchange", 8, _CA, True, "aggregate"),
           (8, "HashAggregate", 8, _CA, True, "aggregate"),
           (9, "HashAggregate", 8, _CA, True, "aggregate"),
           (10, "Exchange", 8, _CA, True, "aggregate"),
           (13, "HashAggregate", 8, _CA, False, "aggregate")])

L["nbk_agg_cached_filter_count"] = dict(
    dataframe="result1.count(), cell 14 line 41; result1 = cached_df.groupBy(\"region\").sum(\"amount\") (line 36), "
              "cached_df = large_df.filter(col(\"amount\") > 200).cache() (line 34), large_df = spark.createDataFrame("
              "large_sales_data, [...]) (lines 12-13)",
    notes="The recorded DataFrame is result1 (the aggregate the count was called on, not the count's own aggregate). "
          "The cached filter is read by InMemoryTableScan over InMemoryRelation (both at the cache() line). "
          "filtered_result (line 20) is the same groupBy over another filter (> 500), a look-alike; result2 and "
          "result3 (lines 37-38) aggregate the same cache. ",
    nodes=[(1, "InMemoryTableScan", 14, [[34, 34]], False, "cache"),
           (2, "InMemoryRelation", 14, [[34, 34]], False, "cache"),
           (3, "Scan ExistingRDD", 14, [[12, 13]], False, "read"),
           (4, "Filter", 14, [[34, 34]], False, "filter"),
           (6, "HashAggregate", 14, [[36, 36]], True, "aggregate"),
           (7, "Exchange", 14, [[36, 36]], True, "aggregate"),
           (10, "HashAggregate", 14, [[36, 36]], False, "aggregate")])

# ---------------------------------------------------------------- interview_preparation/coding_questions/interview_challenge_04
_HA = [[37, 40]]
L["nbk_ch04_category_hour_avg"] = dict(
    dataframe="category_hourly_avg.show(), cell 4 line 42; category_hourly_avg = transformed_df.groupBy('category', "
              "'hour').agg(avg('amount')..., count('transaction_id')...) (lines 37-40), transformed_df = "
              "cleaned_df.withColumn(to_timestamp)...withColumn('hour', hour(...)).drop(...).withColumnRenamed(...) "
              "(lines 15-21), cleaned_df = df.filter(...) (lines 5-9), df = spark.createDataFrame(data, schema) (cell 2 "
              "line 29)",
    notes="The withColumn chain is one Project (hour of the parsed timestamp, pruned to what the aggregate needs). "
          "user_daily_totals (lines 29-32) groups the same frame by other keys (a look-alike that ran before). ",
    nodes=[(1, "Scan ExistingRDD", 2, [[29, 29]], False, "read"),
           (2, "Filter", 4, [[5, 9]], False, "filter"),
           (3, "Project", 4, [[15, 21]], False, "project"),
           (4, "HashAggregate", 4, _HA, True, "aggregate"),
           (5, "Exchange", 4, _HA, True, "aggregate"),
           (8, "HashAggregate", 4, _HA, False, "aggregate")])

# ---------------------------------------------------------------- pyspark-mastery/03_dataframe_mastery/explode_array_map
L["nbk_double_explode"] = dict(
    dataframe="double_explode.select(\"project\", \"member\").show(), cell 8 line 25; double_explode = "
              "single_explode.withColumn(\"member\", explode(\"team\")) (line 23), single_explode = "
              "nested_df.withColumn(\"team\", explode(\"teams\")) (line 18), nested_df = spark.createDataFrame(...) "
              "(lines 11-12)",
    notes="Each explode's inferred size/isnotnull Filter is derived at it; the Project under the first explode prunes "
          "to what the final select needs (ambiguous, at the select). single_explode.select(...) at line 20 is another "
          "record; explode_outer/posexplode in cell 6 and the explodes of cells 18-20 are look-alikes. ",
    nodes=[(1, "Scan ExistingRDD", 8, [[11, 12]], False, "read"),
           (2, "Filter", 8, [[18, 18]], True, "explode"),
           (3, "Project", 8, [[25, 25]], True, "project", AMB),
           (4, "Generate", 8, [[18, 18]], False, "explode"),
           (5, "Filter", 8, [[23, 23]], True, "explode"),
           (6, "Generate", 8, [[23, 23]], False, "explode")])

# ---------------------------------------------------------------- pyspark-mastery/03_dataframe_mastery/column_expressions
L["nbk_udf_tax_currency"] = dict(
    dataframe="udf_df.select(\"name\", \"salary_formatted\", \"tax_formatted\", \"net_formatted\").show(), cell 20 lines "
              "32-34; udf_df = df.withColumn(\"tax_amount\", tax_udf(...)).withColumn(\"net_salary\", ...).withColumn(... "
              "currency_udf(...)) x3 (lines 24-29), tax_udf and currency_udf = udf(...) (lines 20-21), df = "
              "spark.createDataFrame(data, columns) (cell 2 line 23)",
    notes="Two ArrowEvalPython: the first evaluates calculate_tax(salary), format_currency(salary) and "
          "format_currency(calculate_tax(salary)) (lines 25, 27, 28), the second format_currency(salary - tax) (lines "
          "26, 29); the udf() lines are alts. The Project under them prunes to name/salary (ambiguous, at the select). "
          "performance_udf (lines 49-54) and the UDFs of cell 22 and of other notebooks are look-alikes. ",
    nodes=[(1, "Scan ExistingRDD", 2, [[23, 23]], False, "read"),
           (2, "Project", 20, [[32, 34]], True, "project", AMB),
           (3, "ArrowEvalPython", 20, [[25, 25], [27, 28]], False, "udf", alt((20, [[20, 21]]))),
           (4, "ArrowEvalPython", 20, [[26, 26], [29, 29]], False, "udf", alt((20, [[21, 21]]))),
           (5, "Project", 20, [[32, 34]], False, "project")])

# ---------------------------------------------------------------- pyspark-mastery/03_dataframe_mastery/dataframe_basics
L["nbk_cache_union_count"] = dict(
    dataframe="large_df.count(), cell 24 line 6; large_df.cache() (line 5), large_df = df.union(df).union(df) (line 2), "
              "df = spark.createDataFrame(data, columns) (cell 4 line 11)",
    notes="The recorded DataFrame is the cached union: InMemoryTableScan over InMemoryRelation (the cache() line) over "
          "a Union of three scans of the same createDataFrame. ",
    nodes=[(1, "InMemoryTableScan", 24, [[5, 5]], False, "cache"),
           (2, "InMemoryRelation", 24, [[5, 5]], False, "cache"),
           (3, "Scan ExistingRDD", 4, [[11, 11]], False, "read"),
           (4, "Scan ExistingRDD", 4, [[11, 11]], False, "read"),
           (5, "Scan ExistingRDD", 4, [[11, 11]], False, "read"),
           (6, "Union", 24, [[2, 2]], False, "union")])

# ---------------------------------------------------------------- pyspark-mastery/01_fundamentals/dataframe_intro
_OA = [[18, 24]]
L["nbk_intro_groupby"] = dict(
    dataframe="overall_stats.show(), cell 25 line 27; overall_stats = df.agg(count(\"*\"), avg, sum, max, min ...) "
              "(lines 18-24), df = spark.createDataFrame(data, columns) (cell 5 line 14)",
    notes="A global aggregate: partial HashAggregate and a single-partition Exchange derived; the Project under it "
          "prunes to salary and age (ambiguous). dept_stats (lines 7-12) is the same kind of aggregate by department. ",
    nodes=[(1, "Scan ExistingRDD", 5, [[14, 14]], False, "read"),
           (2, "Project", 25, _OA, True, "project", AMB),
           (3, "HashAggregate", 25, _OA, True, "aggregate"),
           (4, "Exchange", 25, _OA, True, "aggregate"),
           (6, "HashAggregate", 25, _OA, False, "aggregate")])

# ---------------------------------------------------------------- interview_preparation/coding_questions/interview_challenge_10
_EC = [[159, 159]]
L["nbk_ch10_event_count_order"] = dict(
    dataframe="user_event_counts.show(5), cell 1 line 161; user_event_counts = enhanced_events.groupBy('user_id').count()"
              ".orderBy(desc('count')) (line 159), enhanced_events = events_df.withColumn('product_id', "
              "extract_product_udf('metadata')) (lines 123-125), events_df = events_df.withColumn('event_timestamp', "
              "to_timestamp(...)) (line 80), events_df = spark.createDataFrame(events_data, events_schema) (line 72)",
    notes="Only user_id is needed: the UDF column and the timestamp cast are pruned away (no node); the Project pruning "
          "to user_id is ambiguous, at the groupBy. The orderBy's range Exchange is derived. The cell's builder sets "
          "spark.sql.adaptive.* and spark.sql.autoBroadcastJoinThreshold=50MB on the session (runtime settings, "
          "applied; no join here). The counts and joins earlier in the cell are other records; the cell stops with a "
          "NameError further down (countDistinct is not imported), after this record. ",
    nodes=[(1, "Scan ExistingRDD", 1, [[72, 72]], False, "read"),
           (2, "Project", 1, _EC, True, "project", AMB),
           (3, "HashAggregate", 1, _EC, True, "aggregate"),
           (4, "Exchange", 1, _EC, True, "aggregate"),
           (7, "HashAggregate", 1, _EC, False, "aggregate"),
           (8, "Exchange", 1, _EC, True, "sort"),
           (11, "Sort", 1, _EC, False, "sort")])

# ---------------------------------------------------------------- pyspark-mastery/03_dataframe_mastery/window_functions
_RW = [[6, 9]]
L["nbk_rank_top_by_region"] = dict(
    dataframe="top_by_region.select(\"region\", \"salesperson\", \"amount\", \"rank_in_region\").orderBy(\"region\", "
              "\"rank_in_region\").show(), cell 7 lines 13-15; top_by_region = sales_df.withColumn(\"rank_in_region\", "
              "rank().over(Window.partitionBy(\"region\").orderBy(col(\"amount\").desc()))).filter(col(\"rank_in_region\") "
              "<= 2) (lines 6-10), sales_df = spark.createDataFrame(...) (cell 2 lines 34-37)",
    notes="The filter on the rank makes Spark add WindowGroupLimit nodes (partial and final, derived at the window); "
          "the window's Exchange and Sorts are derived; the Project under the first Sort prunes to the select's "
          "columns (ambiguous, at the select). overall_ranking (lines 18-27) is the same top-N without a partition (a "
          "look-alike); cells 4, 11 and 15 rank the same sales_df over other windows. ",
    nodes=[(1, "Scan ExistingRDD", 2, [[34, 37]], False, "read"),
           (2, "Project", 7, [[13, 14]], True, "project", AMB),
           (3, "Sort", 7, _RW, True, "window"),
           (4, "WindowGroupLimit", 7, _RW, True, "window"),
           (5, "Exchange", 7, _RW, True, "window"),
           (8, "Sort", 7, _RW, True, "window"),
           (9, "WindowGroupLimit", 7, _RW, True, "window"),
           (10, "Window", 7, _RW, False, "window"),
           (11, "Filter", 7, [[10, 10]], False, "filter"),
           (12, "Project", 7, [[13, 14]], False, "project"),
           (13, "Exchange", 7, [[15, 15]], True, "sort"),
           (16, "Sort", 7, [[15, 15]], False, "sort")])

# ---------------------------------------------------------------- pyspark-mastery/04_spark_sql/spark_sql_basics
_GA = [[32, 35], [37, 37]]
L["nbk_sql_group_order"] = dict(
    dataframe="agg_query.show(), cell 4 line 42; agg_query = spark.sql(\"\"\"SELECT department, COUNT(*) ..., AVG(salary) ..., "
              "MAX(salary) ..., MIN(salary) ... FROM employees GROUP BY department ORDER BY avg_salary DESC\"\"\") (lines "
              "29-39), view employees of employees_df (line 6), employees_df = spark.createDataFrame(...) (cell 2 lines 45-46)",
    notes="Through the view the scan's place is the FROM line, the createDataFrame and createOrReplaceTempView lines "
          "alts. The aggregate nodes sit at the aggregate select items and the GROUP BY (partial aggregate and Exchange "
          "derived), the pruning Project at the select list (ambiguous); ORDER BY is a range Exchange (derived) and a "
          "Sort. basic_query (lines 18-23) is another query over the same view; later cells of the notebook query it "
          "again. Cell 2 runs spark.sql(\"SET spark.sql.adaptive.enabled = true\") (already on). ",
    nodes=[(1, "Scan ExistingRDD", 4, [[36, 36]], False, "read", alt((2, [[45, 46]]), (4, [[6, 6]]))),
           (2, "Project", 4, [[30, 35]], True, "project", AMB),
           (3, "HashAggregate", 4, _GA, True, "aggregate"),
           (4, "Exchange", 4, _GA, True, "aggregate"),
           (7, "HashAggregate", 4, _GA, False, "aggregate"),
           (8, "Exchange", 4, [[38, 38]], True, "sort"),
           (11, "Sort", 4, [[38, 38]], False, "sort")])

# ---------------------------------------------------------------- self-join (04_advanced_business_logic) and broadcast hint
_HJ = [[12, 15]]
L["nbk_self_join_hierarchy"] = dict(
    dataframe="df_joined.show(), cell 8 line 22; df_joined = df_hierarchy.alias(\"child_table\").join(df_hierarchy.alias("
              "\"parent_table\"), col(\"child_table.child\") == col(\"parent_table.parent\"), \"inner\").select(...) (lines "
              "12-20), df_hierarchy = spark.createDataFrame(...) (line 8)",
    notes="A self-join: both scans are the one createDataFrame. Planned as a sort-merge join, AQE switched it to a "
          "broadcast join after the shuffles (their Exchanges stay): the Exchanges, the BroadcastExchange and the "
          "inferred isnotnull Filters are derived at the join. df_joined is redefined in cell 10 (another join); the "
          "notebook's other joins are look-alikes. ",
    nodes=[(1, "Scan ExistingRDD", 8, [[8, 8]], False, "read"),
           (2, "Filter", 8, _HJ, True, "join"),
           (3, "Exchange", 8, _HJ, True, "join"),
           (6, "BroadcastExchange", 8, _HJ, True, "join"),
           (8, "Scan ExistingRDD", 8, [[8, 8]], False, "read"),
           (9, "Filter", 8, _HJ, True, "join"),
           (10, "Exchange", 8, _HJ, True, "join"),
           (13, "BroadcastHashJoin", 8, _HJ, False, "join"),
           (14, "Project", 8, [[16, 20]], False, "project")])

_BJ = [[7, 11]]
L["nbk_broadcast_hint_count"] = dict(
    dataframe="forced_broadcast.count(), cell 6 line 13 (in an f-string); forced_broadcast = orders_df.join(broadcast("
              "products_df), \"product_id\", \"inner\") (lines 7-11), orders_df and products_df = spark.createDataFrame(...) "
              "(cell 2 lines 40-41 and 42-43)",
    notes="The recorded DataFrame is the join the count was called on. broadcast() (line 8) makes the BroadcastExchange; "
          "it, the inferred isnotnull Filters and the Project of the USING join's columns are derived at the join. "
          "restrictive_join and permissive_join (lines 24, 32) are the same join without the hint under other "
          "thresholds, and cells 8-16 join the same frames again (look-alikes). ",
    nodes=[(1, "Scan ExistingRDD", 2, [[40, 41]], False, "read"),
           (2, "Filter", 6, _BJ, True, "join"),
           (3, "Scan ExistingRDD", 2, [[42, 43]], False, "read"),
           (4, "Filter", 6, _BJ, True, "join"),
           (5, "BroadcastExchange", 6, _BJ, True, "join"),
           (7, "BroadcastHashJoin", 6, _BJ, False, "join"),
           (8, "Project", 6, _BJ, True, "project")])


def main() -> int:
    def cases():
        for case_id, part, notebook, cell, line, action in CASES:
            if case_id not in L:
                print(f"-- {case_id}: no labels yet")
                continue
            spec = L[case_id]
            case = {"repo": f"../../repos/{REPO.name}", "commit": COMMIT, "index_root": "", "script": notebook,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at cell {cell} line {line})",
                    "notes": spec["notes"] + SESSION + RUN, "form": "ipynb", "source": SOURCE}
            symbol = notebook.removesuffix(".ipynb").replace("/", ".") + ".<module>"
            yield part, BENCH / part / case_id, notebook_rows(L[case_id]["nodes"], REPO, notebook, symbol), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
