"""Write each ec_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/ercan-pyspark/labels.py

Script labels: N(node id, operator, spans, derived, kind, fn=..., amb=..., true=..., alt=...): spans are the script's
own line numbers; `fn` the enclosing function (None: top-level code, `<module>`); the symbol is the file's path from
the repository root, dotted, then the function (`udemy-course.Advanced Examples.DFmovie-similarities.
computeCosineSimilarity`); `alt` other places in the same file under another symbol, (spans, fn) each.
Notebook labels: (node id, operator, cell, spans, derived, kind, {extra}...), `cell` 0-based among all the notebook's
cells, spans lines inside it; `file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; symbol the
notebook path dotted, then `<module>` (`freecodecamp.filter_operations.<module>`); an extra may hold `alt`: other
places in the same notebook, (cell, spans) each, or `ambiguous`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO, SETTINGS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "51cb37907b1e949a4643962f93aefa4428d889df"
SOURCE = "ercan5535/PySpark-Exercises"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 for the driver. ")
RUN_SCRIPT = ("Run: bench/real/capture/ercan-pyspark/capture.py: the script ran unchanged with spark-submit from "
              "udemy-course/ of a scratch copy of the laid-out repository, as the course runs it; its Windows paths "
              "(\"datasets\\\\...\") read the repository's own data files through a local-file-system stand-in that "
              "reads backslashes as separators, as Hadoop does on Windows; the plan is the one the action ran, written "
              "by a query-execution listener after it ran (the final adaptive plan where there is one); event_log.json "
              "from the same run.")
RUN_NB = ("Run: bench/real/capture/ercan-pyspark/capture.py: the notebook ran unchanged, cell by cell, as a "
          "spark-submit driver (../databricks-cookbook/nbdriver.py) from freecodecamp/ of a scratch copy of the "
          "laid-out repository, reading the repository's own csv files beside it; the plan is the one the action ran, "
          "written by a query-execution listener after it ran (the final adaptive plan where there is one); "
          "event_log.json from the same run.")
SHOW = ("show(): the toprettystring Project and CollectLimit derived at the show; where an aggregate or a user's "
        "select carries the toprettystring it is labelled at the user's call; sort + show (or take) run as one "
        "TakeOrderedAndProject (kind sort) at the sort and the action. ")
AGG = ("groupBy/agg as a HashAggregate pair: the partial level and its Exchange derived at the groupBy/agg, the last "
       "level not. ")
JOIN = ("Join: the BroadcastExchange (or hash Exchanges and Sorts) and the inferred isnotnull Filters derived at the "
        "join; the join node not. ")
SPLIT = ("randomSplit: the Sample at the randomSplit call (kind sample) and the local Sort Spark adds before it (to "
         "make the split deterministic) derived there; the Sample's bounds are the split the code keeps. ")
CACHE = "Cache: InMemoryTableScan and InMemoryRelation at the cache() call (kind cache); the cached plan's nodes at their own calls. "


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, fn=None, amb=False, true=None, alt=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, fn, amb, true, alt))


def script_rows(nodes, file: str) -> list[dict]:
    base = file[:-3].replace("/", ".")
    rows = []
    for nid, op, spans, derived, kind, fn, amb, true, alt in nodes:
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": f"{base}.{fn or '<module>'}",
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        if alt:
            row["alt"] = [{"file": file, "lines": sp, "symbol": f"{base}.{f or '<module>'}"} for sp, f in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


def n(nid, op, cell, spans, derived, kind, *extra):
    return (nid, op, cell, spans, derived, kind, *extra)


AMB = {"ambiguous": True}


def alt(*places):
    return {"alt": list(places)}


L: dict[str, dict] = {}

# ---- udemy-course/Spark SQL-Dataframes Basics ------------------------------------------------------------------
L["ec_friends_by_age_round_avg_sorted_show"] = dict(
    dataframe="friendsByAge.groupBy(\"age\").agg(func.round(func.avg(\"friends\"), 2).alias(\"friends_avg\")).sort(\"age\")"
              ".show() (line 21), friendsByAge = lines.select(\"age\", \"friends\") (9), lines = spark.read...csv(...) (5-6)",
    notes="The same groupBy(\"age\") average is written four times in the file (12, 15, 18, 21), each its own query "
          "(another plan: no sort, no round, no alias). The select only prunes the scan's columns (no Project): the "
          "scan accepts the read and the select. " + AGG + SHOW,
    nodes=[N(1, "Scan csv", s((5, 6), 9), False, "read"),
           N(2, "HashAggregate", s(21), True, "aggregate"),
           N(3, "Exchange", s(21), True, "aggregate"),
           N(6, "HashAggregate", s(21), False, "aggregate"),
           N(7, "TakeOrderedAndProject", s(21), False, "sort")])

L["ec_min_temp_fahrenheit_sorted_collect"] = dict(
    dataframe="minTempsByStationF.collect() (line 33), minTempsByStationF = minTempsByStation.withColumn(\"temperature\", "
              "func.round(...)).select(\"stationID\", \"temperature\").sort(\"temperature\") (26-28), minTempsByStation = "
              "stationTemps.groupBy(\"stationID\").min(\"temperature\") (22), stationTemps = minTemps.select(...) (19), "
              "minTemps = df.filter(df.measure_type == \"TMIN\") (16), df = spark.read.schema(schema).csv(...) (12)",
    notes="The filter is pushed into the scan (PushedFilters): the scan accepts the read and the filter. The withColumn "
          "and select of 26-28 fold into the final aggregate's results (round(min(temperature) ...) AS temperature). "
          "The global sort: a range-partitioning Exchange (derived) and a Sort at the sort call (28). Lines 23 and 30 "
          "show prefixes of this query (other plans). " + AGG,
    nodes=[N(1, "Scan csv", s(12, 16), False, "read"),
           N(2, "Filter", s(16), False, "filter"),
           N(3, "Project", s(19), False, "project"),
           N(4, "HashAggregate", s(22), True, "aggregate"),
           N(5, "Exchange", s(22), True, "aggregate"),
           N(8, "HashAggregate", s(22, (26, 28)), False, "aggregate"),
           N(9, "Exchange", s(28), True, "sort"),
           N(12, "Sort", s(28), False, "sort")])

L["ec_spark_sql_cached_groupby_orderby_show"] = dict(
    dataframe="schemaPeople.groupBy(\"age\").count().orderBy(\"age\").show() (line 26), schemaPeople = "
              "spark.createDataFrame(people).cache() (15), people = lines.map(mapper) (12) over sc.textFile(...) (11)",
    notes="The DataFrame is built from an RDD of Rows and cached in one statement (15): Scan ExistingRDD "
          "(createDataFrame) under the InMemoryRelation, both on line 15. " + CACHE + AGG + SHOW,
    nodes=[N(1, "InMemoryTableScan", s(15), False, "cache"),
           N(2, "InMemoryRelation", s(15), False, "cache"),
           N(3, "Scan ExistingRDD", s(15), False, "read"),
           N(5, "HashAggregate", s(26), True, "aggregate"),
           N(6, "Exchange", s(26), True, "aggregate"),
           N(9, "HashAggregate", s(26), False, "aggregate"),
           N(10, "TakeOrderedAndProject", s(26), False, "sort")])

L["ec_spark_sql_cached_teenagers_collect"] = dict(
    form="sql-string",
    dataframe="teenagers.collect() (line 22), teenagers = spark.sql(\"SELECT * FROM people_table WHERE age >= 13 and age <= "
              "19\") (19) over the view people_table (16) of schemaPeople = spark.createDataFrame(people).cache() (15)",
    notes="The SQL's WHERE is a Filter over the cache, its predicates also pushed into the InMemoryTableScan (which "
          "accepts the cache() line and the SQL). The view (16) only names the cached DataFrame. " + CACHE,
    nodes=[N(1, "InMemoryTableScan", s(15, 19), False, "cache"),
           N(2, "InMemoryRelation", s(15), False, "cache"),
           N(3, "Scan ExistingRDD", s(15), False, "read"),
           N(4, "Filter", s(19), False, "filter")])

L["ec_spark_dataframe_groupby_count_show"] = dict(
    dataframe="people.groupBy(\"age\").count().show() (line 17), people = spark.read.option(\"header\", \"true\")"
              ".option(\"inferSchema\", \"true\").csv(...) (5)",
    notes="spark-sql.py line 26 runs the same groupBy(\"age\").count() (with an orderBy) over a cached RDD-built "
          "DataFrame: a look-alike in another file. The final aggregate carries the show's toprettystring; the "
          "CollectLimit is the show's. " + AGG + SHOW,
    nodes=[N(1, "Scan csv", s(5), False, "read"),
           N(2, "HashAggregate", s(17), True, "aggregate"),
           N(3, "Exchange", s(17), True, "aggregate"),
           N(6, "HashAggregate", s(17), False, "aggregate"),
           N(7, "CollectLimit", s(17), True, "limit")])

L["ec_word_count_sorted_show"] = dict(
    dataframe="wordCountsSorted.show() (line 23), wordCountsSorted = wordCounts.sort(func.desc(\"count\")) (20), wordCounts = "
              "lowercaseWords.groupBy(\"word\").count() (16), lowercaseWords = words.select(func.lower(words.word)...) (13), "
              "words = inputDF.select(func.explode(func.split(inputDF.value, \"\\\\W+\")).alias(\"word\")) (9), inputDF = "
              "spark.read.text(...) (6)",
    notes="words.filter(words.word != \"\") (10) discards its result: no Filter in the plan. The explode is a Generate "
          "(kind explode) at its select; lower() a Project at its select. Line 17 shows the same aggregate unsorted "
          "(another plan). The RDD Basics word-count.py is the RDD twin. " + AGG + SHOW,
    nodes=[N(1, "Scan text", s(6), False, "read"),
           N(2, "Generate", s(9), False, "explode"),
           N(3, "Project", s(13), False, "project"),
           N(4, "HashAggregate", s(16), True, "aggregate"),
           N(5, "Exchange", s(16), True, "aggregate"),
           N(8, "HashAggregate", s(16), False, "aggregate"),
           N(9, "TakeOrderedAndProject", s(20, 23), False, "sort")])

# ---- udemy-course/Advanced Examples -----------------------------------------------------------------------------
L["ec_most_popular_movie_udf_show"] = dict(
    dataframe="SortedMoviesWithNames.show(10, False) (line 42), SortedMoviesWithNames = moviesWithNames.orderBy(func.desc("
              "\"count\")) (40), moviesWithNames = TopMovies.withColumn(\"movieTitle\", lookupNameUDF(func.col(\"movieID\"))) "
              "(38), lookupNameUDF = func.udf(lookupName) (35, def lookupName 32-33), TopMovies = moviesDF.groupBy("
              "\"movieID\").count() (29), moviesDF = spark.read...csv(\"datasets\\\\ml-100k\\\\u.data\") (26)",
    notes="The Python UDF runs in an ArrowEvalPython (Spark 4's default for a plain udf) at its call (38), the udf(...) "
          "definition (35) and the function (32-33) accepted; the withColumn's Project attaches its result. "
          "orderBy + show(10) as one TakeOrderedAndProject. " + AGG + SHOW,
    nodes=[N(1, "Scan csv", s(26), False, "read"),
           N(2, "HashAggregate", s(29), True, "aggregate"),
           N(3, "Exchange", s(29), True, "aggregate"),
           N(6, "HashAggregate", s(29), False, "aggregate"),
           N(7, "ArrowEvalPython", s(38, 35, (32, 33)), False, "udf"),
           N(8, "Project", s(38), False, "project"),
           N(9, "TakeOrderedAndProject", s(40, 42), False, "sort")])

CCS = "computeCosineSimilarity"
L["ec_movie_similarities_cached_take"] = dict(
    dataframe="filteredResults.sort(func.col(\"score\").desc()).take(10) (line 85), filteredResults = "
              "moviePairSimilarities.filter(...) (80-82), moviePairSimilarities = computeCosineSimilarity(spark, "
              "moviePairs).cache() (69; the same call already at 67), computeCosineSimilarity (5-25: withColumns 7-10, "
              "groupBy/agg 13-17, withColumn score + select 20-23), moviePairs = ratings.alias(\"ratings1\").join("
              "ratings.alias(\"ratings2\"), ...).select(...) (57-65), ratings = movies.select(...) (50), movies = "
              "spark.read...csv(\"datasets\\\\ml-100k\\\\u.data\") (48); run with the argument 50",
    notes="A self-join of the ratings (userID equal, movieID less: a BroadcastHashJoin with a join condition), both "
          "sides scanning u.data (the read 48 and the select 50 that prunes it). The join's select (60-65) and the "
          "function's three withColumns (7-10) collapse into one Project: the function's lines, the select an alt "
          "under <module>. The cached plan is computeCosineSimilarity's (aggregate at 13-17, score Project at 20-23). "
          "Lines 67 and 69 cache the same plan twice (the second finds it cached): both accepted, ambiguous. The "
          "filter (80-82) stays a Filter over the cache (its predicates also pushed into the InMemoryTableScan); "
          "sort + take(10) as one TakeOrderedAndProject. getMovieName's collects (29) are other queries. "
          "RDDmovie-similarities.py is the RDD twin. " + JOIN + AGG + CACHE,
    nodes=[N(1, "InMemoryTableScan", s(67, 69), False, "cache", amb=True),
           N(2, "InMemoryRelation", s(67, 69), False, "cache", amb=True),
           N(3, "Scan csv", s(48, 50), False, "read"),
           N(4, "Filter", s((57, 59)), True, "join"),
           N(5, "Scan csv", s(48, 50), False, "read"),
           N(6, "Filter", s((57, 59)), True, "join"),
           N(7, "BroadcastExchange", s((57, 59)), True, "join"),
           N(9, "BroadcastHashJoin", s((57, 59)), False, "join"),
           N(10, "Project", s((7, 10)), False, "project", fn=CCS, alt=[(s((60, 65)), None)]),
           N(11, "HashAggregate", s((13, 17)), True, "aggregate", fn=CCS),
           N(12, "Exchange", s((13, 17)), True, "aggregate", fn=CCS),
           N(14, "HashAggregate", s((13, 17)), False, "aggregate", fn=CCS),
           N(15, "Project", s((20, 23)), False, "project", fn=CCS),
           N(28, "Filter", s((80, 82)), False, "filter"),
           N(29, "TakeOrderedAndProject", s(85), False, "sort")])


def hero_side(join_nodes):
    """Nodes 1-10 of the least-popular join: the graph's scan, the per-id sum and the filter on the minimum."""
    return [N(1, "Scan text", s(11), False, "read"),
            N(2, "Filter", s(31), True, "join"),
            N(3, "Project", s((13, 14)), False, "project"),
            N(4, "HashAggregate", s(15), True, "aggregate"),
            N(5, "Exchange", s(15), True, "aggregate"),
            N(8, "HashAggregate", s(15), False, "aggregate"),
            N(9, "Filter", s(29), False, "filter"),
            N(10, "Project", s(31, 33), True, "project", amb=True)] + join_nodes


