"""Write each gk_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/gauravkantrod-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=..., fn=..., alt=...): spans are lines of the case's
file (the file of the program's object). Symbols: every lesson is an `object X extends App`, whose body is the object
itself (`spark.Join`), as the chgani and rafavermar families name it; `fn` a method of it (`getGenderWiseSalary`).
`alt`: (spans, fn) places in the same file.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import program_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "gauravkantrod__spark-scala"
COMMIT = "ac5a7957bcc9c14ea8949d8c10940d1d920b564b"
SOURCE = "gauravkantrod/spark-scala"
APP = None   # fn of code in the `extends App` body


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None, fn=APP, alt=None):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true, fn, alt))


def rows_of(program: str, nodes) -> list[dict]:
    obj, file, _ = PROGRAMS[program]

    def sym(fn):
        return obj if fn is APP else f"{obj}.{fn}"

    return program_rows(nodes, file, sym)


L: dict[str, dict] = {}

SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line; a Project "
        "that also does the code's own select (or a SQL query's select list) is not derived and accepts the show "
        "line too. ")
FINAL = "Only the final plan's nodes are labelled (not the adaptive plan's Initial Plan copies). "
JOIN = ("The join's inferred isnotnull Filters, Exchanges and Sorts (or its BroadcastExchange) are derived at the "
        "joinWith line. ")
AGG = "The partial aggregate and its Exchange are derived at the groupBy; the final aggregate is not. "
SQLV = ("Every node of a spark.sql query at the clause that made it (the string's lines), the scan of the temp view "
        "at the original read and the FROM line. ")
EMP_READ = ("employeeSchemaString/empSchema (13-14), empDF = spark.read.format(\"csv\").option(\"header\", false)"
            ".schema(StructType(empSchema)).load(\".../workspace/data/employee.txt\") (16-17)")
CSV_LOOK = ("UDF, Salting and PartitionBy read employee.txt with the same lines 13-17 (UDF and PartitionBy show it at "
            "the same line 18): look-alikes in other files, never alternatives. ")
JSON_LOOK = ("ReadMultiLineJSONFile and readSensorJsonData are one file with another path (the same lines 7-13), "
             "LoadJsonFile a third multi-line JSON read: look-alikes, never alternatives. ")

JOIN_DF = ("Join (App body): empDF = spark.read.format(\"csv\").option(\"header\", false).load(\".../data/person.txt\") "
           "(13-14); deptDF = spark.read.format(\"csv\").option(\"header\", false).load(\".../data/dept.txt\") (17-18); "
           "joinDF_1 = empDF.joinWith(deptDF, empDF(\"_c3\") === deptDF(\"_c0\"), joinType = \"inner\") (21); "
           "joinDF_1.select(col(\"_1.*\"), col(\"_2.*\")).show() (23)")
JOIN_NOTES = ("joinWith wraps each side in a struct and the select unpacks them: the optimizer removes both, so the "
              "one Project above the join is the select's columns with show()'s casts: not derived, at the select/show "
              "line and the joinWith. The commented-out join at 25 is not code. ")
L["gk_join_with_broadcast_select_show"] = dict(
    dataframe=JOIN_DF,
    notes=JOIN + JOIN_NOTES + SHOW + FINAL,
    nodes=[N(1, "Scan csv", s((13, 14)), False, "read"),
           N(2, "Filter", s(21), True, "filter"),
           N(3, "Scan csv", s((17, 18)), False, "read"),
           N(4, "Filter", s(21), True, "filter"),
           N(5, "BroadcastExchange", s(21), True, "join"),
           N(7, "BroadcastHashJoin", s(21), False, "join"),
           N(8, "Project", s(23, 21), False, "project"),
           N(9, "CollectLimit", s(23), True, "limit")])

L["gk_join_with_sort_merge_show"] = dict(
    dataframe=JOIN_DF,
    notes="Run with broadcast joins off: a sort-merge join. " + JOIN + JOIN_NOTES + SHOW + FINAL,
    nodes=[N(1, "Scan csv", s((13, 14)), False, "read"),
           N(2, "Filter", s(21), True, "filter"),
           N(3, "Exchange", s(21), True, "join"),
           N(6, "Sort", s(21), True, "join"),
           N(7, "Scan csv", s((17, 18)), False, "read"),
           N(8, "Filter", s(21), True, "filter"),
           N(9, "Exchange", s(21), True, "join"),
           N(12, "Sort", s(21), True, "join"),
           N(13, "SortMergeJoin", s(21), False, "join"),
           N(14, "Project", s(23, 21), False, "project"),
           N(15, "CollectLimit", s(23), True, "limit")])

L["gk_join_emp_csv_show"] = dict(
    dataframe="Join (App body): empDF = spark.read.format(\"csv\").option(\"header\", false).load(\".../data/person.txt\") "
              "(13-14); empDF.show() (15)",
    notes="The csv read without a schema first runs its own schema-inference jobs (other plans of the run, no case). "
          "deptDF is read and shown the same way at 17-19. " + SHOW,
    nodes=[N(1, "Scan csv", s((13, 14)), False, "read"),
           N(2, "Project", s(15), True, "project"),
           N(3, "CollectLimit", s(15), True, "limit")])

WC_SQL = ("wordcount.DataFrame (App body): DF = spark.read.text(\"/Users/.../olc/scala/words.txt\") (13); "
          "DF.createOrReplaceTempView(\"wordTable\") (29); spark.sql(\" WITH splitWords AS (SELECT explode(split(value, "
          "' ')) as words FROM wordTable), \" (31) + \"lowerWord as (SELECT lower(words) as words FROM splitWords), \" "
          "(32) + \"wordCount as (SELECT words, COUNT(2) as wordcount FROM lowerWord GROUP BY words ORDER BY words) \" "
          "(33) + \"SELECT * FROM  wordCount\").show(false) (34)")
WC_NOTES = (SQLV + AGG + "ORDER BY + show is one TakeOrderedAndProject (with show()'s casts), at the ORDER BY's line "
            "and the show. The DataFrame-API versions of the same word count above it (16-19, 22-25) are commented "
            "out: not code. wordcount/Dataset.scala counts the same words with groupByKey: a look-alike. ")
WC_NODES = lambda ex, final, top: [  # noqa: E731
    N(1, "Scan text", s(13, 31), False, "read"),
    N(2, "Generate", s(31), False, "explode"),
    N(3, "Project", s(32), False, "project"),
    N(4, "HashAggregate", s(33), True, "aggregate"),
    N(5, "Exchange", s(33), True, "aggregate"),
    N(final, "HashAggregate", s(33), False, "aggregate"),
    N(top, "TakeOrderedAndProject", s(33, 34), False, "sort")]
L["gk_word_count_sql_cte_show"] = dict(dataframe=WC_SQL, notes=WC_NOTES + FINAL, nodes=WC_NODES(5, 8, 9))
L["gk_word_count_sql_cte_no_aqe_show"] = dict(dataframe=WC_SQL, notes="Run with adaptive execution off. " + WC_NOTES,
                                              nodes=WC_NODES(5, 6, 7))

GENDER = ("WordCountDF: def getGenderWiseSalary(inputPath)(implicit sparkSession) (8-12): employeeDF = "
          "sparkSession.read.json(inputPath) (9); genderWiseSalary = employeeDF.groupBy(\"gender\").avg(\"salary\") "
          "(10); App body: inputPath = \"src/main/resources/employee.json\" (14); avgSalary = "
          "getGenderWiseSalary(inputPath) (17); avgSalary.show(false) (19)")
GENDER_NOTES = ("The read and the groupBy are in the function (symbol getGenderWiseSalary); the scan also accepts the "
                "App-body line that called the function (17) as an alt. " + AGG + "The final aggregate also does "
                "show()'s casts. WordCountRDD beside it is the RDD word count (no plan). ")
L["gk_gender_avg_salary_show"] = dict(
    dataframe=GENDER,
    notes=GENDER_NOTES + "With adaptive execution the final plan has no CollectLimit (the initial plan's CollectLimit "
          "is not in it). " + FINAL,
    nodes=[N(1, "Scan json", s(9), False, "read", fn="getGenderWiseSalary", alt=[(s(17), APP)]),
           N(2, "HashAggregate", s(10), True, "aggregate", fn="getGenderWiseSalary"),
           N(3, "Exchange", s(10), True, "aggregate", fn="getGenderWiseSalary"),
           N(6, "HashAggregate", s(10), False, "aggregate", fn="getGenderWiseSalary")])
L["gk_gender_avg_salary_no_aqe_show"] = dict(
    dataframe=GENDER,
    notes="Run with adaptive execution off. " + GENDER_NOTES + SHOW,
    nodes=[N(1, "Scan json", s(9), False, "read", fn="getGenderWiseSalary", alt=[(s(17), APP)]),
           N(2, "HashAggregate", s(10), True, "aggregate", fn="getGenderWiseSalary"),
           N(3, "Exchange", s(10), True, "aggregate", fn="getGenderWiseSalary"),
           N(4, "HashAggregate", s(10), False, "aggregate", fn="getGenderWiseSalary"),
           N(5, "CollectLimit", s(19), True, "limit")])

L["gk_salting_explode_cte_show"] = dict(
    dataframe="Salting (App body): deptSchemaString/deptSchema (25-26); deptDF = spark.read.format(\"csv\")"
              ".option(\"header\", false).schema(StructType(deptSchema)).load(\".../data/dept.txt\") (28-29); "
              "deptDF.createTempView(\"deptTable\") (32); deptSaltedDF = spark.sql(\" WITH saltedCTE as (SELECT *, "
              "EXPLODE(ARRAY(1,...,12)) as deptSaltedKey FROM deptTable),\" (33) + \" saltedOptimizedCTE as (SELECT "
              "deptID, deptName, CONCAT(deptID, '_', deptSaltedKey) as deptSaltedKey FROM saltedCTE) \" (34) + "
              "\"SELECT * FROM saltedOptimizedCTE\") (35); deptSaltedDF.show() (36)",
    notes=SQLV + "The explode is the Generate (33); the one Project is the second CTE's CONCAT with the final "
          "SELECT * and show()'s casts: not derived, at 34, 35, the spark.sql line 33 and the show. " + SHOW,
    nodes=[N(1, "Scan csv", s((28, 29), 33), False, "read"),
           N(2, "Generate", s(33), False, "explode"),
           N(3, "Project", s(34, 35, 33, 36), False, "project"),
           N(4, "CollectLimit", s(36), True, "limit")])

L["gk_salting_rand_concat_sql_show"] = dict(
    dataframe="Salting (App body): " + EMP_READ + "; empDF.createTempView(\"empTable\") (20); saltedEmpDF = "
              "spark.sql(\"SELECT *, concat(deptID, '_', FLOOR(RAND(123)*11)) as empSaltedKey FROM empTable\") (22); "
              "saltedEmpDF.show() (23)",
    notes=SQLV + "The rand() keeps the SQL's Project apart from show()'s casts: two Projects, the first the SQL "
          "(22), the second show()'s casts only (derived at 23). " + CSV_LOOK + SHOW,
    nodes=[N(1, "Scan csv", s((16, 17), 22), False, "read"),
           N(2, "Project", s(22), False, "project"),
           N(3, "Project", s(23), True, "project"),
           N(4, "CollectLimit", s(23), True, "limit")])

L["gk_udf_unique_key_select_show"] = dict(
    dataframe="UDF (App body): " + EMP_READ + "; def getStringUniqueNumber(s: String, const: Int=1): Double (21-29); "
              "uniqueNumberUDF = udf(getStringUniqueNumber(_:String, _:Int)) (31); empDF.select(uniqueNumberUDF("
              "col(\"empName\"), lit(1)).as(\"uniqueKey\"), col(\"empAge\") (33) ).show() (34)",
    notes="The Scala UDF runs in the one Project (with show()'s casts), kind udf: at the select/show statement "
          "(33-34) and the udf(...) definition (31). The scan reads only the two columns the select needs. "
          + CSV_LOOK + SHOW,
    nodes=[N(1, "Scan csv", s((16, 17)), False, "read"),
           N(2, "Project", s((33, 34), 31), False, "udf"),
           N(3, "CollectLimit", s((33, 34)), True, "limit")])

L["gk_udf_emp_schema_csv_show"] = dict(
    dataframe="UDF (App body): " + EMP_READ + "; empDF.show() (18)",
    notes=CSV_LOOK + SHOW,
    nodes=[N(1, "Scan csv", s((16, 17)), False, "read"),
           N(2, "Project", s(18), True, "project"),
           N(3, "CollectLimit", s(18), True, "limit")])

L["gk_partition_by_parquet_write"] = dict(
    dataframe="PartitionBy (App body): " + EMP_READ + "; empDF.show() (18); empDF.coalesce(2).write"
              ".mode(SaveMode.Overwrite).partitionBy(\"deptID\") (20) .parquet(\".../workspace/output/emp/\") (21)",
    notes="The coalesce(2) is the Coalesce (20); the partitioned write's empty2null Project, Sort and WriteFiles are "
          "derived at the write statement (20-21), kind write; the InsertIntoHadoopFsRelationCommand is not derived. "
          "The write overwrote the scratch copy's output/emp (the author's earlier output, committed). " + CSV_LOOK,
    nodes=[N(1, "Scan csv", s((16, 17)), False, "read"),
           N(2, "Coalesce", s(20), False, "repartition"),
           N(3, "Project", s((20, 21)), True, "write"),
           N(4, "Sort", s((20, 21)), True, "write"),
           N(5, "WriteFiles", s((20, 21)), True, "write"),
           N(6, "Execute InsertIntoHadoopFsRelationCommand", s((20, 21)), False, "write")])

L["gk_partition_read_single_partition_show"] = dict(
    dataframe="PartitionBy (App body): readSinglePartition = spark.read.format(\"parquet\").option(\"header\", false) "
              "(23) .load(\".../workspace/output/emp/deptID=3\") (24); readSinglePartition.show() (25)",
    notes="The parquet folder the same program wrote at 20-21 (one partition folder read alone: no deptID "
          "column); the read is the scan, not the write. " + SHOW,
    nodes=[N(1, "Scan parquet", s((23, 24)), False, "read"),
           N(3, "Project", s(25), True, "project"),
           N(4, "CollectLimit", s(25), True, "limit")])

PERSON = ("PersonDF (App body): personRDD = sc.textFile(\".../data/person.txt\") (12); personDF = personRDD.toDF() "
          "(13); personDF.createTempView(\"personTable\") (17); formattedDF = spark.sql(\" SELECT SPLIT(value, ',')[0] "
          "as empID, SPLIT(value, ',')[1] as name,\" (19) + \"SPLIT(value, ',')[2] as age, SPLIT(value, ',')[3] as "
          "dept FROM personTable\") (20)")
PERSON_NOTES = ("An RDD of lines made a DataFrame: the scan (an ExternalRDD scan named by the path) at the textFile, "
                "the toDF and the SQL's FROM line; SerializeFromObject derived at the toDF. " + SQLV)
L["gk_person_sql_split_view_show"] = dict(
    dataframe=PERSON + "; formattedDF.show() (22)",
    notes=PERSON_NOTES + "The Project is the SQL's select list with show()'s casts. " + SHOW,
    nodes=[N(1, "Scan /Users/gauravkantrod/Desktop/BigData/olc/workspace/data/person.txt", s(12, 13, 20), False,
             "read"),
           N(2, "SerializeFromObject", s(13), True, "project"),
           N(3, "Project", s((19, 20), 22), False, "project"),
           N(4, "CollectLimit", s(22), True, "limit")])

L["gk_person_where_new_age_show"] = dict(
    dataframe=PERSON + "; DataEngineerDF = formattedDF.select(col(\"*\")).where($\"dept\" === \"DE\") (24); "
              "DataEngineerDF.select(col(\"*\"), ($\"age\"+2).as(\"newAge\")).show(false) (26)",
    notes=PERSON_NOTES + "The where (24) is pushed below the SQL's select list (the Filter tests split(value)[3]); the "
          "first Project is the SQL's select list (19-20) with the select(col(\"*\")) at 24; the second the select "
          "at 26 (newAge) with show()'s casts: not derived. " + SHOW,
    nodes=[N(1, "Scan /Users/gauravkantrod/Desktop/BigData/olc/workspace/data/person.txt", s(12, 13, 20), False,
             "read"),
           N(2, "SerializeFromObject", s(13), True, "project"),
           N(3, "Filter", s(24), False, "filter"),
           N(4, "Project", s((19, 20), 24), False, "project"),
           N(5, "Project", s(26), False, "project"),
           N(6, "CollectLimit", s(26), True, "limit")])

L["gk_word_count_dataset_group_by_key_show"] = dict(
    dataframe="wordcount.Dataset (App body): ds = spark.read.text(\"/Users/.../olc/scala/words.txt\").as[String] (9); "
              "ds.flatMap(_.split(\" \")).groupByKey(_.toLowerCase()).count().show() (11)",
    notes="A typed Dataset chain on one line: the DeserializeToObject of as[String] derived at the flatMap that needs "
          "it (and the as[String] line), the flatMap a MapPartitions (kind explode), groupByKey's "
          "AppendColumnsWithObject and the Project keeping its key derived at line 11, kind aggregate; " + AGG
          + "The final aggregate also does show()'s casts; with adaptive execution the final plan has no "
          "CollectLimit. wordcount/DataFrame.scala counts the same words in SQL: a look-alike. " + FINAL,
    nodes=[N(1, "Scan text", s(9), False, "read"),
           N(2, "DeserializeToObject", s(11, 9), True, "project"),
           N(3, "MapPartitions", s(11), False, "explode"),
           N(4, "AppendColumnsWithObject", s(11), True, "aggregate"),
           N(5, "Project", s(11), True, "aggregate"),
           N(6, "HashAggregate", s(11), True, "aggregate"),
           N(7, "Exchange", s(11), True, "aggregate"),
           N(10, "HashAggregate", s(11), False, "aggregate")])

L["gk_load_json_nested_select_show"] = dict(
    dataframe="LoadJsonFile (App body): DF = spark.read.option(\"multiline\",true).format(\"json\") (9) .load(\".../data/"
              "emp.json\") (10); DF.select(col(\"name\"), col(\"dob\"), col(\"salary\"), col(\"communication.phones.home\"), "
              "..., col(\"email\").getItem(0).as(\"primary_email\"), col(\"email\").getItem(1).as(\"secondary_email\") "
              "(23-28) ).show() (29)",
    notes="The select of nested fields and array items with show()'s casts is one Project: not derived, at the "
          "select/show statement (23-29). The commented-out selects above it (17-21) are not code. " + JSON_LOOK
          + SHOW,
    nodes=[N(1, "Scan json", s((9, 10)), False, "read"),
           N(2, "Project", s((23, 29)), False, "project"),
           N(3, "CollectLimit", s((23, 29)), True, "limit")])

L["gk_load_json_show"] = dict(
    dataframe="LoadJsonFile (App body): DF = spark.read.option(\"multiline\",true).format(\"json\") (9) .load(\".../data/"
              "emp.json\") (10); DF.show(false) (14)",
    notes=JSON_LOOK + SHOW,
    nodes=[N(1, "Scan json", s((9, 10)), False, "read"),
           N(2, "Project", s(14), True, "project"),
           N(3, "CollectLimit", s(14), True, "limit")])

L["gk_sensor_multiline_json_show"] = dict(
    dataframe="readSensorJsonData (App body): jsonFileDF = spark.read.format(\"json\").option(\"multiline\", true) (10) "
              ".load(\".../data/sensor-data.json\") (11); jsonFileDF.show(false) (13)",
    notes=JSON_LOOK + SHOW,
    nodes=[N(1, "Scan json", s((10, 11)), False, "read"),
           N(2, "Project", s(13), True, "project"),
           N(3, "CollectLimit", s(13), True, "limit")])

L["gk_multiline_json_show"] = dict(
    dataframe="ReadMultiLineJSONFile (App body, file ReadMuliLineJSONFile.scala): jsonFileDF = spark.read.format(\"json\")"
              ".option(\"multiline\", true) (10) .load(\".../data/multiline-jsonfile.json\") (11); jsonFileDF.show() (13)",
    notes="The program then fails at 15 (select(\"address.email.primary\"): the repository's file has primaryEmail), "
          "after this show. " + JSON_LOOK + SHOW,
    nodes=[N(1, "Scan json", s((10, 11)), False, "read"),
           N(2, "Project", s(13), True, "project"),
           N(3, "CollectLimit", s(13), True, "limit")])

L["gk_dfschema_rdd_rows_show"] = dict(
    dataframe="DFSchema (App body): schemaString = \"empId, empName, age, dept\" (13); structFields/schema (14-17); "
              "rdd = sc.textFile(\".../data/person.txt\") (19); rowRDD = rdd.map(_.split(\",\")).map(data => Row(...)) "
              "(20); DF = spark.createDataFrame(rowRDD, schema) (22); DF.show(false) (24)",
    notes="An RDD of Rows made a DataFrame: the Scan ExistingRDD at the createDataFrame and the lines that built the "
          "RDD (19, 20). " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(22, 19, 20), False, "read"),
           N(2, "Project", s(24), True, "project"),
           N(3, "CollectLimit", s(24), True, "limit")])

L["gk_sql_extract_year_show"] = dict(
    dataframe="SparkSQLFunc (App body): spark.sql(\" SELECT EXTRACT(YEAR FROM '1994-10-10')\").show() (16)",
    notes="A SQL query without a table: Scan OneRowRelation and the Project of the folded EXTRACT, both at the one "
          "line; show() adds no node here (the whole row is a literal). The next line runs SELECT abs(-10) the same "
          "way: a look-alike. ",
    nodes=[N(1, "Scan OneRowRelation", s(16), False, "read"),
           N(2, "Project", s(16), False, "project")])

L["gk_partition_emp_schema_csv_show"] = dict(
    dataframe="PartitionBy (App body): " + EMP_READ + "; empDF.show() (18)",
    notes="The same plan, text for text, as gk_udf_emp_schema_csv_show (UDF.scala's same lines 13-18): only the run "
          "(the event log's call site, show at PartitionBy.scala:18) tells them apart. " + CSV_LOOK + SHOW,
    nodes=[N(1, "Scan csv", s((16, 17)), False, "read"),
           N(2, "Project", s(18), True, "project"),
           N(3, "CollectLimit", s(18), True, "limit")])

L["gk_join_dept_csv_show"] = dict(
    dataframe="Join (App body): deptDF = spark.read.format(\"csv\").option(\"header\", false).load(\".../data/dept.txt\") "
              "(17-18); deptDF.show() (19)",
    notes="The look-alike of gk_join_emp_csv_show four lines below it (person.txt read and shown at 13-15); Salting "
          "reads dept.txt with a schema at 28-29. " + SHOW,
    nodes=[N(1, "Scan csv", s((17, 18)), False, "read"),
           N(2, "Project", s(19), True, "project"),
           N(3, "CollectLimit", s(19), True, "limit")])

L["gk_sql_abs_show"] = dict(
    dataframe="SparkSQLFunc (App body): spark.sql(\"SELECT abs(-10)\").show() (17)",
    notes="A SQL query without a table: Scan OneRowRelation and the Project of the folded abs, both at the one line; "
          "show() adds no node here. The line before runs SELECT EXTRACT(YEAR FROM ...) the same way, and two "
          "commented-out queries above it are not code: look-alikes. ",
    nodes=[N(1, "Scan OneRowRelation", s(17), False, "read"),
           N(2, "Project", s(17), False, "project")])

SESSION = ("Session: spark-submit --master local[1] (the code's own local[*] wins, one thread by "
           "-XX:ActiveProcessorCount=1), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on unless said. ")
RUN = ("Run: bench/real/capture/gauravkantrod-scala/capture.py: the Spark SQL lessons compiled unchanged with the "
       "Scala 2.13 compiler of the PySpark jars and run with spark-submit --class from Spark/ of a scratch copy of the "
       "laid-out repository; the author's /Users/gauravkantrod/Desktop/BigData/olc/ paths served by a file system "
       "stand-in from the repository's own data/ and output/ (workspace/) and a copy of its data/words.txt "
       "(scala/words.txt); the plan is the n-th the run wrote (a query-execution listener, after each query ran: final "
       "adaptive plans); event_log.json from the same run.")


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
            main_class, file, extra = PROGRAMS[program]
            command = f"spark-submit --class {main_class} gk.jar" + "".join(f" --conf {c}" for c in extra)
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(program, spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
