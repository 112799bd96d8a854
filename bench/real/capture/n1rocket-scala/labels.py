"""Write each kc_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. .venv/bin/python bench/real/capture/n1rocket-scala/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=..., fn=...): spans are the program file's own
line numbers (the file of the case's program, `capture.PROGRAMS`); `fn` the enclosing method (default `main`).
Symbols: the object's qualified name and the method, `io.keepcoding.spark.sql.exercise2.SparkSqlBasics.main`.
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
SLUG = "n1rocket__scala_spark_big_data_procesing"
COMMIT = "fd9823214483fd86c39c0d7b13c7334b005a1d65"
SOURCE = "n1rocket/scala_spark_big_data_procesing"
OBJECT = {"basics": "io.keepcoding.spark.sql.exercise2.SparkSqlBasics",
          "json_main": "io.keepcoding.spark.sql.exercise5.JsonSparkSQL",
          "json_methods": "io.keepcoding.spark.sql.exercise5.JsonSparkSQL",
          "arrays": "io.keepcoding.spark.sql.exercise6.Arrays",
          "complex": "io.keepcoding.spark.sql.exercise6.Complex",
          "udf": "io.keepcoding.spark.sql.exercise7.SparkUDF",
          "parquet": "io.keepcoding.spark.sql.exercise3.ReadMoreDataSources",
          "jdbc": "io.keepcoding.spark.sql.exercise4.JDBC",
          "antenna": "io.keepcoding.spark.exercise.batch.AntennaBatchJob",
          "antenna_ex": "io.keepcoding.spark.exercise.batch.AntennaBatchJob"}


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False, true=None, fn="main"):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb, true, fn))


def rows_of(program: str, nodes) -> list[dict]:
    file = PROGRAMS[program][1]
    rows = []
    for nid, op, spans, derived, kind, amb, true, fn in nodes:
        row = {"node_id": nid, "operator": op, "file": file, "lines": spans, "symbol": f"{OBJECT[program]}.{fn}",
               "derived": derived, "kind": kind, "ambiguous": amb}
        if true:
            row["true_lines"] = true
        rows.append(row)
    return sorted(rows, key=lambda r: r["node_id"])


L: dict[str, dict] = {}

AGG = "Partial aggregates and their Exchanges are derived at the groupBy/agg; the final one is not. "
SHOW = ("show()'s CollectLimit (and a Project of only toprettystring casts) is derived at the show line; sort + "
        "show (or sort + limit + show) is one TakeOrderedAndProject, kind sort, at each of those lines. ")
CACHE = "InMemoryTableScan and InMemoryRelation at the cache() line (kind cache); the cached plan's nodes at their own calls. "
WIN_T = ("groupBy(..., window(...)) plans an isnotnull Filter on the time column (derived at the groupBy) and a Project "
         "computing the window struct (at the groupBy, and at a select folded into it). ")
JDBCW = ("The JDBC write runs as foreachPartition over the rows: the DeserializeToObject at the root is derived at the "
         "write chain (kind write). ")
FILEW = ("WriteFiles is derived at the write chain, the InsertIntoHadoopFsRelationCommand is not; partitionBy's Sort "
         "is derived at the partitionBy line. ")

# ---------------- SparkSqlBasics (solutions) ----------------
FULL = ("fullDF = jsonDF.unionByName(csvDF).cache() (39): csvDF = spark.read.format(\"csv\")...load(sample.csv) "
        "(25-31), jsonDF = spark.read.format(\"json\").load(sample.json) (33-36). ")
FULL_NODES = lambda a, b, c, d, e, f: [  # noqa: E731  IMTS, IMR, Scan json, Scan csv, Project (csv reorder), Union
    N(a, "InMemoryTableScan", s(39), False, "cache"),
    N(b, "InMemoryRelation", s(39), False, "cache"),
    N(c, "Scan json", s((33, 36)), False, "read"),
    N(d, "Scan csv", s((25, 31)), False, "read"),
    N(e, "Project", s(39), True, "union"),
    N(f, "Union", s(39), False, "union")]
UNION = ("unionByName reorders the csv side's columns (and widens nota to bigint) with a Project, derived at the "
         "unionByName. ")

L["kc_basics_best_student_show"] = dict(
    dataframe="SparkSqlBasics.main: fullDF.select($\"nombre\", $\"apellido\", $\"nota\") (43).groupBy($\"nombre\", "
              "$\"apellido\") (44).agg(avg($\"nota\").alias(\"nota_media\")) (45).sort($\"nota_media\".desc) (46)"
              ".limit(1) (47).show() (48); " + FULL,
    notes=CACHE + UNION + "The select (43) is pruned into the cache scan. " + AGG + SHOW,
    nodes=FULL_NODES(1, 2, 3, 4, 5, 6) + [
        N(8, "HashAggregate", s(44, 45), True, "aggregate"),
        N(9, "Exchange", s(44, 45), True, "aggregate"),
        N(12, "HashAggregate", s(44, 45), False, "aggregate"),
        N(13, "TakeOrderedAndProject", s(46, 47, 48), False, "sort")])

L["kc_basics_worst_class_show"] = dict(
    dataframe="SparkSqlBasics.main: fullDF.select($\"clase\", $\"nota\") (52).groupBy($\"clase\") (53)"
              ".agg(avg($\"nota\").as(\"nota_media\")) (54).sort($\"nota_media\".asc) (55).limit(1) (56).show() (57); "
              + FULL,
    notes=CACHE + UNION + "The select (52) is pruned into the cache scan. " + AGG + SHOW,
    nodes=FULL_NODES(1, 2, 3, 4, 5, 6) + [
        N(8, "HashAggregate", s(53, 54), True, "aggregate"),
        N(9, "Exchange", s(53, 54), True, "aggregate"),
        N(12, "HashAggregate", s(53, 54), False, "aggregate"),
        N(13, "TakeOrderedAndProject", s(55, 56, 57), False, "sort")])

L["kc_basics_curso_join_show"] = dict(
    dataframe="SparkSqlBasics.main: cursoDF = fullDF.select(nombre, apellido, clase) (65).groupBy(nombre, apellido) "
              "(66).agg(collect_list($\"clase\").as(\"clases\")) (67).withColumn(\"curso\", when(...)) (68-73)"
              ".select(nombre, apellido, curso) (74); resultDF = fullDF.as(\"a\").join(cursoDF.as(\"b\"), a.nombre === "
              "b.nombre && a.apellido === b.apellido) (76-77).select(a.* :+ b.curso) (78).cache() (79); resultDF.show() "
              "(83); " + FULL,
    notes=CACHE + UNION + "The plan reads resultDF's cache (79), whose plan reads fullDF's cache (39) twice. "
          "collect_list is an ObjectHashAggregate; the final one also computes curso (withColumn 68-73, select 74). "
          "The join's BroadcastExchange and the isnotnull Filters inferred from its keys (on both sides, one below "
          "the aggregate) are derived at the join (76-77). " + AGG + SHOW,
    nodes=[N(1, "InMemoryTableScan", s(79), False, "cache"),
           N(2, "InMemoryRelation", s(79), False, "cache")] + FULL_NODES(3, 4, 5, 6, 7, 8) + [
        N(10, "Filter", s((76, 77)), True, "join"),
        N(11, "BroadcastExchange", s((76, 77)), True, "join"),
        N(13, "InMemoryTableScan", s(39), False, "cache"),
        N(14, "InMemoryRelation", s(39), False, "cache"),
        N(16, "Filter", s((76, 77)), True, "join"),
        N(17, "ObjectHashAggregate", s(66, 67), True, "aggregate"),
        N(18, "Exchange", s(66, 67), True, "aggregate"),
        N(20, "ObjectHashAggregate", s(66, 67, (68, 73), 74), False, "aggregate"),
        N(21, "BroadcastHashJoin", s((76, 77)), False, "join"),
        N(22, "Project", s(78), False, "project"),
        N(34, "Project", s(83), True, "project")])

# ---------------- JsonSparkSQL (solutions) ----------------
def sensor_agg(fn, read, group, agg, after, show, sort, filt=True, pre=()):
    """Scan, isnotnull Filter, window Project, partial/Exchange/final aggregate, TakeOrderedAndProject."""
    nodes = [N(1, "Scan json", s(read), False, "read", fn=fn)]
    if filt:
        nodes += [N(2, "Filter", s(group), True, "aggregate", fn=fn),
                  N(3, "Project", s(group, *pre), False, "project", fn=fn)]
        ids = (4, 5, 8, 9)
    else:
        nodes += [N(2, "Project", s(*pre), False, "project", fn=fn)]
        ids = (3, 4, 7, 8)
    nodes += [N(ids[0], "HashAggregate", s(group, agg), True, "aggregate", fn=fn),
              N(ids[1], "Exchange", s(group, agg), True, "aggregate", fn=fn),
              N(ids[2], "HashAggregate", s(group, agg), False, "aggregate", fn=fn),
              N(ids[3], "TakeOrderedAndProject", s(sort, show, *after), False, "sort", fn=fn)]
    return nodes


READ = "spark.read.format(\"json\").load(s\"$exercise5SensorData/*.json\")"
L["kc_json_df_minute_bucket_show"] = dict(
    dataframe=f"JsonSparkSQL.dataframeAPI: {READ} (81-84).withColumn(\"timestamp\", ($\"timestamp\" / 60)"
              ".cast(IntegerType) * 60) (85).groupBy($\"timestamp\", $\"sensor_id\") (86).agg(avg(temperature), "
              "avg(humidity)) (87).sort(\"sensor_id\", \"timestamp\") (88).show() (89)",
    notes="Run by our driver (RunKcMethods: JsonSparkSQL.main leaves dataframeAPI(spark) commented out). "
          "The withColumn is the Project. " + AGG + SHOW,
    nodes=sensor_agg("dataframeAPI", (81, 84), 86, 87, (), 89, 88, filt=False, pre=(85,)))

L["kc_json_df_window_minute_show"] = dict(
    dataframe=f"JsonSparkSQL.dataframeAPI (second query): {READ} (91-94).groupBy($\"sensor_id\", "
              "window($\"timestamp\".cast(TimestampType), \"1 minute\")) (95).agg(avg(temperature), avg(humidity)) "
              "(96).withColumn(\"timestamp\", $\"window.start\".cast(LongType)) (97).drop($\"window\") (98)"
              ".sort(\"sensor_id\", \"timestamp\") (99).show() (100)",
    notes="Run by our driver (RunKcMethods). " + WIN_T + AGG + SHOW + "The withColumn and drop (97-98) are folded "
          "into the TakeOrderedAndProject's projection: both are spans of it. ",
    nodes=sensor_agg("dataframeAPI", (91, 94), 95, 96, (97, 98), 100, 99))

L["kc_json_sql_window_minute_show"] = dict(
    dataframe=f"JsonSparkSQL.sqlAPI: {READ} (105-108).createOrReplaceTempView(\"sensor_data_view\") (109); "
              "spark.sql(\"SELECT sensor_id, CAST(window.start AS INT) AS timestamp, AVG(humidity) AS humidity, "
              "AVG(temperature) AS temperature FROM sensor_data_view GROUP BY sensor_id, window(CAST(timestamp AS "
              "TIMESTAMP), \\\"1 minute\\\") ORDER BY sensor_id, timestamp ASC\") (111-121).show() (121)",
    notes="Run by our driver (RunKcMethods). The scan of the temp view accepts the read (105-108) and the FROM line "
          "(117). The GROUP BY's window plans the isnotnull Filter (derived at 118) and the window Project (118); "
          "the aggregates at the SELECT list (113-116) and GROUP BY (118); ORDER BY (119) + show (121) is the "
          "TakeOrderedAndProject. ",
    nodes=[N(1, "Scan json", s((105, 108), 117), False, "read", fn="sqlAPI"),
           N(2, "Filter", s(118), True, "aggregate", fn="sqlAPI"),
           N(3, "Project", s(118), False, "project", fn="sqlAPI"),
           N(4, "HashAggregate", s((113, 116), 118), True, "aggregate", fn="sqlAPI"),
           N(5, "Exchange", s((113, 116), 118), True, "aggregate", fn="sqlAPI"),
           N(8, "HashAggregate", s((113, 116), 118), False, "aggregate", fn="sqlAPI"),
           N(9, "TakeOrderedAndProject", s(119, 121), False, "sort", fn="sqlAPI")])

L["kc_json_dataset_reduce_groups_show"] = dict(
    dataframe="JsonSparkSQL.datasetAPI: spark.read.schema(schema).format(\"json\").load(...) (131-135)"
              ".as[SensorData] (136).map { sensor => ... } (137-140).groupByKey { case (sensor, _) => (sensor_id, "
              "timestamp) } (141-143).reduceGroups { ... } (144-152).map { case (_, (sensor, count)) => ... } "
              "(153-158).sort(\"sensor_id\", \"timestamp\") (159).show() (160)",
    notes="Run by our driver (RunKcMethods). A typed map is DeserializeToObject, MapElements (and "
          "SerializeFromObject): MapElements at the map, the others derived at it; the first map's serializer is "
          "folded into groupByKey's AppendColumnsWithObject (at the groupByKey). reduceGroups is two "
          "ObjectHashAggregates (partial derived) and an Exchange (derived), at the reduceGroups and the groupByKey. "
          + SHOW,
    nodes=[N(1, "Scan json", s((131, 135)), False, "read", fn="datasetAPI"),
           N(2, "DeserializeToObject", s(136, (137, 140)), True, "project", fn="datasetAPI"),
           N(3, "MapElements", s((137, 140)), False, "project", fn="datasetAPI"),
           N(4, "AppendColumnsWithObject", s((141, 143)), False, "aggregate", fn="datasetAPI"),
           N(5, "ObjectHashAggregate", s((144, 152), (141, 143)), True, "aggregate", fn="datasetAPI"),
           N(6, "Exchange", s((144, 152), (141, 143)), True, "aggregate", fn="datasetAPI"),
           N(9, "ObjectHashAggregate", s((144, 152), (141, 143)), False, "aggregate", fn="datasetAPI"),
           N(10, "DeserializeToObject", s((153, 158)), True, "project", fn="datasetAPI"),
           N(11, "MapElements", s((153, 158)), False, "project", fn="datasetAPI"),
           N(12, "SerializeFromObject", s((153, 158)), True, "project", fn="datasetAPI"),
           N(13, "TakeOrderedAndProject", s(159, 160), False, "sort", fn="datasetAPI")])

L["kc_json_extra1_avg_messages_show"] = dict(
    dataframe=f"JsonSparkSQL.extra1: {READ} (16-19).groupBy($\"sensor_id\", window($\"timestamp\".cast(TimestampType), "
              "\"1 minute\")) (20).agg(count(\"*\").as(\"total_messages\")) (21).agg(avg(\"total_messages\")) (22).show "
              "(23)",
    notes="Run by our driver (RunKcMethods). " + WIN_T + AGG + "The second agg (22) is a global aggregate: its "
          "partial HashAggregate and single-partition Exchange derived at it. A one-row result: show() adds no node "
          "to the final plan. ",
    nodes=[N(1, "Scan json", s((16, 19)), False, "read", fn="extra1"),
           N(2, "Filter", s(20), True, "aggregate", fn="extra1"),
           N(3, "Project", s(20), False, "project", fn="extra1"),
           N(4, "HashAggregate", s(20, 21), True, "aggregate", fn="extra1"),
           N(5, "Exchange", s(20, 21), True, "aggregate", fn="extra1"),
           N(8, "HashAggregate", s(20, 21), False, "aggregate", fn="extra1"),
           N(9, "HashAggregate", s(22), True, "aggregate", fn="extra1"),
           N(10, "Exchange", s(22), True, "aggregate", fn="extra1"),
           N(12, "HashAggregate", s(22), False, "aggregate", fn="extra1")])

L["kc_json_extra2_hourly_avg_show"] = dict(
    dataframe=f"JsonSparkSQL.extra2: {READ} (30-33).groupBy($\"sensor_id\", window($\"timestamp\".cast(TimestampType), "
              "\"1 hour\")) (34).agg(avg(temperature), avg(humidity)) (35).withColumn(\"timestamp\", $\"window.start\") "
              "(36).drop($\"window\") (37).sort(\"sensor_id\", \"timestamp\") (38).show() (39)",
    notes="Run by our driver (RunKcMethods). " + WIN_T + AGG + SHOW + "The withColumn and drop (36-37) are folded "
          "into the TakeOrderedAndProject's projection: both are spans of it. ",
    nodes=sensor_agg("extra2", (30, 33), 34, 35, (36, 37), 39, 38))

L["kc_json_extra3_minute_avg_show"] = dict(
    dataframe=f"JsonSparkSQL.extra3: {READ} (46-49).groupBy(window($\"timestamp\".cast(TimestampType), \"1 minute\")) "
              "(50).agg(avg(temperature), avg(humidity)) (51).withColumn(\"timestamp\", $\"window.start\".cast(LongType))"
              " (52).drop($\"window\") (53).sort(\"timestamp\") (54).show() (55)",
    notes="Run by our driver (RunKcMethods). " + WIN_T + AGG + SHOW + "The withColumn and drop (52-53) are folded "
          "into the TakeOrderedAndProject's projection: both are spans of it. ",
    nodes=sensor_agg("extra3", (46, 49), 50, 51, (52, 53), 55, 54))

L["kc_json_extra4_lowest_temp_row_number_show"] = dict(
    dataframe=f"JsonSparkSQL.extra4 (called by main, 179): {READ} (62-65).select($\"sensor_id\", $\"timestamp\", "
              "$\"temperature\") (66).groupBy($\"sensor_id\", window($\"timestamp\".cast(TimestampType), \"1 minute\")) "
              "(67).agg(avg($\"temperature\").as(\"temperature\")) (68).withColumn(\"timestamp\", $\"window.start\") (69)"
              ".drop($\"window\") (70).withColumn(\"row\", row_number.over(Window.partitionBy(\"timestamp\")"
              ".orderBy($\"temperature\".asc))) (71).where($\"row\" === 1) (72).drop($\"row\") (73)"
              ".sort($\"timestamp\".asc) (74).show() (75)",
    notes=WIN_T + AGG + "The window's Exchange and Sorts, and the two WindowGroupLimits (partial and final) that the "
          "where on row_number adds, are derived at the withColumn(... over ...) (71), the WindowGroupLimits also at "
          "the where (72); the Window node at 71 is not derived. The Project under the TakeOrderedAndProject is the "
          "drop (73). " + SHOW,
    nodes=[N(1, "Scan json", s((62, 65)), False, "read", fn="extra4"),
           N(2, "Filter", s(67), True, "aggregate", fn="extra4"),
           N(3, "Project", s(67, 66), False, "project", fn="extra4"),
           N(4, "HashAggregate", s(67, 68), True, "aggregate", fn="extra4"),
           N(5, "Exchange", s(67, 68), True, "aggregate", fn="extra4"),
           N(8, "HashAggregate", s(67, 68, 69, 70), False, "aggregate", fn="extra4"),
           N(9, "Sort", s(71), True, "window", fn="extra4"),
           N(10, "WindowGroupLimit", s(71, 72), True, "window", fn="extra4"),
           N(11, "Exchange", s(71), True, "window", fn="extra4"),
           N(14, "Sort", s(71), True, "window", fn="extra4"),
           N(15, "WindowGroupLimit", s(71, 72), True, "window", fn="extra4"),
           N(16, "Window", s(71), False, "window", fn="extra4"),
           N(17, "Filter", s(72), False, "filter", fn="extra4"),
           N(18, "Project", s(73), False, "project", fn="extra4"),
           N(19, "TakeOrderedAndProject", s(74, 75), False, "sort", fn="extra4")])

# ---------------- Arrays, Complex, SparkUDF (solutions) ----------------
ARR = "df = spark.read.format(\"json\").load(dataPath) (22-25).cache() (26); "
L["kc_arrays_min_max_show"] = dict(
    dataframe="Arrays.main: df.select($\"timestamp\", $\"sensor_id\", $\"locations\", array_max($\"metrics\"), "
              "array_min($\"metrics\")) (31).show() (32); " + ARR,
    notes=CACHE + "The select's Project carries show()'s toprettystring casts: at the select and the show. " + SHOW,
    nodes=[N(1, "InMemoryTableScan", s(26), False, "cache"),
           N(2, "InMemoryRelation", s(26), False, "cache"),
           N(3, "Scan json", s((22, 25)), False, "read"),
           N(4, "Project", s(31, 32), False, "project"),
           N(5, "CollectLimit", s(32), True, "limit")])

L["kc_arrays_zona_a_filter_show"] = dict(
    dataframe="Arrays.main: df.where(array_contains($\"locations\", \"ZonaA\")) (35).show() (36); " + ARR,
    notes=CACHE + SHOW,
    nodes=[N(1, "InMemoryTableScan", s(26), False, "cache"),
           N(2, "InMemoryRelation", s(26), False, "cache"),
           N(3, "Scan json", s((22, 25)), False, "read"),
           N(4, "Filter", s(35), False, "filter"),
           N(5, "Project", s(36), True, "project"),
           N(6, "CollectLimit", s(36), True, "limit")])

L["kc_complex_explode_show"] = dict(
    dataframe="Complex.main: df = spark.read.format(\"json\").load(dataPath) (20-23).cache() (24); flatDF = "
              "df.select($\"timestamp\", explode($\"messages\")) (28).select($\"timestamp\", $\"col.sensor_id\"."
              "as(\"sensor_id\"), $\"col.data.*\") (29); flatDF.show (32)",
    notes=CACHE + "explode is the Generate (kind explode) with its inferred Filter (size > 0, isnotnull) derived at "
          "it; the second select (29) is the Project, with show()'s casts. " + SHOW,
    nodes=[N(1, "InMemoryTableScan", s(24), False, "cache"),
           N(2, "InMemoryRelation", s(24), False, "cache"),
           N(3, "Scan json", s((20, 23)), False, "read"),
           N(4, "Filter", s(28), True, "explode"),
           N(5, "Generate", s(28), False, "explode"),
           N(6, "Project", s(29, 32), False, "project"),
           N(7, "CollectLimit", s(32), True, "limit")])

L["kc_udf_sql_upper_andres_show"] = dict(
    dataframe="SparkUDF.main: spark.sparkContext.parallelize(Seq(\"Andres\", \"Pepe\", \"Juan\")) (18-19).toDF(\"name\") "
              "(20).createTempView(\"name_table\") (21); spark.udf.register(\"upperCaseAndres\", udf((x: String) => ...)) "
              "(28); spark.sql(\"SELECT upperCaseAndres(name) FROM name_table\") (30).show() (31)",
    notes="The RDD's Scan at the parallelize/toDF chain, the SerializeFromObject derived at toDF (and parallelize). "
          "The UDF's Project (with show()'s cast) is kind udf, at the spark.sql line and the udf registration. " + SHOW,
    nodes=[N(1, "Scan", s((18, 20)), False, "read"),
           N(2, "SerializeFromObject", s((18, 20)), True, "read"),
           N(3, "Project", s(30, 28), False, "udf"),
           N(4, "CollectLimit", s(31), True, "limit")])

# ---------------- ReadMoreDataSources.parquet, JDBC (solutions) ----------------
L["kc_parquet_partitioned_write"] = dict(
    dataframe="ReadMoreDataSources.parquet (second write): spark.read.format(\"json\").load(s\"$exercise2resultPath/"
              "*.json\") (27-30).write.partitionBy(\"curso\", \"clase\").format(\"parquet\").save(outPartitionedPath) "
              "(31-34)",
    notes="Run by our driver (RunKcMethods: ReadMoreDataSources.main leaves parquet(spark) commented out). The "
          "Project moving the partition columns last is derived at the partitionBy. " + FILEW,
    nodes=[N(1, "Scan json", s((27, 30)), False, "read", fn="parquet"),
           N(2, "Project", s(32), True, "write", fn="parquet"),
           N(3, "Sort", s(32), True, "write", fn="parquet"),
           N(4, "WriteFiles", s((31, 34)), True, "write", fn="parquet"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", s((31, 34)), False, "write", fn="parquet")])

L["kc_jdbc_union_write"] = dict(
    dataframe="JDBC.main: psqlDF = spark.read.format(\"jdbc\")...load() (17-24).cache() (25); oldDF = spark.read"
              ".format(\"json\").load(s\"$exercise2resultPath/*.json\") (29-32); psqlDF.unionByName(oldDF) (34-35)"
              ".write.mode(SaveMode.Overwrite).format(\"jdbc\")...save() (36-43)",
    notes="The course's PostgreSQL server (34.71.29.40 in the code) served by the local one (our socket-factory "
          "stand-in); the table instituto provisioned as ProvisionPostgresql.scala does. " + CACHE + "unionByName "
          "reorders the json side's columns with a Project, derived at it. " + JDBCW,
    nodes=[N(1, "InMemoryTableScan", s(25), False, "cache"),
           N(2, "InMemoryRelation", s(25), False, "cache"),
           N(3, "Scan JDBCRelation(instituto) [numPartitions=1]", s((17, 24)), False, "read"),
           N(4, "Scan json", s((29, 32)), False, "read"),
           N(5, "Project", s(35), True, "union"),
           N(6, "Union", s(35), False, "union"),
           N(7, "DeserializeToObject", s((36, 43)), True, "write")])

# ---------------- the final exercise's batch jobs ----------------
def enrich(read, filt, meta, join, drop, cache):
    """antennaMetadataDF = enrichAntennaWithMetadata(readFromStorage(...), readAntennaMetadata(...)).cache()"""
    return [N(1, "InMemoryTableScan", s(cache), False, "cache"),
            N(2, "InMemoryRelation", s(cache), False, "cache"),
            N(3, "Scan parquet", s(read, filt), False, "read", fn="readFromStorage"),
            N(5, "Filter", s(join), True, "join", fn="enrichAntennaWithMetadata"),
            N(6, "BroadcastExchange", s(join), True, "join", fn="enrichAntennaWithMetadata"),
            N(8, "Scan JDBCRelation(metadata) [numPartitions=1]", s(meta), False, "read", fn="readAntennaMetadata"),
            N(9, "BroadcastHashJoin", s(join), False, "join", fn="enrichAntennaWithMetadata"),
            N(10, "Project", s(drop), False, "project", fn="enrichAntennaWithMetadata")]


ENRICH = ("The parquet scan holds readFromStorage's filter on the partition columns (PartitionFilters): the read and "
          "the filter are its spans. The join's BroadcastExchange and the isnotnull(id) Filter are derived at the join "
          "(its condition on the next lines), the Project is its drop(metadata.id). The metadata table read through "
          "JDBC from the local PostgreSQL server (our stand-in for the course's server). ")
ANT = ("AntennaBatchJob (final-exercise/solution): parquetDF = readFromStorage(\"/tmp/antenna_parquet/\", 2022-10-20T23) "
       "(spark.read.format(\"parquet\").load(...) 20-23, .filter(year/month/day/hour) 24-29); metadataDF = "
       "readAntennaMetadata(...) (33-40); antennaMetadataDF = enrichAntennaWithMetadata(parquetDF, metadataDF) "
       "(44-48).cache() (main, 152); ")
RUNA = ("Run by our driver (RunKcAntenna): the solution's main with the same values, without computePercentStatusByID "
        "(line 155), which Spark 4 refuses (count(\"*\") in a pivot), and its write (159). ")
L["kc_antenna_devices_count_jdbc_write"] = dict(
    dataframe=ANT + "computeDevicesCountByCoordinates(antennaMetadataDF): dataFrame.filter($\"metric\" === "
              "lit(\"devices_count\")) (53).select($\"timestamp\", $\"location\", $\"value\") (54).groupBy($\"location\", "
              "window($\"timestamp\", \"1 hour\")) (55).agg(avg, max, min) (56-60).select(location, window.start as date, "
              "...) (61); writeToJdbc(..., \"antenna_1h_agg\", ...): dataFrame.write.mode(Append).format(\"jdbc\")..."
              ".save() (112-121)",
    notes=RUNA + CACHE + ENRICH + "The metric filter (53) also holds the window's isnotnull(timestamp); the Project "
          "computes the window struct (groupBy 55) over the select (54). " + AGG + JDBCW,
    nodes=enrich((20, 23), (24, 29), (33, 40), (44, 47), 48, 152) + [
        N(19, "Filter", s(53), False, "filter", fn="computeDevicesCountByCoordinates"),
        N(20, "Project", s(55, 54), False, "project", fn="computeDevicesCountByCoordinates"),
        N(21, "HashAggregate", s(55, (56, 60)), True, "aggregate", fn="computeDevicesCountByCoordinates"),
        N(22, "Exchange", s(55, (56, 60)), True, "aggregate", fn="computeDevicesCountByCoordinates"),
        N(25, "HashAggregate", s(55, (56, 60), 61), False, "aggregate", fn="computeDevicesCountByCoordinates"),
        N(26, "DeserializeToObject", s((112, 121)), True, "write", fn="writeToJdbc")])

L["kc_antenna_errors_approx_distinct_jdbc_write"] = dict(
    dataframe=ANT + "computeErrorAntennaByModelAndVersion(antennaMetadataDF): dataFrame.filter($\"metric\" === "
              "lit(\"status\") and $\"value\" === lit(-1)) (66).select($\"timestamp\", $\"model\", $\"version\", $\"id\") "
              "(67).groupBy(window($\"timestamp\", \"1 hour\"), $\"model\", $\"version\") (68).agg(approx_count_distinct"
              "($\"id\").as(\"antennas_num\")) (69).select(antennas_num, window.start as date, model, version) (70); "
              "writeToJdbc(..., \"antenna_percent_agg\", ...) (112-121)",
    notes=RUNA + CACHE + ENRICH + "The status filter (66) also holds the window's isnotnull(timestamp); the Project "
          "computes the window struct (groupBy 68) over the select (67). " + AGG + JDBCW,
    nodes=enrich((20, 23), (24, 29), (33, 40), (44, 47), 48, 152) + [
        N(19, "Filter", s(66), False, "filter", fn="computeErrorAntennaByModelAndVersion"),
        N(20, "Project", s(68, 67), False, "project", fn="computeErrorAntennaByModelAndVersion"),
        N(21, "HashAggregate", s(68, 69), True, "aggregate", fn="computeErrorAntennaByModelAndVersion"),
        N(22, "Exchange", s(68, 69), True, "aggregate", fn="computeErrorAntennaByModelAndVersion"),
        N(25, "HashAggregate", s(68, 69, 70), False, "aggregate", fn="computeErrorAntennaByModelAndVersion"),
        N(26, "DeserializeToObject", s((112, 121)), True, "write", fn="writeToJdbc")])

L["kc_antenna_storage_partitioned_write"] = dict(
    dataframe="AntennaBatchJob (final-exercise/solution): writeToStorage(parquetDF, \"/tmp/antenna_parquet/\"): "
              "dataFrame.write.partitionBy(\"year\", \"month\", \"day\", \"hour\").format(\"parquet\")"
              ".mode(SaveMode.Overwrite).save(s\"${storageRootPath}/historical\") (125-130); parquetDF = "
              "readFromStorage(...) (20-23, filter 24-29)",
    notes=RUNA + "The scan holds the partition filter (24-29). " + FILEW,
    nodes=[N(1, "Scan parquet", s((20, 23), (24, 29)), False, "read", fn="readFromStorage"),
           N(3, "Sort", s(127), True, "write", fn="writeToStorage"),
           N(4, "WriteFiles", s((125, 130)), True, "write", fn="writeToStorage"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", s((125, 130)), False, "write", fn="writeToStorage")])

ANTX = ("AntennaBatchJob (final-exercise/exercise, the course's own answer in progress; its main runs as it is): "
        "antennaDF = readFromStorage(s\"$storage/tmp/antenna_parquet/\", 2022-10-21T23) (spark.read.format(\"parquet\")"
        ".load(...) 20-23, .filter(year/month/day/hour) 24-29); metadataDF = readAntennaMetadata(...) (33-40); "
        "antennaMetadataDF = enrichAntennaWithMetadata(antennaDF, metadataDF) (44-49).cache() (main, 101); ")
L["kc_antenna_ex_devices_count_jdbc_write"] = dict(
    dataframe=ANTX + "computeDevicesCountByCoordinates(antennaMetadataDF): filter (53).select (54).groupBy($\"location\", "
              "window($\"timestamp\", \"1 hour\")) (56).agg(avg, max, min) (57-62).select(...) (63); writeToJdbc(..., "
              "\"antenna_1h_agg\", ...) (71-80)",
    notes="`/Users/abueno/tmp/antenna_parquet//data` served from /tmp by our file-system stand-in. " + CACHE + ENRICH
          + "The metric filter (53) also holds the window's isnotnull(timestamp); the Project computes the window "
          "struct (groupBy 56) over the select (54). " + AGG + JDBCW,
    nodes=enrich((20, 23), (24, 29), (33, 40), (44, 48), 49, 101) + [
        N(19, "Filter", s(53), False, "filter", fn="computeDevicesCountByCoordinates"),
        N(20, "Project", s(56, 54), False, "project", fn="computeDevicesCountByCoordinates"),
        N(21, "HashAggregate", s(56, (57, 62)), True, "aggregate", fn="computeDevicesCountByCoordinates"),
        N(22, "Exchange", s(56, (57, 62)), True, "aggregate", fn="computeDevicesCountByCoordinates"),
        N(25, "HashAggregate", s(56, (57, 62), 63), False, "aggregate", fn="computeDevicesCountByCoordinates"),
        N(26, "DeserializeToObject", s((71, 80)), True, "write", fn="writeToJdbc")])

L["kc_antenna_ex_storage_partitioned_write"] = dict(
    dataframe="AntennaBatchJob (final-exercise/exercise): writeToStorage(antennaDF, \"/tmp/antenna_parquet/\"): "
              "dataFrame.write.partitionBy(\"year\", \"month\", \"day\", \"hour\").format(\"parquet\")"
              ".mode(SaveMode.Overwrite).save(s\"$storageRootPath/historical\") (85-90); antennaDF = readFromStorage(...)"
              " (20-23, filter 24-29)",
    notes="`/Users/abueno/tmp/antenna_parquet//data` served from /tmp by our file-system stand-in. The scan holds the "
          "partition filter (24-29). " + FILEW,
    nodes=[N(1, "Scan parquet", s((20, 23), (24, 29)), False, "read", fn="readFromStorage"),
           N(3, "Sort", s(87), True, "write", fn="writeToStorage"),
           N(4, "WriteFiles", s((85, 90)), True, "write", fn="writeToStorage"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", s((85, 90)), False, "write", fn="writeToStorage")])

SESSION = ("Session: spark-submit --master local[1] (the code's own builder's local[*] wins, one thread with "
           "-XX:ActiveProcessorCount=1), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on. ")
RUN = ("Run: bench/real/capture/n1rocket-scala/capture.py: the sbt project compiled unchanged with the Scala 2.13 "
       "compiler of the PySpark jars and run with spark-submit --class from a scratch copy of the laid-out repository "
       "(the Spark SQL project's src/main/resources on the driver's class path, as sbt run has it); the course's "
       "PostgreSQL servers served by the local one through a socket-factory stand-in; the plan is the n-th the run "
       "wrote (a query-execution listener, after each query ran: final adaptive plans); event_log.json from the same "
       "run.")


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
            main_class, file, jar, args = PROGRAMS[program]
            command = f"spark-submit --class {main_class} kc_{jar}.jar" + "".join(f" {a}" for a in args)
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + f"Command: {command}. " + RUN,
                    "form": "scala", "source": SOURCE}
            yield part, BENCH / part / case_id, rows_of(program, spec["nodes"]), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
