"""Run suhailmemon01101984/udemy_azuredatabrickscourse's Databricks source notebooks unchanged, cell by cell, with
spark-submit, and write each ud_* case's plans and event_log.json from that one run.

- A program is one `spark-submit <notebook>.py [<notebook> ...]` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/ud_work/work/<program>/), the first notebook as spark-submit's primary resource (the
  event log's `sun.java.command` names it and the notebooks after it). The driver Python spark-submit starts is
  nbdriver.py (PYSPARK_DRIVER_PYTHON, as ../databricks__spark-the-definitive-guide ran the book's notebook exports):
  each notebook runs cell by cell under its own path and line numbers, the sparksql-introduction notebooks one after
  the other in one session (01 makes the global temp view 02 reads, 02 and 03 the tables 04 and 05 read).
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `dbutils` and the course URL from nbdriver.py.
- Inputs (make_data.py) served at their `abfss://` paths by standin/AbfssLocalFileSystem.java, a fresh copy per
  program (its writes land there); the managed tables in a warehouse folder of the program's own.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`.
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action's notebook line and the plans written meanwhile, nbdriver.py each SQL statement's.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/udemy-azure-databricks/capture.py [case ...]
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
SLUG = "suhailmemon01101984__udemy_azuredatabrickscourse"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/udemy-azure-databricks/capture.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDIN = HERE / "standin" / "AbfssLocalFileSystem.java"
PI, SI = "pyspark-introduction", "sparksql-introduction"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "p03": [f"{PI}/03-PySpark-Introduction.py"],
    "p04": [f"{PI}/04-Spark-DataFrame-Reader-and-Writer.py"],
    "p05": [f"{PI}/05-Spark-DataFrame-Transformations-and-Actions.py"],
    "p06": [f"{PI}/06-Spark-DataFrame-Additional-Transformations.py"],
    "p07": [f"{PI}/07-Spark-DataFrame-DateTime-Functions.py"],
    "p08": [f"{PI}/08-Databricks-Utilities(dbutils)-Overview.py"],
    "sql": [f"{SI}/01-Spark-SQL-Introduction.py", f"{SI}/02-Spark-SQL-Managed-Tables.sql",
            f"{SI}/03-Spark-SQL-External-Tables.sql", f"{SI}/04-Spark-SQL-Transformations.sql",
            f"{SI}/05-Spark-SQL-DateTime-Functions.sql"],
}
# the clean-up cells at the end of 02 and 03 drop the tables 04 and 05 read: not run
SKIP_CELLS = [f"{SI}/02-Spark-SQL-Managed-Tables.sql:94", f"{SI}/03-Spark-SQL-External-Tables.sql:112"]

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
P05 = f"{PI}/05-Spark-DataFrame-Transformations-and-Actions.py"
P06 = f"{PI}/06-Spark-DataFrame-Additional-Transformations.py"
S01, S02 = f"{SI}/01-Spark-SQL-Introduction.py", f"{SI}/02-Spark-SQL-Managed-Tables.sql"
S03, S04 = f"{SI}/03-Spark-SQL-External-Tables.sql", f"{SI}/04-Spark-SQL-Transformations.sql"
S05 = f"{SI}/05-Spark-SQL-DateTime-Functions.sql"
CASES: list[tuple] = [
    ("ud_p03_pandas_csv_write", "dev", "p03", 59, "csv", 1, -1, f"{PI}/03-PySpark-Introduction.py"),  # 1
    ("ud_p04_schema_json_write", "heldout", "p04", 74, "json", 1, -1, f"{PI}/04-Spark-DataFrame-Reader-and-Writer.py"),  # 2
    ("ud_p05_select_filter_show", "dev", "p05", 79, "show", 1, -1, P05),  # 3
    ("ud_p05_where_sort_desc_show", "dev", "p05", 91, "show", 1, -1, P05),  # 4
    ("ud_p05_distinct_display", "heldout", "p05", 100, "show", 1, -1, P05),  # 5
    ("ud_p05_count_display", "dev", "p05", 104, "count", 1, -1, P05),  # 6
    ("ud_p06_withcolumn_display", "heldout", "p06", 71, "show", 1, -1, P06),  # 7
    ("ud_p06_group_sum_order_display", "dev", "p06", 77, "show", 1, -1, P06),  # 8
    ("ud_p06_parquet_write", "dev", "p06", 82, "parquet", 1, -1, P06),  # 9
    ("ud_p07_datetime_chain_display", "heldout", "p07", 84, "show", 1, -1, f"{PI}/07-Spark-DataFrame-DateTime-Functions.py"),  # 10
    ("ud_s01_temp_view_select", "dev", "sql", 41, "sql", 1, -1, S01),  # 11
    ("ud_s02_ctas_managed", "heldout", "sql", 37, "sql", 1, 1, S02),  # 12
    ("ud_s02_count_managed", "dev", "sql", 44, "sql", 1, -1, S02),  # 13
    ("ud_s02_insert_select", "dev", "sql", 48, "sql", 1, -1, S02),  # 14
    ("ud_s02_save_as_table", "heldout", "sql", 86, "saveAsTable", 1, 1, S02),  # 15
    ("ud_s03_view_count", "dev", "sql", 51, "sql", 1, -1, S03),  # 16
    ("ud_s03_external_csv_select", "heldout", "sql", 108, "sql", 1, -1, S03),  # 17
    ("ud_s04_filter_order", "dev", "sql", 47, "sql", 1, -1, S04),  # 18
    ("ud_s04_distinct_limit", "dev", "sql", 54, "sql", 1, -1, S04),  # 19
    ("ud_s04_group_order", "heldout", "sql", 74, "sql", 1, -1, S04),  # 20
    ("ud_s04_ctas_aggregate", "dev", "sql", 85, "sql", 1, 1, S04),  # 21
    ("ud_s05_date_format", "heldout", "sql", 72, "sql", 1, -1, S05),  # 22
]


def build() -> Path:
    return program_runs.build_jar(WORK, "ud-capture.jar", STANDIN)


def driver_python() -> Path:
    script = WORK / "notebook-python"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'nbdriver.py'))} \"$@\"\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS[key][0], SLUG)
    abfss = make_data.fresh_abfss(WORK / "work" / f"{key}.abfss")
    warehouse = WORK / "work" / f"{key}.warehouse"
    shutil.rmtree(warehouse, ignore_errors=True)
    plans, actions = out / "plans", out / "actions.jsonl"
    python = driver_python()
    env = {"PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": str(python),
           "PYTHONPATH": str(SBE_HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "UD_URL_ROOT": str(make_data.DATA / "url"), "UD_SKIP_CELLS": ",".join(SKIP_CELLS)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.abfss.impl=udcapture.AbfssLocalFileSystem",
            f"spark.hadoop.ud.abfss.root={abfss}",
            f"spark.sql.warehouse.dir={warehouse}"]
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
