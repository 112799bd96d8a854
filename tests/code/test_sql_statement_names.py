"""What one SQL statement says of its own names, read as Spark reads them (SQL front end):

- a view an earlier statement of the same text created flows into the statement reading it, as a CTE does;
- `OVER w` takes the names of the query's `WINDOW w AS (...)`;
- `GROUP BY 1` / `ORDER BY 2 DESC` name the select list's first / second item;
- a select item wrapping a window (`IFNULL(LAG(x) OVER w, 0) AS y`) gives its projection the wrapper's names."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.code.sql_index import index_file

VIEWS = """CREATE OR REPLACE TEMP VIEW big_orders AS
SELECT shop, amount FROM orders WHERE amount > 10;

SELECT shop, SUM(amount) AS total
FROM big_orders
GROUP BY shop;
"""
WINDOWS = """SELECT day_no,
  IFNULL(LAG(visitors, 1) OVER by_day, 0) AS before
FROM visits
WINDOW by_day AS (PARTITION BY shop ORDER BY visit_date DESC)
"""
ORDINALS = """SELECT shop, COUNT(order_id) AS orders
FROM orders
GROUP BY 1
ORDER BY 2 DESC
"""


def sites(text: str):
    return index_file("q.sql", text.encode(), FileContext(language="sql")).sites


def at(found, method: str, line: int):
    return next(s for s in found if s.method == method and s.line_start == line)


def test_a_view_made_earlier_in_the_file_flows_into_the_statement_reading_it():
    found = sites(VIEWS)
    view = at(found, "SQL SELECT", 2)
    assert view.site_id in at(found, "SQL FROM", 5).inputs
    with switched_off(*RULES["a view an earlier statement of the same SQL text made flows into its reader (SQL front end)"]):
        assert all(not i.startswith("sql") for i in at(sites(VIEWS), "SQL FROM", 5).inputs)


def test_a_named_window_gives_its_spec_s_names():
    window = at(sites(WINDOWS), "SQL OVER", 2)
    assert {"shop", "visit_date"} <= set(window.columns) and "desc" in window.functions
    with switched_off(*RULES["OVER w takes the names of WINDOW w AS (...) (SQL front end)"]):
        assert not {"shop", "visit_date"} & set(at(sites(WINDOWS), "SQL OVER", 2).columns)


def test_what_wraps_a_window_is_its_projection_s():
    project = at(sites(WINDOWS), "SQL SELECT", 1)
    assert "coalesce" in project.functions and "0" in project.literals
    with switched_off(*RULES["the calls around a window in a select item are its projection's (SQL front end)"]):
        assert "coalesce" not in at(sites(WINDOWS), "SQL SELECT", 1).functions


@pytest.mark.parametrize("method,line,name", [("SQL GROUP BY", 3, "shop"), ("SQL ORDER BY", 4, "order_id")])
def test_an_ordinal_names_the_select_list_item(method, line, name):
    assert name in at(sites(ORDINALS), method, line).columns
    with switched_off(*RULES["GROUP BY 1 / ORDER BY 2 name the select list's items (SQL front end)"]):
        assert name not in at(sites(ORDINALS), method, line).columns
