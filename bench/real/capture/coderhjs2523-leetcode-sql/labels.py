"""Write each pr_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/coderhjs2523-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, amb=...), the helpers of ../siqichen-leetcode-sql/labels.py
(loaded by path, not copied): spans are the file's own line numbers. Symbols: a clause of a .sql file is the file's
repository path dotted without `.sql` (`1161-project-employees-i.project-employees-i`), as the lq_/lm_/bl_ families
did. Each file holds one statement (no CTE), so every node of a case has the file's one symbol.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "coderhjs2523__sql-leetcode-practice"
COMMIT = "b3eab37786093e077ea2085856f3c18465ed2c78"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by our driver (bench/real/capture/coderhjs2523-leetcode-sql/run_sql.py), outside the "
          "repository: spark.createDataFrame of generated rows (make_data.py, fixed seeds) in the LeetCode problem's "
          "schema (the tables of the README.md beside the solution), each registered as a temp view under the name the "
          "query uses; each Scan ExistingRDD is labelled at the FROM/JOIN line that names that table. ")
RUN = ("Run: spark-submit run_sql.py '{file}' from the repository's root (the file's repository path exactly as the "
       "program's argument); the driver ran the file's one statement (lines {a}-{b}, its text unchanged, the trailing "
       "';' included) with spark.sql, then collect(). ")
TAIL = ("The plan is the one that statement's action ran, written by a query-execution listener after it ran (final "
        "adaptive plan; its initial-plan nodes are not labelled); event_log.json from the same spark-submit run (one run "
        "per case), the execution found by its plan, `description_rank` its place among the run's collect() "
        "executions (1: one statement a run).")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch from the planned sort-merge join) and the inferred "
        "isnotnull Filters are derived at the JOIN ... ON line(s), kind join; a pruning Project derived and ambiguous "
        "(the select list or the clause that uses its columns, and the join). ")
SMJ = ("Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1, which AQE's own threshold follows), so the join "
       "stays a sort-merge join: its Exchanges and Sorts derived at the JOIN ... ON line(s). ")
SAME_TABLES = [
    ({"181", "570", "577"}, "Problems 181, 570 and 577 all read a table named Employee (other columns in each). "),
    ({"1182", "1801"}, "Problems 1182 and 1801 both read a table named Activity (other columns in each). "),
    ({"175", "182"}, "Problems 175 and 182 both read a table named Person (other columns in each). "),
    ({"1317", "1724"}, "Problems 1317 and 1724 both read a table named Transactions (other columns in each). "),
    ({"1509", "2024"}, "Problems 1509 and 2024 both read a table named Employees (other columns in each). "),
]

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, SMJ_OP = "BroadcastExchange", "BroadcastHashJoin", "SortMergeJoin"
L: dict[str, dict] = {}

# ---- 1161 Project Employees I: JOIN ... ON, SUM / COUNT GROUP BY ----------------------------------------------------
L["pr_1161_join_group_avg"] = dict(
    dataframe="SELECT P.project_id, ROUND(SUM(E.experience_years)/ COUNT(P.project_id) ,2) AS average_years (1) FROM "
              "Project P (2) JOIN Employee E ON P.employee_id = E.employee_id (3) GROUP BY P.project_id; (4)",
    notes="The SUM and COUNT's partial level and Exchange derived at the select line and the GROUP BY, the ROUND "
          "computed in the last aggregate. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), True, "join"), N(3, X, s(3), True, "join"),
           N(6, BX, s(3), True, "join"), N(8, SCAN, s(3), False, "read"), N(9, "Filter", s(3), True, "join"),
           N(10, "Project", s(1, 3), True, "project", amb=True), N(11, X, s(3), True, "join"),
           N(14, BHJ, s(3), False, "join"),
           N(15, "Project", s(1, 3, 4), True, "project", amb=True), *agg([(16, H), (17, X)], 20, s(1, 4))])

# ---- 1182 Game Play Analysis IV: LEFT JOIN on = and DATEDIFF, correlated MIN subquery, two COUNT(DISTINCT) ----------
L["pr_1182_correlated_min_distinct"] = dict(
    dataframe="SELECT ROUND(COUNT(DISTINCT A2.player_id) / COUNT(DISTINCT A1.player_id), 2) AS fraction (1-4) FROM "
              "Activity A1 (5) LEFT JOIN Activity A2 ON A1.player_id = A2.player_id AND DATEDIFF(A2.event_date, "
              "A1.event_date) = 1 (6-8) WHERE A1.event_date = (SELECT MIN(event_date) FROM Activity A3 WHERE "
              "A3.player_id = A1.player_id); (9-13)",
    notes="Activity is scanned three times: A1 at the FROM line, A2 at the LEFT JOIN line, A3 at the subquery's FROM. "
          "The correlated scalar subquery was decorrelated into an inner join of A1 with the MIN(event_date) per "
          "player_id (AQE broadcast A1's side): the join, its Exchange, BroadcastExchange and inferred isnotnull "
          "Filters kind subquery at the WHERE ... = ( line and the correlated WHERE (9, 12); the MIN a partial/final "
          "aggregate pair at its select line and the correlated WHERE that groups it. The LEFT JOIN's condition "
          "keeps the DATEDIFF as the join's condition. Two COUNT(DISTINCT) of different columns run as an Expand and "
          "two aggregation levels, all derived at the select lines (1-4) but the last aggregate. " + JOIN,
    nodes=[N(1, SCAN, s(5), False, "read"), N(2, "Filter", s(9, 12), True, "subquery"),
           N(3, "Project", s(7, 9), True, "project", amb=True), N(4, X, s(9, 12), True, "subquery"),
           N(7, BX, s(9, 12), True, "subquery"), N(9, SCAN, s(11), False, "read"),
           N(10, "Filter", s(12), True, "subquery"), N(11, "Project", s(10, 12), True, "project", amb=True),
           *agg([(12, H), (13, X)], 16, s(10, 12)), N(17, "Filter", s(9), True, "subquery"),
           N(18, BHJ, s(9, 12), False, "subquery"), N(19, "Project", s(7, 9), True, "project", amb=True),
           N(20, SCAN, s(6), False, "read"), N(21, "Filter", s((6, 8)), True, "join"),
           N(22, "Project", s((6, 8)), True, "project", amb=True), N(23, X, s((6, 8)), True, "join"),
           N(26, BX, s((6, 8)), True, "join"), N(28, BHJ, s((6, 8)), False, "join"),
           N(29, "Project", s((1, 4), (6, 8)), True, "project", amb=True),
           N(30, "Expand", s((1, 4)), True, "aggregate"),
           *agg([(31, H), (32, X), (35, H), (36, H), (37, X)], 39, s((1, 4)))])

# ---- 1292 Immediate Food Delivery II: SUM(CASE) / COUNT(*) WHERE (a, b) IN (SELECT ..., MIN() GROUP BY) -------------
L["pr_1292_in_tuple_min_ratio"] = dict(
    dataframe="SELECT ROUND(SUM(CASE WHEN order_date = customer_pref_delivery_date THEN 1 ELSE 0 END) / COUNT(*) * "
              "100, 2) AS immediate_percentage (1-10) FROM Delivery d (11) WHERE (customer_id, order_date) IN (SELECT "
              "customer_id, MIN(order_date) FROM Delivery GROUP BY customer_id); (12-16)",
    notes="The two-column IN runs as a left semi join on both columns (AQE broadcast the subquery's side): the join "
          "kind subquery at the IN line, its Exchange and BroadcastExchange derived; the subquery's MIN a "
          "partial/final aggregate pair at its select line and GROUP BY. The outer SUM/COUNT without GROUP BY: a "
          "partial aggregate, a single-partition Exchange (derived) and the final aggregate at the select lines. ",
    nodes=[N(1, SCAN, s(11), False, "read"), N(2, "Project", s((2, 10), 12), True, "project", amb=True),
           N(3, X, s(12), True, "subquery"), N(6, SCAN, s(14), False, "read"),
           N(7, "Project", s(13, 15), True, "project", amb=True), *agg([(8, H), (9, X)], 12, s(13, 15)),
           N(13, BX, s(12), True, "subquery"), N(15, BHJ, s(12), False, "subquery"),
           N(16, "Project", s((2, 10), 12), True, "project", amb=True), *agg([(17, H), (18, X)], 20, s((2, 10)))])


# ---- 1338 Queries Quality and Percentage: SUM(a / b) / COUNT, SUM(CASE) GROUP BY ------------------------------------
L["pr_1338_sum_case_ratio"] = dict(
    dataframe="SELECT query_name, ROUND(SUM(rating / position) / COUNT(query_name), 2) AS quality, ROUND(100 * "
              "SUM(CASE WHEN rating < 3 THEN 1 ELSE 0 END) / COUNT(query_name), 2) AS poor_query_percentage (1-15) FROM "
              "Queries (16) GROUP BY query_name; (17)",
    notes="The three aggregates' partial level and Exchange derived at the select list and the GROUP BY, the ROUNDs "
          "computed in the last aggregate. ",
    nodes=[N(1, SCAN, s(16), False, "read"), N(2, "Project", s((2, 15), 17), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s((2, 15), 17))])

# ---- 1390 Average Selling Price: LEFT JOIN on = AND BETWEEN, IFNULL(ROUND(SUM / SUM)) GROUP BY ----------------------
L["pr_1390_left_join_between"] = dict(
    dataframe="SELECT P.product_id, IFNULL(Round(SUM(P.price * U.units) / SUM(U.units), 2), 0) AS average_price (1-6) "
              "FROM Prices P (7) LEFT JOIN UnitsSold U ON P.product_id = U.product_id AND U.purchase_date BETWEEN "
              "P.start_date AND P.end_date (8-10) GROUP BY P.product_id; (11)",
    notes="The BETWEEN stays the LEFT JOIN's condition (and adds isnotnull(purchase_date) to the inferred Filter). The "
          "join's Exchange already distributes the rows by product_id, so the GROUP BY is one HashAggregate after the "
          "join, not derived, computing the IFNULL(ROUND(...)). " + JOIN,
    nodes=[N(1, SCAN, s(7), False, "read"), N(2, X, s((8, 10)), True, "join"), N(5, SCAN, s(8), False, "read"),
           N(6, "Filter", s((8, 10)), True, "join"), N(7, X, s((8, 10)), True, "join"),
           N(10, BX, s((8, 10)), True, "join"), N(12, BHJ, s((8, 10)), False, "join"),
           N(13, "Project", s((1, 6), (8, 10)), True, "project", amb=True),
           N(14, H, s((1, 6), 11), False, "aggregate")])

# ---- 1509 Replace Employee ID With The Unique Identifier: LEFT JOIN ... ON ------------------------------------------
L["pr_1509_left_join"] = dict(
    dataframe="SELECT U.unique_id, E.name (1) FROM Employees E (2) LEFT JOIN EmployeeUNI U ON E.id = U.id; (3)",
    notes="The select list is the Project after the join (kind sql). 175 (Combine Two Tables) writes the same LEFT "
          "JOIN shape over other tables. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, X, s(3), True, "join"), N(5, SCAN, s(3), False, "read"),
           N(6, "Filter", s(3), True, "join"), N(7, X, s(3), True, "join"), N(10, BX, s(3), True, "join"),
           N(12, BHJ, s(3), False, "join"), N(13, "Project", s(1), False, "sql")])

# ---- 1724 Customer Who Visited but Did Not Make Any Transactions: LEFT JOIN, WHERE ... IS NULL, COUNT GROUP BY -------
L["pr_1724_left_join_is_null"] = dict(
    dataframe="SELECT V.customer_id, COUNT(*) AS count_no_trans (1) FROM Visits V (2) LEFT JOIN Transactions T ON "
              "V.visit_id = T.visit_id (3) WHERE T.transaction_id IS NULL (4) GROUP BY V.customer_id; (5)",
    notes="The WHERE on the right side's column stays a Filter after the outer join; the COUNT's partial level and "
          "Exchange derived at the select line and the GROUP BY. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, X, s(3), True, "join"), N(5, SCAN, s(3), False, "read"),
           N(6, "Filter", s(3), True, "join"), N(7, "Project", s(3, 4), True, "project", amb=True),
           N(8, X, s(3), True, "join"), N(11, BX, s(3), True, "join"), N(13, BHJ, s(3), False, "join"),
           N(14, "Filter", s(4), False, "filter"), N(15, "Project", s(1, 4, 5), True, "project", amb=True),
           *agg([(16, H), (17, X)], 20, s(1, 5))])

# ---- 175 Combine Two Tables: LEFT JOIN ... ON --------------------------------------------------------------------------
L["pr_175_left_join"] = dict(
    dataframe="SELECT P.firstName, P.lastName, A.city, A.state (1) FROM Person P (2) LEFT JOIN Address A ON "
              "P.personId = A.personId; (3)",
    notes="The select list is the Project after the join (kind sql). 1509 writes the same LEFT JOIN shape over other "
          "tables. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, X, s(3), True, "join"), N(5, SCAN, s(3), False, "read"),
           N(6, "Filter", s(3), True, "join"), N(7, "Project", s(1, 3), True, "project", amb=True),
           N(8, X, s(3), True, "join"), N(11, BX, s(3), True, "join"), N(13, BHJ, s(3), False, "join"),
           N(14, "Project", s(1), False, "sql")])

# ---- 1773 Percentage of Users Attended a Contest: JOIN, COUNT(DISTINCT) / (scalar subquery), GROUP BY, ORDER BY -----
L["pr_1773_scalar_subquery_order"] = dict(
    dataframe="SELECT R.contest_id, ROUND(COUNT(DISTINCT U.user_id)/ (SELECT COUNT(user_id) FROM Users) * 100, 2) AS "
              "percentage (1-3) FROM Users U (4) JOIN Register R ON U.user_id = R.user_id (5) GROUP BY R.contest_id (6) "
              "ORDER BY percentage DESC, contest_id ASC ; (7)",
    notes="Users is scanned twice: U at the FROM line, and inside the scalar subquery on line 2. COUNT(DISTINCT) runs "
          "as a distinct aggregate on (contest_id, user_id) and a partial/final count pair, all derived at the select "
          "lines and the GROUP BY but the last, which also divides by the scalar subquery. The scalar subquery runs as "
          "its own plan (Subquery:1), labelled like a query of its own at line 2 (COUNT without GROUP BY: partial, "
          "single-partition Exchange, final); its adaptive plan prints its initial plan too, and those initial-only "
          "Exchange/HashAggregate nodes are labelled as their final twins. ORDER BY: the range Exchange derived, the "
          "Sort not, kind sort. " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5), True, "join"),
           N(3, "Project", s((1, 3), 5), True, "project", amb=True), N(4, X, s(5), True, "join"),
           N(7, SCAN, s(5), False, "read"), N(8, "Filter", s(5), True, "join"), N(9, X, s(5), True, "join"),
           N(12, BX, s(5), True, "join"), N(14, BHJ, s(5), False, "join"),
           N(15, "Project", s((1, 3), 5, 6), True, "project", amb=True),
           *agg([(16, H), (17, H), (18, X)], 21, s((1, 3), 6)), *order(22, 25, s(7)),
           N(40, SCAN, s(2), False, "read"), N(41, "Project", s(2), True, "project", amb=True),
           *agg([(42, H), (43, X)], 45, s(2)), *agg([(47, X)], 48, s(2))])

# ---- 1801 Average Time of Process per Machine: self JOIN on two keys and two constants, ROUND(AVG) GROUP BY ---------
L["pr_1801_self_join_avg"] = dict(
    dataframe="SELECT A1.machine_id, ROUND(AVG(A2.timestamp - A1.timestamp),3) AS processing_time (1) FROM Activity A1 "
              "(2) JOIN Activity A2 ON A1.machine_id = A2.machine_id AND A1.process_id = A2.process_id AND "
              "A1.activity_type = 'start' AND A2.activity_type = 'end' (3-7) GROUP BY A1.machine_id; (8)",
    notes="A self join: Activity is scanned twice, A1 at the FROM line, A2 at the JOIN line. The ON clause's constant "
          "conditions were pushed below the join into each side's Filter (A1's 'start' from line 6, A2's 'end' from "
          "line 7), together with the inferred isnotnull of the join keys (lines 4-5): those Filters are kind filter, "
          "not derived, at the constant's line and the key lines. The AVG's partial level and Exchange derived at the "
          "select line and the GROUP BY, the ROUND computed in the last aggregate. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(6, (4, 5)), False, "filter"),
           N(3, "Project", s(1, (3, 7)), True, "project", amb=True), N(4, X, s((3, 5)), True, "join"),
           N(7, BX, s((3, 5)), True, "join"), N(9, SCAN, s(3), False, "read"),
           N(10, "Filter", s(7, (4, 5)), False, "filter"), N(11, "Project", s(1, (3, 7)), True, "project", amb=True),
           N(12, X, s((3, 5)), True, "join"), N(15, BHJ, s((3, 7)), False, "join"),
           N(16, "Project", s(1, (3, 7)), True, "project", amb=True), *agg([(17, H), (18, X)], 21, s(1, 8))])

# ---- 181 Employees Earning More Than Their Managers: self JOIN ... ON, WHERE across the sides -------------------------
SELF181 = ("A self join: Employee is scanned twice, e at the FROM line, m at the JOIN line. The WHERE became the "
           "join's condition (its line accepted at the join) and its isnotnull(salary) joined the inferred Filters. ")
L["pr_181_self_join"] = dict(
    dataframe="SELECT e.name AS Employee (1) FROM Employee e (2) JOIN Employee m ON e.managerId = m.id (3-4) WHERE "
              "e.salary > m.salary; (5)",
    notes=SELF181 + "AQE turned the planned sort-merge join into a broadcast join of the shuffled sides. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s((3, 4), 5), True, "join"),
           N(3, "Project", s(1, (3, 4), 5), True, "project", amb=True), N(4, X, s((3, 4)), True, "join"),
           N(7, SCAN, s(3), False, "read"), N(8, "Filter", s((3, 4), 5), True, "join"),
           N(9, "Project", s((3, 4), 5), True, "project", amb=True), N(10, X, s((3, 4)), True, "join"),
           N(13, BX, s((3, 4)), True, "join"), N(15, BHJ, s((3, 4), 5), False, "join"),
           N(16, "Project", s(1), False, "sql")])

# ---- 182 Duplicate Emails: GROUP BY + HAVING count() ------------------------------------------------------------------
L["pr_182_group_having"] = dict(
    dataframe="SELECT email (1) FROM Person (2) GROUP BY email (3) HAVING count(email)>1; (4)",
    notes="The COUNT is written in the HAVING, so the aggregates' spans are the GROUP BY and the HAVING; the HAVING is a "
          "Filter on the aggregate's result, then a Project keeps the select list. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Project", s(1, 3), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(3, 4)), N(8, "Filter", s(4), False, "filter"),
           N(9, "Project", s(1), False, "sql")])

# ---- 1827 Invalid Tweets: WHERE LENGTH() > n ----------------------------------------------------------------------------
L["pr_1827_length_filter"] = dict(
    dataframe="SELECT T.tweet_id (1) FROM Tweets T (2) WHERE LENGTH(T.content) > 15; (3)",
    notes="No shuffle, so no adaptive plan: a Filter (the WHERE, with its inferred isnotnull) and the select list's "
          "Project. 584, 595, 620 and 1908 are the same one-table SELECT ... WHERE shape over other tables. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), False, "filter"),
           N(3, "Project", s(1), False, "sql")])

# ---- 197 Rising Temperature: comma self join, WHERE DATEDIFF() = 1 AND ... ---------------------------------------------
L["pr_197_comma_self_join"] = dict(
    dataframe="SELECT W2.id (1) FROM Weather W1, Weather W2 (2) WHERE DATEDIFF(W2.recordDate, W1.recordDate)=1 AND "
              "W2.temperature > W1.temperature; (3)",
    notes="A comma self join: both scans of Weather are labelled at the FROM line that names them twice. The WHERE has "
          "no equality, so the join is a CartesianProduct whose condition is the WHERE (kind join, the FROM line and "
          "the WHERE); the isnotnull Filters inferred from the WHERE are derived at it, kind join; the pruning Project "
          "derived and ambiguous. No shuffle, so no adaptive plan. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), True, "join"),
           N(3, "Project", s(1, 3), True, "project", amb=True), N(4, SCAN, s(2), False, "read"),
           N(5, "Filter", s(3), True, "join"), N(6, "CartesianProduct", s(2, 3), False, "join"),
           N(7, "Project", s(1), False, "sql")])

# ---- 2024 Calculate Special Bonus: CASE WHEN ... NOT LIKE, ORDER BY -----------------------------------------------------
L["pr_2024_case_order"] = dict(
    dataframe="SELECT employee_id, CASE WHEN employee_id % 2 = 1 AND name NOT LIKE 'M%' THEN salary ELSE 0 END AS "
              "bonus (1-5) FROM Employees (6) ORDER BY employee_id ASC; (7)",
    notes="The select list with its CASE is the Project (kind sql); ORDER BY: the range Exchange derived, the Sort not, "
          "kind sort. ",
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, "Project", s((1, 5)), False, "sql"), *order(3, 6, s(7))])

# ---- 2087 Confirmation Rate: LEFT JOIN, ROUND(AVG(IF())) GROUP BY --------------------------------------------------------
L["pr_2087_left_join_avg_if"] = dict(
    dataframe="SELECT S.user_id, ROUND(AVG(if(C.action = 'confirmed', 1, 0)),2) AS confirmation_rate (1) FROM Signups S "
              "(2) LEFT JOIN Confirmations C ON S.user_id = C.user_id (3) GROUP BY S.user_id; (4)",
    notes="The join's Exchange already distributes the rows by user_id, so the GROUP BY is one HashAggregate after the "
          "join, not derived, computing the ROUND(AVG(IF)). " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Project", s(1, 3), True, "project", amb=True),
           N(3, X, s(3), True, "join"), N(6, SCAN, s(3), False, "read"), N(7, "Filter", s(3), True, "join"),
           N(8, "Project", s(1, 3), True, "project", amb=True), N(9, X, s(3), True, "join"),
           N(12, BX, s(3), True, "join"), N(14, BHJ, s(3), False, "join"),
           N(15, "Project", s(1, 3), True, "project", amb=True), N(16, H, s(1, 4), False, "aggregate")])

# ---- 577 Employee Bonus: LEFT JOIN, WHERE ... IS null OR ... < n ---------------------------------------------------------
L["pr_577_left_join_null_or"] = dict(
    dataframe="SELECT E.name, B.bonus (1) FROM Employee E (2) LEFT JOIN Bonus B ON E.empId = B.empId (3) WHERE B.bonus "
              "IS null OR B.bonus < 1000; (4)",
    notes="The WHERE on the right side's column stays a Filter after the outer join (kind filter); the select list is "
          "the Project after it (kind sql). " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Project", s(1, 3), True, "project", amb=True),
           N(3, X, s(3), True, "join"), N(6, SCAN, s(3), False, "read"), N(7, "Filter", s(3), True, "join"),
           N(8, X, s(3), True, "join"), N(11, BX, s(3), True, "join"), N(13, BHJ, s(3), False, "join"),
           N(14, "Filter", s(4), False, "filter"), N(15, "Project", s(1), False, "sql")])

# ---- 584 Find Customer Referee: WHERE ... != n OR ... IS NULL ------------------------------------------------------------
L["pr_584_not_equal_or_null"] = dict(
    dataframe="SELECT C.name (1) FROM Customer C (2) WHERE C.referee_id != 2 OR C.referee_id IS NULL; (3)",
    notes="No shuffle, so no adaptive plan: the WHERE's Filter and the select list's Project. 595, 620, 1827 and 1908 "
          "are the same one-table SELECT ... WHERE shape over other tables. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), False, "filter"),
           N(3, "Project", s(1), False, "sql")])

# ---- 595 Big Countries: WHERE ... >= n OR ... >= m -----------------------------------------------------------------------
L["pr_595_where_or"] = dict(
    dataframe="SELECT W.name, W.population, W.area (1) FROM World W (2) WHERE W.area >= 3000000 OR W.population >= "
              "25000000; (3)",
    notes="No shuffle, so no adaptive plan: the WHERE's Filter and the select list's Project. 584, 620, 1827 and 1908 "
          "are the same one-table SELECT ... WHERE shape over other tables. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), False, "filter"),
           N(3, "Project", s(1), False, "sql")])

# ---- 620 Not Boring Movies: WHERE id % 2 = 1 AND ... != ..., ORDER BY ... desc -------------------------------------------
L["pr_620_filter_order"] = dict(
    dataframe="SELECT C.id, C.movie, C.description, C.rating (1) FROM Cinema C (2) WHERE id % 2 = 1 AND C.description "
              "!= 'boring' (3) ORDER BY C.rating desc; (4)",
    notes="The select list names every column of the table, so it leaves no Project. The WHERE's Filter (with its "
          "inferred isnotnull), then ORDER BY: the range Exchange derived, the Sort not, kind sort. 584, 595, 1827 and "
          "1908 are the same one-table SELECT ... WHERE shape over other tables. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), False, "filter"), *order(3, 6, s(4))])

# ---- 1161 again, broadcast joins off: a sort-merge join -------------------------------------------------------------------
L["pr_1161_join_group_avg_smj"] = dict(
    dataframe=L["pr_1161_join_group_avg"]["dataframe"],
    notes="The same file as pr_1161_join_group_avg, run again. " + SMJ + L["pr_1161_join_group_avg"]["notes"],
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), True, "join"), N(3, X, s(3), True, "join"),
           N(6, "Sort", s(3), True, "join"), N(7, SCAN, s(3), False, "read"), N(8, "Filter", s(3), True, "join"),
           N(9, "Project", s(1, 3), True, "project", amb=True), N(10, X, s(3), True, "join"),
           N(13, "Sort", s(3), True, "join"), N(14, SMJ_OP, s(3), False, "join"),
           N(15, "Project", s(1, 3, 4), True, "project", amb=True), *agg([(16, H), (17, X)], 20, s(1, 4))])

# ---- 181 again, broadcast joins off: a sort-merge self join ---------------------------------------------------------------
L["pr_181_self_join_smj"] = dict(
    dataframe=L["pr_181_self_join"]["dataframe"],
    notes="The same file as pr_181_self_join, run again. " + SMJ + SELF181 + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s((3, 4), 5), True, "join"),
           N(3, "Project", s(1, (3, 4), 5), True, "project", amb=True), N(4, X, s((3, 4)), True, "join"),
           N(7, "Sort", s((3, 4)), True, "join"), N(8, SCAN, s(3), False, "read"),
           N(9, "Filter", s((3, 4), 5), True, "join"), N(10, "Project", s((3, 4), 5), True, "project", amb=True),
           N(11, X, s((3, 4)), True, "join"), N(14, "Sort", s((3, 4)), True, "join"),
           N(15, SMJ_OP, s((3, 4), 5), False, "join"), N(16, "Project", s(1), False, "sql")])

def main() -> int:
    sys.path.insert(0, str(HERE))
    from capture import CASES, statements  # noqa: E402

    def cases():
        for case_id, part, file, k, settings in CASES:
            if case_id not in L or not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not labelled or not captured yet")
                continue
            spec = dict(L[case_id])
            spec["file"] = file
            a, b, _ = statements((BENCH / "repos" / SLUG / file).read_text())[k - 1]
            run = RUN.format(file=file, a=a, b=b)
            number = file.split("-", 1)[0]
            same = next((v for numbers, v in SAME_TABLES if number in numbers), "")
            extra = f"Settings: {', '.join(settings)}. " if settings else ""
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in our driver)",
                    "notes": spec["notes"] + same + INPUTS + SESSION + extra + run + TAIL,
                    "form": "sql", "source": "coderhjs2523/SQl-leetcode-practice"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
