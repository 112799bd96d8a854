"""Write each nu_* case's case.json and gold.jsonl from the labels below, hand-written from the repository's notebooks
and the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules (../case_files.write_cases).

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/nubeera-databricks/labels.py

A label: (node id, operator, spans, derived, kind, ambiguous); its `file` is the case's notebook (the one that ran:
`nbtest.py` for the nbtest cases, though `01.DFOperations.py` is the same file byte for byte). Spans are the
notebook file's own line numbers (Databricks source notebooks, `# MAGIC %sql` and `-- MAGIC %python` cells
included). Symbols: `<path dotted, without the extension>.<module>` for Python code (a `.py` notebook's `%sql` cells
too, and a `.sql` notebook's `%python` cells); `<path dotted, without .sql>` for a SQL statement of a `.sql`
notebook (a model, as for a `.sql` file).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, DFO, EXTRA_CONF, LIN, NBT, PROGRAMS, UC1, VOL  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import s as sp, write_cases  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "nubeera-dataengineering__databricks-notebooks"
COMMIT = "928b846222b67168ee88896b03fa9c4f1394e52a"
SOURCE = "NubeEra-DataEngineering/Databricks-notebooks"
SQL_CELLS = {LIN: [(1, 79), (110, 122)], VOL: [(1, 150), (184, 344)]}   # where a .sql notebook's lines are SQL
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1, event log on. ")
RUN = ("Run: bench/real/capture/nubeera-databricks/capture.py: `spark-submit nudriver.py {nbs}` from the root of a "
       "scratch copy of the laid-out repository, those notebooks in that order in one session, each cell by cell, "
       "unchanged, under its own path and line numbers: `%sql` cells and SQL notebook cells statement by statement "
       "through spark.sql, `%python` cells of a SQL notebook as Python, a result shown as Databricks displays it "
       "with a stand-in display (a show(): CollectLimit and toprettystring, or TakeOrderedAndProject after a sort); "
       "Databricks' notebook globals (spark, sc, dbutils with fs.put/rm/ls/cp/mv, sql, table, udf, sqlContext) "
       "stood in for; the Unity Catalog catalogs the notebooks name (hive_metastore, lineage_data, "
       "quickstart_catalog) are delegating extensions of the session catalog (`lineage_data.lineagedemo.menu` is "
       "`spark_catalog.lineagedemo.menu`), CREATE CATALOG/USE CATALOG/GRANT/volume statements fail here; DBFS served "
       "by a dbfs: file system stand-in set as the default file system (the notebooks' /tmp writes and managed "
       "tables land there; the Volumes notebook's wine-quality csv generated, make_data.py). The plan is the one "
       "the action or statement ran, written by a query-execution listener after it ran (final adaptive plan; the "
       "initial plan's nodes printed after it are labelled as their executed twins); event_log.json from the same "
       "run. ")
NOTE = ("Display: the toprettystring Project, CollectLimit and a LocalLimit pushed below a union or a Python UDF by a "
        "display()/show() or a displayed SQL statement are derived at that call or statement; where toprettystring "
        "sits in a user's node (a sort's TakeOrderedAndProject, a final aggregate, a withColumn Project) that node "
        "keeps its user label with the display line added. Look-alikes are never accepted: nbtest.py is "
        "01.DFOperations.py byte for byte and ManageDF.ipynb holds its first 17 cells (only the notebook that ran is "
        "labelled), 02.DataLineage/01.MenuDinner.sql repeats the lineage notebook's CREATE/INSERT/CTAS, the "
        "Volumes notebook reads one csv in SQL (344), in Python (354-355) and in Scala (360), 01.DFOperations.py "
        "has two filter + sort cells (70, 78). ")
# 01.DFOperations.py / nbtest.py, top-level code:
#   34 df1 = spark.createDataFrame(seq1); 39 df2 = ...(seq2); 45 unionDF = df1.union(df2); 46 display(unionDF)
#   52 unionDF.write.parquet(...); 63 explodeDF = unionDF.select(explode("employees").alias("e"))
#   64 flattenDF = explodeDF.selectExpr("e.firstName", "e.lastName", "e.email", "e.salary"); 66 flattenDF.show()
#   70/78 filterDF = flattenDF.filter(...).sort(...), 71/79 display; 83 nonNullDF = flattenDF.fillna("--"); 84
#   90-92 countDistinctDF = nonNullDF.select(...).groupBy("firstName").agg(countDistinct(...)); 94 display
#   125 nonNullDF.describe("salary").show(); 156 df = spark.read.format("csv")...load("/tmp/dataframe_sample.csv")
#   166/169/172/175 df = df.withColumn(date / date_only / city / date_diff); 179 createOrReplaceTempView("sample_df")
#   180 display(sql("select * from sample_df")); 191 add_n = udf(lambda x, y: x + y, IntegerType())
#   194 df = df.withColumn('id_offset', add_n(...)); 198 display(df); 204 last_n_days = udf(...); 206 df_filtered =
#   df.filter(last_n_days(df.date_diff)); 207 display; 224 agg_df = df.groupBy("location").agg(min, count, avg);
#   225 display; 229/230 end_month/end_year withColumns; 231 df.write.partitionBy(...).parquet(...)
#   238 null_df = spark.createDataFrame(...); 239 display(null_df.filter("col1 IS NOT NULL"))
WITH = [166, 169, 172, 175]

L: dict[str, dict] = {}


def case(name, file, dataframe, notes, nodes):
    L[name] = dict(file=file, dataframe=dataframe, notes=notes, nodes=nodes)


def twins(pairs, nodes):
    """The initial plan's nodes (printed after the executed ones): each (twin id, executed id) labelled as its twin;
    `pairs` items may add the twin's own operator name as a third element."""
    by_id = {n[0]: n for n in nodes}
    return nodes + [(p[0], p[2] if len(p) > 2 else by_id[p[1]][1]) + tuple(by_id[p[1]][2:]) for p in pairs]


