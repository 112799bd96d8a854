"""Write each th_* case's case.json and gold.jsonl from the labels below, hand-written from the repositories' code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/trannguyenhan-java/labels.py

A label: N(node id, operator, spans, derived, kind, amb=...): spans are the file's own line numbers, in the file the
case's program is (every call of a case sits in that one file and its `main`); the symbol is the package the file
declares, the class or object (the file's name) and `main`.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, DS_REPO, DS_SLUG, PROGRAMS, REPO, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMITS = {SLUG: "e7ffdf68cc7224ea6added7be42ba811f0ac963a", DS_SLUG: "c26a87091076fd90d07a5e2fc2ab937505ad97d9"}
SOURCES = {SLUG: "trannguyenhan/window-function-pivot-spark-sql", DS_SLUG: "Dsimplify/spark-scala"}
ROOTS = {SLUG: REPO, DS_SLUG: DS_REPO}


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb))


def symbol_of(slug: str, file: str) -> str:
    text = (ROOTS[slug] / file).read_text()
    package = re.search(r"^package\s+([\w.]+)\s*;?", text, re.M).group(1)
    return f"{package}.{Path(file).stem}.main"


def rows_of(slug: str, file: str, nodes) -> list[dict]:
    symbol = symbol_of(slug, file)
    return sorted(({"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": symbol,
                    "derived": derived, "kind": kind, "ambiguous": amb}
                   for nid, op, spans, derived, kind, amb in nodes), key=lambda r: r["node_id"])


SHOW = ("show()'s CollectLimit is derived at the show line (kind limit); a Project of only toprettystring casts is "
        "derived at the show (kind project); where the casts fold into a user Project, aggregate or "
        "TakeOrderedAndProject, that node is not derived and accepts the show too. ")
LOOK = "Look-alikes are never alternatives: "
PARTS = ("the nine `Main.main` of src/part1..part9 start with the same session and `spark.read().option(\"header\", "
         "true).option(\"inferSchema\", true).csv(\"src/partN/input.csv\")` line; only the package and the csv path "
         "tell them apart. ")
PIVOT = ("A pivot without values is two aggregates: groupBy(keys, pivot column) with the aggregate (partial/final "
         "HashAggregate), then groupBy(keys) with pivotfirst (partial/final), and a Project taking the array apart; "
         "every node kind pivot at the groupBy/pivot/agg line, the partial aggregates and Exchanges derived. ")
L: dict[str, dict] = {}

# ---------------------------------------------------------------- trannguyenhan/window-function-pivot-spark-sql
P3 = ("part3.Main.main: data = spark.createDataFrame(listOfdata, schema) (36) from twelve RowFactory rows (22-34); "
      "result_1 = data.withColumn(\"concat_day\", concat(lit(\"price_\"), col(day))) (38) .groupBy(\"id\")"
      ".pivot(\"concat_day\").agg(first(\"price\")) (39); result_2 the same with \"unit_\" and first(\"units\") (41-42); "
      "result = result_1.join(result_2, id === id).drop(result_2.col(\"id\")).sort(\"id\") (44); result.show() (45)")
P3NOTE = ("The withColumn was folded into each side's LocalTableScan (the createDataFrame, its rows and the withColumn "
          "are spans). " + PIVOT + "The drop is the Project over the join (44); sort + show one TakeOrderedAndProject "
          "(kind sort, 44 and 45). " + LOOK + "the pivot chain is written twice in this method (38-39, 41-42: each "
          "side names its own lines) and once in part9. ")


def pivot_side(base: int, rows_line: int, pivot_line: int) -> list:
    """One pivoted side of part 3: LocalTableScan, HashAggregate x4 with two Exchanges, the pivot's Project."""
    p = s(pivot_line)
    return [N(base, "LocalTableScan", s(36, rows_line, (22, 34)), False, "read"),
            N(base + 1, "HashAggregate", p, True, "pivot"), N(base + 2, "Exchange", p, True, "pivot"),
            N(base + 5, "HashAggregate", p, False, "pivot"), N(base + 6, "HashAggregate", p, True, "pivot"),
            N(base + 7, "Exchange", p, True, "pivot"), N(base + 10, "HashAggregate", p, False, "pivot"),
            N(base + 11, "Project", p, False, "pivot")]


