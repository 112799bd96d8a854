"""A .sql file sqlglot cannot read whole: a Databricks SQL notebook, whose cells end without `;`
(tests/fixtures/sql_notebook_job/arrivals.sql), and a file of answers holding one statement written for another
database. Each statement is then read on its own: the notebook's queries give their clause sites on their own
lines (and the plan of its last cell maps into it), and the other database's statement is left out and named in the
file's `skipped`, losing nothing else."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.code.sql_index import index_file
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

NOTEBOOK = FIXTURES / "sql_notebook_job" / "arrivals.sql"
RULE = RULES["a statement sqlglot cannot read loses only itself (SQL front end)"]
ANSWERS = """-- the busiest project, two ways
SELECT TOP 1 WITH TIES project_id FROM project GROUP BY project_id ORDER BY COUNT(employee_id) DESC;

SELECT project_id
FROM project
GROUP BY project_id
HAVING COUNT(employee_id) = (SELECT MAX(n) FROM (SELECT COUNT(employee_id) AS n FROM project GROUP BY project_id) t);
"""


def indexed(path: str, text: str):
    return index_file(path, text.encode(), FileContext(language="sql"))


def test_a_sql_notebook_gives_each_cell_its_clauses():
    index = indexed("arrivals.sql", NOTEBOOK.read_text())
    assert index.code_file.parse_error is None and index.code_file.skipped is None
    lines = NOTEBOOK.read_text().splitlines()
    sorts = [s.line_start for s in index.sites if s.kind == "sort"]
    assert sorts == [line_of(NOTEBOOK, "ORDER BY total_tonnes DESC"), line_of(NOTEBOOK, "ORDER BY tonnes DESC")]
    wheres = [s.line_start for s in index.sites if s.kind == "filter"]
    assert len(wheres) == 3 and all(lines[n - 1].startswith("WHERE") for n in wheres)
    with switched_off(*RULE):
        index = indexed("arrivals.sql", NOTEBOOK.read_text())
        assert index.code_file.parse_error and not index.sites


def test_a_sql_notebook_plan_maps_into_the_notebook():
    """The plan of the notebook's last cell, shown (real plan, read from the event log): every node of it is the
    notebook's; switched off, the notebook gives no call and nothing is."""
    def files() -> set[str]:
        return {m.site.file for m in map_plan(fixture_nodes("sql_notebook_heavy_sorted"), fixture_sites("sql_notebook_job"))
                if m.site is not None}

    assert files() == {"arrivals.sql"}
    with switched_off(*RULE):
        assert files() == set()


def test_a_statement_of_another_database_is_left_out_and_named():
    index = indexed("answers.sql", ANSWERS)
    assert index.code_file.parse_error is None
    assert index.code_file.skipped.startswith("statement at line 2:")
    assert {s.kind for s in index.sites} >= {"read", "aggregate", "filter"}
    assert min(s.line_start for s in index.sites) == 4   # nothing from the statement left out
    with switched_off(*RULE):
        assert indexed("answers.sql", ANSWERS).code_file.parse_error


# MySQL's `#` comments and answers written one after another with no `;` between them (as LeetCode answer
# collections are): each statement still gives its clauses, on its own lines
SOLUTIONS = """# Write your MySQL query statement below
SELECT product_id, year AS first_year, quantity, price
FROM Sales
WHERE (product_id, year) IN (SELECT product_id, MIN(year) FROM Sales GROUP BY product_id)

-- Another solution
SELECT product_id, first_year, quantity, price
FROM (SELECT product_id, year AS first_year, quantity, price,
    RANK() OVER (PARTITION BY product_id ORDER BY year) AS rk
FROM Sales) s
WHERE rk = 1
"""


def test_answers_without_semicolons_and_with_hash_comments_give_each_statement_its_clauses():
    index = indexed("first_year.sql", SOLUTIONS)
    assert index.code_file.parse_error is None
    windows = [s.line_start for s in index.sites if s.kind == "window"]
    groups = [s.line_start for s in index.sites if s.kind == "aggregate"]
    assert windows == [9] and groups == [4]
    with switched_off(*RULES["a SQL statement also ends where a new one starts a line after a blank or comment line"]), \
            switched_off(*RULES["queries written among text that is not SQL are read (SQL front end)"]):
        index = indexed("first_year.sql", SOLUTIONS)
        assert index.code_file.parse_error and not index.sites
    with switched_off(*RULES["MySQL's `#` comment lines are comments (SQL front end)"]), \
            switched_off(*RULES["queries written among text that is not SQL are read (SQL front end)"]):
        index = indexed("first_year.sql", SOLUTIONS)   # the statement under the comment is lost, named
        assert index.code_file.skipped.startswith("statement at line 1")
        assert [s.line_start for s in index.sites if s.kind == "aggregate"] == []
