"""Write each pp_* case's case.json and gold.jsonl from the labels below, hand-written from the repositories' code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/piyushpatel-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., fn=...): spans are lines of the case's program file, `fn`
the method (default `main`). Symbols: the Scala object by its package and name, then the method
(`com.piyushpatel2005.spark.DataFrames.main`, `org.sia.chapter03App.GitHubDay.main` (the object in `GithubDay.scala`),
`batch.BatchJob.main`, `Tavant.Learning.spark_examples.WindowFunctions.main`).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, MS, PP, repo_of  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import call_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMITS = {PP: "89a6c53b6b590cab7f75a714c41af96bec36451c", MS: "b14e4b22713908d42142b9278168dec753976aa0"}
SOURCES = {PP: "piyushpatel2005/spark-scala", MS: "msrevathi/Spark-scala"}
ROOTS = ("SparkScalaCourse/src/", "chapter03App/src/main/scala/", "lambda-pluralsight/spark-lambda/src/main/scala/",
         "src/main/scala/")
OBJECTS = {"org/sia/chapter03App/GithubDay": "org.sia.chapter03App.GitHubDay"}   # the object's name is not the file's


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, fn="main"):
        return tuple.__new__(cls, (nid, op, spans, fn, derived, kind, None, amb, None, None))


def symbol(file: str, fn: str) -> str:
    for root in ROOTS:
        if file.startswith(root):
            file = file[len(root):]
            break
    stem = file.rsplit(".", 1)[0]
    return OBJECTS.get(stem, stem.replace("/", ".")) + "." + fn


L: dict[str, dict] = {}

SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line; a Project that "
        "also holds the code's own select/drop/na.fill/casts is not derived and accepts those lines. ")
AGG = ("Aggregates: the partial HashAggregate and its Exchange are derived at the groupBy (or SQL GROUP BY), the final "
       "one is not. orderBy: the range Exchange derived, the Sort not. ")
CACHE = ("A cached Dataset is an InMemoryRelation read by an InMemoryTableScan, both at the cache() line (kind cache); "
         "the cached plan's nodes are labelled at their own calls. ")
RDD = ("An RDD made a Dataset (toDS/toDF/createDataFrame of an RDD) is a Scan of the RDD (labelled at the RDD's lines, "
       "the map and the textFile) and a SerializeFromObject derived at the toDS/toDF (the encoder). ")
FINAL = "Only the final plan's nodes are labelled (not an adaptive plan's Initial Plan copies). "

# ------------------------------------------------------------------------------- DataFrames (piyushpatel2005)
DF = ("DataFrames.main: lines = spark.sparkContext.textFile(\"../fakefriends.csv\") (36); people = "
      "lines.map(mapper).toDS().cache() (37); ")
DF_NOTES = (RDD + CACHE + "The same Person/mapper and fakefriends.csv read are in SparkSQL.scala (look-alike, never an "
            "alternative). ")


def df_input(first: int) -> list:
    """InMemoryTableScan (first), InMemoryRelation, Scan, SerializeFromObject of the cached people Dataset."""
    return [N(first, "InMemoryTableScan", s(37), False, "cache"), N(first + 1, "InMemoryRelation", s(37), False, "cache"),
            N(first + 2, "Scan", s(37, 36), False, "read"), N(first + 3, "SerializeFromObject", s(37), True, "project")]


L["pp_dataframes_select_show"] = dict(
    dataframe=DF + "people.select(\"name\").show() (47)",
    notes=DF_NOTES + "The Project is the select of name with show()'s cast (not derived, 47). " + SHOW,
    nodes=df_input(1) + [N(5, "Project", s(47), False, "project"), N(6, "CollectLimit", s(47), True, "limit")])
L["pp_dataframes_filter_show"] = dict(
    dataframe=DF + "people.filter(people(\"age\") < 21).show() (50)",
    notes=DF_NOTES + "The filter is the Filter (and a predicate of the InMemoryTableScan, labelled at the cache). "
          + SHOW,
    nodes=df_input(1) + [N(5, "Filter", s(50), False, "filter"), N(6, "Project", s(50), True, "project"),
                         N(7, "CollectLimit", s(50), True, "limit")])
L["pp_dataframes_groupby_count_show"] = dict(
    dataframe=DF + "people.groupBy(\"age\").count().show() (53)",
    notes=DF_NOTES + AGG + SHOW + FINAL,
    nodes=df_input(1) + [N(6, "HashAggregate", s(53), True, "aggregate"), N(7, "Exchange", s(53), True, "aggregate"),
                         N(10, "HashAggregate", s(53), False, "aggregate"),
                         N(11, "CollectLimit", s(53), True, "limit")])
L["pp_dataframes_groupby_count_noaqe"] = dict(
    dataframe=DF + "people.groupBy(\"age\").count().show() (53)",
    notes="Run with spark.sql.adaptive.enabled=false. " + DF_NOTES + AGG + SHOW,
    nodes=df_input(1) + [N(5, "HashAggregate", s(53), True, "aggregate"), N(6, "Exchange", s(53), True, "aggregate"),
                         N(7, "HashAggregate", s(53), False, "aggregate"), N(8, "CollectLimit", s(53), True, "limit")])
L["pp_dataframes_select_plus10_show"] = dict(
    dataframe=DF + "people.select(people(\"name\"), people(\"age\") + 10).show() (56)",
    notes=DF_NOTES + "The Project is the select (name, age + 10) with show()'s casts (not derived, 56). " + SHOW,
    nodes=df_input(1) + [N(5, "Project", s(56), False, "project"), N(6, "CollectLimit", s(56), True, "limit")])

# ------------------------------------------------------------------------------- SparkSQL (piyushpatel2005)
L["pp_sparksql_teenagers_collect"] = dict(
    dataframe="SparkSQL.main: lines = spark.sparkContext.textFile(\"../fakefriends.csv\") (33); people = "
              "lines.map(mapper) (34); schemaPeople = people.toDS (38); schemaPeople.createOrReplaceTempView(\"people\") "
              "(42); teenagers = spark.sql(\"SELECT * FROM people WHERE age >= 13 AND age <= 19\") (45); "
              "teenagers.collect() (47)",
    notes=RDD + "A scan through a temp view accepts the SQL's line (FROM) and the Dataset's own lines. The WHERE is "
          "the Filter (45). The same Person/mapper and read are in DataFrames.scala (look-alike). ",
    nodes=[N(1, "Scan", s(34, 33, 45), False, "read"), N(2, "SerializeFromObject", s(38), True, "project"),
           N(3, "Filter", s(45), False, "filter")])

# ------------------------------------------------------------------------------- PopularMoviesDataSets (piyushpatel2005)
POP = ("PopularMoviesDataSets.main: lines = spark.sparkContext.textFile(\"../ml-100k/u.data\").map(x => "
       "Movie(x.split(\"\\t\")(1).toInt)) (55); moviesDS = lines.toDS() (59); topMovieIDs = moviesDS.groupBy(\"movieID\")"
       ".count().orderBy(desc(\"count\")).cache() (62); ")
POP_NOTES = (RDD + CACHE + AGG + "The groupBy, count, orderBy and cache are one line (62). PopularMovies.scala and "
             "PopularMoviesNicer.scala count the same ratings with RDDs (look-alikes). ")


def pop_cached(aqe: bool) -> list:
    ids = (5, 6, 9, 10, 12) if aqe else (5, 6, 7, 8, 9)
    return [N(1, "InMemoryTableScan", s(62), False, "cache"), N(2, "InMemoryRelation", s(62), False, "cache"),
            N(3, "Scan", s(55), False, "read"), N(4, "SerializeFromObject", s(59), True, "project"),
            N(ids[0], "HashAggregate", s(62), True, "aggregate"), N(ids[1], "Exchange", s(62), True, "aggregate"),
            N(ids[2], "HashAggregate", s(62), False, "aggregate"), N(ids[3], "Exchange", s(62), True, "sort"),
            N(ids[4], "Sort", s(62), False, "sort")]


L["pp_popular_groupby_orderby_show"] = dict(
    dataframe=POP + "topMovieIDs.show() (73)",
    notes=POP_NOTES + SHOW + FINAL,
    nodes=pop_cached(True) + [N(22, "Project", s(73), True, "project"), N(23, "CollectLimit", s(73), True, "limit")])
L["pp_popular_take"] = dict(
    dataframe=POP + "top10 = topMovieIDs.take(10) (76)",
    notes=POP_NOTES + "take(10) is the CollectLimit (not derived: the code asks for ten rows). " + FINAL,
    nodes=pop_cached(True) + [N(22, "CollectLimit", s(76), False, "limit")])
L["pp_popular_show_noaqe"] = dict(
    dataframe=POP + "topMovieIDs.show() (73)",
    notes="Run with spark.sql.adaptive.enabled=false. " + POP_NOTES + SHOW,
    nodes=pop_cached(False) + [N(10, "Project", s(73), True, "project"), N(11, "CollectLimit", s(73), True, "limit")])

# ------------------------------------------------------------------------------- GitHubDay (piyushpatel2005)
GH = ("GitHubDay.main (chapter03App/.../GithubDay.scala): ghLog = spark.read.json(args(0)) (12); pushes = "
      "ghLog.filter(\"type = 'PushEvent'\") (14); grouped = pushes.groupBy(\"actor.login\").count (15); ordered = "
      "grouped.orderBy(grouped(\"count\").desc) (16); isEmp = user => bcEmployees.value.contains(user) (27); sqlFunc = "
      "spark.udf.register(\"SetContainsUdf\", isEmp) (28); filtered = ordered.filter(sqlFunc($\"login\")) (29); "
      "filtered.write.format(args(3)).save(args(2)) (31)")
GH_NOTES = ("The type filter is pushed into the json scan (the Scan accepts the read and the filter) and kept as the "
            "Filter; the optimizer pushed the UDF filter on the grouping key (29) below the orderBy and the groupBy "
            "into the same Filter, which accepts 14, 29 and the UDF's registration (28). The Project of actor.login "
            "as the grouping expression is derived at the groupBy (15). " + AGG + "The write: WriteFiles derived at "
            "the save, the InsertIntoHadoopFsRelationCommand at it. chapter03App/.../App.scala holds the same code "
            "(it does not compile) and spark-in-action/03-github-analysis the same steps in spark-shell notes "
            "(look-alikes, never alternatives). " + FINAL)
GH_NODES = [N(1, "Scan json", s(12, 14), False, "read"), N(2, "Filter", s(14, 29, 28), False, "filter"),
            N(3, "Project", s(15), True, "project"), N(4, "HashAggregate", s(15), True, "aggregate"),
            N(5, "Exchange", s(15), True, "aggregate"), N(8, "HashAggregate", s(15), False, "aggregate"),
            N(9, "Exchange", s(16), True, "sort"), N(12, "Sort", s(16), False, "sort"),
            N(13, "WriteFiles", s(31), True, "write"),
            N(14, "Execute InsertIntoHadoopFsRelationCommand", s(31), False, "write")]
L["pp_githubday_json_write"] = dict(
    dataframe=GH + "; arguments: gh/2015-03-01-0.json gh/ghEmployees.txt out/emp-pushes json",
    notes=GH_NOTES, nodes=GH_NODES)
L["pp_githubday_parquet_write"] = dict(
    dataframe=GH + "; arguments: gh/2015-03-01-0.json gh/ghEmployees.txt out/emp-pushes parquet",
    notes=GH_NOTES, nodes=GH_NODES)

# ------------------------------------------------------------------------------- BatchJob (piyushpatel2005)
BJ = ("BatchJob.main: input = sc.textFile(sourceFile) (21-22); inputDF = input.flatMap{... Activity(...) ...}.toDF() "
      "(26-33); df = inputDF.select(add_months(from_unixtime(...), 1).as(\"timestamp_hour\"), ...).cache() (35-38); "
      "df.registerTempTable(\"activity\") (40); ")
VIS = ("visitorsByProduct = sqlContext.sql(\"SELECT product, timestamp_hour, COUNT(DISTINCT visitor) AS "
       "unique_visitors FROM activity GROUP BY product, timestamp_hour\") (42-45); ")
ACT = ("activityByProduct = sqlContext.sql(\"SELECT product, timestamp_hour, sum(case when action = 'purchase' then 1 "
       "else 0 end) ... from activity group by product, timestamp_hour\").cache() (47-54); ")
BJ_NOTES = (RDD + CACHE + "The select's Project (add_months of from_unixtime, 35-37) is cached with df (38). A scan of "
            "the view activity accepts the SQL's FROM line and the cache() line. lambda-pluralsight's StreamingJob "
            "runs the same SQL over each batch (look-alike). ")


def df_cached(first: int, from_line: int) -> list:
    """df's cached relation read through the view: InMemoryTableScan (first), InMemoryRelation, Scan,
    SerializeFromObject, Project."""
    return [N(first, "InMemoryTableScan", s(38, from_line), False, "cache"),
            N(first + 1, "InMemoryRelation", s(38), False, "cache"),
            N(first + 2, "Scan", s((26, 33), 22), False, "read"), N(first + 3, "SerializeFromObject", s(33), True, "project"),
            N(first + 4, "Project", s((35, 37)), False, "project")]


ACT_AGG = s((50, 52), 54)


def activity_cached() -> list:
    return ([N(1, "InMemoryTableScan", s(54), False, "cache"), N(2, "InMemoryRelation", s(54), False, "cache")]
            + df_cached(3, 53)
            + [N(9, "HashAggregate", ACT_AGG, True, "aggregate"), N(10, "Exchange", ACT_AGG, True, "aggregate"),
               N(12, "HashAggregate", ACT_AGG, False, "aggregate")])


ACT_NOTES = ("activityByProduct's GROUP BY (54) and its sums (50-52): partial HashAggregate and Exchange derived, the "
             "final one not; the cached result is read through its own InMemoryTableScan/InMemoryRelation at the "
             "cache() on 54. ")
L["pp_batchjob_partitioned_parquet_write"] = dict(
    dataframe=BJ + ACT + "activityByProduct.write.partitionBy(\"timestamp_hour\").mode(SaveMode.Append).parquet("
              "\"hdfs://downloads:9000/lambda/batch1\") (56)",
    notes=BJ_NOTES + ACT_NOTES + "The partitioned write's Sort and WriteFiles are derived at the write (56), the "
          "InsertIntoHadoopFsRelationCommand at it. " + FINAL,
    nodes=activity_cached() + [N(19, "Sort", s(56), True, "write"), N(20, "WriteFiles", s(56), True, "write"),
                               N(21, "Execute InsertIntoHadoopFsRelationCommand", s(56), False, "write")])
L["pp_batchjob_activity_foreach"] = dict(
    dataframe=BJ + ACT + "activityByProduct.foreach(println) (60)",
    notes=BJ_NOTES + ACT_NOTES + "foreach turns the rows into objects: a DeserializeToObject derived at it. " + FINAL,
    nodes=activity_cached() + [N(19, "DeserializeToObject", s(60), True, "project")])
VIS_AGG = s((43, 44))
VIS_NOTES = ("COUNT(DISTINCT visitor) ... GROUP BY (43-44) is four HashAggregates: the partial and merge aggregates "
             "over (product, timestamp_hour, visitor) and the partial count, with their Exchanges, all derived, and "
             "the final count not. foreach turns the rows into objects: a DeserializeToObject derived at it (59). ")
L["pp_batchjob_visitors_foreach"] = dict(
    dataframe=BJ + VIS + "visitorsByProduct.foreach(println) (59)",
    notes=BJ_NOTES + VIS_NOTES + FINAL,
    nodes=df_cached(1, 44) + [N(7, "HashAggregate", VIS_AGG, True, "aggregate"),
                              N(8, "Exchange", VIS_AGG, True, "aggregate"),
                              N(11, "HashAggregate", VIS_AGG, True, "aggregate"),
                              N(12, "HashAggregate", VIS_AGG, True, "aggregate"),
                              N(13, "Exchange", VIS_AGG, True, "aggregate"),
                              N(16, "HashAggregate", VIS_AGG, False, "aggregate"),
                              N(17, "DeserializeToObject", s(59), True, "project")])
L["pp_batchjob_visitors_foreach_noaqe"] = dict(
    dataframe=BJ + VIS + "visitorsByProduct.foreach(println) (59)",
    notes="Run with spark.sql.adaptive.enabled=false. " + BJ_NOTES + VIS_NOTES,
    nodes=df_cached(1, 44) + [N(6, "HashAggregate", VIS_AGG, True, "aggregate"),
                              N(7, "Exchange", VIS_AGG, True, "aggregate"),
                              N(8, "HashAggregate", VIS_AGG, True, "aggregate"),
                              N(9, "HashAggregate", VIS_AGG, True, "aggregate"),
                              N(10, "Exchange", VIS_AGG, True, "aggregate"),
                              N(11, "HashAggregate", VIS_AGG, False, "aggregate"),
                              N(12, "DeserializeToObject", s(59), True, "project")])

# ------------------------------------------------------------------------------- msrevathi/Spark-scala
L["pp_datefunctions_show"] = dict(
    dataframe="DateFunctions.main: cleanDateDF = spark.range(2).select(to_date(lit(\"2017-12-11\"), dateFormat)"
              ".alias(\"date\"), to_date(lit(\"2017-20-12\"), dateFormat).alias(\"date2\")) (96); timeStamp = "
              "cleanDateDF.select(to_timestamp(col(\"date\"))).show(false) (110)",
    notes="spark.range is the Range (96). The two selects (96, 110) and show()'s cast are one Project of a constant "
          "folded from literals: it accepts both select lines. The commented-out shows (20, 40, 58, 76, 108) are not "
          "code. ",
    nodes=[N(1, "Range", s(96), False, "read"), N(2, "Project", s(110, 96), False, "project")])
FW = ("FixedWidth.main (spark_examples): rdd = spark.sparkContext.textFile(\"C://readings//files//input_files//"
      "fixedInput.txt\") (33); metadata = spark.read.option(\"header\", \"true\").csv(\"C://readings//files//"
      "input_files//fixed_metadata\") (34); ")
FW_NOTES = ("examples/FixedWidth.scala is the same program with placeholder paths and master yarn (look-alike, never "
            "an alternative). ")
L["pp_fixedwidth_csv_header"] = dict(
    dataframe=FW + "(the csv read's header query, run at the read)",
    notes="The header csv read runs a query at the read to take the first non-empty line: Scan text, a Filter of "
          "non-empty lines and a CollectLimit, all at the read (34), the Filter and CollectLimit derived. " + FW_NOTES,
    nodes=[N(1, "Scan text", s(34), False, "read"), N(2, "Filter", s(34), True, "filter"),
           N(3, "CollectLimit", s(34), True, "limit")])
L["pp_fixedwidth_metadata_rdd"] = dict(
    dataframe=FW + "header = metadata.select(\"col_name\").rdd.map(x => x.getString(0).trim()).collect() (35)",
    notes="The csv read (34) with the select's column pruned into it (35) is the Scan csv; .rdd turns the rows into "
          "objects, a DeserializeToObject derived at 35. The same chain over size runs at 36 (look-alike). " + FW_NOTES,
    nodes=[N(1, "Scan csv", s(34, 35), False, "read"), N(2, "DeserializeToObject", s(35), True, "project")])
L["pp_fixedwidth_show"] = dict(
    dataframe=FW + "schema = StructType(fields) (38); df = spark.createDataFrame(rdd.map { x => lsplit(sizeOfColumn, "
              "x) }, schema) (39); df.show(false) (40)",
    notes="The RDD of Rows made a DataFrame with a schema is a Scan ExistingRDD at the createDataFrame (39) and the "
          "textFile (33). " + SHOW + FW_NOTES,
    nodes=[N(1, "Scan ExistingRDD", s(39, 33), False, "read"), N(2, "Project", s(40), True, "project"),
           N(3, "CollectLimit", s(40), True, "limit")])
L["pp_topn_rownumber_show"] = dict(
    dataframe="TopNValuesCategoryWise.main: empDF = Seq(Employee(0,\"Deepak\",30900), ...).toDF (15-18); window1 = "
              "Window.partitionBy('deptId).orderBy('salary desc) (41); empDF.withColumn(\"rowNum\", row_number "
              "over(window1)).where('rowNum === 1).drop('rowNum).show(false) (43)",
    notes="Rows written in the code are a LocalTableScan at the Seq(...).toDF (15-18). The row_number window with "
          "the where rowNum === 1 becomes two WindowGroupLimits (before and after the shuffle) that Spark adds, the "
          "window's Exchange and Sorts: all derived at the withColumn (43) and the window spec (41); the Window is "
          "not derived. The Filter is the where, the Project the drop with show()'s casts (43). The next line (44) "
          "fails analysis (no rowNum column) and ends the program. " + FINAL,
    nodes=[N(1, "LocalTableScan", s((15, 18)), False, "read"), N(2, "Sort", s(43, 41), True, "window"),
           N(3, "WindowGroupLimit", s(43, 41), True, "window"), N(4, "Exchange", s(43, 41), True, "window"),
           N(7, "Sort", s(43, 41), True, "window"), N(8, "WindowGroupLimit", s(43, 41), True, "window"),
           N(9, "Window", s(43, 41), False, "window"), N(10, "Filter", s(43), False, "filter"),
           N(11, "Project", s(43), False, "project")])
WIN = ("WindowFunctions.main: empSalary = List(Salary(\"Admin\", 21, \"Katam\", 50000, List(\"Spark\", \"Scala\")), "
       "...).toDS (20-30); window2 = Window.partitionBy(\"deptName\").orderBy('salary desc) (92); lead_lag_StringType "
       "= empSalary.withColumn(\"lead\", (lead('salary, 1) over window2).cast(\"String\")) (227) .withColumn(\"lag\", "
       "lag('salary, 1) over window2) (228); lead_lag_StringType.na.fill(\"NA\").show(false) (244)")
WIN_NOTES = ("Rows written in the code are a LocalTableScan at the List(...).toDS (20-30). The window's Exchange and "
             "Sort are derived at the withColumn calls (227-228) and the spec (92); the one Window computes lead and "
             "lag. The Project holds the lead's cast to string (227), na.fill's coalesce (244) and show()'s casts. "
             "The other windowed DataFrames of the file (lead_lag at 143-144, the same window with Int casts, "
             "remove_null_using_case, running totals) are never shown (look-alikes). ")
WIN_NODES = lambda ids: [N(1, "LocalTableScan", s((20, 30)), False, "read"),  # noqa: E731
                         N(ids[0], "Exchange", s((227, 228), 92), True, "window"),
                         N(ids[1], "Sort", s((227, 228), 92), True, "window"),
                         N(ids[2], "Window", s((227, 228), 92), False, "window"),
                         N(ids[3], "Project", s(244, 227), False, "project")]
L["pp_windows_lead_lag_nafill_show"] = dict(dataframe=WIN, notes=WIN_NOTES + FINAL, nodes=WIN_NODES((2, 5, 6, 7)))
L["pp_windows_nafill_noaqe"] = dict(dataframe=WIN, notes="Run with spark.sql.adaptive.enabled=false. " + WIN_NOTES,
                                    nodes=WIN_NODES((2, 3, 4, 5)))

SESSION = ("Session: spark-submit --master local[1] (the code's own local/local[*] masters kept to one thread by "
           "-XX:ActiveProcessorCount=1), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on unless said. ")
RUN = ("Run: bench/real/capture/piyushpatel-scala/capture.py: the project's Scala files compiled unchanged with the "
       "PySpark jars' Scala 2.13 compiler into one jar per project; the program run with spark-submit --class from a "
       "scratch copy of the laid-out repository (missing inputs generated there by make_data.py, fixed paths of the "
       "author's machine served by stand-ins); the plan is the n-th the run wrote (a query-execution listener, after "
       "each query ran: final adaptive plans); event_log.json from the same run.")


def main() -> int:
    def cases():
        for case_id, part, program, line, action, _, _, action_file in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            jar, main_class, file, folder, args, extra, _ = PROGRAMS[program]
            slug = repo_of(program)
            command = ("spark-submit" + "".join(f" --conf {c}" for c in extra) + f" --class {main_class} pp-{jar}.jar"
                       + "".join(f" {a}" for a in args) + f" (from {folder if folder != '.' else 'the root'})")
            spec = {**L[case_id], "file": file}
            case = {"repo": f"../../repos/{slug}", "commit": COMMITS[slug], "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {action_file or file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCES[slug]}
            yield part, BENCH / part / case_id, call_rows(spec, symbol), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
