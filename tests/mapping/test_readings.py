"""Readings: a plan is one program. Real plans captured from the example, its real code index, a Scala
twin of one of its jobs (tests/fixtures/twin) and the example's real event log."""

import shutil
from pathlib import Path

import pytest

from codemap_pipeline.mapping import calibration, mapper, readings
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping.event_entry import call_site_file
from codemap_pipeline.mapping.mapper import SiteIndex, map_plan
from codemap_pipeline.plans.eventlog import read_event_log
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples"


def nodes_of(name: str):
    return parse_plan_text((EXAMPLE / "plans" / f"{name}.formatted.txt").read_text())[0].nodes


@pytest.fixture(scope="module")
def example():
    index = build_index(EXAMPLE / "retail")
    return index, SiteIndex(index.sites, index.symbol_calls, index.file_links, index.declared)


@pytest.fixture(scope="module")
def with_twin(tmp_path_factory):
    """The example with the Scala twin of sales.py's revenue job beside it, sorted before it."""
    root = tmp_path_factory.mktemp("twin")
    shutil.copytree(EXAMPLE / "retail", root, dirs_exist_ok=True)
    shutil.copytree(ROOT / "tests" / "fixtures" / "twin", root, dirs_exist_ok=True)
    index = build_index(root)
    return index, SiteIndex(index.sites, index.symbol_calls, index.file_links, index.declared)


def test_a_python_udf_makes_a_python_plan():
    assert any(n.operator == "BatchEvalPython" for n in nodes_of("revenue_by_country"))
    assert readings.plan_language(nodes_of("revenue_by_country")) == "python"
    assert readings.plan_language(nodes_of("top_customers")) is None   # DataFrame operators: any language
    assert readings.language_factor("python", "src/Sales.scala") == readings.FOREIGN
    assert readings.language_factor("python", "jobs/sales.py") == readings.language_factor(None, "x.scala") == 1.0


def test_rows_from_python_make_a_python_plan():
    # a real plan (tests/fixtures/capture_rdd_plan.py): no Python-only operator, but the scan's RDD was made
    # from Python rows, through py4j (`applySchemaToPythonRDD at NativeMethodAccessorImpl.java:0`)
    nodes = parse_plan_text((ROOT / "tests" / "fixtures" / "plans" / "rdd_spend.formatted.txt").read_text())[0].nodes
    assert not {n.operator for n in nodes} & readings.PYTHON_ONLY
    assert readings.plan_language(nodes) == "python"


def test_two_jobs_sharing_helpers_are_two_programs(example):
    _, index = example
    sales = index.files.closure("retail_jobs/sales.py")
    assert {"retail_jobs/io.py", "retail_jobs/cleaning.py"} <= sales   # what it imports and calls
    assert "retail_jobs/reports.py" not in sales and "retail_jobs/ranking.py" not in sales
    # the dispatcher that imports every job is a program holding them all
    assert {"retail_jobs/sales.py", "retail_jobs/reports.py"} <= index.files.closure("retail_jobs/main.py")


def test_the_reading_is_the_smallest_program_explaining_the_plan(example):
    _, index = example
    seen = []
    original = readings.choose_reading

    def spy(*args, **kwargs):
        seen.append(original(*args, **kwargs))
        return seen[-1]

    readings.choose_reading = spy
    try:
        map_plan(nodes_of("revenue_by_country"), [], index=index)
    finally:
        readings.choose_reading = original
    assert seen[0].entry == "retail_jobs/sales.py"   # not main.py, which holds it and every other job
    assert 0 < seen[0].margin < 1 and seen[0].rival_score > 0   # reports.py explains part of it too


@pytest.mark.parametrize("foreign, outside", [(readings.FOREIGN, readings.OUTSIDE),   # as built
                                               (readings.FOREIGN, 1.0),                # language alone
                                               (1.0, readings.OUTSIDE)])               # reading alone
