"""Write each mr_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/shivam-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=...): spans are lines of the case's program file
(`PROGRAMS[program][1]`, a file in the repository's root). Every program that gave a case is an `object X extends
App` whose body is the code: its symbol is the object itself (`Spark.Add_column`, `spark_R.new_pivot`), as the
rafavermar and chgani families name an App body.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "shivam7422__spark-scala"
COMMIT = "bcbb1b7c4ee90265005adb967e9c44566a2514a9"
SOURCE = "shivam7422/spark-scala"


def rows_of(program: str, nodes) -> list[dict]:
    main_class, file, _, _ = PROGRAMS[program]
    rows = []
    for nid, op, spans, derived, kind, amb, true in nodes:
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": main_class,
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


L: dict[str, dict] = {}

LOCAL = ("Rows built in the code: each LocalTableScan at the Seq(...).toDF that made the DataFrame, and at the calls "
         "the optimizer folded into the local rows (withColumns over literals, a SQL select over a view of them). ")
RDD_ROWS = ("An RDD made a DataFrame: the Scan at the statement that built it (parallelize ... toDF / createDataFrame "
            "and the rows), SerializeFromObject derived at the same statement. ")
SHOW = ("show()'s CollectLimit is derived at the show line (kind limit). A Project that does the code's own "
        "withColumn/select/rename together with show()'s toprettystring casts is not derived and accepts the code's "
        "line(s) and the show line. ")
AGG = "Partial aggregates and their Exchanges are derived at the groupBy/GROUP BY; the final one is not. "
WIN = ("Window Exchanges and Sorts are derived at the select/withColumn(... over(window)) and the window spec; the "
       "Window node is not derived and accepts the same lines. ")
PIVOT = ("groupBy(...).pivot(col).sum(...) without values: Spark first runs a query of its own for the distinct pivot "
         "values (sorted), then a two-level aggregate (sum by product and country, then pivotfirst by product) and a "
         "Project that takes the pivoted columns apart; every one of those nodes is at the pivot line, kind pivot, "
         "partial aggregates and Exchanges derived. ")
AQE = "Only the final adaptive plan's nodes are labelled. "

# ----------------------------------------------------------------------------------------------- Add_column.scala
ADD = ("Add_column (App body): a = spark.sparkContext.parallelize(Seq(Row(Row(...), ...), ...)) (15-19); schema "
       "(20-27); e = spark.createDataFrame(a, schema) (28); ")
ADD_NOTES = RDD_ROWS + SHOW + ("The same createDataFrame feeds all six shows of the file (look-alikes, never "
                               "alternatives of one another). ")


def add_case(code: str, spans: list, show: int, extra: str = "") -> dict:
    return dict(dataframe=ADD + code, notes=ADD_NOTES + extra,
                nodes=[N(1, "Scan ExistingRDD", s(28, (15, 19)), False, "read"),
                       N(2, "Project", spans + s(show), False, "project"),
                       N(3, "CollectLimit", s(show), True, "limit")])


L["mr_add_column_lit_null_show"] = add_case("j = e.withColumn(\"zip\", lit(null)) (33); j.show() (34)", s(33), 34,
                                            "The Project adds NULL AS zip. ")
L["mr_add_column_lit_zip_show"] = add_case("k = e.withColumn(\"zip\", lit(\"560071\")) (36); k.show() (37)", s(36), 37,
                                           "The Project adds 560071 AS zip. ")
L["mr_add_column_rename_dob_show"] = add_case("f = e.withColumnRenamed(\"dob\", \"Date of birth\") (39); f.show() (40)",
                                              s(39), 40, "The Project renames dob. ")
L["mr_add_column_rename_two_show"] = add_case(
    "g = e.withColumnRenamed(\"dob\", \"date of birth\") (43).withColumnRenamed(\"salary\", \"new salary\").show() (44)",
    s((43, 44)), 44, "The Project holds both renames (43, 44) and the show (44). ")
L["mr_add_column_nested_select_show"] = add_case(
    "h = e.select(col(\"name.firstname\").as(\"First_name\"), ..., col(\"salary\")) (46-48); h.show() (49)",
    s((46, 48)), 49, "The Project is the select of the nested name fields. ")
L["mr_add_column_salary_times_show"] = add_case(
    "h = e.select(col(\"name.firstname\").as(\"First_name\"), ..., col(\"salary\")) (46-48); i = h.withColumn("
    "\"New_salary\", col(\"salary\")*100) (52); i.show() (53)",
    s(52, (46, 48)), 53, "The select (46-48) and the withColumn (52) collapse into the one Project. ")

# ------------------------------------------------------------------------------------- BroadCast_Variable.scala
L["mr_broadcast_variable_map_show"] = dict(
    dataframe="BroadCast_Variable (App body): data = Seq((\"James\",\"Smith\",\"USA\",\"CA\"), ...).toDF(\"firstname\","
              "\"lastname\",\"country\",\"state\") (15-19); e = data.map(f => {... broadCast_countries.value ... "
              "broadCast_states.value ...}) (21-29).toDF(\"firstname\",\"lastname\",\"country\",\"state\") (29); "
              "e.show(false) (32)",
    notes=LOCAL + "The typed map over Rows: DeserializeToObject (Rows for the lambda) and SerializeFromObject (the "
          "Tuple4 back to columns) derived at the map (21-29); MapElements, the lambda, at the map, kind project. "
          "The Project renames _1.._4 (toDF at 29) with show()'s casts. " + SHOW,
    nodes=[N(1, "LocalTableScan", s((15, 19)), False, "read"),
           N(2, "DeserializeToObject", s((21, 29)), True, "project"),
           N(3, "MapElements", s((21, 29)), False, "project"),
           N(4, "SerializeFromObject", s((21, 29)), True, "project"),
           N(5, "Project", s(29, 32), False, "project"),
           N(6, "CollectLimit", s(32), True, "limit")])

# ---------------------------------------------------------------------------------------- Rows_to_columns.scala
R2C = ("Rows_to_columns (App body): a = spark.sparkContext.parallelize(Seq((\"Banana\",1000,\"USA\"), ...))"
       ".toDF(\"Orders\",\"Price\",\"Country\") (9-12); ")
R2C_SQL = ("b = a.select(col(\"Orders\"), map(col(\"Country\"), col(\"Price\")).as(\"gp\")) (14); "
           "b.createOrReplaceTempView(\"axis\") (16); d = spark.sqlContext.sql(\"select orders, "
           "collect_List(gp['USA'])[0] as USA, ... collect_List(gp['Mexico'])[0] as Mexico from axis group by "
           "orders\") (17-20); ")
R2C_NOTES = (RDD_ROWS + "The scan also accepts the SQL's FROM axis line (20), the temp view over it. The select at 14 "
             "(map(Country, Price) AS gp) is the Project under the aggregate. collect_list plans as "
             "ObjectHashAggregates: the partial one and its Exchange derived at the SQL (17-20), the final one not. "
             "Run with spark.sql.ansi.enabled=false (the Spark 3 default the code was written for): under Spark 4's "
             "ANSI default the [0] of an empty list fails. " + AQE)


def r2c_sql_nodes(final_spans: list) -> list:
    return [N(1, "Scan", s((9, 12), 20), False, "read"),
            N(2, "SerializeFromObject", s((9, 12)), True, "project"),
            N(3, "Project", s(14), False, "project"),
            N(4, "ObjectHashAggregate", s((17, 20)), True, "aggregate"),
            N(5, "Exchange", s((17, 20)), True, "aggregate"),
            N(8, "ObjectHashAggregate", final_spans, False, "aggregate")]


L["mr_rows_to_columns_rdd_todf_show"] = dict(
    dataframe=R2C + "a.show() (13)",
    notes=RDD_ROWS + "The Project renames _1.._3 (the toDF's names, 12) with show()'s casts. " + SHOW,
    nodes=[N(1, "Scan", s((9, 12)), False, "read"),
           N(2, "SerializeFromObject", s((9, 12)), True, "project"),
           N(3, "Project", s((9, 12), 13), False, "project"),
           N(4, "CollectLimit", s(13), True, "limit")])
L["mr_rows_to_columns_sql_collect_list_show"] = dict(
    dataframe=R2C + R2C_SQL + "d.show() (21)",
    notes=R2C_NOTES + "The final aggregate also does the [0]s and show()'s casts; the final plan has no CollectLimit. ",
    nodes=r2c_sql_nodes(s((17, 20))))
L["mr_rows_to_columns_na_fill_show"] = dict(
    dataframe=R2C + R2C_SQL + "e = d.na.fill(0, Array(\"Canada\")).na.fill(1, Array(\"Mexico\")) (22); e.show() (23)",
    notes=R2C_NOTES + "The two na.fill (22) are coalesce()s folded into the final aggregate's results: it accepts "
          "the SQL (17-20) and line 22. d.show() at 21 (the plan before it) is the same query without them. ",
    nodes=r2c_sql_nodes(s((17, 20), 22)))
L["mr_rows_to_columns_lit_column_show"] = dict(
    dataframe=R2C + R2C_SQL + "e = d.na.fill(0, Array(\"Canada\")).na.fill(1, Array(\"Mexico\")) (22); f = "
              "e.withColumn(\"Country\", lit(\"\")).show() (25)",
    notes=R2C_NOTES + "The na.fill coalesce()s (22) and the withColumn's literal Country (25) are folded into the "
          "final aggregate's results: it accepts 17-20, 22 and 25. ",
    nodes=r2c_sql_nodes(s((17, 20), 22, 25)))

# ---------------------------------------------------------------------------------------- Window_Function.scala
WF = ("Window_Function (App body): simpleData = Seq((\"James\", \"Sales\", 3000), ...).toDF(\"employee_name\", "
      "\"department\", \"salary\") (10-19); ")
L["mr_window_rank_functions_show"] = dict(
    dataframe=WF + "windowSpec = Window.partitionBy(\"department\").orderBy(\"salary\") (23); a = simpleData.select("
              "col(\"employee_name\"), col(\"department\"), col(\"salary\"), row_number().over(windowSpec)"
              ".as(\"row_number\"), dense_rank().over(windowSpec).as(\"dense_rank\"), rank().over(windowSpec)"
              ".as(\"rank\")) (26-31); a.show() (32)",
    notes=LOCAL + WIN + "The three ranking functions share one Window node. The Project is the select's columns with "
          "show()'s casts. " + SHOW + AQE,
    nodes=[N(1, "LocalTableScan", s((10, 19)), False, "read"),
           N(2, "Exchange", s((26, 31), 23), True, "window"),
           N(5, "Sort", s((26, 31), 23), True, "window"),
           N(6, "Window", s((26, 31), 23), False, "window"),
           N(7, "Project", s((26, 31), 32), False, "project")])
L["mr_window_aggregates_distinct_show"] = dict(
    dataframe=WF + "wq = Window.partitionBy(\"department\") (36); b = simpleData.withColumn(\"avg\", avg(col(\"salary\"))"
              ".over(wq)) (38).withColumn(\"max\", ...) (39).withColumn(\"min\", ...) (40).withColumn(\"sum\", ...) (41)"
              ".select(\"department\",\"avg\",\"sum\",\"min\",\"max\").distinct() (42); b.show() (43)",
    notes=LOCAL + WIN + "The four aggregate windows share one Window node (37-41). The Project is the select (42). "
          "distinct() is a HashAggregate on every column, partial (derived) and final, kind distinct, with no "
          "Exchange of its own: the window's partitioning by department serves it. The final aggregate also holds "
          "show()'s casts. " + AQE,
    nodes=[N(1, "LocalTableScan", s((10, 19)), False, "read"),
           N(2, "Exchange", s((37, 41), 36), True, "window"),
           N(5, "Sort", s((37, 41), 36), True, "window"),
           N(6, "Window", s((37, 41), 36), False, "window"),
           N(7, "Project", s(42), False, "project"),
           N(8, "HashAggregate", s(42), True, "distinct"),
           N(9, "HashAggregate", s(42), False, "distinct")])
L["mr_window_group_min_renamed_show"] = dict(
    dataframe=WF + "c = simpleData.groupBy(\"department\").min(\"salary\").withColumnRenamed(\"min(salary)\", "
              "\"min(sal)\") (44); c.show() (45)",
    notes=LOCAL + AGG + "The rename and show()'s casts are in the final aggregate's results. " + AQE,
    nodes=[N(1, "LocalTableScan", s((10, 19)), False, "read"),
           N(2, "HashAggregate", s(44), True, "aggregate"),
           N(3, "Exchange", s(44), True, "aggregate"),
           N(6, "HashAggregate", s(44), False, "aggregate")])

# ----------------------------------------------------------------- columns_to_rows.scala / new_rows_to_COlumns.scala
UNION = ("SQL UNION (distinct) over a temp view of one literal row: each SELECT's LocalTableScan is the toDF's row "
         "with that SELECT's projection folded in (both spans); the Union at the line holding the UNION keyword; "
         "the distinct a HashAggregate on both columns, partial and Exchange derived, kind distinct, at the SQL "
         "statement. The final aggregate also holds show()'s casts. " + AQE)
L["mr_columns_to_rows_sql_union_show"] = dict(
    dataframe="columns_to_rows (App body): states = Seq((\"NY\",\"New York\")).toDF(\"cty_code\",\"City_Name\") (11); "
              "states.createOrReplaceTempView(\"axis\") (14); b = spark.sqlContext.sql(\"select 'Cty_code' as "
              "column,Cty_code as value from axis union \" + (16) \"select 'City_Name',City_Name  from axis \") (17); "
              "b.show() (18)",
    notes=UNION + "spark_R/new_rows_to_COlumns.scala does the same with other names (City, City_name): a look-alike "
          "in another file, not an alternative. ",
    nodes=[N(1, "LocalTableScan", s(11, 16), False, "read"),
           N(2, "LocalTableScan", s(11, 17), False, "read"),
           N(3, "Union", s(16), False, "union"),
           N(4, "HashAggregate", s((15, 17)), True, "distinct"),
           N(5, "Exchange", s((15, 17)), True, "distinct"),
           N(8, "HashAggregate", s((15, 17)), False, "distinct")])
L["mr_new_rows_to_columns_sql_union_show"] = dict(
    dataframe="new_rows_to_COlumns (App body): a = Seq((\"NY\",\"New York\")).toDF(\"City\",\"City_name\") (10); "
              "a.createOrReplaceTempView(\"tab\") (13); b = spark.sqlContext.sql(\"select 'City' as Column , "
              "'City_name' as value from tab union\" + (14) \" select City,City_name from tab\") (15); b.show() (17)",
    notes=UNION + "Spark/columns_to_rows.scala does the same with other names (cty_code, City_Name): a look-alike "
          "in another file, not an alternative. ",
    nodes=[N(1, "LocalTableScan", s(10, 14), False, "read"),
           N(2, "LocalTableScan", s(10, 15), False, "read"),
           N(3, "Union", s(14), False, "union"),
           N(4, "HashAggregate", s((14, 15)), True, "distinct"),
           N(5, "Exchange", s((14, 15)), True, "distinct"),
           N(8, "HashAggregate", s((14, 15)), False, "distinct")])

# ----------------------------------------------------------------------- pivot_function.scala / new_pivot.scala
PV = ("pivot_function (App body): data = Seq((\"Banana\",1000,\"USA\"), ...).toDF(\"Products\",\"Money\",\"Country\") "
      "(8-11); a = data.groupBy(\"Products\").pivot(\"Country\").sum(\"Money\") (14); ")
NPV = ("new_pivot (App body): data = Seq((\"Banana\",1000,\"USA\"), ...).toDF(\"Products\",\"Money\",\"Country\") "
       "(9-12); b = data.groupBy(\"Products\").pivot(\"country\").sum(\"money\") (15); ")
TWIN_PV = "spark_R/new_pivot.scala pivots the same rows (lowercase country/money): a look-alike, not an alternative. "
TWIN_NPV = "Spark/pivot_function.scala pivots the same rows (Country/Money): a look-alike, not an alternative. "


def pivot_values(rows: tuple, line: int) -> list:
    return [N(1, "LocalTableScan", s(rows), False, "read"),
            N(2, "HashAggregate", s(line), True, "pivot"),
            N(3, "Exchange", s(line), True, "pivot"),
            N(6, "HashAggregate", s(line), False, "pivot"),
            N(7, "Exchange", s(line), True, "pivot"),
            N(10, "Sort", s(line), False, "pivot")]


def pivot_sum(rows: tuple, line: int, project: list) -> list:
    return [N(1, "LocalTableScan", s(rows), False, "read"),
            N(2, "HashAggregate", s(line), True, "pivot"),
            N(3, "Exchange", s(line), True, "pivot"),
            N(6, "HashAggregate", s(line), False, "pivot"),
            N(7, "HashAggregate", s(line), True, "pivot"),
            N(8, "Exchange", s(line), True, "pivot"),
            N(11, "HashAggregate", s(line), False, "pivot"),
            N(12, "Project", project, False, "pivot")]


VALUES = ("The plan is Spark's own query for the pivot values, run at the pivot line (the event log names it "
          "`pivot at ...`): the distinct Country values (HashAggregate partial and final, with its Exchange) sorted "
          "(range Exchange and Sort); all at the pivot line, kind pivot, the partial aggregate and both Exchanges "
          "derived. ")
L["mr_pivot_values_collect"] = dict(
    dataframe=PV + "(the pivot values query)",
    notes=LOCAL + VALUES + TWIN_PV + AQE, nodes=pivot_values((8, 11), 14))
L["mr_new_pivot_values_collect"] = dict(
    dataframe=NPV + "(the pivot values query)",
    notes=LOCAL + VALUES + TWIN_NPV + AQE, nodes=pivot_values((9, 12), 15))
L["mr_pivot_sum_show"] = dict(
    dataframe=PV + "a.show() (15)",
    notes=LOCAL + PIVOT + "The last Project (pivoted columns with show()'s casts) accepts the pivot and the show. "
          + TWIN_PV + AQE,
    nodes=pivot_sum((8, 11), 14, s(14, 15)))
L["mr_new_pivot_sum_show"] = dict(
    dataframe=NPV + "b.show() (16)",
    notes=LOCAL + PIVOT + "The last Project (pivoted columns with show()'s casts) accepts the pivot and the show. "
          + TWIN_NPV + AQE,
    nodes=pivot_sum((9, 12), 15, s(15, 16)))
L["mr_pivot_stack_unpivot_show"] = dict(
    dataframe=PV + "b = a.selectExpr(\"Products\", \"stack(4,'canada',canada,'China',china,'Mexico',Mexico,'USA',USA)\") "
              "(19-20).withColumnRenamed(\"col0\",\"Country\") (21).withColumnRenamed(\"col1\",\"Money\") (22)"
              ".where(\"Money is not null\") (23); b.show() (25)",
    notes=LOCAL + PIVOT + "The unpivot: stack() is a Generate at the selectExpr (19-20), kind explode; the where "
          "(23) the Filter; the last Project the selectExpr's columns renamed (19-22) with show()'s casts (25). "
          + SHOW + TWIN_PV + AQE,
    nodes=pivot_sum((8, 11), 14, s(14)) + [
        N(13, "Generate", s((19, 20)), False, "explode"),
        N(14, "Filter", s(23), False, "filter"),
        N(15, "Project", s((19, 22), 25), False, "project"),
        N(16, "CollectLimit", s(25), True, "limit")])

# ------------------------------------------------------------------------------------------------ syncheron.scala
L["mr_syncheron_credit_debit_show"] = dict(
    dataframe="syncheron (App body): a = Seq((\"abc\",\"3\",\"C\",100), ...).toDF(\"cust\",\"acct\",\"type\",\"amt\") "
              "(11-16); b = a.withColumn(\"credit\", when(col(\"type\")===\"C\", col(\"amt\")).otherwise(0)) (20)"
              ".withColumn(\"debit\", when(col(\"type\")===\"D\", col(\"amt\")).otherwise(0)) (21); c = "
              "b.groupBy(\"Cust\").sum(\"credit\",\"debit\").orderBy(\"cust\") (22).select(col(\"cust\"), "
              "(col(\"sum(credit)\").as(\"credit\")-col(\"sum(debit)\").as(\"debit\")).alias(\"total remaining "
              "money\")) (23-24); c.show() (26)",
    notes=LOCAL + "The two withColumns (20, 21) are computed into the local rows. " + AGG + "The orderBy (22, the "
          "groupBy's line) is a global Sort with its range Exchange (derived). The Project is the select (23-24) with "
          "show()'s casts; the final plan has no CollectLimit. " + AQE,
    nodes=[N(1, "LocalTableScan", s((11, 16), (20, 21)), False, "read"),
           N(2, "HashAggregate", s(22), True, "aggregate"),
           N(3, "Exchange", s(22), True, "aggregate"),
           N(6, "HashAggregate", s(22), False, "aggregate"),
           N(7, "Exchange", s(22), True, "sort"),
           N(10, "Sort", s(22), False, "sort"),
           N(11, "Project", s((23, 24), 26), False, "project")])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local\") is one thread), "
           "spark.ui.enabled=false, spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, AQE on. ")
RUN = ("Run: bench/real/capture/shivam-scala/capture.py: the repository's Scala files (one flat folder) compiled "
       "unchanged with the Scala 2.13 compiler of the PySpark jars (all but palindrome.scala, a plain-Scala exercise) "
       "and each program run with spark-submit --class from a scratch copy of the laid-out repository; every program "
       "that gave a case builds its rows in the code; the plan is the n-th the run wrote (a query-execution "
       "listener, after each query ran: final adaptive plans); event_log.json from the same run.")


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
            main_class, file, extra, args = PROGRAMS[program]
            command = ("spark-submit" + "".join(f" --conf {c}" for c in extra) + f" --class {main_class} mr.jar"
                       + "".join(f" {a}" for a in args))
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(program, spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
