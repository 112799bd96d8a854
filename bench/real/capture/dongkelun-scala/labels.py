"""Write each dk_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/dongkelun-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., fn=...): spans are lines of the case's program file,
`fn` the method (default `main`). Symbols: the Scala object (or Java class) by its package and name, then the method
(`com.dkl.blog.spark.df.DfSortDesc.main`, `com.dkl.learning.spark.sql.ReadDemo.runBasicDataFrameExample`).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, NO_FOLD, PROGRAMS  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import call_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "dongkelun__spark-scala"
COMMIT = "476a2ea20466c43250bd9de503d932bf445ea6b6"
SOURCE = "dongkelun/spark-scala"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, fn="main"):
        return tuple.__new__(cls, (nid, op, spans, fn, derived, kind, None, amb, None, None))


def symbol(file: str, fn: str) -> str:
    for root in ("src/main/scala/", "src/main/java/"):
        if file.startswith(root):
            file = file[len(root):]
    return file.rsplit(".", 1)[0].replace("/", ".") + "." + fn


L: dict[str, dict] = {}

SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line; a Project "
        "that also does the code's own renames or casts (toDF, withColumn, select) is not derived and accepts those "
        "lines and the show line. ")
FINAL = "Only the final plan's nodes are labelled (not the adaptive plan's Initial Plan copies). "
LOCAL = ("Rows written in the code (an Array or Seq made a DataFrame with createDataFrame/toDF/toDS) are a "
         "LocalTableScan at the createDataFrame line and the data's lines. ")
FOLD = ("Run with ConvertToLocalRelation excluded from the optimizer (" + NO_FOLD[0] + "), so the code's projections "
        "and filters over its in-code rows stay operators as they would over a table instead of being folded into "
        "the LocalTableScan. ")
AGG = ("Aggregates: the partial HashAggregate and its Exchange are derived at the groupBy/distinct call, the final "
       "one is not; distinct()'s nodes are kind distinct. ")

# ------------------------------------------------------------------------------- DfGroupByMin
GBM = ("DfGroupByMin.main: data (10); df = spark.createDataFrame(data).toDF(\"id\", \"value\", \"other\") (11); "
       "df.union(df).show (12); df.createOrReplaceTempView(\"table\") (13); sql(\"select id,min(value) as min_value "
       "from table group by id\").createOrReplaceTempView(\"df1\") (17); sql(\"select table.* from table,df1 where "
       "table.id=df1.id and value=min_value\").show (19)")
GBM_NOTES = ("The comma join's WHERE (19) is an inner equi-join on (id, value) = (id, min_value). The left scan is "
             "`table` read at 19 (the view of df, 11); the right side is the view df1: its scan of `table` at 17 (and "
             "11), its GROUP BY min at 17 (partial aggregate and Exchange derived). The isnotnull(min_value) Filter is "
             "inferred from the join (derived at 19). The Project is `select table.*` with show()'s casts at 19. The "
             "same SQL runs again at 21 only for rdd.getNumPartitions (no job of its plan is a case). ")


def gbm_nodes(smj: bool) -> list:
    left = s(19, 11, 10)
    right = s(17, 11, 10)
    if smj:
        return [N(1, "LocalTableScan", left, False, "read"),
                N(2, "Exchange", s(19), True, "join"), N(5, "Sort", s(19), True, "join"),
                N(6, "LocalTableScan", right, False, "read"),
                N(7, "HashAggregate", s(17), True, "aggregate"), N(8, "Exchange", s(17), True, "aggregate"),
                N(11, "HashAggregate", s(17), False, "aggregate"),
                N(12, "Filter", s(19), True, "filter"),
                N(13, "Exchange", s(19), True, "join"), N(16, "Sort", s(19), True, "join"),
                N(17, "SortMergeJoin", s(19), False, "join"),
                N(18, "Project", s(19), False, "project")]
    return [N(1, "LocalTableScan", left, False, "read"),
            N(2, "LocalTableScan", right, False, "read"),
            N(3, "HashAggregate", s(17), True, "aggregate"), N(4, "Exchange", s(17), True, "aggregate"),
            N(7, "HashAggregate", s(17), False, "aggregate"),
            N(8, "Filter", s(19), True, "filter"),
            N(9, "BroadcastExchange", s(19), True, "join"),
            N(11, "BroadcastHashJoin", s(19), False, "join"),
            N(12, "Project", s(19), False, "project")]


L["dk_groupbymin_join_show"] = dict(dataframe=GBM, notes="AQE made the join a broadcast join of df1. " + GBM_NOTES
                                    + LOCAL + "A scan through a temp view accepts the FROM line and the DataFrame's "
                                    "own lines. " + FINAL, nodes=gbm_nodes(False))
L["dk_groupbymin_join_smj_show"] = dict(dataframe=GBM, notes="Run with broadcast joins off: a sort-merge join. "
                                        + GBM_NOTES + LOCAL + "A scan through a temp view accepts the FROM line and "
                                        "the DataFrame's own lines. The join's Exchanges and Sorts are derived at "
                                        "19. " + FINAL, nodes=gbm_nodes(True))
L["dk_groupbymin_union_show"] = dict(
    dataframe=GBM[:GBM.index("; df.createOrReplaceTempView")] + " (the union shown at 12)",
    notes=LOCAL + "Both scans are df (11), unioned with itself at 12; the shown casts are folded away. ",
    nodes=[N(1, "LocalTableScan", s(11, 10), False, "read"), N(2, "LocalTableScan", s(11, 10), False, "read"),
           N(3, "Union", s(12), False, "union")])

# ------------------------------------------------------------------------------- SparkWindowsDemo
WIN = ("SparkWindowsDemo.main: df = List(\"1 2018-02-03 2019-02-03\", ...).toDF() (15); ")
MAPS = ("df.as[String].map(str => str.split(\" \")(1) + \" \" + str.split(\" \")(2)) (18-19) .flatMap(str => "
        "str.split(\"\\\\s\")) (20)")
MAP_NOTES = ("The typed map is DeserializeToObject (derived at the as[String]/map, 18-19 or 23-24) + MapElements (the "
             "map lambda), the flatMap a MapPartitions (its lambda) and SerializeFromObject (derived at the flatMap). ")
L["dk_windows_map_flatmap_show"] = dict(
    dataframe=WIN + MAPS + ".show() (20)",
    notes=MAP_NOTES + "The chain at 23-26 repeats it (look-alike). " + SHOW + LOCAL,
    nodes=[N(1, "LocalTableScan", s(15), False, "read"),
           N(2, "DeserializeToObject", s((18, 19)), True, "project"),
           N(3, "MapElements", s(19), False, "project"),
           N(4, "MapPartitions", s(20), False, "explode"),
           N(5, "SerializeFromObject", s(20), True, "project"),
           N(6, "Project", s(20), True, "project"),
           N(7, "CollectLimit", s(20), True, "limit")])
L["dk_windows_distinct_max_min_show"] = dict(
    dataframe=WIN + "w1 = Window.orderBy($\"value\" desc).rowsBetween(0,2) (22); df.as[String] (23) .map(...) (24) "
              ".flatMap(...) (25) .distinct() (26) .withColumn(\"new\", max(\"value\") over (w1)) (28) "
              ".withColumn(\"new1\", min(\"value\") over (w1)) (29) .show() (30)",
    notes=MAP_NOTES + "The chain at 18-20 is its look-alike. " + AGG + "The window has no partitionBy: its Exchange "
          "(single partition) and Sort are derived at the withColumn calls (28-29) and the spec (22); the one Window "
          "node computes both max and min, at 28, 29 and 22. The Project is show()'s casts (derived at 30; Scala "
          "names the chained call's site line 29). " + LOCAL + FINAL,
    nodes=[N(1, "LocalTableScan", s(15), False, "read"),
           N(2, "DeserializeToObject", s((23, 24)), True, "project"),
           N(3, "MapElements", s(24), False, "project"),
           N(4, "MapPartitions", s(25), False, "explode"),
           N(5, "SerializeFromObject", s(25), True, "project"),
           N(6, "HashAggregate", s(26), True, "distinct"),
           N(7, "Exchange", s(26), True, "distinct"),
           N(10, "HashAggregate", s(26), False, "distinct"),
           N(11, "Exchange", s((28, 29), 22), True, "window"),
           N(13, "Sort", s((28, 29), 22), True, "window"),
           N(14, "Window", s((28, 29), 22), False, "window"),
           N(15, "Project", s(30), True, "project")])

# ------------------------------------------------------------------------------- DfSortDesc
SORT = ("DfSortDesc.main: data = Array((7, 2, 3), (1, 8, 6), (4, 5, 9)) (16); df = spark.createDataFrame(data)"
        ".toDF(\"col1\", \"col2\", \"col3\") (17); the same df sorted by col2 nine ways, each shown: ")
SORT_NOTES = ("orderBy/sort is a range-partitioning Exchange (derived) and a Sort (not derived) at its line; the "
              "Project is show()'s casts (derived). Lines 39, 41, 43, 47, 52, 54 and 56 are look-alikes over the "
              "same df, 49 builds its own copy of it in one line. ")
L["dk_sortdesc_orderby_show"] = dict(
    dataframe=SORT + "df.orderBy(\"col2\").show() (39)",
    notes=SORT_NOTES + LOCAL + "The toDF renames are folded into the LocalTableScan. " + FINAL,
    nodes=[N(1, "LocalTableScan", s(17, 16), False, "read"),
           N(2, "Exchange", s(39), True, "sort"),
           N(5, "Sort", s(39), False, "sort"),
           N(6, "Project", s(39), True, "project")])
L["dk_sortdesc_fresh_df_desc_show"] = dict(
    dataframe=SORT + "spark.createDataFrame(data).toDF(\"col1\", \"col2\", \"col3\").orderBy(desc(\"col2\")).show (49)",
    notes=FOLD + SORT_NOTES + LOCAL + "Here every node is on line 49 (the data at 16): the toDF renames are the "
          "Project under the Exchange, not df's (17). " + FINAL,
    nodes=[N(1, "LocalTableScan", s(49, 16), False, "read"),
           N(2, "Project", s(49), False, "project"),
           N(3, "Exchange", s(49), True, "sort"),
           N(6, "Sort", s(49), False, "sort"),
           N(7, "Project", s(49), True, "project")])

# ------------------------------------------------------------------------------- SparkDfIsIn
ISIN = ("SparkDfIsIn.main: data (19-21); df = spark.createDataFrame(data).toDF(\"id\", \"name\", \"age\", \"year\") "
        "(23); ")
L["dk_isin_where_show"] = dict(
    dataframe=ISIN + "yearArray = Array(\"2017\", \"2018\") (26); df.where(col(\"year\").isin(yearArray: _*)).show() "
              "(27)",
    notes=FOLD + "The where is the Filter (year IN (2017, 2018)) at 27; the Project holds toDF's renames (23) and "
          "show()'s casts (27). The where at 34 (isin of a collected array) is its look-alike. " + SHOW + LOCAL,
    nodes=[N(1, "LocalTableScan", s(23, (19, 21)), False, "read"),
           N(2, "Filter", s(27), False, "filter"),
           N(3, "Project", s(23, 27), False, "project")])
L["dk_isin_distinct_collect"] = dict(
    dataframe=ISIN + "data1 (29); df1 = spark.createDataFrame(data1).toDF(\"id\", \"name\", \"age\", \"year\") (30); "
              "df_yearArray = df1.select(\"year\").distinct().collect().map(_.getAs[String](\"year\")) (32)",
    notes=FOLD + "The Project is the select (32) with toDF's rename of the column (30). " + AGG + LOCAL + FINAL,
    nodes=[N(1, "LocalTableScan", s(30, 29), False, "read"),
           N(2, "Project", s(32, 30), False, "project"),
           N(3, "HashAggregate", s(32), True, "distinct"),
           N(4, "Exchange", s(32), True, "distinct"),
           N(7, "HashAggregate", s(32), False, "distinct")])

# ------------------------------------------------------------------------------- TestDf
L["dk_testdf_distinct_show"] = dict(
    dataframe="TestDf.main: data1 = Array((\"1\", \"2\"), (\"3\", \"3\"), (\"1\", \"2\")) (13); df1 = "
              "spark.createDataFrame(data1).toDF(\"col1\", \"col2\") (14); df1.show() (15); df1.distinct().show() (16)",
    notes=AGG + "The final aggregate also does show()'s casts. " + LOCAL + FINAL,
    nodes=[N(1, "LocalTableScan", s(14, 13), False, "read"),
           N(2, "HashAggregate", s(16), True, "distinct"),
           N(3, "Exchange", s(16), True, "distinct"),
           N(6, "HashAggregate", s(16), False, "distinct")])

# ------------------------------------------------------------------------------- ChangeAllColDatatypes
L["dk_casts_loop_withcolumn_show"] = dict(
    dataframe="ChangeAllColDatatypes.main: data (18); df = spark.createDataFrame(data).toDF(\"col1\", ..., \"col5\") "
              "(19); colNames = df.columns (24); var df1 = df (26); for (colName <- colNames) { df1 = "
              "df1.withColumn(colName, col(colName).cast(DoubleType)) (28) }; df1.show() (30)",
    notes=FOLD + "The five withColumn casts of the loop (28), toDF's renames (19) and show()'s casts (30) are one "
          "Project. The selects at 22, 33, 35 and 36 are look-alikes (casts of the same columns). " + LOCAL,
    nodes=[N(1, "LocalTableScan", s(19, 18), False, "read"),
           N(2, "Project", s(28, 19, 30), False, "project")])

# ------------------------------------------------------------------------------- csv reads
CSVN = ("The csv read (header, no schema inference) is the Scan csv at the read; show() adds a Project of casts and "
        "the CollectLimit (derived). The same read of files/data.csv and show are in CSV2Df, Txt2Df and "
        "com.dkl.test.DfDemo (look-alikes). ")
L["dk_csv2df_show"] = dict(
    dataframe="CSV2Df.main: data_path = \"files/data.csv\" (13); df = spark.read.option(\"header\", \"true\")"
              ".csv(data_path) (14); df.show() (15)",
    notes=CSVN,
    nodes=[N(1, "Scan csv", s(14), False, "read"), N(2, "Project", s(15), True, "project"),
           N(3, "CollectLimit", s(15), True, "limit")])
L["dk_dfdemo_csv_show"] = dict(
    dataframe="DfDemo.main: data_path = \"files/data.csv\" (9); df = spark.read.option(\"header\", \"true\")"
              ".csv(data_path) (10); df.show() (11)",
    notes=CSVN,
    nodes=[N(1, "Scan csv", s(10), False, "read"), N(2, "Project", s(11), True, "project"),
           N(3, "CollectLimit", s(11), True, "limit")])

# ------------------------------------------------------------------------------- ReadDemo
RD = "runBasicDataFrameExample"
BASIC = ("ReadDemo.runBasicDataFrameExample: df = spark.read.json(\"src/main/resources/scala/people.json\") (37); "
         "df.show() (38); ")
JSONN = ("people.json is generated (Spark's example rows; the repository lacks it). The json scan is at the read "
         "(37); runDatasetCreationExample reads the same file at 30 (look-alike). ")
L["dk_readdemo_filter_show"] = dict(
    dataframe=BASIC + "df.filter($\"age\" > 21).show() (48)",
    notes=JSONN + "The filter is the Filter at 48, pushed into the scan (PushedFilters), so the scan accepts 48 too. "
          "The commented where at 51 is not code. " + SHOW,
    nodes=[N(1, "Scan json", s(37, 48), False, "read", fn=RD), N(2, "Filter", s(48), False, "filter", fn=RD),
           N(3, "Project", s(48), True, "project", fn=RD), N(4, "CollectLimit", s(48), True, "limit", fn=RD)])
L["dk_readdemo_sql_show"] = dict(
    dataframe=BASIC + "df.createOrReplaceTempView(\"people\") (53); sqlDF = sql(\"SELECT * FROM people\") (56); "
              "sqlDF.show() (57)",
    notes=JSONN + "The scan through the view accepts the SQL's FROM line (56) and the read (37). SELECT * adds no "
          "projection: the Project is show()'s casts (derived at 57, the query's line 56 accepted). " + SHOW,
    nodes=[N(1, "Scan json", s(56, 37), False, "read", fn=RD), N(2, "Project", s(57, 56), True, "project", fn=RD),
           N(3, "CollectLimit", s(57), True, "limit", fn=RD)])
L["dk_readdemo_dataset_map_collect"] = dict(
    dataframe="ReadDemo.runDatasetCreationExample: primitiveDS = Seq(1, 2, 3).toDS() (25); primitiveDS.map(_ + 1)"
              ".collect() (26)",
    notes="The Seq made a Dataset is a LocalTableScan at 25; the typed map is DeserializeToObject and "
          "SerializeFromObject (derived) around the MapElements of its lambda, all at 26. ",
    nodes=[N(1, "LocalTableScan", s(25), False, "read", fn="runDatasetCreationExample"),
           N(2, "DeserializeToObject", s(26), True, "project", fn="runDatasetCreationExample"),
           N(3, "MapElements", s(26), False, "project", fn="runDatasetCreationExample"),
           N(4, "SerializeFromObject", s(26), True, "project", fn="runDatasetCreationExample")])

# ------------------------------------------------------------------------------- ReadDataDemo
L["dk_readml_text_map_show"] = dict(
    dataframe="ReadDataDemo.newReadDf: data_path = \"files/ml/linear_regression_data1.txt\" (115); data = "
              "spark.read.text(data_path) (116); training = data.map { case Row(line: String) => ... (label, "
              "Vectors.dense(...)) }.toDF(\"label\", \"features\") (117-121); temp = the same map (123-127, never "
              "used); training.show() (128)",
    notes="The text scan at 116; the typed map over Rows is DeserializeToObject and SerializeFromObject (derived) "
          "around the MapElements of its lambda (117-121); the Project holds toDF's renames (121) and show()'s casts "
          "(128), not derived. `temp` (123-127) is the same map, a look-alike that never runs. " + SHOW,
    nodes=[N(1, "Scan text", s(116), False, "read", fn="newReadDf"),
           N(2, "DeserializeToObject", s((117, 121)), True, "project", fn="newReadDf"),
           N(3, "MapElements", s((117, 121)), False, "project", fn="newReadDf"),
           N(4, "SerializeFromObject", s((117, 121)), True, "project", fn="newReadDf"),
           N(5, "Project", s(121, 128), False, "project", fn="newReadDf"),
           N(6, "CollectLimit", s(128), True, "limit", fn="newReadDf")])

# ------------------------------------------------------------------------------- GetPartitionIdDemo
L["dk_partid_repartition_show"] = dict(
    dataframe="GetPartitionIdDemo.main: data1 = Array((1, 2), (3, 4)) (30); df1 = spark.createDataFrame(data1)"
              ".repartition(2) (31); df1.show() (32)",
    notes="repartition(2) is the round-robin Exchange at 31 (not derived); the Project is show()'s casts. " + LOCAL
          + FINAL,
    nodes=[N(1, "LocalTableScan", s(31, 30), False, "read"), N(2, "Exchange", s(31), False, "repartition"),
           N(4, "Project", s(32), True, "project")])

# ------------------------------------------------------------------------------- EmptyDataFrame_Java
L["dk_emptyjava_show"] = dict(
    dataframe="EmptyDataFrame_Java.main (Java): schema (21-26); emptyDf = spark.createDataFrame(spark.sparkContext()"
              ".emptyRDD(ClassTag$.MODULE$.apply(Row.class)), schema) (28); emptyDf.show() (29)",
    notes="The empty RDD of Rows made a DataFrame is a Scan ExistingRDD at 28. The Scala EmptyDataFrame does the "
          "same (it does not compile on Scala 2.13, so it never ran). " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(28), False, "read"), N(2, "Project", s(29), True, "project"),
           N(3, "CollectLimit", s(29), True, "limit")])

# ------------------------------------------------------------------------------- Hive programs
HIVE = ("The Hive databases and dkl.test_partition are made beforehand in a local Derby metastore (capture "
        "README); the repository's hive-site.xml (a remote metastore) is not on the class path. ")
HP = ("SparkHivePatition.main: data (22); df = spark.createDataFrame(data).toDF(\"id\", \"name\", \"age\", \"year\") "
      "(24); df.createOrReplaceTempView(\"temp_table\") (26); sql(\"use dkl\") (29); ")
WRITE = ("A partitioned write: the Sort by year and WriteFiles are derived at the write call, the "
         "InsertIntoHadoopFsRelationCommand is the write itself. ")
L["dk_hivepart_saveastable_write"] = dict(
    dataframe=HP + "df.write.mode(\"append\").partitionBy(\"year\").saveAsTable(\"new_test_partition\") (31)",
    notes=HIVE + "saveAsTable creating the table runs a CreateDataSourceTableAsSelectCommand whose data write is "
          "this plan. " + WRITE + "Line 33 is the same call again (look-alike, appending), and 34-35 insert the "
          "same rows by SQL and insertInto. " + LOCAL,
    nodes=[N(1, "LocalTableScan", s(24, 22), False, "read"), N(2, "Sort", s(31), True, "write"),
           N(3, "WriteFiles", s(31), True, "write"),
           N(4, "Execute InsertIntoHadoopFsRelationCommand", s(31), False, "write")])
L["dk_hivepart_insert_sql"] = dict(
    dataframe=HP + "sql(\"insert into new_test_partition select * from temp_table\") (34)",
    notes=HIVE + "The scan of temp_table accepts the SQL line (34) and df's lines (24, 22). " + WRITE
          + "The saveAsTable calls at 31 and 33 and insertInto at 35 write the same rows (look-alikes). ",
    nodes=[N(1, "LocalTableScan", s(34, 24, 22), False, "read"), N(2, "Sort", s(34), True, "write"),
           N(3, "WriteFiles", s(34), True, "write"),
           N(4, "Execute InsertIntoHadoopFsRelationCommand", s(34), False, "write")])
L["dk_hiveoverwrite_insertinto"] = dict(
    dataframe="SparkHivePartitionOverwrite.main (spark.sql.sources.partitionOverwriteMode=dynamic, 19): sql(\"use "
              "test\") (33); df.write.mode(\"overwrite\").partitionBy(\"year\").saveAsTable(tableName) (35); data1 "
              "= Array((\"011\", \"Sam\", 21, \"2018\")) (39); df1 = spark.createDataFrame(data1).toDF(\"id\", "
              "\"name\", \"age\", \"year\") (41); df1.write.mode(\"overwrite\").insertInto(tableName) (44)",
    notes=HIVE + "insertInto the partitioned table (dynamic overwrite of the 2018 partition): WriteFiles derived at "
          "44, the InsertIntoHadoopFsRelationCommand at 44; one row needs no Sort. The commented writes at 42-43 are "
          "not code. " + LOCAL,
    nodes=[N(1, "LocalTableScan", s(41, 39), False, "read"), N(2, "WriteFiles", s(44), True, "write"),
           N(3, "Execute InsertIntoHadoopFsRelationCommand", s(44), False, "write")])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local\") is one thread; "
           "SparkWindowsDemo's local[*] kept to one by -XX:ActiveProcessorCount=1), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, AQE on. ")
RUN = ("Run: bench/real/capture/dongkelun-scala/capture.py: the Scala files of src/main/scala that compile on Scala "
       "2.13 / Spark 4 compiled unchanged with the PySpark jars' compiler (-language:postfixOps) and the Java "
       "EmptyDataFrame_Java with javac, into one jar without src/main/resources; each program run with spark-submit "
       "--class from a scratch copy of the laid-out repository (missing inputs generated there by make_data.py); the "
       "plan is the n-th the run wrote (a query-execution listener, after each query ran: final adaptive plans); "
       "event_log.json from the same run.")


def main() -> int:
    def cases():
        for case_id, part, program, line, action, _, _, action_file in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            spec = L[case_id]
            main_class, file, extra, _ = PROGRAMS[program]
            command = "spark-submit" + "".join(f" --conf {c}" for c in extra) + f" --class {main_class} dk.jar"
            spec = {**spec, "file": file}
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {action_file or file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "java" if file.endswith(".java") else "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, call_rows(spec, symbol), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
