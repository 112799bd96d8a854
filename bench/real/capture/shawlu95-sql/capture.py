"""Run shawlu95/Beyond-LeetCode-SQL's .sql files unchanged with spark-submit and write each bl_* case's plans
and event_log.json from that run.

- One `spark-submit run_sql.py <folder>/<file>.sql` per file (the cases of one file share its run), the file's repository path exactly as its argument, from
  the root of a fresh scratch copy of the laid-out repository (/tmp/codemap_blcap/work/<case>/): our driver
  (run_sql.py) makes the problem's tables as temp views and runs every statement of the file in order with spark.sql,
  each followed by collect(). The case is the k-th statement of its file (`CASES`).
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, `-XX:ActiveProcessorCount=1` for the driver, event log on.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is, through
  ../program_runs.py) writes each query's plan after it ran (adaptive plans final); the case's plan is the last one
  the k-th statement's collect() wrote.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's; plus `description_rank` (../program_runs.py):
  every statement's collect() has the same description, so a file's second statement has rank 2.

    PYTHONPATH=. .venv/bin/python bench/real/capture/shawlu95-sql/capture.py [case ...]
    ... capture.py --explore [path ...]     # the candidate files in one run, with each statement's plan
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
RUNNER = "bench/real/capture/shawlu95-sql/capture.py"

# case id, part, repository path, k (the case is the file's k-th statement, 1-based). The split is fixed here before
# any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int]] = [
    ("bl_185_window_cte_join", "dev", "LeetCode/185_Department_Top_Three_Salaries/mssql_window.sql", 1),
    ("bl_185_others_window", "heldout", "LeetCode/others/185_Department_Top_Three_Salaries.sql", 1),
    ("bl_185_prefilter_two_ctes", "dev", "LeetCode/185_Department_Top_Three_Salaries/mssql_pre_filter.sql", 1),
    ("bl_579_window_alias_lag", "dev", "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mssql_lag.sql", 2),
    ("bl_579_max_join_left_joins", "heldout",
     "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_join_tmp_table.sql", 1),
    ("bl_579_not_in_tuple", "dev", "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_set.sql", 1),
    ("bl_579_single_join_between", "heldout",
     "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_single_join.sql", 1),
    ("bl_601_lag_lead", "dev", "LeetCode/601_Human_Traffic_of_Stadium/mssql_window.sql", 1),
    ("bl_601_three_way_comma", "dev", "LeetCode/601_Human_Traffic_of_Stadium/mysql_simple.sql", 1),
    ("bl_601_cte_prefilter", "heldout", "LeetCode/601_Human_Traffic_of_Stadium/mssql_pre_filter.sql", 2),
    ("bl_618_full_join_row_number", "dev", "LeetCode/618_Students_Report_by_Geography/mssql_full_join.sql", 1),
    ("bl_180_lag_distinct", "heldout", "LeetCode/others/180_Consecutive_Numbers.sql", 3),
    # position 13, dropped after the capture: ("bl_574_scalar_order_limit", "dev",
    # "LeetCode/others/574_Winning_Candidate.sql", 1) -- no execution of its run's event log matched its plan (a
    # scalar subquery), see README.md
    ("bl_602_union_all_groups", "dev", "LeetCode/others/602_Friend_Requests_II-_Who_Has_the_Most_Friends.sql", 1),
    ("bl_608_case_count", "heldout", "LeetCode/others/608_Tree_Node.sql", 1),
    ("bl_i04_not_exists_union", "dev", "Interview/04_Page_Recommendation/solution.sql", 1),
    ("bl_i07_unpivot_union_cross", "heldout", "Interview/07_Unpivoting_Tables/un_pivot_table.sql", 1),
    ("bl_i12_subquery_sum_case", "dev", "Interview/12_Invalid_Search/solution.sql", 1),
    ("bl_h07_row_number_window", "dev", "Hacks/07_Multi_Column_Partition/use_case.sql", 1),
    ("bl_i10_not_in_union_having", "heldout", "Interview/10_Spotify_Recommend_Friend/solution.sql", 1),
]

EXPLORE = [
    "LeetCode/185_Department_Top_Three_Salaries/mssql_window.sql",
    "LeetCode/185_Department_Top_Three_Salaries/mssql_pre_filter.sql",
    "LeetCode/185_Department_Top_Three_Salaries/mysql_correlated_subquery.sql",
    "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mssql_lag.sql",
    "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_join_tmp_table.sql",
    "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_set.sql",
    "LeetCode/579_Find_Cumulative_Salary_of_an_Employee/mysql_single_join.sql",
    "LeetCode/601_Human_Traffic_of_Stadium/mssql_window.sql",
    "LeetCode/601_Human_Traffic_of_Stadium/mysql_simple.sql",
    "LeetCode/601_Human_Traffic_of_Stadium/mssql_pre_filter.sql",
    "LeetCode/615_Average_Salary/mysql.sql",
    "LeetCode/618_Students_Report_by_Geography/mssql_full_join.sql",
    "LeetCode/618_Students_Report_by_Geography/self-join-rownums.sql",
    "LeetCode/others/180_Consecutive_Numbers.sql",
    "LeetCode/others/185_Department_Top_Three_Salaries.sql",
    "LeetCode/others/574_Winning_Candidate.sql",
    "LeetCode/others/585_Investments_in_2016.sql",
    "LeetCode/others/602_Friend_Requests_II-_Who_Has_the_Most_Friends.sql",
    "LeetCode/others/608_Tree_Node.sql",
    "LeetCode/others/614_Second_Degree_Follower.sql",
    "LeetCode/others/626_Exchange_Seats.sql",
    "LeetCode/others/1107_New_Users_Daily_Count.sql",
    "Interview/03_Monthly_Active_User/solution.sql",
    "Interview/04_Page_Recommendation/solution.sql",
    "Interview/07_Unpivoting_Tables/un_pivot_table.sql",
    "Interview/08_Group_by_Bins/solution.sql",
    "Interview/10_Spotify_Recommend_Friend/solution.sql",
    "Interview/11_Spotify_Similar_Friends/solution.sql",
    "Interview/12_Invalid_Search/solution.sql",
    "Interview/13_Text_Confirmation/solution.sql",
    "Interview/14_Facebook_Common_Friend/solution.sql",
    "Interview/15_Facebook_People_You_May_Know/solution.sql",
    "Interview/16_Instagram_Common_Follower/solution.sql",
    "Hacks/06_Hacking_Aggregation/solution.sql",
    "Hacks/07_Multi_Column_Partition/use_case.sql",
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "bl-capture.jar")


def run(name: str, args: list[str], jar: Path) -> Path:
    out = WORK / "runs" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(make_data.REPO, WORK / "work" / name, "LICENSE", make_data.SLUG)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "BL_PLANS": str(plans), "BL_ACTIONS": str(out / "actions.jsonl")}
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
    files = list(dict.fromkeys(path for _, _, path, _ in chosen))      # one run per file: its cases share it
    for path in files:
        mine = [c for c in chosen if c[2] == path]
        name = mine[0][0]
        print(f"== {path}: {', '.join(c[0] for c in mine)}", flush=True)
        try:
            out = run(name, [str(DRIVER), path], jar)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed += [c[0] for c in mine]
            continue
        acts = lib.actions_of(out)
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case, part, _, k in mine:
            if len(acts) < k or acts[k - 1]["raised"] or not acts[k - 1]["plans"]:
                print(f"  {case} NOT CAPTURED: {acts}")
                failed.append(case)
                continue
            act = acts[k - 1]
            stem = act["plans"][-1]
            target = BENCH / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            same = [s for s in stems if lib.same_plan(out / "plans" / s, out / "plans" / stem)]
            print(f"  {case}: {stem} lines {act['lines']} ({lib.summary(target / 'plan.formatted.txt')})")
            action = (f"collect() in run_sql.py of spark.sql(<the text of statement {k} of {len(acts)}, lines "
                      f"{act['lines'][0]}-{act['lines'][1]}, of {path}>)")
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
