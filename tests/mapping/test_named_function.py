"""A launcher runs the function its arguments name (tests/data/launcher_function, a real run: `spark-submit run.py
problems/orders.py second_way`). The file holds two solutions of one problem whose plans share every column name;
the one whose calls name more of them at once (`first_way`) wins on names. The event log's command line names
the function that ran: the solution beside it, which it does not call, did not run."""

from pathlib import Path

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import named_function
from codemap_pipeline.mapping.event_entry import event_log_entry, program_arguments
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.eventlog import read_event_log

HERE = Path(__file__).resolve().parents[1] / "data" / "launcher_function"
RULE = RULES["a launcher's arguments name the function that ran; the look-alikes beside it did not"]


@pytest.fixture(scope="module")
def run():
    (log,) = (HERE / "eventlog").iterdir()
    (plan,) = [p for p in read_event_log(log) if p.title.startswith("showString")]
    code = build_index(HERE / "repo")
    return plan, SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)


def functions_picked(run) -> set[str]:
    plan, index = run
    told = {"entry": event_log_entry(plan.title, plan.call_site, index.files.uses),
            "arguments": program_arguments(plan.call_site)}
    assert told == {"entry": "run.py", "arguments": ("problems/orders.py", "second_way")}
    return {m.site.symbol.rsplit(".", 1)[-1] for m in map_plan(plan.nodes, index.sites, index=index, **told)
            if m.site and not m.derived}


def test_the_function_the_arguments_name_made_the_plan(run):
    assert functions_picked(run) == {"_tables", "second_way"}
    with switched_off(*RULE):
        assert functions_picked(run) == {"_tables", "first_way"}


def test_the_functions_it_calls_ran_too(run):
    _, index = run
    file, skipped = named_function.not_run({"problems/orders.py", "run.py"}, ("problems/orders.py", "second_way"),
                                           index)
    assert (file, skipped) == ("problems/orders.py", frozenset({"problems.orders.first_way"}))
    # no function is named, or a word names none: nothing is ruled out
    assert named_function.not_run({"problems/orders.py"}, ("problems/orders.py",), index) is None
    assert named_function.not_run({"problems/orders.py"}, ("--job", "third_way"), index) is None


def test_arguments_are_read_as_job_words():
    assert named_function.argument_words(("jobs/daily.py", "--job=Daily_Totals", "-v", "--limit", "10")) == {
        "jobs", "dailypy", "dailytotals"}
