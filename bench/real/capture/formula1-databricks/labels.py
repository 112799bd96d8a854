"""Write each f1_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/formula1-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, alt]); its `file` is the case's notebook unless the
label names another (`alt`: (file, spans) places in other files that are equally right). Spans are the notebook
file's own line numbers (Databricks source notebooks, `# MAGIC %sql` and `-- MAGIC %python` cells included). Symbols:
`<path dotted, without the extension>.<module>` for Python code (a `.py` notebook's `%sql` cells too, and a `.sql`
notebook's `%python` cells); `<path dotted, without .sql>` for a SQL statement of a `.sql` notebook (a model, as for
a `.sql` file); `Includes.Common_Functions.add_ingestion_date` inside that function.

Only the executed plan's nodes are labelled by hand; the nodes of the initial adaptive plan printed after them are
labelled as their executed twins (`twins`: the two trees walked side by side, wrappers skipped), and an initial-plan
node with no executed twin (the CollectLimit AQE dropped) is labelled by hand.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import (CASES, CF, D3, D4, D5, D6, D7, D8, D9, DF, DJ, EXTRA_CONF, I1, I2, I4, I5, IC,  # noqa: E402
                     PROGRAMS, T1, T2, T3)
sys.path.insert(0, str(HERE.parent))
from case_files import s as sp, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "sanjaysubair__formula1-pyspark-project"
COMMIT = "0fda0ee55310df3a99b73e4dfa6bb0e660fd9c87"
SOURCE = "sanjaysubair/Formula1-Pyspark-Project"
SQL_CELLS = {D6: [(1, 66), (79, 128), (131, 240)], D7: [(1, 64)], D8: [(1, 71)], D9: [(1, 113)]}
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/formula1-databricks/capture.py: `spark-submit f1driver.py {nbs}` from the root of a "
       "scratch copy of the laid-out repository, those notebooks in that order as notebooks attached to one cluster "
       "(each in a SparkSession of its own on one SparkContext, as Databricks runs notebooks: temp views are the "
       "notebook's, global temp views the cluster's), each cell by cell, unchanged, under its own path and line "
       "numbers: `%run` of Includes/Configuration (and Common_Functions) in the notebook's namespace, `%sql` cells "
       "and SQL notebook cells statement by statement through spark.sql, `%python` cells of a SQL notebook as "
       "Python, a result shown as Databricks displays it with a stand-in display (a show(): CollectLimit and "
       "toprettystring, or TakeOrderedAndProject after a sort); the notebooks' abfss:// paths served by a local "
       "file system stand-in over generated Ergast-format files (make_data.py), DBFS the default file system "
       "(managed tables under dbfs:/user/hive/warehouse); the course's f1_processed.drivers and "
       "f1_presentation.driver_standings tables (no notebook here creates them) made by the driver over the folders "
       "the ingestion and standings notebooks wrote. The plan is the one the action or statement ran, written by a "
       "query-execution listener after it ran (final adaptive plan; the initial plan's nodes printed after it are "
       "labelled as their executed twins); event_log.json from the same run. ")
NOTE = ("Display: the toprettystring Project and CollectLimit of a display()/show() or a displayed SQL statement are "
        "derived at that call or statement; where toprettystring sits in a user's node (a sort's "
        "TakeOrderedAndProject, a final aggregate, a select/rename Project) that node keeps its user label with the "
        "display line added. Look-alikes are never accepted: Ingestion/1 and Includes/1 are two versions of the "
        "circuits ingestion (the same reads, select, renames and write), Demo/4 and Demo/5 run the same SELECT over "
        "the global temp view, Demo/6 builds v_race_results and gv_race_results again in SQL, the race and circuit "
        "reads, renames and joins recur across Transformations/1 and the Join/Filter demos, the two standings "
        "notebooks group and rank the same table, and Demo/9 joins the same two views seven ways. ")

L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes, dropped=()):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes, dropped=list(dropped))


# ---- the plans' trees, for the initial plan's twins --------------------------------------------------------------
WRAPPERS = {"WholeStageCodegen", "InputAdapter", "ColumnarToRow", "RowToColumnar", "AdaptiveSparkPlan",
            "ReusedExchange", "ReusedSubquery", "AQEShuffleRead", "ShuffleQueryStage", "BroadcastQueryStage",
            "TableCacheQueryStage", "ResultQueryStage"}
TREE_LINE = re.compile(r"^(?P<pre>[\s:|+\-]*?)(\* )?(?P<name>[A-Za-z][^()]*?) \((?P<id>\d+)\)")


def _trees(plan: Path):
    """(final root, initial root) of an adaptive plan's tree text, each node (name, id, children); (root, None) for
    a plan without an initial part."""
    parts = {"final": [], "initial": []}
    part = "final"
    for line in plan.read_text().split("\n\n\n")[0].splitlines()[1:]:
        if "== Initial Plan ==" in line:
            part = "initial"
            continue
        if "== Final Plan ==" in line:
            continue
        m = TREE_LINE.match(line)
        if m:
            parts[part].append((len(m.group("pre")), m.group("name").strip(), int(m.group("id"))))
    roots = []
    for key in ("final", "initial"):
        stack, root = [], None
        for depth, name, nid in parts[key]:
            node = (name, nid, [])
            while stack and stack[-1][0] >= depth:
                stack.pop()
            if stack:
                stack[-1][1][2].append(node)
            else:
                root = node
            stack.append((depth, node))
        roots.append(root)
    final, initial = roots
    if final is not None and final[0] == "AdaptiveSparkPlan":
        final = final[2][0] if final[2] else None
    return final, initial


def _strip(node):
    while node[0] in WRAPPERS and len(node[2]) == 1:
        node = node[2][0]
    return node


def _pair(init, final, out: dict, dropped: list):
    init, final = _strip(init), _strip(final)
    if init[1] == final[1]:
        return
    if init[0].split()[0] != final[0].split()[0]:
        if len(init[2]) == 1:              # an initial-only node (the CollectLimit AQE dropped)
            dropped.append((init[1], init[0]))
            _pair(init[2][0], final, out, dropped)
            return
        raise SystemExit(f"twins: {init} vs {final}")
    out[init[1]] = final[1]
    if len(init[2]) != len(final[2]):
        raise SystemExit(f"twins: children of {init[:2]} vs {final[:2]}")
    for a, b in zip(init[2], final[2]):
        _pair(a, b, out, dropped)


def twins(plan: Path) -> tuple[dict, list]:
    final, initial = _trees(plan)
    out, dropped = {}, []
    if initial is not None:
        _pair(initial, final, out, dropped)
    return out, dropped


# ---- Ingestion ---------------------------------------------------------------------------------------------------
CIRC = ("circuits_df1 = spark.read.schema(Circuits_Schema).option('Header', True).csv('abfss://raw@.../circuits.csv') "
        "(45)")
case("f1_i1_circuits_describe_display", I1,
     "display(circuits_df.describe()) (17), circuits_df = spark.read.option('header', True).option('inferSchema', "
     "True).csv('abfss://raw@.../circuits.csv') (8)",
     "The csv scan at the read (8; its display is at 9). describe() is a global aggregate of count/mean/stddev/min/"
     "max over every column (here SortAggregates: the partial level and the single-partition Exchange derived), "
     "then a Generate and a Project turning its maps into summary rows with display's toprettystring (derived at "
     "describe), display's CollectLimit derived. ",
     [(1, "Scan csv", sp(8), False, "read", False),
      (2, "SortAggregate", sp(17), True, "aggregate", False),
      (3, "Exchange", sp(17), True, "aggregate", False),
      (5, "SortAggregate", sp(17), False, "aggregate", False),
      (6, "Generate", sp(17), True, "aggregate", False),
      (7, "Project", sp(17), True, "project", False),
      (8, "CollectLimit", sp(17), True, "limit", False)])

case("f1_i1_circuits_write", I1,
     "circuits_final_df.write.mode('overwrite').parquet('abfss://processed@.../circuits') (116), circuits_final_df = "
     "circuits_renamed_df.withColumn('TimeStamp', current_timestamp()).withColumn('env', lit('Production')) "
     "(105-106) over five withColumnRenamed (88-92) of circuits_selected_df = circuits_df1.select(col(...), "
     "col('location').alias('Race Location'), ...) (74), " + CIRC,
     "The csv scan at the read with its schema (45). The select (74, the last of four assignments of "
     "circuits_selected_df at 58/62/66/74: only 74 feeds the write), the renames (88-92) and the two withColumns "
     "(105-106, current_timestamp folded to a literal) are one Project. WriteFiles derived at the write, Execute "
     "InsertIntoHadoopFsRelationCommand at it. Includes/1 holds the same chain with add_ingestion_date (a "
     "look-alike). ",
     [(1, "Scan csv", sp(45), False, "read", False),
      (2, "Project", sp(74, (88, 92), (105, 106)), False, "project", False),
      (3, "WriteFiles", sp(116), True, "write", False),
      (4, "Execute InsertIntoHadoopFsRelationCommand", sp(116), False, "write", False)])

case("f1_i2_races_partitioned_write", I2,
     "races_final_df.write.mode('overwrite').partitionBy('race_year').parquet('abfss://processed@.../races') (49), "
     "races_final_df = races_addcolumn_df.select(...) (45), races_addcolumn_df = races_renamed_df.withColumn("
     "'race_timestamp', to_timestamp(concat(...))).withColumn('Ingestion_Date', current_timestamp()) (40-41), "
     "races_renamed_df = races_df.withColumnsRenamed({...}) (32), races_df = spark.read.schema(races_schema)"
     ".options(Header=True).csv('abfss://raw@.../races.csv') (27)",
     "The csv scan at the read (27). withColumnsRenamed (32), the two withColumns (40-41) and the select (45) are "
     "one Project. The partitioned write sorts by race_year (Sort derived at the write), WriteFiles derived, "
     "Execute InsertIntoHadoopFsRelationCommand at the write. ",
     [(1, "Scan csv", sp(27), False, "read", False),
      (2, "Project", sp(32, (40, 41), 45), False, "project", False),
      (3, "Sort", sp(49), True, "write", False),
      (4, "WriteFiles", sp(49), True, "write", False),
      (5, "Execute InsertIntoHadoopFsRelationCommand", sp(49), False, "write", False)])

case("f1_i4_drivers_write", I4,
     "drivers_final_df.write.mode('overwrite').parquet('abfss://processed@.../drivers') (68), drivers_final_df = "
     "drivers_df.withColumnRenamed x2 .withColumn('name', concat(col('name.forename'), lit(' '), "
     "col('name.surname'))).withColumn('Ingestion_date', current_timestamp()).drop('url') (54-58), drivers_df = "
     "spark.read.schema(drivers_schema).json('abfss://raw@.../drivers.json') (35-37)",
     "The json scan at the read (35-37; url pruned by the drop). The renames, the concat of the nested name, the "
     "timestamp and the drop are one Project (54-58). WriteFiles derived at the write, Execute "
     "InsertIntoHadoopFsRelationCommand at it. ",
     [(1, "Scan json", sp((35, 37)), False, "read", False),
      (2, "Project", sp((54, 58)), False, "project", False),
      (3, "WriteFiles", sp(68), True, "write", False),
      (4, "Execute InsertIntoHadoopFsRelationCommand", sp(68), False, "write", False)])

case("f1_i5_results_write", I5,
     "results_renamed_df.write.mode('overwrite').parquet('abfss://processed@.../results') (64), results_renamed_df = "
     "results_df.withColumnRenamed x9 .drop('statusId').withColumn('Ingestion_time', current_timestamp()) (44-54), "
     "results_df = spark.read.schema(results_schema).json('abfss://raw@.../results.json') (36)",
     "The json scan at the read (36; statusId pruned by the drop). Nine renames, the drop and the withColumn are "
     "one Project (44-54). WriteFiles derived at the write, Execute InsertIntoHadoopFsRelationCommand at it. ",
     [(1, "Scan json", sp(36), False, "read", False),
      (2, "Project", sp((44, 54)), False, "project", False),
      (3, "WriteFiles", sp(64), True, "write", False),
      (4, "Execute InsertIntoHadoopFsRelationCommand", sp(64), False, "write", False)])

case("f1_inc_circuits_function_write", IC,
     "circuits_final_df.write.mode('overwrite').parquet('abfss://processed@.../circuits') (103), circuits_final_df = "
     "add_ingestion_date(circuits_renamed_df).withColumn('env', lit('Production')) (92-93; add_ingestion_date in "
     "Includes/Common_Functions.py, `%run` at 12: input_df.withColumn('Ingestion_Time', current_timestamp()), line "
     "5) over five withColumnRenamed (75-79) of circuits_df1.select(...) (66), circuits_df1 = spark.read.schema("
     "Circuits_Schema).option('Header', True).csv(f'{raw_folder_path}/circuits.csv') (43; raw_folder_path from "
     "Includes/Configuration.py, `%run` at 8)",
     "The Includes copy of the circuits ingestion (its `%run` cells open with a comment line). The csv scan at the "
     "read (43; the inferSchema read at 16 is another frame). The select (66), renames (75-79), the function call "
     "with the env withColumn (92-93) and the function's withColumn (Common_Functions.py 5, an equally right place "
     "in another file) are one Project. WriteFiles derived at the write, Execute InsertIntoHadoopFsRelationCommand "
     "at it. Ingestion/1 holds the same chain without the function (a look-alike). ",
     [(1, "Scan csv", sp(43), False, "read", False),
      (2, "Project", sp(66, (75, 79), (92, 93)), False, "project", False, [(CF, sp(5))]),
      (3, "WriteFiles", sp(103), True, "write", False),
      (4, "Execute InsertIntoHadoopFsRelationCommand", sp(103), False, "write", False)])

# ---- Transformations/1.race_results.py ---------------------------------------------------------------------------
# 11-14 drivers_df = read(drivers) + 3 renames; 18-19 constructors_df = read + rename; 23-24 circuits_df = read +
# rename; 28-30 races_df = read + 2 renames; 35-36 results_df = read + rename; 45-46 race_circuits_df = races_df.join(
# circuits_df, ...).select(...); 55-57 race_results_df = results_df.join(race_circuits_df).join(drivers_df)
# .join(constructors_df); 65-67 final_df = race_results_df.select(13 columns).withColumn('created_date', ...);
# 71 display(final_df.filter("race_year == 2020 and race_name == 'Abu Dhabi Grand Prix'").orderBy(points.desc()))
RR = ("display(final_df.filter(\"race_year == 2020 and race_name == 'Abu Dhabi Grand Prix'\").orderBy("
      "final_df.points.desc())) (71), final_df = race_results_df.select(...).withColumn('created_date', "
      "current_timestamp()) (65-67), race_results_df = results_df.join(race_circuits_df, ...).join(drivers_df, ...)"
      ".join(constructors_df, ...) (55-57), race_circuits_df = races_df.join(circuits_df, ...).select(...) (45-46), "
      "each frame a parquet read of the processed folder with withColumnRenamed (11-36)")
RNOTE = ("Scans at their reads (results 35, races 28, circuits 23, drivers 11, constructors 18), each rename "
         "Project at its withColumnRenamed lines. The display's filter is pushed into the races side (partition "
         "filter on race_year, Filter on race_name at 71, with the isnotnull of the join keys inferred from 45 and "
         "55); the other isnotnull Filters are derived at the joins they serve. The Projects after the results joins "
         "keep only the columns still needed (pruning: derived and ambiguous, the join and the select 65-66); the "
         "last Project is the select (65-66); filter + orderBy + display are one TakeOrderedAndProject (71), whose "
         "projection holds created_date (67, current_timestamp folded to a literal). ")


def rr_nodes(ids: dict) -> list:
    """The race results plan's executed nodes, `ids` naming them (broadcast or sort-merge plan alike)."""
    j1, j2, j3, j4 = sp(45), sp(55), sp(56), sp(57)
    out = [(ids["s_res"], "Scan parquet", sp(35), False, "read", False),
           (ids["f_res"], "Filter", sp((55, 57)), True, "filter", False),
           (ids["p_res"], "Project", sp(36), False, "project", False),
           (ids["s_rac"], "Scan parquet", sp(28), False, "read", False),
           (ids["f_rac"], "Filter", sp(71, 45, 55), False, "filter", False),
           (ids["p_rac"], "Project", sp((29, 30)), False, "project", False),
           (ids["s_cir"], "Scan parquet", sp(23), False, "read", False),
           (ids["f_cir"], "Filter", j1, True, "filter", False),
           (ids["p_cir"], "Project", sp(24), False, "project", False),
           (ids["j1"], ids["join"], j1, False, "join", False),
           (ids["p_j1"], "Project", sp(46), False, "project", False),
           (ids["j2"], ids["join"], j2, False, "join", False),
           (ids["p_j2"], "Project", sp(55, (65, 66)), True, "project", True),
           (ids["s_drv"], "Scan parquet", sp(11), False, "read", False),
           (ids["f_drv"], "Filter", j3, True, "filter", False),
           (ids["p_drv"], "Project", sp((12, 14)), False, "project", False),
           (ids["j3"], ids["join"], j3, False, "join", False),
           (ids["p_j3"], "Project", sp(56, (65, 66)), True, "project", True),
           (ids["s_con"], "Scan parquet", sp(18), False, "read", False),
           (ids["f_con"], "Filter", j4, True, "filter", False),
           (ids["p_con"], "Project", sp(19), False, "project", False),
           (ids["j4"], ids["join"], j4, False, "join", False),
           (ids["p_j4"], "Project", sp((65, 66)), False, "project", False),
           (ids["top"], "TakeOrderedAndProject", sp(71, 67), False, "sort", False)]
    for key, op, span in ids["exchanges"]:
        out.append((key, op, {"j1": j1, "j2": j2, "j3": j3, "j4": j4}[span], True, "join", False))
    return out


