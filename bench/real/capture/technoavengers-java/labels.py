"""Write each ta_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/technoavengers-java/labels.py

A label: N(node id, operator, file key, spans, derived, kind, amb=..., alt=...): spans are the file's own line
numbers; `alt` other places, in other files, equally right ((file key, spans) each: the JUnit test's call of
SparkMain.aggregateCustomersOnCity). Symbols: the package the file declares (not its folder: `Spark.Working_with_Datasets`
for some lessons, `main.training.Spark...` for others), the class (the file's name), the method (`main`, or
`aggregateCustomersOnCity` and `testYourDatasetOperation` in Junits/).
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
SLUG = "technoavengers__spark-java-training"
COMMIT = "338ddd542f59dbf17afc116bfb557e5ded056b24"
SOURCE = "technoavengers/spark-java-training"
T = "src/main/training/"
D = T + "Spark/Working_with_Datasets/"
F = {"PV": D + "PivotTable.java", "MG": D + "MultipleGrouping.java", "GS": D + "GroupingData.java",
     "GD": D + "Grouping_Dataframe.java", "GT": D + "GettingStartedWithDatasets.java",
     "MF": D + "MapFilterExample.java", "CE": D + "CustomEncoders.java", "SM": D + "String_Manipulations.java",
     "TV": D + "TemporaryView.java", "FP": T + "Spark/Optimization/FilePartitioning.java",
     "PQ": T + "Spark/File_Formats/WorkingwithParquet.java", "JM": T + "Spark/Junits/SparkMain.java",
     "JT": T + "Spark/Junits/SparkUnitTestCase.java",
     **{f"L{n}": T + f"labs/spark/datasets/lab{n}/solution.java" for n in range(1, 9)}}
METHOD = {"JM": "aggregateCustomersOnCity", "JT": "testYourDatasetOperation"}


def symbol_of(key: str) -> str:
    text = (REPO / F[key]).read_text()
    package = re.search(r"^package\s+([\w.]+)\s*;", text, re.M).group(1)
    return f"{package}.{Path(F[key]).stem}.{METHOD.get(key, 'main')}"


class N(tuple):
    def __new__(cls, nid, op, key, spans, derived, kind, amb=False, alt=()):
        return tuple.__new__(cls, (nid, op, key, spans, derived, kind, amb, tuple(alt)))


def rows_of(nodes) -> list[dict]:
    rows = []
    for nid, op, key, spans, derived, kind, amb, alt in nodes:
        row = {"node_id": nid, "operator": op, "file": F[key], "lines": spans, "symbol": symbol_of(key),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if alt:
            row["alt"] = [{"file": F[k], "lines": sp, "symbol": symbol_of(k)} for k, sp in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


AGG = "Partial aggregates and their Exchanges are derived at the groupBy/agg (or the SQL GROUP BY); the final one is not. "
SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line (kind limit, "
        "project); where AQE dropped the CollectLimit over a tiny aggregate, the show's casts sit in the final "
        "HashAggregate, which also accepts the show line; orderBy + show is one TakeOrderedAndProject, kind sort, at "
        "both lines. ")
VIEW = "The scan of a temp view accepts the read and the spark.sql line (its FROM). "
LAB7 = ("lab7's cleanedData (solution.java 26-35): na().fill(0, age) (27, a coalesce Project), dropDuplicates"
        "(\"customer_id\") (28, a first() aggregate per key: kind distinct, the partial one, its Exchange and Sorts "
        "derived), withColumn cast/when/concat (29-34) and drop (35), over the inferSchema csv read of "
        "customers_new.csv (20-23). ")
LOOK = "Look-alikes are never alternatives: "
L: dict[str, dict] = {}

L["ta_pivot_card_month_show"] = dict(
    dataframe="PivotTable.main: spark.read().option(header).option(inferSchema).csv(credit_cards.csv) (36-37)"
              ".withColumn(\"month\", date_format(to_date(col(\"Last_Date\"), \"dd-MM-yyyy\"), \"MMMM\")) (38)"
              ".groupBy(\"Card_type\") (39).pivot(\"month\", columns) (41, the six month names of 33-34; the pivot "
              "without values at 40 is commented out).sum(\"Total_spent\") (42).orderBy(\"Card_type\") (43).show() (44)",
    notes="A pivot over given values plans two aggregates: the sum grouped by Card_type and month (partial and "
          "Exchange derived at the groupBy..sum chain, the final one not), then the pivotfirst aggregate by "
          "Card_type (kind pivot, its partial and Exchange derived), and a derived Project that spreads the pivoted "
          "array into the month columns. " + SHOW + LOOK + "MultipleGrouping builds the same month column in SQL. ",
    nodes=[N(1, "Scan csv", "PV", s((36, 37)), False, "read"),
           N(2, "Project", "PV", s(38), False, "project"),
           N(3, "HashAggregate", "PV", s((39, 42), 42), True, "aggregate"),
           N(4, "Exchange", "PV", s((39, 42), 42), True, "aggregate"),
           N(7, "HashAggregate", "PV", s(42, (39, 42)), False, "aggregate"),
           N(8, "HashAggregate", "PV", s(41, (39, 42)), True, "pivot"),
           N(9, "Exchange", "PV", s(41, (39, 42)), True, "pivot"),
           N(12, "HashAggregate", "PV", s(41, (39, 42)), False, "pivot"),
           N(13, "Project", "PV", s(41, 42), True, "project"),
           N(14, "TakeOrderedAndProject", "PV", s(43, 44), False, "sort")])

L["ta_lab7_dedup_clean_show"] = dict(
    dataframe="labs/spark/datasets/lab7/solution.main: cleanedData (26-35) over customerData (20-23), "
              "cleanedData.show() (37)",
    notes=LAB7 + "dropDuplicates ran as a SortAggregate of first() (strings among the columns). The top Project holds "
          "the when/otherwise gender (30-33), the concat full_name (34), the drop (35), the cast's alias (29, a no-op "
          "on a double) and show()'s toprettystring casts: not derived, those lines and the show. " + LOOK
          + "the three analyses below it over the same cleanedData. ",
    nodes=[N(1, "Scan csv", "L7", s((20, 23)), False, "read"),
           N(2, "Project", "L7", s(27), False, "project"),
           N(3, "Sort", "L7", s(28), True, "distinct"),
           N(4, "SortAggregate", "L7", s(28), True, "distinct"),
           N(5, "Exchange", "L7", s(28), True, "distinct"),
           N(8, "Sort", "L7", s(28), True, "distinct"),
           N(9, "SortAggregate", "L7", s(28), False, "distinct"),
           N(10, "Project", "L7", s((30, 33), 34, 35, 29, 37), False, "project")])

L["ta_junit_city_count"] = dict(
    dataframe="SparkUnitTestCase.testYourDatasetOperation: customers = spark.createDataFrame(data, schema) (53, rows "
              "40-46), resultDataset = SparkMain.aggregateCustomersOnCity(customers) (56: cust.groupBy(\"city\")"
              ".count(), SparkMain.java 11-13), resultDataset.count() (59)",
    notes="The test runs with JUnitCore. The local rows are labelled at createDataFrame (and the rows' list). The "
          "count() of the grouped frame prunes the count column: the groupBy is an aggregate without functions "
          "(partial and Exchange derived), labelled in SparkMain, where it was built, the test's call of it (56) an "
          "alt; count() adds a partial count, a single-partition Exchange (derived) and the final count at 59. ",
    nodes=[N(1, "LocalTableScan", "JT", s(53, (40, 46)), False, "read"),
           N(2, "HashAggregate", "JM", s((11, 13)), True, "aggregate", alt=[("JT", s(56))]),
           N(3, "Exchange", "JM", s((11, 13)), True, "aggregate", alt=[("JT", s(56))]),
           N(6, "HashAggregate", "JM", s((11, 13)), False, "aggregate", alt=[("JT", s(56))]),
           N(7, "HashAggregate", "JT", s(59), True, "aggregate"),
           N(8, "Exchange", "JT", s(59), True, "aggregate"),
           N(10, "HashAggregate", "JT", s(59), False, "aggregate")])

L["ta_multigroup_sql_show"] = dict(
    dataframe="MultipleGrouping.main: dataset = spark.read().option(header).csv(credit_cards.csv) (33); updatedCust = "
              "dataset.withColumn(\"month\", ...).withColumn(\"month_num\", ...cast(IntegerType)) (36-39); "
              "createOrReplaceTempView(\"customers\") (42); spark.sql(\"select Card_type,month,sum(Total_spent) ... "
              "group by Card_type,month,month_num order by Card_type,month_num\") (48); groupedCust.show() (51)",
    notes=VIEW + "The two withColumns are one Project. " + AGG + "ORDER BY + show is one TakeOrderedAndProject, kind "
          "sort, at the SQL line and the show. " + LOOK + "PivotTable builds the same month column. ",
    nodes=[N(1, "Scan csv", "MG", s(33, 48), False, "read"),
           N(2, "Project", "MG", s(38, 39), False, "project"),
           N(3, "HashAggregate", "MG", s(48), True, "aggregate"),
           N(4, "Exchange", "MG", s(48), True, "aggregate"),
           N(7, "HashAggregate", "MG", s(48), False, "aggregate"),
           N(8, "TakeOrderedAndProject", "MG", s(48, 51), False, "sort")])

L["ta_lab1_map_filter_show"] = dict(
    dataframe="labs/spark/datasets/lab1/solution.main: nameDataset = spark.createDataset(Arrays.asList(...), "
              "stringEncoder) (26-29); upperCase = nameDataset.map((MapFunction) name -> name.toUpperCase(), "
              "stringEncoder) (33-36); filtered = upperCase.filter((FilterFunction) name -> name.startsWith(\"A\")) "
              "(40-42); filtered.show() (45)",
    notes="Typed lambdas: the map is DeserializeToObject (derived) + MapElements; the filter runs on the map's "
          "objects (its Filter), and the SerializeFromObject above it is the map's serializer, moved past the filter "
          "(derived, ambiguous: the map and the filter). " + SHOW + LOOK + "MapFilterExample (ints), the lab's "
          "challenge (the same rows, TODOs). ",
    nodes=[N(1, "LocalTableScan", "L1", s((26, 29)), False, "read"),
           N(2, "DeserializeToObject", "L1", s((33, 36)), True, "project"),
           N(3, "MapElements", "L1", s((33, 36)), False, "project"),
           N(4, "Filter", "L1", s((40, 42)), False, "filter"),
           N(5, "SerializeFromObject", "L1", s((33, 36), (40, 42)), True, "project", amb=True),
           N(6, "Project", "L1", s(45), True, "project"),
           N(7, "CollectLimit", "L1", s(45), True, "limit")])

L["ta_lab7_avg_age_first"] = dict(
    dataframe="labs/spark/datasets/lab7/solution.main: cleanedData.agg(avg(\"age\")).first() (41); cleanedData (26-35) "
              "over customerData (20-23)",
    notes=LAB7 + "Only customer_id and the filled age reach the aggregates (the other columns pruned): dropDuplicates "
          "as a HashAggregate of first(age), then the global avg: partial avg and its single-partition Exchange "
          "derived at 41, the final avg not. " + LOOK + "the total revenue one line below (42). ",
    nodes=[N(1, "Scan csv", "L7", s((20, 23)), False, "read"),
           N(2, "Project", "L7", s(27), False, "project"),
           N(3, "HashAggregate", "L7", s(28), True, "distinct"),
           N(4, "Exchange", "L7", s(28), True, "distinct"),
           N(7, "HashAggregate", "L7", s(28), False, "distinct"),
           N(8, "HashAggregate", "L7", s(41), True, "aggregate"),
           N(9, "Exchange", "L7", s(41), True, "aggregate"),
           N(11, "HashAggregate", "L7", s(41), False, "aggregate")])

L["ta_grouping_sql_show"] = dict(
    dataframe="GroupingData.main: dataset = spark.read().option(header).csv(customers.csv) (28); "
              "createOrReplaceTempView(\"customers\") (31); spark.sql(\"select city,count(*) from customers group by "
              "city\") (34); groupedCust.show() (44, after a 30 s sleep)",
    notes=VIEW + AGG + SHOW + LOOK + "Grouping_Dataframe (the same count with the DataFrame API), lab4's solution "
          "(the same SQL over ratings), SparkMain. ",
    nodes=[N(1, "Scan csv", "GS", s(28, 34), False, "read"),
           N(2, "HashAggregate", "GS", s(34), True, "aggregate"),
           N(3, "Exchange", "GS", s(34), True, "aggregate"),
           N(6, "HashAggregate", "GS", s(34, 44), False, "aggregate")])

L["ta_file_partitioning_write"] = dict(
    dataframe="FilePartitioning.main: custDs = spark.read().option(header).csv(customers_new.csv) (20); "
              "withColumn(\"month\", month(to_date(...))) (22); withColumn(\"year\", year(to_date(...))) (23); "
              "custDs.write().mode(\"overwrite\").partitionBy(\"year\",\"month\").parquet(\"src/main/resources/output\") (25)",
    notes="The two withColumns are one Project. The partitioned write sorts by its partition columns: the Sort and "
          "WriteFiles derived at the write (kind write), the InsertIntoHadoopFsRelationCommand not. ",
    nodes=[N(1, "Scan csv", "FP", s(20), False, "read"),
           N(2, "Project", "FP", s(22, 23), False, "project"),
           N(3, "Sort", "FP", s(25), True, "write"),
           N(4, "WriteFiles", "FP", s(25), True, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", "FP", s(25), False, "write")])

L["ta_lab7_count"] = dict(
    dataframe="labs/spark/datasets/lab7/solution.main: long totalCustomers = cleanedData.count() (40); cleanedData "
              "(26-35) over customerData (20-23)",
    notes=LAB7 + "count() needs only customer_id: the fill and the withColumns are pruned away, dropDuplicates is an "
          "aggregate without functions (kind distinct), then count()'s partial count, single-partition Exchange "
          "(derived) and final count at 40. ",
    nodes=[N(1, "Scan csv", "L7", s((20, 23)), False, "read"),
           N(2, "HashAggregate", "L7", s(28), True, "distinct"),
           N(3, "Exchange", "L7", s(28), True, "distinct"),
           N(6, "HashAggregate", "L7", s(28), False, "distinct"),
           N(7, "HashAggregate", "L7", s(40), True, "aggregate"),
           N(8, "Exchange", "L7", s(40), True, "aggregate"),
           N(10, "HashAggregate", "L7", s(40), False, "aggregate")])

L["ta_junit_city_first"] = dict(
    dataframe="SparkUnitTestCase.testYourDatasetOperation: resultDataset = SparkMain.aggregateCustomersOnCity"
              "(customers) (56: cust.groupBy(\"city\").count(), SparkMain.java 11-13) over spark.createDataFrame(data, "
              "schema) (53), resultDataset.first() (62)",
    notes="The test runs with JUnitCore (an assertion after this first() fails on the rows' order; the query ran). "
          "The groupBy/count is labelled in SparkMain, the test's call of it (56) an alt; first() is a CollectLimit "
          "derived at 62 (kind limit). ",
    nodes=[N(1, "LocalTableScan", "JT", s(53, (40, 46)), False, "read"),
           N(2, "HashAggregate", "JM", s((11, 13)), True, "aggregate", alt=[("JT", s(56))]),
           N(3, "Exchange", "JM", s((11, 13)), True, "aggregate", alt=[("JT", s(56))]),
           N(6, "HashAggregate", "JM", s((11, 13)), False, "aggregate", alt=[("JT", s(56))]),
           N(7, "CollectLimit", "JT", s(62), True, "limit")])

L["ta_grouping_df_show"] = dict(
    dataframe="Grouping_Dataframe.main: dataset = spark.read().option(header).csv(customers.csv) (30); groupedCust = "
              "dataset.groupBy(col(\"city\")).count() (32); groupedCust.show() (35)",
    notes=AGG + SHOW + LOOK + "GroupingData (the same count in SQL), SparkMain.aggregateCustomersOnCity. ",
    nodes=[N(1, "Scan csv", "GD", s(30), False, "read"),
           N(2, "HashAggregate", "GD", s(32), True, "aggregate"),
           N(3, "Exchange", "GD", s(32), True, "aggregate"),
           N(6, "HashAggregate", "GD", s(32, 35), False, "aggregate")])

L["ta_lab7_total_revenue_first"] = dict(
    dataframe="labs/spark/datasets/lab7/solution.main: cleanedData.agg(sum(\"purchase_amount\")).first() (42); "
              "cleanedData (26-35) over customerData (20-23)",
    notes=LAB7 + "Only customer_id and purchase_amount reach the aggregates (the cast at 29 is a no-op on the "
          "inferred double and leaves no node): dropDuplicates as a HashAggregate of first(purchase_amount), then the "
          "global sum: partial sum and its single-partition Exchange derived at 42, the final sum not. " + LOOK
          + "the average age one line above (41). ",
    nodes=[N(1, "Scan csv", "L7", s((20, 23)), False, "read"),
           N(2, "HashAggregate", "L7", s(28), True, "distinct"),
           N(3, "Exchange", "L7", s(28), True, "distinct"),
           N(6, "HashAggregate", "L7", s(28), False, "distinct"),
           N(7, "HashAggregate", "L7", s(42), True, "aggregate"),
           N(8, "Exchange", "L7", s(42), True, "aggregate"),
           N(10, "HashAggregate", "L7", s(42), False, "aggregate")])

L["ta_encoders_bean_filter_show"] = dict(
    dataframe="CustomEncoders.main: df = spark.read().option(header).option(inferSchema).csv(filePath) (56-59)"
              ".as(Encoders.bean(Person.class)) (60, encoder at 53); df.filter((FilterFunction<Person>) person -> "
              "person.getAge() > 25).show() (63)",
    notes="The typed filter builds a Person bean per row inside its Filter (no DeserializeToObject node); as() adds no "
          "node. The filter and the show share line 63. " + SHOW,
    nodes=[N(1, "Scan csv", "CE", s((56, 59)), False, "read"),
           N(2, "Filter", "CE", s(63), False, "filter"),
           N(3, "Project", "CE", s(63), True, "project"),
           N(4, "CollectLimit", "CE", s(63), True, "limit")])

L["ta_lab3_avg_rating_show"] = dict(
    dataframe="labs/spark/datasets/lab3/solution.main: ratingsDF = spark.read().option(header).option(inferSchema)"
              ".csv(ratings_new.csv) (19-22); averageRatingsDF = ratingsDF.groupBy(\"movieId\").agg(avg(\"rating\")"
              ".alias(\"average_rating\")) (29-30); averageRatingsDF.show() (34)",
    notes=AGG + SHOW + LOOK + "lab4's count over the same read. ",
    nodes=[N(1, "Scan csv", "L3", s((19, 22)), False, "read"),
           N(2, "HashAggregate", "L3", s((29, 30)), True, "aggregate"),
           N(3, "Exchange", "L3", s((29, 30)), True, "aggregate"),
           N(6, "HashAggregate", "L3", s((29, 30)), False, "aggregate"),
           N(7, "CollectLimit", "L3", s(34), True, "limit")])

L["ta_tempview_sql_filter_show"] = dict(
    dataframe="TemporaryView.main: dataset = spark.read().option(header).csv(customers.csv) (28); "
              "createOrReplaceTempView(\"customers\") (31); spark.sql(\"select * from customers where age>= 20\") (34); "
              "filteredCust.show() (37)",
    notes=VIEW + "The WHERE is the Filter (with the isnotnull it implies), at the SQL line. " + SHOW + LOOK
          + "GettingStartedWithDatasets and InMemoryDataset (the same age >= 20 filter with the DataFrame API). ",
    nodes=[N(1, "Scan csv", "TV", s(28, 34), False, "read"),
           N(2, "Filter", "TV", s(34), False, "filter"),
           N(3, "Project", "TV", s(37), True, "project"),
           N(4, "CollectLimit", "TV", s(37), True, "limit")])

L["ta_mapfilter_even_filter_show"] = dict(
    dataframe="MapFilterExample.main: numbersDataset = spark.createDataset(Arrays.asList(1..10), integerEncoder) "
              "(24-27); filtered = numbersDataset.filter((FilterFunction<Integer>) value -> value%2==0) (36-38); "
              "filtered.show() (44)",
    notes="The map at 30-33 (doubledDataset) is never used: no node. The typed filter on Integers is one Filter. "
          + SHOW + LOOK + "lab1's solution (map + filter over strings). ",
    nodes=[N(1, "LocalTableScan", "MF", s((24, 27)), False, "read"),
           N(2, "Filter", "MF", s((36, 38)), False, "filter"),
           N(3, "Project", "MF", s(44), True, "project"),
           N(4, "CollectLimit", "MF", s(44), True, "limit")])

L["ta_lab4_sql_count_show"] = dict(
    dataframe="labs/spark/datasets/lab4/solution.main: ratingsDF = spark.read().option(header).option(inferSchema)"
              ".csv(ratings_new.csv) (22-25); createOrReplaceTempView(\"ratings\") (29); spark.sql(\"select movieId,"
              "count(*) from ratings group by movieId\") (33); filteredCust.show() (36)",
    notes=VIEW + AGG + SHOW + LOOK + "GroupingData (the same SQL over customers), lab3 (avg over the same read), the "
          "lab's challenge (the same read at 22-25). ",
    nodes=[N(1, "Scan csv", "L4", s((22, 25), 33), False, "read"),
           N(2, "HashAggregate", "L4", s(33), True, "aggregate"),
           N(3, "Exchange", "L4", s(33), True, "aggregate"),
           N(6, "HashAggregate", "L4", s(33), False, "aggregate"),
           N(7, "CollectLimit", "L4", s(36), True, "limit")])

L["ta_getting_started_filter_show"] = dict(
    dataframe="GettingStartedWithDatasets.main: dataset = spark.read().option(header).csv(customers.csv) (28); "
              "filteredCust = dataset.filter(col(\"age\").geq(lit(20))) (31); filteredCust.show() (37)",
    notes="The filter holds the isnotnull it implies. " + SHOW + LOOK + "TemporaryView (the same filter in SQL), "
          "InMemoryDataset (over local rows). ",
    nodes=[N(1, "Scan csv", "GT", s(28), False, "read"),
           N(2, "Filter", "GT", s(31), False, "filter"),
           N(3, "Project", "GT", s(37), True, "project"),
           N(4, "CollectLimit", "GT", s(37), True, "limit")])

L["ta_strings_concat_drop_show"] = dict(
    dataframe="String_Manipulations.main: custDF = spark.read().option(\"multiLine\", true).json(customer_data.json) "
              "(33); custDF.withColumn(\"full_name\", concat(first_name, \":\", last_name, \"|\", country.substr(0,2))) "
              "(47).drop(\"first_name\",\"last_name\") (48).show(5) (49)",
    notes="The second of the file's four show(5) chains over custDF. The withColumn, the drop and show()'s casts are "
          "one Project: not derived, the three lines. show(5)'s CollectLimit is derived at it. " + LOOK
          + "the other three chains in the file, Working_With_Columns (substr + upper over the same read). ",
    nodes=[N(1, "Scan json", "SM", s(33), False, "read"),
           N(2, "Project", "SM", s(47, 48, 49), False, "project"),
           N(3, "CollectLimit", "SM", s(49), True, "limit")])

L["ta_parquet_hdfs_json_write"] = dict(
    dataframe="WorkingwithParquet.main: parquetData = spark.read().parquet(hdfsPath) (18, the path at 16); "
              "parquetData.write().mode(\"overwrite\").json(\"hdfs://datacouch.training.io:8020/.../output\") (22)",
    notes="hdfs:// paths served by our stand-in file system from a generated parquet. WriteFiles is derived at the "
          "write, the InsertIntoHadoopFsRelationCommand is not. The program then sleeps 60 s and stops. ",
    nodes=[N(1, "Scan parquet", "PQ", s(18), False, "read"),
           N(3, "WriteFiles", "PQ", s(22), True, "write"),
           N(4, "Execute InsertIntoHadoopFsRelationCommand", "PQ", s(22), False, "write")])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local[*]\") wins; "
           "-XX:ActiveProcessorCount=1 makes it one thread), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, spark.driver.host=localhost, AQE on. ")
RUN = ("Run: bench/real/capture/technoavengers-java/capture.py: the lessons compiled unchanged with javac against the "
       "PySpark jars (and JUnit 4.13.2 for the test) and run with spark-submit --class from the root of a scratch copy "
       "of the laid-out repository; ratings_new.csv and tags_new.csv (absent from the snapshot) generated there, "
       "hdfs:// served by our stand-in; the plan is the n-th the run wrote (a query-execution listener, after each "
       "query ran: final adaptive plans); event_log.json from the same run.")


def main() -> int:
    def cases():
        for case_id, part, program, line, action, _, _, file in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            spec = L[case_id]
            main_class, args, _ = PROGRAMS[program]
            command = " ".join([f"spark-submit --class {main_class} ta.jar", *args])
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "java", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
