"""Ask an LLM, through litellm, which candidate site produced a plan node.

The step is optional and conservative: it sends nothing unless the user both enabled it and
allowed code to leave the machine, it never spends beyond the job's budget, and any misbehaviour
(provider errors, broken answers, answers the evidence does not support) ends as an error kind in
the returned `LlmDecision`, never as an exception, so the mapper can fall back to the evidence.
"""

from __future__ import annotations

import importlib.util
import math
import os
import re
import secrets
import threading
import time
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import Callable, Mapping

import tenacity

from .prompt import build_messages, find_injection, looks_like_injection, reask_message, shared_tokens
from .repair import AnswerError, parse_answer

# Error kinds, one per way the step can end without a usable answer.
LLM_DISABLED = "LLM_DISABLED"                      # not enabled, or code upload not allowed
LLM_NO_CANDIDATES = "LLM_NO_CANDIDATES"            # nothing to choose from
LLM_INJECTION_SUSPECTED = "LLM_INJECTION_SUSPECTED"  # code or plan text addresses the model; not sent
LLM_BUDGET = "LLM_BUDGET"                          # the call could exceed max_job_cost_usd; not sent
LLM_RATE_LIMIT = "LLM_RATE_LIMIT"                  # still rate limited after all retries
LLM_TIMEOUT = "LLM_TIMEOUT"                        # time-outs or connection errors after all retries
LLM_PROVIDER_ERROR = "LLM_PROVIDER_ERROR"          # any other provider error (auth, bad request, 5xx)
LLM_BAD_ANSWER = "LLM_BAD_ANSWER"                  # invalid JSON / schema / index, also after the re-ask
LLM_UNGROUNDED = "LLM_UNGROUNDED"                  # reasoning cites nothing shared by node and chosen code
LLM_INTERNAL_ERROR = "LLM_INTERNAL_ERROR"          # a bug on our side; the mapper still completes

ERROR_KINDS = (LLM_DISABLED, LLM_NO_CANDIDATES, LLM_INJECTION_SUSPECTED, LLM_BUDGET, LLM_RATE_LIMIT,
               LLM_TIMEOUT, LLM_PROVIDER_ERROR, LLM_BAD_ANSWER, LLM_UNGROUNDED, LLM_INTERNAL_ERROR)

# Dollars per token for models litellm has no price for: deliberately high (a top-tier model's
# list price) so an unknown model can only make the budget stop early, never overspend.
DEFAULT_PRICE_PER_TOKEN = (15.0 / 1_000_000, 75.0 / 1_000_000)
PROMPT_MARGIN = 1.10  # our token count is tiktoken's; providers may count a little more
MESSAGE_OVERHEAD_TOKENS = 4  # role and separators per chat message


_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def _env_bool(value: str, name: str) -> bool:
    v = value.strip().lower()
    if v in _TRUE:
        return True
    if v in _FALSE:
        return False
    raise ValueError(f"{name} must be true or false, not {value!r}")


@dataclass
class LlmConfig:
    enabled: bool = False
    allow_code_upload: bool = False  # nothing is sent unless this and `enabled` are both true
    model: str = "gpt-4o-mini"       # any litellm model string, e.g. "anthropic/claude-3-5-haiku-latest"
    temperature: float = 0.1
    max_tokens: int = 400
    max_job_cost_usd: float = 0.50
    timeout_s: float = 30.0
    max_retries: int = 3             # retries after the first attempt, for rate limits and time-outs
    backoff_base_s: float = 1.0      # waits are base, 2*base, 4*base ... capped at backoff_max_s
    backoff_max_s: float = 30.0
    max_candidates: int = 5

    @property
    def may_send_code(self) -> bool:
        return bool(self.enabled and self.allow_code_upload)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides) -> "LlmConfig":
        """Settings from CODEMAP_LLM_ENABLED, CODEMAP_LLM_ALLOW_CODE, CODEMAP_LLM_MODEL and
        CODEMAP_LLM_MAX_COST_USD; unset variables keep the defaults. Raises ValueError on bad values."""
        env = os.environ if env is None else env
        values: dict = {}
        if "CODEMAP_LLM_ENABLED" in env:
            values["enabled"] = _env_bool(env["CODEMAP_LLM_ENABLED"], "CODEMAP_LLM_ENABLED")
        if "CODEMAP_LLM_ALLOW_CODE" in env:
            values["allow_code_upload"] = _env_bool(env["CODEMAP_LLM_ALLOW_CODE"], "CODEMAP_LLM_ALLOW_CODE")
        if env.get("CODEMAP_LLM_MODEL", "").strip():
            values["model"] = env["CODEMAP_LLM_MODEL"].strip()
        if env.get("CODEMAP_LLM_MAX_COST_USD", "").strip():
            cost = float(env["CODEMAP_LLM_MAX_COST_USD"])
            if not math.isfinite(cost) or cost < 0:
                raise ValueError("CODEMAP_LLM_MAX_COST_USD must be a non-negative number")
            values["max_job_cost_usd"] = cost
        values.update(overrides)
        return cls(**values)


