"""Run jmcurbelo/spark-scala-en-databricks' DataFrame lectures (`Sección N/Lectura NN.scala`: Databricks Scala
notebooks exported as plain scripts of top-level statements) unchanged with spark-submit, and write each jc_* case's
plans and event_log.json from that run.

- Each lecture is compiled as the Spark-The-Definitive-Guide and databricks-scala-notebooks families compiled their
  Scala notebooks (`../databricks__spark-the-definitive-guide/scala_notebook.py`: its PRELUDE, its wrapper object
  and its compiler-error pattern used as they are): a copy of the same file name in which text is only ADDED in front
  of lines the file already has and after its last line. These exports have no `// COMMAND` separators, so every
  top-level statement is a cell: line 1 gets `package jcNN; object C extends App with Serializable {` + the STDG
  prelude (`spark`, `sc`, spark-shell's imports) + our Databricks stand-ins' import, and each later statement's first
  line opens an object nested in the one before (so a statement sees the earlier ones and may define a name again, as
  notebook cells do: Lectura 63's second `val joinDF`). After the last line: the closing braces and
  `jcNN.NotebookCells`, which runs the statements in order, a failing one printing one line (as a notebook cell
  fails and the next runs). A statement that does not compile on Scala 2.13 (Lectura 43's `"likes" - "dislikes"`,
  the lecture's own "esta via da error"; Lectura 79's `df1`, never defined) gets `// ` in front of its code lines and
  is listed. Compiled with the Scala 2.13 compiler of the PySpark 4.3 jars; run as
  `spark-submit --class jcNN.NotebookCells jc-lectures.jar` from a scratch copy of the laid-out repository's root.
  Spark's call sites name the lecture file and line (`show at Lectura 63.scala:24`).
- Databricks stand-ins (`DatabricksStandIn.scala`): `display(df)` is a `show()` (as the udemy-azure-databricks
  capture stood it in), `dbutils.fs.ls` lists the path.
- Data: `make_data.py` writes small inputs in the schema the code expects (the repository has none); a fresh copy per
  run is served at the code's `/FileStore/...` paths by the STDG family's `BookDataFileSystem.java` (used as it is:
  `stdg.data.from=/FileStore`, `stdg.data.to=<copy>`), so the code's paths stay as they are.
- Plans: the etl2 family's query-execution listener (`../etl2-projects/PlanListener.java`, used as it is) writes each
  query's plan after it ran (final adaptive plans). A case's plan is found by its action's call site in the same run's
  event log (the k-th execution at `show at Lectura 63.scala:24`), then the listener plan with the same numbered
  operators at the same rank; `event_log.json` is codemap's reader on that log (capture_event_logs_lib.py of
  ../databricks__learningsparkv2), with `description_rank` (program_runs.add_description_rank).

    PYTHONPATH=. .venv/bin/python bench/real/capture/jmcurbelo-scala-scripts/capture.py [case ...]
    ... capture.py --explore [program ...]      # every execution of the lectures with its call site and operators
    ... capture.py --reuse [case ...]           # take the plans from the last run's folders (no new run)
"""
from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CAPTURE = HERE.parent
STDG = CAPTURE / "databricks__spark-the-definitive-guide"
LISTENER = CAPTURE / "etl2-projects" / "PlanListener.java"          # used as it is
STANDIN = STDG / "BookDataFileSystem.java"                           # used as it is
DATABRICKS = HERE / "DatabricksStandIn.scala"
sys.path.insert(0, str(CAPTURE / "databricks__learningsparkv2"))
sys.path.insert(0, str(CAPTURE))
import capture_event_logs_lib as lib  # noqa: E402
import program_runs  # noqa: E402
from codemap_pipeline.plans import eventlog  # noqa: E402
from codemap_pipeline.plans.parser import parse_plan_text  # noqa: E402

_spec = importlib.util.spec_from_file_location("scala_notebook", STDG / "scala_notebook.py")
scala_notebook = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(scala_notebook)

BENCH = CAPTURE.parent
SLUG = "jmcurbelo__spark-scala-en-databricks"
REPO = BENCH / "repos" / SLUG
WORK = Path("/tmp/codemap_jccap")
ROOT = "/FileStore"
RUNNER = "bench/real/capture/jmcurbelo-scala-scripts/capture.py"
PRELUDE = scala_notebook.PRELUDE + "import jcstandin.Databricks._; "

S7, S8, S9 = "Sección 7", "Sección 8", "Sección 9"
PROGRAMS = {f"l{n}": f"{s}/Lectura {n}.scala" for s, ns in
            ((S7, (43, 44, 45, 48, 50, 51)), (S8, (55, 58, 59, 60, 63, 64, 66, 67, 69, 70)),
             (S9, (74, 75, 76, 78, 79))) for n in ns}
