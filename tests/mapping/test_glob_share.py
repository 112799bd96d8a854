"""A glob that fits the plan's file (`resources/*.json`) says less than the file's own name
(`resources/zipcodes.json`), however rarer the glob's text is in the repository: the read naming the file made
the scan (tests/fixtures/paths_job/zips.py; plan captured with PySpark by tests/fixtures/capture_mapper_plans.py).
With the glob weighed as any name, the rarer glob wins."""

from codemap_pipeline.accuracy.ablation import RULES
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, function_at

SOURCE = (FIXTURES / "paths_job" / "zips.py").read_text().splitlines()


def scan_function() -> str:
    mapped = map_plan(fixture_nodes("paths_one_file"), fixture_sites("paths_job"))
    return next(function_at(SOURCE, m.site.line_start) for m in mapped if m.operator == "Scan")


def test_the_read_naming_the_file_beats_a_glob_fitting_it(monkeypatch):
    assert scan_function() == "one_file"
    monkeypatch.setattr(*RULES["a glob fitting the plan's file weighs less than the file's name"])
    assert scan_function() == "every_file"
