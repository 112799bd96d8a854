"""show() prints its rows through a projection of every column into text (`toprettystring(c#1, Some(UTC)) AS
c#9`) under the limit that fetches them: that projection is the show call's, and the limit goes to the show
of the frame the plan computes, not to an earlier show() of one of its inputs
(tests/fixtures/shows_job/report.py, the plan show() ran read from PySpark's event log by
tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

SOURCE = FIXTURES / "shows_job" / "report.py"


def test_the_printing_projection_and_the_limit_map_to_the_show_of_the_joined_frame():
    nodes = fixture_nodes("shows_report")
    mapped = {m.node_id: m for m in map_plan(nodes, fixture_sites("shows_job"))}
    shown = line_of(SOURCE, "joined.show(5)")
    printing = [n for n in nodes if ops.pretty_prints(n)]
    limits = [n for n in nodes if n.operator == "CollectLimit"]
    assert len(printing) == 1 and len(limits) == 1
    for node in printing + limits:
        assert mapped[node.node_id].site is not None
        assert mapped[node.node_id].site.line_start == shown


def test_a_projection_that_renames_or_computes_inside_the_text_is_not_only_shows():
    nodes = fixture_nodes("shows_report")
    printing = next(n for n in nodes if ops.pretty_prints(n))
    renamed = printing.details["Output"].replace("AS order_id#27", "AS id#27")
    computed = printing.details["Output"].replace("toprettystring(amount#24,", "toprettystring((amount#24 * 2.0),")
    for output in (renamed, computed):
        assert not ops.pretty_prints(type(printing)(**{**printing.__dict__, "details": {**printing.details,
                                                                                       "Output": output}}))
