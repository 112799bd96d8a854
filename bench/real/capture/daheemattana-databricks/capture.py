"""Run DaheeMATTANA/Databricks-Notebooks' Databricks source notebooks unchanged, cell by cell, with spark-submit, and
write each dm_* case's plans and event_log.json from that one run.

- A program is one `spark-submit <notebook>.py [<notebook> ...]` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/dm_work/work/<program>/), the first notebook as spark-submit's primary resource (the
  event log's `sun.java.command` names it and the notebooks after it). The driver Python spark-submit starts is
  dmdriver.py (PYSPARK_DRIVER_PYTHON): ../udemy-azure-databricks/nbdriver.py, unchanged, with a larger `dbutils`
  stand-in; the notebooks of one chapter run one after the other in one session, as notebooks attached to one
  cluster (chapter 03's writes feed its reads; chapter 04's five notebooks; `Silver to Gold` then the
  visualisation notebook that reads its gold files).
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `dbutils` from dmdriver.py.
- Inputs (make_data.py): DBFS served as the default file system by standin/DbfsLocalFileSystem.java (`/FileStore/...`
  and `dbfs:/FileStore/...` are one file), the one ADLS container by ../udemy-azure-databricks/standin/
  AbfssLocalFileSystem.java, a fresh copy of both per program (its writes land there); managed tables under
  `dbfs:/user/hive/warehouse`, as on Databricks.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`;
  the `gold` program (Silver to Gold) with broadcast joins off (`spark.sql.autoBroadcastJoinThreshold=-1`), the
  others with Spark's default threshold.
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action's notebook line and the plans written meanwhile, nbdriver.py each SQL statement's.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/daheemattana-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shlex
import shutil
import stat
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import make_data  # noqa: E402
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "daheemattana__databricks-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/daheemattana-databricks/capture.py"
UD = HERE.parent / "udemy-azure-databricks"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE / "standin" / "DbfsLocalFileSystem.java", UD / "standin" / "AbfssLocalFileSystem.java"]
C03, C04, C05 = ("03 - Reading and Writing Data", "04 - Data Analysis and Transformation with SpartSQL",
                 "05 - Challenge Customer Orders")
R01, W02, P03 = f"{C03}/01 Reading Data.py", f"{C03}/02 Writing Data.py", f"{C03}/03 Parquet File Format.py"
A01, A02 = f"{C04}/01 Selecting and Renaming Columns.py", f"{C04}/02 Adding New Columns.py"
A04 = f"{C04}/04 Math Functions and Simple Arithmetic.py"
A05 = f"{C04}/05 Analysis and Transformation.py"
SILVER, GOLD = f"{C05}/Customer Orders - Bronze to Silver.py", f"{C05}/Silver to Gold.py"
ADLS = "07 - Accessing Data from ADLS/Accessing Data.py"
HIVE = "08 - Hive Metastore & Database/Hive Metastore.py"
EMP = "09 - Assignement Employees/Employees.py"
DELTA = "10 - Lakehouse and Delta Lake/Delta Lake Data Files.py"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "c03": [R01, W02, P03, f"{C03}/04 Deleting Files and Folders.py"],
    "c04": [A01, A02, f"{C04}/03 Changing Data Types.py", A04, A05],
    "silver": [SILVER],
    "gold": [GOLD, "06 - Visualisations/01 Visualisations and Dashboards.py"],
    "adls": [ADLS],
    "hive": [HIVE],
    "emp": [EMP],
    "delta": [DELTA],
}
EXTRA_CONF = {"gold": ["spark.sql.autoBroadcastJoinThreshold=-1"]}
EXTRA_ENV = {"hive": {"DM_DATABASES": "countries"}}
SKIP_CELLS: list[str] = []

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("dm_r01_tab_txt_display", "dev", "c03", 117, "show", 1, -1, R01),  # 1
    ("dm_w02_csv_header_write", "heldout", "c03", 34, "csv", 1, -1, W02),  # 2
    ("dm_a01_rename_chain_display", "dev", "c04", 62, "show", 1, -1, A01),  # 3
    ("dm_a02_sort_asc_display", "dev", "c04", 46, "show", 1, -1, A02),  # 4
    ("dm_a04_round_chain_display", "heldout", "c04", 42, "show", 1, -1, A04),  # 5
    ("dm_a05_filter_length_region", "dev", "c04", 74, "show", 1, -1, A05),  # 6
    ("dm_a05_case_when_expr", "heldout", "c04", 114, "show", 1, -1, A05),  # 7
    ("dm_a05_groupby_sum_display", "dev", "c04", 156, "show", 1, -1, A05),  # 8
    ("dm_a05_agg_min_max_sort", "dev", "c04", 197, "show", 1, -1, A05),  # 9
    ("dm_a05_pivot_display", "heldout", "c04", 206, "show", 1, -1, A05),  # 10
    ("dm_a05_right_join_select", "dev", "c04", 231, "show", 1, -1, A05),  # 11
    ("dm_a05_join_select_sort", "heldout", "c04", 239, "show", 1, -1, A05),  # 12
    ("dm_a05_union_display", "dev", "c04", 252, "show", 1, -1, A05),  # 13
    ("dm_a05_unpivot_stack", "dev", "c04", 271, "show", 1, -1, A05),  # 14
    ("dm_silver_count_complete", "heldout", "silver", 184, "count", 1, -1, SILVER),  # 15
    ("dm_silver_orders_write", "dev", "silver", 208, "parquet", 1, -1, SILVER),  # 16
    ("dm_gold_order_details_limit", "heldout", "gold", 88, "show", 1, -1, GOLD),  # 17
    ("dm_gold_monthly_sales_write", "dev", "gold", 156, "parquet", 1, -1, GOLD),  # 18
    ("dm_gold_store_monthly_write", "dev", "gold", 157, "parquet", 1, -1, GOLD),  # 19
    ("dm_hive_sql_temp_view", "heldout", "hive", 15, "sql", 1, -1, HIVE),  # 20
    ("dm_hive_view_region_select", "dev", "hive", 226, "sql", 1, -1, HIVE),  # 21
    ("dm_emp_join_gold_write", "heldout", "emp", 185, "parquet", 1, -1, EMP),  # 22
]


def build() -> Path:
    return program_runs.build_jar(WORK, "dm-capture.jar", *STANDINS)


def driver_python() -> Path:
    script = WORK / "notebook-python"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'dmdriver.py'))} \"$@\"\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS[key][0], SLUG)
    dbfs, abfss = make_data.fresh(WORK / "work" / f"{key}.data")
    plans, actions = out / "plans", out / "actions.jsonl"
    python = driver_python()
    env = {"PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": str(python),
           "PYTHONPATH": str(SBE_HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "UD_SKIP_CELLS": ",".join(SKIP_CELLS), **EXTRA_ENV.get(key, {})}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=dmcapture.DbfsLocalFileSystem",
            "spark.hadoop.fs.defaultFS=dbfs:///",
            f"spark.hadoop.dm.dbfs.root={dbfs}",
            "spark.hadoop.fs.abfss.impl=udcapture.AbfssLocalFileSystem",
            f"spark.hadoop.ud.abfss.root={abfss}",
            "spark.sql.warehouse.dir=dbfs:/user/hive/warehouse",
            *EXTRA_CONF.get(key, [])]
    log = lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *PROGRAMS[key]],
                     cwd=root, conf=conf, env=env)
    command = log.parent / "command.txt"
    command.write_text(f"PYSPARK_DRIVER_PYTHON={python} {command.read_text()}")
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    return case[7], f"{case[7]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, prepare=make_data.write_inputs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
