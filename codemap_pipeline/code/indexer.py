"""The one entry point of the code index: every language, incremental reuse, and a dry run.

`index_repository(root, previous=None, options=None)` lists the files in scope (scope.py), sends each
to its language's front end (FRONT_ENDS: one `index_file(path, source, context) -> FileIndex` each),
resolves names and dataflow across files, and returns (files, symbols, links, sites). Given the previous commit's rows, a file whose
content hash did not change keeps its rows without being parsed again.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from codemap_pipeline.code import dataflow, jvm_index, notebooks, python_index, scope, sql_index
from codemap_pipeline.code.model import CodeFile, FileContext, FileIndex, Link, SparkSite, Symbol
from codemap_pipeline.code.python_resolve import resolve_indexes
from codemap_pipeline.code.scope import IndexOptions, SourceEntry
from codemap_pipeline.code.vocabulary import module_qualname

Rows = tuple[list[CodeFile], list[Symbol], list[Link], list[SparkSite]]
# Items embedded per second on this kind of machine while other work shares it (about 370 when idle):
# `python -m benchmarks` measures it.
EMBED_ITEMS_PER_SECOND = 100.0
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

    def rows(self) -> Rows:
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
              progress=None) -> IndexRun:
    """`progress(done, total, path)`, when given, is called after each file (for logs people can watch)."""
    root = Path(root)
    options = options or IndexOptions()
    refused: list[SourceEntry] = []   # symlinks out of the repository, loops: recorded, never read
    entries = scope.list_files(root, options, refused)
    # Two Python files with the same name would hash to the same ids: those use their full module path.
    stems = Counter(_module_name(e).rsplit(".", 1)[-1] for e in entries if _is_pythonish(e.language))
    repo_roots = frozenset(python_index.top_level_names(root))
    old = _Previous(previous)
    sources: dict[str, bytes] = {}
    changed_modules: set[str] = set()
    early: dict[str, FileIndex] = {}  # changed Python-like files, parsed first to see what they export
    id_scopes = {}
    for entry in entries:
        module = _module_name(entry)
        id_scopes[entry.rel] = module if stems[module.rsplit(".", 1)[-1]] > 1 else module.rsplit(".", 1)[-1]
        try:
            sources[entry.rel] = entry.path.read_bytes() if entry.size <= options.max_file_bytes else b""
        except OSError:
            sources[entry.rel] = b""
        if not _is_pythonish(entry.language) or old.unchanged(entry.rel, sources[entry.rel]) \
                or entry.size > options.max_file_bytes or not previous:
            continue
        language = scope.detect_language(entry, sources[entry.rel][:64])
        index = FRONT_ENDS[language](entry.rel, sources[entry.rel], FileContext(language, module, id_scopes[entry.rel], repo_roots))
        early[entry.rel] = index
        # Importers must be parsed again only when what they can fold from this module changed.
        if old.exports(entry.rel) != _exports(python_index.file_facts(index), index.symbols):
            changed_modules.add(module)
    changed_modules |= old.modules_not_in({e.rel for e in entries})

    run = IndexRun()
    py_indexes: list[FileIndex] = []   # every Python-like file, parsed or rebuilt from its stored facts
    fresh: list[FileIndex] = []        # those parsed in this run
    per_file: dict[str, FileIndex] = {}
    for done, entry in enumerate(entries, 1):
        if progress is not None:
            progress(done, len(entries), entry.rel)
        module = _module_name(entry)
        id_scope = id_scopes[entry.rel]
        source = sources[entry.rel]
        reusable = old.reusable(entry.rel, source, id_scope, changed_modules) if entry.size <= options.max_file_bytes else None
        if reusable is not None:
            code_file, symbols, links, sites, facts = reusable
            run.reused.append(entry.rel)
            per_file[entry.rel] = FileIndex(code_file, symbols, links, sites)
            if facts is not None and _is_pythonish(code_file.language):
                # enough to resolve other files by; its own links and sites stay as they were
                py_indexes.append(FileIndex(code_file, list(symbols), facts=facts))
            continue
        run.parsed.append(entry.rel)
        if entry.size > options.max_file_bytes:
            code_file = CodeFile(path=entry.rel, language=entry.language, content_hash="", lines=0,
                                 parse_error=f"skipped: {entry.size} bytes is over the {options.max_file_bytes} byte limit")
            per_file[entry.rel] = FileIndex(code_file)
            continue
        language = scope.detect_language(entry, source[:64])
        index = early.get(entry.rel) or FRONT_ENDS[language](entry.rel, source, FileContext(language, module, id_scope, repo_roots))
        per_file[entry.rel] = index
        if _is_pythonish(language):
            py_indexes.append(index)
            fresh.append(index)

    resolve_indexes(py_indexes)
    for index in fresh:
        if index.code_file.parse_error is None:
            index.code_file.facts = json.dumps(python_index.file_facts(index), sort_keys=True)
    facts = [json.loads(i.code_file.facts) for i in py_indexes if i.code_file.facts]
    facts += [json.loads(index.code_file.facts) for index in per_file.values()
              if index.code_file.language in ("scala", "java") and index.code_file.facts]
    all_sites = [s for index in per_file.values() for s in index.sites]
    dataflow.resolve(facts, all_sites)
    for index in fresh:
        notebooks.remap(index)
    refused += _submodules(root, {e.rel for e in entries})
    for entry in refused:
        per_file[entry.rel] = FileIndex(CodeFile(path=entry.rel, language=entry.language, content_hash="",
                                                 lines=0, parse_error=entry.skip))
    for entry in sorted(entries + refused, key=lambda e: e.rel):
        index = per_file[entry.rel]
        run.files.append(index.code_file)
        run.symbols.extend(index.symbols)
        run.links.extend(index.links)
        run.sites.extend(index.sites)
    name_top_level(run.symbols, run.sites)
    return run


TOP_LEVEL = ".<module>"


def name_top_level(symbols: list[Symbol], sites: list[SparkSite]) -> None:
    """Top-level code is `pkg.module.<module>` (docs/output-format.md), so a module-level call is never
    mistaken for a function named after its file. A .sql file's clauses keep the model's name."""
    modules = {s.symbol_id for s in symbols if s.kind == "module"}
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


class _Previous:
    """The rows of an earlier run, by file."""

    def __init__(self, previous: Rows | None):
        files, symbols, links, sites = previous or ([], [], [], [])
        self.files = {f.path: f for f in files}
        self.symbols: dict[str, list[Symbol]] = {}
        self.links: dict[str, list[Link]] = {}
        self.sites: dict[str, list[SparkSite]] = {}
        for symbol in symbols:
            self.symbols.setdefault(symbol.file, []).append(symbol)
        for link in links:
            self.links.setdefault(link.file, []).append(link)
        for site in sites:
            self.sites.setdefault(site.file, []).append(site)

    def unchanged(self, path: str, source: bytes) -> bool:
        old = self.files.get(path)
        return old is not None and old.content_hash == hashlib.sha256(source).hexdigest()

    def exports(self, path: str) -> str | None:
        old = self.files.get(path)
        if old is None:
            return None
        return _exports(json.loads(old.facts) if old.facts else None, self.symbols.get(path, []))

    def modules_not_in(self, paths: set[str]) -> set[str]:
        """Modules of deleted files: files importing them must be indexed again."""
        return {json.loads(f.facts).get("module", "") for p, f in self.files.items() if p not in paths and f.facts}

    def reusable(self, path: str, source: bytes, id_scope: str, changed_modules: set[str]):
        """The previous rows of `path` when its content is the same, its ids would be the same, and
        nothing it imports from the repository changed (names folded from a changed constant)."""
        if not self.unchanged(path, source):
            return None
        old = self.files[path]
        facts = json.loads(old.facts) if old.facts else None
        if facts is not None:
            if facts.get("id_scope") != id_scope:
                return None
            for target in facts.get("imports", {}).values():
                parts = target.split(".")
                prefixes = {".".join(parts[:k]) for k in range(1, len(parts) + 1)}
                # `shop.config.X` names module shop.config, also when it lives at pyproject/shop/config.py
                if any(m in prefixes or any(m.endswith("." + p) for p in prefixes) for m in changed_modules):
                    return None
        return (old, self.symbols.get(path, []), self.links.get(path, []),
                [_copy_site(s) for s in self.sites.get(path, [])], facts)


def _exports(facts: dict | None, symbols: list[Symbol]) -> str:
    """What other files take from a module: constants, UDFs, re-exported imports, classes, names."""
    facts = facts or {}
    keys = ("constants", "udfs", "imports", "class_bases", "module")
    return json.dumps([{k: facts.get(k) for k in keys}, sorted(s.qualname for s in symbols)], sort_keys=True)


def _copy_site(site: SparkSite) -> SparkSite:
    # Dataflow is resolved again over the whole repository: never change the caller's rows. (A plain
    # field copy: the dataclass constructor made this the slowest step of an incremental run.)
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
        language = scope.detect_language(entry, data[:64])
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