L["th_p3_pivot_join_broadcast_show"] = dict(
    dataframe=P3, notes=P3NOTE + "A broadcast hash join (the defaults): BroadcastExchange derived at the join. "
    + SHOW + PARTS,
    nodes=[*pivot_side(1, 38, 39), *pivot_side(13, 41, 42),
           N(25, "BroadcastExchange", s(44), True, "join"), N(27, "BroadcastHashJoin", s(44), False, "join"),
           N(28, "Project", s(44), False, "project"), N(29, "TakeOrderedAndProject", s(44, 45), False, "sort")])

L["th_p3_pivot_join_smj_show"] = dict(
    dataframe=P3, notes=P3NOTE + "Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join over the pivots' "
    "hash partitioning on id (no Exchange of its own), its Sorts derived at the join. " + SHOW + PARTS,
    nodes=[*pivot_side(1, 38, 39), N(13, "Sort", s(44), True, "join"), *pivot_side(14, 41, 42),
           N(26, "Sort", s(44), True, "join"), N(27, "SortMergeJoin", s(44), False, "join"),
           N(28, "Project", s(44), False, "project"), N(29, "TakeOrderedAndProject", s(44, 45), False, "sort")])


def pivot_values(rows_line: int, pivot_line: int) -> list:
    """The query pivot() runs for its values: distinct (HashAggregate pair) and sort of the pivot column."""
    p = s(pivot_line)
    return [N(1, "LocalTableScan", s(36, rows_line, (22, 34)), False, "read"),
            N(2, "HashAggregate", p, True, "pivot"), N(3, "Exchange", p, True, "pivot"),
            N(6, "HashAggregate", p, False, "pivot"), N(7, "Exchange", p, True, "pivot"),
            N(10, "Sort", p, False, "pivot")]


PVNOTE = ("pivot(column) without a list of values runs a query of its own when it is called (collect at the pivot "
          "line): the pivot column's distinct values (a HashAggregate pair, partial one and Exchange derived) sorted "
          "(range Exchange derived); every node kind pivot at the groupBy/pivot/agg line; the limit it adds was "
          "dropped (at most a dozen rows). The withColumn that makes the pivot column was folded into the "
          "LocalTableScan (the createDataFrame, its rows and the withColumn are spans). ")
L["th_p3_pivot_price_values_collect"] = dict(
    dataframe=P3 + "; the query pivot(\"concat_day\") runs for result_1's values (39)",
    notes=PVNOTE + LOOK + "result_2's pivot (42) runs the same plan right after (only the literal prefix in the rows "
    "differs), and part9's pivot another. " + PARTS,
    nodes=pivot_values(38, 39))

L["th_p3_pivot_unit_values_collect"] = dict(
    dataframe=P3 + "; the query pivot(\"concat_day\") runs for result_2's values (42)",
    notes=PVNOTE + LOOK + "result_1's pivot (39) ran the same plan just before (only the literal prefix in the rows "
    "differs), and part9's pivot another. " + PARTS,
    nodes=pivot_values(41, 42))

P9 = ("part9.Main.main: data = spark.read().option(header).option(inferSchema).csv(\"src/part9/input.csv\") (12); "
      "result = data.withColumn(\"concat_Qid\", concat(lit(\"Qid_\"), data.col(\"Qid\"))) (14) .groupBy(\"ParticipantID\", "
      "\"Assessment\", \"GeoTag\").pivot(\"concat_Qid\").agg(first(\"AnswerText\")) (15); result.show() (17)")
L["th_p9_pivot_qid_values_collect"] = dict(
    dataframe=P9 + "; the query pivot(\"concat_Qid\") runs for its values (15)",
    notes="pivot(column) without values runs a query of its own when it is called: the withColumn's concat is a "
          "Project over the scan (only Qid read); the distinct values (HashAggregate pair, the partial one and its "
          "Exchange derived) sorted (range Exchange derived), kind pivot at line 15; the limit pivot adds was dropped "
          "by the adaptive plan (few rows). " + LOOK + "the same withColumn/groupBy/pivot/first chain twice in part3 "
          "(over local rows). " + PARTS,
    nodes=[N(1, "Scan csv", s(12), False, "read"), N(2, "Project", s(14), False, "project"),
           N(3, "HashAggregate", s(15), True, "pivot"), N(4, "Exchange", s(15), True, "pivot"),
           N(7, "HashAggregate", s(15), False, "pivot"), N(8, "Exchange", s(15), True, "pivot"),
           N(11, "Sort", s(15), False, "pivot")])

