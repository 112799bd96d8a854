"""A Databricks SQL notebook (`-- Databricks notebook source`) whose cells are SQL may hold Python cells too
(`-- MAGIC %python`): a check counting a table, a helper function. The notebook front end reads its Python cells and
the SQL front end the rest: the SQL cells' clauses and the Python cells' calls are sites at their own file lines and
cells. Switched off, the file was SQL only and its Python cells comments. Its cells end without `;`: read whole, a
CREATE VIEW ran on into the next cell's query and the file had no site at all (sql_clauses.CELL_BY_CELL)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository

RULE = RULES["a Databricks SQL notebook's %python cells are indexed as Python"]

NOTEBOOK = """-- Databricks notebook source
-- MAGIC %md
-- MAGIC ## Load the events

-- COMMAND ----------

CREATE OR REPLACE TEMP VIEW events_json AS
SELECT * FROM json.`/data/events`

-- COMMAND ----------

-- MAGIC %python
-- MAGIC total = spark.table("events_json").count()
-- MAGIC assert total == 2252, f"Expected 2252 records, found {total}"

-- COMMAND ----------

SELECT user_id, count(*) AS n
FROM events_json
GROUP BY user_id
"""


def _sites(tmp_path):
    (tmp_path / "lab.sql").write_text(NOTEBOOK)
    files, _, _, sites = index_repository(tmp_path)
    lines = NOTEBOOK.splitlines()
    return files[0], sorted((s.line_start, s.kind, lines[s.line_start - 1].strip()) for s in sites)


def test_a_sql_notebooks_python_cells_are_indexed_beside_its_sql_cells(tmp_path):
    code_file, sites = _sites(tmp_path)
    assert code_file.parse_error is None
    # the Python cell's table read and count, on its own line
    assert (13, "read", '-- MAGIC total = spark.table("events_json").count()') in sites
    assert (13, "aggregate", '-- MAGIC total = spark.table("events_json").count()') in sites
    # the SQL cells' clauses still at theirs
    assert {(line, kind) for line, kind, _ in sites} >= {(8, "read"), (18, "project"), (19, "read"), (20, "aggregate")}


def test_switched_off_the_python_cells_are_comments_of_a_sql_file(tmp_path):
    with switched_off(*RULE):
        code_file, sites = _sites(tmp_path)
    assert code_file.language == "sql"
    assert not [s for s in sites if s[0] == 13]


def test_a_notebooks_sql_cells_are_read_one_by_one_without_semicolons(tmp_path):
    with switched_off(*RULES["a Databricks SQL notebook's cells are read a statement at a time (no `;` between)"]):
        _, sites = _sites(tmp_path)
    assert not [s for s in sites if s[0] >= 18]