HERO = ("connections = lines.withColumn(\"id\", ...).withColumn(\"numConnections\", ...).groupBy(\"id\").agg(func.sum(...)) "
        "(13-15) over lines = spark.read.text(\"datasets\\\\Marvel+Graph.txt\") (11); names = spark.read.schema(schema)"
        ".option(\"sep\", \" \").csv(...) (9)")
HERO_NOTE = ("The two withColumns (13-14) are one Project; the isnotnull Filter on split(value)[0] (the id) is inferred "
             "from the join; the Project keeping only id between the filter and the join only prunes (derived, "
             "ambiguous: the join and the select). The select(\"name\") carries the show's toprettystring. "
             "RDDsuperhero-breadthfirstsearch.py works on the same graph with RDDs. ")
L["ec_superhero_least_popular_join_show"] = dict(
    dataframe="LeastPopularHeroesIDsWithNames.select(\"name\").show() (line 33), LeastPopularHeroesIDsWithNames = "
              "LeastPopularHeroesIDs.join(names, \"id\") (31), LeastPopularHeroesIDs = connections.filter(func.col("
              "\"numConnections\") == minConnection) (29), minConnection from the collect at 28; " + HERO,
    notes="A broadcast join (the names side built). " + HERO_NOTE + JOIN + AGG + SHOW,
    nodes=hero_side([N(11, "Scan csv", s(9), False, "read"),
                     N(12, "Filter", s(31), True, "join"),
                     N(13, "BroadcastExchange", s(31), True, "join"),
                     N(15, "BroadcastHashJoin", s(31), False, "join"),
                     N(16, "Project", s(33), False, "project"),
                     N(17, "CollectLimit", s(33), True, "limit")]))

