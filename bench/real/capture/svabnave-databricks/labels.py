"""Write each sv_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/svabnave-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous[, extra]) with extra a dict of `true_lines` and `alt`
((file, spans) each); a label's `file` is the case's notebook unless extra names another (`file`). Spans are the
notebook file's own line numbers. Symbols: every notebook here is a Python Databricks source notebook, its Python and
`%sql` cells top-level code: `<path dotted without .py>.<module>` (as ../rajdump-databricks/labels.py names them).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import (ACTIONS, AGGS, CASES, CICD, COLCLASS, COLEXPR, COMMON, CSV, DATES, DBFS_EX, DISPLAY,  # noqa: E402
                     EX_DEDUP, EX_DISTINCT, EX_WASH, JSON_, LAZY, PROGRAMS, SOL_WASH, TABLES, WRITING)
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "svabnave__azure-data-engineering-databricks-notebooks"
COMMIT = "3e1cf1b7cdb759947049029b0885e465e4f0e03d"
SOURCE = "svabnave/Azure-Data-Engineering-DataBricks-Notebooks"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4 (07's "
           "notebooks set 8), spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/svabnave-databricks/capture.py: `spark-submit svdriver.py {nbs}` from the root of a "
       "scratch copy of the laid-out repository, the course module's notebooks in that order in one session (as "
       "notebooks attached to one cluster), each cell by cell, unchanged, under its own path and line numbers: "
       "`%run \"./Includes/Classroom-Setup\"` runs the course's setup in the same namespace (its Dataset-Mounts, "
       "held only as an .ipynb export, by its %python cell; the cluster conf its Scala cells would set given by the "
       "driver), `%sql` cells statement by statement through spark.sql, a result shown as Databricks displays it "
       "with a stand-in display (a show(): CollectLimit and toprettystring, or TakeOrderedAndProject after a sort). "
       "The course's /mnt/training datasets are generated (make_data.py) and served at their paths by a dbfs: file "
       "system stand-in set as the default file system. The plan is the one the action or statement ran, written by "
       "a query-execution listener after it ran (final adaptive plan; the initial plan's nodes printed after it are "
       "labelled as their executed twins); event_log.json from the same run. ")
NOTE = ("Display: the toprettystring Project and CollectLimit 21 of a display()/show() are derived at that call; where "
        "toprettystring sits in a user's node (a final aggregate, a SELECT's Project, a sort's TakeOrderedAndProject) "
        "that node keeps its user label. Aggregates: partial level and Exchange derived at the groupBy/agg/count/"
        "distinct call. ")
CACHE = ("The cache: {where}. A later notebook's read of the same parquet folder is answered from that cache "
         "(InMemoryTableScan), so the cached relation, its scan and the table scan accept both the case notebook's "
         "read (or its own no-op cache() of the same plan) and the notebook whose cache() made the relation "
         "(alt), ambiguous. ")
C04 = CACHE.format(where="04-Working-With-Dataframes/2.Use-common-dataframe-methods.py cached pagecountsEnAllDF "
                   "(read 63-66) at 100-103 in the same session, before the case's notebook ran")
C06 = CACHE.format(where="06-DataFrame-Column-Operations/1.DataFrame-Column-Class.py read and cached "
                   "pagecountsEnAllDF at 58-62 (cache() 61) in the same session, before the case's notebook ran")


def sym(file: str) -> str:
    return file.rsplit(".", 1)[0].replace("/", ".") + ".<module>"


def sp(*xs):
    return [[a, a] if isinstance(a, int) else list(a) for a in xs]


L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes)


def twins(pairs, nodes):
    """The initial plan's nodes (printed after the executed ones): each (twin id, executed id) labelled as its twin."""
    by_id = {n[0]: n for n in nodes}
    return nodes + [(t,) + tuple(by_id[e][1:]) for t, e in pairs]


# ---- Module 03: reading and writing ---------------------------------------------------------------------------
M03 = ("Module 03's six notebooks and the root's `Create table using Notebook - DBFS Example.py` ran in one session "
       "in that order. ")
case("sv_csv_schema_display", CSV,
     "display(tempDF) (422) of tempDF = spark.read.option('sep', '\\t').schema(csvSchema).csv(csvFile) (415-419)",
     M03 + "The same tsv is read five times in the notebook (219-222, 274-279, 304-310, 371-377, 437-442), with "
           "and without header, schema or inferSchema: look-alikes; 5.Writing Data reads it again (55-60). ",
     [(1, "Scan csv", sp((415, 419)), False, "read", False),
      (2, "Project", sp(422), True, "project", False),
      (3, "CollectLimit", sp(422), True, "limit", False)])

