"""Write each tn_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/tinitiate-pyspark/labels.py

Nodes: (node id, operator, cell, spans, derived, kind, {extra}...), `cell` 0-based among all the notebook's cells,
spans lines inside it; `file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; symbol the
notebook path dotted, then `<module>` (`pyspark-basics.set_operations.01_union.<module>`). An extra may hold `alt`:
other places in the same notebook, (cell, spans) each; `ambiguous`; `true_lines`.

Most cells run one query twice, with the DataFrame API (first) and as spark.sql over the temp views (after it). Where
both ran the same plan (the capture's event-log match found two executions with it), `twin()` writes the node with
the places of the one that ran first (`true_lines`) and the twin's places as more spans (same cell) or alts (another
cell); where the plans differ, the other form is a look-alike and not labelled.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "1ca7a054cc4d70f7fbba755f58331a38bf974f8c"
SOURCE = "tinitiateprime/tinitiate-pyspark"
SESSION = ("Session: spark-submit --master local[1] (the notebook's own SparkSession.builder.appName(...).getOrCreate() "
           "returns the session spark-submit started), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on. ")
NO_BROADCAST = "spark.sql.autoBroadcastJoinThreshold=-1 on the command line (sort-merge joins). "
RUN = ("Run: bench/real/capture/tinitiate-pyspark/capture.py: the notebook ran unchanged, cell by cell, as a "
       "spark-submit driver (../databricks-cookbook/nbdriver.py) from its own folder in a scratch copy of the laid-out "
       "repository, reading the ./data folder beside it, written by the repository's own generators "
       "(pyspark-basics/scripts/generate_training_csv.py / generate_training_parquet.py, small record counts); the plan "
       "is the one the action ran, written by a query-execution listener after it ran (final adaptive plan); "
       "event_log.json from the same run.")
LOADERS = ("The notebook loads the tables twice: csv in one cell (emp.csv ... with inferSchema), then Parquet in a "
           "later cell that rebinds the same Python names and temp views (emp from emp_part_*.parquet, four files): "
           "the plan reads the Parquet files. Scans at the Parquet read; reached through a temp view (SQL) at the "
           "FROM/JOIN line, with the read and the createOrReplaceTempView loop as alts. ")
TWINS = ("The cell runs the query with the DataFrame API and again as spark.sql; both ran this plan: every node "
         "accepts both, `true_lines` the one whose action is the case's. ")
SETOPS = ("Set operations (the four notebooks share cell 9's sales_people / high_salary_people and its SQL twins): "
          "both sides' where/select as Filter and Project over a Parquet scan (filter pushed too); INTERSECT/EXCEPT "
          "as a left semi/anti BroadcastHashJoin (kind join, the BroadcastExchange derived) below a distinct "
          "HashAggregate pair (partial level and Exchange derived, kind distinct); UNION as Union + the distinct pair; "
          "orderBy/ORDER BY + show as one TakeOrderedAndProject (kind sort). ")
JOIN = ("Hash Exchanges, BroadcastExchanges, join Sorts and the inferred isnotnull Filters derived at the join; the "
        "select/SELECT (or a USING join's output) Project at the select. ")

AMB = {"ambiguous": True}


def alt(*places):
    """Other right places in the same notebook, each (cell, spans)."""
    return {"alt": [(cell, spans) for cell, spans in places]}


def _dedup(spans):
    out = []
    for sp in spans:
        if sp not in out:
            out.append(sp)
    return out


def twin(nid, op, derived, kind, mine, other=(), amb=False):
    """A node whose places in the form that ran are `mine` ((cell, spans) each, the first the main one) and in its
    same-plan twin `other`: places in the main cell become more spans (the form that ran kept in `true_lines`), the
    others alts, grouped by cell."""
    cell, spans = mine[0]
    lines, true, alts = list(spans), list(spans), {}
    for c, sp in list(mine[1:]):
        if c == cell:
            lines += sp
            true += sp
        else:
            alts.setdefault(c, []).extend(sp)
    for c, sp in other:
        if c == cell:
            lines += sp
        else:
            alts.setdefault(c, []).extend(sp)
    extra = []
    if other:
        extra.append({"true_lines": _dedup(true)})
    if alts:
        extra.append(alt(*((c, _dedup(sp)) for c, sp in alts.items())))
    if amb:
        extra.append(AMB)
    return (nid, op, cell, _dedup(lines), derived, kind, *extra)


def n(nid, op, cell, spans, derived, kind, *extra):
    return (nid, op, cell, spans, derived, kind, *extra)


# the Parquet loader cell and its lines: (cell, emp, dept, salgrade, projects, emp_projects, view loop)
LOAD = {"basics": (6, 30, 31, 32, 33, 34, 43), "dql": (5, 30, 31, 32, 33, 34, 43), "nb": (5, 28, 29, 30, 31, 32, 41)}
TABLES = {"emp": 1, "dept": 2, "salgrade": 3, "projects": 4, "emp_projects": 5}


def read(table, where="basics"):
    """The Parquet read of `table`: (cell, spans)."""
    load = LOAD[where]
    return load[0], s(load[TABLES[table]])


def view(table, where="basics"):
    """The read and the temp-view loop, the places a FROM reaches: (cell, spans)."""
    load = LOAD[where]
    return load[0], s(load[TABLES[table]], load[6])


NBL: dict[str, dict] = {}

# ---- pyspark-basics/set_operations: cell 9 builds the two sides, cell 11 runs the DataFrame query (line 1) and the SQL
# twin (lines 3-8: first SELECT 4, the set operator 5, second SELECT 6, ORDER BY 7, show 8) ---------------------------


def set_sides(ran):
    """Nodes 1-8 of every set-operation plan: each side's scan, filter and select (the SQL twin's FROM/WHERE/SELECT on
    one line)."""
    sql = {"scan1": [(11, s(4)), view("emp")], "side1": [(11, s(4))],
           "scan2": [(11, s(6)), view("emp")], "side2": [(11, s(6))]}
    df = {"scan1": [read("emp")], "side1": [(9, s(1))], "scan2": [read("emp")], "side2": [(9, s(2))]}
    mine, other = (sql, df) if ran == "sql" else (df, sql)
    return [twin(1, "Scan parquet", False, "read", mine["scan1"], other["scan1"]),
            twin(3, "Filter", False, "filter", mine["side1"], other["side1"]),
            twin(4, "Project", False, "project", mine["side1"], other["side1"]),
            twin(5, "Scan parquet", False, "read", mine["scan2"], other["scan2"]),
            twin(7, "Filter", False, "filter", mine["side2"], other["side2"]),
            twin(8, "Project", False, "project", mine["side2"], other["side2"])]


def set_top(ran, nodes):
    """The set operator's nodes, each (id, operator, derived, kind, on the sort line?)."""
    sql_op, sql_sort, df_line = [(11, s(5))], [(11, s(7, 8))], [(11, s(1))]
    rows = []
    for nid, op, derived, kind, sort in nodes:
        sql = sql_sort if sort else sql_op
        mine, other = (sql, df_line) if ran == "sql" else (df_line, sql)
        rows.append(twin(nid, op, derived, kind, mine, other))
    return rows


