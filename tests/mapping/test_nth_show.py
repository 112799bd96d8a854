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
from codemap_pipeline.mapping.shown_rows import nth_show, show_rank
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


def test_the_nth_show_execution_is_the_scripts_nth_show_call():
    index = _index()
    lines = [n for n, text in enumerate((LESSONS / "joins_lesson.py").read_text().splitlines(), 1)
             if text.rstrip().endswith(".show()")]
    plans = _plans("joins_lesson")
    assert [show_rank(p.title, p.description_rank) for p in plans] == [1, 2, 3, 4]
    assert [nth_show("lessons/joins_lesson.py", n, index) for n in (1, 2, 3, 4)] == lines
    # the SQL's show ran second
    views = _plans("views_lesson")[-1]
    assert nth_show("lessons/02) views lesson.py", show_rank(views.title, views.description_rank), index) == \
        line_of(LESSONS / "02) views lesson.py", "spark.sql(")


def test_no_show_is_named_where_the_order_written_is_not_the_order_run():
    index = _index()
    assert nth_show("lessons/two_steps.py", 1, index) is None      # shows in two functions
    assert nth_show("lessons/joins_lesson.py", 5, index) is None   # more executions than shows
    assert show_rank("showString at NativeMethodAccessorImpl.java:0", None) is None
    assert show_rank("count at NativeMethodAccessorImpl.java:0", 1) is None
    assert show_rank("show at Daily.scala:39", 1) is None          # a JVM show names its line itself
    assert show_rank("showString at <unknown>:0", 3) == 3           # code the driver compiled (a notebook's cells)


def test_the_second_of_two_identical_shows_maps_to_its_own_line():
    index, plan = _index(), _plans("joins_lesson")[3]
    again = line_of(LESSONS / "joins_lesson.py", "once more") + 1

    def join_lines():
        entry = event_log_entry(plan.title, plan.call_site, index.files.uses)
        assert event_log_action(plan.title) is None
        mapped = map_plan(plan.nodes, index.sites, index=index, entry=entry,
                          shown=show_rank(plan.title, plan.description_rank))
        return {m.site.line_start for m in mapped if ops.family(m.operator) == "join"}

    assert join_lines() == {again}
    with switched_off(*RULE):
        assert join_lines() == {line_of(LESSONS / "joins_lesson.py", '"left_outer").show()')}


def test_a_pyspark_show_keeps_its_rank_when_the_jvm_names_it_otherwise():
    # PySpark calls showString by reflection: from the 17th call on, the JVM's generated accessor has no file, so
    # the title reads `<unknown>:0`; the run's shows are still counted as one sequence
    plans = _plans("filters_lesson")
    titles = [p.title.split("\n", 1)[0] for p in plans]
    assert titles[0] == "showString at NativeMethodAccessorImpl.java:0" and titles[-1] == "showString at <unknown>:0"
    assert [p.description_rank for p in plans] == list(range(1, 21))
    assert [show_rank(p.title, p.description_rank) for p in plans] == list(range(1, 21))
    # its one show() call runs twenty times in a loop: the order written names only the first
    assert nth_show("lessons/filters_lesson.py", 1, _index()) == line_of(LESSONS / "filters_lesson.py", ".show()")
    assert nth_show("lessons/filters_lesson.py", 2, _index()) is None
