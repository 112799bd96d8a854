"""The public Spark API vocabulary every front end shares: which calls make which operators (DataFrame,
GroupedData, reader/writer, RDD and SparkContext methods), the names they carry (literal arguments,
runtime spellings of functions, names in SQL text), how a site records them, and stable ids.

The front ends (python_index for Python files and notebooks, jvm_index for Scala and Java, sql_index for
.sql files) import this module and none of each other; it imports only the site model.
"""

from __future__ import annotations

import hashlib
import re

from codemap_pipeline.code.model import SparkSite


def stable_id(*parts: str) -> str:
    """The id of a symbol or site from what names it (never from line numbers): unchanged code keeps its
    ids across commits, which incremental reuse and the mapper's history rest on."""
    return hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


def module_qualname(rel_path: str) -> str:
    """Dotted module path from the root: jobs/sales.py -> jobs.sales, pkg/__init__.py -> pkg."""
    parts = rel_path.replace("\\", "/").removesuffix(".py").split("/")
    if parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join(parts)


# --- which calls make which operators -------------------------------------------------------

# DataFrame method -> site kind.
FRAME_METHODS = {
    "filter": "filter", "where": "filter", "dropna": "filter",
    "select": "project", "selectExpr": "project", "withColumn": "project", "withColumns": "project",
    "withColumnRenamed": "project", "withColumnsRenamed": "project", "drop": "project",
    "alias": "project", "toDF": "project", "fillna": "project", "unpivot": "project", "melt": "project",
    "groupBy": "aggregate", "groupby": "aggregate", "rollup": "aggregate", "cube": "aggregate",
    "agg": "aggregate", "count": "aggregate", "describe": "aggregate", "summary": "aggregate",
    "join": "join", "crossJoin": "join", "joinWith": "join",
    # Spark plans the distinct ones as semi/anti joins (SET_OPERATION_JOINS), the ALL ones over a Union
    # (union_operation).
    "intersect": "join", "subtract": "join", "except": "join",
    "union": "union", "unionAll": "union", "unionByName": "union", "intersectAll": "union", "exceptAll": "union",
    "orderBy": "sort", "sort": "sort", "sortWithinPartitions": "sort",
    "distinct": "distinct", "dropDuplicates": "distinct", "drop_duplicates": "distinct",
    "dropDuplicatesWithinWatermark": "distinct",
    "limit": "limit", "offset": "limit",
    "repartition": "repartition", "coalesce": "repartition", "repartitionByRange": "repartition",
    "cache": "cache", "persist": "cache",
    "sample": "sample",
    # a contingency table (df.crosstab, df.stat.crosstab): Spark groups by the first column, pivots the second, counts
    "crosstab": "pivot",
    # each split is a Sample of the rows sorted within their partitions (so that every split sees one order)
    "randomSplit": "sample", "randomSplitAsList": "sample",
    "mapInPandas": "udf", "mapInArrow": "udf",
}
# `df.na` (DataFrameNaFunctions): drop keeps the rows with enough values (a Filter), fill and replace rewrite
# values (a Project)
NA_METHODS = {"drop": "filter", "fill": "project", "replace": "project"}
# The function Spark plans a call as, where the call names none: dropping rows with nulls is a Filter of
# atleastnnonnulls(n, columns...) whatever the call wrote; filling them is coalesce(column, value) per column
PLANNED_FUNCTIONS = {"na.drop": "atleastnnonnulls", "dropna": "atleastnnonnulls",
                     "na.fill": "coalesce", "fillna": "coalesce"}
FILLS_AS_COALESCE = True   # na.fill()/fillna() name coalesce


def planned_function(method: str) -> str | None:
    """The function Spark plans `method` as, where the call names none (PLANNED_FUNCTIONS)."""
    if not FILLS_AS_COALESCE and PLANNED_FUNCTIONS.get(method) == "coalesce":
        return None
    return PLANNED_FUNCTIONS.get(method)


GROUPING_METHODS = {"groupBy", "groupby", "rollup", "cube"}
# Methods on GroupedData -> kind.
GROUPED_METHODS = {
    "agg": "aggregate", "count": "aggregate", "sum": "aggregate", "avg": "aggregate",
    "mean": "aggregate", "max": "aggregate", "min": "aggregate", "pivot": "pivot",
    "applyInPandas": "udf", "applyInArrow": "udf", "apply": "udf",
}
# The distinct set operations Spark plans as joins, and the join each makes (INTERSECT a left semi join, EXCEPT
# and subtract() a left anti join). The ALL forms count copies with aggregates and make no join.
SET_OPERATION_JOINS = {"intersect": "semi", "except": "anti", "subtract": "anti", "minus": "anti"}


