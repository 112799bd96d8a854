"""Comparisons with a constant, as the code writes them and as a plan prints them, in one spelling both
sides agree on: `col("x") >= 1`, `$"x" >= 1`, `col("x").geq(1)`, `WHERE x >= 1` and the plan's `(x#1 >= 1.0)`
or `GreaterThanOrEqual(x,1.0)` are all `cmp:>=:1`.

Spark keeps a filter's comparisons in the plan, rewritten only in ways read here: a constant on the left is
put on the right (`0 < x` is `x > 0`), `!=` is printed `NOT (x = 5)`, `between` is `>=` and `<=`, numbers
are typed (`1` and `1.0`, `999999` and `999999.0`). A condition the code negates (`~`, `!`, `NOT`) is
rewritten by the optimizer (`NOT (a < b)` becomes `a >= b`): no comparison is read from it.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

PREFIX = "cmp:"   # never a word of a plan (words are identifiers), so tokens and words share one set

_NUMBER = r"-?\d[\d_]*(?:\.\d+)?(?:[eE][-+]?\d+)?"
_STRING = r"'[^'\n]*'|\"[^\"\n]*\""
_OPERATOR = r"(?<![<>=!\-])(<=>|===|=!=|==|!=|<>|<=|>=|=|<|>)(?![<>=])"
_CONSTANT = rf"{_NUMBER}[lLdDfF]?|{_STRING}"
# an operator and the constant right of it: through lit(...), or alone (not `5 * n`, not `5.method`)
_RIGHT = re.compile(_OPERATOR + rf"\s*(?:[\w.]*\blit\(\s*({_CONSTANT})\s*\)|({_CONSTANT})(?![\w.<>=])(?!\s*[-+*/%(]))")
_LEFT = re.compile(rf"(?:[\w.]*\blit\(\s*({_NUMBER})\s*\)|({_NUMBER})[lLdDfF]?)\s*" + _OPERATOR)
_METHODS = {"gt": ">", "lt": "<", "geq": ">=", "leq": "<=", "equalTo": "=", "notEqual": "!=", "eqNullSafe": "=",
            "$greater": ">", "$less": "<", "$greater$eq": ">=", "$less$eq": "<=", "$eq$eq$eq": "=",
            "$eq$bang$eq": "!="}
_METHOD = re.compile(r"\.(\$?[\w$]+)\(\s*(?:[\w.]*\blit\(\s*)?(" + _NUMBER + r"[lLdDfF]?|" + _STRING + r")\s*\)")
_BETWEEN = re.compile(rf"\bbetween\s*(?:\(\s*({_NUMBER}|{_STRING})\s*,|\s({_NUMBER}|{_STRING})\s+and)"
                      rf"\s*({_NUMBER}|{_STRING})", re.IGNORECASE)
_NOT_NEGATING = re.compile(r"\bis\s+not\s+null\b|\bnot\s+(?:in|r?like|ilike|exists)\b", re.IGNORECASE)
_NEGATION = re.compile(r"\bnot\b|~|!(?!=)", re.IGNORECASE)
# `show(n=5)`, `val n = 5`, `limit = 5`: a name given a value, not compared with one
_ASSIGNED = re.compile(r"(?:[(,]\s*[\w.]+|^\s*(?:(?:val|var|def|final|int|long|double)\s+)?[\w.]+)\s*$")
_CANONICAL = {"==": "=", "===": "=", "<=>": "=", "<>": "!=", "=!=": "!="}
_FLIPPED = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "=": "=", "!=": "!="}
_NEGATED = {"<": ">=", ">": "<=", "<=": ">", ">=": "<", "=": "!=", "!=": "="}
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")

_PLAN_OPERATOR = re.compile(r" (<=>|<=|>=|=|<|>) ")
_PLAN_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:E-?\d+)?")
_SOURCE_FILTERS = {"GreaterThan": ">", "GreaterThanOrEqual": ">=", "LessThan": "<", "LessThanOrEqual": "<=",
                   "EqualTo": "=", "EqualNullSafe": "="}
_SOURCE_FILTER = re.compile(r"(Not\()?\b(" + "|".join(_SOURCE_FILTERS) + r")\(([^,()]+),([^()]*)\)")


def token(operator: str, value: str) -> str | None:
    """The comparison as both sides spell it, None for a constant no side can agree on."""
    operator = _CANONICAL.get(operator, operator)
    text = value.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        text = text[1:-1]
        if not text or text != text.strip() or re.search(r"[{}$'\"]", text) or _DATE.match(text):
            return None   # run-time text (`'{x}'`, `" + x + "`), or a date Spark may print as a timestamp
    try:
        number = float(text.replace("_", "").rstrip("lLdDfF"))
    except ValueError:
        return f"{PREFIX}{operator}:{text.lower()}"
    if not math.isfinite(number):
        return None
    shown = str(int(number)) if number.is_integer() and abs(number) < 1e15 else repr(number)
    return f"{PREFIX}{operator}:{shown}"


def is_token(word: str) -> bool:
    return word.startswith(PREFIX)


_COMMENT = re.compile(r"(?:^|\s)(?:#|//|--)\s.*$", re.MULTILINE)
_CONDITION_CLAUSE = re.compile(r"\b(?:where|having)\b", re.IGNORECASE)
_LAMBDA = re.compile(r"=>|->|\blambda\b|(?<![\w.])_\.")   # Scala's `_.age > 5` is a lambda too


@lru_cache(maxsize=1 << 16)   # look-alike jobs repeat their calls word for word
def condition_text(snippet: str, method: str) -> str:
    """What of a filter call's lines is its condition: a clause from its WHERE or HAVING on, a call's
    arguments (each `filter(...)` of a chain written on one line). Empty for a function or a lambda: Spark
    runs those as they are (`Filter <function1>`), the plan holds none of their comparisons."""
    text = _COMMENT.sub("", snippet)
    if method.startswith("SQL"):
        clause = _CONDITION_CLAUSE.search(text)
        return text[clause.start():] if clause else text
    name = method.rsplit(".", 1)[-1]
    arguments = [text[m.end():_closing(text, m.end())] for m in re.finditer(rf"\b{re.escape(name)}\s*\(", text)]
    if not arguments:
        return text
    joined = " ; ".join(arguments)
    return "" if _LAMBDA.search(joined) or re.search(r"\bnew\s", joined) else joined


def of_call(site) -> frozenset[str]:
    """The comparisons with a constant a filter call (a SparkSite) makes."""
    return in_code(condition_text(site.snippet or "", site.method))


@lru_cache(maxsize=1 << 16)
def in_code(text: str) -> frozenset[str]:
    """The comparisons with a constant a condition's text writes, in any language; none where it negates one."""
    if _NEGATION.search(_NOT_NEGATING.sub(" ", text)):
        return frozenset()
    found = []
    at = 0
    while (m := _RIGHT.search(text, at)) is not None:
        at = m.end(1)   # a constant that is no comparison's (`= "SELECT ... = 'x'"`) may hold one
        operator, value = m.group(1), m.group(2) or m.group(3)
        if operator == "=" and _ASSIGNED.search(text[:m.start()].rsplit("\n", 1)[-1]):
            continue
        found.append(token(operator, value))
    for m in _LEFT.finditer(text):
        before, after = text[:m.start()].rstrip(), text[m.end():]
        if re.match(r"\s*(?:[\w.]*\blit\(\s*)?(?:" + _CONSTANT + ")", after):
            continue   # a constant on both sides: read as the right one's
        operator = _FLIPPED[_CANONICAL.get(m.group(3), m.group(3))]
        if m.group(1) is not None:   # lit(1000) < col("people")
            found.append(token(operator, m.group(1)))
        elif not before or before[-1] in "(,\"'" or re.search(r"\b(?:where|and|or|having|on|when)$", before,
                                                                re.IGNORECASE):
            found.append(token(operator, m.group(2)))
    for m in _METHOD.finditer(text):
        if m.group(1) in _METHODS:
            found.append(token(_METHODS[m.group(1)], m.group(2)))
    for m in _BETWEEN.finditer(text):
        low = m.group(1) or m.group(2)
        found += [token(">=", low), token("<=", m.group(3))]
    return frozenset(t for t in found + [_unwrapped(t) for t in found if t] if t)


