"""Pull the names a plan node mentions (columns, aliases, literals, keys, tables...) out of its text.

Spark prints expressions with expression ids (`amount#2`, `id#0L`, `key#x`), unquoted string
literals (`(status#3 = active)`) and nested brackets, so lists are split only at top-level commas
(brackets, parentheses and quotes respected), never with a naive `split(",")`.

Both plan formats go through the same code: a simple-mode header such as
`HashAggregate(keys=[k#1], functions=[sum(v#2)], output=[...])` is first turned into the field
names formatted mode uses (`Keys`, `Functions`, `Output`, `Condition`, `Arguments`...), and fields
from a formatted detail block win over fields recovered from the header.

Function names: Spark-internal helpers that a user cannot write (`UnscaledValue`, `MakeDecimal`,
`knownfloatingpointnormalized`, partitioning and broadcast-mode helpers...) are dropped, and the
`partial_`/`merge_` prefixes of split aggregates are removed (`partial_sum` -> `sum`).
`isnotnull` and `cast` are kept although Spark usually inserts them itself: they are weak evidence
and a consumer should weigh them low.
"""

from __future__ import annotations

import re

from .model import PlanNames

# `name#12`, `name#12L`, `name#x` (normalised golden files), `name#11#21` (newest Spark).
_ID_SUFFIX = re.compile(r"(?:#(?:\d+|x|X)L?)+$")
# Names may contain spaces (`State FIPS Code#19`); leading SQL keywords are cut off later.
_ATTR = re.compile(r"(?<![\w#.])([A-Za-z_][\w.$]*(?: [A-Za-z_][\w.$]*)*)#(?:\d+|x|X)L?")
_SQL_WORDS = {"AND", "OR", "NOT", "IN", "AS", "as", "IS", "CASE", "WHEN", "THEN", "ELSE", "END",
              "NULL", "NULLS", "DISTINCT", "distinct", "LIKE", "RLIKE", "ASC", "DESC", "FILTER",
              "WHERE", "BETWEEN", "ReusedSubquery", "Subquery"}
_FUNC = re.compile(r"(?<![\w#.])([A-Za-z_][\w]*)\s*\(")
_NUMBER = re.compile(r"(?<![\w#.\[])-?\d+(?:\.\d+)?(?:E-?\d+)?(?:BD|[LDSY])?(?![\w#\]])")
_URI = re.compile(r"(?:file|hdfs|s3a?|s3n|gs|abfss?|wasbs?|dbfs|viewfs|oss):/*[^\s,\]\)]*")
# Attribute names Spark makes up for subqueries, UDF results and merged subqueries.
_NOT_COLUMN = re.compile(r"^(?:dynamicpruning|subquery|scalar-subquery|exists|pythonUDF\d*|"
                         r"mergedValue|propagatedFilter_\d+|_groupingexpression|spark_grouping_id)$")
_CAST_TYPE = re.compile(r"\s+as\s+[a-z]+(?:\(\d+,\s*\d+\))?(?:<[^>]*>)?(?=\))")

# Helpers Spark inserts or prints that no user code names.
_INTERNAL_FUNCS = {
    "UnscaledValue", "MakeDecimal", "knownfloatingpointnormalized", "normalizenanandzero",
    "dynamicpruningexpression", "dynamicpruning", "promote_precision", "CheckOverflow",
    "input", "HashedRelationBroadcastMode", "IdentityBroadcastMode", "List", "hashpartitioning",
    "rangepartitioning", "RoundRobinPartitioning", "SinglePartition", "UnknownPartitioning",
    "windowspecdefinition", "specifiedwindowframe", "RowFrame", "RangeFrame", "StorageLevel",
    "Some", "struct", "named_struct", "Statistics", "isnotnull_internal", "decimal", "Range",
    "Subquery", "ReusedSubquery", "scalar", "bloom_filter_might_contain", "might_contain",
    "PythonUDF", "ExistenceJoin", "BuildRight", "BuildLeft", "in", "map", "array",
}
# DataSource filter classes printed in PushedFilters: `EqualTo(s_state,TN)`.
_SOURCE_FILTER = re.compile(r"\b([A-Z][A-Za-z]+)\(([^(),]+)(?:,(.*?))?\)(?=,\s*[A-Z]|\s*\]|$)")
_COMPARISONS = (" <=> ", " = ", " != ", " <> ", " >= ", " <= ", " > ", " < ", " LIKE ", " RLIKE ",
                " IN ", " like ", " rlike ")