L["th_p9_pivot_answers_show"] = dict(
    dataframe=P9,
    notes="first() of a string column cannot use pivotfirst: the pivot is one aggregate of first(if (concat_Qid <=> "
          "'Qid_n') AnswerText) per value, sort-based (SortAggregate pair, the partial one, its Sort, the Exchange "
          "and the final's Sort derived), kind pivot at line 15; the final SortAggregate holds show()'s casts (the "
          "show line too). The withColumn's concat is a Project over the scan. " + LOOK + "the same chain twice in "
          "part3. " + PARTS,
    nodes=[N(1, "Scan csv", s(12), False, "read"), N(2, "Project", s(14), False, "project"),
           N(3, "Sort", s(15), True, "pivot"), N(4, "SortAggregate", s(15), True, "pivot"),
           N(5, "Exchange", s(15), True, "pivot"), N(8, "Sort", s(15), True, "pivot"),
           N(9, "SortAggregate", s(15, 17), False, "pivot")])

L["th_p1_sql_order_limit_show"] = dict(
    dataframe="part1.Main.main: data = spark.read().option(header).option(inferSchema).csv(\"src/part1/input.csv\") "
              "(10); data.createOrReplaceTempView(\"data\") (12); result = spark.sql(\"select population from data "
              "order by population desc limit 1\") (13); result.show() (16)",
    notes="The scan of the temp view accepts the read (10) and the SQL's FROM (13). ORDER BY ... LIMIT 1 and show() are "
          "one TakeOrderedAndProject (kind sort, the SQL and the show). " + LOOK + PARTS,
    form="sql-string",
    nodes=[N(1, "Scan csv", s(10, 13), False, "read"), N(2, "TakeOrderedAndProject", s(13, 16), False, "sort")])

L["th_p2_collect_list_sort_show"] = dict(
    dataframe="part2.Main.main: data = spark.createDataFrame(listOfdata, schema) (27) from five RowFactory rows "
              "(20-25); result = data.groupBy(\"group\").agg(collect_list(\"id\").as(\"ids\")).sort(\"group\") (29-30); "
              "result.show() (32)",
    notes="Local rows: the LocalTableScan at the createDataFrame and its rows. collect_list as an ObjectHashAggregate "
          "pair (partial and Exchange derived at the groupBy/agg); sort(\"group\") a range Exchange (derived) and a "
          "Sort (line 30). " + SHOW + LOOK + PARTS,
    nodes=[N(1, "LocalTableScan", s(27, (20, 25)), False, "read"),
           N(2, "ObjectHashAggregate", s((29, 30)), True, "aggregate"),
           N(3, "Exchange", s((29, 30)), True, "aggregate"),
           N(6, "ObjectHashAggregate", s((29, 30)), False, "aggregate"),
           N(7, "Exchange", s(30), True, "sort"), N(10, "Sort", s(30), False, "sort"),
           N(11, "Project", s(32), True, "project")])

WIN = ("Windows: the Exchange and Sort derived at the withColumn/over (the WindowSpec line a span too), the Window not. ")
L["th_p4_running_total_show"] = dict(
    dataframe="part4.Main.main: data = spark.read()...csv(\"src/part4/input.csv\") (13); wins = Window.partitionBy("
              "\"department\").orderBy(\"time\").rowsBetween(unboundedPreceding, currentRow) (15); result = "
              "data.withColumn(\"running_total\", sum(\"items_sold\").over(wins)) (16); result.show() (18)",
    notes=WIN + SHOW + LOOK + "the same Window.partitionBy(\"department\") spec in part5 (other frame, two "
          "aggregates) and part6 (max, whole partition); part5 reads the same columns plus running_total. " + PARTS,
    nodes=[N(1, "Scan csv", s(13), False, "read"), N(2, "Exchange", s(16, 15), True, "window"),
           N(5, "Sort", s(16, 15), True, "window"), N(6, "Window", s(16, 15), False, "window"),
           N(7, "Project", s(18), True, "project")])