def _unwrapped(compared: str) -> str | None:
    """How Spark runs a comparison of a whole-number column with a fraction (UnwrapCastInBinaryComparison):
    `n >= 1.5` is `n > 1`, `n < 1.5` is `n <= 1`. The code cannot tell the column's type, so both count."""
    operator, value = compared[len(PREFIX):].split(":", 1)
    try:
        number = float(value)
    except ValueError:
        return None
    if number.is_integer() or not math.isfinite(number):
        return None
    if operator in (">", ">="):
        return f"{PREFIX}>:{math.floor(number)}"
    if operator in ("<", "<="):
        return f"{PREFIX}<=:{math.floor(number)}"
    return None


def _closing(text: str, start: int) -> int:
    """Where the parenthesis open before `start` closes (len(text) where none does)."""
    depth = 0
    for at in range(start, len(text)):
        if text[at] == "(":
            depth += 1
        elif text[at] == ")":
            if depth == 0:
                return at
            depth -= 1
    return len(text)


def _enclosing(text: str, positions: list[int]) -> tuple[list[int], dict[int, int]]:
    """For each of the (sorted) positions, where the innermost parenthesis around it opens (-1: none), and
    where each parenthesis closes: one pass over the text's parentheses, however deep and long (a plan's
    CASE WHEN)."""
    opened_at, closes, stack, k = [], {}, [], 0
    for paren in re.finditer(r"[()]", text):
        at = paren.start()
        while k < len(positions) and positions[k] < at:
            opened_at.append(stack[-1] if stack else -1)
            k += 1
        if paren.group() == "(":
            stack.append(at)
        elif stack:
            closes[stack.pop()] = at
    opened_at += [stack[-1] if stack else -1] * (len(positions) - k)
    return opened_at, closes


