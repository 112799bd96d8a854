"""What a function passed to an RDD or typed Dataset call reads (`rdd.map(r => (r.userId, r.amount))`,
`ds.filter(_.amount > 10)`, `Helpers::parse`): the fields it reads of its rows become the site's
columns, a function given by name its functions, numbers its literals.
"""

from __future__ import annotations

import re

from codemap_pipeline.code.jvm_file import LAMBDA_TYPES, NUMBER_TYPES, STRING_TYPES, JvmFile, walk
from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.code.vocabulary import add_name, add_string

# Members of tuples, iterators and collections a function reads that are no columns.
_NOT_FIELDS = {"size", "length", "head", "tail", "last", "isEmpty", "nonEmpty", "toList", "toSeq", "toArray",
               "toSet", "toMap", "iterator", "sum", "max", "min", "keys", "values", "toString", "hashCode",
               "toInt", "toLong", "toDouble", "toFloat", "trim", "toLowerCase", "toUpperCase", "length"}
_ROW_GETTERS = {"getAs", "getString", "getInt", "getLong", "getDouble", "getFloat", "getBoolean", "getDecimal",
                "getDate", "getTimestamp", "getList", "getMap", "getStruct", "getSeq", "fieldIndex", "get"}
# A Java bean's getter (`getAge()`, `isActive()`): Encoders.bean maps it to the column of its property.
_BEAN_GETTER = re.compile(r"(?:get|is)[A-Z]\w*$")


def unwrap(node):
    while node.type in ("cast_expression", "parenthesized_expression") and node.named_children:
        node = node.child_by_field_name("value") or node.named_children[-1]
    children = node.named_children
    if node.type == "block" and len(children) == 1 and children[0].type == "lambda_expression":
        node = children[0]                  # rdd.map { r => ... }
    return node


def function_reads(src: JvmFile, arg, site: SparkSite) -> None:
    """Fields a lambda reads of its parameters (`r => (r.userId, r.amount)`, `_.amount`,
    `r -> r.getAs("amount")`, `case Order(id, amount) =>`) become columns; a function or method
    reference given by name (`parseLine`, `Helpers::parse`) becomes a function; numbers are literals."""
    arg = unwrap(arg)
    placeholder = any(n.type == "wildcard" for n in walk(arg))      # _.amount, _ + _
    if arg.type in ("identifier", "field_expression", "method_reference") and not placeholder:
        name = src.text(arg).replace("::", ".").rsplit(".", 1)[-1]
        value = src.fold(arg) if arg.type == "identifier" else None
        if name and name[:1].islower() and value is None:
            add_name(site.functions, name)
        elif value is not None:
            add_string(site, "literal", value)   # a string the name holds, as collect would
        return
    if arg.type in NUMBER_TYPES:
        add_name(site.literals, src.fold(arg) or "")
        return
    if arg.type not in LAMBDA_TYPES and not placeholder:
        return
    local: set[str] = set()
    if arg.type == "lambda_expression":
        params = arg.child_by_field_name("parameters") or (arg.named_children[0] if arg.named_children else None)
        if params is not None:
            local |= {src.text(n) for n in walk(params) if n.type == "identifier"}
    for node in walk(arg):
        if node.type in ("case_clause",):
            pattern = node.child_by_field_name("pattern")
            if pattern is not None:
                local |= {src.text(n) for n in walk(pattern) if n.type == "identifier"}
        elif node.type in ("lambda_expression",) and node is not arg:
            params = node.child_by_field_name("parameters")
            if params is not None:
                local |= {src.text(n) for n in walk(params) if n.type == "identifier"}

    def rooted(node) -> bool:
        while node is not None and node.type in ("field_expression", "field_access"):
            node = node.child_by_field_name("value") or node.child_by_field_name("object")
        return node is not None and (
            node.type == "wildcard" or node.type == "identifier" and src.text(node) in local)

    for node in sorted(walk(arg), key=lambda n: (n.start_byte, -n.end_byte)):     # in reading order
        if node.type in ("field_expression", "field_access"):
            value = node.child_by_field_name("value") or node.child_by_field_name("object")
            field = node.child_by_field_name("field")
            called = node.parent is not None and node.parent.type in ("call_expression", "generic_function") \
                and node.parent.child_by_field_name("function") == node
            name = src.text(field) if field is not None else ""
            if name and rooted(value) and not called and not name.startswith("_") and name not in _NOT_FIELDS:
                add_name(site.columns, name)
        parts = src.call_parts(node) if node.type in ("call_expression", "method_invocation") else None
        if parts is None and node.type == "call_expression":
            function = node.child_by_field_name("function")
            if function is not None and function.type == "generic_function":     # r.getAs[String]("c")
                inner = function.child_by_field_name("function")
                if inner is not None and inner.type == "field_expression":
                    args = node.child_by_field_name("arguments")
                    parts = (inner.child_by_field_name("value"), src.text(inner.child_by_field_name("field")),
                             list(args.named_children) if args is not None else [], None)
        if parts is not None:
            receiver, method, call_args, _ = parts
            if method in _ROW_GETTERS and receiver is not None and rooted(receiver):
                for call_arg in call_args:
                    value = src.fold(call_arg) if call_arg.type in STRING_TYPES else None
                    if value:
                        add_name(site.columns, value)
            elif receiver is not None and not call_args and rooted(receiver) and _BEAN_GETTER.match(method):
                add_name(site.columns, _bean_property(method))     # p -> p.getAge() > 30: column age
            elif receiver is None and method[:1].islower() and method not in local:
                add_name(site.functions, method)
        if node.type in ("infix_expression", "binary_expression"):
            for side in (node.child_by_field_name("left"), node.child_by_field_name("right")):
                if side is not None and (side.type in STRING_TYPES or side.type in NUMBER_TYPES):
                    add_name(site.literals, src.fold(side) or "")


def _bean_property(getter: str) -> str:
    """`getAge` -> `age`, `isActive` -> `active`, `getURL` -> `URL` (java.beans.Introspector.decapitalize)."""
    name = getter[3:] if getter.startswith("get") else getter[2:]
    return name if name[1:2].isupper() else name[:1].lower() + name[1:]
