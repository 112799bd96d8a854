"""Write each na_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/david-lyle-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, extra]) with extra a dict of `true_lines`; a label's
`file` is the case's notebook. Spans are the notebook file's own line numbers (Databricks source notebooks: file
lines, `%sql` cells included). Symbols: `<path dotted without .py>.<module>` for top-level code and `%sql` cells,
`<path dotted without .py>.usageBy` for a label whose first span lies in the dashboard's `def usageBy` (lines
160-186).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
from capture import BD, CASES, PROGRAMS, Q1, SHIPT, TPU, UAD  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "david-lyle__databricks-notebooks"
COMMIT = "7490c355df28d0c9b3f88c6572dbb035911e0372"
SOURCE = "david-lyle/databricks-notebooks"
FUNCS = {UAD: [("usageBy", 160, 186)]}
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/david-lyle-databricks/capture.py: `spark-submit nadriver.py {nbs}` from the root of a "
       "scratch copy of the laid-out repository, those notebooks in that order in one session, each cell by cell, "
       "unchanged, under its own path and line numbers: `%sql` cells statement by statement through spark.sql (a "
       "one-line `%sql <statement>` cell too), a result shown as Databricks displays it with a stand-in display (a "
       "show(): CollectLimit and toprettystring, or TakeOrderedAndProject after a sort); dbutils.widgets answer the "
       "values a user types (nadriver.py, capture.py WIDGETS), dbutils.notebook.run runs the named notebook; inputs "
       "generated (make_data.py) and served at their DBFS paths by a dbfs: file system stand-in set as the default "
       "file system. The plan is the one the action or statement ran, written by a query-execution listener after "
       "it ran (final adaptive plan; the initial plan's nodes printed after it are labelled as their executed twins); "
       "event_log.json from the same run. ")
NOTE = ("Display: the toprettystring Project and CollectLimit of a display()/show() or of a displayed SQL statement "
        "are derived at that call or statement; where toprettystring sits in a user's node (a sort's "
        "TakeOrderedAndProject) that node keeps its user label with the display line added. Aggregates: partial level "
        "and Exchange derived at the groupBy/GROUP BY/COUNT/DISTINCT. Look-alikes in other notebooks (the usage "
        "select/when chain in Test Parsing Usage Info and Autoload Usage Information, the flight-school SQL in Batch "
        "Demo, flight_school_assignment_1_questions and its _backup) are never accepted. ")


def sym(file: str, first: int | None = None) -> str:
    base = file.rsplit(".", 1)[0].replace("/", ".")
    for name, lo, hi in FUNCS.get(file, []):
        if first is not None and lo <= first <= hi:
            return f"{base}.{name}"
    return f"{base}.<module>"


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes)


def twins(pairs, nodes):
    """The initial plan's nodes (printed after the executed ones): each (twin id, executed id) labelled as its twin."""
    by_id = {n[0]: n for n in nodes}
    return nodes + [(t, by_id[e][1]) + tuple(by_id[e][2:]) for t, e in pairs]


def tw(pairs, nodes, ops):
    """twins() with the twin's own operator name (`ops`: twin id -> name) where it differs from the executed one."""
    out = twins(pairs, nodes)
    return [(n[0], ops.get(n[0], n[1])) + tuple(n[2:]) for n in out]


# ---- Usage Analysis Dashboard ----------------------------------------------------------------------------------
USAGE = ("usageDF = spark.read...csv(usagefilePath) (48-53) .select(... when(col('sku') == ...) ...) .withColumn x2 "
         ".drop('userId').cache() (55-86); skuDF = spark.createDataFrame(sc.parallelize(skuZip), skuSchema) (132-138); "
         "globalDF = usageDF.filter(timestamp.between(...)) (146) .join(skuDF, 'Sku') (147) .withColumn Spend/Commit/"
         "Tag (148-150) .select(date_format(...)) (151) .groupBy(...).sum(...) (152-153) .withColumnRenamed x2 "
         "(154-155) .orderBy(timeUnit) (156)")
UNOTE = ("The widgets' values are the ones a user types (dates 2022-01-01..2022-01-31, Commit Dollars 1000.00, sku "
         "prices, Time Unit Day, Tag Key CostCenter, Usage 'Cumulative Spend'). cache(): InMemoryTableScan and "
         "InMemoryRelation at the cache() line 85, the csv scan under them at the read, the usageDF Project (the when "
         "chain, two withColumns) at 55-84. The filter's conditions also sit in the InMemoryTableScan; the Filter "
         "node is the filter line. The skuDF scan (Scan ExistingRDD) accepts createDataFrame (138) and "
         "sc.parallelize (132). Join: the isnotnull(sku) Filter, the Exchange/Sort or BroadcastExchange derived at "
         "the join. withColumn('Commit', lit(...)) (149) is folded into the aggregate's keys; the withColumnRenamed "
         "calls leave no node. ")