def exploded(via=None):
    """unionDF's two Row scans, the filters explode() infers (size > 0, isnotnull) and the pruning Projects under
    the union, the union and the explode, shared by the plans over flattenDF (ids 1-8)."""
    return [(1, "Scan ExistingRDD", sp(34), False, "read", False),
            (2, "Filter", sp(63), True, "filter", False),
            (3, "Project", sp(63, 34), True, "project", True),
            (4, "Scan ExistingRDD", sp(39), False, "read", False),
            (5, "Filter", sp(63), True, "filter", False),
            (6, "Project", sp(63, 39), True, "project", True),
            (7, "Union", sp(45), False, "union", False),
            (8, "Generate", sp(63), False, "explode", False)]


ROWS = ("unionDF = df1.union(df2) (45) of df1/df2 = spark.createDataFrame(departmentsWithEmployeesSeq1/2) (34, 39), "
        "Rows of a department and a list of employee Rows")
FLAT = ("flattenDF = unionDF.select(explode('employees').alias('e')) (63) .selectExpr('e.firstName', 'e.lastName', "
        "'e.email', 'e.salary') (64) over " + ROWS)
ENOTE = ("The Row frames' scans (Scan ExistingRDD) at their createDataFrame lines (34, 39). explode() makes the "
         "Generate (63) and the Filters Spark infers below it (size(employees) > 0 AND isnotnull, derived at 63); the "
         "Projects keeping only employees under the union are column pruning, derived and ambiguous (the explode and "
         "the frame's createDataFrame). ")

# ---- 01.DFOperations.py ----------------------------------------------------------------------------------------
case("nu_dfo_union_display", DFO, "display(unionDF) (46) of " + ROWS,
     "The display's limit is pushed into both branches of the union (LocalLimit 21, derived at the display), each "
     "with its toprettystring Project. ",
     [(1, "Scan ExistingRDD", sp(34), False, "read", False),
      (2, "Project", sp(46), True, "project", False),
      (3, "LocalLimit", sp(46), True, "limit", False),
      (4, "Scan ExistingRDD", sp(39), False, "read", False),
      (5, "Project", sp(46), True, "project", False),
      (6, "LocalLimit", sp(46), True, "limit", False),
      (7, "Union", sp(45), False, "union", False),
      (8, "CollectLimit", sp(46), True, "limit", False)])

