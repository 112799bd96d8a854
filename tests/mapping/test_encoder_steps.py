"""Spark's encoder steps serve the typed call beside them: one Java job (tests/fixtures/typed_job,
plan captured with local Spark by tests/fixtures/capture_typed_plan.py) makes a Dataset of beans from an
RDD, filters it untyped, doubles the sizes with a typed map. The bean's columns (name, size) the first
SerializeFromObject prints are also what a look-alike select() names."""

import pytest

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "typed_job" / "PandaSizes.java"


@pytest.fixture(scope="module")
def mapped():
    nodes = fixture_nodes("typed_panda_sizes")
    return {m.node_id: m for m in map_plan(nodes, fixture_sites("typed_job"))}


def test_objects_of_an_rdd_turned_into_rows_serve_the_conversion(mapped):
    scan, rows = mapped[1], mapped[2]
    assert scan.site.line_start == line_of(SOURCE, "spark.createDataset(")
    # not the select() naming the same columns: Spark serialized the RDD's beans for createDataset
    assert rows.derived and rows.site.line_start == line_of(SOURCE, "spark.createDataset(")
    assert "Spark inserted it for Scan (1)" in rows.explanation


def test_rows_turned_into_objects_and_back_serve_the_typed_map(mapped):
    typed_map = line_of(SOURCE, "pandas.map(")
    assert mapped[5].site.line_start == typed_map
    for node_id in (4, 6):
        assert mapped[node_id].derived and mapped[node_id].site.line_start == typed_map
        assert "Spark inserted it for MapElements (5)" in mapped[node_id].explanation


def test_an_item_of_a_dollar_column_names_the_column(tmp_path):
    # Scala's $"attributes"(0) is the first item of column attributes, not a function named $"attributes"
    (tmp_path / "Sums.scala").write_text(
        "object Sums {\n  def firsts(ds: org.apache.spark.sql.DataFrame) =\n"
        "    ds.select($\"attributes\"(0).as(\"first\"))\n}\n")
    site = next(s for s in index_repository(tmp_path)[3] if s.method == "select")
    assert "attributes" in site.columns and not any("$" in f for f in site.functions)
