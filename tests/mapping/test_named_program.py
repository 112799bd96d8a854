"""The program named as the one that ran (`--entry`, an event log) keeps its own calls in the running, however
many look-alikes outrank them on names alone. top_rows.py shows an aggregate with as many rows as its caller asks
for (tests/fixtures/named_program_job; real plan from the event log, tests/fixtures/capture_mapper_plans.py): the
plan's `CollectLimit 21` names a row count the show call does not write, while 120 other scripts end in a bare
show(), whose 21 rows the index reads. Cut as a contender behind them, the named program's show could not be
picked, and the limit went to a script that did not run."""

import shutil
from pathlib import Path

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.code.indexer import index_repository
from codemap_pipeline.mapping.mapper import map_plan
from support import FIXTURES, fixture_nodes, line_of

RULE = RULES["the calls of the program named as the one that ran are never cut as contenders"]
SOURCE = FIXTURES / "named_program_job" / "top_rows.py"


def limit_place(tmp_path: Path) -> tuple[str, int]:
    sites = index_repository(tmp_path)[3]
    [limit] = [m for m in map_plan(fixture_nodes("named_program_top_rows"), sites, entry="top_rows.py")
               if m.operator == "CollectLimit"]
    return limit.site.file, limit.site.line_start


def test_the_named_programs_action_is_kept_among_look_alikes(tmp_path: Path):
    shutil.copy(SOURCE, tmp_path / "top_rows.py")
    for i in range(120):
        (tmp_path / f"report_{i:03}.py").write_text(
            f'def main(spark):\n    spark.createDataFrame([({i}, "r")], "id int, label string").show()\n')
    assert limit_place(tmp_path) == ("top_rows.py", line_of(SOURCE, "biggest.show(rows)"))
    with switched_off(*RULE):
        assert limit_place(tmp_path)[0].startswith("report_")


def test_a_show_of_a_row_count_the_index_cannot_read_is_still_the_limit():
    sites = index_repository(FIXTURES / "named_program_job")[3]
    [show] = [s for s in sites if s.kind == "limit"]
    assert (show.line_start, show.method, show.literals) == (line_of(SOURCE, "biggest.show(rows)"), "show", [])