case("f1_t1_race_results_display", T1, RR,
     RNOTE + "Broadcast hash joins: the BroadcastExchange of each join derived at it (the results side is the one "
             "broadcast for 55: BuildLeft). ",
     rr_nodes(dict(join="BroadcastHashJoin", s_res=1, f_res=3, p_res=4, s_rac=7, f_rac=9, p_rac=10, s_cir=11,
                   f_cir=13, p_cir=14, j1=17, p_j1=18, j2=19, p_j2=20, s_drv=21, f_drv=23, p_drv=24, j3=27, p_j3=28,
                   s_con=29, f_con=31, p_con=32, j4=35, p_j4=36, top=37,
                   exchanges=[(5, "BroadcastExchange", "j2"), (15, "BroadcastExchange", "j1"),
                              (25, "BroadcastExchange", "j3"), (33, "BroadcastExchange", "j4")])))

case("f1_t1_race_results_nobc_display", T1, RR,
     RNOTE + "Broadcast joins off: four sort-merge joins, the Exchange and Sort on each side derived at the join "
             "they serve. ",
     rr_nodes(dict(join="SortMergeJoin", s_res=1, f_res=3, p_res=4, s_rac=9, f_rac=11, p_rac=12, s_cir=17,
                   f_cir=19, p_cir=20, j1=25, p_j1=26, j2=31, p_j2=32, s_drv=37, f_drv=39, p_drv=40, j3=45, p_j3=46,
                   s_con=51, f_con=53, p_con=54, j4=59, p_j4=60, top=61,
                   exchanges=[(5, "Exchange", "j2"), (8, "Sort", "j2"), (13, "Exchange", "j1"), (16, "Sort", "j1"),
                              (21, "Exchange", "j1"), (24, "Sort", "j1"), (27, "Exchange", "j2"), (30, "Sort", "j2"),
                              (33, "Exchange", "j3"), (36, "Sort", "j3"), (41, "Exchange", "j3"), (44, "Sort", "j3"),
                              (47, "Exchange", "j4"), (50, "Sort", "j4"), (55, "Exchange", "j4"),
                              (58, "Sort", "j4")])))

