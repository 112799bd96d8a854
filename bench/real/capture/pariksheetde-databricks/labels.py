"""Write each pd_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/pariksheetde-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, alt[, file[, true_lines]]]); its `file` is the case's
notebook unless the label names another (`alt`: (file, spans) places in other files that are equally right). Spans
are the notebook file's own line numbers (Databricks source notebooks, `# MAGIC %sql` cells included). Symbols:
`<path dotted, without the extension>.<module>` for Python code (a `.py` notebook's `%sql` cells too);
`<path dotted, without .sql>` for a statement of a `.sql` notebook (as for a `.sql` file);
`Formula1.9.Includes.2.functions.ingest_dtm` inside that function.

Only the executed plan's nodes are labelled by hand; the nodes of the initial adaptive plan printed after them are
labelled as their executed twins (`twins` of ../formula1-databricks/labels.py, reused: the two trees walked side by
side, wrappers skipped); an initial-plan node with no executed twin is labelled by hand (`extra`).
"""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import (CASES, DLETL, DLT, ETL, EXT, EXTRA_CONF, ING, P1, P2, PROGRAMS, TR)  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s as sp, write_cases  # noqa: E402


def _formula1_labels():
    """../formula1-databricks/labels.py (for `twins` and `_check_ops`), loaded with its own `capture` and `make_data`
    modules (ours have the same names)."""
    f1 = HERE.parent / "formula1-databricks"
    mine = {name: sys.modules.pop(name) for name in ("capture", "make_data")}
    try:
        for name in ("make_data", "capture"):
            spec = importlib.util.spec_from_file_location(name, f1 / f"{name}.py")
            sys.modules[name] = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(sys.modules[name])
        spec = importlib.util.spec_from_file_location("f1_labels", f1 / "labels.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    finally:
        sys.modules.update(mine)


F1L = _formula1_labels()
twins, _check_ops = F1L.twins, F1L._check_ops

BENCH = HERE.parents[1]
SLUG = "pariksheetde__azure-databricks"
COMMIT = "805bdf0469a3b667d3861033db8932d63cf6e1db"
SOURCE = "pariksheetde/Azure-Databricks"
FN = "Formula1/9.Includes/2.functions.py"
VW = P1[4]          # the calculated_race_results_vw view's notebook
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, spark.sql.ansi.enabled=false (the course's Databricks runtimes), "
           "-XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/pariksheetde-databricks/capture.py: `spark-submit pddriver.py {nbs}` from the root of a "
       "scratch copy of the laid-out repository, those notebooks in that order as notebooks attached to one cluster "
       "(each in a SparkSession of its own on one SparkContext: temp views are the notebook's, global temp views and "
       "the catalog the cluster's), each cell by cell, unchanged, under its own path and line numbers "
       "(../formula1-databricks/f1driver.py's loop): `%run` of 9.Includes/1.config and 2.functions in the notebook's "
       "namespace, `%sql` cells and SQL notebook cells statement by statement through spark.sql, a result shown as "
       "Databricks displays it with a stand-in display (a show(): CollectLimit and toprettystring, or "
       "TakeOrderedAndProject after a sort), `dbutils.notebook.exit` ending the notebook; the notebooks' fixed "
       "/mnt/adobeadls/... paths served by the dbfs: stand-in (DBFS the default file system) over the repository's "
       "own Formula1 data (results.json, absent from the snapshot, and the bookstore files generated: make_data.py); "
       "managed tables under dbfs:/user/hive/warehouse (parquet: Delta on Databricks); `CREATE OR REPLACE TABLE ... "
       "AS SELECT` (Delta on Databricks) answered by nbdriver's CREATE TABLE ... AS SELECT stand-in. The plan is the "
       "one the action or statement ran, written by a query-execution listener after it ran (final adaptive plan; "
       "the initial plan's nodes printed after it are labelled as their executed twins); event_log.json from the "
       "same run. ")
NOTE = ("Display: the toprettystring Project and CollectLimit of a display() or a displayed SQL statement are derived "
        "at that call or statement; where toprettystring sits in a user's node (a sort's TakeOrderedAndProject, a "
        "final aggregate, a select Project) that node keeps its user label with the display line added. Look-alikes "
        "are never accepted: Formula1/1.Ingestion, 2.ETL and 3.Incremental (and 4.2.DeltaLake II, Snowflake-DW) hold "
        "the same eight ingestions nearly line for line, 5.1/3 and 5.1/4 group and rank the same table, 5.2/1 and "
        "5.2/2 run the same two queries per driver and per team, 8.Transformation/3 and 4 the same GROUP BY over a "
        "temp and a global temp view, and DeltaLake/2.ETL's SQL notebooks re-query the folders Formula1's ingestion "
        "wrote (10 and 11 the same four-table join). ")

L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes, extra=()):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes, extra=list(extra))


def N(nid, op, spans, derived, kind, amb=False, alt=(), file=None, true=None):
    return (nid, op, spans, derived, kind, amb, list(alt), file, true)


FN5 = [(FN, sp(5))]


# ---- Formula1/1.Ingestion, 2.ETL ---------------------------------------------------------------------------------
case("pd_ing_circuits_write", ING[0],
     "circuits_final_df.write.mode('overwrite').parquet(f'{processed_path}/circuits') (131), circuits_final_df = "
     "ingest_dtm(rename_circuits_df) (120; the function in 9.Includes/2.functions, `%run` at 114), rename_circuits_df "
     "= sel_circuits_df.withColumnRenamed(...) x3 .withColumn('file_name', lit(v_data_source)) (100-103), "
     "sel_circuits_df = circuits_df.select(...) (85-90), circuits_df = spark.read.option('header', True)"
     ".schema(circuits_schema).csv(f'{raw_path}/circuits.csv') (66-69)",
     "The csv scan at the read (66-69). The select with aliases, three renames, the file_name literal and "
     "ingest_dtm's load_ts column are one Project: each call's lines, the function's withColumn (2.functions line 5) "
     "an alt. WriteFiles derived at the write, Execute InsertIntoHadoopFsRelationCommand at it. 2.ETL/1 and "
     "3.Incremental/1 are look-alikes (the same cells, a saveAsTable). ",
     [N(1, "Scan csv", sp((66, 69)), False, "read"),
      N(2, "Project", sp((85, 90), (100, 103), 120), False, "project", alt=FN5),
      N(3, "WriteFiles", sp(131), True, "write"),
      N(4, "Execute InsertIntoHadoopFsRelationCommand", sp(131), False, "write")])

