"""Write each nk_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/nirajkumar-scala/labels.py

A label: N(node id, spans, derived, kind, amb=..., fn=..., file=..., alt=[(file, spans, fn), ...]); the operator is
read from the node's `(N) Name` block of plan.formatted.txt. `file` defaults to the case's program file, `fn` to the
code of an `object ... extends App` body (symbol: the object, as the chgani and rafavermar families name it).
Symbols: `<package>.<object or class>[.<method>]` (`SparkScalaQuestions.CassandraSparkQuestions.lateStudents`,
`WordCountQuestion.WordCount.countWordsDataFrame`); a test class's `test("...") { ... }` bodies run in the class
body, so their symbol is the class (`WordCoutTest`, in the default package).
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "nirajkumar27297__spark-scala"
COMMIT = "c750d1b4a0fc99f142eb7a09c2382b0736a5287b"
SOURCE = "nirajkumar27297/Spark-Scala"

CQ = "SparkScalaQuestions/src/main/scala/SparkScalaQuestions/CassandraSparkQuestions.scala"
LQ = "SparkScalaQuestions/src/main/scala/SparkScalaQuestions/LogsQuestion.scala"
WC = "WordCountProblem/src/main/scala/WordCountQuestion/WordCount.scala"
WCT = "WordCountProblem/src/test/scala/WordCountTest.scala"
FC = "DataFrameCreation/src/main/scala/com/bridgelabz/spark/FrameComparison.scala"
BLD = "DataFrameCreation/src/main/scala/com/bridgelabz/spark/DataFramefromFileBuilder.scala"
DFT = "DataFrameCreation/src/test/scala/DataFrameCreationTest.scala"
DTR = "SparkScalaQuestions/src/main/scala/MachineLearning/DecisionTreeRegressionDemo.scala"
STK = "SparkScalaQuestions/src/main/scala/StockPrediction/StockPrediction.scala"
OWNER = {CQ: "SparkScalaQuestions.CassandraSparkQuestions", LQ: "SparkScalaQuestions.LogsQuestion",
         WC: "WordCountQuestion.WordCount", WCT: "WordCoutTest", FC: "com.bridgelabz.spark.FrameComparison",
         BLD: "com.bridgelabz.spark.DataFramefromFileBuilder", DFT: "DataFrameCreationTest",
         DTR: "MachineLearning.DecisionTreeRegressionDemo", STK: "StockPrediction.StockPrediction"}
BODY = None   # fn of code in an `extends App` object's body or a test class's body


class N(tuple):
    def __new__(cls, nid, spans, derived, kind, amb=False, fn=BODY, file=None, alt=None):
        return tuple.__new__(cls, (nid, spans, derived, kind, amb, fn, file, alt))


def sym(file: str, fn) -> str:
    return OWNER[file] if fn is BODY else f"{OWNER[file]}.{fn}"


def operators(folder: Path) -> dict[int, str]:
    text = (folder / "plan.formatted.txt").read_text()
    return {int(m.group(1)): re.sub(r" \[codegen id : \d+\]$", "", m.group(2)).strip()
            for m in re.finditer(r"^\((\d+)\) (.+)$", text, re.M)}


def rows_of(folder: Path, default_file: str, nodes) -> list[dict]:
    ops = operators(folder)
    rows = []
    for nid, spans, derived, kind, amb, fn, file, alt in nodes:
        file = file or default_file
        row = {"node_id": nid, "operator": ops[nid], "file": file, "lines": spans, "symbol": sym(file, fn),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if alt:
            row["alt"] = [{"file": f, "lines": sp, "symbol": sym(f, g)} for f, sp, g in alt]
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


L: dict[str, dict] = {}

# ---------------------------------------------------------------- CassandraSparkQuestions (Cassandra catalog read)
CASS = ("The table is read once in takingInput (spark.read.table(\"casscatalog.logs.logdata\"), 37) and selected with "
        "renames and a cast (castedDF, 39-46), made the view logdata (49) and made the view again in each query "
        "method before its spark.sql: the BatchScan is labelled at the query's FROM line, the read at 37 an alt "
        "(another method). A Project that only keeps the columns the query needs is derived and ambiguous at the "
        "query (the select at 39-46 an alt); one that also does the select's renames or cast is the select's, "
        "ambiguous, the query an alt. The Cassandra connector is our stand-in (a DSv2 batch table), so the scan "
        "reads every column. ")
SQLAGG = "The partial HashAggregate and its Exchange are derived at the GROUP BY clause's line. "
SHOWN = ("show()'s string casts fold into the last Project or aggregate; its CollectLimit (when the final plan keeps "
         "it) is derived at the show line. ")
L["nk_cass_students_by_tech_show"] = dict(
    file=CQ,
    dataframe="CassandraSparkQuestions (App body): outputDF = takingInput(\"logs\", \"logdata\", spark) (109: read at "
              "37, select 39-46); countStudentsBasedOnTech = countingStudentsByTech(outputDF, spark) (110): "
              "spark.sql(\"Select technology,count(1) as NumberOfStudents from logdata group by technology\") (59-61, "
              "SQL on 60); countStudentsBasedOnTech.show(5) (111)",
    notes=CASS + SQLAGG + SHOWN,
    nodes=[N(1, s(60), False, "read", fn="countingStudentsByTech", alt=[(CQ, s(37), "takingInput")]),
           N(2, s(60), True, "project", amb=True, fn="countingStudentsByTech", alt=[(CQ, s((39, 46)), "takingInput")]),
           N(3, s(60), True, "aggregate", fn="countingStudentsByTech"),
           N(4, s(60), True, "aggregate", fn="countingStudentsByTech"),
           N(7, s(60), False, "aggregate", fn="countingStudentsByTech")])

L["nk_cass_keyboard_mouse_zero_having_show"] = dict(
    file=CQ,
    dataframe="CassandraSparkQuestions (App body): outputDF = takingInput(...) (109); timesKeyboardMouseZero = "
              "studentsKeyBoardMouseCountZero(outputDF, spark) (112): spark.sql(\"select count(keyboard) as "
              "keyboardCount,count(mouse) as MouseCount,username from logdata group by username having "
              "count(keyboard) =0 and count(mouse) = 0\") (71-73, SQL on 72); timesKeyboardMouseZero.show(5) (113)",
    notes=CASS + SQLAGG + "HAVING is the Filter above the final aggregate; the last Project is the query's select "
          "list (reordered after the aggregate) with show()'s string casts: the SQL line, the show line an alt. ",
    nodes=[N(1, s(72), False, "read", fn="studentsKeyBoardMouseCountZero", alt=[(CQ, s(37), "takingInput")]),
           N(2, s((39, 46)), False, "project", amb=True, fn="takingInput",
             alt=[(CQ, s(72), "studentsKeyBoardMouseCountZero")]),
           N(3, s(72), True, "aggregate", fn="studentsKeyBoardMouseCountZero"),
           N(4, s(72), True, "aggregate", fn="studentsKeyBoardMouseCountZero"),
           N(7, s(72), False, "aggregate", fn="studentsKeyBoardMouseCountZero"),
           N(8, s(72), False, "filter", fn="studentsKeyBoardMouseCountZero"),
           N(9, s(72), False, "project", fn="studentsKeyBoardMouseCountZero", alt=[(CQ, s(113), BODY)])])

L["nk_cass_late_students_order_by_show"] = dict(
    file=CQ,
    dataframe="CassandraSparkQuestions (App body): outputDF = takingInput(...) (109); lateHrs = lateStudents(outputDF, "
              "spark) (114): spark.sql(\"select boottime,username,hour(boottime),minute(boottime) from logdata where "
              "hour(boottime) > 8 and minute(boottime) > 30 order by boottime\") (79-81, SQL on 80); lateHrs.show(10) "
              "(115)",
    notes=CASS + "The WHERE over the selected column boottime (the select's cast of boot_time) is pushed below the "
          "select's Project onto the scan's columns. ORDER BY + show(10) is one TakeOrderedAndProject, kind sort: "
          "the SQL line, the show line an alt. ",
    nodes=[N(1, s(80), False, "read", fn="lateStudents", alt=[(CQ, s(37), "takingInput")]),
           N(2, s(80), False, "filter", fn="lateStudents"),
           N(3, s((39, 46)), False, "project", amb=True, fn="takingInput", alt=[(CQ, s(80), "lateStudents")]),
           N(4, s(80), False, "project", fn="lateStudents"),
           N(5, s(80), False, "sort", fn="lateStudents", alt=[(CQ, s(115), BODY)])])

L["nk_cass_lag_windows_distinct_show"] = dict(
    file=CQ,
    dataframe="CassandraSparkQuestions.adjustedWorkingHrs(outputDF, spark) (called at 116): adjustedWorkingHours = "
              "spark.sql(\"select username,mouse,keyboard,lag(mouse,1) over (partition by username order by "
              "boottime,mouse) as firstValue, ... lag(mouse,6) over (...) as sixthValue from logData\") (88-93, SQL on "
              "89-92); createOrReplaceTempView(\"workingHours\") (94); adjustedWorkingHoursNew = spark.sql(\"select "
              "distinct username,0.5 as value from workingHours where firstValue = 0 and ... sixthValue = 0\") (95-98, "
              "SQL on 96-97); adjustedWorkingHoursNew.show() (99)",
    notes=CASS + "Six lag()s over one window spec are one Window; its Exchange and Sort are derived at the first "
          "query (89-92). The second query's WHERE (96-97) is the Filter; its SELECT DISTINCT (96) is the two "
          "HashAggregates (no Exchange: the window's partitioning by username serves it), the first derived; the "
          "Project before them keeps only username (derived, ambiguous, at the select). show()'s CollectLimit is "
          "derived at 99. The program stops with an error in the next query (its SQL does not parse), after this "
          "plan. ",
    nodes=[N(1, s(92), False, "read", fn="adjustedWorkingHrs", alt=[(CQ, s(37), "takingInput")]),
           N(2, s((39, 46)), False, "project", amb=True, fn="takingInput", alt=[(CQ, s((89, 92)), "adjustedWorkingHrs")]),
           N(3, s((89, 92)), True, "window", fn="adjustedWorkingHrs"),
           N(6, s((89, 92)), True, "window", fn="adjustedWorkingHrs"),
           N(7, s((89, 92)), False, "window", fn="adjustedWorkingHrs"),
           N(8, s((96, 97)), False, "filter", fn="adjustedWorkingHrs"),
           N(9, s(96), True, "project", amb=True, fn="adjustedWorkingHrs"),
           N(10, s(96), True, "distinct", fn="adjustedWorkingHrs"),
           N(11, s(96), False, "distinct", fn="adjustedWorkingHrs"),
           N(12, s(99), True, "limit", fn="adjustedWorkingHrs")])

L["nk_cass_casted_select_show"] = dict(
    file=CQ,
    dataframe="CassandraSparkQuestions.takingInput(\"logs\", \"logdata\", spark) (called at 109): inputDF = "
              "spark.read.table(\"casscatalog.logs.logdata\") (35-37); castedDF = inputDF.select(col(\"mouse\"), "
              "col(\"boot_time\").alias(\"BootTime\").cast(TimestampType), ..., col(\"keyboard\")) (39-46); "
              "castedDF.show() (47)",
    notes="The Cassandra connector is our stand-in (a DSv2 batch table over generated rows). The Project is the select "
          "with show()'s string casts (the select's lines and the show line); the CollectLimit is derived at show. ",
    nodes=[N(1, s(37), False, "read", fn="takingInput"),
           N(2, s((39, 46), 47), False, "project", fn="takingInput"),
           N(3, s(47), True, "limit", fn="takingInput")])

# ---------------------------------------------------------------- LogsQuestion (Cassandra RDD made a DataFrame)
LOGS = ("LogsQuestion's App body reads the table as an RDD (sc.cassandraTable(\"logs\", \"logdata\"), 13; the "
        "connector is our stand-in), keys each row by six getStringOption columns and makes a DataFrame of the keys "
        "(16-17: keyBy(...).map(x => x._1).toDF(\"UserName\", ...)), casts four columns with withColumn (18-21) and "
        "makes it the view logdata (23); the same four queries as CassandraSparkQuestions follow, each spark.sql on "
        "one line (look-alikes of that file's methods). The RDD Scan is labelled at the toDF (16-17), the RDD's read "
        "(13) and the query's FROM line; its SerializeFromObject is derived at the toDF. A Project of the toDF's "
        "renames (and the withColumn casts) keeps only the columns the query needs: ambiguous, at those lines and the "
        "query's. ")
L["nk_logs_students_by_tech_show"] = dict(
    file=LQ,
    dataframe="LogsQuestion (App body): inputDf = myrdd.keyBy(...).map(x => x._1).toDF(...) (16-17); castedDf = "
              "inputDf.withColumn(...) x4 (18-21); createOrReplaceTempView(\"logdata\") (23); "
              "countStudentsBasedOnTech = spark.sql(\"Select technology,count(1) as NumberOfStudents from logdata "
              "group by technology\") (24); countStudentsBasedOnTech.show(5) (25)",
    notes=LOGS + SQLAGG + SHOWN,
    nodes=[N(1, s(13, (16, 17), 24), False, "read"),
           N(2, s((16, 17)), True, "read"),
           N(3, s((16, 17), 24), False, "project", amb=True),
           N(4, s(24), True, "aggregate"),
           N(5, s(24), True, "aggregate"),
           N(8, s(24), False, "aggregate")])

L["nk_logs_keyboard_mouse_zero_having_show"] = dict(
    file=LQ,
    dataframe="LogsQuestion (App body): inputDf ... toDF(...) (16-17); castedDf (18-21: Keyboard and Mouse cast to "
              "double at 18-19); view logdata (23); timesKeyboardMouseZero = spark.sql(\"select count(keyboard) as "
              "keyboardCount,count(mouse) as MouseCount,username from logdata group by username having count(keyboard) "
              "=0 and count(mouse) = 0\") (26); timesKeyboardMouseZero.show(5) (27)",
    notes=LOGS + SQLAGG + "HAVING is the Filter; the last Project is the select list with show()'s string casts (the "
          "SQL line and the show line). ",
    nodes=[N(1, s(13, (16, 17), 26), False, "read"),
           N(2, s((16, 17)), True, "read"),
           N(3, s((16, 17), (18, 19), 26), False, "project", amb=True),
           N(4, s(26), True, "aggregate"),
           N(5, s(26), True, "aggregate"),
           N(8, s(26), False, "aggregate"),
           N(9, s(26), False, "filter"),
           N(10, s(26, 27), False, "project")])

L["nk_logs_late_students_order_by_show"] = dict(
    file=LQ,
    dataframe="LogsQuestion (App body): inputDf ... toDF(...) (16-17); castedDf (18-21: BootTime cast to timestamp at "
              "20); view logdata (23); lateHrs = spark.sql(\"select boottime,username,hour(boottime),minute(boottime) "
              "from logdata where hour(boottime) > 8 and minute(boottime) > 30 order by boottime\") (28); "
              "lateHrs.show(10) (29)",
    notes=LOGS + "The WHERE is pushed below the casts onto the toDF's columns. ORDER BY + show(10) is one "
          "TakeOrderedAndProject, kind sort, at the SQL line and the show line. ",
    nodes=[N(1, s(13, (16, 17), 28), False, "read"),
           N(2, s((16, 17)), True, "read"),
           N(3, s(28), False, "filter"),
           N(4, s((16, 17), 20, 28), False, "project", amb=True),
           N(5, s(28), False, "project"),
           N(6, s(28, 29), False, "sort")])

LAGS = ("Six lag()s over one window spec (30-33) are one Window; its Exchange and Sort are derived at that query. "
        "The second query (35-36) is the WHERE Filter and the SELECT DISTINCT's two HashAggregates (no Exchange: the "
        "window's partitioning serves it), the first derived; the Project before them keeps only username (derived, "
        "ambiguous). ")
L["nk_logs_lag_windows_distinct_show"] = dict(
    file=LQ,
    dataframe="LogsQuestion (App body): castedDf (16-21); view logdata (23); adjustedWorkingHours = spark.sql(\"select "
              "username,mouse,keyboard,lag(mouse,1) over (partition by username order by boottime,mouse) as "
              "firstValue, ... lag(mouse,6) ... as sixthValue from logData\") (30-33); view workingHours (34); "
              "adjustedWorkingHoursNew = spark.sql(\"select distinct username,0.5 as value from workingHours where "
              "firstValue = 0 and ... sixthValue = 0\") (35-36); adjustedWorkingHoursNew.show() (37)",
    notes=LOGS + LAGS + "show()'s CollectLimit is derived at 37. ",
    nodes=[N(1, s(13, (16, 17), 33), False, "read"),
           N(2, s((16, 17)), True, "read"),
           N(3, s((16, 17), (19, 20), (30, 33)), False, "project", amb=True),
           N(4, s((30, 33)), True, "window"),
           N(7, s((30, 33)), True, "window"),
           N(8, s((30, 33)), False, "window"),
           N(9, s((35, 36)), False, "filter"),
           N(10, s(35), True, "project", amb=True),
           N(11, s(35), True, "distinct"),
           N(12, s(35), False, "distinct"),
           N(13, s(37), True, "limit")])

JOINQ = ("The last query (39-40: logdata left join workingHours, the view re-pointed at the distinct query at 38, "
         "group by username, to_date(BootTime), value with max/min of boottime) reads logdata twice: its own FROM "
         "(left side) and the lag query's FROM inside workingHours (right side, whose isnotnull(username) Filter is "
         "inferred from the join key: derived at the join). The left side's Exchange is derived at the join; the "
         "Project before the aggregate computes its to_date grouping key (the GROUP BY); the single HashAggregate "
         "(no Exchange: the join's partitioning by username serves it) is the GROUP BY with the select list and "
         "show()'s casts. ")
LEFT_SIDE = [N(1, s(13, (16, 17), 39), False, "read"),
             N(2, s((16, 17)), True, "read"),
             N(3, s((16, 17), 20, (39, 40)), False, "project", amb=True),
             N(4, s((39, 40)), True, "join")]


def lag_side(scan: int, sort: int) -> list:
    """The join's right side, the distinct over the lag query: scan .. Exchange from `scan`, Sort .. the final
    distinct aggregate from `sort`."""
    return [N(scan, s(13, (16, 17), 33), False, "read"),
            N(scan + 1, s((16, 17)), True, "read"),
            N(scan + 2, s((39, 40)), True, "filter"),
            N(scan + 3, s((16, 17), (19, 20), (30, 33)), False, "project", amb=True),
            N(scan + 4, s((30, 33)), True, "window"),
            N(sort, s((30, 33)), True, "window"),
            N(sort + 1, s((30, 33)), False, "window"),
            N(sort + 2, s((35, 36)), False, "filter"),
            N(sort + 3, s(35), True, "project", amb=True),
            N(sort + 4, s(35), True, "distinct"),
            N(sort + 5, s(35), False, "distinct")]


L["nk_logs_left_join_working_hours_show"] = dict(
    file=LQ,
    dataframe="LogsQuestion (App body): castedDf (16-21); view logdata (23); the lag query (30-33) as view "
              "workingHours (34); adjustedWorkingHoursNew = spark.sql(\"select distinct username,0.5 as value from "
              "workingHours where ...\") (35-36) as view workingHours (38); adjustedWorkingHoursfinal = "
              "spark.sql(\"select logdata.username,round((bigint(max(boottime)) - bigint(min(boottime)))/3600,2) - "
              "coalesce(value,0) as WorkingHrs from logdata left join workingHours on workingHours.username = "
              "logdata.username group by logdata.username,to_date(BootTime),value\") (39-40); "
              "adjustedWorkingHoursfinal.show() (41)",
    notes=LOGS + LAGS + JOINQ + "AQE made the sort-merge join a broadcast join of the distinct side "
          "(BroadcastExchange derived at the join); show()'s CollectLimit is derived at 41. ",
    nodes=LEFT_SIDE + lag_side(7, 14) + [N(20, s((39, 40)), True, "join"),
                                         N(22, s((39, 40)), False, "join"),
                                         N(23, s(40), False, "project"),
                                         N(24, s(40), False, "aggregate"),
                                         N(25, s(41), True, "limit")])

L["nk_logs_smj_left_join_working_hours_show"] = dict(
    file=LQ,
    dataframe=L["nk_logs_left_join_working_hours_show"]["dataframe"],
    notes=LOGS + LAGS + JOINQ + "Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join, its Sorts "
          "derived at the join; show()'s CollectLimit is derived at 41. ",
    nodes=LEFT_SIDE + lag_side(8, 15) + [N(7, s((39, 40)), True, "join"),
                       N(21, s((39, 40)), True, "join"),
                       N(22, s((39, 40)), False, "join"),
                       N(23, s(40), False, "project"),
                       N(24, s(40), False, "aggregate"),
                       N(25, s(41), True, "limit")])

# ---------------------------------------------------------------- WordCount (class called by the test class)
WCN = ("WordCount's methods run from the test class WordCoutTest (WordCountTest.scala), through our FunSuite stand-in "
       "and driver; the test builds the same word count in its own body before calling the method (look-alikes in "
       "the two files). groupBy(...).count(): the partial aggregate and its Exchange derived at it. ")
L["nk_wc_dataframe_explode_count_show"] = dict(
    file=WC,
    dataframe="WordCount.countWordsDataFrame(spark, \"./src/test/resources/lines.txt\", ...) (called at "
              "WordCountTest.scala:54): textDf = spark.read.text(inputFile) (34); wordsDf = "
              "textDf.select(explode(split(textDf(\"value\"),\" \")).alias(\"word\")) (35); countDf = "
              "wordsDf.groupBy(\"word\").count() (36); countDf.show(10) (37)",
    notes=WCN + SHOWN,
    nodes=[N(1, s(34), False, "read", fn="countWordsDataFrame"),
           N(2, s(35), False, "explode", fn="countWordsDataFrame"),
           N(3, s(36), True, "aggregate", fn="countWordsDataFrame"),
           N(4, s(36), True, "aggregate", fn="countWordsDataFrame"),
           N(7, s(36), False, "aggregate", fn="countWordsDataFrame")])

L["nk_wc_dataframe_csv_write"] = dict(
    file=WC,
    dataframe="WordCount.countWordsDataFrame (called at WordCountTest.scala:54): textDf (34); wordsDf = "
              "select(explode(split(...))) (35); countDf = groupBy(\"word\").count() (36); "
              "countDf.write.csv(outputPath+currentDateTime) (39)",
    notes=WCN + "WriteFiles is derived at the write call; the InsertIntoHadoopFsRelationCommand is not. The output "
          "folder (file:///home/niraj/IdeaProjects/WordCountProblem/output<date,time>) is served by a link. ",
    nodes=[N(1, s(34), False, "read", fn="countWordsDataFrame"),
           N(2, s(35), False, "explode", fn="countWordsDataFrame"),
           N(3, s(36), True, "aggregate", fn="countWordsDataFrame"),
           N(4, s(36), True, "aggregate", fn="countWordsDataFrame"),
           N(7, s(36), False, "aggregate", fn="countWordsDataFrame"),
           N(8, s(39), True, "write", fn="countWordsDataFrame"),
           N(9, s(39), False, "write", fn="countWordsDataFrame")])

EXCEPT = ("outputCountDF.except(countDfTest).count(): except is a left-anti join of the two counts on every column "
          "(null-safe keys), its BroadcastExchange derived at it (the left side's distinct dropped: its rows are "
          "already unique); count() is the Project of no column, the partial count and its Exchange (derived) and "
          "the final count. ")
L["nk_wc_test_except_dataframe_count"] = dict(
    file=WCT,
    dataframe="WordCoutTest, test \"..._MatchCountOfWordsUsingDataFrame_ReturnZero\" (49-56): textDf = "
              "spark.read.text(inputFilePath) (51); wordsDf = select(explode(split(...))) (52); countDfTest = "
              "wordsDf.groupBy(\"word\").count() (53); outputCountDF = new WordCount().countWordsDataFrame(spark, "
              "inputFilePath, outputDirectory) (54: WordCount.scala 34-36); outputCountDF.except(countDfTest).count() "
              "(55)",
    notes=WCN + EXCEPT + "The left side is WordCount.scala's countDf (34-36); the right side's scan and partial count "
          "are the left side's Exchange reused (ReusedExchange, not labelled): only its final HashAggregate is "
          "labelled, at the test's groupBy (53), WordCount.scala's groupBy (36) an alt. ",
    nodes=[N(1, s(34), False, "read", file=WC, fn="countWordsDataFrame", alt=[(WCT, s(51), BODY)]),
           N(2, s(35), False, "explode", file=WC, fn="countWordsDataFrame", alt=[(WCT, s(52), BODY)]),
           N(3, s(36), True, "aggregate", file=WC, fn="countWordsDataFrame", alt=[(WCT, s(53), BODY)]),
           N(4, s(36), True, "aggregate", file=WC, fn="countWordsDataFrame", alt=[(WCT, s(53), BODY)]),
           N(7, s(36), False, "aggregate", file=WC, fn="countWordsDataFrame"),
           N(11, s(53), False, "aggregate", alt=[(WC, s(36), "countWordsDataFrame")]),
           N(12, s(55), True, "join"),
           N(14, s(55), False, "join"),
           N(15, s(55), True, "project"),
           N(16, s(55), True, "aggregate"),
           N(17, s(55), True, "aggregate"),
           N(19, s(55), False, "aggregate")])

DS = ("The Dataset version: spark.read.text(...).as[String] then flatMap(_.split(\" \")): DeserializeToObject and "
      "SerializeFromObject derived at the flatMap, MapPartitions the flatMap itself; withColumnRenamed(\"value\", "
      "\"words\") on the same line is the Project. ")
L["nk_wc_dataset_flatmap_count_show"] = dict(
    file=WC,
    dataframe="WordCount.countWordsDataset(spark, \"./src/test/resources/lines.txt\", ...) (called at "
              "WordCountTest.scala:81): textDataSet = spark.read.text(inputFile).as[String] (51); wordsDataset = "
              "textDataSet.flatMap(_.split(\" \")).withColumnRenamed(\"value\",\"words\") (52); countDF = "
              "wordsDataset.groupBy(\"words\").count() (53); countDF.show(10) (54)",
    notes=WCN + DS + SHOWN,
    nodes=[N(1, s(51), False, "read", fn="countWordsDataset"),
           N(2, s(52), True, "explode", fn="countWordsDataset"),
           N(3, s(52), False, "explode", fn="countWordsDataset"),
           N(4, s(52), True, "explode", fn="countWordsDataset"),
           N(5, s(52), False, "project", fn="countWordsDataset"),
           N(6, s(53), True, "aggregate", fn="countWordsDataset"),
           N(7, s(53), True, "aggregate", fn="countWordsDataset"),
           N(10, s(53), False, "aggregate", fn="countWordsDataset")])


def _ds_side(first: int, test: bool):
    """The nodes of one word count (scan .. final aggregate), from node id `first`: the test body's (78-80) or the
    method's (WordCount.scala 51-53)."""
    if test:
        f, fn, l = WCT, BODY, (78, 79, 80)
    else:
        f, fn, l = WC, "countWordsDataset", (51, 52, 53)
    return [N(first, s(l[0]), False, "read", file=f, fn=fn),
            N(first + 1, s(l[1]), True, "explode", file=f, fn=fn),
            N(first + 2, s(l[1]), False, "explode", file=f, fn=fn),
            N(first + 3, s(l[1]), True, "explode", file=f, fn=fn),
            N(first + 4, s(l[1]), False, "project", file=f, fn=fn),
            N(first + 5, s(l[2]), True, "aggregate", file=f, fn=fn),
            N(first + 6, s(l[2]), True, "aggregate", file=f, fn=fn),
            N(first + 9, s(l[2]), False, "aggregate", file=f, fn=fn)]