def test_a_python_plan_never_lands_on_its_scala_twin(with_twin, monkeypatch, foreign, outside):
    index, site_index = with_twin
    monkeypatch.setattr(readings, "FOREIGN", foreign)
    monkeypatch.setattr(readings, "OUTSIDE", outside)
    assert any(s.file.endswith("Sales.scala") and s.kind == "aggregate" for s in index.sites)
    mapped = map_plan(nodes_of("revenue_by_country"), [], index=site_index)
    assert mapped and all(m.site is None or m.site.file.endswith(".py") for m in mapped)
    agg = next(m for m in mapped if m.node_id == 25)
    assert agg.site.file == "retail_jobs/sales.py"


def test_the_twin_wins_ties_without_language_or_reading(with_twin, monkeypatch):
    """The test above can fail: with both switched off, the Scala twin (first in the site order) takes
    nodes from the Python job."""
    _, site_index = with_twin
    monkeypatch.setattr(readings, "FOREIGN", 1.0)
    monkeypatch.setattr(readings, "OUTSIDE", 1.0)
    mapped = map_plan(nodes_of("revenue_by_country"), [], index=site_index)
    assert any(m.site is not None and m.site.file.endswith(".scala") for m in mapped)


def test_the_entry_the_user_names_decides_the_reading(example):
    _, index = example
    plain = {m.node_id: m for m in map_plan(nodes_of("revenue_by_country"), [], index=index)}
    told = {m.node_id: m for m in map_plan(nodes_of("revenue_by_country"), [], index=index,
                                           entry="retail_jobs/reports.py")}
    assert plain[25].features["outside"] == 0.0 and plain[25].site.file == "retail_jobs/sales.py"
    assert told[25].features["outside"] == 1.0 or told[25].site.file == "retail_jobs/reports.py"


def test_the_event_log_names_the_entry():
    log = next((EXAMPLE / "eventlogs").iterdir())
    plan = read_event_log(log)[0]
    assert "sun.java.command: org.apache.spark.deploy.SparkSubmit" in plan.call_site
    assert call_site_file(plan.title + "\n" + plan.call_site) is None   # pyspark-shell: no script
    assert call_site_file("count at /opt/jobs/mnmcount.py:28") == "/opt/jobs/mnmcount.py"
    trace = "org.apache.spark.sql.Dataset.count(Dataset.scala:3500)\ncom.acme.jobs.Daily$.main(Daily.scala:12)"
    assert call_site_file(trace) == "Daily.scala"
    command = "x at NativeMethodAccessorImpl.java:0\nsun.java.command: org.apache.spark.deploy.SparkSubmit " \
              "--master local[2] /srv/etl/jobs/daily.py --date 2026-01-01"
    assert call_site_file(command) == "/srv/etl/jobs/daily.py"
    assert call_site_file("sun.java.command: org.apache.spark.deploy.SparkSubmit --class "
                                   "com.acme.Nightly app.jar") == "Nightly"


def test_the_ablation_switches_a_rule_off_for_one_evaluation_only():
    from codemap_pipeline.accuracy.ablation import RULES, switched_off

    module, name, neutral = RULES["language evidence"]
    with switched_off(module, name, neutral):
        assert readings.language_factor("python", "src/Sales.scala") == 1.0   # the rule is off
    assert readings.language_factor("python", "src/Sales.scala") == readings.FOREIGN < 1.0


def test_a_file_the_plan_names_starts_the_reading_over_its_copy():
    # a job and a script copy of it explain the plan equally; the plan's RDD call site names the job
    graph = readings.FileGraph.build([])
    graph.uses = {"src/Job.scala": set(), "src/Job-script.scala": set()}
    scores = [{"src/Job-script.scala": 0.9, "src/Job.scala": 0.9}, {"src/Job-script.scala": 0.8, "src/Job.scala": 0.7}]
    assert readings.choose_reading(scores, graph).entry == "src/Job-script.scala"
    assert readings.choose_reading(scores, graph, hints={"src/Job.scala"}).entry == "src/Job.scala"


@pytest.fixture(scope="module")
def with_copy(tmp_path_factory):
    """The example with a copy of ranking.py kept beside it (ranking_backup.py): the same job twice."""
    root = tmp_path_factory.mktemp("copy")
    shutil.copytree(EXAMPLE / "retail", root, dirs_exist_ok=True)
    shutil.copy(root / "retail_jobs" / "ranking.py", root / "retail_jobs" / "ranking_backup.py")
    index = build_index(root)
    return SiteIndex(index.sites, index.symbol_calls, index.file_links, index.declared)