case("nu_dfo_union_parquet_write", DFO,
     "unionDF.write.parquet('/tmp/databricks-df-example.parquet') (52) of " + ROWS,
     "The write (after dbutils.fs.rm of the path, 51): WriteFiles derived at the write, Execute "
     "InsertIntoHadoopFsRelationCommand at it. ManageDF.ipynb cell 3 holds the same write (a look-alike). ",
     [(1, "Scan ExistingRDD", sp(34), False, "read", False),
      (2, "Scan ExistingRDD", sp(39), False, "read", False),
      (3, "Union", sp(45), False, "union", False),
      (4, "WriteFiles", sp(52), True, "write", False),
      (5, "Execute InsertIntoHadoopFsRelationCommand", sp(52), False, "write", False)])

case("nu_dfo_explode_show", DFO, "flattenDF.show() (66) of " + FLAT,
     ENOTE + "The selectExpr's field extraction and show()'s toprettystring are one Project (64, 66). ",
     exploded() + [
         (9, "Project", sp(64, 66), False, "project", False),
         (10, "CollectLimit", sp(66), True, "limit", False)])

case("nu_dfo_filter_sort_display", DFO,
     "filterDF = flattenDF.filter(flattenDF.firstName == 'xiangrui').sort(flattenDF.lastName) (70), display(filterDF) "
     "(71), over " + FLAT,
     ENOTE + "The filter is pushed below the selectExpr's Project (Filter at 70, isnotnull added); sort + the "
             "display's limit are one TakeOrderedAndProject (70, 71). The same shape with an OR filter is at 78 (a "
             "look-alike). ",
     exploded() + [
         (9, "Filter", sp(70), False, "filter", False),
         (10, "Project", sp(64), False, "project", False),
         (11, "TakeOrderedAndProject", sp(70, 71), False, "sort", False)])

case("nu_dfo_or_filter_sort_display", DFO,
     "filterDF = flattenDF.filter((col('firstName') == 'xiangrui') | (col('firstName') == 'michael'))"
     ".sort(asc('lastName')) (78), display(filterDF) (79), over " + FLAT,
     ENOTE + "The filter is pushed below the selectExpr's Project (Filter at 78); sort + the display's limit are one "
             "TakeOrderedAndProject (78, 79). The same shape with one equality is at 70 (a look-alike). ",
     exploded() + [
         (9, "Filter", sp(78), False, "filter", False),
         (10, "Project", sp(64), False, "project", False),
         (11, "TakeOrderedAndProject", sp(78, 79), False, "sort", False)])

case("nu_dfo_count_distinct_display", DFO,
     "countDistinctDF = nonNullDF.select('firstName', 'lastName').groupBy('firstName').agg(countDistinct('lastName')"
     ".alias('distinct_last_names')) (90-92), display(countDistinctDF) (94), nonNullDF = flattenDF.fillna('--') (83) "
     "over " + FLAT,
     ENOTE + "The Project holds the select (90), fillna's coalesce (83) and the selectExpr's fields (64). countDistinct "
             "is four HashAggregates (a distinct level on both keys, then the count): every level but the last and "
             "both Exchanges derived at the groupBy/agg (91-92), the last one also at the display (its toprettystring). "
             "AQE dropped the display's CollectLimit (it survives in the initial plan, derived at the display). The "
             "same query in SQL over a view (106-110) is only explained, never run. ",
     twins([(21, 11), (22, 14), (23, 15), (24, 16), (25, 19)],
           exploded() + [
               (9, "Project", sp(90, 83, 64), False, "project", False),
               (10, "HashAggregate", sp((91, 92)), True, "aggregate", False),
               (11, "Exchange", sp((91, 92)), True, "aggregate", False),
               (14, "HashAggregate", sp((91, 92)), True, "aggregate", False),
               (15, "HashAggregate", sp((91, 92)), True, "aggregate", False),
               (16, "Exchange", sp((91, 92)), True, "aggregate", False),
               (19, "HashAggregate", sp((91, 92), 94), False, "aggregate", False),
               (26, "CollectLimit", sp(94), True, "limit", False)]))

