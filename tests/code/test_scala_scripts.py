"""Scala code that runs as a script (spark-shell, `.sc`, Databricks source notebooks) and typed Dataset
calls: the sites an index must give them (tests/fixtures/code/scala_scripts)."""

from __future__ import annotations

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.code.jvm_notebooks import databricks_cells
from codemap_pipeline.mapping import readings
from support import input_places, sites_in

FIXTURES = Path(__file__).parents[1] / "fixtures" / "code" / "scala_scripts"


@pytest.fixture(scope="module")
def scripts():
    return index_repository(FIXTURES)


def test_top_level_statements_are_the_files_script(scripts):
    _, symbols, links, sites = scripts
    script = sites_in(sites, "shell/daily_totals.sc")
    assert [(s.kind, s.method, s.line_start, s.line_end) for s in script] == [
        ("read", "read.parquet", 4, 5), ("filter", "filter", 10, 10), ("limit", "show", 11, 11),
        ("rdd", "groupByKey", 13, 13), ("aggregate", "reduceGroups", 14, 14), ("limit", "take", 15, 15),
        ("read", "spark.range", 17, 17), ("rdd", "map", 17, 17), ("aggregate", "count", 18, 18),
    ]
    assert {s.symbol for s in script} == {"shell.daily_totals.<module>"}
    read, large, show, by_key, reduce, take, rng, doubled, count = script
    # dataflow between statements: `val sales = salesDF.as[Sale]`, then `sales.filter(...)`
    assert input_places(script, large) == [(4, "read.parquet")]
    assert input_places(script, by_key) == [(4, "read.parquet")]
    assert input_places(script, reduce) == [(13, "groupByKey")]
    assert input_places(script, take) == [(14, "reduceGroups")]
    assert input_places(script, doubled) == [(17, "spark.range")]
    assert read.paths == ["/data/sales/daily.parquet"]
    assert large.functions == ["isLarge"]                    # the top-level def the lambda calls
    assert by_key.columns == ["store"]                       # s => s.store: AppendColumns' key
    assert "reduceaggregator" in reduce.functions            # the plan's ObjectHashAggregate function
    assert (show.literals, take.literals) == (["21"], ["3"])  # CollectLimit 21 for show(), 3 for take(3)
    declared = {(s.kind, s.qualname, s.line_start) for s in symbols if s.file == "shell/daily_totals.sc"}
    assert declared >= {("class", "Sale", 2), ("function", "isLarge", 8)}
    _, classes = readings.code_facts([(l.file, l.dst, l.kind, l.resolved) for l in links],
                                     [(s.symbol_id, s.qualname, s.file, s.kind) for s in symbols])
    assert classes["Sale"] == "shell/daily_totals.sc"        # a case class of the script is declared there


def test_databricks_scala_notebook_has_cells_and_sql_cells(scripts):
    _, _, _, sites = scripts
    notebook = sites_in(sites, "notebooks/revenue_notebook.scala")
    where = [(s.kind, s.method, s.line_start, s.line_end, s.cell, s.cell_line_start, s.cell_line_end)
             for s in notebook]
    assert where == [
        ("read", "spark.table", 6, 6, 1, 1, 1), ("filter", "where", 7, 7, 1, 2, 2),
        ("aggregate", "groupBy", 24, 24, 4, 1, 1), ("aggregate", "agg", 24, 24, 4, 1, 1),
        ("read", "SQL FROM", 14, 14, 2, 3, 3), ("aggregate", "SQL GROUP BY", 15, 15, 2, 4, 4),
        ("project", "SQL SELECT", 13, 13, 2, 2, 2), ("sql", "spark.sql", 12, 15, 2, 1, 4),
    ]
    assert {s.symbol for s in notebook} == {"notebooks.revenue_notebook.<module>"}
    by = {s.method: s for s in notebook}
    # the %sql cell reads the view the Scala cell registered
    assert input_places(notebook, by["SQL FROM"]) == [(7, "where")]
    assert by["SQL GROUP BY"].functions == ["sum"] and by["SQL SELECT"].aliases == ["revenue"]
    assert input_places(notebook, by["groupBy"]) == [(7, "where")]


def test_cells_need_the_databricks_header():
    assert databricks_cells(["val a = 1", "// COMMAND ----------", "val b = 2"]) is None
    lines = ["// Databricks notebook source", "", "val a = 1", "// COMMAND ----------", "val b = 2"]
    assert databricks_cells(lines) == [(2, 3, 3), (5, 5, 5)]


def test_objects_turned_into_rows_give_a_scan_and_its_serializer(scripts):
    _, _, _, sites = scripts
    conversions = sites_in(sites, "src/shop/Conversions.scala")
    assert [(s.kind, s.method, s.line_start, s.symbol.rsplit(".", 1)[-1]) for s in conversions] == [
        ("read", "toDS", 11, "fromRDD"), ("rdd", "toDS", 11, "fromRDD"),          # Scan[obj], SerializeFromObject
        ("read", "toDF", 16, "fromLocal"),                                         # LocalTableScan
        ("read", "spark.createDataFrame", 21, "viaSession"), ("rdd", "spark.createDataFrame", 21, "viaSession"),
        ("read", "SQL FROM", 22, "viaSession"), ("aggregate", "SQL GROUP BY", 22, "viaSession"),
        ("project", "SQL SELECT", 22, "viaSession"), ("sql", "spark.sql", 22, "viaSession"),
    ]
    scan, serialize, local, created, serialized, view_read = conversions[:6]
    assert input_places(conversions, serialize) == [(11, "toDS")]
    assert local.columns == ["user", "page"]
    assert input_places(conversions, serialized) == [(21, "spark.createDataFrame")]
    # `import spark.sql` makes sql(...) the session's; its FROM reads the view of the serialized rows
    assert input_places(conversions, view_read) == [(21, "spark.createDataFrame")]
    assert view_read.inputs == [serialized.site_id]