L["nk_wc_test_except_dataset_count"] = dict(
    file=WCT,
    dataframe="WordCoutTest, test \"..._MatchCountOfWordsUsingDataSet_ReturnZero\" (75-83): textDataSet = "
              "spark.read.text(inputFilePath).as[String] (78); wordsDataset = flatMap(_.split(\" \"))"
              ".withColumnRenamed(\"value\",\"words\") (79); countDfTest = groupBy(\"words\").count() (80); "
              "outputCountDF = new WordCount().countWordsDataset(spark, inputFilePath, outputDirectory) (81: "
              "WordCount.scala 51-53); outputCountDF.except(countDfTest).count() (82)",
    notes=WCN + DS + EXCEPT + "The left side (1-10) is WordCount.scala's countDF, the right side (11-20) the test's "
          "countDfTest: the same chain written in both files, each labelled where it ran. ",
    nodes=_ds_side(1, False) + _ds_side(11, True) + [
           N(21, s(82), True, "join"),
           N(23, s(82), False, "join"),
           N(24, s(82), True, "project"),
           N(25, s(82), True, "aggregate"),
           N(26, s(82), True, "aggregate"),
           N(28, s(82), False, "aggregate")])

# ---------------------------------------------------------------- DataFrameCreation (FrameComparison, from its test)
FCN = ("DataFrameCreationTest's tests (through our FunSuite stand-in and driver) read one DataFrame with "
       "DataFramefromFileBuilder.createDataFrame (19-22: csv/json/parquet/avro by a match on the choice; "
       "createJSONDataFrame and the others call it) and another with spark.read in the test body, then "
       "FrameComparison.frameComparison(first, second) runs first.unionAll(second).except(first.intersect(second))"
       ".count() on one line (11): intersect is a left-semi join and a distinct, except a left-anti join pushed "
       "through the union and a distinct, count() the last aggregates; every operator of the line is labelled there "
       "(derived: the joins' Exchanges and BroadcastExchanges, the partial aggregates and their Exchanges). Each "
       "scan at the read that made it (the builder's line, or the test's), /home/niraj/inputFiles/ being a link to "
       "the repository's own DataFrameCreation/src/test/scala/resources. ")
