"""What the mapper reads off a plan node beyond its family (plans/operators.py): join types, nodes
Spark inserts on a user call's behalf, families whose calls rarely name anything."""

from __future__ import annotations

import re

from codemap_pipeline.code.vocabulary import GROUPING_METHODS
from codemap_pipeline.plans import names as plan_names
from codemap_pipeline.plans import operators as plan_operators
from codemap_pipeline.plans.names import header_fields, split_top, unwrap_list
from codemap_pipeline.plans.operators import PYTHON_PER_GROUP, allowed_site_kinds, family  # noqa: F401 (read as ops.*)

# Spark's join type -> the `how` values that produce it
_JOIN_HOW = {
    "inner": {"inner"}, "leftouter": {"left", "leftouter", "left_outer"},
    "rightouter": {"right", "rightouter", "right_outer"}, "fullouter": {"outer", "full", "fullouter", "full_outer"},
    "leftsemi": {"semi", "leftsemi", "left_semi"}, "leftanti": {"anti", "leftanti", "left_anti"},
    "cross": {"cross", "inner"},
}


def join_type_fits(plan_type: str | None, how: str | None) -> bool:
    """False only when both are known and disagree (a LeftOuter node is no inner join call)."""
    if not plan_type or not how:
        return True
    allowed = _JOIN_HOW.get(plan_type.lower())
    return allowed is None or how.lower() in allowed


# Families whose calls rarely mention a name the plan shows (`.union(other)`, `.cache()`): a site of the
# right kind is a candidate even with no shared name, and the tree decides among them.
NAMELESS_FAMILIES = {"union", "cache", "sample", "limit", "exchange", "write", "sort", "generate"}


def is_pivot(node) -> bool:
    """The aggregate that spreads a pivot's values into columns (pivotfirst)."""
    return plan_operators.PIVOT_AGGREGATE in node.names.functions


# the front ends' grouping calls, and groupByKey: a typed Dataset grouped by a function (Scala/Java)
GROUPING_CALLS = GROUPING_METHODS | {"groupByKey"}


def grouping_of_node(node) -> tuple[bool, bool] | None:
    """For an aggregate node, (grouped by Spark's grouping id, no keys at all); None for any other node."""
    if family(node.operator) != "aggregate":
        return None
    fields = {**header_fields(node.operator, node.header), **node.details}
    return "spark_grouping_id" in node_text(node), fields.get("Keys", "").strip() == "[]"


def grouping_fits(node_grouping: tuple[bool, bool] | None, grouping, method: str = "") -> bool:
    """False when the aggregate (`grouping_of_node`) cannot come from the grouping call (`groupBy(...)`,
    `rollup(...)`, or a SQL GROUP BY) a site makes or is fed by: grouping by columns makes an aggregate with
    keys (one with `Keys: []` is a global `agg()` or `count()`); rollup/cube, and only they among the calls,
    group by Spark's grouping id (over an Expand of the grouping sets). `method`: the site's own call."""
    if node_grouping is None:
        return True
    if grouping is None:
        # a count() no grouping call feeds is the action: Spark counts all rows, with no keys
        return not (method == "count" and not node_grouping[1])
    grouping_sets, keyless = node_grouping
    if (grouping.method in ("rollup", "cube")) != grouping_sets and grouping.method in GROUPING_CALLS:
        return False
    return not (keyless and grouping.columns)


def node_text(node) -> str:
    """A node's header and details as one text, for the checks that look for a word anywhere in it."""
    return node.header + " " + " ".join(node.details.values())


def is_user_repartition(node) -> bool:
    """An Exchange the user asked for (repartition/coalesce), not one Spark added for a join or aggregate."""
    if node.operator == "Coalesce":
        return True   # Spark never adds one: only coalesce(n) (or repartition(n) without a shuffle) makes it
    text = node_text(node)
    return "REPARTITION_BY" in text or "RoundRobinPartitioning" in text or "REBALANCE" in text


_GLOBAL_SORT = re.compile(r"\],\s*true,\s*\d+\s*$")


def is_global_sort(node) -> bool:
    """A Sort of all the rows (`[numwords#11L DESC NULLS LAST], true, 0`): orderBy/ORDER BY; a sort within
    each partition (`false`) is sortWithinPartitions or one Spark adds (before a write, a sort-merge join)."""
    return node.operator == "Sort" and bool(_GLOBAL_SORT.search(node_text(node)))


