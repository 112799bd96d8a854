"""Write each sbe_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/sbe-practice/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=...): spans are the file's own line numbers; every
script is top-level code, so the symbol is the file's path from the repository root, dotted, then `<module>`
(`Dataframes.055) left & left_outer_join.<module>`, spaces and parentheses kept as they are in the path).
`amb=True` for an ambiguous label; `true=` the span that ran where the same query is written twice (or three times)
in the file.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, module_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "aaryan-o__pyspark_practice_sbe"
COMMIT = "fbb8d1f13298427d6d5700c8ff102d417a9cac8e"
SOURCE = "AARYAN-O/Pyspark_practice_SBE"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1. ")
RUN = ("Run: bench/real/capture/sbe-practice/capture.py: the script ran unchanged with spark-submit from the root of a "
       "scratch copy of the laid-out repository; Databricks' implicit `spark` and `display` were provided by a "
       "sitecustomize hook (display(df) / df.display() simply call df.show(), so a display's plan is a show's); the "
       "plan is the one the action ran, written by a query-execution listener after it ran (final adaptive plan); "
       "event_log.json from the same run.")
DBFS = ("Its dbfs:/FileStore input is a generated stand-in (the repository has none), served at the same dbfs: path "
        "by a Hadoop file system stand-in. ")


L: dict[str, dict] = {}

# ---- aggregates over the superstore csv --------------------------------------------------------------------------
AGG_NOTE = ("The final aggregate carries the show's toprettystring (labelled at the groupBy); the show's CollectLimit "
            "is only in the initial plan. The same read of dbfs:/FileStore/superstore.csv and a groupBy(\"Country\") "
            "are in about ten files of Dataframes/ (044-052, 094). ")


def agg(scan, read, project, cast, ids, spans, true=None, kind="aggregate"):
    a, x, b = ids
    out = [N(scan, "Scan csv", s(read), False, "read")]
    if project:
        out.append(N(project, "Project", s(cast), False, "project"))
    out += [N(a, "HashAggregate", spans, True, kind, true=true), N(x, "Exchange", spans, True, kind, true=true),
            N(b, "HashAggregate", spans, False, kind, true=true)]
    return out


L["sbe_agg_country_sum_show"] = dict(
    dataframe="df.display() (051 line 11) of df = df.groupBy(\"Country\").agg(sum(\"Profit\")) (10) of "
              "df.withColumn(\"Profit\", col(\"Profit\").cast(\"Integer\")) (8) of the csv read (6)",
    notes=AGG_NOTE + "The file's second query (21-24: the same read again, groupBy(\"City\").agg(count, sum)) is "
          "another query. ",
    nodes=agg(1, 6, 2, 8, (3, 4, 7), s(10)))

MEAN_AVG = ("groupBy(\"Country\").mean() (048 line 8) and .avg() (10) are the same query (avg(Profit), the only "
            "numeric column after the cast; the csv's other columns are strings): both spans, true_lines the one that "
            "ran. ")
L["sbe_mean_country_show"] = dict(
    dataframe="df.groupBy(\"Country\").mean().display() (048 line 8) of df.withColumn(\"Profit\", "
              "col(\"Profit\").cast(\"Integer\")) (6) of the csv read (3)",
    notes=AGG_NOTE + MEAN_AVG,
    nodes=[N(1, "Scan csv", s(3), False, "read"), N(2, "Project", s(6), False, "project"),
           N(3, "HashAggregate", s(8, 10), True, "aggregate", true=s(8)),
           N(4, "Exchange", s(8, 10), True, "aggregate", true=s(8)),
           N(7, "HashAggregate", s(8, 10), False, "aggregate", true=s(8))])

L["sbe_avg_country_show"] = dict(
    dataframe="df.groupBy(\"Country\").avg().display() (048 line 10) of df.withColumn(\"Profit\", "
              "col(\"Profit\").cast(\"Integer\")) (6) of the csv read (3)",
    notes=AGG_NOTE + MEAN_AVG,
    nodes=[N(1, "Scan csv", s(3), False, "read"), N(2, "Project", s(6), False, "project"),
           N(3, "HashAggregate", s(10, 8), True, "aggregate", true=s(10)),
           N(4, "Exchange", s(10, 8), True, "aggregate", true=s(10)),
           N(7, "HashAggregate", s(10, 8), False, "aggregate", true=s(10))])

L["sbe_count_country_show"] = dict(
    dataframe="df.groupBy(\"Country\").count().display() (047 line 5) of the csv read (3)",
    notes=AGG_NOTE,
    nodes=agg(1, 3, None, None, (2, 3, 6), s(5)))

L["sbe_group_sql_minmax_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select Country,State,min(Profit),max(Profit) from SuperStore group by Country,State\")"
              ".display() (052 line 3) over the view SuperStore (2) of the csv read (1)",
    notes="SQL in a Python string on the display's line: every node of the query at line 3; the scan at the read and "
          "the FROM. min/max of the string column Profit (no cast here) make SortAggregates with their Sorts "
          "(derived). The final aggregate carries the show's toprettystring. ",
    nodes=[N(1, "Scan csv", s(1, 3), False, "read"),
           N(2, "Sort", s(3), True, "aggregate"), N(3, "SortAggregate", s(3), True, "aggregate"),
           N(4, "Exchange", s(3), True, "aggregate"), N(7, "Sort", s(3), True, "aggregate"),
           N(8, "SortAggregate", s(3), False, "aggregate")])

L["sbe_pivot_show"] = dict(
    dataframe="pivot_df.display() (094 line 16), pivot_df = df.groupBy(\"ShipMode\").pivot(\"Segment\").max(\"discount\") "
              "(14) of df.withColumn(\"discount\", col(\"discount\").cast(\"Integer\")) (12) of the csv read (6)",
    notes="pivot without values: Spark first ran a job for the distinct Segments (not this plan). The pivot is two "
          "aggregations: by (ShipMode, Segment), then PivotFirst by ShipMode; partial aggregates and exchanges "
          "derived, kind pivot; the Project picking the pivoted columns out of the array (with the show's "
          "toprettystring) derived at the pivot. The withColumn's column is `discount` (the csv header says "
          "Discount; Spark resolves it case-insensitively). ",
    nodes=[N(1, "Scan csv", s(6), False, "read"), N(2, "Project", s(12), False, "project"),
           N(3, "HashAggregate", s(14), True, "pivot"), N(4, "Exchange", s(14), True, "pivot"),
           N(7, "HashAggregate", s(14), True, "pivot"), N(8, "HashAggregate", s(14), True, "pivot"),
           N(9, "Exchange", s(14), True, "pivot"), N(12, "HashAggregate", s(14), False, "pivot"),
           N(13, "Project", s(14), True, "pivot")])

# ---- distinct / dropDuplicates / union ----------------------------------------------------------------------------
L["sbe_distinct_count"] = dict(
    dataframe="print(distinct_df.count()) (032 line 12), distinct_df = df.distinct() (10) of "
              "spark.createDataFrame(data, schema) (8)",
    notes="distinct as two HashAggregates with an Exchange (partial and exchange derived, kind distinct); count() adds "
          "its own partial count, SinglePartition Exchange and final count, labelled at the count line (kind "
          "aggregate; partial and exchange derived). ",
    nodes=[N(1, "Scan ExistingRDD", s(8), False, "read"),
           N(2, "HashAggregate", s(10), True, "distinct"), N(3, "Exchange", s(10), True, "distinct"),
           N(6, "HashAggregate", s(10), False, "distinct"),
           N(7, "HashAggregate", s(12), True, "aggregate"), N(8, "Exchange", s(12), True, "aggregate"),
           N(10, "HashAggregate", s(12), False, "aggregate")])

L["sbe_dropdup_city_show"] = dict(
    dataframe="df1.show() (035 line 12), df1 = df.dropDuplicates(['City','Favourite_Number']) (10) of "
              "spark.createDataFrame(data, schema) (8)",
    notes="dropDuplicates of a subset is a SortAggregate of first() for the other columns (strings, so sort-based), "
          "with its Sorts, partial aggregate and Exchange derived, kind distinct. The final SortAggregate carries the "
          "show's toprettystring. The file does it again (17-28) on the same rows with dropDuplicates(['Person']): "
          "another query. ",
    nodes=[N(1, "Scan ExistingRDD", s(8), False, "read"),
           N(2, "Sort", s(10), True, "distinct"), N(3, "SortAggregate", s(10), True, "distinct"),
           N(4, "Exchange", s(10), True, "distinct"), N(7, "Sort", s(10), True, "distinct"),
           N(8, "SortAggregate", s(10), False, "distinct")])

L["sbe_union_distinct_show"] = dict(
    dataframe="unioned_DF.display() (068 line 22), unioned_DF = deptDF.union(deptDF1).distinct() (21) of two "
              "createDataFrame (9, 18)",
    notes="069) UnionAll +distinct.py is the same script with unionAll (line 17); 066/067 union without distinct: "
          "look-alikes in other files, never alternatives. The distinct's aggregates and Exchange at 21, kind "
          "distinct; the final aggregate carries the show's toprettystring. ",
    nodes=[N(1, "Scan ExistingRDD", s(9), False, "read"), N(2, "Scan ExistingRDD", s(18), False, "read"),
           N(3, "Union", s(21), False, "union"),
           N(4, "HashAggregate", s(21), True, "distinct"), N(5, "Exchange", s(21), True, "distinct"),
           N(8, "HashAggregate", s(21), False, "distinct")])

# ---- joins of the same emp/dept rows (Dataframes/055-065) ---------------------------------------------------------
JOIN_NOTE = ("The same emp and dept rows (createDataFrame of Python lists) and the same join condition are in a dozen "
             "files of Dataframes/ (055-065): look-alikes in other files, never alternatives. The hash Exchanges, the "
             "BroadcastExchange (AQE's switch at run time), the join's Sorts and the inferred isnotnull Filters are "
             "derived at the join; the show's toprettystring Project, CollectLimit and a LocalLimit pushed into an "
             "outer join's preserved side derived at the display. ")


def join_rows(spec, join, show, true_join=None, true_show=None):
    """Labels of (id, operator, role): role 'join' (derived), 'JOIN' (the join node), 'show' (derived at the display),
    'limit' (derived LocalLimit at the display), or ('read', line), ('prune', read line)."""
    out = []
    for nid, op, role in spec:
        if role == "JOIN":
            out.append(N(nid, op, join, False, "join", true=true_join))
        elif role == "join":
            out.append(N(nid, op, join, True, "join", true=true_join))
        elif role == "show":
            out.append(N(nid, op, show, True, "limit" if op == "CollectLimit" else "project", true=true_show))
        elif role == "limit":
            out.append(N(nid, op, show, True, "limit", true=true_show))
        elif role[0] == "read":
            out.append(N(nid, op, s(*role[1:]), False, "read"))
        elif role[0] == "prune":
            out.append(N(nid, op, join + s(role[1]), True, "project", amb=True))
    return out


L["sbe_join_leftouter_show"] = dict(
    dataframe="joined_df.display() (055 line 27), joined_df = deptDF.join(empDF, deptDF.dept_id==empDF.emp_dept_id, "
              "\"leftouter\") (26); deptDF (20), empDF (11) createDataFrame of Python lists",
    notes=JOIN_NOTE + "The file runs the same join twice: \"left\" (23, displayed at 24) and \"leftouter\" (26, 27), "
          "the same plan: both spans, true_lines the second, which ran. ",
    nodes=join_rows([(1, "Scan ExistingRDD", ("read", 20)), (2, "LocalLimit", "limit"), (3, "Exchange", "join"),
                     (6, "Scan ExistingRDD", ("read", 11)), (7, "Filter", "join"), (8, "Exchange", "join"),
                     (11, "BroadcastExchange", "join"), (13, "BroadcastHashJoin", "JOIN"), (14, "Project", "show"),
                     (15, "CollectLimit", "show")],
                    s(26, 23), s(27, 24), s(26), s(27)))

L["sbe_join_full_show"] = dict(
    dataframe="joined_df3.display() (060 line 30), joined_df3 = deptDF.join(empDF, empDF.emp_dept_id==deptDF.dept_id, "
              "\"full\") (29); deptDF (20), empDF (11) createDataFrame of Python lists",
    notes=JOIN_NOTE + "The file runs the same full outer join three times: \"outer\" (23, displayed at 24), "
          "\"fullouter\" (26, 27) and \"full\" (29, 30), the same plan (the first with the condition's sides written "
          "the other way round): all three spans, true_lines the third, which ran. A sort-merge join (AQE kept it). ",
    nodes=join_rows([(1, "Scan ExistingRDD", ("read", 20)), (2, "Exchange", "join"), (5, "Sort", "join"),
                     (6, "Scan ExistingRDD", ("read", 11)), (7, "Exchange", "join"), (10, "Sort", "join"),
                     (11, "SortMergeJoin", "JOIN"), (12, "Project", "show"), (13, "CollectLimit", "show")],
                    s(29, 26, 23), s(30, 27, 24), s(29), s(30)))

L["sbe_join_semi_show"] = dict(
    dataframe="joined_df1.display() (061 line 26), joined_df1 = deptDF.join(empDF, deptDF.dept_id==empDF.emp_dept_id, "
              "\"leftsemi\") (25); deptDF (22), empDF (13) createDataFrame of Python lists",
    notes=JOIN_NOTE + "The Project keeping only emp_dept_id of empDF is the optimizer's pruning for the semi join "
          "(derived, ambiguous: the join and the createDataFrame). No CollectLimit in the final plan. ",
    nodes=join_rows([(1, "Scan ExistingRDD", ("read", 22)), (2, "Filter", "join"), (3, "Exchange", "join"),
                     (6, "Scan ExistingRDD", ("read", 13)), (7, "Filter", "join"), (8, "Project", ("prune", 13)),
                     (9, "Exchange", "join"), (12, "BroadcastExchange", "join"), (14, "BroadcastHashJoin", "JOIN"),
                     (15, "Project", "show")],
                    s(25), s(26)))

L["sbe_join_inner_csv_show"] = dict(
    dataframe="df1.join(df2, df1.movieId==df2.movieId, \"inner\").display() (054 line 7); df1 the movies.csv read (1), "
              "df2 the ratings.csv read (2)",
    notes=JOIN_NOTE.replace("The same emp and dept rows (createDataFrame of Python lists) and the same join condition "
                            "are in a dozen files of Dataframes/ (055-065): look-alikes in other files, never "
                            "alternatives. ", "")
          + "A broadcast hash join planned from the start (small csv files); the isnotnull filters are also pushed "
          "into both scans. The same two reads are in many files (movies.csv is read in 49 places). " + DBFS,
    nodes=join_rows([(1, "Scan csv", ("read", 1)), (2, "Filter", "join"), (3, "BroadcastExchange", "join"),
                     (5, "Scan csv", ("read", 2)), (6, "Filter", "join"), (7, "BroadcastHashJoin", "JOIN"),
                     (8, "Project", "show"), (9, "CollectLimit", "show")],
                    s(7), s(7)))

L["sbe_join_anti_show"] = dict(
    dataframe="joined_df.display() (062 line 24), joined_df = deptDF.join(empDF, deptDF.dept_id==empDF.emp_dept_id, "
              "\"leftanti\") (23); deptDF (20), empDF (11) createDataFrame of Python lists",
    notes=JOIN_NOTE + "The Project keeping only emp_dept_id of empDF is the optimizer's pruning for the anti join "
          "(derived, ambiguous: the join and the createDataFrame). No CollectLimit in the final plan. ",
    nodes=join_rows([(1, "Scan ExistingRDD", ("read", 20)), (2, "Exchange", "join"),
                     (5, "Scan ExistingRDD", ("read", 11)), (6, "Filter", "join"), (7, "Project", ("prune", 11)),
                     (8, "Exchange", "join"), (11, "BroadcastExchange", "join"), (13, "BroadcastHashJoin", "JOIN"),
                     (14, "Project", "show")],
                    s(23), s(24)))

L["sbe_join_sql_inner_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select * from Emp join Dept on Emp.emp_dept_id==Dept.dept_id\").display() (063 line 26) over "
              "the views Emp (23) of empDF (11) and Dept (24) of deptDF (20), createDataFrame of Python lists",
    notes=JOIN_NOTE + "SQL in a Python string on the display's line: the join and everything derived from it at 26; "
          "the scans at their createDataFrame and the statement (the FROM). 064) Left Join with SQL.py and 064) Right "
          "join in SQL.py are the same script with LEFT/RIGHT JOIN: other files. ",
    nodes=join_rows([(1, "Scan ExistingRDD", ("read", 11, 26)), (2, "Filter", "join"), (3, "Exchange", "join"),
                     (6, "Scan ExistingRDD", ("read", 20, 26)), (7, "Filter", "join"), (8, "Exchange", "join"),
                     (11, "BroadcastExchange", "join"), (13, "BroadcastHashJoin", "JOIN"), (14, "Project", "show"),
                     (15, "CollectLimit", "show")],
                    s(26), s(26)))

L["sbe_join_multi_show"] = dict(
    dataframe="joined_df.display() (065 line 33), joined_df = empDF.join(deptDF, ..., \"inner\").join(deptDF1, ..., "
              "\"inner\") (32, both joins on one line); empDF (11), deptDF (20), deptDF1 (29, the same rows as deptDF "
              "built again) createDataFrame of Python lists",
    notes=JOIN_NOTE + "Both joins are on line 32: every join node and everything derived from them there. ",
    nodes=join_rows([(1, "Scan ExistingRDD", ("read", 11)), (2, "Filter", "join"), (3, "Exchange", "join"),
                     (6, "BroadcastExchange", "join"), (8, "Scan ExistingRDD", ("read", 20)), (9, "Filter", "join"),
                     (10, "Exchange", "join"), (13, "BroadcastHashJoin", "JOIN"),
                     (14, "Scan ExistingRDD", ("read", 29)), (15, "Filter", "join"), (16, "Exchange", "join"),
                     (19, "BroadcastExchange", "join"), (21, "BroadcastHashJoin", "JOIN"), (22, "Project", "show"),
                     (23, "CollectLimit", "show")],
                    s(32), s(33)))

# ---- windows ------------------------------------------------------------------------------------------------------
L["sbe_row_number_show"] = dict(
    dataframe="df.display() (019 line 13) of df = df.withColumn(\"row_number\", row_number().over(window_spec)) (11), "
              "window_spec = Window.partitionBy(\"rating\").orderBy(\"movieId\") (9), of the ratings.csv read (7)",
    notes="020) rank.py is the same script with rank() (line 10): another file, never an alternative. The window's "
          "Exchange and Sort are derived at the withColumn and the window spec's line; the Window at both, not "
          "derived; the show's toprettystring Project and CollectLimit derived at the display. " + DBFS,
    nodes=[N(1, "Scan csv", s(7), False, "read"), N(2, "Exchange", s(11, 9), True, "window"),
           N(5, "Sort", s(11, 9), True, "window"), N(6, "Window", s(11, 9), False, "window"),
           N(7, "Project", s(13), True, "project"), N(8, "CollectLimit", s(13), True, "limit")])

L["sbe_window_agg_filter_show"] = dict(
    dataframe="df.display() (026 line 33) of df.withColumn(\"row number\", row_number().over(window_spec))"
              ".filter(col(\"row number\")==1).select(...) (30-31) of four withColumn of max/min/avg/sum over "
              "window_spec (25-28), window_spec = Window.partitionBy(\"department\").orderBy(\"salary\") (21), of "
              "spark.createDataFrame(data, schema) (23)",
    notes="One window spec for five window functions: one Window node (at the four withColumns and the row_number "
          "one, and the spec's line), its Exchange and Sort derived. The filter on the row number at 30; the select "
          "(30-31) is the Project carrying the show's toprettystring. ",
    nodes=[N(1, "Scan ExistingRDD", s(23), False, "read"),
           N(2, "Exchange", s((25, 28), 30, 21), True, "window"), N(5, "Sort", s((25, 28), 30, 21), True, "window"),
           N(6, "Window", s((25, 28), 30, 21), False, "window"),
           N(7, "Filter", s(30), False, "filter"), N(8, "Project", s((30, 31)), False, "project")])

# ---- Python UDFs --------------------------------------------------------------------------------------------------
L["sbe_udf_show"] = dict(
    dataframe="df.withColumn(\"lower\", convertUDF(df.title)).display() (072 line 18), convertUDF = udf(lambda "
              "z:convertCase(z), StringType()) (12) of def convertCase (5-7), df the movies.csv read (14)",
    notes="The Python UDF runs as ArrowEvalPython: at the call, the udf(...) line and the function it calls. The "
          "show's limit is pushed below the UDF (LocalLimit, derived at the display). 073 (the UDF in SQL) and 074 "
          "(a decorated UDF, which stops with NameError: `udf` is never imported) are look-alikes in other files. "
          + DBFS,
    nodes=[N(1, "Scan csv", s(14), False, "read"), N(2, "LocalLimit", s(18), True, "limit"),
           N(3, "ArrowEvalPython", s(18, 12, (5, 7)), False, "udf"),
           N(4, "Project", s(18), True, "project"), N(5, "CollectLimit", s(18), True, "limit")])

L["sbe_udf_sql_show"] = dict(
    sql=True,
    dataframe="spark.sql(\"select my_function(title) from my_db\").show() (073 line 23) over the view my_db (21) of the "
              "movies.csv read (15); my_function registered (19) from lower_case_function = udf(lambda "
              "z:lower_case(z), StringType()) (17) of def lower_case (11-13)",
    notes="The Python UDF in SQL runs as ArrowEvalPython: at the statement, the registration, the udf(...) line and "
          "the function. The scan at the read and the statement's FROM. The show's limit is pushed below the UDF "
          "(LocalLimit, derived at the show). " + DBFS,
    nodes=[N(1, "Scan csv", s(15, 23), False, "read"), N(2, "LocalLimit", s(23), True, "limit"),
           N(3, "ArrowEvalPython", s(23, 19, 17, (11, 13)), False, "udf"),
           N(4, "Project", s(23), True, "project"), N(5, "CollectLimit", s(23), True, "limit")])

# ---- reads and writes ---------------------------------------------------------------------------------------------
L["sbe_parquet_read_show"] = dict(
    dataframe="df.display() (016 line 9) of df = spark.read.format(\"parquet\").load(\"dbfs:/FileStore/users.parquet\") "
              "(7)",
    notes="The file reads the same parquet file twice, spark.read.parquet(...) (1, displayed at 3) and "
          "format(\"parquet\").load(...) (7, 9), the same plan: both spans, true_lines the second, which ran. The "
          "show's toprettystring Project and CollectLimit derived at the display. " + DBFS,
    nodes=[N(1, "Scan parquet", s(7, 1), False, "read", true=s(7)),
           N(3, "Project", s(9, 3), True, "project", true=s(9)),
           N(4, "CollectLimit", s(9, 3), True, "limit", true=s(9))])

L["sbe_partition_by_csv_write"] = dict(
    dataframe="df.write.partitionBy(\"Country\").mode(\"overwrite\").csv(\"dbfs:/output/test_csv.csv\") "
              "(Datasources/024 line 4) of the csv read (1)",
    notes="partitionBy: the empty2null Project and the Sort by Country are the write's (derived, kind write); "
          "WriteFiles and the InsertIntoHadoopFsRelationCommand at the write, not derived. 025) PartitionBy with "
          "multiple columns.py is a look-alike. The write lands in the dbfs stand-in's scratch folder. " + DBFS,
    nodes=[N(1, "Scan csv", s(1), False, "read"), N(2, "Project", s(4), True, "write"),
           N(3, "Sort", s(4), True, "write"), N(4, "WriteFiles", s(4), False, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", s(4), False, "write")])

for _k in ("sbe_agg_country_sum_show", "sbe_mean_country_show", "sbe_avg_country_show", "sbe_count_country_show",
           "sbe_group_sql_minmax_show", "sbe_pivot_show"):
    L[_k]["notes"] += DBFS


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file = PROGRAMS[program]
            spec = L[case_id]
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + RUN, "form": "sql-string" if spec.get("sql") else "pyspark",
                    "source": SOURCE}
            yield part, BENCH / part / case_id, module_rows(L[case_id]["nodes"], file), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
