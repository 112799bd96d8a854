"""Write each nb_zth_* case's case.json and gold.jsonl from the labels below, hand-written from the notebooks and
the captured plans before any mapper run (the mapper was never run on these cases), then check them
(case_files.write_cases: ../check_prefixed_cases.py's rules).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/subhamkharwal__pyspark-zero-to-hero/labels.py

A label: (node id, operator, cell, [[first, last], ...], derived, kind), optionally followed by dicts of extra
fields (`ambiguous`; `alt`: other right places, given as (cell, spans)). `cell` is the 0-based index among all the
notebook's cells and spans count lines inside it; `file_lines` (the same spans in the .ipynb file) are filled and
every labelled line checked against the cell's source by ../jadianes__spark-py-notebooks/nbgold.py. A merged node
whose calls sit in several cells takes one cell as its place and the others as `alt`s (a label has one cell).
Look-alikes (the same createDataFrame, read or join in other notebooks, a variable redefined in a later cell)
are never alternatives.
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
COMMIT = "90ac0be7a5ee376c213dbb468fd4e21a0d594f5b"
SESSION = ("Session: local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, "
           "AQE on unless the notebook turns it off. ")
RUN = ("Run: the notebook's code cells in order in one namespace (../jadianes__spark-py-notebooks/nbrun.py) from a work "
       "folder whose data/ (and a /data link made for the run) hold generated stand-ins for the course's LFS data "
       "(bench/real/capture/subhamkharwal__pyspark-zero-to-hero/: capture.py, make_data.py); cell 0's "
       "SparkSession.builder...getOrCreate() returned the capture's session (a spark://... master or executor "
       "settings there have no effect). The DataFrame the action was called on was collect()ed, then explained.")
AMB = {"ambiguous": True}


def alt(*places):
    """Other right places, each (cell, spans)."""
    return {"alt": [(cell, spans) for cell, spans in places]}


L: dict[str, dict] = {}

L["nb_zth_select_cast_where"] = dict(
    dataframe="emp_final.show(), cell 15 line 3; emp_final = emp_casted.select(...).where(\"age > 30\") (cell 14 line 4), "
              "emp_casted = emp_filtered.select(expr(\"employee_id as emp_id\"), ..., expr(\"cast(age as int) as age\"), ...) "
              "(cell 9 line 4), emp_filtered = emp.select(col(...), expr(\"name\"), emp.age, emp.salary) (cell 7 line 4), "
              "emp = spark.createDataFrame(...) (cell 2 line 3)",
    notes="The three selects fold into one Project (the casts and aliases of cell 9 as its place, the other two as alts); "
          "emp_casted_1 (cell 11, selectExpr) is the same select written again and not used here. The createDataFrame "
          "of the same 20 rows is in notebooks 01-07 and 11 (look-alikes). ",
    nodes=[(1, "Scan ExistingRDD", 2, [[3, 3]], False, "read"),
           (2, "Filter", 14, [[4, 4]], False, "filter"),
           (3, "Project", 9, [[4, 4]], False, "project", alt((14, [[4, 4]]), (7, [[4, 4]])))])

L["nb_zth_withcolumn_limit"] = dict(
    dataframe="emp_limit.show(2), cell 20 line 3; emp_limit = emp_filtered.limit(5) (cell 19 line 4), emp_filtered = "
              "emp_dropped.where(\"tax > 10000\") (cell 17 line 4), emp_dropped = emp_new_cols.drop(\"columnTwo\", "
              "\"columnOne\") (cell 15 line 3), emp_new_cols = ...withColumn(lit) x2 (cell 9 line 5), emp_taxed = "
              "emp_casted.withColumn(\"tax\", ...) (cell 7 line 4), emp_casted = emp.select(..., col(\"salary\").cast(\"double\")) "
              "(cell 5 line 5)",
    notes="The explained DataFrame is emp_limit (the show's own limit of 2 is not in it): CollectLimit 5 is the "
          "limit(5). The where on tax is pushed below both projects; the lit columns are dropped again (no node); the "
          "drop is folded into the tax Project (an alt). ",
    nodes=[(1, "Scan ExistingRDD", 2, [[3, 3]], False, "read"),
           (2, "Filter", 17, [[4, 4]], False, "filter"),
           (3, "Project", 5, [[5, 5]], False, "project"),
           (4, "Project", 7, [[4, 4]], False, "project", alt((15, [[3, 3]]))),
           (5, "CollectLimit", 19, [[4, 4]], False, "limit")])

L["nb_zth_case_when_dates"] = dict(
    dataframe="emp_final.show(), cell 18 line 1; emp_final = emp_null_df.drop(\"name\", \"gender\").withColumnRenamed(...) x2 "
              "(cell 17 line 2), emp_null_df = ...withColumn(\"new_gender\", coalesce(...)) (cell 15 line 5), emp_dated = "
              "...withColumn(current_date()).withColumn(current_timestamp()) (cell 11 line 5), emp_date_fix = "
              "...withColumn(\"hire_date\", to_date(...)) (cell 9 line 5), emp_name_fixed = ...withColumn(\"new_name\", "
              "regexp_replace(...)) (cell 7 line 5), emp_gender_fixed = emp.withColumn(\"new_gender\", when(...).when(...)"
              ".otherwise(None)) (cell 5 lines 6-9)",
    notes="Every withColumn, the drop and the renames fold into one Project: the last call (cell 17) as its place, the "
          "five others as alts. emp_gender_fixed_1 (cell 5 line 11, the same CASE WHEN through expr) is not used by "
          "this DataFrame. ",
    nodes=[(1, "Scan ExistingRDD", 2, [[3, 3]], False, "read"),
           (2, "Project", 17, [[2, 2]], False, "project",
            alt((15, [[5, 5]]), (11, [[5, 5]]), (9, [[5, 5]]), (7, [[5, 5]]), (5, [[6, 9]])))])

L["nb_zth_union_avg_having"] = dict(
    dataframe="emp_avg.show(), cell 14 line 1; emp_avg = emp_sorted.groupBy(\"department_id\").agg(avg(\"salary\")...)"
              ".where(\"avg_dept_salary > 50000\") (cell 13 line 5), emp_sorted = emp.orderBy(col(\"salary\").asc()) (cell 7 "
              "line 5), emp = emp_data_1.unionAll(emp_data_2) (cell 5 line 3), both createDataFrame (cell 2 lines 3-4)",
    notes="The orderBy stays below the aggregate (range Exchange and Sort). The column-pruning Projects above each "
          "scan keep the aggregate's columns (ambiguous, at the groupBy). emp_count and emp_sum (cells 9, 11) group "
          "the same emp_sorted (look-alikes). ",
    nodes=[(1, "Scan ExistingRDD", 2, [[3, 3]], False, "read"),
           (2, "Project", 13, [[5, 5]], True, "project", AMB),
           (3, "Scan ExistingRDD", 2, [[4, 4]], False, "read"),
           (4, "Project", 13, [[5, 5]], True, "project", AMB),
           (5, "Union", 5, [[3, 3]], False, "union"),
           (6, "Exchange", 7, [[5, 5]], True, "sort"),
           (9, "Sort", 7, [[5, 5]], False, "sort"),
           (10, "HashAggregate", 13, [[5, 5]], True, "aggregate"),
           (11, "Exchange", 13, [[5, 5]], True, "aggregate"),
           (14, "HashAggregate", 13, [[5, 5]], False, "aggregate"),
           (15, "Filter", 13, [[5, 5]], False, "filter")])

L["nb_zth_distinct"] = dict(
    dataframe="emp_unique.show(), cell 6 line 1; emp_unique = emp.distinct() (cell 5 line 3), emp = "
              "spark.createDataFrame(...) (cell 2 line 3)",
    notes="distinct() is a HashAggregate over every column with its partial aggregate and Exchange (derived). "
          "emp_dept_id (cell 7) is another distinct. ",
    nodes=[(1, "Scan ExistingRDD", 2, [[3, 3]], False, "read"),
           (2, "HashAggregate", 5, [[3, 3]], True, "distinct"),
           (3, "Exchange", 5, [[3, 3]], True, "distinct"),
           (6, "HashAggregate", 5, [[3, 3]], False, "distinct")])

_RN = [[8, 9], [11, 11]]
L["nb_zth_window_rownumber"] = dict(
    dataframe="emp_2.show(), cell 11 line 1; emp_2 = emp.withColumn(\"rn\", rn).where(\"rn = 2\") (cell 10 line 11), rn = "
              "row_number().over(window_spec) (line 9), window_spec = Window.partitionBy(...).orderBy(...) (line 8)",
    notes="Cell 10 starts with emp_1.show() (another query) and defines the window again (cell 9 line 6 has the same spec, "
          "a look-alike); emp_3 (cell 12) writes the same row_number in SQL through expr (a look-alike). The where on "
          "rn = 2 makes Spark add WindowGroupLimit nodes (partial and final, derived); the window nodes accept the spec, "
          "the over and the withColumn lines. ",
    nodes=[(1, "Scan ExistingRDD", 2, [[3, 3]], False, "read"),
           (2, "Sort", 10, _RN, True, "window"),
           (3, "WindowGroupLimit", 10, _RN, True, "window"),
           (4, "Exchange", 10, _RN, True, "window"),
           (7, "Sort", 10, _RN, True, "window"),
           (8, "WindowGroupLimit", 10, _RN, True, "window"),
           (9, "Window", 10, _RN, False, "window"),
           (10, "Filter", 10, [[11, 11]], False, "filter")])

L["nb_zth_inner_join_select"] = dict(
    dataframe="df_joined.select(\"e.name\", \"d.department_id\", \"d.department_name\", \"e.salary\").show(), cell 12 line 1; "
              "df_joined = emp.alias(\"e\").join(dept.alias(\"d\"), how=\"inner\", on=...) (cell 11 line 5), emp and dept = "
              "spark.createDataFrame(...) (cell 2 lines 3-4)",
    notes="AQE turned the planned sort-merge join into a broadcast join after the shuffles (their Exchanges stay, "
          "derived at the join). Cell 13 redefines df_joined as a left outer join of the same frames and cell 14 "
          "selects the same columns (a look-alike that ran later). The column-pruning Projects under the join keep "
          "what the select needs (ambiguous, at the select, the join as alt). ",
    nodes=[(1, "Scan ExistingRDD", 2, [[3, 3]], False, "read"),
           (2, "Filter", 11, [[5, 5]], True, "join"),
           (3, "Project", 12, [[1, 1]], True, "project", AMB, alt((11, [[5, 5]]))),
           (4, "Exchange", 11, [[5, 5]], True, "join"),
           (7, "Scan ExistingRDD", 2, [[4, 4]], False, "read"),
           (8, "Filter", 11, [[5, 5]], True, "join"),
           (9, "Project", 12, [[1, 1]], True, "project", AMB, alt((11, [[5, 5]]))),
           (10, "Exchange", 11, [[5, 5]], True, "join"),
           (13, "BroadcastExchange", 11, [[5, 5]], True, "join"),
           (15, "BroadcastHashJoin", 11, [[5, 5]], False, "join"),
           (16, "Project", 12, [[1, 1]], False, "project")])

L["nb_zth_salted_cross_join"] = dict(
    dataframe="salted_dept.where(\"department_id = 9\").show(), cell 12 line 5; salted_dept = dept.join(salt_df, "
              "how=\"cross\").withColumn(\"salted_dept_id\", concat(...)) (cell 12 line 3), salt_df = spark.range(0, 32) "
              "(cell 10 line 11), dept = spark.read...load(\"/data/input/department_data.csv\") (cell 3 line 4)",
    notes="Cell 1 turns AQE and broadcast joins off, so the cross join is a CartesianProduct; the where is pushed "
          "below it onto the department scan. The same dept read is in notebooks 15, 18, 21 and 22 (look-alikes). ",
    nodes=[(1, "Scan csv", 3, [[4, 4]], False, "read"),
           (2, "Filter", 12, [[5, 5]], False, "filter"),
           (3, "Range", 10, [[11, 11]], False, "read"),
           (4, "CartesianProduct", 12, [[3, 3]], False, "join"),
           (5, "Project", 12, [[3, 3]], False, "project")])

L["nb_zth_json_explode"] = dict(
    dataframe="df_final.drop(\"contact\").show(), cell 30 line 1; df_final = df_3.withColumn(\"contact_expanded\", "
              "explode(\"contact\")) (cell 28 line 2), df_3 = df_2.select(..., \"expanded_line_items.*\") (cell 26 line 1), "
              "df_2 = df_1.withColumn(\"expanded_line_items\", explode(\"order_line_items\")) (cell 24 line 3), df_1 = "
              "df_expanded.select(\"parsed.*\") (cell 23 line 3), df_expanded = df.withColumn(\"parsed\", from_json(...)) "
              "(cell 17 line 7), df = spark.read.format(\"text\").load(...) (cell 7 line 1)",
    notes="The two explodes' inferred size/isnotnull conditions are one Filter on the text rows (derived; the first "
          "explode as its place, the second as alt). The drop of contact only prunes the second Generate's output. "
          "Cell 1, 4, 10 and 14 read the same file as JSON (look-alikes); cell 12 (a printed schema) raises. ",
    nodes=[(1, "Scan text", 7, [[1, 1]], False, "read"),
           (2, "Filter", 24, [[3, 3]], True, "explode", alt((28, [[2, 2]]))),
           (3, "Project", 17, [[7, 7]], False, "project"),
           (4, "Project", 23, [[3, 3]], False, "project"),
           (5, "Generate", 24, [[3, 3]], False, "explode"),
           (6, "Project", 26, [[1, 1]], False, "project"),
           (7, "Generate", 28, [[2, 2]], False, "explode")])

L["nb_zth_sql_udf_bonus"] = dict(
    dataframe="emp.withColumn(\"bonus\", expr(\"bonus_sql_udf(salary)\")).show(), cell 4 line 4; bonus_sql_udf = "
              "spark.udf.register(\"bonus_sql_udf\", bonus, \"double\") (cell 3 line 6) of def bonus (cell 2 lines 3-4), "
              "emp = spark.read...load(\"/data/output/3/emp.csv\") (cell 1 line 5)",
    notes="The Python UDF registered for SQL runs as BatchEvalPython; its place is the call, with the register and def "
          "lines as alts. bonus_udf (cell 3 line 4) is never used; cell 5 computes the same bonus without the UDF "
          "(a look-alike). ",
    nodes=[(1, "Scan csv", 1, [[5, 5]], False, "read"),
           (2, "BatchEvalPython", 4, [[4, 4]], False, "udf", alt((3, [[6, 6]]), (2, [[3, 4]]))),
           (3, "Project", 4, [[4, 4]], False, "project")])

L["nb_zth_range_join_sum"] = dict(
    dataframe="df_sum.show(), cell 9 line 2; df_sum = df_joined.selectExpr(\"sum(id) as total_sum\") (cell 8 line 3), "
              "df_joined = df_3.join(df_4, on=\"id\") (cell 7 line 3), df_3 = df_1.repartition(5), df_4 = df_2.repartition(7) "
              "(cell 5 lines 3-4), df_1 = spark.range(4, 200, 2), df_2 = spark.range(2, 200, 4) (cell 3 lines 3-4)",
    notes="Cell 1 turns AQE and broadcast joins off: a sort-merge join whose hash Exchanges sit on the round-robin "
          "Exchanges of the repartitions. The Project after the join keeps the using-join's id for the sum "
          "(ambiguous: the join, the selectExpr as alt). df_union (cell 11) unions df_sum with df_4 (another query). ",
    nodes=[(1, "Range", 3, [[3, 3]], False, "read"),
           (2, "Exchange", 5, [[3, 3]], False, "repartition"),
           (3, "Exchange", 7, [[3, 3]], True, "join"),
           (4, "Sort", 7, [[3, 3]], True, "join"),
           (5, "Range", 3, [[4, 4]], False, "read"),
           (6, "Exchange", 5, [[4, 4]], False, "repartition"),
           (7, "Exchange", 7, [[3, 3]], True, "join"),
           (8, "Sort", 7, [[3, 3]], True, "join"),
           (9, "SortMergeJoin", 7, [[3, 3]], False, "join"),
           (10, "Project", 7, [[3, 3]], True, "project", AMB, alt((8, [[3, 3]]))),
           (11, "HashAggregate", 8, [[3, 3]], True, "aggregate"),
           (12, "Exchange", 8, [[3, 3]], True, "aggregate"),
           (13, "HashAggregate", 8, [[3, 3]], False, "aggregate")])

L["nb_zth_cache_count"] = dict(
    dataframe="df_cache.count(), cell 4 line 1; df_cache = df.where(\"amount > 100\").cache() (cell 3 line 3), df = "
              "spark.read...load(\"data/input/new_sales.csv\") (cell 1 line 5)",
    notes="The explained DataFrame is df_cache itself: the cached relation (InMemoryTableScan over InMemoryRelation, "
          "at the cache call) over the where and the read. Cells 2 and 5 filter the same df on other amounts and "
          "cell 6 persists df (look-alikes). ",
    nodes=[(1, "InMemoryTableScan", 3, [[3, 3]], False, "cache"),
           (2, "InMemoryRelation", 3, [[3, 3]], False, "cache"),
           (3, "Scan csv", 1, [[5, 5]], False, "read"),
           (4, "Filter", 3, [[3, 3]], False, "filter")])

L["nb_zth_udf_broadcast_var"] = dict(
    dataframe="emp_final.show(), cell 7 line 1; emp_final = emp.withColumn(\"dept_name\", get_dept_names(col(\"department_id\"))) "
              "(cell 6 line 1), get_dept_names = @udf def reading broadcast_dept_names.value (cell 5 lines 5-7), emp = "
              "spark.read...load(\"/data/input/datasets/employee_records.csv\") (cell 1 line 5)",
    notes="The @udf Python UDF runs as ArrowEvalPython (Spark 4's default for Python UDFs); its place is the call, the "
          "decorated def an alt. The same employee read is in notebooks 15, 18 (look-alikes). ",
    nodes=[(1, "Scan csv", 1, [[5, 5]], False, "read"),
           (2, "ArrowEvalPython", 6, [[1, 1]], False, "udf", alt((5, [[5, 7]]))),
           (3, "Project", 6, [[1, 1]], False, "project")])

L["nb_zth_skew_partition_count"] = dict(
    dataframe="part_df.show(), cell 7 line 6; part_df = df_joined.withColumn(\"partition_num\", spark_partition_id())"
              ".groupBy(\"partition_num\").agg(count(lit(1)).alias(\"count\")) (cell 7 line 4), df_joined = emp.join(dept, "
              "on=..., how=\"left_outer\") (cell 4 line 3), emp and dept reads (cells 2 and 3, line 4)",
    notes="Cell 1 turns AQE and broadcast joins off: a sort-merge left outer join, both sides pruned to department_id. "
          "Cell 16 builds the same part_df over the salted join and notebooks 18 and 21 write the same join "
          "(look-alikes). ",
    nodes=[(1, "Scan csv", 2, [[4, 4]], False, "read"),
           (2, "Exchange", 4, [[3, 3]], True, "join"),
           (3, "Sort", 4, [[3, 3]], True, "join"),
           (4, "Scan csv", 3, [[4, 4]], False, "read"),
           (5, "Filter", 4, [[3, 3]], True, "join"),
           (6, "Exchange", 4, [[3, 3]], True, "join"),
           (7, "Sort", 4, [[3, 3]], True, "join"),
           (8, "SortMergeJoin", 4, [[3, 3]], False, "join"),
           (9, "Project", 7, [[4, 4]], False, "project"),
           (10, "HashAggregate", 7, [[4, 4]], True, "aggregate"),
           (11, "Exchange", 7, [[4, 4]], True, "aggregate"),
           (12, "HashAggregate", 7, [[4, 4]], False, "aggregate")])

_JOIN = [[6, 7], [4, 4]]
L["nb_zth_sql_broadcast_hint"] = dict(
    dataframe="emp_final.show(), cell 14 line 3; emp_final = spark.sql(\"\"\"select /*+ BROADCAST(d) */ e.*, d.department_name "
              "from emp_view e left outer join dept_view d on ...\"\"\") (cell 13 lines 3-8), views of cell 6 over the emp "
              "and dept reads (cells 1 and 2, line 4)",
    notes="Through a temp view a scan's place is its FROM/JOIN line, the read and createOrReplaceTempView lines "
          "alts. The hint (line 4) makes the broadcast: the join nodes accept it and the join lines. ",
    nodes=[(1, "Scan csv", 13, [[6, 6]], False, "read", alt((1, [[4, 4]]), (6, [[3, 3]]))),
           (2, "Scan csv", 13, [[6, 6]], False, "read", alt((2, [[4, 4]]), (6, [[5, 5]]))),
           (3, "Filter", 13, _JOIN, True, "join"),
           (4, "BroadcastExchange", 13, _JOIN, True, "join"),
           (6, "BroadcastHashJoin", 13, _JOIN, False, "join"),
           (7, "Project", 13, [[5, 5]], False, "project")])

L["nb_zth_sql_view_dob_year"] = dict(
    dataframe="spark.sql(\"select * from emp_temp_view\").show(), cell 12 line 1; emp_temp_view = emp_temp "
              "(cell 11 line 1), emp_temp = spark.sql(\"\"\"select e.*, date_format(dob, 'yyyy') as dob_year from emp_view "
              "e\"\"\") (cell 10 lines 3-5), emp_view over the emp read (cell 6 line 3, cell 1 line 4)",
    notes="Two views deep: the scan's place is the FROM of the query over emp_view, with the read, the first view and "
          "the outer query's FROM as alts; the outer select * leaves no node. Cell 8 selects from emp_view too "
          "(another query). ",
    nodes=[(1, "Scan csv", 10, [[4, 4]], False, "read", alt((1, [[4, 4]]), (6, [[3, 3]]), (12, [[1, 1]]))),
           (2, "Project", 10, [[4, 4]], False, "project")])


def main() -> int:
    def cases():
        for case_id, part, notebook, cell, line, action in CASES:
            spec = L[case_id]
            case = {"repo": f"../../repos/{REPO.name}", "commit": COMMIT, "index_root": "", "script": notebook,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at cell {cell} line {line})",
                    "notes": spec["notes"] + SESSION + RUN, "form": "ipynb",
                    "source": "subhamkharwal/pyspark-zero-to-hero"}
            symbol = notebook.removesuffix(".ipynb") + ".<module>"
            yield part, BENCH / part / case_id, notebook_rows(L[case_id]["nodes"], REPO, notebook, symbol), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
