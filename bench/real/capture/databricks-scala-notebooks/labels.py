"""Write each dbs_* case's case.json and gold.jsonl from the labels below, hand-written from the notebooks' code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/databricks-scala-notebooks/labels.py

A label: N(node id, operator, spans, derived, kind, amb=False): spans are the notebook file's own line numbers (form
`databricks`, as the multi-touch-attribution cases: file lines, no cell numbers); the symbol is the file's path from
the repository root, dotted, then `<module>` (a notebook has no enclosing function, as the STDG Scala chapters).
Only the final adaptive plan's nodes are labelled (the initial plan's repeat them); pure wrappers are not.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, QTP, EXO, TIT, SUP  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMIT = "0cf15dfd6207fdb4ec7a4bb7bd53630af0c735c0"
SOURCE = "Rom1deTroyes/Spark-notebooks"
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 (the notebook's own "
           "SparkSession.builder.getOrCreate() gets that session). ")
RUN = ("Run: bench/real/capture/databricks-scala-notebooks/capture.py: the Databricks source notebook compiled "
       "unchanged (Scala 2.13 of the PySpark 4.3 jars) in a copy of the same name where the STDG family's "
       "scala_notebook.wrap only adds text in front of lines the file has (each cell an object nested in the one "
       "before; cells using Databricks' display/dbutils or libraries not on the class path become empty lines), run "
       "with spark-submit --class NotebookCells; the plan is the one the action ran, written by a query-execution "
       "listener after it ran (final adaptive plan), found by the action's call site in the same run's event log; "
       "event_log.json from that run. Data: the repository's own DataFrame/Data files served at the code's "
       "/FileStore/tables/ by a local file system stand-in (BookDataFileSystem); the code unchanged. ")


class N(tuple):
    def __new__(cls, nid, op, spans, derived, kind, amb=False):
        return tuple.__new__(cls, (nid, op, spans, derived, kind, amb))


L: dict[str, dict] = {}


def agg_pair(ids, spans, kind="aggregate", op="HashAggregate"):
    """Partial aggregate, Exchange (derived) and the final aggregate of one groupBy/agg (or distinct)."""
    a, x, b = ids
    return [N(a, op, spans, True, kind), N(x, "Exchange", spans, True, kind), N(b, op, spans, False, kind)]


def show_tail(project, limit, line):
    """show()'s string-cast Project (toprettystring) and its CollectLimit: derived, at the show line."""
    out = []
    if project:
        out.append(N(project, "Project", [[line, line]], True, "project"))
    if limit:
        out.append(N(limit, "CollectLimit", [[line, line]], True, "limit"))
    return out


# ---- DataFrame/TP/Query_TP_Corr.scala ----------------------------------------------------------------------------
# pets 33-41, dfPets = spark.createDataFrame(pets).toDF(columns1:_*) 45; owners 51-59, dfOwners 63; eight cells of
# dfPets.join(dfOwners, dfPets("ID") === dfOwners("Pet_ID"), "<type>").show(truncate=false): inner 70-74, left 78-82,
# leftouter 86-90, right 94-98, rightouter 102-106, full 110-114, outer 118-122, fullouter 126-130 (each call's
# .show on the closing line). Query_TP_Exo.scala is the exercise copy; DataFrames_Support.scala 1638-1714 joins
# empDF/deptDF the same way.
PETS = [[45, 45], [33, 41]]
OWNERS = [[63, 63], [51, 59]]
QTP_NOTE = ("dfPets and dfOwners are createDataFrame(Seq of tuples).toDF(...) (LocalTableScan at that line, the Seq as "
            "a second span). The join's broadcast/shuffle Exchanges and Sorts are derived, at the join call; show()'s "
            "toprettystring Project and CollectLimit (21) derived at the show line. The seven other join cells of the "
            "notebook (and of Query_TP_Exo.scala and DataFrames_Support.scala) are look-alikes, never alternatives. ")


