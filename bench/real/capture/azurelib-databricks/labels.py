"""Write each az_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/azurelib-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, true_lines]). Spans are the notebook file's own line
numbers. Symbols: every notebook is a Python Databricks source notebook whose cells are top-level code:
`<path dotted without .py>.<module>` (as ../daheemattana-databricks/labels.py names them). Only final-plan nodes
are labelled (an adaptive plan's `Initial Plan` nodes and the pure wrappers are not).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, nb  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "azurelib-academy__azure-databricks-pyspark-examples"
COMMIT = "fad5ff51c28da1fd54ccb60166e2847dd2b55df1"
SOURCE = "azurelib-academy/azure-databricks-pyspark-examples"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/azurelib-databricks/capture.py: `spark-submit <notebook>.py [...]` (several "
       "notebooks of one topic in one session, each in its own namespace) from the root of a scratch copy of the "
       "laid-out repository, the driver Python (PYSPARK_DRIVER_PYTHON, azdriver.py) running each Databricks source "
       "notebook cell by cell, unchanged, under its own path with every line at its own number; `%md` cells "
       "skipped; a failing cell (most notebooks read an undefined `file_path`) reported and the run goes on. The "
       "notebooks' `SparkSession.builder.master('local[*]')...getOrCreate()` returns the submitted session. The "
       "plan is the one the action ran, written by a query-execution listener after it ran (final adaptive plan); "
       "event_log.json from the same run. ")
DATA = ("Inputs: the DataFrames are built in the notebook with spark.createDataFrame (Scan ExistingRDD, labelled at "
        "the createDataFrame line). ")
FILES = ("Inputs: the repository's own sample files served at the notebook's `/mnt/...` paths by a Hadoop file "
         "system stand-in set as the default file system (`/mnt/...` is `dbfs:/mnt/...`). ")
JOIN_LOOKALIKES = ("Look-alikes across the repository: the join-type notebooks 84-88 build the same student/"
                   "department rows and write each join three ways (DataFrame, an alias spelling, SQL over temp views "
                   "`student`/`department`); 10 and 82 share the emp/dept rows. ")
SHOW = ("show()'s toprettystring Project and CollectLimit 21 are derived at the show line (where the Project also "
        "does a user's select or USING-join projection, it keeps that call's line too); a LocalLimit pushed below a "
        "join or a UDF is the show's, derived. ")
JOIN = ("Join: the inferred isnotnull Filters, the Exchanges (planned for a sort-merge join that AQE turned into a "
        "broadcast join at run time), the BroadcastExchange and the Sorts are derived at the join. ")


def sym(file: str) -> str:
    return file.rsplit(".", 1)[0].replace("/", ".") + ".<module>"


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, dataframe, notes, nodes, extra=""):
    L[name] = dict(dataframe=dataframe, notes=notes, nodes=nodes, extra=extra)


# ---- 10. Pyspark Join Dataframes: emp_df (70), dept_df (84) ---------------------------------------------------------
case("az_10_inner_join_using",
     "emp_df.join(dept_df, 'dept_id', 'inner').show(truncate=False) (116)",
     "emp_df = createDataFrame (70), dept_df = createDataFrame (84). Lines 119-125 join the same frames left, right "
     "and outer; 134/143 semi/anti; 82 Full Outer Join and 85 Inner Join hold look-alikes. " + JOIN + SHOW,
     [(1, "Scan ExistingRDD", sp(70), False, "read", False),
      (2, "Filter", sp(116), True, "join", False),
      (3, "Exchange", sp(116), True, "join", False),
      (6, "BroadcastExchange", sp(116), True, "join", False),
      (8, "Scan ExistingRDD", sp(84), False, "read", False),
      (9, "Filter", sp(116), True, "join", False),
      (10, "Exchange", sp(116), True, "join", False),
      (13, "BroadcastHashJoin", sp(116), False, "join", False),
      (14, "Project", sp(116), False, "project", False)])

case("az_10_full_outer_join",
     "emp_df.join(dept_df, 'dept_id', 'outer').show(truncate=False) (125)",
     "Full outer join with USING: a sort-merge join (no broadcast for full outer); the coalesce of the key and the "
     "show's toprettystring are one Project; no CollectLimit in the final plan (the result stage runs the limit). "
     "82 Full Outer Join lines 97/100/117 are the same join on look-alike rows. " + JOIN,
     [(1, "Scan ExistingRDD", sp(70), False, "read", False),
      (2, "Exchange", sp(125), True, "join", False),
      (5, "Sort", sp(125), True, "join", False),
      (6, "Scan ExistingRDD", sp(84), False, "read", False),
      (7, "Exchange", sp(125), True, "join", False),
      (10, "Sort", sp(125), True, "join", False),
      (11, "SortMergeJoin", sp(125), False, "join", False),
      (12, "Project", sp(125), False, "project", False)])

case("az_10_cross_join",
     "emp_df.crossJoin(dept_df).show(truncate=False) (152)",
     "A cross join without AQE (no exchange): CartesianProduct, the show's limit pushed into both sides as "
     "LocalLimit 21 (derived at the show line). " + SHOW,
     [(1, "Scan ExistingRDD", sp(70), False, "read", False),
      (2, "LocalLimit", sp(152), True, "limit", False),
      (3, "Scan ExistingRDD", sp(84), False, "read", False),
      (4, "LocalLimit", sp(152), True, "limit", False),
      (5, "CartesianProduct", sp(152), False, "join", False),
      (6, "Project", sp(152), True, "project", False),
      (7, "CollectLimit", sp(152), True, "limit", False)])

# ---- 81. Pyspark Self Join: df (48), view employee (92), SQL 94-98 --------------------------------------------------
case("az_81_self_join_sql",
     "spark.sql(SELECT a.emp_id, a.emp_name, b.emp_name AS mng_name FROM employee a LEFT JOIN employee b ON "
     "a.mng_id = b.emp_id).show() (94-98)",
     "df = createDataFrame (48), view `employee` (92). Lines 81-83 write the same self join with the DataFrame "
     "API (alias + join + selectExpr): the same plan, run before; not accepted (the SQL ran for this plan). Both "
     "scans are the one frame through the view: the FROM (96) or LEFT JOIN (97) line and the createDataFrame "
     "line. The right side's pruning Project (emp_id, emp_name) is derived and ambiguous (the SELECT and the "
     "JOIN). The show's limit is pushed into the preserved left side (LocalLimit, derived at the show line). "
     + JOIN + SHOW,
     [(1, "Scan ExistingRDD", sp(96, 48), False, "read", False),
      (2, "LocalLimit", sp(98), True, "limit", False),
      (3, "Exchange", sp(97), True, "join", False),
      (6, "Scan ExistingRDD", sp(97, 48), False, "read", False),
      (7, "Filter", sp(97), True, "join", False),
      (8, "Project", sp(95, 97), True, "project", True),
      (9, "Exchange", sp(97), True, "join", False),
      (12, "BroadcastExchange", sp(97), True, "join", False),
      (14, "BroadcastHashJoin", sp(97), False, "join", False),
      (15, "Project", sp(95, 98), False, "project", False),
      (16, "CollectLimit", sp(98), True, "limit", False)])

# ---- 84. Left Anti Join: std_df (49), dept_df (56) -----------------------------------------------------------------
case("az_84_left_anti_join",
     "std_df.join(dept_df, std_df.dept_id == dept_df.id, 'left_anti').show() (88)",
     "Line 91 is the same join spelled 'leftanti' and 103-108 the SQL LEFT ANTI JOIN over views: the same plan, "
     "run after this one; not accepted. The right side's Project keeps only the key (pruning, derived and "
     "ambiguous: the join line, the only consumer). No isnotnull filter on the anti join's left side. "
     + JOIN_LOOKALIKES + JOIN + SHOW,
     [(1, "Scan ExistingRDD", sp(49), False, "read", False),
      (2, "Exchange", sp(88), True, "join", False),
      (5, "Scan ExistingRDD", sp(56), False, "read", False),
      (6, "Filter", sp(88), True, "join", False),
      (7, "Project", sp(88), True, "project", True),
      (8, "Exchange", sp(88), True, "join", False),
      (11, "BroadcastExchange", sp(88), True, "join", False),
      (13, "BroadcastHashJoin", sp(88), False, "join", False),
      (14, "Project", sp(88), True, "project", False)])

# ---- 85. Inner Join: std_df (49), dept_df (65) ----------------------------------------------------------------------
case("az_85_inner_join_renamed",
     "std_df.join(dept_df.withColumnRenamed('id', 'dept_id'), 'dept_id', 'inner').show() (99)",
     "The rename of dept_df's id is a Project on the dept side (99, the same line). Line 96 joins on the condition "
     "and 111-116 in SQL (look-alikes). " + JOIN_LOOKALIKES + JOIN + SHOW,
     [(1, "Scan ExistingRDD", sp(49), False, "read", False),
      (2, "Filter", sp(99), True, "join", False),
      (3, "Exchange", sp(99), True, "join", False),
      (6, "BroadcastExchange", sp(99), True, "join", False),
      (8, "Scan ExistingRDD", sp(65), False, "read", False),
      (9, "Filter", sp(99), True, "join", False),
      (10, "Project", sp(99), False, "project", False),
      (11, "Exchange", sp(99), True, "join", False),
      (14, "BroadcastHashJoin", sp(99), False, "join", False),
      (15, "Project", sp(99), False, "project", False),
      (16, "CollectLimit", sp(99), True, "limit", False)])

# ---- 86. Right Outer Join: std_df (49), dept_df (65), views 117-118, SQL 120-125 ------------------------------------
case("az_86_right_outer_sql",
     "spark.sql(SELECT * FROM student AS std RIGHT OUTER JOIN department AS dept ON std.dept_id = dept.id).show() "
     "(120-125)",
     "Views `student` (117, std_df of 49) and `department` (118, dept_df of 65): each scan accepts the FROM/JOIN "
     "line and the createDataFrame line. Lines 97, 100, 103 are the same right join with the DataFrame API "
     "('right', 'rightouter', 'right_outer'): the same plan, run before; not accepted. The show's limit is pushed "
     "into the preserved right side (LocalLimit, derived at the show line). " + JOIN_LOOKALIKES + JOIN + SHOW,
     [(1, "Scan ExistingRDD", sp(122, 49), False, "read", False),
      (2, "Filter", sp(123, 124), True, "join", False),
      (3, "Exchange", sp(123, 124), True, "join", False),
      (6, "BroadcastExchange", sp(123, 124), True, "join", False),
      (8, "Scan ExistingRDD", sp(123, 65), False, "read", False),
      (9, "LocalLimit", sp(125), True, "limit", False),
      (10, "Exchange", sp(123, 124), True, "join", False),
      (13, "BroadcastHashJoin", sp(123, 124), False, "join", False),
      (14, "Project", sp(121, 125), False, "project", False),
      (15, "CollectLimit", sp(125), True, "limit", False)])

# ---- 87. Left Semi Join: std_df (49), dept_df (65) ------------------------------------------------------------------
case("az_87_left_semi_join",
     "std_df.join(dept_df, std_df.dept_id == dept_df.id, 'leftsemi').show() (100)",
     "Lines 97 ('semi') and 103 ('left_semi') and the SQL LEFT SEMI JOIN (115-120) run the same plan; the plan is "
     "the one of line 100 (the action's line), the others not accepted. The right side's key-only Project is "
     "pruning (derived, ambiguous). " + JOIN_LOOKALIKES + JOIN + SHOW,
     [(1, "Scan ExistingRDD", sp(49), False, "read", False),
      (2, "Filter", sp(100), True, "join", False),
      (3, "Exchange", sp(100), True, "join", False),
      (6, "Scan ExistingRDD", sp(65), False, "read", False),
      (7, "Filter", sp(100), True, "join", False),
      (8, "Project", sp(100), True, "project", True),
      (9, "Exchange", sp(100), True, "join", False),
      (12, "BroadcastExchange", sp(100), True, "join", False),
      (14, "BroadcastHashJoin", sp(100), False, "join", False),
      (15, "Project", sp(100), True, "project", False)])

# ---- 90. Join Multiple Dataframes: std_df (49), dept_df (66), hall_df (82), views 180-182, SQL 184-190 -------------
case("az_90_three_way_join_sql",
     "spark.sql(SELECT * FROM student std JOIN department dept ON std.dept_id = dept.id AND std.section = "
     "dept.section JOIN hall ON hall.hall_no = dept.hall_no).show() (184-190)",
     "Broadcast joins off for this program: two sort-merge joins. The first (187-188) joins student and department "
     "on two keys, the second (189) hall on hall_no; each side's isnotnull Filter, Exchange and Sort derived at "
     "its join's lines. The DataFrame chain at 138-140 (the same three-way join) does not compile (a comment after "
     "a line-continuation backslash), so it never ran. Scans through views: the FROM/JOIN line and the "
     "createDataFrame line. " + SHOW,
     [(1, "Scan ExistingRDD", sp(186, 49), False, "read", False),
      (2, "Filter", sp((187, 188)), True, "join", False),
      (3, "Exchange", sp((187, 188)), True, "join", False),
      (6, "Sort", sp((187, 188)), True, "join", False),
      (7, "Scan ExistingRDD", sp(187, 66), False, "read", False),
      (8, "Filter", sp((187, 188), 189), True, "join", False),
      (9, "Exchange", sp((187, 188)), True, "join", False),
      (12, "Sort", sp((187, 188)), True, "join", False),
      (13, "SortMergeJoin", sp((187, 188)), False, "join", False),
      (14, "Exchange", sp(189), True, "join", False),
      (17, "Sort", sp(189), True, "join", False),
      (18, "Scan ExistingRDD", sp(189, 82), False, "read", False),
      (19, "Filter", sp(189), True, "join", False),
      (20, "Exchange", sp(189), True, "join", False),
      (23, "Sort", sp(189), True, "join", False),
      (24, "SortMergeJoin", sp(189), False, "join", False),
      (25, "Project", sp(185, 190), False, "project", False),
      (26, "CollectLimit", sp(190), True, "limit", False)])

# ---- 83. Multiple Column Join: std_df (50), dept_df (68) ------------------------------------------------------------
case("az_83_join_then_where",
     "std_dept_df_2 = std_df.join(dept_df, first_condition, how='inner') (117); std_dept_df_2.where(second_condition) "
     "(118); .select('id', 'name', 'dept_name', dept_df.section, 'hall_no').show() (121)",
     "Broadcast joins off for this program: a sort-merge join. The where's equality (118, conditions of 114-115) is "
     "pushed into the join as a second key, so the join accepts 117 and 118 (and the conditions' lines 114-115). "
     "Lines 100-104 write the same join with both conditions in join() and 130, 143-148, 151-156 in other ways: the "
     "same plan, 104 run before; not accepted. 90 Join Multiple Dataframes 164-171 has the same join/where lines. "
     + JOIN + SHOW,
     [(1, "Scan ExistingRDD", sp(50), False, "read", False),
      (2, "Filter", sp(117, 118), True, "join", False),
      (3, "Exchange", sp(117, 118), True, "join", False),
      (6, "Sort", sp(117, 118), True, "join", False),
      (7, "Scan ExistingRDD", sp(68), False, "read", False),
      (8, "Filter", sp(117, 118), True, "join", False),
      (9, "Exchange", sp(117, 118), True, "join", False),
      (12, "Sort", sp(117, 118), True, "join", False),
      (13, "SortMergeJoin", sp(117, 118, (114, 115)), False, "join", False),
      (14, "Project", sp(121), False, "project", False),
      (15, "CollectLimit", sp(121), True, "limit", False)])

# ---- 9. Pyspark Group Records: df (50) ------------------------------------------------------------------------------
case("az_9_groupby_two_keys_agg",
     "df.groupBy('department', 'state').agg(avg('salary'), max('salary')).show() (103-106)",
     "The pruning Project below the partial aggregate is derived and ambiguous (the groupBy and agg lines). Lines "
     "78, 89-92 and 117-120 group the same frame by department (look-alikes); 22 Pyspark Aggregation Functions "
     "125 and 136-155 are the same calls on other rows. The final aggregate also does the show's toprettystring; no "
     "CollectLimit in the final plan. ",
     [(1, "Scan ExistingRDD", sp(50), False, "read", False),
      (2, "Project", sp(103, (104, 105)), True, "project", True),
      (3, "HashAggregate", sp(103, (104, 105)), True, "aggregate", False),
      (4, "Exchange", sp(103), True, "aggregate", False),
      (7, "HashAggregate", sp(103, (104, 105), 106), False, "aggregate", False)])

# ---- 99. Groupby Distinct Count: df (53) ----------------------------------------------------------------------------
case("az_99_groupby_twice_count",
     "df.groupBy('company', 'state').count().groupBy('company').count().show() (96-98)",
     "Two aggregations in a chain: the first (97: groupBy(company, state).count()) and the second (98: "
     "groupBy(company).count()), each a partial and a final HashAggregate with an Exchange (derived at its "
     "groupBy). Lines 84/87 (count_distinct/countDistinct) and the SQL COUNT(DISTINCT) of 109-113 run the same "
     "plan shape (look-alikes, not accepted). The final aggregate does the show's toprettystring. ",
     [(1, "Scan ExistingRDD", sp(53), False, "read", False),
      (2, "Project", sp(97), True, "project", True),
      (3, "HashAggregate", sp(97), True, "aggregate", False),
      (4, "Exchange", sp(97), True, "aggregate", False),
      (7, "HashAggregate", sp(97), False, "aggregate", False),
      (8, "HashAggregate", sp(98), True, "aggregate", False),
      (9, "Exchange", sp(98), True, "aggregate", False),
      (12, "HashAggregate", sp(98), False, "aggregate", False)])

case("az_99_count_distinct_sql",
     "spark.sql(SELECT company, COUNT(DISTINCT state) AS distinct_conut FROM employees GROUP BY company).show() "
     "(109-113)",
     "View `employees` (107) of df (53). COUNT(DISTINCT) planned as two aggregations: by (company, state) to drop "
     "duplicates, then by company to count (both from the GROUP BY / COUNT(DISTINCT) lines). Lines 84 and 87 "
     "(count_distinct / countDistinct with the DataFrame API) run the same plan, before this one: every copy in the "
     "notebook accepted, the SQL in true_lines. ",
     [(1, "Scan ExistingRDD", sp(111, 53), False, "read", False),
      (2, "Project", sp(110, 112, 84, 87), True, "project", True),
      (3, "HashAggregate", sp(110, 112, 84, 87), True, "aggregate", False, sp(110, 112)),
      (4, "Exchange", sp(112, 84, 87), True, "aggregate", False, sp(112)),
      (7, "HashAggregate", sp(110, 112, 84, 87), True, "aggregate", False, sp(110, 112)),
      (8, "HashAggregate", sp(110, 112, 84, 87), True, "aggregate", False, sp(110, 112)),
      (9, "Exchange", sp(112, 84, 87), True, "aggregate", False, sp(112)),
      (12, "HashAggregate", sp(110, 112, 84, 87), False, "aggregate", False, sp(110, 112))])

# ---- 19. Pyspark Pivot Dataframe Columns: df (73), pivot (102), unpivot (114-118) ----------------------------------
case("az_19_unpivot_stack",
     "unPivotDF = df.select('release_year', expr(STACK(3, ...))).where('gross is not null') (114-116), df = "
     "df.groupBy('release_year').pivot('genre').sum('gross') (102); unPivotDF.show(truncate=False) (118)",
     "The pivot (102, df reassigned) without given values: both its aggregations (by release_year, genre, then "
     "by release_year with pivot_first) and their partial aggregates and Exchanges (derived) at 102, kind pivot; "
     "the pivot's Project extracting the genre columns at 102. STACK is a Generate (115, its expression at 114), "
     "kind explode; the where at 116; the select's and show's Project at 115 and 118. ",
     [(1, "Scan ExistingRDD", sp(73), False, "read", False),
      (2, "Project", sp(102), True, "project", True),
      (3, "HashAggregate", sp(102), True, "pivot", False),
      (4, "Exchange", sp(102), True, "pivot", False),
      (7, "HashAggregate", sp(102), False, "pivot", False),
      (8, "HashAggregate", sp(102), True, "pivot", False),
      (9, "Exchange", sp(102), True, "pivot", False),
      (12, "HashAggregate", sp(102), False, "pivot", False),
      (13, "Project", sp(102), False, "pivot", False),
      (14, "Generate", sp(115, 114), False, "explode", False),
      (15, "Filter", sp(116), False, "filter", False),
      (16, "Project", sp(115, 118), False, "project", False),
      (17, "CollectLimit", sp(118), True, "limit", False)])

# ---- 6. Pyspark Drop Duplicates: df (40) ----------------------------------------------------------------------------
case("az_6_drop_duplicates_subset",
     "df.dropDuplicates(subset=['name', 'designation']).show() (77)",
     "dropDuplicates on a subset: first() of the other columns by the subset keys, as SortAggregate (string "
     "columns), partial and final with a Sort each (derived) and an Exchange; line 68 drops duplicates of every "
     "column (a HashAggregate, look-alike). The final aggregate does the show's toprettystring. ",
     [(1, "Scan ExistingRDD", sp(40), False, "read", False),
      (2, "Sort", sp(77), True, "distinct", False),
      (3, "SortAggregate", sp(77), True, "distinct", False),
      (4, "Exchange", sp(77), True, "distinct", False),
      (7, "Sort", sp(77), True, "distinct", False),
      (8, "SortAggregate", sp(77), False, "distinct", False)])

# ---- 23. Pyspark Sql Window Functions: df (72) ----------------------------------------------------------------------
case("az_23_partition_row_number",
     "df.withColumn('row_number', row_number().over(window_spec)).select('row_number', 'team', 'driver_name').show() "
     "(133-134), window_spec = Window.partitionBy('team').orderBy('driver_name') (131)",
     "The window's Exchange (by team) and Sort derived at the withColumn (133, the spec at 131 also accepted); the "
     "pruning Project below it derived and ambiguous; the select and show's Project at 134. 54 Row_Number 120-128, "
     "55 Rank 98-106 and 56 Dense_Rank are the same window over the same race rows (look-alikes). No CollectLimit "
     "in the final plan. ",
     [(1, "Scan ExistingRDD", sp(72), False, "read", False),
      (2, "Project", sp(133, 134), True, "project", True),
      (3, "Exchange", sp(133, 131), True, "window", False),
      (6, "Sort", sp(133, 131), True, "window", False),
      (7, "Window", sp(133, 131), False, "window", False),
      (8, "Project", sp(134), False, "project", False)])

case("az_23_min_max_over_window",
     "df.withColumn('min_points', min('points').over(window_spec)).withColumn('max_points', max('points')"
     ".over(window_spec)).show() (202-205), window_spec = Window.partitionBy('team').orderBy('team', 'points') (200)",
     "Both window aggregates over one spec are one Window node (203 and 204, the spec at 200); its Exchange and "
     "Sort derived at the same lines. The show's Project at 205 (derived). ",
     [(1, "Scan ExistingRDD", sp(72), False, "read", False),
      (2, "Exchange", sp(203, 204, 200), True, "window", False),
      (5, "Sort", sp(203, 204, 200), True, "window", False),
      (6, "Window", sp(203, 204, 200), False, "window", False),
      (7, "Project", sp(205), True, "project", False)])

# ---- 54. Pyspark Row_Number() Function: df (51) ---------------------------------------------------------------------
case("az_54_row_number_desc",
     "df.withColumn('id', row_number().over(window_spec)).select('id', 'driver_name', 'team', 'points').show() "
     "(107-109), window_spec = Window.orderBy(col('points').desc()) (104)",
     "An unpartitioned row_number over the show's 21 rows: TakeOrderedAndProject (the window's sort with the show's "
     "limit, at the withColumn/spec lines and the show line) below the Window; the select and show's Project at "
     "109. Lines 88-92 order by driver_name (look-alike), 55 Rank 82-87 has the same spec. ",
     [(1, "Scan ExistingRDD", sp(51), False, "read", False),
      (2, "TakeOrderedAndProject", sp(108, 104, 109), True, "window", False),
      (3, "Window", sp(108, 104), False, "window", False),
      (4, "Project", sp(109), False, "project", False)])

# ---- 11. Pyspark Combine Dataframe: df1 (62), df2 (68) --------------------------------------------------------------
case("az_11_union_distinct",
     "df1.union(df2).distinct().show() (118)",
     "union (Union) + distinct (partial and final HashAggregate, Exchange derived) on one line; line 109 shows the "
     "union alone (look-alike). The final aggregate does the show's toprettystring. ",
     [(1, "Scan ExistingRDD", sp(62), False, "read", False),
      (2, "Scan ExistingRDD", sp(68), False, "read", False),
      (3, "Union", sp(118), False, "union", False),
      (4, "HashAggregate", sp(118), True, "distinct", False),
      (5, "Exchange", sp(118), True, "distinct", False),
      (8, "HashAggregate", sp(118), False, "distinct", False)])

# ---- 12. Pyspark User Defined Functions: df (68) --------------------------------------------------------------------
case("az_12_udf_in_sql",
     "spark.sql(SELECT id, name, age, reformat_gender(gender) AS gender, mobile FROM sample).show() (126-129)",
     "reformat_gender_udf (99-104) registered for SQL with spark.udf.register (122): a BatchEvalPython (the call in "
     "the SELECT at 127, the register line and the def also accepted). Line 110 calls the same function through "
     "udf() (107) with the DataFrame API (an ArrowEvalPython, look-alike). View `sample` (124) of df (68). The "
     "show's limit is pushed below the UDF (LocalLimit, derived). " + SHOW,
     [(1, "Scan ExistingRDD", sp(128, 68), False, "read", False),
      (2, "LocalLimit", sp(129), True, "limit", False),
      (3, "BatchEvalPython", sp(127, 122, 99), False, "udf", False),
      (4, "Project", sp(127, 129), False, "project", False),
      (5, "CollectLimit", sp(129), True, "limit", False)])

# ---- 95. Cache Rdd And Dataframe': the cached half, 75-81 -----------------------------------------------------------
case("az_95_filter_of_cache",
     "df3 = df2.filter(col('f_name').startswith('D')) (80); df3.show() (81); df2 = df1.filter(...endswith('s'))"
     ".cache() (77); df1 = spark.createDataFrame(...).cache() (75)",
     "Two nested caches: df2's cache (77) read by an InMemoryTableScan with df3's filter pushed in (80 accepted), "
     "over df1's cache (75) read with df2's filter pushed in. Lines 50-56 are the same chain without cache (a "
     "look-alike in the same notebook). The show's Project and CollectLimit derived at 81. ",
     [(1, "InMemoryTableScan", sp(77, 80), False, "cache", False),
      (2, "InMemoryRelation", sp(77), False, "cache", False),
      (3, "InMemoryTableScan", sp(75, 77), False, "cache", False),
      (4, "InMemoryRelation", sp(75), False, "cache", False),
      (5, "Scan ExistingRDD", sp(75), False, "read", False),
      (6, "Filter", sp(77), False, "filter", False),
      (7, "Filter", sp(80), False, "filter", False),
      (8, "Project", sp(81), True, "project", False),
      (9, "CollectLimit", sp(81), True, "limit", False)])

# ---- 18. Pyspark Partitionby() Function: df (73), write 157-161 -----------------------------------------------------
case("az_18_repartition_partitionby_write",
     "df.repartition(1).write.partitionBy('Country').option('header', True).format('csv').mode('overwrite')"
     ".save(sink_path) (157-161), sink_path = '/mnt/formulaoneadls/practice/partitionBy/partitionByCountry' (155)",
     "repartition(1) is the Exchange (SinglePartition) at 157; the partitioned write's Project (empty2null of the "
     "partition column) and Sort by Country at the partitionBy line (158), derived; WriteFiles and the insert "
     "command at the save (161, the chain 158-161). Lines 104-107, 121-124 and 177-181 write the same frame "
     "partitioned without repartition (look-alikes). " + FILES,
     [(1, "Scan ExistingRDD", sp(73), False, "read", False),
      (2, "Exchange", sp(157), False, "repartition", False),
      (4, "Project", sp(158), True, "write", False),
      (5, "Sort", sp(158), True, "write", False),
      (6, "WriteFiles", sp((158, 161)), False, "write", False),
      (7, "Execute InsertIntoHadoopFsRelationCommand", sp((158, 161)), False, "write", False)])

# ---- 29. Pyspark Read Parquet Files: base_path (49), 86-88 ---------------------------------------------------------
case("az_29_parquet_files_count",
     "df = spark.read.parquet(*multiple_files) (87); df.count() (88)",
     "Two of the repository's own parquet files (stocks_1, stocks_2) read in one scan; count() is a partial and a "
     "final HashAggregate with a single-partition Exchange (derived at the count). Lines 61-67, 79-83, 99 and 111 "
     "read the same folder's files (look-alikes, each counted the same way); 27 Read Csv Files and 28 Read Json "
     "Files are the same notebook for csv and json. " + FILES,
     [(1, "Scan parquet", sp(87), False, "read", False),
      (3, "HashAggregate", sp(88), True, "aggregate", False),
      (4, "Exchange", sp(88), True, "aggregate", False),
      (6, "HashAggregate", sp(88), False, "aggregate", False)])


def rows(spec: dict, file: str) -> list[dict]:
    out = []
    for node in spec["nodes"]:
        nid, op, spans, derived, kind, amb = node[:6]
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": sym(file),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if len(node) > 6 and node[6]:
            row["true_lines"] = node[6]
        out.append(row)
    return sorted(out, key=lambda r: r["node_id"])


def main() -> int:
    todo = []
    for name, part, program, line, action, _occ, _nth, prefix in CASES:
        spec = L[name]
        file = nb(prefix)
        folder = BENCH / part / name
        settings = ("Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1). " if program == "joins_smj"
                    else "")
        inputs = "" if FILES in spec["notes"] else DATA
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                     "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                     "notes": spec["notes"] + inputs + SESSION + settings + RUN, "form": "databricks",
                     "source": SOURCE}
        todo.append((part, folder, rows(spec, file), case_json, f"{file}:{line}"))
    return write_cases(todo)


if __name__ == "__main__":
    sys.exit(main())