L["th_p5_sliding_window_sql_show"] = dict(
    dataframe="part5.Main.main: data = spark.read()...csv(\"src/part5/input.csv\") (13); wins = Window.partitionBy("
              "\"department\").orderBy(\"time\").rowsBetween(currentRow - 1, currentRow) (15); result_1 = "
              "data.withColumn(\"diff_sum\", sum(\"running_total\").over(wins)) (16); result_2 = result_1.withColumn("
              "\"diff_1\", max(\"running_total\").over(wins)) (17); view data_1 (18); spark.sql(\"select ..., diff_sum - "
              "diff_1 as diff_2 from data_1\") as view data_2 (20-21); result = spark.sql(\"select ..., diff_1 - diff_2 "
              "as diff from data_2\") (23); result.show() (24)",
    notes="The two withColumns over one WindowSpec are one Window (both lines and the spec are spans); its Exchange "
          "and Sort derived. The two SQL projections over the views and show()'s casts are one Project (not "
          "derived: 20, 23 and the show). " + LOOK + "parts 4 and 6's windows over `department`. " + PARTS,
    form="sql-string",
    nodes=[N(1, "Scan csv", s(13), False, "read"), N(2, "Exchange", s(16, 17, 15), True, "window"),
           N(5, "Sort", s(16, 17, 15), True, "window"), N(6, "Window", s(16, 17, 15), False, "window"),
           N(7, "Project", s(20, 23, 24), False, "project")])

L["th_p6_max_window_sql_show"] = dict(
    dataframe="part6.Main.main: data = spark.read()...csv(\"src/part6/input.csv\") (13); wins = Window.partitionBy("
              "\"department\").orderBy(\"id\").rowsBetween(unboundedPreceding, unboundedFollowing) (15); result_1 = "
              "data.withColumn(\"diff_max\", max(\"salary\").over(wins)) (16); view data_1 (18); result = "
              "spark.sql(\"select id, name, department, salary, diff_max - salary as diff from data_1\") (19); "
              "result.show() (21)",
    notes=WIN + "The SQL's projection and show()'s casts are one Project (19 and the show). " + LOOK
          + "parts 4 and 5's windows over `department`. " + PARTS,
    form="sql-string",
    nodes=[N(1, "Scan csv", s(13), False, "read"), N(2, "Exchange", s(16, 15), True, "window"),
           N(5, "Sort", s(16, 15), True, "window"), N(6, "Window", s(16, 15), False, "window"),
           N(7, "Project", s(19, 21), False, "project")])


def p7_branch(sort_id: int, where: int, lit: int) -> list:
    """One of part 7's three SQL filters over the shared window: Sort (derived), two Windows, Filter, Project, the
    second sort (line 15, above the pushed-down filter), the withColumn + show Project."""
    return [N(sort_id, "Sort", s(14), True, "window"), N(sort_id + 1, "Window", s(14), False, "window"),
            N(sort_id + 2, "Window", s(15), False, "window"), N(sort_id + 3, "Filter", s(where, 18), False, "filter"),
            N(sort_id + 4, "Project", s(where, 18), False, "project"), N(sort_id + 5, "Sort", s(15), False, "sort"),
            N(sort_id + 6, "Project", s(lit, 31), False, "project")]


L["th_p7_rank_percent_union_show"] = dict(
    dataframe="part7.Main.main: data = spark.read()...csv(\"src/part7/input.csv\") (12); data = data.sort(col(\"Salary\")"
              ".desc()) (13); data = data.withColumn(\"stt\", rank().over(Window.orderBy(\"Salary\"))) (14); data = "
              "data.withColumn(\"Salary_count\", count(\"Salary\").over()).sort(col(\"Salary\").desc()) (15); view data "
              "(16); data_1 = spark.sql(\"select Employee, Salary, stt / Salary_count as per from data\") (18), view "
              "data_1 (19); result_1 = spark.sql(\"... from data_1 where per > 0.7 and per <= 1\") (21) .withColumn("
              "\"Percentage\", lit(\"High\")) (22); result_2 the same for 0.3-0.7 / \"Average\" (24-25), result_3 for "
              "<= 0.3 / \"Low\" (27-28); result = result_1.union(result_2).union(result_3) (30); result.show() (31)",
    notes="The first sort (13) is a range Exchange (derived) and a Sort under the windows; the unpartitioned rank "
          "window's single-partition Exchange is derived at line 14 (reused by the other two branches: "
          "ReusedExchange), each branch's Sort derived at 14; rank (14) and the empty-window count (15) are two "
          "Windows. Each SQL filter (21, 24, 27; the per expression of 18 inlined) was pushed below line 15's "
          "sort, so each branch sorts again after its filter and Project (the SQL select and 18's projection are "
          "spans). The withColumn(lit) and show()'s casts are one Project per branch. Union at 30; show()'s "
          "CollectLimit derived. " + LOOK + "the three SQL queries of lines 21, 24 and 27 differ only in the where; "
          "each branch names its own. " + PARTS,
    form="sql-string",
    nodes=[N(1, "Scan csv", s(12), False, "read"), N(2, "Exchange", s(13), True, "sort"),
           N(5, "Sort", s(13), False, "sort"), N(6, "Exchange", s(14), True, "window"),
           *p7_branch(8, 21, 22), *p7_branch(17, 24, 25), *p7_branch(26, 27, 28),
           N(33, "Union", s(30), False, "union"), N(34, "CollectLimit", s(31), True, "limit")])

