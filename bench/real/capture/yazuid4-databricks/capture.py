"""Run yazuid4/databricks-notebooks' Databricks notebooks unchanged, cell by cell, with spark-submit, and write each
gn_* case's plans and event_log.json from that run.

- A program is one `spark-submit gndriver.py <notebook> [<notebook> ...]` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/gn_work/work/<program>/); gndriver.py (ours, outside the repository) runs the notebooks
  in order in one session, as notebooks attached to one cluster: the course's SQL notebooks (`ETL - Spark &
  Python.sql` makes `customers` and `book_csv`, `Writing to Delta Table.sql` makes `orders`, which `Advanced
  Transformations.sql` and `Higher order functions & UDFs.sql` read), or the Jupyter export
  `Sales_Data_Insights/queries.ipynb` (twice: broadcast joins on and off). `sun.java.command` names gndriver.py and
  the notebooks; the app name is `gndriver.py`.
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `dbutils` from ../daheemattana-databricks/dmdriver.py (through gndriver.py).
- Inputs (make_data.py): DBFS served as the default file system by ../daheemattana-databricks/standin/
  DbfsLocalFileSystem.java, a fresh copy per program (its writes land there); managed tables under
  `dbfs:/user/hive/warehouse`, as on Databricks.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`;
  `sales_smj` with broadcast joins off (`spark.sql.autoBroadcastJoinThreshold=-1`); the ipynb programs with the
  cluster conf its `%python` mount cell reads (spark.databricks.passthrough.adls.tokenProviderClassName).
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); nbdriver's Recorder (through gndriver.py) records each SQL statement with the plans written
  meanwhile, the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook) each Python
  action.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/yazuid4-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

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
SLUG = "yazuid4__databricks-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/yazuid4-databricks/capture.py"
DRIVER = HERE / "gndriver.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java"]

ETL, WRITE = "ETL - Spark & Python.sql", "Writing to Delta Table.sql"
ADV, HOF, HOP = "Advanced Transformations.sql", "Higher order functions & UDFs.sql", "MuliHop Architecture.sql"
NB = "Sales_Data_Insights/queries.ipynb"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "sql": [ETL, WRITE, ADV, HOF, HOP],
    "sales": [NB],
    "sales_smj": [NB],
}
TOKEN = ("spark.databricks.passthrough.adls.tokenProviderClassName="
         "com.databricks.backend.daemon.data.client.adl.AdlGen1UpgradeCredentialContextTokenProvider")
EXTRA_CONF = {"sales": [TOKEN], "sales_smj": [TOKEN, "spark.sql.autoBroadcastJoinThreshold=-1"]}
EXTRA_ENV = {"sql": {"GN_TABLES": "books=dbfs:/mnt/demo-datasets/bookstore/books-csv"}}

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file (the action
# hook's name for it: a notebook path, or `<cell N>` of queries.ipynb). The split is fixed here before any label is
# written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("gn_etl_json_file_select", "dev", "sql", 11, "sql", 1, -1, ETL),  # 1
    ("gn_etl_book_csv_count", "heldout", "sql", 49, "sql", 1, -1, ETL),  # 2
    ("gn_etl_ctas_customers", "dev", "sql", 57, "sql", 1, 1, ETL),  # 3
    ("gn_write_ctas_orders", "dev", "sql", 6, "sql", 1, 1, WRITE),  # 4
    ("gn_write_insert_orders", "heldout", "sql", 15, "sql", 1, -1, WRITE),  # 5
    ("gn_write_books_updates_select", "dev", "sql", 41, "sql", 1, -1, WRITE),  # 6
    ("gn_adv_parsed_customers_select", "heldout", "sql", 22, "sql", 1, -1, ADV),  # 7
    ("gn_adv_explode_books", "dev", "sql", 39, "sql", 1, -1, ADV),  # 8
    ("gn_adv_collect_set_group", "dev", "sql", 47, "sql", 1, -1, ADV),  # 9
    ("gn_adv_orders_enriched_join", "heldout", "sql", 62, "sql", 1, -1, ADV),  # 10
    ("gn_hof_filter_multiple_copies", "dev", "sql", 6, "sql", 1, -1, HOF),  # 11
    ("gn_hof_sql_udf_get_url", "heldout", "sql", 40, "sql", 1, -1, HOF),  # 12
    ("gn_hof_sql_udf_site_type", "dev", "sql", 59, "sql", 1, -1, HOF),  # 13
    ("gn_hop_customers_lookup_limit", "dev", "sql", 64, "sql", 1, -1, HOP),  # 14
    ("gn_q04_eur_count", "heldout", "sales", 2, "sql", 1, -1, "<cell 4>"),  # 15
    ("gn_q06_indonesia_distinct_smj", "dev", "sales_smj", 2, "sql", 1, -1, "<cell 6>"),  # 16
    ("gn_q08_currency_sales_bc", "heldout", "sales", 2, "sql", 1, -1, "<cell 8>"),  # 17
    ("gn_q10_regexp_count", "dev", "sales", 2, "sql", 1, -1, "<cell 10>"),  # 18
    ("gn_q12_oceania_top_bc", "dev", "sales", 2, "sql", 1, -1, "<cell 12>"),  # 19
    ("gn_q14_cumulative_qty_smj", "heldout", "sales_smj", 2, "sql", 1, -1, "<cell 14>"),  # 20
    ("gn_q18_europe_orders_bc", "dev", "sales", 2, "sql", 1, -1, "<cell 18>"),  # 21
    ("gn_q22_order_qty_smj", "heldout", "sales_smj", 2, "sql", 1, -1, "<cell 22>"),  # 22
]


def build() -> Path:
    return program_runs.build_jar(WORK, "gn-capture.jar", *STANDINS)


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
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions), **EXTRA_ENV.get(key, {})}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=dmcapture.DbfsLocalFileSystem",
            "spark.hadoop.fs.defaultFS=dbfs:///",
            f"spark.hadoop.dm.dbfs.root={dbfs}",
            "spark.sql.warehouse.dir=dbfs:/user/hive/warehouse",
            *EXTRA_CONF.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(DRIVER), *PROGRAMS[key]],
               cwd=root, conf=conf, env=env)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    where = f"{NB} {case[7][1:-1]}" if case[7].startswith("<cell") else case[7]
    return case[7], f"{where}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, prepare=make_data.write_inputs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
