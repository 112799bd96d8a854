"""Write each dx_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/dekapx-java/labels.py

A label: N(node id, operator, file key, spans, method, derived, kind, amb=..., alt=[(file key, spans, method)]):
spans are the file's own line numbers; the symbol is the package the file declares, the class (the file's name) and
the method the call sits in.
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
SLUG = "dekapx__apache-spark-java"
COMMIT = "ec254e3a8d8e7c6945709b93e0a289d5eb3f217d"
SOURCE = "dekapx/apache-spark-java"
Q3 = "apache-spark-3/src/main/java/com/dekapx/spark/quickstart/"
Q4 = "apache-spark-4/src/main/java/com/dekapx/spark/quickstart/"
QS = "apache-spark-quickstart/src/main/java/com/dekapx/java/"
F = {"S4J": Q4 + "SparkJoinDataFrame.java", "S3J": Q3 + "SparkJoinDataFrame.java",
     "S4V3": Q4 + "SparkJoinCompareAndFilterDataframesV3.java", "S3V2": Q3 + "SparkJoinCompareAndFilterDataframesV2.java",
     "S4VIEW": Q4 + "SparkCsvToDataframeAsView.java", "S4GB": Q4 + "SparkDataFrameGroupByCount.java",
     "S4U3": Q4 + "SparkMultipleDataFrameUnion.java", "S4F": Q4 + "SparkCsvReadFilters.java",
     "S4P": Q4 + "SparkCsvToParquetJob.java", "S3POJO": Q3 + "PojoDataSet.java",
     "S3SM": Q3 + "StringDataSetMapper.java",
     "C11A": QS + "chapter11/FindTradeWithCurrentTradeStatus.java",
     "C11B": QS + "chapter11/FindTradeWithCurrentTradeStatusAndTradeSystem.java",
     "C03": QS + "chapter03/CsvReadFilterDataFrame.java", "C10": QS + "chapter10/JoinCompareFilterDataFramesAndCount.java",
     "C05": QS + "chapter05/JsonToDataframeToViewWithSqlQuery.java", "C09": QS + "chapter09/DataFrameRemoveDuplicates.java",
     "C08": QS + "chapter08/DataFrameUnion.java", "C06": QS + "chapter06/WriteDataFrameWithSchemaToCsv.java"}


def symbol_of(key: str, method: str) -> str:
    text = (REPO / F[key]).read_text()
    package = re.search(r"^package\s+([\w.]+)\s*;", text, re.M).group(1)
    return f"{package}.{Path(F[key]).stem}.{method}"


class N(tuple):
    def __new__(cls, nid, op, key, spans, method, derived, kind, amb=False, alt=None):
        return tuple.__new__(cls, (nid, op, key, spans, method, derived, kind, amb, alt))


def rows_of(nodes) -> list[dict]:
    rows = []
    for nid, op, key, spans, method, derived, kind, amb, alt in nodes:
        row = {"node_id": nid, "operator": op, "file": F[key], "lines": spans, "symbol": symbol_of(key, method),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if alt:
            row["alt"] = [{"file": F[k], "lines": sp, "symbol": symbol_of(k, m)} for k, sp, m in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


READ = ("Scans at the helper method's read chain (its symbol), the line in the caller that called the helper an alt "
        "(same file, the caller's symbol). ")
SHOW = ("show()'s CollectLimit (and LocalLimits pushed below a union or an outer join) and a Project of only "
        "toprettystring casts are derived at the show line (kind limit, project); where the casts fold into a user "
        "Project or aggregate, that node is not derived and also accepts the show. ")
LOOK = "Look-alikes are never alternatives: "
TWIN = ("the byte-identical twin in the other module (apache-spark-3/ and apache-spark-4/ hold the same package "
        "com.dekapx.spark.quickstart, so only the folder tells them apart). ")
JOINP = ("SparkJoinDataFrame.main: personDataframe = createDataFrame(spark, PERSON_CSV) (24), stateDataframe = "
         "createDataFrame(spark, STATES_CSV) (25), createDataFrame = spark.read().option(header).option(inferSchema)"
         ".csv(path) (62-66); joinedDF = personDataframe.join(stateDataframe, \"state_code\") (26) .select (27-31) "
         ".withColumn Full Name/Age/City/State (32-38) .filter(age > 22 and < 38) (39-42) .drop x4 (43-46) "
         ".orderBy(col(\"age\").asc()) (47); joinedDF.show() (49)")
L: dict[str, dict] = {}


def join_person(key: str, smj: bool) -> list:
    scan = lambda nid, line: N(nid, "Scan csv", key, s((62, 66)), "createDataFrame", False, "read",
                               alt=[(key, s(line), "main")])
    j = s(26)
    top = [N(14 if smj else 8, "Project", key, s((27, 31), (32, 35), (36, 38), (43, 46)), "main", False, "project"),
           N(15 if smj else 9, "TakeOrderedAndProject", key, s(47, 49), "main", False, "sort")]
    if smj:
        return [scan(1, 24), N(2, "Filter", key, s((39, 42), 26), "main", False, "filter"),
                N(3, "Exchange", key, j, "main", True, "join"), N(6, "Sort", key, j, "main", True, "join"),
                scan(7, 25), N(8, "Filter", key, j, "main", True, "join"),
                N(9, "Exchange", key, j, "main", True, "join"), N(12, "Sort", key, j, "main", True, "join"),
                N(13, "SortMergeJoin", key, j, "main", False, "join"), *top]
    return [scan(1, 24), N(2, "Filter", key, s((39, 42), 26), "main", False, "filter"),
            scan(3, 25), N(4, "Filter", key, j, "main", True, "join"),
            N(5, "BroadcastExchange", key, j, "main", True, "join"),
            N(7, "BroadcastHashJoin", key, j, "main", False, "join"), *top]


JOINNOTE = ("The age filter was pushed into the person scan and holds the join's inferred isnotnull(state_code) too "
            "(not derived: the filter and the join); the states side's isnotnull Filter derived at the join. The select, "
            "four withColumns and four drops are one Project; orderBy + show is one TakeOrderedAndProject (kind sort). ")

L["dx_s4_join_person_state_orderby_show"] = dict(
    dataframe=JOINP, notes=READ + JOINNOTE + "A broadcast hash join (the defaults): BroadcastExchange derived at the "
    "join. " + LOOK + TWIN, nodes=join_person("S4J", False))

L["dx_s3_join_person_state_smj_show"] = dict(
    dataframe=JOINP, notes=READ + JOINNOTE + "Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join, its "
    "Exchanges and Sorts derived at the join. " + LOOK + TWIN, nodes=join_person("S3J", True))

L["dx_qs_row_number_current_trade_show"] = dict(
    dataframe="chapter11 FindTradeWithCurrentTradeStatus.main: tradesDF = readTradesCsv(spark) (18; spark.read()"
              ".option(header).csv(sample-trades-01.csv) 32-34); currentTradesDF = tradesDF.withColumn(ROW_NUMBER, "
              "row_number().over(partitionBy(TRADE_ID).orderBy(col(TRADE_DATE).desc()))) (22-24) .filter(col(ROW_NUMBER)"
              ".equalTo(1)) (25) .drop(ROW_NUMBER) (26); currentTradesDF.show() (27)",
    notes=READ + "row_number = 1 as a WindowGroupLimit pair (Partial before the Exchange, Final after): derived window "
          "at the withColumn/over and the filter; the Sorts and Exchange derived at the window; the Window not. The top "
          "Project (drop + show()'s casts) at the drop and the show. " + LOOK
          + "FindTradeWithCurrentTradeStatusAndTradeSystem's same window with another filter. ",
    nodes=[N(1, "Scan csv", "C11A", s((32, 34)), "readTradesCsv", False, "read", alt=[("C11A", s(18), "main")]),
           N(2, "Sort", "C11A", s((23, 24)), "main", True, "window"),
           N(3, "WindowGroupLimit", "C11A", s((23, 24), 25), "main", True, "window"),
           N(4, "Exchange", "C11A", s((23, 24)), "main", True, "window"),
           N(7, "Sort", "C11A", s((23, 24)), "main", True, "window"),
           N(8, "WindowGroupLimit", "C11A", s((23, 24), 25), "main", True, "window"),
           N(9, "Window", "C11A", s((23, 24)), "main", False, "window"),
           N(10, "Filter", "C11A", s(25), "main", False, "filter"),
           N(11, "Project", "C11A", s(26, 27), "main", False, "project")])

V3 = ("SparkJoinCompareAndFilterDataframesV3: createAllTradesDataFrame = read csv allTrades (66-70) .withColumn("
      "\"valid_trade\", lit(false)) (71) .filter(trade_id isNotNull) (72); createValidTradesDataFrame = read csv "
      "validTrades (79-83) .select(\"trade_Id\") (84); filterValidTrades: filteredDF = allTradesDF.join((Dataset<?>) "
      "broadcast(validTradesDF), trade_id = trade_Id, \"left_outer\") (35-37) .select (38) .withColumn(\"valid_trade\", "
      "when(trade_Id = trade_Id, true).otherwise(false)) (39-42) .drop (43); filteredDF.show() (44); "
      "filteredDF.filter(col(\"valid_trade\").equalTo(true)).count() (47)")
L["dx_s4_v3_join_valid_count"] = dict(
    dataframe=V3,
    notes=READ + "The helper's isNotNull filter was pushed into the allTrades scan (its span too). The broadcast() hint "
          "makes a BroadcastHashJoin LeftOuter: the right side's isnotnull Filter and the BroadcastExchange derived at "
          "the join. The count's filter on valid_trade is the withColumn's when() rewritten (the filter and the "
          "withColumn); the empty pruning Project derived and ambiguous; count()'s partial aggregate and Exchange derived "
          "at the count. " + LOOK + "the same filterValidTrades in V2 (two modules) and chapter10's three "
          "JoinCompare* files; the invalid-trades count on the next line (48). ",
    nodes=[N(1, "Scan csv", "S4V3", s((66, 70), 72), "createAllTradesDataFrame", False, "read",
             alt=[("S4V3", s(24), "main")]),
           N(2, "Filter", "S4V3", s(72), "createAllTradesDataFrame", False, "filter"),
           N(3, "Scan csv", "S4V3", s((79, 83)), "createValidTradesDataFrame", False, "read",
             alt=[("S4V3", s(25), "main")]),
           N(4, "Filter", "S4V3", s((36, 37)), "filterValidTrades", True, "join"),
           N(5, "BroadcastExchange", "S4V3", s((36, 37)), "filterValidTrades", True, "join"),
           N(7, "BroadcastHashJoin", "S4V3", s((36, 37)), "filterValidTrades", False, "join"),
           N(8, "Filter", "S4V3", s(47, (39, 42)), "filterValidTrades", False, "filter"),
           N(9, "Project", "S4V3", s(47, 38, 43), "filterValidTrades", True, "project", amb=True),
           N(10, "HashAggregate", "S4V3", s(47), "filterValidTrades", True, "aggregate"),
           N(11, "Exchange", "S4V3", s(47), "filterValidTrades", True, "aggregate"),
           N(13, "HashAggregate", "S4V3", s(47), "filterValidTrades", False, "aggregate")])

L["dx_s4_view_sql_sell_show"] = dict(
    dataframe="SparkCsvToDataframeAsView.trigger: dataFrame = csvToDataFrame(sparkSession) (22; read csv "
              "sample-trades.csv 43-47); dataFrame.createOrReplaceTempView(\"GLOBAL_STOCK\") (23); sellStockSummary = "
              "sparkSession.sql(\"SELECT * FROM GLOBAL_STOCK WHERE type = 'SELL'\") (28); sellStockSummary.show() (29)",
    notes=READ + "The scan of the temp view also accepts the spark.sql line (its FROM) in the alt; the WHERE pushed "
          "into it. " + SHOW + LOOK + "the BUY query two lines up (25) and chapter05 CsvToDataframeToViewWithSqlQuery's "
          "same two SQL strings. Compiled with Lombok (@Slf4j). ",
    form="sql-string",
    nodes=[N(1, "Scan csv", "S4VIEW", s((43, 47)), "csvToDataFrame", False, "read",
             alt=[("S4VIEW", s(22, 28), "trigger")]),
           N(2, "Filter", "S4VIEW", s(28), "trigger", False, "filter"),
           N(3, "Project", "S4VIEW", s(29), "trigger", True, "project"),
           N(4, "CollectLimit", "S4VIEW", s(29), "trigger", True, "limit")])

C03READ = [("C03", s(14), "main")]


def c03_scan():
    return N(1, "Scan csv", "C03", s((99, 103)), "buildDataFrame", False, "read", alt=C03READ)


C03 = ("chapter03 CsvReadFilterDataFrame: dataFrame = buildDataFrame(spark) (14; read csv chapter03/data.csv 99-103); "
       "six helpers each chain filter/withColumn, select, limit/sort, orderBy over it and main shows each result. ")
C03NOTE = ("limit(10) then sort + orderBy: a LocalLimit, then AQE's single-partition Exchange (derived at the limit; "
           "AQE dropped the GlobalLimit over the small input) and one Sort for the sort and the orderBy. ")
L["dx_qs_between_limit_sort_show"] = dict(
    dataframe=C03 + "filterForBetween (55-62): filter(col(\"marks\").between(from, to)) (57) .select (58) .limit(10) (59) "
              ".sort(\"first_name\") (60) .orderBy(\"first_name\") (61); dataFrameBetween = filterForBetween(dataFrame, 50, "
              "90) (22); dataFrameBetween.show() (23)",
    notes=READ + C03NOTE + SHOW + LOOK + "filterForGreaterThan/filterForLessThan/filterForForHighAndLowMarks (the same "
          "chain in the same file), SparkCsvReadFilters (two modules). ",
    nodes=[c03_scan(), N(2, "Filter", "C03", s(57), "filterForBetween", False, "filter"),
           N(3, "Project", "C03", s(58), "filterForBetween", False, "project"),
           N(4, "LocalLimit", "C03", s(59), "filterForBetween", False, "limit"),
           N(5, "Exchange", "C03", s(59), "filterForBetween", True, "limit"),
           N(7, "Sort", "C03", s(60, 61), "filterForBetween", False, "sort"),
           N(8, "Project", "C03", s(23), "main", True, "project")])

L["dx_qs_high_low_marks_limit_sort_show"] = dict(
    dataframe=C03 + "filterForForHighAndLowMarks (64-72): withColumn(\"high_marks\", marks > 90) (66) .withColumn("
              "\"low_marks\", marks < 50) (67) .select (68) .limit(10) (69) .sort (70) .orderBy (71); show() (26)",
    notes=READ + "The two withColumns and the select are one Project. " + C03NOTE + SHOW + LOOK
          + "the three other limit/sort helpers of the file. ",
    nodes=[c03_scan(), N(2, "Project", "C03", s(66, 67, 68), "filterForForHighAndLowMarks", False, "project"),
           N(3, "LocalLimit", "C03", s(69), "filterForForHighAndLowMarks", False, "limit"),
           N(4, "Exchange", "C03", s(69), "filterForForHighAndLowMarks", True, "limit"),
           N(6, "Sort", "C03", s(70, 71), "filterForForHighAndLowMarks", False, "sort"),
           N(7, "Project", "C03", s(26), "main", True, "project")])

L["dx_qs_grades_orderby_marks_show"] = dict(
    dataframe=C03 + "applyGradesForMarks (84-96): withColumn(\"grade\", when(between 90-100, A+)...otherwise(F)) "
              "(86-92) .select (93) .sort(\"marks\") (94) .orderBy(\"marks\") (95); dataFrameWithGradesForMarks.show() (32)",
    notes=READ + "The withColumn and select are one Project; sort + orderBy + show() one TakeOrderedAndProject (kind "
          "sort; the show line an alt, in main). " + LOOK + "applyGrades (74-82, the same select/sort/orderBy). ",
    nodes=[c03_scan(), N(2, "Project", "C03", s((86, 92), 93), "applyGradesForMarks", False, "project"),
           N(3, "TakeOrderedAndProject", "C03", s(94, 95), "applyGradesForMarks", False, "sort",
             alt=[("C03", s(32), "main")])])

L["dx_s3_pojo_groupby_count_orderby_show"] = dict(
    dataframe="apache-spark-3 PojoDataSet.main: dataset = createDataset(sparkSession) (18; sparkSession.createDataset("
              "Arrays.asList(new Person(...) x8), Encoders.bean(Person.class)) 36-48); dataset.groupBy(col(\"age\"))"
              ".count() (21-22) .orderBy(col(\"age\")) (23) .show() (24)",
    notes="Local bean rows at createDataset (its list), the call in main an alt. Partial aggregate and its Exchange "
          "derived at groupBy/count; the orderBy's range Exchange derived, its Sort not; the top Project of show()'s "
          "casts derived at the show. " + LOOK + "apache-spark-4 SparkPojoDataSet (the same code, renamed), "
          "SparkJavaCollectionToDataframe and chapter07 JavaCollectionToDataFrame(WithEncoders) (the same groupBy). ",
    nodes=[N(1, "LocalTableScan", "S3POJO", s((36, 48)), "createDataset", False, "read", alt=[("S3POJO", s(18), "main")]),
           N(2, "HashAggregate", "S3POJO", s((21, 22)), "main", True, "aggregate"),
           N(3, "Exchange", "S3POJO", s((21, 22)), "main", True, "aggregate"),
           N(6, "HashAggregate", "S3POJO", s((21, 22)), "main", False, "aggregate"),
           N(7, "Exchange", "S3POJO", s(23), "main", True, "sort"),
           N(10, "Sort", "S3POJO", s(23), "main", False, "sort"),
           N(11, "Project", "S3POJO", s(24), "main", True, "project")])

L["dx_qs_cache_join_invalid_count"] = dict(
    dataframe="chapter10 JoinCompareFilterDataFramesAndCount: readAllTradesCsv = read csv allTrades (45-47) "
              ".withColumn(valid_trade, false) (48) .filter(trade_id isNotNull) (49); readValidTradesCsv = read csv "
              "validTrades (54-56) .select(\"trade_Id\") (57); filterValidTrades: filteredDF = allTradesDF.join(("
              "Dataset<?>) broadcast(validTradesDF), ..., \"left_outer\") (25-26) .select (27) .withColumn(\"valid_trade\", "
              "when(...)) (28-31) .drop (32) .cache() (33); filteredDF.show() (34); invalidTradesCount = "
              "filteredDF.filter(col(\"valid_trade\").equalTo(false)).count() (37)",
    notes=READ + "The count reads the cache: InMemoryTableScan (the count's NOT valid_trade predicate in it) and "
          "InMemoryRelation at cache(); the cached plan inside it labelled as the join it is (right side's isnotnull "
          "Filter and BroadcastExchange derived at the join; select/withColumn/drop one Project). Above it the count's "
          "Filter, an empty pruning Project (derived, ambiguous), and count()'s aggregates (partial and Exchange "
          "derived). " + LOOK + "the valid-trades count one line up (36) and the total count (38); "
          "SparkJoinCompareAndFilterDataframesV3's same two counts without cache(). ",
    nodes=[N(1, "InMemoryTableScan", "C10", s(33), "filterValidTrades", False, "cache"),
           N(2, "InMemoryRelation", "C10", s(33), "filterValidTrades", False, "cache"),
           N(3, "Scan csv", "C10", s((45, 47), 49), "readAllTradesCsv", False, "read", alt=[("C10", s(15), "main")]),
           N(4, "Filter", "C10", s(49), "readAllTradesCsv", False, "filter"),
           N(5, "Scan csv", "C10", s((54, 56)), "readValidTradesCsv", False, "read", alt=[("C10", s(16), "main")]),
           N(6, "Filter", "C10", s((25, 26)), "filterValidTrades", True, "join"),
           N(7, "BroadcastExchange", "C10", s((25, 26)), "filterValidTrades", True, "join"),
           N(9, "BroadcastHashJoin", "C10", s((25, 26)), "filterValidTrades", False, "join"),
           N(10, "Project", "C10", s(27, (28, 31), 32), "filterValidTrades", False, "project"),
           N(19, "Filter", "C10", s(37), "filterValidTrades", False, "filter"),
           N(20, "Project", "C10", s(37), "filterValidTrades", True, "project", amb=True),
           N(21, "HashAggregate", "C10", s(37), "filterValidTrades", True, "aggregate"),
           N(22, "Exchange", "C10", s(37), "filterValidTrades", True, "aggregate"),
           N(24, "HashAggregate", "C10", s(37), "filterValidTrades", False, "aggregate")])

L["dx_s4_groupby_type_count_show"] = dict(
    dataframe="SparkDataFrameGroupByCount.main: allTradesDF = createAllTradesDataFrame(spark) (17; read csv allTrades "
              "24-28 .withColumn(\"valid_trade\", lit(false)) 29 .filter(trade_id isNotNull) 30); groupedDF = "
              "allTradesDF.groupBy(\"type\").count() (19); groupedDF.show() (20)",
    notes=READ + "The helper's filter pushed into the scan (its span too). The Project keeping only type prunes for the "
          "aggregate (derived, ambiguous: the groupBy, the withColumn it drops an alt). Partial aggregate and Exchange "
          "derived at the groupBy; the final aggregate holds show()'s casts (AQE dropped the CollectLimit): the groupBy "
          "and the show. " + LOOK + "SparkDataframeToCollection's same helper (two modules). ",
    nodes=[N(1, "Scan csv", "S4GB", s((24, 28), 30), "createAllTradesDataFrame", False, "read",
             alt=[("S4GB", s(17), "main")]),
           N(2, "Filter", "S4GB", s(30), "createAllTradesDataFrame", False, "filter"),
           N(3, "Project", "S4GB", s(19), "main", True, "project", amb=True,
             alt=[("S4GB", s(29), "createAllTradesDataFrame")]),
           N(4, "HashAggregate", "S4GB", s(19), "main", True, "aggregate"),
           N(5, "Exchange", "S4GB", s(19), "main", True, "aggregate"),
           N(8, "HashAggregate", "S4GB", s(19, 20), "main", False, "aggregate")])

L["dx_qs_json_sql_where_order_show"] = dict(
    dataframe="chapter05 JsonToDataframeToViewWithSqlQuery.main: dataFrame = readJsonFile(spark) (11; spark.read()"
              ".option(\"multiline\", \"true\").json(chapter04/student-data.json) 23-25); createOrReplaceTempView("
              "\"students\") (12); result = spark.sql(\"SELECT firstName, lastName, age, major, gpa FROM students \" + "
              "\"WHERE age > 20 AND gpa > 3.0 ORDER BY firstName ASC\") (14-15); result.show() (17)",
    notes=READ + "The scan of the temp view also accepts the spark.sql call (its FROM; the string spans two lines) in "
          "the alt. The WHERE is the Filter (pushed into the scan too); ORDER BY + show() one TakeOrderedAndProject "
          "(kind sort: the SQL and the show). " + LOOK + "chapter04 JsonReadAsDataFrame (the same read, select and sort "
          "on firstName with the DataFrame API). ",
    form="sql-string",
    nodes=[N(1, "Scan json", "C05", s((23, 25)), "readJsonFile", False, "read", alt=[("C05", s(11, (14, 15)), "main")]),
           N(2, "Filter", "C05", s((14, 15)), "main", False, "filter"),
           N(3, "TakeOrderedAndProject", "C05", s((14, 15), 17), "main", False, "sort")])

L["dx_s4_union_three_frames_show"] = dict(
    dataframe="SparkMultipleDataFrameUnion.main: df1/df2/df3 = createFirst/Second/ThirdDataFrame(spark) (17, 20, 23; "
              "spark.createDataFrame(Arrays.asList(new Person(...) x2), Person.class) at 40-43, 48-51, 56-59); unionDF = "
              "df1.union(df2).union(df3) (26); unionDF.show() (27)",
    notes="Each LocalTableScan at its helper's createDataFrame (the call in main an alt); the two unions one Union. "
          "show()'s casts folded into the local rows (no Project, no CollectLimit). " + LOOK
          + "SparkDataFrameUnion (two modules: the first two helpers byte for byte) and chapter08 UnionMultipleDataFrame "
          "(the same three helpers). ",
    nodes=[N(1, "LocalTableScan", "S4U3", s((40, 43)), "createFirstDataFrame", False, "read",
             alt=[("S4U3", s(17), "main")]),
           N(2, "LocalTableScan", "S4U3", s((48, 51)), "createSecondDataFrame", False, "read",
             alt=[("S4U3", s(20), "main")]),
           N(3, "LocalTableScan", "S4U3", s((56, 59)), "createThirdDataFrame", False, "read",
             alt=[("S4U3", s(23), "main")]),
           N(4, "Union", "S4U3", s(26), "main", False, "union")])

C09 = ("chapter09 DataFrameRemoveDuplicates.main: dataset = readCsvFile(spark) (11; spark.read().option(header)"
       ".option(inferSchema).csv(chapter09/student-data.csv) 24-27); distinctDataset = dataset.dropDuplicates("
       "\"student_id\") (16); ")
L["dx_qs_dropduplicates_student_show"] = dict(
    dataframe=C09 + "distinctDataset.show() (17)",
    notes=READ + "dropDuplicates(\"student_id\") as a SortAggregate pair of first() (kind distinct): the Sorts, the "
          "partial aggregate and the Exchange derived at the dropDuplicates; the final aggregate holds show()'s casts "
          "(the dropDuplicates and the show). ",
    nodes=[N(1, "Scan csv", "C09", s((24, 27)), "readCsvFile", False, "read", alt=[("C09", s(11), "main")]),
           N(2, "Sort", "C09", s(16), "main", True, "distinct"),
           N(3, "SortAggregate", "C09", s(16), "main", True, "distinct"),
           N(4, "Exchange", "C09", s(16), "main", True, "distinct"),
           N(7, "Sort", "C09", s(16), "main", True, "distinct"),
           N(8, "SortAggregate", "C09", s(16, 17), "main", False, "distinct")])

L["dx_qs_dedup_distinct_count"] = dict(
    dataframe=C09 + "distinctDataset.count() (18, inside a println)",
    notes=READ + "The count needs only the key: dropDuplicates as a HashAggregate pair on student_id (partial and "
          "Exchange derived, kind distinct), then count()'s aggregates (partial and Exchange derived at the count). "
          + LOOK + "dataset.count() at 13 (a scan-only count). ",
    nodes=[N(1, "Scan csv", "C09", s((24, 27)), "readCsvFile", False, "read", alt=[("C09", s(11), "main")]),
           N(2, "HashAggregate", "C09", s(16), "main", True, "distinct"),
           N(3, "Exchange", "C09", s(16), "main", True, "distinct"),
           N(6, "HashAggregate", "C09", s(16), "main", False, "distinct"),
           N(7, "HashAggregate", "C09", s(18), "main", True, "aggregate"),
           N(8, "Exchange", "C09", s(18), "main", True, "aggregate"),
           N(10, "HashAggregate", "C09", s(18), "main", False, "aggregate")])

L["dx_s4_csv_filters_limit_sort_show"] = dict(
    dataframe="apache-spark-4 SparkCsvReadFilters: dataFrame = buildDataFrame(sparkSession) (19; read csv "
              "students-data01.txt 34-38); applyFiltersAndShow: filteredDataFrame = dataFrame.filter(col(\"marks\")"
              ".gt(70)) (43) .select (44) .limit(5) (45) .sort(\"last_name\") (46) .orderBy(\"last_name\") (47); "
              "filteredDataFrame.show() (49)",
    notes=READ + "The select keeps every column in file order (no Project of its own). limit(5) then sort + orderBy: a "
          "LocalLimit, AQE's single-partition Exchange (derived at the limit; no GlobalLimit left), one Sort for both "
          "sorts. " + SHOW + LOOK + TWIN + "chapter03's four limit/sort helpers. ",
    nodes=[N(1, "Scan csv", "S4F", s((34, 38)), "buildDataFrame", False, "read", alt=[("S4F", s(19), "main")]),
           N(2, "Filter", "S4F", s(43), "applyFiltersAndShow", False, "filter"),
           N(3, "LocalLimit", "S4F", s(45), "applyFiltersAndShow", False, "limit"),
           N(4, "Exchange", "S4F", s(45), "applyFiltersAndShow", True, "limit"),
           N(6, "Sort", "S4F", s(46, 47), "applyFiltersAndShow", False, "sort"),
           N(7, "Project", "S4F", s(49), "applyFiltersAndShow", True, "project")])

L["dx_qs_union_car_sales_show"] = dict(
    dataframe="chapter08 DataFrameUnion.main: datasetCA = readCsvFile(spark, FILE_PATH_1) (13), datasetNY = "
              "readCsvFile(spark, FILE_PATH_2) (17), readCsvFile = spark.read().option(header).option(inferSchema)"
              ".csv(filePath).drop(\"transaction_id\") (27-31); unionDataset = datasetCA.union(datasetNY) (21); "
              "unionDataset.show() (23)",
    notes=READ + "Both scans at the one helper (the drop prunes transaction_id), each with its caller's line as alt. "
          "show()'s casts and LocalLimits pushed below the Union into each branch, and the CollectLimit, derived at "
          "the show. " + LOOK + "UnionMultipleDataFrame, SparkDataFrameUnion (two modules). ",
    nodes=[N(1, "Scan csv", "C08", s((27, 31)), "readCsvFile", False, "read", alt=[("C08", s(13), "main")]),
           N(2, "Project", "C08", s(23), "main", True, "project"),
           N(3, "LocalLimit", "C08", s(23), "main", True, "limit"),
           N(4, "Scan csv", "C08", s((27, 31)), "readCsvFile", False, "read", alt=[("C08", s(17), "main")]),
           N(5, "Project", "C08", s(23), "main", True, "project"),
           N(6, "LocalLimit", "C08", s(23), "main", True, "limit"),
           N(7, "Union", "C08", s(21), "main", False, "union"),
           N(8, "CollectLimit", "C08", s(23), "main", True, "limit")])

L["dx_s4_parquet_partitioned_write"] = dict(
    dataframe="apache-spark-4 SparkCsvToParquetJob.trigger: dataFrame = csvToDataFrame(sparkSession) (24; read csv "
              "sample-trades.csv 44-48); writeDataFrameToParquet(dataFrame) (25): dataFrame.write().mode(SaveMode.Append)"
              ".partitionBy(\"location\").parquet(PARQUET_FILE_PATH) (53-56)",
    notes=READ + "The partitioned write: the empty2null Project and the Sort on location derived at the write (kind "
          "write), WriteFiles and the InsertIntoHadoopFsRelationCommand at it; the trigger's call an alt. " + LOOK
          + "apache-spark-3 SparkCsvToParquetJob (mode(\"overwrite\"), no partitionBy), SparkReadWriteParquet and "
          "SparkParquetUpdateSchema. Compiled with Lombok (@Slf4j). ",
    nodes=[N(1, "Scan csv", "S4P", s((44, 48)), "csvToDataFrame", False, "read", alt=[("S4P", s(24), "trigger")]),
           N(2, "Project", "S4P", s((53, 56)), "writeDataFrameToParquet", True, "write"),
           N(3, "Sort", "S4P", s((53, 56)), "writeDataFrameToParquet", True, "write"),
           N(4, "WriteFiles", "S4P", s((53, 56)), "writeDataFrameToParquet", False, "write",
             alt=[("S4P", s(25), "trigger")]),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", "S4P", s((53, 56)), "writeDataFrameToParquet", False,
             "write", alt=[("S4P", s(25), "trigger")])])

L["dx_s3_v2_left_join_flag_show"] = dict(
    dataframe="apache-spark-3 SparkJoinCompareAndFilterDataframesV2: createAllTradesDataFrame = read csv allTrades "
              "(60-64) .withColumn(valid_trade, false) (65) .filter(trade_id isNotNull) (66); createValidTradesDataFrame "
              "= read csv validTrades (73-77) .select(\"trade_Id\") (78); filterValidTrades: filteredDF = allTradesDF"
              ".join(broadcast(validTradesDF), trade_id = trade_Id, \"left_outer\") (35-37) .select (38) .withColumn("
              "\"valid_trade\", when(...)) (39-42) .drop (43); filteredDF.show() (44)",
    notes=READ + "Run with spark.sql.autoBroadcastJoinThreshold=-1; the broadcast() hint still makes a broadcast hash "
          "join (BroadcastExchange and the right side's isnotnull Filter derived at the join). show()'s LocalLimit "
          "pushed to the outer join's left side and its CollectLimit derived at the show; the select/withColumn/drop "
          "Project holds show()'s casts (those lines and the show). " + LOOK
          + "apache-spark-4's V2 and V3 (one cast apart), V1 (two modules), chapter10's JoinCompare* files. ",
    nodes=[N(1, "Scan csv", "S3V2", s((60, 64), 66), "createAllTradesDataFrame", False, "read",
             alt=[("S3V2", s(24), "main")]),
           N(2, "Filter", "S3V2", s(66), "createAllTradesDataFrame", False, "filter"),
           N(3, "LocalLimit", "S3V2", s(44), "filterValidTrades", True, "limit"),
           N(4, "Scan csv", "S3V2", s((73, 77)), "createValidTradesDataFrame", False, "read",
             alt=[("S3V2", s(25), "main")]),
           N(5, "Filter", "S3V2", s((36, 37)), "filterValidTrades", True, "join"),
           N(6, "BroadcastExchange", "S3V2", s((36, 37)), "filterValidTrades", True, "join"),
           N(8, "BroadcastHashJoin", "S3V2", s((36, 37)), "filterValidTrades", False, "join"),
           N(9, "Project", "S3V2", s(38, (39, 42), 43, 44), "filterValidTrades", False, "project"),
           N(10, "CollectLimit", "S3V2", s(44), "filterValidTrades", True, "limit")])

L["dx_qs_union_coalesce_csv_write"] = dict(
    dataframe="chapter06 WriteDataFrameWithSchemaToCsv.main: emptyDataFrame = spark.createDataFrame(new ArrayList<>(), "
              "schema) (21-24); dataWithValues = emptyDataFrame.union(spark.createDataFrame(Arrays.asList(RowFactory"
              ".create(...) x3), emptyDataFrame.schema())) (28-33); dataWithValues.coalesce(1).write().option(header)"
              ".csv(output) (37-41)",
    notes="The union of the empty frame and the local rows folded into one LocalTableScan (the createDataFrame, the "
          "union, the empty frame). coalesce(1) is the Coalesce (kind repartition); WriteFiles and the "
          "InsertIntoHadoopFsRelationCommand at the write chain. " + LOOK + "AddDataToEmptyDataFrameWithSchema (the "
          "same union, shown). ",
    nodes=[N(1, "LocalTableScan", "C06", s((29, 33), 28, (21, 24)), "main", False, "read"),
           N(2, "Coalesce", "C06", s(38), "main", False, "repartition"),
           N(3, "WriteFiles", "C06", s((37, 41)), "main", False, "write"),
           N(4, "Execute InsertIntoHadoopFsRelationCommand", "C06", s((37, 41)), "main", False, "write")])

L["dx_s3_string_map_language_show"] = dict(
    dataframe="apache-spark-3 StringDataSetMapper.main: dataset = sparkSession.createDataset(Arrays.asList(data), "
              "Encoders.STRING()) (21; data at 19); languageDataset = dataset.map(mapper, Encoders.bean(Language.class)) "
              "(26; mapper the MapFunction field at 31-34); languageDataset.show() (28)",
    notes="Local rows at createDataset and the array. The typed map is DeserializeToObject (derived) + MapElements + "
          "SerializeFromObject (derived) at the map call. " + SHOW + LOOK + TWIN
          + "StringDataSet (the same createDataset and orderBy). ",
    nodes=[N(1, "LocalTableScan", "S3SM", s(21, 19), "main", False, "read"),
           N(2, "DeserializeToObject", "S3SM", s(26), "main", True, "project"),
           N(3, "MapElements", "S3SM", s(26), "main", False, "project"),
           N(4, "SerializeFromObject", "S3SM", s(26), "main", True, "project"),
           N(5, "Project", "S3SM", s(28), "main", True, "project"),
           N(6, "CollectLimit", "S3SM", s(28), "main", True, "limit")])

L["dx_qs_trade_system_window_filter_show"] = dict(
    dataframe="chapter11 FindTradeWithCurrentTradeStatusAndTradeSystem: tradesDF = readTradesCsv(spark) (18; read csv "
              "sample-trades-02.csv 37-39); filterByTradeSystem(tradesDF, \"Broadridge\") (21): withColumn(ROW_NUMBER, "
              "row_number().over(partitionBy(TRADE_ID).orderBy(col(TRADE_DATE).desc()))) (27-28) .filter((row_number = 1 "
              "and tradeSystem = ts) or tradeSystem != ts) (29-30) .drop(ROW_NUMBER) (31); currentTradesDF.show() (22)",
    notes=READ + "The OR filter keeps rows past the first, so no WindowGroupLimit: the window's Exchange and Sort "
          "derived at the withColumn/over, the Window not. The top Project (drop + show()'s casts) at the drop, the "
          "show in main an alt. " + LOOK + "FindTradeWithCurrentTradeStatus (the same window, row_number = 1). ",
    nodes=[N(1, "Scan csv", "C11B", s((37, 39)), "readTradesCsv", False, "read", alt=[("C11B", s(18), "main")]),
           N(2, "Exchange", "C11B", s((27, 28)), "filterByTradeSystem", True, "window"),
           N(5, "Sort", "C11B", s((27, 28)), "filterByTradeSystem", True, "window"),
           N(6, "Window", "C11B", s((27, 28)), "filterByTradeSystem", False, "window"),
           N(7, "Filter", "C11B", s((29, 30)), "filterByTradeSystem", False, "filter"),
           N(8, "Project", "C11B", s(31), "filterByTradeSystem", False, "project", alt=[("C11B", s(22), "main")])])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local[*]\") wins; "
           "-XX:ActiveProcessorCount=1 makes it one thread), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, spark.driver.host=localhost, AQE on. ")
RUN = ("Run: bench/real/capture/dekapx-java/capture.py: each Maven module compiled unchanged with javac against the "
       "PySpark jars into its own jar, the program run with spark-submit --class from the module's folder of a scratch "
       "copy of the laid-out repository (its own data files); the plan is the n-th the run wrote (a query-execution "
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
            module, main_class, file, conf = PROGRAMS[program]
            command = " ".join(["spark-submit", *(f"--conf {c}" for c in conf), f"--class {main_class} {module}.jar"])
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": spec.get("form", "java"), "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