# per-program session settings beyond lib.SESSION
SETTINGS = {"l70": ["spark.sql.autoBroadcastJoinThreshold=-1"]}

# (case, part, program, action, call-site line, occurrence at that site[, call-site file]). The call-site line is where
# scalac puts the action: a chain's `.show` on a closing `)` line is reported on the line before (Lectura 55's 44 at
# 43, 60's 13 at 12, 78's 12 at 11, 79's `.show` of line 29 at 28). Lectura 44's display() runs show() inside our stand-in, so its
# site is the stand-in's line (the lecture's line is in the call site's stack), the 6th display of the run.
# THE ORDER IS THE PLANNED ORDER: positions 2 and 5 of every five are held out (fixed before any label was written).
CASES = [
    ("jc_l63_inner_join_show", "dev", "l63", "show", 24, 1),                  # 1
    ("jc_l58_groupby_count_orderby_show", "heldout", "l58", "show", 11, 1),   # 2
    ("jc_l45_drop_duplicates_show", "dev", "l45", "show", 9, 1),              # 3
    ("jc_l79_row_number_show", "dev", "l79", "show", 13, 1),                  # 4
    ("jc_l64_left_outer_join_show", "heldout", "l64", "show", 14, 1),         # 5
    ("jc_l75_concat_ws_lower_show", "dev", "l75", "show", 42, 1),             # 6
    ("jc_l59_groupby_agg_orderby_show", "heldout", "l59", "show", 18, 1),     # 7
    ("jc_l44_filter_chain_display", "dev", "l44", "show", 10, 6, "DatabricksStandIn.scala"),           # 8
    ("jc_l67_left_anti_show", "dev", "l67", "show", 14, 1),                   # 9
    ("jc_l78_udf_cube_show", "heldout", "l78", "show", 11, 1),                # 10
    ("jc_l60_pivot_agg_show", "dev", "l60", "show", 12, 1),                   # 11
    ("jc_l48_na_fill_orderby_show", "heldout", "l48", "show", 41, 1),         # 12
    ("jc_l69_cross_join_show", "dev", "l69", "show", 10, 1),                  # 13
    ("jc_l76_explode_show", "dev", "l76", "show", 27, 1),                     # 14
    ("jc_l55_count_distinct_approx_show", "heldout", "l55", "show", 43, 1),   # 15
    ("jc_l70_using_join_show", "dev", "l70", "show", 32, 1),                  # 16
    ("jc_l50_partitioned_parquet_write", "heldout", "l50", "parquet", 29, 1),  # 17
    ("jc_l79_window_agg_show", "dev", "l79", "show", 28, 1),                  # 18
    ("jc_l66_full_outer_join_show", "dev", "l66", "show", 14, 1),             # 19
    ("jc_l51_persist_count", "heldout", "l51", "count", 21, 1),               # 20
    ("jc_l74_datediff_show", "dev", "l74", "show", 46, 1),                    # 21
    ("jc_l43_selectexpr_count_distinct_show", "heldout", "l43", "show", 33, 1),  # 22
]


# ---- a lecture as a program ----------------------------------------------------------------------------------------
def _code(line: str) -> str:
    """The line without its string literals and `//` comment (for bracket counting)."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]


def statements(lines: list[str]) -> tuple[list[int], set[int]]:
    """The first line (1-based) of each top-level statement (a code line at column 0, outside brackets and block
    comments, not a `.`/`)` continuation), and the lines that are code (not blank, comment or block comment)."""
    starts, code, depth, block = [], set(), 0, False
    for n, line in enumerate(lines, 1):
        text = line.strip()
        if block:
            block = "*/" not in text
            continue
        if text.startswith("/*"):
            block = "*/" not in text
            continue
        if not text or text.startswith("//"):
            continue
        code.add(n)
        if depth == 0 and not line[0].isspace() and text[0] not in ".)]}":
            starts.append(n)
        c = _code(line)
        depth += sum(c.count(o) for o in "([{") - sum(c.count(o) for o in ")]}")
    return starts, code


def cells(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) line of each cell: line 1 up to the first statement after it, then one cell per statement."""
    starts, _ = statements(lines)
    starts = [1] + [s for s in starts if s > 1]
    return [(s, (starts[k + 1] - 1) if k + 1 < len(starts) else len(lines)) for k, s in enumerate(starts)]