def bhj_left_build_right(join, show):
    return [N(1, "LocalTableScan", PETS, False, "read"),
            N(2, "LocalTableScan", OWNERS, False, "read"),
            N(3, "BroadcastExchange", [join], True, "join"),
            N(5, "BroadcastHashJoin", [join, [join[0] + 2, join[0] + 2]], False, "join"),
            *show_tail(6, 7, show)]


L["dbs_qtp_inner_join_show"] = dict(
    file=QTP,
    dataframe="dfPets.join(dfOwners, dfPets(\"ID\") === dfOwners(\"Pet_ID\"), \"inner\").show(truncate=false) "
              "(Query_TP_Corr.scala 70-74); dfPets (45) and dfOwners (63) from Seqs of tuples (33-41, 51-59)",
    notes="The inner join runs as BroadcastHashJoin (build right: dfOwners); its span is the join call (70-73) and "
          "the condition line (72). " + QTP_NOTE,
    nodes=bhj_left_build_right([70, 73], 74))

L["dbs_qtp_left_join_show"] = dict(
    file=QTP,
    dataframe="dfPets.join(dfOwners, dfPets(\"ID\") === dfOwners(\"Pet_ID\"), \"left\").show(truncate=false) "
              "(Query_TP_Corr.scala 78-82); dfPets (45) and dfOwners (63) from Seqs of tuples (33-41, 51-59)",
    notes="The left join runs as BroadcastHashJoin LeftOuter (build right); the \"leftouter\" cell at 86-90 runs the "
          "same plan. " + QTP_NOTE,
    nodes=bhj_left_build_right([78, 81], 82))

L["dbs_qtp_right_join_show"] = dict(
    file=QTP,
    dataframe="dfPets.join(dfOwners, dfPets(\"ID\") === dfOwners(\"Pet_ID\"), \"right\").show(truncate=false) "
              "(Query_TP_Corr.scala 94-98); dfPets (45) and dfOwners (63) from Seqs of tuples (33-41, 51-59)",
    notes="The right join runs as BroadcastHashJoin RightOuter, build left (dfPets broadcast); the \"rightouter\" cell "
          "at 102-106 runs the same plan. " + QTP_NOTE,
    nodes=[N(1, "LocalTableScan", PETS, False, "read"),
           N(2, "BroadcastExchange", [[94, 97]], True, "join"),
           N(4, "LocalTableScan", OWNERS, False, "read"),
           N(5, "BroadcastHashJoin", [[94, 97], [96, 96]], False, "join"),
           *show_tail(6, 7, 98)])


def smj(scan_l, scan_r, join, show):
    return [N(1, "LocalTableScan", scan_l, False, "read"),
            N(2, "Exchange", [join], True, "join"),
            N(5, "Sort", [join], True, "join"),
            N(6, "LocalTableScan", scan_r, False, "read"),
            N(7, "Exchange", [join], True, "join"),
            N(10, "Sort", [join], True, "join"),
            N(11, "SortMergeJoin", [join, [join[0] + 2, join[0] + 2]], False, "join"),
            *show_tail(12, 13, show)]


L["dbs_qtp_full_join_show"] = dict(
    file=QTP,
    dataframe="dfPets.join(dfOwners, dfPets(\"ID\") === dfOwners(\"Pet_ID\"), \"full\").show(truncate=false) "
              "(Query_TP_Corr.scala 110-114); dfPets (45) and dfOwners (63) from Seqs of tuples (33-41, 51-59)",
    notes="The full outer join runs as SortMergeJoin FullOuter (a full outer join is never broadcast); the \"outer\" "
          "(118-122) and \"fullouter\" (126-130) cells run the same plan. " + QTP_NOTE,
    nodes=smj(PETS, OWNERS, [110, 113], 114))