def is_partial_aggregate(node) -> bool:
    text = node_text(node)
    return family(node.operator) == "aggregate" and ("partial_" in text or "merge_" in text)


# Spark's aggregate functions by their runtime names (`mean` is `avg`, `stddev` is `stddev_samp`), as a plan prints
# them and as a site's functions hold them beside the name written (code/vocabulary.py RUNTIME_NAMES)
AGGREGATE_FUNCTIONS = frozenset({
    "count", "sum", "avg", "min", "max", "first", "last", "collect_list", "collect_set", "stddev_samp",
    "stddev_pop", "var_samp", "var_pop", "approx_count_distinct", "percentile_approx", "percentile", "median",
    "mode", "corr", "covar_samp", "covar_pop", "skewness", "kurtosis", "max_by", "min_by", "bool_and", "bool_or",
    "any_value", "count_if", "product", "array_agg", "listagg", "string_agg", "bit_and", "bit_or", "bit_xor",
})


def aggregates_of_node(node) -> frozenset[str]:
    """The aggregate functions an aggregate node computes (names.py read them, `partial_`/`merge_` stripped), empty
    for any other node."""
    return AGGREGATE_FUNCTIONS.intersection(node.names.functions) if family(node.operator) == "aggregate" \
        else frozenset()


def aggregates_fit(node_aggregates: frozenset[str], site) -> bool:
    """False where a call names aggregate functions and none of them is one the node computes: `agg(sum(p))`
    made no `avg(p)`. A call naming none (`groupBy`, a query whose text was not read) may have made any."""
    named = AGGREGATE_FUNCTIONS.intersection(site.functions)
    return not node_aggregates or not named or bool(named & node_aggregates)


DEDUPES_ONLY = True   # an aggregate computing nothing, in a plan counting nothing distinct, is no aggregating call's


def counts_distinct(nodes) -> bool:
    """Whether an aggregate of the plan counts distinct values (countDistinct: its first levels compute nothing)."""
    return any(plan_names.DISTINCT_AGGREGATE in n.names.functions for n in nodes)


def dedupes_only(node, distinct_counted: bool) -> bool:
    """An aggregate node computing no function (`Functions: []`: DISTINCT, UNION's dedupe, dropDuplicates, a GROUP BY
    selecting only its keys) in a plan where no aggregate counts distinct values (`counts_distinct`:
    countDistinct's first levels compute nothing either, yet its call names count)."""
    return DEDUPES_ONLY and not distinct_counted and family(node.operator) == "aggregate" \
        and not aggregates_of_node(node)


def is_inferred_filter(node) -> bool:
    """A Filter whose whole condition is isnotnull(...) terms is what Spark infers from join keys."""
    if node.operator != "Filter":
        return False
    condition = node.details.get("Condition") or node.header.partition(" ")[2]
    terms = [t.strip(" ()") for t in re.split(r"\bAND\b", condition) if t.strip(" ()")]
    return bool(terms) and all(t.startswith("isnotnull") for t in terms)


def guards_generate(node, parent, between=None) -> bool:
    """The Filter Spark infers under explode(x) (not outer) from the rows explode would drop anyway:
    `(size(x, false) > 0) AND isnotnull(x)` of the very column the Generate above explodes. `between`: a
    Project between the two computing what is exploded (`select(split(value, " ").alias("line"))` then
    `explode("line")`): Spark pushes the filter below it, written over the expression itself."""
    if node.operator != "Filter" or parent is None or family(parent.operator) != "generate":
        return False
    guarded = set()
    condition = _unwrap(node.details.get("Condition") or node.header.partition(" ")[2])
    for term in split_top(condition.replace(" AND ", "\0"), "\0"):   # split_top splits at one character
        term = _unwrap(term)
        guard = re.fullmatch(r"size\((.+), (?:true|false)\) > 0|isnotnull\((.+)\)", term)
        if guard is None:
            return False
        guarded.add(guard.group(1) or guard.group(2))
    if len(guarded) != 1:
        return False
    exploded, what = parent.details.get("Arguments") or parent.header, guarded.pop()
    if between is not None:
        if between.operator != "Project":
            return False
        # the projection passes the guarded column on, or names the guarded expression: the column exploded
        output = between.details.get("Output") or between.header
        if what not in split_top(unwrap_list(output)):
            named = re.search(rf"{re.escape(what)} AS ([\w.]+#\d+L?)", output)
            if named is None:
                return False
            what = named.group(1)
    name = re.fullmatch(r"([\w.]+)#\d+L?", what)
    return name is not None and re.search(rf"\(\s*{re.escape(name.group(1))}#", exploded) is not None