case("pd_ing_races_partitioned_write", ING[1],
     "races_with_timestamp_df.write.mode('overwrite').partitionBy('race_year').parquet(f'{processed_path}/races') "
     "(104), races_with_timestamp_df = ingest_dtm(rename_races_df).withColumn('race_timestamp', to_timestamp(concat("
     "...))).drop('date', 'time') (92-93), rename_races_df = sel_races_df.withColumnRenamed(...).withColumnRenamed(...)"
     ".drop(col('url')).withColumn('file_name', ...) (72-75), sel_races_df = races_df.select(...) (59-62), races_df = "
     "spark.read.option('header', True).schema(races_schema).csv(f'{raw_path}/races.csv') (42-45)",
     "The csv scan at the read. select, renames, drop, the file_name literal, ingest_dtm's load_ts and the "
     "race_timestamp column are one Project (each call; the function's line an alt). The Sort by race_year and "
     "WriteFiles derived at the partitioned write (104), the insert command at it. 2.ETL/2 is the look-alike "
     "(saveAsTable). ",
     [N(1, "Scan csv", sp((42, 45)), False, "read"),
      N(2, "Project", sp((59, 62), (72, 75), (92, 93)), False, "project", alt=FN5),
      N(3, "Sort", sp(104), True, "write"),
      N(4, "WriteFiles", sp(104), True, "write"),
      N(5, "Execute InsertIntoHadoopFsRelationCommand", sp(104), False, "write")])

case("pd_etl_results_saveastable", ETL[4],
     "results_renamed_df.write.mode('overwrite').partitionBy('race_id').format('parquet').saveAsTable('f1_etl.results')"
     " (95), results_renamed_df = ingest_dtm(results_df).withColumnRenamed(...) x9 .withColumn('file_name', ...)"
     ".drop('statusId') (73-84), results_df = spark.read.schema(results_schema).json(f'{raw_path}/results.json') "
     "(52-54)",
     "saveAsTable's first plan, the file write (the CTAS command plan follows). The json scan at the read; ingest_dtm, "
     "nine renames, the literal and the drop are one Project (73-84; the function's line an alt). The Sort by race_id "
     "and WriteFiles derived at saveAsTable, the insert command at it. 1.Ingestion/5 (a parquet write) and "
     "3.Incremental/5 are look-alikes. ",
     [N(1, "Scan json", sp((52, 54)), False, "read"),
      N(2, "Project", sp((73, 84)), False, "project", alt=FN5),
      N(3, "Sort", sp(95), True, "write"),
      N(4, "WriteFiles", sp(95), True, "write"),
      N(5, "Execute InsertIntoHadoopFsRelationCommand", sp(95), False, "write")])

case("pd_ing_laptimes_write", ING[6],
     "lap_times_renamed_df.write.mode('overwrite').parquet(f'{processed_path}/lap_times') (78), lap_times_renamed_df "
     "= ingest_dtm(lap_times_df).withColumnRenamed(...) x2 .withColumn('source_file_name', input_file_name())"
     ".withColumn('file_name', lit(v_data_source)) (63-67), lap_times_df = spark.read.schema(laps_schema)"
     ".csv(f'{raw_path}/lap_times/lap_times_*') (40-42)",
     "The csv scan (a glob of five files) at the read. input_file_name() is nondeterministic, so the optimizer keeps "
     "two Projects: the renames with source_file_name (64-66), then load_ts (ingest_dtm, 63; the function's line an "
     "alt) with the file_name literal (67). WriteFiles derived at the write, the insert command at it. ",
     [N(1, "Scan csv", sp((40, 42)), False, "read"),
      N(2, "Project", sp((64, 66)), False, "project"),
      N(3, "Project", sp(63, 67), False, "project", alt=FN5),
      N(4, "WriteFiles", sp(78), True, "write"),
      N(5, "Execute InsertIntoHadoopFsRelationCommand", sp(78), False, "write")])

# ---- Formula1/5.1.Presentation I/1.joinCircuitsRaces.py -----------------------------------------------------------
JCR = ("dl_circuits_df = spark.read.parquet(f'{processed_path}/circuits').withColumnRenamed('name', 'circuit_name') "
       "(11-13), dl_races_df = spark.read.parquet(f'{processed_path}/races').filter('race_year = 2019')"
       ".withColumnRenamed('name', 'race_name') (25-27)")
JNOTE = ("The races filter on the partition column race_year (26) is a partition filter of the races scan (read and "
         "filter both accepted). Inferred isnotnull filters on the join key, the BroadcastExchange, derived at the "
         "join. ")
case("pd_pres_inner_join_display", P1[0],
     "display(race_circuit_df) (42), race_circuit_df = dl_circuits_df.join(dl_races_df, ..., 'inner').select("
     "'circuit_name', 'location', 'country', 'race_name', 'round') (39-40), " + JCR,
     JNOTE + "Each side's Project holds its rename with the pruning for the join (rename and join). The select (40) "
     "is folded into the display's toprettystring Project (40, 42); CollectLimit derived at the display. The semi "
     "and anti joins below (51, 63) are look-alikes, as is 5.1/2's races/circuits join. ",
     [N(1, "Scan parquet", sp((11, 12)), False, "read"),
      N(3, "Filter", sp(39), True, "filter"),
      N(4, "Project", sp(13, 39), False, "project", True),
      N(5, "BroadcastExchange", sp(39), True, "join"),
      N(7, "Scan parquet", sp((25, 26)), False, "read"),
      N(9, "Filter", sp(39), True, "filter"),
      N(10, "Project", sp(27, 39), False, "project", True),
      N(11, "BroadcastHashJoin", sp(39), False, "join"),
      N(12, "Project", sp(40, 42), False, "project"),
      N(13, "CollectLimit", sp(42), True, "limit")])

case("pd_pres_anti_join_display", P1[0],
     "display(race_circuit_df) (66), race_circuit_df = dl_circuits_df.join(dl_races_df, ..., 'anti').select("
     "'circuit_name', 'circuit_ref', 'country', 'location') (63-64), " + JCR,
     JNOTE + "The races side keeps only circuit_id (a pruning Project: the join and the read). The circuits rename "
     "(13) and the select (64) are folded into the display's toprettystring Project (13, 64, 66); CollectLimit "
     "derived at the display. The semi join (51-52) is the look-alike one cell up. ",
     [N(1, "Scan parquet", sp((11, 12)), False, "read"),
      N(3, "Scan parquet", sp((25, 26)), False, "read"),
      N(5, "Filter", sp(63), True, "filter"),
      N(6, "Project", sp(63, (25, 27)), True, "project", True),
      N(7, "BroadcastExchange", sp(63), True, "join"),
      N(9, "BroadcastHashJoin", sp(63), False, "join"),
      N(10, "Project", sp(13, 64, 66), False, "project"),
      N(11, "CollectLimit", sp(66), True, "limit")])

# ---- Formula1/5.1.Presentation I/2.joinRacesCircuitsDriversConstructorsResults.py --------------------------------
RR = ("display(join_race_results_df) (101), join_race_results_df = results_df.join(join_races_circuits_df, ...)"
      ".join(drivers_df, ...).join(constructors_df, ...).select(...).orderBy(col('points').desc()).withColumn("
      "'created_dt', current_timestamp()) (93-99), join_races_circuits_df = races_df.join(circuit_df, ...)"
      ".select(...) (85-86), five parquet reads with renames (races 11-14, circuits 26-28, drivers 40-44, "
      "constructors 56-59, results 71-73)")
