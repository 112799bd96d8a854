"""`codemap`: map plans to code, parse plans, query the outputs with SQL, open the Dagster UI."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

EXIT_BAD_INPUT = 2


def _data_dir(args) -> Path:
    from codemap_pipeline.layout import data_dir

    return data_dir(args.data_dir)


def _fail(message: str) -> int:
    print(f"codemap: error: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def console(stderr: bool = False):
    """rich's console on stdout or stderr. Colours only on a terminal (and never with NO_COLOR, which
    rich honours); piped output keeps every row on one line, whole, for tools and `grep`."""
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    terminal = stream.isatty()
    return Console(file=stream, highlight=False, soft_wrap=not terminal, width=None if terminal else 10_000)


STATUS_STYLES = {"confirmed": "green", "probable": "yellow", "uncertain": "bright_black"}


def format_table(mappings: list[dict]):
    """One row per plan node: where its code is (docs/output-format.md: a notebook place reads
    `file.ipynb cell 12, line 4`), the symbol, the confidence and its status in colour."""
    from rich.table import Table
    from rich.text import Text

    from codemap_pipeline.mapping.export import place_text

    table = Table(box=None, pad_edge=False, show_edge=False, header_style="bold")
    for name in ("plan", "node", "operator", "where", "symbol"):
        table.add_column(name, no_wrap=name != "where", overflow="fold" if name == "where" else "ellipsis")
    table.add_column("conf", justify="right")
    table.add_column("status")
    ordered = sorted(mappings, key=lambda m: (m.get("plan", ""), m.get("planIndex", 0),
                                              int(m["dagNodeId"]) if (m["dagNodeId"] or "").isdigit() else 0))
    for m in ordered:
        code, status = m["mappedCode"], m["confidenceStatus"]
        table.add_row(m.get("plan", ""), m["dagNodeId"] or "-", m["operator"], place_text(code) if code else "-",
                      code["symbol"] if code else "-", f"{m['confidence']:.2f}",
                      Text(status, style=STATUS_STYLES.get(status, "")))
    return table


def cmd_map(args) -> int:
    from contextlib import nullcontext

    from codemap_pipeline.repos.checkout import CheckoutError
    from codemap_pipeline.runner import InputError, StageError, run_mapping

    history = _history_plans(args)   # --history-server/--app: the application's SQL executions as plans
    if isinstance(history, int):
        return history
    plans = [Path(p) for p in args.plan or []] + history.paths
    if not plans:
        return _fail("no plan: give --plan FILE or --history-server URL --app ID")
    out, err = console(), console(stderr=True)
    # One line per stage; on a terminal a spinner shows that the stage in progress is alive.
    waiting = err.status("mapping...") if err.is_terminal else nullcontext()
    try:
        with waiting:
            report = run_mapping(args.repo, args.ref or "", plans, _data_dir(args),
                                 use_embeddings=not args.no_embeddings, verbose=args.verbose, entry=args.entry or "",
                                 log=lambda line: err.print(line, markup=False))
    except (InputError, CheckoutError, StageError) as exc:
        return _fail(str(exc))
    out.print(format_table(report.output["mappings"]))
    stats = report.output["statistics"]
    print(f"\n{stats['totalNodes']} nodes: {stats['confirmedMappings']} confirmed, {stats['probableMappings']} probable, "
          f"{stats['unmappedNodes']} unmapped; {stats['filesScanned']} files, {stats['symbolsIndexed']} symbols indexed")
    # a count: an event log's hundreds of partitions are listed one per line with --verbose
    print(f"reused {len(report.reused)} materialized partition(s), ran {len(report.materialized)}")
    if history.executions:
        print("\n" + _history_summaries(history, report))
    if args.out:
        from codemap_pipeline.mapping.export import to_json
        from codemap_pipeline.storage.parquet import write_text_atomic

        write_text_atomic(to_json(report.output), Path(args.out))
        print(f"wrote {args.out}")
    if args.report:
        from codemap_pipeline.layout import report_path
        from codemap_pipeline.storage.parquet import write_text_atomic

        for n, plan_key in enumerate(dict.fromkeys(report.plan_keys)):
            # one page per plan: out.html, then out-2.html, out-3.html ... copied from the plan_report asset's
            out = Path(args.report)
            path = out if n == 0 else out.with_name(f"{out.stem}-{n + 1}{out.suffix}")
            write_text_atomic(report_path(_data_dir(args), report.commit_key, plan_key).read_text(encoding="utf-8"), path)
            print(f"wrote report {path} ({plan_key})")
    for line in report.input_errors:
        print(f"codemap: error: {line}", file=sys.stderr)
    return EXIT_BAD_INPUT if report.input_errors else 0


# ---- codemap map --history-server URL --app ID [--execution N] ----

@dataclasses.dataclass
class _History:
    paths: list = dataclasses.field(default_factory=list)
    executions: list = dataclasses.field(default_factory=list)


def _history_plans(args):
    """The plans of an application's SQL executions, read from a History Server and kept under the data
    folder; or the exit status when the server cannot give them."""
    if not args.history_server:
        if args.app or args.execution is not None:
            return _fail("--app and --execution need --history-server URL")
        return _History()
    if not args.app:
        return _fail("--history-server needs --app <application id>")
    from codemap_pipeline.plans import history_server as hs

    try:
        executions = hs.fetch_executions(args.history_server, args.app, args.execution)
        paths, skipped = hs.save_plans(executions, hs.plan_folder(_data_dir(args), args.history_server, args.app))
    except hs.HistoryServerError as exc:
        return _fail(str(exc))
    for line in skipped:
        print(f"codemap: skipped {line}", file=sys.stderr)
    return _History(paths=paths, executions=[e for e in executions if e.plan_text.strip()])


def _history_summaries(history: _History, report) -> str:
    """Each execution's duration and its nodes, slowest first, beside the code they were mapped to."""
    from codemap_pipeline.plans.history_server import execution_summary, format_summaries
    from codemap_pipeline.storage.registry import plan_key_for

    by_plan: dict = {}
    for m in report.output["mappings"]:
        by_plan.setdefault(m["plan"], []).append(m)
    return format_summaries([execution_summary(e, by_plan.get(plan_key_for(path, path.read_bytes()), []))
                             for e, path in zip(history.executions, history.paths)])


