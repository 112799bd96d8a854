"""Write each sj_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/johnlibron-java/labels.py

A label: N(node id, operator, file key, spans, derived, kind, amb=...): spans are the file's own line numbers; every
call sits in the program's `main`, so the symbol is `<package>.<Class>.main`.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "johnlibron__apache-spark-java"
COMMIT = "cecfccfa427ce9eac1e89693c36bcf6e12d92134"
SOURCE = "johnlibron/apache-spark-java"
J = "src/main/java/com/virtualpairprogrammers/sparkSql/"
F = {"HP": "HousePrice", "SOS": "StackOverFlowSurvey", "TD": "dataset.TypedDataset",
     "TDF": "dataframe.TestingSqlDataFrames", "TS": "udf.TestingSql", "TSD": "dataframe.TestingSqlDatasets",
     "EX": "udf.ExamResults", "MK": "join.UkMakerSpaces", "MN": "dataset.Main", "RDC": "dataset.RddDatasetConversion"}


def file_of(key: str) -> str:
    return J + F[key].replace(".", "/") + ".java"


def symbol_of(key: str) -> str:
    return "com.virtualpairprogrammers.sparkSql." + F[key] + ".main"


class N(tuple):
    def __new__(cls, nid, op, key, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, key, spans, derived, kind, amb))


def rows_of(nodes) -> list[dict]:
    rows = [{"node_id": nid, "operator": op, "file": file_of(key), "lines": spans, "symbol": symbol_of(key),
             "derived": derived, "kind": kind, "ambiguous": amb}
            for nid, op, key, spans, derived, kind, amb in nodes]
    return sorted(rows, key=lambda r: r["node_id"])


SHOW = ("show()'s CollectLimit, a LocalLimit it pushed down and a Project of only toprettystring casts are derived at "
        "the show line (kind limit, project); where the casts fold into a user Project, aggregate or "
        "TakeOrderedAndProject, that node is not derived and also accepts the show. ")
READ = "Scans at the read chain that made the DataFrame (a filter pushed into the scan: its line too). "
AGG = ("The partial HashAggregate and its Exchange derived at the groupBy/agg/count call(s), the final one not (it "
       "also holds show()'s casts: the show line too). ")
LOOK = "Look-alikes are never alternatives: "
SOSREAD = ("sparkSql/StackOverFlowSurvey.java main: responses = dataFrameReader.option(\"header\",\"true\").csv("
           "2016-stack-overflow-survey-responses.csv) (24-26; the reader at 22); ")
SOSCAST = ("castedResponse = responses.withColumn(salary_midpoint, cast integer) (45) .withColumn(age_midpoint, cast "
           "integer) (46); ")
TDREAD = ("sparkSql/dataset/TypedDataset.java main: responses = dataFrameReader.option(\"header\",\"true\").csv(survey) "
          "(27-28); responseWithSelectedColumns = responses.select(country, age_midpoint as ageMidpoint cast integer, "
          "occupation, salary_midpoint as salaryMidPoint cast integer) (30-34); typedDataset = "
          "responseWithSelectedColumns.as(Encoders.bean(Response.class)) (36); ")
TWIN = ("sparkSql/StackOverFlowSurvey.java and sparkSql/dataset/TypedDataset.java ask the same questions of the same "
        "csv (untyped / as beans), and advanced/accumulator/StackOverFlowSurvey.java is an RDD program of the same name. ")
TYPED = ("The select's casts are one Project (not derived, kind project); a lambda FilterFunction is a Filter of an "
         "invoke(...call(initializejavabean(...))) (kind filter). ")
TSDREAD = ("sparkSql/dataframe/TestingSqlDatasets.java main: dataset = spark.read().option(\"header\", true).csv("
           "exams/students-*.csv) (13); ")
MKREAD = ("sparkSql/join/UkMakerSpaces.java main: makerSpace = session.read().option(header).csv(uk-makerspaces...) "
          "(16-17); postCode = session.read().option(header).csv(uk-postcode.csv) (19-20) .withColumn(\"PostCode\", "
          "concat_ws(\"\", col(\"PostCode\"), lit(\" \"))) (21); joined = makerSpace.join(postCode, makerSpace.col("
          "\"Postcode\").startsWith(postCode.col(\"Postcode\")), \"left_outer\") (29-30); ")
JOIN = ("A non-equi left outer join: BroadcastNestedLoopJoin (BuildRight) not derived, its BroadcastExchange derived at "
        "the join (kind join). ")
LOGS = ("The DataFrame-API twin sparkSql/dataframe/TestingSqlDataFrames.java and the SQL twin sparkSql/udf/TestingSql.java "
        "build one query over the same csv glob; ")

L: dict[str, dict] = {}

L["sj_house_groupby_avg_max_orderby_show"] = dict(
    dataframe="sparkSql/HousePrice.java main: responses = session.read().option(\"header\",\"true\").csv("
              "in/RealEstate.csv) (57-59); castedResponses = responses.withColumn(PRICE, cast double) .withColumn("
              "PRICE_SQ_FT, cast double) (61-63); castedResponses.groupBy(col(\"Location\")) .agg(avg(PRICE_SQ_FT), "
              "max(PRICE)) (65-66) .orderBy(col(\"avg(Price SQ Ft)\").desc()) (67) .show() (68)",
    notes=READ + "The two withColumn casts are one Project (kind project). " + AGG + "orderBy + show is one "
          "TakeOrderedAndProject (kind sort). " + LOOK + "the RDD programs pairRdd/aggregation/{reduceByKey,"
          "combineByKey}/AverageHousePrice.java over the same file. ",
    nodes=[N(1, "Scan csv", "HP", s((57, 59)), False, "read"), N(2, "Project", "HP", s((61, 63)), False, "project"),
           N(3, "HashAggregate", "HP", s((65, 66)), True, "aggregate"),
           N(4, "Exchange", "HP", s((65, 66)), True, "aggregate"),
           N(7, "HashAggregate", "HP", s((65, 66)), False, "aggregate"),
           N(8, "TakeOrderedAndProject", "HP", s(67, 68), False, "sort")])

L["sj_sos_groupby_country_avg_max_show"] = dict(
    dataframe=SOSREAD + SOSCAST + "datasetGroupByCountry = castedResponse.groupBy(\"country\") (58); "
              "datasetGroupByCountry.agg(avg(SALARY_MIDPOINT), max(AGE_MIDPOINT)).show() (59)",
    notes=READ + "The casts of the two withColumns are one Project (kind project). " + AGG + LOOK + TWIN,
    nodes=[N(1, "Scan csv", "SOS", s((24, 26)), False, "read"), N(2, "Project", "SOS", s((45, 46)), False, "project"),
           N(3, "HashAggregate", "SOS", s(58, 59), True, "aggregate"),
           N(4, "Exchange", "SOS", s(58, 59), True, "aggregate"),
           N(7, "HashAggregate", "SOS", s(58, 59), False, "aggregate")])

L["sj_typed_filter_groupby_country_avg_max_show"] = dict(
    dataframe=TDREAD + "typedDataset.filter((FilterFunction<Response>) response -> response.getSalaryMidPoint() != "
              "null) (59) .groupBy(\"country\") (60) .agg(avg(SALARY_MIDPOINT), max(AGE_MIDPOINT)) (61) .show() (62)",
    notes=READ + TYPED + "The Project between the lambda filter and the aggregate keeps the aggregate's columns: "
          "derived, ambiguous, at the filter and the groupBy/agg. " + AGG + LOOK + TWIN,
    nodes=[N(1, "Scan csv", "TD", s((27, 28)), False, "read"), N(2, "Project", "TD", s((30, 34)), False, "project"),
           N(3, "Filter", "TD", s(59), False, "filter"),
           N(4, "Project", "TD", s(59, (60, 61)), True, "project", True),
           N(5, "HashAggregate", "TD", s((60, 61)), True, "aggregate"),
           N(6, "Exchange", "TD", s((60, 61)), True, "aggregate"),
           N(9, "HashAggregate", "TD", s((60, 61), 62), False, "aggregate")])

L["sj_logs_api_month_groupby_orderby_show"] = dict(
    dataframe="sparkSql/dataframe/TestingSqlDataFrames.java main: dataset = spark.read().option(\"header\", true).csv("
              "logging/biglog-*.txt) (20); dataset = dataset.select(col(\"level\"), date_format(datetime, \"MMMM\")"
              ".alias(\"month\"), date_format(datetime, \"M\").alias(\"month_num\").cast(IntegerType)) (27-30) "
              ".groupBy(level, month, month_num).count().as(\"total\") (31-34) .orderBy(month_num, level) (35-37) "
              ".drop(month_num) (38-39); dataset.show(100) (42)",
    notes=READ + "The select's date_format expressions are one Project (kind project). " + AGG + "orderBy + drop + "
          "show(100) is one TakeOrderedAndProject (kind sort). " + LOOK + LOGS + "the SQL one is another case. ",
    nodes=[N(1, "Scan csv", "TDF", s(20), False, "read"), N(2, "Project", "TDF", s((27, 30)), False, "project"),
           N(3, "HashAggregate", "TDF", s((31, 34)), True, "aggregate"),
           N(4, "Exchange", "TDF", s((31, 34)), True, "aggregate"),
           N(7, "HashAggregate", "TDF", s((31, 34)), False, "aggregate"),
           N(8, "TakeOrderedAndProject", "TDF", s((35, 37), (38, 39), 42), False, "sort")])

L["sj_logs_sql_month_groupby_orderby_show"] = dict(
    dataframe="sparkSql/udf/TestingSql.java main: ds = spark.read().option(\"header\", true).csv(logging/biglog-*.txt) "
              "(19); ds.createOrReplaceTempView(\"logging_table\") (29); loggingResults = spark.sql(\"select level, "
              "date_format(datetime, 'MMMM') as month, date_format(datetime, 'M') as month_num, count(1) as total from "
              "logging_table group by level, month, month_num order by cast(month_num as int), level\") (32-41, one "
              "string concatenated over the lines); loggingResults = loggingResults.drop(\"month_num\") (42); "
              "loggingResults.show(100) (47)",
    form="sql-string",
    notes="Each node at the SQL clause that caused it: the scan of the view at the read (19) and the FROM line (38); "
          "the grouping expressions' Project at the select list (33-35) and the GROUP BY (39); the aggregates at the "
          "GROUP BY and count(1) (37); ORDER BY + drop + show(100) one TakeOrderedAndProject (kind sort). " + AGG
          + LOOK + LOGS + "the DataFrame-API one is another case. ",
    nodes=[N(1, "Scan csv", "TS", s(19, 38), False, "read"), N(2, "Project", "TS", s((33, 35), 39), False, "project"),
           N(3, "HashAggregate", "TS", s(39, 37), True, "aggregate"),
           N(4, "Exchange", "TS", s(39, 37), True, "aggregate"),
           N(7, "HashAggregate", "TS", s(39, 37), False, "aggregate"),
           N(8, "TakeOrderedAndProject", "TS", s(41, 42, 47), False, "sort")])

L["sj_maker_left_join_startswith_show"] = dict(
    dataframe=MKREAD + "joined.show() (33)",
    notes=READ + "The withColumn's concat_ws is a Project (kind project). " + JOIN + SHOW + LOOK
          + "advanced/broadcast/UkMakerSpaces.java (the same lookup with an RDD and a broadcast map); the shows of each "
          "side alone (24, 27). ",
    nodes=[N(1, "Scan csv", "MK", s((16, 17)), False, "read"), N(2, "LocalLimit", "MK", s(33), True, "limit"),
           N(3, "Scan csv", "MK", s((19, 20)), False, "read"), N(4, "Project", "MK", s(21), False, "project"),
           N(5, "BroadcastExchange", "MK", s((29, 30)), True, "join"),
           N(7, "BroadcastNestedLoopJoin", "MK", s((29, 30)), False, "join"),
           N(8, "Project", "MK", s(33), True, "project"), N(9, "CollectLimit", "MK", s(33), True, "limit")])

L["sj_maker_join_groupby_region_count_show"] = dict(
    dataframe=MKREAD + "joined.groupBy(\"Region\").count().show() (36)",
    notes=READ + "The withColumn's concat_ws is a Project (kind project). " + JOIN + "The Project of Region above "
          "the join: derived, ambiguous, at the join and the groupBy. " + AGG + LOOK
          + "advanced/broadcast/UkMakerSpaces.java (the same lookup with an RDD and a broadcast map). ",
    nodes=[N(1, "Scan csv", "MK", s((16, 17)), False, "read"), N(2, "Scan csv", "MK", s((19, 20)), False, "read"),
           N(3, "Project", "MK", s(21), False, "project"),
           N(4, "BroadcastExchange", "MK", s((29, 30)), True, "join"),
           N(6, "BroadcastNestedLoopJoin", "MK", s((29, 30)), False, "join"),
           N(7, "Project", "MK", s((29, 30), 36), True, "project", True),
           N(8, "HashAggregate", "MK", s(36), True, "aggregate"), N(9, "Exchange", "MK", s(36), True, "aggregate"),
           N(12, "HashAggregate", "MK", s(36), False, "aggregate")])

L["sj_students_sql_distinct_year_orderby_show"] = dict(
    dataframe=TSDREAD + "dataset.createOrReplaceTempView(\"students_table\") (36); results = spark.sql(\"select "
              "distinct year from students_table order by year desc\") (38); results.show() (39)",
    form="sql-string",
    notes="The scan of the view at the read (13) and the spark.sql line (its FROM, 38). SELECT DISTINCT as a "
          "HashAggregate pair without functions (kind distinct): the partial one and its Exchange derived at the "
          "spark.sql line, the final one not; ORDER BY + show one TakeOrderedAndProject (kind sort). " + LOOK
          + "the same csv glob read in dataset/Main.java and udf/ExamResults.java. ",
    nodes=[N(1, "Scan csv", "TSD", s(13, 38), False, "read"), N(2, "HashAggregate", "TSD", s(38), True, "distinct"),
           N(3, "Exchange", "TSD", s(38), True, "distinct"), N(6, "HashAggregate", "TSD", s(38), False, "distinct"),
           N(7, "TakeOrderedAndProject", "TSD", s(38, 39), False, "sort")])

L["sj_exam_udf_has_passed_show"] = dict(
    dataframe="sparkSql/udf/ExamResults.java main: hasPassedFunction = (UDF2<String, String, Boolean>) (grade, "
              "subject) -> ... (14-19); dataset = spark.read().option(\"header\", true).csv(exams/students-*.csv) (25); "
              "spark.udf().register(\"hasPassed\", hasPassedFunction, BooleanType) (39); dataset = dataset.withColumn("
              "\"pass\", callUDF(\"hasPassed\", col(\"grade\"), col(\"subject\"))) (41); dataset.show() (42)",
    notes=READ + "The Java UDF runs inside the show's Project (toprettystring of hasPassed(grade, subject)): kind udf, "
          "at the withColumn/callUDF call, the UDF2 field, its registration and the show. " + SHOW,
    nodes=[N(1, "Scan csv", "EX", s(25), False, "read"), N(2, "Project", "EX", s(41, (14, 19), 39, 42), False, "udf"),
           N(3, "CollectLimit", "EX", s(42), True, "limit")])

L["sj_typed_map_salary_bucket_groupby_orderby_show"] = dict(
    dataframe=TDREAD + "typedDataset.map((MapFunction<Response, Integer>) response -> ... Math.round(salary / 20000f) "
              "* 20000, Encoders.INT()) (65-66) .withColumnRenamed(\"value\", SALARY_MIDPOINT_BUCKET) (67) .groupBy("
              "SALARY_MIDPOINT_BUCKET) (68) .count() (69) .orderBy(SALARY_MIDPOINT_BUCKET).show() (70)",
    notes=READ + TYPED + "Typed map: DeserializeToObject and SerializeFromObject derived at the map, MapElements not "
          "(kind project); withColumnRenamed a Project. " + AGG + "orderBy + show one TakeOrderedAndProject (kind "
          "sort). " + LOOK + TWIN + "(StackOverFlowSurvey.java builds the bucket with withColumn, line 61-62.) ",
    nodes=[N(1, "Scan csv", "TD", s((27, 28)), False, "read"), N(2, "Project", "TD", s((30, 34)), False, "project"),
           N(3, "DeserializeToObject", "TD", s((65, 66)), True, "project"),
           N(4, "MapElements", "TD", s((65, 66)), False, "project"),
           N(5, "SerializeFromObject", "TD", s((65, 66)), True, "project"),
           N(6, "Project", "TD", s(67), False, "project"),
           N(7, "HashAggregate", "TD", s(68, 69), True, "aggregate"),
           N(8, "Exchange", "TD", s(68, 69), True, "aggregate"),
           N(11, "HashAggregate", "TD", s(68, 69), False, "aggregate"),
           N(12, "TakeOrderedAndProject", "TD", s(70), False, "sort")])

L["sj_sos_salary_bucket_groupby_orderby_show"] = dict(
    dataframe=SOSREAD + SOSCAST + "responseWithSalaryBucket = castedResponse.withColumn(SALARY_MIDPOINT_BUCKET, col("
              "SALARY_MIDPOINT).divide(20000).cast(\"integer\").multiply(20000)) (61-62); responseWithSalaryBucket"
              ".groupBy(SALARY_MIDPOINT_BUCKET).count().orderBy(col(SALARY_MIDPOINT_BUCKET)).show() (68)",
    notes=READ + "The bucket withColumn over the salary cast is one Project (kind project), at both. " + AGG
          + "orderBy + show one TakeOrderedAndProject (kind sort). " + LOOK + TWIN
          + "(TypedDataset.java builds the bucket with a typed map, lines 65-70.) ",
    nodes=[N(1, "Scan csv", "SOS", s((24, 26)), False, "read"),
           N(2, "Project", "SOS", s((61, 62), 45), False, "project"),
           N(3, "HashAggregate", "SOS", s(68), True, "aggregate"), N(4, "Exchange", "SOS", s(68), True, "aggregate"),
           N(7, "HashAggregate", "SOS", s(68), False, "aggregate"),
           N(8, "TakeOrderedAndProject", "SOS", s(68), False, "sort")])

L["sj_students_filter_modern_art_count"] = dict(
    dataframe=TSDREAD + "subjectColumn = dataset.col(\"subject\") (27); yearColumn = dataset.col(\"year\") (28); "
              "modernArtResults = dataset.filter(subjectColumn.equalTo(\"Modern Art\").and(yearColumn.geq(2007))) "
              "(29-31); modernArtResults.count() (34)",
    notes=READ + "The filter pushed into the scan (its lines too). The empty Project under the count: derived, "
          "ambiguous, at the filter and the count. count()'s partial HashAggregate and Exchange derived at the count, "
          "the final one not. " + LOOK + "modernArtResults.show() (33) of the same filter, dataset.count() (16), the "
          "commented-out filter string (26). ",
    nodes=[N(1, "Scan csv", "TSD", s(13, (29, 31)), False, "read"), N(2, "Filter", "TSD", s((29, 31)), False, "filter"),
           N(3, "Project", "TSD", s((29, 31), 34), True, "project", True),
           N(4, "HashAggregate", "TSD", s(34), True, "aggregate"), N(5, "Exchange", "TSD", s(34), True, "aggregate"),
           N(7, "HashAggregate", "TSD", s(34), False, "aggregate")])

L["sj_sos_orderby_salary_desc_show"] = dict(
    dataframe=SOSREAD + SOSCAST + "castedResponse.orderBy(col(SALARY_MIDPOINT).desc()).show() (55)",
    notes=READ + "The casts of the two withColumns are one Project (kind project); orderBy + show one "
          "TakeOrderedAndProject (kind sort). " + LOOK + TWIN,
    nodes=[N(1, "Scan csv", "SOS", s((24, 26)), False, "read"), N(2, "Project", "SOS", s((45, 46)), False, "project"),
           N(3, "TakeOrderedAndProject", "SOS", s(55), False, "sort")])

L["sj_typed_lambda_filter_afghanistan_show"] = dict(
    dataframe=TDREAD + "typedDataset.filter((FilterFunction<Response>) response -> response.getCountry().equals("
              "\"Afghanistan\")).show() (45-46)",
    notes=READ + TYPED + SHOW + LOOK + TWIN + "(StackOverFlowSurvey.java filters with col(\"country\").equalTo, line "
          "38.) ",
    nodes=[N(1, "Scan csv", "TD", s((27, 28)), False, "read"), N(2, "Project", "TD", s((30, 34)), False, "project"),
           N(3, "Filter", "TD", s((45, 46)), False, "filter"), N(4, "Project", "TD", s(46), True, "project"),
           N(5, "CollectLimit", "TD", s(46), True, "limit")])

L["sj_sos_filter_afghanistan_show"] = dict(
    dataframe=SOSREAD + "responses.filter(col(\"country\").equalTo(\"Afghanistan\")).show() (38)",
    notes=READ + SHOW + LOOK + TWIN + "(TypedDataset.java filters with a lambda, lines 45-46.) ",
    nodes=[N(1, "Scan csv", "SOS", s((24, 26), 38), False, "read"), N(2, "Filter", "SOS", s(38), False, "filter"),
           N(3, "Project", "SOS", s(38), True, "project"), N(4, "CollectLimit", "SOS", s(38), True, "limit")])

L["sj_sos_groupby_occupation_count_show"] = dict(
    dataframe=SOSREAD + "groupedDataset = responses.groupBy(col(\"occupation\")) (41); groupedDataset.count().show() (42)",
    notes=READ + AGG + LOOK + TWIN,
    nodes=[N(1, "Scan csv", "SOS", s((24, 26)), False, "read"),
           N(2, "HashAggregate", "SOS", s(41, 42), True, "aggregate"),
           N(3, "Exchange", "SOS", s(41, 42), True, "aggregate"),
           N(6, "HashAggregate", "SOS", s(41, 42), False, "aggregate")])

L["sj_typed_groupby_occupation_count_show"] = dict(
    dataframe=TDREAD + "typedDataset.groupBy(typedDataset.col(\"occupation\")).count().show() (49)",
    notes=READ + "The select's Project is pruned away (only occupation is read, uncast). " + AGG + LOOK + TWIN,
    nodes=[N(1, "Scan csv", "TD", s((27, 28)), False, "read"), N(2, "HashAggregate", "TD", s(49), True, "aggregate"),
           N(3, "Exchange", "TD", s(49), True, "aggregate"), N(6, "HashAggregate", "TD", s(49), False, "aggregate")])

L["sj_students_count"] = dict(
    dataframe=TSDREAD + "long numberOfRows = dataset.count() (16)",
    notes=READ + "count()'s partial HashAggregate and Exchange derived at the count, the final one not. " + LOOK
          + "modernArtResults.count() (34). ",
    nodes=[N(1, "Scan csv", "TSD", s(13), False, "read"), N(2, "HashAggregate", "TSD", s(16), True, "aggregate"),
           N(3, "Exchange", "TSD", s(16), True, "aggregate"), N(5, "HashAggregate", "TSD", s(16), False, "aggregate")])

L["sj_main_long_map_collect"] = dict(
    dataframe="sparkSql/dataset/Main.java main: primitiveDS = spark.createDataset(Arrays.asList(1L, 2L, 3L), "
              "longEncoder) (36-38); transformDS = primitiveDS.map((MapFunction<Long, Long>) value -> value + 1L, "
              "longEncoder) (39-41); transformDS.collectAsList() (42)",
    notes="Local rows: the LocalTableScan at the createDataset call and its list (kind read). Typed map: "
          "DeserializeToObject and SerializeFromObject derived at the map, MapElements not (kind project). ",
    nodes=[N(1, "LocalTableScan", "MN", s((36, 38)), False, "read"),
           N(2, "DeserializeToObject", "MN", s((39, 41)), True, "project"),
           N(3, "MapElements", "MN", s((39, 41)), False, "project"),
           N(4, "SerializeFromObject", "MN", s((39, 41)), True, "project")])

L["sj_rdd_ds_bean_show"] = dict(
    dataframe="sparkSql/dataset/RddDatasetConversion.java main: responseRDD = sc.textFile(survey csv).filter(...)"
              ".map(... new Response(...)).cache() (36-42); responseDataset = session.createDataset(responseRDD.rdd(), "
              "Encoders.bean(Response.class)) (44); responseDataset.show(20) (50)",
    notes="The RDD scan (Scan[obj]) at the createDataset call and the RDD chain it wraps (kind read); the bean "
          "SerializeFromObject derived at the createDataset (kind project). " + SHOW + LOOK + "the survey's other "
          "readers (StackOverFlowSurvey.java, TypedDataset.java, advanced/accumulator/StackOverFlowSurvey.java). ",
    nodes=[N(1, "Scan", "RDC", s(44, (36, 42)), False, "read"),
           N(2, "SerializeFromObject", "RDC", s(44), True, "project"),
           N(3, "Project", "RDC", s(50), True, "project"), N(4, "CollectLimit", "RDC", s(50), True, "limit")])

L["sj_sos_cast_filter_age_show"] = dict(
    dataframe=SOSREAD + SOSCAST + "castedResponse.filter(col(AGE_MIDPOINT).$less(20)).show() (52)",
    notes=READ + "The filter on the cast column (isnotnull pushed into the scan). The show's Project holds the "
          "withColumn casts: not derived, at the withColumns and the show (kind project). " + SHOW + LOOK + TWIN
          + "(TypedDataset.java filters with a lambda, lines 52-53.) ",
    nodes=[N(1, "Scan csv", "SOS", s((24, 26), 52), False, "read"), N(2, "Filter", "SOS", s(52), False, "filter"),
           N(3, "Project", "SOS", s((45, 46), 52), False, "project"),
           N(4, "CollectLimit", "SOS", s(52), True, "limit")])

L["sj_typed_orderby_salary_desc_show"] = dict(
    dataframe=TDREAD + "typedDataset.orderBy(typedDataset.col(SALARY_MIDPOINT).desc()).show() (56)",
    notes=READ + TYPED + "orderBy + show one TakeOrderedAndProject (kind sort). " + LOOK + TWIN
          + "(StackOverFlowSurvey.java line 55 is the same query.) ",
    nodes=[N(1, "Scan csv", "TD", s((27, 28)), False, "read"), N(2, "Project", "TD", s((30, 34)), False, "project"),
           N(3, "TakeOrderedAndProject", "TD", s(56), False, "sort")])

L["sj_typed_lambda_filter_age_show"] = dict(
    dataframe=TDREAD + "typedDataset.filter((FilterFunction<Response>) response -> response.getAgeMidPoint() != null "
              "&& response.getAgeMidPoint() < 20).show() (52-53)",
    notes=READ + TYPED + SHOW + LOOK + TWIN + "(StackOverFlowSurvey.java filters with col(AGE_MIDPOINT).$less(20), "
          "line 52.) The Afghanistan lambda filter (45-46) has the same plan shape. ",
    nodes=[N(1, "Scan csv", "TD", s((27, 28)), False, "read"), N(2, "Project", "TD", s((30, 34)), False, "project"),
           N(3, "Filter", "TD", s((52, 53)), False, "filter"), N(4, "Project", "TD", s(53), True, "project"),
           N(5, "CollectLimit", "TD", s(53), True, "limit")])

L["sj_students_filter_modern_art_show"] = dict(
    dataframe=TSDREAD + "modernArtResults = dataset.filter(subjectColumn.equalTo(\"Modern Art\").and(yearColumn.geq("
              "2007))) (29-31); modernArtResults.show() (33)",
    notes=READ + SHOW + LOOK + "modernArtResults.count() (34), the commented-out filter string (26). ",
    nodes=[N(1, "Scan csv", "TSD", s(13, (29, 31)), False, "read"), N(2, "Filter", "TSD", s((29, 31)), False, "filter"),
           N(3, "Project", "TSD", s(33), True, "project"), N(4, "CollectLimit", "TSD", s(33), True, "limit")])

L["sj_sos_salary_bucket_select_show"] = dict(
    dataframe=SOSREAD + SOSCAST + "responseWithSalaryBucket = castedResponse.withColumn(SALARY_MIDPOINT_BUCKET, col("
              "SALARY_MIDPOINT).divide(20000).cast(\"integer\").multiply(20000)) (61-62); responseWithSalaryBucket"
              ".select(col(SALARY_MIDPOINT), col(SALARY_MIDPOINT_BUCKET)).show() (65)",
    notes=READ + "The salary cast (45) is the lower Project; the select with the bucket expression and show()'s "
          "casts is the upper one (not derived, at the select, the withColumn and the show). " + SHOW + LOOK + TWIN,
    nodes=[N(1, "Scan csv", "SOS", s((24, 26)), False, "read"), N(2, "Project", "SOS", s(45), False, "project"),
           N(3, "Project", "SOS", s(65, (61, 62)), False, "project"),
           N(4, "CollectLimit", "SOS", s(65), True, "limit")])

L["sj_main_bean_csv_schema_show"] = dict(
    dataframe="sparkSql/dataset/Main.java main: studentDataset = spark.read().option(\"header\", true).schema(schema)"
              ".csv(exams/students-*.csv) (57-58) .withColumnRenamed(\"student_id\", \"studentId\") .withColumnRenamed("
              "\"exam_center_id\", \"examCenterId\") (59-60) .as(studentEncoder) (61); studentDataset.show() (63)",
    notes=READ + "The renames (and the bean encoder's column order) fold into show()'s Project: not derived, at the "
          "withColumnRenamed/as chain and the show (kind project). " + SHOW + LOOK + "the same csv glob in "
          "TestingSqlDatasets.java and ExamResults.java. ",
    nodes=[N(1, "Scan csv", "MN", s((57, 58)), False, "read"),
           N(2, "Project", "MN", s((59, 61), 63), False, "project"),
           N(3, "CollectLimit", "MN", s(63), True, "limit")])

SESSION = ("Session: spark-submit --master local[1] (the code's own master(\"local[*]\")/master(\"local[1]\") wins; "
           "-XX:ActiveProcessorCount=1 makes local[*] one thread), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, spark.driver.host=localhost, AQE on. ")
RUN = ("Run: bench/real/capture/johnlibron-java/capture.py: the sparkSql/ sources (and common/Utils.java) compiled "
       "unchanged with javac against the PySpark jars (a compile-only SparkSession with Spark 3's close() signature "
       "first on the class path), the program run with spark-submit --class from the root of a scratch copy of the "
       "laid-out repository, make_data.py's small generated inputs over src/main/resources at the paths the code "
       "names; the plan is the n-th the run wrote (a query-execution listener, after each query ran: final adaptive "
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
            main_class, file, conf = PROGRAMS[program]
            command = " ".join(["spark-submit", *(f"--conf {c}" for c in conf), f"--class {main_class} "
                                "apache-spark-java.jar"])
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": spec.get("form", "java"), "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
