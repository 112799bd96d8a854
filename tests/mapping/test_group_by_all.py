"""GROUP BY ALL names no key: Spark groups by every select item that does not aggregate. Of the two look-alike
queries of tests/fixtures/group_by_all_job/denied_requests.sql, the plan is the first's (a real run of it alone with
spark.sql, tests/fixtures/capture_mapper_plans.py): its aggregate is the first GROUP BY ALL, keyed by the window,
the address and the action. Switched off, the clause is an aggregate on the SELECT line naming no key, and the
plan's aggregates are put there."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.model import FileContext
from codemap_pipeline.code.sql_index import index_file
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites

SOURCE = FIXTURES / "group_by_all_job" / "denied_requests.sql"
RULE = RULES["GROUP BY ALL is keyed by the select items not aggregating, where its keyword is (SQL front end)"]
LINES = SOURCE.read_text().splitlines()


def aggregate_lines() -> set[int]:
    return {m.site.line_start for m in map_plan(fixture_nodes("group_by_all_denied_counts"), fixture_sites("group_by_all_job"))
            if m.operator == "HashAggregate" and m.site is not None}


def test_group_by_all_is_keyed_where_its_keyword_is():
    index = index_file("denied_requests.sql", SOURCE.read_text().encode(), FileContext(language="sql"))
    first = next(s for s in index.sites if s.kind == "aggregate")
    assert LINES[first.line_start - 1].strip() == "GROUP BY"
    assert {"event_time", "source_ip", "action_name"} <= set(first.columns)


def test_the_plan_aggregate_is_the_query_that_ran():
    first_group_by = LINES.index("GROUP BY") + 1
    assert aggregate_lines() == {first_group_by}
    with switched_off(*RULE):
        assert first_group_by not in aggregate_lines()