UNION = [(9, "Union", False, "union", False), (10, "HashAggregate", True, "distinct", False),
         (11, "Exchange", True, "distinct", False), (14, "HashAggregate", False, "distinct", False),
         (15, "TakeOrderedAndProject", False, "sort", True)]
SEMI_ANTI = [(9, "BroadcastExchange", True, "join", False), (11, "BroadcastHashJoin", False, "join", False),
             (12, "HashAggregate", True, "distinct", False), (13, "Exchange", True, "distinct", False),
             (16, "HashAggregate", False, "distinct", False), (17, "TakeOrderedAndProject", False, "sort", True)]

NBL["tn_union_sql"] = dict(
    dataframe="spark.sql(\"SELECT empno, ename FROM emp WHERE job = 'salesman' UNION SELECT empno, ename FROM emp WHERE "
              "sal >= 3000 ORDER BY empno\").show(), cell 11 lines 3-8; its DataFrame twin sales_people.unionByName("
              "high_salary_people).distinct().orderBy(\"empno\").show() (cell 11 line 1) ran the same plan first",
    notes="UNION as Union + a distinct HashAggregate pair. The same two sides and operator lines recur in 02_union_all, "
          "03_intersect and 04_except (look-alikes in other files). " + SETOPS + TWINS + LOADERS,
    nodes=set_sides("sql") + set_top("sql", UNION))

