"""Run AminHmimou/Pyspark-Projects' notebooks unchanged, cell by cell, as spark-submit drivers, and its one script with
spark-submit, and write each ol_* case's plans and event_log.json from that run.

- A notebook is one `spark-submit ../ykanakaraju-pyspark/nbdriver.py "<notebook file>"` (the ykanakaraju family's
  notebook driver, used as it is: every code cell in order, unchanged, in one namespace holding `spark` and `sc`,
  `!pip` lines blanked, a cell that raises reported and the next one run, each cell compiled under
  `<folder>/<cell N>`), from the notebook's own folder in a fresh scratch copy of the laid-out repository
  (/tmp/ol_work/work/<program>/), where Credit_Card.ipynb reads its committed `loan.csv` and `credit card.csv` by
  relative path. The notebooks' own builders (`SparkSession.builder.appName(...).getOrCreate()`) get the session
  spark-submit started; application.ipynb's `SparkContext(appName='myapp')` and Olympics.ipynb's
  `SparkContext(conf)` raise (a context is running), as a second context would in a live notebook.
- `Sales_Data.py` is `spark-submit Sales_Data.py` from `Pyspark Projects/Sales/` of the scratch copy (it reads
  `sales_data.csv` by relative path and writes `top_product.csv` and `monthly_sales.json` there).
- Session options from the command line: local[1], 4 shuffle partitions, UTC, AQE on, no UI, event log on; the
  programs in NO_BROADCAST also with spark.sql.autoBroadcastJoinThreshold=-1 (sort-merge joins, as real sizes give).
- Inputs: the Colab notebooks' absolute `/content/...` paths reach generated files (make_data.py) through a symbolic
  link `/content` made for that run only and removed after it (as the zaleslaw and hari families served their
  `/home/...` paths); `Pyspark Projects/Sales/txn.csv`, whose blob the snapshot lacks, is generated into the scratch
  copy. Credit_Card.ipynb's `import findspark` (not installed here) gets `standin/findspark.py` (`init()` does
  nothing: spark-submit has PySpark on the path already) on PYTHONPATH for that run only.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, run as it is from ../databricks-cookbook/hooks/) records each action's calling line
  (`<cell N>` and the line in the cell, or `Sales_Data.py` and its line) and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log, the execution whose plan is the case's, plus
  `description_rank` (../program_runs.py). Raw logs stay in /tmp/ol_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/olist-pyspark/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
NBDRIVER = HERE.parent / "ykanakaraju-pyspark" / "nbdriver.py"    # the ykanakaraju family's notebook driver, as it is
HOOKS = HERE.parent / "databricks-cookbook" / "hooks"             # runs ../etl-projects/hooks/sitecustomize.py as it is
STANDIN = HERE / "standin"                                        # findspark, for Credit_Card.ipynb only
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "aminhmimou__pyspark-projects"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/ol_work")
RUNNER = "bench/real/capture/olist-pyspark/capture.py"
CONTENT = Path("/content")      # the Colab notebooks read /content/<file>

# program key -> file from the repository root. Every notebook and the script are run.
PROGRAMS: dict[str, str] = {
    "fl": "Pyspark Projects/Flights/Flights.ipynb",
    "om": "Pyspark Projects/Olympics/Olympics.ipynb",
    "ap": "Pyspark Projects/app/application.ipynb",
    "cc": "Pyspark Projects/Sales/Credit_Card.ipynb",
    "sd": "Pyspark Projects/Sales/Sales_Data.py",
}
COLAB = {"fl", "om", "ap"}      # runs that read /content/... (a link to generated files)
NO_BROADCAST: set[str] = set()
SETTINGS: dict[str, list[str]] = {}

# case id, part, program, line (in the cell, or in the script), action, occurrence (1-based among that line's calls
# of the action), plan (the n-th plan the call wrote, -1 the last), cell (0-based among all the notebook's cells;
# None for the script). The split is fixed here before any label is written: positions 2 and 5 of every five held
# out.
CASES: list[tuple] = [
    ("ol_airport_left_join_show", "dev", "fl", 2, "show", 1, -1, 91),
    ("ol_loan_category_count_orderby_show", "heldout", "cc", 2, "show", 1, -1, 8),
    ("ol_medals_silver_filter_select_show", "dev", "om", 1, "show", 1, -1, 27),
    ("ol_top_products_csv_write", "dev", "sd", 42, "csv", 1, -1, None),
    ("ol_pandas_udf_plus_one_show", "heldout", "fl", 5, "show", 1, -1, 44),
    ("ol_people_dropduplicates_count", "dev", "ap", 1, "count", 2, -1, 68),
    ("ol_planes_join_casts_show", "heldout", "fl", 3, "show", 1, -1, 100),
    ("ol_txn_withdrawal_max_orderby_show", "dev", "cc", 1, "show", 1, -1, 23),
    ("ol_explode_numbers_show", "dev", "om", 2, "show", 1, -1, 39),
    ("ol_monthly_sales_json_write", "heldout", "sd", 43, "json", 1, -1, None),
    ("ol_flights_describe_show", "dev", "fl", 1, "show", 1, -1, 68),
    ("ol_fifa_sql_describe_show", "heldout", "ap", 1, "show", 1, -1, 88),
    ("ol_cogroup_apply_in_pandas_show", "dev", "fl", 4, "show", 1, -1, 51),
    ("ol_loan_distinct_count", "dev", "cc", 1, "count", 1, -1, 7),
    ("ol_names_distinct_show", "heldout", "om", 1, "show", 1, -1, 73),
    ("ol_month_dest_avg_delay_show", "dev", "fl", 1, "show", 1, -1, 88),
    ("ol_txn_balance_sum_orderby_show", "heldout", "cc", 1, "show", 1, -1, 26),
    ("ol_map_in_pandas_show", "dev", "fl", 5, "show", 1, -1, 45),
    ("ol_dropduplicates_age_show", "dev", "om", 1, "show", 1, -1, 75),
    ("ol_people_sql_male_count", "heldout", "ap", 1, "count", 2, -1, 77),
    ("ol_ml_pipeline_show", "dev", "fl", 1, "show", 1, -1, 109),
    ("ol_pdx_min_distance_show", "heldout", "fl", 1, "show", 1, -1, 81),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "ol-capture.jar")


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS["fl"], SLUG)
    file = Path(PROGRAMS[key])
    folder = root / file.parent
    make_data.write_txn(root / "Pyspark Projects" / "Sales")
    content = WORK / "work" / f"{key}.content"
    shutil.rmtree(content, ignore_errors=True)
    make_data.write_content(content)
    plans, actions = out / "plans", out / "actions.jsonl"
    path = [str(HOOKS)] + ([str(STANDIN)] if key == "cc" else [])
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": ":".join(path), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(folder), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}",
            *(["spark.sql.autoBroadcastJoinThreshold=-1"] if key in NO_BROADCAST else []), *SETTINGS.get(key, [])]
    args = [str(NBDRIVER), file.name] if file.suffix == ".ipynb" else [file.name]
    if key in COLAB:
        if CONTENT.is_symlink() or CONTENT.exists():
            raise SystemExit(f"{CONTENT} exists; not touching it")
        CONTENT.symlink_to(content)
    try:
        lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args],
                   cwd=folder, conf=conf, env=env)
    finally:
        if key in COLAB and CONTENT.is_symlink():
            CONTENT.unlink()
    return out


def site_of(key: str, a: dict) -> str:
    return f"{a['file']} line {a['line']}"


def place(key: str, case: tuple) -> tuple[str, str]:
    """A notebook's call (the hook names its cell) by the notebook, cell and line; the script's by file and line."""
    line, cell = case[3], case[7]
    if cell is None:
        return Path(PROGRAMS[key]).name, f"{PROGRAMS[key]}:{line}"
    return f"<cell {cell}>", f"{PROGRAMS[key]} cell {cell} line {line}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=place, site_of=site_of)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
