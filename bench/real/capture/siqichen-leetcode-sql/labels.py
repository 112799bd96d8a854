"""Write each lq_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/siqichen-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=..., true=...): spans are the file's own line
numbers. Symbols: a clause of a .sql file is the file's path dotted without `.sql` (`Window-Function.185_Department_
Top_Three_Salaries`) or, inside a CTE, that then the CTE's name (`cte=`), as the gw_*/tq_* families did for plain .sql
files. `true=`: where a file holds several solutions and the clause that made the node is written identically in
another solution of the same file, both places are acceptable spans and the one that ran is `true_lines`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402
from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "siqichen-usc__leetcode-sql-summary"
COMMIT = "90114213c3babd7759d31214ad20d03691124b06"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by our driver (bench/real/capture/siqichen-leetcode-sql/run_sql.py), outside the repository: "
          "spark.createDataFrame of generated rows (make_data.py, fixed seeds) in the LeetCode problem's schema, each "
          "registered as a temp view under the name the query uses; each Scan ExistingRDD is labelled at the FROM/JOIN "
          "line that names that table. ")
RUN_FILE = ("Run: spark-submit run_sql.py '<the .sql file>' from the repository's root; the driver ran the file's whole "
            "text unchanged with spark.sql (its comments and trailing ';' included), then collect(). ")
RUN_SOL = ("Run: spark-submit run_sql.py '<the .sql file>#{k}' from the repository's root; the file holds several "
           "solutions (one statement each) and spark.sql runs one statement, so the driver ran the text of solution {k} "
           "as the file gives it (lines {a}-{b}, from its `-- Solution` comment line to the next one), unchanged, with "
           "spark.sql, then collect(). ")
TAIL = ("The plan is the one the action ran, written by a query-execution listener after it ran (final adaptive "
        "plan); event_log.json from the same spark-submit run (one run per case).")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch) and the inferred isnotnull Filters are derived at "
        "the JOIN ... ON lines; a pruning Project derived and ambiguous (the join and the clauses that use its columns). ")
SUBQ = ("The scalar subquery runs as its own plan (Subquery:1), labelled like a query of its own at the subquery's "
        "line(s); its adaptive plan prints its initial plan too, after the main plan's details, and those initial-only "
        "Exchange/HashAggregate nodes are labelled as their final twins. ")
TWINS = ("Look-alikes: the repository files each problem's solutions under every topic it touches and again in "
         "Questions_by_ID/ (all the solutions of a problem in one file), often byte for byte; a twin in another file is "
         "never an alternative (the mapper must find the file that ran). ")


H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
L: dict[str, dict] = {}

# ---- 182 duplicate emails: GROUP BY + HAVING COUNT(*) ----------------------------------------------------------------
L["lq_182_duplicate_emails"] = dict(
    dataframe="SELECT email (1) FROM person (2) GROUP BY email (3) HAVING COUNT(*) > 1; (4)",
    notes="Questions_by_ID/182 holds the same query under a `-- Solution` line. The COUNT(*) is written in the HAVING, so "
          "the aggregates' spans are the GROUP BY and the HAVING; the HAVING is a Filter on the aggregate's result, then "
          "a Project drops the count. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Project", s(1, 3), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(3, 4)),
           N(8, "Filter", s(4), False, "filter"), N(9, "Project", s(1), False, "sql")])

# ---- 181 employees earning more than their managers: self join -------------------------------------------------------
L["lq_181_self_join"] = dict(
    dataframe="SELECT e1.name AS Employee (1) FROM employee e1 (2) JOIN employee e2 (3) ON e1.Managerid = e2.id (4) "
              "WHERE e1.salary > e2.salary; (5)",
    notes="Questions_by_ID/181 holds the same query. A self join: employee is scanned twice, the e1 side at the FROM "
          "line, the e2 side at the JOIN line. The WHERE became the join's condition (its line accepted at the join) and "
          "its isnotnull(salary) joined the inferred Filters. AQE turned the planned sort-merge join into a broadcast "
          "join of the shuffled sides. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s((3, 4), 5), True, "join"),
           N(3, "Project", s(1, (3, 4), 5), True, "project", amb=True), N(4, X, s((3, 4)), True, "join"),
           N(7, "BroadcastExchange", s((3, 4)), True, "join"),
           N(9, SCAN, s(3), False, "read"), N(10, "Filter", s((3, 4), 5), True, "join"),
           N(11, "Project", s((3, 4), 5), True, "project", amb=True), N(12, X, s((3, 4)), True, "join"),
           N(15, "BroadcastHashJoin", s((3, 4), 5), False, "join"), N(16, "Project", s(1), False, "sql")])

# ---- 1045 customers who bought all products: HAVING COUNT(DISTINCT) = scalar subquery --------------------------------
L["lq_1045_having_count_distinct"] = dict(
    dataframe="SELECT customer_id (1) FROM customer (2) GROUP BY customer_id (3) HAVING COUNT(DISTINCT product_key) = "
              "(SELECT COUNT(*) FROM product); (5)",
    notes="Questions_by_ID/1045 holds the same query. COUNT(DISTINCT) runs as two aggregation levels (the distinct "
          "(customer_id, product_key) pairs, then the count per customer_id), each with its partial level and Exchange, "
          "all derived at the GROUP BY and the HAVING that holds the COUNT but the last; the HAVING's comparison with the "
          "scalar subquery is the Filter. " + SUBQ,
    nodes=[N(1, SCAN, s(2), False, "read"),
           *agg([(2, H), (3, X), (6, H), (7, H), (8, X)], 11, s(3, 5)),
           N(12, "Filter", s(5), False, "filter"), N(13, "Project", s(1), False, "sql"),
           N(23, SCAN, s(5), False, "read"), N(24, "Project", s(5), True, "project", amb=True),
           *agg([(25, H), (26, X)], 28, s(5)), *agg([(30, X)], 31, s(5))])

# ---- 183 customers who never order: NOT IN (subquery) -> left anti join ----------------------------------------------
L["lq_183_not_in"] = dict(
    dataframe="SELECT name AS customers (1) FROM customers (2) WHERE id NOT IN (SELECT customerid FROM Orders); (3)",
    notes="Join/Simple-Join/183 solves the same problem with LEFT JOIN ... IS NULL; Questions_by_ID/183 holds both "
          "solutions. The NOT IN subquery runs as a left anti join (AQE broadcast the Orders side): the join and its "
          "BroadcastExchange kind subquery at the NOT IN line; the subquery's scan of Orders at that line too (its FROM). ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, SCAN, s(3), False, "read"),
           N(3, "Project", s(3), True, "project", amb=True), N(4, "BroadcastExchange", s(3), True, "subquery"),
           N(6, "BroadcastHashJoin", s(3), False, "subquery"), N(7, "Project", s(1), False, "sql")])

# ---- 176 second highest salary: MAX with a scalar subquery -----------------------------------------------------------
L["lq_176_scalar_max"] = dict(
    dataframe="SELECT MAX(salary) AS secondhighestsalary (1) FROM employee (2) WHERE salary < (SELECT MAX(salary) FROM "
              "employee); (3)",
    notes="Window-Function/176 (DENSE_RANK), OFFSET-FETCH/176 (OFFSET ... FETCH, which Spark refuses) and "
          "Questions_by_ID/176 (all three) solve the same problem. The WHERE's comparison with the scalar subquery is "
          "the Filter (with its isnotnull); the MAX a global aggregate, partial level and Exchange derived. " + SUBQ,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Filter", s(3), False, "filter"),
           N(3, "Project", s(1, 3), True, "project", amb=True), *agg([(4, H), (5, X)], 7, s(1)),
           N(12, SCAN, s(3), False, "read"), N(13, "Project", s(3), True, "project", amb=True),
           *agg([(14, H), (15, X)], 17, s(3)), *agg([(19, X)], 20, s(3))])

# ---- 178 rank scores: DENSE_RANK over the whole table ----------------------------------------------------------------
L["lq_178_dense_rank"] = dict(
    dataframe="SELECT score, DENSE_RANK() OVER (ORDER BY score DESC) AS Rank (1) FROM scores; (2)",
    notes="Questions_by_ID/178 holds the same query. The window has no PARTITION BY: a single-partition Exchange and the "
          "Sort on score, derived at the OVER line; the pruning Project (id dropped) derived, ambiguous. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Project", s(1), True, "project", amb=True),
           N(3, X, s(1), True, "window"), N(5, "Sort", s(1), True, "window"), N(6, "Window", s(1), False, "window")])

# ---- 180 consecutive numbers: LEAD and LAG, SELECT DISTINCT ----------------------------------------------------------
L["lq_180_lead_lag"] = dict(
    dataframe="SELECT DISTINCT num AS ConsecutiveNums (1) FROM (SELECT num, LEAD(num) OVER (ORDER BY id) AS next (4), "
              "LAG(num) OVER (ORDER BY id) AS prev (5) FROM logs (6)) tb1 WHERE num = next AND next = prev; (8)",
    notes="Join/Advanced-Join/180 solves it with a three-way self join, Questions_by_ID/180 holds both. LEAD and LAG share "
          "one window spec: one single-partition Exchange, one Sort and one Window node, at both OVER lines. The DISTINCT "
          "is a single HashAggregate (its input is already in one partition), kind distinct at the SELECT DISTINCT line. ",
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, "Project", s((3, 5)), True, "project", amb=True),
           N(3, X, s((4, 5)), True, "window"), N(5, "Sort", s((4, 5)), True, "window"),
           N(6, "Window", s((4, 5)), False, "window"), N(7, "Filter", s(8), False, "filter"),
           N(8, "Project", s(1), False, "sql"), N(9, H, s(1), False, "distinct")])

# ---- 197 rising temperature: LAG and DATEADD -------------------------------------------------------------------------
L["lq_197_lag_dateadd"] = dict(
    dataframe="SELECT id (1) FROM (SELECT *, LAG(temperature) OVER (ORDER BY recorddate) AS prev_temp (5), "
              "LAG(recorddate) OVER (ORDER BY recorddate) prev_date (6) FROM weather (7)) tb1 WHERE "
              "DATEADD(day,1,prev_date) = recorddate AND prev_temp < temperature; (9)",
    notes="Subquery/Simple-Subquery/197 is this file byte for byte; Join/Simple-Join/197 solves it with a self join, "
          "Questions_by_ID/197 holds both. T-SQL's DATEADD(day, 1, d) is taken by Spark 4.3 as timestampadd (the Filter "
          "shows it). Both LAGs share one window spec: one Exchange, Sort and Window at both OVER lines. ",
    nodes=[N(1, SCAN, s(7), False, "read"), N(2, X, s((5, 6)), True, "window"), N(4, "Sort", s((5, 6)), True, "window"),
           N(5, "Window", s((5, 6)), False, "window"), N(6, "Filter", s(9), False, "filter"),
           N(7, "Project", s(1), False, "sql")])

# ---- 185 department top three salaries: DENSE_RANK over a join, r <= 3 -----------------------------------------------
L["lq_185_top_three"] = dict(
    dataframe="SELECT department, employee, salary (1) FROM (SELECT d.name AS department, e.name AS employee, salary, (3) "
              "DENSE_RANK() OVER (PARTITION BY departmentid ORDER BY salary DESC) AS r (4-7) FROM employee e (8) JOIN "
              "department d ON e.departmentid = d.id (9-10)) AS tb1 WHERE r <= 3 (12)",
    notes="Questions_by_ID/185 holds the same query; 184's window solution (Window-Function/184, Subquery/.../184, "
          "Questions_by_ID/184) is the same shape with r = 1. AQE made the join a broadcast join of the shuffled sides (department broadcast); "
          "the join's Exchange on departmentid also gives the window its partitioning, so the window adds no Exchange "
          "(that Exchange also accepts the OVER lines) and the dense_rank filtered to <= 3 runs as one WindowGroupLimit "
          "(Final) after the Sort, derived at the OVER lines and the WHERE. The inner select list is its own Project. "
          + JOIN,
    nodes=[N(1, SCAN, s(8), False, "read"), N(2, "Filter", s((9, 10)), True, "join"),
           N(3, "Project", s(3, (9, 10)), True, "project", amb=True), N(4, X, s((9, 10), (4, 7)), True, "join"),
           N(7, SCAN, s(9), False, "read"), N(8, "Filter", s((9, 10)), True, "join"), N(9, X, s((9, 10)), True, "join"),
           N(12, "BroadcastExchange", s((9, 10)), True, "join"),
           N(14, "BroadcastHashJoin", s((9, 10)), False, "join"), N(15, "Project", s(3), False, "sql"),
           N(16, "Sort", s((4, 7)), True, "window"), N(17, "WindowGroupLimit", s((4, 7), 12), True, "window"),
           N(18, "Window", s((4, 7)), False, "window"), N(19, "Filter", s(12), False, "filter"),
           N(20, "Project", s(1), False, "sql")])

# ---- 1280 students and examinations: CROSS JOIN, LEFT JOIN, GROUP BY, ORDER BY ---------------------------------------
L["lq_1280_cross_left_join"] = dict(
    dataframe="SELECT s.student_id, s.student_name, b.subject_name, COUNT(e.student_id) AS attended_exams (1-2) FROM "
              "students s (3) CROSS JOIN subjects b (4) LEFT JOIN examinations e ON s.student_id = e.student_id AND "
              "b.subject_name = e.subject_name (5-6) GROUP BY s.student_id, s.student_name, b.subject_name (7) ORDER BY "
              "s.student_id, b.subject_name; (8)",
    notes="Subquery/Simple-Subquery/1280 solves it with a subquery, Questions_by_ID/1280 holds both. The CROSS JOIN is a "
          "CartesianProduct (kind join at its line); the LEFT JOIN a broadcast hash join AQE chose at run time, its "
          "Exchanges, BroadcastExchange and inferred Filter derived at the JOIN ... ON lines. The join's Exchange already "
          "distributes the rows by the grouping keys, so the COUNT is a single HashAggregate, not derived. ORDER BY: the "
          "range Exchange derived, the Sort not. ",
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, SCAN, s(4), False, "read"),
           N(3, "CartesianProduct", s(4), False, "join"), N(4, X, s((5, 6)), True, "join"),
           N(7, SCAN, s(5), False, "read"), N(8, "Filter", s((5, 6)), True, "join"), N(9, X, s((5, 6)), True, "join"),
           N(12, "BroadcastExchange", s((5, 6)), True, "join"), N(14, "BroadcastHashJoin", s((5, 6)), False, "join"),
           N(15, "Project", s((1, 2), 7), True, "project", amb=True), N(16, H, s((1, 2), 7), False, "aggregate"),
           *order(17, 20, s(8))])

# ---- 1193 monthly transactions, solution 1: LEFT(date, 7), SUM(CASE WHEN), GROUP BY an expression --------------------
L["lq_1193_case_when_sol1"] = dict(
    dataframe="Solution 1 (lines 1-11): SELECT LEFT(trans_date,7) AS month, country, (2) COUNT(id) ..., SUM(CASE WHEN "
              "state = 'approved' THEN 1 ELSE 0 END) ..., SUM(amount) ..., SUM(CASE WHEN ... THEN amount ELSE 0 END) ... "
              "(3-6) FROM Transactions (7) GROUP BY LEFT(trans_date,7), country; (8)",
    notes="The file holds two solutions; solution 2 (lines 12-20) writes FORMAT(trans_date,'yyyy-MM') where solution 1 "
          "writes LEFT(trans_date,7), which Spark 4.3 does not know (UNRESOLVED_ROUTINE), so only solution 1 ran. Its "
          "aggregate lines 3-6 and FROM line 7 are written identically in solution 2 (15-18, 19): both are acceptable, "
          "solution 1's are `true_lines`. Questions_by_ID/1193 is this file byte for byte. The Project computes the "
          "GROUP BY expression (derived, ambiguous: the select list and the GROUP BY). ",
    nodes=[N(1, SCAN, s(7, 19), False, "read", true=s(7)),
           N(2, "Project", s(2, 8), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s((3, 6), 8, (15, 18)), true=s((3, 6), 8))])

# ---- 626 exchange seats: CASE with a scalar subquery, ORDER BY 1 -----------------------------------------------------
L["lq_626_exchange_seats"] = dict(
    dataframe="SELECT CASE WHEN id % 2 = 1 AND id = (SELECT MAX(id) FROM seat) THEN id WHEN id % 2 = 1 THEN id + 1 ELSE "
              "id - 1 END AS id, student (1-7) FROM seat (8) ORDER BY 1; (9)",
    notes="Subquery/Simple-Subquery/626 is this file byte for byte, Questions_by_ID/626 holds it too. The select list "
          "(the CASE holding the scalar subquery) is one Project; ORDER BY 1: the range Exchange derived, the Sort not. "
          + SUBQ,
    nodes=[N(1, SCAN, s(8), False, "read"), N(2, "Project", s((1, 7)), False, "sql"), *order(3, 6, s(9)),
           N(11, SCAN, s(3), False, "read"), N(12, "Project", s(3), True, "project", amb=True),
           *agg([(13, H), (14, X)], 16, s(3)), *agg([(18, X)], 19, s(3))])

# ---- 1084 sales analysis III: IN (subquery with EXCEPT) --------------------------------------------------------------
L["lq_1084_in_except"] = dict(
    dataframe="SELECT product_id, product_name (1) FROM Product (2) WHERE product_id IN ( (3) SELECT product_id FROM "
              "Sales WHERE sale_date BETWEEN ... (4-6) EXCEPT (7) SELECT product_id FROM Sales WHERE NOT sale_date "
              "BETWEEN ... (8-10) ); (11)",
    notes="Questions_by_ID/1084 holds the same query. The IN subquery runs as a left semi join (AQE broadcast the "
          "subquery's side), kind subquery at the IN line; the EXCEPT (distinct) inside it as a null-safe left anti join "
          "(broadcast too) then a distinct aggregate pair, at the EXCEPT line; each side's WHERE is its Filter, its "
          "SELECT product_id its Project (kind sql). The Product scan's Project (unit_price dropped, the outer select "
          "list) below the semi join: derived, ambiguous. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, "Project", s(1, 3), True, "project", amb=True),
           N(3, X, s(3), True, "subquery"),
           N(6, SCAN, s(5), False, "read"), N(7, "Filter", s(6), False, "filter"), N(8, "Project", s(4), False, "sql"),
           N(9, X, s(7), True, "join"),
           N(12, SCAN, s(9), False, "read"), N(13, "Filter", s(10), False, "filter"),
           N(14, "Project", s(8), False, "sql"), N(15, X, s(7), True, "join"),
           N(18, "BroadcastExchange", s(7), True, "join"), N(20, "BroadcastHashJoin", s(7), False, "join"),
           *agg([(21, H), (22, X)], 25, s(7), kind="distinct"),
           N(26, "BroadcastExchange", s(3), True, "subquery"), N(28, "BroadcastHashJoin", s(3), False, "subquery")])

# ---- 1083 sales analysis II, solution 1: a join CTE used twice, EXCEPT ----------------------------------------------
def cte83(nid, op, lines, derived, kind, amb=False):
    """A node of 1083's CTE tb1 (lines 2-7), written identically in solution 2 (lines 20-25, 18 lower): both spans,
    solution 1's are `true_lines`."""
    spans = s(*lines)
    return N(nid, op, spans + [[a + 18, b + 18] for a, b in spans], derived, kind, cte="tb1", amb=amb, true=spans)