case("nu_dfo_describe_show", DFO,
     "nonNullDF.describe('salary').show() (125), nonNullDF = flattenDF.fillna('--') (83) over " + FLAT,
     ENOTE + "Only salary is read: the pruning Projects under the union extract employees.salary (nested pruning, "
             "derived and ambiguous) and the Project over the Generate is the selectExpr's salary field (64; pruned "
             "for describe, 125; fillna does not touch a number). describe() is a global aggregate (count, mean, "
             "stddev, min, max: partial level and Exchange derived) and the Generate/Project that turn its map into "
             "summary rows (derived at describe), show()'s CollectLimit derived. ",
     twins([(18, 11), (19, 13), (20, 14), (21, 15), (22, 16)],
           exploded() + [
               (9, "Project", sp(64, 125), False, "project", True),
               (10, "HashAggregate", sp(125), True, "aggregate", False),
               (11, "Exchange", sp(125), True, "aggregate", False),
               (13, "HashAggregate", sp(125), False, "aggregate", False),
               (14, "Generate", sp(125), True, "aggregate", False),
               (15, "Project", sp(125), True, "project", False),
               (16, "CollectLimit", sp(125), True, "limit", False)]))

CSV = ("df = spark.read.format('csv').options(header='true', delimiter='|').load('/tmp/dataframe_sample.csv') (156; "
       "the file written by dbutils.fs.put, 148-154)")
CNOTE = ("The csv scan at the read (156). The withColumn calls (166 to_date, 169 regexp_replace, 172 split, 175 "
         "datediff; 194 the UDF's result, 229-230 month/year) are folded into one Project with whatever consumes them. "
         "A Python UDF node (ArrowEvalPython) accepts the call that applies it and its udf(...) definition. ")
case("nu_dfo_sample_df_sql_display", DFO,
     "display(sql('select * from sample_df')) (180), df.createOrReplaceTempView('sample_df') (179), df = " + CSV
     + " and four withColumns (166-175)",
     CNOTE + "The scan through the temp view also accepts the FROM (180). The Project holds the four withColumns and "
             "the display's toprettystring (180). ",
     [(1, "Scan csv", sp(156, 180), False, "read", False),
      (2, "Project", sp(*WITH, 180), False, "project", False),
      (3, "CollectLimit", sp(180), True, "limit", False)])

case("nu_dfo_udf_display", DFO,
     "display(df) (198), df = df.withColumn('id_offset', add_n(F.lit(1000), df.id.cast(IntegerType()))) (194), add_n "
     "= udf(lambda x, y: x + y, IntegerType()) (191), over " + CSV + " and four withColumns (166-175)",
     CNOTE + "The display's limit is pushed below the UDF (LocalLimit, derived at the display). ",
     [(1, "Scan csv", sp(156), False, "read", False),
      (2, "LocalLimit", sp(198), True, "limit", False),
      (3, "ArrowEvalPython", sp(194, 191), False, "udf", False),
      (4, "Project", sp(*WITH, 194, 198), False, "project", False),
      (5, "CollectLimit", sp(198), True, "limit", False)])

case("nu_dfo_udf_filter_display", DFO,
     "df_filtered = df.filter(last_n_days(df.date_diff)) (206), last_n_days = udf(lambda x: x < N, BooleanType()) "
     "(204), display(df_filtered) (207), df with add_n's id_offset (194, udf at 191) over " + CSV
     + " and four withColumns (166-175)",
     CNOTE + "The UDF filter is pushed below add_n: its ArrowEvalPython (206, 204) and the Filter (206); the Project "
             "dropping the UDF's result after the Filter is derived and ambiguous (the filter and the display). The "
             "display's limit is pushed below add_n (LocalLimit, derived). ",
     [(1, "Scan csv", sp(156), False, "read", False),
      (2, "ArrowEvalPython", sp(206, 204), False, "udf", False),
      (3, "Filter", sp(206), False, "filter", False),
      (4, "Project", sp(206, 207), True, "project", True),
      (5, "LocalLimit", sp(207), True, "limit", False),
      (6, "ArrowEvalPython", sp(194, 191), False, "udf", False),
      (7, "Project", sp(*WITH, 194, 207), False, "project", False),
      (8, "CollectLimit", sp(207), True, "limit", False)])