L["ec_superhero_least_popular_join_smj_show"] = dict(
    dataframe="LeastPopularHeroesIDsWithNames.select(\"name\").show() (line 33), the join at 31 of the filtered "
              "connections (29) and names; " + HERO,
    notes="Broadcast joins off: a sort-merge join, hash Exchange and Sort on both sides. " + HERO_NOTE + JOIN + AGG
          + SHOW,
    session="spark.sql.autoBroadcastJoinThreshold=-1 on the command line (sort-merge joins). ",
    nodes=hero_side([N(11, "Exchange", s(31), True, "join"),
                     N(14, "Sort", s(31), True, "join"),
                     N(15, "Scan csv", s(9), False, "read"),
                     N(16, "Filter", s(31), True, "join"),
                     N(17, "Exchange", s(31), True, "join"),
                     N(20, "Sort", s(31), True, "join"),
                     N(21, "SortMergeJoin", s(31), False, "join"),
                     N(22, "Project", s(33), False, "project"),
                     N(23, "CollectLimit", s(33), True, "limit")]))

L["ec_superhero_min_connections_collect"] = dict(
    dataframe="connections.select(func.min(func.col(\"numConnections\"))).collect()[0][0] (line 28); " + HERO,
    notes="A global min over the per-id sums: the second HashAggregate pair (partial level and SinglePartition "
          "Exchange derived) at line 28. Line 19 sorts the same connections (another plan). " + AGG,
    nodes=[N(1, "Scan text", s(11), False, "read"),
           N(2, "Project", s((13, 14)), False, "project"),
           N(3, "HashAggregate", s(15), True, "aggregate"),
           N(4, "Exchange", s(15), True, "aggregate"),
           N(7, "HashAggregate", s(15), False, "aggregate"),
           N(8, "HashAggregate", s(28), True, "aggregate"),
           N(9, "Exchange", s(28), True, "aggregate"),
           N(11, "HashAggregate", s(28), False, "aggregate")])