DISTINCT_COUNT = lambda a, b, c, d, e, f: [   # noqa: E731  partial/exchange/final distinct, partial/exchange/final count
    N(a, s(11), True, "distinct", file=FC, fn="frameComparison"),
    N(b, s(11), True, "distinct", file=FC, fn="frameComparison"),
    N(c, s(11), False, "distinct", file=FC, fn="frameComparison"),
    N(d, s(11), True, "aggregate", file=FC, fn="frameComparison"),
    N(e, s(11), True, "aggregate", file=FC, fn="frameComparison"),
    N(f, s(11), False, "aggregate", file=FC, fn="frameComparison")]
L["nk_dfc_json_frame_comparison_count"] = dict(
    file=FC,
    dataframe="DataFrameCreationTest, test \"test_InputJsonFile_CreatingDataFrames_ReturnUnequal\" (52-58): "
              "firstDataFrame = objCreation.createJSONDataFrame(irisJson) (54: DataFramefromFileBuilder 20, "
              "spark.read.json(filepath)); secondDataFrame = spark.read.json(irisNew) (55); "
              "frameCompareObj.frameComparison(firstDataFrame, secondDataFrame) (57): "
              "firstDataFrame.unionAll(secondDataFrame).except(firstDataFrame.intersect(secondDataFrame)).count() "
              "(FrameComparison.scala 11)",
    notes=FCN + "Scans 1 and 2 read iris.json (the builder's json read, for the union and the intersect), 3 and 15 "
          "iris_New.json (the test's read). ",
    nodes=[N(1, s(20), False, "read", file=BLD, fn="createDataFrame"),
           N(2, s(20), False, "read", file=BLD, fn="createDataFrame"),
           N(3, s(55), False, "read", file=DFT),
           N(4, s(11), True, "join", file=FC, fn="frameComparison"),
           N(6, s(11), False, "join", file=FC, fn="frameComparison"),
           N(7, s(11), True, "distinct", file=FC, fn="frameComparison"),
           N(8, s(11), True, "distinct", file=FC, fn="frameComparison"),
           N(11, s(11), False, "distinct", file=FC, fn="frameComparison"),
           N(12, s(11), True, "join", file=FC, fn="frameComparison"),
           N(14, s(11), False, "join", file=FC, fn="frameComparison"),
           N(15, s(55), False, "read", file=DFT),
           N(18, s(11), False, "join", file=FC, fn="frameComparison"),
           N(19, s(11), False, "union", file=FC, fn="frameComparison")]
    + DISTINCT_COUNT(20, 21, 24, 25, 26, 28))

