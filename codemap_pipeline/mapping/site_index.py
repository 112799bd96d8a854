"""The site index: what the mapper derives from one commit's Spark sites (names per site, name weights,
postings by name and kind, the dataflow, the file graph), built once per commit and stored with it.

Plain data in (SparkSite), plain data out; `store` and `load` keep it in the commit's folder, keyed by
the content it was built from (`fingerprint`), never by time.
"""

from __future__ import annotations

import fnmatch
import hashlib
import math
import os
import pickle
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import fields
from itertools import accumulate
from pathlib import Path

import numpy as np

from codemap_pipeline import collector
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.mapping import formats, readings
from codemap_pipeline.plans.model import PlanNode
from codemap_pipeline.plans.names import split_top, strip_ids, unwrap_list

UDF_DEFINITIONS = {"udf", "pandas_udf", "register"}

# How much a shared name says, by what it is. An alias or a UDF name is written once on purpose;
# a column name is shared by many calls.
CATEGORY_WEIGHT = {"alias": 3.0, "udf": 4.0, "table": 3.0, "path": 3.0, "literal": 2.0, "key": 1.5, "column": 1.0,
                   "function": 0.7}


def norm(name: str) -> str:
    return name.strip().strip("`'\"").lower()


def literal(value) -> str:
    """A literal as both sides can agree on it: `0.0` in the plan is `0` in the code."""
    text = norm(str(value))
    try:
        number = float(text)
    except ValueError:
        return text
    if not math.isfinite(number):
        return text
    return str(int(number)) if number.is_integer() and abs(number) < 1e15 else repr(number)


def path_tail(path: str) -> str:
    return norm(re.sub(r"^[a-z]+:/*", "/", path)).rstrip("/").rsplit("/", 1)[-1]


GLOB = re.compile(r"[*?\[{]")


def path_name(path: str) -> str:
    """A path as a name: its file name, or for a glob (`/data/all/*.csv`) the part from the directory above
    its first wildcard (`all/*.csv`). Spark lists the files a glob matched, so the plan names the files."""
    parts = norm(re.sub(r"^[a-z]+:/*", "/", path)).rstrip("/").split("/")
    wild = next((k for k, part in enumerate(parts) if GLOB.search(part)), None)
    return parts[-1] if wild is None else "/".join(parts[max(wild - 1, 0):])


def glob_fits(pattern: str, path: str) -> bool:
    """Whether a plan's path is one a site's glob name (`path_name`) matched."""
    parts = norm(re.sub(r"^[a-z]+:/*", "/", path)).rstrip("/").split("/")
    depth = pattern.count("/") + 1
    # `{a,b}` alternatives are Hadoop glob syntax fnmatch does not know: try each
    options = [pattern]
    while any("{" in o for o in options):
        o = next(o for o in options if "{" in o)
        m = re.search(r"\{([^{}]*)\}", o)
        if not m:
            break
        options.remove(o)
        options += [o[:m.start()] + alt + o[m.end():] for alt in m.group(1).split(",")]
    tail = "/".join(parts[-depth:])
    return any(fnmatch.fnmatchcase(tail, o) for o in options)


# the statistics `describe()` and `summary()` aggregate every column with
SUMMARY_FUNCTIONS = ["count", "avg", "stddev", "min", "max"]


def implied_functions(site: SparkSite) -> list[str]:
    """What a call writes into the plan without naming it: `df.count()` and `groupBy(...).count()` are
    Spark's `count(1) AS count`; `df.describe()` counts, averages... every column."""
    if site.kind != "aggregate":
        return []
    method = site.method.rsplit(".", 1)[-1]
    return ["count"] if method == "count" else SUMMARY_FUNCTIONS if method in ("describe", "summary") else []


def column_name(name: str) -> str:
    """`l.zip` (`$"l.zip"` after `.as("l")`) is column zip of the side named l: the plan prints zip."""
    return name.rsplit(".", 1)[-1]


