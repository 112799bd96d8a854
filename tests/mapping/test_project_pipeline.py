"""A job split into modules is one program: tests/fixtures/project_job/main.py makes none of the plan itself, it
calls the read, filter, fee, sum and write of etl/*.py with the values of config/settings.py; dags/orders_dag.py
writes the same steps out again, with their values, as scheduler tasks that hand data over through files. The
plan of main.py's write is real (tests/fixtures/capture_mapper_plans.py, group "project"). Without an entry the
plan cannot tell the two apart (the copy names every value inline); with main.py named, only what it reaches ran."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
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
    with switched_off(*RULES["where a launcher ran, only the programs it reaches join or rival the reading"]):
        assert "dags/orders_dag.py" in picks("main.py").values()