L["lq_1083_cte_except_sol1"] = dict(
    dataframe="Solution 1 (lines 1-18): WITH tb1 AS (SELECT s.buyer_id, p.product_name (3) FROM Sales s (4) JOIN "
              "Product p ON s.product_id = p.product_id (5-6)) SELECT buyer_id (9) FROM tb1 (10) WHERE product_name = "
              "'S8' (11) EXCEPT (12) SELECT buyer_id (13) FROM tb1 (14) WHERE product_name = 'iPhone'; (15)",
    notes="The file holds two solutions (spark.sql runs one statement: solution 1 ran); solution 2 (lines 19-34) writes "
          "the same CTE tb1 (lines 20-25) and then NOT IN instead of EXCEPT: the CTE's lines in solution 2 are "
          "acceptable too for the CTE's nodes, solution 1's are `true_lines`. Subquery/Simple-Subquery/1083 and "
          "Questions_by_ID/1083 are this file byte for byte. tb1 is used twice, so its join runs twice (Sales and "
          "Product scanned twice, AQE broadcast each join's smaller side); each WHERE's product_name test was pushed "
          "into that use's Product-side Filter (kind filter, with the join's inferred isnotnull: its WHERE line and "
          "the JOIN ... ON lines). The optimizer pushed the EXCEPT below the S8 side's join: a null-safe left anti "
          "join of the S8 side's Sales rows (hash Exchange on coalesce(buyer_id, 0), isnull(buyer_id)) with the "
          "broadcast iPhone side, kind join at the EXCEPT line, and the EXCEPT's distinct aggregate pair at the top "
          "(kind distinct). Each branch's SELECT buyer_id is its Project (kind sql). " + JOIN,
    nodes=[cte83(1, SCAN, [4], False, "read"), cte83(2, "Filter", [(5, 6)], True, "join"),
           cte83(3, "Project", [3, (5, 6)], True, "project", amb=True), N(4, X, s(12), True, "join"),
           cte83(7, SCAN, [4], False, "read"), cte83(8, "Filter", [(5, 6)], True, "join"),
           cte83(9, "Project", [3, (5, 6)], True, "project", amb=True), cte83(10, X, [(5, 6)], True, "join"),
           cte83(13, "BroadcastExchange", [(5, 6)], True, "join"),
           cte83(15, SCAN, [5], False, "read"),
           N(16, "Filter", s(15, (5, 6), (23, 24)), False, "filter", true=s(15, (5, 6))),
           cte83(17, "Project", [3, (5, 6)], True, "project", amb=True), cte83(18, X, [(5, 6)], True, "join"),
           cte83(21, "BroadcastHashJoin", [(5, 6)], False, "join"), N(22, "Project", s(13), False, "sql"),
           N(23, "BroadcastExchange", s(12), True, "join"), N(25, "BroadcastHashJoin", s(12), False, "join"),
           cte83(26, SCAN, [5], False, "read"),
           N(27, "Filter", s(11, (5, 6), (23, 24)), False, "filter", true=s(11, (5, 6))),
           cte83(28, "Project", [3, (5, 6)], True, "project", amb=True), cte83(29, X, [(5, 6)], True, "join"),
           cte83(32, "BroadcastExchange", [(5, 6)], True, "join"), cte83(34, "BroadcastHashJoin", [(5, 6)], False, "join"),
           N(35, "Project", s(9), False, "sql"), *agg([(36, H), (37, X)], 40, s(12), kind="distinct")])

