"""The optional LLM step between the evidence and the final pick: asked only where the evidence left
look-alikes, and only allowed to choose among candidates the evidence already rates close to the best."""

from __future__ import annotations

from dataclasses import dataclass, field

from codemap_pipeline.llm import Budget, LlmConfig, LlmDecision, choose_candidate
from codemap_pipeline.plans.model import PlanNode

LEVEL_CONFIDENCE = {"high": 0.9, "medium": 0.6, "low": 0.3}
CLOSE_ENOUGH = 0.8   # an LLM may overturn the evidence's pick only for a candidate scoring >= 80% of it
MAX_CANDIDATES = 5


@dataclass
class LlmStep:
    config: LlmConfig
    budget: Budget
    completion: object = None                                # litellm.completion unless a test injects one
    decisions: dict[int, LlmDecision] = field(default_factory=dict)   # node index -> decision

    @classmethod
    def from_config(cls, config: LlmConfig, completion=None) -> "LlmStep":
        return cls(config, Budget.for_config(config), completion)

    def choose(self, index: int, node: PlanNode, cands: list) -> int | None:
        """The candidate index the model picked, when it is allowed to count; None keeps the evidence's."""
        shortlist = cands[:MAX_CANDIDATES]
        if len(shortlist) < 2:
            return None
        text = node.header + "\n" + "\n".join(f"{k}: {v}" for k, v in node.details.items())
        candidates = [{"file": c.site.file, "symbol": c.site.symbol, "lines": f"{c.site.line_start}-{c.site.line_end}",
                       "snippet": c.site.snippet, "evidence": ", ".join(f"{cat} {name}" for cat, name in c.matched)}
                      for c in shortlist]
        decision = choose_candidate({"operator": node.operator, "node_id": node.node_id, "text": text},
                                    candidates, self.config, self.budget, completion=self.completion)
        self.decisions[index] = decision
        if not decision.ok or decision.index in (None, 0):
            return None
        local = [c.local for c in shortlist]
        if local[decision.index] < CLOSE_ENOUGH * max(local):
            return None  # the model's words never outrank clearly stronger evidence from the names
        return decision.index

    def factors(self, index: int) -> dict:
        decision = self.decisions.get(index)
        if decision is None:
            return {}
        return {"llmConfidence": LEVEL_CONFIDENCE.get(decision.confidence_level) if decision.ok else None,
                "llmTokens": decision.prompt_tokens + decision.completion_tokens,
                "llmCostUsd": round(decision.cost_usd, 6), "llmError": decision.error}
