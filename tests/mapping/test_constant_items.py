"""A select item that is a bare constant names the clause that wrote it: tests/fixtures/constant_items_job/shifts.sql
labels the days of two tables `'open' AS state` and `'closed' AS state` under a UNION (a real run over views of driver
rows, tests/fixtures/capture_mapper_plans.py). Spark prints a string constant unquoted (`open AS state#34`): read
as a literal, each side's Project goes to its own SELECT. Switched off, neither side named anything of its own and
both went to the ROW_NUMBER line of the CTE above."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "constant_items_job" / "shifts.sql"
RULE = RULES["a select item that is a bare constant is a literal the code wrote"]


def labelled_lines() -> list[int]:
    nodes = fixture_nodes("constant_items_shifts")
    ids = {n.node_id for n in nodes if n.operator == "Project" and {"day", "state"} <= set(n.names.aliases)}
    return sorted(m.site.line_start for m in map_plan(nodes, fixture_sites("constant_items_job")) if m.node_id in ids)


def test_each_side_goes_to_the_select_that_wrote_its_constant():
    want = [line_of(SOURCE, "'open' AS state"), line_of(SOURCE, "'closed' AS state")]
    assert labelled_lines() == want
    with switched_off(*RULE):
        assert labelled_lines() != want