# ---- 1194 tournament winners, solution 1: UNION ALL in a CTE, LEFT JOIN + SUM, ROW_NUMBER = 1 ------------------------
T1, T2 = "tb1", "tb2"
L["lq_1194_union_all_rownum_sol1"] = dict(
    dataframe="Solution 1 (lines 1-29): WITH tb1 AS (SELECT first_player AS player, first_score as score FROM Matches "
              "UNION ALL SELECT second_player, second_score FROM Matches) (3-9), tb2 AS (SELECT p.player_id, p.group_id, "
              "SUM(tb1.score) AS tp FROM Players p LEFT JOIN tb1 ON p.player_id = tb1.player GROUP BY p.player_id, "
              "p.group_id) (11-17) SELECT group_id, player_id (20) FROM (SELECT player_id, group_id, ROW_NUMBER() OVER "
              "(PARTITION BY group_id ORDER BY tp DESC, player_id) AS r FROM tb2) tb3 (21-25) WHERE r = 1; (26)",
    notes="The file holds two solutions (spark.sql runs one statement: solution 1 ran); solution 2 (lines 30-54) "
          "computes the points with a CASE in a LEFT JOIN ... OR instead, but its outer query writes the same SELECT "
          "group_id, player_id (47), ROW_NUMBER() OVER (...) (50) and WHERE r = 1 (53): those lines are acceptable too, "
          "solution 1's are `true_lines`. The same problem is filed under CASE-WHEN/, Join/Advanced-Join/, "
          "Subquery/Advanced-Subquery/ and Questions_by_ID/ with other solutions. UNION ALL is a Union (kind union), each "
          "branch's SELECT its Project (kind sql), the isnotnull Filters inferred from the LEFT JOIN's key derived at the "
          "JOIN ... ON lines (tb2). The join's Exchange on player_id already distributes the rows by the GROUP BY keys, "
          "so the SUM is a single HashAggregate. The row_number filtered to 1 runs as a WindowGroupLimit pair (partial "
          "and final) with their Sorts, derived at the ROW_NUMBER line and the WHERE; the window's Exchange and second "
          "Sort at the ROW_NUMBER line. Nodes inside a CTE carry its symbol. ",
    nodes=[N(1, SCAN, s(13), False, "read", cte=T2), N(2, X, s((14, 15)), True, "join", cte=T2),
           N(5, SCAN, s(5), False, "read", cte=T1), N(6, "Filter", s((14, 15)), True, "join", cte=T2),
           N(7, "Project", s(4), False, "sql", cte=T1),
           N(8, SCAN, s(8), False, "read", cte=T1), N(9, "Filter", s((14, 15)), True, "join", cte=T2),
           N(10, "Project", s(7), False, "sql", cte=T1), N(11, "Union", s(6), False, "union", cte=T1),
           N(12, X, s((14, 15)), True, "join", cte=T2), N(15, "BroadcastExchange", s((14, 15)), True, "join", cte=T2),
           N(17, "BroadcastHashJoin", s((14, 15)), False, "join", cte=T2),
           N(18, "Project", s(12, (14, 15), 16), True, "project", cte=T2, amb=True),
           N(19, H, s(12, 16), False, "aggregate", cte=T2),
           N(20, "Sort", s(23, 26, 50, 53), True, "window", true=s(23, 26)),
           N(21, "WindowGroupLimit", s(23, 26, 50, 53), True, "window", true=s(23, 26)),
           N(22, X, s(23, 50), True, "window", true=s(23)), N(25, "Sort", s(23, 50), True, "window", true=s(23)),
           N(26, "WindowGroupLimit", s(23, 26, 50, 53), True, "window", true=s(23, 26)),
           N(27, "Window", s(23, 50), False, "window", true=s(23)),
           N(28, "Filter", s(26, 53), False, "filter", true=s(26)),
           N(29, "Project", s(20, 47), False, "sql", true=s(20))])

