"""A column a withColumn makes and a later call drops is folded into what read it: no plan names it, so it is
no sign that a plan did not come through that call. tests/fixtures/dropped_alias_job/release_dates.py shows its
rows, then builds a text column, reads it into a timestamp and drops it, and shows again; the plan of the second
show is real (tests/fixtures/capture_mapper_plans.py dropped_alias). Switched off, the second show looked
untraced and the first one was confirmed for it (Spark in Action ch03's book labs)."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites

JOB = FIXTURES / "dropped_alias_job" / "release_dates.py"
RULE = "an alias the file's calls drop later is no trace a plan must hold"


def shown_at() -> int:
    mapped = map_plan(fixture_nodes("dropped_alias_release_dates"), fixture_sites("dropped_alias_job"))
    return next(m.site.line_start for m in mapped if m.operator == "CollectLimit")


def test_the_show_after_a_dropped_column_is_the_plans():
    last, first = [n for n, line in enumerate(JOB.read_text().splitlines(), 1) if "books.show(5)" in line][::-1]
    assert shown_at() == last
    with switched_off(*RULES[RULE]):
        assert shown_at() == first
