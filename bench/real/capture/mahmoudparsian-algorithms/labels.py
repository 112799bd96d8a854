"""Write each mp_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/mahmoudparsian-algorithms/labels.py

A label: N(node id, operator, spans, derived, kind, amb=..., true=...): spans are the script's own line numbers; every
query is in the script's `if __name__ == '__main__':` block, top-level code, so the symbol is the file's path from the
repository root, dotted, then `<module>` (`code.chap05.dataframe_join_inner.<module>`). `amb=True` for an ambiguous
label; `true=` the span that ran where the script writes the same query twice (DataFrame API and `spark.sql`).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, SETTINGS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, module_rows, s, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "26f4090ac8d41fd7fff00c66d8e74a1a8ef5f806"
SOURCE = "mahmoudparsian/pyspark-algorithms"
SESSION = ("Session: spark-submit --master local[1] (the script's builder sets no master), spark.ui.enabled=false, "
           "spark.sql.shuffle.partitions=4, spark.sql.session.timeZone=UTC, -XX:ActiveProcessorCount=1, AQE on unless the "
           "settings below turn it off. ")
RUN = ("Run: bench/real/capture/mahmoudparsian-algorithms/capture.py: the script ran unchanged with spark-submit from the "
       "root of a scratch copy of the laid-out repository, as its .sh runner runs it (only the runner's /pyspark_book/ "
       "paths made relative to the repository root; inputs are the repository's own data files); the plan is the one "
       "the action ran, written by a query-execution listener after it ran (the final adaptive plan where AQE is on); "
       "event_log.json from the same run.")
SHOW = ("The show's toprettystring Project, CollectLimit and a LocalLimit pushed below a join or a UDF are derived at "
        "the show; where an aggregate carries the toprettystring it is labelled at the user's call; sort + show run as "
        "one TakeOrderedAndProject (kind sort) at the sort and the show. ")
JOIN = ("The hash Exchanges (AQE's original shuffles, kept under its run-time broadcast), the BroadcastExchange, the "
        "join Sorts and the inferred isnotnull Filters are derived at the join; the join node is not. ")
AGG = "Partial aggregates and their Exchanges are derived at the groupBy/agg (or the SQL GROUP BY); the last is not. "
TWIN = ("The script writes this query twice, with the DataFrame API and in spark.sql over a temp view, with the same "
        "plan (only an output name may differ): both spans, true_lines the one that ran. Look-alike scripts in other "
        "chapters are other files, never alternatives. ")
JOINS5 = ("chap05 holds four look-alike join scripts (dataframe_join_inner/left/right/cross.py), the same two "
          "createDataFrame calls and the same join line with another join type (and other rows); each is its own "
          "file, never an alternative. ")


L: dict[str, dict] = {}

# ---- chap01/basic_dataframe_example.py: a json read, filter, groupBy count -----------------------------------------
L["mp_c01_basic_filter_show"] = dict(
    dataframe="df.filter(df['age'] > 23).show() (code/chap01/basic_dataframe_example.py line 96) of df = "
              "spark.read.json(json_input_path) (69)",
    notes="The filter is pushed into the json scan (PushedFilters): the scan accepts the read and the filter line. "
          + SHOW,
    nodes=[N(1, "Scan json", s(69, 96), False, "read"), N(2, "Filter", s(96), False, "filter"),
           N(3, "Project", s(96), True, "project"), N(4, "CollectLimit", s(96), True, "limit")])

L["mp_c01_basic_groupby_count_show"] = dict(
    dataframe="df.groupBy(\"age\").count().show() (code/chap01/basic_dataframe_example.py line 101) of df = "
              "spark.read.json(json_input_path) (69)",
    notes=AGG + "The final aggregate carries the show's toprettystring; AQE's final plan has no CollectLimit. ",
    nodes=[N(1, "Scan json", s(69), False, "read"), N(2, "HashAggregate", s(101), True, "aggregate"),
           N(3, "Exchange", s(101), True, "aggregate"), N(6, "HashAggregate", s(101), False, "aggregate")])

# ---- chap01/dataframe_creation_from_csv.py: average per city, DataFrame API (105) and SQL (114) -------------------
def avg_city(ran):
    other = 114 if ran == 105 else 105
    sp, tr = s(ran, other), s(ran)
    return [N(1, "Scan csv", s((84, 90), 114), False, "read", true=s((84, 90)) if ran == 105 else None),
            N(2, "HashAggregate", sp, True, "aggregate", true=tr), N(3, "Exchange", sp, True, "aggregate", true=tr),
            N(6, "HashAggregate", sp, False, "aggregate", true=tr)]


AVG_NOTE = (TWIN + "Method-1: df.groupBy(\"city\").agg(F.avg('age').alias('average')) (105); Method-2: spark.sql(\"SELECT "
            "city, AVG(age) as average FROM mytable GROUP BY city\") (114) over the view mytable (113). " + AGG
            + "The scan: the csv read with a schema (84-90) and, through the view, the SQL. ")
L["mp_c01_csv_avg_dsl_show"] = dict(
    dataframe="average_method1.show() (code/chap01/dataframe_creation_from_csv.py line 106), average_method1 = "
              "df.groupBy(\"city\").agg(F.avg('age').alias('average')) (105), df = spark.read.schema(schema)"
              ".format(\"csv\")...load(input_path) (84-90)",
    notes=AVG_NOTE, nodes=avg_city(105))
L["mp_c01_csv_avg_sql_show"] = dict(
    sql=True,
    dataframe="average_method2.show() (code/chap01/dataframe_creation_from_csv.py line 115), average_method2 = "
              "spark.sql(\"SELECT city, AVG(age) as average FROM mytable GROUP BY city\") (114), the view mytable "
              "(113) of df (84-90)",
    notes=AVG_NOTE, nodes=avg_city(114))

# ---- chap05/dataframe_action_describe.py ----------------------------------------------------------------------------
L["mp_c05_describe_show"] = dict(
    dataframe="df.describe(['number']).show() (code/chap05/dataframe_action_describe.py line 60) of df = "
              "spark.createDataFrame(pairs, [\"number\", \"name\"]) (52)",
    notes="describe() runs as a global aggregate of count/mean/stddev/min/max (partial and Exchange derived), the "
          "summary rows made by a Generate (explode of the statistic names, derived, kind aggregate) and a Project "
          "picking each value (with the show's toprettystring, derived); the Project keeping number before the "
          "aggregate is pruning (derived, ambiguous: describe and the createDataFrame). All of it is line 60. Line 62 "
          "(df.describe().show(), both columns) runs another plan (SortAggregate): not an alternative. ",
    nodes=[N(1, "Scan ExistingRDD", s(52), False, "read"), N(2, "Project", s(60, 52), True, "project", amb=True),
           N(3, "HashAggregate", s(60), True, "aggregate"), N(4, "Exchange", s(60), True, "aggregate"),
           N(6, "HashAggregate", s(60), False, "aggregate"), N(7, "Generate", s(60), True, "aggregate"),
           N(8, "Project", s(60), True, "project"), N(9, "CollectLimit", s(60), True, "limit")])

# ---- chap05/dataframe_join_*.py: the same join with four join types --------------------------------------------------
def bhj(join, show, right_scan, how):
    """ids of the broadcast plans: inner/cross (Filters both sides), left (LocalLimit left), right (LocalLimit right)."""
    j, sh = s(join), s(show)
    left_pre = (N(2, "LocalLimit", sh, True, "limit") if how == "left" else N(2, "Filter", j, True, "join"))
    out = [N(1, "Scan ExistingRDD", s(76), False, "read"), left_pre, N(3, "Exchange", j, True, "join")]
    if how == "left":
        out += [N(6, "Scan ExistingRDD", s(right_scan), False, "read"), N(7, "Filter", j, True, "join"),
                N(8, "Exchange", j, True, "join"), N(11, "BroadcastExchange", j, True, "join")]
    else:
        right_pre = N(9, "LocalLimit", sh, True, "limit") if how == "right" else N(9, "Filter", j, True, "join")
        out += [N(6, "BroadcastExchange", j, True, "join"), N(8, "Scan ExistingRDD", s(right_scan), False, "read"),
                right_pre, N(10, "Exchange", j, True, "join")]
    return out + [N(13, "BroadcastHashJoin", j, False, "join"), N(14, "Project", sh, True, "project"),
                  N(15, "CollectLimit", sh, True, "limit")]


JOIN_DF = ("joined.show() (code/chap05/{f} line {sh}), joined = df.join(df2, df.name == df2.name, '{how}') ({j}), df = "
           "spark.createDataFrame(triplets, [\"name\", \"city\", \"age\"]) (76), df2 = spark.createDataFrame(triplets2, "
           "[\"name\", \"dept\"]) ({d2})")
L["mp_c05_join_cross_show"] = dict(
    dataframe=JOIN_DF.format(f="dataframe_join_cross.py", sh=101, how="cross", j=100, d2=91),
    notes=JOINS5 + "With an equality condition the 'cross' join is an equi-join of type Cross; AQE made it a broadcast "
          "hash join. " + JOIN + SHOW,
    nodes=bhj(100, 101, 91, "cross"))
L["mp_c05_join_inner_show"] = dict(
    dataframe=JOIN_DF.format(f="dataframe_join_inner.py", sh=101, how="inner", j=100, d2=91),
    notes=JOINS5 + "AQE made the join a broadcast hash join. " + JOIN + SHOW,
    nodes=bhj(100, 101, 91, "inner"))
L["mp_c05_join_left_show"] = dict(
    dataframe=JOIN_DF.format(f="dataframe_join_left.py", sh=101, how="left", j=100, d2=91),
    notes=JOINS5 + "AQE made the left outer join a broadcast hash join (df2 broadcast); the show's limit is pushed "
          "below it on df's side (LocalLimit, derived at the show). " + JOIN + SHOW,
    nodes=bhj(100, 101, 91, "left"))
L["mp_c05_join_right_show"] = dict(
    dataframe=JOIN_DF.format(f="dataframe_join_right.py", sh=103, how="right", j=102, d2=93),
    notes=JOINS5 + "AQE made the right outer join a broadcast hash join (df broadcast); the show's limit is pushed "
          "below it on df2's side (LocalLimit, derived at the show). " + JOIN + SHOW,
    nodes=bhj(102, 103, 93, "right"))

L["mp_c05_join_inner_smj_show"] = dict(
    dataframe=JOIN_DF.format(f="dataframe_join_inner.py", sh=101, how="inner", j=100, d2=91),
    notes=JOINS5 + "Run with spark.sql.autoBroadcastJoinThreshold=-1: a sort-merge join (AQE on). " + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(76), False, "read"), N(2, "Filter", s(100), True, "join"),
           N(3, "Exchange", s(100), True, "join"), N(6, "Sort", s(100), True, "join"),
           N(7, "Scan ExistingRDD", s(91), False, "read"), N(8, "Filter", s(100), True, "join"),
           N(9, "Exchange", s(100), True, "join"), N(12, "Sort", s(100), True, "join"),
           N(13, "SortMergeJoin", s(100), False, "join"), N(14, "Project", s(101), True, "project"),
           N(15, "CollectLimit", s(101), True, "limit")])
L["mp_c05_join_left_smj_show"] = dict(
    dataframe=JOIN_DF.format(f="dataframe_join_left.py", sh=101, how="left", j=100, d2=91),
    notes=JOINS5 + "Run with spark.sql.autoBroadcastJoinThreshold=-1 and AQE off: a sort-merge left outer join in a "
          "plan that is not adaptive; the show's limit pushed below it on df's side (LocalLimit, derived at the show). "
          + JOIN + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(76), False, "read"), N(2, "LocalLimit", s(101), True, "limit"),
           N(3, "Exchange", s(100), True, "join"), N(4, "Sort", s(100), True, "join"),
           N(5, "Scan ExistingRDD", s(91), False, "read"), N(6, "Filter", s(100), True, "join"),
           N(7, "Exchange", s(100), True, "join"), N(8, "Sort", s(100), True, "join"),
           N(9, "SortMergeJoin", s(100), False, "join"), N(10, "Project", s(101), True, "project"),
           N(11, "CollectLimit", s(101), True, "limit")])

# ---- chap05/dataframe_sql.py: count per name, DataFrame API (86) and SQL (92) ---------------------------------------
def count_name(ran):
    other = 92 if ran == 86 else 86
    sp, tr = s(ran, other), s(ran)
    return [N(1, "Scan ExistingRDD", s(60, 92), False, "read", true=s(60) if ran == 86 else None),
            N(2, "Project", s(ran, other, 60), True, "project", amb=True, true=tr),
            N(3, "HashAggregate", sp, True, "aggregate", true=tr), N(4, "Exchange", sp, True, "aggregate", true=tr),
            N(7, "HashAggregate", sp, False, "aggregate", true=tr)]


COUNT_NOTE = (TWIN + "df4 = df.groupBy(['name']).count() (86) and df5 = spark.sql(\"SELECT name, count(*) as namecount "
              "FROM people GROUP BY name\") (92, over the view people of line 69): the same aggregate, the count column "
              "named count or namecount. " + AGG + "The Project keeping name is pruning (derived, ambiguous: the "
              "aggregate and the createDataFrame). Scan at the createDataFrame (60) and the SQL. ")
L["mp_c05_sql_groupby_dsl_show"] = dict(
    dataframe="df4.show() (code/chap05/dataframe_sql.py line 87), df4 = df.groupBy(['name']).count() (86), df = "
              "spark.createDataFrame(triplets, [\"name\", \"city\", \"age\"]) (60)",
    notes=COUNT_NOTE, nodes=count_name(86))
L["mp_c05_sql_groupby_sql_show"] = dict(
    sql=True,
    dataframe="df5.show() (code/chap05/dataframe_sql.py line 93), df5 = spark.sql(\"SELECT name, count(*) as namecount "
              "FROM people GROUP BY name\") (92), the view people (69) of df (60)",
    notes=COUNT_NOTE, nodes=count_name(92))

# ---- chap07/dataframe_creation_add_columns.py: withColumns and a left outer join ------------------------------------
L["mp_c07_add_columns_join_show"] = dict(
    dataframe="df_with_x6.show() (code/chap07/dataframe_creation_add_columns.py line 95), df_with_x6 = "
              "(df_with_x5.join(other_df, col(\"x1\") == col(\"k\"), \"leftouter\").drop(\"k\").withColumnRenamed(\"v\", "
              "\"x6\")) (90-93), df_with_x5 = df_with_x4.withColumn(\"x5\", exp(\"x3\")) (73), df_with_x4 = "
              "df.withColumn(\"x4\", lit(0)) (58), df (45), other_df (89)",
    notes="The exp withColumn is df's Project below the join (73); the lit(0) column, the drop and the rename are "
          "folded into the last Project with the show's toprettystring (58, 92, 93, 95). The show's limit is pushed "
          "below the left outer join (LocalLimit, derived at the show). AQE made the join a broadcast hash join. "
          + JOIN + "The join spans line 91 (the .join call of the statement 90-93). ",
    nodes=[N(1, "Scan ExistingRDD", s(45), False, "read"), N(2, "Project", s(73), False, "project"),
           N(3, "LocalLimit", s(95), True, "limit"), N(4, "Exchange", s(91), True, "join"),
           N(7, "Scan ExistingRDD", s(89), False, "read"), N(8, "Filter", s(91), True, "join"),
           N(9, "Exchange", s(91), True, "join"), N(12, "BroadcastExchange", s(91), True, "join"),
           N(14, "BroadcastHashJoin", s(91), False, "join"),
           N(15, "Project", s(58, (92, 93), 95), False, "project")])

# ---- chap07/dataframe_creation_aggregate_multiple_columns.py: collect_list + a Python UDF -------------------------
L["mp_c07_agg_multi_zip_udf_show"] = dict(
    dataframe="df.groupBy('name').agg(expr('collect_list(food) as food'), expr('collect_list(price) as price'))"
              ".withColumn('x', zip_(col('food'), col('price'))).drop('food').drop('price').show(truncate=False) "
              "(code/chap07/dataframe_creation_aggregate_multiple_columns.py lines 195-200), zip_ = udf(lambda xs, ys: "
              "list(zip(xs, ys)), ArrayType(...)) (26-28, module level), df = spark.sparkContext.parallelize([...])"
              ".toDF([...]) (82-92)",
    notes="collect_list runs as an ObjectHashAggregate pair (partial and Exchange derived at the groupBy/agg, 195-196). "
          "The UDF returns an array of structs, so it runs in a BatchEvalPython (not Arrow): at the withColumn (197) "
          "and the udf(...) definition (26-28). The last Project is the two drops (198-199) with the show's "
          "toprettystring (200). The same groupBy/agg chain is in the file four times (116-118, 137-140, 172-175, "
          "195-200): other queries (another Project, or no UDF), not alternatives. " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s((82, 92)), False, "read"),
           N(2, "ObjectHashAggregate", s((195, 196)), True, "aggregate"),
           N(3, "Exchange", s((195, 196)), True, "aggregate"),
           N(6, "ObjectHashAggregate", s((195, 196)), False, "aggregate"),
           N(7, "BatchEvalPython", s(197, (26, 28)), False, "udf"),
           N(8, "Project", s((198, 199), 200), False, "project"), N(9, "CollectLimit", s(200), True, "limit")])

# ---- chap07/dataframe_crosstab.py -------------------------------------------------------------------------------------
L["mp_c07_crosstab_show"] = dict(
    dataframe="crosstab.show() (code/chap07/dataframe_crosstab.py line 66), crosstab = df.crosstab(\"key\", \"value\") "
              "(65), df = spark.createDataFrame(data, columns) (61)",
    notes="crosstab() is Spark's groupBy(key).pivot(value).count() with the missing counts filled with 0: the Project "
          "casting both columns to strings, the count aggregate pair feeding the pivot (derived, kind pivot), the "
          "PivotFirst pair (partial and Exchange derived, the last not) and the coalesce(..., 0) Project with the "
          "show's toprettystring (derived, ambiguous: the crosstab and the show) are all line 65's. ",
    nodes=[N(1, "Scan ExistingRDD", s(61), False, "read"), N(2, "Project", s(65), True, "pivot"),
           N(3, "HashAggregate", s(65), True, "pivot"), N(4, "Exchange", s(65), True, "pivot"),
           N(7, "HashAggregate", s(65), True, "pivot"), N(8, "HashAggregate", s(65), True, "pivot"),
           N(9, "Exchange", s(65), True, "pivot"), N(12, "HashAggregate", s(65), False, "pivot"),
           N(13, "Project", s(65, 66), True, "project", amb=True)])

# ---- chap07 three look-alike csv scripts with the same SQL over emp_table --------------------------------------------
CSV3 = ("chap07 holds three look-alike scripts (dataframe_creation_cvs_no_header.py, "
        "dataframe_creation_cvs_with_header.py, dataframe_creation_with_explicit_schema.py) that read the emps file "
        "differently and run the same five spark.sql queries over the view emp_table at about the same lines; each is "
        "its own file, never an alternative. Scans through the view: the read and the SQL statement (FROM). ")
L["mp_c07_csv_no_header_groupby_sql_show"] = dict(
    sql=True,
    dataframe="df7.show() (code/chap07/dataframe_creation_cvs_no_header.py line 151), df7 = spark.sql(\"SELECT dept, "
              "count(*) as count FROM emp_table GROUP BY dept\") (148), the view emp_table (88) of df2 = "
              "df.selectExpr(\"_c0 as id\", ..., \"_c3 as dept\") (62), df = spark.read.csv(input_path) (33)",
    notes=CSV3 + "selectExpr's renaming, pruned to the one column the query uses (_c3 AS dept), is a Project at 62 "
          "(ambiguous: also the SQL that prunes it). " + AGG,
    nodes=[N(1, "Scan csv", s(33, 148), False, "read"), N(2, "Project", s(62, 148), False, "project", amb=True),
           N(3, "HashAggregate", s(148), True, "aggregate"), N(4, "Exchange", s(148), True, "aggregate"),
           N(7, "HashAggregate", s(148), False, "aggregate")])
L["mp_c07_csv_with_header_groupby_sql_show"] = dict(
    sql=True,
    dataframe="df7.show() (code/chap07/dataframe_creation_cvs_with_header.py line 128), df7 = spark.sql(\"SELECT dept, "
              "count(*) as count FROM emp_table GROUP BY dept\") (125), the view emp_table (65) of df = "
              "spark.read.format(\"csv\").option(\"header\",\"true\")...load(input_path) (34-39)",
    notes=CSV3 + AGG,
    nodes=[N(1, "Scan csv", s((34, 39), 125), False, "read"), N(2, "HashAggregate", s(125), True, "aggregate"),
           N(3, "Exchange", s(125), True, "aggregate"), N(6, "HashAggregate", s(125), False, "aggregate")])
L["mp_c07_explicit_schema_orderby_sql_show"] = dict(
    sql=True,
    dataframe="df6.show() (code/chap07/dataframe_creation_with_explicit_schema.py line 137), df6 = spark.sql(\"SELECT "
              "name, salary FROM emp_table WHERE salary > 55000 ORDER BY salary\") (134), the view emp_table (88) of "
              "empsDF = spark.read.csv(input_path, schema=emps_schema) (60)",
    notes=CSV3 + "The WHERE is a Filter (also pushed into the scan); ORDER BY + show run as one TakeOrderedAndProject "
          "(kind sort) at the SQL and the show. ",
    nodes=[N(1, "Scan csv", s(60, 134), False, "read"), N(2, "Filter", s(134), False, "filter"),
           N(3, "TakeOrderedAndProject", s(134, 137), False, "sort")])

# ---- chap07/dataframe_multi_dim_agg_groupby.py / _rollup.py -----------------------------------------------------------
L["mp_c07_groupby_union_sort_show"] = dict(
    dataframe="groupby_with_union.show() (code/chap07/dataframe_multi_dim_agg_groupby.py line 99), groupby_with_union = "
              "groupby_city_and_year.union(groupby_city).sort('city', 'year') (93-95), groupby_city_and_year = "
              "sales.groupBy('city', 'year').agg(sum('amount').alias('amount')) (73-75), groupby_city = "
              "sales.groupBy('city').agg(sum('amount').alias('amount')).select('city', lit(None).alias('year'), "
              "'amount') (84-87), sales (52)",
    notes="dataframe_multi_dim_agg_rollup.py repeats this code line for line (184-209): another file, never an "
          "alternative. Two aggregates of one DataFrame (two scans); " + AGG + "groupby_city's select (lit(None) as "
          "year) is folded into its final aggregate; the Project keeping city and amount before it is pruning "
          "(derived, ambiguous). The union is line 94; sort + show one TakeOrderedAndProject (95, 99). ",
    nodes=[N(1, "Scan ExistingRDD", s(52), False, "read"), N(2, "HashAggregate", s((74, 75)), True, "aggregate"),
           N(3, "Exchange", s((74, 75)), True, "aggregate"), N(6, "HashAggregate", s((74, 75)), False, "aggregate"),
           N(7, "Scan ExistingRDD", s(52), False, "read"),
           N(8, "Project", s((85, 86), 52), True, "project", amb=True),
           N(9, "HashAggregate", s((85, 86)), True, "aggregate"), N(10, "Exchange", s((85, 86)), True, "aggregate"),
           N(13, "HashAggregate", s((85, 86), 87), False, "aggregate"), N(14, "Union", s(94), False, "union"),
           N(15, "TakeOrderedAndProject", s(95, 99), False, "sort")])

L["mp_c07_rollup_show"] = dict(
    dataframe="with_rollup.show() (code/chap07/dataframe_multi_dim_agg_rollup.py line 234), with_rollup = "
              "sales.rollup('city', 'year').agg(sum('amount').alias('amount'), grouping_id().alias('gid'))"
              ".filter(col('gid') != 3).sort('city', 'year').select('city', 'year', 'amount', 'gid') (226-231), "
              "sales = spark.createDataFrame(data, columns) (163)",
    notes="rollup runs as an Expand of the grouping sets (with the Project feeding it: derived, ambiguous) and a "
          "HashAggregate pair on (city, year, spark_grouping_id), at the rollup and agg lines (227-228). The filter on "
          "gid is pushed below the aggregate onto spark_grouping_id (Filter at 229, not derived). sort + select + "
          "show run as one TakeOrderedAndProject (230, 231, 234). The file's SQL version with GROUPING SETS "
          "(242-248) runs another plan (no gid, another order): not an alternative. " + AGG,
    nodes=[N(1, "Scan ExistingRDD", s(163), False, "read"), N(2, "Project", s(227, 163), True, "aggregate", amb=True),
           N(3, "Expand", s((227, 228)), True, "aggregate"), N(4, "Filter", s(229), False, "filter"),
           N(5, "HashAggregate", s((227, 228)), True, "aggregate"), N(6, "Exchange", s((227, 228)), True, "aggregate"),
           N(9, "HashAggregate", s((227, 228)), False, "aggregate"),
           N(10, "TakeOrderedAndProject", s((230, 231), 234), False, "sort")])
L["mp_c07_rollup_grouping_sets_sql_show"] = dict(
    sql=True,
    dataframe="with_grouping_sets.show() (code/chap07/dataframe_multi_dim_agg_rollup.py line 251), with_grouping_sets = "
              "spark.sql(\"\"\"SELECT city, year, SUM(amount) as amount FROM sales GROUP BY city, year GROUPING SETS "
              "((city, year), (city)) ORDER BY city DESC NULLS LAST, year ASC NULLS LAST\"\"\") (242-248), the view "
              "sales (240) of sales = spark.createDataFrame(data, columns) (163)",
    notes="GROUPING SETS run as an Expand (with the Project feeding it: derived, ambiguous) and a HashAggregate pair "
          "on (city, year, spark_grouping_id), at the GROUP BY / GROUPING SETS lines (245-246) and the SUM in the "
          "select list (243); ORDER BY + show one TakeOrderedAndProject (247, 251). The DataFrame rollup of lines "
          "226-231 runs another plan (a gid column and filter, another order): not an alternative. Scan at the "
          "createDataFrame and the FROM. " + AGG,
    nodes=[N(1, "Scan ExistingRDD", s(163, 244), False, "read"),
           N(2, "Project", s((245, 246), 163), True, "aggregate", amb=True),
           N(3, "Expand", s((245, 246)), True, "aggregate"),
           N(4, "HashAggregate", s((245, 246), 243), True, "aggregate"),
           N(5, "Exchange", s((245, 246)), True, "aggregate"),
           N(8, "HashAggregate", s((245, 246), 243), False, "aggregate"),
           N(9, "TakeOrderedAndProject", s(247, 251), False, "sort")])

# ---- chap07/dataframe_creation_call_udf.py ------------------------------------------------------------------------------
L["mp_c07_udf_show"] = dict(
    dataframe="df.select(\"name\", \"age\", squared_udf(\"age\").alias(\"age_squared\")).show() "
              "(code/chap07/dataframe_creation_call_udf.py line 85), squared_udf = udf(squared, LongType()) (82), "
              "def squared (21-22), df = spark.createDataFrame(data, ['name', 'age']) (69)",
    notes="The Python UDF runs in an ArrowEvalPython: at the call (85), the udf(...) (82) and the function (21-22). The "
          "show's limit is pushed below the UDF (LocalLimit, derived at the show); the select is the Project (with the "
          "show's toprettystring). " + SHOW,
    nodes=[N(1, "Scan ExistingRDD", s(69), False, "read"), N(2, "LocalLimit", s(85), True, "limit"),
           N(3, "ArrowEvalPython", s(85, 82, (21, 22)), False, "udf"), N(4, "Project", s(85), False, "project"),
           N(5, "CollectLimit", s(85), True, "limit")])

# ---- chap07/dataframe_tutorial_with_worldcup.py -----------------------------------------------------------------------
L["mp_c07_worldcup_distinct_show"] = dict(
    dataframe="worldcup_df.select('Player Name', 'Shirt Number', 'Coach Name').distinct().show() "
              "(code/chap07/dataframe_tutorial_with_worldcup.py line 112), worldcup_df = spark.read.csv(input_path, "
              "inferSchema = True, header = True) (72-75)",
    notes="The repository's own WorldCupPlayers.csv (2 MB). distinct is a HashAggregate pair without functions "
          "(partial and Exchange derived, kind distinct); the select is pruned into the scan; AQE's final plan keeps a "
          "CollectLimit above the final aggregate (derived at the show). Line 105 selects the same columns without "
          "distinct: another query. ",
    nodes=[N(1, "Scan csv", s((72, 75)), False, "read"), N(2, "HashAggregate", s(112), True, "distinct"),
           N(3, "Exchange", s(112), True, "distinct"), N(6, "HashAggregate", s(112), False, "distinct"),
           N(7, "CollectLimit", s(112), True, "limit")])


def main() -> int:
    def cases():
        for case_id, part, program, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            if not (BENCH / part / case_id / "plan.formatted.txt").is_file():
                print(f"-- {case_id}: not captured")
                continue
            file, args = PROGRAMS[program]
            spec = L[case_id]
            settings = SETTINGS.get(program)
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION
                    + (f"Settings: {', '.join(settings)}. " if settings else "")
                    + f"Command: spark-submit {' '.join([file, *args])}. " + RUN,
                    "form": "sql-string" if spec.get("sql") else "pyspark", "source": SOURCE}
            yield part, BENCH / part / case_id, module_rows(L[case_id]["nodes"], file), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