# ---- 1225 report contiguous dates: UNION in a CTE, two ROW_NUMBERs, GROUP BY r2-r, ORDER BY ---------------------------
L["lq_1225_union_windows"] = dict(
    dataframe="WITH tb1 AS (SELECT fail_date AS date, 'failed' AS s FROM Failed UNION SELECT success_date AS date, "
              "'succeeded' AS s FROM Succeeded) (1-7), tb2 AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY s ORDER BY date) "
              "AS r, ROW_NUMBER() OVER (ORDER BY date) AS r2 FROM tb1 WHERE Year(date) = 2019) (8-14) SELECT s AS "
              "period_state, MIN(date) AS start_date, MAX(date) AS end_date (18) FROM tb2 (19) GROUP BY r2-r, s (20) "
              "ORDER BY start_date; (21)",
    notes="Subquery/Simple-Subquery/1225 and Join/Advanced-Join/1225 solve it otherwise, Questions_by_ID/1225 holds all. "
          "tb2's WHERE Year(date) = 2019 was pushed below the UNION into both branches (two Filters, kind filter at line "
          "13, tb2). UNION (distinct) is a Union and a distinct aggregate pair (kind distinct at the UNION line). The r2 "
          "window (no PARTITION BY) brings a single-partition Exchange; each window its Sort (derived) and Window node at "
          "its own line. Everything after runs in one partition: the GROUP BY is a single HashAggregate (its Project "
          "computes r2-r: derived, ambiguous) and the ORDER BY a Sort without Exchange. Nodes inside a CTE carry its "
          "symbol. ",
    nodes=[N(1, SCAN, s(3), False, "read", cte=T1), N(2, "Filter", s(13), False, "filter", cte=T2),
           N(3, "Project", s(2), False, "sql", cte=T1),
           N(4, SCAN, s(6), False, "read", cte=T1), N(5, "Filter", s(13), False, "filter", cte=T2),
           N(6, "Project", s(5), False, "sql", cte=T1), N(7, "Union", s(4), False, "union", cte=T1),
           *agg([(8, H), (9, X)], 12, s(4), cte=T1, kind="distinct"),
           N(13, X, s(11), True, "window", cte=T2), N(15, "Sort", s(11), True, "window", cte=T2),
           N(16, "Window", s(11), False, "window", cte=T2), N(17, "Sort", s(10), True, "window", cte=T2),
           N(18, "Window", s(10), False, "window", cte=T2),
           N(19, "Project", s(18, 20), True, "project", amb=True), N(20, H, s(18, 20), False, "aggregate"),
           N(21, "Sort", s(21), False, "sort")])

