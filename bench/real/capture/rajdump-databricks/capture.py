"""Run rajdump/pyspark-on-azure-databricks-academy's Databricks source notebooks unchanged, cell by cell, with
spark-submit, and write each rd_* case's plans and event_log.json from that one run.

- A program is one `spark-submit <notebook>.py [<notebook> ...]` per course module (its notebooks in order in one
  session, as notebooks attached to one cluster), from the root of a fresh scratch copy of the laid-out repository
  (/tmp/rd_work/work/<program>/), the first notebook as spark-submit's primary resource. The modules run in course
  order, each on what the ones before left: Module 5's first notebook copies the repository's own `data/raw` files
  into the landing volume (its own cell, `find_repo_root(Path.cwd())`), Module 6 writes the curated parquet
  folders, Module 7 the two managed tables that Modules 8 and 9 read with `spark.table`.
- The driver Python spark-submit starts is rddriver.py (PYSPARK_DRIVER_PYTHON): ../udemy-azure-databricks/
  nbdriver.py, unchanged, with every line of a `# DBTITLE` cell at its own number and a larger `dbutils` stand-in.
  `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH as it is.
- Unity Catalog stand-ins: `/Volumes` is a symbolic link to /tmp/rd_work/volumes for the run (made here, removed at
  the end; the notebooks' Python `shutil`/`Path` calls and Spark's local file system both see it), with the two
  volumes Module 5 creates (`rideshare_dev/landing/source_files`, `rideshare_dev/processed/output_files`) as
  folders; the catalog `rideshare_dev` is standin/UnityCatalogStandIn.java (spark.sql.catalog.rideshare_dev), a
  catalog extension over the session catalog, and the session catalog is a Hive metastore (Derby, under
  /tmp/rd_work/metastore_db, warehouse /tmp/rd_work/warehouse) so the tables one module writes are there for the
  next; the schemas `landing` and `processed` are created by the driver (RD_SCHEMAS).
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`,
  Spark's default broadcast threshold (the notebooks set their own where they teach it).
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each Python action's notebook line and the plans written meanwhile, nbdriver.py each SQL statement's.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/rajdump-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import os
import re
import shlex
import shutil
import stat
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

from codemap_pipeline.plans import eventlog  # noqa: E402
from codemap_pipeline.plans.parser import parse_plan_text  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "rajdump__pyspark-on-azure-databricks-academy"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/rd_work")
VOLUMES = WORK / "volumes"
LINK = Path("/Volumes")
RUNNER = "bench/real/capture/rajdump-databricks/capture.py"
UD = HERE.parent / "udemy-azure-databricks"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE / "standin" / "UnityCatalogStandIn.java"]

M05, M06 = "05 - Reading, Writing, and Schemas", "06 - Built-in Functions, Complex Types, and UDF Alternatives"
M07, M08 = "07 - Joins and Set Operations", "08 - Aggregations and Window Functions"
M09 = "09 - Spark SQL and DataFrame Interoperability"


def _module(folder: str, *numbers: str) -> list[str]:
    names = sorted(p.name for p in (REPO / folder).glob("*.py"))
    return [f"{folder}/{n}" for n in names if n[:2] in numbers]


# program key -> notebooks (paths from the repository root), run in this order in one spark-submit; the programs
# run in this order too (each reads what the ones before wrote)
PROGRAMS: dict[str, list[str]] = {
    "m05": _module(M05, "01", "02", "03", "04", "05", "06", "07"),
    "m06": _module(M06, "01", "02", "03", "04"),
    "m07": _module(M07, "01", "02", "03", "04", "05", "06", "07"),
    "m08": _module(M08, "01", "02", "03", "04", "05", "06", "07", "08"),
    "m09": _module(M09, "01", "02", "03", "04", "05", "06"),
}
SKIP_CELLS: list[str] = []

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), file. The split is
# fixed here before any label is written: positions 2 and 5 of every five held out.
W507 = f"{M05}/07 - Write Patterns and Table Preview.py"
C602 = f"{M06}/02 - Complex Types, Structs, Arrays, and explode.py"
C603 = f"{M06}/03 - Cleaning and Curated Outputs.py"
U604 = f"{M06}/04 - Built-ins First, When (Not) to Use UDFs.py"
J701 = f"{M07}/01 - Grain, Join Syntax, and Unmatched Keys.py"
J702 = f"{M07}/02 - Silent Join Failures and Validation.py"
J703 = f"{M07}/03 - Lookup Joins, Columns, and Broadcast.py"
J704 = f"{M07}/04 - Semi Joins and Anti Joins.py"
J706 = f"{M07}/06 - Intersect, subtract, and exceptAll.py"
J707 = f"{M07}/07 - Build Unified Curated Tables.py"
A803 = f"{M08}/03 - Collections, Percentiles, and Distinct Counts.py"
A804 = f"{M08}/04 - Pivot.py"
A805 = f"{M08}/05 - Window Functions Fundamentals.py"
A806 = f"{M08}/06 - Running Totals and Lag and Lead.py"
A807 = f"{M08}/07 - Top-N per Group and Sampling.py"
A808 = f"{M08}/08 - Build KPI Tables.py"
S902 = f"{M09}/02 - SQL Joins, Aggregations, and Filtering.py"
S904 = f"{M09}/04 - SQL Windows and QUALIFY.py"
S905 = f"{M09}/05 - CTEs and Parameterized SQL.py"
S906 = f"{M09}/06 - End-to-End SQL Pipeline.py"

CASES: list[tuple] = [
    ("rd_m05_limit_overwrite_write", "dev", "m05", 164, "save", 1, -1, W507),  # 1
    ("rd_m05_partitioned_write", "heldout", "m05", 268, "save", 1, -1, W507),  # 2
    ("rd_m05_partition_groupby_show", "dev", "m05", 288, "show", 1, -1, W507),  # 3
    ("rd_m06_drivers_explode_write", "dev", "m06", 186, "parquet", 1, -1, C602),  # 4
    ("rd_m06_trip_clean_write", "heldout", "m06", 663, "save", 1, -1, C603),  # 5
    ("rd_m06_udf_tip_band_show", "dev", "m06", 168, "show", 1, -1, U604),  # 6
    ("rd_m07_alias_join_select_show", "heldout", "m07", 447, "show", 1, -1, J701),  # 7
    ("rd_m07_dedup_row_number_show", "dev", "m07", 288, "show", 1, -1, J702),  # 8
    ("rd_m07_double_lookup_select_show", "dev", "m07", 190, "show", 1, -1, J703),  # 9
    ("rd_m07_anti_join_show", "heldout", "m07", 126, "show", 1, -1, J704),  # 10
    ("rd_m07_intersect_all_show", "dev", "m07", 118, "show", 1, -1, J706),  # 11
    ("rd_m07_trip_enriched_table", "heldout", "m07", 128, "saveAsTable", 1, 1, J707),  # 12
    ("rd_m08_collect_set_list_show", "dev", "m08", 64, "show", 1, -1, A803),  # 13
    ("rd_m08_pivot_borough_service", "dev", "m08", 115, "show", 1, -1, A804),  # 14
    ("rd_m08_driver_window_aggregates", "heldout", "m08", 222, "show", 1, -1, A805),  # 15
    ("rd_m08_running_totals_three_windows", "dev", "m08", 309, "show", 1, -1, A806),  # 16
    ("rd_m08_lag_lead_daily", "heldout", "m08", 598, "show", 1, -1, A806),  # 17
    ("rd_m08_top3_trips_per_driver", "dev", "m08", 120, "show", 1, -1, A807),  # 18
    ("rd_m08_kpi_driver_productivity_table", "dev", "m08", 403, "saveAsTable", 1, 1, A808),  # 19
    ("rd_m09_sql_join_group_having", "heldout", "m09", 290, "sql", 1, -1, S902),  # 20
    ("rd_m09_sql_qualify_top2", "dev", "m09", 129, "sql", 1, -1, S904),  # 21
    ("rd_m09_param_cte_left_join", "heldout", "m09", 268, "show", 1, -1, S905),  # 22
    ("rd_m09_cte_cross_join_share", "dev", "m09", 109, "sql", 1, -1, S905),  # 23
    ("rd_m09_sql_driver_dense_rank", "dev", "m09", 250, "sql", 1, -1, S906),  # 24
]


_FIND = lib.find_execution


def _final_signature(text: str) -> tuple:
    """(node id, operator) of the nodes of a formatted plan's final plan (those under `== Initial Plan ==` only
    left out). Copied from ../nirajkumar-scala/capture.py."""
    tree = text.split("\n\n\n")[0].split("+- == Initial Plan ==")[0]
    final = {int(x) for x in re.findall(r"\((\d+)\)", tree)}
    return tuple((n.node_id, n.operator) for n in parse_plan_text(text)[0].nodes if n.node_id in final)


def find_execution(log: Path, case_dir: Path, site: str | None, nth: int | None) -> tuple:
    """lib.find_execution, then, where it finds nothing, the same search over the final plan's numbered operators
    only: the plan text numbers the nodes of an adaptive plan's initial plan that Spark printed under `== Initial
    Plan ==`, which the event log's plan (the executed plan) sometimes does not carry. Copied from
    ../nirajkumar-scala/capture.py."""
    try:
        return _FIND(log, case_dir, site, nth)
    except SystemExit as exc:
        first = exc
    text = (case_dir / "plan.formatted.txt").read_text()
    sig = _final_signature(text)
    hits = [p for p in eventlog.read_event_log(log) if lib.signature(p, False) == sig]
    how = "the final plan's numbered operators (the initial plan's own nodes, which the log's plan lacks, left out)"
    # the n-th among the run's plans with these operators (the listener writes them in execution order)
    stems = sorted((log.parent.parent / "plans").glob("*.formatted.txt"))
    alike = [f for f in stems if _final_signature(f.read_text()) == sig]
    mine = [i for i, f in enumerate(alike) if f.read_text() == text]
    nth = mine[0] + 1 if len(mine) == 1 else nth
    if len(hits) == 1:
        return hits[0], f"the only execution with {how}"
    at = [p for p in hits if site and (p.title == site or p.call_site.startswith(site))]
    if len(at) == 1:
        return at[0], f"{how}, {len(hits)} such executions; the one at the capture's call site {site!r}"
    if hits and nth is not None and nth <= len(hits):
        return hits[nth - 1], f"{how}, {len(hits)} such executions; number {nth} in run order (as captured)"
    raise first


lib.find_execution = find_execution


def build() -> Path:
    return program_runs.build_jar(WORK, "rd-capture.jar", *STANDINS)


def driver_python() -> Path:
    script = WORK / "notebook-python"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'rddriver.py'))} \"$@\"\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def prepare() -> None:
    """A fresh start: empty volumes (the two Module 5 creates), metastore and warehouse; /Volumes linked to them."""
    for d in (VOLUMES, WORK / "metastore_db", WORK / "warehouse"):
        shutil.rmtree(d, ignore_errors=True)
    for vol in ("rideshare_dev/landing/source_files", "rideshare_dev/processed/output_files"):
        (VOLUMES / vol).mkdir(parents=True)
    if LINK.is_symlink() and os.readlink(LINK) == str(VOLUMES):
        return
    if LINK.exists() or LINK.is_symlink():
        raise SystemExit(f"{LINK} exists and is not this capture's link; not touching it")
    LINK.symlink_to(VOLUMES)


def unlink() -> None:
    if LINK.is_symlink() and os.readlink(LINK) == str(VOLUMES):
        LINK.unlink()


_ran: set[str] = set()


def run(key: str, jar: Path) -> Path:
    for before in list(PROGRAMS)[:list(PROGRAMS).index(key)]:   # what this module reads
        if before not in _ran:
            print(f"== {before} (run first: {key} reads what it writes)", flush=True)
            _run(before, jar)
    return _run(key, jar)


def _run(key: str, jar: Path) -> Path:
    _ran.add(key)
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS[key][0], SLUG)
    plans, actions = out / "plans", out / "actions.jsonl"
    python = driver_python()
    env = {"PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": str(python),
           "PYTHONPATH": str(SBE_HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "UD_SKIP_CELLS": ",".join(SKIP_CELLS), "RD_SCHEMAS": "landing,processed",
           "RD_DRIVER_LOG": str(out / "driver.txt")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}"
            f" -Dderby.system.home={WORK}",
            "spark.sql.catalogImplementation=hive",
            f"spark.hadoop.javax.jdo.option.ConnectionURL=jdbc:derby:;databaseName={WORK}/metastore_db;create=true",
            f"spark.sql.warehouse.dir=file:{WORK}/warehouse",
            "spark.sql.catalog.rideshare_dev=rdcapture.UnityCatalogStandIn"]
    log = lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *PROGRAMS[key]],
                     cwd=root, conf=conf, env=env)
    command = log.parent / "command.txt"
    command.write_text(f"PYSPARK_DRIVER_PYTHON={python} {command.read_text()}")
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    return case[7], f"{case[7]}:{case[3]}"


def site_of(key: str, action: dict) -> str:
    return f"{action['file']}:{action['line']}"


def main(argv: list[str]) -> int:
    try:
        return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                        build=build, run=run, place=place, site_of=site_of,
                                        prepare=prepare)
    finally:
        unlink()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
