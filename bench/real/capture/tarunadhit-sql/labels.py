"""Write each tq_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/tarunadhit-sql/labels.py

A label: N(node id, operator, spans, derived, kind, cte=..., amb=...): spans are the file's own line numbers. Symbols:
a clause of a .sql file is the file's path dotted without `.sql` (`Questions.Q13-Find the top 3 students who
enrolled in the most courses`) or, inside a CTE, that then the CTE's name (`cte=`), as bench-format.md says for dbt
models and the gw_* family did for plain .sql files; a PySpark question script's code is all top-level
(`Pyspark Questions.Q3-....<module>`).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "tarunadhit__sql-pyspark"
COMMIT = "143bbbabd900c3bd7036e9543390c70007e1729d"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
INPUTS = ("Inputs: made by our driver (bench/real/capture/tarunadhit-sql/run_sql.py), outside the repository: "
          "spark.createDataFrame of generated rows (make_data.py, fixed seeds) in the schema the file's CREATE TABLE "
          "comment gives (or the columns its query names), each registered as a temp view under the name the query "
          "uses; each Scan ExistingRDD is labelled at the FROM/JOIN line that names that table. ")
RUN = {"sql": "Run: spark-submit run_sql.py '<the .sql file>' from the repository's root; the driver ran the file's "
              "whole text unchanged with spark.sql (its comments and trailing ';' included: Spark's parser takes "
              "them), then collect(). ",
       "pyspark": "Run: spark-submit '<the script>' from the repository's root, the script unchanged (its own data, "
                  "its own show()). "}
TAIL = ("The plan is the one the action ran, written by a query-execution listener after it ran (final adaptive "
        "plan); event_log.json from the same spark-submit run (one run per case).")
SHOW = ("show() adds a toprettystring Project and a CollectLimit (derived at the show) or, after orderBy, runs as one "
        "TakeOrderedAndProject (kind sort, at the orderBy and the show). ")
JOIN = ("Hash Exchanges, the BroadcastExchange (AQE's run-time switch) and the inferred isnotnull Filters are derived at "
        "the JOIN ... ON line; a pruning Project derived and ambiguous (the join and the select list). ")
SUBQ = ("The scalar subquery's own adaptive plan prints its initial plan too, after the main plan's details, where "
        "the checker's final/initial split (which reads the main tree only) does not see it: its initial-only "
        "Exchange and HashAggregate nodes are labelled as their final twins. ")


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, cte=None, amb=False):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, cte, amb))


def s(*lines):
    """Spans from line numbers or (first, last) pairs."""
    return [[a, a] if isinstance(a, int) else list(a) for a in lines]


def Q(prefix: str) -> str:
    return next(f"Questions/{p.name}" for p in (BENCH / "repos" / SLUG / "Questions").iterdir()
                if p.name.startswith(prefix))


def PY(prefix: str) -> str:
    return next(f"Pyspark Questions/{p.name}" for p in (BENCH / "repos" / SLUG / "Pyspark Questions").iterdir()
                if p.name.startswith(prefix))


def agg(ids_derived, final, spans, cte=None, kind="aggregate"):
    """The derived partial aggregates and Exchanges of one aggregation, then its last aggregate (not derived)."""
    out = [N(i, op, spans, True, kind, cte=cte) for i, op in ids_derived]
    out.append(N(final, "HashAggregate", spans, False, kind, cte=cte))
    return out


def order(x, srt, spans, cte=None):
    return [N(x, "Exchange", spans, True, "sort", cte=cte), N(srt, "Sort", spans, False, "sort", cte=cte)]


H, X = "HashAggregate", "Exchange"
L: dict[str, dict] = {}

# ---- PySpark question scripts ----------------------------------------------------------------------------------------
L["tq_py3_filter"] = dict(
    file=PY("Q3-"), form="pyspark",
    dataframe="filtered_df.show() (line 22), filtered_df = df.filter(df.Age > 23) (20), df = spark.createDataFrame("
              "data, columns) (18)",
    notes="Q2, Q4, Q5 and Q6 of the same folder make the same DataFrame and show another step of it (other cases or "
          "none). " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"), N(2, "Filter", s(20), False, "filter"),
           N(3, "Project", s(22), True, "project"), N(4, "CollectLimit", s(22), True, "limit")])

L["tq_py4_withcolumn"] = dict(
    file=PY("Q4-"), form="pyspark",
    dataframe="df_new.show() (line 22), df_new = df.withColumn(\"AgeIn5Years\", col(\"Age\") + 5) (20), df = "
              "spark.createDataFrame(data, columns) (18)",
    notes="The withColumn's Project carries the show's toprettystring (its span and the show's). " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"), N(2, "Project", s(20, 22), False, "project"),
           N(3, "CollectLimit", s(22), True, "limit")])

L["tq_py6_sort"] = dict(
    file=PY("Q6-"), form="pyspark",
    dataframe="sorted_df.show() (line 23), sorted_df = df.orderBy(desc(\"Age\")) (21), df = spark.createDataFrame("
              "data, columns) (19)",
    notes=SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(19), False, "read"), N(2, "TakeOrderedAndProject", s(21, 23), False, "sort")])

# ---- Q1 self join ----------------------------------------------------------------------------------------------------
L["tq_q01_manager_selfjoin"] = dict(
    file=Q("Q1-"),
    dataframe="SELECT e.employee_id, ... (16-17) FROM employees e (18) JOIN employees m ON e.manager_id = "
              "m.employee_id (19) WHERE e.salary > m.salary (20)",
    notes="A self join: employees is scanned twice, the e side at the FROM line, the m side at the JOIN line. The WHERE "
          "became the join's condition (its span accepted at the join) and its isnotnull(salary) joined the inferred "
          "Filters. " + JOIN,
    nodes=[N(1, "Scan ExistingRDD", s(18), False, "read"), N(2, "Filter", s((19, 20)), True, "join"),
           N(3, "Exchange", s(19), True, "join"),
           N(6, "Scan ExistingRDD", s(19), False, "read"), N(7, "Filter", s((19, 20)), True, "join"),
           N(8, "Project", s((16, 17), 19), True, "project", amb=True), N(9, "Exchange", s(19), True, "join"),
           N(12, "BroadcastExchange", s(19), True, "join"), N(14, "BroadcastHashJoin", s(19, 20), False, "join"),
           N(15, "Project", s((16, 17)), False, "sql")])

# ---- Q2 duplicate emails: GROUP BY + HAVING --------------------------------------------------------------------------
L["tq_q02_duplicate_emails"] = dict(
    file=Q("Q2-"),
    dataframe="SELECT Email FROM Employee GROUP BY Email HAVING COUNT(Email) > 1 (lines 12-19)",
    notes="Q6 (pizzas ordered more than 5 times a day) and Q74 (duplicate emails through a CTE) are the same shape "
          "(other cases or none). The HAVING is a Filter on the aggregate's result, then a Project drops the count. ",
    nodes=[N(1, "Scan ExistingRDD", s((14, 15)), False, "read"),
           N(2, "Project", s((12, 13), (14, 15)), True, "project", amb=True),
           *agg([(3, H), (4, X)], 7, s((16, 17), (18, 19))),
           N(8, "Filter", s((18, 19)), False, "filter"),
           N(9, "Project", s((12, 13)), False, "sql")])

# ---- Q5 highest-rated movies: scalar subquery ------------------------------------------------------------------------
L["tq_q05_top_movies"] = dict(
    file=Q("Q5-"),
    dataframe="SELECT title, rating (25) FROM Movies (26) WHERE rating = (SELECT MAX(rating) FROM Movies) (27)",
    notes="The scalar subquery runs as its own plan (Subquery:1, nodes 6-11), all on line 27: its scan of Movies, the "
          "pruning Project, the partial max and its Exchange derived, the last max not. " + SUBQ + "Q21 is the same shape with "
          "AVG (other case). ",
    nodes=[N(1, "Scan ExistingRDD", s(26), False, "read"), N(2, "Filter", s(27), False, "filter"),
           N(3, "Project", s(25), False, "sql"),
           N(6, "Scan ExistingRDD", s(27), False, "read"), N(7, "Project", s(27), True, "project", amb=True),
           *agg([(8, H), (9, X)], 11, s(27)),
           *agg([(13, X)], 14, s(27))])  # the subquery's initial plan (see SUBQ)

# ---- Q8 monthly sales: filter, GROUP BY an expression, ORDER BY ------------------------------------------------------
L["tq_q08_monthly_sales"] = dict(
    file=Q("Q8-"),
    dataframe="SELECT DATE_TRUNC('month', OrderDate) AS Month, SUM(TotalAmount) AS MonthlySales (24-25) FROM Orders "
              "(26) WHERE EXTRACT(YEAR FROM OrderDate) = 2024 (27) GROUP BY DATE_TRUNC('month', OrderDate) (28) "
              "ORDER BY Month (29)",
    notes="Q26 computes the same monthly sums with a running total on top, Q11/Q12 the same filter per customer (other "
          "cases or none). The Project below the aggregate computes the grouping expression (date_trunc) and prunes: "
          "derived, ambiguous (the select list and the GROUP BY). ",
    nodes=[N(1, "Scan ExistingRDD", s(26), False, "read"), N(2, "Filter", s(27), False, "filter"),
           N(3, "Project", s((24, 25), 28), True, "project", amb=True),
           *agg([(4, H), (5, X)], 8, s((24, 25), 28)),
           *order(9, 12, s(29))])

# ---- Q9 customers who never ordered: LEFT JOIN + IS NULL -------------------------------------------------------------
L["tq_q09_never_ordered"] = dict(
    file=Q("Q9-"),
    dataframe="SELECT c.CustomerID, c.Name (32) FROM Customers c (33) LEFT JOIN Orders o ON c.CustomerID = "
              "o.CustomerID (34) WHERE o.CustomerID IS NULL (35)",
    notes="Q15 uses the same LEFT JOIN ... IS NULL to find students never graded, Q47/Q50 ask the same of cities with "
          "EXCEPT (other cases or none). The left outer join stays a join (AQE broadcast the Orders side), the IS NULL "
          "a Filter above it. " + JOIN,
    nodes=[N(1, "Scan ExistingRDD", s(33), False, "read"), N(2, "Exchange", s(34), True, "join"),
           N(5, "Scan ExistingRDD", s(34), False, "read"), N(6, "Filter", s(34), True, "join"),
           N(7, "Project", s(32, 34), True, "project", amb=True), N(8, "Exchange", s(34), True, "join"),
           N(11, "BroadcastExchange", s(34), True, "join"), N(13, "BroadcastHashJoin", s(34), False, "join"),
           N(14, "Filter", s(35), False, "filter"), N(15, "Project", s(32), False, "sql")])

# ---- Q11 top 2 customers of 2024: filter, GROUP BY, ORDER BY ... LIMIT -----------------------------------------------
L["tq_q11_top_customers"] = dict(
    file=Q("Q11-"),
    dataframe="SELECT CustomerID, SUM(TotalAmount) AS TotalSpent (25-26) FROM Orders (27) WHERE EXTRACT(YEAR FROM "
              "OrderDate) = 2024 (28) GROUP BY CustomerID (29) ORDER BY TotalSpent DESC (30) LIMIT 2 (31)",
    notes="Q12 is the same query with AVG and no LIMIT, Q10 the same GROUP BY + ORDER BY + LIMIT over Returns (other "
          "cases or none). ORDER BY + LIMIT run as one TakeOrderedAndProject (kind sort, both lines). ",
    nodes=[N(1, "Scan ExistingRDD", s(27), False, "read"), N(2, "Filter", s(28), False, "filter"),
           N(3, "Project", s((25, 26), 29), True, "project", amb=True),
           *agg([(4, H), (5, X)], 8, s((25, 26), 29)),
           N(9, "TakeOrderedAndProject", s((30, 31)), False, "sort")])

# ---- Q13 top 3 students by courses: JOIN, GROUP BY, ORDER BY ... LIMIT -----------------------------------------------
L["tq_q13_top_students"] = dict(
    file=Q("Q13-"),
    dataframe="SELECT s.StudentID, s.Name, COUNT(e.CourseID) AS CourseCount (37-38) FROM Students s (39) JOIN "
              "Enrollments e ON s.StudentID = e.StudentID (40) GROUP BY s.StudentID, s.Name (41) ORDER BY CourseCount "
              "DESC (42) LIMIT 3 (43)",
    notes="Q18 has the same SELECT, FROM, JOIN and GROUP BY lines with a HAVING instead of ORDER BY ... LIMIT (other "
          "case); Q16 and Q17 the same shape over other tables. AQE broadcast the Students side; the Enrollments "
          "side's hash Exchange on StudentID already distributes the join's output by the grouping key, so the count "
          "is one HashAggregate (not derived). The Project between join and aggregate prunes: derived, ambiguous. "
          + JOIN,
    nodes=[N(1, "Scan ExistingRDD", s(39), False, "read"), N(2, "Filter", s(40), True, "join"),
           N(3, "Exchange", s(40), True, "join"), N(6, "BroadcastExchange", s(40), True, "join"),
           N(8, "Scan ExistingRDD", s(40), False, "read"), N(9, "Filter", s(40), True, "join"),
           N(10, "Project", s((37, 38), 40), True, "project", amb=True), N(11, "Exchange", s(40), True, "join"),
           N(14, "BroadcastHashJoin", s(40), False, "join"),
           N(15, "Project", s((37, 38), 40, 41), True, "project", amb=True),
           N(16, "HashAggregate", s((37, 38), 41), False, "aggregate"),
           N(17, "TakeOrderedAndProject", s((42, 43)), False, "sort")])

# ---- Q15 enrolled but never graded: JOIN, LEFT JOIN, IS NULL ---------------------------------------------------------
L["tq_q15_no_grade"] = dict(
    file=Q("Q15-"),
    dataframe="SELECT s.StudentID, s.Name (44) FROM Students s (45) JOIN Enrollments e ON s.StudentID = e.StudentID "
              "(46) LEFT JOIN Grades g ON e.StudentID = g.StudentID AND e.CourseID = g.CourseID (47) WHERE g.GradeID "
              "IS NULL (48)",
    notes="Q9 is the same LEFT JOIN ... IS NULL over Customers and Orders; Q13/Q18 join Students and Enrollments on "
          "the same line text (other cases or none). AQE broadcast the Enrollments and the Grades sides. The Grades "
          "side's Project keeps GradeID for the WHERE (spans: the LEFT JOIN and the WHERE). " + JOIN,
    nodes=[N(1, "Scan ExistingRDD", s(45), False, "read"), N(2, "Filter", s(46), True, "join"),
           N(3, "Exchange", s(46), True, "join"),
           N(6, "Scan ExistingRDD", s(46), False, "read"), N(7, "Filter", s(46), True, "join"),
           N(8, "Project", s(44, 46, 47), True, "project", amb=True), N(9, "Exchange", s(46), True, "join"),
           N(12, "BroadcastExchange", s(46), True, "join"), N(14, "BroadcastHashJoin", s(46), False, "join"),
           N(15, "Scan ExistingRDD", s(47), False, "read"), N(16, "Filter", s(47), True, "join"),
           N(17, "Project", s(47, 48), True, "project", amb=True), N(18, "Exchange", s(47), True, "join"),
           N(21, "BroadcastExchange", s(47), True, "join"), N(23, "BroadcastHashJoin", s(47), False, "join"),
           N(24, "Filter", s(48), False, "filter"), N(25, "Project", s(44), False, "sql")])

# ---- Q18 students in more than 2 courses: JOIN, GROUP BY, HAVING -----------------------------------------------------
L["tq_q18_students_having"] = dict(
    file=Q("Q18-"),
    dataframe="SELECT s.StudentID, s.Name, COUNT(e.CourseID) AS CourseCount (35-36) FROM Students s (37) JOIN "
              "Enrollments e ON s.StudentID = e.StudentID (38) GROUP BY s.StudentID, s.Name (39) HAVING "
              "COUNT(e.CourseID) > 2 (40)",
    notes="Q13 has the same SELECT, FROM, JOIN and GROUP BY lines with ORDER BY ... LIMIT instead of the HAVING (other "
          "case). As there, the count is one HashAggregate (the join's input Exchange on StudentID serves it); the "
          "HAVING a Filter on its result (the HAVING's COUNT is the select list's, computed once). " + JOIN,
    nodes=[N(1, "Scan ExistingRDD", s(37), False, "read"), N(2, "Filter", s(38), True, "join"),
           N(3, "Exchange", s(38), True, "join"), N(6, "BroadcastExchange", s(38), True, "join"),
           N(8, "Scan ExistingRDD", s(38), False, "read"), N(9, "Filter", s(38), True, "join"),
           N(10, "Project", s((35, 36), 38), True, "project", amb=True), N(11, "Exchange", s(38), True, "join"),
           N(14, "BroadcastHashJoin", s(38), False, "join"),
           N(15, "Project", s((35, 36), 38, 39), True, "project", amb=True),
           N(16, "HashAggregate", s((35, 36), 39, 40), False, "aggregate"),
           N(17, "Filter", s(40), False, "filter")])

# ---- Q21 products above the average price: scalar subquery -----------------------------------------------------------
L["tq_q21_above_avg_price"] = dict(
    file=Q("Q21-"),
    dataframe="SELECT ProductID, ProductName, Price (24) FROM Products (25) WHERE Price > (SELECT AVG(Price) FROM "
              "Products) (26-28)",
    notes="Q5 is the same shape with MAX over Movies, Q23 the same AVG subquery over Transactions under a join (other "
          "cases or none). The select list keeps every column: no Project. The scalar subquery runs as its own plan "
          "(Subquery:1, nodes 5-10), all at line 27: its scan, pruning Project, partial avg and Exchange derived, the "
          "last avg not. " + SUBQ,
    nodes=[N(1, "Scan ExistingRDD", s(25), False, "read"), N(2, "Filter", s((26, 28)), False, "filter"),
           N(5, "Scan ExistingRDD", s(27), False, "read"), N(6, "Project", s(27), True, "project", amb=True),
           *agg([(7, H), (8, X)], 10, s(27)),
           *agg([(12, X)], 13, s(27))])  # the subquery's initial plan (see SUBQ)

# ---- Q22 students above their class average: correlated subquery -----------------------------------------------------
L["tq_q22_correlated_avg"] = dict(
    file=Q("Q22-"),
    dataframe="SELECT StudentID, StudentName, Marks (25) FROM Students s (26) WHERE Marks > (SELECT AVG(Marks) FROM "
              "Students WHERE ClassID = s.ClassID) (27-31)",
    notes="Q71 asks the same with a CTE of class averages joined back (other case or none). Spark decorrelated the "
          "subquery into an aggregate of Students by ClassID (AVG at 28, the correlation at 30) joined to the outer "
          "Students on ClassID with Marks > avg as the join condition: the join, its Exchanges, BroadcastExchange and "
          "inferred isnotnull Filters are kind subquery at the whole WHERE (27-31), derived but the join; the "
          "aggregate's partial level and Exchange derived. The outer scan is at the FROM line, the inner one at its "
          "own FROM line (29). ",
    nodes=[N(1, "Scan ExistingRDD", s(26), False, "read"), N(2, "Filter", s((27, 31)), True, "subquery"),
           N(3, "Exchange", s((27, 31)), True, "subquery"), N(6, "BroadcastExchange", s((27, 31)), True, "subquery"),
           N(8, "Scan ExistingRDD", s(29), False, "read"), N(9, "Filter", s(30), True, "subquery"),
           N(10, "Project", s((28, 30)), True, "project", amb=True),
           *agg([(11, H), (12, X)], 15, s(28, 30)),
           N(16, "Filter", s((27, 31)), True, "subquery"), N(17, "BroadcastHashJoin", s((27, 31)), False, "subquery"),
           N(18, "Project", s(25), False, "sql")])

# ---- Q24 users with more posts than average: correlated COUNT subquery vs a scalar AVG subquery ----------------------
L["tq_q24_post_counts"] = dict(
    file=Q("Q24-"),
    dataframe="SELECT u.UserID, u.UserName (36) FROM Users u (37) WHERE (SELECT COUNT(*) FROM Posts p WHERE p.UserID = "
              "u.UserID) (38-42) > (SELECT AVG(PostCount) FROM (SELECT COUNT(*) AS PostCount FROM Posts GROUP BY "
              "UserID) sub) (42-49)",
    notes="Q22 and Q23 compare with an average through subqueries too (other cases or none). The correlated COUNT(*) "
          "subquery (38-42) was decorrelated into a count of Posts per UserID (COUNT at 39, the correlation at 41) "
          "left-outer-joined to Users (AQE broadcast the count side): the join, its Exchange and BroadcastExchange "
          "kind subquery at 38-42, derived but the join. The comparison is the Filter above the join, holding the "
          "scalar subquery (Subquery:1, nodes 28-38): the inner GROUP BY count (45-47) then the AVG (43), each with "
          "its partial level and Exchange derived. " + SUBQ,
    nodes=[N(1, "Scan ExistingRDD", s(37), False, "read"), N(2, "Exchange", s((38, 42)), True, "subquery"),
           N(5, "Scan ExistingRDD", s(40), False, "read"), N(6, "Filter", s(41), True, "subquery"),
           N(7, "Project", s(39, 41), True, "project", amb=True),
           *agg([(8, H), (9, X)], 12, s(39, 41)),
           N(13, "BroadcastExchange", s((38, 42)), True, "subquery"),
           N(15, "BroadcastHashJoin", s((38, 42)), False, "subquery"),
           N(16, "Filter", s((38, 49)), False, "filter"), N(17, "Project", s(36), False, "sql"),
           N(28, "Scan ExistingRDD", s(46), False, "read"), N(29, "Project", s(45, 47), True, "project", amb=True),
           *agg([(30, H), (31, X)], 34, s(45, 47)),
           *agg([(35, H), (36, X)], 38, s(43)),
           *agg([(40, X)], 41, s(45, 47)), *agg([(42, H), (43, X)], 44, s(43))])  # initial plan (see SUBQ)

# ---- Q27 latest order per customer: ROW_NUMBER in a subquery, rn = 1 -------------------------------------------------
L["tq_q27_latest_order"] = dict(
    file=Q("Q27-"),
    dataframe="SELECT OrderID, CustomerID, OrderDate, Amount (25) FROM (SELECT ..., ROW_NUMBER() OVER (PARTITION BY "
              "CustomerID ORDER BY OrderDate DESC) AS rn (27-32) FROM Orders (33)) sub WHERE rn = 1 (35)",
    notes="Q28 (DENSE_RANK ... <= 2) and Q73 (RANK ... <= 2 in a CTE) are the same shape (other cases or none). The "
          "row_number filtered to 1 runs as a WindowGroupLimit pair (partial and final) with their Sorts, derived at "
          "the ROW_NUMBER line and the WHERE; the window's Exchange and second Sort derived at the ROW_NUMBER line. ",
    nodes=[N(1, "Scan ExistingRDD", s(33), False, "read"), N(2, "Sort", s(32, 35), True, "window"),
           N(3, "WindowGroupLimit", s(32, 35), True, "window"), N(4, "Exchange", s(32), True, "window"),
           N(7, "Sort", s(32), True, "window"), N(8, "WindowGroupLimit", s(32, 35), True, "window"),
           N(9, "Window", s(32), False, "window"), N(10, "Filter", s(35), False, "filter"),
           N(11, "Project", s(25), False, "sql")])

# ---- Q29 3-day moving average: AVG OVER (ORDER BY ... ROWS 2 PRECEDING), ORDER BY ------------------------------------
L["tq_q29_moving_avg"] = dict(
    file=Q("Q29-"),
    dataframe="SELECT SaleDate, Amount, AVG(Amount) OVER (ORDER BY SaleDate ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) "
              "AS MovingAvg3Days (23-29) FROM DailySales (30) ORDER BY SaleDate (31)",
    notes="Q30 (LAG over the same DailySales, same ORDER BY) and Q31 (a running SUM partitioned by customer) are the "
          "same shape (other cases or none). The window has no PARTITION BY: its single-partition Exchange and Sort on "
          "SaleDate already give the ORDER BY's order, so the ORDER BY adds no node; both are derived, kind window, "
          "with the window's lines and the ORDER BY as spans. ",
    nodes=[N(1, "Scan ExistingRDD", s(30), False, "read"), N(2, "Exchange", s((26, 29), 31), True, "window"),
           N(4, "Sort", s((26, 29), 31), True, "window"), N(5, "Window", s((26, 29)), False, "window")])

# ---- Q47 customer cities without suppliers: EXCEPT -------------------------------------------------------------------
L["tq_q47_except_cities"] = dict(
    file=Q("Q47-"),
    dataframe="SELECT City FROM Customers (36) EXCEPT (37) SELECT City FROM Suppliers (38)",
    notes="Q45 (UNION), Q46 (INTERSECT), Q48 (UNION ALL), Q49 (COUNT over a UNION) and Q50 (COUNT over this same "
          "EXCEPT) are written over the same two tables in the same two lines (other cases or none). EXCEPT (distinct) "
          "runs as a null-safe left anti join (AQE broadcast the Suppliers side) then a distinct aggregate pair: the "
          "join and its Exchanges kind join, the aggregates kind distinct, at the EXCEPT line; each side's SELECT City "
          "is its own Project (kind sql). ",
    nodes=[N(1, "Scan ExistingRDD", s(36), False, "read"), N(2, "Project", s(36), False, "sql"),
           N(3, "Exchange", s(37), True, "join"),
           N(6, "Scan ExistingRDD", s(38), False, "read"), N(7, "Project", s(38), False, "sql"),
           N(8, "Exchange", s(37), True, "join"), N(11, "BroadcastExchange", s(37), True, "join"),
           N(13, "BroadcastHashJoin", s(37), False, "join"),
           *agg([(14, H), (15, X)], 18, s(37), kind="distinct")])

# ---- Q49 number of distinct cities: COUNT(DISTINCT) over a UNION -----------------------------------------------------
L["tq_q49_union_count"] = dict(
    file=Q("Q49-"),
    dataframe="SELECT COUNT(DISTINCT City) AS TotalUniqueCities (34) FROM (SELECT City FROM Customers (36) UNION (37) "
              "SELECT City FROM Suppliers (38)) AS CombinedCities (35-39)",
    notes="Q45 is the UNION alone, Q50 the same COUNT over an EXCEPT (other cases or none). UNION (distinct) is a Union "
          "and a distinct aggregate pair (kind distinct, at the UNION line); the optimizer dropped the DISTINCT of the "
          "COUNT (its input is already distinct), so the COUNT is a plain partial/final count at line 34. ",
    nodes=[N(1, "Scan ExistingRDD", s(36), False, "read"), N(2, "Project", s(36), False, "sql"),
           N(3, "Scan ExistingRDD", s(38), False, "read"), N(4, "Project", s(38), False, "sql"),
           N(5, "Union", s(37), False, "union"),
           *agg([(6, H), (7, X)], 10, s(37), kind="distinct"),
           *agg([(11, H), (12, X)], 14, s(34))])

# ---- Q73 top 2 products per category: RANK in a CTE, rnk <= 2, ORDER BY ----------------------------------------------
RP = "RankedProducts"
L["tq_q73_cte_rank"] = dict(
    file=Q("Q73-"),
    dataframe="WITH RankedProducts AS (SELECT ..., RANK() OVER (PARTITION BY Category ORDER BY SalesAmount DESC) AS rnk "
              "FROM Products) (24-32) SELECT ProductName, Category, SalesAmount (33-36) FROM RankedProducts (37) WHERE "
              "rnk <= 2 (38) ORDER BY Category, SalesAmount DESC (39)",
    notes="Q27 (ROW_NUMBER ... = 1) and Q28 (DENSE_RANK ... <= 2) are the same shape in a subquery, Q32 the same RANK "
          "(not run) (other cases or none). The rank filtered to <= 2 runs as a WindowGroupLimit pair (partial and "
          "final) with their Sorts, derived at the RANK line and the WHERE; the window's Exchange and second Sort "
          "derived at the RANK line; the scan's pruning Project (ProductID dropped) derived, ambiguous. Nodes inside "
          "the CTE carry its symbol. ",
    nodes=[N(1, "Scan ExistingRDD", s(31), False, "read", cte=RP),
           N(2, "Project", s((25, 30), (34, 36)), True, "project", cte=RP, amb=True),
           N(3, "Sort", s(30, 38), True, "window", cte=RP), N(4, "WindowGroupLimit", s(30, 38), True, "window", cte=RP),
           N(5, "Exchange", s(30), True, "window", cte=RP), N(8, "Sort", s(30), True, "window", cte=RP),
           N(9, "WindowGroupLimit", s(30, 38), True, "window", cte=RP), N(10, "Window", s(30), False, "window", cte=RP),
           N(11, "Filter", s(38), False, "filter"), N(12, "Project", s((33, 36)), False, "sql"),
           *order(13, 16, s(39))])

# ---- Q75 products above the average total: two CTEs, CROSS JOIN ------------------------------------------------------
PT, AS_ = "ProductTotals", "AvgSales"
L["tq_q75_two_ctes"] = dict(
    file=Q("Q75-"),
    dataframe="WITH ProductTotals AS (SELECT ProductName, SUM(Quantity * PricePerUnit) AS TotalSales FROM Sales GROUP "
              "BY ProductName) (23-29), AvgSales AS (SELECT AVG(TotalSales) AS AvgTotalSales FROM ProductTotals) "
              "(30-33) SELECT pt.ProductName, pt.TotalSales (34-36) FROM ProductTotals pt (37) CROSS JOIN AvgSales a "
              "(38) WHERE pt.TotalSales > a.AvgTotalSales (39) ORDER BY pt.TotalSales DESC (40)",
    notes="Q21 and Q23 compare with an average through a scalar subquery instead (other cases or none). ProductTotals "
          "is used twice: its scan, partial sum and Exchange run once (the AvgSales side reads them again through a "
          "ReusedExchange, a wrapper), its final sum twice (nodes 7 and 12, both at the CTE's lines). The CROSS JOIN "
          "with the WHERE as its condition is a BroadcastNestedLoopJoin (kind join, at 38-39), its BroadcastExchange "
          "and the isnotnull Filters inferred from the WHERE derived there. ",
    nodes=[N(1, "Scan ExistingRDD", s(27), False, "read", cte=PT),
           N(2, "Project", s((24, 26), 28), True, "project", cte=PT, amb=True),
           *agg([(3, H), (4, X)], 7, s((25, 26), 28), cte=PT),
           N(8, "Filter", s(38, 39), True, "join"),
           N(12, "HashAggregate", s((25, 26), 28), False, "aggregate", cte=PT),
           *agg([(13, H), (14, X)], 16, s(31), cte=AS_),
           N(17, "Filter", s(38, 39), True, "join"), N(18, "BroadcastExchange", s(38, 39), True, "join"),
           N(20, "BroadcastNestedLoopJoin", s(38, 39), False, "join"),
           N(21, "Project", s((34, 36)), False, "sql"), *order(22, 25, s(40))])


def symbol(file: str, cte) -> str:
    if file.endswith(".py"):
        return file[:-3].replace("/", ".") + ".<module>"
    return file[:-4].replace("/", ".") + (f".{cte}" if cte else "")


def rows_of(case_id: str) -> list[dict]:
    spec = L[case_id]
    rows = []
    for nid, op, spans, derived, kind, cte, amb in spec["nodes"]:
        rows.append({"node_id": nid, "operator": op, "file": spec["file"], "lines": spans,
                     "symbol": symbol(spec["file"], cte), "derived": derived, "kind": kind, "ambiguous": amb})
    return sorted(rows, key=lambda r: r["node_id"])


def main() -> int:
    sys.path.insert(0, str(HERE))
    from capture import CASES  # noqa: E402

    def cases():
        for case_id, part, _, form in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            spec = L[case_id]
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": spec["file"],
                    "dataframe": spec["dataframe"] + (" (recorded action: collect() of the result in our driver)"
                                                      if form == "sql" else " (recorded action: the script's show())"),
                    "notes": spec["notes"] + (INPUTS if form == "sql" else "") + SESSION + RUN[form] + TAIL,
                    "form": form, "source": "Tarunadhit/sql-pyspark"}
            yield part, BENCH / part / case_id, rows_of(case_id), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