def set_operation_join(word: str) -> str | None:
    """The join type a distinct set operation's call or keyword (`subtract`, `EXCEPT`) makes, else None."""
    return SET_OPERATION_JOINS.get(word.lower())


SET_DISTINCTS = True   # a distinct set operation's call also makes the aggregate over its join, as INTERSECT does


def dedupes_set(method: str) -> bool:
    """Whether a DataFrame call (`intersect()`, `subtract()`, Java's `except()`) is a distinct set operation: its
    join is followed by an aggregate keyed by every column, a "distinct" site of its own."""
    return SET_DISTINCTS and set_operation_join(method) is not None


def union_operation(method: str) -> str:
    """What a union site's Union is made for: "intersect" (intersectAll, a query's `SQL INTERSECT` ALL), "except"
    (exceptAll, EXCEPT ALL) or "union". Spark plans the ALL forms over a Union of both sides' rows, each side's
    marked, counted per row and replicated back (mapping/operators.py `set_operation_of_union` reads which)."""
    word = method.rsplit(" ", 1)[-1].lower().removesuffix("all")
    return word if word in ("intersect", "except") else "union"


# Names other Python objects share (str.join, list.sort, set.union...): on a receiver not known to
# be a DataFrame, these need a call shape only Spark uses (see _plausible_call).
WEAK_METHODS = {
    "join", "count", "sort", "union", "unionAll", "intersect", "intersectAll", "subtract",
    "exceptAll", "filter", "where", "select", "limit", "offset", "coalesce", "sample", "cache",
    "persist", "distinct", "drop", "alias", "agg", "groupby", "fillna", "dropna",
}
READER_CONFIG = {"format", "option", "options", "schema"}
# (`textFile`: the JVM reader's Dataset[String] of a text file's lines; a SparkContext's is CONTEXT_FILES')
READER_TERMINALS = {"load", "parquet", "csv", "json", "orc", "text", "textFile", "table", "jdbc", "xml", "avro",
                    "delta"}
WRITER_CONFIG = {"mode", "format", "option", "options", "partitionBy", "bucketBy", "sortBy",
                  "using", "partitionedBy", "tableProperty", "outputMode", "trigger", "queryName"}
WRITER_TERMINALS = {"save", "saveAsTable", "insertInto", "parquet", "csv", "json", "orc", "text",
                     "jdbc", "xml", "start", "toTable", "append", "overwrite", "overwritePartitions",
                     "create", "replace", "createOrReplace", "delta", "foreachBatch", "foreach"}
# DataFrame methods that return the same data without a plan operator of their own.
FRAME_PASSTHROUGH = {"hint", "checkpoint", "localCheckpoint", "withWatermark", "observe",
                      "transform", "unpersist", "to"}
VIEW_METHODS = {"createOrReplaceTempView", "createTempView", "createOrReplaceGlobalTempView",
                 "createGlobalTempView", "registerTempTable"}
# Declarative pipelines (`from pyspark import pipelines as dp`, Databricks' `import dlt`): a decorated
# function's returned DataFrame is written to a table (named by `name=`/`target=` or the function), or
# kept as a view other datasets read by that name.
PIPELINE_MODULES = {"pyspark.pipelines", "dlt"}
PIPELINE_TABLES = {"table", "materialized_view", "streaming_table", "append_flow"}
PIPELINE_VIEWS = {"temporary_view", "view"}
# Writer terminals a DataFrame does not have: on a parameter they say a DataFrameWriter was passed in.
PARAM_WRITER_TERMINALS = {"save", "saveAsTable", "insertInto", "parquet", "orc", "csv", "json", "text",
                           "jdbc", "xml", "delta"}
