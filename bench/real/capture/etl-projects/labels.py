"""Write each etl_* case's case.json and gold.jsonl from the labels below, hand-written from the projects' code and
the captured plans before any mapper run (the mapper was never run on these cases), then check them with
../check_prefixed_cases.py's rules.

    PYTHONPATH=. /work/main/.venv/bin/python bench/real/capture/etl-projects/labels.py

A label: N(node id, operator, spans, function, derived, kind, ...): spans are the file's own line numbers; the symbol
is the file's path from the repository root, dotted, then the enclosing function (`final_project.etl_job.read_csv`,
`tests.test_etl_job.SparkETLTests.test_transform_data`) or `<module>`. `file=` where the node's code is in another
file than the case's `file`; `amb=True` for an ambiguous label; `true=` the copy that ran, where the same query is
written twice in one file (bench/real/README.md).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from capture import AIP, CASES, MB, PROGRAMS, SETTINGS, VQ  # noqa: E402
sys.path.insert(0, str(HERE.parent))
from case_files import call_rows, write_cases  # noqa: E402

BENCH = HERE.parents[1]
COMMITS = {AIP: "eeee0c2b9af79fdd7c5d86fe56466c147b487e26", VQ: "a74167099c41a22748dd44843e04c2966d747232",
           MB: "da1a17e15ab79d937c5a47fa3894cfc71f4366b4"}
SOURCES = {AIP: "AlexIoannides/pyspark-example-project", VQ: "Vanquang0202/pyspark-etl-course",
           MB: "martinbacaia/pyspark-etl-pipeline"}
SESSION = ("Session: spark-submit --master local[1], spark.ui.enabled=false, spark.sql.shuffle.partitions=4, "
           "spark.sql.session.timeZone=UTC, AQE on, -XX:ActiveProcessorCount=1 (a job's own .master('local[*]') is "
           "one thread; martinbacaia's conftest fixture asks for local[2]). ")
RUN = ("Run: bench/real/capture/etl-projects/capture.py: the program ran unchanged with spark-submit from the project's "
       "root (a scratch copy of the laid-out repository), the way its README or Makefile runs it; the plan is the one "
       "the action ran, written by a query-execution listener after it ran (final adaptive plan), the action's line "
       "recorded by hooks/sitecustomize.py; event_log.json from the same run.")


class N(tuple):
    def __new__(cls, nid, op, spans, fn, derived, kind, file=None, amb=False, true=None, alt=None):
        return tuple.__new__(cls, (nid, op, spans, fn, derived, kind, file, amb, true, alt))


L: dict[str, dict] = {}

# ---- Vanquang0202/pyspark-etl-course: final_project/etl_job.py -----------------------------------------------------
# read_csv (33-39) reads both inputs (called at 186, 187); build_customer_quality_df (42-83) cleans the customers
# (renames 44-49, withColumns 51-56), the provinces (59-63) and left-joins them (65), then adds mapping_status (69-72)
# and data_quality_status (73-82); build_valid_customers_df (86-106) filters OK rows, adds customer_segment, selects;
# build_report_df (126-138) groups and orders; main() runs counts (200-204), shows (223-229), writes (231-234).
F = "final_project/etl_job.py"
_VQ_FINAL_JOIN = [
    N(1, "Scan csv", [[35, 38], [186, 186]], "read_csv", False, "read"),
    N(2, "Project", [[51, 55], [44, 49]], "build_customer_quality_df", False, "project"),
    N(3, "Scan csv", [[35, 38], [187, 187]], "read_csv", False, "read"),
    N(4, "Filter", [[65, 65]], "build_customer_quality_df", True, "join"),
    N(5, "Project", [[61, 62]], "build_customer_quality_df", False, "project"),
    N(6, "BroadcastExchange", [[65, 65]], "build_customer_quality_df", True, "join"),
    N(8, "BroadcastHashJoin", [[65, 65]], "build_customer_quality_df", False, "join"),
]
L["etl_vq_final_report_show"] = dict(
    file=F,
    dataframe="report_df.show(truncate=False), line 229, in main(); report_df = build_report_df(valid_df) (198), valid_df = "
              "build_valid_customers_df(quality_df) (196), quality_df = build_customer_quality_df(customer_df, province_df) "
              "(195), both read by read_csv (186, 187)",
    notes="Transforms are functions of the job module called from main(). The left join's inferred isnotnull(trim("
          "province_code)) Filter is derived at the join. The filter data_quality_status == 'OK' (89) runs as a Filter "
          "holding the when-chain of the withColumn that made the column (73-82): both spans. The orderBy (137) and the "
          "show's limit run as one TakeOrderedAndProject: both spans. The same reads, join and filters are in "
          "final_project/customer_etl_job.py and chapters/30_mini_capstone_etl_project (look-alikes). ",
    nodes=_VQ_FINAL_JOIN + [
        N(9, "Filter", [[89, 89], [73, 82]], "build_valid_customers_df", False, "filter"),
        N(10, "Project", [[90, 95], [96, 105]], "build_valid_customers_df", False, "project"),
        N(11, "HashAggregate", [[129, 136]], "build_report_df", True, "aggregate"),
        N(12, "Exchange", [[129, 136]], "build_report_df", True, "aggregate"),
        N(15, "HashAggregate", [[129, 136]], "build_report_df", False, "aggregate"),
        N(16, "TakeOrderedAndProject", [[137, 137], [229, 229]], "build_report_df", False, "sort"),
    ])
L["etl_vq_final_valid_parquet"] = dict(
    file=F,
    dataframe="valid_df.write.mode('overwrite').parquet(str(VALID_CUSTOMERS_PATH)), line 231, in main(); valid_df = "
              "build_valid_customers_df(quality_df) (196), quality_df = build_customer_quality_df(...) (195)",
    notes="The valid-customer write; the path comes from final_project/config.py. Filter and Project as in "
          "etl_vq_final_report_show; the write's WriteFiles and InsertIntoHadoopFsRelationCommand at the write line. ",
    nodes=_VQ_FINAL_JOIN + [
        N(9, "Filter", [[89, 89], [73, 82]], "build_valid_customers_df", False, "filter"),
        N(10, "Project", [[96, 105], [90, 95]], "build_valid_customers_df", False, "project"),
        N(11, "WriteFiles", [[231, 231]], "main", False, "write"),
        N(12, "Execute InsertIntoHadoopFsRelationCommand", [[231, 231]], "main", False, "write"),
    ])
L["etl_vq_final_unmapped_count"] = dict(
    file=F,
    dataframe="quality_df.filter(col('data_quality_status') == 'UNMAPPED_PROVINCE').count(), line 203, in main(); "
              "quality_df = build_customer_quality_df(customer_df, province_df) (195)",
    notes="One of five counts on consecutive lines (200-204) of frames built from the same quality_df. The Filter holds "
          "the when-chain of data_quality_status (73-82) compared at 203: both spans. The empty Project that keeps no "
          "column for the count is derived at the count. ",
    nodes=_VQ_FINAL_JOIN + [
        N(9, "Filter", [[203, 203], [73, 82]], "main", False, "filter"),
        N(10, "Project", [[203, 203]], "main", True, "project", amb=True),
        N(11, "HashAggregate", [[203, 203]], "main", True, "aggregate"),
        N(12, "Exchange", [[203, 203]], "main", True, "aggregate"),
        N(14, "HashAggregate", [[203, 203]], "main", False, "aggregate"),
    ])

# ---- projects/lakehouse_full_flow/lakehouse_job.py ------------------------------------------------------------------
# read_sources (41-57): csv read + input_file_name (42-48), json read + input_file_name (50-55), unionByName (57);
# add_bronze_metadata (60-66); clean_and_validate (69-85): trims and try_casts (70-77), invalid_reason (79-85);
# build_gold_summary (88-98); main(): bronze write (164), valid/invalid filters (167, 168), writes (170-175),
# counts (177-179), the invalid-reason summary collect (182).
F = "projects/lakehouse_full_flow/lakehouse_job.py"
L["etl_vq_lakehouse_gold_parquet"] = dict(
    file=F,
    dataframe="gold_df.write.mode(config.write_mode).parquet(str(config.gold_summary_path)), line 174, in main(); gold_df = "
              "build_gold_summary(valid_df) (173), valid_df = validated_df.filter(...) (167), validated_df = "
              "clean_and_validate(bronze_df) (166), bronze_df = add_bronze_metadata(raw_df, config) (163), raw_df = "
              "read_sources(spark, config) (161)",
    notes="Run with run_local.sh's arguments. The valid filter (167) is pushed through the union into both branches and "
          "holds the invalid_reason when-chain (79-85): both spans, in each branch. countDistinct with sum/avg plans "
          "three aggregation levels: the partial and merge ones are derived at the agg. The orderBy's range exchange is "
          "derived at the orderBy. The same job shape (read, clean, gold summary) is in final_project/ and "
          "chapters 20-35 (look-alikes). ",
    nodes=[
        N(1, "Scan csv", [[43, 46]], "read_sources", False, "read"),
        N(2, "Filter", [[167, 167], [79, 85]], "main", False, "filter"),
        N(3, "Project", [[72, 75]], "clean_and_validate", False, "project"),
        N(4, "Scan json", [[51, 53]], "read_sources", False, "read"),
        N(5, "Filter", [[167, 167], [79, 85]], "main", False, "filter"),
        N(6, "Project", [[72, 75]], "clean_and_validate", False, "project"),
        N(7, "Union", [[57, 57]], "read_sources", False, "union"),
        N(8, "HashAggregate", [[91, 96]], "build_gold_summary", True, "aggregate"),
        N(9, "Exchange", [[91, 96]], "build_gold_summary", True, "aggregate"),
        N(12, "HashAggregate", [[91, 96]], "build_gold_summary", True, "aggregate"),
        N(13, "HashAggregate", [[91, 96]], "build_gold_summary", True, "aggregate"),
        N(14, "Exchange", [[91, 96]], "build_gold_summary", True, "aggregate"),
        N(17, "HashAggregate", [[91, 96]], "build_gold_summary", False, "aggregate"),
        N(18, "Exchange", [[97, 97]], "build_gold_summary", True, "sort"),
        N(21, "Sort", [[97, 97]], "build_gold_summary", False, "sort"),
        N(22, "WriteFiles", [[174, 174]], "main", False, "write"),
        N(23, "Execute InsertIntoHadoopFsRelationCommand", [[174, 174]], "main", False, "write"),
    ])
L["etl_vq_lakehouse_invalid_summary"] = dict(
    file=F,
    dataframe="invalid_df.groupBy('invalid_reason').count().collect(), line 182, in main() (a dict comprehension over "
              "its rows, 180-183); invalid_df = validated_df.filter(col('invalid_reason') != 'OK') (168)",
    notes="The invalid filter (168) is pushed through the union into both branches and holds the invalid_reason "
          "when-chain (79-85): both spans; the invalid_reason column itself is a Project of its own in each branch. ",
    nodes=[
        N(1, "Scan csv", [[43, 46]], "read_sources", False, "read"),
        N(2, "Filter", [[168, 168], [79, 85]], "main", False, "filter"),
        N(3, "Project", [[72, 75]], "clean_and_validate", False, "project"),
        N(4, "Project", [[79, 85]], "clean_and_validate", False, "project"),
        N(5, "Scan json", [[51, 53]], "read_sources", False, "read"),
        N(6, "Filter", [[168, 168], [79, 85]], "main", False, "filter"),
        N(7, "Project", [[72, 75]], "clean_and_validate", False, "project"),
        N(8, "Project", [[79, 85]], "clean_and_validate", False, "project"),
        N(9, "Union", [[57, 57]], "read_sources", False, "union"),
        N(10, "HashAggregate", [[182, 182]], "main", True, "aggregate"),
        N(11, "Exchange", [[182, 182]], "main", True, "aggregate"),
        N(14, "HashAggregate", [[182, 182]], "main", False, "aggregate"),
    ])
L["etl_vq_lakehouse_bronze_write"] = dict(
    file=F,
    dataframe="bronze_df.write.mode(config.write_mode).parquet(str(config.bronze_path)), line 164, in main(); bronze_df = "
              "add_bronze_metadata(raw_df, config) (163), raw_df = read_sources(spark, config) (161)",
    notes="The bronze write: both sources with input_file_name(), unioned by name; the metadata withColumns (62-66) are "
          "pushed through the union into each branch (the json branch's Project also puts its columns in the csv "
          "order, for unionByName: 57 too). ",
    nodes=[
        N(1, "Scan csv", [[43, 46]], "read_sources", False, "read"),
        N(2, "Project", [[47, 47]], "read_sources", False, "project"),
        N(3, "Project", [[62, 66]], "add_bronze_metadata", False, "project"),
        N(4, "Scan json", [[51, 53]], "read_sources", False, "read"),
        N(5, "Project", [[54, 54]], "read_sources", False, "project"),
        N(6, "Project", [[62, 66], [57, 57]], "add_bronze_metadata", False, "project"),
        N(7, "Union", [[57, 57]], "read_sources", False, "union"),
        N(8, "WriteFiles", [[164, 164]], "main", False, "write"),
        N(9, "Execute InsertIntoHadoopFsRelationCommand", [[164, 164]], "main", False, "write"),
    ])

# ---- final_project/customer_etl_job.py: everything in main() ------------------------------------------------------
# reads (13-25), customer_clean_df (27-34: filter 29, trims/dates/casts 30-33), the left join (36-39) and the
# left_anti join (41-44) with the provinces, report_df (46-54), shows (57, 60, 63), writes (67, 69, 71).
F = "final_project/customer_etl_job.py"
L["etl_vq_customer_report_csv"] = dict(
    file=F,
    dataframe="report_df.write.mode('overwrite').option('header', True).csv(str(base_output / 'customer_by_province')), "
              "line 69; report_df = customer_enriched_df.groupBy('province_name').agg(...).orderBy('province_name') (46-54), "
              "customer_enriched_df = customer_clean_df.join(province_df, on='province_code', how='left') (36-39)",
    notes="The older sibling of final_project/etl_job.py, in one main(). Only the cast of amount (33) survives the "
          "pruning of the cleaning chain. The join's isnotnull Filter on the province side is derived at the join; the "
          "Project keeping the aggregate's two columns is derived and ambiguous (join and groupBy). The orderBy's range "
          "exchange is derived at the orderBy. ",
    nodes=[
        N(1, "Scan csv", [[14, 17]], "main", False, "read"),
        N(2, "Filter", [[29, 29]], "main", False, "filter"),
        N(3, "Project", [[33, 33], [28, 32]], "main", False, "project"),
        N(4, "Scan csv", [[21, 24]], "main", False, "read"),
        N(5, "Filter", [[38, 38]], "main", True, "join"),
        N(6, "BroadcastExchange", [[38, 38]], "main", True, "join"),
        N(8, "BroadcastHashJoin", [[38, 38]], "main", False, "join"),
        N(9, "Project", [[38, 38], [48, 52]], "main", True, "project", amb=True),
        N(10, "HashAggregate", [[48, 52]], "main", True, "aggregate"),
        N(11, "Exchange", [[48, 52]], "main", True, "aggregate"),
        N(14, "HashAggregate", [[48, 52]], "main", False, "aggregate"),
        N(15, "Exchange", [[53, 53]], "main", True, "sort"),
        N(18, "Sort", [[53, 53]], "main", False, "sort"),
        N(19, "WriteFiles", [[69, 69]], "main", False, "write"),
        N(20, "Execute InsertIntoHadoopFsRelationCommand", [[69, 69]], "main", False, "write"),
    ])
L["etl_vq_customer_anti_show"] = dict(
    file=F,
    dataframe="invalid_province_df.show(truncate=False), line 60; invalid_province_df = customer_clean_df.join(province_df, "
              "on='province_code', how='left_anti') (41-44), customer_clean_df (27-34)",
    notes="A left_anti join written right after the left join of the same two frames (36-39). The show's string Project "
          "(toprettystring, with the USING join's column order) is derived at the show, the join an acceptable span; its "
          "CollectLimit is derived at the show. ",
    nodes=[
        N(1, "Scan csv", [[14, 17]], "main", False, "read"),
        N(2, "Filter", [[29, 29]], "main", False, "filter"),
        N(3, "Project", [[30, 31]], "main", False, "project"),
        N(4, "Project", [[32, 33]], "main", False, "project"),
        N(5, "Scan csv", [[21, 24]], "main", False, "read"),
        N(6, "Filter", [[43, 43]], "main", True, "join"),
        N(7, "BroadcastExchange", [[43, 43]], "main", True, "join"),
        N(9, "BroadcastHashJoin", [[43, 43]], "main", False, "join"),
        N(10, "Project", [[60, 60], [43, 43]], "main", True, "project", amb=True),
        N(11, "CollectLimit", [[60, 60]], "main", True, "limit"),
    ])

# ---- chapters/36_packaging_pyspark_project: main.py calls etl_package/transforms.py ---------------------------------
L["etl_vq_ch36_packaged_show"] = dict(
    file="chapters/36_packaging_pyspark_project/main.py",
    dataframe="result_df.show(truncate=False), line 25, in main(); result_df = add_quality_status(clean_customers(customer_df)) "
              "(22), both functions in etl_package/transforms.py; customer_df read at 15-20",
    notes="The transforms are a module of their own (etl_package/transforms.py: clean_customers 5-12, add_quality_status "
          "15-22); demo.py in the same folder only calls main(). The quality_status CASE WHEN is computed inside the "
          "show's string Project: labelled at add_quality_status, the show an alternative. The same cleaning chain is "
          "written again in most chapters (look-alikes). ",
    nodes=[
        N(1, "Scan csv", [[16, 19]], "main", False, "read"),
        N(2, "Project", [[8, 11]], "clean_customers", False, "project",
          file="chapters/36_packaging_pyspark_project/etl_package/transforms.py"),
        N(3, "Project", [[16, 21]], "add_quality_status", False, "project",
          file="chapters/36_packaging_pyspark_project/etl_package/transforms.py",
          alt=[("chapters/36_packaging_pyspark_project/main.py", [[25, 25]], "main")]),
        N(4, "CollectLimit", [[25, 25]], "main", True, "limit"),
    ])

# ---- chapters/16_cache_persist/demo.py --------------------------------------------------------------------------
L["etl_vq_ch16_cache_count"] = dict(
    file="chapters/16_cache_persist/demo.py",
    dataframe="cached_quality_df.count(), line 43, in main(); cached_quality_df = quality_df.cache() (40), quality_df = "
              "customer_df.withColumn x3 (23-34), customer_df read at 16-21",
    notes="The count that materializes the cache; the same quality_df is counted before the cache at 37 (another plan, "
          "no InMemoryRelation). InMemoryTableScan and InMemoryRelation at the cache() call (the count an acceptable "
          "span of the scan). ",
    nodes=[
        N(1, "InMemoryTableScan", [[40, 40], [43, 43]], "main", False, "cache"),
        N(2, "InMemoryRelation", [[40, 40]], "main", False, "cache"),
        N(3, "Scan csv", [[17, 20]], "main", False, "read"),
        N(4, "Project", [[25, 26]], "main", False, "project"),
        N(5, "Project", [[27, 33]], "main", False, "project"),
        N(7, "HashAggregate", [[43, 43]], "main", True, "aggregate"),
        N(8, "Exchange", [[43, 43]], "main", True, "aggregate"),
        N(10, "HashAggregate", [[43, 43]], "main", False, "aggregate"),
    ])

# ---- chapters/30_mini_capstone_etl_project/demo.py ---------------------------------------------------------------
L["etl_vq_ch30_window_report"] = dict(
    file="chapters/30_mini_capstone_etl_project/demo.py",
    dataframe="summary_df.show(truncate=False), line 85, in main(); summary_df = quality_df.groupBy('quality_status').count()"
              ".orderBy('quality_status') (64-69), quality_df = joined_df.withColumn(count('*').over(duplicate_window))"
              ".withColumn('quality_status', ...) (45-59), joined_df = cleaned_df.join(province_df, 'province_code', 'left') (43)",
    notes="The chapter's capstone: the same steps as final_project/etl_job.py (look-alike) plus a duplicate count over a "
          "window (partitionBy only: Window.partitionBy at 32, used at 47); the window's Exchange and Sort are derived at "
          "the window. The Project after the join keeps the window's and the when-chain's inputs: derived, ambiguous. "
          "orderBy + the show's limit: one TakeOrderedAndProject, both spans. ",
    nodes=[
        N(1, "Scan csv", [[18, 21]], "main", False, "read"),
        N(2, "Project", [[36, 40]], "main", False, "project"),
        N(3, "Scan csv", [[25, 28]], "main", False, "read"),
        N(4, "Filter", [[43, 43]], "main", True, "join"),
        N(5, "Project", [[29, 29]], "main", False, "project"),
        N(6, "BroadcastExchange", [[43, 43]], "main", True, "join"),
        N(8, "BroadcastHashJoin", [[43, 43]], "main", False, "join"),
        N(9, "Project", [[43, 43], [47, 47]], "main", True, "project", amb=True),
        N(10, "Exchange", [[47, 47], [32, 32]], "main", True, "window"),
        N(13, "Sort", [[47, 47], [32, 32]], "main", True, "window"),
        N(14, "Window", [[47, 47], [32, 32]], "main", False, "window"),
        N(15, "Project", [[48, 58]], "main", False, "project"),
        N(16, "HashAggregate", [[66, 67]], "main", True, "aggregate"),
        N(17, "Exchange", [[66, 67]], "main", True, "aggregate"),
        N(20, "HashAggregate", [[66, 67]], "main", False, "aggregate"),
        N(21, "TakeOrderedAndProject", [[68, 68], [85, 85]], "main", False, "sort"),
    ])

# ---- AlexIoannides/pyspark-example-project -------------------------------------------------------------------------
# jobs/etl_job.py: main() (42-63) calls extract_data (66-77), transform_data (80-98), load_data (101-111);
# create_test_data (114-151) writes the test data (not called). tests/test_etl_job.py: one test method (35-77) that
# counts and averages the expected data twice (54-59 before "act", 65-70 after).
L["etl_aip_job_csv_write"] = dict(
    file="jobs/etl_job.py",
    dataframe="df.coalesce(1).write.csv('loaded_data', mode='overwrite', header=True), lines 107-110 in load_data(df), "
              "called by main() (58) with transform_data(extract_data(spark), config['steps_per_floor']) (56-57)",
    notes="The README's spark-submit (--py-files packages.zip --files configs/etl_config.json jobs/etl_job.py): the "
          "config's steps_per_floor (21) is the literal in the Project. The transform is also written into "
          "create_test_data (143) and imported by tests/test_etl_job.py (look-alike uses); packages.zip holds an older "
          "copy of dependencies/. ",
    nodes=[
        N(1, "Scan parquet", [[72, 75]], "extract_data", False, "read"),
        N(3, "Project", [[89, 96]], "transform_data", False, "project"),
        N(4, "Coalesce", [[108, 108]], "load_data", False, "repartition"),
        N(5, "WriteFiles", [[109, 110]], "load_data", False, "write"),
        N(6, "Execute InsertIntoHadoopFsRelationCommand", [[109, 110]], "load_data", False, "write"),
    ])
T = "SparkETLTests.test_transform_data"
L["etl_aip_test_avg_collect"] = dict(
    file="tests/test_etl_job.py",
    dataframe="expected_data.agg(mean('steps_to_desk').alias('avg_steps_to_desk')).collect()[0], lines 55-59 (collect at 58) "
              "in SparkETLTests.test_transform_data; expected_data = self.spark.read.parquet(self.test_data_path + "
              "'employees_report') (48-51)",
    notes="Run as `python -m unittest tests/test_etl_job.py` does, by our driver under spark-submit. The same aggregate is "
          "written again at 66-70 (after the act step, on the same expected_data): both spans, true_lines the one that "
          "ran. ",
    nodes=[
        N(1, "Scan parquet", [[48, 51]], T, False, "read"),
        N(3, "HashAggregate", [[57, 57], [68, 68]], T, True, "aggregate", true=[[57, 57]]),
        N(4, "Exchange", [[57, 57], [68, 68]], T, True, "aggregate", true=[[57, 57]]),
        N(6, "HashAggregate", [[57, 57], [68, 68]], T, False, "aggregate", true=[[57, 57]]),
    ])
L["etl_aip_test_count"] = dict(
    file="tests/test_etl_job.py",
    dataframe="expected_data.count(), line 65 (rows = ...) in SparkETLTests.test_transform_data; expected_data read at 48-51",
    notes="The same count is written at 54 (expected_rows, before the act step): both spans, true_lines the one that ran "
          "(the second in run order). ",
    nodes=[
        N(1, "Scan parquet", [[48, 51]], T, False, "read"),
        N(3, "HashAggregate", [[65, 65], [54, 54]], T, True, "aggregate", true=[[65, 65]]),
        N(4, "Exchange", [[65, 65], [54, 54]], T, True, "aggregate", true=[[65, 65]]),
        N(6, "HashAggregate", [[65, 65], [54, 54]], T, False, "aggregate", true=[[65, 65]]),
    ])

# ---- martinbacaia/pyspark-etl-pipeline: the unit tests and the package functions they call -------------------------
SILVER, GOLD, QUALITY = "src/pipeline/silver.py", "src/pipeline/gold.py", "src/pipeline/quality.py"
L["etl_mb_dedup_window"] = dict(
    file="tests/test_silver.py",
    dataframe="deduplicate(df).orderBy('event_id').collect(), line 80 in test_deduplicate_keeps_latest; deduplicate in "
              "src/pipeline/silver.py (92-99): row_number over Window.partitionBy('event_id').orderBy(ingest_ts desc), "
              "filter _rn == 1, drop; df = spark.createDataFrame(...) (76-79)",
    notes="Run as the Makefile's `python -m pytest` does, by our driver under spark-submit (conftest's session fixture; "
          "Delta's catalog and extension, which it names, stood in for). The row_number filter becomes a "
          "WindowGroupLimit pair (partial and final): derived at the window and the filter. The orderBy's range "
          "exchange is derived at the test's orderBy. ",
    nodes=[
        N(1, "Scan ExistingRDD", [[76, 79]], "test_deduplicate_keeps_latest", False, "read"),
        N(2, "Sort", [[96, 96], [94, 94]], "deduplicate", True, "window", file=SILVER),
        N(3, "WindowGroupLimit", [[96, 97]], "deduplicate", True, "window", file=SILVER),
        N(4, "Exchange", [[96, 96], [94, 94]], "deduplicate", True, "window", file=SILVER),
        N(7, "Sort", [[96, 96], [94, 94]], "deduplicate", True, "window", file=SILVER),
        N(8, "WindowGroupLimit", [[96, 97]], "deduplicate", True, "window", file=SILVER),
        N(9, "Window", [[96, 96], [94, 94]], "deduplicate", False, "window", file=SILVER),
        N(10, "Filter", [[97, 97]], "deduplicate", False, "filter", file=SILVER),
        N(11, "Project", [[98, 98]], "deduplicate", False, "project", file=SILVER),
        N(12, "Exchange", [[80, 80]], "test_deduplicate_keeps_latest", True, "sort"),
        N(15, "Sort", [[80, 80]], "test_deduplicate_keeps_latest", False, "sort"),
    ])
L["etl_mb_enrich_broadcast"] = dict(
    file="tests/test_silver.py",
    dataframe="enrich_with_catalog(events, catalog).orderBy('event_id').collect(), line 94 in "
              "test_enrich_with_catalog_left_join; enrich_with_catalog in src/pipeline/silver.py (102-115): select of the "
              "catalog (108-114), events.join(F.broadcast(cat), on='product_id', how='left') (115); events (86-89) and "
              "catalog (90-93) from createDataFrame",
    notes="The broadcast hint's BroadcastExchange and the inferred isnotnull Filter are derived at the join; the USING "
          "join's output Project is derived, ambiguous (the join and the catalog select). ",
    nodes=[
        N(1, "Scan ExistingRDD", [[86, 89]], "test_enrich_with_catalog_left_join", False, "read"),
        N(2, "Scan ExistingRDD", [[90, 93]], "test_enrich_with_catalog_left_join", False, "read"),
        N(3, "Filter", [[115, 115]], "enrich_with_catalog", True, "join", file=SILVER),
        N(4, "BroadcastExchange", [[115, 115]], "enrich_with_catalog", True, "join", file=SILVER),
        N(6, "BroadcastHashJoin", [[115, 115]], "enrich_with_catalog", False, "join", file=SILVER),
        N(7, "Project", [[115, 115], [108, 114]], "enrich_with_catalog", True, "join", file=SILVER, amb=True),
        N(8, "Exchange", [[94, 94]], "test_enrich_with_catalog_left_join", True, "sort"),
        N(11, "Sort", [[94, 94]], "test_enrich_with_catalog_left_join", False, "sort"),
    ])
L["etl_mb_parse_count"] = dict(
    file="tests/test_silver.py",
    dataframe="clean.count(), line 60 in test_parse_bronze_keeps_valid_event; clean, dlq = parse_bronze(df) (59), "
              "parse_bronze in src/pipeline/silver.py (27-89): from_json (38), select of payload fields (40-57), "
              "clean = flat.filter(~required_missing).drop(...) (88); df = _bronze_row(spark, rec) (58)",
    notes="The same clean.count() runs in two other tests (25, 40) on other one-row frames: the event log holds three "
          "executions of this plan, this is the third. The Filter holds from_json's required fields (required_missing, "
          "68-74) applied at 88: both spans. The empty Project for the count is derived at the count. ",
    nodes=[
        N(1, "Scan ExistingRDD", [[13, 19], [58, 58]], "_bronze_row", False, "read"),
        N(2, "Filter", [[88, 88], [68, 74]], "parse_bronze", False, "filter", file=SILVER),
        N(3, "Project", [[60, 60]], "test_parse_bronze_keeps_valid_event", True, "project", amb=True,
          alt=[(SILVER, [[88, 88]], "parse_bronze")]),
        N(4, "HashAggregate", [[60, 60]], "test_parse_bronze_keeps_valid_event", True, "aggregate"),
        N(5, "Exchange", [[60, 60]], "test_parse_bronze_keeps_valid_event", True, "aggregate"),
        N(7, "HashAggregate", [[60, 60]], "test_parse_bronze_keeps_valid_event", False, "aggregate"),
    ])
L["etl_mb_top_products_window"] = dict(
    file="tests/test_gold.py",
    dataframe="build_top_products(s).orderBy('rank_by_views').collect(), line 69 in test_top_products_ranks_views; "
              "build_top_products in src/pipeline/gold.py (87-107): groupBy + four conditional sums (89-102), row_number "
              "over Window.partitionBy(event_date, event_hour).orderBy(views desc) (103-105), select (106); s = "
              "_silver(spark, rows) (68, createDataFrame at 42)",
    notes="The aggregate's input Project (pruning) is derived, ambiguous. The window's Exchange and Sort are derived at the "
          "window; the row_number's cast and the select are one Project. ",
    nodes=[
        N(1, "Scan ExistingRDD", [[42, 42], [68, 68]], "_silver", False, "read"),
        N(2, "Project", [[90, 101]], "build_top_products", True, "project", file=GOLD, amb=True),
        N(3, "HashAggregate", [[90, 101]], "build_top_products", True, "aggregate", file=GOLD),
        N(4, "Exchange", [[90, 101]], "build_top_products", True, "aggregate", file=GOLD),
        N(7, "HashAggregate", [[90, 101]], "build_top_products", False, "aggregate", file=GOLD),
        N(8, "Exchange", [[105, 105], [103, 103]], "build_top_products", True, "window", file=GOLD),
        N(11, "Sort", [[105, 105], [103, 103]], "build_top_products", True, "window", file=GOLD),
        N(12, "Window", [[105, 105], [103, 103]], "build_top_products", False, "window", file=GOLD),
        N(13, "Project", [[105, 106]], "build_top_products", False, "project", file=GOLD),
        N(14, "Exchange", [[69, 69]], "test_top_products_ranks_views", True, "sort"),
        N(17, "Sort", [[69, 69]], "test_top_products_ranks_views", False, "sort"),
    ])
L["etl_mb_sessions_salted"] = dict(
    file="tests/test_gold.py",
    dataframe="build_sessions(s, salt_buckets=4).collect(), line 52 in test_build_sessions_aggregates_one_session; "
              "build_sessions in src/pipeline/gold.py (35-80): a rand() salt (42-44), a first groupBy/agg with "
              "collect_set and countDistinct (46-61), a second groupBy/agg (63-72), withColumns and a select (73-78); "
              "s = _silver(spark, rows) (51)",
    notes="Salting: two aggregation levels, the first with countDistinct (so planned in three ObjectHashAggregate steps "
          "over two exchanges); every partial/merge step and exchange is derived at its agg. ",
    nodes=[
        N(1, "Scan ExistingRDD", [[42, 42], [51, 51]], "_silver", False, "read"),
        N(2, "Project", [[42, 44]], "build_sessions", False, "project", file=GOLD),
        N(3, "ObjectHashAggregate", [[47, 60]], "build_sessions", True, "aggregate", file=GOLD),
        N(4, "Exchange", [[47, 60]], "build_sessions", True, "aggregate", file=GOLD),
        N(7, "ObjectHashAggregate", [[47, 60]], "build_sessions", True, "aggregate", file=GOLD),
        N(8, "ObjectHashAggregate", [[47, 60]], "build_sessions", True, "aggregate", file=GOLD),
        N(9, "Exchange", [[47, 60]], "build_sessions", True, "aggregate", file=GOLD),
        N(12, "ObjectHashAggregate", [[47, 60]], "build_sessions", False, "aggregate", file=GOLD),
        N(13, "ObjectHashAggregate", [[64, 72]], "build_sessions", True, "aggregate", file=GOLD),
        N(14, "Exchange", [[64, 72]], "build_sessions", True, "aggregate", file=GOLD),
        N(17, "ObjectHashAggregate", [[64, 72]], "build_sessions", False, "aggregate", file=GOLD),
        N(18, "Project", [[73, 78]], "build_sessions", False, "project", file=GOLD),
    ])
L["etl_mb_quality_distinct_count"] = dict(
    file=QUALITY,
    dataframe="df.select('event_type').distinct().count(), line 70 in check_event_type_cardinality, called by "
              "run_silver_checks (105) from tests/test_quality.py's test_run_silver_checks_raises_on_failure (58); df from "
              "createDataFrame (49-52)",
    notes="A data-quality check of the package run by its test: the action is in the package (quality.py), the data in "
          "the test. distinct() plans as a keys-only aggregate (partial, exchange, final: derived, then distinct), the "
          "count as another. ",
    nodes=[
        N(1, "Scan ExistingRDD", [[49, 52]], "test_run_silver_checks_raises_on_failure", False, "read",
          file="tests/test_quality.py"),
        N(2, "Project", [[70, 70]], "check_event_type_cardinality", False, "project"),
        N(3, "HashAggregate", [[70, 70]], "check_event_type_cardinality", True, "distinct"),
        N(4, "Exchange", [[70, 70]], "check_event_type_cardinality", True, "distinct"),
        N(7, "HashAggregate", [[70, 70]], "check_event_type_cardinality", False, "distinct"),
        N(8, "HashAggregate", [[70, 70]], "check_event_type_cardinality", True, "aggregate"),
        N(9, "Exchange", [[70, 70]], "check_event_type_cardinality", True, "aggregate"),
        N(11, "HashAggregate", [[70, 70]], "check_event_type_cardinality", False, "aggregate"),
    ])


def symbol(file: str, fn: str | None) -> str:
    return file[:-3].replace("/", ".") + "." + (fn or "<module>")


def main() -> int:
    def cases():
        for case_id, part, program, file, line, action, occurrence, _ in CASES:
            if case_id not in L:
                print(f"-- {case_id}: not labelled yet")
                continue
            slug, args, _ = PROGRAMS[program]
            spec = L[case_id]
            # a job: its script; a test module run by our driver: the file whose line ran the action
            script = file if args[0].startswith("/") else next(a for a in args if a.endswith(".py"))
            settings = SETTINGS.get(program)
            case = {"repo": f"../../repos/{slug}", "commit": COMMITS[slug], "index_root": "", "script": script,
                    "dataframe": spec["dataframe"] + f" (recorded action: {action} at {file}:{line})",
                    "notes": spec["notes"] + SESSION + (f"Settings: {', '.join(settings)}. " if settings else "") + RUN,
                    "form": "pyspark", "source": SOURCES[slug]}
            yield part, BENCH / part / case_id, call_rows(L[case_id], symbol), case, ""

    return write_cases(cases())


if __name__ == "__main__":
    sys.exit(main())
