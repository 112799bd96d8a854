"""Write each ak_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/akshayshidee-pyspark/labels.py

N(node id, operator, spans, derived, kind, amb=..., true=...): spans are the script's own line numbers; every script
is top-level code, so the symbol is the file's path from the repository root, dotted, then `<module>`
(`15_join.<module>`, `hackerrank-sql-in-pyspark.020_The PADS.<module>`). Look-alikes in other scripts (the same rows
and the same chains in 006/11/12, the seven vowel-regex HackerRank scripts) are never alternatives; the same query
written twice in one script (15_join.py 53/57, 14_pivote_unpivote.py 22/28-29, 16_union.py 36/41 and 44/46) accepts
both, `true_lines` the one that ran.
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
COMMIT = "336775bf9589d8afc41d7b18f8e8646491e6b963"
SOURCE = "akshayshidee/pyspark-practice"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 for the driver (the script's own "
           "builder asks for local[*]). ")
SMJ = "Broadcast joins off for this run (spark.sql.autoBroadcastJoinThreshold=-1): sort-merge joins. "
RUN = ("Run: bench/real/capture/akshayshidee-pyspark/capture.py: the script ran unchanged with spark-submit from the "
       "root of a scratch copy of the laid-out repository, its data inline; the plan is the one the action ran, "
       "written by a query-execution listener after it ran (the final adaptive plan where there is one); "
       "event_log.json from the same run.")
SHOW = ("show(): the toprettystring Project, the CollectLimit and a LocalLimit pushed below a join, union or UDF "
        "derived at the show (where AQE kept the CollectLimit only in the initial plan, the final plan has none); "
        "where the user's select, withColumn or aggregate carries the toprettystring it is labelled at the user's "
        "call; orderBy + show as one TakeOrderedAndProject (kind sort, not derived) at the orderBy, select and show. ")
AGG = "Aggregates: partial levels and their Exchanges derived at the groupBy/agg call, the final level not. "
JOIN = ("Join: Exchanges, Sorts, BroadcastExchange and isnotnull Filters inferred from the join keys derived at the "
        "join (AQE turned the planned sort-merge join into a broadcast join where it could, keeping the shuffles "
        "below it); column-pruning Projects derived and ambiguous (the producing and the consuming call). ")
WIN = ("Window: the Window node at the withColumn that applies the function and at the window spec's line; its "
       "Exchange and Sort derived there. ")
SCAN = "Scans at the createDataFrame call (the rows are a list defined above it). "
J15 = ("15_join.py: empDF = spark.createDataFrame(data=emp, schema=empColumns) (line 18), deptDF = "
       "spark.createDataFrame(data=dept, schema=deptColumns) (27); ")
TWIN = "The same query is written twice in the script ({a} and {b}, one plan): both accepted, true_lines {a}. "

L: dict[str, dict] = {}

# ---- 15_join.py ---------------------------------------------------------------------------------------------------
L["ak_join_inner_broadcast_show"] = dict(
    dataframe=J15 + "empDF.join(deptDF, empDF.emp_dept_id==deptDF.dept_id, \"inner\").show() (33)",
    notes="An inner join AQE turned into a broadcast hash join (string emp_dept_id cast to bigint as the key), "
          "isnotnull Filters on both keys. The same two frames are joined seven times in the script (left, right, "
          "full, leftsemi twice, self) (look-alikes). " + SCAN + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"),
           N(2, "Filter", s(33), True, "join"),
           N(3, "Exchange", s(33), True, "join"),
           N(6, "Scan ExistingRDD", s(27), False, "read"),
           N(7, "Filter", s(33), True, "join"),
           N(8, "Exchange", s(33), True, "join"),
           N(11, "BroadcastExchange", s(33), True, "join"),
           N(13, "BroadcastHashJoin", s(33), False, "join"),
           N(14, "Project", s(33), True, "project"),
           N(15, "CollectLimit", s(33), True, "limit")])

L["ak_join_full_outer_show"] = dict(
    dataframe=J15 + "empDF.join(deptDF, empDF.emp_dept_id==deptDF.dept_id, \"full\").show() (49)",
    notes="A full outer join stays a sort-merge join (no broadcast for full outer), AQE coalescing its shuffles; no "
          "inferred filters. The same two frames are joined six more times in the script (look-alikes). "
          + SCAN + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"),
           N(2, "Exchange", s(49), True, "join"),
           N(5, "Sort", s(49), True, "join"),
           N(6, "Scan ExistingRDD", s(27), False, "read"),
           N(7, "Exchange", s(49), True, "join"),
           N(10, "Sort", s(49), True, "join"),
           N(11, "SortMergeJoin", s(49), False, "join"),
           N(12, "Project", s(49), True, "project"),
           N(13, "CollectLimit", s(49), True, "limit")])

L["ak_join_left_semi_show"] = dict(
    dataframe=J15 + "empDF.join(deptDF, empDF.emp_dept_id==deptDF.dept_id, \"leftsemi\").show() (53)",
    notes="A left semi join AQE made a broadcast join; deptDF pruned to its key. Line 57, under the comment 'left "
          "anti join', runs the same leftsemi join again (the same plan; this case is line 53, the first in run "
          "order). " + TWIN.format(a=53, b=57) + SCAN + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"),
           N(2, "Filter", s(53, 57), True, "join", true=s(53)),
           N(3, "Exchange", s(53, 57), True, "join", true=s(53)),
           N(6, "Scan ExistingRDD", s(27), False, "read"),
           N(7, "Filter", s(53, 57), True, "join", true=s(53)),
           N(8, "Project", s(53, 57, 27), True, "project", amb=True, true=s(53)),
           N(9, "Exchange", s(53, 57), True, "join", true=s(53)),
           N(12, "BroadcastExchange", s(53, 57), True, "join", true=s(53)),
           N(14, "BroadcastHashJoin", s(53, 57), False, "join", true=s(53)),
           N(15, "Project", s(53, 57), True, "project", true=s(53))])

L["ak_self_join_select_show"] = dict(
    dataframe=J15 + "empDF.alias(\"emp1\").join(empDF.alias(\"emp2\"), col(\"emp2.superior_emp_id\")=="
              "col(\"emp1.emp_id\")).select(col(\"emp1.emp_id\"), col(\"emp1.name\"), col(\"emp2.superior_emp_id\"), "
              "col(\"emp2.name\")).show() (61-63)",
    notes="A self join of empDF through two aliases, AQE made it a broadcast join building the emp1 side; both "
          "scans are empDF (line 18); pruning Projects on both sides; the select and the show's toprettystring one "
          "Project (line 63). " + SCAN + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"),
           N(2, "Filter", s((61, 62)), True, "join"),
           N(3, "Project", s((61, 62), 63), True, "project", amb=True),
           N(4, "Exchange", s((61, 62)), True, "join"),
           N(7, "BroadcastExchange", s((61, 62)), True, "join"),
           N(9, "Scan ExistingRDD", s(18), False, "read"),
           N(10, "Filter", s((61, 62)), True, "join"),
           N(11, "Project", s((61, 62), 63), True, "project", amb=True),
           N(12, "Exchange", s((61, 62)), True, "join"),
           N(15, "BroadcastHashJoin", s((61, 62)), False, "join"),
           N(16, "Project", s(63), False, "project"),
           N(17, "CollectLimit", s(63), True, "limit")])

L["ak_join_right_smj_show"] = dict(
    dataframe=J15 + "empDF.join(deptDF, empDF.emp_dept_id==deptDF.dept_id, \"right\").show() (45)",
    notes="A right outer sort-merge join (broadcast off); the show's limit pushed into the preserved (dept) side as "
          "a LocalLimit, an isnotnull Filter on the emp key. The same two frames are joined six more times in the "
          "script (look-alikes). " + SCAN + JOIN + SHOW,
    session=SMJ,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"),
           N(2, "Filter", s(45), True, "join"),
           N(3, "Exchange", s(45), True, "join"),
           N(6, "Sort", s(45), True, "join"),
           N(7, "Scan ExistingRDD", s(27), False, "read"),
           N(8, "LocalLimit", s(45), True, "limit"),
           N(9, "Exchange", s(45), True, "join"),
           N(12, "Sort", s(45), True, "join"),
           N(13, "SortMergeJoin", s(45), False, "join"),
           N(14, "Project", s(45), True, "project"),
           N(15, "CollectLimit", s(45), True, "limit")])

L["ak_join_left_show"] = dict(
    dataframe=J15 + "empDF.join(deptDF, empDF.emp_dept_id==deptDF.dept_id, \"left\").show() (37)",
    notes="A left outer join AQE made a broadcast join; the show's limit pushed into the preserved (emp) side as a "
          "LocalLimit, an isnotnull Filter on the dept key. Lines 39 and 41 hold the same join as 'leftouter' and "
          "'left_outer', commented out. " + SCAN + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"),
           N(2, "LocalLimit", s(37), True, "limit"),
           N(3, "Exchange", s(37), True, "join"),
           N(6, "Scan ExistingRDD", s(27), False, "read"),
           N(7, "Filter", s(37), True, "join"),
           N(8, "Exchange", s(37), True, "join"),
           N(11, "BroadcastExchange", s(37), True, "join"),
           N(13, "BroadcastHashJoin", s(37), False, "join"),
           N(14, "Project", s(37), True, "project"),
           N(15, "CollectLimit", s(37), True, "limit")])

# ---- 13_group_by.py -----------------------------------------------------------------------------------------------
G13 = "13_group_by.py: df = spark.createDataFrame(data=simpleData, schema=schema) (line 23); "
L["ak_groupby_agg_sum_avg_show"] = dict(
    dataframe=G13 + "df.groupBy(df[\"department\"]).agg(sum(\"salary\").alias(\"sum_salary\"), avg(\"salary\")"
              ".alias(\"avg_salary\")).show() (51-55)",
    notes="sum and avg in one agg; the final aggregate carries the show's toprettystring (no Project); a pruning "
          "Project to department and salary. Lines 31-43 run five look-alike one-function groupBys by department. "
          + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(23), False, "read"),
           N(2, "Project", s((51, 55), 23), True, "project", amb=True),
           N(3, "HashAggregate", s((51, 55)), True, "aggregate"),
           N(4, "Exchange", s((51, 55)), True, "aggregate"),
           N(7, "HashAggregate", s((51, 55)), False, "aggregate")])

L["ak_groupby_two_keys_sum_show"] = dict(
    dataframe=G13 + "df.groupBy(\"department\",\"state\").sum(\"salary\",\"bonus\").show() (46-48)",
    notes="A two-key groupBy summing two columns; the final aggregate carries the show's toprettystring; a pruning "
          "Project drops employee_name and age. " + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(23), False, "read"),
           N(2, "Project", s((46, 48), 23), True, "project", amb=True),
           N(3, "HashAggregate", s((46, 48)), True, "aggregate"),
           N(4, "Exchange", s((46, 48)), True, "aggregate"),
           N(7, "HashAggregate", s((46, 48)), False, "aggregate")])

# ---- 14_pivote_unpivote.py ----------------------------------------------------------------------------------------
P14 = "14_pivote_unpivote.py: df = spark.createDataFrame(data = data, schema = columns) (line 15); "
PIV = ("A pivot plans the sum grouped by Product and Country (partial and Exchange derived, the final not), then the "
       "pivotfirst aggregate by Product (kind pivot, partial and Exchange derived, the final not), and a Project "
       "spreading the pivoted array into columns. ")
L["ak_pivot_inferred_values_show"] = dict(
    dataframe=P14 + "df.groupBy(\"Product\").pivot(\"Country\").sum(\"Amount\").show() (22)",
    notes="The pivot without values first runs a query collecting the distinct countries (execution 'pivot at "
          "...', not this case); this plan is the show's. Lines 27-29 pivot the same columns with the four countries "
          "given (pivotedDF, the same plan) " + TWIN.format(a=22, b="28-29") + PIV
          + "The spreading Project carries the show's toprettystring (derived at the pivot and the show). " + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(15), False, "read"),
           N(2, "HashAggregate", s(22, 28), True, "aggregate", true=s(22)),
           N(3, "Exchange", s(22, 28), True, "aggregate", true=s(22)),
           N(6, "HashAggregate", s(22, 28), False, "aggregate", true=s(22)),
           N(7, "HashAggregate", s(22, 28), True, "pivot", true=s(22)),
           N(8, "Exchange", s(22, 28), True, "pivot", true=s(22)),
           N(11, "HashAggregate", s(22, 28), False, "pivot", true=s(22)),
           N(12, "Project", s(22, 28, 29), True, "pivot", true=s(22))])

L["ak_unpivot_stack_where_show"] = dict(
    dataframe=P14 + "pivotedDF = df.groupBy(\"Product\").pivot(\"Country\",country).sum(\"Amount\") (28); "
              "unPivotDF = pivotedDF.select(\"Product\", expr(unpivotExpr)).where(\"Total is not null\") (37-38), "
              "unpivotExpr = \"stack(3, 'Canada', Canada, ...) as (Country,Total)\" (34); unPivotDF.show() (40)",
    notes="Unpivot of the pivoted frame: stack() as a Generate over the pivot's two aggregate levels, the where as a "
          "Filter on Total; the spreading Project keeps only the three stacked countries (USA pruned by the select: "
          "derived, ambiguous, at the pivot and the select). Line 22's pivot is another DataFrame (not an "
          "alternative here). " + PIV + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(15), False, "read"),
           N(2, "HashAggregate", s(28), True, "aggregate"),
           N(3, "Exchange", s(28), True, "aggregate"),
           N(6, "HashAggregate", s(28), False, "aggregate"),
           N(7, "HashAggregate", s(28), True, "pivot"),
           N(8, "Exchange", s(28), True, "pivot"),
           N(11, "HashAggregate", s(28), False, "pivot"),
           N(12, "Project", s(28, 37), True, "pivot", amb=True),
           N(13, "Generate", s(37, 34), False, "explode"),
           N(14, "Filter", s(38), False, "filter"),
           N(15, "Project", s(40), True, "project"),
           N(16, "CollectLimit", s(40), True, "limit")])

# ---- 16_union.py --------------------------------------------------------------------------------------------------
U16 = ("16_union.py: df = spark.createDataFrame(data = simpleData, schema = columns) (line 16), df2 = "
       "spark.createDataFrame(data = simpleData2, schema = columns2) (28); ")
L["ak_union_by_name_show"] = dict(
    dataframe=U16 + "df.unionByName(df2, allowMissingColumns=True).show() (41)",
    notes="unionByName of two frames with the same columns: a Union with the show's toprettystring Project and "
          "LocalLimit pushed into both branches (derived at the show). Line 36's df.union(df2).show() runs the same "
          "plan (by position rather than by name, the same columns here) "
          + TWIN.format(a=41, b=36) + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(16), False, "read"),
           N(2, "Project", s(41, 36), True, "project", true=s(41)),
           N(3, "LocalLimit", s(41, 36), True, "limit", true=s(41)),
           N(4, "Scan ExistingRDD", s(28), False, "read"),
           N(5, "Project", s(41, 36), True, "project", true=s(41)),
           N(6, "LocalLimit", s(41, 36), True, "limit", true=s(41)),
           N(7, "Union", s(41, 36), False, "union", true=s(41)),
           N(8, "CollectLimit", s(41, 36), True, "limit", true=s(41))])

DIST = ("distinct() and dropDuplicates() of the union run the same plan: a Union under a grouping of every column "
        "(partial level and Exchange derived, kind distinct; the final level carries the show's toprettystring). ")
L["ak_union_distinct_show"] = dict(
    dataframe=U16 + "df.union(df2).distinct().show() (44)",
    notes=DIST + TWIN.format(a=44, b=46) + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(16), False, "read"),
           N(2, "Scan ExistingRDD", s(28), False, "read"),
           N(3, "Union", s(44, 46), False, "union", true=s(44)),
           N(4, "HashAggregate", s(44, 46), True, "distinct", true=s(44)),
           N(5, "Exchange", s(44, 46), True, "distinct", true=s(44)),
           N(8, "HashAggregate", s(44, 46), False, "distinct", true=s(44))])

L["ak_union_drop_duplicates_show"] = dict(
    dataframe=U16 + "df.union(df2).dropDuplicates().show() (46)",
    notes=DIST + TWIN.format(a=46, b=44) + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(16), False, "read"),
           N(2, "Scan ExistingRDD", s(28), False, "read"),
           N(3, "Union", s(46, 44), False, "union", true=s(46)),
           N(4, "HashAggregate", s(46, 44), True, "distinct", true=s(46)),
           N(5, "Exchange", s(46, 44), True, "distinct", true=s(46)),
           N(8, "HashAggregate", s(46, 44), False, "distinct", true=s(46))])

# ---- 18_windows_function.py ---------------------------------------------------------------------------------------
W18 = ("18_windows_function.py: df = spark.createDataFrame(data = simpleData, schema = columns) (line 23), "
       "windowSpec = Window.partitionBy(\"department\").orderBy(col(\"salary\").desc()) (31); ")
L["ak_window_row_number_show"] = dict(
    dataframe=W18 + "df.withColumn(\"row_nnumber\", row_number().over(windowSpec)).show() (35)",
    notes="One Window over the spec; the show's toprettystring Project derived at the show. Lines 39-64 run seven "
          "look-alike withColumns over the same spec (rank, dense_rank, ntile, percent_rank, lag, lead, cume_dist: "
          "the same operators). " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(23), False, "read"),
           N(2, "Exchange", s(35, 31), True, "window"),
           N(5, "Sort", s(35, 31), True, "window"),
           N(6, "Window", s(35, 31), False, "window"),
           N(7, "Project", s(35), True, "project")])

L["ak_window_aggregates_show"] = dict(
    dataframe=W18 + "df.withColumn(\"sum\", sum(\"salary\").over(windowSpec)).withColumn(\"avg\", ...)"
              ".withColumn(\"min\", ...).withColumn(\"max\", ...).show() (68-72)",
    notes="Four aggregate functions over one spec (a running RANGE frame, the spec being ordered) in one Window "
          "node; each withColumn line accepted. " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(23), False, "read"),
           N(2, "Exchange", s((68, 71), 31), True, "window"),
           N(5, "Sort", s((68, 71), 31), True, "window"),
           N(6, "Window", s((68, 71), 31), False, "window"),
           N(7, "Project", s(72), True, "project")])

# ---- 20_sampling.py, 21_user_define_function.py -------------------------------------------------------------------
L["ak_sample_by_show"] = dict(
    dataframe="20_sampling.py: df = spark.range(100) (line 8); df2=df.select((df.id % 3).alias(\"key\")) (20); "
              "df2.sampleBy(\"key\",{0:0.1, 1:0.2},seed=123).show() (21)",
    notes="sampleBy is a Filter whose condition is a Scala UDF of the key and rand(123) (kind sample, at the "
          "sampleBy); the select and the show's toprettystring one Project (the select and the show). Line 16's "
          "sample() is a Sample node (another plan). The range read is at spark.range. " + SHOW,
    nodes=[N(1, "Range", s(8), False, "read"),
           N(2, "Filter", s(21), False, "sample"),
           N(3, "Project", s(20, 21), False, "project"),
           N(4, "CollectLimit", s(21), True, "limit")])

U21 = ("21_user_define_function.py: df = spark.createDataFrame(data=data,schema=columns) (line 14), def "
       "convert_case(text) (21-28); ")
UDF = "The Python UDF node at the call and at the function (the def, and the line wrapping it as a UDF). "
L["ak_udf_withcolumn_show"] = dict(
    dataframe=U21 + "convert_udf=udf(convert_case,StringType()) (30); df2=df.withColumn(\"CurratedName\", "
              "convert_udf(col(\"Name\"))) (32); df2.show() (33)",
    notes="A plain Python UDF runs as ArrowEvalPython in Spark 4, with the show's LocalLimit pushed below it; the "
          "withColumn and the show's toprettystring one Project (the withColumn and the show). Lines 42-48 apply a "
          "decorator UDF the same way (another UDF, the same operators: a look-alike). " + UDF + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(14), False, "read"),
           N(2, "LocalLimit", s(33), True, "limit"),
           N(3, "ArrowEvalPython", s(32, 30, (21, 28)), False, "udf"),
           N(4, "Project", s(32, 33), False, "project"),
           N(5, "CollectLimit", s(33), True, "limit")])

L["ak_udf_sql_show"] = dict(
    dataframe=U21 + "spark.udf.register(\"convertUDF\", convert_case, StringType()) (36); "
              "df.createOrReplaceTempView(\"user_data\") (37); spark.sql(\"select Seqno,Name, convertUDF(Name) from "
              "user_data\").show() (38)",
    notes="The registered UDF used in spark.sql runs as BatchEvalPython (SQL-registered Python UDFs are not made "
          "Arrow UDFs), the show's LocalLimit pushed below it. The scan, reached through the temp view, at the "
          "createDataFrame and at the SQL line. " + UDF.replace("wrapping it as a UDF", "registering it") + SHOW,
    form="sql-string",
    nodes=[N(1, "Scan ExistingRDD", s(14, 38), False, "read"),
           N(2, "LocalLimit", s(38), True, "limit"),
           N(3, "BatchEvalPython", s(38, 36, (21, 28)), False, "udf"),
           N(4, "Project", s(38), False, "project"),
           N(5, "CollectLimit", s(38), True, "limit")])

# ---- hackerrank-sql-in-pyspark/ -----------------------------------------------------------------------------------
L["ak_hr_station12_rlike_distinct_show"] = dict(
    dataframe="hackerrank-sql-in-pyspark/016_Weather_Observation_Station_12.py: station_df = spark.createDataFrame("
              "data=station_data, schema=columns) (line 30); station_df.filter((~ station_df[\"CITY\"].rlike("
              "\"^(?i)[aeiou]\")) & (~ station_df[\"CITY\"].rlike(\"(?i)[aeiou]$\"))).select(station_df[\"CITY\"])"
              ".distinct().show() (44-47)",
    notes="Two negated rlike conditions in one Filter (with isnotnull), the select, distinct as two aggregates (the "
          "final one carries the show's toprettystring). Files 010-015 run the same chain with other regexes on "
          "the same rows (015 differs only by | for &): look-alikes, not alternatives. " + SCAN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(30), False, "read"),
           N(2, "Filter", s(44), False, "filter"),
           N(3, "Project", s(45), False, "project"),
           N(4, "HashAggregate", s(46), True, "distinct"),
           N(5, "Exchange", s(46), True, "distinct"),
           N(8, "HashAggregate", s(46, 47), False, "distinct")])

L["ak_hr_station4_count_minus_distinct_show"] = dict(
    dataframe="hackerrank-sql-in-pyspark/008_Weather_Observation_Station_4.py: station_df = spark.createDataFrame("
              "data=station_data, schema=columns) (line 28); station_df.agg((count(\"CITY\")- countDistinct("
              "\"CITY\")).alias(\"diff_city_count\")).show() (48-50)",
    notes="count and countDistinct in one global agg: four HashAggregates (grouped by CITY, then global) with a "
          "hash and a single-partition Exchange; every level but the last derived; the last carries the "
          "difference and the show's toprettystring. Lines 38-39 (solution 1) count the same column and its "
          "distinct values with two count() actions (other plans). " + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(28), False, "read"),
           N(2, "Project", s((48, 50), 28), True, "project", amb=True),
           N(3, "HashAggregate", s((48, 50)), True, "aggregate"),
           N(4, "Exchange", s((48, 50)), True, "aggregate"),
           N(7, "HashAggregate", s((48, 50)), True, "aggregate"),
           N(8, "HashAggregate", s((48, 50)), True, "aggregate"),
           N(9, "Exchange", s((48, 50)), True, "aggregate"),
           N(11, "HashAggregate", s((48, 50)), False, "aggregate")])

L["ak_hr_pads_group_count_sort_show"] = dict(
    dataframe="hackerrank-sql-in-pyspark/020_The PADS.py: occupations_df = spark.createDataFrame(data, columns) "
              "(line 40); occupations_df.groupBy(occupations_df[\"Occupation\"]).agg(count(\"*\").alias("
              "\"occupation_count\")).sort(\"occupation_count\",\"Occupation\").select(concat(lit(\"There are a total "
              "of \"), ...).alias(\"result\")).show(truncate=False) (75-87)",
    notes="groupBy count, then sort + select + show as one TakeOrderedAndProject holding the concat. Lines 53-62 "
          "(the first result set) sort a concat of the same frame (another plan); 021_Occupations.py uses the same "
          "rows. " + SCAN + AGG + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(40), False, "read"),
           N(2, "Project", s((75, 76), 40), True, "project", amb=True),
           N(3, "HashAggregate", s((75, 76)), True, "aggregate"),
           N(4, "Exchange", s((75, 76)), True, "aggregate"),
           N(7, "HashAggregate", s((75, 76)), False, "aggregate"),
           N(8, "TakeOrderedAndProject", s(77, (78, 86), 87), False, "sort")])

L["ak_hr_occupations_row_number_pivot_show"] = dict(
    dataframe="hackerrank-sql-in-pyspark/021_Occupations.py: occupations_df = spark.createDataFrame(data, columns) "
              "(line 33); windowsSpec=Window.partitionBy(\"Occupation\").orderBy(\"Name\") (47); ranked_df="
              "occupations_df.withColumn(\"row_num\", row_number().over(windowsSpec)) (48); ranked_df.groupBy("
              "\"row_num\").pivot(\"Occupation\").agg({\"Name\" : \"first\"}).orderBy(\"row_num\").show() (50)",
    notes="The pivot of a first() of strings runs as SortAggregates of first(if (Occupation <=> value) Name) (no "
          "PivotFirst): partial level, its Sorts and Exchange derived at the pivot (kind pivot), the final not; the "
          "distinct occupations are collected first by another execution ('pivot at ...', not this case); orderBy + "
          "show one TakeOrderedAndProject. " + SCAN + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(33), False, "read"),
           N(2, "Exchange", s(48, 47), True, "window"),
           N(5, "Sort", s(48, 47), True, "window"),
           N(6, "Window", s(48, 47), False, "window"),
           N(7, "Sort", s(50), True, "pivot"),
           N(8, "SortAggregate", s(50), True, "pivot"),
           N(9, "Exchange", s(50), True, "pivot"),
           N(12, "Sort", s(50), True, "pivot"),
           N(13, "SortAggregate", s(50), False, "pivot"),
           N(14, "TakeOrderedAndProject", s(50), False, "sort")])


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
