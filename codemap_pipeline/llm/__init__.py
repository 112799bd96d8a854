"""Optional LLM tie-breaker for plan nodes the evidence leaves ambiguous (issue 5, item 5).

Off by default; nothing is sent unless `LlmConfig.enabled` and `allow_code_upload` are both true.
No framework imports here: the mapper calls `choose_candidate` and records the `LlmDecision`.
"""

from .client import (
    ERROR_KINDS,
    LLM_BAD_ANSWER,
    LLM_BUDGET,
    LLM_DISABLED,
    LLM_INJECTION_SUSPECTED,
    LLM_INTERNAL_ERROR,
    LLM_NO_CANDIDATES,
    LLM_PROVIDER_ERROR,
    LLM_RATE_LIMIT,
    LLM_TIMEOUT,
    LLM_UNGROUNDED,
    Budget,
    LlmConfig,
    LlmDecision,
    LlmFailure,
    ask,
    choose_candidate,
    count_prompt_tokens,
    estimate_call_cost,
    price_per_token,
)
from .repair import AnswerError, parse_answer, repair_json

__all__ = [
    "ERROR_KINDS", "LLM_BAD_ANSWER", "LLM_BUDGET", "LLM_DISABLED", "LLM_INJECTION_SUSPECTED",
    "LLM_INTERNAL_ERROR", "LLM_NO_CANDIDATES", "LLM_PROVIDER_ERROR", "LLM_RATE_LIMIT", "LLM_TIMEOUT",
    "LLM_UNGROUNDED", "AnswerError", "Budget", "LlmConfig", "LlmDecision", "LlmFailure", "ask", "choose_candidate",
    "count_prompt_tokens", "estimate_call_cost", "parse_answer", "price_per_token", "repair_json",
]