def wrap(key: str, lines: list[str], left_out: set[int] = frozenset()) -> str:
    """The lecture's text with our wrapper only in front of its own lines and after its end (module doc)."""
    spans = cells(lines)
    _, code = statements(lines)
    out = list(lines)
    for k, (first, last) in enumerate(spans):
        if k in left_out:
            for n in range(first, last + 1):
                if n in code:
                    out[n - 1] = "// " + out[n - 1]
        out[first - 1] = scala_notebook.WRAP + (PRELUDE if k == 0 else "") + out[first - 1]
    out[0] = f"package jc{key[1:]}; " + out[0]
    runs = "\n".join(f"    run({first}, {'.'.join(['C'] * (k + 1))}.main(args))" for k, (first, _) in enumerate(spans)
                     if k not in left_out)
    return "\n".join(out) + f"""
{'}' * len(spans)}
object {scala_notebook.MAIN} {{
  def run(line: Int, cell: => Unit): Unit =
    try cell catch {{ case e: Throwable => println(s"  statement at line $line failed: $e".linesIterator.next().take(200)) }}
  def main(args: Array[String]): Unit = {{
{runs}
    org.apache.spark.sql.SparkSession.active.stop()
  }}
}}
"""


def compile_lectures(keys: list[str], classes: Path) -> dict[str, list[int]]:
    """Compile the wrapped lectures and the stand-ins in one scalac run, leaving out (commenting) the statements that
    do not compile; the first lines of the left-out statements per lecture."""
    texts = {k: (REPO / PROGRAMS[k]).read_text().split("\n") for k in keys}
    for k, lines in texts.items():
        if re.search(r"\bC\b|\bjc\d+\b", "\n".join(lines)) or scala_notebook.MAIN in "\n".join(lines):
            raise SystemExit(f"{PROGRAMS[k]} uses the wrapper's names")
    left: dict[str, set[int]] = {k: set() for k in keys}
    src = WORK / "src"
    while True:
        shutil.rmtree(src, ignore_errors=True)
        copies = {}
        for k in keys:
            copies[k] = src / k / Path(PROGRAMS[k]).name          # same file name: frames say Lectura NN.scala
            copies[k].parent.mkdir(parents=True)
            copies[k].write_text(wrap(k, texts[k], left[k]))
        shutil.rmtree(classes, ignore_errors=True)
        classes.mkdir(parents=True)
        done = subprocess.run(["java", "-Xss64m", "-cp", lib.JARS, "scala.tools.nsc.Main", "-nowarn", "-usejavacp",
                               "-classpath", lib.JARS, "-d", str(classes), str(DATABRICKS), *map(str, copies.values())],
                              capture_output=True, text=True)
        if done.returncode == 0:
            return {k: [cells(texts[k])[c][0] for c in sorted(v)] for k, v in left.items()}
        out = (done.stdout + done.stderr).splitlines()
        grew = False
        for line in out:
            m = scala_notebook._ERROR.match(line)
            if not m:
                continue
            path = next((k for k, c in copies.items() if line.startswith(str(c))), None)
            if path is None:
                continue
            n = int(m.group(2))
            spans = cells(texts[path])
            for c, (first, last) in enumerate(spans):
                if first <= n <= last and c not in left[path]:
                    if c == 0:
                        raise SystemExit(f"{PROGRAMS[path]}: line {n} in the first cell: {m.group(3)}")
                    print(f"  {PROGRAMS[path]}: statement at line {first} left out ({m.group(3)[:110]})", flush=True)
                    left[path].add(c)
                    grew = True
        if not grew:
            raise SystemExit("the lectures do not compile:\n" + "\n".join(out[-30:]))


def build(keys: list[str]) -> Path:
    support = WORK / "classes" / "support"
    shutil.rmtree(support, ignore_errors=True)
    support.mkdir(parents=True)
    subprocess.run(["javac", "-nowarn", "-cp", lib.JARS, "-d", str(support), str(LISTENER), str(STANDIN)], check=True)
    classes = WORK / "classes" / "lectures"
    left = compile_lectures(keys, classes)
    (WORK / "left_out.txt").write_text("".join(f"{PROGRAMS[k]}: {v}\n" for k, v in left.items()))
    jar = WORK / "jc-lectures.jar"
    subprocess.run(["jar", "cf", str(jar), "-C", str(support), ".", "-C", str(classes), "."], check=True)
    return jar


def run(key: str, jar: Path, data: Path, repo: Path) -> Path:
    out = WORK / "runs" / key
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    store = out / "FileStore"                         # a fresh copy of the generated inputs per run
    shutil.copytree(data, store)
    conf = ["spark.sql.queryExecutionListeners=etl2capture.PlanListener",
            f"spark.driver.extraJavaOptions=-XX:ActiveProcessorCount=1 -Detl.plans={out / 'plans'}",
            "spark.sql.adaptive.enabled=true",
            "spark.hadoop.fs.file.impl=BookDataFileSystem", f"spark.hadoop.stdg.data.from={ROOT}",
            f"spark.hadoop.stdg.data.to={store}", f"spark.sql.warehouse.dir={out / 'warehouse'}",
            *SETTINGS.get(key, [])]
    lib.submit(out / "log", ["--driver-class-path", str(jar), "--class", f"jc{key[1:]}.{scala_notebook.MAIN}",
                             str(jar)], cwd=repo, conf=conf)
    return out


