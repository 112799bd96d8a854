"""RDDs and typed Datasets: calls whose functions run on objects, not columns (`sc.textFile(path)`,
`rdd.map(r => ...)`, `ds.groupByKey(_.id).mapGroups(...)`, `rdd.toDS`). Their sites are of kind rdd;
their columns are the fields the functions read (jvm_lambdas).
"""

from __future__ import annotations

from codemap_pipeline.code.jvm_file import JvmFile, Value
from codemap_pipeline.code.jvm_lambdas import function_reads
from codemap_pipeline.code.jvm_names import collect, frame_site
from codemap_pipeline.code.model import SparkSite, Symbol
from codemap_pipeline.code.vocabulary import CONTEXT_FILES, CONTEXT_SOURCES, RDD_ACTIONS, RDD_METHODS, RDD_PAIRS, add_name

# Typed Dataset operations: their functions run on objects (DeserializeToObject, MapElements,
# SerializeFromObject, MapPartitions, MapGroups... in the plan): sites of kind rdd, like RDD calls.
_TYPED_METHODS = {"map", "flatMap", "mapPartitions", "groupByKey", "mapGroups", "flatMapGroups", "reduceGroups",
                  "mapValues", "mapGroupsWithState", "flatMapGroupsWithState", "cogroup", "reduce", "foreach",
                  "foreachPartition", "keys"}
_TO_RDD = {"rdd", "javaRDD", "toJavaRDD"}
# A KeyValueGroupedDataset (`ds.groupByKey(f)`): these aggregate it (ObjectHashAggregate, HashAggregate);
# mapValues keeps it grouped; the others (mapGroups, flatMapGroups, cogroup...) run a function per group.
_KEYED_AGGREGATES = {"reduceGroups", "agg", "count", "keys"}
# Objects turned into rows (SerializeFromObject over a Scan of the objects): an RDD made a Dataset.
_FROM_OBJECTS = {"toDS", "toDF"}
# Scala collection methods that give another local collection: `(0 to n).map(i => (i, s"u$i")).toDF("id", "name")`
# is still rows held by the driver (LocalTableScan), not an RDD.
LOCAL_COLLECTION_METHODS = {"map", "flatMap", "filter", "filterNot", "zip", "zipWithIndex", "take", "drop", "reverse",
                            "sorted", "sortBy", "distinct", "toSeq", "toList", "toVector", "toArray", "slice", "grouped"}


def serialize(src: JvmFile, node, method: str, scan: SparkSite, symbol: Symbol, line: int, args: list = ()) -> str:
    """The SerializeFromObject over a scan of objects: a site of kind rdd fed by the scan."""
    site = src.node_site(node, "rdd", method, symbol, line, [scan.site_id])
    for arg in args:
        collect(src, arg, site, "column")
        collect(src, arg, site, "alias")
    return site.site_id


def context_call(src: JvmFile, node, method: str, args: list, symbol: Symbol, line: int) -> Value:
    """sc.parallelize(...), sc.textFile(path), ...: an RDD site."""
    if method in CONTEXT_SOURCES | CONTEXT_FILES:
        site = src.node_site(node, "rdd", f"sc.{method}", symbol, line, [])
        for arg in args[:1] if method in CONTEXT_FILES else []:
            collect(src, arg, site, "path")
        return Value("rdd", site=site.site_id)
    return Value("other")


def object_call(src: JvmFile, node, role: str | None, receiver: Value | None, method: str, args: list,
                arg_values: list | None, symbol: Symbol, line: int) -> Value | None:
    """An RDD or typed Dataset operation, or a DataFrame turned into one or back; None for any other call."""
    if role == "local" and method in LOCAL_COLLECTION_METHODS:
        return receiver
    if role == "frame" and method in _TO_RDD:
        return Value("rdd", site=receiver.site)             # df.rdd: the same rows as an RDD
    if role == "frame" and method in _FROM_OBJECTS and not args:
        return receiver                                      # ds.toDF(): the same rows
    if role in ("rdd", "local") and method in _FROM_OBJECTS:
        # rdd.toDS / Seq(...).toDF("a"): a scan of the objects (Scan[obj], LocalTableScan), and for an
        # RDD the serializer turning them into rows (SerializeFromObject)
        site = src.node_site(node, "read", method, symbol, line, [receiver.site])
        for arg in args:
            collect(src, arg, site, "column")
            collect(src, arg, site, "alias")
        if role == "local":
            return Value("frame", site=site.site_id)
        return Value("frame", site=serialize(src, node, method, site, symbol, line, args))
    if role == "frame" and method == "groupByKey":
        site = src.node_site(node, "rdd", method, symbol, line, [receiver.site])    # AppendColumns: the key
        for arg in args:
            function_reads(src, arg, site)
        return Value("keyed", site=site.site_id)
    if role == "keyed" and method in _KEYED_AGGREGATES:
        site = frame_site(src, node, "aggregate", method, receiver, args, arg_values, symbol, line)
        if method == "reduceGroups":
            add_name(site.functions, "reduceaggregator")     # the aggregate function the plan shows
        return Value("frame", site=site.site_id)
    if role == "keyed" and method in _TYPED_METHODS:
        inputs = [receiver.site] + ([arg_values[0].site if arg_values[0] else None]
                                    if method == "cogroup" and arg_values else [])
        site = src.node_site(node, "rdd", method, symbol, line, inputs)
        for arg in args[1:] if method == "cogroup" else args:
            function_reads(src, arg, site)
        return Value("keyed" if method == "mapValues" else "frame", site=site.site_id)
    if role == "rdd" and method in RDD_METHODS | RDD_ACTIONS or role == "frame" and method in _TYPED_METHODS:
        inputs = [receiver.site]
        if method in RDD_PAIRS | {"cogroup"} and arg_values:
            inputs.append(arg_values[0].site if arg_values[0] else None)
        site = src.node_site(node, "rdd", method, symbol, line, inputs)
        for arg in args[1:] if method in RDD_PAIRS else args:
            function_reads(src, arg, site)
        if method in RDD_ACTIONS or method in ("reduce", "foreach", "foreachPartition"):
            return Value("other")
        return Value(role, site=site.site_id)
    return None