def site_names(site: SparkSite) -> dict[str, set[str]]:
    implied = implied_functions(site)
    cols = {norm(c) for c in site.columns} | {norm(a) for a in site.aliases}
    cols = {column_name(c) for c in cols}
    aliases = {norm(a) for a in site.aliases} | set(implied)   # not columns: a bare count still borrows its input's
    functions = {norm(f) for f in site.functions} | set(implied)
    return {
        "alias": aliases,
        "column": cols,
        "key": cols,
        "literal": {literal(v) for v in site.literals},
        "function": functions,
        "udf": {norm(f) for f in site.functions},
        "table": {norm(t).rsplit(".", 1)[-1] for t in site.tables},
        "path": {path_name(p) for p in site.paths},
    }


def where_conditions(sites: list[SparkSite]) -> dict[str, list[str]]:
    """Join calls without a condition and the filters right after them (`a.join(b).where(a.x === b.x)`):
    Spark moves the filter's equality into the join, whose keys are then the filter's columns."""
    by_id = {s.site_id: s for s in sites}
    out: dict[str, list[str]] = {}
    for site in sites:
        joined = by_id.get(site.inputs[0]) if site.kind == "filter" and len(site.inputs) == 1 else None
        if joined is not None and joined.kind == "join" and not joined.columns:
            out.setdefault(joined.site_id, []).append(site.site_id)
    return out


def with_condition(names: dict[str, set[str]], filters: list[SparkSite]) -> dict[str, set[str]]:
    """A condition-less join's names with the columns of the filters Spark moves into it."""
    if not filters:
        return names
    moved = set().union(*(site_names(f)["column"] for f in filters))
    return {**names, "column": names["column"] | moved, "key": names["key"] | moved}


# `df.alias("l")` names a DataFrame for qualified columns (`l.zip`): a physical plan never shows it
FRAME_ALIASES = {"alias", "as"}
OWN_TRACE = True   # a call whose own signature left no trace is contradicted too (not only those after it)

ROLE = {"alias": 1, "column": 2, "key": 4, "literal": 8, "function": 16, "udf": 32, "table": 64, "path": 128}
# the roles in which a site's name matches a node's name of each category (as `name_matches` says)
MATCHING_ROLES = {**ROLE, "alias": ROLE["alias"] | ROLE["column"], "table": ROLE["table"] | ROLE["path"],
                  "path": ROLE["path"] | ROLE["table"]}


class SiteNames(dict):
    """Names per site id (`site_names`). A call that names nothing (`.distinct()`, `.cache()`) works on the
    columns of the call feeding it, so it borrows those as columns. Filled whole when the index is built
    (`table`); a loaded index makes a site's entry when first asked for."""

    def __init__(self, by_id: dict[str, SparkSite], conditions: dict[str, list[str]] | None = None):
        super().__init__()
        self.by_id = by_id
        self.conditions = conditions or {}   # `where_conditions`

    def own(self, site_id: str) -> dict[str, set[str]]:
        """The names a site's own call carries (a condition-less join: with its filter's columns)."""
        return with_condition(site_names(self.by_id[site_id]),
                              [self.by_id[f] for f in self.conditions.get(site_id, ())])

    def __missing__(self, site_id: str) -> dict[str, set[str]]:
        names = self[site_id] = self._with_borrowed(self.by_id[site_id], self.own(site_id), self.own)
        return names

    def table(self, sites: list[SparkSite], own: list[dict[str, set[str]]]) -> dict[str, dict[str, set[str]]]:
        """Every site's entry at once; `own` is `[site_names(s) for s in sites]` (left unchanged)."""
        own_by_id = {s.site_id: names for s, names in zip(sites, own)}
        return {s.site_id: self._with_borrowed(s, names, own_by_id.__getitem__) for s, names in zip(sites, own)}

    def _with_borrowed(self, site: SparkSite, own: dict[str, set[str]], own_of) -> dict[str, set[str]]:
        names = dict(own)
        if not any(names[c] for c in ("column", "literal", "table", "path", "udf")):
            for src in site.inputs:
                if src in self.by_id:
                    borrowed = own_of(src)["column"]
                    names["column"] = names["column"] | borrowed
                    names["key"] = names["key"] | borrowed
        return names


