"""Readings: which one program of the repository made a plan.

A plan's nodes come from one job: one language, one entry point, one connected dataflow. A *reading* is
an entry file and every file it uses (imports, calls, dataflow, views and dbt refs), followed downstream
only: two jobs that both use a shared reader are two readings, not one. The mapper scores each reading by
how much of the plan its files explain, keeps the best, and counts a pick outside it, or in a language
that cannot have made the plan, at a discount. Evidence that holds in any codebase: no rule here knows a
repository's layout.
"""

from __future__ import annotations

import heapq
import re
from dataclasses import dataclass, field
from itertools import compress
from operator import attrgetter
from pathlib import PurePosixPath

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.vocabulary import VIEW_METHODS
from codemap_pipeline.plans.model import PlanNode
from codemap_pipeline.mapping.operators import node_text
from codemap_pipeline.plans.operators import JVM_ONLY, PYTHON_ONLY

FOREIGN = 0.1    # a site in a language that cannot have made the plan keeps this share of its score
OUTSIDE = 0.6    # a site outside the chosen reading keeps this share (strong names can still win)
NOT_RUN = 0.1    # ... outside the program named as the one that ran (`--entry`, an event log): it did not run
NAMED_ALONE = True   # a program the hint names is the reading: only its users join it, nothing rivals it
TIE = 0.999      # readings scoring within 0.1% of the best are equal: the smallest program is taken


def plan_language(nodes: list[PlanNode]) -> str | None:
    """"python" or "jvm" when some operator only that side can make, else None (SQL and DataFrame
    operators are the same from every language)."""
    names = {n.operator for n in nodes} | {n.engine_operator or "" for n in nodes}
    python, jvm = bool(names & PYTHON_ONLY), bool(names & JVM_ONLY)
    # Rows from Python (`applySchemaToPythonRDD`, a PythonRDD), or an RDD made by a call that reached the JVM
    # through py4j's reflection (`createDataFrame at NativeMethodAccessorImpl.java:0`: a JVM program's call
    # site names its own file and line)
    python = python or any(_PYTHON_RDD.search(node_text(n)) for n in nodes if "RDD" in n.operator + n.header)
    return "python" if python and not jvm else "jvm" if jvm and not python else None


_PYTHON_RDD = re.compile(r"applySchemaToPythonRDD|PythonRDD\[|\bat NativeMethodAccessorImpl\.java:0")

_LANGUAGES = {"py": "python", "ipynb": "python", "scala": "scala", "sc": "scala", "java": "java", "sql": "sql"}


def file_language(path: str) -> str:
    """python | scala | java | sql | other, by the file's suffix (called per candidate: kept cheap)."""
    name = path.rsplit("/", 1)[-1]
    return _LANGUAGES.get(name.rsplit(".", 1)[-1].lower(), "other") if "." in name else "other"


def _side(language: str) -> str:
    return "jvm" if language in ("scala", "java") else language


def language_factor(plan_lang: str | None, path: str) -> float:
    """1.0 where the file's language could have made the plan; FOREIGN where it could not. `plan_lang` is
    "python", "jvm", or "scala"/"java" where the plan names the program's own classes or files."""
    lang = file_language(path)
    if plan_lang is None or lang not in ("python", "scala", "java"):
        return 1.0
    return 1.0 if lang == plan_lang or (plan_lang == "jvm" and _side(lang) == "jvm") else FOREIGN


def call_sites(text: str) -> list[tuple[str, int]]:
    """(file name, line) of every call site Spark printed in a node (`... at map at Daily.scala:50`)."""
    return [(f, int(n)) for f, n in re.findall(r"\bat ([\w$-]+\.(?:scala|java|py)):(\d+)", text)]


