"""Paths and helpers shared by the tests (imported by name; conftest.py only holds fixtures)."""

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_REPO = ROOT / "examples" / "retail"
EXAMPLE_PLANS = ROOT / "examples" / "plans"
# Real Spark plans vendored from the plan corpus, at their corpus paths (tests/data/plans/SOURCES.md).
PLANS = ROOT / "tests" / "data" / "plans"
# Small jobs run here and the real plans captured from them (tests/fixtures/capture_*.py)
FIXTURES = ROOT / "tests" / "fixtures"
# The whole corpus, for the tests that want every file: a folder named by this variable, else skipped.
CORPUS_VARIABLE = "CODEMAP_PLAN_CORPUS"


def whole_corpus() -> Path | None:
    """The folder of the whole plan corpus, or None when CODEMAP_PLAN_CORPUS is not set."""
    value = os.environ.get(CORPUS_VARIABLE, "").strip()
    if not value:
        return None
    folder = Path(value).expanduser()
    if not folder.is_dir():
        raise RuntimeError(f"{CORPUS_VARIABLE}={value}: no such folder")
    return folder


def map_shown_run(folder: Path) -> tuple[str | None, tuple[str, ...], list]:
    """The show() execution of the real run in `folder` (`eventlog/` beside the `repo/` it ran from) mapped as the
    pipeline maps it: the entry and arguments its event log gives, and the mappings."""
    from codemap_pipeline.accuracy.evaluation import build_index
    from codemap_pipeline.mapping.event_entry import event_log_entry, program_arguments
    from codemap_pipeline.mapping.mapper import map_plan
    from codemap_pipeline.mapping.site_index import SiteIndex
    from codemap_pipeline.plans.eventlog import read_event_log

    (log,) = (folder / "eventlog").iterdir()
    (plan,) = [p for p in read_event_log(log) if p.title.startswith("showString")]
    code = build_index(folder / "repo")
    index = SiteIndex(code.sites, code.symbol_calls, code.file_links, code.declared)
    entry, arguments = event_log_entry(plan.title, plan.call_site, index.files.uses), program_arguments(plan.call_site)
    return entry, arguments, map_plan(plan.nodes, index.sites, index=index, entry=entry, arguments=arguments)


def fixture_nodes(plan: str) -> list:
    """The nodes of the captured plan tests/fixtures/plans/<plan>.formatted.txt."""
    from codemap_pipeline.plans.parser import parse_plan_text

    return parse_plan_text((FIXTURES / "plans" / f"{plan}.formatted.txt").read_text())[0].nodes


def fixture_sites(job: str) -> list:
    """The Spark sites the index finds in the fixture job folder tests/fixtures/<job>."""
    from codemap_pipeline.code.indexer import index_repository

    return index_repository(FIXTURES / job)[3]


def line_of(source: Path, text: str) -> int:
    """The first line of `source` holding `text` (1-based, as the sites number lines)."""
    return next(n for n, line in enumerate(source.read_text().splitlines(), 1) if text in line)


def git(*args, cwd):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                          env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@x",
                               "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@x"}).stdout.strip()


def committed_example(work: Path) -> Path:
    """A copy of the example repository at `work`, committed as the first commit of `main`."""
    shutil.copytree(EXAMPLE_REPO, work)
    git("init", "-q", "-b", "main", cwd=work)
    git("add", ".", cwd=work)
    git("commit", "-qm", "first", cwd=work)
    return work


def sites_in(sites, file: str) -> list:
    """The sites of one file, in the index's order."""
    return [s for s in sites if s.file == file]


def input_places(sites, site) -> list[tuple[int, str]]:
    """(line, method) of each site feeding `site`: its dataflow as a reader checks it."""
    by_id = {s.site_id: s for s in sites}
    return [(by_id[i].line_start, by_id[i].method) for i in site.inputs]


def materialize_retrieval(data: Path, commit_key: str):
    """What index_commit_job adds to the index `codemap map` makes of a commit: the retrieval group (LLM
    summaries, the LanceDB table of symbol and site embeddings), on the data folder's instance."""
    import dagster as dg

    from codemap_pipeline.definitions import ASSETS, build_resources
    from codemap_pipeline.runner import instance_state, local_instance

    instance = local_instance(data)
    with instance_state(instance):
        return dg.materialize(ASSETS, selection=dg.AssetSelection.groups("retrieval"), partition_key=commit_key,
                              instance=instance, resources=build_resources(str(data)))


def function_at(source_lines: list[str], line: int) -> str:
    """The top-level function whose body holds the line (fixture jobs written one function per job)."""
    return next(source_lines[i].split("(")[0].removeprefix("def ") for i in range(line - 1, -1, -1)
                if source_lines[i].startswith("def "))
