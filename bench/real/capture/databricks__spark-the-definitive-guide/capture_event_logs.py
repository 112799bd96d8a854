"""Run the book's chapters again the way a user runs a program, with spark-submit and event logging on, and
store in each stdg_* case folder (dev and held-out) what codemap reads from the event log for the SQL
execution that ran the case's action: `event_log.json` (matched as
../databricks__learningsparkv2/capture_event_logs_lib.py says).

- Python chapter files: `spark-submit ... code/<chapter>.py` from the repository's root. The chapters are
  notebook exports (they use the notebook's `spark`, and chapter 5 holds Python 2 `5L`, which no Python 3 can
  compile whole), so the driver Python that spark-submit starts is notebook_driver.py (PYSPARK_DRIVER_PYTHON,
  spark-submit's setting for the driver's interpreter): it runs the file spark-submit hands it cell by cell,
  each cell compiled under the file's own path and line numbers, nothing wrapped or repeated.
- Scala chapter files: compiled unchanged inside the line-preserving wrapper of scala_notebook.py, in a
  copy of the same file name, run as `spark-submit --class NotebookCells <chapter>.jar`.
- The Scala project template: its two files compiled unchanged, run as
  `spark-submit --class com.databricks.example.DataFrameExample template.jar`.
- Data: the book's `/data/...` paths are served, unchanged in the code, by BookDataFileSystem (the local file
  system with `/data` read from the inputs make_data.py generates, seed 7, as the captures read), given with
  `--driver-class-path` and `--conf spark.hadoop.fs.file.impl=BookDataFileSystem`.
Sessions as the captures': local[1], no UI, 4 shuffle partitions, UTC, plus the case's settings, as --conf;
a warehouse folder of the run's own. Scratch space: /tmp/evlog/databricks__spark-the-definitive-guide.

    PYTHONPATH=. .venv/bin/python bench/real/capture/databricks__spark-the-definitive-guide/capture_event_logs.py [case ...]
"""
from __future__ import annotations

import json
import re
import shlex
import shutil
import stat
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "databricks__learningsparkv2"))
import capture_event_logs_lib as lib  # noqa: E402
import make_data  # noqa: E402
import scala_notebook  # noqa: E402
from capture import CASES as PY_CASES, NO_BROADCAST  # noqa: E402
from codemap_pipeline.plans import eventlog  # noqa: E402
from codemap_pipeline.plans.parser import parse_plan_text  # noqa: E402

SLUG = "databricks__spark-the-definitive-guide"
BENCH = HERE.parents[1]
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/evlog") / SLUG
RUNNER = f"bench/real/capture/{SLUG}/capture_event_logs.py"
CH5S = "code/Structured_APIs-Chapter_5_Basic_Structured_Operations.scala"
CH7S = "code/Structured_APIs-Chapter_7_Aggregations.scala"
CH11S = "code/Structured_APIs-Chapter_11_Datasets.scala"
TEMPLATE = "project-templates/scala/src/main/scala"

