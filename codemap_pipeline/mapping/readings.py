"""Readings: which one program of the repository made a plan.

A plan's nodes come from one job: one language, one entry point, one connected dataflow. A *reading* is
an entry file and every file it uses (imports, calls, dataflow, views and dbt refs), followed downstream
only: two jobs that both use a shared reader are two readings, not one. The mapper scores each reading by
how much of the plan its files explain, keeps the best, and counts a pick outside it, or in a language
that cannot have made the plan, at a discount. Evidence that holds in any codebase: no rule here knows a
repository's layout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.plans.model import PlanNode

# Operators only Python code can make (a Python UDF or pandas function runs in a Python worker) ...
PYTHON_ONLY = {"ArrowEvalPython", "BatchEvalPython", "FlatMapGroupsInPandas", "MapInPandas", "MapInArrow",
               "PythonMapInArrow", "FlatMapCoGroupsInPandas", "AggregateInPandas", "WindowInPandas",
               "FlatMapGroupsInArrow", "FlatMapCoGroupsInArrow", "ArrowEvalPythonUDTF", "BatchEvalPythonUDTF",
               "UpdatingSessionsInPandas", "FlatMapGroupsInPandasWithState"}
# ... and only JVM code: typed Dataset operators turn rows into the program's own objects and back.
JVM_ONLY = {"DeserializeToObject", "SerializeFromObject", "MapElements", "AppendColumns", "AppendColumnsWithObject",
            "MapGroups", "FlatMapGroupsWithState", "CoGroup", "ExternalRDDScan", "ExternalRDD"}

FOREIGN = 0.1    # a site in a language that cannot have made the plan keeps this share of its score
OUTSIDE = 0.6    # a site outside the chosen reading keeps this share (strong names can still win)
TIE = 0.999      # readings scoring within 0.1% of the best are equal: the smallest program is taken
_VIEW_METHODS = {"createOrReplaceTempView", "createTempView", "createOrReplaceGlobalTempView",
                 "createGlobalTempView", "registerTempTable"}


def plan_language(nodes: list[PlanNode]) -> str | None:
    """"python" or "jvm" when some operator only that side can make, else None (SQL and DataFrame
    operators are the same from every language)."""
    names = {n.operator for n in nodes} | {n.engine_operator or "" for n in nodes}
    python, jvm = bool(names & PYTHON_ONLY), bool(names & JVM_ONLY)
    return "python" if python and not jvm else "jvm" if jvm and not python else None


def file_language(path: str) -> str:
    suffix = PurePosixPath(path).suffix.lower()
    return {".py": "python", ".ipynb": "python", ".scala": "jvm", ".java": "jvm", ".sc": "jvm",
            ".kt": "jvm"}.get(suffix, "sql" if suffix == ".sql" else "other")


def language_factor(plan_lang: str | None, path: str) -> float:
    """1.0 where the file's language could have made the plan; FOREIGN where it could not."""
    lang = file_language(path)
    return FOREIGN if plan_lang is not None and lang in ("python", "jvm") and lang != plan_lang else 1.0


_NOT_USER_CODE = re.compile(r"^(java\.base/|java\.|javax\.|jdk\.|sun\.|scala\.|py4j\.|org\.apache\.spark\.)")


def call_site_file(text: str) -> str | None:
    """The source file an event log names for the job: the call site (`count at mnmcount.py:28`, or a
    stack trace's first frame outside Spark, the JDK, Scala and py4j), else the script or main class on
    the driver's command line (`sun.java.command: ...SparkSubmit ... jobs/daily.py`, `--class
    com.acme.Daily`). None where it names only Spark's own code."""
    for line in (text or "").splitlines():
        line = line.strip()
        frame = re.match(r"([\w$./]+)\(([\w$.-]+\.(?:py|scala|java|ipynb|sql)):\d+\)", line)
        if frame:
            if not _NOT_USER_CODE.match(frame.group(1)):
                return frame.group(2)
            continue
        at = re.search(r"\bat ([\w./\\-]+\.(?:py|scala|java|ipynb|sql)):\d+", line)
        if at and not at.group(1).endswith("NativeMethodAccessorImpl.java"):
            return at.group(1).replace("\\", "/")
    command = text.partition("sun.java.command:")[2] if text else ""
    script = re.search(r"([\w./\\-]+\.py)\b", command)
    if script:
        return script.group(1).replace("\\", "/")
    main = re.search(r"--class\s+([\w.$]+)", command)
    if main and not main.group(1).startswith("org.apache.spark."):
        return main.group(1).split("$")[0].rsplit(".", 1)[-1]   # a class: its file is named after it
    return None


def file_links(links, file_of_symbol: dict[str, str]) -> set[tuple[str, str]]:
    """(file, file it uses) from resolved code links: `links` yields (file the link is written in, target
    symbol id, kind, resolved); imports, calls and inheritance all make one file use another."""
    out = set()
    for file, dst, kind, resolved in links:
        target = file_of_symbol.get(dst) if resolved and kind in ("imports", "calls", "inherits") else None
        if target is not None and target != file:
            out.add((file, target))
    return out


