"""Run dongkelun/spark-scala's Spark programs unchanged with spark-submit and write each dk_* case's plans and
event_log.json from those runs.

- The Scala files of `src/main/scala/` that compile on Scala 2.13 / Spark 4 (every file but those of `SKIP`: Kafka,
  Oracle, Spark 1.x `new SQLContext(sc)` and Scala 2.11-only code, listed in the README) compiled unchanged in one
  `scalac` call with `-language:postfixOps` (`$"value" desc`, a warning on 2.11, an error on 2.13 without the
  flag), the one Spark Java file with `javac`, into one jar. `src/main/resources/` is NOT packed: its
  `hive-site.xml` points at the author's remote metastore (a private address); the Hive programs get a local Derby
  metastore instead.
- Each program run as `spark-submit --class <object> dk.jar` from the root of a fresh scratch copy of the laid-out
  repository (`/tmp/dk/cap/work/<program>/`): the code's `files/...` and `src/main/resources/scala/...` paths are
  relative to it. The three inputs the repository lacks (`src/main/resources/scala/people.json`, `alipay.csv`) are
  generated in the copy; the Hive programs' databases (`dkl`, `test`) and the Hive-made table
  `dkl.test_partition` are created first in the copy's metastore by `make_data.py`.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`) writes each query's
  plan after it ran; a case's plan is the n-th plan of its program's run (`--explore` lists them).
  `event_log.json`: codemap's reader on the same run's log, plus `description_rank` (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/dongkelun-scala/capture.py [case ...]
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
SLUG = "dongkelun__spark-scala"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/dk/cap")
RUNNER = "bench/real/capture/dongkelun-scala/capture.py"
S = "src/main/scala/com/dkl/"
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]
# keep the optimizer from folding filters and projections over in-code rows into one LocalTableScan, as they are
# not folded over a table of real data
NO_FOLD = ["spark.sql.optimizer.excludedRules=org.apache.spark.sql.catalyst.optimizer.ConvertToLocalRelation"]

# files that do not compile on Scala 2.13 / Spark 4 (or need jars the PySpark installation lacks)
SKIP = [
    "blog/spark/df/EmptyDataFrame.scala",            # StructType(scala.collection.Seq(...)): 2.13's Seq is immutable
    "blog/spark/hive/OldSparkHiveDemo.scala",        # new SQLContext(sc): abstract in Spark 4
    "blog/spark/kafka/", "learning/spark/kafka/",    # spark-streaming-kafka, kafka clients
    "blog/spark/ml/OldLinearRegression.scala",       # mllib's LinearRegressionWithSGD, removed
    "blog/spark/oracle/Oracle2Hive.scala",
    "blog/spark/partition/TestMysqlNumPartitions.scala", "blog/spark/partition/TestPartitionNums.scala",
    "blog/spark/partition/WordCount.scala",
    "blog/spark/rdd/NewUVDemo.scala", "blog/spark/rdd/Rdd2Df.scala",
    "blog/spark/sql/Test_RegExp.scala",              # Array of tuples passed where 2.13 wants an immutable Seq
    "blog/spark/udf/UdfDemo.scala",                  # new SQLContext(sc), RDD.toDF through SQLContext implicits
    "learning/scala/TestScalaUrl",
    "learning/spark/sql/Rdd2Df1.scala", "learning/spark/sql/SqlContextDemo.scala",
    "learning/spark/WordCount.scala", "learning/spark/df/OldDFDemo.scala", "learning/spark/map/MapAndFlatMap.scala",
    "learning/spark/ml/NewKmeans.scala",              # KMeansModel.computeCost, removed
    "learning/spark/ml/StatisticsDemo.scala", "learning/spark/ml/logistic_regression.scala",
    "scalabasic/OperaterTest.scala",
]
JAVA = ["src/main/java/com/dkl/blog/spark/df/EmptyDataFrame_Java.java"]

# program key -> (main class, file of the object, extra session settings, needs the Hive metastore prepared)
PROGRAMS: dict[str, tuple[str, str, list[str], bool]] = {
    "sortdesc": ("com.dkl.blog.spark.df.DfSortDesc", S + "blog/spark/df/DfSortDesc.scala", [], False),
    "isin": ("com.dkl.blog.spark.df.SparkDfIsIn", S + "blog/spark/df/SparkDfIsIn.scala", [], False),
    "windows": ("com.dkl.blog.spark.sql.SparkWindowsDemo", S + "blog/spark/sql/SparkWindowsDemo.scala", [], False),
    "groupbymin": ("com.dkl.learning.spark.df.DfGroupByMin", S + "learning/spark/df/DfGroupByMin.scala", [], False),
    "groupbymin_smj": ("com.dkl.learning.spark.df.DfGroupByMin", S + "learning/spark/df/DfGroupByMin.scala",
                       NO_BROADCAST, False),
    "isin_nf": ("com.dkl.blog.spark.df.SparkDfIsIn", S + "blog/spark/df/SparkDfIsIn.scala", NO_FOLD, False),
    "casts_nf": ("com.dkl.blog.spark.df.ChangeAllColDatatypes", S + "blog/spark/df/ChangeAllColDatatypes.scala",
                 NO_FOLD, False),
    "notin_nf": ("com.dkl.learning.spark.df.NotInDemo", S + "learning/spark/df/NotInDemo.scala", NO_FOLD, False),
    "sortdesc_nf": ("com.dkl.blog.spark.df.DfSortDesc", S + "blog/spark/df/DfSortDesc.scala", NO_FOLD, False),
    "casts": ("com.dkl.blog.spark.df.ChangeAllColDatatypes", S + "blog/spark/df/ChangeAllColDatatypes.scala", [],
              False),
    "notin": ("com.dkl.learning.spark.df.NotInDemo", S + "learning/spark/df/NotInDemo.scala", [], False),
    "testdf": ("com.dkl.learning.spark.df.TestDf", S + "learning/spark/df/TestDf.scala", [], False),
    "csv2df": ("com.dkl.blog.spark.df.CSV2Df", S + "blog/spark/df/CSV2Df.scala", [], False),
    "dfdemo": ("com.dkl.test.DfDemo", S + "test/DfDemo.scala", [], False),
    "readdemo": ("com.dkl.learning.spark.sql.ReadDemo", S + "learning/spark/sql/ReadDemo.scala", [], False),
    "csvdemo": ("com.dkl.learning.spark.sql.CsvDemo", S + "learning/spark/sql/CsvDemo.scala", [], False),
    "mapadd": ("com.dkl.learning.spark.map.MapAddDemo", S + "learning/spark/map/MapAddDemo.scala", [], False),
    "partid": ("com.dkl.blog.spark.partition.GetPartitionIdDemo", S + "blog/spark/partition/GetPartitionIdDemo.scala",
               [], False),
    "writedemo": ("com.dkl.learning.spark.sql.WriteDemo", S + "learning/spark/sql/WriteDemo.scala", [], False),
    "hivepart": ("com.dkl.blog.spark.hive.SparkHivePatition", S + "blog/spark/hive/SparkHivePatition.scala", [],
                 True),
    "hiveoverwrite": ("com.dkl.blog.spark.hive.SparkHivePartitionOverwrite",
                      S + "blog/spark/hive/SparkHivePartitionOverwrite.scala", [], True),
    "emptyjava": ("com.dkl.blog.spark.df.EmptyDataFrame_Java", JAVA[0], [], False),
    "readml": ("com.dkl.learning.spark.ml.ReadDataDemo", S + "learning/spark/ml/ReadDataDemo.scala", [], False),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run), file of the action
# (None: the program's file). The split is fixed here before any label is written: the order the cases were
# planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("dk_groupbymin_join_show", "dev", "groupbymin", 19, "show", 1, 4, None),
    ("dk_windows_distinct_max_min_show", "heldout", "windows", 30, "show", 1, 3, None),
    ("dk_sortdesc_orderby_show", "dev", "sortdesc", 39, "show", 1, 3, None),
    ("dk_isin_distinct_collect", "dev", "isin_nf", 32, "collect", 1, 3, None),
    ("dk_hivepart_saveastable_write", "heldout", "hivepart", 31, "saveAsTable", 1, 3, None),
    ("dk_groupbymin_join_smj_show", "dev", "groupbymin_smj", 19, "show", 1, 4, None),
    ("dk_sortdesc_fresh_df_desc_show", "heldout", "sortdesc_nf", 49, "show", 1, 7, None),
    ("dk_windows_map_flatmap_show", "dev", "windows", 20, "show", 1, 2, None),
    ("dk_readdemo_filter_show", "dev", "readdemo", 48, "show", 1, 7, None),
    ("dk_testdf_distinct_show", "heldout", "testdf", 16, "show", 1, 2, None),
    ("dk_groupbymin_union_show", "dev", "groupbymin", 12, "show", 1, 1, None),
    ("dk_isin_where_show", "heldout", "isin_nf", 27, "show", 1, 2, None),
    ("dk_csv2df_show", "dev", "csv2df", 15, "show", 1, 3, None),
    ("dk_hiveoverwrite_insertinto", "dev", "hiveoverwrite", 44, "insertInto", 1, 7, None),
    ("dk_dfdemo_csv_show", "heldout", "dfdemo", 11, "show", 1, 3, None),
    ("dk_readdemo_sql_show", "dev", "readdemo", 57, "show", 1, 9, None),
    ("dk_partid_repartition_show", "heldout", "partid", 32, "show", 1, 3, None),
    ("dk_readml_text_map_show", "dev", "readml", 128, "show", 1, 1, None),
    ("dk_casts_loop_withcolumn_show", "dev", "casts_nf", 30, "show", 1, 2, None),
    ("dk_hivepart_insert_sql", "heldout", "hivepart", 34, "sql", 1, 9, None),
    ("dk_readdemo_dataset_map_collect", "dev", "readdemo", 26, "collect", 1, 2, None),
    ("dk_emptyjava_show", "heldout", "emptyjava", 29, "show", 1, 1, None),
]


# ---------------------------------------------------------------- build and run
def build_jars() -> dict[str, Path]:
    """The listener jar and the programs' jar (the code compiled unchanged; no resources packed)."""
    jars = {"listener": program_runs.build_jar(WORK, "dk-listener.jar")}
    out = WORK / "dk_classes"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = REPO / "src" / "main" / "scala"
    sources = sorted(str(p) for p in root.rglob("*.scala")
                     if not any(str(p.relative_to(root)).startswith("com/dkl/" + k) for k in SKIP))
    subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                    "-nowarn", "-language:postfixOps", "-d", str(out), *sources], check=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(out), *(str(REPO / j) for j in JAVA)], check=True)
    jars["dk"] = WORK / "dk.jar"
    subprocess.run(["jar", "cf", str(jars["dk"]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "pom.xml", SLUG)
    main_class, _, extra, hive = PROGRAMS[key]
    subprocess.run([sys.executable, str(HERE / "make_data.py"), str(root)] + (["--hive"] if hive else []),
                   check=True)
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}", *extra]
    lib.submit(out / "log", ["--jars", str(jars["listener"]), "--driver-class-path", str(jars["listener"]),
                             "--class", main_class, str(jars["dk"])], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = case[7] or PROGRAMS[key][1]
    return file, f"{Path(file).name}:{case[3]}"


def main(argv: list[str]) -> int:
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
