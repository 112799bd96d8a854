"""Write each sg_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/smritisingha-pyspark/labels.py

N(node id, operator, spans, derived, kind, amb=..., true=...): spans are the script's own line numbers; every script
is top-level code, so the symbol is the file's path from the repository root, dotted, then `<module>`
(`Aggregation.pivot_function.<module>`). `true` (true_lines): where one query is written several times in the file,
the copy that ran.
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
COMMIT = "2cc35692ae4c77152c30f68aee7ce37a04c9f7f6"
SOURCE = "Smritisingha/pyspark-practice"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 for the driver. ")
RUN = ("Run: bench/real/capture/smritisingha-pyspark/capture.py: the script ran unchanged with spark-submit from the "
       "root of a scratch copy of the laid-out repository (the author's PyCharm project folder); its absolute Windows "
       "paths (E:/Workspaces/pysparkProject/resources/..., C:/Users/smrit/Downloads/...) read the repository's own "
       "resources/ files through a file system stand-in for the drive schemes; the plan is the one the action ran, "
       "written by a query-execution listener after it ran (the final adaptive plan where there is one); "
       "event_log.json from the same run.")
SHOW = ("show(): the toprettystring Project and CollectLimit derived at the show; where an aggregate or a user's "
        "select carries the toprettystring it is labelled at the user's call; sort + show as one "
        "TakeOrderedAndProject (kind sort). ")
AGG = ("Aggregates: the partial level and its Exchange derived at the select/agg/groupBy call, the last level not; "
       "a distinct aggregate's extra levels (grouping by the distinct column) derived too. ")
JOIN = ("Join: the Exchanges and Sorts (or the BroadcastExchange) and the isnotnull Filters inferred from the join "
        "keys derived at the join; the join node not. ")
CACHE = ("Cache: InMemoryTableScan and InMemoryRelation at the df.cache() call (kind cache); the cached plan's scan "
         "and coalesce(5) at the read line. ")
READ_AGG = ("The read (line 4) ends with .coalesce(5): the Scan csv and the Coalesce (kind repartition) both at line "
            "4. Most Aggregation scripts open with this same read line (look-alikes in other files). ")

DN = "Datanet.csv"
L: dict[str, dict] = {}

# ---- Aggregation ------------------------------------------------------------------------------------------------
L["sg_approx_count_distinct_cached_show"] = dict(
    dataframe="df.select(approxCountDistinct(\"Number\", 0.1)).show() (line 9), df = spark.read.format(\"csv\")...load("
              "\"E:/.../Datanet.csv\").coalesce(5) (4), df.cache() (6)",
    notes="approx_count_distinct as a HashAggregate pair over the cache. Line 10 runs approx_Count_distinct over the "
          "literal 'Number' in SQL (another query). " + READ_AGG + CACHE + AGG,
    nodes=[N(1, "InMemoryTableScan", s(6), False, "cache"),
           N(2, "InMemoryRelation", s(6), False, "cache"),
           N(3, "Scan csv", s(4), False, "read"),
           N(4, "Coalesce", s(4), False, "repartition"),
           N(6, "HashAggregate", s(9), True, "aggregate"),
           N(7, "Exchange", s(9), True, "aggregate"),
           N(9, "HashAggregate", s(9), False, "aggregate")])

L["sg_collect_set_list_show"] = dict(
    dataframe="df.select(collect_set(\"Team\"), collect_list(\"Team\")).show() (line 8), df = spark.read...load(...)"
              ".coalesce(5) (4)",
    notes="collect_set/collect_list as an ObjectHashAggregate pair. " + READ_AGG + AGG,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Coalesce", s(4), False, "repartition"),
           N(3, "ObjectHashAggregate", s(8), True, "aggregate"),
           N(4, "Exchange", s(8), True, "aggregate"),
           N(6, "ObjectHashAggregate", s(8), False, "aggregate")])

L["sg_count_distinct_cached_show"] = dict(
    dataframe="df.select(countDistinct(\"Number\")).show() (line 9), df = spark.read...load(...).coalesce(5) (4), "
              "df.cache() (6)",
    notes="countDistinct as four HashAggregates: grouping by Number (partial and final, with their Exchange), then "
          "partial_count(distinct) and its SinglePartition Exchange, all derived at line 9, and the final count not. "
          + READ_AGG + CACHE + AGG,
    nodes=[N(1, "InMemoryTableScan", s(6), False, "cache"),
           N(2, "InMemoryRelation", s(6), False, "cache"),
           N(3, "Scan csv", s(4), False, "read"),
           N(4, "Coalesce", s(4), False, "repartition"),
           N(6, "HashAggregate", s(9), True, "aggregate"),
           N(7, "Exchange", s(9), True, "aggregate"),
           N(10, "HashAggregate", s(9), True, "aggregate"),
           N(11, "HashAggregate", s(9), True, "aggregate"),
           N(12, "Exchange", s(9), True, "aggregate"),
           N(14, "HashAggregate", s(9), False, "aggregate")])

L["sg_first_last_sql_cached_show"] = dict(
    form="sql-string",
    dataframe="spark.sql(\"select first(Number), last(Number) from dftable\").show() (line 11), dftable the view (5) "
              "of df = spark.read...load(...).coalesce(5) (4), df.cache() (6)",
    notes="Line 10 runs the same query with the DataFrame API (df.select(first(\"Number\"), last(\"Number\"))): both "
          "lines accepted for the aggregate nodes, true_lines the SQL that ran. The view only names the cached "
          "DataFrame: the scan and the cache at their lines. " + READ_AGG + CACHE + AGG,
    nodes=[N(1, "InMemoryTableScan", s(6), False, "cache"),
           N(2, "InMemoryRelation", s(6), False, "cache"),
           N(3, "Scan csv", s(4), False, "read"),
           N(4, "Coalesce", s(4), False, "repartition"),
           N(6, "HashAggregate", s(11, 10), True, "aggregate", true=s(11)),
           N(7, "Exchange", s(11, 10), True, "aggregate", true=s(11)),
           N(9, "HashAggregate", s(11, 10), False, "aggregate", true=s(11))])

L["sg_sum_distinct_show"] = dict(
    dataframe="df.select(sumDistinct(\"Weight\")).show() (line 8), df = spark.read...load(...).coalesce(5) (4)",
    notes="sum(DISTINCT Weight) as four HashAggregates (grouping by Weight, then partial and final sum), the first "
          "three levels and both Exchanges derived. Line 9's SQL is a plain sum(Weight) (another query). "
          + READ_AGG + AGG,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Coalesce", s(4), False, "repartition"),
           N(3, "HashAggregate", s(8), True, "aggregate"),
           N(4, "Exchange", s(8), True, "aggregate"),
           N(7, "HashAggregate", s(8), True, "aggregate"),
           N(8, "HashAggregate", s(8), True, "aggregate"),
           N(9, "Exchange", s(8), True, "aggregate"),
           N(11, "HashAggregate", s(8), False, "aggregate")])

L["sg_pivot_age_team_sum_show"] = dict(
    dataframe="df.groupBy(\"Age\").pivot(\"Team\").sum(\"Salary\").show() (line 13), df = spark.read...load(\"E:/.../"
              "Datanet.csv\") (4)",
    notes="A pivot without given values (Spark first collected the distinct Teams in a job of its own, not this plan) "
          "plans two aggregates: the sum grouped by Age and Team (partial and Exchange derived, the final not), then "
          "the pivotfirst aggregate by Age (kind pivot, partial and Exchange derived), and a derived Project that "
          "spreads the pivoted array into the team columns with the show's toprettystring. Lines 9 and 10-11 pivot "
          "Position by Number (look-alikes). " + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "HashAggregate", s(13), True, "aggregate"),
           N(3, "Exchange", s(13), True, "aggregate"),
           N(6, "HashAggregate", s(13), False, "aggregate"),
           N(7, "HashAggregate", s(13), True, "pivot"),
           N(8, "Exchange", s(13), True, "pivot"),
           N(11, "HashAggregate", s(13), False, "pivot"),
           N(12, "Project", s(13), True, "project"),
           N(13, "CollectLimit", s(13), True, "limit")])

WSPEC = "windowSpec = Window.partitionBy(\"Age\").orderBy(\"Salary\") (14)"
L["sg_window_rank_dense_max_show"] = dict(
    dataframe="df.where(\"Number IS NOT NULL\").orderBy(\"Number\").select(col(\"Number\"), col(\"Salary\"), col(\"Team\"), "
              "rankk.alias(\"rank\"), denserank.alias(\"denserank\"), maxsalary.alias(\"maxsalary\")).show() (lines "
              "40-41), rankk = rank().over(windowSpec) (38), denserank = dense_rank().over(windowSpec) (37), maxsalary = "
              "max(col(\"Salary\")).over(windowSpec) (17), " + WSPEC + ", df = spark.read...load(...) (4)",
    notes="The where is also pushed into the scan (IsNotNull(Number)): the scan accepts the read and the where. The "
          "orderBy is a global sort (range-partitioning Exchange derived, Sort at 40). A column-pruning Project below "
          "the window is derived and ambiguous (the select and the orderBy before it). The three window functions "
          "share one Window (at the select, the window columns' definitions and the spec accepted), its hash "
          "Exchange and Sort derived. The select carries the show's toprettystring. Lines 15-35, 45 and 49 use the "
          "same windowSpec with one function each (look-alikes). " + SHOW,
    nodes=[N(1, "Scan csv", s(4, 40), False, "read"),
           N(2, "Filter", s(40), False, "filter"),
           N(3, "Exchange", s(40), True, "sort"),
           N(6, "Sort", s(40), False, "sort"),
           N(7, "Project", s(41, 40), True, "project", amb=True),
           N(8, "Exchange", s(41, 14), True, "window"),
           N(11, "Sort", s(41, 14), True, "window"),
           N(12, "Window", s(41, 17, (37, 38), 14), False, "window"),
           N(13, "Project", s(41), False, "project"),
           N(14, "CollectLimit", s(41), True, "limit")])

L["sg_window_avg_sum_team_show"] = dict(
    dataframe="data.show() (line 14), data = df.withColumn(\"avgsalary\", avg(col(\"Salary\")).over(windowSpec))"
              ".withColumn(\"totalsalary\", sum(col(\"Salary\")).over(windowSpec)) (11-12), windowSpec = "
              "Window.partitionBy(\"Team\") (10), df = spark.read...load(...) (4)",
    notes="Both window aggregates over the partition-only spec are one Window (at the withColumns, the spec "
          "accepted), its hash Exchange and Sort derived. Lines 16-17 compute the same averages and sums with a "
          "groupBy (another case). " + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Exchange", s((11, 12), 10), True, "window"),
           N(5, "Sort", s((11, 12), 10), True, "window"),
           N(6, "Window", s((11, 12), 10), False, "window"),
           N(7, "Project", s(14), True, "project"),
           N(8, "CollectLimit", s(14), True, "limit")])

L["sg_groupby_team_avg_sum_show"] = dict(
    dataframe="datag.show() (line 18), datag = df.groupBy(\"Team\").agg(avg(col(\"Salary\").alias(\"avgsalary\")), "
              "sum(col(\"Salary\").alias(\"totalsalary\"))) (16-17), df = spark.read...load(...) (4)",
    notes="The final aggregate carries the show's toprettystring; the CollectLimit is the show's. Lines 11-12 compute "
          "the same per-team average and sum as windows (another case). " + AGG + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "HashAggregate", s((16, 17)), True, "aggregate"),
           N(3, "Exchange", s((16, 17)), True, "aggregate"),
           N(6, "HashAggregate", s((16, 17)), False, "aggregate"),
           N(7, "CollectLimit", s(18), True, "limit")])

# ---- Basic_structure_operation ----------------------------------------------------------------------------------
L["sg_distinct_name_team_count"] = dict(
    dataframe="print(df.select(\"Name\",\"Team\").distinct().count()) (line 8), df = spark.read.format(\"csv\").load("
              "\"E:/.../Datanet.csv\", header = True) (4)",
    notes="The select only prunes the scan's columns (no Project): the scan accepts the read and the select. distinct "
          "as a HashAggregate pair on Name, Team (partial and Exchange derived; kind distinct), count as a global "
          "pair (partial and SinglePartition Exchange derived). Line 10 counts the distinct Teams (a look-alike). "
          + AGG,
    nodes=[N(1, "Scan csv", s(4, 8), False, "read"),
           N(2, "HashAggregate", s(8), True, "distinct"),
           N(3, "Exchange", s(8), True, "distinct"),
           N(6, "HashAggregate", s(8), False, "distinct"),
           N(7, "HashAggregate", s(8), True, "aggregate"),
           N(8, "Exchange", s(8), True, "aggregate"),
           N(10, "HashAggregate", s(8), False, "aggregate")])

L["sg_sort_desc_asc_show"] = dict(
    dataframe="df.orderBy(col(\"Salary\").desc(), col(\"Name\").asc()).show() (line 12), df = spark.read.format(\"csv\")"
              ".load(...) (4)",
    notes="Lines 6, 7, 8 and 11 sort the same read by other keys (look-alikes). " + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "TakeOrderedAndProject", s(12), False, "sort")])

L["sg_random_split_second_count"] = dict(
    dataframe="data[1].count() in print(data[0].count() > data[1].count()) (line 12, its second count), data = "
              "df.randomSplit([0.25, 0.75], seed) (11), seed = 5 (7), df = spark.read.format(\"csv\").load(...) (4)",
    notes="randomSplit: the Sample at the randomSplit call (bounds 0.25-1.0, the second split, seed 5) and the local "
          "Sort Spark adds before it (to make the split deterministic) derived there. The empty Project below the "
          "Sample prunes every column for the count (derived, ambiguous: the split and the count). The count as a "
          "global HashAggregate pair. " + AGG,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Sort", s(11), True, "sample"),
           N(3, "Project", s(12, 11), True, "project", amb=True),
           N(4, "Sample", s(11), False, "sample"),
           N(5, "HashAggregate", s(12), True, "aggregate"),
           N(6, "Exchange", s(12), True, "aggregate"),
           N(8, "HashAggregate", s(12), False, "aggregate")])

L["sg_sample_count"] = dict(
    dataframe="print(df.sample(withReplacement, fraction, seed).count()) (line 9), seed, withReplacement, fraction = "
              "5, False, 0.5 (6-8), df = spark.read.format(\"csv\").load(...) (4)",
    notes="The Sample at the sample call; the count as a global HashAggregate pair. random_splits.py sets the same "
          "three variables (a look-alike). " + AGG,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Sample", s(9), False, "sample"),
           N(3, "HashAggregate", s(9), True, "aggregate"),
           N(4, "Exchange", s(9), True, "aggregate"),
           N(6, "HashAggregate", s(9), False, "aggregate")])

L["sg_selectexpr_avg_count_distinct_show"] = dict(
    dataframe="df.selectExpr(\"avg(Salary)\", \"count(distinct(Team))\").show() (line 27), df = spark.read.format(\"csv\")"
              ".load(...) (4)",
    notes="avg with count(DISTINCT Team) as four HashAggregates (grouping by Team, then partial and final), the first "
          "three levels and both Exchanges derived. " + AGG,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "HashAggregate", s(27), True, "aggregate"),
           N(3, "Exchange", s(27), True, "aggregate"),
           N(6, "HashAggregate", s(27), True, "aggregate"),
           N(7, "HashAggregate", s(27), True, "aggregate"),
           N(8, "Exchange", s(27), True, "aggregate"),
           N(10, "HashAggregate", s(27), False, "aggregate")])

# ---- Joins ------------------------------------------------------------------------------------------------------
JOINS = ("df = spark.read...load(\"E:/.../orders.txt\") (4), df2 = spark.read...load(\"E:/.../orderitms.txt\") (6)")
JOIN_LOOK = "Every script of Joins/ reads the same two files at lines 4 and 6 and joins them on the same keys (look-alikes). "
L["sg_inner_join_show"] = dict(
    dataframe="df.join(df2,df.order_id == df2.orderitem_order_id,\"inner\").show() (line 11), " + JOINS,
    notes="Broadcast at run time (tiny inputs). " + JOIN_LOOK + JOIN + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Filter", s(11), True, "join"),
           N(3, "Scan csv", s(6), False, "read"),
           N(4, "Filter", s(11), True, "join"),
           N(5, "BroadcastExchange", s(11), True, "join"),
           N(7, "BroadcastHashJoin", s(11), False, "join"),
           N(8, "Project", s(11), True, "project"),
           N(9, "CollectLimit", s(11), True, "limit")])

L["sg_left_anti_join_show"] = dict(
    dataframe="df.join(df2,df.order_id == df2.orderitem_order_id,\"left_anti\").show() (line 12), " + JOINS,
    notes="Broadcast at run time; only the right side gets an inferred isnotnull Filter. " + JOIN_LOOK + JOIN + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Scan csv", s(6), False, "read"),
           N(3, "Filter", s(12), True, "join"),
           N(4, "BroadcastExchange", s(12), True, "join"),
           N(6, "BroadcastHashJoin", s(12), False, "join"),
           N(7, "Project", s(12), True, "project"),
           N(8, "CollectLimit", s(12), True, "limit")])

FULL = s(12, 13, 14)
L["sg_outer_join_smj_show"] = dict(
    session="Settings: spark.sql.autoBroadcastJoinThreshold=-1 (a sort-merge join). ",
    dataframe="df.join(df2,df.order_id == df2.orderitem_order_id,\"Outer\").show() (line 12), " + JOINS,
    notes="Lines 13 (\"full\") and 14 (\"fullouter\") run the same full outer join (the same plan, three executions): "
          "all three lines accepted for the join's nodes, true_lines the first, which ran this execution. A full "
          "outer join infers no isnotnull Filter. " + JOIN_LOOK + JOIN + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Exchange", FULL, True, "join", true=s(12)),
           N(5, "Sort", FULL, True, "join", true=s(12)),
           N(6, "Scan csv", s(6), False, "read"),
           N(7, "Exchange", FULL, True, "join", true=s(12)),
           N(10, "Sort", FULL, True, "join", true=s(12)),
           N(11, "SortMergeJoin", FULL, False, "join", true=s(12)),
           N(12, "Project", FULL, True, "project", true=s(12)),
           N(13, "CollectLimit", FULL, True, "limit", true=s(12))])

LEFT = s(21, 22)
L["sg_left_join_smj_show"] = dict(
    session="Settings: spark.sql.autoBroadcastJoinThreshold=-1 (a sort-merge join). ",
    dataframe="df.join(df2,df.order_id == df2.orderitem_order_id,\"left\").show() (line 21), " + JOINS,
    notes="Line 22 (\"leftouter\") runs the same left join: both lines accepted, true_lines 21, which ran this "
          "execution. The show's limit is pushed below the join on the left side (a LocalLimit, derived at the show, "
          "kind limit); the right side gets an inferred isnotnull Filter. " + JOIN_LOOK + JOIN + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "LocalLimit", LEFT, True, "limit", true=s(21)),
           N(3, "Exchange", LEFT, True, "join", true=s(21)),
           N(6, "Sort", LEFT, True, "join", true=s(21)),
           N(7, "Scan csv", s(6), False, "read"),
           N(8, "Filter", LEFT, True, "join", true=s(21)),
           N(9, "Exchange", LEFT, True, "join", true=s(21)),
           N(12, "Sort", LEFT, True, "join", true=s(21)),
           N(13, "SortMergeJoin", LEFT, False, "join", true=s(21)),
           N(14, "Project", LEFT, True, "project", true=s(21)),
           N(15, "CollectLimit", LEFT, True, "limit", true=s(21))])

# ---- dataframe/ -------------------------------------------------------------------------------------------------
L["sg_crosstab_show"] = dict(
    dataframe="df.stat.crosstab(\"orderitem_order_id\", \"orderitem_quantity\").show() (line 8), df = spark.read.format("
              "\"csv\").option(\"header\", \"true\").load(\"E:/.../orderitms.txt\") (5)",
    notes="crosstab() is Spark's groupBy(col1).pivot(col2).count() with the missing counts filled with 0: the Project "
          "preparing both columns, the count aggregate pair feeding the pivot (derived, kind pivot), the PivotFirst "
          "pair (partial and Exchange derived, the last not) and the coalesce(..., 0) Project with the show's "
          "toprettystring (derived) are all line 8's. ",
    nodes=[N(1, "Scan csv", s(5), False, "read"),
           N(2, "Project", s(8), True, "pivot"),
           N(3, "HashAggregate", s(8), True, "pivot"),
           N(4, "Exchange", s(8), True, "pivot"),
           N(7, "HashAggregate", s(8), True, "pivot"),
           N(8, "HashAggregate", s(8), True, "pivot"),
           N(9, "Exchange", s(8), True, "pivot"),
           N(12, "HashAggregate", s(8), False, "pivot"),
           N(13, "Project", s(8), True, "project")])

L["sg_udf_selectexpr_show"] = dict(
    dataframe="df.selectExpr(\"power3py(num)\").show() (line 20), spark.udf.register(\"power3py\", power3, DoubleType()) "
              "(18), def power3 (8-9), df = spark.range(5).toDF(\"num\") (5)",
    notes="The Python UDF registered by name and called in selectExpr: BatchEvalPython at the call, the register "
          "line and the function's lines accepted. Line 15's power3(col(\"num\")) is not a UDF (Column ** 3, another "
          "plan). The selectExpr's Project carries the show's toprettystring; the show's limit runs inside the Range "
          "(no CollectLimit). The Range at spark.range(5) (its toDF rename folds away). " + SHOW,
    nodes=[N(1, "Range", s(5), False, "read"),
           N(2, "BatchEvalPython", s(20, 18, (8, 9)), False, "udf"),
           N(3, "Project", s(20), False, "project")])

L["sg_explode_split_show"] = dict(
    dataframe="df.withColumn(\"splitted\", split(col(\"Team\"),\" \")).withColumn(\"exploded\", explode(col(\"splitted\")))"
              ".select(\"Team\", \"splitted\", \"exploded\").show() (lines 9-11), df = spark.read.option(\"header\", "
              "\"true\").csv(\"E:/.../Datanet.csv\") (4)",
    notes="The Filter (non-empty, non-null array) is inferred for the explode (derived at 10). The split withColumn "
          "is a Project (9), the explode a Generate (10); the select carries the show's toprettystring (11). "
          "complextype_maps_function.py lines 9-11 hold the same chain (a look-alike in another file). " + SHOW,
    nodes=[N(1, "Scan csv", s(4), False, "read"),
           N(2, "Filter", s(10), True, "explode"),
           N(3, "Project", s(9), False, "project"),
           N(4, "Generate", s(10), False, "explode"),
           N(5, "Project", s(11), False, "project"),
           N(6, "CollectLimit", s(11), True, "limit")])

# ---- rdd/ -------------------------------------------------------------------------------------------------------
L["sg_partition_id_groupby_count_show"] = dict(
    dataframe="df.repartition(3,\"order_status\").withColumn(\"partitionid\", spark_partition_id()).groupBy(\"partitionid\")"
              ".count().show() (line 17), df = spark.read.option(\"header\", \"true\").csv(\"C:/Users/smrit/Downloads/"
              "orders.txt\") (3)",
    notes="repartition(3, col) is a REPARTITION_BY_NUM hash Exchange (kind repartition, not derived); the withColumn "
          "a Project of SPARK_PARTITION_ID(); the groupBy count a HashAggregate pair whose final level carries the "
          "show's toprettystring (AQE's final plan has no CollectLimit). Line 15 repartitions by order_cid only for "
          "getNumPartitions (no query). " + AGG,
    nodes=[N(1, "Scan csv", s(3), False, "read"),
           N(2, "Exchange", s(17), False, "repartition"),
           N(4, "Project", s(17), False, "project"),
           N(5, "HashAggregate", s(17), True, "aggregate"),
           N(6, "Exchange", s(17), True, "aggregate"),
           N(9, "HashAggregate", s(17), False, "aggregate")])


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