L["nk_dfc_list_frame_comparison_count"] = dict(
    file=FC,
    dataframe="DataFrameCreationTest, test \"test_InputArrayDifferent_ReturnFalse\" (116-134): testdataFrame = "
              "spark.createDataFrame(rdd, schema) (129, rdd of three Rows at 120); outputDataFrame = "
              "objCreation.createListDataFrame(functionInputArray, schema) (131: DataFramefromFileBuilder 60-61, "
              "spark.sparkContext.parallelize + spark.createDataFrame(rdd,schema)); "
              "frameCompareObj.frameComparison(testdataFrame, outputDataFrame) (133): "
              "unionAll(...).except(...intersect(...)).count() (FrameComparison.scala 11)",
    notes=FCN + "Both sides are RDDs of Rows made DataFrames (Scan ExistingRDD): 1 the test's (129), 8 the builder's "
          "(61). AQE turned the planned sort-merge joins into broadcast joins and kept their shuffles (Exchanges "
          "derived at the line; the reused ones are not labelled). ",
    nodes=[N(1, s(129), False, "read", file=DFT),
           N(2, s(11), True, "join", file=FC, fn="frameComparison"),
           N(8, s(61), False, "read", file=BLD, fn="createListDataFrame"),
           N(9, s(11), True, "join", file=FC, fn="frameComparison"),
           N(12, s(11), True, "join", file=FC, fn="frameComparison"),
           N(14, s(11), False, "join", file=FC, fn="frameComparison"),
           N(15, s(11), True, "distinct", file=FC, fn="frameComparison"),
           N(16, s(11), True, "distinct", file=FC, fn="frameComparison"),
           N(19, s(11), False, "distinct", file=FC, fn="frameComparison"),
           N(20, s(11), True, "join", file=FC, fn="frameComparison"),
           N(22, s(11), False, "join", file=FC, fn="frameComparison"),
           N(28, s(11), False, "join", file=FC, fn="frameComparison"),
           N(29, s(11), False, "union", file=FC, fn="frameComparison")]
    + DISTINCT_COUNT(30, 31, 34, 35, 36, 38))