case("sv_csv_count_print", CSV,
     "csvDF.count() inside print((csvDF.count(), len(csvDF.columns))) (443) of csvDF = spark.read.option('header', "
     "'true').option('sep', '\\t').schema(csvSchema).csv(csvFile) (437-442)",
     M03 + "The count reads no column (Scan with an empty output). 5.Writing Data's csvDF (55-60) is the same read "
           "byte for byte in another notebook (a look-alike, not accepted). ",
     twins([(7, 2), (8, 3), (9, 5)],
           [(1, "Scan csv", sp((437, 442)), False, "read", False),
            (2, "HashAggregate", sp(443), True, "aggregate", False),
            (3, "Exchange", sp(443), True, "aggregate", False),
            (5, "HashAggregate", sp(443), False, "aggregate", False)]))

case("sv_json_sql_geocoding", JSON_,
     "%sql SELECT channel, page, geocoding.city, geocoding.latitude, geocoding.longitude FROM wiki_edits WHERE "
     "geocoding.city IS NOT NULL (146-148) over the view wiki_edits (120) of wikiEditsDF = spark.read.option("
     "'inferSchema', 'true').json(jsonFile) (98-101)",
     M03 + "A scan through a temp view accepts the FROM line and the read that made the view. The SELECT's Project "
           "holds the display's toprettystring: labelled as the SELECT. `SELECT * FROM wiki_edits` (131) is the "
           "same view. ",
     [(1, "Scan json", sp(147, (98, 101)), False, "read", False),
      (2, "Filter", sp(148), False, "filter", False),
      (3, "Project", sp(146), False, "project", False),
      (4, "CollectLimit", sp(146), True, "limit", False)])

case("sv_json_schema_display", JSON_,
     "display(jsonDF) (265) of jsonDF = spark.read.schema(jsonSchema).json(jsonFile) (250-253)",
     M03 + "The same schema read at 229-233 (printSchema only) is a look-alike; display(wikiEditsDF) (107) displays "
           "the inferred-schema read. ",
     [(1, "Scan json", sp((250, 253)), False, "read", False),
      (2, "Project", sp(265), True, "project", False),
      (3, "CollectLimit", sp(265), True, "limit", False)])

case("sv_table_sql_limit", TABLES,
     "%sql select * from default.pageviews_by_second_example limit(5) (155)",
     M03 + "The table is the workspace's (made from the repository's pageviews_by_second_example.tsv before the "
           "run, as the notebook has the student do in the UI); spark.read.table of the same table (107) is another "
           "DataFrame (display 118), not this statement. LIMIT is the CollectLimit 5. ",
     [(1, "Scan parquet spark_catalog.default.pageviews_by_second_example", sp(155), False, "read", False),
      (3, "Project", sp(155), True, "project", False),
      (4, "CollectLimit", sp(155), False, "limit", False)])

case("sv_view_order_limit_sql", TABLES,
     "%sql select * from parquet_table order by requests desc limit(5) (183) over the view parquet_table (173) of "
     "parquetDF = spark.read.parquet(parquetFile) (170)",
     M03 + "ORDER BY + LIMIT is one TakeOrderedAndProject (with the display's toprettystring). The same parquet "
           "folder is read in 04-06's notebooks (look-alikes in other files). ",
     [(1, "Scan parquet", sp(183, 170), False, "read", False),
      (3, "TakeOrderedAndProject", sp(183), False, "sort", False)])

case("sv_write_parquet", WRITING,
     "csvDF.write.option('compression', 'snappy').mode('overwrite').parquet(fileName) (72-76) of csvDF = "
     "spark.read.option('header', 'true').option('sep', '\\t').schema(csvSchema).csv(csvFile) (55-60)",
     M03 + "Not adaptive (a write with no exchange). fileName is userhome + '/pageviews_by_second.parquet' (69), "
           "the folder `Create table using Notebook - DBFS Example.py` reads. ",
     [(1, "Scan csv", sp((55, 60)), False, "read", False),
      (2, "WriteFiles", sp((72, 76)), False, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp((72, 76)), False, "write", False)])

