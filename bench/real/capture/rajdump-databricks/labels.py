"""Write each rd_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/rajdump-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, true_lines]). Spans are the notebook file's own line
numbers. Symbols: every notebook here is a Python Databricks source notebook, its Python and `%sql` cells top-level
code: `<path dotted without .py>.<module>` (as ../daheemattana-databricks/labels.py names them).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import (A803, A804, A805, A806, A807, A808, C602, C603, CASES, J701, J702, J703, J704, J706,  # noqa: E402
                     J707, S902, S904, S905, S906, U604, W507)
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "rajdump__pyspark-on-azure-databricks-academy"
COMMIT = "55b49bec3537adb1c15e3fd4ec441b1307a442fe"
SOURCE = "rajdump/pyspark-on-azure-databricks-academy"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on, Spark's default "
           "broadcast threshold (07/03 sets its own -1 before its double join). ")
RUN = ("Run: bench/real/capture/rajdump-databricks/capture.py: one `spark-submit <notebook>.py [...]` per course "
       "module, its notebooks in order, from the root of a scratch copy of the laid-out repository, the driver "
       "Python (PYSPARK_DRIVER_PYTHON, rddriver.py over ../udemy-azure-databricks/nbdriver.py) running each "
       "Databricks source notebook cell by cell, unchanged, under its own path and line numbers (a `# DBTITLE` "
       "line keeps its place); `%sql` cells statement by statement through spark.sql, a result shown as Databricks "
       "displays it with the stand-in display (a show(): CollectLimit/TakeOrderedAndProject and toprettystring). "
       "The plan is the one the action or statement ran, written by a query-execution listener after it ran (final "
       "adaptive plan); event_log.json from the same run. ")
DATA = ("Inputs: the repository's own data/raw files, landed by Module 5's first notebook into /Volumes/rideshare_dev/"
        "landing/source_files (a link to a scratch folder here, as a Unity Catalog volume's FUSE path is on "
        "Databricks); later inputs are what earlier notebooks wrote (Module 6 the curated parquet folders, Module 7 "
        "the managed tables rideshare_dev.processed.*, kept in a Hive metastore between the module runs; the "
        "catalog rideshare_dev is a stand-in extension of the session catalog, so plans name "
        "spark_catalog.processed.<table>). ")


def sym(file: str) -> str:
    return file.rsplit(".", 1)[0].replace("/", ".") + ".<module>"


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes)


# ---- Module 5 - Reading, Writing, and Schemas ------------------------------------------------------------------------
M05 = ("Module 5's seven notebooks ran in one session in order (01 lands the files: its CREATE CATALOG/VOLUME cells "
       "fail here, the copy cell works; 06 reads avro, which this Spark lacks, and fails; 07's Delta write and "
       "table fail). write_source (127-131) selects the three columns the read already has, so it adds no node. ")
case("rd_m05_limit_overwrite_write", W507,
     "write_source.limit(5).write.format('parquet').mode('overwrite').save(save_modes_path) (160-165) of "
     "trip_time = spark.read.format('parquet').schema(trip_time_schema_ddl).load(trip_time_parquet_path) (121-125)",
     M05 + "The same write with mode append (182-187), ignore (204-209) and errorifexists (228-234) follows: "
     "look-alikes of one chain. limit(5) is the LocalLimit and the single-partition Exchange its global limit "
     "needs (AQE dropped the GlobalLimit once the stage had 5 rows). ",
     [(1, "Scan parquet", sp((121, 125)), False, "read", False),
      (3, "LocalLimit", sp(161), False, "limit", False),
      (4, "Exchange", sp(161), True, "limit", False),
      (6, "WriteFiles", sp((162, 164)), False, "write", False),
      (7, "Execute InsertIntoHadoopFsRelationCommand", sp((162, 164)), False, "write", False)])

case("rd_m05_partitioned_write", W507,
     "write_source.write.format('parquet').mode('overwrite').partitionBy('hour_of_day').save(partitioned_path) "
     "(264-269) of the trip_time parquet read (121-125)",
     M05 + "Not adaptive (a write with no exchange). The Sort by hour_of_day is the one a partitioned write adds: "
     "derived at partitionBy (267) or the write. ",
     [(1, "Scan parquet", sp((121, 125)), False, "read", False),
      (3, "Sort", sp(267, (265, 268)), True, "write", False),
      (4, "WriteFiles", sp((265, 268)), False, "write", False),
      (5, "Execute InsertIntoHadoopFsRelationCommand", sp((265, 268)), False, "write", False)])

case("rd_m05_partition_groupby_show", W507,
     "partitioned_read.groupBy('hour_of_day').count().orderBy('hour_of_day').show(10) (288) of "
     "spark.read.format('parquet').load(partitioned_path) (283), the folder 264-269 wrote",
     M05 + "One line holds the whole chain; the partial aggregate and its Exchange derived at it, orderBy + show "
     "one TakeOrderedAndProject. ",
     [(1, "Scan parquet", sp(283), False, "read", False),
      (3, "HashAggregate", sp(288), True, "aggregate", False),
      (4, "Exchange", sp(288), True, "aggregate", False),
      (7, "HashAggregate", sp(288), False, "aggregate", False),
      (8, "TakeOrderedAndProject", sp(288), False, "sort", False)])

# ---- Module 6 - Built-in Functions, Complex Types, and UDF Alternatives -----------------------------------------------
M06 = ("Module 6's four notebooks ran in one session in order, after Module 5 (01's trip_time_preview table, a "
       "Delta table Module 5 could not write, and its avro read fail). ")
case("rd_m06_drivers_explode_write", C602,
     "drivers_flat.write.mode('overwrite').parquet(curated_drivers_path) (186) of drivers.select(..., "
     "F.explode(F.col('trips_assigned.trip_id')).alias('trip_id')) (175-184), drivers = spark.read.format('xml')"
     ".option('rowTag', 'driver').load(drivers_xml_path) (59-63)",
     M06 + "The same explode at 126-130 (drivers_exploded) and 150-153/156-159 (explode and explode_outer over a "
     "NULL array) are look-alikes; 189 shows the same frame. ",
     [(1, "Scan xml", sp((59, 63)), False, "read", False),
      (2, "Generate", sp(183), False, "explode", False),
      (3, "Project", sp((175, 184)), False, "project", False),
      (4, "WriteFiles", sp(186), False, "write", False),
      (5, "Execute InsertIntoHadoopFsRelationCommand", sp(186), False, "write", False)])

case("rd_m06_trip_clean_write", C603,
     "trip_clean.write.format('parquet').mode('overwrite').save(curated_trip_path) (663) of the cleaning chain: "
     "csv read (102-109), try_cast withColumns (127-153), filter isNotNull (197), dropDuplicates(['trip_id']) (207), "
     "lower/trim and coalesce labels (242-254), value checks (268-297), derived columns and select (322-369)",
     M06 + "The payment chain (391-560) is its twin step for step and is written on the next line (664). "
     "dropDuplicates is a first() aggregate (SortAggregate: string columns) with its Sorts, partial aggregate and "
     "Exchange derived; the optimizer folded lower(trim(...)) of 244 into its result and merged the withColumn "
     "chains into two Projects, each accepting every call it merged. The key filter's isnotnull is pushed into "
     "the scan. ",
     [(1, "Scan csv", sp((102, 109), 197), False, "read", False),
      (2, "Filter", sp(197), False, "filter", False),
      (3, "Project", sp((127, 153)), False, "project", False),
      (4, "Sort", sp(207), True, "distinct", False),
      (5, "SortAggregate", sp(207), True, "distinct", False),
      (6, "Exchange", sp(207), True, "distinct", False),
      (9, "Sort", sp(207), True, "distinct", False),
      (10, "SortAggregate", sp(207, (242, 245)), False, "distinct", False),
      (11, "Project", sp((242, 254), (268, 297), (323, 326)), False, "project", False),
      (12, "Project", sp((327, 368)), False, "project", False),
      (13, "WriteFiles", sp(663), False, "write", False),
      (14, "Execute InsertIntoHadoopFsRelationCommand", sp(663), False, "write", False)])

case("rd_m06_udf_tip_band_show", U604,
     "payment_tip_band_udf.orderBy(F.col('trip_id')).show(10, truncate=False) (168) of payment_curated.withColumn("
     "'tip_band_udf', tip_band_udf(F.col('tip_percent_of_base'))).select(...) (158-165), tip_band_udf = "
     "F.udf(tip_band_python, StringType()) (156), payment_curated = spark.read.format('parquet').load(...) (77-79)",
     M06 + "The same bands with F.when (109-119, shown at 122) are the built-in twin. The Python UDF runs as "
     "ArrowEvalPython (Spark 4): the call site and the udf() definition are both accepted. ",
     [(1, "Scan parquet", sp((77, 79)), False, "read", False),
      (2, "ArrowEvalPython", sp(160, 156), False, "udf", False),
      (3, "Project", sp((158, 165)), False, "project", False),
      (4, "TakeOrderedAndProject", sp(168), False, "sort", False)])

# ---- Module 7 - Joins and Set Operations ----------------------------------------------------------------------------
M07 = ("Module 7's seven notebooks ran in one session in order, after Modules 5 and 6 (02's avro payment read "
       "fails, so its payment cells fail). ")
case("rd_m07_alias_join_select_show", J701,
     "join_bool_raw.select(F.col('t.trip_id'), F.col('tt.trip_date')).show(3, truncate=False) (443-447) of "
     "trip.alias('t').join(trip_time.alias('tt'), F.col('t.trip_id') == F.col('tt.trip_id'), 'inner') (436-440); "
     "trip = csv read with trip_schema_ddl (110-115), trip_time = parquet read (117-121)",
     M07 + "The same join by column name at 269 (shown at 272) is a look-alike. Broadcast join (auto): the "
     "isnotnull Filters and BroadcastExchange derived at the join; the select's Project carries the show's "
     "toprettystring; show(3) is the CollectLimit (derived at the show). ",
     [(1, "Scan csv", sp((110, 115)), False, "read", False),
      (2, "Filter", sp((436, 440)), True, "join", False),
      (3, "BroadcastExchange", sp((436, 440)), True, "join", False),
      (5, "Scan parquet", sp((117, 121)), False, "read", False),
      (7, "Filter", sp((436, 440)), True, "join", False),
      (8, "BroadcastHashJoin", sp((436, 440)), False, "join", False),
      (9, "Project", sp((443, 447)), False, "project", False),
      (10, "CollectLimit", sp(447), True, "limit", False)])

case("rd_m07_dedup_row_number_show", J702,
     "resolved.orderBy('trip_id').show(truncate=False) (288) of dup_trips.withColumn('rn', F.row_number().over(w))"
     ".filter('rn = 1').drop('rn') (282-285), w = Window.partitionBy('trip_id').orderBy(F.col('updated_at').desc()) "
     "(281), dup_trips = spark.createDataFrame(...) (265-272)",
     M07 + "dropDuplicates on the same frame at 278 is the look-alike it is compared with. row_number + filter "
     "rn = 1 is a WindowGroupLimit pair (partial and final, derived at the filter and the window); the window's "
     "Exchange and Sorts derived at withColumn/over (283) and the spec (281). ",
     [(1, "Scan ExistingRDD", sp((265, 272)), False, "read", False),
      (2, "Sort", sp(283, 281), True, "window", False),
      (3, "WindowGroupLimit", sp(284, 283), True, "window", False),
      (4, "Exchange", sp(283, 281), True, "window", False),
      (7, "Sort", sp(283, 281), True, "window", False),
      (8, "WindowGroupLimit", sp(284, 283), True, "window", False),
      (9, "Window", sp(283, 281), False, "window", False),
      (10, "Filter", sp(284), False, "filter", False),
      (11, "Project", sp(285), False, "project", False),
      (12, "TakeOrderedAndProject", sp(288), False, "sort", False)])

case("rd_m07_double_lookup_select_show", J703,
     "trip_with_zones.select(... 9 columns ...).show(1, truncate=False, vertical=True) (180-190) of t.join(pz, "
     "..., 'left') (130-134).join(dz, ..., 'left') (135-139); t/pz/dz aliases (125-127) of trip = "
     "spark.read.format('parquet').load(curated_trip_path) (80) and zone_lookup = json read with a DDL schema (74-78)",
     M07 + "spark.sql.autoBroadcastJoinThreshold = -1 (120) before it: two sort-merge left joins. The same double "
     "join is written again with F.broadcast (286-298, only explained) and in 07 (look-alikes). show(1)'s limit "
     "is pushed to the preserved side of each left join (LocalLimit, derived at the show); the second join reads "
     "the first zone Exchange again (ReusedExchange). The Project after the first join only prunes columns "
     "(derived, ambiguous: the join and the select). ",
     [(1, "Scan parquet", sp(80), False, "read", False),
      (3, "LocalLimit", sp(190), True, "limit", False),
      (4, "Exchange", sp((130, 134)), True, "join", False),
      (7, "Sort", sp((130, 134)), True, "join", False),
      (8, "Scan json", sp((74, 78)), False, "read", False),
      (9, "Filter", sp((130, 134)), True, "join", False),
      (10, "Exchange", sp((130, 134)), True, "join", False),
      (13, "Sort", sp((130, 134)), True, "join", False),
      (14, "SortMergeJoin", sp((130, 134)), False, "join", False),
      (15, "Project", sp((130, 134), (180, 190)), True, "project", True),
      (16, "LocalLimit", sp(190), True, "limit", False),
      (17, "Exchange", sp((135, 139)), True, "join", False),
      (20, "Sort", sp((135, 139)), True, "join", False),
      (24, "Sort", sp((135, 139)), True, "join", False),
      (25, "SortMergeJoin", sp((135, 139)), False, "join", False),
      (26, "Project", sp((180, 190)), False, "project", False),
      (27, "CollectLimit", sp(190), True, "limit", False)])

case("rd_m07_anti_join_show", J704,
     "trips_without_payment.show(2, truncate=False, vertical=True) (126) of trip.join(payment, 'trip_id', "
     "'left_anti') (118); trip and payment = spark.read.format('parquet').load(...) (59, 60)",
     M07 + "The left_semi join of the same frames (80), the inner join (94), the reversed anti join (143) and "
     "trip.select('trip_id').subtract(...) (224) are look-alikes. Broadcast anti join: the isnotnull Filter and "
     "BroadcastExchange derived at the join; the show's toprettystring Project and CollectLimit derived at the "
     "show. ",
     [(1, "Scan parquet", sp(59), False, "read", False),
      (3, "Scan parquet", sp(60), False, "read", False),
      (5, "Filter", sp(118), True, "join", False),
      (6, "BroadcastExchange", sp(118), True, "join", False),
      (8, "BroadcastHashJoin", sp(118), False, "join", False),
      (9, "Project", sp(126), True, "project", False),
      (10, "CollectLimit", sp(126), True, "limit", False)])

case("rd_m07_intersect_all_show", J706,
     "left_dup.intersectAll(right_dup).orderBy('trip_id').show() (118) of two spark.createDataFrame frames "
     "(105-108, 109-112)",
     M07 + "intersect of the same frames on 115 and exceptAll at 168 are look-alikes of one line. intersectAll "
     "becomes marker Projects, a Union, a count aggregate, a Filter, a Project and replicaterows (Generate), all "
     "at the one line; orderBy + show the TakeOrderedAndProject. ",
     [(1, "Scan ExistingRDD", sp((105, 108)), False, "read", False),
      (2, "Project", sp(118), True, "union", False),
      (3, "Scan ExistingRDD", sp((109, 112)), False, "read", False),
      (4, "Project", sp(118), True, "union", False),
      (5, "Union", sp(118), False, "union", False),
      (6, "HashAggregate", sp(118), True, "aggregate", False),
      (7, "Exchange", sp(118), True, "aggregate", False),
      (10, "HashAggregate", sp(118), True, "aggregate", False),
      (11, "Filter", sp(118), True, "filter", False),
      (12, "Project", sp(118), True, "project", False),
      (13, "Generate", sp(118), True, "explode", False),
      (14, "Project", sp(118), True, "project", False),
      (15, "TakeOrderedAndProject", sp(118), False, "sort", False)])

case("rd_m07_trip_enriched_table", J707,
     "trip_enriched.write.mode('overwrite').saveAsTable('rideshare_dev.processed.trip_enriched') (128-130) of "
     "trip_full.select(16 columns) (102-119); trip_full = four left joins: t/tt (62-66), pay (69-73), "
     "F.broadcast pz (84, 89), F.broadcast dz (85, 90) over curated trip/payment parquet (21, 22), trip_time "
     "parquet (26-28) and zone_lookup json (37-41)",
     M07 + "The write's plan (the first of the three saveAsTable ran: the insert); the same double zone lookup is "
     "in 03 (look-alike). All four joins broadcast; the isnotnull Filters and BroadcastExchanges derived at their "
     "joins (the zone ones also accept F.broadcast); the Projects between joins only prune columns (derived, "
     "ambiguous: the join and the final select); the dz side reuses the pz broadcast (ReusedExchange). ",
     [(1, "Scan parquet", sp(21), False, "read", False),
      (3, "Scan parquet", sp((26, 28)), False, "read", False),
      (5, "Filter", sp((62, 66)), True, "join", False),
      (6, "BroadcastExchange", sp((62, 66)), True, "join", False),
      (8, "BroadcastHashJoin", sp((62, 66)), False, "join", False),
      (9, "Project", sp((62, 66), (102, 119)), True, "project", True),
      (10, "Scan parquet", sp(22), False, "read", False),
      (12, "Filter", sp((69, 73)), True, "join", False),
      (13, "BroadcastExchange", sp((69, 73)), True, "join", False),
      (15, "BroadcastHashJoin", sp((69, 73)), False, "join", False),
      (16, "Project", sp((69, 73), (102, 119)), True, "project", True),
      (17, "Scan json", sp((37, 41)), False, "read", False),
      (18, "Filter", sp(89), True, "join", False),
      (19, "BroadcastExchange", sp(89, 84), True, "join", False),
      (21, "BroadcastHashJoin", sp(89), False, "join", False),
      (22, "Project", sp(89, (102, 119)), True, "project", True),
      (25, "BroadcastHashJoin", sp(90), False, "join", False),
      (26, "Project", sp((102, 119)), False, "project", False),
      (27, "WriteFiles", sp((128, 130)), False, "write", False),
      (28, "Execute InsertIntoHadoopFsRelationCommand", sp((128, 130)), False, "write", False)])

# ---- Module 8 - Aggregations and Window Functions ---------------------------------------------------------------------
M08 = ("Module 8's eight notebooks ran in one session in order, after Modules 5-7; each reads the managed tables "
       "with spark.table at its top (look-alikes across the module). The table scan accepts the spark.table line "
       "and the line naming the table. ")
case("rd_m08_collect_set_list_show", A803,
     "driver_service_collections.orderBy('driver_id').show(12, truncate=False) (64) of trip_driver_assignment"
     ".groupBy('driver_id').agg(sort_array(collect_list), sort_array(collect_set)) (59-62), trip_driver_assignment "
     "= spark.table(trip_driver_assignment_table) (44, name at 41)",
     M08 + "collect_list/collect_set are ObjectHashAggregates (partial one and Exchange derived at the groupBy). ",
     [(1, "Scan parquet spark_catalog.processed.trip_driver_assignment", sp(44, 41), False, "read", False),
      (3, "ObjectHashAggregate", sp((59, 62)), True, "aggregate", False),
      (4, "Exchange", sp((59, 62)), True, "aggregate", False),
      (7, "ObjectHashAggregate", sp((59, 62)), False, "aggregate", False),
      (8, "TakeOrderedAndProject", sp(64), False, "sort", False)])

case("rd_m08_pivot_borough_service", A804,
     "trips_by_borough_wide.orderBy('pickup_borough').show() (115) of trip_enriched.groupBy('pickup_borough')"
     ".pivot('service_type', service_types).agg(F.count('trip_id')) (109-113), trip_enriched = spark.table(...) "
     "(46, name at 45)",
     M08 + "The long form (72-75) and the payment-method pivot exercise (170-174, its value list None) are "
     "look-alikes. A pivot over given values: two aggregations (by borough and service type, then pivotfirst by "
     "borough), their partial aggregates and Exchanges derived, the pivot's Project; kind pivot. ",
     [(1, "Scan parquet spark_catalog.processed.trip_enriched", sp(46, 45), False, "read", False),
      (3, "HashAggregate", sp((110, 112)), True, "pivot", False),
      (4, "Exchange", sp((110, 112)), True, "pivot", False),
      (7, "HashAggregate", sp((110, 112)), False, "pivot", False),
      (8, "HashAggregate", sp((110, 112)), True, "pivot", False),
      (9, "Exchange", sp((110, 112)), True, "pivot", False),
      (12, "HashAggregate", sp(111, (110, 112)), False, "pivot", False),
      (13, "Project", sp((110, 112)), False, "pivot", False),
      (14, "TakeOrderedAndProject", sp(115), False, "sort", False)])

case("rd_m08_driver_window_aggregates", A805,
     "driver_with_metrics.filter(driver_id == 'D001').select(...).orderBy('trip_id').show(truncate=False) (210-222) "
     "of trip_driver_assignment.withColumn(count over w).withColumn(round(sum over w)).withColumn(round(avg over w)) "
     "(186-205), w = Window.partitionBy('driver_id') (184)",
     M08 + "The borough window average (130-138) and the ranking windows over the same frame (266-283) are "
     "look-alikes. The filter on the partition key is pushed below the window into the scan; the three window "
     "aggregates are one Window (Exchange and Sort derived); the rounds and the select are one Project. ",
     [(1, "Scan parquet spark_catalog.processed.trip_driver_assignment", sp(66, 63, (210, 211)), False, "read",
       False),
      (3, "Filter", sp((210, 211)), False, "filter", False),
      (4, "Exchange", sp((186, 205), 184), True, "window", False),
      (7, "Sort", sp((186, 205), 184), True, "window", False),
      (8, "Window", sp((186, 205), 184), False, "window", False),
      (9, "Project", sp((191, 204), (212, 219)), False, "project", False),
      (10, "TakeOrderedAndProject", sp((220, 222)), False, "sort", False)])

case("rd_m08_running_totals_three_windows", A806,
     "trip_with_running_revenue.filter(Manhattan, 2026-03-01).select(...).orderBy(...).show() (296-309) of three "
     "running sums: default RANGE frame (198, 200-206), rowsBetween by date (237-242, 244-250), rowsBetween by "
     "date, hour, trip (279-286, 288-294), over dated_trip = trip_enriched.filter(trip_date isNotNull) (137)",
     M08 + "The same filter/select/show follows each step (208-219, 252-264): look-alikes growing by one column. The "
     "two windows ordered by trip_date share one Window node, the third has its own; the borough filter is pushed "
     "below them into the scan, the date filter stays above. Window Exchange and Sort derived at the withColumns "
     "(the Sort by date, hour and trip serves both). ",
     [(1, "Scan parquet spark_catalog.processed.trip_enriched", sp(136, 134, 137, (296, 297)), False, "read", False),
      (3, "Filter", sp(137, (296, 297)), False, "filter", False),
      (4, "Exchange", sp((200, 206), (244, 250), (288, 294), 195), True, "window", False),
      (7, "Sort", sp((200, 206), (244, 250), (288, 294), (279, 286)), True, "window", False),
      (8, "Window", sp((200, 206), (244, 250), 198, (237, 242)), False, "window", False),
      (9, "Project", sp((200, 206), (244, 250)), False, "project", False),
      (10, "Window", sp((288, 294), (279, 286)), False, "window", False),
      (11, "Filter", sp((296, 297)), False, "filter", False),
      (12, "Project", sp((288, 294), (298, 306)), False, "project", False),
      (13, "TakeOrderedAndProject", sp((306, 309)), False, "sort", False)])

case("rd_m08_lag_lead_daily", A806,
     "daily_with_comparisons.select(...).orderBy('trip_date').show(truncate=False) (589-598) of lag/lead over "
     "Window.orderBy('trip_date') (569, 571-587) on daily_with_running_totals (518-527, its running sums unused) of "
     "daily_summary = dated_trip.groupBy('trip_date').agg(count, round(sum)) (496-502)",
     M08 + "The running totals (518-527) are pruned: none of their columns is selected. The unpartitioned window "
     "needs one partition (Exchange SinglePartition, derived at the window); its Sort by trip_date also gives the "
     "show's order, so no sort or limit node is left for orderBy/show. lag and lead are one Window; the diff's "
     "round and the select one Project; the show's toprettystring Project derived at the show. ",
     [(1, "Scan parquet spark_catalog.processed.trip_enriched", sp(136, 134, 137), False, "read", False),
      (3, "Filter", sp(137), False, "filter", False),
      (4, "HashAggregate", sp((496, 502)), True, "aggregate", False),
      (5, "Exchange", sp((496, 502)), True, "aggregate", False),
      (8, "HashAggregate", sp((496, 502)), False, "aggregate", False),
      (9, "Exchange", sp((572, 579), 569), True, "window", False),
      (11, "Sort", sp((572, 579), 569, (596, 598)), True, "window", False),
      (12, "Window", sp((572, 579), 569), False, "window", False),
      (13, "Project", sp((580, 586), (589, 596)), False, "project", False),
      (14, "Project", sp(598), True, "project", False)])

case("rd_m08_top3_trips_per_driver", A807,
     "top3_trips_per_driver.select(...).orderBy('driver_id', 'distance_row_number').show(40, truncate=False) "
     "(111-120) of driver_ranked.filter(distance_row_number <= 3) (104-106), driver_ranked = trip_driver_assignment"
     ".withColumn('distance_row_number', F.row_number().over(distance_rank_window)) (96-99), window (92-94)",
     M08 + "The same window again in 05 (266-283), the rank/row_number policy windows (165-175) and the stable one "
     "(253-261) are look-alikes. row_number + filter is a WindowGroupLimit pair (derived at the filter and the "
     "window); the select folds into the TakeOrderedAndProject. ",
     [(1, "Scan parquet spark_catalog.processed.trip_driver_assignment", sp(60, 57), False, "read", False),
      (3, "Sort", sp((96, 99), (92, 94)), True, "window", False),
      (4, "WindowGroupLimit", sp((104, 106), (96, 99)), True, "window", False),
      (5, "Exchange", sp((96, 99), (92, 94)), True, "window", False),
      (8, "Sort", sp((96, 99), (92, 94)), True, "window", False),
      (9, "WindowGroupLimit", sp((104, 106), (96, 99)), True, "window", False),
      (10, "Window", sp((96, 99), (92, 94)), False, "window", False),
      (11, "Filter", sp((104, 106)), False, "filter", False),
      (12, "TakeOrderedAndProject", sp((111, 120)), False, "sort", False)])

case("rd_m08_kpi_driver_productivity_table", A808,
     "kpi_driver_productivity.write.mode('overwrite').saveAsTable('rideshare_dev.processed.kpi_driver_productivity')"
     " (403-405) of driver_agg.withColumn('distance_dense_rank', F.dense_rank().over(Window.orderBy(total desc))) "
     "(365, 367-370), driver_agg = trip_driver_assignment.groupBy('driver_id').agg(max, count, sum, round(avg), "
     "sort_array(collect_set)) (342-349), trip_driver_assignment = spark.table(...) (48-50)",
     M08 + "The write's plan (the first of the three saveAsTable ran). 09/06 builds the same table in SQL (250-272), "
     "a look-alike in another notebook. collect_set makes the aggregate an ObjectHashAggregate; the unpartitioned "
     "window needs one partition (Exchange SinglePartition and Sort derived at it). ",
     [(1, "Scan parquet spark_catalog.processed.trip_driver_assignment", sp((48, 50)), False, "read", False),
      (3, "ObjectHashAggregate", sp((342, 349)), True, "aggregate", False),
      (4, "Exchange", sp((342, 349)), True, "aggregate", False),
      (7, "ObjectHashAggregate", sp((342, 349)), False, "aggregate", False),
      (8, "Exchange", sp((367, 370), 365), True, "window", False),
      (10, "Sort", sp((367, 370), 365), True, "window", False),
      (11, "Window", sp((367, 370), 365), False, "window", False),
      (12, "WriteFiles", sp((403, 405)), False, "write", False),
      (13, "Execute InsertIntoHadoopFsRelationCommand", sp((403, 405)), False, "write", False)])

# ---- Module 9 - Spark SQL and DataFrame Interoperability ------------------------------------------------------------
M09 = ("Module 9's six notebooks ran in one session in order, after Modules 5-8 (the KPI tables 04 reads are "
       "Module 8's). A `%sql` cell is a Python notebook's `# MAGIC` lines: labels are the file's lines of the "
       "SQL clauses. The display of a statement (a show) adds the toprettystring Project/CollectLimit, derived at "
       "the statement's first line. ")
case("rd_m09_sql_join_group_having", S902,
     "`%sql` SELECT CASE ... END AS tier, COUNT(*), ROUND(AVG(COALESCE(tip_amount, 0)), 2), SUM(base_fare_amount) "
     "FROM trip_enriched AS t INNER JOIN trip_driver_assignment AS d ON t.trip_id = d.trip_id GROUP BY tier HAVING "
     "total_base_fare > 500 (290-303)",
     M09 + "The notebook grows this query one clause at a time over six `%sql` cells (88, 113, 148, 181, 218, 257): "
     "the cell at 257 is the same but for HAVING (look-alikes; 181 fails here on an ambiguous column). Broadcast "
     "join: isnotnull Filters and BroadcastExchange derived at JOIN/ON; the CASE computed before the aggregate "
     "(a Project derived at GROUP BY tier and the CASE); HAVING the Filter. The shown result had 3 rows, so no "
     "limit node is left. ",
     [(1, "Scan parquet spark_catalog.processed.trip_enriched", sp(299), False, "read", False),
      (3, "Filter", sp((300, 301)), True, "join", False),
      (4, "Scan parquet spark_catalog.processed.trip_driver_assignment", sp(300), False, "read", False),
      (6, "Filter", sp((300, 301)), True, "join", False),
      (7, "BroadcastExchange", sp((300, 301)), True, "join", False),
      (9, "BroadcastHashJoin", sp((300, 301)), False, "join", False),
      (10, "Project", sp(302, (291, 295)), True, "project", False),
      (11, "HashAggregate", sp(302, (296, 298)), True, "aggregate", False),
      (12, "Exchange", sp(302), True, "aggregate", False),
      (15, "HashAggregate", sp(302, (296, 298)), False, "aggregate", False),
      (16, "Filter", sp(303), False, "filter", False),
      (17, "Project", sp(290), True, "project", False)])

case("rd_m09_sql_qualify_top2", S904,
     "`%sql` SELECT pickup_borough, pickup_zone, total_tip, ROW_NUMBER() OVER (PARTITION BY pickup_borough ORDER BY "
     "total_tip DESC) AS rn FROM kpi_zone_performance QUALIFY ROW_NUMBER() OVER (...) <= 2 ORDER BY "
     "pickup_borough, rn (129-142)",
     M09 + "The plain ROW_NUMBER query (101-110) and the subquery + WHERE rn <= 2 form (176-189) are look-alikes in "
     "the same notebook; 08/07's DataFrame top-N is the DataFrame twin. The two ROW_NUMBERs are one Window; QUALIFY "
     "is the Filter and the WindowGroupLimit pair (derived); the select list's Project drops QUALIFY's column. ",
     [(1, "Scan parquet spark_catalog.processed.kpi_zone_performance", sp(137), False, "read", False),
      (3, "Sort", sp((133, 136), (138, 141)), True, "window", False),
      (4, "WindowGroupLimit", sp((138, 141)), True, "window", False),
      (5, "Exchange", sp((133, 136), (138, 141)), True, "window", False),
      (8, "Sort", sp((133, 136), (138, 141)), True, "window", False),
      (9, "WindowGroupLimit", sp((138, 141)), True, "window", False),
      (10, "Window", sp((133, 136), (138, 141)), False, "window", False),
      (11, "Filter", sp((138, 141)), False, "filter", False),
      (12, "Project", sp((129, 136)), False, "project", False),
      (13, "TakeOrderedAndProject", sp(142), False, "sort", False)])

case("rd_m09_param_cte_left_join", S905,
     "manhattan_daily.show(14, truncate=False) (268) of spark.sql(daily_share_sql, args={'borough': 'Manhattan', "
     "'min_tip': 0}) (263-266): a Python string (230-261) WITH borough_daily AS (... WHERE pickup_borough = :borough "
     "... GROUP BY trip_date), fleet_daily AS (... GROUP BY trip_date) SELECT ... FROM fleet_daily AS f LEFT JOIN "
     "borough_daily AS b ON ... ORDER BY f.trip_date",
     M09 + "The CTE/cross-join queries above it (109-127, 145-161, the parameterised string at 177-195) are "
     "look-alikes over the same table. max(pickup_borough) makes the borough aggregate a SortAggregate; the "
     "borough side is broadcast; the WHERE filters (parameter markers bound) are pushed into the scans. ",
     [(1, "Scan parquet spark_catalog.processed.trip_enriched", sp(246, (247, 248)), False, "read", False),
      (3, "Filter", sp((247, 248)), False, "filter", False),
      (4, "HashAggregate", sp(249, 245), True, "aggregate", False),
      (5, "Exchange", sp(249), True, "aggregate", False),
      (8, "HashAggregate", sp(249, 245), False, "aggregate", False),
      (9, "Scan parquet spark_catalog.processed.trip_enriched", sp(236, (237, 239)), False, "read", False),
      (11, "Filter", sp((237, 239)), False, "filter", False),
      (12, "Sort", sp(240), True, "aggregate", False),
      (13, "SortAggregate", sp(240, (234, 235)), True, "aggregate", False),
      (14, "Exchange", sp(240), True, "aggregate", False),
      (17, "Sort", sp(240), True, "aggregate", False),
      (18, "SortAggregate", sp(240, (234, 235)), False, "aggregate", False),
      (19, "BroadcastExchange", sp((258, 259)), True, "join", False),
      (21, "BroadcastHashJoin", sp((258, 259)), False, "join", False),
      (22, "Project", sp((251, 256)), False, "project", False),
      (23, "TakeOrderedAndProject", sp(260, 268), False, "sort", False)])

case("rd_m09_cte_cross_join_share", S905,
     "`%sql` WITH borough_tips AS (SELECT pickup_borough, SUM(tip_amount) ... GROUP BY pickup_borough), fleet_total "
     "AS (SELECT SUM(tip_amount) ...) SELECT ..., ROUND(100 * b.total_tip / NULLIF(f.fleet_tip, 0), 1) FROM "
     "borough_tips AS b CROSS JOIN fleet_total AS f ORDER BY b.pickup_borough (109-127)",
     M09 + "The same query with subqueries instead of CTEs (145-161) and as a parameterised Python string (177-195) "
     "are look-alikes in the same notebook, as is the CTE at 77-86. The one-row fleet total is broadcast to a "
     "BroadcastNestedLoopJoin (CROSS JOIN). ",
     [(1, "Scan parquet spark_catalog.processed.trip_enriched", sp(113), False, "read", False),
      (3, "HashAggregate", sp(114, 112), True, "aggregate", False),
      (4, "Exchange", sp(114), True, "aggregate", False),
      (7, "HashAggregate", sp(114, 112), False, "aggregate", False),
      (8, "Scan parquet spark_catalog.processed.trip_enriched", sp(118), False, "read", False),
      (10, "HashAggregate", sp(117), True, "aggregate", False),
      (11, "Exchange", sp(117), True, "aggregate", False),
      (13, "HashAggregate", sp(117), False, "aggregate", False),
      (14, "BroadcastExchange", sp(126), True, "join", False),
      (16, "BroadcastNestedLoopJoin", sp(126), False, "join", False),
      (17, "Project", sp((120, 124)), False, "project", False),
      (18, "TakeOrderedAndProject", sp(127), False, "sort", False)])

case("rd_m09_sql_driver_dense_rank", S906,
     "`%sql` WITH driver_agg AS (SELECT driver_id, MAX(driver_name), COUNT(*), SUM(trip_distance_miles), "
     "ROUND(AVG(ride_duration_mins), 2), SORT_ARRAY(COLLECT_SET(service_type)) FROM trip_driver_assignment GROUP "
     "BY driver_id) SELECT ..., DENSE_RANK() OVER (ORDER BY total_distance_miles DESC) FROM driver_agg ORDER BY "
     "distance_dense_rank, driver_id (250-272)",
     M09 + "The same CTE without the rank at 223 is its look-alike; 08/08 builds the same table with the "
     "DataFrame API (342-370). COLLECT_SET makes the aggregate an ObjectHashAggregate; the unpartitioned window "
     "needs one partition (derived Exchange and Sort); ORDER BY is a global Sort (12 rows, no limit node left). ",
     [(1, "Scan parquet spark_catalog.processed.trip_driver_assignment", sp(258), False, "read", False),
      (3, "ObjectHashAggregate", sp(259, (253, 257)), True, "aggregate", False),
      (4, "Exchange", sp(259), True, "aggregate", False),
      (7, "ObjectHashAggregate", sp(259, (253, 257)), False, "aggregate", False),
      (8, "Exchange", sp((268, 270)), True, "window", False),
      (10, "Sort", sp((268, 270)), True, "window", False),
      (11, "Window", sp((268, 270)), False, "window", False),
      (12, "Sort", sp(272), False, "sort", False),
      (13, "Project", sp(250), True, "project", False)])


def rows(spec):
    out = []
    for node in spec["nodes"]:
        nid, op, spans, derived, kind, amb = node[:6]
        row = {"node_id": nid, "operator": op, "file": spec["file"], "lines": spans, "symbol": sym(spec["file"]),
               "derived": derived, "kind": kind, "ambiguous": amb}
        if len(node) > 6 and node[6]:
            row["true_lines"] = node[6]
        out.append(row)
    return sorted(out, key=lambda r: r["node_id"])


def main() -> int:
    todo = []
    for name, part, program, line, action, _occ, _nth, file in CASES:
        spec = L[name]
        assert spec["file"] == file, name
        folder = BENCH / part / name
        if not (folder / "plan.formatted.txt").is_file():
            print(f"skip {name}: not captured")
            continue
        shown = "SQL statement" if action == "sql" else action
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                     "dataframe": spec["dataframe"] + f" (recorded action: {shown} at line {line})",
                     "notes": spec["notes"] + DATA + SESSION + RUN, "form": "databricks", "source": SOURCE}
        todo.append((part, folder, rows(spec), case_json, f"{file}:{line}"))
    return write_cases(todo)


if __name__ == "__main__":
    sys.exit(main())