# ---- Transformations/2, 3: standings -----------------------------------------------------------------------------
case("f1_t2_driver_standings_write", T2,
     "final_driver_standing_df.write.mode('overwrite').parquet(f'{presentation_folder_path}/driver_standings') (38), "
     "final_driver_standing_df = driver_standings_df.withColumn('rank', rank().over(window_spec)) (34), window_spec = "
     "Window.partitionBy('race_year').orderBy(desc('total_points'), desc('wins')) (32), driver_standings_df = "
     "race_results_df.groupBy('race_year', 'driver_name', 'driver_nationality', 'team').agg(sum('points')"
     ".alias('total_points'), count(when(col('position') == 1, True)).alias('wins')) (18-21), race_results_df = "
     "spark.read.parquet(f'{presentation_folder_path}/race_results') (6)",
     "The parquet scan at the read (6). The groupBy/agg (19-21): partial HashAggregate and Exchange derived, the "
     "final one not. The rank window: Exchange and Sort derived at the withColumn (34) and the spec (32), Window at "
     "them. WriteFiles derived at the write, Execute InsertIntoHadoopFsRelationCommand at it. "
     "Transformations/3 ranks constructors the same way (a look-alike). ",
     [(1, "Scan parquet", sp(6), False, "read", False),
      (3, "HashAggregate", sp((19, 21)), True, "aggregate", False),
      (4, "Exchange", sp((19, 21)), True, "aggregate", False),
      (7, "HashAggregate", sp((19, 21)), False, "aggregate", False),
      (8, "Exchange", sp(34, 32), True, "window", False),
      (11, "Sort", sp(34, 32), True, "window", False),
      (12, "Window", sp(34, 32), False, "window", False),
      (13, "WriteFiles", sp(38), True, "write", False),
      (14, "Execute InsertIntoHadoopFsRelationCommand", sp(38), False, "write", False)])

