"""Run mahmoudparsian/pyspark-algorithms' DataFrame scripts (the book "PySpark Algorithms" / Data Algorithms with
Spark) unchanged with spark-submit, as each script's `.sh` runner does, and write each mp_* case's plans and
event_log.json from that one run.

- Every program is one `spark-submit code/chapNN/<script>.py <arguments>` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/codemap_mpcap/work/<program>/), the script as spark-submit's primary resource, so the
  event log's `sun.java.command` names it. The `.sh` runners give absolute paths under `/pyspark_book/` (the author's
  machine: `$SPARK_HOME/bin/spark-submit $SPARK_PROG $INPUT_FILE`); only those paths change, to the same files of the
  laid-out repository, relative to its root (`code/chap01/sample_people.json`). The scripts are not edited and every
  input is the repository's own data file (nothing is generated). Their builders set no master: `--master local[1]`.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, put on PYTHONPATH as it is) records, for each action, the script line that called it and the
  plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2); the execution whose plan is the case's, the n-th of them where one plan ran more
  than once (a script that runs the same query twice, in SQL and with the DataFrame API); plus `description_rank`,
  computed by `add_description_rank` of ../program_runs.py: the 1-based position of that execution
  among the run's SQL executions with the same description, in executionId order. Raw logs stay in
  /tmp/codemap_mpcap/runs/<program>/log/ (not committed).

    PYTHONPATH=. .venv/bin/python bench/real/capture/mahmoudparsian-algorithms/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders, without running Spark
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import HOOKS, lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "mahmoudparsian__pyspark-algorithms"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/codemap_mpcap")
RUNNER = "bench/real/capture/mahmoudparsian-algorithms/capture.py"

# program key -> (script, arguments), paths from the repository root, as the script's .sh runner passes them (its
# /pyspark_book/code/... made relative). Run in this order.
C = "code/"
PROGRAMS: dict[str, tuple[str, list[str]]] = {
    "c1_basic": (C + "chap01/basic_dataframe_example.py", [C + "chap01/sample_people.json"]),
    "c1_csv": (C + "chap01/dataframe_creation_from_csv.py", [C + "chap01/name_city_age.csv"]),
    "c3_csv_no_header": (C + "chap03/dataframe_creation_from_csv_no_header.py", [C + "chap03/kv_no_header.txt"]),
    "c5_join_inner": (C + "chap05/dataframe_join_inner.py", []),
    "c5_join_left": (C + "chap05/dataframe_join_left.py", []),
    "c5_join_right": (C + "chap05/dataframe_join_right.py", []),
    "c5_join_cross": (C + "chap05/dataframe_join_cross.py", []),
    "c5_sql": (C + "chap05/dataframe_sql.py", []),
    "c5_filter": (C + "chap05/dataframe_filter.py", []),
    "c5_withcolumn": (C + "chap05/dataframe_withcolumn.py", []),
    "c5_describe": (C + "chap05/dataframe_action_describe.py", []),
    "c7_add_columns": (C + "chap07/dataframe_creation_add_columns.py", []),
    "c7_agg_multi": (C + "chap07/dataframe_creation_aggregate_multiple_columns.py", []),
    "c7_agg_single": (C + "chap07/dataframe_creation_aggregate_single_column.py", []),
    "c7_udf": (C + "chap07/dataframe_creation_call_udf.py", []),
    "c7_csv_no_header": (C + "chap07/dataframe_creation_cvs_no_header.py", [C + "chap07/emps_no_header.txt"]),
    "c7_csv_with_header": (C + "chap07/dataframe_creation_cvs_with_header.py", [C + "chap07/emps_with_header.txt"]),
    "c7_explicit_schema": (C + "chap07/dataframe_creation_with_explicit_schema.py", [C + "chap07/emps_no_header.txt"]),
    "c7_collections": (C + "chap07/dataframe_creation_from_collections.py", []),
    "c7_order_by": (C + "chap07/dataframe_creation_order_by.py", []),
    "c7_crosstab": (C + "chap07/dataframe_crosstab.py", []),
    "c7_drop_duplicates": (C + "chap07/dataframe_drop_duplicates.py", []),
    "c7_groupby": (C + "chap07/dataframe_multi_dim_agg_groupby.py", []),
    "c7_rollup": (C + "chap07/dataframe_multi_dim_agg_rollup.py", []),
    "c7_worldcup": (C + "chap07/dataframe_tutorial_with_worldcup.py", [C + "chap07/WorldCupPlayers.csv"]),
    "c7_stats": (C + "chap07/dataframe_with_statistical_data.py", [C + "chap07/life_expentancy.txt"]),
}
# the same script run again with session settings from the command line (a second program key, its own scratch copy)
PROGRAMS["c5_join_inner_smj"] = PROGRAMS["c5_join_inner"]
PROGRAMS["c5_join_left_smj"] = PROGRAMS["c5_join_left"]
SETTINGS: dict[str, list[str]] = {"c5_join_inner_smj": ["spark.sql.autoBroadcastJoinThreshold=-1"],
                                  "c5_join_left_smj": ["spark.sql.autoBroadcastJoinThreshold=-1",
                                                       "spark.sql.adaptive.enabled=false"]}

# case id, part, program, line, action, occurrence (1-based among that line/action's calls), plan (the n-th plan the
# call wrote, -1 the last). The file is the program's script. The split is fixed here before any label is written:
# the cases in order of name, positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, int, str, int, int]] = [
    ("mp_c01_basic_filter_show", "dev", "c1_basic", 96, "show", 1, -1),
    ("mp_c01_basic_groupby_count_show", "heldout", "c1_basic", 101, "show", 1, -1),
    ("mp_c01_csv_avg_dsl_show", "dev", "c1_csv", 106, "show", 1, -1),
    ("mp_c01_csv_avg_sql_show", "dev", "c1_csv", 115, "show", 1, -1),
    ("mp_c05_describe_show", "heldout", "c5_describe", 60, "show", 1, -1),
    ("mp_c05_join_cross_show", "dev", "c5_join_cross", 101, "show", 1, -1),
    ("mp_c05_join_inner_show", "heldout", "c5_join_inner", 101, "show", 1, -1),
    ("mp_c05_join_inner_smj_show", "dev", "c5_join_inner_smj", 101, "show", 1, -1),
    ("mp_c05_join_left_show", "dev", "c5_join_left", 101, "show", 1, -1),
    ("mp_c05_join_left_smj_show", "heldout", "c5_join_left_smj", 101, "show", 1, -1),
    ("mp_c05_join_right_show", "dev", "c5_join_right", 103, "show", 1, -1),
    ("mp_c05_sql_groupby_dsl_show", "heldout", "c5_sql", 87, "show", 1, -1),
    ("mp_c05_sql_groupby_sql_show", "dev", "c5_sql", 93, "show", 1, -1),
    ("mp_c07_add_columns_join_show", "dev", "c7_add_columns", 95, "show", 1, -1),
    ("mp_c07_agg_multi_zip_udf_show", "heldout", "c7_agg_multi", 200, "show", 1, -1),
    ("mp_c07_crosstab_show", "dev", "c7_crosstab", 66, "show", 1, -1),
    ("mp_c07_csv_no_header_groupby_sql_show", "heldout", "c7_csv_no_header", 151, "show", 1, -1),
    ("mp_c07_csv_with_header_groupby_sql_show", "dev", "c7_csv_with_header", 128, "show", 1, -1),
    ("mp_c07_explicit_schema_orderby_sql_show", "dev", "c7_explicit_schema", 137, "show", 1, -1),
    ("mp_c07_groupby_union_sort_show", "heldout", "c7_groupby", 99, "show", 1, -1),
    ("mp_c07_rollup_grouping_sets_sql_show", "dev", "c7_rollup", 251, "show", 1, -1),
    ("mp_c07_rollup_show", "heldout", "c7_rollup", 234, "show", 1, -1),
    ("mp_c07_udf_show", "dev", "c7_udf", 85, "show", 1, -1),
    ("mp_c07_worldcup_distinct_show", "dev", "c7_worldcup", 112, "show", 1, -1),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "mp-capture.jar")


def scratch_copy(dest: Path) -> Path:
    return program_runs.scratch_copy(REPO, dest, "code/chap05/dataframe_sql.py", SLUG)


def run(key: str, jar: Path) -> Path:
    """One spark-submit of the program in a fresh scratch copy; the folder of its plans/, actions and log."""
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = scratch_copy(WORK / "work" / key)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}"]
    conf = [c for c in conf if c.split("=")[0] not in {x.split("=")[0] for x in SETTINGS.get(key, [])}]
    conf += SETTINGS.get(key, [])
    script, args = PROGRAMS[key]
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), script, *args], cwd=root,
               conf=conf, env=env)
    return out



def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run,
                                    place=program_runs.file_place(lambda key: PROGRAMS[key][0]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
