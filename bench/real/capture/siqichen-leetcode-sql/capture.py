"""Run siqichen-usc/LeetCode-SQL-Summary's solution files unchanged with spark-submit and write each lq_* case's plans
and event_log.json from that run.

- One `spark-submit run_sql.py "<folder>/<NNN_Title>.sql[#k]"` per case, from the root of a fresh scratch copy of
  the laid-out repository (/tmp/codemap_lqcap/work/<case>/): our driver (run_sql.py) makes the problem's tables as
  temp views and runs the file's text (or its k-th solution's text) with spark.sql, then collect().
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, `-XX:ActiveProcessorCount=1` for the driver, event log on.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is, through
  ../program_runs.py) writes each query's plan after it ran (adaptive plans final); the case's plan is the last one
  the driver's collect() wrote.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's; plus `description_rank` (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/siqichen-leetcode-sql/capture.py [case ...]
    ... capture.py --explore [path ...]     # the candidate files in one run, with each one's plan, to choose cases
"""
from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "run_sql.py"
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402
import program_runs  # noqa: E402
from program_runs import description_rank  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
RUNNER = "bench/real/capture/siqichen-leetcode-sql/capture.py"

# case id, part, repository path (`#k`: the file's k-th solution). The split is fixed here before any label is
# written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str]] = [
    ("lq_182_duplicate_emails", "dev", "Basics/182_Duplicate_Emails.sql"),
    ("lq_181_self_join", "heldout", "Join/Simple-Join/181_Employees_Earning_More_Than_Their_Managers.sql"),
    ("lq_1045_having_count_distinct", "dev", "Subquery/Simple-Subquery/1045_Customers_Who_Bought_All_Products.sql"),
    ("lq_183_not_in", "dev", "Subquery/Simple-Subquery/183_Customers_Who_Never_Order.sql"),
    ("lq_176_scalar_max", "heldout", "Subquery/Simple-Subquery/176_Second_Highest_Salary.sql"),
    ("lq_178_dense_rank", "dev", "Window-Function/178_Rank_Scores.sql"),
    ("lq_180_lead_lag", "heldout", "Window-Function/180_Consecutive_Numbers.sql"),
    ("lq_197_lag_dateadd", "dev", "Window-Function/197_Rising_Temperature.sql"),
    ("lq_185_top_three", "dev", "Window-Function/185_Department_Top_Three_Salaries.sql"),
    ("lq_1280_cross_left_join", "heldout", "Join/Simple-Join/1280_Students_and_Examinations.sql"),
    ("lq_1193_case_when_sol1", "dev", "CASE-WHEN/1193_Monthly_Transactions_I.sql#1"),
    ("lq_626_exchange_seats", "heldout", "CASE-WHEN/626_Exchange_Seats.sql"),
    ("lq_1084_in_except", "dev", "Subquery/Simple-Subquery/1084_Sales_Analysis_III.sql"),
    ("lq_1083_cte_except_sol1", "dev", "Join/Simple-Join/1083_Sales_Analysis_II.sql#1"),
    ("lq_1194_union_all_rownum_sol1", "heldout", "Window-Function/1194_Tournament_Winners.sql#1"),
    ("lq_1225_union_windows", "dev", "Window-Function/1225_Report_Contiguous_Dates.sql"),
    ("lq_1412_rank_not_in", "heldout", "Window-Function/1412_Find_The_Quiet_Students_in_All_Exams.sql"),
    ("lq_1308_running_total", "dev", "Window-Function/1308_Running_Total_for_Different_Genders.sql"),
    ("lq_1407_left_join_coalesce", "dev", "Join/Simple-Join/1407_Top_Travellers.sql"),
    ("lq_176_window_sol2", "heldout", "Questions_by_ID/176_Second_Highest_Salary.sql#2"),
]

