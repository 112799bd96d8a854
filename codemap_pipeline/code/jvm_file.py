"""One Scala or Java file as the JVM front end reads it: its text, what it declares before any code
runs (package, imports, string constants, methods), the rows found so far, and the facts other files
need to resolve its dataflow (dataflow.py). The other jvm_* modules are functions over a JvmFile;
jvm_index walks its tree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from codemap_pipeline.code import jvm_constants
from codemap_pipeline.code.model import Link, SparkSite, Symbol
from codemap_pipeline.code.sql_holes import hole
from codemap_pipeline.code.vocabulary import FRAME_METHODS, module_qualname, stable_id

STRING_TYPES = {"string", "string_literal"}
NUMBER_TYPES = {"integer_literal", "floating_point_literal", "decimal_integer_literal",
                 "decimal_floating_point_literal", "hex_integer_literal"}
LAMBDA_TYPES = {"lambda_expression", "case_block"}
# DataFrame methods a Scala collection has too: on these alone a receiver is no DataFrame.
_COLLECTION_LOOKALIKES = {"filter", "count", "distinct", "union", "take", "drop", "sortBy", "alias", "toDF",
                          "limit", "sample", "sort", "coalesce", "cache", "persist", "join", "unionAll"}


_ESCAPE = re.compile(r"\\(u+[0-9a-fA-F]{4}|[0-7]{1,3}|.)", re.S)
_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f", "s": " "}


def _unescape(match: re.Match) -> str:
    code = match.group(1)
    if code[0] == "u":
        return chr(int(code.lstrip("u"), 16))
    if code[0] in "01234567":
        return chr(int(code, 8))
    return _ESCAPES.get(code, code)


def _strip_margin(text: str, margin: str) -> str:
    """Scala's stripMargin: on each line, blanks then the margin character go."""
    lines = text.split("\n")
    out = []
    for line in lines:
        rest = line.lstrip(" \t")
        out.append(rest[1:] if rest.startswith(margin) else line)
    return "\n".join(out)


BEAN = "<bean>"   # the constants table's key for a Java class's bean properties (its instance fields)
BEAN_COLUMNS = True   # rows of a bean class (`createDataFrame(rows, Person.class)`) have its fields as columns

# string methods returning the text with only blanks or a margin removed: the query written is the query run
_SAME_TEXT = {"stripMargin": _strip_margin, "trim": lambda text, _: text.strip(),
              "strip": lambda text, _: text.strip(), "stripLineEnd": lambda text, _: text.rstrip("\r\n"),
              "stripIndent": lambda text, _: text, "toString": lambda text, _: text}


@dataclass
class Value:
    role: str                         # session reader writer frame grouped window column other
                                      # maybe (a method's result: perhaps a DataFrame) context rdd
                                      # instance (`new C()` of a class of the repository's: `text` is C)
    site: str | None = None
    config: list = field(default_factory=list)     # reader/writer calls before the terminal
    start: int = 0
    node: object = None               # window: the spec's expression
    text: str | None = None           # string: its value where it folds (`var path = "a.csv"`)


