"""Running a repository's `.sql` files unchanged, statement by statement, with spark.sql: what the captures of
sonsharma-leetcode-sql, shawlu95-sql, coderhjs2523-leetcode-sql, mantisshrimp-leetcode-sql and cm2908-leetcode-sql
share (each family keeps only its cases, its settings, its `make_data.py` and its labels).

- `statements()`: the cutter, one statement per spark.sql call, as a SQL client cuts a file. Its two options are the
  families' real differences, kept apart so that no family's cut changes.
- The driver: this file run by spark-submit from the root of a scratch copy of the repository, the files' repository
  paths exactly as its arguments (`spark-submit sql_files.py "1077 Project Employees III.sql"`). It makes the
  problem's input tables (spark.createDataFrame of the family's make_data rows) as temp views under the names the
  query uses, then runs every statement of each file, in file order, with spark.sql, each statement's text
  unchanged, and one action on each result, `collect()` (`action`). After each action the plans our query-execution
  listener (etl2-projects/PlanListener.java) wrote meanwhile are appended to the actions file, with the statement's
  lines and the error if it raised (a statement Spark refuses is recorded and the next one still runs). It is told
  by the environment (`_ENV`) which make_data and which cut to use, and where the plans and the actions file are,
  so that its command line is the repository path alone, as a user would type it.
- `capture()`: a family's capture.py command line: one spark-submit per file (and extra settings) whose cases share
  it, each case's plans copied and its event_log.json written with `description_rank`; `--explore` runs candidate
  files in one run and prints each statement's plans.

This module imports only the standard library at its top: spark-submit's Python runs it as the driver.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import sys
import time
from pathlib import Path

DRIVER = Path(__file__).resolve()
BENCH = DRIVER.parents[1]
BROADCAST_OFF = ("spark.sql.autoBroadcastJoinThreshold=-1",)   # AQE's own broadcast threshold follows it
AQE_OFF = ("spark.sql.adaptive.enabled=false",)
# What capture() tells the driver: make_data.py's path and the function that gives a file's tables (`path:function`),
# the cut's options (comma-separated names of statements()'s keywords), the plans folder and the actions file.
_ENV = {"make_data": "SQL_FILES_MAKE_DATA", "split": "SQL_FILES_SPLIT", "plans": "SQL_FILES_PLANS",
        "actions": "SQL_FILES_ACTIONS"}
_ANOTHER = re.compile(r"^\s*(#|--)\s*another\b", re.I)


def comment_only(lines: list[str], block_comments: bool = False) -> list[bool]:
    """For each line: blank or nothing but a `--` or `#` comment; with `block_comments`, also a line opening a
    `/* ... */` block or inside one (without, such a line is text of a statement)."""
    flags, block = [], False
    for line in lines:
        s = line.strip()
        flags.append(not s or s.startswith("--") or s.startswith("#")
                     or (block_comments and (block or s.startswith("/*"))))
        if block_comments:
            opened = s.count("/*") - s.count("*/")
            if block and "*/" in s:
                block = s.rfind("/*") > s.rfind("*/")
            elif opened > 0:
                block = True
    return flags


def statements(text: str, *, another_solution: bool = False,
               block_comments: bool = False) -> list[tuple[int, int, str]]:
    """(first line, last line, text) of each statement of a file (lines 1-based, inclusive), in file order.

    A statement ends at a line ending with `;` (not a comment line) or at the end of the file; the comment and blank
    lines before and after it belong to no statement, so its text runs from its first line to its last, unchanged.
    `another_solution` (sonsharma): a `-- Another solution` / `# Another solution` line also ends a statement, since
    those files put a second solution under it with or without a `;` between. `block_comments` (shawlu95, cm2908):
    `/* ... */` blocks around statements are comment lines too (see `comment_only`)."""
    lines = text.split("\n")
    blank = comment_only(lines, block_comments)
    out, start = [], 0

    def close(a: int, b: int) -> None:            # lines[a:b], trimmed of comment and blank lines at both ends
        while a < b and blank[a]:
            a += 1
        while b > a and blank[b - 1]:
            b -= 1
        if a < b:
            out.append((a + 1, b, "\n".join(lines[a:b])))

    for i, line in enumerate(lines):
        if another_solution and _ANOTHER.match(line):
            close(start, i)
            start = i + 1
        elif line.rstrip().endswith(";") and not blank[i]:
            close(start, i + 1)
            start = i + 1
    close(start, len(lines))
    return out


# The driver (spark-submit sql_files.py <file> ...).

def _stems(plans: Path) -> set:
    return {f.name[:-len(".formatted.txt")] for f in plans.glob("*.formatted.txt")} if plans.is_dir() else set()


def drain(spark) -> None:
    """Wait until the listener bus has delivered the finished queries to our listener."""
    try:
        spark.sparkContext._jsc.sc().listenerBus().waitUntilEmpty()
    except Exception:  # noqa: BLE001
        time.sleep(1.0)


def action(df):
    return df.collect()


def _tables_function():
    """The family's function giving a file's tables, {view: (DDL, rows)}, named by SQL_FILES_MAKE_DATA."""
    path, _, function = os.environ[_ENV["make_data"]].rpartition(":")
    spec = importlib.util.spec_from_file_location("make_data", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_data"] = module
    spec.loader.exec_module(module)
    return getattr(module, function)


def drive(paths: list[str]) -> None:
    """The driver's run: each file's views made afresh, then its statements one spark.sql and collect() each. The
    calls are the five former run_sql.py's, in their order, so a run's plans keep their expression ids."""
    tables = _tables_function()
    split = {name: True for name in os.environ.get(_ENV["split"], "").split(",") if name}
    plans, actions = Path(os.environ[_ENV["plans"]]), Path(os.environ[_ENV["actions"]])
    from pyspark.sql import SparkSession
    spark = SparkSession.builder.getOrCreate()
    for path in paths:
        for view in spark.catalog.listTables():
            if view.isTemporary:
                spark.catalog.dropTempView(view.name)
        for table, (ddl, data) in tables(path).items():
            spark.createDataFrame(data, ddl).createOrReplaceTempView(table)
        for first, last, sql in statements(Path(path).read_text(), **split):
            drain(spark)
            before, raised, rows = _stems(plans), None, None
            try:
                result = spark.sql(sql)
                rows = action(result)
            except Exception as exc:  # noqa: BLE001 - recorded, the next statement still runs
                raised = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300]}"
            drain(spark)
            with actions.open("a") as fh:
                fh.write(json.dumps({"file": path, "lines": [first, last], "plans": sorted(_stems(plans) - before),
                                     "rows": None if rows is None else len(rows), "raised": raised}) + "\n")
    spark.stop()


# The capture loop (a family's capture.py).

def _settings(case: tuple) -> tuple:
    return tuple(case[4]) if len(case) > 4 else ()


def capture(argv: list[str], *, cases: list[tuple], make_data, runner: str, jar: str, marker: str,
            explore: list[str], split: dict | None = None, tables: str = "tables") -> int:
    """`[case ...]`: run the files of those cases (all by default) and write each case's plans and event_log.json;
    `--explore [path ...]` (`--explore-off`: with BROADCAST_OFF): run the files (`explore` by default) in one run and
    print each statement's rows and plans, to choose cases.

    `cases`: (case id, part, repository path, k: the case is the file's k-th statement, 1-based[, extra settings]);
    the cases of one file and settings share one run, named by the first. `make_data`: the family's module (its
    REPO, SLUG and WORK; `tables`, the name of its function giving a file's tables in the scratch copy). `runner`: the
    capture's path for event_log.json; `jar`: the listener jar's name in WORK; `marker`: a file the laid-out
    repository must hold; `split`: statements()'s options for the family."""
    sys.path.insert(0, str(DRIVER.parent))
    import program_runs
    from program_runs import lib
    work, split = make_data.WORK, split or {}
    work.mkdir(parents=True, exist_ok=True)
    jar_path = program_runs.build_jar(work, jar)

    def run(name: str, paths: list[str], settings: tuple = ()) -> Path:
        out = work / "runs" / name
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        root = program_runs.scratch_copy(make_data.REPO, work / "work" / name, marker, make_data.SLUG)
        plans = out / "plans"
        env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
               _ENV["make_data"]: f"{Path(make_data.__file__).resolve()}:{tables}",
               _ENV["split"]: ",".join(k for k, on in split.items() if on),
               _ENV["plans"]: str(plans), _ENV["actions"]: str(out / "actions.jsonl")}
        conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener", "spark.sql.adaptive.enabled=true",
                f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}", *settings]
        lib.submit(out / "log", ["--jars", str(jar_path), "--driver-class-path", str(jar_path), str(DRIVER), *paths],
                   cwd=root, conf=conf, env=env)
        return out

    if argv[:1] in (["--explore"], ["--explore-off"]):
        out = run(argv[0][2:], argv[1:] or explore, BROADCAST_OFF if argv[0] == "--explore-off" else ())
        for a in lib.actions_of(out):
            print(f"{a['file']} {a['lines']}: rows={a['rows']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
            for stem in a["plans"]:
                print(f"      {stem}: {lib.summary(out / 'plans' / f'{stem}.formatted.txt')}")
        return 0
    chosen = [c for c in cases if not argv or c[0] in argv]
    start, failed = time.time(), []
    runs = list(dict.fromkeys((c[2], _settings(c)) for c in chosen))   # a file's cases share a run
    for path, settings in runs:
        mine = [c for c in chosen if (c[2], _settings(c)) == (path, settings)]
        print(f"== {path}{' ' + ' '.join(settings) if settings else ''}: {', '.join(c[0] for c in mine)}", flush=True)
        try:
            out = run(mine[0][0], [path], settings)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed += [c[0] for c in mine]
            continue
        acts = lib.actions_of(out)
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case, part, _, k in (c[:4] for c in mine):
            if len(acts) < k or acts[k - 1]["raised"] or not acts[k - 1]["plans"]:
                print(f"  {case} NOT CAPTURED: {acts}")
                failed.append(case)
                continue
            act = acts[k - 1]
            stem = act["plans"][-1]
            for other in ("dev", "heldout"):
                if other != part:
                    shutil.rmtree(BENCH / other / case, ignore_errors=True)
            target = BENCH / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            same = [s for s in stems if lib.same_plan(out / "plans" / s, out / "plans" / stem)]
            print(f"  {case}: {stem} lines {act['lines']} ({lib.summary(target / 'plan.formatted.txt')})")
            called = (f"collect() in sql_files.py of spark.sql(<the text of statement {k} of {len(acts)}, lines "
                      f"{act['lines'][0]}-{act['lines'][1]}, of {path}>)")
            if not lib.write_matched(target, log, runner, nth=same.index(stem) + 1, action=called):
                failed.append(case)
                continue
            record = json.loads((target / "event_log.json").read_text())
            record["description_rank"] = program_runs.description_rank(log, record["execution_id"])
            (target / "event_log.json").write_text(json.dumps(record, indent=2) + "\n")
    print(f"{len(chosen)} cases in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    drive(sys.argv[1:])
