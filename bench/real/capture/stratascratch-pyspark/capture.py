"""Run Punam918/Stratascratch_PySpark's solutions unchanged with spark-submit, one run per solution file, and write
each ss_* case's plans and event_log.json from that run.

- Every program is one `spark-submit run_solution.py <solution>.py` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/codemap_sscap/work/<program>/): our driver (run_solution.py) reads the platform's tables
  from generated Parquet files (make_data.py) and runs the solution with runpy.run_path, its tables as globals.
  The event log's `sun.java.command` therefore names run_solution.py and the solution as its argument.
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, `-XX:ActiveProcessorCount=1` for the driver, event log on; broadcast joins off
  (spark.sql.autoBroadcastJoinThreshold=-1) for the programs marked so in PROGRAMS.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, on PYTHONPATH as it is) records, for each action, the solution line that called it and the
  plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), the execution whose plan is the case's; plus `description_rank` by the
  `add_description_rank` of ../program_runs.py. Raw logs stay in /tmp/codemap_sscap/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/stratascratch-pyspark/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders, without Spark
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "run_solution.py"
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import HOOKS, lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "punam918__stratascratch_pyspark"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/stratascratch-pyspark/capture.py"
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]

# program key -> (solution file, extra session settings). Run in this order.
PROGRAMS: dict[str, tuple[str, list[str]]] = {
    "3bed": ("3bedMinimum.py", []),
    "inactivefree": ("InactiveFreeUsers.py", NO_BROADCAST),
    "movieduration": ("MovieDurationMatch.py", []),
    "parking": ("Neighborhoodwithparkingspace.py", []),
    "violations": ("NumberofViolations.py", []),
    "paidapril": ("PaidUsersinApril2020.py", []),
    "peakonline": ("PeakOnlineTime.py", []),
    "uniquefac": ("UniqueFacilities.py", []),
    "updatedrec": ("findingupdatedrecords.py", []),
    "kindness": ("guestorhostkindness.py", []),
    "hack": ("popularityofhack.py", []),
    "heart": ("postwithaheart.py", []),
    "wfm": ("productReportsummary.py", NO_BROADCAST),
    "refinance": ("refinancesubmissions.py", []),
    "saldiff": ("salariesdifference.py", []),
    "loanshare": ("shareofloanbalance.py", []),
    "subtypes": ("submissiontypes.py", NO_BROADCAST),
    "third": ("thirdhighestshpment.py", []),
    "topsellers": ("topmontlysellers.py", []),
    "activity": ("useractivitycount.py", []),
    "growth": ("usergrowthrate.py", NO_BROADCAST),
    "twostatus": ("userwithtwostatus.py", []),
}

# case id, part, program, line, action, occurrence (1-based among that line/action's calls), plan (the n-th plan the
# call wrote, -1 the last). The split is fixed here before any label is written: the cases in order of name,
# positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, int, str, int, int]] = [
    ("ss_3bed_avg_beds_show", "dev", "3bed", 17, "show", 1, -1),
    ("ss_activity_left_join_topandas", "heldout", "activity", 19, "toPandas", 1, -1),
    ("ss_hack_join_avg_show", "dev", "hack", 5, "show", 1, -1),
    ("ss_heart_join_dropdup_show", "dev", "heart", 6, "show", 1, -1),
    ("ss_inactive_free_smj_show", "heldout", "inactivefree", 18, "show", 1, -1),
    ("ss_kindness_max_collect", "dev", "kindness", 9, "collect", 1, -1),
    ("ss_loanshare_window_sum_show", "heldout", "loanshare", 21, "show", 1, -1),
    ("ss_movie_nonequi_join_show", "dev", "movieduration", 18, "show", 1, -1),
    ("ss_paid_april_join_show", "dev", "paidapril", 16, "show", 1, -1),
    ("ss_parking_distinct_show", "heldout", "parking", 13, "show", 1, -1),
    ("ss_peak_rownumber_show", "dev", "peakonline", 23, "show", 1, -1),
    ("ss_refinance_join_window_show", "heldout", "refinance", 18, "show", 1, -1),
    ("ss_saldiff_pivot_show", "dev", "saldiff", 27, "show", 1, -1),
    ("ss_subtypes_distinct_smj_show", "dev", "subtypes", 13, "show", 1, -1),
    ("ss_third_dense_rank_show", "heldout", "third", 20, "show", 1, -1),
    ("ss_topsellers_rank_show", "dev", "topsellers", 24, "show", 1, -1),
    ("ss_twostatus_distinct_join_show", "heldout", "twostatus", 12, "show", 1, -1),
    ("ss_uniquefac_countdistinct_show", "dev", "uniquefac", 14, "show", 1, -1),
    ("ss_updated_rownumber_show", "dev", "updatedrec", 24, "show", 1, -1),
    ("ss_wfm_join_countdistinct_show", "heldout", "wfm", 17, "show", 1, -1),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "ss-capture.jar")


def scratch_copy(dest: Path) -> Path:
    return program_runs.scratch_copy(REPO, dest, "refinancesubmissions.py", SLUG)


def run(key: str, jar: Path) -> Path:
    """One spark-submit of the program in a fresh scratch copy; the folder of its plans/, actions and log."""
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = scratch_copy(WORK / "work" / key)
    plans, actions = out / "plans", out / "actions.jsonl"
    file, extra = PROGRAMS[key]
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "SS_DATA": str(make_data.DATA)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}", *extra]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(DRIVER), file], cwd=root,
               conf=conf, env=env)
    return out



def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, prepare=make_data.write_inputs,
                                    place=program_runs.file_place(lambda key: PROGRAMS[key][0]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
