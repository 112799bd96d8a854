#!/usr/bin/env python
"""Run the hostile-input tests (tests/hostile/) and print the table of what was tried, how many cases and
the outcome, from the test results themselves: a row says "passed" only if every test behind it passed.

    .venv/bin/python scripts/reliability_table.py            # everything, the load test included (~8 min)
    .venv/bin/python scripts/reliability_table.py --no-load  # without the backfill load test (~3 min)
    .venv/bin/python scripts/reliability_table.py --from a.xml --from b.xml   # JUnit files of earlier runs

Case counts are read from the test modules (the lists of hostile files, payloads, nesting depths), and
measured figures (memory, time) from what the tests print.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "hostile")]


def _counts() -> dict[str, int]:
    import test_paths
    import test_repositories

    files = test_repositories._hostile_files(Path("/nonexistent"))
    return {
        "repo_files": len(files) + 2,            # + the submodule and the 100,000-line file
        "url_payloads": len(test_paths._payloads(Path("/x"))),
        "ref_payloads": len(test_paths._ref_payloads(Path("/x"))),
    }


def rows(counts: dict[str, int]) -> list[tuple[str, str, str, list[str]]]:
    """(what was tried, cases, outcome when it passes, tests behind it)."""
    r = "tests/hostile/test_repositories.py::"
    p = "tests/hostile/test_plans.py::"
    q = "tests/hostile/test_paths.py::"
    return [
        (f"a repository of hostile files, cloned through file:// and indexed: symlinks out of it (absolute, "
         f"relative), a symlink loop, a 50 MB file, binaries (.py, .sql, .scala), invalid UTF-8 (4), Python 2, "
         f"100,000 lines, nesting past the parser (1,000 parentheses, 10,000- and 2,000-term sums, 100,000 unary "
         f"minuses, 1,000-deep SQL), a submodule; the same as a plain folder and as a work tree",
         f"{counts['repo_files']} files x 3 ways",
         "each recorded in code_files.parse_error with its reason, the 28 good files indexed, nothing crashes; "
         "the file behind the symlinks is never read, copied or hashed",
         [r + "test_checkout_and_index_of_a_hostile_repository", r + "test_index_of_the_plain_work_tree",
          r + "test_a_plain_folder_snapshot_never_copies_or_follows_links_out"]),
        ("the same repository through the whole pipeline (run_mapping, a real plan)", "1",
         "mapped from the good files (confirmed mappings in retail_jobs/), no mapping into a skipped file",
         [r + "test_the_whole_pipeline_maps_a_real_plan_against_the_hostile_repository"]),
        ("an empty repository; a default branch that is not main (develop; a HEAD naming a branch never pushed)",
         "1 + 3", "EMPTY_REPOSITORY / REF_NOT_FOUND naming the branches there are; develop checked out by default",
         [r + "test_an_empty_repository_is_a_clear_checkout_error", r + "test_a_default_branch_that_is_not_main"]),
        ("a 200 MB event log (a real log's task and stage events repeated)", "1",
         "the same plans as the original; {mem}",
         [p + "test_a_200_mb_event_log_is_streamed_in_bounded_memory"]),
        ("an event log whose second line is 200 MB without a newline", "1",
         "the line recorded by number and skipped in pieces; PlanParseError; peak memory bounded",
         [p + "test_one_200_mb_line_is_skipped_in_pieces_not_loaded"]),
        ("operator trees 300 and 3,000 levels deep, a 400,000-space line, expressions 2,000 parentheses deep "
         "(simple and formatted), event-log JSON 100,000 deep and sparkPlanInfo trees 600 and 3,000 deep",
         "2 + 1 + 2 + 3", "a parsed plan or a PlanParseError naming the line, in seconds",
         [p + "test_an_operator_tree_nested_thousands_deep[300]", p + "test_an_operator_tree_nested_thousands_deep[3000]",
          p + "test_a_line_of_whitespace_is_read_in_linear_time", p + "test_expressions_nested_thousands_deep_in_a_plan",
          p + "test_event_log_json_and_plan_trees_nested_thousands_deep"]),
        ("NUL bytes (plan text: first byte, inside, at every line end; event log: raw and escaped) and JSON "
         "event-log lines cut in half (every other line, every line)", "5 + 2",
         "a parsed plan, or a PlanParseError naming the line; bad lines recorded by number",
         [p + "test_nul_bytes_in_plan_text_and_event_logs", p + "test_json_event_log_lines_cut_in_half"]),
        ("NULs, bracket runs and deep indentation spliced at random into real plans (hypothesis, derandomized)",
         "40 examples", "a parsed plan or a PlanParseError with its line",
         [p + "test_hostile_bytes_spliced_into_real_plans"]),
        ("git option injection: repository URLs (`--upload-pack=touch ...`, `-u...`, `--config=...`, ext::, "
         "ssh://-oProxyCommand) and refs (`--upload-pack=`, `--output=`, `-n`, `$(...)`, backquotes, `;`), "
         "also through run_mapping",
         f"{counts['url_payloads']} + {counts['ref_payloads']} + 2",
         "refused (BAD_INPUT for a leading '-'), the payload's file never created",
         [q + "test_option_like_urls_are_refused_and_nothing_runs",
          q + "test_option_like_refs_are_refused_and_nothing_runs",
          q + "test_the_whole_pipeline_refuses_them_before_anything_is_written"]),
        ("two processes writing the DuckDB catalog at once (parallel SQL-model steps, overlapping runs)", "1",
         "the second waits for DuckDB's file lock instead of failing the step",
         ["tests/hostile/test_catalog_lock.py::test_a_second_writer_waits_for_the_lock"]),
        ("one backfill: 10 plans x 3 commits of a 1,000-file repository, multiprocess executor, PostgreSQL",
         "36 runs, 43 partitions",
         "every run and partition succeeds, 1,000 files per commit, every node mapped, no materialization "
         "or row twice; {load}",
         ["tests/hostile/test_load.py::test_ten_plans_three_commits_one_backfill_on_postgres"]),
    ]


def run_tests(no_load: bool) -> Path:
    out = Path(tempfile.mkdtemp()) / "hostile.xml"
    cmd = [sys.executable, "-m", "pytest", "tests/hostile", "-q", "-p", "no:cacheprovider",
           f"--junitxml={out}", "-o", "junit_logging=system-out"]
    if no_load:
        cmd += ["-m", "not load"]
    subprocess.run(cmd, cwd=ROOT)
    return out


def results(xml: Path) -> tuple[dict[str, str], str]:
    outcome, output = {}, []
    for case in ET.parse(xml).getroot().iter("testcase"):
        name = case.get("classname", "").replace(".", "/") + ".py::" + case.get("name", "")
        status = "passed"
        if case.find("failure") is not None or case.find("error") is not None:
            status = "FAILED"
        elif case.find("skipped") is not None:
            status = "not run"
        outcome[name] = status
        output += [e.text or "" for e in case.iter("system-out")]
    return outcome, "\n".join(output)


def table(outcome: dict[str, str], output: str) -> str:
    mem = re.search(r"200 MB event log: (\d+) MB read in ([\d.]+)s, peak RSS growth (\d+) MB", output)
    load = re.search(r"load: .* in (\d+)s", output)
    figures = {"mem": f"read in {mem.group(2)} s, peak memory +{mem.group(3)} MB for {mem.group(1)} MiB"
               if mem else "peak memory under +300 MB",
               "load": f"{load.group(1)} s" if load else "timing not captured"}
    lines = ["| tried | cases | outcome | result | tests |", "|---|---|---|---|---|"]
    for tried, cases, expected, tests in rows(_counts()):
        states = [outcome.get(t, "not run") for t in tests]
        result = "FAILED" if "FAILED" in states else "not run" if "not run" in states else "passed"
        files = sorted({t.split("::")[0].removeprefix("tests/hostile/") for t in tests})
        lines.append(f"| {tried} | {cases} | {expected.format(**figures)} | {result} "
                     f"({states.count('passed')}/{len(states)}) | {', '.join(f'`{f}`' for f in files)} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-load", action="store_true", help="leave out the backfill load test")
    parser.add_argument("--from", dest="xml", type=Path, action="append",
                        help="read this JUnit XML (repeatable) instead of running the tests")
    args = parser.parse_args()
    outcome, output = {}, []
    for xml in args.xml or [run_tests(args.no_load)]:
        part, text = results(xml)
        outcome.update(part)
        output.append(text)
    print(table(outcome, "\n".join(output)))


if __name__ == "__main__":
    main()
