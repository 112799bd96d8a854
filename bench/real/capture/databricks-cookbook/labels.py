"""Write each dc_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/databricks-cookbook/labels.py

Nodes: (node id, operator, cell, spans, derived, kind, {extra}...), `cell` 0-based among all the notebook's cells,
spans lines inside it; `file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; symbol the
notebook path dotted, then `<module>` (`Chapter02.2.3 perform-joins.<module>`). An extra may hold `alt`: other
places in the same notebook, (cell, spans) each; `ambiguous`; `true_lines`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "fa1657c3808c0d520ea19a49f967df510b4f627d"
SOURCE = "PacktPublishing/Data-Engineering-with-Databricks-Cookbook"
SESSION = ("Session: spark-submit --master local[1] (the notebook's own builder .master(\"spark://spark-master:7077\") "
           ".config(\"spark.executor.memory\", \"512m\").getOrCreate() returns the session spark-submit started; its "
           "master and executor settings take no effect), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on (unless a cell turns it off). ")
RUN = ("Run: bench/real/capture/databricks-cookbook/capture.py: the notebook ran unchanged, cell by cell, as a "
       "spark-submit driver (nbdriver.py) from its own folder in a scratch copy of the laid-out repository, reading "
       "the repository's own data/ (`../data/...`); the plan is the one the action ran, written by a query-execution "
       "listener after it ran (final adaptive plan); event_log.json from the same run.")
SHOW = ("show(): its toprettystring Project and CollectLimit derived at the show; where the user's select is that "
        "Project, at the select (and the show). ")
EXPLODE = ("explode: the Generate at the explode line; the Filter (size(...) > 0 AND isnotnull) Spark infers for it "
           "derived at the same line. ")
JOIN = ("Hash Exchanges, BroadcastExchanges (AQE's run-time switch or a hint), join Sorts and the inferred isnotnull "
        "Filters derived at the join; a USING join's output Project derived at the join. ")

AMB = {"ambiguous": True}


def alt(*places):
    """Other right places in the same notebook, each (cell, spans)."""
    return {"alt": [(cell, spans) for cell, spans in places]}


def s(*lines):
    """Spans from line numbers or (first, last) pairs."""
    return [[a, a] if isinstance(a, int) else list(a) for a in lines]


NBL: dict[str, dict] = {}

# ---- Chapter01/1.1 read-csv-data.ipynb: five reads of netflix_titles.csv (cells 2 (twice), 7, 10, 12, 14) -------------
NBL["dc_11_csv_schema_show"] = dict(
    dataframe="df.show(), cell 8 line 2; df = spark.read.format(\"csv\").option(\"header\", \"true\").schema(schema)"
              ".load(\"../data/netflix_titles.csv\") (cell 7 lines 2-5), schema (cell 6)",
    notes="A bare show of a read: the Scan at the read that ran (cell 7); the notebook reads the same file five more "
          "times (cells 2, 10, 12, 14, each shown) and 1.7, 2.2, 2.4, 2.5 and 6.1 read it too (look-alikes). " + SHOW,
    nodes=[(1, "Scan csv", 7, s((2, 5)), False, "read"),
           (2, "Project", 8, s(2), True, "project"),
           (3, "CollectLimit", 8, s(2), True, "limit")])

# ---- Chapter01/1.2 read-json-data.ipynb -----------------------------------------------------------------------------------
NBL["dc_12_explode_laureates_show"] = dict(
    dataframe="df_flattened.show(truncate=False), cell 5 line 13; df_flattened = df.withColumn(\"laureates\", "
              "explode(col(\"laureates\"))).select(col(\"category\"), ..., col(\"laureates.motivation\")) (cell 5 lines "
              "1-11), df = spark.read.format(\"json\").option(\"multiLine\", \"true\").load(\"../data/nobel_prizes.json\") "
              "(cell 2)",
    notes="The same explode + select of the nobel prizes is in 1.4 (over XML), 2.2, 2.6 and 2.7 (look-alikes). The "
          "select's Project carries the show's toprettystring. " + EXPLODE + SHOW,
    nodes=[(1, "Scan json", 2, s((2, 4)), False, "read"),
           (2, "Filter", 5, s(3), True, "explode"),
           (3, "Generate", 5, s(3), False, "explode"),
           (4, "Project", 5, s((4, 11), 13), False, "project"),
           (5, "CollectLimit", 5, s(13), True, "limit")])

# ---- Chapter01/1.4 read-xml-data.ipynb: com.databricks.spark.xml runs as Spark 4's built-in xml source ------------------
NBL["dc_14_xml_explode_show"] = dict(
    dataframe="df_flattened.show(truncate=False), cell 7 line 13; df_flattened = df.withColumn(\"laureates\", "
              "explode(col(\"laureates\"))).select(...) (cell 7 lines 1-11), df = spark.read.format("
              "\"com.databricks.spark.xml\").option(\"rowTag\", \"row\").load(\"../data/nobel_prizes.xml\") (cell 2)",
    notes="format(\"com.databricks.spark.xml\") is served by Spark 4's built-in XML source (Scan xml); the notebook's "
          "spark.jars.packages (spark-xml) is not fetched (the session already runs). Cell 7 is line for line the "
          "explode + select of 1.2 cell 5 (over JSON), and of 2.6/2.7: look-alikes in other files. "
          + EXPLODE + SHOW,
    nodes=[(1, "Scan xml", 2, s((2, 4)), False, "read"),
           (2, "Filter", 7, s(3), True, "explode"),
           (3, "Generate", 7, s(3), False, "explode"),
           (4, "Project", 7, s((4, 11), 13), False, "project"),
           (5, "CollectLimit", 7, s(13), True, "limit")])

# ---- Chapter01/1.5 work-with-nested-data.ipynb (the SQuAD json generated) -----------------------------------------------
NBL["dc_15_answers_filter_show"] = dict(
    dataframe="df_array_distinct.filter(col(\"answers\").getItem(0).getField(\"text\").isNotNull()).show(), cell 10 "
              "lines 1-3; df_array_distinct = df_exploded.select(\"title\", \"context\", col(\"questions.id\")..., "
              "array_distinct(\"questions.answers\").alias(\"answers\")) (cell 5 lines 1-5), df_exploded = "
              "df.select(\"title\", explode(\"paragraphs\")...).select(\"title\", ..., explode(col(\"paragraphs.qas\"))"
              ".alias(\"questions\")) (cell 4 lines 1-6), df = spark.read...json (cell 2)",
    notes="Two explodes, two Generates (the first with its inferred Filter, derived). The filter on answers[0].text "
          "went below the selects, onto the exploded struct (isnotnull(answers) inferred into it). The Project holds "
          "the selects of cells 4 and 5 with the show's toprettystring: cell 5's select, cell 4's and the show all "
          "acceptable. Cells 6 and 8 select answers[0].text from the same frame (look-alikes). " + SHOW,
    nodes=[(1, "Scan json", 2, s((1, 3)), False, "read"),
           (2, "Filter", 4, s(3), True, "explode"),
           (3, "Generate", 4, s(3), False, "explode"),
           (4, "Generate", 4, s(6), False, "explode"),
           (5, "Filter", 10, s(2), False, "filter"),
           (6, "Project", 5, s((2, 5)), False, "project", alt((4, s((4, 6))), (10, s(3)))),
           (7, "CollectLimit", 10, s(3), True, "limit")])

# ---- Chapter01/1.6 process-text-data.ipynb ----------------------------------------------------------------------------
NBL["dc_16_word_count_top_show"] = dict(
    dataframe="word_count.show(n=100), cell 9 line 7; word_count = df_exploded.groupBy(\"word\").count().orderBy("
              "\"count\", ascending=False) (cell 9 lines 3-6), df_exploded = df_stop_words_removed.select(explode(...)"
              ".alias(\"word\")) (cell 9 lines 1-2); df_stop_words_removed = StopWordsRemover(...).transform("
              "df_with_words) (cell 8), df_with_words = Tokenizer(...).transform(df_clean) (cell 7), df_clean = "
              "df.withColumn(\"Text\", regexp_replace(...)).withColumn(...) (cell 5), df = spark.read...csv(Reviews.csv) "
              "(cell 2)",
    notes="The one Project below the explode computes filtered_words: the StopWordsRemover's UDF over the Tokenizer's "
          "UDF over the two regexp_replace calls (cells 8, 7, 5 collapsed; the remover's transform first, the others "
          "alts). Cell 6's split-based df_with_words is overwritten by cell 7 (a look-alike, not in the plan), and "
          "cells 17/18 rebuild the remover. The groupBy count's partial level and Exchange derived; orderBy + show(100) "
          "is one TakeOrderedAndProject (kind sort) at the orderBy and the show. " + EXPLODE,
    nodes=[(1, "Scan csv", 2, s((1, 3)), False, "read"),
           (2, "Project", 8, s((3, 4)), False, "project", alt((7, s((4, 5))), (5, s((2, 4))))),
           (3, "Filter", 9, s((1, 2)), True, "explode"),
           (4, "Generate", 9, s((1, 2)), False, "explode"),
           (5, "HashAggregate", 9, s((3, 5)), True, "aggregate"),
           (6, "Exchange", 9, s((3, 5)), True, "aggregate"),
           (9, "HashAggregate", 9, s((3, 5)), False, "aggregate"),
           (10, "TakeOrderedAndProject", 9, s(6, 7), False, "sort")])

NBL["dc_16_vectorized_json_write"] = dict(
    dataframe="vectorized_data.repartition(1).write.mode(\"overwrite\").json(\"../data/data_lake/reviews_vectorized.json\"), "
              "cell 11 lines 1-3; vectorized_data = vectorizer.fit(df_stop_words_removed).transform(...) (cell 10), "
              "the remover (cell 8), the Tokenizer (cell 7), the regexp_replace withColumns (cell 5), the csv read "
              "(cell 2)",
    notes="One Project per step: the two regexp_replace withColumns (cell 5, one Project), the Tokenizer's UDF (cell 7), "
          "the StopWordsRemover's (cell 8), the CountVectorizer model's (cell 10 line 5). repartition(1) is the "
          "SinglePartition Exchange (kind repartition); WriteFiles derived and the insert command at the write. "
          "Other writes of the book: 1.7 (csv/json/parquet), 6.6 (look-alikes). ",
    nodes=[(1, "Scan csv", 2, s((1, 3)), False, "read"),
           (2, "Project", 5, s((2, 4)), False, "project"),
           (3, "Project", 7, s((4, 5)), False, "project"),
           (4, "Project", 8, s((3, 4)), False, "project"),
           (5, "Project", 10, s((4, 5)), False, "project"),
           (6, "Exchange", 11, s(1), False, "repartition"),
           (8, "WriteFiles", 11, s((1, 3)), True, "write"),
           (9, "Execute InsertIntoHadoopFsRelationCommand", 11, s((1, 3)), False, "write")])

# ---- Chapter01/1.7 write-data.ipynb: df = the netflix csv read (cell 1), six writes ---------------------------------------
NBL["dc_17_partitioned_csv_write"] = dict(
    dataframe="df.write.format('csv').option(...).mode('overwrite').partitionBy('release_year').save(\"../data/"
              "data_lake/netflix_csv_data_partitioned\"), cell 12 lines 2-7; df = spark.read.format(\"csv\")...load("
              "\"../data/netflix_titles.csv\") (cell 1 lines 3-7)",
    notes="partitionBy makes the empty2null Project and the Sort on release_year (derived at the partitionBy line, kind "
          "write); WriteFiles derived and the insert command at the write. Cells 2, 3, 4, 6, 8 and 10 write the same "
          "df (csv, json, parquet, gzip, repartition(4), coalesce(1)): look-alikes. ",
    nodes=[(1, "Scan csv", 1, s((3, 7)), False, "read"),
           (2, "Project", 12, s(6), True, "write"),
           (3, "Sort", 12, s(6), True, "write"),
           (4, "WriteFiles", 12, s((2, 7)), True, "write"),
           (5, "Execute InsertIntoHadoopFsRelationCommand", 12, s((2, 7)), False, "write")])

# ---- Chapter02/2.1 basic-transformations.ipynb: df = the nobel prizes json (cell 1) --------------------------------------
NBL["dc_21_dedup_show"] = dict(
    dataframe="df_deduped.show(), cell 3 line 3; df_deduped = df.dropDuplicates([\"category\", \"overallMotivation\", "
              "\"year\"]) (cell 3 line 1), df = spark.read.format(\"json\")...load(\"../data/nobel_prizes.json\") (cell 1)",
    notes="dropDuplicates on a subset runs as first(laureates) grouped by the three columns; laureates is an array, so "
          "a SortAggregate pair with Sorts: all but the final aggregate derived (kind distinct). " + SHOW,
    nodes=[(1, "Scan json", 1, s((1, 3)), False, "read"),
           (2, "Sort", 3, s(1), True, "distinct"),
           (3, "SortAggregate", 3, s(1), True, "distinct"),
           (4, "Exchange", 3, s(1), True, "distinct"),
           (7, "Sort", 3, s(1), True, "distinct"),
           (8, "SortAggregate", 3, s(1), False, "distinct"),
           (9, "CollectLimit", 3, s(3), True, "limit")])

NBL["dc_21_sort_desc_show"] = dict(
    dataframe="df_sorted.show(), cell 6 line 4; df_sorted = df.sort([\"year\", \"category\"], ascending=[False, True]) "
              "(cell 6 line 2), df = the nobel prizes json (cell 1)",
    notes="Cell 5 writes the same query with orderBy (same plan): both acceptable, true_lines the sort that ran (cell "
          "6). Cell 4's orderBy(\"year\") is another query (a look-alike). sort + show is one TakeOrderedAndProject "
          "(kind sort) at the sort and the show. ",
    nodes=[(1, "Scan json", 1, s((1, 3)), False, "read"),
           (2, "TakeOrderedAndProject", 6, s(2, 4), False, "sort", {"true_lines": s(2)}, alt((5, s(2, 4))))])

# ---- Chapter02/2.2 filter-data.ipynb: df = the netflix csv read (cell 1) -------------------------------------------------
NBL["dc_22_country_year_filter_show"] = dict(
    dataframe="filtered_df.show(), cell 3 line 6; filtered_df = df.filter((col(\"country\") == \"United States\") & "
              "(col(\"release_year\") > 2020)) (cell 3 lines 1-4), df = spark.read...load(\"../data/netflix_titles.csv\") "
              "(cell 1)",
    notes="One Filter (with inferred isnotnull) at the filter; cell 2 filters on release_year alone and cells 4-10 on "
          "other columns, each a look-alike assigned to the same filtered_df; 6.1 filters release_year > 2020 too. "
          + SHOW,
    nodes=[(1, "Scan csv", 1, s((1, 5)), False, "read"),
           (2, "Filter", 3, s((1, 4)), False, "filter"),
           (3, "Project", 3, s(6), True, "project"),
           (4, "CollectLimit", 3, s(6), True, "limit")])

NBL["dc_22_explode_einstein_filter_show"] = dict(
    dataframe="filtered_df.show(truncate=False), cell 14 line 21; filtered_df = df_nobel_prizes_exploded.filter("
              "(col(\"laureates\").getItem(\"firstname\") == \"Albert\") & (...surname == \"Einstein\")) (cell 14 lines "
              "15-19), df_nobel_prizes_exploded = df_nobel_prizes.withColumn(\"laureates\", explode(...)).select(...) "
              "(lines 7-13), df_nobel_prizes = spark.read...json (lines 2-5)",
    notes="The filter (with inferred isnotnull) stays above the Generate; the select's Project carries the show's "
          "toprettystring. The explode + select is a look-alike of 1.2 cell 5, 1.4 cell 7, 2.6 and 2.7. "
          + EXPLODE + SHOW,
    nodes=[(1, "Scan json", 14, s((2, 5)), False, "read"),
           (2, "Filter", 14, s(9), True, "explode"),
           (3, "Generate", 14, s(9), False, "explode"),
           (4, "Filter", 14, s((15, 19)), False, "filter"),
           (5, "Project", 14, s((10, 13), 21), False, "project"),
           (6, "CollectLimit", 14, s(21), True, "limit")])

# ---- Chapter02/2.3 perform-joins.ipynb: four csv reads (cell 1), df1/df2 (cell 6) -------------------------------------------
NBL["dc_23_three_way_join_show"] = dict(
    dataframe="customer_with_fraud_df.show(), cell 4 line 9; customer_with_fraud_df = customer_cards_df.join("
              "joined_transactions_df, on=joinExpr, how='inner') (cell 4 lines 5-8), joinExpr = (Card_Number == "
              "Credit_Card_ID) & Fraud_Flag.isNotNull() (cell 4 lines 1-3); customer_cards_df = cards_df.join("
              "customers_df, on='Cust_ID', how='inner') (cell 2 lines 1-4); joined_transactions_df = "
              "transactions_df.join(fraud_df, on='Transaction_ID', how='left_outer') (cell 3 lines 1-4); the four "
              "csv reads (cell 1)",
    notes="joinExpr's Fraud_Flag.isNotNull() turned cell 3's left outer join into an inner join and went into the "
          "fraud side's Filter with the inferred isnotnull(Transaction_ID) (derived, ambiguous: joinExpr line 3 and "
          "cell 3's join). Both inner USING joins are broadcast hash joins (AQE/size); the final join was planned "
          "sort-merge (its hash Exchanges stay) and AQE made it a broadcast hash join building on the cards side. "
          "isnotnull Filters serving two joins (Cust_ID and Card_Number, Transaction_ID and Credit_Card_ID): the first "
          "join, the second an alt (ambiguous). The last Project is the join's output with the show's toprettystring. "
          + JOIN,
    nodes=[(1, "Scan csv", 1, s((1, 4)), False, "read"),
           (2, "Filter", 2, s((1, 4)), True, "join", AMB, alt((4, s((5, 8))))),
           (3, "BroadcastExchange", 2, s((1, 4)), True, "join"),
           (5, "Scan csv", 1, s((7, 10)), False, "read"),
           (6, "Filter", 2, s((1, 4)), True, "join"),
           (7, "BroadcastHashJoin", 2, s((1, 4)), False, "join"),
           (8, "Project", 2, s((1, 4)), True, "join"),
           (9, "Exchange", 4, s((5, 8)), True, "join"),
           (12, "BroadcastExchange", 4, s((5, 8)), True, "join"),
           (14, "Scan csv", 1, s((13, 16)), False, "read"),
           (15, "Filter", 3, s((1, 4)), True, "join", AMB, alt((4, s((5, 8))))),
           (16, "Scan csv", 1, s((19, 22)), False, "read"),
           (17, "Filter", 4, s(3), True, "join", AMB, alt((3, s((1, 4))))),
           (18, "BroadcastExchange", 3, s((1, 4)), True, "join"),
           (20, "BroadcastHashJoin", 3, s((1, 4)), False, "join"),
           (21, "Project", 3, s((1, 4)), True, "join"),
           (22, "Exchange", 4, s((5, 8)), True, "join"),
           (25, "BroadcastHashJoin", 4, s((1, 3), (5, 8)), False, "join"),
           (26, "Project", 4, s(9), True, "project", alt((4, s((5, 8))))),
           (27, "CollectLimit", 4, s(9), True, "limit")])

NBL["dc_23_broadcast_hint_join_show"] = dict(
    dataframe="broadcast_join.show(), cell 13 line 2; broadcast_join = df1.join(broadcast(df2), [\"Name\", \"Gender\"], "
              "\"inner\") (cell 13 line 1), df1 and df2 = spark.createDataFrame(...) (cell 6)",
    notes="broadcast(df2) makes the BroadcastExchange (derived at the join line, where the hint is). Cell 15 runs the "
          "same join without the hint (planned sort-merge, AQE's broadcast): a look-alike, not an alt. The USING "
          "join's output Project carries the show's toprettystring (the show, the join an alt). " + JOIN,
    nodes=[(1, "Scan ExistingRDD", 6, s((1, 2)), False, "read"),
           (2, "Filter", 13, s(1), True, "join"),
           (3, "Scan ExistingRDD", 6, s((4, 5)), False, "read"),
           (4, "Filter", 13, s(1), True, "join"),
           (5, "BroadcastExchange", 13, s(1), True, "join"),
           (7, "BroadcastHashJoin", 13, s(1), False, "join"),
           (8, "Project", 13, s(2), True, "project", alt((13, s(1)))),
           (9, "CollectLimit", 13, s(2), True, "limit")])

# ---- Chapter02/2.4 perform-aggregations.ipynb: df = the netflix csv read (cell 1) ----------------------------------------
NBL["dc_24_pivot_show"] = dict(
    dataframe="pivot_table.show(), cell 7 line 2; pivot_table = df.groupBy(\"country\").pivot(\"type\").agg(count("
              "\"show_id\")) (cell 7 line 1), df = spark.read...load(\"../data/netflix_titles.csv\") (cell 1)",
    notes="pivot runs as two aggregate pairs: count by (country, type), then pivotfirst by country; all but the final "
          "pivotfirst derived (kind pivot); the Project over the pivot's array with the show's toprettystring derived "
          "at the pivot line and the show. Cells 3-5 group the same df by country (look-alikes). ",
    nodes=[(1, "Scan csv", 1, s((1, 5)), False, "read"),
           (2, "HashAggregate", 7, s(1), True, "pivot"),
           (3, "Exchange", 7, s(1), True, "pivot"),
           (6, "HashAggregate", 7, s(1), True, "pivot"),
           (7, "HashAggregate", 7, s(1), True, "pivot"),
           (8, "Exchange", 7, s(1), True, "pivot"),
           (11, "HashAggregate", 7, s(1), False, "pivot"),
           (12, "Project", 7, s(1, 2), True, "project"),
           (13, "CollectLimit", 7, s(2), True, "limit")])

# ---- Chapter02/2.5 apply-window-functions.ipynb ----------------------------------------------------------------------------
NBL["dc_25_row_number_show"] = dict(
    dataframe="result.select(\"title\", \"country\", \"date_added\", \"row_number\").show(), cell 4 line 3; result = "
              "df.withColumn(\"row_number\", row_number().over(window_spec)) (cell 4 line 2), window_spec = "
              "Window.partitionBy(\"country\").orderBy(\"date_added\") (cell 3 line 2), df = df.filter(country and "
              "date_added not null) (cell 2), df = the netflix csv read (cell 1)",
    notes="The window's Exchange and Sort derived at the withColumn (the spec, cell 3, an alt); the Window at the "
          "withColumn (spec an alt); the select's Project carries the show's toprettystring. Cell 5 adds lead/lag over "
          "the same spec and cell 7 redefines window_spec (look-alikes). " + SHOW,
    nodes=[(1, "Scan csv", 1, s((1, 6)), False, "read"),
           (2, "Filter", 2, s(1), False, "filter"),
           (3, "Exchange", 4, s(2), True, "window", alt((3, s(2)))),
           (6, "Sort", 4, s(2), True, "window", alt((3, s(2)))),
           (7, "Window", 4, s(2), False, "window", alt((3, s(2)))),
           (8, "Project", 4, s(3), False, "project"),
           (9, "CollectLimit", 4, s(3), True, "limit")])

# ---- Chapter02/2.6 work-with-UDFs.ipynb -----------------------------------------------------------------------------------
NBL["dc_26_udf_full_name_show"] = dict(
    dataframe="df_flattened.show(), cell 7 line 1; df_flattened = df_flattened.withColumn(\"full_name\", concat_udf("
              "df_flattened[\"firstname\"], df_flattened[\"surname\"])) (cell 6), concat_udf = udf(concat, StringType()) "
              "(cell 5 line 2; cell 4's udf(concat) overwritten), def concat (cell 3); df_flattened = "
              "df.withColumn(\"laureates\", explode(...)).select(...).filter(firstname and surname not null) (cell 2), "
              "df = the nobel prizes json (cell 1)",
    notes="The Python UDF runs as ArrowEvalPython at the withColumn that calls it (cell 6), the udf(...) line (cell 5) "
          "and the function (cell 3) alts; the show's LocalLimit went below it (derived at the show). The filter "
          "(cell 2 line 12) stays above the Generate. The final Project holds the select (cell 2) and the UDF column "
          "with the show's toprettystring: the select, the withColumn and the show acceptable. 2.7 cell 6 has a "
          "look-alike UDF over a createDataFrame. " + EXPLODE,
    nodes=[(1, "Scan json", 1, s((1, 3)), False, "read"),
           (2, "Filter", 2, s(3), True, "explode"),
           (3, "Generate", 2, s(3), False, "explode"),
           (4, "Filter", 2, s(12), False, "filter"),
           (5, "LocalLimit", 7, s(1), True, "limit"),
           (6, "ArrowEvalPython", 6, s(1), False, "udf", alt((5, s(2)), (3, s((1, 2))))),
           (7, "Project", 2, s((4, 11)), False, "project", alt((6, s(1)), (7, s(1)))),
           (8, "CollectLimit", 7, s(1), True, "limit")])

# ---- Chapter06/6.1 monitor-spark-ui.ipynb -----------------------------------------------------------------------------------
NBL["dc_61_filter_group_count_show"] = dict(
    dataframe="df.show(), cell 5 line 2; df = df.groupBy(\"country\").count() (cell 4 line 2), df = df.filter("
              "df.release_year > 2020) (cell 3 line 2), df = spark.read.format(\"csv\")...schema(schema).load("
              "\"../data/netflix_titles.csv\") (cell 2 lines 2-5)",
    notes="The filter pushed into the scan and kept as a Filter; the Project prunes to country for the groupBy "
          "(derived, ambiguous: the groupBy, the filter an alt). The groupBy count's partial level and Exchange "
          "derived; the final aggregate carries the show's toprettystring. 2.4 cell 3 groups the same file by country "
          "and counts (a look-alike), 2.2 filters release_year > 2020 (look-alike). ",
    nodes=[(1, "Scan csv", 2, s((2, 5)), False, "read"),
           (2, "Filter", 3, s(2), False, "filter"),
           (3, "Project", 4, s(2), True, "project", AMB, alt((3, s(2)))),
           (4, "HashAggregate", 4, s(2), True, "aggregate"),
           (5, "Exchange", 4, s(2), True, "aggregate"),
           (8, "HashAggregate", 4, s(2), False, "aggregate"),
           (9, "CollectLimit", 5, s(2), True, "limit")])

# ---- Chapter06/6.3 optimize-data-shuffles.ipynb: large_df = spark.range(0, 1000000).withColumn... (cell 2) ----------------
NBL["dc_63_broadcast_join_avg_show"] = dict(
    dataframe="df_aggregated.show(), cell 5 line 11; df_aggregated = df_joined.groupBy(\"level\").avg(\"salary\") (cell 5 "
              "line 8), df_joined = large_df.join(broadcast(df2), \"age\") (line 5), df2 = spark.createDataFrame(...) "
              "(line 2), large_df = spark.range(0, 1000000).withColumn(\"date\", ...).withColumn(\"age\", ...)"
              ".withColumn(\"salary\", ...)... (cell 2 lines 3-14)",
    notes="Range at spark.range; the withColumns the query needs (age, salary) as two Projects (the others pruned). "
          "broadcast(df2) makes the BroadcastExchange; the isnotnull Filters derived at the join; the Project after "
          "the join prunes (derived, ambiguous: join and groupBy). One partition (Range splits=1 under local[1]) needs "
          "no shuffle for the groupBy: one complete HashAggregate at the groupBy. Cell 3's filter + groupBy over "
          "large_df is a look-alike. " + JOIN,
    nodes=[(1, "Range", 2, s(3), False, "read"),
           (2, "Project", 2, s(5), False, "project"),
           (3, "Project", 2, s(6), False, "project"),
           (4, "Filter", 5, s(5), True, "join"),
           (5, "Scan ExistingRDD", 5, s(2), False, "read"),
           (6, "Filter", 5, s(5), True, "join"),
           (7, "BroadcastExchange", 5, s(5), True, "join"),
           (9, "BroadcastHashJoin", 5, s(5), False, "join"),
           (10, "Project", 5, s(5, 8), True, "project", AMB),
           (11, "HashAggregate", 5, s(8), False, "aggregate"),
           (12, "CollectLimit", 5, s(11), True, "limit")])

# ---- Chapter06/6.5 cache-and-persist.ipynb: measure_time (cell 2) collects; large_df (cell 3) cached (cell 4) -------------
NBL["dc_65_cached_groupby_collect"] = dict(
    dataframe="measure_time(results_df) (cell 7 line 2): query.collect() in measure_time (cell 2 line 6), the second "
              "such call; results_df = large_df.groupBy(\"ProductId\").agg({\"Id\": \"count\"}) (cell 7 line 1), "
              "large_df.cache() (cell 4 line 2), large_df.persist(StorageLevel.MEMORY_AND_DISK_DESER) (cell 5 line 2, "
              "no change: already cached), large_df = spark.range(0, 10000000).withColumn(\"date\", ...)"
              ".withColumn(\"ProductId\", ...) (cell 3 lines 3-5)",
    notes="Cell 6 is byte for byte cell 7 (the same query written twice in the notebook): both acceptable, "
          "true_lines cell 7's, that ran this collect. The cached relation: InMemoryRelation and InMemoryTableScan "
          "at the cache() line (the persist() an alt), Range and the two withColumn Projects under it at their "
          "lines. One partition (Range splits=1): no shuffle, one complete HashAggregate at the groupBy. The action is "
          "the collect inside measure_time, a helper cell shared by the notebook's two timings (6.4 and 6.7 define "
          "the same helper). ",
    nodes=[(1, "InMemoryTableScan", 4, s(2), False, "cache", alt((5, s(2)))),
           (2, "InMemoryRelation", 4, s(2), False, "cache", alt((5, s(2)))),
           (3, "Range", 3, s(3), False, "read"),
           (4, "Project", 3, s(4), False, "project"),
           (5, "Project", 3, s(5), False, "project"),
           (7, "HashAggregate", 7, s(1), False, "aggregate", {"true_lines": s(1)}, alt((6, s(1))))])

# ---- Chapter06/6.7 optimize-join-strategies.ipynb (cells 0-7 run; cell 9's nested-loop hint not) ------------------------
NBL["dc_67_no_aqe_smj_collect"] = dict(
    dataframe="measure_time(large_df.join(small_df, \"id\")) (cell 7 line 6; the collect in measure_time, cell 3 "
              "line 6, the seventh such call), after spark.conf.set(\"spark.sql.adaptive.enabled\", \"false\") and "
              "spark.conf.set(\"spark.sql.autoBroadcastJoinThreshold\", -1) (cell 7 lines 2-3); large_df = "
              "spark.range(0, 1000000).withColumn(\"value\", rand(seed=42)), small_df = spark.range(0, 10000)"
              ".withColumn(\"name\", ...) (cell 2 lines 3, 6)",
    notes="AQE and automatic broadcasts off: a sort-merge join, non-adaptive. Both sides are one partition already "
          "sorted by id (Range splits=1), so the join needs no Exchange and no Sort. The USING join's output Project "
          "derived at the join. Cell 5 line 2 runs the same join text with AQE on (a broadcast hash join): a "
          "look-alike with another plan, not an alt; cell 7 line 9 joins with broadcast(). Range and withColumn are on "
          "one line each. ",
    session="Cell 7 sets spark.sql.adaptive.enabled=false and spark.sql.autoBroadcastJoinThreshold=-1 before the join. ",
    nodes=[(1, "Range", 2, s(3), False, "read"),
           (2, "Project", 2, s(3), False, "project"),
           (3, "Range", 2, s(6), False, "read"),
           (4, "Project", 2, s(6), False, "project"),
           (5, "SortMergeJoin", 7, s(6), False, "join"),
           (6, "Project", 7, s(6), True, "join")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _, cell in CASES:
            spec = NBL.get(case_id)
            if spec is None:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file = PROGRAMS[program][0]
            where = f"cell {cell} line {line}" + (f" (call {occurrence})" if occurrence > 1 else "")
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where})",
                    "notes": spec["notes"] + SESSION + spec.get("session", "") + RUN,
                    "form": "ipynb", "source": SOURCE}
            symbol = file.removesuffix(".ipynb").replace("/", ".") + ".<module>"
            rows = notebook_rows(spec["nodes"], REPO, file, symbol)
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
