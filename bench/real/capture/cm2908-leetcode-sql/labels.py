"""Write each cm_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/cm2908-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=..., true=...), the helpers of
../siqichen-leetcode-sql/labels.py (loaded by path, not copied): spans are the file's own line numbers. Symbols: a
clause of a .sql file is the file's repository path dotted without `.sql`
(`hard.185. Department Top Three Salaries`: the file's name keeps its own dots and spaces) or, inside a CTE, that
then the CTE's name (`hard.185. Department Top Three Salaries.cte`), as the lq_/lm_/bl_ families did. Only the final adaptive plan's nodes
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
SLUG = "cm2908__leetcode-sql"
COMMIT = "602615ab0e6d0460ff792fe0d7b8ce650ce9e824"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by our driver (bench/real/capture/cm2908-leetcode-sql/run_sql.py), outside the repository: "
          "spark.createDataFrame of the repository's own tables (make_data.py reads the schema and rows of each table the "
          "file names from the repository's PostgreSQL dump, dump_file/leetcodedb.sql, through pg_restore), each "
          "registered as a temp view under its name (`sales_1068`); each Scan ExistingRDD is labelled at the FROM/JOIN "
          "line that names that table. ")
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
FAILED: dict[str, str] = {}          # case -> text on statements of its file Spark refused before it

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, WGL, SMJ = "BroadcastExchange", "BroadcastHashJoin", "WindowGroupLimit", "SortMergeJoin"
L: dict[str, dict] = {}

def tw(mine, *others):
    """Spans of a clause written identically in other statements of the same file: all acceptable (`mine` first),
    and `true=` the one that ran."""
    return dict(spans=s(mine, *others), true=s(mine))


def T(nid, op, clause, derived, kind, cte=None, amb=False):
    """N() for a clause given by tw()."""
    return N(nid, op, clause["spans"], derived, kind, cte=cte, amb=amb, true=clause["true"])



# ---- medium/1070 statement 1: (product_id, year) IN (SELECT product_id, MIN(year) ... GROUP BY) ---------------------
SEMI = ("The two-column IN (SELECT ...) is a left semi join (kind subquery at the IN line and the subquery's lines; "
        "its hash Exchange on the outer side and the BroadcastExchange AQE switched to derived there). ")
L["cm_1070_in_tuple_min"] = dict(
    dataframe="SELECT product_id, year, quantity, price (1) FROM sales_1068 (2) WHERE (product_id, year) IN (SELECT "
              "product_id, MIN(year) FROM sales_1068 GROUP BY product_id); (3-5)",
    notes="sales_1068 is read by easy/1068 (a join with product_1068) and easy/1069 (GROUP BY SUM) too: the Product "
          "Sales Analysis family, look-alikes in other files, never alternatives. " + SEMI +
          "The MIN is a partial/final aggregate pair at the subquery's select line and its GROUP BY. The pruning "
          "Projects (sale_id dropped) derived and ambiguous. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Project", s(1, 3), True, "project", amb=True),
           N(3, X, s((3, 5)), True, "subquery"), N(6, SCAN, s(4), False, "read"),
           N(7, "Project", s(3, 5), True, "project", amb=True), *agg([(8, H), (9, X)], 12, s(3, 5)),
           N(13, BX, s((3, 5)), True, "subquery"), N(15, BHJ, s((3, 5)), False, "subquery")])

# ---- easy/1069 statement 1: GROUP BY + SUM ---------------------------------------------------------------------------
L["cm_1069_group_sum"] = dict(
    dataframe="SELECT product_id, SUM(quantity) AS total_quantity (1) FROM sales_1068 (2) GROUP BY product_id; (3)",
    notes="sales_1068 is read by easy/1068 and medium/1070 too (look-alikes in other files, never alternatives). The SUM "
          "is a partial/final aggregate pair at the select line and the GROUP BY; the pruning Project derived and "
          "ambiguous. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Project", s(1, 3), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(1, 3))])

# ---- medium/1077 statement 2: DENSE_RANK() OVER (w) in a CTE over a join, WINDOW w AS (...), rnk = 1 -----------------
R = "ranked"
L["cm_1077_dense_rank_window"] = dict(
    dataframe="Statement 2 (lines 14-24): WITH ranked AS (SELECT p.project_id, p.employee_id, DENSE_RANK() OVER (w) "
              "rnk (15-16) FROM project_1077 p (17) JOIN employee_1077 e ON p.employee_id = e.employee_id (18) WINDOW w "
              "AS (PARTITION BY p.project_id ORDER BY e.experience_years DESC)) (19-20) SELECT project_id, employee_id "
              "(22) FROM ranked (23) WHERE rnk = 1; (24)",
    notes="Statement 1 (lines 1-8) solves it with the same join (lines 2-3, outside any CTE: another symbol, not given) "
          "and (project_id, experience_years) IN (... MAX ...). The DENSE_RANK over the named window `w`, filtered "
          "to 1, runs as a WindowGroupLimit pair (partial before the window's hash Exchange, final after) with their "
          "Sorts, derived at the OVER line, the WINDOW clause (and the outer WHERE for the limits); the Window node at "
          "the OVER line and the WINDOW clause. " + JOIN,
    nodes=[N(1, SCAN, s(17), False, "read", cte=R), N(2, "Filter", s(18), True, "join", cte=R),
           N(3, X, s(18), True, "join", cte=R), N(6, BX, s(18), True, "join", cte=R),
           N(8, SCAN, s(18), False, "read", cte=R), N(9, "Filter", s(18), True, "join", cte=R),
           N(10, "Project", s(18, 19), True, "project", cte=R, amb=True), N(11, X, s(18), True, "join", cte=R),
           N(14, BHJ, s(18), False, "join", cte=R), N(15, "Project", s((15, 16), 19), True, "project", cte=R, amb=True),
           N(16, "Sort", s(16, 19), True, "window", cte=R), N(17, WGL, s(16, 19, 24), True, "window", cte=R),
           N(18, X, s(16, 19), True, "window", cte=R), N(21, "Sort", s(16, 19), True, "window", cte=R),
           N(22, WGL, s(16, 19, 24), True, "window", cte=R), N(23, "Window", s(16, 19), False, "window", cte=R),
           N(24, "Filter", s(24), False, "filter"), N(25, "Project", s(22), False, "sql")])

# ---- easy/1179 statement 1: twelve SUM(CASE ...) GROUP BY id, ORDER BY id -------------------------------------------
FAILED["cm_1179_sum_case_pivot"] = ("; statement 2 (lines 20-35, `(SELECT id::TEXT, ... GROUP BY id) UNION (SELECT NULL, "
                                    "... GROUP BY 1) ORDER BY 1`) raised after it (Spark's parser refused it)")
F1179 = tw(14, 25, 33)
L["cm_1179_sum_case_pivot"] = dict(
    dataframe="SELECT id, SUM(CASE WHEN month = 'Jan' THEN revenue ELSE NULL END) AS Jan_Revenue, ... (twelve months) "
              "(1-13) FROM department_1179 (14) GROUP BY id (15) ORDER BY id; (16)",
    notes="Statement 2 (lines 20-35, refused by Spark) reads the same table with a FROM line written identically (25, "
          "33): those lines are acceptable for the scan too, line 14 is `true_lines`. The twelve SUM(CASE ...) are one "
          "partial/final aggregate pair, derived at the SUM lines and the GROUP BY, the last not (kind aggregate: a "
          "pivot written by hand). ORDER BY: range Exchange derived, Sort not. ",
    nodes=[T(1, SCAN, F1179, False, "read"), *agg([(2, H), (3, X)], 6, s((2, 13), 15)), *order(7, 10, s(16))])

# ---- easy/1084 statement 1: SELECT DISTINCT ... JOIN ... EXCEPT SELECT DISTINCT ... JOIN ... ------------------------
L["cm_1084_except_distinct"] = dict(
    dataframe="SELECT DISTINCT p.product_id, p.product_name (1) FROM product_1082 p (2) INNER JOIN sales_1082 s ON "
              "p.product_id = s.product_id AND (s.sale_date BETWEEN '2019-01-01' AND '2019-03-31') (3) EXCEPT (4) "
              "SELECT DISTINCT p.product_id, p.product_name (5) FROM product_1082 p (6) INNER JOIN sales_1082 s ON "
              "p.product_id = s.product_id AND (s.sale_date < '2019-01-01' OR s.sale_date > '2019-03-31'); (7)",
    notes="product_1082 and sales_1082 are read by easy/1082 and easy/1083 too (Sales Analysis I-III, look-alikes in "
          "other files, never alternatives). Each side's ON holds a date test on sales: pushed into that side's sales "
          "Filter (kind filter at the ON line, with the join's inferred isnotnull). The second side's product scan is "
          "the first's broadcast reused (a ReusedExchange wrapper, unlabelled). Each SELECT DISTINCT is one "
          "HashAggregate (the join's distribution serves it) after the select list's Project. EXCEPT is a left anti "
          "join on both columns made null-safe (kind union at the EXCEPT line, its BroadcastExchange derived). " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), True, "join"),
           N(3, "Project", s(1, 3), True, "project", amb=True), N(4, X, s(3), True, "join"),
           N(7, BX, s(3), True, "join"), N(9, SCAN, s(3), False, "read"), N(10, "Filter", s(3), False, "filter"),
           N(11, "Project", s(1, 3), True, "project", amb=True), N(12, X, s(3), True, "join"),
           N(15, BHJ, s(3), False, "join"), N(16, "Project", s(1), False, "sql"), N(17, H, s(1), False, "distinct"),
           N(20, SCAN, s(7), False, "read"), N(21, "Filter", s(7), False, "filter"),
           N(22, "Project", s(5, 7), True, "project", amb=True), N(23, X, s(7), True, "join"),
           N(26, BHJ, s(7), False, "join"), N(27, "Project", s(5), False, "sql"), N(28, H, s(5), False, "distinct"),
           N(29, BX, s(4), True, "union"), N(31, BHJ, s(4), False, "union")])

# ---- easy/1280: CROSS JOIN in a CTE, COUNT GROUP BY in a CTE, LEFT JOIN on two keys, ORDER BY ------------------------
L["cm_1280_cross_join_left"] = dict(
    dataframe="WITH exams AS (SELECT student_id, subject_name, COUNT(1) AS attended_exams FROM examinations_1280 GROUP "
              "BY student_id, subject_name) (1-5), combinations AS (SELECT st.*, sb.subject_name FROM students_1280 st "
              "CROSS JOIN subjects_1280 sb) (6-10) SELECT c.student_id, c.student_name, c.subject_name, "
              "COALESCE(e.attended_exams, 0) (11) FROM combinations c (12) LEFT JOIN exams e ON e.student_id = "
              "c.student_id AND e.subject_name = c.subject_name (13) ORDER BY c.student_id, c.subject_name; (14)",
    notes="The CROSS JOIN is a CartesianProduct (kind join at the CROSS JOIN line). The COUNT(1) is a partial/final "
          "aggregate pair at its select line and GROUP BY (the CTE exams); AQE broadcast it for the LEFT JOIN, whose "
          "inferred isnotnull Filter sits on examinations' scan (derived at the LEFT JOIN line, the outer query's "
          "symbol). ORDER BY: range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(8), False, "read", cte="combinations"), N(2, SCAN, s(9), False, "read", cte="combinations"),
           N(3, "CartesianProduct", s(9), False, "join", cte="combinations"), N(4, X, s(13), True, "join"),
           N(7, SCAN, s(3), False, "read", cte="exams"), N(8, "Filter", s(13), True, "join"),
           *agg([(9, H), (10, X)], 13, s(2, 4), cte="exams"), N(14, BX, s(13), True, "join"),
           N(16, BHJ, s(13), False, "join"), N(17, "Project", s(11), False, "sql"), *order(18, 21, s(14))])

# ---- easy/1435: a CTE of four literal SELECTs UNION ALL, LEFT JOIN on a range (>= and <), COUNT GROUP BY ----------
B = "bins"
L["cm_1435_union_all_literals"] = dict(
    dataframe="WITH bins AS (SELECT '[0-5>' AS bin, 0 AS min_duration, 5*60 AS max_duration (2) UNION ALL (3) SELECT "
              "'[5-10>' ... (4) UNION ALL (5) SELECT '[10-15>' ... (6) UNION ALL (7) SELECT '15 or more' ... (8)) (1-9) "
              "SELECT b.bin, COUNT(s.session_id) AS total (10) FROM bins b (11) LEFT JOIN sessions_1435 s ON s.duration "
              ">= min_duration AND s.duration < max_duration (12-14) GROUP BY b.bin; (15)",
    notes="Each SELECT of literals is a Project over a one-row scan, both at its line (the Project kind sql, the "
          "OneRowRelation kind read); the three UNION ALLs are one Union (kind union, at the UNION ALL lines). The LEFT "
          "JOIN on a range has no equi-key: a BroadcastNestedLoopJoin LeftOuter (kind join at the LEFT JOIN ... ON "
          "lines), the bins side broadcast (derived there), with the isnotnull(duration) its condition lets Spark infer "
          "on the sessions scan (derived there). The COUNT is a partial/final aggregate pair at the select line and "
          "the GROUP BY; the pruning Project derived and ambiguous. ",
    nodes=[N(1, "Scan OneRowRelation", s(2), False, "read", cte=B), N(2, "Project", s(2), False, "sql", cte=B),
           N(3, "Scan OneRowRelation", s(4), False, "read", cte=B), N(4, "Project", s(4), False, "sql", cte=B),
           N(5, "Scan OneRowRelation", s(6), False, "read", cte=B), N(6, "Project", s(6), False, "sql", cte=B),
           N(7, "Scan OneRowRelation", s(8), False, "read", cte=B), N(8, "Project", s(8), False, "sql", cte=B),
           N(9, "Union", s(3, 5, 7), False, "union", cte=B), N(10, BX, s((12, 14)), True, "join"),
           N(12, SCAN, s(12), False, "read"), N(13, "Filter", s((12, 14)), True, "join"),
           N(14, "BroadcastNestedLoopJoin", s((12, 14)), False, "join"),
           N(15, "Project", s(10, 15), True, "project", amb=True), *agg([(16, H), (17, X)], 20, s(10, 15))])

# ---- easy/586 statement 1: GROUP BY, ORDER BY COUNT DESC LIMIT 1 ---------------------------------------------------
L["cm_586_order_limit"] = dict(
    dataframe="Statement 1 (lines 1-5): SELECT customer_number (1) FROM orders_586 (2) GROUP BY customer_number (3) "
              "ORDER BY COUNT(order_number) DESC (4) LIMIT 1; (5)",
    notes="Statement 2 (lines 10-20, the follow-up question) reads the same table with the same FROM and GROUP BY "
          "lines in its outer query (18-19): those lines are acceptable too, statement 1's are `true_lines` (its CTE's "
          "FROM and GROUP BY, lines 12-13, sit in another symbol and are not given). The COUNT, written in the ORDER BY, "
          "is a partial/final aggregate pair at the GROUP BY and the ORDER BY; ORDER BY ... LIMIT 1 is one "
          "TakeOrderedAndProject (kind sort); the pruning Project derived and ambiguous. ",
    nodes=[N(1, SCAN, s(2, 18), False, "read", true=s(2)), N(2, "Project", s(3, 4), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(3, 4, 19), true=s(3, 4)),
           N(8, "TakeOrderedAndProject", s((4, 5)), False, "sort")])

# ---- easy/603 statement 3: seat_id - ROW_NUMBER() islands, COUNT() OVER (PARTITION BY diff), cnt >= 2 --------------
FAILED["cm_603_islands_count_window"] = ("; statements 1 (lines 1-4, `WHERE c1.free AND c2.free` over an integer column) "
                                         "and 2 (lines 8-17, LEAD/LAG OVER () without ORDER BY) raised before it")
RK, CF = "ranked", "consecutive_free_seats"
L["cm_603_islands_count_window"] = dict(
    dataframe="Statement 3 (lines 21-34): WITH ranked AS (SELECT *, seat_id - ROW_NUMBER () OVER (ORDER BY seat_id) AS "
              "diff (22-23) FROM cinema_603 (24) WHERE free = 1) (25-26), consecutive_free_seats AS (SELECT *, "
              "COUNT(seat_id) OVER (PARTITION BY diff) AS cnt FROM ranked) (27-31) SELECT seat_id (32) FROM "
              "consecutive_free_seats (33) WHERE cnt >= 2; (34)",
    notes="Statements 1 and 2 of the file (a self join, LEAD/LAG) were refused by Spark. The ROW_NUMBER over ORDER BY "
          "seat_id without PARTITION BY runs after a single-partition Exchange and a Sort (derived at the OVER line); "
          "the COUNT OVER (PARTITION BY diff) then needs no Exchange (one partition already), only a Sort by diff "
          "(derived at its OVER line). The WHERE free = 1 is a Filter on the scan; the pruning Project derived and "
          "ambiguous. medium/180 and hard/601 use the same `id - ROW_NUMBER()` islands (other files, never "
          "alternatives). ",
    nodes=[N(1, SCAN, s(24), False, "read", cte=RK), N(2, "Filter", s(25), False, "filter", cte=RK),
           N(3, "Project", s((22, 23), 29), True, "project", cte=RK, amb=True), N(4, X, s(23), True, "window", cte=RK),
           N(6, "Sort", s(23), True, "window", cte=RK), N(7, "Window", s(23), False, "window", cte=RK),
           N(8, "Project", s((22, 23)), False, "sql", cte=RK), N(9, "Sort", s(29), True, "window", cte=CF),
           N(10, "Window", s(29), False, "window", cte=CF), N(11, "Filter", s(34), False, "filter"),
           N(12, "Project", s(32), False, "sql")])

# ---- medium/1212: UNION ALL CTE, CASE CTE, RIGHT JOIN teams, SUM GROUP BY, ORDER BY ----------------------------------
L["cm_1212_union_all_right_join"] = dict(
    dataframe="WITH cte AS (SELECT host_team, guest_team, host_goals, guest_goals FROM matches_1212 UNION ALL SELECT "
              "guest_team AS host_team, host_team AS guest_team, host_goals, guest_goals FROM matches_1212 WHERE "
              "host_goals = guest_goals) (1-8), cte2 AS (SELECT CASE ... END AS winner, CASE ... END AS points FROM cte) "
              "(9-20) SELECT t.team_id, t.team_name, COALESCE(SUM(c.points), 0) AS points (22) FROM cte2 c (23) RIGHT "
              "JOIN teams_1212 t ON t.team_id = c.winner (24) GROUP BY t.team_id, t.team_name (25) ORDER BY points "
              "DESC; (26)",
    notes="cte2's two CASEs are pushed below the UNION ALL into each branch's Project (with cte's select list: spans in "
          "both CTEs, symbol cte2); the RIGHT JOIN on winner lets Spark infer isnotnull(CASE ...) on each branch's scan "
          "(derived at the RIGHT JOIN line, with the second branch's WHERE host_goals = guest_goals in the same Filter, "
          "not derived). AQE broadcast the union side. The join's hash Exchange on team_id already distributes the rows "
          "for the GROUP BY, so the SUM is one HashAggregate, not derived. ORDER BY: range Exchange derived, Sort not. "
          + JOIN,
    nodes=[N(1, SCAN, s(3), False, "read", cte="cte"), N(2, "Filter", s(24), True, "join"),
           N(3, "Project", s(2, (10, 18)), False, "sql", cte="cte2"), N(4, SCAN, s(6), False, "read", cte="cte"),
           N(5, "Filter", s(7, 24), False, "filter", cte="cte"), N(6, "Project", s(5, (10, 18)), False, "sql", cte="cte2"),
           N(7, "Union", s(4), False, "union", cte="cte"), N(8, X, s(24), True, "join"), N(11, BX, s(24), True, "join"),
           N(13, SCAN, s(24), False, "read"), N(14, X, s(24), True, "join"), N(17, BHJ, s(24), False, "join"),
           N(18, "Project", s(22, 24), True, "project", amb=True), N(19, H, s(22, 25), False, "aggregate"),
           *order(20, 23, s(26))])

# ---- medium/1321 statement 1: SUM GROUP BY CTE, ROW_NUMBER CTE, SUM/AVG OVER ROWS BETWEEN 6 PRECEDING, num >= 7 ------
G = "grouped"
L["cm_1321_moving_avg_rows"] = dict(
    dataframe="Statement 1 (lines 1-18): WITH grouped AS (SELECT visited_on, SUM(amount) AS amount FROM customer_1321 "
              "GROUP BY visited_on) (1-5), cte AS (SELECT *, ROW_NUMBER() OVER (ORDER BY visited_on) AS num FROM "
              "grouped) (6-9), cte2 AS (SELECT *, SUM(amount) OVER (ORDER BY visited_on ROWS BETWEEN 6 PRECEDING AND "
              "CURRENT ROW) AS sum_amount, ROUND(AVG(amount) OVER (...), 2) AS average_amount FROM cte) (10-15) SELECT "
              "visited_on, sum_amount, average_amount (16) FROM cte2 (17) WHERE num >= 7; (18)",
    notes="Statement 2 (lines 22-36) computes the same moving average with the ROW_NUMBER beside the GROUP BY (its CTEs "
          "are named otherwise: no line of it is given). The SUM is a partial/final aggregate pair at the SUM line and "
          "the GROUP BY. The ROW_NUMBER of cte and the SUM/AVG of cte2 share ORDER BY visited_on without PARTITION BY: "
          "one Window node after one single-partition Exchange and Sort, all at the three OVER lines (symbol cte, the "
          "first). The outer WHERE is a Filter after it; the last Project computes cte2's ROUND and the select list. ",
    nodes=[N(1, SCAN, s(3), False, "read", cte=G), N(2, "Project", s(2, 4), True, "project", cte=G, amb=True),
           *agg([(3, H), (4, X)], 7, s(2, 4), cte=G), N(8, X, s(7, 12, 13), True, "window", cte="cte"),
           N(10, "Sort", s(7, 12, 13), True, "window", cte="cte"), N(11, "Window", s(7, 12, 13), False, "window", cte="cte"),
           N(12, "Filter", s(18), False, "filter"), N(13, "Project", s(16, 13), False, "sql")])

# ---- medium/626: LAG/LEAD OVER (w) with WINDOW w AS (ORDER BY id), CASE on MOD, ORDER BY ---------------------------
L["cm_626_lag_lead_case"] = dict(
    dataframe="WITH ranked AS (SELECT id, student, LAG(id) OVER (w) AS lag, LEAD(id) OVER (w) AS lead (2-4) FROM "
              "seat_626 (5) WINDOW w AS (ORDER BY id)) (6-7) SELECT CASE WHEN MOD(id, 2) = 1 AND lead IS NOT NULL THEN "
              "lead WHEN MOD(id, 2) = 0 THEN lag ELSE id END AS id, student (9-14) FROM ranked (15) ORDER BY id; (16)",
    notes="LAG and LEAD over the named window without PARTITION BY: one Window node after a single-partition Exchange "
          "and a Sort, derived at the OVER lines and the WINDOW clause. The CASE is the outer select list's Project; "
          "ORDER BY id (the CASE's alias) sorts the one partition: a Sort without an Exchange (not derived). ",
    nodes=[N(1, SCAN, s(5), False, "read", cte="ranked"), N(2, X, s((3, 4), 6), True, "window", cte="ranked"),
           N(4, "Sort", s((3, 4), 6), True, "window", cte="ranked"),
           N(5, "Window", s((3, 4), 6), False, "window", cte="ranked"), N(6, "Project", s((9, 14)), False, "sql"),
           N(7, "Sort", s(16), False, "sort")])

# ---- medium/1532 statement 2: self join on = and <=, COUNT GROUP BY, HAVING COUNT <= 3, ORDER BY ------------------
L["cm_1532_self_join_having"] = dict(
    dataframe="Statement 2 (lines 14-19): SELECT o1.customer_id, o1.order_date, COUNT(o2.order_date) (14) FROM "
              "orders_1532 o1 (15) INNER JOIN orders_1532 o2 ON o1.customer_id = o2.customer_id AND o1.order_date <= "
              "o2.order_date (16) GROUP BY o1.customer_id, o1.order_date (17) HAVING COUNT(o2.order_date) <= 3 (18) "
              "ORDER BY 1, 2 DESC; (19)",
    notes="Statement 1 (lines 1-10) solves it with DENSE_RANK in a CTE and a join with customers_1532 (no line written "
          "the same). The self join is an equi-join on customer_id with the <= as its condition; o2's side reuses o1's "
          "shuffle (a ReusedExchange wrapper, unlabelled, so o2 has no scan of its own), then AQE broadcast it. The "
          "join's hash Exchange on customer_id serves the GROUP BY: one HashAggregate, not derived, at the COUNT lines "
          "and the GROUP BY; the HAVING a Filter. ORDER BY: range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(15), False, "read"), N(2, "Filter", s(16), True, "join"),
           N(3, "Project", s(14, 16), True, "project", amb=True), N(4, X, s(16), True, "join"),
           N(10, BX, s(16), True, "join"), N(12, BHJ, s(16), False, "join"),
           N(13, "Project", s(16, 17), True, "project", amb=True), N(14, H, s(14, 17, 18), False, "aggregate"),
           N(15, "Filter", s(18), False, "filter"), *order(16, 19, s(19))])

# ---- medium/1831 statement 2: RANK() OVER (PARTITION BY DATE_TRUNC('DAY', day) ORDER BY amount DESC), rn = 1 --------
U = "updated_transactions"
U_SCAN, U_SEL, U_ORD = tw(18, 6), tw(20, 8, 33), tw(23, 11, 36)
L["cm_1831_rank_by_day"] = dict(
    dataframe="Statement 2 (lines 15-23): WITH updated_transactions AS (SELECT *, RANK() OVER (PARTITION BY "
              "DATE_TRUNC('DAY', day) ORDER BY amount DESC) as rn (16-17) FROM transactions_1831) (18-19) SELECT "
              "transactions_id (20) FROM updated_transactions (21) WHERE rn= 1 (22) ORDER BY transactions_id; (23)",
    notes="The file's three statements solve it three ways; statement 1 (lines 3-11) has a CTE of the same name over "
          "the same table with MAX() OVER: its FROM line (6, same CTE symbol), and the outer SELECT (8, and statement "
          "3's line 33) and ORDER BY (11, 36) are written identically, so those lines are acceptable too, statement 2's "
          "are `true_lines`. The RANK filtered to 1 runs as a WindowGroupLimit pair (partial before the hash Exchange "
          "on the truncated day, final after) with their Sorts, derived at the OVER line and the outer WHERE; the "
          "Project computing DATE_TRUNC for the partition derived at the OVER line. ORDER BY: range Exchange derived, "
          "Sort not. ",
    nodes=[T(1, SCAN, U_SCAN, False, "read", cte=U), N(2, "Project", s(17), True, "window", cte=U),
           N(3, "Sort", s(17), True, "window", cte=U), N(4, WGL, s(17, 22), True, "window", cte=U),
           N(5, X, s(17), True, "window", cte=U), N(8, "Sort", s(17), True, "window", cte=U),
           N(9, WGL, s(17, 22), True, "window", cte=U), N(10, "Window", s(17), False, "window", cte=U),
           N(11, "Filter", s(22), False, "filter"), T(12, "Project", U_SEL, False, "sql"),
           T(13, X, U_ORD, True, "sort"), T(16, "Sort", U_ORD, False, "sort")])

# ---- medium/602 statement 1: UNION ALL CTE, COUNT GROUP BY, ORDER BY ... DESC LIMIT 1 --------------------------------
L["cm_602_union_all_order_limit"] = dict(
    dataframe="Statement 1 (lines 1-13): WITH cte AS (SELECT requester_id AS uid FROM request_accepted_602 UNION ALL "
              "SELECT accepter_id AS uid FROM request_accepted_602) (1-7) SELECT uid, COUNT(uid) num_of_friends (9) FROM "
              "cte (10) GROUP BY uid (11) ORDER BY num_of_friends DESC (12) LIMIT 1; (13)",
    notes="Statement 2 (lines 18-33, the follow-up) repeats the CTE byte for byte (lines 18-24 = 1-7, the same CTE "
          "symbol), its GROUP BY uid (28, and 31 in its scalar subquery) and ORDER BY num_of_friends DESC (32): those "
          "lines are acceptable too, statement 1's are `true_lines`. Each branch of the UNION ALL is a Project (the "
          "alias) over its scan; the Union at the UNION ALL line. The COUNT is a partial/final aggregate pair at the "
          "select line and the GROUP BY; ORDER BY ... LIMIT 1 one TakeOrderedAndProject (kind sort). ",
    nodes=[T(1, SCAN, tw(3, 20), False, "read", cte="cte"), T(2, "Project", tw(2, 19), False, "sql", cte="cte"),
           T(3, SCAN, tw(6, 23), False, "read", cte="cte"), T(4, "Project", tw(5, 22), False, "sql", cte="cte"),
           T(5, "Union", tw(4, 21), False, "union", cte="cte"),
           *agg([(6, H), (7, X)], 10, s(9, 11, 28, 31), true=s(9, 11)),
           N(11, "TakeOrderedAndProject", s((12, 13), 32), False, "sort", true=s((12, 13)))])

# ---- hard/185: DENSE_RANK() OVER w in a CTE over a join, WINDOW w AS (PARTITION BY d.name ...), BETWEEN 1 AND 3 ------
L["cm_185_dense_rank_window_clause"] = dict(
    dataframe="WITH cte AS (SELECT d.name AS Department, e.name AS Employee, e.salary AS Salary, (2) DENSE_RANK() OVER "
              "w rnk (3) FROM employee_185 e (4) JOIN department_185 d ON e.department_id = d.id (5) WINDOW w AS "
              "(PARTITION BY d.name ORDER BY e.salary DESC)) (6-7) SELECT Department, Employee, Salary, rnk (9) FROM "
              "cte (10) WHERE rnk BETWEEN 1 AND 3; (11)",
    notes="medium/184's second statement writes the same CTE with rnk = 1 (another file, never an alternative). The "
          "DENSE_RANK over the named window, filtered by BETWEEN 1 AND 3, runs as a WindowGroupLimit pair (partial "
          "before the hash Exchange on d.name, final after) with their Sorts, derived at the OVER w line, the WINDOW "
          "clause (and the outer WHERE for the limits); the Window node not derived. The alias Project is the CTE's "
          "select list. AQE broadcast department_185 in this run (employee_185 in the exploration run). " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read", cte="cte"), N(2, "Filter", s(5), True, "join", cte="cte"),
           N(3, "Project", s(2, 5), True, "project", cte="cte", amb=True), N(4, X, s(5), True, "join", cte="cte"),
           N(7, SCAN, s(5), False, "read", cte="cte"), N(8, "Filter", s(5), True, "join", cte="cte"),
           N(9, X, s(5), True, "join", cte="cte"), N(12, BX, s(5), True, "join", cte="cte"),
           N(14, BHJ, s(5), False, "join", cte="cte"), N(15, "Project", s((2, 3)), False, "sql", cte="cte"),
           N(16, "Sort", s(3, 6), True, "window", cte="cte"), N(17, WGL, s(3, 6, 11), True, "window", cte="cte"),
           N(18, X, s(3, 6), True, "window", cte="cte"), N(21, "Sort", s(3, 6), True, "window", cte="cte"),
           N(22, WGL, s(3, 6, 11), True, "window", cte="cte"), N(23, "Window", s(3, 6), False, "window", cte="cte"),
           N(24, "Filter", s(11), False, "filter"), N(25, "Project", s(9), False, "sql")])

# ---- hard/579 statement 1: SUM/ROW_NUMBER OVER w, COUNT(*) OVER w1, two named windows, row_num < count, ORDER BY -----
L["cm_579_window_clause_two_specs"] = dict(
    dataframe="Statement 1 (lines 1-14): WITH cte AS (SELECT id, month, SUM(salary) OVER w AS salary, ROW_NUMBER() OVER "
              "w AS row_num, COUNT(*) OVER w1 AS count (2-5) FROM employee_579 (6) WINDOW w AS (PARTITION BY id ORDER "
              "BY month), w1 AS (PARTITION BY id)) (7-9) SELECT id, month, salary (11) FROM cte (12) WHERE row_num < "
              "count (13) ORDER BY id, month DESC; (14)",
    notes="Statement 2 (lines 18-23) solves it with a self join and NOT IN (no line written the same). Both named "
          "windows partition by id, so one hash Exchange serves both (derived at the OVER lines and the WINDOW clause); "
          "the SUM and ROW_NUMBER over w are one Window after a Sort by id, month (derived at their OVER lines and `w`); "
          "the COUNT over w1 a second Window (at its OVER line and `w1`), with a pruning Project between them (derived, "
          "ambiguous). The outer WHERE is a Filter; ORDER BY: range Exchange derived, Sort not. ",
    nodes=[N(1, SCAN, s(6), False, "read", cte="cte"), N(2, X, s((3, 5), (7, 8)), True, "window", cte="cte"),
           N(5, "Sort", s((3, 4), 7), True, "window", cte="cte"), N(6, "Window", s((3, 4), 7), False, "window", cte="cte"),
           N(7, "Project", s((2, 4), 5), True, "project", cte="cte", amb=True),
           N(8, "Window", s(5, 8), False, "window", cte="cte"), N(9, "Filter", s(13), False, "filter"),
           N(10, "Project", s(11), False, "sql"), *order(11, 14, s(14))])

# ---- hard/601 statement 2: id - ROW_NUMBER() OVER w islands CTE used twice, COUNT GROUP BY CTE, LEFT JOIN + WHERE ----
RK6, CN = "ranked", "consecutive"
L["cm_601_islands_left_join"] = dict(
    dataframe="Statement 2 (lines 11-29): WITH ranked AS (SELECT *, ROW_NUMBER() OVER w AS rn, (id - ROW_NUMBER() OVER "
              "w) AS diff (12-14) FROM stadium_601 (15) WHERE people>=100 (16) WINDOW w AS (ORDER BY visit_date)) (17-18), "
              "consecutive AS (SELECT diff, COUNT(diff) count FROM ranked GROUP BY diff) (19-23) SELECT id, visit_date, "
              "people (25) FROM ranked r (26) LEFT JOIN consecutive c ON r.diff = c.diff (27) WHERE c.count >= 3 (28) "
              "ORDER BY visit_date; (29)",
    notes="Statement 1 (lines 1-7, a three-way self join) and statement 3 (33-47, a CTE also named ranked with "
          "ROW_NUMBER OVER (ORDER BY id) and COUNT OVER) solve it too: statement 3's `FROM stadium_601` (36, the same CTE "
          "symbol), and the outer SELECT (43) and ORDER BY (7, 47) written identically are acceptable too, statement 2's "
          "are `true_lines`. The CTE ranked is inlined twice (r, and inside consecutive): two scans, each with WHERE "
          "people>=100 as its Filter, a single-partition Exchange and Sort by visit_date and a Window (derived/not at "
          "the OVER w lines and the WINDOW clause). The WHERE c.count >= 3 makes the LEFT JOIN inner: Spark infers "
          "isnotnull(diff) on both sides (derived at the LEFT JOIN line), broadcast r's side. consecutive's COUNT is "
          "one HashAggregate on the one partition (not derived). The final ORDER BY sorts the one partition without an "
          "Exchange. " + JOIN,
    nodes=[T(1, SCAN, tw(15, 36), False, "read", cte=RK6), N(2, "Filter", s(16), False, "filter", cte=RK6),
           N(3, X, s((13, 14), 17), True, "window", cte=RK6), N(5, "Sort", s((13, 14), 17), True, "window", cte=RK6),
           N(6, "Window", s((13, 14), 17), False, "window", cte=RK6), N(7, "Filter", s(27), True, "join"),
           N(8, "Project", s((12, 14)), False, "sql", cte=RK6), N(9, BX, s(27), True, "join"),
           T(11, SCAN, tw(15, 36), False, "read", cte=RK6), N(12, "Filter", s(16), False, "filter", cte=RK6),
           N(13, "Project", s((13, 14), 17), True, "project", cte=RK6, amb=True),
           N(14, X, s((13, 14), 17), True, "window", cte=RK6), N(16, "Sort", s((13, 14), 17), True, "window", cte=RK6),
           N(17, "Window", s((13, 14), 17), False, "window", cte=RK6), N(18, "Filter", s(27), True, "join"),
           N(19, "Project", s((12, 14), 20), False, "sql", cte=RK6), N(20, H, s(20, 22), False, "aggregate", cte=CN),
           N(21, "Filter", s(28), False, "filter"), N(22, "Project", s(27, 28), True, "project", amb=True),
           N(23, BHJ, s(27), False, "join"), T(24, "Project", tw(25, 43), False, "sql"),
           T(25, "Sort", tw(29, 7, 47), False, "sort")])

# ---- medium/1831 statement 1: MAX(amount) OVER (PARTITION BY DATE_TRUNC('DAY', day)), amount = max_amount ----------
L["cm_1831_max_by_day"] = dict(
    dataframe="Statement 1 (lines 3-11): WITH updated_transactions AS (SELECT *, MAX(amount) OVER (PARTITION BY "
              "DATE_TRUNC('DAY', day)) as max_amount (4-5) FROM transactions_1831) (6-7) SELECT transactions_id (8) FROM "
              "updated_transactions (9) WHERE amount = max_amount (10) ORDER BY transactions_id; (11)",
    notes="Statement 2 (lines 15-23) has a CTE of the same name over the same table with RANK() OVER: its FROM line "
          "(18, the same CTE symbol), and the outer SELECT (20, and statement 3's line 33) and ORDER BY (23, 36) are "
          "written identically, so those lines are acceptable too, statement 1's are `true_lines`. The MAX over a "
          "partition by the truncated day: a Project computing DATE_TRUNC, a hash Exchange and a Sort, derived at the "
          "OVER line, and the Window. The outer WHERE is a Filter; ORDER BY: range Exchange derived, Sort not. ",
    nodes=[T(1, SCAN, tw(6, 18), False, "read", cte=U), N(2, "Project", s(5), True, "window", cte=U),
           N(3, X, s(5), True, "window", cte=U), N(6, "Sort", s(5), True, "window", cte=U),
           N(7, "Window", s(5), False, "window", cte=U), N(8, "Filter", s(10), False, "filter"),
           T(9, "Project", tw(8, 20, 33), False, "sql"), T(10, X, tw(11, 23, 36), True, "sort"),
           T(13, "Sort", tw(11, 23, 36), False, "sort")])

# ---- hard/569: ABS(ROW_NUMBER() OVER (... salary, id) - ROW_NUMBER() OVER (... salary DESC, id DESC)), diff 0 or 1 --
L["cm_569_two_row_numbers"] = dict(
    dataframe="WITH cte AS (SELECT id, company, salary, ABS(ROW_NUMBER() OVER (PARTITION BY company ORDER BY salary, "
              "id) - ROW_NUMBER() OVER (PARTITION BY company ORDER BY salary DESC, id DESC)) AS diff (2-3) FROM "
              "employee_569) (4-5) SELECT id, company, salary (6) FROM cte (7) WHERE diff = 0 OR diff = 1; (8)",
    notes="Both ROW_NUMBERs are written on line 3 and partition by company: one hash Exchange (derived at line 3), then "
          "for each ordering a Sort (derived) and a Window, all at line 3. The outer WHERE on diff is a Filter over "
          "the ABS expression (the CTE's Project folded into it); the outer select list the last Project. ",
    nodes=[N(1, SCAN, s(4), False, "read", cte="cte"), N(2, X, s(3), True, "window", cte="cte"),
           N(5, "Sort", s(3), True, "window", cte="cte"), N(6, "Window", s(3), False, "window", cte="cte"),
           N(7, "Sort", s(3), True, "window", cte="cte"), N(8, "Window", s(3), False, "window", cte="cte"),
           N(9, "Filter", s(8), False, "filter"), N(10, "Project", s(6), False, "sql")])


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
                    "form": "sql", "source": "cM2908/leetcode-sql"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
