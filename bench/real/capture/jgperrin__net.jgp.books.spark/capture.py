"""Run the labs of Spark in Action, 2nd edition (jgperrin/net.jgp.books.spark.chNN), Java, Scala and Python, the way
a user runs them, and keep each case's plans and event log from that one run.

- Java and Scala: every source of the chapter compiled unchanged against the PySpark installation's jars (javac;
  scala.tools.nsc.Main of the Scala 2.13 compiler those jars hold), in one jar per chapter, run from the repository's
  root as its README says (`spark-submit --class net.jgp.books.spark.ch12.lab300_join.HigherEdInstitutionPerCountyScalaApp
  <jar>`; the labs read `data/...` from there). Not compiled: the two Scala Epoch*ScalaApp of ch12 and ch13
  (`scala.collection.JavaConversions`, gone in Scala 2.13) and ch11's DropScalaApp (names a class it lacks).
  Chapters 3, 11 and 16 (cases 26-43) run the same way; ch16 has no Scala and no Python.
- Python: from the lab's folder, `spark-submit higherEdInstitutionPerCountyApp.py` (the README's way; the scripts find
  `../../../../data/...` from their own file).
- Every run: the sessions of bench/real/README.md given as --master/--conf (local[1], no UI, 4 shuffle partitions,
  UTC), event logging on, and our query-execution listener (PlanListener.java, --jars) registered with
  `spark.sql.queryExecutionListeners`: after each query has run it writes the query's plan (formatted and simple mode;
  adaptive plans final) as NN_<action>, NN in run order. The labs' own builders say `.master("local")` or
  `.master("local[*]")`, which win over --master; the driver JVM sees one processor (-XX:ActiveProcessorCount=1), so
  local[*] is one thread too, as in the other captures.
- Data: the repositories' own files; the few the laid-out snapshot lacks get stand-ins (make_data.py) at their paths
  for the length of the run, removed afterwards (the laid-out copy is checked unchanged).
- A case is one recorded query of one run: its plans are copied into the case folder and `event_log.json` is what
  codemap's reader gives for the execution that ran it (capture_event_logs_lib.write_case: the execution with the
  case's plan; for the JVM the call site the action was at, `show at AllJoinsApp.java:97`, and where that site ran
  the same plan more than once (AllJoinsApp's loop: "outer", "full" and "full_outer" plan alike) the n-th of them;
  for Python, whose actions' sites name no line, the n-th such execution in run order).

    PYTHONPATH=. .venv/bin/python bench/real/capture/jgperrin__net.jgp.books.spark/capture.py --explore [program ...]
    PYTHONPATH=. .venv/bin/python bench/real/capture/jgperrin__net.jgp.books.spark/capture.py [case ...]
"""
from __future__ import annotations

import filecmp
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402

BENCH = HERE.parents[1]
REPOS = BENCH / "repos"
WORK = Path("/tmp/jgp_capture")
RUNNER = "bench/real/capture/jgperrin__net.jgp.books.spark/capture.py"
# not compiled: the Epoch*ScalaApp of ch12/ch13 (scala.collection.JavaConversions, gone in Scala 2.13) and ch11's
# DropScalaApp (its logger names classOf[DropApp], a class the repository does not have); ch07's SelfIngestionScalaApp
# (JavaConversions too)
NOT_COMPILED = {"EpochConversionScalaApp.scala", "EpochTimestampConversionScalaApp.scala", "DropScalaApp.scala",
                "SelfIngestionScalaApp.scala"}


def slug(chapter: int) -> str:
    return f"jgperrin__net.jgp.books.spark.ch{chapter:02d}"


