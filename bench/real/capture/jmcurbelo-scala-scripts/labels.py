"""Write each jc_* case's case.json and gold.jsonl from the labels below, hand-written from the lectures' code and
the captured plans before any mapper run (the mapper was never run on these cases), checked by
../check_prefixed_cases.py's rules as they are written (case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/jmcurbelo-scala-scripts/labels.py

A label: N(node id, operator, spans, derived, kind, amb=False) (case_files.N); spans are the lecture file's own line
numbers; the symbol is the file's path from the repository root, dotted, then `<module>` (top-level statements, as the
STDG Scala chapters and the dbs notebooks). Only the final adaptive plan's nodes are labelled; pure wrappers
(ColumnarToRow, query stages, AQEShuffleRead, AdaptiveSparkPlan, TableCacheQueryStage) are not.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, SETTINGS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "7a9eb991d44a2ebf88938d6aca9a84f25cdd4072"
SOURCE = "jmcurbelo/spark-scala-en-databricks"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1. ")
RUN = ("Run: bench/real/capture/jmcurbelo-scala-scripts/capture.py: the lecture (a Databricks Scala notebook exported "
       "as a script of top-level statements) compiled unchanged (Scala 2.13 of the PySpark 4.3 jars) in a copy of the "
       "same name where our wrapper only adds text in front of lines the file has (each top-level statement an object "
       "nested in the one before, spark/sc/spark-shell's imports and the Databricks stand-ins in front of line 1; "
       "statements that do not compile get '// ' in front), run with spark-submit --class jcNN.NotebookCells; the "
       "plan is the one the action ran, written by a query-execution listener after it ran (final adaptive plan), "
       "found by the action's call site in the same run's event log; event_log.json from that run. Data: small "
       "generated parquet in the schema the code expects (make_data.py), served at the code's /FileStore/... paths by a "
       "local file system stand-in (BookDataFileSystem); the code unchanged. ")
JOIN_NOTE = ("empleados and departamentos are the parquet reads at the top of the lecture; the join's isnotnull Filters "
             "(inferred from its key), BroadcastExchange or shuffle Exchanges and Sorts are derived at the join call; "
             "show's toprettystring Project and CollectLimit derived at the show. The other join lectures (63-71) read "
             "the same two files and join them on the same condition with another join type: look-alikes, never "
             "alternatives. ")


def show_tail(project, limit, line):
    """show()'s string-cast Project (toprettystring) and its CollectLimit: derived, at the show line."""
    out = []
    if project:
        out.append(N(project, "Project", s(line), True, "project"))
    if limit:
        out.append(N(limit, "CollectLimit", s(line), True, "limit"))
    return out


def agg_pair(ids, spans, kind="aggregate"):
    """Partial aggregate, Exchange (derived) and the final aggregate of one groupBy/agg (or distinct)."""
    a, x, b = ids
    return [N(a, "HashAggregate", spans, True, kind), N(x, "Exchange", spans, True, kind),
            N(b, "HashAggregate", spans, False, kind)]


def two_level_distinct(spans, final=11):
    """count(distinct x) (and its kin): a keys-only aggregate pair on x, then the global pair; all derived but the
    final aggregate, all at the one select/selectExpr."""
    return [N(3, "HashAggregate", spans, True, "aggregate"), N(4, "Exchange", spans, True, "aggregate"),
            N(7, "HashAggregate", spans, True, "aggregate"), N(8, "HashAggregate", spans, True, "aggregate"),
            N(9, "Exchange", spans, True, "aggregate"), N(final, "HashAggregate", spans, False, "aggregate")]


L: dict[str, dict] = {}
S7, S8, S9 = "Sección 7", "Sección 8", "Sección 9"

# ---- Sección 8: joins ------------------------------------------------------------------------------------------------
L["jc_l63_inner_join_show"] = dict(
    file=f"{S8}/Lectura 63.scala",
    dataframe="joinDF.show (Lectura 63.scala 24) of the second val joinDF = empleados.join(departamentos, "
              "col(\"num_dpto\") === col(\"id\"), \"inner\") (22); empleados (6), departamentos (8) parquet reads",
    notes="The second joinDF (22, \"inner\" given) shadows the first (18, no join type), which runs the same plan at "
          "20: a look-alike in the same file. BroadcastHashJoin Inner, build left (empleados). " + JOIN_NOTE,
    nodes=[N(1, "Scan parquet", s(6), False, "read"), N(3, "Filter", s(22), True, "join"),
           N(4, "BroadcastExchange", s(22), True, "join"), N(6, "Scan parquet", s(8), False, "read"),
           N(8, "Filter", s(22), True, "join"), N(9, "BroadcastHashJoin", s(22), False, "join"),
           *show_tail(10, 11, 24)])