def glob_core():
    """globalDF's nodes shared by the broadcast plans (the executed ids of na_uad_global_display)."""
    return [(1, "InMemoryTableScan", sp(85), False, "cache", False),
            (2, "InMemoryRelation", sp(85), False, "cache", False),
            (3, "Scan csv", sp((48, 52)), False, "read", False),
            (4, "Project", sp((55, 84)), False, "project", False)]


case("na_uad_global_display", UAD, "display(globalDF) (188) of " + USAGE,
     UNOTE + "orderBy + display's limit are one TakeOrderedAndProject (with toprettystring). The skuDF frame is tiny: "
             "broadcast join. ",
     tw([(20, 6), (21, 7), (22, 9), (23, 10), (24, 11), (25, 12), (26, 13), (27, 14), (28, 17), (29, 18)],
        glob_core() + [
            (6, "Filter", sp(146), False, "filter", False),
            (7, "BroadcastExchange", sp(147), True, "join", False),
            (9, "Scan ExistingRDD", sp(138, 132), False, "read", False),
            (10, "Filter", sp(147), True, "filter", False),
            (11, "BroadcastHashJoin", sp(147), False, "join", False),
            (12, "Project", sp(151, 148, 150), False, "project", False),
            (13, "HashAggregate", sp((152, 153)), True, "aggregate", False),
            (14, "Exchange", sp((152, 153)), True, "aggregate", False),
            (17, "HashAggregate", sp((152, 153)), False, "aggregate", False),
            (18, "TakeOrderedAndProject", sp(156, 188), False, "sort", False)], {}))

case("na_uad_global_nobc_display", UAD, "display(globalDF) (188) of " + USAGE,
     UNOTE + "Broadcast joins off: a sort-merge join; the aggregate's keys include Sku, the join's key, so no "
             "Exchange between its two levels. orderBy + display's limit are one TakeOrderedAndProject. ",
     tw([(23, 6), (24, 7), (25, 10), (26, 13), (27, 16), (28, 17), (29, 18), (30, 19), (31, 20), (32, 21)],
        glob_core() + [
            (6, "Filter", sp(146), False, "filter", False),
            (7, "Exchange", sp(147), True, "join", False),
            (10, "Sort", sp(147), True, "join", False),
            (11, "Scan ExistingRDD", sp(138, 132), False, "read", False),
            (12, "Filter", sp(147), True, "filter", False),
            (13, "Exchange", sp(147), True, "join", False),
            (16, "Sort", sp(147), True, "join", False),
            (17, "SortMergeJoin", sp(147), False, "join", False),
            (18, "Project", sp(151, 148, 150), False, "project", False),
            (19, "HashAggregate", sp((152, 153)), True, "aggregate", False),
            (20, "HashAggregate", sp((152, 153)), False, "aggregate", False),
            (21, "TakeOrderedAndProject", sp(156, 188), False, "sort", False)], {}))


def glob_copy(imts, imr, flt, bex, rdd, iflt, prj, bhj, proj, pagg, exch, fagg, extra_final):
    """One more copy of globalDF's join + aggregate in the usageBy plan (no Spend: its sum pruned)."""
    return [(imts, "InMemoryTableScan", sp(85), False, "cache", False),
            (imr, "InMemoryRelation", sp(85), False, "cache", False),
            (flt, "Filter", sp(146), False, "filter", False),
            (bex, "BroadcastExchange", sp(147), True, "join", False),
            (rdd, "Scan ExistingRDD", sp(138, 132), False, "read", False),
            (iflt, "Filter", sp(147), True, "filter", False),
            (prj, "Project", sp(147, 138), True, "project", True),
            (bhj, "BroadcastHashJoin", sp(147), False, "join", False),
            (proj, "Project", sp(151, 150), False, "project", False),
            (pagg, "HashAggregate", sp((152, 153)), True, "aggregate", False),
            (exch, "Exchange", sp((152, 153)), True, "aggregate", False),
            (fagg, "HashAggregate", sp((152, 153), extra_final), False, "aggregate", False)]


