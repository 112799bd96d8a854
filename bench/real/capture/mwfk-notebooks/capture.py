"""Run MWFK/DataBricks-PySpark-Notebooks' notebooks unchanged, cell by cell, as spark-submit drivers, and write each
mw_* case's plans and event_log.json from that run.

- The Jupyter guide (`00- PySpark Guide.ipynb`): one `spark-submit ../ykanakaraju-pyspark/nbdriver.py "<notebook>"`
  (the ykanakaraju family's notebook driver, as it is: every code cell in order, unchanged, in one namespace holding
  `spark` and `sc`, `!`/`%` lines blanked, `%%` cells skipped, a cell that raises reported and the next one run, each
  cell compiled under `<root>/<cell N>`), from the root of a fresh scratch copy of the laid-out repository
  (/tmp/mw_work/work/<program>/), where its `!wget` download, `cars.csv`, is generated (make_data.py). Its
  `import findspark` gets ../olist-pyspark/standin/findspark.py (`init()` does nothing) on PYTHONPATH; its
  `SparkSession.builder.master("local[*]").getOrCreate()` gets the session spark-submit started.
- The Databricks labs: one `spark-submit ../david-lyle-databricks/nadriver.py <notebook> ...` (the na family's
  driver, as it is, over the sv/gn/dm/udemy drivers: cells split at `COMMAND ----------`, `%sql` and SQL cells
  statement by statement through spark.sql and displayed, recorded as action `sql` at the statement's first code
  line, `%python` cells under the notebook's own path and lines, `%run` of a notebook by its path, a failing cell or
  statement reported and the run going on), the notebooks in that order in one session, from the root of a scratch
  copy. Every lab `%run`s `../Includes/Classroom-Setup-<lab>`, which the repository lacks: our stand-ins
  (standin/Includes/, copied next to the scratch copy, where `../Includes` from its root lands) make the lesson's
  database and the `DA` object and `da.*` confs the labs read. DBFS is the default file system
  (../daheemattana-databricks/standin/DbfsLocalFileSystem.java) served from a fresh copy per program of the
  generated Academy datasets; managed tables under `dbfs:/user/hive/warehouse`. Databricks' `spark` and `display`
  (a `show()`) come from ../sbe-practice/hooks/sitecustomize.py, `dbutils` from nadriver.py.
- Session options from the command line: local[1], 4 shuffle partitions, UTC, AQE on, no UI, event log on,
  `-XX:ActiveProcessorCount=1`; the programs in NO_BROADCAST also with spark.sql.autoBroadcastJoinThreshold=-1.
- Plans: the etl2 family's query-execution listener (../etl2-projects/PlanListener.java, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the etl family's action hook (../etl-projects/hooks/
  sitecustomize.py, as it is) records each Python action's calling line and the plans written meanwhile, nbdriver's
  Recorder each SQL statement.
- `event_log.json`: codemap's reader on the same run's event log, the execution whose plan is the case's, plus
  `description_rank` (../program_runs.py). Raw logs stay in /tmp/mw_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/mwfk-notebooks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import make_data  # noqa: E402
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

# The rajdump family's fallback match, loaded by its path (importing it sets lib.find_execution to it): where no
# execution has the explained plan, the final plan's numbered operators only (an initial plan's CollectLimit that
# AQE dropped, printed under `== Initial Plan ==`, is no node of the event log's executed plan).
_rd = importlib.util.spec_from_file_location("rd_capture", HERE.parent / "rajdump-databricks" / "capture.py")
_rd_module = importlib.util.module_from_spec(_rd)
_rd.loader.exec_module(_rd_module)

BENCH = HERE.parents[1]
SLUG = "mwfk__databricks-pyspark-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/mwfk-notebooks/capture.py"
NBDRIVER = HERE.parent / "ykanakaraju-pyspark" / "nbdriver.py"       # the ykanakaraju notebook driver, as it is
NADRIVER = HERE.parent / "david-lyle-databricks" / "nadriver.py"     # the na family's Databricks driver, as it is
NB_HOOKS = HERE.parent / "databricks-cookbook" / "hooks"              # runs ../etl-projects/hooks/sitecustomize.py
FINDSPARK = HERE.parent / "olist-pyspark" / "standin"                 # a no-op findspark.init()
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                    # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java"]
INCLUDES = HERE / "standin" / "Includes"                              # our Classroom-Setup-* stand-ins

GUIDE = "00- PySpark Guide.ipynb"
L22 = "DE 2.2L - Manipulating Tables with Delta Lake Lab.sql"
L24 = "DE 2.4L - Delta Lake Versioning, Optimization, and Vacuuming Lab.sql"
L33 = "DE 3.3L - Databases, Tables & Views Lab.sql"
L45 = "DE 4.5L - Extract and Load Data Lab.sql"
L49 = "DE 4.9L - Reshaping Data Lab.sql"
L53 = "DE 5.3L - Python for SQL Lab.py"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "guide": [GUIDE],
    "labs": [L22, L24, L33, L45, L49, L53],
    "reshape_nobc": [L49],
}
NO_BROADCAST = {"reshape_nobc"}

# case id, part, program, line (in the cell, or in the notebook file), action, occurrence (1-based among that line's
# calls of the action), plan (the n-th plan the call wrote, -1 the last), cell (0-based among all the guide's cells;
# None for a Databricks notebook) and file. The split is fixed here before any label is written: positions 2 and 5
# of every five held out.
CASES: list[tuple] = [
    ("mw_guide_read_show5", "dev", "guide", 5, "show", 1, -1, 34, GUIDE),  # 1
    ("mw_guide_withcolumn_concat_show", "heldout", "guide", 7, "show", 1, -1, 73, GUIDE),  # 2
    ("mw_guide_groupby_origin_model_show", "dev", "guide", 2, "show", 1, -1, 81, GUIDE),  # 3
    ("mw_beans_insert_values_sql", "dev", "labs", 95, "sql", 1, -1, None, L22),  # 4
    ("mw_guide_filter_two_conditions_count", "heldout", "guide", 5, "count", 1, -1, 89, GUIDE),  # 5
    ("mw_guide_distinct_origin_model_show", "dev", "guide", 2, "show", 1, -1, 92, GUIDE),  # 6
    ("mw_weather_managed_ctas_sql", "heldout", "labs", 131, "sql", 1, 1, None, L33),  # 7
    ("mw_guide_groupby_orderby_show", "dev", "guide", 2, "show", 1, -1, 96, GUIDE),  # 8
    ("mw_reshape_pivot_count", "dev", "labs", 111, "count", 1, -1, None, L49),  # 9
    ("mw_reshape_clickpaths_count", "heldout", "labs", 111, "count", 2, -1, None, L49),  # 10
    ("mw_guide_union_count", "dev", "guide", 7, "count", 1, -1, 99, GUIDE),  # 11
    ("mw_guide_unionbyname_show", "heldout", "guide", 5, "show", 1, -1, 101, GUIDE),  # 12
    ("mw_celsius_global_view_sql", "dev", "labs", 463, "sql", 1, -1, None, L33),  # 13
    ("mw_demo_table_try_display", "dev", "labs", 145, "show", 1, -1, None, L53),  # 14
    ("mw_demo_table_ca_sql", "heldout", "labs", 209, "sql", 1, -1, None, L53),  # 15
    ("mw_guide_date_add_max_show", "dev", "guide", 5, "show", 1, -1, 122, GUIDE),  # 16
    ("mw_guide_join_select_show", "heldout", "guide", 2, "show", 1, -1, 125, GUIDE),  # 17
    ("mw_events_json_count", "dev", "labs", 91, "count", 1, -1, None, L45),  # 18
    ("mw_guide_sql_count_temp_view", "dev", "guide", 8, "show", 1, -1, 129, GUIDE),  # 19
    ("mw_reshape_clickpaths_nobc_count", "heldout", "reshape_nobc", 111, "count", 2, -1, None, L49),  # 20
    ("mw_guide_dropduplicates_show", "dev", "guide", 9, "show", 1, -1, 158, GUIDE),  # 21
    ("mw_beans_pinto_filter_count", "heldout", "labs", 190, "count", 1, -1, None, L22),  # 22
]


def build() -> Path:
    return program_runs.build_jar(WORK, "mw-capture.jar", *STANDINS)


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    notebooks = PROGRAMS[key]
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, GUIDE, SLUG)
    plans, actions = out / "plans", out / "actions.jsonl"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            *(["spark.sql.autoBroadcastJoinThreshold=-1"] if key in NO_BROADCAST else [])]
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1", "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    if notebooks == [GUIDE]:
        make_data.write_cars(root)
        env["PYTHONPATH"] = f"{NB_HOOKS}:{FINDSPARK}"
        conf.append(f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}")
        args = [str(NBDRIVER), GUIDE]
    else:
        includes = root.parent / "Includes"
        shutil.rmtree(includes, ignore_errors=True)
        shutil.copytree(INCLUDES, includes)
        dbfs = make_data.fresh(WORK / "work" / f"{key}.data")
        env.update({"PYSPARK_DRIVER_PYTHON": sys.executable, "PYTHONPATH": str(SBE_HOOKS),
                    "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "NA_WIDGETS": json.dumps({}),
                    "NA_DRIVER_OUT": str(out / "driver.txt")})
        conf += ["spark.hadoop.fs.dbfs.impl=dmcapture.DbfsLocalFileSystem", "spark.hadoop.fs.defaultFS=dbfs:///",
                 f"spark.hadoop.dm.dbfs.root={dbfs}", "spark.sql.warehouse.dir=dbfs:/user/hive/warehouse"]
        args = [str(NADRIVER), *notebooks]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf, env=env)
    return out


def site_of(key: str, a: dict) -> str:
    return f"{a['file']} line {a['line']}"


def place(key: str, case: tuple) -> tuple[str, str]:
    """A guide call (the hook names its cell) by the notebook, cell and line; a lab's by file and line."""
    line, cell, file = case[3], case[7], case[8]
    if cell is not None:
        return f"<cell {cell}>", f"{file} cell {cell} line {line}"
    return file, f"{file}:{line}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, site_of=site_of,
                                    prepare=make_data.write_datasets)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
