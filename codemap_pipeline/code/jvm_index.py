"""Index Scala and Java with tree-sitter: classes, objects, traits, methods, and Dataset/DataFrame sites.

The same SparkSite model as for Python: each Spark call with its kind, the line where its method is
written, the names it mentions (`$"c"`, `'c`, `col("c")`, `"c"`, expressions in `expr`/`selectExpr`/
`filter("...")`), and the sites whose data flows into it (the chain, a `val`/local variable, the
other side of a join or union). `spark.sql` strings become clause sites through sql_index.

Across methods and files: a DataFrame/Dataset parameter stands for what callers pass
("@param:<symbol_id>:<name>"), a call of a repository method (`Helpers.clean(df)`, `clean(df)` after
`import pkg.Helpers._` or `import static pkg.Helpers.*`, `summarize(df)` in the same object,
`this.perUser(df)`, `df.transform(Steps.clean)`) for what that method returns ("@call:<file>:<n>").
The file's own methods are resolved at once; the rest once every file is known (dataflow.py), from
the facts this file leaves in CodeFile.facts (imports turned into candidate qualified names).

RDD calls (`rdd.map(r => (r.userId, r.amount))`, `reduceByKey(_ + _)`, `sc.textFile(path)`) and typed
Dataset calls (`ds.map`, `groupByKey(...).mapGroups`) are sites of kind rdd whose columns are the fields
their functions read and whose functions are the functions passed by name.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field, replace

from codemap_pipeline.code import dataflow, sql_clauses
from codemap_pipeline.code.jvm_parse import BODY_TYPES, has_code, recover, skipped_note, unreadable
from codemap_pipeline.code.model import CodeFile, FileContext, FileIndex, Link, SparkSite, Symbol
from codemap_pipeline.code.vocabulary import (
    stable_id, module_qualname, FRAME_METHODS, GROUPING_METHODS, GROUPED_METHODS, READER_CONFIG,
    READER_TERMINALS, WRITER_CONFIG, WRITER_TERMINALS, VIEW_METHODS, SESSION_NAMES, CONTEXT_SOURCES,
    CONTEXT_FILES, RDD_METHODS, RDD_PAIRS, RDD_ACTIONS, LITERAL_ARGS, RUNTIME_NAMES, add_name, add_string,
    rows_fetched,
)

# A Databricks Scala source notebook: a header line, `// COMMAND ----------` between cells, other
# languages' cells as `// MAGIC` comment lines (`// MAGIC %sql` first).
_NOTEBOOK_HEADER = "// Databricks notebook source"
_CELL_SEPARATOR = "// COMMAND ----------"
_MAGIC = re.compile(r"^\s*// MAGIC ?")

_SYMBOL_NODES = {
    "scala": {"class_definition": "class", "object_definition": "object", "trait_definition": "trait",
              "enum_definition": "class", "function_definition": "method", "function_declaration": "method"},
    "java": {"class_declaration": "class", "interface_declaration": "interface", "enum_declaration": "class",
             "record_declaration": "class", "method_declaration": "method", "constructor_declaration": "method"},
}
_STRING_TYPES = {"string", "string_literal"}
_NUMBER_TYPES = {"integer_literal", "floating_point_literal", "decimal_integer_literal",
                 "decimal_floating_point_literal", "hex_integer_literal"}
_LAMBDA_TYPES = {"lambda_expression", "case_block"}
_ALIAS_METHODS = {"as", "alias", "name"}
_LITERAL_METHODS = {"===", "=!=", "equalTo", "notEqual", "gt", "lt", "geq", "leq", "isin", "isInCollection",
                    "like", "rlike", "ilike", "startsWith", "endsWith", "contains", "between", "otherwise",
                    "when", "cast", "eqNullSafe", "<=>", "getItem", "getField", "substr"}
_COLUMN_FUNCTIONS = {"col", "column", "$"}
# Typed Dataset operations: their functions run on objects (DeserializeToObject, MapElements,
# SerializeFromObject, MapPartitions, MapGroups... in the plan): sites of kind rdd, like RDD calls.
_TYPED_METHODS = {"map", "flatMap", "mapPartitions", "groupByKey", "mapGroups", "flatMapGroups", "reduceGroups",
                  "mapValues", "mapGroupsWithState", "flatMapGroupsWithState", "cogroup", "reduce", "foreach",
                  "foreachPartition", "keys"}
_TO_RDD = {"rdd", "javaRDD", "toJavaRDD"}
# DataFrame methods a Scala collection has too: on these alone a receiver is no DataFrame.
_COLLECTION_LOOKALIKES = {"filter", "count", "distinct", "union", "take", "drop", "sortBy", "alias", "toDF",
                          "limit", "sample", "sort", "coalesce", "cache", "persist", "join", "unionAll"}
# A KeyValueGroupedDataset (`ds.groupByKey(f)`): these aggregate it (ObjectHashAggregate, HashAggregate);
# mapValues keeps it grouped; the others (mapGroups, flatMapGroups, cogroup...) run a function per group.
_KEYED_AGGREGATES = {"reduceGroups", "agg", "count", "keys"}
# Objects turned into rows (SerializeFromObject over a Scan of the objects): an RDD made a Dataset.
_FROM_OBJECTS = {"toDS", "toDF"}
# Actions that fetch a few rows to the driver (CollectLimit n): how many the plan shows.
_LIMIT_ACTIONS = {"show", "take", "first", "head", "tail"}
# Members of tuples, iterators and collections a function reads that are no columns.
_NOT_FIELDS = {"size", "length", "head", "tail", "last", "isEmpty", "nonEmpty", "toList", "toSeq", "toArray",
               "toSet", "toMap", "iterator", "sum", "max", "min", "keys", "values", "toString", "hashCode",
               "toInt", "toLong", "toDouble", "toFloat", "trim", "toLowerCase", "toUpperCase", "length"}
_ROW_GETTERS = {"getAs", "getString", "getInt", "getLong", "getDouble", "getFloat", "getBoolean", "getDecimal",
                "getDate", "getTimestamp", "getList", "getMap", "getStruct", "getSeq", "fieldIndex", "get"}
# A Java bean's getter (`getAge()`, `isActive()`): Encoders.bean maps it to the column of its property.
_BEAN_GETTER = re.compile(r"(?:get|is)[A-Z]\w*$")
_COLLECTIONS = {"Seq", "List", "Array", "Set", "asList", "Arrays.asList", "List.of", "Set.of", "toSeq"}


@dataclass
class _Value:
    role: str                         # session reader writer frame grouped window column other
                                      # maybe (a method's result: perhaps a DataFrame) context rdd
    site: str | None = None
    config: list = field(default_factory=list)     # reader/writer calls before the terminal
    start: int = 0
    node: object = None               # window: the spec's expression


def index_file(rel_path: str, source: bytes, context: FileContext) -> FileIndex:
    """One Scala or Java file (`context.language`). Regions that do not parse are skipped and named in
    CodeFile.skipped; a file where nothing parses gives a record with parse_error and no rows."""
    language = context.language
    code_file = CodeFile(path=rel_path, language=language, content_hash=hashlib.sha256(source).hexdigest(),
                         lines=source.count(b"\n") + (0 if source.endswith(b"\n") or not source else 1))
    if b"\x00" in source:
        code_file.parse_error = "binary file: NUL byte"
        return FileIndex(code_file)
    try:
        source.decode("utf-8")
    except UnicodeDecodeError as error:
        code_file.parse_error = f"UnicodeDecodeError at byte {error.start}: {error.reason}"
        return FileIndex(code_file)
    # A file that does not fully parse loses only the regions tree-sitter cannot read (named in
    # `skipped`); the rest is indexed from the same lines. Nothing readable left: a parse_error.
    tree, readable, blanked, missing = recover(language, source)
    left = unreadable(tree.root_node)[0]
    if left or (blanked and not has_code(tree.root_node)):
        line = left[0].start_point[0] + 1 if left else blanked[0][0]
        code_file.parse_error = f"syntax error at line {line}: nothing parses"
        return FileIndex(code_file)
    code_file.skipped = skipped_note(blanked, missing)
    indexer = _JvmIndexer(rel_path, readable, language)
    try:
        indexer.run(tree.root_node)
    except RecursionError:
        code_file.parse_error = "index error: nested too deeply"
        return FileIndex(code_file)
    except Exception as error:   # noqa: BLE001 - one odd file must not stop a repository's index
        code_file.parse_error = f"index error ({type(error).__name__}): {error}"
        return FileIndex(code_file)
    facts = indexer.facts()
    code_file.facts = json.dumps(facts, sort_keys=True)
    # Placeholders for other files' methods wait for the whole repository (dataflow.resolve); this
    # file's own are resolved now, so a file indexed alone has plain site ids for inputs.
    local = json.loads(code_file.facts)
    dataflow.resolve_with([local], indexer.sites)
    return FileIndex(code_file, indexer.symbols, indexer.links, indexer.sites, local)


class _JvmIndexer:
    def __init__(self, rel_path: str, source: bytes, language: str):
        self.file = rel_path
        self.source = source
        self.language = language
        self.lines = source.decode("utf-8").splitlines()
        self.symbols: list[Symbol] = []
        self.links: list[Link] = []
        self.sites: list[SparkSite] = []
        self.package = ""
        self.constants: dict[str, str] = {}
        self.ordinals: dict[tuple[str, str], int] = {}
        self.calls: list[tuple[Symbol, str, int]] = []
        self.windows: dict[str, object] = {}             # val w = Window.partitionBy(...): its node
        self.method_names: set[str] = set()              # methods defined in this file
        self.frame_methods: set[str] = set()             # ... whose declared result is a DataFrame/Dataset
        self.frame_names: set[str] = set()               # names holding a DataFrame: df("c") is a column
        # Dataflow across methods and files (dataflow.py): "@param:<symbol_id>:<name>" stands for what
        # callers pass, "@call:<file>:<n>" for a method call's result until its method is known.
        self.returns: dict[str, list[str]] = {}          # method symbol_id -> refs its result comes from
        self.params: dict[str, list[str]] = {}           # method symbol_id -> positional parameter names
        self.call_facts: dict[str, dict] = {}            # "@call:..." -> callee, args, written, owner
        self.views: dict[str, list[str]] = {}            # temp view name -> refs registered under it
        self.imports: dict[str, str] = {}                # local name -> qualified name
        self.wildcards: list[str] = []                   # import a.b._ / a.b.* -> "a.b"
        # Top-level statements (a Scala script, a spark-shell paste, a Databricks notebook) run as the
        # file's script: `code.Chapter_11.<module>`, as Python's top-level code is named.
        self.script = ".".join(rel_path.rsplit(".", 1)[0].split("/")) + ".<module>"

    def text(self, node) -> str:
        return self.source[node.start_byte:node.end_byte].decode("utf-8", "replace")

    # ---- symbols
    def run(self, root) -> None:
        self._prescan(root)
        module = Symbol(symbol_id=stable_id("file", self.file.rsplit("/", 1)[-1], self.package),
                        kind="module", name=self.file.rsplit("/", 1)[-1], qualname=self.file, file=self.file,
                        line_start=1, line_end=max(len(self.lines), 1), parent_id=None)
        self.symbols.append(module)
        self._visit(root, module, {})
        cells = databricks_cells(self.lines)
        if cells is not None:
            for start, end, _ in cells:
                self._magic_sql(start, end, module)
            self._place_in_cells(cells)
        by_name: dict[str, str] = {}
        for symbol in self.symbols:
            by_name.setdefault(symbol.name, symbol.symbol_id)
            by_name.setdefault(symbol.qualname, symbol.symbol_id)
        for symbol, written, line in self.calls:
            target = by_name.get(written) or by_name.get(written.rsplit(".", 1)[-1]) if "." not in written or \
                written.split(".")[0][:1].isupper() else None
            self.links.append(Link(symbol.symbol_id, target or written, "calls", self.file, line, target is not None))
        for link in self.links:
            if link.kind == "inherits" and not link.resolved and link.dst in by_name:
                link.dst, link.resolved = by_name[link.dst], True
        self._link_calls()

    # ---- Databricks source notebooks
    def _magic_sql(self, start: int, end: int, module: Symbol) -> None:
        """A `// MAGIC %sql` cell runs its query as spark.sql would: a sql site and its clauses."""
        magic = [n for n in range(start, end + 1) if _MAGIC.match(self.lines[n - 1])]
        if not magic or not _MAGIC.sub("", self.lines[magic[0] - 1]).strip().startswith("%sql"):
            return
        first, last = magic[0], magic[-1]
        body = [_MAGIC.sub("", self.lines[n - 1]) for n in range(first, last + 1)]
        body[0] = body[0].split("%sql", 1)[1]
        text = "\n".join(body)
        if not text.strip():
            return
        site = self._new_site("sql", "spark.sql", module, first, last, [])
        add_string(site, "sql", text)
        self._sql_clauses(site, text, {"line": first, "end": last, "source": "\n".join(self.lines[first - 1:last])},
                          module)

    def _place_in_cells(self, cells: list[tuple[int, int, int]]) -> None:
        """Each site and symbol gets its cell (0-based) and its lines counted in the cell from the cell's
        first non-blank line, as Python's Databricks notebooks do; file lines stay the primary location."""
        def where(line: int) -> tuple[int, int]:
            for n, (start, end, shown) in enumerate(cells):
                if start <= line <= end:
                    return n, max(line - shown + 1, 1)
            return len(cells) - 1, 1

        for site in self.sites:
            cell, start = where(site.line_start)
            end_cell, end = where(site.line_end)
            site.cell, site.cell_line_start, site.cell_line_end = cell, start, end if end_cell == cell else start
        for symbol in self.symbols:
            if symbol.kind != "module" and where(symbol.line_start)[0] == where(symbol.line_end)[0]:
                symbol.cell = where(symbol.line_start)[0]

    def _link_calls(self) -> None:
        """Each method call placeholder gets the qualified names it may mean; one defined in this file
        is its callee now, others are looked up among every file's methods (dataflow.link_jvm_calls)."""
        methods: dict[str, str] = {}
        for symbol in self.symbols:
            if symbol.kind in ("method", "function"):
                methods.setdefault(symbol.qualname, symbol.symbol_id)
        for call in self.call_facts.values():
            written, owner = call.pop("written"), call.pop("owner")
            first, _, rest = written.partition(".")
            candidates = []
            if first in self.imports:
                candidates.append(self.imports[first] + (f".{rest}" if rest else ""))
            parts = owner.split(".") if owner else []
            candidates += [".".join(parts[:k] + [written]) for k in range(len(parts), 0, -1)]
            if self.package and not owner.startswith(self.package):
                candidates.append(f"{self.package}.{written}")
            candidates += [f"{w}.{written}" for w in self.wildcards] + [written]
            call["candidates"] = list(dict.fromkeys(candidates))
            call["suffix"] = written if "." in written else ""
            call["callee"] = next((methods[c] for c in call["candidates"] if c in methods), None)
            if call["callee"] is None and "." not in written:      # a method of this file by its name alone
                same = {s.symbol_id for s in self.symbols if s.kind in ("method", "function") and s.name == written}
                call["callee"] = next(iter(same)) if len(same) == 1 else None

    def facts(self) -> dict:
        """What resolving other files' dataflow (and this file's, when it is reused) needs."""
        return {
            "path": self.file, "language": self.language, "module": "",
            # the indexer reuses a file's rows only when its id scope is the one it would compute now
            "id_scope": module_qualname(self.file + ".py").rsplit(".", 1)[-1],
            "jvm": {"package": self.package,
                    "methods": {s.qualname: s.symbol_id for s in reversed(self.symbols)
                                if s.kind in ("method", "function")}},
            "returns": self.returns, "params": self.params, "calls": self.call_facts, "views": self.views,
            "raw_inputs": {s.site_id: list(s.inputs) for s in self.sites if any(i.startswith("@") for i in s.inputs)},
        }

    def _prescan(self, root) -> None:
        """Package, imports and string constants (`val X = "..."`, `static final String X = "..."`)."""
        stack = [root]
        while stack:
            node = stack.pop()
            if node.type in ("package_clause", "package_declaration"):
                name = node.child_by_field_name("name") or next((c for c in node.named_children), None)
                self.package = self.text(name).strip() if name else ""
            elif node.type in ("function_definition", "method_declaration"):
                name = node.child_by_field_name("name")
                result = node.child_by_field_name("return_type") or node.child_by_field_name("type")
                if name is not None:
                    self.method_names.add(self.text(name))
                    if result is not None and re.search(r"\b(DataFrame|Dataset)\b", self.text(result)):
                        self.frame_methods.add(self.text(name))
            elif node.type == "import_declaration":
                self._import(self.text(node))
            elif node.type == "call_expression":
                self._frame_like(node)
            if node.type == "val_definition":
                name, value = node.child_by_field_name("pattern"), node.child_by_field_name("value")
                folded = self._fold(value) if value is not None else None
                if name is not None and name.type == "identifier" and folded is not None:
                    self.constants[self.text(name)] = folded
            elif node.type == "variable_declarator":
                name, value = node.child_by_field_name("name"), node.child_by_field_name("value")
                folded = self._fold(value) if value is not None else None
                if name is not None and folded is not None:
                    self.constants[self.text(name)] = folded
            stack.extend(node.children)

    def _frame_like(self, call) -> None:
        """A name the file uses as a DataFrame though its value is not in sight (a script pasted after
        another): the receiver of a DataFrame method no collection has (`verses.groupBy`), the other
        side of a join. Its apply, `verses("book")`, is then a column."""
        function, args = call.child_by_field_name("function"), call.child_by_field_name("arguments")
        if function is None or function.type != "field_expression":
            return
        value, field = function.child_by_field_name("value"), function.child_by_field_name("field")
        method = self.text(field) if field is not None else ""
        if method in FRAME_METHODS and method not in _COLLECTION_LOOKALIKES and value is not None \
                and value.type == "identifier":
            self.frame_names.add(self.text(value))
        if method in ("join", "crossJoin", "joinWith", "union", "unionByName") and args is not None \
                and args.named_children and args.named_children[0].type == "identifier":
            self.frame_names.add(self.text(args.named_children[0]))

    def _import(self, text: str) -> None:
        """`import a.b.C`, `a.b.{C, D => E}`, `a.b.C._`, `a.b.*`, `import static a.B.m;` -> names."""
        text = re.sub(r"^import\s+(static\s+)?", "", text.strip()).rstrip(";")
        depth, start, pieces = 0, 0, []
        for i, ch in enumerate(text):
            depth += (ch == "{") - (ch == "}")
            if ch == "," and depth == 0:
                pieces.append(text[start:i])
                start = i + 1
        pieces.append(text[start:])
        for piece in pieces:
            piece = "".join(piece.split())
            selectors = re.fullmatch(r"(.+)\.\{(.*)\}", piece)
            if selectors:
                base = selectors.group(1)
                for selector in selectors.group(2).split(","):
                    name, _, local = selector.partition("=>")
                    if name in ("_", "*", "given"):
                        self.wildcards.append(base)
                    elif local != "_":
                        self.imports[local or name] = f"{base}.{name}"
            elif piece.endswith("._") or piece.endswith(".*"):
                self.wildcards.append(piece[:-2])
            elif piece:
                self.imports[piece.rsplit(".", 1)[-1]] = piece

    def _visit(self, node, parent: Symbol, env: dict) -> None:
        kinds = _SYMBOL_NODES[self.language]
        for child in node.children:
            if child.type in kinds:
                self._symbol(child, kinds[child.type], parent)
            elif child.type == "import_declaration":
                self.links.append(Link(parent.symbol_id, self.text(child).removeprefix("import").strip(" ;"),
                                       "imports", self.file, child.start_point[0] + 1))
            elif child.type in ("val_definition", "var_definition", "field_declaration") and parent.kind != "module":
                self._statement(child, parent, env)
            elif child.type in ("package_clause", "package_declaration", "comment", "block_comment",
                                "line_comment"):
                continue
            elif child.type in BODY_TYPES or child.type in ("compilation_unit", "program", "package_clause"):
                self._visit(child, parent, env)
            elif parent.kind in ("object", "class", "trait") and child.is_named:
                self._statement(child, parent, env)       # Scala object bodies run code too
            elif parent.kind == "module" and self.language == "scala" and child.is_named:
                self._statement(child, parent, env)       # a script's top-level statements, in order

    def _symbol(self, node, kind: str, parent: Symbol) -> None:
        name_node = node.child_by_field_name("name")
        name = self.text(name_node) if name_node is not None else "<anonymous>"
        if kind == "method" and parent.kind == "module":
            kind = "function"
        prefix = parent.qualname if parent.kind != "module" else self.package
        qualname = f"{prefix}.{name}" if prefix else name
        n = sum(1 for s in self.symbols if s.qualname == qualname)
        symbol = Symbol(symbol_id=stable_id(kind, self.package, qualname.removeprefix(self.package) + (f"#{n}" if n else "")),
                        kind=kind, name=name, qualname=qualname, file=self.file,
                        line_start=node.start_point[0] + 1, line_end=node.end_point[0] + 1,
                        parent_id=parent.symbol_id, docstring=self._doc(node), signature=self._signature(node))
        self.symbols.append(symbol)
        self.links.append(Link(parent.symbol_id, symbol.symbol_id, "contains", self.file, symbol.line_start, True))
        for base in self._bases(node):
            self.links.append(Link(symbol.symbol_id, base, "inherits", self.file, symbol.line_start))
        env = self._params(node, symbol if kind in ("method", "function") else None)
        body = node.child_by_field_name("body")
        if body is None:
            return
        if kind in ("method", "function"):
            if self.language == "scala":
                self._returned(body, symbol, env)      # def f = expr, or a block's last expression
            else:
                for statement in body.named_children if body.type == "block" else [body]:
                    self._statement(statement, symbol, env)
        else:
            self._visit(body, symbol, env)

    def _returned(self, node, symbol: Symbol, env: dict) -> None:
        """A Scala expression whose value the method returns: a block's last expression, both branches
        of an if, each case of a match."""
        if node.type in ("block", "indented_block"):
            statements = node.named_children
            for statement in statements[:-1]:
                self._statement(statement, symbol, env)
            if statements:
                self._returned(statements[-1], symbol, env)
            return
        if node.type == "if_expression":
            condition = node.child_by_field_name("condition")
            if condition is not None:
                self._eval(condition, symbol, env)
            for branch_field in ("consequence", "alternative"):
                branch = node.child_by_field_name(branch_field)
                if branch is not None:
                    self._returned(branch, symbol, env)
            return
        if node.type == "match_expression":          # x match { case d if ... => d; case d => d.f() }
            scrutinee, cases = node.child_by_field_name("value"), node.child_by_field_name("body")
            value = self._eval(scrutinee, symbol, env) if scrutinee is not None else None
            for clause in cases.named_children if cases is not None else []:
                pattern, body = clause.child_by_field_name("pattern"), clause.child_by_field_name("body")
                inner = dict(env)
                if pattern is not None and pattern.type == "identifier" and value is not None:
                    inner[self.text(pattern)] = value
                if body is not None:
                    self._returned(body, symbol, inner)
            return
        if node.type == "return_expression" and node.named_children:
            self._returned(node.named_children[-1], symbol, env)
            return
        if node.type in ("val_definition", "var_definition", "comment", "block_comment"):
            self._statement(node, symbol, env)
            return
        self._record_return(self._eval(node, symbol, env), symbol)

    def _record_return(self, value: _Value | None, symbol: Symbol) -> None:
        if value is not None and value.site and symbol.kind in ("method", "function"):
            add_name(self.returns.setdefault(symbol.symbol_id, []), value.site)

    def _signature(self, node) -> str:
        body = node.child_by_field_name("body")
        end = body.start_byte if body is not None else node.end_byte
        text = self.source[node.start_byte:end].decode("utf-8", "replace")
        return " ".join(text.split()).rstrip(" ={")

    def _doc(self, node) -> str:
        prev = node.prev_named_sibling
        if prev is not None and prev.type in ("block_comment", "comment") and self.text(prev).startswith("/**"):
            lines = [line.strip().lstrip("*").strip() for line in self.text(prev)[3:-2].splitlines()]
            return " ".join(line for line in lines if line)
        return ""

    def _bases(self, node) -> list[str]:
        out = []
        for child in node.children:
            if child.type in ("extends_clause", "superclass", "super_interfaces", "extends_interfaces"):
                for sub in _walk(child):
                    if sub.type in ("type_identifier", "scoped_type_identifier") and sub.parent.type not in (
                            "scoped_type_identifier", "type_arguments"):
                        out.append(self.text(sub))
        return out

    def _params(self, node, method: Symbol | None = None) -> dict:
        """Parameters by role; a DataFrame parameter of a method stands for what its callers pass."""
        env: dict[str, _Value] = {}
        lists = [c for c in node.children if c.type in ("parameters", "formal_parameters")]
        for n, params in enumerate(lists):
            positional = []
            for param in params.named_children:
                name, kind = param.child_by_field_name("name"), param.child_by_field_name("type")
                note = self.text(kind) if kind is not None else ""
                if name is None:
                    continue
                positional.append(self.text(name))
                if "SparkSession" in note:
                    env[self.text(name)] = _Value("session")
                elif "SparkContext" in note:
                    env[self.text(name)] = _Value("context")
                elif re.search(r"\b(DataFrame|Dataset)\b", note):
                    site = f"@param:{method.symbol_id}:{self.text(name)}" if method is not None else None
                    self.frame_names.add(self.text(name))
                    env[self.text(name)] = _Value("frame", site=site)
                elif re.search(r"\bRDD\b", note):
                    site = f"@param:{method.symbol_id}:{self.text(name)}" if method is not None else None
                    env[self.text(name)] = _Value("rdd", site=site)
                else:
                    env[self.text(name)] = _Value("other")
            if method is not None and n == 0:
                self.params[method.symbol_id] = positional
        return env

    # ---- statements and dataflow
    def _bind(self, name: str, value: _Value | None, env: dict) -> None:
        env[name] = value or _Value("other")
        if value is not None and value.role == "frame":
            self.frame_names.add(name)
        if value is not None and value.role == "window" and value.node is not None:
            self.windows[name] = value.node

    def _statement(self, node, symbol: Symbol, env: dict) -> None:
        if node.type in ("val_definition", "var_definition"):
            name, value = node.child_by_field_name("pattern"), node.child_by_field_name("value")
            if value is not None:
                result = self._typed(node, self._eval(value, symbol, env))
                if name is not None and name.type == "identifier":
                    self._bind(self.text(name), result, env)
            return
        if node.type in ("local_variable_declaration", "field_declaration"):
            for declarator in node.named_children:
                if declarator.type == "variable_declarator":
                    name, value = declarator.child_by_field_name("name"), declarator.child_by_field_name("value")
                    if value is not None:
                        result = self._typed(node, self._eval(value, symbol, env))
                        self._bind(self.text(name), result, env)
            return
        if node.type in ("assignment_expression",):
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            if right is not None:
                result = self._eval(right, symbol, env)
                if left is not None and left.type == "identifier":
                    self._bind(self.text(left), result, env)
            return
        if node.type in _SYMBOL_NODES[self.language]:
            self._symbol(node, _SYMBOL_NODES[self.language][node.type], symbol)
            return
        if node.type in ("return_statement", "return_expression"):
            results = [self._eval(c, symbol, env) for c in node.named_children]
            self._record_return(results[-1] if results else None, symbol)
            return
        if node.type in ("block", "indented_block", "if_statement", "for_statement", "enhanced_for_statement",
                         "while_statement",
                         "try_statement", "if_expression", "try_expression", "match_expression"):
            for child in node.named_children:
                self._statement(child, symbol, env)
            return
        result = self._eval(node, symbol, env)
        # `writer.partitionBy(c);` alone configures the writer the variable holds (DataFrameReader and
        # DataFrameWriter return themselves): the variable holds the configured one.
        root = self._chain_root(node)
        if result is not None and result.role in ("reader", "writer") and root is not None \
                and getattr(env.get(root), "role", None) == result.role:
            env[root] = result

    def _chain_root(self, node) -> str | None:
        """The variable a statement's call chain starts from: `writer` in `writer.mode(m).option(k, v);`."""
        if node.type == "expression_statement" and node.named_children:
            node = node.named_children[0]
        parts = self._call_parts(node)
        while parts is not None and parts[0] is not None:
            node = parts[0]
            parts = self._call_parts(node)
        return self.text(node) if node.type == "identifier" else None

    def _typed(self, declaration, value: _Value | None) -> _Value | None:
        """A variable declared as a DataFrame/Dataset holds one, whatever call made it."""
        kind = declaration.child_by_field_name("type")
        if kind is None or (value is not None and value.role not in ("maybe", "other")):
            return value
        if re.search(r"\b(DataFrame|Dataset)\b", self.text(kind)):
            return _Value("frame", site=value.site if value else None)
        if re.search(r"\bSparkSession\b", self.text(kind)):
            return _Value("session")
        if re.search(r"\bSparkContext\b", self.text(kind)):
            return _Value("context")
        return value

    def _eval(self, node, symbol: Symbol, env: dict) -> _Value | None:
        t = node.type
        if t == "identifier":
            name = self.text(node)
            if name in env:
                return env[name]
            if name == "Window":
                return _Value("window", node=node)
            if name.lower() in SESSION_NAMES or name.lower().endswith("spark"):
                return _Value("session")
            if name.lower() in ("sc", "jsc", "sparkcontext", "spark_context"):
                return _Value("context")
            return None
        if t in ("parenthesized_expression", "expression_statement", "return_statement"):
            results = [self._eval(c, symbol, env) for c in node.named_children]
            return results[-1] if results else None
        if t == "call_expression" and (node.child_by_field_name("function") or node).type == "call_expression":
            args = node.child_by_field_name("arguments")            # f(df)(spark): curried, f(df) decides
            for arg in args.named_children if args is not None else []:
                if arg.type not in _LAMBDA_TYPES:
                    self._eval(arg, symbol, env)
            return self._eval(node.child_by_field_name("function"), symbol, env)
        call = self._call_parts(node)
        if call is not None:
            return self._eval_call(node, call, symbol, env)
        if t == "generic_function":            # ds.as[Order]: the same data, typed
            function = node.child_by_field_name("function")
            return self._eval(function, symbol, env) if function is not None else None
        if t == "field_expression":            # Scala: spark.read, df.write, df.distinct (no parentheses)
            value, name = node.child_by_field_name("value"), node.child_by_field_name("field")
            base = self._eval(value, symbol, env) if value is not None else None
            return self._member(node, base, self.text(name) if name is not None else "", [], symbol, name)
        if t in ("val_definition", "var_definition", "local_variable_declaration", "assignment_expression",
                 "block", "indented_block", "if_expression", "match_expression"):
            self._statement(node, symbol, env)
            return None
        for child in node.named_children:
            if child.type not in _LAMBDA_TYPES:
                self._eval(child, symbol, env)
        return None

    def _call_parts(self, node):
        """(receiver node or None, method name, argument nodes, name node) for a call, else None."""
        if node.type == "method_invocation":                      # Java
            args = node.child_by_field_name("arguments")
            name = node.child_by_field_name("name")
            return node.child_by_field_name("object"), self.text(name), list(args.named_children) if args else [], name
        if node.type == "call_expression":                        # Scala
            function, args = node.child_by_field_name("function"), node.child_by_field_name("arguments")
            arg_nodes = list(args.named_children) if args is not None else []
            if args is not None and args.type == "case_block":          # ds.map { case Order(id, a) => ... }
                arg_nodes = [args]
            if function is None:
                return None
            if function.type == "field_expression":
                name = function.child_by_field_name("field")
                return function.child_by_field_name("value"), self.text(name), arg_nodes, name
            if function.type == "generic_function":               # df.as[T](...)
                return None
            return None, self.text(function), arg_nodes, function
        return None

    def _eval_call(self, node, parts, symbol: Symbol, env: dict) -> _Value | None:
        receiver_node, method, args, name_node = parts
        if receiver_node is not None and receiver_node.type == "this":
            receiver_node = None                                   # this.clean(df): a method of the class
        receiver = self._eval(receiver_node, symbol, env) if receiver_node is not None else None
        arg_values, keys = [], []
        for i, arg in enumerate(args):
            keys.append(str(i))
            if arg.type in _LAMBDA_TYPES:
                arg_values.append(_Value("other"))
            elif arg.type == "assignment_expression" and self.language == "scala":   # f(df = x)
                left, right = arg.child_by_field_name("left"), arg.child_by_field_name("right")
                keys[-1] = self.text(left) if left is not None else keys[-1]
                arg_values.append(self._eval(right, symbol, env) if right is not None else None)
            else:
                arg_values.append(self._eval(arg, symbol, env))
        if receiver_node is None and method in env and env[method].role == "frame":
            return _Value("column")                                # df("c") in Scala
        if receiver_node is None and method == "broadcast" and arg_values and arg_values[0] is not None \
                and arg_values[0].role == "frame":
            return arg_values[0]
        if receiver_node is None and method in ("Seq", "List", "Array", "Vector") and method not in env:
            return _Value("local")                                 # Seq(...).toDS(): local objects
        if receiver_node is None and method == "sql" and args and method not in self.method_names \
                and self._session_import(method):
            return self._sql(node, args[0], symbol, node.start_point[0] + 1)     # after `import spark.sql`
        if receiver_node is None or (receiver_node.type == "identifier" and self.text(receiver_node)[:1].isupper()
                                     and receiver is None):
            written = method if receiver_node is None else f"{self.text(receiver_node)}.{method}"
            self.calls.append((symbol, written, node.start_point[0] + 1))
            frame_in = any(v is not None and (v.site or v.role in ("frame", "session", "rdd")) for v in arg_values)
            if receiver_node is not None or method in self.method_names or method in self.imports or frame_in:
                # A method of this file or another (Helpers.clean(df), clean(df) after an import):
                # its result is what that method returns, known once every file is indexed.
                placeholder = f"@call:{self.file}:{len(self.call_facts)}"
                owner = symbol.qualname.rsplit(".", 1)[0] if symbol.kind in ("method", "function") else symbol.qualname
                self.call_facts[placeholder] = {
                    "callee": None, "written": written, "owner": owner if symbol.kind != "module" else self.package,
                    "args": {k: [v.site] for k, v in zip(keys, arg_values) if v is not None and v.site}}
                role = "frame" if method in self.frame_methods else "maybe"
                return _Value(role, site=placeholder)
            return _Value("column") if receiver_node is None and method not in env else None
        return self._member(node, receiver, method, args, symbol, name_node, arg_values)

    def _member(self, node, receiver: _Value | None, method: str, args: list, symbol: Symbol, name_node,
                arg_values: list | None = None) -> _Value | None:
        role = receiver.role if receiver else None
        if role == "maybe":            # a method's result: a DataFrame only if the call says so
            role = None
        if method in ("getOrCreate", "getActiveSession", "active", "newSession") and role != "context":
            text = self.text(node)
            return _Value("context" if "SparkContext" in text and "SparkSession" not in text else "session")
        line = (name_node.start_point[0] + 1) if name_node is not None else node.start_point[0] + 1
        if role == "session":
            if method in ("read", "readStream"):
                return _Value("reader", start=line)
            if method == "sql" and args:
                return self._sql(node, args[0], symbol, line)
            if method in ("table", "createDataFrame", "createDataset", "range"):
                given = arg_values[0] if method != "table" and method != "range" and arg_values else None
                site = self._site(node, "read", f"spark.{method}", symbol, line, [given.site if given else None])
                for arg in args:
                    self._collect(arg, site, "table" if method == "table" else "literal")
                if given is not None and given.role == "rdd" and len(args) == 1:
                    # an RDD of objects (no schema given): Spark serializes each into a row
                    return _Value("frame", site=self._serialize(node, f"spark.{method}", site, symbol, line))
                return _Value("frame", site=site.site_id)
            if method in ("sparkContext", "javaSparkContext"):
                return _Value("context")
            return _Value("other")
        if role == "context":
            if method in CONTEXT_SOURCES | CONTEXT_FILES:
                site = self._site(node, "rdd", f"sc.{method}", symbol, line, [])
                for arg in args[:1] if method in CONTEXT_FILES else []:
                    self._collect(arg, site, "path")
                return _Value("rdd", site=site.site_id)
            return _Value("other")
        if role == "frame" and method in _TO_RDD:
            return _Value("rdd", site=receiver.site)             # df.rdd: the same rows as an RDD
        if role == "frame" and method in _FROM_OBJECTS and not args:
            return receiver                                      # ds.toDF(): the same rows
        if role in ("rdd", "local") and method in _FROM_OBJECTS:
            # rdd.toDS / Seq(...).toDF("a"): a scan of the objects (Scan[obj], LocalTableScan), and for an
            # RDD the serializer turning them into rows (SerializeFromObject)
            site = self._site(node, "read", method, symbol, line, [receiver.site])
            for arg in args:
                self._collect(arg, site, "column")
                self._collect(arg, site, "alias")
            if role == "local":
                return _Value("frame", site=site.site_id)
            return _Value("frame", site=self._serialize(node, method, site, symbol, line, args))
        if role == "frame" and method == "groupByKey":
            site = self._site(node, "rdd", method, symbol, line, [receiver.site])    # AppendColumns: the key
            for arg in args:
                self._function_reads(arg, site)
            return _Value("keyed", site=site.site_id)
        if role == "keyed" and method in _KEYED_AGGREGATES:
            site = self._frame_site(node, "aggregate", method, receiver, args, arg_values, symbol, line)
            if method == "reduceGroups":
                add_name(site.functions, "reduceaggregator")     # the aggregate function the plan shows
            return _Value("frame", site=site.site_id)
        if role == "keyed" and method in _TYPED_METHODS:
            inputs = [receiver.site] + ([arg_values[0].site if arg_values[0] else None]
                                        if method == "cogroup" and arg_values else [])
            site = self._site(node, "rdd", method, symbol, line, inputs)
            for arg in args[1:] if method == "cogroup" else args:
                self._function_reads(arg, site)
            return _Value("keyed" if method == "mapValues" else "frame", site=site.site_id)
        if role == "frame" and method in _LIMIT_ACTIONS:
            site = self._site(node, "limit", method, symbol, line, [receiver.site])
            add_name(site.literals, self._rows_fetched(method, args))
            return _Value("other")
        if role == "rdd" and method in RDD_METHODS | RDD_ACTIONS or role == "frame" and method in _TYPED_METHODS:
            inputs = [receiver.site]
            if method in RDD_PAIRS | {"cogroup"} and arg_values:
                inputs.append(arg_values[0].site if arg_values[0] else None)
            site = self._site(node, "rdd", method, symbol, line, inputs)
            for arg in args[1:] if method in RDD_PAIRS else args:
                self._function_reads(arg, site)
            if method in RDD_ACTIONS or method in ("reduce", "foreach", "foreachPartition"):
                return _Value("other")
            return _Value(role, site=site.site_id)
        if role == "reader":
            if method in READER_CONFIG:
                return replace(receiver, config=receiver.config + [(method, args)])
            if method in READER_TERMINALS:
                site = self._site(node, "read", f"read.{method}", symbol, receiver.start, [])
                self._collect_io(site, receiver.config + [(method, args)])
                return _Value("frame", site=site.site_id)
            return None
        if role == "writer":
            if method in WRITER_CONFIG:
                return replace(receiver, config=receiver.config + [(method, args)])
            if method in WRITER_TERMINALS:
                site = self._site(node, "write", f"write.{method}", symbol, receiver.start, [receiver.site])
                self._collect_io(site, receiver.config + [(method, args)])
            return _Value("other")
        if role == "window":
            return _Value("window", node=node)
        if role is None and method in ("partitionBy", "orderBy") and receiver is None and self._starts_with_window(node):
            return _Value("window", node=node)
        if role in ("frame", None) and method in ("write", "writeStream"):
            return _Value("writer", site=receiver.site if receiver else None, start=line)
        if role == "grouped" and method in GROUPED_METHODS:
            site = self._frame_site(node, GROUPED_METHODS[method], method, receiver, args, arg_values, symbol, line)
            return _Value("grouped" if method == "pivot" else "frame", site=site.site_id)
        if method in FRAME_METHODS and (role == "frame" or (role is None and self._spark_shaped(method, args))):
            site = self._frame_site(node, FRAME_METHODS[method], method, receiver, args, arg_values, symbol, line)
            if method == "count":
                return _Value("other")
            return _Value("grouped" if method in GROUPING_METHODS else "frame", site=site.site_id)
        if role == "frame" and method == "transform" and args and receiver.site:
            step = self._unwrap(args[0])
            written = self.text(step).replace("::", ".")
            if step.type in ("identifier", "field_expression", "method_reference") and (
                    written in self.method_names or written.split(".")[0][:1].isupper()):
                # df.transform(Steps.clean): the receiver is clean's argument, its result clean's result
                self.calls.append((symbol, written, line))
                placeholder = f"@call:{self.file}:{len(self.call_facts)}"
                owner = symbol.qualname.rsplit(".", 1)[0] if symbol.kind in ("method", "function") else symbol.qualname
                self.call_facts[placeholder] = {"callee": None, "written": written, "args": {"0": [receiver.site]},
                                                "owner": owner if symbol.kind != "module" else self.package}
                return _Value("frame", site=placeholder)
        if role == "frame" and method in ("as", "hint", "checkpoint", "withWatermark", "transform"):
            return receiver
        if role in ("frame", None) and method in VIEW_METHODS and receiver is not None and receiver.site and args:
            name = self._fold(args[0])
            if name:                          # spark.sql("... FROM name") reads what was registered
                add_name(self.views.setdefault(name.lower(), []), receiver.site)
            return _Value("other")
        if role == "column":
            return _Value("column")
        return None

    def _session_import(self, name: str) -> bool:
        """`import spark.sql` (a session's member imported by name) makes `sql(...)` the session's."""
        owner = self.imports.get(name, "").rpartition(".")[0]
        return bool(owner) and (owner.lower() in SESSION_NAMES or owner.lower().endswith("spark"))

    def _starts_with_window(self, node) -> bool:
        while node is not None:
            parts = self._call_parts(node)
            receiver = parts[0] if parts else (node.child_by_field_name("value") if node.type == "field_expression" else None)
            if receiver is None:
                return node.type == "identifier" and self.text(node) == "Window"
            node = receiver
        return False

    def _spark_shaped(self, method: str, args: list) -> bool:
        """On a receiver of unknown type, a collection's filter/map/count look like Spark's: only calls
        whose arguments are no lambdas and whose names are Spark's own count."""
        if any(a.type in _LAMBDA_TYPES for a in args):
            return False
        return method not in ("filter", "count", "distinct", "union", "sortBy", "take", "limit", "sample",
                              "drop", "join", "cache", "persist", "coalesce", "alias", "as", "sort") or bool(
            args and any(self._mentions_column(a) for a in args))

    def _mentions_column(self, node) -> bool:
        return any(n.type in ("interpolated_string_expression", "quote_expression") or
                   (self._call_parts(n) or (None, ""))[1] in _COLUMN_FUNCTIONS for n in _walk(node))

    # ---- sites
    def _site(self, node, kind: str, method: str, symbol: Symbol, start: int, inputs: list) -> SparkSite:
        return self._new_site(kind, method, symbol, start, node.end_point[0] + 1, inputs)

    def _new_site(self, kind: str, method: str, symbol: Symbol, start: int, end: int, inputs: list) -> SparkSite:
        key = (symbol.symbol_id, method)
        ordinal = self.ordinals.get(key, 0)
        self.ordinals[key] = ordinal + 1
        site = SparkSite(site_id=stable_id("site", symbol.symbol_id, method, str(ordinal)), file=self.file,
                         line_start=start, line_end=max(end, start), symbol_id=symbol.symbol_id,
                         symbol=self.script if symbol.kind == "module" else symbol.qualname, kind=kind, method=method,
                         snippet="\n".join(self.lines[start - 1:max(end, start)]),
                         inputs=[i for i in dict.fromkeys(inputs) if i], language=self.language)
        self.sites.append(site)
        return site

    def _serialize(self, node, method: str, scan: SparkSite, symbol: Symbol, line: int, args: list = ()) -> str:
        """The SerializeFromObject over a scan of objects: a site of kind rdd fed by the scan."""
        site = self._site(node, "rdd", method, symbol, line, [scan.site_id])
        for arg in args:
            self._collect(arg, site, "column")
            self._collect(arg, site, "alias")
        return site.site_id

    def _rows_fetched(self, method: str, args: list) -> str:
        count = self._fold(args[0]) if args and args[0].type in _NUMBER_TYPES else None
        # show(false) passes a flag, not a row count; show(n) with n a variable passes one the index cannot fold
        given = bool(args) and (args[0].type in _NUMBER_TYPES or args[0].type == "identifier")
        return rows_fetched(method, int(count) if count is not None and count.isdigit() else None, given)

    def _frame_site(self, node, kind, method, receiver, args, arg_values, symbol, line) -> SparkSite:
        inputs = [receiver.site if receiver else None]
        if kind in ("join", "union") and arg_values:
            inputs.append(arg_values[0].site if arg_values[0] else None)
        site = self._site(node, kind, method, symbol, line, inputs)
        for arg in args:
            if self._unwrap(arg).type in _LAMBDA_TYPES:       # ds.filter(o => o.amount > 10)
                self._function_reads(arg, site)
        flags: set[str] = set()
        if method in ("filter", "where", "selectExpr"):
            for arg in args:
                self._collect(arg, site, "expr", flags)
        elif method == "withColumn" and len(args) >= 2:
            self._collect(args[0], site, "alias", flags)
            self._collect(args[1], site, "column", flags)
        elif method == "withColumnRenamed" and len(args) >= 2:
            self._collect(args[0], site, "column", flags)
            self._collect(args[1], site, "alias", flags)
        elif method in ("join", "crossJoin", "joinWith"):
            if len(args) > 1:
                self._collect(args[1], site, "column", flags)
            how = self._fold(args[2]) if len(args) > 2 else None
            site.join_how = how or ("cross" if method == "crossJoin" else "inner")
        elif method in ("limit", "offset", "coalesce", "sample", "repartition") and args and args[0].type in _NUMBER_TYPES:
            for arg in args:
                self._collect(arg, site, "literal", flags)
        elif kind not in ("union",):
            for arg in args:
                self._collect(arg, site, "column", flags)
        if kind in ("project", "filter") and "udf" in flags:
            site.kind = "udf"
        elif kind == "project" and "explode" in flags:
            site.kind = "explode"
        elif kind == "project" and "window" in flags:
            site.kind = "window"
        return site

    def _collect_io(self, site: SparkSite, calls: list) -> None:
        for method, args in calls:
            if method == "option" and len(args) >= 2:
                key = (self._fold(args[0]) or "").lower()
                self._collect(args[1], site, {"dbtable": "table", "table": "table", "path": "source"}.get(key, "literal"))
            elif method in ("partitionBy", "bucketBy", "sortBy"):
                for arg in args:
                    self._collect(arg, site, "column")
            elif method in ("table", "saveAsTable", "insertInto", "toTable"):
                for arg in args[:1]:
                    self._collect(arg, site, "table")
            elif method in ("load", "save", "start"):
                for arg in args[:1]:
                    self._collect(arg, site, "source")
            elif method in READER_TERMINALS | WRITER_TERMINALS:
                for arg in args[:1]:
                    self._collect(arg, site, "path")
            elif method != "schema":
                for arg in args:
                    self._collect(arg, site, "literal")

    def _sql(self, node, arg, symbol: Symbol, line: int) -> _Value:
        site = self._site(node, "sql", "spark.sql", symbol, line, [])
        text = self._fold(arg, partial=True)
        if not text:
            return _Value("frame", site=site.site_id)
        add_string(site, "sql", text)
        pending = {"line": arg.start_point[0] + 1, "end": arg.end_point[0] + 1, "source": self.text(arg)}
        self._sql_clauses(site, text, pending, symbol)
        return _Value("frame", site=site.site_id)

    def _sql_clauses(self, site: SparkSite, text: str, pending: dict, symbol: Symbol) -> None:
        """The query's clauses as sites before the statement they feed (sql_clauses)."""
        lines = self.lines
        ctx = sql_clauses.SqlContext(file=self.file, symbol_id=symbol.symbol_id, symbol=site.symbol,
                                     id_base=site.site_id, line_of=sql_clauses.sql_line_finder(text, pending),
                                     snippet_of=lambda n: lines[n - 1] if 0 < n <= len(lines) else "")
        result = sql_clauses.sql_sites(text, ctx)
        if result.sites:
            at = self.sites.index(site)
            self.sites[at:at] = result.sites
            site.inputs = [result.final] if result.final else []

    # ---- what functions given to RDD and typed Dataset calls read
    @staticmethod
    def _unwrap(node):
        while node.type in ("cast_expression", "parenthesized_expression") and node.named_children:
            node = node.child_by_field_name("value") or node.named_children[-1]
        children = node.named_children
        if node.type == "block" and len(children) == 1 and children[0].type == "lambda_expression":
            node = children[0]                  # rdd.map { r => ... }
        return node

    def _function_reads(self, arg, site: SparkSite) -> None:
        """Fields a lambda reads of its parameters (`r => (r.userId, r.amount)`, `_.amount`,
        `r -> r.getAs("amount")`, `case Order(id, amount) =>`) become columns; a function or method
        reference given by name (`parseLine`, `Helpers::parse`) becomes a function; numbers are literals."""
        arg = self._unwrap(arg)
        placeholder = any(n.type == "wildcard" for n in _walk(arg))      # _.amount, _ + _
        if arg.type in ("identifier", "field_expression", "method_reference") and not placeholder:
            name = self.text(arg).replace("::", ".").rsplit(".", 1)[-1]
            if name and name[:1].islower() and name not in self.constants:
                add_name(site.functions, name)
            elif arg.type == "identifier" and name in self.constants:
                self._collect(arg, site, "literal")
            return
        if arg.type in _NUMBER_TYPES:
            add_name(site.literals, self._fold(arg) or "")
            return
        if arg.type not in _LAMBDA_TYPES and not placeholder:
            return
        local: set[str] = set()
        if arg.type == "lambda_expression":
            params = arg.child_by_field_name("parameters") or (arg.named_children[0] if arg.named_children else None)
            if params is not None:
                local |= {self.text(n) for n in _walk(params) if n.type == "identifier"}
        for node in _walk(arg):
            if node.type in ("case_clause",):
                pattern = node.child_by_field_name("pattern")
                if pattern is not None:
                    local |= {self.text(n) for n in _walk(pattern) if n.type == "identifier"}
            elif node.type in ("lambda_expression",) and node is not arg:
                params = node.child_by_field_name("parameters")
                if params is not None:
                    local |= {self.text(n) for n in _walk(params) if n.type == "identifier"}

        def rooted(node) -> bool:
            while node is not None and node.type in ("field_expression", "field_access"):
                node = node.child_by_field_name("value") or node.child_by_field_name("object")
            return node is not None and (
                node.type == "wildcard" or node.type == "identifier" and self.text(node) in local)

        for node in sorted(_walk(arg), key=lambda n: (n.start_byte, -n.end_byte)):     # in reading order
            if node.type in ("field_expression", "field_access"):
                value = node.child_by_field_name("value") or node.child_by_field_name("object")
                field = node.child_by_field_name("field")
                called = node.parent is not None and node.parent.type in ("call_expression", "generic_function") \
                    and node.parent.child_by_field_name("function") == node
                name = self.text(field) if field is not None else ""
                if name and rooted(value) and not called and not name.startswith("_") and name not in _NOT_FIELDS:
                    add_name(site.columns, name)
            parts = self._call_parts(node) if node.type in ("call_expression", "method_invocation") else None
            if parts is None and node.type == "call_expression":
                function = node.child_by_field_name("function")
                if function is not None and function.type == "generic_function":     # r.getAs[String]("c")
                    inner = function.child_by_field_name("function")
                    if inner is not None and inner.type == "field_expression":
                        args = node.child_by_field_name("arguments")
                        parts = (inner.child_by_field_name("value"), self.text(inner.child_by_field_name("field")),
                                 list(args.named_children) if args is not None else [], None)
            if parts is not None:
                receiver, method, call_args, _ = parts
                if method in _ROW_GETTERS and receiver is not None and rooted(receiver):
                    for call_arg in call_args:
                        value = self._fold(call_arg) if call_arg.type in _STRING_TYPES else None
                        if value:
                            add_name(site.columns, value)
                elif receiver is not None and not call_args and rooted(receiver) and _BEAN_GETTER.match(method):
                    add_name(site.columns, _bean_property(method))     # p -> p.getAge() > 30: column age
                elif receiver is None and method[:1].islower() and method not in local:
                    add_name(site.functions, method)
            if node.type in ("infix_expression", "binary_expression"):
                for side in (node.child_by_field_name("left"), node.child_by_field_name("right")):
                    if side is not None and (side.type in _STRING_TYPES or side.type in _NUMBER_TYPES):
                        add_name(site.literals, self._fold(side) or "")

    # ---- names
    def _fold(self, node, partial: bool = False) -> str | None:
        """The string value of a literal, a constant, a concatenation or an interpolated string."""
        if node is None:
            return None
        t = node.type
        if t in _STRING_TYPES:
            text = self.text(node)
            quote = '"""' if text.startswith('"""') else '"'
            return text[len(quote):-len(quote)] if text.endswith(quote) and len(text) >= 2 * len(quote) else text.strip('"')
        if t in _NUMBER_TYPES:
            return self.text(node).rstrip("LlFfDd")
        if t == "identifier":
            return self.constants.get(self.text(node))
        if t in ("infix_expression", "binary_expression"):
            op = node.child_by_field_name("operator")
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            if op is not None and self.text(op) == "+":
                a, b = self._fold(left, partial), self._fold(right, partial)
                if a is None or b is None:
                    if not partial:
                        return None
                    a, b = a if a is not None else "?", b if b is not None else "?"
                return a + b
            return None
        if t == "interpolated_string_expression":
            body = node.child_by_field_name("interpolated_string") or node.named_children[-1]
            parts, cursor = [], body.start_byte
            for child in body.named_children:
                if child.type == "interpolation":
                    parts.append(self.source[cursor:child.start_byte].decode("utf-8", "replace"))
                    inner = child.named_children[-1] if child.named_children else None
                    if inner is not None and inner.type == "block" and inner.named_children:
                        inner = inner.named_children[0]
                    value = self._fold(inner) if inner is not None else None
                    if value is None and not partial:
                        return None
                    parts.append(value if value is not None else "?")
                    cursor = child.end_byte
            parts.append(self.source[cursor:body.end_byte].decode("utf-8", "replace"))
            text = "".join(parts)
            quote = '"""' if text.startswith('"""') else '"'
            return text[len(quote):-len(quote)] if len(text) >= 2 * len(quote) else text
        if t == "parenthesized_expression" and node.named_children:
            return self._fold(node.named_children[0], partial)
        return None

    def _collect(self, node, site: SparkSite, role: str, flags: set | None = None) -> None:
        flags = flags if flags is not None else set()
        t = node.type
        if t in _LAMBDA_TYPES:
            return
        if t == "interpolated_string_expression":
            interpolator = node.named_children[0] if node.named_children else None
            if interpolator is not None and self.text(interpolator) == "$":
                add_name(site.columns, self._fold(node, partial=True) or "")    # $"c"
            else:
                add_string(site, "expr" if role in ("expr", "sql") else role, self._fold(node, partial=True) or "")
            return
        if t == "quote_expression" or t == "symbol_literal":             # 'c
            add_name(site.columns, self.text(node).lstrip("'"))
            return
        if t in _STRING_TYPES or t == "identifier" and self.text(node) in self.constants:
            value = self._fold(node)
            if value is not None:
                add_string(site, role, value)
            return
        if t in _NUMBER_TYPES:
            add_name(site.literals, self._fold(node) or "")
            return
        if t in ("infix_expression", "binary_expression"):
            op = node.child_by_field_name("operator")
            operator = self.text(op) if op is not None else ""
            if operator in _LITERAL_METHODS or operator in (">", "<", ">=", "<=", "==", "!=", "&&", "||", "+", "-",
                                                            "*", "/", "%", "and", "or"):
                for child in (node.child_by_field_name("left"), node.child_by_field_name("right")):
                    if child is not None:
                        self._collect(child, site, "literal", flags)
                return
            if op is not None and operator.isidentifier():   # Scala infix method: a isin b
                self._column_method(operator, node.child_by_field_name("left"),
                                    [node.child_by_field_name("right")], site, role, flags)
                return
        parts = self._call_parts(node)
        if parts is not None:
            receiver, method, args, _ = parts
            if receiver is None and method in self.frame_names and method not in self.method_names:
                for arg in args:                                 # verses("text"): a column by apply
                    self._collect(arg, site, "column", flags)
            elif receiver is None or (receiver.type == "identifier" and self.text(receiver) in ("functions", "F")):
                self._function(method, args, site, role, flags)
            else:
                self._column_method(method, receiver, args, site, role, flags)
            return
        if t == "field_expression":                   # col("a").desc, $"a".asc
            value = node.child_by_field_name("value")
            if value is not None:
                self._collect(value, site, role, flags)
            return
        if t == "identifier":
            spec = self.windows.get(self.text(node))
            if spec is not None:                          # .over(w): the spec's columns
                self._collect(spec, site, "column", flags)
            return
        for child in node.named_children:
            self._collect(child, site, role, flags)

    def _function(self, name: str, args: list, site: SparkSite, role: str, flags: set) -> None:
        if name in _COLUMN_FUNCTIONS:
            for arg in args:
                self._collect(arg, site, "column", flags)
            return
        if name in ("lit", "typedLit"):
            for arg in args:
                self._collect(arg, site, "literal", flags)
            return
        if name == "expr":
            for arg in args:
                self._collect(arg, site, "expr", flags)
            return
        if name in _COLLECTIONS or name in ("Seq", "Array", "List"):
            for arg in args:
                self._collect(arg, site, role, flags)
            return
        if name in ("broadcast",):
            return
        if name in ("udf", "callUDF"):
            flags.add("udf")
        if name.startswith("explode") or name.startswith("posexplode") or name in ("inline", "stack"):
            flags.add("explode")
        low = name.lower()
        add_name(site.functions, low)
        add_name(site.functions, RUNTIME_NAMES.get(low, ""))
        positions = LITERAL_ARGS.get(name, set())
        for i, arg in enumerate(args):
            self._collect(arg, site, "literal" if positions == "*" or i in positions else "column", flags)

    def _column_method(self, method: str, receiver, args: list, site: SparkSite, role: str, flags: set) -> None:
        if receiver is not None and receiver.type == "identifier" and self.text(receiver) in ("Seq", "Array", "List", "Arrays"):
            for arg in args:
                self._collect(arg, site, role, flags)
            return
        if receiver is not None and receiver.type == "identifier" and self.text(receiver) not in self.constants \
                and method in ("col", "apply"):
            for arg in args:                                     # df.col("c")
                self._collect(arg, site, "column", flags)
            return
        if receiver is not None:
            self._collect(receiver, site, role, flags)
        if method in _ALIAS_METHODS:
            for arg in args:
                self._collect(arg, site, "alias", flags)
        elif method == "over":
            flags.add("window")
            for arg in args:
                self._collect(arg, site, "column", flags)
        elif method in _LITERAL_METHODS:
            for arg in args:
                self._collect(arg, site, "literal", flags)
        elif method in ("partitionBy", "orderBy", "rowsBetween", "rangeBetween"):
            for arg in args:
                self._collect(arg, site, "column", flags)
        else:
            for arg in args:
                self._collect(arg, site, role, flags)


def _bean_property(getter: str) -> str:
    """`getAge` -> `age`, `isActive` -> `active`, `getURL` -> `URL` (java.beans.Introspector.decapitalize)."""
    name = getter[3:] if getter.startswith("get") else getter[2:]
    return name if name[1:2].isupper() else name[:1].lower() + name[1:]


def databricks_cells(lines: list[str]) -> list[tuple[int, int, int]] | None:
    """A Scala source notebook's cells, counted from 0 after the header: (first file line, last file line,
    file line of its first non-blank line). None for a file without the Databricks header."""
    if not lines or not lines[0].startswith(_NOTEBOOK_HEADER):
        return None
    spans, first = [], 2
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == _CELL_SEPARATOR:
            spans.append((first, number - 1))
            first = number + 1
    spans.append((first, len(lines)))
    return [(start, end, next((n for n in range(start, end + 1) if lines[n - 1].strip()), start))
            for start, end in spans]


def _walk(node):
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)