L["nk_dfc_parquet_frame_comparison_count"] = dict(
    file=FC,
    dataframe="DataFrameCreationTest, test \"test_InputParaquetFile_CreatingDataFrames_ReturnUnequal\" (68-74): "
              "firstDataFrame = objCreation.createParaquetDataFrame(userDataParaquet) (70: DataFramefromFileBuilder "
              "21, spark.read.parquet(filepath)); secondDataFrame = spark.read.parquet(userDataParaquetNew) (71); "
              "frameComparison(firstDataFrame, secondDataFrame) (73): unionAll(...).except(...intersect(...)).count() "
              "(FrameComparison.scala 11)",
    notes=FCN + "The two files share no row: AQE found the intersect empty and dropped the anti joins, leaving the "
          "union of the two scans (1: userdata1.parquet, the builder's read; 2: userdata2.parquet, the test's), "
          "the except's distinct and the count. ",
    nodes=[N(1, s(21), False, "read", file=BLD, fn="createDataFrame"),
           N(2, s(71), False, "read", file=DFT),
           N(3, s(11), False, "union", file=FC, fn="frameComparison")]
    + DISTINCT_COUNT(5, 6, 9, 10, 11, 13))

L["nk_dfc_parquet_builder_show"] = dict(
    file=BLD,
    dataframe="DataFramefromFileBuilder.createDataFrame(3, \"file:///home/niraj/inputFiles/userdata1.parquet\") "
              "(from createParaquetDataFrame, called at DataFrameCreationTest.scala:62): readDataFrame = "
              "spark.read.parquet(filepath) (21); showDataFrame(readDataFrame) (24): readDataFrame.describe() (12, "
              "never acted on); readDataFrame.show(10) (13)",
    notes="The builder's show of what it read (the first of two alike shows of userdata1.parquet, one per parquet "
          "test). The Project of only show()'s string casts and the CollectLimit are derived at the show line. ",
    nodes=[N(1, s(21), False, "read", fn="createDataFrame"),
           N(3, s(13), True, "project", fn="showDataFrame"),
           N(4, s(13), True, "limit", fn="showDataFrame")])

