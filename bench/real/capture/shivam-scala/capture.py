"""Run shivam7422/spark-scala's Spark programs unchanged with spark-submit and write each mr_* case's plans and
event_log.json from those runs.

- Every Scala file of the repository's root (its Spark programs and its plain-Scala exercises, all in one flat
  folder) compiled unchanged with the Scala 2.13 compiler of the PySpark installation's jars into one jar, except
  `palindrome.scala` (a plain-Scala exercise calling `readLine()`, which Scala 2.13's Predef no longer has; no Spark).
- Each program run as `spark-submit --class <object> mr.jar` from the root of a fresh scratch copy of the laid-out
  repository (`/tmp/mr_work/cap/work/<program>/`). Every program that runs builds its rows in the code (Seq/List
  toDF, parallelize): no input is generated. The code's own `.master("local")` is one thread.
- `Rows_to_columns` runs with `spark.sql.ansi.enabled=false`, the default of the Spark 3 the author compiled for
  (Scala 2.12, `new_one_2.12-0.1.jar` in `arguments.scala`): its `collect_List(gp['Mexico'])[0]` indexes an empty
  array for three of the four products, an error under Spark 4's ANSI default and a null under Spark 3's.
- Not run here (see the README): the programs reading `C:\\Users\\...` paths (Hadoop on Linux takes `C:` for a
  scheme and refuses the relative path after it) and the ones reading `src\\main\\resources\\x.csv` (`Join`,
  `reporting_sec2`, `test`: Spark globs the path and Hadoop's glob refuses `\m` as an escape).
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/shivam-scala/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "shivam7422__spark-scala"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/mr_work/cap")
RUNNER = "bench/real/capture/shivam-scala/capture.py"
NON_ANSI = ["spark.sql.ansi.enabled=false"]   # the Spark 3 default the author ran with (see the README)
NOT_COMPILED = {"palindrome.scala"}

# program key -> (main class, file of the object, extra session settings, program arguments)
PROGRAMS: dict[str, tuple[str, str, list[str], list[str]]] = {
    "addcol": ("Spark.Add_column", "Add_column.scala", [], []),
    "bcast": ("Spark.BroadCast_Variable", "BroadCast_Variable.scala", [], []),
    "rows2cols": ("Spark.Rows_to_columns", "Rows_to_columns.scala", NON_ANSI, []),
    "window": ("Spark.Window_Function", "Window_Function.scala", [], []),
    "args": ("Spark.arguments", "arguments.scala", [], ["1", "2", "3", "2019-01-23", "2019-09-20", "2019-04-23"]),
    "casewhen": ("Spark.case_when_otherwise", "case_when_otherwise.scala", [], []),
    "cols2rows": ("Spark.columns_to_rows", "columns_to_rows.scala", [], []),
    "newpivot": ("spark_R.new_pivot", "new_pivot.scala", [], []),
    "newrows": ("spark_R.new_rows_to_COlumns", "new_rows_to_COlumns.scala", [], []),
    "pivot": ("Spark.pivot_function", "pivot_function.scala", [], []),
    "syncheron": ("Spark.syncheron", "syncheron.scala", [], []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run). The split is fixed
# here before any label is written: the case names sorted, positions 2 and 5 of every five held out.
def _split(rows: list[tuple]) -> list[tuple]:
    """Each case's part from its place among the sorted case names: positions 2 and 5 of every five held out."""
    order = sorted(r[0] for r in rows)
    part = {name: ("heldout" if i % 5 in (1, 4) else "dev") for i, name in enumerate(order)}
    return [(r[0], part[r[0]], *r[1:]) for r in rows]


CASES: list[tuple] = _split([
    ("mr_add_column_lit_null_show", "addcol", 34, "show", 1, 1),
    ("mr_add_column_lit_zip_show", "addcol", 37, "show", 1, 2),
    ("mr_add_column_rename_dob_show", "addcol", 40, "show", 1, 3),
    ("mr_add_column_rename_two_show", "addcol", 44, "show", 1, 4),
    ("mr_add_column_nested_select_show", "addcol", 49, "show", 1, 5),
    ("mr_add_column_salary_times_show", "addcol", 53, "show", 1, 6),
    ("mr_broadcast_variable_map_show", "bcast", 32, "show", 1, 1),
    ("mr_rows_to_columns_rdd_todf_show", "rows2cols", 13, "show", 1, 1),
    ("mr_rows_to_columns_sql_collect_list_show", "rows2cols", 21, "show", 1, 3),
    ("mr_rows_to_columns_na_fill_show", "rows2cols", 23, "show", 1, 4),
    ("mr_rows_to_columns_lit_column_show", "rows2cols", 25, "show", 1, 5),
    ("mr_window_rank_functions_show", "window", 32, "show", 1, 2),
    ("mr_window_aggregates_distinct_show", "window", 43, "show", 1, 3),
    ("mr_window_group_min_renamed_show", "window", 45, "show", 1, 4),
    ("mr_columns_to_rows_sql_union_show", "cols2rows", 18, "show", 1, 3),
    ("mr_new_rows_to_columns_sql_union_show", "newrows", 17, "show", 1, 3),
    ("mr_new_pivot_values_collect", "newpivot", 15, "pivot", 1, 2),
    ("mr_new_pivot_sum_show", "newpivot", 16, "show", 1, 3),
    ("mr_pivot_values_collect", "pivot", 14, "pivot", 1, 2),
    ("mr_pivot_sum_show", "pivot", 15, "show", 1, 3),
    ("mr_pivot_stack_unpivot_show", "pivot", 25, "show", 1, 4),
    ("mr_syncheron_credit_debit_show", "syncheron", 26, "show", 1, 2),
])


# ---------------------------------------------------------------- build and run
def build_jars() -> dict[str, Path]:
    """The listener jar and the programs' jar, compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "mr-listener.jar")}
    out = WORK / "mr_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    sources = sorted(str(p) for p in REPO.glob("*.scala") if p.name not in NOT_COMPILED)
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-d", str(out), *sources], check=True)
    jars["mr"] = WORK / "mr.jar"
    subprocess.run(["jar", "cf", str(jars["mr"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "Window_Function.scala", SLUG)
    main_class, _, extra, args = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}", *extra]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]),
                             "--class", main_class, str(jars["mr"]), *args], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
