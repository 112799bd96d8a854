"""Run each dpt_* case's template again the way a user runs it, with spark-submit and event logging on, and
store in the case folder (dev and held-out) what codemap reads from the event log for the execution that
ran the case's action: `event_log.json` (matched as ../databricks__learningsparkv2/capture_event_logs_lib.py
says).

- Python templates: `spark-submit main.py --template=GCSTOGCS --gcs.to.gcs.input.location=...` from the
  repository's python/ folder (python/README.md: main.py is the script, the template and its arguments
  follow); the gemini-codegen script as `spark-submit transform_parquet_to_avro.py --input ... --output ...`
  from its folder.
- Java templates: the repository's classes compiled unchanged against PySpark's jars, packed into a jar and
  run as java/bin/start.sh does, `spark-submit --class com.google.cloud.dataproc.templates.main.DataProcTemplate
  dpt-templates.jar --template GCSTOGCS --templateProperty key=value ...` (`--template GENERAL --config x.yaml`).
  DataProcTemplate names every template; the 15 whose libraries (Pub/Sub, Kafka, Cassandra, Snowflake,
  HBase, Cloud Storage, Spanner, Dataplex) are not on this machine are replaced by generated empty
  templates of the same name (never run here), so that DataProcTemplate itself compiles unchanged.

Only the data and the outside systems are stood in for (standins/, README.md): inputs from make_data.py in
/tmp/dpt_data (a local Hive metastore and warehouse, an embedded Derby database for JDBC); the BigQuery
and Avro writes go to a sink that collects the rows, as the original captures collected in place of those
writes; google-auth/BigQuery client modules that fail as an unreachable service; a Jakarta validation
provider that accepts every config (GeneralTemplate validates its yaml; Hibernate Validator is not here).
The SQL and configs are recreated from each case's `dataframe`/`notes` and plan (configs/, RUNS below).
Sessions as the captures': local[1], no UI, 4 shuffle partitions, UTC, plus the case's settings.

    PYTHONPATH=. .venv/bin/python bench/real/capture/googlecloudplatform__dataproc-templates/capture_event_logs.py [--keep-data] [case ...]
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402

SLUG = "googlecloudplatform__dataproc-templates"
BENCH = HERE.parents[1]
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/evlog") / SLUG
RUNNER = f"bench/real/capture/{SLUG}/capture_event_logs.py"
DATA = Path("/tmp/dpt_data")          # the paths the plans show (write paths are in the compared headers)
OUT = Path("/tmp/dpt_work/out")
DERBY = "jdbc:derby:/tmp/dpt_data/derby_emp"
JAVA_SRC = REPO / "java" / "src" / "main" / "java"
MAIN_CLASS = "com.google.cloud.dataproc.templates.main.DataProcTemplate"
TEMPLATES = JAVA_SRC / "com" / "google" / "cloud" / "dataproc" / "templates"

# Hive metastore, warehouse and derby.log in scratch folders, not in the repository the run starts from
HIVE_CONF = [f"spark.sql.warehouse.dir={WORK / 'warehouse'}",
             f"spark.hadoop.javax.jdo.option.ConnectionURL=jdbc:derby:;databaseName={WORK / 'metastore_db'};create=true",
             f"spark.driver.extraJavaOptions=-Dderby.system.home={WORK}"]
NO_BROADCAST = "spark.sql.autoBroadcastJoinThreshold=-1"

# The repository's Java files that do not compile here (libraries not on this machine), found by compiling
# everything, dropping the failures and what then failed, until the rest compiled
NOT_BUILT = """databases/CassandraToBQ databases/CassandraToGCS dataplex/DataplexGCStoBQ gcs/GCStoBigTable
hbase/HbaseToGCS jdbc/JDBCToGCS jdbc/JDBCToGCSConfig jdbc/JDBCToSpanner jdbc/JDBCToSpannerConfig kafka/KafkaReader
kafka/KafkaToBQDstream kafka/KafkaToGCS kafka/KafkaToGCSDstream kafka/KafkaToPubSub pubsub/PubSubToBQ
pubsub/PubSubToBigTable pubsub/PubSubToGCS pubsub/internal/PubSubAcker pubsub/internal/PubSubMicroBatchStream
pubsub/internal/PubSubPartitionReader pubsub/internal/PubSubPartitionReaderFactory pubsub/internal/PubSubScan
pubsub/internal/PubSubScanBuilder pubsub/internal/PubSubTable pubsub/internal/PubSubSourceProvider snowflake/SnowflakeToGCS util/Dataplex/DataplexAPIUtil
util/Dataplex/DataplexAssetUtil util/Dataplex/DataplexEntityUtil util/ReadSchemaUtil""".split()


def py(template: str, *args: str) -> dict:
    return {"cwd": REPO / "python", "args": ["main.py", f"--template={template}", *args]}


def jvm(template: str, *args: str) -> dict:
    return {"cwd": REPO / "java", "args": ["--class", MAIN_CLASS, "JAR", "--template", template, *args]}


def props(**kv: str) -> list[str]:
    return [a for k, v in kv.items() for a in ("--templateProperty", f"{k.replace('_', '.')}={v}")]


EMP_CSV, EMP_PARQUET, EMP_JSON = (str(DATA / n) for n in ("emp_csv", "emp_parquet", "emp_json"))
JDBC_IN = [f"--jdbctogcs.input.url={DERBY}", "--jdbctogcs.input.driver=org.apache.derby.jdbc.EmbeddedDriver",
           "--jdbctogcs.input.partitioncolumn=empno", "--jdbctogcs.input.lowerbound=7000",
           "--jdbctogcs.input.upperbound=7050"]

# run -> how it is launched (program arguments after the session's) and the case's session settings
RUNS = {
    "py_gcs_to_bq_pivot": (py(
        "GCSTOBIGQUERY", f"--gcs.bigquery.input.location={EMP_PARQUET}", "--gcs.bigquery.input.format=parquet",
        "--gcs.bigquery.output.dataset=hr", "--gcs.bigquery.output.table=salaries_by_job",
        "--gcs.bigquery.temp.bucket.name=dpt-temp", "--gcs.bigquery.output.mode=overwrite",
        "--gcs.bigquery.temp.view.name=emp",
        "--gcs.bigquery.sql.query=SELECT * FROM (SELECT deptno, job, sal FROM emp) PIVOT (sum(sal) AS total_sal"
        " FOR job IN ('CLERK', 'SALESMAN', 'MANAGER', 'ANALYST')) ORDER BY deptno"), [NO_BROADCAST]),
    "py_gcs_to_gcs_sql": (py(
        "GCSTOGCS", f"--gcs.to.gcs.input.location={EMP_CSV}", "--gcs.to.gcs.input.format=csv",
        "--gcs.to.gcs.temp.view.name=emp",
        "--gcs.to.gcs.sql.query=SELECT deptno, job, count(*) AS headcount, round(avg(sal), 2) AS avg_sal,"
        " sum(coalesce(comm, 0.0)) AS total_comm, rank() OVER (PARTITION BY deptno ORDER BY avg(sal) DESC)"
        " AS job_rank FROM emp WHERE hiredate >= DATE'2014-01-01' GROUP BY deptno, job",
        "--gcs.to.gcs.output.partition.column=deptno", "--gcs.to.gcs.output.format=parquet",
        "--gcs.to.gcs.output.mode=overwrite", f"--gcs.to.gcs.output.location={OUT / 'gcs_to_gcs_sql'}"), []),
    "py_gcs_to_gcs_subquery": (py(
        "GCSTOGCS", f"--gcs.to.gcs.input.location={EMP_JSON}", "--gcs.to.gcs.input.format=json",
        "--gcs.to.gcs.temp.view.name=emp",
        "--gcs.to.gcs.sql.query=SELECT ename, job, deptno, sal FROM emp WHERE sal > (SELECT avg(sal) FROM emp)"
        " AND deptno IN (SELECT deptno FROM emp WHERE job = 'ANALYST' GROUP BY deptno HAVING count(*) >= 5)"
        " ORDER BY sal DESC LIMIT 20",
        "--gcs.to.gcs.output.format=json", "--gcs.to.gcs.output.mode=overwrite",
        f"--gcs.to.gcs.output.location={OUT / 'gcs_to_gcs_subquery'}"), ["spark.sql.adaptive.enabled=false"]),
    "py_gcs_to_gcs_plain": (py(
        "GCSTOGCS", f"--gcs.to.gcs.input.location={EMP_CSV}", "--gcs.to.gcs.input.format=csv",
        "--gcs.to.gcs.output.partition.column=job", "--gcs.to.gcs.output.format=json",
        "--gcs.to.gcs.output.mode=overwrite", f"--gcs.to.gcs.output.location={OUT / 'gcs_to_gcs_plain'}"), []),
    "py_hive_to_bq_sql": (py(
        "HIVETOBIGQUERY", "--hive.bigquery.input.database=test_db", "--hive.bigquery.input.table=employees",
        "--hive.bigquery.output.dataset=hr", "--hive.bigquery.output.table=salary_bands",
        "--hive.bigquery.temp.bucket.name=dpt-temp", "--hive.bigquery.output.mode=overwrite",
        "--hive.bigquery.temp.view.name=emp",
        "--hive.bigquery.sql.query=SELECT job, 'high' AS band, count(*) AS employees, max(sal) AS top_sal"
        " FROM global_temp.emp WHERE sal >= 3000 GROUP BY job UNION ALL SELECT job, 'low' AS band,"
        " count(*) AS employees, max(sal) AS top_sal FROM global_temp.emp WHERE sal < 3000 GROUP BY job"), []),
    "py_hive_to_gcs_sql": (py(
        "HIVETOGCS", "--hive.gcs.input.database=test_db", "--hive.gcs.input.table=employees",
        "--hive.gcs.temp.view.name=emp",
        "--hive.gcs.sql.query=SELECT e.empno, e.ename, e.job, e.deptno, e.sal, d.avg_sal,"
        " e.sal - d.avg_sal AS above_avg FROM global_temp.emp e JOIN (SELECT deptno, avg(sal) AS avg_sal"
        " FROM global_temp.emp GROUP BY deptno) d ON e.deptno = d.deptno WHERE e.sal > d.avg_sal"
        " ORDER BY above_avg DESC",
        "--hive.gcs.output.format=json", "--hive.gcs.output.mode=overwrite",
        f"--hive.gcs.output.location={OUT / 'hive_to_gcs_sql'}"), [NO_BROADCAST]),
    "py_jdbc_to_gcs_plain": (py(
        "JDBCTOGCS", *JDBC_IN, """--jdbctogcs.input.table=(SELECT * FROM EMPLOYEES WHERE "sal" >= 1000) AS EMP""",
        "--jdbctogcs.numpartitions=3", "--jdbctogcs.output.format=parquet", "--jdbctogcs.output.mode=overwrite",
        "--jdbctogcs.output.partitioncolumn=deptno", f"--jdbctogcs.output.location={OUT / 'jdbc_to_gcs_plain'}"), []),
    "py_jdbc_to_gcs_sql": (py(
        "JDBCTOGCS", *JDBC_IN, "--jdbctogcs.input.table=EMPLOYEES", "--jdbctogcs.numpartitions=2",
        "--jdbctogcs.temp.view.name=emp",
        "--jdbctogcs.temp.sql.query=SELECT empno, ename, job, deptno, sal FROM (SELECT *, row_number() OVER"
        " (PARTITION BY deptno ORDER BY sal DESC) AS rn FROM global_temp.emp) WHERE rn <= 3",
        "--jdbctogcs.output.format=csv", "--jdbctogcs.output.mode=overwrite",
        f"--jdbctogcs.output.location={OUT / 'jdbc_to_gcs_sql'}"), []),
    "py_gemini_parquet_to_avro": ({"cwd": REPO / "gemini-codegen" / "python", "args": [
        "transform_parquet_to_avro.py", f"--input={DATA / 'events_parquet'}", f"--output={OUT / 'events_avro'}"]}, []),
    "java_general_shakespeare": (jvm("GENERAL", "--config", str(HERE / "configs" / "general_shakespeare.yaml")), []),
    "java_general_multi": (jvm("GENERAL", "--config", str(HERE / "configs" / "general_multi.yaml")), [NO_BROADCAST]),
    "java_general_chained": (jvm("GENERAL", "--config", str(HERE / "configs" / "general_chained.yaml")), []),
    "java_hive_to_gcs": (jvm("HIVETOGCS", *props(
        hive_input_db="test_db", hive_input_table="employees", hive_gcs_output_path=str(OUT / "hive_to_gcs_java"),
        hive_gcs_output_format="parquet", hive_partition_col="deptno", hive_gcs_save_mode="overwrite")), []),
    "java_hive_to_gcs_sql": (jvm("HIVETOGCS", *props(
        hive_input_db="test_db", hive_input_table="employees", hive_gcs_output_path=str(OUT / "hive_to_gcs_java_sql"),
        hive_gcs_output_format="parquet", hive_partition_col="deptno", hive_gcs_save_mode="overwrite",
        hive_gcs_temp_table="emp",
        hive_gcs_temp_query="SELECT empno, ename, deptno, hiredate, sal, lag(sal) OVER (PARTITION BY deptno ORDER BY"
        " hiredate) AS prev_hire_sal, avg(sal) OVER (PARTITION BY deptno) AS dept_avg FROM global_temp.emp"
        " WHERE job <> 'PRESIDENT'")), []),
    "java_gcs_to_gcs_cube": (jvm("GCSTOGCS", *props(
        project_id="local-capture", gcs_gcs_input_location=EMP_PARQUET, gcs_gcs_input_format="parquet",
        gcs_gcs_output_location=str(OUT / "gcs_to_gcs_cube"), gcs_gcs_output_format="json",
        gcs_gcs_write_mode="overwrite", gcs_gcs_temp_table="emp",
        gcs_gcs_temp_query="SELECT deptno, job, count(*) AS employees, sum(sal) AS payroll FROM global_temp.emp"
        " WHERE hiredate < DATE'2020-01-01' GROUP BY CUBE(deptno, job) HAVING employees > 1")), []),
    "java_gcs_to_gcs_filter": (jvm("GCSTOGCS", *props(
        project_id="local-capture", gcs_gcs_input_location=EMP_JSON, gcs_gcs_input_format="json",
        gcs_gcs_output_location=str(OUT / "gcs_to_gcs_java"), gcs_gcs_output_format="csv",
        gcs_gcs_write_mode="overwrite", gcs_gcs_temp_table="tempTable",
        gcs_gcs_temp_query="select * from global_temp.tempTable where sal>1500")), []),
}

# case id, part, run, the action (case.json), and the n-th execution with the case's plan in run order
CASES = [
    ("dpt_gcs_to_bq_pivot", "dev", "py_gcs_to_bq_pivot", "the bigquery save (rows collected)", 1),
    ("dpt_gcs_to_gcs_sql", "dev", "py_gcs_to_gcs_sql", "the parquet save", 1),
    ("dpt_gcs_to_gcs_sql_subquery", "dev", "py_gcs_to_gcs_subquery", "the json save", 1),
    ("dpt_general_chained", "dev", "java_general_chained", "the save of dept_ranking", 1),
    ("dpt_general_groups", "dev", "java_general_multi", "the save of results2", 1),
    ("dpt_general_join", "dev", "java_general_multi", "the save of results1", 1),
    ("dpt_general_shakespeare", "dev", "java_general_shakespeare", "the save of wordspercorpus", 1),
    ("dpt_hive_to_bq_sql", "dev", "py_hive_to_bq_sql", "the bigquery save (rows collected)", 1),
    ("dpt_hive_to_gcs_java_write", "dev", "java_hive_to_gcs", "writer.mode(gcsSaveMode).save(outputPath)", 1),
    ("dpt_hive_to_gcs_sql", "dev", "py_hive_to_gcs_sql", "the json save", 1),
    ("dpt_jdbc_to_gcs_plain", "dev", "py_jdbc_to_gcs_plain", "the parquet save", 1),
    ("dpt_gcs_to_gcs_java_cube", "heldout", "java_gcs_to_gcs_cube", "writer.save(gcsOutputLocation)", 1),
    ("dpt_gcs_to_gcs_java_filter", "heldout", "java_gcs_to_gcs_filter", "writer.save(gcsOutputLocation)", 1),
    ("dpt_gcs_to_gcs_plain", "heldout", "py_gcs_to_gcs_plain", "the json save", 1),
    ("dpt_gemini_parquet_to_avro", "heldout", "py_gemini_parquet_to_avro", "the avro save (rows collected)", 1),
    ("dpt_hive_to_gcs_java_count", "heldout", "java_hive_to_gcs", "inputData.count() in the log line", 1),
    ("dpt_hive_to_gcs_java_sql", "heldout", "java_hive_to_gcs_sql", "writer.mode(gcsSaveMode).save(outputPath)", 1),
    ("dpt_jdbc_to_gcs_sql", "heldout", "py_jdbc_to_gcs_sql", "the csv save", 1),
]


def javac(out: Path, sources: list[Path], classpath: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(["javac", "-nowarn", "-proc:none", "-encoding", "UTF-8", "-cp", classpath, "-d", str(out),
                    *map(str, sources)], check=True)


def stand_in_template(path: Path) -> str:
    """An empty template of the same name, package and factory (`of` or a no-arg constructor) as one the
    machine cannot build: DataProcTemplate refers to it but these runs never pick it."""
    package = ".".join(path.relative_to(JAVA_SRC).parent.parts)
    name = path.stem
    return (f"package {package};\n\n/** Stand-in: {name}'s libraries are not on this machine (never run here). */\n"
            f"public class {name} implements com.google.cloud.dataproc.templates.BaseTemplate {{\n"
            f"  public {name}() {{}}\n"
            f"  public static {name} of(String... args) {{ return new {name}(); }}\n"
            f"  public void validateInput() {{ throw new UnsupportedOperationException(\"{name} is not built here\"); }}\n"
            f"  public void runTemplate() {{ throw new UnsupportedOperationException(\"{name} is not built here\"); }}\n"
            f"}}\n")


def build_jars() -> tuple[Path, Path]:
    """dpt-templates.jar (the repository's classes and resources) and standins.jar (ours)."""
    shutil.rmtree(WORK / "build", ignore_errors=True)
    build = WORK / "build"
    # ours: the collecting sinks, the validation provider (registered as services) and the gax/BigQuery
    # client classes TemplateUtil's invocation tracking calls (they throw; its catch (Throwable) swallows it)
    standins = build / "standins"
    javac(standins, sorted((HERE / "standins" / "jvm").rglob("*.java")), lib.JARS)
    services = standins / "META-INF" / "services"
    services.mkdir(parents=True)
    (services / "org.apache.spark.sql.sources.DataSourceRegister").write_text(
        "codemap.standins.BigQuerySink\ncodemap.standins.AvroSink\n")
    (services / "jakarta.validation.spi.ValidationProvider").write_text(
        "codemap.standins.AcceptAllValidationProvider\n")
    # for compiling only: Spark 3.5's `SparkSession.close()` signature (tools/SparkSessionCloseShim.java)
    compile_only = build / "compile_only"
    tools = build / "tools"
    javac(tools, [HERE / "standins" / "tools" / "SparkSessionCloseShim.java"], lib.JARS)
    subprocess.run(["java", "-cp", f"{lib.JARS}:{tools}", "SparkSessionCloseShim", str(compile_only)], check=True)
    not_built = {TEMPLATES / f"{name}.java" for name in NOT_BUILT}
    factories = (TEMPLATES / "main" / "DataProcTemplate.java").read_text()
    generated = []
    for path in sorted(not_built):
        if re.search(rf"\b{path.stem}(::of|\(\))", factories):
            target = build / "generated" / path.relative_to(JAVA_SRC)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(stand_in_template(path))
            generated.append(target)
    sources = [p for p in sorted(JAVA_SRC.rglob("*.java")) if p not in not_built]
    classes = build / "classes"
    javac(classes, sources + generated, f"{compile_only}:{standins}:{lib.JARS}")   # the shim first
    # the repository's resources (template.properties: PropertyUtil's defaults), less the service file
    # that registers the Pub/Sub source, which is not built
    shutil.copytree(REPO / "java" / "src" / "main" / "resources", classes, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("services"))
    jars = build / "dpt-templates.jar", build / "standins.jar"
    for jar, folder in zip(jars, (classes, standins)):
        subprocess.run(["jar", "cf", str(jar), "-C", str(folder), "."], check=True)
    print(f"  built {jars[0].name}: {len(sources)} repository files, {len(generated)} stand-in templates")
    return jars


def make_data() -> None:
    for path in (DATA, WORK / "warehouse", WORK / "metastore_db", OUT):
        shutil.rmtree(path, ignore_errors=True)
    DATA.mkdir(parents=True)
    command = [str(lib.SPARK_SUBMIT), *lib.SESSION, *sum((["--conf", c] for c in HIVE_CONF), []),
               str(HERE / "make_data.py"), str(DATA), DERBY + ";create=true"]
    subprocess.run(command, check=True, cwd=WORK, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main(wanted: list[str]) -> None:
    flags = {w for w in wanted if w.startswith("--")}
    wanted = [w for w in wanted if w not in flags]
    chosen = [c for c in CASES if not wanted or c[0] in wanted]
    runs = list(dict.fromkeys(c[2] for c in chosen))
    WORK.mkdir(parents=True, exist_ok=True)
    if "--keep-data" not in flags:
        print("== inputs (make_data.py)", flush=True)
        make_data()
    jar, standins = build_jars()
    env = {"PYSPARK_PYTHON": sys.executable, "PYTHONDONTWRITEBYTECODE": "1",
           # google-auth / BigQuery client stand-ins, as installed packages would be: not on the command line
           "PYTHONPATH": str(HERE / "standins" / "python")}
    failed = []
    for run in runs:
        print(f"== {run}", flush=True)
        spec, settings = RUNS[run]
        args = [str(jar) if a == "JAR" else a for a in spec["args"]]
        log = lib.submit(WORK / "logs" / run, ["--jars", str(standins), *args], cwd=spec["cwd"],
                         conf=[*settings, *HIVE_CONF], env=env)
        failed += [case for case, part, _, action, nth in (c for c in chosen if c[2] == run)
                   if not lib.write_matched(BENCH / part / case, log, RUNNER, nth=nth, action=action)]
    print("not matched: " + (", ".join(failed) or "none"))


if __name__ == "__main__":
    main(sys.argv[1:])
