"""Write each mj_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/mahfooz-code-java/labels.py

A label: N(node id, operator, spans, derived, kind, amb=...): spans are the file's own line numbers in the case's
program; every call sits in the program's `main`, so the symbol is `<package>.<Class>.main`.
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
SLUG = "mahfooz-code__spark-java"
COMMIT = "103568ad66c00af2e073fb726fd446e1e6b1aad2"
SOURCE = "mahfooz-code/spark-java"


def symbol_of(file: str) -> str:
    package = re.search(r"^package\s+([\w.]+)\s*;", (REPO / file).read_text(), re.M).group(1)
    return f"{package}.{Path(file).stem}.main"


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb))


def rows_of(nodes, file: str) -> list[dict]:
    rows = [{"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": symbol_of(file),
             "derived": derived, "kind": kind, "ambiguous": amb}
            for nid, op, spans, derived, kind, amb in nodes]
    return sorted(rows, key=lambda r: r["node_id"])


SHOW = ("show()'s CollectLimit and the Project of only its toprettystring casts are derived at the show line (kind "
        "limit, project); where the casts fold into a user Project or aggregate, that node is not derived and holds "
        "the call and the show. ")
READ = "Scans at the read chain that made the DataFrame (a temp view's scan also at the spark.sql(...) line that names it). "
LOOK = "Look-alikes are never alternatives: "
STREAM = ("A streaming program run until its first micro-batch had run, then stopped; the plan is batch 0's, as the "
          "listener wrote it after it ran. WriteToDataSourceV2 (the console sink's micro-batch write) at the "
          "writeStream()...start() chain (kind write). ")
TYPED = ("spark.createDataset(empRDD.rdd(), Encoders.bean(Employee.class)) over javaSparkContext.parallelize(...) of two "
         "Employee beans: the RDD scan (Scan, ExternalRDDScan) at the createDataset and the parallelize chain; its "
         "SerializeFromObject (the bean encoder's columns) derived at createDataset (kind read). ")

L: dict[str, dict] = {}

# ---- spark-java-dataframe
L["mj_df_groupby_age_count_show"] = dict(
    dataframe="spark-java-dataframe aggregation/SparkDataframeGroupBy.java main: df = spark.read().json(jsonFile) (19, "
              "jsonFile the C:/.../people.json constant of line 9); df.groupBy(\"age\").count().show() (21)",
    notes=READ + "groupBy + count on one line: the partial HashAggregate and its Exchange derived at 21, the final "
          "HashAggregate not (it holds show()'s casts; the adaptive final plan has no CollectLimit). Only the final "
          "plan's nodes are labelled. " + LOOK + "SparkDataframeDsl's reads of the same file. ",
    nodes=[N(1, "Scan json", s(19), False, "read"), N(2, "HashAggregate", s(21), True, "aggregate"),
           N(3, "Exchange", s(21), True, "aggregate"), N(6, "HashAggregate", s(21), False, "aggregate")])

DSL = "spark-java-dataframe dsl/SparkDataframeDsl.java main: df = spark.read().json(jsonFile) (21); "
L["mj_df_dsl_select_name_show"] = dict(
    dataframe=DSL + "df.select(\"name\").show() (30)",
    notes=READ + "The select of one column went into the scan's pruning; the Project left holds only show()'s cast: "
          "derived at line 30 (the select and the show share it), as is show()'s CollectLimit. " + LOOK + "df.show() (24) and the select of line 33. ",
    nodes=[N(1, "Scan json", s(21), False, "read"), N(2, "Project", s(30), True, "project"),
           N(3, "CollectLimit", s(30), True, "limit")])
L["mj_df_dsl_select_age_plus_show"] = dict(
    dataframe=DSL + "df.select(col(\"name\"), col(\"age\").plus(1)).show() (33)",
    notes=READ + "The select with age + 1 and show()'s casts in one Project at line 33 (not derived); CollectLimit "
          "derived at 33. " + LOOK + "df.select(\"name\").show() (30), df.show() (24). ",
    nodes=[N(1, "Scan json", s(21), False, "read"), N(2, "Project", s(33), False, "project"),
           N(3, "CollectLimit", s(33), True, "limit")])

L["mj_df_dynamic_schema_show"] = dict(
    dataframe="spark-java-dataframe schema/SparkDataframeDynamicSchema.java main: peopleRDD = spark.sparkContext()"
              ".textFile(textFile, 1).toJavaRDD() (37-39); a StructType of string fields from \"name age\" (42-50); "
              "rowRDD = peopleRDD.map(... RowFactory.create ...) (53-56); peopleDataFrame = spark.createDataFrame(rowRDD, "
              "schema) (59); peopleDataFrame.show() (61)",
    notes="The RDD scan (Scan ExistingRDD) at spark.createDataFrame(rowRDD, schema) (59) and the RDD's textFile chain "
          "(37-39). " + SHOW + LOOK + "SparkDataframeSchemaReflection (the same file through beans), "
          "SparkDatasetSchema (dept.txt as Rows). ",
    nodes=[N(1, "Scan ExistingRDD", s(59, (37, 39)), False, "read"), N(2, "Project", s(61), True, "project"),
           N(3, "CollectLimit", s(61), True, "limit")])

L["mj_df_reflection_bean_show"] = dict(
    dataframe="spark-java-dataframe schema/SparkDataframeSchemaReflection.java main: peopleRDD = spark.sparkContext()"
              ".textFile(textFile, 1).toJavaRDD().map(line -> Person bean) (30-38); peopleDataFrame = "
              "spark.createDataFrame(peopleRDD, Person.class) (41); peopleDataFrame.show() (43)",
    notes="The RDD scan (Scan ExistingRDD) at spark.createDataFrame(peopleRDD, Person.class) (41) and the RDD chain "
          "(30-38). " + SHOW + LOOK + "SparkDataFrameRdd (the same beans through spark.read().textFile(...).javaRDD(), "
          "line for line), SparkDataframeDynamicSchema. ",
    nodes=[N(1, "Scan ExistingRDD", s(41, (30, 38)), False, "read"), N(2, "Project", s(43), True, "project"),
           N(3, "CollectLimit", s(43), True, "limit")])

L["mj_df_sql_csv_header_load"] = dict(
    dataframe="spark-java-dataframe SparkJavaSql.java main: csv = spark.read().format(\"csv\").option(\"header\", "
              "\"true\") (15) .load(\"C:/Users/malam/development/data/spark/csv/emp.csv\") (16): the query load() runs "
              "to read the header line (first non-blank line: Filter + CollectLimit 1)",
    notes="Every node is Spark's on behalf of the read chain (15-16), kind read: the text scan not derived, the "
          "non-blank-line Filter and CollectLimit(1) derived. " + LOOK + "com.mahfooz.spark.sql.SparkJavaSql (same "
          "class name, the same emp.csv read) and the view programs of spark-java-sql. ",
    nodes=[N(1, "Scan text", s((15, 16)), False, "read"), N(2, "Filter", s((15, 16)), True, "read"),
           N(3, "CollectLimit", s((15, 16)), True, "read")])

# ---- spark-java-dataset
L["mj_ds_ddl_schema_json_show"] = dict(
    dataframe="spark-java-dataset schema/SparkDatasetDDLSchema.java main: schema DDL string (18-19); blogsDF = "
              "spark.read().schema(schema).json(jsonFile) (21); blogsDF.show(false) (22)",
    notes=READ + "The DDL schema string (18-19) also accepted for the scan. " + SHOW,
    nodes=[N(1, "Scan json", s(21, (18, 19)), False, "read"), N(2, "Project", s(22), True, "project"),
           N(3, "CollectLimit", s(22), True, "limit")])

L["mj_ds_rdd_typed_filter_show"] = dict(
    dataframe="spark-java-dataset creation/SparkDatasetRdd.java main: empRDD = javaSparkContext.parallelize(...) "
              "(23-24); dsEmp = spark.createDataset(empRDD.rdd(), Encoders.bean(Employee.class)) (26); filter = "
              "dsEmp.filter((FilterFunction<Employee>) emp -> emp.getId() > 1) (27); filter.show() (28)",
    notes=TYPED + "The typed FilterFunction runs on the objects, below the SerializeFromObject: Filter at 27 (not "
          "derived). " + SHOW + LOOK + "SparkDatasetSafety's typed filter (the same Dataset and lambda). ",
    nodes=[N(1, "Scan", s(26, (23, 24)), False, "read"), N(2, "Filter", s(27), False, "filter"),
           N(3, "SerializeFromObject", s(26), True, "read"), N(4, "Project", s(28), True, "project"),
           N(5, "CollectLimit", s(28), True, "limit")])

SAFE = ("spark-java-dataset typesafety/SparkDatasetSafety.java main: empRDD = javaSparkContext.parallelize(...) "
        "(23-24); dsEmp = spark.createDataset(empRDD.rdd(), Encoders.bean(Employee.class)) (26); ")
L["mj_ds_safety_typed_filter_show"] = dict(
    dataframe=SAFE + "dsEmp.filter((FilterFunction<Employee>) emp -> emp.getId() > 1).show() (29)",
    notes=TYPED + "The typed filter on the objects, below the SerializeFromObject: Filter at 29. " + SHOW + LOOK
          + "the string and Column filters of 34 and 37, SparkDatasetRdd's typed filter. ",
    nodes=[N(1, "Scan", s(26, (23, 24)), False, "read"), N(2, "Filter", s(29), False, "filter"),
           N(3, "SerializeFromObject", s(26), True, "read"), N(4, "Project", s(29), True, "project"),
           N(5, "CollectLimit", s(29), True, "limit")])
L["mj_ds_safety_string_filter_show"] = dict(
    dataframe=SAFE + "dsEmp.filter(\"id > 1\").show() (34)",
    notes=TYPED + "The untyped filter on the serialized column, above the SerializeFromObject: Filter at 34. " + SHOW
          + LOOK + "the Column filter of 37 (the same plan), the typed filter of 29. ",
    nodes=[N(1, "Scan", s(26, (23, 24)), False, "read"), N(2, "SerializeFromObject", s(26), True, "read"),
           N(3, "Filter", s(34), False, "filter"), N(4, "Project", s(34), True, "project"),
           N(5, "CollectLimit", s(34), True, "limit")])
L["mj_ds_safety_column_filter_show"] = dict(
    dataframe=SAFE + "dsEmp.filter(col(\"id\").gt(1)).show() (37)",
    notes=TYPED + "The Column filter above the SerializeFromObject: Filter at 37. " + SHOW + LOOK
          + "the string filter of 34 (the same plan), the typed filter of 29. ",
    nodes=[N(1, "Scan", s(26, (23, 24)), False, "read"), N(2, "SerializeFromObject", s(26), True, "read"),
           N(3, "Filter", s(37), False, "filter"), N(4, "Project", s(37), True, "project"),
           N(5, "CollectLimit", s(37), True, "limit")])

L["mj_ds_primitive_map_show"] = dict(
    dataframe="spark-java-dataset encoder/SparkDatasetPrimitiveEncoder.java main: primitiveDS = "
              "spark.createDataset(Arrays.asList(1L, 2L, 3L), longEncoder) (23); transformedDS = primitiveDS.map("
              "(MapFunction<Long, Long>) value -> value + 1L, longEncoder) (24-26); transformedDS.show() (27)",
    notes="Local rows: LocalTableScan at createDataset (23). Typed map: DeserializeToObject and SerializeFromObject "
          "derived at the map (24-26), MapElements not (kind project). " + SHOW,
    nodes=[N(1, "LocalTableScan", s(23), False, "read"), N(2, "DeserializeToObject", s((24, 26)), True, "project"),
           N(3, "MapElements", s((24, 26)), False, "project"),
           N(4, "SerializeFromObject", s((24, 26)), True, "project"), N(5, "Project", s(27), True, "project"),
           N(6, "CollectLimit", s(27), True, "limit")])

# ---- spark-java-sql
L["mj_sql_sql_view_select_show"] = dict(
    form="sql-string",
    dataframe="spark-java-sql SparkJavaSql.java main: csv = spark.read().format(\"csv\").option(\"header\", \"true\")"
              ".load(csvFile) (19-22); csv.createOrReplaceTempView(\"emp\") (25); sqlDF = spark.sql(\"SELECT * FROM "
              "emp\") (26); sqlDF.show() (27)",
    notes=READ + SHOW + LOOK + "SparkSqlTempView (the same read, view and query, lines 24-33), "
          "com.mahfooz.spark.df.SparkJavaSql (same class name, shows the read). ",
    nodes=[N(1, "Scan csv", s((19, 22), 26), False, "read"), N(2, "Project", s(27), True, "project"),
           N(3, "CollectLimit", s(27), True, "limit")])
L["mj_sql_temp_view_select_show"] = dict(
    form="sql-string",
    dataframe="spark-java-sql view/SparkSqlTempView.java main: df = spark.read().format(\"csv\").option(\"header\", "
              "\"true\").load(csvFile) (24-27); df.createOrReplaceTempView(\"emp\") (30); sqlDF = spark.sql(\"SELECT * "
              "FROM emp\") (32); sqlDF.show() (33)",
    notes=READ + SHOW + LOOK + "com.mahfooz.spark.sql.SparkJavaSql (the same read, view and query). ",
    nodes=[N(1, "Scan csv", s((24, 27), 32), False, "read"), N(2, "Project", s(33), True, "project"),
           N(3, "CollectLimit", s(33), True, "limit")])
GLOBAL = ("spark-java-sql view/SparkGlobalTempView.java main: df = spark.read().format(\"csv\").option(\"header\", "
          "\"true\").load(csvFile) (29-32); df.createGlobalTempView(\"emp\") (35); ")
L["mj_sql_global_view_show"] = dict(
    form="sql-string",
    dataframe=GLOBAL + "spark.sql(\"SELECT * FROM global_temp.emp\").show() (38)",
    notes=READ + "The query and the show on one line (38): the scan at the read and at 38; show()'s Project and "
          "CollectLimit derived at 38. " + LOOK + "the same query from spark.newSession() (41). ",
    nodes=[N(1, "Scan csv", s((29, 32), 38), False, "read"), N(2, "Project", s(38), True, "project"),
           N(3, "CollectLimit", s(38), True, "limit")])
L["mj_sql_global_new_session_show"] = dict(
    form="sql-string",
    dataframe=GLOBAL + "spark.newSession().sql(\"SELECT * FROM global_temp.emp\").show() (41)",
    notes=READ + "The global view read from a new session (41): the scan at the read and at 41; show()'s Project "
          "and CollectLimit derived at 41. " + LOOK + "the same query from the first session (38). ",
    nodes=[N(1, "Scan csv", s((29, 32), 41), False, "read"), N(2, "Project", s(41), True, "project"),
           N(3, "CollectLimit", s(41), True, "limit")])
L["mj_sql_parquet_view_partitioned_write"] = dict(
    form="sql-string",
    dataframe="spark-java-sql datasource/SparkSqlParquet.java main: usersDF = spark.read().load(parquetFile) (25); "
              "usersDF.createOrReplaceTempView(\"world_temperature\") (28); spark.sql(\"select * from "
              "world_temperature\") (30) .write() (31) .partitionBy(\"year\") (32) .save(outputParquetFile) (33)",
    notes=READ + "The partitioned write: its Sort by year derived at the write chain (31-33), WriteFiles and "
          "Execute InsertIntoHadoopFsRelationCommand not (kind write). ",
    nodes=[N(1, "Scan parquet", s(25, 30), False, "read"), N(3, "Sort", s((31, 33)), True, "write"),
           N(4, "WriteFiles", s((31, 33)), False, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", s((31, 33)), False, "write")])

# ---- spark-structured-streaming
L["mj_st_window_word_count_console"] = dict(
    dataframe="spark-structured-streaming windows/SparkWindowStream.java main: words = spark.readStream().schema("
              "schema).json(dataDir) (28-30); windowedCounts = words.groupBy(functions.window(words.col(\"timestamp\"), "
              "\"10 minutes\", \"5 minutes\"), words.col(\"word\")).count() (33-36); windowedCounts.writeStream()"
              ".format(\"console\").outputMode(OutputMode.Complete()).start() (38-41): micro-batch 0",
    notes=STREAM + READ + "The sliding-window count: the window's isnotnull Filter and Expand (one row per window), "
          "the partial HashAggregate, Exchange, merge HashAggregates and the state store restore/save all derived "
          "at the groupBy/window/count chain (33-36, kind aggregate); the final HashAggregate not. ",
    nodes=[N(1, "Scan json", s((28, 30)), False, "read"), N(2, "Filter", s((33, 36)), True, "aggregate"),
           N(3, "Expand", s((33, 36)), True, "aggregate"), N(4, "HashAggregate", s((33, 36)), True, "aggregate"),
           N(5, "Exchange", s((33, 36)), True, "aggregate"), N(6, "HashAggregate", s((33, 36)), True, "aggregate"),
           N(7, "StateStoreRestore", s((33, 36)), True, "aggregate"),
           N(8, "HashAggregate", s((33, 36)), True, "aggregate"),
           N(9, "StateStoreSave", s((33, 36)), True, "aggregate"),
           N(10, "HashAggregate", s((33, 36)), False, "aggregate"),
           N(11, "WriteToDataSourceV2", s((38, 41)), False, "write")])
L["mj_st_partition_input_file_name_console"] = dict(
    dataframe="spark-structured-streaming source/file/partition/SparkFileSourcePartitionStream.java main: inputData = "
              "spark.readStream().option(\"header\",true).schema(schema).csv(dataDir) (29-32) .withColumn(\"filename\", "
              "input_file_name()) (33); inputData.writeStream().option(checkpointLocation)...format(\"console\")"
              "...start() (35-40): micro-batch 0",
    notes=STREAM + READ + "The withColumn of input_file_name() as a Project at 33 (not derived). ",
    nodes=[N(1, "Scan csv", s((29, 32)), False, "read"), N(2, "Project", s(33), False, "project"),
           N(3, "WriteToDataSourceV2", s((35, 40)), False, "write")])
L["mj_st_rate_select_console"] = dict(
    dataframe="spark-structured-streaming source/rate/SparkRateSourceStream.java main: lines = spark.readStream()"
              ".format(\"rate\")...load() (36-42); words = lines.select(\"value\").as(Encoders.LONG()) (47-49); "
              "words.writeStream().format(\"console\").start() (54-56): micro-batch 0",
    notes=STREAM + "The rate source's MicroBatchScan at its readStream chain (36-42); the select of value (48, with the "
          ".as of 49) a Project. " + LOOK + "SparkConsoleSinkStream (the same rate source, select and console sink). ",
    nodes=[N(1, "MicroBatchScan", s((36, 42)), False, "read"), N(2, "Project", s(48, 49), False, "project"),
           N(3, "WriteToDataSourceV2", s((54, 56)), False, "write")])
L["mj_st_typed_bean_console"] = dict(
    dataframe="spark-structured-streaming typed/SparkTypedDataStreaming.java main: df = sparkSession.readStream()"
              ".schema(schema).json(dataDir) (34-36); ds = df.as(ExpressionEncoder.javaBean(DeviceData.class)) (39); "
              "ds.writeStream().format(\"console\").outputMode(OutputMode.Append()).start() (40-43): micro-batch 0",
    notes=STREAM + READ + "The .as(bean) adds no node. " + LOOK + "SparkStreamUntyped (the same schema, read and "
          "console sink, its select/groupBy discarded). ",
    nodes=[N(1, "Scan json", s((34, 36)), False, "read"), N(2, "WriteToDataSourceV2", s((40, 43)), False, "write")])
L["mj_st_csv_source_console"] = dict(
    dataframe="spark-structured-streaming source/file/csv/SparkCsvSourceFileStream.java main: csvDF = spark"
              ".readStream().option(\"sep\", \",\").option(\"header\",true).schema(userSchema).csv(...csv_source) "
              "(27-32); csvDF.writeStream().outputMode(\"append\").format(\"console\").start() (36-39): micro-batch 0",
    notes=STREAM + READ + LOOK + "SparkCsvFileStream (the same csv source read, written to a csv sink). ",
    nodes=[N(1, "Scan csv", s((27, 32)), False, "read"), N(2, "WriteToDataSourceV2", s((36, 39)), False, "write")])

RUN = ("Run unchanged with spark-submit --class {cls} {jar} (compiled with javac against the PySpark jars, Lombok "
       "on the processor path, compile-only shims for SparkSession.close() and DataStreamWriter.start()), from the "
       "module folder of a scratch copy; the code's C:/Users/malam/... paths served from generated files by a file "
       "system stand-in (spark.hadoop.fs.C.impl); plan: the {nth}-th plan of the run, written by a query-execution "
       "listener after it ran. Runner: bench/real/capture/mahfooz-code-java/capture.py. ")


def main() -> int:
    cases = []
    for case_id, part, key, line, action, _, nth in CASES:
        spec = L[case_id]
        module, cls, file, conf, stream = PROGRAMS[key]
        folder = BENCH / part / case_id
        case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                "notes": spec["notes"] + "Labelled blind (session 36). "
                + (f"Settings: {', '.join(conf)}. " if conf else "")
                + RUN.format(cls=cls, jar=f"{module}.jar", nth=nth),
                "form": spec.get("form", "java"), "source": SOURCE}
        cases.append((part, folder, rows_of(spec["nodes"], file), case, file))
    return write_cases(cases)


if __name__ == "__main__":
    sys.exit(main())
