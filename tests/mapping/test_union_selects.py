"""A UNION's queries each end in their own select list: tests/fixtures/union_selects_job/big_countries.sql unions the
countries big by area with those big by population (a real run over a view of driver rows,
tests/fixtures/capture_mapper_plans.py). The Project under the Union on each side is that side's SELECT; switched
off, both were taken for projections the optimizer added for the Union, and went to the UNION line."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "union_selects_job" / "big_countries.sql"
RULE = RULES["a projection feeding a Union directly is its branch's select list"]


def projections() -> dict[int, tuple[int, bool]]:
    return {m.node_id: (m.site.line_start, m.derived)
            for m in map_plan(fixture_nodes("union_selects_big_countries"), fixture_sites("union_selects_job"))
            if m.operator == "Project"}


def test_each_side_of_a_union_ends_in_its_own_select_list():
    first, second = (n for n, text in enumerate(SOURCE.read_text().splitlines(), 1) if text.startswith("SELECT"))
    assert projections() == {3: (first, False), 6: (second, False)}
    with switched_off(*RULE):
        assert {line for line, _ in projections().values()} == {line_of(SOURCE, "UNION")}