# ---- 1412 quiet students: two RANKs in a CTE, NOT IN and IN subqueries -----------------------------------------------
RE = "rank_exam"
L["lq_1412_rank_not_in"] = dict(
    dataframe="WITH rank_exam AS (SELECT student_id, RANK() OVER (PARTITION BY exam_id ORDER BY score DESC) AS h_rank, "
              "RANK() OVER (PARTITION BY exam_id ORDER BY score) AS l_rank FROM Exam) (4-9) SELECT * (11) FROM Student "
              "(12) WHERE student_id NOT IN (SELECT DISTINCT student_id FROM rank_exam WHERE l_rank = 1 OR h_rank = 1) "
              "(14-18) AND student_id IN (SELECT DISTINCT student_id FROM Exam) (20)",
    notes="Questions_by_ID/1412 is this file byte for byte. The two RANKs share the PARTITION BY: one Exchange (at both "
          "OVER lines), then a Sort and a Window each. NOT IN runs as a left anti join, IN as a left semi join (AQE "
          "broadcast both subquery sides), kind subquery at the NOT IN / IN line; each subquery's SELECT DISTINCT is a "
          "Project and a distinct aggregate pair. Nodes inside the CTE carry its symbol. ",
    nodes=[N(1, SCAN, s(12), False, "read"), N(2, SCAN, s(8), False, "read", cte=RE),
           N(3, "Project", s((5, 7)), True, "project", cte=RE, amb=True),
           N(4, X, s(6, 7), True, "window", cte=RE), N(7, "Sort", s(6), True, "window", cte=RE),
           N(8, "Window", s(6), False, "window", cte=RE), N(9, "Sort", s(7), True, "window", cte=RE),
           N(10, "Window", s(7), False, "window", cte=RE), N(11, "Filter", s(17), False, "filter"),
           N(12, "Project", s(15), False, "sql"), *agg([(13, H), (14, X)], 17, s(15), kind="distinct"),
           N(18, "BroadcastExchange", s(14), True, "subquery"), N(20, "BroadcastHashJoin", s(14), False, "subquery"),
           N(21, SCAN, s(20), False, "read"), N(22, "Project", s(20), False, "sql"),
           *agg([(23, H), (24, X)], 27, s(20), kind="distinct"),
           N(28, "BroadcastExchange", s(20), True, "subquery"), N(30, "BroadcastHashJoin", s(20), False, "subquery")])