case("f1_t3_constructor_standings_display", T3,
     "display(final_constructor_df) (33), final_constructor_df = constructor_standing_df.withColumn('rank', "
     "rank().over(window_spec)) (28-29), window_spec = Window.partitionBy('race_year').orderBy(desc('total_points'), "
     "desc('wins')) (26), constructor_standing_df = race_results_df.groupBy('race_year', 'team').agg(sum('points')"
     ".alias('total_points'), count(when(col('position') == 1, True)).alias('wins')) (15-18), race_results_df = "
     "spark.read.parquet(f'{presentation_folder_path}/race_results') (6)",
     "The parquet scan at the read (6). The groupBy/agg (16-18): partial HashAggregate and Exchange derived, the "
     "final one not. The rank window: Exchange and Sort derived at the withColumn (28-29) and the spec (26), Window "
     "at them. The display's toprettystring Project and CollectLimit derived at it. Transformations/2 ranks "
     "drivers the same way (a look-alike). ",
     [(1, "Scan parquet", sp(6), False, "read", False),
      (3, "HashAggregate", sp((16, 18)), True, "aggregate", False),
      (4, "Exchange", sp((16, 18)), True, "aggregate", False),
      (7, "HashAggregate", sp((16, 18)), False, "aggregate", False),
      (8, "Exchange", sp((28, 29), 26), True, "window", False),
      (11, "Sort", sp((28, 29), 26), True, "window", False),
      (12, "Window", sp((28, 29), 26), False, "window", False),
      (13, "Project", sp(33), True, "project", False),
      (14, "CollectLimit", sp(33), True, "limit", False)])

