"""A Databricks SQL notebook shows each query cell's rows (tests/fixtures/shown_cells_job/market.sql, a real run read
from the event log, tests/fixtures/capture_mapper_plans.py). The notebook queries two json files in place under a
folder its variable `${market.landing}` names: the plan of the week_01 cell's show reads that file, and every node of
it, the show's limit too, is that cell's."""

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, fixture_sites, line_of

JOB = FIXTURES / "shown_cells_job"
FILE_QUERIES = RULES["FROM json.`path` reads that file (SQL front end)"]
UNKNOWN_FOLDERS = RULES["a path's folder known only at run time leaves its file name as the read's name"]
SHOWN_CELLS = RULES["a Databricks SQL notebook shows each query cell's rows (SQL front end)"]


def picks(plan: str) -> dict[str, tuple[str, int] | None]:
    """Each node's pick as (file, first line), by operator, the nodes Spark inserted included."""
    return {m.operator: (m.site.file, m.site.line_start) if m.site else None
            for m in map_plan(fixture_nodes(plan), fixture_sites("shown_cells_job"))}


def test_a_file_queried_in_place_is_the_cell_that_names_it():
    week_one = ("market.sql", line_of(JOB / "market.sql", "week_01.json"))
    got = picks("shown_cells_week_one")
    assert got["Scan"] == got["Project"] == got["CollectLimit"] == week_one
    for rule in (FILE_QUERIES, UNKNOWN_FOLDERS):
        with switched_off(*rule):   # the path names no read: the file's name no longer tells the cells apart
            assert picks("shown_cells_week_one")["Scan"] != week_one
    with switched_off(*SHOWN_CELLS):   # no call of the notebook limits the rows
        assert picks("shown_cells_week_one")["CollectLimit"] != week_one

