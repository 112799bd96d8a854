"""Run sp496/leetcode-pyspark's solutions unchanged with spark-submit against a real PostgreSQL (over JDBC), and write
each lc_* case's plans and event_log.json from that one run.

- Setup (once, README.md): a PostgreSQL at 127.0.0.1:5432 (trust auth, user postgres) with a database `leetcodedb`
  loaded from the repository's own dump (`pg_restore`), and Debian's JDBC driver (/usr/share/java/postgresql.jar).
- Every case is one spark-submit from the root of a fresh scratch copy of the laid-out repository
  (/tmp/codemap_lccap/repo/), with PYTHONPATH naming that root as the repository's README says. The only change to the
  copy is configuration: `config/config.ini`'s `jar_file_path` (a Windows path in the repository) set to the Debian
  jar; the code's `.config("spark.driver.extraClassPath", ...)` cannot reach a JVM spark-submit already started, so the
  jar is also given as `--driver-class-path`, as a user running spark-submit does.
  - the solution the file's `__main__` names: `spark-submit dataframe_solutions/Medium/NNN.py`;
  - any other solution_N: `spark-submit <this folder>/run_solution.py dataframe_solutions/Medium/NNN.py solution_N`
    (our driver: imports the file and calls `spark_pg_utils.execute(solution_N)`, as `__main__` would).
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on; broadcast joins
  off where SETTINGS says) on the command line, `-XX:ActiveProcessorCount=1` for the driver. No solution sets any.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, used as it is) writes each
  query's plan after it ran (final adaptive plans); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, its folder put on PYTHONPATH, unchanged) records, for each action, the project's line that
  called it and the plans written meanwhile. The case's plan is the one its `result_df.show()` wrote.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's, plus `description_rank` (`add_description_rank`
  of ../program_runs.py: the 1-based position of the execution among the run's SQL
  executions with the same description, in executionId order). Raw logs: /tmp/codemap_lccap/runs/<case>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/leetcode-pyspark/capture.py [case ...]
"""
from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CAPTURE = HERE.parent
HOOKS = CAPTURE / "etl-projects" / "hooks"                 # the etl family's action hook (a sitecustomize.py), as it is
DRIVER = HERE / "run_solution.py"
sys.path.insert(0, str(CAPTURE / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402

sys.path.insert(0, str(CAPTURE))
import program_runs  # noqa: E402
from program_runs import add_description_rank  # noqa: E402

BENCH = HERE.parents[1]
REPO = BENCH / "repos" / "sp496__leetcode-pyspark"
WORK = Path("/tmp/codemap_lccap")
JDBC_JAR = "/usr/share/java/postgresql.jar"
RUNNER = "bench/real/capture/leetcode-pyspark/capture.py"
M = "dataframe_solutions/Medium"

# case id, part, solution file, function, how launched ("main": the file itself; "driver": run_solution.py), line of
# the recorded `result_df.show()`. The split is fixed here before any label is written: the cases in order of
# name, positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, str, str, int]] = [
    ("lc_1098_s2_left_join_group", "dev", f"{M}/1098.py", "solution_2", "main", 43),
    ("lc_1098_s4_outer_join_group", "heldout", f"{M}/1098.py", "solution_4", "driver", 85),
    ("lc_1158_s1_left_join_count", "dev", f"{M}/1158.py", "solution_1", "main", 41),
    ("lc_1158_s2_between_join_count", "dev", f"{M}/1158.py", "solution_2", "driver", 22),
    ("lc_1164_s1_first_window_dedup", "heldout", f"{M}/1164.py", "solution_1", "main", 20),
    ("lc_1164_s4_rank_distinct_join", "dev", f"{M}/1164.py", "solution_4", "driver", 89),
    ("lc_1212_s1_or_join_points", "heldout", f"{M}/1212.py", "solution_1", "main", 24),
    ("lc_1341_s1_union_limits", "dev", f"{M}/1341.py", "solution_1", "main", 32),
    ("lc_1398_s2_anti_intersect", "dev", f"{M}/1398.py", "solution_2", "driver", 46),
    ("lc_180_s1_lead_distinct", "heldout", f"{M}/180.py", "solution_1", "main", 19),
    ("lc_180_s2_self_join3_distinct", "dev", f"{M}/180.py", "solution_2", "driver", 34),
    ("lc_1907_s1_right_join_local", "heldout", f"{M}/1907.py", "solution_1", "main", 22),
    ("lc_585_s1_semi_anti_sum", "dev", f"{M}/585.py", "solution_1", "main", 19),
    ("lc_585_s2_left_isnull_sum", "dev", f"{M}/585.py", "solution_2", "driver", 51),
    ("lc_602_s1_union_group_limit", "heldout", f"{M}/602.py", "solution_1", "driver", 18),
    ("lc_602_s2_union_group_rank", "dev", f"{M}/602.py", "solution_2", "main", 37),
    ("lc_608_s1_left_join_dedup", "heldout", f"{M}/608.py", "solution_1", "main", 19),
    ("lc_608_s2_anti_semi_union", "dev", f"{M}/608.py", "solution_2", "driver", 37),
    ("lc_612_s1_nonequi_min", "dev", f"{M}/612.py", "solution_1", "main", 20),
    ("lc_626_s1_first_last_window", "heldout", f"{M}/626.py", "solution_1", "main", 16),
    ("lc_626_s2_row_number", "dev", f"{M}/626.py", "solution_2", "driver", 33),
]

# sessions that differ from the default (sort-merge joins kept, as real data sizes give)
SETTINGS: dict[str, dict[str, str]] = {
    "lc_1158_s1_left_join_count": {"spark.sql.autoBroadcastJoinThreshold": "-1"},
    "lc_1341_s1_union_limits": {"spark.sql.autoBroadcastJoinThreshold": "-1"},
    "lc_608_s1_left_join_dedup": {"spark.sql.autoBroadcastJoinThreshold": "-1"},
    "lc_180_s2_self_join3_distinct": {"spark.sql.autoBroadcastJoinThreshold": "-1"},
}


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "lc-capture.jar")


