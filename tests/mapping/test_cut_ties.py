"""A node whose best names fit calls in more files than the mapper scores (`show()`, in every script of a
folder of look-alikes) says nothing of which program ran: which of the files were kept says only which come
first. people.py explodes a map beside a name and shows it (tests/fixtures/many_shows_job; real plan from the
event log, tests/fixtures/capture_mapper_plans.py); a_maps.py, a look-alike naming fewer columns, comes first
among 120 other scripts ending in show(). Counting the show for the files that happened to be kept, the
look-alike is read."""

import shutil
from pathlib import Path

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes

RULE = RULES["a node whose best names fit more files than were scored (show()) has no say in the reading"]


def test_the_program_is_read_from_the_nodes_that_tell_programs_apart(tmp_path: Path):
    shutil.copy(FIXTURES / "many_shows_job" / "maps.py", tmp_path / "a_maps.py")
    shutil.copy(FIXTURES / "many_shows_job" / "people.py", tmp_path / "people.py")
    for i in range(120):
        (tmp_path / f"b_report_{i:03}.py").write_text(
            f'def main(spark):\n    spark.createDataFrame([({i}, "r")], "id int, label string").show()\n')
    sites = index_repository(tmp_path)[3]
    nodes = fixture_nodes("many_shows_people")
    assert {m.site.file for m in map_plan(nodes, sites)} == {"people.py"}
    with switched_off(*RULE):
        assert {m.site.file for m in map_plan(nodes, sites)} == {"a_maps.py"}
