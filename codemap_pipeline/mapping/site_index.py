"""The site index: what the mapper derives from one commit's Spark sites (names per site, name weights,
postings by name and kind, the dataflow, the file graph), built once per commit and stored with it.

Plain data in (SparkSite), plain data out; `store` and `load` keep it in the commit's folder, keyed by
the content it was built from (`fingerprint`), never by time.
"""

from __future__ import annotations

import fnmatch
import hashlib
import math
import mmap
import os
import pickle
import re
import struct
import weakref
from bisect import bisect_right
from collections import Counter, namedtuple
from collections.abc import Mapping, Sequence
import dataclasses
from dataclasses import dataclass
from functools import partial
from itertools import accumulate, chain, compress, repeat
from operator import attrgetter
from pathlib import Path

import numpy as np

from codemap_pipeline import collector
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.vocabulary import VIEW_METHODS
from codemap_pipeline.mapping import comparisons, formats, readings, site_parts
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping.file_uses import FileUses
from codemap_pipeline.mapping.part_columns import PartColumns
from codemap_pipeline.plans.model import PlanNode
from codemap_pipeline.plans.names import split_top, strip_ids, unwrap_list
from codemap_pipeline.storage.file_rows import FileRows

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


WINDOWS_SEPARATORS = True   # a backslash in a code's path is a folder separator, as Hadoop reads it on Windows


def path_parts(path: str) -> list[str]:
    """A path's folders and file name, normalised, without its scheme (`file:/`, `s3a://`). Code written on
    Windows spells folders with backslashes (`"E:\\data\\ratings.csv"`); Hadoop's `Path`, and so the plan, with `/`."""
    if WINDOWS_SEPARATORS:
        path = path.replace("\\", "/")
    return norm(re.sub(r"^[a-z]+:/*", "/", path)).rstrip("/").split("/")


def path_tail(path: str) -> str:
    return path_parts(path)[-1]


GLOB = re.compile(r"[*?\[{]")


UNKNOWN_FOLDERS = True   # "?/orders.json" (a folder from a variable): the file name is still the read's name


def path_name(path: str) -> str:
    """A path as a name: its file name, or for a glob (`/data/all/*.csv`) the part from the directory above
    its first wildcard (`all/*.csv`). Spark lists the files a glob matched, so the plan names the files.
    A folder the front end could not know (a whole part "?": `f"{base}/orders.json"`, `${dataset.path}/x`)
    is not a wildcard of one letter: any folder may stand there."""
    parts = path_parts(path)
    if UNKNOWN_FOLDERS and "?" in parts[:-1]:
        parts = parts[max(k for k, part in enumerate(parts[:-1]) if part == "?") + 1:]
    wild = next((k for k, part in enumerate(parts) if GLOB.search(part)), None)
    return parts[-1] if wild is None else "/".join(parts[max(wild - 1, 0):])


def glob_fits(pattern: str, path: str) -> bool:
    """Whether a plan's path is one a site's glob name (`path_name`) matched."""
    parts = path_parts(path)
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


# the aggregate a shortcut method of grouped data (or count()) writes into the plan
GROUPED_FUNCTIONS = {"count": "count", "sum": "sum", "avg": "avg", "mean": "avg", "max": "max", "min": "min"}


def implied_functions(site: SparkSite) -> list[str]:
    """What a call writes into the plan without naming it: `df.count()` and `groupBy(...).count()` are
    Spark's `count(1) AS count`, `groupBy(...).sum("n")` its `sum(n)`; `df.describe()` counts, averages...
    every column."""
    if site.kind != "aggregate":
        return []
    method = site.method.rsplit(".", 1)[-1]
    if method in GROUPED_FUNCTIONS:
        return [GROUPED_FUNCTIONS[method]]   # groupBy(...).sum("n") is Spark's sum(n), in every language
    return SUMMARY_FUNCTIONS if method in ("describe", "summary") else []


def column_name(name: str) -> str:
    """`l.zip` (`$"l.zip"` after `.as("l")`) is column zip of the side named l: the plan prints zip."""
    return name.rsplit(".", 1)[-1]


def site_names(site: SparkSite) -> dict[str, set[str]]:
    implied = implied_functions(site)
    cols = {norm(c) for c in site.columns} | {norm(a) for a in site.aliases}
    cols = {column_name(c) for c in cols}
    aliases = {norm(a) for a in site.aliases} | set(implied)
    functions = {norm(f) for f in site.functions} | set(implied)
    return {
        "alias": aliases,
        "column": cols,
        "key": cols,
        "literal": {literal(v) for v in site.literals},
        "function": functions,
        "udf": functions,   # what the call names as functions, whether its front end wrote them out or not
        "table": {norm(t).rsplit(".", 1)[-1] for t in site.tables},
        "path": {path_name(p) for p in site.paths},
    }


def where_conditions(sites: list[SparkSite]) -> dict[str, list[str]]:
    """Join calls without a condition and the filters right after them (`a.join(b).where(a.x === b.x)`):
    Spark moves the filter's equality into the join, whose keys are then the filter's columns."""
    by_id = dict(zip(map(attrgetter("site_id"), sites), sites))
    out: dict[str, list[str]] = {}
    for site in compress(sites, map("filter".__eq__, map(attrgetter("kind"), sites))):
        if len(site.inputs) != 1:
            continue
        joined = by_id.get(site.inputs[0])
        if joined is not None and joined.kind == "join" and not joined.columns:
            out.setdefault(joined.site_id, []).append(site.site_id)
    return out


def with_condition(names: dict[str, set[str]], filters: list[SparkSite]) -> dict[str, set[str]]:
    """A condition-less join's names with the columns of the filters Spark moves into it."""
    if not filters:
        return names
    moved = set().union(*(site_names(f)["column"] for f in filters))
    return {**names, "column": names["column"] | moved, "key": names["key"] | moved}


def with_grouping_keys(names: dict[str, set[str]], site: SparkSite, by_id) -> dict[str, set[str]]:
    """`groupBy("k").sum("n")`: the aggregate Spark plans is the two calls' together, its keys written in the
    grouping call. The aggregate call carries them too, as a query's GROUP BY clause carries its select's
    functions, so that the same aggregate written as a query and as calls is read alike."""
    if not GROUPING_KEYS or site.kind not in ("aggregate", "pivot") or site.method in ops.GROUPING_CALLS:
        return names
    keys = set()
    for src in site.inputs:
        grouping = by_id.get(src)
        # the same file's only: a part is made again when its file changes (no other file's facts read)
        if grouping is not None and grouping.method in ops.GROUPING_CALLS and grouping.file == site.file:
            keys |= {column_name(norm(c)) for c in grouping.columns}
    return {**names, "key": names["key"] | keys} if keys else names


GROUPING_KEYS = True


# `df.alias("l")` names a DataFrame for qualified columns (`l.zip`): a physical plan never shows it
FRAME_ALIASES = {"alias", "as"}
OWN_TRACE = True   # a call whose own signature left no trace is contradicted too (not only those after it)
COMPARISONS = True   # a filter's comparisons with a constant (`x >= 1`) are in any plan made through it

ROLE = {"alias": 1, "column": 2, "key": 4, "literal": 8, "function": 16, "udf": 32, "table": 64, "path": 128}
# the roles in which a site's name matches a node's name of each category (as `name_matches` says)
MATCHING_ROLES = {**ROLE, "alias": ROLE["alias"] | ROLE["column"], "table": ROLE["table"] | ROLE["path"],
                  "path": ROLE["path"] | ROLE["table"]}


