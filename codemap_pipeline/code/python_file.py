"""One Python file as the Python front end reads it: its text and tree, what it declares (imports,
module constants, UDFs, functions and classes), the rows found so far, and the facts the repository
resolver needs (`facts`). The walk (python_visitor) and the python_* modules it calls work on it.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass, field

from codemap_pipeline.code.arguments import METHOD_NAMED, REF, carry
from codemap_pipeline.code.model import Link, SparkSite, Symbol
from codemap_pipeline.code.python_arguments import BUILTINS
from codemap_pipeline.code.python_fold import PATH_JOINERS, dotted_name, fold_constant, item_of, names_in, split_item
from codemap_pipeline.code.vocabulary import (FRAME_ACTIONS, FRAME_METHODS, NOTEBOOK_GLOBALS, SPARK_FN_ALIASES,
                                              SPARK_METHOD_NAMES, stable_id)


PLATFORM_FRAMES = True   # a name the module never binds but uses as a DataFrame is a table a platform hands over
EARLY_USES = True   # ... as is one its statements use before they first bind it (`orders = orders.filter(...)`)
FRAME_CALLS = FRAME_METHODS.keys() | FRAME_ACTIONS


@dataclass
class Value:
    """What the walker knows about an expression's value."""
    role: str   # session reader writer frame grouped window maybe column udf string ref other
    site: str | None = None                 # site_id that produced this DataFrame
    config: list[ast.Call] = field(default_factory=list)   # reader/writer calls before the terminal
    start: int = 0                          # reader/writer: line of `.read` / `.write`
    text: str = ""                          # string: its value; ref: expression to resolve later;
                                            # reader/writer: receiver text
    node: ast.AST | None = None             # window: the spec expression
    udf: list[str] = field(default_factory=list)   # udf: its names
    alts: tuple[str, ...] = ()              # other sites the value may come from (if/else branches)
    instance: str = ""                      # maybe: the class, as written, whose instance this is
    guess: bool = False                     # writer: a parameter only its calls say is a writer
    param: str = ""                         # a parameter as callers pass it: "<symbol_id>:<name>" (arguments.py)
    parts: bool = False                     # frame: a list of DataFrames, each from the site (randomSplit)

    def flows(self) -> list[str]:
        """Every site this DataFrame may come from."""
        return [s for s in (self.site, *self.alts) if s]


FRAMEISH = {"frame", "maybe", "ref", None}


@dataclass
class Scope:
    """Where the walk is: the function, class or module, and its variables' values."""
    symbol: Symbol
    env: dict[str, Value]
    class_qual: str | None          # for self.method calls
    lookup: list[str]               # qualnames searched for a bare name, innermost first


