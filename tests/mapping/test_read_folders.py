"""A read names the plan's file from the folder the plan's path ends in; a copy of the job reading the same
file name from another folder (`C:/BigData/zipcodes.csv`) is the look-alike (tests/fixtures/folders_job, plan
captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

from pathlib import Path

from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.plans.parser import parse_plan_text

ROOT = Path(__file__).resolve().parents[2]
CODE = ROOT / "tests" / "fixtures" / "folders_job"
PLAN = ROOT / "tests" / "fixtures" / "plans" / "folders_puerto_rico.formatted.txt"


def test_the_read_of_the_plans_folder_beats_a_copy_reading_another_folder():
    nodes = parse_plan_text(PLAN.read_text())[0].nodes
    mapped = {m.operator: m for m in map_plan(nodes, index_repository(CODE)[3])}
    source = (CODE / "zipcodes.py").read_text().splitlines()
    assert mapped["Scan"].site.file == "zipcodes.py"
    assert ".csv(ZIPCODES)" in source[mapped["Scan"].site.line_start - 1]
    assert mapped["Filter"].site.file == "zipcodes.py"
