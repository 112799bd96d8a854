"""Write each cg_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/chgani-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=..., fn=..., alt=...): spans are the lines of the
case's file (`FILE` below: the file of the program's object, or for our driver's cases the lesson whose fields it
collects). Symbols: the object's qualified name and the method (`in.olc.scala.sparkPractice.SCD.main`); the body of
an `object X extends App` is the object itself (`in.olc.scala.sparkPractice.RJVMSparkSql`), as the rafavermar
family names it; `fn` a method of it (`readTable`).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, SP  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import program_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "chgani__spark-scala-practice"
COMMIT = "6ea38faa1c873cad6ab43b7cbad82522002daf36"
SOURCE = "chgani/spark-scala-practice"
APP = object()   # fn of code in an `extends App` body


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None, fn="main", alt=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true, fn, alt))


# the object each driver case's DataFrame comes from (our driver RunCgAppFields only collects it)
DRIVER_OBJECT = {"cg_rjvm_agg_by_genre_collect": "RJVMdataFrameAggregations",
                 "cg_rjvm_director_avg_sorted_collect": "RJVMdataFrameAggregations",
                 "cg_rjvm_all_cars_distinct_collect": "RJVMdfColumnsAndExpressions"}


def file_and_object(case_id: str, program: str) -> tuple[str, str]:
    if case_id in DRIVER_OBJECT:
        name = DRIVER_OBJECT[case_id]
        return SP + name + ".scala", "in.olc.scala.sparkPractice." + name
    main_class, file, _ = PROGRAMS[program]
    return file, main_class


def rows_of(case_id: str, program: str, nodes) -> list[dict]:
    file, obj = file_and_object(case_id, program)

    def sym(fn):
        return obj if fn is APP else f"{obj}.{fn}"

    return program_rows(nodes, file, sym)


L: dict[str, dict] = {}

LOCAL = ("Rows built in the code: each LocalTableScan at the toDF/createDataFrame that made the DataFrame, and at the "
         "calls the optimizer folded into the local rows (a to_date, a cast, a where/select over literals). ")
AGG = "Partial aggregates and their Exchanges are derived at the groupBy/agg; the final one is not. "
DISTINCT = "distinct() plans as an aggregate on every column: its partial aggregate and Exchange derived at it. "
JOIN = ("The join's Exchanges and Sorts (or its BroadcastExchange) are derived at the join call (and at the line "
        "that built its condition, where that is its own line). ")
WIN = ("Window Exchanges and Sorts (and the WindowGroupLimits a filter on the rank adds, which also accept the "
       "filter's line) are derived at the withColumn/select(... over(window)) and the window spec; the Window node "
       "is not. ")
SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line; a Project that "
        "also does the code's own select/drop is not derived and accepts the show line too; orderBy/sort + show is "
        "one TakeOrderedAndProject, kind sort, at both lines. ")
WRITE = "WriteFiles is derived at the write call (its chained lines), the InsertIntoHadoopFsRelationCommand is not. "
DRIVER = ("Run through our driver (bench/real/capture/chgani-scala/standin/RunCgAppFields.scala): the lesson's own "
          "body (an `extends App` object, so its main) ran unchanged and every show() of it is commented out; the "
          "driver collected the DataFrame the body left in its field (collect adds no operator), so the event log's "
          "call site names the driver, and every label is in the lesson. ")

CV = SP + "CovidCasesWindowFunc.scala"
L["cg_covid_rank_windows_count_distinct_show"] = dict(
    dataframe="CovidCasesWindowFunc.main: in_df1 = data.toDF(schema:_*) (24); df2 = in_df1.withColumn(\"date\", "
              "to_date(...)) (25); windowFuncDate = Window.partitionBy(col(\"city\")).orderBy(col(\"date\").asc) (28); "
              "windowFuncCases = Window.partitionBy(col(\"city\")).orderBy(col(\"cases\").asc) (29); df3 = "
              "df2.withColumn(\"date_rank\", rank().over(windowFuncDate)) (31).withColumn(\"cases_rank\", "
              "rank().over(windowFuncCases)) (32); df4 = df3.withColumn(\"flag\", col(\"date_rank\")-col(\"cases_rank\")) "
              "(34); df5 = df4.groupBy(\"city\").agg(countDistinct(\"flag\").as(\"result\")) (36).where(col(\"result\")"
              "===1).select(\"city\") (37); df5.show() (38)",
    notes=LOCAL + WIN + "The Project between the two windows only drops the date (column pruning the optimizer "
          "added): derived and ambiguous, at the first window, the second and the flag line that consumes it. "
          "countDistinct plans two HashAggregates with no Exchange (the windows' partitioning by city serves it): the "
          "first, keyed by city and flag, derived at the agg. The final Project is the select at 37 with show()'s "
          "string casts. ",
    nodes=[N(1, "LocalTableScan", s(24, 25), False, "read"),
           N(2, "Exchange", s(31, 28), True, "window"),
           N(5, "Sort", s(31, 28), True, "window"),
           N(6, "Window", s(31, 28), False, "window"),
           N(7, "Project", s(31, 32, 34), True, "project", amb=True),
           N(8, "Sort", s(32, 29), True, "window"),
           N(9, "Window", s(32, 29), False, "window"),
           N(10, "Project", s(34), False, "project"),
           N(11, "HashAggregate", s(36), True, "aggregate"),
           N(12, "HashAggregate", s(36), False, "aggregate"),
           N(13, "Filter", s(37), False, "filter"),
           N(14, "Project", s(37, 38), False, "project")])

L["cg_scd_join_union_sort_show"] = dict(
    dataframe="SCD.main: df1 = Seq(...).toDF(\"id\",\"name\",\"salary\") (14-15); df2 = Seq(...).toDF(...) (17); "
              "df_update = df1.join(df2, df1(\"id\")===df2(\"id\"), \"inner\").select(df1(\"id\"), df1(\"name\"), "
              "df2(\"salary\")) (19); df_notUpdated = df1.join(df2, ..., \"left_anti\") (22); df_newRecords = "
              "df1.join(df2, ..., \"right\").filter(df1(\"id\").isNull) (24).select(df2(\"id\"), df2(\"name\"), "
              "df2(\"salary\")) (25); df_final = df_update.union(df_notUpdated).union(df_newRecords).sort(col(\"id\")) "
              "(27); df_final.show() (28)",
    notes=LOCAL + JOIN + "Three joins of the same two local DataFrames (each side's LocalTableScan at its toDF, pruned "
          "to the columns the join needs). The inner join's Project is its select on line 19; the right join's "
          "Filter and Project are lines 24 and 25. The two unions are one Union node (line 27). " + SHOW,
    nodes=[N(1, "LocalTableScan", s((14, 15)), False, "read"),
           N(2, "LocalTableScan", s(17), False, "read"),
           N(3, "BroadcastExchange", s(19), True, "join"),
           N(5, "BroadcastHashJoin", s(19), False, "join"),
           N(6, "Project", s(19), False, "project"),
           N(7, "LocalTableScan", s((14, 15)), False, "read"),
           N(8, "LocalTableScan", s(17), False, "read"),
           N(9, "BroadcastExchange", s(22), True, "join"),
           N(11, "BroadcastHashJoin", s(22), False, "join"),
           N(12, "LocalTableScan", s((14, 15)), False, "read"),
           N(13, "BroadcastExchange", s(24), True, "join"),
           N(15, "LocalTableScan", s(17), False, "read"),
           N(16, "BroadcastHashJoin", s(24), False, "join"),
           N(17, "Filter", s(24), False, "filter"),
           N(18, "Project", s(25), False, "project"),
           N(19, "Union", s(27), False, "union"),
           N(20, "TakeOrderedAndProject", s(27, 28), False, "sort")])

MOVIES = ("moviesDF = spark.read.option(\"inferSchema\",true).json(\"src/main/resources/data/movies.json\") (12-14)")
L["cg_rjvm_agg_by_genre_collect"] = dict(
    dataframe="RJVMdataFrameAggregations (App body): " + MOVIES + "; aggregationByGenreDf = moviesDF (60)"
              ".groupBy(col(\"Major_Genre\")) (61).agg(count(\"*\").as(\"Movies_Count\"), avg(\"IMDB_Rating\")"
              ".as(\"Avg_Rating\")) (62-65).orderBy(col(\"Avg_Rating\")) (66); collected by our driver",
    notes=DRIVER + AGG + "The orderBy is a global Sort with its range-partitioning Exchange (derived at it). The same "
          "lesson groups movies by Major_Genre twice more (51, 55-57) and by Director (97-103): look-alikes, not "
          "alternatives. ",
    nodes=[N(1, "Scan json", s((12, 14)), False, "read", fn=APP),
           N(2, "HashAggregate", s((61, 65)), True, "aggregate", fn=APP),
           N(3, "Exchange", s((61, 65)), True, "aggregate", fn=APP),
           N(6, "HashAggregate", s((61, 65)), False, "aggregate", fn=APP),
           N(7, "Exchange", s(66), True, "sort", fn=APP),
           N(10, "Sort", s(66), False, "sort", fn=APP)])

L["cg_dept_top_rank_filter_show"] = dict(
    dataframe="deptWiseSalary.main: in_df = data.toDF(schema:_*) (19); df2 = in_df.select(col(\"name\"), "
              "col(\"deptid\"), col(\"salary\").cast(\"int\")) (37); win1 = Window.partitionBy(\"deptid\")"
              ".orderBy(col(\"salary\").desc) (39); df3 = df2.select(col(\"*\"), dense_rank().over(win1).as(\"row_num\")) "
              "(41); df4 = df3.select(\"name\").filter(col(\"row_num\")===1) (42); df4.show() (44)",
    notes=LOCAL + WIN + "The filter on the rank after a select that dropped it still resolves (Spark adds the column "
          "back): the Filter is line 42, the Project the select(\"name\") of 42 with show()'s casts. " + SHOW,
    nodes=[N(1, "LocalTableScan", s(19, 37), False, "read"),
           N(2, "Sort", s(41, 39), True, "window"),
           N(3, "WindowGroupLimit", s(41, 42, 39), True, "window"),
           N(4, "Exchange", s(41, 39), True, "window"),
           N(7, "Sort", s(41, 39), True, "window"),
           N(8, "WindowGroupLimit", s(41, 42, 39), True, "window"),
           N(9, "Window", s(41, 39), False, "window"),
           N(10, "Filter", s(42), False, "filter"),
           N(11, "Project", s(42, 44), False, "project")])

RT = [(s(82, 89), "readTable")]
L["cg_rjvm_best_paid_jobs_jdbc_show"] = dict(
    dataframe="RJVMDataFrameJoins (App body): readTable(tableName) = spark.read.format(\"jdbc\")...option(\"dbtable\", "
              "s\"public.$tableName\").load() (81-89); employeeDf = readTable(\"employees\") (91); salaryDf = "
              "readTable(\"salaries\") (97); titlesDf = readTable(\"titles\") (100); joinCondition1 = "
              "employeeDf(\"emp_no\")===salaryDf(\"emp_no\") (108); empSalaryDf = employeeDf.join(salaryDf, "
              "joinCondition1, \"inner\").drop(salaryDf(\"emp_no\")) (109); empMaxSalaryDf = empSalaryDf.groupBy("
              "\"emp_no\",\"first_name\",\"last_name\").agg(max(\"salary\").as(\"maximum_salary\"))"
              ".orderBy(col(\"maximum_salary\").desc) (112-113); mostRecentJobTitlesDf = titlesDf.groupBy(\"emp_no\","
              "\"title\").agg(max(\"to_date\")) (127); bestPaidEmployeesDf = empMaxSalaryDf.limit(10) (128); bestPaidJobs "
              "= bestPaidEmployeesDf.join(mostRecentJobTitlesDf, bestPaidEmployeesDf(\"emp_no\")===mostRecentJobTitlesDf"
              "(\"emp_no\")) (130-131); bestPaidJobs.show() (133)",
    notes="The JDBC scans are labelled at readTable's read (82-89, symbol readTable), with the line that called it "
          "for that table as an alt. " + JOIN + "The employee/salary join was planned as a sort-merge join; AQE made "
          "it a broadcast join over the shuffled sides, so both hash Exchanges and the BroadcastExchange are derived "
          "at it. The aggregate over the join has no partial half (the join's shuffle by emp_no serves it). orderBy "
          "+ limit(10) is one TakeOrderedAndProject (113, 128). " + AGG + SHOW + "PostgreSQL: the local server with "
          "the course's tables generated (the capture's README). ",
    nodes=[N(1, "Scan JDBCRelation(public.employees) [numPartitions=1]", s((82, 89)), False, "read", fn="readTable",
             alt=[(s(91), APP)]),
           N(2, "Exchange", s(109, 108), True, "join", fn=APP),
           N(5, "BroadcastExchange", s(109, 108), True, "join", fn=APP),
           N(7, "Scan JDBCRelation(public.salaries) [numPartitions=1]", s((82, 89)), False, "read", fn="readTable",
             alt=[(s(97), APP)]),
           N(8, "Exchange", s(109, 108), True, "join", fn=APP),
           N(11, "BroadcastHashJoin", s(109, 108), False, "join", fn=APP),
           N(12, "Project", s(109), False, "project", fn=APP),
           N(13, "HashAggregate", s((112, 113)), False, "aggregate", fn=APP),
           N(14, "TakeOrderedAndProject", s(113, 128), False, "sort", fn=APP),
           N(15, "BroadcastExchange", s((130, 131)), True, "join", fn=APP),
           N(17, "Scan JDBCRelation(public.titles) [numPartitions=1]", s((82, 89)), False, "read", fn="readTable",
             alt=[(s(100), APP)]),
           N(18, "HashAggregate", s(127), True, "aggregate", fn=APP),
           N(19, "Exchange", s(127), True, "aggregate", fn=APP),
           N(22, "HashAggregate", s(127), False, "aggregate", fn=APP),
           N(23, "BroadcastHashJoin", s((130, 131)), False, "join", fn=APP),
           N(24, "Project", s(133), True, "project", fn=APP),
           N(25, "CollectLimit", s(133), True, "limit", fn=APP)])

L["cg_avg_manager_self_join_show"] = dict(
    dataframe="avgManagerSalary.main: df = data.toDF(schema:_*) (26); pr_df = df.as(\"df1\").join(df.alias(\"df2\"), "
              "$\"df1.id\"===$\"df2.mgr_id\", \"inner\") (27).select($\"df2.mgr_id\", $\"df1.name\".as(\"manager_name\"), "
              "$\"df2.salary\") (28); pr_df2 = pr_df.groupBy(\"mgr_id\",\"manager_name\").agg(avg(\"salary\")"
              ".as(\"avg_salary\")) (30); pr_df2.orderBy(\"mgr_id\").show() (32)",
    notes=LOCAL + "A self-join: both LocalTableScans are the one toDF (26), each pruned to its side's columns. "
          + JOIN + AGG + SHOW,
    nodes=[N(1, "LocalTableScan", s(26), False, "read"),
           N(2, "LocalTableScan", s(26), False, "read"),
           N(3, "BroadcastExchange", s(27), True, "join"),
           N(5, "BroadcastHashJoin", s(27), False, "join"),
           N(6, "Project", s(28), False, "project"),
           N(7, "HashAggregate", s(30), True, "aggregate"),
           N(8, "Exchange", s(30), True, "aggregate"),
           N(11, "HashAggregate", s(30), False, "aggregate"),
           N(12, "TakeOrderedAndProject", s(32), False, "sort")])

L["cg_multidelim_row_number_show"] = dict(
    dataframe="multiDelimiter.main: df1 = spark.read.textFile(\"C:/edu/practice/DATASETS/multiDelim.txt\") (14); df2 = "
              "df1.withColumn(\"name_age\", split(col(\"value\"), \"~\\\\|\")) (16); windowFun = Window.orderBy("
              "monotonically_increasing_id()) (17); df3 = df2.withColumn(\"row_num\", row_number().over(windowFun))"
              ".filter(col(\"row_num\")>1).drop(col(\"row_num\")) (18); df4 = df3.select(col(\"name_age\")(0)"
              ".alias(\"Name\"), col(\"name_age\")(1).alias(\"Age\")) (19); df4.show() (20)",
    notes="The C: path is served by the drive stand-in (the capture's README). The first Project computes the split "
          "(16) and the window's ordering expression, monotonically_increasing_id (17). An unpartitioned window: its "
          "single-partition Exchange and Sort derived at the withColumn (18) and the spec (17). The last Project is "
          "the select of 19 (the drop of 18 folded in) with show()'s casts. " + SHOW,
    nodes=[N(1, "Scan text", s(14), False, "read"),
           N(2, "Project", s(16, 17), False, "project"),
           N(3, "Exchange", s(18, 17), True, "window"),
           N(5, "Sort", s(18, 17), True, "window"),
           N(6, "Window", s(18, 17), False, "window"),
           N(7, "Filter", s(18), False, "filter"),
           N(8, "Project", s(19, 18, 20), False, "project")])

L["cg_group_random_collect_list_show"] = dict(
    dataframe="groupRandomNumbers.main: in_rdd = spark.sparkContext.textFile(\"c:/edu/olc/randNum/numbers.txt\") (15); "
              "process_rdd = in_rdd.flatMap(_.split(\",\")) (17); in_df = process_rdd.toDF(\"Number\") (21); divide_df "
              "= in_df.withColumn(\"group_name\", when(...).when(...).when(...)) (23-26); group_df = "
              "divide_df.groupBy(\"group_name\").agg(collect_list(col(\"Number\")).alias(\"group_numbers\")) (28-29); "
              "with_size_df = group_df.withColumn(\"size\", size(col(\"group_numbers\"))) (31); max_group_df = "
              "with_size_df.orderBy(desc(\"size\")) (34); max_group_df.show(1) (35)",
    notes="The RDD's rows become a DataFrame at toDF (21): the Scan of the RDD (built at 15 and 17) accepts the three "
          "lines, the SerializeFromObject is derived at the toDF. The Project holds the when chain (23-26) and the "
          "toDF's column name. collect_list is an ObjectHashAggregate pair: the partial one and its Exchange derived. "
          "The c: path is served by the drive stand-in. " + SHOW,
    nodes=[N(1, "Scan", s(21, 15, 17), False, "read"),
           N(2, "SerializeFromObject", s(21), True, "project"),
           N(3, "Project", s((23, 26), 21), False, "project"),
           N(4, "ObjectHashAggregate", s((28, 29)), True, "aggregate"),
           N(5, "Exchange", s((28, 29)), True, "aggregate"),
           N(8, "ObjectHashAggregate", s((28, 29)), False, "aggregate"),
           N(9, "Project", s(31), False, "project"),
           N(10, "TakeOrderedAndProject", s(34, 35), False, "sort")])

L["cg_sales_diff_smj_join_show"] = dict(
    dataframe="salesDiffbyDate.main: df1 = data.toDF(schema:_*) (20); df2 = df1.withColumn(\"date\", to_date(...)) (21); "
              "apple_df = df2.where(col(\"name\")===\"apples\").select(col(\"date\"), col(\"sales\").as(\"apple_sales\")) "
              "(22); orange_df = df2.where(col(\"name\")===\"oranges\").select(...) (23); joined_df = "
              "apple_df.join(orange_df, apple_df(\"date\")===orange_df(\"date\"), \"inner\").drop(orange_df(\"date\")) "
              "(24); diff_df = joined_df.withColumn(\"diff\", col(\"apple_sales\")-col(\"orange_sales\"))"
              ".select(\"date\",\"diff\") (26); diff_df.show() (27)",
    notes=LOCAL + "Each side's where/select over the literal rows is folded into its LocalTableScan (20, 21 and 22 or "
          "23). " + JOIN + "Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join. The Project is "
          "line 26 with show()'s casts. joined_df.show() at 25 (the plan before it) is the same join without it. ",
    nodes=[N(1, "LocalTableScan", s(20, 21, 22), False, "read"),
           N(2, "Exchange", s(24), True, "join"),
           N(5, "Sort", s(24), True, "join"),
           N(6, "LocalTableScan", s(20, 21, 23), False, "read"),
           N(7, "Exchange", s(24), True, "join"),
           N(10, "Sort", s(24), True, "join"),
           N(11, "SortMergeJoin", s(24), False, "join"),
           N(12, "Project", s(26, 27), False, "project")])

L["cg_rjvm_director_avg_sorted_collect"] = dict(
    dataframe="RJVMdataFrameAggregations (App body): " + MOVIES + "; avgGrossAvgRatingDf = moviesDF.groupBy(\"Director\") "
              "(97).agg(avg(\"US_Gross\").as(\"Avg_Gross\"), avg(\"IMDB_Rating\").as(\"Avg_Rating\")) (98-101)"
              ".orderBy(col(\"Avg_Rating\").desc_nulls_last) (103); collected by our driver",
    notes=DRIVER + AGG + "The orderBy is a global Sort with its range-partitioning Exchange (derived at it). "
          "aggregationByGenreDf (60-66) in the same lesson has the same shape: a look-alike, not an alternative. ",
    nodes=[N(1, "Scan json", s((12, 14)), False, "read", fn=APP),
           N(2, "HashAggregate", s((97, 101)), True, "aggregate", fn=APP),
           N(3, "Exchange", s((97, 101)), True, "aggregate", fn=APP),
           N(6, "HashAggregate", s((97, 101)), False, "aggregate", fn=APP),
           N(7, "Exchange", s(103), True, "sort", fn=APP),
           N(10, "Sort", s(103), False, "sort", fn=APP)])

L["cg_new_record_row_number_show"] = dict(
    dataframe="newRecord.main: rdd = spark.sparkContext.parallelize(rows) (28); df_input = spark.createDataFrame(rdd, "
              "schema) (29); p_df = df_input.withColumn(\"date\", to_date(col(\"date\"),\"yyyy-MM-dd\")) (31); windowFun "
              "= Window.partitionBy(\"id\").orderBy(col(\"date\").desc) (32); p_df2 = p_df.withColumn(\"rank\", "
              "row_number() over(windowFun)).where(\"rank==1\") (34).select(\"id\",\"name\",\"location\",\"date\")"
              ".orderBy(\"id\") (35); p_df2.show() (36)",
    notes="Scan ExistingRDD at the createDataFrame (29) and the parallelize (28). " + WIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(29, 28), False, "read"),
           N(2, "Project", s(31), False, "project"),
           N(3, "Sort", s(34, 32), True, "window"),
           N(4, "WindowGroupLimit", s(34, 32), True, "window"),
           N(5, "Exchange", s(34, 32), True, "window"),
           N(8, "Sort", s(34, 32), True, "window"),
           N(9, "WindowGroupLimit", s(34, 32), True, "window"),
           N(10, "Window", s(34, 32), False, "window"),
           N(11, "Filter", s(34), False, "filter"),
           N(12, "Project", s(35), False, "project"),
           N(13, "TakeOrderedAndProject", s(35, 36), False, "sort")])

L["cg_gen_random_collect_list_text_write"] = dict(
    dataframe="generateRandomNumbers.main: randomNumbers = spark.range(100) (14).withColumn(\"random_number\", "
              "(rand() * 300 + 1).cast(\"int\").cast(\"string\")) (15); randomNumbers1 = randomNumbers.coalesce(1) (16); "
              "randomNumbers1.agg(concat_ws(\",\", collect_list(\"random_number\")).alias(\"random_numbers\")) (17-18)"
              ".select(\"random_numbers\") (19).write.mode(\"overwrite\").option(\"header\", \"false\")"
              ".text(\"C:/edu/olc/randNum/\") (20-23)",
    notes="coalesce(1) is the Coalesce (kind repartition). A global collect_list after coalesce(1) is one "
          "ObjectHashAggregate (no partial half). The C: path is served by the drive stand-in. " + WRITE,
    nodes=[N(1, "Range", s(14), False, "read"),
           N(2, "Project", s(15), False, "project"),
           N(3, "Coalesce", s(16), False, "repartition"),
           N(4, "ObjectHashAggregate", s(18, 17), False, "aggregate"),
           N(5, "WriteFiles", s((20, 23)), True, "write"),
           N(6, "Execute InsertIntoHadoopFsRelationCommand", s((20, 23)), False, "write")])

L["cg_dfjoins_partition_id_count_show"] = dict(
    dataframe="dfJoins.main: emp_df = employee.toDF(emp_schema:_*) (20); dept_df = dept.toDF(dept_schema: _*) (27); "
              "inner_df = emp_df.join(dept_df, Seq(\"dept_id\"), \"inner\") (35); inner_df.select(spark_partition_id()"
              ".alias(\"partition_id\")).groupBy(\"partition_id\").count().show() (37)",
    notes=LOCAL + JOIN + AGG + "The final HashAggregate also holds show()'s casts. join_df (31) joins the same two "
          "DataFrames: a look-alike, not an alternative. ",
    nodes=[N(1, "LocalTableScan", s(20), False, "read"),
           N(2, "LocalTableScan", s(27), False, "read"),
           N(3, "BroadcastExchange", s(35), True, "join"),
           N(5, "BroadcastHashJoin", s(35), False, "join"),
           N(6, "Project", s(37), False, "project"),
           N(7, "HashAggregate", s(37), True, "aggregate"),
           N(8, "Exchange", s(37), True, "aggregate"),
           N(11, "HashAggregate", s(37), False, "aggregate")])

L["cg_github_explode_events_show"] = dict(
    dataframe="githubdata.main: in_df = spark.read.json(\"C:/edu/1DataEngineeringusingAWSAnalyticsServices/data/"
              "extract/2021-01-13*\") (15); p_df1 = in_df.select(col(\"payload.comment.performed_via_github_app.events\")"
              ".alias(\"events\")).filter(col(\"events\").isNotNull) (19); p_df2 = p_df1.select(explode(col(\"events\"))) "
              "(20); p_df2.show() (22)",
    notes="The C: glob is served by the drive stand-in (three generated GitHub-archive hour files). The Filter holds "
          "the isNotNull of 19 and the size > 0 the explode (20) infers. " + SHOW,
    nodes=[N(1, "Scan json", s(15), False, "read"),
           N(2, "Filter", s(19, 20), False, "filter"),
           N(3, "Project", s(19), False, "project"),
           N(4, "Generate", s(20), False, "explode"),
           N(5, "Project", s(22), True, "project"),
           N(6, "CollectLimit", s(22), True, "limit")])

L["cg_mutual_friends_udf_cross_join_show"] = dict(
    dataframe="mutualFriends.main: df = spark.createDataFrame(data).toDF(schema: _*) (21); pairsDf = "
              "df.as(\"a\").crossJoin(df.as(\"b\")) (24); filteredPairsDf = pairsDf.filter(col(\"a.user_id\") =!= "
              "col(\"b.user_id\")) (27); arrayIntersectionUDF = udf((array1, array2) => array1.intersect(array2)) (30); "
              "mutualFriendsDf = filteredPairsDf.withColumn(\"mutual_friends\", arrayIntersectionUDF(...)) (37-38); "
              "resultDf = mutualFriendsDf.select(col(\"a.user_id\"), col(\"b.user_id\"), col(\"mutual_friends\")) (41-42)"
              ".orderBy(col(\"a.user_id\").asc) (43).distinct() (44); resultDf.show() (47)",
    notes=LOCAL + "A self cross join: both LocalTableScans are the one createDataFrame/toDF (21). The filter is the "
          "BroadcastNestedLoopJoin's condition (the crossJoin and the filter are both spans). The Project runs the "
          "Scala UDF: the withColumn (38), its definition (30) and the select (42) are spans, kind udf. The orderBy "
          "before distinct() leaves no node. " + DISTINCT + "The final HashAggregate also holds show()'s casts. ",
    nodes=[N(1, "LocalTableScan", s(21), False, "read"),
           N(2, "LocalTableScan", s(21), False, "read"),
           N(3, "BroadcastExchange", s(24), True, "join"),
           N(5, "BroadcastNestedLoopJoin", s(24, 27), False, "join"),
           N(6, "Project", s(38, 30, 42), False, "udf"),
           N(7, "HashAggregate", s(44), True, "distinct"),
           N(8, "Exchange", s(44), True, "distinct"),
           N(11, "HashAggregate", s(44), False, "distinct")])

L["cg_rjvm_all_cars_distinct_collect"] = dict(
    dataframe="RJVMdfColumnsAndExpressions (App body): carsDf = spark.read.option(\"inferSchema\",true)"
              ".json(\"src/main/resources/data/cars.json\") (12-14); moreCarsDF = spark.read.option(\"inferSchema\",true)"
              ".json(\"src/main/resources/data/more_cars.json\") (105-107); allCarsDf = carsDf.union(moreCarsDF) (109); "
              "allCarsDistinctDf = allCarsDf.distinct() (112); collected by our driver",
    notes=DRIVER + DISTINCT + "allCountryDf (119) is the same union under a select + distinct: a look-alike. ",
    nodes=[N(1, "Scan json", s((12, 14)), False, "read", fn=APP),
           N(2, "Scan json", s((105, 107)), False, "read", fn=APP),
           N(3, "Union", s(109), False, "union", fn=APP),
           N(4, "HashAggregate", s(112), True, "distinct", fn=APP),
           N(5, "Exchange", s(112), True, "distinct", fn=APP),
           N(8, "HashAggregate", s(112), False, "distinct", fn=APP)])

L["cg_sales_date_group_count_show"] = dict(
    dataframe="salesDateWise.main: df = spark.createDataFrame(spark.sparkContext.parallelize(data)).toDF(schema:_*) "
              "(18); df1 = df.select(lower(trim(col(\"product_name\"))).as(\"product_name\"), date_format(col(\"sale_date\"), "
              "\"yyyy-MM\").as(\"sale_date\")) (23-24); df2 = df1.groupBy(\"product_name\",\"sale_date\").count() (27)"
              ".orderBy(desc(\"count\"), col(\"product_name\")) (28); df2.show() (30)",
    notes="The Scan of the parallelized RDD and its SerializeFromObject (derived) are the createDataFrame of 18. "
          + AGG + SHOW + "The two shows before it (19, 26) are the scan and the select alone. ",
    nodes=[N(1, "Scan", s(18), False, "read"),
           N(2, "SerializeFromObject", s(18), True, "project"),
           N(3, "Project", s((23, 24)), False, "project"),
           N(4, "HashAggregate", s(27), True, "aggregate"),
           N(5, "Exchange", s(27), True, "aggregate"),
           N(8, "HashAggregate", s(27), False, "aggregate"),
           N(9, "TakeOrderedAndProject", s(28, 30), False, "sort")])

L["cg_multidata_explode_show"] = dict(
    dataframe="multiDataScenario.main: in_df = spark.read.format(\"csv\").option(\"header\",true).option(\"delimiter\","
              "\"|\").load(\"src/main/scala/in/olc/scala/resources/multidata.txt\") (13-14); df2 = in_df.withColumn("
              "\"subject_explode\", explode(split(in_df(\"Education\"), \",\"))).drop(\"Education\") (18); df2.show() (21)",
    notes="The repository's own multidata.txt. The Project is the drop of 18 with show()'s casts (both spans). The "
          "explode_outer (24), posexplode (28) and posexplode_outer (31) shows of the same file are look-alikes. "
          + SHOW,
    nodes=[N(1, "Scan csv", s((13, 14)), False, "read"),
           N(2, "Generate", s(18), False, "explode"),
           N(3, "Project", s(18, 21), False, "project"),
           N(4, "CollectLimit", s(21), True, "limit")])

L["cg_random_numbers_partitioned_text_write"] = dict(
    dataframe="randomNumbers.main: numDf = spark.range(1,1500).toDF(\"numbers\").orderBy(rand()) (18); num_range = "
              "numDf.withColumn(\"num_group\", ((col(\"numbers\")-1)/100).cast(IntegerType)) (22); numDfWithString = "
              "num_range.withColumn(\"numbers_str\", col(\"numbers\").cast(\"string\")) (23); numDfWithString.select("
              "\"numbers_str\",\"num_group\").write.partitionBy(\"num_group\").text(\"C:/edu/olc/randomNum1\") (25)",
    notes="orderBy(rand()) plans a Project of the random sort key (derived at the orderBy) and a global Sort (one "
          "range split, so no Exchange). The second Project holds both withColumns and the select (22, 23, 25). "
          "partitionBy's Sort by num_group and WriteFiles are derived at the write; the C: path is served by the "
          "drive stand-in. " + WRITE,
    nodes=[N(1, "Range", s(18), False, "read"),
           N(2, "Project", s(18), True, "sort"),
           N(3, "Sort", s(18), False, "sort"),
           N(4, "Project", s(22, 23, 25), False, "project"),
           N(5, "Sort", s(25), True, "write"),
           N(6, "WriteFiles", s(25), True, "write"),
           N(7, "Execute InsertIntoHadoopFsRelationCommand", s(25), False, "write")])

L["cg_rjvm_sql_us_cars_show"] = dict(
    dataframe="RJVMSparkSql (App body): carsDf = spark.read.option(\"inferSchema\",true).json(\"src/main/resources/data/"
              "cars.json\") (14); carsDf.createOrReplaceTempView(\"cars\") (20); usCarsDf = spark.sql(\"select * from cars "
              "where Origin='USA'\") (22-25, the query on 24); usCarsDf.show() (26)",
    notes="The scan of the temp view accepts the read (14) and the SQL's line (24); the WHERE is the Filter (also "
          "pushed into the scan). The DataFrame API line 17 (select(\"Name\").where(Origin === \"USA\")) is a "
          "different query (one column, never run): not an alternative. " + SHOW,
    nodes=[N(1, "Scan json", s(14, 24), False, "read", fn=APP),
           N(2, "Filter", s(24), False, "filter", fn=APP),
           N(3, "Project", s(26), True, "project", fn=APP),
           N(4, "CollectLimit", s(26), True, "limit", fn=APP)])

SESSION = ("Session: spark-submit --master local[1] (the code's own local[*] wins, one thread by "
           "-XX:ActiveProcessorCount=1), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on. ")
RUN = ("Run: bench/real/capture/chgani-scala/capture.py: the Scala files of in/olc/scala/sparkPractice compiled "
       "unchanged with the Scala 2.13 compiler of the PySpark jars and run with spark-submit --class from a scratch "
       "copy of the laid-out repository (src/main/scala/in linked to the repository's in/ folder, as the author's sbt "
       "layout had it); the Rock the JVM course's data and the C: drive files generated in their schema, C: paths "
       "served by a drive stand-in, PostgreSQL by the local server; the plan is the n-th the run wrote (a "
       "query-execution listener, after each query ran: final adaptive plans); event_log.json from the same run.")


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
            main_class, pfile, extra = PROGRAMS[program]
            file, _ = file_and_object(case_id, program)
            site = pfile or "bench/real/capture/chgani-scala/standin/RunCgAppFields.scala"
            command = f"spark-submit --class {main_class} cg.jar" + "".join(f" --conf {c}" for c in extra)
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {site}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(case_id, program, spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
