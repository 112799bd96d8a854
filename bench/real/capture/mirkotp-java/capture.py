"""Run mirkotp/spark-java-exercises' DataFrame/Dataset/SQL programs unchanged with spark-submit and write each mx_*
case's plans and event_log.json from those runs.

- Every source of `src/` (the RDD programs too: they compile, they are not run) compiled unchanged with javac (Java
  17; the pom says Spark 3.0.0-preview, Scala 2.12, Java 8) against the PySpark installation's jars into one
  `mx.jar`; for compiling only, the dataproc family's shim (a SparkSession with Spark 3's `close()`) comes first on
  javac's class path, since Spark 4's `close()` throws IOException, which the programs' `main`s do not declare.
- Each DataFrame program runs as `spark-submit --class mirko.spark.<exercise>.<Class> mx.jar <input> [...]` from the
  root of a fresh scratch copy of the laid-out repository (its paths are its arguments): the repository's own
  `sample.csv` of the exercise's folder where it fits, else a generated file in the schema the code expects
  (make_data.py: the electric vehicles csv the repository lacks, and `test_es3`'s readings with the date its filter
  asks for). `ev/`'s output path and N are the run's (`out/ev-df 3`, `out/ev-sql 3`).
- Sessions as every family: `--master local[1]` (the programs set none), no UI, 4 shuffle partitions, UTC, AQE on.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its run (`--explore`
  lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py); where no execution has the whole plan, the nirajkumar family's matching on the final plan's
  operators, by path.

    PYTHONPATH=. .venv/bin/python bench/real/capture/mirkotp-java/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402
import make_data  # noqa: E402
from codemap_pipeline.plans import eventlog  # noqa: E402
from codemap_pipeline.plans.parser import parse_plan_text  # noqa: E402

# The nirajkumar family's event-log matching, by path (loading the file replaces lib.find_execution with it): where
# no execution has the whole plan, it matches the final plan's numbered operators only.
_spec = importlib.util.spec_from_file_location("nk_capture", HERE.parent / "nirajkumar-scala" / "capture.py")
_spec.loader.exec_module(importlib.util.module_from_spec(_spec))
_FIND = lib.find_execution


def _initial_only(text: str) -> set[int]:
    """Ids of the nodes a formatted plan prints only under an `== Initial Plan ==` marker, in the main tree or in a
    subquery's tree (a line indented deeper than the marker, up to the next line that is not)."""
    inside, final = set(), set()
    for block in text.split("\n\n"):
        marker = None
        for line in block.splitlines():
            indent = len(line) - len(line.lstrip(" "))
            if marker is not None and indent <= marker:
                marker = None
            if line.strip().startswith("+- == Initial Plan =="):
                marker = indent
                continue
            for node in re.findall(r"\((\d+)\)", line) if not line.startswith("(") else []:
                (inside if marker is not None else final).add(int(node))
    return inside - final


def find_execution(log: Path, case_dir: Path, site: str | None, nth: int | None) -> tuple:
    """The nirajkumar family's lib.find_execution, then, where it finds nothing, the same search over the executed
    plan's numbered operators: every node printed only under an `== Initial Plan ==` marker (the outer plan's
    CollectLimit, a subquery's initial twins) and explain()'s InMemoryRelation left out, none of which the log's
    plan carries (a cached aggregate under a show or first(); a scalar subquery under a show)."""
    try:
        return _FIND(log, case_dir, site, nth)
    except SystemExit as exc:
        first = exc
    text = (case_dir / "plan.formatted.txt").read_text()
    skip = _initial_only(text)
    sig = tuple((n.node_id, n.operator) for n in parse_plan_text(text)[0].nodes
                if n.node_id not in skip and n.operator not in lib.NOT_IN_EVENT_LOGS)
    hits = [p for p in eventlog.read_event_log(log) if lib.signature(p, False) == sig]
    how = ("the executed plan's numbered operators (nodes printed only under an initial plan and explain()'s "
           "InMemoryRelation, which the log's plan lacks, left out)")
    if len(hits) == 1:
        return hits[0], f"the only execution with {how}"
    raise first


lib.find_execution = find_execution

BENCH = HERE.parents[1]
SLUG = "mirkotp__spark-java-exercises"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/mx_work/cap")
RUNNER = "bench/real/capture/mirkotp-java/capture.py"
# The dataproc family's compile-only shim, as it is: a SparkSession class with Spark 3's `close()` (Spark 4's inherits
# `close() throws IOException`, which every program's `spark.close()` in a `main` declaring no exception leaves
# uncaught), first on javac's class path; the real class runs.
CLOSE_SHIM = HERE.parent / "googlecloudplatform__dataproc-templates" / "standins" / "tools" / "SparkSessionCloseShim.java"
SRC = "src/mirko/spark/"


def _p(cls: str, *args: str) -> tuple:
    """(main class, the file the program is, its arguments)"""
    return (f"mirko.spark.{cls}", SRC + cls.replace(".", "/") + ".java", list(args))


