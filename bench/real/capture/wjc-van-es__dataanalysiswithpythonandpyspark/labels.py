"""Write each dawp_* case's case.json and gold.jsonl from the labels below, hand-written from the scripts and
the captured plans before any mapper run (the mapper was never run on these cases while they were built),
then check them with ../check_prefixed_cases.py dawp_.

    /work/main/.venv/bin/python bench/real/capture/wjc-van-es__dataanalysiswithpythonandpyspark/labels.py

A label: (node id, operator, [[first, last], ...], derived, kind), optionally followed by dicts of extra fields
(`ambiguous`, `true_lines`, and `in`: the enclosing function, for code that is not top-level). Spans are the
file's own line numbers; the symbol is the file's path from the repository root, dotted
(`src.Ch04.commercials.<module>`, `src.bankstatements.df_prep.sum_per_tegenrekening`). Where the same query is
written more than once in the same file, every copy is a span and `true_lines` names the one that ran
(bench/real/README.md); a look-alike in another file (Ch04/commercials.py and Ch05/commercials.py are byte for
byte the same) is never an alternative.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, SETTINGS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import script_case, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "fd047f4d638bdfd1bea4f423e06ea53dc71cc88d"
SESSION = ("Session: local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, "
           "AQE on (final plan, taken after the action ran). ")
RUN = ("Run: the script ran unchanged as __main__ (runpy) in a process of its own, from the folder its author runs it "
       "in (the script's folder; the repository's root for src/Ch14/data_prep.py), no arguments, PYTHONPATH=../ and "
       "CONDA_PREFIX set as the author's environment had them, the book's data/ folder stood in for by small generated "
       "files (bench/real/capture/wjc-van-es__dataanalysiswithpythonandpyspark/: capture.py, stub_env.py, make_data.py); "
       "its SparkSession.builder...getOrCreate() returned the capture's session. The query the action ran "
       "(limit(n+1) for show(n), groupBy().count() for count()) was collected again, then explained.")
AMB = {"ambiguous": True}


def twice(*spans):
    """The copy that ran, for a query written more than once in the file."""
    return {"true_lines": [list(s) for s in spans]}


def fn(name):
    """The enclosing function of the labelled code."""
    return {"in": name}


L: dict[str, dict] = {}

# ---- Chapters 2-3: the word count of Pride and Prejudice, written again in almost every file -------------------
L["dawp_words_nonull_show"] = dict(
    dataframe="words_nonull.show(15), line 34; words_nonull = words_clean.where(col(\"word\") != \"\") (31), words_clean = "
              "words_lower.select(regexp_extract(...)) (26-28), words_lower = words.select(lower(...)) (24), words = "
              "lines.select(explode(...)) (21), lines = book.select(split(...)) (18), book = spark.read.text(...) (16)",
    notes="The chain of Chapter 2 written one variable per step. The same steps, chained, fill Ch02/exo_2_*.py, "
          "Ch02/word_count_submit.py and every Ch03 file (look-alikes, never alternatives). The explode's inferred "
          "size/isnotnull Filter is derived at the explode; the lower and regexp_extract selects fold into one Project. ",
    nodes=[(1, "Scan text", [[16, 16]], False, "read"),
           (2, "Filter", [[21, 21]], True, "explode"),
           (3, "Project", [[18, 18]], False, "project"),
           (4, "Generate", [[21, 21]], False, "explode"),
           (5, "Filter", [[31, 31]], False, "filter"),
           (6, "Project", [[26, 28], [24, 24]], False, "project"),
           (7, "CollectLimit", [[34, 34]], True, "limit")])

L["dawp_word_rank_window"] = dict(
    dataframe="results.show(30, truncate=False), line 31; results = spark.read.text(...).select(split).select(explode)"
              ".select(lower).select(regexp_extract).where(...).groupby(\"word\").count().withColumn(\"index\", "
              "row_number().over(windowSpec)) (18-29), windowSpec = Window.orderBy(count desc, word) (17)",
    notes="The show's limit is pushed below the row_number window (a global order): one TakeOrderedAndProject sorts for "
          "the window and keeps the 31 rows, derived limit at the show with the window's lines. Ch02/exo_2_6.py (16-30) "
          "and Ch02/word_count_submit.py (22-35) hold the same chain with another window or path (look-alikes). The "
          "filtered frames of lines 36 and 42 are other queries. ",
    nodes=[(1, "Scan text", [[19, 19]], False, "read"),
           (2, "Filter", [[21, 21]], True, "explode"),
           (3, "Project", [[20, 20]], False, "project"),
           (4, "Generate", [[21, 21]], False, "explode"),
           (5, "Filter", [[24, 24]], False, "filter"),
           (6, "Project", [[22, 23]], False, "project"),
           (7, "HashAggregate", [[25, 26]], True, "aggregate"),
           (8, "Exchange", [[25, 26]], True, "aggregate"),
           (11, "HashAggregate", [[25, 26]], False, "aggregate"),
           (12, "TakeOrderedAndProject", [[31, 31], [28, 28], [17, 17]], True, "limit"),
           (13, "Window", [[28, 28]], False, "window")])

L["dawp_word_count_sort"] = dict(
    dataframe="results.orderBy(\"count\", ascending=False).show(10), line 29; results = spark.read.text(...)...groupby("
              "\"word\").count() (12-26)",
    notes="Ch03/word_count_submit.py holds the same lines 12-28 (the same query at its line 28) and Ch03/word_count.py "
          "the same query step by step: look-alikes in other files, never alternatives. orderBy + show is one "
          "TakeOrderedAndProject. ",
    nodes=[(1, "Scan text", [[17, 17]], False, "read"),
           (2, "Filter", [[19, 19]], True, "explode"),
           (3, "Project", [[18, 18]], False, "project"),
           (4, "Generate", [[19, 19]], False, "explode"),
           (5, "Filter", [[22, 22]], False, "filter"),
           (6, "Project", [[20, 21]], False, "project"),
           (7, "HashAggregate", [[23, 24]], True, "aggregate"),
           (8, "Exchange", [[23, 24]], True, "aggregate"),
           (11, "HashAggregate", [[23, 24]], False, "aggregate"),
           (12, "TakeOrderedAndProject", [[29, 29]], False, "limit")])

L["dawp_first_letter_vowels"] = dict(
    dataframe="print(words_starting_vowel.show()), line 40; words_starting_vowel = results.filter(isin(vowels))"
              ".select(sum(\"count\")) (37-39), results = spark.read.text(...)...select(substring(...)).groupby(...)"
              ".count().orderBy(...) (16-31)",
    notes="The vowel filter (38) is pushed below the count into the word filter of line 26 (one Filter, both spans); "
          "the lower, regexp_extract and substring selects fold into one Project; the orderBy (30) is optimized away. "
          "words_starting_consonant (43-45) negates the filter (another query). ",
    nodes=[(1, "Scan text", [[21, 21]], False, "read"),
           (2, "Filter", [[23, 23]], True, "explode"),
           (3, "Project", [[22, 22]], False, "project"),
           (4, "Generate", [[23, 23]], False, "explode"),
           (5, "Filter", [[26, 26], [38, 38]], False, "filter"),
           (6, "Project", [[27, 27], [24, 25]], False, "project"),
           (7, "HashAggregate", [[28, 29]], True, "aggregate"),
           (8, "Exchange", [[28, 29]], True, "aggregate"),
           (11, "HashAggregate", [[28, 29]], False, "aggregate"),
           (12, "HashAggregate", [[39, 39]], True, "aggregate"),
           (13, "Exchange", [[39, 39]], True, "aggregate"),
           (15, "HashAggregate", [[39, 39]], False, "aggregate")])

# ---- Chapters 4-5: the broadcast logs and their reference tables ------------------------------------------------
L["dawp_commercial_ratio"] = dict(
    dataframe="answer.show(1000, truncate=False), line 102; answer = full_log.groupby(\"LogIdentifierID\").agg(...)"
              ".withColumn(\"commercial_ratio\", ...).orderBy(...).fillna(0) (84-98); full_log = logs_and_channels.join("
              "cd_category, ...).join(cd_program_class, ...) (80-82), logs_and_channels = logs.join(log_identifier, ...) "
              "(78); log_identifier.where(PrimaryFG == 1) (76); logs.withColumn(\"duration_seconds\", ...) (67-74); "
              "reads 25-59",
    notes="src/Ch05/commercials.py is this file byte for byte (a look-alike in another folder, never an alternative); "
          "Ch05/listing_5.14.py and exo_5.*.py repeat the query with small changes. Broadcast joins (small reference "
          "tables). cd_category's select (44-48) is pruned to the join key. The commercial_ratio withColumn becomes "
          "the Project over the aggregate; orderBy + fillna + show are one TakeOrderedAndProject. Run with ANSI off: "
          "without a timestampFormat Spark 4 infers Duration (00:00:30.0000000) as a timestamp, and ANSI mode rejects "
          "the substr casts of it. ",
    nodes=[(1, "Scan csv", [[25, 30]], False, "read"),
           (2, "Filter", [[78, 78]], True, "join"),
           (3, "Project", [[67, 74], [65, 65]], False, "project"),
           (4, "Scan csv", [[32, 37]], False, "read"),
           (5, "Filter", [[76, 76], [78, 78]], False, "filter"),
           (6, "Project", [[78, 78], [32, 37]], True, "project", AMB),
           (7, "BroadcastExchange", [[78, 78]], True, "join"),
           (9, "BroadcastHashJoin", [[78, 78]], False, "join"),
           (10, "Project", [[78, 78]], True, "join"),
           (11, "Scan csv", [[39, 43]], False, "read"),
           (12, "Filter", [[80, 80]], True, "join"),
           (13, "BroadcastExchange", [[80, 80]], True, "join"),
           (15, "BroadcastHashJoin", [[80, 80]], False, "join"),
           (16, "Project", [[80, 80]], True, "join"),
           (17, "Scan csv", [[50, 54]], False, "read"),
           (18, "Filter", [[80, 81]], True, "join"),
           (19, "BroadcastExchange", [[80, 81]], True, "join"),
           (21, "BroadcastHashJoin", [[80, 81]], False, "join"),
           (22, "Project", [[80, 81]], True, "join"),
           (23, "HashAggregate", [[84, 93]], True, "aggregate"),
           (24, "Exchange", [[84, 93]], True, "aggregate"),
           (27, "HashAggregate", [[84, 93]], False, "aggregate"),
           (28, "Project", [[94, 95]], False, "project"),
           (29, "TakeOrderedAndProject", [[96, 98], [102, 102]], False, "limit")])

L["dawp_summary_duration"] = dict(
    dataframe="logs.select('duration_seconds').summary().show(), line 31; logs = spark.read.csv(...).drop(...)"
              ".withColumn(\"duration_seconds\", ...) (12-29)",
    notes="summary() plans as one aggregation of every statistic (count, mean, stddev, min, percentiles, max) and a "
          "Generate/Project that stacks them into rows: all of it is the summary() call of line 31. src/Ch05/checkpoint.py "
          "is this file byte for byte (a look-alike in another folder, never an alternative). ",
    nodes=[(1, "Scan csv", [[13, 19]], False, "read"),
           (2, "Project", [[21, 28], [31, 31]], False, "project"),
           (3, "ObjectHashAggregate", [[31, 31]], True, "aggregate"),
           (4, "Exchange", [[31, 31]], True, "aggregate"),
           (6, "ObjectHashAggregate", [[31, 31]], False, "aggregate"),
           (7, "Generate", [[31, 31]], True, "aggregate"),
           (8, "Project", [[31, 31]], True, "aggregate"),
           (9, "CollectLimit", [[31, 31]], True, "limit")])

L["dawp_sample_logs"] = dict(
    dataframe="logs_df.sample(fraction=0.0001).show(50, truncate=False), line 24; logs_df = spark.read.csv(...) (15-21)",
    notes="The same read opens Ch04/exo_4.4.py and listing_4.8.py (look-alikes). ",
    nodes=[(1, "Scan csv", [[15, 21]], False, "read"),
           (2, "Sample", [[24, 24]], False, "sample"),
           (3, "CollectLimit", [[24, 24]], True, "limit")])

L["dawp_csv_quote_total"] = dict(
    dataframe="total_df.show(), line 24; total_df = logs_df.agg(F.sum('Subtotal').alias('Total')) (22); logs_df = "
              "spark.read.csv(..., quote='$', ...).withColumn('Subtotal', ...) (11-17)",
    notes="Ch04/listing_4.2.py sums a createDataFrame the same way (a look-alike in another file). ",
    nodes=[(1, "Scan csv", [[11, 16]], False, "read"),
           (2, "Project", [[17, 17]], False, "project"),
           (3, "HashAggregate", [[22, 22]], True, "aggregate"),
           (4, "Exchange", [[22, 22]], True, "aggregate"),
           (6, "HashAggregate", [[22, 22]], False, "aggregate")])

L["dawp_full_log_joins_smj"] = dict(
    dataframe="full_log.show(20, truncate=False), line 69; full_log = logs_and_channels.join(cd_category, on='CategoryID', "
              "how='left').join(cd_program_class, on='ProgramClassID', how='left') (62-65), logs_and_channels = logs.join("
              "log_identifier, on='LogServiceID', how='inner') (60); reads 12-58",
    notes="Broadcast joins off: three sort-merge joins. The show's limit is pushed below each left outer join into its "
          "preserved side (LocalLimit, derived at the show). The same reads and joins open listing_5.11.py, listing_5.14.py "
          "and exo_5.*.py (look-alikes). ",
    nodes=[(1, "Scan csv", [[13, 19]], False, "read"),
           (2, "Filter", [[60, 60]], True, "join"),
           (3, "Project", [[21, 28], [20, 20]], False, "project"),
           (4, "Exchange", [[60, 60]], True, "join"),
           (7, "Sort", [[60, 60]], True, "join"),
           (8, "Scan csv", [[31, 36]], False, "read"),
           (9, "Filter", [[60, 60]], True, "join"),
           (10, "Exchange", [[60, 60]], True, "join"),
           (13, "Sort", [[60, 60]], True, "join"),
           (14, "SortMergeJoin", [[60, 60]], False, "join"),
           (15, "Project", [[60, 60]], True, "join"),
           (16, "LocalLimit", [[69, 69]], True, "limit"),
           (17, "Exchange", [[63, 63]], True, "join"),
           (20, "Sort", [[63, 63]], True, "join"),
           (21, "Scan csv", [[38, 42]], False, "read"),
           (22, "Filter", [[63, 63]], True, "join"),
           (23, "Project", [[43, 47]], False, "project"),
           (24, "Exchange", [[63, 63]], True, "join"),
           (27, "Sort", [[63, 63]], True, "join"),
           (28, "SortMergeJoin", [[63, 63]], False, "join"),
           (29, "Project", [[63, 63]], True, "join"),
           (30, "LocalLimit", [[69, 69]], True, "limit"),
           (31, "Exchange", [[64, 64]], True, "join"),
           (34, "Sort", [[64, 64]], True, "join"),
           (35, "Scan csv", [[49, 53]], False, "read"),
           (36, "Filter", [[64, 64]], True, "join"),
           (37, "Project", [[54, 58]], False, "project"),
           (38, "Exchange", [[64, 64]], True, "join"),
           (41, "Sort", [[64, 64]], True, "join"),
           (42, "SortMergeJoin", [[64, 64]], False, "join"),
           (43, "Project", [[64, 64]], True, "join"),
           (44, "CollectLimit", [[69, 69]], True, "limit")])

L["dawp_commercial_groups"] = dict(
    dataframe="duration_agg.groupby('commercial').agg(sum('commercial_duration'), sum('duration_total')).show("
              "truncate=False), lines 82-87; duration_agg = full_log.groupby(\"ProgramClassCD\", \"ProgramClass_Description\")"
              ".agg(...).withColumn('commercial', ...).withColumn('commercial_duration', ...).orderBy(...) (73-80); joins 60-65",
    notes="Two aggregation levels: by program class (74-76, the mean pruned; the commercial withColumn of 77 computed in "
          "its result) and by commercial (84-86); the orderBy of 79 is optimized away. The global aggregate of 88-92 is "
          "another query. Broadcast joins (small reference tables). ",
    nodes=[(1, "Scan csv", [[13, 19]], False, "read"),
           (2, "Filter", [[60, 60]], True, "join"),
           (3, "Project", [[21, 28], [20, 20]], False, "project"),
           (4, "Scan csv", [[31, 36]], False, "read"),
           (5, "Filter", [[60, 60]], True, "join"),
           (6, "BroadcastExchange", [[60, 60]], True, "join"),
           (8, "BroadcastHashJoin", [[60, 60]], False, "join"),
           (9, "Project", [[60, 60]], True, "join"),
           (10, "Scan csv", [[38, 42]], False, "read"),
           (11, "Filter", [[63, 63]], True, "join"),
           (12, "BroadcastExchange", [[63, 63]], True, "join"),
           (14, "BroadcastHashJoin", [[63, 63]], False, "join"),
           (15, "Project", [[63, 63]], True, "join"),
           (16, "Scan csv", [[49, 53]], False, "read"),
           (17, "Filter", [[64, 64]], True, "join"),
           (18, "Project", [[54, 58]], False, "project"),
           (19, "BroadcastExchange", [[64, 64]], True, "join"),
           (21, "BroadcastHashJoin", [[64, 64]], False, "join"),
           (22, "Project", [[64, 64]], True, "join"),
           (23, "HashAggregate", [[74, 76]], True, "aggregate"),
           (24, "Exchange", [[74, 76]], True, "aggregate"),
           (27, "HashAggregate", [[74, 76], [77, 77]], False, "aggregate"),
           (28, "Project", [[78, 78]], False, "project"),
           (29, "HashAggregate", [[84, 86]], True, "aggregate"),
           (30, "Exchange", [[84, 86]], True, "aggregate"),
           (33, "HashAggregate", [[84, 86]], False, "aggregate")])

L["dawp_answer_call_signs"] = dict(
    dataframe="answer_plus.show(1000, truncate=False), line 125; answer_plus = answer.join(call_signs, on='LogIdentifierID', "
              "how='left_outer').select(...).orderBy(...).fillna('').fillna(0) (116-121); call_signs = spark.read...csv(...)"
              ".drop('UndertakingNO') (102-111); answer = full_log.groupby(...).agg(...).withColumn(...).orderBy(...) (80-96); "
              "joins 66-71; reads 12-64",
    notes="Broadcast joins (small tables). The commercial_ratio withColumn (91-94) is computed in the aggregate's "
          "result; answer's orderBy (95) is optimized away; orderBy + fillna + show are one TakeOrderedAndProject. "
          "Ch05/exo_5.6.py, exo_5.7.py and listing_5.14.py repeat lines 1-100 with small changes (look-alikes). ",
    nodes=[(1, "Scan csv", [[12, 21]], False, "read"),
           (2, "Filter", [[66, 66]], True, "join"),
           (3, "Project", [[23, 30], [22, 22]], False, "project"),
           (4, "Scan csv", [[33, 42]], False, "read"),
           (5, "Filter", [[66, 66]], True, "join"),
           (6, "BroadcastExchange", [[66, 66]], True, "join"),
           (8, "BroadcastHashJoin", [[66, 66]], False, "join"),
           (9, "Project", [[66, 66]], True, "join"),
           (10, "Scan csv", [[44, 48]], False, "read"),
           (11, "Filter", [[69, 69]], True, "join"),
           (12, "BroadcastExchange", [[69, 69]], True, "join"),
           (14, "BroadcastHashJoin", [[69, 69]], False, "join"),
           (15, "Project", [[69, 69]], True, "join"),
           (16, "Scan csv", [[55, 59]], False, "read"),
           (17, "Filter", [[70, 70]], True, "join"),
           (18, "BroadcastExchange", [[70, 70]], True, "join"),
           (20, "BroadcastHashJoin", [[70, 70]], False, "join"),
           (21, "Project", [[70, 70]], True, "join"),
           (22, "HashAggregate", [[81, 90]], True, "aggregate"),
           (23, "Exchange", [[81, 90]], True, "aggregate"),
           (26, "HashAggregate", [[81, 90], [91, 94]], False, "aggregate"),
           (27, "Scan csv", [[102, 111]], False, "read"),
           (28, "Filter", [[116, 116]], True, "join"),
           (29, "BroadcastExchange", [[116, 116]], True, "join"),
           (31, "BroadcastHashJoin", [[116, 116]], False, "join"),
           (32, "Project", [[117, 117], [116, 116]], False, "project"),
           (33, "TakeOrderedAndProject", [[118, 120], [125, 125]], False, "limit")])

L["dawp_ratio_histogram_smj"] = dict(
    dataframe="df_histogram_buckets.show(), line 113; df_histogram_buckets = answer.groupby('commercial_ratio').count()"
              ".alias('number_of_channels').orderBy('commercial_ratio', ascending=False) (105-111); answer = full_log.groupby("
              "\"LogIdentifierID\").agg(...).withColumn(\"commercial_ratio\", round(...)).orderBy(...).fillna(0) (80-99); "
              "joins 66-71; reads 12-64",
    notes="Broadcast joins off: three sort-merge joins. The rounded ratio (91-96) and fillna (98) are computed in the "
          "first aggregate's result; answer's orderBy (97) is optimized away; the second aggregation is the histogram "
          "(107-108), whose orderBy + show are one TakeOrderedAndProject. Look-alikes: exo_5.5.py, exo_5.6.py, "
          "listing_5.14.py. ",
    nodes=[(1, "Scan csv", [[12, 21]], False, "read"),
           (2, "Filter", [[66, 66]], True, "join"),
           (3, "Project", [[23, 30], [22, 22]], False, "project"),
           (4, "Exchange", [[66, 66]], True, "join"),
           (7, "Sort", [[66, 66]], True, "join"),
           (8, "Scan csv", [[33, 42]], False, "read"),
           (9, "Filter", [[66, 66]], True, "join"),
           (10, "Exchange", [[66, 66]], True, "join"),
           (13, "Sort", [[66, 66]], True, "join"),
           (14, "SortMergeJoin", [[66, 66]], False, "join"),
           (15, "Project", [[66, 66]], True, "join"),
           (16, "Exchange", [[69, 69]], True, "join"),
           (19, "Sort", [[69, 69]], True, "join"),
           (20, "Scan csv", [[44, 48]], False, "read"),
           (21, "Filter", [[69, 69]], True, "join"),
           (22, "Exchange", [[69, 69]], True, "join"),
           (25, "Sort", [[69, 69]], True, "join"),
           (26, "SortMergeJoin", [[69, 69]], False, "join"),
           (27, "Project", [[69, 69]], True, "join"),
           (28, "Exchange", [[70, 70]], True, "join"),
           (31, "Sort", [[70, 70]], True, "join"),
           (32, "Scan csv", [[55, 59]], False, "read"),
           (33, "Filter", [[70, 70]], True, "join"),
           (34, "Exchange", [[70, 70]], True, "join"),
           (37, "Sort", [[70, 70]], True, "join"),
           (38, "SortMergeJoin", [[70, 70]], False, "join"),
           (39, "Project", [[70, 70]], True, "join"),
           (40, "HashAggregate", [[81, 90]], True, "aggregate"),
           (41, "Exchange", [[81, 90]], True, "aggregate"),
           (44, "HashAggregate", [[81, 90], [91, 96], [98, 98]], False, "aggregate"),
           (45, "HashAggregate", [[107, 108]], True, "aggregate"),
           (46, "Exchange", [[107, 108]], True, "aggregate"),
           (49, "HashAggregate", [[107, 108]], False, "aggregate"),
           (50, "TakeOrderedAndProject", [[110, 110], [113, 113]], False, "limit")])

# ---- Chapter 6: TVmaze show documents ---------------------------------------------------------------------------
L["dawp_tabular_episodes"] = dict(
    dataframe="tabular_episodes.show(truncate=False), line 91; tabular_episodes = exploded_episodes.withColumn(...) x5"
              ".drop('episodes') (80-87), exploded_episodes = df_sil_val.withColumn(\"episodes\", ...).drop(\"_embedded\")"
              ".select(explode(...)) (71-76), df_sil_val = spark.read.json(..., schema=embedded_schema, ...) (55-56)",
    notes="The explode's inferred size/isnotnull Filter is derived at the explode. The same steps without a schema are "
          "Ch06/listing_6.14_6.15_create_tabular_episodes.py (41-66) and the function create_tabular_from_shows of "
          "Ch06/create_tabular_episodes_from_multiple_json_files.py (look-alikes in other files). ",
    nodes=[(1, "Scan json", [[55, 56]], False, "read"),
           (2, "Filter", [[75, 75]], True, "explode"),
           (3, "Project", [[71, 74]], False, "project"),
           (4, "Generate", [[75, 75]], False, "explode"),
           (5, "Project", [[81, 86]], False, "project"),
           (6, "CollectLimit", [[91, 91]], True, "limit")])

L["dawp_squares_map"] = dict(
    dataframe="map_exo6_8.show(truncate=False), line 21; map_exo6_8 = df_exo6_8.select(struct(...)).agg(collect_list(...))"
              ".select(map_from_entries(...)) (15-19), df_exo6_8 = spark.createDataFrame(...) (10)",
    notes="The map_from_entries select (18) is computed in the final aggregate's result. ",
    nodes=[(1, "Scan ExistingRDD", [[10, 10]], False, "read"),
           (2, "Project", [[16, 16]], False, "project"),
           (3, "ObjectHashAggregate", [[17, 17]], True, "aggregate"),
           (4, "Exchange", [[17, 17]], True, "aggregate"),
           (6, "ObjectHashAggregate", [[17, 18]], False, "aggregate")])

L["dawp_collect_episodes"] = dict(
    dataframe="df_collected.show(truncate=False, n=5), line 71; df_collected = df_exploded_episodes.groupby(\"show_name\")"
              ".agg(collect_list(\"episode\")) (67), df_exploded_episodes = df_sil_val.select(col(\"name\").alias(...), "
              "explode(\"_embedded.episodes\").alias(\"episode\")) (45-48), df_sil_val = spark.read.json(...) (29)",
    notes="The same read and explode are in Ch06/listing_6.25.py and listing_6.21.py (look-alikes). ",
    nodes=[(1, "Scan json", [[29, 29]], False, "read"),
           (2, "Generate", [[46, 46]], False, "explode"),
           (3, "Project", [[45, 45]], False, "project"),
           (4, "ObjectHashAggregate", [[67, 67]], True, "aggregate"),
           (5, "Exchange", [[67, 67]], True, "aggregate"),
           (8, "ObjectHashAggregate", [[67, 67]], False, "aggregate")])

L["dawp_posexplode_map"] = dict(
    dataframe="df_expl_episode_ids_names.show(truncate=False), line 56; df_expl_episode_ids_names = df_episode_ids_names"
              ".select(posexplode(\"col_episode_id_name\").alias(...)) (51-53), df_episode_ids_names = df_sil_val.select("
              "map_from_arrays(...)) (43-46), df_sil_val = spark.read.json(...) (29)",
    notes="The posexplode's inferred size/isnotnull Filter (over the map) is derived at the posexplode. ",
    nodes=[(1, "Scan json", [[29, 29]], False, "read"),
           (2, "Filter", [[52, 52]], True, "explode"),
           (3, "Project", [[43, 46]], False, "project"),
           (4, "Generate", [[51, 53]], False, "explode"),
           (5, "CollectLimit", [[56, 56]], True, "limit")])

L["dawp_airdate_min_max"] = dict(
    dataframe="df_min_max.show(truncate=False), line 68; df_min_max = df_episode_dates.groupby(...).agg(min, max)"
              ".withColumn('duration in days', datediff(...)).orderBy(...) (62-66), df_episode_dates = df_three_shows.select("
              "..., explode(...airdate)) (57-58), df_three_shows = spark.read.json('*.json', schema=summary_schema, ...) (46-47)",
    notes="The same frame is shown again at line 71 (a span; 66 and 68 in true_lines). The nested-field Project under "
          "the explode takes only the airdates out of the episodes (column pruning: derived, at the explode and the "
          "read). sol6_6 (76-81) answers the same question another way (another query). ",
    nodes=[(1, "Scan json", [[46, 47]], False, "read"),
           (2, "Filter", [[58, 58]], True, "explode"),
           (3, "Project", [[57, 58], [46, 47]], True, "project", AMB),
           (4, "Generate", [[57, 58]], False, "explode"),
           (5, "HashAggregate", [[62, 64]], True, "aggregate"),
           (6, "Exchange", [[62, 64]], True, "aggregate"),
           (9, "HashAggregate", [[62, 64]], False, "aggregate"),
           (10, "Project", [[65, 65]], False, "project"),
           (11, "TakeOrderedAndProject", [[66, 66], [68, 68], [71, 71]], False, "limit", twice((66, 66), (68, 68)))])

_SHOWS = "create_tabular_from_shows"
L["dawp_episode_count_fn"] = dict(
    dataframe="episodes.count() in create_tabular_from_shows, line 60, for the first file of the loop (81-85: "
              "shows-silicon-valley.json); episodes = shows_clean.select(explode(...)).withColumn('show', lit(name)) (56-57), "
              "shows_clean = df_shows.withColumn(\"episodes\", ...).drop(\"_embedded\") (46-48); df_shows = create_df(file): "
              "spark.read.json(file_path, multiLine=True) (29)",
    notes="Functions called in a loop over the show files: the count of line 60 runs once per file (the first is "
          "captured). The read is in create_df, the rest in create_tabular_from_shows. The nested-field Project under the "
          "explode keeps only the episode ids (column pruning for the count); the empty Project is the count's pruning. "
          "Look-alikes: Ch06/listing_6.14_6.15_create_tabular_episodes.py, create_tabular_df_with_def_schema.py. ",
    nodes=[(1, "Scan json", [[29, 29]], False, "read", fn("create_df")),
           (2, "Filter", [[56, 56]], True, "explode", fn(_SHOWS)),
           (3, "Project", [[46, 48], [56, 56]], True, "project", AMB, fn(_SHOWS)),
           (4, "Generate", [[56, 56]], False, "explode", fn(_SHOWS)),
           (5, "Project", [[60, 60], [56, 57]], True, "project", AMB, fn(_SHOWS)),
           (6, "HashAggregate", [[60, 60]], True, "aggregate", fn(_SHOWS)),
           (7, "Exchange", [[60, 60]], True, "aggregate", fn(_SHOWS)),
           (9, "HashAggregate", [[60, 60]], False, "aggregate", fn(_SHOWS))])

# ---- Chapter 7: SQL over the periodic table -------------------------------------------------------------------
L["dawp_liquid_period_sql"] = dict(
    dataframe="spark.sql(f'''select period, count(*) from {table_name} where phase=\"liq\" group by period''').show(5), "
              "lines 51-58, over elements.createOrReplaceTempView(table_name) (43), elements = spark.read.csv(...) (28-34)",
    notes="The same query is written with the DataFrame API at line 37 (elements.where(...).groupby(\"period\").count()"
          ".show()): a span, the SQL in true_lines. Ch07/listing_7.1_7.2.py (21) and more_periodic_table.py (49) repeat "
          "that DataFrame line (look-alikes in other files). The show's limit was dropped by adaptive execution. ",
    form="sql-string",
    nodes=[(1, "Scan csv", [[28, 34], [54, 54]], False, "read"),
           (2, "Filter", [[55, 55], [37, 37]], False, "filter", twice((55, 55))),
           (3, "Project", [[56, 56], [53, 53], [37, 37], [28, 34]], True, "project",
            {**AMB, **twice((56, 56), (53, 53), (28, 34))}),
           (4, "HashAggregate", [[56, 56], [53, 53], [37, 37]], True, "aggregate", twice((56, 56), (53, 53))),
           (5, "Exchange", [[56, 56], [53, 53], [37, 37]], True, "aggregate", twice((56, 56), (53, 53))),
           (8, "HashAggregate", [[56, 56], [53, 53], [37, 37]], False, "aggregate", twice((56, 56), (53, 53)))])

_RC = [[53, 53], [61, 61], [62, 62], [63, 63]]
L["dawp_radioactive_count_sql"] = dict(
    dataframe="spark.sql(f'''select count(*) from {table_name} where radioactive is not null''').show(), lines 51-57, "
              "over elements.createOrReplaceTempView(table_name) (43), elements = spark.read.csv(...) (28-34)",
    notes="The file counts the same rows three more times with the DataFrame API: where(string).select(...).count() (61), "
          "where(isNotNull()).count() (62) and where(isNotNull()).groupby().count().show() (63), all the same plan: spans, "
          "the SQL in true_lines. ",
    form="sql-string",
    nodes=[(1, "Scan csv", [[28, 34], [54, 54]], False, "read"),
           (2, "Filter", [[55, 55], *_RC[1:]], False, "filter", twice((55, 55))),
           (3, "Project", [*_RC, [28, 34]], True, "project", {**AMB, **twice((53, 53), (28, 34))}),
           (4, "HashAggregate", _RC, True, "aggregate", twice((53, 53))),
           (5, "Exchange", _RC, True, "aggregate", twice((53, 53))),
           (7, "HashAggregate", _RC, False, "aggregate", twice((53, 53)))])

L["dawp_radioactive_sql"] = dict(
    dataframe="spark.sql(f'''select AtomicNumber, Element, Symbol, Period, Group, Radioactive from {table_name} where "
              "radioactive is not null''').show(37), lines 66-72, over the view of line 43, elements = spark.read.csv(...) (28-34)",
    notes="The select list is pruned into the scan (no Project). ",
    form="sql-string",
    nodes=[(1, "Scan csv", [[28, 34], [69, 69]], False, "read"),
           (2, "Filter", [[70, 70]], False, "filter"),
           (3, "CollectLimit", [[72, 72]], True, "limit")])

L["dawp_discovery_order_sql"] = dict(
    dataframe="df_pt_in_order_of_discovery.show(10, truncate=False), line 76; df_pt_in_order_of_discovery = spark.sql("
              "'''select ..., case Discoverer when ... end as Era from elements order by Era, Year, AtomicNumber''') (55-75), "
              "over elements.createOrReplaceTempView(\"elements\") (51), elements = spark.read.csv(...) (40-46)",
    notes="order by + show are one TakeOrderedAndProject. ",
    form="sql-string",
    nodes=[(1, "Scan csv", [[40, 46], [72, 72]], False, "read"),
           (2, "Project", [[57, 71]], False, "project"),
           (3, "TakeOrderedAndProject", [[73, 73], [76, 76]], False, "limit")])

L["dawp_group_nulls_last_sql"] = dict(
    dataframe="df_pt_in_order_of_group.show(20, truncate=False), line 101; df_pt_in_order_of_group = spark.sql('''select "
              "... from elements order by Group NULLS LAST, AtomicNumber''') (84-100), over the view of line 51, elements = "
              "spark.read.csv(...) (40-46)",
    notes="order by + show are one TakeOrderedAndProject; the Project reorders the scanned columns into the select "
          "list's order. ",
    form="sql-string",
    nodes=[(1, "Scan csv", [[40, 46], [95, 95]], False, "read"),
           (2, "Project", [[86, 94]], False, "project"),
           (3, "TakeOrderedAndProject", [[96, 98], [101, 101]], False, "limit")])

# ---- Chapter 14 and the reader's own bank statements -------------------------------------------------------------
L["dawp_dessert_udf_count"] = dict(
    dataframe="num_rows = food.count(), line 109; food: spark.read.csv(\"./data/recipes/epi_r.csv\", ...) (18-20), toDF(...) "
              "(40), where(...) (45-48), dropna(how=\"all\", ...) (70-73), dropna(subset=TARGET_COLUMN) (75), then for rating "
              "and calories where(is_a_number(col)) (89) and a cast (90); is_a_number = @F.udf (77-85)",
    notes="Run from the repository's root (the book's ./data path). The where and both dropna are one Filter; both "
          "calls of the Python UDF (the loop at 88-90 runs line 89 twice) are one ArrowEvalPython, accepted at the call "
          "and the @F.udf/def lines; the casts are pruned by the count. The data's rating and calories hold a few "
          "words, as the real file does, so they read as strings. ",
    nodes=[(1, "Scan csv", [[18, 20]], False, "read"),
           (2, "Filter", [[45, 48], [70, 73], [75, 75]], False, "filter"),
           (3, "ArrowEvalPython", [[89, 89], [77, 78]], False, "udf"),
           (4, "Filter", [[89, 89]], False, "filter"),
           (5, "Project", [[109, 109], [89, 89]], True, "project", AMB),
           (6, "HashAggregate", [[109, 109]], True, "aggregate"),
           (7, "Exchange", [[109, 109]], True, "aggregate"),
           (9, "HashAggregate", [[109, 109]], False, "aggregate")])

_SUM = "sum_per_tegenrekening"
L["dawp_bank_sum_per_account"] = dict(
    dataframe="df2.show(25) in main, line 118; df2 = sum_per_tegenrekening(df) (116): in_df.groupBy(...).agg({'Bedrag': "
              "'sum'}).withColumn(\"Totaal\", round(...)).drop(...).orderBy(\"Totaal\") (97-101); df = produce_df_for_year(year) "
              "(114): spark.read.format(\"csv\")...load(path) (37-40) and create_bedrag_column(raw_df): withColumn x3, drop x2 (78-85)",
    notes="Run from src/bankstatements with no argument (year 2022), MY_IBAN and BANK_ROOT_DIR set as the author's "
          "project.env sets them, naming a generated statement. Every step is in its own function: the read in "
          "produce_df_for_year, the column fixes in create_bedrag_column, the aggregate in sum_per_tegenrekening, the "
          "show in main. The Totaal withColumn (99) is computed in the aggregate's result; orderBy + show are one "
          "TakeOrderedAndProject (labelled in sum_per_tegenrekening, with main's show line as a second span). ",
    nodes=[(1, "Scan csv", [[37, 40]], False, "read", fn("produce_df_for_year")),
           (2, "Project", [[79, 80]], False, "project", fn("create_bedrag_column")),
           (3, "Project", [[81, 84]], False, "project", fn("create_bedrag_column")),
           (4, "HashAggregate", [[97, 98]], True, "aggregate", fn(_SUM)),
           (5, "Exchange", [[97, 98]], True, "aggregate", fn(_SUM)),
           (8, "HashAggregate", [[97, 98], [99, 99]], False, "aggregate", fn(_SUM)),
           (9, "TakeOrderedAndProject", [[101, 101], [118, 118]], False, "limit", fn(_SUM))])


def symbol_of(script: str, extra: list[dict]) -> str:
    where = next((e["in"] for e in extra if "in" in e), "<module>")
    return script.removesuffix(".py").replace("/", ".") + "." + where


def rows_of(case_id: str, script: str) -> list[dict]:
    rows = []
    for nid, op, lines, derived, kind, *extra in L[case_id]["nodes"]:
        row = {"node_id": nid, "operator": op, "file": script, "lines": lines, "symbol": symbol_of(script, extra),
               "derived": derived, "kind": kind, "ambiguous": False}
        for more in extra:
            row.update({k: v for k, v in more.items() if k != "in"})
        rows.append(row)
    return rows


def main() -> int:
    def cases():
        for case_id, part, script, line, action in CASES:
            rows = rows_of(case_id, script)
            case = script_case(L[case_id], script, line, action, SETTINGS.get(script),
                               slug="wjc-van-es__dataanalysiswithpythonandpyspark", commit=COMMIT, session=SESSION, run=RUN, source="wjc-van-es/DataAnalysisWithPythonAndPySpark")
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