def plan_hints(nodes: list[PlanNode], declared: dict[str, str], files: set[str]) -> set[str]:
    """Files a plan names itself: the call site Spark printed for an RDD's creation (`MapPartitionsRDD[9]
    at map at GenerateScalingData.scala:50`) and the files declaring the classes its typed operators
    hold (`com.acme.RawPanda`). Both belong to the program that ran."""
    text = " ".join(n.header + " " + " ".join(n.details.values()) for n in nodes)
    named = set(re.findall(r"\bat ([\w$-]+\.(?:scala|java|py)):\d+", text))
    hinted = {f for f in files if f.rsplit("/", 1)[-1] in named} if named else set()
    for qualname in set(re.findall(r"\b((?:[a-z_][\w]*\.)+[A-Z][\w]*)", text)):
        if qualname in declared:
            hinted.add(declared[qualname])
    return hinted


def hinted_language(plan_lang: str | None, hints: set[str]) -> str | None:
    """A JVM plan whose hints are all Scala (or all Java) files was made in that language."""
    langs = {file_language(f) for f in hints} & {"scala", "java"}
    return langs.pop() if plan_lang in (None, "jvm") and len(langs) == 1 else plan_lang


_DECLARING = {"class", "object", "trait", "interface"}


def code_facts(links, symbols) -> tuple[set[tuple[str, str]], dict[str, str]]:
    """What readings need from the code index: (file, file it uses) pairs and the file declaring each
    class. `links` yields (file the link is written in, target, kind, resolved); `symbols` yields
    (symbol_id, qualname, file, kind). Imports, calls and inheritance make one file use another; a link
    the indexer left unresolved (JVM calls across files: `MixedDataset.fromRDD`) still counts where its
    last two names, or a class name, belong to exactly one symbol of the repository."""
    target_of, declared = _link_targets(symbols)
    return link_uses(links, target_of), declared


def link_uses(links, target_of) -> set[tuple[str, str]]:
    """The (file, file it uses) pairs of `links` (file, target, kind, resolved), `target_of(target, resolved)`
    giving the file a link's target is in (or None)."""
    uses = set()
    for file, dst, kind, resolved in links:
        if kind not in USING:
            continue
        target = target_of(dst, resolved)
        if target is not None and target != file:
            uses.add((file, target))
    return uses


USING = ("imports", "calls", "inherits")   # the kinds of link that make one file use another


def _link_targets(symbols):
    """The file a link's target is in (`code_facts`), as a function of (target, resolved); and `declared`."""
    file_of_id, file_of_qual, tails, declared, classes = {}, {}, {}, {}, {}
    for symbol_id, qualname, file, kind in symbols:
        file_of_id[symbol_id] = file_of_qual[qualname] = file
        tails.setdefault(".".join(qualname.split(".")[-2:]), set()).add(file)
        if kind in _DECLARING:
            declared[qualname] = file
            classes.setdefault(qualname.rsplit(".", 1)[-1], set()).add(file)

    def target_of(dst, resolved) -> str | None:
        if resolved:
            return file_of_id.get(dst)
        text = str(dst).replace("#", ".").strip(".")
        found = ({file_of_qual[text]} if text in file_of_qual else
                 tails.get(".".join(text.split(".")[-2:]), set()) if "." in text else
                 classes.get(text, set()) if text[:1].isupper() else set())
        return next(iter(found)) if len(found) == 1 else None

    return target_of, declared


