"""A file write naming the path a DataFrameWriter was given (`[path=/data/out]`, no table) was made by a
writer's save(), never by a query's text: SQL writes tables, or directories through another command.
tests/fixtures/view_writes_job/outputs.py runs a configured query into a view and writes the view to a
path in another function (the flow through the view's run-time name is lost); its plan is real
(tests/fixtures/capture_mapper_plans.py view_writes). Switched off, the query, which explains every other node
of the plan, takes the write too."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "view_writes_job" / "outputs.py"
RULE = "a file write to a writer's path option is a save() call's, never a query's"


def lines() -> dict[str, int]:
    mapped = map_plan(fixture_nodes("view_writes_totals"), fixture_sites("view_writes_job"))
    return {m.operator: m.site.line_start for m in mapped if not m.derived}


def test_the_write_to_a_path_is_the_save_call():
    assert lines()["Execute"] == line_of(JOB, ".save(out)")
    with switched_off(*RULES[RULE]):
        assert lines()["Execute"] == line_of(JOB, "spark.sql(query)")


def test_a_sort_of_all_rows_under_the_write_is_the_querys_order_by():
    # a write sorts within partitions by its partition columns; this sort of every row is ORDER BY total
    assert lines()["Sort"] == line_of(JOB, "spark.sql(query)")
