"""Run eejohnson7/pyspark-sql's course scripts unchanged with spark-submit and write each ps_* case's plans and
event_log.json from that one run.

- A script is one `spark-submit unit_N/<script>.py` from the root of a fresh scratch copy of the laid-out repository
  (/tmp/ps_work/work/<program>/), the script spark-submit's primary resource so the event log's `sun.java.command`
  names it. The scripts are not edited: each builds its own `SparkSession.builder.master("local")...getOrCreate()`
  (one thread) and reads `customers.csv`, `customer_purchase_history.csv` or `customers.parquet` relative to the
  working directory, so make_data.py's generated files are copied into the scratch root (the repository has none).
  Session options from the command line: local[1], 4 shuffle partitions, UTC, AQE on, no UI, event log on. The join
  programs run again with `spark.sql.autoBroadcastJoinThreshold=-1` (SETTINGS: sort-merge joins, as real sizes give).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, put on PYTHONPATH as it is) records each action's calling line and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log (../databricks__learningsparkv2/
  capture_event_logs_lib.py), the execution whose plan is the case's, plus `description_rank` (../program_runs.py).
  Raw logs stay in /tmp/ps_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/eejohnson7-pyspark/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import HOOKS, lib  # noqa: E402
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "eejohnson7__pyspark-sql"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/ps_work")
DATA = WORK / "data"
RUNNER = "bench/real/capture/eejohnson7-pyspark/capture.py"

# program key -> script (path from the repository root). Every script of the repository runs.
PROGRAMS: dict[str, str] = {
    "u1_df": "unit_1/create_pyspark_sql_df.py",
    "u1_view": "unit_1/create_view.py",
    "u1_debug": "unit_1/debug.py",
    "u1_sql": "unit_1/pyspark_sql.py",
    "u2_avg": "unit_2/avg_sub_period.py",
    "u2_plan": "unit_2/execution_plan.py",
    "u2_parquet": "unit_2/parquet_execution_plan.py",
    "u2_ops": "unit_2/sql_ops.py",
    "u3_debug": "unit_3/debug.py",
    "u3_inner": "unit_3/inner_join.py",
    "u3_left": "unit_3/left_join.py",
    "u3_right": "unit_3/right_join.py",
    "u3_debug_smj": "unit_3/debug.py",
    "u3_inner_smj": "unit_3/inner_join.py",
    "u3_left_smj": "unit_3/left_join.py",
    "u3_right_smj": "unit_3/right_join.py",
    "u4_debug": "unit_4/debug_udf.py",
    "u4_email": "unit_4/email_length.py",
    "u4_lower": "unit_4/lowercase.py",
    "u4_udf": "unit_4/udf.py",
}
SETTINGS: dict[str, list[str]] = {k: ["spark.sql.autoBroadcastJoinThreshold=-1"] for k in PROGRAMS
                                  if k.endswith("_smj")}

# case id, part, program, line, action, occurrence (1-based among that line's calls of the action), plan (the n-th
# plan the call wrote, -1 the last). The split is fixed here before any label is written: the case names sorted,
# positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("ps_csv_read_show", "dev", "u2_avg", 25, "show", 1, -1),
    ("ps_inner_join_show", "heldout", "u3_inner", 39, "show", 1, -1),
    ("ps_inner_join_smj_show", "dev", "u3_inner_smj", 39, "show", 1, -1),
    ("ps_join_show", "dev", "u3_debug", 36, "show", 1, -1),
    ("ps_join_smj_show", "heldout", "u3_debug_smj", 36, "show", 1, -1),
    ("ps_left_join_show", "dev", "u3_left", 37, "show", 1, -1),
    ("ps_left_join_smj_show", "heldout", "u3_left_smj", 37, "show", 1, -1),
    ("ps_right_join_show", "dev", "u3_right", 43, "show", 1, -1),
    ("ps_right_join_smj_show", "dev", "u3_right_smj", 43, "show", 1, -1),
    ("ps_sql_avg_datediff_group_show", "heldout", "u2_avg", 41, "show", 1, -1),
    ("ps_sql_avg_of_group_counts_show", "dev", "u2_ops", 41, "show", 1, -1),
    ("ps_sql_clients_view_australia_show", "heldout", "u1_view", 26, "show", 1, -1),
    ("ps_sql_group_count_csv_show", "dev", "u2_plan", 34, "show", 1, -1),
    ("ps_sql_group_count_parquet_show", "dev", "u2_parquet", 39, "show", 1, -1),
    ("ps_sql_where_brazil_show", "heldout", "u1_debug", 25, "show", 1, -1),
    ("ps_sql_where_germany_show", "dev", "u1_df", 27, "show", 1, -1),
    ("ps_sql_where_netherlands_show", "heldout", "u1_sql", 27, "show", 1, -1),
    ("ps_udf_email_length_show", "dev", "u4_email", 56, "show", 1, -1),
    ("ps_udf_lowercase_show", "dev", "u4_lower", 46, "show", 1, -1),
    ("ps_udf_upper_debug_show", "heldout", "u4_debug", 41, "show", 1, -1),
    ("ps_udf_upper_show", "dev", "u4_udf", 46, "show", 1, -1),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "ps-capture.jar")


def prepare() -> None:
    make_data.write(DATA)


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "unit_1/pyspark_sql.py", SLUG)
    for f in DATA.iterdir():
        shutil.copy(f, root / f.name)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}",
            *SETTINGS.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), PROGRAMS[key]], cwd=root,
               conf=conf, env=env)
    return out


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=program_runs.file_place(PROGRAMS.get),
                                    prepare=prepare)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