case("na_uad_usageby_commit_display", UAD,
     "display(usageBy('Commit')) (210) of usageBy(columnName) (160-186): zeros = globalDF.select(columnName)"
     ".distinct().withColumn('Spend', lit(0)).withColumn('DBUs', lit(0)) (171), zerosByTime = globalDF.select("
     "timeUnit).distinct().crossJoin(zeros) (172), globalDF.select(...) (175) .union(zerosByTime) (176) "
     ".groupBy(timeUnit, columnName).sum('Spend', 'DBUs') (177-178), two cumulative sums over Window.orderBy("
     "timeUnit).partitionBy(columnName).rowsBetween(...) (163-166, 181-182), .select(timeUnit, columnName, "
     "getArgument('Usage')) (183) .withColumnRenamed(..., 'Usage') (184) .orderBy(timeUnit) (185); " + USAGE,
     UNOTE + "globalDF appears three times: the union's first branch (its orderBy kept as a Sort, its Spend sum), "
             "and under each distinct of the cross join (no sum: pruned). The select of one column before each "
             "distinct and the union branch's select (175) fold into globalDF's final aggregate (each an extra "
             "span). Usage 'Cumulative Spend' keeps one Window (the DBUs sums are pruned). The cross join is a "
             "BroadcastNestedLoopJoin (a CartesianProduct in the initial plan), its BroadcastExchange derived at the "
             "crossJoin. Labels inside usageBy have the symbol ...usageBy; globalDF's nodes are top-level code. "
             "usageBy is called twice more (Sku at 219, Tag at 228): look-alike plans, not accepted. ",
     tw([(82, 6), (83, 7), (84, 9), (85, 10), (86, 11), (87, 12), (88, 13), (89, 14), (90, 17), (91, 18), (92, 21),
         (93, 25), (94, 26), (95, 28), (96, 29), (97, 30), (98, 31), (99, 32), (100, 33), (101, 34), (102, 37),
         (103, 38), (104, 39), (105, 42),
         (106, 46), (107, 47), (108, 49), (109, 50), (110, 51), (111, 52), (112, 53), (113, 54), (114, 55),
         (115, 58), (116, 59), (117, 60), (118, 63),
         (119, 66), (120, 67), (121, 68), (122, 69), (123, 70), (124, 73), (125, 74), (126, 77), (127, 78),
         (128, 79), (129, 80)],
        glob_core() + [
            (6, "Filter", sp(146), False, "filter", False),
            (7, "BroadcastExchange", sp(147), True, "join", False),
            (9, "Scan ExistingRDD", sp(138, 132), False, "read", False),
            (10, "Filter", sp(147), True, "filter", False),
            (11, "BroadcastHashJoin", sp(147), False, "join", False),
            (12, "Project", sp(151, 148, 150), False, "project", False),
            (13, "HashAggregate", sp((152, 153)), True, "aggregate", False),
            (14, "Exchange", sp((152, 153)), True, "aggregate", False),
            (17, "HashAggregate", sp((152, 153), 175), False, "aggregate", False),
            (18, "Exchange", sp(156), True, "sort", False),
            (21, "Sort", sp(156), False, "sort", False)]
        + glob_copy(22, 23, 25, 26, 28, 29, 30, 31, 32, 33, 34, 37, 172)
        + [(38, "HashAggregate", sp(172), True, "distinct", False),
           (39, "Exchange", sp(172), True, "distinct", False),
           (42, "HashAggregate", sp(172), False, "distinct", False)]
        + glob_copy(43, 44, 46, 47, 49, 50, 51, 52, 53, 54, 55, 58, 171)
        + [(59, "HashAggregate", sp(171), True, "distinct", False),
           (60, "Exchange", sp(171), True, "distinct", False),
           (63, "HashAggregate", sp(171), False, "distinct", False),
           (64, "BroadcastExchange", sp(172), True, "join", False),
           (66, "BroadcastNestedLoopJoin", sp(172), False, "join", False),
           (67, "Project", sp(171, 172), False, "project", False),
           (68, "Union", sp(176), False, "union", False),
           (69, "HashAggregate", sp((177, 178)), True, "aggregate", False),
           (70, "Exchange", sp((177, 178)), True, "aggregate", False),
           (73, "HashAggregate", sp((177, 178)), False, "aggregate", False),
           (74, "Exchange", sp(181, (163, 166)), True, "window", False),
           (77, "Sort", sp(181, (163, 166)), True, "window", False),
           (78, "Window", sp(181, (163, 166)), False, "window", False),
           (79, "Project", sp(183, 184), False, "project", False),
           (80, "TakeOrderedAndProject", sp(185, 210), False, "sort", False)],
        {119: "CartesianProduct"}))