# the programs run: (chapter, path in the repository)
PROGRAMS = [(12, p) for p in (
    "src/main/java/net/jgp/books/spark/ch12/lab200_record_transformation/RecordTransformationApp.java",
    "src/main/python/lab200_record_transformation/recordTransformationApp.py",
    "src/main/scala/net/jgp/books/spark/ch12/lab200_record_transformation/RecordTransformationScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch12/lab300_join/HigherEdInstitutionPerCountyApp.java",
    "src/main/python/lab300_join/higherEdInstitutionPerCountyApp.py",
    "src/main/scala/net/jgp/books/spark/ch12/lab300_join/HigherEdInstitutionPerCountyScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch12/lab920_query_on_json/QueryOnJsonApp.java",
    "src/main/python/lab920_query_on_json/queryOnJsonApp.py",
    "src/main/scala/net/jgp/books/spark/ch12/lab920_query_on_json/QueryOnJsonScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch12/lab940_all_joins/AllJoinsApp.java",
    "src/main/python/lab940_all_joins/allJoinsApp.py",
    "src/main/scala/net/jgp/books/spark/ch12/lab940_all_joins/AllJoinsScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch12/lab990_others/SelfJoinApp.java",
    "src/main/python/lab990_others/selfJoinApp.py",
    "src/main/scala/net/jgp/books/spark/ch12/lab990_others/SelfJoinScalaApp.scala")] + [(13, p) for p in (
    "src/main/java/net/jgp/books/spark/ch13/lab110_flatten_shipment/FlattenShipmentDisplayApp.java",
    "src/main/python/lab110_flatten_shipment/flattenShipmentDisplayApp.py",
    "src/main/scala/net/jgp/books/spark/ch13/lab110_flatten_shipment/FlattenShipmentDisplayScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch13/lab120_restaurant_document/RestaurantDocumentApp.java",
    "src/main/python/lab120_restaurant_document/restaurantDocumentApp.py",
    "src/main/scala/net/jgp/books/spark/ch13/lab120_restaurant_document/RestaurantDocumentScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch13/lab900_flat_json_invoice/FlattenJsonApp.java",
    "src/main/python/lab900_flat_json_invoice/flattenJsonApp.py",
    "src/main/scala/net/jgp/books/spark/ch13/lab900_flat_json_invoice/FlattenJsonScalaApp.scala")] + [(14, p) for p in (
    "src/main/java/net/jgp/books/spark/ch14/lab200_library_open/OpenedLibrariesApp.java",
    "src/main/python/lab200_library_open/openedLibrariesApp.py",
    "src/main/scala/net/jgp/books/spark/ch14/lab200_library_open/OpenedLibrariesScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch14/lab210_library_open_sql/OpenedLibrariesSqlApp.java",
    "src/main/python/lab210_library_open_sql/openedLibrariesSqlApp.py",
    "src/main/scala/net/jgp/books/spark/ch14/lab210_library_open_sql/OpenedLibrariesSqlScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch14/lab900_in_range/InCustomRangeApp.java",
    "src/main/python/lab900_in_range/inCustomRangeApp.py",
    "src/main/scala/net/jgp/books/spark/ch14/lab900_in_range/InCustomRangeScalaApp.scala")] + [(15, p) for p in (
    "src/main/java/net/jgp/books/spark/ch15/lab100_orders/OrderStatisticsApp.java",
    "src/main/python/lab100_orders/orderStatisticsApp.py",
    "src/main/scala/net/jgp/books/spark/ch15/lab100_orders/OrderStatisticsScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch15/lab300_nyc_school_stats/NewYorkSchoolStatisticsApp.java",
    "src/main/python/lab300_nyc_school_stats/newYorkSchoolStatisticsApp.py",
    "src/main/scala/net/jgp/books/spark/ch15/lab300_nyc_school_stats/NewYorkSchoolStatisticsScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch15/lab400_udaf/PointsPerOrderApp.java",
    "src/main/python/lab400_udaf/pointsPerOrderApp.py",
    "src/main/scala/net/jgp/books/spark/ch15/lab400_udaf/PointsPerOrderScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch15/lab920_count_books_per_author/AuthorsAndBooksCountBooksApp.java",
    "src/main/python/lab920_count_books_per_author/authorsAndBooksCountBooksApp.py",
    "src/main/scala/net/jgp/books/spark/ch15/lab920_count_books_per_author/AuthorsAndBooksCountBooksScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch15/lab930_aggregation_as_list/AuthorsAndListBooksApp.java",
    "src/main/python/lab930_aggregation_as_list/authorsAndListBooksApp.py",
    "src/main/scala/net/jgp/books/spark/ch15/lab930_aggregation_as_list/AuthorsAndListBooksScalaApp.scala")] + [(3, p) for p in (
    "src/main/java/net/jgp/books/spark/ch03/lab200_ingestion_schema_manipulation/IngestionSchemaManipulationApp.java",
    "src/main/python/lab200_ingestion_schema_manipulation/ingestionSchemaManipulationApp.py",
    "src/main/scala/net/jgp/books/spark/ch03/lab200_ingestion_schema_manipulation/IngestionSchemaManipulationScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch03/lab220_json_ingestion_schema_manipulation/JsonIngestionSchemaManipulationApp.java",
    "src/main/scala/net/jgp/books/spark/ch03/lab220_json_ingestion_schema_manipulation/JsonIngestionSchemaManipulationScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch03/lab230_dataframe_union/DataframeUnionApp.java",
    "src/main/python/lab230_dataframe_union/dataframesUnionApp.py",
    "src/main/scala/net/jgp/books/spark/ch03/lab230_dataframe_union/DataframeUnionScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch03/lab310_dataset_to_dataframe/ArrayToDatasetToDataframeApp.java",
    "src/main/python/lab300_dataset/arrayToDataframeApp.py",
    "src/main/java/net/jgp/books/spark/ch03/lab320_dataset_books_to_dataframe/CsvToDatasetBookToDataframeApp.java",
    "src/main/java/net/jgp/books/spark/ch03/lab321_dataset_books_to_dataframe/CsvToDatasetBookToDataframeApp.java",
    "src/main/scala/net/jgp/books/spark/ch03/lab320_dataset_books_to_dataframe/CsvToDatasetBookToDataframeScalaApp.scala")] + [
    (11, p) for p in (
    "src/main/java/net/jgp/books/spark/ch11/lab100_simple_select/SimpleSelectApp.java",
    "src/main/python/lab100_simple_select/simpleSelectApp.py",
    "src/main/scala/net/jgp/books/spark/ch11/lab100_simple_select/SimpleSelectScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch11/lab200_simple_select_global_view/SimpleSelectGlobalViewApp.java",
    "src/main/python/lab101_simple_select_global_view/simpleSelectGlobalViewApp.py",
    "src/main/scala/net/jgp/books/spark/ch11/lab101_simple_select_global_view/SimpleSelectGlobalViewScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch11/lab300_sql_and_api/SqlAndApiApp.java",
    "src/main/python/lab110_sql_and_api/sqlAndApiApp.py",
    "src/main/scala/net/jgp/books/spark/ch11/lab110_sql_and_api/SqlAndApiScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch11/lab400_delete/DeleteApp.java",
    "src/main/python/lab120_drop/dropApp.py")] + [(16, p) for p in (
    "src/main/java/net/jgp/books/spark/ch16/lab100_cache_checkpoint/CacheCheckpointApp.java",
    "src/main/java/net/jgp/books/spark/ch16/lab200_brazil_stats/BrazilStatisticsApp.java",
    "src/main/java/net/jgp/books/spark/ch16/lab900_books/BasicBookStats.java")] + [(4, p) for p in (
    "src/main/java/net/jgp/books/spark/ch04/lab200_transformation_and_action/TransformationAndActionApp.java",
    "src/main/python/lab200_transformation_and_action/transformationActionApp.py",
    "src/main/scala/net/jgp/books/spark/ch04/lab200_transformation_and_action/TransformationAndActionScalaApp.scala")] + [
    (7, p) for p in (
    "src/main/java/net/jgp/books/spark/ch07/lab200_csv_ingestion/ComplexCsvToDataframeApp.java",
    "src/main/python/lab200_csv_ingestion/complexCsvToDataframeApp.py",
    "src/main/scala/net/jgp/books/spark/ch07/lab200_csv_ingestion/ComplexCsvToDataframeScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch07/lab201_csv_ingestion_push_down/ComplexCsvToDataframePushDownFilterApp.java",
    "src/main/java/net/jgp/books/spark/ch07/lab300_csv_ingestion_with_schema/ComplexCsvToDataframeWithSchemaApp.java",
    "src/main/python/lab300_csv_ingestion_with_schema/complexCsvToDataframeWithSchemaApp.py",
    "src/main/scala/net/jgp/books/spark/ch07/lab300_csv_ingestion_with_schema/ComplexCsvToDataframeWithSchemaScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch07/lab401_json_ingestion/JsonLinesToDataframeWithLinearizationApp.java",
    "src/main/python/lab401_json_ingestion/jsonLinesToDataframeWithLinearizationApp.py",
    "src/main/scala/net/jgp/books/spark/ch07/lab401_json_ingestion/JsonLinesToDataframeWithLinearizationScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch07/lab500_json_multiline_ingestion/MultilineJsonToDataframeApp.java",
    "src/main/python/lab500_json_multiline_ingestion/multilineJsonToDataframeApp.py",
    "src/main/java/net/jgp/books/spark/ch07/lab600_xml_ingestion/XmlToDataframeApp.java",
    "src/main/python/lab600_xml_ingestion/xmlToDataframeApp.py",
    "src/main/scala/net/jgp/books/spark/ch07/lab600_xml_ingestion/XmlToDataframeScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch07/lab700_text_ingestion/TextToDataframeApp.java",
    "src/main/java/net/jgp/books/spark/ch07/lab920_orc_ingestion/OrcToDataframeApp.java",
    "src/main/python/lab920_orc_ingestion/orcToDataframeApp.py",
    "src/main/java/net/jgp/books/spark/ch07/lab930_parquet_ingestion/ParquetToDataframeApp.java",
    "src/main/python/lab930_parquet_ingestion/parquetToDataframeApp.py",
    "src/main/scala/net/jgp/books/spark/ch07/lab930_parquet_ingestion/ParquetToDataframeScalaApp.scala",
    "src/main/java/net/jgp/books/spark/ch07/lab990_others/SelfIngestionApp.java",
    "src/main/python/lab990_others/selfIngestionApp.py")] + [(17, p) for p in (
    "src/main/java/net/jgp/books/spark/ch17/lab100_export/ExportWildfiresApp.java",
    "src/main/python/lab100_export/exportWildfiresApp.py",
    "src/main/scala/net/jgp/books/spark/ch17/lab100_export/ExportWildfiresScalaApp.scala")]