def name_matches(cat: str, name: str, names: dict[str, set[str]]) -> bool:
    if name in names[cat]:
        return True
    # An alias in the plan may be a column the code named in another call; a table may be read by path.
    return ((cat == "alias" and name in names["column"]) or (cat == "table" and name in names["path"])
            or (cat == "path" and name in names["table"]))


class Vocabulary:
    """How many sites mention each name: rare names weigh more (inverse document frequency)."""

    def __init__(self, sites: list[SparkSite], own: list[dict[str, set[str]]] | None = None):
        """`own`, when given, is `[site_names(s) for s in sites]` already computed."""
        self.total = max(len(sites), 1)
        self.df: Counter[str] = Counter()
        for names in (own if own is not None else map(site_names, sites)):
            self.df.update(set().union(*names.values()))

    def weight(self, cat: str, name: str) -> float:
        df = self.df.get(name, 0)
        if df == 0:
            return 0.0  # a name no code mentions (Spark-generated) says nothing either way
        return CATEGORY_WEIGHT[cat] * math.log(1 + self.total / df)


def applies_udf(site: SparkSite) -> bool:
    return site.kind == "udf" or site.method in UDF_DEFINITIONS


def site_weight(vocab: Vocabulary, names: dict[str, set[str]], udf: bool = True, read: bool = False) -> float:
    """The weight of everything a site names: what a node leaves unmatched lowers its precision. The
    functions of a call that applies no UDF are Spark's own (`isin`, `date_trunc`), often spelled otherwise
    in the plan (`IN`): they do not count against it. Nor do a read's options (`header`, `inferSchema`):
    no plan shows them, only the read's table or path."""
    categories = ("table", "path") if read else ("alias", "column", "literal", "table", "path") + (("udf",) if udf else ())
    best: dict[str, float] = {}
    for c in categories:
        for n in names[c]:   # a name counts once, in its strongest role (an alias is a column too)
            best[n] = max(best.get(n, 0.0), vocab.weight(c, n))
    return sum(best.values()) or 1.0


def output_columns(node: PlanNode) -> set[str]:
    output = node.details.get("Output") or node.header.partition(" ")[2]
    return {norm(strip_ids(item.rpartition(" AS ")[2])) for item in split_top(unwrap_list(output)) if item.strip()}


def is_test_code(path: str) -> bool:
    parts = path.split("/")
    return any(p in ("tests", "test") for p in parts[:-1]) or parts[-1].startswith("test_") \
        or parts[-1].endswith("_test.py")


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z_][a-z0-9_]*", text.lower())


