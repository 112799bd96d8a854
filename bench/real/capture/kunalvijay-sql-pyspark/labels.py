"""Write each kv_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/kunalvijay-sql-pyspark/labels.py

Every file of this repository writes its solution twice, in SQL and with the PySpark DataFrame API, so a node is
labelled with the lines of the part that ran and, where the other part writes the same operation, its lines too:
`K(node id, operator, sql spans, pyspark spans, derived, kind, cte=..., amb=...)`. Both are acceptable spans; the
part that ran is `true_lines`. Spans are the file's own line numbers. Symbols: the file is a `.sql` file, so a
place in it is named as a clause of a `.sql` file is, the file's path without `.sql` (`1_Customer_visited_but_no_
transactions`), inside a SQL CTE that then the CTE's name (`3_Project_Employee_1.CTE`), for the lines of either part.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

sys.path.insert(0, str(HERE))
import capture  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "kunalvijay42__pyspark-sql-practice"
COMMIT = "c1315f07b17f62472e23c53145a50d12d6ae1b3c"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
OFF = ("Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1, which AQE's own threshold follows), so the joins "
       "stay sort-merge joins: their Exchanges and Sorts derived at the join's lines. ")
RUN_SQL = ("Run: spark-submit run_file.py '{file}:sql' from the repository's root; our driver cut the file at its "
           "`SQL Code -` / `Pyspark Code -` header lines and ran the SQL part's one statement (lines {a}-{b}, its text "
           "unchanged) with spark.sql over temp views of generated tables (make_data.py), then collect() in the driver. ")
RUN_PY = ("Run: spark-submit run_file.py '{file}:pyspark' from the repository's root; our driver cut the file at its "
          "header lines and ran the PySpark part (lines {a}-{b}, its text unchanged) as Python compiled under the "
          "file's own path and line numbers, over generated DataFrames (make_data.py) given as the globals it reads "
          "and `F`; the action is the part's own {action} at line {line}. ")
RUN_PY_COLLECT = ("Run: spark-submit run_file.py '{file}:pyspark:result_df' from the repository's root; our driver ran "
                  "the PySpark part (lines {a}-{b}, its text unchanged) as Python compiled under the file's own path and "
                  "line numbers, over generated DataFrames (make_data.py) given as the globals it reads and `F` (which "
                  "the part uses without importing it); the part has no action, so the driver collected result_df. ")
TWICE = ("The file writes the solution twice, in SQL and in PySpark: each node is labelled at the lines of the part "
         "that ran (true_lines) and, where the other part writes the same operation, at its lines too. ")
SCANS = ("Inputs: the Scan ExistingRDD nodes are made by our driver, outside the repository (spark.createDataFrame of "
         "generated rows), labelled at the FROM/JOIN line naming the table and at the PySpark line using the DataFrame. ")
TAIL = ("The plan is the one the action ran, written by a query-execution listener after it ran (final adaptive plan; "
        "initial-only nodes not labelled); event_log.json from the same spark-submit run (one run per case), the "
        "execution found by its plan, `description_rank` its place among the run's executions with that description.")
JOIN = ("Joins: hash Exchanges, Sorts of a sort-merge join, AQE's BroadcastExchange and the inferred isnotnull Filters "
        "derived at the join's lines, kind join; a pruning Project derived and ambiguous (the clause that reads the "
        "columns and the one that consumes them). Aggregates: the partial HashAggregate and its Exchange derived at the "
        "select/agg and GROUP BY/groupBy lines, the final one not. ")

SCAN, X, H, BX = "Scan ExistingRDD", "Exchange", "HashAggregate", "BroadcastExchange"
P, FL, SRT = "Project", "Filter", "Sort"


class K(tuple):
    def __new__(cls, nid, op, sql, py, derived, kind, cte=None, amb=False):
        return tuple.__new__(cls, (nid, op, sql, py, derived, kind, cte, amb))


def s(*lines):
    """Spans from line numbers or (first, last) pairs."""
    return [[a, a] if isinstance(a, int) else list(a) for a in lines]


def agg(ids, final, sql, py, cte=None, kind="aggregate"):
    """The derived partial HashAggregates/Exchanges of one aggregation, then its last HashAggregate."""
    return [K(i, op, sql, py, True, kind, cte=cte) for i, op in ids] + [K(final, H, sql, py, False, kind, cte=cte)]


L: dict[str, dict] = {}

# ---- 1 Customer Who Visited but Did Not Make Any Transactions ---------------------------------------------------------
# SQL 33-40: select 33, from Visits v 34, LEFT JOIN 35, Transactions t 36, on 37, v.visit_id=t.visit_id 38,
# where ... IS NULL 39, GROUP BY 40.  PySpark 46-58: visits_df.alias 47, .join( 48, transactions_df.alias 49,
# condition 50, "left" 51, filter isNull 53, groupBy 54, agg count 55, show 58.
J1s, J1p = s((35, 38)), s((48, 51))
A1s, A1p = s(33, 40), s(54, 55)
L["kv_01_left_join_null_sql"] = dict(
    dataframe="Visits LEFT JOIN Transactions ON visit_id, WHERE t.transaction_id IS NULL, GROUP BY customer_id "
              "count(*) (SQL part, lines 33-40)",
    notes="The broadcast left outer join AQE chose at run time (the planned sort-merge join's Exchanges left as local "
          "shuffle reads, derived at the join). ",
    nodes=[K(1, SCAN, s(34), s(47), False, "read"), K(2, X, J1s, J1p, True, "join"),
           K(5, SCAN, s(36), s(49), False, "read"), K(6, FL, J1s, J1p, True, "join"),
           K(7, P, s(36, (35, 38)), s(49, (48, 51)), True, "project", amb=True),
           K(8, X, J1s, J1p, True, "join"), K(11, BX, J1s, J1p, True, "join"),
           K(13, "BroadcastHashJoin", J1s, J1p, False, "join"),
           K(14, FL, s(39), s(53), False, "filter"),
           K(15, P, s(33, 39, 40), s(53, 54), True, "project", amb=True),
           *agg([(16, H), (17, X)], 20, A1s, A1p)])
L["kv_01_left_join_null_pyspark_smj"] = dict(
    dataframe="visits_df.alias('v').join(transactions_df.alias('t'), ..., 'left').filter(isNull).groupBy().agg(count) "
              "(PySpark part, lines 46-56)",
    notes=OFF,
    nodes=[K(1, SCAN, s(34), s(47), False, "read"), K(2, X, J1s, J1p, True, "join"), K(5, SRT, J1s, J1p, True, "join"),
           K(6, SCAN, s(36), s(49), False, "read"), K(7, FL, J1s, J1p, True, "join"),
           K(8, P, s(36, (35, 38)), s(49, (48, 51)), True, "project", amb=True),
           K(9, X, J1s, J1p, True, "join"), K(12, SRT, J1s, J1p, True, "join"),
           K(13, "SortMergeJoin", J1s, J1p, False, "join"),
           K(14, FL, s(39), s(53), False, "filter"),
           K(15, P, s(33, 39, 40), s(53, 54), True, "project", amb=True),
           *agg([(16, H), (17, X)], 20, A1s, A1p)])

# ---- 3 Project Employees I --------------------------------------------------------------------------------------------
# SQL 4-8: With CTE AS ( 4, the CTE's whole select with its join on line 5, ) 6, main select ... group by on line 8.
# PySpark 14-37: project_df.alias 15, .join( 16, employee_df.alias 17, condition 18, "inner" 19, ) 20, .select 21-25,
# cte_df 30, groupBy 31, agg round(avg) 32-34, show 37.
J3p = s((16, 20))
L3 = [K(1, SCAN, s(5), s(15), False, "read", cte="CTE"), K(2, FL, s(5), J3p, True, "join", cte="CTE"),
      K(3, X, s(5), J3p, True, "join", cte="CTE"), K(6, BX, s(5), J3p, True, "join", cte="CTE"),
      K(8, SCAN, s(5), s(17), False, "read", cte="CTE"), K(9, FL, s(5), J3p, True, "join", cte="CTE"),
      K(10, P, s(5), s((16, 20), (21, 25)), True, "project", cte="CTE", amb=True),
      K(11, X, s(5), J3p, True, "join", cte="CTE"), K(14, "BroadcastHashJoin", s(5), J3p, False, "join", cte="CTE"),
      K(15, P, s(5, 8), s((21, 25), (31, 34)), True, "project", amb=True),
      *agg([(16, H), (17, X)], 20, s(8), s((31, 34)))]
L["kv_03_cte_join_avg_sql"] = dict(
    dataframe="WITH CTE AS (Project p inner join Employee e on employee_id), SELECT project_id, ROUND(AVG()) FROM CTE "
              "GROUP BY project_id (SQL part, lines 4-8)",
    notes="The CTE's select, FROM and JOIN are all on line 5 (symbol ...CTE), the main query on line 8; the broadcast "
          "join AQE chose at run time (the planned sort-merge join's Exchanges left as local shuffle reads). ",
    nodes=L3)

L["kv_03_join_avg_pyspark"] = dict(
    dataframe="project_df.alias('p').join(employee_df.alias('e'), ..., 'inner').select(...) as cte_df, "
              "cte_df.groupBy('project_id').agg(F.round(F.avg(...), 2)) (PySpark part, lines 14-35)",
    notes="The broadcast join AQE chose at run time (employee_df's side broadcast). ",
    nodes=[K(1, SCAN, s(5), s(15), False, "read", cte="CTE"), K(2, FL, s(5), J3p, True, "join", cte="CTE"),
           K(3, X, s(5), J3p, True, "join", cte="CTE"),
           K(6, SCAN, s(5), s(17), False, "read", cte="CTE"), K(7, FL, s(5), J3p, True, "join", cte="CTE"),
           K(8, P, s(5), s((16, 20), (21, 25)), True, "project", cte="CTE", amb=True),
           K(9, X, s(5), J3p, True, "join", cte="CTE"), K(12, BX, s(5), J3p, True, "join", cte="CTE"),
           K(14, "BroadcastHashJoin", s(5), J3p, False, "join", cte="CTE"),
           K(15, P, s(5, 8), s((21, 25), (31, 34)), True, "project", amb=True),
           *agg([(16, H), (17, X)], 20, s(8), s((31, 34)))])

# ---- 5 Customers Who Bought All Products ------------------------------------------------------------------------------
# SQL line 4, all of it: SELECT ... FROM CUSTOMER GROUP BY ... HAVING COUNT(DISTINCT ...) = (SELECT COUNT(*) FROM PRODUCT)
# PySpark 10-19: total_products = df_product.count() 10, df_customer 13, groupBy 14, agg countDistinct 15, filter 16,
# select 17, show 19.
A5p = s(14, 15)
L5 = [K(1, SCAN, s(4), s(13), False, "read"),
      *[K(i, op, s(4), A5p, True, "aggregate") for i, op in ((2, H), (3, X), (6, H), (7, H), (8, X))],
      K(11, H, s(4), A5p, False, "aggregate")]
L["kv_05_count_distinct_pyspark"] = dict(
    dataframe="df_customer.groupBy('CUSTOMER_ID').agg(F.countDistinct('PRODUCT_KEY')).filter(== total_products)"
              ".select('CUSTOMER_ID') (PySpark part, lines 13-17; total_products from df_product.count() at line 10)",
    notes="countDistinct as two aggregation levels (the distinct keys, then the count), every level but the last derived "
          "at the groupBy/agg lines; the filter compares with the Python int df_product.count() returned (a literal in "
          "the plan), the SQL part's HAVING with a scalar subquery. ",
    nodes=[*L5, K(12, FL, s(4), s(16), False, "filter"), K(13, P, s(4), s(17), False, "project")])
L["kv_05_having_scalar_subquery_sql"] = dict(
    dataframe="SELECT CUSTOMER_ID FROM CUSTOMER GROUP BY CUSTOMER_ID HAVING COUNT(DISTINCT PRODUCT_KEY) = (SELECT "
              "COUNT(*) FROM PRODUCT) (SQL part, line 4)",
    notes="COUNT(DISTINCT) as two aggregation levels, every level but the last derived; the scalar subquery runs as its "
          "own plan, labelled at line 4 and at the PySpark part's df_product.count() (line 10), which computes the same "
          "count on the Python side; its adaptive plan prints its initial plan too (Exchange 30, HashAggregate 31), "
          "labelled as their final twins. ",
    nodes=[*L5, K(12, FL, s(4), s(16), False, "filter"), K(13, P, s(4), s(17), False, "project"),
           K(23, SCAN, s(4), s(10), False, "read"), K(24, P, s(4), s(10), True, "project"),
           *agg([(25, H), (26, X)], 28, s(4), s(10)), K(30, X, s(4), s(10), True, "aggregate"),
           K(31, H, s(4), s(10), False, "aggregate")])

# ---- 7 List the Products Ordered in a Period (the SQL part is refused by Spark: MISSING_AGGREGATION) ------------------
# SQL 5-10: select 5 (FROM Products p), join orders o 6, on 7, where between 8, group by 9, having 10.
# PySpark 16-35: products_df.alias 17, .join( 18, orders_df.alias 19, condition 20, "inner" 21, ) 22, filter 23-26,
# groupBy 27, agg sum 28-30, filter 31, select 32, show 35.
J7s, J7p = s((6, 7)), s((18, 22))
L["kv_07_join_period_pyspark"] = dict(
    dataframe="products_df.alias('p').join(orders_df.alias('o'), ..., 'inner').filter(date range).groupBy(...)"
              ".agg(F.sum).filter(unit >= 100).select(...) (PySpark part, lines 16-33)",
    notes="The SQL part of this file is refused by Spark 4.3 (product_name not in GROUP BY p.product_id) but writes the "
          "same operations, so its lines are accepted too. The date filter is pushed below the join into the orders "
          "scan's Filter (with the join's inferred isnotnull); the sum is one HashAggregate over the join's hash "
          "partitioning (no partial level). CollectLimit is show()'s limit, derived at the show line. ",
    nodes=[K(1, SCAN, s(5), s(17), False, "read"), K(2, FL, J7s, J7p, True, "join"),
           K(3, P, s(5, (6, 7)), s((18, 22), (27, 30)), True, "project", amb=True),
           K(4, X, J7s, J7p, True, "join"), K(7, BX, J7s, J7p, True, "join"),
           K(9, SCAN, s(6), s(19), False, "read"), K(10, FL, s(8, (6, 7)), s((23, 26), (18, 22)), False, "filter"),
           K(11, P, s(8, (6, 7)), s((23, 26), (18, 22)), True, "project", amb=True),
           K(12, X, J7s, J7p, True, "join"), K(15, "BroadcastHashJoin", J7s, J7p, False, "join"),
           K(16, P, s((6, 7), 9), s((18, 22), (27, 30)), True, "project", amb=True),
           K(17, H, s(5, 9), s((27, 30)), False, "aggregate"), K(18, FL, s(10), s(31), False, "filter"),
           K(19, P, s(5), s(32), False, "project"), K(20, "CollectLimit", [], s(35), True, "limit")])

# ---- 9 Employees Whose Manager Left the Company (SQL only) ------------------------------------------------------------
# 4 select employee_id, 5 from Employees e, 6 where e.salary<30000 and e.manager_id not in (select ... Employees),
# 7 order by.
L["kv_09_not_in_subquery_sql"] = dict(
    dataframe="select employee_id from Employees e where e.salary<30000 and e.manager_id not in (select employee_id "
              "from Employees) order by e.employee_id (SQL part, lines 4-7; the file has no PySpark part)",
    notes="NOT IN (subquery) as a null-aware broadcast left anti join, kind subquery at line 6 (the subquery's pruning "
          "Project and the BroadcastExchange derived); ORDER BY's range Exchange derived, the Sort not. ",
    nodes=[K(1, SCAN, s(5), [], False, "read"), K(2, FL, s(6), [], False, "filter"),
           K(3, P, s(4, 6), [], True, "project", amb=True), K(4, SCAN, s(6), [], False, "read"),
           K(5, P, s(6), [], True, "project", amb=True), K(6, BX, s(6), [], True, "subquery"),
           K(8, "BroadcastHashJoin", s(6), [], False, "subquery"), K(9, P, s(4), [], False, "project"),
           K(10, X, s(7), [], True, "sort"), K(13, SRT, s(7), [], False, "sort")])

# ---- 11 Managers with at Least 5 Direct Reports -----------------------------------------------------------------------
# SQL 4-11: select name 4, from Employee 5, where id IN ( 6, Select managerId from 7, Employee 8, group by 9, having 10.
# PySpark 17-31: managers_df = ( 17, employee_df 18, groupBy 19, agg count 20, filter 21, select alias id 22,
# result_df = ( 25, employee_df 26, .join(managers_df, on="id", how="inner") 27, select name 28, show 31.
L["kv_11_in_subquery_sql_smj"] = dict(
    dataframe="select name from Employee where id IN (Select managerId from Employee group by managerId having "
              "count(managerId)>=5) (SQL part, lines 4-11)",
    notes="IN (subquery) as a sort-merge left semi join (broadcast joins off), kind subquery at the IN lines, with the "
          "PySpark part's inner join (line 27) accepted; the subquery's aggregate Exchange also partitions the join's "
          "right side, so that side has only its Sort. ",
    nodes=[K(1, SCAN, s(5), s(26), False, "read"), K(2, P, s(4, 6), s(27, 28), True, "project", amb=True),
           K(3, X, s(6), s(27), True, "subquery"), K(6, SRT, s(6), s(27), True, "subquery"),
           K(7, SCAN, s((7, 8)), s(18), False, "read"), K(8, P, s((7, 8), 9), s(18, 19), True, "project", amb=True),
           *agg([(9, H), (10, X)], 13, s(9, 10), s(19, 20)), K(14, FL, s(10), s(21), False, "filter"),
           K(15, P, s(7), s(22), False, "project"), K(16, SRT, s(6), s(27), True, "subquery"),
           K(17, "SortMergeJoin", s((6, 11)), s(27), False, "subquery"), K(18, P, s(4), s(28), False, "project")])
L["kv_11_join_managers_pyspark"] = dict(
    dataframe="employee_df.groupBy('managerId').agg(F.count).filter(>= 5).select(alias 'id') as managers_df; "
              "employee_df.join(managers_df, on='id', how='inner').select('name') (PySpark part, lines 17-29)",
    notes="The inner join the SQL part writes as IN (subquery) (its lines accepted); broadcast at run time by AQE. "
          "CollectLimit is show()'s limit, derived at the show line. ",
    nodes=[K(1, SCAN, s(5), s(26), False, "read"), K(2, FL, s(6), s(27), True, "join"),
           K(3, P, s(4, 6), s(27, 28), True, "project", amb=True), K(4, X, s(6), s(27), True, "join"),
           K(7, BX, s(6), s(27), True, "join"), K(9, SCAN, s((7, 8)), s(18), False, "read"),
           K(10, FL, s(6), s(27), True, "join"), K(11, P, s((7, 8), 9), s(18, 19), True, "project", amb=True),
           *agg([(12, H), (13, X)], 16, s(9, 10), s(19, 20)), K(17, FL, s(10), s(21), False, "filter"),
           K(18, P, s(7), s(22), False, "project"), K(19, "BroadcastHashJoin", s(6), s(27), False, "join"),
           K(20, P, s(4), s(28), False, "project"), K(21, "CollectLimit", [], s(31), True, "limit")])

# ---- 12 Primary Department for Each Employee --------------------------------------------------------------------------
# SQL 4-12: select 4, from Employee 5, where primary_flag = 'Y' 6, or employee_id in ( 7, select employee_id 8,
# from Employee 9, group by 10, having count(*)=1 11, ) 12.
# PySpark 18-41: employee_df = Employee 18, single_employee_df = ( 21, employee_df 22, groupBy 23, .count() 24,
# filter 25, select 26; result_df = ( 30, employee_df 31, .filter( 32-37 (isin of [row... for row in
# single_employee_df.collect()] 34-36, the collect on line 35), select 38, show 41.
L["kv_12_or_in_subquery_sql"] = dict(
    dataframe="select employee_id, department_id from Employee where primary_flag = 'Y' or employee_id in (select "
              "employee_id from Employee group by employee_id having count(*)=1) (SQL part, lines 4-12)",
    notes="IN under OR as an ExistenceJoin (broadcast by AQE at run time; the planned shuffle's Exchange on the outer "
          "side left as a local read), kind subquery, then the OR as a Filter on its `exists` column. The PySpark part "
          "does the subquery on the Python side (collect() into an isin list, line 35), so its lines are accepted for "
          "the subquery's aggregate and for the isin filter. ",
    nodes=[K(1, SCAN, s(5), s(31), False, "read"), K(2, X, s(7), s((34, 36)), True, "subquery"),
           K(5, SCAN, s(9), s(22), False, "read"), K(6, P, s(8, 10), s(23, 24), True, "project", amb=True),
           *agg([(7, H), (8, X)], 11, s(10, 11), s(23, 24)), K(12, FL, s(11), s(25), False, "filter"),
           K(13, P, s(8), s(26), False, "project"), K(14, BX, s(7), s((34, 36)), True, "subquery"),
           K(16, "BroadcastHashJoin", s((7, 12)), s((34, 36)), False, "subquery"),
           K(17, FL, s((6, 7)), s((32, 37)), False, "filter"), K(18, P, s(4), s(38), False, "project")])
L["kv_12_group_count_collect_pyspark"] = dict(
    dataframe="single_employee_df = employee_df.groupBy('employee_id').count().filter(count == 1)"
              ".select('employee_id'), collected in the list comprehension at line 35 (PySpark part, lines 21-27)",
    notes="The query the SQL part writes as its IN subquery (lines 8-11, accepted). ",
    nodes=[K(1, SCAN, s(9), s(22), False, "read"), K(2, P, s(8, 10), s(23, 24), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(10, 11), s(23, 24)), K(8, FL, s(11), s(25), False, "filter"),
           K(9, P, s(8), s(26), False, "project")])

# ---- 13 Count Salary Categories ---------------------------------------------------------------------------------------
# SQL 4-24: three SELECT 'X' AS category (5/13/21), COUNT(account_id) (6/14/22), FROM Accounts (7/15/23), WHERE (8/16/24)
# joined by UNION (10, 18). PySpark 30-62: accounts_df = Accounts 30; three chains (33-39, 42-48, 51-57): accounts_df
# (34/43/52), filter (35/44/53), agg count (36/45/54), withColumn lit (37/46/55), select (38/47/56); union 60; show 62.
def branch13(first: int, sql: tuple, py: tuple, final_extra=()) -> list:
    """One branch: scan, filter, pruning Project, partial count, its Exchange, final count (with the literal)."""
    frm, where, sel = sql
    src, flt, cnt, lit, sel_py = py
    return [K(first, SCAN, s(frm), s(src), False, "read"), K(first + 1, FL, s(where), s(flt), False, "filter"),
            K(first + 2, P, s(sel, where), s(flt, cnt), True, "project", amb=True),
            K(first + 3, H, s(sel), s(cnt), True, "aggregate"), K(first + 4, X, s(sel), s(cnt), True, "aggregate"),
            K(first + 6, H, s(sel), s(cnt, lit, *([sel_py] if final_extra else [])), False, "aggregate")]


B13 = [((7, 8, (5, 6)), (34, 35, 36, 37, 38)), ((15, 16, (13, 14)), (43, 44, 45, 46, 47)),
       ((23, 24, (21, 22)), (52, 53, 54, 55, 56))]
L["kv_13_union_three_sql"] = dict(
    dataframe="SELECT 'Low Salary' AS category, COUNT(account_id) ... FROM Accounts WHERE ... UNION SELECT 'Average "
              "Salary' ... UNION SELECT 'High Salary' ... (SQL part, lines 4-24)",
    notes="Each branch a global COUNT (partial level and its single-partition Exchange derived; the literal category in "
          "the final aggregate, with the PySpark part's withColumn(lit) accepted); UNION as Union plus a distinct "
          "HashAggregate at the UNION lines (the PySpark part's union() is UNION ALL: no twin). ",
    nodes=[*branch13(1, *B13[0]), *branch13(8, *B13[1]), *branch13(15, *B13[2]),
           K(22, "Union", s(10, 18), s(60), False, "union"), K(23, H, s(10, 18), [], False, "distinct")])
L["kv_13_union_three_pyspark"] = dict(
    dataframe="three accounts_df.filter(...).agg(F.count(...)).withColumn('category', F.lit(...)).select(...) chains, "
              "low_salary_df.union(avg_salary_df).union(high_salary_df) (PySpark part, lines 30-60)",
    notes="Each chain a global count (partial level and its single-partition Exchange derived; withColumn's literal and "
          "the select merged into the final aggregate); the two union() calls one Union. ",
    nodes=[*branch13(1, *B13[0], final_extra=True), *branch13(8, *B13[1], final_extra=True),
           *branch13(15, *B13[2], final_extra=True), K(22, "Union", s(10, 18), s(60), False, "union")])

# ---- 15 Exchange Seats ------------------------------------------------------------------------------------------------
# SQL 4-12: SELECT 4, CASE 5-9 (the scalar subquery SELECT MAX(id) FROM Seat on line 6), student 10, FROM Seat 11,
# ORDER BY 12. PySpark 18-30: max_id = df.agg(F.max("id")).collect()[0][0] 18, df.withColumn(new_id, when...) 20-25,
# .select 25-28, .orderBy 28, show 30.
L["kv_15_scalar_max_case_sql"] = dict(
    dataframe="SELECT CASE WHEN id%2=1 AND id=(SELECT MAX(id) FROM Seat) THEN id ... END AS id, student FROM Seat ORDER "
              "BY id (SQL part, lines 4-12)",
    notes="The CASE with its scalar subquery one Project; the subquery runs as its own plan (MAX: partial level and "
          "Exchange derived), labelled at line 6 and at the PySpark part's df.agg(F.max('id')).collect() (line 18), "
          "which computes it on the Python side; its initial plan's Exchange 18 and HashAggregate 19 labelled as their "
          "final twins. ORDER BY: range Exchange derived, Sort not. ",
    nodes=[K(1, SCAN, s(11), s(20), False, "read"), K(2, P, s((4, 10)), s((20, 27)), False, "project"),
           K(3, X, s(12), s(28), True, "sort"), K(6, SRT, s(12), s(28), False, "sort"),
           K(11, SCAN, s(6), s(18), False, "read"), K(12, P, s(6), s(18), True, "project"),
           *agg([(13, H), (14, X)], 16, s(6), s(18)), K(18, X, s(6), s(18), True, "aggregate"),
           K(19, H, s(6), s(18), False, "aggregate")])

# ---- 16 Confirmation Rate (the SQL part is refused by Spark: SUM of a boolean) ----------------------------------------
# SQL 4-14: select 4, ROUND(CASE ... COUNT ... SUM ... END, 2) 5-10, from 11, Signups s LEFT JOIN 12,
# Confirmations c ON ... 13, group by 14. PySpark 19-36: signups_df.alias 20, .join(confirmations_df..., "left") 21,
# groupBy 22, agg(round(when(count...).otherwise(sum(when)/count))) 23-33, show 36.
J16s, J16p = s((12, 13)), s(21)
L["kv_16_left_join_rate_pyspark"] = dict(
    dataframe="signups_df.alias('s').join(confirmations_df.alias('c'), ..., 'left').groupBy('s.user_id')"
              ".agg(F.round(F.when(F.count(...) == 0, 0).otherwise(F.sum(F.when(...)) / F.count(...)), 2)) "
              "(PySpark part, lines 19-34)",
    notes="The SQL part of this file is refused by Spark 4.3 (SUM of a boolean) but writes the same operations, so its "
          "lines are accepted too. A broadcast left outer join AQE chose at run time; the aggregate is one "
          "HashAggregate over the join's hash partitioning (no partial level). CollectLimit is show()'s limit. ",
    nodes=[K(1, SCAN, s(12), s(20), False, "read"), K(2, P, s(12, 13), s(21, 22), True, "project", amb=True),
           K(3, X, J16s, J16p, True, "join"), K(6, SCAN, s(13), s(21), False, "read"),
           K(7, FL, J16s, J16p, True, "join"), K(8, P, s(13, (4, 10)), s(21, (23, 33)), True, "project", amb=True),
           K(9, X, J16s, J16p, True, "join"), K(12, BX, J16s, J16p, True, "join"),
           K(14, "BroadcastHashJoin", J16s, J16p, False, "join"),
           K(15, P, s((12, 13), 14), s(21, 22), True, "project", amb=True),
           K(16, H, s((4, 10), 14), s(22, (23, 33)), False, "aggregate"),
           K(17, "CollectLimit", [], s(36), True, "limit")])

# ---- 17 Histogram of Tweets -------------------------------------------------------------------------------------------
# SQL 4-12: with cte as ( 4, select user_id, count(tweet_id) as cnt 5, from tweets 6, where EXTRACT(year ...) 7,
# group by user_id ) 8; select cnt as tweet_bucket, count(user_id) 10, from cte 11, group by cnt 12.
# PySpark 18-33: cte = ( 18, tweets 19, filter year 20, groupBy 21, agg count 22; result = ( 26, cte 27, groupBy 28,
# agg count 29, withColumnRenamed 30; show 33.
L["kv_17_cte_two_groupby_sql"] = dict(
    dataframe="with cte as (select user_id, count(tweet_id) as cnt from tweets where EXTRACT(year from tweet_date) = "
              "'2022' group by user_id) select cnt as tweet_bucket, count(user_id) as users_num from cte group by cnt "
              "(SQL part, lines 4-12)",
    notes="Two aggregations: the CTE's (symbol ...cte) and the main query's over its result (the second partial level "
          "straight after the first final one, the Exchange between them derived). ",
    nodes=[K(1, SCAN, s(6), s(19), False, "read", cte="cte"), K(2, FL, s(7), s(20), False, "filter", cte="cte"),
           K(3, P, s(5, 7), s(20, 22), True, "project", cte="cte", amb=True),
           *agg([(4, H), (5, X)], 8, s(5, 8), s(21, 22), cte="cte"),
           *agg([(9, H), (10, X)], 13, s(10, 12), s(28, 29, 30))])

# ---- 20 Employees With Missing Information -----------------------------------------------------------------------------
# SQL 4-7: first SELECT ... left join ... where s.salary is null (all on line 4), union 5, second SELECT (line 6),
# order by 7. PySpark 13-35: emp_without_salary = ( 13, employees.alias 14, .join(salaries..., "left") 15, filter
# isNull 16, select 17; salary_without_emp = ( 21, salaries.alias 22, .join(employees..., "left") 23, filter 24,
# select 25; result = ( 29, emp_without_salary 30, .union 31, .orderBy 32; show 35.
def branch20(first: int, sql: int, py: tuple) -> list:
    src, join, flt, sel = py
    return [K(first, SCAN, s(sql), s(src), False, "read"),
            K(first + 1, P, s(sql), s(join, sel), True, "project", amb=True),
            K(first + 2, X, s(sql), s(join), True, "join"), K(first + 5, SCAN, s(sql), s(join), False, "read"),
            K(first + 6, FL, s(sql), s(join), True, "join"), K(first + 7, X, s(sql), s(join), True, "join"),
            K(first + 10, BX, s(sql), s(join), True, "join"),
            K(first + 12, "BroadcastHashJoin", s(sql), s(join), False, "join"),
            K(first + 13, FL, s(sql), s(flt), False, "filter"), K(first + 14, P, s(sql), s(sel), False, "project")]


L["kv_20_union_left_joins_pyspark"] = dict(
    dataframe="employees.alias('e').join(salaries.alias('s'), ..., 'left').filter(s.salary isNull).select(...) "
              ".union(salaries.alias('s').join(employees.alias('e'), ..., 'left').filter(e.name isNull).select(...))"
              ".orderBy('employee_id') (PySpark part, lines 13-33)",
    notes="Two broadcast left outer joins (AQE at run time), each filtered on IS NULL, unioned; orderBy + show()'s limit "
          "as one TakeOrderedAndProject at the orderBy and show lines. The SQL part writes each branch on one line "
          "(4 and 6). ",
    nodes=[*branch20(1, 4, (14, 15, 16, 17)),
           K(16, SCAN, s(6), s(22), False, "read"), K(17, P, s(6), s(23, 25), True, "project", amb=True),
           K(18, X, s(6), s(23), True, "join"), K(21, SCAN, s(6), s(23), False, "read"),
           K(22, FL, s(6), s(23), True, "join"), K(23, X, s(6), s(23), True, "join"),
           K(26, BX, s(6), s(23), True, "join"), K(28, "BroadcastHashJoin", s(6), s(23), False, "join"),
           K(29, FL, s(6), s(24), False, "filter"), K(30, P, s(6), s(25), False, "project"),
           K(31, "Union", s(5), s(31), False, "union"),
           K(32, "TakeOrderedAndProject", s(7), s(32, 35), False, "sort")])

# ---- 22 Find Total Time Spent by Each Employee (the "Pyspark Code" part is the SQL again) -----------------------------
# SQL 4-11: WITH CTE AS ( 4, Select *, out_time - in_time as total_time 5, from Employees e 6, ) 7; Select event_day as
# day, emp_id, sum(total_time) 9, from CTE 10, group by 1,2 11. Lines 14-21, under "Pyspark Code -", are lines 4-11
# again, character for character: the same query written twice in the file.
L["kv_22_cte_group_ordinals_sql"] = dict(
    dataframe="WITH CTE AS (Select *, out_time - in_time as total_time from Employees e) Select event_day as day, "
              "emp_id, sum(total_time) as total_time from CTE group by 1,2 (SQL part, lines 4-11)",
    notes="The file's \"Pyspark Code\" part (lines 14-21) is this SQL again, so its lines are accepted as the other "
          "writing of each clause (true_lines: the SQL part, which ran). GROUP BY 1,2 by ordinal; the CTE's expression "
          "Project (symbol ...CTE); partial sum and its Exchange derived. ",
    nodes=[K(1, SCAN, s(6), s(16), False, "read", cte="CTE"), K(2, P, s(5), s(15), False, "project", cte="CTE"),
           *agg([(3, H), (4, X)], 7, s(9, 11), s(19, 21))])

# ---- 26 Department Top Three Salaries ---------------------------------------------------------------------------------
# SQL 4-8: WITH CTE AS ( 4, the CTE's select with DENSE_RANK() OVER (PARTITION BY d.name ORDER BY e.salary DESC), FROM
# and INNER JOIN all on line 5, ) 6; select Department, Employee, Salary from CTE where rn<=3 8.
# PySpark 14-30: joined = employee.join(department, ...) 14, window_spec = Window.partitionBy(...).orderBy(...) 16,
# result = ( 18, joined 19, .select(aliases) 20-24, withColumn rn dense_rank over 25, filter 26, select 27; show 30.
W26s, W26p = s(5, 8), s(16, 25, 26)
W26 = [K(15, P, s(5), s((20, 24)), False, "project", cte="CTE"), K(16, SRT, s(5), s(16, 25), True, "window", cte="CTE"),
       K(17, "WindowGroupLimit", W26s, W26p, True, "window", cte="CTE"),
       K(18, X, s(5), s(16, 25), True, "window", cte="CTE"), K(21, SRT, s(5), s(16, 25), True, "window", cte="CTE"),
       K(22, "WindowGroupLimit", W26s, W26p, True, "window", cte="CTE"),
       K(23, "Window", s(5), s(16, 25), False, "window", cte="CTE"),
       K(24, FL, s(8), s(26), False, "filter"), K(25, P, s(8), s(27), False, "project")]
L["kv_26_dense_rank_sql"] = dict(
    dataframe="WITH CTE AS (Select d.name as Department, e.name as Employee, e.salary as Salary, DENSE_RANK() OVER "
              "(PARTITION BY d.name ORDER BY e.salary DESC) as rn from Employee e INNER JOIN Department d on ...) "
              "select Department, Employee, Salary from CTE where rn<=3 (SQL part, lines 4-8)",
    notes="The CTE's select, window, FROM and JOIN all on line 5 (symbol ...CTE); a broadcast join AQE chose at run "
          "time. The rank window with the rn<=3 filter above it becomes a WindowGroupLimit pair (Partial before the "
          "Exchange, Final after) and the Window: the Sorts, Exchange and WindowGroupLimits derived, kind window, at the "
          "OVER line and the WHERE rn<=3 (and at the PySpark part's window_spec, withColumn and filter lines). ",
    nodes=[K(1, SCAN, s(5), s(14), False, "read", cte="CTE"), K(2, FL, s(5), s(14), True, "join", cte="CTE"),
           K(3, P, s(5), s(14, (20, 24)), True, "project", cte="CTE", amb=True),
           K(4, X, s(5), s(14), True, "join", cte="CTE"), K(7, BX, s(5), s(14), True, "join", cte="CTE"),
           K(9, SCAN, s(5), s(14), False, "read", cte="CTE"),
           K(10, FL, s(5), s(14), True, "join", cte="CTE"), K(11, X, s(5), s(14), True, "join", cte="CTE"),
           K(14, "BroadcastHashJoin", s(5), s(14), False, "join", cte="CTE"), *W26])
L["kv_26_dense_rank_pyspark_smj"] = dict(
    dataframe="employee.join(department, employee.departmentId == department.id).select(aliases).withColumn('rn', "
              "F.dense_rank().over(window_spec)).filter(rn <= 3).select(...) (PySpark part, lines 14-28)",
    notes=OFF + "The rank window with the rn <= 3 filter above it becomes a WindowGroupLimit pair (Partial before the "
          "Exchange, Final after) and the Window: the Sorts, Exchange and WindowGroupLimits derived, kind window, at "
          "window_spec (line 16), the withColumn and the filter (and at the SQL part's OVER line and WHERE rn<=3). ",
    nodes=[K(1, SCAN, s(5), s(14), False, "read", cte="CTE"), K(2, FL, s(5), s(14), True, "join", cte="CTE"),
           K(3, P, s(5), s(14, (20, 24)), True, "project", cte="CTE", amb=True),
           K(4, X, s(5), s(14), True, "join", cte="CTE"), K(7, SRT, s(5), s(14), True, "join", cte="CTE"),
           K(8, SCAN, s(5), s(14), False, "read", cte="CTE"), K(9, FL, s(5), s(14), True, "join", cte="CTE"),
           K(10, X, s(5), s(14), True, "join", cte="CTE"), K(13, SRT, s(5), s(14), True, "join", cte="CTE"),
           K(14, "SortMergeJoin", s(5), s(14), False, "join", cte="CTE"), *W26])

# ---- 24 Sales Person --------------------------------------------------------------------------------------------------
# SQL 4-6: select s.name from SalesPerson s 4, where s.sales_id not in (select sales_id from Orders o inner join
# Company c 5, on o.com_id=c.com_id where c.name='RED') 6. PySpark 9-16 (no action): red_sales = ( 9, orders_df 10,
# .join(company_df, "com_id") 11, filter name == RED 12, select sales_id 13; result_df = sales_df.join(red_sales,
# "sales_id", "left_anti").select("name") 16.
J24s, J24p = s((5, 6)), s(11)
L["kv_24_left_anti_pyspark_smj"] = dict(
    dataframe="red_sales = orders_df.join(company_df, 'com_id').filter(name == 'RED').select('sales_id'); "
              "sales_df.join(red_sales, 'sales_id', 'left_anti').select('name') (PySpark part, lines 9-16)",
    notes=OFF + "The part has no action: our driver collected result_df. The left_anti join is the SQL part's NOT IN "
          "(line 5, accepted), the inner join its subquery's INNER JOIN ... ON (lines 5-6). Orders' Filter holds the "
          "isnotnull of both join keys (derived at both joins). ",
    nodes=[K(1, SCAN, s(4), s(16), False, "read"), K(2, P, s(4, 5), s(16), True, "project", amb=True),
           K(3, X, s(5), s(16), True, "join"), K(6, SRT, s(5), s(16), True, "join"),
           K(7, SCAN, s(5), s(10), False, "read"), K(8, FL, J24s, s(11, 16), True, "join"),
           K(9, P, s(5), s(11, 13), True, "project", amb=True), K(10, X, J24s, J24p, True, "join"),
           K(13, SRT, J24s, J24p, True, "join"), K(14, SCAN, s(5), s(11), False, "read"),
           K(15, FL, s(6), s(12), False, "filter"), K(16, P, s(6), s(11, 12), True, "project", amb=True),
           K(17, X, J24s, J24p, True, "join"), K(20, SRT, J24s, J24p, True, "join"),
           K(21, "SortMergeJoin", J24s, J24p, False, "join"), K(22, P, s(5), s(13), False, "project"),
           K(23, X, s(5), s(16), True, "join"), K(26, SRT, s(5), s(16), True, "join"),
           K(27, "SortMergeJoin", J24s, s(16), False, "join"), K(28, P, s(4), s(16), False, "project")])

# @@MORE@@


def symbol(file: str, cte: str | None) -> str:
    model = file[:-len(".sql")].replace("/", ".")
    return f"{model}.{cte}" if cte else model


def rows_of(spec: dict, file: str, form: str) -> list[dict]:
    rows = []
    for nid, op, sql, py, derived, kind, cte, amb in spec["nodes"]:
        ran, other = (sql, py) if form == "sql" else (py, sql)
        lines = ran + [sp for sp in other if sp not in ran]
        row = {"node_id": nid, "operator": op, "file": file, "lines": lines,
               "symbol": symbol(file, cte if (form == "sql" or not py) else None),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if other and ran:
            row["true_lines"] = ran
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


def main() -> int:
    from run_file import parts
    cases = []
    for case, part, arg, (line, action), settings in capture.CASES:
        if case not in L:
            continue
        spec = L[case]
        file, form, *var = arg.split(":")
        a, b = parts((BENCH / "repos" / SLUG / file).read_text())[form]
        folder = BENCH / part / case
        if not (folder / "plan.formatted.txt").is_file():
            print(f"-- {case}: not captured yet")
            continue
        if form == "sql":
            run = RUN_SQL.format(file=file, a=a, b=b)
        elif var:
            run = RUN_PY_COLLECT.format(file=file, a=a, b=b)
        else:
            run = RUN_PY.format(file=file, a=a, b=b, action=f"{action}()", line=line)
        record = json.loads((folder / "event_log.json").read_text())
        recorded = f"{action} at line {line}" if line else "collect() in the driver"
        info = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                "dataframe": spec["dataframe"] + f" (recorded action: {recorded})",
                "notes": spec["notes"] + TWICE + JOIN + SCANS + SESSION
                + (f"Settings: {', '.join(settings)}. " if settings else "") + run + TAIL,
                "form": "sql" if form == "sql" else "pyspark", "source": "kunalvijay42/Pyspark-SQL-Practice"}
        cases.append((part, str(folder), rows_of(spec, file, form), info,
                      f"{form}, rank {record.get('description_rank')}"))
    return write_cases(cases)


if __name__ == "__main__":
    sys.exit(main())
