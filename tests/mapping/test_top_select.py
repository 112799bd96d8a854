"""The projection making a plan's output, under its ORDER BY, is the query's select list where a SELECT lists exactly
those columns: tests/fixtures/top_select_job/largest_orders.sql keeps each customer's largest orders from a window CTE
and sorts their ids (a real run over a view of driver rows, tests/fixtures/capture_mapper_plans.py). Switched off, a
plain SQL SELECT was never taken to have written a projection column for column, and this one was taken for pruning
Spark added for the Sort: it went to the ORDER BY line."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "top_select_job" / "largest_orders.sql"
RULE = RULES["a query's SELECT listing exactly a plan's output columns made the projection"]


def output_projection() -> tuple[int, bool]:
    nodes = fixture_nodes("top_select_largest_orders")
    (top,) = [m for m in map_plan(nodes, fixture_sites("top_select_job"))
              if m.operator == "Project" and m.node_id == min(n.node_id for n in nodes if n.operator == "Project")]
    return top.site.line_start, top.derived


def test_the_output_projection_is_the_select_list():
    assert output_projection() == (line_of(SOURCE, "SELECT order_id"), False)
    with switched_off(*RULE):
        assert output_projection() == (line_of(SOURCE, "ORDER BY order_id"), True)
