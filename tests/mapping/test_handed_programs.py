"""A program handed the paths of others runs them too (tests/data/handed_programs, a real run: `spark-submit
"lessons/01 opening.py" "lessons/03 totals again.py"`, the first lesson running the second in its session). The
event log's entry is the first lesson, whose own query is not the plan's; the plan's query is written twice, in
`02 totals.py` and `03 totals again.py`, and only the path on the command line tells which ran."""

from pathlib import Path

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping import readings
from support import map_shown_run

HERE = Path(__file__).resolve().parents[1] / "data" / "handed_programs"
RULE = RULES["a named program's arguments naming other programs of the repository name programs that ran too"]


def files_picked() -> set[str]:
    entry, arguments, mapped = map_shown_run(HERE)
    assert (entry, arguments) == ("'lessons/01 opening.py'", ("lessons/03", "totals", "again.py"))
    return {m.site.file for m in mapped if m.site and m.operator != "LocalTableScan"}


def test_the_program_handed_on_the_command_line_ran():
    assert files_picked() == {"lessons/03 totals again.py"}
    with switched_off(*RULE):
        assert files_picked() != {"lessons/03 totals again.py"}


def test_a_long_path_with_spaces_is_read_back_from_many_words():
    path = "04 - Data Analysis and Transformation with SparkSQL/05 Analysis and Transformation.py"
    assert readings.named_by_path(tuple(path.split()), [path]) == [path]
