"""A program handed the paths of others runs them too (tests/data/handed_programs, a real run: `spark-submit
"lessons/01 opening.py" "lessons/03 totals again.py"`, the first lesson running the second in its session). The
event log's entry is the first lesson, whose own query is not the plan's; the plan's query is written twice, in
`02 totals.py` and `03 totals again.py`, and only the path on the command line tells which ran."""

from pathlib import Path

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.accuracy.evaluation import build_index
from codemap_pipeline.mapping import readings
from codemap_pipeline.mapping.event_entry import event_log_entry, program_arguments
from codemap_pipeline.mapping.mapper import map_plan
from codemap_pipeline.mapping.site_index import SiteIndex
from codemap_pipeline.plans.eventlog import read_event_log

HERE = Path(__file__).resolve().parents[1] / "data" / "handed_programs"
RULE = RULES["a named program's arguments naming other programs of the repository name programs that ran too"]


def files_picked() -> set[str]:
    (log,) = (HERE / "eventlog").iterdir()
    (plan,) = [p for p in read_event_log(log) if p.title.startswith("showString")]
    code = build_index(HERE / "repo")
    index = SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)
    entry, arguments = event_log_entry(plan.title, plan.call_site, index.files.uses), program_arguments(plan.call_site)
    assert (entry, arguments) == ("'lessons/01 opening.py'", ("lessons/03", "totals", "again.py"))
    return {m.site.file for m in map_plan(plan.nodes, index.sites, index=index, entry=entry, arguments=arguments)
            if m.site and m.operator != "LocalTableScan"}


def test_the_program_handed_on_the_command_line_ran():
    assert files_picked() == {"lessons/03 totals again.py"}
    with switched_off(*RULE):
        assert files_picked() != {"lessons/03 totals again.py"}


def test_a_long_path_with_spaces_is_read_back_from_many_words():
    path = "04 - Data Analysis and Transformation with SparkSQL/05 Analysis and Transformation.py"
    assert readings.named_by_path(tuple(path.split()), [path]) == [path]
