"""Shared by the capture_event_logs.py runners: run a case's program the way a user would, with
spark-submit and event logging on, then store in the case folder (`event_log.json`) what codemap would
read from that event log for the SQL execution that ran the case's action.

The execution is found with codemap's own reader (codemap_pipeline.plans.eventlog.read_event_log): the
one whose plan is the case's plan (same numbered operators in the same order, same headers once
expression ids, plan ids, lambda names and temporary paths are blanked). Where several executions
have that plan (the same query run twice), the one at the call site the capture recorded decides
(`show at GroupbyExample.scala:76`); where PySpark printed no such site, the n-th one in run order,
as the capture's notes say. The way it was matched is written down in the file.
"""
from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pyspark

from codemap_pipeline.plans import eventlog
from codemap_pipeline.plans.parser import parse_plan_text

SPARK_HOME = Path(pyspark.__file__).parent
SPARK_SUBMIT = SPARK_HOME / "bin" / "spark-submit"
JARS = str(SPARK_HOME / "jars" / "*")
# the sessions of the captures (bench/real/README.md), given on the command line as a user would
SESSION = ["--master", "local[1]", "--conf", "spark.ui.enabled=false", "--conf", "spark.sql.shuffle.partitions=4",
           "--conf", "spark.sql.session.timeZone=UTC"]