EXPLORE = [
    "Basics/182_Duplicate_Emails.sql",
    "Join/Simple-Join/181_Employees_Earning_More_Than_Their_Managers.sql",
    "Join/Simple-Join/183_Customers_Who_Never_Order.sql",
    "Subquery/Simple-Subquery/183_Customers_Who_Never_Order.sql",
    "Subquery/Simple-Subquery/176_Second_Highest_Salary.sql",
    "Window-Function/178_Rank_Scores.sql",
    "Window-Function/180_Consecutive_Numbers.sql",
    "Window-Function/197_Rising_Temperature.sql",
    "Window-Function/185_Department_Top_Three_Salaries.sql",
    "Join/Simple-Join/1280_Students_and_Examinations.sql",
    "CASE-WHEN/1193_Monthly_Transactions_I.sql#1",
    "CASE-WHEN/1193_Monthly_Transactions_I.sql#2",
    "CASE-WHEN/626_Exchange_Seats.sql",
    "Subquery/Simple-Subquery/1084_Sales_Analysis_III.sql",
    "CASE-WHEN/1264_Page_Recommendations.sql",
    "Join/Simple-Join/1083_Sales_Analysis_II.sql#1",
    "Join/Simple-Join/1083_Sales_Analysis_II.sql#2",
    "Window-Function/1194_Tournament_Winners.sql#1",
    "Window-Function/1194_Tournament_Winners.sql#2",
    "Window-Function/1225_Report_Contiguous_Dates.sql",
    "Window-Function/1412_Find_The_Quiet_Students_in_All_Exams.sql",
    "Window-Function/1308_Running_Total_for_Different_Genders.sql",
    "Join/Simple-Join/262_Trips_and_Users.sql",
    "Join/Simple-Join/1407_Top_Travellers.sql",
    "Subquery/Simple-Subquery/1045_Customers_Who_Bought_All_Products.sql",
    "Join/Simple-Join/184_Department_Highest_Salary.sql",
    "Questions_by_ID/176_Second_Highest_Salary.sql#2",
    "Questions_by_ID/184_Department_Highest_Salary.sql#2",
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "lq-capture.jar")


def run(name: str, args: list[str], jar: Path) -> Path:
    out = WORK / "runs" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(make_data.REPO, WORK / "work" / name, "Readme.md", make_data.SLUG)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "LQ_PLANS": str(plans), "LQ_ACTIONS": str(out / "actions.jsonl")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener", "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}"]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf,
               env=env)
    return out


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    jar = build_jar()
    if argv[:1] == ["--explore"]:
        out = run("explore", [str(DRIVER), *(argv[1:] or EXPLORE)], jar)
        for a in lib.actions_of(out):
            print(f"{a['file']} {a['lines']}: rows={a['rows']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
            for stem in a["plans"]:
                print(f"      {stem}: {lib.summary(out / 'plans' / f'{stem}.formatted.txt')}")
        return 0
    chosen = [c for c in CASES if not argv or c[0] in argv]
    start, failed = time.time(), []
    for case, part, path in chosen:
        print(f"== {case}", flush=True)
        try:
            out = run(case, [str(DRIVER), path], jar)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(case)
            continue
        acts = lib.actions_of(out)
        if not acts or acts[-1]["raised"] or not acts[-1]["plans"]:
            print(f"  NOT CAPTURED: {acts}")
            failed.append(case)
            continue
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        stem = acts[-1]["plans"][-1]
        target = BENCH / part / case
        target.mkdir(parents=True, exist_ok=True)
        for mode in ("formatted", "simple"):
            shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
        same = [s for s in stems if lib.same_plan(out / "plans" / s, out / "plans" / stem)]
        print(f"  {case}: {stem} lines {acts[-1]['lines']} ({lib.summary(target / 'plan.formatted.txt')})")
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        what = path if "#" not in path else f"solution {path.split('#')[1]} (lines {acts[-1]['lines']}) of {path.split('#')[0]}"
        action = f"collect() in run_sql.py of spark.sql(<the text of {what}>)"
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
