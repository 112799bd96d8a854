"""The shuffle between a partial and a final aggregate partitions the rows by the grouping call's keys
(tests/fixtures/grouping_shuffle_job, a real plan from tests/fixtures/capture_mapper_plans.py): where the chain puts
groupBy() on one line and agg() on the next, the Exchange is the groupBy line's, the aggregates the agg line's.
Switched off, the Exchange follows the final aggregate to the agg line."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "grouping_shuffle_job" / "regions.py"


def lines() -> dict[str, set[int]]:
    mapped = map_plan(fixture_nodes("grouping_shuffle_population_range"), fixture_sites("grouping_shuffle_job"))
    out: dict[str, set[int]] = {}
    for m in mapped:
        out.setdefault(m.operator, set()).add(m.site.line_start)
    return out


def test_the_shuffle_of_an_aggregate_is_its_grouping_calls():
    group, agg = line_of(JOB, "groupBy(\"region\")"), line_of(JOB, "agg(F.min")
    found = lines()
    assert found["Exchange"] == {group} and found["HashAggregate"] == {agg}
    with switched_off(*RULES["the shuffle under an aggregate is its grouping call's, where the chain breaks the line"]):
        assert lines()["Exchange"] == {agg}
