"""A subquery in a WHERE condition that Spark plans as a join (tests/fixtures/subquery_joins_job, real plans from
tests/fixtures/capture_mapper_plans.py): the correlated scalar subquery of above_class_average.sql (a join of each
student with their class's average) and the NOT IN of in_no_club.sql (a left anti join). The SQL front end gives
such a condition a join site at the WHERE clause; a subquery naming nothing outside it stays an expression of the
Filter and gets none. Switched off, the joins go elsewhere: the spark.sql() call that ran the file (a query the
index could not split would make any operator), or another file's EXCEPT."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "subquery_joins_job"
RULE = RULES["a condition's IN/EXISTS or correlated scalar subquery is a join Spark plans (SQL front end)"]


def join_place(question: str) -> tuple[str, int] | None:
    """Where the plan's join is mapped: the file name and first line, or None where nothing was found."""
    mapped = map_plan(fixture_nodes(f"subquery_joins_{question}"), fixture_sites("subquery_joins_job"))
    join = next(m for m in mapped if m.operator == "BroadcastHashJoin")
    return (join.site.file, join.site.line_start) if join.site else None


def test_a_correlated_subquery_is_the_join_of_its_where_clause():
    file = "above_class_average.sql"
    assert join_place("above_class_average") == (file, line_of(JOB / file, "WHERE marks >"))
    with switched_off(*RULE):
        assert join_place("above_class_average")[0] == "school.py"


def test_not_in_a_subquery_is_the_anti_join_of_its_where_clause():
    file = "in_no_club.sql"
    assert join_place("in_no_club") == (file, line_of(JOB / file, "WHERE student_id NOT IN"))
    with switched_off(*RULE):
        assert join_place("in_no_club") != (file, line_of(JOB / file, "WHERE student_id NOT IN"))


def test_a_subquery_naming_nothing_outside_it_makes_no_join():
    kinds = {file: {s.kind for s in fixture_sites("subquery_joins_job") if s.file == file}
             for file in ("above_school_average.sql", "in_no_club.sql")}
    assert "filter" in kinds["above_school_average.sql"] and "join" not in kinds["above_school_average.sql"]
    assert "join" in kinds["in_no_club.sql"]


def except_join_places() -> tuple[tuple[str, int], set[tuple[str, int]]]:
    """The pick and the runners-up of clubless_by_except.sql's anti join, as (file, first line)."""
    mapped = map_plan(fixture_nodes("subquery_joins_clubless_by_except"), fixture_sites("subquery_joins_job"))
    join = next(m for m in mapped if m.operator == "BroadcastHashJoin")
    return (join.site.file, join.site.line_start), {(s.file, s.line_start) for s, _ in join.alternatives}


def test_a_join_matching_nulls_is_no_subquerys():
    """EXCEPT's anti join matches nulls as equal (`coalesce(x, 0), isnull(x)` keys); NOT IN's compares with `=`.
    The NOT IN join of in_no_club.sql, asking the same question of the same tables, is no candidate for it."""
    not_in = ("in_no_club.sql", line_of(JOB / "in_no_club.sql", "WHERE student_id NOT IN"))
    picked, others = except_join_places()
    assert picked == ("clubless_by_except.sql", line_of(JOB / "clubless_by_except.sql", "EXCEPT"))
    assert not_in not in others
    with switched_off(*RULES["a join matching nulls as equal is a set operation's, never a subquery's"]):
        picked, others = except_join_places()
        assert not_in == picked or not_in in others


def test_the_initial_plans_replanned_aggregate_is_mapped_as_its_executed_copy():
    """AQE re-plans the subquery's final aggregate and exchange once its stage ran, so its plan prints them twice:
    executed (11, 9) and initial (14, 13). A user reading the initial plan's numbers finds the same code, the
    subquery's SELECT; switched off, the parser drops them and nothing maps them."""
    def mapped() -> dict:
        return {m.node_id: m for m in map_plan(fixture_nodes("subquery_joins_above_school_average"),
                                               fixture_sites("subquery_joins_job"))}

    subquery = ("above_school_average.sql", line_of(JOB / "above_school_average.sql", "WHERE marks > (SELECT"))
    places = {i: (m.site.file, m.site.line_start) for i, m in mapped().items() if m.site}
    assert places[14] == places[11] == subquery and places[13] == places[9] == subquery
    with switched_off(*RULES["an AQE initial-plan node the executed plan re-planned is mapped as its executed copy"]):
        assert 14 not in mapped() and 13 not in mapped() and 11 in mapped()