L["jc_l64_left_outer_join_show"] = dict(
    file=f"{S8}/Lectura 64.scala",
    dataframe="empleados.join(departamentos, col(\"num_dpto\") === col(\"id\"), \"left_outer\").show (Lectura 64.scala "
              "14); empleados (3), departamentos (5) parquet reads",
    notes="BroadcastHashJoin LeftOuter, build right; show's limit is pushed below the left outer join into a "
          "LocalLimit on empleados (derived, kind limit, at the show line). The \"leftouter\" (12) and \"left\" (16) "
          "lines run the same plan. " + JOIN_NOTE,
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "LocalLimit", s(14), True, "limit"),
           N(4, "Scan parquet", s(5), False, "read"), N(6, "Filter", s(14), True, "join"),
           N(7, "BroadcastExchange", s(14), True, "join"), N(9, "BroadcastHashJoin", s(14), False, "join"),
           *show_tail(10, 11, 14)])

L["jc_l67_left_anti_show"] = dict(
    file=f"{S8}/Lectura 67.scala",
    dataframe="departamentos.join(empleados, col(\"num_dpto\") === col(\"id\"), \"left_anti\").show (Lectura 67.scala "
              "14); empleados (3), departamentos (5) parquet reads",
    notes="The second anti join of the lecture (departamentos on the left; line 12 has empleados on the left): "
          "BroadcastHashJoin LeftAnti, build right (empleados, with its isnotnull Filter). " + JOIN_NOTE,
    nodes=[N(1, "Scan parquet", s(5), False, "read"), N(3, "Scan parquet", s(3), False, "read"),
           N(5, "Filter", s(14), True, "join"), N(6, "BroadcastExchange", s(14), True, "join"),
           N(8, "BroadcastHashJoin", s(14), False, "join"), *show_tail(9, 10, 14)])

L["jc_l69_cross_join_show"] = dict(
    file=f"{S8}/Lectura 69.scala",
    dataframe="empleados.crossJoin(departamentos).show(100, false) (Lectura 69.scala 10); empleados (3), departamentos "
              "(5) parquet reads",
    notes="crossJoin runs as BroadcastNestedLoopJoin Cross, build left; show(100)'s limit (101) is pushed into both "
          "sides as LocalLimits (derived, kind limit, at the show line, which is the crossJoin's line too). " + JOIN_NOTE,
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "LocalLimit", s(10), True, "limit"),
           N(4, "BroadcastExchange", s(10), True, "join"), N(6, "Scan parquet", s(5), False, "read"),
           N(8, "LocalLimit", s(10), True, "limit"), N(9, "BroadcastNestedLoopJoin", s(10), False, "join"),
           *show_tail(10, 11, 10)])

L["jc_l70_using_join_show"] = dict(
    file=f"{S8}/Lectura 70.scala",
    dataframe="sinDuplicados.show (Lectura 70.scala 32); val sinDuplicados = empleadosRen.join(departamentos, Seq(\"id\")) "
              "(30); empleadosRen = empleados.withColumnRenamed(\"num_dpto\", \"id\") (10); reads at 3 and 5",
    notes="Broadcast joins off for this lecture (spark.sql.autoBroadcastJoinThreshold=-1): SortMergeJoin Inner, each "
          "side's Exchange and Sort derived at the join (30). The rename is the Project on empleados (num_dpto AS id, "
          "line 10); the join's USING output (one id) and show's string casts are one Project (derived, ambiguous: "
          "the show or the join). dfDuplicados (20, shown at 22 and 28) joins the same two frames on the same key: a "
          "look-alike; the join at 18 and the select at 26 fail (ambiguous id). " + JOIN_NOTE,
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Filter", s(30), True, "join"),
           N(4, "Project", s(10), False, "project"), N(5, "Exchange", s(30), True, "join"),
           N(8, "Sort", s(30), True, "join"), N(9, "Scan parquet", s(5), False, "read"),
           N(11, "Filter", s(30), True, "join"), N(12, "Exchange", s(30), True, "join"),
           N(15, "Sort", s(30), True, "join"), N(16, "SortMergeJoin", s(30), False, "join"),
           N(17, "Project", s(32, 30), True, "project", amb=True), N(18, "CollectLimit", s(32), True, "limit")])

