"""Write each etl3_* case's case.json and gold.jsonl from the labels below, hand-written from the projects' code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/etl3-projects/labels.py

A label: N(node id, operator, spans, function, derived, kind, ...): spans are the file's own line numbers; the symbol
is the file's path from the repository root (Scala: its package and object), dotted, then the enclosing function
(`main.transform`, `etl.extract_notebook.<module>`, `sparkhelloworld.SparkProcessTitanic.main`,
`util.SparkS3Utility.upload_df_2_s3`). Scala's local defs inside `main` are labelled with `main`. `file=` where the
node's code is in another file than the case's `file`; `amb=True` for an ambiguous label; `alt=` other places that
are equally right, as (file, spans, function).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, EXTRA_CONF, PROGRAMS, ALL, LAL, YEN  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import call_rows, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMITS = {LAL: "2c68046cb0795396bfb3387dfd3fdfc561582877", YEN: "b55c26420a6fb3d3bc3bbe520f0d5116c8061c09",
           ALL: "75bf11cdfbc8253e6e1914260647fb3a8ba61771"}
SOURCES = {LAL: "lalelisealstad/store-sales-pyspark-etl", YEN: "yennanliu/spark-etl-pipeline",
           ALL: "allmamun556/pyspark-etl-toy"}
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 (yennanliu's setMaster(\"local[*]\") "
           "is one thread). ")
RUN = ("Run: bench/real/capture/etl3-projects/capture.py: the program ran unchanged with spark-submit from the project's "
       "root (a scratch copy of the laid-out repository); the plan is the one the action ran, written by a "
       "query-execution listener after it ran (final adaptive plan); event_log.json from the same run.")
SCALA_RUN = ("Scala: the project's sources compiled unchanged with Scala 2.13 against the PySpark 4.3 jars and run "
             "with spark-submit --class; the plan taken by its position in the run, the event log's call site naming "
             "the action's line. ")
S3A = ("The fixed s3a://suntory-data/... paths were served from local files by our stand-in file system "
       "(spark.hadoop.fs.s3a.impl), the code unchanged. ")
BQ = ("format('bigquery') was served by our stand-in data source (a relation reading a local csv of the table, "
      "node `Scan BigQueryTable(...)`); main.py's spark.jars gs:// connector jar by a gs:// stand-in file system. ")
SQL_FORM = {"etl3_all_agg_show", "etl3_all_agg_write", "etl3_all_transformed_write", "etl3_all_filter_show",
            "etl3_yen_titanic_sex_count_show", "etl3_yen_titanic_cast_filter_show", "etl3_yen_titanic_agg_show",
            "etl3_yen_titanic_sql_limit_show", "etl3_yen_aggre_write", "etl3_yen_filter_write"}


class N(tuple):
    def __new__(cls, nid, op, spans, fn, derived, kind, file=None, amb=False, true=None, alt=None):
        return tuple.__new__(cls, (nid, op, spans, fn, derived, kind, file, amb, true, alt))


L: dict[str, dict] = {}


def agg_pair(ids, spans, fn, kind="aggregate", file=None):
    """Partial HashAggregate, Exchange (derived) and the final HashAggregate of one groupBy/agg."""
    a, x, b = ids
    return [N(a, "HashAggregate", spans, fn, True, kind, file=file),
            N(x, "Exchange", spans, fn, True, kind, file=file),
            N(b, "HashAggregate", spans, fn, False, kind, file=file)]


def show_tail(project_id, limit_id, line, fn, file=None):
    """A show(): its toprettystring Project and CollectLimit, both derived at the show's line."""
    return [N(project_id, "Project", [[line, line]], fn, True, "project", file=file),
            N(limit_id, "CollectLimit", [[line, line]], fn, True, "limit", file=file)]


