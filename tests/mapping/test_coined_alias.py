"""The projection coining names (`t.name AS team`) is the select list writing those aliases, not a later SELECT that
only reads them: tests/fixtures/coined_alias_job/top_scorers.sql ranks players in a subquery whose select list names
`team` and `player`, and the outer SELECT lists them again (a real run over views of driver rows,
tests/fixtures/capture_mapper_plans.py). Switched off, a call naming the alias as a column counted as much as the
one coining it, and the outer SELECT, naming nothing else, took the projection."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "coined_alias_job" / "top_scorers.sql"
RULE = RULES["a call reading a name a projection coins (AS x) counts it as a column, not as the alias"]


def coining_projection() -> int:
    nodes = fixture_nodes("coined_alias_top_scorers")
    coining = [m for m in map_plan(nodes, fixture_sites("coined_alias_job"))
               if m.operator == "Project" and " AS team#" in nodes[m.node_index].details.get("Output", "")]
    return min(coining, key=lambda m: m.node_id).site.line_start   # the final plan's, not the initial plan's


def test_the_projection_coining_aliases_is_the_select_list_writing_them():
    assert coining_projection() == line_of(SOURCE, "SELECT t.name AS team")
    with switched_off(*RULE):
        assert coining_projection() == line_of(SOURCE, "SELECT team, player, goals")