def scratch_copy() -> Path:
    """A fresh copy of the laid-out repository; only config/config.ini's jar path changed (configuration)."""
    root = WORK / "repo"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(REPO, root)
    ini = root / "config" / "config.ini"
    text = ini.read_text()
    old = r"jar_file_path=C:\Users\DELL\PycharmProjects\postgresql-42.7.4.jar"
    if old not in text:
        raise SystemExit(f"{ini}: no line {old!r}")
    ini.write_text(text.replace(old, f"jar_file_path={JDBC_JAR}"))
    return root


def run(case: str, file: str, function: str, how: str, jar: Path, root: Path) -> Path:
    out = WORK / "runs" / case
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": f"{HOOKS}:{root}", "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            *(f"{k}={v}" for k, v in SETTINGS.get(case, {}).items())]
    program = [file] if how == "main" else [str(DRIVER), file, function]
    lib.submit(out / "log", ["--driver-class-path", f"{jar}:{JDBC_JAR}", *program], cwd=root, conf=conf, env=env)
    return out


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    chosen = [c for c in CASES if not argv or c[0] in argv]
    jar = build_jar()
    root = scratch_copy()
    start, failed = time.time(), []
    for case, part, file, function, how, line in chosen:
        print(f"== {case}", flush=True)
        try:
            out = run(case, file, function, how, jar, root)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(case)
            continue
        acts = lib.actions_of(out)
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        calls = [a for a in acts if (a["file"], a["line"], a["action"]) == (file, line, "show")]
        if len(calls) != 1 or not calls[0]["plans"]:
            print(f"  NOT CAPTURED: show at {file}:{line}: {calls}; actions: "
                  f"{[(a['file'], a['line'], a['action'], a['raised']) for a in acts]}")
            failed.append(case)
            continue
        stem = calls[0]["plans"][-1]
        target = BENCH / part / case
        target.mkdir(parents=True, exist_ok=True)
        for mode in ("formatted", "simple"):
            shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
        same = [s for s in stems if lib.same_plan(out / "plans" / s, out / "plans" / stem)]
        print(f"  {case}: {stem} ({lib.summary(target / 'plan.formatted.txt')})")
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        if not lib.write_matched(target, log, RUNNER, nth=same.index(stem) + 1,
                                 action=f"show at {file}:{line} ({function})"):
            failed.append(case)
            continue
        try:
            add_description_rank(target, log)
        except SystemExit as exc:
            print(f"  NO RANK: {exc}")
            failed.append(case)
    print(f"{len(chosen)} cases in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