def add_history_options(p) -> None:
    p.add_argument("--history-server", metavar="URL", help="a Spark History Server (http://host:18080)")
    p.add_argument("--app", help="the application id whose SQL executions to map (with --history-server)")
    p.add_argument("--execution", type=int, help="only this SQL execution id (default: every one)")

# ---- end of codemap map --history-server ----


def cmd_plan(args) -> int:
    from codemap_pipeline.plans.model import PlanParseError
    from codemap_pipeline.plans.files import parse_plan_file
    from codemap_pipeline.runner import plan_error_text

    results, status = [], 0
    for name in args.files:
        path = Path(name)
        entry = {"path": str(path), "plans": [], "errors": []}
        try:
            plans = parse_plan_file(path)   # explain text, event log file or rolling folder
        except PlanParseError as exc:
            plans, status = [], EXIT_BAD_INPUT
            entry["errors"].append({"line": exc.line, "message": exc.message})
            _fail(plan_error_text(path, exc))     # worded as `codemap map` words it
        except OSError as exc:
            plans, status = [], EXIT_BAD_INPUT
            entry["errors"].append({"line": None, "message": exc.strerror or str(exc)})
            _fail(f"{path}: {exc.strerror or exc}")
        for plan in plans:
            entry["plans"].append({"mode": plan.mode, "title": plan.title,
                                   "execution_id": plan.execution_id, "description_rank": plan.description_rank,
                                   "call_site": plan.call_site,
                                   "nodes": [_node_json(plan, n) for n in plan.nodes]})
            for error in plan.errors:     # parts of a plan that could not be read; the rest was
                entry["errors"].append({"line": error.line, "message": error.message})
                print(f"codemap: warning: {path}:{error.line or 1}: {error.message}", file=sys.stderr)
        results.append(entry)
    if args.json:
        print(json.dumps(results if len(results) != 1 else results[0], indent=2))
    else:
        for entry in results:
            for i, plan in enumerate(entry["plans"]):
                title = f" {plan['title']}" if plan["title"] else ""
                print(f"{entry['path']} plan {i} ({plan['mode']}){title}:")
                for node in plan["nodes"]:
                    flag = " [wrapper]" if node["wrapper"] else ""
                    engine = f" [{node['engine_operator']}]" if node["engine_operator"] else ""
                    print(f"  ({node['id'] if node['id'] is not None else '-'}) {node['operator']}"
                          f"{engine} <- parent {node['parent']}{flag}")
    return status


