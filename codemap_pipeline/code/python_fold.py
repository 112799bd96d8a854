"""Python expressions as plain values: dotted names, and the string a constant expression folds to
(literals, f-strings, +, os.path.join, Path /, an environment variable's default). Used by the Python
front end while it reads a file and by the repository resolver for constants imported across modules."""

from __future__ import annotations

import ast


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
        if left is None or right is None:
            return None
        return left + right if isinstance(node.op, ast.Add) else f"{left.rstrip('/')}/{right}"
    if isinstance(node, ast.Call) and dotted_name(node.func) in _ENV_GETTERS and len(node.args) == 2:
        # os.environ.get("DATA_DIR", "/data/retail"): the default is what runs when nothing is set.
        return again(node.args[1])
    if isinstance(node, ast.Call) and dotted_name(node.func) in PATH_JOINERS and not node.keywords:
        # A base folder from the environment is often unknowable; the tail ("orders") is what plans show.
        parts = [again(arg) if again(arg) is not None else "*" for arg in node.args]
        if not parts or parts[-1] == "*":
            return None
        return "/".join(p.rstrip("/") for p in parts[:-1]) + ("/" if len(parts) > 1 else "") + parts[-1]
    return None


def names_in(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
