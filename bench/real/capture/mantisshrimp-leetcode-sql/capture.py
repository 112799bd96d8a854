"""Run MantisShrimp2/SQL-LeetCode's .sql solutions unchanged with spark-submit and write each mt_* case's plans and
event_log.json from that run.

- One `spark-submit run_sql.py <N>-<Title>/<N>-<Title>.sql` per case, the file's repository path exactly as its
  argument, from the root of a fresh scratch copy of the laid-out repository (/tmp/mt_work/capture/work/<case>/): our
  driver (run_sql.py) makes the problem's tables as temp views and runs the file's statement (each file holds one)
  with spark.sql, followed by collect(). The case is the k-th statement of its file (`CASES`; always 1 here).
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, `-XX:ActiveProcessorCount=1` for the driver, event log on; a case's extra settings (`BROADCAST_OFF`:
  `spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold follows; `AQE_OFF`:
  `spark.sql.adaptive.enabled=false`) come after the defaults on its run's command line, so they win.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is, through
  ../program_runs.py) writes each query's plan after it ran (adaptive plans final); the case's plan is the last one
  the k-th statement's collect() wrote.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's; plus `description_rank` (../program_runs.py).
- The code is the coderhjs2523 family's capture (../coderhjs2523-leetcode-sql/capture.py) with this family's cases.

    PYTHONPATH=. .venv/bin/python bench/real/capture/mantisshrimp-leetcode-sql/capture.py [case ...]
    ... capture.py --explore [path ...]     # the candidate files in one run, with each statement's plan
    ... capture.py --explore-off [path ...] # the same with broadcast joins off
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
RUNNER = "bench/real/capture/mantisshrimp-leetcode-sql/capture.py"
BROADCAST_OFF = ("spark.sql.autoBroadcastJoinThreshold=-1",)
AQE_OFF = ("spark.sql.adaptive.enabled=false",)

# case id, part, repository path, k (the case is the file's k-th statement, 1-based), extra settings. The split is
# fixed here before any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int, tuple]] = [
    ("mt_1179_group_min", "dev", "1179-GamePlayAnalysisI/1179-GamePlayAnalysisI.sql", 1, ()),
    ("mt_1180_in_tuple_min", "heldout", "1180-GamePlayAnalysisIi/1180-GamePlayAnalysisIi.sql", 1, ()),
    ("mt_176_scalar_offset", "dev", "176-SecondHighestSalary/176-SecondHighestSalary.sql", 1, ()),
    ("mt_180_three_way_self_join", "dev", "180-ConsecutiveNumbers/180-ConsecutiveNumbers.sql", 1, ()),
    ("mt_181_self_join", "heldout",
     "181-EmployeesEarningMoreThanTheirManagers/181-EmployeesEarningMoreThanTheirManagers.sql", 1, ()),
    ("mt_182_group_having", "dev", "182-DuplicateEmails/182-DuplicateEmails.sql", 1, ()),
    ("mt_1827_length_filter", "heldout", "1827-InvalidTweets/1827-InvalidTweets.sql", 1, ()),
    ("mt_183_not_in_anti", "dev", "183-CustomersWhoNeverOrder/183-CustomersWhoNeverOrder.sql", 1, ()),
    ("mt_1908_where_and", "dev", "1908-RecyclableAndLowFatProducts/1908-RecyclableAndLowFatProducts.sql", 1, ()),
    ("mt_197_comma_self_join", "heldout", "197-RisingTemperature/197-RisingTemperature.sql", 1, ()),
    ("mt_1974_where_order", "dev",
     "1974-FindCustomersWithPositiveRevenueThisYear/1974-FindCustomersWithPositiveRevenueThisYear.sql", 1, ()),
    ("mt_2302_cte_row_number_join", "heldout",
     "2302-OrderTwoColumnsIndependently/2302-OrderTwoColumnsIndependently.sql", 1, ()),
    ("mt_584_not_equal_or_null", "dev", "584-FindCustomerReferee/584-FindCustomerReferee.sql", 1, ()),
    ("mt_595_where_or", "dev", "595-BigCountries/595-BigCountries.sql", 1, ()),
    ("mt_1180_in_tuple_min_smj", "heldout", "1180-GamePlayAnalysisIi/1180-GamePlayAnalysisIi.sql", 1, BROADCAST_OFF),
    ("mt_180_three_way_self_join_smj", "dev", "180-ConsecutiveNumbers/180-ConsecutiveNumbers.sql", 1, BROADCAST_OFF),
    ("mt_181_self_join_smj", "heldout",
     "181-EmployeesEarningMoreThanTheirManagers/181-EmployeesEarningMoreThanTheirManagers.sql", 1, BROADCAST_OFF),
    ("mt_2302_cte_row_number_join_smj", "dev",
     "2302-OrderTwoColumnsIndependently/2302-OrderTwoColumnsIndependently.sql", 1, BROADCAST_OFF),
    ("mt_183_not_in_anti_noaqe", "dev", "183-CustomersWhoNeverOrder/183-CustomersWhoNeverOrder.sql", 1, AQE_OFF),
    ("mt_176_scalar_offset_noaqe", "heldout", "176-SecondHighestSalary/176-SecondHighestSalary.sql", 1, AQE_OFF),
]

EXPLORE = sorted(str(p.relative_to(make_data.REPO)) for p in make_data.REPO.glob("*/*.sql"))


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "mt-capture.jar")


def run(name: str, args: list[str], jar: Path, settings: tuple = ()) -> Path:
    out = WORK / "runs" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(make_data.REPO, WORK / "work" / name, "read.me", make_data.SLUG)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "MT_PLANS": str(plans), "MT_ACTIONS": str(out / "actions.jsonl")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener", "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}", *settings]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf,
               env=env)
    return out


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    jar = build_jar()
    if argv[:1] in (["--explore"], ["--explore-off"]):
        settings = BROADCAST_OFF if argv[0] == "--explore-off" else ()
        out = run(argv[0][2:], [str(DRIVER), *(argv[1:] or EXPLORE)], jar, settings)
        for a in lib.actions_of(out):
            print(f"{a['file']} {a['lines']}: rows={a['rows']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
            for stem in a["plans"]:
                print(f"      {stem}: {lib.summary(out / 'plans' / f'{stem}.formatted.txt')}")
        return 0
    chosen = [c for c in CASES if not argv or c[0] in argv]
    start, failed = time.time(), []
    runs = list(dict.fromkeys((path, settings) for _, _, path, _, settings in chosen))   # a file's cases share a run
    for path, settings in runs:
        mine = [c for c in chosen if (c[2], c[4]) == (path, settings)]
        name = mine[0][0]
        print(f"== {path} {' '.join(settings)}: {', '.join(c[0] for c in mine)}", flush=True)
        try:
            out = run(name, [str(DRIVER), path], jar, settings)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed += [c[0] for c in mine]
            continue
        acts = lib.actions_of(out)
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case, part, _, k, _ in mine:
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