L["th_p8_dense_rank_sql_show"] = dict(
    dataframe="part8.Main.main: data = spark.read()...csv(\"src/part8/input.csv\") (10); view data (12); spark.sql("
              "\"SELECT id, title, genre, quantity, rank FROM (SELECT ..., dense_rank() OVER (PARTITION BY genre ORDER BY "
              "quantity DESC) as rank FROM data) tmp WHERE rank <= 2\").show() (13-28)",
    notes="One SQL string over lines 13-28: the scan accepts the read (10) and the inner FROM (26); dense_rank (25) "
          "with WHERE rank <= 2 (27-28) is a WindowGroupLimit pair (Partial before the Exchange, Final after), derived "
          "at the OVER clause and the WHERE; the Sorts and Exchange derived at the OVER clause; the Window not; the "
          "Filter at the WHERE; the outer select list (13-18) and show()'s casts one Project. " + LOOK + PARTS,
    form="sql-string",
    nodes=[N(1, "Scan csv", s(10, 26), False, "read"), N(2, "Sort", s(25), True, "window"),
           N(3, "WindowGroupLimit", s(25, (27, 28)), True, "window"), N(4, "Exchange", s(25), True, "window"),
           N(7, "Sort", s(25), True, "window"), N(8, "WindowGroupLimit", s(25, (27, 28)), True, "window"),
           N(9, "Window", s(25), False, "window"), N(10, "Filter", s((27, 28)), False, "filter"),
           N(11, "Project", s((13, 18), 28), False, "project")])

# ---------------------------------------------------------------- Dsimplify/spark-scala
ROWS = ("the three rows (1, \"zhangsan\", 30), (2, \"lisi\", 20), (3, \"wangwu\", 40) made into a DataFrame "
        "toDF(\"id\", \"name\", \"age\") and a temp view `user` in SparkSQL01, 02, 03 and Flink04. ")
RDDSCAN = ("An RDD made into a DataFrame (toDF/toDS): the Scan (ExternalRDD) at the makeRDD (or map) and the toDF, "
           "its SerializeFromObject derived at the toDF/toDS (kind read). ")
S01 = ("SparkSQL01_Test.main: rdd = spark.sparkContext.makeRDD(List(...)) (18-22); df = rdd.toDF(\"id\", \"name\", "
       "\"age\") (24); df.createOrReplaceTempView(\"user\") (28); df.select(\"name\", \"age\").show (31); "
       "df.select($\"name\", $\"age\").show (32); df.select('name, 'age).show (33)")
S01NOTE = (RDDSCAN + "The select (with toDF's renaming and show()'s casts) is one Project at the select line (24 a "
           "span too); show's CollectLimit derived. " + LOOK + "lines 31, 32 and 33 run the same plan, one after "
           "the other (the log's call site names the line); " + ROWS)
L["th_ds01_select_strings_show"] = dict(
    dataframe=S01 + "; the first show (31)", notes=S01NOTE, form="scala",
    nodes=[N(1, "Scan", s((18, 22), 24), False, "read"), N(2, "SerializeFromObject", s(24), True, "read"),
           N(3, "Project", s(31, 24), False, "project"), N(4, "CollectLimit", s(31), True, "limit")])