RRNOTE = ("Each read's scan at its read; each side's Project holds that read's renames with the pruning for the "
          "join (rename and join); inferred isnotnull filters on the join keys derived at the joins that use them. "
          "The races/circuits select (86) is the Project after that join; the Projects after the results/races and "
          "drivers joins prune (derived, ambiguous: the join and the final select); the final select (96-97) is the "
          "Project after the constructors join. orderBy + display as TakeOrderedAndProject, with the created_dt "
          "column (99) and the display's toprettystring in it (98, 99, 101). 5.1/1's joins and DeltaLake's SQL "
          "joins of the same folders are look-alikes. ")


def rr_nodes(ids: dict, exch: str) -> list:
    """The race results plan, by role; `exch`: how a join's inputs are exchanged (BroadcastExchange, or the
    Exchange and Sort of a sort-merge join)."""
    j = {"RC": sp(85), "RR": sp(93), "D": sp(94), "C": sp(95)}
    join_op = "BroadcastHashJoin" if exch == "bx" else "SortMergeJoin"
    out = [N(ids["res_scan"], "Scan parquet", sp((71, 72)), False, "read"),
           N(ids["res_filter"], "Filter", sp(94, 95), True, "filter"),
           N(ids["res_proj"], "Project", sp(73, 93), False, "project", True),
           N(ids["races_scan"], "Scan parquet", sp((11, 12)), False, "read"),
           N(ids["races_filter"], "Filter", sp(85, 93), True, "filter"),
           N(ids["races_proj"], "Project", sp((13, 14), 85), False, "project", True),
           N(ids["circ_scan"], "Scan parquet", sp((26, 27)), False, "read"),
           N(ids["circ_filter"], "Filter", sp(85), True, "filter"),
           N(ids["circ_proj"], "Project", sp(28, 85), False, "project", True),
           N(ids["RC"], join_op, j["RC"], False, "join"),
           N(ids["sel_rc"], "Project", sp(86), False, "project"),
           N(ids["RR"], join_op, j["RR"], False, "join"),
           N(ids["prune_rr"], "Project", sp(93, (96, 97)), True, "project", True),
           N(ids["drv_scan"], "Scan parquet", sp((40, 41)), False, "read"),
           N(ids["drv_filter"], "Filter", sp(94), True, "filter"),
           N(ids["drv_proj"], "Project", sp((42, 44), 94), False, "project", True),
           N(ids["D"], join_op, j["D"], False, "join"),
           N(ids["prune_d"], "Project", sp(94, (96, 97)), True, "project", True),
           N(ids["con_scan"], "Scan parquet", sp((56, 57)), False, "read"),
           N(ids["con_filter"], "Filter", sp(95), True, "filter"),
           N(ids["con_proj"], "Project", sp((58, 59), 95), False, "project", True),
           N(ids["C"], join_op, j["C"], False, "join"),
           N(ids["sel"], "Project", sp((96, 97)), False, "project"),
           N(ids["top"], "TakeOrderedAndProject", sp(98, 99, 101), False, "sort")]
    for key, op in ids.get("exchanges", {}).items():
        for nid, name in op:
            out.append(N(nid, name, j[key], True, "join"))
    return out


case("pd_pres_race_results_display", P1[1], RR, RRNOTE + "All four joins broadcast (BroadcastExchange derived at "
     "each join). ",
     rr_nodes(dict(res_scan=1, res_filter=3, res_proj=4, races_scan=7, races_filter=9, races_proj=10, circ_scan=11,
                   circ_filter=13, circ_proj=14, RC=17, sel_rc=18, RR=19, prune_rr=20, drv_scan=21, drv_filter=23,
                   drv_proj=24, D=27, prune_d=28, con_scan=29, con_filter=31, con_proj=32, C=35, sel=36, top=37,
                   exchanges={"RR": [(5, "BroadcastExchange")], "RC": [(15, "BroadcastExchange")],
                              "D": [(25, "BroadcastExchange")], "C": [(33, "BroadcastExchange")]}), "bx"))

case("pd_pres_race_results_nobc_display", P1[1], RR, RRNOTE + "Broadcast joins off: four sort-merge joins, each "
     "side's Exchange and Sort derived at its join. ",
     rr_nodes(dict(res_scan=1, res_filter=3, res_proj=4, races_scan=9, races_filter=11, races_proj=12, circ_scan=17,
                   circ_filter=19, circ_proj=20, RC=25, sel_rc=26, RR=31, prune_rr=32, drv_scan=37, drv_filter=39,
                   drv_proj=40, D=45, prune_d=46, con_scan=51, con_filter=53, con_proj=54, C=59, sel=60, top=61,
                   exchanges={"RR": [(5, "Exchange"), (8, "Sort"), (27, "Exchange"), (30, "Sort")],
                              "RC": [(13, "Exchange"), (16, "Sort"), (21, "Exchange"), (24, "Sort")],
                              "D": [(33, "Exchange"), (36, "Sort"), (41, "Exchange"), (44, "Sort")],
                              "C": [(47, "Exchange"), (50, "Sort"), (55, "Exchange"), (58, "Sort")]}), "smj"))

# ---- Formula1/5.1.Presentation I/3 and 4: standings ---------------------------------------------------------------
STNOTE = ("The race_year = 2020 filter (35) is pushed below the aggregate into the scan (read and filter both "
          "accepted) and stays as a Filter. The partial HashAggregate and its Exchange derived at the groupBy/agg "
          "(18-22), the final one at it. The window's Exchange and Sort derived at the .over (36) and the Window "
          "spec (30-32), the Window at them; the select (34) selects every column and leaves no node. ")
case("pd_pres_drivers_rank_display", P1[2],
     "display(drivers_rank_spec_df) (38), drivers_rank_spec_df = drivers_standing_df.select(...).filter('race_year = "
     "2020').withColumn('rank', rank().over(windowSpec)) (34-36), windowSpec = Window.partitionBy('race_year')"
     ".orderBy(...) (30-32), drivers_standing_df = race_results_df.groupBy('race_year', 'driver_name', "
     "'driver_nationality', 'team').agg(sum('points'), count(when(col('position') == 1, True))) (18-22), "
     "race_results_df = spark.read.parquet(f'{presentation_path}/race_results') (6)",
     STNOTE + "The display's toprettystring Project and CollectLimit derived at the display (38). 5.1/4 is the "
     "look-alike per team. ",
     [N(1, "Scan parquet", sp(6, 35), False, "read"),
      N(3, "Filter", sp(35), False, "filter"),
      N(4, "HashAggregate", sp((18, 22)), True, "aggregate"),
      N(5, "Exchange", sp((18, 22)), True, "aggregate"),
      N(8, "HashAggregate", sp((18, 22)), False, "aggregate"),
      N(9, "Exchange", sp(36, (30, 32)), True, "window"),
      N(12, "Sort", sp(36, (30, 32)), True, "window"),
      N(13, "Window", sp(36, (30, 32)), False, "window"),
      N(14, "Project", sp(38, 34), True, "project", True),
      N(15, "CollectLimit", sp(38), True, "limit")])