# ---- DataFrame/TP/Exercices_DF_Corr.scala ------------------------------------------------------------------------
# root = "/FileStore/tables/" 7; path = new File(root, "walmart_stock.csv").getPath 146; val df = spark.read...csv(path)
# 148 (cell 144-150), then val df = spark.read.format("csv")...load(path) 158 in the next cell (156-160): the later
# cells see this df (each cell nested in the one before), so every scan of df below is line 158 (148 the look-alike).
# select distinct count 243; groupBy("Date").agg(12 aggregates) 277-289 .show(6) 290; view table1 299; df3 = spark.sql(
# "select Date, max(Volume) from table1 group by Date") 312, df3.show(5) 316; six null filters 348-398 (filter/where
# with a SQL string, with isNull, with isnull()), view DATA 402 + SQL 404; parquet write 454, spark.read.parquet 456,
# show 458 (the orc/json twins 429-443, 475-489).
WAL = [[158, 158]]
EXO_NOTE = ("df is the second read of walmart_stock.csv (line 158, in the cell after the first read at 148, which it "
            "shadows): the scan is at 158. ")

L["dbs_exo_groupby_agg_show"] = dict(
    file=EXO,
    dataframe="df.groupBy(\"Date\").agg(avg(\"Open\").as(\"avg_open\"), ... count(\"Low\").as(\"num_low\"), ).show(6) "
              "(Exercices_DF_Corr.scala 277-290); df = spark.read.format(\"csv\")...load(path) (158), path (146)",
    notes="The groupBy/agg is the HashAggregate pair (partial and Exchange derived) at 277-289; show(6)'s CollectLimit "
          "(7) derived at 290 (the string casts fold into the final aggregate's output). The groupBy(\"Date\")"
          ".avg(\"Close\") at 266 is a look-alike. " + EXO_NOTE,
    nodes=[N(1, "Scan csv", WAL, False, "read"),
           *agg_pair((2, 3, 6), [[277, 289]]),
           *show_tail(None, 7, 290)])

L["dbs_exo_sql_groupby_show"] = dict(
    file=EXO,
    dataframe="df3.show(5) (Exercices_DF_Corr.scala 316); df3 = spark.sql(\"select Date, max(Volume) from table1 group "
              "by Date\") (312); df.createOrReplaceTempView(\"table1\") (299); df = spark.read...load(path) (158)",
    notes="SQL in a Scala string over a temp view: the aggregate pair at the spark.sql line; the scan at the read with "
          "the view line as a second span; show(5)'s CollectLimit (6) derived at 316. " + EXO_NOTE,
    nodes=[N(1, "Scan csv", [[158, 158], [299, 299]], False, "read"),
           *agg_pair((2, 3, 6), [[312, 312]]),
           *show_tail(None, 7, 316)])

L["dbs_exo_distinct_count"] = dict(
    file=EXO,
    dataframe="df.select(\"Date\").distinct().count() (Exercices_DF_Corr.scala 243); df = spark.read...load(path) (158)",
    notes="distinct() is the keys-only HashAggregate pair (kind distinct) and count() the global count pair "
          "(aggregate), all on line 243; the select is pruned into the scan. " + EXO_NOTE,
    nodes=[N(1, "Scan csv", WAL, False, "read"),
           *agg_pair((2, 3, 6), [[243, 243]], kind="distinct"),
           *agg_pair((7, 8, 10), [[243, 243]])])

L["dbs_exo_isnull_filter_show"] = dict(
    file=EXO,
    dataframe="df.filter(isnull(df(\"Date\")) || ... || isnull(df(\"Volume\"))).show() (Exercices_DF_Corr.scala "
              "380-387); df = spark.read...load(path) (158)",
    notes="The Filter is the filter call (380-387, the condition 381-386); show()'s toprettystring Project and "
          "CollectLimit derived at 387. The five other null filters (348, 352, 356-363, 367-374, 391-398) and the SQL "
          "at 404 are look-alikes (the where() at 391-398 runs the same plan). " + EXO_NOTE,
    nodes=[N(1, "Scan csv", WAL, False, "read"),
           N(2, "Filter", [[380, 386]], False, "filter"),
           *show_tail(3, 4, 387)])

L["dbs_exo_parquet_read_show"] = dict(
    file=EXO,
    dataframe="df2.show() (Exercices_DF_Corr.scala 458); val df2 = spark.read.parquet(path) (456), path = new "
              "File(root, \"walmart.parquet\").getPath (452), written by df.write.mode(\"overwrite\").parquet(path) (454)",
    notes="The Scan parquet is the read at 456 (of the file the notebook wrote at 454); ColumnarToRow derived at the "
          "read; show()'s toprettystring Project and CollectLimit derived at 458. The format(\"parquet\").load at "
          "464-466, and the orc and json cells, are look-alikes. ",
    nodes=[N(1, "Scan parquet", [[456, 456]], False, "read"),
           N(2, "ColumnarToRow", [[456, 456]], True, "read"),
           *show_tail(3, 4, 458)])