L["th_ds01_select_symbols_show"] = dict(
    dataframe=S01 + "; the third show (33)", notes=S01NOTE, form="scala",
    nodes=[N(1, "Scan", s((18, 22), 24), False, "read"), N(2, "SerializeFromObject", s(24), True, "read"),
           N(3, "Project", s(33, 24), False, "project"), N(4, "CollectLimit", s(33), True, "limit")])

S02 = ("SparkSQL02_Test1.main: rdd = spark.sparkContext.makeRDD(List(...)) (19-23); df = rdd.toDF(\"id\", \"name\", "
       "\"age\") (25); view user (27); userRDD = rdd.map { case (id, name, age) => User(id, name, age) } (35-39); ds = "
       "userRDD.toDS() (40); ds.show() (47); spark.udf.register(\"addName\", ...) (51), register(\"changeAge\", ...) "
       "(52); spark.sql(\"select addName(name), changeAge(age) from user\").show() (54)")
L["th_ds02_dataset_show"] = dict(
    dataframe=S02 + "; ds.show() (47)",
    notes="A Dataset of case-class objects from a mapped RDD: the Scan at the map (35-39) and the toDS (40), the "
          "SerializeFromObject derived at the toDS (kind read). show()'s casts a Project derived at the show, its "
          "CollectLimit too. " + LOOK + ROWS,
    form="scala",
    nodes=[N(1, "Scan", s((35, 39), 40), False, "read"), N(2, "SerializeFromObject", s(40), True, "read"),
           N(3, "Project", s(47), True, "project"), N(4, "CollectLimit", s(47), True, "limit")])

L["th_ds02_udf_sql_show"] = dict(
    dataframe=S02 + "; the SQL show (54)",
    notes=RDDSCAN + "The scan of the view `user` accepts the SQL line (its FROM) too. Two Scala UDFs registered for "
          "SQL: the Project calling them (with show()'s casts) at the SQL line and the two register lines (kind "
          "udf); show's CollectLimit derived. " + LOOK + ROWS,
    form="sql-string",
    nodes=[N(1, "Scan", s((19, 23), 25, 54), False, "read"), N(2, "SerializeFromObject", s(25), True, "read"),
           N(3, "Project", s(54, 51, 52), False, "udf"), N(4, "CollectLimit", s(54), True, "limit")])

L["th_ds03_udaf_sql_show"] = dict(
    dataframe="SparkSQL03_UDAF.main: rdd = ss.sparkContext.makeRDD(List(...)) (20-24); df = rdd.toDF(\"id\", \"name\", "
              "\"age\") (26); view user (27); udaf = new MyAvgAgeUDAF (30); ss.udf.register(\"avgAge\", udaf) (32); "
              "ss.sql(\"select avgAge(age) from user\").show() (33)",
    notes=RDDSCAN + "The scan of the view accepts the SQL line (FROM) too. The Project renaming _3 to age is toDF's "
          "renaming pruned to the one column the SQL reads (26 and 33, ambiguous). The UserDefinedAggregateFunction "
          "is a HashAggregate pair over a single-partition Exchange (partial and Exchange derived) at the SQL call "
          "and the register line; the final aggregate holds show()'s cast (same line). " + LOOK + "Flink04's typed "
          "Aggregator computes the same average (its file imports this one's class); " + ROWS,
    form="sql-string",
    nodes=[N(1, "Scan", s((20, 24), 26, 33), False, "read"), N(2, "SerializeFromObject", s(26), True, "read"),
           N(3, "Project", s(26, 33), False, "project", amb=True),
           N(4, "HashAggregate", s(33, 32), True, "aggregate"), N(5, "Exchange", s(33, 32), True, "aggregate"),
           N(7, "HashAggregate", s(33, 32), False, "aggregate")])

