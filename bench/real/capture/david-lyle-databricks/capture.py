"""Run david-lyle/databricks-notebooks' Databricks source notebooks unchanged, cell by cell, with spark-submit, and
write each na_* case's plans and event_log.json from that run.

- A program is one `spark-submit nadriver.py <notebook> [<notebook> ...]` from the root of a fresh scratch copy of
  the laid-out repository (/tmp/na/work/work/<program>/), the notebooks in that order in one session, as notebooks
  attached to one cluster. nadriver.py (ours, outside the repository) reuses ../svabnave-databricks/svdriver.py;
  `sun.java.command` names nadriver.py and the notebooks; the app name is `nadriver.py`.
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `dbutils` (widgets, notebook.run/exit, fs), `getArgument`, `sc` and `displayHTML` from nadriver.py. The
  widget values a user types (NA_WIDGETS) are WIDGETS below.
- Inputs (make_data.py): generated, DBFS served as the default file system by
  ../daheemattana-databricks/standin/DbfsLocalFileSystem.java from a fresh copy per program (its writes land there);
  the flight-school setup notebook's two Dropbox downloads answered by our bin/wget (on PATH for the run) from the
  same copy's url/ folder; managed tables under `dbfs:/user/hive/warehouse`, as on Databricks.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`;
  `usage_nobc` runs the usage dashboard again with broadcast joins off (`spark.sql.autoBroadcastJoinThreshold=-1`).
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action with the plans written meanwhile, nbdriver's Recorder each SQL statement.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/david-lyle-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import make_data  # noqa: E402
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "david-lyle__databricks-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/david-lyle-databricks/capture.py"
DRIVER = HERE / "nadriver.py"
BIN = HERE / "bin"                                                 # our wget stand-in
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java"]

LN = "legacy_notebooks"
UAD = f"{LN}/Usage Analysis Dashboard.py"
TPU = f"{LN}/Test Parsing Usage Info.py"
SHIPT = f"{LN}/Shipt Mini Enablement.py"
BD = f"{LN}/flight-school-day-1/Batch Demo.py"
Q1 = f"{LN}/flight-school-day-1/flight_school_assignment_1_questions.py"
SETUP1 = f"{LN}/flight-school-day-1/includes/flight_school_assignment_1_setup.py"

# What a user types into the notebooks' widgets (the dashboard's instructions ask for them before Run All).
WIDGETS = {"Date - Beginning": "2022-01-01", "Date - End": "2022-01-31", "Commit Dollars": "1000.00",
           "SKU Price - All Purpose Compute": "0.55", "SKU Price - Jobs Compute": "0.22",
           "SKU Price - Jobs Compute Light": "0.10", "Time Unit": "Day", "Tag Key": "CostCenter",
           "Usage": "Cumulative Spend", "team_name": make_data.TEAM}

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "usage": [UAD],
    "usage_nobc": [UAD],
    "parse": [TPU, SHIPT],
    "batch": [BD],
    "assign1": [Q1],
}
EXTRA_CONF = {"usage_nobc": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("na_uad_global_display", "dev", "usage", 188, "show", 1, -1, UAD),  # 1
    ("na_uad_usageby_commit_display", "heldout", "usage", 210, "show", 1, -1, UAD),  # 2
    ("na_uad_global_nobc_display", "dev", "usage_nobc", 188, "show", 1, -1, UAD),  # 3
    ("na_tpu_group_count_sql", "dev", "parse", 163, "sql", 1, -1, TPU),  # 4
    ("na_tpu_lookup_sql", "heldout", "parse", 168, "sql", 1, -1, TPU),  # 5
    ("na_shipt_static_display", "dev", "parse", 74, "show", 1, -1, SHIPT),  # 6
    ("na_shipt_total_sql", "heldout", "parse", 102, "sql", 1, -1, SHIPT),  # 7
    ("na_shipt_timeline_sql", "dev", "parse", 110, "sql", 1, -1, SHIPT),  # 8
    ("na_shipt_counts_second_sql", "dev", "parse", 193, "sql", 1, -1, SHIPT),  # 9
    ("na_shipt_counts_total_sql", "heldout", "parse", 209, "sql", 1, -1, SHIPT),  # 10
    ("na_bd_bronze_ctas", "dev", "batch", 160, "sql", 1, 1, BD),  # 11
    ("na_bd_status_count_sql", "heldout", "batch", 184, "sql", 1, -1, BD),  # 12
    ("na_bd_backfill_count_sql", "dev", "batch", 277, "sql", 1, -1, BD),  # 13
    ("na_bd_silver_sorted_sql", "dev", "batch", 306, "sql", 1, -1, BD),  # 14
    ("na_bd_join_sql", "heldout", "batch", 338, "sql", 1, -1, BD),  # 15
    ("na_bd_interpolations_ctas", "dev", "batch", 369, "sql", 1, 1, BD),  # 16
    ("na_bd_bogus_count_sql", "heldout", "batch", 426, "sql", 1, -1, BD),  # 17
    ("na_bd_gold_ctas", "dev", "batch", 519, "sql", 1, 1, BD),  # 18
    ("na_bd_partition_filter_sql", "dev", "batch", 679, "sql", 1, -1, BD),  # 19
    ("na_bd_minute_ctas", "heldout", "batch", 650, "sql", 1, 1, BD),  # 20
    ("na_q1_distinct_status_sql", "dev", "assign1", 95, "sql", 1, -1, Q1),  # 21
    ("na_q1_status_count_sql", "heldout", "assign1", 215, "sql", 1, -1, Q1),  # 22
]


def build() -> Path:
    return program_runs.build_jar(WORK, "na-capture.jar", *STANDINS)


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS[key][0], SLUG)
    dbfs = make_data.fresh(WORK / "work" / f"{key}.data")
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": sys.executable,
           "PYTHONPATH": str(SBE_HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "NA_WIDGETS": json.dumps(WIDGETS), "NA_DRIVER_OUT": str(out / "driver.txt"), "NA_URL_ROOT": str(dbfs.parent / "url"),
           "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=dmcapture.DbfsLocalFileSystem",
            "spark.hadoop.fs.defaultFS=dbfs:///",
            f"spark.hadoop.dm.dbfs.root={dbfs}",
            "spark.sql.warehouse.dir=dbfs:/user/hive/warehouse",
            *EXTRA_CONF.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(DRIVER), *PROGRAMS[key]],
               cwd=root, conf=conf, env=env)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    return case[7], f"{case[7]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, prepare=make_data.write_inputs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
