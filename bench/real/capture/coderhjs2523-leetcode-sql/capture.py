"""Run coderhjs2523/SQl-leetcode-practice's .sql solutions unchanged with spark-submit and write each pr_* case's
plans and event_log.json from that run.

- One `spark-submit run_sql.py <N>-<slug>/<slug>.sql` per case, the file's repository path exactly as its argument,
  from the root of a fresh scratch copy of the laid-out repository (/tmp/pr_work/capture/work/<case>/): our driver
  (run_sql.py) makes the problem's tables as temp views and runs the file's statement (each file holds one) with
  spark.sql, followed by collect(). The case is the k-th statement of its file (`CASES`; always 1 here).
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, `-XX:ActiveProcessorCount=1` for the driver, event log on; a case's extra settings (`BROADCAST_OFF`:
  `spark.sql.autoBroadcastJoinThreshold=-1`, which AQE's own threshold follows) are added to its run's command line.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is, through
  ../program_runs.py) writes each query's plan after it ran (adaptive plans final); the case's plan is the last one
  the k-th statement's collect() wrote.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's; plus `description_rank` (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/coderhjs2523-leetcode-sql/capture.py [case ...]
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
RUNNER = "bench/real/capture/coderhjs2523-leetcode-sql/capture.py"
BROADCAST_OFF = ("spark.sql.autoBroadcastJoinThreshold=-1",)

# case id, part, repository path, k (the case is the file's k-th statement, 1-based), extra settings. The split is
# fixed here before any label is written: positions 2 and 5 of every five (1-based) held out, the rest dev.
CASES: list[tuple[str, str, str, int, tuple]] = [
    ("pr_1161_join_group_avg", "dev", "1161-project-employees-i/project-employees-i.sql", 1, ()),
    ("pr_1182_correlated_min_distinct", "heldout", "1182-game-play-analysis-iv/game-play-analysis-iv.sql", 1, ()),
    ("pr_1292_in_tuple_min_ratio", "dev", "1292-immediate-food-delivery-ii/immediate-food-delivery-ii.sql", 1, ()),
    ("pr_1338_sum_case_ratio", "dev", "1338-queries-quality-and-percentage/queries-quality-and-percentage.sql", 1, ()),
    ("pr_1390_left_join_between", "heldout", "1390-average-selling-price/average-selling-price.sql", 1, ()),
    ("pr_1509_left_join", "dev",
     "1509-replace-employee-id-with-the-unique-identifier/replace-employee-id-with-the-unique-identifier.sql", 1, ()),
    ("pr_1724_left_join_is_null", "heldout", "1724-customer-who-visited-but-did-not-make-any-transactions/"
     "customer-who-visited-but-did-not-make-any-transactions.sql", 1, ()),
    ("pr_175_left_join", "dev", "175-combine-two-tables/combine-two-tables.sql", 1, ()),
    ("pr_1773_scalar_subquery_order", "dev",
     "1773-percentage-of-users-attended-a-contest/percentage-of-users-attended-a-contest.sql", 1, ()),
    ("pr_1801_self_join_avg", "heldout",
     "1801-average-time-of-process-per-machine/average-time-of-process-per-machine.sql", 1, ()),
    ("pr_181_self_join", "dev",
     "181-employees-earning-more-than-their-managers/employees-earning-more-than-their-managers.sql", 1, ()),
    ("pr_182_group_having", "heldout", "182-duplicate-emails/duplicate-emails.sql", 1, ()),
    ("pr_1827_length_filter", "dev", "1827-invalid-tweets/invalid-tweets.sql", 1, ()),
    ("pr_197_comma_self_join", "dev", "197-rising-temperature/rising-temperature.sql", 1, ()),
    ("pr_2024_case_order", "heldout", "2024-calculate-special-bonus/calculate-special-bonus.sql", 1, ()),
    ("pr_2087_left_join_avg_if", "dev", "2087-confirmation-rate/confirmation-rate.sql", 1, ()),
    ("pr_577_left_join_null_or", "heldout", "577-employee-bonus/employee-bonus.sql", 1, ()),
    ("pr_584_not_equal_or_null", "dev", "584-find-customer-referee/find-customer-referee.sql", 1, ()),
    ("pr_595_where_or", "dev", "595-big-countries/big-countries.sql", 1, ()),
    ("pr_620_filter_order", "heldout", "620-not-boring-movies/not-boring-movies.sql", 1, ()),
    ("pr_1161_join_group_avg_smj", "dev", "1161-project-employees-i/project-employees-i.sql", 1, BROADCAST_OFF),
    ("pr_181_self_join_smj", "heldout",
     "181-employees-earning-more-than-their-managers/employees-earning-more-than-their-managers.sql", 1,
     BROADCAST_OFF),
]

EXPLORE = sorted(str(p.relative_to(make_data.REPO)) for p in make_data.REPO.glob("*/*.sql"))


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "pr-capture.jar")


def run(name: str, args: list[str], jar: Path, settings: tuple = ()) -> Path:
    out = WORK / "runs" / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(make_data.REPO, WORK / "work" / name, "README.md", make_data.SLUG)
    plans = out / "plans"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           "PR_PLANS": str(plans), "PR_ACTIONS": str(out / "actions.jsonl")}
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