@pytest.mark.parametrize("tied_lead, confirmed", [(mapper.TIED_LEAD, False), (0.0, True)])
def test_a_copy_of_the_job_leaves_no_pick_confirmed(with_copy, monkeypatch, tied_lead, confirmed):
    # the plan cannot tell the job from its copy: every node is explained as well by either (switched off,
    # the same picks are confirmed)
    monkeypatch.setattr(mapper, "TIED_LEAD", tied_lead)
    monkeypatch.setattr(calibration, "probability", lambda features, params=None: 0.999)   # a model sure of every pick: the caps decide
    mapped = [m for m in map_plan(nodes_of("top_products_per_country"), [], index=with_copy) if m.site]
    assert len(mapped) > 20
    assert any(m.status == "confirmed" for m in mapped) is confirmed
    if not confirmed:
        rivals = {m.explanation.rpartition("; ")[2] for m in mapped if not m.derived}   # the other copy, named
        assert len(rivals) == 1 and rivals.pop() in {
            f"retail_jobs/{name} explains the plan as well (the plan cannot tell which of the two ran)"
            for name in ("ranking.py", "ranking_backup.py")}


def test_a_job_leading_its_rival_on_one_node_stays_confirmed(example):
    # reports.py explains nearly all of revenue_by_country (the reads and cleaning it shares), not its UDF
    _, index = example
    mapped = [m for m in map_plan(nodes_of("revenue_by_country"), [], index=index) if m.site]
    assert any(m.status == "confirmed" for m in mapped)
    assert all(m.features["reading_lead"] >= mapper.TIED_LEAD for m in mapped)


def test_a_launcher_that_ran_leaves_the_program_to_what_it_reaches(monkeypatch):
    # `spark-submit main.py --template=GCSTOGCS`: the event log names main.py, which imports every template and
    # makes no node itself. The CSV template reads and writes through shared helpers (util/io.py); a
    # look-alike template runs the same runtime query but reads and writes nothing the plan shows.
    graph = readings.FileGraph.build([])
    graph.uses = {"main.py": {"templates/gcs.py", "templates/cassandra.py"}, "templates/gcs.py": {"util/io.py"},
                  "templates/cassandra.py": set(), "util/io.py": set(), "other/job.py": set()}
    scan, query, write = {"util/io.py": 0.1, "other/job.py": 0.1}, {"templates/gcs.py": 0.05, "templates/cassandra.py": 0.05}, \
        {"util/io.py": 0.1}
    reading = readings.choose_reading([scan, query, write], graph, "main.py")
    assert reading.entry == "templates/gcs.py" and "templates/cassandra.py" not in reading.files
    assert "other/job.py" not in reading.files   # outside what the launcher reaches
    # without it the launcher's whole closure is the reading: both templates' queries are in it, tied
    monkeypatch.setattr(readings, "launched", lambda hint, weight, graph: [f for f in graph.uses if f == hint])
    reading = readings.choose_reading([scan, query, write], graph, "main.py")
    assert reading.entry == "main.py" and "templates/cassandra.py" in reading.files


@pytest.mark.parametrize("tied_lead", [mapper.TIED_LEAD, 0.0])
def test_the_copy_of_the_job_is_the_first_runner_up(with_copy, monkeypatch, tied_lead):
    # where the plan cannot tell the job from its copy, each node's first alternative is the copy's own call
    # for it (the same line of the other file); switched off, the pick's neighbours in its own file come first
    monkeypatch.setattr(mapper, "TIED_LEAD", tied_lead)
    mapped = [m for m in map_plan(nodes_of("top_products_per_country"), [], index=with_copy)
              if m.site and not m.derived and m.site.file.startswith("retail_jobs/ranking")]
    assert len(mapped) >= 5

    def twin_first(m):
        copy = "retail_jobs/ranking_backup.py" if m.site.file == "retail_jobs/ranking.py" else "retail_jobs/ranking.py"
        first = m.alternatives[0][0] if m.alternatives else None
        return first is not None and (first.file, first.line_start) == (copy, m.site.line_start)

    assert all(twin_first(m) for m in mapped) is (tied_lead > 0)