# ---- udemy-course/MLLib ---------------------------------------------------------------------------------------
L["ec_decision_tree_split_predictions_show"] = dict(
    dataframe="fullPredictions = model.transform(testDF).show() (line 39), testDF = trainTest[1] (31), trainTest = "
              "df.randomSplit([0.5, 0.5]) (29), df = assembler.transform(data).select(\"PriceOfUnitArea\", \"features\") "
              "(26), assembler = VectorAssembler()... (13-14), data = spark.read...csv(\"datasets\\\\realestate.csv\") (9-10)",
    notes="The VectorAssembler's Scala UDF and the select are one Project (26, the assembler's definition accepted); "
          "the scan reads only the columns the select keeps. The model's prediction UDF and the show's toprettystring "
          "are one Project at 39. The fit (37) ran the library's own jobs, not this plan. " + SPLIT + SHOW,
    nodes=[N(1, "Scan csv", s((9, 10), 26), False, "read"),
           N(2, "Project", s(26, (13, 14)), False, "project"),
           N(3, "Sort", s(29), True, "sample"),
           N(4, "Sample", s(29), False, "sample"),
           N(5, "Project", s(39), False, "project"),
           N(6, "CollectLimit", s(39), True, "limit")])

L["ec_linear_regression_cached_split_show"] = dict(
    dataframe="results = fullPredictions.select(\"label\", \"prediction\").show() (line 41), fullPredictions = "
              "model.transform(testDF).cache() (30), testDF = trainTest[1] (21), trainTest = df.randomSplit([0.5, 0.5]) "
              "(19), df = data.toDF(colNames) (16) over an RDD of (label, Vectors.dense) (9-12)",
    notes="The cached plan: Scan ExistingRDD (toDF of an RDD, 16), the split's Sort and Sample (19), the model's "
          "prediction Project (30); the select carries the show's toprettystring (41). " + SPLIT + CACHE + SHOW,
    nodes=[N(1, "InMemoryTableScan", s(30), False, "cache"),
           N(2, "InMemoryRelation", s(30), False, "cache"),
           N(3, "Scan ExistingRDD", s(16), False, "read"),
           N(4, "Sort", s(19), True, "sample"),
           N(5, "Sample", s(19), False, "sample"),
           N(6, "Project", s(30), False, "project"),
           N(7, "Project", s(41), False, "project"),
           N(8, "CollectLimit", s(41), True, "limit")])