class Flow:
    """Whether one site's result flows into another's: along `inputs` (chains, variables, arguments and
    return values), downstream only. A shared reader feeds many jobs, so an undirected link would tie
    every job to every other; direction keeps them apart."""

    def __init__(self, sites: list[SparkSite], symbol_calls: set[tuple[str, str]]):
        self.downstream: dict[str, set[str]] = {s.site_id: set() for s in sites}
        for site in sites:
            for src in site.inputs:
                if src in self.downstream:
                    self.downstream[src].add(site.site_id)
        self.upstream: dict[str, list[str]] = {s.site_id: [] for s in sites}
        for site_id, after in self.downstream.items():
            for dst in after:
                self.upstream[dst].append(site_id)
        self.symbol_of = {s.site_id: s.symbol_id for s in sites}
        self.calls = symbol_calls | {(b, a) for a, b in symbol_calls}
        self._reach: dict[str, set[str]] = {}
        self._ancestors: dict[str, set[str]] = {}
        # A SQL query's WHERE is pushed below its FROM and JOIN by the optimizer: in the plan the filter
        # feeds the read or join its query lists before it.
        self.pushdown: dict[str, set[str]] = {}
        for site in sites:
            if site.method == "SQL WHERE":
                self.pushdown[site.site_id] = {a for a in self.ancestors(site.site_id)
                                               if self.symbol_of.get(a) == site.symbol_id and a != site.site_id}

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_reach": {}, "_ancestors": {}}   # memos are made again on demand

    def reaches(self, src: str) -> set[str]:
        """Every site `src`'s result flows into (memoized breadth-first walk)."""
        return self._walk(src, self.downstream, self._reach)

    def ancestors(self, dst: str) -> set[str]:
        """Every site whose result flows into `dst` (the same walk against the edges, memoized)."""
        return self._walk(dst, self.upstream, self._ancestors)

    @staticmethod
    def _walk(start: str, edges: dict, memo: dict) -> set[str]:
        if start not in memo:
            seen, frontier = {start}, {start}
            while frontier:
                frontier = {n for f in frontier for n in edges.get(f, ())} - seen
                seen |= frontier
            memo[start] = seen
        return memo[start]

    def feeds(self, upstream: str, downstream: str, by_target: bool = False) -> float:
        """1.0 when `upstream` flows into `downstream`; 0.5 for the same function or a direct call
        between their functions (flow the index could not follow); else 0. `by_target` walks back from
        `downstream` instead (same answer; cheaper when many candidates are asked about one target)."""
        if (upstream in self.ancestors(downstream)) if by_target else (downstream in self.reaches(upstream)):
            return 1.0
        if downstream in self.pushdown.get(upstream, ()):
            return 1.0
        sa, sb = self.symbol_of.get(upstream), self.symbol_of.get(downstream)
        return 0.5 if sa == sb or (sa, sb) in self.calls else 0.0