# ---------------------------------------------------------------- ML programs: a mean over the model's predictions
ML = ("The program's own ML stages (VectorAssembler, a scaler, a fitted model) run in the plan as Projects of UDFs, "
      "each at the transform(...).select(...) that applied it (kind udf); randomSplit(...) is a Sort on every column "
      "(derived at it) and a Sample (the split taken at its apply line too); select(avg(col(\"prediction\")))"
      ".collect() is the partial avg (derived), its Exchange (derived) and the final avg. ")
L["nk_ml_stock_avg_prediction_collect"] = dict(
    file=STK,
    dataframe="StockPrediction (App body): inputDF = takeInput(\"./src/test/resources/GOOG.csv\") (85: "
              "spark.read.option(...).option(...).csv(filepath) 73-76); assembledDF = "
              "preProcessingAndAssembling(inputDF) (86: assembler.transform(inputDF.drop()).select(\"Close\", "
              "\"features\") 42-45); scaledDF = scalingData(assembledDF) (87: scalerModel.transform(inputDF)"
              ".select(\"Close\", \"scaledFeatures\") 57); split = scaledDF.randomSplit(Array(0.80, 0.20), 111) (88); "
              "test = split.apply(1) (90); lrModel = modelCreation(train) (91); metricsEvaluation(test) (93): "
              "prediction = lrModel.transform(test) (22); prediction.select(avg(col(\"prediction\"))).collect() (31)",
    notes=ML + "The csv scan reads only the columns the assembler and the label need. The Project between the "
          "split's Sort and the Sample keeps only the scaled features (column pruning: derived, ambiguous, at the "
          "split and at the model's transform). The model's prediction Project is lrModel.transform (22; lrModel is "
          "the App body's val, fitted at 91). ",
    nodes=[N(1, s((73, 76)), False, "read", fn="takeInput"),
           N(2, s((42, 45)), False, "udf", fn="preProcessingAndAssembling"),
           N(3, s(57), False, "udf", fn="scalingData"),
           N(4, s(88), True, "sample"),
           N(5, s(88), True, "project", amb=True, alt=[(STK, s(22), "metricsEvaluation")]),
           N(6, s(88, 90), False, "sample"),
           N(7, s(22), False, "udf", fn="metricsEvaluation"),
           N(8, s(31), True, "aggregate", fn="metricsEvaluation"),
           N(9, s(31), True, "aggregate", fn="metricsEvaluation"),
           N(11, s(31), False, "aggregate", fn="metricsEvaluation")])