# ---- lalelisealstad/store-sales-pyspark-etl -----------------------------------------------------------------------
# main.py: main() reads the table with format('bigquery') (76-81), calls transform(df) at 87 and again at 89 (the one
# shown at 93). transform (8-54): select of nine columns 10-18, a loop of casts over a dict 32-33, abs 37-38,
# cost_dollars 40, revenue_dollars 41, item_description concat 43, groupBy 45-46 + agg 47-51, orderBy 52.
# etl/extract_notebook.py: the same steps at module level in `# %%` cells: csv read 48, show(10) 51, select 54-62, casts
# 78-79, abs 85-86, cost 88, revenue 89, concat 91, show 94, groupBy/agg 97-103, orderBy 104, show 106.
# etl/transform.py holds a third copy of transform (nobody imports it).
NB = "etl/extract_notebook.py"
M = "<module>"

L["etl3_lal_main_show"] = dict(
    file="main.py",
    dataframe="df_transformed.show() (main.py 93) in main(); df_transformed = transform(df) (89, the second of two "
              "identical calls, 87 and 89), df = spark.read.format('bigquery')...load() (76-81); transform is main.py's "
              "own (8-54), look-alike of etl/transform.py and etl/extract_notebook.py",
    notes="The casts of the dict loop (32-33) and the abs() withColumns (37-38) fold into the select's Project; "
          "cost_dollars (40) is its own Project; revenue_dollars (41) and the item_description concat (43) share the "
          "last one. orderBy + show() run as TakeOrderedAndProject (limit 21), labelled at the orderBy. " + BQ,
    nodes=[N(1, "Scan BigQueryTable(bigquery-public-data.iowa_liquor_sales.sales)", [[76, 81]], "main", False, "read"),
           N(2, "Project", [[10, 18], [32, 33], [37, 38]], "transform", False, "project"),
           N(3, "Project", [[40, 40]], "transform", False, "project"),
           N(4, "Project", [[43, 43], [41, 41]], "transform", False, "project"),
           *agg_pair((5, 6, 9), [[45, 51]], "transform"),
           N(10, "TakeOrderedAndProject", [[52, 52]], "transform", False, "sort")])

L["etl3_lal_notebook_read_show"] = dict(
    file=NB,
    dataframe="df.show(10) (etl/extract_notebook.py 51), df = spark.read.option('header', 'true').csv(file_path) (48), "
              "file_path (45); a notebook-style script of `# %%` cells run top to bottom",
    notes="The show's toprettystring Project and CollectLimit (11) are derived at the show. ",
    nodes=[N(1, "Scan csv", [[48, 48]], M, False, "read"), *show_tail(2, 3, 51, M)])

L["etl3_lal_notebook_columns_show"] = dict(
    file=NB,
    dataframe="df_filtered.show() (etl/extract_notebook.py 94); df_filtered = select (54-62), a loop of casts (78-79), "
              "abs (85-86), cost_dollars (88), revenue_dollars (89), concat (91) over df = spark.read...csv (48)",
    notes="The select, casts and abs() fold into one Project; cost_dollars its own; revenue_dollars and the concat "
          "share the last Project with the show's toprettystring (labelled at the code's lines). ",
    nodes=[N(1, "Scan csv", [[48, 48]], M, False, "read"),
           N(2, "Project", [[54, 62], [78, 79], [85, 86]], M, False, "project"),
           N(3, "Project", [[88, 88]], M, False, "project"),
           N(4, "Project", [[91, 91], [89, 89]], M, False, "project"),
           N(5, "CollectLimit", [[94, 94]], M, True, "limit")])

L["etl3_lal_notebook_grouped_show"] = dict(
    file=NB,
    dataframe="df_grouped.show() (etl/extract_notebook.py 106); df_grouped = df_filtered.groupBy(...).agg(...) "
              "(97-103).orderBy(...) (104); df_filtered as in the cells before (54-91), df the csv read (48)",
    notes="The same transform as main.py's transform() and etl/transform.py, here at module level: labelled in this "
          "file. orderBy + show() run as TakeOrderedAndProject (limit 21), labelled at the orderBy. ",
    nodes=[N(1, "Scan csv", [[48, 48]], M, False, "read"),
           N(2, "Project", [[54, 62], [78, 79], [85, 86]], M, False, "project"),
           N(3, "Project", [[88, 88]], M, False, "project"),
           N(4, "Project", [[91, 91], [89, 89]], M, False, "project"),
           *agg_pair((5, 6, 9), [[97, 103]], M),
           N(10, "TakeOrderedAndProject", [[104, 104]], M, False, "sort")])

