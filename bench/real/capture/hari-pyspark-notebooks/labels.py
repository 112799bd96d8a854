"""Write each pn_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), checked as they are written
(../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/hari-pyspark-notebooks/labels.py

Nodes: (node id, operator, cell, spans, derived, kind, {extra}...), `cell` 0-based among all the notebook's cells,
spans lines inside it; `file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; symbol the
notebook path dotted, then `<module>` (`pivot.<module>`, `interview questions.cricket_matches.<module>`). An extra may
hold `alt`: other places in the same notebook, (cell, spans) each; `ambiguous`. Look-alikes in other notebooks (the
`.ipynb_checkpoints/` copies, the same rows in two notebooks) are never alternatives.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, NO_BROADCAST, PROGRAMS, REPO, SETTINGS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s, write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "bb70201486df6dfb8ab5ab23283631fd6e14669d"
SOURCE = "Hari-cbe/pyspark-notebooks"
SESSION = ("Session: spark-submit --master local[1] (the notebook's own SparkSession.builder...getOrCreate() returns "
           "the session spark-submit started), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, a fresh warehouse folder. ")
RUN = ("Run: bench/real/capture/hari-pyspark-notebooks/capture.py: the notebook ran unchanged, cell by cell, as a "
       "spark-submit driver (../ykanakaraju-pyspark/nbdriver.py) from the root of a scratch copy of the laid-out "
       "repository, its data/ folder (not in the repository) generated (make_data.py); the plan is the one the action "
       "ran, written by a query-execution listener after it ran (final adaptive plan); event_log.json from the same "
       "run.")
SHOW = ("show(): a toprettystring Project that is only the show's is derived at the show line (kind project), a "
        "user's select or withColumn it merged with at that call; CollectLimit and a LocalLimit the show pushed down "
        "derived at the show. ")
AGG = "Aggregates: partial levels and their Exchanges derived at the groupBy/agg/distinct/count call, the final not. "
JOIN = ("Join: hash Exchanges, Sorts, BroadcastExchanges and the isnotnull Filters inferred from the join keys "
        "derived at the join call; column-pruning Projects derived and ambiguous. ")
WIN = "Window: the Window at the withColumn(...over(spec)), the spec's line an alt; its Exchange and Sort derived. "
CACHE = ("Cache: InMemoryRelation and the InMemoryTableScan reading it at the .cache() call, the line that first "
         "uses the cached frame an alt. ")

AMB = {"ambiguous": True}


def alt(*places):
    return {"alt": [(cell, spans) for cell, spans in places]}


def n(nid, op, cell, spans, derived, kind, *extra):
    return (nid, op, cell, spans, derived, kind, *extra)


L: dict[str, dict] = {}

# ---- pivot.ipynb ----------------------------------------------------------------------------------------------------
# cell 4: df_employees = spark.createDataFrame(...) (8), df_departments (9); cell 5: df_joined = ( (1)
# df_employees.join(df_departments, on=..., how="left") (2) .select(...) (3); cell 6 df_joined.show(); cell 7 pivoted =
# df_joined.groupBy(col('emp_name')).pivot('dept_name',['HR','Tech']).agg(count(col('emp_id'))) (2), pivoted.show() (5);
# cell 9 unpivotDF = 'stack(...)' (1), df_un = pivoted.select('emp_name', expr(unpivotDF)) (3), df_un.show() (5).
EMP, DEPT = (4, s(8)), (4, s(9))


def emp_dept_left_join():
    return [n(1, "Scan ExistingRDD", *EMP, False, "read"),
            n(2, "Exchange", 5, s(2), True, "join"),
            n(5, "Scan ExistingRDD", *DEPT, False, "read"),
            n(6, "Filter", 5, s(2), True, "join"),
            n(7, "Exchange", 5, s(2), True, "join"),
            n(10, "BroadcastExchange", 5, s(2), True, "join"),
            n(12, "BroadcastHashJoin", 5, s(2), False, "join"),
            n(13, "Project", 5, s(3), False, "project", AMB, alt((7, s(2))))]


def pivot_levels():
    return [n(14, "HashAggregate", 7, s(2), True, "pivot"),
            n(15, "Exchange", 7, s(2), True, "pivot"),
            n(18, "HashAggregate", 7, s(2), False, "pivot"),
            n(19, "HashAggregate", 7, s(2), True, "pivot"),
            n(20, "Exchange", 7, s(2), True, "pivot"),
            n(23, "HashAggregate", 7, s(2), False, "pivot")]


L["pn_left_join_select_show"] = dict(
    dataframe="df_joined = df_employees.join(df_departments, on=df_employees.dept_id == df_departments.dept_id, "
              "how=\"left\").select(df_employees.emp_id, df_employees.emp_name, df_employees.dept_id, "
              "df_departments.dept_name) (cell 5), df_joined.show() (cell 6); the frames made in cell 4",
    notes="A left outer join AQE made a broadcast join at run time (the initial plan a sort-merge join); the show's "
          "limit pushed below the join onto the left side (LocalLimit 21). The same emp/dept rows are joined again "
          "(full outer, cell 22; a dead broadcast left join, cell 24). " + JOIN + SHOW,
    nodes=[n(1, "Scan ExistingRDD", *EMP, False, "read"),
           n(2, "LocalLimit", 6, s(1), True, "limit"),
           n(3, "Exchange", 5, s(2), True, "join"),
           n(6, "Scan ExistingRDD", *DEPT, False, "read"),
           n(7, "Filter", 5, s(2), True, "join"),
           n(8, "Exchange", 5, s(2), True, "join"),
           n(11, "BroadcastExchange", 5, s(2), True, "join"),
           n(13, "BroadcastHashJoin", 5, s(2), False, "join"),
           n(14, "Project", 5, s(3), False, "project", alt((6, s(1))))])

L["pn_join_pivot_count_show"] = dict(
    dataframe="pivoted = df_joined.groupBy(col('emp_name')).pivot('dept_name',['HR','Tech']).agg(count(col('emp_id'))) "
              "(cell 7 line 2), pivoted.show() (line 5), over cell 5's left join",
    notes="pivot() over given values as two aggregation levels: groupBy(emp_name, dept_name) count, then a PivotFirst "
          "aggregate by emp_name, each with a partial level and an Exchange (derived at the pivot line); the final "
          "Project picks HR/Tech out of the pivot array with the show's toprettystring. The select's dept_id is "
          "pruned (Project 13, ambiguous). " + JOIN + AGG + SHOW,
    nodes=[*emp_dept_left_join(), *pivot_levels(),
           n(24, "Project", 7, s(2), True, "pivot", alt((7, s(5))))])

L["pn_stack_unpivot_show"] = dict(
    dataframe="df_un = pivoted.select('emp_name', expr(unpivotDF)) with unpivotDF = 'stack(3,HR,\"HR\", Tech,\"Tech\") "
              "as (Dept,employees)' (cell 9 lines 1-3), df_un.show() (line 5), over cell 7's pivot of cell 5's join",
    notes="stack() in a select as a Generate over the pivot; the pivot's two aggregation levels and the join below "
          "as in cell 7. " + JOIN + AGG + SHOW,
    nodes=[*emp_dept_left_join(), *pivot_levels(),
           n(24, "Project", 7, s(2), True, "pivot"),
           n(25, "Generate", 9, s(3), False, "pivot", alt((9, s(1)))),
           n(26, "Project", 9, s(5), True, "project", alt((9, s(3)))),
           n(27, "CollectLimit", 9, s(5), True, "limit")])

# cell 22: df = df_employees.join(df_departments, on=..., how="outer") (3), df_part = df.coalesce(10) (9),
# df_part.count() (10); cell 24: df = df_employees.join(broadcast(df_departments), ..., how="left") (3, never used),
# df_part.withColumn('part_id', spark_partition_id()).show() (5).
L["pn_outer_join_coalesce_count"] = dict(
    dataframe="df = df_employees.join(df_departments, on=df_employees['dept_id'] == df_departments['dept_id'], "
              "how=\"outer\") (cell 22 line 3), df_part = df.coalesce(10) (line 9), df_part.count() (line 10)",
    notes="A full outer join stays a sort-merge join (no broadcast for full outer); count() prunes every column "
          "(Projects derived and ambiguous, the join and the count both acceptable); coalesce(10) as Coalesce under "
          "the count's partial aggregate. " + JOIN + AGG,
    nodes=[n(1, "Scan ExistingRDD", *EMP, False, "read"),
           n(2, "Project", 22, s(3), True, "project", AMB),
           n(3, "Exchange", 22, s(3), True, "join"),
           n(6, "Sort", 22, s(3), True, "join"),
           n(7, "Scan ExistingRDD", *DEPT, False, "read"),
           n(8, "Project", 22, s(3), True, "project", AMB),
           n(9, "Exchange", 22, s(3), True, "join"),
           n(12, "Sort", 22, s(3), True, "join"),
           n(13, "SortMergeJoin", 22, s(3), False, "join"),
           n(14, "Project", 22, s(3, 10), True, "project", AMB),
           n(15, "Coalesce", 22, s(9), False, "repartition"),
           n(16, "HashAggregate", 22, s(10), True, "aggregate"),
           n(17, "Exchange", 22, s(10), True, "aggregate"),
           n(19, "HashAggregate", 22, s(10), False, "aggregate")])

L["pn_outer_join_partition_id_show"] = dict(
    dataframe="df_part.withColumn('part_id',spark_partition_id()).show() (cell 24 line 5), df_part = "
              "df.coalesce(10) over cell 22's full outer join (cell 22 lines 3 and 9)",
    notes="Cell 24's own line 3 (df = df_employees.join(broadcast(df_departments), ..., how=\"left\")) builds a "
          "frame the show never uses: the plan is cell 22's full outer sort-merge join under coalesce(10). "
          + JOIN + SHOW,
    nodes=[n(1, "Scan ExistingRDD", *EMP, False, "read"),
           n(2, "Exchange", 22, s(3), True, "join"),
           n(5, "Sort", 22, s(3), True, "join"),
           n(6, "Scan ExistingRDD", *DEPT, False, "read"),
           n(7, "Exchange", 22, s(3), True, "join"),
           n(10, "Sort", 22, s(3), True, "join"),
           n(11, "SortMergeJoin", 22, s(3), False, "join"),
           n(12, "Coalesce", 22, s(9), False, "repartition"),
           n(13, "Project", 24, s(5), False, "project"),
           n(14, "Project", 24, s(5), True, "project")])

# cell 37: data = spark.read.schema(schema).option("header",True).format("csv").load("data/tags.csv") (1);
# cell 39: data_timecnv = data.withColumn('timestamp', from_unixtime(...)) (2); cell 41 def lower_tags; cell 43
# udf_lower = udf(lower_tags, StringType()) (1); cell 44 df_udf = data_timecnv.withColumn('lower_tags',
# udf_lower(col('tag'))) (1); cell 45 df_udf.show(); cell 50 data = data.withColumn("extra_spaces", lit(...)) (1);
# cell 51 data_2 = data.withColumn(... regexp_replace ...).withColumn('convt_str', split(...)) (1); cell 54
# data_2.withColumn('ex_arr', explode(col('convt_str'))).count() (1); cell 55 data.write.mode('overwrite') (2)
# .parquet(f'output_data/tags_{datetime.date.today()}') (3).
TAGS = (37, s(1))
L["pn_udf_lower_tags_show"] = dict(
    dataframe="df_udf = data_timecnv.withColumn('lower_tags', udf_lower(col('tag'))) (cell 44), df_udf.show() "
              "(cell 45); udf_lower = udf(lower_tags, StringType()) (cell 43); data_timecnv (cell 39), data (cell 37)",
    notes="A Python UDF as ArrowEvalPython (Spark 4), the show's limit pushed below it (LocalLimit 21); the "
          "from_unixtime withColumn of cell 39 is computed in the final Project with the show's toprettystring "
          "(ambiguous: cell 39, cell 44 and the show). A Python UDF node accepts the call site or the udf(...) "
          "definition. " + SHOW,
    nodes=[n(1, "Scan csv", *TAGS, False, "read"),
           n(2, "LocalLimit", 45, s(1), True, "limit"),
           n(3, "ArrowEvalPython", 44, s(1), False, "udf", alt((43, s(1)))),
           n(4, "Project", 39, s(2), False, "project", AMB, alt((44, s(1)), (45, s(1)))),
           n(5, "CollectLimit", 45, s(1), True, "limit")])

L["pn_explode_split_count"] = dict(
    dataframe="data_2.withColumn('ex_arr', explode(col('convt_str'))).count() (cell 54); data_2 = "
              "data.withColumn(\"replaced_extra_spaces\", regexp_replace(...)).withColumn('convt_str', split(...)) "
              "(cell 51); data = data.withColumn(\"extra_spaces\", lit(...)) (cell 50); data read in cell 37",
    notes="The lit/regexp_replace/split chain is constant-folded into the Generate's argument (explode([this,is,a,"
          "column])): the Generate at the explode line, cell 51 an alt; count() prunes every column (Project derived "
          "and ambiguous). " + AGG,
    nodes=[n(1, "Scan csv", *TAGS, False, "read"),
           n(2, "Generate", 54, s(1), False, "explode", alt((51, s(1)))),
           n(3, "Project", 54, s(1), True, "project", AMB),
           n(4, "HashAggregate", 54, s(1), True, "aggregate"),
           n(5, "Exchange", 54, s(1), True, "aggregate"),
           n(7, "HashAggregate", 54, s(1), False, "aggregate")])

L["pn_tags_parquet_write"] = dict(
    dataframe="data.write.mode('overwrite').parquet(f'output_data/tags_{datetime.date.today()}') (cell 55 lines 2-3); "
              "data = data.withColumn(\"extra_spaces\", lit(...)) (cell 50), data read in cell 37",
    notes="A parquet write of the csv read plus the lit column (Project at cell 50); WriteFiles and the Execute "
          "node at the write call. ",
    nodes=[n(1, "Scan csv", *TAGS, False, "read"),
           n(2, "Project", 50, s(1), False, "project"),
           n(3, "WriteFiles", 55, s((2, 3)), False, "write"),
           n(4, "Execute InsertIntoHadoopFsRelationCommand", 55, s((2, 3)), False, "write")])

# cell 57: df = ( (1) spark.read.option("header",True).csv("data/upi_transactions_2024.csv") (2) ); cell 61:
# columns = [sanatize_column_name(...)] (3), df_renamed = df.toDF(*columns) (6); cells 63-66 queries of df_renamed;
# cell 70 gpt_df = spark.read...csv('data/sample_100k_with_duplicates.csv') (3); cell 72 wind_spec = Window... (1);
# cell 73 gpt_dd_wf = ( (1) gpt_df.withColumn('rn', F.row_number().over(wind_spec)) (2) .filter(...) (3)
# .orderBy(F.col('id')) (4) .drop(F.col('rn')) (5) ).show() (6); cell 74 df_win = df_renamed.select(...).limit(10);
# cell 77 window_spec (1), window_spec2 (2); cells 78, 79 df_win.withColumn('rolling_sum', F.sum(...).over(...)).show().
UPI = (57, s(2))
RENAME = (61, s(6))
L["pn_null_counts_select_show"] = dict(
    dataframe="df_renamed.select([F.count(F.when((F.col(c).isNull()) | (F.col(c) == '') | (F.isnan(c)), c))"
              ".alias(f'{c}_nulls') for c in df_renamed.columns]).show() (cell 63 lines 1-4); df_renamed = "
              "df.toDF(*columns) (cell 61), df read in cell 57",
    notes="A global aggregate of 17 count(CASE WHEN ...) built in a list comprehension; toDF's renames in the "
          "Project below the partial aggregate. Run with spark.sql.ansi.enabled=false (isnan of the string columns "
          "casts them to double, which Spark 4's ANSI mode refuses; Spark 3, the author's, gave null). " + AGG,
    nodes=[n(1, "Scan csv", *UPI, False, "read"),
           n(2, "Project", *RENAME, False, "project"),
           n(3, "HashAggregate", 63, s((1, 4)), True, "aggregate"),
           n(4, "Exchange", 63, s((1, 4)), True, "aggregate"),
           n(6, "HashAggregate", 63, s((1, 4)), False, "aggregate")])

L["pn_status_groupby_count_show"] = dict(
    dataframe="df_renamed.groupBy('transaction_status').agg(F.count('*')).show() (cell 64)",
    notes="transaction_status keeps its name through toDF, so no rename Project: the scan reads the one column. "
          + AGG,
    nodes=[n(1, "Scan csv", *UPI, False, "read", alt((64, s(1)))),
           n(2, "HashAggregate", 64, s(1), True, "aggregate"),
           n(3, "Exchange", 64, s(1), True, "aggregate"),
           n(6, "HashAggregate", 64, s(1), False, "aggregate")])

L["pn_failed_filter_show"] = dict(
    dataframe="df_renamed.filter(F.col('transaction_status') == 'FAILED').show(2) (cell 65)",
    notes="The filter kept as a Filter (and pushed into the csv scan); toDF's renames in the show's toprettystring "
          "Project (at cell 61's toDF, the show an alt). " + SHOW,
    nodes=[n(1, "Scan csv", *UPI, False, "read", alt((65, s(1)))),
           n(2, "Filter", 65, s(1), False, "filter"),
           n(3, "Project", *RENAME, False, "project", alt((65, s(1)))),
           n(4, "CollectLimit", 65, s(1), True, "limit")])

L["pn_distinct_age_group_show"] = dict(
    dataframe="df_renamed.select(F.col('receiver_age_group')).distinct().show() (cell 66)",
    notes="distinct() as a HashAggregate pair (kind distinct) over a scan of the one column. " + AGG,
    nodes=[n(1, "Scan csv", *UPI, False, "read", alt((66, s(1)))),
           n(2, "HashAggregate", 66, s(1), True, "distinct"),
           n(3, "Exchange", 66, s(1), True, "distinct"),
           n(6, "HashAggregate", 66, s(1), False, "distinct")])

L["pn_row_number_dedup_show"] = dict(
    dataframe="gpt_df.withColumn('rn', F.row_number().over(wind_spec)).filter(F.col('rn') == 1).orderBy(F.col('id'))"
              ".drop(F.col('rn')) ... .show() (cell 73 lines 1-6); wind_spec = Window.partitionBy(F.col('id'))"
              ".orderBy(F.col('date').desc()) (cell 72); gpt_df read in cell 70",
    notes="row_number() = 1 as WindowGroupLimit pairs (Partial before the Exchange, Final after it), derived at the "
          "row_number withColumn and the filter; orderBy + show as one TakeOrderedAndProject (kind sort) at the "
          "orderBy and the show. Cell 71's drop_duplicates of the same frame is never run. " + WIN,
    nodes=[n(1, "Scan csv", 70, s(3), False, "read"),
           n(2, "Sort", 73, s(2), True, "window", alt((72, s(1)))),
           n(3, "WindowGroupLimit", 73, s(2, 3), True, "window"),
           n(4, "Exchange", 73, s(2), True, "window", alt((72, s(1)))),
           n(7, "Sort", 73, s(2), True, "window", alt((72, s(1)))),
           n(8, "WindowGroupLimit", 73, s(2, 3), True, "window"),
           n(9, "Window", 73, s(2), False, "window", alt((72, s(1)))),
           n(10, "Filter", 73, s(3), False, "filter"),
           n(11, "Project", 73, s(5), False, "project"),
           n(12, "TakeOrderedAndProject", 73, s(4, 6), False, "sort")])


def rolling(cell, spec_line):
    return [n(1, "Scan csv", *UPI, False, "read"),
            n(2, "Project", 74, s(1), False, "project", AMB, alt((61, s(6)), (cell, s(1)))),
            n(3, "LocalLimit", 74, s(1), False, "limit"),
            n(4, "Exchange", 74, s(1), True, "limit", AMB, alt((cell, s(1)))),
            n(6, "Sort", cell, s(1), True, "window", alt((77, s(spec_line)))),
            n(7, "Window", cell, s(1), False, "window", alt((77, s(spec_line)))),
            n(8, "Project", cell, s(1), True, "project")]


ROLL_NOTES = ("df_win = df_renamed.select(F.col('transaction_id'), F.col('amount_inr')).limit(10) (cell 74): the "
              "rename, the select and the window's cast of the string amount in one Project (at the select; toDF and "
              "the withColumn alts); the limit as a LocalLimit and a single-partition Exchange that also serves the "
              "unpartitioned window (ambiguous), AQE dropping the GlobalLimit. Cells 78 and 79 are one line apart "
              "and differ only in the spec (cell 77 lines 1 and 2). ")
L["pn_rolling_sum_unbounded_show"] = dict(
    dataframe="df_win.withColumn('rolling_sum', F.sum(F.col('amount_inr')).over(window_spec)).show() (cell 78); "
              "window_spec = Window.orderBy(F.col('transaction_id')).rowsBetween(Window.unboundedPreceding, "
              "Window.currentRow) (cell 77 line 1)",
    notes=ROLL_NOTES + WIN + SHOW, nodes=rolling(78, 1))
L["pn_rolling_sum_three_rows_show"] = dict(
    dataframe="df_win.withColumn('rolling_sum', F.sum(F.col('amount_inr')).over(window_spec2)).show() (cell 79); "
              "window_spec2 = Window.orderBy(F.col('transaction_id')).rowsBetween(start=-2, end=Window.currentRow) "
              "(cell 77 line 2)",
    notes=ROLL_NOTES + WIN + SHOW, nodes=rolling(79, 2))

# ---- interview questions/cricket_matches.ipynb ----------------------------------------------------------------------
# cell 1: df = spark.createDataFrame(data, columns) (19); cell 3: df_unioned = df.select(...).union(df.select(...))\ (1)
# .withColumn('winner_flag', when(...).otherwise(0)) (2); cell 4: df_unioned.show(5) (1), df_unioned.groupBy('team')
# .agg(count('team').alias('total_matches'), sum('winner_flag')).show() (3); cell 5: the same groupBy with .explain().
L["pn_union_when_groupby_show"] = dict(
    dataframe="df_unioned.groupBy('team').agg(count('team').alias('total_matches'),sum('winner_flag')).show() "
              "(cell 4 line 3); df_unioned = df.select(col('Team_1').alias('team'),'Winner').union(df.select("
              "col('Team_2').alias('team'),'Winner')).withColumn('winner_flag', when(...).otherwise(0)) (cell 3)",
    notes="The withColumn pushed through the union into each branch's Project (the select and the withColumn both "
          "spans). Cell 5 writes the same groupBy again with .explain() (the same query written twice in the "
          "notebook: its line an alt of the aggregate nodes). " + AGG,
    nodes=[n(1, "Scan ExistingRDD", 1, s(19), False, "read"),
           n(2, "Project", 3, s(1, 2), False, "project"),
           n(3, "Scan ExistingRDD", 1, s(19), False, "read"),
           n(4, "Project", 3, s(1, 2), False, "project"),
           n(5, "Union", 3, s(1), False, "union"),
           n(6, "HashAggregate", 4, s(3), True, "aggregate", alt((5, s(1)))),
           n(7, "Exchange", 4, s(3), True, "aggregate", alt((5, s(1)))),
           n(10, "HashAggregate", 4, s(3), False, "aggregate", alt((5, s(1))))])

# ---- Interviee Questions.ipynb --------------------------------------------------------------------------------------
# cell 2: df_source = spark.createDataFrame(...) (17), df_target (18); cell 3: df_join = df_source.join(df_target,
# on=..., how="leftanti") (1), df_join.show() (2); cell 5 df = spark.createDataFrame(data) (2); cell 6 keys_df =
# df.select(F.explode(F.map_keys(F.col('info')))).distinct() (1); cell 7 keys_df.collect() (1).
L["pn_left_anti_join_show"] = dict(
    dataframe="df_join = df_source.join(df_target, on=df_source.source_id == df_target.target_id, how=\"leftanti\") "
              "(cell 3 line 1), df_join.show() (line 2); the frames made in cell 2",
    notes="A left anti join AQE made a broadcast join at run time. " + JOIN + SHOW,
    nodes=[n(1, "Scan ExistingRDD", 2, s(17), False, "read"),
           n(2, "Exchange", 3, s(1), True, "join"),
           n(5, "Scan ExistingRDD", 2, s(18), False, "read"),
           n(6, "Filter", 3, s(1), True, "join"),
           n(7, "Project", 3, s(1), True, "project", AMB),
           n(8, "Exchange", 3, s(1), True, "join"),
           n(11, "BroadcastExchange", 3, s(1), True, "join"),
           n(13, "BroadcastHashJoin", 3, s(1), False, "join"),
           n(14, "Project", 3, s(2), True, "project")])

L["pn_explode_map_keys_distinct_collect"] = dict(
    dataframe="keys_df = df.select(F.explode(F.map_keys(F.col('info')))).distinct() (cell 6), keys_df.collect() "
              "(cell 7); df = spark.createDataFrame(data) of dicts (cell 5)",
    notes="explode(map_keys(...)) as a Generate, the column pruning Project below it (derived, ambiguous), distinct() "
          "as a HashAggregate pair. " + AGG,
    nodes=[n(1, "Scan ExistingRDD", 5, s(2), False, "read"),
           n(2, "Project", 6, s(1), True, "project", AMB),
           n(3, "Generate", 6, s(1), False, "explode"),
           n(4, "HashAggregate", 6, s(1), True, "distinct"),
           n(5, "Exchange", 6, s(1), True, "distinct"),
           n(8, "HashAggregate", 6, s(1), False, "distinct")])

# ---- partitioning.ipynb ---------------------------------------------------------------------------------------------
# cell 4: spotify_active_Listen = ( spark.read.option(...).option(...) (2) .csv('./_spotify...csv') (3) ); cell 6:
# .withColumnRenamed (3) .withColumn('listen_datetime', F.to_timestamp(...)) (4) .withColumn('listen_date', ...) (5)
# .withColumn('listen_hour', ...) (6); cell 7: .write (3) .partitionBy('listen_date') (4) .mode (5) .save(...) (6);
# cell 9: df_partitioned_data = ( spark.read.parquet('/home/hari/python-notebooks/...') (4) ); cell 10 filter + show;
# cell 12: cached = df_partitioned_data.cache() (2), rere = df_partitioned_data.repartition(4,'listen_date') (5);
# cell 13 rere.cache() (1); cell 14: rere.withColumn('part_id', F.spark_partition_id()) (2) .groupBy(F.col('part_id'))
# .agg(F.count('*').alias('count_id')) (3) ).show(50) (4); cell 15 rere.write.mode("overwrite").parquet(...) (2).
PARQUET = (9, s(4))
L["pn_partitioned_write"] = dict(
    dataframe="spotify_active_Listen.write.partitionBy('listen_date').mode(\"overwrite\").save('./_spotify_"
              "partitioned_data/raw/partitioned_data') (cell 7 lines 2-6); the renames and withColumns of cell 6 over "
              "the csv read of cell 4 (the repository's own Spotify_Listening_Activity.csv)",
    notes="The write's partition Sort derived at partitionBy/save; the rename and to_timestamp in one Project, the "
          "to_date and hour withColumns in the next. Cell 8 writes the same frame again through `.repartitionBy(3)`, "
          "which does not exist (it raises). ",
    nodes=[n(1, "Scan csv", 4, s((2, 3)), False, "read"),
           n(2, "Project", 6, s(3, 4), False, "project"),
           n(3, "Project", 6, s(5, 6), False, "project"),
           n(4, "Sort", 7, s(4, 6), True, "write"),
           n(5, "WriteFiles", 7, s((3, 6)), False, "write"),
           n(6, "Execute InsertIntoHadoopFsRelationCommand", 7, s((3, 6)), False, "write")])

L["pn_partition_filter_show"] = dict(
    dataframe="df_partitioned_data.filter(F.col('listen_date') == '2023-05-02').show() (cell 10); "
              "df_partitioned_data = spark.read.parquet('/home/hari/python-notebooks/_spotify_partitioned_data/raw/"
              "partitioned_data/') (cell 9)",
    notes="The filter on the partition column becomes the scan's PartitionFilters (no Filter node): the scan at the "
          "read, the filter line an alt. " + SHOW,
    nodes=[n(1, "Scan parquet", *PARQUET, False, "read", alt((10, s(1)))),
           n(3, "Project", 10, s(1), True, "project"),
           n(4, "CollectLimit", 10, s(1), True, "limit")])


def cached_rere():
    return [n(1, "InMemoryTableScan", 13, s(1), False, "cache", alt((12, s(5)))),
            n(2, "InMemoryRelation", 13, s(1), False, "cache"),
            n(3, "InMemoryTableScan", 12, s(2), False, "cache", alt((12, s(5)))),
            n(4, "InMemoryRelation", 12, s(2), False, "cache"),
            n(5, "Scan parquet", *PARQUET, False, "read"),
            n(8, "Exchange", 12, s(5), False, "repartition")]


L["pn_cached_repartition_groupby_show"] = dict(
    dataframe="rere.withColumn('part_id', F.spark_partition_id()).groupBy(F.col('part_id')).agg(F.count('*')"
              ".alias('count_id')).show(50) (cell 14); rere = df_partitioned_data.repartition(4,'listen_date') "
              "(cell 12 line 5), rere.cache() (cell 13), cached = df_partitioned_data.cache() (cell 12 line 2)",
    notes="Two nested caches: rere's InMemoryRelation holds the repartition Exchange over the InMemoryRelation of "
          "df_partitioned_data (cached in cell 12 under another name, `cached`). The `.write.format('noop')` lines "
          "never save, so the show builds both caches. " + CACHE + AGG,
    nodes=[*cached_rere(),
           n(14, "Project", 14, s(2), False, "project"),
           n(15, "HashAggregate", 14, s(3), True, "aggregate"),
           n(16, "Exchange", 14, s(3), True, "aggregate"),
           n(19, "HashAggregate", 14, s(3), False, "aggregate")])

L["pn_cached_parquet_write"] = dict(
    dataframe="rere.write.mode(\"overwrite\").parquet('./output_data/test_part/') (cell 15 line 2) of the cached "
              "repartitioned frame of cells 12-13",
    notes="A parquet write reading rere's cache (built by cell 14's show) over the cache of df_partitioned_data. "
          + CACHE,
    nodes=[*cached_rere(),
           n(14, "WriteFiles", 15, s(2), False, "write"),
           n(15, "Execute InsertIntoHadoopFsRelationCommand", 15, s(2), False, "write")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _, cell in CASES:
            spec = L.get(case_id)
            if spec is None:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file = PROGRAMS[program]
            where = f"cell {cell} line {line}" + (f" (call {occurrence})" if occurrence > 1 else "")
            session = SESSION + ("spark.sql.autoBroadcastJoinThreshold=-1 on the command line. "
                                 if program in NO_BROADCAST else "") + "".join(
                f"{c} on the command line. " for c in SETTINGS.get(program, []))
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where})",
                    "notes": spec["notes"] + session + RUN,
                    "form": spec.get("form", "ipynb"), "source": SOURCE}
            symbol = file.removesuffix(".ipynb").replace("/", ".") + ".<module>"
            rows = notebook_rows(spec["nodes"], REPO, file, symbol)
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
