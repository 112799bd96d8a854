"""Run Tarunadhit/sql-pyspark's question files unchanged with spark-submit and write each tq_* case's plans and
event_log.json from that run.

- SQL cases: one `spark-submit run_sql.py "Questions/QN-....sql"` per case, from the root of a fresh scratch copy
  of the laid-out repository (/tmp/codemap_tqcap/work/<case>/): our driver (run_sql.py) makes the question's tables
  as temp views and runs the file's text with spark.sql, then collect().
- PySpark cases: `spark-submit "Pyspark Questions/QN-....py"` from the same kind of copy, the script as it is (it
  makes its own DataFrame and calls show()).
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, `-XX:ActiveProcessorCount=1` for the driver, event log on.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is)
  writes each query's plan after it ran (adaptive plans final); the case's plan is the last one the run wrote.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's; plus `description_rank` (../program_runs.py:
  the 1-based position of that execution among the log's SQL executions with its description).

    PYTHONPATH=. .venv/bin/python bench/real/capture/tarunadhit-sql/capture.py [case ...]
    ... capture.py --explore [Qn ...]     # every runnable-looking SQL file in one run, with its plan, to choose cases
"""
from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
LISTENER = HERE.parent / "etl2-projects" / "PlanListener.java"             # the etl2 family's listener, as it is
DRIVER = HERE / "run_sql.py"
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
sys.path.insert(0, str(HERE))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402


sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import description_rank  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
RUNNER = "bench/real/capture/tarunadhit-sql/capture.py"
QDIR = "Questions"
PYDIR = "Pyspark Questions"


def file_of(prefix: str, folder: str = QDIR) -> str:
    """The repository path of the one file in `folder` whose name starts with `prefix` (`Q13-`, `Q19.`)."""
    hits = sorted(p.name for p in (make_data.REPO / folder).iterdir() if p.name.startswith(prefix))
    if len(hits) != 1:
        raise SystemExit(f"{prefix}: {hits}")
    return f"{folder}/{hits[0]}"


# case id, part, file prefix, form. The split is fixed here before any label is written: the cases ordered by
# name, positions 2 and 5 of every five held out, the rest dev.
CASES: list[tuple[str, str, str, str]] = [
    ("tq_py3_filter", "dev", "Q3-", "pyspark"),
    ("tq_py4_withcolumn", "heldout", "Q4-", "pyspark"),
    ("tq_py6_sort", "dev", "Q6-", "pyspark"),
    ("tq_q01_manager_selfjoin", "dev", "Q1-", "sql"),
    ("tq_q02_duplicate_emails", "heldout", "Q2-", "sql"),
    ("tq_q05_top_movies", "dev", "Q5-", "sql"),
    ("tq_q08_monthly_sales", "heldout", "Q8-", "sql"),
    ("tq_q09_never_ordered", "dev", "Q9-", "sql"),
    ("tq_q11_top_customers", "dev", "Q11-", "sql"),
    ("tq_q13_top_students", "heldout", "Q13-", "sql"),
    ("tq_q15_no_grade", "dev", "Q15-", "sql"),
    ("tq_q18_students_having", "heldout", "Q18-", "sql"),
    ("tq_q21_above_avg_price", "dev", "Q21-", "sql"),
    ("tq_q22_correlated_avg", "dev", "Q22-", "sql"),
    ("tq_q24_post_counts", "heldout", "Q24-", "sql"),
    ("tq_q27_latest_order", "dev", "Q27-", "sql"),
    ("tq_q29_moving_avg", "heldout", "Q29-", "sql"),
    ("tq_q47_except_cities", "dev", "Q47-", "sql"),
    ("tq_q49_union_count", "dev", "Q49-", "sql"),
    ("tq_q73_cte_rank", "heldout", "Q73-", "sql"),
    ("tq_q75_two_ctes", "dev", "Q75-", "sql"),
]

EXPLORE = ["Q1-", "Q2-", "Q4-", "Q5-", "Q6-", "Q7-", "Q8-", "Q9-", "Q10-", "Q11-", "Q12-", "Q13-", "Q14-", "Q15-",
           "Q16-", "Q17-", "Q18-", "Q19.", "Q20-", "Q21-", "Q22-", "Q23-", "Q24-", "Q25-", "Q26-", "Q27-", "Q28-",
           "Q29-", "Q3-", "Q30-", "Q31-", "Q32-", "Q45-", "Q46-", "Q47-", "Q48-", "Q49-", "Q50-", "Q51-", "Q52-",
           "Q53-", "Q54-", "Q55-", "Q56-", "Q57-", "Q71-", "Q73-", "Q74-", "Q75-"]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "tq-capture.jar")


def run(name: str, args: list[str], jar: Path) -> Path:
    out = WORK / "runs" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = make_data.scratch_copy(WORK / "work" / name)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "TQ_PLANS": str(plans), "TQ_ACTIONS": str(out / "actions.jsonl")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener", "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}"]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf,
               env=env)
    return out


def stems_of(out: Path) -> list[str]:
    return sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    jar = build_jar()
    if argv[:1] == ["--explore"]:
        files = [file_of(p) for p in EXPLORE if not argv[1:] or p.rstrip("-.") in argv[1:]]
        out = run("explore", [str(DRIVER), *files], jar)
        for a in lib.actions_of(out):
            print(f"{a['file']}: rows={a['rows']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
            for stem in a["plans"]:
                print(f"      {stem}: {lib.summary(out / 'plans' / f'{stem}.formatted.txt')}")
        return 0
    chosen = [c for c in CASES if not argv or c[0] in argv]
    start, failed = time.time(), []
    for case, part, prefix, form in chosen:
        print(f"== {case}", flush=True)
        if form == "sql":
            file = file_of(prefix)
            args, action = [str(DRIVER), file], f"collect() in run_sql.py of spark.sql(<the text of {file}>)"
        else:
            file = file_of(prefix, PYDIR)
            args, action = [file], f"the script's own show() ({file})"
        try:
            out = run(case, args, jar)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(case)
            continue
        stems = stems_of(out)
        acts = lib.actions_of(out)
        if form == "sql" and (not acts or acts[-1]["raised"] or not acts[-1]["plans"]):
            print(f"  NOT CAPTURED: {acts}")
            failed.append(case)
            continue
        stem = acts[-1]["plans"][-1] if form == "sql" else stems[-1]
        target = BENCH / part / case
        target.mkdir(parents=True, exist_ok=True)
        for mode in ("formatted", "simple"):
            shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
        same = [s for s in stems if lib.same_plan(out / "plans" / s, out / "plans" / stem)]
        print(f"  {case}: {stem} ({lib.summary(target / 'plan.formatted.txt')})")
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        if not lib.write_matched(target, log, RUNNER, nth=same.index(stem) + 1, action=action):
            failed.append(case)
            continue
        record = json.loads((target / "event_log.json").read_text())
        record["description_rank"] = description_rank(log, record["execution_id"])
        (target / "event_log.json").write_text(json.dumps(record, indent=2) + "\n")
    print(f"{len(chosen)} cases in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
