"""Run sanjaysubair/Formula1-Pyspark-Project's Databricks source notebooks unchanged, cell by cell, with spark-submit,
and write each f1_* case's plans and event_log.json from that run.

- A program is one `spark-submit f1driver.py <notebook> [<notebook> ...]` from the root of a fresh scratch copy of
  the laid-out repository (/tmp/f1/work/work/<program>/), the notebooks in that order as notebooks attached to one
  cluster (each in a SparkSession of its own on one SparkContext). f1driver.py (ours, outside the repository) reuses
  ../david-lyle-databricks/nadriver.py; `sun.java.command` names f1driver.py and the notebooks; the app name is
  `f1driver.py`.
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `dbutils` (fs.ls/rm/cp, widgets, notebook.run) and `sc` from nadriver.
- Inputs (make_data.py): the notebooks' `abfss://<container>@sanjayformula1dl2.dfs.core.windows.net/...` paths
  served by ../udemy-azure-databricks/standin/AbfssLocalFileSystem.java, DBFS (the SQL demo's `/mnt/formula1dl/...`
  location, managed tables under `dbfs:/user/hive/warehouse`) by ../daheemattana-databricks/standin/
  DbfsLocalFileSystem.java as the default file system, both from a fresh copy per program of the generated tree.
- The course's `f1_processed.drivers` and `f1_presentation.driver_standings` tables (no notebook here creates them)
  made by f1driver.py (F1_TABLES) over the folders the ingestion and standings notebooks wrote, just before the
  first SQL notebook that reads them.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`;
  `nobc` runs the ingestion, race results, driver standings, join demo and SQL joins notebooks again with broadcast
  joins off (`spark.sql.autoBroadcastJoinThreshold=-1`).
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action with the plans written meanwhile, nbdriver's Recorder each SQL statement.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/formula1-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

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
SLUG = "sanjaysubair__formula1-pyspark-project"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/formula1-databricks/capture.py"
DRIVER = HERE / "f1driver.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "udemy-azure-databricks" / "standin" / "AbfssLocalFileSystem.java",
            HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java"]
ACCOUNT = make_data.ACCOUNT

I1 = "Ingestion/1.Ingest_Circuits_csv_File.py"
I2 = "Ingestion/2.Ingest Races .csv file.py"
I3 = "Ingestion/3. Ingest Constructors JSON file.py"
I4 = "Ingestion/4.Ingest drivers.json.py"
I5 = "Ingestion/5.Ingest Result .json file.py"
I6 = "Ingestion/6.Ingest Pitstop Multiline Json file.py"
I7 = "Ingestion/7. Ingest Lap Times - multiple csv files.py"
I8 = "Ingestion/8. Ingest Qualifying Multiline JSON - Folder.py"
IC = "Includes/1.Ingest_Circuits_csv_File - with notebook call and functions.py"
CF = "Includes/Common_Functions.py"
T1 = "Transformations/1.race_results.py"
T2 = "Transformations/2. Driver Standings.py"
T3 = "Transformations/3. Constructor Standings.py"
DF = "Demo/Filter Demo.py"
DJ = "Demo/Join Demo.py"
D3 = "Demo/3.aggregation_demo.py"
D4 = "Demo/4.sql_temp_view_demo.py"
D5 = "Demo/5.sql_temp_view_demo.py"
D6 = "Demo/6.sql_objects_demo.sql"
D7 = "Demo/7.sql_basics_demo.sql"
D8 = "Demo/8.sql_functions_demo.sql"
D9 = "Demo/9.sql_joins_demo.sql"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "all": [I1, I2, I3, I4, I5, I6, I7, I8, IC, T1, T2, T3, DF, DJ, D3, D4, D5, D6, D7, D8, D9],
    "nobc": [I1, I2, I4, I5, T1, T2, DJ, D9],
}
EXTRA_CONF = {"nobc": ["spark.sql.autoBroadcastJoinThreshold=-1"]}
TABLES = ",".join([f"{D7}|f1_processed.drivers=abfss://processed@{ACCOUNT}/drivers",
                   f"{D9}|f1_presentation.driver_standings=abfss://presentation@{ACCOUNT}/driver_standings"])

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("f1_i1_circuits_describe_display", "dev", "all", 17, "show", 1, -1, I1),  # 1
    ("f1_i1_circuits_write", "heldout", "all", 116, "parquet", 1, -1, I1),  # 2
    ("f1_i2_races_partitioned_write", "dev", "all", 49, "parquet", 1, -1, I2),  # 3
    ("f1_i4_drivers_write", "dev", "all", 68, "parquet", 1, -1, I4),  # 4
    ("f1_i5_results_write", "heldout", "all", 64, "parquet", 1, -1, I5),  # 5
    ("f1_inc_circuits_function_write", "dev", "all", 103, "parquet", 1, -1, IC),  # 6
    ("f1_t1_race_results_display", "heldout", "all", 71, "show", 1, -1, T1),  # 7
    ("f1_t1_race_results_nobc_display", "dev", "nobc", 71, "show", 1, -1, T1),  # 8
    ("f1_t2_driver_standings_write", "dev", "all", 38, "parquet", 1, -1, T2),  # 9
    ("f1_t3_constructor_standings_display", "heldout", "all", 33, "show", 1, -1, T3),  # 10
    ("f1_filter_races_display", "dev", "all", 28, "show", 1, -1, DF),  # 11
    ("f1_join_inner_display", "heldout", "all", 28, "show", 1, -1, DJ),  # 12
    ("f1_join_full_nobc_display", "dev", "nobc", 66, "show", 1, -1, DJ),  # 13
    ("f1_join_anti_display", "dev", "all", 96, "show", 1, -1, DJ),  # 14
    ("f1_agg_groupby_show", "heldout", "all", 71, "show", 1, -1, D3),  # 15
    ("f1_agg_rank_window_show", "dev", "all", 98, "show", 1, -1, D3),  # 16
    ("f1_tv_count_sql", "heldout", "all", 24, "sql", 1, -1, D4),  # 17
    ("f1_gtv_other_notebook_sql", "dev", "all", 8, "sql", 1, -1, D5),  # 18
    ("f1_sqlobj_ctas", "dev", "all", 96, "sql", 1, 1, D6),  # 19
    ("f1_sqlbasics_or_order_sql", "heldout", "all", 56, "sql", 1, -1, D7),  # 20
    ("f1_sqlfn_rank_window_sql", "dev", "all", 66, "sql", 1, -1, D8),  # 21
    ("f1_sqljoin_full_sql", "heldout", "all", 74, "sql", 1, -1, D9),  # 22
]


def build() -> Path:
    return program_runs.build_jar(WORK, "f1-capture.jar", *STANDINS)


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS[key][0], SLUG)
    abfss, dbfs = make_data.fresh(WORK / "work" / f"{key}.data")
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": sys.executable,
           "PYTHONPATH": str(SBE_HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "F1_DRIVER_OUT": str(out / "driver.txt"), "F1_TABLES": TABLES}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.abfss.impl=udcapture.AbfssLocalFileSystem",
            f"spark.hadoop.ud.abfss.root={abfss}",
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


def site_of(key: str, action: dict) -> str:
    return f"{action['file']}:{action['line']}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, site_of=site_of,
                                    prepare=make_data.write_inputs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