case("pd_pres_constructors_standing_write", P1[3],
     "constructors_rank_spec_df.write.mode('overwrite').parquet(f'{presentation_path}/constructors_standing') (42), "
     "constructors_rank_spec_df = constructors_standing_df.select(...).filter('race_year = 2020').withColumn('rank', "
     "rank().over(windowSpec)) (34-36), windowSpec (30-32), constructors_standing_df = race_results_df.groupBy("
     "'race_year', 'team').agg(...) (18-22), race_results_df = spark.read.parquet(...) (6)",
     STNOTE + "WriteFiles derived at the write (42), the insert command at it. 5.1/3 is the look-alike per driver. ",
     [N(1, "Scan parquet", sp(6, 35), False, "read"),
      N(3, "Filter", sp(35), False, "filter"),
      N(4, "HashAggregate", sp((18, 22)), True, "aggregate"),
      N(5, "Exchange", sp((18, 22)), True, "aggregate"),
      N(8, "HashAggregate", sp((18, 22)), False, "aggregate"),
      N(9, "Exchange", sp(36, (30, 32)), True, "window"),
      N(12, "Sort", sp(36, (30, 32)), True, "window"),
      N(13, "Window", sp(36, (30, 32)), False, "window"),
      N(14, "WriteFiles", sp(42), True, "write"),
      N(15, "Execute InsertIntoHadoopFsRelationCommand", sp(42), False, "write")])

# ---- the calculated_race_results_vw view (5.1/5, 8-21) and the queries over it -----------------------------------
VNOTE = ("The view f1_presentation.calculated_race_results_vw (5.1/5, %sql 8-21) joins results, drivers, "
         "constructors and races through WHERE equalities (18-20) with results.position <= 10 (21): its scans at "
         "the view's FROM (17) and the query's FROM of the view, its joins at their WHERE line and the FROM, the "
         "inferred isnotnull filters and exchanges derived at the join, pruning Projects derived and ambiguous. ")


def view_nodes(ids: dict, file_alt: str | None, from_line: int, races_where: int | None = None) -> list:
    """The view's nodes by role; in 5.1/5 itself (`file_alt` None) the query's FROM is another span, in another
    notebook an alt."""
    f = None if file_alt is None else VW

    def scan(nid, table):
        spans = sp(17) if file_alt else sp(17, from_line)
        here = sp(from_line, races_where) if table == "races" and races_where else sp(from_line)
        return N(nid, f"Scan parquet spark_catalog.f1_etl.{table}", spans, False, "read",
                 alt=[(file_alt, here)] if file_alt else (), file=f)

    def v(nid, op, spans, derived, kind, amb=False):
        return N(nid, op, spans, derived, kind, amb, file=f)
    out = [scan(ids["res"], "results"), v(ids["res_f"], "Filter", sp(21, (18, 19)), False, "filter"),
           scan(ids["drv"], "drivers"), v(ids["drv_f"], "Filter", sp(18), True, "filter"),
           v(ids["drv_bx"], "BroadcastExchange", sp(18), True, "join"),
           v(ids["J1"], "BroadcastHashJoin", sp(18, 17), False, "join"),
           v(ids["J1p"], "Project", sp((18, 20)), True, "project", True),
           scan(ids["con"], "constructors"), v(ids["con_f"], "Filter", sp(19), True, "filter"),
           v(ids["con_bx"], "BroadcastExchange", sp(19), True, "join"),
           v(ids["J2"], "BroadcastHashJoin", sp(19, 17), False, "join"),
           v(ids["J2p"], "Project", sp((19, 20)), True, "project", True),
           scan(ids["rac"], "races"), v(ids["rac_f"], "Filter", sp(20), True, "filter"),
           v(ids["rac_p"], "Project", sp(20, 17), True, "project", True),
           v(ids["rac_bx"], "BroadcastExchange", sp(20), True, "join"),
           v(ids["J3"], "BroadcastHashJoin", sp(20, 17), False, "join")]
    for nid, op in ids.get("more", []):
        out.append(v(nid, op, sp(20), True, "join"))
    if "res_p" in ids:
        out.append(v(ids["res_p"], "Project", sp((17, 21)), True, "project", True))
    return out


case("pd_pres_calculated_view_count_sql", VW,
     "%sql SELECT COUNT(*) AS CNT FROM f1_presentation.calculated_race_results_vw (31), over the view made in the "
     "same notebook (8-21) over the f1_etl tables 2.ETL saved",
     VNOTE + "The results side's pruning Project derived (the view); the races side's shuffle Exchange (planned for "
     "a sort-merge join, broadcast by AQE) derived at the join. The count: the empty Project derived and ambiguous "
     "(the join and the count), the partial HashAggregate and its Exchange derived at the COUNT (31), the final one "
     "(with the display's toprettystring) at it. 5.2's queries read the same view. ",
     view_nodes(dict(res=1, res_f=3, res_p=4, drv=5, drv_f=7, drv_bx=8, J1=10, J1p=11, con=12, con_f=14, con_bx=15,
                     J2=17, J2p=18, rac=19, rac_f=21, rac_p=22, rac_bx=26, J3=28, more=[(23, "Exchange")]), None, 31)
     + [N(29, "Project", sp(31, 20), True, "project", True),
        N(30, "HashAggregate", sp(31), True, "aggregate"),
        N(31, "Exchange", sp(31), True, "aggregate"),
        N(33, "HashAggregate", sp(31), False, "aggregate")],
     extra=[N(46, "Exchange", sp(20), True, "join"), N(47, "Sort", sp(20), True, "join"),
            N(51, "Sort", sp(20), True, "join"), N(52, "SortMergeJoin", sp(20, 17), False, "join")])