M1, PEOPLE, SENSORS = (SRC + f"{d}/sample.csv" for d in ("midterm_es1", "people", "sensors"))
# program key -> (main class, file, arguments)
PROGRAMS: dict[str, tuple] = {
    "ev_df": _p("ev.ElectricVehiclesDF", make_data.EV, "out/ev-df", "3"),
    "ev_sql": _p("ev.ElectricVehiclesSQL", make_data.EV, "out/ev-sql", "3"),
    "m1_dsl": _p("midterm_es1.DF_DSL", M1),
    "m1_sql": _p("midterm_es1.DF_SQL", M1),
    "m1_ds": _p("midterm_es1.DS_SQL", M1),
    "e47_dsl": _p("people.E47_DF_DSL", PEOPLE),
    "e47_sql": _p("people.E47_DF_SQL", PEOPLE),
    "e48_dsl": _p("people.E48_DF_DSL", PEOPLE),
    "e48_sql": _p("people.E48_DF_SQL", PEOPLE),
    "e49_dsl": _p("people.E49_DF_DSL", PEOPLE),
    "e49_sql": _p("people.E49_DF_SQL", PEOPLE),
    "e50_dsl": _p("people.E50_DF_DSL", PEOPLE),
    "e50_sql": _p("people.E50_DF_SQL", PEOPLE),
    "s01_dsl": _p("sensors.E01_DF_DSL", SENSORS),
    "s01_sql": _p("sensors.E01_DF_SQL", SENSORS),
    "s02_dsl": _p("sensors.E02_DF_DSL", SENSORS),
    "s02_sql": _p("sensors.E02_DF_SQL", SENSORS),
    "s05_dsl": _p("sensors.E05_DF_DSL", SENSORS),
    "s05_sql": _p("sensors.E05_DF_SQL", SENSORS),
    "t3_dsl": _p("test_es3.DF_DSL", make_data.CONSUMPTION),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("mx_ev_df_bottom_csv_write", "dev", "ev_df", 29, "csv", 1, 3),
    ("mx_m1_sql_italian_city_count_show", "heldout", "m1_sql", 25, "show", 1, 4),
    ("mx_e47_dsl_male_age_show", "dev", "e47_dsl", 21, "show", 1, 3),
    ("mx_s02_sql_max_variance_subquery_show", "dev", "s02_sql", 30, "show", 1, 5),
    ("mx_e48_dsl_avg_age_count_filter_show", "heldout", "e48_dsl", 22, "show", 1, 3),
    ("mx_s05_sql_count_over_20_having_show", "dev", "s05_sql", 27, "show", 1, 4),
    ("mx_ev_sql_union_limit_json_write", "heldout", "ev_sql", 41, "json", 1, 4),
    ("mx_e49_dsl_age_range_show", "dev", "e49_dsl", 20, "show", 1, 3),
    ("mx_t3_dsl_cached_total_first", "dev", "t3_dsl", 28, "first", 1, 3),
    ("mx_s01_dsl_avg_min_max_show", "heldout", "s01_dsl", 23, "show", 1, 3),
    ("mx_m1_dsl_italian_city_count_show", "dev", "m1_dsl", 20, "show", 1, 3),
    ("mx_e47_sql_male_age_show", "heldout", "e47_sql", 26, "show", 1, 4),
    ("mx_s02_dsl_max_variance_first", "dev", "s02_dsl", 28, "first", 1, 3),
    ("mx_e48_sql_avg_age_having_show", "dev", "e48_sql", 26, "show", 1, 4),
    ("mx_s02_dsl_max_variance_filter_show", "heldout", "s02_dsl", 33, "show", 1, 4),
    ("mx_s01_sql_avg_min_max_show", "dev", "s01_sql", 24, "show", 1, 4),
    ("mx_t3_dsl_cached_max_location_show", "heldout", "t3_dsl", 33, "show", 1, 4),
    ("mx_e50_sql_name_gender_show", "dev", "e50_sql", 24, "show", 1, 4),
    ("mx_ev_df_top_json_write", "dev", "ev_df", 34, "json", 1, 4),
    ("mx_m1_ds_bean_italian_city_count_show", "heldout", "m1_ds", 27, "show", 1, 4),
    ("mx_s05_dsl_count_over_20_show", "dev", "s05_dsl", 22, "show", 1, 3),
    ("mx_e49_sql_age_range_show", "heldout", "e49_sql", 24, "show", 1, 4),
]


def build_jars() -> dict[str, Path]:
    """The listener jar and mx.jar (every source of src/, compiled unchanged)."""
    jars = {"listener": program_runs.build_jar(WORK, "mx-listener.jar")}
    tools, compile_only, out = WORK / "shim_tools", WORK / "compile_only", WORK / "mx_classes"
    for folder in (tools, compile_only, out):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(tools), str(CLOSE_SHIM)], check=True)
    subprocess.run(["java", "-cp", f"{lib.JARS}:{tools}", "SparkSessionCloseShim", str(compile_only)], check=True)
    sources = sorted(str(p) for p in (REPO / "src").rglob("*.java"))
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", f"{compile_only}:{lib.JARS}", "-d", str(out),
                    *sources], check=True)
    jars["mx"] = WORK / "mx.jar"
    subprocess.run(["jar", "cf", str(jars["mx"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key / "repo", "pom.xml", SLUG)
    make_data.make(root)
    main_class, _, args = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener", "spark.sql.adaptive.enabled=true",
            "spark.driver.host=localhost", f"spark.driver.extraJavaOptions=-Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / key / 'warehouse'}"]
    listener = str(jars["listener"])
    lib.submit(out / "log", ["--jars", listener, "--driver-class-path", listener, "--class", main_class,
                             str(jars["mx"]), *args], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
