"""Run ykanakaraju/pyspark's Spark SQL lesson scripts and spark-sql notebooks unchanged with spark-submit, and write
each yk_* case's plans and event_log.json from that one run.

- A script is one `spark-submit spark_sql/X.py`, a notebook one `spark-submit <this folder>/nbdriver.py
  "jupyter_notebooks/spark-sql/X.ipynb"` (cells in order, unchanged), from the root of a fresh scratch copy of the
  laid-out repository (/tmp/codemap_ykcap/work/<program>/). The scripts' own `.config("spark.master", "local")`
  wins over the command line's `local[1]`; `-XX:ActiveProcessorCount=1` for the driver keeps `local[*]` one thread.
  Session options from the command line: 4 shuffle partitions, UTC, AQE on, no UI (scripts that set
  spark.sql.shuffle.partitions themselves override the 4).
- Inputs: the code's fixed Windows paths (`C:\\PySpark\\data\\...`, `E:\\PySpark\\data\\...`) and the notebooks'
  `dbfs:/FileStore/data/empdata.csv` are served by our file system stand-in (standin/DriveLocalFileSystem.java) from
  /tmp/codemap_ykcap/work/<program>.drives/: `C/PySpark/data` a copy of the repository's own `data/` plus the
  generated `retail-data/all/*.csv` (the Definitive Guide's retail data, which the repository lacks; make_data()),
  `E/PySpark/data` a link to it, `dbfs/FileStore/data/empdata.csv` a link to its `empdata.csv`. The driver hook
  (hooks/sitecustomize.py) hands backslash paths to the reader/writer with forward slashes (Hadoop on Linux cannot
  parse them), gives notebooks Databricks' `display`, then runs the etl family's action hook.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the action hook (`../etl-projects/hooks/sitecustomize.py`,
  run as it is) records each action's calling line (for a notebook `<cell N>` and the line in the cell) and the plans
  written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log (../databricks__learningsparkv2/
  capture_event_logs_lib.py), the execution whose plan is the case's (the n-th where one plan ran more than once),
  plus `description_rank` by the `add_description_rank` of ../program_runs.py. Raw logs stay in
  /tmp/codemap_ykcap/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/ykanakaraju-pyspark/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import csv
import random
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOOKS = HERE / "hooks"                                               # ours; it runs ../etl-projects/hooks as it is
STANDIN = HERE / "standin" / "DriveLocalFileSystem.java"
PYLIB = Path("/tmp/codemap_ykcap_pylib")     # findspark (every script imports it): pip install --target PYLIB findspark
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "ykanakaraju__pyspark"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/codemap_ykcap")
RUNNER = "bench/real/capture/ykanakaraju-pyspark/capture.py"
NB = "jupyter_notebooks/spark-sql/"

# program key -> file (path from the repository root); a .ipynb runs through nbdriver.py. Not run: MySQLJDBC.py and
# dataframesDatasourcesJDBC.py (a MySQL / PostgreSQL server), dataframesDatasourcesHive.py, hiveDataSource.py and the
# two Working-with-Hive notebooks (Hive metastore and SerDe tables), pandasDataFrameIntegration.py and
# readingFromCSV.py (pandas reads a Windows path; plans of local pandas frames), the spark_core RDD scripts and
# notebooks (no SQL plan), structured_streaming (streams).
PROGRAMS: dict[str, str] = {
    "agg": "spark_sql/dataframesAggregations.py",
    "aggwin": "spark_sql/dataframesAggregationsWindows.py",
    "basic": "spark_sql/dataframesBasicOperations.py",
    "more": "spark_sql/dataframesBasicOperationsMore.py",
    "joins": "spark_sql/dataframesJoins.py",
    "dates": "spark_sql/workingWithDates.py",
    "intro": "spark_sql/dataframesIntro.py",
    "intro2": "spark_sql/dataframesIntro2.py",
    "dfbasics": "spark_sql/dataframeBasics.py",
    "adv": "spark_sql/dataframesAdvOperations.py",
    "custom": "spark_sql/dataframesCustomSchema.py",
    "schema": "spark_sql/schemaInference.py",
    "schemaprog": "spark_sql/schemaProgrammaticInference.py",
    "dscsv": "spark_sql/dataframesDatasourcesCSV.py",
    "dsjson": "spark_sql/dataframesDatasourcesJSON.py",
    "nb1": NB + "1. Spark-SQL-Basics.ipynb",
    "nb1t": NB + "1.Tables and TempViews.ipynb",
    "nb4": NB + "4.Working with file formats.ipynb",
    "nb5": NB + "5.DataFrame Transformations.ipynb",
    "nb6": NB + "6.Spark-SQL-Joins.ipynb",
    "nb7": NB + "7.Case Study - Movie Data Analysis.ipynb",
}

# case id, part, program, line, action, occurrence (1-based among that line/action's calls), plan (the n-th plan the
# call wrote, -1 the last), cell (notebooks: the cell of the action; None for scripts). The split is fixed here
# before any label is written: the cases in order of name, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("yk_agg_collect_set_show", "dev", "agg", 136, "show", 1, -1, None),
    ("yk_agg_count_distinct_show", "heldout", "agg", 44, "show", 1, -1, None),
    ("yk_agg_groupby_count_show", "dev", "agg", 151, "show", 1, -1, None),
    ("yk_agg_sql_sum_distinct_show", "dev", "agg", 77, "show", 1, -1, None),
    ("yk_aggwin_rank_window_show", "heldout", "aggwin", 69, "show", 1, -1, None),
    ("yk_basic_random_split_count", "dev", "basic", 183, "count", 1, -1, None),
    ("yk_basic_union_where_show", "heldout", "basic", 204, "show", 1, -1, None),
    ("yk_intro_top5_dsl_show", "dev", "intro", 89, "show", 1, -1, None),
    ("yk_intro_top5_sql_show", "dev", "intro", 116, "show", 1, -1, None),
    ("yk_joins_broadcast_left_show", "heldout", "joins", 108, "show", 1, -1, None),
    ("yk_joins_full_outer_drop_show", "dev", "joins", 52, "show", 1, -1, None),
    ("yk_joins_sql_left_anti_show", "heldout", "joins", 61, "show", 1, -1, None),
    ("yk_more_dropdup_subset_show", "dev", "more", 58, "show", 1, -1, None),
    ("yk_nb1_where_group_limit_show", "dev", "nb1", 7, "show", 1, -1, 9),
    ("yk_nb4_wordcount_show", "heldout", "nb4", 6, "show", 1, -1, 60),
    ("yk_nb5_group_agg_show", "dev", "nb5", 14, "show", 1, -1, 14),
    ("yk_nb5_top3_row_number_show", "heldout", "nb5", 1, "show", 1, -1, 84),
    ("yk_nb5_udf_age_group_show", "dev", "nb5", 2, "show", 1, -1, 31),
    ("yk_nb6_semi_join_show", "dev", "nb6", 2, "show", 1, -1, 27),
    ("yk_nb6_sql_three_way_join_show", "heldout", "nb6", 5, "show", 1, -1, 8),
    ("yk_nb7_top_rated_join_show", "dev", "nb7", 16, "show", 1, -1, 8),
]


def make_data(data: Path) -> None:
    """The Definitive Guide's retail data (data/retail-data/all/*.csv), which the repository lacks: two small files
    in its header and formats (InvoiceDate `12/d/2010 H:mm`, the data's first days, which both scripts' patterns,
    `MM/d/yyyy H:mm` and `M/d/yyyy H:mm`, parse; some CustomerID empty)."""
    rnd = random.Random(7)
    out = data / "retail-data" / "all"
    out.mkdir(parents=True, exist_ok=True)
    countries = ["United Kingdom", "France", "Germany", "EIRE", "Spain", "Netherlands"]
    stock = [("85123A", "WHITE HANGING HEART T-LIGHT HOLDER", 2.55), ("71053", "WHITE METAL LANTERN", 3.39),
             ("84406B", "CREAM CUPID HEARTS COAT HANGER", 2.75), ("22752", "SET 7 BABUSHKA NESTING BOXES", 7.65),
             ("21730", "GLASS STAR FROSTED T-LIGHT HOLDER", 4.25), ("22633", "HAND WARMER UNION JACK", 1.85)]
    invoice = 536365
    for n in range(2):
        with open(out / f"online-retail-dataset-{n + 1}.csv", "w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(["InvoiceNo", "StockCode", "Description", "Quantity", "InvoiceDate", "UnitPrice",
                        "CustomerID", "Country"])
            for _ in range(60):
                invoice += rnd.randint(0, 1)
                code, desc, price = rnd.choice(stock)
                customer = "" if rnd.random() < 0.1 else str(rnd.choice([17850, 13047, 12583, 13748, 15100]))
                w.writerow([invoice, code, desc, rnd.choice([1, 2, 3, 6, 8, 12, 24, -1]),
                            f"12/{rnd.randint(1, 9)}/2010 {rnd.randint(8, 17)}:{rnd.randint(0, 59):02d}",
                            price, customer, rnd.choice(countries)])


def drives(key: str) -> Path:
    root = WORK / "work" / f"{key}.drives"
    shutil.rmtree(root, ignore_errors=True)
    data = root / "C" / "PySpark" / "data"
    shutil.copytree(REPO / "data", data)
    make_data(data)
    (root / "E" / "PySpark").mkdir(parents=True)
    (root / "E" / "PySpark" / "data").symlink_to(data)
    (root / "dbfs" / "FileStore" / "data").mkdir(parents=True)
    (root / "dbfs" / "FileStore" / "data" / "empdata.csv").symlink_to(data / "empdata.csv")
    return root


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "yk-capture.jar", STANDIN)


def scratch_copy(dest: Path) -> Path:
    return program_runs.scratch_copy(REPO, dest, "spark_sql/dataframesJoins.py", SLUG,
                                     ignore=shutil.ignore_patterns("*.pdf", "*.dbc"))


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = scratch_copy(WORK / "work" / key)
    fsroot = drives(key)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": f"{HOOKS}:{PYLIB}", "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}",
            f"spark.hadoop.yk.fs.root={fsroot}",
            *(f"spark.hadoop.fs.{s}.impl=ykcapture.DriveLocalFileSystem" for s in ("C", "c", "E", "e", "dbfs"))]
    file = PROGRAMS[key]
    args = [str(HERE / "nbdriver.py"), file] if file.endswith(".ipynb") else [file]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *args], cwd=root, conf=conf, env=env)
    return out



def site_of(key: str, a: dict) -> str:
    return (f"{a['file']}:{a['line']}" if not PROGRAMS[key].endswith(".ipynb") else f"{a['file']} line {a['line']}")


def place(key: str, case: tuple) -> tuple[str, str]:
    """A script's call by its file and line; a notebook's (the hook names its cell) by the notebook, cell and line."""
    line, cell = case[3], case[7]
    if PROGRAMS[key].endswith(".ipynb"):
        return f"<cell {cell}>", f"{PROGRAMS[key]} cell {cell} line {line}"
    return PROGRAMS[key], f"{PROGRAMS[key]}:{line}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=place, site_of=site_of)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
