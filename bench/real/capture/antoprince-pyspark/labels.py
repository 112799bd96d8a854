"""Write each ap_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/antoprince-pyspark/labels.py

Snippets (`pyspark-snippets/*.py`): N(node id, operator, spans, derived, kind, amb=..., true=...), spans the file's own
line numbers; every snippet is top-level code, so the symbol is the file's path dotted, then `<module>`
(`pyspark-snippets.0001-amazon-workers-with-highest-salaries.<module>`, ../case_files.module_rows).
Notebooks: (node id, operator, cell, spans, derived, kind, {extra}...), `cell` 0-based among all the notebook's cells,
spans lines inside it; `file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; symbol the
notebook path dotted, then `<module>`. A second solution of the same question in one file, the same query in another
snippet or cell, are look-alikes, never alternatives, unless the file writes the same query twice and both plan alike
(then both spans, `true_lines` the one that ran).
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
COMMIT = "38afb3c6168fce55693ce36624cf6064003ed94b"
SOURCE = "antoprince001/pyspark-practice"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 for the driver. ")
SMJ = "Broadcast joins off for this run (spark.sql.autoBroadcastJoinThreshold=-1): sort-merge joins. "
RUN_SNIPPET = ("Run: bench/real/capture/antoprince-pyspark/capture.py: the snippet ran unchanged with spark-submit from "
               "the root of a scratch copy of the laid-out repository through the stratascratch family's driver "
               "(../stratascratch-pyspark/run_solution.py: the platform's tables read from generated Parquet stand-ins "
               "and given to the file as globals, runpy.run_path); the plan is the one the action ran, written by a "
               "query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
RUN_NB = ("Run: bench/real/capture/antoprince-pyspark/capture.py: the notebook ran cell by cell, unchanged, as a "
          "spark-submit driver (../ykanakaraju-pyspark/nbdriver.py) from the root of a scratch copy of the laid-out "
          "repository; the plan is the one the action ran, written by a query-execution listener after it ran (final "
          "adaptive plan where there is one); event_log.json from the same run.")
SCANS = ("Each Scan parquet is the driver's read of a generated stand-in for a table the platform predefines (not in "
         "the haystack): labelled, kind read, at the line where the snippet first names that table (and the line of "
         "a user filter pushed into it). ")
AGG = "Aggregates: partial levels and their Exchanges derived at the groupBy/agg call, the final level not. "
JOIN = ("Join: Exchanges, Sorts, BroadcastExchange and isnotnull Filters inferred from the join keys derived at the "
        "join; a Filter holding a user condition and an inferred isnotnull at both lines; column-pruning Projects "
        "derived and ambiguous. ")
WIN = ("Window: the Window node at the withColumn that applies the function and at the spec's lines; its Exchange and "
       "Sort derived there; a rank filter's WindowGroupLimit pair derived at the window and the filter. ")
DISTINCT = "distinct()/dropDuplicates(): the partial HashAggregate and its Exchange derived (kind distinct). "
SHOW = ("show(): the toprettystring Project, LocalLimit and CollectLimit derived at the show; where the user's Project "
        "or aggregate carries toprettystring it is labelled at the user's call. ")

L: dict[str, dict] = {}
NBL: dict[str, dict] = {}

# ---- pyspark-snippets ------------------------------------------------------------------------------------------
L["ap_worker_max_filter_join_topandas"] = dict(
    dataframe="worker.toPandas() (line 12); worker = worker.filter(col(\"salary\") == lit(max_salary)) (8), "
              "worker = worker.join(title, worker.worker_id == title.worker_ref_id, \"inner\").select(\"worker_title\") "
              "(10), max_salary = worker.select(max('salary')...).collect()[0].max_salary (7)",
    notes="The max found by line 7's collect (an earlier plan) is a literal in the filter (salary = 500000), pushed into "
          "the worker scan; the join was planned as a broadcast join from the start (Parquet sizes). The file's "
          "\"Provided solution\" (lines 19-22) joins first and filters on the max (a look-alike; it fails on Spark "
          "4 as the first solution rebinds worker, no plan). " + SCANS + JOIN,
    nodes=[N(1, "Scan parquet", s(7, 8), False, "read"),
           N(3, "Filter", s(8, 10), False, "filter"),
           N(4, "Project", s(8, 10), True, "project", amb=True),
           N(5, "BroadcastExchange", s(10), True, "join"),
           N(7, "Scan parquet", s(10), False, "read"),
           N(9, "Filter", s(10), True, "join"),
           N(10, "BroadcastHashJoin", s(10), False, "join"),
           N(11, "Project", s(10), False, "project")])

L["ap_heart_filter_join_distinct_topandas"] = dict(
    dataframe="facebook_reactions.toPandas() (line 12); facebook_reactions = facebook_reactions.join(facebook_posts, "
              "... 'inner').select(facebook_posts.post_id, ...).distinct() (10), facebook_reactions = "
              "facebook_reactions.filter(col('reaction') == 'heart') (8)",
    notes="The second solution in the same file (lines 20-24: filter + select + distinct, then the join) is a "
          "look-alike that does not run (it filters the rebound frame). The distinct over the five selected columns "
          "is a HashAggregate pair. " + SCANS + JOIN + DISTINCT,
    nodes=[N(1, "Scan parquet", s(8), False, "read"),
           N(3, "Filter", s(8, 10), False, "filter"),
           N(4, "Project", s(8, 10), True, "project", amb=True),
           N(5, "BroadcastExchange", s(10), True, "join"),
           N(7, "Scan parquet", s(10), False, "read"),
           N(9, "Filter", s(10), True, "join"),
           N(10, "BroadcastHashJoin", s(10), False, "join"),
           N(11, "Project", s(10), False, "project"),
           N(12, "HashAggregate", s(10), True, "distinct"),
           N(13, "Exchange", s(10), True, "distinct"),
           N(16, "HashAggregate", s(10), False, "distinct")])

L["ap_glassdoor_partition_avg_topandas"] = dict(
    dataframe="employee.toPandas() (line 10); employee = employee.withColumn('avg', avg(\"salary\").over(window))"
              ".select('department','first_name','salary','avg') (8), window = Window.partitionBy(\"department\") (7)",
    notes="A partition-only window (no order): the whole partition frame. " + SCANS + WIN,
    nodes=[N(1, "Scan parquet", s(8), False, "read"),
           N(3, "Exchange", s(8, 7), True, "window"),
           N(6, "Sort", s(8, 7), True, "window"),
           N(7, "Window", s(8, 7), False, "window"),
           N(8, "Project", s(8), False, "project")])

L["ap_shopify_isin_join_orderby_smj_topandas"] = dict(
    dataframe="customers.toPandas() (line 20); customers = customers.filter(F.col('first_name').isin(['Jill', 'Eva']))"
              ".join(orders, customers['id'] == orders['cust_id']).select('first_name', 'order_date', 'order_details', "
              "'total_order_cost').orderBy('cust_id') (13-17)",
    notes="orderBy on a column the select dropped: the select's Project keeps cust_id under the Sort (16, the select) "
          "and a Project after it restores the selected columns (21, derived, at the select and the orderBy). The sort "
          "is a range Exchange (derived) and a global Sort. 0040-apple-customer-details.py joins the same tables left "
          "and sorts (a look-alike). " + SMJ + SCANS + JOIN,
    nodes=[N(1, "Scan parquet", s(13, 14), False, "read"),
           N(3, "Filter", s(14, 15), False, "filter"),
           N(4, "Exchange", s(15), True, "join"),
           N(7, "Sort", s(15), True, "join"),
           N(8, "Scan parquet", s(15), False, "read"),
           N(10, "Filter", s(15), True, "join"),
           N(11, "Exchange", s(15), True, "join"),
           N(14, "Sort", s(15), True, "join"),
           N(15, "SortMergeJoin", s(15), False, "join"),
           N(16, "Project", s(16), False, "project"),
           N(17, "Exchange", s(17), True, "sort"),
           N(20, "Sort", s(17), False, "sort"),
           N(21, "Project", s(16, 17), True, "project", amb=True)])

L["ap_shipments_count_distinct_orderby_topandas"] = dict(
    dataframe="result = amazon_shipment.groupby('year_month').agg(F.countDistinct('unique_key').alias('count'))"
              ".orderBy('year_month').toPandas() (line 8); amazon_shipment.withColumn('year_month', ...) (6), "
              ".withColumn('unique_key', F.concat(...)) (7)",
    notes="countDistinct as four HashAggregates (the distinct keys' partial and merge, then the count's partial and "
          "final; all but the last derived), two Exchanges derived; the two withColumns are one Project; orderBy a "
          "range Exchange (derived) and a Sort. " + SCANS + AGG,
    nodes=[N(1, "Scan parquet", s(6), False, "read"),
           N(3, "Project", s(6, 7), False, "project"),
           N(4, "HashAggregate", s(8), True, "aggregate"),
           N(5, "Exchange", s(8), True, "aggregate"),
           N(8, "HashAggregate", s(8), True, "aggregate"),
           N(9, "HashAggregate", s(8), True, "aggregate"),
           N(10, "Exchange", s(8), True, "aggregate"),
           N(13, "HashAggregate", s(8), False, "aggregate"),
           N(14, "Exchange", s(8), True, "sort"),
           N(17, "Sort", s(8), False, "sort")])

L["ap_gmail_count_row_number_topandas"] = dict(
    dataframe="google_gmail_emails.toPandas() (line 18); google_gmail_emails = google_gmail_emails.withColumn("
              "\"row_number\", row_number().over(Window.orderBy(total_emails.desc(), from_user.asc()))) (15), "
              "google_gmail_emails = google_gmail_emails.groupby('from_user').agg(count('id').alias('total_emails')) "
              "(12-13)",
    notes="A window with no partition: a SinglePartition Exchange and a Sort derived at the withColumn. " + SCANS + AGG
          + WIN,
    nodes=[N(1, "Scan parquet", s(12), False, "read"),
           N(3, "HashAggregate", s((12, 13)), True, "aggregate"),
           N(4, "Exchange", s((12, 13)), True, "aggregate"),
           N(7, "HashAggregate", s((12, 13)), False, "aggregate"),
           N(8, "Exchange", s(15), True, "window"),
           N(10, "Sort", s(15), True, "window"),
           N(11, "Window", s(15), False, "window")])

L["ap_purchases_self_join_nonequi_topandas"] = dict(
    dataframe="result = joined_df.select(\"a.user_id\").distinct().toPandas() (line 14); joined_df = "
              "amazon_transactions.alias(\"a\").join(amazon_transactions.alias(\"b\"), (a.user_id == b.user_id) & "
              "(abs(datediff(a.created_at, b.created_at)) <= 7) & (a.id != b.id), \"inner\") (10-12)",
    notes="A self join on user_id with the date and id conditions left as the BroadcastHashJoin's condition; the "
          "isnotnull Filters on both sides inferred from the join's conditions (derived). Each side's scan at its "
          "alias line. " + SCANS + JOIN + DISTINCT,
    nodes=[N(1, "Scan parquet", s(10), False, "read"),
           N(3, "Filter", s((10, 12)), True, "join"),
           N(4, "Scan parquet", s(11), False, "read"),
           N(6, "Filter", s((10, 12)), True, "join"),
           N(7, "BroadcastExchange", s((10, 12)), True, "join"),
           N(9, "BroadcastHashJoin", s((10, 12)), False, "join"),
           N(10, "Project", s(14), False, "project"),
           N(11, "HashAggregate", s(14), True, "distinct"),
           N(12, "Exchange", s(14), True, "distinct"),
           N(15, "HashAggregate", s(14), False, "distinct")])

L["ap_tesla_count_distinct_join_topandas"] = dict(
    dataframe="car_launches.toPandas() (line 12); car_launches = car_launches_2020.join(car_launches_2019, "
              "'company_name', 'inner').withColumn('net_products', ...).select('company_name','net_products') (11), "
              "car_launches_2020 / car_launches_2019 = car_launches.filter(year == 2020 / 2019).groupby('company_name')"
              ".agg(countDistinct('product_name')...) (7, 9)",
    notes="Lines 7 and 9 are the same chain but for the year: each side's nodes at its own line (the 2020 side on the "
          "left, 2019 broadcast). countDistinct as four HashAggregates a side; the Project dropping year before "
          "the aggregate derived and ambiguous (the filter and the groupBy, one line); each Filter holds the year "
          "and the isnotnull inferred from the join. " + SCANS + AGG + JOIN,
    nodes=[N(1, "Scan parquet", s(7), False, "read"),
           N(3, "Filter", s(7, 11), False, "filter"),
           N(4, "Project", s(7), True, "project", amb=True),
           N(5, "HashAggregate", s(7), True, "aggregate"),
           N(6, "Exchange", s(7), True, "aggregate"),
           N(9, "HashAggregate", s(7), True, "aggregate"),
           N(10, "HashAggregate", s(7), True, "aggregate"),
           N(11, "Exchange", s(7), True, "aggregate"),
           N(14, "HashAggregate", s(7), False, "aggregate"),
           N(15, "Scan parquet", s(9), False, "read"),
           N(17, "Filter", s(9, 11), False, "filter"),
           N(18, "Project", s(9), True, "project", amb=True),
           N(19, "HashAggregate", s(9), True, "aggregate"),
           N(20, "Exchange", s(9), True, "aggregate"),
           N(23, "HashAggregate", s(9), True, "aggregate"),
           N(24, "HashAggregate", s(9), True, "aggregate"),
           N(25, "Exchange", s(9), True, "aggregate"),
           N(28, "HashAggregate", s(9), False, "aggregate"),
           N(29, "BroadcastExchange", s(11), True, "join"),
           N(31, "BroadcastHashJoin", s(11), False, "join"),
           N(32, "Project", s(11), False, "project")])

L["ap_hosts_guests_two_key_join_smj_topandas"] = dict(
    dataframe="airbnb_hosts.toPandas() (line 10); airbnb_hosts = airbnb_hosts.join(airbnb_guests, ['gender', "
              "'nationality'], 'inner').select('guest_id','host_id').dropDuplicates() (8)",
    notes="A USING join on two keys as a sort-merge join; dropDuplicates() of every column a HashAggregate pair. "
          + SMJ + SCANS + JOIN + DISTINCT,
    nodes=[N(1, "Scan parquet", s(8), False, "read"),
           N(3, "Filter", s(8), True, "join"),
           N(4, "Exchange", s(8), True, "join"),
           N(7, "Sort", s(8), True, "join"),
           N(8, "Scan parquet", s(8), False, "read"),
           N(10, "Filter", s(8), True, "join"),
           N(11, "Exchange", s(8), True, "join"),
           N(14, "Sort", s(8), True, "join"),
           N(15, "SortMergeJoin", s(8), False, "join"),
           N(16, "Project", s(8), False, "project"),
           N(17, "HashAggregate", s(8), True, "distinct"),
           N(18, "Exchange", s(8), True, "distinct"),
           N(21, "HashAggregate", s(8), False, "distinct")])

L["ap_income_bonus_sum_join_avg_topandas"] = dict(
    dataframe="sf_employee.toPandas() (line 10); sf_employee = sf_employee.join(sf_bonus, sf_employee.id == "
              "sf_bonus.worker_ref_id, 'inner').withColumn('total_compensation', col('salary') + col('total_bonus'))"
              ".groupby('employee_title','sex').avg('total_compensation') (8), sf_bonus = sf_bonus.groupby("
              "'worker_ref_id').sum('bonus').select('worker_ref_id', col('sum(bonus)').alias('total_bonus')) (6)",
    notes="The bonus sum (line 6) is the broadcast side; its select's rename is in the final HashAggregate; the "
          "isnotnull on worker_ref_id inferred from the join runs below the sum. The withColumn after the join is "
          "the Project (15). " + SCANS + AGG + JOIN,
    nodes=[N(1, "Scan parquet", s(8), False, "read"),
           N(3, "Filter", s(8), True, "join"),
           N(4, "Scan parquet", s(6), False, "read"),
           N(6, "Filter", s(8), True, "join"),
           N(7, "HashAggregate", s(6), True, "aggregate"),
           N(8, "Exchange", s(6), True, "aggregate"),
           N(11, "HashAggregate", s(6), False, "aggregate"),
           N(12, "BroadcastExchange", s(8), True, "join"),
           N(14, "BroadcastHashJoin", s(8), False, "join"),
           N(15, "Project", s(8), False, "project"),
           N(16, "HashAggregate", s(8), True, "aggregate"),
           N(17, "Exchange", s(8), True, "aggregate"),
           N(20, "HashAggregate", s(8), False, "aggregate")])

L["ap_fraud_percent_rank_topandas"] = dict(
    dataframe="result = fraud_score.withColumn('pcnt_rank', F.percent_rank().over(Window.partitionBy('state')"
              ".orderBy('fraud_score'))).where(F.col('pcnt_rank') >= 0.95).select('policy_num', 'state', 'claim_cost', "
              "'fraud_score').toPandas() (lines 8-12)",
    notes="percent_rank is not a rank filter Spark limits per group: a plain Window, then the Filter. " + SCANS + WIN,
    nodes=[N(1, "Scan parquet", s(8), False, "read"),
           N(3, "Exchange", s(9), True, "window"),
           N(6, "Sort", s(9), True, "window"),
           N(7, "Window", s(9), False, "window"),
           N(8, "Filter", s(10), False, "filter"),
           N(9, "Project", s(11), False, "project")])

L["ap_twitter_max_join_two_keys_topandas"] = dict(
    dataframe="employee.toPandas() (line 20); employee = employee.join(dept_salary, (e.department == ds.department) & "
              "(e.salary == ds.max_salary), \"inner\").select(e.department, e.first_name, ds.max_salary) (13-17), "
              "dept_salary = employee.groupBy(employee.department).agg(max(col(\"salary\")).alias(\"max_salary\")) (8), "
              "aliases (10, 11)",
    notes="The max per department joined back on two keys; the aggregated side broadcast; the isnotnull Filters "
          "inferred from the keys (below the aggregate on department, above it on max_salary) derived at the join. "
          "Both scans read the employee table: the outer one at line 8 (first named) and 10 (its alias), the "
          "aggregate's at 8. 0030 (a self join on manager) and 0008/0032 use the same table (look-alikes). "
          + SCANS + AGG + JOIN,
    nodes=[N(1, "Scan parquet", s(8, 10), False, "read"),
           N(3, "Filter", s((13, 16)), True, "join"),
           N(4, "Scan parquet", s(8), False, "read"),
           N(6, "Filter", s((13, 16)), True, "join"),
           N(7, "HashAggregate", s(8), True, "aggregate"),
           N(8, "Exchange", s(8), True, "aggregate"),
           N(11, "HashAggregate", s(8), False, "aggregate"),
           N(12, "Filter", s((13, 16)), True, "join"),
           N(13, "BroadcastExchange", s((13, 16)), True, "join"),
           N(15, "BroadcastHashJoin", s((13, 16)), False, "join"),
           N(16, "Project", s(17), False, "project")])

L["ap_second_highest_dense_rank_topandas"] = dict(
    dataframe="employee.toPandas() (line 13); employee = employee.filter(col(\"drank\") == 2).select(\"salary\")"
              ".distinct() (11), employee = employee.withColumn(\"drank\", dense_rank().over(window)) (10), window = "
              "Window.orderBy(desc(\"salary\")) (6)",
    notes="dense_rank() == 2 runs as a WindowGroupLimit pair around a SinglePartition Exchange; the distinct after it "
          "is one HashAggregate (the data already in one partition). " + SCANS + WIN + DISTINCT,
    nodes=[N(1, "Scan parquet", s(10), False, "read"),
           N(3, "Sort", s(10, 6), True, "window"),
           N(4, "WindowGroupLimit", s(10, 6, 11), True, "window"),
           N(5, "Exchange", s(10, 6), True, "window"),
           N(7, "Sort", s(10, 6), True, "window"),
           N(8, "WindowGroupLimit", s(10, 6, 11), True, "window"),
           N(9, "Window", s(10, 6), False, "window"),
           N(10, "Filter", s(11), False, "filter"),
           N(11, "Project", s(11), False, "project"),
           N(12, "HashAggregate", s(11), False, "distinct")])

L["ap_word_count_explode_topandas"] = dict(
    dataframe="google_file_store.toPandas() (line 14); google_file_store = google_file_store.select(explode(split("
              "lower(regexp_replace(...)), ' ')).alias('word')).groupBy('word').agg(count('word').alias('nentry')) "
              "(8-13), google_file_store = google_file_store.filter(col('filename').ilike('%draft%')) (6)",
    notes="The select of an explode is a Generate (kind explode) over a Project keeping only contents (derived, "
          "ambiguous: the filter and the select); count('word') of a generated non-null column is count(1). The "
          "file's second solution (lines 21-32: split on \\W+, groupBy().count(), renames) is a look-alike that does "
          "not run (it filters the rebound frame). " + SCANS + AGG,
    nodes=[N(1, "Scan parquet", s(6), False, "read"),
           N(3, "Filter", s(6), False, "filter"),
           N(4, "Project", s(6, (8, 12)), True, "project", amb=True),
           N(5, "Generate", s((8, 12)), False, "explode"),
           N(6, "HashAggregate", s(13), True, "aggregate"),
           N(7, "Exchange", s(13), True, "aggregate"),
           N(10, "HashAggregate", s(13), False, "aggregate")])

L["ap_no_order_except_all_join_topandas"] = dict(
    dataframe="customers.toPandas() (line 16); customers = customers.join(customer_ids, customers.id == "
              "customer_ids.cust_id, 'inner').select('first_name') (13), customer_ids = customers.selectExpr(\"id as "
              "cust_id\").exceptAll(orders).select('cust_id') (11), orders = orders.filter(order_date in Feb 2019)"
              ".select(F.col('cust_id')).distinct() (10)",
    notes="exceptAll is rewritten as a Union of the two sides tagged +1 (the selectExpr's Project) and -1 (in the "
          "distinct's final aggregate), a sum per key, a Filter sum > 0 and a replicaterows Generate: every node of "
          "the rewrite derived at the exceptAll line (the Generate kind explode, the Union kind union). The "
          "isnotnull on id inferred from the join reaches the customers scan under the except. The file's second "
          "solution (lines 22-35: a left_anti join of the same frames) is a look-alike that does not run (it filters "
          "the rebound orders). " + SCANS + JOIN + DISTINCT,
    nodes=[N(1, "Scan parquet", s(11, 13), False, "read"),
           N(3, "Filter", s(13), True, "join"),
           N(4, "BroadcastExchange", s(13), True, "join"),
           N(6, "Scan parquet", s(11), False, "read"),
           N(8, "Filter", s(13), True, "join"),
           N(9, "Project", s(11), False, "project"),
           N(10, "Scan parquet", s(10), False, "read"),
           N(12, "Filter", s(10, 13), False, "filter"),
           N(13, "Project", s(10), False, "project"),
           N(14, "HashAggregate", s(10), True, "distinct"),
           N(15, "Exchange", s(10), True, "distinct"),
           N(18, "HashAggregate", s(10, 11), False, "distinct"),
           N(19, "Union", s(11), True, "union"),
           N(20, "HashAggregate", s(11), True, "aggregate"),
           N(21, "Exchange", s(11), True, "aggregate"),
           N(24, "HashAggregate", s(11), True, "aggregate"),
           N(25, "Filter", s(11), True, "filter"),
           N(26, "Generate", s(11), True, "explode"),
           N(27, "Project", s(11), True, "project"),
           N(28, "BroadcastHashJoin", s(13), False, "join"),
           N(29, "Project", s(13), False, "project")])

L["ap_election_vote_share_topandas"] = dict(
    dataframe="voting_results.toPandas() (line 25); voting_results = voting_results.where(F.col('score') == "
              "F.lit(max_votes)).select('candidate') (22), max_votes = ...agg(F.max(...)).collect()[0][0] (20), "
              "voting_results.groupBy(\"candidate\").agg(F.sum(\"score\")...) (18), .withColumn(\"score\", 1 / "
              "F.col(\"num_votes\")) (16), voting_results.join(vote_counts, on=\"voter\") (14), vote_counts = "
              "voting_results.groupBy(\"voter\").agg(F.count(\"*\")...) (12), voting_results.where(candidate != \"\") "
              "(10)",
    notes="The max found by line 20's collect (an earlier plan) is a literal in the final Filter. Both sides of the "
          "join read the table filtered at line 10 (the where pushed into each scan): the outer side's scan at 10 "
          "and the join, the vote counts' at 10 and the groupBy. " + SCANS + AGG + JOIN,
    nodes=[N(1, "Scan parquet", s(10, 14), False, "read"),
           N(3, "Filter", s(10, 14), False, "filter"),
           N(4, "Scan parquet", s(10, 12), False, "read"),
           N(6, "Filter", s(10, 14), False, "filter"),
           N(7, "Project", s(10, 12), True, "project", amb=True),
           N(8, "HashAggregate", s(12), True, "aggregate"),
           N(9, "Exchange", s(12), True, "aggregate"),
           N(12, "HashAggregate", s(12), False, "aggregate"),
           N(13, "BroadcastExchange", s(14), True, "join"),
           N(15, "BroadcastHashJoin", s(14), False, "join"),
           N(16, "Project", s(16), False, "project"),
           N(17, "HashAggregate", s(18), True, "aggregate"),
           N(18, "Exchange", s(18), True, "aggregate"),
           N(21, "HashAggregate", s(18), False, "aggregate"),
           N(22, "Filter", s(22), False, "filter"),
           N(23, "Project", s(22), False, "project")])


# ---- notebooks ---------------------------------------------------------------------------------------------------
def alt(*places, **more):
    """Other right places in the same notebook, each (cell, spans); `more`: other fields (ambiguous, true_lines)."""
    return {"alt": [(cell, spans) for cell, spans in places], **more} if places else dict(more)


OPS1_DATA = ("df (cell 17 line 14: spark.createDataFrame(data=simpleData, schema = schema); cell 11 line 13 built the "
             "same frame before, a look-alike), empDF and deptDF (cell 25 lines 12 and 22). ")
NBSCAN = "Scan ExistingRDD at the createDataFrame line of the frame the cell uses (the rows are a variable). "

NBL["ap_nb_ops1_group_agg_where_show"] = dict(
    dataframe="df.groupBy(\"department\").agg(sum(\"salary\").alias(\"sum_salary\"), avg(...), sum(\"bonus\")..., "
              "max(\"bonus\")...).where(col(\"sum_bonus\") >= 50000).show(truncate=False), cell 23 lines 3-9; "
              + OPS1_DATA,
    notes="Cell 22 runs the same groupBy/agg without the where (a look-alike, another plan). The Project pruning the "
          "frame to the aggregate's columns is derived and ambiguous (the agg and the createDataFrame). The final "
          "Project is the show's toprettystring (derived); AQE left no CollectLimit in the final plan. " + NBSCAN
          + AGG + SHOW,
    nodes=[(1, "Scan ExistingRDD", 17, s(14), False, "read"),
           (2, "Project", 23, s((3, 7)), True, "project", alt((17, s(14)), ambiguous=True)),
           (3, "HashAggregate", 23, s((3, 7)), True, "aggregate"),
           (4, "Exchange", 23, s((3, 7)), True, "aggregate"),
           (7, "HashAggregate", 23, s((3, 7)), False, "aggregate"),
           (8, "Filter", 23, s(8), False, "filter"),
           (9, "Project", 23, s(9), True, "project")])

NBL["ap_nb_ops1_full_outer_join_show"] = dict(
    dataframe="empDF.join(deptDF, empDF.emp_dept_id == deptDF.dept_id, \"outer\").show(truncate=False), cell 27 lines "
              "2-3; " + OPS1_DATA,
    notes="The cell writes the same full outer join three times (\"outer\" at 2-3, \"full\" at 4-5, \"fullouter\" at "
          "6-7), one plan: each statement's line is accepted, `true_lines` the first (the one recorded). Cells 26 and "
          "28-29 join the same frames inner, left and right (look-alikes). The string emp_dept_id is cast to bigint "
          "in the join keys. " + NBSCAN + JOIN + SHOW,
    nodes=[(1, "Scan ExistingRDD", 25, s(12), False, "read"),
           (2, "Exchange", 27, s(2, 4, 6), True, "join", {"true_lines": s(2)}),
           (5, "Sort", 27, s(2, 4, 6), True, "join", {"true_lines": s(2)}),
           (6, "Scan ExistingRDD", 25, s(22), False, "read"),
           (7, "Exchange", 27, s(2, 4, 6), True, "join", {"true_lines": s(2)}),
           (10, "Sort", 27, s(2, 4, 6), True, "join", {"true_lines": s(2)}),
           (11, "SortMergeJoin", 27, s(2, 4, 6), False, "join", {"true_lines": s(2)}),
           (12, "Project", 27, s(3, 5, 7), True, "project", {"true_lines": s(3)}),
           (13, "CollectLimit", 27, s(3, 5, 7), True, "limit", {"true_lines": s(3)})])

NBL["ap_nb_ops1_self_join_select_show"] = dict(
    dataframe="empDF.alias(\"emp1\").join(empDF.alias(\"emp2\"), col(\"emp1.superior_emp_id\") == "
              "col(\"emp2.emp_id\"), \"inner\").select(col(\"emp1.emp_id\"), col(\"emp1.name\"), "
              "col(\"emp2.emp_id\").alias(\"superior_emp_id\"), col(\"emp2.name\").alias(\"superior_emp_name\"))"
              ".show(truncate=False), cell 30 lines 2-7; " + OPS1_DATA,
    notes="A self join: both scans are empDF (cell 25 line 12); AQE turned the planned sort-merge join into a "
          "broadcast join, keeping the shuffles below it; the pruning Projects derived and ambiguous (the join and the "
          "select); the select's Project carries the show's toprettystring (at the select and the show). " + NBSCAN
          + JOIN + SHOW,
    nodes=[(1, "Scan ExistingRDD", 25, s(12), False, "read"),
           (2, "Filter", 30, s((2, 3)), True, "join"),
           (3, "Project", 30, s((2, 3), (4, 6)), True, "project", {"ambiguous": True}),
           (4, "Exchange", 30, s((2, 3)), True, "join"),
           (7, "Scan ExistingRDD", 25, s(12), False, "read"),
           (8, "Filter", 30, s((2, 3)), True, "join"),
           (9, "Project", 30, s((2, 3), (4, 6)), True, "project", {"ambiguous": True}),
           (10, "Exchange", 30, s((2, 3)), True, "join"),
           (13, "BroadcastExchange", 30, s((2, 3)), True, "join"),
           (15, "BroadcastHashJoin", 30, s((2, 3)), False, "join"),
           (16, "Project", 30, s((4, 6), 7), False, "project"),
           (17, "CollectLimit", 30, s(7), True, "limit")])

NBL["ap_nb_ops1_sql_inner_join_show"] = dict(
    dataframe="joinDF2 = spark.sql(\"select * from EMP e INNER JOIN DEPT d ON e.emp_dept_id == d.dept_id\")"
              ".show(truncate=False), cell 31 lines 8-9, over the temp views EMP and DEPT of empDF and deptDF (cell 31 "
              "lines 2-3; cell 25 lines 12 and 22)",
    sql=True,
    notes="The cell runs the same join twice in SQL (lines 5-6 as a comma join with WHERE, 8-9 as INNER JOIN): both "
          "statements accepted, `true_lines` the second (the one recorded; AQE broadcast the other side the first "
          "time). Cell 26 (the DataFrame API) is a look-alike. Scans through the temp views: the SQL's FROM and, as "
          "an alternative, the createDataFrame line. " + JOIN + SHOW,
    nodes=[(1, "Scan ExistingRDD", 31, s(5, 8), False, "read", alt((25, s(12)), true_lines=s(8))),
           (2, "Filter", 31, s(5, 8), True, "join", {"true_lines": s(8)}),
           (3, "Exchange", 31, s(5, 8), True, "join", {"true_lines": s(8)}),
           (6, "BroadcastExchange", 31, s(5, 8), True, "join", {"true_lines": s(8)}),
           (8, "Scan ExistingRDD", 31, s(5, 8), False, "read", alt((25, s(22)), true_lines=s(8))),
           (9, "Filter", 31, s(5, 8), True, "join", {"true_lines": s(8)}),
           (10, "Exchange", 31, s(5, 8), True, "join", {"true_lines": s(8)}),
           (13, "BroadcastHashJoin", 31, s(5, 8), False, "join", {"true_lines": s(8)}),
           (14, "Project", 31, s((5, 6), (8, 9)), False, "project", {"true_lines": s((8, 9))}),
           (15, "CollectLimit", 31, s(6, 9), True, "limit", {"true_lines": s(9)})])

NBL["ap_nb_ops2_udf_select_show"] = dict(
    dataframe="df.select(col(\"Seqno\"), convertUDF(col(\"Name\")).alias(\"Name\")).show(truncate=False), cell 7 lines "
              "2-4; convertUDF = udf(lambda z: convertCase(z), StringType()) (cell 6 line 6), convertCase (cell 5), df = "
              "spark.createDataFrame(data=data, schema=columns) (cell 4 line 6)",
    notes="A Python UDF in a select runs as ArrowEvalPython (at the call and, as an alternative, the udf() line); the "
          "show's limit pushed below it as a LocalLimit (derived at the show). Cell 8 applies another UDF "
          "(upperCase, a decorator) with withColumn over the same frame (a look-alike). " + SHOW,
    nodes=[(1, "Scan ExistingRDD", 4, s(6), False, "read"),
           (2, "LocalLimit", 7, s(4), True, "limit"),
           (3, "ArrowEvalPython", 7, s(3), False, "udf", alt((6, s(6)))),
           (4, "Project", 7, s((2, 3), 4), False, "project"),
           (5, "CollectLimit", 7, s(4), True, "limit")])

NBL["ap_nb_races_partitioned_parquet_write"] = dict(
    dataframe="races_selected_df.write.mode(\"overwrite\").partitionBy('race_year').parquet(\"./races\"), cell 11 line "
              "1; races_selected_df = races_renamed_df.select(col(\"race_id\"), ...) (cell 9), races_renamed_df = "
              "races_df_1.withColumnRenamed(\"raceId\",\"race_id\")... (cell 8), races_df_1 = races_df.withColumn("
              "\"ingestion_date\", current_timestamp()).withColumn(\"race_timestamp\", to_timestamp(concat(...))) (cell "
              "6 lines 1-3), races_df = spark.read.format(\"csv\")...schema(races_schema).load(\"dbfs:/FileStore/"
              "shared_uploads/.../races.csv\") (cell 2)",
    notes="A Databricks export: its dbfs:/FileStore csv served by a file system stand-in from a generated races.csv "
          "(Ergast's columns); display() cells ran as show(). The withColumns, renames and select are one Project "
          "(each cell accepted: the select's cell first, the others as alternatives; cell 6 at its first line, the "
          "statement's start, as the notebook's JSON is one line and the checker counts cell lines against it). The "
          "labels give no `file_lines` (every cell is on the file's line 1). The partitioned write's Sort "
          "is derived at the write. 1_Ingest_Circuits_CSV (select/rename/withColumn + parquet) and 3_Ingest_JSON "
          "(results partitionBy('race_id')) are look-alikes. ",
    nodes=[(1, "Scan csv", 2, s(1), False, "read"),
           (2, "Project", 9, s(1), False, "project", alt((8, s(1)), (6, s(1)))),
           (3, "Sort", 11, s(1), True, "write"),
           (4, "WriteFiles", 11, s(1), False, "write"),
           (5, "Execute InsertIntoHadoopFsRelationCommand", 11, s(1), False, "write")])


def nb_rows(nodes, notebook: str, symbol: str) -> list[dict]:
    """../jadianes__spark-py-notebooks/nbgold.notebook_rows; for a notebook whose JSON is written on one line (the
    Databricks exports), the same rows without `file_lines` (optional in the format: every cell is on line 1)."""
    if len((REPO / notebook).read_text().splitlines()) > 1:
        return notebook_rows(nodes, REPO, notebook, symbol)
    rows = []
    for nid, op, cell, lines, derived, kind, *extra in nodes:
        row = {"node_id": nid, "operator": op, "file": notebook, "lines": lines, "symbol": symbol,
               "derived": derived, "kind": kind, "ambiguous": False, "cell": cell}
        for more in extra:
            row.update({k: v for k, v in more.items() if k != "alt"})
            if "alt" in more:
                row["alt"] = [{"file": notebook, "lines": spans, "symbol": symbol, "cell": c} for c, spans in more["alt"]]
        rows.append(row)
    return rows


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
            file, extra = PROGRAMS[program]
            where = f"cell {cell} line {line}" if cell is not None else f"{file}:{line}"
            settings = (SMJ if extra else "")
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where})",
                    "notes": spec["notes"] + SESSION + (settings if settings not in spec["notes"] else "")
                    + (RUN_NB if cell is not None else RUN_SNIPPET),
                    "form": "ipynb" if cell is not None else ("sql-string" if spec.get("sql") else "pyspark"),
                    "source": SOURCE}
            if cell is None:
                rows = module_rows(spec["nodes"], file)
            else:
                symbol = file.removesuffix(".ipynb").replace("/", ".") + ".<module>"
                rows = nb_rows(spec["nodes"], file, symbol)
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
