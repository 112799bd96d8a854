"""A SQL table function (`CREATE FUNCTION f() RETURNS TABLE RETURN <query>`) runs its query where f() is read.
tests/fixtures/sql_functions_job/login_alerts.sql defines two look-alike functions and reads the first; the plan
is that read's (a real run, statement by statement, tests/fixtures/capture_mapper_plans.py). Its filter and
aggregates are the first function's WHERE and GROUP BY; switched off, the functions' queries are no sites."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "sql_functions_job" / "login_alerts.sql"
RULE = RULES["a SQL table function's query is sites, as a view's (SQL front end)"]


def picks() -> dict[str, set[int]]:
    found: dict[str, set[int]] = {}
    for m in map_plan(fixture_nodes("sql_functions_failed_logins"), fixture_sites("sql_functions_job")):
        if m.site is not None:
            found.setdefault(m.operator, set()).add(m.site.line_start)
    return found


def test_a_table_function_read_is_its_query():
    got = picks()
    assert got["Filter"] == {line_of(SOURCE, "status = 'failed'")}
    assert got["HashAggregate"] == {line_of(SOURCE, "GROUP BY user_name;")}
    with switched_off(*RULE):
        assert line_of(SOURCE, "status = 'failed'") not in picks().get("Filter", set())
