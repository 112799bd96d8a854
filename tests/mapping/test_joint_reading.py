"""One plan is one program: where a node's candidates tie (the same join call written twice), the pick must
hold together with its neighbours'. Three frames are joined in two orders (tests/fixtures/join_order_job/
roster.py); each join call alone fits the plan's joins equally, and the one first by line would be taken.
The plan of `departments_first` nests the department join under the address join: only that function's
two calls make both, one feeding the other (real plan: tests/fixtures/capture_mapper_plans.py). With the
ties left out of the vote, the first order's calls are taken for at least one of the joins."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "join_order_job" / "roster.py").read_text().splitlines()
RULE = RULES["a neighbour torn between tied picks agrees with a candidate fitting any of them (joint reading)"]


def join_functions() -> list[str]:
    """The function holding each SortMergeJoin's pick, from the top of the plan down."""
    mapped = map_plan(fixture_nodes("join_order_departments_first"), fixture_sites("join_order_job"))
    return [function_at(SOURCE, m.site.line_start) for m in mapped
            if m.operator == "SortMergeJoin" and not m.derived]


def test_tied_joins_are_read_as_one_query():
    assert join_functions() == ["departments_first", "departments_first"]
    with switched_off(*RULE):
        assert "addresses_first" in join_functions()