L["th_ds_flink04_aggregator_show"] = dict(
    dataframe="Flink04_Window_ProcessFunction.main: rdd = spark.sparkContext.makeRDD(List(...)) (21-25); df = "
              "rdd.toDF(\"id\", \"name\", \"age\") (27); ds = df.as[User] (28); udaf = new MyAvgAgeUDAFClass (30); "
              "ds.select(udaf.toColumn).show() (32)",
    notes=RDDSCAN + "toDF's renaming (and as[User]) a Project (27, 28). The typed Aggregator (toColumn) is an "
          "ObjectHashAggregate pair over a single-partition Exchange (partial and Exchange derived) at the select "
          "and the `new MyAvgAgeUDAFClass` line; the final one holds show()'s cast. " + LOOK + "SparkSQL03_UDAF's "
          "UserDefinedAggregateFunction (the same average, in SQL); " + ROWS,
    form="scala",
    nodes=[N(1, "Scan", s((21, 25), 27), False, "read"), N(2, "SerializeFromObject", s(27), True, "read"),
           N(3, "Project", s(27, 28), False, "project"),
           N(4, "ObjectHashAggregate", s(32, 30), True, "aggregate"),
           N(5, "Exchange", s(32, 30), True, "aggregate"),
           N(7, "ObjectHashAggregate", s(32, 30), False, "aggregate")])

L["th_ds05_json_sql_show"] = dict(
    dataframe="SparkSQL05_LoadSava.main: spark.sql(\"select * from json.`input/user.json`\").show (20)",
    notes="SQL straight over a file (json.`path`): the Scan json at the SQL line; show()'s casts (a Project) and "
          "CollectLimit derived at the same line. " + LOOK + "the commented-out spark.read.format(\"json\")"
          ".load(\"input/user.json\") above it (16) did not run. ",
    form="sql-string",
    nodes=[N(1, "Scan json", s(20), False, "read"), N(2, "Project", s(20), True, "project"),
           N(3, "CollectLimit", s(20), True, "limit")])

L["th_ds08_csv_show"] = dict(
    dataframe="SparkSQL08_Load_CSV.main: df = spark.read.format(\"csv\").option(\"inferSchema\", \"true\")"
              ".option(\"header\", \"true\").load(\"input/user_visit_action.csv\") (18-23); df.show() (25)",
    notes="The Scan csv at the read chain; show()'s casts (a Project) and CollectLimit derived at the show. " + LOOK
          + "SparkSQL09/10's jdbc read chains (not run). ",
    form="scala",
    nodes=[N(1, "Scan csv", s((18, 23)), False, "read"), N(2, "Project", s(25), True, "project"),
           N(3, "CollectLimit", s(25), True, "limit")])

SESSION = {
    SLUG: ("Session: spark-submit --master local[1] (the code's own .master(\"local\") is one thread), "
           "spark.ui.enabled=false, spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, "
           "spark.driver.host=localhost, AQE on. "),
    DS_SLUG: ("Session: spark-submit --master local[1] (the code's own setMaster(\"local[*]\") wins; "
              "-XX:ActiveProcessorCount=1 makes it one thread), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
              "spark.sql.session.timeZone=UTC, spark.driver.host=localhost, AQE on. "),
}
RUN = {
    SLUG: ("Run: bench/real/capture/trannguyenhan-java/capture.py: every Java file of src/ compiled unchanged with "
           "javac against the PySpark jars into one jar, the exercise run as its README says (spark-submit --class "
           "partN.Main) from the root of a scratch copy of the laid-out repository (its own src/partN/input.csv); the "
           "plan is the n-th the run wrote (a query-execution listener, after each query ran: final adaptive plans); "
           "event_log.json from the same run."),
    DS_SLUG: ("Run: bench/real/capture/trannguyenhan-java/capture.py: every Scala file of src/main/spark/ compiled "
              "unchanged with the Scala 2.13 compiler of the PySpark jars into one jar, the lesson run with "
              "spark-submit --class from the root of a scratch copy of the laid-out repository, where make_data.py "
              "wrote the input/ folder it reads (not in the repository); the plan is the n-th the run wrote (a "
              "query-execution listener, after each query ran: final adaptive plans); event_log.json from the same "
              "run."),
}


def main() -> int:
    def cases():
        for case_id, part, program, line, action, _, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            spec = L[case_id]
            slug, main_class, file, conf = PROGRAMS[program]
            jar = "th.jar" if slug == SLUG else "ds.jar"
            command = " ".join(["spark-submit", *(f"--conf {c}" for c in conf), f"--class {main_class} {jar}"])
            case = {"repo": f"../../repos/{slug}", "commit": COMMITS[slug], "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION[slug] + f"Command: {command}. " + RUN[slug],
                    "form": spec.get("form", "java"), "source": SOURCES[slug]}
            yield part, BENCH / part / case_id, rows_of(slug, file, spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
