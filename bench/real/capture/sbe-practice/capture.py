"""Run AARYAN-O/Pyspark_practice_SBE's practice scripts unchanged with spark-submit, and write each sbe_* case's plans
and event_log.json from that one run.

- Every program is one `spark-submit "<folder>/<NNN) name>.py"` from the root of a fresh scratch copy of the
  laid-out repository (make_data.py), the script path as spark-submit's primary resource (so the event log's
  `sun.java.command` names it).
- The scripts are Databricks notebook exports: they use an implicit `spark` and `display(df)` / `df.display()`. Our
  `hooks/sitecustomize.py` (on PYTHONPATH, driver only) puts `spark` (SparkSession.builder.getOrCreate()) and a
  `display` that simply calls `.show()` into builtins and gives DataFrame a `display` method; no script is edited.
- Their `dbfs:/FileStore/...` inputs are generated (make_data.py) and served at `dbfs:/` by our Hadoop file system
  stand-in (standin/DbfsLocalFileSystem.java, from a fresh copy per program), so the paths in the code stay.
- Sessions as the earlier families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command
  line, with `-XX:ActiveProcessorCount=1` for the driver. No script sets any session option.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, used as it is) writes each
  query's plan after it ran (adaptive plans final); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, run by our `hooks/sitecustomize.py` from its path) records, for each action, the project's line
  that called it and the plans written meanwhile. A display() is recorded as the show() it calls, at the display line.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2); the execution whose plan is the case's, the n-th of them where one plan ran more
  than once; plus `description_rank`: the 1-based position of that execution among the run's SQL executions
  (SparkListenerSQLExecutionStart events of that log) with the same description, in executionId
  order (`add_description_rank` of ../program_runs.py). The raw event logs stay in
  /tmp/codemap_sbecap/runs/<program>/log/ (not committed).

    PYTHONPATH=. .venv/bin/python bench/real/capture/sbe-practice/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
"""
from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"   # the etl family's action hook, as it is
STANDIN = HERE / "standin" / "DbfsLocalFileSystem.java"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import add_description_rank  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
RUNNER = "bench/real/capture/sbe-practice/capture.py"
DF, BIF, SQLF, DS = "Dataframes", "Built In Functions", "PySpark SQL Functions", "Datasources"

# program key -> script (path from the repository root). Run in this order.
PROGRAMS: dict[str, str] = {
    "df_032_distinct": f"{DF}/032) distinct.py",
    "df_035_dropdup": f"{DF}/035) drop duplicates of selected columns.py",
    "df_037_sort_multi": f"{DF}/037) Sorting on multiple columns.py",
    "df_040_orderby": f"{DF}/040) Using orderby with asc and desc.py",
    "df_047_count": f"{DF}/047) count.py",
    "df_048_mean_avg": f"{DF}/048) mean_and_avg.py",
    "df_049_group_multi": f"{DF}/049) Group By multiple columns.py",
    "df_051_agg": f"{DF}/051) Multiple Aggregates(using agg).py",
    "df_052_group_sql": f"{DF}/052) Group By using sql.py",
    "df_054_inner": f"{DF}/054) inner_join.py",
    "df_055_left": f"{DF}/055) left & left_outer_join.py",
    "df_057_order_eq": f"{DF}/057) does_order_of_equal_to_matter_in_join.py",
    "df_059_right": f"{DF}/059) right & right outer join.py",
    "df_060_full": f"{DF}/060) full_outer_join.py",
    "df_061_semi": f"{DF}/061) left_semi.py",
    "df_062_anti": f"{DF}/062) LeftAnti.py",
    "df_063_inner_sql": f"{DF}/063) Inner joins with SQL.py",
    "df_064_left_sql": f"{DF}/064) Left Join with SQL.py",
    "df_064_right_sql": f"{DF}/064) Right join in SQL.py",
    "df_065_multi_join": f"{DF}/065) Joins on Multiple dataframes.py",
    "df_068_union_distinct": f"{DF}/068) Union +distinct.py",
    "df_070_union_by_name": f"{DF}/070) UnionByName.py",
    "df_071_missing_cols": f"{DF}/071) AllowMissingColumns With UnionByName.py",
    "df_072_udf": f"{DF}/072) UDF.py",
    "df_073_udf_sql": f"{DF}/073) UDF with SQL.py",
    "df_094_pivot": f"{DF}/094) pivot.py",
    "bif_002_case_when": f"{BIF}/002) case_when_then(used in spark.sql).py",
    "sqlf_004_collect_list": f"{SQLF}/004) collect_list.py",
    "sqlf_016_sum_distinct": f"{SQLF}/016) sum_distinct.py",
    "sqlf_019_row_number": f"{SQLF}/019) row_number.py",
    "sqlf_020_rank": f"{SQLF}/020) rank.py",
    "sqlf_024_lag": f"{SQLF}/024) lag.py",
    "sqlf_026_window_agg": f"{SQLF}/026) Using_windows_with_agg_functions.py",
    "ds_016_parquet": f"{DS}/016) Reading_from_parquet.py",
    "ds_023_sql_view": f"{DS}/023) how to load data purely using spark sql without actually loading it.py",
    "ds_024_partition_by": f"{DS}/024) PartitionBy.py",
    "ds_027_multi_json": f"{DS}/027) reading multiple json files.py",
    "ds_029_json_schema": f"{DS}/029) How to read your own schema.py",
}

