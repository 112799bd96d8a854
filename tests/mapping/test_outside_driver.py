"""A runner outside the repository handed a script's path runs that script (tests/data/outside_driver, a real run:
`spark-submit ../driver.py "queries/second look.py"`). The repository holds the same query twice, in `first look.py`
and `second look.py`; the event log names the runner, which is no file of the repository, and the script only as
the runner's argument, split at its space into two words of the command line."""

from pathlib import Path

from codemap_pipeline.accuracy.ablation import RULES, switched_off
from codemap_pipeline.mapping import readings
from support import map_shown_run

HERE = Path(__file__).resolve().parents[1] / "data" / "outside_driver"
RULE = RULES["a repository file's path among the program's arguments names the program a runner ran"]


def files_picked() -> set[str]:
    entry, arguments, mapped = map_shown_run(HERE)
    assert (entry, arguments) == ("../driver.py", ("queries/second", "look.py"))
    return {m.site.file for m in mapped if m.site}


def test_the_script_the_runner_was_handed_is_the_program():
    assert files_picked() == {"queries/second look.py"}
    with switched_off(*RULE):
        # the two copies tie: the first by name is taken
        assert files_picked() == {"queries/first look.py"}


def test_a_path_is_read_back_from_the_words_of_a_command_line():
    files = ["jobs/daily.py", "notebooks/1. Basics.ipynb", "daily.py"]
    assert readings.named_by_path(("notebooks/1.", "Basics.ipynb", "--verbose"), files) == ["notebooks/1. Basics.ipynb"]
    assert readings.named_by_path(("--job=jobs/daily.py",), files) == ["jobs/daily.py"]
    assert readings.named_by_path(("/opt/repo/jobs/daily.py",), files) == ["jobs/daily.py"]
    assert readings.named_by_path(("daily", "--limit", "10"), files) == []
