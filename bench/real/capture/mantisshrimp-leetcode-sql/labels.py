"""Write each mt_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/mantisshrimp-leetcode-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=...), the helpers of ../siqichen-leetcode-sql/labels.py
(loaded by path, not copied): spans are the file's own line numbers. Symbols: a clause of a .sql file is the file's
repository path dotted without `.sql` (`1179-GamePlayAnalysisI.1179-GamePlayAnalysisI`) or, inside a CTE, that then
the CTE's name (`cte=`, 2302's `first_ordered` / `second_ordered`), as the lq_/lm_/pr_ families did.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

from sql_labels import N, agg, order, rows_of, s  # noqa: E402,F401

BENCH = HERE.parents[1]
SLUG = "mantisshrimp2__sql-leetcode"
COMMIT = "efa97606cae54c2f75814ef05abb7c2ab1fee5e1"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by our driver (bench/real/capture/mantisshrimp-leetcode-sql/run_sql.py), outside the "
          "repository: spark.createDataFrame of generated rows (make_data.py, fixed seeds) in the LeetCode problem's "
          "schema, each registered as a temp view under the name the query uses; each Scan ExistingRDD is labelled at "
          "the FROM/JOIN line that names that table. ")
RUN = ("Run: spark-submit run_sql.py '{file}' from the repository's root (the file's repository path exactly as the "
       "program's argument); the driver ran the file's one statement (lines {a}-{b}, its text unchanged; the "
       "`-- Last updated` comment line above it and, in most files, MySQL's `# Write your MySQL query statement below` "
       "comment, which Spark's parser lacks, belong to no statement) with spark.sql, then collect(). ")
TAIL = ("The plan is the one that statement's action ran, written by a query-execution listener after it ran (final "
        "adaptive plan; the main plan's initial-only nodes are not labelled); event_log.json from the same spark-submit "
        "run (one run per case), the execution found by its plan, `description_rank` its place among the run's "
        "collect() executions (1: one statement a run).")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch from the planned sort-merge join) and the inferred "
        "isnotnull Filters are derived at the lines of the join condition, kind join; a pruning Project derived and "
        "ambiguous (the select list or the clause that uses its columns, and the join). ")
SMJ = ("Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1, which AQE's own threshold follows), so the joins "
       "stay sort-merge joins: their Exchanges and Sorts derived at the join condition's lines. ")
NOAQE = ("Adaptive execution off (spark.sql.adaptive.enabled=false): the plan is the physical plan as planned, with no "
         "AdaptiveSparkPlan, query stages or initial plan. ")
SUBQ = ("The scalar subquery runs as its own plan (Subquery:1), labelled like a query of its own at the subquery's lines; "
        "its adaptive plan prints its initial plan too, after the main plan's details, and those initial-only "
        "Exchange/HashAggregate/TakeOrderedAndProject nodes are labelled as their final twins. ")
SAME_TABLES = [
    ({"1179", "1180"}, "1179 (Game Play Analysis I) and 1180 (II) read the same Activity table; 1180's IN subquery "
                       "(lines 5-7) is 1179's whole query (lines 3-5) again, its GROUP BY line byte for byte. "),
    ({"176", "181"}, "Problems 176 and 181 both read a table named Employee (other columns in each). "),
    ({"183", "1974"}, "Problems 183 and 1974 both read a table named Customers (other columns in each). "),
    ({"182", "196"}, "Problems 182 and 196 both read a table named Person (196's DELETE, not run). "),
    ({"180"}, "175-CombineTwoTables/175-CombineTwoTables.py holds this file's query line for line (its lines 3-13, the "
              "same as here; only the two comment lines above differ): a twin in another file, not an alternative (the "
              "mapper must find the file that ran). "),
]
WHERE_SHAPE = ("584, 595, 1827, 1908 and 1974 are the same one-table SELECT ... WHERE shape over other tables. ")

H, X = "HashAggregate", "Exchange"
SCAN = "Scan ExistingRDD"
BX, BHJ, SMJ_OP = "BroadcastExchange", "BroadcastHashJoin", "SortMergeJoin"
TOP = "TakeOrderedAndProject"
L: dict[str, dict] = {}

# ---- 1179 Game Play Analysis I: MIN() GROUP BY ------------------------------------------------------------------------
L["mt_1179_group_min"] = dict(
    dataframe="select player_id , min(event_date) AS first_login (3) FROM Activity (4) GROUP BY player_id; (5)",
    notes="The MIN's partial level and Exchange derived at the select line and the GROUP BY, the last aggregate not; the "
          "pruning Project (device_id, games_played dropped) derived and ambiguous. ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Project", s(3, 5), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(3, 5))])

# ---- 1180 Game Play Analysis II: (a, b) IN (SELECT ..., MIN() ... GROUP BY) ------------------------------------------
IN1180 = ("The two-column IN runs as a left semi join on both columns, kind subquery at the WHERE ... IN line (4), its "
          "Exchanges derived; the subquery's MIN is a partial/final aggregate pair at its select line and GROUP BY "
          "(5, 7); the outer select list is the Project after the join (kind sql). ")
L["mt_1180_in_tuple_min"] = dict(
    dataframe="select player_id, device_id FROM Activity (3) WHERE (player_id, event_date) IN (4) (select player_id , "
              "min(event_date) AS first_login (5) FROM Activity (6) GROUP BY player_id); (7)",
    notes=IN1180 + "AQE broadcast the subquery's side (BroadcastExchange derived, kind subquery). ",
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Project", s(3, 4), True, "project", amb=True),
           N(3, X, s(4), True, "subquery"), N(6, SCAN, s(6), False, "read"),
           N(7, "Project", s(5, 7), True, "project", amb=True), *agg([(8, H), (9, X)], 12, s(5, 7)),
           N(13, BX, s(4), True, "subquery"), N(15, BHJ, s(4), False, "subquery"),
           N(16, "Project", s(3), False, "sql")])

# ---- 176 Second Highest Salary: SELECT (SELECT DISTINCT ... ORDER BY ... LIMIT 1 OFFSET 1) ---------------------------
Q176 = ("The outer SELECT has no FROM: a Project over a one-row scan (kind read for the OneRowRelation, sql for the "
        "Project holding the scalar subquery and its alias, lines 3 and 8). The subquery's DISTINCT is a partial/final "
        "aggregate pair on Salary (derived levels and Exchange kind distinct at the SELECT DISTINCT lines 3-4), its "
        "ORDER BY ... LIMIT 1 OFFSET 1 one TakeOrderedAndProject (kind sort, lines 7-8). ")
L["mt_176_scalar_offset"] = dict(
    dataframe="SELECT(SELECT DISTINCT Salary (3-4) FROM Employee (5-6) ORDER BY Salary DESC (7) LIMIT 1 OFFSET 1)AS "
              "SecondHighestSalary; (8)",
    notes=Q176 + SUBQ,
    nodes=[N(1, "Scan OneRowRelation", s(3), False, "read"), N(2, "Project", s(3, 8), False, "sql"),
           N(5, SCAN, s((5, 6)), False, "read"), N(6, "Project", s((3, 4)), True, "project", amb=True),
           *agg([(7, H), (8, X)], 11, s((3, 4)), kind="distinct"), N(12, TOP, s(7, 8), False, "sort"),
           *agg([(14, X)], 15, s((3, 4)), kind="distinct"), N(16, TOP, s(7, 8), False, "sort")])

# ---- 180 Consecutive Numbers: three-way comma self join, SELECT DISTINCT ---------------------------------------------
Q180 = ("A three-way comma self join: logs is scanned as i1 (line 6) and i2 (line 7); i3 (line 8) is not scanned again "
        "in the final plan, AQE reused i2's BroadcastExchange for it (ReusedExchange, a wrapper), so that "
        "BroadcastExchange serves both joins (derived at lines 10-13). The WHERE's "
        "equalities became the joins' keys: i1 with i2 on lines 10 and 12, then with i3 on lines 11 and 13 (each join "
        "kind join at its tables' FROM lines and its WHERE lines); the inferred isnotnull Filters derived at the WHERE "
        "lines of the joins the scan takes part in (i2's both). The select list's alias is the Project before the "
        "DISTINCT (kind sql); the DISTINCT a partial/final aggregate pair, derived level and Exchange kind distinct at "
        "the SELECT distinct lines (3-4). ")
L["mt_180_three_way_self_join"] = dict(
    dataframe="SELECT distinct i1.num as ConsecutiveNums (3-4) FROM logs i1, logs i2, logs i3 (5-8) WHERE i1.id=i2.id+1 "
              "AND i2.id=i3.id+1 AND i1.num=i2.num AND i2.num=i3.num (9-13)",
    notes=Q180 + "AQE turned both planned sort-merge joins into broadcast joins. " + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, "Filter", s(10, 12), True, "join"),
           N(3, X, s(10, 12), True, "join"), N(6, SCAN, s(7), False, "read"),
           N(7, "Filter", s((10, 13)), True, "join"), N(8, X, s(10, 12), True, "join"),
           N(11, BX, s((10, 13)), True, "join"), N(13, BHJ, s(6, 7, 10, 12), False, "join"),
           N(14, "Project", s(4, 11, 13), True, "project", amb=True), N(17, BHJ, s(8, 11, 13), False, "join"),
           N(18, "Project", s((3, 4)), False, "sql"), *agg([(19, H), (20, X)], 23, s((3, 4)), kind="distinct")])

# ---- 181 Employees Earning More Than Their Managers: self JOIN ... ON, WHERE across the sides -------------------------
SELF181 = ("A self join: Employee is scanned twice, e1 at the FROM line (4), e2 at the JOIN line (5). The WHERE across "
           "the sides (line 6) became the join's condition (its line accepted at the join) and its isnotnull(salary) "
           "joined the inferred Filters. The select list's alias is the Project after the join (kind sql). ")
L["mt_181_self_join"] = dict(
    dataframe="SELECT e1.name AS Employee (3) FROM Employee e1 (4) JOIN Employee e2 ON e1.managerId = e2.id (5) WHERE "
              "e1.salary > e2.salary; (6)",
    notes=SELF181 + "AQE turned the planned sort-merge join into a broadcast join of the shuffled sides (e1's side "
          "broadcast). " + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5, 6), True, "join"),
           N(3, "Project", s(3, 5, 6), True, "project", amb=True), N(4, X, s(5), True, "join"),
           N(7, BX, s(5), True, "join"), N(9, SCAN, s(5), False, "read"), N(10, "Filter", s(5, 6), True, "join"),
           N(11, "Project", s(5, 6), True, "project", amb=True), N(12, X, s(5), True, "join"),
           N(15, BHJ, s(5, 6), False, "join"), N(16, "Project", s(3), False, "sql")])

# ---- 182 Duplicate Emails: GROUP BY + HAVING COUNT() ------------------------------------------------------------------
L["mt_182_group_having"] = dict(
    dataframe="SELECT email from Person (3) GROUP BY email (4) HAVING COUNT(email) > 1; (5)",
    notes="The COUNT is written in the HAVING, so the aggregates' spans are the GROUP BY and the HAVING; the HAVING is a "
          "Filter on the aggregate's result, then a Project keeps the select list (kind sql). The pruning Project (id "
          "dropped) derived and ambiguous. ",
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Project", s(3, 4), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s(4, 5)), N(8, "Filter", s(5), False, "filter"),
           N(9, "Project", s(3), False, "sql")])

# ---- 1827 Invalid Tweets: WHERE LENGTH() > n, all on one line ---------------------------------------------------------
L["mt_1827_length_filter"] = dict(
    dataframe="select tweet_id from Tweets where Length(content) > 15; (3)",
    notes="No shuffle, so no adaptive plan: the WHERE's Filter (with its inferred isnotnull) and the select list's "
          "Project, every clause on line 3. 1683-InvalidTweets/ holds an empty 1683-InvalidTweets.py (the same problem "
          "synced under another number). " + WHERE_SHAPE,
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Filter", s(3), False, "filter"),
           N(3, "Project", s(3), False, "sql")])

# ---- 1908 Recyclable and Low Fat Products: WHERE ... AND ... ------------------------------------------------------------
L["mt_1908_where_and"] = dict(
    dataframe="Select product_id (3) from products (4) where low_fats = 'Y' (5) and recyclable = 'Y' (6)",
    notes="No shuffle, so no adaptive plan: the WHERE's Filter (both conditions, lines 5-6, with their inferred "
          "isnotnull) and the select list's Project. 1757-RecyclableandLowFatProducts/ holds an empty .py of the same "
          "problem. " + WHERE_SHAPE,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s((5, 6)), False, "filter"),
           N(3, "Project", s(3), False, "sql")])

# ---- 584 Find Customer Referee: WHERE ... != n OR ... IS NULL ------------------------------------------------------------
L["mt_584_not_equal_or_null"] = dict(
    dataframe="select name from Customer (3) where referee_id !=2 or referee_id is null; (4)",
    notes="No shuffle, so no adaptive plan: the WHERE's Filter and the select list's Project. " + WHERE_SHAPE,
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Filter", s(4), False, "filter"),
           N(3, "Project", s(3), False, "sql")])

# ---- 595 Big Countries: WHERE ... >= n OR ... >= m, all on one line -------------------------------------------------------
L["mt_595_where_or"] = dict(
    dataframe="select name, population, area from World where area >= 3000000 or population >= 25000000; (3)",
    notes="No shuffle, so no adaptive plan: the WHERE's Filter and the select list's Project, every clause on line 3. "
          + WHERE_SHAPE,
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Filter", s(3), False, "filter"),
           N(3, "Project", s(3), False, "sql")])

# ---- 183 Customers Who Never Order: NOT IN (SELECT ...) -----------------------------------------------------------------
Q183 = ("The NOT IN runs as a null-aware left anti join (kind subquery at the WHERE ... NOT IN line 5, its "
        "BroadcastExchange derived): Customers scanned at the outer FROM (4), Orders at the subquery's FROM (7); the "
        "subquery's select list keeps only customerId (a pruning Project, derived and ambiguous: the subquery's select "
        "line and the NOT IN). The outer select list's alias is the Project after the join (kind sql). ")
L["mt_183_not_in_anti"] = dict(
    dataframe="SELECT name as Customers (3) from Customers (4) Where id not in ( (5) select customerId (6) from Orders "
              "(7) ); (8)",
    notes=Q183 + "A null-aware anti join is always broadcast (its plan is the same with broadcast joins off). ",
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, SCAN, s(7), False, "read"),
           N(3, "Project", s(5, 6), True, "project", amb=True), N(4, BX, s(5), True, "subquery"),
           N(6, BHJ, s(5), False, "subquery"), N(7, "Project", s(3), False, "sql")])

# ---- 197 Rising Temperature: comma self join, WHERE DATEDIFF() = 1 AND ... ---------------------------------------------
L["mt_197_comma_self_join"] = dict(
    dataframe="SELECT w1.id FROM Weather w1, Weather w2 (3) WHERE DATEDIFF(w1.recordDate, w2.recordDate) = 1 AND "
              "w1.temperature > w2.temperature; (4)",
    notes="A comma self join: both scans of Weather are labelled at the FROM line (3) that names them twice. The WHERE "
          "has no equality, so the join is a CartesianProduct whose condition is the WHERE (kind join, the FROM line and "
          "the WHERE); the isnotnull Filters inferred from the WHERE are derived at it, kind join; w2's pruning Project "
          "derived and ambiguous. The select list is the Project after the join (kind sql). No shuffle, so no adaptive "
          "plan. ",
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Filter", s(4), True, "join"), N(3, SCAN, s(3), False, "read"),
           N(4, "Filter", s(4), True, "join"), N(5, "Project", s(3, 4), True, "project", amb=True),
           N(6, "CartesianProduct", s(3, 4), False, "join"), N(7, "Project", s(3), False, "sql")])

# ---- 1974 Find Customers With Positive Revenue this Year: WHERE ... AND ..., ORDER BY ... DESC ---------------------------
L["mt_1974_where_order"] = dict(
    dataframe="SELECT customer_id FROM Customers (3) WHERE year = 2021 (4) AND revenue > 0.0 (5) ORDER BY revenue DESC; "
              "(6)",
    notes="The WHERE's Filter (lines 4-5, with the inferred isnotnull); a pruning Project keeps the ORDER BY's column "
          "(derived and ambiguous: the select list and the ORDER BY); ORDER BY: the range Exchange derived, the Sort "
          "not, kind sort; the select list is the Project after the Sort (kind sql). " + WHERE_SHAPE,
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Filter", s((4, 5)), False, "filter"),
           N(3, "Project", s(3, 6), True, "project", amb=True), *order(4, 7, s(6)),
           N(8, "Project", s(3), False, "sql")])

# ---- 2302 Order Two Columns Independently: two CTEs with ROW_NUMBER() OVER (ORDER BY), JOIN on rn ----------------------
F, S2 = "first_ordered", "second_ordered"
Q2302 = ("Data is scanned twice, once in each CTE (symbols `...first_ordered` / `...second_ordered`, the main query's "
         "nodes the file's). Each ROW_NUMBER() OVER (ORDER BY ...) has no PARTITION BY: a single-partition Exchange and "
         "the Sort derived at the CTE's select line, the Window not; the pruning Project before it (the other column "
         "dropped) derived and ambiguous. The JOIN ON rn (line 12) joins the two windows' outputs (rn is never null: no "
         "Filter); the select list is the Project after it (kind sql). ")
L["mt_2302_cte_row_number_join"] = dict(
    dataframe="WITH first_ordered AS ( SELECT first_col, ROW_NUMBER() OVER (ORDER BY first_col ASC) AS rn (3) FROM Data "
              "(4) ), second_ordered AS ( SELECT second_col, ROW_NUMBER() OVER (ORDER BY second_col DESC) AS rn (7) FROM "
              "Data (8) ) SELECT first_col, second_col (10) FROM first_ordered (11) JOIN second_ordered ON "
              "first_ordered.rn = second_ordered.rn (12)",
    notes=Q2302 + "AQE broadcast second_ordered's side (BroadcastExchange derived at the JOIN line). ",
    nodes=[N(1, SCAN, s(4), False, "read", cte=F), N(2, "Project", s(3), True, "project", cte=F, amb=True),
           N(3, X, s(3), True, "window", cte=F), N(5, "Sort", s(3), True, "window", cte=F),
           N(6, "Window", s(3), False, "window", cte=F),
           N(7, SCAN, s(8), False, "read", cte=S2), N(8, "Project", s(7), True, "project", cte=S2, amb=True),
           N(9, X, s(7), True, "window", cte=S2), N(11, "Sort", s(7), True, "window", cte=S2),
           N(12, "Window", s(7), False, "window", cte=S2),
           N(13, BX, s(12), True, "join"), N(15, BHJ, s(12), False, "join"), N(16, "Project", s(10), False, "sql")])

# ---- 1180 again, broadcast joins off: a sort-merge left semi join -------------------------------------------------------
L["mt_1180_in_tuple_min_smj"] = dict(
    dataframe=L["mt_1180_in_tuple_min"]["dataframe"],
    notes="The same file as mt_1180_in_tuple_min, run again. " + SMJ + IN1180 + "The join's Exchanges and Sorts are "
          "derived at the IN line, kind subquery (the subquery's side shuffled again by both columns after its "
          "aggregate). ",
    nodes=[N(1, SCAN, s(3), False, "read"), N(2, "Project", s(3, 4), True, "project", amb=True),
           N(3, X, s(4), True, "subquery"), N(6, "Sort", s(4), True, "subquery"), N(7, SCAN, s(6), False, "read"),
           N(8, "Project", s(5, 7), True, "project", amb=True), *agg([(9, H), (10, X)], 13, s(5, 7)),
           N(14, X, s(4), True, "subquery"), N(17, "Sort", s(4), True, "subquery"),
           N(18, SMJ_OP, s(4), False, "subquery"), N(19, "Project", s(3), False, "sql")])

# ---- 180 again, broadcast joins off: two sort-merge joins ---------------------------------------------------------------
L["mt_180_three_way_self_join_smj"] = dict(
    dataframe=L["mt_180_three_way_self_join"]["dataframe"],
    notes="The same file as mt_180_three_way_self_join, run again. " + SMJ + Q180.replace(
        "AQE reused i2's BroadcastExchange for it (ReusedExchange, a wrapper), so that BroadcastExchange serves both "
        "joins (derived at lines 10-13)",
        "AQE reused i2's hash Exchange for it (ReusedExchange, a wrapper), so that Exchange serves both joins "
        "(derived at lines 10-13); the Sort above the reused one is join 2's") + JOIN,
    nodes=[N(1, SCAN, s(6), False, "read"), N(2, "Filter", s(10, 12), True, "join"),
           N(3, X, s(10, 12), True, "join"), N(6, "Sort", s(10, 12), True, "join"), N(7, SCAN, s(7), False, "read"),
           N(8, "Filter", s((10, 13)), True, "join"), N(9, X, s((10, 13)), True, "join"),
           N(12, "Sort", s(10, 12), True, "join"), N(13, SMJ_OP, s(6, 7, 10, 12), False, "join"),
           N(14, "Project", s(4, 11, 13), True, "project", amb=True), N(15, X, s(11, 13), True, "join"),
           N(18, "Sort", s(11, 13), True, "join"), N(22, "Sort", s(11, 13), True, "join"),
           N(23, SMJ_OP, s(8, 11, 13), False, "join"), N(24, "Project", s((3, 4)), False, "sql"),
           *agg([(25, H), (26, X)], 29, s((3, 4)), kind="distinct")])

# ---- 181 again, broadcast joins off: a sort-merge self join -------------------------------------------------------------
L["mt_181_self_join_smj"] = dict(
    dataframe=L["mt_181_self_join"]["dataframe"],
    notes="The same file as mt_181_self_join, run again. " + SMJ + SELF181 + JOIN,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, "Filter", s(5, 6), True, "join"),
           N(3, "Project", s(3, 5, 6), True, "project", amb=True), N(4, X, s(5), True, "join"),
           N(7, "Sort", s(5), True, "join"), N(8, SCAN, s(5), False, "read"), N(9, "Filter", s(5, 6), True, "join"),
           N(10, "Project", s(5, 6), True, "project", amb=True), N(11, X, s(5), True, "join"),
           N(14, "Sort", s(5), True, "join"), N(15, SMJ_OP, s(5, 6), False, "join"),
           N(16, "Project", s(3), False, "sql")])

# ---- 2302 again, broadcast joins off: a sort-merge join of the two windows ----------------------------------------------
L["mt_2302_cte_row_number_join_smj"] = dict(
    dataframe=L["mt_2302_cte_row_number_join"]["dataframe"],
    notes="The same file as mt_2302_cte_row_number_join, run again. " + SMJ + Q2302 + "Each window's output is "
          "shuffled again by rn and sorted for the join (derived at the JOIN line, the main query's). ",
    nodes=[N(1, SCAN, s(4), False, "read", cte=F), N(2, "Project", s(3), True, "project", cte=F, amb=True),
           N(3, X, s(3), True, "window", cte=F), N(5, "Sort", s(3), True, "window", cte=F),
           N(6, "Window", s(3), False, "window", cte=F), N(7, X, s(12), True, "join"),
           N(10, "Sort", s(12), True, "join"),
           N(11, SCAN, s(8), False, "read", cte=S2), N(12, "Project", s(7), True, "project", cte=S2, amb=True),
           N(13, X, s(7), True, "window", cte=S2), N(15, "Sort", s(7), True, "window", cte=S2),
           N(16, "Window", s(7), False, "window", cte=S2), N(17, X, s(12), True, "join"),
           N(20, "Sort", s(12), True, "join"), N(21, SMJ_OP, s(12), False, "join"),
           N(22, "Project", s(10), False, "sql")])

# ---- 183 again, adaptive execution off ------------------------------------------------------------------------------------
L["mt_183_not_in_anti_noaqe"] = dict(
    dataframe=L["mt_183_not_in_anti"]["dataframe"],
    notes="The same file as mt_183_not_in_anti, run again. " + NOAQE + Q183,
    nodes=[N(1, SCAN, s(4), False, "read"), N(2, SCAN, s(7), False, "read"),
           N(3, "Project", s(5, 6), True, "project", amb=True), N(4, BX, s(5), True, "subquery"),
           N(5, BHJ, s(5), False, "subquery"), N(6, "Project", s(3), False, "sql")])

# ---- 176 again, adaptive execution off --------------------------------------------------------------------------------------
L["mt_176_scalar_offset_noaqe"] = dict(
    dataframe=L["mt_176_scalar_offset"]["dataframe"],
    notes="The same file as mt_176_scalar_offset, run again. " + NOAQE + Q176 + "The scalar subquery runs as its own "
          "plan (Subquery:1), labelled like a query of its own at the subquery's lines. ",
    nodes=[N(1, "Scan OneRowRelation", s(3), False, "read"), N(2, "Project", s(3, 8), False, "sql"),
           N(3, SCAN, s((5, 6)), False, "read"), N(4, "Project", s((3, 4)), True, "project", amb=True),
           *agg([(5, H), (6, X)], 7, s((3, 4)), kind="distinct"), N(8, TOP, s(7, 8), False, "sort")])


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
            same = "".join(v for numbers, v in SAME_TABLES if number in numbers)
            extra = f"Settings: {', '.join(settings)}. " if settings else ""
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + " (recorded action: collect() of the result in our driver)",
                    "notes": spec["notes"] + same + INPUTS + SESSION + extra + run + TAIL,
                    "form": "sql", "source": "MantisShrimp2/SQL-LeetCode"}
            yield part, BENCH / part / case_id, rows_of(spec), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