# ---- DataFrame/TP/Titanic_TP_Corr.scala --------------------------------------------------------------------------
# path = new File(root, "titanic.csv").getPath 38; val df = spark.read...csv(path) 42 (df2 the same by load 46);
# describe().show() 58 and 87; filters 96-166 (eight look-alike filter/where + select + show(5) lines); view Titanic 175,
# SQL 179; agg mean/min/max 208-212; groupBy("Pclass", "Embarked").agg(mean(col("Age"))).orderBy(...).show() 240-242;
# val df2 = df.na.fill(value=df.agg(mean("Age")).head()(0).asInstanceOf[Double], Array("Age")) 258; df2.agg(mean(
# "Age")).head()(0) 279; groupBy("Sex").count().show() 288; two counts on 298.
TSCAN = [[42, 42]]

L["dbs_tit_groupby_orderby_show"] = dict(
    file=TIT,
    dataframe="df.groupBy(\"Pclass\", \"Embarked\").agg(mean(col(\"Age\"))).orderBy(\"Pclass\", \"Embarked\").show() "
              "(Titanic_TP_Corr.scala 240-242); df = spark.read...csv(path) (42)",
    notes="The aggregate pair at the groupBy/agg (240-242); orderBy + show() run as TakeOrderedAndProject (limit 21, "
          "with show's string casts), labelled at 242 (orderBy and show on that line). ",
    nodes=[N(1, "Scan csv", TSCAN, False, "read"),
           *agg_pair((2, 3, 6), [[240, 242]]),
           N(7, "TakeOrderedAndProject", [[242, 242]], False, "sort")])

L["dbs_tit_sql_view_show"] = dict(
    file=TIT,
    dataframe="spark.sql(\"select Age, Sex from Titanic where Age > 20 and Sex = 'female'\").show(5, truncate=false) "
              "(Titanic_TP_Corr.scala 179); df.createOrReplaceTempView(\"Titanic\") (175); df = spark.read...csv(path) (42)",
    notes="SQL in a Scala string over a temp view: WHERE is the Filter, the select list and show's string casts the "
          "Project (at 179, not derived: it holds the query's select), CollectLimit (6) derived; the scan at the read "
          "with the view line as a second span. The DataFrame filters at 138-166 compute the same rows (look-alikes). ",
    nodes=[N(1, "Scan csv", [[42, 42], [175, 175]], False, "read"),
           N(2, "Filter", [[179, 179]], False, "filter"),
           N(3, "Project", [[179, 179]], False, "project"),
           N(4, "CollectLimit", [[179, 179]], True, "limit")])

L["dbs_tit_filled_mean_head"] = dict(
    file=TIT,
    dataframe="df2.agg(mean(\"Age\")).head()(0) (Titanic_TP_Corr.scala 279); val df2 = df.na.fill(value=df.agg(mean("
              "\"Age\")).head()(0).asInstanceOf[Double], Array(\"Age\")) (258); df = spark.read...csv(path) (42)",
    notes="df2 is the na.fill of line 258 (in a later cell than the read of df2 at 46, which it shadows): its Project "
          "(coalesce(nanvl(Age), <mean>)) at 258; the global mean the HashAggregate pair at 279 (head() adds no "
          "limit over one row). df.agg(mean(\"Age\")).head()(0) at 275 is its look-alike over df. ",
    nodes=[N(1, "Scan csv", TSCAN, False, "read"),
           N(2, "Project", [[258, 258]], False, "project"),
           *agg_pair((3, 4, 6), [[279, 279]])])

