"""Write each pa_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/priyanshagarwal-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=..., true=...), the helpers of ../sql_labels.py: spans
are the file's own line numbers. Symbols: a clause of a .sql file is the file's repository path dotted without `.sql`
(`184. Department Highest Salary`: the files sit in the repository's root, so the symbol is the file's name) or, inside
a CTE, that then the CTE's name (`cte=`: `185. Department Top Three Salaries.CTE`), as the lq_/lm_/nc_/vl_ families
did. `true=`: the clause that made the node is written identically (the same line, up to its indentation) in another
solution of the same file; both places are acceptable spans and the one that ran is `true_lines`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "priyanshagarwal__leetcode-sql-solution"
COMMIT = "99b38ab7b058c78e0d1b964215806afad17dd9c6"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by the shared driver (bench/real/capture/sql_files.py), outside the repository: "
          "spark.createDataFrame of generated rows (bench/real/capture/priyanshagarwal-leetcode-sql/make_data.py, fixed "
          "seeds) in the problem's schema, each registered as a temp view under the name the query uses; each Scan "
          "ExistingRDD is labelled at the FROM/JOIN line that names that table (a table read in a CTE or subquery at its "
          "own FROM). ")
RUN = ("Run: spark-submit sql_files.py '{file}' from the repository's root (the file's repository path exactly as the "
       "program's argument); the driver cut the file into {n} statement(s) (`/* ... */` blocks, `--` and `#` comment "
       "lines and blank lines around statements belong to none) and ran each in file order with spark.sql, its text "
       "unchanged, then collect(); this case is statement {k}, lines {a}-{b}. ")
TAIL = ("The plan is the one that statement's action ran, written by a query-execution listener after it ran (final "
        "adaptive plan; the main plan's initial-only nodes are not labelled); event_log.json from the same spark-submit "
        "run, the execution found by its plan, `description_rank` its place among the run's collect() executions.")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch from the planned sort-merge join) and the inferred "
        "isnotnull Filters are derived at the lines of the join (the JOIN and ON lines, or for a comma join the table's "
        "line and the WHERE conditions that join it), kind join; a pruning Project derived and ambiguous (the select "
        "list or the clause that uses its columns, and the join). ")
SMJ = ("Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1, which AQE's own threshold follows), so the join "
       "stays a sort-merge join: its Exchanges and Sorts derived at the join's lines. ")
SUBQ = ("Each scalar subquery runs as its own plan (Subquery:N), labelled like a query of its own at the subquery's "
        "text. ")
# Look-alikes in the repository, named in the notes of the cases of those problems (never alternatives: the mapper
# must find the file that ran, which the event log's command line names).
SAME = {
    "184": "`185. Department Top Three Salaries.sql` holds this query again as its Method 1, but for the WHERE line "
           "(`<4`) and a comment on the JOIN line; `184. Employees having salary greater than average department "
           "salary.sql` is another file starting `184.` over the same Employee table; 1077, 1532 and 1549 are the same "
           "DENSE_RANK()-over-a-join shape over other tables. ",
    "185": "Its first solution is `184. Department Highest Salary.sql`'s query but for the WHERE line and a comment; the "
           "file's two solutions read the same two tables with the same `FROM EMPLOYEE A` line. ",
    "1303": "The file holds two solutions (a LEFT JOIN of a GROUP BY subquery, and COUNT() OVER(PARTITION BY)), both in "
            "the set; `Employee` has other columns in 176-185, 1077 and 1875. ",
    "180": "The file's second statement (LAG/LEAD, then a gaps-and-islands ROW_NUMBER solution with no `;` between them) "
           "is refused by Spark's parser; `Logs` has another schema in 1285. ",
    "1212": "1194, 1699 and 602 are the same UNION ALL of a pair's two sides; `Matches` has other columns in 1194. ",
    "1194": "1212 is the same UNION ALL of host and guest sides over a `Matches` table with other columns. ",
    "1264": "1949 and 1919 read a friendship table too; 1699 unions both sides of a pair the same way. ",
    "1083": "1082 and 1084 read the same Product/Sales tables. ",
    "1179": "1479 and 1445 are the same SUM(CASE) pivot shape, 1479 also as T-SQL PIVOT. ",
    "1241": "",
    "1285": "The file holds two solutions (ROW_NUMBER over two NOT IN CTEs joined, and LOG_ID - DENSE_RANK() islands), "
            "both in the set; `Logs` has other columns in 180. ",
    "1098": "The file's second statement (two more solutions with no `;` between them, MySQL `INTERVAL` arithmetic) is "
            "refused by Spark's parser. ",
    "1082": "1076 is the same DENSE_RANK() OVER(ORDER BY an aggregate) shape over Project; 1083 and 1084 read the same "
            "tables. ",
    "1355": "The file's second solution (DENSE_RANK() over COUNT, twice) runs too, as the run's second collect(). ",
}

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, SMJ_OP = "BroadcastExchange", "BroadcastHashJoin", "SortMergeJoin"
BNLJ, CART = "BroadcastNestedLoopJoin", "CartesianProduct"
TOP, WGL, PROJ, FIL = "TakeOrderedAndProject", "WindowGroupLimit", "Project", "Filter"
L: dict[str, dict] = {}

# ---- 184 Department Highest Salary: DENSE_RANK() over an INNER JOIN in a subquery, WHERE rank = 1 --------------------
Q184 = ("The subquery (lines 40-48) joins EMPLOYEE A and DEPARTMENT B (INNER JOIN line 46, ON line 47) and ranks salaries "
        "by department name (OVER line 44); its select list is the Project after the join (kind sql, lines 40-43). "
        "DENSE_RANK() ... = 1 is planned as a WindowGroupLimit pair (partial before the window's Exchange, final after): "
        "the Sorts, the limits and the Exchange derived at the OVER line (the limits also at the WHERE, line 49), the "
        "Window not; the WHERE a Filter, the outer select list (35-38) the last Project (kind sql). ")


def _184(smj: bool) -> list:
    j = s((46, 47))
    out = [N(1, SCAN, s(45), False, "read"), N(2, FIL, j, True, "join"),
           N(3, PROJ, s((40, 43), (46, 47)), True, "project", amb=True), N(4, X, j, True, "join")]
    if smj:
        out += [N(7, "Sort", j, True, "join"), N(8, SCAN, s(46), False, "read"), N(9, FIL, j, True, "join"),
                N(10, X, j, True, "join"), N(13, "Sort", j, True, "join"), N(14, SMJ_OP, j, False, "join")]
        base = 15
    else:
        out += [N(7, SCAN, s(46), False, "read"), N(8, FIL, j, True, "join"), N(9, X, j, True, "join"),
                N(12, BX, j, True, "join"), N(14, BHJ, j, False, "join")]
        base = 15
    return out + [N(base, PROJ, s((40, 43)), False, "sql")] + _rank(base + 1, s(44), s(44, 49), s(49), s((35, 38)))


def _rank(first, over, limit, where, select, x_gap=3, cte=None, where_cte=None) -> list:
    """Sort, WindowGroupLimit (partial), Exchange, Sort, WindowGroupLimit (final), Window, Filter, Project from `first`."""
    a = first
    return [N(a, "Sort", over, True, "window", cte=cte), N(a + 1, WGL, limit, True, "window", cte=cte),
            N(a + 2, X, over, True, "window", cte=cte), N(a + 2 + x_gap, "Sort", over, True, "window", cte=cte),
            N(a + 3 + x_gap, WGL, limit, True, "window", cte=cte), N(a + 4 + x_gap, "Window", over, False, "window", cte=cte),
            N(a + 5 + x_gap, FIL, where, False, "filter", cte=where_cte), N(a + 6 + x_gap, PROJ, select, False, "sql", cte=where_cte)]


L["pa_0184_dense_rank_join"] = dict(
    dataframe="SELECT DEPT_NAME AS DEPARTMENT, NAME AS EMPLOYEE, SALARY (35-38) FROM (SELECT A.NAME, A.SALARY, B.NAME AS "
              "DEPT_NAME, (40-43) DENSE_RANK() OVER(PARTITION BY B.Name ORDER BY A.Salary DESC) AS SALARY_RANK (44) FROM "
              "EMPLOYEE A (45) INNER JOIN DEPARTMENT B (46) ON A.DepartmentId=B.ID (47) ) AS E_RANK (48) WHERE "
              "E_RANK.SALARY_RANK=1; (49)",
    notes=Q184 + "AQE turned the planned sort-merge join into a broadcast join of the shuffled sides (Department "
          "broadcast). " + JOIN,
    nodes=_184(False))

# ---- 185 Department Top Three Salaries, Method 1: 184's query with WHERE rank < 4 ------------------------------------
L["pa_0185_dense_rank_join_top3"] = dict(
    dataframe="SELECT DEPT_NAME AS DEPARTMENT, NAME AS EMPLOYEE, SALARY (54-57) FROM (SELECT A.NAME, A.SALARY, B.NAME AS "
              "DEPT_NAME, (59-62) DENSE_RANK() OVER(PARTITION BY B.Name ORDER BY A.Salary DESC) AS SALARY_RANK (63) FROM "
              "EMPLOYEE A (64) INNER JOIN DEPARTMENT B --comment (65) ON A.DepartmentId=B.ID (66) ) AS E_RANK (67) WHERE "
              "E_RANK.SALARY_RANK<4; (68)",
    notes="The subquery (lines 59-67) joins EMPLOYEE A and DEPARTMENT B (INNER JOIN line 65, ON line 66) and ranks "
          "salaries by department name (OVER line 63); its select list is the Project after the join (kind sql, lines "
          "59-62). DENSE_RANK() ... < 4 is planned as a WindowGroupLimit pair (limit 3): the Sorts, the limits and the "
          "Exchange derived at the OVER line (the limits also at the WHERE, line 68), the Window not; the WHERE a "
          "Filter, the outer select list (54-57) the last Project (kind sql). AQE turned the planned sort-merge join into "
          "a broadcast join, this time with the Employee side broadcast. `FROM EMPLOYEE A` is written identically in the "
          "file's second solution (line 77): both spans for the Employee scan, `true_lines` line 64. " + JOIN,
    nodes=[N(1, SCAN, s(64, 77), False, "read", true=s(64)), N(2, FIL, s((65, 66)), True, "join"),
           N(3, PROJ, s((59, 62), (65, 66)), True, "project", amb=True), N(4, X, s((65, 66)), True, "join"),
           N(7, BX, s((65, 66)), True, "join"), N(9, SCAN, s(65), False, "read"),
           N(10, FIL, s((65, 66)), True, "join"), N(11, X, s((65, 66)), True, "join"),
           N(14, BHJ, s((65, 66)), False, "join"), N(15, PROJ, s((59, 62)), False, "sql"),
           *_rank(16, s(63), s(63, 68), s(68), s((54, 57)))])

# ---- 185 Department Top Three Salaries, Method 2: CTE of a JOIN with DENSE_RANK() OVER(PARTITION BY), WHERE <= 3 -----
L["pa_0185_cte_dense_rank_join"] = dict(
    dataframe="WITH CTE AS( (71) SELECT A.name AS EMPLOYEE, salary, B.NAME AS DEPARTMENT, (72-75) DENSE_RANK() "
              "OVER(PARTITION BY DEPARTMENTID ORDER BY SALARY DESC) AS SALRY_RANK (76) FROM EMPLOYEE A (77) INNER JOIN "
              "DEPARTMENT B (78) ON A.DEPARTMENTID=B.ID) (79) SELECT Department,Employee,Salary FROM CTE (82) WHERE "
              "SALRY_RANK<=3 (83)",
    notes="The CTE (lines 71-79, symbol `...CTE`) joins EMPLOYEE A and DEPARTMENT B (INNER JOIN line 78, ON line 79) and "
          "ranks salaries by DEPARTMENTID (OVER line 76); its select list is the Project after the join (kind sql, lines "
          "72-75). The Employee side's hash Exchange on DEPARTMENTID is both the join's and the window's partitioning "
          "(derived and ambiguous: the join lines and the OVER line). DENSE_RANK() <= 3 becomes a final-only "
          "WindowGroupLimit (derived at the OVER line and the WHERE), the window's Sort derived, the Window not; the main "
          "query's WHERE (83) a Filter and its select list (82) the last Project. AQE turned the planned sort-merge join "
          "into a broadcast join (Department broadcast). `FROM EMPLOYEE A` is written identically in the file's first "
          "solution (line 64): both spans for the Employee scan, `true_lines` line 77. The file's first statement (case "
          "pa_0185_dense_rank_join_top3) ran before it in the same run. " + JOIN,
    nodes=[N(1, SCAN, s(77, 64), False, "read", cte="CTE", true=s(77)), N(2, FIL, s((78, 79)), True, "join", cte="CTE"),
           N(3, PROJ, s((73, 76), (78, 79)), True, "project", cte="CTE", amb=True),
           N(4, X, s((78, 79), 76), True, "join", cte="CTE", amb=True), N(7, SCAN, s(78), False, "read", cte="CTE"),
           N(8, FIL, s((78, 79)), True, "join", cte="CTE"), N(9, X, s((78, 79)), True, "join", cte="CTE"),
           N(12, BX, s((78, 79)), True, "join", cte="CTE"), N(14, BHJ, s((78, 79)), False, "join", cte="CTE"),
           N(15, PROJ, s((72, 75)), False, "sql", cte="CTE"), N(16, "Sort", s(76), True, "window", cte="CTE"),
           N(17, WGL, s(76, 83), True, "window", cte="CTE"), N(18, "Window", s(76), False, "window", cte="CTE"),
           N(19, FIL, s(83), False, "filter"), N(20, PROJ, s(82), False, "sql")])

# ---- 1303 Find the Team Size, solution 1: LEFT JOIN (SELECT ..., COUNT() ... GROUP BY 1) -----------------------------
L["pa_1303_left_join_group"] = dict(
    dataframe="SELECT employee_id, B.team_size FROM Employee A (45) LEFT JOIN (46) (SELECT team_id, COUNT(team_id) AS "
              "team_size FROM Employee GROUP BY 1) AS B (47) ON A.team_id=B.team_id; (48)",
    notes="The subquery (line 47) is a partial/final COUNT aggregate pair by team_id, its pruning Project (employee_id "
          "dropped) derived and ambiguous; the left outer join (LEFT JOIN line 46, ON line 48) AQE made a broadcast join "
          "of the aggregated side; the join's inferred isnotnull Filter on the subquery's side sits below its aggregate. "
          "The outer select list (line 45) the last Project (kind sql). " + JOIN,
    nodes=[N(1, SCAN, s(45), False, "read"), N(2, X, s(46, 48), True, "join"), N(5, SCAN, s(47), False, "read"),
           N(6, FIL, s(46, 48), True, "join"), N(7, PROJ, s(47, 46, 48), True, "project", amb=True),
           *agg([(8, H), (9, X)], 12, s(47)), N(13, BX, s(46, 48), True, "join"),
           N(15, BHJ, s(46, 48), False, "join"), N(16, PROJ, s(45), False, "sql")])

# ---- 1303 Find the Team Size, solution 2: COUNT() OVER(PARTITION BY team_id) ------------------------------------------
L["pa_1303_count_window"] = dict(
    dataframe="SELECT employee_id, COUNT(team_id) OVER(PARTITION BY team_id) AS TEAM_SIZE FROM Employee; (54)",
    notes="A one-line statement: the window's hash Exchange and Sort derived, the Window not (kind window), the select "
          "list the Project after it (kind sql), the scan, all at line 54. The file's first statement (case "
          "pa_1303_left_join_group) ran before it in the same run. ",
    nodes=[N(1, SCAN, s(54), False, "read"), N(2, X, s(54), True, "window"), N(5, "Sort", s(54), True, "window"),
           N(6, "Window", s(54), False, "window"), N(7, PROJ, s(54), False, "sql")])

# ---- 180 Consecutive Numbers: FROM Logs L1, Logs L2, Logs L3 WHERE ... (comma self joins) -----------------------------
L["pa_0180_three_way_comma_join"] = dict(
    dataframe="SELECT L1.NUM AS ConsecutiveNums (35) FROM (36) Logs L1, (37) Logs L2, (38) Logs L3 (39) WHERE "
              "L2.ID=L1.ID+1 -- comment (40) AND L2.ID=L3.ID-1 -- comment (41) AND L1.NUM=L2.NUM (42) AND "
              "L2.NUM=L3.NUM; (43)",
    notes="Three reads of Logs in a comma join; the WHERE's equalities became the keys of two inner joins, L1 with L2 "
          "(lines 40 and 42, L2 named on line 38) and that with L3 (lines 41 and 43, L3 on line 39), both AQE's broadcast "
          "joins of shuffled sides; each join labelled at its table's line and its WHERE lines, its inferred isnotnull "
          "Filters, Exchanges and BroadcastExchange derived there (L2's Filter serves both joins: lines 38-43). The "
          "Project between the joins keeps L1.NUM and L2's columns for the second join (derived and ambiguous: the select "
          "list and the second join's lines); the select list the last Project (kind sql). " + JOIN,
    nodes=[N(1, SCAN, s(37), False, "read"), N(2, FIL, s(38, 40, 42), True, "join"), N(3, X, s(38, 40, 42), True, "join"),
           N(6, SCAN, s(38), False, "read"), N(7, FIL, s((38, 43)), True, "join"),
           N(8, X, s(38, 40, 42), True, "join"), N(11, BX, s(38, 40, 42), True, "join"),
           N(13, BHJ, s(38, 40, 42), False, "join"), N(14, PROJ, s(35, 39, 41, 43), True, "project", amb=True),
           N(15, SCAN, s(39), False, "read"), N(16, FIL, s(39, 41, 43), True, "join"),
           N(17, X, s(39, 41, 43), True, "join"), N(20, BX, s(39, 41, 43), True, "join"),
           N(22, BHJ, s(39, 41, 43), False, "join"), N(23, PROJ, s(35), False, "sql")])

# ---- 1212 Team Scores: CTE of SUM over a UNION ALL of host and guest CASE points, LEFT JOINed to Teams, ORDER BY ------
J1212 = s((90, 91))
L["pa_1212_union_all_cte_left_join"] = dict(
    dataframe="WITH CTE AS ( (73) SELECT TEAM, SUM(team_points) AS num_points FROM ( (74) select host_team as team, "
              "case ... end as team_points (75-78) from matches (79) UNION ALL (80) select guest_team as team, case ... "
              "end as team_points (81-84) from Matches ) AS A (85) GROUP BY TEAM) (86) SELECT A.TEAM_ID, A.TEAM_NAME, "
              "IFNULL(num_points,0) AS num_points (88) FROM Teams A (89) LEFT JOIN CTE B (90) ON A.TEAM_ID=B.TEAM (91) "
              "order by 3 desc, 1; (92)",
    notes="The CTE (lines 73-86, symbol `...CTE`): each UNION ALL branch a scan and its select list with the CASE "
          "(Projects, kind sql, lines 75-78 and 81-84), the Union (line 80), the SUM ... GROUP BY TEAM a partial/final "
          "aggregate pair (lines 74 and 86). The main query left-joins Teams to it (LEFT JOIN line 90, ON line 91), AQE's "
          "broadcast of the aggregated side; the join's inferred isnotnull Filters sit in each branch below the Union "
          "(derived at the join's lines, the main query's symbol); the aggregate's Exchange on TEAM also serves the join "
          "and is labelled with its aggregate. The select list with IFNULL (line 88) the Project after the join; ORDER "
          "BY ordinals: range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(89), False, "read"), N(2, X, J1212, True, "join"), N(5, SCAN, s(79), False, "read", cte="CTE"),
           N(6, FIL, J1212, True, "join"), N(7, PROJ, s((75, 78)), False, "sql", cte="CTE"),
           N(8, SCAN, s(85), False, "read", cte="CTE"), N(9, FIL, J1212, True, "join"),
           N(10, PROJ, s((81, 84)), False, "sql", cte="CTE"), N(11, "Union", s(80), False, "union", cte="CTE"),
           *agg([(12, H), (13, X)], 16, s(74, 86), cte="CTE"), N(17, BX, J1212, True, "join"),
           N(19, BHJ, J1212, False, "join"), N(20, PROJ, s(88), False, "sql"), *order(21, 24, s(92))])

# ---- 1194 Tournament Winners: CTE of SUM over a UNION ALL, INNER JOIN Players, ROW_NUMBER() ... = 1 -------------------
J1194 = s((101, 102))
L["pa_1194_union_all_row_number_join"] = dict(
    dataframe="WITH CTE AS ( (90) SELECT PLAYER, SUM(SCORE) AS SCORE (91) FROM ( (92) SELECT FIRST_PLAYER AS PLAYER, "
              "FIRST_SCORE AS SCORE FROM MATCHES (93) UNION ALL (94) SELECT SECOND_PLAYER, SECOND_SCORE FROM MATCHES) AS "
              "A (95) GROUP BY 1) (96) SELECT GROUP_ID AS group_id ,PLAYER AS player_id (98) FROM ( (99) SELECT PLAYER, "
              "SCORE, GROUP_ID, ROW_NUMBER() OVER(PARTITION BY GROUP_ID ORDER BY SCORE DESC, PLAYER) AS PLAYER_RANK FROM "
              "CTE A (100) INNER JOIN PLAYERS B (101) ON A.PLAYER=B.PLAYER_ID) AS A (102) WHERE A.PLAYER_RANK=1 (103)",
    notes="The CTE (lines 90-96, symbol `...CTE`): each UNION ALL branch is one line (its scan and select list, lines 93 "
          "and 95), the Union (94), the SUM ... GROUP BY 1 a partial/final aggregate pair (lines 91 and 96). The "
          "subquery joins it to PLAYERS (INNER JOIN line 101, ON line 102), AQE's broadcast of Players; the join's "
          "inferred isnotnull Filters sit in each branch (derived at the join's lines, the main query's symbol); the "
          "aggregate's Exchange on PLAYER also serves the join and is labelled with its aggregate. The subquery's select "
          "list (line 100) is the Project after the join; ROW_NUMBER() ... = 1 a WindowGroupLimit pair: Sorts, limits "
          "and the window's Exchange derived at line 100 (the limits also at the WHERE, 103), the Window not; the WHERE "
          "a Filter and the outer select list (98) the last Project. " + JOIN,
    nodes=[N(1, SCAN, s(93), False, "read", cte="CTE"), N(2, FIL, J1194, True, "join"),
           N(3, PROJ, s(93), False, "sql", cte="CTE"), N(4, SCAN, s(95), False, "read", cte="CTE"),
           N(5, FIL, J1194, True, "join"), N(6, PROJ, s(95), False, "sql", cte="CTE"),
           N(7, "Union", s(94), False, "union", cte="CTE"), *agg([(8, H), (9, X)], 12, s(91, 96), cte="CTE"),
           N(13, SCAN, s(101), False, "read"), N(14, FIL, J1194, True, "join"), N(15, X, J1194, True, "join"),
           N(18, BX, J1194, True, "join"), N(20, BHJ, J1194, False, "join"), N(21, PROJ, s(100), False, "sql"),
           *_rank(22, s(100), s(100, 103), s(103), s(98))])

# ---- 1264 Page Recommendations: UNION ALL CTE of friends, JOIN Likes, NOT IN (SELECT ...), SELECT DISTINCT, ORDER BY ---
J1264 = s((101, 102))
L["pa_1264_union_all_not_in"] = dict(
    dataframe="WITH ALL_USERS (91) AS ( (92) SELECT user2_id AS USER_ID FROM friendship (93) WHERE user1_id = 1 (94) "
              "UNION ALL (95) SELECT user1_id AS USER_ID FROM friendship (96) WHERE user2_id = 1 (97) ) (98) SELECT "
              "DISTINCT B.page_id AS recommended_page FROM ALL_USERS A (100) INNER JOIN LIKES B (101) ON "
              "A.USER_ID=B.USER_ID (102) WHERE B.page_id NOT IN (SELECT PAGE_ID FROM LIKES WHERE USER_ID=1) (103) ORDER "
              "BY 1 (104)",
    notes="The CTE ALL_USERS (lines 91-98, symbol `...ALL_USERS`): two branches, each a scan, its WHERE (a Filter that "
          "also holds the join's inferred isnotnull of the selected column: kind filter, ambiguous, the WHERE and the "
          "join lines) and its select list (Project, kind sql), then UNION ALL (line 95). The main query joins it to "
          "LIKES B (INNER JOIN line 101, ON line 102): AQE broadcast the Union side (its hash Exchange and "
          "BroadcastExchange derived at the join). NOT IN (SELECT ...) on line 103 is a broadcast left anti join, kind "
          "subquery, its scan, WHERE and select list on the same line. SELECT DISTINCT is a partial/final aggregate pair "
          "with no function (kind distinct at line 100) after the select list's Project; ORDER BY 1: range Exchange "
          "derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(93), False, "read", cte="ALL_USERS"),
           N(2, FIL, s(94, (101, 102)), False, "filter", cte="ALL_USERS", amb=True),
           N(3, PROJ, s(93), False, "sql", cte="ALL_USERS"), N(4, SCAN, s(96), False, "read", cte="ALL_USERS"),
           N(5, FIL, s(97, (101, 102)), False, "filter", cte="ALL_USERS", amb=True),
           N(6, PROJ, s(96), False, "sql", cte="ALL_USERS"), N(7, "Union", s(95), False, "union", cte="ALL_USERS"),
           N(8, X, J1264, True, "join"), N(11, BX, J1264, True, "join"), N(13, SCAN, s(101), False, "read"),
           N(14, FIL, J1264, True, "join"), N(15, SCAN, s(103), False, "read"), N(16, FIL, s(103), False, "filter"),
           N(17, PROJ, s(103), False, "sql"), N(18, BX, s(103), True, "subquery"),
           N(20, BHJ, s(103), False, "subquery"), N(21, BHJ, J1264, False, "join"), N(22, PROJ, s(100), False, "sql"),
           *agg([(23, H), (24, X)], 27, s(100), kind="distinct"), *order(28, 31, s(104))])

# ---- 1083 Sales Analysis II: one line, two scalar subqueries and a NOT IN, SELECT DISTINCT ---------------------------
L["pa_1083_scalar_subqueries_not_in"] = dict(
    dataframe="SELECT DISTINCT buyer_id FROM SALES WHERE PRODUCT_ID = (SELECT PRODUCT_ID FROM PRODUCT WHERE "
              "PRODUCT_NAME='S8') AND buyer_id NOT IN (SELECT buyer_id FROM SALES WHERE PRODUCT_ID = (SELECT PRODUCT_ID "
              "FROM PRODUCT WHERE PRODUCT_NAME='iPhone')) (79)",
    notes="The whole statement is one line (79), so every node is labelled there: the outer WHERE's `PRODUCT_ID = "
          "(SELECT ...)` a Filter holding scalar subquery 1 (kind filter), the select list the Project below the anti "
          "join (kind sql), NOT IN (SELECT ...) a broadcast left anti join (kind subquery, its BroadcastExchange "
          "derived) over the subquery's own scan, Filter (holding scalar subquery 2) and select list, SELECT DISTINCT a "
          "partial/final aggregate pair with no function (kind distinct, the partial and its Exchange derived). " + SUBQ,
    nodes=[N(1, SCAN, s(79), False, "read"), N(2, FIL, s(79), False, "filter"), N(3, PROJ, s(79), False, "sql"),
           N(4, SCAN, s(79), False, "read"), N(5, FIL, s(79), False, "filter"), N(6, PROJ, s(79), False, "sql"),
           N(7, BX, s(79), True, "subquery"), N(9, BHJ, s(79), False, "subquery"),
           *agg([(10, H), (11, X)], 14, s(79), kind="distinct"),
           N(22, SCAN, s(79), False, "read"), N(23, FIL, s(79), False, "filter"), N(24, PROJ, s(79), False, "sql"),
           N(27, SCAN, s(79), False, "read"), N(28, FIL, s(79), False, "filter"), N(29, PROJ, s(79), False, "sql")])

# ---- 1179 Reformat Department Table: twelve SUM(CASE ...) GROUP BY 1 ORDER BY 1 --------------------------------------
L["pa_1179_sum_case_pivot"] = dict(
    dataframe="SELECT ID, sum(case when month = 'jan' then revenue else null end) as Jan_Revenue, ... Dec_Revenue "
              "(63-76) from department (77) group by 1 (78) order by 1 (79)",
    notes="A pivot written as twelve SUM(CASE ...): one partial/final aggregate pair (the partial and its Exchange "
          "derived) at the select lines and the GROUP BY (63-76, 78); ORDER BY 1: range Exchange derived, Sort not. ",
    nodes=[N(1, SCAN, s(77), False, "read"), *agg([(2, H), (3, X)], 6, s((63, 76), 78)), *order(7, 10, s(79))])

# ---- 1241 Number of Comments per Post: self LEFT JOIN, WHERE A.PARENT_ID IS NULL, COUNT(DISTINCT) GROUP BY 1 ---------
J1241 = s((79, 80))
L["pa_1241_self_left_join_count_distinct"] = dict(
    dataframe="SELECT A.SUB_ID AS post_id, (76) COUNT(DISTINCT B.SUB_ID) AS number_of_comments (77) FROM SUBMISSIONS A "
              "(78) LEFT JOIN SUBMISSIONS B (79) ON A.SUB_ID=B.PARENT_ID (80) WHERE A.PARENT_ID IS NULL (81) GROUP BY 1 "
              "(82)",
    notes="A self left join (LEFT JOIN line 79, ON line 80), AQE's broadcast of the B side; the WHERE on the preserved "
          "side is pushed below the join into A's Filter (kind filter, line 81). The A side's hash Exchange on SUB_ID is "
          "both the join's and the GROUP BY's partitioning (derived and ambiguous: the join lines and the GROUP BY), so "
          "COUNT(DISTINCT) is two HashAggregates with no Exchange: the one on (SUB_ID, B.SUB_ID) that removes duplicates "
          "(derived) and the final count (not derived), at the select lines and the GROUP BY (76-77, 82). The Projects "
          "that prune columns for the join and for the aggregate derived and ambiguous. " + JOIN,
    nodes=[N(1, SCAN, s(78), False, "read"), N(2, FIL, s(81), False, "filter"),
           N(3, PROJ, s(76, (79, 80)), True, "project", amb=True), N(4, X, s((79, 80), 82), True, "join", amb=True),
           N(7, SCAN, s(79), False, "read"), N(8, FIL, J1241, True, "join"), N(9, X, J1241, True, "join"),
           N(12, BX, J1241, True, "join"), N(14, BHJ, J1241, False, "join"),
           N(15, PROJ, s((76, 77), (79, 80)), True, "project", amb=True),
           N(16, H, s((76, 77), 82), True, "aggregate"), N(17, H, s((76, 77), 82), False, "aggregate")])

# ---- 1285, solution 2: MIN/MAX GROUP BY LOG_ID - DENSE_RANK() OVER(ORDER BY LOG_ID) ----------------------------------
L["pa_1285_dense_rank_islands"] = dict(
    dataframe="SELECT MIN(LOG_ID) AS START_ID, MAX(LOG_ID) AS END_ID FROM (65) (SELECT *, LOG_ID-DENSE_RANK() OVER(ORDER "
              "BY LOG_ID) AS GROUP_LOG FROM LOGS) A (66) GROUP BY GROUP_LOG (67)",
    notes="The subquery (line 66): a DENSE_RANK() over the whole table (single-partition Exchange and Sort derived, the "
          "Window not, kind window) and its select list with LOG_ID - rank (Project, kind sql). The MIN/MAX GROUP BY is "
          "one HashAggregate with no partial level or Exchange (its input is already one partition), not derived, at "
          "the select line and the GROUP BY (65, 67). The file's first statement (case pa_1285_not_in_row_number_join) "
          "ran before it in the same run. ",
    nodes=[N(1, SCAN, s(66), False, "read"), N(2, X, s(66), True, "window"), N(4, "Sort", s(66), True, "window"),
           N(5, "Window", s(66), False, "window"), N(6, PROJ, s(66), False, "sql"),
           N(7, H, s(65, 67), False, "aggregate")])

# ---- 1285, solution 1: two CTEs of ROW_NUMBER() over NOT IN-filtered Logs, comma-joined on the row numbers ------------
L["pa_1285_not_in_row_number_join"] = dict(
    dataframe="WITH START_ID AS( (46) SELECT log_id AS START_ID, ROW_NUMBER() OVER(ORDER BY log_id) AS START_ROW (47-49) "
              "FROM LOGS (50) WHERE log_id-1 NOT IN (SELECT log_id FROM LOGS) (51) ), (52) END_ID AS ( ... ) (53-59, the "
              "same with log_id+1) SELECT S.START_ID, E.END_ID FROM START_ID S,END_ID E (61) WHERE "
              "S.START_ROW=E.END_ROW; (62)",
    notes="Each CTE (START_ID lines 46-52, END_ID lines 53-59; symbols `...START_ID`, `...END_ID`): its WHERE ... NOT IN "
          "(SELECT ...) a broadcast left anti join (kind subquery, its BroadcastExchange derived, the subquery's scan at "
          "the same line); END_ID's subquery reads the same Logs rows, so AQE reuses START_ID's broadcast "
          "(ReusedExchange, not labelled) and END_ID's subquery has no scan of its own; ROW_NUMBER() OVER(ORDER BY "
          "log_id) a single-partition Exchange and Sort (derived) and a Window at the OVER line; the select list the "
          "Project after it (kind sql). The main query's comma join with its WHERE (lines 61-62) is a broadcast inner "
          "join on the row numbers (kind join; START_ID's side broadcast, its BroadcastExchange derived), its select list "
          "the last Project. ",
    nodes=[N(1, SCAN, s(50), False, "read", cte="START_ID"), N(2, SCAN, s(51), False, "read", cte="START_ID"),
           N(3, BX, s(51), True, "subquery", cte="START_ID"), N(5, BHJ, s(51), False, "subquery", cte="START_ID"),
           N(6, X, s(49), True, "window", cte="START_ID"), N(8, "Sort", s(49), True, "window", cte="START_ID"),
           N(9, "Window", s(49), False, "window", cte="START_ID"), N(10, PROJ, s((47, 49)), False, "sql", cte="START_ID"),
           N(11, BX, s(61, 62), True, "join"), N(13, SCAN, s(57), False, "read", cte="END_ID"),
           N(16, BHJ, s(58), False, "subquery", cte="END_ID"), N(17, X, s(56), True, "window", cte="END_ID"),
           N(19, "Sort", s(56), True, "window", cte="END_ID"), N(20, "Window", s(56), False, "window", cte="END_ID"),
           N(21, PROJ, s((54, 56)), False, "sql", cte="END_ID"), N(22, BHJ, s(61, 62), False, "join"),
           N(23, PROJ, s(61), False, "sql")])

# ---- 1098 Unpopular Books, solution 1: LEFT JOIN of a SUM ... GROUP BY subquery, WHERE, ORDER BY ----------------------
J1098 = s(79, 84)
L["pa_1098_left_join_group_subquery"] = dict(
    dataframe="select b.book_id, b.name (78) from books b left join (79) (select book_id, sum(quantity) as book_sold "
              "(80) from Orders (81) where dispatch_date between '2018-06-23' and '2019-06-23' (82) group by book_id) t "
              "(83) on b.book_id = t.book_id (84) where available_from < '2019-05-23' (85) and (book_sold is null or "
              "book_sold <10) (86) order by b.book_id; (87)",
    notes="A left outer join written across the FROM line (`left join`, line 79) and its ON line (84), AQE's broadcast of "
          "the aggregated side; the subquery (lines 80-83) a WHERE (Filter, also holding the join's inferred isnotnull: "
          "kind filter, ambiguous) and a SUM ... GROUP BY partial/final pair (lines 80 and 83). The outer WHERE's first "
          "condition, on the preserved side, is pushed below the join into the books Filter (kind filter, line 85); its "
          "second, on the aggregate, is the Filter after the join (line 86). The select list the Project after it (kind "
          "sql); ORDER BY: range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(79), False, "read"), N(2, FIL, s(85), False, "filter"),
           N(3, PROJ, s(78, 84), True, "project", amb=True), N(4, X, J1098, True, "join"),
           N(7, SCAN, s(81), False, "read"), N(8, FIL, s(82, 79, 84), False, "filter", amb=True),
           N(9, PROJ, s(80, 83), True, "project", amb=True), *agg([(10, H), (11, X)], 14, s(80, 83)),
           N(15, BX, J1098, True, "join"), N(17, BHJ, J1098, False, "join"), N(18, FIL, s(86), False, "filter"),
           N(19, PROJ, s(78), False, "sql"), *order(20, 23, s(87))])

# ---- 1082 Sales Analysis I: DENSE_RANK() OVER(ORDER BY SUM(price) DESC) over a GROUP BY, WHERE rank = 1 ---------------
L["pa_1082_dense_rank_over_sum"] = dict(
    dataframe="select seller_id from (83) (select seller_id, dense_rank() over(order by sum(price) desc) as sell_rank "
              "(84) from sales group by 1) b (85) where sell_rank = 1 (86)",
    notes="The subquery's SUM(price) GROUP BY 1 is a partial/final aggregate pair (lines 84-85), its pruning Project "
          "derived and ambiguous; the DENSE_RANK() over the aggregate with no PARTITION BY, filtered = 1, is a "
          "WindowGroupLimit pair around a single-partition Exchange: the Sorts, the limits and the Exchange derived at "
          "the OVER line (84; the limits also at the WHERE, 86), the Window not; the WHERE a Filter, the outer select "
          "list (83) the last Project. ",
    nodes=[N(1, SCAN, s(85), False, "read"), N(2, PROJ, s(84, 85), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(84, 85)), *_rank(8, s(84), s(84, 86), s(86), s(83), x_gap=2)])

# ---- 1355 Activity Participants: a DISTINCT COUNT() OVER CTE read three times, NOT IN two ORDER BY ... LIMIT 1 CTEs -----
AC = "activity_count"
L["pa_1355_count_window_not_in_limit"] = dict(
    dataframe="With activity_count AS ( (83) SELECT DISTINCT activity, COUNT(*) OVER(PARTITION BY ACTIVITY) AS NUM_PAR "
              "FROM FRIENDS), (84) activity_max as ( (86) SELECT NUM_PAR FROM activity_count (87) ORDER BY NUM_PAR DESC "
              "LIMIT 1 (88) ), (89) activity_min as ( (91) SELECT NUM_PAR FROM activity_count (92) ORDER BY NUM_PAR (93) "
              "LIMIT 1 (94) ) (95) SELECT activity AS activity FROM activity_count (97) WHERE NUM_PAR NOT IN (SELECT * "
              "FROM activity_max) (98) AND NUM_PAR NOT IN (SELECT * FROM activity_min); (99)",
    notes="The CTE activity_count (line 84, symbol `...activity_count`) is read three times: by the main query and by the "
          "CTEs activity_max (86-89) and activity_min (91-95). Each read is its COUNT(*) OVER(PARTITION BY ACTIVITY) "
          "window (hash Exchange and Sort derived, the Window not, all at line 84; the second and third reads reuse the "
          "first's Exchange: ReusedExchange, not labelled) and its SELECT DISTINCT as one HashAggregate with no Exchange "
          "(kind distinct, merged with the select list that reads it: ambiguous, line 84 and 87, 92 or 97). ORDER BY ... "
          "LIMIT 1 in activity_max and activity_min is a TakeOrderedAndProject each (kind sort, symbols "
          "`...activity_max`, `...activity_min`); each NOT IN (SELECT * FROM ...) a broadcast left anti join (kind "
          "subquery, lines 98 and 99, its BroadcastExchange derived). In the main read the DISTINCT's aggregate is "
          "planned after both anti joins. The pruning Project under the window (id, name dropped) derived and "
          "ambiguous. The file's second solution ran after it in the same run. ",
    nodes=[N(1, SCAN, s(84), False, "read", cte=AC), N(2, PROJ, s(84), True, "project", cte=AC, amb=True),
           N(3, X, s(84), True, "window", cte=AC), N(6, "Sort", s(84), True, "window", cte=AC),
           N(7, "Window", s(84), False, "window", cte=AC), N(11, "Sort", s(84), True, "window", cte=AC),
           N(12, "Window", s(84), False, "window", cte=AC), N(13, H, s(84, 87), False, "distinct", cte=AC, amb=True),
           N(14, TOP, s(88), False, "sort", cte="activity_max"), N(15, BX, s(98), True, "subquery"),
           N(17, BHJ, s(98), False, "subquery"), N(21, "Sort", s(84), True, "window", cte=AC),
           N(22, "Window", s(84), False, "window", cte=AC), N(23, H, s(84, 92), False, "distinct", cte=AC, amb=True),
           N(24, TOP, s(93, 94), False, "sort", cte="activity_min"), N(25, BX, s(99), True, "subquery"),
           N(27, BHJ, s(99), False, "subquery"), N(28, H, s(84, 97), False, "distinct", cte=AC, amb=True)])

# ---- Find fare differences on the Titanic (StrataScratch): comma self join with equi and non-equi WHERE, AVG GROUP BY ---
JT = s(10, 11, (14, 15))
L["pa_titanic_comma_self_join"] = dict(
    dataframe="SELECT A.NAME, AVG(ABS(A.FARE-B.FARE)) FROM (9) titanic a, titanic b (10) WHERE a.pclass=b.pclass (11) "
              "AND a.survived = 0 (12) AND b.survived = 0 (13) AND a.passengerid!=b.passengerid (14) AND "
              "ABS(A.AGE-B.AGE)<=5 (15) GROUP BY 1; (16)",
    notes="A comma self join (both reads on line 10): `a.pclass=b.pclass` (line 11) became the join key and lines 14-15 "
          "its join condition, an inner join AQE made a broadcast join of the shuffled sides, labelled at lines 10, 11 "
          "and 14-15 (its Exchanges and BroadcastExchange derived there). Each side's `survived = 0` (lines 12 and 13) is "
          "a Filter that also holds the join's inferred isnotnull conditions (kind filter, ambiguous: the WHERE line and "
          "the join). The AVG ... GROUP BY 1 a partial/final aggregate pair at the select line and the GROUP BY (9, 16). "
          "Pruning Projects derived and ambiguous (the select line and the join). " + JOIN,
    nodes=[N(1, SCAN, s(10), False, "read"), N(2, FIL, s(12, 11, (14, 15)), False, "filter", amb=True),
           N(3, PROJ, s(9, 11, (14, 15)), True, "project", amb=True), N(4, X, JT, True, "join"),
           N(7, SCAN, s(10), False, "read"), N(8, FIL, s(13, 11, (14, 15)), False, "filter", amb=True),
           N(9, PROJ, s(9, 11, (14, 15)), True, "project", amb=True), N(10, X, JT, True, "join"),
           N(13, BX, JT, True, "join"), N(15, BHJ, JT, False, "join"),
           N(16, PROJ, s(9, 11, (14, 15)), True, "project", amb=True), *agg([(17, H), (18, X)], 21, s(9, 16))])

# ---- Cum Sum Energy Consumption (StrataScratch): UNION ALL of three tables, two SUM windows, DISTINCT, ORDER BY, ::int --
L["pa_energy_union_all_windows"] = dict(
    dataframe="with fb_energy as ( (6) select * from fb_eu_energy (7) union all (8) select * from fb_na_energy (9) union "
              "all (10) select * from fb_asia_energy), (11) cte2 as ( (14) select distinct date, (15-16) sum(consumption) "
              "over(order by date range between unbounded preceding and current row) as cumulative_total_energy, (17) "
              "sum(consumption) over() as total_energy (18) FROM fb_energy (19) ORDER BY 1) (20) select date, "
              "cumulative_total_energy,(cumulative_total_energy*100/total_energy)::int from cte2 (22)",
    notes="The CTE fb_energy (lines 6-11): three `select *` scans, each on its own line, and one Union for both UNION ALL "
          "lines (8, 10). The CTE cte2 (lines 14-20): both windows need the whole table in one partition, so one "
          "single-partition Exchange (derived at both OVER lines, 17-18) and the running SUM's Sort (derived, line 17) "
          "serve a Window each (lines 17 and 18, kind window); the select list is the Project after them (kind sql, "
          "15-18), SELECT DISTINCT one HashAggregate with no Exchange (kind distinct, 15-16), the CTE's ORDER BY 1 a Sort "
          "with no Exchange (kind sort, line 20). The main select with PostgreSQL's `::int` cast (line 22) the last "
          "Project. ",
    nodes=[N(1, SCAN, s(7), False, "read", cte="fb_energy"), N(2, SCAN, s(9), False, "read", cte="fb_energy"),
           N(3, SCAN, s(11), False, "read", cte="fb_energy"), N(4, "Union", s(8, 10), False, "union", cte="fb_energy"),
           N(5, X, s(17, 18), True, "window", cte="cte2"), N(7, "Sort", s(17), True, "window", cte="cte2"),
           N(8, "Window", s(17), False, "window", cte="cte2"), N(9, "Window", s(18), False, "window", cte="cte2"),
           N(10, PROJ, s((15, 18)), False, "sql", cte="cte2"), N(11, H, s((15, 16)), False, "distinct", cte="cte2"),
           N(12, "Sort", s(20), False, "sort", cte="cte2"), N(13, PROJ, s(22), False, "sql")])


# ---- 184 again with broadcast joins off: the sort-merge join -----------------------------------------------------------
L["pa_0184_dense_rank_join_smj"] = dict(
    dataframe=L["pa_0184_dense_rank_join"]["dataframe"],
    notes=Q184 + SMJ + JOIN,
    nodes=_184(True))


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
            cut = statements((BENCH / "repos" / SLUG / file).read_text())
            a, b, _ = cut[k - 1]
            run = RUN.format(file=file, n=len(cut), k=k, a=a, b=b)
            number = file.split(".", 1)[0]
            extra = f"Settings: {', '.join(settings)}. " if settings else ""
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in the driver)",
                    "notes": spec["notes"] + SAME.get(number, "") + INPUTS + SESSION + extra + run + TAIL,
                    "form": "sql", "source": "priyanshAgarwal/Leetcode-SQL-Solution"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