# ---- Test Parsing Usage Info ----------------------------------------------------------------------------------
TREAD = ("df = spark.read.option('header', 'true').option('escape', '\"').schema(usageSchema).csv(usagefilePath) "
         "(152-157), df.createOrReplaceTempView('usage') (158)")
TNOTE = ("Test Parsing Usage Info.py and Shipt Mini Enablement.py ran in one session in that order. The notebook's "
         "Auto Loader/foreachBatch cells fail here (no cloudFiles source, no delta module), before this csv read. A "
         "scan through the temp view accepts the FROM (here the statement's one line) and the read. ")
case("na_tpu_group_count_sql", TPU,
     "%sql select count(*), workspaceId, timestamp, clusterId from usage group by workspaceId, timestamp, clusterId "
     "order by count(1) desc (163, one line) over " + TREAD,
     TNOTE + "ORDER BY + the display's limit are one TakeOrderedAndProject (with toprettystring). ",
     twins([(9, 2), (10, 3), (11, 6), (12, 7)],
           [(1, "Scan csv", sp(163, (152, 157)), False, "read", False),
            (2, "HashAggregate", sp(163), True, "aggregate", False),
            (3, "Exchange", sp(163), True, "aggregate", False),
            (6, "HashAggregate", sp(163), False, "aggregate", False),
            (7, "TakeOrderedAndProject", sp(163), False, "sort", False)]))

case("na_tpu_lookup_sql", TPU,
     "%sql select * from usage where workspaceId = '...' and timestamp = '...' and clusterId = '...' (168, one "
     "line) over " + TREAD,
     TNOTE + "The WHERE is a Filter (also pushed into the scan). ",
     [(1, "Scan csv", sp(168, (152, 157)), False, "read", False),
      (2, "Filter", sp(168), False, "filter", False),
      (3, "Project", sp(168), True, "project", False),
      (4, "CollectLimit", sp(168), True, "limit", False)])

# ---- Shipt Mini Enablement -----------------------------------------------------------------------------------
SREAD = "staticInputDF = spark.read.schema(jsonSchema).json(inputPath) (67-72)"
SCOUNTS = ("staticCountsDF = staticInputDF.groupBy(staticInputDF.action, window(staticInputDF.time, '1 hour'))"
           ".count() (84-90), staticCountsDF.cache() (91), createOrReplaceTempView('static_counts') (94)")
SNOTE = ("Test Parsing Usage Info.py and Shipt Mini Enablement.py ran in one session in that order. The cached "
         "frame's InMemoryTableScan accepts the cache() line and the FROM line (the view), the InMemoryRelation the "
         "cache() line; the aggregate under it (window() computed in a Project, the isnotnull(time) Filter the "
         "window needs) at the groupBy (84-90). ")
MEMORY = ("The `counts` table is the memory sink of the stream started at 155-161 (streamingCountsDF.writeStream"
          ".format('memory').queryName('counts').outputMode('complete').start()): its LocalTableScan accepts the "
          "FROM (the statement's one line) and that writeStream. ")
case("na_shipt_static_display", SHIPT, "display(staticInputDF) (74) of " + SREAD,
     SNOTE + "The first display of the notebook. ",
     [(1, "Scan json", sp((67, 72)), False, "read", False),
      (2, "Project", sp(74), True, "project", False),
      (3, "CollectLimit", sp(74), True, "limit", False)])


def cached_counts():
    return [(1, "InMemoryTableScan", sp(91, 102), False, "cache", False),
            (2, "InMemoryRelation", sp(91), False, "cache", False),
            (3, "Scan json", sp((67, 72)), False, "read", False),
            (4, "Filter", sp((84, 90)), True, "filter", False),
            (5, "Project", sp(88, (84, 90)), True, "project", False),
            (6, "HashAggregate", sp((84, 90)), True, "aggregate", False),
            (7, "Exchange", sp((84, 90)), True, "aggregate", False),
            (9, "HashAggregate", sp((84, 90)), False, "aggregate", False)]


