"""The pipeline reads which show() ran from the event log's count of showString executions (tests/data/lesson_shows:
a real run of a lesson script showing the same left outer join twice, an inner join between)."""

from pathlib import Path

from codemap_pipeline.runner import run_mapping
from codemap_pipeline.storage.catalog import query
from support import line_of

HERE = Path(__file__).resolve().parents[1] / "data" / "lesson_shows"


def test_each_of_two_identical_shows_is_mapped_to_its_own_line(tmp_path):
    (log,) = (HERE / "eventlog" / "joins_lesson").iterdir()
    run_mapping(str(HERE / "repo"), "", [log], tmp_path, use_embeddings=False, log=lambda m: None)
    joins = query(tmp_path / "catalog.duckdb", """
        select o.description_rank, list(distinct m.line_start) as lines
        from code_mappings m join plan_operators o using (plan_key, plan_index, node_index)
        where m.rank = 0 and o.operator like '%Join%' group by 1 order by 1""")
    lesson = HERE / "repo" / "lessons" / "joins_lesson.py"
    outer = line_of(lesson, '"left_outer").show()')
    again = line_of(lesson, "once more") + 1
    assert {rank: list(lines) for rank, lines in zip(joins["description_rank"], joins["lines"])} == {
        2: [outer], 3: [line_of(lesson, '"inner").show()')], 4: [again]}
