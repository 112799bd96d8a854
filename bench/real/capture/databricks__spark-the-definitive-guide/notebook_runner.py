"""Run notebook-style .py files (cells split at `# COMMAND ----------`) unchanged and record plans.

Each cell is compiled with its own file name and true line numbers and run in one namespace, as a
notebook would. A cell that fails (Python 2 syntax, a missing JDBC driver, Databricks-only SQL) is
reported in one line and the next cell runs. `# MAGIC %sql` cells run statement by statement through
`spark.sql`, `# MAGIC %run ./x` runs that notebook in the same namespace, other magics are skipped.

Actions (`show`, `collect`, `count`, `take`, `first`, `head`, `toPandas`, `display`, a `%sql` SELECT)
are recorded by the file line that called them; when that line is a wanted capture, the query the
action ran is collected again and explained (formatted and simple), so adaptive plans are final.
"""
from __future__ import annotations

import inspect
import logging
import io
import os
import re
import sys
from contextlib import redirect_stdout
from dataclasses import dataclass, field

from pyspark.sql import DataFrame, DataFrameReader, SparkSession
from pyspark.sql.classic.dataframe import DataFrame as ClassicDataFrame  # the class sessions really return

CELL_SPLIT = re.compile(r"^# COMMAND -+\s*$")


@dataclass
class Capture:
    """One wanted action: the file (relative to the repo root), its line and where to write plans."""

    file: str
    line: int
    out_dir: str
    action: str | None = None  # only this action on the line, when a line holds several


