"""What only the whole repository knows about its Python files: calls and imports across modules,
constants and UDFs imported from other modules folded into the sites that use them, spark.sql texts
split into clause sites (sql_clauses), helper calls tied to the function they call. Works on the
FileIndex records the Python front end returns, or rebuilt from a reused file's stored facts."""

from __future__ import annotations

import ast

from codemap_pipeline.code.arguments import METHOD_NAMED, REF, carry
from codemap_pipeline.code.model import FileIndex, SparkSite
from codemap_pipeline.code.python_fold import fold_constant, item_of, split_item
from codemap_pipeline.code.sql_clauses import SqlContext, SqlResult, sql_line_finder, sql_sites
from codemap_pipeline.code.sql_holes import drop_holes
from codemap_pipeline.code.vocabulary import add_name, add_string, generates


ACROSS_MODULES = True   # strings a call passes another module's function name that function's calls
METHODS_BY_NAME = True  # ... and those passed to a method of an untyped object name the repository's one method so named


def resolve_indexes(indexes: list[FileIndex], reread=None) -> None:
    """Links, constants and UDFs across modules, strings passed to other modules' functions, then spark.sql
    texts split into clause sites and helper calls tied to the function they call. `indexes` may include files
    rebuilt from facts (no sites): `reread(path)` parses such a file again (a FileIndex, or None) when what other
    files pass its functions is not what it was read with (facts "passed_in")."""
    resolver = _RepoResolver(indexes)
    given = resolver.passed_in()
    if reread is not None:
        for n, index in enumerate(indexes):
            if index.facts.get("passed_in", []) != given.get(index.code_file.path, []) \
                    and (again := reread(index.code_file.path)) is not None:
                indexes[n] = again
                resolver.by_module[again.facts.get("module", "")] = again
    for index in indexes:
        index.facts["passed_in"] = given.get(index.code_file.path, [])
        if index.sites and index.facts["passed_in"]:
            carry(index.sites, index.facts.get("param_uses", {}), index.facts["passed_in"],
                  index.facts.get("params", {}))
    resolver.resolve()
    for index in indexes:
        resolver.expand_sql(index)
        for call in index.facts.get("calls", {}).values():
            if "link" in call:
                link = index.links[call.pop("link")]
                call["callee"] = link.dst if link.resolved else None