# ---- freecodecamp notebooks -----------------------------------------------------------------------------------
NB = {}
NB["ec_nb_filter_salary_range_show"] = dict(
    dataframe="df_spark.filter((df_spark[\"Salary\"]<=20000) & (df_spark[\"Salary\"]>17000)).show(), cell 5 lines 1-2; "
              "df_spark = spark.read.csv(\"test1.csv\", header=True, inferSchema=True) (cell 2 line 1)",
    notes="The filter is pushed into the scan too: the scan at the read, the filter's lines an alt (another cell). "
          "Cells 3, 4 and 6 filter the same read (look-alikes with other conditions). " + SHOW,
    nodes=[n(1, "Scan csv", 2, s(1), False, "read", alt((5, s((1, 2))))),
           n(2, "Filter", 5, s((1, 2)), False, "filter"),
           n(3, "Project", 5, s(2), True, "project"),
           n(4, "CollectLimit", 5, s(2), True, "limit")])

NB["ec_nb_groupby_name_sum_show"] = dict(
    dataframe="spark_df.groupBy(\"Name\").sum().show(), cell 5 line 1; spark_df = spark.read.csv(\"test3.csv\", header=True, "
              "inferSchema=True) (cell 2 line 1)",
    notes="sum() of every numeric column (salary). Cells 6-8 group the same read with max/avg/count (look-alikes). "
          "The final aggregate carries the show's toprettystring; AQE's final plan has no CollectLimit. " + AGG,
    nodes=[n(1, "Scan csv", 2, s(1), False, "read"),
           n(2, "HashAggregate", 5, s(1), True, "aggregate"),
           n(3, "Exchange", 5, s(1), True, "aggregate"),
           n(6, "HashAggregate", 5, s(1), False, "aggregate")])