def _unwrap(text: str) -> str:
    """`text` without the parentheses wrapping all of it."""
    text = text.strip()
    while text.startswith("(") and _closes_at_end(text):
        text = text[1:-1].strip()
    return text


def _closes_at_end(text: str) -> bool:
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            return i == len(text) - 1
    return False


# describe() and summary() aggregate every statistic at once, then turn the one row into a row per statistic:
# a Generate exploding the statistics' names into `summary`, and a Project taking each column's value for it
_STATISTIC = r"(?:count|mean|stddev|min|max|\d+(?:\.\d+)?%)"
_SUMMARY_ROWS = re.compile(rf"explode\(\[{_STATISTIC}(?:,\s*{_STATISTIC})*\]\).*\[summary#\d+\]")
_SUMMARY_VALUE = re.compile(r"element_at\(\w+#\d+L?, summary#\d+")


def unpacks_summary(node, child) -> bool:
    """A node Spark adds above describe()'s or summary()'s aggregate: the Generate of the statistics' names
    (over that aggregate) or the Project of every column's value per statistic (over that Generate)."""
    if child is None:
        return False
    if node.operator == "Generate":
        return family(child.operator) == "aggregate" and bool(_SUMMARY_ROWS.search(node_text(node)))
    return node.operator == "Project" and child.operator == "Generate" \
        and bool(_SUMMARY_VALUE.search(node_text(node))) and bool(_SUMMARY_ROWS.search(node_text(child)))


def unpacks_pivot(node, child) -> bool:
    """The Project Spark adds above a pivot's aggregate: each pivoted value's column taken out of the array
    pivotfirst made (`__pivot_sum(Amount) AS ...#30[0] AS Canada`)."""
    return node.operator == "Project" and child is not None and is_pivot(child) \
        and bool(_PIVOT_VALUE.search(node_text(node)))


# a pivoted value's column out of pivotfirst's array, filled with 0 where no row had the value by crosstab
# (`coalesce(__pivot_count(1) AS ...#41[0], 0) AS 1`)
_PIVOT_VALUE = re.compile(r"__pivot_.*#\d+\[\d+\](, 0\))? AS ")


# Spark's encoder steps: rows into the program's objects (before a typed call) and objects into rows (after it)
ENCODER_STEPS = {"DeserializeToObject", "SerializeFromObject"}


def is_typed_step(node) -> bool:
    """A node a typed call or an RDD made: a lambda over objects (MapElements, typed filter, ...) or the
    scan of an RDD's objects (`Scan` whose output is `obj#`)."""
    if node.operator in ENCODER_STEPS:
        return False
    if node.operator in plan_operators.JVM_ONLY or node.operator in ("MapPartitions", "Filter") and "obj#" in node_text(node):
        return True
    return family(node.operator) == "scan" and "RDD" in node_text(node)


# calls handing the driver's data or a file's lines to Spark (`sc.parallelize(rows)`, `spark.createDataFrame(rdd,
# schema)`): they take no function, so no typed step applying one (MapElements, a typed filter) is theirs
DATA_HANDOVERS = {"parallelize", "makeRDD", "range", "emptyRDD", "createDataFrame", "createDataset",
                  "textFile", "wholeTextFiles"}


def applies_function(node) -> bool:
    """A typed step running the program's function over objects (MapElements, MapPartitions, a typed Filter),
    not the scan of an RDD."""
    return is_typed_step(node) and family(node.operator) != "scan"


def hands_data(site) -> bool:
    return site.method.rsplit(".", 1)[-1] in DATA_HANDOVERS


PATH_SAVES = True   # a file write naming its path option and no table is a DataFrameWriter's save, never a query's
_TABLE = re.compile(r"`[^`]+`\.`[^`]+`")