L["jc_l66_full_outer_join_show"] = dict(
    file=f"{S8}/Lectura 66.scala",
    dataframe="empleados.join(departamentos,col(\"num_dpto\") === col(\"id\"), \"outer\").show (Lectura 66.scala 14); "
              "empleados (3), departamentos (5) parquet reads",
    notes="A full outer join is never broadcast: SortMergeJoin FullOuter, each side's Exchange and Sort derived at "
          "the join line (no isnotnull Filters for an outer join). " + JOIN_NOTE,
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Exchange", s(14), True, "join"),
           N(6, "Sort", s(14), True, "join"), N(7, "Scan parquet", s(5), False, "read"),
           N(9, "Exchange", s(14), True, "join"), N(12, "Sort", s(14), True, "join"),
           N(13, "SortMergeJoin", s(14), False, "join"), *show_tail(14, 15, 14)])

# ---- Sección 8: aggregates -------------------------------------------------------------------------------------------
VUELOS = "vuelos = spark.read.parquet(\"/FileStore/section8/vuelos.parquet\") (3)"
L["jc_l58_groupby_count_orderby_show"] = dict(
    file=f"{S8}/Lectura 58.scala",
    dataframe="vuelos.groupBy(\"ORIGIN_AIRPORT\", \"DESTINATION_AIRPORT\").count.orderBy(desc(\"count\")).show "
              f"(Lectura 58.scala 11); {VUELOS}",
    notes="All on line 11: the groupBy/count HashAggregate pair (partial and Exchange derived) and orderBy + show as "
          "TakeOrderedAndProject (limit 21 with show's string casts, kind sort). Line 9 is the same chain on one key: "
          "a look-alike. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), *agg_pair((3, 4, 7), s(11)),
           N(8, "TakeOrderedAndProject", s(11), False, "sort")])

L["jc_l59_groupby_agg_orderby_show"] = dict(
    file=f"{S8}/Lectura 59.scala",
    dataframe="vuelos.groupBy(\"MONTH\").agg(count(\"ARRIVAL_DELAY\").as(...), avg(\"DISTANCE\").as(...))"
              f".orderBy(desc(\"conteo_retrasos\")).show (Lectura 59.scala 15-18); {VUELOS}",
    notes="The HashAggregate pair at the groupBy/agg (15-17; partial and Exchange derived), orderBy + show on line 18 "
          "as TakeOrderedAndProject (kind sort). The groupBy(\"ORIGIN_AIRPORT\").agg(...).orderBy(...) at 9-13 and "
          "Lectura 58's groupBy/count/orderBy are look-alikes. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), *agg_pair((3, 4, 7), s((15, 17))),
           N(8, "TakeOrderedAndProject", s(18), False, "sort")])

L["jc_l60_pivot_agg_show"] = dict(
    file=f"{S8}/Lectura 60.scala",
    dataframe="df.groupBy(\"graduacion\").pivot(\"sexo\").agg(avg(col(\"peso\")), min(col(\"peso\")), max(col(\"peso\")))"
              ".show (Lectura 60.scala 9-13); df = spark.read.parquet(\"/FileStore/section8/estudiantes.parquet\") (3)",
    notes="pivot without values (its distinct sexo values found by an earlier job of the same call) runs as two "
          "aggregate pairs: groupBy(graduacion, sexo).agg(avg, min, max), then pivotfirst by graduacion. All at the "
          "groupBy/pivot/agg call (9-12), kind pivot; only the last aggregate is not derived. The Project that picks "
          "each pivot column, merged with show's string casts, is derived and ambiguous (the show on 13 or the pivot). "
          "The pivot/agg(avg) at 7 and the pivot(\"sexo\", Array(\"M\")) at 15-19 are look-alikes. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "HashAggregate", s((9, 12)), True, "pivot"),
           N(4, "Exchange", s((9, 12)), True, "pivot"), N(7, "HashAggregate", s((9, 12)), True, "pivot"),
           N(8, "HashAggregate", s((9, 12)), True, "pivot"), N(9, "Exchange", s((9, 12)), True, "pivot"),
           N(12, "HashAggregate", s((9, 12)), False, "pivot"),
           N(13, "Project", s(13, (9, 12)), True, "project", amb=True)])

