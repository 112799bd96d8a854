"""Index Scala and Java with tree-sitter: classes, objects, traits, methods, and Dataset/DataFrame sites.

The same SparkSite model as for Python: each Spark call with its kind, the line where its method is
written, the names it mentions (`$"c"`, `'c`, `col("c")`, `"c"`, expressions in `expr`/`selectExpr`/
`filter("...")`), and the sites whose data flows into it (the chain, a `val`/local variable, the
other side of a join or union). `spark.sql` strings become clause sites through sql_index.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace

from codemap_pipeline.code import sql_index
from codemap_pipeline.code.model import CodeFile, Link, SparkSite, Symbol
from codemap_pipeline.code.python_index import (
    _FRAME_METHODS, _GROUPED_METHODS, _GROUPING_METHODS, _LITERAL_ARGS, _READER_CONFIG,
    _READER_TERMINALS, _RUNTIME_NAMES, _SESSION_NAMES, _WRITER_CONFIG, _WRITER_TERMINALS, _add,
    _add_string, _sql_line_finder,
)

_PARSERS: dict = {}

_SYMBOL_NODES = {
    "scala": {"class_definition": "class", "object_definition": "object", "trait_definition": "trait",
              "enum_definition": "class", "function_definition": "method", "function_declaration": "method"},
    "java": {"class_declaration": "class", "interface_declaration": "interface", "enum_declaration": "class",
             "record_declaration": "class", "method_declaration": "method", "constructor_declaration": "method"},
}
_BODY_TYPES = {"template_body", "class_body", "interface_body", "enum_body", "block", "enum_body_declarations"}
_STRING_TYPES = {"string", "string_literal"}
_NUMBER_TYPES = {"integer_literal", "floating_point_literal", "decimal_integer_literal",
                 "decimal_floating_point_literal", "hex_integer_literal"}
_LAMBDA_TYPES = {"lambda_expression", "case_block"}
_ALIAS_METHODS = {"as", "alias", "name"}
_LITERAL_METHODS = {"===", "=!=", "equalTo", "notEqual", "gt", "lt", "geq", "leq", "isin", "isInCollection",
                    "like", "rlike", "ilike", "startsWith", "endsWith", "contains", "between", "otherwise",
                    "when", "cast", "eqNullSafe", "<=>", "getItem", "getField", "substr"}
_COLUMN_FUNCTIONS = {"col", "column", "$"}
_COLLECTIONS = {"Seq", "List", "Array", "Set", "asList", "Arrays.asList", "List.of", "Set.of", "toSeq"}


def _parser(language: str):
    """tree-sitter parsers are built on first use (no work at import time)."""
    if language not in _PARSERS:
        import tree_sitter
        if language == "scala":
            import tree_sitter_scala as grammar
        else:
            import tree_sitter_java as grammar
        _PARSERS[language] = tree_sitter.Parser(tree_sitter.Language(grammar.language()))
    return _PARSERS[language]


def _stable_id(*parts: str) -> str:
    return hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


@dataclass
class _Value:
    role: str                         # session reader writer frame grouped window column other
    site: str | None = None
    config: list = field(default_factory=list)     # reader/writer calls before the terminal
    start: int = 0
    node: object = None               # window: the spec's expression


def _first_error(node) -> int | None:
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "ERROR" or current.is_missing:
            return current.start_point[0] + 1
        if current.has_error:
            stack.extend(reversed(current.children))
    return None


def index_jvm_file(rel_path: str, source: bytes, language: str
                   ) -> tuple[CodeFile, list[Symbol], list[Link], list[SparkSite]]:
    """Index one Scala or Java file. A file with syntax errors gives a CodeFile with parse_error."""
    code_file = CodeFile(path=rel_path, language=language, content_hash=hashlib.sha256(source).hexdigest(),
                         lines=source.count(b"\n") + (0 if source.endswith(b"\n") or not source else 1))
    if b"\x00" in source:
        code_file.parse_error = "binary file: NUL byte"
        return code_file, [], [], []
    try:
        source.decode("utf-8")
    except UnicodeDecodeError as error:
        code_file.parse_error = f"UnicodeDecodeError at byte {error.start}: {error.reason}"
        return code_file, [], [], []
    tree = _parser(language).parse(source)
    if tree.root_node.has_error:
        code_file.parse_error = f"syntax error at line {_first_error(tree.root_node)}"
        return code_file, [], [], []
    indexer = _JvmIndexer(rel_path, source, language)
    try:
        indexer.run(tree.root_node)
    except RecursionError:
        code_file.parse_error = "index error: nested too deeply"
        return code_file, [], [], []
    return code_file, indexer.symbols, indexer.links, indexer.sites


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
        self.returns: dict[str, list[str]] = {}          # method name -> sites its result comes from

    def text(self, node) -> str:
        return self.source[node.start_byte:node.end_byte].decode("utf-8", "replace")

    # ---- symbols
    def run(self, root) -> None:
        self._prescan(root)
        module = Symbol(symbol_id=_stable_id("file", self.file.rsplit("/", 1)[-1], self.package),
                        kind="module", name=self.file.rsplit("/", 1)[-1], qualname=self.file, file=self.file,
                        line_start=1, line_end=max(len(self.lines), 1), parent_id=None)
        self.symbols.append(module)
        self._visit(root, module, {})
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
        for site in self.sites:                         # results of this file's methods, now all known
            site.inputs = list(dict.fromkeys(
                i for ref in site.inputs for i in (self.returns.get(ref[5:], []) if ref.startswith("@jvm:") else [ref])
                if not i.startswith("@")))

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
                if name is not None:
                    self.method_names.add(self.text(name))
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
            elif child.type in _BODY_TYPES or child.type in ("compilation_unit", "program", "package_clause"):
                self._visit(child, parent, env)
            elif parent.kind in ("object", "class", "trait") and child.is_named:
                self._statement(child, parent, env)       # Scala object bodies run code too

    def _symbol(self, node, kind: str, parent: Symbol) -> None:
        name_node = node.child_by_field_name("name")
        name = self.text(name_node) if name_node is not None else "<anonymous>"
        if kind == "method" and parent.kind == "module":
            kind = "function"
        prefix = parent.qualname if parent.kind != "module" else self.package
        qualname = f"{prefix}.{name}" if prefix else name
        n = sum(1 for s in self.symbols if s.qualname == qualname)
        symbol = Symbol(symbol_id=_stable_id(kind, self.package, qualname.removeprefix(self.package) + (f"#{n}" if n else "")),
                        kind=kind, name=name, qualname=qualname, file=self.file,
                        line_start=node.start_point[0] + 1, line_end=node.end_point[0] + 1,
                        parent_id=parent.symbol_id, docstring=self._doc(node), signature=self._signature(node))
        self.symbols.append(symbol)
        self.links.append(Link(parent.symbol_id, symbol.symbol_id, "contains", self.file, symbol.line_start, True))
        for base in self._bases(node):
            self.links.append(Link(symbol.symbol_id, base, "inherits", self.file, symbol.line_start))
        env = self._params(node)
        body = node.child_by_field_name("body")
        if body is None:
            return
        if kind in ("method", "function"):
            statements = body.named_children if body.type == "block" else [body]   # def f = expr
            for i, statement in enumerate(statements):
                if statement.type == "return_statement" or (i == len(statements) - 1 and self.language == "scala"):
                    value = self._eval(statement, symbol, env)
                    if value is not None and value.site:
                        _add(self.returns.setdefault(name, []), value.site)
                else:
                    self._statement(statement, symbol, env)
        else:
            self._visit(body, symbol, env)

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

    def _params(self, node) -> dict:
        env: dict[str, _Value] = {}
        params = node.child_by_field_name("parameters")
        for param in params.named_children if params is not None else []:
            name, kind = param.child_by_field_name("name"), param.child_by_field_name("type")
            note = self.text(kind) if kind is not None else ""
            if name is None:
                continue
            if "SparkSession" in note:
                env[self.text(name)] = _Value("session")
            elif "DataFrame" in note or "Dataset" in note:
                env[self.text(name)] = _Value("frame")
            else:
                env[self.text(name)] = _Value("other")
        return env

    # ---- statements and dataflow
    def _bind(self, name: str, value: _Value | None, env: dict) -> None:
        env[name] = value or _Value("other")
        if value is not None and value.role == "window" and value.node is not None:
            self.windows[name] = value.node

    def _statement(self, node, symbol: Symbol, env: dict) -> None:
        if node.type in ("val_definition", "var_definition"):
            name, value = node.child_by_field_name("pattern"), node.child_by_field_name("value")
            if value is not None:
                result = self._eval(value, symbol, env)
                if name is not None and name.type == "identifier":
                    self._bind(self.text(name), result, env)
            return
        if node.type in ("local_variable_declaration", "field_declaration"):
            for declarator in node.named_children:
                if declarator.type == "variable_declarator":
                    name, value = declarator.child_by_field_name("name"), declarator.child_by_field_name("value")
                    if value is not None:
                        result = self._eval(value, symbol, env)
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
        if node.type in ("block", "if_statement", "for_statement", "enhanced_for_statement", "while_statement",
                         "try_statement", "if_expression", "try_expression", "match_expression"):
            for child in node.named_children:
                self._statement(child, symbol, env)
            return
        self._eval(node, symbol, env)

    def _eval(self, node, symbol: Symbol, env: dict) -> _Value | None:
        t = node.type
        if t == "identifier":
            name = self.text(node)
            if name in env:
                return env[name]
            if name == "Window":
                return _Value("window", node=node)
            if name.lower() in _SESSION_NAMES or name.lower().endswith("spark"):
                return _Value("session")
            return None
        if t in ("parenthesized_expression", "expression_statement", "return_statement"):
            results = [self._eval(c, symbol, env) for c in node.named_children]
            return results[-1] if results else None
        call = self._call_parts(node)
        if call is not None:
            return self._eval_call(node, call, symbol, env)
        if t == "field_expression":            # Scala: spark.read, df.write, df.distinct (no parentheses)
            value, name = node.child_by_field_name("value"), node.child_by_field_name("field")
            base = self._eval(value, symbol, env) if value is not None else None
            return self._member(node, base, self.text(name) if name is not None else "", [], symbol, name)
        if t in ("val_definition", "var_definition", "local_variable_declaration", "assignment_expression",
                 "block", "if_expression", "match_expression"):
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
        receiver = self._eval(receiver_node, symbol, env) if receiver_node is not None else None
        arg_values = [self._eval(a, symbol, env) if a.type not in _LAMBDA_TYPES else _Value("other") for a in args]
        if receiver_node is None and method in env and env[method].role == "frame":
            return _Value("column")                                # df("c") in Scala
        if receiver_node is None or (receiver_node.type == "identifier" and self.text(receiver_node)[:1].isupper()
                                     and receiver is None):
            written = method if receiver_node is None else f"{self.text(receiver_node)}.{method}"
            self.calls.append((symbol, written, node.start_point[0] + 1))
            if method in self.method_names:               # a method of this file: its result, later
                return _Value("frame", site=f"@jvm:{method}")
            return _Value("column") if receiver_node is None and method not in env else None
        return self._member(node, receiver, method, args, symbol, name_node, arg_values)

    def _member(self, node, receiver: _Value | None, method: str, args: list, symbol: Symbol, name_node,
                arg_values: list | None = None) -> _Value | None:
        role = receiver.role if receiver else None
        line = (name_node.start_point[0] + 1) if name_node is not None else node.start_point[0] + 1
        if role == "session":
            if method in ("read", "readStream"):
                return _Value("reader", start=line)
            if method == "sql" and args:
                return self._sql(node, args[0], symbol, line)
            if method in ("table", "createDataFrame", "range"):
                site = self._site(node, "read", f"spark.{method}", symbol, line, [])
                for arg in args:
                    self._collect(arg, site, "table" if method == "table" else "literal")
                return _Value("frame", site=site.site_id)
            return _Value("other")
        if role == "reader":
            if method in _READER_CONFIG:
                return replace(receiver, config=receiver.config + [(method, args)])
            if method in _READER_TERMINALS:
                site = self._site(node, "read", f"read.{method}", symbol, receiver.start, [])
                self._collect_io(site, receiver.config + [(method, args)])
                return _Value("frame", site=site.site_id)
            return None
        if role == "writer":
            if method in _WRITER_CONFIG:
                return replace(receiver, config=receiver.config + [(method, args)])
            if method in _WRITER_TERMINALS:
                site = self._site(node, "write", f"write.{method}", symbol, receiver.start, [receiver.site])
                self._collect_io(site, receiver.config + [(method, args)])
            return _Value("other")
        if role == "window":
            return _Value("window", node=node)
        if role is None and method in ("partitionBy", "orderBy") and receiver is None and self._starts_with_window(node):
            return _Value("window", node=node)
        if role in ("frame", None) and method in ("write", "writeStream"):
            return _Value("writer", site=receiver.site if receiver else None, start=line)
        if role == "grouped" and method in _GROUPED_METHODS:
            site = self._frame_site(node, _GROUPED_METHODS[method], method, receiver, args, arg_values, symbol, line)
            return _Value("grouped" if method == "pivot" else "frame", site=site.site_id)
        if method in _FRAME_METHODS and (role == "frame" or (role is None and self._spark_shaped(method, args))):
            site = self._frame_site(node, _FRAME_METHODS[method], method, receiver, args, arg_values, symbol, line)
            if method == "count":
                return _Value("other")
            return _Value("grouped" if method in _GROUPING_METHODS else "frame", site=site.site_id)
        if role == "frame" and method in ("as", "hint", "checkpoint", "withWatermark", "toDF", "transform"):
            return receiver
        if role == "column":
            return _Value("column")
        return None

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
        key = (symbol.symbol_id, method)
        ordinal = self.ordinals.get(key, 0)
        self.ordinals[key] = ordinal + 1
        end = node.end_point[0] + 1
        site = SparkSite(site_id=_stable_id("site", symbol.symbol_id, method, str(ordinal)), file=self.file,
                         line_start=start, line_end=max(end, start), symbol_id=symbol.symbol_id,
                         symbol=symbol.qualname, kind=kind, method=method,
                         snippet="\n".join(self.lines[start - 1:max(end, start)]),
                         inputs=[i for i in dict.fromkeys(inputs) if i], language=self.language)
        self.sites.append(site)
        return site

    def _frame_site(self, node, kind, method, receiver, args, arg_values, symbol, line) -> SparkSite:
        inputs = [receiver.site if receiver else None]
        if kind in ("join", "union") and arg_values:
            inputs.append(arg_values[0].site if arg_values[0] else None)
        site = self._site(node, kind, method, symbol, line, inputs)
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
        elif method in ("join", "crossJoin"):
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
            elif method in _READER_TERMINALS | _WRITER_TERMINALS:
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
        _add_string(site, "sql", text)
        pending = {"line": arg.start_point[0] + 1, "end": arg.end_point[0] + 1, "source": self.text(arg)}
        lines = self.lines
        ctx = sql_index.SqlContext(file=self.file, symbol_id=symbol.symbol_id, symbol=symbol.qualname,
                                   id_base=site.site_id, line_of=_sql_line_finder(text, pending),
                                   snippet_of=lambda n: lines[n - 1] if 0 < n <= len(lines) else "")
        result = sql_index.sql_sites(text, ctx)
        if result.sites:
            self.sites[-1:-1] = result.sites          # clauses before the statement they feed
            site.inputs = [result.final] if result.final else []
        return _Value("frame", site=site.site_id)

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
                _add(site.columns, self._fold(node, partial=True) or "")    # $"c"
            else:
                _add_string(site, "expr" if role in ("expr", "sql") else role, self._fold(node, partial=True) or "")
            return
        if t == "quote_expression" or t == "symbol_literal":             # 'c
            _add(site.columns, self.text(node).lstrip("'"))
            return
        if t in _STRING_TYPES or t == "identifier" and self.text(node) in self.constants:
            value = self._fold(node)
            if value is not None:
                _add_string(site, role, value)
            return
        if t in _NUMBER_TYPES:
            _add(site.literals, self._fold(node) or "")
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
            if receiver is None or (receiver.type == "identifier" and self.text(receiver) in ("functions", "F")):
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
        _add(site.functions, low)
        _add(site.functions, _RUNTIME_NAMES.get(low, ""))
        positions = _LITERAL_ARGS.get(name, set())
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


def _walk(node):
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)