case("sv_dbfs_example_sql", DBFS_EX,
     "%sql /* Query the created temp table in a SQL cell */ select * from `pageviews_by_second_parquet` (42-44) over "
     "the view (36) of df = spark.read.format('parquet').option(...).load(file_location) (22-26)",
     M03 + "The statement starts with a block comment (42): the display's nodes are derived at the statement "
           "(42-44), the scan at its FROM (44) or the read (22-26). The read folder is the one 5.Writing Data "
           "wrote (72-76 there); display(df) (28) showed the same rows before. ",
     [(1, "Scan parquet", sp(44, (22, 26)), False, "read", False),
      (3, "Project", sp((42, 44)), True, "project", False),
      (4, "CollectLimit", sp((42, 44)), True, "limit", False)])

# ---- Module 04: working with DataFrames (and the CI/CD copy) ---------------------------------------------------
M04 = ("Module 04's notebooks (1 to 4 and the exercise's solution) and 13-CI-CD-with-Azure-Devops/Distinct-Articles.py "
       "ran in one session in that order. ")
case("sv_cache_count", COMMON,
     "(pagecountsEnAllDF.cache().count()) (100-103) of pagecountsEnAllDF = spark.read.parquet(parquetDir) (63-66)",
     M04 + "cache() materialised by count(): the InMemoryRelation and its InMemoryTableScan at the cache() (101 in "
           "the chain 100-103). The count at 112 reads the same cache; 1.Describe-a-dataframe counts the same read "
           "uncached (118). ",
     twins([(11, 6), (12, 7), (13, 9)],
           [(1, "InMemoryTableScan", sp((100, 103)), False, "cache", False),
            (2, "InMemoryRelation", sp((100, 103)), False, "cache", False),
            (3, "Scan parquet", sp((63, 66)), False, "read", False),
            (6, "HashAggregate", sp(102), True, "aggregate", False),
            (7, "Exchange", sp(102), True, "aggregate", False),
            (9, "HashAggregate", sp(102), False, "aggregate", False)]))

A04 = {"alt": [(COMMON, sp((100, 103)))]}
case("sv_distinct_show", DISPLAY,
     "distinctDF.show(100, False) (353) of distinctDF = pagecountsEnAllDF.select('project').distinct() (335-338), "
     "pagecountsEnAllDF = spark.read.parquet(parquetDir) (81-84)",
     M04 + C04 + "distinct() is the two HashAggregates (partial derived) and the Exchange; the final one holds the "
           "show's toprettystring; show(100) is the CollectLimit 101. The same distinct is rebuilt at 400-403 "
           "(counted) and in SQL at 443 and 452. ",
     twins([(12, 6), (13, 7), (14, 10)],
           [(1, "InMemoryTableScan", sp((81, 84), 336), False, "cache", True, A04),
            (2, "InMemoryRelation", sp((100, 103)), False, "cache", True,
             {"file": COMMON, "alt": [(DISPLAY, sp((81, 84)))]}),
            (3, "Scan parquet", sp((63, 66)), False, "read", True, {"file": COMMON, "alt": [(DISPLAY, sp((81, 84)))]}),
            (6, "HashAggregate", sp(337), True, "distinct", False),
            (7, "Exchange", sp(337), True, "distinct", False),
            (10, "HashAggregate", sp(337), False, "distinct", False),
            (15, "CollectLimit", sp(353), True, "limit", False)]))

Q = {"true_lines": sp(452)}
case("sv_distinct_sql_display", DISPLAY,
     "display(tableDF) (453) of tableDF = spark.sql(\"SELECT DISTINCT project FROM pagecounts ORDER BY project\") "
     "(452) over the view pagecounts (420) of pagecountsEnAllDF, re-read at 392-395 and cache()d at 396-399",
     M04 + C04 + "Here the notebook's own cache() (396-399) of the identical plan was a no-op and is accepted too. "
           "The same query is the %sql cell at 443 (accepted, true_lines the spark.sql that ran). ORDER BY + display "
           "is one TakeOrderedAndProject. ",
     twins([(13, 6), (14, 7), (15, 10), (16, 11)],
           [(1, "InMemoryTableScan", sp(452, 443, (392, 399)), False, "cache", True, {**Q, **A04}),
            (2, "InMemoryRelation", sp((396, 399), (392, 395)), False, "cache", True, A04),
            (3, "Scan parquet", sp((392, 395)), False, "read", True, {"alt": [(COMMON, sp((63, 66)))]}),
            (6, "HashAggregate", sp(452, 443), True, "distinct", False, Q),
            (7, "Exchange", sp(452, 443), True, "distinct", False, Q),
            (10, "HashAggregate", sp(452, 443), False, "distinct", False, Q),
            (11, "TakeOrderedAndProject", sp(452, 443), False, "sort", False, Q)]))