class SiteNames(dict):
    """Names per site id (`site_names`). A call that names nothing (`.distinct()`, `.cache()`) works on the
    columns of the call feeding it, so it borrows those as columns. A site's entry is made when first asked
    for."""

    def __init__(self, by_id: dict[str, SparkSite], conditions: dict[str, list[str]] | None = None):
        super().__init__()
        self.by_id = by_id
        self.conditions = conditions or {}   # `where_conditions`

    def own(self, site_id: str) -> dict[str, set[str]]:
        """The names a site's own call carries (a condition-less join: with its filter's columns; an aggregate
        call of grouped data: with the grouping call's keys)."""
        site = self.by_id[site_id]
        names = with_condition(site_names(site), [self.by_id[f] for f in self.conditions.get(site_id, ())])
        return with_grouping_keys(names, site, self.by_id)

    def __missing__(self, site_id: str) -> dict[str, set[str]]:
        names = self[site_id] = self._with_borrowed(self.by_id[site_id], self.own(site_id), self.own)
        return names

    def _with_borrowed(self, site: SparkSite, own: dict[str, set[str]], own_of) -> dict[str, set[str]]:
        names = dict(own)
        if not any(names[c] for c in NAMING):
            for src in site.inputs:
                if src in self.by_id:
                    borrowed = own_of(src)["column"]
                    names["column"] = names["column"] | borrowed
                    names["key"] = names["key"] | borrowed
        return names


# the categories whose names make a call name something (a call naming none of them borrows its input's)
NAMING = ("column", "literal", "table", "path", "udf")


class SiteFacts:
    """What a file's part (site_parts.file_part) reads off each of the file's sites: its names, with those it
    borrows (SiteNames), noting in `read_from` the other files' sites it read names from (a site id the index
    does not hold: None)."""

    def __init__(self, file: str, by_id: dict[str, SparkSite], conditions: dict[str, list[str]],
                 dropped: frozenset[frozenset[str]] = frozenset()):
        self.file, self.by_id, self.names = file, by_id, SiteNames(by_id, conditions)
        self.dropped = dropped   # the columns the file's calls drop: an alias among them may leave no trace

    def _own(self, site: SparkSite, read_from: dict[str, str | None]) -> dict[str, set[str]]:
        for other in (site, *(self.by_id[f] for f in self.names.conditions.get(site.site_id, ()))):
            if other.file != self.file:
                read_from[other.site_id] = other.file
        return self.names.own(site.site_id)

    def __call__(self, site: SparkSite, read_from: dict[str, str | None]) -> site_parts.SiteFacts:
        own = self._own(site, read_from)
        borrows = not any(own[c] for c in NAMING)
        names = self.names._with_borrowed(site, own, lambda src: self._own(self.by_id[src], read_from))
        if borrows:
            read_from.update((src, None) for src in site.inputs if src not in self.by_id)
        select = None
        if site.kind in ("project", "explode") and site.columns and not site.method.startswith("SQL"):
            select = (frozenset(norm(a) for a in site.aliases),
                      frozenset({norm(c) for c in site.columns} | {norm(a) for a in site.aliases}), False)
        elif site.kind == "project" and site.method == "SQL SELECT" and site.columns and not site.aliases:
            select = (frozenset(), frozenset(norm(c) for c in site.columns), True)   # for a plan's output only
        return site_parts.SiteFacts(own, names, borrows and bool(site.inputs),
                                    weighed_categories(applies_udf(site), site.kind == "read"),
                                    tuple(w for w in SiteIndex.signature(site) if w not in self.dropped),
                                    formats.is_opaque(site), select)


TOP_SQL_SELECTS = True   # a query's SELECT listing exactly the columns a plan returns wrote the projection making them
DROPPED_ALIASES = True   # an alias the file's calls drop later is no trace a plan must hold


def dropped_names(sites) -> frozenset[frozenset[str]]:
    """The columns a file's `drop(...)` calls name, each as its words (as signatures hold names): a column a
    withColumn coins and a later call drops (`withColumn("tmp", ...).withColumn("d", f("tmp")).drop("tmp")`)
    is folded into what uses it, and no plan names it."""
    if not DROPPED_ALIASES:
        return frozenset()
    return frozenset(frozenset(words) for s in sites if s.method.rsplit(".", 1)[-1] == "drop"
                     for c in s.columns if (words := words_of(norm(str(c)))))


def name_matches(cat: str, name: str, names: dict[str, set[str]]) -> bool:
    if name in names[cat]:
        return True
    # An alias in the plan may be a column the code named in another call; a table may be read by path.
    return ((cat == "alias" and name in names["column"]) or (cat == "table" and name in names["path"])
            or (cat == "path" and name in names["table"]))


class Vocabulary:
    """How many sites mention each name: rare names weigh more (inverse document frequency)."""

    def __init__(self, total: int, df: Counter[str]):
        """`total` sites, of which `df[name]` mention `name`."""
        self.total, self.df = max(total, 1), df

    def weight(self, cat: str, name: str) -> float:
        df = self.df.get(name, 0)
        if df == 0:
            return 0.0  # a name no code mentions (Spark-generated) says nothing either way
        return CATEGORY_WEIGHT[cat] * math.log(1 + self.total / df)


def applies_udf(site: SparkSite) -> bool:
    return site.kind == "udf" or site.method in UDF_DEFINITIONS


def weighed_categories(udf: bool, read: bool) -> tuple[str, ...]:
    """The categories whose names a site's total weighs (`site_weight`)."""
    return ("table", "path") if read else ("alias", "column", "literal", "table", "path") + (("udf",) if udf else ())


