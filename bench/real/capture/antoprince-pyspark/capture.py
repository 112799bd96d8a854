"""Run antoprince001/pyspark-practice's code unchanged with spark-submit, one run per program, and write each ap_* case's
plans and event_log.json from that run.

- A StrataScratch snippet (`pyspark-snippets/NNNN-*.py`: top-level code over tables the platform predefines as
  DataFrames) is one `spark-submit ../stratascratch-pyspark/run_solution.py pyspark-snippets/<file>` from the root of
  a fresh scratch copy of the laid-out repository (/tmp/ap_work/work/<program>/): the stratascratch family's driver,
  used as it is, reads each table the file names from the generated Parquet file of that name (make_data.py,
  SS_DATA=/tmp/ap_work/data) and runs the file with runpy.run_path, its tables as globals, every line its own.
- A Jupyter notebook is one `spark-submit ../ykanakaraju-pyspark/nbdriver.py "<notebook>"` from the same kind of
  scratch copy: the ykanakaraju family's notebook driver, used as it is, runs every code cell in order in one
  namespace holding `spark` and `sc`, each cell compiled as `<cell N>`; its hooks (../ykanakaraju-pyspark/hooks/,
  on PYTHONPATH as they are) give the Databricks notebooks `display(df)` (a `show()`) and run the etl family's action
  hook. The Databricks notebook's `dbfs:/FileStore/...` read is served by the ykanakaraju family's file system
  stand-in (../ykanakaraju-pyspark/standin/DriveLocalFileSystem.java, compiled as it is) from
  /tmp/ap_work/work/<program>.drives/dbfs/, where make_data.py writes races.csv.
- Sessions (command line): local[1], 4 shuffle partitions, UTC, no UI, AQE on, `-XX:ActiveProcessorCount=1` for the
  driver, event log on; broadcast joins off (spark.sql.autoBroadcastJoinThreshold=-1) for the programs marked so.
- Plans: the etl2 family's query-execution listener (../etl2-projects/PlanListener.java, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the action hook records each action's calling line (a
  notebook's as `<cell N>` and the line in the cell) and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log (../databricks__learningsparkv2/
  capture_event_logs_lib.py), the execution whose plan is the case's, plus `description_rank` (../program_runs.py).
  Raw logs stay in /tmp/ap_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/antoprince-pyspark/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CAPTURE = HERE.parent
SOLUTION_DRIVER = CAPTURE / "stratascratch-pyspark" / "run_solution.py"   # the ss_ family's driver, as it is
NB_DRIVER = CAPTURE / "ykanakaraju-pyspark" / "nbdriver.py"                # the yk_ family's notebook driver
HOOKS = CAPTURE / "ykanakaraju-pyspark" / "hooks"                          # display(); runs the etl family's hook
STANDIN = CAPTURE / "ykanakaraju-pyspark" / "standin" / "DriveLocalFileSystem.java"
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402
sys.path.insert(0, str(CAPTURE))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "antoprince001__pyspark-practice"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/antoprince-pyspark/capture.py"
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]
SN = "pyspark-snippets/"

# program key -> (file from the repository root, extra session settings). Not run: the other snippets (single
# filters, orderBy + limit, groupBy + count look-alikes of chosen shapes; 0035/0036 begin with `--` SQL comments and
# 0048/0049 mix tabs and spaces, so Python cannot compile them), the notebooks that read the author's absolute
# /Users/... csv files or a Great Expectations install, and the Databricks notebooks that write to /mnt/.
PROGRAMS: dict[str, tuple[str, list[str]]] = {
    "s01": (SN + "0001-amazon-workers-with-highest-salaries.py", []),
    "s03": (SN + "0003-meta-reacted-with-heart.py", []),
    "s08": (SN + "0008-glassdoor-avg-salaries.py", []),
    "s09": (SN + "0009-shopify-order-details.py", NO_BROADCAST),
    "s12": (SN + "0012-amazon-no-of-shipments.py", []),
    "s16": (SN + "0016-google-activity-rank.py", []),
    "s17": (SN + "0017-amazon-finding-user-purchases.py", []),
    "s18": (SN + "0018-tesla-new-products.py", []),
    "s21": (SN + "0021-airbnb-hosts-and-guests.py", NO_BROADCAST),
    "s23": (SN + "0023-income-by-title-and-gender.py", []),
    "s27": (SN + "0027-google-top-percentile-fraud.py", []),
    "s29": (SN + "0029-twitter-highest-salary-in-department.py", []),
    "s32": (SN + "0032-amazon-second-highest-salary.py", []),
    "s33": (SN + "0033-microsoft-word-count.py", []),
    "s44": (SN + "0044-amazon-no-order-customers.py", []),
    "s45": (SN + "0045-deloitte-election-results.py", []),
    "ops1": ("PySpark Dataframe - Operations 1.ipynb", []),
    "ops2": ("PySpark Dataframe - Operations 2.ipynb", []),
    "races": ("Databricks_notebooks/2_Ingest_Races_CSV.ipynb", []),
}

# case id, part, program, line, action, occurrence (1-based among that line's calls of the action), plan (the n-th
# plan the call wrote, -1 the last), cell (notebooks: 0-based among all cells; the line is inside it). The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("ap_worker_max_filter_join_topandas", "dev", "s01", 12, "toPandas", 1, -1, None),
    ("ap_heart_filter_join_distinct_topandas", "heldout", "s03", 12, "toPandas", 1, -1, None),
    ("ap_glassdoor_partition_avg_topandas", "dev", "s08", 10, "toPandas", 1, -1, None),
    ("ap_shopify_isin_join_orderby_smj_topandas", "dev", "s09", 20, "toPandas", 1, -1, None),
    ("ap_nb_ops1_group_agg_where_show", "heldout", "ops1", 9, "show", 1, -1, 23),
    ("ap_shipments_count_distinct_orderby_topandas", "dev", "s12", 8, "toPandas", 1, -1, None),
    ("ap_gmail_count_row_number_topandas", "heldout", "s16", 18, "toPandas", 1, -1, None),
    ("ap_purchases_self_join_nonequi_topandas", "dev", "s17", 14, "toPandas", 1, -1, None),
    ("ap_nb_ops1_full_outer_join_show", "dev", "ops1", 3, "show", 1, -1, 27),
    ("ap_tesla_count_distinct_join_topandas", "heldout", "s18", 12, "toPandas", 1, -1, None),
    ("ap_hosts_guests_two_key_join_smj_topandas", "dev", "s21", 10, "toPandas", 1, -1, None),
    ("ap_nb_ops1_self_join_select_show", "heldout", "ops1", 7, "show", 1, -1, 30),
    ("ap_income_bonus_sum_join_avg_topandas", "dev", "s23", 10, "toPandas", 1, -1, None),
    ("ap_fraud_percent_rank_topandas", "dev", "s27", 12, "toPandas", 1, -1, None),
    ("ap_nb_ops2_udf_select_show", "heldout", "ops2", 4, "show", 1, -1, 7),
    ("ap_twitter_max_join_two_keys_topandas", "dev", "s29", 20, "toPandas", 1, -1, None),
    ("ap_second_highest_dense_rank_topandas", "heldout", "s32", 13, "toPandas", 1, -1, None),
    ("ap_nb_ops1_sql_inner_join_show", "dev", "ops1", 9, "show", 1, -1, 31),
    ("ap_word_count_explode_topandas", "dev", "s33", 14, "toPandas", 1, -1, None),
    ("ap_no_order_except_all_join_topandas", "heldout", "s44", 16, "toPandas", 1, -1, None),
    ("ap_nb_races_partitioned_parquet_write", "dev", "races", 1, "parquet", 1, -1, 11),
    ("ap_election_vote_share_topandas", "heldout", "s45", 25, "toPandas", 1, -1, None),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "ap-capture.jar", STANDIN)


def drives(key: str) -> Path:
    root = WORK / "work" / f"{key}.drives"
    shutil.rmtree(root, ignore_errors=True)
    make_data.write_races(root / "dbfs")
    return root


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, SN + "0001-amazon-workers-with-highest-salaries.py",
                                     SLUG)
    fsroot = drives(key)
    plans, actions = out / "plans", out / "actions.jsonl"
    file, extra = PROGRAMS[key]
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "SS_DATA": str(make_data.DATA)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}",
            f"spark.hadoop.yk.fs.root={fsroot}", "spark.hadoop.fs.dbfs.impl=ykcapture.DriveLocalFileSystem", *extra]
    args = [str(NB_DRIVER), file] if file.endswith(".ipynb") else [str(SOLUTION_DRIVER), file]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf, env=env)
    return out


def site_of(key: str, a: dict) -> str:
    return f"{a['file']}:{a['line']}" if not PROGRAMS[key][0].endswith(".ipynb") else f"{a['file']} line {a['line']}"


def place(key: str, case: tuple) -> tuple[str, str]:
    """A snippet's call by its file and line; a notebook's (the hook names its cell) by the notebook, cell and line."""
    file, line, cell = PROGRAMS[key][0], case[3], case[7]
    if file.endswith(".ipynb"):
        return f"<cell {cell}>", f"{file} cell {cell} line {line}"
    return file, f"{file}:{line}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=place, site_of=site_of,
                                    prepare=make_data.write_inputs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