CACHE_TWINS = [(11, 4), (12, 5), (13, 6), (14, 7), (15, 9)]
case("na_shipt_total_sql", SHIPT,
     "%sql select action, sum(count) as total_count from static_counts group by action (102, one line) over "
     + SCOUNTS + ", " + SREAD,
     SNOTE + "The cached frame's plan is printed inside the InMemoryRelation (its own final and initial plans). The "
             "initial plan's CollectLimit (the display's limit, dropped by AQE) is derived at the statement. The "
             "same GROUP BY over the stream's memory table runs at 209: a look-alike. ",
     twins(CACHE_TWINS + [(24, 18), (25, 19), (26, 22)],
           cached_counts() + [
               (18, "HashAggregate", sp(102), True, "aggregate", False),
               (19, "Exchange", sp(102), True, "aggregate", False),
               (22, "HashAggregate", sp(102), False, "aggregate", False),
               (27, "CollectLimit", sp(102), True, "limit", False)]))

case("na_shipt_timeline_sql", SHIPT,
     "%sql select action, date_format(window.end, 'MMM-dd HH:mm') as time, count from static_counts order by time, "
     "action (110, one line) over " + SCOUNTS + ", " + SREAD,
     SNOTE + "ORDER BY + the display's limit are one TakeOrderedAndProject. The same query over the stream's memory "
             "table runs three times (181, 193, 201): look-alikes. ",
     twins(CACHE_TWINS + [(21, 18), (22, 19)],
           [(1, "InMemoryTableScan", sp(91, 110), False, "cache", False)] + cached_counts()[1:] + [
               (18, "Project", sp(110), False, "project", False),
               (19, "TakeOrderedAndProject", sp(110), False, "sort", False)]))

case("na_shipt_counts_second_sql", SHIPT,
     "%sql select action, date_format(window.end, 'MMM-dd HH:mm') as time, count from counts order by time, action "
     "(193, one line; the second of three byte-identical cells, 181, 193, 201, each after a sleep)",
     SNOTE + MEMORY + "Only the statement that ran (193) is accepted: 181 and 201 are the same text (at 181 the memory table was "
             "still empty, a LocalTableScan <empty>; 201 ran this plan again after it). The same query "
             "over the static view is at 110. ",
     [(1, "LocalTableScan", sp(193, (155, 161)), False, "read", False),
      (2, "Project", sp(193), False, "project", False),
      (3, "TakeOrderedAndProject", sp(193), False, "sort", False)])

case("na_shipt_counts_total_sql", SHIPT,
     "%sql select action, sum(count) as total_count from counts group by action order by action (209, one line)",
     SNOTE + MEMORY + "The Project keeping action and count under the aggregate is derived and ambiguous (the FROM "
             "and the GROUP BY, one line here). ORDER BY + the display's limit are one TakeOrderedAndProject. The "
             "same GROUP BY over the static view is at 102. ",
     twins([(10, 4), (11, 7), (12, 8)],
           [(1, "LocalTableScan", sp(209, (155, 161)), False, "read", False),
            (2, "Project", sp(209), True, "project", True),
            (3, "HashAggregate", sp(209), True, "aggregate", False),
            (4, "Exchange", sp(209), True, "aggregate", False),
            (7, "HashAggregate", sp(209), False, "aggregate", False),
            (8, "TakeOrderedAndProject", sp(209), False, "sort", False)]))

# ---- flight-school-day-1/Batch Demo --------------------------------------------------------------------------
BREAD = ("df = spark.read.option('header','true').option('inferSchema','true').csv(dataPath) (137), "
         "df.createOrReplaceTempView('historical_bronze_vw') (149)")
BFILL = ("df_backfill = spark.read.option('header','true').option('inferSchema','true').csv(backfillDataPath) (145), "
         "df_backfill.createOrReplaceTempView('historical_bronze_backfill_vw') (150)")
BRONZE = "sensor_readings_historical_bronze (CREATE TABLE ... AS SELECT * FROM historical_bronze_vw, 160-161)"
SILVER = "sensor_readings_historical_silver (CREATE TABLE ... AS SELECT * FROM historical_bronze_vw, 298-299)"
BNOTE = ("Batch Demo ran alone; its first cells run includes/flight_school_assignment_1_setup through "
         "dbutils.notebook.run (team NATeam: database flight_school_nateam, the two csv files downloaded by the "
         "wget stand-in and copied to dbfs:/FileStore/flight/NATeam/). CREATE TABLE without USING makes parquet "
         "tables here (Delta on Databricks); the MERGE INTO statements (322, 413) fail here, so the silver table "
         "holds the bronze rows. A scan of a table the notebook made accepts the FROM line and the CTAS statement "
         "that made it. The flight-school assignment (flight_school_assignment_1_questions.py) and its _backup run "
         "the same statements: never accepted. ")