def _node_json(plan, node) -> dict:
    parent = plan.nodes[node.parent].node_id if node.parent is not None else None
    host = plan.nodes[node.hosted_by].node_id if node.hosted_by is not None else None
    return {"id": node.node_id, "operator": node.operator, "engine_operator": node.engine_operator,
            "parent": parent, "wrapper": node.wrapper, "header": node.header,
            "codegen_stage": node.codegen_stage, "line": node.line, "reuses": node.reuses,
            "hosted_by": host, "names": dataclasses.asdict(node.names), "metrics": node.metrics,
            # an AQE initial-plan node the executed plan re-planned: the id of the executed node it is mapped as
            "twin_of": plan.nodes[node.twin_of].node_id if node.twin_of is not None else None}


def cmd_eval(args) -> int:
    """Score each folder of cases; a folder split into `heldout/` and `dev/` is scored part by part,
    held-out first (the figure to report: the mapper was never tuned on it)."""
    from codemap_pipeline.accuracy.evaluation import case_parts, evaluate, format_report, load_cases, summarize

    parts = []
    for folder in args.cases:
        if not Path(folder).is_dir():
            return _fail(f"{folder}: no such folder")
        for name, path in case_parts(Path(folder)).items():
            if args.part in ("all", name) or name not in ("dev", "heldout"):
                cases = load_cases(path)
                for case in cases if args.entry_from_case else ():
                    case.entry = case.script or None
                parts.append((f"{folder} {name}" if name in ("dev", "heldout") else folder, cases))
    if not any(cases for _, cases in parts):
        return _fail(f"no case (a folder with case.json) under {', '.join(args.cases)}")
    summaries = {}
    for label, cases in parts:
        logged = {c.case_id for c in cases if c.event_log} if args.entry_from_event_log else None
        summaries[label] = summary = summarize(evaluate(cases, use_embeddings=args.embeddings,
                                                        entry_from_event_log=args.entry_from_event_log), logged)
        tag = "" if len(parts) == 1 else f"== {label} ({'in-sample: tuned on' if label.endswith(' dev') else 'scored only'}) ==\n"
        print(tag + format_report(summary) + ("\n" if len(parts) > 1 else ""))
    if args.json:
        out = summaries[parts[0][0]] if len(parts) == 1 else summaries
        Path(args.json).write_text(json.dumps(out, indent=2, default=str))
    return 0


def cmd_index(args) -> int:
    """What indexing a folder would do (--dry-run), or the index's counts, without Dagster."""
    from codemap_pipeline.code.indexer import dry_run, run_index
    from codemap_pipeline.code.summaries import estimate
    from codemap_pipeline.llm import LlmConfig

    root = Path(args.path)
    if not root.is_dir():
        return _fail(f"{root}: no such folder")
    if args.dry_run:
        report = dry_run(root)
        report["llm_summaries"] = "off" if not LlmConfig.from_env().may_send_code else "on"
    else:
        run = run_index(root)
        files, symbols, links, sites = run.rows()
        failed = [f for f in files if f.parse_error]
        report = {"files": len(files), "symbols": len(symbols), "links": len(links), "sites": len(sites),
                  "parse_failures": {f.path: f.parse_error for f in failed},
                  "llm_summary_estimate": estimate(root, symbols, LlmConfig.from_env())}
    print(json.dumps(report, indent=2) if args.json else
          "\n".join(f"{k}: {v}" for k, v in report.items()))
    return 0


def cmd_sql(args) -> int:
    import duckdb

    from codemap_pipeline.storage.catalog import query

    from codemap_pipeline.layout import catalog_path

    catalog = catalog_path(_data_dir(args))
    if not catalog.exists():
        return _fail(f"{catalog}: no catalog yet; run `codemap map` first")
    try:
        frame = query(catalog, args.query)
    except duckdb.Error as exc:
        return _fail(f"SQL: {str(exc).splitlines()[0]}")
    print(frame.to_string(index=False) if len(frame) else "(no rows)")
    return 0


def cmd_ui(args) -> int:
    from codemap_pipeline import layout
    from codemap_pipeline.runner import local_instance

    local_instance(_data_dir(args))  # creates the instance folder and its dagster.yaml if missing
    env = {**os.environ, "CODEMAP_HOME": str(_data_dir(args)), "DAGSTER_HOME": str(layout.dagster_home(_data_dir(args)))}
    workspace = Path(__file__).resolve().parents[1] / "workspace.yaml"
    dagster = Path(sys.executable).parent / "dagster"  # the one installed beside this Python
    cmd = [str(dagster) if dagster.exists() else "dagster", "dev", "-w", str(workspace), "-p", str(args.port),
           "-h", args.host]
    return subprocess.call(cmd, env=env, cwd=workspace.parent)


# ---- codemap serve: the job API (codemap_pipeline/api) ----