case("pd_dom_drivers_insert_sql", P2[0],
     "%sql INSERT INTO f1_presentation.dominant_drivers SELECT driver_name, total_races, total_points, avg_points, "
     "RANK() OVER (ORDER BY avg_points DESC) FROM (SELECT driver_name, count(1), sum(calculated_points), "
     "AVG(calculated_points) FROM f1_presentation.calculated_race_results_vw GROUP BY driver_name ORDER BY avg_points "
     "DESC) temp WHERE total_races >= 50 (21-38), over 5.1/5's view",
     VNOTE + "The view's nodes are labelled in 5.1/5 (the FROM of the view, 35, an alt for its scans); its SELECT "
     "list (driver_name, calculated_points: 5.1/5 10-16) is the Project under the aggregate. The subquery's GROUP BY "
     "(30-36) as partial/final HashAggregates (partial and Exchange derived), the WHERE total_races >= 50 (38) a "
     "Filter over them, the subquery's ORDER BY (37) a range Exchange (derived) and a global Sort; RANK() OVER "
     "(27) a Window over a single-partition Exchange and Sort (derived). The INSERT's cast Project (the table's INT "
     "columns) derived and ambiguous (the INSERT and its SELECT), WriteFiles derived at the INSERT (21), the insert "
     "command at it. 5.2/2 is the look-alike per team; the SELECT at 53-70 is this query over 2010-2020. ",
     view_nodes(dict(res=1, res_f=3, drv=4, drv_f=6, drv_bx=7, J1=9, J1p=10, con=11, con_f=13, con_bx=14, J2=16,
                     J2p=17, rac=23, rac_f=25, rac_p=26, rac_bx=21, J3=30,
                     more=[(18, "Exchange"), (27, "Exchange")]), P2[0], 35)
     + [N(31, "Project", sp((10, 16)), False, "project", file=VW),
        N(32, "HashAggregate", sp((30, 36)), True, "aggregate"),
        N(33, "Exchange", sp((30, 36)), True, "aggregate"),
        N(36, "HashAggregate", sp((30, 36)), False, "aggregate"),
        N(37, "Filter", sp(38), False, "filter"),
        N(38, "Exchange", sp(37), True, "sort"),
        N(41, "Sort", sp(37), False, "sort"),
        N(42, "Exchange", sp(27), True, "window"),
        N(44, "Sort", sp(27), True, "window"),
        N(45, "Window", sp(27), False, "window"),
        N(46, "Project", sp(21, (22, 27)), True, "project", True),
        N(47, "WriteFiles", sp(21), True, "write"),
        N(48, "Execute InsertIntoHadoopFsRelationCommand", sp(21), False, "write")],
     extra=[N(61, "Sort", sp(20), True, "join", file=VW), N(65, "Sort", sp(20), True, "join", file=VW),
            N(66, "SortMergeJoin", sp(20, 17), False, "join", file=VW)])

case("pd_dom_teams_decade_sql", P2[1],
     "%sql SELECT team_name, total_races, total_points, avg_points, RANK() OVER (ORDER BY avg_points DESC) FROM "
     "(SELECT team_name, count(1), sum(calculated_points), AVG(calculated_points) FROM "
     "f1_presentation.calculated_race_results_vw WHERE race_year between 2010 and 2020 GROUP BY team_name ORDER BY "
     "avg_points DESC) temp WHERE total_races >= 100 (53-70), over 5.1/5's view",
     VNOTE + "The view's nodes are labelled in 5.1/5 (the FROM of the view, 66, an alt for its scans); the WHERE "
     "race_year between 2010 and 2020 (67) is a partition filter of the races scan (its span an alt too), and a "
     "dynamic partition pruning subquery on the results scan reuses the races broadcast (its initial plan: the "
     "races scan, filter, Project and BroadcastExchange, labelled as the main ones). The view's SELECT list (team, "
     "calculated_points) is the Project under the aggregate; GROUP BY (61-68) partial/final HashAggregates, WHERE "
     "total_races >= 100 (70) a Filter; the subquery's ORDER BY (69) with the display's limit as "
     "TakeOrderedAndProject (69, 53); RANK() OVER (58) a Window; the display's toprettystring Project over the "
     "outer SELECT (53-58) derived. 5.2/1 is the look-alike per driver. ",
     view_nodes(dict(res=1, res_f=3, drv=4, drv_f=6, drv_bx=7, J1=9, J1p=10, con=11, con_f=13, con_bx=14, J2=16,
                     J2p=17, rac=18, rac_f=20, rac_p=21, rac_bx=22, J3=24), P2[1], 66, 67)
     + [N(25, "Project", sp((10, 16)), False, "project", file=VW),
        N(26, "HashAggregate", sp((61, 68)), True, "aggregate"),
        N(27, "Exchange", sp((61, 68)), True, "aggregate"),
        N(30, "HashAggregate", sp((61, 68)), False, "aggregate"),
        N(31, "Filter", sp(70), False, "filter"),
        N(32, "TakeOrderedAndProject", sp(69, 53), False, "sort"),
        N(33, "Window", sp(58), False, "window"),
        N(34, "Project", sp((53, 58)), True, "project", True)],
     extra=[N(62, "Scan parquet spark_catalog.f1_etl.races", sp(17), True, "read", alt=[(P2[1], sp(66, 67))],
              file=VW),
            N(63, "Filter", sp(20), True, "filter", file=VW),
            N(64, "Project", sp(20, 17), True, "project", True, file=VW),
            N(65, "BroadcastExchange", sp(20), True, "join", file=VW)])

# ---- Formula1/8.Transformation ------------------------------------------------------------------------------------
case("pd_tr_filter_races_display", TR[0],
     "display(filtered_races_df) (26), filtered_races_df = dl_races_df.filter((dl_races_df['race_year'] == 2019) & "
     "(dl_races_df['name'] != 'Australian Grand Prix')) (25), dl_races_df = spark.read.parquet(f'{processed_path}/"
     "races') (6-7)",
     "The race_year test is a partition filter of the scan (the read and the filter accepted), the name test a "
     "Filter at 25. The display's toprettystring Project and CollectLimit derived at the display. The string filter "
     "one cell up (18-19) is the look-alike. ",
     [N(1, "Scan parquet", sp((6, 7), 25), False, "read"),
      N(3, "Filter", sp(25), False, "filter"),
      N(4, "Project", sp(26), True, "project"),
      N(5, "CollectLimit", sp(26), True, "limit")])

RRD = "race_results_df = spark.read.parquet(f'{presentation_path}/race_results').filter('race_year in (2019,2020)') (6-7)"
case("pd_tr_lewis_agg_display", TR[1],
     "display(agg_Lewis_Hamilton_df) (34), agg_Lewis_Hamilton_df = race_results_df.filter(\"driver_name = 'Lewis "
     "Hamilton'\").groupBy('race_year', 'driver_name').agg(sum('points'), count('race_name'))"
     ".orderBy(col('sum_points').desc()) (29-32), " + RRD,
     "Both filters (7, 29) pushed into the scan and merged into one Filter (each accepted). Partial HashAggregate "
     "and Exchange derived at the groupBy/agg (30-31), the final one at it. orderBy + display as "
     "TakeOrderedAndProject (32, 34). The all-drivers aggregate (45-47) is the look-alike. ",
     [N(1, "Scan parquet", sp((6, 7), 29), False, "read"),
      N(3, "Filter", sp(7, 29), False, "filter"),
      N(4, "HashAggregate", sp((30, 31)), True, "aggregate"),
      N(5, "Exchange", sp((30, 31)), True, "aggregate"),
      N(8, "HashAggregate", sp((30, 31)), False, "aggregate"),
      N(9, "TakeOrderedAndProject", sp(32, 34), False, "sort")])