L["dbs_tit_filter_select_show"] = dict(
    file=TIT,
    dataframe="df.filter((df(\"Sex\") === \"female\") && (df(\"Age\") > 20)).select(df(\"Sex\"), df(\"Age\")).show(5, "
              "truncate=false) (Titanic_TP_Corr.scala 138); df = spark.read...csv(path) (42)",
    notes="All on line 138: the Filter (with its inferred isnotnull), the select merged with show's string casts "
          "(Project, not derived), CollectLimit (6) derived. The where/equalTo/col variants at 142-166 are look-alikes "
          "(142, 146 and 150 run the same plan). ",
    nodes=[N(1, "Scan csv", TSCAN, False, "read"),
           N(2, "Filter", [[138, 138]], False, "filter"),
           N(3, "Project", [[138, 138]], False, "project"),
           N(4, "CollectLimit", [[138, 138]], True, "limit")])

L["dbs_tit_male_survived_count"] = dict(
    file=TIT,
    dataframe="the first count() of line 298: df.filter((df(\"Sex\") === \"male\") && (df(\"Survived\") === 1)).count()"
              ".asInstanceOf[Double] / df.filter(df(\"Sex\") === \"male\").count().asInstanceOf[Double] "
              "(Titanic_TP_Corr.scala 298); df = spark.read...csv(path) (42)",
    notes="The left-hand count of the division (run first). The Filter, the pruning Project (derived) and the count's "
          "HashAggregate pair, all on line 298; the right-hand count on the same line runs a different filter. ",
    nodes=[N(1, "Scan csv", TSCAN, False, "read"),
           N(2, "Filter", [[298, 298]], False, "filter"),
           N(3, "Project", [[298, 298]], True, "project"),
           *agg_pair((4, 5, 7), [[298, 298]])])

L["dbs_tit_describe_show"] = dict(
    file=TIT,
    dataframe="df.describe().show() (Titanic_TP_Corr.scala 87); df = spark.read...csv(path) (42)",
    notes="describe() runs as a SortAggregate pair (count/mean/stddev/min/max of every column), a Generate exploding "
          "the summary rows and a Project picking each column's value (merged with show's string casts): all at "
          "line 87 (Generate derived, Project derived and ambiguous); CollectLimit derived. The describe().show() of "
          "line 58 (in the first cells) runs the same plan: a look-alike. ",
    nodes=[N(1, "Scan csv", TSCAN, False, "read"),
           *agg_pair((2, 3, 5), [[87, 87]], op="SortAggregate"),
           N(6, "Generate", [[87, 87]], True, "aggregate"),
           N(7, "Project", [[87, 87]], True, "project", amb=True),
           N(8, "CollectLimit", [[87, 87]], True, "limit")])

# ---- DataFrame/Support/DataFrames_Support.scala -----------------------------------------------------------------
# data 1310-1321, df = spark.createDataFrame(data).toDF(columns:_*) 1323; distinctDF = df.distinct() 1336 +
# count 1337; df.dropDuplicates("department","salary") 1358, show 1361 (two look-alikes 1363-1369); simpleData
# 1378-1388, df 1390, sorts 1403-1450, view EMP + SQL ORDER BY 1459-1460; simpleData 1479-1489, df 1492, groupBy
# aggregates 1498-1565; emp 1603-1610, empDF 1614, dept 1618-1623, deptDF 1626, joins 1638-1714 (inner, outer, full,
# fullouter, left, leftouter, right, rightouter), views EMP 1725 and DEPT 1726 and SQL joins 1728-1736.
EMP = [[1614, 1614], [1603, 1610]]
DEPT = [[1626, 1626], [1618, 1623]]
DF1323 = [[1323, 1323], [1310, 1321]]
SUP_NOTE = ("The notebook's DataFrames are createDataFrame(List of tuples).toDF(...) (LocalTableScan at that line, the "
            "List as a second span). Cells that use Databricks' display/dbutils or do not compile on Scala 2.13 ran as "
            "empty lines; none of them is on this case's path. ")