L["jc_l55_count_distinct_approx_show"] = dict(
    file=f"{S8}/Lectura 55.scala",
    dataframe="vuelos.select(countDistinct(col(\"AIRLINE\")).as(\"conteo_aerolines\"), approx_count_distinct(col("
              "\"AIRLINE\")).as(\"conteo_aprox\")).show (Lectura 55.scala 41-44); vuelos = spark.read.parquet(...) (33)",
    notes="countDistinct with approx_count_distinct: a keys-on-AIRLINE aggregate pair (carrying the approx sketch), "
          "then the global pair; all at the select (41-43), only the final aggregate (with show's casts) not derived. "
          "The countDistinct of color at 27-29 (over muestra.parquet, line 6) is a look-alike. ",
    nodes=[N(1, "Scan parquet", s(33), False, "read"), *two_level_distinct(s((41, 43)))])

# ---- Sección 7 -------------------------------------------------------------------------------------------------------
L["jc_l45_drop_duplicates_show"] = dict(
    file=f"{S7}/Lectura 45.scala",
    dataframe="df.dropDuplicates(\"id\", \"color\").show (Lectura 45.scala 9); df = spark.read.parquet("
              "\"/FileStore/section7/data.parquet\") (3)",
    notes="dropDuplicates on two columns: a HashAggregate pair keyed on id, color with first(valor) (kind distinct; "
          "partial and Exchange derived), show's string casts folded into the final aggregate; the limit is not in "
          "the final plan. df.distinct.show (7) and df.dropDuplicates().show (11) are look-alikes. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), *agg_pair((3, 4, 7), s(9), kind="distinct")])

L["jc_l44_filter_chain_display"] = dict(
    file=f"{S7}/Lectura 44.scala",
    dataframe="display(df.filter(col(\"trending_date\") =!= \"17.14.11\").filter(col(\"likes\") > 5000)) (Lectura "
              "44.scala 21-23); df = spark.read.parquet(\"/FileStore/section7/datos.parquet\") (3)",
    notes="Databricks' display is stood in by a show() (DatabricksStandIn.scala), so the event log's call site is "
          "the stand-in's line, with the lecture's line 22 in its stack. The two filters are one Filter (line 22); "
          "show's toprettystring Project and CollectLimit derived at the display call (21-23). The display at 17-19 "
          "(one filter with &&) runs the same plan; 11, 13 and 15 filter on one condition each: look-alikes. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Filter", s(22), False, "filter"),
           N(4, "Project", s((21, 23)), True, "project"), N(5, "CollectLimit", s((21, 23)), True, "limit")])

L["jc_l48_na_fill_orderby_show"] = dict(
    file=f"{S7}/Lectura 48.scala",
    dataframe="df.na.fill(0, Array(\"views\", \"likes\")).orderBy(col(\"views\")).select(col(\"views\"), col(\"likes\"), "
              "col(\"dislikes\")).show() (Lectura 48.scala 41); df = spark.read.parquet(...datos.parquet) (3)",
    notes="All on line 41: na.fill on two columns is the Project of coalesce(views, 0), coalesce(likes, 0); orderBy, "
          "select and show are the TakeOrderedAndProject (limit 21, kind sort). Lines 33 (no fill) and 37 (fill of "
          "every numeric column) are look-alikes. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Project", s(41), False, "project"),
           N(4, "TakeOrderedAndProject", s(41), False, "sort")])

L["jc_l50_partitioned_parquet_write"] = dict(
    file=f"{S7}/Lectura 50.scala",
    dataframe="dfFiltrado.write.partitionBy(\"comments_disabled\").parquet(\"/FileStore/section7/lectura44/parquet\") "
              "(Lectura 50.scala 29); dfFiltrado = df.filter(col(\"comments_disabled\").isin(\"False\", \"True\")) (27); "
              "df = spark.read.parquet(\"/FileStore/section7/lectura44/datos.parquet\") (3)",
    notes="The Filter is the isin filter (27); the partitioned write adds a Project (empty2null of the partition "
          "column) and a Sort on it (derived, kind write), WriteFiles (derived) and the insert command, all at the "
          "write (29). The csv writes at 7 and 15 are look-alikes. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Filter", s(27), False, "filter"),
           N(4, "Project", s(29), True, "write"), N(5, "Sort", s(29), True, "write"),
           N(6, "WriteFiles", s(29), True, "write"),
           N(7, "Execute InsertIntoHadoopFsRelationCommand", s(29), False, "write")])