# ---- allmamun556/pyspark-etl-toy --------------------------------------------------------------------------------
# spark.py (module level): pandas writes two csv files (25-29), spark.read...csv("sales_part*.csv") (31), show (33),
# temp view "sales" (35); query (38-49: SELECT list 39-45, FROM 46, WHERE 47-48) run at 51, shown at 52; agg_query
# (53-61: SELECT 54-56, FROM 57, WHERE 58-59, GROUP BY 60) run at 63, shown at 64; csv writes 66 and 69.
SP = "spark.py"
SQL_NOTE = ("SQL in a Python string over the temp view 'sales' (35): nodes at its clauses; the WHERE is also pushed "
            "into the scan (PushedFilters). ")

L["etl3_all_read_show"] = dict(
    file=SP,
    dataframe="df.show() (spark.py 33), df = spark.read.option('header', True).option('inferSchema', True)"
              ".csv('sales_part*.csv') (31), the two files spark.py wrote with pandas (25-29)",
    notes="The show's toprettystring Project and CollectLimit (21) are derived at the show. ",
    nodes=[N(1, "Scan csv", [[31, 31]], M, False, "read"), *show_tail(2, 3, 33, M)])

L["etl3_all_filter_show"] = dict(
    file=SP,
    dataframe="df_transformed.show() (spark.py 52), df_transformed = spark.sql(query) (51), query the SELECT ... WHERE "
              "string (38-49) over the view 'sales' of the csv read (31, 35)",
    notes=SQL_NOTE + "The SELECT list (with revenue) and the show's toprettystring are one Project: the SELECT. ",
    nodes=[N(1, "Scan csv", [[31, 31]], M, False, "read"),
           N(2, "Filter", [[47, 48]], M, False, "filter"),
           N(3, "Project", [[39, 45]], M, False, "project"),
           N(4, "CollectLimit", [[52, 52]], M, True, "limit")])


def all_agg(write: bool):
    nodes = [N(1, "Scan csv", [[31, 31]], M, False, "read"),
             N(2, "Filter", [[58, 59]], M, False, "filter"),
             N(3, "Project", [[54, 56], [60, 60]], M, True, "project", amb=True),
             *agg_pair((4, 5, 8), [[54, 56], [60, 60]], M)]
    if write:
        nodes += [N(9, "WriteFiles", [[69, 69]], M, False, "write"),
                  N(10, "Execute InsertIntoHadoopFsRelationCommand", [[69, 69]], M, False, "write")]
    return nodes


L["etl3_all_agg_show"] = dict(
    file=SP,
    dataframe="df_agg.show() (spark.py 64), df_agg = spark.sql(agg_query) (63), agg_query the SELECT category, "
              "SUM(quantity * price) ... GROUP BY category string (53-61) over the view 'sales' (31, 35)",
    notes=SQL_NOTE + "The Project keeping the aggregate's columns is the optimizer's pruning (derived, ambiguous). "
          "The show's CollectLimit is only in the initial plan. ",
    nodes=all_agg(False))

