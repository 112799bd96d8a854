"""An aggregate computing count(), sum()... is never a distinct()'s or a UNION's dedupe, which compute nothing.
tests/fixtures/union_counts_job/salary_bands.sql counts the accounts of two salary bands, each select with no
GROUP BY, under a UNION removing repeated rows (a real run, tests/fixtures/capture_mapper_plans.py). Each count is
its own select's; the UNION's dedupe above them is the UNION's. Switched off, every aggregate goes to the UNION,
whose dedupe names the column both counts read."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "union_counts_job" / "salary_bands.sql"
RULE = RULES["an aggregate computing count(), sum()... is no distinct()'s"]


def aggregate_lines() -> dict[bool, set[int]]:
    """The lines picked for the aggregates counting (True) and for those computing nothing (False)."""
    found: dict[bool, set[int]] = {True: set(), False: set()}
    nodes = {n.node_id: n for n in fixture_nodes("union_counts_salary_bands")}
    for m in map_plan(list(nodes.values()), fixture_sites("union_counts_job")):
        if m.operator == "HashAggregate" and m.site is not None:
            found[bool(nodes[m.node_id].names.functions)].add(m.site.line_start)
    return found


def test_each_count_is_its_own_select_and_the_dedupe_the_unions():
    selects = {line_of(SOURCE, "SELECT 'Low Salary'"), line_of(SOURCE, "SELECT 'High Salary'")}
    union = line_of(SOURCE, "UNION")
    assert aggregate_lines() == {True: selects, False: {union}}
    with switched_off(*RULE):
        assert aggregate_lines()[True] == {union}