case("pd_tr_rank_window_display", TR[1],
     "display(win_all_drivers_df) (68), win_all_drivers_df = agg_all_drivers_df.select('race_year', 'sum_points', "
     "'driver_name').withColumn('rank', rank().over(windowSpec)) (65-66), windowSpec = Window.partitionBy("
     "'race_year').orderBy(col('sum_points').desc()) (61-63), agg_all_drivers_df = race_results_df.groupBy("
     "'race_year', 'driver_name').agg(sum('points'), count('race_name')).orderBy(...) (45-47), " + RRD,
     "The filter (7) pushed into the scan and kept as a Filter. The aggregate's partial level and Exchange derived "
     "at groupBy/agg (45-46), the final one at it (the unused count dropped). orderBy (47) as a range Exchange "
     "(derived) and a global Sort; the select (65) is the Project over it; the window's Exchange and Sort derived at "
     ".over (66) and the spec (61-63), the Window at them; the display's toprettystring Project and CollectLimit "
     "derived at the display. 5.1/3's rank window is a look-alike. ",
     [N(1, "Scan parquet", sp((6, 7)), False, "read"),
      N(3, "Filter", sp(7), False, "filter"),
      N(4, "HashAggregate", sp((45, 46)), True, "aggregate"),
      N(5, "Exchange", sp((45, 46)), True, "aggregate"),
      N(8, "HashAggregate", sp((45, 46)), False, "aggregate"),
      N(9, "Exchange", sp(47), True, "sort"),
      N(12, "Sort", sp(47), False, "sort"),
      N(13, "Project", sp(65), False, "project"),
      N(14, "Exchange", sp(66, (61, 63)), True, "window"),
      N(17, "Sort", sp(66, (61, 63)), True, "window"),
      N(18, "Window", sp(66, (61, 63)), False, "window"),
      N(19, "Project", sp(68), True, "project"),
      N(20, "CollectLimit", sp(68), True, "limit")])

case("pd_tr_tempview_spark_sql_display", TR[2],
     "display(race_results_df) (50), race_results_df = spark.sql(\"\"\"SELECT count(*) as no_of_races, race_year FROM "
     "race_results_temp_vw GROUP BY race_year ORDER BY race_year desc\"\"\") (43-48), over the temp view "
     "races_results_df.createOrReplaceTempView('Race_Results_Temp_VW') (19) of races_results_df = "
     "spark.read.parquet(f'{presentation_path}/race_results') (14)",
     "The same query is written twice in the notebook: the `%sql` cell (29-34) and the spark.sql string (43-48) that "
     "ran here; both accepted, true_lines the spark.sql one. The scan at the read (14) and the FROM. COUNT + GROUP BY "
     "as partial (derived, with its Exchange) and final HashAggregates; ORDER BY + display as TakeOrderedAndProject. "
     "The same query over the global temp view in 8.Transformation/4 (29-34, 43-48) and after the notebook's "
     "dbutils.notebook.exit (63-69, never run) are look-alikes. ",
     [N(1, "Scan parquet", sp(14, 46, 32), False, "read", true=sp(14, 46)),
      N(3, "HashAggregate", sp((44, 47), (30, 33)), True, "aggregate", true=sp((44, 47))),
      N(4, "Exchange", sp((44, 47), (30, 33)), True, "aggregate", true=sp((44, 47))),
      N(7, "HashAggregate", sp((44, 47), (30, 33)), False, "aggregate", true=sp((44, 47))),
      N(8, "TakeOrderedAndProject", sp(48, 50, 34), False, "sort", true=sp(48, 50))])

case("pd_tr_union_view_sql", TR[4],
     "%sql SELECT * FROM f1_presentation.race_results_view ORDER BY race_year asc (51), over the view "
     "f1_presentation.race_results_view = SELECT * FROM ...race_results_ext_python_v1 WHERE race_year IN (2019) "
     "UNION SELECT * FROM ...race_results_ext_python_v2 WHERE race_year IN (2020) (42-46)",
     "The two tables (json, from 6.External_Table/1's saveAsTable; parquet, from 6.External_Table/2's) scanned at the "
     "view's FROMs (44, 46) and the query's FROM (51), each WHERE a Filter (44, 46); UNION as a Union and a distinct "
     "aggregate (partial and Exchange derived) at 45; ORDER BY + display as TakeOrderedAndProject (51). The two "
     "temp views above (8, 25) read the same tables with one filter each. ",
     [N(1, "Scan json spark_catalog.f1_presentation.race_results_ext_python_v1", sp(44, 51), False, "read"),
      N(2, "Filter", sp(44), False, "filter"),
      N(3, "Scan parquet spark_catalog.f1_presentation.race_results_ext_python_v2", sp(46, 51), False, "read"),
      N(5, "Filter", sp(46), False, "filter"),
      N(6, "Union", sp(45), False, "union"),
      N(7, "HashAggregate", sp(45), True, "distinct"),
      N(8, "Exchange", sp(45), True, "distinct"),
      N(11, "HashAggregate", sp(45), False, "distinct"),
      N(12, "TakeOrderedAndProject", sp(51), False, "sort")])

case("pd_ext_insert_csv_table_sql", EXT[1],
     "%sql INSERT INTO f1_presentation.race_results_ext_sql_v1 SELECT * FROM f1_presentation.race_results_ext_python_v1"
     " (80-81), into the csv table created at 43-61",
     "The json table (6.External_Table/1's saveAsTable) scanned at the FROM (81); the Project casting to the csv "
     "table's columns (points INT) derived and ambiguous (the INSERT and its SELECT); WriteFiles derived at the "
     "INSERT, the insert command at it. 3.externalTableSqlV2's INSERT (45-46) is the look-alike into a json table. ",
     [N(1, "Scan json spark_catalog.f1_presentation.race_results_ext_python_v1", sp(81), False, "read"),
      N(2, "Project", sp(80, 81), True, "project", True),
      N(3, "WriteFiles", sp(80), True, "write"),
      N(4, "Execute InsertIntoHadoopFsRelationCommand", sp(80), False, "write")])

# ---- DeltaLake/2.ETL - Spark - Python-SQL-I -----------------------------------------------------------------------
case("pd_dl_circuits_groupby_sql", DLETL[0],
     "SELECT COUNT(*) AS CNT, country FROM parquet.`/mnt/adobeadls/processed/circuits/*` GROUP BY country ORDER BY "
     "CNT DESC (18-23)",
     "The parquet scan by path at the FROM (21); COUNT + GROUP BY as partial (derived, with its Exchange) and final "
     "HashAggregates (18-22); ORDER BY with the displayed statement's limit as TakeOrderedAndProject (23, 18). The "
     "two SELECTs above (7, 11) read the same path; 2.queryingRacesFiles and 3.queryingConstructorsFiles hold the "
     "look-alike COUNT ... GROUP BY input_file_name(). ",
     [N(1, "Scan parquet", sp(21), False, "read"),
      N(3, "HashAggregate", sp((18, 22)), True, "aggregate"),
      N(4, "Exchange", sp((18, 22)), True, "aggregate"),
      N(7, "HashAggregate", sp((18, 22)), False, "aggregate"),
      N(8, "TakeOrderedAndProject", sp(23, 18), False, "sort")])

