"""A Databricks Python notebook's `%sql` cell shows its query's rows, as a SQL notebook's query cell does
(tests/fixtures/sql_cell_job/big_fields.py: a Python cell reads the fields as a view and displays them, a %sql cell
selects the big ones; a real run read from the event log, tests/fixtures/capture_mapper_plans.py). The show's limit
is the %sql cell's query, beside its filter and select list. Switched off, no call of that cell limits rows: the
limit went to the Python cell's display(), which shows other rows."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "sql_cell_job" / "big_fields.py"
RULE = RULES["a Python notebook's %sql cell shows its query's rows (Python front end)"]


def limit_line() -> int:
    (limit,) = [m for m in map_plan(fixture_nodes("sql_cell_big_fields"), fixture_sites("sql_cell_job"))
                if m.operator == "CollectLimit"]
    return limit.site.line_start


def test_a_sql_cells_rows_are_shown_by_the_cell():
    assert limit_line() == line_of(SOURCE, "SELECT field, crop")
    with switched_off(*RULE):
        assert limit_line() == line_of(SOURCE, "display(fields)")
