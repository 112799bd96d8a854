"""Compile the book's Scala and Java applications unchanged against the PySpark installation's jars,
run each through PlanRecorder.scala (our driver: a local session, a query-execution listener that
writes every finished query's plan after it ran) and copy the plans of the chosen actions into the
cases. Programs get the arguments their usage asks for: the data the repository ships
(`chapter2/scala/data/mnm_dataset.csv`, `chapter3/scala/data/blogs.json`); the chapter 6 and 7
programs make their own data.
Usage: capture_jvm.py [case ...]     (needs a JDK: javac, java)
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys

import pyspark

HERE = os.path.dirname(os.path.abspath(__file__))
SLUG = "databricks__learningsparkv2"
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "repos", SLUG))
BENCH = os.path.normpath(os.path.join(HERE, "..", ".."))
JARS = os.path.join(os.path.dirname(pyspark.__file__), "jars", "*")
WORK = "/tmp/lsv2_capture"
CLASSES = os.path.join(WORK, "classes")
# What spark-submit passes to a Java 17 JVM (Spark's JavaModuleOptions).
OPENS = ["--add-opens=java.base/" + p + "=ALL-UNNAMED" for p in
         ("java.lang", "java.lang.invoke", "java.lang.reflect", "java.io", "java.net", "java.nio",
          "java.util", "java.util.concurrent", "java.util.concurrent.atomic", "sun.nio.ch", "sun.nio.cs",
          "sun.security.action", "sun.util.calendar")]

# program: main class, session settings, program arguments
PROGRAMS = {
    "mnm": ("main.scala.chapter2.MnMcount", [], [f"{REPO}/chapter2/scala/data/mnm_dataset.csv"]),
    "blogs": ("main.scala.chapter3.Example3_7", [], [f"{REPO}/chapter3/scala/data/blogs.json"]),
    "caching": ("main.scala.chapter7.CachingData_7_5", [], []),
    "smj": ("main.scala.chapter7.SortMergeJoin_7_6", [], []),
    "bucketed": ("main.scala.chapter7.SortMergeJoinBucketed_7_6", [], []),
    "maps": ("main.scala.chapter7.MapAndMapPartitions_7_3", [], []),
    "usage": ("main.java.chapter6.Example6_3", [], []),
}
# case id, part, program, recorded query (its file stem in the program's output, in run order)
CASES = [
    ("lsv2_scala_mnm_ca", "heldout", "mnm", "06_head"),
    ("lsv2_scala_cache_sql_count", "dev", "caching", "07_head"),
    ("lsv2_scala_smj_show", "dev", "smj", "03_head"),
    ("lsv2_scala_map_show", "dev", "maps", "02_head"),
    ("lsv2_java_usage_filter_sort", "heldout", "usage", "02_head"),
    ("lsv2_scala_bucketed_join", "dev", "bucketed", "13_head"),
    ("lsv2_scala_cache_count", "heldout", "caching", "01_count"),
    ("lsv2_scala_mnm_count_total", "dev", "mnm", "05_count"),
    ("lsv2_scala_mappartitions_show", "heldout", "maps", "03_head"),
    ("lsv2_java_usage_cost_map", "dev", "usage", "04_head"),
    ("lsv2_scala_bucketed_write", "heldout", "bucketed", "02_file_source_write"),
    ("lsv2_scala_blogs_json_hitters", "heldout", "blogs", "05_head"),
    ("lsv2_scala_bucketed_write_orders", "dev", "bucketed", "06_file_source_write"),
    ("lsv2_java_usage_map_double", "dev", "usage", "03_head"),
    ("lsv2_scala_mnm_count_show", "heldout", "mnm", "04_head"),
    ("lsv2_scala_repartition_show", "dev", "maps", "01_head"),
    ("lsv2_scala_cache_count_disk", "heldout", "caching", "03_count"),
]


def compile_all() -> None:
    shutil.rmtree(CLASSES, ignore_errors=True)
    os.makedirs(CLASSES)
    java = sorted(glob.glob(f"{REPO}/chapter6/java/src/main/java/chapter6/*.java"))
    subprocess.run(["javac", "-nowarn", "-cp", JARS, "-d", CLASSES, *java], check=True)
    scala = [os.path.join(HERE, "PlanRecorder.scala"), f"{REPO}/chapter2/scala/src/main/scala/chapter2/MnMcount.scala",
             f"{REPO}/chapter3/scala/src/main/scala/chapter3/Example3_7.scala",
             *sorted(glob.glob(f"{REPO}/chapter7/scala/src/main/scala/chapter7/*.scala"))]
    subprocess.run(["java", "-cp", JARS, "scala.tools.nsc.Main", "-nowarn", "-usejavacp",
                    "-classpath", f"{JARS}:{CLASSES}", "-d", CLASSES, *scala], check=True)


def run(program: str) -> str:
    main_class, settings, args = PROGRAMS[program]
    out = os.path.join(WORK, program)
    shutil.rmtree(out, ignore_errors=True)
    print(f"== {program} ({main_class})", flush=True)
    subprocess.run(["java", "-Xmx2g", *OPENS, "-cp", f"{CLASSES}:{JARS}", "org.apache.spark.lsv2capture.PlanRecorder",
                    out, main_class, *settings, "--", *args], check=True, cwd=WORK, stderr=subprocess.DEVNULL)
    print("  recorded: " + " ".join(sorted(f[:-len(".formatted.txt")] for f in os.listdir(out) if f.endswith(".formatted.txt"))))
    return out


def main() -> None:
    wanted = set(sys.argv[1:])
    chosen = [c for c in CASES if not wanted or c[0] in wanted]
    os.makedirs(WORK, exist_ok=True)
    compile_all()
    for program in dict.fromkeys(c[2] for c in chosen):
        out = run(program)
        for case, part, _, stem in (c for c in chosen if c[2] == program):
            target = os.path.join(BENCH, part, case)
            os.makedirs(target, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(os.path.join(out, f"{stem}.{mode}.txt"), os.path.join(target, f"plan.{mode}.txt"))
            print(f"  {stem} -> {target}")


if __name__ == "__main__":
    main()
