"""Plain data for the code index: files, symbols, links and Spark operation sites."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class CodeFile:
    path: str                 # relative to the repository root, forward slashes
    language: str             # python | scala | java | sql | notebook
    content_hash: str         # sha256 of the bytes
    lines: int
    parse_error: str | None = None   # why the file could not be parsed, None when it parsed
    skipped: str | None = None       # notebooks: cells left out because they do not parse, and why
    facts: str = ""           # JSON of what resolving other files needs (imports, constants, returns...):
                              # lets an incremental run reuse this file's rows without parsing it again


@dataclass
class Symbol:
    symbol_id: str            # stable hash of (kind, scope, name): survives a file move
    kind: str                 # module | class | function | method | object | trait | interface
    name: str                 # short name
    qualname: str             # dotted: pkg.module.Class.method ; modules: pkg.module
    file: str
    line_start: int
    line_end: int
    parent_id: str | None     # enclosing symbol
    docstring: str = ""
    signature: str = ""       # "def f(a, b)" or "class C(Base)"
    cell: int | None = None   # notebooks: 0-based index of the cell among all cells (lines count in the file)


@dataclass
class Link:
    src_id: str
    dst: str                  # a symbol_id where resolved, else the dotted name as written
    kind: str                 # imports | calls | contains | inherits | sets (a Spark setting: dst `key=value`)
    file: str
    line: int
    resolved: bool = False


TOP_LEVEL = ".<module>"   # the last part of top-level code's qualname (`pkg.module.<module>`)


@dataclass
class SparkSite:
    site_id: str              # stable hash of (file-independent symbol scope, method, ordinal)
    file: str
    line_start: int           # lines in the file itself, as an editor shows it (docs/output-format.md)
    line_end: int
    symbol_id: str            # enclosing symbol (module symbol for top-level code)
    symbol: str               # its qualname; top-level code: `pkg.module.<module>`; a .sql file's clause:
                              # `model`, or `model.cte` inside a CTE
    kind: str                 # read | filter | project | aggregate | join | sort | window | udf | limit |
                              # union | distinct | repartition | write | sql | explode | cache | pivot | sample |
                              # rdd (RDD and typed Dataset calls: map, reduceByKey, toDF...) | action (collect(),
                              # toPandas(): runs the plan, makes no node of its own)
    method: str               # the API call as written: groupBy, agg, join, spark.sql, read.parquet, ...
    columns: list[str] = field(default_factory=list)   # column names in any spelling
    aliases: list[str] = field(default_factory=list)   # .alias("x"), withColumn("x", ...), AS x in SQL
    literals: list[str] = field(default_factory=list)  # string/number constants in the call
    functions: list[str] = field(default_factory=list) # F.sum -> sum, count, row_number, udf names used
    tables: list[str] = field(default_factory=list)    # table names (spark.table, saveAsTable, FROM t)
    paths: list[str] = field(default_factory=list)     # file paths read or written
    join_how: str | None = None
    snippet: str = ""         # the source text of the call (its lines)
    receiver: str = ""        # the variable or expression the call is made on, as written
    assigned_to: str = ""     # the variable the chain's result is assigned to, if any
    inputs: list[str] = field(default_factory=list)    # site_ids whose DataFrame flows into this call
                                                        # (the chain's previous call, a variable's last site,
                                                        # the other side of a join/union, a function's
                                                        # argument or returned value, a SQL clause before)
    cell: int | None = None   # notebooks: 0-based index of the cell among all the notebook's cells
    cell_line_start: int | None = None   # notebooks: the same span counted inside the cell
    cell_line_end: int | None = None
    language: str = "python"  # python | scala | java | sql


@dataclass(frozen=True)
class FileContext:
    """What a front end may know of the repository around the file it reads."""
    language: str                         # as scope.detect_language says: python | notebook | scala | java | sql
    module: str = ""                      # Python-like files: the dotted module name
    id_scope: str = ""                    # what the file's ids hash for it: its name, or its module path
                                          # where two files share a name ("" lets the front end choose)
    repo_roots: frozenset[str] = frozenset()   # top-level names importable from the repository
    # Scala and Java: the string constants other files declare (code/jvm_constants.py), {owner: {name: value}}
    constants: dict = field(default_factory=dict, hash=False, compare=False)


@dataclass
class FileIndex:
    """One file as any front end returns it: its rows, and as plain JSON-able data (`facts`) what
    resolving names and dataflow across the repository needs from it. A file that does not parse
    gives a record whose code_file names the error, never an exception."""
    code_file: CodeFile
    symbols: list[Symbol] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    sites: list[SparkSite] = field(default_factory=list)
    facts: dict = field(default_factory=dict)
    # Notebooks: where each line of the Python text read from the cells is in the notebook. The rows count
    # lines in that text until notebooks.remap, once the repository is resolved (spark.sql clauses come then).
    line_map: list | None = None
