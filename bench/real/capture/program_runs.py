"""What the captures that run a repository's programs one spark-submit each share (mohankrishna-scenarios,
stratascratch-pyspark, mahmoudparsian-algorithms, ykanakaraju-pyspark; sbe-practice and leetcode-pyspark take the
pieces they use): the plan listener's jar, a scratch copy of the laid-out repository to run in, each case's files
from a run's output folder, and `description_rank`.

A run's output folder (each capture's own `run`) holds `plans/` (the etl2 family's query-execution listener), the
etl family's action hook's `actions.jsonl` and `log/` (the event log).
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
HOOKS = HERE / "etl-projects" / "hooks"                      # the etl family's action hook, as it is
LISTENER = HERE / "etl2-projects" / "PlanListener.java"      # the etl2 family's listener, as it is
sys.path.insert(0, str(HERE / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402

from codemap_pipeline.plans import eventlog  # noqa: E402


def build_jar(work: Path, name: str, *sources: Path) -> Path:
    """The listener (and any stand-in `sources`) compiled against PySpark's jars into `work/<name>`."""
    classes = work / "classes"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), str(LISTENER), *map(str, sources)],
                   check=True)
    jar = work / name
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


def scratch_copy(repo: Path, dest: Path, marker: str, slug: str, ignore=None) -> Path:
    """A fresh copy of the laid-out repository (`marker`, a file it must hold) to run in: the copy the mapper
    indexes is never written to."""
    if not (repo / marker).is_file():
        raise SystemExit(f"lay out the repository first: python bench/real/lay_out.py --mirrors /work/.mirror {slug}")
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(repo, dest, symlinks=True, ignore=ignore)
    return dest


def sql_starts(log: Path) -> list[tuple[int, str]]:
    """(executionId, description) of every SparkListenerSQLExecutionStart event of the raw event log."""
    starts = []
    for part in eventlog.log_parts(log):
        with eventlog.open_lines(part) as fh:
            for line in fh:
                if b"SQLExecutionStart" not in line:
                    continue
                event = json.loads(line)
                if event.get("Event", "").endswith("SparkListenerSQLExecutionStart"):
                    starts.append((int(event["executionId"]), event.get("description", "")))
    return sorted(starts)


def _rank(starts: list[tuple[int, str]], execution_id: int) -> tuple[int, int]:
    """The execution's 1-based place among the run's SQL executions with the same description (`eventlog.rank_key`,
    as the product's reader counts them: PySpark's two call sites of one JVM method are one description), in
    executionId order; and how many there are."""
    mine = eventlog.rank_key(next(d for i, d in starts if i == execution_id))
    same = [i for i, d in starts if eventlog.rank_key(d) == mine]
    return same.index(execution_id) + 1, len(same)


def description_rank(log: Path, execution_id: int) -> int:
    """`description_rank` of an execution of the raw event log `log`."""
    return _rank(sql_starts(log), execution_id)[0]


def add_description_rank(case_dir: Path, log: Path) -> int:
    """Write `description_rank` into the case's event_log.json, where the raw log and codemap's reader agree on the
    execution's description."""
    path = case_dir / "event_log.json"
    data = json.loads(path.read_text())
    starts = sql_starts(log)
    mine = [d for i, d in starts if i == data["execution_id"]]
    if len(mine) != 1 or mine[0] != data["description"]:
        raise SystemExit(f"{case_dir.name}: execution {data['execution_id']} has description {mine}, the reader "
                         f"said {data['description']!r}")
    data["description_rank"], among = _rank(starts, data["execution_id"])
    path.write_text(json.dumps(data, indent=2) + "\n")
    print(f"    description_rank {data['description_rank']} of {among} ({data['description']!r})")
    return data["description_rank"]


def _site(file: str, line: int) -> str:
    return f"{file}:{line}"