# The cases, in the order they were planned; the split is fixed by that order before any label was written:
# positions 2 and 5 of every five are held out (README.md). (case id, part, chapter, program path, recorded query
# stem, the action as the code has it)
J, S = "src/main/java/net/jgp/books/spark/ch{}/", "src/main/scala/net/jgp/books/spark/ch{}/"
CASES: list[tuple[str, str, int, str, str, str]] = [
    ("jgp_ch15_orders_api_java", "dev", 15, J.format(15) + "lab100_orders/OrderStatisticsApp.java", "03_head", "apiDf.show(20) line 53"),
    ("jgp_ch15_orders_sql_py", "heldout", 15, "src/main/python/lab100_orders/orderStatisticsApp.py", "05_head", "sql_df.show(20) line 41"),
    ("jgp_ch15_orders_api_scala", "dev", 15, S.format(15) + "lab100_orders/OrderStatisticsScalaApp.scala", "03_head", "apiDf.show(20) line 42"),
    ("jgp_ch12_join_final_java", "dev", 12, J.format(12) + "lab300_join/HigherEdInstitutionPerCountyApp.java", "16_head", "institPerCountyDf.show(200, false) line 193"),
    ("jgp_ch12_join_final_py", "heldout", 12, "src/main/python/lab300_join/higherEdInstitutionPerCountyApp.py", "16_head", "institPerCountyDf.show(200, False) line 148"),
    ("jgp_ch12_join_final_scala", "dev", 12, S.format(12) + "lab300_join/HigherEdInstitutionPerCountyScalaApp.scala", "16_head", "institPerCountyDf.show(200, false) line 170"),
    ("jgp_ch12_json_sql_java", "heldout", 12, J.format(12) + "lab920_query_on_json/QueryOnJsonApp.java", "02_head", "authorsOfReferenceBookDf.show(false) line 50"),
    ("jgp_ch12_json_sql_py", "dev", 12, "src/main/python/lab920_query_on_json/queryOnJsonApp.py", "02_head", "authorsOfReferenceBookDf.show(truncate=False) line 33"),
    ("jgp_ch13_flatten_count_sql_scala", "dev", 13, S.format(13) + "lab110_flatten_shipment/FlattenShipmentDisplayScalaApp.scala", "03_head", "bookCountDf.show(false)"),
    ("jgp_ch13_flatten_shipment_java", "heldout", 13, J.format(13) + "lab110_flatten_shipment/FlattenShipmentDisplayApp.java", "01_head", "df.show(5, false)"),
    ("jgp_ch13_nested_join_java", "dev", 13, J.format(13) + "lab120_restaurant_document/RestaurantDocumentApp.java", "07_head", "factSheetDf.show(3)"),
    ("jgp_ch13_nested_join_py", "heldout", 13, "src/main/python/lab120_restaurant_document/restaurantDocumentApp.py", "10_head", "the nested document's show"),
    ("jgp_ch14_library_udf_java", "dev", 14, J.format(14) + "lab200_library_open/OpenedLibrariesApp.java", "06_head", "finalDf.show()"),
    ("jgp_ch14_library_udf_py", "dev", 14, "src/main/python/lab200_library_open/openedLibrariesApp.py", "07_head", "final_df.show()"),
    ("jgp_ch14_library_udf_scala", "heldout", 14, S.format(14) + "lab200_library_open/OpenedLibrariesScalaApp.scala", "06_head", "finalDf.show()"),
    ("jgp_ch15_books_per_author_java", "dev", 15, J.format(15) + "lab920_count_books_per_author/AuthorsAndBooksCountBooksApp.java", "07_head", "libraryDf.show() line 59"),
    ("jgp_ch15_books_per_author_py", "heldout", 15, "src/main/python/lab920_count_books_per_author/authorsAndBooksCountBooksApp.py", "07_head", "libraryDf.show() line 52"),
    ("jgp_ch15_books_per_author_scala", "dev", 15, S.format(15) + "lab920_count_books_per_author/AuthorsAndBooksCountBooksScalaApp.scala", "07_head", "libraryDf.show line 57"),
    ("jgp_ch15_nyc_absentee_java", "dev", 15, J.format(15) + "lab300_nyc_school_stats/NewYorkSchoolStatisticsApp.java", "10_head", "absenteeRatioDf.show(5) line 145"),
    ("jgp_ch15_nyc_absentee_py", "heldout", 15, "src/main/python/lab300_nyc_school_stats/newYorkSchoolStatisticsApp.py", "10_head", "absenteeRatioDf.show(5) line 165, the least absenteeism"),
    ("jgp_ch12_all_joins_full_java", "dev", 12, J.format(12) + "lab940_all_joins/AllJoinsApp.java", "05_head", "df.orderBy(...).show() line 97, join type \"full\""),
    ("jgp_ch12_all_joins_anti_py", "heldout", 12, "src/main/python/lab940_all_joins/allJoinsApp.py", "12_head", "df.orderBy(...).show() line 66, join type \"left_anti\""),
    ("jgp_ch12_selfjoin_collect_scala", "dev", 12, S.format(12) + "lab990_others/SelfJoinScalaApp.scala", "03_head", "listDf.show(false) line 52"),
    ("jgp_ch13_flatten_invoice_py", "dev", 13, "src/main/python/lab900_flat_json_invoice/flattenJsonApp.py", "02_head", "flat_invoices_df.show(20, False) line 59"),
    ("jgp_ch15_list_books_struct_scala", "heldout", 15, S.format(15) + "lab930_aggregation_as_list/AuthorsAndListBooksScalaApp.scala", "07_head", "booksByAuthorDf.show(false) line 68, the struct list"),
    # 26-43: chapters 3, 11 and 16, planned (and split) before any of them was labelled
    ("jgp_ch16_brazil_pure_java", "dev", 16, J.format(16) + "lab200_brazil_stats/BrazilStatisticsApp.java", "04_head", "df.show(5) line 135, the first process() (no cache)"),
    ("jgp_ch03_union_java", "heldout", 3, J.format("03") + "lab230_dataframe_union/DataframeUnionApp.java", "03_head", "df.show(5) line 56"),
    ("jgp_ch11_sql_api_negative_java", "dev", 11, J.format(11) + "lab300_sql_and_api/SqlAndApiApp.java", "02_head", "negativeEvolutionDf.show(15, false) line 198"),
    ("jgp_ch16_cache_lang_java", "dev", 16, J.format(16) + "lab100_cache_checkpoint/CacheCheckpointApp.java", "07_collectAsList", "langDf: .collectAsList() line 99, the CACHE turn"),
    ("jgp_ch16_brazil_pop_cache_java", "heldout", 16, J.format(16) + "lab200_brazil_stats/BrazilStatisticsApp.java", "15_head", "popDf.show(30) line 149, the CACHE turn"),
    ("jgp_ch03_union_scala", "dev", 3, S.format("03") + "lab230_dataframe_union/DataframeUnionScalaApp.scala", "03_head", "df.show(5) line 42"),
    ("jgp_ch11_sql_api_negative_py", "heldout", 11, "src/main/python/lab110_sql_and_api/sqlAndApiApp.py", "02_head", "negativeEvolutionDf.show(15, False) line 82"),
    ("jgp_ch03_books_dataset_java", "dev", 3, J.format("03") + "lab320_dataset_books_to_dataframe/CsvToDatasetBookToDataframeApp.java", "06_head", "df2.show(5, 13) line 113"),
    ("jgp_ch16_brazil_post_office_cache_java", "dev", 16, J.format(16) + "lab200_brazil_stats/BrazilStatisticsApp.java", "20_head", "postOfficePopDf.show(5) line 235, the CACHE turn"),
    ("jgp_ch16_checkpoint_year_java", "heldout", 16, J.format(16) + "lab100_cache_checkpoint/CacheCheckpointApp.java", "13_collectAsList", "yearDf: .collectAsList() line 102, the CHECKPOINT (eager) turn"),
    ("jgp_ch11_drop_py", "dev", 11, "src/main/python/lab120_drop/dropApp.py", "02_head", "cleanedDf.show(20, False) line 89"),
    ("jgp_ch03_books_dataset_scala", "heldout", 3, S.format("03") + "lab320_dataset_books_to_dataframe/CsvToDatasetBookToDataframeScalaApp.scala", "05_head", "df2.show(5, 13) line 77"),
    ("jgp_ch11_sql_api_million_scala", "dev", 11, S.format(11) + "lab110_sql_and_api/SqlAndApiScalaApp.scala", "03_head", "moreThanAMillionDf.show(15, false) line 101"),
    ("jgp_ch16_brazil_agriculture_java", "dev", 16, J.format(16) + "lab200_brazil_stats/BrazilStatisticsApp.java", "13_head", "agricultureDf.show(5) line 274, the first process() (no cache)"),
    ("jgp_ch11_drop_java", "heldout", 11, J.format(11) + "lab400_delete/DeleteApp.java", "04_head", "cleanedDf.show(20, false) line 209"),
    ("jgp_ch11_global_view_py", "dev", 11, "src/main/python/lab101_simple_select_global_view/simpleSelectGlobalViewApp.py", "01_head", "slightlyBiggerCountriesDf.show(10, False) line 56, in the new session spark2 (its listener counts from 01 again)"),
    ("jgp_ch16_brazil_vehicles_checkpoint_java", "heldout", 16, J.format(16) + "lab200_brazil_stats/BrazilStatisticsApp.java", "34_head", "vehiclesDf.show(5) line 257, the CHECKPOINT (eager) turn"),
    ("jgp_ch03_books_dataset_lab321_java", "dev", 3, J.format("03") + "lab321_dataset_books_to_dataframe/CsvToDatasetBookToDataframeApp.java", "05_head", "df2.show(5, 13) line 111"),
    # 44-61: chapters 4, 7 and 17, planned (and split) before any of them was labelled
    ("jgp_ch17_fires_parquet_java", "dev", 17, J.format(17) + "lab100_export/ExportWildfiresApp.java", "13_command", "wildfireDf.write()...save(\"/tmp/fires_parquet\") line 137"),
    ("jgp_ch17_fires_csv_py", "heldout", 17, "src/main/python/lab100_export/exportWildfiresApp.py", "13_command", "outputDf.write...save(\"/tmp/high_confidence_fires_csv\") line 112, after repartition(1)"),
    ("jgp_ch07_csv_options_java", "dev", 7, J.format("07") + "lab200_csv_ingestion/ComplexCsvToDataframeApp.java", "01_head", "df.show(7, 70) line 50"),
    ("jgp_ch04_union_collect_java", "dev", 4, J.format("04") + "lab200_transformation_and_action/TransformationAndActionApp.java", "03_collect", "df.collect() line 83, mode noop (no argument)"),
    ("jgp_ch07_xml_py", "heldout", 7, "src/main/python/lab600_xml_ingestion/xmlToDataframeApp.py", "01_head", "df.show(5) line 29"),
    ("jgp_ch17_fires_csv_scala", "dev", 17, S.format(17) + "lab100_export/ExportWildfiresScalaApp.scala", "14_command", "outputDf.write...save(\"/tmp/high_confidence_fires_csv\") line 118, after repartition(1)"),
    ("jgp_ch17_modis_confidence_py", "heldout", 17, "src/main/python/lab100_export/exportWildfiresApp.py", "10_head", "df.show() line 94, MODIS rows per confidence level"),
    ("jgp_ch07_json_linear_scala", "dev", 7, S.format("07") + "lab401_json_ingestion/JsonLinesToDataframeWithLinearizationScalaApp.scala", "01_head", "df.show(5) line 45"),
    ("jgp_ch07_csv_pushdown_java", "dev", 7, J.format("07") + "lab201_csv_ingestion_push_down/ComplexCsvToDataframePushDownFilterApp.java", "01_head", "df.show(7, 70) line 52"),
    ("jgp_ch07_csv_schema_py", "heldout", 7, "src/main/python/lab300_csv_ingestion_with_schema/complexCsvToDataframeWithSchemaApp.py", "01_head", "df.show(30, 25, False) line 41"),
    ("jgp_ch04_union_count_java", "dev", 4, J.format("04") + "lab200_transformation_and_action/TransformationAndActionApp.java", "04_count", "df.count() line 88, mode noop (no argument)"),
    ("jgp_ch17_fires_union_show_java", "heldout", 17, J.format(17) + "lab100_export/ExportWildfiresApp.java", "11_head", "wildfireDf.show() line 128"),
    ("jgp_ch07_multiline_json_java", "dev", 7, J.format("07") + "lab500_json_multiline_ingestion/MultilineJsonToDataframeApp.java", "01_head", "df.show(3) line 42"),
    ("jgp_ch07_parquet_count_scala", "dev", 7, S.format("07") + "lab930_parquet_ingestion/ParquetToDataframeScalaApp.scala", "02_count", "df.count line 39"),
    ("jgp_ch07_self_sum_py", "heldout", 7, "src/main/python/lab990_others/selfIngestionApp.py", "02_collectToPython", "df.selectExpr(\"sum(*)\").first() line 29"),
    ("jgp_ch17_modis_confidence_java", "dev", 17, J.format(17) + "lab100_export/ExportWildfiresApp.java", "10_head", "df.show() line 125, MODIS rows per confidence level"),
    ("jgp_ch07_csv_options_py", "heldout", 7, "src/main/python/lab200_csv_ingestion/complexCsvToDataframeApp.py", "01_head", "df.show(7, 70) line 34"),
    ("jgp_ch17_fires_parquet_scala", "dev", 17, S.format(17) + "lab100_export/ExportWildfiresScalaApp.scala", "13_command", "wildfireDf.write...save(\"/tmp/fires_parquet\") line 109"),
]


