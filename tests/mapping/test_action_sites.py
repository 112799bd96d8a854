"""A call that runs the whole plan and makes no node of its own (collect(), toPandas()) is where the plan's dataflow
ends: tests/data/lesson_shows/repo/lessons/collects_lesson.py answers one question twice, the same join brought
back with toPandas() and then collected (a real run's event log, tests/data/lesson_shows/ORIGIN.md). The two plans
are the same; each execution's call site names its action's line, and the calls feeding that line made its plan.
Switched off, neither line held a call the index knew, so both plans went to the same calls."""

from pathlib import Path

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.event_entry import event_log_action, event_log_entry
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.eventlog import read_event_log
from support import line_of

HERE = Path(__file__).resolve().parents[1] / "data" / "lesson_shows"
LESSON = HERE / "repo" / "lessons" / "collects_lesson.py"
RULE = RULES["collect() and toPandas() are where a plan's dataflow ends"]


def join_lines() -> list[int]:
    built = build_index(HERE / "repo")
    index = SiteIndex(built.sites, built.symbol_calls, built.file_links, built.declared)
    (log,) = (HERE / "eventlog" / "collects_lesson").iterdir()
    lines = []
    for plan in read_event_log(log):
        entry = event_log_entry(plan.title, plan.call_site, index.files.uses)
        mapped = map_plan(plan.nodes, index.sites, index=index, entry=entry, action=event_log_action(plan.title))
        lines += [m.site.line_start for m in mapped if ops.family(plan.nodes[m.node_index].operator) == "join"]
    return lines


def test_each_collected_plan_goes_to_the_join_feeding_its_action():
    first = line_of(LESSON, 'best = staff.join(top, ["dept", "salary"])')
    second = line_of(LESSON, 'answer = staff.join(top_pay, ["dept", "salary"])')
    assert join_lines() == [first, second]
    with switched_off(*RULE):
        assert len(set(join_lines())) == 1
