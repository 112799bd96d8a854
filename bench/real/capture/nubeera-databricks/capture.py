"""Run NubeEra-DataEngineering/Databricks-notebooks' notebooks unchanged, cell by cell, with spark-submit, and write
each nu_* case's plans and event_log.json from that run.

- A program is one `spark-submit nudriver.py <notebook> [<notebook> ...]` from the root of a fresh scratch copy of
  the laid-out repository (/tmp/nu/work/work/<program>/), the notebooks in that order in one session, as notebooks
  attached to one cluster. nudriver.py (ours, outside the repository) reuses ../david-lyle-databricks/nadriver.py;
  `sun.java.command` names nudriver.py and the notebooks; the app name is `nudriver.py`.
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `dbutils` (fs put/mv/cp/rm/ls), `sql`, `table`, `udf`, `sqlContext`, `sc` from nudriver.py;
  standin/matplotlib (`plt.clf()`, matplotlib not being installed here) on PYTHONPATH.
- Unity Catalog: the catalogs the notebooks name (`hive_metastore`, `lineage_data`, `quickstart_catalog`) are
  ../andyweaves-databricks/standin/SessionCatalogAlias.java (a delegating extension of the session catalog, as it
  is): `lineage_data.lineagedemo.menu` is the session catalog's `lineagedemo.menu`. Databricks-only statements
  (CREATE CATALOG, GRANT/REVOKE, SHOW GRANTS, volumes) fail and give no case.
- Inputs (make_data.py): DBFS served as the default file system by
  ../daheemattana-databricks/standin/DbfsLocalFileSystem.java from a fresh copy per program of the generated tree
  (the notebooks' `/tmp/...` writes land there); managed tables under `dbfs:/user/hive/warehouse`.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`;
  `lineage_nobc` runs the Data Lineage notebook again with broadcast joins off
  (`spark.sql.autoBroadcastJoinThreshold=-1`).
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action with the plans written meanwhile, nbdriver's Recorder each SQL statement.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/nubeera-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import os
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
SLUG = "nubeera-dataengineering__databricks-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/nubeera-databricks/capture.py"
DRIVER = HERE / "nudriver.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java",
            HERE.parent / "andyweaves-databricks" / "standin" / "SessionCatalogAlias.java"]
CATALOGS = ["hive_metastore", "lineage_data", "quickstart_catalog"]

DFO = "01.DFOperations.py"
NBT = "nbtest.py"
MDF = "ManageDF.ipynb"
UC1 = "01.UnityCatalog.py"
LIN = "02.DataLineage/01.DataLineage-SQL Notebook.sql"
VOL = "01.UnityCatalogVolume/01.Unity-Catalog-Volumes.sql"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "dfops": [DFO],
    "nbtest": [NBT],
    "managedf": [MDF],
    "catalog": [UC1, LIN, VOL],
    "lineage_nobc": [LIN],
}
EXTRA_CONF = {"lineage_nobc": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file (for a Jupyter
# notebook the action hook's `<cell N>`, its file the notebook). The split is fixed here before any label is written:
# positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("nu_dfo_union_display", "dev", "dfops", 46, "show", 1, -1, DFO),  # 1
    ("nu_dfo_union_parquet_write", "heldout", "dfops", 52, "parquet", 1, -1, DFO),  # 2
    ("nu_dfo_explode_show", "dev", "dfops", 66, "show", 1, -1, DFO),  # 3
    ("nu_dfo_filter_sort_display", "dev", "dfops", 71, "show", 1, -1, DFO),  # 4
    ("nu_dfo_or_filter_sort_display", "heldout", "dfops", 79, "show", 1, -1, DFO),  # 5
    ("nu_nbt_fillna_display", "dev", "nbtest", 84, "show", 1, -1, NBT),  # 6
    ("nu_dfo_count_distinct_display", "heldout", "dfops", 94, "show", 1, -1, DFO),  # 7
    ("nu_lin_menu_select_sql", "dev", "catalog", 112, "sql", 1, -1, LIN),  # 8
    ("nu_dfo_describe_show", "dev", "dfops", 125, "show", 1, -1, DFO),  # 9
    ("nu_vol_csv_read_display", "heldout", "catalog", 355, "show", 1, -1, VOL),  # 10
    ("nu_dfo_sample_df_sql_display", "dev", "dfops", 180, "show", 1, -1, DFO),  # 11
    ("nu_dfo_udf_display", "heldout", "dfops", 198, "show", 1, -1, DFO),  # 12
    ("nu_dfo_udf_filter_display", "dev", "dfops", 207, "show", 1, -1, DFO),  # 13
    ("nu_dfo_location_agg_display", "dev", "dfops", 225, "show", 1, -1, DFO),  # 14
    ("nu_dfo_partitioned_write", "heldout", "dfops", 231, "parquet", 1, -1, DFO),  # 15
    ("nu_nbt_null_filter_display", "dev", "nbtest", 239, "show", 1, -1, NBT),  # 16
    ("nu_uc_department_insert_sql", "heldout", "catalog", 28, "sql", 1, -1, UC1),  # 17
    ("nu_lin_dinner_ctas", "dev", "catalog", 69, "sql", 1, 1, LIN),  # 18
    ("nu_lin_price_save", "dev", "catalog", 92, "saveAsTable", 1, 1, LIN),  # 19
    ("nu_lin_dinner_price_join_save", "heldout", "catalog", 108, "saveAsTable", 1, 1, LIN),  # 20
    ("nu_vol_csv_path_sql", "dev", "catalog", 344, "sql", 1, -1, VOL),  # 21
    ("nu_lin_dinner_price_join_nobc", "heldout", "lineage_nobc", 108, "saveAsTable", 1, 1, LIN),  # 22
]


def build() -> Path:
    return program_runs.build_jar(WORK, "nu-capture.jar", *STANDINS)


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS[key][0], SLUG)
    dbfs = make_data.fresh(WORK / "work" / f"{key}.data")
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": sys.executable,
           "PYTHONPATH": os.pathsep.join([str(SBE_HOOKS), str(HERE / "standin")]), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "NU_DRIVER_OUT": str(out / "driver.txt")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=dmcapture.DbfsLocalFileSystem",
            "spark.hadoop.fs.defaultFS=dbfs:///",
            f"spark.hadoop.dm.dbfs.root={dbfs}",
            "spark.sql.warehouse.dir=dbfs:/user/hive/warehouse",
            *(f"spark.sql.catalog.{name}=awcapture.SessionCatalogAlias" for name in CATALOGS),
            *EXTRA_CONF.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(DRIVER), *PROGRAMS[key]],
               cwd=root, conf=conf, env=env)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    if case[7].startswith("<cell "):
        return case[7], f"{PROGRAMS[key][0]} {case[7]}, line {case[3]}"
    return case[7], f"{case[7]}:{case[3]}"


def site_of(key: str, action: dict) -> str:
    return f"{action['file']}:{action['line']}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, site_of=site_of,
                                    prepare=make_data.write_inputs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
