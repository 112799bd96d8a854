"""Write each ol_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and script and the captured plans before any mapper run (the mapper was never run on these cases), checked as they
are written (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/olist-pyspark/labels.py

Notebook nodes: (node id, operator, cell, spans, derived, kind, {extra}...), `cell` 0-based among all the notebook's
cells, spans lines inside it; `file_lines` filled and checked by ../jadianes__spark-py-notebooks/nbgold.py; symbol
the notebook path dotted, then `<module>` (`Pyspark Projects.Flights.Flights.<module>`). An extra may hold `alt`:
other places in the same notebook, (cell, spans) each; `ambiguous`. Script nodes (Sales_Data.py): (node id, operator,
spans, derived, kind, ambiguous, true_lines), file lines, symbol `Pyspark Projects.Sales.Sales_Data.<module>`.
Look-alikes in other notebooks (the same groupBy/orderBy shape over three txn columns, the same csv read in every
cell of a notebook) are never alternatives.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, NO_BROADCAST, PROGRAMS, REPO, SETTINGS, SLUG  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import N, module_rows, s, write_cases  # noqa: E402
sys.path.insert(0, str(HERE.parent / "jadianes__spark-py-notebooks"))
from nbgold import notebook_rows  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "ab71a81cf869f58a4ee4d05c3003222e6363b1b5"
SOURCE = "AminHmimou/Pyspark-Projects"
SESSION = ("Session: spark-submit --master local[1] (the code's own SparkSession.builder...getOrCreate() returns the "
           "session spark-submit started), spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on. ")
RUN_NB = ("Run: bench/real/capture/olist-pyspark/capture.py: the notebook ran unchanged, cell by cell, as a "
          "spark-submit driver (../ykanakaraju-pyspark/nbdriver.py) from its own folder in a scratch copy of the "
          "laid-out repository; the Colab /content/... inputs generated (make_data.py) and reached through a /content "
          "link made for the run only; the plan is the one the action ran, written by a query-execution listener "
          "after it ran (final adaptive plan); event_log.json from the same run.")
RUN_CC = ("Run: bench/real/capture/olist-pyspark/capture.py: the notebook ran unchanged, cell by cell, as a "
          "spark-submit driver (../ykanakaraju-pyspark/nbdriver.py) from Pyspark Projects/Sales/ of a scratch copy of "
          "the laid-out repository, over its committed loan.csv and credit card.csv and a generated txn.csv (the "
          "snapshot lacks its blob; make_data.py); `import findspark` served by a stand-in whose init() does nothing "
          "(standin/findspark.py); the plan is the one the action ran, written by a query-execution listener after it "
          "ran (final adaptive plan); event_log.json from the same run.")
RUN_PY = ("Run: bench/real/capture/olist-pyspark/capture.py: `spark-submit Sales_Data.py` from Pyspark Projects/Sales/ "
          "of a scratch copy of the laid-out repository, unchanged, over the committed sales_data.csv; the plan is "
          "the one the write ran, written by a query-execution listener after it ran (final adaptive plan); "
          "event_log.json from the same run.")
SHOW = ("show(): a toprettystring Project that is only the show's is derived at the show line (kind project), a "
        "user's select it merged with at that call; CollectLimit, a LocalLimit the show pushed down, derived at the "
        "show; orderBy + show as TakeOrderedAndProject at the orderBy (kind sort). ")
AGG = ("Aggregates: partial levels and their Exchanges derived at the groupBy/agg/distinct/count call, the final not; "
       "where groupBy and the aggregate are in two cells, the aggregate's cell with the groupBy's as an alt. ")
JOIN = ("Join: BroadcastExchange and the isnotnull Filter inferred from the join key derived at the join call. ")
READ = ("Scans at the read or createDataFrame line; a filter pushed into the scan adds its line as an alt. A Project "
        "made of withColumn calls in several cells: the last cell's call, the others alts. ")

AMB = {"ambiguous": True}


def alt(*places):
    return {"alt": [(cell, spans) for cell, spans in places]}


def n(nid, op, cell, spans, derived, kind, *extra):
    return (nid, op, cell, spans, derived, kind, *extra)


L: dict[str, dict] = {}

# ---- Pyspark Projects/Flights/Flights.ipynb ------------------------------------------------------------------------
# cell 24 df = spark.createDataFrame([Row(a=..., e=...), ...]) (lines 1-5); cell 44 @pandas_udf pandas_plus_one
# (1-3), df.select(pandas_plus_one(df.a)).show() (5); cell 45 pandas_filter_func (1-3), df.mapInPandas(...).show() (5);
# cells 49/50 df1/df2 = spark.createDataFrame(...) (1-2 / 1-3); cell 51 merge_ordered (1-2), cogroup applyInPandas
# show (4); cell 60 airport read; cell 64 flights read (1); cell 67 duration_hrs withColumn (1); cell 68 describe;
# cell 79 distance (1) / air_time (2) casts; cell 81 PDX min; cell 86 dep_delay cast; cell 87 groupBy; cell 88 avg;
# cell 90 faa -> dest; cell 91 join (1) show (2); cell 92 planes read; cell 93 year -> plane_year; cell 94 join;
# cell 97 four casts (1-4); cell 99 plane_age; cell 100 is_late (1), label (2), show (3); cells 103/104 indexers and
# encoders; cell 106 VectorAssembler (1-2, handleInvalid='skip'); cell 107 Pipeline (2); cell 108 fit().transform();
# cell 109 piped_data.show().
ROWS = (24, s((1, 5)))
FLIGHTS = (64, s(1))
CASTS = (86, s(1))                  # the flights Project: dep_delay (86), distance/air_time (79), duration_hrs (67)
CASTS_ALT = alt((79, s(1, 2)), (67, s(1)))


def flights_planes_join():
    return [n(1, "Scan csv", *FLIGHTS, False, "read"),
            n(2, "Project", *CASTS, False, "project", CASTS_ALT),
            n(3, "Scan csv", 92, s(1), False, "read"),
            n(4, "Filter", 94, s(1), True, "join"),
            n(5, "Project", 93, s(1), False, "project"),
            n(6, "BroadcastExchange", 94, s(1), True, "join"),
            n(8, "BroadcastHashJoin", 94, s(1), False, "join"),
            n(9, "Project", 97, s((1, 4)), False, "project")]


L["ol_airport_left_join_show"] = dict(
    dataframe="flights_with_airport = flights.join(airport, 'dest', how='leftouter') (cell 91 line 1), "
              "flights_with_airport.show() (line 2); airport renamed faa -> dest in cell 90, flights cast in cells "
              "67, 79, 86",
    notes="A left outer join broadcast at run time, the show's limit pushed below it onto the left side (LocalLimit "
          "21); the flights Project holds the casts and the duration_hrs of three earlier cells. The same flights "
          "frame is joined again to planes in cell 94. " + READ + JOIN + SHOW,
    nodes=[n(1, "Scan csv", *FLIGHTS, False, "read"),
           n(2, "Project", *CASTS, False, "project", CASTS_ALT),
           n(3, "LocalLimit", 91, s(2), True, "limit"),
           n(4, "Scan csv", 60, s(1), False, "read"),
           n(5, "Filter", 91, s(1), True, "join"),
           n(6, "Project", 90, s(1), False, "project"),
           n(7, "BroadcastExchange", 91, s(1), True, "join"),
           n(9, "BroadcastHashJoin", 91, s(1), False, "join"),
           n(10, "Project", 91, s(2), True, "project", alt((91, s(1)))),
           n(11, "CollectLimit", 91, s(2), True, "limit")])

L["ol_pandas_udf_plus_one_show"] = dict(
    dataframe="df.select(pandas_plus_one(df.a)).show() (cell 44 line 5), pandas_plus_one a @pandas_udf('long') "
              "(lines 1-3), df the Row frame of cell 24",
    notes="A scalar pandas UDF as ArrowEvalPython, the show's limit pushed below it (LocalLimit 21). The UDF node at "
          "the select calling it, the decorated definition an alt; the Project pruning to `a` derived at the select "
          "(ambiguous). " + SHOW,
    nodes=[n(1, "Scan ExistingRDD", *ROWS, False, "read"),
           n(2, "Project", 44, s(5), True, "project", AMB),
           n(3, "LocalLimit", 44, s(5), True, "limit"),
           n(4, "ArrowEvalPython", 44, s(5), False, "udf", alt((44, s((1, 3))))),
           n(5, "Project", 44, s(5), False, "project"),
           n(6, "CollectLimit", 44, s(5), True, "limit")])

L["ol_map_in_pandas_show"] = dict(
    dataframe="df.mapInPandas(pandas_filter_func, schema=df.schema).show() (cell 45 line 5), pandas_filter_func "
              "defined at lines 1-3, df the Row frame of cell 24",
    notes="mapInPandas as MapInPandas (kind udf) at the call, the generator's definition an alt. " + SHOW,
    nodes=[n(1, "Scan ExistingRDD", *ROWS, False, "read"),
           n(2, "MapInPandas", 45, s(5), False, "udf", alt((45, s((1, 3))))),
           n(3, "Project", 45, s(5), True, "project"),
           n(4, "CollectLimit", 45, s(5), True, "limit")])

L["ol_cogroup_apply_in_pandas_show"] = dict(
    dataframe="df1.groupBy('id').cogroup(df2.groupBy('id')).applyInPandas(merge_ordered, schema=...).show() (cell 51 "
              "line 4), df1 and df2 made in cells 49 and 50",
    notes="A cogrouped pandas function as FlatMapCoGroupsInPandas; each side's grouping-key Project, hash Exchange "
          "and Sort derived at the cogroup call (kind udf); merge_ordered's definition an alt of the node. " + SHOW,
    nodes=[n(1, "Scan ExistingRDD", 49, s((1, 2)), False, "read"),
           n(2, "Project", 51, s(4), True, "udf"),
           n(3, "Exchange", 51, s(4), True, "udf"),
           n(6, "Sort", 51, s(4), True, "udf"),
           n(7, "Scan ExistingRDD", 50, s((1, 3)), False, "read"),
           n(8, "Project", 51, s(4), True, "udf"),
           n(9, "Exchange", 51, s(4), True, "udf"),
           n(12, "Sort", 51, s(4), True, "udf"),
           n(13, "FlatMapCoGroupsInPandas", 51, s(4), False, "udf", alt((51, s((1, 2))))),
           n(14, "Project", 51, s(4), True, "project"),
           n(15, "CollectLimit", 51, s(4), True, "limit")])

L["ol_flights_describe_show"] = dict(
    dataframe="flights.describe().show() (cell 68), flights = flights.withColumn('duration_hrs', "
              "flights.air_time/60) (cell 67 line 1) over the read of cell 64",
    notes="describe() of 17 string columns as a global SortAggregate (partial + SinglePartition Exchange + final) "
          "and a Generate exploding the five statistics, all at the describe call (partial level, Exchange, "
          "Generate and the element_at/toprettystring Project derived). The same describe is written for two "
          "columns in cell 79. " + SHOW,
    nodes=[n(1, "Scan csv", *FLIGHTS, False, "read"),
           n(2, "Project", 67, s(1), False, "project"),
           n(3, "SortAggregate", 68, s(1), True, "aggregate"),
           n(4, "Exchange", 68, s(1), True, "aggregate"),
           n(6, "SortAggregate", 68, s(1), False, "aggregate"),
           n(7, "Generate", 68, s(1), True, "aggregate"),
           n(8, "Project", 68, s(1), True, "project"),
           n(9, "CollectLimit", 68, s(1), True, "limit")])

L["ol_month_dest_avg_delay_show"] = dict(
    dataframe="by_month_dest = flights.groupBy('month', 'dest') (cell 87), by_month_dest.avg('dep_delay').show() "
              "(cell 88); dep_delay cast to float in cell 86",
    notes="A grouped average built across two cells: the aggregate at the avg call (cell 88), the groupBy cell an "
          "alt. " + AGG + SHOW,
    nodes=[n(1, "Scan csv", *FLIGHTS, False, "read"),
           n(2, "Project", 86, s(1), False, "project"),
           n(3, "HashAggregate", 88, s(1), True, "aggregate", alt((87, s(1)))),
           n(4, "Exchange", 88, s(1), True, "aggregate", alt((87, s(1)))),
           n(7, "HashAggregate", 88, s(1), False, "aggregate", alt((87, s(1)))),
           n(8, "CollectLimit", 88, s(1), True, "limit")])

L["ol_pdx_min_distance_show"] = dict(
    dataframe="flights.filter(flights.origin=='PDX').groupBy().min('distance').show() (cell 81); distance cast to "
              "float in cell 79 line 1",
    notes="A global min over a filter pushed into the csv scan. Cell 82 is the same line with max. " + READ + AGG,
    nodes=[n(1, "Scan csv", *FLIGHTS, False, "read", alt((81, s(1)))),
           n(2, "Filter", 81, s(1), False, "filter"),
           n(3, "Project", 79, s(1), False, "project"),
           n(4, "HashAggregate", 81, s(1), True, "aggregate"),
           n(5, "Exchange", 81, s(1), True, "aggregate"),
           n(7, "HashAggregate", 81, s(1), False, "aggregate")])

L["ol_planes_join_casts_show"] = dict(
    dataframe="model_data.show() (cell 100 line 3): model_data = flights.join(plans, on='tailnum', how='leftouter') "
              "(cell 94), four casts (cell 97), plane_age (cell 99), is_late and label (cell 100 lines 1-2)",
    notes="A left outer join broadcast at run time, then withColumn chains in three cells: the casts of cell 97 as "
          "one Project, plane_age/is_late/label as the next (cell 100, cell 99 an alt). " + READ + JOIN + SHOW,
    nodes=[*flights_planes_join(),
           n(10, "Project", 100, s(1, 2), False, "project", alt((99, s(1)))),
           n(11, "Project", 100, s(3), True, "project"),
           n(12, "CollectLimit", 100, s(3), True, "limit")])

ML = (108, s(1))                       # piped_data = flights_pipe.fit(model_data).transform(model_data)
PIPE = (107, s(2))

L["ol_ml_pipeline_show"] = dict(
    dataframe="piped_data.show() (cell 109): piped_data = flights_pipe.fit(model_data).transform(model_data) (cell "
              "108), a Pipeline (cell 107) of StringIndexer/OneHotEncoder stages for dest and carrier (cells 103-104) "
              "and a VectorAssembler with handleInvalid='skip' (cell 106), over cell 100's model_data",
    notes="The fitted pipeline's transform as Projects of Scala UDFs (the indexers' and encoders' columns, the "
          "assembler's features) and the assembler's skip as a Filter (atleastnnonnulls): each at the transform "
          "call (cell 108), the stage's definition and the Pipeline line alts; the label cast of cell 100 merged "
          "into the first UDF Project is an alt of it. " + READ + JOIN + SHOW,
    nodes=[*flights_planes_join(),
           n(10, "Project", 99, s(1), False, "project", alt((100, s(1)))),
           n(11, "Project", *ML, False, "udf", alt((100, s(2)), (104, s(1)), PIPE)),
           n(12, "Project", *ML, False, "udf", alt((104, s(2)), (103, s(1)), PIPE)),
           n(13, "Project", *ML, False, "udf", alt((103, s(2)), PIPE)),
           n(14, "Filter", *ML, False, "filter", alt((106, s((1, 2))), PIPE)),
           n(15, "Project", *ML, False, "udf", alt((106, s((1, 2))), PIPE)),
           n(16, "Project", 109, s(1), True, "project"),
           n(17, "CollectLimit", 109, s(1), True, "limit")])

# ---- Pyspark Projects/Olympics/Olympics.ipynb ----------------------------------------------------------------------
# cell 10 df = spark.read.option('header','true').csv('/content/Medals.csv', inferSchema=True); cell 24 TeamCountry ->
# Country; cell 27 filter("Total>=50" and "Gold>=10" and "Silver>=20") (Python's `and` keeps the last string)
# .select(...).show(); cell 31 table = spark.createDataFrame(array, arraySch) (5); cells 33/37/38 withColumn 1st, 2nd,
# combo; cell 39 explode (1), show (2); cell 67 df = spark.createDataFrame(data, sch) (11); cell 72 df1 =
# df1.select(df1.name.alias('nom'), df1.age) (1); cells 73-75 distinct / dropDuplicates() / dropDuplicates(['age']).
NAMES = [n(1, "Scan ExistingRDD", 67, s(11), False, "read"),
         n(2, "Project", 72, s(1), False, "project")]

L["ol_medals_silver_filter_select_show"] = dict(
    dataframe="df.filter(\"Total>=50\" and \"Gold>=10\" and \"Silver>=20\").select(['Country','Gold','Silver',"
              "'Total']).show() (cell 27); df read in cell 10, TeamCountry renamed Country in cell 24",
    notes="Python's `and` of three non-empty strings is the last one, so only Silver>=20 is applied: a Filter "
          "pushed into the csv scan. The select merged with the show's toprettystring (and the rename's alias) in "
          "one Project. " + READ + SHOW,
    nodes=[n(1, "Scan csv", 10, s(1), False, "read", alt((27, s(1)))),
           n(2, "Filter", 27, s(1), False, "filter"),
           n(3, "Project", 27, s(1), False, "project", alt((24, s(1)))),
           n(4, "CollectLimit", 27, s(1), True, "limit")])

L["ol_explode_numbers_show"] = dict(
    dataframe="table = table.withColumn('number', explode(col('numbres'))) (cell 39 line 1), table.show() (line 2); "
              "table made in cell 31 line 5, 1st/2nd/combo added in cells 33, 37, 38",
    notes="explode as Generate, the size>0/isnotnull Filter Spark adds for it derived at the explode; the three "
          "earlier withColumns collapsed into one Project (cell 38's the label, 33 and 37 alts). " + SHOW,
    nodes=[n(1, "Scan ExistingRDD", 31, s(5), False, "read"),
           n(2, "Filter", 39, s(1), True, "explode"),
           n(3, "Project", 38, s(1), False, "project", alt((33, s(1)), (37, s(1)))),
           n(4, "Generate", 39, s(1), False, "explode"),
           n(5, "Project", 39, s(2), True, "project"),
           n(6, "CollectLimit", 39, s(2), True, "limit")])

L["ol_names_distinct_show"] = dict(
    dataframe="df1.distinct().show() (cell 73); df1 = df1.select(df1.name.alias('nom'), df1.age) (cell 72 line 1) "
              "over cell 67's createDataFrame",
    notes="distinct as a partial and final HashAggregate with no functions; cell 74's dropDuplicates() runs the "
          "same plan. " + AGG,
    nodes=[*NAMES,
           n(3, "HashAggregate", 73, s(1), True, "distinct"),
           n(4, "Exchange", 73, s(1), True, "distinct"),
           n(7, "HashAggregate", 73, s(1), False, "distinct")])

L["ol_dropduplicates_age_show"] = dict(
    dataframe="df1.dropDuplicates(['age']).show() (cell 75); df1 from cell 72 over cell 67's createDataFrame",
    notes="dropDuplicates on a subset as SortAggregate of first() (partial + Exchange + final), with the Sorts it "
          "needs; all but the final derived at the call. " + AGG,
    nodes=[*NAMES,
           n(3, "Sort", 75, s(1), True, "distinct"),
           n(4, "SortAggregate", 75, s(1), True, "distinct"),
           n(5, "Exchange", 75, s(1), True, "distinct"),
           n(8, "Sort", 75, s(1), True, "distinct"),
           n(9, "SortAggregate", 75, s(1), False, "distinct")])

# ---- Pyspark Projects/app/application.ipynb -----------------------------------------------------------------------
# cell 61 people_df = spark.read.csv("/content/people.csv", ...); cell 65 people_sub = select(name, sex, date of
# birth); cell 67 people_sub_nodup = people_sub.dropDuplicates(); cell 68 print(...format(people_sub.count(),
# people_sub_nodup.count())); cell 69 view `people`; cell 75 male_df = spark.sql("select * from people where
# sex=='male' "); cell 77 print(...format(female_df.count(), male_df.count())); cell 82 fifa read; cell 86 view
# fifa_table; cell 87 spark.sql("select age from fifa_table where Nationality=='Germany'"); cell 88 describe().show().
L["ol_people_dropduplicates_count"] = dict(
    dataframe="people_sub_nodup.count(), the second count in cell 68's print; people_sub_nodup = "
              "people_sub.dropDuplicates() (cell 67), people_sub = people_df.select(\"name\",\"sex\",\"date of birth\") "
              "(cell 65)",
    notes="The dedup (partial/final HashAggregate by all three columns) under count()'s global aggregate; the "
          "select only prunes the scan (its line an alt of the scan). The first count on the same line counts "
          "people_sub. " + AGG,
    nodes=[n(1, "Scan csv", 61, s(1), False, "read", alt((65, s(1)))),
           n(2, "HashAggregate", 67, s(1), True, "distinct"),
           n(3, "Exchange", 67, s(1), True, "distinct"),
           n(6, "HashAggregate", 67, s(1), False, "distinct"),
           n(7, "HashAggregate", 68, s(1), True, "aggregate"),
           n(8, "Exchange", 68, s(1), True, "aggregate"),
           n(10, "HashAggregate", 68, s(1), False, "aggregate")])

L["ol_people_sql_male_count"] = dict(
    dataframe="male_df.count(), the second count in cell 77's print; male_df = spark.sql(\"select * from people "
              "where sex=='male' \") (cell 75) over the view of cell 69",
    notes="SQL over a temp view: the WHERE pushed into the csv scan (the scan at the read, the query an alt); the "
          "empty Project count() leaves derived at the count and ambiguous. Cell 73 is the same query for "
          "'female', counted first on the same line. " + AGG,
    nodes=[n(1, "Scan csv", 61, s(1), False, "read", alt((75, s(1)))),
           n(2, "Filter", 75, s(1), False, "filter"),
           n(3, "Project", 77, s(1), True, "project", AMB, alt((75, s(1)))),
           n(4, "HashAggregate", 77, s(1), True, "aggregate"),
           n(5, "Exchange", 77, s(1), True, "aggregate"),
           n(7, "HashAggregate", 77, s(1), False, "aggregate")])

L["ol_fifa_sql_describe_show"] = dict(
    dataframe="fifa_germany_age.describe().show() (cell 88); fifa_germany_age = spark.sql(\"select age from "
              "fifa_table where Nationality=='Germany'\") (cell 87) over the view of cell 86",
    notes="describe() of a SQL query's one column: the query's WHERE pushed into the scan, its select a Project, "
          "then describe's global aggregate and Generate at the describe call (partial, Exchange, Generate and "
          "Project derived). " + READ + SHOW,
    nodes=[n(1, "Scan csv", 82, s(1), False, "read", alt((87, s(1)))),
           n(2, "Filter", 87, s(1), False, "filter"),
           n(3, "Project", 87, s(1), False, "project"),
           n(4, "HashAggregate", 88, s(1), True, "aggregate"),
           n(5, "Exchange", 88, s(1), True, "aggregate"),
           n(7, "HashAggregate", 88, s(1), False, "aggregate"),
           n(8, "Generate", 88, s(1), True, "aggregate"),
           n(9, "Project", 88, s(1), True, "project"),
           n(10, "CollectLimit", 88, s(1), True, "limit")])

# ---- Pyspark Projects/Sales/Credit_Card.ipynb ---------------------------------------------------------------------
# cell 2 loan = spark.read.csv("loan.csv", ...); cell 7 loan.distinct().count(); cell 8 line 2 groupBy count orderBy
# show; cell 22 txn = spark.read.csv("txn.csv", ...); cells 23-27 groupBy/agg/orderBy/show over txn.
LOAN, TXN = (2, s(1)), (22, s(1))


def grouped_top(read, cell, line=1):
    return [n(1, "Scan csv", *read, False, "read"),
            n(2, "HashAggregate", cell, s(line), True, "aggregate"),
            n(3, "Exchange", cell, s(line), True, "aggregate"),
            n(6, "HashAggregate", cell, s(line), False, "aggregate"),
            n(7, "TakeOrderedAndProject", cell, s(line), False, "sort")]


L["ol_loan_category_count_orderby_show"] = dict(
    dataframe="loan.groupBy(\"Loan Category\").count().orderBy(\"count\", ascending=False).show() (cell 8 line 2)",
    notes="groupBy count, orderBy desc and show as TakeOrderedAndProject, all on one line. " + AGG + SHOW,
    nodes=grouped_top(LOAN, 8, 2))

L["ol_loan_distinct_count"] = dict(
    dataframe="loan.distinct().count() (cell 7)",
    notes="distinct by all 15 columns (partial/final HashAggregate) under count()'s global aggregate, one line; "
          "cell 18 is the same over credit_card. " + AGG,
    nodes=[n(1, "Scan csv", *LOAN, False, "read"),
           n(2, "HashAggregate", 7, s(1), True, "distinct"),
           n(3, "Exchange", 7, s(1), True, "distinct"),
           n(6, "HashAggregate", 7, s(1), False, "distinct"),
           n(7, "HashAggregate", 7, s(1), True, "aggregate"),
           n(8, "Exchange", 7, s(1), True, "aggregate"),
           n(10, "HashAggregate", 7, s(1), False, "aggregate")])

L["ol_txn_withdrawal_max_orderby_show"] = dict(
    dataframe="txn.groupBy(\"Account No\").max(\" WITHDRAWAL AMT \").orderBy(\"max( WITHDRAWAL AMT )\", "
              "ascending = False).show() (cell 23)",
    notes="Column names with stray spaces (` WITHDRAWAL AMT `); cells 24 and 25 are the same line with min and "
          "with ` DEPOSIT AMT `. txn.csv is a generated stand-in (its blob absent from the snapshot). " + AGG + SHOW,
    nodes=grouped_top(TXN, 23))

L["ol_txn_balance_sum_orderby_show"] = dict(
    dataframe="txn.groupBy(\"Account No\").agg(sum(\"BALANCE AMT\").alias(\"Balance\")).orderBy(\"Balance\", "
              "ascending = False).show() (cell 26)",
    notes="`sum` is pyspark.sql.functions.sum through cell 1's `from pyspark.sql.functions import *`; the same "
          "groupBy/orderBy shape as cells 23-25 and 27. txn.csv is a generated stand-in. " + AGG + SHOW,
    nodes=grouped_top(TXN, 26))

# ---- Pyspark Projects/Sales/Sales_Data.py (a script) ---------------------------------------------------------------
# 8 read; 11 Total_Sales; 12 groupBy("Product").sum; 13 rename; 15 orderBy desc; 17 limit(1) (top_product, unused);
# 19 to_date; 21 Month; 24 groupBy("Month").sum; 25 rename; 28-40 view + two spark.sql never run; 42 top_products
# .write.csv; 43 monthly_sales.write.json.
L["ol_top_products_csv_write"] = dict(
    dataframe="top_products.write.csv(\"top_product.csv\", header=True) (line 42); top_products = "
              "product_sales.orderBy(col(\"Total_Sales\").desc()) (line 15) over groupBy(\"Product\").sum (line 12)",
    notes="The write takes top_products, not the limit(1) top_product of line 17 (never used). The orderBy as a "
          "range Exchange (derived) and a global Sort; the rename of line 13 an alt of the final aggregate. "
          + AGG + "Writes: WriteFiles and the insert command at the write call. ",
    form="pyspark", file=PROGRAMS["sd"],
    nodes=[N(1, "Scan csv", s(8), False, "read"),
           N(2, "Project", s(11), False, "project"),
           N(3, "HashAggregate", s(12), True, "aggregate"),
           N(4, "Exchange", s(12), True, "aggregate"),
           N(7, "HashAggregate", s(12, 13), False, "aggregate"),
           N(8, "Exchange", s(15), True, "sort"),
           N(11, "Sort", s(15), False, "sort"),
           N(12, "WriteFiles", s(42), False, "write"),
           N(13, "Execute InsertIntoHadoopFsRelationCommand", s(42), False, "write")])

L["ol_monthly_sales_json_write"] = dict(
    dataframe="monthly_sales.write.json(\"monthly_sales.json\") (line 43); monthly_sales = "
              "Sales_df.groupBy(\"Month\").sum(\"Total_Sales\") (line 24), renamed (line 25); Month from to_date "
              "(line 19) and month() (line 21)",
    notes="The Total_Sales product (line 11) and the to_date/month withColumns (lines 19, 21) in one Project; the "
          "view and two spark.sql queries of lines 28-40 never run. " + AGG
          + "Writes: WriteFiles and the insert command at the write call. ",
    form="pyspark", file=PROGRAMS["sd"],
    nodes=[N(1, "Scan csv", s(8), False, "read"),
           N(2, "Project", s(11, 19, 21), False, "project"),
           N(3, "HashAggregate", s(24), True, "aggregate"),
           N(4, "Exchange", s(24), True, "aggregate"),
           N(7, "HashAggregate", s(24, 25), False, "aggregate"),
           N(8, "WriteFiles", s(43), False, "write"),
           N(9, "Execute InsertIntoHadoopFsRelationCommand", s(43), False, "write")])


_CELL_TYPE = re.compile(r'^\s*"cell_type"\s*:')
_SOURCE = re.compile(r'^\s*"source"\s*:\s*(\[\s*|"(.*)",?)$')


def _file_lines(path: Path, cell: int, spans: list[list[int]]) -> list[list[int]]:
    """nbgold's `to_file_lines`, also for the one-line cells Credit_Card.ipynb writes as a JSON string
    (`"source": "loan.count()",`, the editor's format, where nbgold finds no start): the cell's lines counted in the
    .ipynb file, each checked against the cell's source."""
    text = path.read_text()
    cells = json.loads(text)["cells"]
    starts, waiting = [], False
    for number, line in enumerate(text.split("\n"), 1):
        if _CELL_TYPE.match(line):
            if waiting:
                starts.append((0, False))
            waiting = True
        elif waiting and (m := _SOURCE.match(line)):
            starts.append((number + 1, False) if m.group(2) is None else (number, True))
            waiting = False
    if waiting:
        starts.append((0, False))
    start, inline = starts[cell]
    src = cells[cell]["source"]
    source = ("".join(src) if isinstance(src, list) else src).split("\n")
    file_lines = text.split("\n")
    for first, last in spans:
        for k in range(first, last + 1):
            raw = file_lines[start + k - 2].strip().rstrip(",")
            got = json.loads(raw.split(":", 1)[1].strip()) if inline else json.loads(raw)
            if start == 0 or (inline and k != 1) or got.rstrip("\n") != source[k - 1]:
                raise SystemExit(f"{path} cell {cell} line {k}: file line {start + k - 1} is {raw!r}")
    return [[start + a - 1, start + b - 1] for a, b in spans]


def nb_rows(nodes, notebook: str, symbol: str) -> list[dict]:
    """nbgold.notebook_rows with `_file_lines` (the same rows: cell, in-cell lines, file_lines, alt places)."""
    path = REPO / notebook
    rows = []
    for nid, op, cell, lines, derived, kind, *extra in nodes:
        row = {"node_id": nid, "operator": op, "file": notebook, "lines": lines, "symbol": symbol,
               "derived": derived, "kind": kind, "ambiguous": False, "cell": cell}
        for more in extra:
            row.update({k: v for k, v in more.items() if k != "alt"})
            if "alt" in more:
                row["alt"] = [{"file": notebook, "lines": spans, "symbol": symbol, "cell": c,
                               "file_lines": _file_lines(path, c, spans)} for c, spans in more["alt"]]
        row["file_lines"] = _file_lines(path, cell, lines)
        rows.append(row)
    return rows


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
            where = (f"line {line}" if cell is None else f"cell {cell} line {line}") + (
                f" (call {occurrence})" if occurrence > 1 else "")
            session = SESSION + ("spark.sql.autoBroadcastJoinThreshold=-1 on the command line. "
                                 if program in NO_BROADCAST else "") + "".join(
                f"{c} on the command line. " for c in SETTINGS.get(program, []))
            case = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": file,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {where})",
                    "notes": spec["notes"] + session + (RUN_PY if cell is None else RUN_CC if program == "cc" else RUN_NB),
                    "form": spec.get("form", "ipynb"), "source": SOURCE}
            if cell is None:
                rows = module_rows(spec["nodes"], file)
            else:
                symbol = file.removesuffix(".ipynb").replace("/", ".") + ".<module>"
                rows = nb_rows(spec["nodes"], file, symbol)
                assert file.endswith("Credit_Card.ipynb") or rows == notebook_rows(spec["nodes"], REPO, file, symbol)
            yield part, BENCH / part / case_id, rows, case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
