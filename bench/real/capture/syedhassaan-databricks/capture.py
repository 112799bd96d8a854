"""Run syedhassaanahmed/databricks-notebooks' Databricks source notebooks unchanged, cell by cell, with spark-submit,
and write each sy_* case's plans and event_log.json from that one run.

- A program is one `spark-submit <notebook>.py [<notebook>]` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/sy_work/work/<program>/), the first notebook spark-submit's primary resource (the event
  log's `sun.java.command` names it and the one after it). The driver Python spark-submit starts is sydriver.py
  (PYSPARK_DRIVER_PYTHON): the dm family's dmdriver.py over the udemy family's nbdriver.py, by path, with the Databricks globals and connectors these
  notebooks use stood in for.
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `sqlContext`, `udf`, `sql`, `table` and `dbutils` from sydriver.py.
- DBFS is the default file system (../daheemattana-databricks/standin/DbfsLocalFileSystem.java, by path), served from
  a fresh empty folder per program, and `/dbfs` (Databricks' local view of it) a link to that folder for the run
  (made only where no `/dbfs` exists, removed after). GraphFrames (standin/graphframes) and the Cosmos DB / Event Hubs
  batch formats (standin/sy_datasources.py) are stand-ins on PYTHONPATH. No input file: every notebook builds its
  data from inline rows, `spark.range`, or the stand-in connectors.
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`;
  `machine_nobc` runs machine_availability.py again with broadcast joins off
  (`spark.sql.autoBroadcastJoinThreshold=-1`); `timeseries` with the broadcast threshold at 64 MB (below).
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action's notebook line and the plans written meanwhile, nbdriver.py each SQL statement's.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/syedhassaan-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import os
import shlex
import shutil
import stat
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "syedhassaanahmed__databricks-notebooks"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/sy_work")
RUNNER = "bench/real/capture/syedhassaan-databricks/capture.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE.parent / "daheemattana-databricks" / "standin" / "DbfsLocalFileSystem.java"]
DBFS_LINK = Path("/dbfs")

ROWS = "df_row_to_multiple_files.py"
MACHINE = "machine_availability.py"
SERIES = "generate_large_time_series_csv.py"
INFER = "infer_json_column_schema.py"
GRAPH = "graph_write_cosmosdb.py"
EHSCHEMA = "extract_eventhubs_json_schema.py"
COSMOS_SQL = "managedTableCosmosDB.sql"

# program key -> notebooks (paths from the repository root), run in this order in one spark-submit (the SQL notebook
# after the Python one: spark-submit takes a `.py` primary resource; both use the stand-in connectors)
PROGRAMS: dict[str, list[str]] = {
    "rows": [ROWS],
    "machine": [MACHINE],
    "machine_nobc": [MACHINE],
    "series": [SERIES],
    "infer": [INFER],
    "graph": [GRAPH],
    "connectors": [EHSCHEMA, COSMOS_SQL],
}
# generate_large_time_series_csv.py joins a 2.6e11-row range (its own constants) to a 250,000-row sensor table that
# Spark's size estimate puts just above the 10 MB default: with a sort-merge join its display() would shuffle the
# whole range. At 64 MB the sensor table is broadcast and the display's limit stops the range after a few rows.
EXTRA_CONF = {"machine_nobc": ["spark.sql.autoBroadcastJoinThreshold=-1"],
              "series": ["spark.sql.autoBroadcastJoinThreshold=64m"]}

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: sorted case names, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("sy_conn_cosmos_count_sql", "dev", "connectors", 18, "sql", 1, -1, COSMOS_SQL),  # 1
    ("sy_conn_eventhubs_first", "heldout", "connectors", 27, "first", 1, -1, EHSCHEMA),  # 2
    ("sy_graph_edges_display", "dev", "graph", 44, "show", 1, -1, GRAPH),  # 3
    ("sy_graph_edges_udf_display", "dev", "graph", 107, "show", 1, -1, GRAPH),  # 4
    ("sy_graph_edges_write", "heldout", "graph", 126, "save", 1, -1, GRAPH),  # 5
    ("sy_graph_vertices_display", "dev", "graph", 40, "show", 1, -1, GRAPH),  # 6
    ("sy_graph_vertices_udf_display", "heldout", "graph", 79, "show", 1, -1, GRAPH),  # 7
    ("sy_graph_vertices_write", "dev", "graph", 125, "save", 1, -1, GRAPH),  # 8
    ("sy_infer_first_notnull", "dev", "infer", 20, "first", 1, -1, INFER),  # 9
    ("sy_infer_from_json_display", "heldout", "infer", 33, "show", 1, -1, INFER),  # 10
    ("sy_infer_json_rdd_display", "dev", "infer", 15, "show", 1, -1, INFER),  # 11
    ("sy_machine_availability_agg", "heldout", "machine", 85, "sql", 1, -1, MACHINE),  # 12
    ("sy_machine_availability_agg_cartesian", "dev", "machine_nobc", 85, "sql", 1, -1, MACHINE),  # 13
    ("sy_machine_downtime_join", "dev", "machine", 68, "sql", 1, -1, MACHINE),  # 14
    ("sy_machine_downtime_join_cartesian", "heldout", "machine_nobc", 68, "sql", 1, -1, MACHINE),  # 15
    ("sy_machine_lag_window_sql", "dev", "machine", 40, "sql", 1, -1, MACHINE),  # 16
    ("sy_machine_raw_display", "heldout", "machine", 22, "show", 1, -1, MACHINE),  # 17
    ("sy_machine_shifts_sql", "dev", "machine", 59, "sql", 1, -1, MACHINE),  # 18
    ("sy_rows_concat_collect", "dev", "rows", 52, "collect", 1, -1, ROWS),  # 19
    ("sy_rows_concat_display", "heldout", "rows", 43, "show", 1, -1, ROWS),  # 20
    ("sy_rows_output_display", "dev", "rows", 31, "show", 1, -1, ROWS),  # 21
    ("sy_series_count_sensors", "heldout", "series", 24, "count", 1, -1, SERIES),  # 22
    ("sy_series_sensors_display", "dev", "series", 41, "show", 1, -1, SERIES),  # 23
    ("sy_series_timeseries_join_display", "dev", "series", 47, "show", 1, -1, SERIES),  # 24
]


_find_execution = lib.find_execution
ORIGIN_SCAN = ("Scan", "Scan[obj#]")


def find_execution(log: Path, case_dir: Path, site, nth) -> tuple:
    """lib.find_execution; where no execution has the case's plan, once more with the event log's plans read without
    the `Scan[obj#]` node an event log gives a `Scan ExistingRDD` of a DataFrame made from an RDD of strings
    (`spark.read.json(sc.parallelize([...]))`: the RDD's own origin, a node explain() does not print)."""
    try:
        return _find_execution(log, case_dir, site, nth)
    except SystemExit as exc:
        want = lib.signature(lib.parse_plan_text((case_dir / "plan.simple.txt").read_text())[0], True)
        hits = [p for p in lib.eventlog.read_event_log(log)
                if tuple(x for x in lib.signature(p, True) if x != ORIGIN_SCAN) == want]
        if len(hits) != 1:
            raise exc
        return hits[0], ("the only execution with the plan (operators and headers in order, expression ids blanked) "
                         "once the event log's `Scan[obj#]` origin node under `Scan ExistingRDD` is left out")


lib.find_execution = find_execution


def build() -> Path:
    return program_runs.build_jar(WORK, "sy-capture.jar", *STANDINS)


def driver_python() -> Path:
    script = WORK / "notebook-python"
    script.parent.mkdir(parents=True, exist_ok=True)
    # Spark's JVM also starts the driver Python itself, with interpreter options (`-c "import sys; print(...)"` for its
    # version, `-m pyspark.daemon pyspark.sql.worker.lookup_data_sources` when it first looks up a data source by
    # name): those calls go to the interpreter, not to the notebook driver.
    py, drv = shlex.quote(sys.executable), shlex.quote(str(HERE / "sydriver.py"))
    script.write_text(f'#!/bin/sh\ncase "$1" in -*) exec {py} "$@";; esac\nexec {py} {drv} "$@"\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def _link_dbfs(dbfs: Path) -> bool:
    """/dbfs -> the run's dbfs folder, where no /dbfs exists (or it is our earlier link)."""
    if DBFS_LINK.is_symlink() and str(os.readlink(DBFS_LINK)).startswith(str(WORK)):
        DBFS_LINK.unlink()
    if DBFS_LINK.exists():
        print(f"  {DBFS_LINK} exists and is not ours: the notebooks' /dbfs paths are not served")
        return False
    DBFS_LINK.symlink_to(dbfs)
    return True


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS[key][0], SLUG)
    dbfs = WORK / "work" / f"{key}.dbfs"
    shutil.rmtree(dbfs, ignore_errors=True)
    dbfs.mkdir(parents=True)
    plans, actions = out / "plans", out / "actions.jsonl"
    python = driver_python()
    env = {"PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": str(python),
           "PYTHONPATH": os.pathsep.join([str(SBE_HOOKS), str(HERE / "standin")]), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions), "UD_SKIP_CELLS": ""}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=dmcapture.DbfsLocalFileSystem",
            "spark.hadoop.fs.defaultFS=dbfs:///",
            f"spark.hadoop.dm.dbfs.root={dbfs}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}",
            *EXTRA_CONF.get(key, [])]
    linked = _link_dbfs(dbfs)
    try:
        log = lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *PROGRAMS[key]],
                         cwd=root, conf=conf, env=env)
    finally:
        if linked:
            DBFS_LINK.unlink()
    command = log.parent / "command.txt"
    command.write_text(f"PYSPARK_DRIVER_PYTHON={python} {command.read_text()}")
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    return case[7], f"{case[7]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