# settings of a program's run beyond the common ones, as --conf. Spark 4 reads only the standard charsets unless told
# otherwise; these labs read their csv files as cp1252
LEGACY_CHARSETS = ["spark.sql.legacy.javaCharsets=true"]
SETTINGS = {key: LEGACY_CHARSETS for key in (
    "ch12_HigherEdInstitutionPerCountyApp", "ch12_higherEdInstitutionPerCountyApp",
    "ch12_HigherEdInstitutionPerCountyScalaApp", "ch14_OpenedLibrariesApp", "ch14_openedLibrariesApp",
    "ch14_OpenedLibrariesScalaApp", "ch14_OpenedLibrariesSqlApp", "ch14_openedLibrariesSqlApp",
    "ch14_OpenedLibrariesSqlScalaApp")}
# Spark 4 runs ANSI SQL by default: its unionByName of lab300's int schoolYear (lit(2018)) and string schoolYear (the
# older files) is then a bigint, and the Java lab's maxStudentRow.getString(0) (line 98) stops it with a
# ClassCastException before the later queries; without ANSI the union is a string, as on the Spark 3 the lab was
# written for. (The Python port reads the row by index and runs as is.)
SETTINGS["ch15_NewYorkSchoolStatisticsApp"] = ["spark.sql.ansi.enabled=false"]
# The same for ch17 lab100's Python port: its when(...).otherwise(F.col("confidence")) mixes the strings "low"/"nominal"/
# "high" with the int confidence, and under ANSI the cast of 'low' to int stops the lab at modisDf.show() (line 85);
# the Java and Scala labs build the level in three withColumns and run as is
SETTINGS["ch17_exportWildfiresApp"] = ["spark.sql.ansi.enabled=false"]


