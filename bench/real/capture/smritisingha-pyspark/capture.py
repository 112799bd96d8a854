"""Run Smritisingha/pyspark-practice's PySpark practice scripts unchanged with spark-submit and write each sg_* case's
plans and event_log.json from that one run.

- A script is one `spark-submit "<folder>/<script>.py"` from the root of a fresh scratch copy of the laid-out
  repository (/tmp/sg_work/work/<program>/): the PyCharm project's folder (`.idea/`, `resources/`), the author's
  working directory. Session options from the command line: local[1], 4 shuffle partitions, UTC, AQE on, no UI,
  event log on; `-XX:ActiveProcessorCount=1` for the driver. Some programs run again with
  `spark.sql.autoBroadcastJoinThreshold=-1` (SETTINGS: sort-merge joins, as real sizes give).
- Inputs: the scripts read absolute Windows paths, `E:/Workspaces/pysparkProject/resources/<file>` (the project's own
  `resources/`, the author's PyCharm workspace) and `C:/Users/smrit/Downloads/<file>` (copies of the same files).
  Hadoop on Linux reads `E:/...` as a URI of scheme `E`; the ykanakaraju family's file system stand-in
  (`../ykanakaraju-pyspark/standin/DriveLocalFileSystem.java`, compiled as it is into our listener jar, registered
  for the schemes `C`, `c`, `E`, `e`) serves `<scheme>:/<path>` from `/tmp/sg_work/work/<program>.drives/<scheme>/<path>`:
  `E/Workspaces/pysparkProject` is a link to the scratch copy's root, `C/Users/smrit/Downloads` a link to its
  `resources/`. Every input is the repository's own file; nothing is generated. Writes to `C:/Users/smrit/Downloads/`
  land in the scratch copy.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (final adaptive plans); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, run as it is) records each action's calling line and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log (../databricks__learningsparkv2/
  capture_event_logs_lib.py), the execution whose plan is the case's, plus `description_rank` (../program_runs.py).
  Raw logs stay in /tmp/sg_work/runs/<program>/log/.

    PYTHONPATH=. .venv/bin/python bench/real/capture/smritisingha-pyspark/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
STANDIN = HERE.parent / "ykanakaraju-pyspark" / "standin" / "DriveLocalFileSystem.java"   # as it is
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import HOOKS, lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "smritisingha__pyspark-practice"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/sg_work")
RUNNER = "bench/real/capture/smritisingha-pyspark/capture.py"
A, B, J, D = "Aggregation/", "Basic_structure_operation/", "Joins/", "dataframe/"

# program key -> file (path from the repository root). Not run: rdd/* and most of "Distributed variables/" (RDD
# programs, no SQL plan of user DataFrame code), main.py (PyCharm's sample), scripts whose every action is a plan of
# a local relation or a bare scan (schema_createing.py, json_file.py, changing_column_type_cast.py, expr_function.py,
# df1.py, rdd_to_df.py, dateadd_datesub_function.py).
PROGRAMS: dict[str, str] = {
    "approx": A + "approx_count_distinct_function.py",
    "avg": A + "avg_function.py",
    "collect": A + "collectset_collectlist_function.py",
    "cdistinct": A + "count_Distinct_function.py",
    "count": A + "count_function.py",
    "firstlast": A + "first_last_function.py",
    "groupby": A + "groupBy_function.py",
    "maxmin": A + "max_min_function.py",
    "pivot": A + "pivot_function.py",
    "rollup": A + "rollups_function.py",
    "skew": A + "skewness_kurtosis_function.py",
    "sumdistinct": A + "sumDistinct_function.py",
    "sum": A + "sum_function.py",
    "variance": A + "variance_standard_deviation_function.py",
    "window": A + "window_function.py",
    "window2": A + "window_function2.py",
    "unique": B + "getting_unique_rows.py",
    "limit": B + "limit_function.py",
    "lit": B + "lit_function.py",
    "sample": B + "random_samples.py",
    "split": B + "random_splits.py",
    "rename": B + "renaming_column.py",
    "reserve": B + "reserve_character.py",
    "select": B + "select_selecrexpr_function.py",
    "sorting": B + "sorting_rows.py",
    "inner": J + "Inner_join.py",
    "outer": J + "Outer_join.py",
    "outer_smj": J + "Outer_join.py",
    "cross": J + "cross_join.py",
    "anti": J + "left_anti_join.py",
    "anti_smj": J + "left_anti_join.py",
    "semi": J + "left_semi_join.py",
    "booleans": D + "booleans_function.py",
    "bround": D + "bound_round__corr_function.py",
    "arraylen": D + "complextype_arraylength_function.py",
    "explode": D + "complextype_exploed_function.py",
    "maps": D + "complextype_maps_function.py",
    "structs": D + "complextype_structs_function.py",
    "createdf": D + "create_df.py",
    "crosstab": D + "crosstab_freqitems_function.py",
    "locate": D + "expr_locate_function.py",
    "instr": D + "instr_function.py",
    "nulls": D + "null_value_function.py",
    "regex": D + "regular_expression.py",
    "timestamp": D + "timestamp_function.py",
    "tojson": D + "to_json_and_from_json_function.py",
    "udf": D + "udf_function.py",
    "partition": "rdd/partition.py",
    "bcast": "Distributed variables/broadcast_variable2.py",
}
SETTINGS: dict[str, list[str]] = {"outer_smj": ["spark.sql.autoBroadcastJoinThreshold=-1"],
                                  "anti_smj": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# case id, part, program, line, action, occurrence (1-based among that line's calls of the action), plan (the n-th
# plan the call wrote, -1 the last). The split is fixed here before any label is written: positions 2 and 5 of
# every five held out.
CASES: list[tuple] = [
    ("sg_approx_count_distinct_cached_show", "dev", "approx", 9, "show", 1, -1),
    ("sg_pivot_age_team_sum_show", "heldout", "pivot", 13, "show", 1, -1),
    ("sg_inner_join_show", "dev", "inner", 11, "show", 1, -1),
    ("sg_window_rank_dense_max_show", "dev", "window", 41, "show", 1, -1),
    ("sg_distinct_name_team_count", "heldout", "unique", 8, "count", 1, -1),
    ("sg_collect_set_list_show", "dev", "collect", 8, "show", 1, -1),
    ("sg_outer_join_smj_show", "heldout", "outer_smj", 12, "show", 1, -1),
    ("sg_sort_desc_asc_show", "dev", "sorting", 12, "show", 1, -1),
    ("sg_window_avg_sum_team_show", "dev", "window2", 14, "show", 1, -1),
    ("sg_count_distinct_cached_show", "heldout", "cdistinct", 9, "show", 1, -1),
    ("sg_random_split_second_count", "dev", "split", 12, "count", 2, -1),
    ("sg_first_last_sql_cached_show", "heldout", "firstlast", 11, "show", 1, -1),
    ("sg_left_anti_join_show", "dev", "anti", 12, "show", 1, -1),
    ("sg_selectexpr_avg_count_distinct_show", "dev", "select", 27, "show", 1, -1),
    ("sg_sum_distinct_show", "heldout", "sumdistinct", 8, "show", 1, -1),
    ("sg_crosstab_show", "dev", "crosstab", 8, "show", 1, -1),
    ("sg_sample_count", "heldout", "sample", 9, "count", 1, -1),
    ("sg_udf_selectexpr_show", "dev", "udf", 20, "show", 1, -1),
    ("sg_left_join_smj_show", "dev", "outer_smj", 21, "show", 1, -1),
    ("sg_partition_id_groupby_count_show", "heldout", "partition", 17, "show", 1, -1),
    ("sg_explode_split_show", "dev", "explode", 11, "show", 1, -1),
    ("sg_groupby_team_avg_sum_show", "heldout", "window2", 18, "show", 1, -1),
]


def drives(key: str, root: Path) -> Path:
    """The Windows drives the scripts read: E:/Workspaces/pysparkProject is the project (the scratch copy),
    C:/Users/smrit/Downloads holds copies of its resources/ (a link to them)."""
    fsroot = WORK / "work" / f"{key}.drives"
    shutil.rmtree(fsroot, ignore_errors=True)
    (fsroot / "E" / "Workspaces").mkdir(parents=True)
    (fsroot / "E" / "Workspaces" / "pysparkProject").symlink_to(root)
    (fsroot / "C" / "Users" / "smrit").mkdir(parents=True)
    (fsroot / "C" / "Users" / "smrit" / "Downloads").symlink_to(root / "resources")
    return fsroot


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "sg-capture.jar", STANDIN)


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "Aggregation/pivot_function.py", SLUG)
    fsroot = drives(key, root)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}",
            f"spark.hadoop.yk.fs.root={fsroot}",
            *(f"spark.hadoop.fs.{s}.impl=ykcapture.DriveLocalFileSystem" for s in ("C", "c", "E", "e")),
            *SETTINGS.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), PROGRAMS[key]], cwd=root,
               conf=conf, env=env)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    return PROGRAMS[key], f"{PROGRAMS[key]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=place)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