case("na_bd_bronze_ctas", BD,
     "CREATE TABLE sensor_readings_historical_bronze AS SELECT * FROM historical_bronze_vw (160-161, a %sql cell); "
     "the view over " + BREAD,
     BNOTE + "The statement's first plan is its write (WriteFiles, derived, and InsertIntoHadoopFsRelationCommand at "
             "the CTAS); the csv scan accepts the FROM line and the read. ",
     [(1, "Scan csv", sp(161, 137), False, "read", False),
      (2, "WriteFiles", sp((160, 161)), True, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp((160, 161)), False, "write", False)])

case("na_bd_status_count_sql", BD,
     "SELECT count(*) as count, device_operational_status FROM sensor_readings_historical_bronze GROUP BY "
     "device_operational_status ORDER BY count asc (184-188) over " + BRONZE,
     BNOTE + "ORDER BY + the display's limit are one TakeOrderedAndProject (with toprettystring, the statement's "
             "first line 184 added). flight_school_assignment_1_questions.py has the same query at 215-219. ",
     twins([(10, 3), (11, 4), (12, 7), (13, 8)],
           [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_bronze",
             sp(186, (160, 161)), False, "read", False),
            (3, "HashAggregate", sp(187, 185), True, "aggregate", False),
            (4, "Exchange", sp(187, 185), True, "aggregate", False),
            (7, "HashAggregate", sp(187, 185), False, "aggregate", False),
            (8, "TakeOrderedAndProject", sp(188, 184), False, "sort", False)]))

case("na_bd_backfill_count_sql", BD,
     "SELECT COUNT(*) FROM historical_bronze_backfill_vw (277) over " + BFILL,
     BNOTE + "A scan through the temp view accepts the FROM line and the read. The display's limit is dropped (one "
             "row). ",
     twins([(7, 2), (8, 3), (9, 5)],
           [(1, "Scan csv", sp(277, 145), False, "read", False),
            (2, "HashAggregate", sp(277), True, "aggregate", False),
            (3, "Exchange", sp(277), True, "aggregate", False),
            (5, "HashAggregate", sp(277), False, "aggregate", False)]))

case("na_bd_silver_sorted_sql", BD,
     "SELECT * FROM sensor_readings_historical_silver ORDER BY reading_time ASC (306-307) over " + SILVER,
     BNOTE + "ORDER BY + the display's limit are one TakeOrderedAndProject. ",
     [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_silver", sp(306, (298, 299)),
       False, "read", False),
      (3, "TakeOrderedAndProject", sp(307, 306), False, "sort", False)])

case("na_bd_join_sql", BD,
     "select a.id, a.reading_1 as reading_1_silver, b.reading_1 as reading_1_bronze from "
     "sensor_readings_historical_silver a inner join sensor_readings_historical_bronze b on a.id = b.id where "
     "a.reading_1 <> b.reading_1 (338-342) over " + SILVER + " and " + BRONZE,
     BNOTE + "The WHERE becomes the join's condition; each side's isnotnull Filter (join key and WHERE columns) is "
             "derived at the join and the WHERE; BroadcastExchange derived at the join. The select's Project holds "
             "the display's toprettystring. flight_school_assignment_1_questions.py has the same query at 365-369. ",
     twins([(13, 3), (14, 6), (15, 7), (16, 9), (17, 10), (18, 11)],
           [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_silver",
             sp(339, (298, 299)), False, "read", False),
            (3, "Filter", sp((340, 341), 342), True, "filter", False),
            (4, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_bronze",
             sp(340, (160, 161)), False, "read", False),
            (6, "Filter", sp((340, 341), 342), True, "filter", False),
            (7, "BroadcastExchange", sp((340, 341)), True, "join", False),
            (9, "BroadcastHashJoin", sp((340, 341), 342), False, "join", False),
            (10, "Project", sp(338), False, "project", False),
            (11, "CollectLimit", sp(338), True, "limit", False)]))

