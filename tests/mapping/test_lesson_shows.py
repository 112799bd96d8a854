"""A lesson script's shows, from a real run (tests/data/lesson_shows/ORIGIN.md): the same left outer join shown twice,
then an API join and the same join in SQL. An adaptive plan's final form keeps no CollectLimit above show()'s text
projection; once the action that ran is known (a JVM program's event log names its line), the calls feeding it win
over look-alikes feeding another action."""

from pathlib import Path

from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.event_entry import event_log_action, event_log_entry, program_arguments, split_entry
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.eventlog import read_event_log
from support import line_of

HERE = Path(__file__).resolve().parents[1] / "data" / "lesson_shows"
LESSON = HERE / "repo" / "lessons" / "joins_lesson.py"
OUTER = 'staff.join(pay, staff.emp_id == pay.emp_id, "left_outer").show()'
PYTHON_SHOW = "showString at NativeMethodAccessorImpl.java:0"


def _index() -> SiteIndex:
    built = build_index(HERE / "repo")
    return SiteIndex(built.sites, built.symbol_calls, built.file_links, built.declared)


def _plans(lesson: str = "joins_lesson"):
    (log,) = (HERE / "eventlog" / lesson).iterdir()
    return read_event_log(log)


def _outer_lines() -> list[int]:
    lines = LESSON.read_text().splitlines()
    return [n for n, line in enumerate(lines, 1) if line.strip() == OUTER]


def test_the_reader_counts_each_execution_among_those_of_its_description():
    # a PySpark show() names no line: every one is `showString at ...`, told apart by its place in the run
    plans = _plans()
    assert [p.title.splitlines()[0] for p in plans] == [PYTHON_SHOW] * 4
    assert [p.description_rank for p in plans] == [1, 2, 3, 4]
    assert all(event_log_action(p.title) is None for p in plans)


def test_with_the_action_known_each_of_two_identical_shows_maps_to_its_own_line():
    index, plans = _index(), _plans()
    first, second = _outer_lines()
    for plan, want in ((plans[1], first), (plans[3], second)):
        entry = event_log_entry(plan.title, plan.call_site, index.files.uses)
        assert entry == "lessons/joins_lesson.py"
        mapped = {m.node_index: m for m in map_plan(plan.nodes, index.sites, index=index, entry=entry,
                                                    action=("joins_lesson.py", want))}
        # the adaptive plan's top is show()'s text projection (no CollectLimit above it) and the show's limit
        # is pushed below the join: both are the show's
        printing = [i for i, n in enumerate(plan.nodes) if ops.pretty_prints(n)]
        pushed = [i for i, n in enumerate(plan.nodes) if n.operator == "LocalLimit"]
        assert printing and pushed
        for i in printing + pushed:
            assert (mapped[i].site.method, mapped[i].site.line_start) == ("show", want)
        joins = [i for i, n in enumerate(plan.nodes) if ops.family(n.operator) == "join"]
        assert joins and all(mapped[i].site.line_start == want for i in joins)


def test_without_an_action_the_text_projection_still_goes_to_a_show():
    index, plan = _index(), _plans()[1]
    mapped = map_plan(plan.nodes, index.sites, index=index, entry="lessons/joins_lesson.py")
    top = next(m for m in mapped if ops.pretty_prints(plan.nodes[m.node_index]))
    assert top.site.method == "show" and top.site.line_start in _outer_lines() + [line_of(LESSON, '"inner").show()')]


def test_the_calls_feeding_the_action_that_ran_win_over_a_look_alike_elsewhere():
    # the lesson joins staff and teams with the API (shown first), then in SQL as views (shown second); the
    # API join names the plan's columns as well as the SQL's: only the action that ran tells them apart
    index, plan = _index(), _plans("views_lesson")[-1]
    source = HERE / "repo" / "lessons" / "02) views lesson.py"
    # the driver's command line ends `lessons/02) views lesson.py`: one path, given back quoted as a command's word
    entry = event_log_entry(plan.title, plan.call_site, index.files.uses)
    assert entry == "'lessons/02) views lesson.py'" and split_entry(entry) == ("lessons/02) views lesson.py", ())
    assert program_arguments(plan.call_site) == ()
    sql = line_of(source, "spark.sql(")
    mapped = map_plan(plan.nodes, index.sites, index=index, entry=entry, action=("02) views lesson.py", sql))
    joins = [m for m in mapped if ops.family(m.operator) == "join"]
    assert joins and all(m.site.line_start == sql for m in joins)
    assert line_of(source, "staff.join(teams") not in {m.site.line_start for m in mapped if m.site}