case("nu_dfo_location_agg_display", DFO,
     "agg_df = df.groupBy('location').agg(F.min('id'), F.count('id'), F.avg('date_diff')) (224), display(agg_df) "
     "(225), over " + CSV + " and its withColumns (date_diff at 175)",
     CNOTE + "min of a string column makes SortAggregates: the Sorts, the partial level and the Exchange derived at "
             "the groupBy/agg (224), the final level also at the display (its toprettystring). The Project under "
             "them keeps the grouped columns and computes date_diff (175, 224). AQE dropped the display's "
             "CollectLimit (it survives in the initial plan, derived at the display). ",
     twins([(11, 2), (12, 3), (13, 4), (14, 5), (15, 8), (16, 9)],
           [(1, "Scan csv", sp(156), False, "read", False),
            (2, "Project", sp(175, 224), False, "project", False),
            (3, "Sort", sp(224), True, "aggregate", False),
            (4, "SortAggregate", sp(224), True, "aggregate", False),
            (5, "Exchange", sp(224), True, "aggregate", False),
            (8, "Sort", sp(224), True, "aggregate", False),
            (9, "SortAggregate", sp(224, 225), False, "aggregate", False),
            (17, "CollectLimit", sp(225), True, "limit", False)]))

case("nu_dfo_partitioned_write", DFO,
     "df.write.partitionBy('end_year', 'end_month').parquet('/tmp/sample_table') (231), df with end_month/end_year "
     "(229-230) and add_n's id_offset (194, udf at 191) over " + CSV + " and four withColumns (166-175)",
     CNOTE + "The partitioned write: the Sort by the partition columns and WriteFiles derived at the write, Execute "
             "InsertIntoHadoopFsRelationCommand at it. ",
     [(1, "Scan csv", sp(156), False, "read", False),
      (2, "ArrowEvalPython", sp(194, 191), False, "udf", False),
      (3, "Project", sp(*WITH, 194, 229, 230), False, "project", False),
      (4, "Sort", sp(231), True, "write", False),
      (5, "WriteFiles", sp(231), True, "write", False),
      (6, "Execute InsertIntoHadoopFsRelationCommand", sp(231), False, "write", False)])

# ---- nbtest.py (01.DFOperations.py byte for byte) ---------------------------------------------------------------
NBNOTE = ("nbtest.py ran (its own spark-submit); 01.DFOperations.py holds the same lines byte for byte and is not "
          "accepted (the mapper must find the notebook that ran). ")
case("nu_nbt_fillna_display", NBT,
     "nonNullDF = flattenDF.fillna('--') (83), display(nonNullDF) (84), over " + FLAT,
     NBNOTE + ENOTE + "The Project holds fillna's coalesce (83), the selectExpr's fields (64) and the display's "
                      "toprettystring (84). ",
     exploded() + [
         (9, "Project", sp(83, 64, 84), False, "project", False),
         (10, "CollectLimit", sp(84), True, "limit", False)])

case("nu_nbt_null_filter_display", NBT,
     "display(null_df.filter('col1 IS NOT NULL')) (239), null_df = spark.createDataFrame([('test', 1), (None, 2)], "
     "null_item_schema) (238)",
     NBNOTE + "The Row frame's scan at createDataFrame (238); the filter and the display are one line. ",
     [(1, "Scan ExistingRDD", sp(238), False, "read", False),
      (2, "Filter", sp(239), False, "filter", False),
      (3, "Project", sp(239), True, "project", False),
      (4, "CollectLimit", sp(239), True, "limit", False)])

# ---- 01.UnityCatalog.py (%sql cells) ---------------------------------------------------------------------------
case("nu_uc_department_insert_sql", UC1,
     "%sql INSERT INTO default.department VALUES (10, 'FINANCE', 'EDINBURGH'), (20, 'SOFTWARE', 'PADDINGTON') "
     "(28-30), the table made by CREATE TABLE IF NOT EXISTS default.department (...) (18-23)",
     "01.UnityCatalog.py ran first in its session (then the Data Lineage and Volumes notebooks); its SELECT "
     "CURRENT_METASTORE() and USE CATALOG hive_metastore fail here, so default is the session catalog's (parquet "
     "tables here; Delta on Databricks). The VALUES rows are the LocalTableScan (28-30); WriteFiles derived at the "
     "INSERT, Execute InsertIntoHadoopFsRelationCommand at it. ",
     [(1, "LocalTableScan", sp((28, 30)), False, "read", False),
      (2, "WriteFiles", sp(28), True, "write", False),
      (3, "Execute InsertIntoHadoopFsRelationCommand", sp(28), False, "write", False)])