def cmd_serve(args) -> int:
    from codemap_pipeline.api.app import serve

    serve(_data_dir(args), host=args.host, port=args.port, use_embeddings=not args.no_embeddings)
    return 0


def add_serve_parser(sub) -> None:
    p = sub.add_parser("serve", help="serve the job API (/api/v1/agent) over the Dagster instance")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--no-embeddings", action="store_true", help="jobs skip the embedding model")
    p.set_defaults(func=cmd_serve)

# ---- end of codemap serve ----


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="codemap", description=__doc__)
    parser.add_argument("--data-dir", help="where Codemap keeps its data (default: $CODEMAP_HOME or ./.codemap)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("map", help="map plan operators to the code of a repository at a ref")
    p.add_argument("--repo", required=True, help="local path or git URL")
    p.add_argument("--ref", default="", help="branch, tag or commit (default: the default branch)")
    p.add_argument("--plan", action="extend", nargs="+", help="plan file(s); repeatable")
    p.add_argument("--out", help="write the MappingOutput JSON here")
    p.add_argument("--report", help="write the HTML report here (one file per plan)")
    p.add_argument("--no-embeddings", action="store_true", help="skip the embedding model (faster, no vectors)")
    p.add_argument("--verbose", action="store_true",
                   help="also print Dagster's own log lines and every partition reused")
    p.add_argument("--entry", metavar="FILE",
                   help="the script or class that ran the plans (a path in the repository, a file name or a "
                        "class name): the mapper then reads the plans as that program; where a launcher ran "
                        "one of several jobs, give the command as run: --entry 'main.py --job daily_sales'")
    add_history_options(p)
    p.set_defaults(func=cmd_map)

    p = sub.add_parser("eval", help="score the mapper on accuracy cases (docs/output-format.md)")
    p.add_argument("cases", nargs="+", help="folders of cases")
    p.add_argument("--json", help="also write the full summary, misses included, as JSON here")
    p.add_argument("--part", choices=["all", "dev", "heldout"], default="all",
                   help="of a folder split into dev/ and heldout/, score only this part (default: both)")
    p.add_argument("--embeddings", action="store_true",
                   help="add the embedding model's similarities, as `codemap map` does by default")
    told = p.add_mutually_exclusive_group()
    told.add_argument("--entry-from-case", action="store_true",
                      help="tell the mapper which script ran (each case's `script`), as `--entry` does")
    told.add_argument("--entry-from-event-log", action="store_true",
                      help="tell the mapper what the pipeline reads from each case's event log (its event_log.json: "
                           "the execution's call site, the driver's command line); cases without one get no entry")
    p.set_defaults(func=cmd_eval)

    p = sub.add_parser("plan", help="parse plan files only and print their nodes")
    p.add_argument("files", nargs="+")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_plan)

    p = sub.add_parser("index", help="index a folder's code on its own; --dry-run says what it would do")
    p.add_argument("path")
    p.add_argument("--dry-run", action="store_true", help="count files, symbols and sites without parsing")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_index)

    p = sub.add_parser("sql", help="run SQL on the DuckDB catalog")
    p.add_argument("query")
    p.set_defaults(func=cmd_sql)

    p = sub.add_parser("ui", help="start the Dagster UI on this project")
    p.add_argument("--port", type=int, default=3000)
    p.add_argument("--host", default="127.0.0.1")
    p.set_defaults(func=cmd_ui)
    add_serve_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    # Dagster flags beta parameters (backfill_policy) at import: noise for someone running a command.
    warnings.filterwarnings("ignore", message=".*is currently in beta.*")
    args = build_parser().parse_args(argv)
    if argv is None:
        _collect_less_often()
    status = args.func(args)
    if argv is None:
        # The process's own command line (the `codemap` script, `python -m`): leave without finalizing the
        # interpreter, which tears down torch, Dagster, pandas and DuckDB object by object (~1 s of a cold
        # `codemap map`). Every output was written (atomically) and every connection closed by now.
        _leave(status)
    return status


def _collect_less_often() -> None:
    """The cycle collector of the command's own process runs on 10,000 new objects instead of 700: imports,
    parsing and Dagster's records allocate millions of objects that live to the end, and the default
    rescans them again and again (measured, cold `codemap map`: 0.54 s of 5.6 s at 100 files, 11.3 s of
    47.6 s at 10,000 files; with these thresholds 0.27 s and 4.5 s, the same peak memory)."""
    import gc

    gc.set_threshold(10_000, 20, 10)


def _leave(status: int) -> None:
    import logging

    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


if __name__ == "__main__":
    sys.exit(main())