# ---- 1308 running total: SUM() OVER (PARTITION BY ... ORDER BY ...), DISTINCT, ORDER BY ------------------------------
L["lq_1308_running_total"] = dict(
    dataframe="SELECT DISTINCT gender, day, SUM(score_points) OVER (PARTITION BY gender ORDER BY day) AS total (1-2) FROM "
              "Scores (3) ORDER BY gender, day; (4)",
    notes="Join/Advanced-Join/1308 solves it with a self join, Questions_by_ID/1308 holds both. The running SUM: the "
          "window's Exchange and Sort derived at the OVER line; the DISTINCT a single HashAggregate (the window's "
          "Exchange on gender already distributes its keys), kind distinct at the SELECT DISTINCT line; ORDER BY: the "
          "range Exchange derived, the Sort not. ",
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Project", s((1, 2)), True, "project", amb=True),
           N(3, X, s(2), True, "window"), N(6, "Sort", s(2), True, "window"), N(7, "Window", s(2), False, "window"),
           N(8, "Project", s((1, 2)), False, "sql"), N(9, H, s(1), False, "distinct"), *order(10, 13, s(4))])

# ---- 1407 top travellers: LEFT JOIN, COALESCE(SUM), GROUP BY, ORDER BY -----------------------------------------------
L["lq_1407_left_join_coalesce"] = dict(
    dataframe="SELECT name, COALESCE(SUM(distance),0) AS travelled_distance (1-3) FROM Users (4) LEFT JOIN Rides ON "
              "Users.id = Rides.user_id (5-6) GROUP BY name (7) ORDER BY travelled_distance DESC, name (8)",
    notes="Questions_by_ID/1407 is this file byte for byte. AQE made the LEFT JOIN a broadcast join of the shuffled sides "
          "(Rides broadcast); the SUM's partial level and Exchange derived at the SUM line and the GROUP BY, the COALESCE "
          "computed in the last aggregate; ORDER BY: the range Exchange derived, the Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, X, s((5, 6)), True, "join"),
           N(5, SCAN, s(5), False, "read"), N(6, "Filter", s((5, 6)), True, "join"),
           N(7, "Project", s(3, (5, 6)), True, "project", amb=True), N(8, X, s((5, 6)), True, "join"),
           N(11, "BroadcastExchange", s((5, 6)), True, "join"), N(13, "BroadcastHashJoin", s((5, 6)), False, "join"),
           N(14, "Project", s(1, 3, (5, 6), 7), True, "project", amb=True),
           *agg([(15, H), (16, X)], 19, s(3, 7)), *order(20, 23, s(8))])

