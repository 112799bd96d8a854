"""Databricks notebooks show a frame with `display(df)` or `df.display()`: an action fetching its rows, like show(),
indexed as a call that can have made the plan's top (the platform's row count is its own: no literal)."""

from codemap_pipeline.code.indexer import index_repository

NOTEBOOK = '''# Databricks notebook source
emp = spark.createDataFrame([(1, "Ana", 10)], ["emp_id", "name", "dept_id"])
dept = spark.createDataFrame([(10, "ops")], ["dept_id", "dept_name"])

# COMMAND ----------

joined = emp.join(dept, "dept_id", "left")
display(joined)

# COMMAND ----------

emp.join(dept, "dept_id", "inner").display()
'''

# a script's own function of that name is not Databricks'
OWN = '''def display(rows):
    print(rows)


display(spark.range(3))
'''


def test_display_of_a_frame_is_a_row_fetching_action_fed_by_that_frame(tmp_path):
    (tmp_path / "joins.py").write_text(NOTEBOOK)
    (tmp_path / "own.py").write_text(OWN)
    sites = index_repository(tmp_path)[3]
    by_id = {s.site_id: s for s in sites}
    shown = sorted((s for s in sites if s.method == "display"), key=lambda s: s.line_start)
    lines = NOTEBOOK.splitlines()
    assert [lines[s.line_start - 1].strip() for s in shown] == ["display(joined)",
                                                               'emp.join(dept, "dept_id", "inner").display()']
    assert all(s.kind == "limit" and not s.literals for s in shown)
    # each is fed by the join it shows
    fed = [[by_id[i] for i in s.inputs] for s in shown]
    assert [[(f.method, f.join_how) for f in feeding] for feeding in fed] == [[("join", "left")], [("join", "inner")]]
    assert not [s for s in sites if s.file == "own.py" and s.method == "display"]


# `from pyspark.sql.functions import *` makes every other unbound name called a Spark SQL function; not display
STARRED = '''# Databricks notebook source
from pyspark.sql.functions import *

events = spark.read.json("/data/events")
counts = events.groupBy(window(col("time"), "1 hour")).count()
display(counts)
'''


def test_display_stays_an_action_under_a_star_import_of_spark_functions(tmp_path):
    (tmp_path / "starred.py").write_text(STARRED)
    sites = index_repository(tmp_path)[3]
    (shown,) = [s for s in sites if s.method == "display"]
    assert shown.kind == "limit" and shown.line_start == STARRED.splitlines().index("display(counts)") + 1
    # fed by the count of the grouped rows, as a show() would be
    assert [s.method for s in sites if s.site_id in shown.inputs] == ["count"]
