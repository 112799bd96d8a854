"""Write each pyex_* case's case.json and gold.jsonl from the labels below, hand-written from the scripts and
the captured plans before any mapper run (the mapper was never run on these cases while they were built),
then check them with ../check_prefixed_cases.py pyex_.

    /work/main/.venv/bin/python bench/real/capture/spark-examples__pyspark-examples/labels.py

A label: (node id, operator, [[first, last], ...], derived, kind), optionally followed by a dict of extra
fields (`ambiguous`, `true_lines`). Spans are the file's own line numbers; every script is top-level code, so
every symbol is `<script stem>.<module>`. Where the same query is written more than once in the same file,
every copy is a span and `true_lines` names the one that ran (bench/real/README.md); a look-alike in another
file is never an alternative.
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
COMMIT = "ff3fcf1f44b61399f533aed2d81bb7d264d27cb2"
SESSION = ("Session: local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, "
           "AQE on (final plan, taken after the action ran). ")
RUN = ("Run: the script ran unchanged as __main__ (runpy) in a process of its own, from the repository's root, "
       "no arguments; its SparkSession.builder...getOrCreate() returned the capture's session "
       "(bench/real/capture/spark-examples__pyspark-examples/capture.py). The query the action ran "
       "(limit(n+1) for show(n), groupBy().count() for count()) was collected again, then explained.")
AMB = {"ambiguous": True}


def twice(*spans):
    """The copy that ran, for a query written more than once in the file."""
    return {"true_lines": [list(s) for s in spans]}


L: dict[str, dict] = {}

# ---- pyspark-groupby.py ------------------------------------------------------------------------------
L["pyex_groupby_agg_where"] = dict(
    dataframe="df.groupBy(\"department\").agg(sum, avg, sum, max).where(col(\"sum_bonus\") >= 50000).show(truncate=False), lines 47-53; df = spark.createDataFrame(...) (26)",
    notes="The same groupBy(\"department\").agg(...) without the where is at 39-45 (another query). Look-alikes in other "
          "files: pyspark-groupby-sort.py (groupBy(\"state\").agg(...).filter(...)), pyspark-orderby-groupby.py. The show's "
          "limit was dropped by adaptive execution (the final plan has no CollectLimit). ",
    nodes=[(1, "Scan ExistingRDD", [[26, 26]], False, "read"),
           (2, "Project", [[47, 51], [26, 26]], True, "project", AMB),
           (3, "HashAggregate", [[47, 51]], True, "aggregate"),
           (4, "Exchange", [[47, 51]], True, "aggregate"),
           (7, "HashAggregate", [[47, 51]], False, "aggregate"),
           (8, "Filter", [[52, 52]], False, "filter")])

# ---- pyspark-groupby-sort.py: the SQL that ran (51-54); the same query as one DataFrame chain (45-49) and
# built in steps (dfGroup 31-32, dfFilter 36, dfFilter.sort(desc(...)).show() 43)
_GS_AGG = [[52, 53], [45, 46], [31, 32]]
L["pyex_groupby_having_sql"] = dict(
    dataframe="spark.sql(\"select state, sum(salary) as sum_salary from EMP group by state having sum_salary > 100000 order by sum_salary desc\").show(), lines 52-54, over df.createOrReplaceTempView(\"EMP\") (51), df = spark.createDataFrame(...) (25)",
    notes="The same query is written three times in the file: the SQL that ran (52-54), one DataFrame chain (45-49) and "
          "dfGroup/dfFilter built in steps (31-32, 36, 43); all are spans, the SQL in true_lines. Look-alikes in other files: "
          "pyspark-groupby.py, pyspark-orderby-groupby.py (the same data). ",
    form="sql-string",
    nodes=[(1, "Scan ExistingRDD", [[25, 25], [52, 52]], False, "read"),
           (2, "Project", [*_GS_AGG, [25, 25]], True, "project", {**AMB, **twice((52, 53), (25, 25))}),
           (3, "HashAggregate", _GS_AGG, True, "aggregate", twice((52, 53))),
           (4, "Exchange", _GS_AGG, True, "aggregate", twice((52, 53))),
           (7, "HashAggregate", _GS_AGG, False, "aggregate", twice((52, 53))),
           (8, "Filter", [[53, 53], [47, 47], [36, 36]], False, "filter", twice((53, 53))),
           (9, "TakeOrderedAndProject", [[54, 54], [48, 49], [43, 43]], False, "limit", twice((54, 54)))])

# ---- pyspark-join.py --------------------------------------------------------------------------------
L["pyex_self_join_alias"] = dict(
    dataframe="empDF.alias(\"emp1\").join(empDF.alias(\"emp2\"), emp1.superior_emp_id == emp2.emp_id, \"inner\").select(...).show(truncate=False), lines 65-70; empDF = spark.createDataFrame(...) (24)",
    notes="A self join: both scans are the createDataFrame of line 24. The sort-merge join planned first became a broadcast "
          "join at run time (adaptive execution; the shuffles stay). Look-alikes: pyspark-left-anti-join.py holds the same "
          "emp/dept data and joins. ",
    nodes=[(1, "Scan ExistingRDD", [[24, 24]], False, "read"),
           (2, "Filter", [[65, 66]], True, "join"),
           (3, "Project", [[65, 69], [24, 24]], True, "project", AMB),
           (4, "Exchange", [[65, 66]], True, "join"),
           (7, "BroadcastExchange", [[65, 66]], True, "join"),
           (9, "Scan ExistingRDD", [[24, 24]], False, "read"),
           (10, "Filter", [[65, 66]], True, "join"),
           (11, "Project", [[65, 69], [24, 24]], True, "project", AMB),
           (12, "Exchange", [[65, 66]], True, "join"),
           (15, "BroadcastHashJoin", [[65, 66]], False, "join"),
           (16, "Project", [[67, 69]], False, "project"),
           (17, "CollectLimit", [[70, 70]], True, "limit")])

# the SQL join that ran (75-76); the same query in SQL again (78-79) and with the DataFrame API (39-40)
_J = [[75, 75], [78, 78], [39, 39]]
L["pyex_join_sql_where"] = dict(
    dataframe="spark.sql(\"select * from EMP e, DEPT d where e.emp_dept_id == d.dept_id\").show(truncate=False), lines 75-76, over the views of lines 72-73 (empDF 24, deptDF 35)",
    notes="The same inner join is written three times in the file: this SQL (75-76), as INNER JOIN ... ON (78-79) and with "
          "the DataFrame API (39-40); all are spans, the SQL that ran in true_lines. pyspark-left-anti-join.py repeats the "
          "data and the DataFrame joins (a look-alike, never an alternative). The sort-merge join planned first became a "
          "broadcast join at run time (adaptive execution). ",
    form="sql-string",
    nodes=[(1, "Scan ExistingRDD", [[24, 24], [75, 75]], False, "read"),
           (2, "Filter", _J, True, "join", twice((75, 75))),
           (3, "Exchange", _J, True, "join", twice((75, 75))),
           (6, "Scan ExistingRDD", [[35, 35], [75, 75]], False, "read"),
           (7, "Filter", _J, True, "join", twice((75, 75))),
           (8, "Exchange", _J, True, "join", twice((75, 75))),
           (11, "BroadcastExchange", _J, True, "join", twice((75, 75))),
           (13, "BroadcastHashJoin", _J, False, "join", twice((75, 75))),
           (14, "CollectLimit", [[76, 76], [79, 79], [40, 40]], True, "limit", twice((76, 76)))])

# ---- pyspark-pivot.py ---------------------------------------------------------------------------------
L["pyex_pivot_sum"] = dict(
    dataframe="pivotDF = df.groupBy(\"Product\").pivot(\"Country\").sum(\"Amount\") (21); pivotDF.show(truncate=False) (23); df = spark.createDataFrame(...) (17)",
    notes="A pivot without values plans as two aggregation levels (by Product and Country, then pivotfirst by Product): "
          "every aggregate, exchange and the Project that takes the pivoted columns out of the pivotfirst struct is the pivot "
          "of line 21. The two-step pivot at 25-29 gives the same rows through another plan (not the same query). The show's "
          "limit was dropped by adaptive execution. ",
    nodes=[(1, "Scan ExistingRDD", [[17, 17]], False, "read"),
           (2, "HashAggregate", [[21, 21]], True, "pivot"),
           (3, "Exchange", [[21, 21]], True, "pivot"),
           (6, "HashAggregate", [[21, 21]], True, "pivot"),
           (7, "HashAggregate", [[21, 21]], True, "pivot"),
           (8, "Exchange", [[21, 21]], True, "pivot"),
           (11, "HashAggregate", [[21, 21]], False, "pivot"),
           (12, "Project", [[21, 21]], True, "pivot")])

L["pyex_unpivot_stack"] = dict(
    dataframe="unPivotDF = pivotDF.select(\"Product\", expr(unpivotExpr)).where(\"Total is not null\") (37-38), unpivotExpr = \"stack(3, ...)\" (36), pivotDF = df.groupBy(\"Product\",\"Country\").sum(\"Amount\").groupBy(\"Product\").pivot(\"Country\").sum(\"sum(Amount)\") (25-29); unPivotDF.show(truncate=False) (39)",
    notes="The stack() generator (Generate) is the unpivot, kind pivot; the Project under it takes the three stacked columns "
          "out of the pivot's struct (USA, unused, pruned): the pivot's, with the select as a second span. The pivot of line 21 "
          "is another query (pivotDF is reassigned at 25). ",
    nodes=[(1, "Scan ExistingRDD", [[17, 17]], False, "read"),
           (2, "HashAggregate", [[25, 26]], True, "aggregate"),
           (3, "Exchange", [[25, 26]], True, "aggregate"),
           (6, "HashAggregate", [[25, 26]], False, "aggregate"),
           (7, "HashAggregate", [[27, 29]], True, "pivot"),
           (8, "HashAggregate", [[27, 29]], True, "pivot"),
           (9, "Exchange", [[27, 29]], True, "pivot"),
           (12, "HashAggregate", [[27, 29]], False, "pivot"),
           (13, "Project", [[27, 29], [37, 37]], True, "pivot", AMB),
           (14, "Generate", [[37, 37], [36, 36]], False, "pivot"),
           (15, "Filter", [[38, 38]], False, "filter"),
           (16, "CollectLimit", [[39, 39]], True, "limit")])

# ---- pyspark-window-functions.py ------------------------------------------------------------------------
L["pyex_window_agg_first_row"] = dict(
    dataframe="df.withColumn(\"row\", row_number().over(windowSpec)).withColumn(avg/sum/min/max over windowSpecAgg).where(col(\"row\")==1).select(...).show(), lines 67-73; windowSpec (32), windowSpecAgg (65), df = spark.createDataFrame(...) (25)",
    notes="One shuffle by department serves both windows; its Exchange is labelled at the window calls and both specs, the "
          "Sort (department, salary) at the row_number window and windowSpec. The eight single-function windows at 34-63 use "
          "the same spec (look-alikes in the file, other queries). The show's limit was dropped by adaptive execution. ",
    nodes=[(1, "Scan ExistingRDD", [[25, 25]], False, "read"),
           (2, "Project", [[67, 72], [25, 25]], True, "project", AMB),
           (3, "Exchange", [[67, 71], [32, 32], [65, 65]], True, "window"),
           (6, "Sort", [[67, 67], [32, 32]], True, "window"),
           (7, "Window", [[67, 67]], False, "window"),
           (8, "Window", [[68, 71]], False, "window"),
           (9, "Filter", [[72, 72]], False, "filter"),
           (10, "Project", [[72, 72]], False, "project")])

L["pyex_window_lag"] = dict(
    dataframe="df.withColumn(\"lag\", lag(\"salary\", 2).over(windowSpec)).show(), lines 58-59; windowSpec (32), df = spark.createDataFrame(...) (25)",
    notes="Seven look-alike statements in the file (34-63) differ only in the window function (row_number, rank, ... lead): "
          "other queries, not spans. The show's limit was dropped by adaptive execution. ",
    nodes=[(1, "Scan ExistingRDD", [[25, 25]], False, "read"),
           (2, "Exchange", [[58, 58], [32, 32]], True, "window"),
           (5, "Sort", [[58, 58], [32, 32]], True, "window"),
           (6, "Window", [[58, 58]], False, "window")])

# ---- pyspark-left-anti-join.py (broadcast joins off) -----------------------------------------------------
L["pyex_left_join_smj"] = dict(
    dataframe="empDF.join(deptDF, empDF.emp_dept_id == deptDF.dept_id, \"left\").show(truncate=False), line 34; empDF (20), deptDF (30)",
    notes="The same join is written again at line 35 (\"leftouter\"): a span, line 34 in true_lines. pyspark-join.py holds the "
          "same data and the same two lines (49-52): look-alikes, never alternatives. The show's limit is pushed below the "
          "outer join into its preserved side (LocalLimit). ",
    nodes=[(1, "Scan ExistingRDD", [[20, 20]], False, "read"),
           (2, "LocalLimit", [[34, 34], [35, 35]], True, "limit", twice((34, 34))),
           (3, "Exchange", [[34, 34], [35, 35]], True, "join", twice((34, 34))),
           (6, "Sort", [[34, 34], [35, 35]], True, "join", twice((34, 34))),
           (7, "Scan ExistingRDD", [[30, 30]], False, "read"),
           (8, "Filter", [[34, 34], [35, 35]], True, "join", twice((34, 34))),
           (9, "Exchange", [[34, 34], [35, 35]], True, "join", twice((34, 34))),
           (12, "Sort", [[34, 34], [35, 35]], True, "join", twice((34, 34))),
           (13, "SortMergeJoin", [[34, 34], [35, 35]], False, "join", twice((34, 34))),
           (14, "CollectLimit", [[34, 34], [35, 35]], True, "limit", twice((34, 34)))])

L["pyex_anti_join_sql_smj"] = dict(
    dataframe="spark.sql(\"SELECT e.* FROM EMP e LEFT ANTI JOIN DEPT d ON e.emp_dept_id == d.dept_id\").show(truncate=False), lines 40-41, over the views of lines 37-38 (empDF 20, deptDF 30)",
    notes="The DataFrame twin (join ... \"leftanti\") is in pyspark-join.py 62-63: another file, never an alternative. The show's "
          "limit was dropped by adaptive execution. ",
    form="sql-string",
    nodes=[(1, "Scan ExistingRDD", [[20, 20], [40, 40]], False, "read"),
           (2, "Exchange", [[40, 40]], True, "join"),
           (5, "Sort", [[40, 40]], True, "join"),
           (6, "Scan ExistingRDD", [[30, 30], [40, 40]], False, "read"),
           (7, "Filter", [[40, 40]], True, "join"),
           (8, "Project", [[40, 40], [30, 30]], True, "project", AMB),
           (9, "Exchange", [[40, 40]], True, "join"),
           (12, "Sort", [[40, 40]], True, "join"),
           (13, "SortMergeJoin", [[40, 40]], False, "join")])

# ---- pyspark-udf.py -------------------------------------------------------------------------------------
L["pyex_udf_select"] = dict(
    dataframe="df.select(col(\"Seqno\"), convertUDF(col(\"Name\")).alias(\"Name\")).show(truncate=False), lines 32-34; convertUDF = udf(lambda z: convertCase(z)) (30), def convertCase (22), df = spark.createDataFrame(...) (18)",
    notes="The Python UDF runs as ArrowEvalPython (Spark 4); the label accepts the call, the udf(...) line and the def. The "
          "show's limit is pushed below the UDF (LocalLimit). The same UDF is registered for SQL at 47 and used at 49-54. ",
    nodes=[(1, "Scan ExistingRDD", [[18, 18]], False, "read"),
           (2, "LocalLimit", [[34, 34]], True, "limit"),
           (3, "ArrowEvalPython", [[33, 33], [30, 30], [22, 22]], False, "udf"),
           (4, "Project", [[32, 33]], False, "project"),
           (5, "CollectLimit", [[34, 34]], True, "limit")])

L["pyex_udf_sql_where"] = dict(
    dataframe="spark.sql(\"select Seqno, convertUDF(Name) as Name from NAME_TABLE where Name is not null and convertUDF(Name) like '%John%'\").show(truncate=False), lines 52-54; spark.udf.register(\"convertUDF\", convertCase, StringType()) (47), view (48), df (18)",
    notes="The registered UDF runs twice (BatchEvalPython): in the WHERE (53) and in the select list (52); each accepts its "
          "clause, the register line and the def. The Project between them drops the UDF's filter column (derived). The same "
          "query over NAME_TABLE2 with _nullsafeUDF (73-75) is a look-alike, not the same query. ",
    form="sql-string",
    nodes=[(1, "Scan ExistingRDD", [[18, 18], [52, 52]], False, "read"),
           (2, "Filter", [[53, 53]], False, "filter"),
           (3, "BatchEvalPython", [[53, 53], [47, 47], [22, 22]], False, "udf"),
           (4, "Filter", [[53, 53]], False, "filter"),
           (5, "Project", [[53, 53], [52, 52]], True, "project", AMB),
           (6, "LocalLimit", [[54, 54]], True, "limit"),
           (7, "BatchEvalPython", [[52, 52], [47, 47], [22, 22]], False, "udf"),
           (8, "Project", [[52, 52]], False, "project"),
           (9, "CollectLimit", [[54, 54]], True, "limit")])

# ---- pyspark-count-distinct.py ----------------------------------------------------------------------------
L["pyex_count_distinct"] = dict(
    dataframe="df2 = df.select(countDistinct(\"Dept\", \"Salary\")) (28); df2.show() (29); df = spark.createDataFrame(...) (22)",
    notes="countDistinct plans as two aggregation levels (the distinct keys, then the count): every aggregate and exchange is "
          "the select of line 28. The same two lines are in pyspark-aggregate.py (45-46): a look-alike, never an alternative. ",
    nodes=[(1, "Scan ExistingRDD", [[22, 22]], False, "read"),
           (2, "Project", [[28, 28], [22, 22]], True, "project", AMB),
           (3, "HashAggregate", [[28, 28]], True, "aggregate"),
           (4, "Exchange", [[28, 28]], True, "aggregate"),
           (7, "HashAggregate", [[28, 28]], True, "aggregate"),
           (8, "HashAggregate", [[28, 28]], True, "aggregate"),
           (9, "Exchange", [[28, 28]], True, "aggregate"),
           (11, "HashAggregate", [[28, 28]], False, "aggregate")])

L["pyex_count_distinct_sql"] = dict(
    dataframe="spark.sql(\"select distinct(count(*)) from PERSON\").show(), line 34, over df.createOrReplaceTempView(\"PERSON\") (33), df (22)",
    notes="The distinct over a one-row count is removed by the optimizer: the plan is the count(*) alone. ",
    form="sql-string",
    nodes=[(1, "Scan ExistingRDD", [[22, 22], [34, 34]], False, "read"),
           (2, "Project", [[34, 34], [22, 22]], True, "project", AMB),
           (3, "HashAggregate", [[34, 34]], True, "aggregate"),
           (4, "Exchange", [[34, 34]], True, "aggregate"),
           (6, "HashAggregate", [[34, 34]], False, "aggregate")])

# ---- pyspark-union.py --------------------------------------------------------------------------------------
L["pyex_union_distinct"] = dict(
    dataframe="disDF = df.union(df2).distinct() (37); disDF.show(truncate=False) (38); df (18), df2 (30)",
    notes="union (35) and unionAll (40) of the same frames without distinct are other queries. ",
    nodes=[(1, "Scan ExistingRDD", [[18, 18]], False, "read"),
           (2, "Scan ExistingRDD", [[30, 30]], False, "read"),
           (3, "Union", [[37, 37]], False, "union"),
           (4, "HashAggregate", [[37, 37]], True, "distinct"),
           (5, "Exchange", [[37, 37]], True, "distinct"),
           (8, "HashAggregate", [[37, 37]], False, "distinct")])

# ---- pyspark-join-two-dataframes.py (broadcast joins off) ----------------------------------------------------
L["pyex_join_three_smj"] = dict(
    dataframe="empDF.join(addDF, [\"emp_id\"]).join(deptDF, empDF[\"emp_dept_id\"] == deptDF[\"dept_id\"]).show(), lines 46-48; empDF (17), deptDF (25), addDF (36)",
    notes="Two sort-merge joins. The USING join (on [\"emp_id\"]) adds the Project that keeps one emp_id (the join's, derived). "
          "The isnotnull Filter of empDF serves both joins. The same pair of joins written with where (51-53) and in SQL (60-62) "
          "joins in the other order (another plan). The show's limit was dropped by adaptive execution. ",
    nodes=[(1, "Scan ExistingRDD", [[17, 17]], False, "read"),
           (2, "Filter", [[46, 47]], True, "join"),
           (3, "Exchange", [[46, 46]], True, "join"),
           (6, "Sort", [[46, 46]], True, "join"),
           (7, "Scan ExistingRDD", [[36, 36]], False, "read"),
           (8, "Filter", [[46, 46]], True, "join"),
           (9, "Exchange", [[46, 46]], True, "join"),
           (12, "Sort", [[46, 46]], True, "join"),
           (13, "SortMergeJoin", [[46, 46]], False, "join"),
           (14, "Project", [[46, 46]], True, "join"),
           (15, "Exchange", [[47, 47]], True, "join"),
           (18, "Sort", [[47, 47]], True, "join"),
           (19, "Scan ExistingRDD", [[25, 25]], False, "read"),
           (20, "Filter", [[47, 47]], True, "join"),
           (21, "Exchange", [[47, 47]], True, "join"),
           (24, "Sort", [[47, 47]], True, "join"),
           (25, "SortMergeJoin", [[47, 47]], False, "join")])

# the SQL that ran (60-62); the same query with join().where() twice (51-53)
_S = [[60, 61], [51, 51]]
_A = [[60, 61], [52, 52]]
L["pyex_join_three_sql_smj"] = dict(
    dataframe="spark.sql(\"select * from EMP e, DEPT d, ADD a where e.emp_dept_id == d.dept_id and e.emp_id == a.emp_id\").show(), lines 60-62, over the views of lines 56-58 (empDF 17, deptDF 25, addDF 36)",
    notes="The same query is written with the DataFrame API at 51-53 (join(deptDF).where(...).join(addDF).where(...)): its "
          "lines are spans (the DEPT join at 51, the ADD join at 52), the SQL in true_lines. The USING-join chain at 46-48 joins "
          "in the other order (another plan). The show's limit was dropped by adaptive execution. ",
    form="sql-string",
    nodes=[(1, "Scan ExistingRDD", [[17, 17], [60, 60]], False, "read"),
           (2, "Filter", [[60, 61], [51, 52]], True, "join", twice((60, 61))),
           (3, "Exchange", _S, True, "join", twice((60, 61))),
           (6, "Sort", _S, True, "join", twice((60, 61))),
           (7, "Scan ExistingRDD", [[25, 25], [60, 60]], False, "read"),
           (8, "Filter", _S, True, "join", twice((60, 61))),
           (9, "Exchange", _S, True, "join", twice((60, 61))),
           (12, "Sort", _S, True, "join", twice((60, 61))),
           (13, "SortMergeJoin", _S, False, "join", twice((60, 61))),
           (14, "Exchange", _A, True, "join", twice((60, 61))),
           (17, "Sort", _A, True, "join", twice((60, 61))),
           (18, "Scan ExistingRDD", [[36, 36], [60, 60]], False, "read"),
           (19, "Filter", _A, True, "join", twice((60, 61))),
           (20, "Exchange", _A, True, "join", twice((60, 61))),
           (23, "Sort", _A, True, "join", twice((60, 61))),
           (24, "SortMergeJoin", _A, False, "join", twice((60, 61)))])

# ---- pyspark-distinct.py --------------------------------------------------------------------------------------
L["pyex_distinct_count"] = dict(
    dataframe="distinctDF = df.distinct() (27); distinctDF.count() (28); df = spark.createDataFrame(...) (23)",
    notes="count() ran groupBy().count() over the distinct rows. The same query is written again at 31-32 "
          "(df2 = df.dropDuplicates(); df2.count()): spans, 27-28 in true_lines. Look-alikes: pyspark-count-distinct.py 24 "
          "(df.distinct().count() over other column names). ",
    nodes=[(1, "Scan ExistingRDD", [[23, 23]], False, "read"),
           (2, "HashAggregate", [[27, 27], [31, 31]], True, "distinct", twice((27, 27))),
           (3, "Exchange", [[27, 27], [31, 31]], True, "distinct", twice((27, 27))),
           (6, "HashAggregate", [[27, 27], [31, 31]], False, "distinct", twice((27, 27))),
           (7, "HashAggregate", [[28, 28], [32, 32]], True, "aggregate", twice((28, 28))),
           (8, "Exchange", [[28, 28], [32, 32]], True, "aggregate", twice((28, 28))),
           (10, "HashAggregate", [[28, 28], [32, 32]], False, "aggregate", twice((28, 28)))])

L["pyex_drop_duplicates_cols"] = dict(
    dataframe="dropDisDF = df.dropDuplicates([\"department\", \"salary\"]) (35); dropDisDF.show(truncate=False) (37); df (23)",
    notes="dropDuplicates on a subset keeps first(employee_name) per key: SortAggregate (first() has no hash form here), "
          "with the sorts it needs. The show's limit was dropped by adaptive execution. ",
    nodes=[(1, "Scan ExistingRDD", [[23, 23]], False, "read"),
           (2, "Sort", [[35, 35]], True, "distinct"),
           (3, "SortAggregate", [[35, 35]], True, "distinct"),
           (4, "Exchange", [[35, 35]], True, "distinct"),
           (7, "Sort", [[35, 35]], True, "distinct"),
           (8, "SortAggregate", [[35, 35]], False, "distinct")])

# ---- explode: pyspark-explode-array-map.py and its look-alike pyspark-maptype-dataframe-column.py ----------------
L["pyex_explode_map"] = dict(
    dataframe="df3 = df.select(df.name, explode(df.properties)) (29); df3.show() (31); df = spark.createDataFrame(...) (19)",
    notes="explode of a map column: the inferred Filter (size > 0, not null) is the explode's. The same select is in "
          "pyspark-maptype-dataframe-column.py 44 (a look-alike file, never an alternative). ",
    nodes=[(1, "Scan ExistingRDD", [[19, 19]], False, "read"),
           (2, "Filter", [[29, 29]], True, "explode"),
           (3, "Project", [[29, 29], [19, 19]], True, "project", AMB),
           (4, "Generate", [[29, 29]], False, "explode"),
           (5, "CollectLimit", [[31, 31]], True, "limit")])

L["pyex_maptype_explode"] = dict(
    dataframe="df.select(df.name, explode(df.properties)).show(), line 44; df = spark.createDataFrame(data=dataDictionary, schema=schema) (23)",
    notes="The same select is in pyspark-explode-array-map.py 29 (a look-alike file, never an alternative). ",
    nodes=[(1, "Scan ExistingRDD", [[23, 23]], False, "read"),
           (2, "Filter", [[44, 44]], True, "explode"),
           (3, "Generate", [[44, 44]], False, "explode"),
           (4, "CollectLimit", [[44, 44]], True, "limit")])

# ---- pyspark-orderby-groupby.py ---------------------------------------------------------------------------------
L["pyex_sort_groupby"] = dict(
    dataframe="dfSort = df.sort(df.state, df.salary).groupBy(df.state).agg(sum(df.salary)) (29); dfSort.show() (30); df (25)",
    notes="The sort before the groupBy is removed by the optimizer (no node). The show's limit was dropped by adaptive "
          "execution. Look-alikes: pyspark-groupby-sort.py 29 and 31-32 (the same data, groupBy(\"state\")). ",
    nodes=[(1, "Scan ExistingRDD", [[25, 25]], False, "read"),
           (2, "Project", [[29, 29], [25, 25]], True, "project", AMB),
           (3, "HashAggregate", [[29, 29]], True, "aggregate"),
           (4, "Exchange", [[29, 29]], True, "aggregate"),
           (7, "HashAggregate", [[29, 29]], False, "aggregate")])

# ---- null filters: pyspark-filter-null.py (SQL) and pyspark-drop-null.py (csv) ------------------------------------
_FN = [[39, 39], [25, 25], [26, 26], [27, 27]]
L["pyex_filter_null_sql"] = dict(
    dataframe="spark.sql(\"SELECT * FROM DATA where STATE IS NULL\").show(), line 39, over df.createOrReplaceTempView(\"DATA\") (38), df = spark.createDataFrame(data, columns) (20)",
    notes="The same filter is written three times with the DataFrame API at 25-27 (string, df.state.isNull(), "
          "col(\"state\").isNull()): spans, the SQL in true_lines. pyspark-fulter-null.py is a near copy of the file "
          "(a look-alike, never an alternative). ",
    form="sql-string",
    nodes=[(1, "Scan ExistingRDD", [[20, 20], [39, 39]], False, "read"),
           (2, "Filter", _FN, False, "filter", twice((39, 39))),
           (3, "CollectLimit", _FN, True, "limit", twice((39, 39)))])

L["pyex_drop_null_csv"] = dict(
    dataframe="df.na.drop(subset=[\"population\", \"type\"]).show(truncate=False), lines 23-24; df = spark.read.options(header='true', inferSchema='true').csv(filePath) (13-14), filePath = \"resources/small_zipcode.csv\" (12)",
    notes="Reads the repository's own resources/small_zipcode.csv. na.drop(subset) is a Filter atleastnnonnulls(2, ...). "
          "pyspark-repace-null.py reads the same file the same way (a look-alike). ",
    nodes=[(1, "Scan csv", [[13, 14], [12, 12]], False, "read"),
           (2, "Filter", [[23, 23]], False, "filter"),
           (3, "CollectLimit", [[24, 24]], True, "limit")])

# ---- pyspark-aggregate.py ---------------------------------------------------------------------------------------
L["pyex_sum_distinct"] = dict(
    dataframe="df.select(sumDistinct(\"salary\")).show(truncate=False), line 60; df = spark.createDataFrame(...) (32)",
    notes="sum of distinct values plans as two aggregation levels (distinct salaries, then the sum), all the select of "
          "line 60. Seventeen one-line aggregates of the same column fill 37-62 (look-alikes in the file). ",
    nodes=[(1, "Scan ExistingRDD", [[32, 32]], False, "read"),
           (2, "Project", [[60, 60], [32, 32]], True, "project", AMB),
           (3, "HashAggregate", [[60, 60]], True, "aggregate"),
           (4, "Exchange", [[60, 60]], True, "aggregate"),
           (7, "HashAggregate", [[60, 60]], True, "aggregate"),
           (8, "HashAggregate", [[60, 60]], True, "aggregate"),
           (9, "Exchange", [[60, 60]], True, "aggregate"),
           (11, "HashAggregate", [[60, 60]], False, "aggregate")])

# ---- pyspark-sql-case-when.py ------------------------------------------------------------------------------------
L["pyex_case_when_withcolumn"] = dict(
    dataframe="df2 = df.withColumn(\"new_gender\", when(...).when(...).when(...).otherwise(df.gender)) (18-21); df2.show() (22); df (13)",
    notes="The file writes the same query five times: withColumn/when at 18-21 (ran) and again at 23-26, select/when at "
          "28-31 (shown at 32), withColumn/expr CASE WHEN at 35-37 (shown at 38), select/expr at 40-42; all give this plan, "
          "all are spans, 18-22 in true_lines. The SQL at 45-47 keeps two columns only (another query). Look-alikes in other "
          "files: pyspark-when-otherwise.py, pyspark-update-column.py, pyspark-expr.py. ",
    nodes=[(1, "Scan ExistingRDD", [[13, 13]], False, "read"),
           (2, "Project", [[18, 21], [23, 26], [28, 31], [35, 37], [40, 42]], False, "project", twice((18, 21))),
           (3, "CollectLimit", [[22, 22], [32, 32], [38, 38]], True, "limit", twice((22, 22)))])

# ---- pyspark-read-json.py -------------------------------------------------------------------------------------
L["pyex_json_view_sql"] = dict(
    dataframe="spark.sql(\"select * from zipcode3\").show(), line 63, over spark.sql(\"CREATE OR REPLACE TEMPORARY VIEW zipcode3 USING json OPTIONS (path 'resources/zipcodes.json')\") (61-62)",
    notes="The view is defined by SQL over the repository's own resources/zipcodes.json. The same query is df = "
          "spark.read.json(\"resources/zipcodes.json\") (13) shown at 15: spans, the SQL in true_lines. The other reads of the "
          "file (multiline 18-19, two files 23-24, a glob 28, a schema 55-56) are other queries. ",
    form="sql-string",
    nodes=[(1, "Scan json", [[61, 63], [13, 13]], False, "read", twice((61, 63))),
           (2, "CollectLimit", [[63, 63], [15, 15]], True, "limit", twice((63, 63)))])


# ---- appended cases (casts, a global sort) ---------------------------------------------------------------------
L["pyex_cast_selectexpr"] = dict(
    dataframe="df3 = df2.selectExpr(\"cast(age as int) age\", ...) (30-32) over df2 = df.withColumn(... .cast(StringType())) x3 (25-27); df3.show(truncate=False) (34); df (19)",
    notes="Both sets of casts fold into one Project (the selectExpr's, the withColumn casts as a second span). Run with "
          "ANSI mode off: the script casts \"06-01-1992\" to a date, which Spark 4's ANSI mode rejects at line 34 (the "
          "script was written for Spark 3). Look-alikes: pyspark-change-string-double.py (the same casts, only printSchema), "
          "pyspark-withcolumn.py 24. ",
    nodes=[(1, "Scan ExistingRDD", [[19, 19]], False, "read"),
           (2, "Project", [[30, 32], [25, 27]], False, "project"),
           (3, "CollectLimit", [[34, 34]], True, "limit")])

L["pyex_cast_sql"] = dict(
    dataframe="df4 = spark.sql(\"SELECT STRING(age),BOOLEAN(isGraduated),DATE(jobStartDate) from CastExample\") (37); df4.show(truncate=False) (39); the view of df3 (36), df3 = df2.selectExpr(...) (30-32), df2 = df.withColumn(...) (25-27), df (19)",
    notes="The SQL casts fold with the selectExpr and withColumn casts under the view into one Project: the SQL line, "
          "then the two DataFrame steps as spans. Run with ANSI mode off (see pyex_cast_selectexpr). ",
    form="sql-string",
    nodes=[(1, "Scan ExistingRDD", [[19, 19], [37, 37]], False, "read"),
           (2, "Project", [[37, 37], [30, 32], [25, 27]], False, "project"),
           (3, "CollectLimit", [[39, 39]], True, "limit")])

L["pyex_sort_asc_desc"] = dict(
    dataframe="df.sort(df.department.asc(), df.state.desc()).show(truncate=False), line 41; df = spark.createDataFrame(...) (26)",
    notes="sort + show is one TakeOrderedAndProject. The file writes the same query at 41, 42 (col(...).asc()/desc()) "
          "and 43 (orderBy): spans, 41 in true_lines; the ascending-only sorts at 31-39 are other queries. ",
    nodes=[(1, "Scan ExistingRDD", [[26, 26]], False, "read"),
           (2, "TakeOrderedAndProject", [[41, 41], [42, 42], [43, 43]], False, "limit", twice((41, 41)))])


def rows_of(case_id: str, script: str) -> list[dict]:
    symbol = script.removesuffix(".py") + ".<module>"
    rows = []
    for nid, op, lines, derived, kind, *extra in L[case_id]["nodes"]:
        row = {"node_id": nid, "operator": op, "file": script, "lines": lines, "symbol": symbol,
               "derived": derived, "kind": kind, "ambiguous": False}
        for more in extra:
            row.update(more)
        rows.append(row)
    return rows


def main() -> int:
    def cases():
        for case_id, part, script, line, action in CASES:
            rows = rows_of(case_id, script)
            case = script_case(L[case_id], script, line, action, SETTINGS.get(script),
                               slug="spark-examples__pyspark-examples", commit=COMMIT, session=SESSION, run=RUN, source="spark-examples/pyspark-examples")
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
