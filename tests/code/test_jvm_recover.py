"""Scala and Java files that do not fully parse keep everything that does, and Java Spark code's own
shapes (a writer configured statement by statement, bean getters in typed lambdas) give their names
(tests/fixtures/code/jvm_recover)."""

from __future__ import annotations

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.code.jvm_index import index_file
from codemap_pipeline.code.model import FileContext
from support import input_places, sites_in

FIXTURES = Path(__file__).parents[1] / "fixtures" / "code" / "jvm_recover"


@pytest.fixture(scope="module")
def indexed():
    return index_repository(FIXTURES)


def test_a_line_that_does_not_parse_costs_only_itself(indexed):
    files, symbols, _, sites = indexed
    broken = next(f for f in files if f.path == "src/main/scala/demo/Broken.scala")
    assert (broken.parse_error, broken.skipped) == (None, "line 9: does not parse, skipped")
    script = sites_in(sites, broken.path)
    assert [(s.kind, s.method, s.line_start) for s in script] == [
        ("read", "read.parquet", 8), ("filter", "filter", 10), ("aggregate", "groupBy", 11),
        ("aggregate", "count", 11), ("limit", "show", 11), ("project", "select", 14)]
    assert {s.symbol for s in script} == {"demo.Broken.main", "demo.Broken.clean"}   # methods intact
    read, godly, by_book = script[:3]
    assert input_places(script, godly) == [(8, "read.parquet")]       # dataflow across the skipped line
    assert input_places(script, by_book) == [(10, "filter")]
    assert {(s.kind, s.qualname) for s in symbols if s.file == broken.path} >= {
        ("object", "demo.Broken"), ("method", "demo.Broken.main"), ("method", "demo.Broken.clean")}


def test_scala_apply_on_a_dataframe_is_a_column_not_a_function(indexed):
    _, _, _, sites = indexed
    godly, select = (s for s in sites_in(sites, "src/main/scala/demo/Broken.scala") if s.method in ("filter", "select"))
    assert (godly.columns, godly.functions, godly.literals) == (["text"], [], ["God"])   # verses("text")
    assert (select.columns, select.functions) == (["book", "chapter"], [])              # df("book") of a param


def test_databricks_notebook_cell_that_does_not_parse_is_skipped_alone(indexed):
    files, _, _, sites = indexed
    notebook = next(f for f in files if f.path == "notebooks/Chapter_23_Streaming.scala")
    assert (notebook.parse_error, notebook.skipped) == (None, "line 8: does not parse, skipped")
    assert [(s.kind, s.method, s.line_start, s.cell) for s in sites_in(sites, notebook.path)] == [
        ("read", "read.json", 2, 0), ("read", "read.json", 3, 0), ("aggregate", "groupBy", 13, 2),
        ("aggregate", "count", 13, 2), ("write", "write.start", 14, 2)]


def test_java_prose_before_the_code_is_skipped(indexed):
    files, _, _, sites = indexed
    chapter = next(f for f in files if f.path == "src/main/java/demo/Chapter4.java")
    assert (chapter.parse_error, chapter.skipped) == (None, "line 1: does not parse, skipped")
    assert [(s.kind, s.method, s.line_start, s.columns) for s in sites_in(sites, chapter.path)] == [
        ("read", "spark.range", 10, []), ("project", "toDF", 10, ["number"]),
        ("project", "select", 11, ["number"]), ("limit", "show", 11, [])]


def test_regions_that_do_not_parse_are_named_and_the_rest_indexed():
    source = b"""object Jobs {
  def main(args: Array[String]): Unit = {
    val df = spark.read.parquet("/in")
    if (df.count() > 0 {
      df.show()
    }
    df.write.parquet("/out")
  }
  def other(df: DataFrame): DataFrame = df.select("b")
}
"""
    index = index_file("Jobs.scala", source, FileContext("scala"))
    code_file, sites = index.code_file, index.sites
    # tree-sitter reads `0 { df.show() } df.write.parquet("/out")` as one broken expression: lines 4-7
    assert code_file.skipped == "lines 4-7: do not parse, skipped"
    assert [(s.method, s.line_start, s.symbol) for s in sites] == [
        ("read.parquet", 3, "Jobs.main"), ("select", 9, "Jobs.other")]
    assert sites[0].snippet == '    val df = spark.read.parquet("/in")'      # lines keep their text


def test_a_missing_closing_token_is_read_as_if_written():
    source = b'class A {\n  void f() {\n    spark.read().parquet("/in").select("a").show();\n  }\n'
    index = index_file("A.java", source, FileContext("java"))
    code_file, sites = index.code_file, index.sites
    assert code_file.skipped == "line 4: '}' missing, read as if written"
    assert [(s.method, s.line_start) for s in sites] == [("read.parquet", 3), ("select", 3), ("show", 3)]


@pytest.mark.parametrize("path, text, language", [
    ("Bad.scala", "object Bad { def x( = }\n", "scala"),
    ("Bad.java", "class Bad { void f( }\n", "java"),
    ("Notes.scala", "// only a comment\n??? !!! ]]\n", "scala"),
])
def test_a_file_where_nothing_parses_is_a_parse_error(path, text, language):
    index = index_file(path, text.encode(), FileContext(language))
    code_file, symbols, sites = index.code_file, index.symbols, index.sites
    assert code_file.parse_error is not None and code_file.parse_error.startswith("syntax error at line ")
    assert code_file.parse_error.endswith("nothing parses")
    assert (symbols, sites) == ([], [])


def test_java_writer_configured_statement_by_statement(indexed):
    _, _, _, sites = indexed
    export = sites_in(sites, "src/main/java/demo/HiveExport.java")
    assert [(s.kind, s.method, s.line_start) for s in export] == [
        ("read", "spark.table", 18), ("read", "read.load", 21), ("join", "join", 27), ("filter", "filter", 28),
        ("aggregate", "groupBy", 29), ("aggregate", "agg", 30), ("write", "write.save", 31)]
    table, stores, join, large, by_region, total, write = export
    assert table.tables == ["sales.orders"]                          # a static final constant
    assert (stores.paths, stores.literals) == (["/data/stores.csv"], ["csv", "true"])
    assert (join.columns, join.join_how) == (["store_id", "id"], "left")
    assert (large.columns, large.literals) == (["amount"], ["10"])   # functions.col("amount").gt(10)
    assert (by_region.columns, total.functions, total.aliases) == (["region"], ["sum"], ["total"])
    # writer.partitionBy("region"); inside an if, then writer.mode(...).save(path)
    assert (write.columns, write.literals) == (["region"], ["parquet", "overwrite"])
    assert input_places(export, write) == [(30, "agg")]


def test_java_bean_getter_in_a_typed_lambda_is_a_column(indexed):
    _, _, _, sites = indexed
    [older] = sites_in(sites, "src/main/java/demo/Person.java")
    assert (older.kind, older.line_start, older.columns, older.literals) == ("filter", 14, ["age"], ["30"])