NBL["tn_union_distinct_df"] = dict(
    dataframe="sales_people.unionByName(high_salary_people).distinct().orderBy(\"empno\").show(), cell 11 line 1; "
              "sales_people / high_salary_people = emp.where(...).select(\"empno\", \"ename\") (cell 9 lines 1-2); emp = "
              "spark.read.parquet(...) (cell 6 line 30); the SQL UNION twin (cell 11 lines 3-8) ran the same plan after it",
    notes="unionByName + distinct as Union + a distinct HashAggregate pair. " + SETOPS + TWINS + LOADERS,
    nodes=set_sides("df") + set_top("df", UNION))

NBL["tn_union_all_sql"] = dict(
    dataframe="spark.sql(\"SELECT ... WHERE job = 'salesman' UNION ALL SELECT ... WHERE sal >= 3000 ORDER BY empno\")"
              ".show(), cell 11 lines 3-8; the DataFrame twin sales_people.unionByName(high_salary_people).orderBy("
              "\"empno\").show() (cell 11 line 1) ran the same plan first",
    notes="UNION ALL: a Union under the sort, no distinct, no shuffle (not adaptive). 01_union's cell 11 is the same "
          "text with UNION and distinct() (a look-alike in another file). " + SETOPS + TWINS + LOADERS,
    nodes=set_sides("sql") + set_top("sql", [(9, "Union", False, "union", False),
                                             (10, "TakeOrderedAndProject", False, "sort", True)]))

NBL["tn_intersect_df"] = dict(
    dataframe="sales_people.intersect(high_salary_people).orderBy(\"empno\").show(), cell 11 line 1; the two sides in "
              "cell 9 lines 1-2, emp read in cell 6 line 30; the SQL INTERSECT twin (cell 11 lines 3-8) ran the same plan",
    notes="intersect as a LeftSemi BroadcastHashJoin (null-safe on both columns) below a distinct pair. " + SETOPS
          + TWINS + LOADERS,
    nodes=set_sides("df") + set_top("df", SEMI_ANTI))

NBL["tn_intersect_sql"] = dict(
    dataframe="spark.sql(\"SELECT empno, ename FROM emp WHERE job = 'salesman' INTERSECT SELECT empno, ename FROM emp "
              "WHERE sal >= 3000 ORDER BY empno\").show(), cell 11 lines 3-8; the DataFrame twin (line 1) ran the same "
              "plan first",
    notes="INTERSECT as a LeftSemi BroadcastHashJoin below a distinct pair. " + SETOPS + TWINS + LOADERS,
    nodes=set_sides("sql") + set_top("sql", SEMI_ANTI))

NBL["tn_except_sql"] = dict(
    dataframe="spark.sql(\"SELECT empno, ename FROM emp WHERE job = 'salesman' EXCEPT SELECT empno, ename FROM emp WHERE "
              "sal >= 3000 ORDER BY empno\").show(), cell 11 lines 3-8; the DataFrame twin sales_people.subtract("
              "high_salary_people).orderBy(\"empno\").show() (line 1) ran the same plan first",
    notes="EXCEPT as a LeftAnti BroadcastHashJoin below a distinct pair. " + SETOPS + TWINS + LOADERS,
    nodes=set_sides("sql") + set_top("sql", SEMI_ANTI))