class SiteIndex:
    """What the mapper derives from one commit's sites, built once and shared by every plan mapped
    against them: the sites in a fixed order, name weights, names per site, the dataflow, and lookups
    by kind and by name so a node is scored only against the sites that can score (not all pairs)."""

    def __init__(self, sites: list[SparkSite], symbol_calls: set[tuple[str, str]] | None = None,
                 file_links: set[tuple[str, str]] | None = None, declared: dict[str, str] | None = None):
        """`file_links`: (file, file it uses) pairs and `declared`: the file declaring each class, both
        from the code index (`readings.code_facts`)."""
        with collector.paused():
            # A fixed order of sites, and ties broken by place, make the same inputs give the same output
            # whatever order the index listed them in.
            self.sites = sorted(sites, key=lambda s: (s.file, s.line_start, s.line_end, s.site_id))
            self.join_conditions = where_conditions(self.sites)
            by_id = {s.site_id: s for s in self.sites}
            own = [with_condition(site_names(s), [by_id[f] for f in self.join_conditions.get(s.site_id, ())])
                   for s in self.sites]
            self.vocab = Vocabulary(self.sites, own)
            self._ids = [s.site_id for s in self.sites]
            # in the fixed order a file's sites are next to each other: the span of places they take
            self._file_spans: dict[str, tuple[int, int]] = {}
            for pos, site in enumerate(self.sites):
                start = self._file_spans.get(site.file, (pos, pos))[0]
                self._file_spans[site.file] = (start, pos + 1)
            self._derive()
            self.cache.update(self.cache.table(self.sites, own))
            # calls that name nothing and answer with the names of the call feeding them (`select *`)
            self.borrowing = {s.site_id for s, names in zip(self.sites, own) if s.inputs and not any(
                names[c] for c in ("column", "literal", "table", "path", "udf"))}
            self.flow = Flow(self.sites, symbol_calls or set())
            self.files = readings.FileGraph.build(self.sites, symbol_calls or set(), file_links or set())
            self.declared = declared or {}
            self._by_kind: dict[str, list[int]] = {}
            by_value: dict[str, dict[str, list[int]]] = {"method": {}, "join_how": {}}
            by_name: dict[str, dict[str, list[tuple[int, int]]]] = {}   # name -> site kind -> (position, roles)
            for pos, site in enumerate(self.sites):
                self._by_kind.setdefault(site.kind, []).append(pos)
                by_value["method"].setdefault(site.method, []).append(pos)
                if site.join_how is not None:
                    by_value["join_how"].setdefault(site.join_how, []).append(pos)
                roles: dict[str, int] = {}
                for role, names in self.cache[site.site_id].items():
                    for name in names:
                        roles[name] = roles.get(name, 0) | ROLE[role]
                for name, bits in roles.items():
                    by_name.setdefault(name, {}).setdefault(site.kind, []).append((pos, bits))
            # The postings, flat: each name's sites of each kind are a span of `_posted` (positions, ascending)
            # and beside each the roles the name has there (ROLE bits in `_roles`): a lookup needs no names
            # per site, and the arrays load at once
            self._spans: dict[str, dict[str, tuple[int, int]]] = {}
            flat: list[tuple[int, int]] = []
            for name, kinds in by_name.items():
                for kind, postings in kinds.items():
                    self._spans.setdefault(name, {})[kind] = (len(flat), len(flat) + len(postings))
                    flat += postings
            self._posted = np.array([pos for pos, _ in flat], dtype=np.int32)
            self._roles = np.array([bits for _, bits in flat], dtype=np.uint8)
            self._by_value = {field: {value: np.array(at, dtype=np.int32) for value, at in values.items()}
                              for field, values in by_value.items()}
            # what each site names in all, by position: the most a node's names can be of it (`site_total`)
            self._total_at = np.array([site_weight(self.vocab, self.cache[s.site_id], applies_udf(s), s.kind == "read")
                                       for s in self.sites], dtype=np.float64)
            # each signature's word sets, filed under one of their words: a plan's words find the sets it may
            # hold without a scan of every signature
            self._signed_at = np.zeros(len(self.sites), dtype=bool)
            self._signed_by: dict[str, list[tuple[int, frozenset[str]]]] = {}
            for pos, site in enumerate(self.sites):
                for words in self._signature(site):
                    self._signed_at[pos] = True
                    self._signed_by.setdefault(min(words), []).append((pos, words))
            # the dataflow by position: p's result flows into `_after_at[_after_from[p]:_after_from[p + 1]]`
            after = [sorted(self._position[d] for d in self.flow.downstream[s.site_id]) for s in self.sites]
            self._after_from = np.cumsum([0] + [len(a) for a in after], dtype=np.int64)
            self._after_at = np.array([d for a in after for d in a], dtype=np.int32)
            self._globs = sorted({p for names in own for p in names["path"] if GLOB.search(p)})
            self._opaque = np.array([pos for pos, s in enumerate(self.sites) if formats.is_opaque(s)], dtype=np.int32)
            # DataFrame selects only: a SQL SELECT listing the same plain columns is far more often a coincidence
            selects = [s for s in self.sites if s.kind in ("project", "explode") and s.columns
                       and not s.method.startswith("SQL")]
            self._exact_selects: set[frozenset[str]] = set()       # selects without aliases: output == written
            self._aliased_selects: dict[str, list[tuple[frozenset[str], frozenset[str]]]] = {}
            for site in selects:
                written = frozenset({norm(c) for c in site.columns} | {norm(a) for a in site.aliases})
                aliases = frozenset(norm(a) for a in site.aliases)
                if aliases:  # aliases <= output <= written: look up by one alias the output must hold
                    self._aliased_selects.setdefault(min(aliases), []).append((aliases, written))
                else:
                    self._exact_selects.add(written)

    def _derive(self) -> None:
        """Lookups by id, place and file, and the memos: quick to make from the stored ids and spans."""
        self._position = {site_id: pos for pos, site_id in enumerate(self._ids)}
        self.by_id: Mapping[str, SparkSite] = Derived(self._position, lambda pos: self.sites[pos])
        self.by_file: Mapping[str, list[SparkSite]] = Derived(self._file_spans,
                                                              lambda span: self.sites[span[0]:span[1]])
        self._of_kinds: dict[frozenset[str], list[SparkSite]] = {}
        self._kind_positions: dict[frozenset[str], np.ndarray] = {}
        self.cache = SiteNames(self.by_id, self.join_conditions)
        self._matched: dict[tuple, dict[str, list[tuple[str, str]]]] = {}
        self._test_files: dict[str, bool] = {}

    # Stored without the names per site (the largest part, and a plan needs few of them: they are made
    # again for the sites it asks about), without what `_derive` makes, and with the sites packed apart
    # (`StoredSites`): a loaded index makes a site when it is first asked for.
    _NOT_STORED = ("sites", "by_id", "_of_kinds", "_kind_positions", "_position", "by_file", "cache", "_matched",
                   "_test_files")

    def __getstate__(self) -> dict:
        state = {k: v for k, v in self.__dict__.items() if k not in self._NOT_STORED}
        state["sites"] = StoredSites.pack(self.sites)
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self.sites = StoredSites(*state["sites"])
        self._derive()

    def glob_evidence(self, node: PlanNode) -> list[tuple[str, str]]:
        """The sites' glob paths the node's paths fit, as path names of the node."""
        return [("path", g) for g in self._globs if any(glob_fits(g, p) for p in node.names.paths)]

    def files_named(self, name: str) -> list[str]:
        """The indexed files with this file name."""
        return [f for f in self.by_file if f.rsplit("/", 1)[-1] == name]

    def in_file(self, file: str) -> list[SparkSite]:
        """The file's sites, in the fixed site order."""
        return self.by_file.get(file, [])

    def of_kinds(self, kinds: set[str]) -> list[SparkSite]:
        """Every site of these kinds, in the fixed site order (a node of each operator asks again: kept)."""
        key = frozenset(kinds)
        if key not in self._of_kinds:
            self._of_kinds[key] = [self.sites[pos] for pos in self.positions_of(key).tolist()]
        return self._of_kinds[key]

    def opaque_sites(self) -> list[SparkSite]:
        """The queries, reads and writes naming nothing (formats.is_opaque), in the fixed order."""
        return [self.sites[pos] for pos in self._opaque.tolist()]

    def positions_of(self, kinds: set[str]) -> np.ndarray:
        """The places in the fixed order of every site of these kinds, ascending (kept, as `of_kinds`)."""
        key = frozenset(kinds)
        if key not in self._kind_positions:
            self._kind_positions[key] = np.array(sorted(pos for kind in key for pos in self._by_kind.get(kind, ())),
                                                 dtype=np.int32)
        return self._kind_positions[key]

    def positions_with(self, field: str, value: str) -> np.ndarray:
        """The places of the sites whose `field` ("method" or "join_how") is `value`, ascending."""
        return self._by_value[field].get(value, np.zeros(0, dtype=np.int32))

    def values_of(self, field: str) -> list[str]:
        """Every value some site has in `field` ("method" or "join_how"; None is not listed)."""
        return list(self._by_value[field])

    def ids_at(self, positions: np.ndarray) -> list[str]:
        ids = self._ids
        return [ids[pos] for pos in positions.tolist()]

    def order(self, site: SparkSite) -> int:
        """The site's place in the fixed order."""
        return self._position[site.site_id]

    def matches(self, evidence: list[tuple[str, str]], allowed: set[str]) -> dict[str, list[tuple[str, str]]]:
        """For every site of an allowed kind, the node's (category, name) pairs it matches, in evidence order:
        walked along each name's sites, so a site costs only the names it shares. The last few answers are
        kept: the reading step asks again about the same nodes."""
        key = (tuple(evidence), frozenset(allowed))
        if key in self._matched:
            return self._matched[key]
        if len(self._matched) > 256:
            self._matched.clear()
        self._matched[key] = out = {}
        ids = self._ids
        for cat, name in evidence:
            for positions in self._matching(cat, name, allowed):
                for pos in positions.tolist():
                    out.setdefault(ids[pos], []).append((cat, name))
        return out

    def shared(self, evidence: list[tuple[str, str]], weight: dict[tuple[str, str], float],
               allowed: set[str]) -> tuple[np.ndarray, np.ndarray]:
        """The sites of an allowed kind that match some of the node's (category, name) pairs, as ascending
        positions, and beside each the sum of `weight` over the pairs it matches, added in evidence order
        (as a sum over `matches` adds them: the same float)."""
        positions, weights = [], []
        for pair in evidence:
            for found in self._matching(*pair, allowed):
                positions.append(found)
                weights.append(np.full(len(found), weight[pair]))
        if not positions:
            return np.zeros(0, dtype=np.int32), np.zeros(0)
        at, slot = np.unique(np.concatenate(positions), return_inverse=True)
        return at, np.bincount(slot, weights=np.concatenate(weights), minlength=len(at))   # added in order

    def _matching(self, cat: str, name: str, allowed: set[str]):
        """Per allowed kind, the positions where the site's names match (cat, name) as `name_matches` says,
        from the roles stored."""
        spans, wanted = self._spans.get(name, {}), MATCHING_ROLES[cat]
        for kind in allowed:
            if kind in spans:
                a, b = spans[kind]
                yield self._posted[a:b][(self._roles[a:b] & wanted) != 0]

    def totals_at(self, positions: np.ndarray) -> np.ndarray:
        """`site_total` of the sites at these positions."""
        return self._total_at[positions]

    def is_test(self, site: SparkSite) -> bool:
        if site.file not in self._test_files:
            self._test_files[site.file] = is_test_code(site.file)
        return self._test_files[site.file]

    def site_total(self, site_id: str) -> float:
        """`site_weight` of the site's names (made once, with the index)."""
        return float(self._total_at[self._position[site_id]])

    @staticmethod
    def _signature(site: SparkSite) -> tuple[frozenset[str], ...]:
        """What a call must leave in any plan made through it: the name of a UDF it applies, the alias a
        withColumn or select coins, the word literals a filter compares with. Each name as its words."""
        if site.kind == "udf" and site.method not in UDF_DEFINITIONS:
            names = site.functions
        elif site.kind in ("project", "window") and site.aliases and not site.method.startswith("SQL") \
                and site.method not in FRAME_ALIASES:
            names = site.aliases
        elif site.kind == "filter":
            names = [v for v in site.literals if re.search(r"[a-z]", norm(str(v)))]
        else:
            return ()
        return tuple(frozenset(words_of(norm(str(n)))) for n in names if words_of(norm(str(n))))

    def contradicted_sites(self, plan_words: set[str]) -> "SiteSet":
        """The sites some call at or upstream of them left no trace in this plan: none of its UDF, alias or
        filter literals appears, so the plan was not made through their dataflow. One walk down the
        dataflow from every such call (not one walk up per candidate), a step at a time for all of them."""
        left_trace = np.zeros(len(self.sites), dtype=bool)
        for word in plan_words:
            for pos, words in self._signed_by.get(word, ()):
                if words <= plan_words:
                    left_trace[pos] = True
        untraced = self._signed_at & ~left_trace
        # the call itself too: a query comparing with 'tcp' did not make a plan that never names tcp
        seen = untraced.copy() if OWN_TRACE else np.zeros(len(self.sites), dtype=bool)
        frontier = self._after(np.flatnonzero(untraced))
        while len(frontier):
            seen[frontier] = True
            frontier = self._after(frontier)
            frontier = frontier[~seen[frontier]]
        return SiteSet(self._position, seen)

    def _after(self, positions: np.ndarray) -> np.ndarray:
        """The positions the sites at `positions` flow into directly, each once."""
        starts = self._after_from[positions]
        counts = self._after_from[positions + 1] - starts
        # every start repeated for each of its edges, plus the edge's rank within its site
        edges = np.repeat(starts - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())
        return np.unique(self._after_at[edges])

    def flags(self, ids) -> np.ndarray:
        """Per position, whether the site is in `ids` (a SiteSet of this index is its flags already)."""
        if isinstance(ids, SiteSet) and ids.position is self._position:
            return ids.flags
        flags = np.zeros(len(self.sites), dtype=bool)
        flags[[self._position[i] for i in ids if i in self._position]] = True
        return flags

    def explicit_select(self, node: PlanNode) -> bool:
        """Whether some DataFrame select() names exactly this projection's columns (`_select_matches`)."""
        output = output_columns(node)
        return frozenset(output) in self._exact_selects or any(
            aliases <= output <= written for name in output for aliases, written in self._aliased_selects.get(name, ()))