ROW_FETCHING_ACTIONS = {"show", "take", "first", "head"}   # each plans a CollectLimit of the rows it fetches
# Databricks notebooks' `display(df)` and `df.display()` fetch rows for the notebook's table: an action like show(),
# the count the platform's (no literal is recorded)
DISPLAY = "display"
# Names a Databricks notebook defines before its first cell: never a Spark SQL function, even under
# `from pyspark.sql.functions import *` (where every other unbound name called is one)
NOTEBOOK_GLOBALS = {DISPLAY, "displayHTML", "dbutils", "getArgument", "spark", "sc", "sqlContext"}
# A notebook's `%sql` cell: Databricks names its result `_sqldf` (the front end writes the cell as
# `_sqldf = spark.sql(...)`) and displays its rows, as a SQL notebook's query cells
SQL_CELL_RESULT = "_sqldf"


def rows_fetched(method: str, count: int | None, given: bool) -> str:
    """The n of the CollectLimit an action plans: show(n) fetches n + 1 rows (20 by default) to know
    whether there are more, first() and head() one, take(n) and head(n) n. `given`: a row count was passed
    (`count` None: one the index cannot fold); "" where n is not known."""
    if method == "show":
        return "21" if not given else str(count + 1) if count is not None else ""
    if method == "first" or (method == "head" and not given):
        return "1"
    return str(count) if count is not None else ""


# Actions that run the whole plan and make no node of their own: an "action" site, where the dataflow an event log's
# call site names (`toPandas at jobs/daily.py:41`) ends
RUNNING_ACTIONS = {"collect", "toPandas", "collectAsList", "toLocalIterator", "foreach", "foreachPartition"}
ACTION_SITES = True


def runs_plan(method: str) -> bool:
    """A DataFrame method that runs its plan and makes no node of its own: an "action" site."""
    return ACTION_SITES and method in RUNNING_ACTIONS


FRAME_ACTIONS = {"toPandas", "collect", "first", "take", "head", "tail", "show", "foreach",
                  "toLocalIterator", "isEmpty", "columns", "explain", "printSchema"}
# Attributes of a DataFrame that are not columns.
FRAME_PROPERTIES = {"columns", "schema", "dtypes", "rdd", "write", "writeStream", "na", "stat",
                     "storageLevel", "isStreaming", "sparkSession", "sql_ctx"}
# A Spark setting made in code: `spark.conf.set(key, value)`, a builder's `.config(key, value)`, `SparkConf().set(...)`.
# Recorded as a link of this kind, its target `key=value` (`?` for a value known only at run time), for users to
# query (code_links): settings shape a plan where the code does not say so (adaptive execution, shuffle partitions)
SETTING_METHODS = {"set", "config"}
SETS = "sets"


def setting(key: str | None, value: str | None) -> str | None:
    """The `key=value` a setting link records, or None where the key is not a Spark setting's."""
    if not key or not key.startswith("spark.") or "=" in key or " " in key:
        return None
    return f"{key}={'?' if value is None else value}"


SESSION_CLASSES = {"SQLContext", "HiveContext", "SparkSession"}
SESSION_NAMES = {"spark", "session", "spark_session", "sparksession", "ss", "sqlcontext",
                  "sql_context", "sqlctx", "hivecontext", "hive_context"}
SPARK_FN_ALIASES = {"F", "sf", "fn", "psf", "functions"}


def session_named(name: str) -> bool:
    """A variable or field named as a SparkSession is one (`spark`, `self.spark`, `ss`, `my_spark`)."""
    last = name.rsplit(".", 1)[-1].lower()
    return last in SESSION_NAMES or last.endswith("spark")


CONTEXT_NAMES = {"sc", "spark_context", "sparkcontext"}
# SparkContext methods that make an RDD; those reading files take a path first.
CONTEXT_SOURCES = {"parallelize", "makeRDD", "range", "emptyRDD", "union"}   # makeRDD: Scala's parallelize
CONTEXT_FILES = {"textFile", "wholeTextFiles", "binaryFiles", "binaryRecords", "pickleFile", "sequenceFile",
                  "hadoopFile", "newAPIHadoopFile", "objectFile"}
