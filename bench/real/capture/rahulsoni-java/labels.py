"""Write each rs_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/rahulsoni-java/labels.py

A label: N(node id, operator, file key, spans, derived, kind, amb=...): spans are the file's own line numbers.
Symbols: the package the file declares, the class (the file's name), `main` (every query is built in a main method).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "its-rahulsoni__spark-learning"
COMMIT = "0e8822bbf770238be36f63066c01959342d9b792"
SOURCE = "its-rahulsoni/spark-learning"
J = "src/main/java/com/spark/learning/"
F = {"W": J + "sql_module/WindowFunctionExample.java", "UA": J + "sql_module/AverageSalaryUDAFExample.java",
     "JS": J + "dataframe/operations/DFJoinAndSQL.java", "BI": J + "sql_module/BuiltInFunctions.java",
     "UF": J + "sql_module/UserDefinedFunctions.java", "CO": J + "dataframe/operations/SparkCoreOperations.java",
     "DO": J + "dataset/DatasetOperationsDemo.java", "DE": J + "dataframe/DataFrameExample.java",
     "GT": J + "dataframe/operations/DFGroupAndTransform.java", "SF": J + "dataframe/operations/DFSelectFilterWhere.java",
     "DS": J + "dataset/DatasetExample.java"}


def symbol_of(key: str) -> str:
    text = (REPO / F[key]).read_text()
    package = re.search(r"^package\s+([\w.]+)\s*;", text, re.M).group(1)
    return f"{package}.{Path(F[key]).stem}.main"


class N(tuple):
    def __new__(cls, nid, op, key, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, key, spans, derived, kind, amb))


def rows_of(nodes) -> list[dict]:
    rows = []
    for nid, op, key, spans, derived, kind, amb in nodes:
        rows.append({"node_id": nid, "operator": op, "file": F[key], "lines": spans, "symbol": symbol_of(key),
                     "derived": derived, "kind": kind, "ambiguous": amb})
    return sorted(rows, key=lambda r: r["node_id"])


AGG = ("Partial aggregates and their Exchanges are derived at the groupBy/agg (or the SQL GROUP BY); the final one is "
       "not, and also accepts the show line (AQE dropped show()'s CollectLimit over the tiny aggregate; its "
       "toprettystring casts sit in the final aggregate). ")
SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line (kind limit, "
        "project); where the casts fold into a user Project (withColumn, select, a using-join's Project) that Project is "
        "not derived and accepts the call's line and the show. ")
VIEW = "The scan of a temp view accepts the read and the spark.sql(...) call (its FROM). "
PEOPLE = "people.json read with option(\"multiline\", \"true\") (the repository's own file). "
EMP = "employees.json (the repository's own file). "
JOIN = ("DFJoinAndSQL's joined = peopleDF.join(cityDF, \"city\") (35): peopleDF the multiline people.json read (14-16), "
        "cityDF spark.createDataFrame of City beans (19-26, a LocalTableScan); a broadcast hash join (the defaults): "
        "the isnotnull Filter inferred from the join key and the BroadcastExchange derived at the join (kind join). ")
LOOK = "Look-alikes are never alternatives: "
PRODUCTS = ("DatasetOperationsDemo's productDS = spark.createDataset(productList, Encoders.bean(Product.class)) (58, "
            "the list at 48-54, encoder at 57): local rows labelled at createDataset and the list. ")
L: dict[str, dict] = {}

L["rs_window_rank_lead_lag_show"] = dict(
    dataframe="WindowFunctionExample.main: employees = spark.read().option(\"multiline\", \"true\").json(employees.json) "
              "(17-19); deptWindow = Window.partitionBy(\"department\").orderBy(col(\"salary\").desc()) (24); ranked = "
              "employees.withColumn row_number/rank/dense_rank/lead/lag .over(deptWindow) (27-32); ranked.show() (34)",
    notes=EMP + "The five window functions over one spec are one Window (kind window, at the withColumn chain and the "
          "spec); its Exchange (hash by department) and Sort derived at the same lines. The top Project holds only "
          "show()'s casts. AQE dropped the CollectLimit. The program then sleeps 60 s. " + SHOW,
    nodes=[N(1, "Scan json", "W", s((17, 19)), False, "read"),
           N(2, "Exchange", "W", s(24, (27, 32)), True, "window"),
           N(5, "Sort", "W", s(24, (27, 32)), True, "window"),
           N(6, "Window", "W", s((27, 32), 24), False, "window"),
           N(7, "Project", "W", s(34), True, "project")])

L["rs_udaf_avg_salary_sql_show"] = dict(
    dataframe="AverageSalaryUDAFExample.main: employees = spark.read().option(\"multiline\", \"true\").json(employees.json) "
              "(143-145); spark.udf().register(\"avgSalary\", new AverageSalaryUDAF()) (150; the class at 17-134); "
              "createOrReplaceTempView(\"employees\") (153); avgSalaryDF = spark.sql(\"SELECT department, "
              "avgSalary(salary) AS average_salary FROM employees GROUP BY department\") (154-156); avgSalaryDF.show() (159)",
    notes=EMP + VIEW + "The UserDefinedAggregateFunction runs as a HashAggregate pair (partial and Exchange derived at "
          "the SQL; the register line also accepted, as a UDF's definition is). " + AGG,
    nodes=[N(1, "Scan json", "UA", s((143, 145), (154, 156)), False, "read"),
           N(2, "HashAggregate", "UA", s((154, 156), 150), True, "aggregate"),
           N(3, "Exchange", "UA", s((154, 156)), True, "aggregate"),
           N(6, "HashAggregate", "UA", s((154, 156), 150, 159), False, "aggregate")])

L["rs_join_people_city_show"] = dict(
    dataframe="DFJoinAndSQL.main: joined = peopleDF.join(cityDF, \"city\") (35); joined.show() (36); peopleDF = "
              "spark.read().option(\"multiline\", \"true\").json(people.json) (14-16), cityDF = spark.createDataFrame("
              "Arrays.asList(new City(...) x3), City.class) (19-26)",
    notes=JOIN + "The using-join's Project (city, name, age, country) holds show()'s casts: not derived, the join and "
          "the show. show()'s CollectLimit derived at 36. " + LOOK + "SparkCoreOperations' employees/deptBudget join. ",
    nodes=[N(1, "Scan json", "JS", s((14, 16)), False, "read"),
           N(2, "Filter", "JS", s(35), True, "join"),
           N(3, "LocalTableScan", "JS", s((19, 26)), False, "read"),
           N(4, "BroadcastExchange", "JS", s(35), True, "join"),
           N(6, "BroadcastHashJoin", "JS", s(35), False, "join"),
           N(7, "Project", "JS", s(35, 36), False, "project"),
           N(8, "CollectLimit", "JS", s(36), True, "limit")])

L["rs_builtin_agg_collect_list_show"] = dict(
    dataframe="BuiltInFunctions.main: df = spark.read().json(employees.json) (17, without the multiline option); "
              "aggResult = df.groupBy(\"department\").agg(count(\"*\"), sum, avg, max, min of salary, "
              "collect_list(\"name\")) (47-55); aggResult.show(false) (57)",
    notes=EMP + "Read without multiline, each line of the JSON array is a record (the '[' and ']' lines corrupt, "
          "null in every column). collect_list makes the aggregates ObjectHashAggregates: partial and Exchange derived "
          "at the groupBy..agg chain. " + AGG,
    nodes=[N(1, "Scan json", "BI", s(17), False, "read"),
           N(2, "ObjectHashAggregate", "BI", s((47, 55)), True, "aggregate"),
           N(3, "Exchange", "BI", s((47, 55)), True, "aggregate"),
           N(6, "ObjectHashAggregate", "BI", s((47, 55), 57), False, "aggregate")])

L["rs_udf_salary_category_show"] = dict(
    dataframe="UserDefinedFunctions.main: employees = spark.read().option(\"multiline\", \"true\").json(employees.json) "
              "(19-21); spark.udf().register(\"salaryCategory\", (UDF1<Long, String>) salary -> ..., StringType) "
              "(24-29); withCategory = employees.withColumn(\"salary_category\", callUDF(\"salaryCategory\", "
              "col(\"salary\"))) (31); withCategory.show() (32)",
    notes=EMP + "The Java UDF runs inside the Project (with show()'s casts): kind udf, at the withColumn, the "
          "registration and the show. " + SHOW,
    nodes=[N(1, "Scan json", "UF", s((19, 21)), False, "read"),
           N(2, "Project", "UF", s(31, (24, 29), 32), False, "udf"),
           N(3, "CollectLimit", "UF", s(32), True, "limit")])

L["rs_core_cache_repartition_count"] = dict(
    dataframe="SparkCoreOperations.main: employees = spark.createDataFrame(Arrays.asList(new Employee(...) x5), "
              "Employee.class) (21-30); repartitioned = employees.repartition(2) (82); repartitioned.cache() (86); "
              "repartitioned.count() (88)",
    notes="Run with spark.sql.autoBroadcastJoinThreshold=-1 (for its join). The count reads the cache: "
          "InMemoryTableScan and InMemoryRelation at cache() (kind cache), the cached plan inside it (the local rows "
          "and repartition(2)'s round-robin Exchange, kind repartition, not derived); count()'s partial count and "
          "single-partition Exchange derived at 88, the final count not. " + LOOK
          + "DatasetOperationsDemo's productDS.repartition(3) (no query ran on it), the RDD cache/persist lessons. ",
    nodes=[N(1, "InMemoryTableScan", "CO", s(86), False, "cache"),
           N(2, "InMemoryRelation", "CO", s(86), False, "cache"),
           N(3, "LocalTableScan", "CO", s((21, 30)), False, "read"),
           N(4, "Exchange", "CO", s(82), False, "repartition"),
           N(9, "HashAggregate", "CO", s(88), True, "aggregate"),
           N(10, "Exchange", "CO", s(88), True, "aggregate"),
           N(12, "HashAggregate", "CO", s(88), False, "aggregate")])

L["rs_join_orderby_age_desc_show"] = dict(
    dataframe="DFJoinAndSQL.main: joined.orderBy(joined.col(\"age\").desc()).show() (40); joined = "
              "peopleDF.join(cityDF, \"city\") (35) over the people.json read (14-16) and the City beans (19-26)",
    notes=JOIN + "The using-join's Project is at the join; orderBy + show is one TakeOrderedAndProject (kind sort, "
          "line 40, both calls). " + LOOK + "SparkCoreOperations' and DatasetOperationsDemo's sorts by salary/price. ",
    nodes=[N(1, "Scan json", "JS", s((14, 16)), False, "read"),
           N(2, "Filter", "JS", s(35), True, "join"),
           N(3, "LocalTableScan", "JS", s((19, 26)), False, "read"),
           N(4, "BroadcastExchange", "JS", s(35), True, "join"),
           N(6, "BroadcastHashJoin", "JS", s(35), False, "join"),
           N(7, "Project", "JS", s(35), False, "project"),
           N(8, "TakeOrderedAndProject", "JS", s(40), False, "sort")])

L["rs_dsops_groupbykey_count_show"] = dict(
    dataframe="DatasetOperationsDemo.main: grouped = productDS.groupByKey((MapFunction<Product, String>) "
              "Product::getName, Encoders.STRING()) (93-95); counts = grouped.count() (96); counts.show() (98)",
    notes=PRODUCTS + "groupByKey appends its key column (AppendColumns, derived at 93-95, kind aggregate); a "
          "Project keeps only the key (derived, ambiguous: groupByKey and count); count() on the grouped Dataset is "
          "the aggregate pair (partial and Exchange derived at 96 and the groupByKey, final at them and the show). ",
    nodes=[N(1, "LocalTableScan", "DO", s(58, (48, 54)), False, "read"),
           N(2, "AppendColumns", "DO", s((93, 95)), True, "aggregate"),
           N(3, "Project", "DO", s((93, 95), 96), True, "project", amb=True),
           N(4, "HashAggregate", "DO", s(96, (93, 95)), True, "aggregate"),
           N(5, "Exchange", "DO", s(96, (93, 95)), True, "aggregate"),
           N(8, "HashAggregate", "DO", s(96, (93, 95), 98), False, "aggregate")])

L["rs_dfexample_sql_where_show"] = dict(
    dataframe="DataFrameExample.main: df = spark.read().option(\"multiline\", \"true\").json(people.json) (16-18); "
              "createOrReplaceTempView(\"people\") (75); sqlResult = spark.sql(\"SELECT name, age FROM people WHERE "
              "age >= 30\") (76); sqlResult.show() (78)",
    notes=PEOPLE + VIEW + "The WHERE is the Filter (with its isnotnull), pushed into the scan too; the SELECT's Project "
          "holds show()'s casts (not derived: the SQL and the show). " + SHOW + LOOK
          + "DatasetExample/DatasetOperationsDemo's \"SELECT name, price FROM products WHERE price > 100\", the "
          "DataFrame filters of DFSelectFilterWhere and this file. ",
    nodes=[N(1, "Scan json", "DE", s((16, 18), 76), False, "read"),
           N(2, "Filter", "DE", s(76), False, "filter"),
           N(3, "Project", "DE", s(76, 78), False, "project"),
           N(4, "CollectLimit", "DE", s(78), True, "limit")])

L["rs_core_join_dept_budget_show"] = dict(
    dataframe="SparkCoreOperations.main: joined = employees.join(deptBudget, \"department\") (62); joined.show() (63); "
              "employees = spark.createDataFrame(Employee beans, Employee.class) (21-30), deptBudget = "
              "spark.createDataFrame(Department beans, Department.class) (52-59)",
    notes="Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join, each side's Exchange and Sort derived "
          "at the join (kind join); the key's isnotnull folded into the local rows. The using-join's Project holds "
          "show()'s casts (not derived: the join and the show); AQE dropped the CollectLimit. " + LOOK
          + "DFJoinAndSQL's people/city join. ",
    nodes=[N(1, "LocalTableScan", "CO", s((21, 30)), False, "read"),
           N(2, "Exchange", "CO", s(62), True, "join"),
           N(5, "Sort", "CO", s(62), True, "join"),
           N(6, "LocalTableScan", "CO", s((52, 59)), False, "read"),
           N(7, "Exchange", "CO", s(62), True, "join"),
           N(10, "Sort", "CO", s(62), True, "join"),
           N(11, "SortMergeJoin", "CO", s(62), False, "join"),
           N(12, "Project", "CO", s(62, 63), False, "project")])

L["rs_group_city_count_show"] = dict(
    dataframe="DFGroupAndTransform.main: df = spark.read().option(\"multiline\", \"true\").json(people.json) (14-16); "
              "df.groupBy(\"city\").count().show() (20)",
    notes=PEOPLE + AGG + LOOK + "DataFrameExample's groupBy(\"age\").count().show(), DFJoinAndSQL's SQL count per "
          "city. ",
    nodes=[N(1, "Scan json", "GT", s((14, 16)), False, "read"),
           N(2, "HashAggregate", "GT", s(20), True, "aggregate"),
           N(3, "Exchange", "GT", s(20), True, "aggregate"),
           N(6, "HashAggregate", "GT", s(20), False, "aggregate")])

L["rs_join_sql_group_city_show"] = dict(
    dataframe="DFJoinAndSQL.main: joined.createOrReplaceTempView(\"people_city\") (43); sqlResult = spark.sql("
              "\"SELECT city, COUNT(*) AS count FROM people_city GROUP BY city\") (44-46); sqlResult.show() (48); joined "
              "= peopleDF.join(cityDF, \"city\") (35) over the people.json read (14-16) and the City beans (19-26)",
    notes=JOIN + VIEW + "A Project keeping only city between the join and the aggregate: derived, ambiguous (the "
          "join's using-Project and the SQL's pruning). " + AGG + LOOK + "DFGroupAndTransform's groupBy(\"city\")"
          ".count(), and the same query in the comment below it (85, 105: comments, not code). ",
    nodes=[N(1, "Scan json", "JS", s((14, 16), (44, 46)), False, "read"),
           N(2, "Filter", "JS", s(35), True, "join"),
           N(3, "LocalTableScan", "JS", s((19, 26), (44, 46)), False, "read"),
           N(4, "BroadcastExchange", "JS", s(35), True, "join"),
           N(6, "BroadcastHashJoin", "JS", s(35), False, "join"),
           N(7, "Project", "JS", s(35, (44, 46)), True, "project", amb=True),
           N(8, "HashAggregate", "JS", s((44, 46)), True, "aggregate"),
           N(9, "Exchange", "JS", s((44, 46)), True, "aggregate"),
           N(12, "HashAggregate", "JS", s((44, 46), 48), False, "aggregate")])

L["rs_dsops_flatmap_chars_show"] = dict(
    dataframe="DatasetOperationsDemo.main: productNames = productDS.map((MapFunction<Product, String>) Product::getName, "
              "Encoders.STRING()) (73-76); chars = productNames.flatMap((String name) -> Arrays.asList(name.split(\"\"))"
              ".iterator(), Encoders.STRING()) (83-86); chars.show(20, false) (88)",
    notes=PRODUCTS + "The map is DeserializeToObject (derived) + MapElements; the flatMap is MapPartitions (kind "
          "explode) over the map's objects (the serializer/deserializer pair between them eliminated), and the "
          "SerializeFromObject above it is derived and ambiguous (the flatMap's encoder, the map's). " + SHOW + LOOK
          + "DatasetExample's identical productDS.map (69). ",
    nodes=[N(1, "LocalTableScan", "DO", s(58, (48, 54)), False, "read"),
           N(2, "DeserializeToObject", "DO", s((73, 76)), True, "project"),
           N(3, "MapElements", "DO", s((73, 76)), False, "project"),
           N(4, "MapPartitions", "DO", s((83, 86)), False, "explode"),
           N(5, "SerializeFromObject", "DO", s((83, 86), (73, 76)), True, "project", amb=True),
           N(6, "Project", "DO", s(88), True, "project"),
           N(7, "CollectLimit", "DO", s(88), True, "limit")])

L["rs_core_groupby_avg_show"] = dict(
    dataframe="SparkCoreOperations.main: grouped = employees.groupBy(\"department\").agg(avg(\"salary\").alias("
              "\"avg_salary\")) (47-48); grouped.show() (49); employees = spark.createDataFrame(Employee beans) (21-30)",
    notes="Run with spark.sql.autoBroadcastJoinThreshold=-1 (for its join). " + AGG + LOOK
          + "BuiltInFunctions' groupBy(\"department\").agg(... avg(\"salary\") ...), the UDAF's average salary per "
            "department. ",
    nodes=[N(1, "LocalTableScan", "CO", s((21, 30)), False, "read"),
           N(2, "HashAggregate", "CO", s((47, 48)), True, "aggregate"),
           N(3, "Exchange", "CO", s((47, 48)), True, "aggregate"),
           N(6, "HashAggregate", "CO", s((47, 48), 49), False, "aggregate")])

L["rs_select_where_london_show"] = dict(
    dataframe="DFSelectFilterWhere.main: df = spark.read().option(\"multiline\", \"true\").json(people.json) (14-16); "
              "df.where(\"city = 'London'\").show() (31)",
    notes=PEOPLE + "The where is the Filter (with its isnotnull), pushed into the scan too; where and show share line "
          "31. " + SHOW + LOOK + "the file's filter(df.col(\"age\").gt(30)) (27), DataFrameExample's gt(25). ",
    nodes=[N(1, "Scan json", "SF", s((14, 16)), False, "read"),
           N(2, "Filter", "SF", s(31), False, "filter"),
           N(3, "Project", "SF", s(31), True, "project"),
           N(4, "CollectLimit", "SF", s(31), True, "limit")])

L["rs_distinct_city_show"] = dict(
    dataframe="DFGroupAndTransform.main: df = spark.read().option(\"multiline\", \"true\").json(people.json) (14-16); "
              "df.select(\"city\").distinct().show() (33)",
    notes=PEOPLE + "distinct() is an aggregate without functions (kind distinct): partial and Exchange derived, the "
          "final one also at the show (its casts); the select is pruned into the scan. " + LOOK
          + "SparkCoreOperations' employees.select(\"department\").distinct(). ",
    nodes=[N(1, "Scan json", "GT", s((14, 16)), False, "read"),
           N(2, "HashAggregate", "GT", s(33), True, "distinct"),
           N(3, "Exchange", "GT", s(33), True, "distinct"),
           N(6, "HashAggregate", "GT", s(33), False, "distinct")])

L["rs_dataset_map_names_show"] = dict(
    dataframe="DatasetExample.main: productDS = spark.createDataset(productList, Encoders.bean(Product.class)) (55-56, "
              "the list at 46-51); productNames = productDS.map((MapFunction<Product, String>) Product::getName, "
              "Encoders.STRING()) (69); productNames.show() (71)",
    notes="The typed map is DeserializeToObject (derived) + MapElements + SerializeFromObject (derived). " + SHOW + LOOK
          + "DatasetOperationsDemo's identical map (73-76) over its own Product class. ",
    nodes=[N(1, "LocalTableScan", "DS", s(56, (46, 51)), False, "read"),
           N(2, "DeserializeToObject", "DS", s(69), True, "project"),
           N(3, "MapElements", "DS", s(69), False, "project"),
           N(4, "SerializeFromObject", "DS", s(69), True, "project"),
           N(5, "Project", "DS", s(71), True, "project"),
           N(6, "CollectLimit", "DS", s(71), True, "limit")])

L["rs_dsops_typed_filter_show"] = dict(
    dataframe="DatasetOperationsDemo.main: expensiveProducts = productDS.filter((FilterFunction<Product>) p -> "
              "p.getPrice() > 100) (66); expensiveProducts.show() (68)",
    notes=PRODUCTS + "The typed filter builds a Product bean per row inside its Filter (no DeserializeToObject node). "
          + SHOW + LOOK + "DatasetExample's byte-identical filter line (63). ",
    nodes=[N(1, "LocalTableScan", "DO", s(58, (48, 54)), False, "read"),
           N(2, "Filter", "DO", s(66), False, "filter"),
           N(3, "Project", "DO", s(68), True, "project"),
           N(4, "CollectLimit", "DO", s(68), True, "limit")])

L["rs_builtin_coalesce_show"] = dict(
    dataframe="BuiltInFunctions.main: df = spark.read().json(employees.json) (17, without the multiline option); "
              "filled = df.withColumn(\"safe_department\", coalesce(col(\"department\"), lit(\"Unknown\"))) (31); "
              "filled.show() (32)",
    notes=EMP + "The withColumn and show()'s casts are one Project (not derived: the withColumn and the show). " + SHOW
          + LOOK + "the file's four other withColumn + show pairs over the same read (21-22, 26-27, 36-37, 41-42). ",
    nodes=[N(1, "Scan json", "BI", s(17), False, "read"),
           N(2, "Project", "BI", s(31, 32), False, "project"),
           N(3, "CollectLimit", "BI", s(32), True, "limit")])

L["rs_dsops_sort_price_desc_show"] = dict(
    dataframe="DatasetOperationsDemo.main: sorted = productDS.sort(functions.col(\"price\").desc()) (103); "
              "sorted.show() (105)",
    notes=PRODUCTS + "The global sort: its range-partitioning Exchange derived at the sort, the Sort not. The top "
          "Project holds only show()'s casts (AQE dropped the CollectLimit). " + SHOW + LOOK
          + "SparkCoreOperations' orderBy(col(\"salary\").desc()), DFJoinAndSQL's orderBy age desc. ",
    nodes=[N(1, "LocalTableScan", "DO", s(58, (48, 54)), False, "read"),
           N(2, "Exchange", "DO", s(103), True, "sort"),
           N(5, "Sort", "DO", s(103), False, "sort"),
           N(6, "Project", "DO", s(105), True, "project")])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local[*]\") wins; "
           "-XX:ActiveProcessorCount=1 makes it one thread), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, spark.driver.host=localhost, AQE on. ")
RUN = ("Run: bench/real/capture/rahulsoni-java/capture.py: the Spark SQL lessons compiled unchanged with javac against "
       "the PySpark jars and run with spark-submit --class from the root of a scratch copy of the laid-out repository "
       "(its own people.json and employees.json); the plan is the n-th the run wrote (a query-execution listener, "
       "after each query ran: final adaptive plans); event_log.json from the same run.")


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
            main_class, file, conf = PROGRAMS[program]
            command = " ".join(["spark-submit", *(f"--conf {c}" for c in conf), f"--class {main_class} rs.jar"])
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "java", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