class Derived(Mapping):
    """A read-only mapping over a stored key -> place dict, each value made from its place when asked for."""

    def __init__(self, places: dict, make):
        self._places, self._make = places, make

    def __getitem__(self, key):
        return self._make(self._places[key])

    def __contains__(self, key) -> bool:
        return key in self._places

    def __iter__(self):
        return iter(self._places)

    def __len__(self) -> int:
        return len(self._places)


SITE_FIELDS = tuple(f.name for f in fields(SparkSite))


class StoredSites(Sequence):
    """A loaded index's sites: each one's fields pickled apart in one buffer, made a SparkSite the first
    time it is asked for. A plan needs a few thousand of a large commit's sites; making all 200,000 was
    most of the time a mapping run took to load its index."""

    def __init__(self, packed: bytes, starts: list[int]):
        self._packed, self._starts = memoryview(packed), starts
        self._made: list[SparkSite | None] = [None] * (len(starts) - 1)

    @staticmethod
    def pack(sites) -> tuple[bytes, list[int]]:
        parts = [pickle.dumps(tuple(getattr(s, f) for f in SITE_FIELDS), protocol=pickle.HIGHEST_PROTOCOL)
                 for s in sites]
        return b"".join(parts), [0, *accumulate(len(p) for p in parts)]

    def __len__(self) -> int:
        return len(self._made)

    def __getitem__(self, at):
        if isinstance(at, slice):
            return [self[pos] for pos in range(*at.indices(len(self)))]
        site = self._made[at]
        if site is None:
            at = range(len(self))[at]
            site = self._made[at] = SparkSite(*pickle.loads(self._packed[self._starts[at]:self._starts[at + 1]]))
        return site


