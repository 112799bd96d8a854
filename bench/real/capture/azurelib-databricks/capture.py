"""Run azurelib-academy/azure-databricks-pyspark-examples' Databricks source notebooks unchanged, cell by cell, with
spark-submit, and write each az_* case's plans and event_log.json from those runs.

- A program is one `spark-submit <notebook>.py [<notebook> ...]` from the root of a fresh scratch copy of the
  laid-out repository (/tmp/az_work/work/<program>/), the first notebook as spark-submit's primary resource (the
  event log's `sun.java.command` names it and the notebooks after it; the app name is the first notebook's file
  name). The driver Python spark-submit starts is azdriver.py (PYSPARK_DRIVER_PYTHON): each notebook cell by cell,
  every line at its own number in the file; the notebooks of one program run one after the other in one session,
  as notebooks attached to one cluster (one namespace per notebook).
- Databricks globals: `spark` and `display` (a `show()`) from ../sbe-practice/hooks/sitecustomize.py, on PYTHONPATH
  as it is; `sc` and `dbutils` (fs.ls through the dbfs stand-in) from azdriver.py.
- Inputs (make_data.py): the repository's own sample files at the `/mnt/...` paths the notebooks name, DBFS served
  as the default file system by standin/DbfsLocalFileSystem.java, a fresh copy per program (its writes land there).
- Sessions on the command line: local[1], no UI, 4 shuffle partitions, UTC, AQE on, `-XX:ActiveProcessorCount=1`;
  the `joins_smj` program with broadcast joins off (`spark.sql.autoBroadcastJoinThreshold=-1`: sort-merge joins),
  the others with Spark's default threshold.
- Plans: the etl2 family's listener (../etl2-projects/PlanListener.java) writes each query's plan after it ran
  (final adaptive plans); the etl family's action hook (../etl-projects/hooks/sitecustomize.py, run by the sbe hook)
  records each action's notebook line and the plans written meanwhile.
- `event_log.json` and `description_rank`: ../program_runs.py (codemap's reader on the same run's event log).

    PYTHONPATH=. .venv/bin/python bench/real/capture/azurelib-databricks/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action of the programs with its plans, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shlex
import shutil
import stat
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import make_data  # noqa: E402
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "azurelib-academy__azure-databricks-pyspark-examples"
REPO = BENCH / "repos" / SLUG
WORK = make_data.WORK
RUNNER = "bench/real/capture/azurelib-databricks/capture.py"
SBE_HOOKS = HERE.parent / "sbe-practice" / "hooks"                 # spark + display (show), as it is
SHARED_HOOK = HERE.parent / "etl-projects" / "hooks" / "sitecustomize.py"
STANDINS = [HERE / "standin" / "DbfsLocalFileSystem.java"]


def nb(prefix: str) -> str:
    """The notebook of the folder whose name starts with `prefix` ("85. "), from the repository root."""
    folder = next(p for p in REPO.iterdir() if p.is_dir() and p.name.startswith(prefix))
    return f"{folder.name}/{next(folder.glob('*Notebook.py')).name}"


# program key -> notebooks (folder number prefixes), run in this order in one spark-submit
PROGRAM_FOLDERS: dict[str, list[str]] = {
    "joins": ["10. ", "81. ", "82. ", "84. ", "85. ", "86. ", "87. ", "88. ", "90. "],
    "joins_smj": ["83. ", "90. ", "81. "],
    "aggs": ["9. ", "22. ", "52. ", "53. ", "93. ", "99. ", "19. ", "6. "],
    "windows": ["23. ", "54. ", "55. ", "56. ", "57. "],
    "misc": ["11. ", "12. ", "95. ", "97. ", "16. ", "46. ", "47. ", "43. ", "100. ", "77. ", "31. ", "30. "],
    "io": ["18. ", "27. ", "28. ", "29. ", "80. ", "73. "],
}
PROGRAMS: dict[str, list[str]] = {k: [nb(p) for p in v] for k, v in PROGRAM_FOLDERS.items()} if REPO.is_dir() else {}
EXTRA_CONF = {"joins_smj": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# case id, part, program, line, action, occurrence, plan (n-th plan of the call, -1 the last), folder prefix. The
# split is fixed here before any label is written: positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("az_10_inner_join_using", "dev", "joins", 116, "show", 1, -1, "10. "),  # 1
    ("az_10_full_outer_join", "heldout", "joins", 125, "show", 1, -1, "10. "),  # 2
    ("az_10_cross_join", "dev", "joins", 152, "show", 1, -1, "10. "),  # 3
    ("az_81_self_join_sql", "dev", "joins", 98, "show", 1, -1, "81. "),  # 4
    ("az_84_left_anti_join", "heldout", "joins", 88, "show", 1, -1, "84. "),  # 5
    ("az_85_inner_join_renamed", "dev", "joins", 99, "show", 1, -1, "85. "),  # 6
    ("az_86_right_outer_sql", "heldout", "joins", 125, "show", 1, -1, "86. "),  # 7
    ("az_87_left_semi_join", "dev", "joins", 100, "show", 1, -1, "87. "),  # 8
    ("az_90_three_way_join_sql", "dev", "joins_smj", 190, "show", 1, -1, "90. "),  # 9
    ("az_83_join_then_where", "heldout", "joins_smj", 121, "show", 1, -1, "83. "),  # 10
    ("az_9_groupby_two_keys_agg", "dev", "aggs", 106, "show", 1, -1, "9. "),  # 11
    ("az_99_groupby_twice_count", "heldout", "aggs", 98, "show", 1, -1, "99. "),  # 12
    ("az_99_count_distinct_sql", "dev", "aggs", 113, "show", 1, -1, "99. "),  # 13
    ("az_19_unpivot_stack", "dev", "aggs", 118, "show", 1, -1, "19. "),  # 14
    ("az_6_drop_duplicates_subset", "heldout", "aggs", 77, "show", 1, -1, "6. "),  # 15
    ("az_23_partition_row_number", "dev", "windows", 134, "show", 1, -1, "23. "),  # 16
    ("az_23_min_max_over_window", "heldout", "windows", 205, "show", 1, -1, "23. "),  # 17
    ("az_54_row_number_desc", "dev", "windows", 109, "show", 1, -1, "54. "),  # 18
    ("az_11_union_distinct", "dev", "misc", 118, "show", 1, -1, "11. "),  # 19
    ("az_12_udf_in_sql", "heldout", "misc", 129, "show", 1, -1, "12. "),  # 20
    ("az_95_filter_of_cache", "dev", "misc", 81, "show", 1, -1, "95. "),  # 21
    ("az_18_repartition_partitionby_write", "heldout", "io", 161, "save", 1, -1, "18. "),  # 22
    ("az_29_parquet_files_count", "dev", "io", 88, "count", 1, -1, "29. "),  # 23
]


def build() -> Path:
    return program_runs.build_jar(WORK, "az-capture.jar", *STANDINS)


def driver_python() -> Path:
    script = WORK / "notebook-python"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'azdriver.py'))} \"$@\"\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def run(key: str, jar: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, PROGRAMS[key][0], SLUG)
    dbfs = make_data.fresh(WORK / "work" / f"{key}.data")
    plans, actions = out / "plans", out / "actions.jsonl"
    python = driver_python()
    env = {"PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": str(python),
           "PYTHONPATH": str(SBE_HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "SBE_CAPTURE_SHARED_HOOK": str(SHARED_HOOK), "ETL_CAPTURE_ROOT": str(root),
           "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions),
           "AZ_CELL_LOG": str(out / "cells.txt")}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.dbfs.impl=azcapture.DbfsLocalFileSystem",
            "spark.hadoop.fs.defaultFS=dbfs:///",
            f"spark.hadoop.az.dbfs.root={dbfs}",
            *EXTRA_CONF.get(key, [])]
    log = lib.submit(out / "log", ["--jars", str(jar), "--driver-class-path", str(jar), *PROGRAMS[key]],
                     cwd=root, conf=conf, env=env)
    command = log.parent / "command.txt"
    command.write_text(f"PYSPARK_DRIVER_PYTHON={python} {command.read_text()}")
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    file = nb(case[7])
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    if "--explore" not in argv and "--reuse" not in argv:
        # run, then write the cases again from the same run's folders: in one process, cases after a program's first
        # were not matched to their execution when written straight after the run, and were from the reused folders
        program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                 build=build, run=run, place=place, prepare=make_data.write_inputs)
        argv = [*argv, "--reuse"]
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build, run=run, place=place, prepare=make_data.write_inputs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