# The Python cases' actions (capture.py has their file, line and settings) and which execution, where
# several have the case's plan: PySpark names no line for show()/count() (`showString at
# NativeMethodAccessorImpl.java:0`), so the n-th with that plan in run order, as the chapter runs them.
PY_ACTIONS = {
    "stdg_ch02_top_dest_sql": "maxSql.show() line 55",
    "stdg_ch02_top_dest_df": "groupBy(...)...limit(5).show() lines 62-68",
    "stdg_ch03_daily_cost": "groupBy(CustomerId, window(...)).sum(...).sort(...).show(5) line 22",
    "stdg_ch07_window_rank": "select(rank/dense_rank/max over windowSpec).show() lines 143-150",
    "stdg_ch07_rollup": "rolledUpDF.show() line 164",
    "stdg_ch10_sql_view_count": "spark.sql(...).where(...).where(...).count() line 9",
    "stdg_ch06_power3_udf": "select(power3udf(col('num'))).show(2) line 374",
    "stdg_ch08_array_join": "join(sparkStatus, expr('array_contains(...)')).show() line 46",
    "stdg_ch19_cached_groupby": "DF1.groupBy('DEST_COUNTRY_NAME').count().collect() line 19",
    "stdg_ch06_explode": "withColumn(split).withColumn(explode).select(...).show(2) line 301",
    "stdg_ch05_distinct_pairs": "select(...).distinct().count() line 166",
    "stdg_ch05_sample_count": "sample(withReplacement, fraction, seed).count() line 179",
}
# chapter 2 runs the same query twice, in SQL (line 55) and then with the DataFrame API (line 68): one plan
PY_NTH = {"stdg_ch02_top_dest_sql": 1, "stdg_ch02_top_dest_df": 2}
# case id, part, program, session settings, action, the call site Spark records for it
JVM_CASES = [
    ("stdg_scala_ch11_joinwith", "dev", CH11S, NO_BROADCAST, "flights2.take(2) line 71",
     "take at Structured_APIs-Chapter_11_Datasets.scala:71"),
    ("stdg_scala_ch11_flatmapgroups", "heldout", CH11S, {}, "groupByKey(...).flatMapGroups(grpSum).show(5) line 104",
     "show at Structured_APIs-Chapter_11_Datasets.scala:104"),
    ("stdg_scala_ch11_reducegroups", "dev", CH11S, {}, "groupByKey(...).reduceGroups(...).take(5) lines 120-121",
     "take at Structured_APIs-Chapter_11_Datasets.scala:121"),
    ("stdg_scala_dataframe_template", "dev", TEMPLATE, {}, "DataFrameExample.main ....show() line 35",
     "show at DataFrameExample.scala:34"),
    ("stdg_scala_ch05_union", "heldout", CH5S, {}, "df.union(newDF).where(...).where(...).show() lines 310-313",
     "show at Structured_APIs-Chapter_5_Basic_Structured_Operations.scala:312"),   # scalac's line for the chain
    ("stdg_scala_ch07_pivot", "dev", CH7S, NO_BROADCAST, "pivoted.where(...).select(...).show() line 231",
     "show at Structured_APIs-Chapter_7_Aggregations.scala:231"),
]


def cases() -> list[tuple]:
    """(case, part, program, settings, action, call site or None, n-th or None), in the captures' order."""
    py = []
    for case, part, path, _line, settings in PY_CASES:
        py.append((case, part, path, settings, PY_ACTIONS[case], None, PY_NTH.get(case)))
    return py + [(*c, None) for c in JVM_CASES]


def build_support() -> tuple[Path, Path]:
    """The generated inputs and the compiled BookDataFileSystem."""
    from pyspark.sql import SparkSession

    make_data.ROOT = str(WORK / "data")
    spark = (SparkSession.builder.master("local[1]").appName("stdg-make-data").config("spark.ui.enabled", "false")
             .config("spark.sql.warehouse.dir", str(WORK / "warehouse")).getOrCreate())
    make_data.main(spark)
    spark.stop()
    fs = WORK / "fs"
    shutil.rmtree(fs, ignore_errors=True)
    fs.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(fs), str(HERE / "BookDataFileSystem.java")], check=True)
    return WORK / "data", fs


