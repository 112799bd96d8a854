"""Databricks' `display(x)` of what a helper returns (a function of the notebook's own, known once the repository
is) is a display too: the action fetching the rows of the helper's DataFrame. Switched off, only a name already
known to hold a DataFrame made one, and the helper's result shown by display() was no call at all."""

from __future__ import annotations

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["display() of a helper's result is a display"]
NOTEBOOK = """\
# Databricks notebook source
from pyspark.sql.functions import col, upper

# COMMAND ----------

def with_labels(frame, column):
    return frame.withColumn("label", upper(col(column)))

# COMMAND ----------

people = spark.read.json("/mnt/people.json")
display(people)

# COMMAND ----------

labelled = with_labels(people, "name")
display(labelled)

# COMMAND ----------

display(dbutils.fs.ls("/mnt"))
"""


def displays(root) -> list[tuple[int, str]]:
    sites = index_repository(root)[3]
    by_id = {s.site_id: s for s in sites}
    return [(s.line_start, by_id[s.inputs[0]].method if s.inputs and s.inputs[0] in by_id else "")
            for s in sites if s.method == "display"]


def test_a_helpers_result_shown_with_display_is_a_display(tmp_path):
    (tmp_path / "people.py").write_text(NOTEBOOK)
    assert displays(tmp_path) == [(12, "read.json"), (17, "withColumn")]   # not the file listing
    with switched_off(*RULE):
        assert displays(tmp_path) == [(12, "read.json")]
