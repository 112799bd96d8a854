"""Write each etl2_* case's case.json and gold.jsonl from the labels below, hand-written from the projects' code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/etl2-projects/labels.py

A label: N(node id, operator, spans, function, derived, kind, ...): spans are the file's own line numbers; the symbol
is the file's path from the repository root, dotted, then the enclosing function (`transform.transform.clean_orders`,
`etl_script.03_gold.load_customer_table`, `tests.test_transformations.sample_df`). `file=` where the node's code is
in another file than the case's `file`; `amb=True` for an ambiguous label; `alt=` other places in other files that are
equally right, as (file, spans, function).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import CASES, PROGRAMS, RAV, SAN  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import call_rows, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMITS = {SAN: "0028d0450df5180aef492d4aab19ceac82e863ed", RAV: "e7080ced6fdb6634b6825e983fab9397fcd589be"}
SOURCES = {SAN: "san-7771/pyspark-etl-pipeline", RAV: "ravisku/sales-pyspark-etl"}
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 (san-7771's get_spark_session asks for "
           "local[*], one thread here; its test fixture asks for local[2]). ")
RUN = ("Run: bench/real/capture/etl2-projects/capture.py: the program ran unchanged with spark-submit from the project's "
       "root (a scratch copy of the laid-out repository), the way its README runs it; the plan is the one the action "
       "ran, written by a query-execution listener after it ran (final adaptive plan), the action's line recorded by "
       "hooks/sitecustomize.py; event_log.json from the same run.")
S3 = ("The Glue script's fixed s3://sales-pyspark-etl/... paths were served from local files by our stand-in file "
      "system (spark.hadoop.fs.s3.impl), the code unchanged; each script read what the one before it wrote. ")
FORMS = {"etl2_rav_gold_customer_write": "sql-string", "etl2_rav_gold_sales_write": "sql-string"}


class N(tuple):
    def __new__(cls, nid, op, spans, fn, derived, kind, file=None, amb=False, true=None, alt=None):
        return tuple.__new__(cls, (nid, op, spans, fn, derived, kind, file, amb, true, alt))


L: dict[str, dict] = {}

# ---- san-7771/pyspark-etl-pipeline -------------------------------------------------------------------------------
# main.py run_pipeline(): raw_df = extract_orders(spark, SOURCE_FILE) (24) reads the csv (extract/extract.py 15-19,
# count 21), save_bronze writes it (34); clean_orders (transform/transform.py 10-36): count 19, dropna 25, isin filter
# 26, trim/upper 27-29, to_date 30, dropDuplicates(["order_id"]) 31, count 33; enrich_orders (39-60): total_revenue
# 51-52, discount 53-56, net_revenue 57-58; save_silver write 65; utils/data_quality.py checks (27 in a loop over four
# columns, 41-42, 58, 76); load/load.py build_gold (COMPLETED count 15; filter 28, groupBy 29 + agg 30-37, orderBy 38,
# count 40) and save_gold (47-50, partitionBy country). The tests (tests/test_transformations.py) build sample_df with
# createDataFrame (48, rows 38-45) and call clean_orders/enrich_orders.
EX, TR, LO, DQ, TS = "extract/extract.py", "transform/transform.py", "load/load.py", "utils/data_quality.py", \
    "tests/test_transformations.py"
MAIN_READ = [("main.py", [[24, 24]], "run_pipeline")]


def san_read(nid=1):
    return N(nid, "Scan csv", [[15, 19]], "extract_orders", False, "read", file=EX, alt=MAIN_READ)


def test_read():
    return N(1, "Scan ExistingRDD", [[48, 48], [38, 45]], "sample_df", False, "read", file=TS)


def clean_filter(alt=None):
    return N(2, "Filter", [[25, 25], [26, 26]], "clean_orders", False, "filter", file=TR, alt=alt)


def dedup(ids=(4, 5, 6, 9, 10)):
    s, p, x, s2, f = ids
    d = [[31, 31]]
    return [N(s, "Sort", d, "clean_orders", True, "distinct", file=TR),
            N(p, "SortAggregate", d, "clean_orders", True, "distinct", file=TR),
            N(x, "Exchange", d, "clean_orders", True, "distinct", file=TR),
            N(s2, "Sort", d, "clean_orders", True, "distinct", file=TR),
            N(f, "SortAggregate", d, "clean_orders", False, "distinct", file=TR)]


def count_at(file, line, fn, ids, empty_project=None):
    out = []
    if empty_project:
        out.append(N(empty_project, "Project", [[line, line]], fn, True, "project", file=file, amb=True))
    a, x, b = ids
    out += [N(a, "HashAggregate", [[line, line]], fn, True, "aggregate", file=file),
            N(x, "Exchange", [[line, line]], fn, True, "aggregate", file=file),
            N(b, "HashAggregate", [[line, line]], fn, False, "aggregate", file=file)]
    return out


L["etl2_san_gold_write"] = dict(
    file=LO,
    dataframe="save_gold(gold_df, GOLD_PATH) (main.py 41): df.write.mode('overwrite').partitionBy('country')"
              ".parquet(gold_path), load/load.py 47-50; gold_df = build_gold(enriched_df) (load.py 27-38), enriched_df = "
              "enrich_orders(clean_orders(raw_df, ...)) (transform/transform.py), raw_df = extract_orders(spark, SOURCE_FILE)",
    notes="A job laid out by stage: main.py calls extract/transform/load modules. dropDuplicates(['order_id']) runs as "
          "two SortAggregates of first() (partial/final) with their sorts and exchange, all at line 31. The discount "
          "column (53-56) is folded into the net_revenue Project (57-58): both spans. The partitioned write's "
          "empty2null Project and Sort by country are derived at the write. ",
    nodes=[san_read(), clean_filter(),
           N(3, "Project", [[27, 29]], "clean_orders", False, "project", file=TR), *dedup(),
           N(11, "Filter", [[28, 28]], "build_gold", False, "filter"),
           N(12, "Project", [[51, 52]], "enrich_orders", False, "project", file=TR),
           N(13, "Project", [[57, 58], [53, 56]], "enrich_orders", False, "project", file=TR),
           N(14, "HashAggregate", [[29, 37]], "build_gold", True, "aggregate"),
           N(15, "Exchange", [[29, 37]], "build_gold", True, "aggregate"),
           N(18, "HashAggregate", [[29, 37]], "build_gold", False, "aggregate"),
           N(19, "Exchange", [[38, 38]], "build_gold", True, "sort"),
           N(22, "Sort", [[38, 38]], "build_gold", False, "sort"),
           N(23, "Project", [[47, 50]], "save_gold", True, "write"),
           N(24, "Sort", [[47, 50]], "save_gold", True, "write"),
           N(25, "WriteFiles", [[47, 50]], "save_gold", False, "write"),
           N(26, "Execute InsertIntoHadoopFsRelationCommand", [[47, 50]], "save_gold", False, "write")])

L["etl2_san_clean_count"] = dict(
    file=TR,
    dataframe="after = df_clean.count(), transform/transform.py 33, in clean_orders(raw_df, VALID_STATUSES) called "
              "by main.py 29; df_clean = dropna/filter/withColumn/dropDuplicates chain 24-31",
    notes="The count keeps only order_id: dropDuplicates runs as a keys-only HashAggregate pair (distinct, line 31); "
          "the Project keeping order_id is the optimizer's pruning (derived, ambiguous: the dedup and the filter). ",
    nodes=[san_read(), clean_filter(),
           N(3, "Project", [[31, 31], [26, 26]], "clean_orders", True, "project", amb=True),
           N(4, "HashAggregate", [[31, 31]], "clean_orders", True, "distinct"),
           N(5, "Exchange", [[31, 31]], "clean_orders", True, "distinct"),
           N(8, "HashAggregate", [[31, 31]], "clean_orders", False, "distinct"),
           *count_at(TR, 33, "clean_orders", (9, 10, 12))])

L["etl2_san_test_distinct_collect"] = dict(
    file=TS,
    dataframe="cleaned.select('product').distinct().collect(), tests/test_transformations.py 88, in "
              "test_clean_orders_uppercases_columns; cleaned = clean_orders(sample_df, valid_statuses) (85)",
    notes="The test mirrors the job's transform: its sample_df fixture (createDataFrame, 48) runs through "
          "transform/transform.py's clean_orders (labelled there), then the test's select + distinct. ",
    nodes=[test_read(), clean_filter(),
           N(3, "Project", [[27, 27]], "clean_orders", False, "project", file=TR), *dedup(),
           N(11, "HashAggregate", [[88, 88]], "test_clean_orders_uppercases_columns", True, "distinct"),
           N(12, "Exchange", [[88, 88]], "test_clean_orders_uppercases_columns", True, "distinct"),
           N(15, "HashAggregate", [[88, 88]], "test_clean_orders_uppercases_columns", False, "distinct")])

L["etl2_san_quality_valid_values"] = dict(
    file=DQ,
    dataframe="df.filter(~col(col_name).isin(valid_values)).count(), utils/data_quality.py 58, in check_valid_values "
              "called by run_silver_quality_checks (98-102) from main.py 34 on enriched_df",
    notes="Only status survives the pruning: the clean chain's upper/trim of status (29), the dedup (31), the "
          "check's filter and count. The empty Project before the count: derived, ambiguous. ",
    nodes=[san_read(), clean_filter(),
           N(3, "Project", [[29, 29]], "clean_orders", False, "project", file=TR), *dedup(),
           N(11, "Filter", [[58, 58]], "check_valid_values", False, "filter"),
           *count_at(DQ, 58, "check_valid_values", (13, 14, 16), empty_project=12)])

L["etl2_san_silver_write"] = dict(
    file=TR,
    dataframe="save_silver(enriched_df, SILVER_PATH) (main.py 36): df.write.mode('overwrite').parquet(silver_path), "
              "transform/transform.py 65; enriched_df = enrich_orders(clean_orders(raw_df, ...), ...)",
    notes="Every column of the clean chain runs: one Project for the trim/upper and to_date withColumns (27-30), "
          "the dedup, and one Project per enrich withColumn (51-52, 53-56, 57-58). ",
    nodes=[san_read(), clean_filter(),
           N(3, "Project", [[27, 30]], "clean_orders", False, "project"), *dedup(),
           N(11, "Project", [[51, 52]], "enrich_orders", False, "project"),
           N(12, "Project", [[53, 56]], "enrich_orders", False, "project"),
           N(13, "Project", [[57, 58]], "enrich_orders", False, "project"),
           N(14, "WriteFiles", [[65, 65]], "save_silver", False, "write"),
           N(15, "Execute InsertIntoHadoopFsRelationCommand", [[65, 65]], "save_silver", False, "write")])

L["etl2_san_gold_count"] = dict(
    file=LO,
    dataframe="gold_df.count() in the log line, load/load.py 40, in build_gold(enriched_df) called by main.py 40",
    notes="The count drops the aggregates' functions and the orderBy: the groupBy (29-37) runs keys-only, then the "
          "count's aggregates (40). The Project keeping the three keys is pruning (derived, ambiguous: groupBy and "
          "filter). The enrich columns are pruned away. ",
    nodes=[san_read(), clean_filter(),
           N(3, "Project", [[27, 29]], "clean_orders", False, "project", file=TR), *dedup(),
           N(11, "Filter", [[28, 28]], "build_gold", False, "filter"),
           N(12, "Project", [[29, 29], [28, 28]], "build_gold", True, "project", amb=True),
           N(13, "HashAggregate", [[29, 37]], "build_gold", True, "aggregate"),
           N(14, "Exchange", [[29, 37]], "build_gold", True, "aggregate"),
           N(17, "HashAggregate", [[29, 37]], "build_gold", False, "aggregate"),
           *count_at(LO, 40, "build_gold", (18, 19, 21))])

L["etl2_san_test_discount_collect"] = dict(
    file=TS,
    dataframe="enriched.filter(col('order_id') == 1001).collect()[0], tests/test_transformations.py 136, in "
              "test_enrich_electronics_gets_discount; enriched = enrich_orders(clean_orders(sample_df, ...), 0.10, "
              "'Electronics') (133-134)",
    notes="The test's filter on the dedup key (136) is pushed below dropDuplicates into the clean chain's Filter "
          "(dropna 25, isin 26): the transform's lines, the test's line an alternative. ",
    nodes=[test_read(),
           clean_filter(alt=[(TS, [[136, 136]], "test_enrich_electronics_gets_discount")]),
           N(3, "Project", [[27, 30]], "clean_orders", False, "project", file=TR), *dedup(),
           N(11, "Project", [[51, 52]], "enrich_orders", False, "project", file=TR),
           N(12, "Project", [[53, 56]], "enrich_orders", False, "project", file=TR),
           N(13, "Project", [[57, 58]], "enrich_orders", False, "project", file=TR)])

L["etl2_san_quality_duplicates_distinct"] = dict(
    file=DQ,
    dataframe="distinct = df.select(key_col).distinct().count(), utils/data_quality.py 42, in check_duplicates "
              "called by run_silver_quality_checks (97) from main.py 34 on enriched_df",
    notes="select(order_id).distinct() over dropDuplicates(['order_id']): one keys-only aggregate pair remains, "
          "labelled at the dedup (31) with the check's distinct (42) as an alternative, ambiguous; likewise the "
          "Project keeping order_id. ",
    nodes=[san_read(), clean_filter(),
           N(3, "Project", [[31, 31]], "clean_orders", True, "project", file=TR, amb=True,
             alt=[(DQ, [[42, 42]], "check_duplicates")]),
           N(4, "HashAggregate", [[31, 31]], "clean_orders", True, "distinct", file=TR, amb=True,
             alt=[(DQ, [[42, 42]], "check_duplicates")]),
           N(5, "Exchange", [[31, 31]], "clean_orders", True, "distinct", file=TR, amb=True,
             alt=[(DQ, [[42, 42]], "check_duplicates")]),
           N(8, "HashAggregate", [[31, 31]], "clean_orders", False, "distinct", file=TR, amb=True,
             alt=[(DQ, [[42, 42]], "check_duplicates")]),
           *count_at(DQ, 42, "check_duplicates", (9, 10, 12))])

L["etl2_san_extract_count"] = dict(
    file=EX,
    dataframe="row_count = df.count(), extract/extract.py 21, in extract_orders(spark, SOURCE_FILE) called by main.py 24",
    notes="The read's count, inside the extract helper. ",
    nodes=[san_read(), *count_at(EX, 21, "extract_orders", (2, 3, 5))])

L["etl2_san_test_negative_count"] = dict(
    file=TS,
    dataframe="enriched.filter(col('net_revenue') < 0).count(), tests/test_transformations.py 167, in "
              "test_no_negative_revenue; enriched = enrich_orders(clean_orders(sample_df, ...), 0.10, 'Electronics')",
    notes="The test's filter holds the enrich expressions it reads (51-58 of transform/transform.py, an "
          "alternative). The Project before the dedup keeps the columns the filter needs (pruning: derived, "
          "ambiguous, the dedup and the filter). ",
    nodes=[test_read(), clean_filter(),
           N(3, "Project", [[31, 31], [26, 26]], "clean_orders", True, "project", file=TR, amb=True), *dedup(),
           N(11, "Filter", [[167, 167]], "test_no_negative_revenue", False, "filter",
             alt=[(TR, [[51, 58]], "enrich_orders")]),
           *count_at(TS, 167, "test_no_negative_revenue", (13, 14, 16), empty_project=12)])

L["etl2_san_quality_nulls_product"] = dict(
    file=DQ,
    dataframe="null_count = df.filter(col(col_name).isNull()).count(), utils/data_quality.py 27, the third pass of "
              "the loop over critical_cols (product), in check_nulls called by run_silver_quality_checks (93-96)",
    notes="One line run four times (order_id, customer_id, product, status): the third. ",
    nodes=[san_read(), clean_filter(),
           N(3, "Project", [[27, 27]], "clean_orders", False, "project", file=TR), *dedup(),
           N(11, "Filter", [[27, 27]], "check_nulls", False, "filter"),
           *count_at(DQ, 27, "check_nulls", (13, 14, 16), empty_project=12)])

L["etl2_san_bronze_write"] = dict(
    file=EX,
    dataframe="save_bronze(raw_df, BRONZE_PATH) (main.py 25): df.write.mode('overwrite').parquet(bronze_path), "
              "extract/extract.py 34",
    notes="The raw copy: the read and the write. ",
    nodes=[san_read(),
           N(2, "WriteFiles", [[34, 34]], "save_bronze", False, "write"),
           N(3, "Execute InsertIntoHadoopFsRelationCommand", [[34, 34]], "save_bronze", False, "write")])

# ---- ravisku/sales-pyspark-etl -----------------------------------------------------------------------------------
# etl_script/01_bronze.py load_bronze_layer: csv read 44-46, withColumns 50-56 (file_path 51, execution_datetime 52,
# year/month/day 53-55), repartition(1) + partitioned write 63-65. 02_silver.py transform_silver_layer: parquet read
# 46, select of renamed columns 51, date_format withColumns 52-59, file_path 60, execution_datetime 61, window 66-68,
# row_number + filter 69-71, drop 74, repartition(1) + partitioned write 78-80. 03_gold.py: load_sales_table (read 39,
# view 42, SQL 46-59: SELECT 48-53, FROM 54-55, GROUP BY 56-57; write 63-65), get_latest_date (read 86, distinct 89,
# orderBy 91-93, limit 94, select 95-99, collect 100), load_customer_table (read 128, view 131, SQL in `query`
# 135-156: SELECT 136-141, COUNT(DISTINCT ...) 142-151, FROM 152-153, GROUP BY 154-155; spark.sql 159; write 165).
# Tests read the layers in module-level fixtures (01_bronze_test.py 16, 22; 02_silver_test.py 16, 22).
BR, SI, GO = "etl_script/01_bronze.py", "etl_script/02_silver.py", "etl_script/03_gold.py"
TB, TSI = "tests/01_bronze_test.py", "tests/02_silver_test.py"

L["etl2_rav_silver_dedup_write"] = dict(
    file=SI,
    dataframe="df.repartition(1).write.partitionBy('year', 'month', 'day').option('mergeSchema', 'true')"
              ".mode('append').parquet(silver_path), etl_script/02_silver.py 78-80, in transform_silver_layer "
              "(called at 91)",
    notes=S3 + "row_number() over the window (66-69) filtered to 1 (69-71) runs as WindowGroupLimit (partial and "
          "final, derived) before the Window. The rename select (51) and the withColumns 52-60 run as one Project; "
          "execution_datetime (61, current_timestamp folded to a literal) lands in the Project of the drop (74). "
          "repartition(1) is the single-partition Exchange; the Sort by the partition columns is derived at the write. ",
    nodes=[N(1, "Scan parquet", [[46, 46]], "transform_silver_layer", False, "read"),
           N(3, "Project", [[51, 51], [52, 60]], "transform_silver_layer", False, "project"),
           N(4, "Sort", [[69, 69], [66, 68]], "transform_silver_layer", True, "window"),
           N(5, "WindowGroupLimit", [[69, 71]], "transform_silver_layer", True, "window"),
           N(6, "Exchange", [[69, 69], [66, 68]], "transform_silver_layer", True, "window"),
           N(9, "Sort", [[69, 69], [66, 68]], "transform_silver_layer", True, "window"),
           N(10, "WindowGroupLimit", [[69, 71]], "transform_silver_layer", True, "window"),
           N(11, "Window", [[69, 69], [66, 68]], "transform_silver_layer", False, "window"),
           N(12, "Filter", [[69, 71]], "transform_silver_layer", False, "filter"),
           N(13, "Project", [[74, 74], [61, 61]], "transform_silver_layer", False, "project"),
           N(14, "Exchange", [[78, 78]], "transform_silver_layer", False, "repartition"),
           N(16, "Sort", [[78, 80]], "transform_silver_layer", True, "write"),
           N(17, "WriteFiles", [[78, 80]], "transform_silver_layer", False, "write"),
           N(18, "Execute InsertIntoHadoopFsRelationCommand", [[78, 80]], "transform_silver_layer", False, "write")])

_CUST = [[154, 155], [142, 151]]
L["etl2_rav_gold_customer_write"] = dict(
    file=GO,
    dataframe="df.repartition(1).write.mode('overwrite').parquet(customer_table_path), etl_script/03_gold.py 165, "
              "in load_customer_table; df = spark.sql(query) (159), query the f-string 135-156 over the view "
              "customer_tmp_table (131) of the silver read (128)",
    notes=S3 + "SQL written in the script (an f-string with the latest date of get_latest_date): nodes at its "
          "clauses. Four COUNT(DISTINCT ...) run as an Expand and two aggregate pairs (all at GROUP BY + the "
          "counts); the split_part columns are the first Project (138-139). The scan through the view: the read "
          "(128) or the FROM (152-153). ",
    nodes=[N(1, "Scan parquet", [[128, 128], [152, 153]], "load_customer_table", False, "read"),
           N(3, "Project", [[138, 139]], "load_customer_table", False, "project"),
           N(4, "Expand", [[142, 151]], "load_customer_table", True, "aggregate"),
           N(5, "HashAggregate", _CUST, "load_customer_table", True, "aggregate"),
           N(6, "Exchange", _CUST, "load_customer_table", True, "aggregate"),
           N(9, "HashAggregate", _CUST, "load_customer_table", True, "aggregate"),
           N(10, "HashAggregate", _CUST, "load_customer_table", True, "aggregate"),
           N(11, "Exchange", _CUST, "load_customer_table", True, "aggregate"),
           N(14, "HashAggregate", _CUST, "load_customer_table", False, "aggregate"),
           N(15, "Exchange", [[165, 165]], "load_customer_table", False, "repartition"),
           N(17, "WriteFiles", [[165, 165]], "load_customer_table", False, "write"),
           N(18, "Execute InsertIntoHadoopFsRelationCommand", [[165, 165]], "load_customer_table", False, "write")])

L["etl2_rav_bronze_write"] = dict(
    file=BR,
    dataframe="df.repartition(1).write.mode('append').partitionBy('year', 'month', 'day').option('mergeSchema', "
              "'true').parquet(bronze_path), etl_script/01_bronze.py 63-65, in load_bronze_layer (called at 76)",
    notes=S3 + "input_file_name() (51) keeps its own Project; execution_datetime and the date parts (52-55) the "
          "next. ",
    nodes=[N(1, "Scan csv", [[44, 46]], "load_bronze_layer", False, "read"),
           N(2, "Project", [[51, 51]], "load_bronze_layer", False, "project"),
           N(3, "Project", [[52, 55]], "load_bronze_layer", False, "project"),
           N(4, "Exchange", [[63, 63]], "load_bronze_layer", False, "repartition"),
           N(6, "Sort", [[63, 65]], "load_bronze_layer", True, "write"),
           N(7, "WriteFiles", [[63, 65]], "load_bronze_layer", False, "write"),
           N(8, "Execute InsertIntoHadoopFsRelationCommand", [[63, 65]], "load_bronze_layer", False, "write")])

L["etl2_rav_gold_latest_date"] = dict(
    file=GO,
    dataframe="partition_df.orderBy(...).limit(1).select(concat_ws(...)).collect()[0]['latest_date'], "
              "etl_script/03_gold.py 90-100, in get_latest_date; partition_df = df.select('year', 'month', "
              "'day').distinct() (89), df the silver read (86)",
    notes=S3 + "Only the partition columns are read. orderBy + limit + select run as one TakeOrderedAndProject: "
          "the three spans. ",
    nodes=[N(1, "Scan parquet", [[86, 86]], "get_latest_date", False, "read"),
           N(3, "HashAggregate", [[89, 89]], "get_latest_date", True, "distinct"),
           N(4, "Exchange", [[89, 89]], "get_latest_date", True, "distinct"),
           N(7, "HashAggregate", [[89, 89]], "get_latest_date", False, "distinct"),
           N(8, "TakeOrderedAndProject", [[91, 93], [94, 94], [95, 99]], "get_latest_date", False, "sort")])

L["etl2_rav_test_silver_dup_count"] = dict(
    file=TSI,
    dataframe="silver_data.groupBy('order_date', 'product_id', 'order_id').count().filter(col('count') > 1)"
              ".count(), tests/02_silver_test.py 49-54, in test_no_duplicates_on_keys; silver_data the module's "
              "fixture (22)",
    notes=S3 + "The test reads the silver layer the job wrote. The Project of the three keys is pruning (derived, "
          "ambiguous: the groupBy and the read); the empty Project before the count likewise at the count. ",
    nodes=[N(1, "Scan parquet", [[22, 22]], "silver_data", False, "read"),
           N(3, "Project", [[50, 50], [22, 22]], "test_no_duplicates_on_keys", True, "project", amb=True),
           N(4, "HashAggregate", [[50, 51]], "test_no_duplicates_on_keys", True, "aggregate"),
           N(5, "Exchange", [[50, 51]], "test_no_duplicates_on_keys", True, "aggregate"),
           N(8, "HashAggregate", [[50, 51]], "test_no_duplicates_on_keys", False, "aggregate"),
           N(9, "Filter", [[52, 52]], "test_no_duplicates_on_keys", False, "filter"),
           *count_at(TSI, 53, "test_no_duplicates_on_keys", (11, 12, 14), empty_project=10)])

L["etl2_rav_gold_sales_write"] = dict(
    file=GO,
    dataframe="df.repartition(1).write.partitionBy('order_date').mode('append').parquet(sales_table_path), "
              "etl_script/03_gold.py 63-65, in load_sales_table; df = spark.sql(SELECT ... GROUP BY ...) (46-59) "
              "over the view sales_tmp_table (42) of the silver read (39)",
    notes=S3 + "SQL written in the script: nodes at its clauses (the SELECT list 48-53, the GROUP BY 56-57, which "
          "groups by every selected column). The scan through the view: the read (39) or the FROM (54-55). "
          "empty2null Project and Sort by order_date are derived at the partitioned write. ",
    nodes=[N(1, "Scan parquet", [[39, 39], [54, 55]], "load_sales_table", False, "read"),
           N(3, "Project", [[48, 53]], "load_sales_table", False, "project"),
           N(4, "HashAggregate", [[56, 57]], "load_sales_table", True, "aggregate"),
           N(5, "Exchange", [[56, 57]], "load_sales_table", True, "aggregate"),
           N(8, "HashAggregate", [[56, 57]], "load_sales_table", False, "aggregate"),
           N(9, "Exchange", [[63, 63]], "load_sales_table", False, "repartition"),
           N(11, "Project", [[63, 65]], "load_sales_table", True, "write"),
           N(12, "Sort", [[63, 65]], "load_sales_table", True, "write"),
           N(13, "WriteFiles", [[63, 65]], "load_sales_table", False, "write"),
           N(14, "Execute InsertIntoHadoopFsRelationCommand", [[63, 65]], "load_sales_table", False, "write")])

L["etl2_rav_test_bronze_null_count"] = dict(
    file=TB,
    dataframe="bronze_data.filter(col(column).isNull()).count(), tests/01_bronze_test.py 42, first pass of the loop "
              "(column 'Order ID'), in test_no_nulls_in_critical_columns; bronze_data the module's fixture (22)",
    notes=S3 + "The isNull filter is also pushed into the scan (a second span of the scan). The loop's second "
          "column ('Product_ID') names no column of the data and the test fails there, after this count. ",
    nodes=[N(1, "Scan parquet", [[22, 22], [42, 42]], "bronze_data", False, "read"),
           N(3, "Filter", [[42, 42]], "test_no_nulls_in_critical_columns", False, "filter"),
           *count_at(TB, 42, "test_no_nulls_in_critical_columns", (5, 6, 8), empty_project=4)])

L["etl2_rav_test_bronze_source_count"] = dict(
    file=TB,
    dataframe="source_count = source_data.count(), tests/01_bronze_test.py 29, in test_row_count; source_data the "
              "module's fixture reading the source csv files (16)",
    notes=S3,
    nodes=[N(1, "Scan csv", [[16, 16]], "source_data", False, "read"),
           *count_at(TB, 29, "test_row_count", (2, 3, 5))])


def symbol(file: str, fn: str | None) -> str:
    return file[:-3].replace("/", ".") + "." + (fn or "<module>")


def main() -> int:
    def cases():
        for case_id, part, program, file, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            slug, args = PROGRAMS[program]
            spec = L[case_id]
            # a job: its script; a test module run by our driver: the file whose line ran the action
            script = file if args[0].startswith("/") else next(a for a in args if a.endswith(".py"))
            call = f" (call {occurrence})" if occurrence > 1 else ""
            case = {"repo": f"../../repos/{slug}", "commit": COMMITS[slug], "index_root": "", "script": script,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line}{call})",
                    "notes": spec["notes"] + SESSION + RUN,
                    "form": FORMS.get(case_id, "pyspark"), "source": SOURCES[slug]}
            yield part, BENCH / part / case_id, call_rows(L[case_id], symbol), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