L["dbs_sup_sql_join_show"] = dict(
    file=SUP,
    dataframe="spark.sql(\"select * from EMP e, DEPT d where e.emp_dept_id = d.dept_id\").show(truncate=false) "
              "(DataFrames_Support.scala 1728-1730); views EMP (1725) of empDF (1614) and DEPT (1726) of deptDF (1626)",
    notes="SQL in a Scala string: the comma join with its WHERE is the BroadcastHashJoin (Inner, build right) at the "
          "query's line 1729, the BroadcastExchange derived there; select * with show's string casts is the Project "
          "(derived, ambiguous: show or the select list), CollectLimit derived at 1730. The scans at the "
          "createDataFrame lines with the data and the view lines. The INNER JOIN ... ON twin at 1734-1736 runs the "
          "same plan; the DataFrame joins at 1638-1714 and Query_TP_Corr.scala's are look-alikes. " + SUP_NOTE,
    nodes=[N(1, "LocalTableScan", [*EMP, [1725, 1725]], False, "read"),
           N(2, "LocalTableScan", [*DEPT, [1726, 1726]], False, "read"),
           N(3, "BroadcastExchange", [[1729, 1729]], True, "join"),
           N(5, "BroadcastHashJoin", [[1729, 1729]], False, "join"),
           N(6, "Project", [[1730, 1730], [1729, 1729]], True, "project", amb=True),
           N(7, "CollectLimit", [[1730, 1730]], True, "limit")])

L["dbs_sup_agg_where_show"] = dict(
    file=SUP,
    dataframe="df.groupBy(\"department\").agg(sum(\"salary\").as(\"sum_salary\"), avg(...), sum(\"bonus\")..., "
              "max(\"bonus\")...).where(col(\"sum_bonus\") >= 50000).show(truncate=false) (DataFrames_Support.scala "
              "1559-1565); df = spark.createDataFrame(simpleData).toDF(schema:_*) (1492), simpleData 1479-1489",
    notes="The aggregate pair at groupBy/agg (1559-1563), the where on the aggregate's output the Filter (1564), "
          "show's toprettystring Project derived at 1565 (the limit is not in the final plan). The same agg without "
          "where at 1542-1548 is a look-alike. " + SUP_NOTE,
    nodes=[N(1, "LocalTableScan", [[1492, 1492], [1479, 1489]], False, "read"),
           *agg_pair((2, 3, 6), [[1559, 1563]]),
           N(7, "Filter", [[1564, 1564]], False, "filter"),
           N(8, "Project", [[1565, 1565]], True, "project")])

L["dbs_sup_drop_duplicates_show"] = dict(
    file=SUP,
    dataframe="dropDisDF.show(truncate=false) (DataFrames_Support.scala 1361); val dropDisDF = df.dropDuplicates("
              "\"department\",\"salary\") (1358); df = spark.createDataFrame(data).toDF(columns:_*) (1323), data 1310-1321",
    notes="dropDuplicates on two columns runs as a SortAggregate pair of first() (kind distinct; the partial one, its "
          "Sort, the Exchange and the final Sort derived) at 1358; show's string casts fold into it and the limit is "
          "not in the final plan. dropDisDF2/dropDisDF3 (1363-1369, the same plan; 1369 shows dropDisDF2 again) are "
          "look-alikes. " + SUP_NOTE,
    nodes=[N(1, "LocalTableScan", DF1323, False, "read"),
           N(2, "Sort", [[1358, 1358]], True, "distinct"),
           N(3, "SortAggregate", [[1358, 1358]], True, "distinct"),
           N(4, "Exchange", [[1358, 1358]], True, "distinct"),
           N(7, "Sort", [[1358, 1358]], True, "distinct"),
           N(8, "SortAggregate", [[1358, 1358]], False, "distinct")])

L["dbs_sup_sort_desc_show"] = dict(
    file=SUP,
    dataframe="df.sort(col(\"department\").asc, col(\"state\").desc).show(truncate=false) (DataFrames_Support.scala "
              "1450); df = spark.createDataFrame(data = simpleData).toDF(columns:_*) (1390), simpleData 1378-1388",
    notes="The sort is the range Exchange (derived) and the Sort, show's toprettystring Project derived, all on line "
          "1450 (the limit is not in the final plan). The df(...) twin at 1448 and the other sorts (1403-1436, 1460) "
          "are look-alikes. " + SUP_NOTE,
    nodes=[N(1, "LocalTableScan", [[1390, 1390], [1378, 1388]], False, "read"),
           N(2, "Exchange", [[1450, 1450]], True, "sort"),
           N(5, "Sort", [[1450, 1450]], False, "sort"),
           N(6, "Project", [[1450, 1450]], True, "project")])

