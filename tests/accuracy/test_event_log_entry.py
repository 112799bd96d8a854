"""What an event log tells the mapper about the program that ran, on a real PySpark event log
(tests/data/eventlog_entry/ORIGIN.md), and `codemap eval --entry-from-event-log` using it."""

import json
from pathlib import Path

from codemap_pipeline import cli
from codemap_pipeline.accuracy.evaluation import evaluate, load_cases
from codemap_pipeline.mapping.event_entry import call_site_file, event_log_entry
from codemap_pipeline.plans.eventlog import read_event_log

HERE = Path(__file__).resolve().parents[1] / "data" / "eventlog_entry"
FILES = ["jobs/helpers.py", "jobs/state_counts.py", "jobs/state_counts_v2.py"]


def shown():
    (log,) = (HERE / "eventlog").iterdir()
    (plan,) = [p for p in read_event_log(log) if p.title.startswith("showString")]
    return plan


def test_the_script_is_spark_submits_primary_resource_not_a_py_files_module():
    plan = shown()
    # PySpark's call site names only py4j's reflection; the command line names `--py-files jobs/helpers.py` first
    assert plan.title == "showString at NativeMethodAccessorImpl.java:0"
    assert "--py-files jobs/helpers.py jobs/state_counts_v2.py" in plan.call_site
    assert call_site_file(plan.title + "\n" + plan.call_site) == "jobs/state_counts_v2.py"
    assert event_log_entry(plan.title, plan.call_site, FILES) == "jobs/state_counts_v2.py"
    # what the case stores is what the reader gives
    stored = json.loads((HERE / "state_counts_v2" / "event_log.json").read_text())
    assert (stored["description"], stored["call_site"]) == (plan.title, plan.call_site)


def test_a_jvm_call_site_is_taken_with_its_package_where_the_repository_has_that_path():
    # the description and the first frames of the stack trace and the command line (some --conf left out)
    # of spark-scala-examples' WindowGroupbyFirst run by spark-submit (its event log, made by
    # bench/real/capture/spark-examples__spark-scala-examples/capture_event_logs.py); that repository holds
    # an identical object of the same name in another package
    title = "show at WindowGroupbyFirst.scala:39"
    site = ("org.apache.spark.sql.Dataset.show(Dataset.scala:467)\n"
            "com.sparkbyexamples.spark.dataframe.functions.window.WindowGroupbyFirst$.delayedEndpoint$com$"
            "sparkbyexamples$spark$dataframe$functions$window$WindowGroupbyFirst$1(WindowGroupbyFirst.scala:39)\n"
            "com.sparkbyexamples.spark.dataframe.functions.window.WindowGroupbyFirst$delayedInit$body.apply("
            "WindowGroupbyFirst.scala:8)\n"
            "sun.java.command: org.apache.spark.deploy.SparkSubmit --master local[1] --conf spark.ui.enabled=false "
            "--class com.sparkbyexamples.spark.dataframe.functions.window.WindowGroupbyFirst "
            "/tmp/evlog/spark-examples__spark-scala-examples/jars/WindowGroupbyFirst.jar")
    root = "src/main/scala/com/sparkbyexamples/spark/dataframe/functions/"
    files = [root + "WindowGroupbyFirst.scala", root + "window/WindowGroupbyFirst.scala"]
    assert event_log_entry(title, site, files) == "com/sparkbyexamples/spark/dataframe/functions/window/WindowGroupbyFirst.scala"
    # a repository not laid out by packages: the file name, as before
    assert event_log_entry(title, site, ["jobs/WindowGroupbyFirst.scala"]) == "WindowGroupbyFirst.scala"
    # only the command line: the class, found at its package's path
    command = site.rsplit("\n", 1)[1]
    assert event_log_entry("", command, files) == "com/sparkbyexamples/spark/dataframe/functions/window/WindowGroupbyFirst.scala"


def test_eval_maps_with_the_event_logs_entry_only_when_asked(capsys, tmp_path):
    (case,) = load_cases(HERE)
    plain = evaluate([case])
    told = evaluate([case], entry_from_event_log=True)
    # the twin jobs/state_counts.py explains the plan as well; only the event log says v2 ran
    assert all(r.line1 for r in told) and not any(r.line1 for r in plain)
    out = tmp_path / "summary.json"
    assert cli.main(["eval", str(HERE), "--entry-from-event-log", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "entry from the event log (the 1 cases with event_log.json):" in printed
    summary = json.loads(out.read_text())
    assert summary["entry_from_event_log"]["overall"]["line@1"] == 1.0
    assert summary["entry_from_event_log"]["by_form"]["pyspark"]["nodes"] == len(case.gold)