NBL["tn_subtract_df"] = dict(
    dataframe="sales_people.subtract(high_salary_people).orderBy(\"empno\").show(), cell 11 line 1; the two sides in "
              "cell 9 lines 1-2; the SQL EXCEPT twin (cell 11 lines 3-8) ran the same plan after it",
    notes="subtract (EXCEPT DISTINCT) as a LeftAnti BroadcastHashJoin below a distinct pair. " + SETOPS + TWINS
          + LOADERS,
    nodes=set_sides("df") + set_top("df", SEMI_ANTI))

# ---- pyspark-basics/joins: cell 9 (DataFrame query first, then the SQL) ----------------------------------------------
NBL["tn_inner_join_smj_df"] = dict(
    dataframe="emp.join(dept, on=\"deptno\", how=\"inner\").select(\"empno\", \"ename\", \"job\", \"dname\", \"loc\").show(10), "
              "cell 9 line 1; emp, dept = spark.read.parquet(...) (cell 6 lines 30-31)",
    notes="Broadcast joins off: a sort-merge join. The SQL twin (lines 3-9) adds ORDER BY e.empno LIMIT 10, another "
          "plan (a look-alike, not an alt). The whole query is one line; show(10) as CollectLimit 11 (derived). "
          + JOIN + LOADERS,
    session=NO_BROADCAST,
    nodes=[n(1, "Scan parquet", *read("emp"), False, "read"),
           n(3, "Filter", 9, s(1), True, "join"),
           n(4, "Exchange", 9, s(1), True, "join"),
           n(7, "Sort", 9, s(1), True, "join"),
           n(8, "Scan parquet", *read("dept"), False, "read"),
           n(10, "Filter", 9, s(1), True, "join"),
           n(11, "Exchange", 9, s(1), True, "join"),
           n(14, "Sort", 9, s(1), True, "join"),
           n(15, "SortMergeJoin", 9, s(1), False, "join"),
           n(16, "Project", 9, s(1), False, "project"),
           n(17, "CollectLimit", 9, s(1), True, "limit")])

NBL["tn_left_join_sql"] = dict(
    dataframe="spark.sql(\"SELECT d.deptno, d.dname, e.empno, e.ename FROM dept d LEFT OUTER JOIN emp e ON d.deptno = "
              "e.deptno ORDER BY d.deptno, e.empno\").show(20), cell 9 lines 3-8; its DataFrame twin dept.join(emp, "
              "on=\"deptno\", how=\"left\").select(...).orderBy(\"deptno\", \"empno\").show(20) (line 1) ran the same plan first",
    notes="A left outer BroadcastHashJoin building the emp side (its isnotnull Filter inferred); no filter on the "
          "preserved dept side. " + JOIN + TWINS + LOADERS,
    nodes=[twin(1, "Scan parquet", False, "read", [(9, s(5)), view("dept")], [read("dept")]),
           twin(3, "Scan parquet", False, "read", [(9, s(6)), view("emp")], [read("emp")]),
           twin(5, "Filter", True, "join", [(9, s(6))], [(9, s(1))]),
           twin(6, "BroadcastExchange", True, "join", [(9, s(6))], [(9, s(1))]),
           twin(8, "BroadcastHashJoin", False, "join", [(9, s(6))], [(9, s(1))]),
           twin(9, "Project", False, "project", [(9, s(4))], [(9, s(1))]),
           twin(10, "TakeOrderedAndProject", False, "sort", [(9, s(7, 8))], [(9, s(1))])])