L["nk_ml_dtree_regression_avg_prediction_collect"] = dict(
    file=DTR,
    dataframe="DecisionTreeRegressionDemo (App body): inputDF = spark.read.option(\"header\", true).option("
              "\"inferSchema\", true).csv(\"./src/test/resources/Admission_Prediction.csv\") (50-53); imputedDF = "
              "imputingValues(inputDF) (57: imputerModel.transform(inputDF) 41); outputDF = "
              "assembler.transform(imputedDF).select(\"features\", \"Chance of Admit\") (62-63); scaledDF = "
              "scalerModel.transform(outputDF).select(\"Chance of Admit\", \"scaledFeatures\") (68-69); splits = "
              "scaledDF.randomSplit(Array(0.75, 0.25)) (77); test = splits(1) (79); predictions = "
              "decisionTreeModel.fit(train).transform(test) (81); mean = predictions.select(avg(col(\"prediction\")))"
              ".collect().apply(0).getDouble(0) (91-92)",
    notes=ML + "The Imputer's mean replacement (imputingValues, 41) is folded into the assembler's Project (its "
          "CASE WHENs inside the UDF's struct): an alt. The Project between the split's Sort and the Sample keeps only "
          "the scaled features (column pruning: derived, ambiguous, at the split and at the model's transform). "
          "RandomForestRegressorDemo builds the same chain (a look-alike; its random forest is the only change). "
          "Run with spark.sql.ansi.enabled=false (Spark 3.0's default): under ANSI the program's checkNull "
          "(inputDF(colName) === \"\" on double columns) stops it before this query. ",
    nodes=[N(1, s((50, 53)), False, "read"),
           N(2, s((62, 63)), False, "udf", alt=[(DTR, s(41), "imputingValues")]),
           N(3, s((68, 69)), False, "udf"),
           N(4, s(77), True, "sample"),
           N(5, s(77, 81), True, "project", amb=True),
           N(6, s(77, 79), False, "sample"),
           N(7, s(81), False, "udf"),
           N(8, s((91, 92)), True, "aggregate"),
           N(9, s((91, 92)), True, "aggregate"),
           N(11, s((91, 92)), False, "aggregate")])

