"""Run cM2908/leetcode-sql's .sql files unchanged with spark-submit and write each cm_* case's plans
and event_log.json from that run.

- One `spark-submit run_sql.py '<folder>/<file>.sql'` per file (the cases of one file share its run), the file's repository path exactly as its argument, from
  the root of a fresh scratch copy of the laid-out repository (/tmp/codemap_cmcap/work/<case>/): our driver
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

    PYTHONPATH=. .venv/bin/python bench/real/capture/cm2908-leetcode-sql/capture.py [case ...]
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
RUNNER = "bench/real/capture/cm2908-leetcode-sql/capture.py"

# case id, part, repository path, k (the case is the file's k-th statement, 1-based). The split is fixed here before
# any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int]] = [
    ("cm_1070_in_tuple_min", "dev", "medium/1070. Product Sales Analysis III.sql", 1),
    ("cm_1069_group_sum", "heldout", "easy/1069. Product Sales Analysis II.sql", 1),
    ("cm_1077_dense_rank_window", "dev", "medium/1077. Project Employees III.sql", 2),
    ("cm_1179_sum_case_pivot", "dev", "easy/1179. Reformat Department Table.sql", 1),
    ("cm_1084_except_distinct", "heldout", "easy/1084. Sales Analysis III.sql", 1),
    ("cm_1280_cross_join_left", "dev", "easy/1280. Students and Examinations (Easy).sql", 1),
    ("cm_1435_union_all_literals", "heldout", "easy/1435. Create a Session Bar Chart (Easy).sql", 1),
    ("cm_586_order_limit", "dev", "easy/586. Customer Placing the Largest Number of Orders.sql", 1),
    ("cm_603_islands_count_window", "dev", "easy/603. Consecutive Available Seats.sql", 3),
    ("cm_1212_union_all_right_join", "heldout", "medium/1212. Team Scores in Football Tournament.sql", 1),
    ("cm_1321_moving_avg_rows", "dev", "medium/1321. Restaurant Growth.sql", 1),
    ("cm_626_lag_lead_case", "heldout", "medium/626. Exchange Seats.sql", 1),
    ("cm_1532_self_join_having", "dev", "medium/1532. The Most Recent Three Orders.sql", 2),
    ("cm_1831_rank_by_day", "dev", "medium/1831. Maximum Transaction Each Day (Medium).sql", 2),
    ("cm_602_union_all_order_limit", "heldout", "medium/602. Friend Requests II: Who Has the Most Friends.sql", 1),
    ("cm_185_dense_rank_window_clause", "dev", "hard/185. Department Top Three Salaries.sql", 1),
    ("cm_579_window_clause_two_specs", "heldout", "hard/579. Find Cumulative Salary of an Employee.sql", 1),
    ("cm_601_islands_left_join", "dev", "hard/601. Human Traffic of Stadium.sql", 2),
    ("cm_1831_max_by_day", "dev", "medium/1831. Maximum Transaction Each Day (Medium).sql", 1),
    ("cm_569_two_row_numbers", "heldout", "hard/569. Median Employee Salary.sql", 1),
]

EXPLORE = [
    'easy/1068. Product Sales Analysis I.sql',
    'easy/1069. Product Sales Analysis II.sql',
    'easy/1075. Project Employees I.sql',
    'easy/1082. Sales Analysis I.sql',
    'easy/1083. Sales Analysis II.sql',
    'easy/1084. Sales Analysis III.sql',
    'easy/1179. Reformat Department Table.sql',
    'easy/1241. Number of Comments per Post (Easy).sql',
    'easy/1280. Students and Examinations (Easy).sql',
    'easy/1435. Create a Session Bar Chart (Easy).sql',
    'easy/2072. The Winner University (Easy).sql',
    'easy/512. Game Play Analysis II.sql',
    'easy/586. Customer Placing the Largest Number of Orders.sql',
    'easy/603. Consecutive Available Seats.sql',
    'medium/1070. Product Sales Analysis III.sql',
    'medium/1077. Project Employees III.sql',
    'medium/1132. Reported Posts II.sql',
    'medium/1164. Product Price at a Given Date.sql',
    'medium/1205. Monthly Transactions II.sql',
    'medium/1212. Team Scores in Football Tournament.sql',
    'medium/1321. Restaurant Growth.sql',
    'medium/1341. Movie Rating.sql',
    'medium/1364. Number of Trusted Contacts of a Customer.sql',
    'medium/1501. Countries You Can Safely Invest In.sql',
    'medium/1532. The Most Recent Three Orders.sql',
    'medium/1555. Bank Account Summary.sql',
    'medium/1709. Biggest Window Between Visits.sql',
    'medium/1783. Grand Slam Titles.sql',
    'medium/180. Consecutive Numbers.sql',
    'medium/1831. Maximum Transaction Each Day (Medium).sql',
    'medium/184. Department Highest Salary.sql',
    'medium/1841. League Statistics (Medium).sql',
    'medium/602. Friend Requests II: Who Has the Most Friends.sql',
    'medium/626. Exchange Seats.sql',
    'medium/585. Investments in 2016.sql',
    'medium/2142. The Number of Passengers in Each Bus I (Medium).sql',
    'medium/1045. Customers Who Bought All Products.sql',
    'medium/1098. Unpopular Books.sql',
    'medium/1112. Highest Grade For Each Student.sql',
    'medium/1126. Active Businesses.sql',
    'medium/1158. Market Analysis I.sql',
    'medium/1174. Immediate Food Delivery II.sql',
    'medium/1907. Count Salary Categories (Medium).sql',
    'hard/1097. Game Play Analysis V.sql',
    'hard/1127. User Purchase Platform.sql',
    'hard/1159. Market Analysis II.sql',
    'hard/1194. Tournament Winners.sql',
    'hard/1412. Find the Quiet Students in All Exams.sql',
    'hard/185. Department Top Three Salaries.sql',
    'hard/1892. Page Recommendations II (Hard).sql',
    'hard/1917. Leetcodify Friends Recommendations (Hard).sql',
    'hard/1972. First and Last Call On the Same Day (Hard).sql',
    'hard/262. Trips and Users.sql',
    'hard/579. Find Cumulative Salary of an Employee.sql',
    'hard/615. Average Salary: Departments VS Company.sql',
    'hard/618. Students Report By Geography.sql',
    'hard/2173. Longest Winning Streak (Hard).sql',
    'hard/569. Median Employee Salary.sql',
    'hard/601. Human Traffic of Stadium.sql',
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "cm-capture.jar")


def run(name: str, args: list[str], jar: Path) -> Path:
    out = WORK / "runs" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(make_data.REPO, WORK / "work" / name, make_data.DUMP, make_data.SLUG)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "CM_PLANS": str(plans), "CM_ACTIONS": str(out / "actions.jsonl")}
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