class JvmFile:
    def __init__(self, rel_path: str, source: bytes, language: str, repo_constants: dict | None = None):
        self.file = rel_path
        self.source = source
        self.language = language
        self.lines = source.decode("utf-8").splitlines()
        self.symbols: list[Symbol] = []
        self.links: list[Link] = []
        self.sites: list[SparkSite] = []
        self.package = ""
        self.constants: dict[str, str] = {}
        # other files' constants (jvm_constants: {owner: {name: value}}), and those this file declares for them
        self.repo_constants: dict[str, dict[str, str]] = repo_constants or {}
        self.exports: dict[str, dict[str, str]] = {}
        self.named_owners: set[str] = set()             # the `K` of each `K.FILE` read for its value
        self.env: dict | None = None     # the names bound where the walk is (None: prescan, constants only)
        self.ordinals: dict[tuple[str, str], int] = {}
        self.calls: list[tuple[Symbol, str, int]] = []
        self.windows: dict[str, object] = {}             # val w = Window.partitionBy(...): its node
        self.name_lists: dict[str, object] = {}          # val columns = Seq("id", "name"): its node
        self.udf_names: dict[str, str] = {}              # val f = spark.udf.register("name", ...): "name"
        self.method_names: set[str] = set()              # methods defined in this file
        self.frame_methods: set[str] = set()             # ... whose declared result is a DataFrame/Dataset
        self.frame_names: set[str] = set()               # names holding a DataFrame: df("c") is a column
        # Dataflow across methods and files (dataflow.py): "@param:<symbol_id>:<name>" stands for what
        # callers pass, "@call:<file>:<n>" for a method call's result until its method is known.
        self.returns: dict[str, list[str]] = {}          # method symbol_id -> refs its result comes from
        self.params: dict[str, list[str]] = {}           # method symbol_id -> positional parameter names
        self.call_facts: dict[str, dict] = {}            # "@call:..." -> callee, args, written, owner
        self.views: dict[str, list[str]] = {}            # temp view name -> refs registered under it
        # Literal arguments (arguments.py): a parameter's uses in sites, the strings calls of this file pass
        self.param_uses: dict[str, list[tuple[str, str]]] = {}   # "<symbol_id>:<param>" -> (site_id, role)
        self.call_strings: list[tuple[str, dict[str, str]]] = []  # ("@call:...", {position or name: string})
        self.imports: dict[str, str] = {}                # local name -> qualified name
        self.wildcards: list[str] = []                   # import a.b._ / a.b.* -> "a.b"
        # Top-level statements (a Scala script, a spark-shell paste, a Databricks notebook) run as the
        # file's script: `code.Chapter_11.<module>`, as Python's top-level code is named.
        self.script = ".".join(rel_path.rsplit(".", 1)[0].split("/")) + ".<module>"

    def text(self, node) -> str:
        return self.source[node.start_byte:node.end_byte].decode("utf-8", "replace")

    def fold(self, node, partial: bool = False, holes: list | None = None) -> str | None:
        """The string value of a literal, a constant, a concatenation or an interpolated string. With
        `partial`, an unknown part of a concatenation or interpolation is "?"; with a `holes` list too, a
        placeholder (sql_holes.hole) numbered by the unknown nodes it collects."""
        if node is None:
            return None
        t = node.type
        if t in STRING_TYPES:
            text = self.text(node)
            quote = '"""' if text.startswith('"""') else '"'
            value = text[len(quote):-len(quote)] if text.endswith(quote) and len(text) >= 2 * len(quote) else text.strip('"')
            # "...\r\n" + "FROM t": the value the program holds (a Scala triple-quoted string is raw)
            return value if quote == '"""' and self.language == "scala" else _ESCAPE.sub(_unescape, value)
        if t in NUMBER_TYPES:
            return self.text(node).rstrip("LlFfDd")
        if t == "identifier":
            # a local bound where the walk is (a `var` assigned twice, the same name in two methods) holds the
            # value of its last assignment; a name bound to anything else is no file-level constant
            name = self.text(node)
            bound = self.env.get(name) if self.env is not None else None
            if bound is not None:
                return bound.text
            value = self.constants.get(name)
            return value if value is not None else self.outside_constant(name)
        if t in ("field_access", "field_expression") and re.fullmatch(r"[A-Za-z_][\w.]*", written := self.text(node)):
            value = self.outside_constant(written)     # K.FILE
            if value is not None:
                return value
        if t in ("infix_expression", "binary_expression"):
            op = node.child_by_field_name("operator")
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            if op is not None and self.text(op) == "+":
                a = self.fold(left, partial, holes)
                a = a if a is not None or not partial else self._unknown(left, holes)
                b = self.fold(right, partial, holes)
                b = b if b is not None or not partial else self._unknown(right, holes)
                return a + b if a is not None and b is not None else None
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
                    value = self.fold(inner) if inner is not None else None
                    if value is None and not partial:
                        return None
                    parts.append(value if value is not None else self._unknown(inner, holes))
                    cursor = child.end_byte
            parts.append(self.source[cursor:body.end_byte].decode("utf-8", "replace"))
            text = "".join(parts)
            quote = '"""' if text.startswith('"""') else '"'
            return text[len(quote):-len(quote)] if len(text) >= 2 * len(quote) else text
        if t == "parenthesized_expression" and node.named_children:
            return self.fold(node.named_children[0], partial, holes)
        if t in ("indented_block", "block"):      # val q =\n  """...""".stripMargin: one expression, on its own line
            inner = [c for c in node.named_children if "comment" not in c.type]
            return self.fold(inner[0], partial, holes) if len(inner) == 1 else None
        # a string method giving the same text (`"""...""".stripMargin`, `"...".trim()`): Scala's way to write a
        # query over several lines
        if t == "field_expression":
            receiver, method, args = node.child_by_field_name("value"), self.text(node.child_by_field_name("field")), []
        else:
            receiver, method, args, _ = self.call_parts(node) or (None, "", [], None)
        if receiver is not None and method in _SAME_TEXT and len(args) <= 1:
            text = self.fold(receiver, partial, holes)
            margin = self.fold(args[0]) if args else "|"
            return None if text is None or not margin else _SAME_TEXT[method](text, margin[-1])
        return None

    def outside_constant(self, written: str) -> str | None:
        owner = jvm_constants.prefix(written)
        if owner is not None:
            self.named_owners.add(owner)
        return jvm_constants.value_of(written, self.package, self.imports, self.wildcards, self.repo_constants)

    @staticmethod
    def _unknown(node, holes: list | None) -> str:
        if holes is None:
            return "?"
        holes.append(node)
        return hole(len(holes) - 1)

    def call_parts(self, node):
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

    # ---- what the file declares
    def prescan(self, root) -> None:
        """Package, imports and string constants (`val X = "..."`, `static final String X = "..."`)."""
        stack, exported = [root], []
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
            elif node.type == "class_declaration" and BEAN_COLUMNS:
                self._bean(node, exported)
            elif node.type == "import_declaration":
                self._import(self.text(node))
            elif node.type == "call_expression":
                self._frame_like(node)
            if node.type in ("val_definition", "variable_declarator"):    # Scala val, Java declarator
                name = node.child_by_field_name("pattern" if node.type == "val_definition" else "name")
                value = node.child_by_field_name("value")
                if name is not None and value is not None and (name.type == "identifier" or node.type != "val_definition"):
                    folded = self.fold(value)
                    if folded is not None:
                        self.constants[self.text(name)] = folded
                        owner = jvm_constants.owner_path(node)
                        if owner:
                            exported.append((owner, self.text(name), folded))
                    registered = self.registered_udf(value)
                    if registered:
                        self.udf_names[self.text(name)] = registered
            stack.extend(node.children)
        for owner, name, value in exported:    # (the package is known once the whole tree is read)
            self.exports.setdefault(jvm_constants.qualify(self.package, owner), {})[name] = value

    def _bean(self, declaration, exported: list) -> None:
        """A Java class's instance fields, the columns Spark's bean encoder makes of its objects
        (`createDataFrame(rows, Person.class)`), exported beside the constants under the key `BEAN`."""
        body, owner = declaration.child_by_field_name("body"), jvm_constants.type_path(declaration)
        fields = []
        for field in (c for c in (body.named_children if body is not None else []) if c.type == "field_declaration"):
            modifiers = next((c for c in field.children if c.type == "modifiers"), None)
            if modifiers is not None and "static" in {c.type for c in modifiers.children}:
                continue
            fields += [self.text(d.child_by_field_name("name")) for d in field.children_by_field_name("declarator")
                       if d.child_by_field_name("name") is not None]
        if fields and owner:
            exported.append((owner, BEAN, ",".join(sorted(fields))))

    def bean_columns(self, node) -> list[str]:
        """The columns of the bean class a call names (`Person.class`, `Encoders.bean(Person.class)`), where the
        repository declares it."""
        found = re.fullmatch(r"(?:Encoders\s*\.\s*bean\s*\(\s*)?([\w.]+)\s*\.\s*class\s*\)?", self.text(node).strip())
        value = self.outside_constant(f"{found.group(1)}.{BEAN}") if found and BEAN_COLUMNS else None
        return value.split(",") if value else []

    def registered_udf(self, value) -> str | None:
        """The name a UDF is registered under (`spark.udf.register("strLen", ...)`): what plans call it."""
        parts = self.call_parts(value)
        if parts is None or parts[1] != "register" or parts[0] is None or not parts[2]:
            return None
        if not self.text(parts[0]).removesuffix("()").endswith("udf"):
            return None
        return self.fold(parts[2][0])

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

    def signature(self, node) -> str:
        body = node.child_by_field_name("body")
        end = body.start_byte if body is not None else node.end_byte
        text = self.source[node.start_byte:end].decode("utf-8", "replace")
        return " ".join(text.split()).rstrip(" ={")

    def doc(self, node) -> str:
        prev = node.prev_named_sibling
        if prev is not None and prev.type in ("block_comment", "comment") and self.text(prev).startswith("/**"):
            lines = [line.strip().lstrip("*").strip() for line in self.text(prev)[3:-2].splitlines()]
            return " ".join(line for line in lines if line)
        return ""

    def bases(self, node) -> list[str]:
        out = []
        for child in node.children:
            if child.type in ("extends_clause", "superclass", "super_interfaces", "extends_interfaces"):
                for sub in walk(child):
                    if sub.type in ("type_identifier", "scoped_type_identifier") and sub.parent.type not in (
                            "scoped_type_identifier", "type_arguments"):
                        out.append(self.text(sub))
        return out

    # ---- rows
    def node_site(self, node, kind: str, method: str, symbol: Symbol, start: int, inputs: list) -> SparkSite:
        return self.new_site(kind, method, symbol, start, node.end_point[0] + 1, inputs)

    def new_site(self, kind: str, method: str, symbol: Symbol, start: int, end: int, inputs: list) -> SparkSite:
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

    # ---- what other files need
    def link_calls(self) -> None:
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
        named = sorted(self.named_owners)
        return {
            "path": self.file, "language": self.language, "module": "",
            # the indexer reuses a file's rows only when its id scope is the one it would compute now
            "id_scope": module_qualname(self.file + ".py").rsplit(".", 1)[-1],
            "jvm": {"package": self.package,
                    "methods": {s.qualname: s.symbol_id for s in reversed(self.symbols)
                                if s.kind in ("method", "function")},
                    # other files' constants (jvm_constants): what this file declares, what it can name, and
                    # the constants it was read with
                    "constants": self.exports, "imports": self.imports, "wildcards": self.wildcards,
                    "named": named,
                    "seen": jvm_constants.seen_digests(self.package, self.imports, self.wildcards, named,
                                                       self.repo_constants)},
            "returns": self.returns, "params": self.params, "calls": self.call_facts, "views": self.views,
            "raw_inputs": {s.site_id: list(s.inputs) for s in self.sites if any(i.startswith("@") for i in s.inputs)},
        }


def walk(node):
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)