# RDD transformations: each is a site of kind "rdd" whose names are what its function reads.
RDD_METHODS = {
    "map", "flatMap", "filter", "mapPartitions", "mapPartitionsWithIndex", "mapPartitionsWithSplit",
    "mapValues", "flatMapValues", "reduceByKey", "groupByKey", "aggregateByKey", "combineByKey", "foldByKey",
    "sortByKey", "sortBy", "keyBy", "groupBy", "join", "leftOuterJoin", "rightOuterJoin", "fullOuterJoin",
    "cogroup", "groupWith", "union", "intersection", "subtract", "subtractByKey", "distinct", "repartition",
    "coalesce", "partitionBy", "repartitionAndSortWithinPartitions", "zip", "zipWithIndex", "zipWithUniqueId",
    "cartesian", "sample", "keys", "values", "glom", "pipe", "cache", "persist", "localCheckpoint",
    "checkpoint", "barrier", "toDF",
}
RDD_PAIRS = {"join", "leftOuterJoin", "rightOuterJoin", "fullOuterJoin", "cogroup", "groupWith", "union",
              "intersection", "subtract", "subtractByKey", "zip", "cartesian"}
# RDD actions that run a function or write files: a site too (no plan operator of their own, but the
# function's names are where a person looks).
RDD_ACTIONS = {"reduce", "fold", "aggregate", "treeReduce", "treeAggregate", "foreach", "foreachPartition",
                "saveAsTextFile", "saveAsPickleFile", "saveAsSequenceFile", "saveAsHadoopFile",
                "saveAsNewAPIHadoopFile"}
SESSION_METHODS = {"sql", "table", "read", "readStream", "createDataFrame", "range", "stop", "conf", "udf",
                   "catalog", "newSession", "getOrCreate", "sparkContext", "builder", "streams", "version"}
# the method names Spark's own API has: a call of one on an object of unknown class is Spark's, never the
# repository's method of the same name
SPARK_METHOD_NAMES = frozenset().union(FRAME_METHODS, GROUPED_METHODS, RDD_METHODS, RDD_ACTIONS, FRAME_ACTIONS,
                                       VIEW_METHODS, SESSION_METHODS, SETTING_METHODS, READER_TERMINALS,
                                       WRITER_TERMINALS, WEAK_METHODS)

EXPLODE_FUNCTIONS = {"explode", "explode_outer", "posexplode", "posexplode_outer", "inline",
                      "inline_outer", "stack"}


def generates(functions: list[str]) -> bool:
    """A select applying one of these, written as a call or inside an expression string (`expr("stack(3,
    ...)")`), makes rows: Spark plans a Generate for it."""
    return any(f.lower() in EXPLODE_FUNCTIONS for f in functions)
# Spark function -> argument positions that hold literals rather than column names ("*" = all).
LITERAL_ARGS = {
    "lit": "*", "date_format": {1}, "to_date": {1}, "to_timestamp": {1}, "from_unixtime": {1},
    "unix_timestamp": {1}, "regexp_replace": {1, 2}, "regexp_extract": {1, 2}, "split": {1, 2},
    "concat_ws": {0}, "format_string": {0}, "when": {1}, "get_json_object": {1},
    "substring": {1, 2}, "round": {1}, "date_add": {1}, "date_sub": {1}, "add_months": {1},
    "lpad": {1, 2}, "rpad": {1, 2}, "date_trunc": {0}, "trunc": {1}, "locate": {0}, "instr": {1},
    "translate": {1, 2}, "repeat": {1}, "ntile": {0}, "lag": {1, 2}, "lead": {1, 2},
    "percentile_approx": {1, 2}, "from_json": {1}, "array_contains": {1}, "element_at": {1},
    "nth_value": {1}, "like": {1}, "rlike": {1}, "array_join": {1},
}
# a DDL schema's fields (`"id int, name string"`, `"id: int"`): each field's name, before its type
_DDL_FIELD = re.compile(r"(?:^|,)\s*`?([A-Za-z_][A-Za-z0-9_]*)`?\s*:?\s+[A-Za-z]")


def ddl_names(ddl: str) -> list[str]:
    """The column names a DDL schema string gives (`createDataFrame(rows, "id int, name string")`)."""
    return _DDL_FIELD.findall(ddl)


