"""A launcher runs the job its arguments name. tests/data/launcher_entry: `spark-submit main.py --job
weekly_report --input ... --query ...` really run with an event log; main.py imports two report jobs that read
the file and run the query the command line gives, so the plan cannot tell them apart. The event log names
main.py (PySpark's call site is py4j's); its command line's arguments name the job."""

from pathlib import Path

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import readings
from codemap_pipeline.mapping.event_entry import event_log_entry, program_arguments, split_entry
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.eventlog import read_event_log
from codemap_pipeline.plans.parser import parse_plan_text

HERE = Path(__file__).resolve().parents[1] / "data" / "launcher_entry"
RULE = "a launcher's arguments name the job that ran (`main.py --job weekly_report`)"


@pytest.fixture(scope="module")
def run():
    (log,) = (HERE / "eventlog").iterdir()
    (plan,) = [p for p in read_event_log(log) if p.title.startswith("showString")]
    code = build_index(HERE / "repo")
    index = SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)
    nodes = parse_plan_text((HERE / "weekly_report.formatted.txt").read_text())[0].nodes
    return plan, index, nodes


def files_picked(run, **told) -> set[str]:
    _, index, nodes = run
    return {m.site.file for m in map_plan(nodes, index.sites, index=index, **told) if m.site and not m.derived}


def test_the_event_log_names_the_launcher_and_its_arguments(run):
    plan, index, _ = run
    assert event_log_entry(plan.title, plan.call_site, index.files.uses) == "main.py"
    arguments = program_arguments(plan.call_site)
    assert arguments[:4] == ("--job", "weekly_report", "--input", "data/orders.csv")


def test_the_job_the_arguments_name_is_the_reading(run):
    plan, index, _ = run
    told = {"entry": "main.py", "arguments": program_arguments(plan.call_site)}
    assert files_picked(run, **told) == {"jobs/weekly_report.py"}
    with switched_off(*RULES[RULE]):
        # the two jobs tie: the first by name is taken
        assert files_picked(run, **told) == {"jobs/daily_report.py"}


def test_the_user_may_give_the_command_that_ran_as_the_entry(run):
    assert files_picked(run, entry="main.py --job weekly_report") == {"jobs/weekly_report.py"}
    assert files_picked(run, entry="main.py") == {"jobs/daily_report.py"}


def test_only_option_values_and_a_first_argument_name_a_job():
    graph = readings.FileGraph.build([])
    graph.uses = {"main.py": {"jobs/orders.py", "jobs/general_template.py", "jobs/daily.py"},
                  "jobs/orders.py": set(), "jobs/general_template.py": set(), "jobs/daily.py": set()}
    # words of a query split by the command line name nothing; a value may omit the file's role word
    assert readings.named_by_arguments("main.py", ("--query", "SELECT", "*", "FROM", "orders"), graph) == []
    assert readings.named_by_arguments("main.py", ("--template=GENERAL",), graph) == ["jobs/general_template.py"]
    assert readings.named_by_arguments("main.py", ("daily", "--dry-run"), graph) == ["jobs/daily.py"]
    assert readings.named_by_arguments("main.py", ("--mode", "main"), graph) == []   # the launcher itself


def test_program_arguments_follow_the_primary_resource_or_the_main_class():
    jar = ("sun.java.command: org.apache.spark.deploy.SparkSubmit --master local[1] --conf a=b --class "
           "com.acme.Main --jars x.jar app.jar --template HIVETOGCS --templateProperty hive.input.table=t")
    assert program_arguments(jar) == ("--template", "HIVETOGCS", "--templateProperty", "hive.input.table=t")
    assert program_arguments("sun.java.command: com.acme.Daily in/ out/") == ("in/", "out/")
    assert program_arguments("count at Daily.scala:3") == ()
    assert split_entry("jobs/run.py --job 'daily report'") == ("jobs/run.py", ("--job", "daily report"))
    assert split_entry("jobs/run.py") == ("jobs/run.py", ())
