"""show() prints its rows through a projection of every column into text (`toprettystring(c#1, Some(UTC)) AS
c#9`) under the limit that fetches them: that projection is the show call's, and the limit goes to the show
of the frame the plan computes, not to an earlier show() of one of its inputs
(tests/fixtures/shows_job/report.py, the plan show() ran read from PySpark's event log by
tests/fixtures/capture_mapper_plans.py)."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "shows_job"
SOURCE = (CODE / "report.py").read_text().splitlines()
PLAN = ROOT / "tests" / "fixtures" / "plans" / "shows_report.formatted.txt"


def test_the_printing_projection_and_the_limit_map_to_the_show_of_the_joined_frame():
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    mapped = {m.node_id: m for m in map_plan(nodes, index_repository(CODE)[3])}
    shown = next(n for n, line in enumerate(SOURCE, 1) if "joined.show(5)" in line)
    printing = [n for n in nodes if ops.pretty_prints(n)]
    limits = [n for n in nodes if n.operator == "CollectLimit"]
    assert len(printing) == 1 and len(limits) == 1
    for node in printing + limits:
        assert mapped[node.node_id].site is not None
        assert mapped[node.node_id].site.line_start == shown


def test_a_projection_that_renames_or_computes_inside_the_text_is_not_only_shows():
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    printing = next(n for n in nodes if ops.pretty_prints(n))
    renamed = printing.details["Output"].replace("AS order_id#27", "AS id#27")
    computed = printing.details["Output"].replace("toprettystring(amount#24,", "toprettystring((amount#24 * 2.0),")
    for output in (renamed, computed):
        assert not ops.pretty_prints(type(printing)(**{**printing.__dict__, "details": {**printing.details,
                                                                                       "Output": output}}))
