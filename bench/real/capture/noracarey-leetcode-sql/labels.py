"""Write each nc_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/noracarey-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=...), the helpers of ../siqichen-leetcode-sql/labels.py
(loaded by path, not copied): spans are the file's own line numbers. Symbols: a clause of a .sql file is the file's
repository path dotted without `.sql` (`SQL.0183. Customers Who Never Order.mysql_not_in`) or, inside a CTE, that then
the CTE's name (`cte=`, 0184's `cte`), as the lq_/lm_/pr_/mt_ families did.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "noracarey__leetcode-sql"
COMMIT = "b674eb04c3ba441d2978e86c62be68b480ceea41"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by the shared driver (bench/real/capture/sql_files.py), outside the repository: "
          "spark.createDataFrame of generated rows (bench/real/capture/noracarey-leetcode-sql/make_data.py, fixed seeds) "
          "in the LeetCode problem's schema, each registered as a temp view under the name the query uses; each Scan "
          "ExistingRDD is labelled at the FROM/JOIN line that names that table. ")
RUN = ("Run: spark-submit sql_files.py '{file}' from the repository's root (the file's repository path exactly as the "
       "program's argument); the driver ran the file's one statement (lines {a}-{b}, its text unchanged; the blank and "
       "`#` comment lines around it, which Spark's parser lacks, belong to no statement) with spark.sql, then "
       "collect(). ")
TAIL = ("The plan is the one that statement's action ran, written by a query-execution listener after it ran (final "
        "adaptive plan; the main plan's initial-only nodes are not labelled); event_log.json from the same spark-submit "
        "run (one run per case), the execution found by its plan, `description_rank` its place among the run's "
        "collect() executions (1: one statement a run).")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch from the planned sort-merge join) and the inferred "
        "isnotnull Filters are derived at the lines of the join condition, kind join; a pruning Project derived and "
        "ambiguous (the select list or the clause that uses its columns, and the join). ")
SMJ = ("Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1, which AQE's own threshold follows), so the join "
       "stays a sort-merge join: its Exchanges and Sorts derived at the join condition's line. ")
SUBQ = ("The scalar subquery runs as its own plan (Subquery:1), labelled like a query of its own at the subquery's line; "
        "its adaptive plan prints its initial plan too, after the main plan's details, and those initial-only "
        "Exchange/HashAggregate nodes are labelled as their final twins. ")
# Look-alikes in the repository, named in the notes of the cases of those problems (never alternatives: the mapper
# must find the file that ran, which the event log's command line names).
SAME = {
    "0183": "The folder holds two solutions of this problem, NOT IN (mysql_not_in.sql) and LEFT JOIN ... IS NULL "
            "(mysql_left_join.sql), both in the set; `Customers`/`Orders` with other columns are also 0586's `Orders`. ",
    "0511": "The folder holds two solutions (MIN ... GROUP BY and FIRST_VALUE() OVER with DISTINCT), both in the set; "
            "0512's folder holds the same two shapes again over the same Activity table (its first_value file differs "
            "only in the column and alias), 0534 and 0550 read Activity too. ",
    "0577": "The folder holds three solutions differing only in the WHERE line (COALESCE, IFNULL, `bonus < 1000 OR bonus "
            "IS NULL`) and the comment above it; COALESCE and IFNULL give the same plan (IFNULL is rewritten to "
            "coalesce), both in the set. ",
    "0595": "The folder holds two solutions (WHERE ... OR ... ORDER BY 2, 3 and a UNION of two one-condition SELECTs "
            "with the same select list), both in the set. ",
    "0620": "The folder holds three solutions differing only in the WHERE line (`id % 2 != 0 ... NOT LIKE`, `MOD(id, 2) "
            "!= 0 ... NOT LIKE`, `id % 2 != 0 AND description != 'boring'`); the first two give the same plan but for "
            "% vs mod, both in the set; 0603 reads another table named `cinema`. ",
    "1070": "The folder holds two solutions (a two-column IN over a MIN subquery, and RANK() OVER in a subquery), both in "
            "the set; 1077 and 1112 are the same two shapes over other tables. ",
    "0184": "0185 (Department Top Three Salaries) is the same CTE with DENSE_RANK, `ranking < 4` and an ORDER BY. ",
    "0602": "The folder holds a second solution with UNION (not ALL) of swapped pairs and COUNT(*). ",
    "1303": "The folder holds two solutions (COUNT() OVER(PARTITION BY) and a GROUP BY subquery joined back), both in "
            "the set; `Employee` has other columns in 176, 184, 577 and 1077. ",
    "0176": "The folder holds three more solutions with `LIMIT 1, 1` (MySQL's offset form, refused by Spark). ",
    "1204": "The folder holds a second solution (self join, GROUP BY, HAVING SUM, ORDER BY SUM ... LIMIT 1) refused by "
            "Spark (a non-grouped column in the select list). ",
    "1212": "The folder holds a second solution (UNION ALL of host and guest scores, GROUP BY, RIGHT JOIN Teams). ",
}

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, SMJ_OP = "BroadcastExchange", "BroadcastHashJoin", "SortMergeJoin"
TOP, WGL = "TakeOrderedAndProject", "WindowGroupLimit"
L: dict[str, dict] = {}

# ---- 0183 Customers Who Never Order: NOT IN (SELECT ...) -------------------------------------------------------------
L["nc_0183_not_in"] = dict(
    dataframe="SELECT Name AS Customers (3) FROM Customers (4) WHERE Id NOT IN (SELECT CustomerId FROM Orders); (5)",
    notes="NOT IN runs as a null-aware left anti join, kind subquery at the WHERE ... NOT IN line (5), its "
          "BroadcastExchange derived; the subquery's pruning Project (Orders.Id dropped) derived and ambiguous, both "
          "its producer and its consumer on line 5; the select list's alias is the last Project (kind sql). ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, SCAN, s(5), False, "read"),
           N(3, "Project", s(5), True, "project", amb=True), N(4, BX, s(5), True, "subquery"),
           N(6, BHJ, s(5), False, "subquery"), N(7, "Project", s(3), False, "sql")])

# ---- 0183 Customers Who Never Order: LEFT JOIN ... WHERE o.Id IS NULL ------------------------------------------------
L["nc_0183_left_join_is_null"] = dict(
    dataframe="SELECT c.Name AS Customers (3) FROM Customers c LEFT JOIN Orders o ON c.id = o.CustomerId (4) WHERE "
              "o.Id IS NULL; (5)",
    notes="A left outer join written on one line with its FROM (line 4, both scans there), AQE's broadcast of the Orders "
          "side over the shuffled sides; the IS NULL is a Filter after the join (kind filter, line 5), the select "
          "list's alias the last Project (kind sql). " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, X, s(4), True, "join"), N(5, SCAN, s(4), False, "read"),
           N(6, "Filter", s(4), True, "join"), N(7, X, s(4), True, "join"), N(10, BX, s(4), True, "join"),
           N(12, BHJ, s(4), False, "join"), N(13, "Filter", s(5), False, "filter"),
           N(14, "Project", s(3), False, "sql")])

# ---- 0511 Game Play Analysis I: MIN() GROUP BY ... ORDER BY ----------------------------------------------------------
L["nc_0511_min_group_order"] = dict(
    dataframe="SELECT player_id, MIN(event_date) AS first_login (3) FROM Activity (4) GROUP BY player_id (5) ORDER BY "
              "player_id; (6)",
    notes="The MIN's partial level and Exchange derived at the select line and the GROUP BY, the last aggregate not; the "
          "pruning Project (device_id, games_played dropped) derived and ambiguous; ORDER BY: range Exchange derived, "
          "Sort not (kind sort). ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Project", s(3, 5), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(3, 5)), *order(8, 11, s(6))])

# ---- 0511 Game Play Analysis I: SELECT DISTINCT ..., FIRST_VALUE() OVER(PARTITION BY ... ORDER BY ...) ---------------
L["nc_0511_first_value_distinct"] = dict(
    dataframe="SELECT DISTINCT player_id, (3) FIRST_VALUE(event_date) OVER(PARTITION BY player_id ORDER BY event_date "
              "ASC) AS first_login (4-5) FROM Activity (6) ORDER BY player_id; (7)",
    notes="The window's hash Exchange and Sort derived at the OVER lines (4-5), the Window not (kind window); the select "
          "list is the Project after it (kind sql, lines 3-5); the DISTINCT is one HashAggregate on (player_id, "
          "first_login) with no Exchange of its own (the window's partitioning by player_id already satisfies it), kind "
          "distinct at the SELECT DISTINCT line; ORDER BY: range Exchange derived, Sort not. The pruning Project under "
          "the window (device_id, games_played dropped) derived and ambiguous. ",
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, "Project", s((3, 5)), True, "project", amb=True),
           N(3, X, s((4, 5)), True, "window"), N(6, "Sort", s((4, 5)), True, "window"),
           N(7, "Window", s((4, 5)), False, "window"), N(8, "Project", s((3, 5)), False, "sql"),
           N(9, H, s(3), False, "distinct"), *order(10, 13, s(7))])

# ---- 0577 Employee Bonus: LEFT JOIN ... WHERE COALESCE()/IFNULL() < 1000 ---------------------------------------------
J577 = ("A left outer join (LEFT JOIN ... ON line), AQE's broadcast of the Bonus side over the shuffled sides; the WHERE "
        "on the nullable bonus is a Filter after the join (kind filter); the select list is the last Project (kind "
        "sql). The pruning Project on Employee (supervisor, salary dropped) derived and ambiguous (select list and "
        "join). " + JOIN)


def _577(a: int) -> list:                       # a: the SELECT line (5 in the COALESCE file, 4 in the IFNULL file)
    f, j, w = a + 1, a + 2, a + 3
    return [N(1, SCAN, s(f), False, "read"), N(2, "Project", s(a, j), True, "project", amb=True),
            N(3, X, s(j), True, "join"), N(6, SCAN, s(j), False, "read"), N(7, "Filter", s(j), True, "join"),
            N(8, X, s(j), True, "join"), N(11, BX, s(j), True, "join"), N(13, BHJ, s(j), False, "join"),
            N(14, "Filter", s(w), False, "filter"), N(15, "Project", s(a), False, "sql")]


L["nc_0577_left_join_coalesce"] = dict(
    dataframe="SELECT name, bonus (5) FROM Employee e (6) LEFT JOIN Bonus b ON e.empId = b.empId (7) WHERE "
              "COALESCE(bonus, 0) < 1000; (8)",
    notes=J577, nodes=_577(5))
L["nc_0577_left_join_ifnull"] = dict(
    dataframe="SELECT name, bonus (4) FROM Employee e (5) LEFT JOIN Bonus b ON e.empId = b.empId (6) WHERE "
              "IFNULL(bonus, 0) < 1000; (7)",
    notes=J577 + "IFNULL shows as coalesce in the Filter. ", nodes=_577(4))

# ---- 0595 Big Countries: WHERE ... OR ... ORDER BY 2, 3 ---------------------------------------------------------------
L["nc_0595_where_or_order"] = dict(
    dataframe="SELECT name, population, area (3) FROM World (4) WHERE area > 3000000 OR population > 25000000 (5) "
              "ORDER BY 2, 3; (6)",
    notes="The select list is its own Project (kind sql); ORDER BY ordinals: range Exchange derived, Sort not. ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5), False, "filter"), N(3, "Project", s(3), False, "sql"),
           *order(4, 7, s(6))])

# ---- 0595 Big Countries: SELECT ... WHERE ... UNION SELECT ... WHERE ... ----------------------------------------------
L["nc_0595_union"] = dict(
    dataframe="SELECT name, population, area (3) FROM World (4) WHERE area > 3000000 (5) UNION (6) SELECT name, "
              "population, area (7) FROM World (8) WHERE population > 25000000; (9)",
    notes="Each branch a Scan, Filter and select-list Project at its own lines; UNION is a Union (kind union) and a "
          "distinct aggregate pair on all three columns (partial level and Exchange derived, kind distinct at the UNION "
          "line). The two branches' select lines (3 and 7) are the same text. ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5), False, "filter"), N(3, "Project", s(3), False, "sql"),
           N(4, SCAN, s(8), False, "read"), N(5, "Filter", s(9), False, "filter"), N(6, "Project", s(7), False, "sql"),
           N(7, "Union", s(6), False, "union"), *agg([(8, H), (9, X)], 12, s(6), kind="distinct")])

# ---- 0620 Not Boring Movies: SELECT * ... WHERE ... NOT LIKE ... ORDER BY rating DESC ---------------------------------
NB = ("SELECT * keeps every column (no Project); the WHERE's two conditions one Filter (with inferred isnotnull), kind "
      "filter; ORDER BY: range Exchange derived, Sort not. ")
L["nc_0620_not_like"] = dict(
    dataframe="SELECT * (3) FROM cinema (4) WHERE (id % 2 != 0) AND description NOT LIKE '%boring%' (5) ORDER BY "
              "rating DESC; (6)",
    notes=NB, nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5), False, "filter"), *order(3, 6, s(6))])
L["nc_0620_mod_not_like"] = dict(
    dataframe="SELECT * (3) FROM cinema (4) WHERE MOD(id, 2) != 0 AND description NOT LIKE '%boring%' (5) ORDER BY "
              "rating DESC; (6)",
    notes=NB, nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5), False, "filter"), *order(3, 6, s(6))])

# ---- 1070 Product Sales Analysis III: (a, b) IN (SELECT ..., MIN() ... GROUP BY) --------------------------------------
L["nc_1070_in_tuple_min"] = dict(
    dataframe="SELECT product_id, sales.year AS first_year, quantity, price (3) FROM Sales (4) WHERE (product_id, "
              "sales.year) IN (SELECT product_id, MIN(year) as year (5) FROM Sales (6) GROUP BY product_id) ; (7)",
    notes="The two-column IN runs as a left semi join on both columns, kind subquery at the WHERE ... IN line (5), its "
          "hash Exchange and AQE's BroadcastExchange derived; the subquery's MIN is a partial/final aggregate pair at "
          "its select line and GROUP BY (5, 7); the outer select list is the Project after the join (kind sql). Both "
          "pruning Projects (sale_id dropped) derived and ambiguous. ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Project", s(3, 5), True, "project", amb=True),
           N(3, X, s(5), True, "subquery"), N(6, SCAN, s(6), False, "read"),
           N(7, "Project", s(5, 7), True, "project", amb=True), *agg([(8, H), (9, X)], 12, s(5, 7)),
           N(13, BX, s(5), True, "subquery"), N(15, BHJ, s(5), False, "subquery"),
           N(16, "Project", s(3), False, "sql")])

# ---- 1070 Product Sales Analysis III: RANK() OVER(PARTITION BY ... ORDER BY ...) = 1 ---------------------------------
L["nc_1070_rank_window"] = dict(
    dataframe="SELECT product_id, year AS first_year, quantity, price (3) FROM (SELECT *, (4) RANK() OVER(PARTITION BY "
              "product_id ORDER BY year) AS ranking (5-6) FROM Sales) a (7) WHERE ranking = 1; (8)",
    notes="RANK() ... WHERE ranking = 1 is planned as a WindowGroupLimit pair (partial before the Exchange, final after) "
          "around the window: the Sorts, the limits and the Exchange derived at the OVER lines (5-6; the limits also at "
          "the WHERE, line 8), the Window not (kind window); the WHERE a Filter, the outer select list the last Project "
          "(kind sql). The pruning Project (sale_id dropped) derived and ambiguous. ",
    nodes=[N(1, SCAN, s(7), False, "read"), N(2, "Project", s(3, 4), True, "project", amb=True),
           N(3, "Sort", s((5, 6)), True, "window"), N(4, WGL, s((5, 6), 8), True, "window"),
           N(5, X, s((5, 6)), True, "window"), N(8, "Sort", s((5, 6)), True, "window"),
           N(9, WGL, s((5, 6), 8), True, "window"), N(10, "Window", s((5, 6)), False, "window"),
           N(11, "Filter", s(8), False, "filter"), N(12, "Project", s(3), False, "sql")])

# ---- 0184 Department Highest Salary: CTE of a JOIN with RANK() OVER(PARTITION BY), WHERE ranking = 1 -----------------
Q184 = ("The CTE (lines 3-6, symbol `...cte`) joins Employee and Department on line 6 and ranks salaries by department; "
        "its select list is the Project after the join (kind sql, line 3). The Employee side's hash Exchange on "
        "DepartmentId is both the join's and the window's partitioning (derived and ambiguous, the join line and the "
        "OVER lines). RANK() = 1 becomes a final-only WindowGroupLimit (derived at the OVER lines and the WHERE), the "
        "window's Sort derived, the Window not; the main query's WHERE (line 10) a Filter and its select list (line 8) "
        "the last Project. ")
L["nc_0184_cte_rank_join"] = dict(
    dataframe="WITH cte AS (SELECT d.Name AS Department, e.Name AS Employee, e.Salary AS Salary, (3) RANK() "
              "OVER(PARTITION BY e.DepartmentId ORDER BY e.Salary DESC) AS ranking (4-5) FROM Employee e JOIN "
              "Department d ON e.DepartmentId = d.Id) (6) SELECT Department, Employee, Salary (8) FROM cte (9) WHERE "
              "ranking = 1; (10)",
    notes=Q184 + "AQE turned the planned sort-merge join into a broadcast join of the shuffled sides (Department "
          "broadcast). " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read", cte="cte"), N(2, "Filter", s(6), True, "join", cte="cte"),
           N(3, "Project", s(3, 6), True, "project", cte="cte", amb=True),
           N(4, X, s(6, (4, 5)), True, "join", cte="cte", amb=True), N(7, SCAN, s(6), False, "read", cte="cte"),
           N(8, "Filter", s(6), True, "join", cte="cte"), N(9, X, s(6), True, "join", cte="cte"),
           N(12, BX, s(6), True, "join", cte="cte"), N(14, BHJ, s(6), False, "join", cte="cte"),
           N(15, "Project", s(3), False, "sql", cte="cte"), N(16, "Sort", s((4, 5)), True, "window", cte="cte"),
           N(17, WGL, s((4, 5), 10), True, "window", cte="cte"), N(18, "Window", s((4, 5)), False, "window", cte="cte"),
           N(19, "Filter", s(10), False, "filter"), N(20, "Project", s(8), False, "sql")])

# ---- 0602 Friend Requests II: UNION ALL of two GROUP BYs, SUM ... GROUP BY, ORDER BY ... LIMIT 1 ----------------------
L["nc_0602_union_all_group_limit"] = dict(
    dataframe="SELECT id, SUM(nums) AS num (3) FROM (SELECT requester_id AS id, COUNT(accepter_id) AS nums (4) FROM "
              "request_accepted (5) GROUP BY requester_id (6) UNION ALL (7) SELECT accepter_id AS id, "
              "COUNT(requester_id) AS nums (8) FROM request_accepted (9) GROUP BY accepter_id) tbl (10) GROUP BY id (11) "
              "ORDER BY num DESC (12) LIMIT 1; (13)",
    notes="Each branch's COUNT is a partial/final aggregate pair at its select line and GROUP BY (4 and 6, 8 and 10), "
          "its pruning Project (accept_date dropped) derived and ambiguous; UNION ALL a Union (kind union, line 7); the "
          "outer SUM ... GROUP BY id one HashAggregate with no Exchange (kind aggregate, lines 3 and 11); ORDER BY ... "
          "LIMIT 1 one TakeOrderedAndProject (kind sort, lines 12-13). ",
    nodes=[N(1, SCAN, s(5), False, "read"), N(2, "Project", s(4, 6), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(4, 6)), N(8, SCAN, s(9), False, "read"),
           N(9, "Project", s(8, 10), True, "project", amb=True), *agg([(10, H), (11, X)], 14, s(8, 10)),
           N(15, "Union", s(7), False, "union"), N(16, H, s(3, 11), False, "aggregate"),
           N(17, TOP, s(12, 13), False, "sort")])

# ---- 1303 Find the Team Size: COUNT() OVER(PARTITION BY team_id) ... ORDER BY -----------------------------------------
L["nc_1303_count_window"] = dict(
    dataframe="SELECT employee_id, COUNT(employee_id) OVER(PARTITION BY team_id) AS team_size (3) FROM Employee (4) "
              "ORDER BY employee_id; (5)",
    notes="The window's hash Exchange and Sort derived at the OVER line (3), the Window not (kind window); the select "
          "list the Project after it (kind sql, same line); ORDER BY: range Exchange derived, Sort not. ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, X, s(3), True, "window"), N(5, "Sort", s(3), True, "window"),
           N(6, "Window", s(3), False, "window"), N(7, "Project", s(3), False, "sql"), *order(8, 11, s(5))])

# ---- 1303 Find the Team Size: GROUP BY subquery JOIN Employee ---------------------------------------------------------
L["nc_1303_join_subquery"] = dict(
    dataframe="SELECT employee_id, team_size (4) FROM (SELECT team_id, COUNT(employee_id) AS team_size (5) FROM "
              "Employee (6) GROUP BY team_id) a (7) JOIN Employee e ON a.team_id = e.team_id (8) ORDER BY employee_id (9)",
    notes="The subquery's COUNT is a partial/final aggregate pair at its select line and GROUP BY (5, 7); its hash "
          "Exchange on team_id also serves the join, which AQE made a broadcast join of Employee's shuffled side; the "
          "join's inferred isnotnull Filters (one below the aggregate), Exchange and BroadcastExchange derived at the "
          "JOIN line (8); the outer select list the Project after the join (kind sql); ORDER BY: range Exchange "
          "derived, Sort not. The file has no `;`: the statement runs to its last line (9). ",
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, "Filter", s(8), True, "join"), *agg([(3, H), (4, X)], 7, s(5, 7)),
           N(8, SCAN, s(8), False, "read"), N(9, "Filter", s(8), True, "join"), N(10, X, s(8), True, "join"),
           N(13, BX, s(8), True, "join"), N(15, BHJ, s(8), False, "join"), N(16, "Project", s(4), False, "sql"),
           *order(17, 20, s(9))])

# ---- 0176 Second Highest Salary: MAX() WHERE Salary < (SELECT MAX() ...) ---------------------------------------------
L["nc_0176_max_scalar_subquery"] = dict(
    dataframe="SELECT MAX(Salary) AS SecondHighestSalary (3) FROM Employee (4) WHERE Salary < (SELECT MAX(Salary) FROM "
              "Employee); (5)",
    notes="The outer MAX is a global partial/final aggregate pair (SinglePartition Exchange) at the select line, the "
          "WHERE a Filter holding the scalar subquery (kind filter, line 5); the subquery's MAX another pair at line 5, "
          "its scan at line 5. Pruning Projects (Id dropped) derived and ambiguous. " + SUBQ,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5), False, "filter"),
           N(3, "Project", s(3, 5), True, "project", amb=True), *agg([(4, H), (5, X)], 7, s(3)),
           N(12, SCAN, s(5), False, "read"), N(13, "Project", s(5), True, "project", amb=True),
           *agg([(14, H), (15, X)], 17, s(5)), *agg([(19, X)], 20, s(5))])

# ---- 1204 Last Person to Fit in the Elevator: SUM() OVER(ORDER BY), WHERE, ORDER BY ... LIMIT 1 ----------------------
L["nc_1204_sum_window_limit"] = dict(
    dataframe="SELECT person_name (3) FROM (SELECT person_name, turn, SUM(weight) OVER(ORDER BY turn) AS total_weight "
              "(4) FROM Queue) a (5) WHERE total_weight <= 1000 (6) ORDER BY turn DESC (7) LIMIT 1; (8)",
    notes="A running SUM over the whole table: the window's single-partition Exchange and Sort derived at the OVER line "
          "(4), the Window not; the WHERE a Filter; the Project after it keeps person_name and turn for the ORDER BY "
          "(derived and ambiguous: the outer select list and the ORDER BY); ORDER BY ... LIMIT 1 one "
          "TakeOrderedAndProject (kind sort, lines 7-8). The pruning Project under the window (person_id dropped) "
          "derived and ambiguous. ",
    nodes=[N(1, SCAN, s(5), False, "read"), N(2, "Project", s(4), True, "project", amb=True),
           N(3, X, s(4), True, "window"), N(5, "Sort", s(4), True, "window"), N(6, "Window", s(4), False, "window"),
           N(7, "Filter", s(6), False, "filter"), N(8, "Project", s(3, 7), True, "project", amb=True),
           N(9, TOP, s(7, 8), False, "sort")])

# ---- 1212 Team Scores: RIGHT JOIN ... ON a = b OR a = c, SUM(CASE ...) GROUP BY, ORDER BY -----------------------------
L["nc_1212_right_join_or"] = dict(
    dataframe="SELECT team_id, team_name, (3) SUM(CASE WHEN ... END) AS num_points (4-9) FROM Matches m (10) RIGHT "
              "JOIN Teams t ON team_id = host_team OR team_id = guest_team (11) GROUP BY team_id, team_name (12) ORDER BY "
              "num_points DESC, team_id; (13)",
    notes="The OR in the ON clause leaves no equi-join key: a right outer BroadcastNestedLoopJoin (kind join, line 11), "
          "Matches broadcast (BroadcastExchange derived); the SUM(CASE ...) a partial/final aggregate pair at the select "
          "lines and the GROUP BY (3-9, 12); ORDER BY: range Exchange derived, Sort not. The pruning Project on "
          "Matches (match_id dropped) derived and ambiguous (the CASE lines and the join). ",
    nodes=[N(1, SCAN, s(10), False, "read"), N(2, "Project", s((4, 9), 11), True, "project", amb=True),
           N(3, BX, s(11), True, "join"), N(5, SCAN, s(11), False, "read"), N(6, "BroadcastNestedLoopJoin", s(11),
                                                                                 False, "join"),
           *agg([(7, H), (8, X)], 11, s((3, 9), 12)), *order(12, 15, s(13))])


# ---- 0184 again with broadcast joins off: the sort-merge join ---------------------------------------------------------
L["nc_0184_cte_rank_join_smj"] = dict(
    dataframe=L["nc_0184_cte_rank_join"]["dataframe"],
    notes=Q184 + SMJ + "The window's Sort (by DepartmentId, Salary) is its own, after the join's Project. " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read", cte="cte"), N(2, "Filter", s(6), True, "join", cte="cte"),
           N(3, "Project", s(3, 6), True, "project", cte="cte", amb=True),
           N(4, X, s(6, (4, 5)), True, "join", cte="cte", amb=True), N(7, "Sort", s(6), True, "join", cte="cte"),
           N(8, SCAN, s(6), False, "read", cte="cte"), N(9, "Filter", s(6), True, "join", cte="cte"),
           N(10, X, s(6), True, "join", cte="cte"), N(13, "Sort", s(6), True, "join", cte="cte"),
           N(14, SMJ_OP, s(6), False, "join", cte="cte"), N(15, "Project", s(3), False, "sql", cte="cte"),
           N(16, "Sort", s((4, 5)), True, "window", cte="cte"),
           N(17, WGL, s((4, 5), 10), True, "window", cte="cte"), N(18, "Window", s((4, 5)), False, "window", cte="cte"),
           N(19, "Filter", s(10), False, "filter"), N(20, "Project", s(8), False, "sql")])


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
            number = file.split("/")[1].split(".", 1)[0]
            extra = f"Settings: {', '.join(settings)}. " if settings else ""
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in the driver)",
                    "notes": spec["notes"] + SAME.get(number, "") + INPUTS + SESSION + extra + run + TAIL,
                    "form": "sql", "source": "NoraCarey/Leetcode-SQL"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
