"""Write each zal_* case's case.json and gold.jsonl from the labels below, hand-written from the tutorials' code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/zaleslaw-tutorials/labels.py

A label: N(node id, operator, spans, function, derived, kind, ...): spans are the file's own line numbers; the symbol
is the file's path from the repository root, dotted, then the function (`2_DataFrame.Ex_9_Titanic.Ex_Titanic.
readPassengers`, `...Step_4.<module>` for a script's `if __name__ == "__main__"` block); Scala and Java files by
package and class/object, then the method (`DataFrames.Ex_6_UDF.main`, `sql.Ex_5_Spark_SQL_UDF.main`). `file=` where
the node's code is in another file than the case's `file`; `amb=True` for an ambiguous label; `alt=` other places
that are equally right, as (file, spans, function).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, EXTRA_CONF, PROGRAMS, PY, SC, JA, SC_DIR, JA_DIR, D, E1, E2  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import call_rows, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMITS = {PY: "b6826567b35a47240ba6975f317984551b6db515", SC: "0de32d71751654bff4d16d094531c3ffd3331b55",
           JA: "373ce87da6c19209f00a7d9a414021ce9b9c3d9c"}
SOURCES = {PY: "zaleslaw/PySpark-Tutorial", SC: "zaleslaw/Spark-Tutorial", JA: "zaleslaw/Spark-Tutorial-on-Java"}
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1; the code's own builder "
           ".master(\"local[2]\") (local[*] in Scala Ex_6/Ex_7) wins over the command line's. ")
RUN = ("Run: bench/real/capture/zaleslaw-tutorials/capture.py: the program ran unchanged with spark-submit; the plan "
       "is the one the action ran, written by a query-execution listener after it ran (final adaptive plan); "
       "event_log.json from the same run. Data: generated StateNames.csv/NationalNames.csv (and titanic.csv) behind "
       "the code's fixed /home/zaleslaw/data, the parquet/json written by the repository's own Ex_1 program run "
       "first.")
SCALA_RUN = ("Scala: Spark-Core's DataFrames objects compiled unchanged with Scala 2.13 against the PySpark 4.3 jars "
             "and run with spark-submit --class; the plan taken by its position in the run, the event log's call "
             "site naming the action's line. ")
JAVA_RUN = ("Java: src/main/java/sql/*.java and rdd/util/SparkUtil.java compiled unchanged with javac against the "
            "PySpark 4.3 jars and run with spark-submit --class; the plan taken by its position in the run, the event "
            "log's call site naming the action's line. ")
SQL_FORM: set[str] = set()


class N(tuple):
    def __new__(cls, nid, op, spans, fn, derived, kind, file=None, amb=False, true=None, alt=None):
        return tuple.__new__(cls, (nid, op, spans, fn, derived, kind, file, amb, true, alt))


L: dict[str, dict] = {}


def agg_pair(ids, spans, fn, kind="aggregate", file=None):
    """Partial HashAggregate, Exchange (derived) and the final HashAggregate of one groupBy/agg (or distinct)."""
    a, x, b = ids
    return [N(a, "HashAggregate", spans, fn, True, kind, file=file),
            N(x, "Exchange", spans, fn, True, kind, file=file),
            N(b, "HashAggregate", spans, fn, False, kind, file=file)]


def cached(scan_id, rel_id, cache_line, consumer, fn):
    """A cached DataFrame: InMemoryTableScan at the cache() call with its consumer as a second span, and the
    InMemoryRelation at the cache() call."""
    return [N(scan_id, "InMemoryTableScan", [[cache_line, cache_line], consumer], fn, False, "cache"),
            N(rel_id, "InMemoryRelation", [[cache_line, cache_line]], fn, False, "cache")]


M = "<module>"
MAIN = "main"

# ---- zaleslaw/PySpark-Tutorial: 2_DataFrame/ ---------------------------------------------------------------------
# Every script is a `if __name__ == "__main__":` block (symbol <module>). Ex_1_CSV_to_Parquet_JSON.py: stateNames csv
# read 14-17 (cached 24), nationalNames csv read 26-29, json write 33, where/select/orderBy show 38-42, groupBy 46 +
# sum 47 + orderBy 48 + show(200) 49 (HW/Step_4_Solution.py 22-26 is the same chain over a cached frame).
# Ex_2.../Step_4.py: parquet read 15, where 18 + select 19, groupBy 22 + agg max 23, cond 25, join 27, select 28,
# orderBy 29, show(100) 32 (Step_5.py and HW/Step_5_*.py are its look-alikes; HW/Step_5_Solution.py caches
# filteredStateNames at 23, its lines 17-36). Ex_3_Spark_SQL.py (Step_2.py the same code, one blank
# line): parquet read 14, view 17, DISTINCT query 19, json read 21, view 23, the NY/US join query 25-27 (one line per
# derived table), show 29. Ex_6_UDF/Step_1.py: def 8-9, read 21, cache 23, udf(lambda ...) 28, select + udf +
# distinct + orderBy + show 31-32 (Step_2.py: the same at 7-8, 20, 22, 27, 30-31, then SQL with the unregistered UDF
# at 39-41, which raises). Ex_8.../Step_2.py: parallelize + map 26, map + toDF 28, groupBy 29 + agg(avg) 30 + show 31.
# Ex_9_Titanic/Ex_Titanic.py: readPassengers() 16-25 (csv read 17-21), called at 30; count show 34; take 37;
# withColumn cast + groupBy + agg + orderBy + show 40.
PS4 = E2 + "Step_4.py"
PHW5 = E2 + "HW/Step_5_Solution.py"
PEX1 = E1 + "Ex_1_CSV_to_Parquet_JSON.py"
PEX3 = D + "Ex_3_Spark_SQL/Ex_3_Spark_SQL.py"
PUDF1 = D + "Ex_6_UDF/Step_1.py"
PUDF2 = D + "Ex_6_UDF/Step_2.py"
PAVG = D + "Ex_8_Calculate_Average_RDD_vs_DataFrame/Step_2.py"
PTI = D + "Ex_9_Titanic/Ex_Titanic.py"
PY_SQL = ("SQL in a Python string over temp views: nodes at its clauses (each derived table is on its own line); the "
          "scans at the reads. ")

L["zal_py_girl_name_join_show"] = dict(
    file=PS4,
    dataframe="stateAndName.show(100) (Step_4.py 32); stateAndName = filteredStateNames.join(stateAndCount, cond) (26-27, "
              "cond 25).select(...) (28).orderBy(State desc, Count desc) (29); stateAndCount = filteredStateNames"
              ".groupBy('State').agg(f.max('Count').alias('max')) (21-23); filteredStateNames = stateNames.where(...) (18)"
              ".select('Name', 'State', 'Count') (19); stateNames = spark.read.parquet(...) (15)",
    notes="A self-join of filteredStateNames with its own per-state max (run with spark.sql.analyzer."
          "failAmbiguousSelfJoin=false, see Settings). The join side's Filter holds the where and the join's inferred "
          "isnotnull(Count/State): both spans. The aggregate side's Project is the select pruned to State/Count for the "
          "groupBy (derived, ambiguous); isnotnull(max) is the join's inferred filter (derived). orderBy + show(100) "
          "run as TakeOrderedAndProject (limit 101), labelled at the orderBy. Step_5.py and HW/Step_5_*.py are "
          "look-alikes (Gender 'M'), never alternatives. ",
    nodes=[N(1, "Scan parquet", [[15, 15]], M, False, "read"),
           N(3, "Filter", [[18, 18], [27, 27]], M, False, "filter"),
           N(4, "Project", [[19, 19]], M, False, "project"),
           N(5, "Scan parquet", [[15, 15]], M, False, "read"),
           N(7, "Filter", [[18, 18], [27, 27]], M, False, "filter"),
           N(8, "Project", [[19, 19], [22, 23]], M, True, "project", amb=True),
           *agg_pair((9, 10, 13), [[22, 23]], M),
           N(14, "Filter", [[27, 27]], M, True, "join"),
           N(15, "BroadcastExchange", [[27, 27]], M, True, "join"),
           N(17, "BroadcastHashJoin", [[27, 27], [25, 25]], M, False, "join"),
           N(18, "Project", [[28, 28]], M, False, "project"),
           N(19, "TakeOrderedAndProject", [[29, 29]], M, False, "sort")])

L["zal_py_cached_join_show"] = dict(
    file=PHW5,
    dataframe="stateAndName.show(100) (HW/Step_5_Solution.py 36); the Step_4 self-join (30-33, cond 29) with "
              "filteredStateNames (19-21) cached at 23 before stateAndCount (25-27) is built; stateNames = "
              "spark.read.parquet(...) (17)",
    notes="Both sides read the cached filteredStateNames: each InMemoryTableScan at the cache() call with its consumer "
          "(the join, the groupBy) as a second span, the InMemoryRelation at the cache() call, the cached plan (scan, "
          "where, select) at its own lines. The isnotnull Filters over the cache are the join's inferred filters "
          "(derived). orderBy + show(100) run as TakeOrderedAndProject, labelled at the orderBy. HW/Step_5_Problem.py, "
          "Step_4.py and Step_5.py are look-alikes without the cache, never alternatives. ",
    nodes=[*cached(1, 2, 23, [31, 31], M),
           N(3, "Scan parquet", [[17, 17]], M, False, "read"),
           N(5, "Filter", [[20, 20]], M, False, "filter"),
           N(6, "Project", [[21, 21]], M, False, "project"),
           N(8, "Filter", [[31, 31]], M, True, "join"),
           N(9, "BroadcastExchange", [[31, 31]], M, True, "join"),
           *cached(11, 12, 23, [26, 27], M),
           N(14, "Filter", [[31, 31]], M, True, "join"),
           *agg_pair((15, 16, 19), [[26, 27]], M),
           N(20, "Filter", [[31, 31]], M, True, "join"),
           N(21, "BroadcastHashJoin", [[31, 31], [29, 29]], M, False, "join"),
           N(22, "Project", [[32, 32]], M, False, "project"),
           N(23, "TakeOrderedAndProject", [[33, 33]], M, False, "sort")])

L["zal_py_ny_proportion_sql_show"] = dict(
    file=PEX3,
    dataframe="result.show(150) (Ex_3_Spark_SQL.py 29); result = spark.sql(\"SELECT nyYear as year, stateBirths/usBirths "
              "... FROM (SELECT ... FROM stateNames WHERE state = 'NY' GROUP BY year ...) as NY\" (26) + \" JOIN (SELECT "
              "... FROM nationalNames GROUP BY year ...) as US ON nyYear = usYear\" (27)) (25-27); views of "
              "spark.read.parquet (14, 17) and spark.read.json (21, 23)",
    notes=PY_SQL + "The NY derived table (line 26): WHERE as the Filter (with the join's isnotnull(year)), a pruning "
          "Project (derived, ambiguous), its GROUP BY as the aggregate pair. The US derived table and the JOIN (line "
          "27): its aggregate pair, the join's inferred isnotnull Filter and BroadcastExchange (derived) and the "
          "BroadcastHashJoin. The outer SELECT (26) is the last Project (with show()'s string casts); the show's "
          "CollectLimit is only in the initial plan. Ex_3_Spark_SQL/Step_2.py holds the same query, never an "
          "alternative. ",
    nodes=[N(1, "Scan parquet", [[14, 14]], M, False, "read"),
           N(3, "Filter", [[26, 26]], M, False, "filter"),
           N(4, "Project", [[26, 26]], M, True, "project", amb=True),
           *agg_pair((5, 6, 9), [[26, 26]], M),
           N(10, "BroadcastExchange", [[27, 27]], M, True, "join"),
           N(12, "Scan json", [[21, 21]], M, False, "read"),
           N(13, "Filter", [[27, 27]], M, True, "join"),
           *agg_pair((14, 15, 18), [[27, 27]], M),
           N(19, "BroadcastHashJoin", [[27, 27]], M, False, "join"),
           N(20, "Project", [[26, 26]], M, False, "project")])


def py_udf(def_lines, read, cache, udf_line, line):
    return [*cached(1, 2, cache, [line, line], M),
            N(3, "Scan parquet", [[read, read]], M, False, "read"),
            N(6, "ArrowEvalPython", [[line, line], [udf_line, udf_line], def_lines], M, False, "udf"),
            N(7, "Project", [[line, line]], M, False, "project"),
            *agg_pair((8, 9, 12), [[line, line]], M, kind="distinct"),
            N(13, "TakeOrderedAndProject", [[line, line]], M, False, "sort")]


PY_UDF = ("The Python UDF (udf(lambda year: isWorldWarTwoYearFunction(year), BooleanType())) runs as ArrowEvalPython "
          "(Spark 4): the call, the udf(...) line and the def. select + distinct() + orderBy(...).show(100) are one "
          "statement: the distinct's keys-only aggregate pair (kind distinct) and the TakeOrderedAndProject (orderBy "
          "+ show, limit 101) are at that line. The InMemoryTableScan is at the cache() call with the statement as a "
          "second span. ")

L["zal_py_udf_distinct_show"] = dict(
    file=PUDF1,
    dataframe="stateNames.select('Year', isWorldWarTwoYear(stateNames['Year'])).distinct().orderBy(stateNames['Year']"
              ".desc()).show(100) (Ex_6_UDF/Step_1.py 31-32); isWorldWarTwoYear = udf(lambda ...) (28), "
              "isWorldWarTwoYearFunction (8-9); stateNames = spark.read.parquet(...) (21), cached (23)",
    notes=PY_UDF + "Ex_6_UDF/Step_2.py holds the same statement (30), never an alternative. ",
    nodes=py_udf([8, 9], 21, 23, 28, 31))

L["zal_py_udf_distinct_step2_show"] = dict(
    file=PUDF2,
    dataframe="stateNames.select('Year', isWorldWarTwoYear(stateNames['Year'])).distinct().orderBy(stateNames['Year']"
              ".desc()).show(100) (Ex_6_UDF/Step_2.py 30-31); isWorldWarTwoYear = udf(lambda ...) (27), "
              "isWorldWarTwoYearFunction (7-8); stateNames = spark.read.parquet(...) (20), cached (22)",
    notes=PY_UDF + "The script then fails at its SQL (39-41: the UDF was never registered, the register line 36 is a "
          "comment); this show ran before. Ex_6_UDF/Step_1.py holds the same statement (31), never an alternative. ",
    nodes=py_udf([7, 8], 20, 22, 27, 30))

L["zal_py_avg_rdd_df_show"] = dict(
    file=PAVG,
    dataframe="df.groupBy('key').agg(avg('value')).show() (Ex_8.../Step_2.py 29-31); df = rdd.map(lambda x: (x[0], "
              "x[1])).toDF(['key', 'value']) (28), rdd = spark.sparkContext.parallelize(salaries).map(...) (26)",
    notes="The DataFrame made from an RDD is a Scan ExistingRDD: the toDF line, with the RDD's line as a second span. "
          "avg over the string column casts it to double; the final aggregate also holds show()'s string casts. The "
          "show's CollectLimit is only in the initial plan. Step_1.py is the RDD version (no SQL plan). ",
    nodes=[N(1, "Scan ExistingRDD", [[28, 28], [26, 26]], M, False, "read"),
           *agg_pair((2, 3, 6), [[29, 30]], M)])

L["zal_py_births_by_year_show"] = dict(
    file=PEX1,
    dataframe="nationalNames.groupBy('Year').sum('Count').orderBy('Year').show(200) (Ex_1_CSV_to_Parquet_JSON.py "
              "45-49); nationalNames = spark.read.option(...).csv(\"/home/zaleslaw/data/NationalNames.csv\") (26-29)",
    notes="orderBy + show(200) run as TakeOrderedAndProject (limit 201), labelled at the orderBy. HW/Step_4_Solution.py "
          "22-26 holds the same chain (over a cached frame), never an alternative. ",
    nodes=[N(1, "Scan csv", [[26, 29]], M, False, "read"),
           *agg_pair((2, 3, 6), [[46, 47]], M),
           N(7, "TakeOrderedAndProject", [[48, 48]], M, False, "sort")])


def titanic_read():
    return N(1, "Scan csv", [[17, 21]], "readPassengers", False, "read", alt=[(PTI, [[30, 30]], M)])


L["zal_py_titanic_avg_age_show"] = dict(
    file=PTI,
    dataframe="passengers.withColumn('age', passengers['age'].cast(DoubleType())).groupBy('sex', 'pclass', 'survived')"
              ".agg(avg('age'), count('age')).orderBy('avg(age)').show() (Ex_Titanic.py 40, one line); passengers = "
              "readPassengers(spark) (30), the csv read in readPassengers (17-21)",
    notes="The read is in readPassengers() (labelled there; main's call at 30 an alt). The cast is the Project; the "
          "aggregate pair and the TakeOrderedAndProject (orderBy + show) are at the same line. The generated titanic.csv "
          "has whole ages, so inferSchema makes age an int and the cast is a real one. ",
    nodes=[titanic_read(), N(2, "Project", [[40, 40]], M, False, "project"),
           *agg_pair((3, 4, 7), [[40, 40]], M),
           N(8, "TakeOrderedAndProject", [[40, 40]], M, False, "sort")])

L["zal_py_titanic_cabin_take"] = dict(
    file=PTI,
    dataframe="print(passengers.where('cabin is not null').groupBy('cabin').sum('survived').orderBy('sum(survived)', "
              "ascending=False).take(1)) (Ex_Titanic.py 37, one line); passengers = readPassengers(spark) (30), the csv "
              "read in readPassengers (17-21)",
    notes="The read is in readPassengers() (labelled there; main's call at 30 an alt). orderBy + take(1) run as "
          "TakeOrderedAndProject (limit 1), labelled at the orderBy (the same line). ",
    nodes=[titanic_read(), N(2, "Filter", [[37, 37]], M, False, "filter"),
           *agg_pair((3, 4, 7), [[37, 37]], M),
           N(8, "TakeOrderedAndProject", [[37, 37]], M, False, "sort")])
SQL_FORM |= {"zal_py_ny_proportion_sql_show"}

# ---- zaleslaw/Spark-Tutorial: Spark-Core/src/main/scala/DataFrames/ ------------------------------------------------
# Ex_1: StateNames csv read 21-24, show 26, parquet write 29; NationalNames csv read with a schema 42-45, show 47, json
# write 49, cache 54; where/select/orderBy show 59-63; groupBy 68 + sum(...).as("Sum") 69 + orderBy 70 + show(200) 71.
# Ex_2: parquet read 21, where 25 + select 26, cache 28, orderBy show 32, groupBy 37 + agg max 38, show 40, join 44-47
# (its condition 45-47), select 48, orderBy 49, show 52. Ex_3: parquet read 18, view 20, DISTINCT query 24, json read
# 27, view 29, the NY/US join query 31-32 (one line per derived table), show 34. Ex_4: parquet read .as[stateNamesRow]
# 22, json .as[nationalNamesRow] 25, cache 30, map 33, filter 34, groupBy 35, sum 36, sort 37, show 39. Ex_6: the UDF's
# lambda 7-9 (an object field), parquet read 23, cache 25, udf.register 31, select + UDF + distinct + orderBy + show
# 34, view 37, SQL with the UDF 40. Ex_7: parquet read 21, cache 23, view 26, MAX query 29, udaf register 33, UDAF query
# 36, class LongestWord 40-82.
SEX1 = SC_DIR + "Ex_1_CSV_to_Parquet_JSON.scala"
SEX2 = SC_DIR + "Ex_2_Most_popular_girl_name_by_state_in_1945.scala"
SEX3 = SC_DIR + "Ex_3_Spark_SQL.scala"
SEX4 = SC_DIR + "Ex_4_Datasets.scala"
SEX6 = SC_DIR + "Ex_6_UDF.scala"
SEX7 = SC_DIR + "Ex_7_UDAF.scala"
SC_SQL = ("SQL in a Scala string over temp views: nodes at its clauses (each derived table on its own line); the "
          "scans at the reads. ")

L["zal_sc_births_by_year_show"] = dict(
    file=SEX1,
    dataframe="nationalNames.groupBy(\"Year\").sum(\"Count\").as(\"Sum\").orderBy(\"Year\").show(200) "
              "(Ex_1_CSV_to_Parquet_JSON.scala 67-71); nationalNames = spark.read...schema(nationalNamesSchema).csv(...) "
              "(42-45), cached (54)",
    notes="The cached nationalNames: InMemoryTableScan at the cache() call with the groupBy as a second span, "
          "InMemoryRelation at the cache() call, the csv scan at the read. .as(\"Sum\") only aliases the Dataset (no "
          "node). orderBy + show(200) run as TakeOrderedAndProject (limit 201), labelled at the orderBy. The Java "
          "repository's Ex_1 and PySpark-Tutorial's Ex_1 hold the same chain (other repositories). ",
    nodes=[*cached(1, 2, 54, [67, 69], MAIN),
           N(3, "Scan csv", [[42, 45]], MAIN, False, "read"),
           *agg_pair((5, 6, 9), [[68, 69]], MAIN),
           N(10, "TakeOrderedAndProject", [[70, 70]], MAIN, False, "sort")])

L["zal_sc_girl_name_join_show"] = dict(
    file=SEX2,
    dataframe="stateAndName.show (Ex_2_Most_popular_girl_name_by_state_in_1945.scala 52); stateAndName = "
              "filteredStateNames.join(stateAndCount, max === Count and state === state) (43-47).select(...) (48)"
              ".orderBy($\"state\".desc, $\"Count\".desc) (49); stateAndCount = filteredStateNames.groupBy(\"state\")"
              ".agg(max(\"Count\") as \"max\") (36-38); filteredStateNames = stateNames.where(...) (25).select(...) (26), "
              "cached (28); stateNames = spark.read.parquet(...) (21)",
    notes="A self-join (run with spark.sql.analyzer.failAmbiguousSelfJoin=false, see Settings). Both sides read the "
          "cached filteredStateNames: each InMemoryTableScan at the cache() call with its consumer (the join, the "
          "groupBy) as a second span, the InMemoryRelation at the cache() call, the cached plan at its own lines. The "
          "isnotnull Filters over the cache and after the max are the join's inferred filters (derived). orderBy + "
          "show run as TakeOrderedAndProject (limit 21), labelled at the orderBy. ",
    nodes=[*cached(1, 2, 28, [44, 47], MAIN),
           N(3, "Scan parquet", [[21, 21]], MAIN, False, "read"),
           N(5, "Filter", [[25, 25]], MAIN, False, "filter"),
           N(6, "Project", [[26, 26]], MAIN, False, "project"),
           N(8, "Filter", [[44, 47]], MAIN, True, "join"),
           *cached(9, 10, 28, [37, 38], MAIN),
           N(12, "Filter", [[44, 47]], MAIN, True, "join"),
           *agg_pair((13, 14, 17), [[37, 38]], MAIN),
           N(18, "Filter", [[44, 47]], MAIN, True, "join"),
           N(19, "BroadcastExchange", [[44, 47]], MAIN, True, "join"),
           N(21, "BroadcastHashJoin", [[44, 47]], MAIN, False, "join"),
           N(22, "Project", [[48, 48]], MAIN, False, "project"),
           N(23, "TakeOrderedAndProject", [[49, 49]], MAIN, False, "sort")])

L["zal_sc_ny_proportion_sql_show"] = dict(
    file=SEX3,
    dataframe="result.show(150) (Ex_3_Spark_SQL.scala 34); result = spark.sql(\"SELECT nyYear as year, "
              "stateBirths/usBirths ... FROM (SELECT ... WHERE state = 'NY' GROUP BY year ...) as NY\" (31) + \" JOIN "
              "(SELECT ... FROM nationalNames GROUP BY year ...) as US ON nyYear = usYear\" (32)); views of "
              "spark.read.parquet (18, 20) and spark.read.json (27, 29)",
    notes=SC_SQL + "The NY derived table (line 31): WHERE as the Filter (with the join's isnotnull(year)), a pruning "
          "Project (derived, ambiguous), its GROUP BY as the aggregate pair. The US derived table and the JOIN (line 32): "
          "its aggregate pair, the join's inferred isnotnull Filter and BroadcastExchange (derived), the "
          "BroadcastHashJoin. The outer SELECT (31) is the last Project; the show's CollectLimit is only in the initial "
          "plan. ",
    nodes=[N(1, "Scan parquet", [[18, 18]], MAIN, False, "read"),
           N(3, "Filter", [[31, 31]], MAIN, False, "filter"),
           N(4, "Project", [[31, 31]], MAIN, True, "project", amb=True),
           *agg_pair((5, 6, 9), [[31, 31]], MAIN),
           N(10, "BroadcastExchange", [[32, 32]], MAIN, True, "join"),
           N(12, "Scan json", [[27, 27]], MAIN, False, "read"),
           N(13, "Filter", [[32, 32]], MAIN, True, "join"),
           *agg_pair((14, 15, 18), [[32, 32]], MAIN),
           N(19, "BroadcastHashJoin", [[32, 32]], MAIN, False, "join"),
           N(20, "Project", [[31, 31]], MAIN, False, "project")])

L["zal_sc_typed_sum_show"] = dict(
    file=SEX4,
    dataframe="result.show (Ex_4_Datasets.scala 39); result = stateNames.map(x => (x.name, x.state, x.count)) (33)"
              ".filter(e => e._2 == \"NY\") (34).groupBy(\"_1\") (35).sum(\"_3\") (36).sort($\"sum(_3)\".desc) (37); "
              "stateNames = spark.read.parquet(...).as[stateNamesRow] (22), cached (30)",
    notes="The typed map is DeserializeToObject/MapElements/SerializeFromObject (the first and last derived, at the "
          "map); the typed filter runs between them on the tuples (Filter, at the filter). The InMemoryTableScan is at "
          "the cache() call with the map as a second span. sort + show run as TakeOrderedAndProject (limit 21), "
          "labelled at the sort. ",
    nodes=[*cached(1, 2, 30, [33, 33], MAIN),
           N(3, "Scan parquet", [[22, 22]], MAIN, False, "read"),
           N(6, "DeserializeToObject", [[33, 33]], MAIN, True, "project"),
           N(7, "MapElements", [[33, 33]], MAIN, False, "project"),
           N(8, "Filter", [[34, 34]], MAIN, False, "filter"),
           N(9, "SerializeFromObject", [[33, 33]], MAIN, True, "project"),
           *agg_pair((10, 11, 14), [[35, 36]], MAIN),
           N(15, "TakeOrderedAndProject", [[37, 37]], MAIN, False, "sort")])

L["zal_sc_udf_distinct_show"] = dict(
    file=SEX6,
    dataframe="stateNames.select($\"Year\", isWorldWarTwoYear($\"Year\")).distinct().orderBy($\"Year\".desc).show(100) "
              "(Ex_6_UDF.scala 34); isWorldWarTwoYear = spark.sqlContext.udf.register(\"isWorldWarTwoYear\", "
              "lambdaIsWorldWarTwoYear) (31), the lambda (7-9); stateNames = spark.read.parquet(...) (23), cached (25)",
    notes="The Scala UDF is an expression of the select's Project (kind udf): the call, the register line and the "
          "lambda. select + distinct() + orderBy + show(100) are one line: the distinct's keys-only aggregate pair "
          "(kind distinct) and the TakeOrderedAndProject (limit 101) are at it. The InMemoryTableScan is at the cache() "
          "call with the statement as a second span. ",
    nodes=[*cached(1, 2, 25, [34, 34], MAIN),
           N(3, "Scan parquet", [[23, 23]], MAIN, False, "read"),
           N(6, "Project", [[34, 34], [31, 31], [7, 9]], MAIN, False, "udf"),
           *agg_pair((7, 8, 11), [[34, 34]], MAIN, kind="distinct"),
           N(12, "TakeOrderedAndProject", [[34, 34]], MAIN, False, "sort")])

L["zal_sc_udf_sql_show"] = dict(
    file=SEX6,
    dataframe="spark.sql(\"SELECT DISTINCT Name FROM stateNames WHERE Gender = 'M' and isWorldWarTwoYear(Year) ORDER "
              "BY Name DESC\").show(100) (Ex_6_UDF.scala 40); the UDF registered at 31 (lambda 7-9); the view (37) of "
              "stateNames = spark.read.parquet(...) (23), cached (25)",
    notes=SC_SQL + "The WHERE (with the registered UDF) is the Filter, the DISTINCT the keys-only aggregate pair (kind "
          "distinct) after a pruning Project (derived, ambiguous), ORDER BY + show(100) the TakeOrderedAndProject: "
          "all at line 40. The InMemoryTableScan is at the cache() call with the query as a second span. ",
    nodes=[*cached(1, 2, 25, [40, 40], MAIN),
           N(3, "Scan parquet", [[23, 23]], MAIN, False, "read"),
           N(6, "Filter", [[40, 40]], MAIN, False, "filter"),
           N(7, "Project", [[40, 40]], MAIN, True, "project", amb=True),
           *agg_pair((8, 9, 12), [[40, 40]], MAIN, kind="distinct"),
           N(13, "TakeOrderedAndProject", [[40, 40]], MAIN, False, "sort")])

L["zal_sc_udaf_sql_show"] = dict(
    file=SEX7,
    dataframe="spark.sql(\"SELECT Year, LONGEST_WORD(Name) FROM stateNames GROUP BY Year ORDER BY Year\").show(100) "
              "(Ex_7_UDAF.scala 36); LONGEST_WORD = spark.sqlContext.udf.register(\"LONGEST_WORD\", new LongestWord) "
              "(33), class LongestWord (40-82); the view (26) of stateNames = spark.read.parquet(...) (21), cached (23)",
    notes=SC_SQL + "The UserDefinedAggregateFunction runs as SortAggregate (partial and final, each with its Sort; the "
          "partial one, the Sorts and the Exchange derived): the query's line with the register line as a second span "
          "for the two SortAggregates. ORDER BY + show(100) is the TakeOrderedAndProject. The MAX query at 29 is its "
          "look-alike. ",
    nodes=[*cached(1, 2, 23, [36, 36], MAIN),
           N(3, "Scan parquet", [[21, 21]], MAIN, False, "read"),
           N(6, "Sort", [[36, 36]], MAIN, True, "aggregate"),
           N(7, "SortAggregate", [[36, 36], [33, 33]], MAIN, True, "aggregate"),
           N(8, "Exchange", [[36, 36]], MAIN, True, "aggregate"),
           N(11, "Sort", [[36, 36]], MAIN, True, "aggregate"),
           N(12, "SortAggregate", [[36, 36], [33, 33]], MAIN, False, "aggregate"),
           N(13, "TakeOrderedAndProject", [[36, 36]], MAIN, False, "sort")])
SQL_FORM |= {"zal_sc_ny_proportion_sql_show", "zal_sc_udf_sql_show", "zal_sc_udaf_sql_show"}

# ---- zaleslaw/Spark-Tutorial-on-Java: src/main/java/sql/ -----------------------------------------------------------
# Every example's session comes from rdd/util/SparkUtil.getSparkSession, its paths from SparkUtil.DATA_DIRECTORY.
# Ex_1: StateNames csv read 23-27, parquet write 32; NationalNames csv read with a schema 45-48, show 50, json write 52,
# cache 57, where/select/orderBy show 62-66, groupBy/sum/orderBy show 69-73. Ex_2: parquet read 20, where 25 + select
# 26, cache 28, orderBy show 30, groupBy 33 + agg max 34, show 36, join 40-43 (condition 41-42), select 44, orderBy 45,
# show(100) 48. Ex_3: parquet read 18, view 22, DISTINCT query 25, json read 28, view 30, the NY/US join query 32-33
# (one line per derived table), show 35. Ex_4: bean encoders 22-23, parquet read .as(personEncoder) 25, filter lambda
# 29, map lambda 30, filter 33, map 34, groupBy 35, sum 36, show 38. Ex_5: parquet read 24, cache 28, UDF1 lambda 31,
# register 32; callUDF select/distinct/orderBy/show 36-40; selectExpr 44-48; udf(...) 53-55 and its select 57-61; view
# 64; SQL with the UDF 67. Ex_6: parquet read 22, cache 26, view 29, MAX query 32, udaf register 35, UDAF query 38,
# class LongestWord 42-87.
JEX1 = JA_DIR + "Ex_1_CSV_to_Parquet_JSON.java"
JEX2 = JA_DIR + "Ex_2_Most_popular_girl_name_by_state_in_1945.java"
JEX3 = JA_DIR + "Ex_3_Spark_SQL.java"
JEX4 = JA_DIR + "Ex_4_Typed_Datasets.java"
JEX5 = JA_DIR + "Ex_5_Spark_SQL_UDF.java"
JEX6 = JA_DIR + "Ex_6_Spark_SQL_UDAF.java"
JA_SQL = ("SQL in a Java string over temp views: nodes at its clauses (each derived table on its own line); the scans "
          "at the reads. ")

L["zal_ja_csv_to_json_write"] = dict(
    file=JEX1,
    dataframe="nationalNames.write().mode(SaveMode.Overwrite).json(DATA_DIRECTORY + \"/nationalNames\") "
              "(Ex_1_CSV_to_Parquet_JSON.java 52); nationalNames = spark.read().option(\"header\", \"true\")"
              ".schema(nationalNamesSchema).csv(DATA_DIRECTORY + \"/NationalNames.csv\") (45-48), schema 36-43",
    notes="WriteFiles and InsertIntoHadoopFsRelationCommand at the write, the scan at the read. The Scala and Python "
          "Ex_1 of the other repositories write the same json. Settings: the run's spark.sql.legacy.javaCharsets=true "
          "is for the StateNames read's windows-1251 encoding (23-27), not this read. ",
    nodes=[N(1, "Scan csv", [[45, 48]], MAIN, False, "read"),
           N(2, "WriteFiles", [[52, 52]], MAIN, False, "write"),
           N(3, "Execute InsertIntoHadoopFsRelationCommand", [[52, 52]], MAIN, False, "write")])

L["zal_ja_girl_name_join_show"] = dict(
    file=JEX2,
    dataframe="stateAndName.show(100) (Ex_2_Most_popular_girl_name_by_state_in_1945.java 48); stateAndName = "
              "filteredStateNames.join(stateAndCount, max == Count and state == state) (39-43).select(...) (44)"
              ".orderBy(col(\"state\").desc(), col(\"Count\").desc()) (45); stateAndCount = filteredStateNames"
              ".groupBy(\"state\").agg(max(\"Count\").as(\"max\")) (32-34); filteredStateNames = stateNames.where(...) "
              "(25).select(...) (26), cached (28); stateNames = spark.read().parquet(...) (20)",
    notes="A self-join (run with spark.sql.analyzer.failAmbiguousSelfJoin=false, see Settings). Both sides read the "
          "cached filteredStateNames: each InMemoryTableScan at the cache() call with its consumer (the join, the "
          "groupBy) as a second span, the InMemoryRelation at the cache() call, the cached plan at its own lines. The "
          "isnotnull Filters over the cache and after the max are the join's inferred filters (derived). orderBy + "
          "show(100) run as TakeOrderedAndProject (limit 101), labelled at the orderBy. ",
    nodes=[*cached(1, 2, 28, [40, 43], MAIN),
           N(3, "Scan parquet", [[20, 20]], MAIN, False, "read"),
           N(5, "Filter", [[25, 25]], MAIN, False, "filter"),
           N(6, "Project", [[26, 26]], MAIN, False, "project"),
           N(8, "Filter", [[40, 43]], MAIN, True, "join"),
           *cached(9, 10, 28, [33, 34], MAIN),
           N(12, "Filter", [[40, 43]], MAIN, True, "join"),
           *agg_pair((13, 14, 17), [[33, 34]], MAIN),
           N(18, "Filter", [[40, 43]], MAIN, True, "join"),
           N(19, "BroadcastExchange", [[40, 43]], MAIN, True, "join"),
           N(21, "BroadcastHashJoin", [[40, 43]], MAIN, False, "join"),
           N(22, "Project", [[44, 44]], MAIN, False, "project"),
           N(23, "TakeOrderedAndProject", [[45, 45]], MAIN, False, "sort")])

L["zal_ja_ny_proportion_sql_show"] = dict(
    file=JEX3,
    dataframe="result.show(150) (Ex_3_Spark_SQL.java 35); result = spark.sql(\"SELECT nyYear as year, stateBirths/"
              "usBirths ... FROM (SELECT ... WHERE state = 'NY' GROUP BY year ...) as NY\" (32) + \" JOIN (SELECT ... "
              "FROM nationalNames GROUP BY year ...) as US ON nyYear = usYear\" (33)); views of spark.read().parquet "
              "(18, 22) and spark.read().json(\"/home/zaleslaw/data/nationalNames\") (28, 30)",
    notes=JA_SQL + "The NY derived table (line 32): WHERE as the Filter (with the join's isnotnull(year)), a pruning "
          "Project (derived, ambiguous), its GROUP BY as the aggregate pair. The US derived table and the JOIN (line 33): "
          "its aggregate pair, the join's inferred isnotnull Filter and BroadcastExchange (derived), the "
          "BroadcastHashJoin. The outer SELECT (32) is the last Project; the show's CollectLimit is only in the initial "
          "plan. ",
    nodes=[N(1, "Scan parquet", [[18, 18]], MAIN, False, "read"),
           N(3, "Filter", [[32, 32]], MAIN, False, "filter"),
           N(4, "Project", [[32, 32]], MAIN, True, "project", amb=True),
           *agg_pair((5, 6, 9), [[32, 32]], MAIN),
           N(10, "BroadcastExchange", [[33, 33]], MAIN, True, "join"),
           N(12, "Scan json", [[28, 28]], MAIN, False, "read"),
           N(13, "Filter", [[33, 33]], MAIN, True, "join"),
           *agg_pair((14, 15, 18), [[33, 33]], MAIN),
           N(19, "BroadcastHashJoin", [[33, 33]], MAIN, False, "join"),
           N(20, "Project", [[32, 32]], MAIN, False, "project")])

L["zal_ja_typed_bean_sum_show"] = dict(
    file=JEX4,
    dataframe="result.show() (Ex_4_Typed_Datasets.java 38); result = stateNames.filter(filterFunction) (33)"
              ".map(mapFunction, nameYearEncoder) (34).groupBy(\"name\") (35).sum(\"count\") (36); filterFunction (29) "
              "and mapFunction (30) lambdas; stateNames = spark.read().parquet(...).as(personEncoder) (25), bean "
              "encoders (22-23)",
    notes="The typed filter and map run on StateNamesBean objects: DeserializeToObject (derived, ambiguous: the filter "
          "and the map it serves), the Filter (the filter call and its lambda), MapElements (the map call and its "
          "lambda), SerializeFromObject of NameYearBean (derived, at the map). The final aggregate also holds show()'s "
          "string casts; the show's CollectLimit is only in the initial plan. ",
    nodes=[N(1, "Scan parquet", [[25, 25]], MAIN, False, "read"),
           N(3, "DeserializeToObject", [[33, 33], [34, 34]], MAIN, True, "project", amb=True),
           N(4, "Filter", [[33, 33], [29, 29]], MAIN, False, "filter"),
           N(5, "MapElements", [[34, 34], [30, 30]], MAIN, False, "project"),
           N(6, "SerializeFromObject", [[34, 34]], MAIN, True, "project"),
           *agg_pair((7, 8, 11), [[35, 36]], MAIN)])

L["zal_ja_select_expr_udf_show"] = dict(
    file=JEX5,
    dataframe="stateNames.selectExpr(\"Year\", \"isWorldWarTwoYear(Year)\").distinct().orderBy(col(\"Year\").desc())"
              ".show(150) (Ex_5_Spark_SQL_UDF.java 44-48); the UDF1 lambda (31) registered as isWorldWarTwoYear (32); "
              "stateNames = spark.read().parquet(...) (24), cached (28)",
    notes="The registered Java UDF is an expression of the selectExpr's Project (kind udf): the selectExpr, the "
          "register line and the lambda. distinct() is the keys-only aggregate pair (kind distinct); orderBy + show(150) "
          "the TakeOrderedAndProject (limit 151), labelled at the orderBy. The InMemoryTableScan is at the cache() call "
          "with the selectExpr as a second span. The same query is written three ways in this method (callUDF 36-40, "
          "selectExpr 44-48, a udf() of the World War One years 57-61): the look-alikes are not alternatives. ",
    nodes=[*cached(1, 2, 28, [45, 45], MAIN),
           N(3, "Scan parquet", [[24, 24]], MAIN, False, "read"),
           N(6, "Project", [[45, 45], [32, 32], [31, 31]], MAIN, False, "udf"),
           *agg_pair((7, 8, 11), [[46, 46]], MAIN, kind="distinct"),
           N(12, "TakeOrderedAndProject", [[47, 47]], MAIN, False, "sort")])

L["zal_ja_udf_sql_show"] = dict(
    file=JEX5,
    dataframe="spark.sql(\"SELECT DISTINCT Name FROM stateNames WHERE Gender = 'M' and isWorldWarTwoYear(Year) ORDER BY "
              "Name DESC\").show(150) (Ex_5_Spark_SQL_UDF.java 67); the UDF registered at 32 (lambda 31); the view (64) "
              "of stateNames = spark.read().parquet(...) (24), cached (28)",
    notes=JA_SQL + "The WHERE (with the registered UDF) is the Filter, the DISTINCT the keys-only aggregate pair (kind "
          "distinct) after a pruning Project (derived, ambiguous), ORDER BY + show(150) the TakeOrderedAndProject: all "
          "at line 67. The InMemoryTableScan is at the cache() call with the query as a second span. ",
    nodes=[*cached(1, 2, 28, [67, 67], MAIN),
           N(3, "Scan parquet", [[24, 24]], MAIN, False, "read"),
           N(6, "Filter", [[67, 67]], MAIN, False, "filter"),
           N(7, "Project", [[67, 67]], MAIN, True, "project", amb=True),
           *agg_pair((8, 9, 12), [[67, 67]], MAIN, kind="distinct"),
           N(13, "TakeOrderedAndProject", [[67, 67]], MAIN, False, "sort")])

L["zal_ja_udaf_sql_show"] = dict(
    file=JEX6,
    dataframe="spark.sql(\"SELECT Year, LONGEST_WORD(Name) FROM stateNames GROUP BY Year ORDER BY Year\").show(100) "
              "(Ex_6_Spark_SQL_UDAF.java 38); spark.udf().register(\"LONGEST_WORD\", new LongestWord()) (35), class "
              "LongestWord (42-87); the view (29) of stateNames = spark.read().parquet(...) (22), cached (26)",
    notes=JA_SQL + "The UserDefinedAggregateFunction runs as SortAggregate (partial and final, each with its Sort; the "
          "partial one, the Sorts and the Exchange derived): the query's line with the register line as a second span "
          "for the two SortAggregates. ORDER BY + show(100) is the TakeOrderedAndProject. The MAX query at 32 is its "
          "look-alike. ",
    nodes=[*cached(1, 2, 26, [38, 38], MAIN),
           N(3, "Scan parquet", [[22, 22]], MAIN, False, "read"),
           N(6, "Sort", [[38, 38]], MAIN, True, "aggregate"),
           N(7, "SortAggregate", [[38, 38], [35, 35]], MAIN, True, "aggregate"),
           N(8, "Exchange", [[38, 38]], MAIN, True, "aggregate"),
           N(11, "Sort", [[38, 38]], MAIN, True, "aggregate"),
           N(12, "SortAggregate", [[38, 38], [35, 35]], MAIN, False, "aggregate"),
           N(13, "TakeOrderedAndProject", [[38, 38]], MAIN, False, "sort")])
SQL_FORM |= {"zal_ja_ny_proportion_sql_show", "zal_ja_udf_sql_show", "zal_ja_udaf_sql_show"}


def symbol(file: str, fn: str | None) -> str:
    for root in (SC_DIR.rsplit("DataFrames/", 1)[0], "src/main/java/"):
        if file.startswith(root):
            return file[len(root):].rsplit(".", 1)[0].replace("/", ".") + "." + (fn or MAIN)
    return file[:-3].replace("/", ".") + "." + (fn or M)


def main() -> int:
    def cases():
        for case_id, part, program, file, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            slug, args = PROGRAMS[program]
            spec = L[case_id]
            assert spec["file"] == file, case_id
            if slug == PY:
                script, form, extra = args[0], "pyspark", ""
            else:
                cls = args[args.index("--class") + 1]
                script = file
                form, extra = ("scala", SCALA_RUN) if slug == SC else ("java", JAVA_RUN)
                assert cls.split(".")[-1] == Path(file).stem, case_id
            if case_id in SQL_FORM:
                form = "sql-string"
            settings = EXTRA_CONF.get(program)
            case = {"repo": f"../../repos/{slug}", "commit": COMMITS[slug], "index_root": "", "script": script,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + (f"Settings: {', '.join(settings)}. " if settings else "")
                    + extra + RUN,
                    "form": form, "source": SOURCES[slug]}
            yield part, BENCH / part / case_id, call_rows(L[case_id], symbol), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
