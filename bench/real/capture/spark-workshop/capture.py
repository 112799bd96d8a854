"""Run PacktWorkshops/The-Spark-Workshop's DataFrame code unchanged with spark-submit and write each pw_* case's plans
and event_log.json from that one run.

- Chapter11's Python programs: `spark-submit Chapter11/Exercise11_09/Exercise11_09.py` from the root of a fresh
  scratch copy of the laid-out repository (their `if`-less top-level code is the program). Activity11_01 reads
  `Popular_Baby_Names.csv` relative to where it runs: it runs from `resources/chapter_11/activity_one/`, the folder
  of the repository that holds that file (`spark-submit ../../../Chapter11/Activity11_01/Activity11_01.py`).
- Chapter11's Scala twins: every `Chapter11/*/*.scala` but Activity11_01.scala (it defines `val babyNames` twice in
  one block and does not compile in any Scala) compiled unchanged with the Scala 2.13 compiler of the PySpark
  installation's jars (the book's build is Maven, Scala 2.11, Spark 2.4.6) and run as `spark-submit --class
  Exercise11_09 ch11.jar`. Their plans are taken by order in the run (`--explore` lists them); the event log's call
  site names the file and line (`show at Exercise11_09.scala:49`).
- Chapter05's `code/Exercise05_NN.py` are pyspark shell fragments that build on each other: they run as one shell
  session (`pyshell.py`, our driver: the namespace pyspark's shell.py makes, each file's lines read as the
  interactive interpreter reads them, under the file's own path and lines), Exercise05_01 to Exercise05_24 in the
  book's order, from the scratch copy's root (the code reads `Chapter05/data/...`).
- The code's own `.master("local[2]")` (set in its builders, so it wins over the command line's `local[1]`) stays.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); for Python the etl family's action hook
  (`../etl-projects/hooks/sitecustomize.py`) records each action's line and the plans written meanwhile.
- `event_log.json`: codemap's reader on the same run's log, plus `description_rank` (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/spark-workshop/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action / plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import HOOKS, lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "packtworkshops__the-spark-workshop"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/pw_work/cap")
RUNNER = "bench/real/capture/spark-workshop/capture.py"
SHELL = HERE / "pyshell.py"
C11 = "Chapter11/"
C05 = "Chapter05/code/"
SC_JAR = "@ch11-jar"

# program key -> (cwd below the scratch root, spark-submit arguments after the session's)
PROGRAMS: dict[str, tuple[str, list[str]]] = {
    "py_ex11_01": ("", [C11 + "Example11_01/Example11_01.py"]),
    "py_ex11_02": ("", [C11 + "Example11_02/Example11_02.py"]),
    "py_11_02": ("", [C11 + "Exercise11_02/Exercise11_02.py"]),
    "py_11_03": ("", [C11 + "Exercise11_03/Exercise11_03.py"]),
    "py_11_04": ("", [C11 + "Exercise11_04/Exercise11_04.py"]),
    "py_11_05": ("", [C11 + "Exercise11_05/Exercise11_05.py"]),
    "py_11_06a": ("", [C11 + "Exercise11_06/Exercise11_06a.py"]),
    "py_11_07": ("", [C11 + "Exercise11_07/Exercise11_07.py"]),
    "py_11_08": ("", [C11 + "Exercise11_08/Exercise11_08.py"]),
    "py_11_09": ("", [C11 + "Exercise11_09/Exercise11_09.py"]),
    "py_11_10": ("", [C11 + "Exercise11_10/Exercise11_10.py"]),
    "py_11_11": ("", [C11 + "Exercise11_11/Exercise11_11.py"]),
    "py_11_13": ("", [C11 + "Exercise11_13/Exercise11_13.py"]),
    "py_act11_01": ("resources/chapter_11/activity_one", ["../../../" + C11 + "Activity11_01/Activity11_01.py"]),
    "py_ch05": ("", [str(SHELL)] + [f"{C05}Exercise05_{n:02d}.py" for n in range(1, 25)]),
    **{f"sc_{name.lower()}": ("", ["--class", name, SC_JAR])
       for name in ["Exercise11_04", "Exercise11_05", "Exercise11_07", "Exercise11_08", "Exercise11_09",
                    "Exercise11_10", "Exercise11_13", "Example11_01"]},
}
SCALA = [k for k in PROGRAMS if k.startswith("sc_")]
SC_SOURCES = sorted(p for p in (REPO / "Chapter11").glob("*/*.scala") if p.name != "Activity11_01.scala")

# case id, part, program, line, action, occurrence (1-based among that file/line/action's calls), plan (Python: the
# n-th plan the call wrote, -1 the last; Scala: the n-th plan of the run), file. The split is fixed here before any
# label is written: the order the cases were planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("pw_py_ex11_01_sql_avg_order_show", "dev", "py_ex11_01", 37, "show", 1, -1, C11 + "Example11_01/Example11_01.py"),
    ("pw_sc_11_09_groupby_having_show", "heldout", "sc_exercise11_09", 48, "show", 1, 3,
     C11 + "Exercise11_09/Exercise11_09.scala"),
    ("pw_py_11_13_union_repartition_show", "dev", "py_11_13", 53, "show", 1, -1,
     C11 + "Exercise11_13/Exercise11_13.py"),
    ("pw_c05_join_full_show", "dev", "py_ch05", 12, "show", 1, -1, C05 + "Exercise05_15.py"),
    ("pw_py_11_10_two_left_joins_show", "heldout", "py_11_10", 50, "show", 1, -1,
     C11 + "Exercise11_10/Exercise11_10.py"),
    ("pw_py_11_09_sql_having_show", "dev", "py_11_09", 41, "show", 1, -1, C11 + "Exercise11_09/Exercise11_09.py"),
    ("pw_sc_11_08_window_show", "heldout", "sc_exercise11_08", 49, "show", 1, 2,
     C11 + "Exercise11_08/Exercise11_08.scala"),
    ("pw_c05_intersect_all_show", "dev", "py_ch05", 14, "show", 1, -1, C05 + "Exercise05_16.py"),
    ("pw_py_11_05_sql_top3_show", "dev", "py_11_05", 41, "show", 1, -1, C11 + "Exercise11_05/Exercise11_05.py"),
    ("pw_py_11_08_window_row_number_show", "heldout", "py_11_08", 41, "show", 1, -1,
     C11 + "Exercise11_08/Exercise11_08.py"),
    ("pw_c05_cube_sort_show", "dev", "py_ch05", 5, "show", 1, -1, C05 + "Exercise05_18.py"),
    ("pw_py_11_09_groupby_sum_show", "heldout", "py_11_09", 49, "show", 1, -1, C11 + "Exercise11_09/Exercise11_09.py"),
    ("pw_sc_11_10_two_left_joins_show", "dev", "sc_exercise11_10", 71, "show", 1, 2,
     C11 + "Exercise11_10/Exercise11_10.scala"),
    ("pw_py_act11_01_sql_first_min_show", "dev", "py_act11_01", 34, "show", 1, -1,
     C11 + "Activity11_01/Activity11_01.py"),
    ("pw_c05_pivot_show", "heldout", "py_ch05", 2, "show", 1, -1, C05 + "Exercise05_19.py"),
    ("pw_py_11_07_sql_youngest_cat_show", "dev", "py_11_07", 43, "show", 1, -1, C11 + "Exercise11_07/Exercise11_07.py"),
    ("pw_sc_11_13_union_show", "heldout", "sc_exercise11_13", 60, "show", 1, 1,
     C11 + "Exercise11_13/Exercise11_13.scala"),
    ("pw_c05_groupby_agg_where_show", "dev", "py_ch05", 19, "show", 1, -1, C05 + "Exercise05_17.py"),
    ("pw_py_11_04_join_show", "dev", "py_11_04", 27, "show", 1, -1, C11 + "Exercise11_04/Exercise11_04.py"),
    ("pw_c05_write_partitioned_orc", "heldout", "py_ch05", 13, "orc", 1, -1, C05 + "Exercise05_23.py"),
]


def build_jars() -> dict[str, Path]:
    """The listener jar and Chapter11's Scala jar (compiled unchanged from a scratch copy)."""
    jars = {"listener": program_runs.build_jar(WORK, "pw-listener.jar")}
    out = WORK / "sc_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS, "-nowarn",
                    "-d", str(out), *map(str, SC_SOURCES)], check=True)
    jars["scala"] = WORK / "ch11.jar"
    subprocess.run(["jar", "cf", str(jars["scala"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "Chapter11/Exercise11_09/Exercise11_09.py", SLUG)
    cwd, args = PROGRAMS[key]
    args = [str(jars["scala"]) if a == SC_JAR else a for a in args]
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(HOOKS), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}"]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]), *args],
               cwd=root / cwd, conf=conf, env=env)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file the action hook names for a case's call, and the place event_log.json names it by."""
    return case[7], f"{case[7]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: key in SCALA)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