def saves_to_path(node) -> bool:
    """An InsertIntoHadoopFsRelationCommand writing the `path` a DataFrameWriter was given (`save(path)`,
    `parquet(path)`): SQL writes a table (INSERT INTO, CREATE TABLE AS, naming it) or a directory through
    another command (INSERT OVERWRITE DIRECTORY), so no query text made it."""
    text = node_text(node)
    return PATH_SAVES and "InsertIntoHadoopFsRelationCommand" in node.header and "path=" in text \
        and not _TABLE.search(text)


# `obj#79: main.java.chapter6.UsageCost`: the objects a typed step outputs; the JDK's and Scala's own types
# (boxed numbers, strings, tuples) and primitives name no class of the program
_RESULT_CLASS = re.compile(r"obj#\d+: ([\w.$]+)\s*$")
_LIBRARY_TYPES = re.compile(r"(?:java|scala)\.|[a-z]+$")


def result_class(node) -> str | None:
    """The simple name of the program's class a typed step (a lambda over objects) makes: `UsageCost` for
    `MapElements ..., obj#79: main.java.chapter6.UsageCost`."""
    if not is_typed_step(node) or family(node.operator) == "scan":
        return None
    found = _RESULT_CLASS.search(node.details.get("Arguments") or node.header)
    if found is None or _LIBRARY_TYPES.match(found.group(1)):
        return None
    return re.split(r"[.$]", found.group(1))[-1] or None


SQL_WHOLE_ROWS = True   # a query's DISTINCT/UNION dedupes whole rows, whatever columns its first select reads
_WHOLE_ROW_DEDUPE = re.compile(r"\b(?:distinct|dropDuplicates|drop_duplicates)\(\s*\)")


def dedupes_whole_rows(site) -> bool:
    """distinct() or dropDuplicates() with no columns, or a query's DISTINCT or UNION: keyed by every column, it keeps
    no other with first()."""
    return site.kind == "distinct" and (_WHOLE_ROW_DEDUPE.search(site.snippet or "") is not None
                                        or (SQL_WHOLE_ROWS and is_clause(site.method)))


def keeps_firsts(node) -> bool:
    """dropDuplicates(cols)'s aggregate: keyed by the columns given, every other kept with first()."""
    return family(node.operator) == "aggregate" and plan_operators.keeps_firsts(node.names.functions)


def dedupe_keys(node) -> int:
    """How many columns an aggregate computing nothing is keyed by (a whole-row distinct(), or
    dropDuplicates of every column it keys on); 0 for any other node."""
    if family(node.operator) != "aggregate" or set(node.names.functions) - {plan_operators.SHOW_CAST}:
        return 0
    return len(node.names.keys)


# Dataset.joinWith returns pairs: a Project over the join packs each side's row into the tuple's _1 and _2
JOIN_PAIR = ["_1", "_2"]


def packs_join_pair(node) -> bool:
    """A projection whose only outputs are `... AS _1, ... AS _2`: joinWith's pairs, made by that call."""
    return family(node.operator) == "project" and sorted(node.names.aliases) == JOIN_PAIR


def pretty_prints(node) -> bool:
    """show()'s own projection (Spark 3.4+): every column it prints turned into text, `toprettystring(c#1, Some(UTC))
    AS c#9`."""
    if family(node.operator) != "project":
        return False
    output = node.details.get("Output") or node.header.partition(" ")[2]
    items = split_top(unwrap_list(output))
    # only where each column is printed as it was: a rename or an expression inside is the user's own work
    return bool(items) and all(_PRETTY_AS_IS.fullmatch(item) for item in items)


_PRETTY_AS_IS = re.compile(r"toprettystring\((\w+)#\d+L?, [^()]*(?:\([^()]*\))?\) AS \1#\d+")


def prints_all_it_reads(node) -> bool:
    """show()'s projection and nothing else: it prints every column it reads (a select() Spark folded into it
    would drop some). Unknown input (no formatted detail block): no."""
    if not pretty_prints(node) or "Input" not in node.details:
        return False
    output = node.details.get("Output") or node.header.partition(" ")[2]
    printed = [_PRETTY_AS_IS.fullmatch(item).group(1) for item in split_top(unwrap_list(output))]
    read = [re.sub(r"#\d+L?$", "", item.strip()) for item in split_top(unwrap_list(node.details["Input"]))]
    return sorted(printed) == sorted(read)


