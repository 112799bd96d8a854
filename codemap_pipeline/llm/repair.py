"""Turn a model's reply into the answer object, repairing the usual breakage, then check it.

Models wrap JSON in code fences, leave trailing commas, use Python-style single quotes, and stop
mid-object when they hit max_tokens; json-repair fixes those. Anything still invalid is reported
as a short message that the caller can send back to the model once.
"""

from __future__ import annotations

import json_repair

ANSWER_SCHEMA = {
    "type": "object",
    "required": ["bestMatchIndex", "reasoning", "confidenceLevel"],
    "properties": {
        "bestMatchIndex": {"type": "integer", "minimum": 0},
        "reasoning": {"type": "string", "minLength": 1},
        "confidenceLevel": {"enum": ["high", "medium", "low"]},
    },
}


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
    """Parse JSON from a model reply; json-repair fixes fences, prose around it, trailing commas,
    single quotes and truncation. Raises AnswerError when no JSON value is left."""
    try:
        value = json_repair.loads(text)
    except (ValueError, RecursionError):  # e.g. nesting deeper than the repairer follows
        raise AnswerError("the reply is not valid JSON") from None
    # json-repair answers "" for text with no JSON in it, and a bare literal for "null" or "3".
    if not isinstance(value, (dict, list)):
        raise AnswerError("the reply contains no JSON object")
    return value