# ---- Questions_by_ID/176, solution 2: DENSE_RANK = 2 then AVG --------------------------------------------------------
L["lq_176_window_sol2"] = dict(
    dataframe="Solution 2 (lines 8-18): SELECT AVG(salary) SecondHighestSalary (9) FROM (SELECT salary (11) "
              ",DENSE_RANK() OVER (ORDER BY salary DESC) r (12) FROM employee (13)) tb1 WHERE r = 2; (15)",
    notes="Questions_by_ID/176 holds the problem's three solutions (spark.sql runs one statement: solution 2, the window "
          "one, ran; solution 1 is a scalar subquery, solution 3 OFFSET ... FETCH, which Spark refuses); "
          "Window-Function/176 is this solution alone (Subquery/Simple-Subquery/176 and OFFSET-FETCH/176 the others). The "
          "dense_rank filtered to = 2 runs as a WindowGroupLimit pair (partial and final) with their Sorts, derived at the "
          "DENSE_RANK line and the WHERE; the window (no PARTITION BY) brings a single-partition Exchange and a second "
          "Sort at the DENSE_RANK line. The AVG over one partition is a single HashAggregate. ",
    nodes=[N(1, SCAN, s(13), False, "read"), N(2, "Project", s(11, 12), True, "project", amb=True),
           N(3, "Sort", s(12, 15), True, "window"), N(4, "WindowGroupLimit", s(12, 15), True, "window"),
           N(5, X, s(12), True, "window"), N(7, "Sort", s(12), True, "window"),
           N(8, "WindowGroupLimit", s(12, 15), True, "window"), N(9, "Window", s(12), False, "window"),
           N(10, "Filter", s(15), False, "filter"), N(11, "Project", s(9, 15), True, "project", amb=True),
           N(12, H, s(9), False, "aggregate")])


def main() -> int:
    sys.path.insert(0, str(HERE))
    from capture import CASES  # noqa: E402
    from run_sql import solution  # noqa: E402

    def cases():
        for case_id, part, path in CASES:
            if case_id not in L or not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not labelled or not captured yet")
                continue
            spec = dict(L[case_id])
            file, _, k = path.partition("#")
            spec["file"] = file
            if k:
                a, b, _ = solution((BENCH / "repos" / SLUG / file).read_text(), int(k))
                run = RUN_SOL.format(k=k, a=a, b=b)
            else:
                run = RUN_FILE
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in our driver)",
                    "notes": spec["notes"] + TWINS + INPUTS + SESSION + run + TAIL,
                    "form": "sql", "source": "siqichen-usc/LeetCode-SQL-Summary"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