def submit(log_dir: Path, args: list[str], cwd: Path, conf: list[str] = (), env: dict | None = None) -> Path:
    """Run spark-submit with event logging into a fresh log_dir; the event log it wrote."""
    shutil.rmtree(log_dir, ignore_errors=True)
    log_dir.mkdir(parents=True)
    command = [str(SPARK_SUBMIT), *SESSION, *sum((["--conf", c] for c in conf), []),
               "--conf", "spark.eventLog.enabled=true", "--conf", f"spark.eventLog.dir=file:{log_dir}", *args]
    print("  $ " + shown(command), flush=True)
    done = subprocess.run(command, cwd=cwd, env={**os.environ, **(env or {})}, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    logs = [p for p in log_dir.iterdir() if not p.name.endswith(".inprogress")]
    if done.returncode != 0:
        print("  exit code", done.returncode, "\n   " + "\n   ".join(done.stderr.splitlines()[-8:]))
    if len(logs) != 1:
        raise SystemExit(f"expected one finished event log in {log_dir}, found {[p.name for p in log_dir.iterdir()]}")
    (log_dir / "command.txt").write_text(shown(command) + "\n")
    return logs[0]


def shown(command: list[str]) -> str:
    """The command as typed: spark-submit by name, not by the venv's path."""
    return shlex.join(["spark-submit" if c == str(SPARK_SUBMIT) else c for c in command])


def log_facts(path: Path) -> dict:
    """The app name and the Spark version the log says (the reader does not keep them)."""
    facts = {}
    with eventlog.open_lines(eventlog.log_parts(path)[0]) as f:   # both are in the first part
        for line in f:
            event = json.loads(line)
            kind = event.get("Event", "")
            if kind == "SparkListenerLogStart":
                facts["spark_version"] = event.get("Spark Version")
            elif kind == "SparkListenerApplicationStart":
                facts["app_name"] = event.get("App Name")
            if len(facts) == 2:
                break
    return facts


_NOISE = [(re.compile(r"#\d+L?"), "#"), (re.compile(r"plan_id=\d+"), "plan_id="),
          (re.compile(r"\$Lambda\$?[\w/$.@]*"), "$Lambda"), (re.compile(r"\$\$Lambda[\w/$.@]*"), "$Lambda"),
          (re.compile(r"file:/[^\s,\]]*"), "file:"), (re.compile(r"@[0-9a-f]{6,}"), "@"),
          (re.compile(r"\[\d+\]"), "[]"),
          # PySpark's captures explained the shown query without show()'s string casts
          (re.compile(r"toprettystring\((.*?), Some\([^)]*\)\)"), r"\1"), (re.compile(r"\b(\w+)# AS \1#"), r"\1#")]


def _norm(text: str) -> str:
    for pattern, repl in _NOISE:
        text = pattern.sub(repl, text)
    return text


# explain() prints a cached relation's InMemoryRelation node; an event log's sparkPlanInfo has none
NOT_IN_EVENT_LOGS = {"InMemoryRelation"}


def signature(plan, headers: bool, skip: set = frozenset()) -> tuple:
    """Numbered operators in order: with their headers (ids blanked), or with Spark's node ids (simple mode
    numbers an AQE plan's root differently, so not both). An explained plan's initial-plan nodes (twins, and nodes of
    their own: parser.AQE_TWINS, RE_PLANNED) are left out: an event log's plan holds the executed tree only."""
    executed = plan.executed()
    return tuple((n.operator, _norm(n.header)) if headers else (n.node_id, n.operator)
                 for i, n in enumerate(plan.nodes)
                 if n.node_id is not None and n.operator not in skip and i in executed)


def find_execution(log: Path, case_dir: Path, site: str | None, nth: int | None) -> tuple:
    """(plan, how it was matched) of the execution that ran the case's plan. Headers are compared with
    the simple-mode plan (formatted mode prints operator names only in the tree)."""
    wants = {headers: parse_plan_text((case_dir / f"plan.{mode}.txt").read_text())[0]
             for headers, mode in ((True, "simple"), (False, "formatted"))}
    plans = eventlog.read_event_log(log)
    for headers, skip in ((True, frozenset()), (False, frozenset()), (True, NOT_IN_EVENT_LOGS)):
        hits = [p for p in plans if signature(p, headers) == signature(wants[headers], headers, skip)]
        how = ("the plan (operators and headers in order, expression ids blanked)" if headers and not skip
               else "the plan's numbered operators (headers differ)" if not headers
               else "the plan's operators and headers but explain()'s InMemoryRelation node, which event logs lack")
        if len(hits) == 1:
            return hits[0], f"the only execution with {how}"
        if hits and site:
            at = [p for p in hits if p.title == site or p.call_site.startswith(site)]
            if len(at) == 1:
                return at[0], f"{how}, {len(hits)} such executions; the one at the capture's call site {site!r}"
        if hits and nth is not None and nth <= len(hits):
            return hits[nth - 1], f"{how}, {len(hits)} such executions; number {nth} in run order (as captured)"
        if hits:
            raise SystemExit(f"{case_dir.name}: {len(hits)} executions with {how}; no way to choose")
    raise SystemExit(f"{case_dir.name}: no execution of {log} has the case's plan "
                     f"({len(plans)} executions: {[p.title for p in plans]})")


def write_case(case_dir: Path, log: Path, runner: str, site: str | None = None, nth: int | None = None,
               action: str = "") -> dict:
    """Store what the mapper gets from the event log for this case's execution."""
    plan, how = find_execution(log, case_dir, site, nth)
    out = {
        "execution_id": plan.execution_id,
        # what the mapper gets, as the reader gives it: the description, and the call site (the
        # execution's `details`, then a `sun.java.command: ...` line with the driver's command line)
        "description": plan.title,
        "call_site": plan.call_site,
        **log_facts(log),
        "spark_submit": (log.parent / "command.txt").read_text().strip(),
        "matched_by": how,
        "action": action,
        "runner": runner,
    }
    (case_dir / "event_log.json").write_text(json.dumps(out, indent=2) + "\n")
    print(f"  {case_dir.parent.name}/{case_dir.name}: execution {plan.execution_id} {plan.title!r} ({how})")
    return out


def write_matched(case_dir: Path, log: Path, runner: str, **how) -> bool:
    """`write_case`, saying what did not match instead of stopping: the other cases of a run still get theirs."""
    try:
        write_case(case_dir, log, runner, **how)
        return True
    except SystemExit as exc:
        print(f"  NOT MATCHED: {exc}")
        return False


# What the listener-and-hook captures (etl*, tut, zal, sbe, gw) share about one run's output folder.
def actions_of(out: Path) -> list[dict]:
    """The actions the driver hook recorded (`actions.jsonl`): the project line of each and the plans it wrote."""
    path = out / "actions.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.is_file() else []


def summary(plan_file: Path) -> str:
    """A plan's numbered operators on one line, for the capture's printout."""
    ops = re.findall(r"^\((\d+)\) (\S+(?: \S+)?)", plan_file.read_text(), re.M)
    return f"{len(ops)} nodes: " + " ".join(o for _, o in ops)


def same_plan(a: Path, b: Path) -> bool:
    """Two written plans (`<stem>.simple.txt`) alike once ids and paths are blanked."""
    return _norm(Path(f"{a}.simple.txt").read_text()) == _norm(Path(f"{b}.simple.txt").read_text())