case("na_bd_interpolations_ctas", BD,
     "CREATE TABLE sensor_readings_historical_interpolations AS (WITH lags_and_leads AS (SELECT ..., LAG/LEAD(reading_"
     "N, 1, 0) OVER (PARTITION BY device_id ORDER BY reading_time ASC, id ASC) ... FROM "
     "sensor_readings_historical_silver) SELECT ..., ((reading_N_lag + reading_N_lead) / 2) AS reading_N FROM "
     "lags_and_leads WHERE reading_1 = 999.99 ORDER BY id ASC) (369-400) over " + SILVER,
     BNOTE + "The statement's first plan is its write. The six LAG/LEAD columns are one Window (its Exchange and Sort "
             "derived at the OVER lines); the WHERE on reading_1 stays above the Window; the outer SELECT's "
             "arithmetic is a Project; ORDER BY id is an Exchange (derived) and a Sort; WriteFiles derived at the "
             "CTAS. The assignment notebook has the same CTAS at 403. ",
     twins([(17, 3), (18, 6), (19, 7), (20, 8), (21, 9), (22, 10), (23, 13), (24, 14), (25, 15)],
           [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_silver",
             sp(386, (298, 299)), False, "read", False),
            (3, "Exchange", sp((378, 385)), True, "window", False),
            (6, "Sort", sp((378, 385)), True, "window", False),
            (7, "Window", sp((378, 385)), False, "window", False),
            (8, "Filter", sp(398), False, "filter", False),
            (9, "Project", sp((388, 396)), False, "project", False),
            (10, "Exchange", sp(399), True, "sort", False),
            (13, "Sort", sp(399), False, "sort", False),
            (14, "WriteFiles", sp(369), True, "write", False),
            (15, "Execute InsertIntoHadoopFsRelationCommand", sp(369), False, "write", False)]))

case("na_bd_bogus_count_sql", BD,
     "SELECT count(*) FROM sensor_readings_historical_silver WHERE reading_1 = 999.99 (426-428) over " + SILVER,
     BNOTE + "The count keeps no column (a Project with empty output, derived and ambiguous: the WHERE and the "
             "count). The same WHERE without the count is at 351-353. ",
     twins([(10, 3), (11, 4), (12, 5), (13, 6), (14, 8)],
           [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_silver",
             sp(427, (298, 299)), False, "read", False),
            (3, "Filter", sp(428), False, "filter", False),
            (4, "Project", sp(428, 426), True, "project", True),
            (5, "HashAggregate", sp(426), True, "aggregate", False),
            (6, "Exchange", sp(426), True, "aggregate", False),
            (8, "HashAggregate", sp(426), False, "aggregate", False)]))

case("na_bd_gold_ctas", BD,
     "CREATE TABLE sensor_readings_historical_gold_stats AS SELECT device_id, avg/min/max(reading_1..3) FROM "
     "sensor_readings_historical_silver GROUP BY device_id (519-534) over " + SILVER,
     BNOTE + "The statement's first plan is its write: the aggregate's levels at the GROUP BY and the aggregate "
             "list, WriteFiles derived at the CTAS. ",
     twins([(11, 3), (12, 4), (13, 7), (14, 8), (15, 9)],
           [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_silver",
             sp(532, (298, 299)), False, "read", False),
            (3, "HashAggregate", sp((533, 534), (521, 530)), True, "aggregate", False),
            (4, "Exchange", sp((533, 534), (521, 530)), True, "aggregate", False),
            (7, "HashAggregate", sp((533, 534), (521, 530)), False, "aggregate", False),
            (8, "WriteFiles", sp(519), True, "write", False),
            (9, "Execute InsertIntoHadoopFsRelationCommand", sp(519), False, "write", False)]))

case("na_bd_partition_filter_sql", BD,
     "SELECT * FROM sensor_readings_historical_silver WHERE DATE(reading_time) = '2015-02-24' AND "
     "HOUR(reading_time) = '14' AND MINUTE(reading_time) = '2' (679-686) over " + SILVER,
     BNOTE + "The three conditions are one Filter (DATE() rewritten as a timestamp range). The same filter over the "
             "minute-partitioned table is at 694-701. ",
     [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_silver", sp(682, (298, 299)),
       False, "read", False),
      (3, "Filter", sp((683, 686)), False, "filter", False),
      (4, "Project", sp(679), True, "project", False),
      (5, "CollectLimit", sp(679), True, "limit", False)])