NBL["tn_full_outer_join_df"] = dict(
    dataframe="emp.join(dept, on=\"deptno\", how=\"full\").select(\"deptno\", \"dname\", \"empno\", \"ename\").orderBy("
              "\"deptno\", \"empno\").show(20), cell 9 line 1; the SQL twin (FULL OUTER JOIN with COALESCE(e.deptno, "
              "d.deptno), lines 3-8) ran the same plan after it",
    notes="A full outer join is always sort-merge: Exchange and Sort on both sides, no inferred filter. The USING "
          "join's coalesced deptno and the select are one Project. " + JOIN + TWINS + LOADERS,
    nodes=[twin(1, "Scan parquet", False, "read", [read("emp")], [(9, s(5)), view("emp")]),
           twin(3, "Exchange", True, "join", [(9, s(1))], [(9, s(6))]),
           twin(6, "Sort", True, "join", [(9, s(1))], [(9, s(6))]),
           twin(7, "Scan parquet", False, "read", [read("dept")], [(9, s(6)), view("dept")]),
           twin(9, "Exchange", True, "join", [(9, s(1))], [(9, s(6))]),
           twin(12, "Sort", True, "join", [(9, s(1))], [(9, s(6))]),
           twin(13, "SortMergeJoin", False, "join", [(9, s(1))], [(9, s(6))]),
           twin(14, "Project", False, "project", [(9, s(1))], [(9, s(4))]),
           twin(15, "TakeOrderedAndProject", False, "sort", [(9, s(1))], [(9, s(7, 8))])])

NBL["tn_three_table_join_sql"] = dict(
    dataframe="spark.sql(\"SELECT e.empno, e.ename, p.project_name, p.budget, ep.start_date, ep.end_date FROM emp e JOIN "
              "emp_projects ep ON e.empno = ep.empno JOIN projects p ON ep.projectno = p.projectno ORDER BY e.empno "
              "LIMIT 15\").show(), cell 9 lines 5-12",
    notes="Broadcast joins off: two sort-merge joins. The emp_projects Filter (isnotnull(empno) AND "
          "isnotnull(projectno)) is inferred from both joins (ambiguous); the Project between the joins only prunes "
          "(derived, ambiguous). The DataFrame twin (lines 1-3, USING joins, show(15)) ran another plan: a look-alike, "
          "not an alt. ORDER BY + LIMIT + show as one TakeOrderedAndProject. " + JOIN + LOADERS,
    session=NO_BROADCAST,
    nodes=[n(1, "Scan parquet", 9, s(7), False, "read", alt(view("emp"))),
           n(3, "Filter", 9, s(8), True, "join"),
           n(4, "Exchange", 9, s(8), True, "join"),
           n(7, "Sort", 9, s(8), True, "join"),
           n(8, "Scan parquet", 9, s(8), False, "read", alt(view("emp_projects"))),
           n(10, "Filter", 9, s(8, 9), True, "join", AMB),
           n(11, "Exchange", 9, s(8), True, "join"),
           n(14, "Sort", 9, s(8), True, "join"),
           n(15, "SortMergeJoin", 9, s(8), False, "join"),
           n(16, "Project", 9, s(8, 9), True, "project", AMB),
           n(17, "Exchange", 9, s(9), True, "join"),
           n(20, "Sort", 9, s(9), True, "join"),
           n(21, "Scan parquet", 9, s(9), False, "read", alt(view("projects"))),
           n(23, "Filter", 9, s(9), True, "join"),
           n(24, "Exchange", 9, s(9), True, "join"),
           n(27, "Sort", 9, s(9), True, "join"),
           n(28, "SortMergeJoin", 9, s(9), False, "join"),
           n(29, "Project", 9, s(6), False, "project"),
           n(30, "TakeOrderedAndProject", 9, s(10, 11, 12), False, "sort")])