class SiteSet:
    """A set of an index's sites as one flag per position: `site_id in it`, and the flags for array work."""

    def __init__(self, position: dict[str, int], flags: np.ndarray):
        self.position, self.flags = position, flags

    def __contains__(self, site_id: str) -> bool:
        pos = self.position.get(site_id)
        return pos is not None and bool(self.flags[pos])


SITE_INDEX_VERSION = "6"   # change when what a SiteIndex holds, or how it is made, changes


def fingerprint(file_hashes: list[tuple[str, str]], site_ids: list[str]) -> str:
    """What a stored index was built from: every file's content hash (sites, calls and declarations
    all come from the files), the commit's site ids in the index's order, and the index's version."""
    digest = hashlib.sha256(SITE_INDEX_VERSION.encode())
    for path, content_hash in sorted(file_hashes):
        digest.update(f"\0{path}\0{content_hash}".encode())
    digest.update("\0".join(site_ids).encode())
    return digest.hexdigest()


def store(index: SiteIndex, path: Path, built_from: str) -> Path:
    """Write the index with the fingerprint of what it was built from, whole or not at all."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    with open(partial, "wb") as out:
        pickle.dump(built_from, out, protocol=pickle.HIGHEST_PROTOCOL)
        pickle.dump(index, out, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(partial, path)
    return path


def load(path: Path, built_from: str) -> SiteIndex | None:
    """The stored index when it was built from this content, else None (none stored, or another content:
    a new commit, a changed file, another version of the index). The file is one this tool wrote into
    its own data folder (pickle runs code from what it reads)."""
    try:
        with open(path, "rb") as stored:
            if pickle.load(stored) != built_from:
                return None
            with collector.paused(freeze=True):
                return pickle.load(stored)
    except (OSError, EOFError, pickle.UnpicklingError):
        return None
