"""Run kunalvijay42/Pyspark-SQL-Practice's solutions unchanged with spark-submit, one part of one file a run, and write
each kv_* case's plans and event_log.json from that run.

- One `spark-submit run_file.py <N>_<Title>.sql:<part>` per case, the file's repository path exactly in its argument,
  from the root of a fresh scratch copy of the laid-out repository (/tmp/kv_work/capture/work/<case>/): our driver
  (run_file.py) runs the file's SQL part with spark.sql over temp views and collect(), or its PySpark part as Python
  compiled under the file's own path and lines, over the DataFrames it reads (make_data.py).
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, `-XX:ActiveProcessorCount=1` for the driver, event log on; a case's extra settings (`BROADCAST_OFF`:
  `spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold follows) come after the defaults.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is, through
  ../program_runs.py) writes each query's plan after it ran (adaptive plans final); the etl family's action hook
  (`../etl-projects/hooks/sitecustomize.py`, on PYTHONPATH as it is) records each action's line in the file (none for
  the driver's own collect()) and the plans written meanwhile. The case's plan is the last plan of its action.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's; plus `description_rank` (../program_runs.py).
  Raw logs stay in /tmp/kv_work/capture/runs/<case>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/kunalvijay-sql-pyspark/capture.py [case ...]
    ... capture.py --explore [file:part ...]     # every part of every file in one run, each action with its plans
    ... capture.py --explore-off [file:part ...] # the same with broadcast joins off
"""
from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "run_file.py"
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402
import program_runs  # noqa: E402
from program_runs import HOOKS, add_description_rank, lib  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
RUNNER = "bench/real/capture/kunalvijay-sql-pyspark/capture.py"
OFF = ("spark.sql.autoBroadcastJoinThreshold=-1",)

F1 = "1_Customer_visited_but_no_transactions.sql"
F2 = "2_Rising_Temperature.sql"
F3 = "3_Project_Employee_1.sql"
F5 = "5_Customer_who_bought_all_products.sql"
F7 = "7_Products_ordered_in_Period.sql"
F9 = "9_Employees_whose_manager_left.sql"
F10 = "10_Percentage_of_users_attended_a_contest.sql"
F11 = "11_Manager_with_at_least_5_direct_reports.sql"
F12 = "12_Primary_Department_for_each_employee.sql"
F13 = "13_Count_Salary_Categories.sql"
F15 = "15_ExchangeSeats.sql"
F16 = "16_ConfirmationRate.sql"
F17 = "17_Histogram_Tweets.sql"
F19 = "19_Duplicate_Job_Listing.sql"
F20 = "20_EmployeeWithMissingInfo.sql"
F22 = "22_Total_Time_Spent_by_Employee.sql"
F23 = "23_Market_Analysis_1.sql"
F24 = "24_Sales_Person.sql"
F25 = "25_Sales_AnalysisIII.sql"
F26 = "26_Dept_top_3_salaries.sql"
F27 = "27_No_of_employee_reporting_to_manager.sql"
F6 = "6_Group_Sold_Products_By_Date.sql"

