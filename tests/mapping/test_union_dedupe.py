"""A UNION removes repeated rows with an aggregate computing nothing (tests/fixtures/union_dedupe_job/periods.sql,
real plan from tests/fixtures/capture_mapper_plans.py): its first select renames the columns it reads
(`fail_date AS day`), and a GROUP BY counting rows over the union names the same keys. The UNION's dedupe is made by
the UNION, whole rows whatever columns its first select reads, and the GROUP BY, computing count() and min(), made
no aggregate computing nothing. Either rule switched off, the dedupe goes to the GROUP BY (one of its two levels
where an aggregate computing count() may not be a dedupe's, COMPUTING_AGGREGATES)."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

QUERY = FIXTURES / "union_dedupe_job" / "periods.sql"


def dedupe_lines() -> set[int]:
    """The lines the two aggregates computing nothing (the UNION's dedupe, partial and final) are mapped to."""
    mapped = map_plan(fixture_nodes("union_dedupe_periods"), fixture_sites("union_dedupe_job"))
    by_id = {n.node_id: n for n in fixture_nodes("union_dedupe_periods")}
    return {m.site.line_start for m in mapped if m.operator == "HashAggregate" and "Functions: []" in
            "\n".join(f"{k}: {v}" for k, v in by_id[m.node_id].details.items())}


def test_a_unions_dedupe_is_the_union():
    assert dedupe_lines() == {line_of(QUERY, "UNION")}


@pytest.mark.parametrize("rule", ["a query's DISTINCT or UNION dedupes whole rows, whatever columns it reads",
                                  "an aggregate computing nothing is no call computing count(), min()..."])
def test_either_rule_switched_off_gives_it_to_the_group_by(rule):
    with switched_off(*RULES[rule]):   # both levels, or one where the counts above stay with the GROUP BY
        assert line_of(QUERY, "GROUP BY") in dedupe_lines()