def test_a_program_joining_the_reading_tied_with_its_copy_is_named_with_it():
    # the entry (a library) explains the write; two tests calling it, one a copy of the other, explain the rest
    # equally: the one taken joins the reading, its copy is recorded beside it
    graph = readings.FileGraph.build([])
    graph.uses = {"lib/write.py": set(), "tests/test_write.py": {"lib/write.py"},
                  "tests/test_write_new.py": {"lib/write.py"}}
    scores = [{"lib/write.py": 0.9}, {"tests/test_write.py": 0.8, "tests/test_write_new.py": 0.8}]
    reading = readings.choose_reading(scores, graph, "lib/write.py")
    assert reading.files == {"lib/write.py", "tests/test_write.py"}
    assert reading.copies == {"tests/test_write.py": {"tests/test_write_new.py"}}
    # where the plan tells them apart, no copy
    scores[1]["tests/test_write_new.py"] = 0.5
    assert readings.choose_reading(scores, graph, "lib/write.py").copies == {}


def test_nodes_of_a_program_joining_with_a_copy_are_not_confirmed(with_copy):
    # io.py (the entry the user named) reads; ranking.py and its copy explain the rest of the plan equally
    mapped = [m for m in map_plan(nodes_of("top_products_per_country"), [], index=with_copy,
                                  entry="retail_jobs/io.py") if m.site and not m.derived]
    copied = [m for m in mapped if m.site.file.startswith("retail_jobs/ranking")]
    assert copied and not any(m.status == "confirmed" for m in copied)
    for m in copied:
        first = m.alternatives[0][0]
        assert first.file.startswith("retail_jobs/ranking") and first.file != m.site.file
        assert "explains it as well (the plan cannot tell which of the two ran)" in m.explanation


def test_a_program_is_scored_on_every_node_it_explains_not_only_where_it_is_among_the_best():
    # nine look-alikes explain the first node a little better than the job that ran, which falls out of that
    # node's best few files (TOP_FILES); the job also explains a node none of them does, and must win
    graph = readings.FileGraph.build([])
    alike = [f"alike_{k}.py" for k in range(9)]
    graph.uses = {f: set() for f in alike + ["job.py"]}
    scores = [{**dict.fromkeys(alike, 0.52), "job.py": 0.40},
              {**dict.fromkeys(alike, 0.6), "job.py": 0.6},
              {"job.py": 0.32}]
    assert len(alike) > readings.TOP_FILES
    assert readings.choose_reading(scores, graph).entry == "job.py"


@pytest.mark.parametrize("joined_in_rival", [True, False])
def test_a_twin_is_judged_with_the_programs_that_joined_the_reading(monkeypatch, joined_in_rival):
    # the Java lab and its Scala twin explain three nodes alike; the explode() node fits a third program's call
    # better than either twin's, so that program joins the reading. Judged alone, the twin lacks that
    # program's node and seems to trail the reading by 0.7 there: its picks would be confirmed although the
    # plan cannot tell the twins apart
    monkeypatch.setattr(readings, "JOINED_IN_RIVAL", joined_in_rival)
    graph = readings.FileGraph.build([])
    graph.uses = {"lab/Flatten.java": set(), "lab/Flatten.scala": set(), "other/explode.py": set()}
    twins = {"lab/Flatten.java": 0.6, "lab/Flatten.scala": 0.6}
    scores = [twins, {**twins, "other/explode.py": 1.0}, twins, {"lab/Flatten.java": 0.3, "lab/Flatten.scala": 0.3,
                                                                 "other/explode.py": 1.0}]
    reading = readings.choose_reading(scores, graph)
    assert reading.entries == ("lab/Flatten.java", "other/explode.py") and reading.rival == "lab/Flatten.scala"
    assert (reading.lead < mapper.TIED_LEAD) is joined_in_rival