# ---- 02.DataLineage/01.DataLineage-SQL Notebook.sql --------------------------------------------------------------
LNOTE = ("The Data Lineage notebook: CREATE CATALOG, USE CATALOG and the GRANTs fail here; CREATE SCHEMA "
         "lineage_data.lineagedemo (36), CREATE TABLE ... menu (47-53), INSERT INTO menu VALUES (59-64), CREATE TABLE "
         "dinner AS SELECT ... FROM menu (69-76) run, then the %python cells (90-92 the price table, 99-100 reads, "
         "107-108 the join written). 02.DataLineage/01.MenuDinner.sql repeats the CREATE/INSERT/CTAS (a look-alike, "
         "never accepted). ")
case("nu_lin_menu_select_sql", LIN,
     "SELECT * FROM lineage_data.lineagedemo.menu (112), the table made by CREATE TABLE (47-53) and filled by INSERT "
     "INTO ... VALUES (59-64)",
     LNOTE + "The scan of a table the notebook made accepts the FROM and the CREATE TABLE; the displayed statement's "
             "toprettystring Project and CollectLimit derived at it. ",
     [(1, "Scan parquet spark_catalog.lineagedemo.menu", sp(112, (47, 53)), False, "read", False),
      (3, "Project", sp(112), True, "project", False),
      (4, "CollectLimit", sp(112), True, "limit", False)])

case("nu_lin_dinner_ctas", LIN,
     "CREATE TABLE lineage_data.lineagedemo.dinner AS SELECT recipe_id, concat(app, ' + ', main, ' + ', dessert) AS "
     "full_menu FROM lineage_data.lineagedemo.menu (69-76): its write",
     LNOTE + "The CTAS statement's first plan is its write: the scan at FROM (75-76) and the menu's CREATE TABLE, the "
             "concat Project at the select list (71-74), WriteFiles derived at CREATE TABLE (69-70), Execute "
             "InsertIntoHadoopFsRelationCommand at it. ",
     [(1, "Scan parquet spark_catalog.lineagedemo.menu", sp((75, 76), (47, 53)), False, "read", False),
      (3, "Project", sp((71, 74)), False, "project", False),
      (4, "WriteFiles", sp((69, 70)), True, "write", False),
      (5, "Execute InsertIntoHadoopFsRelationCommand", sp((69, 70)), False, "write", False)])

case("nu_lin_price_save", LIN,
     "df = spark.range(3).withColumn('price', round(10*rand(seed=42), 2)).withColumnRenamed('id', 'recipe_id') (90), "
     "df.write.mode('overwrite').saveAsTable('lineage_data.lineagedemo.price') (92), a %python cell",
     LNOTE + "saveAsTable's first plan is its write: Range, the withColumn and withColumnRenamed Projects on one line "
             "(90), WriteFiles derived at saveAsTable, Execute InsertIntoHadoopFsRelationCommand at it. ",
     [(1, "Range", sp(90), False, "read", False),
      (2, "Project", sp(90), False, "project", False),
      (3, "Project", sp(90), False, "project", False),
      (4, "WriteFiles", sp(92), True, "write", False),
      (5, "Execute InsertIntoHadoopFsRelationCommand", sp(92), False, "write", False)])

JNOTE = ("dinner = spark.read.table('lineage_data.lineagedemo.dinner') (99), price = spark.read.table(...price) (100): "
         "the scans at those reads. The join's isnotnull Filters (also pushed into the scans) and its exchanges derived "
         "at the join (107); the Project after the join (one recipe_id of a join on a column name) derived at it. "
         "saveAsTable's first plan is its write: WriteFiles derived at saveAsTable (108), Execute "
         "InsertIntoHadoopFsRelationCommand at it. ")
JOIN_DF = ("dinner_price = dinner.join(price, on='recipe_id') (107), dinner_price.write.mode('overwrite')"
           ".saveAsTable('lineage_data.lineagedemo.dinner_price') (108), %python cells over the dinner CTAS table "
           "(69-76) and the price table (90-92)")