# ch17 lab100 (all three languages) downloads two NASA FIRMS files before any query; this machine has no network,
# so those two URLs are answered from generated stand-ins (make_data.firms) by offline/Handler.java (JVM) and
# offline/sitecustomize.py (Python's requests); the labs' own code downloads and reads them
DOWNLOADS = {"ch17_ExportWildfiresApp", "ch17_exportWildfiresApp", "ch17_ExportWildfiresScalaApp"}
OFFLINE = WORK / "offline"


def key(chapter: int, path: str) -> str:
    return f"ch{chapter:02d}_" + Path(path).stem


def main_class(repo: Path, path: str) -> str:
    text = (repo / path).read_text()
    package = re.search(r"^package\s+([\w.]+)", text, re.M).group(1)
    if path.endswith(".scala"):  # the object whose main() runs (RestaurantDocumentScalaApplication in its own file)
        before_main = text[:text.index("def main(")]
        return package + "." + re.findall(r"^object\s+(\w+)", before_main, re.M)[-1]
    return package + "." + Path(path).stem


def build(chapter: int) -> Path:
    """The chapter's Java and Scala sources compiled unchanged into one jar."""
    repo = REPOS / slug(chapter)
    classes = WORK / "classes" / f"ch{chapter}"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    java = sorted(glob.glob(f"{repo}/src/main/java/**/*.java", recursive=True))
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", lib.JARS, "-d", str(classes), *java], check=True)
    scala = [s for s in sorted(glob.glob(f"{repo}/src/main/scala/**/*.scala", recursive=True))
             if Path(s).name not in NOT_COMPILED]
    if scala:  # ch16 has none
        subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-nowarn", "-usejavacp",
                        "-classpath", f"{lib.JARS}:{classes}", "-d", str(classes), *scala], check=True)
    jar = WORK / f"ch{chapter}.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