L["etl3_all_transformed_write"] = dict(
    file=SP,
    dataframe="df_transformed.write.mode('overwrite').csv('upgraded_transformed_sales.csv', header=True) (spark.py 66), "
              "df_transformed = spark.sql(query) (51, query 38-49)",
    notes=SQL_NOTE,
    nodes=[N(1, "Scan csv", [[31, 31]], M, False, "read"),
           N(2, "Filter", [[47, 48]], M, False, "filter"),
           N(3, "Project", [[39, 45]], M, False, "project"),
           N(4, "WriteFiles", [[66, 66]], M, False, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", [[66, 66]], M, False, "write")])

L["etl3_all_agg_write"] = dict(
    file=SP,
    dataframe="df_agg.write.mode('overwrite').csv('upgraded_aggregated_sales.csv', header=True) (spark.py 69), "
              "df_agg = spark.sql(agg_query) (63, agg_query 53-61)",
    notes=SQL_NOTE + "The Project keeping the aggregate's columns is the optimizer's pruning (derived, ambiguous). ",
    nodes=all_agg(True))

# ---- yennanliu/spark-etl-pipeline -------------------------------------------------------------------------------
# sparkhelloworld/SparkProcessTitanic.scala main(): schema 44-56, read 59-64 of data/titanic_train.csv, temp view 79;
# SQL limit 10 at 80 shown at 81; SQL GROUP BY shown at 82; SQL casts + WHERE (85-93) shown at 95; groupBy/agg over
# it (96-98) shown at 99; avg(Age) collect (102-104); avg(Fare) collect (110-112); na.fill 121; coalesce(1) + csv
# write to s3a (150-153).
TI = "src/main/scala/sparkhelloworld/SparkProcessTitanic.scala"
TE = "src/main/scala/sparkhelloworld/SparkTitanicETL.scala"
AG = "src/main/scala/CiProject/aggre_vm_trans.scala"
UT = "src/main/scala/util/SparkS3Utility.scala"
GF = "src/main/scala/CiProject/get_feature_vm_trans.scala"
FI = "src/main/scala/CiProject/filter_vm_trans.scala"
MAIN = "main"


def titanic_read():
    return N(1, "Scan csv", [[59, 64]], MAIN, False, "read")


L["etl3_yen_titanic_sql_limit_show"] = dict(
    file=TI,
    dataframe="sample_df.show() (SparkProcessTitanic.scala 81), sample_df = spark.sql(\"SELECT * FROM titanic limit "
              "10\") (80) over the view of the csv read (59-64, 79)",
    notes="The SQL's limit 10 and the show's 20 make one CollectLimit (10): labelled at the SQL. The show's "
          "toprettystring Project is derived at the show. ",
    nodes=[titanic_read(), N(2, "Project", [[81, 81]], MAIN, True, "project"),
           N(3, "CollectLimit", [[80, 80]], MAIN, False, "limit")])

L["etl3_yen_titanic_sex_count_show"] = dict(
    file=TI,
    dataframe="spark.sql(\"SELECT Sex, COUNT(*) FROM titanic GROUP BY 1\").show() (SparkProcessTitanic.scala 82) over "
              "the view of the csv read (59-64, 79)",
    notes="SQL in a Scala string: the aggregate pair at its line. The show's CollectLimit is only in the initial "
          "plan. ",
    nodes=[titanic_read(), *agg_pair((2, 3, 6), [[82, 82]], MAIN)])

L["etl3_yen_titanic_cast_filter_show"] = dict(
    file=TI,
    dataframe="df_passenger_pclass_age_fare.show() (SparkProcessTitanic.scala 95), df_passenger_pclass_age_fare = "
              "spark.sql(\"\"\"SELECT PassengerId, CAST(...) ... WHERE ... IS NOT NULL\"\"\") (85-93)",
    notes="SQL in a Scala string: the Filter at its WHERE (91-93, also pushed into the scan), the Project (the casts "
          "with the show's toprettystring) at its SELECT list (86-89). ",
    nodes=[titanic_read(), N(2, "Filter", [[91, 93]], MAIN, False, "filter"),
           N(3, "Project", [[86, 89]], MAIN, False, "project"),
           N(4, "CollectLimit", [[95, 95]], MAIN, True, "limit")])

L["etl3_yen_titanic_agg_show"] = dict(
    file=TI,
    dataframe="df_passenger_pclass_age_fare_agg.show() (SparkProcessTitanic.scala 99), the groupBy('PassengerId')"
              ".agg(sum, count) (96-98) of the SQL DataFrame (85-93)",
    notes="The Project keeping PassengerId and Age is the SQL SELECT list (86-89) pruned for the aggregate (derived, "
          "ambiguous: the SELECT and the agg). ",
    nodes=[titanic_read(), N(2, "Filter", [[91, 93]], MAIN, False, "filter"),
           N(3, "Project", [[86, 89], [96, 98]], MAIN, True, "project", amb=True),
           *agg_pair((4, 5, 8), [[96, 98]], MAIN),
           N(9, "CollectLimit", [[99, 99]], MAIN, True, "limit")])

L["etl3_yen_titanic_avg_age_collect"] = dict(
    file=TI,
    dataframe="df.select(\"Age\").agg(avg(\"Age\")).collect() (SparkProcessTitanic.scala 102-104), matched on "
              "Array(Row(avg: Double)); df the csv read (59-64)",
    notes="A global aggregate (no keys); the select of Age is pruned into the scan. The average-fare collect at "
          "110-112 is its look-alike. ",
    nodes=[titanic_read(), *agg_pair((2, 3, 5), [[102, 103]], MAIN)])

L["etl3_yen_titanic_avg_fare_collect"] = dict(
    file=TI,
    dataframe="df.select(\"Fare\").agg(avg(\"Fare\")).collect() (SparkProcessTitanic.scala 110-112); df the csv read "
              "(59-64)",
    notes="A global aggregate (no keys); the look-alike of the average-age collect at 102-104. ",
    nodes=[titanic_read(), *agg_pair((2, 3, 5), [[110, 111]], MAIN)])

L["etl3_yen_titanic_filled_write"] = dict(
    file=TI,
    dataframe="filledDF.coalesce(1).write.format(\"com.databricks.spark.csv\").option(\"header\", \"true\")"
              ".save(s3_file_name) (SparkProcessTitanic.scala 150-153), filledDF = df.na.fill(Map(Fare, Age)) (121)",
    notes="na.fill is a Project of coalesce(nanvl(...)) with the two averages collected before as literals. The "
          "Embarked UDF (122) is on filledDF2, which is not written. " + S3A,
    nodes=[titanic_read(), N(2, "Project", [[121, 121]], MAIN, False, "project"),
           N(3, "Coalesce", [[150, 150]], MAIN, False, "repartition"),
           N(4, "WriteFiles", [[150, 153]], MAIN, False, "write"),
           N(5, "Execute InsertIntoHadoopFsRelationCommand", [[150, 153]], MAIN, False, "write")])

L["etl3_yen_titanic_etl_write"] = dict(
    file=TE,
    dataframe="etl.process() (SparkTitanicETL.scala 105): EtlDefinition(sourceDF = df_repartition, transform = "
              "modify_df(), write = S3Writer()) (100-103), process() = write(sourceDF.transform(transform)) (69); "
              "S3Writer writes parquet to s3a (56-60, 59); modify_df (51-54) applies modify_pclass (44) and "
              "modify_ticket (48); df_repartition = df.repartition(100) (96) of the csv read (89-94)",
    notes="Local defs of main (the transforms and the writer) are labelled with main. The two withColumn(lit) make "
          "one Project. repartition(100) is its RoundRobinPartitioning Exchange. " + S3A,
    nodes=[N(1, "Scan csv", [[89, 94]], MAIN, False, "read"),
           N(2, "Exchange", [[96, 96]], MAIN, False, "repartition"),
           N(4, "Project", [[44, 44], [48, 48]], MAIN, False, "project"),
           N(5, "WriteFiles", [[59, 59]], MAIN, False, "write"),
           N(6, "Execute InsertIntoHadoopFsRelationCommand", [[59, 59]], MAIN, False, "write")])

L["etl3_yen_aggre_write"] = dict(
    file=UT,
    dataframe="SparkS3Utility.upload_df_2_s3(s3_file_name, df_) (aggre_vm_trans.scala 64): df.coalesce(1).write"
              ".format(\"com.databricks.spark.csv\")...save(s3_file_name) (util/SparkS3Utility.scala 33-37); df_ = "
              "spark.sql(query) (aggre_vm_trans.scala 60), query the SELECT sales_date, sum(...) GROUP BY 1 ORDER BY 1 "
              "LIMIT 10 string (52-59); df = SparkS3Utility.load_s3_file_2_df(s3_file_path) (45; SparkS3Utility 25-30)",
    notes="The read and the write are in the shared util object, labelled there (the job's calls as alt of the "
          "scan). SQL in a Scala string: the aggregate pair at its SELECT and GROUP BY, the TakeOrderedAndProject at "
          "ORDER BY + LIMIT. " + S3A,
    nodes=[N(1, "Scan csv", [[26, 30]], "load_s3_file_2_df", False, "read", alt=[(AG, [[45, 45]], MAIN)]),
           *agg_pair((2, 3, 6), [[52, 55], [57, 57]], MAIN, file=AG),
           N(7, "TakeOrderedAndProject", [[58, 59]], MAIN, False, "sort", file=AG),
           N(8, "Coalesce", [[33, 33]], "upload_df_2_s3", False, "repartition"),
           N(9, "WriteFiles", [[33, 37]], "upload_df_2_s3", False, "write"),
           N(10, "Execute InsertIntoHadoopFsRelationCommand", [[33, 37]], "upload_df_2_s3", False, "write")])

L["etl3_yen_feature_write"] = dict(
    file=GF,
    dataframe="upload_df_2_s3(s3_file_name, df_feature) (get_feature_vm_trans.scala 80): a local def (51-56), the "
              "look-alike of util/SparkS3Utility's; df_feature = df_.withColumn(..., expr(myExpression)) (74-75), df_ = "
              "spark.sql(query) (72), query SELECT five columns FROM TRANSACTION LIMIT 100 (63-71); df = "
              "load_s3_file_2_df(s3_file_path) (58; local def 44-49)",
    notes="Local defs of main are labelled with main (their twins in util/SparkS3Utility.scala did not run here). The "
          "SQL's SELECT list and the withColumn make one Project; LIMIT 100 runs as LocalLimit + a single-partition "
          "Exchange (derived). Session: spark.sql.ansi.enabled=false (the string addition). " + S3A,
    nodes=[N(1, "Scan csv", [[45, 49]], MAIN, False, "read", alt=[(GF, [[58, 58]], MAIN)]),
           N(2, "Project", [[75, 75], [63, 68]], MAIN, False, "project"),
           N(3, "LocalLimit", [[70, 70]], MAIN, False, "limit"),
           N(4, "Exchange", [[70, 70]], MAIN, True, "limit"),
           N(6, "Coalesce", [[52, 52]], MAIN, False, "repartition"),
           N(7, "WriteFiles", [[52, 56]], MAIN, False, "write"),
           N(8, "Execute InsertIntoHadoopFsRelationCommand", [[52, 56]], MAIN, False, "write")])

L["etl3_yen_filter_write"] = dict(
    file=FI,
    dataframe="df_.coalesce(1).write.format(\"com.databricks.spark.csv\").option(\"header\", \"true\")"
              ".save(s3_file_name) (filter_vm_trans.scala 117-121), df_ = spark.sql(\"SELECT * FROM transaction limit "
              "10\") (111) over the view (110) of the csv read with the declared schema (103-107)",
    notes="LIMIT 10 runs as LocalLimit + a single-partition Exchange (derived). The input's name ends in .csv.zip "
          "(read as plain csv, as Spark reads an unknown extension). " + S3A,
    nodes=[N(1, "Scan csv", [[103, 107]], MAIN, False, "read"),
           N(2, "LocalLimit", [[111, 111]], MAIN, False, "limit"),
           N(3, "Exchange", [[111, 111]], MAIN, True, "limit"),
           N(5, "Coalesce", [[117, 117]], MAIN, False, "repartition"),
           N(6, "WriteFiles", [[117, 121]], MAIN, False, "write"),
           N(7, "Execute InsertIntoHadoopFsRelationCommand", [[117, 121]], MAIN, False, "write")])


def symbol(file: str, fn: str | None) -> str:
    if file.endswith(".scala"):
        stem = file[len("src/main/scala/"):-len(".scala")]
        return stem.replace("/", ".") + "." + (fn or MAIN)
    return file[:-3].replace("/", ".") + "." + (fn or M)


def main() -> int:
    def cases():
        for case_id, part, program, file, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            slug, args = PROGRAMS[program]
            spec = L[case_id]
            if slug == YEN:
                cls = args[args.index("--class") + 1]
                script = "src/main/scala/" + cls.replace(".", "/") + ".scala"
                form, extra = "scala", SCALA_RUN
            else:
                script = args[0]
                form, extra = ("sql-string" if case_id in SQL_FORM else "pyspark"), ""
            if slug == YEN and case_id in SQL_FORM:
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
