"""Write each dj_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/datacouch-java/labels.py

A label: N(node id, operator, spans, derived, kind, amb=...): spans are the program file's own line numbers. Every
program is one `main`, so the symbol is `com.sparkTutorial.<package>.<Class>.main` (source root
`workspace/src/main/java`). Wrappers (ShuffleQueryStage, AQEShuffleRead, ResultQueryStage, BroadcastQueryStage,
TableCacheQueryStage, ColumnarToRow, AdaptiveSparkPlan) are not labelled, nor the nodes Spark 4.3's formatted plan
prints only under `== Initial Plan ==`.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, REPO, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "66f7ca1b38467a563e69984ca4c1f2bb4970faf2"
SOURCE = "datacouch-io/spark-java"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb))


def symbol_of(key: str) -> str:
    file = PROGRAMS[key][1]
    package = re.search(r"^package\s+([\w.]+)\s*;", (REPO / file).read_text(), re.M).group(1)
    return f"{package}.{Path(file).stem}.main"


def rows_of(key: str, nodes) -> list[dict]:
    file, symbol = PROGRAMS[key][1], symbol_of(key)
    return sorted(({"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": symbol,
                    "derived": derived, "kind": kind, "ambiguous": amb}
                   for nid, op, spans, derived, kind, amb in nodes), key=lambda r: r["node_id"])


AGG = ("Partial aggregates and their Exchanges derived at the groupBy/agg/select-with-aggregate call (or the SQL's "
       "GROUP BY), the final aggregate not. ")
SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line; a Project "
        "holding the user's select/withColumn expressions (with show()'s casts) is the select's (not derived), the "
        "show line also accepted. ")
JOIN = ("A join's BroadcastExchange, the inferred isnotnull Filters and the sort-merge join's Sorts are derived at "
        "the join call; the join node is not. ")
WRITE = "WriteFiles derived at the write chain, the Execute InsertIntoHadoopFsRelationCommand not (kind write). "
LOOK = "Look-alikes are never alternatives: "
L: dict[str, dict] = {}

# ---- part1dataframe/Aggregations: moviesDF = session.read()...load("src/main/resources/data/movies.json") (27-30)
AREAD = ("part1dataframe/Aggregations.main: moviesDF = session.read().option(\"inferSchema\", \"true\")"
         ".option(\"header\",\"true\").format(\"json\").load(\"src/main/resources/data/movies.json\") (27-30); ")
ALOOK = (LOOK + "the file's other aggregates of moviesDF that run no action (select(count), select(min/sum/avg), "
         "groupBy(Major_Genre).count/avg/agg), DataFramesBasics' same na().fill(0).selectExpr(Total_Gross) chain "
         "(no action there). ")
L["dj_agg_count_distinct_genre_show"] = dict(
    dataframe=AREAD + "moviesDF.select(countDistinct(col(\"Major_Genre\"))).show() (45)",
    notes="The json scan at the read chain. countDistinct is planned as two aggregations: a partial and a merge "
          "aggregate keyed by Major_Genre with a hash Exchange (the distinct's), then a partial count(distinct), a "
          "SinglePartition Exchange and the final count: all but the final one derived, every one at line 45 (kind "
          "aggregate). AQE dropped the initial plan's CollectLimit. " + ALOOK,
    nodes=[N(1, "Scan json", s((27, 30)), False, "read"),
           N(2, "HashAggregate", s(45), True, "aggregate"),
           N(3, "Exchange", s(45), True, "aggregate"),
           N(6, "HashAggregate", s(45), True, "aggregate"),
           N(7, "HashAggregate", s(45), True, "aggregate"),
           N(8, "Exchange", s(45), True, "aggregate"),
           N(10, "HashAggregate", s(45), False, "aggregate")])
L["dj_agg_total_gross_sum_show"] = dict(
    dataframe=AREAD + "moviesDF.na().fill(0) (96) .selectExpr(\"Title\",\"US_Gross\",\"Worldwide_Gross\","
              "\"US_DVD_Sales\", \"US_Gross + Worldwide_Gross + US_DVD_Sales as Total_Gross\") (97-99) "
              ".select(sum(\"Total_Gross\")).show() (100)",
    notes="The json scan at the read chain. na().fill(0)'s coalesce and selectExpr's Total_Gross are one Project "
          "(kind project, not derived), at both calls. " + AGG + "The global sum at line 100. " + ALOOK,
    nodes=[N(1, "Scan json", s((27, 30)), False, "read"),
           N(2, "Project", s(96, (97, 99)), False, "project"),
           N(3, "HashAggregate", s(100), True, "aggregate"),
           N(4, "Exchange", s(100), True, "aggregate"),
           N(6, "HashAggregate", s(100), False, "aggregate")])
L["dj_agg_director_avg_show"] = dict(
    dataframe=AREAD + "moviesDF.groupBy(\"Director\") (110) .agg(avg(\"IMDB_Rating\").as(\"Avg_Rating\"), "
              "avg(\"US_Gross\").as(\"US_Gross_Rating\")) (111-114) .show() (114); the lesson then sleeps",
    notes="The json scan at the read chain. " + AGG + "groupBy + agg at 110-114. AQE dropped the initial plan's "
          "CollectLimit (the final plan returns show()'s rows as they are). " + ALOOK,
    nodes=[N(1, "Scan json", s((27, 30)), False, "read"),
           N(2, "HashAggregate", s((110, 114)), True, "aggregate"),
           N(3, "Exchange", s((110, 114)), True, "aggregate"),
           N(6, "HashAggregate", s((110, 114)), False, "aggregate")])

# ---- part1dataframe/ComplexTypes
L["dj_complex_types_stock_dates_show"] = dict(
    dataframe="part1dataframe/ComplexTypes.main: stocksDF = session.read().option(\"inferSchema\", \"true\")"
              ".option(\"header\", \"true\").csv(\"src/main/resources/data/stocks.csv\") (54-57); stocksDF.select("
              "col(\"date\"), to_date(col(\"date\"), \"MMM dd yyyy\").as(\"to_date\")) (61-63) .withColumn("
              "\"formatted\", date_format(col(\"to_date\"), \"MM/dd/yyyy\")) (64-65) .show(5) (65); session "
              "conf spark.sql.legacy.timeParserPolicy=LEGACY (25)",
    notes="The csv scan at the read chain (only `date` read). The select's to_date a Project (61-63); withColumn's "
          "date_format with show()'s casts a second Project (64-65, the show line); show(5)'s CollectLimit derived "
          "at 65. " + LOOK + "the movies dates in the same file (no action), DataSources' stocks read. ",
    nodes=[N(1, "Scan csv", s((54, 57)), False, "read"),
           N(2, "Project", s((61, 63)), False, "project"),
           N(3, "Project", s((64, 65)), False, "project"),
           N(4, "CollectLimit", s(65), True, "limit")])

# ---- part1dataframe/DataFramesBasics
L["dj_basics_comedy_rating_filter_show"] = dict(
    dataframe="part1dataframe/DataFramesBasics.main: moviesDF = session.read().format(\"json\").option("
              "\"inferSchema\", \"true\").load(\"src/main/resources/data/movies.json\") (112-115); moviesDF.select("
              "\"Title\",\"IMDB_Rating\") (133) .filter(col(\"Major_Genre\").equalTo(\"Comedy\")) (134) "
              ".filter(col(\"IMDB_Rating\").gt(6)).show() (135)",
    notes="The json scan at the read chain; both filters pushed into it (their lines also accepted). The two "
          "filters one Filter (134 and 135; the select's columns are resolved through it). " + SHOW
          + LOOK + "the file's other shows of moviesDF (withColumn Total_Profit, select cast where), Aggregations. ",
    nodes=[N(1, "Scan json", s((112, 115), 134, 135), False, "read"),
           N(2, "Filter", s(134, 135), False, "filter"),
           N(3, "Project", s(133, 135), False, "project"),
           N(4, "CollectLimit", s(135), True, "limit")])

# ---- part1dataframe/Joins
L["dj_joins_guitarists_bands_inner_show"] = dict(
    dataframe="part1dataframe/Joins.main: guitaristsDF = session.read().option(\"inferSchema\", \"true\").json("
              "\"src/main/resources/data/guitarPlayers.json\") (23-25); bandsDF = ...json(\"src/main/resources/data/"
              "bands.json\") (27-29); guitaristsBandsDF = guitaristsDF.join(bandsDF, guitaristsDF.col(\"band\")"
              ".equalTo(bandsDF.col(\"id\")), \"inner\") (36-38); guitaristsBandsDF.show(5) (41); the next line's "
              "select(\"id\", \"band\") is ambiguous and ends the lesson",
    notes="The guitar players scan (1) at 23-25, the bands scan (5) at 27-29. " + JOIN + "The broadcast hash join "
          "at 36-38 (the joinCondition built at 32-33 is not used by it). show(5)'s Project of casts and "
          "CollectLimit derived at 41. " + LOOK + "the file's outer/semi/anti joins (no action), ColumnPruning's "
          "same reads and joins (explain only). ",
    nodes=[N(1, "Scan json", s((23, 25)), False, "read"),
           N(2, "Filter", s((36, 38)), True, "join"),
           N(3, "BroadcastExchange", s((36, 38)), True, "join"),
           N(5, "Scan json", s((27, 29)), False, "read"),
           N(6, "Filter", s((36, 38)), True, "join"),
           N(7, "BroadcastHashJoin", s((36, 38)), False, "join"),
           N(8, "Project", s(41), True, "project"),
           N(9, "CollectLimit", s(41), True, "limit")])

# ---- part2typedatasets/Datasets: carsDF = session.read().option(inferSchema).json(cars.json) (37-39) .na().fill(0) (40)
DREAD = ("part2typedatasets/Datasets.main: carsDF = session.read().option(\"inferSchema\", \"true\").json("
         "\"src/main/resources/data/cars.json\") (37-39) .na().fill(0) (40); carsDS = carsDF.as(Encoders.bean("
         "Car.class)) (45-46); ")
DNOTE = ("The json scan at the read chain (37-39); na().fill(0)'s coalesce/nanvl Project at line 40 (kind project, "
         "not derived). ")
DLOOK = LOOK + "the file's other typed filters and maps of carsDS, the counts at 78 and 89 (the same plan). "
L["dj_datasets_bean_map_filter_show"] = dict(
    dataframe=DREAD + "mapCarUpperCase = carsDS.map((MapFunction<Car, Car>) u -> new Car(u.Name.toUpperCase(), "
              "...), carEncoder) (64-70) .filter((FilterFunction<Car>) x -> (x.Horsepower > 140)) (71-72); "
              "mapCarUpperCase.show(5) (79)",
    notes=DNOTE + "The typed map: DeserializeToObject and SerializeFromObject derived at the map (64-70; the "
          "serializer also at the filter, ambiguous), MapElements not; the typed filter a Filter (71-72). "
          + SHOW + DLOOK,
    nodes=[N(1, "Scan json", s((37, 39)), False, "read"),
           N(2, "Project", s(40), False, "project"),
           N(3, "DeserializeToObject", s((64, 70)), True, "project"),
           N(4, "MapElements", s((64, 70)), False, "project"),
           N(5, "Filter", s((71, 72)), False, "filter"),
           N(6, "SerializeFromObject", s((64, 70), (71, 72)), True, "project", True),
           N(7, "Project", s(79), True, "project"),
           N(8, "CollectLimit", s(79), True, "limit")])
L["dj_datasets_avg_horsepower_show"] = dict(
    dataframe=DREAD + "carsDS.agg(avg(\"Horsepower\")).show() (95)",
    notes=DNOTE + AGG + "The global avg at line 95. " + DLOOK,
    nodes=[N(1, "Scan json", s((37, 39)), False, "read"),
           N(2, "Project", s(40), False, "project"),
           N(3, "HashAggregate", s(95), True, "aggregate"),
           N(4, "Exchange", s(95), True, "aggregate"),
           N(6, "HashAggregate", s(95), False, "aggregate")])
L["dj_datasets_reduce_horsepower"] = dict(
    dataframe=DREAD + "Car reduceHP = carsDS.map((MapFunction<Car, Car>) x -> new Car(x.Horsepower), carEncoder) "
              "(97-100) .reduce((ReduceFunction<Car>) (v1, v2) -> new Car(v1.Horsepower + v2.Horsepower)) "
              "(101-104)",
    notes=DNOTE + "The typed map: DeserializeToObject derived at the map (97-100), MapElements not (kind project); "
          "reduce runs over the plan's RDD and adds no node. " + DLOOK,
    nodes=[N(1, "Scan json", s((37, 39)), False, "read"),
           N(2, "Project", s(40), False, "project"),
           N(3, "DeserializeToObject", s((97, 100)), True, "project"),
           N(4, "MapElements", s((97, 100)), False, "project")])

# ---- part3foundations/Bucketing
L["dj_bucketing_cached_bucketed_join_show"] = dict(
    dataframe="part3foundations/Bucketing.main: large = session.range(1000000).selectExpr(\"id * 5 as id\")"
              ".repartition(10) (21-22), largefile2 = ...(\"id * 3 as id\").repartition(3) (23-24); large.write()"
              ".bucketBy(4, \"id\").sortBy(\"id\").mode(\"overwrite\").saveAsTable(\"bucketed_large\") (32-36), the "
              "same for bucketed_small (38-42); session.sql(\"CACHE table bucketed_large\") (46), (\"CACHE table "
              "bucketed_small\") (47); bucketedLarge = session.table(\"bucketed_large\") (50), bucketedSmall = "
              "session.table(\"bucketed_small\") (51); bucketedJoin = bucketedLarge.join(bucketedSmall, \"id\") (54); "
              "bucketedJoin.show() (57); the lesson then sleeps. The lesson sets spark.sql.autoBroadcastJoinThreshold"
              "=-1 (18)",
    notes="Each cached table: the In-memory table scan and its InMemoryRelation at the CACHE TABLE statement (46, "
          "47; kind cache, not derived; the session.table line also accepted for the scan); the bucketed parquet "
          "scan under the cache at session.table (50, 51), the CACHE TABLE line also accepted. Both sides bucketed "
          "by id into 4 buckets: no Exchange; the isnotnull Filters and the Sorts derived at the join (54), the "
          "SortMergeJoin not. show()'s Project of casts and CollectLimit derived at 57. " + LOOK + "the unbucketed "
          "join of the same frames (28, explain only), JoinsDemo's bucketed tables join, the range joins of the "
          "other part3 lessons. ",
    nodes=[N(1, "Scan In-memory table bucketed_large", s(46, 50), False, "cache"),
           N(2, "InMemoryRelation", s(46), False, "cache"),
           N(3, "Scan parquet spark_catalog.default.bucketed_large", s(50, 46), False, "read"),
           N(6, "Filter", s(54), True, "join"),
           N(7, "Sort", s(54), True, "join"),
           N(8, "Scan In-memory table bucketed_small", s(47, 51), False, "cache"),
           N(9, "InMemoryRelation", s(47), False, "cache"),
           N(10, "Scan parquet spark_catalog.default.bucketed_small", s(51, 47), False, "read"),
           N(13, "Filter", s(54), True, "join"),
           N(14, "Sort", s(54), True, "join"),
           N(15, "SortMergeJoin", s(54), False, "join"),
           N(16, "Project", s(57), True, "project"),
           N(17, "CollectLimit", s(57), True, "limit")])

# ---- part3foundations/SFPD
L["dj_sfpd_category_count_show"] = dict(
    dataframe="part3foundations/SFPD.main: sfpd = session.read().format(\"csv\").option(\"inferSchema\", \"true\")"
              ".load(\"/Users/neha/Desktop/Neha/Spark/Data/sfpd.numbers\") (20) .toDF(\"incidentNum\",\"category\","
              "...) (21); sfpd.groupBy(\"category\").count() (27); category.show() (28); the lesson then sleeps",
    notes="The csv scan at the read (20; the generated file served at the author's path). toDF's rename of _c1 to "
          "category a Project (21, not derived, kind project). " + AGG + "groupBy(\"category\").count() at 27. AQE "
          "dropped the initial plan's CollectLimit. " + LOOK + "sparkSql/SFPD (a bean) and sparkSql/SFPDAnalysis "
          "(an RDD to bean DataFrame, no query). ",
    nodes=[N(1, "Scan csv", s(20), False, "read"),
           N(2, "Project", s(21), False, "project"),
           N(3, "HashAggregate", s(27), True, "aggregate"),
           N(4, "Exchange", s(27), True, "aggregate"),
           N(7, "HashAggregate", s(27), False, "aggregate")])

# ---- sparkSql/HousePriceSolution
L["dj_house_price_location_avg_max_show"] = dict(
    dataframe="sparkSql/HousePriceSolution.main: realEstate = session.read().option(\"header\", \"true\").csv("
              "\"in/RealEstate.csv\") (26); castedRealEstate = realEstate.withColumn(PRICE, col(PRICE)) .withColumn("
              "PRICE_SQ_FT, col(PRICE_SQ_FT)) (28-30, no-ops: the casts are commented out); castedRealEstate"
              ".groupBy(\"Location\") (32) .agg(avg(PRICE_SQ_FT), max(PRICE)) (33) .orderBy(col(\"avg(\" + "
              "PRICE_SQ_FT + \")\").desc()) (34) .show() (35); the session sets spark.sql.codegen.wholeStage=false",
    notes="The csv scan at the read (26). max over a string column makes sort aggregates: the Sorts under each "
          "SortAggregate, the partial SortAggregate and the Exchange derived at groupBy + agg (32-33), the final "
          "SortAggregate not. orderBy(desc) + show()'s limit one TakeOrderedAndProject (34 and 35, kind sort, not "
          "derived). The no-op withColumns make no node. " + LOOK + "HousePriceProblem (the exercise, a comment), "
          "the RDD AverageHousePriceProblem/Solution. ",
    nodes=[N(1, "Scan csv", s(26), False, "read"),
           N(2, "Sort", s((32, 33)), True, "aggregate"),
           N(3, "SortAggregate", s((32, 33)), True, "aggregate"),
           N(4, "Exchange", s((32, 33)), True, "aggregate"),
           N(7, "Sort", s((32, 33)), True, "aggregate"),
           N(8, "SortAggregate", s((32, 33)), False, "aggregate"),
           N(9, "TakeOrderedAndProject", s(34, 35), False, "sort")])

# ---- sparkSql/StackOverFlowSurvey: responses = dataFrameReader.option("header","true").csv(...) (25, 27)
SREAD = ("sparkSql/StackOverFlowSurvey.main: DataFrameReader dataFrameReader = session.read() (25); responses = "
         "dataFrameReader.option(\"header\",\"true\").csv(\"in/2016-stack-overflow-survey-responses.csv\") (27); "
         "castedResponse = responses.withColumn(SALARY_MIDPOINT, col(SALARY_MIDPOINT).cast(\"integer\")) "
         ".withColumn(AGE_MIDPOINT, col(AGE_MIDPOINT).cast(\"integer\")) (47-48); ")
SLOOK = (LOOK + "the file's other shows of the same frames, sparkSql/TypedDataset (the same questions over a bean "
         "Dataset), advanced/accumulator/StackOverFlowSurvey (the same class name, RDD). The session sets "
         "spark.sql.shuffle.partitions=8. ")
L["dj_so_country_avg_salary_max_age_show"] = dict(
    dataframe=SREAD + "datasetGroupByCountry = castedResponse.groupBy(\"country\") (60); datasetGroupByCountry.agg("
              "avg(SALARY_MIDPOINT), max(AGE_MIDPOINT)).show() (61)",
    notes="The csv scan at the read (25, 27). The withColumn casts a Project (47-48, not derived). " + AGG
          + "groupBy at 60, agg at 61. AQE dropped the initial plan's CollectLimit. " + SLOOK,
    nodes=[N(1, "Scan csv", s(25, 27), False, "read"),
           N(2, "Project", s((47, 48)), False, "project"),
           N(3, "HashAggregate", s((60, 61)), True, "aggregate"),
           N(4, "Exchange", s((60, 61)), True, "aggregate"),
           N(7, "HashAggregate", s((60, 61)), False, "aggregate")])
L["dj_so_salary_bucket_count_order_show"] = dict(
    dataframe=SREAD + "responseWithSalaryBucket = castedResponse.withColumn(SALARY_MIDPOINT_BUCKET, col("
              "SALARY_MIDPOINT).divide(20000).cast(\"integer\").multiply(20000)) (64-65); responseWithSalaryBucket"
              ".groupBy(SALARY_MIDPOINT_BUCKET).count().orderBy(col(SALARY_MIDPOINT_BUCKET)).show() (71)",
    notes="The csv scan at the read (25, 27). The bucket expression (over the cast) a Project at the withColumn "
          "(64-65; the cast's withColumn 47-48 also accepted). " + AGG + "groupBy(...).count() at 71; orderBy + "
          "show()'s limit one TakeOrderedAndProject (71, kind sort, not derived). " + SLOOK,
    nodes=[N(1, "Scan csv", s(25, 27), False, "read"),
           N(2, "Project", s((64, 65), (47, 48)), False, "project"),
           N(3, "HashAggregate", s(71), True, "aggregate"),
           N(4, "Exchange", s(71), True, "aggregate"),
           N(7, "HashAggregate", s(71), False, "aggregate"),
           N(8, "TakeOrderedAndProject", s(71), False, "sort")])

# ---- sparkSql/join/CustomJoin
CJREAD = ("sparkSql/join/CustomJoin.main: employeeDF = mySparkSession.createDataset(listEmp, Encoders.bean("
          "EmployeeCustomJoin.class)).toDF() (31-32), a view \"employees\" (33); deptDF = createDataset(listdept, "
          "Encoders.bean(Department.class)).toDF() (42-43), a view \"departments\" (44); ")
CJLOOK = (LOOK + "the same join run again at 53 (the same plan), the bean classes EmployeeCustomJoin and Department, "
          "sparkSql/join/UkMakerSpaces' startsWith join. ")
L["dj_custom_join_startswith_show"] = dict(
    dataframe=CJREAD + "joinExpression = employeeDF.col(\"dept_no\").startsWith(deptDF.col(\"id\")) (47); "
              "employeeDF.join(deptDF,joinExpression,\"inner\").show() (50)",
    notes="Each bean list a LocalTableScan at its createDataset(...).toDF() (31-32, 42-43). A startsWith condition "
          "has no equi-join key: a BroadcastNestedLoopJoin at the join (50; the condition's line 47 also accepted), "
          "its BroadcastExchange derived at 50. show()'s Project of casts derived at 50 (AQE dropped the "
          "CollectLimit). " + CJLOOK,
    nodes=[N(1, "LocalTableScan", s((31, 32)), False, "read"),
           N(2, "BroadcastExchange", s(50), True, "join"),
           N(4, "LocalTableScan", s((42, 43)), False, "read"),
           N(5, "BroadcastNestedLoopJoin", s(50, 47), False, "join"),
           N(6, "Project", s(50), True, "project")])
L["dj_custom_join_sql_show"] = dict(
    dataframe=CJREAD + "mySparkSession.sql(\"select * from employees JOIN departments on dept_no == id\").show() (56)",
    form="sql-string",
    notes="Each bean list a LocalTableScan at its createDataset(...).toDF() (31-32, 42-43; the view's line and the "
          "SQL line also accepted). The SQL's equi-join a BroadcastHashJoin at 56, its BroadcastExchange derived; "
          "show()'s Project of casts derived at 56 (AQE dropped the CollectLimit). " + CJLOOK,
    nodes=[N(1, "LocalTableScan", s((31, 32), 33, 56), False, "read"),
           N(2, "BroadcastExchange", s(56), True, "join"),
           N(4, "LocalTableScan", s((42, 43), 44, 56), False, "read"),
           N(5, "BroadcastHashJoin", s(56), False, "join"),
           N(6, "Project", s(56), True, "project")])

# ---- SQL/DepartureDelays: flightsDF = session.read()...load("/<location>/departuredelays.csv") (28-32);
# flightsDF.createOrReplaceTempView("us_delay_flights") (44); gt1000 = session.sql("select distance,origin, " +
# "destination " + "from us_delay_flights where distance > 1000 " + "ORDER by distance DESC") (45-48)
DDREAD = ("SQL/DepartureDelays.main: flightsDF = session.read().format(\"csv\").option(\"inferSchema\", \"true\")"
          ".option(\"header\",\"true\").load(\"/<location>/departuredelays.csv\") (28-32); flightsDF"
          ".createOrReplaceTempView(\"us_delay_flights\") (44); gt1000 = session.sql(\"select distance,origin, \" + "
          "\"destination \" + \"from us_delay_flights where distance > 1000 \" + \"ORDER by distance DESC\") "
          "(45-48); ")
DDNOTE = ("The csv scan at the read chain (28-32; the generated file served at the author's path), the SQL's FROM "
          "... WHERE line (47) also accepted (the view, the filter pushed into the scan). WHERE a Filter (47). ")
DDLOOK = (LOOK + "the same gt1000 written three ways in this file (show, json, table; a parquet append at 123-124 "
          "never reached), the two other SQL queries of the file (no action). The session sets "
          "spark.sql.shuffle.partitions=5. ")


def delays_write(lines):
    return [N(1, "Scan csv", s((28, 32), 47), False, "read"),
            N(2, "Filter", s(47), False, "filter"),
            N(3, "Exchange", s(48), True, "sort"),
            N(6, "Sort", s(48), False, "sort"),
            N(7, "WriteFiles", s(lines), True, "write"),
            N(8, "Execute InsertIntoHadoopFsRelationCommand", s(lines), False, "write")]


L["dj_delays_sql_gt1000_show"] = dict(
    dataframe=DDREAD + "gt1000.show(10) (62)",
    form="sql-string",
    notes=DDNOTE + "ORDER BY with show(10)'s limit one TakeOrderedAndProject (48 and 62, kind sort, not derived). "
          + DDLOOK,
    nodes=[N(1, "Scan csv", s((28, 32), 47), False, "read"),
           N(2, "Filter", s(47), False, "filter"),
           N(3, "TakeOrderedAndProject", s(48, 62), False, "sort")])
L["dj_delays_sql_gt1000_json_write"] = dict(
    dataframe=DDREAD + "gt1000.write().format(\"json\").mode(SaveMode.Overwrite) (63) .save(\"out/myflights1\") (64)",
    form="sql-string",
    notes=DDNOTE + "ORDER BY's range-partitioning Exchange derived and its Sort not, at line 48 (kind sort). "
          + WRITE + "The write chain 63-64. " + DDLOOK,
    nodes=delays_write((63, 64)))
L["dj_delays_sql_gt1000_save_as_table"] = dict(
    dataframe=DDREAD + "gt1000.write() (68) .saveAsTable(\"hiveDeptDelays\") (69); the next statement (87) reads a "
              "global view never created and ends the lesson",
    form="sql-string",
    notes=DDNOTE + "ORDER BY's range-partitioning Exchange derived and its Sort not, at line 48 (kind sort). "
          + WRITE + "The write chain 68-69 (the table's parquet insert; the CreateDataSourceTableAsSelectCommand "
          "around it is a separate command plan). " + DDLOOK,
    nodes=delays_write((68, 69)))

# ---- SQL/JoinsDemo
JDREAD = ("SQL/JoinsDemo.main: a Hive-support session (shuffle partitions 5) with spark.sql.autoBroadcastJoinThreshold"
          "=-1 (26); orderDF = session.read().format(\"json\").option(...).load(\"/user/training/orderData\") "
          "(32-36); userDF = ...load(\"/user/training/usersData\") (38-42); ")
JDLOOK = (LOOK + "the orders table written the same way (50-52), Bucketing's bucketed tables and join, Joins' "
          "joins. ")
L["dj_joins_demo_users_bucket_write"] = dict(
    dataframe=JDREAD + "userDF.orderBy(col(\"uid\").asc()).write().format(\"parquet\") (45) .bucketBy(5,\"uid\")"
              ".mode(SaveMode.Overwrite) (46) .saveAsTable(\"usersOrderedSortedTable\") (47)",
    notes="The json scan at the read chain (38-42; the generated folder served at the author's path). orderBy's "
          "range-partitioning Exchange derived at 45 (kind sort). The Sort by bucket id is the bucketed write's (it "
          "replaced orderBy's sort): derived, ambiguous, at the write chain (45-47). " + WRITE + "The write chain "
          "45-47. " + JDLOOK,
    nodes=[N(1, "Scan json", s((38, 42)), False, "read"),
           N(2, "Exchange", s(45), True, "sort"),
           N(5, "Sort", s((45, 47)), True, "write", True),
           N(6, "WriteFiles", s((45, 47)), True, "write"),
           N(7, "Execute InsertIntoHadoopFsRelationCommand", s((45, 47)), False, "write")])
L["dj_joins_demo_bucketed_smj_show"] = dict(
    dataframe=JDREAD + "both written bucketed by the join key with saveAsTable (45-47, 50-52); "
              "usersOrderedSortedTableDf = session.read().table(\"usersOrderedSortedTable\") (54); "
              "orderOrderedSortedTableeDf = session.read().table(\"orderOrderedSortedTable\") (58); joincondition = "
              "orderOrderedSortedTableeDf.col(\"users_id\").equalTo(usersOrderedSortedTableDf.col(\"uid\")) (60-61); "
              "userAndOrders = orderOrderedSortedTableeDf.join(usersOrderedSortedTableDf, joincondition, \"inner\") "
              "(64-65); userAndOrders.show(10) (67); the lesson then sleeps",
    notes="Each bucketed table's parquet scan at its read().table(...) (58 orders, 54 users). Both bucketed by the "
          "key into 5 buckets: no Exchange; the isnotnull Filters and the Sorts derived at the join (64-65), the "
          "SortMergeJoin not (the condition's lines 60-61 also accepted). show(10)'s Project of casts and "
          "CollectLimit derived at 67. " + JDLOOK,
    nodes=[N(1, "Scan parquet spark_catalog.default.orderorderedsortedtable", s(58), False, "read"),
           N(3, "Filter", s((64, 65)), True, "join"),
           N(4, "Sort", s((64, 65)), True, "join"),
           N(5, "Scan parquet spark_catalog.default.usersorderedsortedtable", s(54), False, "read"),
           N(7, "Filter", s((64, 65)), True, "join"),
           N(8, "Sort", s((64, 65)), True, "join"),
           N(9, "SortMergeJoin", s((64, 65), (60, 61)), False, "join"),
           N(10, "Project", s(67), True, "project"),
           N(11, "CollectLimit", s(67), True, "limit")])

# ---- CBOExample
L["dj_cbo_orders_join_sum_show"] = dict(
    dataframe="CBOExample.main: cbo and join reordering on (24-25); orders = spark.createDataFrame(Arrays.asList("
              "orderData), orderSchema) (55) .withColumn(\"order_date\", to_date(...)) (58, pruned away); "
              "orderDetails = spark.createDataFrame(Arrays.asList(orderDetailsData), orderDetailsSchema) (60); "
              "joinedDF = orders.join(orderDetails, \"order_id\") (63) .groupBy(\"order_id\") (64) .agg(sum("
              "\"amount\").alias(\"total_amount\")) (65); joinedDF.show() (68)",
    notes="Each in-code table a LocalTableScan at its createDataFrame (55, with the withColumn at 58 also accepted "
          "for orders; 60). The join on order_id a BroadcastHashJoin (63), its BroadcastExchange derived. The "
          "Project after the join keeps the grouping and summed columns (column pruning): derived and ambiguous, "
          "at the join and the groupBy. " + AGG + "groupBy + agg at 64-65. AQE dropped the initial plan's "
          "CollectLimit. " + LOOK + "the joins and aggregates of the part1 lessons. ",
    nodes=[N(1, "LocalTableScan", s(55, 58), False, "read"),
           N(2, "BroadcastExchange", s(63), True, "join"),
           N(4, "LocalTableScan", s(60), False, "read"),
           N(5, "BroadcastHashJoin", s(63), False, "join"),
           N(6, "Project", s(63, 64), True, "project", True),
           N(7, "HashAggregate", s((64, 65)), True, "aggregate"),
           N(8, "Exchange", s((64, 65)), True, "aggregate"),
           N(11, "HashAggregate", s((64, 65)), False, "aggregate")])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master() wins: local[1], local or local[*], "
           "kept to one thread by -XX:ActiveProcessorCount=1), no UI, 4 shuffle partitions unless the code sets its "
           "own, UTC, AQE on. ")
RUN = ("Run unchanged with spark-submit --class <main class> from the workspace/ folder of a scratch copy of the "
       "repository (capture/datacouch-java/capture.py), inputs generated by make_data.py (the repository holds "
       "none); plan by the query-execution listener after the action ran (final adaptive plan), the n-th plan of "
       "the run. ")


def main() -> int:
    cases = []
    for case, part, key, line, action, _, nth in CASES:
        spec = L[case]
        file = PROGRAMS[key][1]
        folder = BENCH / part / case
        data = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line}, plan {nth} of the run)",
                "notes": spec["notes"] + SESSION + RUN, "form": spec.get("form", "java"), "source": SOURCE}
        cases.append((part, folder, rows_of(key, spec["nodes"]), data, f"{key} plan {nth}"))
    return write_cases(cases)


if __name__ == "__main__":
    sys.exit(main())