case("sv_exercise_distinct_count", EX_DISTINCT,
     "totalArticles = df.count() (72) of df = spark.read.parquet(path).select('article').distinct() (66-71)",
     M04 + C04 + "distinct() then count(): two aggregation levels, each with its partial level and Exchange derived. "
           "The bonus cell (108-115), the Solutions twin (71-77, 96-102) and 13-CI-CD's Distinct-Articles (56-63) "
           "are look-alikes in this and other files. ",
     twins([(16, 6), (17, 7), (18, 10), (19, 11), (20, 12), (21, 14)],
           [(1, "InMemoryTableScan", sp((66, 68), 69), False, "cache", True, A04),
            (2, "InMemoryRelation", sp((100, 103)), False, "cache", True,
             {"file": COMMON, "alt": [(EX_DISTINCT, sp((66, 68)))]}),
            (3, "Scan parquet", sp((63, 66)), False, "read", True,
             {"file": COMMON, "alt": [(EX_DISTINCT, sp((66, 68)))]}),
            (6, "HashAggregate", sp(70), True, "distinct", False),
            (7, "Exchange", sp(70), True, "distinct", False),
            (10, "HashAggregate", sp(70), False, "distinct", False),
            (11, "HashAggregate", sp(72), True, "aggregate", False),
            (12, "Exchange", sp(72), True, "aggregate", False),
            (14, "HashAggregate", sp(72), False, "aggregate", False)]))

case("sv_cicd_distinct_display", CICD,
     "display(df.select('article')) (74) of df = spark.read.schema(schema).parquet(parquetDir).select('*')"
     ".distinct() (56-61)",
     M04 + C04 + "The CI/CD notebook ran after module 04 on the same cluster (same session), so its read of the "
           "folder (with the same columns under a schema) hit 04's cache. distinct() over all four columns; the "
           "select('article') at 74 is folded into the final aggregate with the display's toprettystring. "
           "display(df) (69) shows the same distinct. ",
     twins([(13, 6), (14, 7), (15, 10), (16, 11)],
           [(1, "InMemoryTableScan", sp((56, 58), 59), False, "cache", True, A04),
            (2, "InMemoryRelation", sp((100, 103)), False, "cache", True,
             {"file": COMMON, "alt": [(CICD, sp((56, 58)))]}),
            (3, "Scan parquet", sp((63, 66)), False, "read", True, {"file": COMMON, "alt": [(CICD, sp((56, 58)))]}),
            (6, "HashAggregate", sp(60), True, "distinct", False),
            (7, "Exchange", sp(60), True, "distinct", False),
            (10, "HashAggregate", sp(60, 74), False, "distinct", False),
            (11, "CollectLimit", sp(74), True, "limit", False)]))

# ---- Module 05: lazy evaluation ---------------------------------------------------------------------------------
M05 = "Module 05's two notebooks ran in one session in order. "
case("sv_lazy_counts_display", LAZY,
     "display(countsDF) (79) of countsDF = spark.read.format('parquet').schema(schemaDDL).load(sourcePath)"
     ".groupBy('NAME', 'UNIT').count().withColumnRenamed('count', 'counts').orderBy('NAME') (62-69)",
     M05 + "The cell before (52-57) builds the same chain without the rename and orderBy (never displayed), and "
           "2.Actions-and-transformations builds this one byte for byte (35-42): look-alikes. The rename is the "
           "final aggregate's alias; orderBy + display one TakeOrderedAndProject. ",
     twins([(10, 3), (11, 4), (12, 7), (13, 8)],
           [(1, "Scan parquet", sp((62, 65)), False, "read", False),
            (3, "HashAggregate", sp(66), True, "aggregate", False),
            (4, "Exchange", sp(66), True, "aggregate", False),
            (7, "HashAggregate", sp(66, 67), False, "aggregate", False),
            (8, "TakeOrderedAndProject", sp(68, 79), False, "sort", False)]))