L["dbs_sup_left_join_show"] = dict(
    file=SUP,
    dataframe="empDF.join(deptDF, empDF(\"emp_dept_id\") === deptDF(\"dept_id\"), \"left\").show(truncate=false) "
              "(DataFrames_Support.scala 1681-1685); empDF (1614) and deptDF (1626) from Lists of tuples",
    notes="BroadcastHashJoin LeftOuter (build right) at the join call (1681-1684, condition 1683), the BroadcastExchange "
          "derived there; show's toprettystring Project and CollectLimit derived at 1685. The \"leftouter\" cell "
          "(1689-1693) runs the same plan; Query_TP_Corr.scala 78-82 is a look-alike. " + SUP_NOTE,
    nodes=[N(1, "LocalTableScan", EMP, False, "read"),
           N(2, "LocalTableScan", DEPT, False, "read"),
           N(3, "BroadcastExchange", [[1681, 1684]], True, "join"),
           N(5, "BroadcastHashJoin", [[1681, 1684], [1683, 1683]], False, "join"),
           *show_tail(6, 7, 1685)])

L["dbs_sup_distinct_count"] = dict(
    file=SUP,
    dataframe="distinctDF.count() inside println(\"Distinct count: \" + distinctDF.count()) (DataFrames_Support.scala "
              "1337); val distinctDF = df.distinct() (1336); df = spark.createDataFrame(data).toDF(columns:_*) (1323)",
    notes="distinct() is the keys-only HashAggregate pair (kind distinct) at 1336, count() the global count pair at "
          "1337. df.dropDuplicates().count() at 1347-1348 runs the same plan: a look-alike. " + SUP_NOTE,
    nodes=[N(1, "LocalTableScan", DF1323, False, "read"),
           *agg_pair((2, 3, 6), [[1336, 1336]], kind="distinct"),
           *agg_pair((7, 8, 10), [[1337, 1337]])])

L["dbs_sup_outer_join_show"] = dict(
    file=SUP,
    dataframe="empDF.join(deptDF, empDF(\"emp_dept_id\") === deptDF(\"dept_id\"), \"outer\").show(truncate=false) "
              "(DataFrames_Support.scala 1652-1656); empDF (1614) and deptDF (1626) from Lists of tuples",
    notes="SortMergeJoin FullOuter at the join call (1652-1655, condition 1654), both sides' Exchange and Sort "
          "derived there; show's toprettystring Project and CollectLimit derived at 1656. The \"full\" and "
          "\"fullouter\" cells (1660-1672) run the same plan; Query_TP_Corr.scala 110-130 are look-alikes. " + SUP_NOTE,
    nodes=smj(EMP, DEPT, [1652, 1655], 1656))


def main() -> int:
    cases = []
    for case, part, key, action, line, occurrence in CASES:
        label = L[case]
        folder = BENCH / part / case
        symbol = label["file"].removesuffix(".scala").replace("/", ".") + ".<module>"
        rows = [{"node_id": nid, "operator": op, "file": label["file"], "lines": spans, "symbol": symbol,
                 "derived": derived, "kind": kind, "ambiguous": amb}
                for nid, op, spans, derived, kind, amb in sorted(label["nodes"])]
        record = {
            "repo": "../../repos/rom1detroyes__spark-notebooks",
            "commit": COMMIT,
            "index_root": "",
            "script": label["file"],
            "dataframe": label["dataframe"] + f" (recorded action: {action} at {Path(label['file']).name}:{line})",
            "notes": label["notes"] + SESSION + RUN,
            "form": "databricks",
            "source": SOURCE,
        }
        cases.append((part, folder, rows, record, f"{PROGRAMS[key]} {line}"))
    return write_cases(cases)


if __name__ == "__main__":
    sys.exit(main())
