"""Write each lm_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/sonsharma-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=..., true=...), the helpers of
../siqichen-leetcode-sql/labels.py (loaded by path, not copied): spans are the file's own line numbers. Symbols: a
clause of a .sql file is the file's path without `.sql` (`1077 Project Employees III`) or, inside a CTE, that then the
CTE's name (`1077 Project Employees III.CTE`), as the lq_/tq_/gw_ families did. `true=`: where a file holds two
solutions and the clause that made the node is written identically in the other solution of the same file, both
places are acceptable spans and the one that ran is `true_lines`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "sonsharma__leetcode-sql-solutions"
COMMIT = "e51fbf87a6cdc5663e04296661073e9e895458f3"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by our driver (bench/real/capture/sonsharma-leetcode-sql/run_sql.py), outside the repository: "
          "spark.createDataFrame of generated rows (make_data.py, fixed seeds) in the LeetCode problem's schema, each "
          "registered as a temp view under the name the query uses; each Scan ExistingRDD is labelled at the FROM/JOIN "
          "line that names that table. ")
RUN = ("Run: spark-submit run_sql.py '{file}' from the repository's root (the file's repository path exactly as the "
       "program's argument); the driver ran every statement of the file in order, each with spark.sql and then "
       "collect(): {n} statement(s), cut as a SQL client does (at a line ending with ';' or an '... another solution' "
       "comment line, the comment and blank lines around a statement belonging to none), each statement's text "
       "unchanged. This case is statement {k} (lines {a}-{b}){failed}. ")
TAIL = ("The plan is the one that statement's action ran, written by a query-execution listener after it ran (final "
        "adaptive plan; its initial-plan nodes are not labelled, but a scalar subquery's are); event_log.json from the "
        "same spark-submit run (one run per case), the execution found by its plan, `description_rank` its place among "
        "the run's collect() executions.")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch from the planned sort-merge join) and the inferred "
        "isnotnull Filters are derived at the JOIN line; a pruning Project derived and ambiguous (the select list and "
        "the clauses that use its columns). ")
FAMILY = [
    ({"1068", "1069", "1070"}, "The Product Sales Analysis I/II/III files (1068-1070) read the same Sales and Product "
                               "tables. "),
    ({"1075", "1076", "1077"}, "The Project Employees I/II/III files (1075-1077) read the same Project and Employee "
                               "tables. "),
    ({"1082", "1083", "1084"}, "The Sales Analysis I/II/III files (1082-1084) read the same Sales and Product tables "
                               "(another Sales than 1068-1070's). "),
    ({"511", "512", "534", "550", "1097"}, "The Game Play Analysis I-V files (511, 512, 534, 550, 1097) read the same "
                                           "Activity table. "),
]

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, WGL = "BroadcastExchange", "BroadcastHashJoin", "WindowGroupLimit"
L: dict[str, dict] = {}

# ---- 1068 Product Sales Analysis I, statement 1: LEFT JOIN ... USING -------------------------------------------------
L["lm_1068_left_join_using"] = dict(
    dataframe="Statement 1 (lines 3-6): SELECT product_name, year, price (3-4) FROM Sales s LEFT JOIN Product p "
              "USING(product_id); (5-6)",
    notes="Both tables are named on line 6, so both scans are labelled there. Statement 2 (lines 9-13) writes the "
          "same query as an inner JOIN with Product first. " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, "Project", s((3, 4), 6), True, "project", amb=True),
           N(3, X, s(6), True, "join"), N(6, SCAN, s(6), False, "read"), N(7, "Filter", s(6), True, "join"),
           N(8, X, s(6), True, "join"), N(11, BX, s(6), True, "join"), N(13, BHJ, s(6), False, "join"),
           N(14, "Project", s((3, 4)), False, "sql")])

# ---- 1069 Product Sales Analysis II: GROUP BY + SUM ------------------------------------------------------------------
L["lm_1069_group_sum"] = dict(
    dataframe="SELECT product_id, sum(quantity) as total_quantity (3-4) FROM Sales (5-6) GROUP BY product_id; (7)",
    notes="The SUM's partial level and Exchange derived at the select line and the GROUP BY, the last aggregate not. ",
    nodes=[N(1, SCAN, s((5, 6)), False, "read"), N(2, "Project", s(4, 7), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(4, 7))])

# ---- 1070 Product Sales Analysis III, statement 1: (a, b) IN (SELECT ..., MIN() ... GROUP BY) ------------------------
L["lm_1070_in_tuple_subquery"] = dict(
    dataframe="Statement 1 (lines 3-10): SELECT product_id, year as first_year, quantity, price (3-6) FROM Sales (7) "
              "WHERE (product_id, year) in (SELECT product_id, min(year) FROM Sales GROUP BY product_id) (8-10)",
    notes="The file has no ';' before its `-- Another Solution` line; statement 2 (lines 13-26) solves it with RANK(). "
          "The two-column IN runs as a left semi join on both columns (AQE broadcast the subquery's side), kind "
          "subquery at the IN line, its Exchanges derived; the subquery's MIN is a partial/final aggregate pair at its "
          "select line and GROUP BY. ",
    nodes=[N(1, SCAN, s(7), False, "read"), N(2, "Project", s((3, 6), 8), True, "project", amb=True),
           N(3, X, s(8), True, "subquery"), N(6, SCAN, s(9), False, "read"),
           N(7, "Project", s((8, 9), 10), True, "project", amb=True), *agg([(8, H), (9, X)], 12, s(9, 10)),
           N(13, BX, s(8), True, "subquery"), N(15, BHJ, s(8), False, "subquery"),
           N(16, "Project", s((3, 6)), False, "sql")])

# ---- 1070 Product Sales Analysis III, statement 2: rank() = 1 --------------------------------------------------------
L["lm_1070_rank_sol2"] = dict(
    dataframe="Statement 2 (lines 13-26): SELECT product_id, first_year, quantity, price (13-17) FROM (SELECT "
              "product_id, year first_year, quantity, price, rank() OVER (PARTITION BY product_id ORDER BY year) rk "
              "(18-23) FROM Sales) s (24) WHERE rk = 1 (25) ;",
    notes="Statement 1 (lines 3-10) solves it with a two-column IN subquery. The rank filtered to 1 runs as a "
          "WindowGroupLimit pair (partial and final) with their Sorts, derived at the OVER line and the WHERE; the "
          "window's Exchange and second Sort derived at the OVER line, the Window not. ",
    nodes=[N(1, SCAN, s(24), False, "read"), N(2, "Project", s((18, 23)), True, "project", amb=True),
           N(3, "Sort", s(23, 25), True, "window"), N(4, WGL, s(23, 25), True, "window"),
           N(5, X, s(23), True, "window"), N(8, "Sort", s(23), True, "window"), N(9, WGL, s(23, 25), True, "window"),
           N(10, "Window", s(23), False, "window"), N(11, "Filter", s(25), False, "filter"),
           N(12, "Project", s((13, 17)), False, "sql")])

# ---- 1075 Project Employees I: LEFT JOIN USING, ROUND(AVG) GROUP BY -------------------------------------------------
L["lm_1075_left_join_avg"] = dict(
    dataframe="SELECT p.project_id, ROUND(AVG(e.experience_years), 2) as average_years (3-5) FROM Project p (6) LEFT "
              "JOIN Employee e USING(employee_id) (7) GROUP BY p.project_id (8)",
    notes="The AVG's partial level and Exchange derived at the AVG line and the GROUP BY, the ROUND computed in the last "
          "aggregate. " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, X, s(7), True, "join"), N(5, SCAN, s(7), False, "read"),
           N(6, "Filter", s(7), True, "join"), N(7, "Project", s(5, 7), True, "project", amb=True),
           N(8, X, s(7), True, "join"), N(11, BX, s(7), True, "join"), N(13, BHJ, s(7), False, "join"),
           N(14, "Project", s((4, 5), 7, 8), True, "project", amb=True), *agg([(15, H), (16, X)], 19, s(5, 8))])

# ---- 1076 Project Employees II: HAVING count = (scalar subquery ... ORDER BY ... LIMIT 1) ----------------------------
L["lm_1076_having_scalar_limit"] = dict(
    dataframe="SELECT project_id (3) from Project (4) GROUP BY project_id (5) HAVING count(employee_id) = (SELECT "
              "count(employee_id) as num FROM Project p GROUP BY project_id ORDER BY count(employee_id) desc LIMIT 1) "
              "(6-12)",
    notes="The COUNT is written in the HAVING, so the main aggregates' spans are the GROUP BY and the HAVING; the HAVING "
          "is a Filter on the aggregate's result (against the scalar subquery), then a Project keeps project_id. The "
          "scalar subquery runs as its own plan (Subquery:1), labelled like a query of its own at the subquery's lines: "
          "its final plan reuses the main query's Exchange (ReusedExchange, a wrapper), its initial plan (printed after "
          "it) holds its own scan and aggregates, labelled as their twins; ORDER BY ... LIMIT 1 is a "
          "TakeOrderedAndProject (kind sort). ",
    nodes=[N(1, SCAN, s(4), False, "read"), *agg([(2, H), (3, X)], 6, s(5, 6)),
           N(7, "Filter", s(6), False, "filter"), N(8, "Project", s(3), False, "sql"),
           N(18, H, s(7, 10), False, "aggregate"), N(19, "TakeOrderedAndProject", s(11, 12), False, "sort"),
           N(21, SCAN, s(9), False, "read"), *agg([(22, H), (23, X)], 24, s(7, 10)),
           N(25, "TakeOrderedAndProject", s(11, 12), False, "sort")])

# ---- 1077 Project Employees III, statement 1: a LEFT JOIN CTE used twice, (a, b) IN (... MAX ...) -------------------
C = "CTE"
L["lm_1077_cte_in_max"] = dict(
    dataframe="Statement 1 (lines 7-20): WITH CTE AS (SELECT p.project_id, e.employee_id, e.experience_years FROM "
              "Project p LEFT JOIN Employee e USING(employee_id)) (7-11) SELECT project_id, employee_id (13-15) FROM CTE "
              "(16) WHERE (project_id, experience_years) in (SELECT project_id, max(experience_years) FROM CTE GROUP BY "
              "project_id) (17-19) ;",
    notes="Statement 2 (lines 27-38) writes the CTE's FROM ... LEFT JOIN line (31) and the outer SELECT project_id, "
          "employee_id ... FROM CTE (33-36) identically: those lines are acceptable too, statement 1's are `true_lines`. "
          "The CTE is used twice: its join runs once for the outer query and again inside the IN subquery, whose "
          "shuffle and broadcast are ReusedExchange wrappers of the first (unlabelled); both BroadcastHashJoins carry "
          "the CTE's symbol. The two-column IN is a left semi join (kind subquery at the IN line), the subquery's MAX a "
          "partial/final aggregate pair. " + JOIN,
    nodes=[N(1, SCAN, s(11, 31), False, "read", cte=C, true=s(11)), N(2, X, s(11, 31), True, "join", cte=C, true=s(11)),
           N(5, SCAN, s(11, 31), False, "read", cte=C, true=s(11)),
           N(6, "Filter", s(11, 31), True, "join", cte=C, true=s(11)),
           N(7, "Project", s(10, 11, 31), True, "project", cte=C, amb=True, true=s(10, 11)),
           N(8, X, s(11, 31), True, "join", cte=C, true=s(11)), N(11, BX, s(11, 31), True, "join", cte=C, true=s(11)),
           N(13, BHJ, s(11, 31), False, "join", cte=C, true=s(11)), N(14, "Project", s((7, 10)), False, "sql", cte=C),
           N(20, BHJ, s(11, 31), False, "join", cte=C, true=s(11)),
           N(21, "Project", s((7, 10), 17, 19), True, "project", amb=True), *agg([(22, H), (23, X)], 26, s(17, 19)),
           N(27, BX, s(17), True, "subquery"), N(29, BHJ, s(17), False, "subquery"),
           N(30, "Project", s((13, 15), (33, 35)), False, "sql", true=s((13, 15)))])

# ---- 1077 Project Employees III, statement 2: RANK() in a LEFT JOIN CTE, = 1 ----------------------------------------
L["lm_1077_cte_rank_sol2"] = dict(
    dataframe="Statement 2 (lines 27-38): WITH CTE AS (SELECT p.project_id, e.employee_id, RANK() OVER (partition by "
              "p.project_id order by e.experience_years desc) as row_rank FROM Project p LEFT JOIN Employee e "
              "USING(employee_id)) (27-31) SELECT project_id, employee_id (33-35) FROM CTE (36) WHERE row_rank = 1 (37) ;",
    notes="Statement 1 (lines 7-20) writes the CTE's FROM ... LEFT JOIN line (11) and the outer SELECT project_id, "
          "employee_id ... FROM CTE (13-16) identically: those lines are acceptable too, statement 2's are `true_lines`. "
          "The rank filtered to 1 runs as a WindowGroupLimit pair (partial and final) with their Sorts, derived at the "
          "OVER line and the WHERE; the window's Exchange and second Sort derived at the OVER line. Nodes inside the CTE "
          "carry its symbol. " + JOIN,
    nodes=[N(1, SCAN, s(31, 11), False, "read", cte=C, true=s(31)), N(2, X, s(31, 11), True, "join", cte=C, true=s(31)),
           N(5, SCAN, s(31, 11), False, "read", cte=C, true=s(31)),
           N(6, "Filter", s(31, 11), True, "join", cte=C, true=s(31)),
           N(7, "Project", s(30, 31, 11), True, "project", cte=C, amb=True, true=s(30, 31)),
           N(8, X, s(31, 11), True, "join", cte=C, true=s(31)), N(11, BX, s(31, 11), True, "join", cte=C, true=s(31)),
           N(13, BHJ, s(31, 11), False, "join", cte=C, true=s(31)),
           N(14, "Project", s((27, 30), 31, 11), True, "project", cte=C, amb=True, true=s((27, 30), 31)),
           N(15, "Sort", s(30, 37), True, "window", cte=C), N(16, WGL, s(30, 37), True, "window", cte=C),
           N(17, X, s(30), True, "window", cte=C), N(20, "Sort", s(30), True, "window", cte=C),
           N(21, WGL, s(30, 37), True, "window", cte=C), N(22, "Window", s(30), False, "window", cte=C),
           N(23, "Filter", s(37), False, "filter"),
           N(24, "Project", s((33, 35), (13, 15)), False, "sql", true=s((33, 35)))])

# ---- 1082 Sales Analysis I: RANK() OVER (ORDER BY SUM(price)) over a GROUP BY --------------------------------------
L["lm_1082_rank_over_sum"] = dict(
    dataframe="SELECT seller_id (3) FROM (SELECT seller_id, RANK() OVER (ORDER BY SUM(price) desc) AS seller_rank "
              "(4-6) FROM Sales (7) GROUP BY seller_id) s (8) WHERE seller_rank = 1 (9)",
    notes="The SUM inside the window's ORDER BY is the GROUP BY's aggregate (a partial/final pair at the RANK line and "
          "the GROUP BY); the rank filtered to 1 runs as a WindowGroupLimit pair with their Sorts, derived at the RANK "
          "line and the WHERE; the window (no PARTITION BY) brings a single-partition Exchange and a second Sort at the "
          "RANK line. ",
    nodes=[N(1, SCAN, s(7), False, "read"), N(2, "Project", s((4, 6), 8), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(6, 8)),
           N(8, "Sort", s(6, 9), True, "window"), N(9, WGL, s(6, 9), True, "window"), N(10, X, s(6), True, "window"),
           N(12, "Sort", s(6), True, "window"), N(13, WGL, s(6, 9), True, "window"),
           N(14, "Window", s(6), False, "window"), N(15, "Filter", s(9), False, "filter"),
           N(16, "Project", s(3), False, "sql")])

# ---- 1083 Sales Analysis II, statement 2: LEFT JOIN USING, SUM(IF(...)) flags, outer WHERE -------------------------
L["lm_1083_sum_if_sol2"] = dict(
    dataframe="Statement 2 (lines 10-18): SELECT buyer_id (10-11) FROM (SELECT buyer_id, SUM(IF(product_name = 'S8', 1, "
              "0)) s8_flag, SUM(IF(product_name = 'iPhone', 1, 0)) iPhone_flag (12-15) FROM sales LEFT JOIN product "
              "USING(product_id) (16) GROUP BY buyer_id) p (17) WHERE s8_flag >=1 and iPhone_flag = 0; (18)",
    notes="Statement 1 (lines 3-6) sums booleans (SUM(p.product_name = 'S8')), which Spark refuses "
          "(DATATYPE_MISMATCH): it raised before running, and the driver went on to this one. Both tables are named on "
          "line 16. The two SUMs are one partial/final aggregate pair at their lines and the GROUP BY; the outer WHERE "
          "is a Filter on the aggregate's result. " + JOIN,
    nodes=[N(1, SCAN, s(16), False, "read"), N(2, "Project", s(13, 16), True, "project", amb=True),
           N(3, X, s(16), True, "join"), N(6, SCAN, s(16), False, "read"), N(7, "Filter", s(16), True, "join"),
           N(8, "Project", s((14, 15), 16), True, "project", amb=True), N(9, X, s(16), True, "join"),
           N(12, BX, s(16), True, "join"), N(14, BHJ, s(16), False, "join"),
           N(15, "Project", s((13, 15), 16, 17), True, "project", amb=True),
           *agg([(16, H), (17, X)], 20, s((14, 15), 17)), N(21, "Filter", s(18), False, "filter"),
           N(22, "Project", s((10, 11)), False, "sql")])

# ---- 1084 Sales Analysis III, statement 1: comma join + WHERE, GROUP BY, HAVING MIN/MAX ----------------------------
L["lm_1084_comma_join_having"] = dict(
    dataframe="Statement 1 (lines 3-8): select s.product_id, p.product_name (3) from sales s, product p (4) where "
              "s.product_id = p.product_id (5) group by s.product_id, p.product_name (6) having min(s.sale_date) >= "
              "'2019-01-01' and max(s.sale_date) <= '2019-03-31'; (7-8)",
    notes="Statement 2 (lines 11-16) sums a boolean, which Spark refuses (it raised after this one ran). The comma join "
          "with its WHERE is an inner equi-join: its nodes are labelled at the FROM line and the WHERE (lines 4-5); "
          "both tables are named on line 4. The join's Exchange on product_id already distributes the rows by the "
          "GROUP BY keys, so MIN/MAX are a single HashAggregate (at the GROUP BY and the HAVING that holds them); the "
          "HAVING is a Filter on its result. " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s((4, 5)), True, "join"),
           N(3, "Project", s(3, (4, 5), (7, 8)), True, "project", amb=True), N(4, X, s((4, 5)), True, "join"),
           N(7, BX, s((4, 5)), True, "join"), N(9, SCAN, s(4), False, "read"), N(10, "Filter", s((4, 5)), True, "join"),
           N(11, "Project", s(3, (4, 5)), True, "project", amb=True), N(12, X, s((4, 5)), True, "join"),
           N(15, BHJ, s((4, 5)), False, "join"),
           N(16, "Project", s(3, (4, 5), 6, (7, 8)), True, "project", amb=True),
           N(17, H, s(6, (7, 8)), False, "aggregate"), N(18, "Filter", s((7, 8)), False, "filter"),
           N(19, "Project", s(3), False, "sql")])

# ---- 512 Game Play Analysis II, statement 1: dense_rank() = 1 -------------------------------------------------------
L["lm_512_dense_rank"] = dict(
    dataframe="Statement 1 (lines 3-18): SELECT player_id, device_id (3-5) FROM (SELECT player_id, device_id, "
              "dense_rank() over (partition by player_id order by event_date) date_rank (6-13) FROM Activity (14-15)) "
              "temp (16) WHERE date_rank = 1; (17-18)",
    notes="Statement 2 (lines 22-31) writes the same outer SELECT player_id, device_id (22-24): those lines are "
          "acceptable too for the final Project, statement 1's are `true_lines`. The dense_rank filtered to 1 runs as a "
          "WindowGroupLimit pair with their Sorts, derived at the OVER lines and the WHERE; the window's Exchange and "
          "second Sort derived at the OVER lines. ",
    nodes=[N(1, SCAN, s((14, 15)), False, "read"), N(2, "Project", s((7, 13)), True, "project", amb=True),
           N(3, "Sort", s((10, 13), (17, 18)), True, "window"), N(4, WGL, s((10, 13), (17, 18)), True, "window"),
           N(5, X, s((10, 13)), True, "window"), N(8, "Sort", s((10, 13)), True, "window"),
           N(9, WGL, s((10, 13), (17, 18)), True, "window"), N(10, "Window", s((10, 13)), False, "window"),
           N(11, "Filter", s((17, 18)), False, "filter"),
           N(12, "Project", s((3, 5), (22, 24)), False, "sql", true=s((3, 5)))])

# ---- 512 Game Play Analysis II, statement 2: (a, b) IN (SELECT ..., min() ... GROUP BY) -----------------------------
L["lm_512_in_min_sol2"] = dict(
    dataframe="Statement 2 (lines 22-31): SELECT player_id, device_id (22-24) FROM Activity (25) WHERE (player_id, "
              "event_date) IN (SELECT a.player_id, min(a.event_date) FROM Activity a GROUP BY a.player_id) (26-31)",
    notes="Statement 1 (lines 3-18) writes the same outer SELECT player_id, device_id (3-5): acceptable too for the "
          "final Project, statement 2's lines are `true_lines`. The two-column IN runs as a left semi join (AQE "
          "broadcast the subquery's side), kind subquery at the IN line, its Exchanges derived; the subquery's MIN is a "
          "partial/final aggregate pair at its select line and GROUP BY. ",
    nodes=[N(1, SCAN, s(25), False, "read"), N(2, "Project", s((22, 24), 26), True, "project", amb=True),
           N(3, X, s(26), True, "subquery"), N(6, SCAN, s((29, 30)), False, "read"),
           N(7, "Project", s((26, 28), 31), True, "project", amb=True), *agg([(8, H), (9, X)], 12, s(28, 31)),
           N(13, BX, s(26), True, "subquery"), N(15, BHJ, s(26), False, "subquery"),
           N(16, "Project", s((22, 24), (3, 5)), False, "sql", true=s((22, 24)))])

# ---- 534 Game Play Analysis III, statement 1: running SUM() OVER, ORDER BY -----------------------------------------
L["lm_534_running_sum"] = dict(
    dataframe="Statement 1 (lines 3-7): SELECT player_id, event_date, SUM(games_played) OVER (PARTITION BY player_id "
              "Order by event_date) as games_played_so_far (3-4) FROM Activity (5) ORDER BY player_id, event_date desc "
              "(6) ;",
    notes="Statement 2 (lines 10-16) computes the same running total with a self LEFT JOIN. The window's Exchange and "
          "Sort derived at the OVER line, the Window not; ORDER BY: the range Exchange derived, the Sort not. ",
    nodes=[N(1, SCAN, s(5), False, "read"), N(2, "Project", s((3, 4)), True, "project", amb=True),
           N(3, X, s(4), True, "window"), N(6, "Sort", s(4), True, "window"), N(7, "Window", s(4), False, "window"),
           N(8, "Project", s((3, 4)), False, "sql"), *order(9, 12, s(6))])

# ---- 534 Game Play Analysis III, statement 2: self LEFT JOIN on >= and =, SUM, GROUP BY 1, 2 ------------------------
L["lm_534_self_join_sol2"] = dict(
    dataframe="Statement 2 (lines 10-16): SELECT a1.player_id, a1.event_date, SUM(a2.games_played) as "
              "games_played_so_far (10-13) FROM Activity a1 LEFT JOIN Activity a2 ON a1.event_date >= a2.event_date "
              "and a1.player_id = a2.player_id (14-15) GROUP BY 1, 2 (16)",
    notes="Statement 1 (lines 3-7) computes the same running total with SUM() OVER. A self join: Activity is scanned "
          "twice, both named on line 14. The equality is the join key, the >= its extra condition; the join's "
          "Exchange on player_id already distributes the rows by the GROUP BY keys, so the SUM is a single "
          "HashAggregate (at its line and the GROUP BY). " + JOIN,
    nodes=[N(1, SCAN, s(14), False, "read"), N(2, "Project", s((11, 12), (14, 15)), True, "project", amb=True),
           N(3, X, s((14, 15)), True, "join"), N(6, SCAN, s(14), False, "read"),
           N(7, "Filter", s((14, 15)), True, "join"), N(8, "Project", s(13, (14, 15)), True, "project", amb=True),
           N(9, X, s((14, 15)), True, "join"), N(12, BX, s((14, 15)), True, "join"),
           N(14, BHJ, s((14, 15)), False, "join"),
           N(15, "Project", s((11, 13), (14, 15), 16), True, "project", amb=True),
           N(16, H, s(13, 16), False, "aggregate")])

# ---- 1068 Product Sales Analysis I, statement 2: JOIN ... USING -----------------------------------------------------
L["lm_1068_join_using_sol2"] = dict(
    dataframe="Statement 2 (lines 9-13): SELECT p.product_name, s.year, s.price (9-12) FROM Product p JOIN Sales s "
              "USING(product_id) (13)",
    notes="Statement 1 (lines 3-6) writes the same query as a LEFT JOIN with Sales first. Both tables are named on "
          "line 13. " + JOIN,
    nodes=[N(1, SCAN, s(13), False, "read"), N(2, "Filter", s(13), True, "join"), N(3, X, s(13), True, "join"),
           N(6, BX, s(13), True, "join"), N(8, SCAN, s(13), False, "read"), N(9, "Filter", s(13), True, "join"),
           N(10, "Project", s((9, 12), 13), True, "project", amb=True), N(11, X, s(13), True, "join"),
           N(14, BHJ, s(13), False, "join"), N(15, "Project", s((9, 12)), False, "sql")])

# ---- 1148 Article Views I: WHERE, GROUP BY without aggregates, ORDER BY ---------------------------------------------
L["lm_1148_group_order"] = dict(
    dataframe="SELECT author_id as id (3-4) FROM Views (5) WHERE author_id = viewer_id (6) GROUP BY author_id (7) "
              "ORDER BY author_id (8)",
    notes="The GROUP BY without aggregate functions is a partial/final aggregate pair (kind aggregate) at the select "
          "line and the GROUP BY; ORDER BY: the range Exchange derived, the Sort not. ",
    nodes=[N(1, SCAN, s(5), False, "read"), N(2, "Filter", s(6), False, "filter"),
           N(3, "Project", s(4, 6, 7), True, "project", amb=True), *agg([(4, H), (5, X)], 8, s(4, 7)),
           *order(9, 12, s(8))])

# ---- 1173 Immediate Food Delivery I: SUM(IF(...)) * 100 / COUNT(*) -------------------------------------------------
L["lm_1173_sum_if_ratio"] = dict(
    dataframe="SELECT round(sum(if(order_date = customer_pref_delivery_date, 1, 0))*100/count(*),2) as "
              "immediate_percentage (2-3) FROM Delivery (4-5)",
    notes="An aggregate without GROUP BY: a partial aggregate, a single-partition Exchange (derived) and the final "
          "aggregate, all at the select line. ",
    nodes=[N(1, SCAN, s((4, 5)), False, "read"), N(2, "Project", s(3), True, "project", amb=True),
           *agg([(3, H), (4, X)], 6, s(3))])

# ---- 1174 Immediate Food Delivery II: rank() in a CTE, = 1, SUM(IF)/COUNT(*) ----------------------------------------
L["lm_1174_cte_rank_ratio"] = dict(
    dataframe="WITH CTE AS (Select order_date, customer_pref_delivery_date, rank() OVER (Partition by customer_id ORDER "
              "BY order_date) as date_rank FROM Delivery) (3-6) SELECT ROUND(SUM(IF(order_date = "
              "customer_pref_delivery_date, 1, 0))*100/COUNT(*), 2) as immediate_percentage (8-9) FROM CTE (10) WHERE "
              "date_rank = 1 (11)",
    notes="1173 (Immediate Food Delivery I) writes the same ratio over the whole table. The rank filtered to 1 runs as "
          "a WindowGroupLimit pair with their Sorts, derived at the OVER line and the WHERE; the window's Exchange and "
          "second Sort derived at the OVER line (the CTE's); then the aggregate without GROUP BY (partial, "
          "single-partition Exchange, final) at the select line. Nodes inside the CTE carry its symbol. ",
    nodes=[N(1, SCAN, s(6), False, "read", cte=C), N(2, "Project", s((3, 5)), True, "project", cte=C, amb=True),
           N(3, "Sort", s(5, 11), True, "window", cte=C), N(4, WGL, s(5, 11), True, "window", cte=C),
           N(5, X, s(5), True, "window", cte=C), N(8, "Sort", s(5), True, "window", cte=C),
           N(9, WGL, s(5, 11), True, "window", cte=C), N(10, "Window", s(5), False, "window", cte=C),
           N(11, "Filter", s(11), False, "filter"), N(12, "Project", s(9, 11), True, "project", amb=True),
           *agg([(13, H), (14, X)], 16, s(9))])

# ---- 1113 Reported Posts: WHERE, COUNT(DISTINCT) GROUP BY ----------------------------------------------------------
L["lm_1113_count_distinct"] = dict(
    dataframe="SELECT extra as report_reason, COUNT(DISTINCT post_id) as report_count (1-3) FROM Actions (4) WHERE "
              "action_date = '2019-07-04' and action = 'report' (5) GROUP BY extra (6) ;",
    notes="1132 (Reported Posts II) reads the same Actions table. COUNT(DISTINCT) runs as two aggregation levels (by "
          "extra and post_id, then by extra), each a partial/final pair with its Exchange, all at the COUNT(DISTINCT) "
          "line and the GROUP BY, the last aggregate not derived. ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5), False, "filter"),
           N(3, "Project", s((2, 3), 5), True, "project", amb=True),
           *agg([(4, H), (5, X), (8, H), (9, H), (10, X)], 13, s(3, 6))])


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
            failed = {"lm_1083_sum_if_sol2": "; statement 1, which Spark refuses, raised before it",
                      "lm_1084_comma_join_having": "; statement 2, which Spark refuses, raised after it"}.get(case_id, "")
            run = RUN.format(file=file, n=len(stmts), k=k, a=a, b=b, failed=failed)
            family = next((v for numbers, v in FAMILY if file.split()[0] in numbers), "")
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in our driver)",
                    "notes": spec["notes"] + family + INPUTS + SESSION + run + TAIL,
                    "form": "sql", "source": "sonsharma/Leetcode-SQL-Solutions"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
