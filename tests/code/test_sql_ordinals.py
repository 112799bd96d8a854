"""`GROUP BY 1` / `ORDER BY 2 DESC` name the select list's first / second item: the plan's aggregate keys and sort
order show that item's columns, so the clause's site names them (SQL front end)."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.code.sql_index import index_file

ORDINALS = """SELECT shop, COUNT(order_id) AS orders
FROM orders
GROUP BY 1
ORDER BY 2 DESC
"""
RULE = RULES["GROUP BY 1 / ORDER BY 2 name the select list's items (SQL front end)"]


def clause(method: str, line: int):
    sites = index_file("q.sql", ORDINALS.encode(), FileContext(language="sql")).sites
    return next(s for s in sites if s.method == method and s.line_start == line)


@pytest.mark.parametrize("method,line,name", [("SQL GROUP BY", 3, "shop"), ("SQL ORDER BY", 4, "order_id")])
def test_an_ordinal_names_the_select_list_item(method, line, name):
    assert name in clause(method, line).columns
    with switched_off(*RULE):
        assert name not in clause(method, line).columns
