"""Write each sn_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/shawnson-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=...), the helpers of ../sql_labels.py: spans are the
file's own line numbers. Symbols: a clause of a .sql file is the file's repository path dotted without `.sql`
(`Medium.1077. Project Employees III.solution`) or, inside a CTE, that then the CTE's name (`cte=`:
`Hard.185. Department Top Three Salaries.solution.ranking`), as the lq_/lm_/nc_/vl_/pa_ families did.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "shawn-son__leetcode-sql-practice"
COMMIT = "efb48b440cfd8249655f2a9a58c36962ab3c0279"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by the shared driver (bench/real/capture/sql_files.py), outside the repository: "
          "spark.createDataFrame of generated rows (bench/real/capture/shawnson-leetcode-sql/make_data.py, fixed seeds) "
          "in the LeetCode problem's schema, each registered as a temp view under the name the query uses; each Scan "
          "ExistingRDD is labelled at the FROM/JOIN line that names that table (a table read in a CTE or subquery at its "
          "own FROM). ")
RUN = ("Run: spark-submit sql_files.py '{file}' from the repository's root (the file's repository path exactly as the "
       "program's argument); the driver ran the file's one statement (lines {a}-{b}, its text unchanged{above}) with "
       "spark.sql, then collect(). ")
ABOVE = "; the `--` comment line above it, which the cut leaves out, belongs to no statement"
TAIL = ("The plan is the one that statement's action ran, written by a query-execution listener after it ran (final "
        "adaptive plan; the main plan's initial-only nodes are not labelled); event_log.json from the same spark-submit "
        "run (one run per case), the execution found by its plan, `description_rank` its place among the run's "
        "collect() executions (1: one statement a run).")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch from the planned sort-merge join) and the inferred "
        "isnotnull Filters are derived at the lines of the join (the JOIN and ON lines), kind join; a Filter holding a "
        "user's WHERE condition and a join's inferred isnotnull is kind filter, not derived, ambiguous; a pruning "
        "Project derived and ambiguous (the select list or the clause that uses its columns, and the join). ")
SMJ = ("Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1, which AQE's own threshold follows), so the join "
       "stays a sort-merge join: its Exchanges and Sorts derived at the join's lines. ")
SUBQ = ("The scalar subquery runs as its own plan (Subquery:1), labelled like a query of its own at the subquery's text; "
        "its adaptive plan prints its initial plan too, and those initial-only Exchange/HashAggregate nodes are "
        "labelled as their final twins. ")
# Look-alikes in the repository, named in the notes of the cases of those problems (never alternatives: the mapper
# must find the file that ran, which the event log's command line names).
SAME = {
    1077: "Look-alikes: 1070 and 1831 are the same RANK() ... = 1 in a FROM (SELECT ...) without an alias, over one "
          "table; 3338 the same with DENSE_RANK() = 2; 1075 joins the same Project and Employee tables on the same ON "
          "line; `Employee` has other columns in 185, 570, 577, 1303 and 1789. ",
    185: "Look-alikes: 2324 and 2988 are the same rank CTE filtered by the main query; 1077 ranks over a join; "
         "`Employee` has other columns in 570, 577, 1077, 1303 and 1789. ",
    1164: "Look-alikes: 1789 is the same GROUP BY ... HAVING UNION of two selects of one table; 1468 and 2837 join a "
          "GROUP BY subquery the same way; `Products` has other columns in 1596, 1795, 2362 and 3293. ",
    1270: "Look-alikes: 570, 1731 and 3054 are self joins of one table; `Employees` has other columns in 1731, 1741, "
          "1978 and 2988. ",
    1596: "Look-alikes: 2324 and 2988 are CTEs of a window over an aggregate; `Orders` and `Products` have other columns "
          "in 1327, 1479, 1565, 2084, 2985 and 1164, 1795, 2362, 3293. ",
    1783: "Look-alikes: 1795 is a UNION ALL of look-alike selects of one table (three, with WHERE); `Players` is also a "
          "table name in other LeetCode problems. ",
    180: "Look-alikes: 1204, 2066, 534 and 1308 are other windows ordered by an id or a date over one table. ",
    2324: "Look-alikes: 2362's CTE is the same RANK() OVER (... SUM(quantity*price) ...) over a join with GROUP BY; 2988 "
          "the same rank CTE over COUNT(*); `Sales` and `Product` have other columns in 1068-1070, 1445 and 2372. ",
    2362: "Look-alikes: the CTE's FROM/JOIN/ON lines (3-5) are written again, byte for byte, as the main query's (9-11); "
          "the plan tells the two joins apart (the CTE's feeds the aggregate); 2324 is the same RANK() over "
          "SUM(quantity*price) of a join. ",
    2793: "Look-alikes: 1204 and 2066 are windows in subqueries with an ORDER BY the optimizer drops; 1596's CTE ends in "
          "an ORDER BY too. ",
    2988: "Look-alikes: 2324 is the same rank CTE filtered by `rnk = 1`; `Employees` has other columns in 1270, 1731, "
          "1741 and 1978. ",
    3054: "Look-alikes: 570, 1270 and 1731 are self joins; 2837 and 3293 LEFT JOIN then ORDER BY. ",
    550: "Look-alikes: 511 is the subquery's MIN(event_date) GROUP BY player_id alone; 534 reads the same Activity "
         "table; 197 joins on `+ INTERVAL'1 day'` the same way. ",
    570: "Look-alikes: 1731 is the same self join with GROUP BY e.employee_id, e.name; `Employee` has other columns in "
         "185, 577, 1077, 1303 and 1789. ",
    1280: "Look-alikes: 2339 and 2480 are CROSS JOINs too; 1581, 1934 and 2372 LEFT JOIN then GROUP BY. ",
    1789: "Look-alikes: 1164 is the same GROUP BY ... HAVING UNION shape; `Employee` has other columns in 185, 570, 577, "
          "1077 and 1303. ",
    1045: "Look-alikes: 2987 is HAVING AVG(price) > a scalar subquery over the same table; 596 and 619 are GROUP BY ... "
          "HAVING COUNT; 1633 divides by `(SELECT COUNT(*) FROM Users)` the same way. ",
    2372: "Look-alikes: 1581, 1934 and 2837 LEFT JOIN then GROUP BY; `Customer` and `Sales` have other columns in 584, "
          "1045 and 1068-1070, 1445, 2324. ",
    1204: "Look-alikes: 2066, 534 and 1308 are running SUM windows; 1831 and 3338 filter a window in an unaliased "
          "subquery. ",
    2084: "Look-alikes: 1350 and 1978 are plain NOT IN subqueries (1978 over the same table); `Orders` has other columns "
          "in 1327, 1479, 1565, 1596 and 2985. ",
}

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, SMJ_OP = "BroadcastExchange", "BroadcastHashJoin", "SortMergeJoin"
BNLJ, CART = "BroadcastNestedLoopJoin", "CartesianProduct"
TOP, WGL, PROJ, FIL = "TakeOrderedAndProject", "WindowGroupLimit", "Project", "Filter"
L: dict[str, dict] = {}


def _rank(first, over, limit, where, x_gap=3, cte=None) -> list:
    """Sort, WindowGroupLimit (partial), Exchange, Sort, WindowGroupLimit (final), Window from `first`."""
    a = first
    return [N(a, "Sort", over, True, "window", cte=cte), N(a + 1, WGL, limit, True, "window", cte=cte),
            N(a + 2, X, over, True, "window", cte=cte), N(a + 2 + x_gap, "Sort", over, True, "window", cte=cte),
            N(a + 3 + x_gap, WGL, limit, True, "window", cte=cte),
            N(a + 4 + x_gap, "Window", over, False, "window", cte=cte)]


# ---- 1077 Project Employees III: RANK() = 1 over a JOIN in an unaliased FROM (SELECT ...) ---------------------------
Q1077 = ("The subquery (lines 3-6) joins Project p and Employee e (JOIN line 5, ON line 6) and ranks by experience_years "
         "within project_id (OVER, line 3); the Project after the join keeps its select list's columns (kind sql, line "
         "3). RANK() ... = 1 is planned as a WindowGroupLimit pair (partial before the window's Exchange, final after): "
         "the Sorts, the limits and the Exchange derived at the OVER line (the limits also at the WHERE, line 7), the "
         "Window not; the WHERE a Filter, the outer select list (line 2) the last Project (kind sql). ")


def _1077(smj: bool) -> list:
    j = s((5, 6))
    out = [N(1, SCAN, s(4), False, "read"), N(2, FIL, j, True, "join"), N(3, X, j, True, "join")]
    if smj:
        out += [N(6, "Sort", j, True, "join"), N(7, SCAN, s(5), False, "read"), N(8, FIL, j, True, "join"),
                N(9, PROJ, s(3, (5, 6)), True, "project", amb=True), N(10, X, j, True, "join"),
                N(13, "Sort", j, True, "join"), N(14, SMJ_OP, j, False, "join")]
    else:
        out += [N(6, BX, j, True, "join"), N(8, SCAN, s(5), False, "read"), N(9, FIL, j, True, "join"),
                N(10, PROJ, s(3, (5, 6)), True, "project", amb=True), N(11, X, j, True, "join"),
                N(14, BHJ, j, False, "join")]
    return out + [N(15, PROJ, s(3), False, "sql"), *_rank(16, s(3), s(3, 7), s(7)),
                  N(24, FIL, s(7), False, "filter"), N(25, PROJ, s(2), False, "sql")]


L["sn_1077_rank_join"] = dict(
    dataframe="SELECT project_id, employee_id (2) FROM (SELECT p.project_id, p.employee_id, RANK() OVER (PARTITION BY "
              "project_id ORDER BY experience_years DESC) AS rnk (3) FROM Project p (4) JOIN Employee e (5) ON "
              "p.employee_id=e.employee_id) (6) WHERE rnk=1; (7)",
    notes=Q1077 + "AQE turned the planned sort-merge join into a broadcast join of the shuffled sides (Project broadcast). "
          + JOIN,
    nodes=_1077(False))

# ---- 185 Department Top Three Salaries: DENSE_RANK() CTE, JOIN Department, WHERE rank <= 3 ---------------------------
RK = "ranking"
J185 = s((8, 9))
L["sn_0185_dense_rank_cte_join"] = dict(
    dataframe="WITH ranking AS ( (1) SELECT name, salary, departmentId, (2) DENSE_RANK() OVER (PARTITION BY departmentId "
              "ORDER BY salary DESC) AS rank (3) FROM Employee (4) ) (5) SELECT d.name AS Department, r.name AS "
              "Employee, r.salary AS Salary (6) FROM ranking r (7) JOIN Department d (8) ON r.departmentId=d.id (9) "
              "WHERE r.rank<=3; (10)",
    notes="The CTE ranking (lines 1-5, symbol `...solution.ranking`) ranks Employee salaries by departmentId (OVER line "
          "3); the main query's `r.rank<=3` (line 10) makes it a WindowGroupLimit pair (limit 3): Sorts, limits and the "
          "window's Exchange derived at the OVER line (the limits also at the WHERE), the Window not; the WHERE is the "
          "Filter after the window, and the Project after it (id dropped, rank dropped) a pruning Project before the "
          "join. The JOIN of ranking r and Department d (lines 8-9) AQE made a broadcast join of the shuffled Department "
          "side; its inferred isnotnull on departmentId sits on the CTE's scan, below the window (derived at the join, "
          "the main query's symbol). The select list with aliases (line 6) is the last Project. " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read", cte=RK), N(2, FIL, J185, True, "join"),
           N(3, PROJ, s((2, 3), (8, 9)), True, "project", cte=RK, amb=True),
           *_rank(4, s(3), s(3, 10), s(10), cte=RK), N(12, FIL, s(10), False, "filter"),
           N(13, PROJ, s(6, (8, 9)), True, "project", amb=True), N(14, SCAN, s(8), False, "read"),
           N(15, FIL, J185, True, "join"), N(16, X, J185, True, "join"), N(19, BX, J185, True, "join"),
           N(21, BHJ, J185, False, "join"), N(22, PROJ, s(6), False, "sql")])

# ---- 1164 Product Price at a Given Date: JOIN of a MAX ... GROUP BY subquery, UNION, GROUP BY ... HAVING MIN ----------
J1164 = s(3, (8, 9))
L["sn_1164_join_max_union_having"] = dict(
    dataframe="SELECT p1.product_id, p1.new_price AS price (1) FROM Products p1 (2) JOIN (SELECT product_id, "
              "MAX(change_date) AS result_date (3) FROM Products (4) WHERE change_date<='2019-08-16' (5) GROUP BY "
              "product_id (6) ) p2 (7) ON p1.product_id=p2.product_id (8) WHERE p1.change_date=p2.result_date (9) UNION "
              "(10) SELECT product_id, 10 AS price (11) FROM Products (12) GROUP BY product_id (13) HAVING "
              "MIN(change_date)>'2019-08-16' (14)",
    notes="First branch: Products p1 joined (JOIN line 3, ON line 8) to the subquery p2 (lines 3-7: WHERE, then MAX ... "
          "GROUP BY as a partial/final aggregate pair at lines 3 and 6); the WHERE `p1.change_date=p2.result_date` (line "
          "9) became the join's second key, so the join is labelled at lines 3, 8 and 9 (AQE's broadcast of the shuffled "
          "p1 side). The subquery's WHERE also holds the join's inferred isnotnull (kind filter, ambiguous); the "
          "isnotnull Filter on result_date after its aggregate is the join's. Second branch: GROUP BY product_id with "
          "HAVING MIN(...) (lines 13-14) a partial/final pair, the HAVING a Filter, its select list (line 11) a Project. "
          "UNION (line 10): the Union and one HashAggregate with no function (the de-duplication, kind distinct, no "
          "Exchange of its own in the final plan). " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, FIL, J1164, True, "join"), N(3, X, J1164, True, "join"),
           N(6, BX, J1164, True, "join"), N(8, SCAN, s(4), False, "read"),
           N(9, FIL, s(5, 3, (8, 9)), False, "filter", amb=True), N(10, PROJ, s(3, 6), True, "project", amb=True),
           *agg([(11, H), (12, X)], 15, s(3, 6)), N(16, FIL, J1164, True, "join"), N(17, BHJ, J1164, False, "join"),
           N(18, PROJ, s(1), False, "sql"), N(19, SCAN, s(12), False, "read"),
           N(20, PROJ, s(11, (13, 14)), True, "project", amb=True), *agg([(21, H), (22, X)], 25, s(11, (13, 14))),
           N(26, FIL, s(14), False, "filter"), N(27, PROJ, s(11), False, "sql"), N(28, "Union", s(10), False, "union"),
           N(29, H, s(10), False, "distinct")])

# ---- 1270 All People Report to the Given Manager: CTE of a three-way self JOIN, WHERE on the main query ---------------
OR = "ordered"
J1, J2 = s((3, 4)), s((5, 6))
L["sn_1270_three_way_self_join_cte"] = dict(
    dataframe="WITH ordered AS (SELECT e1.employee_id,e1.employee_name,e1.manager_id AS first, e2.manager_id AS second, "
              "e3.manager_id AS third (1) FROM Employees e1 (2) JOIN Employees e2 (3) ON e1.manager_id=e2.employee_id "
              "(4) JOIN Employees e3 (5) ON e2.manager_id=e3.employee_id) (6) SELECT employee_id (8) FROM ordered (9) "
              "WHERE employee_id!=1 AND third=1; (10)",
    notes="The CTE ordered (lines 1-6, symbol `...solution.ordered`) reads Employees three times (lines 2, 3, 5) and "
          "joins them (JOIN/ON lines 3-4 and 5-6), both AQE's broadcast joins of shuffled sides. The main query's WHERE "
          "(line 10) is pushed into the CTE: `employee_id!=1` into e1's Filter and `third=1` into e3's, each with the "
          "join's inferred isnotnull (kind filter, not derived, ambiguous: the WHERE and the join; the main query's "
          "symbol). e2's Filter holds both joins' isnotnull (lines 3-6). Pruning Projects below and between the joins "
          "derived and ambiguous; the main select list (line 8) the last Project. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read", cte=OR), N(2, FIL, s(10, (3, 4)), False, "filter", amb=True),
           N(3, PROJ, s(1, (3, 4)), True, "project", cte=OR, amb=True), N(4, X, J1, True, "join", cte=OR),
           N(7, SCAN, s(3), False, "read", cte=OR), N(8, FIL, s((3, 6)), True, "join", cte=OR),
           N(9, PROJ, s(1, (3, 6)), True, "project", cte=OR, amb=True), N(10, X, J1, True, "join", cte=OR),
           N(13, BX, J1, True, "join", cte=OR), N(15, BHJ, J1, False, "join", cte=OR),
           N(16, PROJ, s(1, (5, 6)), True, "project", cte=OR, amb=True), N(17, SCAN, s(5), False, "read", cte=OR),
           N(18, FIL, s(10, (5, 6)), False, "filter", amb=True),
           N(19, PROJ, s(1, (5, 6)), True, "project", cte=OR, amb=True), N(20, X, J2, True, "join", cte=OR),
           N(23, BX, J2, True, "join", cte=OR), N(25, BHJ, J2, False, "join", cte=OR), N(26, PROJ, s(8), False, "sql")])

# ---- 1596 Most Frequently Ordered Products: CTE of COUNT(*) GROUP BY with MAX(COUNT(*)) OVER, JOIN Products -------------
CM = "count_max"
J1596 = s((9, 10))
L["sn_1596_count_max_window_join"] = dict(
    dataframe="WITH count_max AS (SELECT customer_id, product_id, COUNT(*) AS cnt, MAX(COUNT(*)) OVER (PARTITION BY "
              "customer_id) AS max_cnt (2) FROM Orders (3) GROUP BY customer_id, product_id (4) ORDER BY customer_id) (5) "
              "SELECT m.customer_id, m.product_id, p.product_name (7) FROM (SELECT customer_id,product_id,cnt FROM "
              "count_max WHERE cnt = max_cnt) m (8) JOIN Products p (9) ON m.product_id = p.product_id (10)",
    notes="The CTE count_max (lines 2-5, symbol `...solution.count_max`): COUNT(*) ... GROUP BY customer_id, product_id "
          "a partial/final aggregate pair (lines 2 and 4, its pruning Project derived), then MAX(COUNT(*)) OVER "
          "(PARTITION BY customer_id) a window (its hash Exchange and Sort derived, the Window not, line 2); the CTE's "
          "ORDER BY (line 5) left no node (the optimizer drops a sort under a join). The subquery m's WHERE `cnt = "
          "max_cnt` (line 8) is the Filter after the window, with the join's inferred isnotnull(product_id) (kind "
          "filter, ambiguous); its select list minus cnt the pruning Project before the join. The JOIN with Products p "
          "(lines 9-10) AQE's broadcast of Products; the select list (line 7) the last Project. " + JOIN,
    nodes=[N(1, SCAN, s(3), False, "read", cte=CM), N(2, PROJ, s(2, 4), True, "project", cte=CM, amb=True),
           *agg([(3, H), (4, X)], 7, s(2, 4), cte=CM), N(8, X, s(2), True, "window", cte=CM),
           N(11, "Sort", s(2), True, "window", cte=CM), N(12, "Window", s(2), False, "window", cte=CM),
           N(13, FIL, s(8, (9, 10)), False, "filter", amb=True), N(14, PROJ, s(8, (9, 10)), True, "project", amb=True),
           N(15, SCAN, s(9), False, "read"), N(16, FIL, J1596, True, "join"),
           N(17, PROJ, s(7, (9, 10)), True, "project", amb=True), N(18, X, J1596, True, "join"),
           N(21, BX, J1596, True, "join"), N(23, BHJ, J1596, False, "join"), N(24, PROJ, s(7), False, "sql")])

# ---- 1783 Grand Slam Titles: CTE of COUNT over a UNION ALL of four selects, JOIN Players ---------------------------------
W = "winners"
J1783 = s((21, 22))
L["sn_1783_union_all_group_join"] = dict(
    dataframe="WITH winners AS ( (2) SELECT winner, COUNT(winner) AS grand_slams_count (3) FROM (SELECT Wimbledon AS "
              "winner (4) FROM Championships (5) UNION ALL (6) SELECT Fr_open AS winner (7) FROM Championships (8) UNION "
              "ALL (9) SELECT US_open AS winner (10) FROM Championships (11) UNION ALL (12) SELECT AU_open AS winner (13) "
              "FROM Championships (14) ) (15) GROUP BY winner (16) ) (17) SELECT p.player_id, p.player_name, "
              "w.grand_slams_count (19) FROM Players p (20) JOIN winners w (21) ON p.player_id=w.winner; (22)",
    notes="The CTE winners (lines 2-17, symbol `...solution.winners`): four reads of Championships (FROM lines 5, 8, 11, "
          "14), each with its select list (lines 4, 7, 10, 13: Projects, kind sql) and the join's inferred isnotnull on "
          "the selected column (derived at the join, the main query's symbol); one Union for the three UNION ALL lines "
          "(6, 9, 12); COUNT(winner) ... GROUP BY winner a partial/final aggregate pair (lines 3 and 16). The main "
          "query's JOIN (lines 21-22) AQE's broadcast of the shuffled Players side; its select list (line 19) the last "
          "Project. " + JOIN,
    nodes=[N(1, SCAN, s(20), False, "read"), N(2, FIL, J1783, True, "join"), N(3, X, J1783, True, "join"),
           N(6, BX, J1783, True, "join"),
           N(8, SCAN, s(5), False, "read", cte=W), N(9, FIL, J1783, True, "join"), N(10, PROJ, s(4), False, "sql", cte=W),
           N(11, SCAN, s(8), False, "read", cte=W), N(12, FIL, J1783, True, "join"),
           N(13, PROJ, s(7), False, "sql", cte=W), N(14, SCAN, s(11), False, "read", cte=W),
           N(15, FIL, J1783, True, "join"), N(16, PROJ, s(10), False, "sql", cte=W),
           N(17, SCAN, s(14), False, "read", cte=W), N(18, FIL, J1783, True, "join"),
           N(19, PROJ, s(13), False, "sql", cte=W), N(20, "Union", s(6, 9, 12), False, "union", cte=W),
           *agg([(21, H), (22, X)], 25, s(3, 16), cte=W), N(26, BHJ, J1783, False, "join"),
           N(27, PROJ, s(19), False, "sql")])

# ---- 180 Consecutive Numbers: CTE of two LEAD windows, WHERE, SELECT DISTINCT(num) ------------------------------------
NL = "new_log"
L["sn_0180_lead_windows_distinct"] = dict(
    dataframe="WITH new_log AS( (1) SELECT id, num, LEAD(num) OVER (ORDER BY id) AS next1, LEAD(num,2) OVER (ORDER BY "
              "id) AS next2 (2) FROM Logs (3) ) (4) SELECT DISTINCT(num) AS ConsecutiveNums (5) FROM new_log (6) WHERE "
              "num=next1 AND num=next2; (7)",
    notes="The CTE new_log (lines 1-4, symbol `...solution.new_log`): both LEAD windows, ordered by id with no PARTITION "
          "BY, are one Window after a single-partition Exchange and a Sort (derived, kind window, line 2). The main "
          "query's WHERE (line 7) the Filter, its select list with the alias (line 5) the Project, and SELECT DISTINCT "
          "one HashAggregate with no function and no Exchange (its input is already one partition), kind distinct, "
          "line 5. ",
    nodes=[N(1, SCAN, s(3), False, "read", cte=NL), N(2, X, s(2), True, "window", cte=NL),
           N(4, "Sort", s(2), True, "window", cte=NL), N(5, "Window", s(2), False, "window", cte=NL),
           N(6, FIL, s(7), False, "filter"), N(7, PROJ, s(5), False, "sql"), N(8, H, s(5), False, "distinct")])

# ---- 2324 Product Sales Analysis IV: CTE RANK() OVER (ORDER BY SUM(...)) over a JOIN with GROUP BY, WHERE rnk = 1 -------
RA = "RANKING"
J2324 = s((4, 5))
L["sn_2324_rank_sum_join_cte"] = dict(
    dataframe="WITH RANKING AS (SELECT s.user_id, s.product_id, RANK() OVER (PARTITION BY user_id ORDER BY "
              "SUM(s.quantity*p.price) DESC) AS rnk (2) FROM Sales s (3) JOIN Product p (4) ON s.product_id = "
              "p.product_id (5) GROUP BY s.user_id, s.product_id) (6) SELECT user_id, product_id (8) FROM RANKING (9) "
              "WHERE rnk = 1; (10)",
    notes="The CTE RANKING (lines 2-6, symbol `...solution.RANKING`): Sales s JOIN Product p (lines 4-5), AQE's "
          "broadcast of the shuffled Product side; the Sales side's hash Exchange on product_id is both the join's and "
          "the GROUP BY's partitioning (derived and ambiguous: the join and the GROUP BY), so SUM(...) GROUP BY "
          "s.user_id, s.product_id is a single HashAggregate with no Exchange (lines 2 and 6, not derived). RANK() OVER "
          "(PARTITION BY user_id ORDER BY the SUM) with the main query's `rnk = 1` (line 10) a WindowGroupLimit pair: "
          "Sorts, limits and the window's Exchange derived at line 2 (the limits also at line 10), the Window not; the "
          "WHERE a Filter and the main select list (line 8) the last Project. " + JOIN,
    nodes=[N(1, SCAN, s(3), False, "read", cte=RA), N(2, FIL, J2324, True, "join", cte=RA),
           N(3, PROJ, s(2, (4, 5)), True, "project", cte=RA, amb=True),
           N(4, X, s((4, 6)), True, "join", cte=RA, amb=True), N(7, SCAN, s(4), False, "read", cte=RA),
           N(8, FIL, J2324, True, "join", cte=RA), N(9, X, J2324, True, "join", cte=RA),
           N(12, BX, J2324, True, "join", cte=RA), N(14, BHJ, J2324, False, "join", cte=RA),
           N(15, PROJ, s(2, (4, 5)), True, "project", cte=RA, amb=True), N(16, H, s(2, 6), False, "aggregate", cte=RA),
           *_rank(17, s(2), s(2, 10), s(10), cte=RA), N(25, FIL, s(10), False, "filter"),
           N(26, PROJ, s(8), False, "sql")])

# ---- 2362 Generate the Invoice: CTE with SUM and two RANK() windows over a join; the main query joins three ways -------
IR = "invoice_with_rank"
JA, JB, JC = s((4, 5)), s((10, 11)), s((12, 13))
L["sn_2362_two_ranks_three_joins"] = dict(
    dataframe="with invoice_with_rank AS (SELECT pu.invoice_id, SUM(pu.quantity*pr.price) AS prcie_per_invoice, RANK() "
              "OVER (ORDER BY SUM(pu.quantity*pr.price) DESC) rnk_total, RANK() OVER (PARTITION BY "
              "SUM(pu.quantity*pr.price) ORDER BY invoice_id) AS rnk_invoice (2) FROM Purchases pu (3) JOIN Products pr "
              "(4) ON pu.product_id = pr.product_id (5) GROUP BY pu.invoice_id) (6) SELECT pu.product_id, pu.quantity, "
              "pr.price*pu.quantity AS price (8) FROM Purchases pu (9) JOIN Products pr (10) ON pu.product_id = "
              "pr.product_id (11) JOIN (SELECT invoice_id FROM invoice_with_rank WHERE rnk_total=1 AND rnk_invoice=1) "
              "inv (12) ON pu.invoice_id = inv.invoice_id (13)",
    notes="The main query joins Purchases pu (line 9) and Products pr (JOIN/ON lines 10-11; AQE's broadcast of the "
          "shuffled Purchases side), then broadcasts that join's result to join the subquery inv (JOIN/ON lines 12-13). "
          "The CTE invoice_with_rank (lines 2-6, symbol `...solution.invoice_with_rank`) joins Purchases and Products "
          "again (lines 3-5, written byte for byte like lines 9-11); AQE reuses the main join's shuffle of Products for "
          "it (ReusedExchange, not labelled), so its Products side has no scan of its own. The CTE's SUM ... GROUP BY "
          "pu.invoice_id is a partial/final aggregate pair (lines 2 and 6). Its two RANK() windows (line 2): one "
          "single-partition Exchange (derived) serves both, each with its Sort (derived) and Window (not derived); "
          "`rnk_invoice=1` (line 12) makes the second a final-only WindowGroupLimit (derived at lines 2 and 12). The "
          "subquery inv's WHERE (line 12) is the Filter after the windows, with the join's inferred isnotnull (kind "
          "filter, ambiguous), its select list the Project before the join. Purchases' Filter holds both joins' "
          "isnotnull (lines 10-13). The select list (line 8) the last Project. " + JOIN,
    nodes=[N(1, SCAN, s(9), False, "read"), N(2, FIL, s((10, 13)), True, "join"), N(3, X, JB, True, "join"),
           N(6, BX, JB, True, "join"), N(8, SCAN, s(10), False, "read"), N(9, FIL, JB, True, "join"),
           N(10, X, JB, True, "join"), N(13, BHJ, JB, False, "join"),
           N(14, PROJ, s(8, (12, 13)), True, "project", amb=True), N(15, BX, JC, True, "join"),
           N(17, SCAN, s(3), False, "read", cte=IR), N(18, FIL, JA, True, "join", cte=IR),
           N(19, X, JA, True, "join", cte=IR), N(22, BX, JA, True, "join", cte=IR),
           N(27, BHJ, JA, False, "join", cte=IR), N(28, PROJ, s(2, (4, 5)), True, "project", cte=IR, amb=True),
           *agg([(29, H), (30, X)], 33, s(2, 6), cte=IR), N(34, X, s(2), True, "window", cte=IR),
           N(36, "Sort", s(2), True, "window", cte=IR), N(37, "Window", s(2), False, "window", cte=IR),
           N(38, "Sort", s(2), True, "window", cte=IR), N(39, WGL, s(2, 12), True, "window", cte=IR),
           N(40, "Window", s(2), False, "window", cte=IR), N(41, FIL, s(12, 13), False, "filter", amb=True),
           N(42, PROJ, s(12), False, "sql"), N(43, BHJ, JC, False, "join"), N(44, PROJ, s(8), False, "sql")])

# ---- 2793 Status of Flight Tickets: CTE ROW_NUMBER() with ORDER BY, JOIN Flights, CASE, ORDER BY ---------------------
PO = "passenger_order"
J2793 = s((7, 8))
L["sn_2793_row_number_join_order"] = dict(
    dataframe="WITH passenger_order AS (SELECT passenger_id, flight_id, ROW_NUMBER() OVER (PARTITION BY flight_id ORDER "
              "BY booking_time) AS order (1) FROM Passengers (2) ORDER BY flight_id,booking_time) (3) SELECT "
              "po.passenger_id, CASE WHEN po.order<=f.capacity THEN 'Confirmed' ELSE 'Waitlist' END AS Status (5) FROM "
              "passenger_order po (6) JOIN Flights f (7) ON po.flight_id=f.flight_id (8) ORDER BY passenger_id; (9)",
    notes="The CTE passenger_order (lines 1-3, symbol `...solution.passenger_order`): ROW_NUMBER() OVER (PARTITION BY "
          "flight_id ORDER BY booking_time) (line 1) a hash Exchange, a Sort and a Window; the hash Exchange on "
          "flight_id was also the planned sort-merge join's partitioning (derived and ambiguous: the OVER line and the "
          "join), and the Sort on (flight_id, booking_time) is also what the CTE's ORDER BY (line 3) asked for, which "
          "left no node of its own (ambiguous: the OVER line and the ORDER BY). The CTE's select list (line 1) the "
          "Project after the window. The JOIN with Flights (lines 7-8) AQE's broadcast of Flights; the select list with "
          "the CASE (line 5) the Project after it; ORDER BY passenger_id (line 9): range Exchange derived, Sort not. "
          + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read", cte=PO), N(2, FIL, J2793, True, "join"),
           N(3, X, s(1, (7, 8)), True, "window", cte=PO, amb=True),
           N(6, "Sort", s(1, 3), True, "window", cte=PO, amb=True), N(7, "Window", s(1), False, "window", cte=PO),
           N(8, PROJ, s(1), False, "sql", cte=PO), N(9, SCAN, s(7), False, "read"), N(10, FIL, J2793, True, "join"),
           N(11, X, J2793, True, "join"), N(14, BX, J2793, True, "join"), N(16, BHJ, J2793, False, "join"),
           N(17, PROJ, s(5), False, "sql"), *order(18, 21, s(9))])

# ---- 2988 Manager of the Largest Department: CTE RANK() OVER (ORDER BY COUNT(*)), JOIN, WHERE, ORDER BY ---------------
NM = "num"
J2988 = s((7, 8))
L["sn_2988_rank_count_join"] = dict(
    dataframe="WITH num AS (SELECT dep_id, COUNT(*), RANK() OVER(ORDER BY COUNT(*) DESC) AS rnk (1) FROM Employees (2) "
              "GROUP BY dep_id) (3) SELECT e.emp_name AS manager_name, e.dep_id (5) FROM Employees e (6) JOIN num n (7) "
              "ON e.dep_id=n.dep_id (8) WHERE n.rnk=1 AND e.position='Manager' (9) ORDER BY dep_id; (10)",
    notes="The CTE num (lines 1-3, symbol `...solution.num`): COUNT(*) ... GROUP BY dep_id a partial/final aggregate "
          "pair (lines 1 and 3, its pruning Project derived), then RANK() OVER (ORDER BY COUNT(*) DESC) with no "
          "PARTITION BY, which the main query's `n.rnk=1` (line 9) makes a WindowGroupLimit pair around a "
          "single-partition Exchange (Sorts, limits and Exchange derived at line 1, the limits also at line 9; the "
          "Window not). The WHERE's two conditions split: `n.rnk=1` the Filter after the window, `e.position='Manager'` "
          "the Filter on Employees e (each with the join's inferred isnotnull: kind filter, ambiguous). The JOIN (lines "
          "7-8) AQE's broadcast of the shuffled e side; the select list (line 5) the Project after it; ORDER BY dep_id "
          "(line 10) a Sort with no Exchange of its own (the join's output is one partition). " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, FIL, s(9, (7, 8)), False, "filter", amb=True),
           N(3, PROJ, s(5, (7, 8)), True, "project", amb=True), N(4, X, J2988, True, "join"),
           N(7, BX, J2988, True, "join"), N(9, SCAN, s(2), False, "read", cte=NM),
           N(10, PROJ, s(1, 3), True, "project", cte=NM, amb=True), *agg([(11, H), (12, X)], 15, s(1, 3), cte=NM),
           *_rank(16, s(1), s(1, 9), s(9), x_gap=2, cte=NM), N(23, FIL, s(9, (7, 8)), False, "filter", amb=True),
           N(24, PROJ, s(9, (7, 8)), True, "project", amb=True), N(25, BHJ, J2988, False, "join"),
           N(26, PROJ, s(5), False, "sql"), N(27, "Sort", s(10), False, "sort")])

# ---- 3054 Binary Tree Nodes: CTE of a self JOIN with GROUP BY, LEFT JOIN, CASE, ORDER BY ----------------------------
IL = "inner_list"
JI, JL = s((4, 6)), s((11, 12))
L["sn_3054_self_join_group_left_join"] = dict(
    dataframe="WITH inner_list AS (SELECT t1.n AS N, 'Inner' AS Type (2) FROM Tree t1 (3) JOIN Tree t2 (4) ON t1.N=T2.p "
              "(5) WHERE t1.n=t2.p AND t1.p IS NOT NULL (6) GROUP BY t1.n) (7) SELECT t.N, CASE WHEN t.N=i.N THEN "
              "'Inner' WHEN t.P IS NULL THEN 'Root' ELSE 'Leaf' END AS Type (9) FROM Tree t (10) LEFT JOIN inner_list i "
              "(11) ON t.N=i.N (12) ORDER BY t.N; (13)",
    notes="The CTE inner_list (lines 2-7, symbol `...solution.inner_list`): Tree t1 JOIN Tree t2 on `t1.N=T2.p` (line 5, "
          "repeated in the WHERE, line 6), AQE's broadcast of the shuffled t2 side, labelled at lines 4-6; t1's Filter "
          "holds the WHERE's `t1.p IS NOT NULL` and the join's isnotnull (kind filter, ambiguous). t1's hash Exchange on "
          "n serves the join, then the GROUP BY t1.n (a single HashAggregate with no Exchange, lines 2 and 7) and the "
          "LEFT JOIN's right side (derived and ambiguous). The main query's LEFT JOIN (lines 11-12) stays a sort-merge "
          "join: Tree t's hash Exchange and both Sorts derived there. The select list with the CASE (line 9) the "
          "Project after it; ORDER BY t.N (line 13): range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(10), False, "read"), N(2, X, JL, True, "join"), N(5, "Sort", JL, True, "join"),
           N(6, SCAN, s(3), False, "read", cte=IL), N(7, FIL, s(6, (4, 5)), False, "filter", cte=IL, amb=True),
           N(8, PROJ, s(2, (4, 5)), True, "project", cte=IL, amb=True),
           N(9, X, s((4, 7), (11, 12)), True, "join", cte=IL, amb=True), N(12, SCAN, s(4), False, "read", cte=IL),
           N(13, FIL, JI, True, "join", cte=IL), N(14, PROJ, s(2, (4, 5)), True, "project", cte=IL, amb=True),
           N(15, X, JI, True, "join", cte=IL), N(18, BX, JI, True, "join", cte=IL), N(20, BHJ, JI, False, "join", cte=IL),
           N(21, PROJ, s(2, 7), True, "project", cte=IL, amb=True), N(22, H, s(2, 7), False, "aggregate", cte=IL),
           N(23, "Sort", JL, True, "join"), N(24, SMJ_OP, JL, False, "join"), N(25, PROJ, s(9), False, "sql"),
           *order(26, 29, s(13))])

# ---- 550 Game Play Analysis IV: LEFT JOIN a MIN ... GROUP BY subquery on a date + INTERVAL, COUNT GROUP BY, global SUM --
J550 = s(5, 10)
L["sn_0550_left_join_min_interval"] = dict(
    dataframe="SELECT ROUND((SUM(CASE WHEN count=1 THEN 1 ELSE 0 END))*1.0/COUNT(*),2) AS fraction (1) FROM ( (2) SELECT "
              "a1.player_id, COUNT(a2.first_date) AS count (3) FROM Activity a1 (4) LEFT JOIN ( (5) SELECT player_id, "
              "MIN(event_date) AS first_date (6) FROM Activity (7) GROUP BY player_id (8) ) a2 (9) ON a1.player_id = "
              "a2.player_id AND a1.event_date = a2.first_date + INTERVAL'1 day' (10) GROUP BY a1.player_id (11) ); (12)",
    notes="The inner subquery a2 (lines 6-8): MIN(event_date) GROUP BY player_id a partial/final aggregate pair, its "
          "pruning Project derived. The LEFT JOIN (line 5, ON line 10, both keys including `first_date + INTERVAL'1 "
          "day'`) AQE made a broadcast join of the aggregated side; a2's isnotnull Filters (below and after its "
          "aggregate) are the join's inferred ones. The middle subquery's COUNT(a2.first_date) GROUP BY a1.player_id "
          "(lines 3, 11) a partial/final pair; the outer SUM(CASE ...)/COUNT(*) with no GROUP BY (line 1) a partial "
          "aggregate, a single-partition Exchange (derived) and the final aggregate. " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, PROJ, s(3, 5, 10), True, "project", amb=True),
           N(3, X, J550, True, "join"), N(6, SCAN, s(7), False, "read"), N(7, FIL, J550, True, "join"),
           N(8, PROJ, s(6, 8), True, "project", amb=True), *agg([(9, H), (10, X)], 13, s(6, 8)),
           N(14, FIL, J550, True, "join"), N(15, BX, J550, True, "join"), N(17, BHJ, J550, False, "join"),
           N(18, PROJ, s(3, 10), True, "project", amb=True), *agg([(19, H), (20, X)], 23, s(3, 11)),
           *agg([(24, H), (25, X)], 27, s(1))])

# ---- 570 Managers with at Least 5 Direct Reports: self JOIN, GROUP BY, HAVING COUNT ---------------------------------
J570 = s((3, 4))
L["sn_0570_self_join_having"] = dict(
    dataframe="SELECT e.name AS name (1) FROM Employee e (2) JOIN Employee m (3) ON e.id=m.managerId (4) GROUP BY e.id, "
              "e.name (5) HAVING COUNT(e.id)>=5; (6)",
    notes="A self join (JOIN line 3, ON line 4), AQE's broadcast of the shuffled e side. e's hash Exchange on id is both "
          "the join's and the GROUP BY's partitioning (derived and ambiguous: the join and the GROUP BY), so GROUP BY "
          "e.id, e.name with COUNT(e.id) is a single HashAggregate with no Exchange (lines 5-6, not derived); the HAVING "
          "a Filter (line 6), the select list (line 1) the last Project. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, FIL, J570, True, "join"),
           N(3, PROJ, s(1, 5, (3, 4)), True, "project", amb=True), N(4, X, s((3, 5)), True, "join", amb=True),
           N(7, BX, J570, True, "join"), N(9, SCAN, s(3), False, "read"), N(10, FIL, J570, True, "join"),
           N(11, PROJ, J570, True, "project", amb=True), N(12, X, J570, True, "join"), N(15, BHJ, J570, False, "join"),
           N(16, PROJ, s(5, (3, 4)), True, "project", amb=True), N(17, H, s(5, 6), False, "aggregate"),
           N(18, FIL, s(6), False, "filter"), N(19, PROJ, s(1), False, "sql")])

# ---- 1280 Students and Examinations: CTE CROSS JOIN, LEFT JOIN, COUNT GROUP BY, ORDER BY -----------------------------
SS = "st_su"
J1280 = s((9, 10))
L["sn_1280_cross_join_left_join_group"] = dict(
    dataframe="WITH st_su AS ( (1) SELECT st.student_id, st.student_name, su.subject_name (2) FROM Students st (3) CROSS "
              "JOIN Subjects su (4) ) (5) SELECT s.student_id, s.student_name, s.subject_name, "
              "COALESCE(COUNT(e.subject_name),0) AS attended_exams (7) FROM st_su s (8) LEFT JOIN Examinations e (9) ON "
              "s.student_id=e.student_id AND s.subject_name=e.subject_name (10) GROUP BY s.student_id, s.student_name, "
              "s.subject_name (11) ORDER BY s.student_id, s.subject_name; (12)",
    notes="The CTE st_su (lines 1-5, symbol `...solution.st_su`): Students (line 3) CROSS JOIN Subjects (line 4) a "
          "CartesianProduct (kind join, line 4). The LEFT JOIN with Examinations (lines 9-10) AQE's broadcast of "
          "Examinations; the CartesianProduct's hash Exchange on (student_id, subject_name) is both the join's and the "
          "GROUP BY's partitioning (derived and ambiguous), so COUNT ... GROUP BY (lines 7, 11) is a single "
          "HashAggregate with no Exchange, not derived. ORDER BY (line 12): range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(3), False, "read", cte=SS), N(2, SCAN, s(4), False, "read", cte=SS),
           N(3, CART, s(4), False, "join", cte=SS), N(4, X, s((9, 11)), True, "join", amb=True),
           N(7, SCAN, s(9), False, "read"), N(8, FIL, J1280, True, "join"), N(9, X, J1280, True, "join"),
           N(12, BX, J1280, True, "join"), N(14, BHJ, J1280, False, "join"),
           N(15, PROJ, s(7, (9, 10)), True, "project", amb=True), N(16, H, s(7, 11), False, "aggregate"),
           *order(17, 20, s(12))])

# ---- 1789 Primary Department for Each Employee: GROUP BY ... HAVING UNION SELECT ... WHERE, ORDER BY -------------------
L["sn_1789_having_union_order"] = dict(
    dataframe="SELECT employee_id, SUM(department_id) AS department_id (1) FROM Employee (2) GROUP BY employee_id (3) "
              "HAVING COUNT(*)=1 (4) UNION (6) SELECT employee_id, department_id (8) FROM Employee (9) WHERE "
              "primary_flag='Y' (10) ORDER BY employee_id; (11)",
    notes="First branch: SUM(department_id) ... GROUP BY employee_id HAVING COUNT(*)=1 a partial/final aggregate pair "
          "(lines 1, 3-4; its pruning Project derived), the HAVING a Filter (line 4), the select list a Project (line "
          "1). Second branch: its scan, WHERE (line 10) and select list (line 8, cast to BIGINT for the union). UNION "
          "(line 6) the Union and a partial/final de-duplicating aggregate pair with no function (kind distinct). ORDER "
          "BY (line 11), which applies to the UNION's result: range Exchange derived, Sort not. ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, PROJ, s(1, 3), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(1, (3, 4))), N(8, FIL, s(4), False, "filter"), N(9, PROJ, s(1), False, "sql"),
           N(10, SCAN, s(9), False, "read"), N(11, FIL, s(10), False, "filter"), N(12, PROJ, s(8), False, "sql"),
           N(13, "Union", s(6), False, "union"), *agg([(14, H), (15, X)], 18, s(6), kind="distinct"),
           *order(19, 22, s(11))])

# ---- 1045 Customers Who Bought All Products: GROUP BY, HAVING COUNT(DISTINCT) = (SELECT COUNT(*) ...) ----------------
L["sn_1045_having_count_distinct_scalar"] = dict(
    dataframe="SELECT customer_id (1) FROM Customer (2) GROUP BY customer_id (3) HAVING COUNT(DISTINCT product_key) = "
              "(SELECT COUNT(*) FROM Product); (4)",
    notes="GROUP BY customer_id with COUNT(DISTINCT product_key) in the HAVING is four HashAggregates and two Exchanges: "
          "the de-duplication on (customer_id, product_key) (partial, Exchange, merge) and the count's partial, "
          "Exchange and final; all but the last derived, at the GROUP BY and the HAVING (lines 3-4). The HAVING is the "
          "Filter after it (holding the scalar subquery), the select list (line 1) the last Project. " + SUBQ
          + "The subquery `(SELECT COUNT(*) FROM Product)` (line 4): its scan, the empty pruning Project (derived), a "
          "partial count, a single-partition Exchange and the final count. ",
    nodes=[N(1, SCAN, s(2), False, "read"), *agg([(2, H), (3, X), (6, H), (7, H), (8, X)], 11, s((3, 4))),
           N(12, FIL, s(4), False, "filter"), N(13, PROJ, s(1), False, "sql"), N(23, SCAN, s(4), False, "read"),
           N(24, PROJ, s(4), True, "project"), *agg([(25, H), (26, X)], 28, s(4)), N(30, X, s(4), True, "aggregate"),
           N(31, H, s(4), False, "aggregate")])

# ---- 2372 Calculate the Influence of Each Salesperson: two LEFT JOINs, SUM GROUP BY ---------------------------------
JA2, JB2 = s((3, 4)), s((5, 6))
L["sn_2372_two_left_joins_group"] = dict(
    dataframe="SELECT s.salesperson_id, s.name, COALESCE(SUM(price),0) AS total (1) FROM Salesperson s (2) LEFT JOIN "
              "Customer c (3) ON s.salesperson_id = c.salesperson_id (4) LEFT JOIN Sales sal (5) ON c.customer_id = "
              "sal.customer_id (6) GROUP BY s.salesperson_id, s.name; (7)",
    notes="Two left outer joins (lines 3-4 and 5-6), both AQE's broadcast of the right side. Salesperson's hash Exchange "
          "on salesperson_id is both the first join's and the GROUP BY's partitioning (derived and ambiguous), so SUM "
          "... GROUP BY s.salesperson_id, s.name (lines 1, 7) is a single HashAggregate with no Exchange, not derived. "
          "Pruning Projects after each join and on Sales derived and ambiguous. " + JOIN,
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, X, s((3, 4), 7), True, "join", amb=True),
           N(5, SCAN, s(3), False, "read"), N(6, FIL, JA2, True, "join"), N(7, X, JA2, True, "join"),
           N(10, BX, JA2, True, "join"), N(12, BHJ, JA2, False, "join"),
           N(13, PROJ, s(1, (5, 6)), True, "project", amb=True), N(14, SCAN, s(5), False, "read"),
           N(15, FIL, JB2, True, "join"), N(16, PROJ, s(1, (5, 6)), True, "project", amb=True),
           N(17, X, JB2, True, "join"), N(20, BX, JB2, True, "join"), N(22, BHJ, JB2, False, "join"),
           N(23, PROJ, s(1, (5, 7)), True, "project", amb=True), N(24, H, s(1, 7), False, "aggregate")])

# ---- 1204 Last Person to Fit in the Bus: running SUM window in an unaliased subquery, WHERE, ORDER BY ... LIMIT 1 --------
L["sn_1204_running_sum_limit"] = dict(
    dataframe="SELECT person_name (1) FROM (SELECT turn,person_name,weight, SUM(weight) OVER (ORDER BY turn) AS "
              "total_weight (2) FROM Queue (3) ORDER BY turn) (4) WHERE total_weight<=1000 (5) ORDER BY turn DESC (6) "
              "LIMIT 1; (7)",
    notes="The subquery (lines 2-4): its select list's columns a pruning Project (derived, line 2), the running SUM(weight) "
          "OVER (ORDER BY turn) with no PARTITION BY a single-partition Exchange and a Sort (derived) and a Window (line "
          "2); the subquery's ORDER BY turn (line 4) left no node of its own, its order being the window's Sort "
          "(ambiguous). The WHERE (line 5) the Filter, the Project keeping person_name and turn for the sort derived "
          "(ambiguous: the select list and the ORDER BY), ORDER BY turn DESC LIMIT 1 (lines 6-7) one "
          "TakeOrderedAndProject (kind sort; its project list is line 1's). ",
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, PROJ, s(2), True, "project", amb=True),
           N(3, X, s(2), True, "window"), N(5, "Sort", s(2, 4), True, "window", amb=True),
           N(6, "Window", s(2), False, "window"), N(7, FIL, s(5), False, "filter"),
           N(8, PROJ, s(1, 6), True, "project", amb=True), N(9, TOP, s((6, 7), 1), False, "sort")])

# ---- 1077 again with broadcast joins off: the sort-merge join -------------------------------------------------------
L["sn_1077_rank_join_smj"] = dict(
    dataframe=L["sn_1077_rank_join"]["dataframe"],
    notes=Q1077 + SMJ + JOIN,
    nodes=_1077(True))

# ---- 2084 Drop Type 1 Orders: WHERE ... OR customer_id NOT IN (SELECT ...) -----------------------------------------
L["sn_2084_not_in_or"] = dict(
    dataframe="SELECT * (1) FROM Orders (2) WHERE order_type=0 OR customer_id NOT IN (SELECT customer_id FROM Orders "
              "WHERE order_type=0) (3)",
    notes="NOT IN (SELECT ...) under an OR cannot be an anti join: it is a BroadcastNestedLoopJoin ExistenceJoin (kind "
          "subquery, null-aware condition `= OR isnull(=)`, its BroadcastExchange derived), all at line 3 with the "
          "subquery's own scan, WHERE and select list; the WHERE's OR the Filter after it (line 3), `SELECT *` the last "
          "Project (line 1). ",
    nodes=[N(1, SCAN, s(2), False, "read"), N(2, SCAN, s(3), False, "read"), N(3, FIL, s(3), False, "filter"),
           N(4, PROJ, s(3), False, "sql"), N(5, BX, s(3), True, "subquery"), N(7, BNLJ, s(3), False, "subquery"),
           N(8, FIL, s(3), False, "filter"), N(9, PROJ, s(1), False, "sql")])


def main() -> int:
    sys.path.insert(0, str(HERE))
    from capture import CASES, statements  # noqa: E402
    import make_data  # noqa: E402

    repo = BENCH / "repos" / SLUG

    def cases():
        for case_id, part, file, k, settings in CASES:
            if case_id not in L or not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not labelled or not captured yet")
                continue
            spec = dict(L[case_id])
            spec["file"] = file
            a, b, _ = statements((repo / file).read_text())[k - 1]
            run = RUN.format(file=file, a=a, b=b, above=ABOVE if a > 1 else "")
            extra = f"Settings: {', '.join(settings)}. " if settings else ""
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in the driver)",
                    "notes": spec["notes"] + SAME.get(make_data.problem(file), "") + INPUTS + SESSION + extra + run
                    + TAIL,
                    "form": "sql", "source": "Shawn-Son/LeetCode-SQL-Practice"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