# case id, part, program, line, action, occurrence (1-based among that line/action's calls), plan (the n-th plan the
# call wrote, -1 the last). The file is the program's script. The split is fixed here before any label is written:
# the cases in order of name, positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, int, str, int, int]] = [
    ("sbe_agg_country_sum_show", "dev", "df_051_agg", 11, "show", 1, -1),
    ("sbe_avg_country_show", "heldout", "df_048_mean_avg", 10, "show", 1, -1),
    ("sbe_count_country_show", "dev", "df_047_count", 5, "show", 1, -1),
    ("sbe_distinct_count", "dev", "df_032_distinct", 12, "count", 1, -1),
    ("sbe_dropdup_city_show", "heldout", "df_035_dropdup", 12, "show", 1, -1),
    ("sbe_group_sql_minmax_show", "dev", "df_052_group_sql", 3, "show", 1, -1),
    ("sbe_join_anti_show", "heldout", "df_062_anti", 24, "show", 1, -1),
    ("sbe_join_full_show", "dev", "df_060_full", 30, "show", 1, -1),
    ("sbe_join_inner_csv_show", "dev", "df_054_inner", 7, "show", 1, -1),
    ("sbe_join_leftouter_show", "heldout", "df_055_left", 27, "show", 1, -1),
    ("sbe_join_multi_show", "dev", "df_065_multi_join", 33, "show", 1, -1),
    ("sbe_join_semi_show", "heldout", "df_061_semi", 26, "show", 1, -1),
    ("sbe_join_sql_inner_show", "dev", "df_063_inner_sql", 26, "show", 1, -1),
    ("sbe_mean_country_show", "dev", "df_048_mean_avg", 8, "show", 1, -1),
    ("sbe_parquet_read_show", "heldout", "ds_016_parquet", 9, "show", 1, -1),
    ("sbe_partition_by_csv_write", "dev", "ds_024_partition_by", 4, "csv", 1, -1),
    ("sbe_pivot_show", "heldout", "df_094_pivot", 16, "show", 1, -1),
    ("sbe_row_number_show", "dev", "sqlf_019_row_number", 13, "show", 1, -1),
    ("sbe_udf_show", "dev", "df_072_udf", 18, "show", 1, -1),
    ("sbe_udf_sql_show", "heldout", "df_073_udf_sql", 23, "show", 1, -1),
    ("sbe_union_distinct_show", "dev", "df_068_union_distinct", 22, "show", 1, -1),
    ("sbe_window_agg_filter_show", "heldout", "sqlf_026_window_agg", 33, "show", 1, -1),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "sbe-capture.jar", STANDIN)


def run(key: str, jar: Path) -> Path:
    """One spark-submit of the program in a fresh scratch copy; the folder of its plans/, actions and log."""
    script = PROGRAMS[key]
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = make_data.scratch_copy(WORK / "work" / key)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HERE / "hooks"), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=sbecapture.DbfsLocalFileSystem",
            f"spark.hadoop.sbe.dbfs.root={root}.dbfs",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}"]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), script], cwd=root,
               conf=conf, env=env)
    return out


actions_of, summary, same_plan = lib.actions_of, lib.summary, lib.same_plan


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    make_data.write_inputs()
    explore = argv[:1] == ["--explore"]
    wanted = argv[1:] if explore else argv
    if explore:
        keys = {k for k in PROGRAMS if not wanted or k in wanted}
        chosen = []
    else:
        chosen = [c for c in CASES if not wanted or c[0] in wanted]
        keys = {c[2] for c in chosen}
    keys = [k for k in PROGRAMS if k in keys]
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
        file = PROGRAMS[key]
        if explore:
            for a in acts:
                print(f"  {a['file']}:{a['line']} {a['action']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
                for stem in a["plans"]:
                    print(f"      {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
            continue
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case, part, _, line, action, occurrence, nth_plan in (c for c in chosen if c[2] == key):
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
                continue
            try:
                add_description_rank(target, log)
            except SystemExit as exc:
                print(f"  NO RANK: {exc}")
                failed.append(case)
    print(f"{len(keys)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