def is_self_join(nodes, index: int) -> bool:
    """A join both of whose sides read the same data: Spark reuses one side's exchange for the other
    (`df.as("a").join(df.as("b"), ...)`)."""
    node = nodes[index]
    if family(node.operator) != "join" or len(node.children) != 2:
        return False
    sides = []
    for child in node.children:
        side, stack = [], [child]
        while stack:
            j = stack.pop()
            side.append(nodes[j])
            stack.extend(nodes[j].children)
        sides.append(side)
    ids = [{n.node_id for n in side} for side in sides]
    return any(n.reuses in ids[1 - k] for k, side in enumerate(sides) for n in side if n.reuses is not None)


# `df.as("a").join(df.as("b"), ...)`: the frame a join call's receiver chain starts from, and its argument's
_JOIN_ROOTS = re.compile(r"(\w+)(?:\.\w+\([^()]*\))*\.join(?:With)?\(\s*(\w+)")


def joins_itself(site) -> bool:
    """A join call whose two sides start from the same frame, as its source reads."""
    found = _JOIN_ROOTS.search(site.snippet or "")
    return found is not None and found.group(1) == found.group(2)


NULL_SAFE_KEYS = True   # a join matching nulls as equal is a set operation's, never an IN/EXISTS subquery's
_NULL_SAFE_KEY = re.compile(r"coalesce\((\w+#\d+L?), [^()]*\), isnull\(\1\)")
SUBQUERY_JOIN_CLAUSES = {"SQL WHERE", "SQL HAVING"}   # the join sites of a condition's subqueries (code/sql_clauses.py)


def matches_nulls(node) -> bool:
    """A join whose keys Spark rewrote to match nulls as equal (`coalesce(x, 0), isnull(x)`: the `<=>` of
    INTERSECT, EXCEPT, intersect() and subtract()); IN and EXISTS compare with `=`, which no null matches."""
    return NULL_SAFE_KEYS and family(node.operator) == "join" \
        and bool(_NULL_SAFE_KEY.search(node.details.get("Left keys") or node.header))


# A query the SQL front end could read makes only what its clauses make: no aggregate from a query without
# GROUP BY, DISTINCT, an aggregate function or UNION; no join, window or union without one (a subquery
# counts as a join).
CLAUSE_FAMILIES = {"aggregate", "join", "window", "union"}
_MADE_ALSO = {"union": {"distinct"}}   # UNION (not ALL) removes repeated rows with an aggregate


def is_clause(method: str | None) -> bool:
    """Whether a site is a clause the SQL front end split a query into (code/sql_clauses.py)."""
    return method is not None and method.startswith("SQL ")


def clause_made(kind: str, inputs: int) -> set[str]:
    """The kinds one clause of a query makes: its own, what comes with it, and a join where it is fed by a
    subquery besides the clause before it (`inputs`: how many inputs it has)."""
    made = {kind} | _MADE_ALSO.get(kind, set())
    if inputs > 1:
        made.add("join")   # a clause fed by a subquery (IN (SELECT ...), EXISTS): Spark plans a join
    return made


def query_kinds(site, by_id: dict) -> set[str] | None:
    """The kinds of the clauses a `spark.sql(...)` site's query was split into (code/sql_clauses.py), found
    along its inputs up to the reads of its views; None where the index could not read the query. (A site
    index works them out for every site at once when it is built: `SiteIndex.query_kinds`.)"""
    kinds: set[str] = set()
    seen: set[str] = set()
    stack = list(site.inputs)
    while stack:
        clause = by_id.get(stack.pop())
        if clause is None or clause.site_id in seen or not is_clause(clause.method):
            continue
        seen.add(clause.site_id)
        kinds |= clause_made(clause.kind, len(clause.inputs))
        stack.extend(clause.inputs)
    return kinds or None