# ---- Demo/Filter Demo.py, Demo/Join Demo.py ----------------------------------------------------------------------
case("f1_filter_races_display", DF,
     "display(races_filtered_df3) (28), races_filtered_df3 = races_df.filter((races_df['race_year'] == 2019) & "
     "(races_df['round'] <= 5)) (23-24), races_df = spark.read.parquet(f'{processed_folder_path}/races') (6)",
     "The parquet scan at the read (6): race_year = 2019 became a partition filter, round <= 5 a pushed filter and "
     "the Filter (24). The two other filters of races_df (11, 17) are never displayed (look-alikes). The display's "
     "toprettystring Project and CollectLimit derived at it. ",
     [(1, "Scan parquet", sp(6), False, "read", False),
      (3, "Filter", sp(24), False, "filter", False),
      (4, "Project", sp(28), True, "project", False),
      (5, "CollectLimit", sp(28), True, "limit", False)])

JD = ("circuits_df = spark.read.parquet(f'{processed_folder_path}/circuits').withColumnRenamed('name', "
      "'circuit_name').filter('circuits_id <= 69') (10-12), races_df = spark.read.parquet(f'{processed_folder_path}/"
      "races').filter('race_year = 2019') (6)")
JNOTE = ("Scans at the reads (circuits 10, races 6: race_year = 2019 a partition filter); the circuits Filter at "
         "its filter (12). The Filter on the races side (circuit_id <= 69 and isnotnull) is inferred from the join "
         "condition and the circuits filter: derived at the join (and 12). A Project keeping only the races columns "
         "the join and the select need is pruning (derived and ambiguous: the select and the read). ")
case("f1_join_inner_display", DJ,
     "display(race_circuits_df) (28), race_circuits_df = circuits_df.join(races_df, circuits_df.circuits_id == "
     "races_df.circuit_id, 'inner').select(...) (22-24), " + JD,
     JNOTE + "The circuits side's rename Project at 11 (pruned for the select); BroadcastExchange derived at the "
             "join (23), BroadcastHashJoin at it; the select (24) and the display's toprettystring are one Project "
             "(24, 28); CollectLimit derived at the display. The left/right/full joins at 38-40, 49-51, 60-62 are "
             "look-alikes. ",
     [(1, "Scan parquet", sp(10), False, "read", False),
      (3, "Filter", sp(12, 23), False, "filter", False),
      (4, "Project", sp(11), False, "project", False),
      (5, "BroadcastExchange", sp(23), True, "join", False),
      (7, "Scan parquet", sp(6), False, "read", False),
      (9, "Filter", sp(23, 12), True, "filter", False),
      (10, "Project", sp(24, 6), True, "project", True),
      (11, "BroadcastHashJoin", sp(23), False, "join", False),
      (12, "Project", sp(24, 28), False, "project", False),
      (13, "CollectLimit", sp(28), True, "limit", False)])

