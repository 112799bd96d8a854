"""Data formats: the format a plan's scan or write names, the format a read or write call names, and
whether the one can have made the other.

A `Scan csv` was made by a read of CSV, or by a read whose format the code leaves to run time
(`.format(input_format)`, a table); never by `spark.read.parquet(...)`. That holds in any codebase, and it
is often the only thing a plan says about a job whose paths, tables and SQL all come from its arguments.
"""

from __future__ import annotations

import re

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.plans.model import PlanNode
from codemap_pipeline.plans.operators import family

# One name per format, as the code and the plan write it (lower case). Delta tables are Parquet files.
_SAME = {"delta": "parquet", "com.databricks.spark.avro": "avro", "org.apache.spark.sql.avro": "avro",
         "com.databricks.spark.xml": "xml", "com.databricks.spark.csv": "csv",   # the packages Spark took in
         "textfile": "text", "jdbcrelation": "jdbc", "hive": "hive"}
FORMATS = {"csv", "json", "parquet", "orc", "text", "avro", "xml", "jdbc", "hive"} | set(_SAME)

TABLE = "table"
# `spark.table(name)`, `df.write.saveAsTable(name)`, `FROM name` in SQL: a catalog table, whatever its files' format
_TABLE_METHOD = re.compile(r"(^|\.)(table|saveAsTable|insertInto|toTable)$|^SQL ")
# rows the program holds itself (`spark.createDataFrame(rows)`, `sc.parallelize(xs).toDF()`): no scan of files
IN_MEMORY = "rows in memory"
RDD_SCANS = True   # a `Scan ExistingRDD` is of rows in memory
_IN_MEMORY_METHOD = re.compile(r"(^|\.)(createDataFrame|createDataset|parallelize|range|toDF|toDS)$")
# `df.write.parquet(path)`, `spark.read.csv(path)`: the method names the format
_BY_METHOD = re.compile(r"\.(csv|json|parquet|orc|text|textFile|avro|xml|jdbc)$")
# calls whose format is a `.format(...)` argument, or none at all
_FORMAT_ARGUMENT = re.compile(r"\.(load|save|start|saveAsync)$")
# the file format Spark prints in an InsertIntoHadoopFsRelationCommand's arguments
_FORMAT_LITERAL = re.compile(r"\.format\(\s*[\"']([\w.-]+)[\"']\s*\)")
_WRITE_FORMAT = re.compile(r",\s*(Parquet|CSV|JSON|ORC|Text|Avro)\s*,")


# Data sources outside Spark, by the word their names carry (`org.elasticsearch.spark.sql`, `com.mongodb.spark.sql.DefaultSource`)
CONNECTORS = ("bigquery", "bigtable", "kafka", "iceberg", "mongodb", "cassandra", "elasticsearch", "redis", "snowflake",
              "hbase", "pubsub", "spanner", "kinesis", "console", "memory", "noop")


def _one(name: str) -> str | None:
    name = name.strip().strip("`'\"").lower()
    name = _SAME.get(name, name)
    return name if name in FORMATS else next((c for c in CONNECTORS if c in name), None)


def node_format(node: PlanNode) -> str | None:
    """The format a scan or a write node names (`Scan csv` -> csv), else None."""
    fam = family(node.operator)
    if fam == "scan":
        words = node.header.split()
        if len(words) > 1 and words[0] == "Scan":
            source = re.split(r"[(\[\s]", words[1])[0]   # `Scan ExistingRDD[a#0,b#1]` as an event log prints it
            # an RDD's rows (`createDataFrame(rows)`, `rdd.toDF()`): no file was read
            return IN_MEMORY if RDD_SCANS and source in ("ExistingRDD", "ExternalRDD") else _one(source)
        return None
    if fam == "write":
        text = node.header + " " + " ".join(node.details.values())
        found = _WRITE_FORMAT.search(text)
        if found:
            return _one(found.group(1))
        return "jdbc" if "JdbcRelationProvider" in text else None
    return None


def site_format(site: SparkSite) -> str | None:
    """The format a read or write call names; TABLE for a catalog table (of any format); None where the
    format is chosen at run time."""
    if site.kind not in ("read", "write"):
        return None
    if _TABLE_METHOD.search(site.method):
        return TABLE
    if _IN_MEMORY_METHOD.search(site.method):
        return IN_MEMORY
    by_method = _BY_METHOD.search(site.method)
    if by_method:
        return _one(by_method.group(1))
    if _FORMAT_ARGUMENT.search(site.method) and ".format(" in site.snippet:
        written = _FORMAT_LITERAL.search(site.snippet)
        if written:   # `.format("bigquery")`
            return _one(written.group(1)) or written.group(1).lower()
        # `.format(constants.FORMAT_CSV)`: the index resolved the constant among the call's literals
        return next((f for f in map(_one, map(str, site.literals)) if f), None)
    return None


def format_in_call(method: str) -> bool:
    """Whether a call's format is an argument of it (`.format("csv").load(path)`) rather than its method's name."""
    return bool(_FORMAT_ARGUMENT.search(method))


VIEWS_OF_ROWS = True   # a table a query or spark.table() reads may be a temporary view of rows held in memory


def fits(plan_format: str | None, code_format: str | None) -> bool:
    """Whether a call of `code_format` can have made a node of `plan_format`: a Hive table scan only from a
    table; any other scan or write from a table, from a format chosen at run time, or from its own format; rows
    the program made itself from a call making rows, or from a table (a view registered over them)."""
    if plan_format is None:
        return True
    if plan_format == IN_MEMORY:   # rows the program handed over: not a read of a file, but maybe of a view of them
        return code_format in (None, IN_MEMORY) or (VIEWS_OF_ROWS and code_format == TABLE)
    if plan_format == "hive":
        return code_format == TABLE
    return code_format in (None, TABLE, plan_format)


# reads and writes whose source or target may be given at run time
_OPAQUE_METHODS = re.compile(r"\.(load|save|csv|json|parquet|orc|text|avro|jdbc|table|saveAsTable|insertInto)$")


def names_nothing(site: SparkSite) -> bool:
    """A call naming no table, path or (for a query) literal. A query the index could read names its tables;
    the names of `spark.sql(args["query"])` are the expression's own (a key), not the query's."""
    return not (site.paths or site.tables) and (site.kind != "sql" or not site.literals)


def is_opaque(site: SparkSite) -> bool:
    """A query, read or write whose query, path or table comes at run time (`spark.sql(query)`,
    `spark.read.format(fmt).load(path)`): what it made is decided then, not in the code."""
    return (site.kind == "sql" or (site.kind in ("read", "write") and bool(_OPAQUE_METHODS.search(site.method)))) \
        and names_nothing(site)


def plan_file_formats(nodes: list[PlanNode]) -> set[str] | None:
    """The formats of every file or table a plan scans, where each is known and none holds rows the program
    made itself; else None. Only then does a read call of another format say the plan was not made from it:
    an unknown scan (`BatchScan`, `LocalTableScan <empty>` left by the optimizer) could be anything, and
    rows in memory may come from any read through an RDD (`df.rdd.map(...).toDF()`)."""
    operators = {n.operator for n in nodes}
    if "InMemoryTableScan" in operators and "InMemoryRelation" not in operators:
        return None   # a cache whose own plan is not shown hides its scans
    found = set()
    for node in nodes:
        if family(node.operator) != "scan":
            continue
        fmt = node_format(node)
        if fmt is None or fmt == IN_MEMORY:
            return None
        found.add(fmt)
    return found or None