case("sv_actions_groupby_sum", ACTIONS,
     "display(countsDF.groupBy('UNIT').sum('counts')) (135) of countsDF = spark.read...load(sourcePath)"
     ".groupBy('NAME', 'UNIT').count().withColumnRenamed('count', 'counts').orderBy('NAME') (35-42)",
     M05 + "The optimizer dropped orderBy (41) under the second aggregate: no node. Two aggregation levels: the "
           "groupBy count (its final level with the rename) and the groupBy sum (its final level with the display's "
           "toprettystring). 1.Eager-and-Lazy-execution builds countsDF byte for byte (62-69). ",
     twins([(14, 3), (15, 4), (16, 7), (17, 8), (18, 9), (19, 12)],
           [(1, "Scan parquet", sp((35, 38)), False, "read", False),
            (3, "HashAggregate", sp(39), True, "aggregate", False),
            (4, "Exchange", sp(39), True, "aggregate", False),
            (7, "HashAggregate", sp(39, 40), False, "aggregate", False),
            (8, "HashAggregate", sp(135), True, "aggregate", False),
            (9, "Exchange", sp(135), True, "aggregate", False),
            (12, "HashAggregate", sp(135), False, "aggregate", False),
            (20, "CollectLimit", sp(135), True, "limit", False)]))

# ---- Module 06: column operations --------------------------------------------------------------------------------
M06 = "Module 06's three notebooks and the exercise's solution ran in one session in order. "
A06 = {"alt": [(COLCLASS, sp((58, 62)))]}
case("sv_filter_articles_show", COLEXPR,
     "articlesDF.show(10, False) (238) of articlesDF = filteredDF.drop('bytes_served').filter(...) x3 (232-237), "
     "filteredDF = sortedDescDF.filter(col('project') == 'en') (152-154), sortedDescDF = pagecountsEnAllDF.orderBy("
     "col('requests').desc()) (84-86), pagecountsEnAllDF = spark.read.parquet(parquetFile).cache() (68-72)",
     M06 + C06 + "The four filters (153, 234-236) are one Filter (and pushed into the InMemoryTableScan); orderBy + "
           "show(10) one TakeOrderedAndProject (the drop folded into its projection). The same chain is shown at "
           "135 and 155 (where/filter on sortedDescDF), and in a Scala cell (424-432, not run): look-alikes. ",
     [(1, "InMemoryTableScan", sp((68, 72)), False, "cache", True, A06),
      (2, "InMemoryRelation", sp((68, 72)), False, "cache", True, A06),
      (3, "Scan parquet", sp((68, 70)), False, "read", True, {"alt": [(COLCLASS, sp((58, 60)))]}),
      (5, "Filter", sp(153, 234, 235, 236), False, "filter", False),
      (6, "TakeOrderedAndProject", sp(85, 238), False, "sort", False)])

case("sv_washingtons_agg_collect", EX_WASH,
     "totalWashingtons = (spark.read.parquet(parquetDir).filter(col('project') == 'en').filter(col('article')"
     ".endswith('_Washington')).agg({'*': 'count', 'requests': 'sum'}).collect()) (185-191)",
     M06 + C06 + "Two filters one Filter; the Project after it keeps requests for the aggregate (column pruning: "
           "derived, ambiguous between the filter and the agg). The Marthas twin follows (196-202); the BEST ANSWER "
           "cell (221-225) and the Solutions notebook's (124-128) compute the same with select(sum, count).first(): "
           "look-alikes. ",
     twins([(13, 6), (14, 7), (15, 8), (16, 9), (17, 11)],
           [(1, "InMemoryTableScan", sp((185, 186)), False, "cache", True, A06),
            (2, "InMemoryRelation", sp((58, 62)), False, "cache", True,
             {"file": COLCLASS, "alt": [(EX_WASH, sp((185, 186)))]}),
            (3, "Scan parquet", sp((58, 60)), False, "read", True,
             {"file": COLCLASS, "alt": [(EX_WASH, sp((185, 186)))]}),
            (6, "Filter", sp(187, 188), False, "filter", False),
            (7, "Project", sp(188, 189), True, "project", True),
            (8, "HashAggregate", sp(189), True, "aggregate", False),
            (9, "Exchange", sp(189), True, "aggregate", False),
            (11, "HashAggregate", sp(189), False, "aggregate", False)]))