def site_weight(vocab: Vocabulary, names: dict[str, set[str]], udf: bool = True, read: bool = False) -> float:
    """The weight of everything a site names: what a node leaves unmatched lowers its precision. The
    functions of a call that applies no UDF are Spark's own (`isin`, `date_trunc`), often spelled otherwise
    in the plan (`IN`): they do not count against it. Nor do a read's options (`header`, `inferSchema`):
    no plan shows them, only the read's table or path."""
    best: dict[str, float] = {}
    for c in weighed_categories(udf, read):
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
    every job to every other; direction keeps them apart.

    Held by position in the index's fixed order (the index's own arrays): p's result flows into
    `after_at[after_from[p]:after_from[p + 1]]`; each site's function is a number (`symbol_at`). Nothing
    here is a dict per site: quick to build, store and load. Site ids are taken and given by `bind`."""

    def __init__(self, ids: list[str], symbol_at: np.ndarray, symbols: int, calls: np.ndarray, after_from: np.ndarray,
                 after_at: np.ndarray, position: dict[str, int], sql_where: list[int]):
        """`ids`: each position's site (`position`: each id's); `symbol_at`: each position's function, one of
        `symbols` numbers; `calls`: (caller, callee) numbers of calls between two of them; `sql_where`: the
        positions of the SQL WHERE clauses (`pushed`)."""
        self.symbol_at = symbol_at
        self.after_from, self.after_at = after_from, after_at
        # calls between the functions of two sites, either way, as one number per pair (sorted: the same
        # bytes whatever order the calls came in)
        self.symbols = n = max(symbols, 1)
        self.calls = np.unique(np.concatenate([calls[:, 0] * n + calls[:, 1], calls[:, 1] * n + calls[:, 0]]))
        self.bind(ids, position)
        # A SQL query's WHERE is pushed below its FROM and JOIN by the optimizer: in the plan the filter
        # feeds the read or join its query lists before it.
        self.pushed = self._pushed(np.asarray(sql_where, dtype=np.int64), len(ids))
        self._memos()

    def _pushed(self, wheres: np.ndarray, n: int) -> np.ndarray:
        """p * n + a for each of the `wheres` p and each other site a of p's function flowing into p (`n`
        sites): every where's ancestors walked at once, a step at a time (not one walk per where)."""
        start, at = self._edges(False)
        seen = set((wheres * n + wheres).tolist())
        owner, frontier = wheres, wheres
        while len(frontier):
            counts = start[frontier + 1] - start[frontier]
            # every edge of the frontier: its start repeated for each, plus the edge's rank within its site
            edges = np.repeat(start[frontier] - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())
            found = [k for k in np.unique(np.repeat(owner, counts) * n + at[edges]).tolist() if k not in seen]
            seen.update(found)
            found = np.array(found, dtype=np.int64)
            owner, frontier = found // n, found % n
        pairs = np.array(sorted(seen), dtype=np.int64)
        where, ancestor = pairs // n, pairs % n
        return pairs[(ancestor != where) & (self.symbol_at[ancestor] == self.symbol_at[where])]

    def bind(self, ids: list[str], position: dict[str, int]) -> None:
        """The index's site ids and their positions (not stored with the flow: the index has them)."""
        self._ids, self._position = ids, position
        self._memos()

    def _memos(self) -> None:
        self._reach: dict[int, frozenset[int]] = {}
        self._ancestors: dict[int, frozenset[int]] = {}
        self._before: tuple[np.ndarray, np.ndarray] | None = None
        self._call_set: set[int] | None = None
        self._pushed_set: set[int] | None = None

    _NOT_STORED = ("_ids", "_position", "_reach", "_ancestors", "_before", "_call_set", "_pushed_set")

    def __getstate__(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k not in self._NOT_STORED}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._memos()   # `bind` comes from the index

    def _edges(self, forward: bool) -> tuple[np.ndarray, np.ndarray]:
        if forward:
            return self.after_from, self.after_at
        if self._before is None:   # the same edges against their direction, made when first asked for
            counts = np.diff(self.after_from)
            src = np.repeat(np.arange(len(counts), dtype=np.int64), counts)
            dst = self.after_at.astype(np.int64)
            ranked = np.lexsort((src, dst))
            start = np.concatenate([np.zeros(1, dtype=np.int64),
                                    np.cumsum(np.bincount(dst, minlength=len(counts)), dtype=np.int64)])
            self._before = (start, src[ranked].astype(np.int32))
        return self._before

    def _next(self, pos: int, forward: bool) -> list[int]:
        start, at = self._edges(forward)
        return at[start[pos]:start[pos + 1]].tolist()

    def _walk_positions(self, start: int, forward: bool) -> frozenset[int]:
        memo = self._reach if forward else self._ancestors
        if start not in memo:
            seen, frontier = {start}, [start]
            while frontier:
                for n in self._next(frontier.pop(), forward):
                    if n not in seen:
                        seen.add(n)
                        frontier.append(n)
            memo[start] = frozenset(seen)
        return memo[start]

    def _walk(self, site_id: str, forward: bool) -> set[str]:
        pos = self._position.get(site_id)
        if pos is None:
            return {site_id}
        ids = self._ids
        return {ids[p] for p in self._walk_positions(pos, forward)}

    def reaches(self, src: str) -> set[str]:
        """Every site `src`'s result flows into (itself included)."""
        return self._walk(src, True)

    def ancestors(self, dst: str) -> set[str]:
        """Every site whose result flows into `dst` (itself included)."""
        return self._walk(dst, False)

    @property
    def downstream(self) -> Mapping[str, set[str]]:
        """The sites each site's result flows into directly (only sites with an edge are keys)."""
        return _Edges(self, True)

    @property
    def upstream(self) -> Mapping[str, set[str]]:
        """The sites flowing directly into each site (only sites with an edge are keys)."""
        return _Edges(self, False)

    def feeds(self, upstream: str, downstream: str, by_target: bool = False) -> float:
        """1.0 when `upstream` flows into `downstream`; 0.5 for the same function or a direct call
        between their functions (flow the index could not follow); else 0. `by_target` walks back from
        `downstream` instead (same answer; cheaper when many candidates are asked about one target)."""
        pu, pd = self._position.get(upstream), self._position.get(downstream)
        if pu is None or pd is None:   # a site the index does not hold flows only into itself
            return 1.0 if upstream == downstream else 0.5 if pu is None and pd is None else 0.0
        if (pu in self._walk_positions(pd, False)) if by_target else (pd in self._walk_positions(pu, True)):
            return 1.0
        if self._pushed_set is None:
            self._pushed_set = set(self.pushed.tolist())
        if pu * len(self._ids) + pd in self._pushed_set:
            return 1.0
        sa, sb = int(self.symbol_at[pu]), int(self.symbol_at[pd])
        if sa == sb:
            return 0.5
        if self._call_set is None:
            self._call_set = set(self.calls.tolist())
        return 0.5 if sa * self.symbols + sb in self._call_set else 0.0


class _Edges(Mapping):
    """A flow's direct edges by site id, made from its arrays when asked for."""

    def __init__(self, flow: Flow, forward: bool):
        self._flow, self._forward = flow, forward

    def __getitem__(self, site_id: str) -> set[str]:
        pos = self._flow._position.get(site_id)
        found = self._flow._next(pos, self._forward) if pos is not None else []
        if not found:
            raise KeyError(site_id)
        ids = self._flow._ids
        return {ids[p] for p in found}

    def __iter__(self):
        start, _ = self._flow._edges(self._forward)
        ids = self._flow._ids
        return (ids[p] for p in np.flatnonzero(np.diff(start)).tolist())

    def __len__(self) -> int:
        start, _ = self._flow._edges(self._forward)
        return int(np.count_nonzero(np.diff(start)))


WEAK_ALIASES = True   # a coined column missing from the plan is weak evidence against the calls it feeds
FOREIGN_READS = True   # a site fed only by reads of formats the plan never scans did not make it


