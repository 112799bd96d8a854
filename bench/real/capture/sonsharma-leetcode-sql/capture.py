"""Run sonsharma/Leetcode-SQL-Solutions' solution files unchanged with spark-submit and write each lm_* case's plans
and event_log.json from that run.

- One `spark-submit run_sql.py "<NNNN Title>.sql"` per file (the cases of one file share its run), the file's repository path exactly as its argument, from
  the root of a fresh scratch copy of the laid-out repository (/tmp/codemap_lmcap/work/<case>/): our driver
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

    PYTHONPATH=. .venv/bin/python bench/real/capture/sonsharma-leetcode-sql/capture.py [case ...]
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
RUNNER = "bench/real/capture/sonsharma-leetcode-sql/capture.py"

# case id, part, repository path, k (the case is the file's k-th statement, 1-based). The split is fixed here before
# any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int]] = [
    ("lm_1068_left_join_using", "dev", "1068 Product Sales Analysis I.sql", 1),
    ("lm_1069_group_sum", "heldout", "1069 Product Sales Analysis II.sql", 1),
    ("lm_1070_in_tuple_subquery", "dev", "1070 Product Sales Analysis III.sql", 1),
    ("lm_1070_rank_sol2", "dev", "1070 Product Sales Analysis III.sql", 2),
    ("lm_1075_left_join_avg", "heldout", "1075 Project Employees I.sql", 1),
    ("lm_1076_having_scalar_limit", "dev", "1076 Project Employees II.sql", 1),
    ("lm_1077_cte_in_max", "heldout", "1077 Project Employees III.sql", 1),
    ("lm_1077_cte_rank_sol2", "dev", "1077 Project Employees III.sql", 2),
    ("lm_1082_rank_over_sum", "dev", "1082 Sales Analysis I.sql", 1),
    ("lm_1083_sum_if_sol2", "heldout", "1083 Sales Analysis II.sql", 2),
    ("lm_1084_comma_join_having", "dev", "1084 Sales Analysis III.sql", 1),
    ("lm_512_dense_rank", "heldout", "512 Game Play Analysis II.sql", 1),
    ("lm_512_in_min_sol2", "dev", "512 Game Play Analysis II.sql", 2),
    ("lm_534_running_sum", "dev", "534 Game Play Analysis III.sql", 1),
    ("lm_534_self_join_sol2", "heldout", "534 Game Play Analysis III.sql", 2),
    ("lm_1068_join_using_sol2", "dev", "1068 Product Sales Analysis I.sql", 2),
    ("lm_1148_group_order", "heldout", "1148 Article Views I.sql", 1),
    ("lm_1173_sum_if_ratio", "dev", "1173 Immediate Food Delivery I.sql", 1),
    ("lm_1174_cte_rank_ratio", "dev", "1174 Immediate Food Delivery II.sql", 1),
    ("lm_1113_count_distinct", "heldout", "1113 Reported Posts.sql", 1),
]

EXPLORE = [
    "1068 Product Sales Analysis I.sql", "1069 Product Sales Analysis II.sql", "1070 Product Sales Analysis III.sql",
    "1075 Project Employees I.sql", "1076 Project Employees II.sql", "1077 Project Employees III.sql",
    "1082 Sales Analysis I.sql", "1083 Sales Analysis II.sql", "1084 Sales Analysis III.sql",
    "511 Game Play Analysis I.sql", "512 Game Play Analysis II.sql", "534 Game Play Analysis III.sql",
    "550 Game Play Analysis IV.sql", "1097 Game Play Analysis V.sql",
    "1141 User Activity for the Past 30 Days I.sql", "1142 User Activity for the Past 30 Days II.sql",
    "1148 Article Views I.sql", "1149 Article Views II.sql", "1173 Immediate Food Delivery I.sql",
    "1174 Immediate Food Delivery II.sql", "1158 Market Analysis I.sql", "1113 Reported Posts.sql",
    "1132 Reported Posts II.sql", "1555 Bank Account Summary.sql", "1587 Bank Account Summary II.sql",
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "lm-capture.jar")


def run(name: str, args: list[str], jar: Path) -> Path:
    out = WORK / "runs" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(make_data.REPO, WORK / "work" / name, "LICENSE", make_data.SLUG)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "LM_PLANS": str(plans), "LM_ACTIONS": str(out / "actions.jsonl")}
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