# functions calling the function their first argument names (`callUDF("isOpen", ...)`): the plan shows that
# name, never these; True where the function called is a registered UDF
CALLS_BY_NAME = {"callUDF": True, "call_udf": True, "callUdf": True, "call_function": False}
# Spark's runtime name where it differs from the Python spelling (lowercased).
RUNTIME_NAMES = {
    "countdistinct": "count", "count_distinct": "count", "mean": "avg", "sumdistinct": "sum",
    "sum_distinct": "sum", "approxcountdistinct": "approx_count_distinct", "stddev": "stddev_samp",
    "std": "stddev_samp", "variance": "var_samp", "when": "casewhen", "isin": "in",
    "substr": "substring", "otherwise": "casewhen", "astype": "cast", "ilike": "like",
}
# Column methods whose arguments are literals (and the function name the plan shows, if any).
COLUMN_LITERAL_METHODS = {
    "isin": "isin", "like": "like", "rlike": "rlike", "ilike": "ilike", "startswith": "startswith",
    "endswith": "endswith", "contains": "contains", "cast": "cast", "astype": "astype",
    "between": None, "otherwise": None, "eqNullSafe": None, "getItem": None, "getField": None,
    "substr": "substr", "bitwiseAND": None, "bitwiseOR": None,
}
COLUMN_FLAG_METHODS = {"isNull": "isnull", "isNotNull": "isnotnull", "isNaN": "isnan"}
NOT_SPARK_FUNCTIONS = {"col", "column", "lit", "expr", "broadcast", "udf", "pandas_udf", "asc",
                       "asc_nulls_first", "asc_nulls_last"}
# A descending sort order, however written (`desc(c)`, `c.desc()`, `c.desc_nulls_last`, `ascending=False`,
# SQL's `DESC`), is the function `desc` of a site, as the plan's `c DESC NULLS LAST` is of a node (names.py);
# ascending, the default, is written nowhere.
DESCENDING = "desc"
DESCENDING_CALLS = {"desc", "desc_nulls_first", "desc_nulls_last"}
# An aggregate of distinct values, however written (`countDistinct(c)`, `sum_distinct(c)`, SQL's
# `COUNT(DISTINCT c)`), is the function `distinct` of a site besides `count`/`sum`, as the plan's
# `count(distinct c)` is of a node (names.py); approx_count_distinct is an aggregate of its own, no DISTINCT.
DISTINCT = "distinct"
DISTINCT_CALLS = {"countdistinct", "count_distinct", "sumdistinct", "sum_distinct"}


# --- the names in SQL text and in a site --------------------------------------------------

_SQL_TOKEN = re.compile(
    r"""(?P<str>'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.)*")
      | (?P<ident>(?:`[^`]+`|[A-Za-z_][A-Za-z0-9_]*)(?:\.(?:`[^`]+`|[A-Za-z_][A-Za-z0-9_]*))*)
      | (?P<num>\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)
      | (?P<sym>[(),;*]|[^\sA-Za-z0-9_(),;*'"`]+)""",
    re.X,
)
_SQL_COMMENT = re.compile(r"--[^\n]*|/\*.*?\*/", re.S)
_SQL_KEYWORDS = set("""
select from where group by order having limit offset join inner left right full outer cross semi
anti natural on using as and or not in is null true false case when then else end distinct all union
intersect except minus with insert into overwrite table values create replace view temporary temp if
exists like rlike ilike between asc desc nulls first last over partition rows range unbounded preceding
following current row lateral interval window cluster distribute sort tablesample pivot unpivot for
delete update set merge matched format options location stored tblproperties cache uncache lazy refresh
describe show analyze compute statistics database schema drop alter add columns column div xor filter
qualify escape any some to within ignore respect
""".split())
# Words that are columns as often as not (a `date` or `day` column): skipped only where they are a
# type (CAST(x AS date), DATE '2024-01-01') or a unit (INTERVAL 1 DAY).
_SQL_TYPES = set("""
int integer string bigint smallint tinyint double float decimal date timestamp timestamp_ntz boolean
long short byte binary varchar char array map struct void
""".split())
_SQL_UNITS = set("year years month months week weeks day days hour hours minute minutes second seconds".split())
# Keywords that are followed by "(" without being functions.
_SQL_CLAUSE_WORDS = set("""
in exists values over using as on and or not from join select where when then else case into table
by having with is like between union all window partition pivot unpivot tablesample lateral view set
intersect except filter
""".split())
_SQL_TABLE_AFTER = {"from", "join", "into", "table", "update"}
_SQL_TABLE_END = {"where", "group", "order", "having", "limit", "join", "on", "using", "union",
                  "inner", "left", "right", "full", "cross", "natural", "lateral", "window",
                  "select", "intersect", "except", "cluster", "distribute", "sort", "values",
                  "partition", "semi", "anti", "outer", "tablesample", "pivot", "unpivot", "set"}