def code_facts_table(links, symbols, targets: dict | None = None) -> tuple[set[tuple[str, str]], dict[str, str]]:
    """`code_facts` of Arrow tables (code_links: file, dst, kind, resolved; code_symbols: symbol_id, qualname,
    file, kind), the same answer: each distinct link target is looked up once (a large commit's links
    repeat a few thousand targets), and the links stay in Arrow. `targets`, when given, gets each distinct
    (target, resolved) of a use's link -> the file it is in (or None)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    target_of, declared = _link_targets(zip(*(symbols.column(c).to_pylist() for c in
                                              ("symbol_id", "qualname", "file", "kind"))) if symbols.num_rows else [])
    rows = links.filter(pc.is_in(links.column("kind"), pa.array(USING)))
    resolved = rows.column("resolved").fill_null(False)
    pairs = []
    for flag, is_resolved in ((resolved, True), (pc.invert(resolved), False)):
        part = rows.filter(flag).select(["file", "dst"])
        if not part.num_rows:
            continue
        dst = part.column("dst")
        values = pc.unique(dst)
        looked = [(d, target_of(d, is_resolved)) for d in values.to_pylist()]
        if targets is not None:
            targets.update(((d, is_resolved), file) for d, file in looked)
        found = pa.array([file for _, file in looked], type=pa.large_string())
        target = pc.take(found, pc.index_in(dst, value_set=values))
        pairs.append(pa.table({"file": part.column("file").cast(pa.large_string()), "target": target}))
    if not pairs:
        return set(), declared
    table = pa.concat_tables(pairs)
    table = table.filter(pc.and_(pc.is_valid(table.column("target")),
                                 pc.not_equal(table.column("file"), table.column("target")).fill_null(True)))
    table = table.group_by(["file", "target"]).aggregate([])
    return set(zip(table.column("file").to_pylist(), table.column("target").to_pylist())), declared


def not_through_a_user(flows: set[tuple[str, str]], users: dict[str, set[str]]) -> set[tuple[str, str]]:
    """The flows between two files no third file uses both of. Data from a reader module to a writer module,
    where a job uses both, went through the job: the two modules do not use each other (each job using the
    reader would otherwise take in the writer)."""
    return {(a, b) for a, b in flows if not users.get(a, set()) & users.get(b, set())}


@dataclass
class FileGraph:
    """Which files each file uses: its program is the file and everything reachable from it."""

    uses: dict[str, set[str]] = field(default_factory=dict)
    flows: set[tuple[str, str]] = field(default_factory=set)   # (file, file) pairs data crosses (sites' inputs)
    _closure: dict[str, frozenset[str]] = field(default_factory=dict)
    _users: dict[str, set[str]] | None = None

    @classmethod
    def build(cls, sites: list[SparkSite], symbol_calls: set[tuple[str, str]] = frozenset(),
              file_links: set[tuple[str, str]] = frozenset(),
              flows: set[tuple[str, str]] | None = None) -> "FileGraph":
        """`flows`: the (file, file) pairs data crosses along the sites' inputs, when the caller has them
        (the site index makes them from its dataflow by position); else made here."""
        files = list(map(attrgetter("file"), sites))
        if flows is None:
            file_of_site = dict(zip(map(attrgetter("site_id"), sites), files))
            flows = {(file_of_site[src], site.file) for site in sites for src in site.inputs
                     if src in file_of_site and file_of_site[src] != site.file}
        file_of_symbol = dict(zip(map(attrgetter("symbol_id"), sites), files))
        # each pair of files once (many calls join the same two files)
        calling = {(file_of_symbol[caller], file_of_symbol[callee]) for caller, callee in symbol_calls
                   if caller in file_of_symbol and callee in file_of_symbol}
        return cls.of_columns(files, list(map(attrgetter("method"), sites)), list(map(attrgetter("tables"), sites)),
                              lambda at: [sites[k].literals for k in at], calling, file_links, flows)

    @classmethod
    def of_columns(cls, files: list[str], methods: list[str], tables: list[list[str]], literals_at,
                   calling: set[tuple[str, str]], file_links: set[tuple[str, str]],
                   flows: set[tuple[str, str]]) -> "FileGraph":
        """`build` of the sites' fields, one list each (`literals_at(places)`: the literals of the sites at these
        places), and `calling`: the (file, file) pairs of calls between the functions of two sites. What the
        site index has of a large commit's sites without making a record of each."""
        graph = cls()
        graph.uses = {f: set() for f in dict.fromkeys(files)}
        graph.flows = flows
        for user, used in calling:
            graph._add(user, used)
        for a, b in file_links:
            graph._add(a, b)
        linked = {(a, b) for a, used in graph.uses.items() for b in used}
        users: dict[str, set[str]] = {}
        for a, b in linked:
            users.setdefault(b, set()).add(a)
        graph._link_flows(not_through_a_user(flows, users) - linked - {(b, a) for a, b in linked})
        graph._link_names(files, methods, tables, literals_at)
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
            self._users = None

    def _link_names(self, files: list[str], methods: list[str], tables: list[list[str]], literals_at) -> None:
        """A query naming a view another file registers, or a dbt model named after another `.sql` file,
        uses that file (refs and views leave no import behind). The sites' fields, one list each
        (`of_columns`)."""
        views: dict[str, set[str]] = {}
        models: dict[str, set[str]] = {}
        registering = list(compress(range(len(methods)), map(VIEW_METHODS.__contains__, methods)))
        for at, literals in zip(registering, literals_at(registering)):
            for name in tables[at] + literals:
                views.setdefault(str(name).lower(), set()).add(files[at])
        for file in dict.fromkeys(files):
            if file.endswith(".sql"):
                models.setdefault(PurePosixPath(file).stem.lower(), set()).add(file)
        if not views and not models:   # no file registers a view or is a model: no query names one
            return
        # each (file, table) once: a table is named by many calls of a file
        for file, table in dict.fromkeys((file, str(table)) for file, named in compress(zip(files, tables), tables)
                                         for table in named):
            name = table.lower().rsplit(".", 1)[-1]
            model = models.get(name, set())
            for owner in views.get(name, set()) | (model if len(model) == 1 else set()):
                self._add(file, owner)

    def users(self, file: str) -> set[str]:
        """The files using `file` directly (worked out once for the graph)."""
        if self._users is None:
            self._users = {}
            for user, used in self.uses.items():
                for f in used:
                    self._users.setdefault(f, set()).add(user)
        return self._users.get(file, set())

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
    entry: str | None               # the program that explains most of the plan; None: no reading chosen
    files: frozenset[str]           # its files, and those of the programs added to it
    score: float                    # the plan's best local scores summed inside the files
    rival_score: float              # the best reading of another program (neither uses the other)
    entries: tuple[str, ...] = ()   # every program of the reading, the first one first
    rival: str | None = None        # the program of the rival reading
    lead: float = 1.0               # the reading's largest lead over the rival on one node (choose_reading)
    rival_files: frozenset[str] = frozenset()   # the rival program's files the reading does not hold
    # files of a program that joined the reading tied with a copy of it -> that copy's files
    copies: dict[str, frozenset[str]] = field(default_factory=dict)
    named: bool = False             # the entry is the program the user or the event log named

    @property
    def margin(self) -> float:
        """How far the reading leads the best other program: 1.0 alone, 0.0 a tie."""
        return 1.0 if self.score <= 0 else max(0.0, (self.score - self.rival_score) / self.score)

    def holds(self, file: str) -> bool:
        return self.entry is None or file in self.files