class SiteIndex:
    """What the mapper derives from one commit's sites, built once and shared by every plan mapped
    against them: the sites in a fixed order, name weights, names per site, the dataflow, and lookups
    by kind and by name so a node is scored only against the sites that can score (not all pairs)."""

    def __init__(self, sites: list[SparkSite] | FileRows, symbol_calls=None,
                 file_links: set[tuple[str, str]] | None = None, declared: dict[str, str] | None = None,
                 previous: "PreviousParts | None" = None, file_uses: FileUses | None = None):
        """`sites`: the commit's sites, as records or by file (storage.file_rows.FileRows: a large commit's table
        with the records of the files indexed anew; the index then reads the few fields it needs of every site
        as columns, and makes the records of a file only where its part is made anew). `symbol_calls`: (caller,
        callee) ids of the calls between functions, a set of pairs or an Arrow table (`src_id`, `dst`). `file_links`: (file,
        file it uses) pairs and `declared`: the file declaring each class, both from the code index
        (`readings.code_facts`). `previous`: the parts of an earlier commit's index and the rows they were made
        from (`load_parts`); a file whose sites, and the sites it read names from, are the same reuses its part.
        `file_uses`: where `file_links` and `declared` come from, kept for the next commit (`store`)."""
        with collector.paused():
            rows = sites if isinstance(sites, FileRows) else FileRows.of_records(sites, SparkSite)
            previous = previous or PreviousParts(PartColumns.of({}), {}, [])
            old_rows = previous.rows if isinstance(previous.rows, FileRows) else \
                FileRows.of_records(previous.rows, SparkSite)
            files = sorted(rows.files)
            # the same rows: the previous commit's as they were (`previous.unchanged`), or equal to them (the
            # index keeps a row it reuses: mostly the very same records)
            compared = [f for f in files if f in previous.parts and f not in previous.unchanged]
            records = rows.get_many(compared)
            # (rows of another number are not the same: those are not read)
            before = old_rows.get_many([f for f in compared if len(old_rows.row_numbers(f)) == len(records[f])])
            same = {f for f in files if f in previous.parts and f in previous.unchanged} | \
                {f for f in compared if before.get(f) == records[f]}
            # every file's records at hand (`sites` made them), or only those of the files whose rows changed
            lazy = not set(files) <= rows.made_files
            records.update(rows.get_many([f for f in files if f not in records and (not lazy or f not in same)]))
            # A fixed order of sites, and ties broken by place, make the same inputs give the same output
            # whatever order the index listed them in.
            orders = {f: previous.parts.order(f) if f in same else _fixed_order(records[f]) for f in files}
            sizes = [len(orders[f]) for f in files]
            bases = list(accumulate([0] + sizes[:-1]))
            self._file_spans = {f: (b, b + n) for f, b, n in zip(files, bases, sizes)}
            if lazy:
                # a reused part's sites are made from its bytes if asked for, the others' are the records
                self.sites = JoinedSites(bases, [[records[f][k] for k in orders[f]] if f in records
                                                 else (previous.parts, f, len(orders[f])) for f in files])
                row_at = _rows_at(rows, files, orders)
                field = partial(_column_at, rows, row_at)
                # (the fields read whole: as Arrow arrays, numbered or looked up without a Python value each)
                whole = partial(rows.arrow_column, rows=row_at)
            else:
                self.sites = [records[f][k] for f in files for k in orders[f]]
                field = whole = partial(_attribute_at, self.sites)
            self._ids = field("site_id")
            self._position = dict(zip(self._ids, range(len(self._ids))))
            # each site's kind as a number (kinds sorted)
            met, kind_at = _numbered(whole("kind"))
            kind_names = sorted(met)
            kind_number = {kind: k for k, kind in enumerate(kind_names)}
            kind_at = np.array([kind_number[k] for k in met], dtype=np.int64)[kind_at] if met else kind_at
            # every site's inputs: how many, and each one's place (-1: a site the index does not hold)
            lengths, src = _input_places(whole("site_id"), whole("inputs"))
            self.join_conditions = where_conditions(self._conditions_read(kind_number, kind_at, lengths, src, field))
            self._derive(self._position)
            file_at = list(chain.from_iterable(map(repeat, files, sizes)))
            reused = reusable(previous, same, set(files), Derived(self._position, file_at.__getitem__),
                              self.join_conditions)
            records.update(rows.get_many([f for f in files if f not in records and f not in reused]))
            self.parts = _joined_parts(files, reused, previous.parts, {
                f: site_parts.file_part(records[f], orders[f], SiteFacts(f, self.by_id, self.join_conditions,
                                                                         dropped_names(records[f])),
                                        ROLE, CATEGORY_WEIGHT, GLOB.search) for f in files if f not in reused})
            self._join_parts(kind_names, kind_at, whole("method"), whole("join_how"))
            # what each query's clauses make (ops.query_kinds), for every site at once: the mapper asks it of
            # thousands of queries, each a walk through its clauses
            clause = np.zeros(len(lengths), dtype=bool)
            for method, at in self._by_value["method"].items():
                clause[at] = ops.is_clause(method)
            self._query_kind_names, self._query_kinds = _query_kinds_at(kind_names, kind_at, lengths, src, clause)
            # the dataflow by position: p's result flows into `_after_at[_after_from[p]:_after_from[p + 1]]`
            # (each edge once, a site's in ascending order)
            position = self._position
            dst = np.repeat(np.arange(len(lengths), dtype=np.int64), lengths)
            size = max(len(self.sites), 1)
            pair = np.unique(src[src >= 0] * size + dst[src >= 0])   # (src, dst) sorted, each once
            edges = np.stack([pair // size, pair % size], axis=1)
            self._after_from = np.concatenate([np.zeros(1, dtype=np.int64),
                                               np.cumsum(np.bincount(edges[:, 0], minlength=len(self.sites)),
                                                         dtype=np.int64)])
            self._after_at = edges[:, 1].astype(np.int32)
            # each site's function as a number (in the order first met), and the calls between two of them
            number, symbol_at = _numbered(whole("symbol_id"))
            symbol_at = symbol_at.astype(np.int32)
            calls = _call_numbers(symbol_calls, number)
            self.flow = Flow(self._ids, symbol_at, len(number), calls, self._after_from, self._after_at, position,
                             self._by_value["method"].get("SQL WHERE", np.zeros(0, dtype=np.int32)).tolist())
            # the files data crosses between, along the same edges
            file_names = self.parts.files
            file_number = np.repeat(np.arange(len(file_names), dtype=np.int64), sizes)
            # the files of two functions calling each other (a function's file: that of its last site)
            reversed_first = np.unique(symbol_at[::-1], return_index=True)[1]
            file_of_symbol = file_number[len(symbol_at) - 1 - reversed_first]
            nf = max(len(file_names), 1)
            calling = {(file_names[k // nf], file_names[k % nf]) for k in
                       np.unique(file_of_symbol[calls[:, 0]] * nf + file_of_symbol[calls[:, 1]]).tolist()}
            crossing = file_number[edges[:, 0]] * max(len(file_names), 1) + file_number[edges[:, 1]]
            crossing = np.unique(crossing[file_number[edges[:, 0]] != file_number[edges[:, 1]]])
            n = max(len(file_names), 1)
            flows = {(file_names[k // n], file_names[k % n]) for k in crossing.tolist()}
            # the sites naming tables or registering views, and each file's first (the files' names are read of
            # those alone: the same graph, from a fraction of the fields)
            named = _named_or_registering(whole("tables"), whole("method"))
            named[bases[:len(files)]] = True
            kept = np.flatnonzero(named)
            self.files = readings.FileGraph.of_columns([file_at[k] for k in kept.tolist()], field("method", kept),
                                                       field("tables", kept), lambda at: field("literals", kept[at]),
                                                       calling, file_links or set(), flows)
            self.declared = declared or {}
            self.file_uses = file_uses

    def _conditions_read(self, kind_number: dict[str, int], kind_at: np.ndarray, lengths: np.ndarray,
                         src: np.ndarray, field) -> list["_Call"]:
        """What `where_conditions` reads of the sites, for the filters reading a join alone and those joins
        (no other site can be one's condition), in its order: the filters by place, then each join they read
        (as the index's last site of that id: as a lookup of all sites by id finds it). `kind_at`: each site's
        kind's number; `lengths` and `src`: each site's number of inputs and every input's place."""
        if "filter" not in kind_number or "join" not in kind_number:
            return []
        first = np.concatenate([np.zeros(1, dtype=np.int64), np.cumsum(lengths, dtype=np.int64)])[:-1]
        filters = np.flatnonzero((kind_at == kind_number["filter"]) & (lengths == 1))
        joined = src[first[filters]]
        read = joined >= 0
        filters, joined = filters[read], joined[read]
        read = kind_at[joined] == kind_number["join"]
        filters, joined = filters[read].tolist(), joined[read].tolist()
        joins = sorted(set(joined))
        ids = self._ids
        return [_Call(ids[p], "filter", [ids[j]], []) for p, j in zip(filters, joined)] + \
            [_Call(ids[p], "join", [], columns) for p, columns in zip(joins, field("columns", joins))]

    def _join_parts(self, kinds: list[str], kind_at: np.ndarray, methods, join_hows) -> None:
        """The shared structures from the files' parts, in file order: the same whatever part was reused
        (`kinds`: the sites' kinds, sorted; `kind_at`, `methods` and `join_hows`: each site's kind's number,
        method and join, in the index's order: lists or Arrow arrays)."""
        parts = self.parts
        base = parts.starts["sites"][:-1]

        def at_base(group: str) -> np.ndarray:
            """Each entry of a group's columns: its part's first place in the index (its positions' base)."""
            return np.repeat(base, np.diff(parts.starts[group]))

        # every name of every part, one number each (in the order first met)
        number, codes = _numbered(parts.values["names"])
        names = list(number)
        counts = np.bincount(codes, weights=parts.values["counts"], minlength=len(names)).astype(np.int64) \
            if len(parts) else np.zeros(0, dtype=np.int64)
        self.vocab = Vocabulary(len(self.sites), Counter({names[k]: int(counts[k]) for k in np.flatnonzero(counts).tolist()}))
        name_base = parts.starts["names"][:-1]

        def flat(column: str, value: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
            """A group of columns of every part's entries: positions and names made the index's, values as they
            are."""
            at, name = parts.values[f"{column}_at"], parts.values[f"{column}_name"]
            if not len(at):
                return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), np.zeros(0)
            return at + at_base(column), codes[name + np.repeat(name_base, np.diff(parts.starts[column]))], \
                parts.values[f"{column}_{value}"]

        self._by_kind = {kind: np.flatnonzero(kind_at == k).astype(np.int32) for k, kind in enumerate(kinds)}
        self._by_value = {"method": _positions_by_value(methods), "join_how": _positions_by_value(join_hows)}
        self._by_value["join_how"].pop(None, None)
        # The postings, flat: each name's sites of each kind are a span of `_posted` (positions, ascending)
        # and beside each the roles the name has there (ROLE bits in `_roles`): a lookup needs no names
        # per site, and the arrays load at once
        pos, name, roles = flat("posted", "roles")
        key = name * max(len(kinds), 1) + kind_at[pos] if len(pos) else pos
        ranked = np.argsort(key, kind="stable")
        self._posted, self._roles, key = pos[ranked].astype(np.int32), roles[ranked].astype(np.uint8), key[ranked]
        cuts = np.flatnonzero(np.diff(key)) + 1
        self._spans: dict[str, dict[str, tuple[int, int]]] = {}
        for a, b, k in zip([0, *cuts.tolist()], [*cuts.tolist(), len(key)], key[np.r_[0, cuts]].tolist()
                           if len(key) else []):
            self._spans.setdefault(names[k // len(kinds)], {})[kinds[k % len(kinds)]] = (a, b)
        # what each site names in all, by position: the most a node's names can be of it (`site_total`);
        # each name's weight added in the part's (sorted) order, as one site's sum
        rarity = np.array([math.log(1 + self.vocab.total / c) if c else 0.0 for c in counts.tolist()])
        pos, name, weight = flat("weighed", "weight")
        self._total_at = np.bincount(pos, weights=weight * rarity[name], minlength=len(self.sites)) \
            if len(pos) else np.zeros(len(self.sites))
        self._total_at[self._total_at == 0] = 1.0
        self.borrowing = {self._ids[k] for k in (parts.values["borrowing"] + at_base("borrowing")).tolist()}
        # each signature's word sets, filed under one of their words: a plan's words find the sets it may
        # hold without a scan of every signature
        self._signed_at = np.zeros(len(self.sites), dtype=bool)
        self._compared_at = np.zeros(len(self.sites), dtype=bool)   # filters comparing with a constant
        self._signed_by: dict[str, list[tuple[int, frozenset[str]]]] = {}
        for b, (k, words) in zip(at_base("signed").tolist(), parts.values["signed"]):
            (self._compared_at if comparisons.is_token(min(words)) else self._signed_at)[b + k] = True
            self._signed_by.setdefault(min(words), []).append((b + k, words))
        self._globs = sorted(set(parts.values["globs"]))
        self._opaque = (parts.values["opaque"] + at_base("opaque")).astype(np.int32)
        # DataFrame selects: a SQL SELECT listing the same plain columns is far more often a coincidence, but at the
        # plan's output (TOP_SQL_SELECTS)
        self._exact_selects: set[frozenset[str]] = set()       # selects without aliases: output == written
        self._aliased_selects: dict[str, list[tuple[frozenset[str], frozenset[str]]]] = {}
        self._sql_selects: set[frozenset[str]] = set()   # plain SQL SELECTs, for a plan's output only
        for _, aliases, written, sql in parts.values["selects"]:
            if sql:
                self._sql_selects.add(written)
            elif aliases:  # aliases <= output <= written: look up by one alias the output must hold
                self._aliased_selects.setdefault(min(aliases), []).append((aliases, written))
            else:
                self._exact_selects.add(written)

    def _derive(self, position: dict[str, int] | None = None) -> None:
        """Lookups by id, place and file, and the memos: quick to make from the stored ids and spans (and
        `position`, each id's place, when made already)."""
        self._position = position if position is not None else \
            {site_id: pos for pos, site_id in enumerate(self._ids)}
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
    _NOT_STORED = ("sites", "parts", "file_uses", "by_id", "_of_kinds", "_kind_positions", "_position", "by_file", "cache", "_matched",
                   "_test_files")

    def __getstate__(self) -> dict:
        state = {k: v for k, v in self.__dict__.items() if k not in self._NOT_STORED}
        parts = self.parts
        ends = parts.values["ends"] + np.repeat(parts.byte_starts[:-1], parts.sizes)
        # where each site's bytes start among all the parts' bytes, which `store` writes apart, raw (from where
        # the parts hold them: no copy of them all), and `load` gives the sites (StoredSites)
        state["sites"] = np.concatenate([np.zeros(1, dtype=np.int64), ends])
        # the ids as one string (pickled and read back several times faster than a string each), where no id
        # holds the separator
        joined = "\0".join(self._ids)
        if joined.count("\0") == max(len(self._ids) - 1, 0) and len(self._ids) != 1:
            state["_ids"] = joined
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)   # (`sites`: where each site's bytes start, until `load` gives the bytes)
        if isinstance(self._ids, str):
            self._ids = self._ids.split("\0") if self._ids else []
        self._derive()
        self.flow.bind(self._ids, self._position)

    def query_kinds(self, site: SparkSite) -> frozenset[str] | None:
        """`ops.query_kinds` of the site, as worked out when the index was built (`_query_kinds_at`)."""
        pos = self._position.get(site.site_id)
        if pos is None or self._query_kinds is None:
            return ops.query_kinds(site, self.by_id)
        mask = int(self._query_kinds[pos])
        made = self.memo("query_kinds")   # (a few sets of kinds, each made once)
        if mask not in made:
            names = self._query_kind_names
            made[mask] = frozenset(names[j] for j in range(len(names)) if mask >> j & 1) or None
        return made[mask]

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
            found = [self._by_kind[kind] for kind in key if kind in self._by_kind]
            self._kind_positions[key] = np.sort(np.concatenate(found)) if found else np.zeros(0, dtype=np.int32)
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
        return self._shared(evidence, weight, allowed, False)[:2]

    def shared_pairs(self, evidence: list[tuple[str, str]], weight: dict[tuple[str, str], float],
                     allowed: set[str]) -> tuple[np.ndarray, ...]:
        """`shared`, and with it which pairs each site matches (what `matches` says of it, for a few sites
        without making its dict for thousands): (at, got, starts, which, first) where the pairs of the site
        at `at[k]` are `evidence[j] for j in which[starts[k]:starts[k + 1]]`, in evidence order, and
        `first[k]` ranks the sites as `matches` lists them (by the first posting naming each). The last few
        answers are kept: the reading step asks again about the same nodes."""
        memo = self.memo("shared_pairs")
        key = (tuple(evidence), tuple(weight[pair] for pair in evidence), frozenset(allowed))
        if key not in memo:
            if len(memo) > 256:
                memo.clear()
            memo[key] = self._shared(evidence, weight, allowed, True)
        return memo[key]

    def _shared(self, evidence, weight, allowed, pairs: bool) -> tuple:
        positions, numbers = [], []
        for j, pair in enumerate(evidence):
            for found in self._matching(*pair, allowed):
                positions.append(found)
                numbers.append(np.full(len(found), j, dtype=np.int32))
        if not positions:
            empty = np.zeros(0, dtype=np.int32)
            return empty, np.zeros(0), np.zeros(1, dtype=np.int64), empty, empty
        pos, number = np.concatenate(positions), np.concatenate(numbers)
        weights = np.array([weight[pair] for pair in evidence])[number]
        if len(pos) * 16 < len(self.sites):
            at, slot = np.unique(pos, return_inverse=True)
            got = np.bincount(slot, weights=weights, minlength=len(at))   # added in order
        else:   # many postings: a count per position is cheaper than sorting them (the same sums, in order)
            at = np.flatnonzero(np.bincount(pos, minlength=len(self.sites))).astype(np.int32)
            got = np.bincount(pos, weights=weights, minlength=len(self.sites))[at]
        if not pairs:
            return at, got
        order = np.argsort(pos, kind="stable")   # each site's pairs together, still in evidence order
        starts = np.append(np.searchsorted(pos[order], at), len(pos))
        return at, got, starts, number[order], order[starts[:-1]]

    def flags_at(self, positions: np.ndarray) -> np.ndarray:
        """Per position, whether it is one of `positions`."""
        flags = np.zeros(len(self.sites), dtype=bool)
        flags[positions] = True
        return flags

    def flags_of(self, kinds: set[str]) -> np.ndarray:
        """Per position, whether the site is of one of these kinds (kept)."""
        memo = self.memo("flags_of")
        key = frozenset(kinds)
        if key not in memo:
            memo[key] = self.flags_at(self.positions_of(key))
        return memo[key]

    def flags_with(self, field: str, values) -> np.ndarray:
        """Per position, whether the site's `field` ("method" or "join_how") is one of `values` (kept)."""
        memo = self.memo("flags_with")
        key = (field, frozenset(values))
        if key not in memo:
            found = [self.positions_with(field, value) for value in sorted(key[1])]
            memo[key] = self.flags_at(np.concatenate(found) if found else np.zeros(0, dtype=np.int64))
        return memo[key]

    def memo(self, name: str) -> dict:
        """A dict kept for this index while it lives (answers worked out at query time, never stored)."""
        return _QUERY_MEMOS.setdefault(self, {}).setdefault(name, {})

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
    def signature(site: SparkSite) -> tuple[frozenset[str], ...]:
        """What a call must leave in any plan made through it: the name of a UDF it applies, the alias a
        withColumn or select coins, the word literals a filter compares with. Each name as its words; a
        filter's comparisons with a constant (`comparisons.in_code`) as one token each."""
        if site.kind == "udf" and site.method not in UDF_DEFINITIONS:
            names = site.functions
        elif site.kind in ("project", "window") and site.aliases and not site.method.startswith("SQL") \
                and site.method not in FRAME_ALIASES:
            names = site.aliases
        elif site.kind == "filter":
            names = [v for v in site.literals if re.search(r"[a-z]", norm(str(v)))]
            # and the comparisons it makes with a constant, each a one-token set (`cmp:>=:1`)
            compared = sorted(comparisons.of_call(site)) if COMPARISONS else []
            return tuple(frozenset(words_of(norm(str(n)))) for n in names if words_of(norm(str(n)))) + \
                tuple(frozenset([t]) for t in compared)
        else:
            return ()
        return tuple(frozenset(words_of(norm(str(n)))) for n in names if words_of(norm(str(n))))

    def contradicted_sites(self, plan_words: set[str], plan_formats: set[str] | None = None) -> "SiteSet":
        """The sites some call at or upstream of them left no trace in this plan: none of its UDF, alias or
        filter literals appears, so the plan was not made through their dataflow. One walk down the
        dataflow from every such call (not one walk up per candidate), a step at a time for all of them.
        `plan_formats` (formats.plan_file_formats): the formats of every file the plan scans, where known;
        then a site fed only by reads of other formats did not make it either (FOREIGN_READS)."""
        left_trace = np.zeros(len(self.sites), dtype=bool)
        compared = np.zeros(len(self.sites), dtype=bool)   # comparisons: one of a filter's is in the plan
        for word in plan_words:
            for pos, words in self._signed_by.get(word, ()):
                if words <= plan_words:
                    (compared if comparisons.is_token(word) else left_trace)[pos] = True
        # a filter none of whose word literals, or none of whose comparisons, the plan holds did not make it
        untraced = (self._signed_at & ~left_trace) | (self._compared_at & ~compared)
        # A column a withColumn or select coins may be gone from a plan made through it: pruned where nothing
        # later uses it, folded into the expression or condition that does (`discount` inside `net_revenue`).
        # Its absence is weak evidence. A UDF's name, a filter's literal and a window's column (a Window node
        # lists it) do not leave the plan so.
        coined = self.flags_of({"project"}) if WEAK_ALIASES else np.zeros(len(self.sites), dtype=bool)
        # the call itself too: a query comparing with 'tcp' did not make a plan that never names tcp
        seen = self._downstream(untraced & ~coined, OWN_TRACE)
        weak = self._downstream(untraced & coined, OWN_TRACE) if (untraced & coined).any() else untraced & coined
        if FOREIGN_READS and plan_formats:
            # A DAG's task reading the Parquet its previous task wrote is not the job whose plan scans the
            # CSV. Fed by a read of the plan's format too (one branch of `if fmt == "csv"`), a site may be it.
            reads, codes, names = self._read_formats()
            foreign = np.array([fmt not in (None, formats.TABLE) and not any(formats.fits(p, fmt) for p in plan_formats)
                                for fmt in names], dtype=bool)[codes] if names else np.zeros(0, dtype=bool)
            if foreign.any():
                bad, good = (np.zeros(len(self.sites), dtype=bool) for _ in range(2))
                bad[reads[foreign]] = True
                good[reads[~foreign]] = True
                # Within the read's own function only: a function given its DataFrame as an argument may be called
                # from outside the repository (a library's job, run by a driver the repository does not hold).
                seen |= self._downstream(bad, True, within=True) & ~self._downstream(good, True)
        return SiteSet(self._position, seen | weak, weak & ~seen)

    def _read_formats(self) -> tuple[np.ndarray, np.ndarray, list[str | None]]:
        """The positions of the read calls, and the format each names (formats.site_format) as a number into the
        list of those named, worked out once."""
        memo = self.memo("read_formats")
        if not memo:
            read = self.flags_of({"read"})
            positions, found = [], []
            for method, at in self._by_value["method"].items():
                at = at[read[at]]
                if not len(at):
                    continue
                # the method alone names the format (read.csv, table), but for load(): its .format(...) argument
                # (one site made per method, not one per call: a large commit holds tens of thousands of reads)
                positions.append(at)
                found.extend(map(formats.site_format, (self.sites[p] for p in at.tolist())) if formats.format_in_call(method)
                             else [formats.site_format(self.sites[int(at[0])])] * len(at))
            names = list(dict.fromkeys(found))
            memo["reads"] = np.concatenate(positions).astype(np.int64) if positions else np.zeros(0, dtype=np.int64)
            memo["codes"] = np.array([names.index(f) for f in found], dtype=np.int64) if found else np.zeros(0, dtype=np.int64)
            memo["names"] = names
        return memo["reads"], memo["codes"], memo["names"]

    def _downstream(self, start: np.ndarray, own: bool, within: bool = False) -> np.ndarray:
        """Per position, whether the site is fed by one of the `start` flags (or is one, where `own`); `within`:
        along the dataflow inside one function only."""
        seen = start.copy() if own else np.zeros(len(self.sites), dtype=bool)
        frontier = self._after(np.flatnonzero(start), within)
        while len(frontier):
            seen[frontier] = True
            frontier = self._after(frontier, within)
            frontier = frontier[~seen[frontier]]
        return seen

    def _after(self, positions: np.ndarray, within: bool = False) -> np.ndarray:
        """The positions the sites at `positions` flow into directly, each once (`within`: in the same function)."""
        starts = self._after_from[positions]
        counts = self._after_from[positions + 1] - starts
        # every start repeated for each of its edges, plus the edge's rank within its site
        edges = np.repeat(starts - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())
        after = self._after_at[edges]
        if within:
            symbol = self.flow.symbol_at
            after = after[symbol[after] == symbol[np.repeat(positions, counts)]]
        return np.unique(after)

    def flags(self, ids) -> np.ndarray:
        """Per position, whether the site is in `ids` (a SiteSet of this index is its flags already)."""
        if isinstance(ids, SiteSet) and ids.position is self._position:
            return ids.flags
        return self.flags_at(np.array([self._position[i] for i in ids if i in self._position], dtype=np.int64))

    def explicit_select(self, node: PlanNode, at_top: bool = False) -> bool:
        """Whether some DataFrame select() names exactly this projection's columns (`_select_matches`); `at_top`:
        a projection making the plan's output, which a query's SELECT listing exactly its columns also wrote."""
        output = output_columns(node)
        return frozenset(output) in self._exact_selects or any(
            aliases <= output <= written for name in output for aliases, written in self._aliased_selects.get(name, ())
        ) or (at_top and TOP_SQL_SELECTS and frozenset(output) in self._sql_selects)



# per index, what queries worked out (`SiteIndex.memo`): out of the index's state, so never stored with it
_QUERY_MEMOS: "weakref.WeakKeyDictionary[SiteIndex, dict]" = weakref.WeakKeyDictionary()


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


class StoredSites(Sequence):
    """A loaded index's sites: each one's fields pickled apart in one buffer, made a SparkSite the first
    time it is asked for. A plan needs a few thousand of a large commit's sites; making all 200,000 was
    most of the time a mapping run took to load its index."""

    def __init__(self, packed, starts: list[int]):
        self._packed, self._starts = memoryview(packed), starts
        self._made: list[SparkSite | None] = [None] * (len(starts) - 1)

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

    def __init__(self, position: dict[str, int], flags: np.ndarray, weak: np.ndarray | None = None):
        """`weak`: the flagged sites held by weaker evidence (contradicted_sites: only a coined column missing)."""
        self.position, self.flags = position, flags
        self.weak = weak if weak is not None else np.zeros(len(flags), dtype=bool)
        self.shares: np.ndarray | None = None   # the share of its score each site keeps (mapper.kept_shares)

    def is_weak(self, site_id: str) -> bool:
        pos = self.position.get(site_id)
        return pos is not None and bool(self.weak[pos])

    def __contains__(self, site_id: str) -> bool:
        pos = self.position.get(site_id)
        return pos is not None and bool(self.flags[pos])


class JoinedSites(Sequence):
    """The sites of an index built now, in its order, by file: the records given for a file, or the sites of a
    reused part made from its bytes (`PartColumns.site_bytes`) the first time they are asked for."""

    def __init__(self, bases: list[int], sources: list[list[SparkSite] | tuple[PartColumns, str, int]]):
        """`bases`: each file's first place; `sources`: each file's records in the index's order, or (the parts
        holding it, the file, its number of sites)."""
        self._bases, self._sources = bases, sources
        self._made: dict[int, SparkSite] = {}
        last = sources[-1] if sources else []
        self._count = bases[-1] + (len(last) if isinstance(last, list) else last[2]) if bases else 0

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, at):
        if isinstance(at, slice):
            return [self[pos] for pos in range(*at.indices(len(self)))]
        at = range(self._count)[at]
        k = bisect_right(self._bases, at) - 1
        source, i = self._sources[k], at - self._bases[k]
        if isinstance(source, list):
            return source[i]
        site = self._made.get(at)
        if site is None:
            parts, file, _ = source
            site = self._made[at] = SparkSite(*pickle.loads(parts.site_bytes(file, i)))
        return site


def _fixed_order(rows: list[SparkSite]) -> list[int]:
    """A file's rows in the index's fixed order (by place, ties by id), as row numbers."""
    return sorted(range(len(rows)), key=lambda k: (rows[k].line_start, rows[k].line_end, rows[k].site_id))


def _joined_parts(files: list[str], reused: set[str], previous: PartColumns,
                  made: dict[str, site_parts.FilePart]) -> PartColumns:
    """The parts of `files` in order: the previous index's of the `reused` ones (runs of them taken at once),
    `made` for the others."""
    pieces, new = [], PartColumns.of(made)
    for file in files:
        table, k = (previous, previous.index[file]) if file in reused else (new, new.index[file])
        if pieces and pieces[-1][0] is table and pieces[-1][2] == k:
            pieces[-1] = (table, pieces[-1][1], k + 1)   # the next part of the same table: one run
        else:
            pieces.append((table, k, k + 1))
    if len(pieces) == 1 and pieces[0][1] == 0 and pieces[0][2] == len(pieces[0][0]):
        return pieces[0][0]   # (every part of one table: that table)
    return PartColumns.joined(pieces)


_Call = namedtuple("_Call", "site_id kind inputs columns")   # what `where_conditions` reads of a site


def _rows_at(rows: FileRows, files: list[str], orders: dict[str, list[int]]) -> np.ndarray:
    """Each place's row among `rows`: the files in order, each file's rows in its fixed order."""
    order = np.fromiter(chain.from_iterable(orders[f] for f in files), dtype=np.int64)
    spans = [rows.row_numbers(f) for f in files]
    if all(isinstance(r, range) for r in spans):
        return order + np.repeat(np.array([r.start for r in spans], dtype=np.int64), [len(r) for r in spans])
    return np.array([r[k] for r, f in zip(spans, files) for k in orders[f]], dtype=np.int64)


def _input_places(ids, inputs) -> tuple[np.ndarray, np.ndarray]:
    """Each site's number of inputs, and every input's place (all sites' inputs in order; -1 for a site the index
    does not hold, and of several sites of one id the last, as a lookup by id finds it). `ids` and `inputs`: each
    site's id and inputs, as lists or Arrow arrays."""
    import pyarrow as pa
    import pyarrow.compute as pc

    if isinstance(inputs, list):
        inputs = pa.array(inputs, type=pa.list_(pa.large_string()))
    lengths = pc.list_value_length(inputs).fill_null(0).to_numpy(zero_copy_only=False).astype(np.int64)
    flat = pc.list_flatten(inputs)
    if not len(flat):
        return lengths, np.zeros(0, dtype=np.int64)
    ids = pa.array(ids, type=pa.large_string()) if isinstance(ids, list) else ids.cast(pa.large_string())
    last_first = ids.take(pa.array(np.arange(len(ids) - 1, -1, -1, dtype=np.int64)))
    found = pc.index_in(flat.cast(pa.large_string()), value_set=last_first).fill_null(-1)
    found = found.to_numpy(zero_copy_only=False).astype(np.int64)
    return lengths, np.where(found >= 0, len(ids) - 1 - found, -1)


def _named_or_registering(tables, methods) -> np.ndarray:
    """Per site, whether it names a table or registers a view (readings.VIEW_METHODS); `tables` and `methods`:
    each site's, as lists or Arrow arrays."""
    if not len(methods):
        return np.zeros(0, dtype=bool)
    if isinstance(methods, list):
        return np.fromiter((bool(t) or m in VIEW_METHODS for t, m in zip(tables, methods)), dtype=bool,
                           count=len(methods))
    import pyarrow as pa
    import pyarrow.compute as pc

    naming = pc.greater(pc.list_value_length(tables).fill_null(0), 0)
    registering = pc.is_in(methods, value_set=pa.array(sorted(VIEW_METHODS), type=methods.type)).fill_null(False)
    return pc.or_(naming, registering).to_numpy(zero_copy_only=False).copy()


def _call_numbers(symbol_calls, number: dict[str, int]) -> np.ndarray:
    """(caller, callee) numbers (`number`: each function's) of the calls between two numbered functions, from
    pairs of their ids: a set, or an Arrow table (`src_id`, `dst`: looked up at once). Some may come twice."""
    if symbol_calls is None or isinstance(symbol_calls, (set, frozenset, list)):
        return np.array([(number[a], number[b]) for a, b in symbol_calls or () if a in number and b in number],
                        dtype=np.int64).reshape(-1, 2)
    import pyarrow as pa
    import pyarrow.compute as pc

    numbered = pa.array(list(number), type=pa.large_string())
    caller, callee = (pc.index_in(symbol_calls.column(c).cast(pa.large_string()), value_set=numbered)
                      for c in ("src_id", "dst"))
    both = pc.and_(pc.is_valid(caller), pc.is_valid(callee))
    return np.stack([caller.filter(both).to_numpy(zero_copy_only=False),
                     callee.filter(both).to_numpy(zero_copy_only=False)], axis=1).astype(np.int64).reshape(-1, 2)


def _column_at(rows: FileRows, row_at: np.ndarray, name: str, at=None) -> list:
    """A field of every site in the index's order (or of those at places `at`), read from their rows."""
    return rows.column(name, row_at if at is None else row_at[np.asarray(at, dtype=np.int64)])


def _attribute_at(sites: list[SparkSite], name: str, at=None) -> list:
    """A field of every site in the index's order (or of those at places `at`), read from the records."""
    return list(map(attrgetter(name), sites if at is None else map(sites.__getitem__, at)))


@dataclass
class PreviousParts:
    """An earlier commit's index as the next one can reuse it: its files' parts, its join conditions, the
    site rows it was made from (records, or by file: storage.file_rows.FileRows), the files whose rows the
    caller knows are those rows as they were (`unchanged`: not compared), and which files its files use."""

    parts: PartColumns
    join_conditions: dict[str, list[str]]
    rows: list[SparkSite] | FileRows
    unchanged: set[str] = dataclasses.field(default_factory=set)
    file_uses: FileUses | None = None   # the earlier commit's (file_uses.FileUses), stored with its index


def reusable(previous: PreviousParts, same: set[str], files: set[str], file_of: Mapping[str, str],
             conditions: dict[str, list[str]]) -> set[str]:
    """The files of `same` (rows unchanged) whose parts hold: no other file they read names from changed, nor
    the filters Spark moves into their joins (`where_conditions`). `files`: the files with sites; `file_of`:
    the file of each site id."""
    moved = {j for j in previous.join_conditions.keys() | conditions.keys()
             if previous.join_conditions.get(j) != conditions.get(j)}
    changed = (files and files | set(previous.parts.files)) - same
    changed |= {file_of[j] for j in moved if j in file_of}

    def holds(read_from: dict[str, str | None]) -> bool:
        return all((file_of[i] if i in file_of else None) == file and file not in changed
                   for i, file in read_from.items())

    return {f for f in same - changed if holds(previous.parts.read_from.get(f, {}))}


def _numbered(values) -> tuple[dict, np.ndarray]:
    """Each distinct value's number (in the order first met) and the number of each value. `values`: a list, or
    an Arrow array (numbered at once: Arrow's dictionary lists values, a null as None too, as first met)."""
    if not isinstance(values, list):
        import pyarrow as pa

        if not pa.types.is_null(values.type):
            encoded = values.dictionary_encode(null_encoding="encode")
            number = dict(zip(encoded.dictionary.to_pylist(), range(len(encoded.dictionary))))
            return number, encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)
        values = values.to_pylist()
    number = dict(zip(dict.fromkeys(values), range(len(values))))
    return number, np.fromiter(map(number.__getitem__, values), dtype=np.int64, count=len(values))


def _positions_by_value(values) -> dict:
    """Per value, the ascending positions holding it (values in the order first met)."""
    number, codes = _numbered(values)
    ranked = np.argsort(codes, kind="stable").astype(np.int32)
    cuts = np.cumsum(np.bincount(codes, minlength=len(number)))[:-1] if len(number) else []
    return dict(zip(number, np.split(ranked, cuts))) if len(number) else {}


def _query_kinds_at(kinds: list[str], kind_at: np.ndarray, lengths: np.ndarray, src: np.ndarray,
                    clause: np.ndarray) -> tuple[list[str], np.ndarray | None]:
    """What `ops.query_kinds` says of every site, as bits over the kinds returned (0: None; None where the kinds
    do not fit 64 bits): each clause's own kinds (`ops.clause_made`) spread from clause to clause along the
    inputs, a step at a time for all of them, until nothing changes; then each site takes those of the clauses
    feeding it. `kinds`: the kinds' names (`kind_at`: each site's); `lengths` and `src`: each site's number of
    inputs and every input's place (-1: a site the index does not hold); `clause`: per site, whether it is one
    (`ops.is_clause`)."""
    names = sorted(set(kinds).union(*(ops.clause_made(kind, 2) for kind in kinds)))
    if len(names) > 64:
        return names, None
    bit = {name: 1 << j for j, name in enumerate(names)}
    alone, fed = (np.array([sum(map(bit.__getitem__, ops.clause_made(kind, inputs))) for kind in kinds],
                           dtype=np.uint64) for inputs in (1, 2))
    own = np.where(lengths > 1, fed[kind_at], alone[kind_at]) if len(kinds) else np.zeros(len(lengths), np.uint64)
    own[~clause] = 0
    # the edges from a clause to the site it feeds (an input's place, the site's), and of those the ones
    # between two clauses
    dst = np.repeat(np.arange(len(lengths), dtype=np.int64), lengths)
    held = src >= 0
    src, dst = src[held], dst[held]
    from_clause = clause[src]
    src, dst = src[from_clause], dst[from_clause]
    inner = clause[dst]
    a, b = src[inner], dst[inner]
    made, changed = own, clause
    while True:
        step = changed[a]
        if not step.any():
            break
        targets = np.unique(b[step])
        before = made[targets]
        np.bitwise_or.at(made, b[step], made[a[step]])
        changed = np.zeros(len(lengths), dtype=bool)
        changed[targets[made[targets] != before]] = True
    out = np.zeros(len(lengths), dtype=np.uint64)
    np.bitwise_or.at(out, dst, made[src])
    return names, out


SITE_INDEX_VERSION = "28"   # change when what a SiteIndex holds, or how it is made, changes


def fingerprint(file_hashes: list[tuple[str, str]], site_ids) -> str:
    """What a stored index was built from: every file's content hash (sites, calls and declarations
    all come from the files), the commit's site ids in the index's order (a list, or an Arrow array: the
    same digest, without a Python string per site), and the index's version."""
    digest = hashlib.sha256(SITE_INDEX_VERSION.encode())
    for path, content_hash in sorted(file_hashes):
        digest.update(f"\0{path}\0{content_hash}".encode())
    if isinstance(site_ids, list):
        digest.update("\0".join(site_ids).encode())
    elif len(site_ids):
        import pyarrow as pa
        import pyarrow.compute as pc

        ids = site_ids.combine_chunks() if isinstance(site_ids, pa.ChunkedArray) else site_ids
        whole = pa.LargeListArray.from_arrays(pa.array([0, len(ids)], type=pa.int64()), ids.cast(pa.large_string()))
        digest.update(pc.binary_join(whole, pa.scalar("\0", type=pa.large_string()))[0].as_buffer())
    return digest.hexdigest()


def store(index: SiteIndex, path: Path, built_from: str) -> Path:
    """Write the index with the fingerprint of what it was built from, whole or not at all: the index
    without its sites' bytes, then those bytes as they are (the parts share them, so they are stored once),
    then the files' parts as columns (part_columns.PartColumns), which the next commit's index reuses
    (`load_parts`) and a mapping run never reads."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    with collector.paused(), open(partial, "wb") as out:
        pickle.dump(built_from, out, protocol=pickle.HIGHEST_PROTOCOL)
        at = out.tell()
        out.write(bytes(_SIZE.size))
        pickle.dump(index, out, protocol=pickle.HIGHEST_PROTOCOL)
        end = out.tell()
        out.seek(at)
        out.write(_SIZE.pack(end - at - _SIZE.size))
        out.seek(end)
        runs = index.parts.byte_runs()
        out.write(_SIZE.pack(sum(run.nbytes for run in runs)))
        for run in runs:
            out.write(run)
        # the files' parts as columns (without their sites' bytes, written above), and the files' uses
        pickle.dump((index.join_conditions, index.parts, getattr(index, "file_uses", None)), out,
                    protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(partial, path)
    return path


_SIZE = struct.Struct("<Q")   # the length of what follows (the index, the sites' bytes), to read or skip it


def _read_sized(stored, skip: bool = False) -> bytes | None:
    size = _SIZE.unpack(stored.read(_SIZE.size))[0]
    if skip:
        stored.seek(size, os.SEEK_CUR)
        return None
    got = stored.read(size)
    if len(got) != size:
        raise EOFError("the stored index is cut short")
    return got


def load(path: Path, built_from: str) -> SiteIndex | None:
    """The stored index when it was built from this content, else None (none stored, or another content:
    a new commit, a changed file, another version of the index). The file is one this tool wrote into
    its own data folder (pickle runs code from what it reads)."""
    try:
        with open(path, "rb") as stored:
            if pickle.load(stored) != built_from:
                return None
            data, packed = _read_sized(stored), _read_sized(stored)
            with collector.paused(freeze=True):
                index = pickle.loads(data)
    except (OSError, EOFError, pickle.UnpicklingError, struct.error):
        return None
    index.sites = StoredSites(packed, index.sites)
    return index


def load_parts(path: Path, built_from: str, rows: list[SparkSite] | FileRows,
               unchanged: set[str] = frozenset()) -> PreviousParts | None:
    """The files' parts stored with an index built from this content (`rows`: its site rows; `unchanged`: the
    files whose rows the next commit has as they were, `PreviousParts.unchanged`), else None."""
    try:
        with open(path, "rb") as stored:
            if pickle.load(stored) != built_from:
                return None
            _read_sized(stored, skip=True)
            size = _SIZE.unpack(stored.read(_SIZE.size))[0]
            # the sites' bytes mapped, not read: the next index writes most of them as they are
            packed = memoryview(mmap.mmap(stored.fileno(), 0, access=mmap.ACCESS_READ))[stored.tell():][:size]
            stored.seek(size, os.SEEK_CUR)
            with collector.paused():
                join_conditions, parts, file_uses = pickle.load(stored)
    except (OSError, EOFError, pickle.UnpicklingError, struct.error, ValueError):   # (ValueError: marshal's)
        return None
    # the parts' sites are the index's bytes: the parts are stored in the index's file order
    if parts.byte_starts[-1] != len(packed) or len(packed) != size:
        return None
    parts.packed = [packed]
    return PreviousParts(parts, join_conditions, rows, set(unchanged), file_uses)