def build_listener() -> Path:
    classes = WORK / "classes" / "listener"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), str(HERE / "PlanListener.java"),
                    str(HERE / "offline" / "Handler.java")], check=True)
    jar = WORK / "jgp-listener.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


def snapshot(repo: Path) -> dict[str, int]:
    return {str(p.relative_to(repo)): p.stat().st_size for p in repo.rglob("*") if p.is_file()}


def run(chapter: int, path: str, jars: dict[int, Path], listener: Path) -> Path:
    """One spark-submit of the program; the folder holding its plans/ and its event log."""
    repo = REPOS / slug(chapter)
    out = WORK / "runs" / key(chapter, path)
    shutil.rmtree(out, ignore_errors=True)
    plans = out / "plans"
    java_options = f"-XX:ActiveProcessorCount=1 -Djgp.plans={plans}"
    env = {"PYSPARK_PYTHON": sys.executable}
    if key(chapter, path) in DOWNLOADS:  # ch17 lab100 downloads its inputs first: our network stand-in answers
        make_data.firms(OFFLINE)
        for name in make_data.FIRMS:  # where the lab's download writes them: only the download may put them there
            Path("/tmp", name).unlink(missing_ok=True)
        java_options += f" -Djava.protocol.handler.pkgs=jgpcapture -Djgp.offline={OFFLINE}"
        env.update(JGP_OFFLINE=str(OFFLINE), PYTHONPATH=os.pathsep.join(
            p for p in (str(HERE / "offline"), os.environ.get("PYTHONPATH")) if p))
    conf = ["spark.sql.queryExecutionListeners=jgpcapture.PlanListener",
            f"spark.driver.extraJavaOptions={java_options}",
            f"spark.sql.warehouse.dir={out / 'warehouse'}", *SETTINGS.get(key(chapter, path), [])]
    if key(chapter, path) in DOWNLOADS:
        conf.append(f"spark.driver.extraClassPath={listener}")
    if path.endswith(".py"):
        args, cwd = ["--jars", str(listener), Path(path).name], repo / Path(path).parent
    else:
        args, cwd = ["--jars", str(listener), "--class", main_class(repo, path), str(jars[chapter])], repo
    before = snapshot(repo)
    written = make_data.write(slug(chapter), repo)
    try:
        lib.submit(out / "log", args, cwd=cwd, conf=conf, env=env)
    finally:
        for p in written:
            p.unlink()
        for extra in ("spark-warehouse", "metastore_db", "derby.log"):
            for where in (repo, cwd):
                if (where / extra).exists() and extra not in before:
                    shutil.rmtree(where / extra) if (where / extra).is_dir() else (where / extra).unlink()
    after = snapshot(repo)
    if after != before:
        raise SystemExit(f"{path} changed the laid-out repository: {set(after.items()) ^ set(before.items())}")
    return out