NB["ec_nb_groupby_global_sum_show"] = dict(
    dataframe="spark_df.agg({\"Salary\": \"sum\"}).show(), cell 9 line 1; spark_df = spark.read.csv(\"test3.csv\", ...) "
              "(cell 2 line 1)",
    notes="A global aggregate: the partial level and its SinglePartition Exchange derived. " + AGG,
    nodes=[n(1, "Scan csv", 2, s(1), False, "read"),
           n(2, "HashAggregate", 9, s(1), True, "aggregate"),
           n(3, "Exchange", 9, s(1), True, "aggregate"),
           n(5, "HashAggregate", 9, s(1), False, "aggregate")])

NB["ec_nb_missing_drop_thresh_show"] = dict(
    dataframe="df_spark.na.drop(thresh=2).show(), cell 4 line 4; df_spark = spark.read.csv(\"test2.csv\", header=True, "
              "inferSchema=True) (cell 2 line 1)",
    notes="na.drop(thresh=2) as a Filter on atleastnnonnulls(2, ...) (kind filter). Cell 3's na.drop() is the same "
          "shape with another count (a look-alike). " + SHOW,
    nodes=[n(1, "Scan csv", 2, s(1), False, "read"),
           n(2, "Filter", 4, s(4), False, "filter"),
           n(3, "Project", 4, s(4), True, "project"),
           n(4, "CollectLimit", 4, s(4), True, "limit")])

