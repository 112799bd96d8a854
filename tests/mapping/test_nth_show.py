"""Which show() ran, where PySpark's event log names no line (tests/data/lesson_shows, real runs: ORIGIN.md): every
show is logged `showString at NativeMethodAccessorImpl.java:0`, numbered by its place among the run's executions of
that title. A script showing rows only from its top-level code runs its shows in the order written, so the n-th
execution is its n-th show() call: the action the plan's top was asked for. joins_lesson.py shows the same left
outer join twice with an inner join between; without the rank the second of the identical plans goes to the first
show of the join."""

from pathlib import Path

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.event_entry import event_log_action, event_log_entry
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.shown_rows import nth_show
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.eventlog import read_event_log
from support import line_of

HERE = Path(__file__).resolve().parents[1] / "data" / "lesson_shows"
LESSONS = HERE / "repo" / "lessons"
RULE = RULES["a PySpark script's n-th showString execution is its n-th top-level show()"]


def _index() -> SiteIndex:
    built = build_index(HERE / "repo")
    return SiteIndex(built.sites, built.symbol_calls, built.file_links, built.declared)


def _plans(lesson: str):
    (log,) = (HERE / "eventlog" / lesson).iterdir()
    return read_event_log(log)


def _action(plan, index):
    entry = event_log_entry(plan.title, plan.call_site, index.files.uses)
    return entry, event_log_action(plan.title) or nth_show(plan.title, plan.description_rank, entry, index)


def test_the_nth_show_execution_is_the_scripts_nth_show_call():
    index = _index()
    lines = [n for n, text in enumerate((LESSONS / "joins_lesson.py").read_text().splitlines(), 1)
             if text.rstrip().endswith(".show()")]
    assert [_action(plan, index)[1] for plan in _plans("joins_lesson")] == [("joins_lesson.py", n) for n in lines]
    # a path with spaces comes quoted from the driver's command line: the SQL's show ran second
    views = _plans("views_lesson")[-1]
    assert _action(views, index)[1] == ("02) views lesson.py", line_of(LESSONS / "02) views lesson.py", "spark.sql("))


def test_no_show_is_named_where_the_order_written_is_not_the_order_run():
    index = _index()
    title = "showString at NativeMethodAccessorImpl.java:0"
    assert nth_show(title, 1, "lessons/two_steps.py", index) is None      # shows in two functions
    assert nth_show(title, 5, "lessons/joins_lesson.py", index) is None   # more executions than shows
    assert nth_show(title, None, "lessons/joins_lesson.py", index) is None
    assert nth_show("count at NativeMethodAccessorImpl.java:0", 1, "lessons/joins_lesson.py", index) is None


def test_the_second_of_two_identical_shows_maps_to_its_own_line():
    index, plan = _index(), _plans("joins_lesson")[3]
    again = line_of(LESSONS / "joins_lesson.py", "once more") + 1

    def join_lines():
        entry, action = _action(plan, index)
        mapped = map_plan(plan.nodes, index.sites, index=index, entry=entry, action=action)
        return {m.site.line_start for m in mapped if ops.family(m.operator) == "join"}

    assert join_lines() == {again}
    with switched_off(*RULE):
        assert join_lines() == {line_of(LESSONS / "joins_lesson.py", '"left_outer").show()')}
