"""Run technoavengers/spark-java-training's Spark Java lessons and lab solutions unchanged with spark-submit and write
each ta_* case's plans and event_log.json from that one run.

- The sources the cases need (and their look-alikes that compile) compiled unchanged with javac against the PySpark
  installation's jars (the pom says Spark 3.2.4, Scala 2.12) into one jar; `Spark/Junits/SparkUnitTestCase.java`
  also against JUnit 4.13.2 (the pom's version; Debian's `junit4` package, /usr/share/java/junit4.jar and
  hamcrest.jar), which runs it as a user runs a test class: `spark-submit --class org.junit.runner.JUnitCore ta.jar
  main.training.Spark.Junits.SparkUnitTestCase`. Left out: `Working_with_Datasets/MapFunctionExample.java` (calls
  `RowEncoder.apply(StructType)`, gone in Spark 4: does not compile), `Spark_Integrations/` (hadoop-aws, the MySQL
  driver), `Delta_Tables_Bckup/` (delta-core), the RDD programs but `RDDVersusDataframe`, the labs' challenges
  (TODO skeletons) and the plain Java lessons.
- Each program run as `spark-submit --class Spark.Working_with_Datasets.PivotTable ta.jar` from the root of a fresh
  scratch copy of the laid-out repository (the code reads `src/main/resources/...` relative to it; FilePartitioning
  writes `src/main/resources/output` there). The two inputs the snapshot lacks (`ratings_new.csv`, `tags_new.csv`)
  are generated into the scratch copy (`make_data.py`); WorkingwithParquet's `hdfs://datacouch.training.io:8020/...`
  paths are served by our hdfs stand-in (`standin/DatacouchHdfsFileSystem.java`, registered with
  `spark.hadoop.fs.hdfs.impl` on the command line) from generated parquet.
- The code's own `.master("local[*]")` wins over the command line; `-XX:ActiveProcessorCount=1` makes it one thread.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/technoavengers-java/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

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

BENCH = HERE.parents[1]
SLUG = "technoavengers__spark-java-training"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/ta_work/cap")
RUNNER = "bench/real/capture/technoavengers-java/capture.py"
JUNIT = ["/usr/share/java/junit4.jar", "/usr/share/java/hamcrest.jar"]   # apt-get install junit4
T = "src/main/training/"
D = T + "Spark/Working_with_Datasets/"
O = T + "Spark/Optimization/"
LAB = T + "labs/spark/datasets/lab{}/solution.java"

# the sources compiled (unchanged) into ta.jar, paths in the repository
SOURCES: list[str] = [
    *(D + f"{n}.java" for n in ["CustomEncoders", "GettingStartedWithDatasets", "GroupingData", "Grouping_Dataframe",
                                "InMemoryDataset", "MapFilterExample", "MultipleGrouping", "PivotTable", "Spark_UDF",
                                "String_Manipulations", "TemporaryView", "Working_With_Columns"]),
    *(O + f"{n}.java" for n in ["BroadCast_Join", "Forced_Broadcast_Join", "SortMerge_Join", "FilePartitioning"]),
    T + "Spark/File_Formats/WorkingWithTab.java", T + "Spark/File_Formats/WorkingwithParquet.java",
    T + "Spark/Junits/SparkMain.java", T + "Spark/Junits/SparkUnitTestCase.java",
    T + "Spark/Working_with_RDDs/RDDVersusDataframe.java",
    *(LAB.format(n) for n in range(1, 9)),
]

# program key -> (main class, arguments, the file the program is)
PROGRAMS: dict[str, tuple[str, list[str], str]] = {
    "pivot": ("Spark.Working_with_Datasets.PivotTable", [], D + "PivotTable.java"),
    "multigroup": ("Spark.Working_with_Datasets.MultipleGrouping", [], D + "MultipleGrouping.java"),
    "grouping_sql": ("main.training.Spark.Working_with_Datasets.GroupingData", [], D + "GroupingData.java"),
    "grouping_df": ("Spark.Working_with_Datasets.Grouping_Dataframe", [], D + "Grouping_Dataframe.java"),
    "getting_started": ("main.training.Spark.Working_with_Datasets.GettingStartedWithDatasets", [],
                        D + "GettingStartedWithDatasets.java"),
    "inmemory": ("Spark.Working_with_Datasets.InMemoryDataset", [], D + "InMemoryDataset.java"),
    "mapfilter": ("main.training.Spark.Working_with_Datasets.MapFilterExample", [], D + "MapFilterExample.java"),
    "encoders": ("main.training.Spark.Working_with_Datasets.CustomEncoders", [], D + "CustomEncoders.java"),
    "strings": ("Spark.Working_with_Datasets.String_Manipulations", [], D + "String_Manipulations.java"),
    "tempview": ("Spark.Working_with_Datasets.TemporaryView", [], D + "TemporaryView.java"),
    "columns": ("Spark.Working_with_Datasets.Working_With_Columns", [], D + "Working_With_Columns.java"),
    "udf": ("Spark.Working_with_Datasets.Spark_UDF", [], D + "Spark_UDF.java"),
    "forced_broadcast": ("Spark.Optimization.Forced_Broadcast_Join", [], O + "Forced_Broadcast_Join.java"),
    "file_partitioning": ("main.training.Spark.Optimization.FilePartitioning", [], O + "FilePartitioning.java"),
    "parquet": ("main.training.Spark.File_Formats.WorkingwithParquet", [], T + "Spark/File_Formats/WorkingwithParquet.java"),
    "junit": ("org.junit.runner.JUnitCore", ["main.training.Spark.Junits.SparkUnitTestCase"],
              T + "Spark/Junits/SparkUnitTestCase.java"),
    "rdd_vs_df": ("Spark.Getting_Started_Spark.RDDVersusDataframe", [], T + "Spark/Working_with_RDDs/RDDVersusDataframe.java"),
    **{f"lab{n}": (f"main.training.labs.spark.datasets.lab{n}.solution", [], LAB.format(n)) for n in range(1, 9)},
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run), file (the action's).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("ta_pivot_card_month_show", "dev", "pivot", 44, "show", 1, 3, D + "PivotTable.java"),
    ("ta_lab7_dedup_clean_show", "heldout", "lab7", 37, "show", 1, 3, LAB.format(7)),
    ("ta_junit_city_count", "dev", "junit", 59, "count", 1, 1, T + "Spark/Junits/SparkUnitTestCase.java"),
    ("ta_multigroup_sql_show", "dev", "multigroup", 51, "show", 1, 4, D + "MultipleGrouping.java"),
    ("ta_lab1_map_filter_show", "heldout", "lab1", 45, "show", 1, 1, LAB.format(1)),
    ("ta_lab7_avg_age_first", "dev", "lab7", 41, "first", 1, 5, LAB.format(7)),
    ("ta_grouping_sql_show", "heldout", "grouping_sql", 44, "show", 1, 4, D + "GroupingData.java"),
    ("ta_file_partitioning_write", "dev", "file_partitioning", 25, "parquet", 1, 3, O + "FilePartitioning.java"),
    ("ta_lab7_count", "dev", "lab7", 40, "count", 1, 4, LAB.format(7)),
    ("ta_junit_city_first", "heldout", "junit", 62, "first", 1, 2, T + "Spark/Junits/SparkUnitTestCase.java"),
    ("ta_grouping_df_show", "dev", "grouping_df", 35, "show", 1, 3, D + "Grouping_Dataframe.java"),
    ("ta_lab7_total_revenue_first", "heldout", "lab7", 42, "first", 1, 6, LAB.format(7)),
    ("ta_encoders_bean_filter_show", "dev", "encoders", 63, "show", 1, 3, D + "CustomEncoders.java"),
    ("ta_lab3_avg_rating_show", "dev", "lab3", 34, "show", 1, 4, LAB.format(3)),
    ("ta_tempview_sql_filter_show", "heldout", "tempview", 37, "show", 1, 4, D + "TemporaryView.java"),
    ("ta_mapfilter_even_filter_show", "dev", "mapfilter", 44, "show", 1, 1, D + "MapFilterExample.java"),
    ("ta_lab4_sql_count_show", "heldout", "lab4", 36, "show", 1, 4, LAB.format(4)),
    ("ta_getting_started_filter_show", "dev", "getting_started", 37, "show", 1, 3, D + "GettingStartedWithDatasets.java"),
    ("ta_strings_concat_drop_show", "dev", "strings", 49, "show", 1, 2, D + "String_Manipulations.java"),
    ("ta_parquet_hdfs_json_write", "heldout", "parquet", 22, "json", 1, 1, T + "Spark/File_Formats/WorkingwithParquet.java"),
]


def build_jars() -> dict[str, Path]:
    """The listener jar (with our hdfs stand-in) and the lessons' jar, compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "ta-listener.jar", HERE / "standin" / "DatacouchHdfsFileSystem.java")}
    out = WORK / "ta_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", ":".join([lib.JARS, *JUNIT]), "-d", str(out),
                    *(str(REPO / s) for s in SOURCES)], check=True)
    jars["ta"] = WORK / "ta.jar"
    subprocess.run(["jar", "cf", str(jars["ta"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, D + "PivotTable.java", SLUG)
    make_data.make(root)
    main_class, args, _ = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            "spark.hadoop.fs.hdfs.impl=tacapture.DatacouchHdfsFileSystem",
            f"spark.hadoop.ta.hdfs.root={make_data.HDFS_ROOT}",
            f"spark.sql.warehouse.dir={WORK / 'work' / (key + '.warehouse')}"]
    extra = [str(jars["listener"])] + (JUNIT if key == "junit" else [])
    lib.submit(out / "log", ["--jars", ",".join(extra), "--driver-class-path", ":".join(extra),
                             "--class", main_class, str(jars["ta"]), *args], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    return case[7], f"{case[7]}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
