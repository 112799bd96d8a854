"""Turn a model's reply into the answer object, repairing the usual breakage, then check it.

Models wrap JSON in code fences, leave trailing commas, use Python-style single quotes, and stop
mid-object when they hit max_tokens. Each of those is fixed mechanically here; anything still
invalid is reported as a short message that the caller can send back to the model once.
"""

from __future__ import annotations

import json
import re

ANSWER_SCHEMA = {
    "type": "object",
    "required": ["bestMatchIndex", "reasoning", "confidenceLevel"],
    "properties": {
        "bestMatchIndex": {"type": "integer", "minimum": 0},
        "reasoning": {"type": "string", "minLength": 1},
        "confidenceLevel": {"enum": ["high", "medium", "low"]},
    },
}

_FENCE = re.compile(r"```[a-zA-Z0-9_-]*\s*\n?(.*?)(?:```|$)", re.S)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")
_CLOSERS = {"{": "}", "[": "]"}


class AnswerError(ValueError):
    """The reply is not a valid answer; the message is written to be shown to the model."""


def parse_answer(text: str | None, n_candidates: int) -> dict:
    """The answer as {"bestMatchIndex": int, "reasoning": str, "confidenceLevel": str}, or AnswerError."""
    if not text or not text.strip():
        raise AnswerError("the reply was empty")
    obj = repair_json(text)
    if not isinstance(obj, dict):
        raise AnswerError("the reply is not a JSON object")
    # Harmless normalisation before the schema check: "High" means high.
    if isinstance(obj.get("confidenceLevel"), str):
        obj["confidenceLevel"] = obj["confidenceLevel"].strip().lower()
    schema = dict(ANSWER_SCHEMA)
    schema["properties"] = dict(schema["properties"])
    # An index naming no candidate is as invalid as a missing one.
    schema["properties"]["bestMatchIndex"] = {"type": "integer", "minimum": 0, "maximum": n_candidates - 1}
    _validate(obj, schema)
    return {"bestMatchIndex": int(obj["bestMatchIndex"]), "reasoning": obj["reasoning"].strip(),
            "confidenceLevel": obj["confidenceLevel"]}


def _validate(obj: dict, schema: dict) -> None:
    import jsonschema  # a dependency of litellm, so present whenever the LLM step can run

    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(obj), key=lambda e: list(e.path))
    if errors:
        problems = []
        for err in errors[:3]:
            where = ".".join(str(p) for p in err.path) or "answer"
            problems.append(f"{where}: {err.message}")
        raise AnswerError("; ".join(problems))


def repair_json(text: str):
    """Parse JSON from a model reply, repairing fences, prose around it, trailing commas, single
    quotes and truncation. Raises AnswerError when nothing sensible is left."""
    fenced = _FENCE.search(text)
    if fenced:
        text = fenced.group(1)
    start = text.find("{")
    if start < 0:
        raise AnswerError("the reply contains no JSON object")
    text = text[start:]
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    try:
        # raw_decode accepts a complete object followed by prose.
        return json.JSONDecoder().raw_decode(text)[0]
    except json.JSONDecodeError:
        pass
    for attempt in _close_candidates(_requote(text)):
        try:
            return json.loads(_TRAILING_COMMA.sub(r"\1", attempt))
        except json.JSONDecodeError:
            continue
    raise AnswerError("the reply is not valid JSON")


def _requote(text: str) -> str:
    """Rewrite single-quoted strings as double-quoted ones; leave double-quoted strings alone.
    Stops at the end of the first top-level object so trailing prose cannot interfere."""
    out: list[str] = []
    quote = None  # the quote character of the string we are in, if any
    depth = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\" and i + 1 < len(text):
                nxt = text[i + 1]
                # \' is only meaningful inside a single-quoted string; in JSON it is just '.
                out.append("'" if (quote == "'" and nxt == "'") else ch + nxt)
                i += 2
                continue
            if ch == quote:
                out.append('"')
                quote = None
            elif ch == '"':  # a double quote inside a single-quoted string must be escaped
                out.append('\\"')
            elif ch == "\n":
                out.append("\\n")
            else:
                out.append(ch)
        elif ch in "'\"":
            quote = ch
            out.append('"')
        else:
            out.append(ch)
            if ch in "{[":
                depth += 1
            elif ch in "}]":
                depth -= 1
                if depth == 0:
                    break
        i += 1
    return "".join(out)


def _close_candidates(text: str):
    """For a possibly truncated object, yield versions closed off: first as it stands, then cut
    back to each earlier member boundary (a comma outside strings), latest first."""
    stack: list[str] = []
    in_string = False
    cuts: list[tuple[int, list[str]]] = []  # (position of a comma, open brackets there)
    i = 0
    while i < len(text):
        ch = text[i]
        if in_string:
            if ch == "\\":
                i += 1
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in _CLOSERS:
            stack.append(_CLOSERS[ch])
        elif ch in "}]":
            if stack:
                stack.pop()
            if not stack:
                yield text[: i + 1]
                return
        elif ch == ",":
            cuts.append((i, list(stack)))
        i += 1
    # Truncated: close the open string and brackets as they stand...
    tail = text.rstrip()
    if in_string:
        tail += '"'
    yield tail + "".join(reversed(stack))
    # ...or drop the half-written last member (a dangling key, colon or literal).
    for pos, open_at in reversed(cuts):
        yield text[:pos] + "".join(reversed(open_at))