class Budget:
    """Dollars and tokens spent by one job. A call must reserve its worst-case cost first; the
    reservation is refused if it could take spending past the limit. Thread-safe."""

    def __init__(self, max_cost_usd: float):
        self.max_cost_usd = float(max_cost_usd)
        self.spent_usd = 0.0
        self.reserved_usd = 0.0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.calls = 0
        self.refused = 0
        self._lock = threading.Lock()

    @classmethod
    def for_config(cls, config: LlmConfig) -> "Budget":
        return cls(config.max_job_cost_usd)

    @property
    def remaining_usd(self) -> float:
        return max(0.0, self.max_cost_usd - self.spent_usd - self.reserved_usd)

    def reserve(self, cost_usd: float) -> bool:
        with self._lock:
            if self.spent_usd + self.reserved_usd + cost_usd > self.max_cost_usd:
                self.refused += 1
                return False
            self.reserved_usd += cost_usd
            self.calls += 1
            return True

    def settle(self, reserved_usd: float, cost_usd: float, prompt_tokens: int = 0,
               completion_tokens: int = 0) -> None:
        """Replace a reservation by what the call actually cost."""
        with self._lock:
            self.reserved_usd = max(0.0, self.reserved_usd - reserved_usd)
            self.spent_usd += cost_usd
            self.prompt_tokens += prompt_tokens
            self.completion_tokens += completion_tokens

    def to_dict(self) -> dict:
        return {"max_cost_usd": self.max_cost_usd, "spent_usd": self.spent_usd, "calls": self.calls,
                "refused": self.refused, "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens}


@dataclass
class LlmDecision:
    index: int | None = None          # the chosen candidate, None when the LLM gave no usable answer
    reasoning: str = ""
    confidence_level: str | None = None  # "high" | "medium" | "low"
    calls: int = 0                    # requests sent, retries and the re-ask included
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    error: str | None = None          # one of ERROR_KINDS
    detail: str = ""                  # what happened, in words
    model: str = ""
    cited: list[str] = field(default_factory=list)  # names/literals tying the answer to the plan

    @property
    def ok(self) -> bool:
        return self.error is None and self.index is not None

    def to_dict(self) -> dict:
        return asdict(self)


# --- litellm, tokens and prices -------------------------------------------------------------------

def _litellm():
    # Imported on first use: it is slow to import and the step is off by default. Use litellm's
    # bundled price table rather than fetching one at import time (no network unless we call).
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    return litellm


@lru_cache(maxsize=16)
def _encoding(model: str):
    spec = importlib.util.find_spec("litellm")
    if spec and spec.submodule_search_locations:
        # litellm ships tiktoken's encoding files; point tiktoken at them so counting works offline.
        bundled = os.path.join(list(spec.submodule_search_locations)[0], "litellm_core_utils", "tokenizers")
        os.environ.setdefault("TIKTOKEN_CACHE_DIR", bundled)
    try:
        import tiktoken

        try:
            return tiktoken.encoding_for_model(model.split("/")[-1])
        except KeyError:  # not an OpenAI model: cl100k is a fair approximation
            return tiktoken.get_encoding("cl100k_base")
    except Exception:
        return None


def count_tokens(text: str, model: str) -> int:
    enc = _encoding(model)
    if enc is None:  # no encoding files at all: over-count (about 3 characters a token for code)
        return math.ceil(len(text) / 3)
    return len(enc.encode(text, disallowed_special=()))


def count_prompt_tokens(messages: list[dict], model: str) -> int:
    """Tokens of a chat prompt as tiktoken counts them, before it is sent."""
    return sum(count_tokens(str(m.get("content") or ""), model) + MESSAGE_OVERHEAD_TOKENS
               for m in messages) + 3


def price_per_token(model: str) -> tuple[float, float]:
    """(input, output) dollars per token from litellm's cost table, or the conservative default."""
    table = _litellm().model_cost
    for key in (model, model.split("/", 1)[-1]):
        info = table.get(key) or {}
        price_in, price_out = info.get("input_cost_per_token"), info.get("output_cost_per_token")
        if price_in is not None and price_out is not None:
            return float(price_in), float(price_out)
    return DEFAULT_PRICE_PER_TOKEN


def estimate_call_cost(messages: list[dict], config: LlmConfig) -> tuple[int, float]:
    """(prompt tokens with the margin, worst-case dollars): the whole of max_tokens is priced as
    output, since that is the most a call can produce."""
    prompt = math.ceil(count_prompt_tokens(messages, config.model) * PROMPT_MARGIN)
    price_in, price_out = price_per_token(config.model)
    return prompt, prompt * price_in + config.max_tokens * price_out


# --- the call --------------------------------------------------------------------------------------

class LlmFailure(Exception):
    def __init__(self, kind: str, detail: str):
        super().__init__(detail)
        self.kind, self.detail = kind, detail


_SECRET = re.compile(r"\b(sk|pk|rk|key)[-_][A-Za-z0-9_-]{6,}")


def _describe(exc: BaseException) -> str:
    text = _SECRET.sub("<redacted>", str(exc)).replace("\n", " ")
    return f"{type(exc).__name__}: {text[:200]}"


def _classify(exc: BaseException) -> tuple[str, bool]:
    """(error kind, worth retrying)."""
    litellm = _litellm()
    import openai

    if isinstance(exc, (litellm.RateLimitError, openai.RateLimitError)):
        return LLM_RATE_LIMIT, True
    # litellm.Timeout is an openai.APITimeoutError, itself an openai.APIConnectionError.
    if isinstance(exc, (litellm.Timeout, litellm.APIConnectionError, openai.APIConnectionError,
                        TimeoutError, ConnectionError)):
        return LLM_TIMEOUT, True
    if isinstance(exc, (litellm.ServiceUnavailableError, litellm.InternalServerError)):
        return LLM_PROVIDER_ERROR, True
    return LLM_PROVIDER_ERROR, False


def _read(response) -> tuple[str | None, int | None, int | None]:
    """(text, prompt tokens, completion tokens) from a litellm response, tolerating odd shapes."""
    try:
        text = response.choices[0].message.content
    except (AttributeError, IndexError, KeyError, TypeError):
        text = None
    usage = getattr(response, "usage", None)
    prompt = getattr(usage, "prompt_tokens", None)
    completion = getattr(usage, "completion_tokens", None)
    return (text if isinstance(text, str) else None,
            prompt if isinstance(prompt, int) else None,
            completion if isinstance(completion, int) else None)


class _ProviderError(Exception):
    """A request the provider refused or never answered; `retry` when another attempt may succeed."""

    def __init__(self, kind: str, exc: BaseException, retry: bool):
        super().__init__(kind)
        self.kind, self.cause, self.retry = kind, exc, retry


def ask(messages: list[dict], config: LlmConfig, budget: Budget, completion: Callable,
         sleep: Callable[[float], None], decision: LlmDecision) -> str | None:
    """Send one request, retrying rate limits and time-outs with exponential backoff (tenacity);
    every attempt first reserves its worst-case cost. Returns the reply text; raises LlmFailure."""
    retrying = tenacity.Retrying(
        retry=tenacity.retry_if_exception(lambda exc: isinstance(exc, _ProviderError) and exc.retry),
        stop=tenacity.stop_after_attempt(config.max_retries + 1),
        wait=tenacity.wait_exponential(multiplier=config.backoff_base_s, max=config.backoff_max_s),
        sleep=sleep, reraise=True)
    try:
        return retrying(_attempt, messages, config, budget, completion, decision)
    except _ProviderError as failure:
        attempts = retrying.statistics["attempt_number"]
        raise LlmFailure(failure.kind, f"{_describe(failure.cause)} (after {attempts} attempts)") from None


def _attempt(messages: list[dict], config: LlmConfig, budget: Budget, completion: Callable,
             decision: LlmDecision) -> str | None:
    est_prompt, est_cost = estimate_call_cost(messages, config)
    if not budget.reserve(est_cost):
        raise LlmFailure(LLM_BUDGET, f"a call could cost up to ${est_cost:.6f} ({est_prompt} prompt tokens "
                                   f"+ {config.max_tokens} output); ${budget.remaining_usd:.6f} "
                                   f"of ${budget.max_cost_usd:.2f} left")
    decision.calls += 1
    charged, p_tok, c_tok = est_cost, 0, 0  # if anything goes wrong, assume the worst was billed
    try:
        response = completion(model=config.model, messages=messages, temperature=config.temperature,
                              max_tokens=config.max_tokens, timeout=config.timeout_s,
                              max_retries=0, num_retries=0)  # tenacity in `ask` is the only retry
    except Exception as exc:  # noqa: BLE001 - a provider can raise anything
        kind, retry = _classify(exc)
        if kind != LLM_TIMEOUT and isinstance(getattr(exc, "status_code", None), int):
            charged = 0.0  # the provider answered with an error status: nothing was generated
        budget.settle(est_cost, charged)
        decision.cost_usd += charged
        raise _ProviderError(kind, exc, retry) from None
    try:
        text, p_tok, c_tok = _read(response)
        if p_tok is None:
            p_tok = est_prompt
        if c_tok is None:
            c_tok = count_tokens(text or "", config.model)
        price_in, price_out = price_per_token(config.model)
        charged = p_tok * price_in + c_tok * price_out
    finally:
        budget.settle(est_cost, charged, p_tok, c_tok)
        decision.cost_usd += charged
        decision.prompt_tokens += p_tok
        decision.completion_tokens += c_tok
    return text


def choose_candidate(node: dict, candidates: list[dict], config: LlmConfig, budget: Budget,
                     completion: Callable | None = None,
                     sleep: Callable[[float], None] = time.sleep) -> LlmDecision:
    """Ask the model which of `candidates` produced `node`.

    node: {"operator", "node_id", "text"}; candidates: best first, {"file", "symbol", "lines",
    "snippet", "evidence"}; only the first `config.max_candidates` are considered.
    `completion` defaults to litellm.completion; `sleep` is the backoff wait (tests pass a recorder).
    Never raises: every failure is an error kind in the decision.
    """
    decision = LlmDecision(model=config.model)
    if not config.enabled:
        decision.error, decision.detail = LLM_DISABLED, "the LLM step is not enabled"
        return decision
    if not config.allow_code_upload:
        decision.error, decision.detail = LLM_DISABLED, "code upload to the LLM provider is not allowed"
        return decision
    candidates = list(candidates or [])[: max(1, config.max_candidates)]
    if not candidates:
        decision.error, decision.detail = LLM_NO_CANDIDATES, "no candidates to choose from"
        return decision
    try:
        return _choose(node, candidates, config, budget, completion, sleep, decision)
    except LlmFailure as failure:
        decision.error, decision.detail = failure.kind, failure.detail
    except Exception as exc:  # noqa: BLE001 - the mapper must complete from the evidence
        decision.error, decision.detail = LLM_INTERNAL_ERROR, _describe(exc)
    decision.index = decision.confidence_level = None
    return decision


def _choose(node, candidates, config, budget, completion, sleep, decision) -> LlmDecision:
    # Text that addresses the model is not sent at all: the evidence decides this node.
    suspicious = find_injection(candidates)
    if looks_like_injection(str(node.get("text") or "")):
        suspicious.insert(0, (-1, "plan node"))
    if suspicious:
        where = ", ".join(f"candidate {i}: {text!r}" if i >= 0 else text for i, text in suspicious)
        raise LlmFailure(LLM_INJECTION_SUSPECTED, f"text addressed to the model found ({where}); not sent")

    completion = completion or _litellm().completion
    messages = build_messages(node, candidates, nonce=secrets.token_hex(8))
    answer = None
    for attempt in range(2):  # the question, then one re-ask quoting the problem
        text = ask(messages, config, budget, completion, sleep, decision)
        try:
            answer = parse_answer(text, len(candidates))
            break
        except AnswerError as problem:
            if attempt == 1:
                raise LlmFailure(LLM_BAD_ANSWER, f"invalid answer twice; last: {problem}") from None
            messages = messages + [{"role": "assistant", "content": text or ""},
                                   reask_message(str(problem), len(candidates))]

    index = answer["bestMatchIndex"]
    decision.reasoning = answer["reasoning"]  # kept even if rejected below, for the record
    cited = shared_tokens(answer["reasoning"], node, candidates[index])
    if not cited:
        raise LlmFailure(LLM_UNGROUNDED, f"candidate {index} chosen, but the reasoning cites no name or "
                                       f"literal found in both the plan node and its code: "
                                       f"{answer['reasoning'][:200]!r}")
    decision.index = index
    decision.confidence_level = answer["confidenceLevel"]
    decision.cited = sorted(cited)
    return decision