def summary(plan_file: Path) -> str:
    text = plan_file.read_text()
    ops = re.findall(r"^\(\d+\) (\S+(?: \S+)?)", text, re.M)
    return " ".join(o for o in ops if o.split()[0] not in lib.__dict__.get("_WRAP", ()))


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    explore = argv[:1] == ["--explore"]
    wanted = argv[1:] if explore else argv
    if explore:
        programs = [(c, p) for c, p in PROGRAMS if not wanted or key(c, p) in wanted]
        chosen = []
    else:
        chosen = [c for c in CASES if not wanted or c[0] in wanted]
        programs = list(dict.fromkeys((c[2], c[3]) for c in chosen))
    listener = build_listener()
    jars = {c: build(c) for c in sorted({c for c, p in programs if not p.endswith(".py")})}
    start, failed = time.time(), []
    for chapter, path in programs:
        print(f"== ch{chapter} {path}", flush=True)
        try:
            out = run(chapter, path, jars, listener)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(key(chapter, path))
            continue
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        if explore:
            for stem in stems:
                print(f"  {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
        for case, part, _, _, stem, action in (c for c in chosen if (c[2], c[3]) == (chapter, path)):
            target = BENCH / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            same = [s for s in stems if _same_plan(out / "plans" / s, out / "plans" / stem)]
            how = {"nth": same.index(stem) + 1}
            if not path.endswith(".py"):  # the action's call site where the action names its line (the same plan
                # run twice); the n-th in run order where that site ran it more than once (a loop over join types)
                at = re.search(r"\.(show|count|collectAsList|collect|save)\(.*line (\d+)", action)
                how["site"] = f"{at.group(1)} at {Path(path).name}:{at.group(2)}" if at else None
            if not lib.write_matched(target, log, RUNNER, action=action, **how):
                failed.append(case)
    print(f"{len(programs)} programs in {time.time() - start:.0f} s; not matched: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


def _same_plan(a: Path, b: Path) -> bool:
    return filecmp.cmp(f"{a}.simple.txt", f"{b}.simple.txt", shallow=False) or \
        lib._norm(Path(f"{a}.simple.txt").read_text()) == lib._norm(Path(f"{b}.simple.txt").read_text())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