@dataclass
class Runner:
    spark: SparkSession
    repo_root: str
    captures: list[Capture]
    path_map: dict[str, str] = field(default_factory=dict)  # input path prefix -> stub data prefix
    seen: list[tuple[str, int, str, int]] = field(default_factory=list)  # every action: file, line, action, nodes
    done: set[tuple[str, int]] = field(default_factory=set)
    explore_dir: str | None = None  # when set, every action is captured there (to choose cases)
    passthrough: tuple = ()  # exception types a cell must not swallow (a notebook's exit)
    _busy: bool = False

    # ---- locating the caller -------------------------------------------------------------------
    def _site(self) -> tuple[str, int] | None:
        root = os.path.abspath(self.repo_root) + os.sep
        for frame in inspect.stack()[2:]:
            if frame.filename.startswith(root):
                return os.path.relpath(frame.filename, root), frame.lineno
        return None

    def _record(self, action: str, query: DataFrame, site: tuple[str, int] | None = None) -> None:
        if self._busy:  # an action run by the runner itself
            return
        site = site or self._site()
        if site is None:
            return
        wanted = [c for c in self.captures if (c.file, c.line) == site and c.action in (None, action)]
        if self.explore_dir:
            stem = os.path.splitext(os.path.basename(site[0]))[0][:40]
            wanted = [Capture(site[0], site[1], os.path.join(self.explore_dir, f"{stem}_{site[1]}_{action}"))]
        if not wanted or site in self.done:
            self.seen.append((site[0], site[1], action, -1))
            return
        self._busy = True
        try:
            self._orig_collect(query)  # the same query again, so the adaptive plan is final
            formatted = _explain(query, "formatted")
            simple = _explain(query, "simple")
        finally:
            self._busy = False
        for cap in wanted:
            os.makedirs(cap.out_dir, exist_ok=True)
            with open(os.path.join(cap.out_dir, "plan.formatted.txt"), "w") as fh:
                fh.write(formatted)
            with open(os.path.join(cap.out_dir, "plan.simple.txt"), "w") as fh:
                fh.write(simple)
        self.done.add(site)
        self.seen.append((site[0], site[1], action, formatted.count("\n(")))
        print(f"  captured {site[0]}:{site[1]} ({action}) -> {', '.join(c.out_dir for c in wanted)}")

    # ---- hooks ---------------------------------------------------------------------------------
    def install(self) -> None:
        runner = self
        orig = {name: getattr(ClassicDataFrame, name) for name in
                ("show", "collect", "count", "take", "first", "head", "toPandas")}

        def hook(name, query_of):
            def action(df, *args, **kwargs):
                if runner._busy:  # called from inside another action (toPandas collects)
                    return orig[name](df, *args, **kwargs)
                runner._busy = True
                try:
                    result = orig[name](df, *args, **kwargs)
                finally:
                    runner._busy = False
                runner._record(name, query_of(df, *args, **kwargs))
                return result
            return action

        # The query each action really runs: show(n) and take(n) read n (+1) rows, count() aggregates.
        show = hook("show", lambda df, n=20, *a, **k: df.limit(n + 1 if isinstance(n, int) else 21))
        collect = hook("collect", lambda df: df)
        count = hook("count", lambda df: df.groupBy().count())
        take = hook("take", lambda df, num: df.limit(num))
        first = hook("first", lambda df: df.limit(1))
        head = hook("head", lambda df, n=None: df.limit(1 if n is None else n))
        to_pandas = hook("toPandas", lambda df: df)
        for name, hook in (("show", show), ("collect", collect), ("count", count), ("take", take),
                           ("first", first), ("head", head), ("toPandas", to_pandas)):
            setattr(ClassicDataFrame, name, hook)
        self._orig_collect = orig["collect"]

        # Input paths: the repository's absolute data paths point at the generated stub data.
        def remap(path):
            if isinstance(path, str):
                for prefix, target in runner.path_map.items():
                    if path.startswith(prefix):
                        return target + path[len(prefix):]
            if isinstance(path, (list, tuple)):
                return [remap(p) for p in path]
            return path

        for name in ("load", "csv", "json", "parquet", "orc", "text"):
            method = getattr(DataFrameReader, name)

            def wrapped(reader, path=None, *args, _method=method, **kwargs):
                return _method(reader, remap(path), *args, **kwargs)

            setattr(DataFrameReader, name, wrapped)

    def display(self, df, *args, **kwargs) -> None:
        """Stand-in for Databricks' display(): collect the DataFrame and print a few rows."""
        if isinstance(df, DataFrame):
            rows = self._orig_collect(df)
            print(f"  display: {len(rows)} rows")
            self._record("display", df, self._site_of_display())

    def _site_of_display(self) -> tuple[str, int] | None:
        root = os.path.abspath(self.repo_root) + os.sep
        for frame in inspect.stack()[1:]:
            if frame.filename.startswith(root):
                return os.path.relpath(frame.filename, root), frame.lineno
        return None

    # ---- running notebooks ---------------------------------------------------------------------
    def run_notebook(self, rel_path: str, ns: dict) -> None:
        path = os.path.join(os.path.abspath(self.repo_root), rel_path)
        with open(path) as fh:
            lines = fh.read().split("\n")
        start = 0
        for i in range(len(lines) + 1):
            if i == len(lines) or CELL_SPLIT.match(lines[i]):
                self._run_cell(rel_path, path, lines[start:i], start + 1, ns)
                start = i + 1

    def _run_cell(self, rel_path: str, path: str, cell: list[str], first_line: int, ns: dict) -> None:
        body = [(first_line + k, text) for k, text in enumerate(cell)]
        code_lines = [(n, t) for n, t in body if t.strip() and t.strip() != "# Databricks notebook source"]
        if not code_lines:
            return
        magic = [(n, t[len("# MAGIC"):].lstrip(" ") if t.startswith("# MAGIC") else None) for n, t in code_lines]
        if magic[0][1] is not None:
            head = magic[0][1].strip()
            if head.startswith("%sql"):
                self._run_sql_cell(rel_path, magic, ns)
            elif head.startswith("%run"):
                target = head.split(None, 1)[1].strip()
                target = os.path.normpath(os.path.join(os.path.dirname(rel_path), target)) + ".py"
                self.run_notebook(target, ns)
            return
        # Like IPython, a cell whose first line is indented is dedented by that indentation.
        indent = len(code_lines[0][1]) - len(code_lines[0][1].lstrip())
        if indent:
            cell = [t[indent:] if t[:indent].isspace() else t for t in cell]
        source = "\n" * (first_line - 1) + "\n".join(cell)
        try:
            exec(compile(source, path, "exec"), ns)
        except self.passthrough:
            raise
        except Exception as exc:  # one bad cell must not stop the notebook
            print(f"  cell {rel_path}:{first_line} failed: {type(exc).__name__}: {str(exc).splitlines()[0][:160]}")

    def _run_sql_cell(self, rel_path: str, magic: list[tuple[int, str | None]], ns: dict) -> None:
        statements: list[tuple[int, list[str]]] = []
        current: list[str] = []
        start_line = None
        for n, text in magic:
            text = text or ""
            if not current and text.strip().startswith("%sql"):
                text = text.strip()[len("%sql"):]
            if not text.strip() and not current:
                continue
            if start_line is None:
                start_line = n
            current.append(text)
            if text.rstrip().endswith(";"):
                statements.append((start_line, current))
                current, start_line = [], None
        if current and "".join(current).strip():
            statements.append((start_line, current))
        widgets = ns.get("__widgets__", {})
        for line, parts in statements:
            sql = "\n".join(parts).strip().rstrip(";")
            if not sql:
                continue
            try:
                args = {k: v for k, v in widgets.items() if f":{k}" in sql}
                df = self.spark.sql(sql, args=args or None)
                if re.match(r"\s*(select|with)\b", sql, re.I):
                    self._orig_collect(df)
                    self._record("sql", df, (rel_path, line))
            except Exception as exc:
                print(f"  sql {rel_path}:{line} failed: {type(exc).__name__}: {str(exc).splitlines()[0][:160]}")


def _explain(df: DataFrame, mode: str) -> str:
    buf = io.StringIO()
    with redirect_stdout(buf):
        df.explain(mode=mode)
    return buf.getvalue()


def session(app: str, extra: dict[str, str] | None = None) -> SparkSession:
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    builder = (SparkSession.builder.master("local[1]").appName(app)
               .config("spark.ui.enabled", "false")
               .config("spark.ui.showConsoleProgress", "false")
               .config("spark.sql.shuffle.partitions", "4")
               .config("spark.sql.session.timeZone", "UTC"))
    for key, value in (extra or {}).items():
        builder = builder.config(key, value)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("FATAL")
    for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):  # failed cells say it in one line
        logging.getLogger(name).setLevel(logging.CRITICAL)
    return spark