case("f1_join_full_nobc_display", DJ,
     "display(race_circuits_df) (66), race_circuits_df = circuits_df.join(races_df, circuits_df.circuits_id == "
     "races_df.circuit_id, 'full').select(...) (60-62), " + JD,
     "Scans at the reads (circuits 10, races 6: race_year = 2019 a partition filter); the circuits Filter at its "
     "filter (12; nothing is inferred for a full outer join). The circuits rename Project at 11; the races Project "
     "keeping the columns the select needs is pruning (derived and ambiguous: the select and the read). Broadcast "
     "joins off (and a full outer join is never broadcast): a sort-merge join, Exchange and Sort on each side "
     "derived at it (61); the select and the display's toprettystring are one Project (62, 66); CollectLimit derived "
     "at the display. The inner/left/right joins at 22-24, 38-40, 49-51 are look-alikes. ",
     [(1, "Scan parquet", sp(10), False, "read", False),
      (3, "Filter", sp(12), False, "filter", False),
      (4, "Project", sp(11), False, "project", False),
      (5, "Exchange", sp(61), True, "join", False),
      (8, "Sort", sp(61), True, "join", False),
      (9, "Scan parquet", sp(6), False, "read", False),
      (11, "Project", sp(62, 6), True, "project", True),
      (12, "Exchange", sp(61), True, "join", False),
      (15, "Sort", sp(61), True, "join", False),
      (16, "SortMergeJoin", sp(61), False, "join", False),
      (17, "Project", sp(62, 66), False, "project", False),
      (18, "CollectLimit", sp(66), True, "limit", False)])

case("f1_join_anti_display", DJ,
     "display(race_circuits_df) (96), race_circuits_df = circuits_df.join(races_df, circuits_df.circuits_id == "
     "races_df.circuit_id, 'anti') (91-92), " + JD,
     JNOTE + "The races side keeps only circuit_id (the pruning Project: the join and the read). BroadcastExchange "
             "derived at the join (92), BroadcastHashJoin LeftAnti at it. The circuits rename (11) is folded into "
             "the display's toprettystring Project (11, 96); CollectLimit derived at the display. The semi join at "
             "76-77 is a look-alike. ",
     [(1, "Scan parquet", sp(10), False, "read", False),
      (3, "Filter", sp(12), False, "filter", False),
      (4, "Scan parquet", sp(6), False, "read", False),
      (6, "Filter", sp(92, 12), True, "filter", False),
      (7, "Project", sp(92, 6), True, "project", True),
      (8, "BroadcastExchange", sp(92), True, "join", False),
      (10, "BroadcastHashJoin", sp(92), False, "join", False),
      (11, "Project", sp(11, 96), False, "project", False),
      (12, "CollectLimit", sp(96), True, "limit", False)])

# ---- Demo/3.aggregation_demo.py ----------------------------------------------------------------------------------
case("f1_agg_groupby_show", D3,
     "demo_df.groupBy('driver_name').agg(sum('points').alias('total_points'), countDistinct('race_name')"
     ".alias('number_of_races')).show() (68-71), demo_df = race_results_df.filter('race_year=2020') (24), "
     "race_results_df = spark.read.parquet(f'{presentation_folder_path}/race_results') (16)",
     "The parquet scan at the read (16), the Filter at 24 (also pushed into the scan). The Project keeping "
     "race_name, driver_name and points is pruning (derived and ambiguous: the groupBy and the read). sum with "
     "countDistinct is four HashAggregates: a level grouping by driver and race (partial and merge) and a level "
     "counting the distinct races (partial and final), both Exchanges: all derived at the groupBy/agg (69-70) but "
     "the last, which also holds show()'s toprettystring (69-70, 71). show()'s CollectLimit survives only in the "
     "initial plan (AQE dropped it), derived at the show. The same sum/countDistinct without groupBy is at 56-59, "
     "with race_year in the key at 84-86 (look-alikes). ",
     [(1, "Scan parquet", sp(16), False, "read", False),
      (3, "Filter", sp(24), False, "filter", False),
      (4, "Project", sp((69, 70), 16), True, "project", True),
      (5, "HashAggregate", sp((69, 70)), True, "aggregate", False),
      (6, "Exchange", sp((69, 70)), True, "aggregate", False),
      (9, "HashAggregate", sp((69, 70)), True, "aggregate", False),
      (10, "HashAggregate", sp((69, 70)), True, "aggregate", False),
      (11, "Exchange", sp((69, 70)), True, "aggregate", False),
      (14, "HashAggregate", sp((69, 70), 71), False, "aggregate", False)],
     dropped=[(24, "CollectLimit", sp(71), True, "limit", False)])

case("f1_agg_rank_window_show", D3,
     "demo_grouped_df.withColumn('rank', rank().over(driverRankSpec)).show(100) (98), driverRankSpec = "
     "Window.partitionBy('race_year').orderBy(desc('total_points')) (97), demo_grouped_df = demo_df.groupBy("
     "'race_year', 'driver_name').agg(sum('points').alias('total_points'), countDistinct('race_name')"
     ".alias('number_of_races')) (84-86), demo_df = race_results_df.filter('race_year in (2019, 2020)') (80), "
     "race_results_df = spark.read.parquet(f'{presentation_folder_path}/race_results') (16)",
     "The parquet scan at the read (16), the Filter at 80 (also pushed into the scan). sum with countDistinct is "
     "four HashAggregates with two Exchanges, all derived at the groupBy/agg (85-86) but the last. The rank "
     "window's Exchange and Sort derived at the withColumn (98) and the spec (97), the Window at them; show()'s "
     "toprettystring Project derived at 98 (the same line), its CollectLimit (101) only in the initial plan (AQE "
     "dropped it), derived at the show. ",
     [(1, "Scan parquet", sp(16), False, "read", False),
      (3, "Filter", sp(80), False, "filter", False),
      (4, "HashAggregate", sp((85, 86)), True, "aggregate", False),
      (5, "Exchange", sp((85, 86)), True, "aggregate", False),
      (8, "HashAggregate", sp((85, 86)), True, "aggregate", False),
      (9, "HashAggregate", sp((85, 86)), True, "aggregate", False),
      (10, "Exchange", sp((85, 86)), True, "aggregate", False),
      (13, "HashAggregate", sp((85, 86)), False, "aggregate", False),
      (14, "Exchange", sp(98, 97), True, "window", False),
      (17, "Sort", sp(98, 97), True, "window", False),
      (18, "Window", sp(98, 97), False, "window", False),
      (19, "Project", sp(98), True, "project", False)],
     dropped=[(32, "CollectLimit", sp(98), True, "limit", False)])