class _RepoResolver:
    """Resolves dotted names against every module of the repository."""

    def __init__(self, indexes: list[FileIndex]):
        self.indexes = indexes
        self.by_module = {i.facts.get("module", ""): i for i in indexes if i.code_file.parse_error is None}
        self.constants: dict[tuple[str, str], ast.expr | None] = {}   # (module, name) -> its expression, parsed once
        self.qual_to_id: dict[str, str] = {}
        self.methods: dict[str, set[str]] = {}   # a method's name -> the symbol_ids of the methods so named
        for index in indexes:
            for symbol in index.symbols:
                self.qual_to_id.setdefault(symbol.qualname, symbol.symbol_id)
                if symbol.kind == "method":
                    self.methods.setdefault(symbol.qualname.rsplit(".", 1)[-1], set()).add(symbol.symbol_id)
        self._id_to_qual: dict[str, str] | None = None   # made when a call needs a base class's method
        # Suffixes let `jobs.common` find `src.jobs.common` (a src/ layout).
        suffixes: dict[str, set[str]] = {}
        for module in self.by_module:
            parts = module.split(".")
            for k in range(1, len(parts)):
                suffixes.setdefault(".".join(parts[k:]), set()).add(module)
        self.module_suffixes = {s: next(iter(m)) for s, m in suffixes.items() if len(m) == 1}
        self.class_bases = {q: b for i in indexes for q, b in i.facts.get("class_bases", {}).items()}

    def resolve(self) -> None:
        for index in self.indexes:
            for link in index.links:
                if not link.resolved and link.kind in ("imports", "calls", "inherits"):
                    symbol_id = self.symbol_id(link.dst)
                    if symbol_id is None and link.kind == "calls":
                        symbol_id = self._inherited(link.dst)
                    if symbol_id is None and link.kind == "imports":
                        # `from jobs.constants import ORDERS_PATH`: a constant is no symbol, its module is
                        found = self._module_of(link.dst)
                        symbol_id = self.qual_to_id.get(found[0]) if found else None
                    if symbol_id:
                        link.dst, link.resolved = symbol_id, True
            for site in index.sites:
                for role, expr in index.facts.get("site_refs", {}).get(site.site_id, []):
                    self._apply_ref(index.facts["module"], site, role, expr)

    def passed_in(self) -> dict[str, list]:
        """Per file, what calls in other modules pass its functions: [callee symbol_id, {argument: string or
        strings}], their constants folded, in a stable order (stored, to compare with a later run's)."""
        if not ACROSS_MODULES:
            return {}
        owners = {}   # a function's symbol_id -> the file using its parameters in sites
        for index in self.indexes:
            for use in index.facts.get("param_uses", {}):
                owners.setdefault(use.rsplit(":", 1)[0], index.code_file.path)
        given: dict[str, list] = {}
        for index in self.indexes if owners else ():
            module = index.facts.get("module", "")
            for target, strings in index.facts.get("passes", []):
                callee = self.method_named(target[len(METHOD_NAMED):]) if target.startswith(METHOD_NAMED) \
                    else self.symbol_id(target)
                if callee not in owners:
                    continue
                folded = {key: value for key, text in strings.items()
                          if (value := self._passed(module, text)) is not None}
                if folded and [callee, folded] not in given.setdefault(owners[callee], []):
                    given[owners[callee]].append([callee, folded])
        return {path: sorted(found, key=repr) for path, found in given.items()}

    def method_named(self, name: str) -> str | None:
        """The repository's one method called `name`; None where it has none, or several (which one an object of
        unknown class calls cannot be told)."""
        found = self.methods.get(name, ()) if METHODS_BY_NAME else ()
        return next(iter(found)) if len(found) == 1 else None

    def _passed(self, module: str, text: str) -> str | list[str] | None:
        """An argument as the callee gets it: a string, or a reference folded in the caller's module (a
        constant list of strings: its items)."""
        if not text.startswith(REF):
            return text
        expr = text[len(REF):]
        found = self._follow(module, expr) if expr.isidentifier() else None
        node = self._constant(*found) if found else None
        if isinstance(node, (ast.List, ast.Tuple)):
            items = [fold_constant(e, lambda d: self._value(found[0], d)) for e in node.elts]
            return items if items and None not in items else None
        try:
            return fold_constant(ast.parse(expr, mode="eval").body, lambda d: self._value(module, d))
        except SyntaxError:
            return None

    def expand_sql(self, index: FileIndex) -> None:
        """Each spark.sql text becomes clause sites feeding the statement's site."""
        if not index.facts.get("pending_sql"):
            index.facts.pop("pending_sql", None)
            return
        by_id = {s.site_id: s for s in index.sites}
        for pending in index.facts["pending_sql"]:
            statement = by_id.get(pending["site"])
            if statement is None:
                continue
            try:
                node = ast.parse(pending["expr"], mode="eval").body
            except SyntaxError:
                continue
            text = fold_constant(node, lambda d: self._value(index.facts["module"], d))
            result = None
            if text is None and pending.get("holes"):
                # parts known only at run time: parsed with placeholders, which no site keeps as a name
                result = self._clauses(statement, pending["holes"], pending)
                if result.sites:
                    drop_holes(result.sites)
                    if not pending["local"]:      # the statement's own names, as a text it folds gives them
                        add_string(statement, "sql", pending["holes"])
                        drop_holes([statement])
            text = text or pending["local"]
            if not (result and result.sites) and text:    # else with "?" for the unknown parts
                result = self._clauses(statement, text, pending)
            if result is None or not result.sites:
                continue
            at = index.sites.index(statement)
            index.sites[at:at] = result.sites
            if result.final:
                statement.inputs = [result.final] + [i for i in statement.inputs if i != result.final]
            for name, site_id in result.views.items():
                add_name(index.facts["views"].setdefault(name.lower(), []), site_id)
        index.facts.pop("pending_sql", None)

    @staticmethod
    def _clauses(statement: SparkSite, text: str, pending: dict) -> SqlResult:
        lines, first = pending["lines"], pending["line"]
        ctx = SqlContext(file=statement.file, symbol_id=statement.symbol_id, symbol=statement.symbol,
                         id_base=statement.site_id, line_of=sql_line_finder(text, pending),
                         snippet_of=lambda n: lines[n - first] if 0 <= n - first < len(lines) else "",
                         language="sql", shown=pending.get("shown", False))
        return sql_sites(text, ctx)

    def _module_of(self, dotted: str) -> tuple[str, str] | None:
        """Split `pkg.mod.name` into (a repository module, the rest), longest module first."""
        parts = dotted.split(".")
        for k in range(len(parts), 0, -1):
            prefix = ".".join(parts[:k])
            module = prefix if prefix in self.by_module else self.module_suffixes.get(prefix)
            if module:
                return module, ".".join(parts[k:])
        return None

    def _follow(self, module: str, dotted: str, depth: int = 0) -> tuple[str, str] | None:
        """Where `dotted`, as seen from `module`, is defined: follows imports and re-exports."""
        first, _, rest = dotted.partition(".")
        imports = self.by_module[module].facts.get("imports", {}) if module in self.by_module else {}
        if first in imports and depth < 10:
            found = self._module_of(imports[first] + (f".{rest}" if rest else ""))
            if found is None:
                return None
            if not found[1]:
                return found
            return self._follow(found[0], found[1], depth + 1)
        return module, dotted

    def symbol_id(self, dotted: str) -> str | None:
        if dotted in self.qual_to_id:
            return self.qual_to_id[dotted]
        found = self._module_of(dotted)
        if found is None:
            return None
        if found[1]:
            found = self._follow(*found)
            if found is None:
                return None
        module, rest = found
        return self.qual_to_id.get(f"{module}.{rest}" if rest else module)

    def _inherited(self, dotted: str, depth: int = 0) -> str | None:
        """`pkg.mod.Child.run` defined on a base class in the repository (self.run())."""
        owner, _, name = dotted.rpartition(".")
        for base in self.class_bases.get(owner, []) if depth < 8 else []:
            base_id = self.symbol_id(base)
            if self._id_to_qual is None:
                self._id_to_qual = {symbol_id: qualname for qualname, symbol_id in self.qual_to_id.items()}
            base_qual = self._id_to_qual.get(base_id) if base_id else None
            if base_qual:
                found = self.qual_to_id.get(f"{base_qual}.{name}") or self._inherited(f"{base_qual}.{name}", depth + 1)
                if found:
                    return found
        return None

    def _value(self, module: str, dotted: str, seen: frozenset = frozenset()) -> str | None:
        item = split_item(dotted)     # PATHS['orders']: an item of a constant dict or list
        found = self._follow(module, item[0] if item else dotted)
        if found is None or found in seen:
            return None
        where, name = found
        node = self._constant(where, name)
        if item is not None:
            node = item_of(node, item[1])
        if node is None:
            return None
        return fold_constant(node, lambda d: self._value(where, d, seen | {found}))

    def _constant(self, module: str, name: str) -> ast.expr | None:
        """A module's constant as an expression: facts keep it as source text."""
        key = (module, name)
        if key not in self.constants:
            index = self.by_module.get(module)
            text = index.facts.get("constants", {}).get(name) if index is not None else None
            try:
                self.constants[key] = ast.parse(text, mode="eval").body if text is not None else None
            except SyntaxError:
                self.constants[key] = None
        return self.constants[key]

    def _apply_ref(self, module: str, site: SparkSite, role: str, expr: str) -> None:
        if role == "udf":
            found = self._follow(module, expr)
            index = self.by_module.get(found[0]) if found else None
            names = index.facts.get("udfs", {}).get(found[1]) if index else None
            if names:
                for name in names:
                    add_name(site.functions, name)
                if site.kind in ("project", "filter"):
                    site.kind = "udf"
            return
        try:
            node = ast.parse(expr, mode="eval").body
        except SyntaxError:
            return
        if isinstance(node, ast.IfExp):      # either constant, as the program chooses at run time
            for branch in (node.body, node.orelse):
                self._apply_ref(module, site, role, ast.unparse(branch))
            return
        text = fold_constant(node, lambda d: self._value(module, d), partial=role in ("expr", "sql"))
        if text is None:
            return
        if role == "function":
            add_name(site.functions, text.lower())
        else:
            add_string(site, role, text)
        if site.kind == "project" and generates(site.functions):
            site.kind = "explode"   # `expr(UNPIVOT)` with UNPIVOT = "stack(3, ...)": known only now