def _constant(operand: str) -> str | None:
    """A plan operand that is a constant: a number, or text that names no attribute and calls nothing."""
    operand = operand.strip()
    if _PLAN_NUMBER.fullmatch(operand):
        return operand
    if not operand or re.search(r"#\d|[()\[\]]", operand) or operand in ("true", "false", "null"):
        return None
    return f"'{operand}'"


def in_plan(text: str) -> set[str]:
    """The comparisons with a constant a plan's text holds: its conditions (`(yr1980#1 >= 1.0)`,
    `NOT (state#3 = OH)`) and the filters pushed to its sources (`GreaterThanOrEqual(yr1980,1.0)`)."""
    found = []
    operators = list(_PLAN_OPERATOR.finditer(text))
    opened_at, closes = _enclosing(text, [m.start() for m in operators])
    for m, opened in zip(operators, opened_at):
        if opened < 0:
            continue
        closed = closes.get(opened, len(text))
        operator = m.group(1)
        left, right = text[opened + 1:m.start()], text[m.end():closed]
        if _constant(right) is not None and _constant(left) is None:
            value = _constant(right)
        elif _PLAN_NUMBER.fullmatch(left.strip()) and _constant(right) is None:
            operator, value = _FLIPPED[_CANONICAL.get(operator, operator)], left.strip()
        else:
            continue
        operator = _CANONICAL.get(operator, operator)
        if text.endswith("NOT ", 0, opened):
            operator = _NEGATED[operator]
        found.append(token(operator, value))
    for m in _SOURCE_FILTER.finditer(text):
        operator = _SOURCE_FILTERS[m.group(2)]
        value = m.group(4)
        found.append(token(_NEGATED[operator] if m.group(1) else operator,
                           value if _PLAN_NUMBER.fullmatch(value.strip()) else f"'{value.strip()}'"))
    return {t for t in found if t}
