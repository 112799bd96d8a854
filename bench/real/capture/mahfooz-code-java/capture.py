"""Run mahfooz-code/spark-java's DataFrame, Dataset, SQL and structured-streaming programs unchanged with spark-submit
and write each mj_* case's plans and event_log.json from those runs.

- Four Maven modules compiled unchanged with javac (Java 17; the poms say Spark 2.4.0-cdh6.3.3, Scala 2.11) against
  the PySpark installation's jars, each into its own jar (`spark-java-dataframe.jar`, `spark-java-dataset.jar`,
  `spark-java-sql.jar`, `spark-structured-streaming.jar`; the modules repeat class names), Debian's Lombok
  (`liblombok-java`) on the processor path for the `@Getter @Setter` beans. Two compile-time-only shims first on
  javac's class path, the bytecode javac emits the same and the real classes what runs: the dataproc family's
  `SparkSessionCloseShim` (Spark 4's SparkSession `close()` throws IOException, which the programs'
  `try (SparkSession spark = ...)` does not catch) and our `standin/StreamStartShim.java` (Spark 3.1+
  `DataStreamWriter.start()` declares TimeoutException, which the streaming `main`s do not). Not compiled:
  `spark-java-sql/.../schema/SparkSqlAvroSchema.java` (imports spark-avro's `from_avro`, which is not among the
  PySpark jars; a Kafka stream). The RDD, Kafka DStream, job-config and hello-world modules stay in the haystack.
- Each program run as `spark-submit --class <main class> <module>.jar` from the module's folder of a fresh scratch copy
  of the laid-out repository. Every input path of the code is on the author's Windows drive
  (`C:/Users/malam/development/data/...`): Hadoop on Linux reads `C:` as a scheme, and the ykanakaraju family's drive
  stand-in (`../ykanakaraju-pyspark/standin/DriveLocalFileSystem.java`, compiled as it is, `spark.hadoop.fs.C.impl`)
  serves those paths from make_data.py's generated files; the code and its paths are unchanged.
- Streaming programs end in `awaitTermination()`: each ran until its listener had written the plans asked for (or a
  time limit), then got SIGTERM, so Spark's shutdown hook stopped the context and closed the event log.
- The code's own `.master("local[*]")` wins over the command line; `-XX:ActiveProcessorCount=1` makes `local[*]` one
  thread. Sessions otherwise as every family: 4 shuffle partitions, UTC, no UI, AQE on.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, compiled as it is) writes
  each query's plan after it ran (adaptive plans final; a streaming micro-batch's plan too); a case's plan is the n-th
  plan of its program's run (`--explore` lists them). `event_log.json`: codemap's reader on the same run's log, plus
  `description_rank` (../program_runs.py).

    PYTHONPATH=. .venv/bin/python bench/real/capture/mahfooz-code-java/make_data.py
    PYTHONPATH=. .venv/bin/python bench/real/capture/mahfooz-code-java/capture.py [case ...]
    ... capture.py --explore [program ...]     # every plan of the programs, to choose the cases
    ... capture.py --reuse [case ...]          # write the cases from the last run's folders
"""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import program_runs  # noqa: E402
from program_runs import lib  # noqa: E402

BENCH = HERE.parents[1]
SLUG = "mahfooz-code__spark-java"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/mj/cap")
DRIVES = Path("/tmp/mj/data/drives")        # make_data.py's output, served at C:/...
RUNNER = "bench/real/capture/mahfooz-code-java/capture.py"
LOMBOK = "/usr/share/java/lombok.jar"       # Debian's liblombok-java (apt-get install liblombok-java)
DRIVE = HERE.parent / "ykanakaraju-pyspark" / "standin" / "DriveLocalFileSystem.java"   # as it is
CLOSE_SHIM = HERE.parent / "googlecloudplatform__dataproc-templates" / "standins" / "tools" / "SparkSessionCloseShim.java"
START_SHIM = HERE / "standin" / "StreamStartShim.java"
NOT_COMPILED = {"SparkSqlAvroSchema.java"}
DF, DS, SQ, ST = "spark-java-dataframe", "spark-java-dataset", "spark-java-sql", "spark-structured-streaming"
MODULES = (DF, DS, SQ, ST)
SRC = "/src/main/java/com/mahfooz/spark/"
NO_BROADCAST = ["spark.sql.autoBroadcastJoinThreshold=-1"]


def _p(module: str, cls: str, conf=(), stream: int = 0) -> tuple:
    """(module, main class, the file the program is, extra --conf settings, plans to wait for: 0 for a batch program)"""
    pkg = {DF: "df", DS: "dataset", SQ: "sql", ST: "streaming"}[module]
    return (module, f"com.mahfooz.spark.{pkg}.{cls}", f"{module}{SRC}{pkg}/{cls.replace('.', '/')}.java",
            list(conf), stream)


