"""Write each sl_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/sheeluvikas-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., file=..., fn=..., alt=...): spans are lines of `file`
(default: the file of the case's program), `fn` the method (default `main`); `alt`: (file, spans, fn) places in other
files. Symbols: the Scala class or object by its package and name, then the method
(`com.example.handson.SparkSqlHandson.main`, `com.example.spark.utils.SparkUtils.writeDFInParquet`), as the
ripattna and nirajkumar families name a method of an object.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, SRC  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import call_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "sheeluvikas__spark-scala"
COMMIT = "9b0b02981b94126076868b65b4d7a880b424d87f"
SOURCE = "sheeluvikas/spark-scala"
ROOT = "src/main/scala/"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, file=None, fn="main", alt=None):
        return tuple.__new__(cls, (nid, op, spans, fn, derived, kind, file, amb, None, alt))


def symbol(file: str, fn: str) -> str:
    return file[len(ROOT):-len(".scala")].replace("/", ".") + "." + fn


L: dict[str, dict] = {}

SHOW = ("show()'s CollectLimit and a Project of only toprettystring casts are derived at the show line; a Project "
        "that also does the code's own select is not derived and accepts the select and the show line. ")
FINAL = "Only the final plan's nodes are labelled (not the adaptive plan's Initial Plan copies). "
AGG = "The partial aggregate and its Exchange are derived at the groupBy (or the count() action); the final one is not. "
JOIN = ("The join's inferred isnotnull Filters, Exchanges and Sorts (or its BroadcastExchange) are derived at the join "
        "call. ")
WIN = ("The window's Exchange and Sort are derived at the withColumn(... over(spec)) and the Window.partitionBy spec; "
       "the Window node is not derived and accepts the same lines. ")

# ------------------------------------------------------------------------------- handson/SparkSqlHandson.scala
HANDSON = ("SparkSqlHandson.main: sparkRead = spark.read.option(\"sep\", \",\").option(\"header\", \"true\")"
           ".option(\"inferSchema\", \"true\") (20-23), one DataFrameReader for the three reads: sellersDF = "
           "sparkRead.csv(\"src/main/resources/data/sellers.csv\") (25); salesDF = sparkRead.csv(\".../sales.csv\") (26); "
           "productsDF = sparkRead.csv(\".../products.csv\") (27); ")
READS = ("A csv scan accepts its csv(...) line and the shared reader statement whose options it uses (20-23). The "
         "three reads are one chain with other paths: look-alikes of one another, and of DataFrameDemo's and "
         "DataFrameDemo2's option chains. ")
SOLD = ("soldProductsDF = productsDF (43) .join(salesDF, productsDF(\"product_id\") === salesDF(\"product_id\"), "
        "\"right\") (44) .select(productsDF(\"product_id\")).distinct() (45); print(\"products sold at least once : \" "
        "+ soldProductsDF.count()) (47)")
SOLD_NOTES = ("The right outer join keeps every sale; the inferred isnotnull Filter is on the products side only. The "
              "Project is the select (45); distinct() is a two-level HashAggregate keyed by product_id, its partial "
              "aggregate and Exchange derived at 45, the final one not (kind distinct; the count() pruned its "
              "output). count() adds a global partial count, a single-partition Exchange (both derived) and the final "
              "count, at 47. ")


def sold_nodes(smj: bool) -> list:
    products = [N(1, "Scan csv", s(27, (20, 23)), False, "read"), N(2, "Filter", s(44), True, "filter")]
    sales_id = 7 if smj else 5
    sales = [N(sales_id, "Scan csv", s(26, (20, 23)), False, "read")]
    if smj:
        join = [N(3, "Exchange", s(44), True, "join"), N(6, "Sort", s(44), True, "join"),
                N(8, "Exchange", s(44), True, "join"), N(11, "Sort", s(44), True, "join"),
                N(12, "SortMergeJoin", s(44), False, "join")]
        k = 13
    else:
        join = [N(3, "BroadcastExchange", s(44), True, "join"), N(6, "BroadcastHashJoin", s(44), False, "join")]
        k = 7
    # after the join: Project, partial distinct, Exchange, final distinct, partial count, Exchange, count
    rest = [N(k, "Project", s(45), False, "project"),
            N(k + 1, "HashAggregate", s(45), True, "distinct"),
            N(k + 2, "Exchange", s(45), True, "distinct"),
            N(k + 5, "HashAggregate", s(45), False, "distinct"),
            N(k + 6, "HashAggregate", s(47), True, "aggregate"),
            N(k + 7, "Exchange", s(47), True, "aggregate"),
            N(k + 9, "HashAggregate", s(47), False, "aggregate")]
    return products + sales + join + rest


L["sl_handson_right_join_distinct_count"] = dict(
    dataframe=HANDSON + SOLD,
    notes="AQE made the right join a broadcast join of the products side (BuildLeft). " + READS + JOIN + SOLD_NOTES
          + FINAL,
    nodes=sold_nodes(False))
L["sl_handson_right_join_smj_count"] = dict(
    dataframe=HANDSON + SOLD,
    notes="Run with broadcast joins off: a sort-merge right outer join. " + READS + JOIN + SOLD_NOTES + FINAL,
    nodes=sold_nodes(True))


def count_case(read_line: int, count_line: int, what: str) -> dict:
    return dict(
        dataframe=HANDSON + f"println(\"******* {what} in the data : \" + {what.lower()}DF.count()) ({count_line})",
        notes=READS + "count() of the read: a global partial count and its single-partition Exchange derived at the "
              f"count ({count_line}), the final count not. productsDF.count() (40) and sellersDF.count() (41) are "
              "look-alikes one line apart. " + FINAL,
        nodes=[N(1, "Scan csv", s(read_line, (20, 23)), False, "read"),
               N(2, "HashAggregate", s(count_line), True, "aggregate"),
               N(3, "Exchange", s(count_line), True, "aggregate"),
               N(5, "HashAggregate", s(count_line), False, "aggregate")])


L["sl_handson_products_count"] = count_case(27, 40, "Products")
L["sl_handson_sellers_count"] = count_case(25, 41, "sellers")

L["sl_handson_date_count_show"] = dict(
    dataframe=HANDSON + "df = salesDF.select(\"product_id\", \"date\").groupBy(\"date\").count() (53); df.show(false) "
              "(54)",
    notes=READS + "The select's columns are pruned into the scan (ReadSchema date). " + AGG + "The final aggregate "
          "also does show()'s casts; the final plan has no CollectLimit. " + FINAL,
    nodes=[N(1, "Scan csv", s(26, (20, 23)), False, "read"),
           N(2, "HashAggregate", s(53), True, "aggregate"),
           N(3, "Exchange", s(53), True, "aggregate"),
           N(6, "HashAggregate", s(53), False, "aggregate")])

INFER = ("With header and inferSchema, the csv(...) call runs Spark's own query for the file's first non-empty line "
         "(Scan text of the file, a Filter on length(trim(value)) > 0, CollectLimit 1) before the read returns, then "
         "an RDD job to infer the types (no SQL plan). All three nodes are at the read: the scan not derived, the "
         "Filter and CollectLimit derived. ")
L["sl_handson_sellers_header_head"] = dict(
    dataframe=HANDSON[:HANDSON.index("; salesDF")] + " (the header query of the first read)",
    notes=INFER + READS,
    nodes=[N(1, "Scan text", s(25, (20, 23)), False, "read"),
           N(2, "Filter", s(25, (20, 23)), True, "filter"),
           N(3, "CollectLimit", s(25, (20, 23)), True, "limit")])

# ------------------------------------------------------------------------------------ others/DataFrameDemo.scala
RDD = ("DataFrameDemo.main: intArray = Array(1,1,2,3,4,5,6,7,8) (18); rdd = spark.sparkContext.parallelize(intArray) "
       "(20); schema (21-23); rowRDD = rdd.map(element => Row(element)) (25); var df = spark.createDataFrame(rowRDD, "
       "schema) (27); ")
RDD_NOTES = ("The RDD of Rows made a DataFrame is a Scan ExistingRDD at the createDataFrame (27) and the RDD's "
             "parallelize (20) and map (25). ")
L["sl_dfdemo_rdd_rows_show"] = dict(
    dataframe=RDD + "df.show() (32)",
    notes=RDD_NOTES + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(27, 25, 20), False, "read"),
           N(2, "Project", s(32), True, "project"),
           N(3, "CollectLimit", s(32), True, "limit")])
L["sl_dfdemo_row_number_show"] = dict(
    dataframe=RDD + "windowSpec = Window.partitionBy(\"Values\").orderBy(\"Values\") (34); df = df.withColumn("
              "\"row_number\", row_number.over(windowSpec)) (35); df.show() (36)",
    notes=RDD_NOTES + WIN + "The Project is only show()'s casts (derived at 36); the final plan has no CollectLimit. "
          + FINAL,
    nodes=[N(1, "Scan ExistingRDD", s(27, 25, 20), False, "read"),
           N(2, "Exchange", s(35, 34), True, "window"),
           N(5, "Sort", s(35, 34), True, "window"),
           N(6, "Window", s(35, 34), False, "window"),
           N(7, "Project", s(36), True, "project")])

CSV = ("DataFrameDemo.main: df = spark.read.option(\"sep\", \",\").option(\"header\", \"true\").option(\"inferSchema\", "
       "\"true\").csv(\"src/main/resources/TechCrunchcontinentalUSA.csv\") (42-46), reassigning the var df of the RDD "
       "lines above; ")
CSV_NOTES = "The csv scan is the read statement (42-46); the commented-out read at 40-41 is not code. "
L["sl_dfdemo_csv_show"] = dict(
    dataframe=CSV + "df.show(10) (49)",
    notes=CSV_NOTES + SHOW,
    nodes=[N(1, "Scan csv", s((42, 46)), False, "read"),
           N(2, "Project", s(49), True, "project"),
           N(3, "CollectLimit", s(49), True, "limit")])
L["sl_dfdemo_rank_show"] = dict(
    dataframe=CSV + "windowSpec2 = Window.partitionBy(\"company\").orderBy(\"raisedAmt\") (51); df = df.withColumn("
              "\"rank\", rank().over(windowSpec2)) (52); df.show(10) (53)",
    notes=CSV_NOTES + WIN + SHOW + "The row_number window at 34-35 is its look-alike over the RDD. " + FINAL,
    nodes=[N(1, "Scan csv", s((42, 46)), False, "read"),
           N(2, "Exchange", s(52, 51), True, "window"),
           N(5, "Sort", s(52, 51), True, "window"),
           N(6, "Window", s(52, 51), False, "window"),
           N(7, "Project", s(53), True, "project"),
           N(8, "CollectLimit", s(53), True, "limit")])
L["sl_dfdemo_csv_header_head"] = dict(
    dataframe=CSV + "(the header query of the read)",
    notes=INFER + CSV_NOTES,
    nodes=[N(1, "Scan text", s((42, 46)), False, "read"),
           N(2, "Filter", s((42, 46)), True, "filter"),
           N(3, "CollectLimit", s((42, 46)), True, "limit")])

AVRO = ("DataFrameDemo.main: schemaStream = getClass.getClassLoader.getResourceAsStream(\"customSchema.avsc\") (57); "
        "avroSchema = new Schema.Parser().parse(schemaStream) (58); avroDF = spark.read.format("
        "\"com.databricks.spark.avro\").option(\"avroSchema\", avroSchema.toString).load("
        "\"src/main/resources/userdata1.avro\") (59-62); ")
AVRO_NOTES = ("spark-avro is stood in for (capture README): the scan reads the file with the .avsc's five columns as "
              "the reader schema, a Scan avro at the read statement (59-62). SparkSessionDemo reads the same file "
              "without the schema (look-alike). ")
L["sl_dfdemo_avro_schema_show"] = dict(
    dataframe=AVRO + "avroDF.show(50) (65)",
    notes=AVRO_NOTES + SHOW,
    nodes=[N(1, "Scan avro", s((59, 62)), False, "read"),
           N(2, "Project", s(65), True, "project"),
           N(3, "CollectLimit", s(65), True, "limit")])
L["sl_dfdemo_avro_select_show"] = dict(
    dataframe=AVRO + "countryNameDF = avroDF.select(col(\"first_name\").cast(StringType).as(\"First_Name\"), "
              "col(\"last_name\").cast(StringType).as(\"Last_Name\"), col(\"email\").as(\"Email_Id\")) (67-71); "
              "print(countryNameDF.show()) (72)",
    notes=AVRO_NOTES + "The select's columns are pruned into the scan; its renames (the casts to string are no-ops) "
          "are the Project with show()'s casts: not derived, at the select (67-71) and the show (72). " + SHOW,
    nodes=[N(1, "Scan avro", s((59, 62)), False, "read"),
           N(2, "Project", s((67, 71), 72), False, "project"),
           N(3, "CollectLimit", s(72), True, "limit")])

# ----------------------------------------------------------------------------------- others/DataFrameDemo2.scala
EMP = ("DataFrameDemo2.main: employeeDF = spark.read.option(\"sep\", \",\").option(\"header\", \"true\").option("
       "\"inferSchema\", \"true\").csv(\"src/main/resources/data/Employee.csv\") (19-23); var managerDF = the same "
       "option chain .csv(\".../Manager.csv\") (25-29); ")
EMP_NOTES = "Each csv scan is its read statement (19-23, 25-29): the same option chain twice, look-alikes. "
L["sl_demo2_employee_show"] = dict(
    dataframe=EMP + "employeeDF.show(false) (31)",
    notes=EMP_NOTES + SHOW,
    nodes=[N(1, "Scan csv", s((19, 23)), False, "read"),
           N(2, "Project", s(31), True, "project"),
           N(3, "CollectLimit", s(31), True, "limit")])
L["sl_demo2_manager_show"] = dict(
    dataframe=EMP + "managerDF.show(false) (32)",
    notes=EMP_NOTES + SHOW,
    nodes=[N(1, "Scan csv", s((25, 29)), False, "read"),
           N(2, "Project", s(32), True, "project"),
           N(3, "CollectLimit", s(32), True, "limit")])
JOIN2 = ("managerDF = managerDF.withColumn(\"manager_salary\", col(\"salary\")) (34); outDF = employeeDF.where("
         "col(\"salary\") > 30000).join(managerDF, col(\"manager_id\") === managerDF(\"id\"), (36) \"inner\") (37) "
         ".where(employeeDF(\"salary\") > managerDF(\"salary\")) (38); outDF.show(false) (40)")
JOIN2_NOTES = ("The first where (36) is the employee side's Filter (with the join key's inferred isnotnull) and is "
               "pushed into its scan (PushedFilters), so the scan accepts 36 too. The second where (38) became the "
               "join condition (salary > salary): the join accepts the join call (36-37) and 38; the manager side's "
               "inferred isnotnull Filter (id from the join, salary from 38) is derived at both. The withColumn (34) "
               "is the manager side's Project. The Project above the join is only show()'s casts. ")
L["sl_demo2_manager_join_show"] = dict(
    dataframe=EMP + JOIN2,
    notes="AQE made the join a broadcast join of the manager side. " + EMP_NOTES + JOIN2_NOTES + JOIN + SHOW + FINAL,
    nodes=[N(1, "Scan csv", s((19, 23), 36), False, "read"),
           N(2, "Filter", s(36), False, "filter"),
           N(3, "Scan csv", s((25, 29)), False, "read"),
           N(4, "Filter", s((36, 37), 38), True, "filter"),
           N(5, "Project", s(34), False, "project"),
           N(6, "BroadcastExchange", s((36, 37)), True, "join"),
           N(8, "BroadcastHashJoin", s((36, 37), 38), False, "join"),
           N(9, "Project", s(40), True, "project"),
           N(10, "CollectLimit", s(40), True, "limit")])
L["sl_demo2_manager_join_smj_show"] = dict(
    dataframe=EMP + JOIN2,
    notes="Run with broadcast joins off: a sort-merge join. " + EMP_NOTES + JOIN2_NOTES + JOIN + SHOW
          + "The final plan has no CollectLimit. " + FINAL,
    nodes=[N(1, "Scan csv", s((19, 23), 36), False, "read"),
           N(2, "Filter", s(36), False, "filter"),
           N(3, "Exchange", s((36, 37)), True, "join"),
           N(6, "Sort", s((36, 37)), True, "join"),
           N(7, "Scan csv", s((25, 29)), False, "read"),
           N(8, "Filter", s((36, 37), 38), True, "filter"),
           N(9, "Project", s(34), False, "project"),
           N(10, "Exchange", s((36, 37)), True, "join"),
           N(13, "Sort", s((36, 37)), True, "join"),
           N(14, "SortMergeJoin", s((36, 37), 38), False, "join"),
           N(15, "Project", s(40), True, "project")])

# ------------------------------------------------------------------------------------ others/SparkDataset.scala
DS = ("SparkDataset.main: sparkSession = SparkUtils.buildSparkContext(\"Spark Dataset App\", null) (10); df = "
      "sparkSession.read.json(\"src/main/resources/Student.json\") (13); df.write.mode(\"overwrite\").parquet("
      "\"src/main/resources/parquet\") (16); studentDF = sparkSession.read.parquet(\"src/main/resources/parquet/\") "
      "(20); ")
L["sl_dataset_json_parquet_write"] = dict(
    dataframe=DS[:DS.index("; studentDF")],
    notes="The json read (one line holding a JSON array of four objects) is the Scan json (13); the write's WriteFiles "
          "is derived at the write (16), the InsertIntoHadoopFsRelationCommand not. ",
    nodes=[N(1, "Scan json", s(13), False, "read"),
           N(2, "WriteFiles", s(16), True, "write"),
           N(3, "Execute InsertIntoHadoopFsRelationCommand", s(16), False, "write")])
L["sl_dataset_parquet_show"] = dict(
    dataframe=DS + "studentDF.show() (23)",
    notes="The parquet read of the folder the write made is the Scan parquet (20). " + SHOW,
    nodes=[N(1, "Scan parquet", s(20), False, "read"),
           N(3, "Project", s(23), True, "project"),
           N(4, "CollectLimit", s(23), True, "limit")])
L["sl_dataset_typed_filter_show"] = dict(
    dataframe=DS + "student = studentDF.as[Student] (28); student.filter(x => { x.age < 30 }) (31-33) .show() (33)",
    notes="The typed filter's lambda over the case class (as[Student] at 28 adds no node) is one Filter invoking it "
          "(31-33). " + SHOW,
    nodes=[N(1, "Scan parquet", s(20), False, "read"),
           N(3, "Filter", s((31, 33)), False, "filter"),
           N(4, "Project", s(33), True, "project"),
           N(5, "CollectLimit", s(33), True, "limit")])

# ------------------------------------------------------------------------------- others/SparkSessionDemo.scala
L["sl_sessiondemo_avro_show"] = dict(
    dataframe="SparkSessionDemo.main: avroDF = sparkSession.read.format(\"com.databricks.spark.avro\").load("
              "\"src/main/resources/userdata1.avro\") (19-21); avroDF.show() (23)",
    notes="spark-avro is stood in for (capture README): the scan reads the file with its own schema (13 columns), at "
          "the read statement (19-21). DataFrameDemo reads the same file with an .avsc schema (look-alike). The "
          "program stops at its next line (select(\"kylosample.email\") cannot be resolved). " + SHOW,
    nodes=[N(1, "Scan avro", s((19, 21)), False, "read"),
           N(2, "Project", s(23), True, "project"),
           N(3, "CollectLimit", s(23), True, "limit")])

# ------------------------------------------------------------------- app/SparkApp.scala and the etl/ classes
EXT = SRC + "etl/app/impl/AppExtractor.scala"
TRA = SRC + "etl/app/impl/AppTransformer.scala"
LOA = SRC + "etl/app/impl/AppLoader.scala"
UTL = SRC + "spark/utils/SparkUtils.scala"
L["sl_app_etl_avro_parquet_write"] = dict(
    dataframe="SparkApp.main: sparkSession = SparkUtils.buildSparkSessionApp(\"MySparkApp\", null) (20); etl = "
              "EtlFactory() (23); envMap from the BUCKET_INPUT_PATH/BUCKET_OUTPUT_PATH system properties (32-36); "
              "extract = i.extract(sparkSession, envMap) (41); transform = i.transform(sparkSession, extract, envMap) "
              "(42); i.load(sparkSession, transform, envMap) (43), through ETLWrapper to AppExtractor.extract: emailDF "
              "= sparkSession.read.format(\"com.databricks.spark.avro\").load(envMap(\"BUCKET_INPUT_PATH\")) (9-12) "
              ".repartition(4) (13); AppTransformer.transform: outDF = inputDF.select(col(\"id\"), ..., "
              "col(\"country\")) (12-19); AppLoader.load: SparkUtils.writeDFInParquet(sparkSession, inputDF, "
              "envMap(\"BUCKET_OUTPUT_PATH\")) (14); SparkUtils.writeDFInParquet: dataFrame.write.mode("
              "SaveMode.Overwrite).parquet(path) (55-57)",
    notes="spark-avro is stood in for (capture README). The input is the repository's userdata1.avro "
          "(-DBUCKET_INPUT_PATH=src/main/resources/userdata1.avro, the output -DBUCKET_OUTPUT_PATH=target/app-output, "
          "as bin/spark_app.sh passes them). The transformer's select is pushed below the repartition into the scan "
          "(ReadSchema of its six columns, no Project): the Scan avro is the extractor's read (9-12), the select "
          "(AppTransformer 12-19) an alt. repartition(4) is the round-robin Exchange (13), not derived. The write's "
          "WriteFiles (derived) and InsertIntoHadoopFsRelationCommand are at SparkUtils.writeDFInParquet's write "
          "(55-57), the loader's call of it (AppLoader 14) an alt. " + FINAL,
    nodes=[N(1, "Scan avro", s((9, 12)), False, "read", file=EXT, fn="extract",
             alt=[(TRA, s((12, 19)), "transform")]),
           N(2, "Exchange", s(13), False, "repartition", file=EXT, fn="extract"),
           N(4, "WriteFiles", s((55, 57)), True, "write", file=UTL, fn="writeDFInParquet",
             alt=[(LOA, s(14), "load")]),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", s((55, 57)), False, "write", file=UTL,
             fn="writeDFInParquet", alt=[(LOA, s(14), "load")])])

SESSION = ("Session: spark-submit --master local[1] (the code's own .master(\"local\") is one thread; "
           "SparkUtils' local[*] kept to one by -XX:ActiveProcessorCount=1), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, AQE on. ")
RUN = ("Run: bench/real/capture/sheeluvikas-scala/capture.py: every Scala file of src/main/scala compiled unchanged "
       "with the Scala 2.13 compiler of the PySpark jars into one jar with src/main/resources beside the classes (as "
       "Maven packs them), a read-only spark-avro stand-in on the class path, each program run with spark-submit "
       "--class from a scratch copy of the laid-out repository over the repository's own files; the plan is the n-th "
       "the run wrote (a query-execution listener, after each query ran: final adaptive plans); event_log.json from "
       "the same run.")


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
            main_class, file, extra, props = PROGRAMS[program]
            command = ("spark-submit" + "".join(f" --conf {c}" for c in extra)
                       + (f" --conf 'spark.driver.extraJavaOptions={props}'" if props else "")
                       + f" --class {main_class} sl.jar")
            spec = {**spec, "file": file}
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {action_file or file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, call_rows(spec, symbol), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
