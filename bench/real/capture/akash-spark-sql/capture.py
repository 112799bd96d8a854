"""Run Akash2351/spark-sql-and-pyspark-using-python3's PySpark lesson notebooks (itversity-material/<section>/NN_*.ipynb)
unchanged, cell by cell, as spark-submit drivers, and write each om_* case's plans and event_log.json from that run.

- A notebook is one `spark-submit ../ykanakaraju-pyspark/nbdriver.py "itversity-material/<section>/NN_x.ipynb"` (the
  ykanakaraju family's notebook driver, used as it is: every code cell in order, unchanged, in one namespace holding
  `spark`, `%%sh` cells skipped, `!hdfs ...` and `%` lines blanked, a cell that raises reported and the next one run,
  each cell compiled under `<root>/<cell N>`), from the root of a fresh scratch copy of the laid-out repository
  (/tmp/om_work/work/<program>/). The notebooks' own `SparkSession.builder....master('yarn').getOrCreate()` returns the
  session spark-submit started; what that builder asks for is given on the command line instead (the warehouse at
  `/user/<user name>/warehouse`; for the metastore lessons in HIVE, Hive support: spark.sql.catalogImplementation=hive
  with a fresh Derby metastore per run), with local[1] for YARN.
- Session options from the command line: local[1], 4 shuffle partitions (most notebooks set 2 themselves), UTC, AQE
  on, no UI, event log on; the programs in NO_BROADCAST also with spark.sql.autoBroadcastJoinThreshold=-1 (sort-merge
  joins, as the lab's real data sizes give); the programs in SETTINGS with their settings (ANSI off for wf07).
- Inputs: the lessons' fixed paths (`/public/...`, the lab's HDFS data sets; `/data/...`, the repository's `data/`
  mounted by its docker-compose; `/user/<name>/...`, the warehouse) are served by our stand-in file system
  (standin/LabDataFileSystem.java, `fs.file.impl`) from /tmp/om_work/lab/{public,data} (make_data.py: the
  repository's own data plus generated stand-ins for what it lacks) and a fresh /tmp/om_work/work/<program>.user/.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, run as it is from ../databricks-cookbook/hooks/) records each action's calling line
  (`<cell N>`, line in the cell) and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log, the execution whose plan is the case's, plus
  `description_rank` (../program_runs.py). Raw logs stay in /tmp/om_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/akash-spark-sql/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import getpass
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
NBDRIVER = HERE.parent / "ykanakaraju-pyspark" / "nbdriver.py"    # the ykanakaraju family's notebook driver, as it is
HOOKS = HERE.parent / "databricks-cookbook" / "hooks"             # runs ../etl-projects/hooks/sitecustomize.py as it is
STANDIN = HERE / "standin" / "LabDataFileSystem.java"
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402
sys.path.insert(0, str(HERE))
import make_data  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "akash2351__spark-sql-and-pyspark-using-python3"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/om_work")
RUNNER = "bench/real/capture/akash-spark-sql/capture.py"
IM = "itversity-material/"
BT, JN, WF, MS, SP = (IM + "12_basic_transformations_using_pyspark/", IM + "13_joining_data_sets_using_pyspark/",
                      IM + "14_windowing_functions_using_pyspark/", IM + "15_spark_metastore_using_pyspark/",
                      IM + "16_special_data_types_in_spark_data_frames/")
DF = "_using_pyspark_dataframe_apis.ipynb"

# program key -> notebook path from the repository root. Not run: the Scala-kernel notebooks (Apache Toree %%sql
# cells, Scala cells), the HDFS-command and Python-recap notebooks, sections 08, 10, 11 and the other lessons of 12-16
# (look-alike one-scan lessons, in the haystack). wf02 gave no case (its join cell raises before the show).
PROGRAMS: dict[str, str] = {
    "bt12": BT + "12_aggregate_data_using_groupby_in_pyspark_dataframe_apis.ipynb",
    "bt13": BT + "13_aggregate_data_using_rollup_using_pyspark_dataframe_apis.ipynb",
    "bt16": BT + "16_solution_problem_1" + DF,
    "jn06": JN + "06_using_inner_joins" + DF,
    "jn07": JN + "07_left_or_right_outer_join" + DF,
    "jn08": JN + "08_solutions_problem_1_joins" + DF,
    "jn10": JN + "10_solutions_problem_3_joins" + DF,
    "jn14": JN + "14_solutions_problem_7_joins" + DF,
    "jn15": JN + "15_solutions_problem_8_joins" + DF,
    "wf02": WF + "02_overview_of_windowing_functions_in_pyspark_dataframe_apis.ipynb",
    "wf04": WF + "04_using_rowsBetween_and_rangeBetween" + DF,
    "wf05": WF + "05_ranking_functions" + DF,
    "wf06": WF + "06_using_lead_or_lag" + DF,
    "wf07": WF + "07_using_first_and_last_functions" + DF,
    "ms10": MS + "10_saving_as_partitioned_tables" + DF,
    "ms11": MS + "11_creating_temp_views" + DF,
    "ms12": MS + "12_using_spark_sql_in_pyspark.ipynb",
    "sp04": SP + "04_exploding_arrays_into_records.ipynb",
    "sp07": SP + "07_projecting_struct_and_map_columns.ipynb",
}
NO_BROADCAST = {"jn07", "jn08"}      # run with spark.sql.autoBroadcastJoinThreshold=-1
# Spark 4 runs with ANSI on: the lessons' col('department_id').cast('int') of the HR data's 'null' strings raises
# NumberFormatException there (Spark 2/3, which the course targets, gave null); those runs set ANSI off.
SETTINGS: dict[str, list[str]] = {"wf07": ["spark.sql.ansi.enabled=false"]}
HIVE = {"ms10", "ms11", "ms12"}   # the metastore lessons: Hive tables (ROW FORMAT DELIMITED, LOAD DATA), saveAsTable

# case id, part, program, line (in the cell), action, occurrence (1-based among that cell line's calls of the
# action), plan (the n-th plan the call wrote, -1 the last), cell (0-based among all the notebook's cells). The split
# is fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("om_groupby_filter_sum_avg_show", "dev", "bt12", 13, "show", 1, -1, 16),
    ("om_rollup_filter_order_show", "heldout", "bt13", 10, "show", 1, -1, 27),
    ("om_case_when_expr_agg_show", "dev", "bt16", 8, "show", 1, -1, 21),
    ("om_select_distinct_show", "dev", "bt16", 4, "show", 1, -1, 14),
    ("om_inner_join_select_star_show", "heldout", "jn06", 8, "show", 1, -1, 23),
    ("om_left_join_null_selectexpr_smj_show", "dev", "jn07", 10, "show", 1, -1, 32),
    ("om_left_join_case_sum_order_smj_show", "heldout", "jn07", 5, "show", 1, -1, 43),
    ("om_join_groupby_order_smj_show", "dev", "jn08", 6, "show", 1, -1, 16),
    ("om_left_join_origin_null_count", "dev", "jn10", 4, "count", 1, -1, 16),
    ("om_revenue_daily_show", "heldout", "jn14", 1, "show", 1, -1, 18),
    ("om_rollup_count_distinct_nulls_last_show", "dev", "jn15", 1, "show", 1, -1, 16),
    ("om_lead_flight_window_show", "heldout", "wf06", 19, "show", 1, -1, 11),
    ("om_rows_between_running_sum_show", "dev", "wf04", 16, "show", 1, -1, 11),
    ("om_range_between_sum_show", "dev", "wf04", 16, "show", 1, -1, 21),
    ("om_rank_functions_show", "heldout", "wf05", 19, "show", 1, -1, 10),
    ("om_lead_after_groupby_show", "dev", "wf06", 23, "show", 1, -1, 19),
    ("om_first_value_window_show", "heldout", "wf07", 9, "show", 1, -1, 13),
    ("om_explode_outer_split_show", "dev", "sp04", 3, "show", 1, -1, 30),
    ("om_explode_map_values_show", "dev", "sp07", 1, "show", 1, -1, 14),
    ("om_temp_view_sql_group_order_show", "heldout", "ms11", 6, "show", 1, -1, 20),
    ("om_partitioned_save_as_table_write", "dev", "ms10", 3, "saveAsTable", 1, 1, 18),
    ("om_hive_sql_three_way_join_show", "heldout", "ms12", 16, "show", 1, -1, 29),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "om-capture.jar", STANDIN)


def prepare() -> None:
    make_data.write(WORK / "lab")


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS["jn06"], SLUG,
                                     ignore=shutil.ignore_patterns("data"))
    user = WORK / "work" / f"{key}.user"
    shutil.rmtree(user, ignore_errors=True)
    user.mkdir(parents=True)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-Detl.plans={plans} -Dderby.system.home={user}",
            *([f"spark.sql.catalogImplementation=hive",
               f"spark.hadoop.javax.jdo.option.ConnectionURL=jdbc:derby:;databaseName={user}/metastore_db;create=true"]
              if key in HIVE else []),
            f"spark.sql.warehouse.dir=/user/{getpass.getuser()}/warehouse",
            "spark.hadoop.fs.file.impl=omcapture.LabDataFileSystem",
            "spark.hadoop.fs.file.impl.disable.cache=true",
            f"spark.hadoop.om.fs.map=/public={WORK / 'lab' / 'public'},/data={WORK / 'lab' / 'data'},/user={user}",
            *(["spark.sql.autoBroadcastJoinThreshold=-1"] if key in NO_BROADCAST else []), *SETTINGS.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(NBDRIVER), PROGRAMS[key]],
               cwd=root, conf=conf, env=env)
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