L["jc_l51_persist_count"] = dict(
    file=f"{S7}/Lectura 51.scala",
    dataframe="df.count (Lectura 51.scala 21) after df.persist(StorageLevel.MEMORY_AND_DISK) (19); df = "
              "spark.read.parquet(\"/FileStore/section7/datos.parquet\") (3)",
    notes="The cache is the last persist (19; StorageLevel disk, memory, deserialized): InMemoryTableScan and "
          "InMemoryRelation there (kind cache); the earlier persist/cache calls (5, 9, 15) were unpersisted: "
          "look-alikes. The count's HashAggregate pair at 21. ",
    nodes=[N(1, "InMemoryTableScan", s(19), False, "cache"), N(2, "InMemoryRelation", s(19), False, "cache"),
           N(3, "Scan parquet", s(3), False, "read"), *agg_pair((6, 7, 9), s(21))])

L["jc_l43_selectexpr_count_distinct_show"] = dict(
    file=f"{S7}/Lectura 43.scala",
    dataframe="df.selectExpr(\"count(distinct(video_id)) as videos\").show() (Lectura 43.scala 33); df = "
              "spark.read.parquet(\"/FileStore/section7/datos.parquet\") (3)",
    notes="count(distinct) in a selectExpr string: a keys-only aggregate pair on video_id, then the global count pair; "
          "all at line 33, only the final aggregate (with show's casts) not derived. The selectExpr at 31 is a "
          "look-alike; the select at 15-19 did not compile and ran as a commented statement. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), *two_level_distinct(s(33))])

# ---- Sección 9 -------------------------------------------------------------------------------------------------------
VENTANA = "df = spark.read.parquet(\"/FileStore/section9/funciones_ventana.parquet\") (3)"
L["jc_l79_row_number_show"] = dict(
    file=f"{S9}/Lectura 79.scala",
    dataframe="df.withColumn(\"row_number\", row_number().over(windowSpec)).show(false) (Lectura 79.scala 13); "
              f"windowSpec = Window.partitionBy(\"departamento\").orderBy(desc(\"puntos\")) (11); {VENTANA}",
    notes="The Window at the withColumn (13), the spec (11) a second span; its Exchange (partitionBy) and Sort "
          "(partition + order keys) derived, at the same spans; show's toprettystring Project derived at 13 (the "
          "limit is not in the final plan). The rank/dense_rank lines (15, 17) use an undefined df1: they did not "
          "compile and ran as commented statements. The row_number of 28 is a look-alike. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Exchange", s(13, 11), True, "window"),
           N(6, "Sort", s(13, 11), True, "window"), N(7, "Window", s(13, 11), False, "window"),
           N(8, "Project", s(13), True, "project")])

L["jc_l79_window_agg_show"] = dict(
    file=f"{S9}/Lectura 79.scala",
    dataframe="df.withColumn(\"min\", min(col(\"puntos\")).over(windowSpecAgg)).withColumn(\"max\", ...)"
              ".withColumn(\"avg\", ...).withColumn(\"row_number\", row_number().over(windowSpec)).show (Lectura "
              f"79.scala 25-29); windowSpecAgg = Window.partitionBy(\"departamento\") (21), windowSpec (11); {VENTANA}",
    notes="Two Windows: min/max/avg over windowSpecAgg (the withColumns at 25-27, the spec at 21) and row_number over "
          "windowSpec (28, spec 11). Both partition by departamento, so one Exchange (derived, at either window) and "
          "one Sort by departamento, puntos desc (derived, for the row_number window: 28 and 11, which the "
          "unordered window also accepts); show's toprettystring Project derived at 29. The row_number of 13 is a "
          "look-alike. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Exchange", s((25, 28), 21, 11), True, "window"),
           N(6, "Sort", s(28, 11), True, "window"), N(7, "Window", s((25, 27), 21), False, "window"),
           N(8, "Window", s(28, 11), False, "window"), N(9, "Project", s(29), True, "project")])

