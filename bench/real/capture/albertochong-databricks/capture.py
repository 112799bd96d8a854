"""Run albertochong/DATABRICKS-NOTEBOOKS' Databricks source notebooks (the Academy's Apache Spark Programming course)
unchanged, cell by cell, with spark-submit, and write each ac_* case's plans and event_log.json from that run.

- A program is one `spark-submit acdriver.py <notebook> [<notebook> ...]` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/ac/work/work/<program>/): some of the course's lessons in the course's order in one
  session, as notebooks attached to one cluster (each starts with `%run ./Includes/Classroom-Setup`, which runs the
  course's Student-Environment and sets `eventsPath`, `salesPath`, `usersPath`, `productsPath`). acdriver.py (ours,
  outside the repository) reuses ../svabnave-databricks/svdriver.py; `sun.java.command` names acdriver.py and the
  notebooks; the app name is `acdriver.py`.
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `dbutils` (with `widgets.get("databricksUsername")`), `sqlContext` and `displayHTML` from acdriver.py.
- Inputs (make_data.py): the course's /mnt/training datasets generated small, DBFS served as the default file system
  by ../daheemattana-databricks/standin/DbfsLocalFileSystem.java from a fresh copy per program (its writes land
  there); managed tables and the course's user database under `dbfs:/user/hive/warehouse`, as on Databricks.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions (4.1 Review sets 8 itself), UTC, AQE on,
  `-XX:ActiveProcessorCount=1`; `joins_nobc` runs Solutions/2.4 Joins again with broadcast joins off
  (`spark.sql.autoBroadcastJoinThreshold=-1`: sort-merge joins).
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action with the plans written meanwhile, nbdriver's Recorder each SQL statement.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/albertochong-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

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
SLUG = "albertochong__databricks-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/albertochong-databricks/capture.py"
DRIVER = HERE / "acdriver.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java"]
USERNAME = "albertochong"

SP = "CURSO_DATABRICKS_II/Spark-Programming-1.0.0-IL/Python"
SOL = f"{SP}/Solutions"
PW = "PATHWAY/DATA ENGINEER/3 - APACHE SPARK PROGRAMMING/Spark-Programming-1.0.0-IL/Python"
SQL13, COL15, AGG21, DT22 = (f"{SOL}/1.3 Spark SQL.py", f"{SOL}/1.5 DataFrame & Column.py",
                             f"{SOL}/2.1 Aggregation.py", f"{SOL}/2.2 Datetimes.py")
JOIN24, UDF25, REV41 = f"{SOL}/2.4 Joins.py", f"{SOL}/2.5 UDFs.py", f"{SOL}/4.1 Review.py"
CPX23, CACHE32, OPT33 = f"{PW}/2.3 Complex Types.py", f"{PW}/3.2 Caching.py", f"{PW}/3.3 Query Optimization.py"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "basics": [SQL13, COL15, AGG21, DT22],
    "joins": [JOIN24, UDF25, REV41],
    "joins_nobc": [JOIN24],
    "pathway": [CPX23, CACHE32, OPT33],
}
EXTRA_CONF = {"joins_nobc": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("ac_sql13_budget_sql_show", "dev", "basics", 51, "show", 1, -1, SQL13),  # 1
    ("ac_sql13_budget_api_take", "heldout", "basics", 105, "take", 1, -1, SQL13),  # 2
    ("ac_sql13_mac_sql_display", "dev", "basics", 223, "show", 1, -1, SQL13),  # 3
    ("ac_col15_android_filter_display", "dev", "basics", 178, "show", 1, -1, COL15),  # 4
    ("ac_col15_dropdup_display", "heldout", "basics", 195, "show", 1, -1, COL15),  # 5
    ("ac_col15_sort_two_keys_display", "dev", "basics", 240, "show", 1, -1, COL15),  # 6
    ("ac_col15_final_count", "heldout", "basics", 355, "count", 1, -1, COL15),  # 7
    ("ac_agg21_state_aggs_display", "dev", "basics", 101, "show", 1, -1, AGG21),  # 8
    ("ac_agg21_traffic_sorted_collect", "dev", "basics", 167, "collect", 1, -1, AGG21),  # 9
    ("ac_agg21_chain_display", "heldout", "basics", 276, "show", 1, -1, AGG21),  # 10
    ("ac_dt22_active_dow_display", "dev", "basics", 271, "show", 1, -1, DT22),  # 11
    ("ac_join24_carts_display", "heldout", "joins", 107, "show", 1, -1, JOIN24),  # 12
    ("ac_join24_conversions_display", "dev", "joins", 89, "show", 1, -1, JOIN24),  # 13
    ("ac_join24_email_carts_nobc_display", "dev", "joins_nobc", 121, "show", 1, -1, JOIN24),  # 14
    ("ac_udf25_sql_udf", "heldout", "joins", 77, "sql", 1, -1, UDF25),  # 15
    ("ac_udf25_decorator_display", "dev", "joins", 101, "show", 1, -1, UDF25),  # 16
    ("ac_udf25_sorted_dow_display", "heldout", "joins", 202, "show", 1, -1, UDF25),  # 17
    ("ac_rev41_dedup_write", "dev", "joins", 108, "parquet", 1, -1, REV41),  # 18
    ("ac_cpx23_union_display", "dev", "pathway", 110, "show", 1, -1, CPX23),  # 19
    ("ac_cache32_cached_count", "heldout", "pathway", 82, "count", 1, -1, CACHE32),  # 20
    ("ac_opt33_filters_count", "dev", "pathway", 55, "count", 1, -1, OPT33),  # 21
]


def build() -> Path:
    return program_runs.build_jar(WORK, "ac-capture.jar", *STANDINS)


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
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions), "AC_USERNAME": USERNAME}
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