_JOIN_TYPES = ("Inner", "LeftOuter", "RightOuter", "FullOuter", "LeftSemi", "LeftAnti", "Cross",
               "ExistenceJoin", "LeftSingle")
_JOIN_OPS = ("Join", "NestedLoop", "CartesianProduct")
# the name a descending sort order goes by, in the plan as in the code (code/vocabulary.py DESCENDING)
DESCENDING_ORDER = "desc"
_DESCENDING = re.compile(r"\sDESC(?:\s+NULLS\s+(?:FIRST|LAST))?$")
# the name an aggregate of distinct values goes by (`count(distinct c)`), in the plan as in the code
# (code/vocabulary.py DISTINCT)
DISTINCT_AGGREGATE = "distinct"
_DISTINCT_ARGUMENTS = re.compile(r"\w\(distinct\s")
_SORT_SUFFIX = re.compile(r"\s+(?:ASC|DESC)(?:\s+NULLS\s+(?:FIRST|LAST))?$")
_KEYWORDS = {"AND", "OR", "NOT", "null", "true", "false", "IN", "LIKE", "ASC", "DESC"}


# ---------------------------------------------------------------- splitting helpers

_SPLIT_PATTERNS: dict[str, re.Pattern] = {}


def split_top(text: str, sep: str = ",") -> list[str]:
    """Split at `sep` outside brackets, parentheses, braces and quotes; parts are stripped."""
    pattern = _SPLIT_PATTERNS.get(sep)
    if pattern is None:   # visit only the characters that matter, not every character
        pattern = _SPLIT_PATTERNS[sep] = re.compile(r"[()\[\]{}<>'\"`]|" + re.escape(sep))
    parts, depth, quote, start = [], 0, "", 0
    for m in pattern.finditer(text):
        ch, i = m.group(), m.start()
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"`":
            quote = ch
        elif ch in "([{<":
            if not (ch == "<" and text[i - 1:i] == " "):
                depth += 1
        elif ch in ")]}>":
            if depth > 0 and not (ch == ">" and text[i - 1:i] == " "):
                depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    tail = text[start:].strip()
    if tail or parts:
        parts.append(tail)
    return [p for p in parts if p]


_TOP_PATTERNS: dict[str, re.Pattern] = {}


def _find_top(text: str, token: str) -> int:
    """Index of the last top-level occurrence of `token`, or -1."""
    if token not in text:
        return -1
    pattern = _TOP_PATTERNS.get(token)
    if pattern is None:   # brackets and the token in one scan, instead of char by char
        pattern = _TOP_PATTERNS[token] = re.compile(r"[()\[\]{}]|" + re.escape(token))
    depth, found = 0, -1
    for m in pattern.finditer(text):
        ch = m.group()
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif depth == 0:
            found = m.start()
    return found


def unwrap_list(text: str) -> str:
    """`[a, b]` -> `a, b` (only when the brackets enclose the whole text)."""
    text = text.strip()
    if text.startswith("[") and _matching(text, 0) == len(text) - 1:
        return text[1:-1]
    return text