# What Spark's rewrite of INTERSECT ALL / EXCEPT ALL (intersectAll(), exceptAll()) adds around the Union of both
# sides' rows, by the names it gives them: each side's rows marked (`true AS vcol1`, `null AS vcol2`; `1 AS vcol`,
# `-1 AS vcol`), counted per row (`count(vcol1)`, `vcol1_count`, `min_count`; `sum(vcol)`), kept where they count
# (`sum > 0`) and replicated back (`replicaterows`), under a Project of the columns.
_SIDE_MARKS = {"intersect": re.compile(r"\bvcol[12]#"), "except": re.compile(r"\bvcol#")}
_REWRITE_NAMES = re.compile(r"\b(vcol[12]?|vcol[12]_count|min_count)#|\breplicaterows\(")


def set_operation_of_union(node, sides) -> str | None:
    """For a Union (`sides`: the nodes under it), "intersect" or "except" where its sides are an INTERSECT ALL's or
    EXCEPT ALL's marked rows, else "union"; None for any other node."""
    if family(node.operator) != "union":
        return None
    texts = [node_text(side) for side in sides if family(side.operator) == "project"]
    return next((word for word, mark in _SIDE_MARKS.items() if texts and all(mark.search(t) for t in texts)), "union")


def rewrites_set_operation(node, below) -> bool:
    """A node Spark's rewrite of INTERSECT ALL / EXCEPT ALL added around its Union (`below`: the nodes under it): a
    marked side, the count per row, the filter and the replication, and the Project of the columns above that."""
    if family(node.operator) == "union":
        return False
    if _REWRITE_NAMES.search(node_text(node)):
        return True
    if node.operator == "Filter":   # EXCEPT ALL's `sum > 0` over the aggregate summing the marks
        return any(family(b.operator) == "aggregate" and _REWRITE_NAMES.search(node_text(b)) for b in below)
    return node.operator == "Project" and not node.names.aliases and len(below) == 1 \
        and below[0].operator == "Generate" and "replicaterows(" in node_text(below[0])


# Spark's CSV source reads a file's lines as text before it parses them: the first non-empty line for the header
# (`CollectLimit 1` over `Filter (length(trim(value#0, None)) > 0)` over `Scan text`), and every line to infer the
# schema from (`DeserializeToObject invoke(value#0.toString())` over `Scan text`, as the JSON source does too). Each
# is a job of its own, run by the read call.
_FIRST_LINE = re.compile(r"\(length\(trim\(value#\d+, None\)\) > 0\)")
_LINES_AS_STRINGS = re.compile(r"invoke\(value#\d+\.toString\(\)\), obj#\d+: java\.lang\.String")
_TEXT_SCAN = re.compile(r"(File)?Scan text\b")


def lines_read_for(nodes) -> frozenset[str]:
    """The formats whose reader ran this plan over a file's lines before parsing them (csv for the header line; csv
    or json for the lines a schema is inferred from); empty for any other plan."""
    real = [n for n in nodes if n.own]
    scans = [n for n in real if family(n.operator) == "scan"]
    if not scans or any(_TEXT_SCAN.match(node_text(n)) is None for n in scans):
        return frozenset()
    rest = {n.operator: node_text(n) for n in real if family(n.operator) != "scan"}
    if set(rest) == {"CollectLimit", "Filter"} and _FIRST_LINE.search(rest["Filter"]):
        return frozenset({"csv"})
    if set(rest) == {"DeserializeToObject"} and _LINES_AS_STRINGS.search(rest["DeserializeToObject"]):
        return frozenset({"csv", "json"})
    return frozenset()


JOIN_KEY_DROPS = True   # only a projection dropping one side's join keys and nothing else is join(on=...)'s


def drops_join_keys_only(project, join) -> bool:
    """Whether a Project over a join keeps every column but one side's join keys: `join(on="id")` (USING) drops the
    duplicate key; one dropping other columns, or both copies of a key, is a select list (`SELECT a.x, b.y FROM a JOIN b ON ...`). Where the plan
    lists no inputs (simple mode), it cannot tell: True."""
    given = project.details.get("Input")
    if not JOIN_KEY_DROPS or not given:
        return True
    kept = {item.strip() for item in split_top(unwrap_list(project.details.get("Output") or ""))}
    dropped = {item.strip() for item in split_top(unwrap_list(given))} - kept
    # the one side's copy of the keys (the other side's stays, or both merge in a coalesce)
    return any(dropped <= {item.strip() for item in split_top(unwrap_list(join.details.get(side) or ""))}
               for side in ("Left keys", "Right keys"))
