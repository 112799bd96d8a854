"""Run the book's programs again the way a user would, with spark-submit and event logging on, and store
in each lsv2_* case folder (dev and held-out) what codemap reads from the event log for the execution
that ran the case's action: `event_log.json` (capture_event_logs_lib.py says how it is matched).

- Python scripts: `spark-submit chapter2/py/src/mnmcount.py chapter2/py/src/data/mnm_dataset.csv`, from
  the repository's root, unchanged, with the data the repository ships (as capture_py.py).
- Scala and Java programs: compiled unchanged as capture_jvm.py does (without its PlanRecorder
  driver), packed into one jar, run as `spark-submit --class main.scala.chapter2.MnMcount lsv2.jar
  chapter2/scala/data/mnm_dataset.csv`.
Sessions as the captures': local[1], no UI, 4 shuffle partitions, UTC, given as --master/--conf; the JVM
programs also get a warehouse folder of their own (their bucketed tables).

    PYTHONPATH=. .venv/bin/python bench/real/capture/databricks__learningsparkv2/capture_event_logs.py [case ...]
"""
from __future__ import annotations

import glob
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import capture_event_logs_lib as lib  # noqa: E402

SLUG = "databricks__learningsparkv2"
BENCH = HERE.parents[1]
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/evlog") / SLUG
RUNNER = f"bench/real/capture/{SLUG}/capture_event_logs.py"
MNM_PY = ["chapter2/py/src/mnmcount.py", "chapter2/py/src/data/mnm_dataset.csv"]

# program -> spark-submit arguments after the session's (a script and its arguments, or --class and the jar)
PROGRAMS = {
    "mnmcount.py": MNM_PY,
    "test_agg.py": ["chapter2/py/src/test_agg.py", "chapter2/py/src/data/mnm_dataset.csv"],
    "Example-3_6.py": ["chapter3/py/src/Example-3_6.py"],
    "mnm": ["--class", "main.scala.chapter2.MnMcount", "JAR", "chapter2/scala/data/mnm_dataset.csv"],
    "blogs": ["--class", "main.scala.chapter3.Example3_7", "JAR", "chapter3/scala/data/blogs.json"],
    "caching": ["--class", "main.scala.chapter7.CachingData_7_5", "JAR"],
    "smj": ["--class", "main.scala.chapter7.SortMergeJoin_7_6", "JAR"],
    "bucketed": ["--class", "main.scala.chapter7.SortMergeJoinBucketed_7_6", "JAR"],
    "maps": ["--class", "main.scala.chapter7.MapAndMapPartitions_7_3", "JAR"],
    "usage": ["--class", "main.java.chapter6.Example6_3", "JAR"],
}
# case id, part, program, the action (case.json), the call site Spark records for it, or the n-th
# execution with the case's plan in run order where that site cannot tell (PySpark: NativeMethodAccessorImpl)
CASES = [
    ("lsv2_mnm_count_py", "dev", "mnmcount.py", "count_mnm_df.show(n=60) line 33", None, 1),
    ("lsv2_scala_mnm_ca", "heldout", "mnm", "caCountMnMDF.show(10) line 52", "show at MnMcount.scala:52", None),
    ("lsv2_scala_cache_sql_count", "dev", "caching", "spark.sql(...).show() line 49", "show at CachingData_7_5.scala:49", None),
    ("lsv2_scala_smj_show", "dev", "smj", "usersOrdersDF.show(10, false) line 51", "show at SortMergeJoin_7_6.scala:51", None),
    ("lsv2_mnm_ca_py", "heldout", "mnmcount.py", "ca_count_mnm_df.show(n=10) line 44", None, 1),
    ("lsv2_scala_map_show", "dev", "maps", "df.map(...).show(10) line 58", "show at MapAndMapPartitions_7_3.scala:58", None),
    ("lsv2_java_usage_filter_sort", "heldout", "usage", "filter/orderBy/show(5) line 44", "show at Example6_3.java:44", None),
    ("lsv2_mnm_test_agg_py", "dev", "test_agg.py", "count_mnm_df.show() line 31", None, 1),
    ("lsv2_scala_bucketed_join", "dev", "bucketed", "joinUsersOrdersBucketDF.show(false) line 76", "show at SortMergeJoinBucketed_7_6.scala:76", None),
    ("lsv2_scala_cache_count", "heldout", "caching", "timer(df.count()) line 36", "count at CachingData_7_5.scala:36", None),
    ("lsv2_scala_mnm_count_total", "dev", "mnm", "countMnMDF.count() line 41", "count at MnMcount.scala:41", None),
    ("lsv2_scala_mappartitions_show", "heldout", "maps", "mapPartitions(...).toDF().show(10) line 70", "show at MapAndMapPartitions_7_3.scala:70", None),
    ("lsv2_blogs_big_hitters_py", "dev", "Example-3_6.py", "withColumn(...).show() line 42", None, 1),
    ("lsv2_java_usage_cost_map", "dev", "usage", "dsUsage.map(..., usageCostsEncoder).show(5) line 58", "show at Example6_3.java:58", None),
    ("lsv2_scala_bucketed_write", "heldout", "bucketed", "saveAsTable(\"UsersTbl\") lines 54-59", "saveAsTable at SortMergeJoinBucketed_7_6.scala:59", None),
    ("lsv2_mnm_total_rows_py", "dev", "mnmcount.py", "count_mnm_df.count() line 34", None, 1),
    ("lsv2_scala_blogs_json_hitters", "heldout", "blogs", "withColumn(...).show() line 42", "show at Example3_7.scala:42", None),
    ("lsv2_scala_bucketed_write_orders", "dev", "bucketed", "saveAsTable(\"OrdersTbl\") lines 62-66", "saveAsTable at SortMergeJoinBucketed_7_6.scala:66", None),
    ("lsv2_java_usage_map_double", "dev", "usage", "dsUsage.map(..., Encoders.DOUBLE()).show(5) line 51", "show at Example6_3.java:51", None),
    ("lsv2_scala_mnm_count_show", "heldout", "mnm", "countMnMDF.show(60) line 40", "show at MnMcount.scala:40", None),
    ("lsv2_scala_repartition_show", "dev", "maps", "df.show(5) line 54", "show at MapAndMapPartitions_7_3.scala:54", None),
    ("lsv2_scala_cache_count_disk", "heldout", "caching", "timer(df.count()) line 44", "count at CachingData_7_5.scala:44", None),
]


