"""Write each bl_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/shawlu95-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=..., true=...), the helpers of
../siqichen-leetcode-sql/labels.py (loaded by path, not copied): spans are the file's own line numbers. Symbols: a
clause of a .sql file is the file's repository path dotted without `.sql`
(`LeetCode.185_Department_Top_Three_Salaries.mssql_window`) or, inside a CTE, that then the CTE's name
(`....mssql_window.department_ranking`), as the lq_/lm_/tq_/gw_ families did. Only the final adaptive plan's nodes
are labelled (the initial plan's nodes printed after it are not).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "shawlu95__beyond-leetcode-sql"
COMMIT = "8ab7f0ad60b85ab9dff18da6fc760211335d0fb0"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by our driver (bench/real/capture/shawlu95-sql/run_sql.py), outside the repository: "
          "spark.createDataFrame of fixed rows (make_data.py) in the problem's schema (its folder's db.sql / README, "
          "LeetCode's for LeetCode/others/), each registered as a temp view under the name the query uses; each Scan "
          "ExistingRDD is labelled at the FROM/JOIN line that names that table. ")
RUN = ("Run: spark-submit run_sql.py '{file}' from the repository's root (the file's repository path exactly as the "
       "program's argument); the driver ran every statement of the file in order, each with spark.sql and then "
       "collect(): {n} statement(s), cut as a SQL client does (at a line ending with ';', the comment and blank lines "
       "around a statement belonging to none), each statement's text unchanged. This case is statement {k} (lines "
       "{a}-{b}){failed}. ")
TAIL = ("The plan is the one that statement's action ran, written by a query-execution listener after it ran (final "
        "adaptive plan; the initial plan's nodes printed after it are not labelled); event_log.json from the same "
        "spark-submit run (one run per file), the execution found by its plan, `description_rank` its place among "
        "the run's collect() executions.")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch from the planned sort-merge join) and the "
        "inferred isnotnull Filters are derived at the JOIN ... ON lines; a pruning Project derived and ambiguous (the "
        "select list and the clauses that use its columns). ")
FAILED = {}          # case -> text on statements of its file Spark refused before it

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, WGL, SMJ = "BroadcastExchange", "BroadcastHashJoin", "WindowGroupLimit", "SortMergeJoin"
L: dict[str, dict] = {}

# ---- LeetCode/185 mssql_window.sql: DENSE_RANK in a CTE over a join, rnk <= 3, ORDER BY ------------------------------
C = "department_ranking"
L["bl_185_window_cte_join"] = dict(
    dataframe="WITH department_ranking AS (SELECT e.Name AS Employee, d.Name AS Department, e.Salary, DENSE_RANK() "
              "OVER (PARTITION BY DepartmentId ORDER BY Salary DESC) AS rnk (2-7) FROM Employee AS e JOIN Department "
              "AS d ON e.DepartmentId = d.Id) (8-11) SELECT Department, Employee, Salary (12-15) FROM "
              "department_ranking (16) WHERE rnk <= 3 (17) ORDER BY Department ASC, Salary DESC; (18)",
    notes="LeetCode/others/185_Department_Top_Three_Salaries.sql holds the same query (one line apart: `AS\\n(SELECT`), "
          "a twin in another file, never an alternative. The window is partitioned by the join key, so it needs no "
          "Exchange of its own: its Sort is derived at the OVER line; the DENSE_RANK filtered by `rnk <= 3` adds a "
          "WindowGroupLimit, derived at the OVER line and the WHERE. ORDER BY: range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(8), False, "read", cte=C), N(2, "Filter", s((9, 10)), True, "join", cte=C),
           N(3, "Project", s((3, 7), (9, 10)), True, "project", cte=C, amb=True),
           N(4, X, s((9, 10)), True, "join", cte=C), N(7, BX, s((9, 10)), True, "join", cte=C),
           N(9, SCAN, s(9), False, "read", cte=C), N(10, "Filter", s((9, 10)), True, "join", cte=C),
           N(11, X, s((9, 10)), True, "join", cte=C), N(14, BHJ, s((9, 10)), False, "join", cte=C),
           N(15, "Project", s((3, 7)), False, "sql", cte=C), N(16, "Sort", s(7), True, "window", cte=C),
           N(17, WGL, s(7, 17), True, "window", cte=C), N(18, "Window", s(7), False, "window", cte=C),
           N(19, "Filter", s(17), False, "filter"), N(20, "Project", s((12, 15)), False, "sql"),
           *order(21, 24, s(18))])

# ---- LeetCode/others/185: the same query in the others/ folder -----------------------------------------------------
L["bl_185_others_window"] = dict(
    dataframe="WITH department_ranking AS (SELECT e.Name AS Employee, d.Name AS Department, e.Salary, DENSE_RANK() "
              "OVER (PARTITION BY DepartmentId ORDER BY Salary DESC) AS rnk (2-7) FROM Employee AS e JOIN Department "
              "AS d ON e.DepartmentId = d.Id) (8-10) SELECT Department, Employee, Salary (12-15) FROM "
              "department_ranking (16) WHERE rnk <= 3 (17) ORDER BY Department ASC, Salary DESC; (18)",
    notes="LeetCode/185_Department_Top_Three_Salaries/mssql_window.sql holds the same query (one line apart), a twin in "
          "another file, never an alternative: the event log's command line names the file that ran. The window is "
          "partitioned by the join key, so it needs no Exchange of its own: its Sort is derived at the OVER line; the "
          "DENSE_RANK filtered by `rnk <= 3` adds a WindowGroupLimit, derived at the OVER line and the WHERE. ORDER BY: "
          "range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(8), False, "read", cte=C), N(2, "Filter", s((9, 10)), True, "join", cte=C),
           N(3, "Project", s((3, 7), (9, 10)), True, "project", cte=C, amb=True),
           N(4, X, s((9, 10)), True, "join", cte=C), N(7, BX, s((9, 10)), True, "join", cte=C),
           N(9, SCAN, s(9), False, "read", cte=C), N(10, "Filter", s((9, 10)), True, "join", cte=C),
           N(11, X, s((9, 10)), True, "join", cte=C), N(14, BHJ, s((9, 10)), False, "join", cte=C),
           N(15, "Project", s((3, 7)), False, "sql", cte=C), N(16, "Sort", s(7), True, "window", cte=C),
           N(17, WGL, s(7, 17), True, "window", cte=C), N(18, "Window", s(7), False, "window", cte=C),
           N(19, "Filter", s(17), False, "filter"), N(20, "Project", s((12, 15)), False, "sql"),
           *order(21, 24, s(18))])

# ---- LeetCode/185 mssql_pre_filter.sql statement 1: two CTEs (rank, then filter), join, ORDER BY -------------------
T = "top_three"
L["bl_185_prefilter_two_ctes"] = dict(
    dataframe="Statement 1 (lines 2-26): WITH department_ranking AS (SELECT e.Name AS Employee, e.Salary, "
              "e.DepartmentId, DENSE_RANK() OVER (PARTITION BY e.DepartmentId ORDER BY e.Salary DESC) AS rnk FROM "
              "Employee AS e) (2-9), top_three AS (SELECT Employee, Salary, DepartmentId FROM department_ranking WHERE "
              "rnk <= 3) (11-18) SELECT d.Name AS Department, e.Employee, e.Salary (19-22) FROM top_three AS e JOIN "
              "Department AS d ON e.DepartmentId = d.Id (23-25) ORDER BY d.Name ASC, e.Salary DESC; (26)",
    notes="Statement 2 (lines 29-45) ranks in the same CTE (lines 30-35 as 3-8) and joins with `rnk <= 3` in the ON. "
          "mssql_window.sql and LeetCode/others/185 solve it with the join inside the CTE (twins in other files, never "
          "alternatives). The DENSE_RANK filtered to <= 3 runs as a WindowGroupLimit pair (partial before the shuffle, "
          "final after) with their Sorts, derived at the OVER line and top_three's WHERE; the window's hash Exchange "
          "(which also serves the join) and its Sort derived at the OVER line. The join's inferred isnotnull(DepartmentId) "
          "is pushed below the window into department_ranking's scan (derived at the JOIN ... ON lines). The "
          "alias Project (Name AS Employee) is department_ranking's select list. ORDER BY d.Name sorts on a column the "
          "select list renames, so a Project drops it after the Sort (derived, ambiguous). " + JOIN,
    nodes=[N(1, SCAN, s(8), False, "read", cte=C), N(2, "Filter", s((24, 25)), True, "join"),
           N(3, "Project", s((3, 7)), False, "sql", cte=C), N(4, "Sort", s(7, 17), True, "window", cte=C),
           N(5, WGL, s(7, 17), True, "window", cte=C), N(6, X, s(7), True, "window", cte=C),
           N(9, "Sort", s(7), True, "window", cte=C), N(10, WGL, s(7, 17), True, "window", cte=C),
           N(11, "Window", s(7), False, "window", cte=C), N(12, "Filter", s(17), False, "filter", cte=T),
           N(13, "Project", s((12, 15)), False, "sql", cte=T), N(14, SCAN, s(24), False, "read"),
           N(15, "Filter", s((24, 25)), True, "join"), N(16, X, s((24, 25)), True, "join"),
           N(19, BX, s((24, 25)), True, "join"), N(21, BHJ, s((24, 25)), False, "join"),
           N(22, "Project", s((19, 22)), False, "sql"), *order(23, 26, s(26)),
           N(27, "Project", s((19, 22), 26), True, "project", amb=True)])

# ---- LeetCode/579 mssql_lag.sql statement 2: LAG ... OVER w with a WINDOW clause in a CTE ---------------------------
FAILED["bl_579_window_alias_lag"] = ("; statement 1 (lines 2-14, the same query with ISNULL(x, 0), which Spark's "
                                     "one-argument isnull refuses) raised before it")
L["bl_579_window_alias_lag"] = dict(
    dataframe="Statement 2 (lines 17-30): WITH cumulative AS (SELECT Id, LAG(Month, 1) OVER w AS Month, IFNULL(LAG("
              "Salary, 1) OVER w, 0) + IFNULL(LAG(Salary, 2) OVER w, 0) + IFNULL(LAG(Salary, 3) OVER w, 0) AS Salary "
              "(17-23) FROM Employee (24) WINDOW w AS (PARTITION BY Id ORDER BY Month ASC)) (25-26) SELECT * FROM "
              "cumulative (27-28) WHERE Month IS NOT NULL (29) ORDER BY Id ASC, Month DESC; (30)",
    notes="Statement 1 (lines 2-14) writes the same query with the window spelled out in each OVER (...) and ISNULL; "
          "Spark refused it. The four LAGs over the named window `w` are one Window node; its hash Exchange and Sort "
          "are derived at the OVER w lines and the WINDOW clause. The IFNULL sum is computed in a Project after the "
          "outer WHERE (the CTE's select list). ORDER BY: range Exchange derived, Sort not. ",
    nodes=[N(1, SCAN, s(24), False, "read", cte="cumulative"),
           N(2, X, s((20, 23), 25), True, "window", cte="cumulative"),
           N(5, "Sort", s((20, 23), 25), True, "window", cte="cumulative"),
           N(6, "Window", s((20, 23), 25), False, "window", cte="cumulative"),
           N(7, "Filter", s(29), False, "filter"), N(8, "Project", s((18, 23)), False, "sql", cte="cumulative"),
           *order(9, 12, s(30))])


def tw(mine, *others):
    """Spans of a clause written identically in other statements of the same file: all acceptable (`mine` first),
    and `true=` the one that ran."""
    return dict(spans=s(mine, *others), true=s(mine))


def T(nid, op, clause, derived, kind, cte=None, amb=False):
    """N() for a clause given by tw()."""
    return N(nid, op, clause["spans"], derived, kind, cte=cte, amb=amb, true=clause["true"])


# ---- LeetCode/579 mysql_join_tmp_table.sql statement 1: MAX subquery joined (= and >), two LEFT JOINs, ORDER BY -----
SUB, LJ1, LJ2, SEL, ORD = tw((7, 9), (23, 25)), tw(12, 28, 44), tw(13, 29, 45), tw((3, 5), (19, 21), (36, 38)), \
    tw(14, 31, 47)
L["bl_579_max_join_left_joins"] = dict(
    dataframe="Statement 1 (lines 2-14): SELECT e.Id, e.Month, IFNULL(e.Salary, 0) + IFNULL(e1.Salary, 0) + "
              "IFNULL(e2.Salary, 0) AS Salary (2-5) FROM (SELECT Id, MAX(Month) AS max_month FROM Employee GROUP BY "
              "Id) AS e_max (6-9) JOIN Employee e ON e_max.Id = e.Id AND e_max.max_month > e.Month (11) LEFT JOIN "
              "Employee e1 ON e.Id = e1.Id AND e.Month = e1.Month + 1 (12) LEFT JOIN Employee e2 ON e.Id = e2.Id AND "
              "e.Month = e2.Month + 2 (13) ORDER BY e.Id ASC, e.Month DESC; (14)",
    notes="The file's statements 2 (lines 18-31) and 3 (35-47) write the same query with the inequality in a WHERE "
          "and as a comma join; the MAX subquery (7-9 = 23-25), both LEFT JOIN lines (12-13 = 28-29 = 44-45), the "
          "select list (3-5 = 19-21 = 36-38) and the ORDER BY (14 = 31 = 47) are written identically there: those "
          "lines are acceptable too, statement 1's are `true_lines`. LeetCode/others/579 holds the same three "
          "queries again (another file, never an alternative). The MAX is a partial/final aggregate pair at the "
          "subquery's lines; the three equi-joins (the first with `max_month > Month` as its condition, the LEFT "
          "JOINs on Id and Month + 1 / + 2) were broadcast by AQE. " + JOIN,
    nodes=[T(1, SCAN, SUB, False, "read"), N(2, "Filter", s(11), True, "join"),
           N(3, "Project", s((7, 9), 11), True, "project", amb=True, true=s((7, 9), 11)),
           T(4, H, SUB, True, "aggregate"), T(5, X, SUB, True, "aggregate"), T(8, H, SUB, False, "aggregate"),
           N(9, "Filter", s(11), True, "join"), N(10, SCAN, s(11), False, "read"),
           N(11, "Filter", s(11), True, "join"), N(12, X, s(11), True, "join"), N(15, BX, s(11), True, "join"),
           N(17, BHJ, s(11), False, "join"), N(18, "Project", s(11, (3, 5)), True, "project", amb=True),
           T(19, SCAN, LJ1, False, "read"), T(20, "Filter", LJ1, True, "join"), T(21, X, LJ1, True, "join"),
           T(24, BX, LJ1, True, "join"), T(26, BHJ, LJ1, False, "join"),
           N(27, "Project", s(12, (3, 5)), True, "project", amb=True, true=s(12, (3, 5))),
           T(28, SCAN, LJ2, False, "read"), T(29, "Filter", LJ2, True, "join"), T(30, X, LJ2, True, "join"),
           T(33, BX, LJ2, True, "join"), T(35, BHJ, LJ2, False, "join"), T(36, "Project", SEL, False, "sql"),
           T(37, X, ORD, True, "sort"), T(40, "Sort", ORD, False, "sort")])

# ---- LeetCode/579 mysql_set.sql: two LEFT JOINs, (Id, Month) NOT IN (MAX subquery), ORDER BY -----------------------
L["bl_579_not_in_tuple"] = dict(
    dataframe="SELECT e.Id, e.Month, IFNULL(e.Salary, 0) + IFNULL(e1.Salary, 0) + IFNULL(e2.Salary, 0) AS Salary "
              "(2-5) FROM Employee e (6) LEFT JOIN Employee e1 ON e.Id = e1.Id AND e.Month = e1.Month + 1 (7) LEFT JOIN "
              "Employee e2 ON e.Id = e2.Id AND e.Month = e2.Month + 2 (8) WHERE (e.Id, e.Month) NOT IN (SELECT Id, "
              "MAX(Month) AS max_month FROM Employee GROUP BY Id) (9-14) ORDER BY e.Id ASC, e.Month DESC; (15)",
    notes="LeetCode/others/579 opens with the same query (another file, never an alternative). The two-column NOT IN "
          "is a null-aware left anti join, a BroadcastNestedLoopJoin (kind subquery at the NOT IN line, its "
          "BroadcastExchange derived), pushed below the LEFT JOINs onto e's scan; the subquery's MAX a partial/final "
          "pair at its lines. " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, SCAN, s(13), False, "read"),
           N(3, "Project", s((10, 12), 9), True, "project", amb=True), *agg([(4, H), (5, X)], 8, s((10, 14))),
           N(9, BX, s(9), True, "subquery"), N(11, "BroadcastNestedLoopJoin", s((9, 14)), False, "subquery"),
           N(12, SCAN, s(7), False, "read"), N(13, "Filter", s(7), True, "join"), N(14, X, s(7), True, "join"),
           N(17, BX, s(7), True, "join"), N(19, BHJ, s(7), False, "join"),
           N(20, "Project", s(7, (3, 5)), True, "project", amb=True),
           N(21, SCAN, s(8), False, "read"), N(22, "Filter", s(8), True, "join"), N(23, X, s(8), True, "join"),
           N(26, BX, s(8), True, "join"), N(28, BHJ, s(8), False, "join"), N(29, "Project", s((3, 5)), False, "sql"),
           *order(30, 33, s(15))])

# ---- LeetCode/579 mysql_single_join.sql: self join on = and BETWEEN, MAX/SUM GROUP BY, ORDER BY ---------------------
L["bl_579_single_join_between"] = dict(
    dataframe="SELECT e1.Id, MAX(e2.Month) AS Month, SUM(e2.Salary) AS Salary (2-5) FROM Employee e1 (6) JOIN "
              "Employee e2 ON e1.Id = e2.Id AND e1.Month - e2.Month BETWEEN 1 AND 3 (7-9) GROUP BY e1.Id, e1.Month "
              "(10) ORDER BY e1.Id ASC, e1.Month DESC (11)",
    notes="The file's only statement, with no `;` at its end. The self join is an equi-join on Id with the BETWEEN as "
          "its condition (AQE broadcast e1); the join's hash Exchange on Id already distributes the rows for the "
          "GROUP BY, so the aggregate is one HashAggregate, not derived, at the select list's aggregates and the GROUP "
          "BY. ORDER BY e1.Month, which the select list does not keep: a Project drops it after the Sort (derived, "
          "ambiguous). " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, "Filter", s((7, 9)), True, "join"),
           N(3, "Project", s((7, 9), 10), True, "project", amb=True), N(4, X, s((7, 9)), True, "join"),
           N(7, BX, s((7, 9)), True, "join"), N(9, SCAN, s(7), False, "read"),
           N(10, "Filter", s((7, 9)), True, "join"), N(11, X, s((7, 9)), True, "join"),
           N(14, BHJ, s((7, 9)), False, "join"), N(15, "Project", s((7, 9), (4, 5)), True, "project", amb=True),
           N(16, H, s((4, 5), 10), False, "aggregate"), *order(17, 20, s(11)),
           N(21, "Project", s((2, 5), 11), True, "project", amb=True)])

# ---- LeetCode/601 mssql_window.sql statement 1: LAG/LEAD over ORDER BY id (no PARTITION BY), WHERE, ORDER BY --------
LT = "long_table"
L["bl_601_lag_lead"] = dict(
    dataframe="Statement 1 (lines 2-20): WITH long_table AS (SELECT *, LAG(people, 2) OVER (ORDER BY id ASC) AS pre2, "
              "LAG(people, 1) OVER (...) AS pre1, LEAD(people, 1) OVER (...) AS nxt1, LEAD(people, 2) OVER (...) AS "
              "nxt2 (2-8) FROM stadium) (9-10) SELECT id, visit_date, people (11-14) FROM long_table (15) WHERE people "
              ">= 100 AND ((pre2 >= 100 AND pre1 >= 100) OR (pre1 >= 100 AND nxt1 >= 100) OR (nxt1 >= 100 AND nxt2 >= "
              "100)) (16-19) ORDER BY id; (20)",
    notes="Statement 2 (lines 23-42) is the same query with a WINDOW w clause: its outer query (33-42) and `FROM "
          "stadium` (30) are written identically, so those lines are acceptable too, statement 1's are `true_lines`. "
          "The four LAG/LEAD share one window without PARTITION BY: one Window node after a single-partition Exchange "
          "and a Sort by id, derived at the OVER lines. The outer ORDER BY id adds no node (the window's Sort already "
          "orders the one partition by id), so its line is a span of that Exchange and Sort too. ",
    nodes=[N(1, SCAN, s(9, 30), False, "read", cte=LT, true=s(9)), N(2, X, s((5, 8), 20), True, "window", cte=LT),
           N(4, "Sort", s((5, 8), 20), True, "window", cte=LT), N(5, "Window", s((5, 8)), False, "window", cte=LT),
           N(6, "Filter", s((16, 19), (38, 41)), False, "filter", true=s((16, 19))),
           N(7, "Project", s((11, 14), (33, 36)), False, "sql", true=s((11, 14)))])

# ---- LeetCode/601 mysql_simple.sql: three-way comma self join with OR conditions, DISTINCT, ORDER BY ----------------
L["bl_601_three_way_comma"] = dict(
    dataframe="SELECT DISTINCT s1.* (2-3) FROM stadium AS s1, stadium AS s2, stadium AS s3 (4-7) WHERE s1.people >= "
              "100 AND s2.people >= 100 AND s3.people >= 100 (8-10) AND ((s1.id = s2.id - 1 AND s1.id = s3.id - 2) OR "
              "(s1.id = s2.id + 1 AND s1.id = s3.id - 1) OR (s1.id = s2.id + 2 AND s1.id = s3.id + 1)) (11-13) ORDER BY "
              "s1.id; (14)",
    notes="LeetCode/others/601_Human_Traffic_of_Stadium.sql opens with the same query, and mssql_pre_filter.sql writes "
          "it with the filters in subqueries or a CTE (twins in other files, never alternatives). The OR of three "
          "conditions gives no equi-join key: each comma join is a CartesianProduct with the OR conditions as its "
          "condition (kind join at the table's FROM line and the OR lines; the first already checks the parts on s1 "
          "and s2); each table's `people >= 100` is a Filter on its scan at its WHERE line; pruning Projects derived and "
          "ambiguous. DISTINCT is a partial/final aggregate pair without functions (kind distinct), then ORDER BY. ",
    nodes=[N(1, SCAN, s(5), False, "read"), N(2, "Filter", s(8), False, "filter"), N(3, SCAN, s(6), False, "read"),
           N(4, "Filter", s(9), False, "filter"), N(5, "Project", s(6, (11, 13)), True, "project", amb=True),
           N(6, "CartesianProduct", s(6, (11, 13)), False, "join"), N(7, SCAN, s(7), False, "read"),
           N(8, "Filter", s(10), False, "filter"), N(9, "Project", s(7, (11, 13)), True, "project", amb=True),
           N(10, "CartesianProduct", s(7, (11, 13)), False, "join"), N(11, "Project", s((2, 3)), False, "sql"),
           N(12, H, s(2), True, "distinct"), N(13, X, s(2), True, "distinct"), N(16, H, s(2), False, "distinct"),
           *order(17, 20, s(14))])

# ---- LeetCode/601 mssql_pre_filter.sql statement 2: a filtered CTE used three times, comma joins, DISTINCT ----------
GD = "good_day"
OR2, ORD2 = tw((21, 23), (8, 10), (34, 36)), tw(24, 11, 37)
L["bl_601_cte_prefilter"] = dict(
    dataframe="Statement 2 (lines 14-24): WITH good_day AS (SELECT * FROM stadium WHERE people >= 100) (14-16) SELECT "
              "DISTINCT s1.* FROM good_day AS s1, good_day AS s2, good_day AS s3 (17-20) WHERE (s1.id = s2.id - 1 AND "
              "s1.id = s3.id - 2) OR (s1.id = s2.id + 1 AND s1.id = s3.id - 1) OR (s1.id = s2.id + 2 AND s1.id = s3.id "
              "+ 1) (21-23) ORDER BY s1.id; (24)",
    notes="Statement 1 (lines 2-11) filters in three subqueries, statement 3 (27-37) with LEFT JOINs: the OR conditions "
          "(21-23 = 8-10 = 34-36) and the ORDER BY (24 = 11 = 37) are written identically there, so those lines are "
          "acceptable too, this statement's are `true_lines`. mysql_simple.sql and LeetCode/others/601 hold look-alikes "
          "(other files, never alternatives). The CTE is inlined three times: three scans, each with the CTE's WHERE "
          "as its Filter (all at line 15, the CTE's symbol). The OR of three conditions gives no equi-join key: each "
          "comma join is a CartesianProduct with the OR conditions as its condition; pruning Projects derived and "
          "ambiguous. DISTINCT is a partial/final aggregate pair without functions (kind distinct), then ORDER BY. ",
    nodes=[N(1, SCAN, s(15), False, "read", cte=GD), N(2, "Filter", s(15), False, "filter", cte=GD),
           N(3, SCAN, s(15), False, "read", cte=GD), N(4, "Filter", s(15), False, "filter", cte=GD),
           N(5, "Project", s(19, (21, 23)), True, "project", amb=True),
           N(6, "CartesianProduct", s(19, *OR2["spans"]), False, "join", true=s(19, (21, 23))),
           N(7, SCAN, s(15), False, "read", cte=GD), N(8, "Filter", s(15), False, "filter", cte=GD),
           N(9, "Project", s(20, (21, 23)), True, "project", amb=True),
           N(10, "CartesianProduct", s(20, *OR2["spans"]), False, "join", true=s(20, (21, 23))),
           N(11, "Project", s(17), False, "sql"),
           N(12, H, s(17), True, "distinct"), N(13, X, s(17), True, "distinct"), N(16, H, s(17), False, "distinct"),
           T(17, X, ORD2, True, "sort"), T(20, "Sort", ORD2, False, "sort")])

# ---- LeetCode/618 mssql_full_join.sql: three ROW_NUMBER subqueries, FULL JOIN, FULL JOIN ... ON ... OR ... --------


def rn_subquery(line, scan, flt, prj, x, srt, win, sel):
    """A one-line `(SELECT ROW_NUMBER() OVER (ORDER BY name) AS ID, name FROM student WHERE continent = '...')`."""
    return [N(scan, SCAN, s(line), False, "read"), N(flt, "Filter", s(line), False, "filter"),
            N(prj, "Project", s(line), True, "project", amb=True), N(x, X, s(line), True, "window"),
            N(srt, "Sort", s(line), True, "window"), N(win, "Window", s(line), False, "window"),
            N(sel, "Project", s(line), False, "sql")]


L["bl_618_full_join_row_number"] = dict(
    dataframe="SELECT a.name AS America, b.name AS Asia, c.name AS Europe (2-5) FROM (SELECT ROW_NUMBER() OVER (ORDER "
              "BY name) AS ID, name FROM student WHERE continent = 'America') a (6-7) FULL JOIN (... 'Asia') b ON a.ID "
              "= b.ID (8-10) FULL JOIN (... 'Europe') c ON c.ID = b.ID OR c.ID = a.ID; (11-14)",
    notes="Each continent's subquery is one line (7, 9, 12): its scan, WHERE Filter, pruning Project, the ROW_NUMBER "
          "window without PARTITION BY (a single-partition Exchange and Sort derived at that line, the Window) and its "
          "select-list Project are all at that line. The first FULL JOIN, on a.ID = b.ID, is a sort-merge join (its "
          "hash Exchanges and Sorts derived at the FULL JOIN and ON lines); the second, whose ON is an OR of two "
          "equalities, a BroadcastNestedLoopJoin FullOuter with its BroadcastExchange derived. self-join-rownums.sql "
          "and mysql_session_vars.sql (and LeetCode/others/618) solve it with LEFT JOINs (other files, never "
          "alternatives). ",
    nodes=[*rn_subquery(7, 1, 2, 3, 4, 6, 7, 8), N(9, X, s(8, 10), True, "join"), N(12, "Sort", s(8, 10), True, "join"),
           *rn_subquery(9, 13, 14, 15, 16, 18, 19, 20), N(21, X, s(8, 10), True, "join"),
           N(24, "Sort", s(8, 10), True, "join"), N(25, SMJ, s(8, 10), False, "join"),
           *rn_subquery(12, 26, 27, 28, 29, 31, 32, 33), N(34, BX, s(11, (13, 14)), True, "join"),
           N(36, "BroadcastNestedLoopJoin", s(11, (13, 14)), False, "join"), N(37, "Project", s((2, 5)), False, "sql")])

# ---- LeetCode/others/180 statement 3: two LAGs over ORDER BY Id in a subquery, WHERE, SELECT DISTINCT -------------
L["bl_180_lag_distinct"] = dict(
    dataframe="Statement 3 (lines 41-49): SELECT DISTINCT Num AS ConsecutiveNums (41) FROM (SELECT Num, LAG(Num, 1) OVER "
              "(ORDER BY Id) AS next, LAG(Num, 2) OVER (ORDER BY Id) AS next_next FROM Logs) AS three_day_log (42-48) "
              "WHERE Num = next AND next = next_next; (49)",
    notes="Statements 1 and 2 (lines 7-15, 30-38) solve it with two self joins of `Number`; statement 4 (67-71), which "
          "Spark refused, ran after it. The two LAGs share one window without PARTITION BY: one Window node after a "
          "single-partition Exchange and a Sort by Id, derived at the OVER lines; everything after it is in one "
          "partition, so the DISTINCT is one HashAggregate (not derived, kind distinct). ",
    nodes=[N(1, SCAN, s(47), False, "read"), N(2, "Project", s((43, 46), 47), True, "project", amb=True),
           N(3, X, s((45, 46)), True, "window"), N(5, "Sort", s((45, 46)), True, "window"),
           N(6, "Window", s((45, 46)), False, "window"), N(7, "Filter", s(49), False, "filter"),
           N(8, "Project", s(41), False, "sql"), N(9, H, s(41), False, "distinct")])

# ---- LeetCode/others/602 statement 1: two GROUP BY counts UNION ALL, outer SUM GROUP BY, ORDER BY ... LIMIT 1 ------
L["bl_602_union_all_groups"] = dict(
    dataframe="Statement 1 (lines 17-34): SELECT requester_id AS id, SUM(tally) AS num (17-19) FROM (SELECT requester_id, "
              "COUNT(*) AS tally FROM request_accepted GROUP BY requester_id (20-25) UNION ALL (26) SELECT accepter_id, "
              "COUNT(*) FROM request_accepted GROUP BY accepter_id) a (27-31) GROUP BY id (32) ORDER BY num DESC (33) "
              "LIMIT 1; (34)",
    notes="Statement 2 (lines 38-45) unions the two id columns first and counts once. Each branch's COUNT(*) is a "
          "partial/final aggregate pair at its COUNT(*) line and GROUP BY; the UNION ALL a Union at its line; the outer "
          "SUM (GROUP BY id, an alias of requester_id) one HashAggregate after the Union (the branches are already "
          "distributed by their keys), not derived; ORDER BY ... LIMIT 1 a TakeOrderedAndProject (kind sort). ",
    nodes=[N(1, SCAN, s(24), False, "read"), N(2, "Project", s((22, 23), 25), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(23, 25)), N(8, SCAN, s(30), False, "read"),
           N(9, "Project", s((28, 29), 31), True, "project", amb=True), *agg([(10, H), (11, X)], 14, s(29, 31)),
           N(15, "Union", s(26), False, "union"), N(16, H, s(19, 32), False, "aggregate"),
           N(17, "TakeOrderedAndProject", s((33, 34)), False, "sort")])

# ---- LeetCode/others/608: LEFT self join, GROUP BY, CASE over COUNTs, ORDER BY -------------------------------------
L["bl_608_case_count"] = dict(
    dataframe="SELECT t1.Id, CASE WHEN COUNT(t1.p_id) = 0 THEN \"Root\" WHEN COUNT(t2.id) = 0 THEN \"Leaf\" ELSE "
              "\"Inner\" END AS Type (2-8) FROM tree t1 (9) LEFT JOIN tree t2 ON t1.Id = t2.p_id (10-11) GROUP BY t1.Id "
              "(12) ORDER BY t1.Id; (13)",
    notes="The LEFT JOIN's hash Exchange of t1 on Id already distributes the rows for the GROUP BY t1.Id, so the "
          "aggregate (both COUNTs, the CASE computed in it) is one HashAggregate, not derived, at the CASE lines and "
          "the GROUP BY. AQE broadcast t2. ORDER BY: range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(9), False, "read"), N(2, X, s((10, 11)), True, "join"), N(5, SCAN, s(10), False, "read"),
           N(6, "Filter", s((10, 11)), True, "join"), N(7, X, s((10, 11)), True, "join"),
           N(10, BX, s((10, 11)), True, "join"), N(12, BHJ, s((10, 11)), False, "join"),
           N(13, "Project", s((10, 11), (4, 8)), True, "project", amb=True),
           N(14, H, s((4, 8), 12), False, "aggregate"), *order(15, 18, s(13))])

# ---- Interview/04 statement 1: UNION CTE, LEFT JOIN, NOT EXISTS (correlated), GROUP BY, ORDER BY COUNT(*) --------
TW = "two_way_friendship"
F1, S1, F2, S2, U = tw(6, 33), tw((3, 5), (30, 32)), tw(11, 38), tw((8, 10), (35, 37)), tw(7, 34)
LJ, CNT, ORD4 = tw((18, 19), (45, 46)), tw(16, 25, 43, 50), tw(26, 51)
L["bl_i04_not_exists_union"] = dict(
    dataframe="Statement 1 (lines 2-26): WITH two_way_friendship AS (SELECT user_id, friend_id FROM Friendship UNION "
              "SELECT friend_id, user_id FROM Friendship) (2-12) SELECT f.user_id, p.page_id, COUNT(*) AS "
              "friends_follower (13-16) FROM two_way_friendship AS f (17) LEFT JOIN PageFollow AS p ON f.friend_id = "
              "p.user_id (18-19) WHERE NOT EXISTS (SELECT 1 FROM PageFollow AS p2 WHERE f.user_id = p2.user_id AND "
              "p.page_id = p2.page_id) (20-24) GROUP BY f.user_id, p.page_id (25) ORDER BY f.user_id ASC, COUNT(*) "
              "DESC; (26)",
    notes="Statement 2 (lines 29-51) writes the same query with a two-column NOT IN instead of NOT EXISTS: its CTE body "
          "(30-38 = 3-11), select list, FROM and LEFT JOIN (40-46 = 13-19), GROUP BY and ORDER BY (50-51 = 25-26) are "
          "written identically, so those lines are acceptable too, statement 1's are `true_lines`. The UNION "
          "(distinct) is a Union and a partial/final aggregate pair without functions (kind union, at the UNION "
          "line). The correlated NOT EXISTS is a left anti join on both columns (AQE broadcast the subquery's side), "
          "kind subquery at the NOT EXISTS lines, its Exchange and BroadcastExchange derived. The COUNT(*) is a "
          "partial/final pair at the select line and the GROUP BY; ORDER BY: range Exchange derived, Sort not. " + JOIN,
    nodes=[T(1, SCAN, F1, False, "read", cte=TW), T(2, "Project", S1, True, "project", cte=TW, amb=True),
           T(3, SCAN, F2, False, "read", cte=TW), T(4, "Project", S2, False, "sql", cte=TW),
           T(5, "Union", U, False, "union", cte=TW), T(6, H, U, True, "union", cte=TW),
           T(7, X, U, True, "union", cte=TW), T(10, H, U, False, "union", cte=TW),
           N(11, SCAN, s(18, 45), False, "read", true=s(18)), T(12, "Filter", LJ, True, "join"),
           T(13, "Project", LJ, True, "project", amb=True), T(14, X, LJ, True, "join"), T(17, BX, LJ, True, "join"),
           T(19, BHJ, LJ, False, "join"), N(20, "Project", s((18, 19), (20, 24)), True, "project", amb=True),
           N(21, SCAN, s(21), False, "read"), N(22, "Project", s(21, (22, 23)), True, "project", amb=True),
           N(23, X, s((20, 24)), True, "subquery"), N(26, BX, s((20, 24)), True, "subquery"),
           N(28, BHJ, s((20, 24)), False, "subquery"), T(29, H, CNT, True, "aggregate"),
           T(30, X, CNT, True, "aggregate"), T(33, H, CNT, False, "aggregate"), T(34, X, ORD4, True, "sort"),
           T(37, "Sort", ORD4, False, "sort")])

# ---- Interview/07 un_pivot_table.sql statement 1: comma join with a UNION ALL of literals, CASE unpivot -----------
L["bl_i07_unpivot_union_cross"] = dict(
    dataframe="Statement 1 (lines 2-17): SELECT name, aux.course, CASE aux.course WHEN 'CS106B' THEN CS106B WHEN "
              "'CS229' THEN CS229 WHEN 'CS224N' THEN CS224N END AS grade (2-9) FROM course_grade_pivoted, (10) (SELECT "
              "'CS106B' AS course UNION ALL SELECT 'CS229' UNION ALL SELECT 'CS224N' year) aux; (11-17)",
    notes="course_grade_pivoted is the table pivot_table.sql (same folder) creates with a CASE pivot (MySQL's CREATE "
          "TABLE ... AS with quoted aliases, not run); our driver made it a temp view of generated rows. Statement 2 "
          "(lines 20-63) unpivots expenses_pivoted the same way with twelve months. Each SELECT of a literal is a "
          "Project over a one-row scan (kind sql for the Project, read for the OneRowRelation, at its line); the "
          "UNION ALLs are one Union (at both UNION ALL lines); the comma join without a condition is a "
          "BroadcastNestedLoopJoin (kind join, at the FROM line and the subquery), its BroadcastExchange derived. ",
    nodes=[N(1, SCAN, s(10), False, "read"), N(2, "Scan OneRowRelation", s(12), False, "read"),
           N(3, "Project", s(12), False, "sql"), N(4, "Scan OneRowRelation", s(14), False, "read"),
           N(5, "Project", s(14), False, "sql"), N(6, "Scan OneRowRelation", s(16), False, "read"),
           N(7, "Project", s(16), False, "sql"), N(8, "Union", s(13, 15), False, "union"),
           N(9, BX, s(10, (11, 17)), True, "join"), N(11, "BroadcastNestedLoopJoin", s(10, (11, 17)), False, "join"),
           N(12, "Project", s((2, 9)), False, "sql")])

# ---- Interview/12 statement 1: SUM(CASE ...) GROUP BY in a subquery, ROUND of a ratio outside ----------------------
L["bl_i12_subquery_sum_case"] = dict(
    dataframe="Statement 1 (lines 2-12): SELECT country, num_search, ROUND(sum_zero_result / num_search, 2) AS "
              "zero_result_pct (2-5) FROM (SELECT country, SUM(CASE WHEN zero_result_pct IS NOT NULL THEN num_search "
              "ELSE NULL END) AS num_search, SUM(num_search * zero_result_pct) AS sum_zero_result FROM SearchCategory "
              "GROUP BY country) AS a; (6-12)",
    notes="Statement 2 (lines 15-27, `-- MySQL8`) is the same query with the subquery as a CTE `tmp`: its outer SELECT "
          "(23-26 = 2-5) is written identically, so those lines are acceptable for the outer Project too (statement "
          "1's are `true_lines`); its CTE body (17-20 = 8-11) is also identical but sits in another symbol (the CTE), "
          "so it is not given. The two SUMs are a partial/final aggregate pair at the SUM lines and the GROUP BY; the "
          "outer ROUND of the ratio a Project. ",
    nodes=[N(1, SCAN, s(11), False, "read"), N(2, "Project", s((8, 10)), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s((9, 10), 12)),
           N(8, "Project", s((2, 5), (23, 26)), False, "sql", true=s((2, 5)))])

# ---- Hacks/07 use_case.sql statement 1: ROW_NUMBER() OVER w, WINDOW w AS (PARTITION BY two columns ...) -----------
L["bl_h07_row_number_window"] = dict(
    dataframe="Statement 1 (lines 2-4): SELECT *, ROW_NUMBER() OVER w AS quiz_number (2) FROM Quiz (3) WINDOW w AS "
              "(PARTITION BY user_id, course ORDER BY quiz_date); (4)",
    notes="Statement 2 (lines 7-9) is the same SELECT and FROM (lines 7-8 = 2-3, acceptable too, statement 1's are "
          "`true_lines`) over a window partitioned by user_id only. The ROW_NUMBER over the named window is one Window "
          "node at the OVER w line and the WINDOW clause, its hash Exchange on both partition columns and its Sort "
          "derived there. ",
    nodes=[N(1, SCAN, s(3, 8), False, "read", true=s(3)), N(2, X, s(2, 4), True, "window"),
           N(5, "Sort", s(2, 4), True, "window"), N(6, "Window", s(2, 4), False, "window")])

# ---- Interview/10: self join (!=, =, =), (a, b) NOT IN (UNION), GROUP BY, HAVING COUNT(DISTINCT) ------------------
L["bl_i10_not_in_union_having"] = dict(
    dataframe="SELECT s1.user_id, s2.user_id AS recommended (2-4) FROM Song AS s1 JOIN Song AS s2 ON s1.user_id != "
              "s2.user_id AND s1.ts = s2.ts AND s1.song = s2.song (5-9) WHERE (s1.user_id, s2.user_id) NOT IN (SELECT "
              "user_id, friend_id FROM User UNION SELECT friend_id, user_id FROM User) (10-14) GROUP BY s1.user_id, "
              "s2.user_id, s2.ts (15) HAVING COUNT(DISTINCT s2.song) >= 3; (16)",
    notes="Interview/11_Spotify_Similar_Friends/solution.sql joins the same Song and User tables (another file, never "
          "an alternative). The self join is an equi-join on ts and song with the != as its condition; s2's side "
          "reuses s1's shuffle (a ReusedExchange wrapper, unlabelled, so s2 has no scan of its own in the final plan), "
          "then AQE broadcast it. The UNION (distinct) is a Union and a partial/final aggregate pair (kind union at the "
          "UNION line); the two-column NOT IN a null-aware left anti BroadcastNestedLoopJoin (kind subquery at the NOT "
          "IN lines, its BroadcastExchange derived). COUNT(DISTINCT) runs as a distinct level and a partial/final "
          "pair, derived at the HAVING (which holds the COUNT) and the GROUP BY, the last not; the HAVING a Filter. "
          + JOIN,
    nodes=[N(1, SCAN, s(5), False, "read"), N(2, "Filter", s((6, 9)), True, "join"),
           N(3, "Project", s((2, 4), (6, 9)), True, "project", amb=True), N(4, X, s((6, 9)), True, "join"),
           N(10, BX, s((6, 9)), True, "join"), N(12, BHJ, s((6, 9)), False, "join"),
           N(13, "Project", s((6, 9), (15, 16)), True, "project", amb=True),
           N(14, SCAN, s(11), False, "read"), N(15, "Project", s(11), False, "sql"),
           N(16, SCAN, s(13), False, "read"), N(17, "Project", s(13), False, "sql"),
           N(18, "Union", s(12), False, "union"), N(19, H, s(12), True, "union"), N(20, X, s(12), True, "union"),
           N(23, H, s(12), False, "union"), N(24, BX, s((10, 14)), True, "subquery"),
           N(26, "BroadcastNestedLoopJoin", s((10, 14)), False, "subquery"),
           *agg([(27, H), (28, H), (29, X)], 32, s(15, 16)), N(33, "Filter", s(16), False, "filter"),
           N(34, "Project", s((2, 4)), False, "sql")])


def main() -> int:
    sys.path.insert(0, str(HERE))
    from capture import CASES, statements  # noqa: E402

    def cases():
        for case_id, part, file, k in CASES:
            if case_id not in L or not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not labelled or not captured yet")
                continue
            spec = dict(L[case_id])
            spec["file"] = file
            stmts = statements((BENCH / "repos" / SLUG / file).read_text())
            a, b, _ = stmts[k - 1]
            run = RUN.format(file=file, n=len(stmts), k=k, a=a, b=b, failed=FAILED.get(case_id, ""))
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in our driver)",
                    "notes": spec["notes"] + INPUTS + SESSION + run + TAIL,
                    "form": "sql", "source": "shawlu95/Beyond-LeetCode-SQL"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
