"""Capture the pariksheetde/Azure-Databricks cases (`pd_*`): run its Databricks source notebooks cell by cell,
unchanged, as spark-submit drivers (pddriver.py over ../formula1-databricks/f1driver.py), record every query's plan
(the etl2 listener) and each action's notebook line (the etl action hook; nbdriver's Recorder for SQL statements),
then write each case's plans and event_log.json (with `description_rank`) through ../program_runs.py.

    PYTHONPATH=. .venv/bin/python bench/real/capture/pariksheetde-databricks/capture.py [case ...]
    PYTHONPATH=. .venv/bin/python bench/real/capture/pariksheetde-databricks/capture.py --explore [all nobc]
    PYTHONPATH=. .venv/bin/python bench/real/capture/pariksheetde-databricks/capture.py --reuse   # from the last run's folders
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
SLUG = "pariksheetde__azure-databricks"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/pariksheetde-databricks/capture.py"
DRIVER = HERE / "pddriver.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java"]

F = "Formula1/"
SETUP = F + "0.Setup/1.createDatabase.py"
ING = [F + "1.Ingestion/" + n for n in ("1.ingestCircuitsFile.py", "2.ingestRacesFile.py", "3.ingestConstructorsFile.py",
                                         "4.ingestDriversFile.py", "5.ingestResultsFile.py", "6.ingestPitstopsFile.py",
                                         "7.ingestLapTimesFile.py", "8.ingestQualifyingFile.py")]
ETL = [F + "2.ETL/" + n for n in ("1.etlCircuitsDatafile.py", "2.etlRacesDatafile.py", "3.etlConstructorsDatafile.py",
                                   "4.etlDriversDatafile.py", "5.etlResultsDatafile.py", "6.etlPitstopsDatafile.py",
                                   "7.etlLapTimesDatafile.py", "8.etlQualifyingDatafile.py")]
P1 = [F + "5.1.Presentation I/" + n for n in ("1.joinCircuitsRaces.py", "2.joinRacesCircuitsDriversConstructorsResults.py",
                                               "3.driversStandings.py", "4.constructorsStandings.py",
                                               "5.calculatedRaceResults.py")]
P2 = [F + "5.2.Presentation II/1.dominatDrivers.py", F + "5.2.Presentation II/2.dominatTeams.py"]
TR = [F + "8.Transformation/" + n for n in ("1.filterRaces.py", "2.demoWindowAggregation.py", "3.tempViewSQL.py",
                                             "4.globalTempViewSQL.py", "5.views.py")]
EXT = [F + "6.External_Table/" + n for n in ("1.externalTablePython.py", "2.externalTableSqlV1.py",
                                              "3.externalTableSqlV2.py", "4.circuitsAndRacesCsv.py",
                                              "5.constructorsAndDriversAndResultsJson.py")]
MAN = [F + "7.Managed/1.managedTablePython.py", F + "7.Managed/2.managedTableSQL.py"]
D = "DeltaLake/"
DLDB = D + "0.configs/1.createDatabase.sql"
DLETL = [D + "2.ETL - Spark - Python-SQL-I/" + n for n in (
    "1.queryingCircuitsFiles.sql", "2.queryingRacesFiles.sql", "3.queryingConstructorsFiles.sql",
    "4.queryingDriversFiles.sql", "5.queryingResultsFiles.sql", "6.queryingPitStopsFiles.sql",
    "7.queryingLapTimesFiles.sql", "8.queryingQualifyingFiles.sql", "9.transformation.sql", "10.driversStanding.sql",
    "11.constructorsStanding.sql")]
DLB = [D + "3.Incremental Data Processing - Batch/" + n for n in ("1.ingestBooksCsv.sql", "3.ingestCustomersJson.sql",
                                                                   "5.ingestOrdersParquet.sql")]
DLT = [D + "8.Transformation/1.higerOrderFunctions.sql", D + "8.Transformation/3.tranformBooks.sql"]

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit
PROGRAMS: dict[str, list[str]] = {
    "all": [SETUP, *ING, *ETL, *P1, *P2, *TR[:4], *EXT, *MAN, TR[4], DLDB, *DLETL, *DLB, *DLT],
    "nobc": [SETUP, *ING[:5], P1[1], DLDB, *DLETL[:6], DLETL[8], DLETL[9]],
}
EXTRA_CONF = {"nobc": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("pd_ing_circuits_write", "dev", "all", 131, "parquet", 1, -1, ING[0]),  # 1
    ("pd_ing_races_partitioned_write", "heldout", "all", 104, "parquet", 1, -1, ING[1]),  # 2
    ("pd_etl_results_saveastable", "dev", "all", 95, "saveAsTable", 1, 1, ETL[4]),  # 3
    ("pd_ing_laptimes_write", "dev", "all", 78, "parquet", 1, -1, ING[6]),  # 4
    ("pd_pres_inner_join_display", "heldout", "all", 42, "show", 1, -1, P1[0]),  # 5
    ("pd_pres_anti_join_display", "dev", "all", 66, "show", 1, -1, P1[0]),  # 6
    ("pd_pres_race_results_display", "heldout", "all", 101, "show", 1, -1, P1[1]),  # 7
    ("pd_pres_race_results_nobc_display", "dev", "nobc", 101, "show", 1, -1, P1[1]),  # 8
    ("pd_pres_drivers_rank_display", "dev", "all", 38, "show", 1, -1, P1[2]),  # 9
    ("pd_pres_constructors_standing_write", "heldout", "all", 42, "parquet", 1, -1, P1[3]),  # 10
    ("pd_pres_calculated_view_count_sql", "dev", "all", 31, "sql", 1, -1, P1[4]),  # 11
    ("pd_dom_drivers_insert_sql", "heldout", "all", 21, "sql", 1, 1, P2[0]),  # 12
    ("pd_dom_teams_decade_sql", "dev", "all", 53, "sql", 1, -1, P2[1]),  # 13
    ("pd_tr_filter_races_display", "dev", "all", 26, "show", 1, -1, TR[0]),  # 14
    ("pd_tr_lewis_agg_display", "heldout", "all", 34, "show", 1, -1, TR[1]),  # 15
    ("pd_tr_rank_window_display", "dev", "all", 68, "show", 1, -1, TR[1]),  # 16
    ("pd_tr_tempview_spark_sql_display", "heldout", "all", 50, "show", 1, -1, TR[2]),  # 17
    ("pd_tr_union_view_sql", "dev", "all", 51, "sql", 1, -1, TR[4]),  # 18
    ("pd_ext_insert_csv_table_sql", "dev", "all", 80, "sql", 1, 1, EXT[1]),  # 19
    ("pd_dl_circuits_groupby_sql", "heldout", "all", 18, "sql", 1, -1, DLETL[0]),  # 20
    ("pd_dl_transformation_join_sql", "dev", "all", 7, "sql", 1, -1, DLETL[8]),  # 21
    ("pd_dl_drivers_standing_nobc_sql", "heldout", "nobc", 7, "sql", 1, -1, DLETL[9]),  # 22
    ("pd_dl_books_pivot_sql", "dev", "all", 97, "sql", 1, -1, DLT[1]),  # 23
    ("pd_dl_collect_flatten_sql", "dev", "all", 59, "sql", 1, -1, DLT[1]),  # 24
]


def build() -> Path:
    return program_runs.build_jar(WORK, "pd-capture.jar", *STANDINS)


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
           "F1_DRIVER_OUT": str(out / "driver.txt")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=dmcapture.DbfsLocalFileSystem",
            "spark.hadoop.fs.defaultFS=dbfs:///",
            f"spark.hadoop.dm.dbfs.root={dbfs}",
            "spark.sql.warehouse.dir=dbfs:/user/hive/warehouse",
            "spark.sql.ansi.enabled=false",           # the Databricks runtimes of the course: not ANSI
            *EXTRA_CONF.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), str(DRIVER), *PROGRAMS[key]],
               cwd=root, conf=conf, env=env)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    return case[7], f"{case[7]}:{case[3]}"


def site_of(key: str, action: dict) -> str:
    return f"{action['file']}:{action['line']}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, site_of=site_of,
                                    prepare=make_data.write_inputs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