NBL["tn_non_equi_join_df"] = dict(
    dataframe="emp.join(salgrade, (emp.sal >= salgrade.losal) & (emp.sal <= salgrade.hisal), \"inner\").select(\"empno\", "
              "\"ename\", \"sal\", \"grade\").orderBy(\"empno\").show(15), cell 9 lines 1-3; emp, salgrade read in cell 6 "
              "(lines 30, 32)",
    notes="A range condition: BroadcastNestedLoopJoin (IdentityBroadcastMode), isnotnull Filters inferred on sal and on "
          "losal/hisal. The SQL twin (BETWEEN, LIMIT 15, lines 5-11) ran another plan: a look-alike. orderBy + show(15) "
          "as one TakeOrderedAndProject. " + JOIN + LOADERS,
    nodes=[n(1, "Scan parquet", *read("emp"), False, "read"),
           n(3, "Filter", 9, s(1), True, "join"),
           n(4, "Scan parquet", *read("salgrade"), False, "read"),
           n(6, "Filter", 9, s(1), True, "join"),
           n(7, "BroadcastExchange", 9, s(1), True, "join"),
           n(9, "BroadcastNestedLoopJoin", 9, s(1), False, "join"),
           n(10, "Project", 9, s((1, 2)), False, "project"),
           n(11, "TakeOrderedAndProject", 9, s(3), False, "sort")])

# ---- pyspark-basics/analytical_functions: cell 9 defines dept_salary_window / all_salary_window, cell 11 the query ---
WINDOW = ("A window: its Exchange (hash by the partition, or SinglePartition without one) and Sort derived at the "
          "window functions (and the spec), the Window node there; orderBy/ORDER BY (+ LIMIT) + show as one "
          "TakeOrderedAndProject (kind sort). ")
NBL["tn_rank_window_df"] = dict(
    dataframe="emp.select(\"deptno\", ..., F.row_number().over(dept_salary_window)..., F.rank()..., F.dense_rank()...)"
              ".orderBy(\"deptno\", \"row_number_in_dept\").show(30), cell 11 lines 1-6; dept_salary_window = "
              "Window.partitionBy(\"deptno\").orderBy(F.col(\"sal\").desc()) (cell 9 line 1); the SQL twin (lines 8-15) "
              "ran the same plan after it",
    notes="Three ranking functions over one spec in one Window. " + WINDOW + TWINS + LOADERS,
    nodes=[twin(1, "Scan parquet", False, "read", [read("emp")], [(11, s(13)), view("emp")]),
           twin(3, "Exchange", True, "window", [(11, s((3, 5))), (9, s(1))], [(11, s((10, 12)))]),
           twin(6, "Sort", True, "window", [(11, s((3, 5))), (9, s(1))], [(11, s((10, 12)))]),
           twin(7, "Window", False, "window", [(11, s((3, 5))), (9, s(1))], [(11, s((10, 12)))]),
           twin(8, "TakeOrderedAndProject", False, "sort", [(11, s(6))], [(11, s(14, 15))])])

NBL["tn_lag_lead_sql"] = dict(
    dataframe="spark.sql(\"SELECT empno, ename, hiredate, sal, LAG(sal) OVER (ORDER BY hiredate) AS previous_salary, "
              "LEAD(sal) OVER (ORDER BY hiredate) AS next_salary FROM emp ORDER BY hiredate LIMIT 20\").show(), cell 11 "
              "lines 9-16",
    notes="A window without partition: SinglePartition Exchange (no AQE coalescing read). The DataFrame twin (lines "
          "1-7, hire_window, show(20) instead of LIMIT 20) ran another plan: a look-alike. " + WINDOW + LOADERS,
    nodes=[n(1, "Scan parquet", 11, s(13), False, "read", alt(view("emp"))),
           n(3, "Exchange", 11, s(11, 12), True, "window"),
           n(5, "Sort", 11, s(11, 12), True, "window"),
           n(6, "Window", 11, s(11, 12), False, "window"),
           n(7, "TakeOrderedAndProject", 11, s(14, 15, 16), False, "sort")])