# ---- Demo/4, Demo/5: temp views ----------------------------------------------------------------------------------
case("f1_tv_count_sql", D4,
     "%sql SELECT COUNT(1) FROM v_race_results WHERE race_year = 2020 (24-26), race_results_df.createOrReplaceTempView("
     "'v_race_results') (19), race_results_df = spark.read.parquet(f'{presentation_folder_path}/race_results') (15)",
     "The scan through the temp view at the FROM (25) and the read (15); the Filter at the WHERE (26, also pushed "
     "into the scan); the empty Project a count needs derived and ambiguous (the COUNT and the WHERE); the partial "
     "count and the single-partition Exchange derived at the COUNT (24), the final count (with the displayed "
     "statement's toprettystring) at it. ",
     [(1, "Scan parquet", sp(25, 15), False, "read", False),
      (3, "Filter", sp(26), False, "filter", False),
      (4, "Project", sp(24, 26), True, "project", True),
      (5, "HashAggregate", sp(24), True, "aggregate", False),
      (6, "Exchange", sp(24), True, "aggregate", False),
      (8, "HashAggregate", sp(24), False, "aggregate", False)])

case("f1_gtv_other_notebook_sql", D5,
     "%sql SELECT * FROM global_temp.gv_race_results (8-9) in Demo/5, over the global temp view Demo/4 made: "
     "race_results_df.createOrReplaceGlobalTempView('gv_race_results') (Demo/4 51) of race_results_df = "
     "spark.read.parquet(f'{presentation_folder_path}/race_results') (Demo/4 15)",
     "Demo/5 ran after Demo/4 in its own session: its first cell (SELECT * FROM v_race_results, a temp view of "
     "Demo/4's session) fails, as the course means it to; the global temp view is the cluster's. The scan at the "
     "FROM (9), with Demo/4's read and createOrReplaceGlobalTempView equally right (another file); the displayed "
     "statement's toprettystring Project and CollectLimit derived at it (8-9). Demo/4 runs the same SELECT at 61-62 "
     "and with spark.sql at 66-67 (look-alikes, not accepted). ",
     [(1, "Scan parquet", sp(9), False, "read", False, [(D4, sp(15, 51))]),
      (3, "Project", sp((8, 9)), True, "project", False),
      (4, "CollectLimit", sp((8, 9)), True, "limit", False)])

# ---- SQL notebooks -----------------------------------------------------------------------------------------------
case("f1_sqlobj_ctas", D6,
     "CREATE TABLE demo.race_results_sql AS SELECT * FROM demo.race_results_python WHERE race_year = 2020 (96-100), "
     "demo.race_results_python written by the %python cell race_results_df.write.format('parquet').saveAsTable("
     "'demo.race_results_python') (77) of spark.read.parquet(f'{presentation_folder_path}/race_results') (72)",
     "The CTAS statement's first plan is its write. The scan of a table the notebook made at the FROM (99) and the "
     "saveAsTable that made it (77); the Filter at the WHERE (100, also pushed into the scan); WriteFiles derived "
     "at the CREATE TABLE (96), Execute InsertIntoHadoopFsRelationCommand at it. The same SELECT runs alone at "
     "90-92 (a look-alike). ",
     [(1, "Scan parquet spark_catalog.demo.race_results_python", sp(99, 77), False, "read", False),
      (3, "Filter", sp(100), False, "filter", False),
      (4, "WriteFiles", sp(96), True, "write", False),
      (5, "Execute InsertIntoHadoopFsRelationCommand", sp(96), False, "write", False)])

case("f1_sqlbasics_or_order_sql", D7,
     "SELECT name, nationality, dob FROM drivers WHERE (nationality = 'British' AND dob >= '1990-01-01') OR "
     "nationality = 'Indian' ORDER BY dob DESC (56-61), after USE f1_processed (10)",
     "f1_processed.drivers is the course's table over the processed drivers folder (made by our driver: no "
     "notebook here creates it). The scan at the FROM (57), the Filter at the WHERE (58-60, also pushed into the "
     "scan); ORDER BY with the displayed statement's limit and the select list is one TakeOrderedAndProject (61, "
     "56). The WHERE without the OR is at 27-30, 34-37 and 41-45 (look-alikes). ",
     [(1, "Scan parquet spark_catalog.f1_processed.drivers", sp(57), False, "read", False),
      (3, "Filter", sp((58, 60)), False, "filter", False),
      (4, "TakeOrderedAndProject", sp(61, 56), False, "sort", False)])

