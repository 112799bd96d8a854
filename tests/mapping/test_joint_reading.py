"""One plan is one program: three frames joined in two orders (tests/fixtures/join_order_job/roster.py).
Each join call alone fits the plan's joins equally; node by node, the call first by line is taken for one
join and the tree holds on to it. The plan of `departments_first` nests the department join under the
address join (real plan: tests/fixtures/capture_mapper_plans.py): only that function's calls make both, one
feeding the other, and the show's upstream there explains the whole plan. Without reading the plan from
its top, the first order's calls are taken for at least one of the joins."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "join_order_job" / "roster.py").read_text().splitlines()
RULE = RULES["the top node torn between look-alike calls takes the one whose upstream explains the plan (one action)"]


def join_functions() -> list[str]:
    """The function holding each SortMergeJoin's pick, from the top of the plan down."""
    nodes = fixture_nodes("join_order_departments_first")
    mapped = map_plan(nodes, fixture_sites("join_order_job"))
    return [function_at(SOURCE, m.site.line_start) for m in mapped
            if m.operator == "SortMergeJoin" and not m.derived and nodes[m.node_index].twin_of is None]


def test_tied_joins_are_read_as_one_query():
    assert join_functions() == ["departments_first", "departments_first"]
    with switched_off(*RULE):
        assert "addresses_first" in join_functions()
