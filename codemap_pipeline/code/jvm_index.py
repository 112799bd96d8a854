"""Index Scala and Java with tree-sitter: classes, objects, traits, methods, and Dataset/DataFrame sites.

The same SparkSite model as for Python: each Spark call with its kind, the line where its method is
written, the names it mentions (`$"c"`, `'c`, `col("c")`, `"c"`, expressions in `expr`/`selectExpr`/
`filter("...")`), and the sites whose data flows into it (the chain, a `val`/local variable, the
other side of a join or union). `spark.sql` strings become clause sites through sql_clauses.

This module is the walk (symbols, statements, the values they bind); jvm_file holds the file's text,
declarations and rows, jvm_calls says what each Spark call makes (RDDs and typed Datasets in jvm_rdds,
spark.sql strings in jvm_sql), jvm_names and jvm_lambdas what names its arguments carry, and
jvm_notebooks places Databricks source notebooks' cells.

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
from dataclasses import replace

from codemap_pipeline.code import dataflow
from codemap_pipeline.code.arguments import carry
from codemap_pipeline.code.jvm_calls import member, session_import
from codemap_pipeline.code.jvm_file import LAMBDA_TYPES, JvmFile, Value
from codemap_pipeline.code.jvm_notebooks import databricks_cells, magic_sql, place_in_cells
from codemap_pipeline.code.jvm_parse import BODY_TYPES, has_code, recover, skipped_note, unreadable
from codemap_pipeline.code.jvm_sql import spark_sql
from codemap_pipeline.code.model import CodeFile, FileContext, FileIndex, Link, Symbol
from codemap_pipeline.code.vocabulary import CONTEXT_NAMES, add_name, session_named, stable_id

IMPORTED_OBJECTS = True   # a call on an object imported by name is the repository's, whatever its case
INSTANCE_CALLS = True     # a call on an instance of the repository's class (`new WordCount().count(df)`) is one too
TRY_RESULTS = True        # a Scala method whose body is a try returns what the try block's last expression gives
# `spark()` / `sqlContext()` called bare, no method of the file declaring it: an accessor the class inherits for its
# session (spark-testing-base's JavaDataFrameSuiteBase, outside the repository), as a field named so is one
INHERITED_SESSIONS = True
HELPER_SESSIONS = True    # `val spark = Utils.getSession("x")`: a name kept for the session holds one, as in Python
HELPER_CONTEXTS = True    # ... so does `val sc = getSparkContext("x")` a SparkContext, also where the call reads as a column
UNKNOWN_RESULTS = True    # a name holding what an unknown call gave may be a DataFrame (`val p = model.transform(t)`)
CONTEXT_WORDS = CONTEXT_NAMES | {"jsc"}   # ... and Java's JavaSparkContext
LIBRARY_PACKAGES = ("org.apache.spark.", "java.", "javax.", "scala.")
# classes Java and Scala files use unimported (java.lang, scala's defaults), and Spark's a wildcard import brings
VISIBLE_CLASSES = frozenset({"String", "StringBuilder", "StringBuffer", "Object", "Thread", "Integer", "Long", "Double",
                             "Float", "Boolean", "Short", "Byte", "Character", "Array", "ArrayBuffer", "Random",
                             "SparkConf", "SparkContext", "JavaSparkContext", "SQLContext", "HiveContext",
                             "StreamingContext", "JavaStreamingContext", "StructType", "StructField", "Column",
                             "Row", "GenericRow", "GenericRowWithSchema", "Metadata", "MetadataBuilder"})

_SYMBOL_NODES = {
    "scala": {"class_definition": "class", "object_definition": "object", "trait_definition": "trait",
              "enum_definition": "class", "function_definition": "method", "function_declaration": "method"},
    "java": {"class_declaration": "class", "interface_declaration": "interface", "enum_declaration": "class",
             "record_declaration": "class", "method_declaration": "method", "constructor_declaration": "method"},
}


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
    indexer = _JvmIndexer(rel_path, readable, language, context.constants)
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


# `Seq("id", "name")`, `List(...)`, `Array(...)`, `StructType(...)`: names a call may be handed in a val
_NAME_LIST = re.compile(r'^(?:Seq|List|Array|StructType)\s*\(\s*(?:"|Seq\s*\(|Array\s*\(|List\s*\(|StructField)'
                        # ... and a schema built with Spark's factories: its fields' names
                        r'|^(?:DataTypes\s*\.\s*)?createStructType\s*\(|^new\s+StructType\s*\(')

class _JvmIndexer(JvmFile):
    """The walk over the tree: symbols, then each statement's values in order."""

    def run(self, root) -> None:
        self.prescan(root)
        module = Symbol(symbol_id=stable_id("file", self.file.rsplit("/", 1)[-1], self.package),
                        kind="module", name=self.file.rsplit("/", 1)[-1], qualname=self.file, file=self.file,
                        line_start=1, line_end=max(len(self.lines), 1), parent_id=None)
        self.symbols.append(module)
        self._visit(root, module, {})
        self.env = None   # what follows the walk knows constants only
        cells = databricks_cells(self.lines)
        if cells is not None:
            for start, end, _ in cells:
                magic_sql(self, start, end, module)
            place_in_cells(self, cells)
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
        self.link_calls()
        carry(self.sites, self.param_uses, [(self.call_facts[p]["callee"], strings) for p, strings in self.call_strings
                                            if self.call_facts[p]["callee"]], self.params)

    # ---- symbols
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
                        parent_id=parent.symbol_id, docstring=self.doc(node), signature=self.signature(node))
        self.symbols.append(symbol)
        self.links.append(Link(parent.symbol_id, symbol.symbol_id, "contains", self.file, symbol.line_start, True))
        for base in self.bases(node):
            self.links.append(Link(symbol.symbol_id, base, "inherits", self.file, symbol.line_start))
        outer = self.env   # the walk comes back to where the symbol was defined, and its names
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
        self.env = outer

    def _returned(self, node, symbol: Symbol, env: dict) -> None:
        """A Scala expression whose value the method returns: a block's last expression, both branches
        of an if, each case of a match, a try's block and each case of its catch."""
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
        if node.type == "try_expression" and TRY_RESULTS:   # try { ...; df } catch { case e => ... }: the try's last
            for part in node.named_children:
                if part.type == "finally_clause":
                    self._statement(part, symbol, env)
                elif part.type == "catch_clause":
                    for clause in (c for block in part.named_children for c in block.named_children):
                        body = clause.child_by_field_name("body")
                        if body is not None:
                            self._returned(body, symbol, env)
                else:
                    self._returned(part, symbol, env)
            return
        if node.type == "return_expression" and node.named_children:
            self._returned(node.named_children[-1], symbol, env)
            return
        if node.type in ("val_definition", "var_definition", "comment", "block_comment"):
            self._statement(node, symbol, env)
            return
        self._record_return(self._eval(node, symbol, env), symbol)

    def _record_return(self, value: Value | None, symbol: Symbol) -> None:
        if value is not None and value.site and symbol.kind in ("method", "function"):
            add_name(self.returns.setdefault(symbol.symbol_id, []), value.site)

    def _params(self, node, method: Symbol | None = None) -> dict:
        """Parameters by role; a DataFrame parameter of a method stands for what its callers pass."""
        env: dict[str, Value] = {}
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
                    env[self.text(name)] = Value("session")
                elif "SparkContext" in note:
                    env[self.text(name)] = Value("context")
                elif re.search(r"\b(DataFrame|Dataset)\b", note):
                    site = f"@param:{method.symbol_id}:{self.text(name)}" if method is not None else None
                    self.frame_names.add(self.text(name))
                    env[self.text(name)] = Value("frame", site=site)
                elif re.search(r"\bRDD\b", note):
                    site = f"@param:{method.symbol_id}:{self.text(name)}" if method is not None else None
                    env[self.text(name)] = Value("rdd", site=site)
                else:
                    env[self.text(name)] = Value("other")
            if method is not None and n == 0:
                self.params[method.symbol_id] = positional
        return env

    # ---- statements and dataflow
    def _bind_value(self, name: str, result: Value | None, value, env: dict) -> None:
        """Bind `name = value` (`result`: what the walk made of it): a string it folds to is kept with it, read
        by later uses of the name (`fold`); a list of names or a schema is kept for calls it is handed to."""
        if result is None or result.role in ("column", "other", "maybe"):
            folded = self.fold(value)
            result = Value("string", text=folded, node=value) if folded is not None else result
        if result is None and UNKNOWN_RESULTS:
            result = Value("maybe")   # what a call the walk does not know gives: a DataFrame if its calls say so
        # a helper building the session or context, whatever file declares it (under a wildcard import of Spark's
        # functions its bare call reads as one of them: a column is never named so)
        helper = result is None or result.role in ("maybe", "other") + (("column",) if HELPER_CONTEXTS else ())
        if HELPER_SESSIONS and helper and session_named(name):
            result = Value("session")
        elif HELPER_CONTEXTS and helper and name.lower() in CONTEXT_WORDS:
            result = Value("context")
        self._bind(name, result, env)
        if _NAME_LIST.match(self.text(value)):
            self.name_lists[name] = value
        else:
            self.name_lists.pop(name, None)

    def _bind(self, name: str, value: Value | None, env: dict) -> None:
        env[name] = value or Value("other")
        if value is not None and value.role == "frame":
            self.frame_names.add(name)
        if value is not None and value.role == "window" and value.node is not None:
            self.windows[name] = value.node

    def _statement(self, node, symbol: Symbol, env: dict) -> None:
        self.env = env
        if node.type in ("val_definition", "var_definition"):
            name, value = node.child_by_field_name("pattern"), node.child_by_field_name("value")
            if value is not None:
                result = self._typed(node, self._eval(value, symbol, env))
                if name is not None and name.type == "identifier":
                    self._bind_value(self.text(name), result, value, env)
            return
        if node.type in ("local_variable_declaration", "field_declaration"):
            for declarator in node.named_children:
                if declarator.type == "variable_declarator":
                    name, value = declarator.child_by_field_name("name"), declarator.child_by_field_name("value")
                    if value is not None:
                        result = self._typed(node, self._eval(value, symbol, env))
                        self._bind_value(self.text(name), result, value, env)
            return
        if node.type in ("assignment_expression",):
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            if right is not None:
                result = self._eval(right, symbol, env)
                if left is not None and left.type == "identifier":
                    self._bind_value(self.text(left), result, right, env)
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
        before = len(self.sites)
        result = self._eval(node, symbol, env)
        self._rebind_cached(node, self.sites[before:], env)
        # `writer.partitionBy(c);` alone configures the writer the variable holds (DataFrameReader and
        # DataFrameWriter return themselves): the variable holds the configured one.
        root = self._chain_root(node)
        if result is not None and result.role in ("reader", "writer") and root is not None \
                and getattr(env.get(root), "role", None) == result.role:
            env[root] = result

    def _rebind_cached(self, node, made: list, env: dict) -> None:
        """`df.cache()` (`df.persist(level)`, `df.cache().count()`) as a statement marks df cached in place:
        later uses of `df` read the cache, so the variable now holds the cache site the statement made."""
        if node.type == "expression_statement" and node.named_children:
            node = node.named_children[0]
        name = None
        while name is None:
            parts = self.call_parts(node)
            if parts is None and node.type == "field_expression":       # Scala: df.cache
                parts = (node.child_by_field_name("value"), self.text(node.child_by_field_name("field")))
            if parts is None or parts[0] is None:
                return
            if parts[1] in ("cache", "persist") and parts[0].type == "identifier":
                name = self.text(parts[0])
            node = parts[0]
        site = next((s for s in made if s.kind == "cache"), None)
        old = env.get(name)
        if site is not None and old is not None and old.role in ("frame", "maybe"):
            env[name] = replace(old, site=site.site_id)

    def _chain_root(self, node) -> str | None:
        """The variable a statement's call chain starts from: `writer` in `writer.mode(m).option(k, v);`."""
        if node.type == "expression_statement" and node.named_children:
            node = node.named_children[0]
        parts = self.call_parts(node)
        while parts is not None and parts[0] is not None:
            node = parts[0]
            parts = self.call_parts(node)
        return self.text(node) if node.type == "identifier" else None

    def _own_class(self, creation) -> str | None:
        """The class a `new C(...)` makes where it may be the repository's: imported from no library (Spark,
        the JDK, Scala's), nor one of the JDK's own classes every file sees. None for the rest."""
        kind = creation.child_by_field_name("type") or next(
            (c for c in creation.named_children if "type" in c.type), None)
        if not INSTANCE_CALLS or kind is None:
            return None
        name = re.split(r"[\[<(]", self.text(kind), maxsplit=1)[0].strip()
        simple = name.rsplit(".", 1)[-1]
        qualified = self.imports.get(simple, name)
        if not simple[:1].isupper() or qualified.startswith(LIBRARY_PACKAGES) or simple in VISIBLE_CLASSES \
                or simple.endswith(("Exception", "Error")):
            return None
        return simple

    def _typed(self, declaration, value: Value | None) -> Value | None:
        """A variable declared as a DataFrame/Dataset holds one, whatever call made it."""
        kind = declaration.child_by_field_name("type")
        if kind is None or (value is not None and value.role not in ("maybe", "other")):
            return value
        if re.search(r"\b(DataFrame|Dataset)\b", self.text(kind)):
            return Value("frame", site=value.site if value else None)
        if re.search(r"\bSparkSession\b", self.text(kind)):
            return Value("session")
        if re.search(r"\bSparkContext\b", self.text(kind)):
            return Value("context")
        return value

    def _eval(self, node, symbol: Symbol, env: dict) -> Value | None:
        self.env = env
        t = node.type
        if t == "identifier":
            name = self.text(node)
            if name in env:
                return env[name]
            if name == "Window":
                return Value("window", node=node)
            if session_named(name):
                return Value("session")
            if name.lower() in CONTEXT_WORDS:
                return Value("context")
            return None
        if t == "infix_expression" and self.language == "scala" and \
                self.text(node.child_by_field_name("operator") or node) in ("to", "until"):
            return Value("local")                                 # (0 to n): a range of numbers on the driver
        if t in ("parenthesized_expression", "expression_statement", "return_statement"):
            results = [self._eval(c, symbol, env) for c in node.named_children]
            return results[-1] if results else None
        if t == "call_expression" and (node.child_by_field_name("function") or node).type == "call_expression":
            args = node.child_by_field_name("arguments")            # f(df)(spark): curried, f(df) decides
            for arg in args.named_children if args is not None else []:
                if arg.type not in LAMBDA_TYPES:
                    self._eval(arg, symbol, env)
            return self._eval(node.child_by_field_name("function"), symbol, env)
        call = self.call_parts(node)
        if call is not None:
            return self._eval_call(node, call, symbol, env)
        if t == "generic_function":            # ds.as[Order]: the same data, typed
            function = node.child_by_field_name("function")
            return self._eval(function, symbol, env) if function is not None else None
        if t == "field_expression":            # Scala: spark.read, df.write, df.distinct (no parentheses)
            value, name = node.child_by_field_name("value"), node.child_by_field_name("field")
            base = self._eval(value, symbol, env) if value is not None else None
            return member(self, node, base, self.text(name) if name is not None else "", [], symbol, name)
        if t in ("instance_expression", "object_creation_expression"):   # new Helper(...)
            for child in node.named_children:
                if child.type not in LAMBDA_TYPES:
                    self._eval(child, symbol, env)
            made = self._own_class(node)
            return Value("instance", text=made) if made else None
        if t in ("val_definition", "var_definition", "local_variable_declaration", "assignment_expression",
                 "block", "indented_block", "if_expression", "match_expression"):
            self._statement(node, symbol, env)
            return None
        for child in node.named_children:
            if child.type not in LAMBDA_TYPES:
                self._eval(child, symbol, env)
        return None

    def _eval_call(self, node, parts, symbol: Symbol, env: dict) -> Value | None:
        receiver_node, method, args, name_node = parts
        if receiver_node is not None and receiver_node.type == "this":
            receiver_node = None                                   # this.clean(df): a method of the class
        receiver = self._eval(receiver_node, symbol, env) if receiver_node is not None else None
        arg_values, keys = [], []
        for i, arg in enumerate(args):
            keys.append(str(i))
            if arg.type in LAMBDA_TYPES:
                arg_values.append(Value("other"))
            elif arg.type == "assignment_expression" and self.language == "scala":   # f(df = x)
                left, right = arg.child_by_field_name("left"), arg.child_by_field_name("right")
                keys[-1] = self.text(left) if left is not None else keys[-1]
                arg_values.append(self._eval(right, symbol, env) if right is not None else None)
            else:
                arg_values.append(self._eval(arg, symbol, env))
        if receiver_node is None and method in env and env[method].role == "frame":
            return Value("column")                                # df("c") in Scala
        if INHERITED_SESSIONS and receiver_node is None and not args and method not in self.method_names \
                and method not in env and session_named(method):
            return Value("session")   # spark() a base class gives (a test suite's)
        if receiver_node is None and method == "broadcast" and arg_values and arg_values[0] is not None \
                and arg_values[0].role == "frame":
            return arg_values[0]
        if receiver_node is None and method in ("Seq", "List", "Array", "Vector") and method not in env:
            return Value("local")                                 # Seq(...).toDS(): local objects
        if receiver_node is None and method == "sql" and args and method not in self.method_names \
                and session_import(self, method):
            return spark_sql(self, node, args[0], symbol, node.start_point[0] + 1)     # after `import spark.sql`
        called = self.text(receiver_node) if receiver_node is not None else ""
        instance = receiver is not None and receiver.role == "instance"
        if receiver_node is None or instance or (receiver_node.type == "identifier" and receiver is None and (
                called[:1].isupper() or (IMPORTED_OBJECTS and called in self.imports))):
            # a call on an object or class: by its capital, or imported by name (`import utils.genericDataOps`);
            # or on an instance of a class of the repository's (`new WordCount().countWords(df)`)
            written = method if receiver_node is None else f"{receiver.text if instance else called}.{method}"
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
                strings = {k: v for k, arg in zip(keys, args) if (v := self.fold(
                    arg if k.isdigit() else arg.child_by_field_name("right"))) is not None}
                if strings:                 # names the method's sites may make (arguments.py)
                    self.call_strings.append((placeholder, strings))
                role = "frame" if method in self.frame_methods else "maybe"
                return Value(role, site=placeholder)
            return Value("column") if receiver_node is None and method not in env else None
        return member(self, node, receiver, method, args, symbol, name_node, arg_values)