NB["ec_nb_basics_describe_show"] = dict(
    dataframe="df_spark.describe().show(), cell 14 line 1; df_spark = spark.read.option(\"header\", \"true\").csv(\"test1.csv\","
              "inferSchema=True) (cell 9 line 2; cells 3 and 5 read the same file earlier, rebound)",
    notes="describe() as a global SortAggregate pair (count/mean/stddev/min/max of every column; partial level and "
          "Exchange derived), a Generate (explode of the statistics' names) and a Project, derived at describe (kind "
          "aggregate / project); the CollectLimit is the show's. The scan is cell 9's read, the last binding of "
          "df_spark before cell 14 (cells 3 and 5 read the same file without inferSchema). ",
    nodes=[n(1, "Scan csv", 9, s(2), False, "read"),
           n(2, "SortAggregate", 14, s(1), True, "aggregate"),
           n(3, "Exchange", 14, s(1), True, "aggregate"),
           n(5, "SortAggregate", 14, s(1), False, "aggregate"),
           n(6, "Generate", 14, s(1), True, "aggregate"),
           n(7, "Project", 14, s(1), True, "project"),
           n(8, "CollectLimit", 14, s(1), True, "limit")])

MLLIB2 = ("df = spark.read.csv(\"tips.csv\", header=True, inferSchema=True) (cell 1); df_r = indexer.fit(df).transform(df) "
          "(cell 4 line 7, StringIndexer of four columns at 5-6); output = feature_assembler.transform(df_r) (cell 6 "
          "line 6, VectorAssembler at 2-4); finalized_output = output.select(\"Indepented Features\", \"total_bill\") "
          "(cell 6 line 7)")
MLLIB2_NOTE = ("The StringIndexer model's four Scala UDFs are one Project at its transform (cell 4 line 7, the indexer's "
               "definition 5-6 accepted); the VectorAssembler's UDF, with the select's pruning, one Project at its "
               "transform (cell 6 line 6, its definition 2-4 and the select 7 accepted); the fits ran the library's "
               "own jobs, not this plan. mllib.ipynb runs the same chain on test1.csv (a look-alike in another file). ")


def mllib2_features():
    return [n(1, "Scan csv", 1, s(1), False, "read"),
            n(2, "Project", 4, s(7, (5, 6)), False, "project"),
            n(3, "Project", 6, s(6, (2, 4), 7), False, "project")]


NB["ec_nb_mllib2_indexed_features_show"] = dict(
    dataframe="finalized_output.show(), cell 6 line 9; " + MLLIB2,
    notes=MLLIB2_NOTE + "The select's reordering carries the show's toprettystring (cell 6 lines 7 and 9). " + SHOW,
    nodes=mllib2_features() + [n(4, "Project", 6, s(7, 9), False, "project"),
                               n(5, "CollectLimit", 6, s(9), True, "limit")])

NB["ec_nb_mllib2_split_predictions_show"] = dict(
    dataframe="pred_results.predictions.show(), cell 9 line 3, pred_results = model.evaluate(test_data) (cell 9 line 2), "
              "train_data, test_data = finalized_output.randomSplit([0.75, 0.25]) (cell 7 line 3); " + MLLIB2,
    notes=MLLIB2_NOTE + "The select's reordering is its own Project (cell 6 line 7) below the split; evaluate's "
          "predictions (the model's prediction UDF) and the show's toprettystring are one Project (cell 9 lines 2-3). "
          + SPLIT + SHOW,
    nodes=mllib2_features() + [n(4, "Project", 6, s(7), False, "project"),
                               n(5, "Sort", 7, s(3), True, "sample"),
                               n(6, "Sample", 7, s(3), False, "sample"),
                               n(7, "Project", 9, s((2, 3)), False, "project"),
                               n(8, "CollectLimit", 9, s(3), True, "limit")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _, cell in CASES:
            spec = L.get(case_id) or NB.get(case_id)
            if spec is None:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file, args = PROGRAMS[program]
            settings = spec.get("session", "")
            if file.endswith(".ipynb"):
                where = f"cell {cell} line {line}"
                run, form = RUN_NB, "ipynb"
                symbol = file.removesuffix(".ipynb").replace("/", ".") + ".<module>"
                rows = notebook_rows(spec["nodes"], REPO, file, symbol)
            else:
                where = f"line {line}"
                run, form = RUN_SCRIPT, spec.get("form", "pyspark")
                rows = script_rows(spec["nodes"], file)
                if args:
                    settings += f"Command-line argument: {' '.join(args)}. "
            if SETTINGS.get(program):
                assert spec.get("session"), case_id
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where})",
                    "notes": spec["notes"] + SESSION + settings + run, "form": form, "source": SOURCE}
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
