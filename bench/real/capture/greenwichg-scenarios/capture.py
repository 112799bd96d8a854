"""Run greenwichg/pyspark_problem_scenarios' solutions unchanged with spark-submit, one run per problem, and write
each gw_* case's plans and event_log.json from that run.

- One `spark-submit run_solution.py easy_level/exercises/NN_exercise <forms>` per problem, from the root of a fresh
  scratch copy of the laid-out repository (/tmp/codemap_gwcap/work/NN/); our runner (run_solution.py) makes the
  inputs and runs each form (pyspark, sql, dbt, in that order) with one collect() each.
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, `-XX:ActiveProcessorCount=1` for the driver, event log on.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is)
  writes each query's plan after it ran (adaptive plans final); the runner records which plans each collect wrote.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's; plus `description_rank`: the 1-based
  position of that execution among the run's SQL executions (SparkListenerSQLExecutionStart events of the log)
  with exactly the same description, in executionId order. Raw logs stay under /tmp.

    PYTHONPATH=. .venv/bin/python bench/real/capture/greenwichg-scenarios/capture.py [case ...]
    ... capture.py --explore [NN_exercise ...]     # every form of the problems with its plans, to choose the cases
"""
from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNNER_PY = HERE / "run_solution.py"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import description_rank  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
EX = make_data.EX
RUNNER = "bench/real/capture/greenwichg-scenarios/capture.py"

# problem -> the forms its solutions folder has that were run, in run order
PROGRAMS: dict[str, list[str]] = {
    "04_exercise": ["pyspark", "sql", "dbt"], "05_exercise": ["pyspark", "sql", "dbt"],
    "06_exercise": ["pyspark", "sql", "dbt"], "07_exercise": ["pyspark", "sql", "dbt"],
    "08_exercise": ["pyspark", "sql", "dbt"], "10_exercise": ["pyspark", "sql"],
    "14_exercise": ["pyspark", "sql", "dbt"], "16_exercise": ["sql", "dbt"],
    "18_exercise": ["pyspark", "sql", "dbt"], "22_exercise": ["sql", "dbt"],
    "23_exercise": ["pyspark", "sql", "dbt"], "24_exercise": ["sql", "dbt"],
    "25_exercise": ["pyspark", "sql", "dbt"], "29_exercise": ["sql", "dbt"],
    "31_exercise": ["pyspark", "sql", "dbt"],
}

# case id, part, problem, form. The split is fixed here before any label is written: the cases ordered by name,
# positions 2 and 5 of every five held out, the rest dev.
CASES: list[tuple[str, str, str, str]] = [
    ("gw_04_calls_dbt", "dev", "04_exercise", "dbt"),
    ("gw_04_calls_pyspark", "heldout", "04_exercise", "pyspark"),
    ("gw_05_authors_dbt", "dev", "05_exercise", "dbt"),
    ("gw_05_authors_pyspark", "dev", "05_exercise", "pyspark"),
    ("gw_06_union_pyspark", "heldout", "06_exercise", "pyspark"),
    ("gw_06_union_sql", "dev", "06_exercise", "sql"),
    ("gw_07_payroll_pyspark", "heldout", "07_exercise", "pyspark"),
    ("gw_07_payroll_sql", "dev", "07_exercise", "sql"),
    ("gw_08_minerals_pyspark", "dev", "08_exercise", "pyspark"),
    ("gw_08_minerals_sql", "heldout", "08_exercise", "sql"),
    ("gw_10_materials_pyspark", "dev", "10_exercise", "pyspark"),
    ("gw_14_skills_dbt", "heldout", "14_exercise", "dbt"),
    ("gw_14_skills_pyspark", "dev", "14_exercise", "pyspark"),
    ("gw_16_pages_sql", "dev", "16_exercise", "sql"),
    ("gw_18_ratings_pyspark", "heldout", "18_exercise", "pyspark"),
    ("gw_22_listings_sql", "dev", "22_exercise", "sql"),
    ("gw_24_managers_sql", "heldout", "24_exercise", "sql"),
    ("gw_25_downloads_pyspark", "dev", "25_exercise", "pyspark"),
    ("gw_25_downloads_sql", "dev", "25_exercise", "sql"),
    ("gw_29_queries_dbt", "heldout", "29_exercise", "dbt"),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "gw-capture.jar")


def run(problem: str, forms: list[str], jar: Path) -> Path:
    out = WORK / "runs" / problem
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = make_data.scratch_copy(WORK / "work" / problem)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "GW_PLANS": str(plans), "GW_ACTIONS": str(out / "actions.jsonl")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener", "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}"]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(RUNNER_PY),
                             f"{EX}/{problem}", *forms], cwd=root, conf=conf, env=env)
    return out


actions_of, summary, same_plan = lib.actions_of, lib.summary, lib.same_plan


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    explore = argv[:1] == ["--explore"]
    wanted = argv[1:] if explore else argv
    if explore:
        problems = [p for p in PROGRAMS if not wanted or p in wanted]
        chosen = []
    else:
        chosen = [c for c in CASES if not wanted or c[0] in wanted]
        problems = [p for p in PROGRAMS if any(c[2] == p for c in chosen)]
    jar = build_jar()
    start, failed = time.time(), []
    for problem in problems:
        print(f"== {problem}", flush=True)
        try:
            out = run(problem, PROGRAMS[problem], jar)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(problem)
            continue
        acts = actions_of(out)
        if explore:
            for a in acts:
                print(f"  {a['form']}: {a['file']} rows={a['rows']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
                for stem in a["plans"]:
                    print(f"      {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
            continue
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case, part, _, form in (c for c in chosen if c[2] == problem):
            act = next((a for a in acts if a["form"] == form and not a["raised"] and a["plans"]), None)
            if act is None:
                print(f"  NOT CAPTURED: {case}")
                failed.append(case)
                continue
            stem = act["plans"][-1]
            target = BENCH / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            same = [s for s in stems if same_plan(out / "plans" / s, out / "plans" / stem)]
            print(f"  {case}: {stem} ({summary(target / 'plan.formatted.txt')})")
            if not lib.write_matched(target, log, RUNNER, nth=same.index(stem) + 1,
                                     action=f"collect() of the {form} solution ({act['file']}) in run_solution.py"):
                failed.append(case)
                continue
            record = json.loads((target / "event_log.json").read_text())
            record["description_rank"] = description_rank(log, record["execution_id"])
            (target / "event_log.json").write_text(json.dumps(record, indent=2) + "\n")
    print(f"{len(problems)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
