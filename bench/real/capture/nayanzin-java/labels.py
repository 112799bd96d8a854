"""Write each mg_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/nayanzin-java/labels.py

A label: N(node id, operator, spans, derived, kind, where, amb=...): spans are the file's own line numbers; `where`
is (file key, method) naming the file (F below) and the enclosing method, so the symbol is
`<package>.<Class>.<method>`. Only the final adaptive plan's nodes are labelled; wrappers (ShuffleQueryStage,
AQEShuffleRead, BroadcastQueryStage, ResultQueryStage, ColumnarToRow, ReusedExchange, AdaptiveSparkPlan) are not.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO, DS, M, T  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "nayanzin-alexander__spark-java"
COMMIT = "6d9449ace3a7042681ddbf7e2a4a2aa77e03a1b7"
SOURCE = "Nayanzin-Alexander/spark-java"

F = {
    "window": DS + "WindowFunctionTest.java", "dataset": DS + "DataSetTest.java", "casting": DS + "CastingTest.java",
    "dataframe": DS + "DataFrameTest.java", "grouping": DS + "GroupingFunctionTest.java",
    "sqlfunctions": DS + "SqlFunctionsTest.java", "udaf": DS + "UdafTest.java", "write2": DS + "WriteWith2Schemas.java",
    "timeseries": T + "highperformancespark/timeseriesaggregation/DataframeTimeSeriesAggregation.java",
    "sqltypes": M + "highperformancespark/ch3dataset/BasicSparkSqlTypes.java",
    "joinparquet": M + "highperformancespark/ch4joins/DatasetJoinParquet.java",
    "joiner": M + "highperformancespark/ch4joins/service/DatasetJoiner.java",
    "tool": M + "highperformancespark/ch4joins/tool/CsvToParquetPartitioned.java",
}


def symbol_of(file: str, method: str) -> str:
    package = re.search(r"^package\s+([\w.]+)\s*;", (REPO / file).read_text(), re.M).group(1)
    return f"{package}.{Path(file).stem}.{method}"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, where, amb=False):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, where, amb))


def rows_of(nodes) -> list[dict]:
    rows = []
    for nid, op, spans, derived, kind, (fkey, method), amb in nodes:
        file = F[fkey]
        rows.append({"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": symbol_of(file, method),
                     "derived": derived, "kind": kind, "ambiguous": amb})
    return sorted(rows, key=lambda r: r["node_id"])


FINAL = "Only the final adaptive plan's nodes are labelled. "
SHOW = ("show()'s Project of only toprettystring casts (and CollectLimit, where there is one) derived at the show "
        "line. ")
LOOK = "Look-alikes are never alternatives: "
LTS = ("A DataFrame of in-code rows: LocalTableScan at the spark().createDataFrame/createDataset(...) call (its "
       "lines), a Project of renames or pruning the optimizer folded into it included. ")
JUNIT = ("A JUnit test class run with `spark-submit --class org.junit.runner.JUnitCore mg.jar <class>` (spark() from "
         "our stand-in of spark-testing-base's JavaDataFrameSuiteBase: the session of the command line). ")

W = ("window", "setUp")
L: dict[str, dict] = {}

# ---- WindowFunctionTest: sales = spark().createDataFrame(...) in setUp (34-42)
WIN = ("sparkjava/ch03dataset/WindowFunctionTest.java: @Before setUp builds sales = spark().createDataFrame(8 rows, "
       "SCHEMA) (34-42); ")
WNOTE = (JUNIT + LTS + "A window function's Exchange and Sort are derived at its withColumn(..., f.over(Window...)) "
         "call, the Window node not. " + FINAL)
L["mg_window_avg_price_show"] = dict(
    dataframe=WIN + "addAveragePriceValuesForDeviceGroupTest: sales.withColumn(\"average_price_in_device_group\", "
              "mean(\"price\").over(Window.partitionBy(col(\"device_group\")))) (47-49); .show() (51)",
    notes=WNOTE + SHOW + LOOK + "the max-over-partition tests (68-71, 84-87), the same collect at 53. ",
    nodes=[N(1, "LocalTableScan", s((34, 42)), False, "read", W),
           N(2, "Exchange", s((48, 49)), True, "window", ("window", "addAveragePriceValuesForDeviceGroupTest")),
           N(5, "Sort", s((48, 49)), True, "window", ("window", "addAveragePriceValuesForDeviceGroupTest")),
           N(6, "Window", s((48, 49)), False, "window", ("window", "addAveragePriceValuesForDeviceGroupTest")),
           N(7, "Project", s(51), True, "project", ("window", "addAveragePriceValuesForDeviceGroupTest"))])
L["mg_window_cumulative_sum_show"] = dict(
    dataframe=WIN + "cumulativeSumByDateTest: sales.withColumn(\"cumulative_sum_by_date\", "
              "sum(\"price\").over(Window.orderBy(col(\"purchase_date\")))) (100-102); "
              ".orderBy(col(\"purchase_date\")).show() (104)",
    notes=WNOTE + "Window.orderBy without partitionBy: a single-partition Exchange. The orderBy of line 104 left no "
          "Sort (the window's output is already in that order); " + SHOW + LOOK + "withRowNumberTest (the same "
          "window spec, 119-121). ",
    nodes=[N(1, "LocalTableScan", s((34, 42)), False, "read", W),
           N(2, "Exchange", s((101, 102)), True, "window", ("window", "cumulativeSumByDateTest")),
           N(4, "Sort", s((101, 102)), True, "window", ("window", "cumulativeSumByDateTest")),
           N(5, "Window", s((101, 102)), False, "window", ("window", "cumulativeSumByDateTest")),
           N(6, "Project", s(104), True, "project", ("window", "cumulativeSumByDateTest"))])
L["mg_window_largest_price_filter_collect"] = dict(
    dataframe=WIN + "onlyLargestPriceSalesTest: sales.withColumn(\"largest_price_in_device_group\", "
              "max(\"price\").over(Window.partitionBy(col(\"device_group\")))) (68-70) .filter(col(\"price\")"
              ".equalTo(col(\"largest_price_in_device_group\"))) (71); collectAsList() in the assertion (75)",
    notes=WNOTE + "The Filter at its filter line (71), not derived. " + LOOK + "onlyMostRecentDateInGroupTest "
          "(the same shape over purchase_date, 84-87); the show() of line 73. ",
    nodes=[N(1, "LocalTableScan", s((34, 42)), False, "read", W),
           N(2, "Exchange", s((69, 70)), True, "window", ("window", "onlyLargestPriceSalesTest")),
           N(5, "Sort", s((69, 70)), True, "window", ("window", "onlyLargestPriceSalesTest")),
           N(6, "Window", s((69, 70)), False, "window", ("window", "onlyLargestPriceSalesTest")),
           N(7, "Filter", s(71), False, "filter", ("window", "onlyLargestPriceSalesTest"))])
L["mg_window_most_recent_date_show"] = dict(
    dataframe=WIN + "onlyMostRecentDateInGroupTest: sales.withColumn(\"most_resent_date_in_device_group\", "
              "max(\"purchase_date\").over(Window.partitionBy(col(\"device_group\")))) (84-86) "
              ".filter(col(\"purchase_date\").equalTo(...)) (87); .show() (89)",
    notes=WNOTE + "The Filter at line 87, not derived. " + SHOW + LOOK + "onlyLargestPriceSalesTest (68-71). ",
    nodes=[N(1, "LocalTableScan", s((34, 42)), False, "read", W),
           N(2, "Exchange", s((85, 86)), True, "window", ("window", "onlyMostRecentDateInGroupTest")),
           N(5, "Sort", s((85, 86)), True, "window", ("window", "onlyMostRecentDateInGroupTest")),
           N(6, "Window", s((85, 86)), False, "window", ("window", "onlyMostRecentDateInGroupTest")),
           N(7, "Filter", s(87), False, "filter", ("window", "onlyMostRecentDateInGroupTest")),
           N(8, "Project", s(89), True, "project", ("window", "onlyMostRecentDateInGroupTest"))])
L["mg_window_row_number_show"] = dict(
    dataframe=WIN + "withRowNumberTest: sales.withColumn(\"row_number\", row_number().over(Window.orderBy("
              "col(\"purchase_date\")))) (119-121); withRowNumber.orderBy(col(\"row_number\")).show() (123)",
    notes=WNOTE + "The orderBy of line 123 is a Sort there (not derived, kind sort); " + SHOW + LOOK +
          "cumulativeSumByDateTest (the same window spec, 100-102). ",
    nodes=[N(1, "LocalTableScan", s((34, 42)), False, "read", W),
           N(2, "Exchange", s((120, 121)), True, "window", ("window", "withRowNumberTest")),
           N(4, "Sort", s((120, 121)), True, "window", ("window", "withRowNumberTest")),
           N(5, "Window", s((120, 121)), False, "window", ("window", "withRowNumberTest")),
           N(6, "Sort", s(123), False, "sort", ("window", "withRowNumberTest")),
           N(7, "Project", s(123), True, "project", ("window", "withRowNumberTest"))])

# ---- DataSetTest
DST = "sparkjava/ch03dataset/DataSetTest.java "
L["mg_dataset_full_outer_join_collect"] = dict(
    dataframe=DST + "fullJoinTest: df1 = spark().createDataFrame(3 rows, SCHEMA) (186-189); df2 = createDataFrame(3 "
              "rows, SCHEMA).withColumnRenamed(\"key\", \"df2_key\").withColumnRenamed(\"value\", \"df2_value\") "
              "(191-196); df1.join(df2, col(\"key\").equalTo(col(\"df2_key\")), \"outer\") (198-201) .withColumn("
              "\"key\", coalesce(...)) (202) .na().fill(0, ...) (203) .drop(\"df2_key\") (204); collectAsList (206)",
    notes=JUNIT + LTS + "The renames went into df2's LocalTableScan (its lines 191-196). A sort-merge full outer join "
          "(tiny tables, but a full outer join cannot broadcast): both Exchanges and Sorts derived at the join "
          "call (198-201), the SortMergeJoin not. The Project is the withColumn, na().fill and drop together: each "
          "line acceptable, not derived. " + FINAL + LOOK + "innerJoinTest's join (90). ",
    nodes=[N(1, "LocalTableScan", s((186, 189)), False, "read", ("dataset", "fullJoinTest")),
           N(2, "Exchange", s((198, 201)), True, "join", ("dataset", "fullJoinTest")),
           N(5, "Sort", s((198, 201)), True, "join", ("dataset", "fullJoinTest")),
           N(6, "LocalTableScan", s((191, 196)), False, "read", ("dataset", "fullJoinTest")),
           N(7, "Exchange", s((198, 201)), True, "join", ("dataset", "fullJoinTest")),
           N(10, "Sort", s((198, 201)), True, "join", ("dataset", "fullJoinTest")),
           N(11, "SortMergeJoin", s((198, 201)), False, "join", ("dataset", "fullJoinTest")),
           N(12, "Project", s(202, 203, 204), False, "project", ("dataset", "fullJoinTest"))])
L["mg_dataset_nonequi_join_collect"] = dict(
    dataframe=DST + "innerJoinTest: persons = spark().createDataset(4 Persons, bean encoder) (76-81); ageGroups = "
              "createDataset(3 AgeGroups) (83-87); persons.join(ageGroups, onAgeInRange(persons, ageGroups), "
              "\"inner\") (90; the range condition built in onAgeInRange, 100-103) .withColumnRenamed(\"info\", "
              "\"ageGroupInfo\") (91) .as(bean) (92); collectAsList (94)",
    notes=JUNIT + LTS + "A non-equi join: BroadcastNestedLoopJoin at the join call (90; the condition's lines 101-102 "
          "in onAgeInRange also acceptable, another method of the same file: given as spans, not alt), its "
          "BroadcastExchange derived at 90. The Project (rename + bean columns) at 91-92. " + FINAL + LOOK +
          "fullJoinTest's join; joinWithBroadCastedDataTest (the same persons and age groups, a typed map). ",
    nodes=[N(1, "LocalTableScan", s((76, 81)), False, "read", ("dataset", "innerJoinTest")),
           N(2, "LocalTableScan", s((83, 87)), False, "read", ("dataset", "innerJoinTest")),
           N(3, "BroadcastExchange", s(90), True, "join", ("dataset", "innerJoinTest")),
           N(5, "BroadcastNestedLoopJoin", s(90, (101, 102)), False, "join", ("dataset", "innerJoinTest")),
           N(6, "Project", s((91, 92)), False, "project", ("dataset", "innerJoinTest"))])
L["mg_dataset_bean_map_collect"] = dict(
    dataframe=DST + "joinWithBroadCastedDataTest: persons = spark().createDataset(4 Persons, bean encoder) "
              "(107-112); persons.map(joinOnAgeInRange(broadcast), bean encoder) (122-123; the MapFunction built "
              "in joinOnAgeInRange, 132-146); collectAsList (125)",
    notes=JUNIT + LTS + "Typed map: DeserializeToObject and SerializeFromObject derived at the map call (122-123), "
          "MapElements not (the lambda's lines 134-146 in joinOnAgeInRange also acceptable, same file: spans). "
          + LOOK + "innerJoinTest (the same rows joined with a Column condition). ",
    nodes=[N(1, "LocalTableScan", s((107, 112)), False, "read", ("dataset", "joinWithBroadCastedDataTest")),
           N(2, "DeserializeToObject", s((122, 123)), True, "project", ("dataset", "joinWithBroadCastedDataTest")),
           N(3, "MapElements", s((122, 123), (134, 146)), False, "project",
             ("dataset", "joinWithBroadCastedDataTest")),
           N(4, "SerializeFromObject", s((122, 123)), True, "project", ("dataset", "joinWithBroadCastedDataTest"))])
L["mg_dataset_intersect_collect"] = dict(
    dataframe=DST + "intersectionTest: dataset1 = spark().createDataset(asList(0..4), INT()) (159); dataset2 = "
              "createDataset(asList(3..7), INT()) (160); dataset1.intersect(dataset2) (161); collectAsList (162)",
    notes=JUNIT + LTS + "intersect is a left-semi join plus a distinct: the BroadcastHashJoin LeftSemi at 161 (kind "
          "join), its BroadcastExchange, the partial HashAggregate and the Exchange derived at 161, the final "
          "HashAggregate not (kind distinct). " + FINAL + LOOK + "outerJoinTest's intersect of other rows (177). ",
    nodes=[N(1, "LocalTableScan", s(159), False, "read", ("dataset", "intersectionTest")),
           N(2, "LocalTableScan", s(160), False, "read", ("dataset", "intersectionTest")),
           N(3, "BroadcastExchange", s(161), True, "join", ("dataset", "intersectionTest")),
           N(5, "BroadcastHashJoin", s(161), False, "join", ("dataset", "intersectionTest")),
           N(6, "HashAggregate", s(161), True, "distinct", ("dataset", "intersectionTest")),
           N(7, "Exchange", s(161), True, "distinct", ("dataset", "intersectionTest")),
           N(10, "HashAggregate", s(161), False, "distinct", ("dataset", "intersectionTest"))])
L["mg_dataset_distinct_collect"] = dict(
    dataframe=DST + "distinctTest: dataset1 = spark().createDataset(asList(0, 0, 1, 2, 2), INT()) (167); "
              "dataset1.distinct() (168); collectAsList (169)",
    notes=JUNIT + LTS + "distinct: partial HashAggregate and Exchange derived at 168, the final HashAggregate not. "
          + FINAL + LOOK + "the distincts inside intersect/except (161, 177, 180). ",
    nodes=[N(1, "LocalTableScan", s(167), False, "read", ("dataset", "distinctTest")),
           N(2, "HashAggregate", s(168), True, "distinct", ("dataset", "distinctTest")),
           N(3, "Exchange", s(168), True, "distinct", ("dataset", "distinctTest")),
           N(6, "HashAggregate", s(168), False, "distinct", ("dataset", "distinctTest"))])
O = ("dataset", "outerJoinTest")
L["mg_dataset_except_collect"] = dict(
    dataframe=DST + "outerJoinTest: dataset1 = createDataset(asList(0, 0, 1, 2, 3, 4), INT()) (174); dataset2 = "
              "createDataset(asList(3, 4, 5, 6, 7, 7), INT()) (175); intersection = dataset1.intersect(dataset2) "
              "(177); union = dataset1.union(dataset2) (178); outerJoin = union.except(intersection) (180); "
              "collectAsList (181)",
    notes=JUNIT + LTS + "except became a distinct of left-anti joins pushed through the union: Union(LeftAnti(dataset1, "
          "intersection), LeftAnti(dataset2, intersection)). Each LocalTableScan at its dataset's line (nodes 1 and "
          "2 dataset1, 3 and 15 dataset2). The intersection's LeftSemi join at 177 (kind join), its "
          "BroadcastExchange, partial HashAggregate, Exchange derived at 177, its final HashAggregate (11) not "
          "(kind distinct). The two LeftAnti joins at 180 (kind join), the broadcast of the intersection for them "
          "(12) derived at 180; the Union at 178; the except's partial HashAggregate and Exchange derived at 180, "
          "its final HashAggregate not (kind distinct). ReusedExchange (16) is a wrapper, unlabelled. " + FINAL +
          LOOK + "intersectionTest and unionTest (159-161, 151-153). ",
    nodes=[N(1, "LocalTableScan", s(174), False, "read", O), N(2, "LocalTableScan", s(174), False, "read", O),
           N(3, "LocalTableScan", s(175), False, "read", O),
           N(4, "BroadcastExchange", s(177), True, "join", O),
           N(6, "BroadcastHashJoin", s(177), False, "join", O),
           N(7, "HashAggregate", s(177), True, "distinct", O), N(8, "Exchange", s(177), True, "distinct", O),
           N(11, "HashAggregate", s(177), False, "distinct", O),
           N(12, "BroadcastExchange", s(180), True, "join", O),
           N(14, "BroadcastHashJoin", s(180), False, "join", O),
           N(15, "LocalTableScan", s(175), False, "read", O),
           N(18, "BroadcastHashJoin", s(180), False, "join", O),
           N(19, "Union", s(178), False, "union", O),
           N(20, "HashAggregate", s(180), True, "distinct", O), N(21, "Exchange", s(180), True, "distinct", O),
           N(24, "HashAggregate", s(180), False, "distinct", O)])

# ---- other tests
L["mg_casting_count_distinct_show"] = dict(
    dataframe="sparkjava/ch03dataset/CastingTest.java castingStringToIntTest: df = spark().createDataFrame(2 rows, "
              "SCHEMA) (42-44; reassigns the setUp frame); df.agg(countDistinct(col(\"name\"))).show() (53)",
    notes=JUNIT + LTS + "countDistinct: Spark's two-level aggregation (partial and merge HashAggregates keyed on "
          "name, an Exchange, the partial count, a second Exchange) all derived at 53; the final HashAggregate "
          "(holding show()'s casts) not. " + FINAL + LOOK + "setUp's four-row frame (33-37); the withColumn chain "
          "of 45-48 collected at 49. ",
    nodes=[N(1, "LocalTableScan", s((42, 44)), False, "read", ("casting", "castingStringToIntTest")),
           *(N(i, op, s(53), True, "aggregate", ("casting", "castingStringToIntTest"))
             for i, op in ((2, "HashAggregate"), (3, "Exchange"), (6, "HashAggregate"), (7, "HashAggregate"),
                           (8, "Exchange"))),
           N(10, "HashAggregate", s(53), False, "aggregate", ("casting", "castingStringToIntTest"))])
L["mg_dataframe_describe_collect"] = dict(
    dataframe="sparkjava/ch03dataset/DataFrameTest.java describeFunctionTest: dataset = spark().createDataFrame(3 "
              "rows, csvSchema) (59-63); dataset.describe(\"salary\") (65) .coalesce(1) (66) .collectAsList() (67)",
    notes=JUNIT + LTS + "describe() is an aggregate of count/mean/stddev/min/max, then one row per statistic: the "
          "partial HashAggregate and Exchange derived at 65, the final HashAggregate not; the Generate (the "
          "stack of statistics) and the Project Spark built for describe derived at 65 (kind aggregate, project). "
          "Coalesce at 66 (kind repartition). " + FINAL + LOOK + "filterTest's same rows (45-49). ",
    nodes=[N(1, "LocalTableScan", s((59, 63)), False, "read", ("dataframe", "describeFunctionTest")),
           N(2, "HashAggregate", s(65), True, "aggregate", ("dataframe", "describeFunctionTest")),
           N(3, "Exchange", s(65), True, "aggregate", ("dataframe", "describeFunctionTest")),
           N(5, "HashAggregate", s(65), False, "aggregate", ("dataframe", "describeFunctionTest")),
           N(6, "Generate", s(65), True, "aggregate", ("dataframe", "describeFunctionTest")),
           N(7, "Project", s(65), True, "project", ("dataframe", "describeFunctionTest")),
           N(8, "Coalesce", s(66), False, "repartition", ("dataframe", "describeFunctionTest"))])
L["mg_dataframe_read_csv_order_assert"] = dict(
    dataframe="sparkjava/ch03dataset/DataFrameTest.java readFromCSVTest: actualCsv = spark().read().option(\"header\", "
              "\"true\").schema(csvSchema).csv(inputFile.toString()) (30-34; inputFile = getTestResource("
              "\"/sparkjava/ch03dataset/input.csv\"), 21); assertDataFrameEquals(actualCsv.orderBy(actualCsv.col("
              "\"name\").asc()), expectedCsv.orderBy(...)) (39-40)",
    notes=JUNIT + "The query is assertDataFrameEquals's comparison of the actual frame: our stand-in collects it "
          "through javaRDD() (the library through .rdd), so the event log names the stand-in "
          "(`javaRDD at JavaDataFrameSuiteBase.java:39`). Scan csv at the read chain (30-34); the orderBy's range "
          "Exchange derived at 39, its Sort not; the DeserializeToObject of the RDD conversion derived at the "
          "assertDataFrameEquals call (39-40, kind project). " + FINAL + LOOK + "DataSetTest.readFromCsvTest (the "
          "same file and schema read, DataSetTest.java 49-54). ",
    nodes=[N(1, "Scan csv", s((30, 34)), False, "read", ("dataframe", "readFromCSVTest")),
           N(2, "Exchange", s(39), True, "sort", ("dataframe", "readFromCSVTest")),
           N(5, "Sort", s(39), False, "sort", ("dataframe", "readFromCSVTest")),
           N(6, "DeserializeToObject", s((39, 40)), True, "project", ("dataframe", "readFromCSVTest"))])
L["mg_grouping_null_sum_collect"] = dict(
    dataframe="sparkjava/ch03dataset/GroupingFunctionTest.java nullFieldSum: df = spark().createDataFrame(5 rows, "
              "SCHEMA) (54-59); df.agg(sum(\"company_id\")) (60) .collectAsList() (61)",
    notes=JUNIT + LTS + "A global aggregate: partial HashAggregate and the single-partition Exchange derived at "
          "60, the final HashAggregate not. JUnit ran this test first; companyMinMaxAvgSumSalaryTest's query then "
          "failed (a null in a non-nullable column). " + FINAL + LOOK + "companyMinMaxAvgSumSalaryTest's "
          "groupBy/agg (36-44). ",
    nodes=[N(1, "LocalTableScan", s((54, 59)), False, "read", ("grouping", "nullFieldSum")),
           N(2, "HashAggregate", s(60), True, "aggregate", ("grouping", "nullFieldSum")),
           N(3, "Exchange", s(60), True, "aggregate", ("grouping", "nullFieldSum")),
           N(5, "HashAggregate", s(60), False, "aggregate", ("grouping", "nullFieldSum"))])
SF = ("sqlfunctions", "sqlFunctionsTest")
L["mg_sqlfunctions_explode_collect"] = dict(
    dataframe="sparkjava/ch03dataset/SqlFunctionsTest.java sqlFunctionsTest: df = spark().createDataFrame(4 rows, "
              "SCHEMA) (41-45); collectAsListOfIntegers(df.select(explode(col(\"array\")))) (63): "
              "datasetWithSingleColumn.map(ROW_TO_INTEGER_MAP_FUNCTION, Encoders.INT()).collectAsList() (97; the "
              "MapFunction constant of line 36)",
    notes=JUNIT + "Run with spark.sql.ansi.enabled=false (the test's isnan/nanvl of 'text' fail under Spark 4's "
          "ANSI mode; Spark 2.4, the build's, had none). " + LTS + "Generate (explode) at the select of 63 (kind "
          "explode). The typed map in the helper collectAsListOfIntegers (another method, symbol "
          "SqlFunctionsTest.collectAsListOfIntegers): DeserializeToObject and SerializeFromObject derived at 97, "
          "MapElements not (its MapFunction's line 36 also acceptable). " + LOOK + "the six other select + "
          "helper-map queries of the test (47-75), each a LocalTableScan and the same map nodes. ",
    nodes=[N(1, "LocalTableScan", s((41, 45)), False, "read", SF),
           N(2, "Generate", s(63), False, "explode", SF),
           N(3, "DeserializeToObject", s(97), True, "project", ("sqlfunctions", "collectAsListOfIntegers")),
           N(4, "MapElements", s(97, 36), False, "project", ("sqlfunctions", "collectAsListOfIntegers")),
           N(5, "SerializeFromObject", s(97), True, "project", ("sqlfunctions", "collectAsListOfIntegers"))])
UD = ("udaf", "udafTest")
L["mg_udaf_stats_show"] = dict(
    dataframe="sparkjava/ch03dataset/UdafTest.java udafTest: df = spark().createDataFrame(6 rows, SCHEMA) (35-41) "
              ".repartition(200) (42); spark().udf().register(\"udf\", new StatsUdaf()) (44); df.agg(callUDF("
              "\"udf\", col(\"number\")).as(\"stat_array\")) (45-46); dfWithNumberInt.show(1, 60) (49)",
    notes=JUNIT + LTS + "repartition(200): an Exchange at 42 (kind repartition, not derived). The UDAF (a "
          "UserDefinedAggregateFunction, class StatsUdaf 62-169) aggregated in two HashAggregates around an "
          "Exchange: the partial one and the Exchange derived at the agg call (45-46), the final one not; its "
          "register line (44) also acceptable for the aggregates. " + FINAL + LOOK + "the same query collected at "
          "51; UdfTest's UDFs also registered as \"udf\". ",
    nodes=[N(1, "LocalTableScan", s((35, 41)), False, "read", UD),
           N(2, "Exchange", s(42), False, "repartition", UD),
           N(4, "HashAggregate", s((45, 46), 44), True, "aggregate", UD),
           N(5, "Exchange", s((45, 46)), True, "aggregate", UD),
           N(7, "HashAggregate", s((45, 46), 44), False, "aggregate", UD)])
W2 = ("write2", "writeCsvWith2Schemas")
L["mg_write2schemas_partitioned_json"] = dict(
    dataframe="sparkjava/ch03dataset/WriteWith2Schemas.java writeCsvWith2Schemas: input = spark().createDataFrame(2 "
              "rows, inputSchema) (39-42); input.repartition(2, col(\"type\")) (46) .write().partitionBy(\"type\")"
              ".mode(SaveMode.Overwrite).json(\"/home/oleksandr-nayanzin/IdeaProjects/study/spark-java/type_test\") "
              "(45-50)",
    notes=JUNIT + "The write went to the author's absolute path as written (removed after the run). " + LTS +
          "repartition(2, col) an Exchange at 46 (kind repartition). The partitioned write: its Sort and WriteFiles "
          "derived at the write chain (47-50), Execute InsertIntoHadoopFsRelationCommand not (kind write). "
          + FINAL + LOOK + "the partitioned parquet writes of both CsvToParquetPartitioned and DatasetJoinParquet. ",
    nodes=[N(1, "LocalTableScan", s((39, 42)), False, "read", W2),
           N(2, "Exchange", s(46), False, "repartition", W2),
           N(4, "Sort", s((47, 50)), True, "write", W2),
           N(5, "WriteFiles", s((47, 50)), True, "write", W2),
           N(6, "Execute InsertIntoHadoopFsRelationCommand", s((47, 50)), False, "write", W2)])
TS = ("timeseries", "dataframeTest")
L["mg_timeseries_sort_within_partitions_rdd"] = dict(
    dataframe="highperformancespark/timeseriesaggregation/DataframeTimeSeriesAggregation.java dataframeTest: df = "
              "spark().createDataFrame(9 rows, SCHEMA).repartition(1000) (32-44); df.repartition(10, col(\"user\")) "
              "(46) .sortWithinPartitions(\"hour\") (47) .toJavaRDD() (48), then mapPartitionsToPair and collect on "
              "the RDD (49-66)",
    notes=JUNIT + "The query is the toJavaRDD conversion (the event log's `toJavaRDD at ...:48`). " + LTS +
          "repartition(1000) was collapsed into the later repartition(10, col(\"user\")): the one Exchange at 46 "
          "(kind repartition, not derived); sortWithinPartitions a Sort at 47 (not derived); the "
          "DeserializeToObject of the RDD conversion derived at 48 (kind project). " + FINAL + LOOK + "the RDD "
          "time-series aggregations beside it (RddGroupByMapValues..., RddRepartitionAndSortWithinPartition...). ",
    nodes=[N(1, "LocalTableScan", s((32, 44)), False, "read", TS),
           N(2, "Exchange", s(46), False, "repartition", TS),
           N(4, "Sort", s(47), False, "sort", TS),
           N(5, "DeserializeToObject", s(48), True, "project", TS)])

# ---- programs
L["mg_sqltypes_json_schema_show"] = dict(
    dataframe="highperformancespark/ch3dataset/BasicSparkSqlTypes.java main (args[0] = src/test/resources/"
              "highperformancespark/ch3dataset/sqlTypes.json, its usage comment's INPUT): json = spark.read()"
              ".schema(allSparkTypesSchema).json(args[0]) (101-104); json.show(10, 300) (106)",
    notes="Run as its usage comment says: spark-submit --class ...BasicSparkSqlTypes mg.jar <INPUT>. Scan json at "
          "the read chain (101-104). " + SHOW + LOOK + "PrintJsonSchema (the same kind of json read, no action). ",
    nodes=[N(1, "Scan json", s((101, 104)), False, "read", ("sqltypes", "main")),
           N(2, "Project", s(106), True, "project", ("sqltypes", "main")),
           N(3, "CollectLimit", s(106), True, "limit", ("sqltypes", "main"))])
JP, JN = ("joinparquet", "main"), ("joiner", "joinAddressesWithMaxScore")
L["mg_join_parquet_max_score_write"] = dict(
    dataframe="highperformancespark/ch4joins/DatasetJoinParquet.java main: addresses = spark.read().parquet(args[0])"
              ".as(bean DatasetPandaAddress) (33-35); scores = spark.read().parquet(args[1]).as(bean "
              "DatasetPandaScore) (37-39); congrats = joinAddressesWithMaxScore(addresses, scores) (41) -> "
              "service/DatasetJoiner.java: scores.groupBy(col(\"id\").as(SCORE_ID)).agg(max(col(\"score\"))"
              ".as(\"highestScore\")) (18-20) .join(addresses, col(\"SCORE_ID\").equalTo(addresses.col(\"id\"))) "
              "(21) .drop(col(\"SCORE_ID\")) (22) .as(bean DatasetPandaCongratsDto) (23); back in main: "
              "congrats.write().partitionBy(\"partition\").parquet(args[2]) (42-45)",
    notes="Run as its usage comment says (spark-submit --class ...DatasetJoinParquet mg.jar parquet_addresses "
          "parquet_scores manual-run-results/DatasetJoinParquetPartitioned/), the two parquet inputs generated in "
          "the beans' schema (make_data.py). Scans at the reads in DatasetJoinParquet.main (scores 37-39, "
          "addresses 33-35); everything between in DatasetJoiner.joinAddressesWithMaxScore: the join's inferred "
          "isnotnull Filters derived at the join (21), the groupBy/agg's partial HashAggregate and Exchange "
          "derived at 19-20, the final one not; the BroadcastExchange derived at 21, the BroadcastHashJoin not; "
          "the Project (drop + bean columns) at 22-23. The partitioned write in main: Sort and WriteFiles derived "
          "at 42-45, Execute InsertIntoHadoopFsRelationCommand not. " + FINAL + LOOK + "the RDD joins of the same "
          "pandas (RddShuffleJoin, RddKnownPartitionersJoin, RddCoLocatedJoin, RddReduceShuffleJoin); the tool "
          "that writes such parquet (ch4joins/tool/CsvToParquetPartitioned). ",
    nodes=[N(1, "Scan parquet", s((37, 39)), False, "read", JP),
           N(3, "Filter", s(21), True, "join", JN),
           N(4, "HashAggregate", s((19, 20)), True, "aggregate", JN),
           N(5, "Exchange", s((19, 20)), True, "aggregate", JN),
           N(8, "HashAggregate", s((19, 20)), False, "aggregate", JN),
           N(9, "BroadcastExchange", s(21), True, "join", JN),
           N(11, "Scan parquet", s((33, 35)), False, "read", JP),
           N(13, "Filter", s(21), True, "join", JN),
           N(14, "BroadcastHashJoin", s(21), False, "join", JN),
           N(15, "Project", s((22, 23)), False, "project", JN),
           N(16, "Sort", s((42, 45)), True, "write", JP),
           N(17, "WriteFiles", s((42, 45)), True, "write", JP),
           N(18, "Execute InsertIntoHadoopFsRelationCommand", s((42, 45)), False, "write", JP)])
TL = ("tool", "main")
TOOL = ("highperformancespark/ch4joins/tool/CsvToParquetPartitioned.java main (args: src/test/resources/"
        "highperformancespark/ch4joins/pandas_addresses.csv and an output folder, as its usage comment's INPUT/"
        "OUTPUT): udf = input -> input.hashCode() % 15 (30); spark.udf().register(\"customPartitioner\", udf, "
        "IntegerType) (31); spark.read().option(\"header\", \"true\").csv(args[0]) (32-34) .withColumn("
        "\"partition\", callUDF(\"customPartitioner\", col(\"id\"))) (35) .write().partitionBy(\"partition\")"
        ".parquet(args[1]) (36-38)")
L["mg_tool_udf_partitioned_write"] = dict(
    dataframe=TOOL,
    notes="Run as its usage comment says, on the repository's pandas_addresses.csv. Scan csv at the read chain "
          "(32-34). The Java UDF's Project at the withColumn (35; the lambda 30 and its register 31 also "
          "acceptable; kind udf). The partitioned write: Sort and WriteFiles derived at the write chain (36-38), "
          "Execute InsertIntoHadoopFsRelationCommand not. " + LOOK + "sparkjava/ch04partitions/"
          "CsvToParquetPartitioned (same class name, csv + UDF + partitioned parquet); WriteWith2Schemas. ",
    nodes=[N(1, "Scan csv", s((32, 34)), False, "read", TL),
           N(2, "Project", s(35, 30, 31), False, "udf", TL),
           N(3, "Sort", s((36, 38)), True, "write", TL),
           N(4, "WriteFiles", s((36, 38)), True, "write", TL),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", s((36, 38)), False, "write", TL)])
L["mg_tool_csv_header_head"] = dict(
    dataframe=TOOL + "; the case's query is the one csv(args[0]) (34) runs to read the header line",
    notes="Run as its usage comment says. The header query Spark runs for csv() with header=true (the event log's "
          "`csv at CsvToParquetPartitioned.java:34`): every node on behalf of the read chain (32-34, kind read), "
          "the text scan not derived, its non-blank Filter and CollectLimit(1) derived. " + LOOK + "the csv header "
          "query of sparkjava/ch04partitions/CsvToParquetPartitioned (its lines 47-50). ",
    nodes=[N(1, "Scan text", s((32, 34)), False, "read", TL),
           N(2, "Filter", s((32, 34)), True, "read", TL),
           N(3, "CollectLimit", s((32, 34)), True, "read", TL)])

RUN = ("Labelled blind (session 37). Compiled unchanged with javac against the PySpark jars (Lombok on the processor "
       "path; JUnit 4.13.2 and AssertJ for the tests; our stand-in for spark-testing-base's suite bases) into "
       "mg.jar; run with spark-submit from the root of a scratch copy (`--master local[1]`, 4 shuffle partitions, "
       "UTC, AQE on), {how}; plan: the {n}-th plan of the run, written by a query-execution listener after it ran. "
       "Runner: bench/real/capture/nayanzin-java/capture.py. ")


def main() -> int:
    out = []
    for case, part, key, line, action, _, nth, file in CASES:
        spec = L[case]
        cls, args, _ = PROGRAMS[key]
        how = (f"`--class org.junit.runner.JUnitCore mg.jar {args[0]}`" if cls.startswith("org.junit")
               else f"`--class {cls} mg.jar {' '.join(args)}`")
        folder = BENCH / part / case
        data = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                "notes": spec["notes"] + RUN.format(how=how, n=nth), "form": "java", "source": SOURCE}
        rows = rows_of(spec["nodes"])
        out.append((part, folder, rows, data, file.rsplit("/", 1)[1]))
    return write_cases(out)


if __name__ == "__main__":
    sys.exit(main())
