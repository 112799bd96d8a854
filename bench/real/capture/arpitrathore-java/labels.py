"""Write each ar_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/arpitrathore-java/labels.py

A label: N(node id, operator, file key, spans, derived, kind, amb=...): spans are the file's own line numbers (F
below names the files). Every program is one `main`, so the symbol is `<package>.<Class>.main`. Only the final
adaptive plan's nodes are labelled; wrappers (ShuffleQueryStage, AQEShuffleRead, ResultQueryStage, ColumnarToRow,
AdaptiveSparkPlan) are not.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO, SQ  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "arpitrathore__spark-java"
COMMIT = "cb06ccdac6505c280b50e700126619148f55ffb4"
SOURCE = "arpitrathore/spark-java"
F = {"W": SQ + "sql01/javaapi/DS01ReadCsvWriteOrc.java", "F": SQ + "sql01/javaapi/DS02DatasetFilter.java",
     "S": SQ + "sql01/javaapi/DS03DatasetSelect.java", "A": SQ + "sql01/javaapi/DS04DatasetAggregation.java",
     "R": SQ + "sql01/javaapi/DS05ReadOrcShowAll.java", "Q": SQ + "sql02/sql/DS01ShowAll.java",
     "L": SQ + "sql02/sql/DS02Aggregation.java", "U": SQ + "sql03/udf/DS01UdfBasics.java"}


def symbol_of(key: str) -> str:
    package = re.search(r"^package\s+([\w.]+)\s*;", (REPO / F[key]).read_text(), re.M).group(1)
    return f"{package}.{Path(F[key]).stem}.main"


class N(tuple):
    def __new__(cls, nid, op, key, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, key, spans, derived, kind, amb))


def rows_of(nodes) -> list[dict]:
    return sorted(({"node_id": nid, "operator": op, "file": F[key], "lines": spans, "symbol": symbol_of(key),
                    "derived": derived, "kind": kind, "ambiguous": amb}
                   for nid, op, key, spans, derived, kind, amb in nodes), key=lambda r: r["node_id"])


READ = ("Scans at the read chain that made the DataFrame (spark.read().option(header).option(inferSchema).csv(...)); "
        "a filter pushed into the scan: its line too. ")
VIEW = ("The scan of the temp view `employee` accepts the read chain and the spark.sql line holding its FROM. ")
AGG = ("Partial aggregates and their Exchanges are derived at the groupBy/agg/count (or the SQL GROUP BY and its "
       "aggregate); the final one is not. ")
COUNT = ("count(): the empty Project under it (column pruning) derived and ambiguous, at the filter and the count; "
         "the partial count and its single-partition Exchange derived at the count line, the final count not. ")
SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line (kind limit, "
        "project); orderBy/ORDER BY + show is one TakeOrderedAndProject, kind sort, at both lines (and at a select "
        "whose columns it projects). ")
UDF = ("The Java UDF isSenior, registered with spark.udf().register(\"isSenior\", (String gender, Integer age) -> "
       "..., BooleanType) (29-36): a node evaluating it accepts its call and the register lines. ")
EMP = ("employees.csv: the file EmployeeCsvWriter (sql00/common) writes from javafaker rows, generated here in its "
       "columns (id, firstName, lastName, gender, doj as epoch ms, age, email, mobile, salary, companyName, jobTitle, "
       "city, country). ")
LOOK = "Look-alikes are never alternatives: "
L: dict[str, dict] = {}

# ---- sql02/sql/DS01ShowAll: read (23-26), createOrReplaceTempView("employee") (28)
QREAD = ("sql02/sql/DS01ShowAll.main: dataset = spark.read().option(header).option(inferSchema).csv(employees.csv) "
         "(23-26); dataset.createOrReplaceTempView(\"employee\") (28); ")
QLOOK = (LOOK + "DS04DatasetAggregation's DataFrame-API groupBy counts and average salary by city (31-32, 50-52), the "
         "other queries of this file, and DS01UdfBasics's SQL GROUP BY over the same view name. ")
L["ar_sql_city_count_show"] = dict(
    dataframe=QREAD + "employeesByCity = spark.sql(\"select city, count(1) as city_count from employee\" + \" group by "
              "city order by city_count desc\") (30-31); employeesByCity.show(5) (33)",
    form="sql-string",
    notes=VIEW + AGG + SHOW + QLOOK,
    nodes=[N(1, "Scan csv", "Q", s((23, 26), 30), False, "read"),
           N(2, "HashAggregate", "Q", s((30, 31)), True, "aggregate"),
           N(3, "Exchange", "Q", s((30, 31)), True, "aggregate"),
           N(6, "HashAggregate", "Q", s((30, 31)), False, "aggregate"),
           N(7, "TakeOrderedAndProject", "Q", s(31, 33), False, "sort")])
L["ar_sql_avg_salary_city_show"] = dict(
    dataframe=QREAD + "averageSalaryByCity = spark.sql(\"select city, avg(salary) as avg_sal from employee\" + \" "
              "group by city order by avg_sal desc\") (35-36); averageSalaryByCity.show(5) (37)",
    form="sql-string",
    notes=VIEW + AGG + SHOW + QLOOK,
    nodes=[N(1, "Scan csv", "Q", s((23, 26), 35), False, "read"),
           N(2, "HashAggregate", "Q", s((35, 36)), True, "aggregate"),
           N(3, "Exchange", "Q", s((35, 36)), True, "aggregate"),
           N(6, "HashAggregate", "Q", s((35, 36)), False, "aggregate"),
           N(7, "TakeOrderedAndProject", "Q", s(36, 37), False, "sort")])
L["ar_sql_city_job_avg_limit_show"] = dict(
    dataframe=QREAD + "averageSalaryByCityAndJobTitle = spark.sql(\"select city, jobTitle, avg(salary) as avg_sal from "
              "employee\" + \" group by city, jobTitle order by avg_sal desc limit 5\") (39-40); "
              "averageSalaryByCityAndJobTitle.show(10, false) (41)",
    form="sql-string",
    notes=VIEW + AGG + "ORDER BY ... LIMIT 5 and show(10) one TakeOrderedAndProject of 5 rows (kind sort), at the SQL "
          "line and the show. " + QLOOK + "the csv write of the same DataFrame (43-46). ",
    nodes=[N(1, "Scan csv", "Q", s((23, 26), 39), False, "read"),
           N(2, "HashAggregate", "Q", s((39, 40)), True, "aggregate"),
           N(3, "Exchange", "Q", s((39, 40)), True, "aggregate"),
           N(6, "HashAggregate", "Q", s((39, 40)), False, "aggregate"),
           N(7, "TakeOrderedAndProject", "Q", s(40, 41), False, "sort")])
L["ar_sql_limit_coalesce_csv_write"] = dict(
    dataframe=QREAD + "averageSalaryByCityAndJobTitle = spark.sql(\"select city, jobTitle, avg(salary) as avg_sal from "
              "employee\" + \" group by city, jobTitle order by avg_sal desc limit 5\") (39-40); "
              "averageSalaryByCityAndJobTitle.coalesce(1).write().option(\"header\", true)"
              ".csv(\"spark-02-sql/src/main/resources/salary-by-city\") (43-46)",
    form="sql-string",
    notes=VIEW + AGG + "ORDER BY ... LIMIT 5 is a TakeOrderedAndProject (kind sort) at the SQL line. The user's "
          "coalesce(1) is a Coalesce (kind repartition, not derived); WriteFiles derived at the write chain, the "
          "InsertIntoHadoopFsRelationCommand not (kind write). " + QLOOK + "the show(10, false) of the same "
          "DataFrame (41); DS01ReadCsvWriteOrc's coalesce(1) orc write (32). ",
    nodes=[N(1, "Scan csv", "Q", s((23, 26), 39), False, "read"),
           N(2, "HashAggregate", "Q", s((39, 40)), True, "aggregate"),
           N(3, "Exchange", "Q", s((39, 40)), True, "aggregate"),
           N(6, "HashAggregate", "Q", s((39, 40)), False, "aggregate"),
           N(7, "TakeOrderedAndProject", "Q", s(40), False, "sort"),
           N(8, "Coalesce", "Q", s(43), False, "repartition"),
           N(9, "WriteFiles", "Q", s((43, 46)), True, "write"),
           N(10, "Execute InsertIntoHadoopFsRelationCommand", "Q", s((43, 46)), False, "write")])

# ---- sql02/sql/DS02Aggregation
L["ar_sql_select_limit_show"] = dict(
    dataframe="sql02/sql/DS02Aggregation.main: dataset = spark.read().option(header).option(inferSchema).csv("
              "employees.csv) (23-26); dataset.createOrReplaceTempView(\"employee\") (28); allEmployees = spark.sql("
              "\"select * from employee limit 5\") (30); allEmployees.show() (32)",
    form="sql-string",
    notes=VIEW + "LIMIT 5 and show()'s limit are one CollectLimit of 5 rows: at the SQL line and the show (kind "
          "limit, not derived: the 5 is the SQL's). The Project of only toprettystring casts derived at the show. "
          + LOOK + "DS01ReadCsvWriteOrc's show of the whole read (29), DS05ReadOrcShowAll's (33). ",
    nodes=[N(1, "Scan csv", "L", s((23, 26), 30), False, "read"),
           N(2, "Project", "L", s(32), True, "project"),
           N(3, "CollectLimit", "L", s(30, 32), False, "limit")])

# ---- sql03/udf/DS01UdfBasics: isSenior registered (29-36), read (38-41), view (43)
UREAD = ("sql03/udf/DS01UdfBasics.main: spark.udf().register(\"isSenior\", ...) (29-36); dataset = spark.read()"
         ".option(header).option(inferSchema).csv(employees.csv) (38-41); dataset.createOrReplaceTempView(\"employee\") "
         "(43); ")
EMPS = "employees = spark.sql(\"select id, firstName, age, gender from employee where age>45\") (45); "
L["ar_udf_sql_where_show"] = dict(
    dataframe=UREAD + EMPS + "employees.show(5) (46)",
    form="sql-string",
    notes=VIEW + "WHERE age>45 a Filter at the SQL line (pushed into the scan too). The Project orders the select "
          "list's columns and casts them for show(): derived and ambiguous, at the show and the SQL line. "
          + SHOW + LOOK + "the withColumn of the same DataFrame (48-51). ",
    nodes=[N(1, "Scan csv", "U", s((38, 41), 45), False, "read"),
           N(2, "Filter", "U", s(45), False, "filter"),
           N(3, "Project", "U", s(46, 45), True, "project", True),
           N(4, "CollectLimit", "U", s(46), True, "limit")])
L["ar_udf_calludf_withcolumn_show"] = dict(
    dataframe=UREAD + EMPS + "seniorCitizenEmployees = employees.withColumn(\"senior\", functions.callUDF(\"isSenior\", "
              "col(\"gender\"), col(\"age\"))) (48-50); seniorCitizenEmployees.show(10) (51)",
    form="sql-string",
    notes=VIEW + "WHERE age>45 a Filter at the SQL line (pushed into the scan too). " + UDF + "The one Project holds "
          "the select list, the withColumn's UDF call and show()'s casts: kind udf, at the withColumn (48-50), the "
          "register lines, the SQL line and the show. show()'s CollectLimit derived at the show. " + LOOK
          + "isSenior in SQL at 53 and 55; the show of the same SQL without the UDF (46). ",
    nodes=[N(1, "Scan csv", "U", s((38, 41), 45), False, "read"),
           N(2, "Filter", "U", s(45), False, "filter"),
           N(3, "Project", "U", s((48, 50), (29, 36), 45, 51), False, "udf"),
           N(4, "CollectLimit", "U", s(51), True, "limit")])
L["ar_udf_sql_select_show"] = dict(
    dataframe=UREAD + "spark.sql(\"select age, gender, isSenior(gender, age) from employee\").show(10) (53)",
    form="sql-string",
    notes=VIEW + UDF + "The Project of the select list with the UDF call (and show()'s casts): kind udf, at the SQL "
          "line and the register lines. show()'s CollectLimit derived at the same line. " + LOOK + "the callUDF "
          "withColumn (48-50) and the GROUP BY over the same UDF (55). ",
    nodes=[N(1, "Scan csv", "U", s((38, 41), 53), False, "read"),
           N(2, "Project", "U", s(53, (29, 36)), False, "udf"),
           N(3, "CollectLimit", "U", s(53), True, "limit")])
L["ar_udf_sql_group_count_show"] = dict(
    dataframe=UREAD + "spark.sql(\"select gender, count(isSenior(gender, age)) as senior_count from employee group by "
              "gender\").show(5) (55)",
    form="sql-string",
    notes=VIEW + AGG + "count(isSenior(...)) evaluates the UDF inside the aggregates (kind aggregate; the register "
          "lines also accepted). AQE dropped the initial plan's CollectLimit; the final HashAggregate holds show()'s "
          "casts. " + LOOK + "DS01ShowAll's GROUP BY counts over the same view name. ",
    nodes=[N(1, "Scan csv", "U", s((38, 41), 55), False, "read"),
           N(2, "HashAggregate", "U", s(55, (29, 36)), True, "aggregate"),
           N(3, "Exchange", "U", s(55), True, "aggregate"),
           N(6, "HashAggregate", "U", s(55, (29, 36)), False, "aggregate")])

# ---- sql01/javaapi/DS02DatasetFilter: read (26-29), three filters each counted and shown
FREAD = "sql01/javaapi/DS02DatasetFilter.main: dataset = spark.read().option(header).option(inferSchema).csv(employees.csv) (26-29); "
FLOOK = LOOK + "the other two filters of the file, each counted and shown the same way. "
STR = "youngFemaleEmployees = dataset.filter(\"gender='Female' AND age < 30\") (32); "
LAM = ("gmailEmployees = dataset.filter((Row row) -> row.getAs(\"email\").toString().endsWith(\"@gmail.com\")) (37, a "
       "typed FilterFunction: a Filter invoking the lambda on each row, nothing pushed into the scan); ")
COL = "mumbaiManagerEmployees = dataset.filter(col(\"city\").equalTo(\"Mumbai\").and(col(\"jobTitle\").like(\"%Manager%\"))) (42-43); "
L["ar_filter_string_count"] = dict(
    dataframe=FREAD + STR + "youngFemaleEmployees.count() (33, in a println)",
    notes=READ + COUNT + FLOOK,
    nodes=[N(1, "Scan csv", "F", s((26, 29), 32), False, "read"),
           N(2, "Filter", "F", s(32), False, "filter"),
           N(3, "Project", "F", s(32, 33), True, "project", True),
           N(4, "HashAggregate", "F", s(33), True, "aggregate"),
           N(5, "Exchange", "F", s(33), True, "aggregate"),
           N(7, "HashAggregate", "F", s(33), False, "aggregate")])
L["ar_filter_string_show"] = dict(
    dataframe=FREAD + STR + "youngFemaleEmployees.show(5) (34)",
    notes=READ + SHOW + FLOOK,
    nodes=[N(1, "Scan csv", "F", s((26, 29), 32), False, "read"),
           N(2, "Filter", "F", s(32), False, "filter"),
           N(3, "Project", "F", s(34), True, "project"),
           N(4, "CollectLimit", "F", s(34), True, "limit")])
L["ar_filter_lambda_count"] = dict(
    dataframe=FREAD + LAM + "gmailEmployees.count() (38, in a println)",
    notes=READ + COUNT + FLOOK,
    nodes=[N(1, "Scan csv", "F", s((26, 29)), False, "read"),
           N(2, "Filter", "F", s(37), False, "filter"),
           N(3, "Project", "F", s(37, 38), True, "project", True),
           N(4, "HashAggregate", "F", s(38), True, "aggregate"),
           N(5, "Exchange", "F", s(38), True, "aggregate"),
           N(7, "HashAggregate", "F", s(38), False, "aggregate")])
L["ar_filter_lambda_show"] = dict(
    dataframe=FREAD + LAM + "gmailEmployees.show(5) (39)",
    notes=READ + SHOW + FLOOK,
    nodes=[N(1, "Scan csv", "F", s((26, 29)), False, "read"),
           N(2, "Filter", "F", s(37), False, "filter"),
           N(3, "Project", "F", s(39), True, "project"),
           N(4, "CollectLimit", "F", s(39), True, "limit")])
L["ar_filter_column_count"] = dict(
    dataframe=FREAD + COL + "mumbaiManagerEmployees.count() (44, in a println)",
    notes=READ + COUNT + FLOOK,
    nodes=[N(1, "Scan csv", "F", s((26, 29), (42, 43)), False, "read"),
           N(2, "Filter", "F", s((42, 43)), False, "filter"),
           N(3, "Project", "F", s((42, 43), 44), True, "project", True),
           N(4, "HashAggregate", "F", s(44), True, "aggregate"),
           N(5, "Exchange", "F", s(44), True, "aggregate"),
           N(7, "HashAggregate", "F", s(44), False, "aggregate")])
L["ar_filter_column_show"] = dict(
    dataframe=FREAD + COL + "mumbaiManagerEmployees.show(5) (45)",
    notes=READ + SHOW + FLOOK,
    nodes=[N(1, "Scan csv", "F", s((26, 29), (42, 43)), False, "read"),
           N(2, "Filter", "F", s((42, 43)), False, "filter"),
           N(3, "Project", "F", s(45), True, "project"),
           N(4, "CollectLimit", "F", s(45), True, "limit")])

# ---- sql01/javaapi/DS03DatasetSelect, DS04DatasetAggregation
L["ar_select_salary_desc_show"] = dict(
    dataframe="sql01/javaapi/DS03DatasetSelect.main: dataset = spark.read().option(header).option(inferSchema).csv("
              "employees.csv) (25-28); highestSalaryRoles = dataset.select(col(\"salary\"), col(\"jobTitle\"), "
              "col(\"city\")) (31-32) .orderBy(col(\"salary\").desc()) (33); highestSalaryRoles.show(5, false) (34)",
    notes=READ + "select + orderBy + show(5) one TakeOrderedAndProject (kind sort): at the orderBy, the show and the "
          "select whose columns it projects. " + LOOK + "lowestSalaryRoles (37-40), the same chain ascending. ",
    nodes=[N(1, "Scan csv", "S", s((25, 28)), False, "read"),
           N(2, "TakeOrderedAndProject", "S", s(33, 34, (31, 32)), False, "sort")])
AREAD = ("sql01/javaapi/DS04DatasetAggregation.main: dataset = spark.read().option(header).option(inferSchema).csv("
         "employees.csv) (26-29); ")
ALOOK = (LOOK + "the groupBy(jobTitle).agg(count(col(\"*\"))) commented out at 34-35; DS01ShowAll's SQL counts and "
         "average salary by city. ")
L["ar_agg_job_title_count_show"] = dict(
    dataframe=AREAD + "employeesByJobTitle = dataset.groupBy(col(\"jobTitle\")).count() (31) .orderBy(col(\"count\")"
              ".desc()) (32); employeesByJobTitle.show(5, false) (36)",
    notes=READ + AGG + SHOW + ALOOK,
    nodes=[N(1, "Scan csv", "A", s((26, 29)), False, "read"),
           N(2, "HashAggregate", "A", s(31), True, "aggregate"),
           N(3, "Exchange", "A", s(31), True, "aggregate"),
           N(6, "HashAggregate", "A", s(31), False, "aggregate"),
           N(7, "TakeOrderedAndProject", "A", s(32, 36), False, "sort")])
L["ar_agg_year_of_joining_count_show"] = dict(
    dataframe=AREAD + "employeesByYoj = dataset.select(col(\"firstName\"), date_format(col(\"doj\").divide(1000)"
              ".cast(TimestampType), \"yyyy\").alias(\"yoj\"), col(\"city\")) (38-41) .orderBy(col(\"yoj\")) (42); "
              "employeesByYoj = employeesByYoj.groupBy(col(\"yoj\")).count() (45-46) .orderBy(col(\"count\").desc()) "
              "(47); employeesByYoj.show(5) (48)",
    notes=READ + "The select's date_format is a Project of yoj alone (firstName and city pruned; kind project). The "
          "orderBy(yoj) before the groupBy left no node (the optimizer drops a sort under an aggregate). " + AGG
          + SHOW + ALOOK,
    nodes=[N(1, "Scan csv", "A", s((26, 29)), False, "read"),
           N(2, "Project", "A", s((38, 41)), False, "project"),
           N(3, "HashAggregate", "A", s((45, 46)), True, "aggregate"),
           N(4, "Exchange", "A", s((45, 46)), True, "aggregate"),
           N(7, "HashAggregate", "A", s((45, 46)), False, "aggregate"),
           N(8, "TakeOrderedAndProject", "A", s(47, 48), False, "sort")])
L["ar_agg_avg_salary_city_show"] = dict(
    dataframe=AREAD + "averageSalaryByCity = dataset.groupBy(col(\"city\")).agg(avg(col(\"salary\")).alias("
              "\"avg_salary\")) (50-51) .orderBy(col(\"avg_salary\").desc()) (52); averageSalaryByCity.show(5) (53)",
    notes=READ + AGG + SHOW + ALOOK,
    nodes=[N(1, "Scan csv", "A", s((26, 29)), False, "read"),
           N(2, "HashAggregate", "A", s((50, 51)), True, "aggregate"),
           N(3, "Exchange", "A", s((50, 51)), True, "aggregate"),
           N(6, "HashAggregate", "A", s((50, 51)), False, "aggregate"),
           N(7, "TakeOrderedAndProject", "A", s(52, 53), False, "sort")])

# ---- sql01/javaapi/DS01ReadCsvWriteOrc, DS05ReadOrcShowAll
WREAD = ("sql01/javaapi/DS01ReadCsvWriteOrc.main: dataset = spark.read().option(\"header\", true).option(\"inferSchema\", "
         "true).csv(\"spark-02-sql/src/main/resources/employees.csv\") (23-26); ")
WLOOK = LOOK + "the same read chain in six other lessons. "
L["ar_orc_write_coalesce_hdfs"] = dict(
    dataframe=WREAD + "dataset.coalesce(1).write().format(\"orc\").mode(\"overwrite\").save(hdfsOutputPath) (32; "
              "hdfsOutputPath = \"hdfs://localhost:9000/data/DS01ReadCsvWriteOrc\" at 31)",
    notes="hdfs://localhost:9000 served by a local file system stand-in, the code unchanged. " + READ
          + "The user's coalesce(1) is a Coalesce (kind repartition, not derived); WriteFiles derived at the write "
          "chain, the InsertIntoHadoopFsRelationCommand not (kind write). " + WLOOK + "DS01ShowAll's coalesce(1) csv "
          "write (43-46). ",
    nodes=[N(1, "Scan csv", "W", s((23, 26)), False, "read"),
           N(2, "Coalesce", "W", s(32), False, "repartition"),
           N(3, "WriteFiles", "W", s(32), True, "write"),
           N(4, "Execute InsertIntoHadoopFsRelationCommand", "W", s(32), False, "write")])
L["ar_orc_write_csv_show"] = dict(
    dataframe=WREAD + "dataset.show() (29)",
    notes=READ + SHOW + WLOOK + "DS05ReadOrcShowAll's show of the same rows read back from orc (33). ",
    nodes=[N(1, "Scan csv", "W", s((23, 26)), False, "read"),
           N(2, "Project", "W", s(29), True, "project"),
           N(3, "CollectLimit", "W", s(29), True, "limit")])
L["ar_orc_write_csv_header"] = dict(
    dataframe=WREAD + "the case's query is the one csv(...) (26) runs to read the header line before inferring the "
              "schema",
    notes="The header query Spark runs for csv() with header=true (the event log's `csv at "
          "DS01ReadCsvWriteOrc.java:26`): every node on behalf of the read chain (23-26, kind read), the text scan "
          "not derived, its non-blank Filter and CollectLimit(1) derived. " + WLOOK,
    nodes=[N(1, "Scan text", "W", s((23, 26)), False, "read"),
           N(2, "Filter", "W", s((23, 26)), True, "read"),
           N(3, "CollectLimit", "W", s((23, 26)), True, "read")])
L["ar_orc_read_hdfs_show"] = dict(
    dataframe="sql01/javaapi/DS05ReadOrcShowAll.main: dataset = spark.read().option(\"header\", true).option("
              "\"inferSchema\", true).orc(ORC_FILE_PATH_HDFS) (27-30; the part file's hdfs:// path a constant at 17); "
              "dataset.show() (33)",
    notes="The orc part file DS01ReadCsvWriteOrc's write would leave, generated under the name the constant gives and "
          "served at hdfs://localhost:9000 by a local file system stand-in, the code unchanged. The orc scan at the "
          "read chain (ColumnarToRow a wrapper). " + SHOW + LOOK + "DS01ReadCsvWriteOrc's show of the csv read (29). ",
    nodes=[N(1, "Scan orc", "R", s((27, 30)), False, "read"),
           N(3, "Project", "R", s(33), True, "project"),
           N(4, "CollectLimit", "R", s(33), True, "limit")])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local[*]\") wins; "
           "-XX:ActiveProcessorCount=1 makes it one thread), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, spark.driver.host=localhost, AQE on. ")
RUN = ("Labelled blind (session 38). Run: bench/real/capture/arpitrathore-java/capture.py: spark-02-sql's lessons "
       "(and common's LoggerUtil) compiled unchanged with javac against the PySpark jars into ar.jar and run with "
       "spark-submit --class from the root of a scratch copy of the laid-out repository; " + EMP.rstrip(". ")
       + "; the plan is the n-th the run wrote (a query-execution listener, after each query ran: final adaptive "
       "plans); event_log.json from the same run.")


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
            main_class, file = PROGRAMS[program]
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: spark-submit --class {main_class} ar.jar. " + RUN,
                    "form": spec.get("form", "java"), "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