def driver_script() -> Path:
    """An executable for PYSPARK_DRIVER_PYTHON: this Python running notebook_driver.py."""
    script = WORK / "notebook-python"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'notebook_driver.py'))} \"$@\"\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def build_jar(program: str) -> Path:
    """A chapter's Scala in the line-preserving wrapper, or the template's files unchanged, in one jar."""
    name = "template" if program == TEMPLATE else Path(program).stem
    classes = WORK / "classes" / name
    shutil.rmtree(classes, ignore_errors=True)
    classes.mkdir(parents=True)
    if program == TEMPLATE:
        sources = sorted(str(p) for p in (REPO / TEMPLATE).glob("*.scala"))
        subprocess.run(["java", "-cp", lib.JARS, "scala.tools.nsc.Main", "-nowarn", "-usejavacp", "-classpath", lib.JARS,
                        "-d", str(classes), *sources], check=True)
    else:
        left_out = scala_notebook.compile_notebook(REPO / program, lib.JARS, classes)
        print(f"  compiled {program}; cells left out (first line): {left_out or 'none'}")
    jar = WORK / "jars" / f"{name}.jar"
    jar.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["jar", "cf", str(jar), "-C", str(classes), "."], check=True)
    return jar


_CLASS_NAMES = re.compile(r"(?:\$line\d+\.\$read(?:\$\$iw)*|\bC(?:\$C)*)\$*(?=\$)")
_STAGE = re.compile(r"^(\w+QueryStage) \d+")


def _show_cast(header: str) -> bool:
    """show()'s own Project, casting every column to its display string (`toprettystring(x) AS x`)."""
    return header.startswith("Project [toprettystring(") and header.count("toprettystring(") == header.count(" AS ")


def _loose(plan, drop_show_cast: bool) -> tuple:
    """The plan's operators and headers (lib.signature: ids blanked) without explain()'s InMemoryRelation,
    AQE stage numbers blanked and, in an event log's plan, show()'s string-cast Project left out."""
    nodes = [n for n in plan.nodes if n.node_id is not None and n.operator not in lib.NOT_IN_EVENT_LOGS]
    sig = lib.signature(plan, True, lib.NOT_IN_EVENT_LOGS)
    return tuple((op, _STAGE.sub(r"\1", h)) for n, (op, h) in zip(nodes, sig)
                 if not (drop_show_cast and _show_cast(n.header)))


def write_loose(case_dir: Path, log: Path, site: str | None, nth: int | None, action: str) -> bool:
    """Where lib's match finds no execution: the case's plan against each execution's with what a capture
    by explain() and an event log may differ in besides ids (_loose). Writes event_log.json as lib does."""
    captured = parse_plan_text((case_dir / "plan.simple.txt").read_text())[0]
    want = _loose(captured, False)
    hits = [p for p in eventlog.read_event_log(log) if _loose(p, True) == want]
    if not hits:
        print(f"  NOT MATCHED (loosely either): {case_dir.name}")
        return False
    allowed = []
    if any(n.operator in lib.NOT_IN_EVENT_LOGS for n in captured.nodes):
        allowed.append("explain()'s InMemoryRelation node, which event logs lack")
    stages = [tuple(h for op, h in lib.signature(p, True, lib.NOT_IN_EVENT_LOGS) if op.endswith("QueryStage"))
              for p in (hits[0], captured)]
    if stages[0] != stages[1]:
        allowed.append("the AQE stage numbers (the capture collected the query a second time before explaining it)")
    if len(_loose(hits[0], True)) != len(_loose(hits[0], False)):
        allowed.append("show()'s string-cast Project over the shown rows (toprettystring of every column), "
                       "which the capture, explaining the shown query limit(n+1), did not have")
    how = "the plan's operators and headers in order (expression ids blanked) but " + " and ".join(allowed)
    chosen = hits[0] if len(hits) == 1 else None
    if chosen is not None:
        how = f"the only execution with {how}"
    elif site:
        at = [p for p in hits if p.title == site]
        chosen = at[0] if len(at) == 1 else None
        how = f"{how}; {len(hits)} such executions, the one at {site!r}"
    elif nth:
        chosen = hits[nth - 1]
        how = f"{how}; {len(hits)} such executions, number {nth} in run order (as the chapter runs them)"
    if chosen is None:
        print(f"  NOT MATCHED (loosely either): {case_dir.name}: {len(hits)} executions, no way to choose")
        return False
    out = {"execution_id": chosen.execution_id, "description": chosen.title, "call_site": chosen.call_site,
           **lib.log_facts(log), "spark_submit": (log.parent / "command.txt").read_text().strip(),
           "matched_by": how, "action": action, "runner": RUNNER}
    (case_dir / "event_log.json").write_text(json.dumps(out, indent=2) + "\n")
    print(f"  {case_dir.parent.name}/{case_dir.name}: execution {chosen.execution_id} {chosen.title!r} ({how})")
    return True


