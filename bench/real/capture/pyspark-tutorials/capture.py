"""Run the two PySpark tutorial repositories' scripts unchanged with spark-submit, and write each tut_* case's plans
and event_log.json from that one run.

- Every program is one `spark-submit` in a fresh scratch copy of the laid-out repository (make_data.py), from the
  folder its paths are relative to: rakeshku93's `play-with-pyspark/appN.py` from `play-with-pyspark/` (they read
  `source/...`), Nivin24's lesson scripts from the repository root (`spark-submit 02_dataframes/05_joins.py`; they
  read nothing).
- Sessions as the etl families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command line,
  with `-XX:ActiveProcessorCount=1` for the driver. The scripts' own settings stay: rakeshku93's
  `.master("local[3]")`/`setMaster("local[3]")` in the builder overrides `--master` (those apps ran with three
  threads, as written), app17's `spark.shuffle.partitions` 3 and app18's broadcast threshold -1 are set by the code.
- Hive: rakeshku93's app7, app8 and app18 `enableHiveSupport()`; their metastore is a fresh Derby database and their
  warehouse a fresh folder under the scratch folder (`javax.jdo.option.ConnectionURL`, `spark.sql.warehouse.dir`),
  shared by the run's programs: app8 reads the table app7 wrote, so app7 runs first (`NEEDS`). The repository's
  committed `metastore_db/` (the author's run state, with its lock files) is not used.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, used as it is) writes each
  query's plan after it ran (adaptive plans final); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, run by our `hooks/sitecustomize.py` from its path) records, for each action, the project's line
  that called it and the plans written meanwhile. Our hook also answers `input()` with Enter (app3, app17, app18).
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2); the execution whose plan is the case's, the n-th of them where one plan ran more
  than once.

    PYTHONPATH=. .venv/bin/python bench/real/capture/pyspark-tutorials/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"   # the etl family's action hook, as it is
LISTENER = HERE.parent / "etl2-projects" / "PlanListener.java"             # the etl2 family's listener, as it is
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
RUNNER = "bench/real/capture/pyspark-tutorials/capture.py"
RK, NV = make_data.RK, make_data.NV
PWP = "play-with-pyspark"


def rk(n: int) -> tuple[str, str, str]:
    return RK, PWP, f"app{n}.py"


def nv(path: str) -> tuple[str, str, str]:
    return NV, "", path


# program key -> (repository slug, folder it runs from, script relative to that folder). Run in this order.
PROGRAMS: dict[str, tuple[str, str, str]] = {
    **{f"rk_app{n}": rk(n) for n in (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18)},
    "nv_df_ops": nv("02_dataframes/02_dataframe_operations.py"),
    "nv_df_filter": nv("02_dataframes/03_filtering_and_selection.py"),
    "nv_df_agg": nv("02_dataframes/04_aggregations.py"),
    "nv_df_joins": nv("02_dataframes/05_joins.py"),
    "nv_df_windows": nv("02_dataframes/06_groupby_and_windows.py"),
    "nv_sql_basics": nv("03_sql/01_sql_basics.py"),
    "nv_sql_complex": nv("03_sql/02_complex_queries.py"),
    "nv_sql_agg": nv("03_sql/03_aggregations_groupby.py"),
    "nv_sql_window": nv("03_sql/04_window_functions.py"),
    "nv_sql_optim": nv("03_sql/05_query_optimization.py"),
    "nv_sql_advanced": nv("03_sql/06_advanced_sql.py"),
    "nv_udfs": nv("05_advanced_features/01_udfs.py"),
    "nv_caching": nv("05_advanced_features/03_caching.py"),
    "nv_missing": nv("06_data_processing/04_missing_values.py"),
    "nv_etl": nv("09_projects/02_etl_pipeline.py"),
}
NEEDS = {"rk_app8": ["rk_app7"]}            # app8 reads the Hive table app7 writes
ENTER = {"rk_app3", "rk_app17", "rk_app18"}   # wait for a key at the end: answered with Enter

# case id, part, program, file (from the repository root), line, action, occurrence (1-based among that
# file/line/action's calls), plan (the n-th plan the call wrote, -1 the last). The split is fixed here before any
# label is written: the order the cases were planned, positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, str, int, str, int, int]] = [
    ("tut_nv_joins_left_outer_show", "dev", "nv_df_joins", "02_dataframes/05_joins.py", 59, "show", 1, -1),
    ("tut_rk_app3_sql_count_show", "heldout", "rk_app3", f"{PWP}/app3.py", 49, "show", 1, -1),
    ("tut_nv_windows_top2_show", "dev", "nv_df_windows", "02_dataframes/06_groupby_and_windows.py", 66, "show", 1, -1),
    ("tut_rk_app16_sales_report_show", "dev", "rk_app16", f"{PWP}/app16.py", 61, "show", 1, -1),
    ("tut_nv_sql_cte_in_show", "heldout", "nv_sql_complex", "03_sql/02_complex_queries.py", 48, "show", 1, -1),
    ("tut_rk_app14_summary_write", "dev", "rk_app14", f"{PWP}/app14.py", 46, "save", 1, -1),
    ("tut_nv_joins_multi_show", "heldout", "nv_df_joins", "02_dataframes/05_joins.py", 85, "show", 1, -1),
    ("tut_rk_app15_running_total_show", "dev", "rk_app15", f"{PWP}/app15.py", 24, "show", 1, -1),
    ("tut_nv_agg_order_show", "dev", "nv_df_agg", "02_dataframes/04_aggregations.py", 70, "show", 1, -1),
    ("tut_rk_app5_json_write", "heldout", "rk_app5", f"{PWP}/app5.py", 49, "save", 1, -1),
    ("tut_nv_udfs_show", "dev", "nv_udfs", "05_advanced_features/01_udfs.py", 19, "show", 1, -1),
    ("tut_rk_app17_broadcast_join_collect", "heldout", "rk_app17", f"{PWP}/app17.py", 22, "collect", 1, -1),
    ("tut_nv_sql_having_show", "dev", "nv_sql_agg", "03_sql/03_aggregations_groupby.py", 32, "show", 1, -1),
    ("tut_rk_app12_dob_dedup_show", "dev", "rk_app12", f"{PWP}/app12.py", 40, "show", 1, -1),
    ("tut_nv_joins_sql_show", "heldout", "nv_df_joins", "02_dataframes/05_joins.py", 90, "show", 1, -1),
    ("tut_rk_app10_referrer_count_show", "dev", "rk_app10", f"{PWP}/app10.py", 35, "show", 1, -1),
    ("tut_nv_sql_intersect_show", "heldout", "nv_sql_advanced", "03_sql/06_advanced_sql.py", 21, "show", 1, -1),
    ("tut_rk_app7_bucket_write", "dev", "rk_app7", f"{PWP}/app7.py", 55, "saveAsTable", 1, 1),
    ("tut_nv_windows_running_total_show", "dev", "nv_df_windows", "02_dataframes/06_groupby_and_windows.py", 63, "show",
     1, -1),
    ("tut_rk_app18_bucket_join_collect", "heldout", "rk_app18", f"{PWP}/app18.py", 40, "collect", 1, -1),
    ("tut_nv_sql_row_number_show", "dev", "nv_sql_window", "03_sql/04_window_functions.py", 11, "show", 1, -1),
    ("tut_rk_app5_partition_count_show", "heldout", "rk_app5", f"{PWP}/app5.py", 35, "show", 1, -1),
]


def build_jar() -> Path:
    classes = WORK / "classes"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), str(LISTENER)], check=True)
    jar = WORK / "tut-capture.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


def run(key: str, jar: Path) -> Path:
    """One spark-submit of the program in a fresh scratch copy; the folder of its plans/, actions and log."""
    slug, folder, script = PROGRAMS[key]
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = make_data.scratch_copy(slug, WORK / "work" / key)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HERE / "hooks"), "PYTHONDONTWRITEBYTECODE": "1",
           "TUT_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    if key in ENTER:
        env["TUT_CAPTURE_ENTER"] = "1"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'warehouse'}",
            f"spark.hadoop.javax.jdo.option.ConnectionURL=jdbc:derby:;databaseName={WORK / 'metastore_db'};create=true"]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), script], cwd=root / folder,
               conf=conf, env=env)
    return out


actions_of, summary, same_plan = lib.actions_of, lib.summary, lib.same_plan


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    make_data.write_inputs()
    for fresh in ("warehouse", "metastore_db"):
        shutil.rmtree(WORK / fresh, ignore_errors=True)
    explore = argv[:1] == ["--explore"]
    wanted = argv[1:] if explore else argv
    if explore:
        keys = {k for k in PROGRAMS if not wanted or k in wanted}
        chosen = []
    else:
        chosen = [c for c in CASES if not wanted or c[0] in wanted]
        keys = {c[2] for c in chosen}
    keys = [k for k in PROGRAMS if k in keys or any(k in NEEDS.get(w, []) for w in keys)]
    jar = build_jar()
    start, failed = time.time(), []
    for key in keys:
        print(f"== {key}", flush=True)
        try:
            out = run(key, jar)
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(key)
            continue
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        acts = actions_of(out)
        if explore:
            for a in acts:
                print(f"  {a['file']}:{a['line']} {a['action']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
                for stem in a["plans"]:
                    print(f"      {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
            continue
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case, part, _, file, line, action, occurrence, nth_plan in (c for c in chosen if c[2] == key):
            calls = [a for a in acts if (a["file"], a["line"], a["action"]) == (file, line, action)]
            ok = len(calls) >= occurrence and calls[occurrence - 1]["plans"]
            stem = calls[occurrence - 1]["plans"][nth_plan if nth_plan < 0 else nth_plan - 1] if ok else None
            if stem is None:
                print(f"  NOT CAPTURED: {case}: {action} at {file}:{line}")
                failed.append(case)
                continue
            target = BENCH / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            same = [s for s in stems if same_plan(out / "plans" / s, out / "plans" / stem)]
            print(f"  {case}: {stem} ({summary(target / 'plan.formatted.txt')})")
            if not lib.write_matched(target, log, RUNNER, nth=same.index(stem) + 1,
                                     action=f"{action} at {file}:{line}" + (f" (call {occurrence})" if occurrence > 1 else "")):
                failed.append(case)
    print(f"{len(keys)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