def write_cases(argv: list[str], *, programs: dict, cases: list[tuple], work: Path, bench: Path, runner: str,
                build: Callable[[], Path], run: Callable[[str, Path], Path],
                place: Callable[[str, tuple], tuple[str, str]], site_of: Callable[[str, dict], str] | None = None,
                prepare: Callable[[], None] | None = None, by_order: Callable[[str], bool] = lambda key: False) -> int:
    """A capture's command line: `[case ...]` runs the programs of those cases (all by default) and writes each
    case's plans and event_log.json; `--explore [program ...]` lists every action of the programs with the plans it
    ran (to choose cases); `--reuse` takes the last run's output folders instead of running again.

    `cases`: (case id, part, program, line, action, occurrence among that line's calls of the action, the n-th plan
    the call wrote or -1 for the last, ...); `place(program, case)`: the file the action hook names for the case's
    call and the place `event_log.json` names it by; `site_of(program, action)`: how `--explore` prints a call;
    `prepare`: writes inputs before a run; `by_order(program)`: a program whose calls the action hook does not see (a
    JVM program), whose case's plan is the n-th plan of its run."""
    work.mkdir(parents=True, exist_ok=True)
    explore = argv[:1] == ["--explore"]
    reuse = "--reuse" in argv          # write the cases from the last run's output folders, without running again
    argv = [a for a in argv if a != "--reuse"]
    wanted = argv[1:] if explore else argv
    if explore:
        keys, chosen = {k for k in programs if not wanted or k in wanted}, []
    else:
        chosen = [c for c in cases if not wanted or c[0] in wanted]
        keys = {c[2] for c in chosen}
    keys = [k for k in programs if k in keys]
    if prepare is not None and not reuse:
        prepare()
    jar = None if reuse else build()
    start, failed = time.time(), []
    for key in keys:
        print(f"== {key}", flush=True)
        if reuse:
            out = work / "runs" / key
        else:
            try:
                out = run(key, jar)
            except SystemExit as exc:
                print(f"  DID NOT RUN: {exc}")
                failed.append(key)
                continue
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        acts = lib.actions_of(out)
        if explore:
            if by_order(key):
                for n, stem in enumerate(stems, 1):
                    print(f"  plan {n} {stem}: {lib.summary(out / 'plans' / f'{stem}.formatted.txt')}")
            for a in acts:
                where = site_of(key, a) if site_of else _site(a["file"], a["line"])
                print(f"  {where} {a['action']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
                for stem in a["plans"]:
                    print(f"      {stem}: {lib.summary(out / 'plans' / f'{stem}.formatted.txt')}")
            continue
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case_row in (c for c in chosen if c[2] == key):
            case, part, _, line, action, occurrence, nth_plan = case_row[:7]
            file, where = place(key, case_row)
            if by_order(key):
                stem = stems[nth_plan - 1] if len(stems) >= nth_plan else None
            else:
                calls = [a for a in acts if (a["file"], a["line"], a["action"]) == (file, line, action)]
                ok = len(calls) >= occurrence and calls[occurrence - 1]["plans"]
                stem = calls[occurrence - 1]["plans"][nth_plan if nth_plan < 0 else nth_plan - 1] if ok else None
            if stem is None:
                print(f"  NOT CAPTURED: {case}: {action} at {file}:{line}")
                failed.append(case)
                continue
            for other in ("dev", "heldout"):
                if other != part:
                    shutil.rmtree(bench / other / case, ignore_errors=True)
            target = bench / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            same = [s for s in stems if lib.same_plan(out / "plans" / s, out / "plans" / stem)]
            print(f"  {case}: {stem} ({lib.summary(target / 'plan.formatted.txt')})")
            called = f"{action} at {where}" + (f" (call {occurrence})" if occurrence > 1 else "")
            if not lib.write_matched(target, log, runner, nth=same.index(stem) + 1, action=called):
                failed.append(case)
                continue
            try:
                add_description_rank(target, log)
            except SystemExit as exc:
                print(f"  NO RANK: {exc}")
                failed.append(case)
    print(f"{len(keys)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


def file_place(file_of: Callable[[str], str]) -> Callable[[str, tuple], tuple[str, str]]:
    """`place` for programs that are one script: the call is named by the script and its line."""
    return lambda key, case: (file_of(key), _site(file_of(key), case[3]))