# program key -> (module, main class, file, extra --conf settings, stream plans to wait for)
PROGRAMS: dict[str, tuple] = {
    "df_sql": _p(DF, "SparkJavaSql"),
    "df_groupby": _p(DF, "aggregation.SparkDataframeGroupBy"),
    "df_rdd": _p(DF, "creation.SparkDataFrameRdd"),
    "df_dsl": _p(DF, "dsl.SparkDataframeDsl"),
    "df_dynamic": _p(DF, "schema.SparkDataframeDynamicSchema"),
    "df_reflection": _p(DF, "schema.SparkDataframeSchemaReflection"),
    "ds_dataframe": _p(DS, "creation.SparkDatasetDataframe"),
    "ds_rdd": _p(DS, "creation.SparkDatasetRdd"),
    "ds_bean": _p(DS, "encoder.SparkDatasetJavaBeanEncoder"),
    "ds_primitive": _p(DS, "encoder.SparkDatasetPrimitiveEncoder"),
    "ds_ddl": _p(DS, "schema.SparkDatasetDDLSchema"),
    "ds_schema": _p(DS, "schema.SparkDatasetSchema"),
    "ds_safety": _p(DS, "typesafety.SparkDatasetSafety"),
    "sql_sql": _p(SQ, "SparkJavaSql"),
    "sql_parquet": _p(SQ, "datasource.SparkSqlParquet"),
    "sql_global": _p(SQ, "view.SparkGlobalTempView"),
    "sql_temp": _p(SQ, "view.SparkSqlTempView"),
    "st_window": _p(ST, "windows.SparkWindowStream", stream=2),
    "st_csv_sink": _p(ST, "sink.file.SparkCsvFileStream", stream=1),
    "st_typed": _p(ST, "typed.SparkTypedDataStreaming", stream=1),
    "st_untyped": _p(ST, "untyped.SparkStreamUntyped", stream=1),
    "st_partition": _p(ST, "source.file.partition.SparkFileSourcePartitionStream", stream=1),
    "st_maxage": _p(ST, "source.file.SparkMaxFileAgeSourceStream", stream=1),
    "st_text": _p(ST, "source.file.SparkTriggerFileTextStream", stream=2),
    "st_pattern": _p(ST, "source.file.SparkFileNamePatternStream", stream=2),
    "st_csv_console": _p(ST, "source.file.csv.SparkCsvSourceFileStream", stream=1),
    "st_rate": _p(ST, "source.rate.SparkRateSourceStream", stream=2),
    "st_rate_console": _p(ST, "sink.console.SparkConsoleSinkStream", stream=2),
}

# case id, part, program, line, action, occurrence (always 1), plan (the n-th plan of the run).
# The split is fixed here before any label is written: the order the cases were planned, positions 2 and 5 of every
# five held out.
CASES: list[tuple] = [
    ("mj_df_groupby_age_count_show", "dev", "df_groupby", 21, "show", 1, 1),
    ("mj_st_window_word_count_console", "heldout", "st_window", 41, "start", 1, 2),
    ("mj_ds_safety_typed_filter_show", "dev", "ds_safety", 29, "show", 1, 1),
    ("mj_sql_parquet_view_partitioned_write", "dev", "sql_parquet", 33, "save", 1, 2),
    ("mj_df_dsl_select_age_plus_show", "heldout", "df_dsl", 33, "show", 1, 3),
    ("mj_sql_temp_view_select_show", "dev", "sql_temp", 33, "show", 1, 4),
    ("mj_ds_primitive_map_show", "heldout", "ds_primitive", 27, "show", 1, 1),
    ("mj_st_partition_input_file_name_console", "dev", "st_partition", 40, "start", 1, 2),
    ("mj_ds_rdd_typed_filter_show", "dev", "ds_rdd", 28, "show", 1, 1),
    ("mj_ds_safety_string_filter_show", "heldout", "ds_safety", 34, "show", 1, 2),
    ("mj_sql_global_view_show", "dev", "sql_global", 38, "show", 1, 4),
    ("mj_df_reflection_bean_show", "heldout", "df_reflection", 43, "show", 1, 1),
    ("mj_st_rate_select_console", "dev", "st_rate", 56, "start", 1, 2),
    ("mj_ds_ddl_schema_json_show", "dev", "ds_ddl", 22, "show", 1, 1),
    ("mj_sql_global_new_session_show", "heldout", "sql_global", 41, "show", 1, 5),
    ("mj_ds_safety_column_filter_show", "dev", "ds_safety", 37, "show", 1, 3),
    ("mj_st_typed_bean_console", "heldout", "st_typed", 43, "start", 1, 2),
    ("mj_df_dsl_select_name_show", "dev", "df_dsl", 30, "show", 1, 2),
    ("mj_df_sql_csv_header_load", "dev", "df_sql", 16, "load", 1, 1),
    ("mj_sql_sql_view_select_show", "heldout", "sql_sql", 27, "show", 1, 4),
    ("mj_df_dynamic_schema_show", "dev", "df_dynamic", 61, "show", 1, 1),
    ("mj_st_csv_source_console", "heldout", "st_csv_console", 39, "start", 1, 2),
]