def _matching(text: str, start: int) -> int:
    """Index of the bracket closing the one at `start`, or -1."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = []
    for i in range(start, len(text)):
        ch = text[i]
        if ch in pairs:
            stack.append(pairs[ch])
        elif stack and ch == stack[-1]:
            stack.pop()
            if not stack:
                return i
    return -1


def strip_ids(name: str) -> str:
    """`amount#2` -> `amount`; `State FIPS Code#19` -> `State FIPS Code`."""
    return _ID_SUFFIX.sub("", name.strip())


def split_alias(item: str) -> tuple[str, str | None]:
    """`expr AS name#6` -> (`expr`, `name`)."""
    pos = _find_top(item, " AS ")
    if pos < 0:
        return item, None
    return item[:pos], strip_ids(item[pos + 4:])


# ---------------------------------------------------------------- collector

class _Names:
    """Ordered, de-duplicated accumulation of names."""

    def __init__(self) -> None:
        self.out = PlanNames()

    def add(self, kind: str, *values: str) -> None:
        bucket = getattr(self.out, kind)
        for value in values:
            value = value.strip()
            if kind == "columns":
                value = _column_name(value)
            if value and value not in bucket:
                bucket.append(value)

    def expression(self, expr: str, literals: bool = False) -> None:
        """Columns and functions referenced by one expression; literals when asked."""
        self.add("columns", *_ATTR.findall(expr))
        for func in _FUNC.findall(expr):
            func = re.sub(r"^(?:partial|merge)_", "", func)
            if func not in _INTERNAL_FUNCS and not func.isupper():
                self.add("functions", func)
        if literals:
            self.add("literals", *_literals(expr))

    def item_list(self, text: str, literals: bool = False, plain: bool = True) -> list[str]:
        """A `[a#1, expr AS b#2, ...]` list: plain names (spaces allowed) and aliases."""
        items = split_top(unwrap_list(text))
        for item in items:
            expr, alias = split_alias(item)
            if alias:
                self.add("aliases", alias)
            if _ID_SUFFIX.search(expr) and not re.search(r"[()]", strip_ids(expr)):
                if plain or alias:
                    self.add("columns", strip_ids(expr))
            else:
                self.expression(expr, literals=literals or bool(alias))
        return items


def _column_name(name: str) -> str:
    """Drop SQL keywords caught before a multi-word name; '' for names Spark made up."""
    words = name.split(" ")
    while words and words[0] in _SQL_WORDS:
        words.pop(0)
    name = " ".join(words)
    return "" if _NOT_COLUMN.match(name) else name


def is_number(text: str) -> bool:
    """`25`, `1.0E-5`, `100L`, `2.5BD`: a number as a plan prints it."""
    return _NUMBER.fullmatch(text.strip()) is not None


def udf_constants(call: str) -> list[str]:
    """The constants a Python UDF is called with (`is_open(hours#35, Closed, date#79)#120`: `Closed`): an
    argument that is no column (no `#id`), no call and no number is a value the code wrote."""
    inner = call[call.find("(") + 1:call.rfind(")")] if "(" in call else ""
    return [arg.strip() for arg in split_top(inner)
            if arg.strip() and "#" not in arg and "(" not in arg and not is_number(arg)]


def _literals(expr: str) -> list[str]:
    """Constants compared against in a condition, plus bare numbers."""
    found: list[str] = []
    clean = _CAST_TYPE.sub("", expr)
    for group in _groups(clean):
        for piece in re.split(r"\s+(?:AND|OR)\s+", group):
            found.extend(_compared_constants(piece.strip()))
    no_ids = _ID_SUFFIX.sub("", re.sub(r"#(?:\d+|x|X)L?", "", clean))
    no_ids = re.sub(r"input\[[^\]]*\]", "", no_ids)
    no_ids = re.sub(r"(?:decimal\(\d+,\s*\d+\)|,\d+,\d+\))", ")", no_ids)   # precision, scale
    found.extend(n for n in _NUMBER.findall(no_ids))
    for function, value in _STRING_MATCH.findall(clean):
        if _is_constant(value.strip()):   # LIKE '%John%' runs as Contains(name, John): both spellings
            found += [value.strip(), _LIKE_PATTERN[function].format(value.strip())]
    return found


# Spark rewrites a LIKE pattern with % only at its ends into these (LikeSimplification)
_STRING_MATCH = re.compile(r"\b(Contains|StartsWith|EndsWith)\((?:[^(),]|\([^()]*\))*,\s*([^(),]+)\)")
_LIKE_PATTERN = {"Contains": "%{}%", "StartsWith": "{}%", "EndsWith": "%{}"}


def _groups(expr: str) -> list[str]:
    """The expression and the content of every parenthesised group in it."""
    out, stack = [expr], []
    for i, ch in enumerate(expr):
        if ch == "(":
            stack.append(i)
        elif ch == ")" and stack:
            start = stack.pop()
            out.append(expr[start + 1:i])
    return out


def _compared_constants(piece: str) -> list[str]:
    """`status#3 = active` -> [`active`]; `k#1 IN (a,b)` -> [`a`, `b`]."""
    for op in _COMPARISONS:
        pos = _find_top(piece, op)
        if pos < 0:
            continue
        sides = [piece[:pos].strip(), piece[pos + len(op):].strip()]
        if op.strip().upper() == "IN":
            inner = sides[1][1:-1] if sides[1].startswith("(") else sides[1]
            return [v for v in split_top(inner) if _is_constant(v)]
        return [s for s in sides if _is_constant(s)]
    return []


def _is_constant(text: str) -> bool:
    return bool(text) and "#" not in text and "(" not in text and ")" not in text \
        and text not in _KEYWORDS and not text.startswith("[")


# ---------------------------------------------------------------- simple-mode headers

_KV_OPS = re.compile(r"^(\w+)\((\w+=.*)\)$")


def header_fields(operator: str, header: str) -> dict[str, str]:
    """Turn a simple-mode header into formatted-mode style fields."""
    word = re.match(r"^[\w$]*", header)
    rest = header[word.end():].strip()
    kv = _KV_OPS.match(header)
    if kv:  # HashAggregate(keys=[..], functions=[..], output=[..]), TakeOrderedAndProject(...)
        fields = {}
        for part in split_top(kv.group(2)):
            key, _, value = part.partition("=")
            fields[key.strip()] = value.strip()
        mapped = {"keys": "Keys", "key": "Keys", "functions": "Functions", "output": "Results",
                  "orderBy": "Order", "limit": "Limit", "groupingExpressions": "Keys"}
        return {mapped.get(k, k): v for k, v in fields.items()}
    if operator == "Scan":
        return _scan_fields(header)
    if operator in ("Project", "LocalTableScan", "InMemoryTableScan", "InMemoryRelation"):
        parts = split_top(rest)
        out = {"Output": parts[0]} if parts else {}
        if len(parts) > 1:
            out["Arguments"] = ", ".join(parts[1:])
        return out
    if operator == "Filter":
        return {"Condition": rest}
    if operator.endswith("Join") or operator == "CartesianProduct":
        return _join_fields(operator, split_top(rest))
    return {"Arguments": rest} if rest else {}


def _scan_fields(header: str) -> dict[str, str]:
    """`FileScan parquet db.t[a#1,b#2] Batched: true, Location: ..., PushedFilters: [...]`."""
    fields: dict[str, str] = {}
    start = header.find("[")
    if start >= 0:
        end = _matching(header, start)
        if end > 0:
            fields["Output"] = header[start:end + 1]
            tail = header[end + 1:]
            # Split at `, Key: ` rather than at commas: truncated values (`...`) leave
            # unbalanced brackets behind.
            marks = list(re.finditer(r"(?:^\s*|,\s)(Location \[not included in comparison\]|"
                                     r"[A-Z][A-Za-z]*:\s)", tail))
            for k, mark in enumerate(marks):
                stop = marks[k + 1].start() if k + 1 < len(marks) else len(tail)
                key = mark.group(1).rstrip(": ").strip()
                value = tail[mark.end():stop].strip()
                if key.startswith("Location [not"):
                    key, value = "Location", key[len("Location "):] + value
                fields[key] = value
    return fields


def _join_fields(operator: str, args: list[str]) -> dict[str, str]:
    """`[lk], [rk], Inner, BuildRight[, cond][, false]` and the nested-loop variants."""
    fields: dict[str, str] = {}
    lists = [a for a in args if a.startswith("[")]
    if len(lists) >= 2:
        fields["Left keys"], fields["Right keys"] = lists[0], lists[1]
    for arg in args:
        word = arg.split("(")[0]
        if word in _JOIN_TYPES:
            fields["Join type"] = arg
        elif arg.startswith("(") or "#" in arg and not arg.startswith("["):
            fields["Join condition"] = arg
    return fields


# ---------------------------------------------------------------- operator specifics

def _tables(operator: str, header: str, names: _Names) -> None:
    """Scan / write table names, qualified as printed plus the bare table name."""
    table = None
    # `Scan parquet db.t`, `CometScan [native_iceberg_compat] parquet db.t`, `PhotonScan parquet db.t`
    m = re.match(r"^\w*Scan\w*(?:\s+\[[^\]]*\])?\s+\S+\s+([^\s\[]+)", header)
    if operator == "Scan" and m and m.group(1) not in ("[", "ExistingRDD") \
            and not m.group(1).startswith("("):
        table = m.group(1)
    m = re.match(r"^Scan In-memory table\s+`?([\w.]+)`?", header)   # Spark 4: a cached table's scan
    if operator == "Scan" and m:
        table = m.group(1)
    m = re.search(r"JDBCRelation\(\s*([\w.\"`]+)\s*\)", header)   # `Scan JDBCRelation(db.t) [numPartitions=1]`
    if m:   # a table read over JDBC (`dbtable`); a query read (`query`) prints `((SELECT ...) SPARK_GEN_SUBQ_0)`
        table = m.group(1).replace('"', "").replace("`", "")
    m = re.search(r"MetastoreRelation\s+(\w+),\s*(\w+)", header)
    if m:
        table = f"{m.group(1)}.{m.group(2)}"
    m = re.search(r"HiveTableRelation\s*\[`?([\w.`]+?)`?,", header)
    if m:
        table = m.group(1).replace("`", "")
    if operator == "InMemoryRelation":
        m = re.search(r",\s*`?([\w.]+)`?\s*$", header)
        if m and not m.group(1).isdigit() and m.group(1) not in ("true", "false"):
            table = m.group(1)
    if table:
        names.add("tables", table)
        short = table.rsplit(".", 1)[-1]
        if short != table:
            names.add("tables", short)


def _paths(value: str) -> list[str]:
    """Locations printed by file indexes, golden-file placeholders included."""
    value = value.strip()
    if value.startswith("[not included in comparison]"):
        return [value[len("[not included in comparison]"):].rstrip("]")]
    m = re.search(r"\[(.*)\]?$", value)
    inner = m.group(1) if m else value
    inner = inner.rstrip("]")
    out = []
    for part in split_top(inner):
        part = part.strip()
        if part.endswith("..."):
            part = part[:-3]
        if part and part != "*":
            out.append(part)
    return out


def _partitioning(text: str, names: _Names) -> None:
    """Exchange arguments: keys and partition count."""
    m = re.search(r"(hashpartitioning|rangepartitioning|RoundRobinPartitioning|"
                  r"SinglePartition|CoalescedHashPartitioning)\s*(\(.*)?", text)
    if not m:
        return
    if m.group(1) == "SinglePartition":
        names.out.partitions = 1
        return
    end = _matching(text, m.start(2)) if m.group(2) else -1
    args = split_top(text[m.start(2) + 1:end]) if end > 0 else []
    if args and re.fullmatch(r"\d+", args[-1]):
        names.out.partitions = int(args[-1])
        args = args[:-1]
    for key in args:
        names.add("keys", strip_ids(_SORT_SUFFIX.sub("", key)))
        names.expression(key)


def _order_keys(text: str, names: _Names) -> None:
    """`[a#1 ASC NULLS FIRST, b#2 DESC]` -> keys a, b; a descending order is the code's `desc` (function
    `desc(c)`, `c.desc()`, `DESC` in SQL: the front ends name it so), an ascending one is written nowhere."""
    for item in split_top(unwrap_list(text)):
        if _DESCENDING.search(item.strip()):
            names.add("functions", DESCENDING_ORDER)
        key = _SORT_SUFFIX.sub("", item.strip())
        names.add("keys", strip_ids(key))
        names.expression(key)


def _first_int(text: str) -> int | None:
    m = re.match(r"\s*(\d+)", text)
    return int(m.group(1)) if m else None


SAMPLE_BOUNDS = True   # a Sample's bounds and seed are the literals its call wrote


def _by_arguments(operator: str, args: str, names: _Names) -> None:
    """Formatted `Arguments:` (or the simple-mode header rest) read per operator."""
    parts = split_top(args)
    if operator in ("Exchange", "ShuffleExchange", "TungstenExchange") or "Exchange" in operator \
            and "Broadcast" not in operator:
        _partitioning(args, names)
    elif operator in ("Sort", "SortExecTransformer") and parts:
        _order_keys(parts[0], names)
    elif operator == "TakeOrderedAndProject" and parts:
        names.out.limit = _first_int(parts[0])
        if len(parts) > 1:
            _order_keys(parts[1], names)
        if len(parts) > 2:
            names.item_list(parts[2])
    elif operator in ("CollectLimit", "GlobalLimit", "LocalLimit", "CollectTail", "Limit") and parts:
        names.out.limit = _first_int(parts[0])
    elif operator == "Coalesce" and parts:
        names.out.partitions = _first_int(parts[0])
    elif operator == "Sample" and len(parts) == 4 and SAMPLE_BOUNDS:
        # `lower, upper, withReplacement, seed`: sample(fraction, seed) keeps [0, fraction) of the rows, each split
        # of randomSplit(weights, seed) its share of the weights, all with the call's seed
        names.add("literals", *(parts[i].strip() for i in (0, 1, 3) if parts[i].strip() != "0.0"))
    elif operator.startswith("Window") and parts:
        names.item_list(parts[0], literals=True)
        for part in parts[1:3]:
            if part.startswith("["):
                _order_keys(part, names)
    elif any(w in operator for w in ("Python", "Pandas", "Arrow")) and parts:
        for item in split_top(unwrap_list(parts[0])):
            m = _FUNC.match(item.strip())
            if m:
                names.add("udfs", m.group(1))
                names.add("literals", *udf_constants(item.strip()))
            names.expression(item)
    elif operator.startswith("Execute") or "Write" in operator or "Insert" in operator:
        names.add("paths", *_URI.findall(args))
        names.expression(args)
    else:
        names.expression(args, literals=operator in ("Generate", "Expand", "Range"))


def extract_names(operator: str, header: str, details: dict[str, str]) -> PlanNames:
    """Names one node mentions, from its header and (formatted mode) its detail block."""
    names = _Names()
    fields = header_fields(operator, header)
    fields.update({k: v for k, v in details.items() if v is not None})

    if "Output" in fields:
        names.item_list(fields["Output"])
    if "Results" in fields:   # plain items are keys or aggregation buffers (sum#8): skip them
        names.item_list(fields["Results"], plain=False)
    for key in ("Keys", "Left keys", "Right keys"):
        if key in fields:
            for item in names.item_list(fields[key]):
                names.add("keys", strip_ids(item) if "(" not in item else item)
    if "Functions" in fields:
        names.item_list(fields["Functions"], literals=True)
        if _DISTINCT_ARGUMENTS.search(fields["Functions"]):   # `partial_count(distinct c)`: countDistinct(c)
            names.add("functions", DISTINCT_AGGREGATE)
    if "Order" in fields:
        _order_keys(fields["Order"], names)
    if "Limit" in fields:
        names.out.limit = _first_int(fields["Limit"])
    for key in ("Condition", "Join condition", "PartitionFilters", "DataFilters"):
        value = fields.get(key, "")
        if value and value != "None":
            names.expression(value, literals=True)
    if "PushedFilters" in fields:
        for _, column, value in _SOURCE_FILTER.findall(unwrap_list(fields["PushedFilters"])):
            names.add("columns", column.strip())
            if value and value.strip() and not value.startswith("["):
                names.add("literals", value.strip())
    if "Join type" in fields:
        names.out.join_type = fields["Join type"].split("(")[0].strip()
    elif any(op in operator for op in _JOIN_OPS):
        for word in re.findall(r"\b[A-Z][A-Za-z]+\b", header):
            if word in _JOIN_TYPES:
                names.out.join_type = word
                break
    if "Location" in fields:
        names.add("paths", *_paths(fields["Location"]))
    if "Arguments" in fields:
        _by_arguments(operator, fields["Arguments"], names)
    _tables(operator, header, names)
    return names.out


# ---------------------------------------------------------------- simplified.txt

def _trailing_lists(text: str) -> tuple[str, list[str]]:
    """`Op name [a,b] [c] #3` -> (`Op name`, [`a,b`, `c`]): the bracket lists at the end."""
    text = re.sub(r"\s#\d+$", "", text.strip())
    lists: list[str] = []
    while text.endswith("]") and len(lists) < 2:
        depth = 0
        for i in range(len(text) - 1, -1, -1):
            depth += {"]": 1, "[": -1}.get(text[i], 0)
            if depth == 0:
                break
        if depth or i == 0 or text[i - 1] != " ":
            break
        lists.insert(0, text[i + 1:-1])
        text = text[:i].rstrip()
    return text, lists


def simplified_names(operator: str, header: str, leaf: bool) -> PlanNames:
    """Names of a simplified.txt node: `Op [references] [produced attributes]`, ids already gone.

    A leaf prints only what it produces (its output columns); other nodes print the columns
    they read, then the attributes they create (aggregate results, aliases, window outputs).
    """
    names = _Names()
    head, lists = _trailing_lists(header)
    refs, produced = ("", lists[0]) if leaf and len(lists) == 1 else (
        lists[0] if lists else "", lists[1] if len(lists) > 1 else "")
    for group, is_produced in ((refs, False), (produced, True)):
        for item in split_top(group):
            if re.fullmatch(r"[A-Za-z_][\w.$ ]*", item):
                names.add("columns", item)
                if is_produced and not leaf and item not in split_top(refs):
                    names.add("aliases", item)
            else:
                names.add("functions", *(f for f in _FUNC.findall(item)
                                         if f not in _INTERNAL_FUNCS and not f.isupper()))
                names.add("columns", *re.findall(r"(?<![\w.])([A-Za-z_]\w*)(?![\w(])", item))
    if operator.endswith("Join"):
        for word in re.findall(r"\b[A-Z][A-Za-z]+\b", head):
            if word in _JOIN_TYPES:
                names.out.join_type = word
    _tables(operator, head, names)
    return names.out
