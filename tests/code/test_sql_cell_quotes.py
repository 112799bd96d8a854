"""A Databricks notebook's `%sql` cell ending in a double-quoted string (`WHERE id = "a1"`): the front end writes the
cell as a Python string in triple quotes, and the query's closing quote must not run into them. It did, the cell was
a Python syntax error, and the whole notebook gave no site: the cells before it, and this query's own clauses, are
sites now."""

from __future__ import annotations

from codemap_pipeline.code.indexer import index_repository

NOTEBOOK = """\
# Databricks notebook source
readings = spark.read.parquet("/mnt/readings")
readings.createOrReplaceTempView("readings")

# COMMAND ----------

# MAGIC %sql
# MAGIC SELECT device, reading FROM readings WHERE device = "a1"

# COMMAND ----------

# MAGIC %sql
# MAGIC SELECT device FROM readings WHERE note LIKE "c:\\\\"
"""


def test_a_sql_cell_ending_in_a_double_quote_is_read(tmp_path):
    (tmp_path / "devices.py").write_text(NOTEBOOK)
    files, _, _, sites = index_repository(tmp_path)
    assert [f.parse_error for f in files] == [None]
    assert {(s.kind, s.method, s.line_start) for s in sites} >= {
        ("read", "read.parquet", 2), ("filter", "SQL WHERE", 8), ("project", "SQL SELECT", 8),
        ("filter", "SQL WHERE", 13)}