ADD_GAIN = 0.5   # another program joins the reading only if it explains this much more of the plan
JOINED_IN_RIVAL = True   # the rival program is judged with the programs that joined the reading beside it
MAX_PROGRAMS = 4
TOP_FILES = 8      # files per node a reading is scored on
MAX_TIED = 64      # ... with those tying the last of them
MAX_ENTRIES = 40   # candidate entries: the files explaining most of the plan on their own
MAX_WHOLE = 40     # ... and the files whose programs (with what they use) explain most of it
DRIVERS = True   # a file composing the plan's files as steps of one job, making none of the plan itself, is a program
IN_REACH = True   # where the hint names a launcher, only programs it reaches can join or rival the reading
WEAK = 0.35      # a node whose best score inside the reading is below this is not explained by it


def launched(hint: str, weight: dict[str, float], graph: FileGraph) -> list[str]:
    """For a file that ran but makes none of the plan itself (`main.py --template=GCSTOGCS`, a launcher
    importing every job), the files it reaches that make some of it: the program is among them, chosen as
    without a hint (else the launcher's whole closure would be one reading, and look-alike jobs in it tie)."""
    reached = _reached(hint, graph)
    return sorted(f for f in weight if f in reached) or [f for f in graph.uses if _names(hint, f)]


def _reached(hint: str, graph: FileGraph) -> frozenset[str]:
    return frozenset().union(*(graph.closure(f) for f in graph.uses if _names(hint, f)))


JOB_WORDS = True   # a word of the program's arguments naming a file its launcher reaches names the job that ran
_ROLE = re.compile(r"(template|job|app|task|pipeline)$")