def sql_names(text: str) -> dict[str, list[str]]:
    """Names in SQL or a Spark SQL expression: tables, columns, aliases, literals, functions.

    A light tokenizer, not a parser: tables follow FROM/JOIN/INTO, aliases follow AS, a word before
    "(" is a function, other words that are not keywords are columns (without their qualifier).
    """
    tokens = [(m.lastgroup, m.group()) for m in _SQL_TOKEN.finditer(_SQL_COMMENT.sub(" ", text))]
    out: dict[str, list[str]] = {k: [] for k in ("tables", "columns", "aliases", "literals", "functions")}
    not_columns: set[str] = set()   # table aliases and CTE names
    in_from = False                 # inside a FROM list: "a, b" are both tables
    expect_table = False
    after_table = False             # the word right after a table is its alias
    for i, (kind, tok) in enumerate(tokens):
        nxt = tokens[i + 1][1] if i + 1 < len(tokens) else ""
        prev = tokens[i - 1][1].lower() if i > 0 else ""
        if kind == "str":
            add_name(out["literals"], tok[1:-1])
            expect_table = after_table = False
            continue
        if kind == "num":
            add_name(out["literals"], tok)
            continue
        if kind == "sym":
            if tok == "," and in_from:
                expect_table = True
            elif tok == "(":
                expect_table = False
            after_table = False
            continue
        word = tok.replace("`", "")
        low = word.lower()
        quoted = tok.startswith("`")
        is_type = low in _SQL_TYPES and (prev == "as" or (i + 1 < len(tokens) and tokens[i + 1][0] == "str"))
        is_unit = low in _SQL_UNITS and i >= 2 and tokens[i - 2][1].lower() == "interval"
        if not quoted and (is_type or is_unit):
            after_table = False
            continue
        if low == "distinct" and prev == "(":     # count(DISTINCT c)
            add_name(out["functions"], DISTINCT)
            continue
        if nxt == "(" and low not in _SQL_CLAUSE_WORDS:
            if prev != "as":                       # "name AS (...)" is a CTE
                add_name(out["functions"], low)
                add_runtime_name(out["functions"], low)
            else:
                not_columns.add(word)
            after_table = False
            continue
        if low in _SQL_KEYWORDS and not quoted:
            if low in _SQL_TABLE_AFTER:
                expect_table, in_from = True, low == "from"
            elif low in _SQL_TABLE_END:
                in_from = False
            after_table = False
            continue
        if expect_table:
            add_name(out["tables"], word)
            expect_table, after_table = False, True
        elif after_table or nxt.lower() == "as" and i + 2 < len(tokens) and tokens[i + 2][1] == "(":
            not_columns.add(word)                  # table alias, or CTE name before AS (
            after_table = False
        elif prev == "as":
            add_name(out["aliases"], word)
        else:
            add_name(out["columns"], word.rsplit(".", 1)[-1])
    out["columns"] = [c for c in out["columns"] if c not in not_columns and c not in out["tables"]]
    return out


def add_name(values: list[str], value: str) -> None:
    if value and value not in values:
        values.append(value)


def add_runtime_name(functions: list[str], low: str) -> None:
    """The names Spark prints for the function written `low`: countDistinct(c) is `count(distinct c)`."""
    if low in RUNTIME_NAMES:
        add_name(functions, RUNTIME_NAMES[low])
    if low in DISTINCT_CALLS:
        add_name(functions, DISTINCT)


def looks_like_path(text: str) -> bool:
    return "/" in text or "\\" in text or "://" in text or bool(re.search(r"\.(parquet|csv|json|orc|txt|avro|delta)$", text))


def add_string(site: SparkSite, role: str, value: str) -> None:
    """Record a string found in a site under the role its position gives it."""
    if role == "column":
        if value != "*":
            add_name(site.columns, value)
    elif role == "alias":
        add_name(site.aliases, value)
    elif role == "path":
        add_name(site.paths, value)
    elif role == "table":
        add_name(site.tables, value)
    elif role == "source":                    # load()/save(): a path or a table name
        add_name(site.paths if looks_like_path(value) else site.tables, value)
    elif role in ("expr", "sql"):
        found = sql_names(value)
        for key in ("tables", "columns", "aliases", "literals", "functions"):
            for name in found[key]:
                add_name(getattr(site, key), name)
    else:
        add_name(site.literals, value)
