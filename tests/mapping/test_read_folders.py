"""A read names the plan's file from the folder the plan's path ends in; a copy of the job reading the same
file name from another folder (`C:/BigData/zipcodes.csv`) is the look-alike (tests/fixtures/folders_job, plan
captured with PySpark by tests/fixtures/capture_mapper_plans.py)."""

from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites


def test_the_read_of_the_plans_folder_beats_a_copy_reading_another_folder():
    nodes = fixture_nodes("folders_puerto_rico")
    mapped = {m.operator: m for m in map_plan(nodes, fixture_sites("folders_job"))}
    source = (FIXTURES / "folders_job" / "zipcodes.py").read_text().splitlines()
    assert mapped["Scan"].site.file == "zipcodes.py"
    assert ".csv(ZIPCODES)" in source[mapped["Scan"].site.line_start - 1]
    assert mapped["Filter"].site.file == "zipcodes.py"
