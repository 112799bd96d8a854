"""Run n1rocket/scala_spark_big_data_procesing's Spark SQL solutions and final-exercise batch jobs unchanged with
spark-submit and write each kc_* case's plans and event_log.json from those runs.

- Three sbt projects compiled unchanged with the Scala 2.13 compiler of the PySpark installation's jars (their
  builds say Scala 2.12, Spark 3.1.2 / 2.4.7), each into its own jar: the Spark SQL solutions
  (`spark/spark-sql/spark_sql_base_project_solutions`, with our driver `RunKcMethods.scala` for the methods its mains
  leave commented out), the final exercise's solution and the final exercise's own (`final-exercise/solution`,
  `final-exercise/exercise`: the same classes, so separate jars and runs).
- Each program run as `spark-submit --class <object> <jar>` from the root of a fresh scratch copy of the laid-out
  repository; the Spark SQL project's `src/main/resources` on the driver's class path, as sbt's run puts it (the code
  finds its inputs with `getClass.getClassLoader.getResource(...)`), `java.io.tmpdir` inside the scratch copy (the
  code writes to `Files.createTempDirectory(...)`).
- Stand-ins (standin/): the course's PostgreSQL servers on Google Cloud, written into the code as IP addresses, are
  served by the local PostgreSQL server (a socket factory the PostgreSQL JDBC driver takes from a
  `driverconfig.properties` on the class path); the exercise's `/Users/abueno/tmp/...` folder is read as `/tmp/...`
  (a local file system, `spark.hadoop.fs.file.impl`). Inputs: make_data.py.
- The code's own builder sets `spark.master` to `local[*]`, which wins over the command line's `--master local[1]`;
  `-XX:ActiveProcessorCount=1` keeps it to one thread.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final); a case's plan is the n-th plan of its program's run
  (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus `description_rank`
  (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/n1rocket-scala/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
    ... capture.py --clean                     # drop the PostgreSQL tables and /tmp/antenna_parquet
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
SLUG = "n1rocket__scala_spark_big_data_procesing"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/kc_work/cap")
RUNNER = "bench/real/capture/n1rocket-scala/capture.py"
PG_JAR = Path("/root/.m2/repository/org/postgresql/postgresql/42.7.13/postgresql-42.7.13.jar")
SQLP = "spark/spark-sql/spark_sql_base_project_solutions/"
SQLS = SQLP + "src/main/scala/io/keepcoding/spark/sql/"
FIN = "final-exercise/solution/src/main/scala/io/keepcoding/spark/exercise/"
FINX = "final-exercise/exercise/src/main/scala/io/keepcoding/spark/exercise/"
DRIVER = "kccapture.RunKcMethods"

# the jars: name -> (the project's Scala source folder, extra sources of ours)
PROJECTS = {"sql": (SQLP + "src/main/scala", [HERE / "standin" / "RunKcMethods.scala"]),
            "final": ("final-exercise/solution/src/main/scala", [HERE / "standin" / "RunKcAntenna.scala"]),
            "final_ex": ("final-exercise/exercise/src/main/scala", [])}

# program key -> (main class, file of the code that runs, jar, program arguments)
PROGRAMS: dict[str, tuple[str, str, str, list[str]]] = {
    "basics": ("io.keepcoding.spark.sql.exercise2.SparkSqlBasics", SQLS + "exercise2/SparkSqlBasics.scala", "sql", []),
    "json_main": ("io.keepcoding.spark.sql.exercise5.JsonSparkSQL", SQLS + "exercise5/JsonSparkSQL.scala", "sql", []),
    "json_methods": (DRIVER, SQLS + "exercise5/JsonSparkSQL.scala", "sql",
                     ["dataframeAPI", "sqlAPI", "datasetAPI", "extra1", "extra2", "extra3"]),
    "arrays": ("io.keepcoding.spark.sql.exercise6.Arrays", SQLS + "exercise6/Arrays.scala", "sql", []),
    "complex": ("io.keepcoding.spark.sql.exercise6.Complex", SQLS + "exercise6/Complex.scala", "sql", []),
    "udf": ("io.keepcoding.spark.sql.exercise7.SparkUDF", SQLS + "exercise7/SparkUDF.scala", "sql", []),
    "parquet": (DRIVER, SQLS + "exercise3/ReadMoreDataSources.scala", "sql", ["parquet"]),
    "jdbc": ("io.keepcoding.spark.sql.exercise4.JDBC", SQLS + "exercise4/JDBC.scala", "sql", []),
    "antenna": ("kccapture.RunKcAntenna", FIN + "batch/AntennaBatchJob.scala", "final", []),
    "antenna_ex": ("io.keepcoding.spark.exercise.batch.AntennaBatchJob", FINX + "batch/AntennaBatchJob.scala",
                   "final_ex", []),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run). The split is fixed
# here before any label is written: the order the cases were planned, positions 2 and 5 of every five held out.
CASES: list[tuple] = [
    ("kc_basics_best_student_show", "dev", "basics", 48, "show", 1, 3),
    ("kc_json_extra4_lowest_temp_row_number_show", "heldout", "json_main", 75, "show", 1, 1),
    ("kc_antenna_devices_count_jdbc_write", "dev", "antenna", 121, "save", 1, 1),
    ("kc_json_df_minute_bucket_show", "dev", "json_methods", 89, "show", 1, 1),
    ("kc_arrays_min_max_show", "heldout", "arrays", 32, "show", 1, 1),
    ("kc_basics_worst_class_show", "dev", "basics", 57, "show", 1, 4),
    ("kc_antenna_ex_devices_count_jdbc_write", "heldout", "antenna_ex", 80, "save", 1, 1),
    ("kc_json_sql_window_minute_show", "dev", "json_methods", 121, "show", 1, 4),
    ("kc_complex_explode_show", "dev", "complex", 32, "show", 1, 1),
    ("kc_json_dataset_reduce_groups_show", "heldout", "json_methods", 160, "show", 1, 5),
    ("kc_basics_curso_join_show", "dev", "basics", 83, "show", 1, 5),
    ("kc_json_extra1_avg_messages_show", "heldout", "json_methods", 23, "show", 1, 6),
    ("kc_antenna_errors_approx_distinct_jdbc_write", "dev", "antenna", 121, "save", 1, 3),
    ("kc_udf_sql_upper_andres_show", "dev", "udf", 31, "show", 1, 2),
    ("kc_json_df_window_minute_show", "heldout", "json_methods", 100, "show", 1, 2),
    ("kc_arrays_zona_a_filter_show", "dev", "arrays", 36, "show", 1, 2),
    ("kc_jdbc_union_write", "heldout", "jdbc", 43, "save", 1, 2),
    ("kc_json_extra2_hourly_avg_show", "dev", "json_methods", 39, "show", 1, 7),
    ("kc_parquet_partitioned_write", "dev", "parquet", 34, "save", 1, 2),
    ("kc_antenna_storage_partitioned_write", "heldout", "antenna", 130, "save", 1, 5),
    ("kc_json_extra3_minute_avg_show", "dev", "json_methods", 55, "show", 1, 8),
    ("kc_antenna_ex_storage_partitioned_write", "heldout", "antenna_ex", 90, "save", 1, 3),
]


def build_jars() -> dict[str, Path]:
    """The listener jar (with our stand-ins) and one jar per project, compiled unchanged."""
    standin = HERE / "standin"
    jars = {"listener": program_runs.build_jar(WORK, "kc-listener.jar", standin / "HomePathFileSystem.java",
                                               standin / "LocalPostgresSocketFactory.java")}
    subprocess.run(["jar", "uf", str(jars["listener"]), "-C", str(standin), "org/postgresql/driverconfig.properties"],
                   check=True)
    for name, (folder, extra) in PROJECTS.items():
        out = WORK / f"{name}_classes"
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        sources = sorted(str(p) for p in (REPO / folder).rglob("*.scala")) + [str(p) for p in extra]
        subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-usejavacp", "-classpath", lib.JARS,
                        "-nowarn", "-d", str(out), *sources], check=True)
        jars[name] = WORK / f"kc_{name}.jar"
        subprocess.run(["jar", "cf", str(jars[name]), "-C", str(out), "."], check=True)
    return jars


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key, "README.md", SLUG)
    make_data.make()
    main_class, _, jar, args = PROGRAMS[key]
    tmp = root / "tmp"
    tmp.mkdir()
    plans = out / "plans"
    classpath = f"{jars['listener']}:{PG_JAR}:{root / SQLP / 'src/main/resources'}"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            "spark.hadoop.fs.file.impl=kccapture.HomePathFileSystem",
            "spark.sql.adaptive.enabled=true",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans} -Djava.io.tmpdir={tmp}",
            f"spark.sql.warehouse.dir={root / 'spark-warehouse'}"]
    lib.submit(out / "log", ["--jars", f"{jars['listener']},{PG_JAR}", "--driver-class-path", classpath,
                             "--class", main_class, str(jars[jar]), *args], cwd=root, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][1]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    if argv == ["--clean"]:
        make_data.clean()
        return 0
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