T9 = {"CR": sp((32, 33)), "RR": sp((33, 34)), "C": sp((34, 35)), "D": sp((35, 36)), "P": sp((36, 37))}
case("pd_dl_transformation_join_sql", DLETL[8],
     "SELECT circuits..., races..., results..., constructors..., drivers..., pit_stops.lap FROM "
     "dw_analytics.circuits_parquet circuits JOIN races_parquet races ON ... JOIN results_parquet ... JOIN "
     "constructors_parquet ... JOIN drivers_json ... JOIN pit_stops_parquet ON two keys (7-37)",
     "Six tables the notebooks 1-6 of the folder created (an external table over the circuits folder, one over the "
     "partitioned races folder, CTAS tables, a CTAS over a temp view answered by the stand-in), each scan at its "
     "FROM/JOIN line; each JOIN ... ON pair is a broadcast hash join (its BroadcastExchange and the inferred "
     "isnotnull filters derived at the joins whose keys they test); the Projects between joins prune (derived, "
     "ambiguous: the join and the SELECT list); the SELECT list (7-30) with the display's toprettystring is the last "
     "Project; CollectLimit derived at the statement. 10.driversStanding and 11.constructorsStanding join four of "
     "the same tables (look-alikes). ",
     [N(1, "Scan parquet spark_catalog.dw_analytics.circuits_parquet", sp(32), False, "read"),
      N(3, "Filter", T9["CR"], True, "filter"),
      N(4, "BroadcastExchange", T9["CR"], True, "join"),
      N(6, "Scan parquet spark_catalog.dw_analytics.races_parquet", sp(32), False, "read"),
      N(8, "Filter", sp((32, 34), (36, 37)), True, "filter"),
      N(9, "BroadcastHashJoin", T9["CR"], False, "join"),
      N(10, "Project", sp((32, 33), (7, 30)), True, "project", True),
      N(11, "Scan parquet spark_catalog.dw_analytics.results_parquet", sp(33), False, "read"),
      N(13, "Filter", sp((33, 36)), True, "filter"),
      N(14, "BroadcastExchange", T9["RR"], True, "join"),
      N(16, "BroadcastHashJoin", T9["RR"], False, "join"),
      N(17, "Project", sp((33, 34), (7, 30)), True, "project", True),
      N(18, "Scan parquet spark_catalog.dw_analytics.constructors_parquet", sp(34), False, "read"),
      N(20, "Filter", T9["C"], True, "filter"),
      N(21, "BroadcastExchange", T9["C"], True, "join"),
      N(23, "BroadcastHashJoin", T9["C"], False, "join"),
      N(24, "Project", sp((34, 35), (7, 30)), True, "project", True),
      N(25, "Scan parquet spark_catalog.dw_analytics.drivers_json", sp(35), False, "read"),
      N(27, "Filter", sp((35, 37)), True, "filter"),
      N(28, "BroadcastExchange", T9["D"], True, "join"),
      N(30, "BroadcastHashJoin", T9["D"], False, "join"),
      N(31, "Project", sp((35, 36), (7, 30)), True, "project", True),
      N(32, "Scan parquet spark_catalog.dw_analytics.pit_stops_parquet", sp(36), False, "read"),
      N(34, "Filter", T9["P"], True, "filter"),
      N(35, "BroadcastExchange", T9["P"], True, "join"),
      N(37, "BroadcastHashJoin", T9["P"], False, "join"),
      N(38, "Project", sp((7, 30)), False, "project"),
      N(39, "CollectLimit", sp(7), True, "limit")])

T10 = {"R": sp((15, 16)), "D": sp((16, 17)), "C": sp((17, 18))}
case("pd_dl_drivers_standing_nobc_sql", DLETL[9],
     "SELECT races.race_year, CONCAT(drivers.name.forename, drivers.name.surname) AS driver_name, "
     "constructors.constructor_ref, drivers.nationality, SUM(results.points), COUNT(CASE WHEN ...) FROM results_parquet "
     "JOIN races_parquet ... JOIN drivers_json ... JOIN constructors_parquet ... GROUP BY ... HAVING sum_points > 100 "
     "ORDER BY races.race_year (7-26)",
     "Broadcast joins off: three sort-merge joins, each side's Exchange and Sort and the inferred isnotnull filters "
     "derived at the join (the JOIN ... ON lines), the Projects between joins pruning (derived, ambiguous). The "
     "CONCAT grouping expression (9, 21) in the Project under the aggregate (derived, ambiguous); SUM/COUNT with the "
     "GROUP BY (12-13, 19-24) as partial (derived, with its Exchange) and final HashAggregates; HAVING (25) a "
     "Filter; ORDER BY with the displayed statement's limit as TakeOrderedAndProject (26, 7). "
     "11.constructorsStanding is the look-alike per constructor. ",
     [N(1, "Scan parquet spark_catalog.dw_analytics.results_parquet", sp(15), False, "read"),
      N(3, "Filter", sp((15, 18)), True, "filter"),
      N(4, "Exchange", T10["R"], True, "join"), N(7, "Sort", T10["R"], True, "join"),
      N(8, "Scan parquet spark_catalog.dw_analytics.races_parquet", sp(15), False, "read"),
      N(10, "Filter", T10["R"], True, "filter"),
      N(11, "Exchange", T10["R"], True, "join"), N(14, "Sort", T10["R"], True, "join"),
      N(15, "SortMergeJoin", T10["R"], False, "join"),
      N(16, "Project", sp((15, 16), (7, 13)), True, "project", True),
      N(17, "Exchange", T10["D"], True, "join"), N(20, "Sort", T10["D"], True, "join"),
      N(21, "Scan parquet spark_catalog.dw_analytics.drivers_json", sp(16), False, "read"),
      N(23, "Filter", T10["D"], True, "filter"),
      N(24, "Exchange", T10["D"], True, "join"), N(27, "Sort", T10["D"], True, "join"),
      N(28, "SortMergeJoin", T10["D"], False, "join"),
      N(29, "Project", sp((16, 17), (7, 13)), True, "project", True),
      N(30, "Exchange", T10["C"], True, "join"), N(33, "Sort", T10["C"], True, "join"),
      N(34, "Scan parquet spark_catalog.dw_analytics.constructors_parquet", sp(17), False, "read"),
      N(36, "Filter", T10["C"], True, "filter"),
      N(37, "Exchange", T10["C"], True, "join"), N(40, "Sort", T10["C"], True, "join"),
      N(41, "SortMergeJoin", T10["C"], False, "join"),
      N(42, "Project", sp(9, (19, 24)), True, "project", True),
      N(43, "HashAggregate", sp((12, 13), (19, 24)), True, "aggregate"),
      N(44, "Exchange", sp((12, 13), (19, 24)), True, "aggregate"),
      N(47, "HashAggregate", sp((12, 13), (19, 24)), False, "aggregate"),
      N(48, "Filter", sp(25), False, "filter"),
      N(49, "TakeOrderedAndProject", sp(26, 7), False, "sort")])