case("nu_lin_dinner_price_join_save", LIN, JOIN_DF,
     LNOTE + JNOTE + "The price table is tiny: broadcast join. ",
     twins([(14, 1), (15, 3), (16, 6), (17, 7), (18, 9, "BroadcastHashJoin"), (19, 10), (20, 11), (21, 12)],
           [(1, "Scan parquet spark_catalog.lineagedemo.dinner", sp(99), False, "read", False),
            (3, "Filter", sp(107), True, "filter", False),
            (4, "Scan parquet spark_catalog.lineagedemo.price", sp(100), False, "read", False),
            (6, "Filter", sp(107), True, "filter", False),
            (7, "BroadcastExchange", sp(107), True, "join", False),
            (9, "BroadcastHashJoin", sp(107), False, "join", False),
            (10, "Project", sp(107), True, "project", False),
            (11, "WriteFiles", sp(108), True, "write", False),
            (12, "Execute InsertIntoHadoopFsRelationCommand", sp(108), False, "write", False)]))

case("nu_lin_dinner_price_join_nobc", LIN, JOIN_DF,
     LNOTE + JNOTE + "Broadcast joins off: a sort-merge join (Exchange and Sort on each side derived at the join). ",
     twins([(20, 3), (21, 4), (22, 7), (23, 10), (24, 11), (25, 14), (26, 15), (27, 16), (28, 17), (29, 18)],
           [(1, "Scan parquet spark_catalog.lineagedemo.dinner", sp(99), False, "read", False),
            (3, "Filter", sp(107), True, "filter", False),
            (4, "Exchange", sp(107), True, "join", False),
            (7, "Sort", sp(107), True, "join", False),
            (8, "Scan parquet spark_catalog.lineagedemo.price", sp(100), False, "read", False),
            (10, "Filter", sp(107), True, "filter", False),
            (11, "Exchange", sp(107), True, "join", False),
            (14, "Sort", sp(107), True, "join", False),
            (15, "SortMergeJoin", sp(107), False, "join", False),
            (16, "Project", sp(107), True, "project", False),
            (17, "WriteFiles", sp(108), True, "write", False),
            (18, "Execute InsertIntoHadoopFsRelationCommand", sp(108), False, "write", False)]))

# ---- 01.UnityCatalogVolume/01.Unity-Catalog-Volumes.sql -----------------------------------------------------------
VNOTE = ("The Volumes quickstart ran after the Data Lineage notebook: the catalog, grant and volume statements fail "
         "here; its %python dbutils cells copy the wine-quality csv into quickstart_managed_volume (165) and move the "
         "one in quickstart_volume (the author's, generated here) into destination/ (330). The same csv is read in "
         "SQL at 344 and in Python at 354-355 (one plan text, the look-alike not accepted) and in a %scala cell "
         "(360, not run). ")
case("nu_vol_csv_path_sql", VOL,
     "SELECT * FROM csv.`dbfs:/Volumes/quickstart_catalog/quickstart_schema/quickstart_volume/destination/"
     "winequality-red.csv` (344)",
     VNOTE + "A query over a file path: the csv scan at the FROM (the statement's one line), the displayed "
             "statement's toprettystring Project and CollectLimit derived at it. ",
     [(1, "Scan csv", sp(344), False, "read", False),
      (2, "Project", sp(344), True, "project", False),
      (3, "CollectLimit", sp(344), True, "limit", False)])

case("nu_vol_csv_read_display", VOL,
     "df1 = spark.read.format('csv').load('dbfs:/Volumes/.../destination/winequality-red.csv') (354), display(df1) "
     "(355), a %python cell",
     VNOTE + "The scan at the read, the display's toprettystring Project and CollectLimit derived at it. ",
     [(1, "Scan csv", sp(354), False, "read", False),
      (2, "Project", sp(355), True, "project", False),
      (3, "CollectLimit", sp(355), True, "limit", False)])


def sym(file: str, line: int) -> str:
    base = file.rsplit(".", 1)[0].replace("/", ".")
    if any(lo <= line <= hi for lo, hi in SQL_CELLS.get(file, [])):
        return base
    return f"{base}.<module>"


def build():
    rows = []
    for cid, part, key, line, action, _occ, _nth, file in CASES:
        spec = L[cid]
        folder = BENCH / part / cid
        gold = []
        for nid, op, spans, derived, kind, amb in spec["nodes"]:
            f = spec["file"]
            gold.append({"node_id": nid, "operator": op, "file": f, "lines": spans, "symbol": sym(f, spans[0][0]),
                         "derived": derived, "kind": kind, "ambiguous": amb})
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
