"""A job split into modules is one program: tests/fixtures/project_job/main.py makes none of the plan itself, it
calls the read, filter, fee, sum and write of etl/*.py with the values of config/settings.py; dags/orders_dag.py
writes the same steps out again, with their values, as scheduler tasks that hand data over through files. The
plan of main.py's write is real (tests/fixtures/capture_mapper_plans.py, group "project"): Spark left out the
`order_day` column clean() adds, since nothing after the sum uses it. The copy names every value inline, yet its
tasks cannot have made a plan scanning only the CSV: two of them start from Parquet the task before wrote."""

from pathlib import Path

import pytest

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import mapper
from codemap_pipeline.mapping.formats import plan_file_formats
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.parser import parse_plan_text
from support import FIXTURES, fixture_nodes

JOB = FIXTURES / "project_job"


def picks(entry: str | None = None) -> dict[str, str]:
    """operator -> file of its pick, primary nodes only (an index built with the repository's imports)."""
    code = build_index(JOB)
    index = SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)
    return {m.operator: m.site.file for m in map_plan(fixture_nodes("project_region_totals"), code.sites, index=index,
                                                      entry=entry)
            if m.site and not m.derived}


def test_with_the_driver_named_the_copy_it_never_imports_stays_out():
    """`--entry main.py` (or the event log's command line): main.py makes none of the plan, so the program is
    chosen among the files it reaches; the DAG's copy, which main.py does not reach, did not run and cannot join
    the reading for the nodes it names a little better."""
    expected = {"Scan": "etl/extract.py", "Filter": "etl/transform.py", "Project": "etl/transform.py",
                "HashAggregate": "etl/load.py", "Execute": "etl/load.py"}
    assert picks("main.py") == expected
    # (the copy's tasks reading Parquet keep it out too: both rules off, it joins)
    with switched_off(*RULES["where a launcher ran, only the programs it reaches join or rival the reading"]), \
            switched_off(*RULES["a call fed only by reads of formats the plan never scans did not make it"]):
        assert "dags/orders_dag.py" in picks("main.py").values()



def test_the_modules_the_driver_calls_made_the_plan():
    assert picks() == {"Scan": "etl/extract.py", "Filter": "etl/transform.py", "Project": "etl/transform.py",
                       "HashAggregate": "etl/load.py", "Execute": "etl/load.py"}


@pytest.mark.parametrize("rule", [
    "a driver making none of the plan itself (main.py calling the steps' modules) is a program",
    "a call fed only by reads of formats the plan never scans did not make it",
])
def test_without_the_rule_the_written_out_copy_wins(rule):
    with switched_off(*RULES[rule]):
        assert set(picks().values()) == {"dags/orders_dag.py"}


def shares() -> dict[tuple[str, str], float]:
    """(file, method) -> the share of its score each call of the fixture keeps for the plan's missing traces."""
    code = build_index(JOB)
    index = SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)
    nodes = fixture_nodes("project_region_totals")
    kept = mapper.kept_shares(index, index.contradicted_sites(mapper.plan_words(nodes), plan_file_formats(nodes)))
    return {(s.file, s.method): float(kept[index.order(s)]) for s in code.sites}


def test_a_pruned_column_is_weak_evidence_and_a_parquet_task_none_of_the_plan():
    """clean()'s `order_day` is missing from the plan (pruned): the calls after it keep most of their score.
    The DAG's tasks reading Parquet made none of a plan scanning only CSV: their calls keep CONTRADICTED."""
    kept = shares()
    assert kept[("etl/load.py", "agg")] == mapper.WEAKLY_CONTRADICTED
    assert kept[("etl/extract.py", "read.csv")] == 1.0
    assert kept[("dags/orders_dag.py", "agg")] == mapper.CONTRADICTED
    assert kept[("dags/orders_dag.py", "filter")] == mapper.CONTRADICTED
    with switched_off(*RULES["a column a withColumn or select coins, missing from the plan, is weak evidence"]):
        assert shares()[("etl/load.py", "agg")] == mapper.CONTRADICTED
    with switched_off(*RULES["a call fed only by reads of formats the plan never scans did not make it"]):
        # the load task's read of the Parquet file hides the transform task's pruned column from its sum
        assert shares()[("dags/orders_dag.py", "agg")] == 1.0


def test_a_dispatcher_choosing_among_jobs_is_no_program():
    """bench/accuracy_repo's lakehouse/cli.py imports every job and runs the one named on its command line:
    none of its jobs feeds another, so it is no driver of one program; taken as one, its closure would explain
    the DataFrame job's plan with picks mixed from the job and its SQL twin."""
    root = Path(__file__).resolve().parents[2] / "bench"
    code = build_index(root / "accuracy_repo")
    index = SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)
    nodes = parse_plan_text((root / "cases" / "revenue_by_region" / "plan.formatted.txt").read_text())[0].nodes

    def files() -> set[str]:
        return {m.site.file for m in map_plan(nodes, code.sites, index=index) if m.site and not m.derived}

    assert "lakehouse/jobs/revenue_by_region.py" in files() and "lakehouse/jobs/sql_reports.py" not in files()
    with switched_off(*RULES["a driver is a program only where data flows between its parts (steps, not jobs it "
                              "chooses among)"]):
        assert "lakehouse/jobs/sql_reports.py" in files()


def test_parts_importing_each_other_are_steps_not_each_others_helpers():
    # a driver using two modules that import each other (a circular import): neither is the other's helper, so
    # both are steps, joined where data flows between them; once this raised on an empty list of steps
    from codemap_pipeline.mapping.readings import FileGraph, composes

    uses = {"main.py": {"a.py", "b.py"}, "a.py": {"b.py"}, "b.py": {"a.py"}}
    assert composes({"a.py", "b.py"}, FileGraph(uses=uses, flows={("a.py", "b.py")}))
    assert not composes({"a.py", "b.py"}, FileGraph(uses=uses))
    # a helper the other part uses one way stays out of the steps: one step alone composes
    assert composes({"a.py", "c.py"}, FileGraph(uses={"main.py": {"a.py", "c.py"}, "a.py": {"c.py"}}))