L["nk_ml_dtree_check_null_imputed_count"] = dict(
    file=DTR,
    dataframe="DecisionTreeRegressionDemo.imputingValues(inputDF) (called at 57): imputedDF = "
              "imputerModel.transform(inputDF) (41: Imputer over \"GRE Score\", \"TOEFL Score\", \"University "
              "Rating\", 36-39, fitted at 40); checkNull(imputedDF) (44): for each column, inputDF.filter(inputDF(colName)"
              ".isNull || inputDF(colName) === \"\" || inputDF(colName).isNaN).count() (24-30); this plan is the first "
              "column, GRE Score (inputDF read at 50-53)",
    notes="checkNull (19-33) is the same method in five MachineLearning programs, and the program calls it on the read "
          "and on the imputed DataFrame: one count per column each time (the same call site, told apart by "
          "description_rank). The imputer's CASE WHEN replacement is folded into the Filter (the filter's lines; the "
          "transform at 41 an alt); === \"\" on a double column folds away with spark.sql.ansi.enabled=false "
          "(Spark 3.0's default, set for this run: under ANSI it stops the program). count() is the Project of no "
          "column (derived), the partial count and its Exchange (derived) and the final count. ",
    nodes=[N(1, s((50, 53)), False, "read"),
           N(2, s((25, 29)), False, "filter", fn="checkNull", alt=[(DTR, s(41), "imputingValues")]),
           N(3, s(30), True, "project", fn="checkNull"),
           N(4, s(30), True, "aggregate", fn="checkNull"),
           N(5, s(30), True, "aggregate", fn="checkNull"),
           N(7, s(30), False, "aggregate", fn="checkNull")])

SUITE = {"wc": WCT, "dfc": DFT}
SESSION = ("Session: spark-submit --master local[1] (the code's own local[*] wins, one thread by "
           "-XX:ActiveProcessorCount=1), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on")
RUN = ("Run: bench/real/capture/nirajkumar-scala/capture.py: the repository's Scala compiled unchanged with the Scala "
       "2.13 compiler of the PySpark jars (with our stand-ins for the Cassandra connector and ScalaTest's FunSuite) "
       "and run with spark-submit --class from a scratch copy of the laid-out repository, in the sbt project's "
       "folder; the plan is the n-th the run wrote (a query-execution listener, after each query ran: final adaptive "
       "plans); event_log.json from the same run.")


def main() -> int:
    out = []
    for case, part, program, line, action, _, _, *rest in CASES:
        if case not in L:
            print(f"-- {case}: no labels yet")
            continue
        spec = L[case]
        folder = BENCH / part / case
        if not (folder / "plan.formatted.txt").is_file():
            print(f"-- {case}: not captured")
            continue
        main_class, file, cwd, args, extra = PROGRAMS[program]
        where = rest[0] if rest else file
        settings = "".join(f", {c}" for c in extra)
        command = f"spark-submit --class {main_class} nk.jar{''.join(' ' + a for a in args)}"
        script = SUITE.get(program, spec["file"])   # a suite's class ran: its test file is the entry
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": script,
                     "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where}:{line})",
                     "notes": spec["notes"] + SESSION + settings + f". Command (from {cwd}/): {command}. " + RUN,
                     "form": spec.get("form", "sql-string" if spec["file"] in (CQ, LQ) else "scala"),
                     "source": SOURCE}
        rows = rows_of(folder, spec["file"], spec["nodes"])
        out.append((part, str(folder), rows, case_json, f"{action} at {Path(where).name}:{line}"))
    return write_cases(out)


if __name__ == "__main__":
    sys.exit(main())