class PythonFile:
    """A parsed file's state; `FileVisitor.run` fills it."""

    def __init__(self, rel_path: str, text: str, tree: ast.Module, module: str, id_scope: str,
                 repo_roots: frozenset[str]):
        self.file = rel_path
        self.text = text
        self.lines = text.splitlines()
        self.tree = tree
        self.module = module
        # Ids hash the module's file name, not its folder, so moving a file keeps them.
        self.id_scope = id_scope or self.module.rsplit(".", 1)[-1]
        self.repo_roots = repo_roots
        self.symbols: list[Symbol] = []
        self.links: list[Link] = []
        self.sites: list[SparkSite] = []
        # What resolving names across modules needs (see facts()).
        self.imports: dict[str, str] = {}                 # local name -> dotted target
        self.constants: dict[str, ast.expr] = {}          # module-level NAME = expr
        self.udfs: dict[str, list[str]] = {}              # local udf name -> names to report
        self.site_refs: dict[str, list[tuple[str, str]]] = {}   # site -> (role, expr) to fold later
        self.class_bases: dict[str, list[str]] = {}       # class qualname -> base dotted
        # Dataflow across functions, resolved once every file is known (dataflow.py). Site inputs hold
        # placeholders until then: "@call:<file>:<n>" is a helper call's result, "@param:<symbol>:<name>"
        # a parameter's value, "@view:<name>" a temporary view.
        self.returns: dict[str, list[str]] = {}           # symbol_id -> refs it returns
        self.params: dict[str, list[str]] = {}            # symbol_id -> positional parameter names
        self.calls: dict[str, dict] = {}                  # "@call:..." -> {"callee", "args"}
        self.views: dict[str, list[str]] = {}             # temp view name -> refs registered
        self.pending_sql: list[dict] = []                 # spark.sql texts to split into clauses
        self.repo_imports: set[str] = set()        # imported names that come from this repository
        self.spark_fn_names: set[str] = set(SPARK_FN_ALIASES)
        self.star_spark_functions = False
        self.stars: list[str] = []                 # repository modules imported with `*`
        self.def_names: set[str] = set()
        self.class_names: set[str] = set()
        self.def_nodes: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}   # for RDD functions' reads
        self.qual_to_id: dict[str, str] = {}
        self.id_uses: Counter = Counter()
        self.ordinals: Counter = Counter()
        self.site_by_call: dict[int, SparkSite] = {}
        self.pending_calls: list[list] = []    # [symbol, written, line, lookup, class_qual, placeholder?]
        self.call_arg_sites: dict[int, list[str]] = {}
        # Literal arguments (arguments.py): a parameter's uses in sites, the strings calls of this file's
        # functions pass (by their entry's position in pending_calls)
        self.param_uses: dict[str, list[tuple[str, str]]] = {}
        self.call_strings: dict[int, dict[str, str]] = {}
        # ... and the strings calls of other modules' functions pass: (dotted callee, strings), carried across
        # files once the repository is resolved (python_resolve)
        self.passes: list[tuple[str, dict[str, str]]] = []
        # DataFrames a platform hands the code by name (platform_frames): name -> the read site made at first use
        self.given_frames: dict[str, SparkSite | None] = {}

    def facts(self) -> dict:
        """What the repository resolver needs from this file, as plain data: constants as source text.
        `site_refs` and `pending_sql` are spent by the resolver; the rest is kept (python_index.file_facts)."""
        return {
            "module": self.module, "id_scope": self.id_scope, "imports": self.imports,
            "constants": {name: ast.unparse(value) for name, value in self.constants.items()},
            "udfs": self.udfs, "class_bases": self.class_bases, "returns": self.returns, "params": self.params,
            "calls": self.calls, "views": self.views, "site_refs": self.site_refs, "pending_sql": self.pending_sql,
            "passes": self.passes, "param_uses": self.param_uses,
        }

    # ---- what the file declares
    def prescan(self) -> None:
        """Imports, module constants (a class's too: `Settings.INPUT`) and UDF names first: functions may use
        them before their line."""
        for stmt in self.tree.body:
            self._constant(stmt, "")
            if isinstance(stmt, ast.ClassDef):
                for inner in stmt.body:
                    self._constant(inner, stmt.name + ".")
        assigns, handed, bound, receivers = [], [], set(), set()
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Name):
                if not isinstance(node.ctx, ast.Load):
                    bound.add(node.id)
            elif isinstance(node, ast.Call):
                self._frame_use(node, receivers)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                self._register_import(node)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.def_names.add(node.name)
                self.def_nodes.setdefault(node.name, node)
                if any(self.udf_factory(d) for d in node.decorator_list):
                    self.udfs[node.name] = [node.name]
            elif isinstance(node, ast.ClassDef):
                self.class_names.add(node.name)
            elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                assigns.append(node)
            elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Name):
                handed.append(node)
            elif isinstance(node, ast.arg):
                bound.add(node.arg)
            elif isinstance(node, ast.ExceptHandler) and node.name:
                bound.add(node.name)
        for node in assigns:   # after the imports: `udf` must be known to come from pyspark
            names = self.udf_names_of_factory(node.value)
            for target in node.targets:
                if names is not None and isinstance(target, ast.Name):
                    self.udfs[target.id] = [target.id] + [n for n in names if n != target.id]
        self._star_names()
        self._platform_frames(receivers, handed, bound)

    @staticmethod
    def _frame_use(call: ast.Call, receivers: set[str]) -> None:
        """The names a call uses as DataFrames: its receiver (`orders.filter(...)`), a join's or union's other side."""
        if not isinstance(call.func, ast.Attribute) or call.func.attr not in FRAME_CALLS:
            return
        if isinstance(call.func.value, ast.Name):
            receivers.add(call.func.value.id)
        if FRAME_METHODS.get(call.func.attr) in ("join", "union"):   # `a.join(b, ...)`
            receivers.update(arg.id for arg in call.args[:1] if isinstance(arg, ast.Name))

    def _used_before_bound(self) -> set[str]:
        """Names the module's own statements (not its functions') read before they first bind them, in the order
        Python runs them (`orders = orders.filter(...)` reads `orders` first): that first value came from outside."""
        if not EARLY_USES:
            return set()
        stored, early = set(), set()

        def visit(nodes) -> None:
            for name in sorted((n for node in nodes for n in ast.walk(node) if isinstance(n, ast.Name)),
                               key=lambda n: (n.lineno, n.col_offset)):
                if isinstance(name.ctx, ast.Load) and name.id not in stored:
                    early.add(name.id)
                elif not isinstance(name.ctx, ast.Load):
                    stored.add(name.id)

        for stmt in self.tree.body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            if isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign)) and stmt.value is not None:
                visit([stmt.value])   # the value runs before its targets are bound
                visit(stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target])
            else:
                visit([stmt])
        return early & stored

    def _platform_frames(self, receivers: set[str], handed: list[ast.Assign], bound: set[str]) -> None:
        """Names the module never binds (`bound`: assigned, parameters, caught) yet uses as DataFrames
        (`facebook_posts.join(...)`, `df = orders` then `df.filter(...)`): tables a platform defines before running the
        code (interview sites, hosted notebooks). Each becomes a read of that table at its first use (`given_frame`)."""
        if not PLATFORM_FRAMES:
            return
        # `df = orders`: orders is a frame when df is one
        receivers = receivers | {node.value.id for node in handed
                                 if any(isinstance(t, ast.Name) and t.id in receivers for t in node.targets)}
        bound = (bound | set(self.constants)) - self._used_before_bound() | set(self.imports) | self.def_names | \
            self.class_names | BUILTINS
        self.given_frames = dict.fromkeys(sorted(receivers - bound))

    def given_frame(self, name: str, node: ast.Name, scope: Scope) -> Value:
        """The DataFrame a platform hands over as `name`: read at the name's first use, as `spark.table(name)` would.
        The platform stores it as a table or files of that name (`orders`, `orders.parquet`)."""
        site = self.given_frames.get(name)
        if site is None:
            site = self.new_site(node, "read", "table", scope, node.lineno, "", [])
            site.tables.append(name)
            site.paths.append(name + "*")
            self.given_frames[name] = site
        return Value("frame", site=site.site_id)

    def _star_names(self) -> None:
        """`from config.config import *` of a repository module: a name the file uses and never binds comes from
        it, as if imported by name (the first such module: which of several holds it, the resolver sees)."""
        if not self.stars:
            return
        bound = set(self.imports) | set(self.constants) | self.def_names | self.class_names | BUILTINS
        used = set()
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Name):
                (used if isinstance(node.ctx, ast.Load) else bound).add(node.id)
            elif isinstance(node, ast.arg):
                bound.add(node.arg)
            elif isinstance(node, ast.ExceptHandler) and node.name:
                bound.add(node.name)
        for name in sorted(used - bound):
            self.imports[name] = f"{self.stars[0]}.{name}"
            self.repo_imports.add(name)

    def _register_import(self, node: ast.Import | ast.ImportFrom) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                local = alias.asname or alias.name.split(".")[0]
                self.imports[local] = alias.name if alias.asname else local
                if alias.name.split(".")[0] in self.repo_roots:
                    self.repo_imports.add(local)
                if alias.name == "pyspark.sql.functions":
                    self.spark_fn_names.add(local)
            return
        base = self.import_base(node)
        for alias in node.names:
            if alias.name == "*":
                self.star_spark_functions |= base == "pyspark.sql.functions"
                if node.level or base.split(".")[0] in self.repo_roots:
                    self.stars.append(base)
                continue
            local = alias.asname or alias.name
            self.imports[local] = f"{base}.{alias.name}" if base else alias.name
            if node.level or base.split(".")[0] in self.repo_roots:
                self.repo_imports.add(local)
            if f"{base}.{alias.name}" == "pyspark.sql.functions":
                self.spark_fn_names.add(local)

    def import_base(self, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        package = self.module.split(".")
        if not self.file.endswith("__init__.py"):
            package = package[:-1]
        package = package[: len(package) - (node.level - 1)] if node.level > 1 else package
        return ".".join(package + ([node.module] if node.module else []))

    def expand(self, dotted: str) -> str:
        first, _, rest = dotted.partition(".")
        if first in self.imports:
            return self.imports[first] + (f".{rest}" if rest else "")
        return dotted

    def lookup(self, dotted: str, env: dict[str, Value] | None = None, seen: frozenset = frozenset()) -> str | None:
        """A name's string value from the function's variables or this module's constants."""
        if env and dotted in env:
            value = env[dotted]
            return value.text if value.role == "string" else None
        if dotted in self.constants and dotted not in seen:
            return fold_constant(self.constants[dotted], lambda d: self.lookup(d, None, seen | {dotted}))
        item = split_item(dotted)
        if item is not None and item[0] in self.constants and dotted not in seen:
            found = item_of(self.constants[item[0]], item[1])
            return fold_constant(found, lambda d: self.lookup(d, None, seen | {dotted})) if found else None
        return None

    def const_value(self, node: ast.expr, scope: Scope) -> Value | None:
        """A string value, or a reference to module-level names index_repository can fold."""
        text = fold_constant(node, lambda d: self.lookup(d, scope.env))
        if text is not None:
            return Value("string", text=text)
        names = names_in(node)
        calls = [n for n in ast.walk(node) if isinstance(n, ast.Call) and dotted_name(n.func) not in PATH_JOINERS]
        if names and not calls and names <= set(self.imports) | set(self.constants):
            return Value("ref", text=ast.unparse(node))
        if isinstance(node, ast.BinOp):
            return Value("column")      # arithmetic on columns, never a DataFrame
        return None if isinstance(node, ast.Name) else Value("other")

    def spark_function(self, func: ast.expr) -> str | None:
        """`sum` for F.sum / sum imported from pyspark.sql.functions, else None."""
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in self.spark_fn_names:
            return func.attr
        if isinstance(func, ast.Name):
            target = self.imports.get(func.id, "")
            if target.startswith("pyspark.sql.functions."):
                return target.rsplit(".", 1)[-1]
            if self.star_spark_functions and func.id not in self.imports and func.id not in self.def_names \
                    and func.id not in BUILTINS and func.id not in self.udfs and func.id not in NOTEBOOK_GLOBALS:
                return func.id
            if func.id in ("col", "column", "lit", "expr") and func.id not in self.def_names:
                return func.id
        return None

    def _constant(self, stmt: ast.stmt, prefix: str) -> None:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            self.constants[prefix + stmt.targets[0].id] = stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value and isinstance(stmt.target, ast.Name):
            self.constants[prefix + stmt.target.id] = stmt.value

    def udf_factory(self, func: ast.expr) -> str | None:
        """"udf" / "pandas_udf" / "udf.register" when `func` (or a call of it) defines a UDF."""
        if isinstance(func, ast.Call):
            func = func.func
        dotted = dotted_name(func) or ""
        last = dotted.rsplit(".", 1)[-1]
        if last in ("udf", "pandas_udf") and (dotted == last or dotted.split(".")[0] in self.spark_fn_names
                                              or dotted.startswith("pyspark")):
            if dotted == last and self.imports.get(last, "pyspark").split(".")[0] != "pyspark":
                return None
            return last
        if dotted.endswith(".udf.register"):
            return "udf.register"
        return None

    def udf_names_of_factory(self, call: ast.Call) -> list[str] | None:
        """Names a UDF made by this call shows in plans: its function's name, a registered name."""
        factory = self.udf_factory(call.func) if not isinstance(call.func, ast.Call) else None
        if not factory:
            return None
        args = list(call.args)
        names: list[str] = []
        if factory == "udf.register" and args:
            if isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                names.append(args[0].value)
            args = args[1:]
        fn = args[0] if args else next((k.value for k in call.keywords if k.arg in ("f", "func")), None)
        if isinstance(fn, ast.Lambda):
            names.append("<lambda>")
        elif fn is not None and dotted_name(fn):
            names.append(dotted_name(fn).rsplit(".", 1)[-1])
        return names

    # ---- symbols and the call graph
    def add_symbol(self, kind: str, inner: str, node: ast.AST, parent: Symbol | None,
                    start: int, end: int) -> Symbol:
        n = self.id_uses[(kind, inner)]
        self.id_uses[(kind, inner)] += 1
        # kind + file name + scope inside the module (+ a counter for redefinitions).
        symbol_id = stable_id(kind, self.id_scope, inner + (f"#{n}" if n else ""))
        qualname = f"{self.module}.{inner}" if inner else self.module
        symbol = Symbol(symbol_id=symbol_id, kind=kind, name=inner.rsplit(".", 1)[-1] or self.module.rsplit(".", 1)[-1],
                        qualname=qualname, file=self.file, line_start=start, line_end=end,
                        parent_id=parent.symbol_id if parent else None)
        self.qual_to_id.setdefault(qualname, symbol_id)
        self.symbols.append(symbol)
        if parent:
            self.link(parent.symbol_id, symbol_id, "contains", start, True)
        return symbol

    def link(self, src: str, dst: str, kind: str, line: int, resolved: bool = False) -> None:
        self.links.append(Link(src_id=src, dst=dst, kind=kind, file=self.file, line=line, resolved=resolved))

    def instance_of(self, node: ast.AST) -> str:
        """The class, as written, when `node` makes an instance of a repository class: one defined in
        this file, or an imported name of this repository spelled as a class (CapWords, PEP 8)."""
        written = dotted_name(node.func) if isinstance(node, ast.Call) else None
        if not written or "." in written:
            return ""
        if written in self.class_names or (written in self.repo_imports and written[:1].isupper()):
            return written
        return ""

    def record_call(self, node: ast.Call, scope: Scope) -> list | None:
        written = dotted_name(node.func)
        if written is None and isinstance(node.func, ast.Attribute) and self.instance_of(node.func.value):
            written = f"{self.instance_of(node.func.value)}.{node.func.attr}"   # Writer().save(df)
        if not written:
            return None
        first, _, rest = written.partition(".")
        if first in scope.env and first not in ("self", "cls") and "." in written:
            instance = scope.env[first].instance
            if not instance and "." not in rest and rest not in SPARK_METHOD_NAMES:
                # a method of an object the file cannot type (`spark.read_table_as_df("t")`, `spark` a parameter):
                # its strings go to the repository's one method of that name, if it has one (python_resolve)
                strings = self._strings(node, scope)
                if strings:
                    self.passes.append((METHOD_NAMED + rest, strings))
            if not instance or "." in rest:
                return None   # a method on a local variable (df.filter): dataflow, not a call graph edge
            written = f"{instance}.{rest}"   # writer = Writer(); writer.save(df)
        entry = [scope.symbol, written, node.lineno, scope.lookup, scope.class_qual]
        if written.rsplit(".", 1)[-1] in self.def_names or first in self.repo_imports:   # ours: what it is passed
            strings = self._strings(node, scope)
            if strings:
                self.call_strings[len(self.pending_calls)] = strings
        self.pending_calls.append(entry)
        return entry

    def _strings(self, node: ast.Call, scope: Scope) -> dict[str, str]:
        """The arguments of a call that fold to strings (or to other modules' constants, arguments.REF), by
        position ("0") or keyword."""
        lookup = lambda d: self.lookup(d, scope.env)  # noqa: E731
        return {str(key): text for key, arg in [*enumerate(node.args), *((k.arg, k.value) for k in node.keywords)]
                if key is not None and (text := self._imported(arg, scope) or fold_constant(arg, lookup))}

    def _imported(self, arg: ast.expr, scope: Scope) -> str | None:
        """An argument made of another module's constants (`read_csv(spark, PROVINCE_PATH)`): its value is known
        once the repository is resolved, as a reference (arguments.REF) the parameter's uses fold then."""
        if isinstance(arg, ast.Name) and arg.id in scope.env:
            bound = scope.env[arg.id]
            return REF + bound.text if bound.role == "ref" else None
        return REF + ast.unparse(arg) if self.of_other_modules(arg, scope.env) else None

    def of_other_modules(self, node: ast.expr, env: dict) -> bool:
        """Whether an expression is made of other modules' constants (and this one's), joined only by operators and
        path joins (`DATA / "x.csv"`, `os.path.join(ROOT, name)`, `PATHS["orders"]`): folded once the repository is
        read, not here (this module alone folds to a tail at best)."""
        names = {n for n in names_in(node) if n not in PATH_JOINERS}
        calls = [n for n in ast.walk(node) if isinstance(n, ast.Call) and dotted_name(n.func) not in PATH_JOINERS]
        return bool(names & set(self.imports)) and names <= set(self.imports) | set(self.constants) \
            and not names & env.keys() and not calls

    def resolve_local_calls(self) -> None:
        passed = []    # (function of this file, the strings a call passes it)
        for n, (symbol, written, line, lookup, class_qual, *placeholder) in enumerate(self.pending_calls):
            if placeholder:   # the call's Link says, once resolved, which function's result this is
                self.calls[placeholder[0]]["link"] = len(self.links)
            first, _, rest = written.partition(".")
            target, resolved = self.expand(written), None
            if first in ("self", "cls") and class_qual and rest:
                target = f"{class_qual}.{rest}"
                resolved = self.qual_to_id.get(target)
            elif first not in self.imports:
                for prefix in lookup:
                    resolved = self.qual_to_id.get(f"{prefix}.{written}")
                    if resolved:
                        break
            self.link(symbol.symbol_id, resolved or target, "calls", line, resolved is not None)
            if resolved and n in self.call_strings:
                passed.append((resolved, self.call_strings[n]))
            elif n in self.call_strings and first in self.repo_imports:
                self.passes.append((target, self.call_strings[n]))
        carry(self.sites, self.param_uses, passed, self.params, self.site_refs)

    # ---- sites and their text
    def new_site(self, node: ast.AST, kind: str, method: str, scope: Scope, start: int,
                  receiver: str, inputs: list[str | None]) -> SparkSite:
        symbol = scope.symbol
        ordinal = self.ordinals[(symbol.symbol_id, method)]
        self.ordinals[(symbol.symbol_id, method)] += 1
        end = node.end_lineno
        site = SparkSite(site_id=stable_id("site", symbol.symbol_id, method, str(ordinal)),
                         file=self.file, line_start=start, line_end=end, symbol_id=symbol.symbol_id,
                         symbol=symbol.qualname, kind=kind, method=method,
                         snippet=self.snippet(start, end), receiver=receiver,
                         inputs=[i for i in dict.fromkeys(inputs) if i])
        self.sites.append(site)
        self.site_by_call[id(node)] = site
        return site

    def method_line(self, node: ast.Call) -> int:
        # The line where the method name is written: a chain's calls each get their own line.
        return node.func.end_lineno if isinstance(node.func, ast.Attribute) else node.lineno

    def snippet(self, start: int, end: int) -> str:
        return "\n".join(self.lines[start - 1:end])

    def segment(self, node: ast.AST) -> str:
        """Source text of a node, with line breaks inside it folded to single spaces."""
        lines = [line.encode("utf-8") for line in self.lines[node.lineno - 1:node.end_lineno]]
        if not lines:
            return ""
        if len(lines) == 1:
            text = lines[0][node.col_offset:node.end_col_offset]
        else:
            text = b"\n".join([lines[0][node.col_offset:]] + lines[1:-1] + [lines[-1][:node.end_col_offset]])
        return re.sub(r"\s*\n\s*", " ", text.decode("utf-8", "replace"))

    def raw_segment(self, node: ast.AST) -> str:
        lines = [line.encode("utf-8") for line in self.lines[node.lineno - 1:node.end_lineno]]
        if len(lines) == 1:
            return lines[0][node.col_offset:node.end_col_offset].decode("utf-8", "replace")
        lines[0], lines[-1] = lines[0][node.col_offset:], lines[-1][:node.end_col_offset]
        return b"\n".join(lines).decode("utf-8", "replace")