# ---- DeltaLake/8.Transformation/3.tranformBooks.sql ---------------------------------------------------------------
case("pd_dl_books_pivot_sql", DLT[1],
     "SELECT * FROM (SELECT customer_id, book.book_id as book_id, book.quantity as quantity FROM "
     "dw_analytics.books_ordered) PIVOT(sum(quantity) FOR book_id IN ('B01', ..., 'B12')) (97-106), over the view "
     "dw_analytics.books_ordered = SELECT * FROM (SELECT *, explode(books) AS book FROM dw_analytics.orders) o JOIN "
     "dw_analytics.books b ON o.book.book_id = b.book_id (73-79)",
     "The view's nodes at the view (73-79, the same notebook): the orders scan at its FROM (77) and the query's FROM "
     "(103), explode as Generate (77) with the size > 0 / isnotnull filter Spark infers for it derived there, the "
     "join key's isnotnull filter, the books side's filter and BroadcastExchange derived at the JOIN ... ON (78-79), "
     "the book.book_id/book.quantity extraction pushed below the join derived and ambiguous (the inner SELECT and the "
     "join); the inner SELECT (99-102) is the Project after the join. PIVOT as two aggregation levels: sum per "
     "customer and book (partial and Exchange derived) and pivotfirst per customer (partial and Exchange derived), "
     "at 104-105; the display's toprettystring Project over the pivot's output derived and ambiguous (the statement "
     "and the PIVOT), CollectLimit derived at the statement. The SELECT over the view at 81-93 and the explode "
     "queries above (19, 30) are look-alikes. ",
     [N(1, "Scan parquet spark_catalog.dw_analytics.orders", sp(77, 103), False, "read"),
      N(3, "Filter", sp(77), True, "filter"),
      N(4, "Generate", sp(77), False, "explode"),
      N(5, "Filter", sp((78, 79)), True, "filter"),
      N(6, "Project", sp((101, 102), 79), True, "project", True),
      N(7, "Scan parquet spark_catalog.dw_analytics.books", sp(78, 103), False, "read"),
      N(9, "Filter", sp((78, 79)), True, "filter"),
      N(10, "BroadcastExchange", sp((78, 79)), True, "join"),
      N(12, "BroadcastHashJoin", sp((78, 79)), False, "join"),
      N(13, "Project", sp((99, 102)), False, "project"),
      N(14, "HashAggregate", sp((104, 105)), True, "pivot"),
      N(15, "Exchange", sp((104, 105)), True, "pivot"),
      N(18, "HashAggregate", sp((104, 105)), False, "pivot"),
      N(19, "HashAggregate", sp((104, 105)), True, "pivot"),
      N(20, "Exchange", sp((104, 105)), True, "pivot"),
      N(23, "HashAggregate", sp((104, 105)), False, "pivot"),
      N(24, "Project", sp(97, (104, 106)), True, "project", True),
      N(25, "CollectLimit", sp(97), True, "limit")])

case("pd_dl_collect_flatten_sql", DLT[1],
     "SELECT o.customer_id, collect_set(o.books.book_id) AS Before_Flatten, array_distinct(flatten(collect_set("
     "o.books.book_id))) AS After_Flatten FROM dw_analytics.orders o GROUP BY customer_id (59-65)",
     "The orders table (5.ingestOrdersParquet's CTAS, answered by the stand-in) scanned at the FROM (63-64); the "
     "books.book_id extraction pushed below the aggregate derived and ambiguous (the collect_set arguments and the "
     "GROUP BY); collect_set as ObjectHashAggregates, partial and Exchange derived, the final one (with flatten/"
     "array_distinct and the display's toprettystring) at the statement (59-65); CollectLimit derived at it. The "
     "collect_set query above (50-55) is the look-alike. ",
     [N(1, "Scan parquet spark_catalog.dw_analytics.orders", sp((63, 64)), False, "read"),
      N(3, "Project", sp((61, 62), 65), True, "project", True),
      N(4, "ObjectHashAggregate", sp((59, 65)), True, "aggregate"),
      N(5, "Exchange", sp((59, 65)), True, "aggregate"),
      N(8, "ObjectHashAggregate", sp((59, 65)), False, "aggregate"),
      N(9, "CollectLimit", sp(59), True, "limit")])


# ---- writing ------------------------------------------------------------------------------------------------------
def sym(file: str, line: int) -> str:
    if file == FN and 4 <= line <= 6:
        return "Formula1.9.Includes.2.functions.ingest_dtm"
    base = file.rsplit(".", 1)[0].replace("/", ".")
    return base if file.endswith(".sql") else f"{base}.<module>"


def same_details(plan: Path) -> dict:
    """initial-plan node -> the executed node whose operator and detail block (Output, Condition, Keys, Arguments:
    expression ids included; the codegen stage and plan_id left out) are the same, for plans whose initial tree is
    not the executed tree's shape (AQE made a sort-merge join a broadcast one). A node without such a twin is
    labelled by hand (`extra`)."""
    text = plan.read_text()
    tree = text.split("\n\n\n")[0]
    final_part, _, initial_part = tree.partition("== Initial Plan ==")
    final_ids = {int(x) for x in re.findall(r"\((\d+)\)", final_part)}
    init_ids = {int(x) for x in re.findall(r"\((\d+)\)", initial_part)} - final_ids
    blocks = {}
    for m in re.finditer(r"^\((\d+)\) (.+?)\n(.*?)(?=\n\n)", text, re.M | re.S):
        head = re.sub(r" \[codegen id : \d+\]", "", m.group(2)).strip()
        body = re.sub(r", \[plan_id=\d+\]", "", m.group(3))
        blocks[int(m.group(1))] = (head, body)
    out = {}
    for i in sorted(init_ids):
        same = [f for f in sorted(final_ids) if f in blocks and blocks[f] == blocks.get(i)]
        if len(same) == 1:
            out[i] = same[0]
    return out


def build():
    rows = []
    for cid, part, key, line, action, _occ, _nth, file in CASES:
        spec = L[cid]
        folder = BENCH / part / cid
        try:
            twin_of, dropped = twins(folder / "plan.formatted.txt")
        except SystemExit:                 # AQE re-planned a join: the initial tree is not the final one's shape
            twin_of, dropped = same_details(folder / "plan.formatted.txt"), []
        labels = {n[0]: n for n in spec["nodes"]}
        if dropped:
            raise SystemExit(f"{cid}: initial-only nodes {dropped}")
        nodes = list(spec["nodes"]) + list(spec["extra"])
        extra_ids = {n[0] for n in spec["extra"]}
        for init, final in sorted(twin_of.items()):
            if init in extra_ids:
                continue
            if final not in labels:
                raise SystemExit(f"{cid}: twin {init} of unlabelled {final}")
            nodes.append((init,) + tuple(labels[final][1:]))
        gold = []
        for nid, op, spans, derived, kind, amb, alt, f, true in nodes:
            f = f or spec["file"]
            row = {"node_id": nid, "operator": op, "file": f, "lines": spans, "symbol": sym(f, spans[0][0]),
                   "derived": derived, "kind": kind, "ambiguous": amb}
            if true:
                row["true_lines"] = true
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


if __name__ == "__main__":
    sys.exit(build())