NBL["tn_first_last_value_sql"] = dict(
    dataframe="spark.sql(\"SELECT deptno, empno, ename, sal, FIRST_VALUE(ename) OVER (PARTITION BY deptno ORDER BY sal "
              "DESC ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) ..., LAST_VALUE(ename) OVER (...) ... FROM "
              "emp ORDER BY deptno, sal DESC\").show(30), cell 11 lines 13-25",
    notes="FIRST_VALUE (as nth_value(ename, 1)) and LAST_VALUE over a full frame in one Window. The DataFrame twin "
          "(lines 1-11, F.expr(...).over(dept_full_window)) ran another plan: a look-alike. " + WINDOW + LOADERS,
    nodes=[n(1, "Scan parquet", 11, s(23), False, "read", alt(view("emp"))),
           n(3, "Exchange", 11, s((15, 18), (19, 22)), True, "window"),
           n(6, "Sort", 11, s((15, 18), (19, 22)), True, "window"),
           n(7, "Window", 11, s((15, 18), (19, 22)), False, "window"),
           n(8, "TakeOrderedAndProject", 11, s(24, 25), False, "sort")])

# ---- pyspark-basics/aggregate_functions/04_by_group.ipynb ----------------------------------------------------------
AGG = ("groupBy/GROUP BY as a HashAggregate pair: the partial level and its Exchange derived, at the grouping (and "
       "the aggregate functions); ORDER BY + show as one TakeOrderedAndProject. ")
NBL["tn_join_group_by_sql"] = dict(
    dataframe="spark.sql(\"SELECT d.deptno, d.dname, COUNT(*) ..., ROUND(AVG(e.sal), 2) ..., MAX(e.sal) ..., MIN(e.sal) "
              "... FROM emp e JOIN dept d ON e.deptno = d.deptno GROUP BY d.deptno, d.dname ORDER BY d.deptno\").show(), "
              "cell 9 lines 8-18",
    notes="A broadcast inner join under a group-by; the Project between them only prunes to sal, deptno, dname "
          "(derived, ambiguous: the join and the GROUP BY). The DataFrame twin (lines 1-6, a USING join grouped by "
          "deptno, dname) ran another plan: a look-alike. " + JOIN + AGG + LOADERS,
    nodes=[n(1, "Scan parquet", 9, s(14), False, "read", alt(view("emp"))),
           n(3, "Filter", 9, s(15), True, "join"),
           n(4, "Scan parquet", 9, s(15), False, "read", alt(view("dept"))),
           n(6, "Filter", 9, s(15), True, "join"),
           n(7, "BroadcastExchange", 9, s(15), True, "join"),
           n(9, "BroadcastHashJoin", 9, s(15), False, "join"),
           n(10, "Project", 9, s(15, 16), True, "project", AMB),
           n(11, "HashAggregate", 9, s(16, (10, 13)), True, "aggregate"),
           n(12, "Exchange", 9, s(16), True, "aggregate"),
           n(15, "HashAggregate", 9, s(16, (9, 13)), False, "aggregate"),
           n(16, "TakeOrderedAndProject", 9, s(17, 18), False, "sort")])

# ---- dql_clauses/03_group_by (cell 8) and its copy in pyspark-notebooks/01_dql_... (cell 12) ----------------------
GROUP_BY_NOTE = ("emp.groupBy(\"deptno\").agg(count, round(avg), sum).orderBy(\"deptno\") is written line for line in "
                 "pyspark-basics/dql_clauses/03_group_by.ipynb cell 8 and pyspark-notebooks/01_dql_select_where_group_"
                 "having_order.ipynb cell 12 (and 04_having's dept_summary is its two-function cousin): look-alikes in "
                 "other files, never alts. ")


def group_by(where, cell):
    return [twin(1, "Scan parquet", False, "read", [read("emp", where)], [(cell, s(9)), view("emp", where)]),
            twin(3, "HashAggregate", True, "aggregate", [(cell, s((1, 4)))], [(cell, s(10, 8))]),
            twin(4, "Exchange", True, "aggregate", [(cell, s(1))], [(cell, s(10))]),
            twin(7, "HashAggregate", False, "aggregate", [(cell, s((1, 4)))], [(cell, s(10, 8))]),
            twin(8, "TakeOrderedAndProject", False, "sort", [(cell, s(5))], [(cell, s(11, 12))])]


