"""Run the three zaleslaw tutorials' DataFrame programs unchanged with spark-submit, and write each zal_* case's plans
and event_log.json from that one run.

- Every program is one `spark-submit`: PySpark-Tutorial's scripts from the root of a scratch copy of the laid-out
  repository (`spark-submit 2_DataFrame/Ex_2_.../Step_4.py`, the scripts' `if __name__ == "__main__"` as entry point);
  Spark-Tutorial's `Spark-Core/src/main/scala/DataFrames/Ex_*.scala` objects compiled unchanged with the Scala 2.13
  compiler of the PySpark installation's jars (the project's build is sbt, Scala 2.11, Spark 2.2) and run as
  `spark-submit --class DataFrames.Ex_... spark-core.jar`; Spark-Tutorial-on-Java's `src/main/java/sql/Ex_*.java`
  with `rdd/util/SparkUtil.java` compiled unchanged with javac against the same jars (its build is Maven, Spark 2.3)
  and run as `spark-submit --class sql.Ex_... spark-tutorial.jar`.
- Data (make_data.py): each repository's fresh data folder behind the code's fixed `/home/zaleslaw/data`. The
  programs that write the parquet/json the others read (each repository's Ex_1) run first, always.
- Sessions as the other families' (`--master local[1]`, no UI, 4 shuffle partitions, UTC, AQE on) on the command line,
  with `-XX:ActiveProcessorCount=1` for the driver. The code's own `.master("local[2]")` (set in the builder, so it
  wins over the command line's) stays: those programs run with two task threads; Scala Ex_6/Ex_7's `local[*]` is one.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, used as it is) writes each
  query's plan after it ran (adaptive plans final); for the Python programs the etl family's
  `../etl-projects/hooks/sitecustomize.py` records, for each action, the project's line that called it and the plans
  written meanwhile. The Scala and Java programs' plans are taken by their order in the run (`--explore` lists them;
  the event log's call site names the file and line, `show at Ex_2_Most_popular_girl_name_by_state_in_1945.scala:52`).
- `event_log.json`: codemap's reader on the same run's event log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2); the execution whose plan is the case's, the n-th of them where one plan ran twice.

    PYTHONPATH=. .venv/bin/python bench/real/capture/zaleslaw-tutorials/capture.py [case ...]
    ... capture.py --explore [program ...]     # every action / plan of the programs, to choose the cases
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent / "etl-projects"      # the etl family's action hook, used as it is
LISTENER = HERE.parent / "etl2-projects" / "PlanListener.java"   # the etl2 family's listener, used as it is
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402

BENCH = HERE.parents[1]
WORK = make_data.WORK
RUNNER = "bench/real/capture/zaleslaw-tutorials/capture.py"
PY, SC, JA = make_data.PY, make_data.SC, make_data.JA
SC_DIR = "Spark-Core/src/main/scala/DataFrames/"
JA_DIR = "src/main/java/sql/"
SC_SOURCES = ["Ex_1_CSV_to_Parquet_JSON", "Ex_2_Most_popular_girl_name_by_state_in_1945", "Ex_3_Spark_SQL",
              "Ex_4_Datasets", "Ex_6_UDF", "Ex_7_UDAF"]
JA_SOURCES = ["Ex_1_CSV_to_Parquet_JSON", "Ex_2_Most_popular_girl_name_by_state_in_1945", "Ex_3_Spark_SQL",
              "Ex_4_Typed_Datasets", "Ex_5_Spark_SQL_UDF", "Ex_6_Spark_SQL_UDAF"]
# not compiled: Ex_7_Calculate_Average_RDD_vs_DataFrame.java (`new SQLContext(jsc)`: SQLContext is abstract in Spark 4)
JAR = {SC: "@spark-core-jar", JA: "@java-jar"}   # replaced by the jars compiled from the scratch copies
D = "2_DataFrame/"

# program key -> (repository slug, spark-submit arguments after the session's). Run in this order; the first of
# each repository (PRODUCERS) write the parquet/json the others read and always run.
PROGRAMS: dict[str, tuple[str, list[str]]] = {
    "py_ex1": (PY, [D + "Ex_1_CSV_to_Parquet_JSON/Ex_1_CSV_to_Parquet_JSON.py"]),
    "py_ex1_step2": (PY, [D + "Ex_1_CSV_to_Parquet_JSON/Step_2.py"]),
    "py_ex1_step4": (PY, [D + "Ex_1_CSV_to_Parquet_JSON/Step_4.py"]),
    "py_ex1_hw4": (PY, [D + "Ex_1_CSV_to_Parquet_JSON/HW/Step_4_Solution.py"]),
    "py_ex2_step3": (PY, [D + "Ex_2_Most_popular_girl_name_by_state_in_1945/Step_3.py"]),
    "py_ex2_step4": (PY, [D + "Ex_2_Most_popular_girl_name_by_state_in_1945/Step_4.py"]),
    "py_ex2_hw5": (PY, [D + "Ex_2_Most_popular_girl_name_by_state_in_1945/HW/Step_5_Solution.py"]),
    "py_ex3": (PY, [D + "Ex_3_Spark_SQL/Ex_3_Spark_SQL.py"]),
    "py_ex6_step1": (PY, [D + "Ex_6_UDF/Step_1.py"]),
    "py_ex6_step2": (PY, [D + "Ex_6_UDF/Step_2.py"]),
    "py_ex8_step2": (PY, [D + "Ex_8_Calculate_Average_RDD_vs_DataFrame/Step_2.py"]),
    "py_ex9": (PY, [D + "Ex_9_Titanic/Ex_Titanic.py"]),
    **{f"sc_ex{s[3]}": (SC, ["--class", "DataFrames." + s, JAR[SC]]) for s in SC_SOURCES},
    **{f"ja_ex{s[3]}": (JA, ["--class", "sql." + s, JAR[JA]]) for s in JA_SOURCES},
}
PRODUCERS = {PY: ["py_ex1", "py_ex1_step2"], SC: ["sc_ex1"], JA: ["ja_ex1"]}
# session settings of one program beyond the common ones: Java Ex_1 reads its csv with encoding windows-1251, which
# Spark 4 refuses unless the legacy Java charsets are allowed (Spark 2.3, which it was written for, took any). Ex_2's self-join (filteredStateNames joined with its own aggregate on conditions naming both sides'
# columns) is refused by Spark 3+'s ambiguous self-join check; Spark 2.x rewrote such conditions to the join's two
# sides, which spark.sql.analyzer.failAmbiguousSelfJoin=false restores.
SELF_JOIN = ["spark.sql.analyzer.failAmbiguousSelfJoin=false"]
EXTRA_CONF: dict[str, list[str]] = {"ja_ex1": ["spark.sql.legacy.javaCharsets=true"], "py_ex2_step4": SELF_JOIN,
                                    "py_ex2_hw5": SELF_JOIN, "sc_ex2": SELF_JOIN, "ja_ex2": SELF_JOIN}
COMPILED = {k for k, (slug, _) in PROGRAMS.items() if slug != PY}


def sc(name: str) -> str:
    return SC_DIR + name + ".scala"


def ja(name: str) -> str:
    return JA_DIR + name + ".java"


# case id, part, program, file, line, action, occurrence (1-based among that file/line/action's calls), plan (Python:
# the n-th plan the call wrote, -1 the last; Scala/Java: the n-th plan of the run). The split is fixed here before any
# label is written: the order the cases were planned, positions 2 and 5 of every five held out.
E1 = D + "Ex_1_CSV_to_Parquet_JSON/"
E2 = D + "Ex_2_Most_popular_girl_name_by_state_in_1945/"
CASES: list[tuple[str, str, str, str, int, str, int, int]] = [
    ("zal_py_girl_name_join_show", "dev", "py_ex2_step4", E2 + "Step_4.py", 32, "show", 1, -1),
    ("zal_sc_girl_name_join_show", "heldout", "sc_ex2", sc("Ex_2_Most_popular_girl_name_by_state_in_1945"), 52,
     "show", 1, 3),
    ("zal_ja_typed_bean_sum_show", "dev", "ja_ex4", ja("Ex_4_Typed_Datasets"), 38, "show", 1, 2),
    ("zal_py_ny_proportion_sql_show", "dev", "py_ex3", D + "Ex_3_Spark_SQL/Ex_3_Spark_SQL.py", 29, "show", 1, -1),
    ("zal_ja_udf_sql_show", "heldout", "ja_ex5", ja("Ex_5_Spark_SQL_UDF"), 67, "show", 1, 6),
    ("zal_sc_typed_sum_show", "dev", "sc_ex4", sc("Ex_4_Datasets"), 39, "show", 1, 3),
    ("zal_py_titanic_avg_age_show", "heldout", "py_ex9", D + "Ex_9_Titanic/Ex_Titanic.py", 40, "show", 1, -1),
    ("zal_ja_girl_name_join_show", "dev", "ja_ex2", ja("Ex_2_Most_popular_girl_name_by_state_in_1945"), 48, "show",
     1, 4),
    ("zal_sc_ny_proportion_sql_show", "dev", "sc_ex3", sc("Ex_3_Spark_SQL"), 34, "show", 1, 4),
    ("zal_py_udf_distinct_show", "heldout", "py_ex6_step1", D + "Ex_6_UDF/Step_1.py", 31, "show", 1, -1),
    ("zal_sc_udaf_sql_show", "dev", "sc_ex7", sc("Ex_7_UDAF"), 36, "show", 1, 3),
    ("zal_ja_csv_to_json_write", "heldout", "ja_ex1", ja("Ex_1_CSV_to_Parquet_JSON"), 52, "json", 1, 6),
    ("zal_py_cached_join_show", "dev", "py_ex2_hw5", E2 + "HW/Step_5_Solution.py", 36, "show", 1, -1),
    ("zal_ja_udaf_sql_show", "dev", "ja_ex6", ja("Ex_6_Spark_SQL_UDAF"), 38, "show", 1, 4),
    ("zal_sc_udf_distinct_show", "heldout", "sc_ex6", sc("Ex_6_UDF"), 34, "show", 1, 1),
    ("zal_py_titanic_cabin_take", "dev", "py_ex9", D + "Ex_9_Titanic/Ex_Titanic.py", 37, "take", 1, -1),
    ("zal_ja_select_expr_udf_show", "heldout", "ja_ex5", ja("Ex_5_Spark_SQL_UDF"), 48, "show", 1, 3),
    ("zal_sc_births_by_year_show", "dev", "sc_ex1", sc("Ex_1_CSV_to_Parquet_JSON"), 71, "show", 1, 8),
    ("zal_py_avg_rdd_df_show", "dev", "py_ex8_step2", D + "Ex_8_Calculate_Average_RDD_vs_DataFrame/Step_2.py", 31,
     "show", 1, -1),
    ("zal_py_births_by_year_show", "heldout", "py_ex1", E1 + "Ex_1_CSV_to_Parquet_JSON.py", 49, "show", 1, -1),
    ("zal_sc_udf_sql_show", "dev", "sc_ex6", sc("Ex_6_UDF"), 40, "show", 1, 3),
    ("zal_ja_ny_proportion_sql_show", "heldout", "ja_ex3", ja("Ex_3_Spark_SQL"), 35, "show", 1, 5),
    ("zal_py_udf_distinct_step2_show", "dev", "py_ex6_step2", D + "Ex_6_UDF/Step_2.py", 30, "show", 1, -1),
]


def build_jars() -> dict[str, Path]:
    """Our listener jar, Spark-Tutorial's Scala jar and Spark-Tutorial-on-Java's jar."""
    classes = WORK / "classes"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), str(LISTENER)], check=True)
    jars = {"listener": WORK / "zal-listener.jar", SC: WORK / "spark-core.jar", JA: WORK / "spark-tutorial.jar"}
    subprocess.run(["jar", "cf", str(jars["listener"]), "-C", str(classes), "."], check=True)
    # Spark-Tutorial's Scala sources, unchanged, from a scratch copy
    src = make_data.scratch_copy(SC, WORK / "build" / SC)
    out = WORK / "build" / "sc_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS, "-nowarn",
                    "-d", str(out), *[str(src / sc(s)) for s in SC_SOURCES]], check=True)
    subprocess.run(["jar", "cf", str(jars[SC]), "-C", str(out), "."], check=True)
    # Spark-Tutorial-on-Java's sql examples and the util class they import, unchanged
    src = make_data.scratch_copy(JA, WORK / "build" / JA)
    out = WORK / "build" / "ja_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-g", "-cp", lib.JARS, "-d", str(out),
                    *[str(src / ja(s)) for s in JA_SOURCES], str(src / "src/main/java/rdd/util/SparkUtil.java")],
                   check=True)
    subprocess.run(["jar", "cf", str(jars[JA]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path], root: Path) -> Path:
    """One spark-submit of the program; the folder of its plans/, actions and log."""
    slug, args = PROGRAMS[key]
    args = [str(jars[s]) if a == JAR.get(s) else a for a in args for s in [slug]]
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    plans, actions = out / "plans", out / "actions.jsonl"
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONPATH": str(SHARED / "hooks"), "PYTHONDONTWRITEBYTECODE": "1",
           "ETL_CAPTURE_ROOT": str(root), "ETL_CAPTURE_PLANS": str(plans), "ETL_CAPTURE_ACTIONS": str(actions)}
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={out / 'warehouse'}", *EXTRA_CONF.get(key, [])]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]), *args],
               cwd=root, conf=conf, env=env)
    return out


actions_of, summary, same_plan = lib.actions_of, lib.summary, lib.same_plan


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    explore = argv[:1] == ["--explore"]
    wanted = argv[1:] if explore else argv
    if explore:
        keys = [k for k in PROGRAMS if not wanted or k in wanted]
        chosen = []
    else:
        chosen = [c for c in CASES if not wanted or c[0] in wanted]
        keys = [k for k in PROGRAMS if k in {c[2] for c in chosen}]
    slugs = {PROGRAMS[k][0] for k in keys}
    keys = [k for k in PROGRAMS if k in keys or any(k in PRODUCERS[s] for s in slugs)]
    jars = build_jars()
    roots = {s: make_data.scratch_copy(s, WORK / "work" / s) for s in slugs}
    data = {s: make_data.data_dir(s) for s in slugs}
    start, failed = time.time(), []
    for key in keys:
        slug = PROGRAMS[key][0]
        print(f"== {key}", flush=True)
        make_data.point_data_at(data[slug])
        try:
            out = run(key, jars, roots[slug])
        except SystemExit as exc:
            print(f"  DID NOT RUN: {exc}")
            failed.append(key)
            continue
        stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
        acts = actions_of(out)
        if explore:
            if key in COMPILED:
                for n, stem in enumerate(stems, 1):
                    print(f"  plan {n} {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
            for a in acts:
                print(f"  {a['file']}:{a['line']} {a['action']}{' RAISED ' + a['raised'] if a['raised'] else ''}")
                for stem in a["plans"]:
                    print(f"      {stem}: {summary(out / 'plans' / f'{stem}.formatted.txt')}")
            continue
        log = next(p for p in (out / "log").iterdir() if p.name != "command.txt")
        for case, part, _, file, line, action, occurrence, nth_plan in (c for c in chosen if c[2] == key):
            if key in COMPILED:
                stem = stems[nth_plan - 1] if len(stems) >= nth_plan else None
            else:
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
    make_data.remove_link()
    print(f"{len(keys)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
