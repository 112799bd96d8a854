"""Write each vl_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/vicientt-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=...), the helpers of ../siqichen-leetcode-sql/labels.py
(loaded by path, not copied): spans are the file's own line numbers. Symbols: a clause of a .sql file is the file's
repository path dotted without `.sql` (`sql.left_join.175_combine_two_tables`) or, inside a CTE, that then the CTE's
name (`cte=`: `sql.window_functions.184_department_highest_salary.rank_salary`), as the lq_/lm_/nc_ families did.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "vicientt__leetcode-sql"
COMMIT = "7b912dd86f0a0280c89b1643827eab3fbf856519"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by the shared driver (bench/real/capture/sql_files.py), outside the repository: "
          "spark.createDataFrame of generated rows (bench/real/capture/vicientt-leetcode-sql/make_data.py, fixed seeds) "
          "in the LeetCode problem's schema, each registered as a temp view under the name the query uses; each Scan "
          "ExistingRDD is labelled at the FROM/JOIN line that names that table (a table read in a CTE at the CTE's "
          "FROM). ")
RUN = ("Run: spark-submit sql_files.py '{file}' from the repository's root (the file's repository path exactly as the "
       "program's argument); the driver ran the file's one statement (lines {a}-{b}, its text unchanged{above}) with "
       "spark.sql, then collect(). ")
ABOVE = "; the `--` comment and blank lines above it, which the cut leaves out, belong to no statement"
TAIL = ("The plan is the one that statement's action ran, written by a query-execution listener after it ran (final "
        "adaptive plan; the main plan's initial-only nodes are not labelled); event_log.json from the same spark-submit "
        "run (one run per case), the execution found by its plan, `description_rank` its place among the run's "
        "collect() executions (1: one statement a run).")
TWINS = ("Look-alikes: the repository's sync script writes each problem's query into every topic folder ticked for it, "
         "so this file exists byte for byte in {n} folders ({folders}); a copy in another folder is never an "
         "alternative (the mapper must find the file that ran, which the event log's command line names). ")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch from the planned sort-merge join) and the inferred "
        "isnotnull Filters are derived at the lines of the join, kind join; a pruning Project derived and ambiguous "
        "(the select list or the clause that uses its columns, and the join). ")
SMJ = ("Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1, which AQE's own threshold follows), so the join "
       "stays a sort-merge join: its Exchanges and Sorts derived at the join's lines. ")
SUBQ = ("The scalar subquery runs as its own plan (Subquery:1), labelled like a query of its own at the subquery's line; "
        "its adaptive plan prints its initial plan too, after the main plan's details, and those initial-only "
        "Exchange/HashAggregate nodes are labelled as their final twins. ")

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, SMJ_OP = "BroadcastExchange", "BroadcastHashJoin", "SortMergeJoin"
BNLJ, CART = "BroadcastNestedLoopJoin", "CartesianProduct"
TOP, WGL = "TakeOrderedAndProject", "WindowGroupLimit"
L: dict[str, dict] = {}

# ---- 175 Combine Two Tables: LEFT JOIN -------------------------------------------------------------------------------
L["vl_0175_left_join"] = dict(
    dataframe="select a.firstName, a.lastName, b. city, b.state (1-5) from Person a (6) left join Address b on "
              "a.personId = b.personId (7)",
    notes="A left outer join, AQE's broadcast of the Address side over the shuffled sides; the select list is the last "
          "Project (kind sql); the Address side's pruning Project (addressId dropped) derived and ambiguous. The file "
          "has no comment line and no `;`: the statement is the whole file. " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, X, s(7), True, "join"), N(5, SCAN, s(7), False, "read"),
           N(6, "Filter", s(7), True, "join"), N(7, "Project", s((4, 5), 7), True, "project", amb=True),
           N(8, X, s(7), True, "join"), N(11, BX, s(7), True, "join"), N(13, BHJ, s(7), False, "join"),
           N(14, "Project", s((1, 5)), False, "sql")])

# ---- 180 Consecutive Numbers: two self LEFT JOINs, WHERE b/c IS NOT NULL, SELECT DISTINCT -----------------------------
L["vl_0180_double_self_left_join"] = dict(
    dataframe="select distinct a.num as ConsecutiveNums (2-3) from Logs a (4-5) left join Logs b on a.id + 1 = b.id and "
              "a.num = b.num (6-7) left join Logs c on b.id + 1 = c.id and b.num = c.num (8-9) where b.num is not null "
              "and c.num is not null; (10-11)",
    notes="The WHERE's IS NOT NULL on b and c turns both left joins into inner joins (BroadcastHashJoin Inner, kind join "
          "at each join's lines, 6-7 and 8-9). Logs b's Filter holds the WHERE's `b.num is not null` pushed to the scan "
          "with the join's inferred isnotnull(id) (kind filter, ambiguous: the WHERE and the joins that infer it); the "
          "third Logs read (c) is the same Filter + Exchange again, so AQE reuses b's Exchange (ReusedExchange, not "
          "labelled). Logs a's inferred Filter derived at the first join. The Project between the joins drops a.id "
          "(derived, ambiguous: both joins); the select list's alias is the Project after the second join (kind sql); "
          "DISTINCT is a partial/final aggregate pair (kind distinct at the SELECT DISTINCT lines, the partial and the "
          "Exchange derived). " + JOIN,
    nodes=[N(1, SCAN, s(5), False, "read"), N(2, "Filter", s((6, 7)), True, "join"), N(3, X, s((6, 7)), True, "join"),
           N(6, BX, s((6, 7)), True, "join"), N(8, SCAN, s(7), False, "read"),
           N(9, "Filter", s(11, (6, 7), (8, 9)), False, "filter", amb=True), N(10, X, s((6, 7)), True, "join"),
           N(13, BHJ, s((6, 7)), False, "join"), N(14, "Project", s((6, 7), (8, 9)), True, "project", amb=True),
           N(18, BX, s((8, 9)), True, "join"), N(20, BHJ, s((8, 9)), False, "join"),
           N(21, "Project", s((2, 3)), False, "sql"), *agg([(22, H), (23, X)], 26, s((2, 3)), kind="distinct")])

# ---- 184 Department Highest Salary: CTE RANK() OVER(PARTITION BY), LEFT JOIN, WHERE ranking = 1 ----------------------
L["vl_0184_rank_cte_left_join"] = dict(
    dataframe="with rank_salary as (select name, salary, departmentId, rank() over(partition by departmentId order by "
              "salary desc) as ranking (3-7) from Employee (8-9)) select b.name as Department, a.name as Employee, "
              "a.salary as Salary (12-15) from rank_salary a (16) left join Department b on a.departmentId = b.id (17) "
              "where a.ranking = 1; (18)",
    notes="The CTE (lines 2-10, symbol `...rank_salary`) ranks salaries by department; the main query's `ranking = 1` "
          "makes RANK() a WindowGroupLimit pair (partial before the Exchange, final after) around the window: Sorts, "
          "limits and the hash Exchange derived at the OVER line (7; the limits also at the WHERE, line 18), the Window "
          "not (kind window); the WHERE a Filter after it (kind filter), the Project dropping `ranking` derived and "
          "ambiguous (select list and join). The pruning Project on Employee (id dropped) derived and ambiguous. The "
          "left join is AQE's broadcast of the Department side; the select list the last Project (kind sql). " + JOIN,
    nodes=[N(1, SCAN, s(9), False, "read", cte="rank_salary"),
           N(2, "Project", s((3, 7)), True, "project", cte="rank_salary", amb=True),
           N(3, "Sort", s(7), True, "window", cte="rank_salary"),
           N(4, WGL, s(7, 18), True, "window", cte="rank_salary"), N(5, X, s(7), True, "window", cte="rank_salary"),
           N(8, "Sort", s(7), True, "window", cte="rank_salary"),
           N(9, WGL, s(7, 18), True, "window", cte="rank_salary"),
           N(10, "Window", s(7), False, "window", cte="rank_salary"), N(11, "Filter", s(18), False, "filter"),
           N(12, "Project", s((12, 15), 17), True, "project", amb=True), N(13, SCAN, s(17), False, "read"),
           N(14, "Filter", s(17), True, "join"), N(15, X, s(17), True, "join"), N(18, BX, s(17), True, "join"),
           N(20, BHJ, s(17), False, "join"), N(21, "Project", s((12, 15)), False, "sql")])

# ---- 197 Rising Temperature: self LEFT JOIN on recordDate+1, WHERE b.temperature > a.temperature -----------------------
L["vl_0197_date_plus_one_join"] = dict(
    dataframe="select b.id (2) from Weather a (3) left join Weather b on a.recordDate+1 = b.recordDate (4) where "
              "b.temperature > a.temperature; (5)",
    notes="The WHERE on b's column turns the left join into an inner join and becomes its join condition: one "
          "BroadcastHashJoin Inner on date_add(recordDate, 1) = recordDate with condition temperature > temperature "
          "(kind join, lines 4 and 5); both sides' isnotnull Filters inferred from the join key and the comparison "
          "(derived, lines 4 and 5), the hash Exchanges and the BroadcastExchange derived at line 4; Weather a's "
          "pruning Project (id dropped) derived and ambiguous. The select list is the last Project (kind sql). " + JOIN,
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Filter", s(4, 5), True, "join"),
           N(3, "Project", s(4, 5), True, "project", amb=True), N(4, X, s(4), True, "join"),
           N(7, SCAN, s(4), False, "read"), N(8, "Filter", s(4, 5), True, "join"), N(9, X, s(4), True, "join"),
           N(12, BX, s(4), True, "join"), N(14, BHJ, s(4, 5), False, "join"), N(15, "Project", s(2), False, "sql")])

# ---- 550 Game Play Analysis IV: RANK() CTE joined on event_date + 1, COUNT(DISTINCT) / scalar subquery ---------------
L["vl_0550_rank_join_scalar_subquery"] = dict(
    dataframe="with rank_table as (select player_id, event_date, rank() over(partition by player_id order by "
              "event_date) as ranking (2-5) from Activity (6-7)), connect_table as (select a.player_id, a.event_date as "
              "first_date, b.event_date as second_date (10-13) from rank_table a (14-15) join Activity b on "
              "a.event_date + 1 = b.event_date and a.player_id = b.player_id (16-17) where a.ranking = 1 (18-19)) select "
              "round((count (distinct player_id))::numeric/(select count (distinct a.player_id) from Activity a) ,2) as "
              "fraction (22-23) from connect_table; (24)",
    notes="rank_table (lines 1-8) ranks each player's dates; connect_table (lines 9-20) keeps rank 1 and joins Activity "
          "again on the next day. RANK() filtered = 1 is a WindowGroupLimit pair around the window (Sorts, limits, "
          "Exchange derived at the OVER line 5, the limits also at the WHERE, line 19); the WHERE a Filter that also "
          "holds the join's inferred isnotnull(event_date) (kind filter, lines 19 and 17); the join's inferred "
          "isnotnull(player_id) Filter sits under the window (derived, line 17). The join is AQE's broadcast of Activity "
          "b's shuffled side (kind join, lines 16-17). The main select's COUNT(DISTINCT) is a SortAggregate (the "
          "distinct keys) under a partial/final count pair with a SinglePartition Exchange (the first three derived, "
          "kind aggregate, line 23). Pruning Projects derived and ambiguous. " + SUBQ + JOIN,
    nodes=[N(1, SCAN, s(7), False, "read", cte="rank_table"), N(2, "Filter", s(17), True, "join", cte="connect_table"),
           N(3, "Project", s((2, 5)), True, "project", cte="rank_table", amb=True),
           N(4, "Sort", s(5), True, "window", cte="rank_table"), N(5, WGL, s(5, 19), True, "window", cte="rank_table"),
           N(6, X, s(5), True, "window", cte="rank_table"), N(9, "Sort", s(5), True, "window", cte="rank_table"),
           N(10, WGL, s(5, 19), True, "window", cte="rank_table"),
           N(11, "Window", s(5), False, "window", cte="rank_table"),
           N(12, "Filter", s(19, 17), False, "filter", cte="connect_table"),
           N(13, "Project", s((10, 13), (16, 17)), True, "project", cte="connect_table", amb=True),
           N(14, SCAN, s(17), False, "read", cte="connect_table"),
           N(15, "Filter", s(17), True, "join", cte="connect_table"),
           N(16, "Project", s((10, 13), (16, 17)), True, "project", cte="connect_table", amb=True),
           N(17, X, s(17), True, "join", cte="connect_table"), N(20, BX, s(17), True, "join", cte="connect_table"),
           N(22, BHJ, s((16, 17)), False, "join", cte="connect_table"),
           N(23, "Project", s(11, 23), True, "project", cte="connect_table", amb=True),
           *agg([(24, "SortAggregate"), (25, H), (26, X)], 28, s(23)),
           N(50, SCAN, s(23), False, "read"), N(51, "Project", s(23), True, "project", amb=True),
           *agg([(52, H), (53, X), (56, H), (57, H), (58, X)], 60, s(23)),
           *agg([(62, X), (63, H), (64, H), (65, X)], 66, s(23))])

# ---- 578 Get Highest Answer Rate Question: SUM(CASE)::numeric / SUM(CASE) GROUP BY, ORDER BY ... LIMIT 1 --------------
L["vl_0578_sum_case_order_limit"] = dict(
    dataframe="with rate_action as (select question_id, sum(case when action = 'answer' then 1 else 0 end)::numeric/ "
              "sum(case when action = 'show' then 1 else 0 end) as rate (5-7) from SurveyLog (8) group by question_id "
              "(9)) select question_id as survey_log (12-13) from rate_action (14) order by rate desc, question_id (15) "
              "limit 1; (16)",
    notes="The CTE's two SUM(CASE ...) are a partial/final aggregate pair at the select lines and the GROUP BY (5-7, 9; "
          "the partial and its Exchange derived), its pruning Project (id, answer_id, q_num, timestamp dropped) derived "
          "and ambiguous; the final aggregate also computes the main select's alias; ORDER BY ... LIMIT 1 one "
          "TakeOrderedAndProject (kind sort, lines 15-16). Two `--` comment lines and a blank line above the statement "
          "belong to no statement. ",
    nodes=[N(1, SCAN, s(8), False, "read", cte="rate_action"),
           N(2, "Project", s((5, 7), 9), True, "project", cte="rate_action", amb=True),
           *agg([(3, H), (4, X)], 7, s((5, 7), 9), cte="rate_action"), N(8, TOP, s(15, 16), False, "sort")])

# ---- 580 Count Student Number in Departments: COUNT GROUP BY CTE, LEFT JOIN, COALESCE, ORDER BY ----------------------
L["vl_0580_group_cte_left_join_order"] = dict(
    dataframe="with count_student as (select dept_id, count(*) num_students (3-5) from Student (6) group by dept_id (7)) "
              "select a.dept_name, coalesce(b.num_students,0) as student_number (10-12) from Department a (13-14) left "
              "join count_student b on a.dept_id = b.dept_id (15-16) order by student_number desc, dept_name; (17)",
    notes="The CTE's COUNT(*) is a partial/final aggregate pair at its select lines and GROUP BY (3-5, 7), under the "
          "join's isnotnull Filter (derived at the join) and a pruning Project (derived, ambiguous); AQE broadcast the "
          "aggregate side of the left join (BroadcastExchange derived); the select list with COALESCE the Project after "
          "the join (kind sql); ORDER BY: range Exchange derived, Sort not. " + JOIN,
    nodes=[N(1, SCAN, s(14), False, "read"), N(2, X, s((15, 16)), True, "join"),
           N(5, SCAN, s(6), False, "read", cte="count_student"), N(6, "Filter", s((15, 16)), True, "join"),
           N(7, "Project", s((3, 5), 7), True, "project", cte="count_student", amb=True),
           *agg([(8, H), (9, X)], 12, s((3, 5), 7), cte="count_student"), N(13, BX, s((15, 16)), True, "join"),
           N(15, BHJ, s((15, 16)), False, "join"), N(16, "Project", s((10, 12)), False, "sql"), *order(17, 20, s(17))])

# ---- 601 Human Traffic of Stadium: three COUNT() OVER(ORDER BY id RANGE ...) ------------------------------------------
L["vl_0601_range_windows"] = dict(
    dataframe="with find_consecutive as (select id, visit_date, people, count(id) over(order by id range between 2 "
              "preceding and current row) as last_pos, ... mid_pos, ... first_pos (3-7) from Stadium (8) where people >= "
              "100 (9)) select id, visit_date, people (11) from find_consecutive (12) where last_pos = 3 or mid_pos = 3 "
              "or first_pos = 3 (13) order by visit_date; (14)",
    notes="The CTE's WHERE is a Filter on the scan (kind filter, line 9); the three COUNT() OVER(ORDER BY id RANGE ...) "
          "are one Window over a SinglePartition Exchange and a Sort (both derived at the OVER lines 5-7); the main "
          "WHERE a Filter (line 13), the select list the Project (line 11, kind sql), the ORDER BY a Sort with no "
          "Exchange of its own (the data are already in one partition; kind sort). ",
    nodes=[N(1, SCAN, s(8), False, "read", cte="find_consecutive"),
           N(2, "Filter", s(9), False, "filter", cte="find_consecutive"),
           N(3, X, s((5, 7)), True, "window", cte="find_consecutive"),
           N(5, "Sort", s((5, 7)), True, "window", cte="find_consecutive"),
           N(6, "Window", s((5, 7)), False, "window", cte="find_consecutive"), N(7, "Filter", s(13), False, "filter"),
           N(8, "Project", s(11), False, "sql"), N(9, "Sort", s(14), False, "sort")])

# ---- 602 Friend Requests II: two COUNT GROUP BY CTEs, UNION ALL, SUM GROUP BY, ORDER BY ... LIMIT 1 -------------------
L["vl_0602_union_all_sum_limit"] = dict(
    dataframe="with request as (select requester_id as id, count(*) as num (3-5) from RequestAccepted (6) group by "
              "requester_id (7)), accept as (... accepter_id ... (10-14)), merge_table as (select * from request (17-18) "
              "union all (20) select * from accept (22-23)) select id, sum(num) as num (26) from merge_table (27) group "
              "by id (28) order by num desc (29) limit 1; (30)",
    notes="Each CTE's COUNT(*) is a partial/final aggregate pair at its select lines and GROUP BY (3-5 and 7 in "
          "`request`, 10-12 and 14 in `accept`), its pruning Project derived and ambiguous; UNION ALL a Union (kind "
          "union, line 20, `merge_table`); the main SUM ... GROUP BY id one HashAggregate with no Exchange (kind "
          "aggregate, lines 26 and 28); ORDER BY ... LIMIT 1 one TakeOrderedAndProject (kind sort, lines 29-30). The two "
          "CTEs are the same text but for requester/accepter. ",
    nodes=[N(1, SCAN, s(6), False, "read", cte="request"),
           N(2, "Project", s((3, 5), 7), True, "project", cte="request", amb=True),
           *agg([(3, H), (4, X)], 7, s((3, 5), 7), cte="request"), N(8, SCAN, s(13), False, "read", cte="accept"),
           N(9, "Project", s((10, 12), 14), True, "project", cte="accept", amb=True),
           *agg([(10, H), (11, X)], 14, s((10, 12), 14), cte="accept"),
           N(15, "Union", s(20), False, "union", cte="merge_table"), N(16, H, s(26, 28), False, "aggregate"),
           N(17, TOP, s(29, 30), False, "sort")])

# ---- 608 Tree Node: self LEFT JOIN, CASE, GROUP BY id, type ----------------------------------------------------------
Q608 = ("three_generation (lines 2-9) self-joins Tree on a.id = b.p_id (line 8); categorize_table (lines 9-16) labels "
        "each node with a CASE; both select lists collapse into the Project after the join (kind sql, the CASE lines "
        "10-13 and three_generation's select lines 3-6); the main GROUP BY id, type is one HashAggregate with no Exchange "
        "of its own (kind aggregate, lines 18 and 20). Tree a's hash Exchange on id is the join's and also satisfies the "
        "GROUP BY (derived, ambiguous: the join line and the GROUP BY). ")
N608 = [N(1, SCAN, s(7), False, "read", cte="three_generation"),
        N(2, X, s(8, 20), True, "join", cte="three_generation", amb=True)]
L["vl_0608_self_left_join_case_group"] = dict(
    dataframe="with three_generation as (select b.id as child_id, a.id, a.p_id (3-6) from Tree a (7) left join Tree b on "
              "a.id = b.p_id (8)), categorize_table as (select id, case ... end as type (10-13) from three_generation "
              "(14-15)) select id, type (18) from categorize_table (19) group by id, type; (20)",
    notes=Q608 + "AQE broadcast Tree b's shuffled side (BroadcastExchange derived). " + JOIN,
    nodes=[*N608, N(5, SCAN, s(8), False, "read", cte="three_generation"),
           N(6, "Filter", s(8), True, "join", cte="three_generation"),
           N(7, X, s(8), True, "join", cte="three_generation"), N(10, BX, s(8), True, "join", cte="three_generation"),
           N(12, BHJ, s(8), False, "join", cte="three_generation"),
           N(13, "Project", s((10, 13), (3, 6)), False, "sql", cte="categorize_table"),
           N(14, H, s(18, 20), False, "aggregate")])
L["vl_0608_self_left_join_case_group_smj"] = dict(
    dataframe=L["vl_0608_self_left_join_case_group"]["dataframe"],
    notes=Q608 + SMJ + JOIN,
    nodes=[*N608, N(5, "Sort", s(8), True, "join", cte="three_generation"),
           N(6, SCAN, s(8), False, "read", cte="three_generation"),
           N(7, "Filter", s(8), True, "join", cte="three_generation"),
           N(8, X, s(8), True, "join", cte="three_generation"), N(11, "Sort", s(8), True, "join", cte="three_generation"),
           N(12, SMJ_OP, s(8), False, "join", cte="three_generation"),
           N(13, "Project", s((10, 13), (3, 6)), False, "sql", cte="categorize_table"),
           N(14, H, s(18, 20), False, "aggregate")])

# ---- 612 Shortest Distance in a Plane: ROW_NUMBER() CTE used twice, CROSS JOIN, MIN GROUP BY, MIN --------------------
L["vl_0612_row_number_cross_join"] = dict(
    dataframe="with generate_id as (select row_number() over(order by x, y) as id, x, y (3-5) from Point2D (6)), "
              "smallest as (select a.id, min(sqrt(...)) as min_distance (8) from generate_id a (9) cross join generate_id "
              "b (10) where a.id != b.id (11) group by a.id (12)) select round(min(min_distance),2) as shortest (14) "
              "from smallest; (15)",
    notes="generate_id (lines 2-7) is read twice (a and b): each read is its own SinglePartition Exchange (the second a "
          "ReusedExchange, not labelled), Sort (derived at the OVER, line 4), Window (line 4) and select-list Project "
          "(kind sql, lines 3-5), all labelled in the CTE. The CROSS JOIN with the WHERE as its condition is a "
          "BroadcastNestedLoopJoin Cross (kind join, lines 10-11), b broadcast (derived); the Project after it drops "
          "b.id (derived, ambiguous: the select line and the join). The MIN ... GROUP BY a.id is one HashAggregate with "
          "no Exchange (one partition; kind aggregate, lines 8 and 12), the outer MIN another (line 14). ",
    nodes=[N(1, SCAN, s(6), False, "read", cte="generate_id"), N(2, X, s(4), True, "window", cte="generate_id"),
           N(4, "Sort", s(4), True, "window", cte="generate_id"), N(5, "Window", s(4), False, "window", cte="generate_id"),
           N(6, "Project", s((3, 5)), False, "sql", cte="generate_id"),
           N(9, "Sort", s(4), True, "window", cte="generate_id"),
           N(10, "Window", s(4), False, "window", cte="generate_id"),
           N(11, "Project", s((3, 5)), False, "sql", cte="generate_id"),
           N(12, BX, s(10, 11), True, "join", cte="smallest"), N(14, BNLJ, s(10, 11), False, "join", cte="smallest"),
           N(15, "Project", s(8, 10), True, "project", cte="smallest", amb=True),
           N(16, H, s(8, 12), False, "aggregate", cte="smallest"), N(17, H, s(14), False, "aggregate")])

# ---- 1045 Customers Who Bought All Products: DISTINCT of a LEFT JOIN, COUNT GROUP BY, = (SELECT COUNT(*)) -------------
L["vl_1045_distinct_count_scalar_subquery"] = dict(
    dataframe="with merge_table as (select distinct a.product_key as product_key, b.customer_id (3-5) from Product a "
              "(6-7) left join Customer b on a.product_key = b.product_key (8) where b.customer_id is not null (9)), "
              "count_product_per_id as (select customer_id, count(*) as num_product (12-14) from merge_table (15) group "
              "by customer_id (16)) select customer_id (19) from count_product_per_id (20) where num_product = (select "
              "count(*) from Product); (21)",
    notes="The WHERE on b's column turns the left join into an inner join (AQE's broadcast of Product's shuffled side); "
          "Customer's Filter holds the WHERE's `customer_id is not null` with the join's inferred isnotnull(product_key) "
          "(kind filter, lines 9 and 8). SELECT DISTINCT is one HashAggregate on (product_key, customer_id) with no "
          "Exchange of its own (kind distinct, line 4); the COUNT(*) a partial/final pair (lines 12-14, 16); the main "
          "WHERE a Filter holding the scalar subquery (kind filter, line 21), the select list the last Project (kind "
          "sql); the subquery's COUNT(*) another pair on line 21. " + SUBQ + JOIN,
    nodes=[N(1, SCAN, s(7), False, "read", cte="merge_table"), N(2, "Filter", s(8), True, "join", cte="merge_table"),
           N(3, X, s(8), True, "join", cte="merge_table"), N(6, BX, s(8), True, "join", cte="merge_table"),
           N(8, SCAN, s(8), False, "read", cte="merge_table"),
           N(9, "Filter", s(9, 8), False, "filter", cte="merge_table"),
           N(10, X, s(8), True, "join", cte="merge_table"), N(13, BHJ, s(8), False, "join", cte="merge_table"),
           N(14, "Project", s((3, 5), 8), True, "project", cte="merge_table", amb=True),
           N(15, H, s(4), False, "distinct", cte="merge_table"),
           *agg([(16, H), (17, X)], 20, s((12, 14), 16), cte="count_product_per_id"),
           N(21, "Filter", s(21), False, "filter"), N(22, "Project", s(19), False, "sql"),
           N(37, SCAN, s(21), False, "read"), N(38, "Project", s(21), True, "project", amb=True),
           *agg([(39, H), (40, X)], 42, s(21)), *agg([(44, X)], 45, s(21))])

# ---- 1179 Reformat Department Table: twelve SUM(CASE ...) GROUP BY id -------------------------------------------------
L["vl_1179_sum_case_pivot"] = dict(
    dataframe="select id, sum(case when month = 'Jan' then revenue end) as Jan_Revenue, ... Dec_Revenue (2-15) from "
              "Department (16) group by id; (17)",
    notes="A pivot written as twelve SUM(CASE ...): one partial/final aggregate pair (the partial and its Exchange "
          "derived) at the select lines and the GROUP BY (2-15, 17). ",
    nodes=[N(1, SCAN, s(16), False, "read"), *agg([(2, H), (3, X)], 6, s((2, 15), 17))])

# ---- 1280 Students and Examinations: CROSS JOIN CTE, LEFT JOIN on two keys, COUNT(CASE) GROUP BY, ORDER BY ------------
L["vl_1280_cross_join_left_join_count"] = dict(
    dataframe="with cross_table as (select * (3) from Students (4) cross join Subjects (5)) select a.student_id, "
              "a.student_name, a.subject_name, coalesce(count(case when ... end), 0) as attended_exams (8-10) from "
              "cross_table a (11) left join Examinations b on a.student_id = b.student_id and a.subject_name = "
              "b.subject_name (12) group by a.student_id, a.student_name, a.subject_name (13) order by a.student_id, "
              "a.subject_name; (14)",
    notes="The CTE's CROSS JOIN is a CartesianProduct (kind join, line 5); the left join on two keys AQE's broadcast of "
          "Examinations' shuffled side; the cross side's hash Exchange on (student_id, subject_name) is the join's and "
          "also satisfies the GROUP BY (derived, ambiguous: lines 12 and 13). The COUNT(CASE) GROUP BY is one "
          "HashAggregate with no Exchange of its own (kind aggregate, lines 9-10 and 13); ORDER BY: range Exchange "
          "derived, Sort not. The Project after the join drops b.student_id (derived, ambiguous). " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read", cte="cross_table"), N(2, SCAN, s(5), False, "read", cte="cross_table"),
           N(3, CART, s(5), False, "join", cte="cross_table"), N(4, X, s(12, 13), True, "join", amb=True),
           N(7, SCAN, s(12), False, "read"), N(8, "Filter", s(12), True, "join"), N(9, X, s(12), True, "join"),
           N(12, BX, s(12), True, "join"), N(14, BHJ, s(12), False, "join"),
           N(15, "Project", s(10, 12), True, "project", amb=True), N(16, H, s((9, 10), 13), False, "aggregate"),
           *order(17, 20, s(14))])

# ---- 1350 Students With Invalid Departments: NOT IN (SELECT ...) ------------------------------------------------------
L["vl_1350_not_in"] = dict(
    dataframe="select id, name (2-3) from Students (4) where department_id not in (select id from Departments); (5)",
    notes="NOT IN runs as a null-aware broadcast left anti join, kind subquery at the WHERE ... NOT IN line (5), its "
          "BroadcastExchange derived; the subquery's pruning Project (name dropped) derived and ambiguous; the select "
          "list the last Project (kind sql). ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, SCAN, s(5), False, "read"),
           N(3, "Project", s(5), True, "project", amb=True), N(4, BX, s(5), True, "subquery"),
           N(6, BHJ, s(5), False, "subquery"), N(7, "Project", s((2, 3)), False, "sql")])

# ---- 1435 Create a Session Bar Chart: VALUES table LEFT JOIN a CASE CTE, COUNT(CASE) GROUP BY ------------------------
L["vl_1435_values_left_join"] = dict(
    dataframe="with categorize as (select case when duration::numeric/ 60.0 < 5 then '[0-5>' ... end as bin, 1 as "
              "check_number (3-9) from Sessions (10)) select a.bin, count(case when b.check_number is not null then 1 "
              "end) as total (12-13) from (values ('[0-5>'), ... ('15 or more')) as a(bin) (14-20) left join categorize b "
              "on a.bin = b.bin (21) group by a.bin; (22)",
    notes="The inline VALUES table is a LocalTableScan (kind read, lines 14-20); the CTE's CASE select list a Project "
          "over the Sessions scan (kind sql, lines 3-9); the left join AQE's broadcast of the CTE's shuffled side; the "
          "VALUES side's hash Exchange on bin is the join's and also satisfies the GROUP BY (derived, ambiguous: lines "
          "21 and 22); the COUNT(CASE) GROUP BY one HashAggregate with no Exchange of its own (kind aggregate, lines 13 "
          "and 22). The Project after the join drops b.bin (derived, ambiguous). " + JOIN,
    nodes=[N(1, "LocalTableScan", s((14, 20)), False, "read"), N(2, X, s(21, 22), True, "join", amb=True),
           N(5, SCAN, s(10), False, "read", cte="categorize"),
           N(6, "Project", s((3, 9)), False, "sql", cte="categorize"), N(7, X, s(21), True, "join"),
           N(10, BX, s(21), True, "join"), N(12, BHJ, s(21), False, "join"),
           N(13, "Project", s(13, 21), True, "project", amb=True), N(14, H, s(13, 22), False, "aggregate")])

# ---- 1459 Rectangles Area: self JOIN on a.id < b.id, WHERE area > 0, ORDER BY ----------------------------------------
L["vl_1459_non_equi_self_join"] = dict(
    dataframe="with merge_result as (select a.id as p1, b.id as p2, abs(a.x_value - b.x_value)*abs(a.y_value - "
              "b.y_value) as area (3-6) from Points a (7) join Points b on a.id < b.id (8)) select p1, p2, area (11) from "
              "merge_result (12) where area > 0 (13) order by area desc, p1, p2; (14)",
    notes="A join on a.id < b.id alone has no equi-join key: a CartesianProduct whose condition also holds the main "
          "WHERE area > 0 pushed into the CTE (kind join, lines 8 and 13); both sides' isnotnull Filters inferred from "
          "that condition (derived, lines 8 and 13). The CTE's select list (and the main one, merged) is the Project "
          "after it (kind sql, lines 3-6 and 11); ORDER BY: range Exchange derived, Sort not. ",
    nodes=[N(1, SCAN, s(7), False, "read", cte="merge_result"),
           N(2, "Filter", s(8, 13), True, "join", cte="merge_result"),
           N(3, SCAN, s(8), False, "read", cte="merge_result"),
           N(4, "Filter", s(8, 13), True, "join", cte="merge_result"),
           N(5, CART, s(8, 13), False, "join", cte="merge_result"),
           N(6, "Project", s((3, 6), 11), False, "sql", cte="merge_result"), *order(7, 10, s(14))])

# ---- 2084 Drop Type 1 Orders: IN (SELECT ...) AND ... OR NOT IN (SELECT ...) over a DISTINCT CTE ----------------------
L["vl_2084_in_or_not_in"] = dict(
    dataframe="with find_type0 as (select distinct customer_id (3) from Orders (4) where order_type = 0 (5)) select "
              "order_id, customer_id, order_type (7) from Orders (8) where (customer_id in (select customer_id from "
              "find_type0) and order_type != 1) or customer_id not in (select customer_id from find_type0) (9)",
    notes="IN and NOT IN under an OR cannot be semi/anti joins: each is an ExistenceJoin adding a flag column, the IN a "
          "BroadcastHashJoin (its hash Exchange on Orders and its BroadcastExchange derived), the null-aware NOT IN a "
          "BroadcastNestedLoopJoin (its BroadcastExchange derived), both kind subquery at the WHERE line (9), then one "
          "Filter on the flags (kind filter, line 9) and the select list (kind sql, line 7). Both subqueries read the "
          "CTE find_type0 (lines 2-6): its WHERE a Filter (line 5), its SELECT DISTINCT a partial/final aggregate pair "
          "(kind distinct, line 3, the partial and its Exchange derived); the second read reuses the first one's "
          "Exchange (ReusedExchange, not labelled) and has its own final aggregate. The statement has no `;`. ",
    nodes=[N(1, SCAN, s(8), False, "read"), N(2, X, s(9), True, "subquery"),
           N(5, SCAN, s(4), False, "read", cte="find_type0"), N(6, "Filter", s(5), False, "filter", cte="find_type0"),
           N(7, "Project", s(3), True, "project", cte="find_type0", amb=True),
           *agg([(8, H), (9, X)], 12, s(3), cte="find_type0", kind="distinct"), N(13, BX, s(9), True, "subquery"),
           N(15, BHJ, s(9), False, "subquery"), N(19, H, s(3), False, "distinct", cte="find_type0"),
           N(20, BX, s(9), True, "subquery"), N(22, BNLJ, s(9), False, "subquery"),
           N(23, "Filter", s(9), False, "filter"), N(24, "Project", s(7), False, "sql")])

# ---- 3564 Seasonal Sales Analysis: LEFT JOIN + CASE CTE, SUM GROUP BY with RANK() OVER(... ORDER BY SUM()), = 1 -------
CT, CR = "categorize_time", "calculate_total_and_ranking"
L["vl_3564_rank_over_aggregate"] = dict(
    dataframe="with categorize_time as (select a.product_id, case when extract(month from a.sale_date) ... end as "
              "season, a.quantity, a.quantity * a.price as revenue, b.category (3-9) from sales a (10) left join "
              "products b on a.product_id = b.product_id (11)), calculate_total_and_ranking as (select category, season, "
              "sum(quantity) as total_quantity, sum(revenue) as total_revenue, (13-17) rank() over(partition by season "
              "order by sum(quantity) desc, sum(revenue) desc) as ranking (18) from categorize_time (19) group by "
              "category, season (20)) select season, category, total_quantity, total_revenue (22) from "
              "calculate_total_and_ranking (23) where ranking = 1; (24)",
    notes="categorize_time (lines 2-12) left-joins products (AQE's broadcast of its shuffled side) and computes the "
          "season CASE and revenue in its select list, the Project after the join (kind sql, lines 3-9); "
          "calculate_total_and_ranking (lines 12-21) sums by category and season, a partial/final aggregate pair at the "
          "select lines and the GROUP BY (13-17, 20; the final one also computes the window's ORDER BY sums), then "
          "RANK() OVER(PARTITION BY season ORDER BY SUM() ...) filtered = 1 in the main WHERE: a WindowGroupLimit pair "
          "around the window (Sorts, limits and the Exchange derived at the OVER line 18, the limits also at the WHERE, "
          "line 24), the Window not (kind window); the WHERE a Filter and the select list the last Project (kind sql). "
          "Pruning Projects on both scans derived and ambiguous. " + JOIN,
    nodes=[N(1, SCAN, s(10), False, "read", cte=CT), N(2, "Project", s((3, 8), 11), True, "project", cte=CT, amb=True),
           N(3, X, s(11), True, "join", cte=CT), N(6, SCAN, s(11), False, "read", cte=CT),
           N(7, "Filter", s(11), True, "join", cte=CT), N(8, "Project", s(9, 11), True, "project", cte=CT, amb=True),
           N(9, X, s(11), True, "join", cte=CT), N(12, BX, s(11), True, "join", cte=CT),
           N(14, BHJ, s(11), False, "join", cte=CT), N(15, "Project", s((3, 9)), False, "sql", cte=CT),
           *agg([(16, H), (17, X)], 20, s((13, 17), 20), cte=CR), N(21, "Sort", s(18), True, "window", cte=CR),
           N(22, WGL, s(18, 24), True, "window", cte=CR), N(23, X, s(18), True, "window", cte=CR),
           N(26, "Sort", s(18), True, "window", cte=CR), N(27, WGL, s(18, 24), True, "window", cte=CR),
           N(28, "Window", s(18), False, "window", cte=CR), N(29, "Filter", s(24), False, "filter"),
           N(30, "Project", s(22), False, "sql")])


def main() -> int:
    sys.path.insert(0, str(HERE))
    from capture import CASES, statements  # noqa: E402

    repo = BENCH / "repos" / SLUG

    def cases():
        for case_id, part, file, k, settings in CASES:
            if case_id not in L or not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not labelled or not captured yet")
                continue
            spec = dict(L[case_id])
            spec["file"] = file
            text = (repo / file).read_text()
            a, b, _ = statements(text)[k - 1]
            run = RUN.format(file=file, a=a, b=b, above=ABOVE if a > 1 else "")
            name = Path(file).name
            twins = sorted(p.parent.name for p in repo.glob(f"sql/*/{name}") if p.read_text() == text)
            extra = f"Settings: {', '.join(settings)}. " if settings else ""
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in the driver)",
                    "notes": spec["notes"] + TWINS.format(n=len(twins), folders=", ".join(twins)) + INPUTS
                    + SESSION + extra + run + TAIL,
                    "form": "sql", "source": "Vicientt/leetcode-sql"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