# case id, part, driver argument (file:part[:variable]), the action (line in the file or None for the driver's
# collect(), action name), extra settings. The split is fixed here before any label is written: positions 2 and 5 of
# every five (1-based) held out, the rest dev.
CASES: list[tuple] = [
    ("kv_01_left_join_null_sql", "dev", f"{F1}:sql", (None, "collect"), ()),
    ("kv_01_left_join_null_pyspark_smj", "heldout", f"{F1}:pyspark", (58, "show"), OFF),
    ("kv_03_cte_join_avg_sql", "dev", f"{F3}:sql", (None, "collect"), ()),
    ("kv_03_join_avg_pyspark", "dev", f"{F3}:pyspark", (37, "show"), ()),
    ("kv_05_count_distinct_pyspark", "heldout", f"{F5}:pyspark", (19, "show"), ()),
    ("kv_05_having_scalar_subquery_sql", "dev", f"{F5}:sql", (None, "collect"), ()),
    ("kv_07_join_period_pyspark", "heldout", f"{F7}:pyspark", (35, "show"), ()),
    ("kv_09_not_in_subquery_sql", "dev", f"{F9}:sql", (None, "collect"), ()),
    ("kv_11_in_subquery_sql_smj", "dev", f"{F11}:sql", (None, "collect"), OFF),
    ("kv_11_join_managers_pyspark", "heldout", f"{F11}:pyspark", (31, "show"), ()),
    ("kv_12_or_in_subquery_sql", "dev", f"{F12}:sql", (None, "collect"), ()),
    ("kv_12_group_count_collect_pyspark", "heldout", f"{F12}:pyspark", (35, "collect"), ()),
    ("kv_13_union_three_sql", "dev", f"{F13}:sql", (None, "collect"), ()),
    ("kv_13_union_three_pyspark", "dev", f"{F13}:pyspark", (62, "show"), ()),
    ("kv_15_scalar_max_case_sql", "heldout", f"{F15}:sql", (None, "collect"), ()),
    ("kv_16_left_join_rate_pyspark", "dev", f"{F16}:pyspark", (36, "show"), ()),
    ("kv_17_cte_two_groupby_sql", "heldout", f"{F17}:sql", (None, "collect"), ()),
    ("kv_20_union_left_joins_pyspark", "dev", f"{F20}:pyspark", (35, "show"), ()),
    ("kv_22_cte_group_ordinals_sql", "dev", f"{F22}:sql", (None, "collect"), ()),
    ("kv_24_left_anti_pyspark_smj", "heldout", f"{F24}:pyspark:result_df", (None, "collect"), OFF),
    ("kv_26_dense_rank_sql", "dev", f"{F26}:sql", (None, "collect"), ()),
    ("kv_26_dense_rank_pyspark_smj", "heldout", f"{F26}:pyspark", (30, "show"), OFF),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "kv-capture.jar")


def run(name: str, args: list[str], jar: Path, settings: tuple = ()) -> Path:
    out = WORK / "runs" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(make_data.REPO, WORK / "work" / name, F1, make_data.SLUG)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans),
           "ETL_CAPTURE_ACTIONS": str(out / "actions.jsonl")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener", "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}", *settings]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf,
               env=env)
    return out


def explore_args() -> list[str]:
    out = []
    for f in sorted(make_data.REPO.glob("*.sql"), key=lambda p: make_data.number(p.name)):
        out.append(f"{f.name}:sql")
        if make_data.number(f.name) in make_data.PYSPARK_NAMES:
            out.append(f"{f.name}:pyspark" + (":result_df" if make_data.number(f.name) == 24 else ""))
    return out


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    jar = build_jar()
    if argv[:1] in (["--explore"], ["--explore-off"]):
        settings = OFF if argv[0] == "--explore-off" else ()
        out = run(argv[0][2:], [str(DRIVER), *(argv[1:] or explore_args())], jar, settings)
        for a in lib.actions_of(out):
            if "part" in a:
                print(f"-- {a['file']} {a['part']} {a['lines']} rows={a.get('rows')}"
                      f"{' RAISED ' + a['raised'] if a['raised'] else ''}")
                continue
            print(f"  {a['file']}:{a['line']} {a['action']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
            for stem in a["plans"]:
                print(f"      {stem}: {lib.summary(out / 'plans' / f'{stem}.formatted.txt')}")
        return 0
    chosen = [c for c in CASES if not argv or c[0] in argv]
    start, failed = time.time(), []
    for case, part, arg, (line, action), settings in chosen:
        print(f"== {case}: {arg} {' '.join(settings)}", flush=True)
        try:
            out = run(case, [str(DRIVER), arg], jar, settings)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(case)
            continue
        acts = lib.actions_of(out)
        file = arg.split(":")[0] if line is not None else None
        calls = [a for a in acts if "part" not in a and (a["file"], a["line"], a["action"]) == (file, line, action)
                 and a["plans"] and not a["raised"]]
        if len(calls) != 1 or any(a.get("raised") for a in acts if "part" in a):
            print(f"  NOT CAPTURED: {acts}")
            failed.append(case)
            continue
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        stem = calls[0]["plans"][-1]
        for other in ("dev", "heldout"):
            if other != part:
                shutil.rmtree(BENCH / other / case, ignore_errors=True)
        target = BENCH / part / case
        target.mkdir(parents=True, exist_ok=True)
        for mode in ("formatted", "simple"):
            shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
        print(f"  {case}: {stem} ({lib.summary(target / 'plan.formatted.txt')})")
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        same = [s for s in stems if lib.same_plan(out / "plans" / s, out / "plans" / stem)]
        where = f"{file}:{line}" if line is not None else "run_file.py (the driver's collect())"
        if not lib.write_matched(target, log, RUNNER, nth=same.index(stem) + 1, action=f"{action} at {where}"):
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