NBL["tn_group_by_df"] = dict(
    dataframe="emp.groupBy(\"deptno\").agg(F.count(\"*\")..., F.round(F.avg(\"sal\"), 2)..., F.sum(\"sal\")...)"
              ".orderBy(\"deptno\").show(), cell 8 lines 1-5; emp = spark.read.parquet(...) (cell 5 line 30); the SQL "
              "twin (lines 7-12) ran the same plan after it",
    notes=GROUP_BY_NOTE + AGG + TWINS + LOADERS,
    nodes=group_by("dql", 8))

NBL["tn_nb_group_by_df"] = dict(
    dataframe="emp.groupBy(\"deptno\").agg(...).orderBy(\"deptno\").show(), cell 12 lines 1-5 of the combined DQL "
              "notebook; emp = spark.read.parquet(...) (cell 5 line 28); the SQL twin (lines 7-12) ran the same plan "
              "after it",
    notes=GROUP_BY_NOTE + "This notebook looks for ./data only (its loaders' candidate_dirs). " + AGG + TWINS
          + LOADERS,
    nodes=group_by("nb", 12))

NBL["tn_having_sql"] = dict(
    dataframe="spark.sql(\"SELECT deptno, COUNT(*) AS employee_count, SUM(sal) AS total_salary FROM emp GROUP BY deptno "
              "HAVING SUM(sal) > 15000 ORDER BY total_salary DESC\").show(), cell 8 lines 8-14; the DataFrame twin "
              "dept_summary = emp.groupBy(\"deptno\").agg(...) (lines 1-4) + dept_summary.where(...).orderBy(...).show() "
              "(line 6) ran the same plan first",
    notes="HAVING (and the DataFrame where on the aggregate) as a Filter above the final aggregate. The combined DQL "
          "notebook's cell 14 holds the same two queries (look-alikes in another file). " + AGG + TWINS + LOADERS,
    nodes=[twin(1, "Scan parquet", False, "read", [(8, s(10)), view("emp", "dql")], [read("emp", "dql")]),
           twin(3, "HashAggregate", True, "aggregate", [(8, s(11, 9))], [(8, s((1, 4)))]),
           twin(4, "Exchange", True, "aggregate", [(8, s(11))], [(8, s(1))]),
           twin(7, "HashAggregate", False, "aggregate", [(8, s(11, 9))], [(8, s((1, 4)))]),
           twin(8, "Filter", False, "filter", [(8, s(12))], [(8, s(6))]),
           twin(9, "TakeOrderedAndProject", False, "sort", [(8, s(13, 14))], [(8, s(6))])])

# ---- pyspark-basics/operators/06_exists_not_exists.ipynb (cell 9) -----------------------------------------------
NBL["tn_not_exists_sql"] = dict(
    dataframe="spark.sql(\"SELECT e.empno, e.ename FROM emp e WHERE NOT EXISTS (SELECT 1 FROM emp_projects ep WHERE "
              "ep.empno = e.empno) ORDER BY e.empno LIMIT 10\").show(), cell 9 lines 14-22",
    notes="The correlated NOT EXISTS decorrelated into a LeftAnti BroadcastHashJoin (kind subquery; its "
          "BroadcastExchange derived); the subquery's FROM line reads emp_projects. The EXISTS query above it (lines "
          "4-12, a LeftSemi join) and the DataFrame left_semi/left_anti joins on emp_projects.select(\"empno\").distinct() "
          "(lines 1-2) are look-alikes with other plans. ORDER BY + LIMIT + show as one TakeOrderedAndProject. "
          + LOADERS,
    nodes=[n(1, "Scan parquet", 9, s(16), False, "read", alt(view("emp"))),
           n(3, "Scan parquet", 9, s(18), False, "read", alt(view("emp_projects"))),
           n(5, "BroadcastExchange", 9, s(17, 18), True, "subquery"),
           n(7, "BroadcastHashJoin", 9, s(17, 18), False, "subquery"),
           n(8, "TakeOrderedAndProject", 9, s(20, 21, 22), False, "sort")])


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
            file = PROGRAMS[program]
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
