"""Write each sy_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/syedhassaan-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, function]). Spans are the notebook file's own line
numbers. Symbols: the Python notebooks' cells (`%sql` cells too) are top-level code, `<file without .py>.<module>`,
or the function the line is in (`graph_write_cosmosdb.to_cosmosdb_vertices`); the SQL notebook's statement is the
notebook itself, `managedTableCosmosDB` (as ../udemy-azure-databricks/labels.py names a SQL notebook's statements).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, COSMOS_SQL, EHSCHEMA, GRAPH, INFER, MACHINE, ROWS, SERIES  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "syedhassaanahmed__databricks-notebooks"
COMMIT = "d692334e32b5267d57b53ba31fb4054667fdfee9"
SOURCE = "syedhassaanahmed/databricks-notebooks"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/syedhassaan-databricks/capture.py: `spark-submit <notebook>.py` from the root of a "
       "scratch copy of the laid-out repository, the driver Python (PYSPARK_DRIVER_PYTHON, sydriver.py over the dm "
       "family's dmdriver.py and the udemy family's nbdriver.py) running the Databricks source notebook cell by cell, "
       "unchanged, under its own path and line numbers; `%sql` cells statement by statement through spark.sql, a "
       "result shown as Databricks displays it, with the stand-in display (a show(): CollectLimit 21 and "
       "toprettystring); Databricks' display(df) the same; `sqlContext`, `udf` and `dbutils` stood in for as "
       "Databricks defines them. The plan is the one the action or statement ran, written by a query-execution "
       "listener after it ran (final adaptive plan); event_log.json from the same run. ")
DATA = "Inputs: none; the notebook builds its DataFrames from inline rows or spark.range. "
SETTINGS = {"machine_nobc": "Broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1). ",
            "series": "Broadcast threshold 64 MB (spark.sql.autoBroadcastJoinThreshold=64m), so that the sensor table "
                      "is broadcast and the display's limit stops the 2.6e11-row range early. "}


def sym(file: str, fn: str | None) -> str:
    if file.endswith(".sql"):
        return file[:-4].replace("/", ".")
    return file.rsplit(".", 1)[0].replace("/", ".") + "." + (fn or "<module>")


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes, data=DATA):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes, data=data)


# ---- df_row_to_multiple_files.py --------------------------------------------------------------------------------------
ROWS_NOTE = ("dfOutput is spark.createDataFrame of four (filename, text) rows (21-29); the mount cell (10-13) is the "
             "dbutils stand-in's, the `%sh` cell is skipped. ")
AGG = (38, 41)
case("sy_rows_output_display", ROWS, "display(dfOutput) (31) of spark.createDataFrame([...], ['filename', 'text']) (21-29)",
     ROWS_NOTE + "The display's toprettystring Project and CollectLimit are derived at the display line. ",
     [(1, "Scan ExistingRDD", sp((21, 29)), False, "read", False),
      (2, "Project", sp(31), True, "project", False),
      (3, "CollectLimit", sp(31), True, "limit", False)])

case("sy_rows_concat_display", ROWS,
     "display(dfOutputPerFile) (43) of dfOutput \\ .groupby(dfOutput.filename) \\ .agg(f.concat_ws(' ', "
     "f.collect_list(dfOutput.text)) \\ .alias('text')) (38-41)",
     ROWS_NOTE + "collect_list is an ObjectHashAggregate pair: the partial aggregate and its Exchange derived at the "
     "groupby; the final aggregate carries concat_ws and the show's toprettystring, and the show's CollectLimit is "
     "only in the initial plan. Line 52 collects the same frame (a case of its own). ",
     [(1, "Scan ExistingRDD", sp((21, 29)), False, "read", False),
      (2, "ObjectHashAggregate", sp(AGG), True, "aggregate", False),
      (3, "Exchange", sp(39), True, "aggregate", False),
      (6, "ObjectHashAggregate", sp(AGG), False, "aggregate", False)])

case("sy_rows_concat_collect", ROWS,
     "for row in dfOutputPerFile.collect(): (52) of the groupby/collect_list/concat_ws chain (38-41)",
     ROWS_NOTE + "The collect of the loop that writes one file per row under /dbfs/mnt/... (the stand-in's /dbfs "
     "link); the same aggregate as the display at 43 (a look-alike execution, not accepted). Partial aggregate and "
     "Exchange derived at the groupby. ",
     [(1, "Scan ExistingRDD", sp((21, 29)), False, "read", False),
      (2, "ObjectHashAggregate", sp(AGG), True, "aggregate", False),
      (3, "Exchange", sp(39), True, "aggregate", False),
      (6, "ObjectHashAggregate", sp(AGG), False, "aggregate", False)])

# ---- machine_availability.py ------------------------------------------------------------------------------------------
M_NOTE = ("dfRawData is sqlContext.createDataFrame of seven machine rows (11-19) with withColumn('time', "
          "to_timestamp) (20); MachineData is the view of it with two lag windows over "
          "partitionBy('lineName').orderBy('time') (30-35); Shifts the view of three shift rows (48-52) with "
          "withColumn('totalHours') (53-54). A scan through a temp view accepts the read and the FROM/JOIN line. "
          "The `%sql` cells at 68-76 and 85-98 join MachineData and Shifts with byte-identical lines (76 and 96, "
          "75 and 95, the CASE at 74 and 94): each case accepts only its own statement's lines. ")
WIN = sp(30, (33, 34))
M_SCAN = sp((11, 19))
S_SCAN = sp((48, 52))
case("sy_machine_raw_display", MACHINE, "display(dfRawData) (22) of sqlContext.createDataFrame([...]) \\ "
     ".withColumn('time', F.to_timestamp('time')) (11-20)",
     M_NOTE + "The to_timestamp withColumn and the show's toprettystring are one Project (the withColumn and display "
     "lines); CollectLimit derived at the display. ",
     [(1, "Scan ExistingRDD", M_SCAN, False, "read", False),
      (2, "Project", sp(20, 22), False, "project", False),
      (3, "CollectLimit", sp(22), True, "limit", False)])

case("sy_machine_lag_window_sql", MACHINE, "%sql SELECT * FROM MachineData (40)",
     M_NOTE + "The Window of both lags (33-34, spec at 30), its Exchange and Sort derived there; the show's "
     "toprettystring Project derived at the statement; the CollectLimit is only in the initial plan. ",
     [(1, "Scan ExistingRDD", M_SCAN + sp(40), False, "read", False),
      (2, "Project", sp(20), False, "project", False),
      (3, "Exchange", WIN, True, "window", False),
      (6, "Sort", WIN, True, "window", False),
      (7, "Window", WIN, False, "window", False),
      (8, "Project", sp(40), True, "project", False)])

case("sy_machine_shifts_sql", MACHINE, "%sql SELECT * FROM Shifts (59)",
     M_NOTE + "The totalHours withColumn (53) and the show's toprettystring are one Project; CollectLimit derived at "
     "the statement. ",
     [(1, "Scan ExistingRDD", S_SCAN + sp(59), False, "read", False),
      (2, "Project", sp(53, 59), False, "project", False),
      (3, "CollectLimit", sp(59), True, "limit", False)])

J_NOTE = ("The join's condition is non-equi (hour(d.time) >= s.startHour AND < s.endHour): the isnotnull Filters on "
          "both sides are inferred from it (derived at the JOIN line); ")


def downtime_join(join_op: str, join_id: int, broadcast: bool) -> list:
    nodes = [(1, "Scan ExistingRDD", M_SCAN + sp(75), False, "read", False),
             (2, "Project", sp(20), False, "project", False),
             (3, "Exchange", WIN, True, "window", False),
             (6, "Sort", WIN, True, "window", False),
             (7, "Window", WIN, False, "window", False),
             (8, "Filter", sp(76), True, "join", False)]
    if broadcast:
        nodes.append((9, "BroadcastExchange", sp(76), True, "join", False))
    k = 11 if broadcast else 9
    nodes += [(k, "Scan ExistingRDD", S_SCAN + sp(76), False, "read", False),
              (k + 1, "Filter", sp(76), True, "join", False),
              (k + 2, "Project", sp(53, 76), True, "project", True),
              (join_id, join_op, sp(76), False, "join", False),
              (join_id + 1, "Project", sp((68, 74)), False, "project", False),
              (join_id + 2, "CollectLimit", sp(68), True, "limit", False)]
    return nodes


DT = "%sql SELECT d.lineName, d.time, ... CASE WHEN prevFaultCode IS NOT NULL THEN ... END AS downTime FROM MachineData d INNER JOIN Shifts s ON hour(d.time) >= s.startHour AND hour(d.time) < s.endHour (68-76)"
case("sy_machine_downtime_join", MACHINE, DT,
     M_NOTE + J_NOTE + "broadcast nested loop join building the windowed side (BroadcastExchange derived). Shifts' "
     "totalHours Project (53) is pruned to the two hour columns the join needs (derived and ambiguous: 53 or the "
     "JOIN). The select list with the show's toprettystring is one Project (68-74); CollectLimit derived. ",
     downtime_join("BroadcastNestedLoopJoin", 14, True))

case("sy_machine_downtime_join_cartesian", MACHINE, DT,
     M_NOTE + J_NOTE + "with broadcast joins off the non-equi inner join is a CartesianProduct with the condition. "
     "Shifts' totalHours Project (53) is pruned to the two hour columns the join needs (derived and ambiguous: 53 or "
     "the JOIN). The select list with the show's toprettystring is one Project (68-74); CollectLimit derived. ",
     downtime_join("CartesianProduct", 12, False))


def availability(join_op: str, broadcast: bool) -> list:
    nodes = [(1, "Scan ExistingRDD", M_SCAN + sp(95), False, "read", False),
             (2, "Project", sp(20), False, "project", False),
             (3, "Exchange", WIN, True, "window", False),
             (6, "Sort", WIN, True, "window", False),
             (7, "Window", WIN, False, "window", False),
             (8, "Filter", sp(96), True, "join", False),
             (9, "Project", sp((33, 34), (90, 94)), True, "project", True)]
    if broadcast:
        nodes.append((10, "BroadcastExchange", sp(96), True, "join", False))
    k = 12 if broadcast else 10
    nodes += [(k, "Scan ExistingRDD", S_SCAN + sp(96), False, "read", False),
              (k + 1, "Filter", sp(96), True, "join", False),
              (k + 2, "Project", sp(53), False, "project", False),
              (k + 3, join_op, sp(96), False, "join", False),
              (k + 4, "Project", sp((90, 94)), False, "project", False),
              (k + 5, "HashAggregate", sp((85, 87), 98), True, "aggregate", False),
              (k + 6, "Exchange", sp(98), True, "aggregate", False),
              (k + 9, "HashAggregate", sp((85, 87), 98), False, "aggregate", False)]
    return nodes


AV = ("%sql SELECT lineName, (max(unixTime) - min(unixTime) - sum(downTime)) / 3600 / first(totalHours) AS "
      "availability FROM (SELECT ... FROM MachineData d INNER JOIN Shifts s ON ...) GROUP BY lineName (85-98)")
AV_NOTE = ("The windowed side is pruned to the four columns the subquery uses (a Project derived and ambiguous: the "
           "window's withColumns or the subquery's select); Shifts' totalHours Project (53) is kept whole. The "
           "subquery's select list (90-94) is the Project over the join; the aggregate pair at the outer SELECT "
           "(85-87) and GROUP BY (98), the partial aggregate and Exchange derived; the final aggregate carries the "
           "show's toprettystring and the show's CollectLimit is only in the initial plan. ")
case("sy_machine_availability_agg", MACHINE, AV,
     M_NOTE + J_NOTE + "broadcast nested loop join building the windowed side (BroadcastExchange derived). " + AV_NOTE,
     availability("BroadcastNestedLoopJoin", True))

case("sy_machine_availability_agg_cartesian", MACHINE, AV,
     M_NOTE + J_NOTE + "with broadcast joins off the non-equi inner join is a CartesianProduct. " + AV_NOTE,
     availability("CartesianProduct", False))

# ---- generate_large_time_series_csv.py --------------------------------------------------------------------------------
S_NOTE = ("get_sensors(industrial_plants, sensors_per_plant) (16-19) is spark.range(0, 50 * 5000) \\ "
          ".selectExpr('id as RowNum', 'uuid() AS Sensor') \\ .withColumn('plant', ...); df_sensors = it (40). ")
case("sy_series_sensors_display", SERIES, "display(df_sensors) (41) of get_sensors(50, 5000) (40; 16-19)",
     S_NOTE + "The range and the selectExpr in get_sensors; the plant withColumn and the show's toprettystring one "
     "Project (19 and 41); CollectLimit derived at the display. ",
     [(1, "Range", sp(17), False, "read", False, "get_sensors"),
      (2, "Project", sp(18), False, "project", False, "get_sensors"),
      (3, "Project", sp(19, 41), False, "project", False, "get_sensors"),
      (4, "CollectLimit", sp(41), True, "limit", False)])

case("sy_series_count_sensors", SERIES,
     "total_sensors = df_sensors.count() (24) in generate_timeseries(df_sensors, ...) (23-35), called at 46",
     S_NOTE + "The count in generate_timeseries over the sensor frame: the Project that keeps no column is the "
     "pruned selectExpr/withColumn (derived and ambiguous: 18 or the count); one complete count aggregate (one "
     "partition) at the count line. ",
     [(1, "Range", sp(17), False, "read", False, "get_sensors"),
      (2, "Project", sp(18, 24), True, "project", True, "generate_timeseries"),
      (3, "HashAggregate", sp(24), False, "aggregate", False, "generate_timeseries")],
     data=DATA)

GT = "generate_timeseries"
case("sy_series_timeseries_join_display", SERIES,
     "display(dfTimeseries) (47) of generate_timeseries(df_sensors, start_time, days_back, sensor_frequency) (46): "
     "spark.range(0, ..., 1, 8000) \\ .withColumn('RowNum', ...) \\ .join(df_sensors, 'RowNum') \\ .withColumn(...) "
     "... \\ .drop('id', 'RowNum') (27-35)",
     S_NOTE + "A 2.6e11-row range (the notebook's constants) joined to the sensor frame on RowNum: broadcast hash join "
     "(threshold raised for the run), the isnotnull Filter on the range side inferred from the key and the "
     "BroadcastExchange derived at the join; the sensor side's range, selectExpr and withColumn in get_sensors; "
     "the Timestamp and Value withColumns and the drop one Project (30, 31, 35); year/month/day (32-34) with the "
     "show's toprettystring the next; CollectLimit derived at the display. The write at 58-61 to wasbs:// fails (no "
     "such file system here). ",
     [(1, "Range", sp(27), False, "read", False, GT),
      (2, "Filter", sp(29), True, "join", False, GT),
      (3, "Project", sp(28), False, "project", False, GT),
      (4, "Range", sp(17), False, "read", False, "get_sensors"),
      (5, "Project", sp(18), False, "project", False, "get_sensors"),
      (6, "Project", sp(19), False, "project", False, "get_sensors"),
      (7, "BroadcastExchange", sp(29), True, "join", False, GT),
      (9, "BroadcastHashJoin", sp(29), False, "join", False, GT),
      (10, "Project", sp(30, 31, 35), False, "project", False, GT),
      (11, "Project", sp((32, 34), 47), False, "project", False, GT),
      (12, "CollectLimit", sp(47), True, "limit", False)])

# ---- infer_json_column_schema.py --------------------------------------------------------------------------------------
I_NOTE = ("dfExampleJSON = spark.read.json(sc.parallelize([exampleJSON])) (14): a DataFrame from an RDD of JSON "
          "strings (Scan ExistingRDD; the event log adds the RDD's origin scan under it). ")
case("sy_infer_json_rdd_display", INFER, "display(dfExampleJSON) (15) of spark.read.json(sc.parallelize([exampleJSON])) (14)",
     I_NOTE + "toprettystring Project and CollectLimit derived at the display. ",
     [(1, "Scan ExistingRDD", sp(14), False, "read", False),
      (2, "Project", sp(15), True, "project", False),
      (3, "CollectLimit", sp(15), True, "limit", False)])

case("sy_infer_first_notnull", INFER,
     "df.where(col(jsonColumnName).isNotNull()).first() (20) in get_json_schema(df, jsonColumnName) (19-26), called "
     "with dfExampleJSON at 30",
     I_NOTE + "The where and first() inside get_json_schema (first's limit 1 derived at its line); the scan is the "
     "caller's frame, read at 14. ",
     [(1, "Scan ExistingRDD", sp(14), False, "read", False),
      (2, "Filter", sp(20), False, "filter", False, "get_json_schema"),
      (3, "CollectLimit", sp(20), True, "limit", False, "get_json_schema")])

case("sy_infer_from_json_display", INFER,
     "display(dfExampleStruct) (33) of dfExampleJSON.withColumn('a', from_json('a', schema)) (31)",
     I_NOTE + "The from_json withColumn and the show's toprettystring one Project (31 and 33); CollectLimit derived. ",
     [(1, "Scan ExistingRDD", sp(14), False, "read", False),
      (2, "Project", sp(31, 33), False, "project", False),
      (3, "CollectLimit", sp(33), True, "limit", False)])

# ---- graph_write_cosmosdb.py ------------------------------------------------------------------------------------------
G_NOTE = ("v is sqlContext.createDataFrame of seven people (9-17) with withColumn('entity', lit('person')) (18); e "
          "the eight edges (22-31); g = GraphFrame(v, e) (36, the stand-in keeps both as g.vertices and g.edges). "
          "udf_urlencode = udf(urlencode, StringType()) (59), an Arrow-evaluated Python UDF here (its call site and the "
          "udf() line both accepted). graphWriteCosmosDB.scala is the notebook's Scala twin (same rows, same "
          "functions; not accepted). ")
TV, TE = "to_cosmosdb_vertices", "to_cosmosdb_edges"
V_SCAN, E_SCAN = sp((9, 17)), sp((22, 31))
case("sy_graph_vertices_display", GRAPH, "display(g.vertices) (40) of v (9-18)",
     G_NOTE + "The entity withColumn (a literal) and the show's toprettystring one Project (18 and 40); CollectLimit "
     "derived. ",
     [(1, "Scan ExistingRDD", V_SCAN, False, "read", False),
      (2, "Project", sp(18, 40), False, "project", False),
      (3, "CollectLimit", sp(40), True, "limit", False)])

case("sy_graph_edges_display", GRAPH, "display(g.edges) (44) of e (22-31)",
     G_NOTE + "toprettystring Project and CollectLimit derived at the display. ",
     [(1, "Scan ExistingRDD", E_SCAN, False, "read", False),
      (2, "Project", sp(44), True, "project", False),
      (3, "CollectLimit", sp(44), True, "limit", False)])

VU = ("to_cosmosdb_vertices(g.vertices, 'entity') (78): withColumn('id', udf_urlencode('id')) (64), "
      "selectExpr(*columns) of nvl2(...) expressions built at 71-72, withColumnRenamed(labelColumn, 'label') (74)")
case("sy_graph_vertices_udf_display", GRAPH, "display(cosmosDbVertices) (79) of " + VU,
     G_NOTE + "ArrowEvalPython for the UDF at 64; the withColumn and the selectExpr one Project (64, 74 and the "
     "expressions at 71-72); the rename, the entity literal (18) and the show's toprettystring the next (74, 18, 79); "
     "CollectLimit derived at the display. ",
     [(1, "Scan ExistingRDD", V_SCAN, False, "read", False),
      (2, "ArrowEvalPython", sp(64, 59), False, "udf", False, TV),
      (3, "Project", sp(74, (71, 72), 64), False, "project", False, TV),
      (4, "Project", sp(74, 18, 79), False, "project", False, TV),
      (5, "CollectLimit", sp(79), True, "limit", False)])

case("sy_graph_vertices_write", GRAPH,
     "cosmosDbVertices.write.format(cosmosDbFormat).mode('append').options(**cosmosDbConfig).save() (125) of " + VU,
     G_NOTE + "The Cosmos DB format is a stand-in Python data source (AppendData). ArrowEvalPython for the UDF at 64; "
     "the withColumn and the selectExpr one Project (64, 74, 71-72); the rename with the entity literal the next "
     "(74, 18). ",
     [(1, "Scan ExistingRDD", V_SCAN, False, "read", False),
      (2, "ArrowEvalPython", sp(64, 59), False, "udf", False, TV),
      (3, "Project", sp(74, (71, 72), 64), False, "project", False, TV),
      (4, "Project", sp(74, 18), False, "project", False, TV),
      (5, "AppendData com.microsoft.azure.cosmosdb.spark", sp(125), False, "write", False)])

EU = ("to_cosmosdb_edges(g, 'relationship') (106): g.edges with withColumn('id', udf_urlencode(concat_ws(...))), "
      "withColumn('_isEdge', lit(True)), withColumn('_vertexId', udf_urlencode('src')), withColumn('_sink', "
      "udf_urlencode('dst')), withColumnRenamed, drop('src', 'dst') (94-100)")
case("sy_graph_edges_udf_display", GRAPH, "display(cosmosDbEdges) (107) of " + EU,
     G_NOTE + "The show's limit is pushed below the UDFs (a LocalLimit, derived at the display); one ArrowEvalPython "
     "for the three UDF calls (95, 97, 98); the withColumns, rename and drop with the show's toprettystring one "
     "Project (95-100 and 107); CollectLimit derived. ",
     [(1, "Scan ExistingRDD", E_SCAN, False, "read", False),
      (2, "LocalLimit", sp(107), True, "limit", False),
      (3, "ArrowEvalPython", sp(95, 97, 98, 59), False, "udf", False, TE),
      (4, "Project", sp((95, 100), 107), False, "project", False, TE),
      (5, "CollectLimit", sp(107), True, "limit", False)])

case("sy_graph_edges_write", GRAPH,
     "cosmosDbEdges.write.format(cosmosDbFormat).mode('append').options(**cosmosDbConfig).save() (126) of " + EU,
     G_NOTE + "The Cosmos DB format is a stand-in Python data source (AppendData). One ArrowEvalPython for the three "
     "UDF calls (95, 97, 98); the withColumns, rename and drop one Project (95-100). ",
     [(1, "Scan ExistingRDD", E_SCAN, False, "read", False),
      (2, "ArrowEvalPython", sp(95, 97, 98, 59), False, "udf", False, TE),
      (3, "Project", sp((95, 100)), False, "project", False, TE),
      (4, "AppendData com.microsoft.azure.cosmosdb.spark", sp(126), False, "write", False)])

# ---- extract_eventhubs_json_schema.py, managedTableCosmosDB.sql ----------------------------------------------------
CONN = ("extract_eventhubs_json_schema.py then managedTableCosmosDB.sql ran in one session (one spark-submit); the "
        "Event Hubs and Cosmos DB formats are stand-in Python data sources (BatchScan). ")
case("sy_conn_eventhubs_first", EHSCHEMA,
     "dfBody.first()['body'] (27) of rawData.selectExpr('CAST(body AS STRING)') (26) of "
     "spark.read.format('eventhubs').options(**ehConf).load() (24)",
     CONN + "The selectExpr cast is the Project; first()'s limit 1 derived at its line. ",
     [(1, "BatchScan eventhubs", sp(24), False, "read", False),
      (2, "Project", sp(26), False, "project", False),
      (3, "CollectLimit", sp(27), True, "limit", False)],
     data="Inputs: three Event Hubs messages from the stand-in source. ")

case("sy_conn_cosmos_count_sql", COSMOS_SQL,
     "SELECT count(1) FROM CosmosDBStream (18) of CREATE TABLE IF NOT EXISTS CosmosDBStream(...) USING "
     "com.microsoft.azure.cosmosdb.spark OPTIONS (...) (2-10)",
     CONN + "The scan at the FROM and at the CREATE TABLE ... USING lines; the Project that keeps no column before "
     "the count derived and ambiguous; count(1) a partial/final pair with a single-partition Exchange (partial and "
     "Exchange derived); the final aggregate carries the show's toprettystring. ",
     [(1, "BatchScan com.microsoft.azure.cosmosdb.spark", sp(18, (2, 3)), False, "read", False),
      (2, "Project", sp(18), True, "project", True),
      (3, "HashAggregate", sp(18), True, "aggregate", False),
      (4, "Exchange", sp(18), True, "aggregate", False),
      (6, "HashAggregate", sp(18), False, "aggregate", False)],
     data="Inputs: three Cosmos DB documents from the stand-in source. ")


def rows(spec):
    out = []
    for node in spec["nodes"]:
        nid, op, spans, derived, kind, amb = node[:6]
        fn = node[6] if len(node) > 6 else None
        out.append({"node_id": nid, "operator": op, "file": spec["file"], "lines": spans,
                    "symbol": sym(spec["file"], fn), "derived": derived, "kind": kind, "ambiguous": amb})
    return sorted(out, key=lambda r: r["node_id"])


def main() -> int:
    todo = []
    for name, part, program, line, action, _occ, _nth, file in CASES:
        spec = L[name]
        assert spec["file"] == file, name
        folder = BENCH / part / name
        shown = "SQL statement" if action == "sql" else action
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                     "dataframe": spec["dataframe"] + f" (recorded action: {shown} at line {line})",
                     "notes": spec["notes"] + spec["data"] + SESSION + SETTINGS.get(program, "") + RUN,
                     "form": "databricks", "source": SOURCE}
        todo.append((part, folder, rows(spec), case_json, f"{file}:{line}"))
    return write_cases(todo)


if __name__ == "__main__":
    sys.exit(main())
