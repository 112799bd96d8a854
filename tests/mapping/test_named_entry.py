"""The program the user (`--entry`) or the event log names as the one that ran is the reading: code outside it
did not run. tests/fixtures/entry_job holds the job that ran (state_totals.py: rows made on the driver, a query
over their view, then salaries summed per state, shown) beside a look-alike summing the same salaries by a
query (state_sums_sql.py), whose calls name the plan's columns better; the plan of the sum's show() is real
(tests/fixtures/capture_entry_plans.py). Each rule switched off sends picks to the look-alike or to the query."""

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "entry_job" / "state_totals.py"
CREATED = ("state_totals.py", line_of(JOB, "createDataFrame"))
SUMMED = ("state_totals.py", line_of(JOB, "groupBy"))


@pytest.fixture(scope="module")
def plan():
    return fixture_nodes("entry_state_totals"), fixture_sites("entry_job")


def picks(plan, entry=None) -> dict[str, tuple[str, int, str]]:
    """operator -> (file, line, status) of its pick, primary nodes only."""
    nodes, sites = plan
    return {m.operator: (m.site.file, m.site.line_start, m.status)
            for m in map_plan(nodes, sites, entry=entry) if m.site and not m.derived}


def test_without_an_entry_the_look_alike_naming_more_can_win(plan):
    # nothing tells the two programs apart but names: the reason an entry matters
    assert picks(plan)["HashAggregate"][0] == "state_sums_sql.py"


def test_the_named_program_alone_makes_the_plan(plan):
    found = picks(plan, entry="state_totals.py")
    assert found["HashAggregate"][:2] == SUMMED
    assert found["Scan"][:2] == CREATED
    # no other program rivals the one that ran: the look-alike does not cap its picks
    assert found["HashAggregate"][2] == "confirmed"
    with switched_off(*RULES["a program named as the one that ran (--entry, event log) joined only by its users, "
                            "without rival"]):
        assert picks(plan, entry="state_totals.py")["HashAggregate"][0] == "state_sums_sql.py"


def test_calls_outside_the_named_program_did_not_run(plan):
    with switched_off(*RULES["picks outside a named program discounted as not run"]):
        found = picks(plan, entry="state_totals.py")
    assert found["Scan"][0] == "state_sums_sql.py"


def test_the_named_copy_among_many_is_the_one_that_ran(tmp_path):
    # 80 copies of one job (a folder of look-alike scripts): too many for every copy to stay among a node's
    # best files, so the named one may have none there; it is still the program that ran
    job = (FIXTURES / "cache_job" / "cached.py").read_text()
    for k in range(80):
        (tmp_path / f"copy_{k:03d}.py").write_text(job)
    mapped = map_plan(fixture_nodes("cache_per_country"), index_repository(tmp_path)[3], entry="copy_079.py")
    assert {m.site.file for m in mapped if m.site and not m.derived} == {"copy_079.py"}