case("sv_marthas_take_solution", SOL_WASH,
     "marthas = (spark.read.parquet(parquetDir).filter(col('project') == 'en').filter(col('article')"
     ".like('Martha\\\\_%')).take(1000)) (142-149)",
     M06 + C06 + "take(1000) is the CollectLimit 1000. The exercise notebook's marthadf (127-132, run with "
           "take(marthadf.count()) at 134) is the same filter in another file: a look-alike. ",
     [(1, "InMemoryTableScan", sp((142, 143)), False, "cache", True, A06),
      (2, "InMemoryRelation", sp((58, 62)), False, "cache", True,
       {"file": COLCLASS, "alt": [(SOL_WASH, sp((142, 143)))]}),
      (3, "Scan parquet", sp((58, 60)), False, "read", True, {"file": COLCLASS, "alt": [(SOL_WASH, sp((142, 143)))]}),
      (5, "Filter", sp(144, 146), False, "filter", False),
      (6, "CollectLimit", sp(148), False, "limit", False)])

# ---- Module 07: advanced DataFrame methods ------------------------------------------------------------------------
M07 = ("Module 07's three notebooks and the exercise's solution ran in one session in order (each sets "
       "spark.sql.shuffle.partitions to 8). ")
NEST = ("Two nested caches: initialDF = spark.read.parquet(...).repartition(8).cache() (its InMemoryRelation holds "
        "the scan and the repartition's round-robin Exchange, in its own adaptive plan), and pageviewsDF = "
        "initialDF.withColumnRenamed(...).withColumn('capturedAt', unix_timestamp(...).cast('timestamp')) cached "
        "on it (its Project the rename and cast). ")
case("sv_year_distinct_display", DATES,
     "display(pageviewsDF.select(year(col('capturedAt'))).distinct()) (362-366), pageviewsDF (326-329) cached at "
     "347 over initialDF (71-76, cached at 75, counted at 78)",
     M07 + NEST + "The month version (376-380) and the month+year show (389-393) are look-alikes of this cell; "
           "2.Use-Aggregate-Functions rebuilds both caches byte for byte (70-86). ",
     twins([(10, 7), (15, 13), (25, 18), (26, 19), (27, 20), (28, 23)],
           [(1, "InMemoryTableScan", sp(347, (326, 329)), False, "cache", False),
            (2, "InMemoryRelation", sp(347, (326, 329)), False, "cache", False),
            (3, "InMemoryTableScan", sp((71, 76)), False, "cache", False),
            (4, "InMemoryRelation", sp((71, 76)), False, "cache", False),
            (5, "Scan parquet", sp((71, 73)), False, "read", False),
            (7, "Exchange", sp(74), False, "repartition", False),
            (13, "Project", sp(327, 328), False, "project", False),
            (18, "Project", sp(364), False, "project", False),
            (19, "HashAggregate", sp(365), True, "distinct", False),
            (20, "Exchange", sp(365), True, "distinct", False),
            (23, "HashAggregate", sp(365), False, "distinct", False),
            (29, "CollectLimit", sp(362), True, "limit", False)]))

C07 = ("Both caches were made by 1.DateTime-Manipulation earlier in the session (initialDF 71-76, pageviewsDF "
       "326-329 cached at 347); this notebook's own identical chains (70-75, 80-83 cached at 86) were no-op cache() "
       "calls on the same plans: each cache node accepts this notebook's chain and 1.DateTime-Manipulation's (alt), "
       "ambiguous. ")
CACHE07 = [(1, "InMemoryTableScan", sp((80, 83), 86), False, "cache", True, {"alt": [(DATES, sp(347, (326, 329)))]}),
           (2, "InMemoryRelation", sp((80, 83), 86), False, "cache", True, {"alt": [(DATES, sp(347, (326, 329)))]}),
           (3, "InMemoryTableScan", sp((70, 75)), False, "cache", True, {"alt": [(DATES, sp((71, 76)))]}),
           (4, "InMemoryRelation", sp((70, 75)), False, "cache", True, {"alt": [(DATES, sp((71, 76)))]}),
           (5, "Scan parquet", sp((70, 72)), False, "read", True, {"alt": [(DATES, sp((71, 73)))]}),
           (7, "Exchange", sp(73), False, "repartition", True, {"alt": [(DATES, sp(74))]}),
           (13, "Project", sp(81, 82), False, "project", True, {"alt": [(DATES, sp(327, 328))]})]