def _lambda_note(case_dir: Path, log: Path, execution_id: int) -> str | None:
    """Where only the class names of lambdas and case classes differ (spark-shell's `$lineN.$read$$iw$`
    wrappers in the captured plan, the `C$C$...` cell objects here), say so."""
    want = parse_plan_text((case_dir / "plan.simple.txt").read_text())[0]
    got = next(p for p in eventlog.read_event_log(log) if p.execution_id == execution_id)
    blank = [tuple((op, _CLASS_NAMES.sub("", h)) for op, h in lib.signature(p, True)) for p in (got, want)]
    return "headers equal once the class names of the wrappers (spark-shell's $lineN.$read$$iw, this run's C$C$...) " \
           "are blanked" if blank[0] == blank[1] else None


def main(wanted: list[str]) -> None:
    chosen = [c for c in cases() if not wanted or c[0] in wanted]
    data, fs = build_support()
    python = driver_script()
    failed = []
    runs: dict[tuple, list] = {}
    for c in chosen:
        runs.setdefault((c[2], json.dumps(c[3], sort_keys=True)), []).append(c)
    for (program, _), group in runs.items():
        settings = group[0][3]
        stem = "template" if program == TEMPLATE else Path(program).name[-44:].replace(".", "_")
        name = "_".join([stem, *(k.rsplit(".", 1)[-1] for k in sorted(settings))])
        print(f"== {program} {settings}", flush=True)
        conf = [f"{k}={v}" for k, v in settings.items()] + [
            f"spark.sql.warehouse.dir={WORK / 'warehouse' / name}",
            "spark.hadoop.fs.file.impl=BookDataFileSystem", f"spark.hadoop.stdg.data.to={data}"]
        shutil.rmtree(WORK / "warehouse" / name, ignore_errors=True)
        env = {"PYSPARK_PYTHON": sys.executable}
        if program.endswith(".py"):
            env["PYSPARK_DRIVER_PYTHON"] = str(python)
            args = ["--driver-class-path", str(fs), program]
        else:
            main_class = "com.databricks.example.DataFrameExample" if program == TEMPLATE else scala_notebook.MAIN
            args = ["--driver-class-path", str(fs), "--class", main_class, str(build_jar(program))]
        log = lib.submit(WORK / "logs" / name, args, cwd=REPO, conf=conf, env=env)
        if program.endswith(".py"):   # the command as run: with the driver interpreter it was given
            command = log.parent / "command.txt"
            command.write_text(f"PYSPARK_DRIVER_PYTHON={python} {command.read_text()}")
        for case, part, _, _, action, site, nth in group:
            case_dir = BENCH / part / case
            (case_dir / "event_log.json").unlink(missing_ok=True)   # none where this run matches none
            try:
                lib.write_case(case_dir, log, RUNNER, site=site, nth=nth, action=action)
            except SystemExit as exc:
                print(f"  {case}: {str(exc)[:160]}; matching loosely")
                if not write_loose(case_dir, log, site, nth, action):
                    failed.append(case)
                continue
            out = json.loads((case_dir / "event_log.json").read_text())
            note = _lambda_note(case_dir, log, out["execution_id"]) if "headers differ" in out["matched_by"] else None
            if note:
                out["matched_by"] += f"; {note}"
                (case_dir / "event_log.json").write_text(json.dumps(out, indent=2) + "\n")
    print("not matched: " + (", ".join(failed) or "none"))


if __name__ == "__main__":
    main(sys.argv[1:])
