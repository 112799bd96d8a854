"""Write each rp_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/ripattna-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=..., fn=..., alt=...): spans are lines of the case's
program file (every case's nodes are in the file of the object that ran). Symbols: package, object and method
(`com.spark_usecase.OlympicDataAnalysis.main`); a class's method by its class (`com.reccon.CompareTwoDF.readFile`);
the body of an `object X extends App` is the object itself (`com.dataframe.SampleDataFrame`); local defs inside
`main` are labelled with `main`, as the etl3 family does.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, RUNNER, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import program_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "faef9267183676150e5e2dae4a9e2a97587c10d9"
SOURCE = "ripattna/Spark-Scala"
SESSION = "Added session 34; labelled blind (no mapper run). "
APP = object()   # fn of code in an `extends App` body


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None, fn="main", alt=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true, fn, alt))


# the symbol prefix of each program's code, and of its classes' methods
OWNER = {"compare": "com.reccon.CompareTwoDFObject"}
CLASS = {"compare": "com.reccon.CompareTwoDF", "autorecon": "com.automation.ReconAutomation"}


def rows_of(program: str, nodes) -> list[dict]:
    main_class, file, _ = PROGRAMS[program]
    obj = OWNER.get(program, main_class)

    def sym(fn):
        if fn is APP:
            return obj
        if fn != "main":
            return f"{CLASS[program]}.{fn}"
        return f"{obj}.main"

    return program_rows(nodes, file, sym)


L: dict[str, dict] = {}

SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line; a Project that "
        "also does the code's own select/rename is not derived and accepts the show line too; orderBy/sort + show is "
        "one TakeOrderedAndProject, kind sort, at both lines. ")
AGG = "Partial aggregates and their Exchanges are derived at the groupBy/agg (or GROUP BY); the final one is not. "
VIEW = ("A scan reached through a temp or global temp view accepts the read and the SQL line that names the view; "
        "the WHERE pushed into it is that line too. ")
SQL = "Every node of a spark.sql query at the spark.sql(...) call and its string (the same or the next line). "
JOIN = ("Each LocalTableScan at the toDF that made its DataFrame (`empDF` 32, `deptDF` 37). The join's Exchanges and "
        "Sorts (or its BroadcastExchange) are derived at the join line. In JoinExample the join and its show are one "
        "line. ")
SHIM = ("JoinExample was compiled from a copy whose blank line 9 gets `import org.apache.spark.sql.classic.SparkSession` "
        "(the Spark 4 compile shim, capture README); no code line changed or moved. ")
SAME = ("The same query is written more than once in JoinExample: the inner join at 41, 44, 103 (`Inner.sql`) and 106 "
        "and in SQL at 91-92 and 95-96 (over the temp views EMP/DEPT of 87-88); `outer` 47, `full` 50, `fullouter` "
        "53. Every copy is a span, `true_lines` the one that ran; over the SQL copies a scan also accepts their "
        "spark.sql line. The other join types (`right`/`rightouter`, `left`/`leftouter`, `leftsemi`, `leftanti`, "
        "`cross` with its condition, `crossJoin`), the self join and line 101 (`LeftOuter.sql`, which stops the run "
        "on Spark 4) are look-alikes, never alternatives. ")
COMPARE = ("CompareTwoDF: the csv scans are labelled at the class's readFile (27-30, symbol CompareTwoDF.readFile), the "
           "main line that read that file an alt (150: File_1.csv as sourceDF, 154: File_2.csv as targetDF). The "
           "same readFile is written in three more classes (automation/ReconAutomation, validation/ReconValidation, "
           "reccon/ReconAutomation): look-alikes. ")

INNER = [(41,), (44,), (103,), (106,), (91, 92), (95, 96)]
OUTER = [(47,), (50,), (53,)]
SQL_COPIES = [(91, 92), (95, 96)]


def grp(group, line):
    """(spans, true_lines) of a node of one of the same queries written several times."""
    spans = [[g[0], g[-1]] for g in group]
    true = next([g[0], g[-1]] for g in group if line in g)
    return spans, [true]


def join_scan(nid, read, group, line):
    spans, true = grp(group, line)
    sql = [sp for sp in spans if tuple(sp) in SQL_COPIES]
    mine = [sp for sp in sql if sp == true[0]]
    return N(nid, "LocalTableScan", s(read) + sql, False, "read", true=s(read) + mine)


def at(nid, op, group, line, derived, kind):
    spans, true = grp(group, line)
    return N(nid, op, spans, derived, kind, true=true)


OLY = "src/main/resources/olympics_data.csv read with a DDL schema (17-22), global temp view `olympic` (24). "
L["rp_olympic_swim_sum_sql_show"] = dict(
    dataframe="OlympicDataAnalysis.main: df = spark.read.option(...).schema(\"Name string,...\").csv(\"src/main/resources/"
              "olympics_data.csv\") (17-22); df.createGlobalTempView(\"olympic\") (24); swimWiseMedal = spark.sql(\"select "
              "country,sport,sum(total_medals) from global_temp.olympic where sport='Swimming' group by sport,country \") "
              "(28-30).show() (31)",
    notes=OLY + VIEW + SQL + AGG + "The final HashAggregate also holds show()'s casts. The other GROUP BYs over the same "
          "view (34-37, 40-41, 44-46) are look-alikes. " + SHOW,
    nodes=[N(1, "Scan csv", s((17, 22), (29, 30)), False, "read"),
           N(2, "Filter", s((29, 30)), False, "filter"),
           N(3, "HashAggregate", s((29, 30)), True, "aggregate"),
           N(4, "Exchange", s((29, 30)), True, "aggregate"),
           N(7, "HashAggregate", s((29, 30)), False, "aggregate"),
           N(8, "CollectLimit", s(31), True, "limit")])

L["rp_join_inner_show"] = dict(
    dataframe="JoinExample.main: empDF = emp.toDF(empColumns:_*) (32); deptDF = dept.toDF(deptColumns:_*) (37); "
              "empDF.join(deptDF, empDF(\"emp_dept_id\") === deptDF(\"dept_id\"), \"inner\").show(true) (41)",
    notes=SHIM + JOIN + SAME + SHOW,
    nodes=[join_scan(1, 32, INNER, 41), join_scan(2, 37, INNER, 41),
           at(3, "BroadcastExchange", INNER, 41, True, "join"),
           at(5, "BroadcastHashJoin", INNER, 41, False, "join"),
           at(6, "Project", INNER, 41, True, "project"),
           at(7, "CollectLimit", INNER, 41, True, "limit")])

L["rp_sample_ledger_group_sum_sort_show"] = dict(
    dataframe="SampleDataFrame (App body): a = Seq(...).toDF(\"cust\",\"acct\",\"type\",\"amt\") (18-23); b = a.withColumn("
              "\"credit\", when(...)).withColumn(\"debit\", when(...)) (28-30); c = b.groupBy(\"Cust\").sum(\"credit\", "
              "\"debit\").orderBy(\"cust\").select(col(\"cust\"), (col(\"sum(credit)\") - col(\"sum(debit)\"))"
              ".alias(\"total remaining amount\")) (34-40); c.show() (41)",
    notes="Local rows: the LocalTableScan at the toDF (18-23) and at the withColumns folded into the rows (28-30). " + AGG
          + "The orderBy is a global Sort with its range-partitioning Exchange (derived at it). The last Project is the "
          "select (38-40) with show()'s casts. " + SHOW,
    nodes=[N(1, "LocalTableScan", s((18, 23), (28, 30)), False, "read", fn=APP),
           N(2, "HashAggregate", s((35, 36)), True, "aggregate", fn=APP),
           N(3, "Exchange", s((35, 36)), True, "aggregate", fn=APP),
           N(6, "HashAggregate", s((35, 36)), False, "aggregate", fn=APP),
           N(7, "Exchange", s(37), True, "sort", fn=APP),
           N(10, "Sort", s(37), False, "sort", fn=APP),
           N(11, "Project", s((38, 40), 41), False, "project", fn=APP)])

L["rp_union_north_west_sort_show"] = dict(
    dataframe="UnionOperation.main: northDF = spark.read.format(\"csv\")...option(\"path\", \"src/main/resources/"
              "northern.csv\").load() (20-25).toDF(\"state\", \"capital\") (26); westDF = spark.read...load() (32-36)"
              ".toDF(\"state\", \"capital\") (37); northDF.union(westDF) (43-44).sort((\"state\")) (45).show(false) (46)",
    notes="Each csv scan at its reader chain; the toDF renames are the Projects above them. " + SHOW,
    nodes=[N(1, "Scan csv", s((20, 25)), False, "read"),
           N(2, "Project", s(26), False, "project"),
           N(3, "Scan csv", s((32, 36)), False, "read"),
           N(4, "Project", s(37), False, "project"),
           N(5, "Union", s((43, 44)), False, "union"),
           N(6, "TakeOrderedAndProject", s(45, 46), False, "sort")])

L["rp_compare_left_join_matching_show"] = dict(
    dataframe="CompareTwoDFObject.main: sourceDF = new CompareTwoDF().readFile(fileType, sourcePath) (150, Data/File_1.csv "
              "from Config/app.conf); targetDF = ...readFile(fileType, targetPath) (154, Data/File_2.csv); comRes = new "
              "CompareTwoDF().compareResult(sourceDF, targetDF, primaryKeyList, columnToSelect) (164); comRes.show(false) "
              "(165). compareResult: joinResult = sourceDF.as(\"sourceDF\").join(targetDF.as(\"targetDF\"), primaryKey, "
              "\"left\") (77); compResult = columns.foldLeft(joinResult){ withColumn(\"M_\" + name, when(...)) } (80-82)"
              ".withColumn(\"MATCHING\", when(...)) (84-85); compRes = columns.foldLeft(joinResult){ withColumn(name + "
              "\"_M\", when(=!=)) } (88-89).withColumn(\"MissMatch_Column\", concat_ws(...)) (90); resultDF = "
              "compRes.join(compResult, primaryKey, \"inner\").select(col(\"sourceDF.*\"), col(\"MATCHING\"), "
              "col(\"MissMatch_Column\")) (93-94)",
    notes=COMPARE + "The left join (77) is planned twice, once under each branch (compRes, compResult); its "
          "BroadcastExchange is built once and reused (the ReusedExchange is a wrapper). The isnotnull Filters are "
          "inferred: on the right side of the left join (77) and on both sides of the inner join (93). The "
          "MissMatch Project holds the foldLeft's `_M` columns and the concat_ws (88-90); the MATCHING Project the "
          "`M_` columns and MATCHING (80-85). The final Project is the select (94) with show()'s casts (the show, 165 "
          "in main, an alt). The inner join's BroadcastExchange derived at 93. " + SHOW,
    nodes=[N(1, "Scan csv", s((27, 30)), False, "read", fn="readFile", alt=[(s(150), "main")]),
           N(2, "Filter", s(93), True, "filter", fn="compareResult"),
           N(3, "Scan csv", s((27, 30)), False, "read", fn="readFile", alt=[(s(154), "main")]),
           N(4, "Filter", s(77), True, "filter", fn="compareResult"),
           N(5, "BroadcastExchange", s(77), True, "join", fn="compareResult"),
           N(7, "BroadcastHashJoin", s(77), False, "join", fn="compareResult"),
           N(8, "Project", s((88, 90)), False, "project", fn="compareResult"),
           N(9, "Scan csv", s((27, 30)), False, "read", fn="readFile", alt=[(s(150), "main")]),
           N(10, "Filter", s(93), True, "filter", fn="compareResult"),
           N(13, "BroadcastHashJoin", s(77), False, "join", fn="compareResult"),
           N(14, "Project", s((80, 85)), False, "project", fn="compareResult"),
           N(15, "BroadcastExchange", s(93), True, "join", fn="compareResult"),
           N(17, "BroadcastHashJoin", s(93), False, "join", fn="compareResult"),
           N(18, "Project", s(94), False, "project", fn="compareResult", alt=[(s(165), "main")]),
           N(19, "CollectLimit", s(165), True, "limit")])

L["rp_parquet_cache_input_file_distinct_show"] = dict(
    dataframe="ReadParquetFile.main: df = spark.read.parquet(\"src/main/resources/file1.parquet\") (16); df.cache() (17); "
              "df.withColumn(\"file_name\", input_file_name()).select(\"file_name\").distinct().show() (19)",
    notes="The cached relation: InMemoryRelation and InMemoryTableScan at the cache() (17), the parquet scan under it "
          "at its read (16); readParquet (14) reads the same file and is never used: a look-alike. distinct() plans "
          "as an aggregate on its column: the partial aggregate and its Exchange derived at 19; the final one also "
          "holds show()'s casts. ",
    nodes=[N(1, "InMemoryTableScan", s(17), False, "cache"),
           N(2, "InMemoryRelation", s(17), False, "cache"),
           N(3, "Scan parquet", s(16), False, "read"),
           N(6, "Project", s(19), False, "project"),
           N(7, "HashAggregate", s(19), True, "distinct"),
           N(8, "Exchange", s(19), True, "distinct"),
           N(11, "HashAggregate", s(19), False, "distinct")])

L["rp_usecase_dept_count_join_show"] = dict(
    dataframe="DataFrame_UseCase (App body): a = Seq(...).toDF(\"dept\", \"emp\") (39); b = a.select(\"dept\")"
              ".groupBy(\"dept\").count() (41); c = a.join(b, a(\"dept\") === b(\"dept\"), \"inner\") (43-44)"
              ".drop(b(\"dept\")) (45).withColumnRenamed(\"count\", \"DeptHeadCount\") (46).select(...) (47); c.show() (49)",
    notes="Both LocalTableScans are the one toDF (39); the count side's also the select(\"dept\") of 41 folded in. "
          + AGG + "The join's BroadcastExchange derived at it. The last Project is the drop/rename/select (45-47) "
          "with show()'s casts. The same head count is computed at 22-33 with two head() jobs (look-alikes). " + SHOW,
    nodes=[N(1, "LocalTableScan", s(39), False, "read", fn=APP),
           N(2, "LocalTableScan", s(39, 41), False, "read", fn=APP),
           N(3, "HashAggregate", s(41), True, "aggregate", fn=APP),
           N(4, "Exchange", s(41), True, "aggregate", fn=APP),
           N(7, "HashAggregate", s(41), False, "aggregate", fn=APP),
           N(8, "BroadcastExchange", s((43, 44)), True, "join", fn=APP),
           N(10, "BroadcastHashJoin", s((43, 44)), False, "join", fn=APP),
           N(11, "Project", s((45, 47), 49), False, "project", fn=APP)])

L["rp_olympic_india_year_sorted_sql_show"] = dict(
    dataframe="OlympicDataAnalysis.main: df = spark.read...csv(\"src/main/resources/olympics_data.csv\") (17-22); "
              "df.createGlobalTempView(\"olympic\") (24); IndiaWon = spark.sql(\"select country,year,sum(total_medals) "
              "from global_temp.olympic where country='India' group by country,year order by year desc\") (34-36).show() (37)",
    notes=OLY + VIEW + SQL + AGG + "ORDER BY + show() is one TakeOrderedAndProject (the query's lines and the show). The "
          "other GROUP BYs over the same view are look-alikes. ",
    nodes=[N(1, "Scan csv", s((17, 22), (35, 36)), False, "read"),
           N(2, "Filter", s((35, 36)), False, "filter"),
           N(3, "HashAggregate", s((35, 36)), True, "aggregate"),
           N(4, "Exchange", s((35, 36)), True, "aggregate"),
           N(7, "HashAggregate", s((35, 36)), False, "aggregate"),
           N(8, "TakeOrderedAndProject", s((35, 36), 37), False, "sort")])

L["rp_join_left_anti_show"] = dict(
    dataframe="JoinExample.main: empDF (32), deptDF (37); empDF.join(deptDF, empDF(\"emp_dept_id\") === "
              "deptDF(\"dept_id\"), \"leftanti\").show(false) (71)",
    notes=SHIM + JOIN + SAME + SHOW,
    nodes=[N(1, "LocalTableScan", s(32), False, "read"),
           N(2, "LocalTableScan", s(37), False, "read"),
           N(3, "BroadcastExchange", s(71), True, "join"),
           N(5, "BroadcastHashJoin", s(71), False, "join"),
           N(6, "Project", s(71), True, "project")])

L["rp_compare_intersect_show"] = dict(
    dataframe="CompareTwoDFObject.main: sourceDF = ...readFile(...) (150), targetDF = ...readFile(...) (154); matchRes = "
              "new CompareTwoDF().matchRecords(sourceDF, targetDF) (168); matchRes.show() (169). matchRecords: "
              "sourceDF.intersect(targetDF) (118)",
    notes=COMPARE + "intersect plans as a left semi join on every column (null-safe) under a distinct aggregate: the "
          "BroadcastExchange, partial aggregate and Exchange derived at 118, the join (kind join) and the final "
          "aggregate (kind distinct, with show()'s casts) not. ",
    nodes=[N(1, "Scan csv", s((27, 30)), False, "read", fn="readFile", alt=[(s(150), "main")]),
           N(2, "Scan csv", s((27, 30)), False, "read", fn="readFile", alt=[(s(154), "main")]),
           N(3, "BroadcastExchange", s(118), True, "join", fn="matchRecords"),
           N(5, "BroadcastHashJoin", s(118), False, "join", fn="matchRecords"),
           N(6, "HashAggregate", s(118), True, "distinct", fn="matchRecords"),
           N(7, "Exchange", s(118), True, "distinct", fn="matchRecords"),
           N(10, "HashAggregate", s(118), False, "distinct", fn="matchRecords")])

L["rp_customer_global_view_limit_show"] = dict(
    dataframe="CustomerInfo.main: customerInfo = spark.read.option(\"sep\", \"|\")...schema(...).csv(\"src/main/"
              "resources/PipeDelimited.txt\") (16-21); customerInfo.createOrReplaceGlobalTempView(\"sample\") (29); "
              "sqlDF_Global = spark.sql(\"select * from global_temp.sample limit 10\").show(true) (30)",
    notes=VIEW + "LIMIT 10 is the CollectLimit (not derived: the query's own limit, below show()'s 20). The Project of "
          "only show()'s casts derived at 30. The same read and `select * from records limit 10` at 26, and "
          "CustomerInfoTempGlobal (13-18, 23), CsvOperation (31): look-alikes. ",
    nodes=[N(1, "Scan csv", s((16, 21), 30), False, "read"),
           N(2, "Project", s(30), True, "project"),
           N(3, "CollectLimit", s(30), False, "limit")])

L["rp_join_self_superior_show"] = dict(
    dataframe="JoinExample.main: empDF (32); empDF.as(\"emp1\").join(empDF.as(\"emp2\"), col(\"emp1.superior_emp_id\") "
              "=== col(\"emp2.emp_id\"), \"inner\") (80-81).select(col(\"emp1.emp_id\"), col(\"emp1.name\"), "
              "col(\"emp2.emp_id\").as(\"superior_emp_id\"), col(\"emp2.name\").as(\"superior_emp_name\")) (82-84)"
              ".show(false) (85)",
    notes=SHIM + "A self join: both LocalTableScans are the one toDF (32), each pruned to its side's columns. The "
          "BroadcastExchange derived at the join (80-81). The Project is the select (82-84) with show()'s casts. "
          + SAME + SHOW,
    nodes=[N(1, "LocalTableScan", s(32), False, "read"),
           N(2, "LocalTableScan", s(32), False, "read"),
           N(3, "BroadcastExchange", s((80, 81)), True, "join"),
           N(5, "BroadcastHashJoin", s((80, 81)), False, "join"),
           N(6, "Project", s((82, 84), 85), False, "project"),
           N(7, "CollectLimit", s(85), True, "limit")])

L["rp_join_outer_smj_show"] = dict(
    dataframe="JoinExample.main: empDF (32), deptDF (37); empDF.join(deptDF, empDF(\"emp_dept_id\") === "
              "deptDF(\"dept_id\"), \"outer\").show(false) (47)",
    notes=SHIM + JOIN + "A full outer join is never broadcast: a sort-merge join. " + SAME + SHOW,
    nodes=[N(1, "LocalTableScan", s(32), False, "read"),
           at(2, "Exchange", OUTER, 47, True, "join"),
           at(5, "Sort", OUTER, 47, True, "join"),
           N(6, "LocalTableScan", s(37), False, "read"),
           at(7, "Exchange", OUTER, 47, True, "join"),
           at(10, "Sort", OUTER, 47, True, "join"),
           at(11, "SortMergeJoin", OUTER, 47, False, "join"),
           at(12, "Project", OUTER, 47, True, "project"),
           at(13, "CollectLimit", OUTER, 47, True, "limit")])

L["rp_join_sql_comma_smj_show"] = dict(
    dataframe="JoinExample.main: empDF.createOrReplaceTempView(\"EMP\") (87); deptDF.createOrReplaceTempView(\"DEPT\") "
              "(88); joinDF = spark.sql(\"select * from EMP e, DEPT d where e.emp_dept_id == d.dept_id\") (91); "
              "joinDF.show(false) (92)",
    notes=SHIM + JOIN + "Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join. The scans reached "
          "through the views accept the toDF and the spark.sql line. " + SAME + SHOW,
    nodes=[join_scan(1, 32, INNER, 91),
           at(2, "Exchange", INNER, 91, True, "join"),
           at(5, "Sort", INNER, 91, True, "join"),
           join_scan(6, 37, INNER, 91),
           at(7, "Exchange", INNER, 91, True, "join"),
           at(10, "Sort", INNER, 91, True, "join"),
           at(11, "SortMergeJoin", INNER, 91, False, "join"),
           at(12, "Project", INNER, 91, True, "project"),
           at(13, "CollectLimit", INNER, 91, True, "limit")])

L["rp_compare_except_all_target_show"] = dict(
    dataframe="CompareTwoDFObject.main: sourceDF (150, File_1.csv), targetDF (154, File_2.csv); targetMismatchRecords = "
              "new CompareTwoDF().mismatchRecords(targetDF, sourceDF) (176); targetMismatchRecords.show() (177). "
              "mismatchRecords: sourceDF.exceptAll(targetDF).toDF() (131)",
    notes=COMPARE + "exceptAll is rewritten as a Union of the two sides tagged +1 and -1 (Projects), a sum per row, a "
          "Filter sum > 0 and a replicaterows Generate: every node of the rewrite derived at the exceptAll line "
          "(131; the Generate kind explode, the Union kind union), as the antoprince family labels it. The same "
          "method at 172-173 (sourceMismatchRecords) is a look-alike run. " + SHOW,
    nodes=[N(1, "Scan csv", s((27, 30)), False, "read", fn="readFile", alt=[(s(154), "main")]),
           N(2, "Project", s(131), True, "project", fn="mismatchRecords"),
           N(3, "Scan csv", s((27, 30)), False, "read", fn="readFile", alt=[(s(150), "main")]),
           N(4, "Project", s(131), True, "project", fn="mismatchRecords"),
           N(5, "Union", s(131), True, "union", fn="mismatchRecords"),
           N(6, "HashAggregate", s(131), True, "aggregate", fn="mismatchRecords"),
           N(7, "Exchange", s(131), True, "aggregate", fn="mismatchRecords"),
           N(10, "HashAggregate", s(131), True, "aggregate", fn="mismatchRecords"),
           N(11, "Filter", s(131), True, "filter", fn="mismatchRecords"),
           N(12, "Generate", s(131), True, "explode", fn="mismatchRecords"),
           N(13, "Project", s(177), True, "project"),
           N(14, "CollectLimit", s(177), True, "limit")])

L["rp_validation_rows_sum_show"] = dict(
    dataframe="SampleValidation_1.main (Config/application.conf: Data/sourceFile.csv, key Customer_Id,Customer_Name): "
              "def readFile(path) = spark.read.option(\"header\", \"true\").option(\"inferSchema\", \"true\").csv(path) "
              "(31-34); sourceDF = readFile(sourcePath) (37); def rowsCount(df) { newDF = df.groupBy().sum(columnToSelect: "
              "_*) (49); resultDF = newDF.select(newCols: _*).na.fill(0).withColumn(\"Column_Name\", "
              "monotonically_increasing_id()) (52-54) }; sourceRowCount = rowsCount(sourceDF) (59); "
              "sourceRowCount.show() (60)",
    notes="Local defs inside main are labelled with main. The scan at readFile's read (32) and the call that read "
          "the source (37). " + AGG + "The final aggregate also holds the select's renames, na.fill's coalesce and "
          "monotonically_increasing_id (52-54). The same rowsCount is written in automation/ReconAutomation, "
          "SampleValidation, validation/ReconValidation and (as calculateRowsWiseRecordCount, with count) in the two "
          "reccon copies: look-alikes; targetRowCount.show() (62) is the same plan over targetFile.csv. The run stops "
          "at 73 (a join on the column `Customer_Id,Customer_Name`, which the two-key config makes). " + SHOW,
    nodes=[N(1, "Scan csv", s(32, 37), False, "read"),
           N(2, "HashAggregate", s(49), True, "aggregate"),
           N(3, "Exchange", s(49), True, "aggregate"),
           N(5, "HashAggregate", s(49, (52, 54)), False, "aggregate"),
           N(6, "Project", s(60), True, "project")])

L["rp_futurex_csv_write"] = dict(
    dataframe="FutureXSparkTransformer.main (Hive session): df = spark.createDataFrame(sampleSeq).toDF(\"Course_Id\", "
              "\"Course_Name\") (22); df.write.format(\"csv\").mode(\"overwrite\").save(\"sample_sql\") (25)",
    notes="Local rows at the createDataFrame/toDF (22). WriteFiles is derived at the write call, the "
          "InsertIntoHadoopFsRelationCommand is not. SparkDataFrameDemo has the same two rows at the same lines "
          "21-23: a look-alike. ",
    nodes=[N(1, "LocalTableScan", s(22), False, "read"),
           N(2, "WriteFiles", s(25), True, "write"),
           N(3, "Execute InsertIntoHadoopFsRelationCommand", s(25), False, "write")])

L["rp_usecase_dept_x_count_head"] = dict(
    dataframe="DataFrame_UseCase (App body): df_emp = data.toDF(columns: _*) (19); df_hd = df_emp.withColumn("
              "\"DeptHeadCount\", when(col(\"Dept\") === \"X\", df_emp.where(\"Dept = 'X'\").groupBy(\"Dept\").count()"
              ".select(col(\"count\").cast(\"string\")).head.getString(0)) ...) (22-33): the head() on line 25",
    notes="The where over the local rows is folded into the LocalTableScan (19, 25). " + AGG + "The final aggregate also "
          "holds the select's cast. head() adds no node to the final plan. The same chain for Dept Y (26-32) is a "
          "look-alike. ",
    nodes=[N(1, "LocalTableScan", s(19, 25), False, "read", fn=APP),
           N(2, "HashAggregate", s(25), True, "aggregate", fn=APP),
           N(3, "Exchange", s(25), True, "aggregate", fn=APP),
           N(6, "HashAggregate", s(25), False, "aggregate", fn=APP)])

L["rp_hive_emp_select_show"] = dict(
    dataframe="EmpUseCase.main (Hive session): spark.sql(\"create database if not exists demo\") (16); "
              "spark.catalog.setCurrentDatabase(\"demo\") (22); spark.sql(\"CREATE TABLE IF NOT EXISTS emp(...) ROW FORMAT "
              "DELIMITED ...\") (25-26); spark.sql(\"LOAD DATA LOCAL INPATH 'src/main/resources/Employee.txt' INTO TABLE "
              "demo.emp\") (28); spark.sql(\"select * from demo.emp\").show() (29)",
    notes="The Hive table scan at the query that names it (29), the CREATE TABLE (25-26) and the LOAD DATA (28) "
          "accepted. The Project of only show()'s casts and the CollectLimit derived at 29. ",
    nodes=[N(1, "Scan hive spark_catalog.demo.emp", s(29, (25, 26), 28), False, "read"),
           N(2, "Project", s(29), True, "project"),
           N(3, "CollectLimit", s(29), True, "limit")])

L["rp_join_cross_join_cartesian_smj_show"] = dict(
    dataframe="JoinExample.main: empDF (32), deptDF (37); empDF.crossJoin(deptDF).show(false) (77)",
    notes=SHIM + "Run with spark.sql.autoBroadcastJoinThreshold=-1: crossJoin is a CartesianProduct. " + JOIN + SAME
          + SHOW,
    nodes=[N(1, "LocalTableScan", s(32), False, "read"),
           N(2, "LocalTableScan", s(37), False, "read"),
           N(3, "CartesianProduct", s(77), False, "join"),
           N(4, "Project", s(77), True, "project"),
           N(5, "CollectLimit", s(77), True, "limit")])

L["rp_csv_records_sql_limit_show"] = dict(
    dataframe="CsvOperation.main: df = spark.read.format(\"csv\")...option(\"header\", true).load(\"src/main/resources/"
              "northern.csv\") (17-22); df.createOrReplaceTempView(\"records\") (30); sqlDF = spark.sql(\"select * from "
              "records limit 10\").show() (31)",
    notes=VIEW + "LIMIT 10 is the CollectLimit (not derived). The Project of only show()'s casts derived at 31. "
          "CustomerInfo (26) and CustomerInfoTempGlobal (23) run the same SQL string over their own `records`: "
          "look-alikes. ",
    nodes=[N(1, "Scan csv", s((17, 22), 31), False, "read"),
           N(2, "Project", s(31), True, "project"),
           N(3, "CollectLimit", s(31), False, "limit")])

L["rp_create_df_rdd_todf_show"] = dict(
    dataframe="CreateDataFrame.main: rdd = spark.sparkContext.parallelize(data) (19); dfFromRDD1 = rdd.toDF(\"language\", "
              "\"users_count\") (25); dfFromRDD1.show() (28)",
    notes="An RDD made a DataFrame: the Scan at the toDF (25) and the parallelize (19); SerializeFromObject derived "
          "at the toDF; the Project holds the toDF's renames with show()'s casts (25, 28). dfFromRDD2 (32) and the "
          "other DataFrames of the file are look-alikes. " + SHOW,
    nodes=[N(1, "Scan", s(25, 19), False, "read"),
           N(2, "SerializeFromObject", s(25), True, "project"),
           N(3, "Project", s(25, 28), False, "project"),
           N(4, "CollectLimit", s(28), True, "limit")])

L["rp_cache_persist_show"] = dict(
    dataframe="CachePersist.main: df = data.toDF(\"ID\", \"Text\") (25); dfCache = df.cache() (27); dfCache.show(false) (28)",
    notes="The cached relation: InMemoryRelation and InMemoryTableScan at the cache() (27), the local rows under it at "
          "the toDF (25). " + SHOW,
    nodes=[N(1, "InMemoryTableScan", s(27), False, "cache"),
           N(2, "InMemoryRelation", s(27), False, "cache"),
           N(3, "LocalTableScan", s(25), False, "read"),
           N(4, "Project", s(28), True, "project"),
           N(5, "CollectLimit", s(28), True, "limit")])

L["rp_join_left_semi_show"] = dict(
    dataframe="JoinExample.main: empDF (32), deptDF (37); empDF.join(deptDF, empDF(\"emp_dept_id\") === "
              "deptDF(\"dept_id\"), \"leftsemi\").show(false) (68)",
    notes=SHIM + JOIN + SAME + SHOW + "(Added after the first 23 cases were labelled, at positions 24 and 25 of the "
          "planned order, which fixed its part.) ",
    nodes=[N(1, "LocalTableScan", s(32), False, "read"),
           N(2, "LocalTableScan", s(37), False, "read"),
           N(3, "BroadcastExchange", s(68), True, "join"),
           N(5, "BroadcastHashJoin", s(68), False, "join"),
           N(6, "Project", s(68), True, "project")])

L["rp_auto_recon_pivot_values_collect"] = dict(
    dataframe="automation/ReconAutomation.scala, ReconAutomationObject.main (Config/application.conf: Data/sourceFile.csv, "
              "key Customer_Id,Customer_Name): sourceDF = new ReconAutomation().readFile(fileType, sourcePath) (108); "
              "sourceRowCount = new ReconAutomation().rowsCount(sourceDF, columnToSelect) (123); sourceRowsCount = new "
              "ReconAutomation().TransposeDF(sourceRowCount, columnToSelect, \"Column_Name\") (145-147). The class: "
              "readFile = spark.read.option(\"header\", \"true\").option(\"inferSchema\", \"true\").format(fileFormat)"
              ".load(filePath) (27-30); rowsCount: newDF = df.groupBy().sum(column: _*) (41); newDF.select(newCols: _*)"
              ".na.fill(0).withColumn(\"Column_Name\", monotonically_increasing_id()) (44-46); TransposeDF: df_1 = "
              "df.selectExpr(pivotCol, \"stack(...)\") (81).select(pivotCol, \"col0\", \"col1\") (82); "
              "df_1.groupBy(col(\"col0\")).pivot(pivotCol) (83): the job pivot() runs to find the pivot column's values",
    notes="pivot(col) without values runs a query of its own for the column's distinct values (the event log's "
          "`pivot at ReconAutomation.scala:83`): the aggregate over the distinct values, its LocalLimit/GlobalLimit "
          "(maxValues + 1) and Sort are derived at the pivot (kind pivot); the Project keeping only the pivot column "
          "is pruning for that query, derived and ambiguous (the select at 82, the pivot at 83). The stack() of the "
          "selectExpr (81) is the Generate (kind explode). The rows come from rowsCount (41-46: the partial "
          "aggregate and its Exchange derived at the groupBy().sum; the final aggregate also holds the select's "
          "renames, na.fill's coalesce and monotonically_increasing_id) over readFile's scan (27-30, the main line "
          "108 that read the source an alt). The first of the five TransposeDF calls (145-147; the other four are "
          "look-alike runs), and the same three methods are written in SampleValidation, SampleValidation_1, "
          "validation/ReconValidation and the reccon copies: look-alikes. (Added after the first 23 cases were "
          "labelled, at position 25 of the planned order, which fixed its part.) ",
    nodes=[N(1, "Scan csv", s((27, 30)), False, "read", fn="readFile", alt=[(s(108), "main")]),
           N(2, "HashAggregate", s(41), True, "aggregate", fn="rowsCount"),
           N(3, "Exchange", s(41), True, "aggregate", fn="rowsCount"),
           N(5, "HashAggregate", s(41, (44, 46)), False, "aggregate", fn="rowsCount"),
           N(6, "Generate", s(81), False, "explode", fn="TransposeDF"),
           N(7, "Project", s(82, 83), True, "project", amb=True, fn="TransposeDF"),
           N(8, "HashAggregate", s(83), True, "pivot", fn="TransposeDF"),
           N(9, "LocalLimit", s(83), True, "pivot", fn="TransposeDF"),
           N(10, "GlobalLimit", s(83), True, "pivot", fn="TransposeDF"),
           N(11, "Sort", s(83), True, "pivot", fn="TransposeDF")])


def main() -> int:
    out = []
    for case, part, program, line, action, _, _ in CASES:
        spec = L[case]
        settings = PROGRAMS[program][2]
        file = PROGRAMS[program][1]
        folder = BENCH / part / case
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                     "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                     "notes": spec["notes"] + SESSION
                     + (f"Settings: {', '.join(settings)}. " if settings else "")
                     + f"Run: {RUNNER} (spark-submit --class {PROGRAMS[program][0]}, program `{program}`).",
                     "form": "scala", "source": SOURCE}
        out.append((part, str(folder), rows_of(program, spec["nodes"]), case_json, f"{file}:{line}"))
    return write_cases(out)


if __name__ == "__main__":
    sys.exit(main())