@dataclass
class FileGraph:
    """Which files each file uses: its program is the file and everything reachable from it."""

    uses: dict[str, set[str]] = field(default_factory=dict)
    _closure: dict[str, frozenset[str]] = field(default_factory=dict)

    @classmethod
    def build(cls, sites: list[SparkSite], symbol_calls: set[tuple[str, str]] = frozenset(),
              file_links: set[tuple[str, str]] = frozenset()) -> "FileGraph":
        graph = cls()
        file_of_site = {s.site_id: s.file for s in sites}
        file_of_symbol = {s.symbol_id: s.file for s in sites}
        for site in sites:
            graph.uses.setdefault(site.file, set())
        for caller, callee in symbol_calls:
            if caller in file_of_symbol and callee in file_of_symbol:
                graph._add(file_of_symbol[caller], file_of_symbol[callee])
        for a, b in file_links:
            graph._add(a, b)
        linked = {(a, b) for a, used in graph.uses.items() for b in used}
        flows = {(file_of_site[src], site.file) for site in sites for src in site.inputs
                 if src in file_of_site and file_of_site[src] != site.file}
        graph._link_flows(flows - linked - {(b, a) for a, b in linked})
        graph._link_names(sites)
        return graph

    def _link_flows(self, flows: set[tuple[str, str]]) -> None:
        """Data crossing files where no call or import says who uses whom (JVM calls across files are not
        resolved). It flows both ways: a job passes a DataFrame into a helper, a reader returns one to a
        job. The file that trades data with more files is the shared one, the one used."""
        partners: dict[str, set[str]] = {}
        for a, b in flows:
            partners.setdefault(a, set()).add(b)
            partners.setdefault(b, set()).add(a)
        for src, dst in flows:
            if len(partners[dst]) >= len(partners[src]):
                self._add(src, dst)
            if len(partners[src]) >= len(partners[dst]):
                self._add(dst, src)

    def _add(self, user: str, used: str) -> None:
        if user != used:
            self.uses.setdefault(user, set()).add(used)

    def _link_names(self, sites: list[SparkSite]) -> None:
        """A query naming a view another file registers, or a dbt model named after another `.sql` file,
        uses that file (refs and views leave no import behind)."""
        views: dict[str, set[str]] = {}
        models: dict[str, set[str]] = {}
        for site in sites:
            if site.method in _VIEW_METHODS:
                for name in site.tables + site.literals:
                    views.setdefault(str(name).lower(), set()).add(site.file)
            if site.file.endswith(".sql"):
                models.setdefault(PurePosixPath(site.file).stem.lower(), set()).add(site.file)
        for site in sites:
            for table in site.tables:
                name = str(table).lower().rsplit(".", 1)[-1]
                model = models.get(name, set())
                for owner in views.get(name, set()) | (model if len(model) == 1 else set()):
                    self._add(site.file, owner)

    def closure(self, file: str) -> frozenset[str]:
        if file not in self._closure:
            seen, frontier = {file}, [file]
            while frontier:
                for used in self.uses.get(frontier.pop(), ()):
                    if used not in seen:
                        seen.add(used)
                        frontier.append(used)
            self._closure[file] = frozenset(seen)
        return self._closure[file]


@dataclass
class Reading:
    entry: str | None               # the file the program starts from; None: no reading was chosen
    files: frozenset[str]           # the entry and everything it uses
    score: float                    # the plan's best local scores summed inside the files
    rival_score: float              # the best reading of another program (neither uses the other)

    @property
    def margin(self) -> float:
        """How far the reading leads the best other program: 1.0 alone, 0.0 a tie."""
        return 1.0 if self.score <= 0 else max(0.0, (self.score - self.rival_score) / self.score)

    def holds(self, file: str) -> bool:
        return self.entry is None or file in self.files


def choose_reading(best_by_file: list[dict[str, float]], graph: FileGraph, hint: str | None = None) -> Reading:
    """The reading that explains most of the plan. `best_by_file` holds, per plan node, the best local score
    of its candidates in each file. `hint` (a path or a file name: `--entry`, an event log's call site)
    limits the entries to the files it names, where any does."""
    entries = sorted({f for scores in best_by_file for f in scores})
    if not entries:
        return Reading(None, frozenset(), 0.0, 0.0)
    if hint:
        named = [f for f in entries if _names(hint, f)] or [f for f in graph.uses if _names(hint, f)]
        entries = named or entries

    def score(entry: str) -> float:
        files = graph.closure(entry)
        return sum(max((v for f, v in scores.items() if f in files), default=0.0) for scores in best_by_file)

    scored = {e: score(e) for e in entries}
    top = max(scored.values())
    # Near-ties go to the smallest program: a dispatcher importing every job explains as much as the job.
    entry = min((e for e, s in scored.items() if s >= TIE * top), key=lambda e: (len(graph.closure(e)), e))
    files = graph.closure(entry)
    rival = max((s for e, s in scored.items() if e not in files and entry not in graph.closure(e)), default=0.0)
    return Reading(entry, files, scored[entry], rival)


def _names(hint: str, path: str) -> bool:
    """Whether a hint names this file: a path (either may be relative to a different root), a file name,
    or a class name (`Daily` names `src/main/scala/acme/Daily.scala`)."""
    hint = hint.replace("\\", "/").lstrip("./")
    return path == hint or path.endswith("/" + hint) or hint.endswith("/" + path) or (
        "/" not in hint and hint in (PurePosixPath(path).name, PurePosixPath(path).stem))