def named_by_arguments(hint: str, arguments: tuple[str, ...], graph: FileGraph) -> list[str]:
    """The files a launcher reaches that its arguments name, ignoring case and separators (`main.py
    --template=HIVETOGCS`: hive_to_gcs.py; `main.py daily_sales` or `--job daily_sales`:
    jobs/daily_sales.py): a launcher runs the job its arguments name. A file may end in a role word
    (`GeneralTemplate.java` for `--template GENERAL`). Only an option's value and the first argument count:
    the command line splits a query given as one argument into words that name nothing."""
    values = [arguments[0]] if arguments and not arguments[0].startswith("-") else []
    for n, arg in enumerate(arguments):
        if arg.startswith("-") and "=" in arg:
            values.append(arg.split("=", 1)[1])
        elif arg.startswith("-") and n + 1 < len(arguments) and not arguments[n + 1].startswith("-"):
            values.append(arguments[n + 1])
    words = {w for value in values for part in re.split(r"[=,/]", value) if len(w := plain_word(part)) >= 4}
    if not JOB_WORDS or not words:
        return []
    launchers = {f for f in graph.uses if _names(hint, f)}
    return sorted(f for f in _reached(hint, graph) - launchers
                  if (stem := plain_word(PurePosixPath(f).stem)) in words or _ROLE.sub("", stem) in words)


PATH_ARGUMENTS = True   # a program argument that is a repository file's path names the program (see named_by_path)
ARGUMENT_PROGRAMS = True   # ... also beside a named program: one handed the paths of others runs them too
_PATH_WORDS = 16        # ... rebuilt from up to this many words of the command line (a path with spaces)


def named_by_path(arguments: tuple[str, ...], files) -> list[str]:
    """The repository's files a program argument is the path of, where the program that ran (a runner, a notebook
    executor, a test driver outside the repository) was handed another program to run: `runner.py jobs/daily.py`,
    `--file=jobs/daily.py`. The driver's command line joins its words with spaces, so a path holding spaces
    (`notebooks/1. Basics.ipynb`) comes back as several words: runs of up to _PATH_WORDS words are tried."""
    if not PATH_ARGUMENTS:
        return []
    paths = set()
    for i in range(len(arguments)):
        for j in range(i + 1, min(len(arguments), i + _PATH_WORDS) + 1):
            word = " ".join(arguments[i:j]).replace("\\", "/")
            word = word.split("=", 1)[1] if word.startswith("-") and "=" in word else word
            if PurePosixPath(word).suffix and not word.startswith("-"):
                paths.add(word.lstrip("./"))
    files, named = list(files), set()
    for path in paths:
        # the file at that path; else the longest the path ends with (an absolute path into the repository); else
        # those ending with it (a path relative to a folder of the repository)
        exact = [f for f in files if f == path]
        inside = sorted((f for f in files if path.endswith("/" + f)), key=len)[-1:]
        named.update(exact or inside or [f for f in files if f.endswith("/" + path)])
    return sorted(named)