def log_of(out: Path) -> Path:
    return next(p for p in (out / "log").iterdir() if p.name != "command.txt")


def sig(plan) -> tuple:
    return tuple((n.node_id, n.operator) for n in plan.nodes if n.node_id is not None)


def listener_plans(out: Path) -> list[tuple[str, tuple]]:
    stems = sorted(f.name[:-len(".formatted.txt")] for f in (out / "plans").glob("*.formatted.txt"))
    return [(s, sig(parse_plan_text((out / "plans" / f"{s}.formatted.txt").read_text())[0])) for s in stems]


def main(argv: list[str]) -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    explore = argv[:1] == ["--explore"]
    reuse = argv[:1] == ["--reuse"]
    wanted = argv[1:] if (explore or reuse) else argv
    if explore:
        keys = [k for k in PROGRAMS if not wanted or k in wanted]
        chosen = []
    else:
        chosen = [c for c in CASES if not wanted or c[0] in wanted]
        keys = [k for k in PROGRAMS if k in {c[2] for c in chosen}]
    if not reuse:
        data = WORK / "data" / "FileStore"
        shutil.rmtree(data.parent, ignore_errors=True)
        subprocess.run([sys.executable, str(HERE / "make_data.py"), str(data)], check=True)
        repo = program_runs.scratch_copy(REPO, WORK / "repo", "Sección 8/Lectura 63.scala", SLUG)
        jar = build(keys)
    start, failed = time.time(), []
    for key in keys:
        print(f"== {key}: {PROGRAMS[key]}", flush=True)
        out = WORK / "runs" / key if reuse else run(key, jar, data, repo)
        log = log_of(out)
        execs = eventlog.read_event_log(log)
        plans = listener_plans(out)
        if explore:
            for p in execs:
                ops = " ".join(n.operator for n in p.nodes if n.node_id is not None)
                print(f"  exec {p.execution_id} {p.title}: {ops}")
            print(f"  {len(plans)} listener plans, {len(execs)} executions")
            continue
        name = Path(PROGRAMS[key]).name
        for case, part, _, action, line, occurrence, *site_file in (c for c in chosen if c[2] == key):
            site = f"{action} at {site_file[0] if site_file else name}:{line}"
            at = [p for p in execs if p.title == site]
            if len(at) < occurrence:
                print(f"  NOT CAPTURED: {case}: {site} ran {len(at)} times")
                failed.append(case)
                continue
            ex = at[occurrence - 1]
            same_exec = [p for p in execs if sig(p) == sig(ex)]
            same_plan = [s for s, g in plans if g == sig(ex)]
            if len(same_plan) == len(same_exec):
                stem = same_plan[same_exec.index(ex)]
            else:
                # a cached plan: explain() numbers the InMemoryRelation, the event log has none. Then the listener
                # plan at the execution's place among the run's executions that have a plan (one each, in order)
                ran = [p for p in execs if sig(p)]
                if len(ran) != len(plans):
                    print(f"  {case}: {len(plans)} listener plans vs {len(ran)} executions with a plan")
                    failed.append(case)
                    continue
                stem = plans[ran.index(ex)][0]
            for other in ("dev", "heldout"):
                if other != part:
                    shutil.rmtree(BENCH / other / case, ignore_errors=True)
            target = BENCH / part / case
            target.mkdir(parents=True, exist_ok=True)
            for mode in ("formatted", "simple"):
                shutil.copy(out / "plans" / f"{stem}.{mode}.txt", target / f"plan.{mode}.txt")
            print(f"  {case}: {stem} (execution {ex.execution_id} at {site})")
            called = site + (f" (call {occurrence})" if occurrence > 1 else "")
            # the site decides among executions of the same plan; where several ran at one site (display's), the rank
            hits = [p for p in execs if lib.signature(p, True) == lib.signature(ex, True)]
            if not lib.write_matched(target, log, RUNNER, site=site, nth=hits.index(ex) + 1, action=called):
                failed.append(case)
                continue
            try:
                program_runs.add_description_rank(target, log)
            except SystemExit as exc:
                print(f"  NO RANK: {exc}")
                failed.append(case)
    print(f"{len(keys)} programs in {time.time() - start:.0f} s; failed: {', '.join(failed) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
