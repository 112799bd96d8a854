"""The one entry point of the code index: every language, incremental reuse, and a dry run.

`index_repository(root, previous=None, options=None)` lists the files in scope (scope.py), sends each
to its language's front end (FRONT_ENDS: one `index_file(path, source, context) -> FileIndex` each),
resolves names and dataflow across files, and returns (files, symbols, links, sites). Given the previous
commit's rows, a file whose content did not change keeps its rows without being parsed again, unless it
imports, directly or through other modules, one whose exports changed; and only the sites whose dataflow
can lead to a changed file are resolved again (dataflow.new_inputs). The rows equal a fresh index's.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from bisect import bisect_right
from collections import Counter, namedtuple
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import groupby
from operator import attrgetter
from pathlib import Path

from codemap_pipeline import collector
from codemap_pipeline.code import dataflow, jvm_constants, jvm_index, notebooks, python_index, scope, sql_index
from codemap_pipeline.code.model import TOP_LEVEL, CodeFile, FileContext, FileIndex, Link, SparkSite, Symbol
from codemap_pipeline.code.python_resolve import resolve_indexes
from codemap_pipeline.code.scope import IndexOptions, SourceEntry
from codemap_pipeline.code.vocabulary import module_qualname

Rows = tuple[list[CodeFile], list[Symbol], list[Link], list[SparkSite]]
# Items embedded per second on this kind of machine while other work shares it (about 370 when idle):
# `python -m benchmarks` measures it.
EMBED_ITEMS_PER_SECOND = 100.0
# The front ends' version: change it when what a front end (or the steps across files) makes of the same file
# changes. A commit's index tables record it (defs/code_index.py); a later commit reuses rows only from tables
# made by the same version, so an upgrade parses every file again.
FRONT_END_VERSION = "74"
# Each language's front end, by the language scope.detect_language names; a notebook is read as Python.
FRONT_ENDS = {"python": python_index.index_file, "notebook": python_index.index_file,
              "scala": jvm_index.index_file, "java": jvm_index.index_file, "sql": sql_index.index_file}


@dataclass
class IndexRun:
    files: list[CodeFile] = field(default_factory=list)
    symbols: list[Symbol] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    sites: list[SparkSite] = field(default_factory=list)
    parsed: list[str] = field(default_factory=list)     # paths parsed in this run
    reused: list[str] = field(default_factory=list)     # paths whose previous rows were kept
    from_shards: int = 0                                 # parsed paths whose parse a shard had done
    restated: set[str] = field(default_factory=set)     # reused paths some of whose sites got new inputs
    # the previous links were not given (None): `links` holds only the parsed files' links, and the caller
    # carries the reused files' links over from the previous commit's table (code_index.index_tables)
    links_carried: bool = False
    # the previous sites were given by file (storage.file_rows.FileRows): `sites` holds the parsed files' sites
    # and those of the reused files some of whose sites got new inputs, the caller carries the others over
    sites_carried: bool = False
    # the previous symbols were given by file too: `symbols` holds the parsed files' symbols
    symbols_carried: bool = False

    def rows(self) -> Rows:
        if self.links_carried or self.sites_carried or self.symbols_carried:
            raise ValueError("the reused files' links, symbols or sites were left to the caller: the rows are not whole")
        return self.files, self.symbols, self.links, self.sites


def index_repository(root: Path, previous: Rows | None = None, options: IndexOptions | None = None) -> Rows:
    """Index every file in scope under `root`. With `previous` (the rows of an earlier run), files
    whose content hash is unchanged reuse their rows instead of being parsed."""
    return run_index(root, previous, options).rows()


def _module_name(entry: SourceEntry) -> str:
    rel = entry.rel
    for suffix in (".ipynb", ".py"):
        rel = rel.removesuffix(suffix) if rel.endswith(suffix) else rel
    return module_qualname(rel + ".py")


def _is_pythonish(language: str) -> bool:
    return language in ("python", "notebook")


def run_index(root: Path, previous: Rows | None = None, options: IndexOptions | None = None,
              progress=None, parsed: dict[str, FileIndex] | None = None) -> IndexRun:
    """`progress(done, total, path)`, when given, is called after each file (for logs people can watch).
    `previous` may give None for its links: reused files' links are then left out (`IndexRun.links_carried`);
    nothing else in the index reads them. It may give its sites by file (storage.file_rows.FileRows: `get(file)`
    the records, `values(file, field)` one field, `..._many` of several files): a reused file's sites are then
    read only when some of them get new inputs, and otherwise left out too (`IndexRun.sites_carried`); and its
    symbols so too: a reused file's are then left out (`IndexRun.symbols_carried`), read where a changed file's
    exports are compared, and only their names for resolving the changed files' names.
    The rows returned share the records of unchanged files with `previous`: neither is changed afterwards.
    `parsed`: files parsed already (`parse_files`, by the commit's shards), taken instead of parsing them
    again where their content is the same; the link steps (names, dataflow across files) run here."""
    with collector.paused():
        return _run_index(Path(root), _Previous(previous), options or IndexOptions(), progress, dict(parsed or {}))


@dataclass
class Listing:
    """The files of a commit in scope, and what parsing one of them needs to know of the others: module
    names, id scopes (files sharing a stem use their full module path), the repository's top-level packages.
    A shard (shards.py) parses its files with the listing of the whole commit."""
    entries: list[SourceEntry]
    refused: list[SourceEntry]      # symlinks out of the repository, loops: recorded, never read
    modules: dict[str, str]
    id_scopes: dict[str, str]
    repo_roots: frozenset[str]
    max_file_bytes: int

    def read(self, entry: SourceEntry) -> bytes:
        """The file's bytes; nothing for a file over the size limit or one that cannot be read."""
        if entry.size > self.max_file_bytes:
            return b""
        try:
            return _read_bytes(entry.path, entry.size)
        except OSError:
            return b""

    def parse(self, entry: SourceEntry, source: bytes, constants: dict | None = None) -> FileIndex:
        """`constants`: the JVM string constants of the repository (jvm_constants), once known."""
        language = scope.detect_language(entry, source)
        return FRONT_ENDS[language](entry.rel, source, FileContext(
            language, self.modules[entry.rel], self.id_scopes[entry.rel], self.repo_roots, constants or {}))


def _read_bytes(path: Path, size: int) -> bytes:
    """A file's bytes, `size` of them as listed (more if it grew), by the system calls alone (a third of the time
    of a buffered read, over every file of a large repository)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        data = os.read(fd, size + 1)
        if len(data) <= size:
            return data
        rest = [data]
        while chunk := os.read(fd, 1 << 20):
            rest.append(chunk)
        return b"".join(rest)
    finally:
        os.close(fd)


def list_repository(root: Path, options: IndexOptions | None = None) -> Listing:
    options = options or IndexOptions()
    refused: list[SourceEntry] = []
    entries = scope.list_files(Path(root), options, refused)
    # Two Python files with the same name would hash to the same ids: those use their full module path.
    modules = {e.rel: _module_name(e) for e in entries}
    # A notebook and its .py export share even that: those use their file's path.
    stems = Counter(modules[e.rel].rsplit(".", 1)[-1] for e in entries if _is_pythonish(e.language))
    paths = Counter(modules[e.rel] for e in entries if _is_pythonish(e.language))
    id_scopes = {rel: rel if paths[module] > 1 else module if stems[module.rsplit(".", 1)[-1]] > 1
                 else module.rsplit(".", 1)[-1] for rel, module in modules.items()}
    return Listing(entries, refused, modules, id_scopes, frozenset(python_index.top_level_names(Path(root))),
                   options.max_file_bytes)


def parse_files(listing: Listing, entries: list[SourceEntry], unchanged: dict[str, str] | None = None,
                progress=None) -> dict[str, FileIndex]:
    """The parse of each of `entries` (the per-file work, independent of every other file's), by path;
    files over the size limit, and those whose content hash `unchanged` gives (the previous commit's,
    whose rows are reused), are left out."""
    out = {}
    with collector.paused():
        for done, entry in enumerate(entries, 1):
            if progress is not None:
                progress(done, len(entries), entry.rel)
            if entry.size > listing.max_file_bytes:
                continue
            source = listing.read(entry)
            if unchanged and unchanged.get(entry.rel) == hashlib.sha256(source).hexdigest():
                continue
            out[entry.rel] = listing.parse(entry, source)
    return out


def _run_index(root: Path, old: "_Previous", options: IndexOptions, progress,
               parsed: dict[str, FileIndex]) -> IndexRun:
    listing = list_repository(root, options)
    entries, refused, modules = listing.entries, listing.refused, listing.modules
    sources: dict[str, bytes] = {}   # the files to parse (an unchanged one's bytes are not kept)
    unchanged: set[str] = set()   # same content, and the same ids, as in the previous rows
    for entry in entries:
        source = listing.read(entry)
        if old.files and entry.size <= options.max_file_bytes \
                and old.same(entry.rel, source, listing.id_scopes[entry.rel]):
            unchanged.add(entry.rel)
        else:
            sources[entry.rel] = source
    run = IndexRun(links_carried=old.links is None, sites_carried=old.carries_sites,
                   symbols_carried=old.carries_symbols)

    def parse(entry: SourceEntry) -> FileIndex:
        # (an unchanged file importing a changed one is read again)
        source = sources.pop(entry.rel) if entry.rel in sources else listing.read(entry)
        # a shard's parse of the same bytes (its content hash says so) is this parse
        index = parsed.pop(entry.rel, None)
        if index is not None and index.code_file.content_hash == hashlib.sha256(source).hexdigest():
            run.from_shards += 1
            return index
        return listing.parse(entry, source)

    # Changed Python-like files are parsed first, to see whether what importers read from them changed.
    early: dict[str, FileIndex] = {}
    changed_modules: set[str] = set()
    if old.files:
        changed = [e for e in entries if _is_pythonish(e.language) and e.size <= options.max_file_bytes
                   and e.rel not in unchanged]
        exported = old.exports([e.rel for e in changed])
        for entry in changed:
            early[entry.rel] = index = parse(entry)
            if exported.get(entry.rel) != _exports(python_index.file_facts(index), index.symbols):
                changed_modules.add(modules[entry.rel])
        changed_modules |= old.modules_not_in(set(modules))
    stale = _importers_closure(changed_modules, {
        modules[e.rel]: (early[e.rel].facts if e.rel in early else old.facts(e.rel) or {}).get("imports", {})
        for e in entries if _is_pythonish(e.language)}) if changed_modules else set()

    py_indexes: list[FileIndex] = []   # every Python-like file, parsed or rebuilt from its stored facts
    fresh: list[FileIndex] = []        # every file parsed in this run
    per_file: dict[str, FileIndex] = {}
    for done, entry in enumerate(entries, 1):
        if progress is not None:
            progress(done, len(entries), entry.rel)
        reused = old.reusable(entry.rel, stale) if entry.rel in unchanged else None
        if reused is not None:
            run.reused.append(entry.rel)
            per_file[entry.rel] = reused
            if reused.facts and _is_pythonish(reused.code_file.language):
                # to resolve other files by (by its symbols' names); its own links and sites are final
                py_indexes.append(FileIndex(reused.code_file, old.names(entry.rel), facts=reused.facts))
            continue
        run.parsed.append(entry.rel)
        if entry.size > options.max_file_bytes:
            code_file = CodeFile(path=entry.rel, language=entry.language, content_hash="", lines=0,
                                 parse_error=f"skipped: {entry.size} bytes is over the {options.max_file_bytes} byte limit")
            per_file[entry.rel] = FileIndex(code_file)
            continue
        index = early.get(entry.rel) or parse(entry)
        per_file[entry.rel] = index
        fresh.append(index)
        if _is_pythonish(index.code_file.language):
            py_indexes.append(index)

    _read_with_constants(listing, per_file, run, fresh, old)

    def reread(path: str) -> FileIndex | None:
        """A reused file parsed again: what other files pass its functions changed (python_resolve)."""
        if path not in run.reused:
            return None
        entry = next(e for e in entries if e.rel == path)
        index = listing.parse(entry, listing.read(entry))
        run.reused.remove(path)
        run.parsed.append(path)
        old.carried.discard(path)
        fresh.append(index)
        per_file[path] = index
        return index

    resolve_indexes(py_indexes, reread)
    for index in fresh:
        if _is_pythonish(index.code_file.language) and index.code_file.parse_error is None:
            index.code_file.facts = json.dumps(python_index.file_facts(index), sort_keys=True)
    run.restated = _dataflow(per_file, run.parsed, old)
    for index in fresh:
        notebooks.remap(index)
    refused = refused + _submodules(root, set(modules))
    for entry in refused:
        per_file[entry.rel] = FileIndex(CodeFile(path=entry.rel, language=entry.language, content_hash="",
                                                 lines=0, parse_error=entry.skip))
    for entry in sorted(entries + refused, key=lambda e: e.rel):
        index = per_file[entry.rel]
        run.files.append(index.code_file)
        run.symbols.extend(index.symbols)
        run.links.extend(index.links)
        run.sites.extend(index.sites)
    # a reused site was named so when its file was parsed, by the same symbols
    name_top_level(run.symbols, [s for index in fresh for s in index.sites],
                   old.module_ids(run.reused) if old.carries_symbols else ())
    return run


def _read_with_constants(listing: Listing, per_file: dict[str, FileIndex], run: IndexRun, fresh: list[FileIndex],
                         old: "_Previous") -> None:
    """Parse again each Scala/Java file that can name another file's string constants (jvm_constants) and was
    not read with their present values: parsed without them, or reused while a constants class changed."""
    jvm = {path: index.facts.get("jvm", {}) for path, index in per_file.items()
           if index.code_file.language in ("scala", "java") and index.facts}
    table: dict[str, dict[str, str]] = {}
    for facts in jvm.values():
        for owner, constants in facts.get("constants", {}).items():
            table.setdefault(owner, {}).update(constants)
    if not table:
        return
    entries = {e.rel: e for e in listing.entries}
    for path, facts in jvm.items():
        seen = jvm_constants.seen_digests(facts.get("package", ""), facts.get("imports", {}),
                                          facts.get("wildcards", []), facts.get("named", []), table)
        if seen == facts.get("seen", {}):
            continue
        index = listing.parse(entries[path], listing.read(entries[path]), table)
        if path in run.reused:
            run.reused.remove(path)
            run.parsed.append(path)
            old.carried.discard(path)
            fresh.append(index)
        else:
            fresh[next(i for i, f in enumerate(fresh) if f.code_file.path == path)] = index
        per_file[path] = index


def _dataflow(per_file: dict[str, FileIndex], parsed: list[str], old: "_Previous") -> set[str]:
    """Site inputs across files (dataflow.py): every site's when nothing is reused, else those that can have
    changed. A reused site is copied before its inputs change: the previous rows hold it too. Returns the
    reused files whose sites were so copied. A reused file whose sites were left in the previous rows
    (`_Previous.carried`) takes part by its site ids; its sites are read if one is resolved again."""
    changed = set(parsed) | (old.files.keys() - per_file.keys())
    python, jvm, ids, files, starts, owners, fresh_sites = [], [], [], [], [], [], set()
    after: dict[str, dict] = {}
    carried = old.sites.values_many(list(old.carried), "site_id") if old.carried else {}
    for path, index in per_file.items():
        code_file = index.code_file
        if code_file.facts and _is_pythonish(code_file.language):
            # a reused file's facts are the ones it was resolved with
            python.append(json.loads(code_file.facts) if path in changed else index.facts)
        elif code_file.facts and code_file.language in ("scala", "java"):
            jvm.append(json.loads(code_file.facts))   # linked below: a copy
        own = carried.get(path, []) if path in old.carried else [s.site_id for s in index.sites]
        if path in changed:
            if code_file.facts:
                after[path] = (python if _is_pythonish(code_file.language) else jvm)[-1]
            fresh_sites.update(range(len(ids), len(ids) + len(own)))
        if own:
            starts.append(len(ids))
            owners.append(index)
            ids.extend(own)
            files.extend([path] * len(own))
    facts = python + jvm
    dataflow.link_jvm_calls(facts)
    changes = None
    if old.files and not any((per_file[p].code_file if p in per_file else old.files[p]).language in ("scala", "java")
                             for p in changed):
        # (a JVM call's callee is looked up among every JVM file's methods: then all is resolved again)
        before = {p: f for p in changed if (f := old.facts(p)) is not None}
        site_ids = {i for p in changed for i in old.sites.values(p, "site_id")}
        site_ids.update(s.site_id for p in changed if p in per_file for s in per_file[p].sites)
        changes = dataflow.Changes(before, after, site_ids, fresh_sites)

    def owner(position: int) -> tuple[FileIndex, int]:
        """The file index holding the site at `position`, and its place there (a carried file's sites read now)."""
        at = bisect_right(starts, position) - 1
        index = owners[at]
        if index.code_file.path in old.carried:
            old.carried.discard(index.code_file.path)
            index.sites = old.sites.get(index.code_file.path)
        return index, position - starts[at]

    if changes is None and old.carried:   # every site is resolved again: every carried file's sites read at once
        for path, found in old.sites.get_many(sorted(old.carried)).items():
            per_file[path].sites = found
        old.carried.clear()
    sites = _Positions(owner, len(ids)) if old.carried else [s for index in owners for s in index.sites]
    restated = set()
    for position, inputs in dataflow.new_inputs(facts, sites, changes, ids, files):
        index, i = owner(position)
        if position not in fresh_sites and inputs != index.sites[i].inputs:
            index.sites[i] = _copy_site(index.sites[i])
            restated.add(index.code_file.path)
        index.sites[i].inputs = inputs
    return restated


def _importers_closure(changed: set[str], imports: dict[str, dict[str, str]]) -> set[str]:
    """`changed` and every module importing one of them, transitively: a module passes on what it imports
    (a re-exported name, a constant made from another module's), so its importers read the change too."""
    stale, frontier = set(changed), set(changed)
    while frontier:
        frontier = {module for module, targets in imports.items()
                    if module not in stale and _reads(targets.values(), frontier)}
        stale |= frontier
    return stale


def _reads(targets, modules: set[str]) -> bool:
    """Whether names imported as `targets` (dotted) can come from one of `modules`: a target inside the
    module, or the module inside an imported package (`import shop` reads `shop.config.X`); `shop.config`
    also names pyproject/shop/config.py."""
    for target in targets:
        parts = target.split(".")
        prefixes = {".".join(parts[:k]) for k in range(1, len(parts) + 1)}
        if any(m in prefixes or m.startswith(target + ".") or any(m.endswith("." + p) for p in prefixes)
               for m in modules):
            return True
    return False


def name_top_level(symbols: list[Symbol], sites: list[SparkSite], modules=()) -> None:
    """Top-level code is `pkg.module.<module>` (docs/output-format.md), so a module-level call is never
    mistaken for a function named after its file. A .sql file's clauses keep the model's name. `modules`: the
    ids of modules whose symbols are not among `symbols` (carried over)."""
    modules = {s.symbol_id for s in symbols if s.kind == "module"}.union(modules)
    for site in sites:
        if site.symbol_id in modules and not site.file.endswith(".sql") and not site.symbol.endswith(TOP_LEVEL):
            site.symbol += TOP_LEVEL


def _submodules(root: Path, listed: set[str]) -> list[SourceEntry]:
    """Git submodules named in `.gitmodules` whose folder holds nothing indexed (a commit's archive leaves
    them empty): recorded as skipped, since their code belongs to another repository."""
    try:
        text = (root / ".gitmodules").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    out = []
    for section in re.split(r"^\s*\[submodule\b", text, flags=re.M)[1:]:
        path = re.search(r"^\s*path\s*=\s*(.+?)\s*$", section, re.M)
        url = re.search(r"^\s*url\s*=\s*(.+?)\s*$", section, re.M)
        if path is None:
            continue
        rel = path.group(1).strip().strip('"').strip("/")
        if not rel or any(p == rel or p.startswith(rel + "/") for p in listed):
            continue
        where = re.sub(r"(://)[^/@\s]+@", r"\1", url.group(1)) if url else "no url"   # never a credential
        out.append(SourceEntry(root / rel, rel, "submodule", 0,
                               f"skipped: git submodule ({where}), not part of this commit's files"))
    return out


class _Positions(Sequence):
    """The sites of a run by position, each read from its file index when asked for (`owner`)."""

    def __init__(self, owner, count: int):
        self._owner, self._count = owner, count

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, position: int) -> SparkSite:
        index, i = self._owner(position)
        return index.sites[i]


class _RecordsByFile:
    """Sites or symbols given as records, by file, as `_Previous` reads them (the interface of
    storage.file_rows.FileRows)."""

    def __init__(self, records: list):
        self._by_file = _by_file(records)

    def get(self, file: str, default=None):
        found = self._by_file.get(file)
        return default if found is None else list(found)

    def values(self, file: str, field: str) -> list:
        return list(map(attrgetter(field), self._by_file.get(file, ())))

    def values_many(self, files: list[str], field: str) -> dict[str, list]:
        return {file: self.values(file, field) for file in files}

    def get_many(self, files: list[str]) -> dict[str, list[SparkSite]]:
        return {file: self.get(file, []) for file in files}


class _Previous:
    """The rows of an earlier run, by file."""

    def __init__(self, previous: Rows | None):
        files, symbols, links, sites = previous or ([], [], [], [])
        self.files = {f.path: f for f in files}
        # sites and symbols given by file (not a list) stay where they are: a reused file's are read only when
        # needed
        self.carries_symbols = not isinstance(symbols, list)
        self.symbols = symbols if self.carries_symbols else _RecordsByFile(symbols)
        self._names: dict[str, list] | None = None
        self.carries_sites = not isinstance(sites, list)
        self.sites = sites if self.carries_sites else _RecordsByFile(sites)
        self.carried: set[str] = set()   # reused files whose sites were not read (left in `sites`)
        self.links = None if links is None else _by_file(links)
        self._facts: dict[str, dict | None] = {}

    def facts(self, path: str) -> dict | None:
        """The file's stored facts, read once."""
        if path not in self._facts:
            old = self.files.get(path)
            self._facts[path] = json.loads(old.facts) if old is not None and old.facts else None
        return self._facts[path]

    def same(self, path: str, source: bytes, id_scope: str) -> bool:
        """Whether the file has the same content, and would get the same ids, as before."""
        old = self.files.get(path)
        if old is None or old.content_hash != hashlib.sha256(source).hexdigest():
            return False
        facts = self.facts(path)
        return facts is None or facts.get("id_scope") == id_scope

    def exports(self, paths: list[str]) -> dict[str, str]:
        """What other files took from each of these files (`_exports`), those the previous rows have; their
        symbols read at once."""
        paths = [p for p in paths if p in self.files]
        symbols = self.symbols.get_many(paths)
        return {p: _exports(self.facts(p), symbols.get(p, [])) for p in paths}

    def modules_not_in(self, paths: set[str]) -> set[str]:
        """Modules of deleted files: files importing them must be indexed again."""
        return {(self.facts(p) or {}).get("module", "") for p in self.files if p not in paths} - {""}

    def reusable(self, path: str, stale_modules: set[str]) -> FileIndex | None:
        """The previous rows of a file that is the `same`, when nothing it imports from the repository
        changed (names folded from a changed constant)."""
        facts = self.facts(path)
        if facts is not None and stale_modules and _reads(facts.get("imports", {}).values(), stale_modules):
            return None
        if self.carries_sites:
            self.carried.add(path)
        return FileIndex(self.files[path], [] if self.carries_symbols else self.symbols.get(path, []),
                         (self.links or {}).get(path, []), [] if self.carries_sites else self.sites.get(path, []),
                         facts or {})

    def names(self, path: str) -> list:
        """The file's symbols as resolving other files' names reads them (`qualname`, `symbol_id`, `kind`): where
        the symbols are carried, every file's made at once of those three columns (not a record each)."""
        if not self.carries_symbols:
            return self.symbols.get(path, [])
        if self._names is None:
            files = self.symbols.files
            quals, ids, kinds = (self.symbols.values_many(files, name) for name in ("qualname", "symbol_id", "kind"))
            self._names = {f: list(map(_Named, quals[f], ids[f], kinds[f])) for f in files}
        return self._names.get(path, [])

    def module_ids(self, paths: list[str]) -> list[str]:
        """The ids of these files' module symbols (the symbols carried: read as columns)."""
        import pyarrow as pa
        import pyarrow.compute as pc

        table = self.symbols.table
        if not table.num_rows or not paths:
            return []
        files = table.column("file")
        modules = table.filter(pc.and_(pc.equal(table.column("kind"), "module"),
                                       pc.is_in(files, value_set=pa.array(paths, type=files.type))))
        return modules.column("symbol_id").to_pylist()


_Named = namedtuple("_Named", "qualname symbol_id kind")   # a carried symbol, as `_Previous.names` gives it


def _by_file(rows: list) -> dict[str, list]:
    # rows come grouped by file: one list per run of the same file, made in C. The lists are this run's
    # own (a reused site may be replaced in them), their records the caller's.
    out: dict[str, list] = {}
    for file, group in groupby(rows, key=attrgetter("file")):
        out.setdefault(file, []).extend(group)
    return out


def _exports(facts: dict | None, symbols: list[Symbol]) -> str:
    """What other files take from a module: constants, UDFs, re-exported imports, classes, names and the
    ids those resolve to."""
    facts = facts or {}
    keys = ("constants", "udfs", "imports", "class_bases", "module")
    return json.dumps([{k: facts.get(k) for k in keys}, sorted((s.qualname, s.symbol_id) for s in symbols)],
                      sort_keys=True)


def _copy_site(site: SparkSite) -> SparkSite:
    # a plain field copy: the dataclass constructor is several times slower
    copy = object.__new__(SparkSite)
    copy.__dict__.update(site.__dict__)
    copy.inputs = list(site.inputs)
    return copy


def nothing_to_index(root: Path, options: IndexOptions | None = None) -> str | None:
    """Why `root` holds no file the index reads, in words, or None when it holds one."""
    options = options or IndexOptions()
    if scope.list_files(Path(root), options):
        return None
    total = 0
    for _, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != ".git"]
        total += len(filenames)
    if not total:
        return "it holds no file"
    kinds = ", ".join(sorted(scope.LANGUAGES))
    files = "its one file is" if total == 1 else f"all {total} of its files are"
    return (f"{files} excluded: Codemap reads {kinds} files outside tool and build folders "
            f"(.venv, node_modules, build, target...) and not matching {', '.join(options.exclude)}")


# --- dry run -----------------------------------------------------------------------------------

_DEF_PATTERNS = {
    "python": re.compile(rb"^\s*(?:async\s+def|def|class)\s", re.M),
    "notebook": re.compile(rb"(?:^|\\n|\")\s*(?:def|class)\s", re.M),
    "scala": re.compile(rb"^\s*(?:[a-z]+\s+)*(?:def|class|object|trait)\s", re.M),
    "java": re.compile(rb"^\s*(?:(?:public|private|protected|static|final|abstract)\s+)+[\w<>\[\], ]+\s+\w+\s*\(|"
                       rb"^\s*(?:public\s+)?(?:class|interface|enum|record)\s", re.M),
    "sql": re.compile(rb"\A", re.M),
}
_SITE_PATTERN = re.compile(
    rb"\.(?:filter|where|select|selectExpr|withColumns?|groupBy|agg|join|union\w*|orderBy|sort|distinct|"
    rb"dropDuplicates|limit|repartition|coalesce|parquet|csv|json|table|saveAsTable|sql|load|save)\s*\(|"
    rb"\b(?:FROM|JOIN|WHERE|GROUP\s+BY|HAVING|ORDER\s+BY|LIMIT|OVER)\b", re.I)


def dry_run(root: Path, options: IndexOptions | None = None) -> dict:
    """What `index_repository` would do, without parsing anything: files by language, bytes, files
    over the size limit, and estimates of symbols, sites and embedding time (regex counts)."""
    options = options or IndexOptions()
    entries = scope.list_files(Path(root), options)
    by_language: Counter = Counter()
    symbols = sites = total_bytes = 0
    too_large = []
    for entry in entries:
        if entry.size > options.max_file_bytes:
            too_large.append(entry.rel)
            continue
        try:
            data = entry.path.read_bytes()
        except OSError:
            continue
        language = scope.detect_language(entry, data)
        by_language[language] += 1
        total_bytes += len(data)
        symbols += 1 + len(_DEF_PATTERNS[language].findall(data))    # + the module itself
        sites += len(_SITE_PATTERN.findall(data))
    items = symbols + sites
    return {
        "files": sum(by_language.values()), "by_language": dict(by_language), "bytes": total_bytes,
        "too_large": too_large, "estimated_symbols": symbols, "estimated_sites": sites,
        "estimated_embedding_items": items,
        "estimated_embedding_seconds": round(items / EMBED_ITEMS_PER_SECOND, 1),
    }