case("f1_sqlfn_rank_window_sql", D8,
     "SELECT nationality, name, dob, RANK() OVER(PARTITION BY nationality ORDER BY dob DESC) AS age_rank FROM drivers "
     "ORDER BY nationality, age_rank (66-68), after USE f1_processed (2)",
     "f1_processed.drivers is the course's table over the processed drivers folder (made by our driver). The scan "
     "at the FROM (67); the window's Exchange and Sort derived at the RANK() OVER (66), the Window at it; ORDER BY "
     "with the displayed statement's limit and the select list is one TakeOrderedAndProject (68, 66). ",
     [(1, "Scan parquet spark_catalog.f1_processed.drivers", sp(67), False, "read", False),
      (3, "Exchange", sp(66), True, "window", False),
      (6, "Sort", sp(66), True, "window", False),
      (7, "Window", sp(66), False, "window", False),
      (8, "TakeOrderedAndProject", sp(68, 66), False, "sort", False)])

case("f1_sqljoin_full_sql", D9,
     "SELECT * FROM v_driver_standings_2018 d_2018 FULL JOIN v_driver_standings_2020 d_2020 ON (d_2018.driver_name = "
     "d_2020.driver_name) (74-77), the temp views SELECT race_year, driver_name, team, total_points, wins, rank FROM "
     "driver_standings WHERE race_year = 2018 (10-14) / 2020 (22-26), after USE f1_presentation (2)",
     "f1_presentation.driver_standings is the course's table over the folder Transformations/2 writes (made by our "
     "driver). Each scan through its temp view at the FROM (75, 76) and the view's FROM (13, 25); each Filter at "
     "its view's WHERE (14, 26, also pushed into the scan). A full outer join is never broadcast: a sort-merge "
     "join, Exchange and Sort on each side derived at the FULL JOIN ... ON (76-77). The displayed statement's "
     "toprettystring Project and CollectLimit derived at it (74). The same two views are joined six other ways at "
     "39-42, 51-54, 62-65, 85-88, 96-99, 108-110 (look-alikes). ",
     [(1, "Scan parquet spark_catalog.f1_presentation.driver_standings", sp(75, 13), False, "read", False),
      (3, "Filter", sp(14), False, "filter", False),
      (4, "Exchange", sp((76, 77)), True, "join", False),
      (7, "Sort", sp((76, 77)), True, "join", False),
      (8, "Scan parquet spark_catalog.f1_presentation.driver_standings", sp(76, 25), False, "read", False),
      (10, "Filter", sp(26), False, "filter", False),
      (11, "Exchange", sp((76, 77)), True, "join", False),
      (14, "Sort", sp((76, 77)), True, "join", False),
      (15, "SortMergeJoin", sp((76, 77)), False, "join", False),
      (16, "Project", sp(74), True, "project", False),
      (17, "CollectLimit", sp(74), True, "limit", False)])


def sym(file: str, line: int) -> str:
    if file == CF:
        return "Includes.Common_Functions.add_ingestion_date"
    base = file.rsplit(".", 1)[0].replace("/", ".")
    if any(lo <= line <= hi for lo, hi in SQL_CELLS.get(file, [])):
        return base
    return f"{base}.<module>"


def build():
    rows = []
    for cid, part, key, line, action, _occ, _nth, file in CASES:
        spec = L[cid]
        folder = BENCH / part / cid
        twin_of, dropped = twins(folder / "plan.formatted.txt")
        labels = {n[0]: n for n in spec["nodes"]}
        want_dropped = {d[0] for d in spec["dropped"]}
        if {d[0] for d in dropped} != want_dropped:
            raise SystemExit(f"{cid}: initial-only nodes {dropped}, labelled {sorted(want_dropped)}")
        nodes = list(spec["nodes"]) + list(spec["dropped"])
        for init, final in sorted(twin_of.items()):
            if final not in labels:
                raise SystemExit(f"{cid}: twin {init} of unlabelled {final}")
            nodes.append((init,) + tuple(labels[final][1:]))
        gold = []
        for node in nodes:
            nid, op, spans, derived, kind, amb = node[:6]
            alt = node[6] if len(node) > 6 else []
            f = spec["file"]
            row = {"node_id": nid, "operator": op, "file": f, "lines": spans, "symbol": sym(f, spans[0][0]),
                   "derived": derived, "kind": kind, "ambiguous": amb}
            if alt:
                row["alt"] = [{"file": af, "lines": asp, "symbol": sym(af, asp[0][0])} for af, asp in alt]
            gold.append(row)
        _check_ops(folder, gold)
        gold.sort(key=lambda r: r["node_id"])
        nbs = " ".join(f"'{n}'" if " " in n else n for n in PROGRAMS[key])
        settings = "".join(f"Settings: {c}. " for c in EXTRA_CONF.get(key, []))
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": spec["file"],
                     "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                     "notes": spec["notes"] + NOTE + SESSION + settings + RUN.format(nbs=nbs),
                     "form": "databricks", "source": SOURCE}
        rows.append((part, str(folder), gold, case_json, spec["file"]))
    return write_cases(rows)


def _check_ops(folder: Path, gold: list) -> None:
    """Every label's operator is its node's, by the detail headers of plan.formatted.txt."""
    text = (folder / "plan.formatted.txt").read_text()
    heads = {int(m.group(1)): m.group(2).strip() for m in re.finditer(r"^\((\d+)\) (.+?)(?: \[codegen.*)?$", text,
                                                                      re.M)}
    for row in gold:
        if heads.get(row["node_id"]) != row["operator"]:
            raise SystemExit(f"{folder.name}: node {row['node_id']} is {heads.get(row['node_id'])!r}, "
                             f"labelled {row['operator']!r}")


if __name__ == "__main__":
    sys.exit(build())
