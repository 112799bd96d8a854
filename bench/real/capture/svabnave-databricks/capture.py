"""Run svabnave/Azure-Data-Engineering-DataBricks-Notebooks' Databricks source notebooks unchanged, cell by cell, with
spark-submit, and write each sv_* case's plans and event_log.json from that run.

- A program is one `spark-submit svdriver.py <notebook> [<notebook> ...]` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/sv_work/work/<program>/): one course module's notebooks in the course's order in one
  session, as notebooks attached to one cluster (each `%run "./Includes/Classroom-Setup"` first, as they start).
  svdriver.py (ours, outside the repository) reuses ../yazuid4-databricks/gndriver.py; `sun.java.command` names
  svdriver.py and the notebooks; the app name is `svdriver.py`.
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `dbutils` and `displayHTML` from svdriver.py.
- Cluster conf that the course's Scala setup cells (not run) would set (SV_CLUSTER_CONF, set by svdriver.py): `com.databricks.training.username`,
  `.userhome` (dbfs:/user/<the author's e-mail that `Create table using Notebook - DBFS Example.py` reads under>)
  and `.azure.datasource` (a placeholder source, SAS conf key and token).
- Inputs (make_data.py): DBFS served as the default file system by ../daheemattana-databricks/standin/
  DbfsLocalFileSystem.java, a fresh copy per program (its writes land there); managed tables under
  `dbfs:/user/hive/warehouse`, as on Databricks.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions (07's notebooks set 8 themselves), UTC, AQE on,
  `-XX:ActiveProcessorCount=1`.
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action with the plans written meanwhile, nbdriver's Recorder each SQL statement.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/svabnave-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

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

BENCH = HERE.parents[1]
SLUG = "svabnave__azure-data-engineering-databricks-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/svabnave-databricks/capture.py"
DRIVER = HERE / "svdriver.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java"]

M03 = "03-Reading-and-writing-data-in-Azure-Databricks"
CSV, JSON_, PARQ = f"{M03}/1.Reading Data - CSV.py", f"{M03}/2.Reading Data - JSON.py", f"{M03}/3.Reading Data - Parquet.py"
TABLES, WRITING = f"{M03}/4.Reading Data - Tables and Views.py", f"{M03}/5.Writing Data.py"
LAB = f"{M03}/6.Reading Data - Lab.py"
DBFS_EX = "Create table using Notebook - DBFS Example.py"
M04 = "04-Working-With-Dataframes"
DESCRIBE, COMMON, DISPLAY = f"{M04}/1.Describe-a-dataframe.py", f"{M04}/2.Use-common-dataframe-methods.py", f"{M04}/3.Display-function.py"
EX_DISTINCT = f"{M04}/4.Exercise_ Distinct Articles.py"
SOL_DISTINCT = f"{M04}/Solutions/Solution - Exercise_ Distinct Articles.py"
CICD = "13-CI-CD-with-Azure-Devops/Distinct-Articles.py"
M05 = "05-Lazy-Evaluation-and-Performance"
LAZY, ACTIONS = f"{M05}/1.Eager-and-Lazy-execution.py", f"{M05}/2.Actions-and-transformations.py"
M06 = "06-DataFrame-Column-Operations"
COLCLASS, COLEXPR = f"{M06}/1.DataFrame-Column-Class.py", f"{M06}/2.DataFrame-Column-Expressions.py"
EX_WASH = f"{M06}/3.Exercise-Washingtons-and-Marthas.py"
SOL_WASH = f"{M06}/Solutions/Solution - Exercise-Washington-and-Marthas.py"
M07 = "07-Dataframe-Advanced-Methods"
DATES, AGGS = f"{M07}/1.DateTime-Manipulation.py", f"{M07}/2.Use-Aggregate-Functions.py"
EX_DEDUP = f"{M07}/3.Exercise-Deduplication-of-Data.py"
SOL_DEDUP = f"{M07}/Solutions/Solution - Exercise-Deduplication-of-Data.py"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "m03": [CSV, JSON_, PARQ, TABLES, WRITING, LAB, DBFS_EX],
    "m04": [DESCRIBE, COMMON, DISPLAY, EX_DISTINCT, SOL_DISTINCT, CICD],
    "m05": [LAZY, ACTIONS],
    "m06": [COLCLASS, COLEXPR, EX_WASH, SOL_WASH],
    "m07": [DATES, AGGS, EX_DEDUP, SOL_DEDUP],
}
USER = "vishal.abnave00002@gmail.com"
CLUSTER_CONF = {"com.databricks.training.username": USER,
                "com.databricks.training.userhome": f"dbfs:/user/{USER}",
                "com.databricks.training.azure.datasource": "wasbs://training@dbtrainstandin.blob.core.windows.net/\t"
                "fs.azure.sas.training.dbtrainstandin.blob.core.windows.net\tstand-in-sas-token"}
EXTRA_ENV = {"m03": {"SV_TABLES": "default.pageviews_by_second_example="
                                  "dbfs:/mnt/training/wikipedia/pageviews/pageviews_by_second.tsv"}}

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("sv_csv_schema_display", "dev", "m03", 422, "show", 1, -1, CSV),  # 1
    ("sv_csv_count_print", "heldout", "m03", 443, "count", 1, -1, CSV),  # 2
    ("sv_json_sql_geocoding", "dev", "m03", 146, "sql", 1, -1, JSON_),  # 3
    ("sv_json_schema_display", "dev", "m03", 265, "show", 1, -1, JSON_),  # 4
    ("sv_table_sql_limit", "heldout", "m03", 155, "sql", 1, -1, TABLES),  # 5
    ("sv_view_order_limit_sql", "dev", "m03", 183, "sql", 1, -1, TABLES),  # 6
    ("sv_write_parquet", "heldout", "m03", 75, "parquet", 1, -1, WRITING),  # 7
    ("sv_dbfs_example_sql", "dev", "m03", 42, "sql", 1, -1, DBFS_EX),  # 8
    ("sv_cache_count", "dev", "m04", 102, "count", 1, -1, COMMON),  # 9
    ("sv_distinct_show", "heldout", "m04", 353, "show", 1, -1, DISPLAY),  # 10
    ("sv_distinct_sql_display", "dev", "m04", 453, "show", 1, -1, DISPLAY),  # 11
    ("sv_exercise_distinct_count", "heldout", "m04", 72, "count", 1, -1, EX_DISTINCT),  # 12
    ("sv_cicd_distinct_display", "dev", "m04", 74, "show", 1, -1, CICD),  # 13
    ("sv_lazy_counts_display", "dev", "m05", 79, "show", 1, -1, LAZY),  # 14
    ("sv_actions_groupby_sum", "heldout", "m05", 135, "show", 1, -1, ACTIONS),  # 15
    ("sv_filter_articles_show", "dev", "m06", 238, "show", 1, -1, COLEXPR),  # 16
    ("sv_washingtons_agg_collect", "heldout", "m06", 190, "collect", 1, -1, EX_WASH),  # 17
    ("sv_marthas_take_solution", "dev", "m06", 148, "take", 1, -1, SOL_WASH),  # 18
    ("sv_year_distinct_display", "dev", "m07", 362, "show", 1, -1, DATES),  # 19
    ("sv_mobile_aggs_show", "heldout", "m07", 241, "show", 1, -1, AGGS),  # 20
    ("sv_dedup_write", "dev", "m07", 124, "parquet", 1, -1, EX_DEDUP),  # 21
    ("sv_groupby_site_sum", "heldout", "m07", 149, "show", 1, -1, AGGS),  # 22
]


def build() -> Path:
    return program_runs.build_jar(WORK, "sv-capture.jar", *STANDINS)


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
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "SV_CLUSTER_CONF": json.dumps(CLUSTER_CONF), **EXTRA_ENV.get(key, {})}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=dmcapture.DbfsLocalFileSystem",
            "spark.hadoop.fs.defaultFS=dbfs:///",
            f"spark.hadoop.dm.dbfs.root={dbfs}",
            "spark.sql.warehouse.dir=dbfs:/user/hive/warehouse"]
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
