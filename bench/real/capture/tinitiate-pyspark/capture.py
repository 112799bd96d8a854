"""Run tinitiateprime/tinitiate-pyspark's PySpark-basics notebooks (pyspark-basics/<topic>/NN_*.ipynb) and the
combined DQL notebook (pyspark-notebooks/01_...) unchanged, cell by cell, as spark-submit drivers, and write each tn_*
case's plans and event_log.json from that run.

- A notebook is one `spark-submit ../databricks-cookbook/nbdriver.py "pyspark-basics/<topic>/NN_x.ipynb"` (the
  cookbook family's notebook driver, used as it is: every code cell in order, unchanged, in one namespace, each
  compiled under `<root>/<cell N>`), from the notebook's own folder in a fresh scratch copy of the laid-out
  repository (/tmp/tn_work/work/<program>/), as JupyterLab runs it: the notebooks look for their inputs in
  `Path.cwd() / "data"` first. The notebooks' own `SparkSession.builder.appName(...).getOrCreate()` returns the
  session spark-submit started.
- Session options from the command line: local[1], 4 shuffle partitions, UTC, AQE on, no UI; the programs in
  NO_BROADCAST also with spark.sql.autoBroadcastJoinThreshold=-1 (sort-merge joins, as real sizes give).
- Inputs: the repository's own generators, unchanged (pyspark-basics/scripts/generate_training_csv.py and
  generate_training_parquet.py, run with small record counts and one file per table, emp in four parquet parts),
  their files given the names the notebooks read (`emp.csv` ... `emp_projects.csv`, `dept.parquet` ...
  `emp_projects.parquet`, `emp_part_000N.parquet`) in a `data/` folder beside each notebook (make_data()). The
  repository ignores `data/` (its .gitignore) and holds none.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the action hook (`../etl-projects/hooks/sitecustomize.py`,
  run as it is from ../databricks-cookbook/hooks/) records each action's calling line (`<cell N>`, line in the cell)
  and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log, the execution whose plan is the case's, plus
  `description_rank` (../program_runs.py). Raw logs stay in /tmp/tn_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/tinitiate-pyspark/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
COOKBOOK = HERE.parent / "databricks-cookbook"
NBDRIVER = COOKBOOK / "nbdriver.py"          # the cookbook family's notebook driver, as it is
HOOKS = COOKBOOK / "hooks"                   # runs ../etl-projects/hooks/sitecustomize.py as it is
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "tinitiateprime__tinitiate-pyspark"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/tn_work")
RUNNER = "bench/real/capture/tinitiate-pyspark/capture.py"
PB = "pyspark-basics/"

# program key -> notebook path from the repository root. Not run: pyspark-basics/dql_clauses/01_select.ipynb (not a
# notebook: a Python text file under an .ipynb name, which Jupyter cannot open), pyspark-notebooks/02_join_performance
# (IPython HTML display, 1,000,000-row generated folders in six formats), the string functions and the other
# operators/aggregates (look-alike one-scan selects; in the haystack), pyspark-database / pyspark-datalake (Postgres,
# MinIO, Iceberg).
PROGRAMS: dict[str, str] = {
    "so1": PB + "set_operations/01_union.ipynb",
    "so2": PB + "set_operations/02_union_all.ipynb",
    "so3": PB + "set_operations/03_intersect.ipynb",
    "so4": PB + "set_operations/04_except.ipynb",
    "j1": PB + "joins/01_inner_join.ipynb",
    "j2": PB + "joins/02_left_outer_join.ipynb",
    "j4": PB + "joins/04_full_outer_join.ipynb",
    "j5": PB + "joins/05_multiple_tables.ipynb",
    "j6": PB + "joins/06_non_equi_join.ipynb",
    "w1": PB + "analytical_functions/01_row_number_rank_dense_rank.ipynb",
    "w3": PB + "analytical_functions/03_lag_lead.ipynb",
    "w4": PB + "analytical_functions/04_first_last_value.ipynb",
    "ag4": PB + "aggregate_functions/04_by_group.ipynb",
    "d3": PB + "dql_clauses/03_group_by.ipynb",
    "d4": PB + "dql_clauses/04_having.ipynb",
    "o6": PB + "operators/06_exists_not_exists.ipynb",
    "nb1": "pyspark-notebooks/01_dql_select_where_group_having_order.ipynb",
}
NO_BROADCAST = {"j1", "j5"}       # run with spark.sql.autoBroadcastJoinThreshold=-1

# case id, part, program, line (in the cell), action, occurrence (1-based among that cell line's calls of the
# action), plan (the n-th plan the call wrote, -1 the last), cell (0-based among all the notebook's cells). The split
# is fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("tn_union_sql", "dev", "so1", 8, "show", 1, -1, 11),
    ("tn_union_distinct_df", "heldout", "so1", 1, "show", 1, -1, 11),
    ("tn_union_all_sql", "dev", "so2", 8, "show", 1, -1, 11),
    ("tn_intersect_df", "dev", "so3", 1, "show", 1, -1, 11),
    ("tn_intersect_sql", "heldout", "so3", 8, "show", 1, -1, 11),
    ("tn_except_sql", "dev", "so4", 8, "show", 1, -1, 11),
    ("tn_subtract_df", "heldout", "so4", 1, "show", 1, -1, 11),
    ("tn_inner_join_smj_df", "dev", "j1", 1, "show", 1, -1, 9),
    ("tn_left_join_sql", "dev", "j2", 8, "show", 1, -1, 9),
    ("tn_full_outer_join_df", "heldout", "j4", 1, "show", 1, -1, 9),
    ("tn_three_table_join_sql", "dev", "j5", 12, "show", 1, -1, 9),
    ("tn_non_equi_join_df", "heldout", "j6", 3, "show", 1, -1, 9),
    ("tn_rank_window_df", "dev", "w1", 6, "show", 1, -1, 11),
    ("tn_lag_lead_sql", "dev", "w3", 16, "show", 1, -1, 11),
    ("tn_first_last_value_sql", "heldout", "w4", 25, "show", 1, -1, 11),
    ("tn_join_group_by_sql", "dev", "ag4", 18, "show", 1, -1, 9),
    ("tn_group_by_df", "heldout", "d3", 5, "show", 1, -1, 8),
    ("tn_nb_group_by_df", "dev", "nb1", 5, "show", 1, -1, 12),
    ("tn_having_sql", "dev", "d4", 14, "show", 1, -1, 8),
    ("tn_not_exists_sql", "heldout", "o6", 22, "show", 1, -1, 9),
]

# small record counts: 10 depts, 200 employees (four parquet parts of 50), 10 projects, 2,000 emp_projects,
# 200 salary grades (700-10,649; every salary of 200 employees falls in one)
DEPT, EMP, PROJECTS, SALGRADE, EMP_PER_PART = 10, 200, 10, 200, 50


def make_data(work: Path) -> Path:
    """The notebooks' inputs from the repository's own generators (run unchanged from the laid-out copy's
    pyspark-basics/scripts/), given the names the notebooks read: one csv per table, one parquet file per table but
    emp (emp_part_0001..0004.parquet). Written once to WORK/data."""
    data = work / "data"
    shutil.rmtree(data, ignore_errors=True)
    scripts = REPO / "pyspark-basics" / "scripts"
    raw = work / "generated"
    shutil.rmtree(raw, ignore_errors=True)
    counts = ["--dept-records", str(DEPT), "--emp-records", str(EMP), "--project-records", str(PROJECTS),
              "--salgrade-records", str(SALGRADE)]
    env = {"PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run([sys.executable, str(scripts / "generate_training_csv.py"), "--output-dir", str(raw / "csv"),
                    *counts, "--dept-rows-per-file", "1000", "--emp-rows-per-file", "1000000",
                    "--project-rows-per-file", "1000", "--emp-projects-rows-per-file", "1000000",
                    "--salgrade-rows-per-file", "1000000"], check=True, env=env)
    subprocess.run([sys.executable, str(scripts / "generate_training_parquet.py"), "--output-dir",
                    str(raw / "parquet_emp"), *counts, "--rows-per-file", str(EMP_PER_PART),
                    "--skip-emp-projects"], check=True, env=env)
    subprocess.run([sys.executable, str(scripts / "generate_training_parquet.py"), "--output-dir",
                    str(raw / "parquet"), *counts, "--rows-per-file", "1000000"], check=True, env=env)
    data.mkdir(parents=True)
    for table in ("emp", "dept", "salgrade", "projects", "emp_projects"):
        shutil.copy(raw / "csv" / f"{table}_part_0001.csv", data / f"{table}.csv")
        if table != "emp":
            shutil.copy(raw / "parquet" / table / f"{table}_part_0001.parquet", data / f"{table}.parquet")
    for part in sorted((raw / "parquet_emp" / "emp").glob("emp_part_*.parquet")):
        shutil.copy(part, data / part.name)
    return data


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "tn-capture.jar")


def prepare() -> None:
    make_data(WORK)


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "pyspark-basics/set_operations/03_intersect.ipynb",
                                     SLUG, ignore=shutil.ignore_patterns("cloud-storage", ".tmp_pycache", "*.png",
                                                                         "*.jpg", "pyspark-database",
                                                                         "pyspark-datalake"))
    notebook = PROGRAMS[key]
    folder = (root / notebook).parent
    shutil.copytree(WORK / "data", folder / "data")
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": f"{HOOKS}", "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}",
            *(["spark.sql.autoBroadcastJoinThreshold=-1"] if key in NO_BROADCAST else [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(NBDRIVER), notebook],
               cwd=folder, conf=conf, env=env)
    return out


def site_of(key: str, a: dict) -> str:
    return f"{a['file']} line {a['line']}"


def place(key: str, case: tuple) -> tuple[str, str]:
    """A notebook's call (the hook names its cell) by the notebook, cell and line."""
    line, cell = case[3], case[7]
    return f"<cell {cell}>", f"{PROGRAMS[key]} cell {cell} line {line}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=place, site_of=site_of, prepare=prepare)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
