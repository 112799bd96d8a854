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
from codemap_pipeline.mapping.shown_rows import action_rank, nth_action
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
    assert [action_rank(p.title, p.description_rank) for p in plans] == [("show", n) for n in (1, 2, 3, 4)]
    assert [nth_action("lessons/joins_lesson.py", ("show", n), index) for n in (1, 2, 3, 4)] == lines
    # the SQL's show ran second
    views = _plans("views_lesson")[-1]
    assert nth_action("lessons/02) views lesson.py", action_rank(views.title, views.description_rank), index) == \
        line_of(LESSONS / "02) views lesson.py", "spark.sql(")


def test_no_show_is_named_where_the_order_written_is_not_the_order_run():
    index = _index()
    assert nth_action("lessons/two_steps.py", ("show", 1), index) is None      # shows in two functions
    assert nth_action("lessons/joins_lesson.py", ("show", 5), index) is None   # more executions than shows
    assert action_rank("showString at NativeMethodAccessorImpl.java:0", None) is None
    assert action_rank("count at NativeMethodAccessorImpl.java:0", 2) == ("count", 2)
    assert action_rank("collect at NativeMethodAccessorImpl.java:0", 1) is None
    assert action_rank("show at Daily.scala:39", 1) is None          # a JVM show names its line itself
    assert action_rank("showString at <unknown>:0", 3) == ("show", 3)   # code the driver compiled (a notebook's cells)


def test_the_second_of_two_identical_shows_maps_to_its_own_line():
    index, plan = _index(), _plans("joins_lesson")[3]
    again = line_of(LESSONS / "joins_lesson.py", "once more") + 1

    def join_lines():
        entry = event_log_entry(plan.title, plan.call_site, index.files.uses)
        assert event_log_action(plan.title) is None
        mapped = map_plan(plan.nodes, index.sites, index=index, entry=entry,
                          ranked=action_rank(plan.title, plan.description_rank))
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
    assert [action_rank(p.title, p.description_rank) for p in plans] == [("show", n) for n in range(1, 21)]
    # its one show() call runs twenty times in a loop: the order written names only the first
    assert nth_action("lessons/filters_lesson.py", ("show", 1), _index()) == line_of(LESSONS / "filters_lesson.py", ".show()")
    assert nth_action("lessons/filters_lesson.py", ("show", 2), _index()) is None


COUNT_RULE = RULES["a PySpark script's n-th count execution is its n-th top-level DataFrame count()"]


def test_the_nth_count_execution_is_the_scripts_nth_count_call():
    # counts_lesson.py counts one filter twice, a grouped count (a plan's aggregate, no execution of its own) between
    index, plans = _index(), _plans("counts_lesson")
    assert [action_rank(p.title, p.description_rank) for p in plans] == [("count", 1), ("count", 2), ("show", 1),
                                                                           ("count", 3)]
    again, first = line_of(LESSONS / "counts_lesson.py", "once more"), line_of(LESSONS / "counts_lesson.py", "big.count()")
    assert [nth_action("lessons/counts_lesson.py", ("count", n), index) for n in (2, 3)] == [first, again]
    plan = plans[-1]

    def count_lines(arguments=()):
        entry = event_log_entry(plan.title, plan.call_site, index.files.uses)
        mapped = map_plan(plan.nodes, index.sites, index=index, entry=entry, arguments=arguments,
                          ranked=action_rank(plan.title, plan.description_rank))
        return {m.site.line_start for m in mapped if m.operator == "HashAggregate"}

    assert count_lines() == {again}
    # a runner handed the lesson first counts the run's actions from it; handed another program first, the run's
    # third count may be any of the lesson's
    assert count_lines(("lessons/counts_lesson.py", "lessons/joins_lesson.py")) == {again}
    assert count_lines(("lessons/joins_lesson.py", "lessons/counts_lesson.py")) == {first}
    with switched_off(*COUNT_RULE):
        assert count_lines() == {first}
