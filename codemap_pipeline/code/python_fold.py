"""Python expressions as plain values: dotted names, and the string a constant expression folds to
(literals, f-strings, +, os.path.join, Path /, an environment variable's default), or with a placeholder
for each part known only at run time (SQL texts, sql_holes). Used by the Python front end while it reads
a file and by the repository resolver for constants imported across modules."""

from __future__ import annotations

import ast
import re
from string import Formatter

from codemap_pipeline.code.sql_holes import hole


def dotted_name(node: ast.AST) -> str | None:
    """`a.b.c` for a Name/Attribute chain, else None."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted_name(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


_ENV_GETTERS = {"os.environ.get", "os.getenv", "environ.get", "getenv"}
PATH_JOINERS = {"os.path.join", "posixpath.join", "path.join", "Path", "pathlib.Path",
                "PurePosixPath", "str"}


def fold_constant(node: ast.AST, lookup, partial: bool = False, depth: int = 0) -> str | None:
    """The string value of a constant expression (literals, f-strings, +, os.path.join, Path /).

    `lookup(dotted)` gives the value of a name. With `partial`, unknown f-string parts become "?"
    so that SQL/expression text stays readable around them.
    """
    if depth > 30:
        return None
    again = lambda n: fold_constant(n, lookup, partial, depth + 1)  # noqa: E731
    if isinstance(node, ast.Constant):
        if isinstance(node.value, str):
            return node.value
        if isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
            return str(node.value)
        return None
    if isinstance(node, (ast.Name, ast.Attribute)):
        dotted = dotted_name(node)
        return lookup(dotted) if dotted else None
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
            and isinstance(node.slice.value, (str, int)) and (base := dotted_name(node.value)):
        return lookup(f"{base}[{node.slice.value!r}]")    # PATHS["orders"]: an item of a constant dict or list
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            text = again(value.value) if isinstance(value, ast.FormattedValue) else again(value)
            if text is None:
                if not partial:
                    return None
                text = "?"
            parts.append(text)
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Div)):
        left, right = again(node.left), again(node.right)
        if isinstance(node.op, ast.Div) and left is None and _is_path_part(node.right):
            # ROOT / "data" / "orders.csv" with ROOT known only at run time (`Path(__file__).parents[1]`):
            # the known tail, as for a path join
            return right
        if left is None or right is None:
            return None
        return left + right if isinstance(node.op, ast.Add) else f"{left.rstrip('/')}/{right}"
    if isinstance(node, ast.Call) and dotted_name(node.func) in _ENV_GETTERS and len(node.args) == 2:
        # os.environ.get("DATA_DIR", "/data/retail"): the default is what runs when nothing is set.
        return again(node.args[1])
    if isinstance(node, ast.Call) and dotted_name(node.func) in PATH_JOINERS and not node.keywords:
        # A base folder from the environment or `__file__` is often unknowable; the tail ("data/orders.csv")
        # is what plans show: the parts after the last unknown one (no `*` for it: that reads as a glob)
        parts = [again(arg) for arg in node.args]
        if not parts or parts[-1] is None:
            return None
        parts = parts[max((k for k, p in enumerate(parts) if p is None), default=-1) + 1:]
        return "/".join(p.rstrip("/") for p in parts[:-1]) + ("/" if len(parts) > 1 else "") + parts[-1]
    return None


_ITEM = re.compile(r"(.+)\[(.+)\]")


def split_item(dotted: str) -> tuple[str, str | int] | None:
    """`PATHS['orders']` as lookups write it -> ("PATHS", "orders"); None for a plain name."""
    match = _ITEM.fullmatch(dotted)
    if match is None:
        return None
    try:
        key = ast.literal_eval(match.group(2))
    except (ValueError, SyntaxError):
        return None
    return (match.group(1), key) if isinstance(key, (str, int)) else None


def item_of(node: ast.expr | None, key: str | int) -> ast.expr | None:
    """The value a constant dict gives for `key` (a list or tuple: its item at that index)."""
    if isinstance(node, ast.Dict):
        return next((v for k, v in zip(node.keys, node.values)
                     if isinstance(k, ast.Constant) and k.value == key), None)
    if isinstance(node, (ast.List, ast.Tuple)) and isinstance(key, int) and -len(node.elts) <= key < len(node.elts):
        return node.elts[key]
    return None


def _is_path_part(node: ast.AST) -> bool:
    """A string written after a `/` (`"orders.csv"`, an f-string): a pathlib join, not a division."""
    return isinstance(node, ast.JoinedStr) or isinstance(node, ast.Constant) and isinstance(node.value, str)


def fold_with_holes(node: ast.AST, lookup) -> str | None:
    """The text of a string built from known and unknown parts, each unknown part a placeholder
    (sql_holes.hole): `"... = '" + state + "'"`, an f-string or `"... {}".format(x)` of runtime values.
    None when no part is known text, or none is unknown (fold_constant gives that text)."""
    holes: list[ast.AST] = []

    def part(n: ast.AST) -> str:
        text = fold_constant(n, lookup)
        if text is not None:
            return text
        if isinstance(n, ast.JoinedStr):
            return "".join(part(v.value if isinstance(v, ast.FormattedValue) else v) for v in n.values)
        if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add):
            return part(n.left) + part(n.right)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "format":
            template = fold_constant(n.func.value, lookup)
            if template is not None:
                return _format(template, n, part) or unknown(n)
        return unknown(n)

    def unknown(n: ast.AST) -> str:
        holes.append(n)
        return hole(len(holes) - 1)

    text = part(node)
    known = text
    for n in range(len(holes)):
        known = known.replace(hole(n), "")
    return text if holes and known.strip() else None


def _format(template: str, call: ast.Call, part) -> str | None:
    """`template.format(...)` with each field's argument folded by `part`; None for a field it cannot
    place (an attribute or index of an argument, a starred argument)."""
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    if any(isinstance(a, ast.Starred) for a in call.args) or len(keywords) < len(call.keywords):
        return None
    out, auto = [], 0
    try:
        fields = list(Formatter().parse(template))
    except ValueError:
        return None
    for literal, field, _, _ in fields:
        out.append(literal)
        if field is None:
            continue
        if field == "":
            field, auto = str(auto), auto + 1
        arg = call.args[int(field)] if field.isdigit() and int(field) < len(call.args) else keywords.get(field)
        if arg is None:
            return None
        out.append(part(arg))
    return "".join(out)


def names_in(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