L["jc_l78_udf_cube_show"] = dict(
    file=f"{S9}/Lectura 78.scala",
    dataframe="df.select(col(\"id\"), cubo(col(\"id\")).as(\"cubo\")).show (Lectura 78.scala 9-12); cubo = udf((n: Long) "
              "=> n*n*n) (5); df = spark.range(10) (7)",
    notes="spark.range is the Range (kind read; show's limit is folded into it); the Scala UDF runs inside the "
          "select's Project (with show's string casts): kind udf, the select (9-12) or the udf definition (5). ",
    nodes=[N(1, "Range", s(7), False, "read"), N(2, "Project", s((9, 12), 5), False, "udf")])

L["jc_l76_explode_show"] = dict(
    file=f"{S9}/Lectura 76.scala",
    dataframe="dfArray.select(col(\"dia\"), explode(col(\"tareas\")).as(\"tareas\")).show(false) (Lectura 76.scala "
              "24-27); dfArray = spark.read.parquet(\"/FileStore/section9/formato_array.parquet\") (6)",
    notes="explode in a select is the Generate (24-27, the explode on 26); the Filter size(tareas) > 0 and isnotnull "
          "it implies is derived there; show's toprettystring Project and CollectLimit derived at 27. The select of "
          "size/sort_array/array_contains at 16-20 reads the same frame: a look-alike. ",
    nodes=[N(1, "Scan parquet", s(6), False, "read"), N(3, "Filter", s((24, 27)), True, "explode"),
           N(4, "Generate", s((24, 27)), False, "explode"), *show_tail(5, 6, 27)])

L["jc_l75_concat_ws_lower_show"] = dict(
    file=f"{S9}/Lectura 75.scala",
    dataframe="df.select(concat_ws(\" \", col(\"sujeto\"), col(\"verbo\"), col(\"adjetivo\")).as(\"frase\")).select("
              "col(\"frase\"), lower(...), upper(...), initcap(...), reverse(...)).show(false) (Lectura 75.scala 34-42); "
              "df = spark.read.parquet(\"/FileStore/section9/strings.parquet\") (3)",
    notes="Two Projects: the first select (concat_ws, 34-35) and the second (36-42) with show's string casts folded in "
          "(not derived); CollectLimit derived at 42. The regexp_replace chain at 48-53 starts with the same first "
          "select: a look-alike. ",
    nodes=[N(1, "Scan parquet", s(3), False, "read"), N(3, "Project", s((34, 35)), False, "project"),
           N(4, "Project", s((36, 42)), False, "project"), *show_tail(None, 5, 42)])

L["jc_l74_datediff_show"] = dict(
    file=f"{S9}/Lectura 74.scala",
    dataframe="data.select(col(\"nombre\"), datediff(...).as(\"dias\"), months_between(...).as(\"meses\"), last_day(...)"
              ".as(\"ultimo_dia_mes\")).show(false) (Lectura 74.scala 41-46); data = spark.read.parquet("
              "\"/FileStore/section9/calculo.parquet\") (33)",
    notes="The select with show's string casts is one Project (41-46, not derived); CollectLimit derived at 46. The "
          "selects over data at 52-57 and 63-73 and over dfConvertido (16-21, shown at 25 and 29) are look-alikes. ",
    nodes=[N(1, "Scan parquet", s(33), False, "read"), N(3, "Project", s((41, 46)), False, "project"),
           *show_tail(None, 4, 46)])


def main() -> int:
    cases = []
    for case, part, key, action, line, occurrence, *site_file in CASES:
        label = L[case]
        folder = BENCH / part / case
        symbol = label["file"].removesuffix(".scala").replace("/", ".") + ".<module>"
        rows = [{"node_id": nid, "operator": op, "file": label["file"], "lines": spans, "symbol": symbol,
                 "derived": derived, "kind": kind, "ambiguous": amb}
                for nid, op, spans, derived, kind, amb, _ in sorted(label["nodes"])]
        site = f"{site_file[0] if site_file else Path(label['file']).name}:{line}"
        settings = SETTINGS.get(key)
        record = {
            "repo": f"../../repos/{SLUG}",
            "commit": COMMIT,
            "index_root": "",
            "script": label["file"],
            "dataframe": label["dataframe"] + f" (recorded action: {action} at {site}"
                         + (f", call {occurrence} there" if occurrence > 1 else "") + ")",
            "notes": label["notes"] + SESSION + (f"Settings: {', '.join(settings)}. " if settings else "") + RUN,
            "form": "scala",
            "source": SOURCE,
        }
        cases.append((part, folder, rows, record, f"{PROGRAMS[key]} {line}"))
    return write_cases(cases)


if __name__ == "__main__":
    sys.exit(main())