case("sv_mobile_aggs_show", AGGS,
     "pageviewsDF.filter(\"site = 'mobile'\").select(sum(col('requests')), count(...), avg(...), min(...), max(...))"
     ".show() (238-242), pageviewsDF (80-83) cached at 86 over initialDF (70-75)",
     M07 + NEST + C07 + "The filter (also pushed into the InMemoryTableScan) is the Filter; the Project after it "
           "keeps requests for the aggregate (column pruning: derived, ambiguous); a global aggregate has no "
           "CollectLimit. The desktop twin follows (244-248), and the format_number versions (259-281): "
           "look-alikes. ",
     twins([(10, 7), (15, 13), (25, 18), (26, 19), (27, 20), (28, 21), (29, 23)],
           CACHE07 + [(18, "Filter", sp(239), False, "filter", False),
                      (19, "Project", sp(239, 240), True, "project", True),
                      (20, "HashAggregate", sp(240), True, "aggregate", False),
                      (21, "Exchange", sp(240), True, "aggregate", False),
                      (23, "HashAggregate", sp(240), False, "aggregate", False)]))

case("sv_dedup_write", EX_DEDUP,
     "dedupedDF.write.mode('overwrite').option('compression', 'snappy').parquet(destFile) (121-125) of dedupedDF = "
     "df.select(col('*'), lower(...), ..., translate(col('ssn'), '-', '')...).dropDuplicates([...]).drop(...) "
     "(106-117), df = spark.read.option('header', 'true').option('inferSchema', 'true').option('sep', ':')"
     ".csv(sourceFile) (96-102)",
     M07 + "dropDuplicates is a first() aggregate (SortAggregate: string columns) with its Sorts, partial aggregate "
           "and Exchange derived; the drop (116) is the final aggregate's output. The Solutions notebook holds the "
           "same read, select, dropDuplicates and write (104-140), which ran later in the session: a twin in another "
           "file (not accepted). ",
     twins([(13, 2), (14, 3), (15, 4), (16, 5), (17, 8), (18, 9), (19, 10), (20, 11)],
           [(1, "Scan csv", sp((96, 102)), False, "read", False),
            (2, "Project", sp((107, 114)), False, "project", False),
            (3, "Sort", sp(115), True, "distinct", False),
            (4, "SortAggregate", sp(115), True, "distinct", False),
            (5, "Exchange", sp(115), True, "distinct", False),
            (8, "Sort", sp(115), True, "distinct", False),
            (9, "SortAggregate", sp(115, 116), False, "distinct", False),
            (10, "WriteFiles", sp((121, 125)), False, "write", False),
            (11, "Execute InsertIntoHadoopFsRelationCommand", sp((121, 125)), False, "write", False)]))

case("sv_groupby_site_sum", AGGS,
     "display(pageviewsDF.groupBy(col('site')).sum()) (149-153), pageviewsDF (80-83) cached at 86 over initialDF "
     "(70-75)",
     M07 + NEST + C07 + "sum() with no column sums the one numeric column (requests). The next cells group the "
           "same way with sum('requests') (168-172), a rename (181-186) and count() (195-199): look-alikes. ",
     twins([(10, 7), (15, 13), (24, 18), (25, 19), (26, 22)],
           CACHE07 + [(18, "HashAggregate", sp(151, 152), True, "aggregate", False),
                      (19, "Exchange", sp(151, 152), True, "aggregate", False),
                      (22, "HashAggregate", sp(151, 152), False, "aggregate", False),
                      (27, "CollectLimit", sp(149), True, "limit", False)]))


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
            f = extra.get("file", spec["file"])
            row = {"node_id": nid, "operator": op, "file": f, "lines": spans, "symbol": sym(f),
                   "derived": derived, "kind": kind, "ambiguous": amb}
            if extra.get("true_lines"):
                row["true_lines"] = extra["true_lines"]
            if extra.get("alt"):
                row["alt"] = [{"file": af, "lines": asp, "symbol": sym(af)} for af, asp in extra["alt"]]
            gold.append(row)
        gold.sort(key=lambda r: r["node_id"])
        nbs = " ".join(f"'{n}'" if " " in n else n for n in PROGRAMS[key])
        case_json = {"repo": f"../../repos/{SLUG}", "commit": COMMIT, "index_root": "", "script": spec["file"],
                     "dataframe": spec["dataframe"] + f" (recorded action: {action} at line {line})",
                     "notes": spec["notes"] + NOTE + SESSION + RUN.format(nbs=nbs),
                     "form": "databricks", "source": SOURCE}
        rows.append((part, str(folder), gold, case_json, spec["file"]))
    return write_cases(rows)


if __name__ == "__main__":
    sys.exit(build())
