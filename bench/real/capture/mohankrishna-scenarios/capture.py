"""Run mohankrishna02/interview-scenerios-spark-sql's PySpark scenario scripts unchanged with spark-submit, and write
each mk_* case's plans and event_log.json from that one run.

- Every program is one `spark-submit ScenerioN.py` from the root of a fresh scratch copy of the laid-out repository
  (/tmp/codemap_mkcap/work/<program>/), the script as spark-submit's primary resource, so the event log's
  `sun.java.command` names it. The scripts are not edited: each builds its own
  `SparkContext(conf=SparkConf().setMaster("local[*]")...)`; `-XX:ActiveProcessorCount=1` for the driver makes
  that `local[*]` one thread. The session options come from the command line (4 shuffle partitions, UTC, AQE on).
- Inputs: every chosen script builds its data inline with `spark.createDataFrame`; nothing is generated.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); the etl family's action hook (`../etl-projects/hooks/
  sitecustomize.py`, put on PYTHONPATH as it is) records, for each action, the script line that called it and the
  plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2); the execution whose plan is the case's, the n-th of them where one plan ran more
  than once (a script's SQL and DSL twins of one query often run the same plan); plus `description_rank`, computed
  by `add_description_rank` of ../program_runs.py: the 1-based position of that execution among the
  run's SQL executions with the same description, in executionId order. Raw logs stay in
  /tmp/codemap_mkcap/runs/<program>/log/ (not committed).

    PYTHONPATH=. .venv/bin/python bench/real/capture/mohankrishna-scenarios/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
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
SLUG = "mohankrishna02__interview-scenerios-spark-sql"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/codemap_mkcap")
RUNNER = "bench/real/capture/mohankrishna-scenarios/capture.py"

# program key -> script (path from the repository root). Run in this order. Not run: Scenerio15 (no Spark),
# 19 and 20 (SparkConf never imported; they also read dbfs:/ json), 25 (a D:/ csv read and a show), 6, 11, 14
# (one-scan CASE WHEN / sum projections, look-alikes of the chosen ones); the notebooks (30-40).
PROGRAMS: dict[str, str] = {f"s{n}": f"Scenerio{n}.py" for n in
                            ("-1", "2", "3", "4", "5", "7", "8", "9", "10", "12", "13", "16", "17", "18", "21", "22",
                             "23", "24", "26", "27", "28", "29")}

# case id, part, program, line, action, occurrence (1-based among that line/action's calls), plan (the n-th plan the
# call wrote, -1 the last). The file is the program's script. The split is fixed here before any label is written:
# the cases in order of name, positions 2 and 5 of every five held out.
CASES: list[tuple[str, str, str, int, str, int, int]] = [
    ("mk_01_selfjoin_dsl_show", "dev", "s-1", 19, "show", 1, -1),
    ("mk_01_selfjoin_sql_show", "heldout", "s-1", 16, "show", 1, -1),
    ("mk_02_in_subquery_sql_show", "dev", "s2", 24, "show", 1, -1),
    ("mk_03_lead_window_show", "dev", "s3", 29, "show", 1, -1),
    ("mk_04_collect_set_dsl_show", "heldout", "s4", 28, "show", 1, -1),
    ("mk_05_union_filter_show", "dev", "s5", 46, "show", 1, -1),
    ("mk_07_dense_rank_dsl_show", "heldout", "s7", 36, "show", 1, -1),
    ("mk_07_dense_rank_sql_show", "dev", "s7", 28, "show", 1, -1),
    ("mk_08_cross_join_sql_show", "dev", "s8", 26, "show", 1, -1),
    ("mk_09_explode_count_show", "heldout", "s9", 27, "show", 1, -1),
    ("mk_10_max_join_show", "dev", "s10", 26, "show", 1, -1),
    ("mk_12_mask_udf_show", "heldout", "s12", 25, "show", 1, -1),
    ("mk_16_dropdup_orderby_show", "dev", "s16", 20, "show", 1, -1),
    ("mk_17_outer_join_using_show", "dev", "s17", 23, "show", 1, -1),
    ("mk_22_running_sum_sql_show", "heldout", "s22", 23, "show", 1, -1),
    ("mk_23_join_distinct_show", "dev", "s23", 20, "show", 1, -1),
    ("mk_26_full_outer_dsl_show", "heldout", "s26", 69, "show", 1, -1),
    ("mk_26_full_outer_sql_show", "dev", "s26", 49, "show", 1, -1),
    ("mk_27_lag_fill_orderby_show", "dev", "s27", 29, "show", 1, -1),
    ("mk_29_outer_filter_orderby_show", "heldout", "s29", 35, "show", 1, -1),
]


def build_jar() -> Path:
    return program_runs.build_jar(WORK, "mk-capture.jar")


def scratch_copy(dest: Path) -> Path:
    return program_runs.scratch_copy(REPO, dest, "Scenerio7.py", SLUG)


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
    lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), PROGRAMS[key]], cwd=root,
               conf=conf, env=env)
    return out



def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jar, run=run, place=program_runs.file_place(PROGRAMS.get))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