def plain_word(text: str) -> str:
    """A word as a command line may spell it and a file or function name does: lower case, letters and digits."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


def choose_reading(best_by_file: list[dict[str, float]], graph: FileGraph, hint: str | None = None,
                   hints: set[str] = frozenset(), arguments: tuple[str, ...] = ()) -> Reading:
    """The reading that explains the plan. `best_by_file` holds, per plan node, the best local score of
    its candidates in each file. `hint` (a path or a file name: `--entry`, an event log's call site) limits
    the first program to the files it names, where any does, and `arguments` (the program's own, from its
    command line) to the job they name where the hint is a launcher; `hints` (files the plan names itself)
    join the reading from the start.

    The first program is the one explaining most of the plan (near-ties: the smallest). Others join only
    where they explain what it cannot (ADD_GAIN): functions of a library composed by a driver outside
    the repository, a view registered in a file nothing imports. A look-alike job explains nothing the
    first one does not, so it stays out."""
    # Only each node's best few files can decide a reading, and only the files that explain most of the
    # plan can be its entry: this keeps a plan of thousands of nodes over thousands of files cheap.
    raw, best_by_file = best_by_file, [_top(scores) for scores in best_by_file]

    weight: dict[str, float] = {}
    for scores in best_by_file:
        for f, v in scores.items():
            weight[f] = weight.get(f, 0.0) + v
    # ... and the programs those files make up: a job whose reads and writes sit in shared helpers explains
    # little on its own and most of the plan with what it uses
    # (a driver making none of the plan itself, `main.py` handing the frame extract() returns to transform()
    # and load(), is one too)
    drivers = [f for f in sorted(set().union(*map(graph.users, weight)) - weight.keys())
               if composes(graph.uses[f] & weight.keys(), graph)] if DRIVERS else []
    whole = {f: sum(weight.get(g, 0.0) for g in graph.closure(f)) for f in [*weight, *drivers]} if MAX_WHOLE else {}
    entries = sorted(set(sorted(weight, key=lambda f: (-weight[f], f))[:MAX_ENTRIES])
                     | set(sorted(whole, key=lambda f: (-whole[f], f))[:MAX_WHOLE]))
    if not entries:
        return Reading(None, frozenset(), 0.0, 0.0)
    # a file the plan names itself (an RDD's call site, a declared class) is where the program starts: a
    # copy of it elsewhere (a script twin of the same job) explains as much but did not run
    firsts = sorted(set(weight) & set(hints)) or entries
    entries = sorted(set(entries) | set(firsts))
    named: list[str] = []   # files the hint names itself: the program that ran is one of them
    reach: frozenset[str] | None = None   # ... or the files a launcher it names reaches: nothing else ran
    if hint:
        named = [f for f in weight if _names(hint, f)]
        reached = [] if named else launched(hint, weight, graph)
        if reached and IN_REACH:
            reach = _reached(hint, graph)
        jobs = [f for f in named_by_arguments(hint, arguments, graph) if graph.closure(f) & weight.keys()] \
            if reached else []
        if jobs:
            named, reached = jobs, []
        if not named and not set(reached) & set(weight):
            named = reached   # a named file reaching none of the plan's best files (among many copies of it)
            reached = []
        if not named and not reached:
            # a driver outside the repository was handed the program's path (`runner.py jobs/daily.py`)
            named = [f for f in named_by_path(arguments, graph.uses) if graph.closure(f) & weight.keys()]
        elif named and ARGUMENT_PROGRAMS:
            # ... or the named program was handed others to run after it (notebooks run in order in one session)
            handed = named_by_path(arguments, graph.uses)
            named = sorted(set(named) | {f for f in handed if graph.closure(f) & weight.keys()})
        firsts = named or reached or entries
        entries = sorted(set(entries) | set(firsts))
        named = named if NAMED_ALONE else []
    base = frozenset().union(*(graph.closure(h) for h in hints)) if hints else frozenset()

    def best_in(files: frozenset[str]) -> list[float]:
        # a program's own scores, not only those among each node's best few files: a file just below them on
        # one node still explains it
        return [max([v for f, v in scores.items() if f in files] if len(scores) < len(files) else
                    [scores[f] for f in files if f in scores], default=0.0) for scores in raw]

    def explained(files: frozenset[str]) -> float:
        return sum(best_in(files))

    scored = {e: explained(graph.closure(e) | base) for e in set(firsts) | set(entries)}
    top = max(scored[e] for e in firsts)
    # Near-ties go to the smallest program: a dispatcher importing every job explains as much as the job.
    entry = min((e for e in firsts if scored[e] >= TIE * top), key=lambda e: (len(graph.closure(e)), e))
    files, chosen = graph.closure(entry) | base, [entry]
    copies: dict[str, frozenset[str]] = {}
    # where the hint named the program that ran, only a program using it can join (a driver composing the
    # library named by a call site): the others did not run
    joining = [e for e in entries if (not named or entry in graph.closure(e)) and (reach is None or e in reach)]
    while len(chosen) < MAX_PROGRAMS:
        # only nodes the reading explains poorly count: a look-alike's small edges on nodes it already
        # explains are no reason to take it in
        now = best_in(files)
        gains = {e: sum(max(0.0, v - n) for v, n in zip(best_in(files | graph.closure(e)), now) if n < WEAK)
                 for e in joining if e not in files}
        best = min(gains, key=lambda e: (-gains[e], len(graph.closure(e)), e), default=None)
        if best is None or gains[best] < ADD_GAIN:
            break
        # a copy of the joining program (neither uses the other) that would explain as much: the plan cannot
        # tell which of the two ran, for the nodes that program explains
        copy = min((e for e in gains if e != best and gains[e] >= TIE * gains[best]
                    and e not in graph.closure(best) and best not in graph.closure(e)),
                   key=lambda e: (len(graph.closure(e)), e), default=None)
        if copy is not None:
            for f in graph.closure(best) - files:
                copies[f] = graph.closure(copy) - files - graph.closure(best)
        files = files | graph.closure(best)
        chosen.append(best)
    score = explained(files)
    # ... and has no rival
    rivals = {e: s for e, s in scored.items() if e not in files and entry not in graph.closure(e)
              and (reach is None or e in reach)} if not named else {}
    rival = min(rivals, key=lambda e: (-rivals[e], e), default=None)
    # how much better the reading explains the node it explains best compared with the rival: 0 for a
    # copy of the job (a twin in another file or language), large where only the reading has the call
    # (the rival in the first program's place: the programs that joined to explain what the first could not
    # would join the rival as well)
    joined = frozenset().union(*(graph.closure(e) for e in chosen[1:])) if JOINED_IN_RIVAL else frozenset()
    lead = max((v - r for v, r in zip(best_in(files), best_in(graph.closure(rival) | base | joined))), default=0.0) \
        if rival is not None else 1.0
    rival_files = graph.closure(rival) - files if rival is not None else frozenset()
    return Reading(entry, frozenset(files), score, rivals.get(rival, 0.0), tuple(chosen), rival, lead, rival_files,
                   copies, bool(named))


def composes(parts: set[str], graph: FileGraph) -> bool:
    """Whether a driver's parts are steps of one job (extract, transform and load: the DataFrame one returns is
    handed to the next, so data flows between them) rather than jobs it chooses among (a dispatcher importing
    look-alike jobs, none feeding another). Parts another part uses are helpers, not steps (two parts using each
    other, a circular import, are both steps: neither is the other's helper)."""
    steps = [p for p in parts if not any(p in graph.closure(q) and q not in graph.closure(p) for q in parts if q != p)]
    joined, frontier = {steps[0]}, [steps[0]]
    while frontier:
        f = frontier.pop()
        for g in steps:
            if g not in joined and ((f, g) in graph.flows or (g, f) in graph.flows):
                joined.add(g)
                frontier.append(g)
    return len(joined) == len(steps)


def _top(scores: dict[str, float]) -> dict[str, float]:
    """A node's best TOP_FILES files, and every file tying the last of them (up to MAX_TIED): a node no
    name decides (a read whose format is all the plan says) ties many files, and which of them stay must
    not depend on their names' order."""
    if len(scores) > TOP_FILES:
        # only files scoring at least the TOP_FILES-th best can stay: rank those alone (the same dict)
        floor = heapq.nlargest(TOP_FILES, scores.values())[-1]
        scores = {f: v for f, v in scores.items() if v >= floor}
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    if len(ranked) <= TOP_FILES:
        return dict(ranked)
    floor = ranked[TOP_FILES - 1][1]
    return dict(kv for n, kv in enumerate(ranked) if n < TOP_FILES or (kv[1] >= floor and n < MAX_TIED))


def _names(hint: str, path: str) -> bool:
    """Whether a hint names this file: a path (either may be relative to a different root), a file name,
    or a class name (`Daily` names `src/main/scala/acme/Daily.scala`)."""
    hint = hint.replace("\\", "/").lstrip("./")
    return path == hint or path.endswith("/" + hint) or hint.endswith("/" + path) or (
        "/" not in hint and hint in (PurePosixPath(path).name, PurePosixPath(path).stem))