def build_jar() -> Path:
    """The repository's chapter 2, 3, 7 Scala and chapter 6 Java classes, compiled unchanged, in one jar."""
    classes = WORK / "classes"
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    java = sorted(glob.glob(f"{REPO}/chapter6/java/src/main/java/chapter6/*.java"))
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(classes), *java], check=True)
    scala = [f"{REPO}/chapter2/scala/src/main/scala/chapter2/MnMcount.scala",
             f"{REPO}/chapter3/scala/src/main/scala/chapter3/Example3_7.scala",
             *sorted(glob.glob(f"{REPO}/chapter7/scala/src/main/scala/chapter7/*.scala"))]
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-nowarn", "-usejavacp",
                    "-classpath", f"{lib.JARS}:{classes}", "-d", str(classes), *scala], check=True)
    jar = WORK / "lsv2.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


def main(wanted: list[str]) -> None:
    chosen = [c for c in CASES if not wanted or c[0] in wanted]
    programs = list(dict.fromkeys(c[2] for c in chosen))
    jar = build_jar() if any(not p.endswith(".py") for p in programs) else None
    failed = []
    for program in programs:
        print(f"== {program}", flush=True)
        jvm = not program.endswith(".py")
        args = [str(jar) if a == "JAR" else a for a in PROGRAMS[program]]
        # CachingData_7_5's own builder says .master("local[*]"), which wins over --master: a JVM that sees
        # one core makes that the captures' one thread (else its range has 2 splits and another plan)
        conf = [f"spark.sql.warehouse.dir={WORK / 'warehouse' / program}",
                "spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1"] if jvm else []
        shutil.rmtree(WORK / "warehouse" / program, ignore_errors=True)
        env = {"PYSPARK_PYTHON": sys.executable}
        log = lib.submit(WORK / "logs" / program.replace(".", "_"), args, cwd=REPO, conf=conf, env=env)
        failed += [case for case, part, _, action, site, nth in (c for c in chosen if c[2] == program)
                   if not lib.write_matched(BENCH / part / case, log, RUNNER, site=site, nth=nth, action=action)]
    print("not matched: " + (", ".join(failed) or "none"))


if __name__ == "__main__":
    main(sys.argv[1:])