case("na_bd_minute_ctas", BD,
     "CREATE TABLE sensor_readings_historical_silver_by_hour_and_minute PARTITIONED BY (reading_date, reading_hour, "
     "reading_minute) AS SELECT *, DATE(reading_time) as reading_date, HOUR(...) as reading_hour, MINUTE(...) as "
     "reading_minute FROM sensor_readings_historical_silver (650-659) over " + SILVER,
     BNOTE + "The statement's first plan is its write: the computed columns a Project, the Sort Spark adds for the "
             "partitioned write derived at PARTITIONED BY, WriteFiles derived at the CTAS. The hour-partitioned "
             "CTAS at 627-633 and the device-partitioned one at 600-602 are look-alikes. ",
     [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_silver", sp(659, (298, 299)),
       False, "read", False),
      (3, "Project", sp((653, 657)), False, "project", False),
      (4, "Sort", sp(651), True, "write", False),
      (5, "WriteFiles", sp((650, 651)), True, "write", False),
      (6, "Execute InsertIntoHadoopFsRelationCommand", sp((650, 651)), False, "write", False)])

# ---- flight-school-day-1/flight_school_assignment_1_questions -------------------------------------------------
QNOTE = ("flight_school_assignment_1_questions.py ran alone; like Batch Demo it runs includes/"
         "flight_school_assignment_1_setup through dbutils.notebook.run (team NATeam) and makes parquet tables "
         "with CREATE TABLE ... AS SELECT (Delta on Databricks). Batch Demo and this notebook's _backup copy run "
         "the same statements: never accepted. ")
case("na_q1_distinct_status_sql", Q1,
     "SELECT distinct(device_operational_status) FROM tmp (95-96) over df = spark.read.option('header','true')"
     ".option('inferSchema','true').csv(dataPath) (83), df.createOrReplaceTempView('tmp') (90)",
     QNOTE + "distinct(...) in the select list is SELECT DISTINCT: a HashAggregate pair with no function; the "
             "display's limit survives only in the initial plan (CollectLimit, derived at the statement). A scan "
             "through the temp view accepts the FROM line and the read. ",
     twins([(8, 2), (9, 3), (10, 6)],
           [(1, "Scan csv", sp(96, 83), False, "read", False),
            (2, "HashAggregate", sp(95), True, "distinct", False),
            (3, "Exchange", sp(95), True, "distinct", False),
            (6, "HashAggregate", sp(95), False, "distinct", False),
            (11, "CollectLimit", sp(95), True, "limit", False)]))

case("na_q1_status_count_sql", Q1,
     "SELECT count(*) as count, device_operational_status FROM sensor_readings_historical_bronze GROUP BY "
     "device_operational_status ORDER BY count asc (215-219) over sensor_readings_historical_bronze (CREATE TABLE "
     "... AS SELECT * FROM historical_bronze_vw, 191-192; the view over the csv read at 83)",
     QNOTE + "Batch Demo has the same query at 184-188 (a look-alike in another file). ORDER BY + the display's "
             "limit are one TakeOrderedAndProject (the statement's first line 215 added). A scan of a table the "
             "notebook made accepts the FROM line and the CTAS that made it. ",
     twins([(10, 3), (11, 4), (12, 7), (13, 8)],
           [(1, "Scan parquet spark_catalog.flight_school_nateam.sensor_readings_historical_bronze",
             sp(217, (191, 192)), False, "read", False),
            (3, "HashAggregate", sp(218, 216), True, "aggregate", False),
            (4, "Exchange", sp(218, 216), True, "aggregate", False),
            (7, "HashAggregate", sp(218, 216), False, "aggregate", False),
            (8, "TakeOrderedAndProject", sp(219, 215), False, "sort", False)]))


def build():
    rows = []
    for cid, part, key, line, action, _occ, _nth, file in CASES:
        if cid not in L:
            continue
        spec = L[cid]
        folder = BENCH / part / cid
        gold = []
        for node in spec["nodes"]:
            nid, op, spans, derived, kind, amb = node[:6]
            extra = node[6] if len(node) > 6 else {}
            f = spec["file"]
            row = {"node_id": nid, "operator": op, "file": f, "lines": spans, "symbol": sym(f, spans[0][0]),
                   "derived": derived, "kind": kind, "ambiguous": amb}
            if extra.get("true_lines"):
                row["true_lines"] = extra["true_lines"]
            gold.append(row)
        gold.sort(key=lambda r: r["node_id"])
        nbs = " ".join(f"'{n}'" if " " in n else n for n in PROGRAMS[key])
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": spec["file"],
                     "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                     "notes": spec["notes"] + NOTE + SESSION
                     + ("Settings: spark.sql.autoBroadcastJoinThreshold=-1. " if key == "usage_nobc" else "")
                     + RUN.format(nbs=nbs),
                     "form": "databricks", "source": SOURCE}
        rows.append((part, str(folder), gold, case_json, spec["file"]))
    return write_cases(rows)


if __name__ == "__main__":
    sys.exit(build())
