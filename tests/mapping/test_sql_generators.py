"""explode() in a query's select list makes rows: Spark plans a Generate for it, as for the DataFrame API's
select(explode(...)). tests/fixtures/sql_generators_job/ordered_books.sql does so (a real run,
tests/fixtures/capture_mapper_plans.py); shelf_words.py beside it explodes with the DataFrame API. The Generate is
the query's select list; switched off, the select list is a plain projection and the Generate goes to the other file."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "sql_generators_job" / "ordered_books.sql"
RULE = RULES["explode() in a query's select list makes its Generate (SQL front end)"]


def generate_pick() -> tuple[str, int] | None:
    m = next(m for m in map_plan(fixture_nodes("sql_generators_ordered_books"), fixture_sites("sql_generators_job"))
             if m.operator == "Generate")
    return (m.site.file, m.site.line_start) if m.site else None


def test_a_generator_in_a_select_list_is_the_generate():
    assert generate_pick() == ("ordered_books.sql", line_of(SOURCE, "SELECT customer_id"))
    with switched_off(*RULE):
        assert generate_pick() != ("ordered_books.sql", line_of(SOURCE, "SELECT customer_id"))