def build_jars() -> dict[str, Path]:
    """The listener jar (with the drive stand-in) and one jar per module, each module's sources compiled unchanged."""
    jars = {"listener": program_runs.build_jar(WORK, "mj-listener.jar", DRIVE)}
    tools, compile_only = WORK / "shim_tools", WORK / "compile_only"
    for folder in (tools, compile_only):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(tools), str(CLOSE_SHIM), str(START_SHIM)],
                   check=True)
    for shim in ("SparkSessionCloseShim", "StreamStartShim"):
        subprocess.run(["java", "-cp", f"{lib.JARS}:{tools}", shim, str(compile_only)], check=True)
    for module in MODULES:
        out = WORK / (module + "_classes")
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        sources = sorted(str(p) for p in (REPO / module / "src/main/java").rglob("*.java")
                         if p.name not in NOT_COMPILED)
        cp = f"{compile_only}:{lib.JARS}:{LOMBOK}"
        subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", cp, "-processorpath", LOMBOK,
                        "-d", str(out), *sources], check=True)
        jars[module] = WORK / f"{module}.jar"
        subprocess.run(["jar", "cf", str(jars[module]), "-C", str(out), "."], check=True)
    return jars


def prepare() -> None:
    if not (DRIVES / "C/Users/malam/development/data/spark/csv/emp.csv").is_file():
        subprocess.run([sys.executable, str(HERE / "make_data.py")], check=True)


def stream_submit(log_dir: Path, args: list[str], cwd: Path, conf: list[str], plans: Path, want: int,
                  limit: float = 120.0) -> Path:
    """lib.submit for a program that never ends: run it until the listener has written `want` plans (or `limit`
    seconds), then SIGTERM (Spark's shutdown hook stops the context and closes the event log)."""
    shutil.rmtree(log_dir, ignore_errors=True)
    log_dir.mkdir(parents=True)
    command = [str(lib.SPARK_SUBMIT), *lib.SESSION, *sum((["--conf", c] for c in conf), []),
               "--conf", "spark.eventLog.enabled=true", "--conf", f"spark.eventLog.dir=file:{log_dir}", *args]
    print("  $ " + lib.shown(command), flush=True)
    proc = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    start = time.time()
    while proc.poll() is None and time.time() - start < limit:
        if len(list(plans.glob("*.formatted.txt"))) >= want:
            time.sleep(3)          # let the batch's end events reach the log
            break
        time.sleep(1)
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
    try:
        _, err = proc.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    print(f"  stopped after {time.time() - start:.0f} s, exit code {proc.returncode}")
    logs = [p for p in log_dir.iterdir() if not p.name.endswith(".inprogress")]
    if len(logs) != 1:
        print("   " + "\n   ".join(err.splitlines()[-8:]))
        raise SystemExit(f"expected one finished event log in {log_dir}, found {[p.name for p in log_dir.iterdir()]}")
    (log_dir / "command.txt").write_text(lib.shown(command) + "\n")
    return logs[0]


def run(key: str, jars: dict[str, Path]) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    root = program_runs.scratch_copy(REPO, WORK / "work" / key / "repo", "spark-java-sql/pom.xml", SLUG)
    drives = WORK / "work" / key / "drives"                 # a fresh copy of the inputs: runs write outputs there
    shutil.rmtree(drives, ignore_errors=True)
    shutil.copytree(DRIVES, drives)
    module, main_class, _, extra_conf, stream = PROGRAMS[key]
    plans = out / "plans"
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            *(f"spark.hadoop.fs.{s}.impl=ykcapture.DriveLocalFileSystem" for s in ("C", "c")),
            f"spark.hadoop.yk.fs.root={drives}",
            "spark.sql.adaptive.enabled=true", "spark.driver.host=localhost",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={plans}",
            f"spark.sql.warehouse.dir={WORK / 'work' / key / 'warehouse'}", *extra_conf]
    listener = str(jars["listener"])
    args = ["--jars", listener, "--driver-class-path", listener, "--class", main_class, str(jars[module])]
    if stream:
        stream_submit(out / "log", args, cwd=root / module, conf=conf, plans=plans, want=stream)
    else:
        lib.submit(out / "log", args, cwd=root / module, conf=conf)
    return out


def place(key: str, case: tuple) -> tuple[str, str]:
    """The file of a case's action, and the place event_log.json names it by."""
    file = PROGRAMS[key][2]
    return file, f"{file}:{case[3]}"


def main(argv: list[str]) -> int:
    return program_runs.write_cases(argv, programs=PROGRAMS, cases=CASES, work=WORK, bench=BENCH, runner=RUNNER,
                                    build=build_jars, run=run, place=place, prepare=prepare,
                                    by_order=lambda key: True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
